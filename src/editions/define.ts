/**
 * An edition from its parts: its grammar (one compiled grammar per combination of options), the
 * rule a URI reference is, the AST builder that reads a match's captures, the warnings, and what the
 * edition says of a rejection in its own words. Everything else — accepting, rejecting, validating,
 * handing out rules — is the same for every edition and lives here.
 */
import { requireRule } from '../engine';
import type { Captures, GeneratedGrammar, Grammar } from '../engine';
import type { CharSet } from '../kit';
import type { Component, EditionName, HostKind, UriReference, Warning } from '../model/ast';
import { rejection } from '../model/errors';
import type { UriSyntaxError, UriSyntaxErrorDetails } from '../model/errors';
import { validates } from './validation';
import type { ValidationParts } from './validation';
import type { Accepted, CharClassInfo, ComponentRule, Edition, EditionInfo, EditionParser, ParseOptions } from './types';

/** A rejection as the grammar explains it, before the edition adds its own words. */
export type RejectionDetails = UriSyntaxErrorDetails & { rule: string };

/** A character class: a rule of the grammar and its characters, or (for a class that is no rule) stated in full. */
export type ClassSpec = readonly [rule: string, set: CharSet] | CharClassInfo;

export interface EditionParts {
  info: Omit<EditionInfo, 'ruleNames'>;
  /** the compiled grammar for these options */
  grammar(options: ParseOptions): GeneratedGrammar;
  /** gives the grammars their explaining mode (GeneratedGrammar.explainWith; their texts come from the edition's describing()): called here, first */
  explaining?(): void;
  /** the rule a whole URI reference is, as the RFC spells it */
  top: string;
  /** The AST of `input`, from the captures of its match (read at once: they are the grammar's). */
  toAst(input: string, captures: Captures, grammar: Grammar): UriReference;
  warnings(input: string, uri: UriReference): Warning[];
  /** what the edition says of a rejection of a whole URI reference beyond the grammar's error, if anything */
  explain?(details: RejectionDetails, options: ParseOptions): UriSyntaxErrorDetails;
}

/**
 * What an edition's rule tables quote (Edition's classes, components, hostRules, schemeRules): given
 * to defineEdition apart from the parts, so that a bundle of an entry's parse, which makes no
 * edition and no table, carries none of it (the character classes' sets, the kit that makes them).
 */
export interface EditionTables {
  /** the character-class rules, most specific first */
  classes: readonly ClassSpec[] | ((options: ParseOptions) => readonly ClassSpec[]);
  /** for each component, the rule (or rules) that produce it */
  components: Readonly<Partial<Record<Component, string | readonly string[]>>>;
  /** where a kind of host comes from another rule than the host component's */
  hostRules?: Readonly<Partial<Record<HostKind, string>>>;
  /** where a scheme's own rule produces a component, by lowercase scheme */
  schemeRules?: Readonly<Record<string, Readonly<Partial<Record<Component, string | readonly string[]>>>>>;
  /** the options of the grammar whose rules the tables quote (default: none) */
  quotedFrom?: ParseOptions;
}

/**
 * Parsing under the edition `parts` describes: accept and reject alone (what an edition's entry point's
 * parse needs; gives the grammars their explaining mode, which reject runs).
 */
export function defineParser(parts: EditionParts): EditionParser {
  parts.explaining?.();
  const name: EditionName = parts.info.name;
  const { top } = parts;
  return {
    info: parts.info,
    accept(input: string, options: ParseOptions): Accepted | undefined {
      const grammar = parts.grammar(options);
      const captures = grammar.match(top, input);
      if (captures === undefined) return undefined;
      const uri = parts.toAst(input, captures, grammar);
      return { ok: true, edition: name, uri, warnings: parts.warnings(input, uri) };
    },
    reject(input: string, options: ParseOptions): UriSyntaxError {
      const found = details(name, parts.grammar(options), top, input);
      return rejection(parts.explain ? parts.explain(found, options) : found);
    },
  };
}

/**
 * The edition `parts` describes; `parser`, its defineParser (which the edition's module makes for
 * its entry's parse); `tables`, what its rule tables quote; `sameReading`, another grammar that
 * accepts the inputs it applies to exactly as the edition's does, validated with instead
 * (ValidationParts: RFC 3987 on ASCII strings, RFC 3986's — its regexps hold no ucschar ranges).
 * Parsing runs the edition's own grammar: its matching mode is as fast on those inputs, and a
 * bundle of parse carries no second grammar.
 */
