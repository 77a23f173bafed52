/**
 * Thompson's construction of a rule's automaton (./automaton.ts runs it): the states a rule that
 * calls nothing recursively becomes — a character step, an empty move to one or two states, or the
 * end — and how many there would be, worked out before any is made (counted repetitions are written
 * out, so a rule past AUTOMATON_STATE_LIMIT states gets none).
 */
import type { AbnfNode } from './ast';
import type { CodeSet } from './code-set';
import { firstOfString } from './code-set';
import { refsOf } from './graph';
import type { ResolvedGrammar } from './resolve';
import type { FlatNodes } from './to-kit';

/** Automata with more states than this are not made (the rule is matched all-ways instead). */
export const AUTOMATON_STATE_LIMIT = 200_000;

/** A state: a character step (`set`, then `out`), or an empty move to `out` and `alt` (a split), or the end. */
export interface Machine {
  /** per state: the code points it reads (null: an empty move) */
  readonly sets: (CodeSet | null)[];
  readonly out: number[];
  /** per state: a second empty move (-1: none) */
  readonly alt: number[];
  readonly start: number;
  readonly accept: number;
  /** per state: a rule entered (its index + 1), a rule left (−(index + 1)), or 0 */
  readonly label: number[];
  /** per state: 1 when its label is inside a character set or run (to-kit.ts's flatNodes): no node of a tree */
  readonly hidden: number[];
  /** per reading state: what it reads, for failure reports (`"a"`, `%x30-39`) */
  readonly what: string[];
  /** the rules' names, by index */
  readonly rules: string[];
  /**
   * per state: the copy of a rule it is inside (-1: none), each copy's rule (index + 1) and the
   * copy it is inside in turn: every way to a state passes the entries of exactly these copies, so
   * the rules open at a state are known without the way that reached it (for rejections)
   */
  readonly frame: number[];
  readonly frameRule: number[];
  readonly frameParent: number[];
}

/**
 * A repetition of a repetition as one count of the inner element, where the counts it allows make
 * one interval: `m1*n1( m2*n2( x ) )` is x repeated from m1·m2 to n1·n2 times when the intervals
 * [k·m2, k·n2] for k from m1 to n1 touch (the same language: x^i x^j is x^(i+j)). Written out as
 * it stands, it is n1 copies of n2 copies: a prefix of the input can be in every copy at once
 * (`16( 2*40( 0*40( "a" ) ) )` holds 25,600 states that read "a" after a few characters), and
 * reading it costs that many states a character; written as one count, one or two. Only groups
 * are looked through, never a rule (a rule is a node of the tree).
 */
export function flatRepetition(n: Extract<AbnfNode, { k: 'rep' }>): { min: number; max: number; x: AbnfNode } {
  let { min, max, x } = n;
  for (;;) {
    let inner = x;
    while ((inner.k === 'seq' || inner.k === 'alt') && inner.xs.length === 1) inner = inner.xs[0];
    if (inner.k !== 'rep' || max === 0 || inner.max === 0) return { min, max, x };
    const m2 = inner.min;
    const n2 = inner.max;
    // the intervals of counts k and k+1 touch for every k from min when they do for k = min (for
    // k ≥ 1 the condition m2 - 1 ≤ k·(n2 - m2) only gets easier; k = 0 is {0} and [m2, n2])
    const touch = max === min || (min === 0 ? m2 <= 1 : n2 === Infinity || (min + 1) * m2 <= min * n2 + 1);
    if (!touch) return { min, max, x };
    min *= m2;
    max *= n2;
    x = inner.x;
  }
}

/**
 * A repetition's counts as the automaton writes them out for inputs of at most `longest` code units
 * (Infinity: any input): flatRepetition's, then no more copies than such an input can use.
 * - An element that cannot match the empty string reads at least one code unit an iteration, so at
 *   most `longest` iterations fit: a maximum of `longest` or more is no maximum for such inputs (a
 *   loop: one copy, not `longest`), and a minimum over `longest` fits none (`dead`).
 * - An element x that can match the empty string: `m*n( x )` is x written n times (x^k is in x^n for
 *   k ≤ n, the other iterations matching nothing), so where no rule is inside x (nothing a tree
 *   would show of the empty iterations) its minimum is 0; a loop where the maximum leaves room for
 *   the minimum and `longest` non-empty iterations (a loop's way through its body comes back to it
 *   only after reading: at most `longest` times); else no more than `longest` copies. Written out,
 *   the mandatory copies of such an x are all open at once, each way into the next an empty move:
 *   `100( 2*40( 0*40( "a" ) 0*1"c" ) )` (200*4000 of its group) held some 8,000 states a character.
 */
