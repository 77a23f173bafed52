/*
 * GENERATED FILE — do not edit. The grammar "rfc8141", compiled at build time
 * from grammars/rfc8141.ts: rfc8141Grammar(k).
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

export const meta: GrammarMeta = {
  id: "rfc8141",
  name: "rfc8141",
  rules: [
    ["URI","URI","RFC 3986 §3","URI = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]"],
    ["hier-part","hierPart","RFC 3986 §3","hier-part = \"//\" authority path-abempty / path-absolute / path-rootless / path-empty"],
    ["URI-reference","URIReference","RFC 3986 §4.1","URI-reference = URI / relative-ref"],
    ["absolute-URI","absoluteURI","RFC 3986 §4.3","absolute-URI = scheme \":\" hier-part [ \"?\" query ]"],
    ["relative-ref","relativeRef","RFC 3986 §4.2","relative-ref = relative-part [ \"?\" query ] [ \"#\" fragment ]"],
    ["relative-part","relativePart","RFC 3986 §4.2","relative-part = \"//\" authority path-abempty / path-absolute / path-noscheme / path-empty"],
    ["scheme","scheme","RFC 3986 §3.1","scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )"],
    ["authority","authority","RFC 3986 §3.2","authority = [ userinfo \"@\" ] host [ \":\" port ]"],
    ["userinfo","userinfo","RFC 3986 §3.2.1","userinfo = *( unreserved / pct-encoded / sub-delims / \":\" )"],
    ["host","host","RFC 3986 §3.2.2","host = IP-literal / IPv4address / reg-name"],
    ["port","port","RFC 3986 §3.2.3","port = *DIGIT"],
    ["IP-literal","IPLiteral","RFC 3986 §3.2.2","IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\""],
    ["IPvFuture","IPvFuture","RFC 3986 §3.2.2","IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )"],
    ["IPv6address","IPv6address","RFC 3986 §3.2.2","IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\""],
    ["h16","h16","RFC 3986 §3.2.2","h16 = 1*4HEXDIG"],
    ["ls32","ls32","RFC 3986 §3.2.2","ls32 = ( h16 \":\" h16 ) / IPv4address"],
    ["IPv4address","IPv4address","RFC 3986 §3.2.2","IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet"],
    ["dec-octet","decOctet","RFC 3986 §3.2.2","dec-octet = DIGIT ; 0-9 / %x31-39 DIGIT ; 10-99 / \"1\" 2DIGIT ; 100-199 / \"2\" %x30-34 DIGIT ; 200-249 / \"25\" %x30-35 ; 250-255","dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35"],
    ["reg-name","regName","RFC 3986 §3.2.2","reg-name = *( unreserved / pct-encoded / sub-delims )"],
    ["path","path","RFC 3986 §3.3","path = path-abempty ; begins with \"/\" or is empty / path-absolute ; begins with \"/\" but not \"//\" / path-noscheme ; begins with a non-colon segment / path-rootless ; begins with a segment / path-empty ; zero characters","path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty"],
    ["path-abempty","pathAbempty","RFC 3986 §3.3","path-abempty = *( \"/\" segment )"],
    ["path-absolute","pathAbsolute","RFC 3986 §3.3","path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]"],
    ["path-noscheme","pathNoscheme","RFC 3986 §3.3","path-noscheme = segment-nz-nc *( \"/\" segment )"],
    ["path-rootless","pathRootless","RFC 3986 §3.3","path-rootless = segment-nz *( \"/\" segment )"],
    ["path-empty","pathEmpty","RFC 3986 §3.3","path-empty = 0<pchar>"],
    ["segment","segment","RFC 3986 §3.3","segment = *pchar"],
    ["segment-nz","segmentNz","RFC 3986 §3.3","segment-nz = 1*pchar"],
    ["segment-nz-nc","segmentNzNc","RFC 3986 §3.3","segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" ) ; non-zero-length segment without any colon \":\"","segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )"],
    ["pchar","pchar","RFC 3986 §3.3","pchar = unreserved / pct-encoded / sub-delims / \":\" / \"@\""],
    ["query","query","RFC 3986 §3.4","query = *( pchar / \"/\" / \"?\" )"],
    ["fragment","fragment","RFC 3986 §3.5","fragment = *( pchar / \"/\" / \"?\" )"],
    ["pct-encoded","pctEncoded","RFC 3986 §2.1","pct-encoded = \"%\" HEXDIG HEXDIG"],
    ["unreserved","unreserved","RFC 3986 §2.3","unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\""],
    ["reserved","reserved","RFC 3986 §2.2","reserved = gen-delims / sub-delims"],
    ["gen-delims","genDelims","RFC 3986 §2.2","gen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\""],
    ["sub-delims","subDelims","RFC 3986 §2.2","sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\""],
    ["namestring","namestring","2","namestring = assigned-name [ rq-components ] [ \"#\" f-component ]"],
    ["assigned-name","assignedName","2","assigned-name = \"urn\" \":\" NID \":\" NSS"],
    ["NID","NID","2","NID = (alphanum) 0*30(ldh) (alphanum)"],
    ["ldh","ldh","2","ldh = alphanum / \"-\""],
    ["NSS","NSS","2","NSS = pchar *(pchar / \"/\")"],
    ["rq-components","rqComponents","2","rq-components = [ \"?+\" r-component ] [ \"?=\" q-component ]"],
    ["r-component","rComponent","2","r-component = pchar *( pchar / \"/\" / \"?\" )"],
    ["q-component","qComponent","2","q-component = pchar *( pchar / \"/\" / \"?\" )"],
    ["f-component","fComponent","2","f-component = fragment"],
  ],
  captured: ["namestring","assigned-name","NID","NSS","r-component","q-component","f-component"],
  capturedNames: ["namestring","assigned-name","NID","NSS","r-component","q-component","f-component"],
};

// the stretches the fused regexps below share
const F0 = "(?=[A-Za-z0-9\\-]{2,32}(?![A-Za-z0-9\\-]))";
const F1 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F2 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F3 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F4 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
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
const F17 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/]";
const F18 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]";
const F19 = "(?:" + F1 + "|%[0-9A-Fa-f]{2})";
const F20 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F21 = "(?:" + F15 + "|%[0-9A-Fa-f]{2})";
const F22 = "(?!" + F19 + ")";
const F23 = "(?:(?:%[0-9A-Fa-f]{2})" + F1 + "*)";
const F24 = "(?:" + F16 + "|%[0-9A-Fa-f]{2})";
const F25 = "(?:(?:%[0-9A-Fa-f]{2})" + F14 + "*)";
const F26 = "(?:(?:%[0-9A-Fa-f]{2})" + F15 + "*)";
const F27 = "(?:" + F17 + "|%[0-9A-Fa-f]{2})";
const F28 = "(?:" + F2 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F29 = "(?:" + F3 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F30 = "(?:" + F4 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F31 = "[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,}";
const F32 = "(?:(?:%[0-9A-Fa-f]{2})" + F16 + "*)";
const F33 = "(?:" + F5 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F34 = "(?:" + F6 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F35 = "(?:" + F7 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F36 = "(?:" + F8 + "\\k<a20>[0-9A-Fa-f]{1,4})";
const F37 = "(?:" + F9 + "\\k<a23>[0-9A-Fa-f]{1,4})";
const F38 = "(?:" + F10 + "\\k<a26>[0-9A-Fa-f]{1,4})";
const F39 = "(?:" + F11 + "\\k<a29>[0-9A-Fa-f]{1,4})";
const F40 = "(?:" + F12 + "\\k<a32>[0-9A-Fa-f]{1,4})";
const F41 = "(?:" + F13 + "\\k<a35>[0-9A-Fa-f]{1,4})";
const F42 = "(?:(?:%[0-9A-Fa-f]{2})" + F17 + "*)";
const F43 = "(?:(?:%[0-9A-Fa-f]{2})" + F18 + "*)";
const F44 = "(?<a2>" + F28 + "?)";
const F45 = "(?<a5>" + F29 + "?)";
const F46 = "(?<a8>" + F30 + "?)";
const F47 = "(?<a11>" + F33 + "?)";
const F48 = "(?<a14>" + F34 + "?)";
const F49 = "(?<a17>" + F35 + "?)";
const F50 = "(?<a21>" + F36 + "?)";
const F51 = "(?<a24>" + F37 + "?)";
const F52 = "(?<a27>" + F38 + "?)";
const F53 = "(?<a30>" + F39 + "?)";
const F54 = "(?<a33>" + F40 + "?)";
const F55 = "(?<a36>" + F41 + "?)";
const F56 = "(?=" + F44 + ")";
const F57 = "(?=" + F45 + ")";
const F58 = "(?=" + F46 + ")";
const F59 = F0 + "[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31}";
const F60 = "(?=" + F47 + ")";
const F61 = "(?=" + F48 + ")";
const F62 = "(?=" + F49 + ")";
const F63 = "(?=" + F50 + ")";
const F64 = "(?=" + F51 + ")";
const F65 = "(?=" + F52 + ")";
const F66 = "(?=" + F53 + ")";
const F67 = "(?=" + F54 + ")";
const F68 = "(?=" + F55 + ")";
const F69 = "(?<a0>" + F0 + "[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31})";
const F70 = "(?=" + F69 + ")";
const F71 = "(?<a3>" + F56 + "\\k<a2>::)";
const F72 = "(?<a6>" + F57 + "\\k<a5>::)";
const F73 = "(?<a9>" + F58 + "\\k<a8>::)";
const F74 = "(?=" + F71 + ")";
const F75 = "(?=" + F72 + ")";
const F76 = "(?=" + F73 + ")";
const F77 = "(?<a12>" + F60 + "\\k<a11>::)";
const F78 = "(?<a15>" + F61 + "\\k<a14>::)";
const F79 = "(?<a22>" + F63 + "\\k<a21>::)";
const F80 = "(?<a25>" + F64 + "\\k<a24>::)";
const F81 = "(?<a28>" + F65 + "\\k<a27>::)";
const F82 = "(?<a31>" + F66 + "\\k<a30>::)";
const F83 = "(?<a34>" + F67 + "\\k<a33>::)";
const F84 = "(?=" + F77 + ")";
const F85 = "(?=" + F78 + ")";
const F86 = "(?=" + F79 + ")";
const F87 = "(?=" + F80 + ")";
const F88 = "(?=" + F81 + ")";
const F89 = "(?=" + F82 + ")";
const F90 = "(?=" + F83 + ")";
const F91 = "(?:" + F14 + "*" + F25 + "*@)";
const F92 = "(?:\\/" + F16 + "*" + F32 + "*)";
const F93 = F92 + "{0,}";
const F94 = "(?:#" + F18 + "*" + F43 + "*)";
const F95 = "(?:\\?" + F18 + "*" + F43 + "*)";
const F96 = "(?:" + F21 + F15 + "*" + F26 + "*|)";
const F97 = "(?:" + F24 + F16 + "*" + F32 + "*|)";
const F98 = "(?:" + F27 + F17 + "*" + F42 + "*|\\?)";
const F99 = "(?:" + F98 + ")";
const F100 = "(?:" + F27 + F17 + "*" + F42 + "*|(?!\\?=)\\?)";
const F101 = "(?:" + F100 + ")";
const F102 = F20 + "\\." + F20 + "\\." + F20 + "\\." + F20;
const F103 = F24 + F99 + "{0,}";
const F104 = F24 + F101 + "{0,}";
const F105 = "(?:\\?=" + F24 + F99 + "{0,})";
const F106 = "(?:\\?\\+" + F24 + F101 + "{0,})";
const F107 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F20 + "\\." + F20 + "\\." + F20 + "\\." + F20 + ")";
const F108 = F21 + F15 + "*" + F26 + "*" + F92 + "{0,}";
const F109 = F24 + F16 + "*" + F32 + "*" + F92 + "{0,}";
const F110 = "(?:" + F24 + F16 + "*" + F32 + "*" + F92 + "{0,})";
const F111 = "\\/" + F110 + "?";
const F112 = "(?:" + F20 + "\\." + F20 + "\\." + F20 + "\\." + F20 + F22 + "|" + F1 + "*" + F23 + "*)";
const F113 = "(?:(?=\\/)" + F92 + "{0,}|" + F24 + F16 + "*" + F32 + "*" + F92 + "{0,}|)";
const F114 = "(?:\\/\\/" + F91 + "?" + F112 + "(?::[0-9]{0,})?" + F92 + "{0,}|\\/" + F110 + "?|" + F21 + F15 + "*" + F26 + "*" + F92 + "{0,}|)";
const F115 = "(?:\\/\\/" + F91 + "?" + F112 + "(?::[0-9]{0,})?" + F92 + "{0,}|\\/" + F110 + "?|" + F24 + F16 + "*" + F32 + "*" + F92 + "{0,}|)";
const F116 = "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F115 + F95 + "?";
const F117 = F114 + F95 + "?" + F94 + "?";
const F118 = "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F115 + F95 + "?" + F94 + "?";
const F119 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F107 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F107 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F107 + "|" + F74 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F107 + "|" + F75 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F107 + "|" + F76 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F107 + "|" + F84 + "\\k<a12>" + F107 + "|" + F85 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F62 + "\\k<a17>::)";
const F120 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F107 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F107 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F107 + "|" + F86 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F107 + "|" + F87 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F107 + "|" + F88 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F107 + "|" + F89 + "\\k<a31>" + F107 + "|" + F90 + "\\k<a34>[0-9A-Fa-f]{1,4}|" + F68 + "\\k<a36>::)";
const F121 = "(?:" + F119 + "|[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,})";
const F122 = "(?<a18>" + F121 + ")";
const F123 = "(?=" + F122 + ")";
const F124 = "(?:" + F120 + "|[vV][0-9A-Fa-f]{1,}\\." + F14 + "{1,})";
const F125 = "\\[" + F123 + "\\k<a18>\\]";
const F126 = "(?<a37>" + F124 + ")";
const F127 = "(?=" + F126 + ")";
const F128 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F115 + F95 + "?" + F94 + "?|" + F114 + F95 + "?" + F94 + "?)";
const F129 = "(?:\\[" + F123 + "\\k<a18>\\]|" + F20 + "\\." + F20 + "\\." + F20 + "\\." + F20 + F22 + "|" + F1 + "*" + F23 + "*)";
const F130 = "(?:\\[" + F127 + "\\k<a37>\\]|" + F20 + "\\." + F20 + "\\." + F20 + "\\." + F20 + F22 + "|" + F1 + "*" + F23 + "*)";
const F131 = F91 + "?" + F129 + "(?::[0-9]{0,})?";
const F132 = "(?:\\/\\/" + F91 + "?" + F129 + "(?::[0-9]{0,})?" + F92 + "{0,}|\\/" + F110 + "?|" + F21 + F15 + "*" + F26 + "*" + F92 + "{0,}|)";
const F133 = "(?:\\/\\/" + F91 + "?" + F129 + "(?::[0-9]{0,})?" + F92 + "{0,}|\\/" + F110 + "?|" + F24 + F16 + "*" + F32 + "*" + F92 + "{0,}|)";
const F134 = "(?:\\/\\/" + F91 + "?" + F130 + "(?::[0-9]{0,})?" + F92 + "{0,}|\\/" + F110 + "?|" + F21 + F15 + "*" + F26 + "*" + F92 + "{0,}|)";
const F135 = "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F133 + F95 + "?";
const F136 = F132 + F95 + "?" + F94 + "?";
const F137 = "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F133 + F95 + "?" + F94 + "?";
const F138 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F133 + F95 + "?" + F94 + "?|" + F134 + F95 + "?" + F94 + "?)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused(F137, F118, "[");
const K1 = new Fused(F133, F97, "/");
const K2 = new Fused(F138, F128, "[");
const K3 = new Fused(F135, F116, "[");
const K4 = new Fused(F136, F117, "[");
const K5 = new Fused(F132, F96, "/");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9\+\-\.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused(F131);
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = new Fused(F129);
const K13 = /[0-9]+/y;
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused(F125);
const K16 = new Fused(F31);
const K17 = new Fused(F119);
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = new Fused(F107);
const K20 = new Fused(F102);
const K21 = new Fused(F20);
const K22 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = new Fused(F113);
const K25 = new Fused(F93);
const K26 = new Fused(F111);
const K27 = new Fused(F108);
const K28 = new Fused(F109);
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
const K39 = new Fused("[uU][rR][nN]:" + F70 + "\\k<a0>:" + F24 + F17 + "*" + F42 + "*(?:" + F106 + "?" + F105 + "?|)" + F94 + "?");
const K40 = new Fused("[uU][rR][nN]:" + F70 + "\\k<a0>:" + F24 + F17 + "*" + F42 + "*");
const K41 = new Fused(F59);
const K42 = bits("000000000002ff30efffff70efffff70");
const K43 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/]+|%[0-9A-Fa-f]{2})+/y;
const K44 = bits("000000002dfffff2ffffff78efffff74");
const K45 = new Fused(F106 + "?" + F105 + "?");
const K46 = new Fused(F104);
const K47 = new Fused(F103);
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

// namestring
function r_namestring(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["namestring"](input, i);
}

// assigned-name
function r_assignedName(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["assignedName"](input, i);
}

// NID
function r_NID(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["NID"](input, i);
}

// ldh
function r_ldh(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K42[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// NSS
function r_NSS(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K30[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s29 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K44[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K43.lastIndex = p;
              if (K43.test(input)) p = K43.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K43.lastIndex = 0;
                if (!K43.test(w)) break;
                p += K43.lastIndex;
                if (K43.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// rq-components
function r_rqComponents(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["rqComponents"](input, i);
}

// r-component
function r_rComponent(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["rComponent"](input, i);
}

// q-component
function r_qComponent(input, i) {
  return input.length <= 65536 ? K47.match(input, i) : S()["qComponent"](input, i);
}

// f-component
function r_fComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_fragment(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "namestring": r_namestring, "assignedName": r_assignedName, "NID": r_NID, "ldh": r_ldh, "NSS": r_NSS, "rqComponents": r_rqComponents, "rComponent": r_rComponent, "qComponent": r_qComponent, "fComponent": r_fComponent };
}

export function fast(R: Records): Matchers {
const K0 = new Fused(F137, F118, "[");
const K1 = bits("00000000000000080000000000000000");
const K2 = bits("00000000800000000000000000000000");
const K3 = new Fused(F133, F97, "/");
const K4 = bits("00000000000800000000000000000000");
const K5 = bits("000000002ff7fff2ffffff78efffff74");
const K6 = new Fused(F138, F128, "[");
const K7 = bits("0000000000000000efffff70efffff70");
const K8 = new Fused(F135, F116, "[");
const K9 = new Fused(F136, F117, "[");
const K10 = new Fused(F132, F96, "/");
const K11 = bits("000000002ff7ffb2ffffff78efffff74");
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9\+\-\.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = new Fused(F131);
const K16 = bits("00000000000000400000000000000000");
const K17 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K18 = bits("000000002df7fff2efffff78efffff74");
const K19 = new Fused(F129);
const K20 = bits("00000000000000000000008000000000");
const K21 = bits("000000000000ff300000000000000000");
const K22 = bits("000000002df7ffb2efffff78efffff74");
const K23 = /[0-9]+/y;
const K24 = bits("000000000000ff300000000000000000");
const K25 = new Fused(F125);
const K26 = bits("000000000000ff70e7000000e7000000");
const K27 = bits("00000000000000000000040000000400");
const K28 = new Fused(F31);
const K29 = /[0-9A-Fa-f]+/y;
const K30 = bits("000000000000ff30e7000000e7000000");
const K31 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K32 = new Fused(F119);
const K33 = bits("000000000000ff30e7000000e7000000");
const K34 = new Fused(F107);
const K35 = new Fused(F102);
const K36 = new Fused(F20);
const K37 = bits("00000000000040000000000000000000");
const K38 = bits("000000000000f3000000000000000000");
const K39 = bits("000000000000f1000000000000000000");
const K40 = bits("00000000000020000000000000000000");
const K41 = bits("000000000000ef300000000000000000");
const K42 = bits("000000000000ef300000000000000000");
const K43 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K44 = new Fused(F113);
const K45 = new Fused(F93);
const K46 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K47 = new Fused(F111);
const K48 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K49 = new Fused(F108);
const K50 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K51 = new Fused(F109);
const K52 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K53 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K54 = bits("000000002df7fff2ffffff78efffff74");
const K55 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K56 = bits("000000002df7ffb2ffffff78efffff74");
const K57 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K58 = bits("000000002dfffffaffffff78efffff74");
const K59 = bits("000000000006ff30efffff78efffff74");
const K60 = bits("00000000adf900ca1000008200000000");
const K61 = bits("00000000800800481000008200000000");
const K62 = bits("000000002df100820000000000000000");
const K63 = new Fused(F59);
const K64 = bits("000000000002ff30efffff70efffff70");
const K65 = bits("000000000000ff30efffff70efffff70");
const K66 = bits("000000000002ff30efffff70efffff70");
const K67 = /[\-]+/y;
const K68 = bits("00000000000200000000000000000000");
const K69 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/]+|%[0-9A-Fa-f]{2})+/y;
const K70 = bits("000000002dfffff2ffffff78efffff74");
const K71 = new Fused(F104);
const K72 = bits("000000002ffffffaffffff78efffff74");
const K73 = bits("000000002ffffff2ffffff78efffff74");
const K74 = new Fused(F103);
// URI
function r_URI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K0.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K1[c] === 1)) break O1_f;
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
              if (!(c < 128 && K2[c] === 1)) break O2_f;
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
    if (input.length <= 65536) {
      t = K3.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A4: {
            const s4 = p, m4 = R.top;
            A4_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K4[c] === 1)) break A4_0;
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
              if (!(c < 128 && K4[c] === 1)) break A4_1;
              t = r_pathAbsolute(input, p);
              if (t < 0) break A4_1;
              p = t;
              break A4;
            }
            p = s4; R.top = m4;
            A4_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break A4_2;
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
    }
    return p;
  }
  return -1;
}

// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K6.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A6: {
            const s6 = p, m6 = R.top;
            A6_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A6_0;
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
    }
    return p;
  }
  return -1;
}

// absolute-URI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K8.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K1[c] === 1)) break O8_f;
              if (input.charCodeAt(p) !== 63) break O8_f;
              p += 1;
              t = r_query(input, p);
              if (t < 0) break O8_f;
              p = t;
              break O8;
            }
            p = s8; R.top = m8;
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
    if (input.length <= 65536) {
      t = K9.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_relativePart(input, p);
          if (t < 0) break F;
          p = t;
          O10: {
            const s10 = p, m10 = R.top;
            O10_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K1[c] === 1)) break O10_f;
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
              if (!(c < 128 && K2[c] === 1)) break O11_f;
              if (input.charCodeAt(p) !== 35) break O11_f;
              p += 1;
              t = r_fragment(input, p);
              if (t < 0) break O11_f;
              p = t;
              break O11;
            }
            p = s11; R.top = m11;
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
    if (input.length <= 65536) {
      t = K10.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A13: {
            const s13 = p, m13 = R.top;
            A13_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K4[c] === 1)) break A13_0;
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
              if (!(c < 128 && K4[c] === 1)) break A13_1;
              t = r_pathAbsolute(input, p);
              if (t < 0) break A13_1;
              p = t;
              break A13;
            }
            p = s13; R.top = m13;
            A13_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K11[c] === 1)) break A13_2;
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
          const s15 = p;
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
          O17: {
            const s17 = p, m17 = R.top;
            O17_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break O17_f;
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
              if (!(c < 128 && K16[c] === 1)) break O18_f;
              if (input.charCodeAt(p) !== 58) break O18_f;
              p += 1;
              t = r_port(input, p);
              if (t < 0) break O18_f;
              p = t;
              break O18;
            }
            p = s18; R.top = m18;
          }
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
          const s20 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K17.lastIndex = p;
              if (K17.test(input)) p = K17.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K17.lastIndex = 0;
                if (!K17.test(w)) break;
                p += K17.lastIndex;
                if (K17.lastIndex < w.length - 2 || p >= input.length) break;
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
    if (input.length <= 65536) {
      t = K19.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A22: {
            const s22 = p, m22 = R.top;
            A22_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K20[c] === 1)) break A22_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A22_0;
              p = t;
              break A22;
            }
            p = s22; R.top = m22;
            A22_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K21[c] === 1)) break A22_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A22_1;
              p = t;
              {
                const s23 = p, m23 = R.top;
                L23: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K22[c] === 1)) p++;
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
          const s25 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K24[c] === 1)) {
            if (input.length <= 65536) {
              K23.lastIndex = p;
              if (K23.test(input)) p = K23.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K23.lastIndex = 0;
                if (!K23.test(w)) break;
                p += K23.lastIndex;
                if (K23.lastIndex < w.length - 2 || p >= input.length) break;
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
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K25.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A27: {
            const s27 = p, m27 = R.top;
            A27_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A27_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A27_0;
              p = t;
              break A27;
            }
            p = s27; R.top = m27;
            A27_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K27[c] === 1)) break A27_1;
              t = r_IPvFuture(input, p);
              if (t < 0) break A27_1;
              p = t;
              break A27;
            }
            p = s27; R.top = m27;
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
      t = K28.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s29 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K30[c] === 1)) {
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
            if (p === s29) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s30 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) {
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
            if (p === s30) break F;
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
      t = K32.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A32: {
            const s32 = p, m32 = R.top;
            A32_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K33[c] === 1)) break A32_0;
              {
                let n33 = 0;
                M33: for (;;) {
                  if (n33 === 6) break;
                  const s33 = p, m33 = R.top;
                  M33_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M33_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_0;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K16[c] === 1)) break A32_1;
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_1;
              p += 2;
              {
                let n34 = 0;
                M34: for (;;) {
                  if (n34 === 5) break;
                  const s34 = p, m34 = R.top;
                  M34_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M34_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_1;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_2;
              O35: {
                const s35 = p, m35 = R.top;
                O35_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O35_f;
                  t = r_h16(input, p);
                  if (t < 0) break O35_f;
                  p = t;
                  break O35;
                }
                p = s35; R.top = m35;
              }
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_2;
              p += 2;
              {
                let n36 = 0;
                M36: for (;;) {
                  if (n36 === 4) break;
                  const s36 = p, m36 = R.top;
                  M36_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M36_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_2;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_3: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_3;
              O37: {
                const s37 = p, m37 = R.top;
                O37_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O37_f;
                  {
                    let n38 = 0;
                    M38: for (;;) {
                      if (n38 === 1) break;
                      const s38 = p, m38 = R.top;
                      M38_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M38_f;
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
              {
                let n40 = 0;
                M40: for (;;) {
                  if (n40 === 3) break;
                  const s40 = p, m40 = R.top;
                  M40_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M40_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_3;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_4: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_4;
              O41: {
                const s41 = p, m41 = R.top;
                O41_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O41_f;
                  {
                    let n42 = 0;
                    M42: for (;;) {
                      if (n42 === 2) break;
                      const s42 = p, m42 = R.top;
                      M42_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M42_f;
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
              {
                let n44 = 0;
                M44: for (;;) {
                  if (n44 === 2) break;
                  const s44 = p, m44 = R.top;
                  M44_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M44_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_4;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_5: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_5;
              O45: {
                const s45 = p, m45 = R.top;
                O45_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O45_f;
                  {
                    let n46 = 0;
                    M46: for (;;) {
                      if (n46 === 3) break;
                      const s46 = p, m46 = R.top;
                      M46_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M46_f;
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
              {
                let n48 = 0;
                M48: for (;;) {
                  if (n48 === 1) break;
                  const s48 = p, m48 = R.top;
                  M48_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K33[c] === 1)) break M48_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_5;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_6: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_6;
              O49: {
                const s49 = p, m49 = R.top;
                O49_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O49_f;
                  {
                    let n50 = 0;
                    M50: for (;;) {
                      if (n50 === 4) break;
                      const s50 = p, m50 = R.top;
                      M50_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M50_f;
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
              t = r_ls32(input, p);
              if (t < 0) break A32_6;
              p = t;
              break A32;
            }
            p = s32; R.top = m32;
            A32_7: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_7;
              O52: {
                const s52 = p, m52 = R.top;
                O52_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O52_f;
                  {
                    let n53 = 0;
                    M53: for (;;) {
                      if (n53 === 5) break;
                      const s53 = p, m53 = R.top;
                      M53_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M53_f;
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
              break A32;
            }
            p = s32; R.top = m32;
            A32_8: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A32_8;
              O55: {
                const s55 = p, m55 = R.top;
                O55_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K33[c] === 1)) break O55_f;
                  {
                    let n56 = 0;
                    M56: for (;;) {
                      if (n56 === 6) break;
                      const s56 = p, m56 = R.top;
                      M56_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K33[c] === 1)) break M56_f;
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
              break A32;
            }
            p = s32; R.top = m32;
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
          let n59 = 0;
          for (;;) {
            if (n59 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K30[c] === 1)) p++;
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
    if (input.length <= 65536) {
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A61: {
            const s61 = p, m61 = R.top;
            A61_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K33[c] === 1)) break A61_0;
              t = r_h16(input, p);
              if (t < 0) break A61_0;
              p = t;
              if (input.charCodeAt(p) !== 58) break A61_0;
              p += 1;
              t = r_h16(input, p);
              if (t < 0) break A61_0;
              p = t;
              break A61;
            }
            p = s61; R.top = m61;
            A61_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K21[c] === 1)) break A61_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A61_1;
              p = t;
              break A61;
            }
            p = s61; R.top = m61;
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
      t = K35.match(input, p);
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
      t = K36.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A64: {
            const s64 = p, m64 = R.top;
            A64_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K37[c] === 1)) break A64_0;
              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A64_0;
              p += 2;
              c = input.charCodeAt(p);
              if ((c < 128 && K38[c] === 1)) p++;
              else break A64_0;
              break A64;
            }
            p = s64; R.top = m64;
            A64_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K37[c] === 1)) break A64_1;
              if (input.charCodeAt(p) !== 50) break A64_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K39[c] === 1)) p++;
              else break A64_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K24[c] === 1)) p++;
              else break A64_1;
              break A64;
            }
            p = s64; R.top = m64;
            A64_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K40[c] === 1)) break A64_2;
              if (input.charCodeAt(p) !== 49) break A64_2;
              p += 1;
              {
                let n65 = 0;
                for (;;) {
                  if (n65 === 2) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K24[c] === 1)) p++;
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
              if (!(c < 128 && K41[c] === 1)) break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K42[c] === 1)) p++;
              else break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K24[c] === 1)) p++;
              else break A64_3;
              break A64;
            }
            p = s64; R.top = m64;
            A64_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K24[c] === 1)) p++;
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
          const s67 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K22[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K43.lastIndex = p;
              if (K43.test(input)) p = K43.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K43.lastIndex = 0;
                if (!K43.test(w)) break;
                p += K43.lastIndex;
                if (K43.lastIndex < w.length - 2 || p >= input.length) break;
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
    if (input.length <= 65536) {
      t = K44.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K5[c] === 1)) break A69_1;
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
      t = K45.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n72 = 0;
            M72: for (;;) {
              K46.lastIndex = p;
              if (K46.test(input) && K46.lastIndex > p) { p = K46.lastIndex; n72 = 1; }
              const s72 = p, m72 = R.top;
              M72_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break M72_f;
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
    return p;
  }
  return -1;
}

// path-absolute
function r_pathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K47.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O74: {
            const s74 = p, m74 = R.top;
            O74_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break O74_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O74_f;
              p = t;
              {
                let n75 = 0;
                M75: for (;;) {
                  K48.lastIndex = p;
                  if (K48.test(input) && K48.lastIndex > p) { p = K48.lastIndex; n75 = 1; }
                  const s75 = p, m75 = R.top;
                  M75_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K4[c] === 1)) break M75_f;
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
    return p;
  }
  return -1;
}

// path-noscheme
function r_pathNoscheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K49.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n77 = 0;
            M77: for (;;) {
              K50.lastIndex = p;
              if (K50.test(input) && K50.lastIndex > p) { p = K50.lastIndex; n77 = 1; }
              const s77 = p, m77 = R.top;
              M77_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break M77_f;
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
    return p;
  }
  return -1;
}

// path-rootless
function r_pathRootless(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K51.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n79 = 0;
            M79: for (;;) {
              K52.lastIndex = p;
              if (K52.test(input) && K52.lastIndex > p) { p = K52.lastIndex; n79 = 1; }
              const s79 = p, m79 = R.top;
              M79_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break M79_f;
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
          const s82 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K54[c] === 1) || c === 37)) {
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
          if (((c < 128 && K54[c] === 1) || c === 37)) {
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
        if ((c < 128 && K54[c] === 1)) p++;
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
          const s89 = p;
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
          const s91 = p;
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
        if ((c < 128 && K30[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K30[c] === 1)) p++;
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
        if ((c < 128 && K59[c] === 1)) p++;
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
        if ((c < 128 && K60[c] === 1)) p++;
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
        if ((c < 128 && K61[c] === 1)) p++;
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
        if ((c < 128 && K62[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// namestring
function r_namestring(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s97 = p, m97 = R.top;
        t = r_assignedName(input, p);
        if (t < 0) break F;
        p = t;
        O98: {
          const s98 = p, m98 = R.top;
          O98_f: {
            t = r_rqComponents(input, p);
            if (t < 0) break O98_f;
            p = t;
            break O98;
          }
          p = s98; R.top = m98;
        }
        O99: {
          const s99 = p, m99 = R.top;
          O99_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break O99_f;
            if (input.charCodeAt(p) !== 35) break O99_f;
            p += 1;
            t = r_fComponent(input, p);
            if (t < 0) break O99_f;
            p = t;
            break O99;
          }
          p = s99; R.top = m99;
        }
      R.capture(0, s97, p, m97);
    }
    return p;
  }
  return -1;
}

// assigned-name
function r_assignedName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s100 = p, m100 = R.top;
        if ((input.charCodeAt(p) | 32) !== 117 || (input.charCodeAt(p + 1) | 32) !== 114 || (input.charCodeAt(p + 2) | 32) !== 110) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_NID(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_NSS(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(1, s100, p, m100);
    }
    return p;
  }
  return -1;
}

// NID
function r_NID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s101 = p, m101 = R.top;
        if (input.length <= 65536) {
          t = K63.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          L102_ok: {
            const s102 = p, m102 = R.top;
            L102: {
              {
                let n103 = 0;
                for (;;) {
                  if (n103 === 32) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K64[c] === 1)) p++;
                  else break;
                  n103++;
                }
                if (n103 < 2) break L102;
              }
              {
                const s104 = p, m104 = R.top;
                L104: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K64[c] === 1)) p++;
                  else break L104;
                  p = s104; R.top = m104;
                  break L102;
                }
                p = s104; R.top = m104;
              }
              p = s102; R.top = m102;
              break L102_ok;
            }
            p = s102; R.top = m102;
            break F;
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K65[c] === 1)) p++;
          else break F;
          {
            let n105 = 0;
            M105: for (;;) {
              if (n105 === 31) break;
              const s105 = p, m105 = R.top;
              M105_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K66[c] === 1)) break M105_f;
                {
                  const s106 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K68[c] === 1)) {
                    if (input.length <= 65536) {
                      K67.lastIndex = p;
                      if (K67.test(input)) p = K67.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K67.lastIndex = 0;
                        if (!K67.test(w)) break;
                        p += K67.lastIndex;
                        if (K67.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                }
                c = input.charCodeAt(p);
                if ((c < 128 && K65[c] === 1)) p++;
                else break M105_f;
                if (p === s105) { R.top = m105; break M105; }
                n105++;
                continue M105;
              }
              p = s105; R.top = m105;
              break;
            }
            if (n105 < 1) break F;
          }
        }
      R.capture(2, s101, p, m101);
    }
    return p;
  }
  return -1;
}

// ldh
function r_ldh(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K64[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// NSS
function r_NSS(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s108 = p, m108 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K54[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s109 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K70[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K69.lastIndex = p;
              if (K69.test(input)) p = K69.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K69.lastIndex = 0;
                if (!K69.test(w)) break;
                p += K69.lastIndex;
                if (K69.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(3, s108, p, m108);
    }
    return p;
  }
  return -1;
}

// rq-components
function r_rqComponents(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O111: {
          const s111 = p, m111 = R.top;
          O111_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break O111_f;
            if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 43) break O111_f;
            p += 2;
            t = r_rComponent(input, p);
            if (t < 0) break O111_f;
            p = t;
            break O111;
          }
          p = s111; R.top = m111;
        }
        O112: {
          const s112 = p, m112 = R.top;
          O112_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break O112_f;
            if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 61) break O112_f;
            p += 2;
            t = r_qComponent(input, p);
            if (t < 0) break O112_f;
            p = t;
            break O112;
          }
          p = s112; R.top = m112;
        }
    return p;
  }
  return -1;
}

// r-component
function r_rComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s113 = p, m113 = R.top;
        if (input.length <= 65536) {
          t = K71.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K54[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            let n114 = 0;
            M114: for (;;) {
              const s114 = p, m114 = R.top;
              M114_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K72[c] === 1)) break M114_f;
                A115: {
                  const s115 = p, m115 = R.top;
                  A115_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K73[c] === 1)) break A115_0;
                    {
                      const s116 = p;
                      c = input.charCodeAt(p);
                      if (((c < 128 && K70[c] === 1) || c === 37)) {
                        if (input.length <= 65536) {
                          K69.lastIndex = p;
                          if (K69.test(input)) p = K69.lastIndex;
                        } else {
                          for (;;) {
                            const w = input.substring(p, p + 65536);
                            K69.lastIndex = 0;
                            if (!K69.test(w)) break;
                            p += K69.lastIndex;
                            if (K69.lastIndex < w.length - 2 || p >= input.length) break;
                          }
                        }
                      }
                      if (p === s116) break A115_0;
                    }
                    break A115;
                  }
                  p = s115; R.top = m115;
                  A115_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K1[c] === 1)) break A115_1;
                    {
                      const s117 = p, m117 = R.top;
                      L117: {
                        if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 61) break L117;
                        p += 2;
                        p = s117; R.top = m117;
                        break A115_1;
                      }
                      p = s117; R.top = m117;
                    }
                    if (input.charCodeAt(p) !== 63) break A115_1;
                    p += 1;
                    break A115;
                  }
                  p = s115; R.top = m115;
                  break M114_f;
                }
                if (p === s114) { R.top = m114; break M114; }
                n114++;
                continue M114;
              }
              p = s114; R.top = m114;
              break;
            }
          }
        }
      R.capture(4, s113, p, m113);
    }
    return p;
  }
  return -1;
}

// q-component
function r_qComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s118 = p, m118 = R.top;
        if (input.length <= 65536) {
          t = K74.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K54[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            let n119 = 0;
            M119: for (;;) {
              const s119 = p, m119 = R.top;
              M119_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K72[c] === 1)) break M119_f;
                A120: {
                  const s120 = p, m120 = R.top;
                  A120_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K73[c] === 1)) break A120_0;
                    {
                      const s121 = p;
                      c = input.charCodeAt(p);
                      if (((c < 128 && K70[c] === 1) || c === 37)) {
                        if (input.length <= 65536) {
                          K69.lastIndex = p;
                          if (K69.test(input)) p = K69.lastIndex;
                        } else {
                          for (;;) {
                            const w = input.substring(p, p + 65536);
                            K69.lastIndex = 0;
                            if (!K69.test(w)) break;
                            p += K69.lastIndex;
                            if (K69.lastIndex < w.length - 2 || p >= input.length) break;
                          }
                        }
                      }
                      if (p === s121) break A120_0;
                    }
                    break A120;
                  }
                  p = s120; R.top = m120;
                  A120_1: {
                    if (input.charCodeAt(p) !== 63) break A120_1;
                    p += 1;
                    break A120;
                  }
                  p = s120; R.top = m120;
                  break M119_f;
                }
                if (p === s119) { R.top = m119; break M119; }
                n119++;
                continue M119;
              }
              p = s119; R.top = m119;
              break;
            }
          }
        }
      R.capture(5, s118, p, m118);
    }
    return p;
  }
  return -1;
}

// f-component
function r_fComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s122 = p, m122 = R.top;
        t = r_fragment(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s122, p, m122);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "namestring": r_namestring, "assignedName": r_assignedName, "NID": r_NID, "ldh": r_ldh, "NSS": r_NSS, "rqComponents": r_rqComponents, "rComponent": r_rComponent, "qComponent": r_qComponent, "fComponent": r_fComponent };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URI","hierPart","URIReference","absoluteURI","relativeRef","relativePart","scheme","authority","userinfo","host","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","regName","path","pathAbempty","pathAbsolute","pathNoscheme","pathRootless","pathEmpty","segment","segmentNz","segmentNzNc","pchar","query","fragment","pctEncoded","unreserved","reserved","genDelims","subDelims","namestring","assignedName","NID","ldh","NSS","rqComponents","rComponent","qComponent","fComponent"],
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
    [10,"IP-literal",[3,[0,"[",0],[4,[11,13],[11,12]],[0,"]",0]]], // IPLiteral
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
    [10,"namestring",[3,[11,37],[5,[11,41]],[5,[3,[0,"#",0],[11,44]]]]], // namestring
    [10,"assigned-name",[3,[0,"urn",1],[0,":",0],[11,38],[0,":",0],[11,40]]], // assignedName
    [10,"NID",[3,[8,[3,[2,18,2,32],[7,[1,18]]]],[1,19],[6,[3,[2,20,0,-1],[1,19]],1,31]]], // NID
    [10,"ldh",[1,18]], // ldh
    [10,"NSS",[3,[1,10],[2,21,0,-1]]], // NSS
    [10,"rq-components",[3,[5,[3,[0,"?+",0],[11,42]]],[5,[3,[0,"?=",0],[11,43]]]]], // rqComponents
    [10,"r-component",[3,[1,10],[6,[4,[2,21,1,-1],[3,[7,[0,"?=",0]],[0,"?",0]]],0,-1]]], // rComponent
    [10,"q-component",[3,[1,10],[6,[4,[2,21,1,-1],[0,"?",0]],0,-1]]], // qComponent
    [10,"f-component",[11,30]], // fComponent
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
    ["ldh","000000000002ff30efffff70efffff70","","",0],
    ["alphanum","000000000000ff30efffff70efffff70","","",0],
    ["\"-\"","00000000000200000000000000000000","","",0],
    ["NSS","000000002dfffff2ffffff78efffff74","","",1],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
