/**
 * RFC 2396 (August 1998), "Uniform Resource Identifiers (URI): Generic Syntax" — Appendix A,
 * "Collected BNF for URI", one rule per production, in the appendix's order, each cited under the
 * body section that defines it; and the amendment RFC 2732 (December 1999), "Format for Literal
 * IPv6 Addresses in URL's", §3, whose IPv6address is RFC 2373's (§2.2 text forms).
 *
 * The BNF is RFC 822's with "|" for alternatives (§1.6). Its alternation is unordered and
 * backtracking; Parsimmon's `alt` is ordered choice that never re-enters an alternative that
 * succeeded. Where that changes what a rule matches, the rule is reordered or guarded and the
 * change is written down at the rule (look for "PEG:"). Every such place is tested against a
 * backtracking regexp transcription of the BNF (the 2396 grammar is not recursive, so it is regular).
 *
 * Character runs (`*pchar`, `1*digit`, …) are one sticky regexp each over the run's character set
 * (src/kit); the sets are built below from the rules that define them.
 */
import { chars, range, union, withPct, production } from '../src/kit';
import { ALPHA, DIGIT } from './rfc5234';
import type { CharSet, Kit, Language, RuleDef, RuleDefs } from '../src/kit';

export interface Rfc2396Options {
  /** RFC 2732 §3: IPv6 literals in the host, RFC 2373 IPv4address, "[" and "]" reserved */
  rfc2732?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Character sets (the appendix's character rules, and §2.4.3's excluded characters, as sets).

/** lowalpha = "a" | "b" | … | "z"   (§1.6) */
export const LOWALPHA = /* @__PURE__ */ range('lowalpha', 'a-z');
/** upalpha = "A" | "B" | … | "Z"   (§1.6) */
export const UPALPHA = /* @__PURE__ */ range('upalpha', 'A-Z');
/** alpha = lowalpha | upalpha   (§1.6) */
export const ALPHA_2396 = /* @__PURE__ */ union('alpha', ALPHA);
/** digit = "0" | "1" | … | "9"   (§1.6) */
export const DIGIT_2396 = /* @__PURE__ */ union('digit', DIGIT);
/** alphanum = alpha | digit   (§1.6) */
export const ALPHANUM = /* @__PURE__ */ union('alphanum', ALPHA, DIGIT);
/** hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"   (§2.4.1) */
export const HEX = /* @__PURE__ */ range('hex', '0-9A-Fa-f');
/** mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"   (§2.3) */
export const MARK = /* @__PURE__ */ chars('mark', "-_.!~*'()");
/** unreserved = alphanum | mark   (§2.3) */
export const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHANUM, MARK);
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","   (§2.2) */
export const RESERVED = /* @__PURE__ */ chars('reserved', ';/?:@&=+$,');
/** RFC 2732 §3 (3): reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]" */
export const RESERVED_2732 = /* @__PURE__ */ chars('reserved', ';/?:@&=+$,[]');
/** escaped = "%" hex hex   (§2.4.1) — its first character, for the character-class table */
export const ESCAPED = /* @__PURE__ */ chars('escaped', '%');

// §2.4.3, "Excluded US-ASCII Characters": not part of the grammar (no rule refers to them), listed
// with the productions §2.4.3 writes, so that a rejection can say why a character is not allowed.

/**
 * A class of characters §2.4.3 excludes from URIs, with its production as the RFC writes it and its
 * characters as a character class (the kit's form: `\uXXXX` escapes) — a string, not a set, so that
 * a rejection can name the class without the kit (a parse bundle carries none); excludedSet makes
 * the set, for the rule tables.
 */
export interface ExcludedClass {
  rule: string;
  section: string;
  definition: string;
  cls: string;
}

export const EXCLUDED: readonly ExcludedClass[] = [
  { rule: 'control', section: '2.4.3', definition: 'control = <US-ASCII coded characters 00-1F and 7F hexadecimal>', cls: '\\u0000-\\u001f\\u007f' },
  { rule: 'space', section: '2.4.3', definition: 'space = <US-ASCII coded character 20 hexadecimal>', cls: '\\u0020' },
  // "<" ">" "#" "%" <">
  { rule: 'delims', section: '2.4.3', definition: 'delims = "<" | ">" | "#" | "%" | <">', cls: '\\u003c\\u003e\\u0023\\u0025\\u0022' },
  // "{" "}" "|" "\" "^" "[" "]" "`"
  { rule: 'unwise', section: '2.4.3', definition: 'unwise = "{" | "}" | "|" | "\\" | "^" | "[" | "]" | "`"', cls: '\\u007b\\u007d\\u007c\\u005c\\u005e\\u005b\\u005d\\u0060' },
];

