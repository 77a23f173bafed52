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
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';
import { meta as base } from './rfc3986';

// the rules this build shares with ./rfc3986
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc3986+rfc6874",
  name: "rfc3986",
  rules: [
    ...B.slice(0, 11), // URI … port
    ["IP-literal","IPLiteral","RFC 6874 §2","IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\""],
    ...B.slice(12, 36), // IPvFuture … sub-delims
    ["ZoneID","ZoneID","RFC 6874 §2","ZoneID = 1*( unreserved / pct-encoded )"],
    ["IPv6addrz","IPv6addrz","RFC 6874 §2","IPv6addrz = IPv6address \"%25\" ZoneID"],
  ],
  captured: ["URI","relative-ref","scheme","authority","userinfo","host","IPv4address","IPv6address","IPvFuture","IPv6addrz","ZoneID","reg-name","port","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment"],
  capturedNames: ["URI","relative-ref","scheme","authority","userinfo","host","port","IPvFuture","IPv6address","IPv4address","reg-name","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment","ZoneID","IPv6addrz"],
};

// the stretches the fused regexps below share
const F0 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F1 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F2 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F3 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F4 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*)";
const F5 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F6 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F7 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F8 = "(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F9 = "(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F10 = "(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F11 = "(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F12 = "(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F13 = "(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F14 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F15 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]";
const F16 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]";
const F17 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]";
const F18 = "(?:" + F0 + "|%[0-9A-Fa-f]{2})";
const F19 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F20 = "(?:" + F15 + "|%[0-9A-Fa-f]{2})";
const F21 = "(?!" + F18 + ")";
const F22 = "(?:(?:%[0-9A-Fa-f]{2})" + F0 + "*)";
const F23 = "(?:" + F16 + "|%[0-9A-Fa-f]{2})";
const F24 = "(?:(?:%[0-9A-Fa-f]{2})" + F14 + "*)";
const F25 = "(?:(?:%[0-9A-Fa-f]{2})" + F15 + "*)";
const F26 = "(?:" + F1 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F27 = "(?:" + F2 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F28 = "(?:" + F3 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F29 = "[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,}";
const F30 = "(?:(?:%[0-9A-Fa-f]{2})" + F16 + "*)";
const F31 = "(?:" + F5 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F32 = "(?:" + F6 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F33 = "(?:" + F7 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F34 = "(?:" + F8 + "\\k<a20>[0-9A-Fa-f]{1,4})";
const F35 = "(?:" + F9 + "\\k<a23>[0-9A-Fa-f]{1,4})";
const F36 = "(?:" + F10 + "\\k<a26>[0-9A-Fa-f]{1,4})";
const F37 = "(?:" + F11 + "\\k<a29>[0-9A-Fa-f]{1,4})";
const F38 = "(?:" + F12 + "\\k<a32>[0-9A-Fa-f]{1,4})";
const F39 = "(?:" + F13 + "\\k<a35>[0-9A-Fa-f]{1,4})";
const F40 = "(?:(?:%[0-9A-Fa-f]{2})" + F17 + "*)";
const F41 = "(?<a2>" + F26 + "?)";
const F42 = "(?<a5>" + F27 + "?)";
const F43 = "(?<a8>" + F28 + "?)";
const F44 = "(?<a11>" + F31 + "?)";
const F45 = "(?<a14>" + F32 + "?)";
const F46 = "(?<a17>" + F33 + "?)";
const F47 = "(?<a21>" + F34 + "?)";
const F48 = "(?<a24>" + F35 + "?)";
const F49 = "(?<a27>" + F36 + "?)";
const F50 = "(?<a30>" + F37 + "?)";
const F51 = "(?<a33>" + F38 + "?)";
const F52 = "(?<a36>" + F39 + "?)";
const F53 = "(?=" + F41 + ")";
const F54 = "(?=" + F42 + ")";
const F55 = "(?=" + F43 + ")";
const F56 = "(?=" + F44 + ")";
const F57 = "(?=" + F45 + ")";
const F58 = "(?=" + F46 + ")";
const F59 = "(?=" + F47 + ")";
const F60 = "(?=" + F48 + ")";
const F61 = "(?=" + F49 + ")";
const F62 = "(?=" + F50 + ")";
const F63 = "(?=" + F51 + ")";
const F64 = "(?=" + F52 + ")";
const F65 = "(?<a3>" + F53 + "\\k<a2>::)";
const F66 = "(?<a6>" + F54 + "\\k<a5>::)";
const F67 = "(?<a9>" + F55 + "\\k<a8>::)";
const F68 = "(?=" + F65 + ")";
const F69 = "(?=" + F66 + ")";
const F70 = "(?=" + F67 + ")";
const F71 = "(?<a12>" + F56 + "\\k<a11>::)";
const F72 = "(?<a15>" + F57 + "\\k<a14>::)";
const F73 = "(?<a22>" + F59 + "\\k<a21>::)";
const F74 = "(?<a25>" + F60 + "\\k<a24>::)";
const F75 = "(?<a28>" + F61 + "\\k<a27>::)";
const F76 = "(?<a31>" + F62 + "\\k<a30>::)";
const F77 = "(?<a34>" + F63 + "\\k<a33>::)";
const F78 = "(?=" + F71 + ")";
const F79 = "(?=" + F72 + ")";
const F80 = "(?=" + F73 + ")";
const F81 = "(?=" + F74 + ")";
const F82 = "(?=" + F75 + ")";
const F83 = "(?=" + F76 + ")";
const F84 = "(?=" + F77 + ")";
const F85 = "(?:" + F14 + "*" + F24 + "*@)";
const F86 = "(?:\\/" + F16 + "*" + F30 + "*)";
const F87 = F86 + "{0,}";
const F88 = "(?:#" + F17 + "*" + F40 + "*)";
const F89 = "(?:\\?" + F17 + "*" + F40 + "*)";
const F90 = "(?:" + F20 + F15 + "*" + F25 + "*|)";
const F91 = "(?:" + F23 + F16 + "*" + F30 + "*|)";
const F92 = F19 + "\\." + F19 + "\\." + F19 + "\\." + F19;
const F93 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F19 + "\\." + F19 + "\\." + F19 + "\\." + F19 + ")";
const F94 = F20 + F15 + "*" + F25 + "*" + F86 + "{0,}";
const F95 = F23 + F16 + "*" + F30 + "*" + F86 + "{0,}";
const F96 = "(?:" + F23 + F16 + "*" + F30 + "*" + F86 + "{0,})";
const F97 = "\\/" + F96 + "?";
const F98 = "(?:" + F19 + "\\." + F19 + "\\." + F19 + "\\." + F19 + F21 + "|" + F0 + "*" + F22 + "*)";
const F99 = "(?:(?=\\/)" + F86 + "{0,}|" + F23 + F16 + "*" + F30 + "*" + F86 + "{0,}|)";
const F100 = "(?:\\/\\/" + F85 + "?" + F98 + "(?::[0-9]{0,})?" + F86 + "{0,}|\\/" + F96 + "?|" + F20 + F15 + "*" + F25 + "*" + F86 + "{0,}|)";
const F101 = "(?:\\/\\/" + F85 + "?" + F98 + "(?::[0-9]{0,})?" + F86 + "{0,}|\\/" + F96 + "?|" + F23 + F16 + "*" + F30 + "*" + F86 + "{0,}|)";
const F102 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F93 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F93 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F93 + "|" + F68 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F93 + "|" + F69 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F93 + "|" + F70 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F93 + "|" + F78 + "\\k<a12>" + F93 + "|" + F79 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F58 + "\\k<a17>::)";
const F103 = "(?<a18>" + F102 + ")";
const F104 = "(?=" + F103 + ")";
const F105 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F93 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F93 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F93 + "|" + F80 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F93 + "|" + F81 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F93 + "|" + F82 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F93 + "|" + F83 + "\\k<a31>" + F93 + "|" + F84 + "\\k<a34>[0-9A-Fa-f]{1,4}|" + F64 + "\\k<a36>::)";
const F106 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F101 + F89 + "?" + F88 + "?|" + F100 + F89 + "?" + F88 + "?)";
const F107 = "(?:" + F104 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F4 + "*|" + F105 + "|[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,})";
const F108 = "(?<a37>" + F107 + ")";
const F109 = "(?=" + F108 + ")";
const F110 = "(?:\\[" + F109 + "\\k<a37>\\]|" + F19 + "\\." + F19 + "\\." + F19 + "\\." + F19 + F21 + "|" + F0 + "*" + F22 + "*)";
const F111 = "(?:\\/\\/" + F85 + "?" + F110 + "(?::[0-9]{0,})?" + F86 + "{0,}|\\/" + F96 + "?|" + F20 + F15 + "*" + F25 + "*" + F86 + "{0,}|)";
const F112 = "(?:\\/\\/" + F85 + "?" + F110 + "(?::[0-9]{0,})?" + F86 + "{0,}|\\/" + F96 + "?|" + F23 + F16 + "*" + F30 + "*" + F86 + "{0,}|)";
const F113 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F112 + F89 + "?" + F88 + "?|(?:\\/\\/" + F85 + "?(?:\\[(?=(?<a75>(?:(?=(?<a56>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F93 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F93 + "|(?=(?<a38>(?:[0-9A-Fa-f]{1,4})?))\\k<a38>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F93 + "|(?=(?<a41>(?=(?<a40>(?:(?=(?<a39>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a39>[0-9A-Fa-f]{1,4})?))\\k<a40>::))\\k<a41>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F93 + "|(?=(?<a44>(?=(?<a43>(?:(?=(?<a42>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a42>[0-9A-Fa-f]{1,4})?))\\k<a43>::))\\k<a44>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F93 + "|(?=(?<a47>(?=(?<a46>(?:(?=(?<a45>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a45>[0-9A-Fa-f]{1,4})?))\\k<a46>::))\\k<a47>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F93 + "|(?=(?<a50>(?=(?<a49>(?:(?=(?<a48>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a48>[0-9A-Fa-f]{1,4})?))\\k<a49>::))\\k<a50>" + F93 + "|(?=(?<a53>(?=(?<a52>(?:(?=(?<a51>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a51>[0-9A-Fa-f]{1,4})?))\\k<a52>::))\\k<a53>[0-9A-Fa-f]{1,4}|(?=(?<a55>(?:(?=(?<a54>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a54>[0-9A-Fa-f]{1,4})?))\\k<a55>::)))\\k<a56>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F4 + "*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F93 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F93 + "|(?=(?<a57>(?:[0-9A-Fa-f]{1,4})?))\\k<a57>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F93 + "|(?=(?<a60>(?=(?<a59>(?:(?=(?<a58>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a58>[0-9A-Fa-f]{1,4})?))\\k<a59>::))\\k<a60>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F93 + "|(?=(?<a63>(?=(?<a62>(?:(?=(?<a61>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a61>[0-9A-Fa-f]{1,4})?))\\k<a62>::))\\k<a63>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F93 + "|(?=(?<a66>(?=(?<a65>(?:(?=(?<a64>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a64>[0-9A-Fa-f]{1,4})?))\\k<a65>::))\\k<a66>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F93 + "|(?=(?<a69>(?=(?<a68>(?:(?=(?<a67>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a67>[0-9A-Fa-f]{1,4})?))\\k<a68>::))\\k<a69>" + F93 + "|(?=(?<a72>(?=(?<a71>(?:(?=(?<a70>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a70>[0-9A-Fa-f]{1,4})?))\\k<a71>::))\\k<a72>[0-9A-Fa-f]{1,4}|(?=(?<a74>(?:(?=(?<a73>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a73>[0-9A-Fa-f]{1,4})?))\\k<a74>::)|[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,})))\\k<a75>\\]|" + F19 + "\\." + F19 + "\\." + F19 + "\\." + F19 + F21 + "|" + F0 + "*" + F22 + "*)(?::[0-9]{0,})?" + F86 + "{0,}|\\/" + F96 + "?|" + F20 + F15 + "*" + F25 + "*" + F86 + "{0,}|)" + F89 + "?" + F88 + "?)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F112 + F89 + "?" + F88 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F101 + F89 + "?" + F88 + "?", "[");
const K1 = new Fused(F112, F91, "/");
const K2 = new Fused(F113, F106, "[");
const K3 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F112 + F89 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F101 + F89 + "?", "[");
const K4 = new Fused(F111 + F89 + "?" + F88 + "?", F100 + F89 + "?" + F88 + "?", "[");
const K5 = new Fused(F111, F90, "/");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9\+\-\.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused(F85 + "?" + F110 + "(?::[0-9]{0,})?", F85 + "?" + F98 + "(?::[0-9]{0,})?", "[");
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = new Fused(F110, F98, "[");
const K13 = /[0-9]+/y;
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused("\\[" + F109 + "\\k<a37>\\]", "(?!)", "[");
const K16 = new Fused(F29);
const K17 = new Fused(F102);
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = new Fused(F93);
const K20 = new Fused(F92);
const K21 = new Fused(F19);
const K22 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = new Fused(F99);
const K25 = new Fused(F87);
const K26 = new Fused(F97);
const K27 = new Fused(F94);
const K28 = new Fused(F95);
const K29 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K30 = bits("000000002df7fff2ffffff78efffff74");
const K31 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K32 = bits("000000002df7ffb2ffffff78efffff74");
const K33 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K34 = bits("000000002dfffffaffffff78efffff74");
const K35 = bits("000000000006ff30efffff78efffff74");
const K36 = bits("00000000adf900ca1000008200000000");
const K37 = bits("00000000800800481000008200000000");
const K38 = bits("000000002df100820000000000000000");
const K39 = /(?:[A-Za-z0-9\-\.\_\~]+|%[0-9A-Fa-f]{2})+/y;
const K40 = new Fused(F104 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F4 + "*");
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

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K8[c] === 1)) {
            if (input.length <= 65536) {
              K7.lastIndex = p;
              if (K7.test(input)) p = K7.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K7.lastIndex = 0;
                if (!K7.test(w)) break;
                p += K7.lastIndex;
                if (K7.lastIndex < w.length - 2 || p >= input.length) break;
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
  return input.length <= 65536 ? K9.match(input, i) : S()["authority"](input, i);
}

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s3 = p;
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
        }
    return p;
  }
  return -1;
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["host"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s5 = p;
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

// IP-literal
function r_IPLiteral(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["IPLiteral"](input, i);
}

// IPvFuture
function r_IPvFuture(input, i) {
  return input.length <= 65536 ? K16.match(input, i) : S()["IPvFuture"](input, i);
}

// IPv6address
function r_IPv6address(input, i) {
  return input.length <= 65536 ? K17.match(input, i) : S()["IPv6address"](input, i);
}

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n7 = 0;
          for (;;) {
            if (n7 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break;
            n7++;
          }
          if (n7 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  return input.length <= 65536 ? K19.match(input, i) : S()["ls32"](input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return input.length <= 65536 ? K20.match(input, i) : S()["IPv4address"](input, i);
}

// dec-octet
function r_decOctet(input, i) {
  return input.length <= 65536 ? K21.match(input, i) : S()["decOctet"](input, i);
}

// reg-name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s9 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K23[c] === 1) || c === 37)) {
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
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["path"](input, i);
}

// path-abempty
function r_pathAbempty(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["pathAbempty"](input, i);
}

// path-absolute
function r_pathAbsolute(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["pathAbsolute"](input, i);
}

// path-noscheme
function r_pathNoscheme(input, i) {
  return input.length <= 65536 ? K27.match(input, i) : S()["pathNoscheme"](input, i);
}

// path-rootless
function r_pathRootless(input, i) {
  return input.length <= 65536 ? K28.match(input, i) : S()["pathRootless"](input, i);
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
          const s12 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K30[c] === 1) || c === 37)) {
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
    return p;
  }
  return -1;
}

