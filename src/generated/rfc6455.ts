/*
 * GENERATED FILE — do not edit. The grammar "rfc6455", compiled at build time
 * from grammars/rfc6455.ts: rfc6455Grammar(k).
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
import type { ExplainTable } from '../engine/explain-table';
import { validate as validateOf, EXPLAIN as baseTable } from './rfc3986';
import type { RuleTexts } from '../engine/runtime';
import { texts as baseTexts } from './rfc3986';

export const meta: GrammarMeta = {
  id: "rfc6455",
  name: "rfc6455",
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
    ["path","path","3"],
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
    ["ws-URI","wsURI","3"],
    ["wss-URI","wssURI","3"],
  ],
  captured: ["ws-URI","wss-URI","host","port","path","query"],
  capturedNames: ["host","port","path","query","ws-URI","wss-URI"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 19), // URI … reg-name
    ["path = <path-abempty, defined in [RFC3986], Section 3.3>"],
    ...T.slice(20, 36), // path-abempty … sub-delims
    ["ws-URI = \"ws:\" \"//\" host [ \":\" port ] path [ \"?\" query ]"],
    ["wss-URI = \"wss:\" \"//\" host [ \":\" port ] path [ \"?\" query ]"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F4 = "(?:\\/[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*)*)";
const F5 = F4 + "{0,}";
const F9 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F15 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F9 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F9 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F9 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F9 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F9 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F9 + "|" + F2 + "\\k<a12>" + F9 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F16 = "(?:" + F15 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]{1,})";
const F17 = "(?<a18>" + F16 + ")";
const F18 = "(?=" + F17 + ")";
const F19 = "(?:\\[" + F18 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]*)*)";

export function fast(R: Records): Matchers {
const F6 = "(?:#[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]*)*)";
const F7 = F6 + "?";
const F10 = "(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]*)*" + F4 + "{0,}";
const F11 = "(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*)*" + F4 + "{0,}";
const F12 = "(?:(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]*)*" + F4 + "{0,})";
const F13 = "\\/" + F12 + "?";
const K0 = new Fused(F7);
const K1 = new Fused(F5);
const K2 = bits("00000000000800000000000000000000");
const K3 = new Fused(F13);
const K4 = bits("000000002ff7fff2ffffff78efffff74");
const K5 = new Fused(F11);
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = new Fused(F7);
const K8 = new Fused(F5);
const K9 = new Fused(F13);
const K10 = bits("000000002ff7ffb2ffffff78efffff74");
const K11 = new Fused(F10);
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9\+\-\.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = new Fused("(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]*)*@)?");
const K16 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fff2efffff78efffff74");
const K18 = new Fused(F19);
const K19 = bits("00000000000000000000008000000000");
const K20 = bits("000000000000ff300000000000000000");
const K21 = bits("000000002df7ffb2efffff78efffff74");
const K22 = /[0-9]+/y;
const K23 = bits("000000000000ff300000000000000000");
const K24 = new Fused("\\[" + F18 + "\\k<a18>\\]");
const K25 = bits("000000000000ff70e7000000e7000000");
const K26 = bits("00000000000000000000040000000400");
const K27 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]{1,}");
const K28 = /[0-9A-Fa-f]+/y;
const K29 = bits("000000000000ff30e7000000e7000000");
const K30 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K31 = new Fused(F15);
const K32 = bits("000000000000ff30e7000000e7000000");
const K33 = new Fused(F9);
const K34 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K35 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K36 = bits("000000000000f3000000000000000000");
const K37 = bits("000000000000f1000000000000000000");
const K38 = bits("000000000000ef300000000000000000");
const K39 = bits("000000000000ef300000000000000000");
const K40 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K41 = new Fused(F5);
const K42 = new Fused(F5);
const K43 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K44 = new Fused(F13);
const K45 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K46 = new Fused(F10);
const K47 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K48 = new Fused(F11);
const K49 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K50 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K51 = bits("000000002df7fff2ffffff78efffff74");
const K52 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K53 = bits("000000002df7ffb2ffffff78efffff74");
const K54 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K55 = bits("000000002dfffffaffffff78efffff74");
const K56 = bits("000000000006ff30efffff78efffff74");
const K57 = bits("00000000adf900ca1000008200000000");
const K58 = bits("00000000800800481000008200000000");
const K59 = bits("000000002df100820000000000000000");
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
        if (input.length <= 65536) {
          t = K0.match(input, p);
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
              t = K1.match(input, p);
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
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K3.match(input, p);
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
            if (!(c < 128 && K4[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K5.match(input, p);
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
            if (!(c < 128 && K6[c] === 1)) break A1_0;
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
        if (input.length <= 65536) {
          t = K7.match(input, p);
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
              t = K8.match(input, p);
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
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K9.match(input, p);
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
            if (!(c < 128 && K10[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K11.match(input, p);
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
        if ((c < 128 && K12[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) {
            if (input.length <= 65536) {
              K13.lastIndex = p;
              if (K13.test(input)) p = K13.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K13.lastIndex = 0;
                if (!K13.test(w)) break;
                p += K13.lastIndex;
                if (K13.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if (input.length <= 65536) {
          t = K15.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K4[c] === 1)) break O1_f;
              t = r_userinfo(input, p);
              if (t < 0) break O1_f;
              p = t;
              if (input.charCodeAt(p) !== 64) break O1_f;
              p += 1;
              break O1;
            }
            p = s1; R.top = m1;
          }
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
    return p;
  }
  return -1;
}

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K17[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K16.lastIndex = p;
              if (K16.test(input)) p = K16.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K16.lastIndex = 0;
                if (!K16.test(w)) break;
                p += K16.lastIndex;
                if (K16.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
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
          t = K18.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K19[c] === 1)) break A1_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K20[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K21[c] === 1)) p++;
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
      R.capture(2, s0, p, m0);
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
          if ((c < 128 && K23[c] === 1)) {
            if (input.length <= 65536) {
              K22.lastIndex = p;
              if (K22.test(input)) p = K22.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K22.lastIndex = 0;
                if (!K22.test(w)) break;
                p += K22.lastIndex;
                if (K22.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(3, s0, p, m0);
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
      t = K24.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A1_1;
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
      t = K27.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K29[c] === 1)) {
              if (input.length <= 65536) {
                K28.lastIndex = p;
                if (K28.test(input)) p = K28.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K28.lastIndex = 0;
                  if (!K28.test(w)) break;
                  p += K28.lastIndex;
                  if (K28.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) {
              if (input.length <= 65536) {
                K30.lastIndex = p;
                if (K30.test(input)) p = K30.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K30.lastIndex = 0;
                  if (!K30.test(w)) break;
                  p += K30.lastIndex;
                  if (K30.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
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
    if (input.length <= 65536) {
      t = K31.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K32[c] === 1)) break A1_0;
              {
                let n2 = 0;
                M2: for (;;) {
                  if (n2 === 6) break;
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M2_f;
                    t = r_h16(input, p);
                    if (t < 0) break M2_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M2_f;
                    p += 1;
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
                if (n2 < 6) break A1_0;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_1;
              p += 2;
              {
                let n3 = 0;
                M3: for (;;) {
                  if (n3 === 5) break;
                  const s3 = p, m3 = R.top;
                  M3_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M3_f;
                    t = r_h16(input, p);
                    if (t < 0) break M3_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M3_f;
                    p += 1;
                    if (p === s3) { R.top = m3; break M3; }
                    n3++;
                    continue M3;
                  }
                  p = s3; R.top = m3;
                  break;
                }
                if (n3 < 5) break A1_1;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_2;
              O4: {
                const s4 = p, m4 = R.top;
                O4_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O4_f;
                  t = r_h16(input, p);
                  if (t < 0) break O4_f;
                  p = t;
                  break O4;
                }
                p = s4; R.top = m4;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_2;
              p += 2;
              {
                let n5 = 0;
                M5: for (;;) {
                  if (n5 === 4) break;
                  const s5 = p, m5 = R.top;
                  M5_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M5_f;
                    t = r_h16(input, p);
                    if (t < 0) break M5_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M5_f;
                    p += 1;
                    if (p === s5) { R.top = m5; break M5; }
                    n5++;
                    continue M5;
                  }
                  p = s5; R.top = m5;
                  break;
                }
                if (n5 < 4) break A1_2;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_2;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_3: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_3;
              O6: {
                const s6 = p, m6 = R.top;
                O6_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O6_f;
                  {
                    let n7 = 0;
                    M7: for (;;) {
                      if (n7 === 1) break;
                      const s7 = p, m7 = R.top;
                      M7_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M7_f;
                        t = r_h16(input, p);
                        if (t < 0) break M7_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M7_f;
                        p += 1;
                        {
                          const s8 = p, m8 = R.top;
                          L8: {
                            if (input.charCodeAt(p) !== 58) break L8;
                            p += 1;
                            p = s8; R.top = m8;
                            break M7_f;
                          }
                          p = s8; R.top = m8;
                        }
                        if (p === s7) { R.top = m7; break M7; }
                        n7++;
                        continue M7;
                      }
                      p = s7; R.top = m7;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O6_f;
                  p = t;
                  break O6;
                }
                p = s6; R.top = m6;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_3;
              p += 2;
              {
                let n9 = 0;
                M9: for (;;) {
                  if (n9 === 3) break;
                  const s9 = p, m9 = R.top;
                  M9_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M9_f;
                    t = r_h16(input, p);
                    if (t < 0) break M9_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M9_f;
                    p += 1;
                    if (p === s9) { R.top = m9; break M9; }
                    n9++;
                    continue M9;
                  }
                  p = s9; R.top = m9;
                  break;
                }
                if (n9 < 3) break A1_3;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_3;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_4: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_4;
              O10: {
                const s10 = p, m10 = R.top;
                O10_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O10_f;
                  {
                    let n11 = 0;
                    M11: for (;;) {
                      if (n11 === 2) break;
                      const s11 = p, m11 = R.top;
                      M11_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M11_f;
                        t = r_h16(input, p);
                        if (t < 0) break M11_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M11_f;
                        p += 1;
                        {
                          const s12 = p, m12 = R.top;
                          L12: {
                            if (input.charCodeAt(p) !== 58) break L12;
                            p += 1;
                            p = s12; R.top = m12;
                            break M11_f;
                          }
                          p = s12; R.top = m12;
                        }
                        if (p === s11) { R.top = m11; break M11; }
                        n11++;
                        continue M11;
                      }
                      p = s11; R.top = m11;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O10_f;
                  p = t;
                  break O10;
                }
                p = s10; R.top = m10;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_4;
              p += 2;
              {
                let n13 = 0;
                M13: for (;;) {
                  if (n13 === 2) break;
                  const s13 = p, m13 = R.top;
                  M13_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M13_f;
                    t = r_h16(input, p);
                    if (t < 0) break M13_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M13_f;
                    p += 1;
                    if (p === s13) { R.top = m13; break M13; }
                    n13++;
                    continue M13;
                  }
                  p = s13; R.top = m13;
                  break;
                }
                if (n13 < 2) break A1_4;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_4;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_5: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_5;
              O14: {
                const s14 = p, m14 = R.top;
                O14_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O14_f;
                  {
                    let n15 = 0;
                    M15: for (;;) {
                      if (n15 === 3) break;
                      const s15 = p, m15 = R.top;
                      M15_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M15_f;
                        t = r_h16(input, p);
                        if (t < 0) break M15_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M15_f;
                        p += 1;
                        {
                          const s16 = p, m16 = R.top;
                          L16: {
                            if (input.charCodeAt(p) !== 58) break L16;
                            p += 1;
                            p = s16; R.top = m16;
                            break M15_f;
                          }
                          p = s16; R.top = m16;
                        }
                        if (p === s15) { R.top = m15; break M15; }
                        n15++;
                        continue M15;
                      }
                      p = s15; R.top = m15;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O14_f;
                  p = t;
                  break O14;
                }
                p = s14; R.top = m14;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_5;
              p += 2;
              {
                let n17 = 0;
                M17: for (;;) {
                  if (n17 === 1) break;
                  const s17 = p, m17 = R.top;
                  M17_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K32[c] === 1)) break M17_f;
                    t = r_h16(input, p);
                    if (t < 0) break M17_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M17_f;
                    p += 1;
                    if (p === s17) { R.top = m17; break M17; }
                    n17++;
                    continue M17;
                  }
                  p = s17; R.top = m17;
                  break;
                }
                if (n17 < 1) break A1_5;
              }
              t = r_ls32(input, p);
              if (t < 0) break A1_5;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_6: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_6;
              O18: {
                const s18 = p, m18 = R.top;
                O18_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O18_f;
                  {
                    let n19 = 0;
                    M19: for (;;) {
                      if (n19 === 4) break;
                      const s19 = p, m19 = R.top;
                      M19_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M19_f;
                        t = r_h16(input, p);
                        if (t < 0) break M19_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M19_f;
                        p += 1;
                        {
                          const s20 = p, m20 = R.top;
                          L20: {
                            if (input.charCodeAt(p) !== 58) break L20;
                            p += 1;
                            p = s20; R.top = m20;
                            break M19_f;
                          }
                          p = s20; R.top = m20;
                        }
                        if (p === s19) { R.top = m19; break M19; }
                        n19++;
                        continue M19;
                      }
                      p = s19; R.top = m19;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O18_f;
                  p = t;
                  break O18;
                }
                p = s18; R.top = m18;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_6;
              p += 2;
              t = r_ls32(input, p);
              if (t < 0) break A1_6;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_7: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_7;
              O21: {
                const s21 = p, m21 = R.top;
                O21_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O21_f;
                  {
                    let n22 = 0;
                    M22: for (;;) {
                      if (n22 === 5) break;
                      const s22 = p, m22 = R.top;
                      M22_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M22_f;
                        t = r_h16(input, p);
                        if (t < 0) break M22_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M22_f;
                        p += 1;
                        {
                          const s23 = p, m23 = R.top;
                          L23: {
                            if (input.charCodeAt(p) !== 58) break L23;
                            p += 1;
                            p = s23; R.top = m23;
                            break M22_f;
                          }
                          p = s23; R.top = m23;
                        }
                        if (p === s22) { R.top = m22; break M22; }
                        n22++;
                        continue M22;
                      }
                      p = s22; R.top = m22;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O21_f;
                  p = t;
                  break O21;
                }
                p = s21; R.top = m21;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_7;
              p += 2;
              t = r_h16(input, p);
              if (t < 0) break A1_7;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_8: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A1_8;
              O24: {
                const s24 = p, m24 = R.top;
                O24_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K32[c] === 1)) break O24_f;
                  {
                    let n25 = 0;
                    M25: for (;;) {
                      if (n25 === 6) break;
                      const s25 = p, m25 = R.top;
                      M25_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K32[c] === 1)) break M25_f;
                        t = r_h16(input, p);
                        if (t < 0) break M25_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M25_f;
                        p += 1;
                        {
                          const s26 = p, m26 = R.top;
                          L26: {
                            if (input.charCodeAt(p) !== 58) break L26;
                            p += 1;
                            p = s26; R.top = m26;
                            break M25_f;
                          }
                          p = s26; R.top = m26;
                        }
                        if (p === s25) { R.top = m25; break M25; }
                        n25++;
                        continue M25;
                      }
                      p = s25; R.top = m25;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O24_f;
                  p = t;
                  break O24;
                }
                p = s24; R.top = m24;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_8;
              p += 2;
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

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K29[c] === 1)) p++;
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
    if (input.length <= 65536) {
      t = K33.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K32[c] === 1)) break A1_0;
              t = r_h16(input, p);
              if (t < 0) break A1_0;
              p = t;
              if (input.charCodeAt(p) !== 58) break A1_0;
              p += 1;
              t = r_h16(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K20[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
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

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_decOctet(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_decOctet(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_decOctet(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_decOctet(input, p);
          if (t < 0) break F;
          p = t;
    }
    return p;
  }
  return -1;
}

// dec-octet
function r_decOctet(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K35.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A1_0;
              p += 2;
              c = input.charCodeAt(p);
              if ((c < 128 && K36[c] === 1)) p++;
              else break A1_0;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              if (input.charCodeAt(p) !== 50) break A1_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K37[c] === 1)) p++;
              else break A1_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K23[c] === 1)) p++;
              else break A1_1;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              if (input.charCodeAt(p) !== 49) break A1_2;
              p += 1;
              {
                let n2 = 0;
                for (;;) {
                  if (n2 === 2) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K23[c] === 1)) p++;
                  else break;
                  n2++;
                }
                if (n2 < 2) break A1_2;
              }
              break A1;
            }
            p = s1; R.top = m1;
            A1_3: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K38[c] === 1)) break A1_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K39[c] === 1)) p++;
              else break A1_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K23[c] === 1)) p++;
              else break A1_3;
              break A1;
            }
            p = s1; R.top = m1;
            A1_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K23[c] === 1)) p++;
              else break A1_4;
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

// reg-name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K21[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K40.lastIndex = p;
              if (K40.test(input)) p = K40.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K40.lastIndex = 0;
                if (!K40.test(w)) break;
                p += K40.lastIndex;
                if (K40.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K41.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_pathAbempty(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(4, s0, p, m0);
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
      t = K42.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K43.lastIndex = p;
              if (K43.test(input) && K43.lastIndex > p) { p = K43.lastIndex; n1 = 1; }
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
      t = K44.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K4[c] === 1)) break O1_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K45.lastIndex = p;
                  if (K45.test(input) && K45.lastIndex > p) { p = K45.lastIndex; n2 = 1; }
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
      t = K46.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K47.lastIndex = p;
              if (K47.test(input) && K47.lastIndex > p) { p = K47.lastIndex; n1 = 1; }
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
      t = K48.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K49.lastIndex = p;
              if (K49.test(input) && K49.lastIndex > p) { p = K49.lastIndex; n1 = 1; }
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
          if (((c < 128 && K51[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          if (((c < 128 && K51[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          if (((c < 128 && K53[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K52.lastIndex = p;
              if (K52.test(input)) p = K52.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K52.lastIndex = 0;
                if (!K52.test(w)) break;
                p += K52.lastIndex;
                if (K52.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if ((c < 128 && K51[c] === 1)) p++;
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K55[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K54.lastIndex = p;
              if (K54.test(input)) p = K54.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K54.lastIndex = 0;
                if (!K54.test(w)) break;
                p += K54.lastIndex;
                if (K54.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(5, s0, p, m0);
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
          if (((c < 128 && K55[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K54.lastIndex = p;
              if (K54.test(input)) p = K54.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K54.lastIndex = 0;
                if (!K54.test(w)) break;
                p += K54.lastIndex;
                if (K54.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if ((c < 128 && K29[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K29[c] === 1)) p++;
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
        if ((c < 128 && K56[c] === 1)) p++;
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
        if ((c < 128 && K57[c] === 1)) p++;
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
        if ((c < 128 && K58[c] === 1)) p++;
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
        if ((c < 128 && K59[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// ws-URI
function r_wsURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 119 || (input.charCodeAt(p + 1) | 32) !== 115 || input.charCodeAt(p + 2) !== 58) break F;
        p += 3;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 58) break O1_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_path(input, p);
        if (t < 0) break F;
        p = t;
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 63) break O2_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// wss-URI
function r_wssURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 119 || (input.charCodeAt(p + 1) | 32) !== 115 || (input.charCodeAt(p + 2) | 32) !== 115 || input.charCodeAt(p + 3) !== 58) break F;
        p += 4;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 58) break O1_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_path(input, p);
        if (t < 0) break F;
        p = t;
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 63) break O2_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "wsURI": r_wsURI, "wssURI": r_wssURI };
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F8 = "(?:\\?[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]*)*)";
const F14 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]*)*)";
const K24 = new Fused(F5);
const K39 = new Fused("[wW][sS]:\\/\\/" + F19 + "(?::[0-9]{0,})?" + F4 + "{0,}" + F8 + "?", "[wW][sS]:\\/\\/" + F14 + "(?::[0-9]{0,})?" + F4 + "{0,}" + F8 + "?", "[");
const K40 = new Fused("[wW][sS][sS]:\\/\\/" + F19 + "(?::[0-9]{0,})?" + F4 + "{0,}" + F8 + "?", "[wW][sS][sS]:\\/\\/" + F14 + "(?::[0-9]{0,})?" + F4 + "{0,}" + F8 + "?", "[");
// path
function r_path(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["path"](input, i);
}

// ws-URI
function r_wsURI(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["wsURI"](input, i);
}

// wss-URI
function r_wssURI(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["wssURI"](input, i);
}

return { ...M, "path": r_path, "wsURI": r_wsURI, "wssURI": r_wssURI };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3986 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    keys: [
        ...T.keys.slice(0, 36), // URI … subDelims
        "wsURI",
        "wssURI",
    ],
    rules: [
        ...T.rules.slice(0, 19), // URI … regName
        [10,"path",[11,20]],
        ...T.rules.slice(20, 36), // pathAbempty … subDelims
        [10,"ws-URI",[3,[0,"ws:",1],[0,"//",0],[11,9],[5,[3,[0,":",0],[11,10]]],[11,19],[5,[3,[0,"?",0],[11,29]]]]],
        [10,"wss-URI",[3,[0,"wss:",1],[0,"//",0],[11,9],[5,[3,[0,":",0],[11,10]]],[11,19],[5,[3,[0,"?",0],[11,29]]]]],
    ],
    sets: [
        ...T.sets.slice(0, 18), // ALPHA … sub-delims
    ],
  });
}
