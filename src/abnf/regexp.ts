/**
 * A rule as one backtracking JavaScript regexp, anchored at both ends: a regexp engine that
 * backtracks tries every way through alternations and repetitions until the whole input matches, so
 * `^(?:…)$` accepts exactly the rule's ABNF language (an empty iteration that a regexp refuses adds
 * nothing to it). Only for rules that call no rule recursively (they are inlined), and only when no
 * unbounded repetition could make the engine backtrack exponentially: its body must not match the
 * empty string, its alternatives must be told apart by their first character, and no repetition
 * that can end the body may take a character the body can start with (`*( *"a" )`,
 * `*( "a" / "aa" )` and `*( 1*ALPHA "." )`-like shapes with an overlap are refused).
 */
import type { Analysis } from './analysis';
import type { AbnfNode } from './ast';
import type { CodeSet } from './code-set';
import { EMPTY_SET, firstOfString, intersects, union } from './code-set';

/** Regexps longer than this are not made (the rule is matched all-ways instead). */
export const REGEXP_SOURCE_LIMIT = 200_000;

export interface RuleRegexp {
  readonly regexp: RegExp;
  readonly source: string;
}

/** The anchored regexp of rule `key`, or why there is none. */
export function ruleRegexp(a: Analysis, key: string): RuleRegexp | string {
  if (!a.acyclic(key)) return 'it calls itself (directly or through other rules), which a regexp cannot';
  const risky = riskyLoop(a, key);
  if (risky) return risky;
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
      got = parts.every((x) => x !== null) ? union(...(parts as CodeSet[])) : null;
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
        const parts = single.length > 0 ? [cls(union(...single.map((x) => charClass(x)!))), ...others] : others;
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
  return { regexp: new RegExp(`^(?:${final})$`, unicode ? 'u' : ''), source: final };
}

function escape(cp: number): string {
  if (cp > 0xffff) return `\\u{${cp.toString(16)}}`;
  const c = String.fromCharCode(cp);
  if (/[A-Za-z0-9]/.test(c)) return c;
  return `\\u${cp.toString(16).padStart(4, '0')}`;
}

/** why some unbounded repetition reachable from `key` could backtrack exponentially, or undefined */
function riskyLoop(a: Analysis, key: string): string | undefined {
  for (const k of a.closure(key)) {
    const rule = a.grammar.rules.get(k)!;
    const found = walk(a, rule.node);
    if (found) return `in rule ${rule.name}, ${found}`;
  }
  return undefined;
}

function walk(a: Analysis, n: AbnfNode): string | undefined {
  if (n.k === 'alt' || n.k === 'seq') {
    for (const x of n.xs) {
      const w = walk(a, x);
      if (w) return w;
    }
    return undefined;
  }
  if (n.k !== 'rep') return undefined;
  if (n.max === Infinity || n.max > 16) {
    if (a.nullable(n.x)) return 'an unbounded repetition of something that can be empty could backtrack exponentially';
    if (!deterministicStart(a, n.x, new Set())) return 'an unbounded repetition whose body can start in two ways with one character could backtrack exponentially';
    if (intersects(a.first(n.x), tailLoops(a, n.x, new Set()))) return 'an unbounded repetition whose body can end in a repetition of what starts it could backtrack exponentially';
  }
  return walk(a, n.x);
}

/** whether the alternations met at the start of `n` are told apart by their first character */
function deterministicStart(a: Analysis, n: AbnfNode, seen: Set<string>): boolean {
  switch (n.k) {
    case 'alt': {
      const firsts = n.xs.map((x) => a.first(x));
      for (let i = 0; i < firsts.length; i++) for (let j = i + 1; j < firsts.length; j++) if (intersects(firsts[i], firsts[j])) return false;
      return n.xs.every((x) => deterministicStart(a, x, seen));
    }
    case 'seq':
      for (const x of n.xs) {
        if (!deterministicStart(a, x, seen)) return false;
        if (!a.nullable(x)) return true;
      }
      return true;
    case 'rep':
      return deterministicStart(a, n.x, seen);
    case 'ref': {
      const k = n.name.toLowerCase();
      if (seen.has(k)) return true;
      seen.add(k);
      return deterministicStart(a, a.grammar.rules.get(k)!.node, seen);
    }
    default:
      return true;
  }
}

/** the first characters of the unbounded repetitions that can end `n` */
function tailLoops(a: Analysis, n: AbnfNode, seen: Set<string>): CodeSet {
  switch (n.k) {
    case 'alt':
      return union(...n.xs.map((x) => tailLoops(a, x, seen)));
    case 'seq': {
      const out: CodeSet[] = [];
      for (let i = n.xs.length - 1; i >= 0; i--) {
        out.push(tailLoops(a, n.xs[i], seen));
        if (!a.nullable(n.xs[i])) break;
      }
      return union(...out);
    }
    case 'rep':
      return n.max === Infinity || n.max > 16 ? union(a.first(n.x), tailLoops(a, n.x, seen)) : tailLoops(a, n.x, seen);
    case 'ref': {
      const k = n.name.toLowerCase();
      if (seen.has(k)) return EMPTY_SET;
      seen.add(k);
      return tailLoops(a, a.grammar.rules.get(k)!.node, seen);
    }
    default:
      return EMPTY_SET;
  }
}
