/**
 * What an edition is to the dispatcher: its description, and parse/rule entry points.
 * (The registry of editions is registry.ts; define.ts makes an Edition from its parts.)
 */
import type { CharSet } from '../kit';
import type { Amendment, Component, EditionName, HostKind, UriReference, Warning } from '../model/ast';
import type { UriSyntaxError } from '../model/errors';
import type { Rfc1630RuleName } from '../../grammars/rfc1630';
import type { Rfc1738FragmentRuleName, Rfc1738RuleName } from '../../grammars/rfc1738';
import type { Rfc1808RuleName } from '../../grammars/rfc1808';
import type { Rfc2396RuleName, Rfc2732RuleName } from '../../grammars/rfc2396';
import type { Rfc3986RuleName, Rfc6874RuleName } from '../../grammars/rfc3986';
import type { Rfc3987RuleName } from '../../grammars/rfc3987';

/** Each edition's productions by the RFC's spelling, with the rules its amendment or options add.
 *
 * @example
 * ```ts
 * type Names = EditionRuleNames['rfc2396']; // 'URI-reference' | 'absoluteURI' | … | 'IPv6reference' | 'hex4'
 * ```
 */
export interface EditionRuleNames {
  rfc1630: Rfc1630RuleName;
  rfc1738: Rfc1738RuleName | Rfc1738FragmentRuleName;
  rfc1808: Rfc1808RuleName;
  rfc2396: Rfc2396RuleName | Rfc2732RuleName;
  rfc3986: Rfc3986RuleName | Rfc6874RuleName;
  rfc3987: Rfc3987RuleName | Rfc6874RuleName;
}

/**
 * A production of edition `E` by the RFC's spelling (`'IPv6address'`, `'abs_path'`, `'generic-RL'`),
 * as `rule()` and `checkRule()` take it; an amendment's (or option's) rules are there when it is given.
 *
 * @example
 * ```ts
 * const name: RuleName<'rfc3986'> = 'IPv6address'; // a misspelt name does not compile
 * ```
 */
export type RuleName<E extends EditionName = EditionName> = EditionRuleNames[E];

/**
 * An edition as the `editions` list describes it: name, RFC number, year, title, amendments, rules.
 * @example
 * ```ts
 * editions.map((e) => `${e.name} (${e.year}): ${e.ruleNames.length} rules`);
 * ```
 */
export interface EditionInfo {
  name: EditionName;
  /** RFC number, e.g. 3986 */
  rfc: number;
  year: number;
  title: string;
  /** amendments this edition accepts in ParseOptions.amendments */
  amendments: readonly Amendment[];
  /** every production of the edition's collected grammar, by the RFC's spelling */
  ruleNames: readonly string[];
}

/**
 * Options of parse(), canParse(), rule() and checkRule(): amendments, and RFC 1738's two leniencies.
 * @example
 * ```ts
 * parse('http://[fe80::1%25eth0]/', 'rfc3986', { amendments: ['rfc6874'] }).ok; // true
 * ```
 */
export interface ParseOptions {
  /** RFC 2732 IPv6 literals for rfc2396; RFC 6874 zone IDs for rfc3986 and rfc3987 */
  amendments?: Amendment[];
  /**
   * rfc1738 only: accept an uppercase scheme (§5: "interpreters should use case-ignore"), which the
   * BNF's lowercase literals do not derive.
   */
  caseInsensitiveScheme?: boolean;
  /** rfc1738 only: accept a trailing "#fragment", as RFC 1808 §2.1 later did */
  allowFragment?: boolean;
  /**
   * parse(): show the input's passwords and secret query values in a rejection's `message`,
   * `reason` and `note` (default false: they are "***", as redact() hides them; `error.input` is
   * always the string as given)
   */
  showPassword?: boolean;
}

/**
 * What parse() returns: the UriReference and warnings, or the UriSyntaxError; never thrown.
 * @example
 * ```ts
 * const r = parse('http://a/b?c');
 * if (r.ok) r.uri.query; // 'c'
 * else console.log(r.error.message);
 * ```
 */
export type ParseResult =
  | { ok: true; edition: EditionName; uri: UriReference; warnings: Warning[]; /** absent on success (typed so that `r.error?.message` compiles before narrowing) */ error?: undefined }
  | { ok: false; edition: EditionName; error: UriSyntaxError; /** absent on failure */ uri?: undefined; /** absent on failure */ warnings?: undefined };

export type Accepted = Extract<ParseResult, { ok: true }>;

/** One of an edition's character-class rules, for explaining why a character is (not) allowed. */
export interface CharClassInfo {
  /** the rule's RFC spelling, e.g. 'unreserved', 'national' */
  rule: string;
  /** e.g. '2.3' */
  section: string;
  /** the RFC's definition, quoted */
  definition: string;
  /** the characters it contains */
  set: CharSet;
}

/** The rule that produces one AST component in an edition, for explaining where editions differ. */
export interface ComponentRule {
  rule: string;
  section: string;
  /** the RFC's definition of the rule, quoted */
  definition: string;
}

/**
 * What parsing under an edition needs of it: define.ts's defineParser, which an edition's entry point
 * parses with (its bundle then carries none of the Edition's rule tables, validating or checkRule).
 */
export type EditionParser = Pick<Edition, 'accept' | 'reject'> & { readonly info: Pick<EditionInfo, 'name' | 'amendments'> };

export interface Edition {
  readonly info: EditionInfo;
  /** the character-class rules, most specific first (every printable ASCII character is in one, or in none) */
  readonly classes: readonly CharClassInfo[];
  /** the same classes as a parse with these options reads them (an amendment may change them) */
  classesFor(options: ParseOptions): readonly CharClassInfo[];
  /** a production of the edition's grammar (under these options) as the RFC writes it */
  production(rule: string, options?: ParseOptions): ComponentRule | undefined;
  /** for each component the edition can produce, the rule that produces it */
  readonly components: Readonly<Partial<Record<Component, ComponentRule>>>;
  /** where a kind of host comes from another rule than `components.host` (RFC 2396's reg_name authority) */
  readonly hostRules?: Readonly<Partial<Record<HostKind, ComponentRule>>>;
  /** where a scheme's own rule produces a component (RFC 1738's httpurl: the path is an hpath), by lowercase scheme */
  readonly schemeRules?: Readonly<Record<string, Readonly<Partial<Record<Component, ComponentRule>>>>>;
  /**
   * The accepted parse of a whole URI reference, or undefined when the grammar does not derive it
   * (never throws for a string). src/parse/results.ts makes the ParseResult.
   */
  accept(input: string, options: ParseOptions): Accepted | undefined;
  /** Why the grammar does not derive `input` (only for an input accept() returned undefined for). */
  reject(input: string, options: ParseOptions): UriSyntaxError;
  /** Where reject() would say `input` goes wrong — its offset and rule — without building the error (bulk lines). */
  locate(input: string, options: ParseOptions): { offset: number; rule: string | undefined };
  /** Whether the grammar derives all of `input`: the matcher only, nothing built. */
  canParse(input: string, options: ParseOptions): boolean;
  /** the id of the grammar build these options select (grammar-sources.ts: `rule()` builds its careful parsers from it) */
  grammarId(options: ParseOptions): string;
  /** Why all of `input` is not a `name` (any production), or undefined when it is one. */
  checkRule(name: string, input: string, options: ParseOptions): UriSyntaxError | undefined;
}
