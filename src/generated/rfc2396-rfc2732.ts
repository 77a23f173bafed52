/*
 * GENERATED FILE — do not edit. The grammar "rfc2396+rfc2732", compiled at build time
 * from grammars/rfc2396.ts: rfc2396Grammar(k, { rfc2732: true }).
 * Written by `npm run generate`; test/engine/generated.test.ts fails when this file differs from a fresh generation.
 * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives
 * the RFC spelling); validate() and fast() are the compiled modes (src/engine/compile), explain()
 * interprets the rules' table EXPLAIN (src/engine/explain-table.ts).
 */
// @ts-nocheck
import { Fused, HEX, bits } from '../engine/runtime';
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';
import { meta as base } from './rfc2396';

// the rules this build shares with ./rfc2396
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc2396+rfc2732",
  name: "rfc2396",
  rules: [
    ...B.slice(0, 16), // URI-reference … hostport
    ["host","host","RFC 2732 §3","host = hostname | IPv4address | IPv6reference"],
    ...B.slice(17, 20), // hostname … toplabel
    ["IPv4address","IPv4address","RFC 2732 §3","IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT"],
    ...B.slice(21, 30), // port … uric
    ["reserved","reserved","RFC 2732 §3","reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\""],
    ...B.slice(31, 40), // unreserved … digit
    ["IPv6reference","IPv6reference","RFC 2732 §3","ipv6reference = \"[\" IPv6address \"]\""],
    ["IPv6address","IPv6address","RFC 2373 §2.2","IPv6address = x:x:x:x:x:x:x:x | \"::\"-compressed | x:x:x:x:x:x:d.d.d.d ; RFC 2373 §2.2's text forms","IPv6address = x:x:x:x:x:x:x:x | \"::\"-compressed | x:x:x:x:x:x:d.d.d.d"],
    ["hex4","hex4","RFC 2373 §2.2","hex4 = 1*4HEXDIG"],
  ],
  captured: ["absoluteURI","relativeURI","scheme","opaque_part","abs_path","rel_path","authority","server","reg_name","userinfo","host","hostname","IPv4address","IPv6reference","port","query","fragment"],
  capturedNames: ["absoluteURI","relativeURI","opaque_part","abs_path","rel_path","scheme","authority","reg_name","server","userinfo","host","hostname","IPv4address","port","query","fragment","IPv6reference"],
};

