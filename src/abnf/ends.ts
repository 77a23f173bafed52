/**
 * Sets of match ends held explicitly, and the operations on them that the all-ways matcher
 * (./all-ways.ts) builds its answers with: unions and differences of sets, membership, and the
 * meter its budgets are counted on. Sets shared between positions (a union that refers to the sets
 * it is made of): shared-ends.ts; a sequence's and a repetition's steps: ends-steps.ts.
 *
 * A set is held as runs of evenly spaced positions, `[lo, hi, step, …]`: a rule whose ends from a
 * position are all the later ones (`S = "a" S / "a"`, `*( "a" / "b" )`) or every k-th costs three
 * numbers a position, not one a pair of positions, so the matcher's memory stays linear in the input
 * for it.
 */

/** Positions where a match ends, ascending, as runs `[lo, hi, step, …]`: lo, lo + step, … up to hi (disjoint; a lone position has step 1). */
export type Runs = readonly number[];

export const NONE: Runs = Object.freeze([]) as Runs;

/**
 * The work the operations below do, counted for the all-ways matcher's budget of work
 * (AllWaysOptions.work): a step for each call of a matcher at a position, each run a union reads,
 * each position a difference or an out-of-step merge goes through; and the numbers it holds, for
 * its budget of memory (AllWaysOptions.budget). The matcher sets the meter for the length of its
 * call (metered()); with none set nothing is counted.
 */
export interface Meter {
  /** steps spent, and how many may be: past it, over() is called (it throws) */
  spent: number;
  allowed: number;
  over(): never;
  /** numbers held for this input (memo entries, runs of ends, shared sets), and how many may be: past it, overHeld() (it throws) */
  held: number;
  mayHold: number;
  overHeld(): never;
}
let meter: Meter | undefined;

/** `f()` with its steps counted on `m` (the meter before it put back after) */
export function metered<T>(m: Meter | undefined, f: () => T): T {
  const before = meter;
  meter = m;
  try {
    return f();
  } finally {
    meter = before;
  }
}

/** count `k` steps of work */
export function spend(k: number): void {
  if (meter !== undefined && (meter.spent += k) > meter.allowed) meter.over();
}

/** count `k` numbers held */
export function keep(k: number): void {
  if (meter !== undefined && (meter.held += k) > meter.mayHold) meter.overHeld();
}

/** the set holding `p` alone */
export const only = (p: number): Runs => [p, p, 1];

/** whether `p` is in the set (binary search over the runs) */
export function has(r: Runs, p: number): boolean {
  let lo = 0;
  let hi = r.length / 3 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (p < r[3 * mid]) hi = mid - 1;
    else if (p > r[3 * mid + 1]) lo = mid + 1;
    else return (p - r[3 * mid]) % r[3 * mid + 2] === 0;
  }
  return false;
}

/** the greatest position in a set that is not empty */
export const last = (r: Runs): number => r[r.length - 2];

/** every position of the set, ascending */
export function points(r: Runs): number[] {
  const out: number[] = [];
  for (let k = 0; k < r.length; k += 3) for (let p = r[k]; p <= r[k + 1]; p += r[k + 2]) out.push(p);
  return out;
}

/** the positions of the set up to `e`, ascending, until `f` says to stop (returns true) */
export function someUpTo(r: Runs, e: number, f: (p: number) => boolean): boolean {
  for (let k = 0; k < r.length && r[k] <= e; k += 3) for (let p = r[k]; p <= r[k + 1] && p <= e; p += r[k + 2]) if (f(p)) return true;
  return false;
}

/** a case-insensitive match folds US-ASCII letters only (RFC 5234 §2.3) */
export function asciiFold(s: string, p: number, text: string): boolean {
  for (let k = 0; k < text.length; k++) {
    const a = s.charCodeAt(p + k);
    const b = text.charCodeAt(k);
    if (a !== b && (a | 0x20) !== (b | 0x20)) return false;
    if (a !== b && !((a | 0x20) >= 97 && (a | 0x20) <= 122)) return false;
  }
  return true;
}

/** whether position `p` falls between the two halves of a surrogate pair */
export function splitsPair(s: string, p: number): boolean {
  if (p <= 0 || p >= s.length) return false;
  const a = s.charCodeAt(p - 1);
  const b = s.charCodeAt(p);
  return a >= 0xd800 && a <= 0xdbff && b >= 0xdc00 && b <= 0xdfff;
}

/** a set grown by push, its store trimmed where it is one run (what a memo holds most: three numbers, not a grown store) */
export function tight(out: number[]): Runs {
  return out.length === 3 ? [out[0], out[1], out[2]] : out;
}

