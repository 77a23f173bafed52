/** The dispatcher: parse a string, or check one against a rule, under a named edition (rule(): rule.ts). */
import type { EditionName } from '../model/ast';
import type { ParseOptions, ParseResult, RuleName } from '../editions/types';
import { DEFAULT_EDITION, checkOptions, getEdition } from '../editions/registry';
import { validatingEdition } from '../editions/validating';
import { checkedRule, parseWith } from './results';
import { requireString } from './arguments';
import type { UriSyntaxError } from '../model/errors';
import type { SchemeOptions, SchemeRuleName, SchemeSpecName } from '../editions/schemes/types';
import { getSchemeSpec } from '../editions/schemes/registry';
import { specOnly } from './spec-only';

/**
 * Parse `input` as a URI reference under `edition` (default rfc3986). Never throws for a string:
 * a rejection is `{ ok: false, error }`. A non-string input is a TypeError; an unknown edition or
 * amendment a RangeError naming the valid ones.
 *
 * @example
 * ```ts
 * const r = parse('http://user@example.com:8080/a/b?q#f');
 * if (r.ok) console.log(r.uri.host, r.uri.port, r.uri.path); // 'example.com' '8080' '/a/b'
 * parse('http://a/b c').ok;                                    // false: " " is not allowed
 * parse('http://[::1]/', 'rfc2396', { amendments: ['rfc2732'] }).ok; // true
 * ```
 */
export function parse(input: string, edition: EditionName = DEFAULT_EDITION, options?: ParseOptions): ParseResult {
  requireString('parse', input);
  const impl = getEdition(edition);
  return parseWith(impl, input, checkOptions(impl, options));
}

/**
 * Whether all of `input` is a `name` (any production of the edition, by the RFC's spelling): undefined
 * when it is, else the UriSyntaxError that says where and why it is not (offset, expected, the
 * innermost rule and its section). Unknown rules are a RangeError naming the nearest ones.
 *
 * @example
 * ```ts
 * checkRule('rfc3986', 'IPv4address', '192.0.2.1');     // undefined: it is one
 * checkRule('rfc3986', 'port', '80x')?.offset;           // 2
 * ```
 */
export function checkRule<E extends EditionName>(
  edition: E,
  name: RuleName<E>,
  input: string,
  options?: ParseOptions,
): UriSyntaxError | undefined;
/**
 * Whether all of `input` is a `name` of a scheme specification: undefined when it is, else the
 * UriSyntaxError saying where and why not (its `edition` is the specification's name).
 *
 * @example
 * ```ts
 * checkRule('rfc6068', 'addr-spec', 'joe@example.com'); // undefined
 * checkRule('rfc2616', 'http_URL', 'http://u@h/')?.offset; // 8
 * ```
 */
export function checkRule<S extends SchemeSpecName>(spec: S, name: SchemeRuleName<S>, input: string, options?: SchemeOptions): UriSyntaxError | undefined;
export function checkRule(
  edition: EditionName | SchemeSpecName,
  name: string,
  input: string,
  options?: ParseOptions & SchemeOptions,
): UriSyntaxError | undefined {
  if (typeof name !== 'string') throw new TypeError(`checkRule expects a rule name, not ${typeof name}`);
  requireString('checkRule', input);
  let error: UriSyntaxError | undefined;
  if (specOnly(edition)) error = getSchemeSpec(edition).checkRule(name, input, options);
  else {
    const impl = validatingEdition(edition);
    error = impl.checkRule(name, input, checkOptions(impl, options));
  }
  return checkedRule(error, options);
}

/**
 * Whether `input` is a URI reference under `edition` (default rfc3986): the edition's matcher only —
 * no AST, no warnings, no error. A non-string input is a TypeError.
 *
 * @example
 * ```ts
 * canParse('http://example.com/a');       // true
 * canParse('http://example.com/a b');     // false
 * canParse('http://h/~u', 'rfc1738');     // false: "~" is unsafe in RFC 1738
 * ```
 */
export function canParse(input: string, edition: EditionName = DEFAULT_EDITION, options?: ParseOptions): boolean {
  requireString('canParse', input);
  const impl = validatingEdition(edition);
  return impl.canParse(input, checkOptions(impl, options));
}
