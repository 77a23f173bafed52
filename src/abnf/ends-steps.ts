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
    if (n.stepped(x) !== undefined) {
      stack.pop();
      continue;
    }
    spend(1);
    const before = stack.length;
    for (const k of n.kids) if (k.stepped(x) === undefined) stack.push(k);
    if (stack.length > before) continue;
    const parts: Ends[] = [];
    parts.push(stepRuns(s, n.own, x));
    for (const r of n.refs) parts.push(stepRuns(s, r, x));
    for (const k of n.kids) parts.push(k.stepped(x)!);
    const got = unite(parts);
    keep(heldBy(got) + 1);
    n.step(x, got);
    stack.pop();
  }
  return from.stepped(x)!;
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
  // the usual case, from the end backwards: every position after p that x reaches is known
  spend(1);
  const first = flat(x(s, p));
  const parts: Ends[] = [only(p)];
  for (const e of points(first))
    if (e > p) {
      const after = memo.get(e);
      if (after === undefined) return stars(s, p, x, memo);
      parts.push(after);
    }
  const got = unite(parts);
  keep(heldBy(got) + 1);
  memo.set(p, got);
  return got;
}

/**
 * star() where positions after `p` are not yet known: a walk that puts off a position until the
 * positions x reaches from it are known (x read again when it comes back to it), so each is made
 * from the ones after it, with no recursion and nothing kept but the walk's positions.
 */
function stars(s: string, p: number, x: Fn, memo: PositionMemo<Ends>): Ends {
  const todo = [p];
  while (todo.length > 0) {
    const q = todo[todo.length - 1];
    if (memo.get(q) !== undefined) {
      todo.pop();
      continue;
    }
    spend(1);
    const ends = flat(x(s, q));
    const before = todo.length;
    const parts: Ends[] = [only(q)];
    for (const e of points(ends)) {
      if (e <= q) continue;
      const after = memo.get(e);
      if (after === undefined) todo.push(e);
      else parts.push(after);
    }
    if (todo.length > before) continue;
    const got = unite(parts);
    keep(heldBy(got) + 1);
    memo.set(q, got);
    todo.pop();
  }
  return memo.get(p)!;
}
