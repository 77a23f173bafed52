/**
 * RFC 6068 (October 2010), "The 'mailto' URI Scheme" — §2, with the RFC 5322 (October 2008)
 * productions it names: dot-atom-text and atext (§3.2.3), quoted-string, qtext, qcontent and
 * quoted-pair (§3.2.4), and RFC 3986's unreserved and pct-encoded.
 *
 * Encoding (§2, item 1): "A number of characters that can appear in <addr-spec> MUST be
 * percent-encoded. These are the characters that cannot appear in a URI according to [STD66] as
 * well as "%" … and all the characters in gen-delims except "@" and ":" (i.e., "/", "?", "#", "[",
 * and "]"). Of the characters in sub-delims, at least the following also have to be percent-encoded:
 * "&", ";", and "=". The ABNF does not say so (it writes addr-spec over raw characters, and has no
 * pct-encoded in it); here every RFC 5322 rule is read over the URI's text: a character that must be
 * encoded appears as its pct-encoded triplet ("%22" for DQUOTE, "%5B" and "%5D" for the domain
 * literal's brackets, "%5C" for "\"), and a pct-encoded triplet stands for the character it encodes:
 * in an atext, only a triplet of an atext character or of a UTF-8 octet beyond ASCII (items 4 and 5)
 * is one. Item 2 (no obs- forms) and item 3
 * (no white space or comments in local-part and domain) are the ABNF below: no CFWS, no obs- rule.
 */
import { chars, production, range, union, withPct } from '../src/kit';
import type { CharSet } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { ALPHA, DIGIT, HEXDIG } from './rfc5234';
import { UNRESERVED } from './rfc3986';

/** RFC 6068 §2's productions and the RFC 5322 rules it names (what `rule('rfc6068', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc6068', 'addr-spec', '%22not%40me%22@example.org'); // undefined
 * ```
 */
export type Rfc6068RuleName =
  | 'mailtoURI' | 'to' | 'hfields' | 'hfield' | 'hfname' | 'hfvalue' | 'addr-spec' | 'local-part' | 'domain'
  | 'dtext-no-obs' | 'qchar' | 'some-delims' | 'dot-atom-text' | 'atext' | 'quoted-string' | 'qcontent'
  | 'qtext' | 'quoted-pair';

/** The productions RFC 6068 §2 writes itself (the inventory test reads them from the RFC). */
export const OWN_RULES = [
  'mailtoURI', 'to', 'hfields', 'hfield', 'hfname', 'hfvalue', 'addr-spec', 'local-part', 'domain',
  'dtext-no-obs', 'qchar', 'some-delims',
] as const;

export const CAPTURED = ['mailtoURI', 'to', 'hfield', 'hfname', 'hfvalue', 'addr-spec', 'local-part', 'domain'] as const;

/** some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"   (§2) */
const SOME_DELIMS = /* @__PURE__ */ chars('some-delims', "!$'()*+,;:@");
/** qchar = unreserved / pct-encoded / some-delims   (§2) */
const QCHAR = /* @__PURE__ */ withPct('qchar', /* @__PURE__ */ union('qchar', UNRESERVED, SOME_DELIMS));
/**
 * atext as it may stand unencoded in the URI: RFC 5322's atext without what §2 item 1 requires to
 * be encoded ("%", "/", "?", "#", "&", "=", and "^", "`", "{", "|", "}", which no URI holds)
 */
const ATEXT = /* @__PURE__ */ union('atext', ALPHA, DIGIT, "!$'*+-_~");
/** RFC 5322's atext characters (§3.2.3), for the triplets that may stand for them */
const ATEXT_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~";

/**
 * One atext in the URI: unencoded (ATEXT), or a pct-encoded triplet that stands for an atext
 * character (§2 item 1) or for an octet of a UTF-8 character beyond ASCII (items 4 and 5) — so
 * "%20" or "%3C" is no atext.
 */
export function uriAtext<P>(k: Kit<P>, raw: CharSet = ATEXT): P {
  const { lit, one, seq, alt } = k;
  const pairs = [...ATEXT_CHARS].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
  return alt(one(raw), seq(lit('%'), alt(seq(one(HIGH_NIBBLE), one(HEXDIG)), ...pairs.map((p) => lit(p, true)))));
}
/** the first hex digit of an octet beyond ASCII: 8-F */
const HIGH_NIBBLE = /* @__PURE__ */ range('HEXDIG', '89A-Fa-f');
/** dtext-no-obs as it may stand unencoded: %d33-90 / %d94-126 without "[", "]", "\" and what must be encoded */
const DTEXT = /* @__PURE__ */ union('dtext-no-obs', UNRESERVED, "!$'()*+,:;@");
/** qtext (RFC 5322 §3.2.4: %d33 / %d35-91 / %d93-126) as it may stand unencoded in the URI */
const QTEXT = /* @__PURE__ */ union('qtext', UNRESERVED, "!$'()*+,:;@");