export function defineEdition(parts: EditionParts, parser: EditionParser, tables: EditionTables, sameReading?: ValidationParts['sameReading']): Edition {
  const name: EditionName = parts.info.name;
  const validation: ValidationParts = sameReading === undefined ? parts : { ...parts, sameReading };
  const { top } = parts;
  const plain = parts.grammar({});
  const quoted = parts.grammar(tables.quotedFrom ?? {});
  // the rule tables quote the grammar's rules: made when first read (by what in the main entry
  // quotes rules, which takes the edition from describing.ts with its texts; an edition entry reads none)
  let made: RuleTables | undefined;
  const rules = (): RuleTables => (made ??= ruleTables(tables, plain, quoted));

  return {
    info: { ...parts.info, ruleNames: plain.ruleNames },
    get classes() {
      return rules().classes;
    },
    classesFor: (options) => (typeof tables.classes === 'function' ? resolveClasses(parts.grammar(options), tables.classes(options)) : rules().classes),
    get components() {
      return rules().components;
    },
    get hostRules() {
      return rules().hostRules;
    },
    get schemeRules() {
      return rules().schemeRules;
    },
    production(rule: string, options: ParseOptions = {}): ComponentRule | undefined {
      const grammar = parts.grammar(options);
      const definition = grammar.definition(rule);
      return definition === undefined ? undefined : { rule, section: grammar.section(rule)!, definition };
    },
    accept: parser.accept,
    reject: parser.reject,
    locate(input: string, options: ParseOptions): { offset: number; rule: string | undefined } {
      const found = details(name, parts.grammar(options), top, input);
      const said = parts.explain ? parts.explain(found, options) : found;
      return { offset: said.offset, rule: said.rule };
    },
    canParse: (input: string, options: ParseOptions): boolean => validates(validation, input, options),
    grammarId: (options: ParseOptions) => parts.grammar(options).buildId,
    checkRule(rule: string, input: string, options: ParseOptions): UriSyntaxError | undefined {
      const grammar = parts.grammar(options);
      requireRule(grammar, rule);
      return grammar.matches(rule, input) ? undefined : rejection(details(name, grammar, rule, input));
    },
  };
}

/** The grammar's explanation of why `input` is not a `rule`, as error details of the edition `edition`. */
function details(edition: EditionName, grammar: Grammar, rule: string, input: string): RejectionDetails {
  const report = grammar.explain(rule, input);
  const failing = report.rule ?? rule;
  const section = grammar.section(failing);
  return {
    edition,
    input,
    offset: report.offset,
    expected: report.expected,
    rule: failing,
    ...(section !== undefined ? { section } : {}),
  };
}

/** An edition's rule tables (Edition's classes, components, hostRules, schemeRules). */
interface RuleTables {
  classes: CharClassInfo[];
  components: Partial<Record<Component, ComponentRule>>;
  hostRules: Partial<Record<HostKind, ComponentRule>>;
  schemeRules: Record<string, Partial<Record<Component, ComponentRule>>>;
}

function ruleTables(tables: EditionTables, plain: Grammar, quoted: Grammar): RuleTables {
  const classes = resolveClasses(plain, typeof tables.classes === 'function' ? tables.classes({}) : tables.classes);
  const components: Partial<Record<Component, ComponentRule>> = {};
  for (const [field, rules] of Object.entries(tables.components) as [Component, string | readonly string[]][]) {
    components[field] = componentRule(quoted, rules);
  }
  const hostRules: Partial<Record<HostKind, ComponentRule>> = {};
  for (const [kind, rule] of Object.entries(tables.hostRules ?? {}) as [HostKind, string][]) hostRules[kind] = componentRule(quoted, rule);
  const schemeRules: Record<string, Partial<Record<Component, ComponentRule>>> = {};
  for (const [scheme, fields] of Object.entries(tables.schemeRules ?? {})) {
    schemeRules[scheme] = {};
    for (const [field, rules] of Object.entries(fields) as [Component, string | readonly string[]][]) schemeRules[scheme][field] = componentRule(quoted, rules);
  }
  return { classes, components, hostRules, schemeRules };
}

/** The rule (or rules) producing a component, as the grammar states them; an Error for a rule it lacks. */
function componentRule(grammar: Grammar, rules: string | readonly string[]): ComponentRule {
  const names = typeof rules === 'string' ? [rules] : rules;
  const definitions = names.map((name) => {
    const definition = grammar.syntax(name);
    if (definition === undefined) throw new Error(`${grammar.name}: no rule ${name} to quote`);
    return definition;
  });
  return { rule: names[0], section: grammar.section(names[0])!, definition: definitions.join('; ') };
}

function resolveClasses(grammar: Grammar, specs: readonly ClassSpec[]): CharClassInfo[] {
  return specs.map((spec) => {
    if (!Array.isArray(spec)) return spec as CharClassInfo;
    const [rule, set] = spec as readonly [string, CharSet];
    return { ...componentRule(grammar, rule), set };
  });
}
