/**
 * The sets of match ends of src/abnf/ends.ts against a plain Set of positions: every operation
 * (has, last, points, someUpTo, unionOf, minus, stepAll, repeat, possessive) gives the positions a
 * Set computation gives, over random sets of runs with mixed steps, runs that overlap out of phase
 * or in phase, lone positions and empty sets; and every set it returns is well formed — runs
 * `[lo, hi, step]` ascending and disjoint, hi reached from lo by its step, a lone position with step 1 —
 * and as short as ends.ts keeps it: no run that goes on from the one before it with its step.
 */
import fc from 'fast-check';
import { has, last, minus, NONE, only, points, someUpTo, unionOf } from '../../src/abnf/ends';
import type { Runs } from '../../src/abnf/ends';
import { possessive, repeat, stepAll } from '../../src/abnf/ends-steps';
import { flat } from '../../src/abnf/shared-ends';
import type { Fn } from '../../src/abnf/shared-ends';

const RUNS = 150;

/** one arithmetic run: lo, lo + step, … (count positions) */
const run = fc.record({ lo: fc.nat(40), step: fc.integer({ min: 1, max: 5 }), count: fc.integer({ min: 1, max: 9 }) });

/** a run as ends.ts holds it (a lone position has step 1) */
const asRuns = ({ lo, step, count }: { lo: number; step: number; count: number }): Runs => [lo, lo + (count - 1) * step, count === 1 ? 1 : step];

const positionsOf = ({ lo, step, count }: { lo: number; step: number; count: number }): number[] => Array.from({ length: count }, (_, k) => lo + k * step);

/** a well-formed set built directly: runs one after another, gaps between, mixed steps (the empty set too) */
const direct = fc
  .array(fc.record({ gap: fc.integer({ min: 1, max: 6 }), step: fc.integer({ min: 1, max: 5 }), count: fc.integer({ min: 1, max: 6 }) }), { maxLength: 5 })
  .map((parts) => {
    const r: number[] = [];
    let hi = -1;
    for (const { gap, step, count } of parts) {
      const lo = hi + gap;
      hi = lo + (count - 1) * step;
      r.push(lo, hi, count === 1 ? 1 : step);
    }
    return r as Runs;
  })
  .filter((r) => r.every((_, k) => k % 3 !== 0 || k === 0 || !goesOn(r, k)));

/** a set made by unionOf from runs that may overlap, in phase or not (and its Set model) */
const united = fc.array(run, { maxLength: 5 }).map((parts) => ({ r: unionOf(parts.map(asRuns)), set: new Set(parts.flatMap(positionsOf)) }));

/** either kind, with its model */
const aSet = fc.oneof(direct.map((r) => ({ r, set: new Set(points(r)) })), united);

const sorted = (s: Iterable<number>): number[] => [...s].sort((a, b) => a - b);

/**
 * Whether a run goes on from the one before it, and so should be part of it (as ends.ts keeps a set:
 * a lone position after a lone position is a run of two; a run one step after a run with its step, or
 * a lone position there, extends it).
 */
function goesOn(r: Runs, k: number): boolean {
  const [L, H, D, lo, hi, step] = r.slice(k - 3, k + 3);
  return (L === H && (lo === hi || step === lo - H)) || (lo - H === D && (lo === hi || step === D));
}

/** runs `[lo, hi, step]`: ascending and disjoint, hi on lo's step, a lone position with step 1, none that goes on from the one before */
function expectWellFormed(r: Runs): void {
  expect(r.length % 3).toBe(0);
  for (let k = 0; k < r.length; k += 3) {
    const [lo, hi, step] = [r[k], r[k + 1], r[k + 2]];
    expect(Number.isInteger(lo) && Number.isInteger(hi) && Number.isInteger(step)).toBe(true);
    expect(lo).toBeLessThanOrEqual(hi);
    expect(step).toBeGreaterThanOrEqual(1);
    expect((hi - lo) % step).toBe(0);
    if (lo === hi) expect(step).toBe(1);
    if (k > 0) expect(lo).toBeGreaterThan(r[k - 2]);
    if (k > 0) expect([k, goesOn(r, k)]).toEqual([k, false]);
  }
}

/** `r` holds exactly the positions of `set`, by every reading of it */
function expectSame(r: Runs, set: Set<number>): void {
  expectWellFormed(r);
  const want = sorted(set);
  expect(points(r)).toEqual(want);
  for (let p = -2; p <= (want[want.length - 1] ?? 0) + 3; p++) expect(has(r, p)).toBe(set.has(p));
  if (want.length > 0) expect(last(r)).toBe(want[want.length - 1]);
  else expect(r.length).toBe(0);
}

