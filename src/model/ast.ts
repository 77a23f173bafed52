/**
 * The shared AST every edition produces: one shape for every edition, so that editions can be compared.
 *
 * Plain, JSON-serialisable data. Every component field is the exact substring of the input that
 * the edition's grammar assigns to it — no decoding, no case folding — `undefined` when the
 * component is absent (its delimiter is absent) and `''` when present but empty.
 */
import type { WarningCode } from './warnings';

/**
 * An edition of the URL/URI specification, by its RFC: 1738 (1994), 1808 (1995), 2396 (1998), 3986 (2005),
 * and its companion for internationalized identifiers, 3987 (IRIs, 2005).
 *
 * @example
 * ```ts
 * parse('http://a/b', 'rfc1808').ok; // true
 * ```
 */
export type EditionName = 'rfc1630' | 'rfc1738' | 'rfc1808' | 'rfc2396' | 'rfc3986' | 'rfc3987';

/**
 * An RFC that amends an edition: RFC 2732 (IPv6 literals) amends rfc2396, RFC 6874 (zone IDs) rfc3986
 * (and the IP-literal rfc3987 takes from it).
 *
 * @example
 * ```ts
 * parse('http://[fe80::1%25eth0]/', 'rfc3986', { amendments: ['rfc6874'] }).ok; // true
 * ```
 */
export type Amendment = 'rfc2732' | 'rfc6874';

/**
 * What kind of host an edition read: an IP address, a registered name (3986 reg-name, 2396 reg_name
 * authority, 1808's non-RFC-1738 hosts), an RFC 1738/2396 hostname, or an empty host.
 *
 * @example
 * ```ts
 * const r = parse('http://192.0.2.1/'); // r.ok && r.uri.hostKind === 'ipv4'
 * ```
 */
export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | 'hostname' | 'empty';

/** The components a UriReference can have, as named in `spans` and in compare()'s differences.
 *
 * @example
 * ```ts
 * const r = parse('http://h/p?q'); // r.ok && Object.keys(r.uri.spans): ['scheme', 'authority', 'host', 'path', 'query']
 * ```
 */
export type Component =
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'user'
  | 'password'
  | 'host'
  | 'port'
  | 'path'
  | 'params'
  | 'query'
  | 'fragment'
  | 'opaque';

/** One path segment. `params` only where the edition gives segments parameters (RFC 2396 §3.3).
 *
 * @example
 * ```ts
 * const r = parse('http://h/a;p/b', 'rfc2396'); // r.ok && r.uri.segments: [{ value: 'a', params: ['p'] }, { value: 'b', params: [] }]
 * ```
 */
export interface PathSegment {
  /** the segment as written, without its `;param`s where the edition has them */
  value: string;
  /** RFC 2396 `param`s, each without its leading ";" */
  params?: string[];
}

/** RFC 1738 scheme-specific fields (§3.2–§3.11): the names the RFC's BNF gives them.
 *
 * @example
 * ```ts
 * const r = parse('ftp://h/f;type=i', 'rfc1738'); // r.ok && r.uri.schemeData: { typecode: 'i' }
 * ```
 */
export type SchemeData = Record<string, string | string[] | undefined>;

/**
 * One URI reference as an edition reads it: each component the exact substring of the input
 * (`undefined` when absent, `''` when present but empty), with its span.
 *
 * @example
 * ```ts
 * const r = parse('http://u@h:80/a/b?q');
 * // r.ok && r.uri: { scheme: 'http', authority: 'u@h:80', userinfo: 'u', user: 'u', host: 'h',
 * //   hostKind: 'reg-name', port: '80', path: '/a/b', query: 'q', fragment: undefined,
 * //   segments: [{ value: 'a' }, { value: 'b' }], spans: { scheme: [0, 4], … }, … }
 * ```
 */
export interface UriReference {
  /** which grammar produced it */
  edition: EditionName;
  /** 3986 URI / relative-ref; 2396 absoluteURI / relativeURI; 1808 absoluteURL / relativeURL */
  form: 'absolute' | 'relative';
  /** without the ":" */
  scheme?: string;
  /** text between "//" and the path (1808: net_loc, which runs to the next "/") */
  authority?: string;
  /** as written */
  userinfo?: string;
  /** userinfo up to its first ":" */
  user?: string;
  /** userinfo after its first ":" (absent when userinfo has no ":") */
  password?: string;
  /** as written, brackets of an IP literal included */
  host?: string;
  hostKind?: HostKind;
  /** digits as written (may be '') */
  port?: string;
  /** the whole path text, leading "/" included; for an opaque URI the same text as `opaque` */
  path: string;
  /** RFC 1808 ";params" after the path; RFC 1738 ftp ";type=" / prospero ";fieldspec"s — without the ";" */
  params?: string;
  /** without the "?" */
  query?: string;
  /** without the "#" */
  fragment?: string;
  /** 2396 opaque_part / 1738 scheme part of a non-IP scheme / 1808 scheme ":" *( uchar | reserved ) */
  opaque?: string;
  /** path segments: for a path starting with "/", the text after each "/"; otherwise split at "/" */
  segments?: PathSegment[];
  /** RFC 1738 scheme-specific fields */
  schemeData?: SchemeData;
  /** [start, end) offsets of every present component in the input */
  spans: Partial<Record<Component, [number, number]>>;
}

/**
 * A non-fatal remark about an accepted input (e.g. a non-canonical but valid spelling).
 *
 * @example
 * ```ts
 * const r = parse('HTTP://h/%7e');
 * // r.ok && r.warnings.map((w) => w.code): ['scheme-case', 'pct-lowercase', 'pct-unreserved']
 * ```
 */
export interface Warning {
  /** what kind of remark (warnings.ts lists every code with its meaning) */
  code: WarningCode;
  message: string;
  offset?: number;
  rule?: string;
  /** as a UriSyntaxError's: bare when the edition's own RFC's ('3.2.1'), cited when another's ('RFC 3986 §3.2.1') */
  section?: string;
}