/** The same under RFC 2732 §3 (3), which takes "[" and "]" out of unwise (and puts them in reserved). */
export const EXCLUDED_2732: readonly ExcludedClass[] = /* @__PURE__ */ EXCLUDED.map((c) =>
  c.rule === 'unwise' ? { rule: 'unwise', section: 'RFC 2732 §3', definition: 'unwise = "{" | "}" | "|" | "\\" | "^" | "`"', cls: '\\u007b\\u007d\\u007c\\u005c\\u005e\\u0060' } : c,
);

/** An excluded class's characters as a set. */
export function excludedSet(c: ExcludedClass): CharSet {
  return range(c.rule, c.cls);
}

/** uric = reserved | unreserved | escaped   (§2) */
const URIC = /* @__PURE__ */ withPct('uric', /* @__PURE__ */ union('uric', RESERVED, UNRESERVED));
/** uric under RFC 2732, whose reserved has "[" and "]" */
const URIC_2732 = /* @__PURE__ */ withPct('uric', /* @__PURE__ */ union('uric', RESERVED_2732, UNRESERVED));
/** uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","   (§3) */
const URIC_NO_SLASH = /* @__PURE__ */ withPct('uric_no_slash', /* @__PURE__ */ union('uric_no_slash', UNRESERVED, ';?:@&=+$,'));
/** rel_segment's element: unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | ","   (§5) */
const REL_SEGMENT_CHAR = /* @__PURE__ */ withPct('rel_segment', /* @__PURE__ */ union('rel_segment', UNRESERVED, ';@&=+$,'));
/** reg_name's element: unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+"   (§3.2.1) */
export const REG_NAME_CHAR = /* @__PURE__ */ withPct('reg_name', /* @__PURE__ */ union('reg_name', UNRESERVED, '$,;:@&=+'));
/** userinfo's element: unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | ","   (§3.2.2) */
const USERINFO_CHAR = /* @__PURE__ */ withPct('userinfo', /* @__PURE__ */ union('userinfo', UNRESERVED, ';:&=+$,'));
/** pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","   (§3.3) */
export const PCHAR = /* @__PURE__ */ withPct('pchar', /* @__PURE__ */ union('pchar', UNRESERVED, ':@&=+$,'));
/** scheme's tail element: alpha | digit | "+" | "-" | "."   (§3.1) */
const SCHEME_CHAR = /* @__PURE__ */ union('scheme', ALPHA, DIGIT, '+-.');
const HYPHEN = /* @__PURE__ */ chars('"-"', '-');

/** Every production of the grammar by the RFC's spelling, in the grammar's order (what `rule()` accepts).
 *
 * @example
 * ```ts
 * rule('rfc2396', 'reg_name').parse('a_b').status; // true
 * ```
 */
export type Rfc2396RuleName =
  | 'URI-reference'
  | 'absoluteURI'
  | 'relativeURI'
  | 'hier_part'
  | 'opaque_part'
  | 'uric_no_slash'
  | 'net_path'
  | 'abs_path'
  | 'rel_path'
  | 'rel_segment'
  | 'scheme'
  | 'authority'
  | 'reg_name'
  | 'server'
  | 'userinfo'
  | 'hostport'
  | 'host'
  | 'hostname'
  | 'domainlabel'
  | 'toplabel'
  | 'IPv4address'
  | 'port'
  | 'path'
  | 'path_segments'
  | 'segment'
  | 'param'
  | 'pchar'
  | 'query'
  | 'fragment'
  | 'uric'
  | 'reserved'
  | 'unreserved'
  | 'mark'
  | 'escaped'
  | 'hex'
  | 'alphanum'
  | 'alpha'
  | 'lowalpha'
  | 'upalpha'
  | 'digit';

/** The productions RFC 2732 adds (IPv6 literals), with the `rfc2732` amendment.
 *
 * @example
 * ```ts
 * rule('rfc2396', 'IPv6reference', { amendments: ['rfc2732'] }).parse('[::1]').status; // true
 * ```
 */
