/** Sets of code points as sorted, disjoint, non-adjacent inclusive ranges; -1 stands for the end of input. */

export type CodeSet = readonly (readonly [number, number])[];

export const EMPTY_SET: CodeSet = [];
export const END: CodeSet = [[-1, -1]];

export function single(lo: number, hi = lo): CodeSet {
  return [[lo, hi]];
}

export function union(...sets: CodeSet[]): CodeSet {
  return unionAll(sets);
}

/** The union of a list of sets of any length (a grammar's 150,000 alternatives: no spread into union's arguments, which overflows the stack). */
export function unionAll(sets: readonly CodeSet[]): CodeSet {
  const all = sets.flat().sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function intersects(a: CodeSet, b: CodeSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i][1] < b[j][0]) i++;
    else if (b[j][1] < a[i][0]) j++;
    else return true;
  }
  return false;
}

/** a code point both sets hold, or undefined */
export function common(a: CodeSet, b: CodeSet): number | undefined {
  for (const [lo, hi] of a) for (const [l2, h2] of b) if (lo <= h2 && l2 <= hi) return Math.max(lo, l2);
  return undefined;
}

export function sameSet(a: CodeSet, b: CodeSet): boolean {
  return a.length === b.length && a.every(([lo, hi], k) => lo === b[k][0] && hi === b[k][1]);
}

/** The text of a list of code points of any length (`%x61.62.…` of 150,000: no spread into String.fromCodePoint). */
export function codesText(codes: readonly number[]): string {
  let text = '';
  for (let i = 0; i < codes.length; i += 8192) text += String.fromCodePoint(...codes.slice(i, i + 8192));
  return text;
}

/** The code points a quoted string's first character can be: both cases of a letter unless case-sensitive. */
export function firstOfString(text: string, cs: boolean): CodeSet {
  if (text === '') return EMPTY_SET;
  const c = text.charCodeAt(0);
  if (cs || !/[A-Za-z]/.test(text[0])) return single(c);
  return union(single(c | 0x20), single(c & ~0x20));
}

/**
 * Two sets of the list that share a code point — [i, j, the code point], i < j — or undefined: one
 * sweep over the ranges sorted by their start, so 4,000 one-character alternatives cost a sort, not
 * 8 million comparisons.
 */
export function overlapping(sets: readonly CodeSet[]): [number, number, number] | undefined {
  const all: [number, number, number][] = [];
  sets.forEach((set, k) => {
    for (const [lo, hi] of set) all.push([lo, hi, k]);
  });
  all.sort((a, b) => a[0] - b[0] || a[2] - b[2]);
  let reach: [number, number, number] | undefined;
  for (const r of all) {
    if (reach && r[0] <= reach[1] && r[2] !== reach[2]) return [Math.min(r[2], reach[2]), Math.max(r[2], reach[2]), r[0]];
    if (!reach || r[1] > reach[1]) reach = r;
  }
  return undefined;
}
