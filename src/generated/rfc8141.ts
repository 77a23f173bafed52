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
import type { Explainer, GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import { tableExplainer } from '../engine/explain-table';
import type { ExplainTable, PackedExplainTable } from '../engine/explain-table';
import { validate as validateOf, EXPLAIN as baseTable } from './rfc3986';
import type { RuleTexts } from '../engine/runtime';
import { texts as baseTexts } from './rfc3986';

export const meta: GrammarMeta = {
  id: "rfc8141",
  name: "rfc8141",
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
    ["namestring","namestring","2"],
    ["assigned-name","assignedName","2"],
    ["NID","NID","2"],
    ["ldh","ldh","2"],
    ["NSS","NSS","2"],
    ["rq-components","rqComponents","2"],
    ["r-component","rComponent","2"],
    ["q-component","qComponent","2"],
    ["f-component","fComponent","2"],
  ],
  captured: ["namestring","assigned-name","NID","NSS","r-component","q-component","f-component"],
  capturedNames: ["namestring","assigned-name","NID","NSS","r-component","q-component","f-component"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 36), // URI … sub-delims
    ["namestring = assigned-name [ rq-components ] [ \"#\" f-component ]"],
    ["assigned-name = \"urn\" \":\" NID \":\" NSS"],
    ["NID = (alphanum) 0*30(ldh) (alphanum)"],
    ["ldh = alphanum / \"-\""],
    ["NSS = pchar *(pchar / \"/\")"],
    ["rq-components = [ \"?+\" r-component ] [ \"?=\" q-component ]"],
    ["r-component = pchar *( pchar / \"/\" / \"?\" )"],
    ["q-component = pchar *( pchar / \"/\" / \"?\" )"],
    ["f-component = fragment"],
  ];
}

// the stretches the fused regexps below share
const F8 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*)*|\\?)";
const F9 = "(?:" + F8 + ")";
const F10 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*)*|(?!\\?=)\\?)";
const F11 = "(?:" + F10 + ")";
const F12 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})" + F9 + "{0,}";
const F13 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})" + F11 + "{0,}";

