/**
 * RFC 1945 (May 1996), "Hypertext Transfer Protocol -- HTTP/1.0" — §3.2.1's generic URI grammar
 * ("URIs in HTTP can be represented in absolute form or relative to some known base URI"), §3.2.2's
 * http URL, and the §2.2 basic rules they use. RFC 2068 §3.2 (grammars/rfc2068.ts) repeats the same
 * productions word for word, and builds them with the function below under its own citation.
 *
 * §2.1's notation: "literal" text "is case-insensitive" unless stated otherwise ("http:" matches
 * "HTTP:"); `|` alternatives, `*` repetition, `[ ]` optional; `<…>` prose.
 *
 * INTERPRETATION (prose rules):
 *  - OCTET, "<any 8-bit sequence of data>", is read on a string's UTF-16 code units as U+0000–U+00FF
 *    (ISO 8859-1, the character set §3.6.1 gives HTTP text by default): `national`, "<any OCTET
 *    excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>", is "{", "}", "|", "\", "^", "~",
 *    "[", "]", "`" and U+0080–U+00FF. A character above U+00FF is no octet and in no rule;
 *  - host, "<A legal Internet host domain name or IP address (in dotted-decimal form), as defined by
 *    Section 2.1 of RFC 1123>": RFC 1123 §2.1 keeps RFC 952's host names but lets a label begin with
 *    a digit — labels of letters, digits and "-", each beginning and ending with a letter or digit,
 *    separated by "." — which the dotted-decimal form also is; no empty host, no trailing ".".
 */
import { production, chars, range, union, withPct } from '../src/kit';
import type { Kit, RuleDef, RuleDefs } from '../src/kit';

/** ALPHA = UPALPHA | LOALPHA   (§2.2) */
export const ALPHA = /* @__PURE__ */ range('ALPHA', 'A-Za-z');
/** DIGIT = <any US-ASCII digit "0".."9">   (§2.2) */
export const DIGIT = /* @__PURE__ */ range('DIGIT', '0-9');
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+"   (§3.2.1) */
export const RESERVED = /* @__PURE__ */ chars('reserved', ';/?:@&=+');
/** extra = "!" | "*" | "'" | "(" | ")" | ","   (§3.2.1) */
export const EXTRA = /* @__PURE__ */ chars('extra', "!*'(),");
/** safe = "$" | "-" | "_" | "."   (§3.2.1) */
export const SAFE = /* @__PURE__ */ chars('safe', '$-_.');
/** unsafe = CTL | SP | <"> | "#" | "%" | "<" | ">"   (§3.2.1) */
export const UNSAFE = /* @__PURE__ */ union('unsafe', /* @__PURE__ */ range('CTL', '\\u0000-\\u001f\\u007f'), /* @__PURE__ */ chars('unsafe', ' "#%<>'));
/** national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>   (§3.2.1; see INTERPRETATION) */
export const NATIONAL = /* @__PURE__ */ union('national', /* @__PURE__ */ chars('national', '{}|\\^~[]`'), /* @__PURE__ */ range('national', '\\u0080-\\u00ff'));
/** unreserved = ALPHA | DIGIT | safe | extra | national   (§3.2.1) */
export const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHA, DIGIT, SAFE, EXTRA, NATIONAL);
/** uchar = unreserved | escape   (§3.2.1) */
export const UCHAR = /* @__PURE__ */ withPct('uchar', UNRESERVED);
/** pchar = uchar | ":" | "@" | "&" | "=" | "+"   (§3.2.1) */
export const PCHAR = /* @__PURE__ */ withPct('pchar', /* @__PURE__ */ union('pchar', UNRESERVED, ':@&=+'));
const HEX = /* @__PURE__ */ range('HEX', 'A-Fa-f0-9');
const PARAM = /* @__PURE__ */ withPct('param', /* @__PURE__ */ union('param', UNRESERVED, ':@&=+/'));
const URIC = /* @__PURE__ */ withPct('query', /* @__PURE__ */ union('query', UNRESERVED, RESERVED));
const NET_LOC = /* @__PURE__ */ withPct('net_loc', /* @__PURE__ */ union('net_loc', UNRESERVED, ':@&=+;?'));
const SCHEME = /* @__PURE__ */ union('scheme', ALPHA, DIGIT, '+-.');
const LET_DIG = /* @__PURE__ */ union('let-dig', ALPHA, DIGIT);

/** The productions of §3.2 and the §2.2 basic rules they use (what `rule('rfc1945', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc1945', 'http_URL', 'http://a/b;p?q'); // undefined: it is one
 * ```
 */
