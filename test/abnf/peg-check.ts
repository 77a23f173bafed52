/**
 * The check of a hand-written PEG rule against the ABNF it quotes: the rule as `rule()` hands it out
 * (the careful Parsimmon build of the edition), and the all-ways matcher over the grammar made of
 * every production's stored text. Strings: from the ABNF (every alternative and repetition bound
 * reached), their mutations, and the conformance corpus. Both directions, and the match length where
 * the rule is used as a prefix.
 */
import P from 'parsimmon';
import { AllWays, Generator, mutations, prng, readGrammar } from '../../src/abnf';
import type { ResolvedGrammar } from '../../src/abnf';
import { getEdition } from '../../src/editions/registry';
import { getSchemeSpec } from '../../src/editions/schemes/registry';
import { rule as pegRule } from '../../src/parse/rule';
import type { GrammarCase } from './productions';
import { SUBSTITUTES, PROSE } from './peg-differences';

/** How a PEG rule and the ABNF differ on one string. */
export type DifferenceKind =
  /** the ABNF derives the whole string, the PEG rule rejects it */
  | 'rejects'
  /** the PEG rule accepts the whole string, the ABNF cannot derive it */
  | 'accepts'
  /** as a prefix, the PEG rule stops where no ABNF match of the rule ends */
  | 'prefix-not-abnf'
  /** as a prefix, the PEG rule stops before the longest ABNF match */
  | 'prefix-shorter'
  /** as a prefix, the PEG rule fails where an ABNF match exists */
  | 'prefix-fails';

export interface Difference {
  kind: DifferenceKind;
  input: string;
  /** the ABNF's match ends at 0 (ascending) and where the PEG rule stops as a prefix (-1: fails) */
  abnf: readonly number[];
  peg: number;
}

/** The ABNF grammar of one edition (and amendments), from the text each production stores. */
export function abnfOf(g: GrammarCase): ResolvedGrammar {
  const texts = Object.values(g.defs).map((d) => SUBSTITUTES[g.grammar]?.[d.name]?.abnf ?? d.syntax);
  return readGrammar(texts.join('\n'), { dialect: g.dialect, rules: PROSE[g.grammar] ?? {} });
}

export class PegCheck {
  readonly abnf: ResolvedGrammar;
  readonly oracle: AllWays;
  private readonly parsers = new Map<string, P.Parser<number>>();

  constructor(readonly g: GrammarCase) {
    this.abnf = abnfOf(g);
    this.oracle = new AllWays(this.abnf);
  }

  /** where `rule`'s PEG parser stops at the start of `input` (-1 when it fails) */
  pegEnd(rule: string, input: string): number {
    let parser = this.parsers.get(rule);
    if (!parser) {
      const peg = this.g.spec !== undefined
        ? (pegRule(this.g.spec, rule as never, this.g.options) as P.Parser<unknown>)
        : pegRule(this.g.edition!, rule as never, { amendments: this.g.amendments });
      parser = P.seq(peg, P.index).map(([, at]) => at.offset).skip(P.all);
      this.parsers.set(rule, parser);
    }
    const r = parser.parse(input);
    return r.status ? r.value : -1;
  }

  /** the name `rule` has in the ABNF (a substitute's, where the production's name is none: "URN chars", "#mailbox") */
  abnfName(rule: string): string {
    return SUBSTITUTES[this.g.grammar]?.[rule]?.name ?? rule;
  }

  /** whether `rule`'s PEG accepts the whole of `input` */
  pegAccepts(rule: string, input: string): boolean {
    if (this.g.spec !== undefined) return getSchemeSpec(this.g.spec).checkRule(rule, input, this.g.options) === undefined;
    return getEdition(this.g.edition!).checkRule(rule as never, input, { amendments: this.g.amendments }) === undefined;
  }

  /** Every way `rule` differs between its PEG and its ABNF on `input` (none: they agree). */
  compare(rule: string, input: string): Difference[] {
    const abnf = this.oracle.ends(this.abnfName(rule), input);
    const peg = this.pegEnd(rule, input);
    const out: Difference[] = [];
    const add = (kind: DifferenceKind) => out.push({ kind, input, abnf, peg });
    const whole = abnf.includes(input.length);
    const pegWhole = this.pegAccepts(rule, input);
    if (whole && !pegWhole) add('rejects');
    if (!whole && pegWhole) add('accepts');
    if (peg >= 0 && !abnf.includes(peg)) add('prefix-not-abnf');
    else if (peg >= 0 && peg < abnf[abnf.length - 1]) add('prefix-shorter');
    if (peg < 0 && abnf.length > 0) add('prefix-fails');
    return out;
  }

  /** The strings a production is checked on: generated, mutated, and the corpus given. */
  strings(rule: string, seed: number, size: number, corpus: readonly string[]): { strings: string[]; coverage: [number, number] } {
    const gen = new Generator(this.abnf, seed);
    const rnd = prng(seed ^ 0x5a5a);
    // the first `size` strings, then more while they reach choices not taken yet (up to 20 × size)
    const made: string[] = [];
    for (let k = 0; k < 20 * size; k++) {
      const before = gen.coverage()[0];
      const s = gen.string(this.abnfName(rule));
      const [taken, total] = gen.coverage();
      if (k < size || taken > before) made.push(s);
      if (k >= size && taken === total) break;
    }
    const alphabet = `${alphabetOf(made)}%:/@?#[].-_~!$&'()*+,;=Aa09 é<>"`;
    const mutated = made.flatMap((s) => mutations(s, alphabet, rnd, 2));
    const strings = [...new Set([...made, ...mutated, ...corpus])].filter((s) => s.length <= 400);
    return { strings, coverage: gen.coverage() };
  }
}

function alphabetOf(strings: readonly string[]): string {
  return [...new Set(strings.join(''))].slice(0, 40).join('');
}
