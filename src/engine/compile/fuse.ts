/**
 * Regular stretches of a grammar as one regexp. Where a part of a rule captures no parse-tree node
 * and refers to no recursive rule (`*( "/" segment )`, `dec-octet "." dec-octet …`, `ALPHA *( ALPHA
 * / DIGIT / … )`), the compiled fast mode (emit.ts) matches it with one sticky regexp instead of a
 * JavaScript step per combinator: the work stays inside the regexp engine.
 *
 * A regexp backtracks where a PEG commits, so each construct that could match in more than one way
 * (an alternation, an option, a repetition, a variable-length run) is made atomic — `(?=(?<a>X))\k<a>`,
 * a lookahead being atomic in JavaScript — unless nothing follows it in the regexp, where the first
 * match the regexp finds is the PEG's. Repetitions follow PEG: greedy, possessive, and an iteration
 * that matches nothing ends them. What a regexp cannot express the same way is left to the
 * JavaScript matcher: captured rules, recursion, and `n*( x )` with n > 0 over an `x` that can match
 * the empty string (a regexp counts empty iterations towards n; a PEG does not).
 *
 * A regexp's backtrack stack grows with its input, and V8 throws a RangeError when it overflows
 * (about 8 M entries). So fused regexps only ever run on inputs of at most FUSE_LIMIT characters;
 * longer inputs take the JavaScript matcher, whose runs are chunked.
 */
import type { CharSet } from '../../kit';
import { hasHigh, table } from '../../kit';
import type { Expr, Rules } from '../ir';

/** Longest input a fused regexp runs on (its backtrack stack stays far below V8's limit). */
export const FUSE_LIMIT = 1 << 16;
/** Bounds of a repetition's chunk regexp: iterations per execution, elements per run. */
const CHUNK_ITERATIONS = 64;
const CHUNK_RUN = 256;

export class Fuser {
  private readonly fusableRules = new Map<string, boolean>();
  private readonly nullableRules = new Map<string, boolean>();
  private groups = 0;

  constructor(private readonly rules: Rules) {}

  /** The expression of rule `key`. */
  rule(key: string): Expr {
    return this.rules[key];
  }

  private readonly worthMemo = new WeakMap<Expr, boolean>();
  private readonly firstMemo = new WeakMap<Expr, FirstSet | null>();

  /** Whether `e` is worth a regexp of its own: it would replace more than one JavaScript step. */
  worth(e: Expr): boolean {
    let w = this.worthMemo.get(e);
    if (w === undefined) {
      w = weight(e, this.rules) >= 2 && this.fusable(e);
      this.worthMemo.set(e, w);
    }
    return w;
  }

  /** firstSet(e), remembered. */
  first(e: Expr): FirstSet | undefined {
    let f = this.firstMemo.get(e);
    if (f === undefined) {
      f = firstSet(e, this) ?? null;
      this.firstMemo.set(e, f);
    }
    return f ?? undefined;
  }

  /** Whether `e` can be matched by one regexp with the PEG's meaning (no capture, no recursion). */
  fusable(e: Expr): boolean {
    switch (e.k) {
      case 'lit':
      case 'one':
      case 'run':
      case 'eof':
        return true;
      case 'seq':
      case 'alt':
        return e.xs.every((x) => this.fusable(x));
      case 'opt':
      case 'not':
      case 'ahead':
        return this.fusable(e.x);
      case 'many':
        return this.fusable(e.x) && !(e.min > 0 && this.nullable(e.x));
      case 'named':
        return !e.capture && this.fusable(e.x);
      case 'ref': {
        const known = this.fusableRules.get(e.key);
        if (known !== undefined) return known;
        this.fusableRules.set(e.key, false); // recursion is not regular
        const ok = this.fusable(this.rules[e.key]);
        this.fusableRules.set(e.key, ok);
        return ok;
      }
    }
  }

  /** Whether `e` can succeed without consuming input. */
  nullable(e: Expr): boolean {
    switch (e.k) {
      case 'lit':
        return e.text === '';
      case 'one':
        return false;
      case 'run':
        return e.min === 0;
      case 'seq':
        return e.xs.every((x) => this.nullable(x));
      case 'alt':
        return e.xs.some((x) => this.nullable(x));
      case 'opt':
      case 'not':
      case 'ahead':
      case 'eof':
        return true;
      case 'many':
        return e.min === 0 || this.nullable(e.x);
      case 'named':
        return this.nullable(e.x);
      case 'ref': {
        const known = this.nullableRules.get(e.key);
        if (known !== undefined) return known;
        this.nullableRules.set(e.key, true);
        const ok = this.nullable(this.rules[e.key]);
        this.nullableRules.set(e.key, ok);
        return ok;
      }
    }
  }

