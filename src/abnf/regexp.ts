/**
 * A rule as one backtracking JavaScript regexp, anchored at both ends: a regexp engine that
 * backtracks tries every way through alternations and repetitions until the whole input matches, so
 * `^(?:…)$` accepts exactly the rule's ABNF language (an empty iteration that a regexp refuses adds
 * nothing to it). Only for rules that call no rule recursively (they are inlined), and only where
 * the shape is proved safe (regexpSafety): every unbounded repetition deterministic, and a bounded
 * number of ways through the rest. Where it is not (`16( *"a" )`, `*"a" *"a" "b"`,
 * `*VCHAR "@" *VCHAR "!"`), the rule's automaton (automaton.ts) decides instead, in linear time.
 */
import type { Analysis } from './analysis';
import type { AbnfNode } from './ast';
import type { CodeSet } from './code-set';
import { firstOfString, unionAll } from './code-set';

/** Regexps longer than this are not made (the rule is matched all-ways instead). */
export const REGEXP_SOURCE_LIMIT = 200_000;

export interface RuleRegexp {
  readonly regexp: RegExp;
  readonly source: string;
}

/**
 * How many ways a backtracking regexp engine may go through a rule (an upper bound, capped just past
 * BACKTRACK_LIMIT), where every unbounded repetition is deterministic (see regexpSafety): a
 * concatenation multiplies its parts' ways, an alternation adds them (or takes the largest when the
 * first character tells its alternatives apart), a bounded repetition adds the ways of each count.
 */
export const BACKTRACK_LIMIT = 100_000;

/**
 * Why a backtracking regexp of `key` could take more than linear time (times a bounded number of
 * ways), or undefined when its shape is proved safe: every unbounded repetition reachable from the
 * rule, and everything inside one, is LL(1) (its body cannot be empty, nor start with what can
 * follow it; every choice inside is told apart by the next character), so the engine never has two
 * ways through a loop and gives back each iteration in one step; and outside loops the number of
 * ways (BACKTRACK_LIMIT) is bounded. The rule must call nothing recursively.
 */
export function regexpSafety(a: Analysis): Map<string, string | undefined> {
  const ways = new Map<string, number>();
  const cap = (n: number) => Math.min(n, BACKTRACK_LIMIT + 1);
  let why: string | undefined;
  /** the ways through `n`; notes why not when a loop is not deterministic */
  const count = (n: AbnfNode, inLoop: boolean): number => {
    if (why) return 1;
    if (inLoop && (n.k === 'alt' || (n.k === 'rep' && n.min !== n.max)) && a.conflicts.has(n)) {
      why = `inside an unbounded repetition, ${a.conflicts.get(n)!.why}: a backtracking regexp could take polynomial or exponential time`;
      return 1;
    }
    switch (n.k) {
      case 'alt': {
        const xs = n.xs.map((x) => count(x, inLoop));
        return a.conflicts.has(n) ? cap(xs.reduce((s, x) => s + x, 0)) : xs.reduce((s, x) => Math.max(s, x), 1);
      }
      case 'seq':
        return cap(n.xs.reduce((s, x) => s * count(x, inLoop), 1));
      case 'rep': {
        if (n.max === Infinity) {
          if (a.conflicts.has(n)) {
            why = `${a.conflicts.get(n)!.why} (an unbounded repetition): a backtracking regexp could take polynomial or exponential time`;
            return 1;
          }
          count(n.x, true);
          return 1;
        }
        const each = count(n.x, inLoop);
        if (!a.conflicts.has(n)) return cap(each ** n.max);
        let total = 0;
        for (let k = n.min; k <= n.max && total <= BACKTRACK_LIMIT; k++) total += each ** k;
        return cap(total);
      }
      case 'ref': {
        const k = n.name.toLowerCase();
        if (inLoop) {
          const c = a.conflictIn(k);
          if (c) why = `inside an unbounded repetition, in rule ${c.rule}, ${c.why}: a backtracking regexp could take polynomial or exponential time`;
          return 1;
        }
        // callees are counted first; a rule in a cycle has no regexp anyway
        return ways.get(k) ?? 1;
      }
      default:
        return 1;
    }
  };
  // each rule once, callees first, so that no walk goes deeper than one rule's text
  const own = new Map<string, string | undefined>();
  for (const k of a.graph.calleesFirst) {
    why = undefined;
    const w = count(a.grammar.rules.get(k)!.node, false);
    ways.set(k, w);
    own.set(k, why ?? (w > BACKTRACK_LIMIT ? `a backtracking regexp could try over ${BACKTRACK_LIMIT} ways through it` : undefined));
  }
  return a.graph.spread((k) => own.get(k));
}

