/**
 * RFC 1738 (December 1994), "Uniform Resource Locators (URL)" — §5, "BNF for specific URL schemes",
 * one rule per production, in the section's order; each scheme's rules cite the section of §3 that
 * describes the scheme (§3.1 common Internet scheme syntax, §3.2 FTP, §3.3 HTTP, §3.4 GOPHER,
 * §3.5 MAILTO, §3.6 NEWS, §3.7 NNTP, §3.8 TELNET, §3.9 WAIS, §3.10 FILES, §3.11 PROSPERO).
 *
 * §5's notation: "a BNF-like description … using the conventions of RFC822, except that "|" is used
 * to designate alternatives … literals are quoted with "", optional elements are enclosed in
 * [brackets], and elements may be preceded with <n>* to designate n or more repetitions of the
 * following element; n defaults to 0." Brackets are also "used around … repeated elements":
 * `*[ x ]` is zero or more x.
 *
 * Case of literals: the BNF spells out both cases wherever both are meant (`ftptype = "A" | "I" |
 * "D" | "a" | "i" | "d"`, `lowalpha` and `hialpha`, `hex`), and says of `scheme = 1*[ lowalpha | …]`
 * "the scheme is in lower case; interpreters should use case-ignore". So its literals ("http://",
 * ";type=", "localhost") are case-sensitive here; an option (`caseInsensitiveScheme`) is the
 * "case-ignore" interpreter for the scheme and the scheme literals.
 *
 * RFC 1738 has no fragments: "#" is unsafe (§2.2) and in no rule. An option (`allowFragment`) adds
 * RFC 1808 §2.2's trailing `[ "#" fragment ]` to `url`, the rule `fragment` with it.
 *
 * BNF alternation (`|`) is unordered and backtracking; Parsimmon's `alt` is ordered choice that never
 * re-enters an alternative that succeeded. Where that changes what a rule matches, the rule is
 * reordered or guarded, and the change is written down at the rule (look for "PEG:").
 *
 * Character runs (`*xchar`, `*[ uchar | ";" | … ]`, `1*digit`) are one sticky regexp each over the
 * run's character set (src/kit); the sets are built below from the rules defining them.
 */
import { CharSet, chars, range, production, union, withPct } from '../src/kit';
import type { Kit, RuleDef, RuleDefs } from '../src/kit';