export function countsOf(
  n: Extract<AbnfNode, { k: 'rep' }>,
  longest: number,
  nullable: (x: AbnfNode) => boolean,
): { min: number; max: number; x: AbnfNode; dead: boolean } {
  const { min, max, x } = flatRepetition(n);
  if (!nullable(x)) {
    if (longest === Infinity) return { min, max, x, dead: false };
    return { min, max: max >= longest ? Infinity : max, x, dead: min > longest };
  }
  const least = refsOf(x).length === 0 ? 0 : Math.min(min, longest);
  if (longest === Infinity) return { min: least, max, x, dead: false };
  return { min: least, max: max >= least + longest ? Infinity : Math.min(max, longest), x, dead: false };
}

/**
 * The input lengths up to which a counted repetition of rule `key` or a rule it calls is a loop
 * (countsOf: a loop for inputs of up to some length, and not past it), ascending: the automaton
 * made for inputs of up to one of them has the loops of the one made for any length above the one
 * before (rule-automata.ts sizes by them).
 */
export function loopLengths(grammar: ResolvedGrammar, key: string): number[] {
  const nullable = nullability(grammar);
  const found = new Set<number>();
  for (const k of calleesFirst(grammar, key)) {
    const todo: AbnfNode[] = [grammar.rules.get(k)!.node];
    while (todo.length > 0) {
      const n = todo.pop()!;
      if (n.k === 'alt' || n.k === 'seq') for (const x of n.xs) todo.push(x);
      if (n.k !== 'rep') continue;
      todo.push(n.x);
      const max = flatRepetition(n).max;
      const loop = (longest: number) => countsOf(n, longest, nullable).max === Infinity;
      if (max === Infinity || !loop(0)) continue;
      // the longest input it is a loop for: between lo (a loop) and hi (not one)
      let lo = 0;
      let hi = max + 1;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (loop(mid)) lo = mid;
        else hi = mid;
      }
      found.add(lo);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether a node (of rules that call nothing recursively) can match the empty string, rules remembered (worked out callees first: no recursion through rules). */
export function nullability(grammar: ResolvedGrammar): (n: AbnfNode) => boolean {
  const rules = new Map<string, boolean>();
  /** a node whose rules are all worked out (no cycle: the rules call nothing recursively) */
  const local = (n: AbnfNode): boolean => {
    switch (n.k) {
      case 'str':
        return n.text.length === 0;
      case 'seq':
        return n.xs.every(local);
      case 'alt':
        return n.xs.some(local);
      case 'rep':
        return n.min === 0 || n.max === 0 || local(n.x);
      case 'ref':
        return rules.get(n.name.toLowerCase()) ?? false;
      default:
        return false;
    }
  };
  const ready = new WeakSet<AbnfNode>();
  const of = (n: AbnfNode): boolean => {
    if (!ready.has(n)) for (const k of refsOf(n)) if (!rules.has(k)) for (const r of calleesFirst(grammar, k)) if (!rules.has(r)) rules.set(r, local(grammar.rules.get(r)!.node));
    ready.add(n);
    return local(n);
  };
  return of;
}

/** `key` and the rules it calls, each after the rules it calls (a cycle broken anywhere), without recursion */
function calleesFirst(grammar: ResolvedGrammar, key: string): string[] {
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
    for (const r of refsOf(grammar.rules.get(k)!.node)) if (!seen.has(r)) todo.push([r, false]);
  }
  return order;
}

/**
 * How many states the automaton of `key` has (Infinity past the limit), worked out per rule once;
 * with `longest`, the automaton for inputs of at most that many code units (countsOf).
 */
export function statesOf(grammar: ResolvedGrammar, key: string, longest = Infinity): number {
  const memo = new Map<string, number>();
  const nullable = nullability(grammar);
  const cap = (n: number) => (n > AUTOMATON_STATE_LIMIT ? Infinity : n);
  // rules in the order their sizes are needed (callees first), without recursion through rules
  const order = calleesFirst(grammar, key);
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
        const { min, max, x, dead } = countsOf(n, longest, nullable);
        if (dead) return 2;
        const copies = max === Infinity ? Math.max(min, 1) : max;
        return cap(copies * (size(x) + 2) + 2);
      }
      default:
        return Infinity;
    }
  };
  for (const k of order) memo.set(k, size(grammar.rules.get(k)!.node));
  return memo.get(key) ?? Infinity;
}

