/** Every production of every edition and amendment, with its stored text, as the PEG check and the reader test take them. */
import { recordingKit } from '../../src/engine/ir';
import type { RuleDefs } from '../../src/kit';
import type { Expr } from '../../src/engine/ir';
import { rfc1738Grammar } from '../../grammars/rfc1738';
import { rfc1808Grammar } from '../../grammars/rfc1808';
import { rfc2396Grammar } from '../../grammars/rfc2396';
import { rfc3986Grammar } from '../../grammars/rfc3986';
import { rfc3987Grammar } from '../../grammars/rfc3987';
import type { Amendment, EditionName } from '../../src/model/ast';

export interface GrammarCase {
  /** 'rfc3986' or 'rfc3986+rfc6874' */
  grammar: string;
  edition: EditionName;
  amendments: Amendment[];
  /** RFC 5234 ABNF, or the older BNF-like notation (RFC 2396 §1.6, RFC 1738 §5) */
  dialect: 'rfc5234' | 'bnf';
  defs: RuleDefs<Expr>;
}

export function grammarCases(): GrammarCase[] {
  const k = recordingKit;
  return [
    { grammar: 'rfc1738', edition: 'rfc1738', amendments: [], dialect: 'bnf', defs: rfc1738Grammar(k) },
    { grammar: 'rfc1808', edition: 'rfc1808', amendments: [], dialect: 'bnf', defs: rfc1808Grammar(k) },
    { grammar: 'rfc2396', edition: 'rfc2396', amendments: [], dialect: 'bnf', defs: rfc2396Grammar(k) },
    { grammar: 'rfc2396+rfc2732', edition: 'rfc2396', amendments: ['rfc2732'], dialect: 'bnf', defs: rfc2396Grammar(k, { rfc2732: true }) },
    { grammar: 'rfc3986', edition: 'rfc3986', amendments: [], dialect: 'rfc5234', defs: rfc3986Grammar(k) },
    { grammar: 'rfc3986+rfc6874', edition: 'rfc3986', amendments: ['rfc6874'], dialect: 'rfc5234', defs: rfc3986Grammar(k, { rfc6874: true }) },
    { grammar: 'rfc3987', edition: 'rfc3987', amendments: [], dialect: 'rfc5234', defs: rfc3987Grammar(k) },
    { grammar: 'rfc3987+rfc6874', edition: 'rfc3987', amendments: ['rfc6874'], dialect: 'rfc5234', defs: rfc3987Grammar(k, { rfc6874: true }) },
  ] as GrammarCase[];
}

export interface ProductionCase {
  grammar: string;
  name: string;
  section: string;
  syntax: string;
  dialect: 'rfc5234' | 'bnf';
}

export function everyProduction(): ProductionCase[] {
  return grammarCases().flatMap((g) =>
    Object.values(g.defs).map((d) => ({ grammar: g.grammar, name: d.name, section: d.section, syntax: d.syntax, dialect: g.dialect })),
  );
}