export type Rfc1945RuleName =
  | 'URI'
  | 'absoluteURI'
  | 'relativeURI'
  | 'net_path'
  | 'abs_path'
  | 'rel_path'
  | 'path'
  | 'fsegment'
  | 'segment'
  | 'params'
  | 'param'
  | 'scheme'
  | 'net_loc'
  | 'query'
  | 'fragment'
  | 'pchar'
  | 'uchar'
  | 'unreserved'
  | 'escape'
  | 'reserved'
  | 'extra'
  | 'safe'
  | 'unsafe'
  | 'national'
  | 'http_URL'
  | 'host'
  | 'port'
  | 'OCTET'
  | 'UPALPHA'
  | 'LOALPHA'
  | 'ALPHA'
  | 'DIGIT'
  | 'CTL'
  | 'SP'
  | 'HEX';

/** The productions RFC 1945 (and RFC 2068) write: all of them (the inventory test reads them from the RFC). */
export const OWN_RULES = [
  'URI', 'absoluteURI', 'relativeURI', 'net_path', 'abs_path', 'rel_path', 'path', 'fsegment', 'segment', 'params', 'param',
  'scheme', 'net_loc', 'query', 'fragment', 'pchar', 'uchar', 'unreserved', 'escape', 'reserved', 'extra', 'safe', 'unsafe',
  'national', 'http_URL', 'host', 'port', 'OCTET', 'UPALPHA', 'LOALPHA', 'ALPHA', 'DIGIT', 'CTL', 'SP', 'HEX',
] as const;

/** The rules whose spans the scheme reading is built from. */
export const CAPTURED = ['http_URL', 'host', 'port', 'abs_path', 'path', 'params', 'query'] as const;

/**
 * §3.2.1, §3.2.2 and the §2.2 basic rules — the same productions, in the same sections, in RFC 1945
 * and RFC 2068 (each grammar is cited under its own RFC by the specification that builds it).
 */