export function fast(R: Records): Matchers {
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F4 = "(?:\\/(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})))";
const F5 = F4 + "{1,64}";
const F6 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*|)";
const F7 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*|)";
const F16 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F17 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F18 = "(?:(?=\\/)(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F19 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F20 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F19 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F21 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F19 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F22 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F21 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|" + F20 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const F23 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|" + F2 + "\\k<a12>" + F17 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F24 = "(?:" + F23 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F25 = "(?<a18>" + F24 + ")";
const F26 = "(?=" + F25 + ")";
const F27 = "(?:\\[" + F26 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F28 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F27 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F29 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F27 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F30 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F29 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:\\[(?=(?<a37>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F17 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F17 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F17 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F17 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F17 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F17 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F17 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F16 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const K0 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F29 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F21 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K1 = new Fused(F29, F7, "/");
const K2 = bits("00000000000800000000000000000000");
const K3 = bits("000000002ff7fff2ffffff78efffff74");
const K4 = new Fused(F30, F22, "[");
const K5 = bits("0000000000000000efffff70efffff70");
const K6 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F29 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F21 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K7 = new Fused(F28 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", F20 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K8 = new Fused(F28, F6, "/");
const K9 = bits("000000002ff7ffb2ffffff78efffff74");
const K10 = bits("0000000000000000efffff70efffff70");
const K11 = /[A-Za-z0-9+\-.]+/y;
const K12 = bits("000000000086ff30efffff70efffff70");
const K13 = new Fused("(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F27 + "(?::[0-9]{0,})?");
const K14 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:]+|%[0-9A-Fa-f]{2})+/y;
const K15 = bits("000000002df7fff2efffff78efffff74");
const K16 = new Fused(F27);
const K17 = bits("00000000000000000000008000000000");
const K18 = bits("000000000000ff300000000000000000");
const K19 = bits("000000002df7ffb2efffff78efffff74");
const K20 = /[0-9]+/y;
const K21 = bits("000000000000ff300000000000000000");
const K22 = new Fused("\\[" + F26 + "\\k<a18>\\]");
const K23 = bits("000000000000ff70e7000000e7000000");
const K24 = bits("00000000000000000000040000000400");
const K25 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K26 = /[0-9A-Fa-f]+/y;
const K27 = bits("000000000000ff30e7000000e7000000");
const K28 = /[A-Za-z0-9\-._~!$&'()*+,;=:]+/y;
const K29 = new Fused(F23);
const K30 = new Fused(F17);
const K31 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K32 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K33 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|%[0-9A-Fa-f]{2})+/y;
const K34 = new Fused(F18);
const K35 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K36 = new RegExp(F5, "y");
const K37 = new Fused("\\/" + F16 + "?");
const K38 = new RegExp(F5, "y");
const K39 = new Fused("(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K40 = new RegExp(F5, "y");
const K41 = new Fused("(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K42 = new RegExp(F5, "y");
const K43 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]+|%[0-9A-Fa-f]{2})+/y;
const K44 = bits("000000002df7fff2ffffff78efffff74");
const K45 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=@]+|%[0-9A-Fa-f]{2})+/y;
const K46 = bits("000000002df7ffb2ffffff78efffff74");
const K47 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/?]+|%[0-9A-Fa-f]{2})+/y;
const K48 = bits("000000002dfffffaffffff78efffff74");
const K49 = bits("000000000006ff30efffff78efffff74");
const K50 = bits("00000000adf900ca1000008200000000");
const K51 = bits("00000000800800481000008200000000");
const K52 = bits("000000002df100820000000000000000");
const K53 = new Fused("(?=[A-Za-z0-9\\-]{2,32}(?![A-Za-z0-9\\-]))[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31}");
const K54 = bits("000000000002ff30efffff70efffff70");
const K55 = bits("000000000000ff30efffff70efffff70");
const K56 = bits("000000000002ff30efffff70efffff70");
const K57 = /[\-]+/y;
const K58 = bits("00000000000200000000000000000000");
const K59 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/]+|%[0-9A-Fa-f]{2})+/y;
const K60 = bits("000000002dfffff2ffffff78efffff74");
const K61 = new Fused(F13);
const K62 = bits("000000002ffffffaffffff78efffff74");
const K63 = bits("000000002ffffff2ffffff78efffff74");
const K64 = bits("00000000000000080000000000000000");
const K65 = new Fused(F12);
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
      t = K1.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K2[c] === 1)) break A1_1;
              t = r_pathAbsolute(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break A1_2;
              t = r_pathRootless(input, p);
              if (t < 0) break A1_2;
              p = t;
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
      t = K4.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break A1_0;
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
      t = K6.match(input, p);
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
    return p;
  }
  return -1;
}

