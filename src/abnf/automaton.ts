/**
 * A rule that calls nothing recursively denotes a regular language; this is its Thompson automaton
 * (a nondeterministic finite automaton with empty moves), run over the input once, holding the set of
 * states it can be in: time O(n · states) on every input, whatever the rule's shape — no
 * backtracking, so none of the shapes that make a backtracking regexp exponential or polynomial of a
 * high degree (`16( *"a" )`, `*"a" *"a" *"a" "b"`, `*VCHAR "@" *VCHAR "!"`) costs more here.
 * Counted repetitions are written out (`3*5x` is three copies of x and two optional ones), so the
 * automaton is only made when that stays under AUTOMATON_STATE_LIMIT states.
 *
 * The input is read by code point, as the all-ways matcher reads it (a range takes a whole code
 * point; a lone surrogate is its own value); quoted strings fold US-ASCII letters unless `%s`
 * (RFC 5234 §2.3, RFC 7405).
 */
import type { CodeSet } from './code-set';
import type { ResolvedGrammar } from './resolve';
import { AUTOMATON_STATE_LIMIT, build, statesOf } from './thompson';
import type { Machine } from './thompson';
import type { FlatNodes } from './to-kit';

/**
 * How many states a run of an automaton may enter (each empty move followed counts): this many, plus
 * AUTOMATON_STEPS_PER_UNIT for each code unit of the input. A rule's automaton enters a few to a few
 * hundred states a character (RFC 3986's URI-reference at most about 55 that read); counted
 * repetitions nested so that a prefix is in thousands of their copies at once (`16( 2*40( 0*40( "a" )
 * 0*1"c" ) )`: 24,000 a character) would take minutes on long inputs, so a run past the budget stops:
 * test() throws AutomatonBudgetError (canParse turns it into an AbnfError) and parse() returns a
 * rejection with the reason, as the all-ways matcher does past its budget. (Directly nested counts
 * are one count: thompson.ts's flatRepetition.)
 */
export const AUTOMATON_STEPS = 2_000_000;
export const AUTOMATON_STEPS_PER_UNIT = 2_000;

/** Thrown by Automaton.test() when a run would enter more states than its budget allows (AUTOMATON_STEPS). */
export class AutomatonBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AutomatonBudgetError';
  }
}

/**
 * The automaton of rule `key` (which must call nothing recursively), or why there is none; with
 * `longest`, the one for inputs of at most that many code units (its counts written out no further
 * than such an input can use: thompson.ts's countsOf); with `flat`, the rules inside character sets
 * and runs are no nodes of its trees (to-kit.ts's flatNodes).
 */
export function ruleAutomaton(grammar: ResolvedGrammar, key: string, options: { flat?: FlatNodes; longest?: number } = {}): Automaton | string {
  const size = statesOf(grammar, key, options.longest);
  if (size > AUTOMATON_STATE_LIMIT) return `its automaton would have over ${AUTOMATON_STATE_LIMIT} states (counted repetitions are written out)`;
  try {
    return new Automaton(build(grammar, key, options));
  } catch (e) {
    // rules nested thousands deep (a chain of rules each calling the next)
    if (e instanceof RangeError) return 'its rules nest deeper than the automaton is built';
    throw e;
  }
}
/** A node of the parse tree the automaton reads back (the shape of the toolkit's ParseNode). */
export interface AutomatonNode {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly AutomatonNode[];
}

/** What the automaton's parse gives: a tree, or the furthest offset and what could be read there. */
export type AutomatonParse = { ok: true; tree: AutomatonNode } | { ok: false; offset: number; expected: string[]; rule: string | undefined; reason?: string };

/** A rule's automaton, ready to run (see the module's comment). */
export class Automaton {
  private readonly mark: Int32Array;
  private generation = 0;
  private current: Int32Array;
  private next: Int32Array;
  private readonly stack: number[] = [];
  /** states entered in this run, and how many it may enter (AUTOMATON_STEPS) */
  private steps = 0;
  private budget = Infinity;