// the stretches the fused regexps below share
const F0 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F1 = "(?=(?<a3>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F2 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F3 = "(?=(?<a6>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F4 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F5 = "(?=(?<a9>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F6 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F7 = "(?=(?<a12>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F8 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F9 = "(?=(?<a15>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F10 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F11 = "(?=(?<a18>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F12 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\:\\@\\&\\=\\+\\$\\,]";
const F13 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\:\\&\\=\\+\\$\\,]";
const F14 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\@\\&\\=\\+\\$\\,]";
const F15 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\$\\,\\;\\:\\@\\&\\=\\+]";
const F16 = "[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}";
const F17 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\?\\:\\@\\&\\=\\+\\$\\,]";
const F18 = "[\\;\\/\\?\\:\\@\\&\\=\\+\\$\\,\\[\\]A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)]";
const F19 = "[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F20 = "[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F21 = "(?:" + F14 + "|%[0-9A-Fa-f]{2})";
const F22 = "(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,})";
const F23 = "(?:" + F15 + "|%[0-9A-Fa-f]{2})";
const F24 = "(?:(?:%[0-9A-Fa-f]{2})" + F12 + "*)";
const F25 = "(?:(?:%[0-9A-Fa-f]{2})" + F13 + "*)";
const F26 = "(?:(?:%[0-9A-Fa-f]{2})" + F14 + "*)";
const F27 = "(?:" + F17 + "|%[0-9A-Fa-f]{2})";
const F28 = "(?:" + F0 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F29 = "(?:" + F1 + "\\k<a3>[0-9A-Fa-f]{1,4})";
const F30 = "(?:" + F2 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F31 = "(?:" + F3 + "\\k<a6>[0-9A-Fa-f]{1,4})";
const F32 = "(?:" + F4 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F33 = "(?:" + F5 + "\\k<a9>[0-9A-Fa-f]{1,4})";
const F34 = "(?=" + F22 + ")";
const F35 = "(?!" + F23 + ")";
const F36 = "(?:(?:%[0-9A-Fa-f]{2})" + F15 + "*)";
const F37 = "(?:" + F6 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F38 = "(?:" + F7 + "\\k<a12>[0-9A-Fa-f]{1,4})";
const F39 = "(?:" + F8 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F40 = "(?:" + F9 + "\\k<a15>[0-9A-Fa-f]{1,4})";
const F41 = "(?:" + F10 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F42 = "(?:" + F11 + "\\k<a18>[0-9A-Fa-f]{1,4})";
const F43 = "(?<a2>" + F28 + "?)";
const F44 = "(?<a4>" + F29 + "?)";
const F45 = "(?<a5>" + F30 + "?)";
const F46 = "(?<a7>" + F31 + "?)";
const F47 = "(?<a8>" + F32 + "?)";
const F48 = "(?:(?:%[0-9A-Fa-f]{2})" + F18 + "*)";
const F49 = "(?<a10>" + F33 + "?)";
const F50 = "(?<a11>" + F37 + "?)";
const F51 = "(?<a13>" + F38 + "?)";
const F52 = "(?<a14>" + F39 + "?)";
const F53 = "(?<a16>" + F40 + "?)";
const F54 = "(?<a17>" + F41 + "?)";
const F55 = "(?<a19>" + F42 + "?)";
const F56 = "(?=" + F43 + ")";
const F57 = "(?=" + F44 + ")";
const F58 = "(?=" + F45 + ")";
const F59 = "(?=" + F46 + ")";
const F60 = "(?=" + F47 + ")";
const F61 = "(?=" + F49 + ")";
const F62 = "(?=" + F50 + ")";
const F63 = "(?=" + F51 + ")";
const F64 = "(?=" + F52 + ")";
const F65 = "(?=" + F53 + ")";
const F66 = "(?=" + F54 + ")";
const F67 = "(?=" + F55 + ")";
const F68 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})";
const F69 = "(?:" + F34 + "\\k<a0>\\.(?=[A-Za-z0-9]))";
const F70 = "(?<a3>" + F56 + "\\k<a2>::)";
const F71 = "(?<a5>" + F57 + "\\k<a4>::)";
const F72 = "(?<a6>" + F58 + "\\k<a5>::)";
const F73 = "(?<a8>" + F59 + "\\k<a7>::)";
const F74 = "(?<a9>" + F60 + "\\k<a8>::)";
const F75 = "(?<a11>" + F61 + "\\k<a10>::)";
const F76 = "(?=" + F70 + ")";
const F77 = "(?=" + F71 + ")";
const F78 = "(?=" + F72 + ")";
const F79 = "(?=" + F73 + ")";
const F80 = "(?=" + F74 + ")";
const F81 = "(?<a12>" + F62 + "\\k<a11>::)";
const F82 = "(?<a14>" + F63 + "\\k<a13>::)";
const F83 = "(?<a15>" + F64 + "\\k<a14>::)";
const F84 = "(?<a17>" + F65 + "\\k<a16>::)";
const F85 = "(?=" + F75 + ")";
const F86 = "(?=" + F81 + ")";
const F87 = "(?=" + F82 + ")";
const F88 = "(?=" + F83 + ")";
const F89 = "(?=" + F84 + ")";
const F90 = "(?<a1>" + F69 + "{0,})";
const F91 = "(?=" + F90 + ")";
const F92 = "(?:;" + F12 + "*" + F24 + "*)";
const F93 = "(?:" + F13 + "*" + F25 + "*@)";
const F94 = "(?<a21>" + F93 + "?)";
const F95 = "(?=" + F94 + ")";
const F96 = "(?:\\?" + F18 + "*" + F48 + "*)";
const F97 = F91 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?";
const F98 = F12 + "*" + F24 + "*" + F92 + "{0,}";
const F99 = "(?:\\/" + F12 + "*" + F24 + "*" + F92 + "{0,})";
const F100 = F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,}";
const F101 = "\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,}";
const F102 = "(?:\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,})";
const F103 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F68 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F68 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F68 + "|" + F76 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F68 + "|" + F78 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F68 + "|" + F80 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F68 + "|" + F86 + "\\k<a12>" + F68 + "|" + F88 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F66 + "\\k<a17>::)";
const F104 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F68 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F68 + "|(?=(?<a2>(?:[0-9A-Fa-f]{1,4})?))\\k<a2>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F68 + "|" + F77 + "\\k<a5>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F68 + "|" + F79 + "\\k<a8>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F68 + "|" + F85 + "\\k<a11>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F68 + "|" + F87 + "\\k<a14>" + F68 + "|" + F89 + "\\k<a17>[0-9A-Fa-f]{1,4}|" + F67 + "\\k<a19>::)";
const F105 = "(?<a20>" + F104 + ")";
const F106 = "(?=" + F105 + ")";
const F107 = "(?:" + F91 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|\\[" + F106 + "\\k<a20>\\])";
const F108 = "(?:" + F95 + "\\k<a21>" + F107 + "(?::[0-9]{0,})?)";
const F109 = "(?<a22>" + F108 + "?)";
const F110 = "(?=" + F109 + ")";
const F111 = "(?:" + F110 + "\\k<a22>" + F35 + "|" + F23 + F15 + "*" + F36 + "*)";
const F112 = "(?:\\/\\/" + F111 + F102 + "?|\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,})";
const F113 = "(?:" + F112 + F96 + "?|" + F27 + F18 + "*" + F48 + "*)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("(?:(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F113 + "|(?:\\/\\/(?:(?=(?<a45>(?:(?=(?<a44>" + F93 + "?))\\k<a44>(?:(?=(?<a24>(?:(?=(?<a23>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a23>\\.(?=[A-Za-z0-9])){0,}))\\k<a24>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|\\[(?=(?<a43>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F68 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F68 + "|(?=(?<a25>(?:[0-9A-Fa-f]{1,4})?))\\k<a25>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F68 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F68 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F68 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F68 + "|(?=(?<a37>(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::))\\k<a37>" + F68 + "|(?=(?<a40>(?=(?<a39>(?:(?=(?<a38>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a38>[0-9A-Fa-f]{1,4})?))\\k<a39>::))\\k<a40>[0-9A-Fa-f]{1,4}|(?=(?<a42>(?:(?=(?<a41>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a41>[0-9A-Fa-f]{1,4})?))\\k<a42>::)))\\k<a43>\\])(?::[0-9]{0,})?)?))\\k<a45>" + F35 + "|" + F23 + F15 + "*" + F36 + "*)" + F102 + "?|\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,}|" + F21 + F14 + "*" + F26 + "*" + F102 + "?)" + F96 + "?))?(?:#" + F18 + "*" + F48 + "*)?");
const K1 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F113);
const K2 = new Fused("(?:\\/\\/" + F111 + F102 + "?|\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,}|" + F21 + F14 + "*" + F26 + "*" + F102 + "?)" + F96 + "?");
const K3 = new Fused(F112 + F96 + "?");
const K4 = bits("000000002df7fffaffffff78efffff74");
const K5 = /(?:[\;\/\?\:\@\&\=\+\$\,\[\]A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002dfffffafffffffaefffff74");
const K7 = new Fused("\\/\\/" + F111 + F102 + "?");
const K8 = new Fused(F101);
const K9 = new Fused(F21 + F14 + "*" + F26 + "*" + F102 + "?");
const K10 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7ffb2ffffff78efffff74");
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9\+\-\.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = new Fused(F111);
const K16 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\$\,\;\:\@\&\=\+]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fff2ffffff78efffff74");
const K18 = new Fused(F108 + "?");
const K19 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\:\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7fff2efffff78efffff74");
const K21 = new Fused(F107 + "(?::[0-9]{0,})?");
const K22 = new Fused(F107);
const K23 = new Fused(F97);
const K24 = new Fused(F20);
const K25 = new Fused(F19);
const K26 = new Fused(F16);
const K27 = /[0-9]+/y;
const K28 = bits("000000000000ff300000000000000000");
const K29 = new Fused("(?:(?:\\/" + F12 + "*" + F24 + "*" + F92 + "{0,}" + F99 + "{0,}|" + F27 + F18 + "*" + F48 + "*))?");
const K30 = new Fused(F100);
const K31 = new Fused(F98);
const K32 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K33 = bits("000000002df7ff72ffffff78efffff74");
const K34 = bits("00000000058900ca1000008200000000");
const K35 = bits("000000002876ff30efffff78efffff74");
const K36 = bits("00000000287600000000000800000004");
const K37 = bits("000000000000ff30e7000000e7000000");
const K38 = bits("000000000000ff30efffff70efffff70");
const K39 = bits("000000000000000000000000efffff70");
const K40 = bits("0000000000000000efffff7000000000");
const K41 = new Fused("\\[(?=(?<a18>" + F103 + "))\\k<a18>\\]");
const K42 = new Fused(F103);
// URI-reference
function r_URIReference(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URIReference"](input, i);
}

// absoluteURI
function r_absoluteURI(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["absoluteURI"](input, i);
}

// relativeURI
function r_relativeURI(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["relativeURI"](input, i);
}

// hier_part
function r_hierPart(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["hierPart"](input, i);
}

// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// uric_no_slash
function r_uricNoSlash(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// net_path
function r_netPath(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["netPath"](input, i);
}

// abs_path
function r_absPath(input, i) {
  return input.length <= 65536 ? K8.match(input, i) : S()["absPath"](input, i);
}

// rel_path
function r_relPath(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["relPath"](input, i);
}

// rel_segment
function r_relSegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s4 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K10.lastIndex = p;
              if (K10.test(input)) p = K10.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K10.lastIndex = 0;
                if (!K10.test(w)) break;
                p += K10.lastIndex;
                if (K10.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s4) break F;
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
          const s6 = p;
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
  return input.length <= 65536 ? K15.match(input, i) : S()["authority"](input, i);
}

// reg_name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s8 = p;
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
          if (p === s8) break F;
        }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  return input.length <= 65536 ? K18.match(input, i) : S()["server"](input, i);
}

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s10 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K20[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K19.lastIndex = p;
              if (K19.test(input)) p = K19.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K19.lastIndex = 0;
                if (!K19.test(w)) break;
                p += K19.lastIndex;
                if (K19.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// hostport
function r_hostport(input, i) {
  return input.length <= 65536 ? K21.match(input, i) : S()["hostport"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K22.match(input, i) : S()["host"](input, i);
}

// hostname
function r_hostname(input, i) {
  return input.length <= 65536 ? K23.match(input, i) : S()["hostname"](input, i);
}

// domainlabel
function r_domainlabel(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["domainlabel"](input, i);
}

// toplabel
function r_toplabel(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["toplabel"](input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["IPv4address"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s12 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K28[c] === 1)) {
            if (input.length <= 65536) {
              K27.lastIndex = p;
              if (K27.test(input)) p = K27.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K27.lastIndex = 0;
                if (!K27.test(w)) break;
                p += K27.lastIndex;
                if (K27.lastIndex < w.length - 2 || p >= input.length) break;
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
  return input.length <= 65536 ? K29.match(input, i) : S()["path"](input, i);
}

// path_segments
function r_pathSegments(input, i) {
  return input.length <= 65536 ? K30.match(input, i) : S()["pathSegments"](input, i);
}

// segment
function r_segment(input, i) {
  return input.length <= 65536 ? K31.match(input, i) : S()["segment"](input, i);
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s14 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K33[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K32.lastIndex = p;
              if (K32.test(input)) p = K32.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K32.lastIndex = 0;
                if (!K32.test(w)) break;
                p += K32.lastIndex;
                if (K32.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
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
        if ((c < 128 && K33[c] === 1)) p++;
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
          const s17 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s19 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K34[c] === 1)) p++;
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
        if ((c < 128 && K35[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escaped
function r_escaped(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K38[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K12[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K39[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upalpha
function r_upalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K40[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K28[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// IPv6reference
function r_IPv6reference(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["IPv6reference"](input, i);
}

// IPv6address
function r_IPv6address(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["IPv6address"](input, i);
}

// hex4
function r_hex4(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n32 = 0;
          for (;;) {
            if (n32 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K37[c] === 1)) p++;
            else break;
            n32++;
          }
          if (n32 < 1) break F;
        }
    return p;
  }
  return -1;
}

return { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit, "IPv6reference": r_IPv6reference, "IPv6address": r_IPv6address, "hex4": r_hex4 };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000002fffffb2ffffff78efffff74");
const K1 = bits("0000000000000000efffff70efffff70");
const K2 = bits("00000000800000000000000000000000");
const K3 = bits("00000000000800000000000000000000");
const K4 = bits("000000002ff7fffaffffff78efffff74");
const K5 = bits("000000002ff7ffb2ffffff78efffff74");
const K6 = bits("00000000000000080000000000000000");
const K7 = bits("000000002df7fffaffffff78efffff74");
const K8 = /(?:[\;\/\?\:\@\&\=\+\$\,\[\]A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K9 = bits("000000002dfffffafffffffaefffff74");
const K10 = new Fused(F101);
const K11 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K12 = bits("000000002df7ffb2ffffff78efffff74");
const K13 = bits("0000000000000000efffff70efffff70");
const K14 = /[A-Za-z0-9\+\-\.]+/y;
const K15 = bits("000000000086ff30efffff70efffff70");
const K16 = bits("000000002df7fff2ffffff78efffff74");
const K17 = bits("000000002ff7fff2ffffff78efffff74");
const K18 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\$\,\;\:\@\&\=\+]+|%[0-9A-Fa-f]{2})+/y;
const K19 = bits("000000002ff7fff2fffffff8efffff74");
const K20 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\:\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K21 = bits("000000002df7fff2efffff78efffff74");
const K22 = bits("00000000000000400000000000000000");
const K23 = bits("000000000000ff30efffff70efffff70");
const K24 = bits("000000000000ff300000000000000000");
const K25 = bits("00000000000000000000008000000000");
const K26 = new Fused(F97);
const K27 = bits("000000000000ff30efffff70efffff70");
const K28 = new Fused(F20);
const K29 = /[A-Za-z0-9]+/y;
const K30 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K31 = bits("00000000000200000000000000000000");
const K32 = /[\-]+/y;
const K33 = bits("00000000000200000000000000000000");
const K34 = new Fused(F19);
const K35 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K36 = new Fused(F16);
const K37 = bits("000000000000ff300000000000000000");
const K38 = /[0-9]+/y;
const K39 = bits("000000002ffffffaffffff78efffff74");
const K40 = new Fused(F100);
const K41 = new Fused(F98);
const K42 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K43 = bits("000000002df7ff72ffffff78efffff74");
const K44 = /(?:;(?:(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K45 = bits("00000000000000800000000000000000");
const K46 = bits("00000000058900ca1000008200000000");
const K47 = bits("000000002876ff30efffff78efffff74");
const K48 = bits("00000000287600000000000800000004");
const K49 = bits("000000000000ff30e7000000e7000000");
const K50 = bits("000000000000000000000000efffff70");
const K51 = bits("0000000000000000efffff7000000000");
const K52 = bits("000000000000ff30e7000000e7000000");
const K53 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K54 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K55 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K56 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K57 = bits("000000000000ff70e7000000e7000000");
const K58 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K59 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K60 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K61 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K62 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K63 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K64 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K65 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K66 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K67 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K68 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K69 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K70 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K71 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K72 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K73 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K1[c] === 1)) break A2_0;
                t = r_absoluteURI(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K0[c] === 1)) break A2_1;
                t = r_relativeURI(input, p);
                if (t < 0) break A2_1;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              break O1_f;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
        O3: {
          const s3 = p, m3 = R.top;
          O3_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break O3_f;
            if (input.charCodeAt(p) !== 35) break O3_f;
            p += 1;
            t = r_fragment(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3; R.top = m3;
        }
    return p;
  }
  return -1;
}

// absoluteURI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s4 = p, m4 = R.top;
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        A5: {
          const s5 = p, m5 = R.top;
          A5_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A5_0;
            t = r_hierPart(input, p);
            if (t < 0) break A5_0;
            p = t;
            break A5;
          }
          p = s5; R.top = m5;
          A5_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A5_1;
            t = r_opaquePart(input, p);
            if (t < 0) break A5_1;
            p = t;
            break A5;
          }
          p = s5; R.top = m5;
          break F;
        }
      R.capture(0, s4, p, m4);
    }
    return p;
  }
  return -1;
}

// relativeURI
function r_relativeURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s6 = p, m6 = R.top;
        A7: {
          const s7 = p, m7 = R.top;
          A7_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A7_0;
            t = r_netPath(input, p);
            if (t < 0) break A7_0;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          A7_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A7_1;
            t = r_absPath(input, p);
            if (t < 0) break A7_1;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          A7_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A7_2;
            t = r_relPath(input, p);
            if (t < 0) break A7_2;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          break F;
        }
        O8: {
          const s8 = p, m8 = R.top;
          O8_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break O8_f;
            if (input.charCodeAt(p) !== 63) break O8_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O8_f;
            p = t;
            break O8;
          }
          p = s8; R.top = m8;
        }
      R.capture(1, s6, p, m6);
    }
    return p;
  }
  return -1;
}

// hier_part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A10: {
          const s10 = p, m10 = R.top;
          A10_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A10_0;
            t = r_netPath(input, p);
            if (t < 0) break A10_0;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          A10_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A10_1;
            t = r_absPath(input, p);
            if (t < 0) break A10_1;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          break F;
        }
        O11: {
          const s11 = p, m11 = R.top;
          O11_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break O11_f;
            if (input.charCodeAt(p) !== 63) break O11_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O11_f;
            p = t;
            break O11;
          }
          p = s11; R.top = m11;
        }
    return p;
  }
  return -1;
}

// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s12 = p, m12 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K7[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s13 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K8.lastIndex = p;
              if (K8.test(input)) p = K8.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K8.lastIndex = 0;
                if (!K8.test(w)) break;
                p += K8.lastIndex;
                if (K8.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(3, s12, p, m12);
    }
    return p;
  }
  return -1;
}

// uric_no_slash
function r_uricNoSlash(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K7[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// net_path
function r_netPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
        O16: {
          const s16 = p, m16 = R.top;
          O16_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break O16_f;
            t = r_absPath(input, p);
            if (t < 0) break O16_f;
            p = t;
            break O16;
          }
          p = s16; R.top = m16;
        }
    return p;
  }
  return -1;
}

// abs_path
function r_absPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s17 = p, m17 = R.top;
        if (input.length <= 65536) {
          t = K10.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          t = r_pathSegments(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(4, s17, p, m17);
    }
    return p;
  }
  return -1;
}

// rel_path
function r_relPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s18 = p, m18 = R.top;
        t = r_relSegment(input, p);
        if (t < 0) break F;
        p = t;
        O19: {
          const s19 = p, m19 = R.top;
          O19_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break O19_f;
            t = r_absPath(input, p);
            if (t < 0) break O19_f;
            p = t;
            break O19;
          }
          p = s19; R.top = m19;
        }
      R.capture(5, s18, p, m18);
    }
    return p;
  }
  return -1;
}

