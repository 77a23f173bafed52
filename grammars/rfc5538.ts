/**
 * RFC 5538 (April 2010), "The 'news' and 'nntp' URI Schemes" — §3 and §4, as Appendix A collects
 * them. `server`'s authority, and pct-encoded, are RFC 3986's (as published); ALPHA and DIGIT RFC
 * 5234's. ABNF strings are case-insensitive (RFC 5234 §2.3).
 *
 * `article = msg-id-core` refers to RFC 5536 §3.1.3, which is not part of this grammar's RFC: §4
 * says what it is in the URI — "a "Message-ID" without angle brackets", "otherwise identical to
 * id-left "@" id-right as defined in [RFC5322]", with "/" "?" "#" "[" "]" and "%" percent-encoded —
 * and msg-id-core below is written from that prose (see it).
 */
import { adopted, production, union, withPct } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { ALPHA, DIGIT } from './rfc5234';
import { rfc3986Grammar } from './rfc3986';
import { uriAtext } from './rfc6068';
import type { Rfc3986RuleName } from './rfc3986';

/** RFC 5538's productions and the RFC 3986 rules it uses (what `rule('rfc5538', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc5538', 'newsgroups', 'example.group.*'); // undefined
 * ```
 */
export type Rfc5538RuleName =
  | 'nntpURL' | 'server' | 'group' | 'article-number' | 'group-char' | 'newsURL' | 'article' | 'newsgroups' | 'msg-id-core'
  | Rfc3986RuleName;

/** The productions §3 and §4 (Appendix A) define themselves, in order. */
export const OWN_RULES = ['nntpURL', 'server', 'group', 'article-number', 'group-char', 'newsURL', 'article', 'newsgroups'] as const;

export const CAPTURED = ['nntpURL', 'newsURL', 'server', 'authority', 'userinfo', 'host', 'port', 'group', 'article-number', 'article', 'newsgroups'] as const;

/** group-char = ALPHA / DIGIT / "-" / "+" / "_" / "."   (§3) */
const GROUP_CHAR = /* @__PURE__ */ union('group-char', ALPHA, DIGIT, '-+_.');
/** group's element: group-char / pct-encoded */
const GROUP = /* @__PURE__ */ withPct('group', GROUP_CHAR);
/** newsgroups' element: group-char / pct-encoded / "*" */
const NEWSGROUPS = /* @__PURE__ */ withPct('newsgroups', /* @__PURE__ */ union('newsgroups', GROUP_CHAR, '*'));
/**
 * RFC 5322's atext (§3.2.3) as it may stand unencoded in the URI: without "/", "?", "#" and "%"
 * (which §4 requires to be percent-encoded) and without what a URI cannot hold raw ("^", "`", "{",
 * "|", "}"); those as triplets (uriAtext, as RFC 6068's grammar reads them)
 */
const ATEXT = /* @__PURE__ */ union('atext', ALPHA, DIGIT, "!$&'*+-=_~");
/** RFC 5322's dtext (§3.2.4 %d33-90 / %d94-126) as it may stand in the URI, "[" and "]" encoded */
const DTEXT = /* @__PURE__ */ withPct('dtext', /* @__PURE__ */ union('dtext', ALPHA, DIGIT, "!$&'()*+,-.:;=@_~"));

export function rfc5538Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many } = k;
  /** dot-atom-text over the URI's characters */
  const atext = uriAtext(k, ATEXT);
  const dotAtom = seq(many(atext, 1), many(seq(lit('.'), many(atext, 1))));
  return {
    ...adopted(rfc3986Grammar(k), 'RFC 3986'),
    nntpURL: production('nntpURL', '3',
      'nntpURL         = "nntp:" server "/" group [ "/" article-number ]',
      (r) => seq(lit('nntp:', true), r.server, lit('/'), r.group, opt(seq(lit('/'), r.articleNumber)))),
    server: production('server', '3',
      'server          = "//" authority               ; see RFC 3986',
      (r) => seq(lit('//'), r.authority)),
    group: production('group', '3',
      'group           = 1*( group-char / pct-encoded )',
      () => run(GROUP, 1)),
    articleNumber: production('article-number', '3',
      'article-number  = 1*16DIGIT                    ; see RFC 3977',
      () => run(DIGIT, 1, 16)),
    groupChar: production('group-char', '3',
      'group-char      = ALPHA / DIGIT / "-" / "+" / "_" / "."',
      () => one(GROUP_CHAR)),
    // PEG: an article needs an "@", which no newsgroups has; an article that fails leaves the choice
    // to newsgroups ("example.group.*" starts like an id-left). The article is taken only when it
    // ends the URL: as a prefix, "news:a@b<" stops after "news:a" where the ABNF ends after the
    // article "a@b"; whole URLs are unaffected.
    newsURL: production('newsURL', '4',
      'newsURL         = "news:" [ server "/" ] ( article / newsgroups )',
      (r) => seq(lit('news:', true), opt(seq(r.server, lit('/'))), alt(seq(r.article, k.eof), r.newsgroups))),
    article: production('article', '4',
      'article         = msg-id-core                  ; see RFC 5536',
      (r) => r.msgIdCore),
    // From §4's prose (RFC 5536 §3.1.3 is not vendored): id-left "@" id-right, each RFC 5322's
    // dot-atom-text, id-right also a no-fold-literal ("[" *dtext "]", its brackets encoded).
    msgIdCore: production('msg-id-core', '4',
      'msg-id-core     = <see RFC 5536 Section 3.1.3>',
      () => seq(dotAtom, lit('@'), alt(seq(lit('%5B', true), many(seq(k.not(lit('%5D', true)), one(DTEXT))), lit('%5D', true)), dotAtom))),
    newsgroups: production('newsgroups', 'RFC 5538 Appendix A',
      'newsgroups      = *( group-char / pct-encoded / "*" )',
      () => run(NEWSGROUPS)),
  };
}
