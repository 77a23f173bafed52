/*
 * GENERATED FILE — do not edit. The grammar "rfc5538", compiled at build time
 * from grammars/rfc5538.ts: rfc5538Grammar(k).
 * Written by `npm run generate`; test/engine/generated.test.ts fails when this file differs from a fresh generation.
 * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives
 * the RFC spelling); validate() and fast() are the compiled modes (src/engine/compile), explain()
 * interprets the rules' table EXPLAIN (src/engine/explain-table.ts).
 */
// @ts-nocheck
import { Fused, HEX, bits } from '../engine/runtime';
import type { Explainer, GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import { tableExplainer } from '../engine/explain-table';
import type { ExplainTable, PackedExplainTable } from '../engine/explain-table';
import { validate as validateOf, EXPLAIN as baseTable } from './rfc3986';
import type { RuleTexts } from '../engine/runtime';
import { texts as baseTexts } from './rfc3986';

export const meta: GrammarMeta = {
  id: "rfc5538",
  name: "rfc5538",
  rules: [
    ["URI","URI","RFC 3986 §3"],
    ["hier-part","hierPart","RFC 3986 §3"],
    ["URI-reference","URIReference","RFC 3986 §4.1"],
    ["absolute-URI","absoluteURI","RFC 3986 §4.3"],
    ["relative-ref","relativeRef","RFC 3986 §4.2"],
    ["relative-part","relativePart","RFC 3986 §4.2"],
    ["scheme","scheme","RFC 3986 §3.1"],
    ["authority","authority","RFC 3986 §3.2"],
    ["userinfo","userinfo","RFC 3986 §3.2.1"],
    ["host","host","RFC 3986 §3.2.2"],
    ["port","port","RFC 3986 §3.2.3"],
    ["IP-literal","IPLiteral","RFC 3986 §3.2.2"],
    ["IPvFuture","IPvFuture","RFC 3986 §3.2.2"],
    ["IPv6address","IPv6address","RFC 3986 §3.2.2"],
    ["h16","h16","RFC 3986 §3.2.2"],
    ["ls32","ls32","RFC 3986 §3.2.2"],
    ["IPv4address","IPv4address","RFC 3986 §3.2.2"],
    ["dec-octet","decOctet","RFC 3986 §3.2.2"],
    ["reg-name","regName","RFC 3986 §3.2.2"],
    ["path","path","RFC 3986 §3.3"],
    ["path-abempty","pathAbempty","RFC 3986 §3.3"],
    ["path-absolute","pathAbsolute","RFC 3986 §3.3"],
    ["path-noscheme","pathNoscheme","RFC 3986 §3.3"],
    ["path-rootless","pathRootless","RFC 3986 §3.3"],
    ["path-empty","pathEmpty","RFC 3986 §3.3"],
    ["segment","segment","RFC 3986 §3.3"],
    ["segment-nz","segmentNz","RFC 3986 §3.3"],
    ["segment-nz-nc","segmentNzNc","RFC 3986 §3.3"],
    ["pchar","pchar","RFC 3986 §3.3"],
    ["query","query","RFC 3986 §3.4"],
    ["fragment","fragment","RFC 3986 §3.5"],
    ["pct-encoded","pctEncoded","RFC 3986 §2.1"],
    ["unreserved","unreserved","RFC 3986 §2.3"],
    ["reserved","reserved","RFC 3986 §2.2"],
    ["gen-delims","genDelims","RFC 3986 §2.2"],
    ["sub-delims","subDelims","RFC 3986 §2.2"],
    ["nntpURL","nntpURL","3"],
    ["server","server","3"],
    ["group","group","3"],
    ["article-number","articleNumber","3"],
    ["group-char","groupChar","3"],
    ["newsURL","newsURL","4"],
    ["article","article","4"],
    ["msg-id-core","msgIdCore","4"],
    ["newsgroups","newsgroups","RFC 5538 Appendix A"],
  ],
  captured: ["nntpURL","newsURL","server","authority","userinfo","host","port","group","article-number","article","newsgroups"],
  capturedNames: ["authority","userinfo","host","port","nntpURL","server","group","article-number","newsURL","article","newsgroups"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 36), // URI … sub-delims
    ["nntpURL = \"nntp:\" server \"/\" group [ \"/\" article-number ]"],
    ["server = \"//\" authority ; see RFC 3986","server = \"//\" authority"],
    ["group = 1*( group-char / pct-encoded )"],
    ["article-number = 1*16DIGIT ; see RFC 3977","article-number = 1*16DIGIT"],
    ["group-char = ALPHA / DIGIT / \"-\" / \"+\" / \"_\" / \".\""],
    ["newsURL = \"news:\" [ server \"/\" ] ( article / newsgroups )"],
    ["article = msg-id-core ; see RFC 5536","article = msg-id-core"],
    ["msg-id-core = <see RFC 5536 Section 3.1.3>"],
    ["newsgroups = *( group-char / pct-encoded / \"*\" )"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F10 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F12 = "(?:[89A-Fa-f][0-9A-Fa-f]|41|42|43|44|45|46|47|48|49|4[aA]|4[bB]|4[cC]|4[dD]|4[eE]|4[fF]|50|51|52|53|54|55|56|57|58|59|5[aA]|61|62|63|64|65|66|67|68|69|6[aA]|6[bB]|6[cC]|6[dD]|6[eE]|6[fF]|70|71|72|73|74|75|76|77|78|79|7[aA]|30|31|32|33|34|35|36|37|38|39|21|23|24|25|26|27|2[aA]|2[bB]|2[dD]|2[fF]|3[dD]|3[fF]|5[eE]|5[fF]|60|7[bB]|7[cC]|7[dD]|7[eE])";
const F13 = "(?:[A-Za-z0-9!$&'*+\\-=_~]|%" + F12 + ")";
const F14 = "(?:" + F13 + ")";
const F15 = "(?:\\." + F14 + "{1,})";
const F16 = "(?<a1>" + F14 + "{1,}" + F15 + "{0,})";
const F17 = "(?=" + F16 + ")";
const F18 = "(?:%5[bB](?=(?<a0>(?:(?!%5[dD])(?:[A-Za-z0-9!$&'()*+,\\-.:;=@_~]|%[0-9A-Fa-f]{2})){0,}))\\k<a0>%5[dD]|" + F14 + "{1,}" + F15 + "{0,})";
const F19 = F17 + "\\k<a1>@" + F18;
const F23 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F10 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F10 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F10 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F10 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F10 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F10 + "|" + F2 + "\\k<a12>" + F10 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F24 = "(?:" + F23 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F25 = "(?<a18>" + F24 + ")";
const F26 = "(?=" + F25 + ")";
const F27 = "(?:\\[" + F26 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";

export function fast(R: Records): Matchers {
const F4 = "(?:\\/(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})))";
const F5 = F4 + "{1,64}";
const F6 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F7 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F8 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F9 = "\\/" + F8 + "?";
const F11 = "(?:(?=\\/)(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const K0 = new Fused("(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K1 = new Fused("(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K2 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K3 = bits("00000000000800000000000000000000");
const K4 = new Fused(F9);
const K5 = bits("000000002ff7fff2ffffff78efffff74");
const K6 = new Fused(F7);
const K7 = bits("0000000000000000efffff70efffff70");
const K8 = new Fused("(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K9 = new Fused("(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K10 = new Fused("(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K11 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K12 = new Fused(F9);
const K13 = bits("000000002ff7ffb2ffffff78efffff74");
const K14 = new Fused(F6);
const K15 = bits("0000000000000000efffff70efffff70");
const K16 = /[A-Za-z0-9+\-.]+/y;
const K17 = bits("000000000086ff30efffff70efffff70");
const K18 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:]+|%[0-9A-Fa-f]{2})+/y;
const K19 = bits("000000002df7fff2efffff78efffff74");
const K20 = new Fused(F27);
const K21 = bits("00000000000000000000008000000000");
const K22 = bits("000000000000ff300000000000000000");
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = /[0-9]+/y;
const K25 = bits("000000000000ff300000000000000000");
const K26 = new Fused("\\[" + F26 + "\\k<a18>\\]");
const K27 = bits("000000000000ff70e7000000e7000000");
const K28 = bits("00000000000000000000040000000400");
const K29 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K30 = /[0-9A-Fa-f]+/y;
const K31 = bits("000000000000ff30e7000000e7000000");
const K32 = /[A-Za-z0-9\-._~!$&'()*+,;=:]+/y;
const K33 = new Fused(F23);
const K34 = new Fused(F10);
const K35 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K36 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K37 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|%[0-9A-Fa-f]{2})+/y;
const K38 = new Fused(F11);
const K39 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K40 = new RegExp(F5, "y");
const K41 = new Fused(F9);
const K42 = new RegExp(F5, "y");
const K43 = new Fused(F6);
const K44 = new RegExp(F5, "y");
const K45 = new Fused(F7);
const K46 = new RegExp(F5, "y");
const K47 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]+|%[0-9A-Fa-f]{2})+/y;
const K48 = bits("000000002df7fff2ffffff78efffff74");
const K49 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=@]+|%[0-9A-Fa-f]{2})+/y;
const K50 = bits("000000002df7ffb2ffffff78efffff74");
const K51 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/?]+|%[0-9A-Fa-f]{2})+/y;
const K52 = bits("000000002dfffffaffffff78efffff74");
const K53 = bits("000000000006ff30efffff78efffff74");
const K54 = bits("00000000adf900ca1000008200000000");
const K55 = bits("00000000800800481000008200000000");
const K56 = bits("000000002df100820000000000000000");
const K57 = /(?:[A-Za-z0-9\-+_.]+|%[0-9A-Fa-f]{2})+/y;
const K58 = bits("000000000086ff30efffff78efffff70");
const K59 = bits("000000002fc2ff32efffff78efffff74");
const K60 = new Fused(F19);
const K61 = new Fused(F19);
const K62 = bits("000000002dc2ff32efffff78efffff74");
const K63 = bits("0000000000000030e7000000e7000000");
const K64 = bits("0000000000000030e7000000e7000000");
const K65 = bits("00000000020000000000000000000000");
const K66 = bits("000000002df7fff2ffffff78efffff74");
const K67 = /(?:[A-Za-z0-9\-+_.*]+|%[0-9A-Fa-f]{2})+/y;
const K68 = bits("0000000000c6ff30efffff78efffff70");
// URI
function r_URI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_hierPart(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K0.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 63) break O1_f;
              p += 1;
              t = r_query(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
        if (input.length <= 65536) {
          t = K1.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O2: {
            const s2 = p, m2 = R.top;
            O2_f: {
              if (input.charCodeAt(p) !== 35) break O2_f;
              p += 1;
              t = r_fragment(input, p);
              if (t < 0) break O2_f;
              p = t;
              break O2;
            }
            p = s2; R.top = m2;
          }
        }
    return p;
  }
  return -1;
}

