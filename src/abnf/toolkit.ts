/**
 * `abnf(text, { start })`: a grammar given as ABNF, ready to parse with ABNF's own meaning. Each rule
 * is matched one of three ways, and `strategies()` says which and why:
 * - 'compiled': the rule and every rule it calls meet the LL(1) condition (analysis.ts), so ordered,
 *   possessive matching provably reads them as ABNF does — they are written with the grammar DSL and
 *   built by the engine that builds the editions (the compiled build to match, its explain mode for
 *   rejections, the careful Parsimmon build for `rule()`);
 * - 'regexp': otherwise, when the rule calls nothing recursively and no repetition of it could make
 *   a backtracking regexp take exponential time, one anchored JavaScript regexp accepts exactly its
 *   language (regexp.ts); parse trees and rejections come from the all-ways matcher;
 * - 'all-ways': otherwise, the all-ways matcher (all-ways.ts), for inputs up to its limit.
 */
import P from 'parsimmon';
import { CompiledGrammar } from '../engine';
import type { Node } from '../engine';
import { camel } from '../kit';
import { AllWays, ALL_WAYS_LIMIT } from './all-ways';
import type { Atom } from './all-ways';
import { Analysis } from './analysis';
import { derive } from './derive';
import type { ParseNode } from './derive';
import { AbnfError } from './errors';
import { regexpSafety, ruleRegexp } from './regexp';
import type { Automaton } from './automaton';
import { RuleAutomata } from './rule-automata';
import { checkLeftRecursion } from './left-recursion';
import { pegReport } from './report';
import type { ConstructReport } from './report';
import { readGrammar } from './resolve';
import type { ResolveOptions, ResolvedGrammar } from './resolve';
import { inlinedSizes, kitDefinition, kitNames, kitObstacle } from './to-kit';
import { emitSource } from './to-source';
import type { SourceOptions } from './to-source';

/** The largest rule, written out with the non-recursive rules it calls, that the engine's compiled build is given (it inlines them). */
const INLINED_LIMIT = 20_000;

