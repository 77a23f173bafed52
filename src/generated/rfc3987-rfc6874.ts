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
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';
import { meta as base } from './rfc3987';

// the rules this build shares with ./rfc3987
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc3987+rfc6874",
  name: "rfc3987",
  rules: [
    ...B.slice(0, 27), // IRI … port
    ["IP-literal","IPLiteral","RFC 6874 §2","IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture ) \"]\""],
    ...B.slice(28, 39), // IPvFuture … sub-delims
    ["ZoneID","ZoneID","RFC 6874 §2","ZoneID = 1*( unreserved / pct-encoded )"],
    ["IPv6addrz","IPv6addrz","RFC 6874 §2","IPv6addrz = IPv6address \"%25\" ZoneID"],
  ],
  captured: ["IRI","irelative-ref","scheme","iauthority","iuserinfo","ihost","IPv4address","IPv6address","IPvFuture","ireg-name","port","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","IPv6addrz","ZoneID"],
  capturedNames: ["IRI","irelative-ref","iauthority","iuserinfo","ihost","ireg-name","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","scheme","port","IPvFuture","IPv6address","IPv4address","ZoneID","IPv6addrz"],
};

// the stretches the fused regexps below share
const F0 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F1 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F2 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F3 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*)";
const F4 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F5 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F6 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F7 = "(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F8 = "(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F9 = "(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F10 = "(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F11 = "(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F12 = "(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F13 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F14 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F15 = "(?:" + F0 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F16 = "(?:" + F1 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F17 = "(?:" + F2 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F18 = "[vV][0-9A-Fa-f]{1,}\\." + F13 + "{1,}";
const F19 = "(?:" + F4 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F20 = "(?:" + F5 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F21 = "(?:" + F6 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F22 = "(?:" + F7 + "\\k<a20>[0-9A-Fa-f]{1,4})";
const F23 = "(?:" + F8 + "\\k<a23>[0-9A-Fa-f]{1,4})";
const F24 = "(?:" + F9 + "\\k<a26>[0-9A-Fa-f]{1,4})";
const F25 = "(?:" + F10 + "\\k<a29>[0-9A-Fa-f]{1,4})";
const F26 = "(?:" + F11 + "\\k<a32>[0-9A-Fa-f]{1,4})";
const F27 = "(?:" + F12 + "\\k<a35>[0-9A-Fa-f]{1,4})";
const F28 = "(?<a2>" + F15 + "?)";
const F29 = "(?<a5>" + F16 + "?)";
const F30 = "(?<a8>" + F17 + "?)";
const F31 = "(?<a11>" + F19 + "?)";
const F32 = "(?<a14>" + F20 + "?)";
const F33 = "(?<a17>" + F21 + "?)";
const F34 = "(?<a21>" + F22 + "?)";
const F35 = "(?<a24>" + F23 + "?)";
const F36 = "(?<a27>" + F24 + "?)";
const F37 = "(?<a30>" + F25 + "?)";
const F38 = "(?<a33>" + F26 + "?)";
const F39 = "(?<a36>" + F27 + "?)";
const F40 = "(?=" + F28 + ")";
const F41 = "(?=" + F29 + ")";
const F42 = "(?=" + F30 + ")";
const F43 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F44 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F45 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]";
const F46 = "(?=" + F31 + ")";
const F47 = "(?=" + F32 + ")";
const F48 = "(?=" + F33 + ")";
const F49 = "(?=" + F34 + ")";
const F50 = "(?=" + F35 + ")";
const F51 = "(?=" + F36 + ")";
const F52 = "(?=" + F37 + ")";
const F53 = "(?=" + F38 + ")";
const F54 = "(?=" + F39 + ")";
const F55 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]";
const F56 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]";
const F57 = "(?<a3>" + F40 + "\\k<a2>::)";
const F58 = "(?<a6>" + F41 + "\\k<a5>::)";
const F59 = "(?<a9>" + F42 + "\\k<a8>::)";
const F60 = "(?=" + F57 + ")";
const F61 = "(?=" + F58 + ")";
const F62 = "(?=" + F59 + ")";
const F63 = "(?<a12>" + F46 + "\\k<a11>::)";
const F64 = "(?<a15>" + F47 + "\\k<a14>::)";
const F65 = "(?<a22>" + F49 + "\\k<a21>::)";
const F66 = "(?<a25>" + F50 + "\\k<a24>::)";
const F67 = "(?<a28>" + F51 + "\\k<a27>::)";
const F68 = "(?<a31>" + F52 + "\\k<a30>::)";
const F69 = "(?<a34>" + F53 + "\\k<a33>::)";
const F70 = "[A-Za-z0-9\\-\\.\\_\\~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\ue000-\\uf8ff\\/\\?]";
const F71 = "(?=" + F63 + ")";
const F72 = "(?=" + F64 + ")";
const F73 = "(?=" + F65 + ")";
const F74 = "(?=" + F66 + ")";
const F75 = "(?=" + F67 + ")";
const F76 = "(?=" + F68 + ")";
const F77 = "(?=" + F69 + ")";
const F78 = F14 + "\\." + F14 + "\\." + F14 + "\\." + F14;
const F79 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + ")";
const F80 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])";
const F81 = "(?:" + F80 + "|%[0-9A-Fa-f]{2})";
const F82 = "(?:" + F43 + "|" + F80 + "|%[0-9A-Fa-f]{2})";
const F83 = "(?:" + F45 + "|" + F80 + "|%[0-9A-Fa-f]{2})";
const F84 = "(?!" + F82 + ")";
const F85 = "(?:" + F81 + F43 + "*)";
const F86 = "(?:" + F55 + "|" + F80 + "|%[0-9A-Fa-f]{2})";
const F87 = "(?:" + F81 + F44 + "*)";
const F88 = "(?:" + F81 + F45 + "*)";
const F89 = "(?:" + F81 + F55 + "*)";
const F90 = "(?:" + F81 + F56 + "*)";
const F91 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd]|\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])";
const F92 = "(?:" + F91 + "|%[0-9A-Fa-f]{2})";
const F93 = "(?:" + F44 + "*" + F87 + "*@)";
const F94 = "(?:\\/" + F55 + "*" + F89 + "*)";
const F95 = F94 + "{0,}";
const F96 = "(?:#" + F56 + "*" + F90 + "*)";
const F97 = "(?:" + F92 + F70 + "*)";
const F98 = "(?:\\?" + F70 + "*" + F97 + "*)";
const F99 = "(?:" + F83 + F45 + "*" + F88 + "*|)";
const F100 = "(?:" + F86 + F55 + "*" + F89 + "*|)";
const F101 = "(?:" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F84 + "|" + F43 + "*" + F85 + "*)";
const F102 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F79 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F79 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F79 + "|" + F60 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F79 + "|" + F61 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F79 + "|" + F62 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F79 + "|" + F71 + "\\k<a12>" + F79 + "|" + F72 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F48 + "\\k<a17>::)";
const F103 = "(?<a18>" + F102 + ")";
const F104 = "(?=" + F103 + ")";
const F105 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F79 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F79 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F79 + "|" + F73 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F79 + "|" + F74 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F79 + "|" + F75 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F79 + "|" + F76 + "\\k<a31>" + F79 + "|" + F77 + "\\k<a34>[0-9A-Fa-f]{1,4}|" + F54 + "\\k<a36>::)";
const F106 = F83 + F45 + "*" + F88 + "*" + F94 + "{0,}";
const F107 = F86 + F55 + "*" + F89 + "*" + F94 + "{0,}";
const F108 = "(?:" + F86 + F55 + "*" + F89 + "*" + F94 + "{0,})";
const F109 = "\\/" + F108 + "?";
const F110 = "(?:(?=\\/)" + F94 + "{0,}|" + F86 + F55 + "*" + F89 + "*" + F94 + "{0,}|)";
const F111 = "(?:" + F104 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F3 + "*|" + F105 + "|[vV][0-9A-Fa-f]{1,}\\." + F13 + "{1,})";
const F112 = "(?<a37>" + F111 + ")";
const F113 = "(?=" + F112 + ")";
const F114 = "(?:\\[" + F113 + "\\k<a37>\\]|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F84 + "|" + F43 + "*" + F85 + "*)";
const F115 = "(?:\\/\\/" + F93 + "?" + F114 + "(?::[0-9]{0,})?" + F94 + "{0,}|\\/" + F108 + "?|" + F83 + F45 + "*" + F88 + "*" + F94 + "{0,}|)";
const F116 = "(?:\\/\\/" + F93 + "?" + F114 + "(?::[0-9]{0,})?" + F94 + "{0,}|\\/" + F108 + "?|" + F86 + F55 + "*" + F89 + "*" + F94 + "{0,}|)";
const F117 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F116 + F98 + "?" + F96 + "?|(?:\\/\\/" + F93 + "?(?:\\[(?=(?<a75>(?:(?=(?<a56>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F79 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F79 + "|(?=(?<a38>(?:[0-9A-Fa-f]{1,4})?))\\k<a38>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F79 + "|(?=(?<a41>(?=(?<a40>(?:(?=(?<a39>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a39>[0-9A-Fa-f]{1,4})?))\\k<a40>::))\\k<a41>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F79 + "|(?=(?<a44>(?=(?<a43>(?:(?=(?<a42>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a42>[0-9A-Fa-f]{1,4})?))\\k<a43>::))\\k<a44>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F79 + "|(?=(?<a47>(?=(?<a46>(?:(?=(?<a45>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a45>[0-9A-Fa-f]{1,4})?))\\k<a46>::))\\k<a47>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F79 + "|(?=(?<a50>(?=(?<a49>(?:(?=(?<a48>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a48>[0-9A-Fa-f]{1,4})?))\\k<a49>::))\\k<a50>" + F79 + "|(?=(?<a53>(?=(?<a52>(?:(?=(?<a51>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a51>[0-9A-Fa-f]{1,4})?))\\k<a52>::))\\k<a53>[0-9A-Fa-f]{1,4}|(?=(?<a55>(?:(?=(?<a54>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a54>[0-9A-Fa-f]{1,4})?))\\k<a55>::)))\\k<a56>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F3 + "*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F79 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F79 + "|(?=(?<a57>(?:[0-9A-Fa-f]{1,4})?))\\k<a57>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F79 + "|(?=(?<a60>(?=(?<a59>(?:(?=(?<a58>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a58>[0-9A-Fa-f]{1,4})?))\\k<a59>::))\\k<a60>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F79 + "|(?=(?<a63>(?=(?<a62>(?:(?=(?<a61>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a61>[0-9A-Fa-f]{1,4})?))\\k<a62>::))\\k<a63>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F79 + "|(?=(?<a66>(?=(?<a65>(?:(?=(?<a64>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a64>[0-9A-Fa-f]{1,4})?))\\k<a65>::))\\k<a66>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F79 + "|(?=(?<a69>(?=(?<a68>(?:(?=(?<a67>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a67>[0-9A-Fa-f]{1,4})?))\\k<a68>::))\\k<a69>" + F79 + "|(?=(?<a72>(?=(?<a71>(?:(?=(?<a70>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a70>[0-9A-Fa-f]{1,4})?))\\k<a71>::))\\k<a72>[0-9A-Fa-f]{1,4}|(?=(?<a74>(?:(?=(?<a73>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a73>[0-9A-Fa-f]{1,4})?))\\k<a74>::)|[vV][0-9A-Fa-f]{1,}\\." + F13 + "{1,})))\\k<a75>\\]|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F84 + "|" + F43 + "*" + F85 + "*)(?::[0-9]{0,})?" + F94 + "{0,}|\\/" + F108 + "?|" + F83 + F45 + "*" + F88 + "*" + F94 + "{0,}|)" + F98 + "?" + F96 + "?)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F116 + F98 + "?" + F96 + "?");
const K1 = new Fused(F116, F100, "/");
const K2 = new Fused(F117);
const K3 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F116 + F98 + "?");
const K4 = new Fused(F115 + F98 + "?" + F96 + "?");
const K5 = new Fused(F115, F99, "/");
const K6 = new Fused(F93 + "?" + F114 + "(?::[0-9]{0,})?", F93 + "?" + F101 + "(?::[0-9]{0,})?", "[");
const K7 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("000000002df7fff2efffff78efffff74");
const K9 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:]$/;
const K10 = new Fused(F114, F101, "[");
const K11 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K12 = bits("000000002df7ffb2efffff78efffff74");
const K13 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=]$/;
const K14 = new Fused(F110, F100, "/");
const K15 = new Fused(F95);
const K16 = new Fused(F109);
const K17 = new Fused(F106);
const K18 = new Fused(F107);
const K19 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7fff2ffffff78efffff74");
const K21 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]$/;
const K22 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\@]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2ffffff78efffff74");
const K24 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\@]$/;
const K25 = /(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])/y;
const K26 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\ue000-\uf8ff\/\?]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd]|\udb80[\udc00-\udfff]|[\udb81-\udbbe][\udc00-\udfff]|\udbbf[\udc00-\udffd]|\udbc0[\udc00-\udfff]|[\udbc1-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K27 = bits("000000002dfffffaffffff78efffff74");
const K28 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\ue000-\uf8ff\/\?]$/;
const K29 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K30 = bits("000000002dfffffaffffff78efffff74");
const K31 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]$/;
const K32 = bits("000000000006ff30efffff78efffff74");
const K33 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K34 = bits("00000000000000000000000000000000");
const K35 = /^[\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K36 = bits("00000000000000000000000000000000");
const K37 = /^[\ue000-\uf8ff]$/;
const K38 = /(?:\udb80[\udc00-\udfff]|[\udb81-\udbbe][\udc00-\udfff]|\udbbf[\udc00-\udffd]|\udbc0[\udc00-\udfff]|[\udbc1-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udffd])/y;
const K39 = bits("0000000000000000efffff70efffff70");
const K40 = /[A-Za-z0-9\+\-\.]+/y;
const K41 = bits("000000000086ff30efffff70efffff70");
const K42 = /[0-9]+/y;
const K43 = bits("000000000000ff300000000000000000");
const K44 = new Fused("\\[" + F113 + "\\k<a37>\\]", "(?!)", "[");
const K45 = new Fused(F18);
const K46 = new Fused(F102);
const K47 = bits("000000000000ff30e7000000e7000000");
const K48 = new Fused(F79);
const K49 = new Fused(F78);
const K50 = new Fused(F14);
const K51 = bits("000000000006ff30efffff78efffff74");
const K52 = bits("00000000adf900ca1000008200000000");
const K53 = bits("00000000800800481000008200000000");
const K54 = bits("000000002df100820000000000000000");
const K55 = /(?:[A-Za-z0-9\-\.\_\~]+|%[0-9A-Fa-f]{2})+/y;
const K56 = new Fused(F104 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F3 + "*");
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

// iuserinfo
function r_iuserinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K8[c] === 1 : c === c && K9.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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

// ihost
function r_ihost(input, i) {
  return input.length <= 65536 ? K10.match(input, i) : S()["ihost"](input, i);
}

// ireg-name
function r_iregName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s3 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
        }
    return p;
  }
  return -1;
}

