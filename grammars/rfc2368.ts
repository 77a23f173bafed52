/**
 * RFC 2368 (July 1998), "The mailto URL scheme" — §2, with the RFC 822 (August 1982) productions
 * its `to = #mailbox` stands on: §6.1 (mailbox, route-addr, route, addr-spec, local-part, domain,
 * sub-domain, domain-ref), §3.3 (atom, quoted-string, domain-literal, comment, phrase, word …) and
 * §2.7's `#` list.
 *
 * Two levels. In the URL, "all URL reserved characters in "to" must be encoded: in particular,
 * parentheses, commas, and the percent sign" (§2), so the URL-level `to` is a run of URL characters
 * (see `to` below); its decoded text is then matched as RFC 822's `#mailbox` (the scheme reading
 * does that, with rule '#mailbox' of this grammar, and maps offsets back). `hname` and `hvalue` are
 * read the same way, as "encodings of an RFC 822 header name and value".
 *
 * RFC 822's lexical level: "linear-white-space … may be freely inserted between any two tokens"
 * and comments likewise (§3.1.4, §3.4.2); the productions below make that explicit with `lex`
 * (`*( linear-white-space / comment )`) between tokens, which is not in §6.1's text.
 */
import { chars, production, range, union, withPct } from '../src/kit';
import type { Kit, Language, RuleDefs } from '../src/kit';
import { UNRESERVED } from './rfc1738';

/** RFC 2368's productions and the RFC 822 rules its `#mailbox` stands on (what `rule('rfc2368', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc2368', '#mailbox', 'Joe <joe@example.com>, bob@example.com'); // undefined
 * ```
 */
export type Rfc2368RuleName =
  | 'mailtoURL' | 'to' | 'headers' | 'header' | 'hname' | 'hvalue'
  | '#mailbox' | 'mailbox' | 'route-addr' | 'route' | 'addr-spec' | 'local-part' | 'domain' | 'sub-domain'
  | 'domain-ref' | 'atom' | 'quoted-string' | 'qtext' | 'domain-literal' | 'dtext' | 'comment' | 'ctext'
  | 'quoted-pair' | 'phrase' | 'word' | 'linear-white-space' | 'LWSP-char';

/** The productions RFC 2368 §2 writes itself. */
export const OWN_RULES = ['mailtoURL', 'to', 'headers', 'header', 'hname', 'hvalue'] as const;

export const CAPTURED = ['mailtoURL', 'to', 'header', 'hname', 'hvalue', 'mailbox', 'addr-spec', 'phrase', 'route'] as const;

/**
 * urlc: RFC 2368 uses it without defining it; §2 follows "the syntax conventions of RFC 1738", so
 * it is taken as RFC 1738's xchar (unreserved | reserved | escape) without the characters that
 * "Within mailto URLs … are reserved": "?", "=", "&".
 */
const URLC = /* @__PURE__ */ withPct('urlc', /* @__PURE__ */ union('urlc', UNRESERVED, /* @__PURE__ */ chars('reserved', ';/:@')));
/**
 * `to`'s characters in the URL: urlc without "(", ")" and ",": "all URL reserved characters in "to"
 * must be encoded: in particular, parentheses, commas, and the percent sign" (§2) — RFC 1738 counts
 * the first three among its unreserved "extra" characters, RFC 2368 has them encoded in `to`
 */
const TO_CHAR = /* @__PURE__ */ withPct('to', /* @__PURE__ */ union('to', /* @__PURE__ */ chars('unreserved', "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'"), /* @__PURE__ */ chars('reserved', ';/:@')));

