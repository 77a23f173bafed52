/**
 * Compiles an edition's grammar with both kits (grammars/core.ts) and runs it: the fast build for
 * every parse, the careful build only to explain a rejection (PERFORMANCE.md §3: "errors can be paid
 * for only on failure") and to hand rules to callers.
 */
import type P from 'parsimmon';
import { buildLanguage, camel, carefulKit, explainFailure, fastKit, matchedText } from '../grammars/core';
import { matchRecords, matchWith, matcherOf } from '../grammars/fast';
import type { Matcher } from '../grammars/fast';
import type { Kit, Language, Nodes, RuleDefs } from '../grammars/core';
import type { EditionName } from './model/ast';
import { UriSyntaxError } from './model/errors';
import type { UriSyntaxErrorDetails } from './model/errors';

export class CompiledGrammar {
  private fastLanguage: Language | undefined;
  private carefulLanguage: Language | undefined;
  private readonly defs: RuleDefs;
  /** RFC spelling → key in the language */
  private readonly keys = new Map<string, string>();
  /** rule name (either spelling) → its compiled fast-mode function */
  private readonly matchers = new Map<string, Matcher>();

  constructor(
    readonly edition: EditionName,
    /** the RFC number sections are cited under, e.g. '3986' */
    readonly rfc: string,
    private readonly define: (k: Kit) => RuleDefs,
    private readonly capture: ReadonlySet<string>,
  ) {
    this.defs = define(fastKit);
    for (const [key, def] of Object.entries(this.defs)) this.keys.set(def.name, key);
  }

  /** The fast build (compiled to JavaScript by grammars/fast.ts), made on first use. */
  private get fast(): Language {
    if (!this.fastLanguage) this.fastLanguage = buildLanguage(this.defs, fastKit, this.capture);
    return this.fastLanguage;
  }

  /** The careful build, made on first use (most processes never reject anything). */
  private get careful(): Language {
    if (!this.carefulLanguage) this.carefulLanguage = buildLanguage(this.define(carefulKit), carefulKit, this.capture);
    return this.carefulLanguage;
  }

  /** Every production, by its RFC spelling, in the grammar's order. */
  get ruleNames(): string[] {
    return [...this.keys.keys()];
  }

  /** The section a rule is defined in, e.g. '3.2.2' (or 'RFC 6874 §2' for an amendment's rule). */
  section(name: string): string | undefined {
    const key = this.keys.get(name);
    return key === undefined ? undefined : this.defs[key].section;
  }

  /** The language key of a rule given by RFC spelling or by its camelCase key; undefined if none. */
  keyOf(name: string): string | undefined {
    if (this.keys.has(name)) return this.keys.get(name);
    return name in this.defs ? name : undefined;
  }

  /** Parse all of `input` with rule `top` (RFC spelling); the parse tree, or undefined. */
  match(top: string, input: string): Nodes | undefined {
    return matchWith(this.matcher(top), input);
  }

  /**
   * Whether all of `input` is a `top`, leaving the match's flat records in grammars/fast.ts's
   * `records` (until the next match) for an edition that builds its AST from them directly.
   */
  matchRecords(top: string, input: string): boolean {
    return matchRecords(this.matcher(top), input);
  }

  private matcher(top: string): Matcher {
    let m = this.matchers.get(top);
    if (m === undefined) {
      m = matcherOf(this.fast[this.requireKey(top)]);
      this.matchers.set(top, m);
    }
    return m;
  }

  /** Explain why `input` is not a `top`: the error the careful build finds. */
  explain(top: string, input: string): UriSyntaxError {
    const report = explainFailure(this.fast[this.requireKey(top)], input);
    if (!report) {
      // The two builds disagree: a bug in a kit. Say so rather than inventing an explanation.
      throw new Error(`${this.edition}: fast and careful builds disagree on ${JSON.stringify(input)} (${top})`);
    }
    const rule = report.rule ?? top;
    const section = this.section(rule);
    return rejection({
      edition: this.edition,
      input,
      offset: report.offset,
      expected: report.expected,
      rule,
      ...(section !== undefined ? { section } : {}),
      rfc: this.rfc,
    });
  }

  /** A rule as a Parsimmon parser (careful build) yielding the exact text it matched. */
  parser(name: string): P.Parser<string> {
    return matchedText(this.careful[this.requireKey(name)]);
  }

  private requireKey(name: string): string {
    const key = this.keyOf(name);
    if (key === undefined) throw unknownRule(this.edition, name, this.ruleNames);
    return key;
  }
}

/** A rejection's UriSyntaxError: a value that parse() returns, built without a stack trace (below). */
export function rejection(details: UriSyntaxErrorDetails): UriSyntaxError {
  return withoutStack(() => new UriSyntaxError(details));
}

/**
 * Build an error value without capturing a stack trace. A rejection is a value that parse() returns,
 * not an exception: the offset, expected set, rule and section say where the input went wrong, and
 * the frames of the parser's own functions say nothing more. Capturing them costs V8 4-8 µs (bench/:
 * more than the whole rejection without them), paid on every invalid input. Code that throws such
 * an error and wants its own frames calls `Error.captureStackTrace(error)` first.
 */
export function withoutStack<T>(make: () => T): T {
  // V8's Error.stackTraceLimit: typed by @types/node only, and the browser build has no node types
  const V8Error = Error as ErrorConstructor & { stackTraceLimit?: number };
  const limit = V8Error.stackTraceLimit;
  V8Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    V8Error.stackTraceLimit = limit;
  }
}

/** The error for a rule name that is not in the grammar, with the nearest names. */
export function unknownRule(edition: string, name: string, names: readonly string[]): RangeError {
  const near = nearest(name, names);
  const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(', ')}?` : '';
  return new RangeError(`${edition} has no rule named '${name}'.${hint} Its rules: ${names.join(', ')}.`);
}

function nearest(name: string, names: readonly string[]): string[] {
  const want = camel(name).toLowerCase();
  return names
    .map((n) => ({ n, d: distance(want, camel(n).toLowerCase()) }))
    .filter(({ n, d }) => d <= Math.max(2, Math.floor(n.length / 3)) || camel(n).toLowerCase().includes(want))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ n }) => n);
}

/** Levenshtein distance (short rule names only). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}

/** Every node of a tree, depth-first, in input order (an array: iterating a recursive generator costs more than the parse). */
export function walk(nodes: Nodes): Nodes[number][] {
  const out: Nodes[number][] = [];
  const stack: Nodes[number][] = [];
  for (let k = nodes.length - 1; k >= 0; k--) stack.push(nodes[k]);
  while (stack.length !== 0) {
    const n = stack.pop()!;
    out.push(n);
    for (let k = n.children.length - 1; k >= 0; k--) stack.push(n.children[k]);
  }
  return out;
}

/** The first node with one of the given rule names, searching depth-first. */
export function find(nodes: Nodes, ...rules: string[]): Nodes[number] | undefined {
  for (const n of nodes) {
    if (rules.includes(n.rule)) return n;
    const inner = find(n.children, ...rules);
    if (inner) return inner;
  }
  return undefined;
}