/**
 * Thompson's construction (for inputs of at most `longest` code units: countsOf; with `flat`, the
 * rules inside a character set or run marked hidden); each fragment has a start state and one
 * dangling end, patched later.
 */
export function build(grammar: ResolvedGrammar, key: string, { flat, longest = Infinity }: { flat?: FlatNodes; longest?: number } = {}): Machine {
  const nullable = nullability(grammar);
  const sets: (CodeSet | null)[] = [];
  const out: number[] = [];
  const alt: number[] = [];
  const label: number[] = [];
  const hidden: number[] = [];
  /** how many flat expressions the one being built is inside */
  let quiet = 0;
  const what: string[] = [];
  const rules: string[] = [];
  const ruleIndex = new Map<string, number>();
  const frame: number[] = [];
  const frameRule: number[] = [];
  const frameParent: number[] = [];
  /** the copy of a rule being built (-1: none yet) */
  let inside = -1;
  const state = (set: CodeSet | null, described = ''): number => {
    frame.push(inside);
    sets.push(set);
    out.push(-1);
    alt.push(-1);
    label.push(0);
    hidden.push(0);
    what.push(described);
    return sets.length - 1;
  };
  /** a copy of rule `k`: its fragment between a state that enters it and one that leaves it */
  const called = (k: string): Frag => {
    let index = ruleIndex.get(k);
    if (index === undefined) {
      index = rules.length;
      rules.push(grammar.rules.get(k)!.name);
      ruleIndex.set(k, index);
    }
    const outside = inside;
    inside = frameRule.length;
    frameRule.push(index + 1);
    frameParent.push(outside);
    let inner: Frag;
    try {
      inner = frag(grammar.rules.get(k)!.node);
    } finally {
      inside = outside;
    }
    const enter = state(null);
    const leave = state(null);
    label[enter] = index + 1;
    label[leave] = -(index + 1);
    hidden[enter] = hidden[leave] = quiet > 0 ? 1 : 0;
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
    const isFlat = flat !== undefined && (flat.node(n) || (n.k === 'rep' && flat.body(n)));
    if (!isFlat) return fragOf(n);
    quiet++;
    try {
      return fragOf(n);
    } finally {
      quiet--;
    }
  };
  const fragOf = (n: AbnfNode): Frag => {
    switch (n.k) {
      case 'str':
        return chain([...n.text].map((c, i) => char(firstOfString(c, n.cs), JSON.stringify(i === 0 ? n.text : c))));
      case 'codes':
        return chain(n.codes.map((c) => char([[c, c]], `%x${hex(c)}`)));
      case 'range':
        return char([[n.lo, n.hi]], n.lo === n.hi ? `%x${hex(n.lo)}` : `%x${hex(n.lo)}-${hex(n.hi)}`);
      case 'ref': {
        return called(n.name.toLowerCase());
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
        const { min, max, x, dead } = countsOf(n, longest, nullable);
        // more iterations than any input this automaton reads can hold: a state that reads nothing
        if (dead) return char([], 'nothing');
        const parts: Frag[] = [];
        for (let i = 0; i < min; i++) parts.push(frag(x));
        if (max === Infinity) {
          // a loop: split into the body or out; the body comes back to the split
          const split = state(null);
          const e = state(null);
          const body = frag(x);
          out[split] = body.start;
          alt[split] = e;
          out[body.end] = split;
          parts.push({ start: split, end: e });
        } else {
          // optional copies, nested: x [ x [ x ] ]
          const e = state(null);
          for (let i = min; i < max; i++) {
            const split = state(null);
            const body = frag(x);
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
  const whole = called(key);
  const accept = state(null);
  out[whole.end] = accept;
  return { sets, out, alt, start: whole.start, accept, label, hidden, what, rules, frame, frameRule, frameParent };
}

const hex = (c: number) => c.toString(16).toUpperCase().padStart(2, '0');
