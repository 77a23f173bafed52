/**
 * The fast kit's compiler. A grammar written against the `Kit` interface (grammars/core.ts) is
 * recorded by the fast kit as a small expression tree; each language is then compiled into one
 * JavaScript module with one function per rule — a recursive-descent matcher.
 *
 * Why (measured with bench/, see README "Performance"): a tree of Parsimmon closures pays, at every
 * step, for a reply object, a megamorphic call and (with stock combinators) the merging of
 * "expected" sets. The compiled matcher pays for none of these: rules call each other directly (so
 * V8 inlines them), an unbounded character run is one sticky regexp per chunk of up to CHUNK
 * elements (the loop stays in the regexp engine, and the chunk bound keeps its backtrack stack
 * small on 10 MB inputs), and captured rules push parse-tree nodes on one shared stack that a
 * failing alternative resets. Every rule is still a Parsimmon parser (`Parsimmon(fn)` around the
 * compiled function), so it composes with stock Parsimmon.
 *
 * Each language is compiled in two modes from the same tree:
 *  - `fast`: builds the parse tree; used for every parse.
 *  - `explain`: builds no tree, but reports every failure exactly as the careful kit (stock
 *    Parsimmon + core.ts's failure tracker) does — the tracker's records, and Parsimmon's own
 *    furthest failure with its merged "expected" set — so a rejection is explained without running
 *    the careful build (PERFORMANCE.md §3: it costs ~40× a fast parse).
 * The semantics are those of the careful kit: ordered choice that never re-enters an alternative
 * that succeeded, greedy possessive repetition that stops at an empty match, lookaheads that
 * consume nothing and keep no nodes. test/fast-kit.test.ts checks the builds against each other.
 */
import P from 'parsimmon';
import type { CharSet, Node, Nodes, Parser } from './core';
import { FUSE_LIMIT, Fuser, element, hasHigh, table } from './fuse';

// ---------------------------------------------------------------------------------------------
// The expression tree the fast kit records.

export type Expr =
  | { readonly k: 'lit'; readonly text: string; readonly ci: boolean }
  | { readonly k: 'one'; readonly set: CharSet }
  | { readonly k: 'run'; readonly set: CharSet; readonly min: number; readonly max: number }
  | { readonly k: 'seq'; readonly xs: readonly Expr[] }
  | { readonly k: 'alt'; readonly xs: readonly Expr[] }
  | { readonly k: 'opt'; readonly x: Expr }
  | { readonly k: 'many'; readonly x: Expr; readonly min: number; readonly max: number }
  | { readonly k: 'not'; readonly x: Expr }
  | { readonly k: 'ahead'; readonly x: Expr }
  | { readonly k: 'eof' }
  | { readonly k: 'named'; readonly name: string; readonly x: Expr; readonly capture: boolean }
  | { readonly k: 'ref'; readonly key: string; readonly lang: FastLanguage };

/** A compiled matcher: the offset where the match ends, or -1. */
export type Matcher = (input: string, i: number) => number;

const EXPR = Symbol('fast-kit expression');
const MATCHER = Symbol('compiled matcher');

type FastParser = Parser & { [EXPR]?: Expr; [MATCHER]?: Matcher };

const NO_NODES: Nodes = Object.freeze([]) as Nodes;

/** The expression a fast-kit parser stands for (a TypeError for a parser the fast kit did not make). */
export function exprOf(parser: Parser): Expr {
  const e = (parser as FastParser)[EXPR];
  if (!e) throw new TypeError('the fast kit can only combine parsers it made itself');
  return e;
}

/** Whether the fast kit made `parser`. */
export function isFastParser(parser: Parser): boolean {
  return (parser as FastParser)[EXPR] !== undefined;
}

/** A Parsimmon parser standing for `e` (compiled on first direct use, unless `matcher` is given). */
export function parserOf(e: Expr, matcher?: Matcher): Parser {
  let m = matcher;
  const parser = P((input: string, i: number) => {
    if (!m) m = compileStandalone(e, 'fast');
    const mark = R.top;
    const j = m(input, i);
    if (j < 0) {
      R.top = mark;
      return P.makeFailure(i, describe(e)) as P.Reply<Nodes>;
    }
    return P.makeSuccess(j, take(mark));
  }) as FastParser;
  parser[EXPR] = e;
  if (matcher) parser[MATCHER] = matcher;
  return parser;
}

