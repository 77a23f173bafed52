/**
 * Linear time, measured as a ratio: the time for an input ten times as large must be at most
 * LIMIT (15) times the time for the smaller one — never an absolute time. Other engineers' tests
 * share this 2-core machine, so the measurement is made robust:
 *  - it runs in a node process of its own (test/robustness/timing.ts), away from jest's heap, with
 *    the garbage collector set so that a small and a large input pay the same per-object cost:
 *    V8 by default keeps a 10^5-segment AST in its young generation and promotes a 10^6-segment
 *    one, and the promoted objects cost about twice as much each (measured: RFC 2396, 178 → 430 ns
 *    per segment from 10^5 to 10^6 segments, then flat — 518 ns at 3·10^6); and an old generation
 *    that starts small is collected during a large sample and not during a small one. Even a plain
 *    `split('/')` into 10^6 objects took 15–22 times as long as into 10^5. With a 1 MB young
 *    generation (--max-semi-space-size=1, so both promote) and a 512 MB initial old generation
 *    (--initial-old-space-size=512, so neither waits for a full collection) that loop's ratio is
 *    8–12, and the parser's per-segment cost is flat (RFC 2396: 195, 233, 260 ns at 10^5, 10^6,
 *    3·10^6) — what is left to measure is the code's own cost;
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
 *    a quadratic one) shows in every attempt.
 */
export const LIMIT = 15;
const MIN_SAMPLE_MS = 20;
const RUNS = 3;
const ATTEMPTS = 3;
/** a ratio this far over the limit is not noise: no further attempts */
const HOPELESS = 4 * LIMIT;

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

function sample(op: () => unknown, reps: number): number {
  const start = cpuMs();
  for (let k = 0; k < reps; k++) op();
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
    for (let run = 0; run < RUNS && (run === 0 || l / s > LIMIT); run++) l = Math.min(l, sample(runLarge, reps));
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

/** A readable account of a timing, for assertion messages. */
export function describeTiming(t: Timing): string {
  return `ratio ${t.ratio.toFixed(1)} (${t.small.toFixed(1)} → ${t.large.toFixed(1)} CPU ms for ${t.reps} run${t.reps === 1 ? '' : 's'})`;
}

/** A flat copy of a string (a rope built by "+" and repeat() is flattened on first use; do it now). */
export function flat(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}
