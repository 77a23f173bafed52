/**
 * RFC 2616 (June 1999), "Hypertext Transfer Protocol -- HTTP/1.1" — §3.2.2, the http URL. Its
 * `host`, `port` and `abs_path` are RFC 2396's (§3.2.1: "This specification adopts the definitions
 * of "URI-reference", "absoluteURI", "relativeURI", "port", "host", "abs_path", … from that
 * specification"), so the grammar is RFC 2396's with one production added; RFC 2396 is taken as
 * published (no RFC 2732 IPv6 literals: RFC 2616 cites RFC 2396 alone).
 *
 * §2.1: "Unless stated otherwise, the text [of a literal] is case-insensitive", so "http:" matches
 * "HTTP:".
 */
import { adopted, production } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { rfc2396Grammar } from './rfc2396';
import type { Rfc2396RuleName } from './rfc2396';

/** RFC 2616's own production, and the RFC 2396 rules it adopts (what `rule('rfc2616', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc2616', 'http_URL', 'http://a/b?c'); // undefined: it is one
 * ```
 */
export type Rfc2616RuleName = 'http_URL' | Rfc2396RuleName;

/** The productions RFC 2616 §3.2.2 writes itself (the inventory test reads them from the RFC). */
export const OWN_RULES = ['http_URL'] as const;

/** The rules whose spans the scheme reading is built from. */
export const CAPTURED = ['http_URL', 'host', 'port', 'abs_path', 'query'] as const;

export function rfc2616Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, seq, opt } = k;
  return {
    ...adopted(rfc2396Grammar(k), 'RFC 2396'),
    // (host [ ":" port ]: RFC 2396's hostname or IPv4address; no userinfo, so "u@h" is rejected.
    // The port digits may be empty: "If the port is empty or not given, port 80 is assumed".)
    // PEG: through RFC 2396's hostname, which fails where the BNF ends a hostname at an earlier
    // label followed by labels that start with a digit: as a prefix, "http://f.2" fails where the
    // BNF ends after "http://f."; whole URLs are unaffected.
    httpURL: production('http_URL', '3.2.2',
      'http_URL = "http:" "//" host [ ":" port ] [ abs_path [ "?" query ]]',
      (r) => seq(lit('http:', true), lit('//'), r.host, opt(seq(lit(':'), r.port)), opt(seq(r.absPath, opt(seq(lit('?'), r.query)))))),
  };
}
