/**
 * Random ABNF grammars (fast-check): whatever strategy abnf() picks for a rule — the engine's
 * compiled build where the analysis proves LL(1), a backtracking regexp, or the all-ways matcher —
 * canParse and parse agree with the all-ways oracle, on random strings and on strings made from the
 * grammar; a parse tree covers the input and each node's text is its span; the regexp of every rule
 * that has one agrees with the oracle too.
 */
import fc from 'fast-check';
import { randomGrammar as grammar } from '../fixtures/abnf/random-grammar';
import { abnf, AllWays, Generator, readGrammar } from '../../src/abnf';
import { Analysis } from '../../src/abnf/analysis';
import { ruleRegexp } from '../../src/abnf/regexp';
import type { AbnfParse, ParseNode } from '../../src/abnf';

const RUNS = Number(process.env.ABNF_RANDOM_RUNS ?? 80);

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
        // the exact strategies alone (start-rule.ts's exactParse, which parse() asks when the PEG reading finds no tree)
        const exact = (g as unknown as { answers(): { exactParse(s: string): AbnfParse } }).answers();
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
