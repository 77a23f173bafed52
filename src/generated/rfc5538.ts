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
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';

export const meta: GrammarMeta = {
  id: "rfc5538",
  name: "rfc5538",
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
    ["nntpURL","nntpURL","3","nntpURL = \"nntp:\" server \"/\" group [ \"/\" article-number ]"],
    ["server","server","3","server = \"//\" authority ; see RFC 3986","server = \"//\" authority"],
    ["group","group","3","group = 1*( group-char / pct-encoded )"],
    ["article-number","articleNumber","3","article-number = 1*16DIGIT ; see RFC 3977","article-number = 1*16DIGIT"],
    ["group-char","groupChar","3","group-char = ALPHA / DIGIT / \"-\" / \"+\" / \"_\" / \".\""],
    ["newsURL","newsURL","4","newsURL = \"news:\" [ server \"/\" ] ( article / newsgroups )"],
    ["article","article","4","article = msg-id-core ; see RFC 5536","article = msg-id-core"],
    ["msg-id-core","msgIdCore","4","msg-id-core = <see RFC 5536 Section 3.1.3>"],
    ["newsgroups","newsgroups","RFC 5538 Appendix A","newsgroups = *( group-char / pct-encoded / \"*\" )"],
  ],
  captured: ["nntpURL","newsURL","server","authority","userinfo","host","port","group","article-number","article","newsgroups"],
  capturedNames: ["authority","userinfo","host","port","nntpURL","server","group","article-number","newsURL","article","newsgroups"],
};