export function rfc6068Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not } = k;
  /** a pct-encoded triplet (RFC 3986 §2.1) */
  const triplet = seq(lit('%'), one(HEXDIG), one(HEXDIG));
  return {
    mailtoURI: production('mailtoURI', '2',
      'mailtoURI    = "mailto:" [ to ] [ hfields ]',
      (r) => seq(lit('mailto:', true), opt(r.to), opt(r.hfields))),

    to: production('to', '2',
      'to           = addr-spec *("," addr-spec )',
      (r) => seq(r.addrSpec, many(seq(lit(','), r.addrSpec)))),

    hfields: production('hfields', '2',
      'hfields      = "?" hfield *( "&" hfield )',
      (r) => seq(lit('?'), r.hfield, many(seq(lit('&'), r.hfield)))),

    hfield: production('hfield', '2',
      'hfield       = hfname "=" hfvalue',
      (r) => seq(r.hfname, lit('='), r.hfvalue)),

    hfname: production('hfname', '2',
      'hfname       = *qchar',
      () => run(QCHAR)),

    hfvalue: production('hfvalue', '2',
      'hfvalue      = *qchar',
      () => run(QCHAR)),

    addrSpec: production('addr-spec', '2',
      'addr-spec    = local-part "@" domain',
      (r) => seq(r.localPart, lit('@'), r.domain)),

    // PEG: a quoted-string's "%22" is also a pct-encoded atext, and dot-atom-text would stop at its
    // first "." pair or other non-atext and never give the choice back: quoted-string first.
    localPart: production('local-part', '2',
      'local-part   = dot-atom-text / quoted-string',
      (r) => alt(r.quotedString, r.dotAtomText)),

    // PEG: as local-part — the literal ("%5B" … "%5D") first. Its brackets must be encoded (§2 item 1).
    domain: production('domain', '2',
      'domain       = dot-atom-text / "[" *dtext-no-obs "]"',
      (r) => alt(seq(lit('%5B', true), many(seq(not(lit('%5D', true)), r.dtextNoObs)), lit('%5D', true)), r.dotAtomText)),

    dtextNoObs: production('dtext-no-obs', '2',
      `dtext-no-obs = %d33-90 / ; Printable US-ASCII
                     %d94-126  ; characters not including
                               ; "[", "]", or "\\"`,
      () => alt(one(DTEXT), seq(not(alt(lit('%5B', true), lit('%5D', true), lit('%5C', true))), triplet))),

    qchar: production('qchar', '2',
      'qchar        = unreserved / pct-encoded / some-delims',
      () => one(QCHAR)),

    someDelims: production('some-delims', '2',
      `some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
                   / "+" / "," / ";" / ":" / "@"`,
      () => one(SOME_DELIMS)),

    dotAtomText: production('dot-atom-text', 'RFC 5322 §3.2.3',
      'dot-atom-text   =   1*atext *("." 1*atext)',
      (r) => seq(many(r.atext, 1), many(seq(lit('.'), many(r.atext, 1))))),

    atext: production('atext', 'RFC 5322 §3.2.3',
      `atext           =   ALPHA / DIGIT /    ; Printable US-ASCII
                       "!" / "#" /        ;  characters not including
                       "$" / "%" /        ;  specials.  Used for atoms.
                       "&" / "'" /
                       "*" / "+" /
                       "-" / "/" /
                       "=" / "?" /
                       "^" / "_" /
                       "\`" / "{" /
                       "|" / "}" /
                       "~"`,
      () => uriAtext(k)),

    // No CFWS (§2 item 3); DQUOTE is "%22" (item 1). FWS inside is encoded white space: a qtext triplet.
    quotedString: production('quoted-string', 'RFC 5322 §3.2.4',
      `quoted-string   =   [CFWS]
                       DQUOTE *([FWS] qcontent) [FWS] DQUOTE
                       [CFWS]`,
      (r) => seq(lit('%22'), many(r.qcontent), lit('%22'))),

    // (quoted-pair's "%5C" cannot start a qtext, so the order is harmless.)
    qcontent: production('qcontent', 'RFC 5322 §3.2.4',
      'qcontent        =   qtext / quoted-pair',
      (r) => alt(r.quotedPair, r.qtext)),

    qtext: production('qtext', 'RFC 5322 §3.2.4',
      `qtext           =   %d33 /             ; Printable US-ASCII
                       %d35-91 /          ;  characters not including
                       %d93-126 /         ;  "\\" or the quote character
                       obs-qtext`,
      () => alt(one(QTEXT), seq(not(alt(lit('%22'), lit('%5C', true))), triplet))),

    quotedPair: production('quoted-pair', 'RFC 5322 §3.2.4',
      'quoted-pair     =   ("\\" (VCHAR / WSP)) / obs-qp',
      () => seq(lit('%5C', true), alt(triplet, one(QTEXT)))),
  };
}
