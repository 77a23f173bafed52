/**
 * RFC 1630 (June 1994), "Universal Resource Identifiers in WWW" — its two grammars, "BNF of Generic
 * URI Syntax" and "BNF for specific URL schemes", one rule per production. The RFC has no numbered
 * sections: a rule's section is the heading of the BNF it comes from (GENERIC, URL below).
 *
 * The notation ("BNF-like"): a production is its name, white space, and its definition (no "=");
 * "|" separates alternatives, "[ ]" encloses an optional part; there is no repetition operator —
 * repetition is written as recursion (`xalphas = xalpha [ xalphas ]`, one or more); "Single letters
 * stand for single letters" (so `h t t p :` is the literal "http:", and the letters are
 * case-sensitive: `alpha` lists "a" … "z" and "A" … "Z" as distinct letters); every other
 * punctuation character stands for itself; "space" and "vline" stand for " " and "|"; `void` is the
 * empty string. Recursion is read as the repetition it writes, matched iteratively (a regexp run
 * or a `many`), never by recursive descent.
 *
 * Where the two BNFs define one name differently, the grammar takes one text and says why at the
 * rule (INTERPRETATION:): `safe` (the URL BNF adds "+"), `xpalphas` (the generic BNF's recursion
 * stops after two), `path` (`xpalphas` / `segment`). Every other name both define has the same text
 * in both (white space aside) and cites the generic BNF. Each place where RFC 1630's informal BNF
 * had to be read one way of several is marked INTERPRETATION:, and the list is in
 * docs/editions/rfc1630.md. Parsimmon's ordered choice is handled as elsewhere (PEG:).
 */
import { CharSet, chars, range, production, union, withPct } from '../src/kit';
import type { Kit, RuleDef, RuleDefs } from '../src/kit';

/** The heading of the generic BNF (RFC 1630 pages 22–23), cited as a rule's section. */
export const GENERIC = 'RFC 1630 "BNF of Generic URI Syntax"';
/** The heading of the URL BNF (RFC 1630 pages 23–27), cited as a rule's section. */
export const URL = 'RFC 1630 "BNF for specific URL schemes"';

// ---------------------------------------------------------------------------------------------
// Character sets.

/** alpha = a | … | z | A | … | Z */
export const ALPHA = /* @__PURE__ */ range('alpha', 'a-zA-Z');
/** digit = 0 | 1 | … | 9 */
export const DIGIT = /* @__PURE__ */ range('digit', '0-9');
/** alphanum = alpha | digit */
export const ALPHANUM = /* @__PURE__ */ union('alphanum', ALPHA, DIGIT);
/** safe = $ | - | _ | @ | . | &   (the generic BNF's; see `safe`) */
export const SAFE = /* @__PURE__ */ chars('safe', '$-_@.&');
/** extra = ! | * | " | ' | ( | ) | , */
export const EXTRA = /* @__PURE__ */ chars('extra', '!*"\'(),');
/** reserved = = | ; | / | # | ? | : | space */
export const RESERVED = /* @__PURE__ */ chars('reserved', '=;/#?: ');
/** hex = digit | a | … | f | A | … | F */
export const HEX = /* @__PURE__ */ union('hex', DIGIT, /* @__PURE__ */ range('hex', 'a-fA-F'));
/** national = { | } | vline | [ | ] | \ | ^ | ~ */
export const NATIONAL = /* @__PURE__ */ chars('national', '{}|[]\\^~');
/** punctuation = < | > */
export const PUNCTUATION = /* @__PURE__ */ chars('punctuation', '<>');
/** escape = % hex hex: a set whose only element is the triplet */
export const ESCAPE = /* @__PURE__ */ new CharSet('escape', '', true);
/** xalpha = alpha | digit | safe | extra | escape */
export const XALPHA = /* @__PURE__ */ withPct('xalpha', /* @__PURE__ */ union('xalpha', ALPHA, DIGIT, SAFE, EXTRA));
/** xpalpha = xalpha | + */
export const XPALPHA = /* @__PURE__ */ withPct('xpalpha', /* @__PURE__ */ union('xpalpha', ALPHA, DIGIT, SAFE, EXTRA, '+'));
/** alphanum2 = alpha | digit | - | _ | . | + */
export const ALPHANUM2 = /* @__PURE__ */ union('alphanum2', ALPHA, DIGIT, '-_.+');
/**
 * The characters whose escapes mean the same as the characters ("a URI may be made "safer" simply
 * by encoding any characters considered unsafe … the reserved characters mentioned above have a
 * quite different significance when encoded, and so may NEVER be encoded and unencoded in this
 * way", Encoding reserved characters): xalpha's characters but those "Reserved characters" names —
 * "." (with "/", the hierarchical forms), "*" and "!" ("reserved for use as having special
 * signifiance within specific schemes") — and "@", which the URL BNF uses as a delimiter (login,
 * article, mailto): decoded, "ftp://u%40h/" (the host "u%40h") would become the user "u" at "h".
 */
