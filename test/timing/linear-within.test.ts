/**
 * linearWithin's choice of decades (test/support/linear.ts), with the timing replaced by given
 * ratios: a linear cost with one step passes in a decade without the step; a superlinear one fails
 * in all three. (The timing itself is checked against known costs in hostile.test.ts.)
 */
import { LIMIT, decades, linearWithin } from '../support/linear';
import type { Timing } from '../support/linear';

/** a fake measurement: the ratio of the decade that starts at `lo` */
function fake(ratios: Record<number, number>) {
  const asked: number[] = [];
  const measure = <T, R>(_op: (input: T) => R, small: T): Timing => {
    const lo = small as unknown as number;
    asked.push(lo);
    return { ratio: ratios[lo], small: 20, large: 20 * ratios[lo], reps: 1 };
  };
  return { measure, asked };
}

const run = (ratios: Record<number, number>) => {
  const { measure, asked } = fake(ratios);
  const t = linearWithin((x: number) => x, (size) => size, 1000, undefined, measure);
  return { t, asked };
};

describe('linearWithin', () => {
  const [a, b, c] = decades(1000);

  it('tries n, then half a decade down, then half a decade up', () => {
    expect([a, b, c]).toEqual([1000, 316, 3162]);
  });

  it('stops at the first decade within the limit', () => {
    const { t, asked } = run({ [a]: 10 });
    expect(asked).toEqual([a]);
    expect(t.ratio).toBe(10);
    expect(t.over).toEqual([]);
  });

  it('passes a step in [n, 10n] below √10·n in the decade above it', () => {
    const { t, asked } = run({ [a]: 40, [b]: 40, [c]: 11 });
    expect(asked).toEqual([a, b, c]);
    expect(t.ratio).toBe(11);
    expect(t.n).toBe(c);
    expect(t.over.map((o) => o.n)).toEqual([a, b]);
  });

  it('passes a step in [n, 10n] above √10·n in the decade below it', () => {
    const { t } = run({ [a]: 40, [b]: 12, [c]: 40 });
    expect(t.ratio).toBe(12);
    expect(t.n).toBe(b);
  });

  it('fails a cost over the limit in every decade, with the lowest ratio', () => {
    const { t, asked } = run({ [a]: 100, [b]: 90, [c]: 110 });
    expect(asked).toEqual([a, b, c]);
    expect(t.ratio).toBe(90);
    expect(t.ratio).toBeGreaterThan(LIMIT);
    expect(t.over).toHaveLength(3);
  });
});
