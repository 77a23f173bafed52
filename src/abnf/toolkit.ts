/**
 * `abnf(text, { start })`: a grammar given as ABNF, ready to parse with ABNF's own meaning. Each rule
 * is matched one of three ways, and `strategies()` says which and why:
 * - 'compiled': the rule and every rule it calls meet the LL(1) condition (analysis.ts), so ordered,
 *   possessive matching provably reads them as ABNF does — they are written with the grammar DSL and
 *   built by the engine that builds the editions (the compiled build to match, the careful
 *   Parsimmon build for `rule()`);
 * - 'regexp': otherwise, when the rule calls nothing recursively: one anchored JavaScript regexp
 *   where its shape is proved safe (regexp.ts), else its automaton (automaton.ts);
 * - 'all-ways': otherwise, the all-ways matcher (all-ways.ts), its memory bounded (ALL_WAYS_BUDGET).
 * Parse trees come from the PEG reading of the grammar where it is linear and matches
 * (peg-trees.ts), else from the automaton or the all-ways matcher; rejections from the automaton
 * (a regular rule) or the all-ways matcher, at the furthest character any way reached.
 */
import P from 'parsimmon';
import { defineLazy } from '../model/lazy';
import { CompiledGrammar } from '../engine';
import { camel } from '../kit';
import { AllWays, AllWaysBudgetError } from './all-ways';
import type { Atom } from './all-ways';
import { Analysis } from './analysis';
import { derive } from './derive';
import type { ParseNode } from './derive';
import { AbnfError } from './errors';
import { regexpSafety, ruleRegexp } from './regexp';
import { Automaton, ruleAutomaton } from './automaton';
import { checkLeftRecursion } from './left-recursion';
import { pegReport } from './report';
import { PegTrees, pegReadable } from './peg-trees';
import type { ConstructReport } from './report';
import { readGrammar } from './resolve';
import type { ResolveOptions, ResolvedGrammar } from './resolve';
import { inlinedSizes, kitDefinition, kitNames, kitObstacle } from './to-kit';

/** The largest rule, written out with the non-recursive rules it calls, that the engine's compiled build is given (it inlines them). */
const INLINED_LIMIT = 20_000;

/**
 * The most match ends the all-ways matcher remembers for one input: 16 million, and 64 more per code
 * unit of the input (so its memory stays linear in the input, about 130 MB at least). A grammar whose
 * ends from each position are all the later ones (`S = "a" S / "a"`) needs n²/2: it reaches this
 * bound near 6,000 characters, and then the call is refused, saying why: parse() with a rejection,
 * canParse() and rule() with an AbnfError.
 */
export const ALL_WAYS_BUDGET = 1 << 24;
const allWaysBudget = (n: number) => ALL_WAYS_BUDGET + 64 * n;
/** the AbnfErrors that say an input went past that bound (parse() turns them into rejections) */
const overBudget = new WeakSet<AbnfError>();

/** Options of `abnf()`: the start rule, prose values and missing rules, the dialect, the all-ways limit. */
export interface AbnfOptions extends ResolveOptions {
  /** the rule an input must be as a whole (parse, canParse) */
  start: string;
  /** the longest input the all-ways strategy takes (default: no limit; its memory is bounded by ALL_WAYS_BUDGET instead) */
  limit?: number;
}

/** How a rule is matched: see the module's comment and docs/toolkit.md. */
export type Strategy = 'compiled' | 'regexp' | 'all-ways';

/** Which strategy a rule got, and why. */
export interface RuleStrategy {
  rule: string;
  strategy: Strategy;
  why: string;
}

/** What `parse()` gives: the parse tree, or the offset, what was expected there and the innermost rule (and a reason when the input was refused whole). */
export type AbnfParse =
  | { ok: true; tree: ParseNode; /** absent on success */ offset?: undefined }
  | { ok: false; tree?: undefined; offset: number; expected: string[]; rule: string | undefined; reason?: string };

