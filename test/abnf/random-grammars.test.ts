/**
 * Random ABNF grammars (fast-check): whatever strategy abnf() picks for a rule — the engine's
 * compiled build where the analysis proves LL(1), a backtracking regexp, or the all-ways matcher —
 * canParse and parse agree with the all-ways oracle, on random strings and on strings made from the
 * grammar; a parse tree covers the input and each node's text is its span; the regexp of every rule
 * that has one agrees with the oracle too.
 */
import fc from 'fast-check';
import { abnf, AllWays, Generator, readGrammar } from '../../src/abnf';
import { Analysis } from '../../src/abnf/analysis';
import { ruleRegexp } from '../../src/abnf/regexp';
import type { AbnfParse, ParseNode } from '../../src/abnf';

const RUNS = Number(process.env.ABNF_RANDOM_RUNS ?? 80);

/** an ABNF expression over rules named r1…r3 (a rule refers only to later ones, or to itself after a terminal) */
function expr(depth: number, self: number): fc.Arbitrary<string> {
  const terminal = fc.constantFrom('"a"', '"b"', '"ab"', '%x61-62', '%s"A"', '"c"', '%x61.62', 'DIGIT', '( "%" HEXDIG HEXDIG )', '"%"');
  const leaf = self < 3 ? fc.oneof(terminal, terminal, fc.integer({ min: self + 1, max: 3 }).map((k) => `r${k}`)) : terminal;
  if (depth === 0) return leaf;
  const sub = expr(depth - 1, self);
  return fc.oneof(
    leaf,
    fc.array(sub, { minLength: 2, maxLength: 3 }).map((xs) => xs.join(' ')),
    fc.array(sub, { minLength: 2, maxLength: 3 }).map((xs) => `( ${xs.join(' / ')} )`),
    fc.tuple(fc.integer({ min: 0, max: 2 }), fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constant(-1)), sub).map(([min, extra, x]) =>
      extra < 0 ? `${min || ''}*( ${x} )` : `${min}*${min + extra}( ${x} )`,
    ),
    sub.map((x) => `[ ${x} ]`),
    // right recursion through a terminal
    fc.constant(`"(" [ r${self} ] ")"`),
  );
}

const grammar = fc
  .tuple(expr(3, 0), expr(2, 1), expr(2, 2), expr(1, 3))
  .map(([a, b, c, d]) => `r0 = ${a}\nr1 = ${b}\nr2 = ${c}\nr3 = ${d}\n`);

const input = fc.stringMatching(/^[abAc()1%]{0,8}$/);

function covers(n: ParseNode, input: string): void {
  expect(n.text).toBe(input.slice(n.start, n.end));
  let at = n.start;
  for (const c of n.children) {
    expect(c.start).toBeGreaterThanOrEqual(at);
    covers(c, input);
    at = c.end;
  }
  expect(at).toBeLessThanOrEqual(n.end);
}

describe('random grammars', () => {
  it('every strategy accepts exactly what the all-ways matcher accepts', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(grammar, fc.array(input, { minLength: 5, maxLength: 10 }), fc.integer({ min: 1, max: 1000 }), (text, strings, seed) => {
        const resolved = readGrammar(text);
        const oracle = new AllWays(resolved);
        const g = abnf(text, { start: 'r0' });
        seen.add(g.strategies()[0].strategy);
        const gen = new Generator(resolved, seed);
        const all = [...strings, ...Array.from({ length: 6 }, () => gen.string('r0'))].filter((s) => s.length <= 40);
        for (const s of all) {
          const want = oracle.accepts('r0', s);
          expect({ text, s, got: g.canParse(s) }).toEqual({ text, s, got: want });
          const parsed = g.parse(s);
          expect({ text, s, got: parsed.ok }).toEqual({ text, s, got: want });
          if (parsed.ok) {
            expect(parsed.tree).toMatchObject({ rule: 'r0', start: 0, end: s.length });
            covers(parsed.tree, s);
          } else {
            expect(parsed.offset).toBeGreaterThanOrEqual(0);
            expect(parsed.offset).toBeLessThanOrEqual(s.length);
          }
        }
        const a = new Analysis(resolved);
        for (const key of ['r1', 'r2', 'r3']) {
          const re = ruleRegexp(a, key);
          if (typeof re === 'string') continue;
          for (const s of all) expect({ text, key, s, got: re.regexp.test(s) }).toEqual({ text, key, s, got: oracle.accepts(key, s) });
        }
      }),
      { seed: 27, numRuns: RUNS },
    );
    // the runs reached every strategy
    expect([...seen].sort()).toEqual(['all-ways', 'compiled', 'regexp']);
  }, 120_000);

  it('a tree reads the same whichever strategy made it: on LL(1) grammars (one derivation) the PEG reading\'s tree is the exact strategies\' tree', () => {
    let compared = 0;
    fc.assert(
      fc.property(grammar, fc.integer({ min: 1, max: 1000 }), (text, seed) => {
        const g = abnf(text, { start: 'r0' });
        if (g.strategies()[0].strategy !== 'compiled') return;
        const gen = new Generator(readGrammar(text), seed);
        const exact = g as unknown as { exactParse(s: string): AbnfParse };
        for (const s of Array.from({ length: 6 }, () => gen.string('r0')).filter((x) => x.length <= 40)) {
          const peg = g.parse(s);
          const other = exact.exactParse(s);
          expect({ text, s, tree: other.ok && other.tree }).toEqual({ text, s, tree: peg.ok && peg.tree });
          compared++;
        }
      }),
      { seed: 31, numRuns: RUNS * 3 },
    );
    expect(compared).toBeGreaterThan(50);
  }, 120_000);
});
