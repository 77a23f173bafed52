/**
 * Sets of match ends shared between positions. A right-recursive rule's ends are its own and those
 * of itself further on: ends(S, i) = ends(X, i) ∪ ⋃ { ends(S, e) : e ∈ ends(X, i) } for `S = X S /
 * X`. Where those sets are many positions at uneven steps (`S = ( "a" / "bb" ) S / "a" / "bb"` on
 * a mix of the two), copying them into each position's answer costs some n²/2 numbers; here a union
 * past SHARE_OVER numbers is instead a node that refers to the sets it is made of (the runs of
 * ends.ts, or other nodes), so each position costs the few numbers of its own step. The nodes form
 * a graph without cycles (a set refers only to sets made before it), read without recursion:
 * membership by a search that remembers its answer on each node for the last position asked (a
 * parse tree asks every node of a chain for the same end), the positions by a walk that merges
 * every node's runs. This is the idea of Leo's right-recursion optimisation for Earley parsers
 * (J. Leo, *A general context-free parsing algorithm running in linear time on every LR(k)
 * grammar without using lookahead*, 1991) in the all-ways matcher's terms: a completed right
 * recursion is shared, not copied per position.
 */
import { NONE, has, keep, last, numbersOf, points, spend, unionOf } from './ends';
import type { Runs } from './ends';

/** The most numbers a union of explicit runs is merged into; past it, a shared node. */
export const SHARE_OVER = 48;
let shareOver = SHARE_OVER;

/** Set the bound SHARE_OVER stands for (tests set 0, to share every union of short inputs); the bound it replaces. @internal */
export function setShareOver(k: number): number {
  const before = shareOver;
  shareOver = k;
  return before;
}

/** A union of sets, held by reference (see the module's comment). Never empty. */
export class Shared {
  /** the least and greatest position in the set */
  readonly lo: number;
  readonly hi: number;
  /**
   * has(): the last two positions asked, and the answer for each (YES, NO, or ASKING while
   * searched); `older` says which slot the next position replaces (a parse tree asks a chain of
   * nodes for its end, and in between each node for where its first part ends)
   */
  t0 = -1;
  r0 = 0;
  t1 = -1;
  r1 = 0;
  older = 0;
  /** flat(): the walk that last met this node */
  mark = 0;
  /** stepAll() from this set (ends-steps.ts), by the matcher it was first stepped with, and by any other */
  private fn: Fn | undefined;
  private got: Ends | undefined;
  private more: Map<Fn, Ends> | undefined;

  constructor(
    /** the explicit sets it is the union of: the small ones merged (perhaps empty), and the others */
    readonly own: Runs,
    readonly refs: readonly Runs[],
    /** the shared sets it is the union of */
    readonly kids: readonly Shared[],
  ) {
    let lo = Infinity;
    let hi = -Infinity;
    if (own.length > 0) {
      lo = own[0];
      hi = last(own);
    }
    for (const r of refs) {
      lo = Math.min(lo, r[0]);
      hi = Math.max(hi, last(r));
    }
    for (const k of kids) {
      lo = Math.min(lo, k.lo);
      hi = Math.max(hi, k.hi);
    }
    this.lo = lo;
    this.hi = hi;
  }

  /** the set stepAll() from this one by `x` made, when it is remembered */
  stepped(x: Fn): Ends | undefined {
    return this.fn === x ? this.got : this.more?.get(x);
  }

  /** remember `got` as the set stepAll() from this one by `x` makes */
  step(x: Fn, got: Ends): void {
    if (this.fn === undefined) {
      this.fn = x;
      this.got = got;
    } else (this.more ??= new Map()).set(x, got);
  }
}

/** A set of match ends: explicit runs (ends.ts), or a shared union. */
export type Ends = Runs | Shared;
/** A matcher: the ends of its matches from `pos`. */
export type Fn = (input: string, pos: number) => Ends;

let walks = 0;
const NO_RUNS: readonly Runs[] = Object.freeze([]);

const YES = 1;
const NO = 2;
const ASKING = 3;

/** whether the set has no position */
export const isEmpty = (e: Ends): boolean => !(e instanceof Shared) && e.length === 0;

/** the greatest position of a set that is not empty */
export const lastEnd = (e: Ends): number => (e instanceof Shared ? e.hi : last(e));

/** the numbers a set held by a memo counts, beyond its entry: a shared node counted itself when made */
export const heldBy = (e: Ends): number => (e instanceof Shared ? 0 : numbersOf(e));

/**
 * The union of sets: merged (ends.ts's unionOf) while the explicit ones come to at most SHARE_OVER
 * numbers and none is shared; otherwise a node referring to the shared ones and the explicit ones
 * of more than SHARE_OVER numbers, the smaller ones merged into one.
 */
export function unite(parts: readonly Ends[]): Ends {
  // the usual case first: a few explicit sets, merged
  let one: Ends = NONE;
  let count = 0;
  let merged = true;
  for (const part of parts) {
    if (part instanceof Shared || part.length > shareOver) merged = false;
    else if (part.length === 0) continue;
    one = part;
    count++;
  }
  if (count <= 1) return one;
  if (merged) return unionOf(parts as readonly Runs[]);
  return share(parts);
}

