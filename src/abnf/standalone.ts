/**
 * What a module written by `grammar.toSource()` (to-source.ts) runs on: `standalone(spec)` takes the
 * grammar as that module holds it — the start rule and the rules it reaches as plain data, the
 * strategy abnf() chose for each, the start rule's regexp where abnf() proved one safe, and the
 * LL(1) rules (and the PEG reading abnf() asks for trees first) compiled ahead of time as functions
 * (the engine's generated-module code) — and answers `canParse` and `parse` as abnf() does, by the
 * same code (start-rule.ts): the compiled rules through the engine's run-time part
 * (GeneratedGrammar, as the editions run), regular rules by their regexp or their automaton, the
 * rest by the all-ways matcher with the compiled rules as atoms, with the same budgets. Nothing here
 * reads ABNF, builds the kit, compiles, or generates code from strings; the automaton and the
 * all-ways matcher are made from the rules' data when first needed.
 */
import { GeneratedGrammar } from '../engine';
import { tableExplainer } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';
import { Fused, HEX, bits } from '../engine/runtime';
import type { Explainer, GrammarMeta, ModeFactories } from '../engine/runtime';
import type { AbnfNode, AbnfRule } from './ast';
import { PegTrees } from './peg-trees';
import type { ResolvedGrammar } from './resolve';
import { StartRule } from './start-rule';
import type { Strategy } from './start-rule';

/** The version of the data `standalone()` reads; a module written for another is refused. */
export const STANDALONE_FORMAT = 3;

/** How a rule is matched, as a module written by toSource() records it ('regexp' rules split by what decides them). */
export type StandaloneStrategy = 'compiled' | 'regexp' | 'automaton' | 'all-ways';

/** What the compiled rules' code is given: the engine's run-time helpers it calls. */
interface StandaloneHelpers {
  readonly Fused: typeof Fused;
  readonly HEX: typeof HEX;
  readonly bits: typeof bits;
  readonly tableExplainer: (table: ExplainTable) => Explainer;
}

/** A grammar as a module written by toSource() holds it (see the module's comment). */
export interface StandaloneSpec {
  /** STANDALONE_FORMAT of the toSource() that wrote it */
  readonly format: number;
  /** the start rule's key (its name in lower case) */
  readonly start: string;
  /** where the start rule is in the ABNF text (line, column: for the AbnfError a budget gives) */
  readonly at?: readonly [line: number, column: number];
  /** the start rule and every rule it reaches: key, name as written, expression (a `max` of null is no maximum) */
  readonly rules: readonly (readonly [key: string, name: string, node: unknown])[];
  /** how each of those rules is matched */
  readonly strategies: Readonly<Record<string, StandaloneStrategy>>;
  /** the start rule's anchored regexp, where abnf() proved a backtracking regexp safe for it */
  readonly regexp?: { readonly source: string; readonly flags: string };
  /** whether the start rule calls nothing recursively (its rejections then come from its automaton) */
  readonly acyclic: boolean;
  /** the longest input the all-ways matcher takes (null: no limit) */
  readonly limit: number | null;
  /** the LL(1) rules compiled ahead of time (see StandaloneCompiled) */
  readonly compiled?: StandaloneCompiled;
  /**
   * the PEG reading abnf() asks for trees first: the rules it reads (rule key → its name in its
   * build) and its build, when that is not `compiled` itself; absent when it reads no rule
   */
  readonly peg?: { readonly names: Readonly<Record<string, string>>; readonly compiled?: StandaloneCompiled };
}

/**
 * The LL(1) rules compiled ahead of time, as a module written by toSource() holds them. Their shapes
 * are the engine's own (its generated modules' meta and modes), written by toSource() for
 * standalone() to read, and not an API of their own.
 */
export interface StandaloneCompiled {
  /** the engine's meta of the compiled grammar (its rules, the captured ones) */
  readonly meta: object;
  /** rule key → its name in the compiled grammar */
  readonly names: Readonly<Record<string, string>>;
  /** the code of its three modes, as a function of the engine's run-time helpers it calls */
  readonly modes: (helpers: never) => object;
}

/** StandaloneCompiled as standalone() reads it */
interface Compiled {
  readonly meta: GrammarMeta;
  readonly names: Readonly<Record<string, string>>;
  readonly modes: (helpers: StandaloneHelpers) => ModeFactories;
}

/** A node of a parse tree, its rule's name typed as `R` (a module written for TypeScript gives its rule names). */
export interface StandaloneNode<R extends string = string> {
  readonly rule: R;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly StandaloneNode<R>[];
}