  constructor(private readonly m: Machine) {
    const n = m.sets.length;
    this.mark = new Int32Array(n);
    this.current = new Int32Array(n);
    this.next = new Int32Array(n);
  }

  /** the number of states */
  get size(): number {
    return this.m.sets.length;
  }

  /** start a run over an input of `n` code units: its budget of steps */
  private begin(n: number): void {
    this.steps = 0;
    this.budget = AUTOMATON_STEPS + AUTOMATON_STEPS_PER_UNIT * n;
  }

  /** why a run stopped: its budget of steps spent */
  private overBudget(n: number): string {
    return `the rule's automaton would enter more than ${AUTOMATON_STEPS} + ${AUTOMATON_STEPS_PER_UNIT} × ${n} states on this input (its counted repetitions nest so that the input is in thousands of their copies at once)`;
  }

  /** Whether all of `input` is in the rule's language (an AutomatonBudgetError past the budget of steps). */
  test(input: string): boolean {
    const { m } = this;
    this.begin(input.length);
    let count = this.close(m.start, this.current, 0);
    for (let i = 0; i < input.length && count > 0; ) {
      if (this.steps > this.budget) throw new AutomatonBudgetError(this.overBudget(input.length));
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      this.generation++;
      let nextCount = 0;
      for (let k = 0; k < count; k++) {
        const s = this.current[k];
        const set = m.sets[s];
        if (set !== null && holds(set, cp)) nextCount = this.close(m.out[s], this.next, nextCount);
      }
      [this.current, this.next] = [this.next, this.current];
      count = nextCount;
    }
    for (let k = 0; k < count; k++) if (this.current[k] === m.accept) return true;
    return false;
  }

  /**
   * A parse tree of `input`, or where it fails: one run over the input that keeps, at each position,
   * the states that read there and the state each came from; a derivation is read back from the end
   * (the empty moves between two reading states found again, breadth-first, and remembered), its
   * rule entries and exits making the tree. A rejection is at the furthest position any way through
   * the rule reached, with everything that could have been read there: the outermost rule that
   * could start there, or the terminal when no rule starts at it, and the end of input when the rule
   * could end. Time and memory linear in the input (times the states that can be active at once):
   * the lists of states are kept in one growing pool, not an array per position.
   */
  parse(input: string): AutomatonParse {
    const t = (this.trellis ??= new Trellis());
    t.size = 0;
    try {
      return this.run(input, t);
    } finally {
      // the pools a huge input grew are not kept
      if (t.pool.length > TRELLIS_KEPT || t.start.length > TRELLIS_KEPT) this.trellis = undefined;
    }
  }

  private trellis: Trellis | undefined;
  private from: Int32Array | undefined;

  private run(input: string, t: Trellis): AutomatonParse {
    const { m } = this;
    const from = (this.from ??= new Int32Array(m.sets.length));
    this.begin(input.length);
    let count = this.close(m.start, this.current, 0, from, -1);
    t.push(this.current, count, from, 0);
    let i = 0;
    while (i < input.length && count > 0) {
      if (this.steps > this.budget) return { ok: false, offset: 0, expected: [], rule: undefined, reason: this.overBudget(input.length) };
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      let nextCount = 0;
      const base = t.start[t.size - 1];
      const n = t.start[t.size] - base;
      for (let k = 0; k < n; k++) {
        const s = t.pool[base + k];
        const set = m.sets[s];
        if (set !== null && holds(set, cp)) nextCount = this.close(m.out[s], this.next, nextCount, from, k);
      }
      count = nextCount;
      if (count === 0) break;
      t.push(this.next, count, from, i);
    }
    const last = t.size - 1;
    const at = t.start[last];
    const size = t.start[last + 1] - at;
    let end = -1;
    for (let k = 0; k < size; k++) if (t.pool[at + k] === m.accept) end = k;
    if (t.offsets[last] === input.length && end >= 0) return { ok: true, tree: this.tree(input, t, end) };
    // the furthest position reached, and what could be read there
    const expected = new Set<string>();
    let rule: string | undefined;
    for (let k = 0; k < size; k++) {
      const s = t.pool[at + k];
      if (s === m.accept) {
        expected.add('end of input');
        continue;
      }
      const labels = this.segment(this.source(t, last, k), s);
      const open: number[] = [];
      for (const l of labels) {
        if (l > 0) open.push(l);
        else if (l < 0) open.pop();
      }
      expected.add(open.length > 0 ? m.rules[open[0] - 1] : m.what[s]);
      rule ??= this.innermost(t, last, k);
    }
    return { ok: false, offset: t.offsets[last], expected: [...expected].sort(), rule };
  }