// ipath
function r_ipath(input, i) {
  return input.length <= 65536 ? K14.match(input, i) : S()["ipath"](input, i);
}

// ipath-abempty
function r_ipathAbempty(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["ipathAbempty"](input, i);
}

// ipath-absolute
function r_ipathAbsolute(input, i) {
  return input.length <= 65536 ? K16.match(input, i) : S()["ipathAbsolute"](input, i);
}

// ipath-noscheme
function r_ipathNoscheme(input, i) {
  return input.length <= 65536 ? K17.match(input, i) : S()["ipathNoscheme"](input, i);
}

// ipath-rootless
function r_ipathRootless(input, i) {
  return input.length <= 65536 ? K18.match(input, i) : S()["ipathRootless"](input, i);
}

// ipath-empty
function r_ipathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    return p;
  }
  return -1;
}

// isegment
function r_isegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s6 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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

// isegment-nz
function r_isegmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s8 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
          if (p === s8) break F;
        }
    return p;
  }
  return -1;
}

// isegment-nz-nc
function r_isegmentNzNc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s10 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K23[c] === 1 : c === c && K24.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
          if (p === s10) break F;
        }
    return p;
  }
  return -1;
}

// ipchar
function r_ipchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K25.lastIndex = p, K25.test(input))) p += 2;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// iquery
function r_iquery(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s13 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K27[c] === 1 : c === c && K28.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            if (input.length <= 65536) {
              K26.lastIndex = p;
              if (K26.test(input)) p = K26.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K26.lastIndex = 0;
                if (!K26.test(w)) break;
                p += K26.lastIndex;
                if (K26.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// ifragment
function r_ifragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s15 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K30[c] === 1 : c === c && K31.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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

// iunreserved
function r_iunreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K32[c] === 1 : c === c && K33.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K25.lastIndex = p, K25.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// ucschar
function r_ucschar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K34[c] === 1 : c === c && K35.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K25.lastIndex = p, K25.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// iprivate
function r_iprivate(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K36[c] === 1 : c === c && K37.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K38.lastIndex = p, K38.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K39[c] === 1)) p++;
        else break F;
        {
          const s20 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
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

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s22 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K43[c] === 1)) {
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

// IP-literal
function r_IPLiteral(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["IPLiteral"](input, i);
}

// IPvFuture
function r_IPvFuture(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["IPvFuture"](input, i);
}

// IPv6address
function r_IPv6address(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["IPv6address"](input, i);
}

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n24 = 0;
          for (;;) {
            if (n24 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K47[c] === 1)) p++;
            else break;
            n24++;
          }
          if (n24 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  return input.length <= 65536 ? K48.match(input, i) : S()["ls32"](input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return input.length <= 65536 ? K49.match(input, i) : S()["IPv4address"](input, i);
}

// dec-octet
function r_decOctet(input, i) {
  return input.length <= 65536 ? K50.match(input, i) : S()["decOctet"](input, i);
}

// pct-encoded
function r_pctEncoded(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K47[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K47[c] === 1)) p++;
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
        if ((c < 128 && K51[c] === 1)) p++;
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
        if ((c < 128 && K52[c] === 1)) p++;
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
        if ((c < 128 && K53[c] === 1)) p++;
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
        if ((c < 128 && K54[c] === 1)) p++;
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
          const s31 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K51[c] === 1) || c === 37)) {
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
          if (p === s31) break F;
        }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  return input.length <= 65536 ? K56.match(input, i) : S()["IPv6addrz"](input, i);
}