// hier-part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A1_0;
            p = t;
            if (input.length <= 65536) {
              t = K2.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              t = r_pathAbempty(input, p);
              if (t < 0) break A1_0;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K4.match(input, p);
              if (t < 0) break A1_1;
              p = t;
            } else {
              t = r_pathAbsolute(input, p);
              if (t < 0) break A1_1;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K6.match(input, p);
              if (t < 0) break A1_2;
              p = t;
            } else {
              t = r_pathRootless(input, p);
              if (t < 0) break A1_2;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
    return p;
  }
  return -1;
}

// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_0;
            t = r_URI(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_relativeRef(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
    return p;
  }
  return -1;
}

// absolute-URI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_hierPart(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K8.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 63) break O1_f;
              p += 1;
              t = r_query(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
    return p;
  }
  return -1;
}

// relative-ref
function r_relativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_relativePart(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K9.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 63) break O1_f;
              p += 1;
              t = r_query(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
        if (input.length <= 65536) {
          t = K10.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O2: {
            const s2 = p, m2 = R.top;
            O2_f: {
              if (input.charCodeAt(p) !== 35) break O2_f;
              p += 1;
              t = r_fragment(input, p);
              if (t < 0) break O2_f;
              p = t;
              break O2;
            }
            p = s2; R.top = m2;
          }
        }
    return p;
  }
  return -1;
}

