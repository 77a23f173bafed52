/*
 * GENERATED FILE — do not edit. The grammar "rfc3987+rfc6874", compiled at build time
 * from grammars/rfc3987.ts: rfc3987Grammar(k, { rfc6874: true }).
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
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc3987';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc3987';
import { texts as baseTexts } from './rfc3987';

// the rules this build shares with ./rfc3987
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc3987+rfc6874",
  name: "rfc3987",
  rules: [
    ...B.slice(0, 27), // IRI … port
    ["IP-literal","IPLiteral","RFC 6874 §2"],
    ...B.slice(28, 39), // IPvFuture … sub-delims
    ["ZoneID","ZoneID","RFC 6874 §2"],
    ["IPv6addrz","IPv6addrz","RFC 6874 §2"],
  ],
  captured: ["IRI","irelative-ref","scheme","iauthority","iuserinfo","ihost","IPv4address","IPv6address","IPvFuture","ireg-name","port","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","IPv6addrz","ZoneID"],
  capturedNames: ["IRI","irelative-ref","iauthority","iuserinfo","ihost","ireg-name","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","scheme","port","IPvFuture","IPv6address","IPv4address","ZoneID","IPv6addrz"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 27), // IRI … port
    ["IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\""],
    ...T.slice(28, 39), // IPvFuture … sub-delims
    ["ZoneID = 1*( unreserved / pct-encoded )"],
    ["IPv6addrz = IPv6address \"%25\" ZoneID"],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_IPvFuture = M["IPvFuture"], r_IPv6address = M["IPv6address"];
const K45 = bits("000000000000ff70e7000000e7000000");
const K46 = bits("00000000000000000000040000000400");
const K69 = bits("000000000006ff30efffff78efffff74");
const K73 = /(?:[A-Za-z0-9\-._~]+|%[0-9A-Fa-f]{2})+/y;
// IP-literal
function r_IPLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 91) break F;
        p += 1;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_0;
            t = r_IPv6addrz(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_1;
            t = r_IPv6address(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K46[c] === 1)) break A1_2;
            t = r_IPvFuture(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
        if (input.charCodeAt(p) !== 93) break F;
        p += 1;
    return p;
  }
  return -1;
}

// ZoneID
function r_ZoneID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K69[c] === 1) || c === 37)) {
            p = Fused.run(K73, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(19, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_IPv6address(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 53) break F;
        p += 3;
        t = r_ZoneID(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(18, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { ...M, "IPLiteral": r_IPLiteral, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
});
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::)";
const F3 = "(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::)";
const F4 = "(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::)";
const F5 = "(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::)";
const F6 = "(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::)";
const F7 = "(?=" + F0 + ")";
const F8 = "(?=" + F1 + ")";
const F9 = "(?=" + F2 + ")";
const F10 = "(?=" + F3 + ")";
const F11 = "(?=" + F4 + ")";
const F12 = "(?=" + F5 + ")";
const F13 = "(?=" + F6 + ")";
const F14 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F15 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])";
const F16 = "(?:" + F15 + "|%[0-9A-Fa-f]{2})";
const F17 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]|" + F15 + "|%[0-9A-Fa-f]{2})";
const F18 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]|" + F15 + "|%[0-9A-Fa-f]{2})";
const F19 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]|" + F15 + "|%[0-9A-Fa-f]{2})";
const F20 = "(?!" + F17 + ")";
const F21 = "(?:" + F16 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*)";
const F22 = "(?:" + F16 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]*)";
const F23 = "(?:" + F16 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*)";
const F24 = "(?:" + F16 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*)";
const F25 = "(?:" + F16 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]*)";
const F26 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd]|\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])";
const F27 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]*" + F22 + "*@)";
const F28 = "(?:\\/[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F24 + "*)";
const F29 = "(?:" + F26 + "|%[0-9A-Fa-f]{2})";
const F30 = "(?:#[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]*" + F25 + "*)";
const F31 = "(?:" + F29 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]*)";
const F32 = "(?:\\?[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]*" + F31 + "*)";
const F33 = "(?:" + F18 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*|)";
const F34 = "(?:" + F19 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F24 + "*|)";
const F35 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F20 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F21 + "*)";
const F36 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F14 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F14 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F14 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F14 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F14 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F14 + "|" + F7 + "\\k<a12>" + F14 + "|" + F8 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F37 = "(?<a18>" + F36 + ")";
const F38 = "(?=" + F37 + ")";
const F39 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F14 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F14 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F14 + "|" + F9 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F14 + "|" + F10 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F14 + "|" + F11 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F14 + "|" + F12 + "\\k<a31>" + F14 + "|" + F13 + "\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)";
const F40 = "(?:" + F19 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F24 + "*" + F28 + "{0,})";
const F41 = "(?:" + F38 + "\\k<a18>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|" + F39 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F42 = "(?<a37>" + F41 + ")";
const F43 = "(?=" + F42 + ")";
const F44 = "(?:\\[" + F43 + "\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F20 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F21 + "*)";
const F45 = "(?:\\/\\/" + F27 + "?" + F44 + "(?::[0-9]{0,})?" + F28 + "{0,}|\\/" + F40 + "?|" + F18 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*" + F28 + "{0,}|)";
const F46 = "(?:\\/\\/" + F27 + "?" + F44 + "(?::[0-9]{0,})?" + F28 + "{0,}|\\/" + F40 + "?|" + F19 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F24 + "*" + F28 + "{0,}|)";
const F47 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F46 + F32 + "?" + F30 + "?|(?:\\/\\/" + F27 + "?(?:\\[(?=(?<a75>(?:(?=(?<a56>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F14 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F14 + "|(?=(?<a38>(?:[0-9A-Fa-f]{1,4})?))\\k<a38>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F14 + "|(?=(?<a41>(?=(?<a40>(?:(?=(?<a39>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a39>[0-9A-Fa-f]{1,4})?))\\k<a40>::))\\k<a41>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F14 + "|(?=(?<a44>(?=(?<a43>(?:(?=(?<a42>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a42>[0-9A-Fa-f]{1,4})?))\\k<a43>::))\\k<a44>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F14 + "|(?=(?<a47>(?=(?<a46>(?:(?=(?<a45>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a45>[0-9A-Fa-f]{1,4})?))\\k<a46>::))\\k<a47>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F14 + "|(?=(?<a50>(?=(?<a49>(?:(?=(?<a48>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a48>[0-9A-Fa-f]{1,4})?))\\k<a49>::))\\k<a50>" + F14 + "|(?=(?<a53>(?=(?<a52>(?:(?=(?<a51>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a51>[0-9A-Fa-f]{1,4})?))\\k<a52>::))\\k<a53>[0-9A-Fa-f]{1,4}|(?=(?<a55>(?:(?=(?<a54>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a54>[0-9A-Fa-f]{1,4})?))\\k<a55>::)))\\k<a56>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F14 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F14 + "|(?=(?<a57>(?:[0-9A-Fa-f]{1,4})?))\\k<a57>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F14 + "|(?=(?<a60>(?=(?<a59>(?:(?=(?<a58>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a58>[0-9A-Fa-f]{1,4})?))\\k<a59>::))\\k<a60>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F14 + "|(?=(?<a63>(?=(?<a62>(?:(?=(?<a61>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a61>[0-9A-Fa-f]{1,4})?))\\k<a62>::))\\k<a63>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F14 + "|(?=(?<a66>(?=(?<a65>(?:(?=(?<a64>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a64>[0-9A-Fa-f]{1,4})?))\\k<a65>::))\\k<a66>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F14 + "|(?=(?<a69>(?=(?<a68>(?:(?=(?<a67>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a67>[0-9A-Fa-f]{1,4})?))\\k<a68>::))\\k<a69>" + F14 + "|(?=(?<a72>(?=(?<a71>(?:(?=(?<a70>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a70>[0-9A-Fa-f]{1,4})?))\\k<a71>::))\\k<a72>[0-9A-Fa-f]{1,4}|(?=(?<a74>(?:(?=(?<a73>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a73>[0-9A-Fa-f]{1,4})?))\\k<a74>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a75>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F20 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F21 + "*)(?::[0-9]{0,})?" + F28 + "{0,}|\\/" + F40 + "?|" + F18 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*" + F28 + "{0,}|)" + F32 + "?" + F30 + "?)";
const K0 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F46 + F32 + "?" + F30 + "?");
const K1 = new Fused(F46, F34, "/");
const K2 = new Fused(F47);
const K3 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F46 + F32 + "?");
const K4 = new Fused(F45 + F32 + "?" + F30 + "?");
const K5 = new Fused(F45, F33, "/");
const K6 = new Fused(F27 + "?" + F44 + "(?::[0-9]{0,})?", F27 + "?" + F35 + "(?::[0-9]{0,})?", "[");
const K10 = new Fused(F44, F35, "[");
const K44 = new Fused("\\[" + F43 + "\\k<a37>\\]", "(?!)", "[");
const K51 = bits("000000000006ff30efffff78efffff74");
const K55 = /(?:[A-Za-z0-9\-._~]+|%[0-9A-Fa-f]{2})+/y;
const K56 = new Fused(F38 + "\\k<a18>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*");
// IRI
function r_IRI(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["IRI"](input, i);
}

// ihier-part
function r_ihierPart(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["ihierPart"](input, i);
}

// IRI-reference
function r_IRIReference(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["IRIReference"](input, i);
}

// absolute-IRI
function r_absoluteIRI(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["absoluteIRI"](input, i);
}

// irelative-ref
function r_irelativeRef(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["irelativeRef"](input, i);
}

// irelative-part
function r_irelativePart(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["irelativePart"](input, i);
}

// iauthority
function r_iauthority(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["iauthority"](input, i);
}

// ihost
function r_ihost(input, i) {
  return input.length <= 65536 ? K10.match(input, i) : S()["ihost"](input, i);
}

// IP-literal
function r_IPLiteral(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["IPLiteral"](input, i);
}

// ZoneID
function r_ZoneID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K51[c] === 1) || c === 37)) {
            p = Fused.run(K55, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  return input.length <= 65536 ? K56.match(input, i) : S()["IPv6addrz"](input, i);
}

return { ...M, "IRI": r_IRI, "ihierPart": r_ihierPart, "IRIReference": r_IRIReference, "absoluteIRI": r_absoluteIRI, "irelativeRef": r_irelativeRef, "irelativePart": r_irelativePart, "iauthority": r_iauthority, "ihost": r_ihost, "IPLiteral": r_IPLiteral, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3987 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 27), // IRI … port
        [3,[0,"[",0],[4,[11,40],[11,29],[11,28]],[0,"]",0]],
        ...T.rules.slice(28, 39), // IPvFuture … subDelims
        [2,21,1,-1],
        [3,[11,29],[0,"%25",0],[11,39]],
    ],
    sets: [
        ...T.sets.slice(0, 21), // iuserinfo … sub-delims
        ["ZoneID","000000000006ff30efffff78efffff74","","",1],
    ],
  }, meta.rules);
}