// rel_segment
function r_relSegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s21 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K12[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K11.lastIndex = p;
              if (K11.test(input)) p = K11.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K11.lastIndex = 0;
                if (!K11.test(w)) break;
                p += K11.lastIndex;
                if (K11.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s21) break F;
        }
    return p;
  }
  return -1;
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s22 = p, m22 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
        {
          const s23 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K15[c] === 1)) {
            if (input.length <= 65536) {
              K14.lastIndex = p;
              if (K14.test(input)) p = K14.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K14.lastIndex = 0;
                if (!K14.test(w)) break;
                p += K14.lastIndex;
                if (K14.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(2, s22, p, m22);
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
      const s24 = p, m24 = R.top;
        A25: {
          const s25 = p, m25 = R.top;
          A25_0: {
            t = r_server(input, p);
            if (t < 0) break A25_0;
            p = t;
            {
              const s26 = p, m26 = R.top;
              L26: {
                c = input.charCodeAt(p);
                if ((c < 128 && K16[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L26;
                p = s26; R.top = m26;
                break A25_0;
              }
              p = s26; R.top = m26;
            }
            break A25;
          }
          p = s25; R.top = m25;
          A25_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A25_1;
            t = r_regName(input, p);
            if (t < 0) break A25_1;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
          break F;
        }
      R.capture(6, s24, p, m24);
    }
    return p;
  }
  return -1;
}

// reg_name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s27 = p, m27 = R.top;
        {
          const s28 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K16[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K18.lastIndex = p;
              if (K18.test(input)) p = K18.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K18.lastIndex = 0;
                if (!K18.test(w)) break;
                p += K18.lastIndex;
                if (K18.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s28) break F;
        }
      R.capture(8, s27, p, m27);
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
      const s29 = p, m29 = R.top;
        O30: {
          const s30 = p, m30 = R.top;
          O30_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K19[c] === 1)) break O30_f;
            O31: {
              const s31 = p, m31 = R.top;
              O31_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K17[c] === 1)) break O31_f;
                t = r_userinfo(input, p);
                if (t < 0) break O31_f;
                p = t;
                if (input.charCodeAt(p) !== 64) break O31_f;
                p += 1;
                break O31;
              }
              p = s31; R.top = m31;
            }
            t = r_hostport(input, p);
            if (t < 0) break O30_f;
            p = t;
            break O30;
          }
          p = s30; R.top = m30;
        }
      R.capture(7, s29, p, m29);
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
      const s32 = p, m32 = R.top;
        {
          const s33 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K21[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K20.lastIndex = p;
              if (K20.test(input)) p = K20.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K20.lastIndex = 0;
                if (!K20.test(w)) break;
                p += K20.lastIndex;
                if (K20.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(9, s32, p, m32);
    }
    return p;
  }
  return -1;
}

// hostport
function r_hostport(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O35: {
          const s35 = p, m35 = R.top;
          O35_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K22[c] === 1)) break O35_f;
            if (input.charCodeAt(p) !== 58) break O35_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O35_f;
            p = t;
            break O35;
          }
          p = s35; R.top = m35;
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
      const s36 = p, m36 = R.top;
        A37: {
          const s37 = p, m37 = R.top;
          A37_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K23[c] === 1)) break A37_0;
            t = r_hostname(input, p);
            if (t < 0) break A37_0;
            p = t;
            break A37;
          }
          p = s37; R.top = m37;
          A37_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K24[c] === 1)) break A37_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A37_1;
            p = t;
            break A37;
          }
          p = s37; R.top = m37;
          A37_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K25[c] === 1)) break A37_2;
            t = r_IPv6reference(input, p);
            if (t < 0) break A37_2;
            p = t;
            break A37;
          }
          p = s37; R.top = m37;
          break F;
        }
      R.capture(10, s36, p, m36);
    }
    return p;
  }
  return -1;
}

// hostname
function r_hostname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s38 = p, m38 = R.top;
        if (input.length <= 65536) {
          t = K26.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n39 = 0;
            M39: for (;;) {
              const s39 = p, m39 = R.top;
              M39_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K23[c] === 1)) break M39_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M39_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M39_f;
                p += 1;
                L40_ok: {
                  const s40 = p, m40 = R.top;
                  L40: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K27[c] === 1)) p++;
                    else break L40;
                    p = s40; R.top = m40;
                    break L40_ok;
                  }
                  p = s40; R.top = m40;
                  break M39_f;
                }
                if (p === s39) { R.top = m39; break M39; }
                n39++;
                continue M39;
              }
              p = s39; R.top = m39;
              break;
            }
          }
          t = r_toplabel(input, p);
          if (t < 0) break F;
          p = t;
          O41: {
            const s41 = p, m41 = R.top;
            O41_f: {
              if (input.charCodeAt(p) !== 46) break O41_f;
              p += 1;
              break O41;
            }
            p = s41; R.top = m41;
          }
        }
      R.capture(11, s38, p, m38);
    }
    return p;
  }
  return -1;
}