  /**
   * For the body of a repetition, a sticky regexp matching up to CHUNK_ITERATIONS iterations, where
   * each iteration is a sequence of literals, single elements and runs (`"/" *pchar`): every
   * unbounded run is bounded to CHUNK_RUN elements and must end there (`(?!element)`), so an
   * iteration with a longer run does not match and is left to the JavaScript matcher. No backtrack
   * stack beyond CHUNK_ITERATIONS × CHUNK_RUN elements, whatever the input. undefined for other
   * bodies.
   */
  chunk(x: Expr): RegExp | undefined {
    if (this.nullable(x) || !this.fusable(x)) return undefined;
    const parts: string[] = [];
    const add = (e: Expr): boolean => {
      switch (e.k) {
        case 'lit':
          parts.push(literal(e.text, e.ci));
          return true;
        case 'one':
          parts.push(element(e.set));
          return true;
        case 'run':
          // a counted run could be re-entered for fewer elements: not in a chunk
          if (e.max !== Infinity || e.min > CHUNK_RUN) return false;
          parts.push(`(?:${element(e.set)}){${e.min},${CHUNK_RUN}}(?!${element(e.set)})`);
          return true;
        case 'seq':
          return e.xs.every(add);
        case 'named':
          return add(e.x);
        case 'ref':
          return add(this.rules[e.key]);
        default:
          return false;
      }
    };
    return add(x) ? new RegExp(`(?:${parts.join('')}){1,${CHUNK_ITERATIONS}}`, 'y') : undefined;
  }

  /** The sticky regexp for a fusable `e`. */
  regexp(e: Expr): RegExp {
    this.groups = 0;
    return new RegExp(this.source(e, true), 'y');
  }

  /** Regexp source for `e`; `tail` when nothing follows it in the regexp. */
  private source(e: Expr, tail: boolean): string {
    if (tail || !choice(e, this.rules)) return this.body(e, tail);
    // inside its atomic group, `e` is the last thing matched
    const name = `a${this.groups++}`;
    return `(?=(?<${name}>${this.body(e, true)}))\\k<${name}>`;
  }

  private body(e: Expr, tail: boolean): string {
    switch (e.k) {
      case 'lit':
        return literal(e.text, e.ci);
      case 'one':
        return element(e.set);
      case 'run':
        return run(e.set, e.min, e.max);
      case 'seq':
        return e.xs.map((x, k) => this.source(x, tail && k === e.xs.length - 1)).join('');
      case 'alt':
        // inside its atomic group (or at the end) each alternative is the last thing matched
        if (e.xs.length === 0) return '(?!)';
        return e.xs.length === 1 ? this.source(e.xs[0], true) : `(?:${e.xs.map((x) => this.source(x, true)).join('|')})`;
      case 'opt':
        // Over an X that can match nothing, `(?:X|)`, not `(?:X)?`: a quantifier rejects an iteration
        // that matched nothing and backtracks into X for a longer match (ES RepeatMatcher), which the
        // PEG never does — opt(alt(seq(), "a")) on "a" would match "a". An alternation with an empty
        // branch has no such check. (`?` is kept where X cannot match nothing: V8 runs it faster.)
        return this.nullable(e.x) ? `(?:${this.source(e.x, true)}|)` : `(?:${this.source(e.x, true)})?`;
      case 'many': {
        // Once it has its minimum, a greedy loop at the end never re-enters an iteration that
        // succeeded: only an iteration that matched nothing would be re-tried for a longer match
        // (the PEG stops there). So the body is made atomic when it can match the empty string, or
        // when the loop needs more than one iteration (it would re-enter earlier ones to find them).
        const max = e.max === Infinity ? '' : String(e.max);
        const body = this.nullable(e.x) || e.min > 1 ? this.source(e.x, false) : this.body(e.x, true);
        return `(?:${body}){${e.min},${max}}`;
      }
      case 'not':
        return `(?!${this.source(e.x, true)})`;
      case 'ahead':
        return `(?=${this.source(e.x, true)})`;
      case 'eof':
        return '$';
      case 'named':
        return this.body(e.x, tail);
      case 'ref':
        return this.body(this.rules[e.key], tail);
    }
  }
}

/**
 * The characters a match of `e` can begin with, when `e` cannot match the empty string: a table
 * of the ASCII ones, and whether a non-ASCII one can begin it. undefined when unknown (nullable,
 * recursive, or from another grammar).
 */
export interface FirstSet {
  ascii: Uint8Array;
  high: boolean;
}

export function firstSet(e: Expr, fuser: Fuser): FirstSet | undefined {
  return fuser.nullable(e) ? undefined : starts(e, fuser, 0);
}

