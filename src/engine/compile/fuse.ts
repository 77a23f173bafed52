/**
 * Regular stretches of a grammar as one regexp. Where a part of a rule captures no parse-tree node
 * and refers to no recursive rule (`*( "/" segment )`, `dec-octet "." dec-octet …`, `ALPHA *( ALPHA
 * / DIGIT / … )`), the compiled fast mode (emit.ts) matches it with one sticky regexp instead of a
 * JavaScript step per combinator: the work stays inside the regexp engine. The validating mode
 * records nothing, so there a captured rule is fused too, and a whole top rule is one regexp.
 *
 * A regexp backtracks where a PEG commits, so each construct that could match in more than one way
 * (an alternation, an option, a repetition, a variable-length run) is made atomic — `(?=(?<a>X))\k<a>`,
 * a lookahead being atomic in JavaScript — unless backtracking into it can never change the outcome:
 * when nothing after it can fail (then the first match the regexp finds is the PEG's), when it can
 * match in one way only, or when every other way is shorter and what follows cannot begin with a
 * character it took. Atomic groups are capture groups, and a regexp with many of them runs slower
 * throughout. Repetitions follow PEG: greedy, possessive, and an iteration that matches nothing ends
 * them. What a regexp cannot express the same way is left to the JavaScript matcher: captured rules
 * (when recording), recursion, and `n*( x )` with n > 0 over an `x` that can match the empty string (a
 * regexp counts empty iterations towards n; a PEG does not).
 *
 * A regexp's backtrack stack grows with its input, and V8 throws a RangeError when it overflows
 * (about 8 M entries). So a fused regexp that may examine more than REACH_LIMIT characters only
 * ever runs on inputs of at most FUSE_LIMIT characters; longer inputs take the JavaScript matcher,
 * whose runs are chunked.
 */
import type { CharSet } from '../../kit';
import { table } from '../../kit';
import type { Expr, Rules } from '../ir';
import { Analysis, choice } from './analysis';
import { FUSE_LIMIT } from '../runtime';
import { REACH_LIMIT, Reach } from './reach';

export { FUSE_LIMIT };

/** Bounds of a repetition's chunk regexp: iterations per execution, elements per run. */
const CHUNK_ITERATIONS = 64;
const CHUNK_RUN = 256;

export class Fuser extends Analysis {
  private readonly fusableRules = new Map<string, boolean>();
  private groups = 0;

  constructor(
    rules: Rules,
    /** whether a captured rule must stay in JavaScript (it records its span); not when validating */
    private readonly keepCaptures = true,
    /** the smallest regexp source given a variant (variant()) */
    private readonly variantMin = VARIANT_MIN,
  ) {
    super(rules);
  }

  private readonly worthMemo = new WeakMap<Expr, boolean>();
  private readonly reach = new Reach(this.rules);

  /** Whether a regexp of `e` may run on an input of any length (its reach is at most REACH_LIMIT: reach.ts). */
  bounded(e: Expr): boolean {
    return this.reach.of(e) <= REACH_LIMIT;
  }

  /** Whether `e` is worth a regexp of its own: it would replace more than one JavaScript step. */
  worth(e: Expr): boolean {
    let w = this.worthMemo.get(e);
    if (w === undefined) {
      w = weight(e, this.rules) >= 2 && this.fusable(e);
      this.worthMemo.set(e, w);
    }
    return w;
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
        return !(e.capture && this.keepCaptures) && this.fusable(e.x);
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
    return new RegExp(this.sourceOf(e, ''), 'y');
  }