export type Rfc2732RuleName =
  | 'IPv6reference'
  | 'IPv6address'
  | 'hex4';

/** The rules the AST is built from: their spans become parse-tree nodes. */
export const CAPTURED = [
  'absoluteURI',
  'relativeURI',
  'scheme',
  'opaque_part',
  'abs_path',
  'rel_path',
  'authority',
  'server',
  'reg_name',
  'userinfo',
  'host',
  'hostname',
  'IPv4address',
  'IPv6reference',
  'port',
  'query',
  'fragment',
] as const;

export function rfc2396Grammar<P>(k: Kit<P>, options: Rfc2396Options = {}): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not, ahead } = k;
  const v6 = options.rfc2732 === true;

  /**
   * A label of alphanums with inner hyphens: `x *( alphanum | "-" ) alphanum | x` where x is the
   * first character's set. PEG: as written, the shorter alternative comes first and would always
   * win; and `*( alphanum | "-" )` would eat the final alphanum. Written instead as
   * `x *alphanum *( 1*"-" 1*alphanum )`: the same strings (first character x, last an alphanum or
   * x itself, hyphens only inside), matched greedily and without a per-character alternative.
   */
  const label = (first: CharSet) =>
    seq(one(first), run(ALPHANUM), many(seq(run(HYPHEN, 1), run(ALPHANUM, 1))));

  /** `n( hex4 ":" )` — exactly n pieces, each followed by its colon */
  const pieces = (r: Language<P>, n: number) => many(seq(r.hex4, lit(':')), n, n);
  /**
   * `[ *n( hex4 ":" ) hex4 ] "::"` — PEG: a greedy `*n( hex4 ":" )` would also eat the hex4 (and
   * the first colon of "::") that must follow it, and ordered choice never gives them back. So a
   * piece is taken only when its colon is not the first of "::" (`hex4 ":" !":"`).
   */
  const elided = (r: Language<P>, n: number) =>
    seq(opt(seq(many(seq(r.hex4, lit(':'), not(lit(':'))), 0, n), r.hex4)), lit('::'));
  /** `part "." part "." part "." part` */
  const dottedQuad = (part: P) => seq(part, lit('.'), part, lit('.'), part, lit('.'), part);
  /** the low-order 32 bits: two 16-bit pieces, or the dotted quad of RFC 2373 §2.2 form 3 */
  const low32 = (r: Language<P>) => alt(seq(r.hex4, lit(':'), r.hex4), r.IPv4address);

  const defs: Record<string, RuleDef<P>> = {
    // (A string that starts with scheme ":" can never be a relativeURI — rel_segment has no ":"
    // and net_path/abs_path start with "/" — and an absoluteURI always starts so; ordered choice
    // therefore loses nothing here. Tested.)
    // PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest
    // match where a bracketed host is followed by a reg_name character; whole strings are unaffected.
    URIReference: production('URI-reference', '4',
      'URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]',
      (r) =>
        seq(opt(alt(r.absoluteURI, r.relativeURI)), opt(seq(lit('#'), r.fragment))),
    ),

    // (hier_part starts with "/", opaque_part with anything but "/": the order is harmless.)
    // PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest
    // match where a bracketed host is followed by a reg_name character; whole strings are unaffected.
    absoluteURI: production('absoluteURI', '3',
      'absoluteURI   = scheme ":" ( hier_part | opaque_part )',
      (r) => seq(r.scheme, lit(':'), alt(r.hierPart, r.opaquePart))),

    // PEG: "//a" is both a net_path and an abs_path (whose first segment is empty); net_path is
    // tried first, which is §4.3's rule: "the left-most matching rule soaks up as much of the URI
    // reference string as it is capable of matching. In other words, the authority component wins."
    // PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest
    // match where a bracketed host is followed by a reg_name character; whole strings are unaffected.
    relativeURI: production('relativeURI', '5',
      'relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]',
      (r) =>
        seq(alt(r.netPath, r.absPath, r.relPath), opt(seq(lit('?'), r.query))),
    ),

    // PEG: net_path first, as in relativeURI (§4.3: the authority component wins).
    // PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest
    // match where a bracketed host is followed by a reg_name character; whole strings are unaffected.
    hierPart: production('hier_part', '3',
      'hier_part     = ( net_path | abs_path ) [ "?" query ]',
      (r) => seq(alt(r.netPath, r.absPath), opt(seq(lit('?'), r.query)))),

    opaquePart: production('opaque_part', '3',
      'opaque_part   = uric_no_slash *uric',
      () => seq(one(URIC_NO_SLASH), run(v6 ? URIC_2732 : URIC))),

    // (RFC 2732 does not touch it: it lists its characters rather than naming `reserved`.)
    uricNoSlash: production('uric_no_slash', '3',
      `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
                      "&" | "=" | "+" | "$" | ","`,
      () => one(URIC_NO_SLASH)),

    // PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest
    // match where a bracketed host is followed by a reg_name character; whole strings are unaffected.
    netPath: production('net_path', '3',
      'net_path      = "//" authority [ abs_path ]',
      (r) => seq(lit('//'), r.authority, opt(r.absPath))),

    absPath: production('abs_path', '3',
      'abs_path      = "/"  path_segments',
      (r) => seq(lit('/'), r.pathSegments)),

    relPath: production('rel_path', '5',
      'rel_path      = rel_segment [ abs_path ]',
      (r) => seq(r.relSegment, opt(r.absPath))),

    relSegment: production('rel_segment', '5',
      `rel_segment   = 1*( unreserved | escaped |
                          ";" | "@" | "&" | "=" | "+" | "$" | "," )`,
      () => run(REL_SEGMENT_CHAR, 1)),

    scheme: production('scheme', '3.1',
      'scheme        = alpha *( alpha | digit | "+" | "-" | "." )',
      () => seq(one(ALPHA_2396), run(SCHEME_CHAR))),

    // PEG: server matches the empty string (and prefixes such as "host" of "host:abc"), so as the
    // first of an ordered choice it would always win. A server is taken only when no reg_name
    // character follows it — i.e. when it is the whole authority (which ends at "/", "?", "#" or
    // the end: none of them is a reg_name character); otherwise the authority can only be a
    // reg_name (every server character but RFC 2732's brackets is a reg_name character).
    // PEG: with RFC 2732, a server holding "[…]" followed by a reg_name character ("[F::D:cA]6") is
    // refused and reg_name stops before "[": as a prefix the authority then fails, or ends before the
    // ABNF's longest match ("U$.@[D::BfaF]h" → "U$.@"); a whole authority is unaffected.
    authority: production('authority', '3.2',
      'authority     = server | reg_name',
      (r) => alt(seq(r.server, not(one(REG_NAME_CHAR))), r.regName)),

    regName: production('reg_name', '3.2.1',
      `reg_name      = 1*( unreserved | escaped | "$" | "," |
                          ";" | ":" | "@" | "&" | "=" | "+" )`,
      () => run(REG_NAME_CHAR, 1)),

    // (userinfo has no "@", so "userinfo @" can only end at the first "@"; when no "@" follows the
    // userinfo run the inner option is empty and hostport starts over at the beginning.)
    // PEG: when "userinfo @" matches but no hostport follows the "@" ("q@;Q.r"), the inner option is
    // not given back: server matches the empty string where the ABNF also matches a hostport from the
    // start ("q"). authority's guard then sends such a string to reg_name, so no URI changes. (It also
    // matches the empty string where hostname fails, as in "Z.8b.": see hostname.)
    server: production('server', '3.2.2',
      'server        = [ [ userinfo "@" ] hostport ]',
      (r) => opt(seq(opt(seq(r.userinfo, lit('@'))), r.hostport))),

    userinfo: production('userinfo', '3.2.2',
      `userinfo      = *( unreserved | escaped |
                         ";" | ":" | "&" | "=" | "+" | "$" | "," )`,
      () => run(USERINFO_CHAR)),

    // PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by
    // labels that start with a digit ("45.f32.36.37"); no URI changes.
    hostport: production('hostport', '3.2.2',
      'hostport      = host [ ":" port ]',
      (r) => seq(r.host, opt(seq(lit(':'), r.port)))),

    // (hostname needs a toplabel starting with an alpha, which no IPv4address has, so hostname
    // fails outright on "1.2.3.4" and the order is harmless; "1.2.3.4.example" is a hostname.)
    // PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by
    // labels that start with a digit ("45.f32.36.37"); no URI changes.
    host: v6
      ? production('host', 'RFC 2732 §3',
          'host = hostname | IPv4address | IPv6reference',
          (r) => alt(r.hostname, r.IPv4address, r.IPv6reference))
      : production('host', '3.2.2',
          'host          = hostname | IPv4address',
          (r) => alt(r.hostname, r.IPv4address)),

    // PEG: a greedy *( domainlabel "." ) would eat the toplabel of "a.b." with its final dot and
    // leave nothing for toplabel. A domainlabel "." is taken only when another label follows it
    // (`domainlabel "." &alphanum`); the last label is then the toplabel, with its optional ".".
    // PEG: `&alphanum` also lets in a label that starts with a digit, which cannot be the toplabel:
    // where the ABNF ends the hostname at an earlier label ("tZ-Ah.1k7." — the ABNF's "tZ-Ah."), this
    // rule fails. A host is followed by ":", "/", "?", "#" or the end, where no such earlier end leads
    // to a match, so no URI changes.
    hostname: production('hostname', '3.2.2',
      'hostname      = *( domainlabel "." ) toplabel [ "." ]',
      (r) =>
        seq(many(seq(r.domainlabel, lit('.'), ahead(one(ALPHANUM)))), r.toplabel, opt(lit('.'))),
    ),

    // PEG: see `label` above.
    domainlabel: production('domainlabel', '3.2.2',
      'domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum',
      () => label(ALPHANUM)),

    // PEG: see `label` above.
    toplabel: production('toplabel', '3.2.2',
      'toplabel      = alpha | alpha *( alphanum | "-" ) alphanum',
      () => label(ALPHA_2396)),

    // RFC 2732 §3 (2) replaces it with RFC 2373's, "as it correctly defines an IPv4address as
    // consisting of at most three decimal digits per segment" (a digit count, not a value).
    IPv4address: v6
      ? production('IPv4address', 'RFC 2732 §3',
          'IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT',
          () => dottedQuad(run(DIGIT_2396, 1, 3)))
      : production('IPv4address', '3.2.2',
          'IPv4address   = 1*digit "." 1*digit "." 1*digit "." 1*digit',
          () => dottedQuad(run(DIGIT_2396, 1))),

    port: production('port', '3.2.2',
      'port          = *digit',
      () => run(DIGIT_2396)),

    // (Not used by the other rules: §3's name for "both the <abs_path> and <opaque_part>
    // constructs, since they are mutually exclusive". abs_path starts with "/", opaque_part not.)
    path: production('path', '3.3',
      'path          = [ abs_path | opaque_part ]',
      (r) => opt(alt(r.absPath, r.opaquePart))),

    pathSegments: production('path_segments', '3.3',
      'path_segments = segment *( "/" segment )',
      (r) => seq(r.segment, many(seq(lit('/'), r.segment)))),

    segment: production('segment', '3.3',
      'segment       = *pchar *( ";" param )',
      (r) => seq(run(PCHAR), many(seq(lit(';'), r.param)))),

    param: production('param', '3.3',
      'param         = *pchar',
      () => run(PCHAR)),

    pchar: production('pchar', '3.3',
      `pchar         = unreserved | escaped |
                      ":" | "@" | "&" | "=" | "+" | "$" | ","`,
      () => one(PCHAR)),

    query: production('query', '3.4',
      'query         = *uric',
      () => run(v6 ? URIC_2732 : URIC)),

    fragment: production('fragment', '4.1',
      'fragment      = *uric',
      () => run(v6 ? URIC_2732 : URIC)),

    uric: production('uric', '2',
      'uric          = reserved | unreserved | escaped',
      () => one(v6 ? URIC_2732 : URIC)),

    reserved: v6
      ? production('reserved', 'RFC 2732 §3',
          `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                      "$" | "," | "[" | "]"`,
          () => one(RESERVED_2732))
      : production('reserved', '2.2',
          `reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                          "$" | ","`,
          () => one(RESERVED)),

    unreserved: production('unreserved', '2.3',
      'unreserved    = alphanum | mark',
      () => one(UNRESERVED)),

    mark: production('mark', '2.3',
      `mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
                      "(" | ")"`,
      () => one(MARK)),

    escaped: production('escaped', '2.4.1',
      'escaped       = "%" hex hex',
      (r) => seq(lit('%'), r.hex, r.hex)),

    hex: production('hex', '2.4.1',
      `hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                              "a" | "b" | "c" | "d" | "e" | "f"`,
      () => one(HEX)),

    alphanum: production('alphanum', '1.6',
      'alphanum      = alpha | digit',
      () => one(ALPHANUM)),

    alpha: production('alpha', '1.6',
      'alpha         = lowalpha | upalpha',
      () => one(ALPHA_2396)),

    lowalpha: production('lowalpha', '1.6',
      `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
                 "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
                 "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
      () => one(LOWALPHA)),

    upalpha: production('upalpha', '1.6',
      `upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
      () => one(UPALPHA)),

    digit: production('digit', '1.6',
      `digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9"`,
      () => one(DIGIT_2396)),
  };

  if (v6) {
    // (RFC 2732 spells it "IPv6reference" in `host` and "ipv6reference" where it defines it; RFC
    // 822 rule names are case-insensitive. The rule is registered under the spelling `host` uses.)
    defs.IPv6reference = production('IPv6reference', 'RFC 2732 §3',
      'ipv6reference = "[" IPv6address "]"',
      (r) => seq(lit('['), r.IPv6address, lit(']')));

    // IPv6address: "where IPv6address is defined as in RFC2373 [ARCH]" (RFC 2732 §3), whose §2.2
    // gives three text forms: x:x:x:x:x:x:x:x (eight 16-bit pieces, "at least one numeral in every
    // field"); "::" compressing one run of zero pieces ("The "::" can only appear once"); and
    // x:x:x:x:x:x:d.d.d.d (six pieces, then the four low-order octets as a dotted quad) — also
    // compressed. Written, with `low32` for "two more pieces or the dotted quad", as nine
    // alternatives by the number of pieces after "::":
    //                                   6( hex4 ":" ) low32
    //             /                "::" 5( hex4 ":" ) low32
    //             / [        hex4 ] "::" 4( hex4 ":" ) low32
    //             / [ *1( hex4 ":" ) hex4 ] "::" 3( hex4 ":" ) low32
    //             / [ *2( hex4 ":" ) hex4 ] "::" 2( hex4 ":" ) low32
    //             / [ *3( hex4 ":" ) hex4 ] "::"    hex4 ":"   low32
    //             / [ *4( hex4 ":" ) hex4 ] "::"               low32
    //             / [ *5( hex4 ":" ) hex4 ] "::"               hex4
    //             / [ *6( hex4 ":" ) hex4 ] "::"
    //   low32     = ( hex4 ":" hex4 ) | IPv4address     ; RFC 2732's IPv4address: 1*3DIGIT each
    // Decision: RFC 2373's Appendix B ABNF (`IPv6address = hexpart [ ":" IPv4address ]`), read
    // literally, cannot derive "::192.9.5.5" — "::" would need a further ":" before the quad — yet
    // that is RFC 2732's own example (`http://[::192.9.5.5]/ipng`) and §2.2's own "::13.1.68.3".
    // The text forms of §2.2, which the appendix means to describe, are what is implemented.
    // PEG: see `elided` above; each alternative needs more pieces after "::" than the next, so the
    // first one that succeeds is also the longest (tested against a backtracking regexp).
    defs.IPv6address = production('IPv6address', 'RFC 2373 §2.2',
      'IPv6address = x:x:x:x:x:x:x:x | "::"-compressed | x:x:x:x:x:x:d.d.d.d  ; RFC 2373 §2.2\'s text forms',
      (r) =>
      alt(
        seq(pieces(r, 6), low32(r)),
        seq(lit('::'), pieces(r, 5), low32(r)),
        seq(opt(r.hex4), lit('::'), pieces(r, 4), low32(r)),
        seq(elided(r, 1), pieces(r, 3), low32(r)),
        seq(elided(r, 2), pieces(r, 2), low32(r)),
        seq(elided(r, 3), pieces(r, 1), low32(r)),
        seq(elided(r, 4), low32(r)),
        seq(elided(r, 5), r.hex4),
        elided(r, 6),
      ),
    );

    // (a 16-bit piece, RFC 2373 §2.2; the name is its Appendix B's)
    defs.hex4 = production('hex4', 'RFC 2373 §2.2',
      'hex4 = 1*4HEXDIG',
      () => run(HEX, 1, 4));
  }
  return defs;
}
