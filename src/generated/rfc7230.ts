/*
 * GENERATED FILE — do not edit. The grammar "rfc7230", compiled at build time
 * from grammars/rfc7230.ts: rfc7230Grammar(k).
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
  id: "rfc7230",
  name: "rfc7230",
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
    ["uri-host","uriHost","2.7"],
    ["absolute-path","absolutePath","2.7"],
    ["partial-URI","partialURI","2.7"],
    ["http-URI","httpURI","2.7.1"],
    ["https-URI","httpsURI","2.7.2"],
  ],
  captured: ["http-URI","https-URI","userinfo","host","port","path-abempty","query","fragment"],
  capturedNames: ["userinfo","host","port","path-abempty","query","fragment","http-URI","https-URI"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 36), // URI … sub-delims
    ["uri-host = <host, see [RFC3986], Section 3.2.2>"],
    ["absolute-path = 1*( \"/\" segment )"],
    ["partial-URI = relative-part [ \"?\" query ]"],
    ["http-URI = \"http:\" \"//\" authority path-abempty [ \"?\" query ] [ \"#\" fragment ]"],
    ["https-URI = \"https:\" \"//\" authority path-abempty [ \"?\" query ] [ \"#\" fragment ]"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F8 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F10 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F12 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F10 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F10 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F10 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F10 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F10 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F10 + "|" + F2 + "\\k<a12>" + F10 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F13 = "(?:" + F12 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F14 = "(?<a18>" + F13 + ")";
const F15 = "(?=" + F14 + ")";
const F16 = "(?:\\[" + F15 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";

export function fast(R: Records): Matchers {
const F4 = "(?:\\/(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})))";
const F5 = F4 + "{1,64}";
const F6 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F7 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F9 = "\\/" + F8 + "?";
const K0 = bits("00000000000800000000000000000000");
const K1 = new Fused(F9);
const K2 = bits("000000002ff7fff2ffffff78efffff74");
const K3 = new Fused(F7);
const K4 = bits("0000000000000000efffff70efffff70");
const K5 = new Fused(F9);
const K6 = bits("000000002ff7ffb2ffffff78efffff74");
const K7 = new Fused(F6);
const K8 = bits("0000000000000000efffff70efffff70");
const K9 = /[A-Za-z0-9+\-.]+/y;
const K10 = bits("000000000086ff30efffff70efffff70");
const K11 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:]+|%[0-9A-Fa-f]{2})+/y;
const K12 = bits("000000002df7fff2efffff78efffff74");
const K13 = new Fused(F16);
const K14 = bits("00000000000000000000008000000000");
const K15 = bits("000000000000ff300000000000000000");
const K16 = bits("000000002df7ffb2efffff78efffff74");
const K17 = /[0-9]+/y;
const K18 = bits("000000000000ff300000000000000000");
const K19 = new Fused("\\[" + F15 + "\\k<a18>\\]");
const K20 = bits("000000000000ff70e7000000e7000000");
const K21 = bits("00000000000000000000040000000400");
const K22 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K23 = /[0-9A-Fa-f]+/y;
const K24 = bits("000000000000ff30e7000000e7000000");
const K25 = /[A-Za-z0-9\-._~!$&'()*+,;=:]+/y;
const K26 = new Fused(F12);
const K27 = new Fused(F10);
const K28 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K29 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K30 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|%[0-9A-Fa-f]{2})+/y;
const K31 = new Fused(F7);
const K32 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K33 = new RegExp(F5, "y");
const K34 = new Fused(F9);
const K35 = new RegExp(F5, "y");
const K36 = new Fused(F6);
const K37 = new RegExp(F5, "y");
const K38 = new Fused(F7);
const K39 = new RegExp(F5, "y");
const K40 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]+|%[0-9A-Fa-f]{2})+/y;
const K41 = bits("000000002df7fff2ffffff78efffff74");
const K42 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=@]+|%[0-9A-Fa-f]{2})+/y;
const K43 = bits("000000002df7ffb2ffffff78efffff74");
const K44 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/?]+|%[0-9A-Fa-f]{2})+/y;
const K45 = bits("000000002dfffffaffffff78efffff74");
const K46 = bits("000000000006ff30efffff78efffff74");
const K47 = bits("00000000adf900ca1000008200000000");
const K48 = bits("00000000800800481000008200000000");
const K49 = bits("000000002df100820000000000000000");
const K50 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){1,}");
const K51 = new RegExp(F5, "y");
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
            t = r_pathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K1.match(input, p);
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
            if (!(c < 128 && K2[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K3.match(input, p);
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
            if (!(c < 128 && K4[c] === 1)) break A1_0;
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
            t = r_pathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K5.match(input, p);
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
            if (!(c < 128 && K6[c] === 1)) break A1_2;
            if (input.length <= 65536) {
              t = K7.match(input, p);
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
        if ((c < 128 && K8[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K10[c] === 1)) {
            p = Fused.run(K9, input, p);
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
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break O1_f;
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
          if (((c < 128 && K12[c] === 1) || c === 37)) {
            p = Fused.run(K11, input, p);
          }
        }
      R.capture(2, s0, p, m0);
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
          t = K13.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K14[c] === 1)) break A1_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K15[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K16[c] === 1)) p++;
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
      R.capture(3, s0, p, m0);
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
          if ((c < 128 && K18[c] === 1)) {
            p = Fused.run(K17, input, p);
          }
        }
      R.capture(4, s0, p, m0);
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
      t = K19.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K20[c] === 1)) break A1_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K21[c] === 1)) break A1_1;
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
      t = K22.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K24[c] === 1)) {
              p = Fused.run(K23, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K12[c] === 1)) {
              p = Fused.run(K25, input, p);
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
    t = K26.match(input, p);
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
            if ((c < 128 && K24[c] === 1)) p++;
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
    t = K27.match(input, p);
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
    t = K28.match(input, p);
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
    t = K29.match(input, p);
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
          if (((c < 128 && K16[c] === 1) || c === 37)) {
            p = Fused.run(K30, input, p);
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
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            if (input.length <= 65536) {
              t = K31.match(input, p);
              if (t < 0) break A1_1;
              p = t;
            } else {
              t = r_pathRootless(input, p);
              if (t < 0) break A1_1;
              p = t;
            }
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
    return p;
  }
  return -1;
}

// path-abempty
function r_pathAbempty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K32.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K33.lastIndex = p;
              if (K33.test(input) && K33.lastIndex > p) { p = K33.lastIndex; n1 = 1; }
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
      R.capture(5, s0, p, m0);
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
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break O1_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K35.lastIndex = p;
                  if (K35.test(input) && K35.lastIndex > p) { p = K35.lastIndex; n2 = 1; }
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
      t = K36.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K37.lastIndex = p;
              if (K37.test(input) && K37.lastIndex > p) { p = K37.lastIndex; n1 = 1; }
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
      t = K38.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K39.lastIndex = p;
              if (K39.test(input) && K39.lastIndex > p) { p = K39.lastIndex; n1 = 1; }
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
          if (((c < 128 && K41[c] === 1) || c === 37)) {
            p = Fused.run(K40, input, p);
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
          if (((c < 128 && K41[c] === 1) || c === 37)) {
            p = Fused.run(K40, input, p);
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
          if (((c < 128 && K43[c] === 1) || c === 37)) {
            p = Fused.run(K42, input, p);
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
        if ((c < 128 && K41[c] === 1)) p++;
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
          if (((c < 128 && K45[c] === 1) || c === 37)) {
            p = Fused.run(K44, input, p);
          }
        }
      R.capture(6, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K45[c] === 1) || c === 37)) {
            p = Fused.run(K44, input, p);
          }
        }
      R.capture(7, s0, p, m0);
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
        if ((c < 128 && K24[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
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
        if ((c < 128 && K46[c] === 1)) p++;
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
        if ((c < 128 && K47[c] === 1)) p++;
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
        if ((c < 128 && K48[c] === 1)) p++;
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
        if ((c < 128 && K49[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// uri-host
function r_uriHost(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// absolute-path
function r_absolutePath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K50.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K51.lastIndex = p;
              if (K51.test(input) && K51.lastIndex > p) { p = K51.lastIndex; n1 = 1; }
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
            if (n1 < 1) break F;
          }
    }
    return p;
  }
  return -1;
}

// partial-URI
function r_partialURI(input, i) {
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
    return p;
  }
  return -1;
}

// http-URI
function r_httpURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
        t = r_pathAbempty(input, p);
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
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// https-URI
function r_httpsURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || (input.charCodeAt(p + 4) | 32) !== 115 || input.charCodeAt(p + 5) !== 58) break F;
        p += 6;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
        t = r_pathAbempty(input, p);
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
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "uriHost": r_uriHost, "absolutePath": r_absolutePath, "partialURI": r_partialURI, "httpURI": r_httpURI, "httpsURI": r_httpsURI };
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F11 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const K39 = new Fused(F16);
const K40 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){1,}");
const K41 = new Fused("(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F16 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F8 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F11 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F8 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K42 = new Fused("[hH][tT][tT][pP]:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F16 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[hH][tT][tT][pP]:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F11 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K43 = new Fused("[hH][tT][tT][pP][sS]:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F16 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[hH][tT][tT][pP][sS]:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F11 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
// uri-host
function r_uriHost(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["uriHost"](input, i);
}

// absolute-path
function r_absolutePath(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["absolutePath"](input, i);
}

// partial-URI
function r_partialURI(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["partialURI"](input, i);
}

// http-URI
function r_httpURI(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["httpURI"](input, i);
}

// https-URI
function r_httpsURI(input, i) {
  return input.length <= 65536 ? K43.match(input, i) : S()["httpsURI"](input, i);
}

return { ...M, "uriHost": r_uriHost, "absolutePath": r_absolutePath, "partialURI": r_partialURI, "httpURI": r_httpURI, "httpsURI": r_httpsURI };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3986 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 36), // URI … subDelims
        [11,9],
        [6,[3,[0,"/",0],[11,25]],1,-1],
        [3,[11,5],[5,[3,[0,"?",0],[11,29]]]],
        [3,[0,"http:",1],[0,"//",0],[11,7],[11,20],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]],
        [3,[0,"https:",1],[0,"//",0],[11,7],[11,20],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]],
    ],
    sets: [
        ...T.sets.slice(0, 18), // ALPHA … sub-delims
    ],
  }, meta.rules);
}
