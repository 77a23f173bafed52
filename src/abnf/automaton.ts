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
import type { AbnfNode } from './ast';
import type { CodeSet } from './code-set';
import { firstOfString } from './code-set';
import type { ResolvedGrammar } from './resolve';

/** Automata with more states than this are not made (the rule is matched all-ways instead). */
export const AUTOMATON_STATE_LIMIT = 200_000;

/** A state: a character step (`set`, then `out`), or an empty move to `out` and `alt` (a split), or the end. */
interface Machine {
  /** per state: the code points it reads (null: an empty move) */
  readonly sets: (CodeSet | null)[];
  readonly out: number[];
  /** per state: a second empty move (-1: none) */
  readonly alt: number[];
  readonly start: number;
  readonly accept: number;
  /** per state: a rule entered (its index + 1), a rule left (−(index + 1)), or 0 */
  readonly label: number[];
  /** per reading state: what it reads, for failure reports (`"a"`, `%x30-39`) */
  readonly what: string[];
  /** the rules' names, by index */
  readonly rules: string[];
}

/** The automaton of rule `key` (which must call nothing recursively), or why there is none. */
export function ruleAutomaton(grammar: ResolvedGrammar, key: string): Automaton | string {
  const size = statesOf(grammar, key);
  if (size > AUTOMATON_STATE_LIMIT) return `its automaton would have over ${AUTOMATON_STATE_LIMIT} states (counted repetitions are written out)`;
  try {
    return new Automaton(build(grammar, key));
  } catch (e) {
    // rules nested thousands deep (a chain of rules each calling the next)
    if (e instanceof RangeError) return 'its rules nest deeper than the automaton is built';
    throw e;
  }
}

/** How many states the automaton of `key` has (Infinity past the limit), worked out per rule once. */
function statesOf(grammar: ResolvedGrammar, key: string): number {
  const memo = new Map<string, number>();
  const cap = (n: number) => (n > AUTOMATON_STATE_LIMIT ? Infinity : n);
  // rules in the order their sizes are needed (callees first), without recursion through rules
  const order: string[] = [];
  const seen = new Set<string>();
  const todo: [string, boolean][] = [[key, false]];
  while (todo.length > 0) {
    const [k, done] = todo.pop()!;
    if (done) {
      order.push(k);
      continue;
    }
    if (seen.has(k)) continue;
    seen.add(k);
    todo.push([k, true]);
    const refs: string[] = [];
    const walk = (n: AbnfNode): void => {
      if (n.k === 'alt' || n.k === 'seq') n.xs.forEach(walk);
      else if (n.k === 'rep') walk(n.x);
      else if (n.k === 'ref') refs.push(n.name.toLowerCase());
    };
    walk(grammar.rules.get(k)!.node);
    for (const r of refs) if (!seen.has(r)) todo.push([r, false]);
  }
  const size = (n: AbnfNode): number => {
    switch (n.k) {
      case 'str':
        return 2 * n.text.length + 1;
      case 'codes':
        return 2 * n.codes.length + 1;
      case 'range':
        return 2;
      case 'ref':
        return cap((memo.get(n.name.toLowerCase()) ?? Infinity) + 2);
      case 'seq':
        return cap(n.xs.reduce((s, x) => s + size(x), 1));
      case 'alt':
        return cap(n.xs.reduce((s, x) => s + size(x) + 1, 1));
      case 'rep': {
        const copies = n.max === Infinity ? Math.max(n.min, 1) : n.max;
        return cap(copies * (size(n.x) + 2) + 2);
      }
      default:
        return Infinity;
    }
  };
  for (const k of order) memo.set(k, size(grammar.rules.get(k)!.node));
  return memo.get(key) ?? Infinity;
}