/** `out` with `more` added: in place when it lies after `out` (a repetition's usual case), else merged */
export function added(out: number[], more: Runs): number[] {
  if (more.length === 0) return out;
  if (out.length > 0 && more[0] <= last(out)) return [...merge(out, more)];
  for (let k = 0; k < more.length; k += 3) push(out, more[k], more[k + 1], more[k + 2]);
  return out;
}

/**
 * Put the run lo..hi (by `step`) after the runs of `out`, whose last starts no later than lo: it
 * extends the last run where it goes on with the same step, a lone position after a lone position
 * making a run of two; where the two overlap otherwise, they are put in position by position.
 */
function push(out: number[], lo: number, hi: number, step: number): void {
  if (lo === hi) step = 1;
  const n = out.length;
  if (n === 0) {
    out.push(lo, hi, step);
    return;
  }
  const L = out[n - 3];
  const H = out[n - 2];
  const D = out[n - 1];
  if (lo > H) {
    const gap = lo - H;
    if (L === H && (lo === hi || step === gap)) {
      out[n - 2] = hi;
      out[n - 1] = gap;
    } else if (gap === D && (lo === hi || step === D)) out[n - 2] = hi;
    else out.push(lo, hi, step);
    return;
  }
  // overlapping the last run from within it, with its step and in phase (a step of 1 always is)
  if (lo >= L && (step === D || lo === hi) && (lo - L) % D === 0) {
    if (hi > H) out[n - 2] = hi;
    return;
  }
  // otherwise every run that reaches lo, and this one, position by position
  let k = n;
  while (k > 0 && out[k - 2] >= lo) k -= 3;
  const mine = points(out.slice(k));
  const theirs = points([lo, hi, step]);
  spend(mine.length + theirs.length);
  out.length = k;
  let i = 0;
  let j = 0;
  let before = -1;
  while (i < mine.length || j < theirs.length) {
    const q = j >= theirs.length || (i < mine.length && mine[i] <= theirs[j]) ? mine[i++] : theirs[j++];
    if (q !== before) push(out, q, q, 1);
    before = q;
  }
}

/** the positions of `a` not in `b` */
export function minus(a: Runs, b: Runs): Runs {
  if (b.length === 0 || a.length === 0) return a;
  const out: number[] = [];
  for (let k = 0; k < a.length; k += 3) {
    spend((a[k + 1] - a[k]) / a[k + 2] + 1);
    for (let q = a[k]; q <= a[k + 1]; q += a[k + 2]) if (!has(b, q)) push(out, q, q, 1);
  }
  return tight(out);
}

/** the union of sets, merged pairwise: k sets of r runs in all cost O(r log k) (runs that overlap out of step: their positions) */
export function unionOf(sets: readonly Runs[]): Runs {
  let parts = sets.filter((x) => x.length > 0);
  if (parts.length === 0) return NONE;
  while (parts.length > 1) {
    const next: Runs[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) next.push(merge(parts[i], parts[i + 1]));
    if (parts.length % 2 === 1) next.push(parts[parts.length - 1]);
    parts = next;
  }
  return parts[0];
}

/** two sets' union */
function merge(a: Runs, b: Runs): Runs {
  spend((a.length + b.length) / 3);
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] <= b[j])) {
      push(out, a[i], a[i + 1], a[i + 2]);
      i += 3;
    } else {
      push(out, b[j], b[j + 1], b[j + 2]);
      j += 3;
    }
  }
  return tight(out);
}

/**
 * One rule's remembered ends, by position: a map while few positions are asked, an array over the
 * input once a quarter of them are (a rule asked at every position of a long input: a slot a position
 * rather than a map's entry; at most four slots an entry, no more than a map's entry costs).
 */
export class PositionMemo<T = Runs> {
  private map: Map<number, T> | undefined = new Map();
  private array: (T | undefined)[] | undefined;

  constructor(private readonly positions: number) {}

  get(pos: number): T | undefined {
    return this.array ? this.array[pos] : this.map!.get(pos);
  }

  /** `f` of every position remembered */
  each(f: (pos: number) => void): void {
    if (this.map) for (const p of this.map.keys()) f(p);
    else this.array!.forEach((got, p) => got !== undefined && f(p));
  }

  set(pos: number, got: T): void {
    if (this.array) {
      this.array[pos] = got;
      return;
    }
    const map = this.map!;
    map.set(pos, got);
    if (map.size > 1024 && map.size * 4 > this.positions) {
      const array = new Array<T | undefined>(this.positions).fill(undefined);
      for (const [p, r] of map) array[p] = r;
      this.array = array;
      this.map = undefined;
    }
  }
}

/**
 * The numbers a set of ends counts for the memory budget: three a run, one a lone end (what a list of
 * ends would hold for it: a lone end is counted as it was before ends were held as runs).
 */
export function numbersOf(ends: Runs): number {
  let n = 0;
  for (let k = 0; k < ends.length; k += 3) n += ends[k] === ends[k + 1] ? 1 : 3;
  return n;
}
