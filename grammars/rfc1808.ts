/**
 * RFC 1808 (June 1995), "Relative Uniform Resource Locators" — §2.2, "BNF for Relative URLs", one
 * rule per production, in the section's order.
 *
 * §2.2's notation: "a BNF-like description … using the conventions of RFC 822, except that '|' is
 * used to designate alternatives. Briefly, literals are quoted with "", parentheses … group elements,
 * optional elements are enclosed in [brackets], and elements may be preceded with <n>* to designate
 * n or more repetitions of the following element; n defaults to 0."
 *
 * Case of literals: RFC 822 §2.1 only says quoted literal text "may be upper and/or lower case"; its
 * case independence (§3.4.7) is a rule about message fields, not about its notation. RFC 1808 spells
 * every letter out in both cases where both are meant (`lowalpha` and `hialpha`; `hex`'s "A"–"F" and
 * "a"–"f"), so its literals are read as case-sensitive. The only quoted literals containing letters
 * are those single letters, listed in both cases, so the other reading would derive exactly the same
 * language.
 *
 * BNF alternation (`|`) is unordered and backtracking; Parsimmon's `alt` is ordered choice that never
 * re-enters an alternative that succeeded. Where that changes what a rule matches, the rule is guarded
 * and the change is written down at the rule (look for "PEG:"). The order of `URL`'s alternatives is
 * also the order of the parsing steps of §2.4: a scheme, when there is one, wins (§2.4.2).
 *
 * Character runs (`*pchar`, `1*( alpha | digit | … )`, …) are one sticky regexp each over the run's
 * character set (src/kit); the sets are built below from the rules that define them.
 * Two repetitions of a delimiter and a run — path's *( "/" segment ) and params' *( ";" param ) —
 * are regular languages of one character set each, and are matched as one run ("PERF:" at the rule).
 */
import { chars, range, production, union, withPct } from '../src/kit';
import type { CharSet, Kit, RuleDefs } from '../src/kit';

// ---------------------------------------------------------------------------------------------
// Character sets (§2.2's character rules, as sets, for the regexp runs).

/** lowalpha = "a" | "b" | … | "z"   (§2.2) */
export const LOWALPHA = /* @__PURE__ */ range('lowalpha', 'a-z');
/** hialpha = "A" | "B" | … | "Z"   (§2.2) */
export const HIALPHA = /* @__PURE__ */ range('hialpha', 'A-Z');
/** alpha = lowalpha | hialpha   (§2.2) */
export const ALPHA = /* @__PURE__ */ union('alpha', LOWALPHA, HIALPHA);
/** digit = "0" | "1" | … | "9"   (§2.2) */
export const DIGIT = /* @__PURE__ */ range('digit', '0-9');
/** hex = digit | "A" | … | "F" | "a" | … | "f"   (§2.2) */
export const HEX = /* @__PURE__ */ union('hex', DIGIT, /* @__PURE__ */ range('hex', 'A-Fa-f'));
/** safe = "$" | "-" | "_" | "." | "+"   (§2.2) */
export const SAFE = /* @__PURE__ */ chars('safe', '$-_.+');
/** extra = "!" | "*" | "'" | "(" | ")" | ","   (§2.2) */
export const EXTRA = /* @__PURE__ */ chars('extra', "!*'(),");
/** national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"   (§2.2) */
export const NATIONAL = /* @__PURE__ */ chars('national', '{}|\\^~[]`');
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="   (§2.2) */
export const RESERVED = /* @__PURE__ */ chars('reserved', ';/?:@&=');
/** punctuation = "<" | ">" | "#" | "%" | <">   (§2.2) */
export const PUNCTUATION = /* @__PURE__ */ chars('punctuation', '<>#%"');
/** unreserved = alpha | digit | safe | extra   (§2.2) */
export const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHA, DIGIT, SAFE, EXTRA);
/** uchar = unreserved | escape   (§2.2) — escape = "%" hex hex is the set's triplet element */
export const UCHAR = /* @__PURE__ */ withPct('uchar', UNRESERVED);
/** pchar = uchar | ":" | "@" | "&" | "="   (§2.2) */
export const PCHAR = /* @__PURE__ */ withPct('pchar', /* @__PURE__ */ union('pchar', UNRESERVED, ':@&='));
/** param's element: pchar | "/"   (§2.2) */
const PARAM_CHAR = /* @__PURE__ */ withPct('param', /* @__PURE__ */ union('param', PCHAR, '/'));
/** params = param *( ";" param ), as the set it repeats: pchar | "/" | ";"   (§2.2) */
const PARAMS_CHAR = /* @__PURE__ */ withPct('params', /* @__PURE__ */ union('params', PARAM_CHAR, ';'));
/** path's *( "/" segment ) after its first "/", as the set it repeats: pchar | "/"   (§2.2) */
const SEGMENTS_CHAR = /* @__PURE__ */ withPct('segment', /* @__PURE__ */ union('segment', PCHAR, '/'));
/** net_loc's element: pchar | ";" | "?"   (§2.2) */
const NET_LOC_CHAR = /* @__PURE__ */ withPct('net_loc', /* @__PURE__ */ union('net_loc', PCHAR, ';?'));
/** query's element: uchar | reserved   (§2.2) */
const QUERY_CHAR = /* @__PURE__ */ withPct('query', /* @__PURE__ */ union('query', UNRESERVED, RESERVED));
/** fragment's element: uchar | reserved   (§2.2) */
const FRAGMENT_CHAR = /* @__PURE__ */ withPct('fragment', /* @__PURE__ */ union('fragment', UNRESERVED, RESERVED));
/** the element of absoluteURL's second form, scheme ":" *( uchar | reserved )   (§2.2) */
export const OPAQUE_CHAR: CharSet = /* @__PURE__ */ withPct('( uchar | reserved )', /* @__PURE__ */ union('( uchar | reserved )', UNRESERVED, RESERVED));
/** scheme's element: alpha | digit | "+" | "-" | "."   (§2.2) */
const SCHEME_CHAR = /* @__PURE__ */ union('scheme', ALPHA, DIGIT, '+-.');