/** A grammar read from ABNF, as `abnf()` returns it. */
export interface AbnfGrammar {
  readonly start: string;
  /** every rule, as the text (or RFC 5234's core rules) spell them */
  readonly ruleNames: readonly string[];
  /** the parse tree of `input` as the start rule, or why it is not one */
  parse(input: string): AbnfParse;
  /** whether all of `input` is the start rule */
  canParse(input: string): boolean;
  /** a rule as a Parsimmon parser yielding the text it matched (see docs/toolkit.md for how much it takes) */
  rule(name: string): P.Parser<string>;
  /** how each rule is matched, and why */
  strategies(): RuleStrategy[];
  /** for each alternation and repetition: can reading it the PEG way change the language? */
  pegReport(): { strategies: RuleStrategy[]; constructs: ConstructReport[] };
}

/** Read `text` as ABNF and make it a grammar whose start rule is `options.start`. */
export function abnf(text: string, options: AbnfOptions): AbnfGrammar {
  if (typeof text !== 'string') throw new TypeError('abnf(text, options): text must be a string of ABNF');
  if (!options || typeof options.start !== 'string') throw new TypeError('abnf(text, options): options.start must name the start rule');
  const { limit } = options;
  if (limit !== undefined && (typeof limit !== 'number' || Number.isNaN(limit) || limit < 0 || (limit !== Infinity && !Number.isInteger(limit)))) {
    throw new RangeError(`abnf(text, options): options.limit must be a whole number of code units from 0, or Infinity; got ${String(limit)}`);
  }
  return new Grammar(readGrammar(text, options), options);
}

class Grammar implements AbnfGrammar {
  readonly start: string;
  readonly ruleNames: readonly string[];
  private readonly startKey: string;
  private readonly analysis: Analysis;
  private readonly plan = new Map<string, RuleStrategy>();
  private readonly compiled: CompiledGrammar | undefined;
  private readonly limit: number;
  private allWays: AllWays | undefined;
  private tracking: AllWays | undefined;
  private wide: AllWays | undefined;
  private fastAtoms: Map<string, Atom> | undefined;

  constructor(
    readonly grammar: ResolvedGrammar,
    options: AbnfOptions,
  ) {
    this.startKey = options.start.toLowerCase();
    const start = grammar.rules.get(this.startKey);
    if (!start) throw new AbnfError(`there is no rule ${options.start} to start from; the rules: ${[...grammar.rules.values()].map((r) => r.name).join(', ')}`, 1, 1);
    this.start = start.name;
    this.ruleNames = [...grammar.rules.values()].map((r) => r.name);
    this.limit = options.limit ?? Infinity;
    this.analysis = new Analysis(grammar);
    checkLeftRecursion(this.analysis);
    const a = this.analysis;
    // every per-rule answer below is worked out for all rules at once (graph.ts), not per rule
    const sizes = inlinedSizes(a.graph, grammar, INLINED_LIMIT);
    const obstacles = a.graph.spread(
      (k) =>
        kitObstacle(grammar, k) ??
        (sizes.get(k)! > INLINED_LIMIT ? `rule ${grammar.rules.get(k)!.name} written out with the rules it calls is over ${INLINED_LIMIT} elements, more than the engine's compiled build inlines` : undefined),
    );
    const unsafe = regexpSafety(a);
    const compiledKeys: string[] = [];
    for (const [key, rule] of grammar.rules) {
      const conflict = a.conflictIn(key);
      if (!conflict && !obstacles.get(key)) {
        compiledKeys.push(key);
        this.plan.set(key, { rule: rule.name, strategy: 'compiled', why: 'it and every rule it calls are LL(1): ordered, possessive matching reads them as ABNF does' });
        continue;
      }
      const notPeg = conflict ? `in rule ${conflict.rule}, ${conflict.why}` : obstacles.get(key)!;
      if (!a.acyclic(key)) {
        this.plan.set(key, { rule: rule.name, strategy: 'all-ways', why: `not LL(1) (${notPeg}), and it calls itself (directly or through other rules), which a regexp cannot` });
        continue;
      }
      const why = unsafe.get(key);
      this.plan.set(key, {
        rule: rule.name,
        strategy: 'regexp',
        why: why
          ? `not LL(1) (${notPeg}); it calls nothing recursively, so its language is regular: its automaton decides it in linear time (not a backtracking regexp: ${why})`
          : `not LL(1) (${notPeg}); it calls nothing recursively, so one backtracking regexp takes every way (its shape is proved safe: every unbounded repetition deterministic)`,
      });
    }
    const readable = pegReadable(a.graph, (k) => (obstacles.get(k) ?? (this.plan.get(k)!.strategy === 'compiled' || (this.plan.get(k)!.strategy === 'regexp' && !unsafe.get(k)) ? undefined : 'not linear read as a PEG')));
    this.kitNames = kitNames(grammar, compiledKeys);
    this.compiled =
      compiledKeys.length > 0 ? new CompiledGrammar('abnf', kitDefinition(grammar, compiledKeys, this.kitNames), compiledKeys.map((k) => this.kitNames.get(k)!)) : undefined;
    // every compiled rule is read by the PEG; when those are all it reads, it is the compiled build
    this.pegTrees =
      readable.length === compiledKeys.length && this.compiled
        ? new PegTrees(grammar, compiledKeys, { compiled: this.compiled, names: this.kitNames })
        : new PegTrees(grammar, readable);
  }

