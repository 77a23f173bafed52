/*
 * GENERATED FILE — do not edit. The grammar "rfc3987", compiled at build time
 * from grammars/rfc3987.ts: rfc3987Grammar(k).
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
import type { RuleTexts } from '../engine/runtime';

export const meta: GrammarMeta = {
  id: "rfc3987",
  name: "rfc3987",
  rules: [
    ["IRI","IRI","2.2"],
    ["ihier-part","ihierPart","2.2"],
    ["IRI-reference","IRIReference","2.2"],
    ["absolute-IRI","absoluteIRI","2.2"],
    ["irelative-ref","irelativeRef","2.2"],
    ["irelative-part","irelativePart","2.2"],
    ["iauthority","iauthority","2.2"],
    ["iuserinfo","iuserinfo","2.2"],
    ["ihost","ihost","2.2"],
    ["ireg-name","iregName","2.2"],
    ["ipath","ipath","2.2"],
    ["ipath-abempty","ipathAbempty","2.2"],
    ["ipath-absolute","ipathAbsolute","2.2"],
    ["ipath-noscheme","ipathNoscheme","2.2"],
    ["ipath-rootless","ipathRootless","2.2"],
    ["ipath-empty","ipathEmpty","2.2"],
    ["isegment","isegment","2.2"],
    ["isegment-nz","isegmentNz","2.2"],
    ["isegment-nz-nc","isegmentNzNc","2.2"],
    ["ipchar","ipchar","2.2"],
    ["iquery","iquery","2.2"],
    ["ifragment","ifragment","2.2"],
    ["iunreserved","iunreserved","2.2"],
    ["ucschar","ucschar","2.2"],
    ["iprivate","iprivate","2.2"],
    ["scheme","scheme","RFC 3986 §3.1"],
    ["port","port","RFC 3986 §3.2.3"],
    ["IP-literal","IPLiteral","RFC 3986 §3.2.2"],
    ["IPvFuture","IPvFuture","RFC 3986 §3.2.2"],
    ["IPv6address","IPv6address","RFC 3986 §3.2.2"],
    ["h16","h16","RFC 3986 §3.2.2"],
    ["ls32","ls32","RFC 3986 §3.2.2"],
    ["IPv4address","IPv4address","RFC 3986 §3.2.2"],
    ["dec-octet","decOctet","RFC 3986 §3.2.2"],
    ["pct-encoded","pctEncoded","RFC 3986 §2.1"],
    ["unreserved","unreserved","RFC 3986 §2.3"],
    ["reserved","reserved","RFC 3986 §2.2"],
    ["gen-delims","genDelims","RFC 3986 §2.2"],
    ["sub-delims","subDelims","RFC 3986 §2.2"],
  ],
  captured: ["IRI","irelative-ref","scheme","iauthority","iuserinfo","ihost","IPv4address","IPv6address","IPvFuture","ireg-name","port","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","IPv6addrz","ZoneID"],
  capturedNames: ["IRI","irelative-ref","iauthority","iuserinfo","ihost","ireg-name","ipath-abempty","ipath-absolute","ipath-noscheme","ipath-rootless","ipath-empty","iquery","ifragment","scheme","port","IPvFuture","IPv6address","IPv4address"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["IRI = scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]"],
    ["ihier-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty"],
    ["IRI-reference = IRI / irelative-ref"],
    ["absolute-IRI = scheme \":\" ihier-part [ \"?\" iquery ]"],
    ["irelative-ref = irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]"],
    ["irelative-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty"],
    ["iauthority = [ iuserinfo \"@\" ] ihost [ \":\" port ]"],
    ["iuserinfo = *( iunreserved / pct-encoded / sub-delims / \":\" )"],
    ["ihost = IP-literal / IPv4address / ireg-name"],
    ["ireg-name = *( iunreserved / pct-encoded / sub-delims )"],
    ["ipath = ipath-abempty ; begins with \"/\" or is empty / ipath-absolute ; begins with \"/\" but not \"//\" / ipath-noscheme ; begins with a non-colon segment / ipath-rootless ; begins with a segment / ipath-empty ; zero characters","ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty"],
    ["ipath-abempty = *( \"/\" isegment )"],
    ["ipath-absolute = \"/\" [ isegment-nz *( \"/\" isegment ) ]"],
    ["ipath-noscheme = isegment-nz-nc *( \"/\" isegment )"],
    ["ipath-rootless = isegment-nz *( \"/\" isegment )"],
    ["ipath-empty = 0<ipchar>"],
    ["isegment = *ipchar"],
    ["isegment-nz = 1*ipchar"],
    ["isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / \"@\" ) ; non-zero-length segment without any colon \":\"","isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / \"@\" )"],
    ["ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\""],
    ["iquery = *( ipchar / iprivate / \"/\" / \"?\" )"],
    ["ifragment = *( ipchar / \"/\" / \"?\" )"],
    ["iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar"],
    ["ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD / %xD0000-DFFFD / %xE1000-EFFFD"],
    ["iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD"],
    ["scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )"],
    ["port = *DIGIT"],
    ["IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\""],
    ["IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )"],
    ["IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\""],
    ["h16 = 1*4HEXDIG"],
    ["ls32 = ( h16 \":\" h16 ) / IPv4address"],
    ["IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet"],
    ["dec-octet = DIGIT ; 0-9 / %x31-39 DIGIT ; 10-99 / \"1\" 2DIGIT ; 100-199 / \"2\" %x30-34 DIGIT ; 200-249 / \"25\" %x30-35 ; 250-255","dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35"],
    ["pct-encoded = \"%\" HEXDIG HEXDIG"],
    ["unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\""],
    ["reserved = gen-delims / sub-delims"],
    ["gen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\""],
    ["sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\""],
  ];
}

// the stretches the fused regexps below share
const F4 = "(?:\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])";
const F5 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F7 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd])";
const F8 = "(?:" + F7 + "|%[0-9A-Fa-f]{2})";
const F10 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]|" + F7 + "|%[0-9A-Fa-f]{2})";
const F11 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]+|" + F7 + "|%[0-9A-Fa-f]{2})";
const F12 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]|" + F7 + "|%[0-9A-Fa-f]{2})";
const F13 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]+|" + F7 + "|%[0-9A-Fa-f]{2})";
const F14 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]+|" + F7 + "|%[0-9A-Fa-f]{2})";
const F15 = F11 + "+";
const F16 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]+|" + F7 + "|%[0-9A-Fa-f]{2})";
const F17 = F13 + "+";
const F18 = F14 + "+";
const F21 = F16 + "+";
const F23 = "(?:" + F8 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*)";
const F25 = "(?:" + F8 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*)";
const F27 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]+|" + F7 + "|%[0-9A-Fa-f]{2})";
const F28 = F27 + "+";
const F30 = "(?:\\ud800[\\udc00-\\udfff]|[\\ud801-\\ud83e][\\udc00-\\udfff]|\\ud83f[\\udc00-\\udffd]|\\ud840[\\udc00-\\udfff]|[\\ud841-\\ud87e][\\udc00-\\udfff]|\\ud87f[\\udc00-\\udffd]|\\ud880[\\udc00-\\udfff]|[\\ud881-\\ud8be][\\udc00-\\udfff]|\\ud8bf[\\udc00-\\udffd]|\\ud8c0[\\udc00-\\udfff]|[\\ud8c1-\\ud8fe][\\udc00-\\udfff]|\\ud8ff[\\udc00-\\udffd]|\\ud900[\\udc00-\\udfff]|[\\ud901-\\ud93e][\\udc00-\\udfff]|\\ud93f[\\udc00-\\udffd]|\\ud940[\\udc00-\\udfff]|[\\ud941-\\ud97e][\\udc00-\\udfff]|\\ud97f[\\udc00-\\udffd]|\\ud980[\\udc00-\\udfff]|[\\ud981-\\ud9be][\\udc00-\\udfff]|\\ud9bf[\\udc00-\\udffd]|\\ud9c0[\\udc00-\\udfff]|[\\ud9c1-\\ud9fe][\\udc00-\\udfff]|\\ud9ff[\\udc00-\\udffd]|\\uda00[\\udc00-\\udfff]|[\\uda01-\\uda3e][\\udc00-\\udfff]|\\uda3f[\\udc00-\\udffd]|\\uda40[\\udc00-\\udfff]|[\\uda41-\\uda7e][\\udc00-\\udfff]|\\uda7f[\\udc00-\\udffd]|\\uda80[\\udc00-\\udfff]|[\\uda81-\\udabe][\\udc00-\\udfff]|\\udabf[\\udc00-\\udffd]|\\udac0[\\udc00-\\udfff]|[\\udac1-\\udafe][\\udc00-\\udfff]|\\udaff[\\udc00-\\udffd]|\\udb00[\\udc00-\\udfff]|[\\udb01-\\udb3e][\\udc00-\\udfff]|\\udb3f[\\udc00-\\udffd]|\\udb44[\\udc00-\\udfff]|[\\udb45-\\udb7e][\\udc00-\\udfff]|\\udb7f[\\udc00-\\udffd]|\\udb80[\\udc00-\\udfff]|[\\udb81-\\udbbe][\\udc00-\\udfff]|\\udbbf[\\udc00-\\udffd]|\\udbc0[\\udc00-\\udfff]|[\\udbc1-\\udbfe][\\udc00-\\udfff]|\\udbff[\\udc00-\\udffd])";
const F32 = "(?:\\/[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*)";
const F34 = F32 + "{0,}";
const F36 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]+|" + F30 + "|%[0-9A-Fa-f]{2})";
const F37 = F36 + "+";
const F49 = F10 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*" + F32 + "{0,}";
const F50 = F12 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*" + F32 + "{0,}";
const F51 = "(?:" + F12 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*" + F32 + "{0,})";
const F52 = "\\/" + F51 + "?";

export function fast(R: Records, X?: (M: Matchers) => Matchers): Matchers {
const F24 = "(?!" + F12 + ")";
const F26 = "(?:" + F12 + ")";
const F40 = "(?:\\/" + F26 + "{0,256}" + F24 + ")";
const F41 = F40 + "{1,64}";
const K0 = bits("00000000000800000000000000000000");
const K1 = bits("000000002ff7fff2ffffff78efffff74");
const K2 = bits("0000000000000000efffff70efffff70");
const K3 = bits("000000002ff7ffb2ffffff78efffff74");
const K4 = new RegExp(F17, "y");
const K5 = bits("000000002df7fff2efffff78efffff74");
const K6 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:]$/;
const K7 = bits("00000000000000000000008000000000");
const K8 = bits("000000000000ff300000000000000000");
const K9 = bits("000000002df7ffb2efffff78efffff74");
const K10 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=]$/;
const K11 = new RegExp(F7, "y");
const K12 = new RegExp(F15, "y");
const K13 = new Fused(F34);
const K14 = new RegExp(F41, "y");
const K15 = new Fused(F52);
const K16 = new RegExp(F41, "y");
const K17 = new Fused(F49);
const K18 = new RegExp(F41, "y");
const K19 = new Fused(F50);
const K20 = new RegExp(F41, "y");
const K21 = new RegExp(F21, "y");
const K22 = bits("000000002df7fff2ffffff78efffff74");
const K23 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@]$/;
const K24 = new RegExp(F18, "y");
const K25 = bits("000000002df7ffb2ffffff78efffff74");
const K26 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=@]$/;
const K27 = new RegExp(F37, "y");
const K28 = bits("000000002dfffffaffffff78efffff74");
const K29 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@\ue000-\uf8ff\/?]$/;
const K30 = new RegExp(F28, "y");
const K31 = bits("000000002dfffffaffffff78efffff74");
const K32 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@\/?]$/;
const K33 = bits("000000000006ff30efffff78efffff74");
const K34 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K35 = bits("00000000000000000000000000000000");
const K36 = /^[\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K37 = bits("00000000000000000000000000000000");
const K38 = /^[\ue000-\uf8ff]$/;
const K39 = new RegExp(F4, "y");
const K40 = bits("0000000000000000efffff70efffff70");
const K41 = /[A-Za-z0-9+\-.]+/y;
const K42 = bits("000000000086ff30efffff70efffff70");
const K43 = /[0-9]+/y;
const K44 = bits("000000000000ff300000000000000000");
const K45 = bits("000000000000ff70e7000000e7000000");
const K46 = bits("00000000000000000000040000000400");
const K47 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K48 = /[0-9A-Fa-f]+/y;
const K49 = bits("000000000000ff30e7000000e7000000");
const K50 = /[A-Za-z0-9\-._~!$&'()*+,;=:]+/y;
const K51 = bits("000000002df7fff2efffff78efffff74");
const K52 = bits("000000000000ff30e7000000e7000000");
const K53 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K54 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K55 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K56 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K57 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K58 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K59 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K60 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K61 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K62 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K63 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K64 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K65 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K66 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K67 = new Fused(F5);
const K68 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K69 = bits("000000000006ff30efffff78efffff74");
const K70 = bits("00000000adf900ca1000008200000000");
const K71 = bits("00000000800800481000008200000000");
const K72 = bits("000000002df100820000000000000000");
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_iauthority(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_ipathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_ipathAbsolute(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K1[c] === 1 : c === c)) break A1_2;
            t = r_ipathRootless(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_ipathEmpty(input, p);
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

// IRI-reference
function r_IRIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_IRI(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_irelativeRef(input, p);
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
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_iquery(input, p);
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

// irelative-ref
function r_irelativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_irelativePart(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
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
            if (input.charCodeAt(p) !== 35) break O2_f;
            p += 1;
            t = r_ifragment(input, p);
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

// irelative-part
function r_irelativePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_iauthority(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_ipathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_ipathAbsolute(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K3[c] === 1 : c === c)) break A1_2;
            t = r_ipathNoscheme(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_ipathEmpty(input, p);
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

// iauthority
function r_iauthority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K1[c] === 1 : c === c)) break O1_f;
            t = r_iuserinfo(input, p);
            if (t < 0) break O1_f;
            p = t;
            if (input.charCodeAt(p) !== 64) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_ihost(input, p);
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

// iuserinfo
function r_iuserinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K5[c] === 1 : c === c && K6.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K4, input, p);
          }
        }
      R.capture(4, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_0;
            t = r_IPLiteral(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K8[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A1_1;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                c = input.charCodeAt(p);
                if ((c < 128 ? K9[c] === 1 : c === c && K10.test(String.fromCharCode(c)))) p++;
                else if (c >= 0xd800 && c <= 0xdbff && (K11.lastIndex = p, K11.test(input))) p += 2;
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
            t = r_iregName(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(5, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K9[c] === 1 : c === c && K10.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K12, input, p);
          }
        }
      R.capture(9, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// ipath
function r_ipath(input, i) {
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
            t = r_ipathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 ? K1[c] === 1 : c === c)) break A1_1;
            t = r_ipathRootless(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            t = r_ipathEmpty(input, p);
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

// ipath-abempty
function r_ipathAbempty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K13.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K14.lastIndex = p;
              if (K14.test(input) && K14.lastIndex > p) { p = K14.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_isegment(input, p);
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
      R.capture(11, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K15.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 ? K1[c] === 1 : c === c)) break O1_f;
              t = r_isegmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K16.lastIndex = p;
                  if (K16.test(input) && K16.lastIndex > p) { p = K16.lastIndex; n2 = 1; }
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    if (input.charCodeAt(p) !== 47) break M2_f;
                    p += 1;
                    t = r_isegment(input, p);
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
      R.capture(12, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K17.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_isegmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K18.lastIndex = p;
              if (K18.test(input) && K18.lastIndex > p) { p = K18.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_isegment(input, p);
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
      R.capture(13, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K19.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_isegmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K20.lastIndex = p;
              if (K20.test(input) && K20.lastIndex > p) { p = K20.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_isegment(input, p);
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
      R.capture(14, s0, p, m0);
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
      const s0 = p, m0 = R.top;
      R.capture(15, s0, p, m0);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K21, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K21, input, p);
          }
          if (p === s1) break F;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K25[c] === 1 : c === c && K26.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K24, input, p);
          }
          if (p === s1) break F;
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
        if ((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K11.lastIndex = p, K11.test(input))) p += 2;
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K28[c] === 1 : c === c && K29.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K27, input, p);
          }
        }
      R.capture(16, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K31[c] === 1 : c === c && K32.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K30, input, p);
          }
        }
      R.capture(17, s0, p, m0);
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
        if ((c < 128 ? K33[c] === 1 : c === c && K34.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K11.lastIndex = p, K11.test(input))) p += 2;
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
        if ((c < 128 ? K35[c] === 1 : c === c && K36.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K11.lastIndex = p, K11.test(input))) p += 2;
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
        if ((c < 128 ? K37[c] === 1 : c === c && K38.test(String.fromCharCode(c)))) p++;
        else if (c >= 0xd800 && c <= 0xdbff && (K39.lastIndex = p, K39.test(input))) p += 2;
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
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K40[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K42[c] === 1)) {
            p = Fused.run(K41, input, p);
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
          if ((c < 128 && K44[c] === 1)) {
            p = Fused.run(K43, input, p);
          }
        }
      R.capture(10, s0, p, m0);
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_0;
            t = r_IPv6address(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K46[c] === 1)) break A1_1;
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
    return p;
  }
  return -1;
}

// IPvFuture
function r_IPvFuture(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K47.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K49[c] === 1)) {
              p = Fused.run(K48, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K51[c] === 1)) {
              p = Fused.run(K50, input, p);
            }
            if (p === s2) break F;
          }
        }
      R.capture(8, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K52[c] === 1)) break A1_0;
            t = K53.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_1;
            p += 2;
            t = K54.match(input, p);
            if (t < 0) break A1_1;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_2;
            t = K55.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_2;
            p += 2;
            t = K56.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_3;
            t = K57.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            t = K58.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_4;
            t = K59.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            t = K60.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_4;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_5;
            t = K61.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            t = K62.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_5;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_6;
            t = K63.match(input, p);
            if (t < 0) break A1_6;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_6;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_7;
            t = K64.match(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K45[c] === 1)) break A1_8;
            t = K65.match(input, p);
            if (t < 0) break A1_8;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(7, s0, p, m0);
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
            if ((c < 128 && K49[c] === 1)) p++;
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K52[c] === 1)) break A1_0;
            t = K66.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K8[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
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

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = K67.match(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// dec-octet
function r_decOctet(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K68.match(input, p);
    if (t < 0) break F;
    p = t;
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
        if ((c < 128 && K49[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K49[c] === 1)) p++;
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
        if ((c < 128 && K69[c] === 1)) p++;
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
        if ((c < 128 && K70[c] === 1)) p++;
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
        if ((c < 128 && K71[c] === 1)) p++;
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
        if ((c < 128 && K72[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

const M = { "IRI": r_IRI, "ihierPart": r_ihierPart, "IRIReference": r_IRIReference, "absoluteIRI": r_absoluteIRI, "irelativeRef": r_irelativeRef, "irelativePart": r_irelativePart, "iauthority": r_iauthority, "iuserinfo": r_iuserinfo, "ihost": r_ihost, "iregName": r_iregName, "ipath": r_ipath, "ipathAbempty": r_ipathAbempty, "ipathAbsolute": r_ipathAbsolute, "ipathNoscheme": r_ipathNoscheme, "ipathRootless": r_ipathRootless, "ipathEmpty": r_ipathEmpty, "isegment": r_isegment, "isegmentNz": r_isegmentNz, "isegmentNzNc": r_isegmentNzNc, "ipchar": r_ipchar, "iquery": r_iquery, "ifragment": r_ifragment, "iunreserved": r_iunreserved, "ucschar": r_ucschar, "iprivate": r_iprivate, "scheme": r_scheme, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_IPLiteral = O["IPLiteral"];
return O;
}

export function validate(S: () => Matchers, X?: (M: Matchers) => Matchers): Matchers {
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F6 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F9 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]|" + F7 + "|%[0-9A-Fa-f]{2})";
const F19 = "(?!" + F9 + ")";
const F20 = "(?:" + F8 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*)";
const F22 = "(?:" + F8 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]*)";
const F29 = "(?:" + F8 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]*)";
const F31 = "(?:[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]*" + F22 + "*@)";
const F33 = "(?:" + F30 + "|%[0-9A-Fa-f]{2})";
const F35 = "(?:#[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]*" + F29 + "*)";
const F38 = "(?:" + F33 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]*)";
const F39 = "(?:\\?[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]*" + F38 + "*)";
const F42 = "(?:" + F10 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*|)";
const F43 = "(?:" + F12 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*|)";
const F44 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F19 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F20 + "*)";
const F45 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F6 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F6 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F6 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F6 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F6 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F6 + "|" + F2 + "\\k<a12>" + F6 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F46 = "(?:" + F45 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F47 = "(?<a18>" + F46 + ")";
const F48 = "(?=" + F47 + ")";
const F53 = "(?:(?=\\/)" + F32 + "{0,}|" + F12 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*" + F32 + "{0,}|)";
const F54 = "(?:\\[" + F48 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F19 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F20 + "*)";
const F55 = "(?:\\/\\/" + F31 + "?" + F54 + "(?::[0-9]{0,})?" + F32 + "{0,}|\\/" + F51 + "?|" + F10 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*" + F32 + "{0,}|)";
const F56 = "(?:\\/\\/" + F31 + "?" + F54 + "(?::[0-9]{0,})?" + F32 + "{0,}|\\/" + F51 + "?|" + F12 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]*" + F25 + "*" + F32 + "{0,}|)";
const F57 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F56 + F39 + "?" + F35 + "?|(?:\\/\\/" + F31 + "?(?:\\[(?=(?<a37>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F6 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F6 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F6 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F6 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F6 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F6 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F6 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])" + F19 + "|[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]*" + F20 + "*)(?::[0-9]{0,})?" + F32 + "{0,}|\\/" + F51 + "?|" + F10 + "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]*" + F23 + "*" + F32 + "{0,}|)" + F39 + "?" + F35 + "?)";
const K0 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F56 + F39 + "?" + F35 + "?");
const K1 = new Fused(F56, F43, "/");
const K2 = new Fused(F57);
const K3 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F56 + F39 + "?");
const K4 = new Fused(F55 + F39 + "?" + F35 + "?");
const K5 = new Fused(F55, F42, "/");
const K6 = new Fused(F31 + "?" + F54 + "(?::[0-9]{0,})?", F31 + "?" + F44 + "(?::[0-9]{0,})?", "[");
const K7 = new RegExp(F17, "y");
const K8 = bits("000000002df7fff2efffff78efffff74");
const K9 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:]$/;
const K10 = new Fused(F54, F44, "[");
const K11 = new RegExp(F15, "y");
const K12 = bits("000000002df7ffb2efffff78efffff74");
const K13 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=]$/;
const K14 = new Fused(F53, F43, "/");
const K15 = new Fused(F34);
const K16 = new Fused(F52);
const K17 = new Fused(F49);
const K18 = new Fused(F50);
const K19 = new RegExp(F21, "y");
const K20 = bits("000000002df7fff2ffffff78efffff74");
const K21 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@]$/;
const K22 = new RegExp(F18, "y");
const K23 = bits("000000002df7ffb2ffffff78efffff74");
const K24 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=@]$/;
const K25 = new RegExp(F7, "y");
const K26 = new RegExp(F37, "y");
const K27 = bits("000000002dfffffaffffff78efffff74");
const K28 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@\ue000-\uf8ff\/?]$/;
const K29 = new RegExp(F28, "y");
const K30 = bits("000000002dfffffaffffff78efffff74");
const K31 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef!$&'()*+,;=:@\/?]$/;
const K32 = bits("000000000006ff30efffff78efffff74");
const K33 = /^[A-Za-z0-9\-._~\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K34 = bits("00000000000000000000000000000000");
const K35 = /^[\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]$/;
const K36 = bits("00000000000000000000000000000000");
const K37 = /^[\ue000-\uf8ff]$/;
const K38 = new RegExp(F4, "y");
const K39 = bits("0000000000000000efffff70efffff70");
const K40 = /[A-Za-z0-9+\-.]+/y;
const K41 = bits("000000000086ff30efffff70efffff70");
const K42 = /[0-9]+/y;
const K43 = bits("000000000000ff300000000000000000");
const K44 = new Fused("\\[" + F48 + "\\k<a18>\\]");
const K45 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K46 = new Fused(F45);
const K47 = bits("000000000000ff30e7000000e7000000");
const K48 = new Fused(F6);
const K49 = new Fused(F5);
const K50 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K51 = bits("000000000006ff30efffff78efffff74");
const K52 = bits("00000000adf900ca1000008200000000");
const K53 = bits("00000000800800481000008200000000");
const K54 = bits("000000002df100820000000000000000");
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
            p = Fused.run(K7, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K11, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K19, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K19, input, p);
          }
          if (p === s1) break F;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K23[c] === 1 : c === c && K24.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K22, input, p);
          }
          if (p === s1) break F;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K27[c] === 1 : c === c && K28.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K26, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((((c < 128 ? K30[c] === 1 : c === c && K31.test(String.fromCharCode(c))) || c === 37) || (c >= 0xd800 && c <= 0xdbff))) {
            p = Fused.run(K29, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
            p = Fused.run(K40, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K43[c] === 1)) {
            p = Fused.run(K42, input, p);
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
  return K46.match(input, i);
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
            if ((c < 128 && K47[c] === 1)) p++;
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
  return K48.match(input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return K49.match(input, i);
}

// dec-octet
function r_decOctet(input, i) {
  return K50.match(input, i);
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

const M = { "IRI": r_IRI, "ihierPart": r_ihierPart, "IRIReference": r_IRIReference, "absoluteIRI": r_absoluteIRI, "irelativeRef": r_irelativeRef, "irelativePart": r_irelativePart, "iauthority": r_iauthority, "iuserinfo": r_iuserinfo, "ihost": r_ihost, "iregName": r_iregName, "ipath": r_ipath, "ipathAbempty": r_ipathAbempty, "ipathAbsolute": r_ipathAbsolute, "ipathNoscheme": r_ipathNoscheme, "ipathRootless": r_ipathRootless, "ipathEmpty": r_ipathEmpty, "isegment": r_isegment, "isegmentNz": r_isegmentNz, "isegmentNzNc": r_isegmentNzNc, "ipchar": r_ipchar, "iquery": r_iquery, "ifragment": r_ifragment, "iunreserved": r_iunreserved, "ucschar": r_ucschar, "iprivate": r_iprivate, "scheme": r_scheme, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_IRI = O["IRI"];
r_ihierPart = O["ihierPart"];
r_IRIReference = O["IRIReference"];
r_absoluteIRI = O["absoluteIRI"];
r_irelativeRef = O["irelativeRef"];
r_irelativePart = O["irelativePart"];
r_iauthority = O["iauthority"];
r_ihost = O["ihost"];
r_IPLiteral = O["IPLiteral"];
return O;
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[11,25],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,20]]],[5,[3,[0,"#",0],[11,21]]]], // IRI
    [4,[3,[0,"//",0],[11,6],[11,11]],[11,12],[11,14],[11,15]], // ihierPart
    [4,[11,0],[11,4]], // IRIReference
    [3,[11,25],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,20]]]], // absoluteIRI
    [3,[11,5],[5,[3,[0,"?",0],[11,20]]],[5,[3,[0,"#",0],[11,21]]]], // irelativeRef
    [4,[3,[0,"//",0],[11,6],[11,11]],[11,12],[11,13],[11,15]], // irelativePart
    [3,[5,[3,[11,7],[0,"@",0]]],[11,8],[5,[3,[0,":",0],[11,26]]]], // iauthority
    [2,0,0,-1], // iuserinfo
    [4,[11,27],[3,[11,32],[7,[1,1]]],[11,9]], // ihost
    [2,1,0,-1], // iregName
    [4,[3,[8,[0,"/",0]],[11,11]],[11,14],[11,15]], // ipath
    [6,[3,[0,"/",0],[11,16]],0,-1], // ipathAbempty
    [3,[0,"/",0],[5,[3,[11,17],[6,[3,[0,"/",0],[11,16]],0,-1]]]], // ipathAbsolute
    [3,[11,18],[6,[3,[0,"/",0],[11,16]],0,-1]], // ipathNoscheme
    [3,[11,17],[6,[3,[0,"/",0],[11,16]],0,-1]], // ipathRootless
    [3], // ipathEmpty
    [2,2,0,-1], // isegment
    [2,2,1,-1], // isegmentNz
    [2,3,1,-1], // isegmentNzNc
    [1,2], // ipchar
    [2,4,0,-1], // iquery
    [2,5,0,-1], // ifragment
    [1,6], // iunreserved
    [1,7], // ucschar
    [1,8], // iprivate
    [3,[1,9],[2,10,0,-1]], // scheme
    [2,11,0,-1], // port
    [3,[0,"[",0],[4,[11,29],[11,28]],[0,"]",0]], // IPLiteral
    [3,[0,"v",1],[2,12,1,-1],[0,".",0],[2,13,1,-1]], // IPvFuture
    [4,[3,[6,[3,[11,30],[0,":",0]],6,6],[11,31]],[3,[0,"::",0],[6,[3,[11,30],[0,":",0]],5,5],[11,31]],[3,[5,[11,30]],[0,"::",0],[6,[3,[11,30],[0,":",0]],4,4],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,1],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],3,3],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,2],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],2,2],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,3],[11,30]]],[0,"::",0]],[6,[3,[11,30],[0,":",0]],1,1],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,4],[11,30]]],[0,"::",0]],[11,31]],[3,[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,5],[11,30]]],[0,"::",0]],[11,30]],[3,[5,[3,[6,[3,[11,30],[0,":",0],[7,[0,":",0]]],0,6],[11,30]]],[0,"::",0]]], // IPv6address
    [2,12,1,4], // h16
    [4,[3,[11,30],[0,":",0],[11,30]],[11,32]], // ls32
    [3,[11,33],[0,".",0],[11,33],[0,".",0],[11,33],[0,".",0],[11,33]], // IPv4address
    [4,[3,[0,"25",0],[1,14]],[3,[0,"2",0],[1,15],[1,11]],[3,[0,"1",0],[2,11,2,2]],[3,[1,16],[1,11]],[1,11]], // decOctet
    [3,[0,"%",0],[1,12],[1,12]], // pctEncoded
    [1,17], // unreserved
    [1,18], // reserved
    [1,19], // genDelims
    [1,20], // subDelims
  ],
  sets: [
    ["iuserinfo", "000000002df7fff2efffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:]", F7, 1],
    ["ireg-name", "000000002df7ffb2efffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=]", F7, 1],
    ["ipchar", "000000002df7fff2ffffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@]", F7, 1],
    ["isegment-nz-nc", "000000002df7ffb2ffffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=@]", F7, 1],
    ["iquery", "000000002dfffffaffffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\ue000-\\uf8ff\\/?]", F30, 1],
    ["ifragment", "000000002dfffffaffffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef!$&'()*+,;=:@\\/?]", F7, 1],
    ["iunreserved", "000000000006ff30efffff78efffff74", "[A-Za-z0-9\\-._~\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef]", F7, 0],
    ["ucschar", "00000000000000000000000000000000", "[\\u00a0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef]", F7, 0],
    ["iprivate", "00000000000000000000000000000000", "[\\ue000-\\uf8ff]", F4, 0],
    ["ALPHA", "0000000000000000efffff70efffff70", "", "", 0],
    ["scheme", "000000000086ff30efffff70efffff70", "", "", 0],
    ["DIGIT", "000000000000ff300000000000000000", "", "", 0],
    ["HEXDIG", "000000000000ff30e7000000e7000000", "", "", 0],
    ["IPvFuture", "000000002df7fff2efffff78efffff74", "", "", 0],
    ["%x30-35", "000000000000f3000000000000000000", "", "", 0],
    ["%x30-34", "000000000000f1000000000000000000", "", "", 0],
    ["%x31-39", "000000000000ef300000000000000000", "", "", 0],
    ["unreserved", "000000000006ff30efffff78efffff74", "", "", 0],
    ["reserved", "00000000adf900ca1000008200000000", "", "", 0],
    ["gen-delims", "00000000800800481000008200000000", "", "", 0],
    ["sub-delims", "000000002df100820000000000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