// relative-part
function r_relativePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A1_0;
            p = t;
            if (input.length <= 65536) {
              t = K11.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              t = r_pathAbempty(input, p);
              if (t < 0) break A1_0;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K12.match(input, p);
              if (t < 0) break A1_1;
              p = t;
            } else {
              t = r_pathAbsolute(input, p);
              if (t < 0) break A1_1;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K13[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K14.match(input, p);
              if (t < 0) break A1_2;
              p = t;
            } else {
              t = r_pathNoscheme(input, p);
              if (t < 0) break A1_2;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
    return p;
  }
  return -1;
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K15[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K17[c] === 1)) {
            p = Fused.run(K16, input, p);
          }
        }
    return p;
  }
  return -1;
}

// authority
function r_authority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break O1_f;
            t = r_userinfo(input, p);
            if (t < 0) break O1_f;
            p = t;
            if (input.charCodeAt(p) !== 64) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 58) break O2_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            p = Fused.run(K18, input, p);
          }
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// host
function r_host(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K20.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K21[c] === 1)) break A1_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K22[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K23[c] === 1)) p++;
                  else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                  else break L2;
                  p = s2; R.top = m2;
                  break A1_1;
                }
                p = s2; R.top = m2;
              }
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              t = r_regName(input, p);
              if (t < 0) break A1_2;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
        }
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K25[c] === 1)) {
            p = Fused.run(K24, input, p);
          }
        }
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IP-literal
function r_IPLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K26.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K27[c] === 1)) break A1_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K28[c] === 1)) break A1_1;
              t = r_IPvFuture(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
          if (input.charCodeAt(p) !== 93) break F;
          p += 1;
    }
    return p;
  }
  return -1;
}

// IPvFuture
function r_IPvFuture(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K29.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K31[c] === 1)) {
              p = Fused.run(K30, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K19[c] === 1)) {
              p = Fused.run(K32, input, p);
            }
            if (p === s2) break F;
          }
    }
    return p;
  }
  return -1;
}

