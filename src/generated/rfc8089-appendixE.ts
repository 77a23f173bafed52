/*
 * GENERATED FILE — do not edit. The grammar "rfc8089+appendixE", compiled at build time
 * from grammars/rfc8089.ts: rfc8089Grammar(k, { appendixE: true }).
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
import { meta as base } from './rfc8089';

// the rules this build shares with ./rfc8089
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc8089+appendixE",
  name: "rfc8089",
  rules: [
    ...B.slice(0, 41), // URI … file-hier-part
    ["auth-path","authPath","RFC 8089 Appendix F","auth-path = [ file-auth ] path-absolute / [ file-auth ] file-absolute / unc-authority path-absolute"],
    ["local-path","localPath","RFC 8089 Appendix F","local-path = [ drive-letter ] path-absolute / file-absolute"],
    ["file-auth","fileAuth","RFC 8089 Appendix F","file-auth = \"localhost\" / [ userinfo \"@\" ] host"],
    ["unc-authority","uncAuthority","RFC 8089 Appendix F","unc-authority = 2*3\"/\" file-host"],
    ["file-host","fileHost","RFC 8089 Appendix F","file-host = inline-IP / IPv4address / reg-name"],
    ["inline-IP","inlineIP","RFC 8089 Appendix F","inline-IP = \"%5B\" ( IPv6address / IPvFuture ) \"%5D\""],
    ["file-absolute","fileAbsolute","RFC 8089 Appendix F","file-absolute = \"/\" drive-letter path-absolute"],
    ["drive-letter","driveLetter","RFC 8089 Appendix F","drive-letter = ALPHA \":\" / ALPHA \"|\""],
  ],
  captured: ["file-URI","file-auth","userinfo","host","file-host","path-absolute","drive-letter","unc-authority"],
  capturedNames: ["userinfo","host","path-absolute","file-URI","file-auth","unc-authority","file-host","drive-letter"],
};

// the stretches the fused regexps below share
const F0 = "(?<a102>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1})";
const F1 = "(?<a105>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2})";
const F2 = "(?<a108>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3})";
const F3 = "(?<a111>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4})";
const F4 = "(?<a114>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5})";
const F5 = "(?<a117>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6})";
const F6 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F7 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F8 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F9 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F10 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*)";
const F11 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F12 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F13 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F14 = "(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F15 = "(?=(?<a22>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F16 = "(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F17 = "(?=(?<a25>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F18 = "(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F19 = "(?=(?<a28>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F20 = "(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F21 = "(?=(?<a31>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F22 = "(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F23 = "(?=(?<a34>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F24 = "(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F25 = "(?=(?<a37>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F26 = "(?=(?<a44>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F27 = "(?=(?<a47>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F28 = "(?=(?<a50>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F29 = "(?=(?<a53>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F30 = "(?=(?<a56>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F31 = "(?=(?<a59>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F32 = "(?=(?<a63>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F33 = "(?=(?<a66>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F34 = "(?=(?<a69>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F35 = "(?=(?<a72>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F36 = "(?=(?<a75>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F37 = "(?=(?<a78>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F38 = "(?=(?<a83>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F39 = "(?=(?<a86>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F40 = "(?=(?<a89>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F41 = "(?=(?<a92>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F42 = "(?=(?<a95>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F43 = "(?=(?<a98>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F44 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F45 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\@]";
const F46 = "(?=" + F0 + ")";
const F47 = "(?=" + F1 + ")";
const F48 = "(?=" + F2 + ")";
const F49 = "(?=" + F3 + ")";
const F50 = "(?=" + F4 + ")";
const F51 = "(?=" + F5 + ")";
const F52 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]";
const F53 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@\\/\\?]";
const F54 = "(?:" + F6 + "|%[0-9A-Fa-f]{2})";
const F55 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F56 = "(?:" + F45 + "|%[0-9A-Fa-f]{2})";
const F57 = "(?!" + F54 + ")";
const F58 = "(?:(?:%[0-9A-Fa-f]{2})" + F6 + "*)";
const F59 = "(?:" + F52 + "|%[0-9A-Fa-f]{2})";
const F60 = "(?:(?:%[0-9A-Fa-f]{2})" + F44 + "*)";
const F61 = "(?:(?:%[0-9A-Fa-f]{2})" + F45 + "*)";
const F62 = "(?:" + F7 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F63 = "(?:" + F8 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F64 = "(?:" + F9 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F65 = "[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,}";
const F66 = "(?:(?:%[0-9A-Fa-f]{2})" + F52 + "*)";
const F67 = "(?:" + F54 + "|@|:)";
const F68 = "(?:" + F11 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F69 = "(?:" + F12 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F70 = "(?:" + F13 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F71 = "(?:" + F14 + "\\k<a20>[0-9A-Fa-f]{1,4})";
const F72 = "(?:" + F15 + "\\k<a22>[0-9A-Fa-f]{1,4})";
const F73 = "(?:" + F16 + "\\k<a23>[0-9A-Fa-f]{1,4})";
const F74 = "(?:" + F17 + "\\k<a25>[0-9A-Fa-f]{1,4})";
const F75 = "(?:" + F18 + "\\k<a26>[0-9A-Fa-f]{1,4})";
const F76 = "(?:" + F19 + "\\k<a28>[0-9A-Fa-f]{1,4})";
const F77 = "(?:" + F20 + "\\k<a29>[0-9A-Fa-f]{1,4})";
const F78 = "(?:" + F21 + "\\k<a31>[0-9A-Fa-f]{1,4})";
const F79 = "(?:" + F22 + "\\k<a32>[0-9A-Fa-f]{1,4})";
const F80 = "(?:" + F23 + "\\k<a34>[0-9A-Fa-f]{1,4})";
const F81 = "(?:" + F24 + "\\k<a35>[0-9A-Fa-f]{1,4})";
const F82 = "(?:" + F25 + "\\k<a37>[0-9A-Fa-f]{1,4})";
const F83 = "(?:" + F26 + "\\k<a44>[0-9A-Fa-f]{1,4})";
const F84 = "(?:" + F27 + "\\k<a47>[0-9A-Fa-f]{1,4})";
const F85 = "(?:" + F28 + "\\k<a50>[0-9A-Fa-f]{1,4})";
const F86 = "(?:" + F29 + "\\k<a53>[0-9A-Fa-f]{1,4})";
const F87 = "(?:" + F30 + "\\k<a56>[0-9A-Fa-f]{1,4})";
const F88 = "(?:" + F31 + "\\k<a59>[0-9A-Fa-f]{1,4})";
const F89 = "(?:" + F32 + "\\k<a63>[0-9A-Fa-f]{1,4})";
const F90 = "(?:" + F33 + "\\k<a66>[0-9A-Fa-f]{1,4})";
const F91 = "(?:" + F34 + "\\k<a69>[0-9A-Fa-f]{1,4})";
const F92 = "(?:" + F35 + "\\k<a72>[0-9A-Fa-f]{1,4})";
const F93 = "(?:" + F36 + "\\k<a75>[0-9A-Fa-f]{1,4})";
const F94 = "(?:" + F37 + "\\k<a78>[0-9A-Fa-f]{1,4})";
const F95 = "(?:" + F38 + "\\k<a83>[0-9A-Fa-f]{1,4})";
const F96 = "(?:" + F39 + "\\k<a86>[0-9A-Fa-f]{1,4})";
const F97 = "(?:" + F40 + "\\k<a89>[0-9A-Fa-f]{1,4})";
const F98 = "(?:" + F41 + "\\k<a92>[0-9A-Fa-f]{1,4})";
const F99 = "(?:" + F42 + "\\k<a95>[0-9A-Fa-f]{1,4})";
const F100 = "(?:" + F43 + "\\k<a98>[0-9A-Fa-f]{1,4})";
const F101 = "(?:" + F46 + "\\k<a102>[0-9A-Fa-f]{1,4})";
const F102 = "(?:" + F47 + "\\k<a105>[0-9A-Fa-f]{1,4})";
const F103 = "(?:" + F48 + "\\k<a108>[0-9A-Fa-f]{1,4})";
const F104 = "(?:" + F49 + "\\k<a111>[0-9A-Fa-f]{1,4})";
const F105 = "(?:" + F50 + "\\k<a114>[0-9A-Fa-f]{1,4})";
const F106 = "(?:" + F51 + "\\k<a117>[0-9A-Fa-f]{1,4})";
const F107 = "(?!" + F67 + ")";
const F108 = "(?:(?:%[0-9A-Fa-f]{2})" + F53 + "*)";
const F109 = "(?<a2>" + F62 + "?)";
const F110 = "(?<a5>" + F63 + "?)";
const F111 = "(?<a8>" + F64 + "?)";
const F112 = "(?<a11>" + F68 + "?)";
const F113 = "(?<a14>" + F69 + "?)";
const F114 = "(?<a17>" + F70 + "?)";
const F115 = "(?<a21>" + F71 + "?)";
const F116 = "(?<a23>" + F72 + "?)";
const F117 = "(?<a24>" + F73 + "?)";
const F118 = "(?<a26>" + F74 + "?)";
const F119 = "(?<a27>" + F75 + "?)";
const F120 = "(?<a29>" + F76 + "?)";
const F121 = "(?<a30>" + F77 + "?)";
const F122 = "(?<a32>" + F78 + "?)";
const F123 = "(?<a33>" + F79 + "?)";
const F124 = "(?<a35>" + F80 + "?)";
const F125 = "(?<a36>" + F81 + "?)";
const F126 = "(?<a38>" + F82 + "?)";
const F127 = "(?<a45>" + F83 + "?)";
const F128 = "(?<a48>" + F84 + "?)";
const F129 = "(?<a51>" + F85 + "?)";
const F130 = "(?<a54>" + F86 + "?)";
const F131 = "(?<a57>" + F87 + "?)";
const F132 = "(?<a60>" + F88 + "?)";
const F133 = "(?<a64>" + F89 + "?)";
const F134 = "(?<a67>" + F90 + "?)";
const F135 = "(?<a70>" + F91 + "?)";
const F136 = "(?<a73>" + F92 + "?)";
const F137 = "(?<a76>" + F93 + "?)";
const F138 = "(?<a79>" + F94 + "?)";
const F139 = "(?<a84>" + F95 + "?)";
const F140 = "(?<a87>" + F96 + "?)";
const F141 = "(?<a90>" + F97 + "?)";
const F142 = "(?<a93>" + F98 + "?)";
const F143 = "(?<a96>" + F99 + "?)";
const F144 = "(?<a99>" + F100 + "?)";
const F145 = "(?=" + F109 + ")";
const F146 = "(?=" + F110 + ")";
const F147 = "(?=" + F111 + ")";
const F148 = "(?<a103>" + F101 + "?)";
const F149 = "(?<a106>" + F102 + "?)";
const F150 = "(?<a109>" + F103 + "?)";
const F151 = "(?<a112>" + F104 + "?)";
const F152 = "(?<a115>" + F105 + "?)";
const F153 = "(?<a118>" + F106 + "?)";
const F154 = "(?=" + F112 + ")";
const F155 = "(?=" + F113 + ")";
const F156 = "(?=" + F114 + ")";
const F157 = "(?=" + F115 + ")";
const F158 = "(?=" + F116 + ")";
const F159 = "(?=" + F117 + ")";
const F160 = "(?=" + F118 + ")";
const F161 = "(?=" + F119 + ")";
const F162 = "(?=" + F120 + ")";
const F163 = "(?=" + F121 + ")";
const F164 = "(?=" + F122 + ")";
const F165 = "(?=" + F123 + ")";
const F166 = "(?=" + F124 + ")";
const F167 = "(?=" + F125 + ")";
const F168 = "(?=" + F126 + ")";
const F169 = "(?=" + F127 + ")";
const F170 = "(?=" + F128 + ")";
const F171 = "(?=" + F129 + ")";
const F172 = "(?=" + F130 + ")";
const F173 = "(?=" + F131 + ")";
const F174 = "(?=" + F132 + ")";
const F175 = "(?=" + F133 + ")";
const F176 = "(?=" + F134 + ")";
const F177 = "(?=" + F135 + ")";
const F178 = "(?=" + F136 + ")";
const F179 = "(?=" + F137 + ")";
const F180 = "(?=" + F138 + ")";
const F181 = "(?=" + F139 + ")";
const F182 = "(?=" + F140 + ")";
const F183 = "(?=" + F141 + ")";
const F184 = "(?=" + F142 + ")";
const F185 = "(?=" + F143 + ")";
const F186 = "(?=" + F144 + ")";
const F187 = "(?=" + F148 + ")";
const F188 = "(?=" + F149 + ")";
const F189 = "(?=" + F150 + ")";
const F190 = "(?=" + F151 + ")";
const F191 = "(?=" + F152 + ")";
const F192 = "(?=" + F153 + ")";
const F193 = "(?<a3>" + F145 + "\\k<a2>::)";
const F194 = "(?<a6>" + F146 + "\\k<a5>::)";
const F195 = "(?<a9>" + F147 + "\\k<a8>::)";
const F196 = "(?=" + F193 + ")";
const F197 = "(?=" + F194 + ")";
const F198 = "(?=" + F195 + ")";
const F199 = "(?<a12>" + F154 + "\\k<a11>::)";
const F200 = "(?<a15>" + F155 + "\\k<a14>::)";
const F201 = "(?<a22>" + F157 + "\\k<a21>::)";
const F202 = "(?<a24>" + F158 + "\\k<a23>::)";
const F203 = "(?<a25>" + F159 + "\\k<a24>::)";
const F204 = "(?<a27>" + F160 + "\\k<a26>::)";
const F205 = "(?<a28>" + F161 + "\\k<a27>::)";
const F206 = "(?<a30>" + F162 + "\\k<a29>::)";
const F207 = "(?<a31>" + F163 + "\\k<a30>::)";
const F208 = "(?<a33>" + F164 + "\\k<a32>::)";
const F209 = "(?<a34>" + F165 + "\\k<a33>::)";
const F210 = "(?<a36>" + F166 + "\\k<a35>::)";
const F211 = "(?<a46>" + F169 + "\\k<a45>::)";
const F212 = "(?<a49>" + F170 + "\\k<a48>::)";
const F213 = "(?<a52>" + F171 + "\\k<a51>::)";
const F214 = "(?<a55>" + F172 + "\\k<a54>::)";
const F215 = "(?<a58>" + F173 + "\\k<a57>::)";
const F216 = "(?<a65>" + F175 + "\\k<a64>::)";
const F217 = "(?<a68>" + F176 + "\\k<a67>::)";
const F218 = "(?<a71>" + F177 + "\\k<a70>::)";
const F219 = "(?<a74>" + F178 + "\\k<a73>::)";
const F220 = "(?<a77>" + F179 + "\\k<a76>::)";
const F221 = "(?<a85>" + F181 + "\\k<a84>::)";
const F222 = "(?<a88>" + F182 + "\\k<a87>::)";
const F223 = "(?<a91>" + F183 + "\\k<a90>::)";
const F224 = "(?<a94>" + F184 + "\\k<a93>::)";
const F225 = "(?<a97>" + F185 + "\\k<a96>::)";
const F226 = "(?=" + F199 + ")";
const F227 = "(?=" + F200 + ")";
const F228 = "(?=" + F201 + ")";
const F229 = "(?=" + F202 + ")";
const F230 = "(?=" + F203 + ")";
const F231 = "(?=" + F204 + ")";
const F232 = "(?=" + F205 + ")";
const F233 = "(?=" + F206 + ")";
const F234 = "(?=" + F207 + ")";
const F235 = "(?=" + F208 + ")";
const F236 = "(?=" + F209 + ")";
const F237 = "(?=" + F210 + ")";
const F238 = "(?=" + F211 + ")";
const F239 = "(?=" + F212 + ")";
const F240 = "(?=" + F213 + ")";
const F241 = "(?=" + F214 + ")";
const F242 = "(?=" + F215 + ")";
const F243 = "(?=" + F216 + ")";
const F244 = "(?=" + F217 + ")";
const F245 = "(?=" + F218 + ")";
const F246 = "(?=" + F219 + ")";
const F247 = "(?=" + F220 + ")";
const F248 = "(?=" + F221 + ")";
const F249 = "(?=" + F222 + ")";
const F250 = "(?=" + F223 + ")";
const F251 = "(?=" + F224 + ")";
const F252 = "(?=" + F225 + ")";
const F253 = "(?<a104>" + F187 + "\\k<a103>::)";
const F254 = "(?<a107>" + F188 + "\\k<a106>::)";
const F255 = "(?<a110>" + F189 + "\\k<a109>::)";
const F256 = "(?<a113>" + F190 + "\\k<a112>::)";
const F257 = "(?<a116>" + F191 + "\\k<a115>::)";
const F258 = "(?=" + F253 + ")";
const F259 = "(?=" + F254 + ")";
const F260 = "(?=" + F255 + ")";
const F261 = "(?=" + F256 + ")";
const F262 = "(?=" + F257 + ")";
const F263 = "(?:" + F44 + "*" + F60 + "*@)";
const F264 = "(?:\\/" + F52 + "*" + F66 + "*)";
const F265 = F264 + "{0,}";
const F266 = "(?:#" + F53 + "*" + F108 + "*)";
const F267 = F266 + "?";
const F268 = "(?:\\?" + F53 + "*" + F108 + "*)";
const F269 = F268 + "?";
const F270 = "(?:" + F56 + F45 + "*" + F61 + "*|)";
const F271 = "(?:" + F59 + F52 + "*" + F66 + "*|)";
const F272 = F55 + "\\." + F55 + "\\." + F55 + "\\." + F55;
const F273 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + ")";
const F274 = F56 + F45 + "*" + F61 + "*" + F264 + "{0,}";
const F275 = F59 + F52 + "*" + F66 + "*" + F264 + "{0,}";
const F276 = "(?:" + F59 + F52 + "*" + F66 + "*" + F264 + "{0,})";
const F277 = "\\/" + F276 + "?";
const F278 = "(?<a42>\\/[A-Za-z](?::|\\|)\\/" + F276 + "?)";
const F279 = "(?<a121>\\/[A-Za-z](?::|\\|)\\/" + F276 + "?)";
const F280 = "(?=" + F278 + ")";
const F281 = "(?=" + F279 + ")";
const F282 = "(?:" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F283 = "(?:(?=\\/)" + F264 + "{0,}|" + F59 + F52 + "*" + F66 + "*" + F264 + "{0,}|)";
const F284 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F107 + "|" + F263 + "?" + F282 + ")";
const F285 = "(?:(?=(?<a0>\\/[A-Za-z](?::|\\|)\\/" + F276 + "?))\\k<a0>(?!\\/)|(?=(?<a1>(?:[A-Za-z](?::|\\|))?))\\k<a1>\\/" + F276 + "?)";
const F286 = "(?:" + F281 + "\\k<a121>(?!\\/)|(?=(?<a122>(?:[A-Za-z](?::|\\|))?))\\k<a122>\\/" + F276 + "?)";
const F287 = "(?:\\/\\/" + F263 + "?" + F282 + "(?::[0-9]{0,})?" + F264 + "{0,}|\\/" + F276 + "?|" + F56 + F45 + "*" + F61 + "*" + F264 + "{0,}|)";
const F288 = "(?:\\/\\/" + F263 + "?" + F282 + "(?::[0-9]{0,})?" + F264 + "{0,}|\\/" + F276 + "?|" + F59 + F52 + "*" + F66 + "*" + F264 + "{0,}|)";
const F289 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F196 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F197 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F198 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F226 + "\\k<a12>" + F273 + "|" + F227 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F156 + "\\k<a17>::)";
const F290 = "(?<a18>" + F289 + ")";
const F291 = "(?=" + F290 + ")";
const F292 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F228 + "\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F230 + "\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F232 + "\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F234 + "\\k<a31>" + F273 + "|" + F236 + "\\k<a34>[0-9A-Fa-f]{1,4}|" + F167 + "\\k<a36>::)";
const F293 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a21>(?:[0-9A-Fa-f]{1,4})?))\\k<a21>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F229 + "\\k<a24>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F231 + "\\k<a27>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F233 + "\\k<a30>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F235 + "\\k<a33>" + F273 + "|" + F237 + "\\k<a36>[0-9A-Fa-f]{1,4}|" + F168 + "\\k<a38>::)";
const F294 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a43>(?:[0-9A-Fa-f]{1,4})?))\\k<a43>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F238 + "\\k<a46>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F239 + "\\k<a49>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F240 + "\\k<a52>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F241 + "\\k<a55>" + F273 + "|" + F242 + "\\k<a58>[0-9A-Fa-f]{1,4}|" + F174 + "\\k<a60>::)";
const F295 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a62>(?:[0-9A-Fa-f]{1,4})?))\\k<a62>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F243 + "\\k<a65>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F244 + "\\k<a68>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F245 + "\\k<a71>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F246 + "\\k<a74>" + F273 + "|" + F247 + "\\k<a77>[0-9A-Fa-f]{1,4}|" + F180 + "\\k<a79>::)";
const F296 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a82>(?:[0-9A-Fa-f]{1,4})?))\\k<a82>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F248 + "\\k<a85>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F249 + "\\k<a88>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F250 + "\\k<a91>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F251 + "\\k<a94>" + F273 + "|" + F252 + "\\k<a97>[0-9A-Fa-f]{1,4}|" + F186 + "\\k<a99>::)";
const F297 = "(?<a61>" + F294 + ")";
const F298 = "(?<a100>" + F296 + ")";
const F299 = "(?=" + F297 + ")";
const F300 = "(?=" + F298 + ")";
const F301 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a101>(?:[0-9A-Fa-f]{1,4})?))\\k<a101>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|" + F258 + "\\k<a104>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|" + F259 + "\\k<a107>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|" + F260 + "\\k<a110>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|" + F261 + "\\k<a113>" + F273 + "|" + F262 + "\\k<a116>[0-9A-Fa-f]{1,4}|" + F192 + "\\k<a118>::)";
const F302 = "(?:" + F289 + "|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})";
const F303 = "(?<a18>" + F302 + ")";
const F304 = "(?=" + F303 + ")";
const F305 = "(?:" + F293 + "|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})";
const F306 = "(?<a39>" + F305 + ")";
const F307 = "%5[bB]" + F304 + "\\k<a18>%5[dD]";
const F308 = "(?=" + F306 + ")";
const F309 = "(?<a19>%5[bB]" + F304 + "\\k<a18>%5[dD])";
const F310 = "(?=" + F309 + ")";
const F311 = F291 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*";
const F312 = "(?<a40>%5[bB]" + F308 + "\\k<a39>%5[dD])";
const F313 = "(?=" + F312 + ")";
const F314 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F288 + F268 + "?" + F266 + "?|" + F287 + F268 + "?" + F266 + "?)";
const F315 = "(?:" + F310 + "\\k<a19>" + F57 + "|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F316 = "(?<a20>" + F315 + ")";
const F317 = "(?=" + F316 + ")";
const F318 = "(?:" + F313 + "\\k<a40>" + F57 + "|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F319 = "(?:" + F291 + "\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|" + F292 + "|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})";
const F320 = "(?<a37>" + F319 + ")";
const F321 = "(?=" + F320 + ")";
const F322 = "(?:" + F299 + "\\k<a61>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|" + F295 + "|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})";
const F323 = "\\[" + F321 + "\\k<a37>\\]";
const F324 = "(?<a80>" + F322 + ")";
const F325 = "(?=" + F324 + ")";
const F326 = "(?:" + F300 + "\\k<a100>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|" + F301 + "|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})";
const F327 = "(?<a119>" + F326 + ")";
const F328 = "(?=" + F327 + ")";
const F329 = "(?:\\[" + F321 + "\\k<a37>\\]|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F330 = "(?:\\[" + F325 + "\\k<a80>\\]|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F331 = "(?:\\[" + F328 + "\\k<a119>\\]|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)";
const F332 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F107 + "|" + F263 + "?" + F329 + ")";
const F333 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F107 + "|" + F263 + "?" + F330 + ")";
const F334 = "(?:" + F333 + "|)";
const F335 = "(?<a81>" + F334 + ")";
const F336 = "(?=" + F335 + ")";
const F337 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F107 + "|" + F263 + "?" + F331 + ")";
const F338 = "(?:" + F337 + "|)";
const F339 = "(?<a120>" + F338 + ")";
const F340 = "(?=" + F339 + ")";
const F341 = "(?:\\/\\/\\/" + F317 + "\\k<a20>(?=\\/)|\\/\\/" + F318 + ")";
const F342 = "(?<a41>" + F341 + ")";
const F343 = "(?=" + F342 + ")";
const F344 = "(?:\\/\\/" + F263 + "?" + F329 + "(?::[0-9]{0,})?" + F264 + "{0,}|\\/" + F276 + "?|" + F56 + F45 + "*" + F61 + "*" + F264 + "{0,}|)";
const F345 = "(?:\\/\\/" + F263 + "?" + F329 + "(?::[0-9]{0,})?" + F264 + "{0,}|\\/" + F276 + "?|" + F59 + F52 + "*" + F66 + "*" + F264 + "{0,}|)";
const F346 = "(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F345 + F268 + "?" + F266 + "?|(?:\\/\\/" + F263 + "?(?:\\[(?=(?<a75>(?:(?=(?<a56>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a38>(?:[0-9A-Fa-f]{1,4})?))\\k<a38>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|(?=(?<a41>(?=(?<a40>(?:(?=(?<a39>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a39>[0-9A-Fa-f]{1,4})?))\\k<a40>::))\\k<a41>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|(?=(?<a44>(?=(?<a43>(?:(?=(?<a42>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a42>[0-9A-Fa-f]{1,4})?))\\k<a43>::))\\k<a44>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|(?=(?<a47>(?=(?<a46>(?:(?=(?<a45>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a45>[0-9A-Fa-f]{1,4})?))\\k<a46>::))\\k<a47>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|(?=(?<a50>(?=(?<a49>(?:(?=(?<a48>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a48>[0-9A-Fa-f]{1,4})?))\\k<a49>::))\\k<a50>" + F273 + "|(?=(?<a53>(?=(?<a52>(?:(?=(?<a51>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a51>[0-9A-Fa-f]{1,4})?))\\k<a52>::))\\k<a53>[0-9A-Fa-f]{1,4}|(?=(?<a55>(?:(?=(?<a54>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a54>[0-9A-Fa-f]{1,4})?))\\k<a55>::)))\\k<a56>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F273 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F273 + "|(?=(?<a57>(?:[0-9A-Fa-f]{1,4})?))\\k<a57>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F273 + "|(?=(?<a60>(?=(?<a59>(?:(?=(?<a58>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a58>[0-9A-Fa-f]{1,4})?))\\k<a59>::))\\k<a60>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F273 + "|(?=(?<a63>(?=(?<a62>(?:(?=(?<a61>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a61>[0-9A-Fa-f]{1,4})?))\\k<a62>::))\\k<a63>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F273 + "|(?=(?<a66>(?=(?<a65>(?:(?=(?<a64>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a64>[0-9A-Fa-f]{1,4})?))\\k<a65>::))\\k<a66>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F273 + "|(?=(?<a69>(?=(?<a68>(?:(?=(?<a67>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a67>[0-9A-Fa-f]{1,4})?))\\k<a68>::))\\k<a69>" + F273 + "|(?=(?<a72>(?=(?<a71>(?:(?=(?<a70>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a70>[0-9A-Fa-f]{1,4})?))\\k<a71>::))\\k<a72>[0-9A-Fa-f]{1,4}|(?=(?<a74>(?:(?=(?<a73>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a73>[0-9A-Fa-f]{1,4})?))\\k<a74>::)|[vV][0-9A-Fa-f]{1,}\\." + F44 + "{1,})))\\k<a75>\\]|" + F55 + "\\." + F55 + "\\." + F55 + "\\." + F55 + F57 + "|" + F6 + "*" + F58 + "*)(?::[0-9]{0,})?" + F264 + "{0,}|\\/" + F276 + "?|" + F56 + F45 + "*" + F61 + "*" + F264 + "{0,}|)" + F268 + "?" + F266 + "?)";
const F347 = "(?:" + F343 + "\\k<a41>\\/" + F276 + "?|" + F336 + "\\k<a81>" + F280 + "\\k<a42>(?!\\/)|" + F340 + "\\k<a120>\\/" + F276 + "?)";
const F348 = "(?:\\/\\/" + F347 + "|" + F286 + ")";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F345 + F268 + "?" + F266 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F288 + F268 + "?" + F266 + "?", "[");
const K1 = new Fused(F345, F271, "/");
const K2 = new Fused(F346, F314, "[");
const K3 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F345 + F268 + "?", "[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F288 + F268 + "?", "[");
const K4 = new Fused(F344 + F268 + "?" + F266 + "?", F287 + F268 + "?" + F266 + "?", "[");
const K5 = new Fused(F344, F270, "/");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9\+\-\.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused(F263 + "?" + F329 + "(?::[0-9]{0,})?", F263 + "?" + F282 + "(?::[0-9]{0,})?", "[");
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = new Fused(F329, F282, "[");
const K13 = /[0-9]+/y;
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused(F323, "(?!)", "[");
const K16 = new Fused(F65);
const K17 = new Fused(F289);
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = new Fused(F273);
const K20 = new Fused(F272);
const K21 = new Fused(F55);
const K22 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = new Fused(F283);
const K25 = new Fused(F265);
const K26 = new Fused(F277);
const K27 = new Fused(F274);
const K28 = new Fused(F275);
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
const K40 = new Fused(F311);
const K41 = new Fused("[fF][iI][lL][eE]:" + F348, "(?!)", "/");
const K42 = new Fused(F348, "(?!)", "/");
const K43 = new Fused(F347, "(?!)", "/");
const K44 = new Fused(F285);
const K45 = new Fused(F332, F284, "[");
const K46 = new Fused(F341, "(?!)", "/");
const K47 = new Fused(F315);
const K48 = new Fused(F307);
const K49 = new Fused("\\/[A-Za-z](?::|\\|)\\/" + F276 + "?");
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

// file-URI
function r_fileURI(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["fileURI"](input, i);
}

// file-scheme
function r_fileScheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if ((input.charCodeAt(p) | 32) !== 102 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 108 || (input.charCodeAt(p + 3) | 32) !== 101) break F;
        p += 4;
    return p;
  }
  return -1;
}

// file-hier-part
function r_fileHierPart(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["fileHierPart"](input, i);
}

// auth-path
function r_authPath(input, i) {
  return input.length <= 65536 ? K43.match(input, i) : S()["authPath"](input, i);
}

// local-path
function r_localPath(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["localPath"](input, i);
}

// file-auth
function r_fileAuth(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["fileAuth"](input, i);
}

// unc-authority
function r_uncAuthority(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["uncAuthority"](input, i);
}

// file-host
function r_fileHost(input, i) {
  return input.length <= 65536 ? K47.match(input, i) : S()["fileHost"](input, i);
}

// inline-IP
function r_inlineIP(input, i) {
  return input.length <= 65536 ? K48.match(input, i) : S()["inlineIP"](input, i);
}

// file-absolute
function r_fileAbsolute(input, i) {
  return input.length <= 65536 ? K49.match(input, i) : S()["fileAbsolute"](input, i);
}

// drive-letter
function r_driveLetter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else break F;
        A31: {
          const s31 = p;
          A31_0: {
            if (input.charCodeAt(p) !== 58) break A31_0;
            p += 1;
            break A31;
          }
          p = s31;
          A31_1: {
            if (input.charCodeAt(p) !== 124) break A31_1;
            p += 1;
            break A31;
          }
          p = s31;
          break F;
        }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz, "fileURI": r_fileURI, "fileScheme": r_fileScheme, "fileHierPart": r_fileHierPart, "authPath": r_authPath, "localPath": r_localPath, "fileAuth": r_fileAuth, "uncAuthority": r_uncAuthority, "fileHost": r_fileHost, "inlineIP": r_inlineIP, "fileAbsolute": r_fileAbsolute, "driveLetter": r_driveLetter };
}

export function fast(R: Records): Matchers {
const K0 = new Fused(F269);
const K1 = bits("00000000000000080000000000000000");
const K2 = new Fused(F267);
const K3 = bits("00000000800000000000000000000000");
const K4 = bits("00000000000800000000000000000000");
const K5 = new Fused(F265);
const K6 = bits("000000002ff7fff2ffffff78efffff74");
const K7 = new Fused(F275);
const K8 = bits("0000000000000000efffff70efffff70");
const K9 = new Fused(F269);
const K10 = new Fused(F269);
const K11 = new Fused(F267);
const K12 = new Fused(F265);
const K13 = bits("000000002ff7ffb2ffffff78efffff74");
const K14 = new Fused(F274);
const K15 = bits("0000000000000000efffff70efffff70");
const K16 = /[A-Za-z0-9\+\-\.]+/y;
const K17 = bits("000000000086ff30efffff70efffff70");
const K18 = new Fused("(?::[0-9]{0,})?");
const K19 = bits("00000000000000400000000000000000");
const K20 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+|%[0-9A-Fa-f]{2})+/y;
const K21 = bits("000000002df7fff2efffff78efffff74");
const K22 = new Fused(F329, F282, "[");
const K23 = bits("00000000000000000000008000000000");
const K24 = bits("000000000000ff300000000000000000");
const K25 = bits("000000002df7ffb2efffff78efffff74");
const K26 = /[0-9]+/y;
const K27 = bits("000000000000ff300000000000000000");
const K28 = new Fused(F323, "(?!)", "[");
const K29 = bits("000000000000ff70e7000000e7000000");
const K30 = bits("00000000000000000000040000000400");
const K31 = new Fused(F65);
const K32 = /[0-9A-Fa-f]+/y;
const K33 = bits("000000000000ff30e7000000e7000000");
const K34 = /[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:]+/y;
const K35 = new Fused(F289);
const K36 = bits("000000000000ff30e7000000e7000000");
const K37 = new Fused(F273);
const K38 = new Fused(F272);
const K39 = new Fused(F55);
const K40 = bits("00000000000040000000000000000000");
const K41 = bits("000000000000f3000000000000000000");
const K42 = bits("000000000000f1000000000000000000");
const K43 = bits("00000000000020000000000000000000");
const K44 = bits("000000000000ef300000000000000000");
const K45 = bits("000000000000ef300000000000000000");
const K46 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=]+|%[0-9A-Fa-f]{2})+/y;
const K47 = new Fused(F283);
const K48 = new Fused(F265);
const K49 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K50 = new Fused(F277);
const K51 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K52 = new Fused(F274);
const K53 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K54 = new Fused(F275);
const K55 = /(?:\/(?:(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K56 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K57 = bits("000000002df7fff2ffffff78efffff74");
const K58 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\@]+|%[0-9A-Fa-f]{2})+/y;
const K59 = bits("000000002df7ffb2ffffff78efffff74");
const K60 = /(?:[A-Za-z0-9\-\.\_\~\!\$\&\'\(\)\*\+\,\;\=\:\@\/\?]+|%[0-9A-Fa-f]{2})+/y;
const K61 = bits("000000002dfffffaffffff78efffff74");
const K62 = bits("000000000006ff30efffff78efffff74");
const K63 = bits("00000000adf900ca1000008200000000");
const K64 = bits("00000000800800481000008200000000");
const K65 = bits("000000002df100820000000000000000");
const K66 = /(?:[A-Za-z0-9\-\.\_\~]+|%[0-9A-Fa-f]{2})+/y;
const K67 = new Fused(F311);
const K68 = bits("0000000000080000efffff70efffff70");
const K69 = bits("000000002ffffff2fffffff8efffff74");
const K70 = bits("00000000000000000001000000010000");
const K71 = new Fused("[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F107);
const K72 = new Fused(F315);
const K73 = bits("00000000020000000000000000000000");
const K74 = new Fused(F307);
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
            t = r_pathAbsolute(input, p);
            if (t < 0) break A4_1;
            p = t;
            break A4;
          }
          p = s4; R.top = m4;
          A4_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break A4_2;
            if (input.length <= 65536) {
              t = K7.match(input, p);
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
            if (!(c < 128 && K8[c] === 1)) break A6_0;
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
          t = K9.match(input, p);
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
          t = K10.match(input, p);
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
          t = K11.match(input, p);
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
              t = K12.match(input, p);
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
            t = r_pathAbsolute(input, p);
            if (t < 0) break A13_1;
            p = t;
            break A13;
          }
          p = s13; R.top = m13;
          A13_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K13[c] === 1)) break A13_2;
            if (input.length <= 65536) {
              t = K14.match(input, p);
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
        if ((c < 128 && K15[c] === 1)) p++;
        else break F;
        {
          const s15 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K17[c] === 1)) {
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

// authority
function r_authority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O17: {
          const s17 = p, m17 = R.top;
          O17_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break O17_f;
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
        if (input.length <= 65536) {
          t = K18.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O18: {
            const s18 = p, m18 = R.top;
            O18_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K19[c] === 1)) break O18_f;
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
      const s19 = p, m19 = R.top;
        {
          const s20 = p;
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
      R.capture(2, s19, p, m19);
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
          t = K22.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A22: {
            const s22 = p, m22 = R.top;
            A22_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K23[c] === 1)) break A22_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A22_0;
              p = t;
              break A22;
            }
            p = s22; R.top = m22;
            A22_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K24[c] === 1)) break A22_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A22_1;
              p = t;
              {
                const s23 = p, m23 = R.top;
                L23: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K25[c] === 1)) p++;
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
      R.capture(3, s21, p, m21);
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
          if ((c < 128 && K27[c] === 1)) {
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

// IP-literal
function r_IPLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K28.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A27: {
            const s27 = p, m27 = R.top;
            A27_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K29[c] === 1)) break A27_0;
              t = r_IPv6addrz(input, p);
              if (t < 0) break A27_0;
              p = t;
              break A27;
            }
            p = s27; R.top = m27;
            A27_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K29[c] === 1)) break A27_1;
              t = r_IPv6address(input, p);
              if (t < 0) break A27_1;
              p = t;
              break A27;
            }
            p = s27; R.top = m27;
            A27_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K30[c] === 1)) break A27_2;
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
      t = K31.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s29 = p;
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
            if (p === s29) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s30 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K21[c] === 1)) {
              if (input.length <= 65536) {
                K34.lastIndex = p;
                if (K34.test(input)) p = K34.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K34.lastIndex = 0;
                  if (!K34.test(w)) break;
                  p += K34.lastIndex;
                  if (K34.lastIndex < w.length - 2 || p >= input.length) break;
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
      t = K35.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A32: {
            const s32 = p, m32 = R.top;
            A32_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K36[c] === 1)) break A32_0;
              {
                let n33 = 0;
                M33: for (;;) {
                  if (n33 === 6) break;
                  const s33 = p, m33 = R.top;
                  M33_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K36[c] === 1)) break M33_f;
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
              if (!(c < 128 && K19[c] === 1)) break A32_1;
              if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A32_1;
              p += 2;
              {
                let n34 = 0;
                M34: for (;;) {
                  if (n34 === 5) break;
                  const s34 = p, m34 = R.top;
                  M34_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K36[c] === 1)) break M34_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_2;
              O35: {
                const s35 = p, m35 = R.top;
                O35_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O35_f;
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
                    if (!(c < 128 && K36[c] === 1)) break M36_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_3;
              O37: {
                const s37 = p, m37 = R.top;
                O37_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O37_f;
                  {
                    let n38 = 0;
                    M38: for (;;) {
                      if (n38 === 1) break;
                      const s38 = p, m38 = R.top;
                      M38_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M38_f;
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
                    if (!(c < 128 && K36[c] === 1)) break M40_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_4;
              O41: {
                const s41 = p, m41 = R.top;
                O41_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O41_f;
                  {
                    let n42 = 0;
                    M42: for (;;) {
                      if (n42 === 2) break;
                      const s42 = p, m42 = R.top;
                      M42_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M42_f;
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
                    if (!(c < 128 && K36[c] === 1)) break M44_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_5;
              O45: {
                const s45 = p, m45 = R.top;
                O45_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O45_f;
                  {
                    let n46 = 0;
                    M46: for (;;) {
                      if (n46 === 3) break;
                      const s46 = p, m46 = R.top;
                      M46_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M46_f;
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
                    if (!(c < 128 && K36[c] === 1)) break M48_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_6;
              O49: {
                const s49 = p, m49 = R.top;
                O49_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O49_f;
                  {
                    let n50 = 0;
                    M50: for (;;) {
                      if (n50 === 4) break;
                      const s50 = p, m50 = R.top;
                      M50_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M50_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_7;
              O52: {
                const s52 = p, m52 = R.top;
                O52_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O52_f;
                  {
                    let n53 = 0;
                    M53: for (;;) {
                      if (n53 === 5) break;
                      const s53 = p, m53 = R.top;
                      M53_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M53_f;
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
              if (!(c < 128 && K29[c] === 1)) break A32_8;
              O55: {
                const s55 = p, m55 = R.top;
                O55_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K36[c] === 1)) break O55_f;
                  {
                    let n56 = 0;
                    M56: for (;;) {
                      if (n56 === 6) break;
                      const s56 = p, m56 = R.top;
                      M56_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K36[c] === 1)) break M56_f;
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
            if ((c < 128 && K33[c] === 1)) p++;
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
      t = K37.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A61: {
            const s61 = p, m61 = R.top;
            A61_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K36[c] === 1)) break A61_0;
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
              if (!(c < 128 && K24[c] === 1)) break A61_1;
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
              if ((c < 128 && K27[c] === 1)) p++;
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
                  if ((c < 128 && K27[c] === 1)) p++;
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
              if ((c < 128 && K27[c] === 1)) p++;
              else break A64_3;
              break A64;
            }
            p = s64; R.top = m64;
            A64_4: {
              c = input.charCodeAt(p);
              if ((c < 128 && K27[c] === 1)) p++;
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
          if (((c < 128 && K25[c] === 1) || c === 37)) {
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

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K47.match(input, p);
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
              if (!(c < 128 && K6[c] === 1)) break A69_1;
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
      t = K48.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n72 = 0;
            M72: for (;;) {
              K49.lastIndex = p;
              if (K49.test(input) && K49.lastIndex > p) { p = K49.lastIndex; n72 = 1; }
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
    {
      const s73 = p, m73 = R.top;
        if (input.length <= 65536) {
          t = K50.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O74: {
            const s74 = p, m74 = R.top;
            O74_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break O74_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O74_f;
              p = t;
              {
                let n75 = 0;
                M75: for (;;) {
                  K51.lastIndex = p;
                  if (K51.test(input) && K51.lastIndex > p) { p = K51.lastIndex; n75 = 1; }
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
      R.capture(5, s73, p, m73);
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
      t = K52.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n77 = 0;
            M77: for (;;) {
              K53.lastIndex = p;
              if (K53.test(input) && K53.lastIndex > p) { p = K53.lastIndex; n77 = 1; }
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
      t = K54.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n79 = 0;
            M79: for (;;) {
              K55.lastIndex = p;
              if (K55.test(input) && K55.lastIndex > p) { p = K55.lastIndex; n79 = 1; }
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
          if (((c < 128 && K57[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K56.lastIndex = p;
              if (K56.test(input)) p = K56.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K56.lastIndex = 0;
                if (!K56.test(w)) break;
                p += K56.lastIndex;
                if (K56.lastIndex < w.length - 2 || p >= input.length) break;
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
          if (((c < 128 && K57[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K56.lastIndex = p;
              if (K56.test(input)) p = K56.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K56.lastIndex = 0;
                if (!K56.test(w)) break;
                p += K56.lastIndex;
                if (K56.lastIndex < w.length - 2 || p >= input.length) break;
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
          if (((c < 128 && K59[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K58.lastIndex = p;
              if (K58.test(input)) p = K58.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K58.lastIndex = 0;
                if (!K58.test(w)) break;
                p += K58.lastIndex;
                if (K58.lastIndex < w.length - 2 || p >= input.length) break;
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
        if ((c < 128 && K57[c] === 1)) p++;
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
          if (((c < 128 && K61[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K60.lastIndex = p;
              if (K60.test(input)) p = K60.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K60.lastIndex = 0;
                if (!K60.test(w)) break;
                p += K60.lastIndex;
                if (K60.lastIndex < w.length - 2 || p >= input.length) break;
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
          if (((c < 128 && K61[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K60.lastIndex = p;
              if (K60.test(input)) p = K60.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K60.lastIndex = 0;
                if (!K60.test(w)) break;
                p += K60.lastIndex;
                if (K60.lastIndex < w.length - 2 || p >= input.length) break;
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
        if ((c < 128 && K33[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K33[c] === 1)) p++;
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
        if ((c < 128 && K62[c] === 1)) p++;
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
        if ((c < 128 && K63[c] === 1)) p++;
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
        if ((c < 128 && K64[c] === 1)) p++;
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
        if ((c < 128 && K65[c] === 1)) p++;
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
          const s98 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K62[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K66.lastIndex = p;
              if (K66.test(input)) p = K66.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K66.lastIndex = 0;
                if (!K66.test(w)) break;
                p += K66.lastIndex;
                if (K66.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s98) break F;
        }
    return p;
  }
  return -1;
}

// IPv6addrz
function r_IPv6addrz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K67.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_IPv6address(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 53) break F;
          p += 3;
          t = r_ZoneID(input, p);
          if (t < 0) break F;
          p = t;
    }
    return p;
  }
  return -1;
}

// file-URI
function r_fileURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s100 = p, m100 = R.top;
        t = r_fileScheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_fileHierPart(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(0, s100, p, m100);
    }
    return p;
  }
  return -1;
}

// file-scheme
function r_fileScheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if ((input.charCodeAt(p) | 32) !== 102 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 108 || (input.charCodeAt(p + 3) | 32) !== 101) break F;
        p += 4;
    return p;
  }
  return -1;
}

// file-hier-part
function r_fileHierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A103: {
          const s103 = p, m103 = R.top;
          A103_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A103_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A103_0;
            p += 2;
            t = r_authPath(input, p);
            if (t < 0) break A103_0;
            p = t;
            break A103;
          }
          p = s103; R.top = m103;
          A103_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K68[c] === 1)) break A103_1;
            t = r_localPath(input, p);
            if (t < 0) break A103_1;
            p = t;
            break A103;
          }
          p = s103; R.top = m103;
          break F;
        }
    return p;
  }
  return -1;
}

// auth-path
function r_authPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A105: {
          const s105 = p, m105 = R.top;
          A105_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A105_0;
            t = r_uncAuthority(input, p);
            if (t < 0) break A105_0;
            p = t;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A105_0;
            p = t;
            break A105;
          }
          p = s105; R.top = m105;
          A105_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K69[c] === 1)) break A105_1;
            O106: {
              const s106 = p, m106 = R.top;
              O106_f: {
                t = r_fileAuth(input, p);
                if (t < 0) break O106_f;
                p = t;
                break O106;
              }
              p = s106; R.top = m106;
            }
            t = r_fileAbsolute(input, p);
            if (t < 0) break A105_1;
            p = t;
            {
              const s107 = p, m107 = R.top;
              L107: {
                if (input.charCodeAt(p) !== 47) break L107;
                p += 1;
                p = s107; R.top = m107;
                break A105_1;
              }
              p = s107; R.top = m107;
            }
            break A105;
          }
          p = s105; R.top = m105;
          A105_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K69[c] === 1)) break A105_2;
            O108: {
              const s108 = p, m108 = R.top;
              O108_f: {
                t = r_fileAuth(input, p);
                if (t < 0) break O108_f;
                p = t;
                break O108;
              }
              p = s108; R.top = m108;
            }
            t = r_pathAbsolute(input, p);
            if (t < 0) break A105_2;
            p = t;
            break A105;
          }
          p = s105; R.top = m105;
          break F;
        }
    return p;
  }
  return -1;
}

// local-path
function r_localPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A110: {
          const s110 = p, m110 = R.top;
          A110_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A110_0;
            t = r_fileAbsolute(input, p);
            if (t < 0) break A110_0;
            p = t;
            {
              const s111 = p, m111 = R.top;
              L111: {
                if (input.charCodeAt(p) !== 47) break L111;
                p += 1;
                p = s111; R.top = m111;
                break A110_0;
              }
              p = s111; R.top = m111;
            }
            break A110;
          }
          p = s110; R.top = m110;
          A110_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K68[c] === 1)) break A110_1;
            O112: {
              const s112 = p, m112 = R.top;
              O112_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K8[c] === 1)) break O112_f;
                t = r_driveLetter(input, p);
                if (t < 0) break O112_f;
                p = t;
                break O112;
              }
              p = s112; R.top = m112;
            }
            t = r_pathAbsolute(input, p);
            if (t < 0) break A110_1;
            p = t;
            break A110;
          }
          p = s110; R.top = m110;
          break F;
        }
    return p;
  }
  return -1;
}

// file-auth
function r_fileAuth(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s113 = p, m113 = R.top;
        A114: {
          const s114 = p, m114 = R.top;
          A114_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K70[c] === 1)) break A114_0;
            if (input.length <= 65536) {
              t = K71.match(input, p);
              if (t < 0) break A114_0;
              p = t;
            } else {
              if ((input.charCodeAt(p) | 32) !== 108 || (input.charCodeAt(p + 1) | 32) !== 111 || (input.charCodeAt(p + 2) | 32) !== 99 || (input.charCodeAt(p + 3) | 32) !== 97 || (input.charCodeAt(p + 4) | 32) !== 108 || (input.charCodeAt(p + 5) | 32) !== 104 || (input.charCodeAt(p + 6) | 32) !== 111 || (input.charCodeAt(p + 7) | 32) !== 115 || (input.charCodeAt(p + 8) | 32) !== 116) break A114_0;
              p += 9;
              {
                const s115 = p, m115 = R.top;
                L115: {
                  A116: {
                    const s116 = p, m116 = R.top;
                    A116_0: {
                      c = input.charCodeAt(p);
                      if ((c < 128 && K25[c] === 1)) p++;
                      else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                      else break A116_0;
                      break A116;
                    }
                    p = s116; R.top = m116;
                    A116_1: {
                      if (input.charCodeAt(p) !== 64) break A116_1;
                      p += 1;
                      break A116;
                    }
                    p = s116; R.top = m116;
                    A116_2: {
                      if (input.charCodeAt(p) !== 58) break A116_2;
                      p += 1;
                      break A116;
                    }
                    p = s116; R.top = m116;
                    break L115;
                  }
                  p = s115; R.top = m115;
                  break A114_0;
                }
                p = s115; R.top = m115;
              }
            }
            break A114;
          }
          p = s114; R.top = m114;
          A114_1: {
            O117: {
              const s117 = p, m117 = R.top;
              O117_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K6[c] === 1)) break O117_f;
                t = r_userinfo(input, p);
                if (t < 0) break O117_f;
                p = t;
                if (input.charCodeAt(p) !== 64) break O117_f;
                p += 1;
                break O117;
              }
              p = s117; R.top = m117;
            }
            t = r_host(input, p);
            if (t < 0) break A114_1;
            p = t;
            break A114;
          }
          p = s114; R.top = m114;
          break F;
        }
      R.capture(1, s113, p, m113);
    }
    return p;
  }
  return -1;
}

// unc-authority
function r_uncAuthority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s118 = p, m118 = R.top;
        A119: {
          const s119 = p, m119 = R.top;
          A119_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A119_0;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47 || input.charCodeAt(p + 2) !== 47) break A119_0;
            p += 3;
            t = r_fileHost(input, p);
            if (t < 0) break A119_0;
            p = t;
            L120_ok: {
              const s120 = p, m120 = R.top;
              L120: {
                if (input.charCodeAt(p) !== 47) break L120;
                p += 1;
                p = s120; R.top = m120;
                break L120_ok;
              }
              p = s120; R.top = m120;
              break A119_0;
            }
            break A119;
          }
          p = s119; R.top = m119;
          A119_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A119_1;
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A119_1;
            p += 2;
            t = r_fileHost(input, p);
            if (t < 0) break A119_1;
            p = t;
            break A119;
          }
          p = s119; R.top = m119;
          break F;
        }
      R.capture(7, s118, p, m118);
    }
    return p;
  }
  return -1;
}

// file-host
function r_fileHost(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s121 = p, m121 = R.top;
        if (input.length <= 65536) {
          t = K72.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A122: {
            const s122 = p, m122 = R.top;
            A122_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K73[c] === 1)) break A122_0;
              t = r_inlineIP(input, p);
              if (t < 0) break A122_0;
              p = t;
              {
                const s123 = p, m123 = R.top;
                L123: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K25[c] === 1)) p++;
                  else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                  else break L123;
                  p = s123; R.top = m123;
                  break A122_0;
                }
                p = s123; R.top = m123;
              }
              break A122;
            }
            p = s122; R.top = m122;
            A122_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K24[c] === 1)) break A122_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A122_1;
              p = t;
              {
                const s124 = p, m124 = R.top;
                L124: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K25[c] === 1)) p++;
                  else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                  else break L124;
                  p = s124; R.top = m124;
                  break A122_1;
                }
                p = s124; R.top = m124;
              }
              break A122;
            }
            p = s122; R.top = m122;
            A122_2: {
              t = r_regName(input, p);
              if (t < 0) break A122_2;
              p = t;
              break A122;
            }
            p = s122; R.top = m122;
            break F;
          }
        }
      R.capture(4, s121, p, m121);
    }
    return p;
  }
  return -1;
}

// inline-IP
function r_inlineIP(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K74.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break F;
          p += 3;
          A126: {
            const s126 = p, m126 = R.top;
            A126_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K29[c] === 1)) break A126_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A126_0;
              p = t;
              break A126;
            }
            p = s126; R.top = m126;
            A126_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K30[c] === 1)) break A126_1;
              t = r_IPvFuture(input, p);
              if (t < 0) break A126_1;
              p = t;
              break A126;
            }
            p = s126; R.top = m126;
            break F;
          }
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break F;
          p += 3;
    }
    return p;
  }
  return -1;
}

// file-absolute
function r_fileAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_driveLetter(input, p);
        if (t < 0) break F;
        p = t;
        t = r_pathAbsolute(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// drive-letter
function r_driveLetter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s128 = p, m128 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K15[c] === 1)) p++;
        else break F;
        A129: {
          const s129 = p, m129 = R.top;
          A129_0: {
            if (input.charCodeAt(p) !== 58) break A129_0;
            p += 1;
            break A129;
          }
          p = s129; R.top = m129;
          A129_1: {
            if (input.charCodeAt(p) !== 124) break A129_1;
            p += 1;
            break A129;
          }
          p = s129; R.top = m129;
          break F;
        }
      R.capture(6, s128, p, m128);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "ZoneID": r_ZoneID, "IPv6addrz": r_IPv6addrz, "fileURI": r_fileURI, "fileScheme": r_fileScheme, "fileHierPart": r_fileHierPart, "authPath": r_authPath, "localPath": r_localPath, "fileAuth": r_fileAuth, "uncAuthority": r_uncAuthority, "fileHost": r_fileHost, "inlineIP": r_inlineIP, "fileAbsolute": r_fileAbsolute, "driveLetter": r_driveLetter };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URI","hierPart","URIReference","absoluteURI","relativeRef","relativePart","scheme","authority","userinfo","host","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","regName","path","pathAbempty","pathAbsolute","pathNoscheme","pathRootless","pathEmpty","segment","segmentNz","segmentNzNc","pchar","query","fragment","pctEncoded","unreserved","reserved","genDelims","subDelims","ZoneID","IPv6addrz","fileURI","fileScheme","fileHierPart","authPath","localPath","fileAuth","uncAuthority","fileHost","inlineIP","fileAbsolute","driveLetter"],
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
    [10,"file-URI",[3,[11,39],[0,":",0],[11,40]]], // fileURI
    [10,"file-scheme",[0,"file",1]], // fileScheme
    [10,"file-hier-part",[4,[3,[0,"//",0],[11,41]],[11,42]]], // fileHierPart
    [10,"auth-path",[4,[3,[11,44],[11,21]],[3,[5,[11,43]],[11,47],[7,[0,"/",0]]],[3,[5,[11,43]],[11,21]]]], // authPath
    [10,"local-path",[4,[3,[11,47],[7,[0,"/",0]]],[3,[5,[11,48]],[11,21]]]], // localPath
    [10,"file-auth",[4,[3,[0,"localhost",1],[7,[4,[1,3],[0,"@",0],[0,":",0]]]],[3,[5,[3,[11,8],[0,"@",0]]],[11,9]]]], // fileAuth
    [10,"unc-authority",[4,[3,[0,"///",0],[11,45],[8,[0,"/",0]]],[3,[0,"//",0],[11,45]]]], // uncAuthority
    [10,"file-host",[4,[3,[11,46],[7,[1,3]]],[3,[11,16],[7,[1,3]]],[11,18]]], // fileHost
    [10,"inline-IP",[3,[0,"%5B",1],[4,[11,13],[11,12]],[0,"%5D",1]]], // inlineIP
    [10,"file-absolute",[3,[0,"/",0],[11,48],[11,21]]], // fileAbsolute
    [10,"drive-letter",[3,[1,0],[4,[0,":",0],[0,"|",0]]]], // driveLetter
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