  /** the regular-language matcher of an acyclic rule: its regexp where proved safe, else its automaton */
  private regular(key: string): { test(input: string): boolean } | undefined {
    let got = this.regulars.get(key);
    if (got === undefined) {
      const safe = !/automaton/.test(this.plan.get(key)!.why);
      const re = safe ? ruleRegexp(this.analysis, key) : 'not safe';
      if (typeof re !== 'string') got = { regexp: re.regexp };
      else {
        const auto = ruleAutomaton(this.grammar, key);
        got = typeof auto === 'string' ? null : { automaton: auto };
      }
      this.regulars.set(key, got);
    }
    if (got === null) return undefined;
    const { regexp, automaton } = got;
    if (regexp) {
      return {
        test: (input: string) => {
          try {
            return regexp.test(input);
          } catch (error) {
            if (!(error instanceof RangeError)) throw error;
            // the regexp engine's backtracking stack is exhausted (inputs of megabytes): the all-ways
            // matcher over the rules that are not LL(1), the others as atoms, with no length limit
            return this.matcherWide().accepts(this.start, input);
          }
        },
      };
    }
    return automaton;
  }

  private startAutomaton: Automaton | null | undefined;

  /** the start rule's automaton, when it has one */
  private automaton(): Automaton | undefined {
    if (this.startAutomaton === undefined) {
      const made = ruleAutomaton(this.grammar, this.startKey, this.pegTrees.flat());
      this.startAutomaton = typeof made === 'string' ? null : made;
    }
    return this.startAutomaton ?? undefined;
  }

  /** trees of the PEG reading, where it is linear (peg-trees.ts) */
  private readonly pegTrees: PegTrees;
  private readonly regulars = new Map<string, { regexp?: RegExp; automaton?: Automaton } | null>();
  private readonly kitNames: Map<string, string>;

  private matcherWide(): AllWays {
    return (this.wide ??= new AllWays(this.grammar, { limit: Infinity, budget: allWaysBudget, atoms: this.atomMap() }));
  }

  strategies(): RuleStrategy[] {
    return [...this.plan.values()].map((s) => ({ ...s }));
  }

