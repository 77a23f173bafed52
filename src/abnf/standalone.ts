/**
 * What a module written by `grammar.toSource()` (to-source.ts) runs on: `standalone(spec)` takes the
 * grammar as that module holds it — the start rule and the rules it reaches as plain data, the
 * strategy abnf() chose for each, the start rule's regexp where abnf() proved one safe, and the
 * LL(1) rules compiled ahead of time as functions (the engine's generated-module code) — and answers
 * `canParse` and `parse` as abnf() does, by the same strategy: the compiled rules through the engine's
 * run-time part (GeneratedGrammar, as the editions run), regular rules by their regexp or their
 * automaton, the rest by the all-ways matcher with the compiled rules as atoms. Nothing here reads
 * ABNF, builds the kit, compiles, or generates code from strings; the automaton and the all-ways
 * matcher are made from the rules' data when first needed.
 */
import { GeneratedGrammar } from '../engine';
import { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';
import { Fused, HEX, bits } from '../engine/runtime';
import type { GrammarMeta, Matchers, ModeFactories } from '../engine/runtime';
import type { Node } from '../engine';
import { AllWays } from './all-ways';
import type { Atom } from './all-ways';
import type { AbnfNode, AbnfRule } from './ast';
import type { Automaton } from './automaton';
import { RuleAutomata } from './rule-automata';
import { derive } from './derive';
import type { ResolvedGrammar } from './resolve';

/** The version of the data `standalone()` reads; a module written for another is refused. */
export const STANDALONE_FORMAT = 1;

/** How a rule is matched, as a module written by toSource() records it ('regexp' rules split by what decides them). */
export type StandaloneStrategy = 'compiled' | 'regexp' | 'automaton' | 'all-ways';

/** What the compiled rules' code is given: the engine's run-time helpers it calls. */
interface StandaloneHelpers {
  readonly Fused: typeof Fused;
  readonly HEX: typeof HEX;
  readonly bits: typeof bits;
  readonly explainMatchers: (E: ExplainRuntime, table: ExplainTable) => Matchers;
}

/** A grammar as a module written by toSource() holds it (see the module's comment). */
export interface StandaloneSpec {
  /** STANDALONE_FORMAT of the toSource() that wrote it */
  readonly format: number;
  /** the start rule's key (its name in lower case) */
  readonly start: string;
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

const HELPERS: StandaloneHelpers = { Fused, HEX, bits, explainMatchers };

/**
 * The grammar a module written by `grammar.toSource()` holds, ready to run (see the module's comment).
 * Not called by hand: a module that toSource() writes calls it with the grammar it holds.
 * @example
 * ```ts
 * import { abnf } from 'uri-editions/abnf';
 *
 * const source = abnf('S = 1*"a"\n', { start: 'S' }).toSource({ format: 'esm' });
 * // import { standalone } from 'uri-editions/abnf';
 * // const grammar = standalone({ format: 1, start: "s", ... });
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

class Standalone {
  readonly start: string;
  readonly ruleNames: readonly string[];
  private readonly grammar: ResolvedGrammar;
  private readonly startKey: string;
  private readonly how: StandaloneStrategy;
  private readonly limit: number;
  private readonly compiled: GeneratedGrammar | undefined;
  private readonly kitNames = new Map<string, string>();
  /** engine name → ABNF name */
  private readonly abnfNames = new Map<string, string>();
  private readonly regexp: RegExp | undefined;
  private startAutomata: RuleAutomata | undefined;
  private allWays: AllWays | undefined;
  private tracking: AllWays | undefined;
  private wide: AllWays | undefined;
  private explainers: Matchers | undefined;
  private modes: ModeFactories | undefined;
  private readonly explaining = new ExplainRuntime();

  constructor(private readonly spec: StandaloneSpec) {
    const rules = new Map<string, AbnfRule>();
    for (const [key, name, node] of spec.rules) rules.set(key, { name, node: revive(node), at: { line: 1, column: 1 }, text: '' });
    this.grammar = { rules, own: [...rules.keys()] };
    this.startKey = spec.start;
    this.start = rules.get(spec.start)!.name;
    this.ruleNames = [...rules.values()].map((r) => r.name);
    this.how = spec.strategies[spec.start];
    this.limit = spec.limit ?? Infinity;
    if (spec.compiled) {
      const compiled = spec.compiled as unknown as Compiled;
      const modes = (this.modes = compiled.modes(HELPERS));
      this.compiled = new GeneratedGrammar({ meta: compiled.meta, ...modes });
      for (const [key, name] of Object.entries(compiled.names)) {
        this.kitNames.set(key, name);
        const rule = rules.get(key);
        if (rule) this.abnfNames.set(name, rule.name);
      }
    }
    if (spec.regexp) this.regexp = new RegExp(spec.regexp.source, spec.regexp.flags);
  }

  private named(name: string): string {
    return this.abnfNames.get(name) ?? name;
  }

  /** the start rule's automaton for inputs of `length` code units, when it has one (as abnf() makes it) */
  private automaton(length: number): Automaton | undefined {
    return (this.startAutomata ??= new RuleAutomata(this.grammar, this.startKey)).of(length);
  }

  /**
   * The compiled rules as atoms of the all-ways matcher (toolkit.ts's atomMap): the end of each one's
   * PEG match; with `track`, the explaining mode's furthest failure inside it too (the careful
   * build's reply, which that mode reproduces).
   */
  private atoms(track: boolean): Map<string, Atom> {
    const atoms = new Map<string, Atom>();
    const compiled = this.compiled;
    if (!compiled) return atoms;
    const E = this.explaining;
    for (const [key, how] of Object.entries(this.spec.strategies)) {
      if (how !== 'compiled') continue;
      const kit = this.kitNames.get(key)!;
      if (!track) {
        atoms.set(key, (input, pos) => ({ end: compiled.prefix(kit, input, pos), furthest: -1, expected: [] }));
        continue;
      }
      const engineKey = compiled.keyOf(kit)!;
      atoms.set(key, (input, pos) => {
        const explainers = (this.explainers ??= this.modes!.explain(E));
        E.far = -1;
        E.exp = [];
        E.tracker.reset();
        const end = explainers[engineKey](input, pos);
        return { end, furthest: E.far, expected: [...new Set(E.exp)].map((e) => this.named(e)) };
      });
    }
    return atoms;
  }

  private matcher(): AllWays {
    return (this.allWays ??= new AllWays(this.grammar, { limit: this.limit, atoms: this.atoms(false) }));
  }

  canParse(input: string): boolean {
    if (typeof input !== 'string') throw new TypeError('canParse(input): input must be a string');
    if (this.how === 'compiled') return this.compiled!.matches(this.kitNames.get(this.startKey)!, input);
    if (this.how === 'regexp' && this.regexp) {
      try {
        return this.regexp.test(input);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // the regexp engine's backtracking stack is exhausted (inputs of megabytes): as abnf() does
        this.wide ??= new AllWays(this.grammar, { limit: Infinity, atoms: this.atoms(false) });
        return this.wide.accepts(this.start, input);
      }
    }
    if (this.how === 'regexp' || this.how === 'automaton') {
      const auto = this.automaton(input.length);
      if (auto) return auto.test(input);
    }
    if (input.length > this.limit) throw new RangeError(`the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}`);
    return this.matcher().accepts(this.start, input);
  }

  parse(input: string): StandaloneParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    if (this.how === 'compiled') {
      const kit = this.kitNames.get(this.startKey)!;
      const tree = this.compiled!.tree(kit, input);
      if (tree) return { ok: true, tree: this.withText(tree[0], input) };
      // a rejection of a regular rule: its automaton's furthest failure (as abnf() reports it)
      const failed = this.spec.acyclic ? this.automaton(input.length)?.parse(input) : undefined;
      if (failed && !failed.ok && failed.reason === undefined) return failed;
      const f = this.compiled!.explain(kit, input);
      return { ok: false, offset: f.offset, expected: f.expected.map((e) => this.named(e)), rule: f.rule === undefined ? undefined : this.named(f.rule) };
    }
    if (this.how === 'regexp' || this.how === 'automaton') {
      const auto = this.automaton(input.length);
      if (auto) return auto.parse(input);
    }
    if (input.length > this.limit) {
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: `the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}` };
    }
    const m = (this.tracking ??= new AllWays(this.grammar, { limit: this.limit, track: true, atoms: this.atoms(true) }));
    const ends = m.ends(this.start, input);
    if (ends.includes(input.length)) return { ok: true, tree: m.deep(() => derive(m, input, this.startKey, 0, input.length)) };
    const offset = ends.length > 0 ? Math.max(m.furthest, ends[ends.length - 1]) : m.furthest;
    return { ok: false, offset, expected: m.expected.size > 0 ? [...m.expected].sort() : ['end of input'], rule: m.failRule };
  }

  private withText(n: Node, input: string): StandaloneNode {
    return { rule: this.named(n.rule), start: n.start, end: n.end, text: input.slice(n.start, n.end), children: n.children.map((c) => this.withText(c, input)) };
  }
}