// domainlabel
function r_domainlabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K28.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K27[c] === 1)) p++;
          else break F;
          {
            const s43 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K27[c] === 1)) {
              if (input.length <= 65536) {
                K29.lastIndex = p;
                if (K29.test(input)) p = K29.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K29.lastIndex = 0;
                  if (!K29.test(w)) break;
                  p += K29.lastIndex;
                  if (K29.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n44 = 0;
            M44: for (;;) {
              K30.lastIndex = p;
              if (K30.test(input) && K30.lastIndex > p) { p = K30.lastIndex; n44 = 1; }
              const s44 = p, m44 = R.top;
              M44_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K31[c] === 1)) break M44_f;
                {
                  const s45 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K33[c] === 1)) {
                    if (input.length <= 65536) {
                      K32.lastIndex = p;
                      if (K32.test(input)) p = K32.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K32.lastIndex = 0;
                        if (!K32.test(w)) break;
                        p += K32.lastIndex;
                        if (K32.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s45) break M44_f;
                }
                {
                  const s46 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K27[c] === 1)) {
                    if (input.length <= 65536) {
                      K29.lastIndex = p;
                      if (K29.test(input)) p = K29.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K29.lastIndex = 0;
                        if (!K29.test(w)) break;
                        p += K29.lastIndex;
                        if (K29.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s46) break M44_f;
                }
                if (p === s44) { R.top = m44; break M44; }
                n44++;
                continue M44;
              }
              p = s44; R.top = m44;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K13[c] === 1)) p++;
          else break F;
          {
            const s48 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K27[c] === 1)) {
              if (input.length <= 65536) {
                K29.lastIndex = p;
                if (K29.test(input)) p = K29.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K29.lastIndex = 0;
                  if (!K29.test(w)) break;
                  p += K29.lastIndex;
                  if (K29.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n49 = 0;
            M49: for (;;) {
              K35.lastIndex = p;
              if (K35.test(input) && K35.lastIndex > p) { p = K35.lastIndex; n49 = 1; }
              const s49 = p, m49 = R.top;
              M49_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K31[c] === 1)) break M49_f;
                {
                  const s50 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K33[c] === 1)) {
                    if (input.length <= 65536) {
                      K32.lastIndex = p;
                      if (K32.test(input)) p = K32.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K32.lastIndex = 0;
                        if (!K32.test(w)) break;
                        p += K32.lastIndex;
                        if (K32.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s50) break M49_f;
                }
                {
                  const s51 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K27[c] === 1)) {
                    if (input.length <= 65536) {
                      K29.lastIndex = p;
                      if (K29.test(input)) p = K29.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K29.lastIndex = 0;
                        if (!K29.test(w)) break;
                        p += K29.lastIndex;
                        if (K29.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s51) break M49_f;
                }
                if (p === s49) { R.top = m49; break M49; }
                n49++;
                continue M49;
              }
              p = s49; R.top = m49;
              break;
            }
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
    {
      const s52 = p, m52 = R.top;
        if (input.length <= 65536) {
          t = K36.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n53 = 0;
            for (;;) {
              if (n53 === 3) break;
              c = input.charCodeAt(p);
              if ((c < 128 && K37[c] === 1)) p++;
              else break;
              n53++;
            }
            if (n53 < 1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            let n54 = 0;
            for (;;) {
              if (n54 === 3) break;
              c = input.charCodeAt(p);
              if ((c < 128 && K37[c] === 1)) p++;
              else break;
              n54++;
            }
            if (n54 < 1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            let n55 = 0;
            for (;;) {
              if (n55 === 3) break;
              c = input.charCodeAt(p);
              if ((c < 128 && K37[c] === 1)) p++;
              else break;
              n55++;
            }
            if (n55 < 1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            let n56 = 0;
            for (;;) {
              if (n56 === 3) break;
              c = input.charCodeAt(p);
              if ((c < 128 && K37[c] === 1)) p++;
              else break;
              n56++;
            }
            if (n56 < 1) break F;
          }
        }
      R.capture(12, s52, p, m52);
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
      const s57 = p, m57 = R.top;
        {
          const s58 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K37[c] === 1)) {
            if (input.length <= 65536) {
              K38.lastIndex = p;
              if (K38.test(input)) p = K38.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K38.lastIndex = 0;
                if (!K38.test(w)) break;
                p += K38.lastIndex;
                if (K38.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(14, s57, p, m57);
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O60: {
          const s60 = p, m60 = R.top;
          O60_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K39[c] === 1)) break O60_f;
            A61: {
              const s61 = p, m61 = R.top;
              A61_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K3[c] === 1)) break A61_0;
                t = r_absPath(input, p);
                if (t < 0) break A61_0;
                p = t;
                break A61;
              }
              p = s61; R.top = m61;
              A61_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break A61_1;
                t = r_opaquePart(input, p);
                if (t < 0) break A61_1;
                p = t;
                break A61;
              }
              p = s61; R.top = m61;
              break O60_f;
            }
            break O60;
          }
          p = s60; R.top = m60;
        }
    return p;
  }
  return -1;
}

