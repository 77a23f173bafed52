/**
 * Linear time, measured as a ratio: the time for an input ten times as large must be at most
 * LIMIT (15) times the time for the smaller one — never an absolute time. Other engineers' tests
 * share this 2-core machine, and the runtime's costs have steps, so the measurement is made robust:
 *  - it runs in a node process of its own (test/support/timing.ts), away from jest's heap and
 *    its garbage, with a 512 MB initial old generation (--initial-old-space-size=512), so that no
 *    sample waits for a full collection that a smaller one does not;
 *  - time is the process's CPU time (process.cpuUsage: user + system), not wall-clock time, so a
 *    sample is not charged for the time other processes held the CPU;
 *  - the operation has run on the small input before (JIT warm-up), and both inputs are flat
 *    strings; it is repeated `reps` times per sample, `reps` chosen so that a sample of the small
 *    input takes at least MIN_SAMPLE_MS (20 ms); the large input uses the same `reps`;
 *  - the small time is the minimum of RUNS (3) samples; the large time the minimum of up to RUNS
 *    samples — after the first, only while the ratio is over the limit (more samples can only lower
 *    it, so stopping early never turns a failure into a pass);
 *  - a ratio over the limit is measured again, up to ATTEMPTS (3) times in all, and the lowest
 *    counts: noise only ever slows a sample down, while a superlinear cost (10× input, 100× time for
 *    a quadratic one) shows in every attempt;
 *  - a cost can be linear on each side of a step and still step: measured here, the fast kit's
 *    whole-rule regexp for inputs up to 65,536 characters (RFC 2396 toplabel: 23 → 140 ns a label),
 *    V8's large-object space for arrays over ~16 K elements (RFC 2396 segments: 40 → 80–100 ns a
 *    segment), promotion out of the young generation (178 → 430 ns a segment from 10^5 to 10^6, then
 *    flat: 518 ns at 3·10^6), the 2 MB L2 cache. A decade that holds one of these can measure 15–26
 *    times for 10 times the input. So `linearWithin` measures the decade [n, 10n] and, if that is
 *    over the limit, the decades shifted by a half-decade down, [n/√10, n·√10], and up,
 *    [n·√10, 10n·√10]: any one step lies in at most two of the three, so a linear cost passes in one
 *    of them, while a superlinear cost fails all three.
 */
export const LIMIT = 15;
const MIN_SAMPLE_MS = 20;
const RUNS = 3;
const ATTEMPTS = 3;
/** a ratio this far over the limit is not noise: no further attempts, and a large sample is cut short there */
const HOPELESS = 2 * LIMIT;

export interface Timing {
  ratio: number;
  /** CPU ms per sample (reps operations) */
  small: number;
  large: number;
  reps: number;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * CPU ms for `reps` runs of `op`. Past `ceiling` ms the remaining runs are not made and the time is
 * extrapolated: a hopelessly slow operation is known to be so without waiting for all of it.
 */
function sample(op: () => unknown, reps: number, ceiling = Infinity): number {
  const start = cpuMs();
  for (let k = 1; k <= reps; k++) {
    op();
    const spent = cpuMs() - start;
    if (spent > ceiling && k < reps) return (spent / k) * reps;
  }
  return cpuMs() - start;
}

/**
 * Time `op(small)` against `op(large)` (large ≈ 10 × small), as described above. `first` receives
 * the result of the first operation on the large input (to check it).
 */
export function timeRatio<T, R>(op: (input: T) => R, small: T, large: T, first?: (result: R) => void): Timing {
  const runSmall = () => op(small);
  let checked = first === undefined;
  const runLarge = () => {
    const result = op(large);
    if (!checked) {
      checked = true;
      (first as (result: R) => void)(result);
    }
    return result;
  };
  runSmall();
  let reps = 1;
  for (let t = sample(runSmall, reps); t < MIN_SAMPLE_MS; t = sample(runSmall, reps)) reps = moreReps(reps, t);
  let best: Timing | undefined;
  for (let attempt = 0, recalibrations = 0; attempt < ATTEMPTS; attempt++) {
    let s = Infinity;
    for (let run = 0; run < RUNS; run++) s = Math.min(s, sample(runSmall, reps));
    if (s < MIN_SAMPLE_MS && recalibrations++ < ATTEMPTS) {
      // warmer code made the small sample shorter than the minimum: more repetitions, same attempt
      reps = moreReps(reps, s);
      attempt--;
      continue;
    }
    let l = Infinity;
    for (let run = 0; run < RUNS && (run === 0 || l / s > LIMIT); run++) l = Math.min(l, sample(runLarge, reps, HOPELESS * s));
    const timing = { ratio: l / s, small: s, large: l, reps };
    if (!best || timing.ratio < best.ratio) best = timing;
    if (best.ratio <= LIMIT || best.ratio > HOPELESS) break;
  }
  return best as Timing;
}

/** Repetitions that should make a sample that took `t` ms with `reps` last MIN_SAMPLE_MS, with a margin. */
function moreReps(reps: number, t: number): number {
  return Math.max(reps + 1, Math.min(reps * 1000, Math.ceil((reps * MIN_SAMPLE_MS * 1.25) / Math.max(t, 0.05))));
}

export interface LinearTiming extends Timing {
  /** the decade measured: [n, 10n] */
  n: number;
  /** the decades measured before it, over the limit */
  over: (Timing & { n: number })[];
}

/**
 * Whether `op` is linear around size `n`: the decade [n, 10n], else [n/√10, n·√10], else
 * [n·√10, 10n·√10] (see above). `make(size)` builds the input; `first` receives the result of the
 * first operation on the first large input; `measure` is timeRatio (replaced in its own tests).
 */
export function linearWithin<T, R>(
  op: (input: T) => R,
  make: (size: number) => T,
  n: number,
  first?: (result: R) => void,
  measure: typeof timeRatio = timeRatio,
): LinearTiming {
  const over: (Timing & { n: number })[] = [];
  for (const lo of decades(n)) {
    const t = measure(op, make(lo), make(10 * lo), over.length === 0 ? first : undefined);
    if (t.ratio <= LIMIT) return { ...t, n: lo, over };
    over.push({ ...t, n: lo });
  }
  const best = over.reduce((a, b) => (a.ratio < b.ratio ? a : b));
  return { ...best, over };
}

/** The smaller ends of the decades linearWithin tries, in order: n, n/√10, n·√10. */
export function decades(n: number): number[] {
  return [n, Math.round(n / Math.sqrt(10)), Math.round(n * Math.sqrt(10))];
}

/** A readable account of a timing, for assertion messages. */
export function describeTiming(t: Timing): string {
  return `ratio ${t.ratio.toFixed(1)} (${t.small.toFixed(1)} → ${t.large.toFixed(1)} CPU ms for ${t.reps} run${t.reps === 1 ? '' : 's'})`;
}

/** A readable account of a measurement over one or more decades. */
export function describeLinear(t: LinearTiming): string {
  const before = t.over.filter((o) => o.n !== t.n).map((o) => `[${o.n}, ${10 * o.n}]: ${describeTiming(o)}; `).join('');
  return `${before}[${t.n}, ${10 * t.n}]: ${describeTiming(t)}`;
}

/** A flat copy of a string (a rope built by "+" and repeat() is flattened on first use; do it now). */
export function flat(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}
