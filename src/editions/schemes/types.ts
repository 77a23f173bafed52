/**
 * What a scheme specification is: the RFC that defines one or more schemes' own syntax in one era
 * (RFC 2616's http_URL, RFC 6068's mailtoURI …), its grammar, and how a match becomes the scheme's
 * fields by the RFC's own names. define.ts builds one from its parts; registry.ts lists them.
 */
import type { SchemeSpecName } from '../../model/scheme-names';
import type { UriSyntaxError } from '../../model/errors';
import type { Rfc1738FragmentRuleName, Rfc1738RuleName } from '../../../grammars/rfc1738';
import type { Rfc2141RuleName } from '../../../grammars/rfc2141';
import type { Rfc2368RuleName } from '../../../grammars/rfc2368';
import type { Rfc2397RuleName } from '../../../grammars/rfc2397';
import type { Rfc1945RuleName } from '../../../grammars/rfc1945';
import type { Rfc2068RuleName } from '../../../grammars/rfc2068';
import type { Rfc2616RuleName } from '../../../grammars/rfc2616';
import type { Rfc3966RuleName } from '../../../grammars/rfc3966';
import type { Rfc5538RuleName } from '../../../grammars/rfc5538';
import type { Rfc6068RuleName } from '../../../grammars/rfc6068';
import type { Rfc6455RuleName } from '../../../grammars/rfc6455';
import type { Rfc7230RuleName } from '../../../grammars/rfc7230';
import type { Rfc8089RuleName } from '../../../grammars/rfc8089';
import type { Rfc8141RuleName } from '../../../grammars/rfc8141';
import type { Rfc9110RuleName } from '../../../grammars/rfc9110';

export type { SchemeSpecName };

/** Each scheme specification's productions by the RFC's spelling, the rules it adopts included.
 *
 * @example
 * ```ts
 * type Names = SchemeRuleNames['rfc6068']; // 'mailtoURI' | 'to' | 'hfields' | …
 * ```
 */
export interface SchemeRuleNames {
  rfc1738: Rfc1738RuleName | Rfc1738FragmentRuleName;
  rfc1945: Rfc1945RuleName;
  rfc2068: Rfc2068RuleName;
  rfc2616: Rfc2616RuleName;
  rfc7230: Rfc7230RuleName;
  rfc8089: Rfc8089RuleName;
  rfc8141: Rfc8141RuleName;
  rfc9110: Rfc9110RuleName;
  rfc2141: Rfc2141RuleName;
  rfc2368: Rfc2368RuleName;
  rfc2397: Rfc2397RuleName;
  rfc3966: Rfc3966RuleName;
  rfc4156: Rfc1738RuleName;
  rfc4157: Rfc1738RuleName;
  rfc4248: Rfc1738RuleName;
  rfc4266: Rfc1738RuleName;
  rfc5538: Rfc5538RuleName;
  rfc6068: Rfc6068RuleName;
  rfc6455: Rfc6455RuleName;
}

/**
 * A field of a scheme reading: a substring of the input (undefined when absent), a list of them
 * (mailto addresses), or a list of name/value pairs (mailto header fields).
 *
 * @example
 * ```ts
 * const r = parseScheme('mailto:a@example.com?subject=hi', 'rfc6068');
 * // r.ok && r.fields.hfields: [['subject', 'hi']]
 * ```
 */
export type SchemeFieldValue = string | undefined | readonly string[] | readonly (readonly [string, string])[];

/**
 * One scheme specification as the `schemes` registry describes it.
 *
 * @example
 * ```ts
 * schemes.http.map((s) => `${s.name} (${s.year}) §${s.section}`);
 * // ['rfc1738 (1994) §3.3', 'rfc1945 (1996) §3.2.2', 'rfc2068 (1997) §3.2.2', 'rfc2616 (1999) §3.2.2', 'rfc7230 (2014) §2.7.1', 'rfc9110 (2022) §4.2.1']
 * ```
 */
export interface SchemeSpecInfo {
  name: SchemeSpecName;
  /** RFC number, e.g. 6068 */
  rfc: number;
  year: number;
  title: string;
  /** the schemes it defines (lowercase), in the RFC's order */
  schemes: readonly string[];
  /** for each scheme, the section that defines its syntax */
  sections: Readonly<Record<string, string>>;
  /** the rule a whole URI of each scheme is, by the RFC's spelling */
  tops: Readonly<Record<string, string>>;
  /** every production of its grammar (the rules it adopts from another RFC included), by the RFC's spelling */
  ruleNames: readonly string[];
}

/**
 * A remark a scheme specification makes about a string it accepts (RFC 9110 §4.2.4's deprecated userinfo).
 *
 * @example
 * ```ts
 * const r = parseScheme('http://u@h/', 'rfc9110'); // r.ok && r.warnings[0].code === 'userinfo-deprecated'
 * ```
 */