  /**
   * The compiled rules as atoms of the all-ways matcher: each gives the end of its PEG match. For a
   * rule proved LL(1) that is the only end any derivation of an input can use: whatever follows the
   * rule in a derivation starts with a character of its FOLLOW set, and there the PEG's choices are
   * the derivation's. The compiled matcher alone answers (CompiledGrammar.prefix: linear and fast on
   * inputs of megabytes). Not for rejections: an atom fails where its literal began.
   */
  private atomMap(): Map<string, Atom> {
    if (this.fastAtoms) return this.fastAtoms;
    const atoms = new Map<string, Atom>();
    for (const [key, s] of this.plan) {
      if (s.strategy !== 'compiled') continue;
      const compiled = this.compiled!;
      const kit = this.kitNames.get(key)!;
      atoms.set(key, (input, pos) => ({ end: compiled.prefix(kit, input, pos), furthest: -1, expected: [] }));
    }
    return (this.fastAtoms = atoms);
  }

  private matcher(): AllWays {
    return (this.allWays ??= new AllWays(this.grammar, { limit: Infinity, budget: allWaysBudget, atoms: this.atomMap() }));
  }

  canParse(input: string): boolean {
    if (typeof input !== 'string') throw new TypeError('canParse(input): input must be a string');
    const how = this.plan.get(this.startKey)!.strategy;
    if (how === 'compiled') {
      try {
        return this.compiled!.matches(this.kitNames.get(this.startKey)!, input);
      } catch (error) {
        // the engine's matcher recurses once per level of a recursive rule: on an input nested
        // deeper than the stack, the all-ways matcher (which does not overflow) decides
        if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) throw error;
        return this.bounded(() => this.deepMatcher().accepts(this.start, input));
      }
    }
    if (how === 'regexp') {
      const regular = this.regular(this.startKey);
      if (regular) return regular.test(input);
    }
    if (input.length > this.limit) return false;
    return this.bounded(() => this.matcher().accepts(this.start, input));
  }

  /** the all-ways matcher with no atoms (none can overflow the stack), for what the engine cannot read */
  private deepMatcher(): AllWays {
    return (this.plain ??= new AllWays(this.grammar, { limit: Infinity, budget: allWaysBudget }));
  }

  private plain: AllWays | undefined;

  /** a call of the all-ways matcher, whose memory is bounded: past its budget, an AbnfError that says why */
  private bounded<T>(f: () => T): T {
    try {
      return f();
    } catch (error) {
      if (!(error instanceof AllWaysBudgetError)) throw error;
      const at = this.grammar.rules.get(this.startKey)!.at;
      const refused = new AbnfError(
        `${error.message}: this grammar is ambiguous in a way that needs memory growing faster than the input (rule ${this.start} is matched all-ways); pass a smaller limit, or reword the grammar so that it is LL(1)`,
        at.line,
        at.column,
      );
      overBudget.add(refused);
      throw refused;
    }
  }

  parse(input: string): AbnfParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    try {
      return this.parseNow(input);
    } catch (error) {
      // past the all-ways matcher's memory bound: a rejection that says why, as past a limit
      if (!(error instanceof AbnfError) || !overBudget.has(error)) throw error;
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: error.reason };
    }
  }

  private parseNow(input: string): AbnfParse {
    // the PEG reading first (peg-trees.ts): fast, and where it matches, a derivation of the grammar.
    // Its validating matcher answers now; the tree is built from its captures when first read
    const peg = this.pegTrees.has(this.startKey) ? this.pegTrees.matches(this.startKey, input) : undefined;
    if (peg) return this.lazyTree(input, () => this.pegTrees.tree(this.startKey, input) ?? undefined);
    // otherwise decided as canParse decides, its tree read back when first read: by the automaton,
    // or from the memo of the all-ways matcher canParse ran (the same input: still remembered)
    if (this.canParse(input)) return this.lazyTree(input, () => this.exactTree(input));
    return this.exactParse(input);
  }

  /** the tree of an input canParse accepted, from the automaton or the all-ways matcher canParse used */
  private exactTree(input: string): ParseNode | undefined {
    if (this.analysis.acyclic(this.startKey)) {
      const auto = this.automaton();
      const parsed = auto?.parse(input);
      if (parsed) return parsed.ok ? parsed.tree : undefined;
    }
    // the all-ways strategy's matcher has the LL(1) rules as atoms; a compiled rule deeper than
    // the engine's stack went to the one without (see canParse)
    const m = this.plan.get(this.startKey)!.strategy === 'all-ways' ? this.matcher() : this.deepMatcher();
    return this.bounded(() => {
      if (!m.accepts(this.start, input)) return undefined;
      return m.deep(() => derive(m, input, this.startKey, 0, input.length, this.pegTrees.flat()));
    });
  }

  /** the exact strategies: a tree, or a rejection at the furthest point any way reached */
  private exactParse(input: string): AbnfParse {
    const how = this.plan.get(this.startKey)!.strategy;
    // then the exact strategies: a tree the PEG reading lost, or a rejection at the furthest point
    // any way through the grammar reached. A regular rule's automaton reads a character at a time,
    // with no length limit
    if (this.analysis.acyclic(this.startKey)) {
      const auto = this.automaton();
      if (auto) return auto.parse(input);
    }
    if (how === 'all-ways' && input.length > this.limit) {
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: `the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}` };
    }
    // every rule read all ways, none as an atom: a rejection is then at the furthest character any
    // way reached, inside the LL(1) rules too (an atom would report where its literal began)
    const m = (this.tracking ??= new AllWays(this.grammar, { limit: Infinity, track: true, budget: allWaysBudget }));
    return this.bounded(() => {
      const ends = m.ends(this.start, input);
      if (ends.includes(input.length)) return { ok: true, tree: m.deep(() => derive(m, input, this.startKey, 0, input.length, this.pegTrees.flat())) };
      const offset = ends.length > 0 ? Math.max(m.furthest, ends[ends.length - 1]) : m.furthest;
      const expected = new Set(offset === m.furthest ? m.expected : []);
      if (ends.includes(offset)) expected.add('end of input');
      return { ok: false, offset, expected: [...expected].sort(), rule: m.failRule };
    });
  }

  /** an accepted parse whose tree is `first()`'s, or the exact strategies', built when first read (src/model/lazy.ts) */
  private lazyTree(input: string, first: () => ParseNode | undefined): AbnfParse {
    const parsed = { ok: true } as { ok: true; tree: ParseNode };
    defineLazy(parsed, 'tree', () => {
      const tree = first();
      if (tree) return tree;
      const exact = this.exactParse(input);
      if (exact.ok) return exact.tree;
      throw new Error(`abnf: ${this.start} matched ${JSON.stringify(input.slice(0, 80))} and no tree could be read back`);
    });
    return parsed;
  }

  rule(name: string): P.Parser<string> {
    const key = name.toLowerCase();
    const s = this.plan.get(key);
    if (!s) throw new RangeError(`no rule named ${name}; the rules: ${this.ruleNames.join(', ')}`);
    if (s.strategy === 'compiled') return this.compiled!.parser(camel(this.kitNames.get(key)!));
    // ABNF has no single match: the parser takes the longest
    return P((input, i) => {
      if (input.length > this.limit) return P.makeFailure(i, `an input of up to ${this.limit} code units (the all-ways limit)`);
      const ends = this.bounded(() => this.matcher().ends(key, input, i));
      if (ends.length === 0) return P.makeFailure(i, s.rule);
      const end = ends[ends.length - 1];
      return P.makeSuccess(end, input.slice(i, end));
    });
  }

  pegReport(): { strategies: RuleStrategy[]; constructs: ConstructReport[] } {
    return { strategies: this.strategies(), constructs: pegReport(this.analysis, this.startKey) };
  }

}
