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

/**
 * How many states a run of an automaton may enter (each empty move followed counts): this many, plus
 * AUTOMATON_STEPS_PER_UNIT for each code unit of the input. A rule's automaton enters a few to a few
 * hundred states a character (RFC 3986's URI-reference at most about 55 that read); counted
 * repetitions nested so that a prefix is in thousands of their copies at once (`16( 2*40( 0*40( "a" )
 * 0*1"c" ) )`: 24,000 a character) would take minutes on long inputs, so a run past the budget stops:
 * canParse throws a RangeError and parse returns a rejection with the reason, as the all-ways
 * matcher does past its length limit. (Directly nested counts are one count: thompson.ts's flatRepetition.)
 */
export const AUTOMATON_STEPS = 2_000_000;
export const AUTOMATON_STEPS_PER_UNIT = 2_000;

/**
 * The automaton of rule `key` (which must call nothing recursively), or why there is none; with
 * `longest`, the one for inputs of at most that many code units (its counts written out no further
 * than such an input can use: thompson.ts's countsOf).
 */
export function ruleAutomaton(grammar: ResolvedGrammar, key: string, longest = Infinity): Automaton | string {
  const size = statesOf(grammar, key, longest);
  if (size > AUTOMATON_STATE_LIMIT) return `its automaton would have over ${AUTOMATON_STATE_LIMIT} states (counted repetitions are written out)`;
  try {
    return new Automaton(build(grammar, key, longest));
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

  /** Whether all of `input` is in the rule's language (a RangeError past the budget of steps). */
  test(input: string): boolean {
    const { m } = this;
    this.begin(input.length);
    let count = this.close(m.start, this.current, 0);
    for (let i = 0; i < input.length && count > 0; ) {
      if (this.steps > this.budget) throw new RangeError(this.overBudget(input.length));
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
   * (the empty moves between two reading states found again, breadth-first), its rule entries and
   * exits making the tree. A rejection is at the furthest position any way through the rule
   * reached, with everything that could have been read there: the outermost rule that could start
   * there, or the terminal when no rule starts at it, and the end of input when the rule could end.
   * Time and memory linear in the input (times the states that can be active at once).
   */
  parse(input: string): AutomatonParse {
    const { m } = this;
    const lists: Int32Array[] = [];
    const parents: Int32Array[] = [];
    const offsets: number[] = [];
    const from = new Int32Array(m.sets.length);
    this.begin(input.length);
    let count = this.close(m.start, this.current, 0, from, -1);
    lists.push(this.current.slice(0, count));
    parents.push(from.slice(0, 0));
    const keep = (list: Int32Array, n: number) => {
      const par = new Int32Array(n);
      for (let k = 0; k < n; k++) par[k] = from[list[k]];
      return par;
    };
    parents[0] = keep(this.current, count);
    offsets.push(0);
    let i = 0;
    while (i < input.length && count > 0) {
      if (this.steps > this.budget) return { ok: false, offset: 0, expected: [], rule: undefined, reason: this.overBudget(input.length) };
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      let nextCount = 0;
      const list = lists[lists.length - 1];
      for (let k = 0; k < list.length; k++) {
        const s = list[k];
        const set = m.sets[s];
        if (set !== null && holds(set, cp)) nextCount = this.close(m.out[s], this.next, nextCount, from, k);
      }
      count = nextCount;
      if (count === 0) break;
      lists.push(this.next.slice(0, count));
      parents.push(keep(this.next, count));
      offsets.push(i);
    }
    const last = lists.length - 1;
    const end = lists[last].indexOf(m.accept);
    if (offsets[last] === input.length && end >= 0) return { ok: true, tree: this.tree(input, lists, parents, offsets, end) };
    // the furthest position reached, and what could be read there
    const expected = new Set<string>();
    let rule: string | undefined;
    const list = lists[last];
    for (let k = 0; k < list.length; k++) {
      const s = list[k];
      if (s === m.accept) {
        expected.add('end of input');
        continue;
      }
      const labels = this.segment(last === 0 ? m.start : m.out[lists[last - 1][parents[last][k]]], s);
      const open: number[] = [];
      for (const l of labels) {
        if (l > 0) open.push(l);
        else if (l < 0) open.pop();
      }
      expected.add(open.length > 0 ? m.rules[open[0] - 1] : m.what[s]);
      rule ??= this.innermost(lists, parents, last, k);
    }
    return { ok: false, offset: offsets[last], expected: [...expected].sort(), rule };
  }

  /** the labels on a way of empty moves from `src` to `dst` (breadth-first) */
  private segment(src: number, dst: number): number[] {
    const { m } = this;
    if (src === dst) return m.label[src] !== 0 ? [m.label[src]] : [];
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
    for (let s = dst; s >= 0; s = back[s]) if (m.label[s] !== 0) labels.push(m.label[s]);
    return labels.reverse();
  }

  private back: Int32Array | undefined;
  private seen: Int32Array | undefined;
  private searches = 0;
  private readonly queue: number[] = [];

  /** the reading states of one derivation, last first: from entry k of list `at` back to the start */
  private *walkBack(lists: Int32Array[], parents: Int32Array[], at: number, k: number): Generator<[number, number]> {
    for (let i = at, j = k; i >= 0; j = parents[i][j], i--) yield [i, j];
  }

  /** the innermost rule open at entry k of list `at` */
  private innermost(lists: Int32Array[], parents: Int32Array[], at: number, k: number): string | undefined {
    const steps = [...this.walkBack(lists, parents, at, k)].reverse();
    const open: number[] = [];
    steps.forEach(([i, j], n) => {
      const src = i === 0 ? this.m.start : this.m.out[lists[i - 1][parents[i][j]]];
      // at the failing position itself, rules entered there have read nothing: not theirs
      let entered = 0;
      const last = n === steps.length - 1;
      for (const l of this.segment(src, lists[i][j])) {
        if (l > 0 && last) entered++;
        else if (l > 0) open.push(l);
        else if (last && entered > 0) entered--;
        else open.pop();
      }
    });
    return open.length > 0 ? this.m.rules[open[open.length - 1] - 1] : undefined;
  }

  /** the tree of the derivation that ends at entry `end` (the accepting state) of the last list */
  private tree(input: string, lists: Int32Array[], parents: Int32Array[], offsets: number[], end: number): AutomatonNode {
    const steps = [...this.walkBack(lists, parents, lists.length - 1, end)].reverse();
    type Open = { rule: string; start: number; end: number; text: string; children: AutomatonNode[] };
    const root: Open = { rule: '', start: 0, end: input.length, text: input, children: [] };
    const stack: Open[] = [root];
    for (const [i, j] of steps) {
      const src = i === 0 ? this.m.start : this.m.out[lists[i - 1][parents[i][j]]];
      for (const l of this.segment(src, lists[i][j])) {
        if (l > 0) {
          const node: Open = { rule: this.m.rules[l - 1], start: offsets[i], end: offsets[i], text: '', children: [] };
          stack[stack.length - 1].children.push(node);
          stack.push(node);
        } else {
          const node = stack.pop()!;
          node.end = offsets[i];
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