  /** the state the empty moves into entry k of list i started from: the start, or where the reading state before it went */
  private source(t: Trellis, i: number, k: number): number {
    return i === 0 ? this.m.start : this.m.out[t.pool[t.start[i - 1] + t.parent[t.start[i] + k]]];
  }

  /** the labels on a way of empty moves from `src` to `dst` (breadth-first); with `visible`, not those inside a character set or run */
  private segment(src: number, dst: number, visible = false): readonly number[] {
    const { m } = this;
    const shown = (s: number) => m.label[s] !== 0 && !(visible && m.hidden[s] === 1);
    if (src === dst) return shown(src) ? [m.label[src]] : [];
    // the same moves recur at every position of a long input: remembered, up to a bound
    const id = (src * m.sets.length + dst) * 2 + (visible ? 1 : 0);
    const known = this.segments.get(id);
    if (known) return known;
    const back = (this.back ??= new Int32Array(m.sets.length));
    const seen = (this.seen ??= new Int32Array(m.sets.length));
    const gen = ++this.searches;
    const queue = this.queue;
    queue.length = 0;
    queue.push(src);
    seen[src] = gen;
    back[src] = -1;
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q];
      if (s === dst) break;
      if (m.sets[s] !== null || s === m.accept) continue;
      const a = m.out[s];
      const b = m.alt[s];
      if (a >= 0 && seen[a] !== gen) {
        seen[a] = gen;
        back[a] = s;
        queue.push(a);
      }
      if (b >= 0 && seen[b] !== gen) {
        seen[b] = gen;
        back[b] = s;
        queue.push(b);
      }
    }
    const labels: number[] = [];
    for (let s = dst; s >= 0; s = back[s]) if (shown(s)) labels.push(m.label[s]);
    labels.reverse();
    if (this.segments.size < SEGMENTS_KEPT) this.segments.set(id, labels);
    return labels;
  }

  private readonly segments = new Map<number, readonly number[]>();
  private back: Int32Array | undefined;
  private seen: Int32Array | undefined;
  private searches = 0;
  private readonly queue: number[] = [];

  /** the entries of one derivation, a list's entry per position: from entry k of list `at` back to the start */
  private walkBack(t: Trellis, at: number, k: number): Int32Array {
    const steps = new Int32Array(at + 1);
    for (let i = at, j = k; i >= 0; i--) {
      steps[i] = j;
      if (i > 0) j = t.parent[t.start[i] + j];
    }
    return steps;
  }

  /** the innermost rule open at entry k of list `at` */
  private innermost(t: Trellis, at: number, k: number): string | undefined {
    const steps = this.walkBack(t, at, k);
    const open: number[] = [];
    for (let i = 0; i <= at; i++) {
      const j = steps[i];
      // at the failing position itself, rules entered there have read nothing: not theirs
      let entered = 0;
      const last = i === at;
      for (const l of this.segment(this.source(t, i, j), t.pool[t.start[i] + j])) {
        if (l > 0 && last) entered++;
        else if (l > 0) open.push(l);
        else if (last && entered > 0) entered--;
        else open.pop();
      }
    }
    return open.length > 0 ? this.m.rules[open[open.length - 1] - 1] : undefined;
  }

  /** the tree of the derivation that ends at entry `end` (the accepting state) of the last list */
  private tree(input: string, t: Trellis, end: number): AutomatonNode {
    const last = t.size - 1;
    const steps = this.walkBack(t, last, end);
    type Open = { rule: string; start: number; end: number; text: string; children: AutomatonNode[] };
    const root: Open = { rule: '', start: 0, end: input.length, text: input, children: [] };
    const stack: Open[] = [root];
    for (let i = 0; i <= last; i++) {
      const j = steps[i];
      const offset = t.offsets[i];
      for (const l of this.segment(this.source(t, i, j), t.pool[t.start[i] + j], true)) {
        if (l > 0) {
          const node: Open = { rule: this.m.rules[l - 1], start: offset, end: offset, text: '', children: [] };
          stack[stack.length - 1].children.push(node);
          stack.push(node);
        } else {
          const node = stack.pop()!;
          node.end = offset;
          node.text = input.slice(node.start, node.end);
        }
      }
    }
    return root.children[0];
  }

  /** add `from` and every state its empty moves reach to `into` (states that read, and the end) */
  private close(from: number, into: Int32Array, count: number, parent?: Int32Array, via = -1): number {
    if (count === 0) this.generation++;
    const { m, mark } = this;
    const gen = this.generation;
    const stack = this.stack;
    stack.length = 0;
    stack.push(from);
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (s < 0 || mark[s] === gen) continue;
      mark[s] = gen;
      this.steps++;
      if (m.sets[s] !== null || s === m.accept) {
        into[count++] = s;
        if (parent) parent[s] = via;
      }
      else {
        if (m.alt[s] >= 0) stack.push(m.alt[s]);
        stack.push(m.out[s]);
      }
    }
    return count;
  }
}