/** atom = 1*<any CHAR except specials, SPACE and CTLs> (§3.3) */
const ATOM_CHAR = /* @__PURE__ */ range('atom', "!#$%&'*+\\-/0-9=?A-Z^_`a-z{|}~");
/** qtext = <any CHAR excepting <">, "\" & CR, and including linear-white-space> (§3.3) */
const QTEXT = /* @__PURE__ */ range('qtext', '\\u0000-\\u000c\\u000e-\\u0021\\u0023-\\u005b\\u005d-\\u007f');
/** dtext = <any CHAR excluding "[", "]", "\" & CR, & including linear-white-space> (§3.3) */
const DTEXT = /* @__PURE__ */ range('dtext', '\\u0000-\\u000c\\u000e-\\u005a\\u005e-\\u007f');
/** ctext = <any CHAR excluding "(", ")", "\" & CR, & including linear-white-space> (§3.3) */
const CTEXT = /* @__PURE__ */ range('ctext', '\\u0000-\\u000c\\u000e-\\u0027\\u002a-\\u005b\\u005d-\\u007f');
const ANY_CHAR = /* @__PURE__ */ range('CHAR', '\\u0000-\\u007f');
const LWSP_CHAR = /* @__PURE__ */ chars('LWSP-char', ' \t');

export function rfc2368Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many } = k;
  /** RFC 822 §3.1.4: white space and comments between tokens */
  const lex = (r: Language<P>) => many(alt(r.linearWhiteSpace, r.comment));
  return {
    mailtoURL: production('mailtoURL', '2',
      'mailtoURL  =  "mailto:" [ to ] [ headers ]',
      (r) => seq(lit('mailto:', true), opt(r.to), opt(r.headers))),

    // Encoding: the URL carries `#mailbox` with its reserved characters encoded (§2), so here `to`
    // is the encoded run (urlc without "(", ")" and ",", up to the "?"), and the scheme reading
    // matches its decoded text as '#mailbox'.
    to: production('to', '2',
      'to         =  #mailbox',
      () => run(TO_CHAR, 1)),

    headers: production('headers', '2',
      'headers    =  "?" header *( "&" header )',
      (r) => seq(lit('?'), r.header, many(seq(lit('&'), r.header)))),

    header: production('header', '2',
      'header     =  hname "=" hvalue',
      (r) => seq(r.hname, lit('='), r.hvalue)),

    hname: production('hname', '2',
      'hname      =  *urlc',
      () => run(URLC)),

    hvalue: production('hvalue', '2',
      'hvalue     =  *urlc',
      () => run(URLC)),

    // §2.7: "#element" — elements "separated by one or more commas", "null elements are allowed";
    // written out (with §3.1.4's white space and comments between the tokens).
    // PEG: through mailbox, an addr-spec not followed by "," or the end is refused: as a prefix,
    // "a@b." stops before the mailbox where the ABNF ends after "a@b"; whole lists are unaffected.
    '#mailbox': production('#mailbox', 'RFC 822 §2.7',
      '#mailbox = [ mailbox ] *( "," [ mailbox ] ) ; <l>#<m>element, null elements allowed',
      (r) => seq(lex(r), opt(r.mailbox), lex(r), many(seq(lit(','), lex(r), opt(r.mailbox), lex(r))))),

    // PEG: a phrase begins with a word, and so may an addr-spec (its local-part): "joe <a@b>" and
    // "joe@b" both start "joe". addr-spec is tried first and must end the mailbox (be followed by
    // what may follow a mailbox: "," or the end, after white space); otherwise phrase route-addr.
    mailbox: production('mailbox', 'RFC 822 §6.1',
      `mailbox     =  addr-spec                    ; simple address
                 /  phrase route-addr            ; name & addr-spec`,
      (r) => alt(seq(r.addrSpec, k.ahead(seq(lex(r), alt(lit(','), k.eof)))), seq(r.phrase, lex(r), r.routeAddr))),

    routeAddr: production('route-addr', 'RFC 822 §6.1',
      'route-addr  =  "<" [route] addr-spec ">"',
      (r) => seq(lit('<'), lex(r), opt(r.route), lex(r), r.addrSpec, lex(r), lit('>'))),

    // 1#("@" domain) ":" — one or more, comma-separated (§2.7)
    route: production('route', 'RFC 822 §6.1',
      'route       =  1#("@" domain) ":"           ; path-relative',
      (r) => seq(lit('@'), lex(r), r.domain, many(seq(lex(r), lit(','), lex(r), lit('@'), lex(r), r.domain)), lex(r), lit(':'))),

    addrSpec: production('addr-spec', 'RFC 822 §6.1',
      'addr-spec   =  local-part "@" domain        ; global address',
      (r) => seq(r.localPart, lex(r), lit('@'), lex(r), r.domain)),

    localPart: production('local-part', 'RFC 822 §6.1',
      `local-part  =  word *("." word)             ; uninterpreted
                                                 ; case-preserved`,
      (r) => seq(r.word, many(seq(lex(r), lit('.'), lex(r), r.word)))),

    domain: production('domain', 'RFC 822 §6.1',
      'domain      =  sub-domain *("." sub-domain)',
      (r) => seq(r.subDomain, many(seq(lex(r), lit('.'), lex(r), r.subDomain)))),

    subDomain: production('sub-domain', 'RFC 822 §6.1',
      'sub-domain  =  domain-ref / domain-literal',
      (r) => alt(r.domainRef, r.domainLiteral)),

    domainRef: production('domain-ref', 'RFC 822 §6.1',
      'domain-ref  =  atom                         ; symbolic reference',
      (r) => r.atom),

    atom: production('atom', 'RFC 822 §3.3',
      'atom        =  1*<any CHAR except specials, SPACE and CTLs>',
      () => run(ATOM_CHAR, 1)),

    quotedString: production('quoted-string', 'RFC 822 §3.3',
      `quoted-string = <"> *(qtext/quoted-pair) <">; Regular qtext or
                                                 ;   quoted chars.`,
      (r) => seq(lit('"'), many(alt(r.qtext, r.quotedPair)), lit('"'))),

    qtext: production('qtext', 'RFC 822 §3.3',
      `qtext       =  <any CHAR excepting <">,     ; => may be folded
                     "\\" & CR, and including
                     linear-white-space>`,
      () => run(QTEXT, 1)),

    domainLiteral: production('domain-literal', 'RFC 822 §3.3',
      'domain-literal =  "[" *(dtext / quoted-pair) "]"',
      (r) => seq(lit('['), many(alt(r.dtext, r.quotedPair)), lit(']'))),

    dtext: production('dtext', 'RFC 822 §3.3',
      `dtext       =  <any CHAR excluding "[",     ; => may be folded
                     "]", "\\" & CR, & including
                     linear-white-space>`,
      () => run(DTEXT, 1)),

    comment: production('comment', 'RFC 822 §3.3',
      'comment     =  "(" *(ctext / quoted-pair / comment) ")"',
      (r) => seq(lit('('), many(alt(r.ctext, r.quotedPair, r.comment)), lit(')'))),

    ctext: production('ctext', 'RFC 822 §3.3',
      `ctext       =  <any CHAR excluding "(",     ; => may be folded
                     ")", "\\" & CR, & including
                     linear-white-space>`,
      () => run(CTEXT, 1)),

    quotedPair: production('quoted-pair', 'RFC 822 §3.3',
      'quoted-pair =  "\\" CHAR                     ; may quote any char',
      () => seq(lit('\\'), one(ANY_CHAR))),

    // (words separated by white space or comments: §3.1.4)
    phrase: production('phrase', 'RFC 822 §3.3',
      'phrase      =  1*word                       ; Sequence of words',
      (r) => seq(r.word, many(seq(lex(r), r.word)))),

    word: production('word', 'RFC 822 §3.3',
      'word        =  atom / quoted-string',
      (r) => alt(r.atom, r.quotedString)),

    linearWhiteSpace: production('linear-white-space', 'RFC 822 §3.3',
      `linear-white-space =  1*([CRLF] LWSP-char)  ; semantics = SPACE
                                                 ; CRLF => folding`,
      (r) => many(seq(opt(lit('\r\n')), r.LWSPChar), 1)),

    LWSPChar: production('LWSP-char', 'RFC 822 §3.3',
      'LWSP-char   =  SPACE / HTAB                 ; semantics = SPACE',
      () => one(LWSP_CHAR)),
  };
}
