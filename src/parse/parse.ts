/** The dispatcher: parse a string, or hand out a rule, under a named edition. */
import type P from 'parsimmon';
import type { EditionName } from '../model/ast';
import type { ParseOptions, ParseResult, RuleName } from '../editions/types';
import { DEFAULT_EDITION, checkOptions, getEdition } from '../editions/registry';
import { parseWith } from './results';
import type { UriSyntaxError } from '../model/errors';
import type { SchemeOptions, SchemeRuleName, SchemeSpecName } from '../editions/schemes/types';
import { getSchemeSpec, isSchemeSpecName } from '../editions/schemes/registry';

/** Whether `name` names a scheme specification and no edition (RFC 1738 is both: its edition is its grammar). */
const specOnly = (name: unknown): name is SchemeSpecName => isSchemeSpecName(name) && name !== 'rfc1738';

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
  if (typeof input !== 'string') {
    throw new TypeError(`parse expects a string, not ${input === null ? 'null' : typeof input}`);
  }
  const impl = getEdition(edition);
  return parseWith(impl, input, checkOptions(impl, options));
}

/**
 * Any production of any edition, by the RFC's own spelling (`rule('rfc3986', 'IPv6address')`,
 * `rule('rfc2396', 'abs_path')`), as a Parsimmon parser that yields the exact text it matched.
 * It does not require the end of input: use `.skip(P.eof)` or `.parse()` (which does) to validate.
 *
 * @example
 * ```ts
 * rule('rfc3986', 'IPv6address').parse('::ffff:1.2.3.4').status; // true
 * rule('rfc2396', 'abs_path').parse('/a;p/b').status;            // true
 * ```
 */
export function rule<E extends EditionName>(edition: E, name: RuleName<E>, options?: ParseOptions): P.Parser<string>;
/**
 * Any production of a scheme specification (`rule('rfc6068', 'addr-spec')`), the rules it adopts
 * from another RFC included, as a Parsimmon parser yielding the exact text it matched.
 *
 * @example
 * ```ts
 * rule('rfc9110', 'http-URI').parse('http://example.com/').status; // true
 * ```
 */
export function rule<S extends SchemeSpecName>(spec: S, name: SchemeRuleName<S>, options?: SchemeOptions): P.Parser<string>;
export function rule(edition: EditionName | SchemeSpecName, name: string, options?: ParseOptions & SchemeOptions): P.Parser<string> {
  if (typeof name !== 'string') throw new TypeError(`rule expects a rule name, not ${typeof name}`);
  if (specOnly(edition)) return getSchemeSpec(edition).rule(name, options);
  const impl = getEdition(edition);
  return impl.rule(name, checkOptions(impl, options));
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
  if (typeof input !== 'string') throw new TypeError(`checkRule expects a string, not ${input === null ? 'null' : typeof input}`);
  if (specOnly(edition)) return getSchemeSpec(edition).checkRule(name, input, options);
  const impl = getEdition(edition);
  return impl.checkRule(name, input, checkOptions(impl, options));
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
  if (typeof input !== 'string') {
    throw new TypeError(`canParse expects a string, not ${input === null ? 'null' : typeof input}`);
  }
  const impl = getEdition(edition);
  return impl.canParse(input, checkOptions(impl, options));
}