  /**
   * For a large fusable `e`, a much smaller regexp that is exact on inputs without one character:
   * what needs that character (a literal holding it) cannot match there, so it is left out (for
   * RFC 3986, IP-literal's "[": the nine IPv6 forms, half the regexp). The character chosen is the
   * one, among those that occur only in literals, whose absence saves the most; undefined when none
   * saves a third of the regexp. A large regexp runs slower throughout, not only where it is larger.
   */
  variant(e: Expr): { without: string; regexp: RegExp } | undefined {
    const whole = this.sourceOf(e, '').length;
    if (whole < this.variantMin) return undefined;
    let best: { without: string; source: string } | undefined;
    for (const c of literalOnly(e, this.rules)) {
      const source = this.sourceOf(e, c);
      if (source.length <= whole * VARIANT_SAVING && (!best || source.length < best.source.length)) best = { without: c, source };
    }
    return best && { without: best.without, regexp: new RegExp(best.source, 'y') };
  }

  /** the character the source being generated may assume absent from the input ('' for none) */
  private absent = '';

  /** the sources written, by expression and absent character (regexp() and variant() ask for the same) */
  private readonly sources = new WeakMap<Expr, Map<string, string>>();

  private sourceOf(e: Expr, absent: string): string {
    let byAbsent = this.sources.get(e);
    if (!byAbsent) this.sources.set(e, (byAbsent = new Map()));
    let source = byAbsent.get(absent);
    if (source === undefined) {
      this.groups = 0;
      this.absent = absent;
      byAbsent.set(absent, (source = this.source(e, true)));
    }
    return source;
  }

  /**
   * Regexp source for `e`; `tail` when nothing that follows it in the regexp can fail (then the
   * regexp never backtracks into it); `e` is `seq[k]` when it is part of a sequence.
   */
  private source(e: Expr, tail: boolean, seq?: readonly Expr[], k = -1): string {
    if (tail || !choice(e, this.rules) || this.oneWay(e)) return this.body(e, tail);
    // its parts are then matched one way each but the last, which only ever gives back in vain too
    if (seq && this.givesBackInVain(seq, k)) return this.body(e, true);
    // inside its atomic group, `e` is the last thing matched
    const body = this.body(e, true);
    if (body === NEVER) return NEVER;
    const name = `a${this.groups++}`;
    return `(?=(?<${name}>${body}))\\k<${name}>`;
  }

  /** Regexp source for `e` (NEVER where it cannot match an input without the absent character). */
  private body(e: Expr, tail: boolean): string {
    switch (e.k) {
      case 'lit':
        return this.absent !== '' && needs(e.text, e.ci, this.absent) ? NEVER : literal(e.text, e.ci);
      case 'one':
        return element(e.set);
      case 'run':
        return run(e.set, e.min, e.max);
      case 'seq': {
        // from the last part back: each part is at the tail while all after it are infallible
        const parts: string[] = [];
        let rest = tail;
        for (let k = e.xs.length - 1; k >= 0; k--) {
          parts[k] = this.source(e.xs[k], rest, e.xs, k);
          rest &&= this.infallible(e.xs[k]);
        }
        return parts.includes(NEVER) ? NEVER : parts.join('');
      }
      case 'alt': {
        // inside its atomic group (or at the end) each alternative is the last thing matched
        const xs = e.xs.map((x) => this.source(x, true)).filter((x) => x !== NEVER);
        if (xs.length === 0) return NEVER;
        return xs.length === 1 ? xs[0] : `(?:${xs.join('|')})`;
      }
      case 'opt': {
        // Over an X that can match nothing, `(?:X|)`, not `(?:X)?`: a quantifier rejects an iteration
        // that matched nothing and backtracks into X for a longer match (ES RepeatMatcher), which the
        // PEG never does — opt(alt(seq(), "a")) on "a" would match "a". An alternation with an empty
        // branch has no such check. (`?` is kept where X cannot match nothing: V8 runs it faster.)
        const x = this.source(e.x, true);
        if (x === NEVER) return '';
        return this.nullable(e.x) ? `(?:${x}|)` : `(?:${x})?`;
      }
      case 'many': {
        // Once it has its minimum, a greedy loop at the end never re-enters an iteration that
        // succeeded: only an iteration that matched nothing would be re-tried for a longer match
        // (the PEG stops there). So the body is made atomic when it can match the empty string, or
        // when the loop needs more than one iteration (it would re-enter earlier ones to find them).
        const max = e.max === Infinity ? '' : String(e.max);
        const body = this.nullable(e.x) || e.min > 1 ? this.source(e.x, false) : this.body(e.x, true);
        if (body === NEVER) return e.min === 0 ? '' : NEVER;
        return `(?:${body}){${e.min},${max}}`;
      }
      case 'not': {
        const x = this.source(e.x, true);
        return x === NEVER ? '' : `(?!${x})`;
      }
      case 'ahead': {
        const x = this.source(e.x, true);
        return x === NEVER ? NEVER : `(?=${x})`;
      }
      case 'eof':
        return '$';
      case 'named':
        return this.body(e.x, tail);
      case 'ref':
        return this.body(this.rules[e.key], tail);
    }
  }
}