/** What `parse()` of a standalone grammar gives: abnf()'s AbnfParse, its rule names typed as `R`. */
export type StandaloneParse<R extends string = string> =
  | { ok: true; tree: StandaloneNode<R>; offset?: undefined }
  | { ok: false; tree?: undefined; offset: number; expected: string[]; rule: R | undefined; reason?: string };

/** A grammar made by standalone(): the start rule's canParse and parse. */
export interface StandaloneGrammar<R extends string = string> {
  /** the start rule, as the grammar spells it */
  readonly start: R;
  /** the rules the start rule reaches, as the grammar spells them */
  readonly ruleNames: readonly R[];
  /** whether all of `input` is the start rule */
  canParse(input: string): boolean;
  /** the parse tree of `input` as the start rule, or why it is not one */
  parse(input: string): StandaloneParse<R>;
}

const HELPERS: StandaloneHelpers = { Fused, HEX, bits, tableExplainer };

/**
 * The grammar a module written by `grammar.toSource()` holds, ready to run (see the module's comment).
 * Not called by hand: a module that toSource() writes calls it with the grammar it holds.
 * @example
 * ```ts
 * import { abnf } from 'uri-editions/abnf';
 *
 * const source = abnf('S = 1*"a"\n', { start: 'S' }).toSource({ format: 'esm' });
 * // import { standalone } from 'uri-editions/abnf';
 * // const grammar = standalone({ format: 3, start: "s", ... });
 * // export function canParse(input) { return grammar.canParse(input); } …
 * source.includes('const grammar = standalone({'); // true
 * ```
 */
export function standalone<R extends string = string>(spec: StandaloneSpec): StandaloneGrammar<R> {
  if (!spec || spec.format !== STANDALONE_FORMAT) {
    throw new Error(`this module was written by toSource() for the standalone format ${String(spec?.format)}; this uri-editions reads format ${STANDALONE_FORMAT}: write it again with this version`);
  }
  return new Standalone(spec) as unknown as StandaloneGrammar<R>;
}

/** an expression as toSource() writes it (`max: null` for no maximum) made an AbnfNode again */
function revive(n: unknown): AbnfNode {
  const node = n as { k: string; xs?: unknown[]; x?: unknown; max?: number | null };
  if (node.k === 'alt' || node.k === 'seq') return { ...node, xs: node.xs!.map(revive) } as AbnfNode;
  if (node.k === 'rep') return { ...node, max: node.max === null ? Infinity : node.max, x: revive(node.x) } as AbnfNode;
  return node as AbnfNode;
}

/** the engine's build of compiled rules, from their code written ahead of time */
function generated(part: StandaloneCompiled): GeneratedGrammar {
  const compiled = part as unknown as Compiled;
  return new GeneratedGrammar({ meta: compiled.meta, ...compiled.modes(HELPERS) });
}

class Standalone {
  readonly start: string;
  readonly ruleNames: readonly string[];
  private readonly answers: StartRule;

  constructor(spec: StandaloneSpec) {
    const rules = new Map<string, AbnfRule>();
    const [line, column] = spec.at ?? [1, 1];
    for (const [key, name, node] of spec.rules) rules.set(key, { name, node: revive(node), at: key === spec.start ? { line, column } : { line: 1, column: 1 }, text: '' });
    const grammar: ResolvedGrammar = { rules, own: [...rules.keys()] };
    this.start = rules.get(spec.start)!.name;
    this.ruleNames = [...rules.values()].map((r) => r.name);
    const compiled = spec.compiled ? generated(spec.compiled) : undefined;
    const kitNames = new Map(Object.entries(spec.compiled?.names ?? {}));
    const pegNames = new Map(Object.entries(spec.peg?.names ?? {}));
    const pegBuild = spec.peg?.compiled ? generated(spec.peg.compiled) : compiled;
    const pegTrees = new PegTrees(grammar, [...pegNames.keys()], pegBuild && { compiled: pegBuild, names: pegNames });
    // 'automaton' is abnf()'s 'regexp' without a regexp
    const strategies = new Map(Object.entries(spec.strategies).map(([k, how]): [string, Strategy] => [k, how === 'automaton' ? 'regexp' : how]));
    const regexp = spec.regexp ? new RegExp(spec.regexp.source, spec.regexp.flags) : undefined;
    this.answers = new StartRule({ grammar, startKey: spec.start, strategies, compiled, kitNames, regexp: () => regexp, acyclic: spec.acyclic, limit: spec.limit ?? Infinity, pegTrees });
  }

  canParse(input: string): boolean {
    if (typeof input !== 'string') throw new TypeError('canParse(input): input must be a string');
    return this.answers.canParse(input);
  }

  parse(input: string): StandaloneParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    return this.answers.parse(input);
  }
}
