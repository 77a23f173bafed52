/**
 * What every grammar answers, however its matchers were made: matching, validating, explaining a
 * rejection, and what it says of its rules (names, sections, definitions). A GeneratedGrammar runs a
 * module compiled at build time (what the editions use); a CompiledGrammar compiles at run time (a
 * grammar only known then, and the careful Parsimmon build).
 */
import type { Captures } from './captures';
import type { FailureReport } from './careful/tracker';
import type { Matching } from './compile/language';
import type { Nodes } from './parse-tree';
import type { RuleHead, RuleRow, RuleTexts } from './runtime';

export abstract class Grammar {
  /** RFC spelling → its row (without its texts until they are given: withTexts) */
  private readonly rows = new Map<string, RuleRow | RuleHead>();
  /** every key */
  private readonly keySet = new Set<string>();
  private readonly ids = new Map<string, number>();
  /** what gives the rows their texts, until the first definition()/syntax() reads them (withTexts) */
  private untexted: (() => void) | undefined;

  protected constructor(
    /** the grammar's name in error messages, e.g. 'rfc3986' */
    readonly name: string,
    rows: readonly (RuleRow | RuleHead)[],
    /** the rules whose spans become captures (records, parse-tree nodes); a rule's record id is its index */
    protected readonly captured: readonly string[],
  ) {
    for (const row of rows) {
      this.rows.set(row[0], row);
      this.keySet.add(row[1]);
    }
    captured.forEach((name, id) => this.ids.set(name, id));
  }

  /** the matchers (made on first use) */
  protected abstract get language(): Matching;

  /** The names of the rules and named parts this grammar captures (what its records can hold). */
  abstract capturedNames(): Set<string>;

  /** Every production, by its RFC spelling, in the grammar's order. */
  get ruleNames(): string[] {
    return [...this.rows.keys()];
  }

  /** The section a rule is defined in, e.g. '3.2.2' (or 'RFC 6874 §2' for an amendment's rule). */
  section(name: string): string | undefined {
    return this.rows.get(name)?.[2];
  }

  /**
   * A rule as the RFC writes it ('port = *DIGIT'), white space folded; undefined for a name the
   * grammar lacks (or a grammar made without its texts: GeneratedGrammar.describeWith gives them).
   */
  definition(name: string): string | undefined {
    this.texted();
    return this.rows.get(name)?.[3];
  }

  /** The same without its comments ("; …"), as explanations quote it. */
  syntax(name: string): string | undefined {
    this.texted();
    const row = this.rows.get(name);
    return row === undefined ? undefined : (row[4] ?? row[3]);
  }

  /**
   * Give the rules `heads` (in the grammar's order) their texts, made by `texts` when one is first
   * read (not when they are given: the main entry gives them to an edition compare() only quotes
   * from when it explains a difference).
   */
  protected withTexts(heads: readonly (RuleRow | RuleHead)[], texts: () => readonly RuleTexts[]): void {
    this.untexted = () => {
      const made = texts();
      heads.forEach((head, k) => this.rows.set(head[0], [head[0], head[1], head[2], ...made[k]] as RuleRow));
    };
  }

  private texted(): void {
    const give = this.untexted;
    if (give === undefined) return;
    this.untexted = undefined;
    give();
  }

  /** The key of a rule given by RFC spelling or by its camelCase key; undefined if none. */
  keyOf(name: string): string | undefined {
    const row = this.rows.get(name);
    if (row !== undefined) return row[1];
    return this.keySet.has(name) ? name : undefined;
  }

  /** The record id of a captured rule, as Captures.rule holds it (a RangeError for one not captured). */
  id(name: string): number {
    const id = this.ids.get(name);
    if (id === undefined) throw new RangeError(`rule ${name} is not captured`);
    return id;
  }

  /**
   * The captures of `input` matched whole as rule `top`, or undefined. They are this grammar's own
   * records, valid until its next match: read them at once.
   */
  match(top: string, input: string): Captures | undefined {
    const language = this.language;
    return language.match(this.requireKey(top), input) ? language.records : undefined;
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

  /**
   * The error for a rule name the grammar lacks. What takes a rule name from a user says which names
   * are near (rule-names.ts's unknownRule: CompiledGrammar here, an edition's or a specification's
   * checkRule before asking, requireRule), so that an edition's parse, which names only its own top
   * rule, carries no name search.
   */
  protected unknown(name: string): RangeError {
    return new RangeError(`${this.name} has no rule named '${name}'`);
  }

  /** the last rule asked for and its key: an edition asks for its top rule on every parse (none yet: '' is a name asked for too) */
  private lastName: string | undefined = undefined;
  private lastKey = '';

  protected requireKey(name: string): string {
    if (name === this.lastName) return this.lastKey;
    const key = this.keyOf(name);
    if (key === undefined) throw this.unknown(name);
    this.lastName = name;
    this.lastKey = key;
    return key;
  }
}