// IPv6address
function r_IPv6address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K33.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K31[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K34.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K35.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// dec-octet
function r_decOctet(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K36.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// reg-name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K23[c] === 1) || c === 37)) {
            p = Fused.run(K37, input, p);
          }
        }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K38.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              L2_ok: {
                const s2 = p, m2 = R.top;
                L2: {
                  if (input.charCodeAt(p) !== 47) break L2;
                  p += 1;
                  p = s2; R.top = m2;
                  break L2_ok;
                }
                p = s2; R.top = m2;
                break A1_0;
              }
              t = r_pathAbempty(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break A1_1;
              t = r_pathRootless(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              t = r_pathEmpty(input, p);
              if (t < 0) break A1_2;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
    }
    return p;
  }
  return -1;
}

// path-abempty
function r_pathAbempty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K39.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K40.lastIndex = p;
              if (K40.test(input) && K40.lastIndex > p) { p = K40.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// path-absolute
function r_pathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K41.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break O1_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K42.lastIndex = p;
                  if (K42.test(input) && K42.lastIndex > p) { p = K42.lastIndex; n2 = 1; }
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    if (input.charCodeAt(p) !== 47) break M2_f;
                    p += 1;
                    t = r_segment(input, p);
                    if (t < 0) break M2_f;
                    p = t;
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
              }
              break O1;
            }
            p = s1; R.top = m1;
          }
    }
    return p;
  }
  return -1;
}

// path-noscheme
function r_pathNoscheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K43.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K44.lastIndex = p;
              if (K44.test(input) && K44.lastIndex > p) { p = K44.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// path-rootless
function r_pathRootless(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K45.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K46.lastIndex = p;
              if (K46.test(input) && K46.lastIndex > p) { p = K46.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// path-empty
function r_pathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K48[c] === 1) || c === 37)) {
            p = Fused.run(K47, input, p);
          }
        }
    return p;
  }
  return -1;
}

// segment-nz
function r_segmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K48[c] === 1) || c === 37)) {
            p = Fused.run(K47, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// segment-nz-nc
function r_segmentNzNc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K50[c] === 1) || c === 37)) {
            p = Fused.run(K49, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// pchar
function r_pchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K48[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// query
function r_query(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K52[c] === 1) || c === 37)) {
            p = Fused.run(K51, input, p);
          }
        }
    return p;
  }
  return -1;
}

// fragment
function r_fragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K52[c] === 1) || c === 37)) {
            p = Fused.run(K51, input, p);
          }
        }
    return p;
  }
  return -1;
}

