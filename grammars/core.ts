/**
 * Shared terminals and the two combinator kits every edition's grammar is built with.
 *
 * A grammar file is written once, as a function of a `Kit`, and built twice at module load:
 *  - with `fastKit`: Parsimmon parsers made with the public `Parsimmon(fn)` constructor that skip
 *    Parsimmon's per-step merging of "expected" sets (measured in ../shared/PERFORMANCE.md as the
 *    dominant cost of a stock grammar) and match character runs with sticky regexps in place;
 *  - with `carefulKit`: stock Parsimmon combinators (`P.seq`, `P.alt`, `many`, `P.regexp`, …) plus a
 *    tracker that remembers, for the furthest offset any terminal failed at, what was expected there
 *    and the innermost RFC rule that was being matched. It is only run on inputs the fast build
 *    rejected, to explain the rejection, and it is what `rule()` hands to callers.
 * Both builds accept exactly the same language: every combinator below has the same ordered-choice,
 * greedy semantics in both kits.
 */
import P from 'parsimmon';
import { compileLanguage, explainCompiled, exprOf, isFastParser, matchAll, parserOf } from './fast';

// ---------------------------------------------------------------------------------------------
// Parse-tree nodes: the only values the grammars produce.

/** A span of the input matched by one captured rule, with the captured rules nested inside it. */
export interface Node {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly children: readonly Node[];
}
export type Nodes = readonly Node[];
export type Parser = P.Parser<Nodes>;

const NO_NODES: Nodes = Object.freeze([]) as Nodes;

// ---------------------------------------------------------------------------------------------
// Character sets. A set is a regexp class body plus, optionally, the pct-encoded triplet
// ("%" HEXDIG HEXDIG), which every edition treats as one element of its character classes.

export class CharSet {
  constructor(
    /** the rule name or ABNF expression it stands for, used in error messages */
    readonly name: string,
    /** body of a regexp character class (between the brackets), already escaped */
    readonly cls: string,
    /** whether a pct-encoded / escaped triplet counts as one element of the set */
    readonly pct: boolean = false,
  ) {}
  /** a regexp source matching exactly one element of the set */
  element(): string {
    const single = this.cls === '' ? '' : `[${this.cls}]`;
    if (!this.pct) return single === '' ? '(?!)' : single;
    return single === '' ? HEX_TRIPLET : `(?:${single}|${HEX_TRIPLET})`;
  }
  /** whether the single character `c` (not a triplet) is in the set */
  has(c: string): boolean {
    if (this.cls === '') return false;
    return new RegExp(`^[${this.cls}]$`).test(c);
  }
}

const HEX_TRIPLET = '%[0-9A-Fa-f]{2}';

