/**
 * The steps the all-ways matcher (./all-ways.ts) reads a sequence and a repetition with, over sets
 * of ends explicit (ends.ts) or shared (shared-ends.ts):
 * - stepAll: the ends of a matcher from every position of a set. From a shared set, the answer is
 *   shared the same way and remembered on each node for that matcher (what follows a right
 *   recursion, or a repetition, is worked out once a position, not once for every way to reach it);
 * - repeat: every count from min to max; possessive: the PEG way, the greatest count only;
 * - star: `*x` and `1*x` with the ends from each position remembered and shared, star(q) = {q} ∪
 *   ⋃ { star(e) : e ∈ x(q), e > q }, worked out without recursion, from the furthest position back.
 */
import { NONE, PositionMemo, added, keep, minus, only, points, spend, tight } from './ends';
import type { Runs } from './ends';
import { Shared, flat, heldBy, unite } from './shared-ends';
import type { Ends, Fn } from './shared-ends';

/**
 * The union of `x(s, q)` over every position q of `from`. From a shared set with `share` (not
 * while failures are noted: each call must then be made where it is met), each node's answer is
 * remembered on it and made of its kids' answers, callees first (a walk, not a recursion).
 */
export function stepAll(s: string, from: Ends, x: Fn, share = true): Ends {
  if (!(from instanceof Shared)) return stepRuns(s, from, x);
  if (!share) return stepRuns(s, flat(from), x);
  const stack: Shared[] = [from];
  while (stack.length > 0) {
    const n = stack[stack.length - 1];
    if (n.mapped?.has(x)) {
      stack.pop();
      continue;
    }
    spend(1);
    const waiting = n.kids.filter((k) => !k.mapped?.has(x));
    if (waiting.length > 0) {
      for (const k of waiting) stack.push(k);
      continue;
    }
    const got = unite([...n.runs.map((r) => stepRuns(s, r, x)), ...n.kids.map((k) => k.mapped!.get(x)!)]);
    keep(heldBy(got) + 1);
    (n.mapped ??= new Map()).set(x, got);
    stack.pop();
  }
  return from.mapped!.get(x)!;
}

function stepRuns(s: string, from: Runs, x: Fn): Ends {
  if (from.length === 3 && from[0] === from[1]) {
    spend(1);
    return x(s, from[0]);
  }
  const got: Ends[] = [];
  for (let k = 0; k < from.length; k += 3)
    for (let q = from[k]; q <= from[k + 1]; q += from[k + 2]) {
      spend(1);
      got.push(x(s, q));
    }
  return unite(got);
}

/**
 * every count from min to max, each position taken on once it is reached with enough iterations.
 * Below the minimum, a level that repeats the one before it (a body that can be empty, once every
 * position it reaches is reached) repeats for ever: the count jumps to the minimum, so `10000( *"a" )`
 * costs what `1*( *"a" )` does.
 */
export function repeat(s: string, p: number, x: Fn, min: number, max: number): Runs {
  let level: Runs = only(p);
  let out: number[] = min === 0 ? [p, p, 1] : [];
  for (let count = 1; count <= max && level.length > 0; count++) {
    const next = flat(stepAll(s, level, x));
    if (count >= min) {
      const fresh = minus(next, out);
      out = added(out, fresh);
      level = fresh;
    } else {
      if (count < min - 1 && sameRuns(next, level)) count = min - 1;
      level = next;
    }
  }
  return tight(out);
}

function sameRuns(a: Runs, b: Runs): boolean {
  return a.length === b.length && a.every((e, k) => e === b[k]);
}

/** greedy and possessive: the ends of the greatest count reached (none when that count is below min) */
export function possessive(s: string, p: number, x: Fn, min: number, max: number): Runs {
  let level: Runs = only(p);
  let count = 0;
  let seen: number[] = [p, p, 1];
  while (count < max) {
    const next = minus(flat(stepAll(s, level, x)), seen);
    if (next.length === 0) break;
    seen = added(seen, next);
    level = next;
    count++;
  }
  return count >= min ? level : NONE;
}

/**
 * The ends of `*x` from `p`, each position's remembered in `memo` (one input's): star(q) = {q} ∪
 * ⋃ { star(e) : e ∈ x(q), e > q } (an iteration that reads nothing adds nothing). The positions it
 * reaches that are not yet remembered are found first, x read once at each, then their answers made
 * from the furthest back to `p`, each from the ones after it: no recursion, and a position reached
 * from many others is worked out once and shared.
 */
export function star(s: string, p: number, x: Fn, memo: PositionMemo<Ends>): Ends {
  const known = memo.get(p);
  if (known !== undefined) return known;
  const bodies = new Map<number, Runs>();
  const todo = [p];
  const queued = new Set<number>(todo);
  while (todo.length > 0) {
    const q = todo.pop()!;
    spend(1);
    const ends = flat(x(s, q));
    bodies.set(q, ends);
    for (const e of points(ends)) {
      spend(1);
      if (e > q && !queued.has(e) && memo.get(e) === undefined) {
        queued.add(e);
        todo.push(e);
      }
    }
  }
  for (const q of [...bodies.keys()].sort((a, b) => b - a)) {
    const parts: Ends[] = [only(q)];
    for (const e of points(bodies.get(q)!)) if (e > q) parts.push(memo.get(e)!);
    const got = unite(parts);
    keep(heldBy(got) + 1);
    memo.set(q, got);
  }
  return memo.get(p)!;
}