/** Past this many entries, a run's pools are let go of after it. */
const TRELLIS_KEPT = 1 << 16;

/** How many ways of empty moves an automaton remembers (see segment()). */
const SEGMENTS_KEPT = 100_000;

/**
 * The states active at each position of one run, and where each came from: one growing pool of
 * states and one of parents (an entry's index in the list before), with where each position's list
 * starts, instead of two arrays per position.
 */
class Trellis {
  pool: Int32Array = new Int32Array(256);
  parent: Int32Array = new Int32Array(256);
  /** where list i starts in the pools (and, at size, where the next would); start[0] is 0 */
  start: Int32Array = new Int32Array(129);
  /** the input offset of list i */
  offsets: Int32Array = new Int32Array(128);
  size = 0;

  /** add a list: the first `count` states of `list`, each with its parent from `from` */
  push(list: Int32Array, count: number, from: Int32Array, offset: number): void {
    const at = this.start[this.size];
    if (at + count > this.pool.length) {
      const grown = Math.max(this.pool.length * 2, at + count);
      this.pool = copied(this.pool, grown);
      this.parent = copied(this.parent, grown);
    }
    if (this.size + 2 > this.start.length) {
      this.start = copied(this.start, this.start.length * 2);
      this.offsets = copied(this.offsets, this.start.length);
    }
    for (let k = 0; k < count; k++) {
      this.pool[at + k] = list[k];
      this.parent[at + k] = from[list[k]];
    }
    this.offsets[this.size] = offset;
    this.size++;
    this.start[this.size] = at + count;
  }
}

function copied(a: Int32Array, length: number): Int32Array {
  const out = new Int32Array(length);
  out.set(a);
  return out;
}

/** whether a code set holds `cp` (binary search over its ranges) */
function holds(set: CodeSet, cp: number): boolean {
  let lo = 0;
  let hi = set.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < set[mid][0]) hi = mid - 1;
    else if (cp > set[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}
