/*
 * GENERATED FILE — do not edit. The grammar "rfc1738-adopted", compiled at build time
 * from grammars/rfc1738.ts: adopted(rfc1738Grammar(k), 'RFC 1738').
 * Written by `npm run generate`; test/engine/generated.test.ts fails when this file differs from a fresh generation.
 * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives
 * the RFC spelling); validate() and fast() are the compiled modes (src/engine/compile), explain()
 * interprets the rules' table EXPLAIN (src/engine/explain-table.ts).
 */
// @ts-nocheck
import type { GrammarMeta } from '../engine/runtime';
import type { RuleTexts } from '../engine/runtime';
import { texts as baseTexts } from './rfc1738';

export const meta: GrammarMeta = {
  id: "rfc1738-adopted",
  name: "rfc1738",
  rules: [
    ["genericurl","genericurl","RFC 1738 §5"],
    ["url","url","RFC 1738 §5"],
    ["otherurl","otherurl","RFC 1738 §5"],
    ["scheme","scheme","RFC 1738 §5"],
    ["schemepart","schemepart","RFC 1738 §5"],
    ["ip-schemepart","ipSchemepart","RFC 1738 §5"],
    ["login","login","RFC 1738 §5"],
    ["hostport","hostport","RFC 1738 §5"],
    ["host","host","RFC 1738 §5"],
    ["hostname","hostname","RFC 1738 §5"],
    ["domainlabel","domainlabel","RFC 1738 §5"],
    ["toplabel","toplabel","RFC 1738 §5"],
    ["alphadigit","alphadigit","RFC 1738 §5"],
    ["hostnumber","hostnumber","RFC 1738 §5"],
    ["port","port","RFC 1738 §5"],
    ["user","user","RFC 1738 §5"],
    ["password","password","RFC 1738 §5"],
    ["urlpath","urlpath","RFC 1738 §5"],
    ["ftpurl","ftpurl","RFC 1738 §5"],
    ["fpath","fpath","RFC 1738 §5"],
    ["fsegment","fsegment","RFC 1738 §5"],
    ["ftptype","ftptype","RFC 1738 §5"],
    ["fileurl","fileurl","RFC 1738 §5"],
    ["httpurl","httpurl","RFC 1738 §5"],
    ["hpath","hpath","RFC 1738 §5"],
    ["hsegment","hsegment","RFC 1738 §5"],
    ["search","search","RFC 1738 §5"],
    ["gopherurl","gopherurl","RFC 1738 §5"],
    ["gtype","gtype","RFC 1738 §5"],
    ["selector","selector","RFC 1738 §5"],
    ["gopher+_string","gopher+String","RFC 1738 §5"],
    ["mailtourl","mailtourl","RFC 1738 §5"],
    ["encoded822addr","encoded822addr","RFC 1738 §5"],
    ["newsurl","newsurl","RFC 1738 §5"],
    ["grouppart","grouppart","RFC 1738 §5"],
    ["group","group","RFC 1738 §5"],
    ["article","article","RFC 1738 §5"],
    ["nntpurl","nntpurl","RFC 1738 §5"],
    ["telneturl","telneturl","RFC 1738 §5"],
    ["waisurl","waisurl","RFC 1738 §5"],
    ["waisdatabase","waisdatabase","RFC 1738 §5"],
    ["waisindex","waisindex","RFC 1738 §5"],
    ["waisdoc","waisdoc","RFC 1738 §5"],
    ["database","database","RFC 1738 §5"],
    ["wtype","wtype","RFC 1738 §5"],
    ["wpath","wpath","RFC 1738 §5"],
    ["prosperourl","prosperourl","RFC 1738 §5"],
    ["ppath","ppath","RFC 1738 §5"],
    ["psegment","psegment","RFC 1738 §5"],
    ["fieldspec","fieldspec","RFC 1738 §5"],
    ["fieldname","fieldname","RFC 1738 §5"],
    ["fieldvalue","fieldvalue","RFC 1738 §5"],
    ["lowalpha","lowalpha","RFC 1738 §5"],
    ["hialpha","hialpha","RFC 1738 §5"],
    ["alpha","alpha","RFC 1738 §5"],
    ["digit","digit","RFC 1738 §5"],
    ["safe","safe","RFC 1738 §5"],
    ["extra","extra","RFC 1738 §5"],
    ["national","national","RFC 1738 §5"],
    ["punctuation","punctuation","RFC 1738 §5"],
    ["reserved","reserved","RFC 1738 §5"],
    ["hex","hex","RFC 1738 §5"],
    ["escape","escape","RFC 1738 §5"],
    ["unreserved","unreserved","RFC 1738 §5"],
    ["uchar","uchar","RFC 1738 §5"],
    ["xchar","xchar","RFC 1738 §5"],
    ["digits","digits","RFC 1738 §5"],
  ],
  captured: ["httpurl","ftpurl","newsurl","nntpurl","telneturl","gopherurl","waisurl","mailtourl","fileurl","prosperourl","otherurl","waisdatabase","waisindex","waisdoc","scheme","ip-schemepart","login","hostport","user","password","host","hostname","hostnumber","port","urlpath","fpath","ftptype","hpath","search","gtype","selector","gopher+_string","encoded822addr","group","article","database","wtype","wpath","ppath","fragment"],
  capturedNames: ["otherurl","scheme","ip-schemepart","login","hostport","host","hostname","hostnumber","port","user","password","urlpath","ftpurl","fpath","ftptype","fileurl","httpurl","hpath","search","gopherurl","selector","gtype","gopher+_string","mailtourl","encoded822addr","newsurl","group","article","nntpurl","telneturl","waisurl","waisdatabase","waisindex","waisdoc","database","wtype","wpath","prosperourl","ppath"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 67), // genericurl … digits
  ];
}

// the compiled modes are those of ./rfc1738: only the meta above differs
export { validate, fast, explain } from './rfc1738';