// the stretches the fused regexps below share
const F0 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F1 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F2 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F3 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F4 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F5 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F6 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F7 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F8 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]";
const F9 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\+\\_\\.\\*]*)";
const F10 = "[A-Za-z0-9\\!\\$\\&\\'\\(\\)\\*\\+\\,\\-\\.\\:\\;\\=\\@\\_\\~]";
const F11 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]";
const F12 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]";
const F13 = "(?:" + F0 + "|%[0-9A-Fa-f]{2})";
const F14 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F15 = "(?:" + F8 + "|%[0-9A-Fa-f]{2})";
const F16 = "(?!" + F13 + ")";
const F17 = "(?:(?:%[0-9A-Fa-f]{2})" + F0 + "*)";
const F18 = "(?:" + F10 + "|%[0-9A-Fa-f]{2})";
const F19 = "(?:" + F11 + "|%[0-9A-Fa-f]{2})";
const F20 = "(?:(?:%[0-9A-Fa-f]{2})" + F7 + "*)";
const F21 = "(?:(?:%[0-9A-Fa-f]{2})" + F8 + "*)";
const F22 = "(?:" + F1 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F23 = "(?:" + F2 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F24 = "(?:" + F3 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F25 = "[vV][0-9A-Fa-f]{1,}\\." + F7 + "{1,}";
const F26 = "(?:(?:%[0-9A-Fa-f]{2})" + F11 + "*)";
const F27 = "(?:" + F4 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F28 = "(?:" + F5 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F29 = "(?:" + F6 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F30 = "(?:(?:%[0-9A-Fa-f]{2})" + F12 + "*)";
const F31 = "(?<a2>" + F22 + "?)";
const F32 = "(?<a5>" + F23 + "?)";
const F33 = "(?<a8>" + F24 + "?)";
const F34 = "(?:(?!%5[dD])" + F18 + ")";
const F35 = "(?<a11>" + F27 + "?)";
const F36 = "(?<a14>" + F28 + "?)";
const F37 = "(?<a17>" + F29 + "?)";
const F38 = "(?=" + F31 + ")";
const F39 = "(?=" + F32 + ")";
const F40 = "(?=" + F33 + ")";
const F41 = "(?=" + F35 + ")";
const F42 = "(?=" + F36 + ")";
const F43 = "(?=" + F37 + ")";
const F44 = "(?<a0>" + F34 + "{0,})";
const F45 = "(?=" + F44 + ")";
const F46 = "(?<a3>" + F38 + "\\k<a2>::)";
const F47 = "(?<a6>" + F39 + "\\k<a5>::)";
const F48 = "(?<a9>" + F40 + "\\k<a8>::)";
const F49 = "(?=" + F46 + ")";
const F50 = "(?=" + F47 + ")";
const F51 = "(?=" + F48 + ")";
const F52 = "(?<a12>" + F41 + "\\k<a11>::)";
const F53 = "(?<a15>" + F42 + "\\k<a14>::)";
const F54 = "(?=" + F52 + ")";
const F55 = "(?=" + F53 + ")";
const F56 = "(?:" + F7 + "*" + F20 + "*@)";
const F57 = "(?:\\/" + F11 + "*" + F26 + "*)";
const F58 = F57 + "{0,}";
const F59 = "(?:#" + F12 + "*" + F30 + "*)";
const F60 = F59 + "?";
const F61 = "(?:\\?" + F12 + "*" + F30 + "*)";
const F62 = F61 + "?";
const F63 = "(?:" + F15 + F8 + "*" + F21 + "*|)";
const F64 = "(?:" + F19 + F11 + "*" + F26 + "*|)";
const F65 = F14 + "\\." + F14 + "\\." + F14 + "\\." + F14;
const F66 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + ")";
const F67 = F15 + F8 + "*" + F21 + "*" + F57 + "{0,}";
const F68 = F19 + F11 + "*" + F26 + "*" + F57 + "{0,}";
const F69 = "(?:" + F19 + F11 + "*" + F26 + "*" + F57 + "{0,})";
const F70 = "\\/" + F69 + "?";
const F71 = "(?:[89A-Fa-f][0-9A-Fa-f]|41|42|43|44|45|46|47|48|49|4[aA]|4[bB]|4[cC]|4[dD]|4[eE]|4[fF]|50|51|52|53|54|55|56|57|58|59|5[aA]|61|62|63|64|65|66|67|68|69|6[aA]|6[bB]|6[cC]|6[dD]|6[eE]|6[fF]|70|71|72|73|74|75|76|77|78|79|7[aA]|30|31|32|33|34|35|36|37|38|39|21|23|24|25|26|27|2[aA]|2[bB]|2[dD]|2[fF]|3[dD]|3[fF]|5[eE]|5[fF]|60|7[bB]|7[cC]|7[dD]|7[eE])";
const F72 = "(?:[A-Za-z0-9\\!\\$\\&\\'\\*\\+\\-\\=\\_\\~]|%" + F71 + ")";
const F73 = "(?:" + F72 + ")";
const F74 = "(?:\\." + F73 + "{1,})";
const F75 = "(?:" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F16 + "|" + F0 + "*" + F17 + "*)";
const F76 = "(?:(?=\\/)" + F57 + "{0,}|" + F19 + F11 + "*" + F26 + "*" + F57 + "{0,}|)";
const F77 = "(?<a1>" + F73 + "{1,}" + F74 + "{0,})";
const F78 = "(?=" + F77 + ")";
const F79 = "(?:%5[bB]" + F45 + "\\k<a0>%5[dD]|" + F73 + "{1,}" + F74 + "{0,})";
const F80 = "(?:\\/\\/" + F56 + "?" + F75 + "(?::[0-9]{0,})?" + F57 + "{0,}|\\/" + F69 + "?|" + F15 + F8 + "*" + F21 + "*" + F57 + "{0,}|)";
const F81 = "(?:\\/\\/" + F56 + "?" + F75 + "(?::[0-9]{0,})?" + F57 + "{0,}|\\/" + F69 + "?|" + F19 + F11 + "*" + F26 + "*" + F57 + "{0,}|)";
const F82 = F78 + "\\k<a1>@" + F79;
const F83 = "(?<a2>" + F78 + "\\k<a1>@" + F79 + ")";
const F84 = "(?=" + F83 + ")";
const F85 = "(?:" + F84 + "\\k<a2>$|[A-Za-z0-9\\-\\+\\_\\.\\*]*" + F9 + "*)";
const F86 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F66 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F66 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F66 + "|" + F49 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F66 + "|" + F50 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F66 + "|" + F51 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F66 + "|" + F54 + "\\k<a12>" + F66 + "|" + F55 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F43 + "\\k<a17>::)";
const F87 = "(?:" + F86 + "|[vV][0-9A-Fa-f]{1,}\\." + F7 + "{1,})";
const F88 = "(?<a18>" + F87 + ")";
const F89 = "(?=" + F88 + ")";
const F90 = "\\[" + F89 + "\\k<a18>\\]";
const F91 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F81 + F61 + "?" + F59 + "?|" + F80 + F61 + "?" + F59 + "?)";
const F92 = "(?:\\[" + F89 + "\\k<a18>\\]|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F16 + "|" + F0 + "*" + F17 + "*)";
const F93 = "(?:\\/\\/" + F56 + "?" + F92 + "(?::[0-9]{0,})?" + F57 + "{0,}|\\/" + F69 + "?|" + F15 + F8 + "*" + F21 + "*" + F57 + "{0,}|)";
const F94 = "(?:\\/\\/" + F56 + "?" + F92 + "(?::[0-9]{0,})?" + F57 + "{0,}|\\/" + F69 + "?|" + F19 + F11 + "*" + F26 + "*" + F57 + "{0,}|)";
const F95 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F94 + F61 + "?" + F59 + "?|(?:\\/\\/" + F56 + "?(?:\\[(?=(?<a37>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F66 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F66 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F66 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F66 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F66 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F66 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F66 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\." + F7 + "{1,})))\\k<a37>\\]|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F16 + "|" + F0 + "*" + F17 + "*)(?::[0-9]{0,})?" + F57 + "{0,}|\\/" + F69 + "?|" + F15 + F8 + "*" + F21 + "*" + F57 + "{0,}|)" + F61 + "?" + F59 + "?)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F94 + F61 + "?" + F59 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F81 + F61 + "?" + F59 + "?", "[");
const K1 = new Fused(F94, F64, "/");
const K2 = new Fused(F95, F91, "[");
const K3 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F94 + F61 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F81 + F61 + "?", "[");
const K4 = new Fused(F93 + F61 + "?" + F59 + "?", F80 + F61 + "?" + F59 + "?", "[");
const K5 = new Fused(F93, F63, "/");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9\+\-\.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused(F56 + "?" + F92 + "(?::[0-9]{0,})?");
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = new Fused(F92);
const K13 = /[0-9]+/y;
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused(F90);
const K16 = new Fused(F25);
const K17 = new Fused(F86);
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = new Fused(F66);
const K20 = new Fused(F65);
const K21 = new Fused(F14);
const K22 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = new Fused(F76);
const K25 = new Fused(F58);
const K26 = new Fused(F70);
const K27 = new Fused(F67);
const K28 = new Fused(F68);
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
const K39 = new Fused("[nN][nN][tT][pP]:(?=(?<a19>\\/\\/" + F56 + "?" + F92 + "(?::[0-9]{0,})?))\\k<a19>\\/(?:[A-Za-z0-9\\-\\+\\_\\.]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\+\\_\\.]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\+\\_\\.]*)*(?:\\/[0-9]{1,16})?", "(?!)", "/");
const K40 = new Fused("\\/\\/" + F56 + "?" + F92 + "(?::[0-9]{0,})?");
const K41 = /(?:[A-Za-z0-9\-\+\_\.]+|%[0-9A-Fa-f]{2})+/y;
const K42 = bits("000000000086ff30efffff78efffff70");
const K43 = new Fused("[nN][eE][wW][sS]:(?:(?=(?<a22>\\/\\/" + F56 + "?(?:\\[(?=(?<a21>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F66 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F66 + "|(?=(?<a3>(?:[0-9A-Fa-f]{1,4})?))\\k<a3>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F66 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F66 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F66 + "|(?=(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::))\\k<a12>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F66 + "|(?=(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::))\\k<a15>" + F66 + "|(?=(?<a18>(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::))\\k<a18>[0-9A-Fa-f]{1,4}|(?=(?<a20>(?:(?=(?<a19>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a19>[0-9A-Fa-f]{1,4})?))\\k<a20>::)|[vV][0-9A-Fa-f]{1,}\\." + F7 + "{1,})))\\k<a21>\\]|" + F14 + "\\." + F14 + "\\." + F14 + "\\." + F14 + F16 + "|" + F0 + "*" + F17 + "*)(?::[0-9]{0,})?))\\k<a22>\\/)?" + F85, "[nN][eE][wW][sS]:" + F85, "/");
const K44 = new Fused(F82);
const K45 = new Fused(F82);
const K46 = /(?:[A-Za-z0-9\-\+\_\.\*]+|%[0-9A-Fa-f]{2})+/y;
const K47 = bits("0000000000c6ff30efffff78efffff70");
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
          const s28 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K42[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K41.lastIndex = p;
              if (K41.test(input)) p = K41.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K41.lastIndex = 0;
                if (!K41.test(w)) break;
                p += K41.lastIndex;
                if (K41.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s28) break F;
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
          let n30 = 0;
          for (;;) {
            if (n30 === 16) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K14[c] === 1)) p++;
            else break;
            n30++;
          }
          if (n30 < 1) break F;
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
          const s33 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K47[c] === 1) || c === 37)) {
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
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "nntpURL": r_nntpURL, "server": r_server, "group": r_group, "articleNumber": r_articleNumber, "groupChar": r_groupChar, "newsURL": r_newsURL, "article": r_article, "msgIdCore": r_msgIdCore, "newsgroups": r_newsgroups };
}