export interface SchemeWarning {
  code: 'userinfo-deprecated' | 'empty-port' | 'nid-reserved' | 'ip-address-host';
  /**
   * the section, in the one format of every `section` (errors and warnings alike): bare when it is
   * the reading's own RFC's ('4.2.4' under rfc9110), cited when another RFC's ('RFC 822 §3.3')
   */
  section: string;
  message: string;
}

/**
 * What parseScheme() returns: the scheme's fields by the RFC's names, or the UriSyntaxError; never thrown.
 *
 * @example
 * ```ts
 * const r = parseScheme('http://example.com:8080/a?b', 'rfc9110');
 * if (r.ok) r.fields.port; // '8080'
 * ```
 */
export type SchemeParseResult =
  | {
      ok: true;
      spec: SchemeSpecName;
      /** the scheme read, lowercase */
      scheme: string;
      /** the fields, by the RFC's rule names */
      fields: Record<string, SchemeFieldValue>;
      warnings: SchemeWarning[];
      /** absent on success (typed so that `r.error?.message` compiles before narrowing) */
      error?: undefined;
    }
  | { ok: false; spec: SchemeSpecName; scheme: string | undefined; error: UriSyntaxError; /** absent on failure */ fields?: undefined; /** absent on failure */ warnings?: undefined };

/** The components a scheme reading shares with other eras' readings of the same scheme (for compare()). */
export type SchemeComponent = 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment' | 'to' | 'headers';

/**
 * What a specification says scheme-based normalization may use (RFC 3986 §6.2.3): the default
 * port, whether an empty path means "/", and a host equivalent to the empty one — with where it says so.
 *
 * @example
 * ```ts
 * // RFC 9110 §4.2.1, §4.2.3 for http: { defaultPort: 80, emptyPathIsSlash: true, source: 'RFC 9110 §4.2.1, §4.2.3' }
 * ```
 */
export interface SchemeNormalization {
  /** the port assumed when it is omitted */
  defaultPort?: number;
  /** whether an empty path (with an authority) is equivalent to "/" */
  emptyPathIsSlash: boolean;
  /** a host name equivalent to the empty host */
  localHost?: string;
  /** where the specification says so */
  source: string;
}

/**
 * Options of parseScheme(), rule() and checkRule() for a scheme specification: RFC 8089's nonstandard
 * file forms (Appendix E, as Appendix F collects them).
 *
 * @example
 * ```ts
 * parseScheme('file:c:/autoexec.bat', 'rfc8089', { appendixE: true }).ok; // true
 * ```
 */
export interface SchemeOptions {
  /** rfc8089 only: Appendix E — drive letters, UNC paths ("file:////host/share"), userinfo */
  appendixE?: boolean;
  /**
   * parseScheme() and checkRule(): true shows the password and secret query values in an error's
   * `message`, `reason` and `note`; false (the default) hides them there (RFC 3986 §7.5). An error's
   * `input` is always the string as given.
   */
  showPassword?: boolean;
}

/** A scheme specification, as the dispatcher uses it. */
export interface SchemeSpec {
  readonly info: SchemeSpecInfo;
  /** read `input` (its scheme picks the rule); never throws for a string */
  parse(input: string, options?: SchemeOptions): SchemeParseResult;
  /** whether the spec defines `scheme` (lowercase) */
  defines(scheme: string): boolean;
  /** for a scheme, its fields that hold each shared component */
  components(scheme: string): Readonly<Partial<Record<SchemeComponent, string>>>;
  /** a component's value as compare() sets it beside the other eras' (undefined where the spec has no such component) */
  compared(scheme: string, component: SchemeComponent, fields: Record<string, SchemeFieldValue>): SchemeFieldValue;
  /** how a component's field is read, where it is not the text as written (RFC 2368's decoded mailboxes) */
  reading(scheme: string, component: SchemeComponent): string | undefined;
  /** the id of the grammar build these options select (grammar-sources.ts: `rule()` builds its careful parsers from it) */
  grammarId(options?: SchemeOptions): string;
  /** why all of `input` is not a `name`, or undefined when it is one */
  checkRule(name: string, input: string, options?: SchemeOptions): UriSyntaxError | undefined;
  /** what the specification says normalization of `scheme` may use, if anything */
  normalization(scheme: string): SchemeNormalization | undefined;
  /** a production as the RFC writes it, with its section */
  production(name: string): { rule: string; section: string; definition: string } | undefined;
}

/**
 * A production of scheme specification `S` by the RFC's spelling, as `rule()` and `checkRule()` take it.
 *
 * @example
 * ```ts
 * const name: SchemeRuleName<'rfc6068'> = 'hfield'; // a misspelt name does not compile
 * ```
 */
export type SchemeRuleName<S extends SchemeSpecName = SchemeSpecName> = SchemeRuleNames[S];