/** The anchored regexp of rule `key`, or why there is none; whether its shape is safe is regexpSafety's question. */
export function ruleRegexp(a: Analysis, key: string): RuleRegexp | string {
  if (!a.acyclic(key)) return 'it calls itself (directly or through other rules), which a regexp cannot';
  const memo = new Map<string, string>();
  const classes = new Map<AbnfNode, CodeSet | null>();
  let unicode = false;
  /** the code points of a node that matches exactly one character, or null */
  const charClass = (n: AbnfNode): CodeSet | null => {
    let got = classes.get(n);
    if (got !== undefined) return got;
    got = null;
    if (n.k === 'range') got = [[n.lo, n.hi]];
    else if (n.k === 'codes' && n.codes.length === 1) got = [[n.codes[0], n.codes[0]]];
    else if (n.k === 'str' && n.text.length === 1) got = firstOfString(n.text, n.cs);
    else if (n.k === 'ref') got = charClass(a.grammar.rules.get(n.name.toLowerCase())!.node);
    else if (n.k === 'alt') {
      const parts = n.xs.map(charClass);
      got = parts.every((x) => x !== null) ? unionAll(parts as CodeSet[]) : null;
    }
    classes.set(n, got);
    return got;
  };
  const cls = (set: CodeSet): string => {
    if (set.some(([lo, hi]) => hi > 0xffff || (lo <= 0xdfff && hi >= 0xd800))) unicode = true;
    if (set.length === 1 && set[0][0] === set[0][1]) return escape(set[0][0]);
    return `[${set.map(([lo, hi]) => (lo === hi ? escape(lo) : `${escape(lo)}-${escape(hi)}`)).join('')}]`;
  };
  const src = (n: AbnfNode): string => {
    const set = charClass(n);
    if (set) return cls(set);
    switch (n.k) {
      case 'str':
        return [...n.text].map((c) => (n.cs || !/[A-Za-z]/.test(c) ? escape(c.charCodeAt(0)) : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join('');
      case 'codes':
        if (n.codes.some((c) => c > 0xffff || (c >= 0xd800 && c <= 0xdfff))) unicode = true;
        return n.codes.map(escape).join('');
      case 'range':
        if (n.hi > 0xffff || (n.lo <= 0xdfff && n.hi >= 0xd800)) unicode = true;
        return n.lo === n.hi ? escape(n.lo) : `[${escape(n.lo)}-${escape(n.hi)}]`;
      case 'seq':
        return n.xs.map(src).join('');
      case 'alt': {
        // the alternatives that are one character each, as one class (order is no matter: the regexp backtracks)
        const single = n.xs.filter((x) => charClass(x) !== null);
        const others = n.xs.filter((x) => charClass(x) === null).map(src);
        const parts = single.length > 0 ? [cls(unionAll(single.map((x) => charClass(x)!))), ...others] : others;
        return `(?:${parts.join('|')})`;
      }
      case 'rep': {
        const body = `(?:${src(n.x)})`;
        if (n.min === 0 && n.max === 1) return `${body}?`;
        if (n.max === Infinity) return n.min === 0 ? `${body}*` : n.min === 1 ? `${body}+` : `${body}{${n.min},}`;
        return n.min === n.max ? `${body}{${n.min}}` : `${body}{${n.min},${n.max}}`;
      }
      case 'ref': {
        const k = n.name.toLowerCase();
        let s = memo.get(k);
        if (s === undefined) {
          s = `(?:${src(a.grammar.rules.get(k)!.node)})`;
          memo.set(k, s);
        }
        return s;
      }
      case 'prose':
        throw new Error('prose value left unresolved');
    }
  };
  let source: string;
  try {
    source = src(a.grammar.rules.get(key)!.node);
  } catch (e) {
    if (e instanceof RangeError) return 'its regexp would be too large';
    throw e;
  }
  if (source.length > REGEXP_SOURCE_LIMIT) return `its regexp would be ${source.length} characters long (over ${REGEXP_SOURCE_LIMIT})`;
  // in unicode mode every escape must be one the u flag takes: \u{…}
  const final = unicode ? source.replace(/\\u([0-9a-f]{4})/g, '\\u{$1}') : source;
  try {
    const regexp = new RegExp(`^(?:${final})$`, unicode ? 'u' : '');
    // V8 compiles a regexp when first run, once for one-byte and once for two-byte strings, and only
    // then refuses one too large (`%x61.61.…` of 40,000): run it on both here, not on a user's input
    regexp.test('');
    regexp.test('\u0100');
    return { regexp, source: final };
  } catch (e) {
    // nested deeper than the regexp engine parses, or too large for it to compile
    if (e instanceof SyntaxError || e instanceof RangeError) return `the regexp engine refuses it (${e.message})`;
    throw e;
  }
}

function escape(cp: number): string {
  if (cp > 0xffff) return `\\u{${cp.toString(16)}}`;
  const c = String.fromCharCode(cp);
  if (/[A-Za-z0-9]/.test(c)) return c;
  return `\\u${cp.toString(16).padStart(4, '0')}`;
}