export const UNENCODABLE_1630 = /* @__PURE__ */ union('xalpha', ALPHA, DIGIT, /* @__PURE__ */ chars('safe', '$-_&'), /* @__PURE__ */ chars('extra', '"\'(),'));
/** xalpha without "@": the runs between the "@"s of an `xalphas @ host` (see article) */
const XALPHA_NO_AT = /* @__PURE__ */ withPct('xalpha', /* @__PURE__ */ union('xalpha', ALPHA, DIGIT, /* @__PURE__ */ chars('safe', '$-_.&'), EXTRA));

/** The schemes the URL BNF's `url` defines (and "url", prefixedurl's), each followed by ":" in its production. */
export const URL_SCHEMES = ['http', 'ftp', 'news', 'nntp', 'prospero', 'telnet', 'gopher', 'wais', 'mailto', 'mid', 'cid'] as const;

/** Every production of the two BNFs by the RFC's spelling, generic first (what `rule()` accepts).
 *
 * @example
 * ```ts
 * rule('rfc1630', 'hostport').parse('info.cern.ch:8000').status; // true
 * ```
 */
export type Rfc1630RuleName =
  | 'fragmentaddress'
  | 'uri'
  | 'scheme'
  | 'path'
  | 'search'
  | 'fragmentid'
  | 'xalpha'
  | 'xalphas'
  | 'xpalpha'
  | 'xpalphas'
  | 'ialpha'
  | 'alpha'
  | 'digit'
  | 'safe'
  | 'extra'
  | 'reserved'
  | 'escape'
  | 'hex'
  | 'national'
  | 'punctuation'
  | 'void'
  | 'prefixedurl'
  | 'url'
  | 'httpaddress'
  | 'ftpaddress'
  | 'afsaddress'
  | 'newsaddress'
  | 'nntpaddress'
  | 'midaddress'
  | 'cidaddress'
  | 'mailtoaddress'
  | 'waisaddress'
  | 'waisindex'
  | 'waisdoc'
  | 'wpath'
  | 'groupart'
  | 'group'
  | 'article'
  | 'database'
  | 'wtype'
  | 'prosperoaddress'
  | 'prosperolink'
  | 'hsoname'
  | 'version'
  | 'attributes'
  | 'attribute'
  | 'telnetaddress'
  | 'gopheraddress'
  | 'login'
  | 'hostport'
  | 'host'
  | 'ftptype'
  | 'formcode'
  | 'cellname'
  | 'hostname'
  | 'hostnumber'
  | 'port'
  | 'gcommand'
  | 'segment'
  | 'user'
  | 'password'
  | 'gtype'
  | 'alphanum2'
  | 'digits'
  | 'alphanum'
  | 'alphanums';

/** The rules the AST is built from. None is repeated by a `many` (not `path`, which wpath repeats), so a parse tree stays small. */
export const CAPTURED = [
  'uri',
  'prefixedurl',
  'httpaddress',
  'ftpaddress',
  'newsaddress',
  'nntpaddress',
  'midaddress',
  'cidaddress',
  'mailtoaddress',
  'waisindex',
  'waisdoc',
  'prosperolink',
  'telnetaddress',
  'gopheraddress',
  'scheme',
  'search',
  'fragmentid',
  'login',
  'hostport',
  'host',
  'hostname',
  'hostnumber',
  'port',
  'user',
  'password',
  'group',
  'article',
  'database',
  'wtype',
  'wpath',
  'hsoname',
  'version',
  'attributes',
  'gtype',
  'gcommand',
] as const;

