/**
 * The shared AST every edition produces: one shape for every edition, so that editions can be compared.
 *
 * Plain, JSON-serialisable data. Every component field is the exact substring of the input that
 * the edition's grammar assigns to it — no decoding, no case folding — `undefined` when the
 * component is absent (its delimiter is absent) and `''` when present but empty.
 */
import type { WarningCode } from './warnings';

export type EditionName = 'rfc1738' | 'rfc1808' | 'rfc2396' | 'rfc3986';
export type Amendment = 'rfc2732' | 'rfc6874';

export type HostKind = 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name' | 'hostname' | 'empty';

/** The components a UriReference can have, as named in `spans` and in compare()'s differences. */
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

/** One path segment. `params` only where the edition gives segments parameters (RFC 2396 §3.3). */
export interface PathSegment {
  /** the segment as written, without its `;param`s where the edition has them */
  value: string;
  /** RFC 2396 `param`s, each without its leading ";" */
  params?: string[];
}

/** RFC 1738 scheme-specific fields (§3.2–§3.11): the names the RFC's BNF gives them. */
export type SchemeData = Record<string, string | string[] | undefined>;

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

/** A non-fatal remark about an accepted input (e.g. a non-canonical but valid spelling). */
export interface Warning {
  /** what kind of remark (warnings.ts lists every code with its meaning) */
  code: WarningCode;
  message: string;
  offset?: number;
  rule?: string;
  section?: string;
}
