/**
 * RFC 9110 (June 2022), "HTTP Semantics" — §4.1 and §4.2.1–§4.2.2: the http and https URI schemes.
 * §4.1 adopts RFC 3986's "URI-reference", "absolute-URI", "relative-part", "authority", "port",
 * "host", "path-abempty", "segment" and "query", so the grammar is RFC 3986's (as published) with
 * §4's own productions added. ABNF strings are case-insensitive (RFC 5234 §2.3).
 *
 * Unlike RFC 7230's, these http-URI and https-URI have no fragment: "The fragment identifier
 * component is not part of the scheme definition for a URI scheme … thus does not appear in the
 * ABNF definitions for the "http" and "https" URI schemes" (§4.2.5); a reference's fragment is RFC
 * 3986 §4.1's. An empty host ("MUST reject it as invalid", §4.2.1) and a userinfo (§4.2.4) are the
 * scheme reading's to judge, not the ABNF's.
 */
import { adopted, production } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName } from './rfc3986';

/** RFC 9110 §4's own productions and the RFC 3986 rules it adopts (what `rule('rfc9110', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc9110', 'https-URI', 'https://example.com/'); // undefined: it is one
 * ```
 */
export type Rfc9110RuleName = 'http-URI' | 'https-URI' | 'absolute-path' | 'partial-URI' | 'uri-host' | Rfc3986RuleName;

/** The productions §4.1–§4.2.2 define themselves, not by reference to RFC 3986. */
export const OWN_RULES = ['absolute-path', 'partial-URI', 'http-URI', 'https-URI'] as const;

export const CAPTURED = ['http-URI', 'https-URI', 'userinfo', 'host', 'port', 'path-abempty', 'query', 'fragment'] as const;

export function rfc9110Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, seq, opt, many } = k;
  return {
    ...adopted(rfc3986Grammar(k), 'RFC 3986'),
    uriHost: production('uri-host', '4.1',
      'uri-host      = <host, see [URI], Section 3.2.2>',
      (r) => r.host),
    absolutePath: production('absolute-path', '4.1',
      'absolute-path = 1*( "/" segment )',
      (r) => many(seq(lit('/'), r.segment), 1)),
    partialURI: production('partial-URI', '4.1',
      'partial-URI   = relative-part [ "?" query ]',
      (r) => seq(r.relativePart, opt(seq(lit('?'), r.query)))),
    httpURI: production('http-URI', '4.2.1',
      'http-URI = "http" "://" authority path-abempty [ "?" query ]',
      (r) => seq(lit('http', true), lit('://'), r.authority, r.pathAbempty, opt(seq(lit('?'), r.query)))),
    httpsURI: production('https-URI', '4.2.2',
      'https-URI = "https" "://" authority path-abempty [ "?" query ]',
      (r) => seq(lit('https', true), lit('://'), r.authority, r.pathAbempty, opt(seq(lit('?'), r.query)))),
  };
}
