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
import { CompiledGrammar } from '../engine';
import { camel } from '../kit';
import { Analysis } from './analysis';
import { AbnfError } from './errors';
import { regexpSafety, ruleRegexp } from './regexp';
import { checkLeftRecursion } from './left-recursion';
import { pegReport } from './report';
import { PegTrees, pegReadable } from './peg-trees';
import type { ConstructReport } from './report';
import { readGrammar } from './resolve';
import type { ResolveOptions, ResolvedGrammar } from './resolve';
import { StartRule } from './start-rule';
import type { AbnfParse, Strategy } from './start-rule';
import { inlinedSizes, kitDefinition, kitNames, kitObstacle } from './to-kit';
import { emitSource } from './to-source';
import type { SourceOptions } from './to-source';

export { ALL_WAYS_BUDGET, ALL_WAYS_WORK, ALL_WAYS_WORK_PER_UNIT } from './start-rule';
export type { AbnfParse, Strategy } from './start-rule';

/** The largest rule, written out with the non-recursive rules it calls, that the engine's compiled build is given (it inlines them). */
const INLINED_LIMIT = 20_000;

/** Options of `abnf()`: the start rule, prose values and missing rules, the dialect, the all-ways limit. */
export interface AbnfOptions extends ResolveOptions {
  /** the rule an input must be as a whole (parse, canParse) */
  start: string;
  /** the longest input the all-ways strategy takes (default: no limit; its memory and work are bounded by ALL_WAYS_BUDGET and ALL_WAYS_WORK instead) */
  limit?: number;
}

/** Which strategy a rule got, and why. */
export interface RuleStrategy {
  rule: string;
  strategy: Strategy;
  why: string;
}

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
  /** the start rule as a module of its own (`canParse`, `parse`) that generates no code at run time: see docs/toolkit.md */
  toSource(options?: SourceOptions): string;
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
  private readonly kitNames: Map<string, string>;
  /** trees of the PEG reading, where it is linear (peg-trees.ts) */
  private readonly pegTrees: PegTrees;
  private startRule: StartRule | undefined;

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

  /** the start rule's canParse and parse (start-rule.ts), made when first asked */
  private answers(): StartRule {
    return (this.startRule ??= new StartRule({
      grammar: this.grammar,
      startKey: this.startKey,
      strategies: new Map([...this.plan].map(([k, s]) => [k, s.strategy])),
      compiled: this.compiled,
      kitNames: this.kitNames,
      regexp: () => this.startRegexp(),
      acyclic: this.analysis.acyclic(this.startKey),
      limit: this.limit,
      pegTrees: this.pegTrees,
    }));
  }

  /** the start rule's backtracking regexp, where its strategy is 'regexp' and its shape is proved safe (else its automaton decides) */
  private startRegexp(): RegExp | undefined {
    const s = this.plan.get(this.startKey)!;
    if (s.strategy !== 'regexp' || /automaton/.test(s.why)) return undefined;
    const re = ruleRegexp(this.analysis, this.startKey);
    return typeof re === 'string' ? undefined : re.regexp;
  }

  strategies(): RuleStrategy[] {
    return [...this.plan.values()].map((s) => ({ ...s }));
  }

  canParse(input: string): boolean {
    if (typeof input !== 'string') throw new TypeError('canParse(input): input must be a string');
    return this.answers().canParse(input);
  }

  parse(input: string): AbnfParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    return this.answers().parse(input);
  }

  rule(name: string): P.Parser<string> {
    const key = name.toLowerCase();
    const s = this.plan.get(key);
    if (!s) throw new RangeError(`no rule named ${name}; the rules: ${this.ruleNames.join(', ')}`);
    if (s.strategy === 'compiled') return this.compiled!.parser(camel(this.kitNames.get(key)!));
    // ABNF has no single match: the parser takes the longest
    return P((input, i) => {
      if (input.length > this.limit) return P.makeFailure(i, `an input of up to ${this.limit} code units (the all-ways limit)`);
      const end = this.answers().longest(key, input, i);
      if (end < 0) return P.makeFailure(i, s.rule);
      return P.makeSuccess(end, input.slice(i, end));
    });
  }

  pegReport(): { strategies: RuleStrategy[]; constructs: ConstructReport[] } {
    return { strategies: this.strategies(), constructs: pegReport(this.analysis, this.startKey) };
  }

  toSource(options: SourceOptions = {}): string {
    const key = this.startKey;
    const { grammar, plan, compiled, kitNames, limit, pegTrees } = this;
    return emitSource({ grammar, startKey: key, plan, compiled, kitNames, regexp: this.startRegexp(), acyclic: this.analysis.acyclic(key), limit, pegTrees }, options);
  }
}
