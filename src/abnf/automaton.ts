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
        return n.text.length + 1;
      case 'codes':
        return n.codes.length + 1;
      case 'range':
        return 2;
      case 'ref':
        return memo.get(n.name.toLowerCase()) ?? Infinity;
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
  const state = (set: CodeSet | null): number => {
    sets.push(set);
    out.push(-1);
    alt.push(-1);
    return sets.length - 1;
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
  const char = (set: CodeSet): Frag => {
    const s = state(set);
    const e = state(null);
    out[s] = e;
    return { start: s, end: e };
  };
  const frag = (n: AbnfNode): Frag => {
    switch (n.k) {
      case 'str':
        return chain([...n.text].map((c) => char(firstOfString(c, n.cs))));
      case 'codes':
        return chain(n.codes.map((c) => char([[c, c]])));
      case 'range':
        return char([[n.lo, n.hi]]);
      case 'ref':
        return frag(grammar.rules.get(n.name.toLowerCase())!.node);
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
  const whole = frag(grammar.rules.get(key)!.node);
  const accept = state(null);
  out[whole.end] = accept;
  return { sets, out, alt, start: whole.start, accept };
}

/** A rule's automaton, ready to run (see the module's comment). */
export class Automaton {
  private readonly mark: Int32Array;
  private generation = 0;
  private current: Int32Array;
  private next: Int32Array;

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

  /** add `from` and every state its empty moves reach to `into` (states that read, and the end) */
  private close(from: number, into: Int32Array, count: number): number {
    if (count === 0) this.generation++;
    const { m, mark } = this;
    const gen = this.generation;
    const stack = [from];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (s < 0 || mark[s] === gen) continue;
      mark[s] = gen;
      if (m.sets[s] !== null || s === m.accept) into[count++] = s;
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
