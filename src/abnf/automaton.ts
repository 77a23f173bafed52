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
import type { OpenNode, ParseNode, Rejection } from './parse-node';
import { AUTOMATON_STEPS, AUTOMATON_STEPS_PER_UNIT, AutomatonBudgetError, HELD_KEPT, MISSES_TRIED, NOTHING_KEPT, SEGMENTS_KEPT, TRELLIS_KEPT, Trellis, copied, holds } from './automaton-run';
import type { List, Step } from './automaton-run';

export { AUTOMATON_STEPS, AUTOMATON_STEPS_PER_UNIT, AutomatonBudgetError };

/**
 * The automaton of rule `key` (which must call nothing recursively), or why there is none; with
 * `longest`, the one for inputs of at most that many code units (its counts written out no further
 * than such an input can use: thompson.ts's countsOf); with `flat`, the rules inside character sets
 * and runs are no nodes of its trees (to-kit.ts's flatNodes).
 */
export function ruleAutomaton(grammar: ResolvedGrammar, key: string, options: { flat?: FlatNodes; longest?: number } = {}): Automaton | string {
  try {
    const size = statesOf(grammar, key, options.longest);
    if (size > AUTOMATON_STATE_LIMIT) return `its automaton would have over ${AUTOMATON_STATE_LIMIT} states (counted repetitions are written out)`;
    return new Automaton(build(grammar, key, options));
  } catch (e) {
    // rules nested thousands deep (a chain of rules each calling the next): counting the states
    // (thompson.ts's nullability) and building both follow rule references on the stack
    if (e instanceof RangeError) return 'its rules nest deeper than the automaton is built';
    throw e;
  }
}
/** What the automaton's parse gives: a tree, or the furthest offset and what could be read there. */
export type AutomatonParse = { ok: true; tree: ParseNode } | Rejection;

/** A rule's automaton, ready to run (see the module's comment). */
export class Automaton {
  private readonly mark: Int32Array;
  private generation = 0;
  private readonly next: Int32Array;
  /** per state: the index, in the list before, of the state whose move it was reached by */
  private readonly from: Int32Array;
  private readonly stack: number[] = [];
  /** states entered in this run, and how many it may enter (AUTOMATON_STEPS) */
  private steps = 0;
  private budget = Infinity;

  constructor(private readonly m: Machine) {
    const n = m.sets.length;
    this.mark = new Int32Array(n);
    this.next = new Int32Array(n);
    this.from = new Int32Array(n);
  }

  /** the number of states */
  get size(): number {
    return this.m.sets.length;
  }

  /** start a run over an input of `n` code units: its budget of steps */
  private begin(n: number): void {
    this.steps = 0;
    this.remembering = true;
    this.missed = 0;
    this.taken = 0;
    this.budget = AUTOMATON_STEPS + AUTOMATON_STEPS_PER_UNIT * n;
  }

  /** why a run stopped: its budget of steps spent */
  private overBudget(n: number): string {
    return `the rule's automaton would enter more than ${AUTOMATON_STEPS} + ${AUTOMATON_STEPS_PER_UNIT} × ${n} states on this input (its counted repetitions nest so that the input is in thousands of their copies at once)`;
  }

  /** Whether all of `input` is in the rule's language (an AutomatonBudgetError past the budget of steps). */
  test(input: string): boolean {
    this.begin(input.length);
    let list = this.first().to;
    for (let i = 0; i < input.length && list.states.length > 0; ) {
      if (this.steps > this.budget) throw new AutomatonBudgetError(this.overBudget(input.length));
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      list = this.step(list, cp).to;
    }
    return list.accepts;
  }

  /**
   * The run's first list: the states the start's empty moves reach. Every list after it is a step
   * from the one before on one code point; both are remembered (a list of states is one state of
   * the equivalent deterministic automaton, made as the input needs it), so that a run over a
   * grammar's usual inputs does the work of following empty moves once per kind of step, not once
   * per character. The lists and their order are the ones the run would make without remembering;
   * each step counts the states it entered when made, every time it is taken, so the budget of
   * steps is spent as it was. A run whose steps are mostly new (a grammar with very many sets of
   * states, `*( "a" / "b" ) "a" 19( "a" / "b" )` on random input) stops remembering for its rest:
   * remembering would cost it more than it saves.
   */
  private first(): Step {
    if (this.start) {
      this.steps += this.start.cost;
      return this.start;
    }
    this.generation++;
    const count = this.close(this.m.start, this.next, 0, this.from, -1);
    return (this.start = this.made(this.next, count, this.steps, true));
  }

