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

export const meta: GrammarMeta = {
  id: "rfc1738-adopted",
  name: "rfc1738",
  rules: [
    ["genericurl","genericurl","RFC 1738 §5","genericurl = scheme \":\" schemepart"],
    ["url","url","RFC 1738 §5","url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl"],
    ["otherurl","otherurl","RFC 1738 §5","otherurl = genericurl"],
    ["scheme","scheme","RFC 1738 §5","scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]"],
    ["schemepart","schemepart","RFC 1738 §5","schemepart = *xchar | ip-schemepart"],
    ["ip-schemepart","ipSchemepart","RFC 1738 §5","ip-schemepart = \"//\" login [ \"/\" urlpath ]"],
    ["login","login","RFC 1738 §5","login = [ user [ \":\" password ] \"@\" ] hostport"],
    ["hostport","hostport","RFC 1738 §5","hostport = host [ \":\" port ]"],
    ["host","host","RFC 1738 §5","host = hostname | hostnumber"],
    ["hostname","hostname","RFC 1738 §5","hostname = *[ domainlabel \".\" ] toplabel"],
    ["domainlabel","domainlabel","RFC 1738 §5","domainlabel = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit"],
    ["toplabel","toplabel","RFC 1738 §5","toplabel = alpha | alpha *[ alphadigit | \"-\" ] alphadigit"],
    ["alphadigit","alphadigit","RFC 1738 §5","alphadigit = alpha | digit"],
    ["hostnumber","hostnumber","RFC 1738 §5","hostnumber = digits \".\" digits \".\" digits \".\" digits"],
    ["port","port","RFC 1738 §5","port = digits"],
    ["user","user","RFC 1738 §5","user = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
    ["password","password","RFC 1738 §5","password = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
    ["urlpath","urlpath","RFC 1738 §5","urlpath = *xchar ; depends on protocol see section 3.1","urlpath = *xchar"],
    ["ftpurl","ftpurl","RFC 1738 §5","ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]"],
    ["fpath","fpath","RFC 1738 §5","fpath = fsegment *[ \"/\" fsegment ]"],
    ["fsegment","fsegment","RFC 1738 §5","fsegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["ftptype","ftptype","RFC 1738 §5","ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\""],
    ["fileurl","fileurl","RFC 1738 §5","fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath"],
    ["httpurl","httpurl","RFC 1738 §5","httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]"],
    ["hpath","hpath","RFC 1738 §5","hpath = hsegment *[ \"/\" hsegment ]"],
    ["hsegment","hsegment","RFC 1738 §5","hsegment = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["search","search","RFC 1738 §5","search = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["gopherurl","gopherurl","RFC 1738 §5","gopherurl = \"gopher://\" hostport [ / [ gtype [ selector [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]"],
    ["gtype","gtype","RFC 1738 §5","gtype = xchar"],
    ["selector","selector","RFC 1738 §5","selector = *xchar"],
    ["gopher+_string","gopher+String","RFC 1738 §5","gopher+_string = *xchar"],
    ["mailtourl","mailtourl","RFC 1738 §5","mailtourl = \"mailto:\" encoded822addr"],
    ["encoded822addr","encoded822addr","RFC 1738 §5","encoded822addr = 1*xchar ; further defined in RFC822","encoded822addr = 1*xchar"],
    ["newsurl","newsurl","RFC 1738 §5","newsurl = \"news:\" grouppart"],
    ["grouppart","grouppart","RFC 1738 §5","grouppart = \"*\" | group | article"],
    ["group","group","RFC 1738 §5","group = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ]"],
    ["article","article","RFC 1738 §5","article = 1*[ uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\" ] \"@\" host"],
    ["nntpurl","nntpurl","RFC 1738 §5","nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]"],
    ["telneturl","telneturl","RFC 1738 §5","telneturl = \"telnet://\" login [ \"/\" ]"],
    ["waisurl","waisurl","RFC 1738 §5","waisurl = waisdatabase | waisindex | waisdoc"],
    ["waisdatabase","waisdatabase","RFC 1738 §5","waisdatabase = \"wais://\" hostport \"/\" database"],
    ["waisindex","waisindex","RFC 1738 §5","waisindex = \"wais://\" hostport \"/\" database \"?\" search"],
    ["waisdoc","waisdoc","RFC 1738 §5","waisdoc = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath"],
    ["database","database","RFC 1738 §5","database = *uchar"],
    ["wtype","wtype","RFC 1738 §5","wtype = *uchar"],
    ["wpath","wpath","RFC 1738 §5","wpath = *uchar"],
    ["prosperourl","prosperourl","RFC 1738 §5","prosperourl = \"prospero://\" hostport \"/\" ppath *[ fieldspec ]"],
    ["ppath","ppath","RFC 1738 §5","ppath = psegment *[ \"/\" psegment ]"],
    ["psegment","psegment","RFC 1738 §5","psegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["fieldspec","fieldspec","RFC 1738 §5","fieldspec = \";\" fieldname \"=\" fieldvalue"],
    ["fieldname","fieldname","RFC 1738 §5","fieldname = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
    ["fieldvalue","fieldvalue","RFC 1738 §5","fieldvalue = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
    ["lowalpha","lowalpha","RFC 1738 §5","lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["hialpha","hialpha","RFC 1738 §5","hialpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["alpha","alpha","RFC 1738 §5","alpha = lowalpha | hialpha"],
    ["digit","digit","RFC 1738 §5","digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["safe","safe","RFC 1738 §5","safe = \"$\" | \"-\" | \"_\" | \".\" | \"+\""],
    ["extra","extra","RFC 1738 §5","extra = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
    ["national","national","RFC 1738 §5","national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\""],
    ["punctuation","punctuation","RFC 1738 §5","punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">"],
    ["reserved","reserved","RFC 1738 §5","reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\""],
    ["hex","hex","RFC 1738 §5","hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["escape","escape","RFC 1738 §5","escape = \"%\" hex hex"],
    ["unreserved","unreserved","RFC 1738 §5","unreserved = alpha | digit | safe | extra"],
    ["uchar","uchar","RFC 1738 §5","uchar = unreserved | escape"],
    ["xchar","xchar","RFC 1738 §5","xchar = unreserved | reserved | escape"],
    ["digits","digits","RFC 1738 §5","digits = 1*digit"],
  ],
  captured: ["httpurl","ftpurl","newsurl","nntpurl","telneturl","gopherurl","waisurl","mailtourl","fileurl","prosperourl","otherurl","waisdatabase","waisindex","waisdoc","scheme","ip-schemepart","login","hostport","user","password","host","hostname","hostnumber","port","urlpath","fpath","ftptype","hpath","search","gtype","selector","gopher+_string","encoded822addr","group","article","database","wtype","wpath","ppath","fragment"],
  capturedNames: ["otherurl","scheme","ip-schemepart","login","hostport","host","hostname","hostnumber","port","user","password","urlpath","ftpurl","fpath","ftptype","fileurl","httpurl","hpath","search","gopherurl","selector","gtype","gopher+_string","mailtourl","encoded822addr","newsurl","group","article","nntpurl","telneturl","waisurl","waisdatabase","waisindex","waisdoc","database","wtype","wpath","prosperourl","ppath"],
};

// the compiled modes are those of ./rfc1738: only the meta above differs
export { validate, fast, explain } from './rfc1738';
