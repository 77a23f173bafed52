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
import { ruleRegexp } from './regexp';
import { pegReport } from './report';
import type { ConstructReport } from './report';
import { readGrammar } from './resolve';
import type { ResolveOptions, ResolvedGrammar } from './resolve';
import { kitDefinition, kitObstacle } from './to-kit';

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
}

/** Read `text` as ABNF and make it a grammar whose start rule is `options.start`. */
export function abnf(text: string, options: AbnfOptions): AbnfGrammar {
  if (typeof text !== 'string') throw new TypeError('abnf(text, options): text must be a string of ABNF');
  if (!options || typeof options.start !== 'string') throw new TypeError('abnf(text, options): options.start must name the start rule');
  return new Grammar(readGrammar(text, options), options);
}

class Grammar implements AbnfGrammar {
  readonly start: string;
  readonly ruleNames: readonly string[];
  private readonly startKey: string;
  private readonly analysis: Analysis;
  private readonly plan = new Map<string, RuleStrategy>();
  private readonly regexps = new Map<string, RegExp>();
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
    const compiledKeys: string[] = [];
    for (const [key, rule] of grammar.rules) {
      if (this.analysis.provedPeg(key)) {
        const obstacle = kitObstacle(grammar, this.analysis.closure(key));
        if (!obstacle) {
          compiledKeys.push(key);
          this.plan.set(key, { rule: rule.name, strategy: 'compiled', why: 'it and every rule it calls are LL(1): ordered, possessive matching reads them as ABNF does' });
          continue;
        }
      }
      const conflict = [...this.analysis.closure(key)].flatMap((k) => this.analysis.choices.get(k) ?? []).map((c) => this.analysis.conflicts.get(c)).find((c) => c);
      const notPeg = conflict ? `in rule ${conflict.rule}, ${conflict.why}` : 'a character the engine cannot hold';
      const re = ruleRegexp(this.analysis, key);
      if (typeof re !== 'string') {
        this.regexps.set(key, re.regexp);
        this.plan.set(key, { rule: rule.name, strategy: 'regexp', why: `not LL(1) (${notPeg}); it calls nothing recursively, so one backtracking regexp takes every way` });
      } else {
        this.plan.set(key, { rule: rule.name, strategy: 'all-ways', why: `not LL(1) (${notPeg}), and no regexp: ${re}` });
      }
    }
    this.compiled = compiledKeys.length > 0 ? new CompiledGrammar('abnf', kitDefinition(grammar, compiledKeys), compiledKeys.map((k) => grammar.rules.get(k)!.name)) : undefined;
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
        atoms.set(key, (input, pos) => ({ end: compiled.prefix(s.rule, input, pos), furthest: -1, expected: [] }));
        continue;
      }
      // Parsimmon's parse function (its `_`), as the careful kit itself runs a parser at an offset;
      // its reply also carries the furthest failure inside (offset and what was expected there)
      type Reply = { status: boolean; index: number; furthest: number; expected: string[] };
      const step = (this.compiled!.parser(s.rule) as unknown as { _: (input: string, i: number) => Reply })._;
      atoms.set(key, (input, pos) => {
        const reply = step(input, pos);
        return { end: reply.status ? reply.index : -1, furthest: reply.furthest, expected: reply.expected };
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
    const how = this.plan.get(this.startKey)!.strategy;
    if (how === 'compiled') return this.compiled!.matches(this.start, input);
    if (how === 'regexp') {
      try {
        return this.regexps.get(this.startKey)!.test(input);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // the regexp engine's backtracking stack is exhausted (inputs of megabytes): the all-ways
        // matcher over the rules that are not LL(1), the others as atoms, with no length limit
        this.wide ??= new AllWays(this.grammar, { limit: Infinity, atoms: this.atomMap(false) });
        return this.wide.accepts(this.start, input);
      }
    }
    return this.matcher().accepts(this.start, input);
  }

  parse(input: string): AbnfParse {
    if (typeof input !== 'string') throw new TypeError('parse(input): input must be a string');
    if (this.plan.get(this.startKey)!.strategy === 'compiled') {
      const tree = this.compiled!.tree(this.start, input);
      if (tree) return { ok: true, tree: withText(tree[0], input) };
      const f = this.compiled!.explain(this.start, input);
      return { ok: false, offset: f.offset, expected: f.expected, rule: f.rule };
    }
    if (input.length > this.limit) {
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: `the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}` };
    }
    const m = (this.tracking ??= new AllWays(this.grammar, { limit: this.limit, track: true, atoms: this.atomMap() }));
    const ends = m.ends(this.start, input);
    if (ends.includes(input.length)) return { ok: true, tree: derive(m, input, this.startKey, 0, input.length) };
    const offset = ends.length > 0 ? Math.max(m.furthest, ends[ends.length - 1]) : m.furthest;
    return { ok: false, offset, expected: m.expected.size > 0 ? [...m.expected].sort() : ['end of input'], rule: m.failRule };
  }

  rule(name: string): P.Parser<string> {
    const key = name.toLowerCase();
    const s = this.plan.get(key);
    if (!s) throw new RangeError(`no rule named ${name}; the rules: ${this.ruleNames.join(', ')}`);
    if (s.strategy === 'compiled') return this.compiled!.parser(camel(s.rule));
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
}

function withText(n: Node, input: string): ParseNode {
  return { rule: n.rule, start: n.start, end: n.end, text: input.slice(n.start, n.end), children: n.children.map((c) => withText(c, input)) };
}
