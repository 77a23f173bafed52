/**
 * How much the robustness properties run. CI runs the numbers written at each property, with fixed
 * seeds, so every run checks the same cases. `npm run fuzz` is the soak: FUZZ_RUNS multiplies every
 * property's number of runs (the first runs of a seed are CI's own, then it goes further), and
 * FUZZ_SEED (an integer) moves every seed, to explore elsewhere. A failure prints its seed and path
 * (fast-check's report), which reproduce it.
 */
import fc from 'fast-check';

const factor = positive(process.env.FUZZ_RUNS, 1);
const shift = process.env.FUZZ_SEED === undefined ? 0 : Math.trunc(Number(process.env.FUZZ_SEED)) || 0;

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** fast-check parameters for a property that CI runs `numRuns` times from seed `seed`. */
export function budget(seed: number, numRuns: number): fc.Parameters<unknown> {
  return { seed: seed + shift, numRuns: Math.max(1, Math.round(numRuns * factor)) };
}