// path_segments
function r_pathSegments(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K40.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n63 = 0;
            M63: for (;;) {
              const s63 = p, m63 = R.top;
              M63_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K3[c] === 1)) break M63_f;
                if (input.charCodeAt(p) !== 47) break M63_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M63_f;
                p = t;
                if (p === s63) { R.top = m63; break M63; }
                n63++;
                continue M63;
              }
              p = s63; R.top = m63;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K41.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            const s65 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K43[c] === 1) || c === 37)) {
              if (input.length <= 65536) {
                K42.lastIndex = p;
                if (K42.test(input)) p = K42.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K42.lastIndex = 0;
                  if (!K42.test(w)) break;
                  p += K42.lastIndex;
                  if (K42.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n66 = 0;
            M66: for (;;) {
              K44.lastIndex = p;
              if (K44.test(input) && K44.lastIndex > p) { p = K44.lastIndex; n66 = 1; }
              const s66 = p, m66 = R.top;
              M66_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K45[c] === 1)) break M66_f;
                if (input.charCodeAt(p) !== 59) break M66_f;
                p += 1;
                t = r_param(input, p);
                if (t < 0) break M66_f;
                p = t;
                if (p === s66) { R.top = m66; break M66; }
                n66++;
                continue M66;
              }
              p = s66; R.top = m66;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s68 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K43[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K42.lastIndex = p;
              if (K42.test(input)) p = K42.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K42.lastIndex = 0;
                if (!K42.test(w)) break;
                p += K42.lastIndex;
                if (K42.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
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
        if ((c < 128 && K43[c] === 1)) p++;
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
      const s70 = p, m70 = R.top;
        {
          const s71 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K8.lastIndex = p;
              if (K8.test(input)) p = K8.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K8.lastIndex = 0;
                if (!K8.test(w)) break;
                p += K8.lastIndex;
                if (K8.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(15, s70, p, m70);
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
      const s72 = p, m72 = R.top;
        {
          const s73 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K8.lastIndex = p;
              if (K8.test(input)) p = K8.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K8.lastIndex = 0;
                if (!K8.test(w)) break;
                p += K8.lastIndex;
                if (K8.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(16, s72, p, m72);
    }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K46[c] === 1)) p++;
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
        if ((c < 128 && K47[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K48[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escaped
function r_escaped(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K49[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K50[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upalpha
function r_upalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K51[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// IPv6reference
function r_IPv6reference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s85 = p, m85 = R.top;
        if (input.charCodeAt(p) !== 91) break F;
        p += 1;
        t = r_IPv6address(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 93) break F;
        p += 1;
      R.capture(13, s85, p, m85);
    }
    return p;
  }
  return -1;
}

// IPv6address
function r_IPv6address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A87: {
          const s87 = p, m87 = R.top;
          A87_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K52[c] === 1)) break A87_0;
            if (input.length <= 65536) {
              t = K53.match(input, p);
              if (t < 0) break A87_0;
              p = t;
            } else {
              {
                let n88 = 0;
                M88: for (;;) {
                  if (n88 === 6) break;
                  const s88 = p, m88 = R.top;
                  M88_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M88_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M88_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M88_f;
                    p += 1;
                    if (p === s88) { R.top = m88; break M88; }
                    n88++;
                    continue M88;
                  }
                  p = s88; R.top = m88;
                  break;
                }
                if (n88 < 6) break A87_0;
              }
            }
            A89: {
              const s89 = p, m89 = R.top;
              A89_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A89_0;
                if (input.length <= 65536) {
                  t = K54.match(input, p);
                  if (t < 0) break A89_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A89_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A89_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A89_0;
                  p = t;
                }
                break A89;
              }
              p = s89; R.top = m89;
              A89_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A89_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A89_1;
                p = t;
                break A89;
              }
              p = s89; R.top = m89;
              break A87_0;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K22[c] === 1)) break A87_1;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_1;
            p += 2;
            if (input.length <= 65536) {
              t = K55.match(input, p);
              if (t < 0) break A87_1;
              p = t;
            } else {
              {
                let n90 = 0;
                M90: for (;;) {
                  if (n90 === 5) break;
                  const s90 = p, m90 = R.top;
                  M90_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M90_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M90_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M90_f;
                    p += 1;
                    if (p === s90) { R.top = m90; break M90; }
                    n90++;
                    continue M90;
                  }
                  p = s90; R.top = m90;
                  break;
                }
                if (n90 < 5) break A87_1;
              }
            }
            A91: {
              const s91 = p, m91 = R.top;
              A91_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A91_0;
                if (input.length <= 65536) {
                  t = K56.match(input, p);
                  if (t < 0) break A91_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A91_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A91_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A91_0;
                  p = t;
                }
                break A91;
              }
              p = s91; R.top = m91;
              A91_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A91_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A91_1;
                p = t;
                break A91;
              }
              p = s91; R.top = m91;
              break A87_1;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_2;
            if (input.length <= 65536) {
              t = K58.match(input, p);
              if (t < 0) break A87_2;
              p = t;
            } else {
              O92: {
                const s92 = p, m92 = R.top;
                O92_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O92_f;
                  t = r_hex4(input, p);
                  if (t < 0) break O92_f;
                  p = t;
                  break O92;
                }
                p = s92; R.top = m92;
              }
            }
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_2;
            p += 2;
            if (input.length <= 65536) {
              t = K59.match(input, p);
              if (t < 0) break A87_2;
              p = t;
            } else {
              {
                let n93 = 0;
                M93: for (;;) {
                  if (n93 === 4) break;
                  const s93 = p, m93 = R.top;
                  M93_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M93_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M93_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M93_f;
                    p += 1;
                    if (p === s93) { R.top = m93; break M93; }
                    n93++;
                    continue M93;
                  }
                  p = s93; R.top = m93;
                  break;
                }
                if (n93 < 4) break A87_2;
              }
            }
            A94: {
              const s94 = p, m94 = R.top;
              A94_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A94_0;
                if (input.length <= 65536) {
                  t = K60.match(input, p);
                  if (t < 0) break A94_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A94_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A94_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A94_0;
                  p = t;
                }
                break A94;
              }
              p = s94; R.top = m94;
              A94_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A94_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A94_1;
                p = t;
                break A94;
              }
              p = s94; R.top = m94;
              break A87_2;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_3;
            if (input.length <= 65536) {
              t = K61.match(input, p);
              if (t < 0) break A87_3;
              p = t;
            } else {
              O95: {
                const s95 = p, m95 = R.top;
                O95_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O95_f;
                  {
                    let n96 = 0;
                    M96: for (;;) {
                      if (n96 === 1) break;
                      const s96 = p, m96 = R.top;
                      M96_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M96_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M96_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M96_f;
                        p += 1;
                        {
                          const s97 = p, m97 = R.top;
                          L97: {
                            if (input.charCodeAt(p) !== 58) break L97;
                            p += 1;
                            p = s97; R.top = m97;
                            break M96_f;
                          }
                          p = s97; R.top = m97;
                        }
                        if (p === s96) { R.top = m96; break M96; }
                        n96++;
                        continue M96;
                      }
                      p = s96; R.top = m96;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O95_f;
                  p = t;
                  break O95;
                }
                p = s95; R.top = m95;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_3;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K62.match(input, p);
              if (t < 0) break A87_3;
              p = t;
            } else {
              {
                let n98 = 0;
                M98: for (;;) {
                  if (n98 === 3) break;
                  const s98 = p, m98 = R.top;
                  M98_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M98_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M98_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M98_f;
                    p += 1;
                    if (p === s98) { R.top = m98; break M98; }
                    n98++;
                    continue M98;
                  }
                  p = s98; R.top = m98;
                  break;
                }
                if (n98 < 3) break A87_3;
              }
            }
            A99: {
              const s99 = p, m99 = R.top;
              A99_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A99_0;
                if (input.length <= 65536) {
                  t = K63.match(input, p);
                  if (t < 0) break A99_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A99_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A99_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A99_0;
                  p = t;
                }
                break A99;
              }
              p = s99; R.top = m99;
              A99_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A99_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A99_1;
                p = t;
                break A99;
              }
              p = s99; R.top = m99;
              break A87_3;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_4;
            if (input.length <= 65536) {
              t = K64.match(input, p);
              if (t < 0) break A87_4;
              p = t;
            } else {
              O100: {
                const s100 = p, m100 = R.top;
                O100_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O100_f;
                  {
                    let n101 = 0;
                    M101: for (;;) {
                      if (n101 === 2) break;
                      const s101 = p, m101 = R.top;
                      M101_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M101_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M101_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M101_f;
                        p += 1;
                        {
                          const s102 = p, m102 = R.top;
                          L102: {
                            if (input.charCodeAt(p) !== 58) break L102;
                            p += 1;
                            p = s102; R.top = m102;
                            break M101_f;
                          }
                          p = s102; R.top = m102;
                        }
                        if (p === s101) { R.top = m101; break M101; }
                        n101++;
                        continue M101;
                      }
                      p = s101; R.top = m101;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O100_f;
                  p = t;
                  break O100;
                }
                p = s100; R.top = m100;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_4;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K65.match(input, p);
              if (t < 0) break A87_4;
              p = t;
            } else {
              {
                let n103 = 0;
                M103: for (;;) {
                  if (n103 === 2) break;
                  const s103 = p, m103 = R.top;
                  M103_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M103_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M103_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M103_f;
                    p += 1;
                    if (p === s103) { R.top = m103; break M103; }
                    n103++;
                    continue M103;
                  }
                  p = s103; R.top = m103;
                  break;
                }
                if (n103 < 2) break A87_4;
              }
            }
            A104: {
              const s104 = p, m104 = R.top;
              A104_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A104_0;
                if (input.length <= 65536) {
                  t = K66.match(input, p);
                  if (t < 0) break A104_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A104_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A104_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A104_0;
                  p = t;
                }
                break A104;
              }
              p = s104; R.top = m104;
              A104_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A104_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A104_1;
                p = t;
                break A104;
              }
              p = s104; R.top = m104;
              break A87_4;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_5;
            if (input.length <= 65536) {
              t = K67.match(input, p);
              if (t < 0) break A87_5;
              p = t;
            } else {
              O105: {
                const s105 = p, m105 = R.top;
                O105_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O105_f;
                  {
                    let n106 = 0;
                    M106: for (;;) {
                      if (n106 === 3) break;
                      const s106 = p, m106 = R.top;
                      M106_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M106_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M106_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M106_f;
                        p += 1;
                        {
                          const s107 = p, m107 = R.top;
                          L107: {
                            if (input.charCodeAt(p) !== 58) break L107;
                            p += 1;
                            p = s107; R.top = m107;
                            break M106_f;
                          }
                          p = s107; R.top = m107;
                        }
                        if (p === s106) { R.top = m106; break M106; }
                        n106++;
                        continue M106;
                      }
                      p = s106; R.top = m106;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O105_f;
                  p = t;
                  break O105;
                }
                p = s105; R.top = m105;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_5;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K68.match(input, p);
              if (t < 0) break A87_5;
              p = t;
            } else {
              {
                let n108 = 0;
                M108: for (;;) {
                  if (n108 === 1) break;
                  const s108 = p, m108 = R.top;
                  M108_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break M108_f;
                    t = r_hex4(input, p);
                    if (t < 0) break M108_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M108_f;
                    p += 1;
                    if (p === s108) { R.top = m108; break M108; }
                    n108++;
                    continue M108;
                  }
                  p = s108; R.top = m108;
                  break;
                }
                if (n108 < 1) break A87_5;
              }
            }
            A109: {
              const s109 = p, m109 = R.top;
              A109_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A109_0;
                if (input.length <= 65536) {
                  t = K69.match(input, p);
                  if (t < 0) break A109_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A109_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A109_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A109_0;
                  p = t;
                }
                break A109;
              }
              p = s109; R.top = m109;
              A109_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A109_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A109_1;
                p = t;
                break A109;
              }
              p = s109; R.top = m109;
              break A87_5;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_6;
            if (input.length <= 65536) {
              t = K70.match(input, p);
              if (t < 0) break A87_6;
              p = t;
            } else {
              O110: {
                const s110 = p, m110 = R.top;
                O110_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O110_f;
                  {
                    let n111 = 0;
                    M111: for (;;) {
                      if (n111 === 4) break;
                      const s111 = p, m111 = R.top;
                      M111_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M111_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M111_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M111_f;
                        p += 1;
                        {
                          const s112 = p, m112 = R.top;
                          L112: {
                            if (input.charCodeAt(p) !== 58) break L112;
                            p += 1;
                            p = s112; R.top = m112;
                            break M111_f;
                          }
                          p = s112; R.top = m112;
                        }
                        if (p === s111) { R.top = m111; break M111; }
                        n111++;
                        continue M111;
                      }
                      p = s111; R.top = m111;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O110_f;
                  p = t;
                  break O110;
                }
                p = s110; R.top = m110;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_6;
              p += 2;
            }
            A113: {
              const s113 = p, m113 = R.top;
              A113_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K52[c] === 1)) break A113_0;
                if (input.length <= 65536) {
                  t = K71.match(input, p);
                  if (t < 0) break A113_0;
                  p = t;
                } else {
                  t = r_hex4(input, p);
                  if (t < 0) break A113_0;
                  p = t;
                  if (input.charCodeAt(p) !== 58) break A113_0;
                  p += 1;
                  t = r_hex4(input, p);
                  if (t < 0) break A113_0;
                  p = t;
                }
                break A113;
              }
              p = s113; R.top = m113;
              A113_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break A113_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A113_1;
                p = t;
                break A113;
              }
              p = s113; R.top = m113;
              break A87_6;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_7;
            if (input.length <= 65536) {
              t = K72.match(input, p);
              if (t < 0) break A87_7;
              p = t;
            } else {
              O114: {
                const s114 = p, m114 = R.top;
                O114_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O114_f;
                  {
                    let n115 = 0;
                    M115: for (;;) {
                      if (n115 === 5) break;
                      const s115 = p, m115 = R.top;
                      M115_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M115_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M115_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M115_f;
                        p += 1;
                        {
                          const s116 = p, m116 = R.top;
                          L116: {
                            if (input.charCodeAt(p) !== 58) break L116;
                            p += 1;
                            p = s116; R.top = m116;
                            break M115_f;
                          }
                          p = s116; R.top = m116;
                        }
                        if (p === s115) { R.top = m115; break M115; }
                        n115++;
                        continue M115;
                      }
                      p = s115; R.top = m115;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O114_f;
                  p = t;
                  break O114;
                }
                p = s114; R.top = m114;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_7;
              p += 2;
              t = r_hex4(input, p);
              if (t < 0) break A87_7;
              p = t;
            }
            break A87;
          }
          p = s87; R.top = m87;
          A87_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K57[c] === 1)) break A87_8;
            if (input.length <= 65536) {
              t = K73.match(input, p);
              if (t < 0) break A87_8;
              p = t;
            } else {
              O117: {
                const s117 = p, m117 = R.top;
                O117_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K52[c] === 1)) break O117_f;
                  {
                    let n118 = 0;
                    M118: for (;;) {
                      if (n118 === 6) break;
                      const s118 = p, m118 = R.top;
                      M118_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M118_f;
                        t = r_hex4(input, p);
                        if (t < 0) break M118_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M118_f;
                        p += 1;
                        {
                          const s119 = p, m119 = R.top;
                          L119: {
                            if (input.charCodeAt(p) !== 58) break L119;
                            p += 1;
                            p = s119; R.top = m119;
                            break M118_f;
                          }
                          p = s119; R.top = m119;
                        }
                        if (p === s118) { R.top = m118; break M118; }
                        n118++;
                        continue M118;
                      }
                      p = s118; R.top = m118;
                      break;
                    }
                  }
                  t = r_hex4(input, p);
                  if (t < 0) break O117_f;
                  p = t;
                  break O117;
                }
                p = s117; R.top = m117;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A87_8;
              p += 2;
            }
            break A87;
          }
          p = s87; R.top = m87;
          break F;
        }
    return p;
  }
  return -1;
}