/** Options of `abnf()`: the start rule, prose values and missing rules, the dialect, the all-ways limit. */
export interface AbnfOptions extends ResolveOptions {
  /** the rule an input must be as a whole (parse, canParse) */
  start: string;
  /** the longest input the all-ways matcher takes (default ALL_WAYS_LIMIT) */
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
  private allWays: AllWays | undefined;
  private tracking: AllWays | undefined;
  private wide: AllWays | undefined;
  private atoms: Map<string, Atom> | undefined;
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
    this.limit = options.limit ?? ALL_WAYS_LIMIT;
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
    this.kitNames = kitNames(grammar, compiledKeys);
    for (const [key, name] of this.kitNames) this.abnfNames.set(name, grammar.rules.get(key)!.name);
    this.compiled =
      compiledKeys.length > 0 ? new CompiledGrammar('abnf', kitDefinition(grammar, compiledKeys, this.kitNames), compiledKeys.map((k) => this.kitNames.get(k)!)) : undefined;
  }

  /** the regular-language matcher of an acyclic rule: its regexp where proved safe, else its automata (a test's undefined: go all-ways) */
  private regular(key: string): { test(input: string): boolean | undefined } {
    let got = this.regulars.get(key);
    if (got === undefined) {
      const safe = !/automaton/.test(this.plan.get(key)!.why);
      const re = safe ? ruleRegexp(this.analysis, key) : 'not safe';
      got = typeof re !== 'string' ? { regexp: re.regexp } : { automata: new RuleAutomata(this.grammar, key) };
      this.regulars.set(key, got);
    }
    const { regexp, automata } = got;
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
    return { test: (input: string) => automata!.of(input.length)?.test(input) };
  }

  private startAutomata: RuleAutomata | undefined;

  /** the start rule's automaton for inputs of `length` code units, when it has one */
  private automaton(length: number): Automaton | undefined {
    return (this.startAutomata ??= new RuleAutomata(this.grammar, this.startKey)).of(length);
  }

  private readonly regulars = new Map<string, { regexp?: RegExp; automata?: RuleAutomata }>();
  private readonly kitNames: Map<string, string>;
  /** engine name → ABNF name */
  private readonly abnfNames = new Map<string, string>();

  private matcherWide(): AllWays {
    return (this.wide ??= new AllWays(this.grammar, { limit: Infinity, atoms: this.atomMap(false) }));
  }

  /** a name from the engine's reports as the grammar spells it */
  private named(name: string): string {
    return this.abnfNames.get(name) ?? name;
  }

  strategies(): RuleStrategy[] {
    return [...this.plan.values()].map((s) => ({ ...s }));
  }

  /**
   * The compiled rules as atoms of the all-ways matcher: each gives the end of its PEG match. For a
   * rule proved LL(1) that is the only end any derivation of an input can use: whatever follows the
   * rule in a derivation starts with a character of its FOLLOW set, and there the PEG's choices are
   * the derivation's. With `track`, each also says where its match failed furthest and what was
   * expected there (the careful build's reply, for rejections); without, the compiled matcher alone
   * answers (CompiledGrammar.prefix: linear and fast on inputs of megabytes).
   */
  private atomMap(track = true): Map<string, Atom> {
    if (track && this.atoms) return this.atoms;
    if (!track && this.fastAtoms) return this.fastAtoms;
    const atoms = new Map<string, Atom>();
    for (const [key, s] of this.plan) {
      if (s.strategy !== 'compiled') continue;
      if (!track) {
        const compiled = this.compiled!;
        const kit = this.kitNames.get(key)!;
        atoms.set(key, (input, pos) => ({ end: compiled.prefix(kit, input, pos), furthest: -1, expected: [] }));
        continue;
      }
      // Parsimmon's parse function (its `_`), as the careful kit itself runs a parser at an offset;
      // its reply also carries the furthest failure inside (offset and what was expected there)
      type Reply = { status: boolean; index: number; furthest: number; expected: string[] };
      const step = (this.compiled!.parser(this.kitNames.get(key)!) as unknown as { _: (input: string, i: number) => Reply })._;
      atoms.set(key, (input, pos) => {
        const reply = step(input, pos);
        return { end: reply.status ? reply.index : -1, furthest: reply.furthest, expected: reply.expected.map((e) => this.named(e)) };
      });
    }
    if (track) this.atoms = atoms;
    else this.fastAtoms = atoms;
    return atoms;
  }

  private matcher(): AllWays {
    return (this.allWays ??= new AllWays(this.grammar, { limit: this.limit, atoms: this.atomMap(false) }));
  }

  canParse(input: string): boolean {
    if (typeof input !== 'string') throw new TypeError('canParse(input): input must be a string');
    const how = this.plan.get(this.startKey)!.strategy;
    if (how === 'compiled') return this.compiled!.matches(this.kitNames.get(this.startKey)!, input);
    if (how === 'regexp') {
      const answer = this.regular(this.startKey).test(input);
      if (answer !== undefined) return answer;
    }
    if (input.length > this.limit) throw new RangeError(`the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}`);
    return this.matcher().accepts(this.start, input);
  }

  parse(input: string): AbnfParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    if (this.plan.get(this.startKey)!.strategy === 'compiled') {
      const kit = this.kitNames.get(this.startKey)!;
      const tree = this.compiled!.tree(kit, input);
      if (tree) return { ok: true, tree: this.withText(tree[0], input) };
      // a rejection of a regular rule: its automaton reads strings a character at a time, so it
      // fails where the input stops being a prefix of the language, not where a literal began (the
      // engine's explanation when the automaton's run stopped at its budget of steps)
      const auto = this.analysis.acyclic(this.startKey) ? this.automaton(input.length) : undefined;
      const failed = auto?.parse(input);
      if (failed && !failed.ok && failed.reason === undefined) return failed;
      const f = this.compiled!.explain(kit, input);
      return { ok: false, offset: f.offset, expected: f.expected.map((e) => this.named(e)), rule: f.rule === undefined ? undefined : this.named(f.rule) };
    }
    if (this.plan.get(this.startKey)!.strategy === 'regexp') {
      // a regular rule: its automaton gives the tree, or the furthest failure, in linear time and with no length limit
      const auto = this.automaton(input.length);
      if (auto) return auto.parse(input);
    }
    if (input.length > this.limit) {
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: `the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}` };
    }
    const m = (this.tracking ??= new AllWays(this.grammar, { limit: this.limit, track: true, atoms: this.atomMap() }));
    const ends = m.ends(this.start, input);
    if (ends.includes(input.length)) return { ok: true, tree: m.deep(() => derive(m, input, this.startKey, 0, input.length)) };
    const offset = ends.length > 0 ? Math.max(m.furthest, ends[ends.length - 1]) : m.furthest;
    return { ok: false, offset, expected: m.expected.size > 0 ? [...m.expected].sort() : ['end of input'], rule: m.failRule };
  }

  rule(name: string): P.Parser<string> {
    const key = name.toLowerCase();
    const s = this.plan.get(key);
    if (!s) throw new RangeError(`no rule named ${name}; the rules: ${this.ruleNames.join(', ')}`);
    if (s.strategy === 'compiled') return this.compiled!.parser(camel(this.kitNames.get(key)!));
    // ABNF has no single match: the parser takes the longest
    return P((input, i) => {
      if (input.length > this.limit) return P.makeFailure(i, `an input of up to ${this.limit} code units (the all-ways limit)`);
      const ends = this.matcher().ends(key, input, i);
      if (ends.length === 0) return P.makeFailure(i, s.rule);
      const end = ends[ends.length - 1];
      return P.makeSuccess(end, input.slice(i, end));
    });
  }

  pegReport(): { strategies: RuleStrategy[]; constructs: ConstructReport[] } {
    return { strategies: this.strategies(), constructs: pegReport(this.analysis, this.startKey) };
  }

  toSource(options: SourceOptions = {}): string {
    const key = this.startKey;
    if (this.plan.get(key)!.strategy === 'regexp') this.regular(key);
    const { grammar, plan, compiled, kitNames, limit } = this;
    const regexp = this.regulars.get(key)?.regexp;
    return emitSource({ grammar, startKey: key, plan, compiled, kitNames, regexp, acyclic: this.analysis.acyclic(key), limit }, options);
  }

  private withText(n: Node, input: string): ParseNode {
    return { rule: this.named(n.rule), start: n.start, end: n.end, text: input.slice(n.start, n.end), children: n.children.map((c) => this.withText(c, input)) };
  }
}
