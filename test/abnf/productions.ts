/** Every production of every edition and amendment, with its stored text, as the PEG check and the reader test take them. */
import { recordingKit } from '../../src/engine/ir';
import type { RuleDefs } from '../../src/kit';
import type { Expr } from '../../src/engine/ir';
import { rfc1630Grammar } from '../../grammars/rfc1630';
import { rfc1738Grammar } from '../../grammars/rfc1738';
import { rfc1808Grammar } from '../../grammars/rfc1808';
import { rfc2396Grammar } from '../../grammars/rfc2396';
import { rfc3986Grammar } from '../../grammars/rfc3986';
import { rfc3987Grammar } from '../../grammars/rfc3987';
import { rfc2141Grammar } from '../../grammars/rfc2141';
import { rfc2368Grammar } from '../../grammars/rfc2368';
import { rfc2397Grammar } from '../../grammars/rfc2397';
import { rfc2616Grammar } from '../../grammars/rfc2616';
import { rfc3966Grammar } from '../../grammars/rfc3966';
import { rfc5538Grammar } from '../../grammars/rfc5538';
import { rfc6068Grammar } from '../../grammars/rfc6068';
import { rfc6455Grammar } from '../../grammars/rfc6455';
import { rfc7230Grammar } from '../../grammars/rfc7230';
import { rfc8089Grammar } from '../../grammars/rfc8089';
import { rfc8141Grammar } from '../../grammars/rfc8141';
import { rfc9110Grammar } from '../../grammars/rfc9110';
import type { Amendment, EditionName } from '../../src/model/ast';
import type { SchemeOptions, SchemeSpecName } from '../../src/editions/schemes/types';

export interface GrammarCase {
  /** 'rfc3986' or 'rfc3986+rfc6874', or a scheme specification's ('rfc8089+appendixE') */
  grammar: string;
  /** where the PEG rules come from: an edition with its amendments, or a scheme specification with its options */
  edition?: EditionName;
  amendments?: Amendment[];
  spec?: SchemeSpecName;
  options?: SchemeOptions;
  /** RFC 5234 ABNF, or the older BNF-like notation (RFC 2396 §1.6, RFC 1738 §5) */
  dialect: 'rfc5234' | 'bnf';
  defs: RuleDefs<Expr>;
  /**
   * the productions the PEG check compares (all but those a scheme grammar adopts unchanged from
   * an edition's grammar, which are compared in that edition's case; the oracle reads them all)
   */
  checked: string[];
}

export function grammarCases(): GrammarCase[] {
  const k = recordingKit;
  const editions: Omit<GrammarCase, 'checked'>[] = [
    // (RFC 1630's notation is its own: every production is checked against its ABNF transcription, test/abnf/rfc1630-substitutes.ts)
    { grammar: 'rfc1630', edition: 'rfc1630', amendments: [], dialect: 'rfc5234', defs: rfc1630Grammar(k) },
    { grammar: 'rfc1738', edition: 'rfc1738', amendments: [], dialect: 'bnf', defs: rfc1738Grammar(k) },
    { grammar: 'rfc1808', edition: 'rfc1808', amendments: [], dialect: 'bnf', defs: rfc1808Grammar(k) },
    { grammar: 'rfc2396', edition: 'rfc2396', amendments: [], dialect: 'bnf', defs: rfc2396Grammar(k) },
    { grammar: 'rfc2396+rfc2732', edition: 'rfc2396', amendments: ['rfc2732'], dialect: 'bnf', defs: rfc2396Grammar(k, { rfc2732: true }) },
    { grammar: 'rfc3986', edition: 'rfc3986', amendments: [], dialect: 'rfc5234', defs: rfc3986Grammar(k) },
    { grammar: 'rfc3986+rfc6874', edition: 'rfc3986', amendments: ['rfc6874'], dialect: 'rfc5234', defs: rfc3986Grammar(k, { rfc6874: true }) },
    { grammar: 'rfc3987', edition: 'rfc3987', amendments: [], dialect: 'rfc5234', defs: rfc3987Grammar(k) },
    { grammar: 'rfc3987+rfc6874', edition: 'rfc3987', amendments: ['rfc6874'], dialect: 'rfc5234', defs: rfc3987Grammar(k, { rfc6874: true }) },
  ];
  const schemes: Omit<GrammarCase, 'checked'>[] = [
    { grammar: 'rfc2141', spec: 'rfc2141', dialect: 'rfc5234', defs: rfc2141Grammar(k) },
    { grammar: 'rfc2368', spec: 'rfc2368', dialect: 'rfc5234', defs: rfc2368Grammar(k) },
    { grammar: 'rfc2397', spec: 'rfc2397', dialect: 'rfc5234', defs: rfc2397Grammar(k) },
    { grammar: 'rfc2616', spec: 'rfc2616', dialect: 'bnf', defs: rfc2616Grammar(k) },
    { grammar: 'rfc3966', spec: 'rfc3966', dialect: 'rfc5234', defs: rfc3966Grammar(k) },
    { grammar: 'rfc5538', spec: 'rfc5538', dialect: 'rfc5234', defs: rfc5538Grammar(k) },
    { grammar: 'rfc6068', spec: 'rfc6068', dialect: 'rfc5234', defs: rfc6068Grammar(k) },
    { grammar: 'rfc6455', spec: 'rfc6455', dialect: 'rfc5234', defs: rfc6455Grammar(k) },
    { grammar: 'rfc7230', spec: 'rfc7230', dialect: 'rfc5234', defs: rfc7230Grammar(k) },
    { grammar: 'rfc8089', spec: 'rfc8089', dialect: 'rfc5234', defs: rfc8089Grammar(k) },
    { grammar: 'rfc8089+appendixE', spec: 'rfc8089', options: { appendixE: true }, dialect: 'rfc5234', defs: rfc8089Grammar(k, { appendixE: true }) },
    { grammar: 'rfc8141', spec: 'rfc8141', dialect: 'rfc5234', defs: rfc8141Grammar(k) },
    { grammar: 'rfc9110', spec: 'rfc9110', dialect: 'rfc5234', defs: rfc9110Grammar(k) },
  ];
  const own = (g: Omit<GrammarCase, 'checked'>): GrammarCase => ({ ...g, checked: Object.values(g.defs).map((d) => d.name) });
  // a production adopted unchanged: the same name and text as in an edition's grammar, its section "RFC NNNN §…"
  const inEditions = new Map(editions.flatMap((e) => Object.values(e.defs).map((d) => [`${d.name}\n${d.syntax}`, d] as const)));
  const adopted = (g: Omit<GrammarCase, 'checked'>): GrammarCase => ({
    ...g,
    checked: Object.values(g.defs).filter((d) => !(d.section.startsWith('RFC ') && inEditions.has(`${d.name}\n${d.syntax}`))).map((d) => d.name),
  });
  return [...editions.map(own), ...schemes.map(adopted)];
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