// hex4
function r_hex4(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n121 = 0;
          for (;;) {
            if (n121 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K49[c] === 1)) p++;
            else break;
            n121++;
          }
          if (n121 < 1) break F;
        }
    return p;
  }
  return -1;
}

return { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit, "IPv6reference": r_IPv6reference, "IPv6address": r_IPv6address, "hex4": r_hex4 };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URIReference","absoluteURI","relativeURI","hierPart","opaquePart","uricNoSlash","netPath","absPath","relPath","relSegment","scheme","authority","regName","server","userinfo","hostport","host","hostname","domainlabel","toplabel","IPv4address","port","path","pathSegments","segment","param","pchar","query","fragment","uric","reserved","unreserved","mark","escaped","hex","alphanum","alpha","lowalpha","upalpha","digit","IPv6reference","IPv6address","hex4"],
  rules: [
    [10,"URI-reference",[3,[5,[4,[11,1],[11,2]]],[5,[3,[0,"#",0],[11,28]]]]], // URIReference
    [10,"absoluteURI",[3,[11,10],[0,":",0],[4,[11,3],[11,4]]]], // absoluteURI
    [10,"relativeURI",[3,[4,[11,6],[11,7],[11,8]],[5,[3,[0,"?",0],[11,27]]]]], // relativeURI
    [10,"hier_part",[3,[4,[11,6],[11,7]],[5,[3,[0,"?",0],[11,27]]]]], // hierPart
    [10,"opaque_part",[3,[1,0],[2,1,0,-1]]], // opaquePart
    [10,"uric_no_slash",[1,0]], // uricNoSlash
    [10,"net_path",[3,[0,"//",0],[11,11],[5,[11,7]]]], // netPath
    [10,"abs_path",[3,[0,"/",0],[11,23]]], // absPath
    [10,"rel_path",[3,[11,9],[5,[11,7]]]], // relPath
    [10,"rel_segment",[2,2,1,-1]], // relSegment
    [10,"scheme",[3,[1,3],[2,4,0,-1]]], // scheme
    [10,"authority",[4,[3,[11,13],[7,[1,5]]],[11,12]]], // authority
    [10,"reg_name",[2,5,1,-1]], // regName
    [10,"server",[5,[3,[5,[3,[11,14],[0,"@",0]]],[11,15]]]], // server
    [10,"userinfo",[2,6,0,-1]], // userinfo
    [10,"hostport",[3,[11,16],[5,[3,[0,":",0],[11,21]]]]], // hostport
    [10,"host",[4,[11,17],[11,20],[11,40]]], // host
    [10,"hostname",[3,[6,[3,[11,18],[0,".",0],[8,[1,7]]],0,-1],[11,19],[5,[0,".",0]]]], // hostname
    [10,"domainlabel",[3,[1,7],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]]], // domainlabel
    [10,"toplabel",[3,[1,3],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]]], // toplabel
    [10,"IPv4address",[3,[2,9,1,3],[0,".",0],[2,9,1,3],[0,".",0],[2,9,1,3],[0,".",0],[2,9,1,3]]], // IPv4address
    [10,"port",[2,9,0,-1]], // port
    [10,"path",[5,[4,[11,7],[11,4]]]], // path
    [10,"path_segments",[3,[11,24],[6,[3,[0,"/",0],[11,24]],0,-1]]], // pathSegments
    [10,"segment",[3,[2,10,0,-1],[6,[3,[0,";",0],[11,25]],0,-1]]], // segment
    [10,"param",[2,10,0,-1]], // param
    [10,"pchar",[1,10]], // pchar
    [10,"query",[2,1,0,-1]], // query
    [10,"fragment",[2,1,0,-1]], // fragment
    [10,"uric",[1,1]], // uric
    [10,"reserved",[1,11]], // reserved
    [10,"unreserved",[1,12]], // unreserved
    [10,"mark",[1,13]], // mark
    [10,"escaped",[3,[0,"%",0],[11,34],[11,34]]], // escaped
    [10,"hex",[1,14]], // hex
    [10,"alphanum",[1,7]], // alphanum
    [10,"alpha",[1,3]], // alpha
    [10,"lowalpha",[1,15]], // lowalpha
    [10,"upalpha",[1,16]], // upalpha
    [10,"digit",[1,9]], // digit
    [10,"IPv6reference",[3,[0,"[",0],[11,41],[0,"]",0]]], // IPv6reference
    [10,"IPv6address",[4,[3,[6,[3,[11,42],[0,":",0]],6,6],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[0,"::",0],[6,[3,[11,42],[0,":",0]],5,5],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[5,[11,42]],[0,"::",0],[6,[3,[11,42],[0,":",0]],4,4],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,1],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],3,3],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,2],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],2,2],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,3],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],1,1],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,4],[11,42]]],[0,"::",0]],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,5],[11,42]]],[0,"::",0]],[11,42]],[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,6],[11,42]]],[0,"::",0]]]], // IPv6address
    [10,"hex4",[2,14,1,4]], // hex4
  ],
  sets: [
    ["uric_no_slash","000000002df7fffaffffff78efffff74","","",1],
    ["uric","000000002dfffffafffffffaefffff74","","",1],
    ["rel_segment","000000002df7ffb2ffffff78efffff74","","",1],
    ["alpha","0000000000000000efffff70efffff70","","",0],
    ["scheme","000000000086ff30efffff70efffff70","","",0],
    ["reg_name","000000002df7fff2ffffff78efffff74","","",1],
    ["userinfo","000000002df7fff2efffff78efffff74","","",1],
    ["alphanum","000000000000ff30efffff70efffff70","","",0],
    ["\"-\"","00000000000200000000000000000000","","",0],
    ["digit","000000000000ff300000000000000000","","",0],
    ["pchar","000000002df7ff72ffffff78efffff74","","",1],
    ["reserved","00000000058900ca1000008200000000","","",0],
    ["unreserved","000000002876ff30efffff78efffff74","","",0],
    ["mark","00000000287600000000000800000004","","",0],
    ["hex","000000000000ff30e7000000e7000000","","",0],
    ["lowalpha","000000000000000000000000efffff70","","",0],
    ["upalpha","0000000000000000efffff7000000000","","",0],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