/** Escape literal characters for use inside a regexp class. */
export function escapeClass(chars: string): string {
  let out = '';
  for (const c of chars) out += /[A-Za-z0-9]/.test(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return out;
}

/** A set of literal characters, e.g. `chars('sub-delims', "!$&'()*+,;=")`. */
export function chars(name: string, literal: string): CharSet {
  return new CharSet(name, escapeClass(literal));
}

/** A set given as a raw class body (ranges), e.g. `range('ALPHA', 'A-Za-z')`. */
export function range(name: string, cls: string): CharSet {
  return new CharSet(name, cls);
}

/** The union of several sets (and literal characters), named after the rule it implements. */
export function union(name: string, ...parts: (CharSet | string)[]): CharSet {
  let cls = '';
  let pct = false;
  for (const part of parts) {
    if (typeof part === 'string') cls += escapeClass(part);
    else {
      cls += part.cls;
      pct = pct || part.pct;
    }
  }
  return new CharSet(name, cls, pct);
}

/** The set `base` with the pct-encoded triplet as an element (`name` = e.g. "pchar"). */
export function withPct(name: string, base: CharSet): CharSet {
  return new CharSet(name, base.cls, true);
}

// RFC 5234 Appendix B.1 core rules, shared by every edition (they mean the same everywhere).
/** ALPHA = %x41-5A / %x61-7A ; A-Z / a-z   (RFC 5234 B.1) */
export const ALPHA = range('ALPHA', 'A-Za-z');
/** DIGIT = %x30-39 ; 0-9   (RFC 5234 B.1) */
export const DIGIT = range('DIGIT', '0-9');
/** HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"   (RFC 5234 B.1; ABNF strings are case-insensitive) */
export const HEXDIG = range('HEXDIG', '0-9A-Fa-f');

// ---------------------------------------------------------------------------------------------
// The kit interface the grammars are written against.

export interface Kit {
  /** a literal string; case-sensitive unless `caseInsensitive` (RFC 5234 §2.3 quoted strings are) */
  lit(text: string, caseInsensitive?: boolean): Parser;
  /** exactly one element of the set (a character, or a %XX triplet where the set allows it) */
  one(set: CharSet): Parser;
  /** `min` to `max` elements of the set, greedily: `*set`, `1*set`, `1*4set` … */
  run(set: CharSet, min?: number, max?: number): Parser;
  seq(...parsers: Parser[]): Parser;
  /** ordered choice: the first alternative that succeeds wins and is never re-entered */
  alt(...parsers: Parser[]): Parser;
  /** `[ p ]` */
  opt(parser: Parser): Parser;
  /** `min*max( p )`, greedy and iterative (no recursion, so no stack growth) */
  many(parser: Parser, min?: number, max?: number): Parser;
  /** negative lookahead: succeeds, consuming nothing, where `parser` fails */
  not(parser: Parser): Parser;
  /** positive lookahead: succeeds, consuming nothing, where `parser` succeeds */
  ahead(parser: Parser): Parser;
  /** end of input */
  eof: Parser;
  /** wrap a named rule: captures a node when the build asked for it, tracks failures when careful */
  named(name: string, parser: Parser, capture: boolean): Parser;
}

// ---------------------------------------------------------------------------------------------
// The fast kit: records each grammar as an expression tree that grammars/fast.ts compiles.

export const fastKit: Kit = {
  lit: (text, caseInsensitive = false) => parserOf({ k: 'lit', text, ci: caseInsensitive }),
  one: (set) => parserOf({ k: 'one', set }),
  run: (set, min = 0, max = Infinity) => parserOf({ k: 'run', set, min, max }),
  seq: (...parsers) => parserOf({ k: 'seq', xs: parsers.map(exprOf) }),
  alt: (...parsers) => parserOf({ k: 'alt', xs: parsers.map(exprOf) }),
  opt: (parser) => parserOf({ k: 'opt', x: exprOf(parser) }),
  many: (parser, min = 0, max = Infinity) => parserOf({ k: 'many', x: exprOf(parser), min, max }),
  not: (parser) => parserOf({ k: 'not', x: exprOf(parser) }),
  ahead: (parser) => parserOf({ k: 'ahead', x: exprOf(parser) }),
  eof: parserOf({ k: 'eof' }),
  named: (name, parser, capture) => parserOf({ k: 'named', name, x: exprOf(parser), capture }),
};

// ---------------------------------------------------------------------------------------------
// Character runs in the careful kit.

/** Largest repetition count one regexp execution may take: bounds V8's backtrack stack. */
const CHUNK = 4096;

/**
 * A sticky regexp matching up to CHUNK elements of `set`; longer runs are consumed by a loop.
 * Without the triplet the class is a plain `[cls]{1,CHUNK}`; with it `(?:[cls]|%XX){1,CHUNK}`.
 */
function chunkRegexp(set: CharSet): RegExp {
  return new RegExp(`(?:${set.element()}){1,${CHUNK}}`, 'y');
}

function elementRegexp(set: CharSet): RegExp {
  return new RegExp(set.element(), 'y');
}

/**
 * Count-bounded run scanning, shared by both kits: returns the end offset of the longest run of
 * at most `max` elements starting at `i`, and how many elements it holds is checked against `min`
 * by the caller through `countRun`.
 */
function scanRun(chunk: RegExp, one: RegExp, input: string, i: number, min: number, max: number): number {
  if (max === Infinity && min <= 1) {
    // Common case: no element counting needed beyond "at least one" (min 1) — one regexp chunk at a time.
    let j = i;
    for (;;) {
      chunk.lastIndex = j;
      if (!chunk.test(input)) break;
      j = chunk.lastIndex;
    }
    if (min === 1 && j === i) return -1;
    return j;
  }
  // Bounded counts (1*4HEXDIG, 1*3DIGIT, 2DIGIT …): step one element at a time.
  let j = i;
  let n = 0;
  while (n < max) {
    one.lastIndex = j;
    if (!one.test(input)) break;
    j = one.lastIndex;
    n++;
  }
  return n >= min ? j : -1;
}

// ---------------------------------------------------------------------------------------------
// The careful kit: stock Parsimmon combinators, plus a failure tracker.

/** What the careful build learned about the furthest failure of one parse. */
export interface FailureReport {
  offset: number;
  expected: string[];
  /** innermost named rule being matched when a terminal failed at `offset` */
  rule: string | undefined;
}

class Tracker {
  furthest = -1;
  expected = new Set<string>();
  rule: string | undefined = undefined;
  ruleDepth = -1;
  /** the named rules being matched, outermost first, with the offset each started at */
  names: string[] = [];
  starts: number[] = [];
  suspended = 0;

  reset(): void {
    this.furthest = -1;
    if (this.expected.size !== 0) this.expected.clear(); // never handed out: report() copies it
    this.rule = undefined;
    this.ruleDepth = -1;
    // balanced enter/leave leave these empty: truncating an empty array still costs a builtin call
    if (this.names.length !== 0) this.names.length = 0;
    if (this.starts.length !== 0) this.starts.length = 0;
    this.suspended = 0;
  }

  enter(name: string, start: number): void {
    this.names.push(name);
    this.starts.push(start);
  }

  leave(): void {
    this.names.pop();
    this.starts.pop();
  }

  /**
   * A terminal labelled `label` could not (or could no longer) match at `offset`. The rules on the
   * stack that started at `offset` have matched nothing yet: the failure is reported under the
   * outermost of them ("expected authority", not the first character of each of its alternatives),
   * and the deepest rule that did consume input is the one the error is "in".
   */
  record(offset: number, label: string): void {
    if (this.suspended > 0 || offset < this.furthest) return;
    if (offset > this.furthest) {
      this.furthest = offset;
      this.expected.clear();
      this.rule = undefined;
      this.ruleDepth = -1;
    }
    let progress = this.starts.length - 1;
    while (progress >= 0 && this.starts[progress] >= offset) progress--;
    // never collapse into the top rule itself: "expected URI-reference" says nothing
    const fresh = Math.max(progress + 1, 1);
    this.expected.add(fresh < this.names.length ? this.names[fresh] : label);
    if (progress > this.ruleDepth) {
      this.ruleDepth = progress;
      this.rule = this.names[progress];
    }
  }

  report(): FailureReport {
    return { offset: this.furthest, expected: [...this.expected].sort(), rule: this.rule };
  }
}

const tracker = new Tracker();

/**
 * Run `parser` over the whole of `input`, and report where and why it failed, as the careful kit
 * sees it: `P.seq(parser, eof).parse(input)` with the tracker. Returns undefined when it succeeds.
 * A parser built with the careful kit is run as it is; one built with the fast kit is run by its
 * compiled explain mode (grammars/fast.ts), which reports exactly the same failure, ~10× faster.
 */
export function explainFailure(parser: Parser, input: string): FailureReport | undefined {
  if (isFastParser(parser)) return explainCompiled(parser, input, tracker);
  tracker.reset();
  const whole = P.seq(parser, carefulKit.eof);
  const r = whole.parse(input);
  const report = tracker.report();
  tracker.reset();
  if (r.status) return undefined;
  // Parsimmon's own furthest failure is authoritative for the offset; the tracker adds rule names.
  const offset = Math.max(report.offset, r.index.offset);
  if (offset !== report.offset) return { offset, expected: r.expected.slice().sort(), rule: undefined };
  return report;
}

/** RFC 5234 §2.3: quoted strings are case-insensitive for the ASCII letters (only: no Unicode folding). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

function quote(text: string): string {
  return JSON.stringify(text);
}

/** A stock terminal that also tells the tracker when it fails. */
function trackedTerminal(label: string, fn: (input: string, i: number) => number): Parser {
  return P((input: string, i: number) => {
    const j = fn(input, i);
    if (j < 0) {
      tracker.record(i, label);
      return P.makeFailure(i, label) as P.Reply<Nodes>;
    }
    return P.makeSuccess(j, NO_NODES);
  });
}

/** The nodes of several results, in order: appended to one array, never re-copied (linear). */
function flattenNodes(values: Nodes[]): Nodes {
  let first = NO_NODES;
  let out: Node[] | undefined;
  for (const v of values) {
    if (v.length === 0) continue;
    if (out !== undefined) for (const n of v) out.push(n);
    else if (first.length === 0) first = v;
    else {
      out = first.slice();
      for (const n of v) out.push(n);
    }
  }
  return out ?? first;
}

export const carefulKit: Kit = {
  lit(text, caseInsensitive = false) {
    const n = text.length;
    const lower = asciiLower(text);
    return trackedTerminal(quote(text), (input, i) => {
      const got = input.slice(i, i + n);
      return (caseInsensitive ? asciiLower(got) === lower : got === text) ? i + n : -1;
    });
  },
  one(set) {
    const re = elementRegexp(set);
    return trackedTerminal(set.name, (input, i) => {
      re.lastIndex = i;
      return re.test(input) ? re.lastIndex : -1;
    });
  },
  run(set, min = 0, max = Infinity) {
    const chunk = chunkRegexp(set);
    const one = elementRegexp(set);
    return P((input: string, i: number) => {
      const j = scanRun(chunk, one, input, i, min, max);
      if (j < 0) {
        // fewer than `min` elements: the next element was expected where the run stopped
        const stop = scanRun(chunk, one, input, i, 0, max);
        tracker.record(stop, set.name);
        return P.makeFailure(stop, set.name) as P.Reply<Nodes>;
      }
      // a run that stopped early could have gone on: its set is one of the things expected there
      if (j < input.length || max === Infinity) tracker.record(j, set.name);
      return P.makeSuccess(j, NO_NODES);
    });
  },
  seq(...parsers) {
    return P.seq(...parsers).map(flattenNodes);
  },
  alt(...parsers) {
    return P.alt(...parsers);
  },
  opt(parser) {
    return parser.or(P.succeed(NO_NODES));
  },
  many(parser, min = 0, max = Infinity) {
    // Parsimmon's times() is iterative too; guard against an empty match repeating.
    return P((input: string, i: number) => {
      const values: Nodes[] = [];
      let count = 0;
      let last: P.Reply<Nodes> | undefined;
      while (count < max) {
        const r = (parser as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._(input, i);
        last = r;
        if (!r.status || r.index === i) break;
        i = (r as unknown as { index: number }).index;
        values.push(r.value);
        count++;
      }
      if (count < min) return P.makeFailure(i, last && !last.status ? last.expected : ['more']) as P.Reply<Nodes>;
      return P.makeSuccess(i, flattenNodes(values));
    });
  },
  not(parser) {
    return P((input: string, i: number) => {
      tracker.suspended++;
      const r = (parser as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._(input, i);
      tracker.suspended--;
      return r.status ? (P.makeFailure(i, 'not ' + 'lookahead') as P.Reply<Nodes>) : P.makeSuccess(i, NO_NODES);
    });
  },
  ahead(parser) {
    return P((input: string, i: number) => {
      tracker.suspended++;
      const r = (parser as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._(input, i);
      tracker.suspended--;
      return r.status ? P.makeSuccess(i, NO_NODES) : (P.makeFailure(i, 'lookahead') as P.Reply<Nodes>);
    });
  },
  eof: trackedTerminal('end of input', (input, i) => (i === input.length ? i : -1)),
  named(name, parser, capture) {
    return P((input: string, i: number) => {
      tracker.enter(name, i);
      const r = (parser as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._(input, i);
      tracker.leave();
      if (!capture || !r.status) return r;
      const end = (r as unknown as { index: number }).index;
      return { ...r, value: [{ rule: name, start: i, end, children: r.value }] } as P.Reply<Nodes>;
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Grammars: named rules, compiled (fast kit) or built with P.createLanguage (careful kit).

/** One production: its RFC spelling, its section, and its definition over the other rules. */
export interface RuleDef {
  readonly name: string;
  readonly section: string;
  readonly build: (r: Language) => Parser;
}
export type Language = Readonly<Record<string, Parser>>;

/** Declare a production. `name` is the RFC's own spelling; the key it is stored under is camel(name). */
export function rule(name: string, section: string, build: (r: Language) => Parser): RuleDef {
  return { name, section, build };
}

/** `path-abempty` → `pathAbempty`, `abs_path` → `absPath`, `IPv6address` → `IPv6address`. */
export function camel(name: string): string {
  return name.replace(/[-_]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export type RuleDefs = Readonly<Record<string, RuleDef>>;

/**
 * Build a grammar's rules with one kit. `capture` names the rules whose spans become parse-tree
 * nodes. References to rules that do not exist throw at build time (a typo is not a silent miss).
 */
export function buildLanguage(defs: RuleDefs, kit: Kit, capture: ReadonlySet<string>): Language {
  for (const [key, def] of Object.entries(defs)) {
    if (camel(def.name) !== key) throw new Error(`rule ${def.name} is stored as ${key}, not ${camel(def.name)}`);
  }
  if (kit === fastKit) {
    // compiled: every rule one function of one generated module (grammars/fast.ts)
    const keys = Object.keys(defs);
    const names: Record<string, string> = {};
    for (const key of keys) names[key] = defs[key].name;
    return compileLanguage(keys, names, capture, (refs) => {
      const lang = strict(refs, defs);
      const bodies: Record<string, Parser> = {};
      for (const key of keys) bodies[key] = defs[key].build(lang);
      return bodies;
    });
  }
  const wrapped: Record<string, (r: Language) => Parser> = {};
  for (const [key, def] of Object.entries(defs)) {
    wrapped[key] = (lang) => kit.named(def.name, def.build(strict(lang, defs)), capture.has(def.name));
  }
  return P.createLanguage(wrapped) as unknown as Language;
}

function strict(lang: Language, defs: RuleDefs): Language {
  return new Proxy(lang, {
    get(target, key) {
      if (typeof key === 'string' && !(key in defs)) throw new Error(`grammar refers to an undefined rule: ${key}`);
      return target[key as string];
    },
  });
}

/** Run a fast-built parser over all of `input`; the parse tree, or undefined when it fails. */
export function runFast(parser: Parser, input: string): Nodes | undefined {
  return matchAll(parser, input);
}

/** A careful parser that yields the exact substring it matched (what `rule()` hands out). */
export function matchedText(parser: Parser): P.Parser<string> {
  return P((input: string, i: number) => {
    const r = (parser as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._(input, i);
    if (!r.status) return r as unknown as P.Reply<string>;
    const end = (r as unknown as { index: number }).index;
    return { ...r, value: input.slice(i, end) } as unknown as P.Reply<string>;
  });
}