// pct-encoded
function r_pctEncoded(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K31[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K31[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// unreserved
function r_unreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K53[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// reserved
function r_reserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K54[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// gen-delims
function r_genDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K55[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// sub-delims
function r_subDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K56[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// nntpURL
function r_nntpURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 110 || (input.charCodeAt(p + 1) | 32) !== 110 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        t = r_server(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_group(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            t = r_articleNumber(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// group
function r_group(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K58[c] === 1) || c === 37)) {
            p = Fused.run(K57, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// article-number
function r_articleNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 16) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// group-char
function r_groupChar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K58[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// newsURL
function r_newsURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 110 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 119 || (input.charCodeAt(p + 3) | 32) !== 115 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break O1_f;
            t = r_server(input, p);
            if (t < 0) break O1_f;
            p = t;
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
        A2: {
          const s2 = p, m2 = R.top;
          A2_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K59[c] === 1)) break A2_0;
            t = r_article(input, p);
            if (t < 0) break A2_0;
            p = t;
            if (p !== input.length) break A2_0;
            break A2;
          }
          p = s2; R.top = m2;
          A2_1: {
            t = r_newsgroups(input, p);
            if (t < 0) break A2_1;
            p = t;
            break A2;
          }
          p = s2; R.top = m2;
          break F;
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// article
function r_article(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K60.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_msgIdCore(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(9, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// msg-id-core
function r_msgIdCore(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K61.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K59[c] === 1)) break M1_f;
                A2: {
                  const s2 = p, m2 = R.top;
                  A2_0: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K62[c] === 1)) p++;
                    else break A2_0;
                    break A2;
                  }
                  p = s2; R.top = m2;
                  A2_1: {
                    if (input.charCodeAt(p) !== 37) break A2_1;
                    p += 1;
                    A3: {
                      const s3 = p, m3 = R.top;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K63[c] === 1)) break A3_0;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K64[c] === 1)) p++;
                        else break A3_0;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K31[c] === 1)) p++;
                        else break A3_0;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_1: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A3_1;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_2: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A3_2;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_3: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A3_3;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_4: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A3_4;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_5: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A3_5;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_6: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A3_6;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_7: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A3_7;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_8: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A3_8;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_9: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A3_9;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_10: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A3_10;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_11: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A3_11;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_12: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A3_12;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_13: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A3_13;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_14: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A3_14;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_15: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A3_15;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_16: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A3_16;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_17: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A3_17;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_18: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A3_18;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_19: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A3_19;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_20: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A3_20;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_21: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A3_21;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_22: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A3_22;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_23: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A3_23;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_24: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A3_24;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_25: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A3_25;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_26: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A3_26;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_27: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A3_27;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_28: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A3_28;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_29: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A3_29;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_30: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A3_30;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_31: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A3_31;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_32: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A3_32;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_33: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A3_33;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_34: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A3_34;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_35: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A3_35;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_36: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A3_36;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_37: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A3_37;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_38: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A3_38;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_39: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A3_39;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_40: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A3_40;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_41: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A3_41;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_42: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A3_42;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_43: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A3_43;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_44: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A3_44;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_45: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A3_45;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_46: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A3_46;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_47: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A3_47;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_48: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A3_48;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_49: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A3_49;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_50: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A3_50;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_51: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A3_51;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_52: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A3_52;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_53: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A3_53;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_54: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A3_54;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_55: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A3_55;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_56: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A3_56;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_57: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A3_57;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_58: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A3_58;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_59: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A3_59;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_60: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A3_60;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_61: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A3_61;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_62: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A3_62;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_63: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A3_63;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_64: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A3_64;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_65: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A3_65;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_66: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A3_66;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_67: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A3_67;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_68: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A3_68;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_69: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A3_69;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_70: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A3_70;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_71: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A3_71;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_72: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A3_72;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_73: {
                        if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A3_73;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_74: {
                        if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A3_74;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_75: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A3_75;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_76: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A3_76;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_77: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A3_77;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_78: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A3_78;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_79: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A3_79;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_80: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A3_80;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_81: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A3_81;
                        p += 2;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      break A2_1;
                    }
                    break A2;
                  }
                  p = s2; R.top = m2;
                  break M1_f;
                }
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
            if (n1 < 1) break F;
          }
          {
            let n4 = 0;
            M4: for (;;) {
              const s4 = p, m4 = R.top;
              M4_f: {
                if (input.charCodeAt(p) !== 46) break M4_f;
                p += 1;
                {
                  let n5 = 0;
                  M5: for (;;) {
                    const s5 = p, m5 = R.top;
                    M5_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K59[c] === 1)) break M5_f;
                      A6: {
                        const s6 = p, m6 = R.top;
                        A6_0: {
                          c = input.charCodeAt(p);
                          if ((c < 128 && K62[c] === 1)) p++;
                          else break A6_0;
                          break A6;
                        }
                        p = s6; R.top = m6;
                        A6_1: {
                          if (input.charCodeAt(p) !== 37) break A6_1;
                          p += 1;
                          A7: {
                            const s7 = p, m7 = R.top;
                            A7_0: {
                              c = input.charCodeAt(p);
                              if (!(c < 128 && K63[c] === 1)) break A7_0;
                              c = input.charCodeAt(p);
                              if ((c < 128 && K64[c] === 1)) p++;
                              else break A7_0;
                              c = input.charCodeAt(p);
                              if ((c < 128 && K31[c] === 1)) p++;
                              else break A7_0;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_1: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A7_1;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_2: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A7_2;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_3: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A7_3;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_4: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A7_4;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_5: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A7_5;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_6: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A7_6;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_7: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A7_7;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_8: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A7_8;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_9: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A7_9;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_10: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A7_10;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_11: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A7_11;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_12: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A7_12;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_13: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A7_13;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_14: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A7_14;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_15: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A7_15;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_16: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A7_16;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_17: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A7_17;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_18: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A7_18;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_19: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A7_19;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_20: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A7_20;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_21: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A7_21;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_22: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A7_22;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_23: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A7_23;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_24: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A7_24;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_25: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A7_25;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_26: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A7_26;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_27: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A7_27;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_28: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A7_28;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_29: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A7_29;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_30: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A7_30;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_31: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A7_31;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_32: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A7_32;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_33: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A7_33;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_34: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A7_34;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_35: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A7_35;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_36: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A7_36;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_37: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A7_37;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_38: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A7_38;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_39: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A7_39;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_40: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A7_40;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_41: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A7_41;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_42: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A7_42;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_43: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A7_43;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_44: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A7_44;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_45: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A7_45;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_46: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A7_46;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_47: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A7_47;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_48: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A7_48;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_49: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A7_49;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_50: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A7_50;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_51: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A7_51;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_52: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A7_52;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_53: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A7_53;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_54: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A7_54;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_55: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A7_55;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_56: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A7_56;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_57: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A7_57;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_58: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A7_58;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_59: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A7_59;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_60: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A7_60;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_61: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A7_61;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_62: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A7_62;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_63: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A7_63;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_64: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A7_64;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_65: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A7_65;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_66: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A7_66;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_67: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A7_67;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_68: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A7_68;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_69: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A7_69;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_70: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A7_70;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_71: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A7_71;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_72: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A7_72;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_73: {
                              if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A7_73;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_74: {
                              if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A7_74;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_75: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A7_75;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_76: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A7_76;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_77: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A7_77;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_78: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A7_78;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_79: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A7_79;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_80: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A7_80;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            A7_81: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A7_81;
                              p += 2;
                              break A7;
                            }
                            p = s7; R.top = m7;
                            break A6_1;
                          }
                          break A6;
                        }
                        p = s6; R.top = m6;
                        break M5_f;
                      }
                      if (p === s5) { R.top = m5; break M5; }
                      n5++;
                      continue M5;
                    }
                    p = s5; R.top = m5;
                    break;
                  }
                  if (n5 < 1) break M4_f;
                }
                if (p === s4) { R.top = m4; break M4; }
                n4++;
                continue M4;
              }
              p = s4; R.top = m4;
              break;
            }
          }
          if (input.charCodeAt(p) !== 64) break F;
          p += 1;
          A8: {
            const s8 = p, m8 = R.top;
            A8_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K65[c] === 1)) break A8_0;
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break A8_0;
              p += 3;
              {
                let n9 = 0;
                M9: for (;;) {
                  const s9 = p, m9 = R.top;
                  M9_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K5[c] === 1)) break M9_f;
                    {
                      const s10 = p, m10 = R.top;
                      L10: {
                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break L10;
                        p += 3;
                        p = s10; R.top = m10;
                        break M9_f;
                      }
                      p = s10; R.top = m10;
                    }
                    c = input.charCodeAt(p);
                    if ((c < 128 && K66[c] === 1)) p++;
                    else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                    else break M9_f;
                    if (p === s9) { R.top = m9; break M9; }
                    n9++;
                    continue M9;
                  }
                  p = s9; R.top = m9;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break A8_0;
              p += 3;
              break A8;
            }
            p = s8; R.top = m8;
            A8_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K59[c] === 1)) break A8_1;
              {
                let n11 = 0;
                M11: for (;;) {
                  const s11 = p, m11 = R.top;
                  M11_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K59[c] === 1)) break M11_f;
                    A12: {
                      const s12 = p, m12 = R.top;
                      A12_0: {
                        c = input.charCodeAt(p);
                        if ((c < 128 && K62[c] === 1)) p++;
                        else break A12_0;
                        break A12;
                      }
                      p = s12; R.top = m12;
                      A12_1: {
                        if (input.charCodeAt(p) !== 37) break A12_1;
                        p += 1;
                        A13: {
                          const s13 = p, m13 = R.top;
                          A13_0: {
                            c = input.charCodeAt(p);
                            if (!(c < 128 && K63[c] === 1)) break A13_0;
                            c = input.charCodeAt(p);
                            if ((c < 128 && K64[c] === 1)) p++;
                            else break A13_0;
                            c = input.charCodeAt(p);
                            if ((c < 128 && K31[c] === 1)) p++;
                            else break A13_0;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_1: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A13_1;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_2: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A13_2;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_3: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A13_3;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_4: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A13_4;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_5: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A13_5;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_6: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A13_6;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_7: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A13_7;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_8: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A13_8;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_9: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A13_9;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_10: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A13_10;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_11: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A13_11;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_12: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A13_12;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_13: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A13_13;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_14: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A13_14;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_15: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A13_15;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_16: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A13_16;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_17: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A13_17;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_18: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A13_18;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_19: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A13_19;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_20: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A13_20;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_21: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A13_21;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_22: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A13_22;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_23: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A13_23;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_24: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A13_24;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_25: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A13_25;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_26: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A13_26;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_27: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A13_27;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_28: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A13_28;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_29: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A13_29;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_30: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A13_30;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_31: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A13_31;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_32: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A13_32;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_33: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A13_33;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_34: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A13_34;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_35: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A13_35;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_36: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A13_36;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_37: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A13_37;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_38: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A13_38;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_39: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A13_39;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_40: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A13_40;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_41: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A13_41;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_42: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A13_42;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_43: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A13_43;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_44: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A13_44;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_45: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A13_45;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_46: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A13_46;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_47: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A13_47;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_48: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A13_48;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_49: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A13_49;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_50: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A13_50;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_51: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A13_51;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_52: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A13_52;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_53: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A13_53;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_54: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A13_54;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_55: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A13_55;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_56: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A13_56;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_57: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A13_57;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_58: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A13_58;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_59: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A13_59;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_60: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A13_60;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_61: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A13_61;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_62: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A13_62;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_63: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A13_63;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_64: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A13_64;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_65: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A13_65;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_66: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A13_66;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_67: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A13_67;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_68: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A13_68;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_69: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A13_69;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_70: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A13_70;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_71: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A13_71;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_72: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A13_72;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_73: {
                            if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A13_73;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_74: {
                            if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A13_74;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_75: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A13_75;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_76: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A13_76;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_77: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A13_77;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_78: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A13_78;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_79: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A13_79;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_80: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A13_80;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          A13_81: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A13_81;
                            p += 2;
                            break A13;
                          }
                          p = s13; R.top = m13;
                          break A12_1;
                        }
                        break A12;
                      }
                      p = s12; R.top = m12;
                      break M11_f;
                    }
                    if (p === s11) { R.top = m11; break M11; }
                    n11++;
                    continue M11;
                  }
                  p = s11; R.top = m11;
                  break;
                }
                if (n11 < 1) break A8_1;
              }
              {
                let n14 = 0;
                M14: for (;;) {
                  const s14 = p, m14 = R.top;
                  M14_f: {
                    if (input.charCodeAt(p) !== 46) break M14_f;
                    p += 1;
                    {
                      let n15 = 0;
                      M15: for (;;) {
                        const s15 = p, m15 = R.top;
                        M15_f: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K59[c] === 1)) break M15_f;
                          A16: {
                            const s16 = p, m16 = R.top;
                            A16_0: {
                              c = input.charCodeAt(p);
                              if ((c < 128 && K62[c] === 1)) p++;
                              else break A16_0;
                              break A16;
                            }
                            p = s16; R.top = m16;
                            A16_1: {
                              if (input.charCodeAt(p) !== 37) break A16_1;
                              p += 1;
                              A17: {
                                const s17 = p, m17 = R.top;
                                A17_0: {
                                  c = input.charCodeAt(p);
                                  if (!(c < 128 && K63[c] === 1)) break A17_0;
                                  c = input.charCodeAt(p);
                                  if ((c < 128 && K64[c] === 1)) p++;
                                  else break A17_0;
                                  c = input.charCodeAt(p);
                                  if ((c < 128 && K31[c] === 1)) p++;
                                  else break A17_0;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_1: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A17_1;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_2: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A17_2;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_3: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A17_3;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_4: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A17_4;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_5: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A17_5;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_6: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A17_6;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_7: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A17_7;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_8: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A17_8;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_9: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A17_9;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_10: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A17_10;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_11: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A17_11;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_12: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A17_12;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_13: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A17_13;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_14: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A17_14;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_15: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A17_15;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_16: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A17_16;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_17: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A17_17;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_18: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A17_18;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_19: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A17_19;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_20: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A17_20;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_21: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A17_21;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_22: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A17_22;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_23: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A17_23;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_24: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A17_24;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_25: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A17_25;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_26: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A17_26;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_27: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A17_27;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_28: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A17_28;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_29: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A17_29;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_30: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A17_30;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_31: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A17_31;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_32: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A17_32;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_33: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A17_33;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_34: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A17_34;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_35: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A17_35;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_36: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A17_36;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_37: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A17_37;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_38: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A17_38;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_39: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A17_39;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_40: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A17_40;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_41: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A17_41;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_42: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A17_42;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_43: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A17_43;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_44: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A17_44;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_45: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A17_45;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_46: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A17_46;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_47: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A17_47;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_48: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A17_48;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_49: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A17_49;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_50: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A17_50;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_51: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A17_51;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_52: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A17_52;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_53: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A17_53;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_54: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A17_54;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_55: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A17_55;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_56: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A17_56;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_57: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A17_57;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_58: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A17_58;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_59: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A17_59;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_60: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A17_60;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_61: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A17_61;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_62: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A17_62;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_63: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A17_63;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_64: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A17_64;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_65: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A17_65;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_66: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A17_66;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_67: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A17_67;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_68: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A17_68;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_69: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A17_69;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_70: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A17_70;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_71: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A17_71;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_72: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A17_72;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_73: {
                                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A17_73;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_74: {
                                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A17_74;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_75: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A17_75;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_76: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A17_76;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_77: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A17_77;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_78: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A17_78;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_79: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A17_79;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_80: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A17_80;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                A17_81: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A17_81;
                                  p += 2;
                                  break A17;
                                }
                                p = s17; R.top = m17;
                                break A16_1;
                              }
                              break A16;
                            }
                            p = s16; R.top = m16;
                            break M15_f;
                          }
                          if (p === s15) { R.top = m15; break M15; }
                          n15++;
                          continue M15;
                        }
                        p = s15; R.top = m15;
                        break;
                      }
                      if (n15 < 1) break M14_f;
                    }
                    if (p === s14) { R.top = m14; break M14; }
                    n14++;
                    continue M14;
                  }
                  p = s14; R.top = m14;
                  break;
                }
              }
              break A8;
            }
            p = s8; R.top = m8;
            break F;
          }
    }
    return p;
  }
  return -1;
}