/** The characters a non-empty match of `e` can begin with (undefined when unknown). */
function starts(e: Expr, fuser: Fuser, depth: number): FirstSet | undefined {
  if (depth > 30) return undefined;
  const out: FirstSet = { ascii: new Uint8Array(128), high: false };
  const add = (f: FirstSet | undefined): boolean => {
    if (!f) return false;
    for (let c = 0; c < 128; c++) if (f.ascii[c]) out.ascii[c] = 1;
    out.high ||= f.high;
    return true;
  };
  switch (e.k) {
    case 'lit': {
      if (e.text === '') return out;
      const c = e.text.charCodeAt(0);
      if (c >= 128) out.high = true;
      else out.ascii[c] = 1;
      const lower = c | 0x20;
      if (e.ci && lower >= 0x61 && lower <= 0x7a) (out.ascii[lower] = 1), (out.ascii[lower & ~0x20] = 1);
      return out;
    }
    case 'one':
    case 'run':
      return charsOf(e.set);
    case 'seq':
      // the elements up to the first that cannot match the empty string
      for (const x of e.xs) {
        if (!add(starts(x, fuser, depth + 1))) return undefined;
        if (!fuser.nullable(x)) break;
      }
      return out;
    case 'alt':
      for (const x of e.xs) if (!add(starts(x, fuser, depth + 1))) return undefined;
      return out;
    case 'opt':
    case 'many':
    case 'named':
      return starts(e.x, fuser, depth + 1);
    case 'not':
    case 'ahead':
    case 'eof':
      return out; // zero-width
    case 'ref':
      return starts(fuser.rule(e.key), fuser, depth + 1);
  }
}

function charsOf(set: CharSet): FirstSet {
  const ascii = table(set.cls).slice();
  if (set.pct) ascii[37] = 1;
  return { ascii, high: hasHigh(set.cls) || set.astral.length > 0 };
}

/** Whether `e` can match at one position in more than one way (then it needs to be atomic). */
function choice(e: Expr, rules: Rules): boolean {
  switch (e.k) {
    case 'lit':
    case 'eof':
    case 'not':
    case 'ahead':
      return false;
    case 'one':
      return false; // element(): one way to match an element
    case 'run':
      return e.min !== e.max;
    case 'seq':
      return e.xs.some((x) => choice(x, rules));
    case 'alt':
      return e.xs.length > 1 || e.xs.some((x) => choice(x, rules));
    case 'opt':
      return true;
    case 'many':
      return e.min !== e.max || choice(e.x, rules);
    case 'named':
      return choice(e.x, rules);
    case 'ref':
      return choice(rules[e.key], rules);
  }
}

/** Roughly how many JavaScript steps matching `e` takes (a literal or one character: none). */
function weight(e: Expr, rules: Rules, depth = 0): number {
  if (depth > 20) return 2;
  switch (e.k) {
    case 'lit':
    case 'one':
    case 'eof':
      return 0;
    case 'run':
      return 1;
    case 'seq':
      return e.xs.reduce((s, x) => s + weight(x, rules, depth + 1), 0);
    case 'alt':
      return 1 + e.xs.reduce((s, x) => s + weight(x, rules, depth + 1), 0);
    case 'opt':
    case 'many':
    case 'not':
    case 'ahead':
      return 1 + weight(e.x, rules, depth + 1);
    case 'named':
      return weight(e.x, rules, depth + 1);
    case 'ref':
      return weight(rules[e.key], rules, depth + 1);
  }
}

const SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

function literal(text: string, ci: boolean): string {
  let out = '';
  for (const c of text) {
    const lower = c.charCodeAt(0) | 0x20;
    // RFC 5234 §2.3: case-insensitive for the ASCII letters only
    if (ci && lower >= 0x61 && lower <= 0x7a) out += `[${c.toLowerCase()}${c.toUpperCase()}]`;
    else out += c.replace(SPECIAL, '\\$&');
  }
  return out;
}

/**
 * One element of a set, matchable in one way only: a single character, a code point beyond U+FFFF
 * as its surrogate pair (a set holding those holds no surrogate itself), or where the set has it the
 * triplet "%" HEXDIG HEXDIG — unless "%" is itself in the class, where the PEG's ordered choice
 * always takes the single "%" and the triplet alternative can never be chosen.
 */
export function element(set: CharSet): string {
  return set.element(set.pct && table(set.cls)[37] !== 1);
}

/** `min*max` elements; a run of single characters is one iteration where no count is needed. */
function run(set: CharSet, min: number, max: number): string {
  const max_ = max === Infinity ? '' : String(max);
  const pct = set.pct && table(set.cls)[37] !== 1;
  if (!pct && set.astral.length === 0) return set.cls === '' ? (min === 0 ? '' : '(?!)') : `[${set.cls}]{${min},${max_}}`;
  if (max === Infinity && min <= 1 && set.cls !== '') {
    const others = [set.astral.length > 0 ? set.pairs() : '', pct ? '%[0-9A-Fa-f]{2}' : ''].filter((x) => x !== '');
    return `(?:[${set.cls}]+|${others.join('|')})${min === 0 ? '*' : '+'}`;
  }
  return `(?:${element(set)}){${min},${max_}}`;
}
