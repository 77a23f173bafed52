/**
 * The PEG report: for each alternation and repetition of a grammar, whether reading it the PEG way
 * (ordered choice that keeps the first alternative that matches; repetition that never gives an
 * iteration back) can change the language. Proved not to when the construct meets the LL(1)
 * condition (analysis.ts). Otherwise strings made from the grammar are matched with that one
 * construct read the PEG way and everything else all-ways: a string the ABNF takes and that reading
 * refuses is the example. For an alternation that changes the language, the orders of its
 * alternatives that remove every such difference on those strings are the fixes offered (up to
 * three: the reverse when it works, then others; every order is tried for up to five alternatives).
 */
import { AllWays } from './all-ways';
import type { Analysis, Choice } from './analysis';
import { Generator, mutations, prng } from './generate';
import { show } from './show';

/** The PEG report of one alternation, repetition or option. */
export interface ConstructReport {
  /** the rule whose text holds it */
  rule: string;
  kind: 'alternation' | 'repetition' | 'option';
  /** the construct, written as ABNF */
  abnf: string;
  /** 'proved': PEG reads it as ABNF does (LL(1) at this point); 'changes': an example shows it does not; 'unproved': no proof, no example found */
  verdict: 'proved' | 'changes' | 'unproved';
  /** why the proof does not hold, when it does not */
  why?: string;
  /** a string of `exampleRule` the ABNF accepts and the PEG reading of this construct refuses */
  example?: string;
  exampleRule?: string;
  /** for an alternation: orders of its alternatives (1-based) under which no difference was found */
  fixes?: number[][];
}

const PERMUTE_UP_TO = 5;

/**
 * The work a report may do, in answers the all-ways matcher works out (each rule at each position
 * of each string, once) and nodes the generator of strings visits: a grammar is untrusted input, and one with thousands of conflicts must not
 * take minutes. Constructs reached after it is spent are 'unproved', and say so.
 */
export const REPORT_BUDGET = 2_000_000;

export function pegReport(a: Analysis, start: string, samples = 120): ConstructReport[] {
  const out: ConstructReport[] = [];
  const all = new AllWays(a.grammar);
  const strings = new Map<string, string[]>();
  const matchers: AllWays[] = [all];
  const generators: Generator[] = [];
  const spent = () => matchers.reduce((s, m) => s + m.steps, 0) + generators.reduce((s, g) => s + g.work, 0) > REPORT_BUDGET;
  const reach = a.closure(start.toLowerCase());
  const sample = (key: string): string[] => {
    let got = strings.get(key);
    if (!got) {
      const gen = new Generator(a.grammar, 7);
      generators.push(gen);
      const rnd = prng(11);
      const made: string[] = [];
      for (let k = 0; k < samples && !spent(); k++) {
        try {
          const s = gen.string(key);
          if (s.length <= 200) made.push(s);
        } catch (e) {
          // too long, or rules nested deeper than the stack: no sample
          if (!(e instanceof RangeError)) throw e;
          break;
        }
      }
      const alphabet = [...new Set(made.join(''))].join('') || 'a';
      got = [...new Set([...made, ...made.flatMap((s) => mutations(s, alphabet, rnd, 1))])].sort((x, y) => x.length - y.length || (x < y ? -1 : 1));
      strings.set(key, got);
    }
    return got;
  };
  for (const [key, rule] of a.grammar.rules) {
    for (const node of a.choices.get(key) ?? []) {
      const kind = node.k === 'alt' ? 'alternation' : node.option ? 'option' : 'repetition';
      const base: ConstructReport = { rule: rule.name, kind, abnf: show(node, false), verdict: 'proved' };
      const conflict = a.conflicts.get(node);
      if (!conflict) {
        out.push(base);
        continue;
      }
      base.why = conflict.why;
      if (spent()) {
        out.push({ ...base, verdict: 'unproved', why: `${conflict.why}; not examined: the report's budget of ${REPORT_BUDGET} matcher steps was spent on the constructs before it` });
        continue;
      }
      const targets = [...new Set([key, start.toLowerCase()])].filter((k) => k === key || reach.has(key));
      const found = findExample(a, all, node, targets, sample, matchers, spent);
      if (!found) {
        out.push({ ...base, verdict: 'unproved' });
        continue;
      }
      const report: ConstructReport = { ...base, verdict: 'changes', example: found.example, exampleRule: a.grammar.rules.get(found.rule)!.name };
      if (node.k === 'alt') report.fixes = fixes(a, all, node, targets, sample, matchers, spent);
      out.push(report);
    }
  }
  return out;
}

function differs(all: AllWays, peg: AllWays, rule: string, s: string): boolean {
  return all.accepts(rule, s) && !peg.accepts(rule, s);
}

function findExample(
  a: Analysis,
  all: AllWays,
  node: Choice,
  targets: string[],
  sample: (k: string) => string[],
  matchers: AllWays[],
  spent: () => boolean,
): { example: string; rule: string } | undefined {
  const peg = new AllWays(a.grammar, { peg: new Set([node]) });
  matchers.push(peg);
  for (const rule of targets) {
    for (const s of sample(rule)) {
      if (spent()) return undefined;
      if (differs(all, peg, rule, s)) return { example: s, rule };
    }
  }
  return undefined;
}

function fixes(
  a: Analysis,
  all: AllWays,
  node: Extract<Choice, { k: 'alt' }>,
  targets: string[],
  sample: (k: string) => string[],
  matchers: AllWays[],
  spent: () => boolean,
): number[][] {
  const n = node.xs.length;
  const identity = Array.from({ length: n }, (_, k) => k);
  // the reverse first (longest-first is the usual repair), then every other order when there are few
  const reversed = identity.slice().reverse();
  const rest = n <= PERMUTE_UP_TO ? permutations(identity).slice(1).filter((o) => o.join() !== reversed.join()) : [];
  const orders = [reversed, ...rest];
  const good: number[][] = [];
  for (const order of orders) {
    if (spent()) break;
    const peg = new AllWays(a.grammar, { peg: new Set([node]), orders: new Map([[node, order]]) });
    matchers.push(peg);
    const bad = targets.some((rule) => sample(rule).some((s) => spent() || differs(all, peg, rule, s)));
    if (!bad) good.push(order.map((k) => k + 1));
    if (good.length === 3) break;
  }
  return good;
}

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
