/**
 * Sets of match ends, and the operations the all-ways matcher (./all-ways.ts) builds its answers
 * with: a repetition's ends (every count, or the PEG way: possessive), unions of sorted sets, and the
 * character tests it reads the input with.
 */

/** Positions where a match ends, ascending. */
export type Ends = readonly number[];
/** A matcher: the ends of its matches from `pos`. */
export type Fn = (input: string, pos: number) => Ends;

export const NONE: Ends = Object.freeze([]) as Ends;

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

/**
 * every count from min to max, each position taken on once it is reached with enough iterations.
 * Below the minimum, a level that repeats the one before it (a body that can be empty, once every
 * position it reaches is reached) repeats for ever: the count jumps to the minimum, so `10000( *"a" )`
 * costs what `1*( *"a" )` does.
 */
export function repeat(s: string, p: number, x: Fn, min: number, max: number): Ends {
  let level: Ends = [p];
  const out = new Set<number>();
  if (min === 0) out.add(p);
  for (let count = 1; count <= max && level.length > 0; count++) {
    const next = unionOf(level.map((q) => x(s, q)));
    if (count >= min) {
      const fresh = next.filter((e) => !out.has(e));
      for (const e of fresh) out.add(e);
      level = fresh;
    } else {
      if (count < min - 1 && sameEnds(next, level)) count = min - 1;
      level = next;
    }
  }
  return [...out].sort((a, b) => a - b);
}

function sameEnds(a: Ends, b: Ends): boolean {
  return a.length === b.length && a.every((e, k) => e === b[k]);
}

/** greedy and possessive: the ends of the greatest count reached (none when that count is below min) */
export function possessive(s: string, p: number, x: Fn, min: number, max: number): Ends {
  let level: Ends = [p];
  let count = 0;
  const seen = new Set<number>([p]);
  while (count < max) {
    const next = unionOf(level.map((q) => x(s, q))).filter((e) => !seen.has(e));
    if (next.length === 0) break;
    for (const e of next) seen.add(e);
    level = next;
    count++;
  }
  return count >= min ? level : NONE;
}

let scratch = new Uint8Array(1024);

/** the union of sorted sets of ends, sorted: merged pairwise, so n sets of up to n ends cost O(n² log n) at worst, no sorting of strings */
export function unionOf(sets: readonly Ends[]): Ends {
  let parts = sets.filter((x) => x.length > 0);
  if (parts.length === 0) return NONE;
  if (parts.length === 1) return parts[0];
  let total = 0;
  let lo = Infinity;
  let hi = -1;
  for (const x of parts) {
    total += x.length;
    if (x[0] < lo) lo = x[0];
    if (x[x.length - 1] > hi) hi = x[x.length - 1];
  }
  // many ends: marks over the span they cover, read back in order
  if (total > 64 && hi - lo < 4 * total) {
    if (scratch.length <= hi - lo) scratch = new Uint8Array(Math.max(hi - lo + 1, scratch.length * 2));
    for (const x of parts) for (const e of x) scratch[e - lo] = 1;
    const out: number[] = [];
    for (let k = 0; k <= hi - lo; k++) {
      if (scratch[k] === 1) {
        out.push(k + lo);
        scratch[k] = 0;
      }
    }
    return out;
  }
  while (parts.length > 1) {
    const next: Ends[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) next.push(merge(parts[i], parts[i + 1]));
    if (parts.length % 2 === 1) next.push(parts[parts.length - 1]);
    parts = next;
  }
  return parts[0];
}

function merge(a: Ends, b: Ends): Ends {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out.push(a[i++]);
    else if (b[j] < a[i]) out.push(b[j++]);
    else {
      out.push(a[i++]);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}
