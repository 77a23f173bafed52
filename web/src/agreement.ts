/**
 * Where per-edition results agree: the result most editions give (ties go to the newest edition),
 * and the part of a differing string that is not shared with it.
 */

/**
 * The value most of `values` share; on a tie, the one the latest entry gives (entries run oldest
 * edition first, so the newest edition breaks ties). undefined for no values.
 */
export function plurality<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    const n = counts.get(values[i]) as number;
    if (n > bestCount) {
      best = values[i];
      bestCount = n;
    }
  }
  return best;
}

/**
 * The [start, end) of `text` that differs from `reference`: what is left after their common prefix
 * and common suffix (the suffix not overlapping the prefix). [0, 0) when they are equal.
 */
export function changedPart(text: string, reference: string): [number, number] {
  if (text === reference) return [0, 0];
  const max = Math.min(text.length, reference.length);
  let prefix = 0;
  while (prefix < max && text.charCodeAt(prefix) === reference.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    text.charCodeAt(text.length - 1 - suffix) === reference.charCodeAt(reference.length - 1 - suffix)
  ) {
    suffix++;
  }
  return [prefix, text.length - suffix];
}
