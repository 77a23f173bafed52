/**
 * The complexity guarantee (docs/toolkit.md, "How long it takes"): no strategy takes exponential
 * time on any grammar. Random grammars built from the shapes that make backtracking blow up —
 * repetitions of what can be empty, counted repetitions of repetitions, adjacent repetitions of the
 * same character, alternatives with a common start, recursion — are matched against long inputs made
 * to fail late (a run of one character, then a character nothing takes). Each call stays within a
 * bound of the grammar's and the input's sizes: compiled (LL(1)) and regexp-strategy rules (a
 * proved-safe regexp, else the rule's automaton) linear in the input, all-ways rules O(n²·|G|) with
 * a small constant; here every call on 2,000 characters must end within BOUND_MS (times
 * ABNF_TIME_FACTOR, default 5, for a shared machine). Counted repetitions nested over what can be
 * empty, their counts past the input's length, are a loop in the automaton: within NESTED_MS.
 */
import fc from 'fast-check';
import { abnf } from '../../src/abnf';

const RUNS = Number(process.env.ABNF_COMPLEXITY_RUNS ?? 60);
const FACTOR = Number(process.env.ABNF_TIME_FACTOR ?? 5);
const BOUND_MS = 250 * FACTOR;
const LENGTH = 2000;
/** nested counts over what can be empty, for inputs no longer than their count: linear, so a tighter bound */
const NESTED_MS = 100 * FACTOR;

/** an expression over "a", "b" and rules r1…r2 (a rule names only later ones, or itself after a terminal) */
function expr(depth: number, self: number): fc.Arbitrary<string> {
  const terminal = fc.constantFrom('"a"', '"a"', '"b"', '"aa"', '%x61-62', 'ALPHA', '""');
  const leaf = self < 2 ? fc.oneof(terminal, terminal, fc.integer({ min: self + 1, max: 2 }).map((k) => `r${k}`)) : terminal;
  if (depth === 0) return leaf;
  const sub = expr(depth - 1, self);
  return fc.oneof(
    leaf,
    fc.array(sub, { minLength: 2, maxLength: 4 }).map((xs) => xs.join(' ')),
    fc.array(sub, { minLength: 2, maxLength: 3 }).map((xs) => `( ${xs.join(' / ')} )`),
    sub.map((x) => `*( ${x} )`),
    sub.map((x) => `1*( ${x} )`),
    fc.tuple(fc.integer({ min: 2, max: 16 }), sub).map(([n, x]) => `${n}( ${x} )`),
    fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 40 }), sub).map(([n, m, x]) => `${n}*${n + m}( ${x} )`),
    sub.map((x) => `[ ${x} ]`),
    fc.constant(`"a" r${self}`),
    fc.constant(`"a" [ r${self} ] "b"`),
  );
}

const grammar = fc.tuple(expr(3, 0), expr(2, 1), expr(2, 2)).map(([a, b, c]) => `r0 = ${a} "!"\nr1 = ${b}\nr2 = ${c}\n`);

/** inputs that fail late: a long run, then a character the grammar may not take there */
const input = fc.tuple(fc.constantFrom('a', 'b', 'ab', 'aab'), fc.constantFrom('', '!', 'c', 'b!', 'a!')).map(([unit, tail]) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH) + tail);

describe('no strategy takes exponential time', () => {
  it(`every call on ${LENGTH} characters ends within the bound, whatever the grammar`, () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(grammar, input, (text, s) => {
        let g;
        try {
          g = abnf(text, { start: 'r0', limit: Infinity });
        } catch (e) {
          // a left-recursive grammar is refused when made; nothing else may be thrown
          expect((e as Error).name).toBe('AbnfError');
          return;
        }
        seen.add(g.strategies()[0].strategy);
        for (const call of ['canParse', 'parse'] as const) {
          const started = performance.now();
          g[call](s);
          const t = performance.now() - started;
          expect({ text, call, s: s.slice(0, 12), t: t < BOUND_MS ? 'within' : Math.round(t) }).toEqual({ text, call, s: s.slice(0, 12), t: 'within' });
        }
      }),
      { seed: 33, numRuns: RUNS },
    );
    expect([...seen].sort()).toEqual(['all-ways', 'compiled', 'regexp']);
  }, 600_000);

  // counted repetitions nested over what can be empty (`100( 2*40( 0*40( "a" ) 0*1"c" ) )`): a loop
  // for inputs no longer than the count (docs/toolkit.md, Limits), so linear there
  const piece = fc.constantFrom('"a"', '"b"', '"aa"', '%x61-62', '""', '( "a" / "b" )', '"ab"');
  const nested = fc
    .tuple(fc.integer({ min: 51, max: 100 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 40, max: 60 }), fc.integer({ min: 1, max: 40 }), piece, piece, fc.constantFrom('', '"!"', '"b"'))
    .map(([k, lo, hi, inner, x, y, tail]) => `r0 = ${k}( ${lo}*${hi}( 0*${inner}( ${x} ) 0*1( ${y} ) ) ) ${tail}\n`);
  it(`nested counts over what can be empty, counts past the input: every call on ${LENGTH} characters within ${NESTED_MS / FACTOR} ms (times ABNF_TIME_FACTOR)`, () => {
    fc.assert(
      fc.property(nested, input, (text, s) => {
        const g = abnf(text, { start: 'r0' });
        expect(g.strategies()[0].strategy).toBe('regexp');
        for (const call of ['canParse', 'parse'] as const) {
          const started = performance.now();
          g[call](s);
          const t = performance.now() - started;
          expect({ text, call, s: s.slice(0, 12), t: t < NESTED_MS ? 'within' : Math.round(t) }).toEqual({ text, call, s: s.slice(0, 12), t: 'within' });
        }
      }),
      { seed: 33, numRuns: RUNS },
    );
  }, 600_000);
});
