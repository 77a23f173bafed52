/** parseScheme(): a string under one scheme specification, read into the scheme's own fields. */
import { getSchemeSpec } from '../editions/schemes/registry';
import type { SchemeOptions, SchemeParseResult, SchemeSpecName } from '../editions/schemes/types';
import { maskedSyntaxError } from '../redact/error-mask';

/**
 * Parse `input` under one scheme specification — the scheme's own syntax in one era (RFC 2616's
 * http_URL, RFC 6068's mailtoURI, RFC 1738 §3's httpurl …). The input's scheme picks the rule when
 * the specification defines several (RFC 9110: http and https). Accepted, the result holds the
 * scheme's fields by the RFC's names; rejected, a UriSyntaxError with the offset, the expected
 * rules, the failing rule and its section, and the RFC's words where its prose (not its ABNF)
 * rejects the string. Never throws for a string; an unknown specification is a RangeError.
 *
 * @example
 * ```ts
 * const r = parseScheme('mailto:joe@example.com?subject=hi', 'rfc6068');
 * if (r.ok) r.fields.to;      // ['joe@example.com']
 * parseScheme('http:///a', 'rfc9110').ok; // false: RFC 9110 §4.2.1, an empty host
 * parseScheme('file:////host/share/a', 'rfc8089', { appendixE: true }).ok; // true: a UNC path (Appendix E.3.2)
 * ```
 */
export function parseScheme(input: string, spec: SchemeSpecName, options?: SchemeOptions): SchemeParseResult {
  if (typeof input !== 'string') {
    throw new TypeError(`parseScheme expects a string, not ${input === null ? 'null' : typeof input}`);
  }
  const result = getSchemeSpec(spec).parse(input, options);
  // the password hidden in the error's text, as parse() hides it (RFC 3986 §7.5), unless asked
  if (!result.ok && options?.showPassword !== true) maskedSyntaxError(result.error);
  return result;
}