// segment-nz
function r_segmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s14 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K30[c] === 1) || c === 37)) {
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
          if (p === s14) break F;
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
          const s16 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K32[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K31.lastIndex = p;
              if (K31.test(input)) p = K31.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K31.lastIndex = 0;
                if (!K31.test(w)) break;
                p += K31.lastIndex;
                if (K31.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s16) break F;
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
        if ((c < 128 && K30[c] === 1)) p++;
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
          const s19 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K34[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K33.lastIndex = p;
              if (K33.test(input)) p = K33.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K33.lastIndex = 0;
                if (!K33.test(w)) break;
                p += K33.lastIndex;
                if (K33.lastIndex < w.length - 2 || p >= input.length) break;
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
          const s21 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K34[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K33.lastIndex = p;
              if (K33.test(input)) p = K33.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K33.lastIndex = 0;
                if (!K33.test(w)) break;
                p += K33.lastIndex;
                if (K33.lastIndex < w.length - 2 || p >= input.length) break;
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
        if ((c < 128 && K18[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
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

// reserved
function r_reserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
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
        if ((c < 128 && K37[c] === 1)) p++;
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
        if ((c < 128 && K38[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// ZoneID
function r_ZoneID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s28 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K35[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K39.lastIndex = p;
              if (K39.test(input)) p = K39.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K39.lastIndex = 0;
                if (!K39.test(w)) break;
                p += K39.lastIndex;
                if (K39.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s28) break F;
        }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["IPv6addrz"](input, i);
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
}

export function fast(R: Records): Matchers {
const K0 = bits("00000000000000080000000000000000");
const K1 = bits("00000000800000000000000000000000");
const K2 = bits("00000000000800000000000000000000");
const K3 = bits("000000002ff7fff2ffffff78efffff74");
const K4 = bits("0000000000000000efffff70efffff70");
const K5 = bits("000000002ff7ffb2ffffff78efffff74");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9\+\-\.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = bits("00000000000000400000000000000000");
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = bits("00000000000000000000008000000000");
const K13 = bits("000000000000ff300000000000000000");
const K14 = bits("000000002df7ffb2efffff78efffff74");
const K15 = /[0-9]+/y;
const K16 = bits("000000000000ff300000000000000000");
const K17 = bits("000000000000ff70e7000000e7000000");
const K18 = bits("00000000000000000000040000000400");
const K19 = new Fused(F29);
const K20 = /[0-9A-Fa-f]+/y;
const K21 = bits("000000000000ff30e7000000e7000000");
const K22 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K23 = bits("000000000000ff30e7000000e7000000");
const K24 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K25 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K26 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K27 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K28 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K29 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K30 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K31 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K32 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K33 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K34 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K35 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K36 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K37 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K38 = new Fused(F92);
const K39 = new Fused(F19);
const K40 = bits("00000000000040000000000000000000");
const K41 = bits("000000000000f3000000000000000000");
const K42 = bits("000000000000f1000000000000000000");
const K43 = bits("00000000000020000000000000000000");
const K44 = bits("000000000000ef300000000000000000");
const K45 = bits("000000000000ef300000000000000000");
const K46 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K47 = new Fused(F87);
const K48 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K49 = new Fused(F97);
const K50 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K51 = new Fused(F94);
const K52 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K53 = new Fused(F95);
const K54 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K55 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K56 = bits("000000002df7fff2ffffff78efffff74");
const K57 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K58 = bits("000000002df7ffb2ffffff78efffff74");
const K59 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K60 = bits("000000002dfffffaffffff78efffff74");
const K61 = bits("000000000006ff30efffff78efffff74");
const K62 = bits("00000000adf900ca1000008200000000");
const K63 = bits("00000000800800481000008200000000");
const K64 = bits("000000002df100820000000000000000");
const K65 = /(?:[A-Za-z0-9\-\.\_\~]+|%[0-9A-Fa-f]{2})+/y;
// URI
function r_URI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
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
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
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
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break O2_f;
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

// hier-part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A4: {
          const s4 = p, m4 = R.top;
          A4_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A4_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A4_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A4_0;
            p = t;
            t = r_pathAbempty(input, p);
            if (t < 0) break A4_0;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A4_1;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A4_1;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A4_2;
            t = r_pathRootless(input, p);
            if (t < 0) break A4_2;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A4_3;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
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
        A6: {
          const s6 = p, m6 = R.top;
          A6_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A6_0;
            t = r_URI(input, p);
            if (t < 0) break A6_0;
            p = t;
            break A6;
          }
          p = s6; R.top = m6;
          A6_1: {
            t = r_relativeRef(input, p);
            if (t < 0) break A6_1;
            p = t;
            break A6;
          }
          p = s6; R.top = m6;
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
        O8: {
          const s8 = p, m8 = R.top;
          O8_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O8_f;
            if (input.charCodeAt(p) !== 63) break O8_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O8_f;
            p = t;
            break O8;
          }
          p = s8; R.top = m8;
        }
    return p;
  }
  return -1;
}

// relative-ref
function r_relativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s9 = p, m9 = R.top;
        t = r_relativePart(input, p);
        if (t < 0) break F;
        p = t;
        O10: {
          const s10 = p, m10 = R.top;
          O10_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O10_f;
            if (input.charCodeAt(p) !== 63) break O10_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O10_f;
            p = t;
            break O10;
          }
          p = s10; R.top = m10;
        }
        O11: {
          const s11 = p, m11 = R.top;
          O11_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break O11_f;
            if (input.charCodeAt(p) !== 35) break O11_f;
            p += 1;
            t = r_fragment(input, p);
            if (t < 0) break O11_f;
            p = t;
            break O11;
          }
          p = s11; R.top = m11;
        }
      R.capture(1, s9, p, m9);
    }
    return p;
  }
  return -1;
}

// relative-part
function r_relativePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A13: {
          const s13 = p, m13 = R.top;
          A13_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A13_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A13_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A13_0;
            p = t;
            t = r_pathAbempty(input, p);
            if (t < 0) break A13_0;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A13_1;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A13_1;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A13_2;
            t = r_pathNoscheme(input, p);
            if (t < 0) break A13_2;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A13_3;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
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
    {
      const s14 = p, m14 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else break F;
        {
          const s15 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K8[c] === 1)) {
            if (input.length <= 65536) {
              K7.lastIndex = p;
              if (K7.test(input)) p = K7.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K7.lastIndex = 0;
                if (!K7.test(w)) break;
                p += K7.lastIndex;
                if (K7.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(2, s14, p, m14);
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
      const s16 = p, m16 = R.top;
        O17: {
          const s17 = p, m17 = R.top;
          O17_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break O17_f;
            t = r_userinfo(input, p);
            if (t < 0) break O17_f;
            p = t;
            if (input.charCodeAt(p) !== 64) break O17_f;
            p += 1;
            break O17;
          }
          p = s17; R.top = m17;
        }
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O18: {
          const s18 = p, m18 = R.top;
          O18_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K9[c] === 1)) break O18_f;
            if (input.charCodeAt(p) !== 58) break O18_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O18_f;
            p = t;
            break O18;
          }
          p = s18; R.top = m18;
        }
      R.capture(3, s16, p, m16);
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
      const s19 = p, m19 = R.top;
        {
          const s20 = p;
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
        }
      R.capture(4, s19, p, m19);
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
      const s21 = p, m21 = R.top;
        A22: {
          const s22 = p, m22 = R.top;
          A22_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K12[c] === 1)) break A22_0;
            t = r_IPLiteral(input, p);
            if (t < 0) break A22_0;
            p = t;
            break A22;
          }
          p = s22; R.top = m22;
          A22_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K13[c] === 1)) break A22_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A22_1;
            p = t;
            {
              const s23 = p, m23 = R.top;
              L23: {
                c = input.charCodeAt(p);
                if ((c < 128 && K14[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L23;
                p = s23; R.top = m23;
                break A22_1;
              }
              p = s23; R.top = m23;
            }
            break A22;
          }
          p = s22; R.top = m22;
          A22_2: {
            t = r_regName(input, p);
            if (t < 0) break A22_2;
            p = t;
            break A22;
          }
          p = s22; R.top = m22;
          break F;
        }
      R.capture(5, s21, p, m21);
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
      const s24 = p, m24 = R.top;
        {
          const s25 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) {
            if (input.length <= 65536) {
              K15.lastIndex = p;
              if (K15.test(input)) p = K15.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K15.lastIndex = 0;
                if (!K15.test(w)) break;
                p += K15.lastIndex;
                if (K15.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(12, s24, p, m24);
    }
    return p;
  }
  return -1;
}

// IP-literal
function r_IPLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 91) break F;
        p += 1;
        A27: {
          const s27 = p, m27 = R.top;
          A27_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A27_0;
            t = r_IPv6addrz(input, p);
            if (t < 0) break A27_0;
            p = t;
            break A27;
          }
          p = s27; R.top = m27;
          A27_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A27_1;
            t = r_IPv6address(input, p);
            if (t < 0) break A27_1;
            p = t;
            break A27;
          }
          p = s27; R.top = m27;
          A27_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K18[c] === 1)) break A27_2;
            t = r_IPvFuture(input, p);
            if (t < 0) break A27_2;
            p = t;
            break A27;
          }
          p = s27; R.top = m27;
          break F;
        }
        if (input.charCodeAt(p) !== 93) break F;
        p += 1;
    return p;
  }
  return -1;
}