return { "IRI": r_IRI, "ihierPart": r_ihierPart, "IRIReference": r_IRIReference, "absoluteIRI": r_absoluteIRI, "irelativeRef": r_irelativeRef, "irelativePart": r_irelativePart, "iauthority": r_iauthority, "iuserinfo": r_iuserinfo, "ihost": r_ihost, "iregName": r_iregName, "ipath": r_ipath, "ipathAbempty": r_ipathAbempty, "ipathAbsolute": r_ipathAbsolute, "ipathNoscheme": r_ipathNoscheme, "ipathRootless": r_ipathRootless, "ipathEmpty": r_ipathEmpty, "isegment": r_isegment, "isegmentNz": r_isegmentNz, "isegmentNzNc": r_isegmentNzNc, "ipchar": r_ipchar, "iquery": r_iquery, "ifragment": r_ifragment, "iunreserved": r_iunreserved, "ucschar": r_ucschar, "iprivate": r_iprivate, "scheme": r_scheme, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
}

export function fast(R: Records): Matchers {
const K0 = bits("00000000000000080000000000000000");
const K1 = bits("00000000800000000000000000000000");
const K2 = bits("00000000000800000000000000000000");
const K3 = bits("000000002ff7fff2ffffff78efffff74");
const K4 = bits("0000000000000000efffff70efffff70");
const K5 = bits("000000002ff7ffb2ffffff78efffff74");
const K6 = bits("00000000000000400000000000000000");
const K7 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("000000002df7fff2efffff78efffff74");
const K9 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:]$/;
const K10 = bits("00000000000000000000008000000000");
const K11 = bits("000000000000ff300000000000000000");
const K12 = bits("000000002df7ffb2efffff78efffff74");
const K13 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=]$/;
const K14 = /(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])/y;
const K15 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K16 = new Fused(F95);
const K17 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2}))){1,64}/y;
const K18 = new Fused(F109);
const K19 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2}))){1,64}/y;
const K20 = new Fused(F106);
const K21 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2}))){1,64}/y;
const K22 = new Fused(F107);
const K23 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2}))){1,64}/y;
const K24 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K25 = bits("000000002df7fff2ffffff78efffff74");
const K26 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@]$/;
const K27 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\@]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K28 = bits("000000002df7ffb2ffffff78efffff74");
const K29 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\@]$/;
const K30 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\ue000-\uf8ff\/\?]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd]|\udb80[\udc00-\udfff]|[\udb81-\udbbe][\udc00-\udfff]|\udbbf[\udc00-\udffd]|\udbc0[\udc00-\udfff]|[\udbc1-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K31 = bits("000000002dfffffaffffff78efffff74");
const K32 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\ue000-\uf8ff\/\?]$/;
const K33 = /(?:[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|(?:\ud800[\udc00-\udfff]|[\ud801-\ud83e][\udc00-\udfff]|\ud83f[\udc00-\udffd]|\ud840[\udc00-\udfff]|[\ud841-\ud87e][\udc00-\udfff]|\ud87f[\udc00-\udffd]|\ud880[\udc00-\udfff]|[\ud881-\ud8be][\udc00-\udfff]|\ud8bf[\udc00-\udffd]|\ud8c0[\udc00-\udfff]|[\ud8c1-\ud8fe][\udc00-\udfff]|\ud8ff[\udc00-\udffd]|\ud900[\udc00-\udfff]|[\ud901-\ud93e][\udc00-\udfff]|\ud93f[\udc00-\udffd]|\ud940[\udc00-\udfff]|[\ud941-\ud97e][\udc00-\udfff]|\ud97f[\udc00-\udffd]|\ud980[\udc00-\udfff]|[\ud981-\ud9be][\udc00-\udfff]|\ud9bf[\udc00-\udffd]|\ud9c0[\udc00-\udfff]|[\ud9c1-\ud9fe][\udc00-\udfff]|\ud9ff[\udc00-\udffd]|\uda00[\udc00-\udfff]|[\uda01-\uda3e][\udc00-\udfff]|\uda3f[\udc00-\udffd]|\uda40[\udc00-\udfff]|[\uda41-\uda7e][\udc00-\udfff]|\uda7f[\udc00-\udffd]|\uda80[\udc00-\udfff]|[\uda81-\udabe][\udc00-\udfff]|\udabf[\udc00-\udffd]|\udac0[\udc00-\udfff]|[\udac1-\udafe][\udc00-\udfff]|\udaff[\udc00-\udffd]|\udb00[\udc00-\udfff]|[\udb01-\udb3e][\udc00-\udfff]|\udb3f[\udc00-\udffd]|\udb44[\udc00-\udfff]|[\udb45-\udb7e][\udc00-\udfff]|\udb7f[\udc00-\udffd])|%[0-9A-Fa-f]{2})+/y;
const K34 = bits("000000002dfffffaffffff78efffff74");
const K35 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]$/;
const K36 = bits("000000000006ff30efffff78efffff74");
const K37 = /^[A-Za-z0-9\-\.\_\~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K38 = bits("00000000000000000000000000000000");
const K39 = /^[\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K40 = bits("00000000000000000000000000000000");
const K41 = /^[\ue000-\uf8ff]$/;
const K42 = /(?:\udb80[\udc00-\udfff]|[\udb81-\udbbe][\udc00-\udfff]|\udbbf[\udc00-\udffd]|\udbc0[\udc00-\udfff]|[\udbc1-\udbfe][\udc00-\udfff]|\udbff[\udc00-\udffd])/y;
const K43 = bits("0000000000000000efffff70efffff70");
const K44 = /[A-Za-z0-9\+\-\.]+/y;
const K45 = bits("000000000086ff30efffff70efffff70");
const K46 = /[0-9]+/y;
const K47 = bits("000000000000ff300000000000000000");
const K48 = bits("000000000000ff70e7000000e7000000");
const K49 = bits("00000000000000000000040000000400");
const K50 = new Fused(F18);
const K51 = /[0-9A-Fa-f]+/y;
const K52 = bits("000000000000ff30e7000000e7000000");
const K53 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K54 = bits("000000002df7fff2efffff78efffff74");
const K55 = bits("000000000000ff30e7000000e7000000");
const K56 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K57 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K58 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K59 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K60 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K61 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K62 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K63 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K64 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K65 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K66 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K67 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K68 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K69 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K70 = new Fused(F78);
const K71 = new Fused(F14);
const K72 = bits("00000000000040000000000000000000");
const K73 = bits("000000000000f3000000000000000000");
const K74 = bits("000000000000f1000000000000000000");
const K75 = bits("00000000000020000000000000000000");
const K76 = bits("000000000000ef300000000000000000");
const K77 = bits("000000000000ef300000000000000000");
const K78 = bits("000000000006ff30efffff78efffff74");
const K79 = bits("00000000adf900ca1000008200000000");
const K80 = bits("00000000800800481000008200000000");
const K81 = bits("000000002df100820000000000000000");
const K82 = /(?:[A-Za-z0-9\-\.\_\~]+|%[0-9A-Fa-f]{2})+/y;
// IRI
function r_IRI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_ihierPart(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_iquery(input, p);
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
            t = r_ifragment(input, p);
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

// ihier-part
function r_ihierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A4: {
          const s4 = p, m4 = R.top;
          A4_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A4_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A4_0;
            p += 2;
            t = r_iauthority(input, p);
            if (t < 0) break A4_0;
            p = t;
            t = r_ipathAbempty(input, p);
            if (t < 0) break A4_0;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A4_1;
            t = r_ipathAbsolute(input, p);
            if (t < 0) break A4_1;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K3[c] === 1 : c === c)) break A4_2;
            t = r_ipathRootless(input, p);
            if (t < 0) break A4_2;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_3: {
            t = r_ipathEmpty(input, p);
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

// IRI-reference
function r_IRIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A6: {
          const s6 = p, m6 = R.top;
          A6_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A6_0;
            t = r_IRI(input, p);
            if (t < 0) break A6_0;
            p = t;
            break A6;
          }
          p = s6; R.top = m6;
          A6_1: {
            t = r_irelativeRef(input, p);
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

// absolute-IRI
function r_absoluteIRI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_ihierPart(input, p);
        if (t < 0) break F;
        p = t;
        O8: {
          const s8 = p, m8 = R.top;
          O8_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O8_f;
            if (input.charCodeAt(p) !== 63) break O8_f;
            p += 1;
            t = r_iquery(input, p);
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

// irelative-ref
function r_irelativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s9 = p, m9 = R.top;
        t = r_irelativePart(input, p);
        if (t < 0) break F;
        p = t;
        O10: {
          const s10 = p, m10 = R.top;
          O10_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O10_f;
            if (input.charCodeAt(p) !== 63) break O10_f;
            p += 1;
            t = r_iquery(input, p);
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
            t = r_ifragment(input, p);
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

// irelative-part
function r_irelativePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A13: {
          const s13 = p, m13 = R.top;
          A13_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A13_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A13_0;
            p += 2;
            t = r_iauthority(input, p);
            if (t < 0) break A13_0;
            p = t;
            t = r_ipathAbempty(input, p);
            if (t < 0) break A13_0;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A13_1;
            t = r_ipathAbsolute(input, p);
            if (t < 0) break A13_1;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K5[c] === 1 : c === c)) break A13_2;
            t = r_ipathNoscheme(input, p);
            if (t < 0) break A13_2;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_3: {
            t = r_ipathEmpty(input, p);
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

// iauthority
function r_iauthority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s14 = p, m14 = R.top;
        O15: {
          const s15 = p, m15 = R.top;
          O15_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K3[c] === 1 : c === c)) break O15_f;
            t = r_iuserinfo(input, p);
            if (t < 0) break O15_f;
            p = t;
            if (input.charCodeAt(p) !== 64) break O15_f;
            p += 1;
            break O15;
          }
          p = s15; R.top = m15;
        }
        t = r_ihost(input, p);
        if (t < 0) break F;
        p = t;
        O16: {
          const s16 = p, m16 = R.top;
          O16_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break O16_f;
            if (input.charCodeAt(p) !== 58) break O16_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O16_f;
            p = t;
            break O16;
          }
          p = s16; R.top = m16;
        }
      R.capture(3, s14, p, m14);
    }
    return p;
  }
  return -1;
}