/** The source of what cannot match (an input without the absent character). */
const NEVER = '(?!)';
/** Smallest regexp source worth a variant (variant()): below it, the test of the input costs more than it saves. */
export const VARIANT_MIN = 4096;
/** Largest share of the whole regexp a variant may keep. */
const VARIANT_SAVING = 2 / 3;

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

/**
 * `min*max` elements. Written so that each string has one parse — `[cls]*(?:(?:%XX|pair)[cls]*)*`,
 * never the nested `(?:[cls]+|%XX)*`, which has exponentially many ways to split a stretch of single
 * characters and so would cost exponential time if the regexp ever backtracked into it.
 */
function run(set: CharSet, min: number, max: number): string {
  const max_ = max === Infinity ? '' : String(max);
  const pct = set.pct && table(set.cls)[37] !== 1;
  if (!pct && set.astral.length === 0) return set.cls === '' ? (min === 0 ? '' : '(?!)') : `[${set.cls}]{${min},${max_}}`;
  if (max === Infinity && min <= 1 && set.cls !== '') {
    const others = [set.astral.length > 0 ? set.pairs() : '', pct ? '%[0-9A-Fa-f]{2}' : ''].filter((x) => x !== '');
    const rest = `[${set.cls}]*(?:(?:${others.join('|')})[${set.cls}]*)*`;
    return min === 0 ? rest : element(set) + rest;
  }
  return `(?:${element(set)}){${min},${max_}}`;
}

/** Whether literal `text` cannot match without character `c` (a case-insensitive one can, with c's other case). */
function needs(text: string, ci: boolean, c: string): boolean {
  return text.includes(c) && !(ci && c.toLowerCase() !== c.toUpperCase());
}

/**
 * The ASCII characters only literals of `e` can take, each one a literal cannot match without: in
 * none of its character sets, and no letter of a case-insensitive literal (which takes either case).
 */
function literalOnly(e: Expr, rules: Rules): string[] {
  const inLiterals = new Set<string>();
  const inSets = new Uint8Array(128);
  const seen = new Set<Expr>();
  const visit = (x: Expr): void => {
    if (seen.has(x)) return;
    seen.add(x);
    switch (x.k) {
      case 'lit':
        for (const c of x.text) {
          if (c.charCodeAt(0) >= 128) continue;
          if (needs(x.text, x.ci, c)) inLiterals.add(c);
          else (inSets[c.toLowerCase().charCodeAt(0)] = 1), (inSets[c.toUpperCase().charCodeAt(0)] = 1);
        }
        return;
      case 'one':
      case 'run': {
        const t = table(x.set.cls);
        for (let c = 0; c < 128; c++) inSets[c] |= t[c];
        if (x.set.pct) for (const c of '%0123456789ABCDEFabcdef') inSets[c.charCodeAt(0)] = 1;
        return;
      }
      case 'seq':
      case 'alt':
        x.xs.forEach(visit);
        return;
      case 'opt':
      case 'many':
      case 'not':
      case 'ahead':
      case 'named':
        visit(x.x);
        return;
      case 'ref':
        visit(rules[x.key]);
        return;
      case 'eof':
        return;
    }
  };
  visit(e);
  return [...inLiterals].filter((c) => inSets[c.charCodeAt(0)] === 0);
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