/** Every production of the grammar by the RFC's spelling, in the grammar's order (what `rule()` accepts).
 *
 * @example
 * ```ts
 * rule('rfc1808', 'net_loc').parse('a?b').status; // true
 * ```
 */
export type Rfc1808RuleName =
  | 'URL'
  | 'absoluteURL'
  | 'generic-RL'
  | 'relativeURL'
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
  | 'hex'
  | 'alpha'
  | 'lowalpha'
  | 'hialpha'
  | 'digit'
  | 'safe'
  | 'extra'
  | 'national'
  | 'reserved'
  | 'punctuation';

/** The rules the AST is built from: their spans become parse-tree nodes. */
export const CAPTURED = [
  'URL',
  'absoluteURL',
  'generic-RL',
  'relativeURL',
  'scheme',
  'net_loc',
  'abs_path',
  'path',
  'params',
  'query',
  'fragment',
] as const;

export function rfc1808Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, not } = k;

  const defs: RuleDefs<P> = {
    // The order is §2.4's: a string that begins with a scheme and ":" is an absoluteURL (§2.4.2),
    // even where it is also a rel_path ("g:h": pchar includes ":"). Ordered choice loses nothing
    // here: every character a relativeURL can hold is a uchar or reserved, so whenever absoluteURL
    // matches, its second form already reaches as far as any relativeURL could (tested).
    URL: production('URL', '2.2',
      'URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]',
      (r) => seq(alt(r.absoluteURL, r.relativeURL), opt(seq(lit('#'), r.fragment)))),

    // PEG: generic-RL can match a mere prefix of an absolute URL that only the second form derives
    // whole: in "http://h//x" it stops after "http://h/" (fsegment = 1*pchar cannot be empty), and
    // ordered choice would never try the second form. So generic-RL is taken only when no uchar or
    // reserved character follows it — i.e. when the second form could not reach any further; what
    // is left is exactly the BNF's language.
    absoluteURL: production('absoluteURL', '2.2',
      'absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )',
      (r) =>
        alt(seq(r.genericRL, not(one(OPAQUE_CHAR))), seq(r.scheme, lit(':'), run(OPAQUE_CHAR))),
    ),

    genericRL: production('generic-RL', '2.2',
      'generic-RL  = scheme ":" relativeURL',
      (r) => seq(r.scheme, lit(':'), r.relativeURL)),

    // (Ordered choice is harmless: net_path needs "//", and on a string that begins with "/", abs_path
    // and rel_path can only match "/" and "" — an abs_path's rel_path cannot start with "/".)
    relativeURL: production('relativeURL', '2.2',
      'relativeURL = net_path | abs_path | rel_path',
      (r) => alt(r.netPath, r.absPath, r.relPath)),

    netPath: production('net_path', '2.2',
      'net_path    = "//" net_loc [ abs_path ]',
      (r) => seq(lit('//'), r.netLoc, opt(r.absPath))),

    absPath: production('abs_path', '2.2',
      'abs_path    = "/"  rel_path',
      (r) => seq(lit('/'), r.relPath)),

    relPath: production('rel_path', '2.2',
      'rel_path    = [ path ] [ ";" params ] [ "?" query ]',
      (r) => seq(opt(r.path), opt(seq(lit(';'), r.params)), opt(seq(lit('?'), r.query)))),

    // PERF: with segment = *pchar, the language of *( "/" segment ) is "" | "/" *( pchar | "/" ), so
    // the repetition is matched as one run, not one combinator step per segment (which costs ~1 µs
    // a step: 10 s for 10 MB of empty segments, and minutes in the error-explaining build). The same
    // strings match; the tests check it against the BNF, and segments are split in the AST builder.
    path: production('path', '2.2',
      'path        = fsegment *( "/" segment )',
      (r) => seq(r.fsegment, opt(seq(lit('/'), run(SEGMENTS_CHAR))))),

    fsegment: production('fsegment', '2.2',
      'fsegment    = 1*pchar',
      () => run(PCHAR, 1)),

    segment: production('segment', '2.2',
      'segment     =  *pchar',
      () => run(PCHAR)),

    // PERF: with param = *( pchar | "/" ), this is the language *( pchar | "/" | ";" ): one run (see path).
    params: production('params', '2.2',
      'params      = param *( ";" param )',
      () => run(PARAMS_CHAR)),

    param: production('param', '2.2',
      'param       = *( pchar | "/" )',
      () => run(PARAM_CHAR)),

    scheme: production('scheme', '2.2',
      'scheme      = 1*( alpha | digit | "+" | "-" | "." )',
      () => run(SCHEME_CHAR, 1)),

    // (It runs to the next "/", "#" or character outside the set: "?" and ";" belong to it, §2.4.3.)
    netLoc: production('net_loc', '2.2',
      'net_loc     =  *( pchar | ";" | "?" )',
      () => run(NET_LOC_CHAR)),

    query: production('query', '2.2',
      'query       =  *( uchar | reserved )',
      () => run(QUERY_CHAR)),

    // ("#" is punctuation, in no component, so the first "#" always ends the URL: §2.4.1.)
    fragment: production('fragment', '2.2',
      'fragment    =  *( uchar | reserved )',
      () => run(FRAGMENT_CHAR)),

    pchar: production('pchar', '2.2',
      'pchar       = uchar | ":" | "@" | "&" | "="',
      () => one(PCHAR)),

    uchar: production('uchar', '2.2',
      'uchar       = unreserved | escape',
      () => one(UCHAR)),

    unreserved: production('unreserved', '2.2',
      'unreserved  = alpha | digit | safe | extra',
      () => one(UNRESERVED)),

    escape: production('escape', '2.2',
      'escape      = "%" hex hex',
      (r) => seq(lit('%'), r.hex, r.hex)),

    hex: production('hex', '2.2',
      `hex         = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                            "a" | "b" | "c" | "d" | "e" | "f"`,
      () => one(HEX)),

    alpha: production('alpha', '2.2',
      'alpha       = lowalpha | hialpha',
      () => one(ALPHA)),

    lowalpha: production('lowalpha', '2.2',
      `lowalpha    = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
                    "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
                    "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
      () => one(LOWALPHA)),

    hialpha: production('hialpha', '2.2',
      `hialpha     = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                    "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                    "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
      () => one(HIALPHA)),

    digit: production('digit', '2.2',
      `digit       = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                    "8" | "9"`,
      () => one(DIGIT)),

    safe: production('safe', '2.2',
      'safe        = "$" | "-" | "_" | "." | "+"',
      () => one(SAFE)),

    extra: production('extra', '2.2',
      'extra       = "!" | "*" | "\'" | "(" | ")" | ","',
      () => one(EXTRA)),

    // (Defined but used by no other rule: national characters appear in a URL only escaped.)
    national: production('national', '2.2',
      'national    = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
      () => one(NATIONAL)),

    reserved: production('reserved', '2.2',
      'reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="',
      () => one(RESERVED)),

    // (Defined but used by no other rule; "#" delimits the fragment, "%" begins an escape.)
    punctuation: production('punctuation', '2.2',
      'punctuation = "<" | ">" | "#" | "%" | <">',
      () => one(PUNCTUATION)),
  };
  return defs;
}