export function httpEraGrammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many } = k;
  const at = (section: string) => section;
  const defs: Record<string, RuleDef<P>> = {
    URI: production('URI', at('3.2.1'),
      'URI            = ( absoluteURI | relativeURI ) [ "#" fragment ]',
      (r) => seq(alt(r.absoluteURI, r.relativeURI), opt(seq(lit('#'), r.fragment)))),

    // PEG: a scheme is also a relative path's first segment ("a:b" — ":" is a pchar): absoluteURI is
    // tried first, as §3.2.1 says ("absolute URIs always begin with a scheme name followed by a colon").
    absoluteURI: production('absoluteURI', at('3.2.1'),
      'absoluteURI    = scheme ":" *( uchar | reserved )',
      (r) => seq(r.scheme, lit(':'), run(URIC))),

    // (The three begin with "//", "/" and neither: net_path comes before abs_path, which is its prefix.)
    relativeURI: production('relativeURI', at('3.2.1'),
      'relativeURI    = net_path | abs_path | rel_path',
      (r) => alt(r.netPath, r.absPath, r.relPath)),

    netPath: production('net_path', at('3.2.1'),
      'net_path       = "//" net_loc [ abs_path ]',
      (r) => seq(lit('//'), r.netLoc, opt(r.absPath))),

    absPath: production('abs_path', at('3.2.1'),
      'abs_path       = "/" rel_path',
      (r) => seq(lit('/'), r.relPath)),

    relPath: production('rel_path', at('3.2.1'),
      'rel_path       = [ path ] [ ";" params ] [ "?" query ]',
      (r) => seq(opt(r.path), opt(seq(lit(';'), r.params)), opt(seq(lit('?'), r.query)))),

    path: production('path', at('3.2.1'),
      'path           = fsegment *( "/" segment )',
      (r) => seq(r.fsegment, many(seq(lit('/'), r.segment)))),

    fsegment: production('fsegment', at('3.2.1'),
      'fsegment       = 1*pchar',
      () => run(PCHAR, 1)),

    segment: production('segment', at('3.2.1'),
      'segment        = *pchar',
      () => run(PCHAR)),

    params: production('params', at('3.2.1'),
      'params         = param *( ";" param )',
      (r) => seq(r.param, many(seq(lit(';'), r.param)))),

    param: production('param', at('3.2.1'),
      'param          = *( pchar | "/" )',
      () => run(PARAM)),

    scheme: production('scheme', at('3.2.1'),
      'scheme         = 1*( ALPHA | DIGIT | "+" | "-" | "." )',
      () => run(SCHEME, 1)),

    netLoc: production('net_loc', at('3.2.1'),
      'net_loc        = *( pchar | ";" | "?" )',
      () => run(NET_LOC)),

    query: production('query', at('3.2.1'),
      'query          = *( uchar | reserved )',
      () => run(URIC)),

    fragment: production('fragment', at('3.2.1'),
      'fragment       = *( uchar | reserved )',
      () => run(URIC)),

    pchar: production('pchar', at('3.2.1'),
      'pchar          = uchar | ":" | "@" | "&" | "=" | "+"',
      () => one(PCHAR)),

    uchar: production('uchar', at('3.2.1'),
      'uchar          = unreserved | escape',
      () => one(UCHAR)),

    unreserved: production('unreserved', at('3.2.1'),
      'unreserved     = ALPHA | DIGIT | safe | extra | national',
      () => one(UNRESERVED)),

    escape: production('escape', at('3.2.1'),
      'escape         = "%" HEX HEX',
      () => seq(lit('%'), one(HEX), one(HEX))),

    reserved: production('reserved', at('3.2.1'),
      'reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+"',
      () => one(RESERVED)),

    extra: production('extra', at('3.2.1'),
      'extra          = "!" | "*" | "\'" | "(" | ")" | ","',
      () => one(EXTRA)),

    safe: production('safe', at('3.2.1'),
      'safe           = "$" | "-" | "_" | "."',
      () => one(SAFE)),

    // (In no other rule: an unsafe character is never part of a URI unencoded.)
    unsafe: production('unsafe', at('3.2.1'),
      'unsafe         = CTL | SP | <"> | "#" | "%" | "<" | ">"',
      () => one(UNSAFE)),

    national: production('national', at('3.2.1'),
      `national       = <any OCTET excluding ALPHA, DIGIT,
                        reserved, extra, safe, and unsafe>`,
      () => one(NATIONAL)),

    // (No userinfo, no fragment; query, params and all are in abs_path's rel_path. "If the port is
    // empty or not given, port 80 is assumed": the port digits may be empty.)
    // PEG: host is greedy (see host), and what follows it must be ":", "/" or the end.
    httpURL: production('http_URL', at('3.2.2'),
      'http_URL       = "http:" "//" host [ ":" port ] [ abs_path ]',
      (r) => seq(lit('http:', true), lit('//'), r.host, opt(seq(lit(':'), r.port)), opt(r.absPath))),

    // INTERPRETATION: see the module comment. Labels are matched greedily: "a.b" takes "a." then
    // "b"; a "." not followed by a label is left for the rule after host.
    host: production('host', at('3.2.2'),
      `host           = <A legal Internet host domain name
                        or IP address (in dotted-decimal form),
                        as defined by Section 2.1 of RFC 1123>`,
      () => {
        const label = seq(one(LET_DIG), many(seq(run(chars('"-"', '-')), run(LET_DIG, 1))));
        return seq(label, many(seq(lit('.'), label)));
      }),

    port: production('port', at('3.2.2'),
      'port           = *DIGIT',
      () => run(DIGIT)),

    OCTET: production('OCTET', at('2.2'),
      'OCTET          = <any 8-bit sequence of data>',
      () => one(range('OCTET', '\\u0000-\\u00ff'))),

    UPALPHA: production('UPALPHA', at('2.2'),
      'UPALPHA        = <any US-ASCII uppercase letter "A".."Z">',
      () => one(range('UPALPHA', 'A-Z'))),

    LOALPHA: production('LOALPHA', at('2.2'),
      'LOALPHA        = <any US-ASCII lowercase letter "a".."z">',
      () => one(range('LOALPHA', 'a-z'))),

    ALPHA: production('ALPHA', at('2.2'),
      'ALPHA          = UPALPHA | LOALPHA',
      () => one(ALPHA)),

    DIGIT: production('DIGIT', at('2.2'),
      'DIGIT          = <any US-ASCII digit "0".."9">',
      () => one(DIGIT)),

    CTL: production('CTL', at('2.2'),
      `CTL            = <any US-ASCII control character
                        (octets 0 - 31) and DEL (127)>`,
      () => one(range('CTL', '\\u0000-\\u001f\\u007f'))),

    SP: production('SP', at('2.2'),
      'SP             = <US-ASCII SP, space (32)>',
      () => lit(' ')),

    HEX: production('HEX', at('2.2'),
      `HEX            = "A" | "B" | "C" | "D" | "E" | "F"
                      | "a" | "b" | "c" | "d" | "e" | "f" | DIGIT`,
      () => one(HEX)),
  };
  return defs;
}

/** RFC 1945's grammar. */
export function rfc1945Grammar<P>(k: Kit<P>): RuleDefs<P> {
  return httpEraGrammar(k);
}