function share(parts: readonly Ends[]): Ends {
  const small: Runs[] = [];
  const big: Runs[] = [];
  const kids: Shared[] = [];
  for (const part of parts) {
    if (!(part instanceof Shared)) {
      if (part.length > 0) (part.length > shareOver ? big : small).push(part);
    } else if (part.own.length === 0 && part.refs.length === 0 && part.kids.length <= 3) {
      // a node of a few shared sets and nothing else (a union of unions: the sequence before an
      // alternation's other alternatives) is taken apart: one node, not two
      for (const k of part.kids) if (!kids.includes(k)) kids.push(k);
    } else if (!kids.includes(part)) kids.push(part);
  }
  const own = small.length === 1 ? small[0] : unionOf(small);
  if (kids.length === 0 && big.length === 0) return own;
  if (kids.length === 1 && own.length === 0 && big.length === 0) return kids[0];
  if (kids.length === 0 && own.length === 0 && big.length === 1) return big[0];
  keep(numbersOf(own) + big.length + kids.length + 4);
  return new Shared(own, big.length > 0 ? big : NO_RUNS, kids);
}

/** the answer kept on `n` for `p` (0: none) */
function answer(n: Shared, p: number): number {
  if (n.t0 === p) {
    n.older = 1;
    return n.r0;
  }
  if (n.t1 === p) {
    n.older = 0;
    return n.r1;
  }
  return 0;
}

/** keep `reach` on `n` as the answer for `p`, in p's slot or the older one */
function answerWith(n: Shared, p: number, reach: number): void {
  if (n.t0 === p || (n.t1 !== p && n.older === 0)) {
    n.t0 = p;
    n.r0 = reach;
    n.older = 1;
  } else {
    n.t1 = p;
    n.r1 = reach;
    n.older = 0;
  }
}

function hasIn(n: Shared, p: number): boolean {
  if (has(n.own, p)) return true;
  for (const r of n.refs) if (has(r, p)) return true;
  return false;
}

/** whether `p` is in the set (a search of the shared nodes it reaches, each answer kept on its node for `p`) */
export function hasEnd(e: Ends, p: number): boolean {
  if (!(e instanceof Shared)) return has(e, p);
  const stack: Shared[] = [e];
  while (stack.length > 0) {
    const n = stack[stack.length - 1];
    const known = answer(n, p);
    if (known === YES || known === NO) {
      stack.pop();
      continue;
    }
    spend(1);
    if (known === 0) {
      // first met: its own runs, else its kids that may hold p (searched before it is answered)
      let reach = ASKING;
      if (p < n.lo || p > n.hi) reach = NO;
      else if (hasIn(n, p)) reach = YES;
      else for (const k of n.kids) if (answer(k, p) === 0 && p >= k.lo && p <= k.hi) stack.push(k);
      answerWith(n, p, reach);
      if (reach !== ASKING) stack.pop();
      continue;
    }
    // met again: every kid that may hold p has its answer
    answerWith(n, p, n.kids.some((k) => answer(k, p) === YES) ? YES : NO);
    stack.pop();
  }
  return answer(e, p) === YES;
}

/** the least position of runs `r` after `q` (Infinity: none) */
function runsAfter(r: Runs, q: number): number {
  let lo = 0;
  let hi = r.length / 3 - 1;
  // the first run that ends after q
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (r[3 * mid + 1] <= q) lo = mid + 1;
    else hi = mid;
  }
  const k = 3 * lo;
  if (r.length === 0 || r[k + 1] <= q) return Infinity;
  if (r[k] > q) return r[k];
  return r[k] + (Math.floor((q - r[k]) / r[k + 2]) + 1) * r[k + 2];
}

/** the least position of the set after `q` (Infinity: none): a search that leaves out the nodes that cannot hold a smaller one */
export function nextEnd(e: Ends, q: number): number {
  if (!(e instanceof Shared)) return runsAfter(e, q);
  const mark = ++walks;
  let best = Infinity;
  const todo: Shared[] = [e];
  while (todo.length > 0) {
    const n = todo.pop()!;
    if (n.hi <= q || n.lo >= best) continue;
    spend(1);
    best = Math.min(best, runsAfter(n.own, q));
    for (const r of n.refs) best = Math.min(best, runsAfter(r, q));
    // the kids that start lowest are searched first (popped first)
    const from = todo.length;
    for (const k of n.kids)
      if (k.mark !== mark && k.hi > q && k.lo < best) {
        k.mark = mark;
        todo.push(k);
      }
    if (todo.length - from > 1) sortFrom(todo, from);
  }
  return best;
}

/** sort `todo` from `from` on by lo, the lowest last (a few kids: insertion) */
function sortFrom(todo: Shared[], from: number): void {
  for (let i = from + 1; i < todo.length; i++) {
    const k = todo[i];
    let j = i - 1;
    for (; j >= from && todo[j].lo < k.lo; j--) todo[j + 1] = todo[j];
    todo[j + 1] = k;
  }
}

/** the positions of the set up to `e`, ascending, one at a time (a walk may stop, and go on later) */
export function* endsUpTo(set: Ends, e: number): Generator<number, void, undefined> {
  if (set instanceof Shared) for (let q = set.lo; q <= e; q = nextEnd(set, q)) yield q;
  else for (let k = 0; k < set.length && set[k] <= e; k += 3) for (let p = set[k]; p <= set[k + 1] && p <= e; p += set[k + 2]) yield p;
}

/** the set as explicit runs: every shared node it reaches met once, their runs merged */
export function flat(e: Ends): Runs {
  if (!(e instanceof Shared)) return e;
  const mark = ++walks;
  const found: Runs[] = [];
  const todo: Shared[] = [e];
  e.mark = mark;
  while (todo.length > 0) {
    const n = todo.pop()!;
    spend(1);
    found.push(n.own);
    for (const r of n.refs) found.push(r);
    for (const k of n.kids)
      if (k.mark !== mark) {
        k.mark = mark;
        todo.push(k);
      }
  }
  return unionOf(found);
}

/** every position of the set, ascending */
export const pointsOf = (e: Ends): number[] => points(flat(e));