function describe(e: Expr): string {
  if (e.k === 'named') return e.name;
  if (e.k === 'ref') return e.key;
  if (e.k === 'lit') return JSON.stringify(e.text);
  if (e.k === 'one' || e.k === 'run') return e.set.name;
  return e.k;
}

// ---------------------------------------------------------------------------------------------
// The fast mode's parse tree, recorded flat.

/**
 * While a compiled matcher runs, every captured rule that succeeds appends one record — rule id,
 * start, end, and `mark`, the number of records there were when the rule began (so the records
 * from `mark` on are its descendants) — to these typed arrays: no object is allocated during the
 * match. Whoever backtracks (an alternative, an option, a repetition, a lookahead) resets `top` to
 * what it was. After a match, the records are read directly (`Records`, for the editions' hot
 * paths) or turned into the `Node` tree.
 */
export interface Records {
  /** records [0, top) */
  top: number;
  rule: Int32Array;
  start: Int32Array;
  end: Int32Array;
  mark: Int32Array;
}

const R: Records = { top: 0, rule: new Int32Array(64), start: new Int32Array(64), end: new Int32Array(64), mark: new Int32Array(64) };
/** The records of the last successful `matchRecords`, until the next match. */
export const records: Readonly<Records> = R;

/** rule name → id, for the records */
const ruleIds = new Map<string, number>();
const ruleNames: string[] = [];

/** The id records use for rule `name`. */
export function ruleId(name: string): number {
  let id = ruleIds.get(name);
  if (id === undefined) {
    id = ruleNames.length;
    ruleNames.push(name);
    ruleIds.set(name, id);
  }
  return id;
}

function capture(id: number, start: number, end: number, mark: number): void {
  const t = R.top;
  if (t === R.rule.length) grow();
  R.rule[t] = id;
  R.start[t] = start;
  R.end[t] = end;
  R.mark[t] = mark;
  R.top = t + 1;
}

function grow(): void {
  const size = R.rule.length * 2;
  for (const k of ['rule', 'start', 'end', 'mark'] as const) {
    const a = new Int32Array(size);
    a.set(R[k]);
    R[k] = a;
  }
}

/** The records [from, R.top) as Nodes (records are in post-order: children before their parent), popped. */
function take(from: number): Nodes {
  const to = R.top;
  R.top = from;
  if (to === from) return NO_NODES;
  const nodes = nodesIn(from, to);
  if (R.rule.length > 1 << 16 && from === 0) shrink();
  return nodes;
}

/**
 * The nodes of the records [from, to) that are not inside another of them, each with its children:
 * the last record is one, and the one before a record's descendants (its `mark`) is the previous.
 * Recursion goes as deep as captured rules nest in the grammar, not as long as the input.
 */
function nodesIn(from: number, to: number): Node[] {
  const { rule, start, end, mark } = R;
  let count = 0;
  for (let c = to - 1; c >= from; c = mark[c] - 1) count++;
  const out: Node[] = new Array<Node>(count);
  for (let c = to - 1, k = count - 1; c >= from; c = mark[c] - 1, k--) {
    out[k] = { rule: ruleNames[rule[c]], start: start[c], end: end[c], children: mark[c] === c ? NO_NODES : nodesIn(mark[c], c) };
  }
  return out;
}

/** Do not keep a huge parse's records alive. */
function shrink(): void {
  R.rule = new Int32Array(64);
  R.start = new Int32Array(64);
  R.end = new Int32Array(64);
  R.mark = new Int32Array(64);
}

/** Run a compiled rule over the whole of `input`: its nodes, or undefined when it does not match all of it. */
export function matchAll(parser: Parser, input: string): Nodes | undefined {
  return matchWith(matcherOf(parser), input);
}

/** The compiled fast-mode function of a fast-kit parser. */
export function matcherOf(parser: Parser): Matcher {
  const p = parser as FastParser;
  return p[MATCHER] ?? (p[MATCHER] = compileStandalone(exprOf(parser), 'fast'));
}