describe('ends.ts against a Set of positions', () => {
  test('the building blocks: NONE, only, a lone run', () => {
    expectSame(NONE, new Set());
    expectSame(only(7), new Set([7]));
    expectSame([3, 11, 4], new Set([3, 7, 11]));
  });

  test('a set reads as its positions (points, has, last)', () => {
    fc.assert(
      fc.property(aSet, ({ r, set }) => expectSame(r, set)),
      { numRuns: RUNS * 4 },
    );
  });

  test('unionOf: the union, of any number of sets (none, empty ones, overlapping out of phase)', () => {
    fc.assert(
      fc.property(fc.array(aSet, { maxLength: 6 }), (sets) => {
        expectSame(unionOf(sets.map((s) => s.r)), new Set(sets.flatMap((s) => [...s.set])));
      }),
      { numRuns: RUNS * 4 },
    );
  });

  test('unionOf: out-of-phase runs of one step, and runs of different steps over one range', () => {
    expectSame(unionOf([[0, 12, 3], [1, 13, 3]]), new Set([0, 1, 3, 4, 6, 7, 9, 10, 12, 13]));
    expectSame(unionOf([[0, 12, 2], [0, 12, 3]]), new Set([0, 2, 3, 4, 6, 8, 9, 10, 12]));
    expectSame(unionOf([[2, 8, 2], [4, 4, 1], [0, 10, 2]]), new Set([0, 2, 4, 6, 8, 10]));
  });

  test('minus: the positions of the first set not in the second', () => {
    fc.assert(
      fc.property(aSet, aSet, (a, b) => {
        expectSame(minus(a.r, b.r), new Set([...a.set].filter((p) => !b.set.has(p))));
        expectSame(minus(a.r, a.r), new Set());
        expectSame(minus(a.r, NONE), a.set);
        expectSame(minus(NONE, a.r), new Set());
      }),
      { numRuns: RUNS * 4 },
    );
  });

  test('someUpTo: the positions up to a bound, ascending, until told to stop', () => {
    fc.assert(
      fc.property(aSet, fc.integer({ min: -1, max: 80 }), fc.option(fc.nat(80)), ({ r, set }, e, stopAt) => {
        const seen: number[] = [];
        const stopped = someUpTo(r, e, (p) => (seen.push(p), p === stopAt));
        const upTo = sorted(set).filter((p) => p <= e);
        const k = stopAt === null ? -1 : upTo.indexOf(stopAt);
        expect(stopped).toBe(k >= 0);
        expect(seen).toEqual(k >= 0 ? upTo.slice(0, k + 1) : upTo);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  /** a matcher given by a table: from q, the ends table[q] (positions at or after q, up to the input's end) */
  const END = 30;
  const matcher = fc
    .array(fc.array(fc.record({ at: fc.nat(6), step: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }), { minLength: END + 1, maxLength: END + 1 })
    .map((table) => {
      const ends = table.map((parts, q) => new Set(parts.flatMap(({ at, step, count }) => positionsOf({ lo: q + at, step, count })).filter((p) => p <= END)));
      const x: Fn = (_s, q) => unionOf([...(ends[q] ?? [])].map(only));
      return { x, ends };
    });

  const stepModel = (ends: Set<number>[], from: Iterable<number>): Set<number> => new Set([...from].flatMap((q) => [...(ends[q] ?? [])]));

  test('stepAll: the union of the matcher\'s ends from every position of a set', () => {
    fc.assert(
      fc.property(matcher, aSet, ({ x, ends }, from) => {
        expectSame(flat(stepAll('', from.r, x)), stepModel(ends, from.set));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test('repeat: the ends of every count from min to max', () => {
    fc.assert(
      fc.property(matcher, fc.nat(5), fc.nat(4), fc.nat(6), ({ x, ends }, p, min, extra) => {
        const max = min + extra;
        // reach[k]: the ends of exactly k iterations
        let level = new Set([p]);
        const want = new Set<number>(min === 0 ? [p] : []);
        for (let count = 1; count <= max; count++) {
          level = stepModel(ends, level);
          if (count >= min) for (const q of level) want.add(q);
        }
        expectSame(repeat('', p, x, min, max), want);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test('repeat: a count far beyond what a body that can be empty reaches (the jump to the minimum)', () => {
    // from q: q itself (an empty match) and q + 1
    const x: Fn = (_s, q) => (q < 10 ? [q, q + 1, 1] : only(q));
    expectSame(repeat('', 0, x, 10000, 10005), new Set(Array.from({ length: 11 }, (_, k) => k)));
    expectSame(repeat('', 0, x, 3, 5), new Set([0, 1, 2, 3, 4, 5]));
  });

  test('possessive: the ends of the greatest count reached, each position taken once (none below min)', () => {
    fc.assert(
      fc.property(matcher, fc.nat(5), fc.nat(3), fc.nat(6), ({ x, ends }, p, min, extra) => {
        const max = min + extra;
        let level = new Set([p]);
        const seen = new Set([p]);
        let count = 0;
        while (count < max) {
          const next = new Set([...stepModel(ends, level)].filter((q) => !seen.has(q)));
          if (next.size === 0) break;
          for (const q of next) seen.add(q);
          level = next;
          count++;
        }
        expectSame(possessive('', p, x, min, max), count >= min ? level : new Set());
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