// newsgroups
function r_newsgroups(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K68[c] === 1) || c === 37)) {
            p = Fused.run(K67, input, p);
          }
        }
      R.capture(10, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "nntpURL": r_nntpURL, "server": r_server, "group": r_group, "articleNumber": r_articleNumber, "groupChar": r_groupChar, "newsURL": r_newsURL, "article": r_article, "msgIdCore": r_msgIdCore, "newsgroups": r_newsgroups };
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F20 = "(?<a2>" + F17 + "\\k<a1>@" + F18 + ")";
const F21 = "(?=" + F20 + ")";
const F22 = "(?:" + F21 + "\\k<a2>$|[A-Za-z0-9\\-+_.*]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-+_.*]*)*)";
const K14 = bits("000000000000ff300000000000000000");
const K39 = new Fused("[nN][nN][tT][pP]:(?=(?<a19>\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F27 + "(?::[0-9]{0,})?))\\k<a19>\\/(?:[A-Za-z0-9\\-+_.]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-+_.]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-+_.]*)*(?:\\/[0-9]{1,16})?", "(?!)", "/");
const K40 = new Fused("\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F27 + "(?::[0-9]{0,})?");
const K41 = /(?:[A-Za-z0-9\-+_.]+|%[0-9A-Fa-f]{2})+/y;
const K42 = bits("000000000086ff30efffff78efffff70");
const K43 = new Fused("[nN][eE][wW][sS]:(?:(?=(?<a22>\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:\\[(?=(?<a21>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F10 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F10 + "|(?=(?<a3>(?:[0-9A-Fa-f]{1,4})?))\\k<a3>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F10 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F10 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F10 + "|(?=(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::))\\k<a12>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F10 + "|(?=(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::))\\k<a15>" + F10 + "|(?=(?<a18>(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::))\\k<a18>[0-9A-Fa-f]{1,4}|(?=(?<a20>(?:(?=(?<a19>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a19>[0-9A-Fa-f]{1,4})?))\\k<a20>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a21>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)(?::[0-9]{0,})?))\\k<a22>\\/)?" + F22, "[nN][eE][wW][sS]:" + F22, "/");
const K44 = new Fused(F19);
const K45 = new Fused(F19);
const K46 = /(?:[A-Za-z0-9\-+_.*]+|%[0-9A-Fa-f]{2})+/y;
const K47 = bits("0000000000c6ff30efffff78efffff70");
// nntpURL
function r_nntpURL(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["nntpURL"](input, i);
}

// server
function r_server(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["server"](input, i);
}

// group
function r_group(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K42[c] === 1) || c === 37)) {
            p = Fused.run(K41, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// article-number
function r_articleNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 16) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K14[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

// group-char
function r_groupChar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K42[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// newsURL
function r_newsURL(input, i) {
  return input.length <= 65536 ? K43.match(input, i) : S()["newsURL"](input, i);
}

// article
function r_article(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["article"](input, i);
}

// msg-id-core
function r_msgIdCore(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["msgIdCore"](input, i);
}

// newsgroups
function r_newsgroups(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K47[c] === 1) || c === 37)) {
            p = Fused.run(K46, input, p);
          }
        }
    return p;
  }
  return -1;
}