/** Run a compiled matcher over the whole of `input`: its nodes, or undefined when it does not match all of it. */
export function matchWith(m: Matcher, input: string): Nodes | undefined {
  return matchRecords(m, input) ? take(0) : undefined;
}

/**
 * Run a compiled matcher over the whole of `input`; whether it matched. Its records are left in
 * `records` (until the next match) for a caller that reads them without building the tree.
 */
export function matchRecords(m: Matcher, input: string): boolean {
  R.top = 0;
  if (m(input, 0) === input.length) return true;
  R.top = 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// The explain mode's failure reports.

/** The careful kit's failure tracker (core.ts), as the explain mode drives it. */
export interface TrackerLike {
  suspended: number;
  reset(): void;
  enter(name: string, start: number): void;
  leave(): void;
  record(offset: number, label: string): void;
  report(): { offset: number; expected: string[]; rule: string | undefined };
}

/**
 * Parsimmon's own furthest failure, as its replies would carry it: every combinator merges its
 * children's replies (the furthest offset wins; equal offsets union their "expected"), except where
 * the careful kit builds fresh replies — around a repetition and a lookahead.
 */
const X: { far: number; exp: string[] } = { far: -1, exp: [] };

function merge(i: number, label: string): void {
  if (i > X.far) {
    X.far = i;
    X.exp = [label];
  } else if (i === X.far) X.exp.push(label);
}

function mergeAll(i: number, labels: readonly string[]): void {
  for (const label of labels) merge(i, label);
  if (labels.length === 0 && i > X.far) {
    X.far = i;
    X.exp = [];
  }
}

let TR: TrackerLike | undefined;

/** A terminal failed at `i`: the tracker records it, and it is a Parsimmon failure reply. */
function fail(i: number, label: string): void {
  TR!.record(i, label);
  merge(i, label);
}

/**
 * What `explainFailure` (core.ts) reports for a careful parser of `parser`'s grammar over `input`
 * — `P.seq(parser, eof).parse(input)` with the tracker — computed by the explain-mode matcher.
 * undefined when the parser matches all of `input`.
 */
export function explainCompiled(
  parser: Parser,
  input: string,
  tracker: TrackerLike,
): { offset: number; expected: string[]; rule: string | undefined } | undefined {
  const e = exprOf(parser);
  const m = e.k === 'ref' ? trackerFor(e.lang, e.key) : compileStandalone(e, 'explain');
  TR = tracker;
  tracker.reset();
  X.far = -1;
  X.exp = [];
  try {
    const end = m(input, 0);
    if (end === input.length) return undefined;
    if (end >= 0) fail(end, 'end of input'); // the careful kit's eof after the parser
    const report = tracker.report();
    // Parsimmon's own furthest failure is authoritative for the offset; the tracker adds rule names.
    const offset = Math.max(report.offset, X.far);
    if (offset !== report.offset) return { offset, expected: [...new Set(X.exp)].sort(), rule: undefined };
    return report;
  } finally {
    tracker.reset();
    TR = undefined;
    X.exp = [];
  }
}

// ---------------------------------------------------------------------------------------------
// Languages: every rule of a grammar compiled into one module, so rules call each other directly.

export interface FastLanguage {
  /** the fast-mode rules by key, filled in once the whole language is compiled */
  matchers: Record<string, Matcher>;
  /** the explain-mode rules, compiled on the first rejection */
  trackers?: Record<string, Matcher>;
  /** each rule's expression, with its named wrapper */
  rules: Record<string, Expr>;
}

/**
 * Compile a grammar: `build(refs)` returns each rule's body, given a parser per rule that refers to
 * it; `names` gives each key's RFC spelling and `capture` the rules that become parse-tree nodes.
 */
export function compileLanguage(
  keys: readonly string[],
  names: Readonly<Record<string, string>>,
  capture: ReadonlySet<string>,
  build: (refs: Readonly<Record<string, Parser>>) => Readonly<Record<string, Parser>>,
): Record<string, Parser> {
  const lang: FastLanguage = { matchers: {}, rules: {} };
  const refs: Record<string, Parser> = {};
  for (const key of keys) refs[key] = parserOf({ k: 'ref', key, lang });
  const bodies = build(refs);
  for (const key of keys) {
    lang.rules[key] = { k: 'named', name: names[key], x: exprOf(bodies[key]), capture: capture.has(names[key]) };
  }
  lang.matchers = compileModule(lang, 'fast');
  const out: Record<string, Parser> = {};
  for (const key of keys) out[key] = parserOf(exprOf(refs[key]), lang.matchers[key]);
  return out;
}

function trackerFor(lang: FastLanguage, key: string): Matcher {
  if (!lang.trackers) lang.trackers = compileModule(lang, 'explain');
  return lang.trackers[key];
}

type Mode = 'fast' | 'explain';

function compileModule(lang: FastLanguage, mode: Mode): Record<string, Matcher> {
  const gen = new Generator(lang, mode);
  const keys = Object.keys(lang.rules);
  const body = keys.map((key) => gen.fn(fnName(key), lang.rules[key])).join('\n');
  return gen.link(body, `{ ${keys.map((k) => `${JSON.stringify(k)}: ${fnName(k)}`).join(', ')} }`) as Record<string, Matcher>;
}

/** Compile one expression on its own (a fast-kit parser used directly, outside a language). */
function compileStandalone(e: Expr, mode: Mode): Matcher {
  const gen = new Generator(undefined, mode);
  return gen.link(gen.fn('main', e), 'main') as Matcher;
}

function fnName(key: string): string {
  return `r_${key.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

// ---------------------------------------------------------------------------------------------
// Code generation.

/** Largest rule (in expression nodes, its own rules expanded) the fast mode expands in place. */
const INLINE_LIMIT = 0;

/**
 * Longest stretch of input one execution of a run's regexp sees. On a longer input the run is
 * matched window by window — `input.substring(p, p + RUN_WINDOW)` is a slice of the input, not a
 * copy — so whatever its regexp pushes on V8's backtrack stack is bounded by the window (V8
 * overflows near 8 M entries: PERFORMANCE.md §7).
 */
const RUN_WINDOW = 1 << 16;

/**
 * The sticky regexp for a run of a set's elements: `[cls]+`, or `(?:[cls]+|%XX)+` (one regexp
 * iteration per stretch of single characters). Single characters are tried before the triplet, as
 * in `CharSet.element()`, so a "%" in the class is taken on its own.
 */
function runRegexp(set: CharSet): RegExp {
  if (set.cls === '' && !set.pct) return /(?!)/y;
  if (!set.pct) return new RegExp(`[${set.cls}]+`, 'y');
  const plus = set.cls === '' ? '' : `[${set.cls}]+|`;
  return new RegExp(`(?:${plus}%[0-9A-Fa-f]{2})+`, 'y');
}

const HEX_TABLE = table('0-9A-Fa-f');

class Generator {
  private readonly constants: unknown[] = [];
  private readonly constantNames: string[] = [];
  private readonly interned = new Map<unknown, string>();
  private label = 0;
  private readonly fuser: Fuser;
  /** false while generating the JavaScript fallback of a fused stretch */
  private fusing = true;
  /** rules being expanded in place, and each rule's size once expanded (Infinity: recursive) */
  private readonly inlining = new Set<string>();
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly lang: FastLanguage | undefined,
    private readonly mode: Mode,
  ) {
    this.fuser = new Fuser(lang);
  }

  /** Whether to expand rule `key` in place: not recursive, and small once expanded. */
  private inlinable(key: string): boolean {
    return !this.inlining.has(key) && this.size({ k: 'ref', key, lang: this.lang! }) <= INLINE_LIMIT;
  }

  /** The number of expression nodes of `e` with its rules expanded (Infinity when recursive). */
  private size(e: Expr): number {
    switch (e.k) {
      case 'seq':
      case 'alt':
        return e.xs.reduce((n, x) => n + this.size(x), 1);
      case 'opt':
      case 'many':
      case 'not':
      case 'ahead':
      case 'named':
        return 1 + this.size(e.x);
      case 'ref': {
        if (e.lang !== this.lang) return 1;
        const known = this.sizes.get(e.key);
        if (known !== undefined) return known;
        this.sizes.set(e.key, Infinity);
        const n = 1 + this.size(e.lang.rules[e.key]);
        this.sizes.set(e.key, n);
        return n;
      }
      default:
        return 1;
    }
  }

  /** A rule (or standalone expression) as a function declaration. */
  fn(name: string, e: Expr): string {
    return `function ${name}(input, i) {\n  let p = i, c = 0, t = 0;\n  F: {\n${this.expr(e, 'F', '    ')}    return p;\n  }\n  return -1;\n}\n`;
  }

  /** Evaluate the generated module; `result` is the expression it returns. */
  link(body: string, result: string): unknown {
    const src = `"use strict";\n${body}\nreturn ${result};`;
    const factory = new Function('R', 'X', 'capture', 'fail', 'merge', 'mergeAll', 'tracker', 'HEX', ...this.constantNames, src);
    return factory(R, X, capture, fail, merge, mergeAll, () => TR!, HEX_TABLE, ...this.constants);
  }

  /** A module-level constant (interned: one per distinct value). */
  private constant(value: unknown, key: unknown = value): string {
    let name = this.interned.get(key);
    if (name === undefined) {
      name = `K${this.constants.length}`;
      this.constants.push(value);
      this.constantNames.push(name);
      this.interned.set(key, name);
    }
    return name;
  }

  private str(s: string): string {
    return this.constant(s, `str:${s}`);
  }

  private next(): number {
    return this.label++;
  }

  /** A test that character code `c` is a single-character element of `set`. */
  private setTest(set: CharSet, c: string): string {
    const t = this.constant(table(set.cls), `table:${set.cls}`);
    if (!hasHigh(set.cls)) return `(${c} < 128 && ${t}[${c}] === 1)`;
    const hi = this.constant(new RegExp(`^[${set.cls}]$`), `high:${set.cls}`);
    return `(${c} < 128 ? ${t}[${c}] === 1 : ${c} === ${c} && ${hi}.test(String.fromCharCode(${c})))`;
  }

  /** The statements that report a failure at `at` (explain mode) and leave through `fail`. */
  private failing(at: string, label: string, failTo: string): string {
    return this.mode === 'explain' ? `{ fail(${at}, ${this.str(label)}); break ${failTo}; }` : `break ${failTo};`;
  }

  /** Statements that match `e` at `p`, advancing `p`; on failure they `break fail`. */
  private expr(e: Expr, fail: string, ind: string): string {
    if (this.mode === 'fast' && this.fusing && this.fuser.worth(e)) return this.fused(e, fail, ind);
    return this.step(e, fail, ind);
  }

  /**
   * Fast mode: skip a choice's alternative, an option or an iteration at once when the next
   * character cannot begin it (its FIRST set; failing there is what it would do anyway). The
   * explain mode runs it all: it must see every failure the careful kit sees.
   */
  private guard(e: Expr, failTo: string, ind: string): string {
    if (this.mode !== 'fast' || e.k === 'lit' || e.k === 'one') return '';
    const first = this.fuser.first(e);
    if (!first) return '';
    const t = this.constant(first.ascii, `first:${first.ascii.join('')}`);
    const test = first.high ? `(c < 128 ? ${t}[c] === 1 : c === c)` : `(c < 128 && ${t}[c] === 1)`;
    return `${ind}c = input.charCodeAt(p);\n${ind}if (!${test}) break ${failTo};\n`;
  }

  /** A regular stretch: one regexp (grammars/fuse.ts), or JavaScript on inputs too long for it. */
  private fused(e: Expr, fail: string, ind: string): string {
    const re = this.constant(this.fuser.regexp(e), {});
    this.fusing = false;
    const fallback = this.step(e, fail, ind + '  ');
    this.fusing = true;
    let s = `${ind}if (input.length <= ${FUSE_LIMIT}) {\n`;
    s += `${ind}  ${re}.lastIndex = p;\n${ind}  if (!${re}.test(input)) break ${fail};\n${ind}  p = ${re}.lastIndex;\n`;
    return s + `${ind}} else {\n${fallback}${ind}}\n`;
  }

  private step(e: Expr, fail: string, ind: string): string {
    const explain = this.mode === 'explain';
    switch (e.k) {
      case 'lit':
        return this.lit(e.text, e.ci, fail, ind);
      case 'one': {
        let s = `${ind}c = input.charCodeAt(p);\n`;
        s += `${ind}if (${this.setTest(e.set, 'c')}) p++;\n`;
        if (e.set.pct) s += `${ind}else if (c === 37 && ${pctAt('p')}) p += 3;\n`;
        return s + `${ind}else ${this.failing('p', e.set.name, fail)}\n`;
      }
      case 'run':
        return this.run(e.set, e.min, e.max, fail, ind);
      case 'seq':
        return e.xs.map((x) => this.expr(x, fail, ind)).join('');
      case 'alt': {
        if (e.xs.length === 0) return explain ? `${ind}merge(p, "zero alternates");\n${ind}break ${fail};\n` : `${ind}break ${fail};\n`;
        const n = this.next();
        let s = `${ind}A${n}: {\n${ind}  const s${n} = p, m${n} = R.top;\n`;
        e.xs.forEach((x, k) => {
          const f = `A${n}_${k}`;
          s += `${ind}  ${f}: {\n${this.guard(x, f, ind + '    ')}${this.expr(x, f, ind + '    ')}${ind}    break A${n};\n${ind}  }\n`;
          s += `${ind}  p = s${n};\n${ind}  R.top = m${n};\n`;
        });
        return s + `${ind}  break ${fail};\n${ind}}\n`;
      }
      case 'opt': {
        const n = this.next();
        let s = `${ind}O${n}: {\n${ind}  const s${n} = p, m${n} = R.top;\n`;
        s += `${ind}  O${n}_f: {\n${this.guard(e.x, `O${n}_f`, ind + '    ')}${this.expr(e.x, `O${n}_f`, ind + '    ')}${ind}    break O${n};\n${ind}  }\n`;
        return s + `${ind}  p = s${n};\n${ind}  R.top = m${n};\n${ind}}\n`;
      }
      case 'many':
        return this.many(e.x, e.min, e.max, fail, ind);
      case 'not':
      case 'ahead': {
        // Lookaheads consume nothing and keep no nodes. In explain mode the tracker is suspended
        // inside, and the careful kit's fresh reply replaces whatever failed inside.
        const n = this.next();
        const neg = e.k === 'not';
        let s = `${ind}{\n${ind}  const s${n} = p, m${n} = R.top;\n`;
        if (explain) s += `${ind}  const f${n} = X.far, x${n} = X.exp;\n${ind}  X.far = -1; X.exp = [];\n${ind}  tracker().suspended++;\n`;
        const restore = `p = s${n}; R.top = m${n};${explain ? ` tracker().suspended--; X.far = f${n}; X.exp = x${n};` : ''}`;
        const failure = explain ? `merge(p, ${this.str(neg ? 'not lookahead' : 'lookahead')}); ` : '';
        s += `${ind}  L${n}: {\n${this.expr(e.x, `L${n}`, ind + '    ')}`;
        // the inner expression matched
        s += neg ? `${ind}    ${restore}\n${ind}    ${failure}break ${fail};\n` : `${ind}    ${restore}\n${ind}    break L${n}_ok;\n`;
        s += `${ind}  }\n`;
        // the inner expression failed
        s += neg ? `${ind}  ${restore}\n` : `${ind}  ${restore}\n${ind}  ${failure}break ${fail};\n`;
        s += `${ind}}\n`;
        return neg ? s : `${ind}L${n}_ok: ${s.trimStart()}`;
      }
      case 'eof':
        return `${ind}if (p !== input.length) ${this.failing('p', 'end of input', fail)}\n`;
      case 'named': {
        const n = this.next();
        if (explain) {
          const name = this.str(e.name);
          let s = `${ind}W${n}: {\n${ind}  tracker().enter(${name}, p);\n`;
          s += `${ind}  W${n}_f: {\n${this.expr(e.x, `W${n}_f`, ind + '    ')}${ind}    tracker().leave();\n${ind}    break W${n};\n${ind}  }\n`;
          return s + `${ind}  tracker().leave();\n${ind}  break ${fail};\n${ind}}\n`;
        }
        if (!e.capture) return this.expr(e.x, fail, ind);
        let s = `${ind}{\n${ind}  const s${n} = p, m${n} = R.top;\n`;
        s += this.expr(e.x, fail, ind + '  ');
        return s + `${ind}  capture(${ruleId(e.name)}, s${n}, p, m${n});\n${ind}}\n`;
      }
      case 'ref': {
        // fast mode: a non-recursive rule of this grammar is expanded in place (no call)
        if (this.mode === 'fast' && e.lang === this.lang && this.inlinable(e.key)) {
          this.inlining.add(e.key);
          const body = this.expr(e.lang.rules[e.key], fail, ind);
          this.inlining.delete(e.key);
          return body;
        }
        let call: string;
        if (this.lang !== undefined && e.lang === this.lang) call = fnName(e.key);
        else call = `${this.constant(e.lang)}.${this.mode === 'fast' ? 'matchers' : 'trackers'}[${JSON.stringify(e.key)}]`;
        if (this.mode === 'explain' && e.lang !== this.lang) trackerFor(e.lang, e.key);
        return `${ind}t = ${call}(input, p);\n${ind}if (t < 0) break ${fail};\n${ind}p = t;\n`;
      }
    }
  }

  private lit(text: string, ci: boolean, fail: string, ind: string): string {
    const n = text.length;
    if (n === 0) return '';
    const label = JSON.stringify(text);
    if (n > 8 && !ci) return `${ind}if (!input.startsWith(${JSON.stringify(text)}, p)) ${this.failing('p', label, fail)}\n${ind}p += ${n};\n`;
    const tests: string[] = [];
    for (let k = 0; k < n; k++) {
      const code = text.charCodeAt(k);
      const at = k === 0 ? 'p' : `p + ${k}`;
      const lower = code | 0x20;
      // RFC 5234 §2.3: quoted strings are case-insensitive for the ASCII letters
      if (ci && lower >= 0x61 && lower <= 0x7a) tests.push(`(input.charCodeAt(${at}) | 32) !== ${lower}`);
      else tests.push(`input.charCodeAt(${at}) !== ${code}`);
    }
    return `${ind}if (${tests.join(' || ')}) ${this.failing('p', label, fail)}\n${ind}p += ${n};\n`;
  }

  private run(set: CharSet, min: number, max: number, fail: string, ind: string): string {
    const n = this.next();
    const name = set.name;
    let s: string;
    if (max === Infinity && min <= 1) {
      // Unbounded: one sticky regexp per chunk of up to CHUNK elements, repeated while the next
      // character can begin an element (so a run shorter than a chunk costs one regexp call).
      // Unbounded: one sticky regexp; on an input longer than RUN_WINDOW, window by window — a
      // run that stops within two characters of a window's end may go on (a triplet cut in two).
      const re = this.constant(runRegexp(set), `run:${set.pct}:${set.cls}`);
      const begins = set.pct ? `(${this.setTest(set, 'c')} || c === 37)` : this.setTest(set, 'c');
      s = `${ind}{\n${ind}  const s${n} = p;\n`;
      s += `${ind}  c = input.charCodeAt(p);\n`;
      s += `${ind}  if (${begins}) {\n`;
      s += `${ind}    if (input.length <= ${RUN_WINDOW}) {\n${ind}      ${re}.lastIndex = p;\n${ind}      if (${re}.test(input)) p = ${re}.lastIndex;\n`;
      s += `${ind}    } else {\n${ind}      for (;;) {\n`;
      s += `${ind}        const w = input.substring(p, p + ${RUN_WINDOW});\n${ind}        ${re}.lastIndex = 0;\n`;
      s += `${ind}        if (!${re}.test(w)) break;\n${ind}        p += ${re}.lastIndex;\n`;
      s += `${ind}        if (${re}.lastIndex < w.length - 2 || p >= input.length) break;\n${ind}      }\n${ind}    }\n${ind}  }\n`;
      if (min === 1) s += `${ind}  if (p === s${n}) ${this.failing('p', name, fail)}\n`;
    } else {
      // Counted (1*4HEXDIG, 2DIGIT …): element by element.
      s = `${ind}{\n${ind}  let n${n} = 0;\n${ind}  for (;;) {\n`;
      if (max !== Infinity) s += `${ind}    if (n${n} === ${max}) break;\n`;
      s += `${ind}    c = input.charCodeAt(p);\n`;
      s += `${ind}    if (${this.setTest(set, 'c')}) p++;\n`;
      if (set.pct) s += `${ind}    else if (c === 37 && ${pctAt('p')}) p += 3;\n`;
      s += `${ind}    else break;\n${ind}    n${n}++;\n${ind}  }\n`;
      if (min > 0) s += `${ind}  if (n${n} < ${min}) ${this.failing('p', name, fail)}\n`;
    }
    if (this.mode === 'explain') {
      // the careful kit: a run that stopped early could have gone on, so its set is one of the
      // things expected where it stopped
      const when = max === Infinity ? '' : 'if (p < input.length) ';
      s += `${ind}  ${when}tracker().record(p, ${this.str(name)});\n`;
    }
    return s + `${ind}}\n`;
  }

  private many(x: Expr, min: number, max: number, fail: string, ind: string): string {
    const n = this.next();
    const explain = this.mode === 'explain';
    let s = `${ind}{\n${ind}  let n${n} = 0;\n`;
    // explain: the careful kit's repetition builds a fresh reply — the iterations' failures are
    // dropped on success; on failure it is "expected whatever the last iteration expected", at the
    // end of the last iteration that succeeded
    if (explain) s += `${ind}  const f${n} = X.far, x${n} = X.exp;\n${ind}  let e${n} = null;\n`;
    s += `${ind}  M${n}: for (;;) {\n`;
    if (max !== Infinity) s += `${ind}    if (n${n} === ${max}) break;\n`;
    const chunk = this.mode === 'fast' && max === Infinity && min <= 1 ? this.fuser.chunk(x) : undefined;
    if (chunk) {
      // many iterations at once (each of its runs at most CHUNK elements long); the JavaScript
      // iteration below takes the one the regexp could not (a longer run), or ends the loop
      const k = this.constant(chunk, {});
      s += `${ind}    ${k}.lastIndex = p;\n${ind}    if (${k}.test(input) && ${k}.lastIndex > p) { p = ${k}.lastIndex; n${n} = 1; }\n`;
    }
    s += `${ind}    const s${n} = p, m${n} = R.top;\n`;
    if (explain) s += `${ind}    X.far = -1; X.exp = [];\n`;
    s += `${ind}    M${n}_f: {\n${this.guard(x, `M${n}_f`, ind + '      ')}${this.expr(x, `M${n}_f`, ind + '      ')}`;
    // an empty match would repeat forever: it ends the repetition, and is not counted
    s += `${ind}      if (p === s${n}) { R.top = m${n};${explain ? ` e${n} = null;` : ''} break M${n}; }\n`;
    s += `${ind}      n${n}++;\n${ind}      continue M${n};\n${ind}    }\n`;
    s += `${ind}    p = s${n};\n${ind}    R.top = m${n};\n`;
    if (explain) s += `${ind}    e${n} = X.exp;\n`;
    s += `${ind}    break;\n${ind}  }\n`;
    if (explain) s += `${ind}  X.far = f${n}; X.exp = x${n};\n`;
    if (min > 0) {
      const failure = explain ? `{ mergeAll(p, e${n} === null ? ["more"] : e${n}); break ${fail}; }` : `break ${fail};`;
      s += `${ind}  if (n${n} < ${min}) ${failure}\n`;
    }
    return s + `${ind}}\n`;
  }
}

/** "%" HEXDIG HEXDIG at `p` (the "%" already checked). */
function pctAt(p: string): string {
  return `(t = input.charCodeAt(${p} + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(${p} + 2)) < 128 && HEX[t] === 1`;
}