  /** the step from `list` on code point `cp` (made once, then remembered, up to HELD_KEPT slots in all) */
  private step(list: List, cp: number): Step {
    this.taken++;
    const known = cp < 128 ? list.ascii[cp] : list.other?.get(cp);
    if (known) {
      this.steps += known.cost;
      return known;
    }
    const { m } = this;
    const before = this.steps;
    let count = 0;
    this.generation++;
    this.missed++;
    const states = list.states;
    for (let k = 0; k < states.length; k++) {
      const s = states[k];
      const set = m.sets[s];
      if (set !== null && holds(set, cp)) count = this.close(m.out[s], this.next, count, this.from, k);
    }
    // (a list not remembered is reached only in the run that made it, which remembers nothing more)
    if (!this.remembering || list.ascii === NOTHING_KEPT || (this.missed > MISSES_TRIED && this.missed * 4 > this.taken)) {
      this.remembering = false;
      return this.made(this.next, count, this.steps - before, false);
    }
    if (this.held > HELD_KEPT) this.forget();
    const made = this.made(this.next, count, this.steps - before, true);
    if (cp < 128) list.ascii[cp] = made;
    else (list.other ??= new Map()).set(cp, made);
    return made;
  }

  /** in this run: whether steps are still remembered, how many were made, and how many taken */
  private remembering = true;
  private missed = 0;
  private taken = 0;

  /** a step to the first `count` states of `into` (each state's parent in `from`), its list found again when it was made before */
  private made(into: Int32Array, count: number, cost: number, remember: boolean): Step {
    const states = into.slice(0, count);
    const parent = new Int32Array(count);
    for (let k = 0; k < count; k++) parent[k] = this.from[states[k]];
    if (!remember) return { to: { states, ascii: NOTHING_KEPT, other: undefined, accepts: states.includes(this.m.accept) }, parent, cost };
    const id = states.join(',');
    let to = this.lists.get(id);
    this.held += count + 8;
    if (!to) {
      // its states, its key (a few characters a state) and its table of steps
      this.held += 6 * count + 128;
      to = { states, ascii: new Array(128), other: undefined, accepts: states.includes(this.m.accept) };
      this.lists.set(id, to);
    }
    return { to, parent, cost };
  }

  /** let go of the remembered lists and steps (past HELD_KEPT slots: a grammar whose inputs make many kinds of list) */
  private forget(): void {
    this.lists.clear();
    this.start = undefined;
    this.held = 0;
  }

  /** about how many slots (four to eight bytes) the remembered lists and steps take */
  private held = 0;

  private start: Step | undefined;
  private readonly lists = new Map<string, List>();

  /**
   * Whether all of `input` is in the rule's language, and where not, where it fails: the furthest
   * position any way through the rule reached, with everything that could have been read there (the
   * outermost rule that could start there, or the terminal when no rule starts at it, and the end of
   * input when the rule could end) and the innermost rule that had read something. One run holding
   * the list of states at the position and the one before (no trellis): memory bounded by the
   * automaton, whatever the input's length. A run past the budget of steps: a rejection with the
   * reason. The tree of an accepted input: tree().
   */
  decide(input: string): { ok: true } | (Rejection) {
    this.begin(input.length);
    let before: List | undefined;
    let step = this.first();
    let offset = 0;
    for (let i = 0; i < input.length; ) {
      if (this.steps > this.budget) return { ok: false, offset: 0, expected: [], rule: undefined, reason: this.overBudget(input.length) };
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      const next = this.step(step.to, cp);
      if (next.to.states.length === 0) break;
      before = step.to;
      step = next;
      offset = i;
    }
    if (offset === input.length && step.to.accepts) return { ok: true };
    return this.rejection(offset, step, before);
  }