export function rfc1630Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not, ahead } = k;

  /** `x y z :` written as single letters: the literal scheme name and its ":" */
  const letters = (name: string): P => seq(lit(name), lit(':'));
  /** a URL scheme's name and ":" (one of url's, or prefixedurl's "url") */
  const urlScheme = seq(alt(...[...URL_SCHEMES, 'url'].map((s) => lit(s))), lit(':'));

  /**
   * `xalphas @ hostname`, where xalphas may itself hold "@" ("@" is safe): the BNF derives the
   * string when some "@" after the first character is followed by a hostname, which is `alpha
   * *xalpha` (see hostname) and so takes the rest of the xalphas. The PEG reading: the xalphas run
   * to the first such "@" (an "@" not followed by an alpha is data), then "@", then the hostname.
   */
  // (written as runs between "@"s, each "@" starting an iteration: no two ways to split a run, so
  // the matcher never tries more than one)
  const beforeHostname = (): P => seq(one(XALPHA), run(XALPHA_NO_AT), many(seq(lit('@'), not(one(ALPHA)), run(XALPHA_NO_AT))));

  const defs: Record<string, RuleDef<P>> = {
    // ---------------------------------------------------------------------------------------------
    // BNF of Generic URI Syntax

    // INTERPRETATION: "If the fragment-id is void, the hash sign may be omitted: A void fragment-id
    // with or without the hash sign means that the URL refers to the whole object" (Fragment-id):
    // a "#" with a void fragment-id is allowed, though fragmentid = xalphas is not void.
    // PEG: through uri (see there), a URI whose scheme is one the URL BNF defines must match that
    // scheme's production, where the BNF's generic form also derives it.
    fragmentaddress: production('fragmentaddress', GENERIC,
      'fragmentaddress        uri [ # fragmentid ]',
      (r) => seq(r.uri, opt(seq(lit('#'), opt(r.fragmentid))))),

    // INTERPRETATION / PEG: "The "generic" production gives a higher level parsing of the same URIs
    // as the other productions" — but it cannot derive much of what they derive (a port's ":",
    // prefixedurl's "url:http:", wpath's "=" and ";", an empty http path). So a URI whose scheme is
    // one the URL BNF defines (`url`'s eleven, and "url" for prefixedurl) must match that scheme's
    // production, and the generic form is taken only for the other schemes — as RFC 1738's url
    // takes otherurl only for a scheme that is none of its own. The scheme names are lowercase
    // letters ("Single letters stand for single letters"): "HTTP:" is another scheme, read by the
    // generic form.
    uri: production('uri', GENERIC,
      'uri                    scheme :  path [ ? search ]',
      (r) => alt(
        seq(ahead(urlScheme), alt(r.prefixedurl, r.url)),
        seq(not(urlScheme), r.scheme, lit(':'), r.path, opt(seq(lit('?'), r.search))),
      )),

    scheme: production('scheme', GENERIC,
      'scheme                 ialpha',
      (r) => r.ialpha),

    // INTERPRETATION: the generic BNF writes "path void | xpalphas [ / path ]" and the URL BNF
    // "path void | segment [ / path ]" with "segment xpalphas": the same language; the URL BNF's
    // text is stored. Read literally, a path that is void cannot be followed by "/ path", so no path
    // could begin with "/" or hold "//" — not the RFC's own "http://info.cern.ch/…" (path
    // "//info.cern.ch/…") nor "magic://a/b/c//d/e/f" — while "The trailing slash indicates a void
    // segment of the path" (Partial form). So it is read `( void | segment ) [ / path ]`: segments,
    // each possibly void, separated by "/". (Matched as a run and a loop, not by recursion.)
    path: production('path', URL,
      'path                   void |  segment  [  / path ]',
      (r) => seq(opt(r.segment), many(seq(lit('/'), opt(r.segment))))),

    // INTERPRETATION: with the generic `safe` (no "+", see there), "+" is no xalpha, so a search is
    // words of xalphas separated by single "+"s ("Within the query string, the plus sign is reserved
    // as shorthand notation for a space. Therefore, real plus signs must be encoded."): "a+b" is one,
    // "a++b", "+a", "a+" and the void search are not.
    search: production('search', GENERIC,
      'search                 xalphas [ + search ]',
      (r) => seq(r.xalphas, many(seq(lit('+'), r.xalphas)))),

    fragmentid: production('fragmentid', GENERIC,
      'fragmentid             xalphas',
      (r) => r.xalphas),

    xalpha: production('xalpha', GENERIC,
      'xalpha                 alpha | digit | safe | extra | escape',
      () => one(XALPHA)),

    xalphas: production('xalphas', GENERIC,
      'xalphas                xalpha [ xalphas ]',
      () => run(XALPHA, 1)),

    xpalpha: production('xpalpha', GENERIC,
      'xpalpha                xalpha | +',
      () => one(XPALPHA)),

    // INTERPRETATION: the generic BNF writes "xpalphas xpalpha [ xpalpha ]" — one or two xpalphas,
    // so no path segment could be longer than two characters (not "info.cern.ch"); the URL BNF
    // writes the recursion every other plural rule has, "xpalpha [ xpalphas ]", which is stored.
    xpalphas: production('xpalphas', URL,
      'xpalphas               xpalpha [ xpalphas ]',
      () => run(XPALPHA, 1)),

    ialpha: production('ialpha', GENERIC,
      'ialpha                 alpha [ xalphas ]',
      () => seq(one(ALPHA), run(XALPHA))),

    alpha: production('alpha', GENERIC,
      `alpha                  a | b | c | d | e | f | g | h | i | j | k |
                            l | m | n | o  | p | q | r | s | t | u | v |
                            w | x | y | z | A | B | C  | D | E | F | G |
                            H | I | J | K | L | M | N | O | P |  Q | R |
                            S | T | U | V | W | X | Y | Z`,
      () => one(ALPHA)),

    digit: production('digit', GENERIC,
      'digit                  0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9',
      () => one(DIGIT)),

    // INTERPRETATION: the generic BNF's "safe $ | - | _ | @ | . | &" is taken, not the URL BNF's
    // "safe $ | - | _ | @ | . | &  | + | -": with "+" safe, `xpalpha = xalpha | +` would add nothing
    // and a search's "+" would separate nothing, against "real plus signs must be encoded" in a
    // query (Reserved characters). "+" is then data in a path (xpalpha), in a user or password
    // (alphanum2), and a word separator in a search — nowhere else.
    safe: production('safe', GENERIC,
      'safe                   $ | - | _ | @ | . | &',
      () => one(SAFE)),

    extra: production('extra', GENERIC,
      'extra                  ! | * | " |  \' | ( | ) | ,',
      () => one(EXTRA)),

    // ("space" is " ". Reserved characters are in no rule but the ones that name them, so they are
    // data nowhere: "=" and ";" appear only as wpath's delimiters, ":" as the scheme's and a port's,
    // "?" before a search, "#" before a fragment-id, "/" between segments.)
    reserved: production('reserved', GENERIC,
      'reserved               = | ; | / | # | ? | : | space',
      () => one(RESERVED)),

    escape: production('escape', GENERIC,
      'escape                 % hex hex',
      () => seq(lit('%'), one(HEX), one(HEX))),

    hex: production('hex', GENERIC,
      `hex                    digit | a | b | c | d | e | f | A | B | C |
                            D | E | F`,
      () => one(HEX)),

    // ("vline" is "|". "The "national" and "punctuation" characters do not appear in any
    // productions and therefore may not appear in URIs.")
    national: production('national', GENERIC,
      'national               { | } | vline | [ | ] | \\ | ^ | ~',
      () => one(NATIONAL)),

    punctuation: production('punctuation', GENERIC,
      'punctuation            < | >',
      () => one(PUNCTUATION)),

    void: production('void', GENERIC,
      'void',
      () => lit('')),

    // ---------------------------------------------------------------------------------------------
    // BNF for specific URL schemes
    // ("The current IETF URI Working Group preference is for the prefixedurl production.")

    prefixedurl: production('prefixedurl', URL,
      'prefixedurl            u r l : url',
      (r) => seq(letters('url'), r.url)),

    // (The eleven productions begin with distinct scheme names, so their order does not matter.)
    url: production('url', URL,
      `url                    httpaddress | ftpaddress | newsaddress |
                         nntpaddress | prosperoaddress | telnetaddress
                         | gopheraddress | waisaddress |
                         mailtoaddress  | midaddress | cidaddress`,
      (r) => alt(r.httpaddress, r.ftpaddress, r.newsaddress, r.nntpaddress, r.prosperoaddress, r.telnetaddress,
        r.gopheraddress, r.waisaddress, r.mailtoaddress, r.midaddress, r.cidaddress)),

    // (No login: "http://user@h/" is read with "user@h" as the hostname — "@" is safe.)
    httpaddress: production('httpaddress', URL,
      `httpaddress            h t t p :   / / hostport [  / path ] [ ?
                         search ]`,
      (r) => seq(letters('http'), lit('//'), r.hostport, opt(seq(lit('/'), r.path)), opt(seq(lit('?'), r.search)))),

    // INTERPRETATION: ftptype follows the path with no delimiter, and every ftptype ("A" formcode,
    // "E" formcode, "I", "L" digits) is also the end of a segment: the BNF cannot tell "…/fileI"
    // from "…/file" with type I. The path is read greedily, so the ftptype is never split off (the
    // language is the BNF's). The prose's suffix ";type = <type-code>" is not derivable: ";" is
    // reserved.
    ftpaddress: production('ftpaddress', URL,
      'ftpaddress             f t p : / / login / path [  ftptype ]',
      (r) => seq(letters('ftp'), lit('//'), r.login, lit('/'), r.path, opt(r.ftptype))),

    // ("The "afsaddress" is left in as historical note, but is not a url production": an
    // "afs://cell/path" URI is read by the generic form.)
    afsaddress: production('afsaddress', URL,
      'afsaddress             a f s : / / cellname / path',
      (r) => seq(letters('afs'), lit('//'), r.cellname, lit('/'), r.path)),

    newsaddress: production('newsaddress', URL,
      'newsaddress            n e w s : groupart',
      (r) => seq(letters('news'), r.groupart)),

    nntpaddress: production('nntpaddress', URL,
      'nntpaddress            n n t p : group /  digits',
      (r) => seq(letters('nntp'), r.group, lit('/'), r.digits)),

    // INTERPRETATION: addr-spec is not defined in RFC 1630 ("All words of more than one letter below
    // are entities described somewhere in this description" — it is RFC 822's). The mid prose: "the
    // RFC822 msg-id with the constant <> wrapper removed, leaving an identifier whose format in fact
    // happens to be the same as addr-spec format for mailboxes": read as mailtoaddress reads an
    // address, `xalphas @ hostname` — in URL characters, as every other part of a URL.
    midaddress: production('midaddress', URL,
      'midaddress             m i d  :  addr-spec',
      (r) => seq(letters('mid'), beforeHostname(), lit('@'), r.hostname)),

    // INTERPRETATION: content-identifier is not defined in RFC 1630 either; a MIME Content-ID is a
    // msg-id (RFC 1521 §7.1), read as midaddress's addr-spec.
    cidaddress: production('cidaddress', URL,
      'cidaddress             c i d : content-identifier',
      (r) => seq(letters('cid'), beforeHostname(), lit('@'), r.hostname)),

    // PEG: "@" is safe, so the xalphas may hold "@" too: see beforeHostname.
    mailtoaddress: production('mailtoaddress', URL,
      'mailtoaddress          m a i l t o : xalphas @ hostname',
      (r) => seq(letters('mailto'), beforeHostname(), lit('@'), r.hostname)),

    // PEG: waisindex is a prefix of waisdoc (both begin "wais://" hostport "/" database), so waisdoc
    // is tried first.
    waisaddress: production('waisaddress', URL,
      'waisaddress            waisindex | waisdoc',
      (r) => alt(r.waisdoc, r.waisindex)),

    waisindex: production('waisindex', URL,
      `waisindex              w a i s : / / hostport / database [ ? search
                         ]`,
      (r) => seq(letters('wais'), lit('//'), r.hostport, lit('/'), r.database, opt(seq(lit('?'), r.search)))),

    waisdoc: production('waisdoc', URL,
      `waisdoc                w a i s : / / hostport / database / wtype  /
                         wpath`,
      (r) => seq(letters('wais'), lit('//'), r.hostport, lit('/'), r.database, lit('/'), r.wtype, lit('/'), r.wpath)),

    // ("=" and ";" are literal here, though reserved: "the identifier field number is the digits
    // before the equals sign, and the field contents follow … terminated by ";"". One or more fields.)
    wpath: production('wpath', URL,
      'wpath                  digits = path ;  [ wpath ]',
      (r) => many(seq(r.digits, lit('='), r.path, lit(';')), 1)),

    // PEG: a group (ialpha: alpha, then xalphas, which hold "@") also derives every article that
    // begins with a letter, and "*" begins the article "*@h"; "A message identifier may be
    // distinguished from a news group name by the presence of the commercial at "@" character"
    // (News): article is tried first, then "*", then group.
    groupart: production('groupart', URL,
      'groupart               * | group | article',
      (r) => alt(r.article, lit('*'), r.group)),

    // (ialpha already takes "." — it is safe — so the recursion adds nothing: a group is an ialpha.)
    group: production('group', URL,
      'group                  ialpha [ . group ]',
      (r) => seq(r.ialpha, many(seq(lit('.'), r.ialpha)))),

    // PEG: "@" is safe, so "xalphas @ host" splits at any "@" followed by a host. A host is a
    // hostname (alpha *xalpha, which takes the rest: see beforeHostname) or a hostnumber (which
    // must end the xalphas): the first "@" followed by an alpha is taken, else the "@" followed by a
    // whole hostnumber.
    article: production('article', URL,
      'article                xalphas @ host',
      (r) => alt(
        seq(beforeHostname(), lit('@'), r.host),
        seq(one(XALPHA), run(XALPHA_NO_AT), many(seq(lit('@'), not(seq(r.hostnumber, not(one(XALPHA)))), run(XALPHA_NO_AT))), lit('@'), r.host),
      )),

    database: production('database', URL,
      'database               xalphas',
      (r) => r.xalphas),

    wtype: production('wtype', URL,
      'wtype                  xalphas',
      (r) => r.xalphas),

    prosperoaddress: production('prosperoaddress', URL,
      'prosperoaddress        prosperolink',
      (r) => r.prosperolink),

    // INTERPRETATION: "% 0 0" is the literal "%00" (single letters); it is also an escape, which an
    // hsoname (a path) may hold. The hsoname is read to the first "%00" after which a version (and
    // attributes) end the URL; where there is none, the whole rest is the hsoname.
    prosperolink: production('prosperolink', URL,
      `prosperolink           p r o s p e r o : / / hostport / hsoname [ %
                         0 0 version [ attributes ] ]`,
      (r) => {
        const plain = union('xpalpha', ALPHA, DIGIT, SAFE, EXTRA, '+/');
        const untilVersion = k.named('hsoname', seq(run(plain), many(seq(not(lit('%00')), one(ESCAPE), run(plain)))), true);
        const tail = seq(lit('%00'), r.version, opt(r.attributes), not(one(union('path', XPALPHA, '/'))));
        return seq(letters('prospero'), lit('//'), r.hostport, lit('/'), alt(seq(untilVersion, tail), r.hsoname));
      }),

    hsoname: production('hsoname', URL,
      'hsoname                path',
      (r) => r.path),

    version: production('version', URL,
      'version                digits',
      (r) => r.digits),

    attributes: production('attributes', URL,
      'attributes             attribute [ attributes ]',
      () => run(ALPHANUM, 1)),

    attribute: production('attribute', URL,
      'attribute              alphanums',
      (r) => r.alphanums),

    telnetaddress: production('telnetaddress', URL,
      'telnetaddress          t e l n e t : / / login',
      (r) => seq(letters('telnet'), lit('//'), r.login)),

    // (The unspaced "[/" is "[ /".)
    gopheraddress: production('gopheraddress', URL,
      `gopheraddress          g o p h e r : / / hostport [/ gtype  [
                         gcommand ] ]`,
      (r) => seq(letters('gopher'), lit('//'), r.hostport, opt(seq(lit('/'), r.gtype, opt(r.gcommand))))),

    // INTERPRETATION: "@" is safe, so a hostname may hold "@" ("a@b"), and "ftp://a@b/" is either
    // the user "a" at host "b" or the host "a@b". The reading with a user is taken first (as the FTP
    // prose reads it: "The syntax allows for the inclusion of a user name").
    // PEG: that reading is taken only when its hostport ends the login's xalphas; otherwise (no "@"
    // after a user, or "u@1.2.3" whose hostnumber fails, or "u@1.2.3.4x" whose hostnumber stops
    // short) the whole is tried as a hostport, which the BNF also derives ("u@1.2.3" is a hostname).
    // As a prefix, a login whose hostnumber is followed by an xalpha stops before its "@" (or
    // fails), where the BNF also ends after the hostnumber; whole URLs are unaffected.
    login: production('login', URL,
      'login                  [ user [ : password ] @ ] hostport',
      (r) => alt(seq(r.user, opt(seq(lit(':'), r.password)), lit('@'), r.hostport, not(one(XALPHA))), r.hostport)),

    hostport: production('hostport', URL,
      'hostport               host [ : port ]',
      (r) => seq(r.host, opt(seq(lit(':'), r.port)))),

    // (A hostname begins with an alpha, a hostnumber with a digit: the order does not matter.)
    host: production('host', URL,
      'host                   hostname | hostnumber',
      (r) => alt(r.hostname, r.hostnumber)),

    ftptype: production('ftptype', URL,
      'ftptype                A formcode | E formcode | I | L digits',
      (r) => alt(seq(lit('A'), r.formcode), seq(lit('E'), r.formcode), lit('I'), seq(lit('L'), r.digits))),

    formcode: production('formcode', URL,
      'formcode               N | T | C',
      () => one(chars('formcode', 'NTC'))),

    cellname: production('cellname', URL,
      'cellname               hostname',
      (r) => r.hostname),

    // INTERPRETATION: ialpha's xalphas hold "." (safe), and "@", "&", "$", "_", extra characters and
    // escapes: a hostname is any alpha followed by xalphas ("a.b", "a@b", "a%2Eb", "a..b" and
    // "a." are hostnames). The recursion "[ . hostname ]" adds no string ialpha does not derive.
    hostname: production('hostname', URL,
      'hostname               ialpha [  .  hostname ]',
      (r) => seq(r.ialpha, many(seq(lit('.'), r.ialpha)))),

    // ("digits" has no bound: "999.1.1.1" is a hostnumber.)
    hostnumber: production('hostnumber', URL,
      'hostnumber             digits . digits . digits . digits',
      (r) => seq(r.digits, lit('.'), r.digits, lit('.'), r.digits, lit('.'), r.digits)),

    // (digits is one or more: "h:" has no port, and is refused.)
    port: production('port', URL,
      'port                   digits',
      (r) => r.digits),

    gcommand: production('gcommand', URL,
      'gcommand               path',
      (r) => r.path),

    segment: production('segment', URL,
      'segment                xpalphas',
      () => run(XPALPHA, 1)),

    user: production('user', URL,
      'user                   alphanum2 [ user ]',
      () => run(ALPHANUM2, 1)),

    password: production('password', URL,
      'password               alphanum2 [ password ]',
      () => run(ALPHANUM2, 1)),

    gtype: production('gtype', URL,
      'gtype                  xalpha',
      () => one(XALPHA)),

    alphanum2: production('alphanum2', URL,
      'alphanum2              alpha | digit | - | _ | . | +',
      () => one(ALPHANUM2)),

    digits: production('digits', URL,
      'digits                 digit [ digits ]',
      () => run(DIGIT, 1)),

    alphanum: production('alphanum', URL,
      'alphanum               alpha | digit',
      () => one(ALPHANUM)),

    alphanums: production('alphanums', URL,
      'alphanums              alphanum [ alphanums ]',
      () => run(ALPHANUM, 1)),
  };
  return defs;
}