// IPvFuture
function r_IPvFuture(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s28 = p, m28 = R.top;
        if (input.length <= 65536) {
          t = K19.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s29 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K21[c] === 1)) {
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
            if (p === s29) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s30 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K11[c] === 1)) {
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
            if (p === s30) break F;
          }
        }
      R.capture(8, s28, p, m28);
    }
    return p;
  }
  return -1;
}

// IPv6address
function r_IPv6address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s31 = p, m31 = R.top;
        A32: {
          const s32 = p, m32 = R.top;
          A32_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K23[c] === 1)) break A32_0;
            if (input.length <= 65536) {
              t = K24.match(input, p);
              if (t < 0) break A32_0;
              p = t;
            } else {
              {
                let n33 = 0;
                M33: for (;;) {
                  if (n33 === 6) break;
                  const s33 = p, m33 = R.top;
                  M33_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M33_f;
                    t = r_h16(input, p);
                    if (t < 0) break M33_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M33_f;
                    p += 1;
                    if (p === s33) { R.top = m33; break M33; }
                    n33++;
                    continue M33;
                  }
                  p = s33; R.top = m33;
                  break;
                }
                if (n33 < 6) break A32_0;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_0;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K9[c] === 1)) break A32_1;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_1;
            p += 2;
            if (input.length <= 65536) {
              t = K25.match(input, p);
              if (t < 0) break A32_1;
              p = t;
            } else {
              {
                let n34 = 0;
                M34: for (;;) {
                  if (n34 === 5) break;
                  const s34 = p, m34 = R.top;
                  M34_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M34_f;
                    t = r_h16(input, p);
                    if (t < 0) break M34_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M34_f;
                    p += 1;
                    if (p === s34) { R.top = m34; break M34; }
                    n34++;
                    continue M34;
                  }
                  p = s34; R.top = m34;
                  break;
                }
                if (n34 < 5) break A32_1;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_1;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_2;
            if (input.length <= 65536) {
              t = K26.match(input, p);
              if (t < 0) break A32_2;
              p = t;
            } else {
              O35: {
                const s35 = p, m35 = R.top;
                O35_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O35_f;
                  t = r_h16(input, p);
                  if (t < 0) break O35_f;
                  p = t;
                  break O35;
                }
                p = s35; R.top = m35;
              }
            }
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_2;
            p += 2;
            if (input.length <= 65536) {
              t = K27.match(input, p);
              if (t < 0) break A32_2;
              p = t;
            } else {
              {
                let n36 = 0;
                M36: for (;;) {
                  if (n36 === 4) break;
                  const s36 = p, m36 = R.top;
                  M36_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M36_f;
                    t = r_h16(input, p);
                    if (t < 0) break M36_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M36_f;
                    p += 1;
                    if (p === s36) { R.top = m36; break M36; }
                    n36++;
                    continue M36;
                  }
                  p = s36; R.top = m36;
                  break;
                }
                if (n36 < 4) break A32_2;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_2;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_3;
            if (input.length <= 65536) {
              t = K28.match(input, p);
              if (t < 0) break A32_3;
              p = t;
            } else {
              O37: {
                const s37 = p, m37 = R.top;
                O37_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O37_f;
                  {
                    let n38 = 0;
                    M38: for (;;) {
                      if (n38 === 1) break;
                      const s38 = p, m38 = R.top;
                      M38_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M38_f;
                        t = r_h16(input, p);
                        if (t < 0) break M38_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M38_f;
                        p += 1;
                        {
                          const s39 = p, m39 = R.top;
                          L39: {
                            if (input.charCodeAt(p) !== 58) break L39;
                            p += 1;
                            p = s39; R.top = m39;
                            break M38_f;
                          }
                          p = s39; R.top = m39;
                        }
                        if (p === s38) { R.top = m38; break M38; }
                        n38++;
                        continue M38;
                      }
                      p = s38; R.top = m38;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O37_f;
                  p = t;
                  break O37;
                }
                p = s37; R.top = m37;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_3;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K29.match(input, p);
              if (t < 0) break A32_3;
              p = t;
            } else {
              {
                let n40 = 0;
                M40: for (;;) {
                  if (n40 === 3) break;
                  const s40 = p, m40 = R.top;
                  M40_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M40_f;
                    t = r_h16(input, p);
                    if (t < 0) break M40_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M40_f;
                    p += 1;
                    if (p === s40) { R.top = m40; break M40; }
                    n40++;
                    continue M40;
                  }
                  p = s40; R.top = m40;
                  break;
                }
                if (n40 < 3) break A32_3;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_3;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_4;
            if (input.length <= 65536) {
              t = K30.match(input, p);
              if (t < 0) break A32_4;
              p = t;
            } else {
              O41: {
                const s41 = p, m41 = R.top;
                O41_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O41_f;
                  {
                    let n42 = 0;
                    M42: for (;;) {
                      if (n42 === 2) break;
                      const s42 = p, m42 = R.top;
                      M42_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M42_f;
                        t = r_h16(input, p);
                        if (t < 0) break M42_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M42_f;
                        p += 1;
                        {
                          const s43 = p, m43 = R.top;
                          L43: {
                            if (input.charCodeAt(p) !== 58) break L43;
                            p += 1;
                            p = s43; R.top = m43;
                            break M42_f;
                          }
                          p = s43; R.top = m43;
                        }
                        if (p === s42) { R.top = m42; break M42; }
                        n42++;
                        continue M42;
                      }
                      p = s42; R.top = m42;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O41_f;
                  p = t;
                  break O41;
                }
                p = s41; R.top = m41;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_4;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K31.match(input, p);
              if (t < 0) break A32_4;
              p = t;
            } else {
              {
                let n44 = 0;
                M44: for (;;) {
                  if (n44 === 2) break;
                  const s44 = p, m44 = R.top;
                  M44_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M44_f;
                    t = r_h16(input, p);
                    if (t < 0) break M44_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M44_f;
                    p += 1;
                    if (p === s44) { R.top = m44; break M44; }
                    n44++;
                    continue M44;
                  }
                  p = s44; R.top = m44;
                  break;
                }
                if (n44 < 2) break A32_4;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_4;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_5;
            if (input.length <= 65536) {
              t = K32.match(input, p);
              if (t < 0) break A32_5;
              p = t;
            } else {
              O45: {
                const s45 = p, m45 = R.top;
                O45_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O45_f;
                  {
                    let n46 = 0;
                    M46: for (;;) {
                      if (n46 === 3) break;
                      const s46 = p, m46 = R.top;
                      M46_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M46_f;
                        t = r_h16(input, p);
                        if (t < 0) break M46_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M46_f;
                        p += 1;
                        {
                          const s47 = p, m47 = R.top;
                          L47: {
                            if (input.charCodeAt(p) !== 58) break L47;
                            p += 1;
                            p = s47; R.top = m47;
                            break M46_f;
                          }
                          p = s47; R.top = m47;
                        }
                        if (p === s46) { R.top = m46; break M46; }
                        n46++;
                        continue M46;
                      }
                      p = s46; R.top = m46;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O45_f;
                  p = t;
                  break O45;
                }
                p = s45; R.top = m45;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_5;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K33.match(input, p);
              if (t < 0) break A32_5;
              p = t;
            } else {
              {
                let n48 = 0;
                M48: for (;;) {
                  if (n48 === 1) break;
                  const s48 = p, m48 = R.top;
                  M48_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K23[c] === 1)) break M48_f;
                    t = r_h16(input, p);
                    if (t < 0) break M48_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M48_f;
                    p += 1;
                    if (p === s48) { R.top = m48; break M48; }
                    n48++;
                    continue M48;
                  }
                  p = s48; R.top = m48;
                  break;
                }
                if (n48 < 1) break A32_5;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_5;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_6;
            if (input.length <= 65536) {
              t = K34.match(input, p);
              if (t < 0) break A32_6;
              p = t;
            } else {
              O49: {
                const s49 = p, m49 = R.top;
                O49_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O49_f;
                  {
                    let n50 = 0;
                    M50: for (;;) {
                      if (n50 === 4) break;
                      const s50 = p, m50 = R.top;
                      M50_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M50_f;
                        t = r_h16(input, p);
                        if (t < 0) break M50_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M50_f;
                        p += 1;
                        {
                          const s51 = p, m51 = R.top;
                          L51: {
                            if (input.charCodeAt(p) !== 58) break L51;
                            p += 1;
                            p = s51; R.top = m51;
                            break M50_f;
                          }
                          p = s51; R.top = m51;
                        }
                        if (p === s50) { R.top = m50; break M50; }
                        n50++;
                        continue M50;
                      }
                      p = s50; R.top = m50;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O49_f;
                  p = t;
                  break O49;
                }
                p = s49; R.top = m49;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_6;
              p += 2;
            }
            t = r_ls32(input, p);
            if (t < 0) break A32_6;
            p = t;
            break A32;
          }
          p = s32; R.top = m32;
          A32_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_7;
            if (input.length <= 65536) {
              t = K35.match(input, p);
              if (t < 0) break A32_7;
              p = t;
            } else {
              O52: {
                const s52 = p, m52 = R.top;
                O52_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O52_f;
                  {
                    let n53 = 0;
                    M53: for (;;) {
                      if (n53 === 5) break;
                      const s53 = p, m53 = R.top;
                      M53_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M53_f;
                        t = r_h16(input, p);
                        if (t < 0) break M53_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M53_f;
                        p += 1;
                        {
                          const s54 = p, m54 = R.top;
                          L54: {
                            if (input.charCodeAt(p) !== 58) break L54;
                            p += 1;
                            p = s54; R.top = m54;
                            break M53_f;
                          }
                          p = s54; R.top = m54;
                        }
                        if (p === s53) { R.top = m53; break M53; }
                        n53++;
                        continue M53;
                      }
                      p = s53; R.top = m53;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O52_f;
                  p = t;
                  break O52;
                }
                p = s52; R.top = m52;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_7;
              p += 2;
              t = r_h16(input, p);
              if (t < 0) break A32_7;
              p = t;
            }
            break A32;
          }
          p = s32; R.top = m32;
          A32_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A32_8;
            if (input.length <= 65536) {
              t = K36.match(input, p);
              if (t < 0) break A32_8;
              p = t;
            } else {
              O55: {
                const s55 = p, m55 = R.top;
                O55_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K23[c] === 1)) break O55_f;
                  {
                    let n56 = 0;
                    M56: for (;;) {
                      if (n56 === 6) break;
                      const s56 = p, m56 = R.top;
                      M56_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K23[c] === 1)) break M56_f;
                        t = r_h16(input, p);
                        if (t < 0) break M56_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M56_f;
                        p += 1;
                        {
                          const s57 = p, m57 = R.top;
                          L57: {
                            if (input.charCodeAt(p) !== 58) break L57;
                            p += 1;
                            p = s57; R.top = m57;
                            break M56_f;
                          }
                          p = s57; R.top = m57;
                        }
                        if (p === s56) { R.top = m56; break M56; }
                        n56++;
                        continue M56;
                      }
                      p = s56; R.top = m56;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O55_f;
                  p = t;
                  break O55;
                }
                p = s55; R.top = m55;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_8;
              p += 2;
            }
            break A32;
          }
          p = s32; R.top = m32;
          break F;
        }
      R.capture(7, s31, p, m31);
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
          let n59 = 0;
          for (;;) {
            if (n59 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K21[c] === 1)) p++;
            else break;
            n59++;
          }
          if (n59 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A61: {
          const s61 = p, m61 = R.top;
          A61_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K23[c] === 1)) break A61_0;
            if (input.length <= 65536) {
              t = K37.match(input, p);
              if (t < 0) break A61_0;
              p = t;
            } else {
              t = r_h16(input, p);
              if (t < 0) break A61_0;
              p = t;
              if (input.charCodeAt(p) !== 58) break A61_0;
              p += 1;
              t = r_h16(input, p);
              if (t < 0) break A61_0;
              p = t;
            }
            break A61;
          }
          p = s61; R.top = m61;
          A61_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K13[c] === 1)) break A61_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A61_1;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          break F;
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
      const s62 = p, m62 = R.top;
        if (input.length <= 65536) {
          t = K38.match(input, p);
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
      R.capture(6, s62, p, m62);
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
      t = K39.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A64: {
            const s64 = p, m64 = R.top;
            A64_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K40[c] === 1)) break A64_0;
              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A64_0;
              p += 2;
              c = input.charCodeAt(p);
              if ((c < 128 && K41[c] === 1)) p++;
              else break A64_0;
              break A64;
            }
            p = s64; R.top = m64;
            A64_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K40[c] === 1)) break A64_1;
              if (input.charCodeAt(p) !== 50) break A64_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K42[c] === 1)) p++;
              else break A64_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K16[c] === 1)) p++;
              else break A64_1;
              break A64;
            }
            p = s64; R.top = m64;
            A64_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K43[c] === 1)) break A64_2;
              if (input.charCodeAt(p) !== 49) break A64_2;
              p += 1;
              {
                let n65 = 0;
                for (;;) {
                  if (n65 === 2) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K16[c] === 1)) p++;
                  else break;
                  n65++;
                }
                if (n65 < 2) break A64_2;
              }
              break A64;
            }
            p = s64; R.top = m64;
            A64_3: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K44[c] === 1)) break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K45[c] === 1)) p++;
              else break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K16[c] === 1)) p++;
              else break A64_3;
              break A64;
            }
            p = s64; R.top = m64;
            A64_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K16[c] === 1)) p++;
              else break A64_4;
              break A64;
            }
            p = s64; R.top = m64;
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
      const s66 = p, m66 = R.top;
        {
          const s67 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K14[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K46.lastIndex = p;
              if (K46.test(input)) p = K46.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K46.lastIndex = 0;
                if (!K46.test(w)) break;
                p += K46.lastIndex;
                if (K46.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(11, s66, p, m66);
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A69: {
          const s69 = p, m69 = R.top;
          A69_0: {
            L70_ok: {
              const s70 = p, m70 = R.top;
              L70: {
                if (input.charCodeAt(p) !== 47) break L70;
                p += 1;
                p = s70; R.top = m70;
                break L70_ok;
              }
              p = s70; R.top = m70;
              break A69_0;
            }
            t = r_pathAbempty(input, p);
            if (t < 0) break A69_0;
            p = t;
            break A69;
          }
          p = s69; R.top = m69;
          A69_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A69_1;
            t = r_pathRootless(input, p);
            if (t < 0) break A69_1;
            p = t;
            break A69;
          }
          p = s69; R.top = m69;
          A69_2: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A69_2;
            p = t;
            break A69;
          }
          p = s69; R.top = m69;
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
      const s71 = p, m71 = R.top;
        if (input.length <= 65536) {
          t = K47.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n72 = 0;
            M72: for (;;) {
              K48.lastIndex = p;
              if (K48.test(input) && K48.lastIndex > p) { p = K48.lastIndex; n72 = 1; }
              const s72 = p, m72 = R.top;
              M72_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M72_f;
                if (input.charCodeAt(p) !== 47) break M72_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M72_f;
                p = t;
                if (p === s72) { R.top = m72; break M72; }
                n72++;
                continue M72;
              }
              p = s72; R.top = m72;
              break;
            }
          }
        }
      R.capture(13, s71, p, m71);
    }
    return p;
  }
  return -1;
}

