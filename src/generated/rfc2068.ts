/*
 * GENERATED FILE — do not edit. The grammar "rfc2068", compiled at build time
 * from grammars/rfc2068.ts: rfc2068Grammar(k).
 * Written by `npm run generate`; test/engine/generated.test.ts fails when this file differs from a fresh generation.
 * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives
 * the RFC spelling); validate() and fast() are the compiled modes (src/engine/compile), explain()
 * interprets the rules' table EXPLAIN (src/engine/explain-table.ts).
 */
// @ts-nocheck
import type { GrammarMeta } from '../engine/runtime';
import type { RuleTexts } from '../engine/runtime';

export const meta: GrammarMeta = {
  id: "rfc2068",
  name: "rfc2068",
  rules: [
    ["URI","URI","3.2.1"],
    ["absoluteURI","absoluteURI","3.2.1"],
    ["relativeURI","relativeURI","3.2.1"],
    ["net_path","netPath","3.2.1"],
    ["abs_path","absPath","3.2.1"],
    ["rel_path","relPath","3.2.1"],
    ["path","path","3.2.1"],
    ["fsegment","fsegment","3.2.1"],
    ["segment","segment","3.2.1"],
    ["params","params","3.2.1"],
    ["param","param","3.2.1"],
    ["scheme","scheme","3.2.1"],
    ["net_loc","netLoc","3.2.1"],
    ["query","query","3.2.1"],
    ["fragment","fragment","3.2.1"],
    ["pchar","pchar","3.2.1"],
    ["uchar","uchar","3.2.1"],
    ["unreserved","unreserved","3.2.1"],
    ["escape","escape","3.2.1"],
    ["reserved","reserved","3.2.1"],
    ["extra","extra","3.2.1"],
    ["safe","safe","3.2.1"],
    ["unsafe","unsafe","3.2.1"],
    ["national","national","3.2.1"],
    ["http_URL","httpURL","3.2.2"],
    ["host","host","3.2.2"],
    ["port","port","3.2.2"],
    ["OCTET","OCTET","2.2"],
    ["UPALPHA","UPALPHA","2.2"],
    ["LOALPHA","LOALPHA","2.2"],
    ["ALPHA","ALPHA","2.2"],
    ["DIGIT","DIGIT","2.2"],
    ["CTL","CTL","2.2"],
    ["SP","SP","2.2"],
    ["HEX","HEX","2.2"],
  ],
  captured: ["http_URL","host","port","abs_path","path","params","query"],
  capturedNames: ["abs_path","path","params","query","http_URL","host","port"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["URI = ( absoluteURI | relativeURI ) [ \"#\" fragment ]"],
    ["absoluteURI = scheme \":\" *( uchar | reserved )"],
    ["relativeURI = net_path | abs_path | rel_path"],
    ["net_path = \"//\" net_loc [ abs_path ]"],
    ["abs_path = \"/\" rel_path"],
    ["rel_path = [ path ] [ \";\" params ] [ \"?\" query ]"],
    ["path = fsegment *( \"/\" segment )"],
    ["fsegment = 1*pchar"],
    ["segment = *pchar"],
    ["params = param *( \";\" param )"],
    ["param = *( pchar | \"/\" )"],
    ["scheme = 1*( ALPHA | DIGIT | \"+\" | \"-\" | \".\" )"],
    ["net_loc = *( pchar | \";\" | \"?\" )"],
    ["query = *( uchar | reserved )"],
    ["fragment = *( uchar | reserved )"],
    ["pchar = uchar | \":\" | \"@\" | \"&\" | \"=\" | \"+\""],
    ["uchar = unreserved | escape"],
    ["unreserved = ALPHA | DIGIT | safe | extra | national"],
    ["escape = \"%\" HEX HEX"],
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\""],
    ["extra = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
    ["safe = \"$\" | \"-\" | \"_\" | \".\""],
    ["unsafe = CTL | SP | <\"> | \"#\" | \"%\" | \"<\" | \">\""],
    ["national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>"],
    ["http_URL = \"http:\" \"//\" host [ \":\" port ] [ abs_path ]"],
    ["host = <A legal Internet host domain name or IP address (in dotted-decimal form), as defined by Section 2.1 of RFC 1123>"],
    ["port = *DIGIT"],
    ["OCTET = <any 8-bit sequence of data>"],
    ["UPALPHA = <any US-ASCII uppercase letter \"A\"..\"Z\">"],
    ["LOALPHA = <any US-ASCII lowercase letter \"a\"..\"z\">"],
    ["ALPHA = UPALPHA | LOALPHA"],
    ["DIGIT = <any US-ASCII digit \"0\"..\"9\">"],
    ["CTL = <any US-ASCII control character (octets 0 - 31) and DEL (127)>"],
    ["SP = <US-ASCII SP, space (32)>"],
    ["HEX = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | DIGIT"],
  ];
}

// the compiled modes are those of ./rfc1945: only the meta above differs
export { validate, fast, explain } from './rfc1945';