return { ...M, "nntpURL": r_nntpURL, "server": r_server, "group": r_group, "articleNumber": r_articleNumber, "groupChar": r_groupChar, "newsURL": r_newsURL, "article": r_article, "msgIdCore": r_msgIdCore, "newsgroups": r_newsgroups };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3986 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 36), // URI … subDelims
        [3,[0,"nntp:",1],[11,37],[0,"/",0],[11,38],[5,[3,[0,"/",0],[11,39]]]],
        [3,[0,"//",0],[11,7]],
        [2,18,1,-1],
        [2,4,1,16],
        [1,19],
        [3,[0,"news:",1],[5,[3,[11,37],[0,"/",0]]],[4,[3,[11,42],[9]],[11,44]]],
        [11,43],
        [3,[3,[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1],[6,[3,[0,".",0],[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1]],0,-1]],[0,"@",0],[4,[3,[0,"%5B",1],[6,[3,[7,[0,"%5D",1]],[1,22]],0,-1],[0,"%5D",1]],[3,[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1],[6,[3,[0,".",0],[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1]],0,-1]]]],
        [2,23,0,-1],
    ],
    sets: [
        ...T.sets.slice(0, 18), // ALPHA … sub-delims
        ["group","000000000086ff30efffff78efffff70","","",1],
        ["group-char","000000000086ff30efffff78efffff70","","",0],
        ["atext","000000002dc2ff32efffff78efffff74","","",0],
        ["HEXDIG","0000000000000030e7000000e7000000","","",0],
        ["dtext","000000002df7fff2ffffff78efffff74","","",1],
        ["newsgroups","0000000000c6ff30efffff78efffff70","","",1],
    ],
  }, meta.rules);
}