// iuserinfo
function r_iuserinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s17 = p, m17 = R.top;
        {
          const s18 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K8[c] === 1 : c === c && K9.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
      R.capture(4, s17, p, m17);
    }
    return p;
  }
  return -1;
}

// ihost
function r_ihost(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s19 = p, m19 = R.top;
        A20: {
          const s20 = p, m20 = R.top;
          A20_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break A20_0;
            t = r_IPLiteral(input, p);
            if (t < 0) break A20_0;
            p = t;
            break A20;
          }
          p = s20; R.top = m20;
          A20_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A20_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A20_1;
            p = t;
            {
              const s21 = p, m21 = R.top;
              L21: {
                c = input.charCodeAt(p);
                if ((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c)))) p++;
                else if (c >= 0xd800 && c <= 0xdbff && (K14.lastIndex = p, K14.test(input))) p += 2;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L21;
                p = s21; R.top = m21;
                break A20_1;
              }
              p = s21; R.top = m21;
            }
            break A20;
          }
          p = s20; R.top = m20;
          A20_2: {
            t = r_iregName(input, p);
            if (t < 0) break A20_2;
            p = t;
            break A20;
          }
          p = s20; R.top = m20;
          break F;
        }
      R.capture(5, s19, p, m19);
    }
    return p;
  }
  return -1;
}

// ireg-name
function r_iregName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s22 = p, m22 = R.top;
        {
          const s23 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
      R.capture(9, s22, p, m22);
    }
    return p;
  }
  return -1;
}