// relative-ref
function r_relativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K7.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
      t = K8.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K2[c] === 1)) break A1_1;
              t = r_pathAbsolute(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K9[c] === 1)) break A1_2;
              t = r_pathNoscheme(input, p);
              if (t < 0) break A1_2;
              p = t;
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
        if ((c < 128 && K10[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K12[c] === 1)) {
            p = Fused.run(K11, input, p);
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
      t = K13.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O1_f;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K15[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
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
      t = K16.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K17[c] === 1)) break A1_0;
              t = r_IPLiteral(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K18[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K19[c] === 1)) p++;
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
          if ((c < 128 && K21[c] === 1)) {
            p = Fused.run(K20, input, p);
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
      t = K22.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K23[c] === 1)) break A1_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K24[c] === 1)) break A1_1;
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
      t = K25.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K27[c] === 1)) {
              p = Fused.run(K26, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K15[c] === 1)) {
              p = Fused.run(K28, input, p);
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
    t = K29.match(input, p);
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
            if ((c < 128 && K27[c] === 1)) p++;
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
    t = K30.match(input, p);
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
    t = K31.match(input, p);
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
    t = K32.match(input, p);
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
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            p = Fused.run(K33, input, p);
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
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
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
              if (!(c < 128 && K3[c] === 1)) break A1_1;
              t = r_pathRootless(input, p);
              if (t < 0) break A1_1;
              p = t;
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
      t = K35.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K36.lastIndex = p;
              if (K36.test(input) && K36.lastIndex > p) { p = K36.lastIndex; n1 = 1; }
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

// path-absolute
function r_pathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K37.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O1_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K38.lastIndex = p;
                  if (K38.test(input) && K38.lastIndex > p) { p = K38.lastIndex; n2 = 1; }
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
      t = K39.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K40.lastIndex = p;
              if (K40.test(input) && K40.lastIndex > p) { p = K40.lastIndex; n1 = 1; }
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
      t = K41.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K42.lastIndex = p;
              if (K42.test(input) && K42.lastIndex > p) { p = K42.lastIndex; n1 = 1; }
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
          if (((c < 128 && K44[c] === 1) || c === 37)) {
            p = Fused.run(K43, input, p);
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
          if (((c < 128 && K44[c] === 1) || c === 37)) {
            p = Fused.run(K43, input, p);
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
          if (((c < 128 && K46[c] === 1) || c === 37)) {
            p = Fused.run(K45, input, p);
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
        if ((c < 128 && K44[c] === 1)) p++;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K48[c] === 1) || c === 37)) {
            p = Fused.run(K47, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K48[c] === 1) || c === 37)) {
            p = Fused.run(K47, input, p);
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
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
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
        if ((c < 128 && K49[c] === 1)) p++;
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
        if ((c < 128 && K50[c] === 1)) p++;
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
        if ((c < 128 && K51[c] === 1)) p++;
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
        if ((c < 128 && K52[c] === 1)) p++;
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
      const s0 = p, m0 = R.top;
        t = r_assignedName(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            t = r_rqComponents(input, p);
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
            t = r_fComponent(input, p);
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

// assigned-name
function r_assignedName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
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
      R.capture(1, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K53.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          L1_ok: {
            const s1 = p, m1 = R.top;
            L1: {
              {
                let n2 = 0;
                for (;;) {
                  if (n2 === 32) break;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K54[c] === 1)) p++;
                  else break;
                  n2++;
                }
                if (n2 < 2) break L1;
              }
              {
                const s3 = p, m3 = R.top;
                L3: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K54[c] === 1)) p++;
                  else break L3;
                  p = s3; R.top = m3;
                  break L1;
                }
                p = s3; R.top = m3;
              }
              p = s1; R.top = m1;
              break L1_ok;
            }
            p = s1; R.top = m1;
            break F;
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K55[c] === 1)) p++;
          else break F;
          {
            let n4 = 0;
            M4: for (;;) {
              if (n4 === 31) break;
              const s4 = p, m4 = R.top;
              M4_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K56[c] === 1)) break M4_f;
                {
                  const s5 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K58[c] === 1)) {
                    p = Fused.run(K57, input, p);
                  }
                }
                c = input.charCodeAt(p);
                if ((c < 128 && K55[c] === 1)) p++;
                else break M4_f;
                if (p === s4) { R.top = m4; break M4; }
                n4++;
                continue M4;
              }
              p = s4; R.top = m4;
              break;
            }
            if (n4 < 1) break F;
          }
        }
      R.capture(2, s0, p, m0);
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
        if ((c < 128 && K54[c] === 1)) p++;
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
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K44[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K60[c] === 1) || c === 37)) {
            p = Fused.run(K59, input, p);
          }
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// rq-components
function r_rqComponents(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 43) break O1_f;
            p += 2;
            t = r_rComponent(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 61) break O2_f;
            p += 2;
            t = r_qComponent(input, p);
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

