/**
 * RFC 6455 (December 2011), "The WebSocket Protocol" — §3, the ws and wss URIs. §3 uses "ABNF
 * productions defined by the URI specification RFC 3986", so the grammar is RFC 3986's (as
 * published) with §3's productions; §3 redefines `path` as RFC 3986's path-abempty, which replaces
 * RFC 3986's own `path` here. ABNF strings are case-insensitive (RFC 5234 §2.3).
 *
 * Unlike http's, the authority is `host [ ":" port ]`: no userinfo. No fragment either: "Fragment
 * identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used on these URIs".
 */
import { adopted, production } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName } from './rfc3986';

/** RFC 6455 §3's productions and the RFC 3986 rules it adopts (what `rule('rfc6455', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc6455', 'ws-URI', 'ws://example.com/chat'); // undefined
 * ```
 */
export type Rfc6455RuleName = 'ws-URI' | 'wss-URI' | Rfc3986RuleName;

/** The productions §3 writes itself (`host`, `port`, `path` and `query` are references to RFC 3986). */
export const OWN_RULES = ['ws-URI', 'wss-URI'] as const;

export const CAPTURED = ['ws-URI', 'wss-URI', 'host', 'port', 'path', 'query'] as const;

export function rfc6455Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, seq, opt } = k;
  const uri = (scheme: string) => (r: Record<string, P>) =>
    seq(lit(`${scheme}:`, true), lit('//'), r.host, opt(seq(lit(':'), r.port)), r.path, opt(seq(lit('?'), r.query)));
  return {
    ...adopted(rfc3986Grammar(k), 'RFC 3986'),
    wsURI: production('ws-URI', '3',
      'ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]',
      uri('ws')),
    wssURI: production('wss-URI', '3',
      'wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]',
      uri('wss')),
    path: production('path', '3',
      'path = <path-abempty, defined in [RFC3986], Section 3.3>',
      (r) => r.pathAbempty),
  };
}