// ipath
function r_ipath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A25: {
          const s25 = p, m25 = R.top;
          A25_0: {
            L26_ok: {
              const s26 = p, m26 = R.top;
              L26: {
                if (input.charCodeAt(p) !== 47) break L26;
                p += 1;
                p = s26; R.top = m26;
                break L26_ok;
              }
              p = s26; R.top = m26;
              break A25_0;
            }
            t = r_ipathAbempty(input, p);
            if (t < 0) break A25_0;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
          A25_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K3[c] === 1 : c === c)) break A25_1;
            t = r_ipathRootless(input, p);
            if (t < 0) break A25_1;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
          A25_2: {
            t = r_ipathEmpty(input, p);
            if (t < 0) break A25_2;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
          break F;
        }
    return p;
  }
  return -1;
}

// ipath-abempty
function r_ipathAbempty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s27 = p, m27 = R.top;
        if (input.length <= 65536) {
          t = K16.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n28 = 0;
            M28: for (;;) {
              K17.lastIndex = p;
              if (K17.test(input) && K17.lastIndex > p) { p = K17.lastIndex; n28 = 1; }
              const s28 = p, m28 = R.top;
              M28_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M28_f;
                if (input.charCodeAt(p) !== 47) break M28_f;
                p += 1;
                t = r_isegment(input, p);
                if (t < 0) break M28_f;
                p = t;
                if (p === s28) { R.top = m28; break M28; }
                n28++;
                continue M28;
              }
              p = s28; R.top = m28;
              break;
            }
          }
        }
      R.capture(11, s27, p, m27);
    }
    return p;
  }
  return -1;
}

// ipath-absolute
function r_ipathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s29 = p, m29 = R.top;
        if (input.length <= 65536) {
          t = K18.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O30: {
            const s30 = p, m30 = R.top;
            O30_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 ? K3[c] === 1 : c === c)) break O30_f;
              t = r_isegmentNz(input, p);
              if (t < 0) break O30_f;
              p = t;
              {
                let n31 = 0;
                M31: for (;;) {
                  K19.lastIndex = p;
                  if (K19.test(input) && K19.lastIndex > p) { p = K19.lastIndex; n31 = 1; }
                  const s31 = p, m31 = R.top;
                  M31_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K2[c] === 1)) break M31_f;
                    if (input.charCodeAt(p) !== 47) break M31_f;
                    p += 1;
                    t = r_isegment(input, p);
                    if (t < 0) break M31_f;
                    p = t;
                    if (p === s31) { R.top = m31; break M31; }
                    n31++;
                    continue M31;
                  }
                  p = s31; R.top = m31;
                  break;
                }
              }
              break O30;
            }
            p = s30; R.top = m30;
          }
        }
      R.capture(12, s29, p, m29);
    }
    return p;
  }
  return -1;
}

// ipath-noscheme
function r_ipathNoscheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s32 = p, m32 = R.top;
        if (input.length <= 65536) {
          t = K20.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_isegmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n33 = 0;
            M33: for (;;) {
              K21.lastIndex = p;
              if (K21.test(input) && K21.lastIndex > p) { p = K21.lastIndex; n33 = 1; }
              const s33 = p, m33 = R.top;
              M33_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M33_f;
                if (input.charCodeAt(p) !== 47) break M33_f;
                p += 1;
                t = r_isegment(input, p);
                if (t < 0) break M33_f;
                p = t;
                if (p === s33) { R.top = m33; break M33; }
                n33++;
                continue M33;
              }
              p = s33; R.top = m33;
              break;
            }
          }
        }
      R.capture(13, s32, p, m32);
    }
    return p;
  }
  return -1;
}

// ipath-rootless
function r_ipathRootless(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s34 = p, m34 = R.top;
        if (input.length <= 65536) {
          t = K22.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_isegmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n35 = 0;
            M35: for (;;) {
              K23.lastIndex = p;
              if (K23.test(input) && K23.lastIndex > p) { p = K23.lastIndex; n35 = 1; }
              const s35 = p, m35 = R.top;
              M35_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break M35_f;
                if (input.charCodeAt(p) !== 47) break M35_f;
                p += 1;
                t = r_isegment(input, p);
                if (t < 0) break M35_f;
                p = t;
                if (p === s35) { R.top = m35; break M35; }
                n35++;
                continue M35;
              }
              p = s35; R.top = m35;
              break;
            }
          }
        }
      R.capture(14, s34, p, m34);
    }
    return p;
  }
  return -1;
}

// ipath-empty
function r_ipathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s36 = p, m36 = R.top;
      R.capture(15, s36, p, m36);
    }
    return p;
  }
  return -1;
}

// isegment
function r_isegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s38 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K25[c] === 1 : c === c && K26.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            if (input.length <= 65536) {
              K24.lastIndex = p;
              if (K24.test(input)) p = K24.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K24.lastIndex = 0;
                if (!K24.test(w)) break;
                p += K24.lastIndex;
                if (K24.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// isegment-nz
function r_isegmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s40 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K25[c] === 1 : c === c && K26.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            if (input.length <= 65536) {
              K24.lastIndex = p;
              if (K24.test(input)) p = K24.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K24.lastIndex = 0;
                if (!K24.test(w)) break;
                p += K24.lastIndex;
                if (K24.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s40) break F;
        }
    return p;
  }
  return -1;
}

// isegment-nz-nc
function r_isegmentNzNc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s42 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K28[c] === 1 : c === c && K29.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
          if (p === s42) break F;
        }
    return p;
  }
  return -1;
}

// ipchar
function r_ipchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K25[c] === 1 : c === c && K26.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K14.lastIndex = p, K14.test(input))) p += 2;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// iquery
function r_iquery(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s44 = p, m44 = R.top;
        {
          const s45 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K31[c] === 1 : c === c && K32.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
        }
      R.capture(16, s44, p, m44);
    }
    return p;
  }
  return -1;
}

// ifragment
function r_ifragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s46 = p, m46 = R.top;
        {
          const s47 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K34[c] === 1 : c === c && K35.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
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
      R.capture(17, s46, p, m46);
    }
    return p;
  }
  return -1;
}

