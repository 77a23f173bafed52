/**
 * A set of code points written as a generated table's steps (./wide-characters.ts,
 * ./bidi-directions.ts: scripts/generate-unicode-tables.mjs), decoded on first use and looked up by
 * binary search over its ranges' bounds.
 */

/** The membership test of the set `steps` write (the steps are decoded on its first call). */
export function codePointSet(steps: string): (cp: number) => boolean {
  let bounds: number[] | undefined;
  return (cp) => {
    const b = (bounds ??= decode(steps));
    // (the set holds cp when an odd number of bounds are at or below it)
    let lo = 0;
    let hi = b.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (b[mid] <= cp) lo = mid + 1;
      else hi = mid;
    }
    return (lo & 1) === 1;
  };
}

/** The bounds the steps write, in order: each range's first code point, then the one after its last. */
function decode(steps: string): number[] {
  const out: number[] = [];
  let at = 0;
  let step = 0;
  for (const c of steps) {
    // (parseInt reads a letter of either case as 10 + its place in the alphabet)
    step = step * 26 + parseInt(c, 36) - 10;
    if (c >= 'a') {
      out.push((at += step));
      step = 0;
    }
  }
  return out;
}
