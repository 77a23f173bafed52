/** "a", "a and b", "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The largest of `xs`, or `floor` when larger (Math.max(floor, ...xs) for a list of any length: a
 * table of 200,000 rows, or a cell wrapped into as many lines, overflows the stack spread into
 * Math.max's arguments).
 */
export function largest(xs: readonly number[], floor = -Infinity): number {
  let max = floor;
  for (const x of xs) if (x > max) max = x;
  return max;
}

/** `items` added to the end of `out` one by one (out.push(...items) for a list of any length). */
export function append<T>(out: T[], items: readonly T[]): void {
  for (const item of items) out.push(item);
}
