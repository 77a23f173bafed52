/**
 * RFC 7230 (June 2014), "Hypertext Transfer Protocol (HTTP/1.1): Message Syntax and Routing" —
 * §2.7, §2.7.1 and §2.7.2: the http and https URI schemes. §2.7 adopts RFC 3986's "scheme",
 * "authority", "port", "host", "path-abempty", "segment", "query" and "fragment" (`uri-host = <host,
 * see [RFC3986], Section 3.2.2>`), so the grammar is RFC 3986's (as published: RFC 7230 cites no
 * RFC 6874) with §2.7's own productions added. ABNF strings are case-insensitive (RFC 5234 §2.3).
 *
 * What the ABNF allows and the prose forbids is the scheme reading's, not the grammar's: an empty
 * host ("A recipient that processes such a URI reference MUST reject it as invalid", §2.7.1) and a
 * userinfo ("a recipient SHOULD parse for userinfo and treat its presence as an error").
 */
import { adopted, production } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName } from './rfc3986';

/** RFC 7230 §2.7's own productions and the RFC 3986 rules it adopts (what `rule('rfc7230', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc7230', 'absolute-path', '/a/b'); // undefined: it is one
 * ```
 */
export type Rfc7230RuleName = 'http-URI' | 'https-URI' | 'absolute-path' | 'partial-URI' | 'uri-host' | Rfc3986RuleName;

/** The productions §2.7–§2.7.2 define themselves, not by reference to RFC 3986. */
export const OWN_RULES = ['absolute-path', 'partial-URI', 'http-URI', 'https-URI'] as const;

export const CAPTURED = ['http-URI', 'https-URI', 'userinfo', 'host', 'port', 'path-abempty', 'query', 'fragment'] as const;

export function rfc7230Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, seq, opt, many } = k;
  return {
    ...adopted(rfc3986Grammar(k), 'RFC 3986'),
    uriHost: production('uri-host', '2.7',
      'uri-host      = <host, see [RFC3986], Section 3.2.2>',
      (r) => r.host),
    absolutePath: production('absolute-path', '2.7',
      'absolute-path = 1*( "/" segment )',
      (r) => many(seq(lit('/'), r.segment), 1)),
    partialURI: production('partial-URI', '2.7',
      'partial-URI   = relative-part [ "?" query ]',
      (r) => seq(r.relativePart, opt(seq(lit('?'), r.query)))),
    httpURI: production('http-URI', '2.7.1',
      `http-URI = "http:" "//" authority path-abempty [ "?" query ]
                [ "#" fragment ]`,
      (r) => seq(lit('http:', true), lit('//'), r.authority, r.pathAbempty, opt(seq(lit('?'), r.query)), opt(seq(lit('#'), r.fragment)))),
    httpsURI: production('https-URI', '2.7.2',
      `https-URI = "https:" "//" authority path-abempty [ "?" query ]
                 [ "#" fragment ]`,
      (r) => seq(lit('https:', true), lit('//'), r.authority, r.pathAbempty, opt(seq(lit('?'), r.query)), opt(seq(lit('#'), r.fragment)))),
  };
}
