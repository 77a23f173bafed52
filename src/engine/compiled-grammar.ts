/**
 * One grammar, ready to run: recorded with the recording kit and compiled (src/engine/compile) for
 * every match and every explanation of a rejection; built with the careful kit (Parsimmon) only
 * when a caller asks for a rule as a parser, or a test for the reference build.
 */
import type P from 'parsimmon';
import type { GrammarDefinition, RuleDefs } from '../kit';
import { camel } from '../kit';
import type { Captures } from './captures';
import { CarefulGrammar } from './careful/build';
import type { FailureReport } from './careful/tracker';
import { CompiledLanguage } from './compile/language';
import type { Expr } from './ir';
import { recordingKit } from './ir';
import type { Nodes } from './parse-tree';
import { unknownRule } from './rule-names';
import { strictLanguage } from './strict-language';

export class CompiledGrammar {
  private readonly defs: RuleDefs<Expr>;
  private readonly language: CompiledLanguage;
  private carefulGrammar: CarefulGrammar | undefined;
  /** RFC spelling → key */
  private readonly keys = new Map<string, string>();

  constructor(
    /** the grammar's name in error messages, e.g. 'rfc3986' */
    readonly name: string,
    private readonly define: GrammarDefinition,
    /** the rules whose spans become captures (records, parse-tree nodes) */
    private readonly captured: readonly string[],
    /** how the compiled build is made: `variantMin`, see fuse.ts (tests lower it to reach every path) */
    tuning: { variantMin?: number } = {},
  ) {
    this.defs = define(recordingKit);
    const refs: Record<string, Expr> = {};
    for (const [key, def] of Object.entries(this.defs)) {
      if (camel(def.name) !== key) throw new Error(`rule ${def.name} is stored as ${key}, not ${camel(def.name)}`);
      this.keys.set(def.name, key);
      refs[key] = { k: 'ref', key };
    }
    const capture = new Set(captured);
    const rules: Record<string, Expr> = {};
    const lang = strictLanguage(refs, this.defs);
    for (const [key, def] of Object.entries(this.defs)) {
      rules[key] = { k: 'named', name: def.name, x: def.build(lang), capture: capture.has(def.name) };
    }
    this.language = new CompiledLanguage(rules, captured, tuning.variantMin);
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

  /** A rule as the RFC writes it ('port = *DIGIT'), white space folded; undefined for a name the grammar lacks. */
  definition(name: string): string | undefined {
    const key = this.keys.get(name);
    return key === undefined ? undefined : this.defs[key].definition;
  }

  /** The same without its comments ("; …"), as explanations quote it. */
  syntax(name: string): string | undefined {
    const key = this.keys.get(name);
    return key === undefined ? undefined : this.defs[key].syntax;
  }

  /** The key of a rule given by RFC spelling or by its camelCase key; undefined if none. */
  keyOf(name: string): string | undefined {
    if (this.keys.has(name)) return this.keys.get(name);
    return Object.prototype.hasOwnProperty.call(this.defs, name) ? name : undefined;
  }

  /** The names of the rules and named parts this grammar captures (what its records can hold). */
  capturedNames(): Set<string> {
    return this.language.capturedNames();
  }

  /** The record id of a captured rule, as Captures.rule holds it. */
  id(name: string): number {
    return this.language.id(name);
  }

  /**
   * The captures of `input` matched whole as rule `top`, or undefined. They are this grammar's own
   * records, valid until its next match: read them at once.
   */
  match(top: string, input: string): Captures | undefined {
    return this.language.match(this.requireKey(top), input) ? this.language.records : undefined;
  }

  /** Whether all of `input` is a `top`: the matcher alone, recording no captures. */
  matches(top: string, input: string): boolean {
    return this.language.validate(this.requireKey(top), input);
  }

  /**
   * Where a `rule` matched from offset `at` of `input` ends, or -1: the matcher alone, as a prefix
   * (the rule need not reach the end), recording nothing.
   */
  prefix(rule: string, input: string, at: number): number {
    return this.language.prefix(this.requireKey(rule), input, at);
  }

  /** The parse tree of `input` matched whole as `top`, or undefined. */
  tree(top: string, input: string): Nodes | undefined {
    return this.match(top, input) === undefined ? undefined : this.language.records.tree();
  }

  /** Why `input` is not a `top`, as the careful build would report it; undefined when it is one. */
  failure(top: string, input: string): FailureReport | undefined {
    return this.language.explain(this.requireKey(top), input);
  }

  /** Why `input` is not a `top` (an Error when it is one: the matcher and its explanation would disagree). */
  explain(top: string, input: string): FailureReport {
    const report = this.failure(top, input);
    if (!report) throw new Error(`${this.name}: the compiled matcher and its explanation disagree on ${JSON.stringify(input)} (${top})`);
    return report;
  }

  /** The careful (Parsimmon) build, made on first use. */
  get careful(): CarefulGrammar {
    return (this.carefulGrammar ??= new CarefulGrammar((k) => this.define(k), new Set(this.captured)));
  }

  /** A rule as a Parsimmon parser (careful build) yielding the exact text it matched. */
  parser(name: string): P.Parser<string> {
    return this.careful.text(this.requireKey(name));
  }

  /** The careful build's parse tree and failure report, the reference the compiled build is tested against. */
  carefulTree(top: string, input: string): Nodes | undefined {
    return this.careful.tree(this.requireKey(top), input);
  }

  carefulExplain(top: string, input: string): FailureReport | undefined {
    return this.careful.explain(this.requireKey(top), input);
  }

  /** the last rule asked for and its key: an edition asks for its top rule on every parse */
  private lastName = '';
  private lastKey = '';

  private requireKey(name: string): string {
    if (name === this.lastName) return this.lastKey;
    const key = this.keyOf(name);
    if (key === undefined) throw unknownRule(this.name, name, this.ruleNames);
    this.lastName = name;
    this.lastKey = key;
    return key;
  }
}