// path-absolute
function r_pathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s73 = p, m73 = R.top;
        if (input.length <= 65536) {
          t = K49.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O74: {
            const s74 = p, m74 = R.top;
            O74_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O74_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O74_f;
              p = t;
              {
                let n75 = 0;
                M75: for (;;) {
                  K50.lastIndex = p;
                  if (K50.test(input) && K50.lastIndex > p) { p = K50.lastIndex; n75 = 1; }
                  const s75 = p, m75 = R.top;
                  M75_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K2[c] === 1)) break M75_f;
                    if (input.charCodeAt(p) !== 47) break M75_f;
                    p += 1;
                    t = r_segment(input, p);
                    if (t < 0) break M75_f;
                    p = t;
                    if (p === s75) { R.top = m75; break M75; }
                    n75++;
                    continue M75;
                  }
                  p = s75; R.top = m75;
                  break;
                }
              }
              break O74;
            }
            p = s74; R.top = m74;
          }
        }
      R.capture(14, s73, p, m73);
    }
    return p;
  }
  return -1;
}

// path-noscheme
function r_pathNoscheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s76 = p, m76 = R.top;
        if (input.length <= 65536) {
          t = K51.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n77 = 0;
            M77: for (;;) {
              K52.lastIndex = p;
              if (K52.test(input) && K52.lastIndex > p) { p = K52.lastIndex; n77 = 1; }
              const s77 = p, m77 = R.top;
              M77_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M77_f;
                if (input.charCodeAt(p) !== 47) break M77_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M77_f;
                p = t;
                if (p === s77) { R.top = m77; break M77; }
                n77++;
                continue M77;
              }
              p = s77; R.top = m77;
              break;
            }
          }
        }
      R.capture(15, s76, p, m76);
    }
    return p;
  }
  return -1;
}