// iunreserved
function r_iunreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K36[c] === 1 : c === c && K37.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K14.lastIndex = p, K14.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// ucschar
function r_ucschar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K38[c] === 1 : c === c && K39.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K14.lastIndex = p, K14.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// iprivate
function r_iprivate(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K40[c] === 1 : c === c && K41.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K42.lastIndex = p, K42.test(input))) p += 2;
        else break F;
    return p;
  }
  return -1;
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s51 = p, m51 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K43[c] === 1)) p++;
        else break F;
        {
          const s52 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K45[c] === 1)) {
            if (input.length <= 65536) {
              K44.lastIndex = p;
              if (K44.test(input)) p = K44.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K44.lastIndex = 0;
                if (!K44.test(w)) break;
                p += K44.lastIndex;
                if (K44.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(2, s51, p, m51);
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
      const s53 = p, m53 = R.top;
        {
          const s54 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K47[c] === 1)) {
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
      R.capture(10, s53, p, m53);
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
        A56: {
          const s56 = p, m56 = R.top;
          A56_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A56_0;
            t = r_IPv6addrz(input, p);
            if (t < 0) break A56_0;
            p = t;
            break A56;
          }
          p = s56; R.top = m56;
          A56_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A56_1;
            t = r_IPv6address(input, p);
            if (t < 0) break A56_1;
            p = t;
            break A56;
          }
          p = s56; R.top = m56;
          A56_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K49[c] === 1)) break A56_2;
            t = r_IPvFuture(input, p);
            if (t < 0) break A56_2;
            p = t;
            break A56;
          }
          p = s56; R.top = m56;
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
      const s57 = p, m57 = R.top;
        if (input.length <= 65536) {
          t = K50.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s58 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K52[c] === 1)) {
              if (input.length <= 65536) {
                K51.lastIndex = p;
                if (K51.test(input)) p = K51.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K51.lastIndex = 0;
                  if (!K51.test(w)) break;
                  p += K51.lastIndex;
                  if (K51.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s58) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s59 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K54[c] === 1)) {
              if (input.length <= 65536) {
                K53.lastIndex = p;
                if (K53.test(input)) p = K53.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K53.lastIndex = 0;
                  if (!K53.test(w)) break;
                  p += K53.lastIndex;
                  if (K53.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s59) break F;
          }
        }
      R.capture(8, s57, p, m57);
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
      const s60 = p, m60 = R.top;
        A61: {
          const s61 = p, m61 = R.top;
          A61_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K55[c] === 1)) break A61_0;
            if (input.length <= 65536) {
              t = K56.match(input, p);
              if (t < 0) break A61_0;
              p = t;
            } else {
              {
                let n62 = 0;
                M62: for (;;) {
                  if (n62 === 6) break;
                  const s62 = p, m62 = R.top;
                  M62_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M62_f;
                    t = r_h16(input, p);
                    if (t < 0) break M62_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M62_f;
                    p += 1;
                    if (p === s62) { R.top = m62; break M62; }
                    n62++;
                    continue M62;
                  }
                  p = s62; R.top = m62;
                  break;
                }
                if (n62 < 6) break A61_0;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_0;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break A61_1;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_1;
            p += 2;
            if (input.length <= 65536) {
              t = K57.match(input, p);
              if (t < 0) break A61_1;
              p = t;
            } else {
              {
                let n63 = 0;
                M63: for (;;) {
                  if (n63 === 5) break;
                  const s63 = p, m63 = R.top;
                  M63_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M63_f;
                    t = r_h16(input, p);
                    if (t < 0) break M63_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M63_f;
                    p += 1;
                    if (p === s63) { R.top = m63; break M63; }
                    n63++;
                    continue M63;
                  }
                  p = s63; R.top = m63;
                  break;
                }
                if (n63 < 5) break A61_1;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_1;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_2;
            if (input.length <= 65536) {
              t = K58.match(input, p);
              if (t < 0) break A61_2;
              p = t;
            } else {
              O64: {
                const s64 = p, m64 = R.top;
                O64_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O64_f;
                  t = r_h16(input, p);
                  if (t < 0) break O64_f;
                  p = t;
                  break O64;
                }
                p = s64; R.top = m64;
              }
            }
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_2;
            p += 2;
            if (input.length <= 65536) {
              t = K59.match(input, p);
              if (t < 0) break A61_2;
              p = t;
            } else {
              {
                let n65 = 0;
                M65: for (;;) {
                  if (n65 === 4) break;
                  const s65 = p, m65 = R.top;
                  M65_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M65_f;
                    t = r_h16(input, p);
                    if (t < 0) break M65_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M65_f;
                    p += 1;
                    if (p === s65) { R.top = m65; break M65; }
                    n65++;
                    continue M65;
                  }
                  p = s65; R.top = m65;
                  break;
                }
                if (n65 < 4) break A61_2;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_2;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_3;
            if (input.length <= 65536) {
              t = K60.match(input, p);
              if (t < 0) break A61_3;
              p = t;
            } else {
              O66: {
                const s66 = p, m66 = R.top;
                O66_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O66_f;
                  {
                    let n67 = 0;
                    M67: for (;;) {
                      if (n67 === 1) break;
                      const s67 = p, m67 = R.top;
                      M67_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M67_f;
                        t = r_h16(input, p);
                        if (t < 0) break M67_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M67_f;
                        p += 1;
                        {
                          const s68 = p, m68 = R.top;
                          L68: {
                            if (input.charCodeAt(p) !== 58) break L68;
                            p += 1;
                            p = s68; R.top = m68;
                            break M67_f;
                          }
                          p = s68; R.top = m68;
                        }
                        if (p === s67) { R.top = m67; break M67; }
                        n67++;
                        continue M67;
                      }
                      p = s67; R.top = m67;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O66_f;
                  p = t;
                  break O66;
                }
                p = s66; R.top = m66;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_3;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K61.match(input, p);
              if (t < 0) break A61_3;
              p = t;
            } else {
              {
                let n69 = 0;
                M69: for (;;) {
                  if (n69 === 3) break;
                  const s69 = p, m69 = R.top;
                  M69_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M69_f;
                    t = r_h16(input, p);
                    if (t < 0) break M69_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M69_f;
                    p += 1;
                    if (p === s69) { R.top = m69; break M69; }
                    n69++;
                    continue M69;
                  }
                  p = s69; R.top = m69;
                  break;
                }
                if (n69 < 3) break A61_3;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_3;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_4;
            if (input.length <= 65536) {
              t = K62.match(input, p);
              if (t < 0) break A61_4;
              p = t;
            } else {
              O70: {
                const s70 = p, m70 = R.top;
                O70_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O70_f;
                  {
                    let n71 = 0;
                    M71: for (;;) {
                      if (n71 === 2) break;
                      const s71 = p, m71 = R.top;
                      M71_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M71_f;
                        t = r_h16(input, p);
                        if (t < 0) break M71_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M71_f;
                        p += 1;
                        {
                          const s72 = p, m72 = R.top;
                          L72: {
                            if (input.charCodeAt(p) !== 58) break L72;
                            p += 1;
                            p = s72; R.top = m72;
                            break M71_f;
                          }
                          p = s72; R.top = m72;
                        }
                        if (p === s71) { R.top = m71; break M71; }
                        n71++;
                        continue M71;
                      }
                      p = s71; R.top = m71;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O70_f;
                  p = t;
                  break O70;
                }
                p = s70; R.top = m70;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_4;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K63.match(input, p);
              if (t < 0) break A61_4;
              p = t;
            } else {
              {
                let n73 = 0;
                M73: for (;;) {
                  if (n73 === 2) break;
                  const s73 = p, m73 = R.top;
                  M73_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M73_f;
                    t = r_h16(input, p);
                    if (t < 0) break M73_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M73_f;
                    p += 1;
                    if (p === s73) { R.top = m73; break M73; }
                    n73++;
                    continue M73;
                  }
                  p = s73; R.top = m73;
                  break;
                }
                if (n73 < 2) break A61_4;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_4;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_5;
            if (input.length <= 65536) {
              t = K64.match(input, p);
              if (t < 0) break A61_5;
              p = t;
            } else {
              O74: {
                const s74 = p, m74 = R.top;
                O74_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O74_f;
                  {
                    let n75 = 0;
                    M75: for (;;) {
                      if (n75 === 3) break;
                      const s75 = p, m75 = R.top;
                      M75_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M75_f;
                        t = r_h16(input, p);
                        if (t < 0) break M75_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M75_f;
                        p += 1;
                        {
                          const s76 = p, m76 = R.top;
                          L76: {
                            if (input.charCodeAt(p) !== 58) break L76;
                            p += 1;
                            p = s76; R.top = m76;
                            break M75_f;
                          }
                          p = s76; R.top = m76;
                        }
                        if (p === s75) { R.top = m75; break M75; }
                        n75++;
                        continue M75;
                      }
                      p = s75; R.top = m75;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O74_f;
                  p = t;
                  break O74;
                }
                p = s74; R.top = m74;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_5;
              p += 2;
            }
            if (input.length <= 65536) {
              t = K65.match(input, p);
              if (t < 0) break A61_5;
              p = t;
            } else {
              {
                let n77 = 0;
                M77: for (;;) {
                  if (n77 === 1) break;
                  const s77 = p, m77 = R.top;
                  M77_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K55[c] === 1)) break M77_f;
                    t = r_h16(input, p);
                    if (t < 0) break M77_f;
                    p = t;
                    if (input.charCodeAt(p) !== 58) break M77_f;
                    p += 1;
                    if (p === s77) { R.top = m77; break M77; }
                    n77++;
                    continue M77;
                  }
                  p = s77; R.top = m77;
                  break;
                }
                if (n77 < 1) break A61_5;
              }
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_5;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_6;
            if (input.length <= 65536) {
              t = K66.match(input, p);
              if (t < 0) break A61_6;
              p = t;
            } else {
              O78: {
                const s78 = p, m78 = R.top;
                O78_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O78_f;
                  {
                    let n79 = 0;
                    M79: for (;;) {
                      if (n79 === 4) break;
                      const s79 = p, m79 = R.top;
                      M79_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M79_f;
                        t = r_h16(input, p);
                        if (t < 0) break M79_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M79_f;
                        p += 1;
                        {
                          const s80 = p, m80 = R.top;
                          L80: {
                            if (input.charCodeAt(p) !== 58) break L80;
                            p += 1;
                            p = s80; R.top = m80;
                            break M79_f;
                          }
                          p = s80; R.top = m80;
                        }
                        if (p === s79) { R.top = m79; break M79; }
                        n79++;
                        continue M79;
                      }
                      p = s79; R.top = m79;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O78_f;
                  p = t;
                  break O78;
                }
                p = s78; R.top = m78;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_6;
              p += 2;
            }
            t = r_ls32(input, p);
            if (t < 0) break A61_6;
            p = t;
            break A61;
          }
          p = s61; R.top = m61;
          A61_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_7;
            if (input.length <= 65536) {
              t = K67.match(input, p);
              if (t < 0) break A61_7;
              p = t;
            } else {
              O81: {
                const s81 = p, m81 = R.top;
                O81_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O81_f;
                  {
                    let n82 = 0;
                    M82: for (;;) {
                      if (n82 === 5) break;
                      const s82 = p, m82 = R.top;
                      M82_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M82_f;
                        t = r_h16(input, p);
                        if (t < 0) break M82_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M82_f;
                        p += 1;
                        {
                          const s83 = p, m83 = R.top;
                          L83: {
                            if (input.charCodeAt(p) !== 58) break L83;
                            p += 1;
                            p = s83; R.top = m83;
                            break M82_f;
                          }
                          p = s83; R.top = m83;
                        }
                        if (p === s82) { R.top = m82; break M82; }
                        n82++;
                        continue M82;
                      }
                      p = s82; R.top = m82;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O81_f;
                  p = t;
                  break O81;
                }
                p = s81; R.top = m81;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_7;
              p += 2;
              t = r_h16(input, p);
              if (t < 0) break A61_7;
              p = t;
            }
            break A61;
          }
          p = s61; R.top = m61;
          A61_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A61_8;
            if (input.length <= 65536) {
              t = K68.match(input, p);
              if (t < 0) break A61_8;
              p = t;
            } else {
              O84: {
                const s84 = p, m84 = R.top;
                O84_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K55[c] === 1)) break O84_f;
                  {
                    let n85 = 0;
                    M85: for (;;) {
                      if (n85 === 6) break;
                      const s85 = p, m85 = R.top;
                      M85_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K55[c] === 1)) break M85_f;
                        t = r_h16(input, p);
                        if (t < 0) break M85_f;
                        p = t;
                        if (input.charCodeAt(p) !== 58) break M85_f;
                        p += 1;
                        {
                          const s86 = p, m86 = R.top;
                          L86: {
                            if (input.charCodeAt(p) !== 58) break L86;
                            p += 1;
                            p = s86; R.top = m86;
                            break M85_f;
                          }
                          p = s86; R.top = m86;
                        }
                        if (p === s85) { R.top = m85; break M85; }
                        n85++;
                        continue M85;
                      }
                      p = s85; R.top = m85;
                      break;
                    }
                  }
                  t = r_h16(input, p);
                  if (t < 0) break O84_f;
                  p = t;
                  break O84;
                }
                p = s84; R.top = m84;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A61_8;
              p += 2;
            }
            break A61;
          }
          p = s61; R.top = m61;
          break F;
        }
      R.capture(7, s60, p, m60);
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
          let n88 = 0;
          for (;;) {
            if (n88 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K52[c] === 1)) p++;
            else break;
            n88++;
          }
          if (n88 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A90: {
          const s90 = p, m90 = R.top;
          A90_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K55[c] === 1)) break A90_0;
            if (input.length <= 65536) {
              t = K69.match(input, p);
              if (t < 0) break A90_0;
              p = t;
            } else {
              t = r_h16(input, p);
              if (t < 0) break A90_0;
              p = t;
              if (input.charCodeAt(p) !== 58) break A90_0;
              p += 1;
              t = r_h16(input, p);
              if (t < 0) break A90_0;
              p = t;
            }
            break A90;
          }
          p = s90; R.top = m90;
          A90_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A90_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A90_1;
            p = t;
            break A90;
          }
          p = s90; R.top = m90;
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
      const s91 = p, m91 = R.top;
        if (input.length <= 65536) {
          t = K70.match(input, p);
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
      R.capture(6, s91, p, m91);
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
      t = K71.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A93: {
            const s93 = p, m93 = R.top;
            A93_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K72[c] === 1)) break A93_0;
              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A93_0;
              p += 2;
              c = input.charCodeAt(p);
              if ((c < 128 && K73[c] === 1)) p++;
              else break A93_0;
              break A93;
            }
            p = s93; R.top = m93;
            A93_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K72[c] === 1)) break A93_1;
              if (input.charCodeAt(p) !== 50) break A93_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K74[c] === 1)) p++;
              else break A93_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K47[c] === 1)) p++;
              else break A93_1;
              break A93;
            }
            p = s93; R.top = m93;
            A93_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K75[c] === 1)) break A93_2;
              if (input.charCodeAt(p) !== 49) break A93_2;
              p += 1;
              {
                let n94 = 0;
                for (;;) {
                  if (n94 === 2) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K47[c] === 1)) p++;
                  else break;
                  n94++;
                }
                if (n94 < 2) break A93_2;
              }
              break A93;
            }
            p = s93; R.top = m93;
            A93_3: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K76[c] === 1)) break A93_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K77[c] === 1)) p++;
              else break A93_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K47[c] === 1)) p++;
              else break A93_3;
              break A93;
            }
            p = s93; R.top = m93;
            A93_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K47[c] === 1)) p++;
              else break A93_4;
              break A93;
            }
            p = s93; R.top = m93;
            break F;
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
        if ((c < 128 && K52[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K52[c] === 1)) p++;
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
        if ((c < 128 && K78[c] === 1)) p++;
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
        if ((c < 128 && K79[c] === 1)) p++;
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
        if ((c < 128 && K80[c] === 1)) p++;
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
        if ((c < 128 && K81[c] === 1)) p++;
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
      const s100 = p, m100 = R.top;
        {
          const s101 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K78[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K82.lastIndex = p;
              if (K82.test(input)) p = K82.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K82.lastIndex = 0;
                if (!K82.test(w)) break;
                p += K82.lastIndex;
                if (K82.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s101) break F;
        }
      R.capture(19, s100, p, m100);
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
      const s102 = p, m102 = R.top;
        t = r_IPv6address(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 53) break F;
        p += 3;
        t = r_ZoneID(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(18, s102, p, m102);
    }
    return p;
  }
  return -1;
}