// r-component
function r_rComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K61.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K44[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K62[c] === 1)) break M1_f;
                A2: {
                  const s2 = p, m2 = R.top;
                  A2_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K63[c] === 1)) break A2_0;
                    {
                      const s3 = p;
                      c = input.charCodeAt(p);
                      if (((c < 128 && K60[c] === 1) || c === 37)) {
                        p = Fused.run(K59, input, p);
                      }
                      if (p === s3) break A2_0;
                    }
                    break A2;
                  }
                  p = s2; R.top = m2;
                  A2_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K64[c] === 1)) break A2_1;
                    {
                      const s4 = p, m4 = R.top;
                      L4: {
                        if (input.charCodeAt(p) !== 63 || input.charCodeAt(p + 1) !== 61) break L4;
                        p += 2;
                        p = s4; R.top = m4;
                        break A2_1;
                      }
                      p = s4; R.top = m4;
                    }
                    if (input.charCodeAt(p) !== 63) break A2_1;
                    p += 1;
                    break A2;
                  }
                  p = s2; R.top = m2;
                  break M1_f;
                }
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
        }
      R.capture(4, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K65.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K44[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K62[c] === 1)) break M1_f;
                A2: {
                  const s2 = p, m2 = R.top;
                  A2_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K63[c] === 1)) break A2_0;
                    {
                      const s3 = p;
                      c = input.charCodeAt(p);
                      if (((c < 128 && K60[c] === 1) || c === 37)) {
                        p = Fused.run(K59, input, p);
                      }
                      if (p === s3) break A2_0;
                    }
                    break A2;
                  }
                  p = s2; R.top = m2;
                  A2_1: {
                    if (input.charCodeAt(p) !== 63) break A2_1;
                    p += 1;
                    break A2;
                  }
                  p = s2; R.top = m2;
                  break M1_f;
                }
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

// f-component
function r_fComponent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_fragment(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims, "namestring": r_namestring, "assignedName": r_assignedName, "NID": r_NID, "ldh": r_ldh, "NSS": r_NSS, "rqComponents": r_rqComponents, "rComponent": r_rComponent, "qComponent": r_qComponent, "fComponent": r_fComponent };
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const r_fragment = M["fragment"];
const F14 = "(?:\\?=(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})" + F9 + "{0,})";
const F15 = "(?:\\?\\+(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})" + F11 + "{0,})";
const K30 = bits("000000002df7fff2ffffff78efffff74");
const K39 = new Fused("[uU][rR][nN]:(?=(?<a0>(?=[A-Za-z0-9\\-]{2,32}(?![A-Za-z0-9\\-]))[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31}))\\k<a0>:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*)*(?:" + F15 + "?" + F14 + "?|)(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?");
const K40 = new Fused("[uU][rR][nN]:(?=(?<a0>(?=[A-Za-z0-9\\-]{2,32}(?![A-Za-z0-9\\-]))[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31}))\\k<a0>:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/]*)*");
const K41 = new Fused("(?=[A-Za-z0-9\\-]{2,32}(?![A-Za-z0-9\\-]))[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]){1,31}");
const K42 = bits("000000000002ff30efffff70efffff70");
const K43 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/]+|%[0-9A-Fa-f]{2})+/y;
const K44 = bits("000000002dfffff2ffffff78efffff74");
const K45 = new Fused(F15 + "?" + F14 + "?");
const K46 = new Fused(F13);
const K47 = new Fused(F12);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K44[c] === 1) || c === 37)) {
            p = Fused.run(K43, input, p);
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

return { ...M, "namestring": r_namestring, "assignedName": r_assignedName, "NID": r_NID, "ldh": r_ldh, "NSS": r_NSS, "rqComponents": r_rqComponents, "rComponent": r_rComponent, "qComponent": r_qComponent, "fComponent": r_fComponent };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc3986 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 36), // URI … subDelims
        [3,[11,37],[5,[11,41]],[5,[3,[0,"#",0],[11,44]]]],
        [3,[0,"urn",1],[0,":",0],[11,38],[0,":",0],[11,40]],
        [3,[8,[3,[2,18,2,32],[7,[1,18]]]],[1,19],[6,[3,[2,20,0,-1],[1,19]],1,31]],
        [1,18],
        [3,[1,10],[2,21,0,-1]],
        [3,[5,[3,[0,"?+",0],[11,42]]],[5,[3,[0,"?=",0],[11,43]]]],
        [3,[1,10],[6,[4,[2,21,1,-1],[3,[7,[0,"?=",0]],[0,"?",0]]],0,-1]],
        [3,[1,10],[6,[4,[2,21,1,-1],[0,"?",0]],0,-1]],
        [11,30],
    ],
    sets: [
        ...T.sets.slice(0, 18), // ALPHA … sub-delims
        ["ldh","000000000002ff30efffff70efffff70","","",0],
        ["alphanum","000000000000ff30efffff70efffff70","","",0],
        ["\"-\"","00000000000200000000000000000000","","",0],
        ["NSS","000000002dfffff2ffffff78efffff74","","",1],
    ],
  }, meta.rules);
}