  /** where a run stopped: at `offset`, in `step`'s list (reached from `before`, none at the start) */
  private rejection(offset: number, step: Step, before: List | undefined): Rejection {
    const { m } = this;
    const states = step.to.states;
    const expected = new Set<string>();
    let rule: string | undefined;
    for (let k = 0; k < states.length; k++) {
      const s = states[k];
      if (s === m.accept) {
        expected.add('end of input');
        continue;
      }
      const labels = this.segment(before === undefined ? m.start : m.out[before.states[step.parent[k]]], s);
      // the rules entered on the way here, at this position (those still open have read nothing)
      const open: number[] = [];
      for (const l of labels) {
        if (l > 0) open.push(l);
        else if (l < 0 && open.length > 0) open.pop();
      }
      expected.add(open.length > 0 ? m.rules[open[0] - 1] : m.what[s]);
      // the innermost rule open at s and entered before this position
      let f = m.frame[s];
      for (let up = open.length; up > 0 && f >= 0; up--) f = m.frameParent[f];
      rule ??= f >= 0 ? m.rules[m.frameRule[f] - 1] : undefined;
    }
    return { ok: false, offset, expected: [...expected].sort(), rule };
  }

  /**
   * A parse tree of `input` (which decide() accepted; undefined when it is not in the language): one
   * run over the input that keeps, at each position, the states that read there and the state each
   * came from; a derivation is read back from the end (the empty moves between two reading states
   * found again, breadth-first, and remembered), its rule entries and exits making the tree. Time and
   * memory linear in the input (times the states that can be active at once).
   */
  tree(input: string): ParseNode | undefined {
    const t = (this.trellis ??= new Trellis());
    t.size = 0;
    try {
      return this.run(input, t);
    } finally {
      // the pools a huge input grew are not kept
      if (t.steps.length > TRELLIS_KEPT) this.trellis = undefined;
    }
  }

  /** decide(), and the tree of an accepted input */
  parse(input: string): AutomatonParse {
    const decided = this.decide(input);
    if (!decided.ok) return decided;
    return { ok: true, tree: this.tree(input)! };
  }

  private trellis: Trellis | undefined;

  private run(input: string, t: Trellis): ParseNode | undefined {
    const { m } = this;
    this.begin(input.length);
    let step = this.first();
    t.push(step, 0);
    let i = 0;
    while (i < input.length && step.to.states.length > 0) {
      const cp = input.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      step = this.step(t.steps[t.size - 1].to, cp);
      if (step.to.states.length === 0) return undefined;
      t.push(step, i);
    }
    const last = t.size - 1;
    const states = t.steps[last].to.states;
    let end = -1;
    for (let k = 0; k < states.length; k++) if (states[k] === m.accept) end = k;
    return t.offsets[last] === input.length && end >= 0 ? this.treeAt(input, t, end) : undefined;
  }

  /** the state the empty moves into entry k of list i started from: the start, or where the reading state before it went */
  private source(t: Trellis, i: number, k: number): number {
    return i === 0 ? this.m.start : this.m.out[t.steps[i - 1].to.states[t.steps[i].parent[k]]];
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
      if (i > 0) j = t.steps[i].parent[j];
    }
    return steps;
  }

  /** the tree of the derivation that ends at entry `end` (the accepting state) of the last list */
  private treeAt(input: string, t: Trellis, end: number): ParseNode {
    const last = t.size - 1;
    const steps = this.walkBack(t, last, end);
    const root: OpenNode = { rule: '', start: 0, end: input.length, text: input, children: [] };
    const stack: OpenNode[] = [root];
    for (let i = 0; i <= last; i++) {
      const j = steps[i];
      const offset = t.offsets[i];
      for (const l of this.segment(this.source(t, i, j), t.steps[i].to.states[j], true)) {
        if (l > 0) {
          const node: OpenNode = { rule: this.m.rules[l - 1], start: offset, end: offset, text: '', children: [] };
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
  private close(from: number, into: Int32Array, count: number, parent: Int32Array, via: number): number {
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
        parent[s] = via;
      }
      else {
        if (m.alt[s] >= 0) stack.push(m.alt[s]);
        stack.push(m.out[s]);
      }
    }
    return count;
  }
}