// path-rootless
function r_pathRootless(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s78 = p, m78 = R.top;
        if (input.length <= 65536) {
          t = K53.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n79 = 0;
            M79: for (;;) {
              K54.lastIndex = p;
              if (K54.test(input) && K54.lastIndex > p) { p = K54.lastIndex; n79 = 1; }
              const s79 = p, m79 = R.top;
              M79_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M79_f;
                if (input.charCodeAt(p) !== 47) break M79_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M79_f;
                p = t;
                if (p === s79) { R.top = m79; break M79; }
                n79++;
                continue M79;
              }
              p = s79; R.top = m79;
              break;
            }
          }
        }
      R.capture(16, s78, p, m78);
    }
    return p;
  }
  return -1;
}

// path-empty
function r_pathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s80 = p, m80 = R.top;
      R.capture(17, s80, p, m80);
    }
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s82 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K56[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K55.lastIndex = p;
              if (K55.test(input)) p = K55.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K55.lastIndex = 0;
                if (!K55.test(w)) break;
                p += K55.lastIndex;
                if (K55.lastIndex < w.length - 2 || p >= input.length) break;
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
          const s84 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K56[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K55.lastIndex = p;
              if (K55.test(input)) p = K55.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K55.lastIndex = 0;
                if (!K55.test(w)) break;
                p += K55.lastIndex;
                if (K55.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s84) break F;
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
          const s86 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K58[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K57.lastIndex = p;
              if (K57.test(input)) p = K57.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K57.lastIndex = 0;
                if (!K57.test(w)) break;
                p += K57.lastIndex;
                if (K57.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s86) break F;
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
        if ((c < 128 && K56[c] === 1)) p++;
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
      const s88 = p, m88 = R.top;
        {
          const s89 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K60[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K59.lastIndex = p;
              if (K59.test(input)) p = K59.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K59.lastIndex = 0;
                if (!K59.test(w)) break;
                p += K59.lastIndex;
                if (K59.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(18, s88, p, m88);
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
      const s90 = p, m90 = R.top;
        {
          const s91 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K60[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K59.lastIndex = p;
              if (K59.test(input)) p = K59.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K59.lastIndex = 0;
                if (!K59.test(w)) break;
                p += K59.lastIndex;
                if (K59.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(19, s90, p, m90);
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
        if ((c < 128 && K21[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K21[c] === 1)) p++;
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
        if ((c < 128 && K61[c] === 1)) p++;
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
        if ((c < 128 && K62[c] === 1)) p++;
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
        if ((c < 128 && K63[c] === 1)) p++;
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
        if ((c < 128 && K64[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// ZoneID
function r_ZoneID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s97 = p, m97 = R.top;
        {
          const s98 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K61[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K65.lastIndex = p;
              if (K65.test(input)) p = K65.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K65.lastIndex = 0;
                if (!K65.test(w)) break;
                p += K65.lastIndex;
                if (K65.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s98) break F;
        }
      R.capture(10, s97, p, m97);
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
      const s99 = p, m99 = R.top;
        t = r_IPv6address(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 53) break F;
        p += 3;
        t = r_ZoneID(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(9, s99, p, m99);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URI","hierPart","URIReference","absoluteURI","relativeRef","relativePart","scheme","authority","userinfo","host","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","regName","path","pathAbempty","pathAbsolute","pathNoscheme","pathRootless","pathEmpty","segment","segmentNz","segmentNzNc","pchar","query","fragment","pctEncoded","unreserved","reserved","genDelims","subDelims","ZoneID","IPv6addrz"],
  rules: [
    [10,"URI",[3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]]], // URI
    [10,"hier-part",[4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,23],[11,24]]], // hierPart
    [10,"URI-reference",[4,[11,0],[11,4]]], // URIReference
    [10,"absolute-URI",[3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]]]], // absoluteURI
    [10,"relative-ref",[3,[11,5],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]]], // relativeRef
    [10,"relative-part",[4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,22],[11,24]]], // relativePart
    [10,"scheme",[3,[1,0],[2,1,0,-1]]], // scheme
    [10,"authority",[3,[5,[3,[11,8],[0,"@",0]]],[11,9],[5,[3,[0,":",0],[11,10]]]]], // authority
    [10,"userinfo",[2,2,0,-1]], // userinfo
    [10,"host",[4,[11,11],[3,[11,16],[7,[1,3]]],[11,18]]], // host
    [10,"port",[2,4,0,-1]], // port
    [10,"IP-literal",[3,[0,"[",0],[4,[11,37],[11,13],[11,12]],[0,"]",0]]], // IPLiteral
    [10,"IPvFuture",[3,[0,"v",1],[2,5,1,-1],[0,".",0],[2,6,1,-1]]], // IPvFuture
    [10,"IPv6address",[4,[3,[6,[3,[11,14],[0,":",0]],6,6],[11,15]],[3,[0,"::",0],[6,[3,[11,14],[0,":",0]],5,5],[11,15]],[3,[5,[11,14]],[0,"::",0],[6,[3,[11,14],[0,":",0]],4,4],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,1],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],3,3],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,2],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],2,2],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,3],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],1,1],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,4],[11,14]]],[0,"::",0]],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,5],[11,14]]],[0,"::",0]],[11,14]],[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,6],[11,14]]],[0,"::",0]]]], // IPv6address
    [10,"h16",[2,5,1,4]], // h16
    [10,"ls32",[4,[3,[11,14],[0,":",0],[11,14]],[11,16]]], // ls32
    [10,"IPv4address",[3,[11,17],[0,".",0],[11,17],[0,".",0],[11,17],[0,".",0],[11,17]]], // IPv4address
    [10,"dec-octet",[4,[3,[0,"25",0],[1,7]],[3,[0,"2",0],[1,8],[1,4]],[3,[0,"1",0],[2,4,2,2]],[3,[1,9],[1,4]],[1,4]]], // decOctet
    [10,"reg-name",[2,3,0,-1]], // regName
    [10,"path",[4,[3,[8,[0,"/",0]],[11,20]],[11,23],[11,24]]], // path
    [10,"path-abempty",[6,[3,[0,"/",0],[11,25]],0,-1]], // pathAbempty
    [10,"path-absolute",[3,[0,"/",0],[5,[3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]]]]], // pathAbsolute
    [10,"path-noscheme",[3,[11,27],[6,[3,[0,"/",0],[11,25]],0,-1]]], // pathNoscheme
    [10,"path-rootless",[3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]]], // pathRootless
    [10,"path-empty",[3]], // pathEmpty
    [10,"segment",[2,10,0,-1]], // segment
    [10,"segment-nz",[2,10,1,-1]], // segmentNz
    [10,"segment-nz-nc",[2,11,1,-1]], // segmentNzNc
    [10,"pchar",[1,10]], // pchar
    [10,"query",[2,12,0,-1]], // query
    [10,"fragment",[2,13,0,-1]], // fragment
    [10,"pct-encoded",[3,[0,"%",0],[1,5],[1,5]]], // pctEncoded
    [10,"unreserved",[1,14]], // unreserved
    [10,"reserved",[1,15]], // reserved
    [10,"gen-delims",[1,16]], // genDelims
    [10,"sub-delims",[1,17]], // subDelims
    [10,"ZoneID",[2,18,1,-1]], // ZoneID
    [10,"IPv6addrz",[3,[11,13],[0,"%25",0],[11,36]]], // IPv6addrz
  ],
  sets: [
    ["ALPHA","0000000000000000efffff70efffff70","","",0],
    ["scheme","000000000086ff30efffff70efffff70","","",0],
    ["userinfo","000000002df7fff2efffff78efffff74","","",1],
    ["reg-name","000000002df7ffb2efffff78efffff74","","",1],
    ["DIGIT","000000000000ff300000000000000000","","",0],
    ["HEXDIG","000000000000ff30e7000000e7000000","","",0],
    ["IPvFuture","000000002df7fff2efffff78efffff74","","",0],
    ["%x30-35","000000000000f3000000000000000000","","",0],
    ["%x30-34","000000000000f1000000000000000000","","",0],
    ["%x31-39","000000000000ef300000000000000000","","",0],
    ["pchar","000000002df7fff2ffffff78efffff74","","",1],
    ["segment-nz-nc","000000002df7ffb2ffffff78efffff74","","",1],
    ["query","000000002dfffffaffffff78efffff74","","",1],
    ["fragment","000000002dfffffaffffff78efffff74","","",1],
    ["unreserved","000000000006ff30efffff78efffff74","","",0],
    ["reserved","00000000adf900ca1000008200000000","","",0],
    ["gen-delims","00000000800800481000008200000000","","",0],
    ["sub-delims","000000002df100820000000000000000","","",0],
    ["ZoneID","000000000006ff30efffff78efffff74","","",1],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
