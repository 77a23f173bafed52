/**
 * RFC 2068 (January 1997), "Hypertext Transfer Protocol -- HTTP/1.1" — §3.2.1's generic URI
 * grammar, §3.2.2's http URL and the §2.2 basic rules they use. Every one of these productions is
 * RFC 1945's, word for word and in the same section (white space aside: the test of the vendored
 * texts checks it), so the grammar is built by the same function (grammars/rfc1945.ts), with the
 * same interpretations of its prose rules (OCTET, national, host). What RFC 2068 adds is prose:
 * §3.2.2 "The use of IP addresses in URL's SHOULD be avoided whenever possible", and §3.2.3's URI
 * comparison (src/editions/schemes/http.ts).
 */
import type { Kit, RuleDefs } from '../src/kit';
import { httpEraGrammar } from './rfc1945';
import type { Rfc1945RuleName } from './rfc1945';

export { CAPTURED, OWN_RULES } from './rfc1945';

/** RFC 2068's productions: RFC 1945's, by the same names (what `rule('rfc2068', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc2068', 'http_URL', 'http://a/b;p?q'); // undefined: it is one
 * ```
 */
export type Rfc2068RuleName = Rfc1945RuleName;

export function rfc2068Grammar<P>(k: Kit<P>): RuleDefs<P> {
  return httpEraGrammar(k);
}
