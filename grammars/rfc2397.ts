/**
 * RFC 2397 (August 1998), "The "data" URL scheme" — §3. "urlchar is imported from [RFC2396]" —
 * which has no rule of that name; it is taken as RFC 2396's uric (reserved | unreserved | escaped),
 * what a URL's characters are there. "type", "subtype", "attribute" and "value" are "the
 * corresponding tokens from [RFC2045], represented using URL escaped encoding of [RFC2396] as
 * necessary": RFC 2045's token (1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>) as it
 * may stand in a URL, its other characters escaped. Literals are case-insensitive ("data:" and
 * ";base64", as RFC 2045's media types are).
 */
import { production, union, withPct } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { ALPHANUM, RESERVED, UNRESERVED } from './rfc2396';

/** RFC 2397's productions (what `rule('rfc2397', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc2397', 'mediatype', 'text/plain;charset=utf-8'); // undefined
 * ```
 */
export type Rfc2397RuleName = 'dataurl' | 'mediatype' | 'data' | 'parameter' | 'type' | 'subtype' | 'attribute' | 'value' | 'token';

/** The productions §3 writes. */
export const OWN_RULES = ['dataurl', 'mediatype', 'data', 'parameter'] as const;

export const CAPTURED = ['dataurl', 'mediatype', 'type', 'subtype', 'parameter', 'attribute', 'value', 'data'] as const;

/**
 * RFC 2045's token characters that a URL holds unescaped: RFC 2396's unreserved and the reserved
 * characters that are no tspecial ("&", "+", "$"); tspecials ("(" ")" "<" ">" "@" "," ";" ":" "\"
 * <"> "/" "[" "]" "?" "=") and the rest escaped
 */
const TOKEN = /* @__PURE__ */ withPct('token', /* @__PURE__ */ union('token', ALPHANUM, "-_.!~*'&+$"));
/** uric = reserved | unreserved | escaped   (RFC 2396 §2) */
const URIC = /* @__PURE__ */ withPct('urlchar', /* @__PURE__ */ union('urlchar', RESERVED, UNRESERVED));

export function rfc2397Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, run, seq, opt, many } = k;
  return {
    // (";base64" is not a parameter: "it doesn't have a following "=" sign"; a parameter is tried
    // first and, without its "=", gives the ";" back.)
    dataurl: production('dataurl', '3',
      'dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data',
      (r) => seq(lit('data:', true), opt(r.mediatype), opt(lit(';base64', true)), lit(','), r.data)),
    mediatype: production('mediatype', '3',
      'mediatype  := [ type "/" subtype ] *( ";" parameter )',
      (r) => seq(opt(seq(r.type, lit('/'), r.subtype)), many(seq(lit(';'), r.parameter)))),
    data: production('data', '3',
      'data       := *urlchar',
      () => run(URIC)),
    parameter: production('parameter', '3',
      'parameter  := attribute "=" value',
      (r) => seq(r.attribute, lit('='), r.value)),
    type: production('type', 'RFC 2045 §5.1',
      'type := discrete-type / composite-type',
      (r) => r.token),
    subtype: production('subtype', 'RFC 2045 §5.1',
      'subtype := extension-token / iana-token',
      (r) => r.token),
    attribute: production('attribute', 'RFC 2045 §5.1',
      'attribute := token',
      (r) => r.token),
    // (no quoted-string: "the quote mark is itself not a valid urlchar", §3)
    value: production('value', 'RFC 2045 §5.1',
      'value := token / quoted-string',
      (r) => r.token),
    token: production('token', 'RFC 2045 §5.1',
      'token := 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>',
      () => run(TOKEN, 1)),
  };
}