export interface Rfc1738Options {
  /** §5 "interpreters should use case-ignore": accept uppercase letters in the scheme */
  caseInsensitiveScheme?: boolean;
  /** RFC 1808 §2.1: accept a trailing "#" fragment after the URL */
  allowFragment?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Character sets (§5's "Miscellaneous definitions", as sets, for the regexp runs).

/** lowalpha = "a" | "b" | … | "z"   (§5) */
export const LOWALPHA = /* @__PURE__ */ range('lowalpha', 'a-z');
/** hialpha = "A" | "B" | … | "Z"   (§5) */
export const HIALPHA = /* @__PURE__ */ range('hialpha', 'A-Z');
/** alpha = lowalpha | hialpha   (§5) */
export const ALPHA = /* @__PURE__ */ union('alpha', LOWALPHA, HIALPHA);
/** digit = "0" | "1" | … | "9"   (§5) */
export const DIGIT = /* @__PURE__ */ range('digit', '0-9');
/** alphadigit = alpha | digit   (§5) */
export const ALPHADIGIT = /* @__PURE__ */ union('alphadigit', ALPHA, DIGIT);
/** safe = "$" | "-" | "_" | "." | "+"   (§5) */
export const SAFE = /* @__PURE__ */ chars('safe', '$-_.+');
/** extra = "!" | "*" | "'" | "(" | ")" | ","   (§5) */
export const EXTRA = /* @__PURE__ */ chars('extra', "!*'(),");
/** national = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"   (§5; unsafe, §2.2) */
export const NATIONAL = /* @__PURE__ */ chars('national', '{}|\\^~[]`');
/** punctuation = "<" | ">" | "#" | "%" | <">   (§5; unsafe, §2.2) */
export const PUNCTUATION = /* @__PURE__ */ chars('punctuation', '<>#%"');
/** reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="   (§5) */
export const RESERVED = /* @__PURE__ */ chars('reserved', ';/?:@&=');
/** hex = digit | "A" | … | "F" | "a" | … | "f"   (§5) */
export const HEX = /* @__PURE__ */ union('hex', DIGIT, /* @__PURE__ */ range('hex', 'A-Fa-f'));
/** escape = "%" hex hex   (§5): a set whose only element is the triplet */
export const ESCAPE = /* @__PURE__ */ new CharSet('escape', '', true);
/** unreserved = alpha | digit | safe | extra   (§5) */
export const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHA, DIGIT, SAFE, EXTRA);
/** uchar = unreserved | escape   (§5) */
export const UCHAR = /* @__PURE__ */ withPct('uchar', UNRESERVED);
/** xchar = unreserved | reserved | escape   (§5) */
export const XCHAR = /* @__PURE__ */ withPct('xchar', /* @__PURE__ */ union('xchar', UNRESERVED, RESERVED));

/** scheme's element: lowalpha | digit | "+" | "-" | "."   (§5) */
const SCHEME_CHAR = /* @__PURE__ */ union('scheme', LOWALPHA, DIGIT, '+-.');
/** the same with hialpha: the "case-ignore" interpreter (option caseInsensitiveScheme) */
const SCHEME_CHAR_CI = /* @__PURE__ */ union('scheme', ALPHA, DIGIT, '+-.');
/** the "-" of domainlabel / toplabel's middle   (§5) */
const HYPHEN = /* @__PURE__ */ chars('"-"', '-');
/** user's / password's element: uchar | ";" | "?" | "&" | "="   (§5) */
const USER_CHAR = /* @__PURE__ */ withPct('user', /* @__PURE__ */ union('user', UNRESERVED, ';?&='));
const PASSWORD_CHAR = /* @__PURE__ */ withPct('password', /* @__PURE__ */ union('password', UNRESERVED, ';?&='));
/** fsegment's element: uchar | "?" | ":" | "@" | "&" | "="   (§5) */
const FSEGMENT_CHAR = /* @__PURE__ */ withPct('fsegment', /* @__PURE__ */ union('fsegment', UNRESERVED, '?:@&='));
/** ftptype = "A" | "I" | "D" | "a" | "i" | "d"   (§5) */
const FTPTYPE = /* @__PURE__ */ chars('ftptype', 'AIDaid');
/** hsegment's element: uchar | ";" | ":" | "@" | "&" | "="   (§5) */
const HSEGMENT_CHAR = /* @__PURE__ */ withPct('hsegment', /* @__PURE__ */ union('hsegment', UNRESERVED, ';:@&='));
/** search's element: uchar | ";" | ":" | "@" | "&" | "="   (§5) */
const SEARCH_CHAR = /* @__PURE__ */ withPct('search', /* @__PURE__ */ union('search', UNRESERVED, ';:@&='));
/** group's tail element: alpha | digit | "-" | "." | "+" | "_"   (§5) */
const GROUP_CHAR = /* @__PURE__ */ union('group', ALPHA, DIGIT, '-.+_');
/** article's element: uchar | ";" | "/" | "?" | ":" | "&" | "="   (§5) */
const ARTICLE_CHAR = /* @__PURE__ */ withPct('article', /* @__PURE__ */ union('article', UNRESERVED, ';/?:&='));
/** psegment's element: uchar | "?" | ":" | "@" | "&" | "="   (§5) */
const PSEGMENT_CHAR = /* @__PURE__ */ withPct('psegment', /* @__PURE__ */ union('psegment', UNRESERVED, '?:@&='));
/** fieldname's / fieldvalue's element: uchar | "?" | ":" | "@" | "&"   (§5) */
const FIELDNAME_CHAR = /* @__PURE__ */ withPct('fieldname', /* @__PURE__ */ union('fieldname', UNRESERVED, '?:@&'));
const FIELDVALUE_CHAR = /* @__PURE__ */ withPct('fieldvalue', /* @__PURE__ */ union('fieldvalue', UNRESERVED, '?:@&'));
/** RFC 1808 §2.2: fragment = *( uchar | reserved ) — only with the allowFragment option */
const FRAGMENT_CHAR = /* @__PURE__ */ withPct('fragment', /* @__PURE__ */ union('fragment', UNRESERVED, RESERVED));

/** xchar's and search's characters without the escape triplet, for the gopher runs that stop at "%09" */
const XCHAR_PLAIN = /* @__PURE__ */ union('xchar', UNRESERVED, RESERVED);
const SEARCH_PLAIN = /* @__PURE__ */ union('search', UNRESERVED, ';:@&=');

/** The schemes §5 defines, in `url`'s order: a URL with one of these names must match its rule. */
export const PREDEFINED_SCHEMES = [
  'http',
  'ftp',
  'news',
  'nntp',
  'telnet',
  'gopher',
  'wais',
  'mailto',
  'file',
  'prospero',
] as const;

/** Every production of the grammar by the RFC's spelling, in the grammar's order (what `rule()` accepts).
 *
 * @example
 * ```ts
 * rule('rfc1738', 'hostport').parse('h:80').status; // true
 * ```
 */
export type Rfc1738RuleName =
  | 'genericurl'
  | 'url'
  | 'otherurl'
  | 'scheme'
  | 'schemepart'
  | 'ip-schemepart'
  | 'login'
  | 'hostport'
  | 'host'
  | 'hostname'
  | 'domainlabel'
  | 'toplabel'
  | 'alphadigit'
  | 'hostnumber'
  | 'port'
  | 'user'
  | 'password'
  | 'urlpath'
  | 'ftpurl'
  | 'fpath'
  | 'fsegment'
  | 'ftptype'
  | 'fileurl'
  | 'httpurl'
  | 'hpath'
  | 'hsegment'
  | 'search'
  | 'gopherurl'
  | 'gtype'
  | 'selector'
  | 'gopher+_string'
  | 'mailtourl'
  | 'encoded822addr'
  | 'newsurl'
  | 'grouppart'
  | 'group'
  | 'article'
  | 'nntpurl'
  | 'telneturl'
  | 'waisurl'
  | 'waisdatabase'
  | 'waisindex'
  | 'waisdoc'
  | 'database'
  | 'wtype'
  | 'wpath'
  | 'prosperourl'
  | 'ppath'
  | 'psegment'
  | 'fieldspec'
  | 'fieldname'
  | 'fieldvalue'
  | 'lowalpha'
  | 'hialpha'
  | 'alpha'
  | 'digit'
  | 'safe'
  | 'extra'
  | 'national'
  | 'punctuation'
  | 'reserved'
  | 'hex'
  | 'escape'
  | 'unreserved'
  | 'uchar'
  | 'xchar'
  | 'digits';

/** The production the `allowFragment` option adds (the "#fragment" RFC 1808 §2.1 later allowed).
 *
 * @example
 * ```ts
 * rule('rfc1738', 'fragment', { allowFragment: true });
 * ```
 */
export type Rfc1738FragmentRuleName = 'fragment';

/**
 * The rules whose match begins with a scheme name — the only places the `caseInsensitiveScheme`
 * option changes (`prefix`, `predefined` and `scheme` below), and every rule that reaches one: with
 * the option, each of them matches an input exactly as without it matches the input with the scheme
 * name it begins with in lower case (src/editions/rfc1738-folding.ts runs the option's builds so).
 * test/editions/rfc1738/folding.test.ts checks the list against the two builds' compiled rules.
 */
export const SCHEME_LED = [
  'genericurl',
  'url',
  'otherurl',
  'scheme',
  'ftpurl',
  'fileurl',
  'httpurl',
  'gopherurl',
  'mailtourl',
  'newsurl',
  'nntpurl',
  'telneturl',
  'waisurl',
  'waisdatabase',
  'waisindex',
  'waisdoc',
  'prosperourl',
] as const;

/**
 * The rules the AST is built from: their spans become parse-tree nodes. None of them is repeated by
 * a `many` (prospero's fieldspecs are read from the text after ppath), so a parse tree stays small
 * however long the input.
 */
export const CAPTURED = [
  'httpurl',
  'ftpurl',
  'newsurl',
  'nntpurl',
  'telneturl',
  'gopherurl',
  'waisurl',
  'mailtourl',
  'fileurl',
  'prosperourl',
  'otherurl',
  'waisdatabase',
  'waisindex',
  'waisdoc',
  'scheme',
  'ip-schemepart',
  'login',
  'hostport',
  'user',
  'password',
  'host',
  'hostname',
  'hostnumber',
  'port',
  'urlpath',
  'fpath',
  'ftptype',
  'hpath',
  'search',
  'gtype',
  'selector',
  'gopher+_string',
  'encoded822addr',
  'group',
  'article',
  'database',
  'wtype',
  'wpath',
  'ppath',
  'fragment',
] as const;

export function rfc1738Grammar<P>(k: Kit<P>, options: Rfc1738Options = {}): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not } = k;
  const ci = options.caseInsensitiveScheme === true;

  /**
   * A scheme's literal prefix ("http://", "mailto:"), matched as its scheme name, ":" and "//": the
   * same strings as the one literal, but an error points at the part that differs ("http:foo" is
   * expected "//" at offset 5). With caseInsensitiveScheme the name is matched case-insensitively.
   */
  const prefix = (name: string, slashes: boolean): P =>
    slashes ? seq(lit(name, ci), lit(':'), lit('//')) : seq(lit(name, ci), lit(':'));

  /** one of the predefined scheme names, followed by its ":" */
  const predefined = seq(alt(...PREDEFINED_SCHEMES.map((s) => lit(s, ci))), lit(':'));

  /** `*( "-" ) 1*alphadigit`, repeated: the tail of domainlabel and toplabel (see there) */
  const labelTail = many(seq(run(HYPHEN), run(ALPHADIGIT, 1)));

  /** a rule's node, for a reading of it that is local to one rule (gopherurl's, below) */
  const named = (name: string, parser: P): P => k.named(name, parser, (CAPTURED as readonly string[]).includes(name));

  /**
   * `*( plain | escape )` that stops before the escape "%09" (an encoded tab): runs of the set's
   * other characters, and escapes one at a time, each checked not to be "%09".
   */
  const untilTab = (plain: CharSet): P => many(alt(run(plain, 1), seq(not(lit('%09')), one(ESCAPE))));

  const defs: Record<string, RuleDef<P>> = {
    // ; The generic form of a URL is:
    genericurl: production('genericurl', '5',
      'genericurl     = scheme ":" schemepart', // §2.1
      (r) => seq(r.scheme, lit(':'), r.schemepart)),

    // ; Specific predefined schemes are defined here; new schemes
    // ; may be registered with IANA
    // PEG: every predefined scheme's URL is also a genericurl, so the BNF's unordered alternation,
    // read literally, would accept any *xchar after a predefined scheme's name — "http:foo",
    // "http://user@host/", "http://h?x" — through otherurl. But §3 gives each of these schemes its
    // own syntax, and otherurl is for the others ("; new schemes follow the general syntax"): so a
    // URL whose scheme is one of the ten predefined names must match that scheme's rule, and
    // otherurl is only tried when the scheme is none of them. (The ten rules begin with distinct
    // names, so their order among themselves does not matter; it is the BNF's.)
    // With allowFragment, RFC 1808 §2.1's trailing `[ "#" fragment ]` follows.
    url: production('url', '5',
      `url            = httpurl | ftpurl | newsurl |
                       nntpurl | telneturl | gopherurl |
                       waisurl | mailtourl | fileurl |
                       prosperourl | otherurl`, // §3
      (r) => {
      const url = alt(
        r.httpurl,
        r.ftpurl,
        r.newsurl,
        r.nntpurl,
        r.telneturl,
        r.gopherurl,
        r.waisurl,
        r.mailtourl,
        r.fileurl,
        r.prosperourl,
        seq(not(predefined), r.otherurl),
      );
      return options.allowFragment ? seq(url, opt(seq(lit('#'), r.fragment))) : url;
    }),

    // ; new schemes follow the general syntax
    otherurl: production('otherurl', '5',
      'otherurl       = genericurl', // §4
      (r) => r.genericurl),

    // ; the scheme is in lower case; interpreters should use case-ignore
    // (With caseInsensitiveScheme, hialpha too: §2.1 "programs interpreting URLs should treat upper
    // case letters as equivalent to lower case in scheme names".)
    scheme: production('scheme', '5',
      'scheme         = 1*[ lowalpha | digit | "+" | "-" | "." ]', // §2.1
      () => run(ci ? SCHEME_CHAR_CI : SCHEME_CHAR, 1)),

    // PEG: *xchar matches the empty string, so as the first of an ordered choice it would always win,
    // and every ip-schemepart is also an *xchar (all its characters are xchars). The structured
    // reading is preferred: ip-schemepart is taken when it matches the whole of the *xchar run (no
    // xchar follows it), else *xchar. The language is the BNF's; "foo://h_x/" (not an
    // ip-schemepart) is still a schemepart, as *xchar.
    schemepart: production('schemepart', '5',
      'schemepart     = *xchar | ip-schemepart',
      (r) => alt(seq(r.ipSchemepart, not(one(XCHAR))), run(XCHAR))),

    // ; URL schemeparts for ip based protocols:
    //
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    ipSchemepart: production('ip-schemepart', '5',
      'ip-schemepart  = "//" login [ "/" urlpath ]', // §3.1
      (r) => seq(lit('//'), r.login, opt(seq(lit('/'), r.urlpath)))),

    // (The optional part is one sequence: when no "@" follows, all of it is given back to hostport,
    // as in the BNF — "ftp://host:21/" has no user.)
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    login: production('login', '5',
      'login          = [ user [ ":" password ] "@" ] hostport', // §3.1
      (r) => seq(opt(seq(r.user, opt(seq(lit(':'), r.password)), lit('@'))), r.hostport)),

    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    hostport: production('hostport', '5',
      'hostport       = host [ ":" port ]', // §3.1
      (r) => seq(r.host, opt(seq(lit(':'), r.port)))),

    // (Order is harmless: a hostname contains a letter — its toplabel starts with one — so it is
    // never a prefix of a hostnumber, and a hostnumber is tried only when hostname failed.)
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    host: production('host', '5',
      'host           = hostname | hostnumber', // §3.1
      (r) => alt(r.hostname, r.hostnumber)),

    // PEG: the repetition is greedy: "a.b" takes "a." then stops at "b", which is the toplabel. Where
    // the BNF could instead end the hostname at an earlier label (leaving "." or more labels
    // unmatched), this rule fails; in a URL a host is always followed by ":", "/" or the end, where
    // no such earlier end can lead to a match, so the URL language is the BNF's.
    hostname: production('hostname', '5',
      'hostname       = *[ domainlabel "." ] toplabel', // §3.1
      (r) => seq(many(seq(r.domainlabel, lit('.'))), r.toplabel)),

    // PEG: `*[ alphadigit | "-" ]` would eat the final alphadigit and never give it back; written as
    // alphadigit *( *"-" 1*alphadigit ) — the same strings: alphadigits and hyphens, starting and
    // ending with an alphadigit — and the longer alternative, so it comes first.
    domainlabel: production('domainlabel', '5',
      'domainlabel    = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit', // §3.1
      () => seq(one(ALPHADIGIT), labelTail)),

    // PEG: as domainlabel.
    toplabel: production('toplabel', '5',
      'toplabel       = alpha | alpha *[ alphadigit | "-" ] alphadigit', // §3.1
      () => seq(one(ALPHA), labelTail)),

    alphadigit: production('alphadigit', '5',
      'alphadigit     = alpha | digit',
      () => one(ALPHADIGIT)),

    // ("four decimal digit groups": no range is given, so "999.1.1.1" is a hostnumber.)
    hostnumber: production('hostnumber', '5',
      'hostnumber     = digits "." digits "." digits "." digits', // §3.1
      (r) =>
        seq(r.digits, lit('.'), r.digits, lit('.'), r.digits, lit('.'), r.digits),
    ),

    port: production('port', '5',
      'port           = digits', // §3.1
      (r) => r.digits),

    user: production('user', '5',
      'user           = *[ uchar | ";" | "?" | "&" | "=" ]', // §3.1
      () => run(USER_CHAR)),

    password: production('password', '5',
      'password       = *[ uchar | ";" | "?" | "&" | "=" ]', // §3.1
      () => run(PASSWORD_CHAR)),

    urlpath: production('urlpath', '5',
      'urlpath        = *xchar    ; depends on protocol see section 3.1', // §3.1
      () => run(XCHAR)),

    // ; The predefined schemes:
    //
    // ; FTP (see also RFC959)
    //
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    ftpurl: production('ftpurl', '5',
      'ftpurl         = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]', // §3.2
      (r) =>
        seq(prefix('ftp', true), r.login, opt(seq(lit('/'), r.fpath, opt(seq(lit(';type='), r.ftptype))))),
    ),

    fpath: production('fpath', '5',
      'fpath          = fsegment *[ "/" fsegment ]', // §3.2.2
      (r) => seq(r.fsegment, many(seq(lit('/'), r.fsegment)))),

    fsegment: production('fsegment', '5',
      'fsegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]', // §3.2.2
      () => run(FSEGMENT_CHAR)),

    ftptype: production('ftptype', '5',
      'ftptype        = "A" | "I" | "D" | "a" | "i" | "d"', // §3.2.2
      () => one(FTPTYPE)),

    // ; FILE
    //
    // ("localhost" is also a hostname, so host matches it first; the literal is kept as written.)
    fileurl: production('fileurl', '5',
      'fileurl        = "file://" [ host | "localhost" ] "/" fpath', // §3.10
      (r) =>
        seq(prefix('file', true), opt(alt(r.host, lit('localhost'))), lit('/'), r.fpath),
    ),

    // ; HTTP
    //
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    httpurl: production('httpurl', '5',
      'httpurl        = "http://" hostport [ "/" hpath [ "?" search ]]', // §3.3
      (r) =>
        seq(prefix('http', true), r.hostport, opt(seq(lit('/'), r.hpath, opt(seq(lit('?'), r.search))))),
    ),

    hpath: production('hpath', '5',
      'hpath          = hsegment *[ "/" hsegment ]', // §3.3
      (r) => seq(r.hsegment, many(seq(lit('/'), r.hsegment)))),

    hsegment: production('hsegment', '5',
      'hsegment       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]', // §3.3
      () => run(HSEGMENT_CHAR)),

    search: production('search', '5',
      'search         = *[ uchar | ";" | ":" | "@" | "&" | "=" ]', // §3.3
      () => run(SEARCH_CHAR)),

    // ; GOPHER (see also RFC1436)
    //
    // (The BNF's unquoted `/` is read as the literal "/": §3.4.1 "gopher://<host>:<port>/<gopher-path>".)
    // PEG: selector = *xchar also matches "%09" (an escape), so read literally it would take the
    // whole gopher-path and leave nothing for "%09" search. §3.4.1–§3.4.3 say where the parts end:
    // selector strings contain no tab, the search is followed by the second tab. So the gopher-path
    // is first read that way — selector and search each stop before "%09" (and the search is
    // search's characters) — and that reading is taken when it reaches the end of the xchars. When
    // it does not ("1a%09b/c": "/" is not a search character), the BNF still derives the string, with
    // the whole rest as selector; that reading is the fallback, so the language is the BNF's.
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    gopherurl: production('gopherurl', '5',
      `gopherurl      = "gopher://" hostport [ / [ gtype [ selector
                       [ "%09" search [ "%09" gopher+_string ] ] ] ] ]`, // §3.4
      (r) => {
      const split = seq(
        named('selector', untilTab(XCHAR_PLAIN)),
        opt(seq(lit('%09'), named('search', untilTab(SEARCH_PLAIN)), opt(seq(lit('%09'), r['gopher+String'])))),
        not(one(XCHAR)),
      );
      return seq(prefix('gopher', true), r.hostport, opt(seq(lit('/'), opt(seq(r.gtype, alt(split, r.selector))))));
    }),

    gtype: production('gtype', '5',
      'gtype          = xchar', // §3.4.1
      () => one(XCHAR)),

    selector: production('selector', '5',
      'selector       = *xchar', // §3.4.1
      () => run(XCHAR)),

    'gopher+String': production('gopher+_string', '5',
      'gopher+_string = *xchar', // §3.4.3
      () => run(XCHAR)),

    // ; MAILTO (see also RFC822)
    //
    mailtourl: production('mailtourl', '5',
      'mailtourl      = "mailto:" encoded822addr', // §3.5
      (r) => seq(prefix('mailto', false), r.encoded822addr)),

    encoded822addr: production('encoded822addr', '5',
      'encoded822addr = 1*xchar               ; further defined in RFC822', // §3.5
      () => run(XCHAR, 1)),

    // ; NEWS (see also RFC1036)
    //
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    newsurl: production('newsurl', '5',
      'newsurl        = "news:" grouppart', // §3.6
      (r) => seq(prefix('news', false), r.grouppart)),

    // PEG: "*" and every group are prefixes of an article ("*@h", "comp.x@h": their characters are
    // article characters); an article needs an "@" (§3.6: "A message identifier may be distinguished
    // from a news group name by the presence of the commercial at "@" character"). So article is
    // tried first and, without an "@", fails and gives way to "*" and group.
    // PEG: article fails where its host does (see hostname), and group then takes a shorter match:
    // "uU@v.@V" stops after "uU" where the BNF also ends after the article "uU@v"; whole URLs are
    // unaffected.
    grouppart: production('grouppart', '5',
      'grouppart      = "*" | group | article', // §3.6
      (r) => alt(r.article, lit('*'), r.group)),

    group: production('group', '5',
      'group          = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]', // §3.6
      () => seq(one(ALPHA), run(GROUP_CHAR))),

    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    article: production('article', '5',
      'article        = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host', // §3.6
      (r) => seq(run(ARTICLE_CHAR, 1), lit('@'), r.host)),

    // ; NNTP (see also RFC977)
    //
    nntpurl: production('nntpurl', '5',
      'nntpurl        = "nntp://" hostport "/" group [ "/" digits ]', // §3.7
      (r) =>
        seq(prefix('nntp', true), r.hostport, lit('/'), r.group, opt(seq(lit('/'), r.digits))),
    ),

    // ; TELNET
    //
    // PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an
    // earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.
    telneturl: production('telneturl', '5',
      'telneturl      = "telnet://" login [ "/" ]', // §3.8
      (r) => seq(prefix('telnet', true), r.login, opt(lit('/')))),

    // ; WAIS (see also RFC1625)
    //
    // PEG: waisdatabase is a prefix of the other two; it comes last. (waisindex and waisdoc differ
    // at the character after the database — "?" or "/" — so their order does not matter.)
    waisurl: production('waisurl', '5',
      'waisurl        = waisdatabase | waisindex | waisdoc', // §3.9
      (r) => alt(r.waisindex, r.waisdoc, r.waisdatabase)),

    waisdatabase: production('waisdatabase', '5',
      'waisdatabase   = "wais://" hostport "/" database', // §3.9
      (r) => seq(prefix('wais', true), r.hostport, lit('/'), r.database)),

    waisindex: production('waisindex', '5',
      'waisindex      = "wais://" hostport "/" database "?" search', // §3.9
      (r) =>
        seq(prefix('wais', true), r.hostport, lit('/'), r.database, lit('?'), r.search),
    ),

    waisdoc: production('waisdoc', '5',
      'waisdoc        = "wais://" hostport "/" database "/" wtype "/" wpath', // §3.9
      (r) =>
        seq(prefix('wais', true), r.hostport, lit('/'), r.database, lit('/'), r.wtype, lit('/'), r.wpath),
    ),

    database: production('database', '5',
      'database       = *uchar', // §3.9
      () => run(UCHAR)),

    wtype: production('wtype', '5',
      'wtype          = *uchar', // §3.9
      () => run(UCHAR)),

    wpath: production('wpath', '5',
      'wpath          = *uchar', // §3.9
      () => run(UCHAR)),

    // ; PROSPERO
    //
    prosperourl: production('prosperourl', '5',
      'prosperourl    = "prospero://" hostport "/" ppath *[ fieldspec ]', // §3.11
      (r) =>
        seq(prefix('prospero', true), r.hostport, lit('/'), r.ppath, many(r.fieldspec)),
    ),

    ppath: production('ppath', '5',
      'ppath          = psegment *[ "/" psegment ]', // §3.11
      (r) => seq(r.psegment, many(seq(lit('/'), r.psegment)))),

    psegment: production('psegment', '5',
      'psegment       = *[ uchar | "?" | ":" | "@" | "&" | "=" ]', // §3.11
      () => run(PSEGMENT_CHAR)),

    fieldspec: production('fieldspec', '5',
      'fieldspec      = ";" fieldname "=" fieldvalue', // §3.11
      (r) => seq(lit(';'), r.fieldname, lit('='), r.fieldvalue)),

    fieldname: production('fieldname', '5',
      'fieldname      = *[ uchar | "?" | ":" | "@" | "&" ]', // §3.11
      () => run(FIELDNAME_CHAR)),

    fieldvalue: production('fieldvalue', '5',
      'fieldvalue     = *[ uchar | "?" | ":" | "@" | "&" ]', // §3.11
      () => run(FIELDVALUE_CHAR)),

    // ; Miscellaneous definitions
    //
    lowalpha: production('lowalpha', '5',
      `lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
                       "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
                       "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
                       "y" | "z"`,
      () => one(LOWALPHA)),

    hialpha: production('hialpha', '5',
      `hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                       "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                       "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
      () => one(HIALPHA)),

    alpha: production('alpha', '5',
      'alpha          = lowalpha | hialpha',
      () => one(ALPHA)),

    digit: production('digit', '5',
      `digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                       "8" | "9"`,
      () => one(DIGIT)),

    safe: production('safe', '5',
      'safe           = "$" | "-" | "_" | "." | "+"', // §2.2
      () => one(SAFE)),

    extra: production('extra', '5',
      'extra          = "!" | "*" | "\'" | "(" | ")" | ","', // §2.2
      () => one(EXTRA)),

    // (Unsafe, §2.2: in no other rule, so never part of a URL unencoded.)
    national: production('national', '5',
      'national       = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"', // §2.2
      () => one(NATIONAL)),

    // (Unsafe, §2.2: in no other rule; "%" appears only as the start of an escape.)
    punctuation: production('punctuation', '5',
      'punctuation    = "<" | ">" | "#" | "%" | <">', // §2.2
      () => one(PUNCTUATION)),

    reserved: production('reserved', '5',
      'reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="', // §2.2
      () => one(RESERVED)),

    hex: production('hex', '5',
      `hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                       "a" | "b" | "c" | "d" | "e" | "f"`, // §2.2
      () => one(HEX)),

    escape: production('escape', '5',
      'escape         = "%" hex hex', // §2.2
      () => seq(lit('%'), one(HEX), one(HEX))),

    unreserved: production('unreserved', '5',
      'unreserved     = alpha | digit | safe | extra', // §2.2
      () => one(UNRESERVED)),

    uchar: production('uchar', '5',
      'uchar          = unreserved | escape',
      () => one(UCHAR)),

    xchar: production('xchar', '5',
      'xchar          = unreserved | reserved | escape',
      () => one(XCHAR)),

    digits: production('digits', '5',
      'digits         = 1*digit',
      () => run(DIGIT, 1)),
  };

  if (options.allowFragment) {
    defs.fragment = production('fragment', 'RFC 1808 §2.2',
      'fragment    =  *( uchar | reserved )',
      () => run(FRAGMENT_CHAR));
  }
  return defs;
}
