/**
 * RFC 3986 (January 2005), "Uniform Resource Identifier (URI): Generic Syntax" — Appendix A,
 * "Collected ABNF for URI", one rule per production, in the appendix's order; and the amendment
 * RFC 6874 (February 2013), "Representing IPv6 Zone Identifiers in Address Literals and URIs", §2.
 *
 * ABNF alternation (`/`) is unordered and backtracking; Parsimmon's `alt` is ordered choice that
 * never re-enters an alternative that succeeded. Where that changes what a rule matches, the rule is
 * reordered or guarded, and the change is written down at the rule (look for "PEG:").
 *
 * Character runs (`*pchar`, `1*DIGIT`, …) are one sticky regexp each over the run's character set
 * (src/kit); the sets are built below from the rules that define them.
 */
import { chars, union, withPct, production } from '../src/kit';
import { ALPHA, DIGIT, HEXDIG } from './rfc5234';
import type { Kit, Language, RuleDef, RuleDefs } from '../src/kit';

export interface Rfc3986Options {
  /** RFC 6874 §2: IPv6 zone identifiers in IP-literals */
  rfc6874?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Character sets (Appendix A's character rules, as sets, for the regexp runs).

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"   (§2.3) */
export const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHA, DIGIT, '-._~');
/**
 * unreserved's characters as a regexp character class, for what reads them without the kit (the
 * editions' percent-encoding warnings, in a parse bundle that carries no kit); test/editions/rfc3986/
 * unreserved-class.test.ts checks it holds exactly UNRESERVED's.
 */
export const UNRESERVED_CLASS = 'A-Za-z0-9\\-._~';
/** gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"   (§2.2) */
export const GEN_DELIMS = /* @__PURE__ */ chars('gen-delims', ':/?#[]@');
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="   (§2.2) */
export const SUB_DELIMS = /* @__PURE__ */ chars('sub-delims', "!$&'()*+,;=");
/** reserved = gen-delims / sub-delims   (§2.2) */
export const RESERVED = /* @__PURE__ */ union('reserved', GEN_DELIMS, SUB_DELIMS);
/** pchar = unreserved / pct-encoded / sub-delims / ":" / "@"   (§3.3) */
export const PCHAR = /* @__PURE__ */ withPct('pchar', /* @__PURE__ */ union('pchar', UNRESERVED, SUB_DELIMS, ':@'));
/** segment-nz-nc's element: unreserved / pct-encoded / sub-delims / "@"   (§3.3) */
const PCHAR_NC = /* @__PURE__ */ withPct('segment-nz-nc', /* @__PURE__ */ union('segment-nz-nc', UNRESERVED, SUB_DELIMS, '@'));
/** query / fragment element: pchar / "/" / "?"   (§3.4, §3.5) */
const QUERY_CHAR = /* @__PURE__ */ withPct('query', /* @__PURE__ */ union('query', PCHAR, '/?'));
const FRAGMENT_CHAR = /* @__PURE__ */ withPct('fragment', /* @__PURE__ */ union('fragment', PCHAR, '/?'));
/** userinfo element: unreserved / pct-encoded / sub-delims / ":"   (§3.2.1) */
const USERINFO_CHAR = /* @__PURE__ */ withPct('userinfo', /* @__PURE__ */ union('userinfo', UNRESERVED, SUB_DELIMS, ':'));
/** reg-name element: unreserved / pct-encoded / sub-delims   (§3.2.2) */
export const REG_NAME_CHAR = /* @__PURE__ */ withPct('reg-name', /* @__PURE__ */ union('reg-name', UNRESERVED, SUB_DELIMS));
/** IPvFuture's tail element: unreserved / sub-delims / ":"   (§3.2.2) */
const IPVFUTURE_CHAR = /* @__PURE__ */ union('IPvFuture', UNRESERVED, SUB_DELIMS, ':');
/** scheme's tail element: ALPHA / DIGIT / "+" / "-" / "."   (§3.1) */
const SCHEME_CHAR = /* @__PURE__ */ union('scheme', ALPHA, DIGIT, '+-.');
/** dec-octet's digit ranges   (§3.2.2) */
const range05 = /* @__PURE__ */ chars('%x30-35', '012345');
const range04 = /* @__PURE__ */ chars('%x30-34', '01234');
const range19 = /* @__PURE__ */ chars('%x31-39', '123456789');
/** RFC 6874 ZoneID element: unreserved / pct-encoded */
const ZONE_CHAR = /* @__PURE__ */ withPct('ZoneID', UNRESERVED);

/** Every production of the grammar by the RFC's spelling, in the grammar's order (what `rule()` accepts).
 *
 * @example
 * ```ts
 * rule('rfc3986', 'path-abempty').parse('/a/b').status; // true
 * ```
 */
export type Rfc3986RuleName =
  | 'URI'
  | 'hier-part'
  | 'URI-reference'
  | 'absolute-URI'
  | 'relative-ref'
  | 'relative-part'
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'IP-literal'
  | 'IPvFuture'
  | 'IPv6address'
  | 'h16'
  | 'ls32'
  | 'IPv4address'
  | 'dec-octet'
  | 'reg-name'
  | 'path'
  | 'path-abempty'
  | 'path-absolute'
  | 'path-noscheme'
  | 'path-rootless'
  | 'path-empty'
  | 'segment'
  | 'segment-nz'
  | 'segment-nz-nc'
  | 'pchar'
  | 'query'
  | 'fragment'
  | 'pct-encoded'
  | 'unreserved'
  | 'reserved'
  | 'gen-delims'
  | 'sub-delims';

/** The productions RFC 6874 adds (zone identifiers), with the `rfc6874` amendment.
 *
 * @example
 * ```ts
 * rule('rfc3986', 'ZoneID', { amendments: ['rfc6874'] }).parse('eth0').status; // true
 * ```
 */
export type Rfc6874RuleName =
  | 'ZoneID'
  | 'IPv6addrz';

/** The rules the AST is built from: their spans become parse-tree nodes. */
export const CAPTURED = [
  'URI',
  'relative-ref',
  'scheme',
  'authority',
  'userinfo',
  'host',
  'IPv4address',
  'IPv6address',
  'IPvFuture',
  'IPv6addrz',
  'ZoneID',
  'reg-name',
  'port',
  'path-abempty',
  'path-absolute',
  'path-noscheme',
  'path-rootless',
  'path-empty',
  'query',
  'fragment',
] as const;

export function rfc3986Grammar<P>(k: Kit<P>, options: Rfc3986Options = {}): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not, ahead } = k;

  /** `n( h16 ":" )` — exactly n pieces, each followed by its colon */
  const pieces = (r: Language<P>, n: number) => many(seq(r.h16, lit(':')), n, n);
  /**
   * `[ *n( h16 ":" ) h16 ] "::"` — PEG: the ABNF's `*n( h16 ":" )` would, being greedy, also eat the
   * h16 (and the first colon of "::") that must follow it, and ordered choice never gives them back.
   * So a piece is only taken when its colon is not the first of "::" (`h16 ":" !":"`); what is left
   * is exactly the ABNF's language (checked against Node's net.isIPv6 in the tests).
   */
  const elided = (r: Language<P>, n: number) =>
    seq(opt(seq(many(seq(r.h16, lit(':'), not(lit(':'))), 0, n), r.h16)), lit('::'));

  const defs: Record<string, RuleDef<P>> = {
    URI: production('URI', '3',
      'URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]',
      (r) =>
        seq(r.scheme, lit(':'), r.hierPart, opt(seq(lit('?'), r.query)), opt(seq(lit('#'), r.fragment))),
    ),

    hierPart: production('hier-part', '3',
      `hier-part     = "//" authority path-abempty
                    / path-absolute
                    / path-rootless
                    / path-empty`,
      (r) =>
        alt(seq(lit('//'), r.authority, r.pathAbempty), r.pathAbsolute, r.pathRootless, r.pathEmpty),
    ),

    // (A string whose "scheme ':'" prefix matched can never be a relative-ref — path-noscheme
    // excludes ':' from its first segment — so ordered choice loses nothing here; tested.)
    URIReference: production('URI-reference', '4.1',
      'URI-reference = URI / relative-ref',
      (r) => alt(r.URI, r.relativeRef)),

    absoluteURI: production('absolute-URI', '4.3',
      'absolute-URI  = scheme ":" hier-part [ "?" query ]',
      (r) => seq(r.scheme, lit(':'), r.hierPart, opt(seq(lit('?'), r.query)))),

    relativeRef: production('relative-ref', '4.2',
      'relative-ref  = relative-part [ "?" query ] [ "#" fragment ]',
      (r) =>
        seq(r.relativePart, opt(seq(lit('?'), r.query)), opt(seq(lit('#'), r.fragment))),
    ),

    relativePart: production('relative-part', '4.2',
      `relative-part = "//" authority path-abempty
                    / path-absolute
                    / path-noscheme
                    / path-empty`,
      (r) =>
        alt(seq(lit('//'), r.authority, r.pathAbempty), r.pathAbsolute, r.pathNoscheme, r.pathEmpty),
    ),

    scheme: production('scheme', '3.1',
      'scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
      () => seq(one(ALPHA), run(SCHEME_CHAR))),

    authority: production('authority', '3.2',
      'authority     = [ userinfo "@" ] host [ ":" port ]',
      (r) => seq(opt(seq(r.userinfo, lit('@'))), r.host, opt(seq(lit(':'), r.port)))),

    userinfo: production('userinfo', '3.2.1',
      'userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )',
      () => run(USERINFO_CHAR)),

    // PEG: "1.2.3.4.example" starts with an IPv4address, but the ABNF can only derive the whole of
    // it as a reg-name. IPv4address is therefore taken only when no reg-name character follows it
    // ("If host matches the rule for IPv4address, then it should be considered an IPv4 address
    // literal and not a reg-name", §3.2.2 — i.e. when the *whole* host matches).
    host: production('host', '3.2.2',
      'host          = IP-literal / IPv4address / reg-name',
      (r) => alt(r.IPLiteral, seq(r.IPv4address, not(one(REG_NAME_CHAR))), r.regName)),

    port: production('port', '3.2.3',
      'port          = *DIGIT',
      () => run(DIGIT)),

    // PEG: IPv6addrz begins with an IPv6address, which would win and leave "%25…" before the "]";
    // with the amendment, IPv6addrz is tried first.
    IPLiteral: options.rfc6874
      ? production('IP-literal', 'RFC 6874 §2',
          'IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"',
          (r) => seq(lit('['), alt(r.IPv6addrz, r.IPv6address, r.IPvFuture), lit(']')))
      : production('IP-literal', '3.2.2',
          'IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"',
          (r) => seq(lit('['), alt(r.IPv6address, r.IPvFuture), lit(']'))),

    // ("v" is an ABNF string, so case-insensitive: RFC 5234 §2.3.)
    IPvFuture: production('IPvFuture', '3.2.2',
      'IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )',
      () => seq(lit('v', true), run(HEXDIG, 1), lit('.'), run(IPVFUTURE_CHAR, 1))),

    // PEG: see `elided` above. The order is kept: each alternative needs more pieces after "::"
    // than the next, so the first one that succeeds is also the longest.
    IPv6address: production('IPv6address', '3.2.2',
      `IPv6address   =                            6( h16 ":" ) ls32
                    /                       "::" 5( h16 ":" ) ls32
                    / [               h16 ] "::" 4( h16 ":" ) ls32
                    / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                    / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                    / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                    / [ *4( h16 ":" ) h16 ] "::"              ls32
                    / [ *5( h16 ":" ) h16 ] "::"              h16
                    / [ *6( h16 ":" ) h16 ] "::"`,
      (r) =>
        alt(
          seq(pieces(r, 6), r.ls32),
          seq(lit('::'), pieces(r, 5), r.ls32),
          seq(opt(r.h16), lit('::'), pieces(r, 4), r.ls32),
          seq(elided(r, 1), pieces(r, 3), r.ls32),
          seq(elided(r, 2), pieces(r, 2), r.ls32),
          seq(elided(r, 3), pieces(r, 1), r.ls32),
          seq(elided(r, 4), r.ls32),
          seq(elided(r, 5), r.h16),
          elided(r, 6),
        ),
    ),

    h16: production('h16', '3.2.2',
      'h16           = 1*4HEXDIG',
      () => run(HEXDIG, 1, 4)),

    // (h16 ":" h16 cannot be a prefix of an IPv4address, which has no ":", so order is harmless.)
    ls32: production('ls32', '3.2.2',
      'ls32          = ( h16 ":" h16 ) / IPv4address',
      (r) => alt(seq(r.h16, lit(':'), r.h16), r.IPv4address)),

    IPv4address: production('IPv4address', '3.2.2',
      'IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet',
      (r) =>
        seq(r.decOctet, lit('.'), r.decOctet, lit('.'), r.decOctet, lit('.'), r.decOctet),
    ),

    // PEG: reversed, longest first — in the RFC's order "255" would match as the DIGIT "2" and the
    // "." after it would then fail. ("256" still matches its prefix "25", as in the ABNF; host's
    // guard above is what sends "1.2.3.256" to reg-name.)
    decOctet: production('dec-octet', '3.2.2',
      `dec-octet     = DIGIT                 ; 0-9
                    / %x31-39 DIGIT         ; 10-99
                    / "1" 2DIGIT            ; 100-199
                    / "2" %x30-34 DIGIT     ; 200-249
                    / "25" %x30-35          ; 250-255`,
      () =>
        alt(
          seq(lit('25'), one(range05)),
          seq(lit('2'), one(range04), one(DIGIT)),
          seq(lit('1'), run(DIGIT, 2, 2)),
          seq(one(range19), one(DIGIT)),
          one(DIGIT),
        ),
    ),

    regName: production('reg-name', '3.2.2',
      'reg-name      = *( unreserved / pct-encoded / sub-delims )',
      () => run(REG_NAME_CHAR)),

    // PEG: path-abempty matches the empty string, so as the first of an ordered choice it would
    // always win and stop before "a/b". Every string path-absolute matches, path-abempty matches
    // whole; every string path-noscheme matches, path-rootless matches whole. So: path-abempty when
    // the path starts with "/", else path-rootless, else path-empty — the same language.
    path: production('path', '3.3',
      `path          = path-abempty    ; begins with "/" or is empty
                    / path-absolute   ; begins with "/" but not "//"
                    / path-noscheme   ; begins with a non-colon segment
                    / path-rootless   ; begins with a segment
                    / path-empty      ; zero characters`,
      (r) => alt(seq(ahead(lit('/')), r.pathAbempty), r.pathRootless, r.pathEmpty)),

    pathAbempty: production('path-abempty', '3.3',
      'path-abempty  = *( "/" segment )',
      (r) => many(seq(lit('/'), r.segment))),

    pathAbsolute: production('path-absolute', '3.3',
      'path-absolute = "/" [ segment-nz *( "/" segment ) ]',
      (r) => seq(lit('/'), opt(seq(r.segmentNz, many(seq(lit('/'), r.segment)))))),

    pathNoscheme: production('path-noscheme', '3.3',
      'path-noscheme = segment-nz-nc *( "/" segment )',
      (r) => seq(r.segmentNzNc, many(seq(lit('/'), r.segment)))),

    pathRootless: production('path-rootless', '3.3',
      'path-rootless = segment-nz *( "/" segment )',
      (r) => seq(r.segmentNz, many(seq(lit('/'), r.segment)))),

    pathEmpty: production('path-empty', '3.3',
      'path-empty    = 0<pchar>',
      () => seq()),

    segment: production('segment', '3.3',
      'segment       = *pchar',
      () => run(PCHAR)),

    segmentNz: production('segment-nz', '3.3',
      'segment-nz    = 1*pchar',
      () => run(PCHAR, 1)),

    segmentNzNc: production('segment-nz-nc', '3.3',
      `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
                    ; non-zero-length segment without any colon ":"`,
      () => run(PCHAR_NC, 1)),

    pchar: production('pchar', '3.3',
      'pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"',
      () => one(PCHAR)),

    query: production('query', '3.4',
      'query         = *( pchar / "/" / "?" )',
      () => run(QUERY_CHAR)),

    fragment: production('fragment', '3.5',
      'fragment      = *( pchar / "/" / "?" )',
      () => run(FRAGMENT_CHAR)),

    pctEncoded: production('pct-encoded', '2.1',
      'pct-encoded   = "%" HEXDIG HEXDIG',
      () => seq(lit('%'), one(HEXDIG), one(HEXDIG))),

    unreserved: production('unreserved', '2.3',
      'unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"',
      () => one(UNRESERVED)),

    reserved: production('reserved', '2.2',
      'reserved      = gen-delims / sub-delims',
      () => one(RESERVED)),

    genDelims: production('gen-delims', '2.2',
      'gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"',
      () => one(GEN_DELIMS)),

    subDelims: production('sub-delims', '2.2',
      `sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                    / "*" / "+" / "," / ";" / "="`,
      () => one(SUB_DELIMS)),
  };

  if (options.rfc6874) {
    defs.ZoneID = production('ZoneID', 'RFC 6874 §2',
      'ZoneID = 1*( unreserved / pct-encoded )',
      () => run(ZONE_CHAR, 1));
    defs.IPv6addrz = production('IPv6addrz', 'RFC 6874 §2',
      'IPv6addrz = IPv6address "%25" ZoneID',
      (r) => seq(r.IPv6address, lit('%25'), r.ZoneID));
  }
  return defs;
}