/** Thompson's construction; each fragment has a start state and one dangling end, patched later. */
function build(grammar: ResolvedGrammar, key: string): Machine {
  const sets: (CodeSet | null)[] = [];
  const out: number[] = [];
  const alt: number[] = [];
  const label: number[] = [];
  const what: string[] = [];
  const rules: string[] = [];
  const ruleIndex = new Map<string, number>();
  const state = (set: CodeSet | null, described = ''): number => {
    sets.push(set);
    out.push(-1);
    alt.push(-1);
    label.push(0);
    what.push(described);
    return sets.length - 1;
  };
  /** a rule's fragment between a state that enters it and one that leaves it */
  const called = (k: string, inner: Frag): Frag => {
    let index = ruleIndex.get(k);
    if (index === undefined) {
      index = rules.length;
      rules.push(grammar.rules.get(k)!.name);
      ruleIndex.set(k, index);
    }
    const enter = state(null);
    const leave = state(null);
    label[enter] = index + 1;
    label[leave] = -(index + 1);
    out[enter] = inner.start;
    out[inner.end] = leave;
    return { start: enter, end: leave };
  };
  /** a fragment: its start, and the state whose `out` is to be patched to what follows */
  type Frag = { start: number; end: number };
  const empty = (): Frag => {
    const s = state(null);
    return { start: s, end: s };
  };
  const chain = (parts: Frag[]): Frag => {
    if (parts.length === 0) return empty();
    for (let i = 0; i + 1 < parts.length; i++) out[parts[i].end] = parts[i + 1].start;
    return { start: parts[0].start, end: parts[parts.length - 1].end };
  };
  const char = (set: CodeSet, described: string): Frag => {
    const s = state(set, described);
    const e = state(null);
    out[s] = e;
    return { start: s, end: e };
  };
  const frag = (n: AbnfNode): Frag => {
    switch (n.k) {
      case 'str':
        return chain([...n.text].map((c, i) => char(firstOfString(c, n.cs), JSON.stringify(i === 0 ? n.text : c))));
      case 'codes':
        return chain(n.codes.map((c) => char([[c, c]], `%x${hex(c)}`)));
      case 'range':
        return char([[n.lo, n.hi]], n.lo === n.hi ? `%x${hex(n.lo)}` : `%x${hex(n.lo)}-${hex(n.hi)}`);
      case 'ref': {
        const k = n.name.toLowerCase();
        return called(k, frag(grammar.rules.get(k)!.node));
      }
      case 'seq':
        return chain(n.xs.map(frag));
      case 'alt': {
        const s = state(null);
        const e = state(null);
        // a chain of splits, one per alternative
        let at = s;
        n.xs.forEach((x, i) => {
          const f = frag(x);
          out[f.end] = e;
          if (i === n.xs.length - 1) out[at] = f.start;
          else {
            const next = state(null);
            out[at] = f.start;
            alt[at] = next;
            at = next;
          }
        });
        return { start: s, end: e };
      }
      case 'rep': {
        const parts: Frag[] = [];
        for (let i = 0; i < n.min; i++) parts.push(frag(n.x));
        if (n.max === Infinity) {
          // a loop: split into the body or out; the body comes back to the split
          const split = state(null);
          const e = state(null);
          const body = frag(n.x);
          out[split] = body.start;
          alt[split] = e;
          out[body.end] = split;
          parts.push({ start: split, end: e });
        } else {
          // optional copies, nested: x [ x [ x ] ]
          const e = state(null);
          for (let i = n.min; i < n.max; i++) {
            const split = state(null);
            const body = frag(n.x);
            out[split] = body.start;
            alt[split] = e;
            parts.push({ start: split, end: body.end });
          }
          parts.push({ start: e, end: e });
        }
        return chain(parts);
      }
      default:
        throw new Error('unreachable: prose values are resolved before matching');
    }
  };
  const whole = called(key, frag(grammar.rules.get(key)!.node));
  const accept = state(null);
  out[whole.end] = accept;
  return { sets, out, alt, start: whole.start, accept, label, what, rules };
}

const hex = (c: number) => c.toString(16).toUpperCase().padStart(2, '0');

/** A node of the parse tree the automaton reads back (the shape of the toolkit's ParseNode). */
export interface AutomatonNode {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly AutomatonNode[];
}

/** What the automaton's parse gives: a tree, or the furthest offset and what could be read there. */
export type AutomatonParse = { ok: true; tree: AutomatonNode } | { ok: false; offset: number; expected: string[]; rule: string | undefined };

/** A rule's automaton, ready to run (see the module's comment). */
export class Automaton {
  private readonly mark: Int32Array;
  private generation = 0;
  private current: Int32Array;
  private next: Int32Array;
  private readonly stack: number[] = [];

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

  /** Whether all of `input` is in the rule's language. */
  test(input: string): boolean {
    const { m } = this;
    let count = this.close(m.start, this.current, 0);
    for (let i = 0; i < input.length && count > 0; ) {
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