export function fast(R: Records): Matchers {
const K0 = new Fused(F62);
const K1 = bits("00000000000000080000000000000000");
const K2 = new Fused(F60);
const K3 = bits("00000000800000000000000000000000");
const K4 = bits("00000000000800000000000000000000");
const K5 = new Fused(F58);
const K6 = new Fused(F70);
const K7 = bits("000000002ff7fff2ffffff78efffff74");
const K8 = new Fused(F68);
const K9 = bits("0000000000000000efffff70efffff70");
const K10 = new Fused(F62);
const K11 = new Fused(F62);
const K12 = new Fused(F60);
const K13 = new Fused(F58);
const K14 = new Fused(F70);
const K15 = bits("000000002ff7ffb2ffffff78efffff74");
const K16 = new Fused(F67);
const K17 = bits("0000000000000000efffff70efffff70");
const K18 = /[A-Za-z0-9\+\-\.]+/y;
const K19 = bits("000000000086ff30efffff70efffff70");
const K20 = bits("00000000000000400000000000000000");
const K21 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K22 = bits("000000002df7fff2efffff78efffff74");
const K23 = new Fused(F92);
const K24 = bits("00000000000000000000008000000000");
const K25 = bits("000000000000ff300000000000000000");
const K26 = bits("000000002df7ffb2efffff78efffff74");
const K27 = /[0-9]+/y;
const K28 = bits("000000000000ff300000000000000000");
const K29 = new Fused(F90);
const K30 = bits("000000000000ff70e7000000e7000000");
const K31 = bits("00000000000000000000040000000400");
const K32 = new Fused(F25);
const K33 = /[0-9A-Fa-f]+/y;
const K34 = bits("000000000000ff30e7000000e7000000");
const K35 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K36 = new Fused(F86);
const K37 = bits("000000000000ff30e7000000e7000000");
const K38 = new Fused(F66);
const K39 = new Fused(F65);
const K40 = new Fused(F14);
const K41 = bits("00000000000040000000000000000000");
const K42 = bits("000000000000f3000000000000000000");
const K43 = bits("000000000000f1000000000000000000");
const K44 = bits("00000000000020000000000000000000");
const K45 = bits("000000000000ef300000000000000000");
const K46 = bits("000000000000ef300000000000000000");
const K47 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K48 = new Fused(F76);
const K49 = new Fused(F58);
const K50 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K51 = new Fused(F70);
const K52 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K53 = new Fused(F67);
const K54 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K55 = new Fused(F68);
const K56 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K57 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K58 = bits("000000002df7fff2ffffff78efffff74");
const K59 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K60 = bits("000000002df7ffb2ffffff78efffff74");
const K61 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K62 = bits("000000002dfffffaffffff78efffff74");
const K63 = bits("000000000006ff30efffff78efffff74");
const K64 = bits("00000000adf900ca1000008200000000");
const K65 = bits("00000000800800481000008200000000");
const K66 = bits("000000002df100820000000000000000");
const K67 = /(?:[A-Za-z0-9\-\+\_\.]+|%[0-9A-Fa-f]{2})+/y;
const K68 = bits("000000000086ff30efffff78efffff70");
const K69 = bits("000000002fc2ff32efffff78efffff74");
const K70 = new Fused(F82);
const K71 = new Fused(F82);
const K72 = bits("000000002dc2ff32efffff78efffff74");
const K73 = bits("00000000020000000000000000000000");
const K74 = bits("0000000000000030e7000000e7000000");
const K75 = bits("0000000000000030e7000000e7000000");
const K76 = bits("00000000000400000000000000000000");
const K77 = bits("000000002df7fff2ffffff78efffff74");
const K78 = /(?:[A-Za-z0-9\-\+\_\.\*]+|%[0-9A-Fa-f]{2})+/y;
const K79 = bits("0000000000c6ff30efffff78efffff70");
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
        }
        if (input.length <= 65536) {
          t = K2.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O2: {
            const s2 = p, m2 = R.top;
            O2_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O2_f;
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
            if (input.length <= 65536) {
              t = K5.match(input, p);
              if (t < 0) break A4_0;
              p = t;
            } else {
              t = r_pathAbempty(input, p);
              if (t < 0) break A4_0;
              p = t;
            }
            break A4;
          }
          p = s4; R.top = m4;
          A4_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A4_1;
            if (input.length <= 65536) {
              t = K6.match(input, p);
              if (t < 0) break A4_1;
              p = t;
            } else {
              t = r_pathAbsolute(input, p);
              if (t < 0) break A4_1;
              p = t;
            }
            break A4;
          }
          p = s4; R.top = m4;
          A4_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A4_2;
            if (input.length <= 65536) {
              t = K8.match(input, p);
              if (t < 0) break A4_2;
              p = t;
            } else {
              t = r_pathRootless(input, p);
              if (t < 0) break A4_2;
              p = t;
            }
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
            if (!(c < 128 && K9[c] === 1)) break A6_0;
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
        if (input.length <= 65536) {
          t = K10.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
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
        t = r_relativePart(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K11.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
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
        }
        if (input.length <= 65536) {
          t = K12.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O11: {
            const s11 = p, m11 = R.top;
            O11_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O11_f;
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
            if (input.length <= 65536) {
              t = K13.match(input, p);
              if (t < 0) break A13_0;
              p = t;
            } else {
              t = r_pathAbempty(input, p);
              if (t < 0) break A13_0;
              p = t;
            }
            break A13;
          }
          p = s13; R.top = m13;
          A13_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A13_1;
            if (input.length <= 65536) {
              t = K14.match(input, p);
              if (t < 0) break A13_1;
              p = t;
            } else {
              t = r_pathAbsolute(input, p);
              if (t < 0) break A13_1;
              p = t;
            }
            break A13;
          }
          p = s13; R.top = m13;
          A13_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K15[c] === 1)) break A13_2;
            if (input.length <= 65536) {
              t = K16.match(input, p);
              if (t < 0) break A13_2;
              p = t;
            } else {
              t = r_pathNoscheme(input, p);
              if (t < 0) break A13_2;
              p = t;
            }
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
        c = input.charCodeAt(p);
        if ((c < 128 && K17[c] === 1)) p++;
        else break F;
        {
          const s15 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K19[c] === 1)) {
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
            if (!(c < 128 && K7[c] === 1)) break O17_f;
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
            if (!(c < 128 && K20[c] === 1)) break O18_f;
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
          if (((c < 128 && K22[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K21.lastIndex = p;
              if (K21.test(input)) p = K21.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K21.lastIndex = 0;
                if (!K21.test(w)) break;
                p += K21.lastIndex;
                if (K21.lastIndex < w.length - 2 || p >= input.length) break;
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
        if (input.length <= 65536) {
          t = K23.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A22: {
            const s22 = p, m22 = R.top;
            A22_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K24[c] === 1)) break A22_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A22_0;
              p = t;
              break A22;
            }
            p = s22; R.top = m22;
            A22_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A22_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A22_1;
              p = t;
              {
                const s23 = p, m23 = R.top;
                L23: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K26[c] === 1)) p++;
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
      R.capture(6, s24, p, m24);
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
      t = K29.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A27: {
            const s27 = p, m27 = R.top;
            A27_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K30[c] === 1)) break A27_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A27_0;
              p = t;
              break A27;
            }
            p = s27; R.top = m27;
            A27_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K31[c] === 1)) break A27_1;
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
      t = K32.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s29 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K34[c] === 1)) {
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
            if (p === s29) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s30 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) {
              if (input.length <= 65536) {
                K35.lastIndex = p;
                if (K35.test(input)) p = K35.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K35.lastIndex = 0;
                  if (!K35.test(w)) break;
                  p += K35.lastIndex;
                  if (K35.lastIndex < w.length - 2 || p >= input.length) break;
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
      t = K36.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A32: {
            const s32 = p, m32 = R.top;
            A32_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K37[c] === 1)) break A32_0;
              {
                let n33 = 0;
                M33: for (;;) {
                  if (n33 === 6) break;
                  const s33 = p, m33 = R.top;
                  M33_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K37[c] === 1)) break M33_f;
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
              if (!(c < 128 && K20[c] === 1)) break A32_1;
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_1;
              p += 2;
              {
                let n34 = 0;
                M34: for (;;) {
                  if (n34 === 5) break;
                  const s34 = p, m34 = R.top;
                  M34_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K37[c] === 1)) break M34_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_2;
              O35: {
                const s35 = p, m35 = R.top;
                O35_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O35_f;
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
                    if (!(c < 128 && K37[c] === 1)) break M36_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_3;
              O37: {
                const s37 = p, m37 = R.top;
                O37_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O37_f;
                  {
                    let n38 = 0;
                    M38: for (;;) {
                      if (n38 === 1) break;
                      const s38 = p, m38 = R.top;
                      M38_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M38_f;
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
                    if (!(c < 128 && K37[c] === 1)) break M40_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_4;
              O41: {
                const s41 = p, m41 = R.top;
                O41_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O41_f;
                  {
                    let n42 = 0;
                    M42: for (;;) {
                      if (n42 === 2) break;
                      const s42 = p, m42 = R.top;
                      M42_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M42_f;
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
                    if (!(c < 128 && K37[c] === 1)) break M44_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_5;
              O45: {
                const s45 = p, m45 = R.top;
                O45_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O45_f;
                  {
                    let n46 = 0;
                    M46: for (;;) {
                      if (n46 === 3) break;
                      const s46 = p, m46 = R.top;
                      M46_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M46_f;
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
                    if (!(c < 128 && K37[c] === 1)) break M48_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_6;
              O49: {
                const s49 = p, m49 = R.top;
                O49_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O49_f;
                  {
                    let n50 = 0;
                    M50: for (;;) {
                      if (n50 === 4) break;
                      const s50 = p, m50 = R.top;
                      M50_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M50_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_7;
              O52: {
                const s52 = p, m52 = R.top;
                O52_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O52_f;
                  {
                    let n53 = 0;
                    M53: for (;;) {
                      if (n53 === 5) break;
                      const s53 = p, m53 = R.top;
                      M53_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M53_f;
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
              if (!(c < 128 && K30[c] === 1)) break A32_8;
              O55: {
                const s55 = p, m55 = R.top;
                O55_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K37[c] === 1)) break O55_f;
                  {
                    let n56 = 0;
                    M56: for (;;) {
                      if (n56 === 6) break;
                      const s56 = p, m56 = R.top;
                      M56_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K37[c] === 1)) break M56_f;
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
            if ((c < 128 && K34[c] === 1)) p++;
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
      t = K38.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A61: {
            const s61 = p, m61 = R.top;
            A61_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K37[c] === 1)) break A61_0;
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
              if (!(c < 128 && K25[c] === 1)) break A61_1;
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
      t = K39.match(input, p);
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
      t = K40.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A64: {
            const s64 = p, m64 = R.top;
            A64_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K41[c] === 1)) break A64_0;
              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A64_0;
              p += 2;
              c = input.charCodeAt(p);
              if ((c < 128 && K42[c] === 1)) p++;
              else break A64_0;
              break A64;
            }
            p = s64; R.top = m64;
            A64_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K41[c] === 1)) break A64_1;
              if (input.charCodeAt(p) !== 50) break A64_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K43[c] === 1)) p++;
              else break A64_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K28[c] === 1)) p++;
              else break A64_1;
              break A64;
            }
            p = s64; R.top = m64;
            A64_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K44[c] === 1)) break A64_2;
              if (input.charCodeAt(p) !== 49) break A64_2;
              p += 1;
              {
                let n65 = 0;
                for (;;) {
                  if (n65 === 2) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K28[c] === 1)) p++;
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
              if (!(c < 128 && K45[c] === 1)) break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K46[c] === 1)) p++;
              else break A64_3;
              c = input.charCodeAt(p);
              if ((c < 128 && K28[c] === 1)) p++;
              else break A64_3;
              break A64;
            }
            p = s64; R.top = m64;
            A64_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K28[c] === 1)) p++;
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
          if (((c < 128 && K26[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K47.lastIndex = p;
              if (K47.test(input)) p = K47.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K47.lastIndex = 0;
                if (!K47.test(w)) break;
                p += K47.lastIndex;
                if (K47.lastIndex < w.length - 2 || p >= input.length) break;
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
      t = K48.match(input, p);
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
              if (!(c < 128 && K7[c] === 1)) break A69_1;
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
      t = K49.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n72 = 0;
            M72: for (;;) {
              K50.lastIndex = p;
              if (K50.test(input) && K50.lastIndex > p) { p = K50.lastIndex; n72 = 1; }
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
      t = K51.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O74: {
            const s74 = p, m74 = R.top;
            O74_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break O74_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O74_f;
              p = t;
              {
                let n75 = 0;
                M75: for (;;) {
                  K52.lastIndex = p;
                  if (K52.test(input) && K52.lastIndex > p) { p = K52.lastIndex; n75 = 1; }
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
      t = K53.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n77 = 0;
            M77: for (;;) {
              K54.lastIndex = p;
              if (K54.test(input) && K54.lastIndex > p) { p = K54.lastIndex; n77 = 1; }
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
      t = K55.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n79 = 0;
            M79: for (;;) {
              K56.lastIndex = p;
              if (K56.test(input) && K56.lastIndex > p) { p = K56.lastIndex; n79 = 1; }
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

// segment-nz
function r_segmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s84 = p;
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
        if ((c < 128 && K58[c] === 1)) p++;
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
          if (((c < 128 && K62[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K61.lastIndex = p;
              if (K61.test(input)) p = K61.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K61.lastIndex = 0;
                if (!K61.test(w)) break;
                p += K61.lastIndex;
                if (K61.lastIndex < w.length - 2 || p >= input.length) break;
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
          if (((c < 128 && K62[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K61.lastIndex = p;
              if (K61.test(input)) p = K61.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K61.lastIndex = 0;
                if (!K61.test(w)) break;
                p += K61.lastIndex;
                if (K61.lastIndex < w.length - 2 || p >= input.length) break;
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
        if ((c < 128 && K34[c] === 1)) p++;
        else break F;
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
        if ((c < 128 && K63[c] === 1)) p++;
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
        if ((c < 128 && K64[c] === 1)) p++;
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
        if ((c < 128 && K65[c] === 1)) p++;
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
        if ((c < 128 && K66[c] === 1)) p++;
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
      const s97 = p, m97 = R.top;
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
        O98: {
          const s98 = p, m98 = R.top;
          O98_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O98_f;
            if (input.charCodeAt(p) !== 47) break O98_f;
            p += 1;
            t = r_articleNumber(input, p);
            if (t < 0) break O98_f;
            p = t;
            break O98;
          }
          p = s98; R.top = m98;
        }
      R.capture(0, s97, p, m97);
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
      const s99 = p, m99 = R.top;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s99, p, m99);
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
      const s100 = p, m100 = R.top;
        {
          const s101 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K68[c] === 1) || c === 37)) {
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
          if (p === s101) break F;
        }
      R.capture(7, s100, p, m100);
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
      const s102 = p, m102 = R.top;
        {
          let n103 = 0;
          for (;;) {
            if (n103 === 16) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K28[c] === 1)) p++;
            else break;
            n103++;
          }
          if (n103 < 1) break F;
        }
      R.capture(8, s102, p, m102);
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
        if ((c < 128 && K68[c] === 1)) p++;
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
      const s105 = p, m105 = R.top;
        if ((input.charCodeAt(p) | 32) !== 110 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 119 || (input.charCodeAt(p + 3) | 32) !== 115 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        O106: {
          const s106 = p, m106 = R.top;
          O106_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O106_f;
            t = r_server(input, p);
            if (t < 0) break O106_f;
            p = t;
            if (input.charCodeAt(p) !== 47) break O106_f;
            p += 1;
            break O106;
          }
          p = s106; R.top = m106;
        }
        A107: {
          const s107 = p, m107 = R.top;
          A107_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K69[c] === 1)) break A107_0;
            t = r_article(input, p);
            if (t < 0) break A107_0;
            p = t;
            if (p !== input.length) break A107_0;
            break A107;
          }
          p = s107; R.top = m107;
          A107_1: {
            t = r_newsgroups(input, p);
            if (t < 0) break A107_1;
            p = t;
            break A107;
          }
          p = s107; R.top = m107;
          break F;
        }
      R.capture(1, s105, p, m105);
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
      const s108 = p, m108 = R.top;
        if (input.length <= 65536) {
          t = K70.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_msgIdCore(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(9, s108, p, m108);
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
      t = K71.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n110 = 0;
            M110: for (;;) {
              const s110 = p, m110 = R.top;
              M110_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K69[c] === 1)) break M110_f;
                A111: {
                  const s111 = p, m111 = R.top;
                  A111_0: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K72[c] === 1)) p++;
                    else break A111_0;
                    break A111;
                  }
                  p = s111; R.top = m111;
                  A111_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K73[c] === 1)) break A111_1;
                    if (input.charCodeAt(p) !== 37) break A111_1;
                    p += 1;
                    A112: {
                      const s112 = p, m112 = R.top;
                      A112_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K74[c] === 1)) break A112_0;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K75[c] === 1)) p++;
                        else break A112_0;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K34[c] === 1)) p++;
                        else break A112_0;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_1: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A112_1;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_2: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A112_2;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_3: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A112_3;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_4: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A112_4;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_5: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A112_5;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_6: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A112_6;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_7: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A112_7;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_8: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A112_8;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_9: {
                        if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A112_9;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_10: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A112_10;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_11: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A112_11;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_12: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A112_12;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_13: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A112_13;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_14: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A112_14;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_15: {
                        if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A112_15;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_16: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A112_16;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_17: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A112_17;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_18: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A112_18;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_19: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A112_19;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_20: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A112_20;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_21: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A112_21;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_22: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A112_22;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_23: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A112_23;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_24: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A112_24;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_25: {
                        if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A112_25;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_26: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A112_26;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_27: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A112_27;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_28: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A112_28;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_29: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A112_29;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_30: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A112_30;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_31: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A112_31;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_32: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A112_32;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_33: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A112_33;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_34: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A112_34;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_35: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A112_35;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_36: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A112_36;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_37: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A112_37;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_38: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A112_38;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_39: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A112_39;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_40: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A112_40;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_41: {
                        if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A112_41;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_42: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A112_42;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_43: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A112_43;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_44: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A112_44;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_45: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A112_45;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_46: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A112_46;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_47: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A112_47;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_48: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A112_48;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_49: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A112_49;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_50: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A112_50;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_51: {
                        if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A112_51;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_52: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A112_52;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_53: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A112_53;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_54: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A112_54;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_55: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A112_55;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_56: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A112_56;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_57: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A112_57;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_58: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A112_58;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_59: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A112_59;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_60: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A112_60;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_61: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A112_61;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_62: {
                        if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A112_62;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_63: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A112_63;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_64: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A112_64;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_65: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A112_65;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_66: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A112_66;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_67: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A112_67;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_68: {
                        if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A112_68;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_69: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A112_69;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_70: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A112_70;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_71: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A112_71;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_72: {
                        if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A112_72;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_73: {
                        if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A112_73;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_74: {
                        if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A112_74;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_75: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A112_75;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_76: {
                        if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A112_76;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_77: {
                        if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A112_77;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_78: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A112_78;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_79: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A112_79;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_80: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A112_80;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      A112_81: {
                        if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A112_81;
                        p += 2;
                        break A112;
                      }
                      p = s112; R.top = m112;
                      break A111_1;
                    }
                    break A111;
                  }
                  p = s111; R.top = m111;
                  break M110_f;
                }
                if (p === s110) { R.top = m110; break M110; }
                n110++;
                continue M110;
              }
              p = s110; R.top = m110;
              break;
            }
            if (n110 < 1) break F;
          }
          {
            let n113 = 0;
            M113: for (;;) {
              const s113 = p, m113 = R.top;
              M113_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K76[c] === 1)) break M113_f;
                if (input.charCodeAt(p) !== 46) break M113_f;
                p += 1;
                {
                  let n114 = 0;
                  M114: for (;;) {
                    const s114 = p, m114 = R.top;
                    M114_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K69[c] === 1)) break M114_f;
                      A115: {
                        const s115 = p, m115 = R.top;
                        A115_0: {
                          c = input.charCodeAt(p);
                          if ((c < 128 && K72[c] === 1)) p++;
                          else break A115_0;
                          break A115;
                        }
                        p = s115; R.top = m115;
                        A115_1: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K73[c] === 1)) break A115_1;
                          if (input.charCodeAt(p) !== 37) break A115_1;
                          p += 1;
                          A116: {
                            const s116 = p, m116 = R.top;
                            A116_0: {
                              c = input.charCodeAt(p);
                              if (!(c < 128 && K74[c] === 1)) break A116_0;
                              c = input.charCodeAt(p);
                              if ((c < 128 && K75[c] === 1)) p++;
                              else break A116_0;
                              c = input.charCodeAt(p);
                              if ((c < 128 && K34[c] === 1)) p++;
                              else break A116_0;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_1: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A116_1;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_2: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A116_2;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_3: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A116_3;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_4: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A116_4;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_5: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A116_5;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_6: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A116_6;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_7: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A116_7;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_8: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A116_8;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_9: {
                              if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A116_9;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_10: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A116_10;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_11: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A116_11;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_12: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A116_12;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_13: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A116_13;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_14: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A116_14;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_15: {
                              if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A116_15;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_16: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A116_16;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_17: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A116_17;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_18: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A116_18;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_19: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A116_19;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_20: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A116_20;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_21: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A116_21;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_22: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A116_22;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_23: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A116_23;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_24: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A116_24;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_25: {
                              if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A116_25;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_26: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A116_26;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_27: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A116_27;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_28: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A116_28;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_29: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A116_29;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_30: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A116_30;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_31: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A116_31;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_32: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A116_32;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_33: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A116_33;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_34: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A116_34;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_35: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A116_35;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_36: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A116_36;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_37: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A116_37;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_38: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A116_38;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_39: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A116_39;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_40: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A116_40;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_41: {
                              if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A116_41;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_42: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A116_42;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_43: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A116_43;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_44: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A116_44;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_45: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A116_45;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_46: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A116_46;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_47: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A116_47;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_48: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A116_48;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_49: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A116_49;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_50: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A116_50;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_51: {
                              if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A116_51;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_52: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A116_52;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_53: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A116_53;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_54: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A116_54;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_55: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A116_55;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_56: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A116_56;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_57: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A116_57;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_58: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A116_58;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_59: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A116_59;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_60: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A116_60;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_61: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A116_61;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_62: {
                              if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A116_62;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_63: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A116_63;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_64: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A116_64;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_65: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A116_65;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_66: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A116_66;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_67: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A116_67;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_68: {
                              if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A116_68;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_69: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A116_69;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_70: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A116_70;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_71: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A116_71;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_72: {
                              if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A116_72;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_73: {
                              if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A116_73;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_74: {
                              if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A116_74;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_75: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A116_75;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_76: {
                              if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A116_76;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_77: {
                              if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A116_77;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_78: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A116_78;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_79: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A116_79;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_80: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A116_80;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            A116_81: {
                              if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A116_81;
                              p += 2;
                              break A116;
                            }
                            p = s116; R.top = m116;
                            break A115_1;
                          }
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
                  if (n114 < 1) break M113_f;
                }
                if (p === s113) { R.top = m113; break M113; }
                n113++;
                continue M113;
              }
              p = s113; R.top = m113;
              break;
            }
          }
          if (input.charCodeAt(p) !== 64) break F;
          p += 1;
          A117: {
            const s117 = p, m117 = R.top;
            A117_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K73[c] === 1)) break A117_0;
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break A117_0;
              p += 3;
              {
                let n118 = 0;
                M118: for (;;) {
                  const s118 = p, m118 = R.top;
                  M118_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M118_f;
                    {
                      const s119 = p, m119 = R.top;
                      L119: {
                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break L119;
                        p += 3;
                        p = s119; R.top = m119;
                        break M118_f;
                      }
                      p = s119; R.top = m119;
                    }
                    c = input.charCodeAt(p);
                    if ((c < 128 && K77[c] === 1)) p++;
                    else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                    else break M118_f;
                    if (p === s118) { R.top = m118; break M118; }
                    n118++;
                    continue M118;
                  }
                  p = s118; R.top = m118;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break A117_0;
              p += 3;
              break A117;
            }
            p = s117; R.top = m117;
            A117_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K69[c] === 1)) break A117_1;
              {
                let n120 = 0;
                M120: for (;;) {
                  const s120 = p, m120 = R.top;
                  M120_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K69[c] === 1)) break M120_f;
                    A121: {
                      const s121 = p, m121 = R.top;
                      A121_0: {
                        c = input.charCodeAt(p);
                        if ((c < 128 && K72[c] === 1)) p++;
                        else break A121_0;
                        break A121;
                      }
                      p = s121; R.top = m121;
                      A121_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K73[c] === 1)) break A121_1;
                        if (input.charCodeAt(p) !== 37) break A121_1;
                        p += 1;
                        A122: {
                          const s122 = p, m122 = R.top;
                          A122_0: {
                            c = input.charCodeAt(p);
                            if (!(c < 128 && K74[c] === 1)) break A122_0;
                            c = input.charCodeAt(p);
                            if ((c < 128 && K75[c] === 1)) p++;
                            else break A122_0;
                            c = input.charCodeAt(p);
                            if ((c < 128 && K34[c] === 1)) p++;
                            else break A122_0;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_1: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A122_1;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_2: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A122_2;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_3: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A122_3;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_4: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A122_4;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_5: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A122_5;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_6: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A122_6;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_7: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A122_7;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_8: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A122_8;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_9: {
                            if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A122_9;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_10: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A122_10;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_11: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A122_11;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_12: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A122_12;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_13: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A122_13;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_14: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A122_14;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_15: {
                            if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A122_15;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_16: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A122_16;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_17: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A122_17;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_18: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A122_18;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_19: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A122_19;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_20: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A122_20;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_21: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A122_21;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_22: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A122_22;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_23: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A122_23;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_24: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A122_24;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_25: {
                            if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A122_25;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_26: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A122_26;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_27: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A122_27;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_28: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A122_28;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_29: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A122_29;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_30: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A122_30;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_31: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A122_31;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_32: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A122_32;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_33: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A122_33;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_34: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A122_34;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_35: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A122_35;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_36: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A122_36;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_37: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A122_37;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_38: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A122_38;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_39: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A122_39;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_40: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A122_40;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_41: {
                            if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A122_41;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_42: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A122_42;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_43: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A122_43;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_44: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A122_44;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_45: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A122_45;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_46: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A122_46;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_47: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A122_47;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_48: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A122_48;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_49: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A122_49;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_50: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A122_50;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_51: {
                            if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A122_51;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_52: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A122_52;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_53: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A122_53;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_54: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A122_54;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_55: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A122_55;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_56: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A122_56;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_57: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A122_57;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_58: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A122_58;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_59: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A122_59;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_60: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A122_60;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_61: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A122_61;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_62: {
                            if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A122_62;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_63: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A122_63;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_64: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A122_64;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_65: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A122_65;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_66: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A122_66;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_67: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A122_67;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_68: {
                            if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A122_68;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_69: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A122_69;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_70: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A122_70;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_71: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A122_71;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_72: {
                            if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A122_72;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_73: {
                            if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A122_73;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_74: {
                            if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A122_74;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_75: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A122_75;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_76: {
                            if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A122_76;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_77: {
                            if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A122_77;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_78: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A122_78;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_79: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A122_79;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_80: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A122_80;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          A122_81: {
                            if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A122_81;
                            p += 2;
                            break A122;
                          }
                          p = s122; R.top = m122;
                          break A121_1;
                        }
                        break A121;
                      }
                      p = s121; R.top = m121;
                      break M120_f;
                    }
                    if (p === s120) { R.top = m120; break M120; }
                    n120++;
                    continue M120;
                  }
                  p = s120; R.top = m120;
                  break;
                }
                if (n120 < 1) break A117_1;
              }
              {
                let n123 = 0;
                M123: for (;;) {
                  const s123 = p, m123 = R.top;
                  M123_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K76[c] === 1)) break M123_f;
                    if (input.charCodeAt(p) !== 46) break M123_f;
                    p += 1;
                    {
                      let n124 = 0;
                      M124: for (;;) {
                        const s124 = p, m124 = R.top;
                        M124_f: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K69[c] === 1)) break M124_f;
                          A125: {
                            const s125 = p, m125 = R.top;
                            A125_0: {
                              c = input.charCodeAt(p);
                              if ((c < 128 && K72[c] === 1)) p++;
                              else break A125_0;
                              break A125;
                            }
                            p = s125; R.top = m125;
                            A125_1: {
                              c = input.charCodeAt(p);
                              if (!(c < 128 && K73[c] === 1)) break A125_1;
                              if (input.charCodeAt(p) !== 37) break A125_1;
                              p += 1;
                              A126: {
                                const s126 = p, m126 = R.top;
                                A126_0: {
                                  c = input.charCodeAt(p);
                                  if (!(c < 128 && K74[c] === 1)) break A126_0;
                                  c = input.charCodeAt(p);
                                  if ((c < 128 && K75[c] === 1)) p++;
                                  else break A126_0;
                                  c = input.charCodeAt(p);
                                  if ((c < 128 && K34[c] === 1)) p++;
                                  else break A126_0;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_1: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A126_1;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_2: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A126_2;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_3: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A126_3;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_4: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A126_4;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_5: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A126_5;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_6: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A126_6;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_7: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A126_7;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_8: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A126_8;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_9: {
                                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A126_9;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_10: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A126_10;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_11: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A126_11;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_12: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A126_12;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_13: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A126_13;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_14: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A126_14;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_15: {
                                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A126_15;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_16: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A126_16;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_17: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A126_17;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_18: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A126_18;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_19: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A126_19;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_20: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A126_20;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_21: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A126_21;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_22: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A126_22;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_23: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A126_23;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_24: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A126_24;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_25: {
                                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A126_25;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_26: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A126_26;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_27: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A126_27;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_28: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A126_28;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_29: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A126_29;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_30: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A126_30;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_31: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A126_31;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_32: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A126_32;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_33: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A126_33;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_34: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A126_34;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_35: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A126_35;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_36: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A126_36;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_37: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A126_37;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_38: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A126_38;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_39: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A126_39;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_40: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A126_40;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_41: {
                                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A126_41;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_42: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A126_42;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_43: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A126_43;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_44: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A126_44;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_45: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A126_45;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_46: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A126_46;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_47: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A126_47;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_48: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A126_48;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_49: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A126_49;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_50: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A126_50;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_51: {
                                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A126_51;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_52: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A126_52;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_53: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A126_53;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_54: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A126_54;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_55: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A126_55;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_56: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A126_56;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_57: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A126_57;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_58: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A126_58;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_59: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A126_59;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_60: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A126_60;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_61: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A126_61;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_62: {
                                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A126_62;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_63: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A126_63;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_64: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A126_64;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_65: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A126_65;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_66: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A126_66;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_67: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A126_67;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_68: {
                                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A126_68;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_69: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A126_69;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_70: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A126_70;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_71: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A126_71;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_72: {
                                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A126_72;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_73: {
                                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A126_73;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_74: {
                                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A126_74;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_75: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A126_75;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_76: {
                                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A126_76;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_77: {
                                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A126_77;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_78: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A126_78;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_79: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A126_79;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_80: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A126_80;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                A126_81: {
                                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A126_81;
                                  p += 2;
                                  break A126;
                                }
                                p = s126; R.top = m126;
                                break A125_1;
                              }
                              break A125;
                            }
                            p = s125; R.top = m125;
                            break M124_f;
                          }
                          if (p === s124) { R.top = m124; break M124; }
                          n124++;
                          continue M124;
                        }
                        p = s124; R.top = m124;
                        break;
                      }
                      if (n124 < 1) break M123_f;
                    }
                    if (p === s123) { R.top = m123; break M123; }
                    n123++;
                    continue M123;
                  }
                  p = s123; R.top = m123;
                  break;
                }
              }
              break A117;
            }
            p = s117; R.top = m117;
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
      const s127 = p, m127 = R.top;
        {
          const s128 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K79[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K78.lastIndex = p;
              if (K78.test(input)) p = K78.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K78.lastIndex = 0;
                if (!K78.test(w)) break;
                p += K78.lastIndex;
                if (K78.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(10, s127, p, m127);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "nntpURL": r_nntpURL, "server": r_server, "group": r_group, "articleNumber": r_articleNumber, "groupChar": r_groupChar, "newsURL": r_newsURL, "article": r_article, "msgIdCore": r_msgIdCore, "newsgroups": r_newsgroups };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URI","hierPart","URIReference","absoluteURI","relativeRef","relativePart","scheme","authority","userinfo","host","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","regName","path","pathAbempty","pathAbsolute","pathNoscheme","pathRootless","pathEmpty","segment","segmentNz","segmentNzNc","pchar","query","fragment","pctEncoded","unreserved","reserved","genDelims","subDelims","nntpURL","server","group","articleNumber","groupChar","newsURL","article","msgIdCore","newsgroups"],
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
    [10,"nntpURL",[3,[0,"nntp:",1],[11,37],[0,"/",0],[11,38],[5,[3,[0,"/",0],[11,39]]]]], // nntpURL
    [10,"server",[3,[0,"//",0],[11,7]]], // server
    [10,"group",[2,18,1,-1]], // group
    [10,"article-number",[2,4,1,16]], // articleNumber
    [10,"group-char",[1,19]], // groupChar
    [10,"newsURL",[3,[0,"news:",1],[5,[3,[11,37],[0,"/",0]]],[4,[3,[11,42],[9]],[11,44]]]], // newsURL
    [10,"article",[11,43]], // article
    [10,"msg-id-core",[3,[3,[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1],[6,[3,[0,".",0],[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1]],0,-1]],[0,"@",0],[4,[3,[0,"%5B",1],[6,[3,[7,[0,"%5D",1]],[1,22]],0,-1],[0,"%5D",1]],[3,[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1],[6,[3,[0,".",0],[6,[4,[1,20],[3,[0,"%",0],[4,[3,[1,21],[1,5]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]],1,-1]],0,-1]]]]], // msgIdCore
    [10,"newsgroups",[2,23,0,-1]], // newsgroups
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
    ["group","000000000086ff30efffff78efffff70","","",1],
    ["group-char","000000000086ff30efffff78efffff70","","",0],
    ["atext","000000002dc2ff32efffff78efffff74","","",0],
    ["HEXDIG","0000000000000030e7000000e7000000","","",0],
    ["dtext","000000002df7fff2ffffff78efffff74","","",1],
    ["newsgroups","0000000000c6ff30efffff78efffff70","","",1],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
