/*
 * GENERATED FILE — do not edit. The grammar "rfc3986+rfc6874", compiled at build time
 * from grammars/rfc3986.ts: rfc3986Grammar(k, { rfc6874: true }).
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
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc3986';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc3986';
import { texts as baseTexts } from './rfc3986';

// the rules this build shares with ./rfc3986
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc3986+rfc6874",
  name: "rfc3986",
  rules: [
    ...B.slice(0, 11), // URI … port
    ["IP-literal","IPLiteral","RFC 6874 §2"],
    ...B.slice(12, 36), // IPvFuture … sub-delims
    ["ZoneID","ZoneID","RFC 6874 §2"],
    ["IPv6addrz","IPv6addrz","RFC 6874 §2"],
  ],
  captured: ["URI","relative-ref","scheme","authority","userinfo","host","IPv4address","IPv6address","IPvFuture","IPv6addrz","ZoneID","reg-name","port","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment"],
  capturedNames: ["URI","relative-ref","scheme","authority","userinfo","host","port","IPvFuture","IPv6address","IPv4address","reg-name","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment","ZoneID","IPv6addrz"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 11), // URI … port
    ["IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\""],
    ...T.slice(12, 36), // IPvFuture … sub-delims
    ["ZoneID = 1*( unreserved / pct-encoded )"],
    ["IPv6addrz = IPv6address \"%25\" ZoneID"],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_IPvFuture = M["IPvFuture"], r_IPv6address = M["IPv6address"];
const K14 = bits("000000000000ff70e7000000e7000000");
const K15 = bits("00000000000000000000040000000400");
const K52 = bits("000000000006ff30efffff78efffff74");
const K56 = /(?:[A-Za-z0-9\-._~]+|%[0-9A-Fa-f]{2})+/y;
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
            if (!(c < 128 && K14[c] === 1)) break A1_0;
            t = r_IPv6addrz(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_1;
            t = r_IPv6address(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K15[c] === 1)) break A1_2;
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
          if (((c < 128 && K52[c] === 1) || c === 37)) {
            p = Fused.run(K56, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(10, s0, p, m0);
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
      R.capture(9, s0, p, m0);
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
const F14 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*|)";
const F15 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*|)";
const F16 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F17 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F18 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F19 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F18 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F20 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F18 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F21 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F20 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|" + F19 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const F22 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|" + F7 + "\\k<a12>" + F17 + "|" + F8 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F23 = "(?<a18>" + F22 + ")";
const F24 = "(?=" + F23 + ")";
const F25 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|" + F9 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|" + F10 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|" + F11 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|" + F12 + "\\k<a31>" + F17 + "|" + F13 + "\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)";
const F26 = "(?:" + F24 + "\\k<a18>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|" + F25 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F27 = "(?<a37>" + F26 + ")";
const F28 = "(?=" + F27 + ")";
const F29 = "(?:\\[" + F28 + "\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F30 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F29 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F31 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F29 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F32 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F31 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:\\[(?=(?<a75>(?:(?=(?<a56>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a38>(?:[0-9A-Fa-f]{1,4})?))\\k<a38>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|(?=(?<a41>(?=(?<a40>(?:(?=(?<a39>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a39>[0-9A-Fa-f]{1,4})?))\\k<a40>::))\\k<a41>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|(?=(?<a44>(?=(?<a43>(?:(?=(?<a42>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a42>[0-9A-Fa-f]{1,4})?))\\k<a43>::))\\k<a44>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|(?=(?<a47>(?=(?<a46>(?:(?=(?<a45>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a45>[0-9A-Fa-f]{1,4})?))\\k<a46>::))\\k<a47>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|(?=(?<a50>(?=(?<a49>(?:(?=(?<a48>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a48>[0-9A-Fa-f]{1,4})?))\\k<a49>::))\\k<a50>" + F17 + "|(?=(?<a53>(?=(?<a52>(?:(?=(?<a51>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a51>[0-9A-Fa-f]{1,4})?))\\k<a52>::))\\k<a53>[0-9A-Fa-f]{1,4}|(?=(?<a55>(?:(?=(?<a54>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a54>[0-9A-Fa-f]{1,4})?))\\k<a55>::)))\\k<a56>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a57>(?:[0-9A-Fa-f]{1,4})?))\\k<a57>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|(?=(?<a60>(?=(?<a59>(?:(?=(?<a58>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a58>[0-9A-Fa-f]{1,4})?))\\k<a59>::))\\k<a60>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|(?=(?<a63>(?=(?<a62>(?:(?=(?<a61>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a61>[0-9A-Fa-f]{1,4})?))\\k<a62>::))\\k<a63>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|(?=(?<a66>(?=(?<a65>(?:(?=(?<a64>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a64>[0-9A-Fa-f]{1,4})?))\\k<a65>::))\\k<a66>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|(?=(?<a69>(?=(?<a68>(?:(?=(?<a67>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a67>[0-9A-Fa-f]{1,4})?))\\k<a68>::))\\k<a69>" + F17 + "|(?=(?<a72>(?=(?<a71>(?:(?=(?<a70>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a70>[0-9A-Fa-f]{1,4})?))\\k<a71>::))\\k<a72>[0-9A-Fa-f]{1,4}|(?=(?<a74>(?:(?=(?<a73>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a73>[0-9A-Fa-f]{1,4})?))\\k<a74>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a75>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const K0 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F31 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F20 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K1 = new Fused(F31, F15, "/");
const K2 = new Fused(F32, F21, "[");
const K3 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F31 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F20 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K4 = new Fused(F30 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", F19 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K5 = new Fused(F30, F14, "/");
const K9 = new Fused("(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F29 + "(?::[0-9]{0,})?", "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F18 + "(?::[0-9]{0,})?", "[");
const K12 = new Fused(F29, F18, "[");
const K15 = new Fused("\\[" + F28 + "\\k<a37>\\]", "(?!)", "[");
const K35 = bits("000000000006ff30efffff78efffff74");
const K39 = /(?:[A-Za-z0-9\-._~]+|%[0-9A-Fa-f]{2})+/y;
const K40 = new Fused(F24 + "\\k<a18>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*");
// URI
function r_URI(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URI"](input, i);
}

// hier-part
function r_hierPart(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["hierPart"](input, i);
}

// URI-reference
function r_URIReference(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["URIReference"](input, i);
}

// absolute-URI
function r_absoluteURI(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["absoluteURI"](input, i);
}

// relative-ref
function r_relativeRef(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["relativeRef"](input, i);
}

// relative-part
function r_relativePart(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["relativePart"](input, i);
}

// authority
function r_authority(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["authority"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["host"](input, i);
}

// IP-literal
function r_IPLiteral(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["IPLiteral"](input, i);
}

// ZoneID
function r_ZoneID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K35[c] === 1) || c === 37)) {
            p = Fused.run(K39, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["IPv6addrz"](input, i);
}

return { ...M, "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "authority": r_authority, "host": r_host, "IPLiteral": r_IPLiteral, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3986 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 11), // URI … port
        [3,[0,"[",0],[4,[11,37],[11,13],[11,12]],[0,"]",0]],
        ...T.rules.slice(12, 36), // IPvFuture … subDelims
        [2,18,1,-1],
        [3,[11,13],[0,"%25",0],[11,36]],
    ],
    sets: [
        ...T.sets.slice(0, 18), // ALPHA … sub-delims
        ["ZoneID","000000000006ff30efffff78efffff74","","",1],
    ],
  }, meta.rules);
}