return { "IRI": r_IRI, "ihierPart": r_ihierPart, "IRIReference": r_IRIReference, "absoluteIRI": r_absoluteIRI, "irelativeRef": r_irelativeRef, "irelativePart": r_irelativePart, "iauthority": r_iauthority, "iuserinfo": r_iuserinfo, "ihost": r_ihost, "iregName": r_iregName, "ipath": r_ipath, "ipathAbempty": r_ipathAbempty, "ipathAbsolute": r_ipathAbsolute, "ipathNoscheme": r_ipathNoscheme, "ipathRootless": r_ipathRootless, "ipathEmpty": r_ipathEmpty, "isegment": r_isegment, "isegmentNz": r_isegmentNz, "isegmentNzNc": r_isegmentNzNc, "ipchar": r_ipchar, "iquery": r_iquery, "ifragment": r_ifragment, "iunreserved": r_iunreserved, "ucschar": r_ucschar, "iprivate": r_iprivate, "scheme": r_scheme, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["IRI","ihierPart","IRIReference","absoluteIRI","irelativeRef","irelativePart","iauthority","iuserinfo","ihost","iregName","ipath","ipathAbempty","ipathAbsolute","ipathNoscheme","ipathRootless","ipathEmpty","isegment","isegmentNz","isegmentNzNc","ipchar","iquery","ifragment","iunreserved","ucschar","iprivate","scheme","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","pctEncoded","unreserved","reserved","genDelims","subDelims","ZoneID","IPv6addrz"],
  rules: [
    [10,"IRI",[3,[11,25],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,20]]],[5,[3,[0,"#",0],[11,21]]]]], // IRI
    [10,"ihier-part",[4,[3,[0,"//",0],[11,6],[11,11]],[11,12],[11,14],[11,15]]], // ihierPart
    [10,"IRI-reference",[4,[11,0],[11,4]]], // IRIReference
    [10,"absolute-IRI",[3,[11,25],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,20]]]]], // absoluteIRI
    [10,"irelative-ref",[3,[11,5],[5,[3,[0,"?",0],[11,20]]],[5,[3,[0,"#",0],[11,21]]]]], // irelativeRef
    [10,"irelative-part",[4,[3,[0,"//",0],[11,6],[11,11]],[11,12],[11,13],[11,15]]], // irelativePart
    [10,"iauthority",[3,[5,[3,[11,7],[0,"@",0]]],[11,8],[5,[3,[0,":",0],[11,26]]]]], // iauthority
    [10,"iuserinfo",[2,0,0,-1]], // iuserinfo
    [10,"ihost",[4,[11,27],[3,[11,32],[7,[1,1]]],[11,9]]], // ihost
    [10,"ireg-name",[2,1,0,-1]], // iregName
    [10,"ipath",[4,[3,[8,[0,"/",0]],[11,11]],[11,14],[11,15]]], // ipath
    [10,"ipath-abempty",[6,[3,[0,"/",0],[11,16]],0,-1]], // ipathAbempty
    [10,"ipath-absolute",[3,[0,"/",0],[5,[3,[11,17],[6,[3,[0,"/",0],[11,16]],0,-1]]]]], // ipathAbsolute
    [10,"ipath-noscheme",[3,[11,18],[6,[3,[0,"/",0],[11,16]],0,-1]]], // ipathNoscheme
    [10,"ipath-rootless",[3,[11,17],[6,[3,[0,"/",0],[11,16]],0,-1]]], // ipathRootless
    [10,"ipath-empty",[3]], // ipathEmpty
    [10,"isegment",[2,2,0,-1]], // isegment
    [10,"isegment-nz",[2,2,1,-1]], // isegmentNz
    [10,"isegment-nz-nc",[2,3,1,-1]], // isegmentNzNc
    [10,"ipchar",[1,2]], // ipchar
    [10,"iquery",[2,4,0,-1]], // iquery
    [10,"ifragment",[2,5,0,-1]], // ifragment
    [10,"iunreserved",[1,6]], // iunreserved
    [10,"ucschar",[1,7]], // ucschar
    [10,"iprivate",[1,8]], // iprivate
    [10,"scheme",[3,[1,9],[2,10,0,-1]]], // scheme
    [10,"port",[2,11,0,-1]], // port
    [10,"IP-literal",[3,[0,"[",0],[4,[11,40],[11,29],[11,28]],[0,"]",0]]], // IPLiteral
    [10,"IPvFuture",[3,[0,"v",1],[2,12,1,-1],[0,".",0],[2,13,1,-1]]], // IPvFuture
    [10,"IPv6address",[4,[3,[6,[3,[11,30],[0,":",0]],6,6],[11,31]],[3,[0,"::",0],[6,[3,[11,30],[0,":",0]],5,5],[11,31]],[3,[5,[11,30]],[0,"::",0],[6,[3,[11,30],[0,":",0]],4,4],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,1],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],3,3],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,2],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],2,2],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,3],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],1,1],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,4],[11,30]]],[0,"::",0]],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,5],[11,30]]],[0,"::",0]],[11,30]],[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,6],[11,30]]],[0,"::",0]]]], // IPv6address
    [10,"h16",[2,12,1,4]], // h16
    [10,"ls32",[4,[3,[11,30],[0,":",0],[11,30]],[11,32]]], // ls32
    [10,"IPv4address",[3,[11,33],[0,".",0],[11,33],[0,".",0],[11,33],[0,".",0],[11,33]]], // IPv4address
    [10,"dec-octet",[4,[3,[0,"25",0],[1,14]],[3,[0,"2",0],[1,15],[1,11]],[3,[0,"1",0],[2,11,2,2]],[3,[1,16],[1,11]],[1,11]]], // decOctet
    [10,"pct-encoded",[3,[0,"%",0],[1,12],[1,12]]], // pctEncoded
    [10,"unreserved",[1,17]], // unreserved
    [10,"reserved",[1,18]], // reserved
    [10,"gen-delims",[1,19]], // genDelims
    [10,"sub-delims",[1,20]], // subDelims
    [10,"ZoneID",[2,21,1,-1]], // ZoneID
    [10,"IPv6addrz",[3,[11,29],[0,"%25",0],[11,39]]], // IPv6addrz
  ],
  sets: [
    ["iuserinfo","000000002df7fff2efffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d\\u003a","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",1],
    ["ireg-name","000000002df7ffb2efffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",1],
    ["ipchar","000000002df7fff2ffffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d\\u003a\\u0040","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",1],
    ["isegment-nz-nc","000000002df7ffb2ffffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d\\u0040","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",1],
    ["iquery","000000002dfffffaffffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d\\u003a\\u0040\\ue000-\\uf8ff\\u002f\\u003f","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd]|\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])",1],
    ["ifragment","000000002dfffffaffffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef\\u0021\\u0024\\u0026\\u0027\\u0028\\u0029\\u002a\\u002b\\u002c\\u003b\\u003d\\u003a\\u0040\\u002f\\u003f","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",1],
    ["iunreserved","000000000006ff30efffff78efffff74","A-Za-z0-9\\u002d\\u002e\\u005f\\u007e\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",0],
    ["ucschar","00000000000000000000000000000000","\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef","(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])",0],
    ["iprivate","00000000000000000000000000000000","\\ue000-\\uf8ff","(?:\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])",0],
    ["ALPHA","0000000000000000efffff70efffff70","","",0],
    ["scheme","000000000086ff30efffff70efffff70","","",0],
    ["DIGIT","000000000000ff300000000000000000","","",0],
    ["HEXDIG","000000000000ff30e7000000e7000000","","",0],
    ["IPvFuture","000000002df7fff2efffff78efffff74","","",0],
    ["%x30-35","000000000000f3000000000000000000","","",0],
    ["%x30-34","000000000000f1000000000000000000","","",0],
    ["%x31-39","000000000000ef300000000000000000","","",0],
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
