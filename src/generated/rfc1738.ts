/*
 * GENERATED FILE — do not edit. The grammar "rfc1738", compiled at build time
 * from grammars/rfc1738.ts: rfc1738Grammar(k).
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
  id: "rfc1738",
  name: "rfc1738",
  rules: [
    ["genericurl","genericurl","5"],
    ["url","url","5"],
    ["otherurl","otherurl","5"],
    ["scheme","scheme","5"],
    ["schemepart","schemepart","5"],
    ["ip-schemepart","ipSchemepart","5"],
    ["login","login","5"],
    ["hostport","hostport","5"],
    ["host","host","5"],
    ["hostname","hostname","5"],
    ["domainlabel","domainlabel","5"],
    ["toplabel","toplabel","5"],
    ["alphadigit","alphadigit","5"],
    ["hostnumber","hostnumber","5"],
    ["port","port","5"],
    ["user","user","5"],
    ["password","password","5"],
    ["urlpath","urlpath","5"],
    ["ftpurl","ftpurl","5"],
    ["fpath","fpath","5"],
    ["fsegment","fsegment","5"],
    ["ftptype","ftptype","5"],
    ["fileurl","fileurl","5"],
    ["httpurl","httpurl","5"],
    ["hpath","hpath","5"],
    ["hsegment","hsegment","5"],
    ["search","search","5"],
    ["gopherurl","gopherurl","5"],
    ["gtype","gtype","5"],
    ["selector","selector","5"],
    ["gopher+_string","gopher+String","5"],
    ["mailtourl","mailtourl","5"],
    ["encoded822addr","encoded822addr","5"],
    ["newsurl","newsurl","5"],
    ["grouppart","grouppart","5"],
    ["group","group","5"],
    ["article","article","5"],
    ["nntpurl","nntpurl","5"],
    ["telneturl","telneturl","5"],
    ["waisurl","waisurl","5"],
    ["waisdatabase","waisdatabase","5"],
    ["waisindex","waisindex","5"],
    ["waisdoc","waisdoc","5"],
    ["database","database","5"],
    ["wtype","wtype","5"],
    ["wpath","wpath","5"],
    ["prosperourl","prosperourl","5"],
    ["ppath","ppath","5"],
    ["psegment","psegment","5"],
    ["fieldspec","fieldspec","5"],
    ["fieldname","fieldname","5"],
    ["fieldvalue","fieldvalue","5"],
    ["lowalpha","lowalpha","5"],
    ["hialpha","hialpha","5"],
    ["alpha","alpha","5"],
    ["digit","digit","5"],
    ["safe","safe","5"],
    ["extra","extra","5"],
    ["national","national","5"],
    ["punctuation","punctuation","5"],
    ["reserved","reserved","5"],
    ["hex","hex","5"],
    ["escape","escape","5"],
    ["unreserved","unreserved","5"],
    ["uchar","uchar","5"],
    ["xchar","xchar","5"],
    ["digits","digits","5"],
  ],
  captured: ["httpurl","ftpurl","newsurl","nntpurl","telneturl","gopherurl","waisurl","mailtourl","fileurl","prosperourl","otherurl","waisdatabase","waisindex","waisdoc","scheme","ip-schemepart","login","hostport","user","password","host","hostname","hostnumber","port","urlpath","fpath","ftptype","hpath","search","gtype","selector","gopher+_string","encoded822addr","group","article","database","wtype","wpath","ppath","fragment"],
  capturedNames: ["otherurl","scheme","ip-schemepart","login","hostport","host","hostname","hostnumber","port","user","password","urlpath","ftpurl","fpath","ftptype","fileurl","httpurl","hpath","search","gopherurl","selector","gtype","gopher+_string","mailtourl","encoded822addr","newsurl","group","article","nntpurl","telneturl","waisurl","waisdatabase","waisindex","waisdoc","database","wtype","wpath","prosperourl","ppath"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["genericurl = scheme \":\" schemepart"],
    ["url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl"],
    ["otherurl = genericurl"],
    ["scheme = 1*[ lowalpha | digit | \"+\" | \"-\" | \".\" ]"],
    ["schemepart = *xchar | ip-schemepart"],
    ["ip-schemepart = \"//\" login [ \"/\" urlpath ]"],
    ["login = [ user [ \":\" password ] \"@\" ] hostport"],
    ["hostport = host [ \":\" port ]"],
    ["host = hostname | hostnumber"],
    ["hostname = *[ domainlabel \".\" ] toplabel"],
    ["domainlabel = alphadigit | alphadigit *[ alphadigit | \"-\" ] alphadigit"],
    ["toplabel = alpha | alpha *[ alphadigit | \"-\" ] alphadigit"],
    ["alphadigit = alpha | digit"],
    ["hostnumber = digits \".\" digits \".\" digits \".\" digits"],
    ["port = digits"],
    ["user = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
    ["password = *[ uchar | \";\" | \"?\" | \"&\" | \"=\" ]"],
    ["urlpath = *xchar ; depends on protocol see section 3.1","urlpath = *xchar"],
    ["ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]]"],
    ["fpath = fsegment *[ \"/\" fsegment ]"],
    ["fsegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["ftptype = \"A\" | \"I\" | \"D\" | \"a\" | \"i\" | \"d\""],
    ["fileurl = \"file://\" [ host | \"localhost\" ] \"/\" fpath"],
    ["httpurl = \"http://\" hostport [ \"/\" hpath [ \"?\" search ]]"],
    ["hpath = hsegment *[ \"/\" hsegment ]"],
    ["hsegment = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["search = *[ uchar | \";\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["gopherurl = \"gopher://\" hostport [ / [ gtype [ selector [ \"%09\" search [ \"%09\" gopher+_string ] ] ] ] ]"],
    ["gtype = xchar"],
    ["selector = *xchar"],
    ["gopher+_string = *xchar"],
    ["mailtourl = \"mailto:\" encoded822addr"],
    ["encoded822addr = 1*xchar ; further defined in RFC822","encoded822addr = 1*xchar"],
    ["newsurl = \"news:\" grouppart"],
    ["grouppart = \"*\" | group | article"],
    ["group = alpha *[ alpha | digit | \"-\" | \".\" | \"+\" | \"_\" ]"],
    ["article = 1*[ uchar | \";\" | \"/\" | \"?\" | \":\" | \"&\" | \"=\" ] \"@\" host"],
    ["nntpurl = \"nntp://\" hostport \"/\" group [ \"/\" digits ]"],
    ["telneturl = \"telnet://\" login [ \"/\" ]"],
    ["waisurl = waisdatabase | waisindex | waisdoc"],
    ["waisdatabase = \"wais://\" hostport \"/\" database"],
    ["waisindex = \"wais://\" hostport \"/\" database \"?\" search"],
    ["waisdoc = \"wais://\" hostport \"/\" database \"/\" wtype \"/\" wpath"],
    ["database = *uchar"],
    ["wtype = *uchar"],
    ["wpath = *uchar"],
    ["prosperourl = \"prospero://\" hostport \"/\" ppath *[ fieldspec ]"],
    ["ppath = psegment *[ \"/\" psegment ]"],
    ["psegment = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" | \"=\" ]"],
    ["fieldspec = \";\" fieldname \"=\" fieldvalue"],
    ["fieldname = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
    ["fieldvalue = *[ uchar | \"?\" | \":\" | \"@\" | \"&\" ]"],
    ["lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["hialpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["alpha = lowalpha | hialpha"],
    ["digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["safe = \"$\" | \"-\" | \"_\" | \".\" | \"+\""],
    ["extra = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
    ["national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\""],
    ["punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">"],
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\""],
    ["hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["escape = \"%\" hex hex"],
    ["unreserved = alpha | digit | safe | extra"],
    ["uchar = unreserved | escape"],
    ["xchar = unreserved | reserved | escape"],
    ["digits = 1*digit"],
  ];
}

// the stretches the fused regexps below share
const F2 = "(?=(?<a1>(?:(?=(?<a0>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a0>\\.){0,}))\\k<a1>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}";
const F3 = ";[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*=[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*";
const F4 = "(?:;[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*=[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*)";
const F9 = "[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*){0,}";
const F10 = "[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}";

export function fast(R: Records, X?: (M: Matchers) => Matchers): Matchers {
const F0 = "(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),?:@&=]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\\-_.+!*'(),?:@&=]|%[0-9A-Fa-f]{2})))";
const F1 = F0 + "{1,64}";
const K0 = bits("00000000000000000000000000100000");
const K1 = bits("00000000000000000000000004000000");
const K2 = bits("00000000000000000000000000040000");
const K3 = bits("00000000000000000000000000000100");
const K4 = bits("00000000000000000000000008000000");
const K5 = bits("00000000000000000000000000000800");
const K6 = bits("00000000000000000000000000020000");
const K7 = bits("00000000000000000000000000001000");
const K8 = bits("000000000086ff3000000000efffff70");
const K9 = new Fused("(?!(?=(?<a0>(?:http|ftp|news|nntp|telnet|gopher|wais|mailto|file|prospero)))\\k<a0>:)");
const K10 = /[a-z0-9+\-.]+/y;
const K11 = bits("000000000086ff3000000000efffff70");
const K12 = bits("00000000000800000000000000000000");
const K13 = bits("000000002dfffffaffffff78efffff70");
const K14 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K15 = bits("000000002ff7fffaffffff78efffff70");
const K16 = bits("000000000000ff30efffff70efffff70");
const K17 = bits("000000000000ff300000000000000000");
const K18 = new Fused(F2);
const K19 = new Fused("[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}");
const K20 = bits("000000000000ff30efffff70efffff70");
const K21 = /(?:(?:[\-]){0,256}(?![\-])(?:[a-zA-Z0-9]){1,256}(?![a-zA-Z0-9])){1,64}/y;
const K22 = bits("000000000002ff30efffff70efffff70");
const K23 = /[\-]+/y;
const K24 = bits("00000000000200000000000000000000");
const K25 = /[a-zA-Z0-9]+/y;
const K26 = new Fused("[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}");
const K27 = bits("0000000000000000efffff70efffff70");
const K28 = /(?:(?:[\-]){0,256}(?![\-])(?:[a-zA-Z0-9]){1,256}(?![a-zA-Z0-9])){1,64}/y;
const K29 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K30 = /(?:[a-zA-Z0-9$\-_.+!*'(),;?&=]+|%[0-9A-Fa-f]{2})+/y;
const K31 = bits("000000002df7ffbaefffff78efffff70");
const K32 = new Fused(F10);
const K33 = new RegExp(F1, "y");
const K34 = /(?:[a-zA-Z0-9$\-_.+!*'(),?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K35 = bits("000000002df7ff7affffff78efffff70");
const K36 = bits("00000000000000002120000021200000");
const K37 = new Fused(F9);
const K38 = /(?:\/(?:(?:[a-zA-Z0-9$\-_.+!*'(),;:@&=]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\-_.+!*'(),;:@&=]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K39 = /(?:[a-zA-Z0-9$\-_.+!*'(),;:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K40 = bits("000000002df7fff2ffffff78efffff70");
const K41 = bits("000000002ffffffaffffff78efffff70");
const K42 = new Fused("(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}");
const K43 = bits("000000002dfffffaffffff78efffff70");
const K44 = /[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+/y;
const K45 = bits("00000000020000000000000000000000");
const K46 = bits("00000000000000000000000000000000");
const K47 = new Fused("(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}");
const K48 = bits("000000002ff7fff2ffffff78efffff70");
const K49 = bits("000000002df7fff2ffffff78efffff70");
const K50 = /[a-zA-Z0-9$\-_.+!*'(),;:@&=]+/y;
const K51 = bits("000000002ffffffaefffff78efffff70");
const K52 = bits("0000000000000000efffff70efffff70");
const K53 = /[a-zA-Z0-9\-.+_]+/y;
const K54 = bits("000000000086ff30efffff78efffff70");
const K55 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:&=]+|%[0-9A-Fa-f]{2})+/y;
const K56 = bits("000000002dfffffaefffff78efffff70");
const K57 = new Fused("(?:\\/[0-9]{1,})?");
const K58 = /(?:[a-zA-Z0-9$\-_.+!*'(),]+|%[0-9A-Fa-f]{2})+/y;
const K59 = bits("0000000029f7ff30efffff78efffff70");
const K60 = new Fused(F4 + "{0,}");
const K61 = /(?:;(?:(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2}))=(?:(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K62 = bits("00000000000000800000000000000000");
const K63 = new Fused(F10);
const K64 = new RegExp(F1, "y");
const K65 = new Fused(F3);
const K66 = /(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]+|%[0-9A-Fa-f]{2})+/y;
const K67 = bits("000000002df7ff78ffffff78efffff70");
const K68 = bits("000000000000000000000000efffff70");
const K69 = bits("0000000000000000efffff7000000000");
const K70 = bits("000000000000ff300000000000000000");
const K71 = bits("00000000018600000000000800000000");
const K72 = bits("00000000287100000000000000000000");
const K73 = bits("00000000000000000000008710000087");
const K74 = bits("00000000c20000050000000000000000");
const K75 = bits("00000000040800ca1000000000000000");
const K76 = bits("000000000000ff30e7000000e7000000");
const K77 = /[0-9]+/y;
// genericurl
function r_genericurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_schemepart(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// url
function r_url(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            t = r_httpurl(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_1;
            t = r_ftpurl(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_2;
            t = r_newsurl(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_3;
            t = r_nntpurl(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_4;
            t = r_telneturl(input, p);
            if (t < 0) break A1_4;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A1_5;
            t = r_gopherurl(input, p);
            if (t < 0) break A1_5;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_6;
            t = r_waisurl(input, p);
            if (t < 0) break A1_6;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break A1_7;
            t = r_mailtourl(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_8;
            t = r_fileurl(input, p);
            if (t < 0) break A1_8;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_9: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_9;
            t = r_prosperourl(input, p);
            if (t < 0) break A1_9;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_10: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K8[c] === 1)) break A1_10;
            t = K9.match(input, p);
            if (t < 0) break A1_10;
            p = t;
            t = r_otherurl(input, p);
            if (t < 0) break A1_10;
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

// otherurl
function r_otherurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_genericurl(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(10, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K11[c] === 1)) {
            p = Fused.run(K10, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(14, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// schemepart
function r_schemepart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K12[c] === 1)) break A1_0;
            t = r_ipSchemepart(input, p);
            if (t < 0) break A1_0;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                c = input.charCodeAt(p);
                if ((c < 128 && K13[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L2;
                p = s2; R.top = m2;
                break A1_0;
              }
              p = s2; R.top = m2;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            {
              const s3 = p;
              c = input.charCodeAt(p);
              if (((c < 128 && K13[c] === 1) || c === 37)) {
                p = Fused.run(K14, input, p);
              }
            }
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
    return p;
  }
  return -1;
}

// ip-schemepart
function r_ipSchemepart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_login(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            t = r_urlpath(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(15, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// login
function r_login(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K15[c] === 1)) break O1_f;
            t = r_user(input, p);
            if (t < 0) break O1_f;
            p = t;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                if (input.charCodeAt(p) !== 58) break O2_f;
                p += 1;
                t = r_password(input, p);
                if (t < 0) break O2_f;
                p = t;
                break O2;
              }
              p = s2; R.top = m2;
            }
            if (input.charCodeAt(p) !== 64) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(16, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hostport
function r_hostport(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 58) break O1_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(17, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K16[c] === 1)) break A1_0;
            t = r_hostname(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break A1_1;
            t = r_hostnumber(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(20, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hostname
function r_hostname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K18.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K16[c] === 1)) break M1_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
          t = r_toplabel(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(21, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// domainlabel
function r_domainlabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K19.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K20[c] === 1)) p++;
          else break F;
          {
            let n1 = 0;
            M1: for (;;) {
              K21.lastIndex = p;
              if (K21.test(input) && K21.lastIndex > p) { p = K21.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K22[c] === 1)) break M1_f;
                {
                  const s2 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K24[c] === 1)) {
                    p = Fused.run(K23, input, p);
                  }
                }
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    p = Fused.run(K25, input, p);
                  }
                  if (p === s3) break M1_f;
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
    return p;
  }
  return -1;
}

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K26.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K27[c] === 1)) p++;
          else break F;
          {
            let n1 = 0;
            M1: for (;;) {
              K28.lastIndex = p;
              if (K28.test(input) && K28.lastIndex > p) { p = K28.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K22[c] === 1)) break M1_f;
                {
                  const s2 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K24[c] === 1)) {
                    p = Fused.run(K23, input, p);
                  }
                }
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    p = Fused.run(K25, input, p);
                  }
                  if (p === s3) break M1_f;
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
    return p;
  }
  return -1;
}

// alphadigit
function r_alphadigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K20[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hostnumber
function r_hostnumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K29.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_digits(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_digits(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_digits(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          t = r_digits(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(22, s0, p, m0);
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
        t = r_digits(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(23, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// user
function r_user(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K31[c] === 1) || c === 37)) {
            p = Fused.run(K30, input, p);
          }
        }
      R.capture(18, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// password
function r_password(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K31[c] === 1) || c === 37)) {
            p = Fused.run(K30, input, p);
          }
        }
      R.capture(19, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// urlpath
function r_urlpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
        }
      R.capture(24, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// ftpurl
function r_ftpurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 102 || input.charCodeAt(p + 1) !== 116 || input.charCodeAt(p + 2) !== 112) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_login(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            t = r_fpath(input, p);
            if (t < 0) break O1_f;
            p = t;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                if (input.charCodeAt(p) !== 59 || input.charCodeAt(p + 1) !== 116 || input.charCodeAt(p + 2) !== 121 || input.charCodeAt(p + 3) !== 112 || input.charCodeAt(p + 4) !== 101 || input.charCodeAt(p + 5) !== 61) break O2_f;
                p += 6;
                t = r_ftptype(input, p);
                if (t < 0) break O2_f;
                p = t;
                break O2;
              }
              p = s2; R.top = m2;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fpath
function r_fpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K32.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_fsegment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K33.lastIndex = p;
              if (K33.test(input) && K33.lastIndex > p) { p = K33.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_fsegment(input, p);
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
      R.capture(25, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fsegment
function r_fsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K35[c] === 1) || c === 37)) {
            p = Fused.run(K34, input, p);
          }
        }
    return p;
  }
  return -1;
}

// ftptype
function r_ftptype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
      R.capture(26, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fileurl
function r_fileurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 102 || input.charCodeAt(p + 1) !== 105 || input.charCodeAt(p + 2) !== 108 || input.charCodeAt(p + 3) !== 101) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K16[c] === 1)) break O1_f;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K16[c] === 1)) break A2_0;
                t = r_host(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                if (!input.startsWith("localhost", p)) break A2_1;
                p += 9;
                break A2;
              }
              p = s2; R.top = m2;
              break O1_f;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_fpath(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// httpurl
function r_httpurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 104 || input.charCodeAt(p + 1) !== 116 || input.charCodeAt(p + 2) !== 116 || input.charCodeAt(p + 3) !== 112) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            t = r_hpath(input, p);
            if (t < 0) break O1_f;
            p = t;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                if (input.charCodeAt(p) !== 63) break O2_f;
                p += 1;
                t = r_search(input, p);
                if (t < 0) break O2_f;
                p = t;
                break O2;
              }
              p = s2; R.top = m2;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hpath
function r_hpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K37.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_hsegment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K38.lastIndex = p;
              if (K38.test(input) && K38.lastIndex > p) { p = K38.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_hsegment(input, p);
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
      R.capture(27, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hsegment
function r_hsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K40[c] === 1) || c === 37)) {
            p = Fused.run(K39, input, p);
          }
        }
    return p;
  }
  return -1;
}

// search
function r_search(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K40[c] === 1) || c === 37)) {
            p = Fused.run(K39, input, p);
          }
        }
      R.capture(28, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// gopherurl
function r_gopherurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 103 || input.charCodeAt(p + 1) !== 111 || input.charCodeAt(p + 2) !== 112 || input.charCodeAt(p + 3) !== 104 || input.charCodeAt(p + 4) !== 101 || input.charCodeAt(p + 5) !== 114) break F;
        p += 6;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K41[c] === 1)) break O2_f;
                t = r_gtype(input, p);
                if (t < 0) break O2_f;
                p = t;
                A3: {
                  const s3 = p, m3 = R.top;
                  A3_0: {
                    {
                      const s4 = p, m4 = R.top;
                        if (input.length <= 65536) {
                          t = K42.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          {
                            let n5 = 0;
                            M5: for (;;) {
                              const s5 = p, m5 = R.top;
                              M5_f: {
                                c = input.charCodeAt(p);
                                if (!(c < 128 && K41[c] === 1)) break M5_f;
                                A6: {
                                  const s6 = p, m6 = R.top;
                                  A6_0: {
                                    c = input.charCodeAt(p);
                                    if (!(c < 128 && K43[c] === 1)) break A6_0;
                                    {
                                      const s7 = p;
                                      c = input.charCodeAt(p);
                                      if ((c < 128 && K13[c] === 1)) {
                                        p = Fused.run(K44, input, p);
                                      }
                                      if (p === s7) break A6_0;
                                    }
                                    break A6;
                                  }
                                  p = s6; R.top = m6;
                                  A6_1: {
                                    c = input.charCodeAt(p);
                                    if (!(c < 128 && K45[c] === 1)) break A6_1;
                                    {
                                      const s8 = p, m8 = R.top;
                                      L8: {
                                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L8;
                                        p += 3;
                                        p = s8; R.top = m8;
                                        break A6_1;
                                      }
                                      p = s8; R.top = m8;
                                    }
                                    c = input.charCodeAt(p);
                                    if ((c < 128 && K46[c] === 1)) p++;
                                    else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                                    else break A6_1;
                                    break A6;
                                  }
                                  p = s6; R.top = m6;
                                  break M5_f;
                                }
                                if (p === s5) { R.top = m5; break M5; }
                                n5++;
                                continue M5;
                              }
                              p = s5; R.top = m5;
                              break;
                            }
                          }
                        }
                      R.capture(30, s4, p, m4);
                    }
                    O9: {
                      const s9 = p, m9 = R.top;
                      O9_f: {
                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break O9_f;
                        p += 3;
                        {
                          const s10 = p, m10 = R.top;
                            if (input.length <= 65536) {
                              t = K47.match(input, p);
                              if (t < 0) break O9_f;
                              p = t;
                            } else {
                              {
                                let n11 = 0;
                                M11: for (;;) {
                                  const s11 = p, m11 = R.top;
                                  M11_f: {
                                    c = input.charCodeAt(p);
                                    if (!(c < 128 && K48[c] === 1)) break M11_f;
                                    A12: {
                                      const s12 = p, m12 = R.top;
                                      A12_0: {
                                        c = input.charCodeAt(p);
                                        if (!(c < 128 && K49[c] === 1)) break A12_0;
                                        {
                                          const s13 = p;
                                          c = input.charCodeAt(p);
                                          if ((c < 128 && K40[c] === 1)) {
                                            p = Fused.run(K50, input, p);
                                          }
                                          if (p === s13) break A12_0;
                                        }
                                        break A12;
                                      }
                                      p = s12; R.top = m12;
                                      A12_1: {
                                        c = input.charCodeAt(p);
                                        if (!(c < 128 && K45[c] === 1)) break A12_1;
                                        {
                                          const s14 = p, m14 = R.top;
                                          L14: {
                                            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break L14;
                                            p += 3;
                                            p = s14; R.top = m14;
                                            break A12_1;
                                          }
                                          p = s14; R.top = m14;
                                        }
                                        c = input.charCodeAt(p);
                                        if ((c < 128 && K46[c] === 1)) p++;
                                        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                                        else break A12_1;
                                        break A12;
                                      }
                                      p = s12; R.top = m12;
                                      break M11_f;
                                    }
                                    if (p === s11) { R.top = m11; break M11; }
                                    n11++;
                                    continue M11;
                                  }
                                  p = s11; R.top = m11;
                                  break;
                                }
                              }
                            }
                          R.capture(28, s10, p, m10);
                        }
                        O15: {
                          const s15 = p, m15 = R.top;
                          O15_f: {
                            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 57) break O15_f;
                            p += 3;
                            t = r_gopher_String(input, p);
                            if (t < 0) break O15_f;
                            p = t;
                            break O15;
                          }
                          p = s15; R.top = m15;
                        }
                        break O9;
                      }
                      p = s9; R.top = m9;
                    }
                    {
                      const s16 = p, m16 = R.top;
                      L16: {
                        c = input.charCodeAt(p);
                        if ((c < 128 && K13[c] === 1)) p++;
                        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                        else break L16;
                        p = s16; R.top = m16;
                        break A3_0;
                      }
                      p = s16; R.top = m16;
                    }
                    break A3;
                  }
                  p = s3; R.top = m3;
                  A3_1: {
                    t = r_selector(input, p);
                    if (t < 0) break A3_1;
                    p = t;
                    break A3;
                  }
                  p = s3; R.top = m3;
                  break O2_f;
                }
                break O2;
              }
              p = s2; R.top = m2;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// gtype
function r_gtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
      R.capture(29, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// selector
function r_selector(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
        }
      R.capture(30, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// gopher+_string
function r_gopher_String(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
        }
      R.capture(31, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// mailtourl
function r_mailtourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 109 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 108 || input.charCodeAt(p + 4) !== 116 || input.charCodeAt(p + 5) !== 111) break F;
        p += 6;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_encoded822addr(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// encoded822addr
function r_encoded822addr(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(32, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// newsurl
function r_newsurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 110 || input.charCodeAt(p + 1) !== 101 || input.charCodeAt(p + 2) !== 119 || input.charCodeAt(p + 3) !== 115) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_grouppart(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// grouppart
function r_grouppart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K51[c] === 1)) break A1_0;
            t = r_article(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 42) break A1_1;
            p += 1;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K52[c] === 1)) break A1_2;
            t = r_group(input, p);
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

// group
function r_group(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K54[c] === 1)) {
            p = Fused.run(K53, input, p);
          }
        }
      R.capture(33, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K56[c] === 1) || c === 37)) {
            p = Fused.run(K55, input, p);
          }
          if (p === s1) break F;
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(34, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// nntpurl
function r_nntpurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 110 || input.charCodeAt(p + 1) !== 110 || input.charCodeAt(p + 2) !== 116 || input.charCodeAt(p + 3) !== 112) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_group(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K57.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 47) break O1_f;
              p += 1;
              t = r_digits(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// telneturl
function r_telneturl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 116 || input.charCodeAt(p + 1) !== 101 || input.charCodeAt(p + 2) !== 108 || input.charCodeAt(p + 3) !== 110 || input.charCodeAt(p + 4) !== 101 || input.charCodeAt(p + 5) !== 116) break F;
        p += 6;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_login(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// waisurl
function r_waisurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_0;
            t = r_waisindex(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_1;
            t = r_waisdoc(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_2;
            t = r_waisdatabase(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// waisdatabase
function r_waisdatabase(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 119 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 115) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_database(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(11, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// waisindex
function r_waisindex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 119 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 115) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_database(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 63) break F;
        p += 1;
        t = r_search(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(12, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// waisdoc
function r_waisdoc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 119 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 115) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_database(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_wtype(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_wpath(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(13, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// database
function r_database(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K59[c] === 1) || c === 37)) {
            p = Fused.run(K58, input, p);
          }
        }
      R.capture(35, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// wtype
function r_wtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K59[c] === 1) || c === 37)) {
            p = Fused.run(K58, input, p);
          }
        }
      R.capture(36, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// wpath
function r_wpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K59[c] === 1) || c === 37)) {
            p = Fused.run(K58, input, p);
          }
        }
      R.capture(37, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// prosperourl
function r_prosperourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 112 || input.charCodeAt(p + 1) !== 114 || input.charCodeAt(p + 2) !== 111 || input.charCodeAt(p + 3) !== 115 || input.charCodeAt(p + 4) !== 112 || input.charCodeAt(p + 5) !== 101 || input.charCodeAt(p + 6) !== 114 || input.charCodeAt(p + 7) !== 111) break F;
        p += 8;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_hostport(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_ppath(input, p);
        if (t < 0) break F;
        p = t;
        if (input.length <= 65536) {
          t = K60.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K61.lastIndex = p;
              if (K61.test(input) && K61.lastIndex > p) { p = K61.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K62[c] === 1)) break M1_f;
                t = r_fieldspec(input, p);
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
      R.capture(9, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// ppath
function r_ppath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K63.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_psegment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K64.lastIndex = p;
              if (K64.test(input) && K64.lastIndex > p) { p = K64.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_psegment(input, p);
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
      R.capture(38, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// psegment
function r_psegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K35[c] === 1) || c === 37)) {
            p = Fused.run(K34, input, p);
          }
        }
    return p;
  }
  return -1;
}

// fieldspec
function r_fieldspec(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K65.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 59) break F;
          p += 1;
          t = r_fieldname(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 61) break F;
          p += 1;
          t = r_fieldvalue(input, p);
          if (t < 0) break F;
          p = t;
    }
    return p;
  }
  return -1;
}

// fieldname
function r_fieldname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K67[c] === 1) || c === 37)) {
            p = Fused.run(K66, input, p);
          }
        }
    return p;
  }
  return -1;
}

// fieldvalue
function r_fieldvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K67[c] === 1) || c === 37)) {
            p = Fused.run(K66, input, p);
          }
        }
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K68[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hialpha
function r_hialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K69[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K70[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// safe
function r_safe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K71[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// extra
function r_extra(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K72[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// national
function r_national(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K73[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// punctuation
function r_punctuation(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K74[c] === 1)) p++;
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
        if ((c < 128 && K75[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K76[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escape
function r_escape(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K76[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K76[c] === 1)) p++;
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

// uchar
function r_uchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K59[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xchar
function r_xchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// digits
function r_digits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K70[c] === 1)) {
            p = Fused.run(K77, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

const M = { "genericurl": r_genericurl, "url": r_url, "otherurl": r_otherurl, "scheme": r_scheme, "schemepart": r_schemepart, "ipSchemepart": r_ipSchemepart, "login": r_login, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "alphadigit": r_alphadigit, "hostnumber": r_hostnumber, "port": r_port, "user": r_user, "password": r_password, "urlpath": r_urlpath, "ftpurl": r_ftpurl, "fpath": r_fpath, "fsegment": r_fsegment, "ftptype": r_ftptype, "fileurl": r_fileurl, "httpurl": r_httpurl, "hpath": r_hpath, "hsegment": r_hsegment, "search": r_search, "gopherurl": r_gopherurl, "gtype": r_gtype, "selector": r_selector, "gopher+String": r_gopher_String, "mailtourl": r_mailtourl, "encoded822addr": r_encoded822addr, "newsurl": r_newsurl, "grouppart": r_grouppart, "group": r_group, "article": r_article, "nntpurl": r_nntpurl, "telneturl": r_telneturl, "waisurl": r_waisurl, "waisdatabase": r_waisdatabase, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "database": r_database, "wtype": r_wtype, "wpath": r_wpath, "prosperourl": r_prosperourl, "ppath": r_ppath, "psegment": r_psegment, "fieldspec": r_fieldspec, "fieldname": r_fieldname, "fieldvalue": r_fieldvalue, "lowalpha": r_lowalpha, "hialpha": r_hialpha, "alpha": r_alpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "national": r_national, "punctuation": r_punctuation, "reserved": r_reserved, "hex": r_hex, "escape": r_escape, "unreserved": r_unreserved, "uchar": r_uchar, "xchar": r_xchar, "digits": r_digits };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_url = O["url"];
return O;
}

export function validate(S: () => Matchers, X?: (M: Matchers) => Matchers): Matchers {
const F5 = "(?:%09(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}(?:%09[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F6 = "(?:(?=(?<a1>(?:(?=(?<a0>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a0>\\.){0,}))\\k<a1>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F7 = "(?:(?=(?<a3>(?:(?=(?<a2>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a2>\\.){0,}))\\k<a3>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F8 = "(?:(?=(?<a7>(?:(?=(?<a6>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a6>\\.){0,}))\\k<a7>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F11 = "(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a2>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a2>@)";
const F12 = "(?<a2>" + F6 + "(?::[0-9]{1,})?)";
const F13 = "(?<a3>" + F11 + "?)";
const F14 = "(?=" + F12 + ")";
const F15 = "(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}(?:;type=[AIDaid])?)";
const F16 = "(?=" + F13 + ")";
const F17 = "(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*){0,}(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*)?)";
const F18 = "(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@" + F6 + "|\\*|[a-zA-Z][a-zA-Z0-9\\-.+_]{0,})";
const F19 = "(?<a4>\\/\\/" + F16 + "\\k<a3>" + F6 + "(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F20 = "(?=" + F19 + ")";
const F21 = "(?:" + F20 + "\\k<a4>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)";
const F22 = "[a-z0-9+\\-.]{1,}:" + F21;
const F23 = "(?:wais:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*|wais:\\/\\/(?=(?<a5>(?:(?=(?<a4>(?:(?=(?<a3>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a3>\\.){0,}))\\k<a4>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a5>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*|wais:\\/\\/(?=(?<a8>" + F8 + "(?::[0-9]{1,})?))\\k<a8>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*)";
const F24 = "(?:http:\\/\\/" + F6 + "(?::[0-9]{1,})?" + F17 + "?|ftp:\\/\\/(?=(?<a5>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a4>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a4>@)?))\\k<a5>" + F7 + "(?::[0-9]{1,})?" + F15 + "?|news:(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@" + F8 + "|\\*|[a-zA-Z][a-zA-Z0-9\\-.+_]{0,})|nntp:\\/\\/(?=(?<a10>(?:(?=(?<a9>(?:(?=(?<a8>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a8>\\.){0,}))\\k<a9>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a10>\\/[a-zA-Z][a-zA-Z0-9\\-.+_]{0,}(?:\\/[0-9]{1,})?|telnet:\\/\\/(?=(?<a14>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a13>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a13>@)?))\\k<a14>(?:(?=(?<a12>(?:(?=(?<a11>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a11>\\.){0,}))\\k<a12>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/)?|gopher:\\/\\/(?:(?=(?<a18>(?:(?=(?<a17>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a17>\\.){0,}))\\k<a18>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})(?:(?=(?<a16>(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}))\\k<a16>(?=(?<a15>" + F5 + "?))\\k<a15>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))?)?|(?:wais:\\/\\/(?=(?<a21>(?:(?=(?<a20>(?:(?=(?<a19>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a19>\\.){0,}))\\k<a20>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a21>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*|wais:\\/\\/(?=(?<a24>(?:(?=(?<a23>(?:(?=(?<a22>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a22>\\.){0,}))\\k<a23>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a24>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*|wais:\\/\\/(?=(?<a27>(?:(?=(?<a26>(?:(?=(?<a25>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a25>\\.){0,}))\\k<a26>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a27>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*)|mailto:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*|file:\\/\\/(?=(?<a30>(?:(?:(?:(?=(?<a29>(?:(?=(?<a28>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a28>\\.){0,}))\\k<a29>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})|localhost))?))\\k<a30>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}|prospero:\\/\\/(?=(?<a33>(?:(?=(?<a32>(?:(?=(?<a31>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a31>\\.){0,}))\\k<a32>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a33>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}" + F4 + "{0,}|(?!(?=(?<a39>(?:http|ftp|news|nntp|telnet|gopher|wais|mailto|file|prospero)))\\k<a39>:)[a-z0-9+\\-.]{1,}:(?:(?=(?<a38>\\/\\/(?=(?<a37>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a36>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a36>@)?))\\k<a37>(?:(?=(?<a35>(?:(?=(?<a34>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a34>\\.){0,}))\\k<a35>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?))\\k<a38>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))";
const K0 = new Fused(F22);
const K1 = new Fused(F24);
const K2 = new Fused(F22);
const K3 = /[a-z0-9+\-.]+/y;
const K4 = bits("000000000086ff3000000000efffff70");
const K5 = new Fused(F21);
const K6 = new Fused("\\/\\/" + F16 + "\\k<a3>" + F6 + "(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?");
const K7 = new Fused(F16 + "\\k<a3>" + F6 + "(?::[0-9]{1,})?");
const K8 = new Fused(F6 + "(?::[0-9]{1,})?");
const K9 = new Fused(F6);
const K10 = new Fused(F2);
const K11 = new Fused("[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}");
const K12 = new Fused("[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}");
const K13 = bits("000000000000ff30efffff70efffff70");
const K14 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K15 = /(?:[a-zA-Z0-9$\-_.+!*'(),;?&=]+|%[0-9A-Fa-f]{2})+/y;
const K16 = bits("000000002df7ffbaefffff78efffff70");
const K17 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K18 = bits("000000002dfffffaffffff78efffff70");
const K19 = new Fused("ftp:\\/\\/" + F16 + "\\k<a3>" + F6 + "(?::[0-9]{1,})?" + F15 + "?");
const K20 = new Fused(F10);
const K21 = /(?:[a-zA-Z0-9$\-_.+!*'(),?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K22 = bits("000000002df7ff7affffff78efffff70");
const K23 = bits("00000000000000002120000021200000");
const K24 = new Fused("file:\\/\\/(?=(?<a2>(?:(?:" + F6 + "|localhost))?))\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}");
const K25 = new Fused("http:\\/\\/" + F6 + "(?::[0-9]{1,})?" + F17 + "?");
const K26 = new Fused(F9);
const K27 = /(?:[a-zA-Z0-9$\-_.+!*'(),;:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K28 = bits("000000002df7fff2ffffff78efffff70");
const K29 = new Fused("gopher:\\/\\/" + F7 + "(?::[0-9]{1,})?(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})(?:(?=(?<a1>(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}))\\k<a1>(?=(?<a0>" + F5 + "?))\\k<a0>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))?)?");
const K30 = new Fused("news:" + F18);
const K31 = new Fused(F18);
const K32 = bits("0000000000000000efffff70efffff70");
const K33 = /[a-zA-Z0-9\-.+_]+/y;
const K34 = bits("000000000086ff30efffff78efffff70");
const K35 = new Fused("(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@" + F6);
const K36 = new Fused("nntp:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z][a-zA-Z0-9\\-.+_]{0,}(?:\\/[0-9]{1,})?");
const K37 = new Fused("telnet:\\/\\/" + F16 + "\\k<a3>" + F6 + "(?::[0-9]{1,})?(?:\\/)?");
const K38 = new Fused(F23);
const K39 = new Fused("wais:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*");
const K40 = new Fused("wais:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*");
const K41 = new Fused("wais:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*");
const K42 = /(?:[a-zA-Z0-9$\-_.+!*'(),]+|%[0-9A-Fa-f]{2})+/y;
const K43 = bits("0000000029f7ff30efffff78efffff70");
const K44 = new Fused("prospero:\\/\\/" + F14 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}" + F4 + "{0,}");
const K45 = new Fused(F10);
const K46 = new Fused(F3);
const K47 = /(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]+|%[0-9A-Fa-f]{2})+/y;
const K48 = bits("000000002df7ff78ffffff78efffff70");
const K49 = bits("000000000000000000000000efffff70");
const K50 = bits("0000000000000000efffff7000000000");
const K51 = bits("000000000000ff300000000000000000");
const K52 = bits("00000000018600000000000800000000");
const K53 = bits("00000000287100000000000000000000");
const K54 = bits("00000000000000000000008710000087");
const K55 = bits("00000000c20000050000000000000000");
const K56 = bits("00000000040800ca1000000000000000");
const K57 = bits("000000000000ff30e7000000e7000000");
const K58 = /[0-9]+/y;
// genericurl
function r_genericurl(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["genericurl"](input, i);
}

// url
function r_url(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["url"](input, i);
}

// otherurl
function r_otherurl(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["otherurl"](input, i);
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K4[c] === 1)) {
            p = Fused.run(K3, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// schemepart
function r_schemepart(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["schemepart"](input, i);
}

// ip-schemepart
function r_ipSchemepart(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["ipSchemepart"](input, i);
}

// login
function r_login(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["login"](input, i);
}

// hostport
function r_hostport(input, i) {
  return input.length <= 65536 ? K8.match(input, i) : S()["hostport"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["host"](input, i);
}

// hostname
function r_hostname(input, i) {
  return input.length <= 65536 ? K10.match(input, i) : S()["hostname"](input, i);
}

// domainlabel
function r_domainlabel(input, i) {
  return input.length <= 65536 ? K11.match(input, i) : S()["domainlabel"](input, i);
}

// toplabel
function r_toplabel(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["toplabel"](input, i);
}

// alphadigit
function r_alphadigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hostnumber
function r_hostnumber(input, i) {
  return input.length <= 65536 ? K14.match(input, i) : S()["hostnumber"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_digits(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// user
function r_user(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K16[c] === 1) || c === 37)) {
            p = Fused.run(K15, input, p);
          }
        }
    return p;
  }
  return -1;
}

// password
function r_password(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K16[c] === 1) || c === 37)) {
            p = Fused.run(K15, input, p);
          }
        }
    return p;
  }
  return -1;
}

// urlpath
function r_urlpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
        }
    return p;
  }
  return -1;
}

// ftpurl
function r_ftpurl(input, i) {
  return input.length <= 65536 ? K19.match(input, i) : S()["ftpurl"](input, i);
}

// fpath
function r_fpath(input, i) {
  return input.length <= 65536 ? K20.match(input, i) : S()["fpath"](input, i);
}

// fsegment
function r_fsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K22[c] === 1) || c === 37)) {
            p = Fused.run(K21, input, p);
          }
        }
    return p;
  }
  return -1;
}

// ftptype
function r_ftptype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K23[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// fileurl
function r_fileurl(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["fileurl"](input, i);
}

// httpurl
function r_httpurl(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["httpurl"](input, i);
}

// hpath
function r_hpath(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["hpath"](input, i);
}

// hsegment
function r_hsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K28[c] === 1) || c === 37)) {
            p = Fused.run(K27, input, p);
          }
        }
    return p;
  }
  return -1;
}

// search
function r_search(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K28[c] === 1) || c === 37)) {
            p = Fused.run(K27, input, p);
          }
        }
    return p;
  }
  return -1;
}

// gopherurl
function r_gopherurl(input, i) {
  return input.length <= 65536 ? K29.match(input, i) : S()["gopherurl"](input, i);
}

// gtype
function r_gtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// selector
function r_selector(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
        }
    return p;
  }
  return -1;
}

// gopher+_string
function r_gopher_String(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
        }
    return p;
  }
  return -1;
}

// mailtourl
function r_mailtourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 109 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 108 || input.charCodeAt(p + 4) !== 116 || input.charCodeAt(p + 5) !== 111) break F;
        p += 6;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_encoded822addr(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// encoded822addr
function r_encoded822addr(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// newsurl
function r_newsurl(input, i) {
  return input.length <= 65536 ? K30.match(input, i) : S()["newsurl"](input, i);
}

// grouppart
function r_grouppart(input, i) {
  return input.length <= 65536 ? K31.match(input, i) : S()["grouppart"](input, i);
}

// group
function r_group(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K32[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K34[c] === 1)) {
            p = Fused.run(K33, input, p);
          }
        }
    return p;
  }
  return -1;
}

// article
function r_article(input, i) {
  return input.length <= 65536 ? K35.match(input, i) : S()["article"](input, i);
}

// nntpurl
function r_nntpurl(input, i) {
  return input.length <= 65536 ? K36.match(input, i) : S()["nntpurl"](input, i);
}

// telneturl
function r_telneturl(input, i) {
  return input.length <= 65536 ? K37.match(input, i) : S()["telneturl"](input, i);
}

// waisurl
function r_waisurl(input, i) {
  return input.length <= 65536 ? K38.match(input, i) : S()["waisurl"](input, i);
}

// waisdatabase
function r_waisdatabase(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["waisdatabase"](input, i);
}

// waisindex
function r_waisindex(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["waisindex"](input, i);
}

// waisdoc
function r_waisdoc(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["waisdoc"](input, i);
}

// database
function r_database(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K43[c] === 1) || c === 37)) {
            p = Fused.run(K42, input, p);
          }
        }
    return p;
  }
  return -1;
}

// wtype
function r_wtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K43[c] === 1) || c === 37)) {
            p = Fused.run(K42, input, p);
          }
        }
    return p;
  }
  return -1;
}

// wpath
function r_wpath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K43[c] === 1) || c === 37)) {
            p = Fused.run(K42, input, p);
          }
        }
    return p;
  }
  return -1;
}

// prosperourl
function r_prosperourl(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["prosperourl"](input, i);
}

// ppath
function r_ppath(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["ppath"](input, i);
}

// psegment
function r_psegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K22[c] === 1) || c === 37)) {
            p = Fused.run(K21, input, p);
          }
        }
    return p;
  }
  return -1;
}

// fieldspec
function r_fieldspec(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["fieldspec"](input, i);
}

// fieldname
function r_fieldname(input, i) {
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

// fieldvalue
function r_fieldvalue(input, i) {
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

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K49[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hialpha
function r_hialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K50[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K32[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K51[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// safe
function r_safe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K52[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// extra
function r_extra(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K53[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// national
function r_national(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K54[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// punctuation
function r_punctuation(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K55[c] === 1)) p++;
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
        if ((c < 128 && K56[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K57[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escape
function r_escape(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K57[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K57[c] === 1)) p++;
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
        if ((c < 128 && K43[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// uchar
function r_uchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K43[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xchar
function r_xchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// digits
function r_digits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            p = Fused.run(K58, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

const M = { "genericurl": r_genericurl, "url": r_url, "otherurl": r_otherurl, "scheme": r_scheme, "schemepart": r_schemepart, "ipSchemepart": r_ipSchemepart, "login": r_login, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "alphadigit": r_alphadigit, "hostnumber": r_hostnumber, "port": r_port, "user": r_user, "password": r_password, "urlpath": r_urlpath, "ftpurl": r_ftpurl, "fpath": r_fpath, "fsegment": r_fsegment, "ftptype": r_ftptype, "fileurl": r_fileurl, "httpurl": r_httpurl, "hpath": r_hpath, "hsegment": r_hsegment, "search": r_search, "gopherurl": r_gopherurl, "gtype": r_gtype, "selector": r_selector, "gopher+String": r_gopher_String, "mailtourl": r_mailtourl, "encoded822addr": r_encoded822addr, "newsurl": r_newsurl, "grouppart": r_grouppart, "group": r_group, "article": r_article, "nntpurl": r_nntpurl, "telneturl": r_telneturl, "waisurl": r_waisurl, "waisdatabase": r_waisdatabase, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "database": r_database, "wtype": r_wtype, "wpath": r_wpath, "prosperourl": r_prosperourl, "ppath": r_ppath, "psegment": r_psegment, "fieldspec": r_fieldspec, "fieldname": r_fieldname, "fieldvalue": r_fieldvalue, "lowalpha": r_lowalpha, "hialpha": r_hialpha, "alpha": r_alpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "national": r_national, "punctuation": r_punctuation, "reserved": r_reserved, "hex": r_hex, "escape": r_escape, "unreserved": r_unreserved, "uchar": r_uchar, "xchar": r_xchar, "digits": r_digits };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_url = O["url"];
return O;
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[11,3],[0,":",0],[11,4]], // genericurl
    [4,[11,23],[11,18],[11,33],[11,37],[11,38],[11,27],[11,39],[11,31],[11,22],[11,46],[3,[7,[3,[4,[0,"http",0],[0,"ftp",0],[0,"news",0],[0,"nntp",0],[0,"telnet",0],[0,"gopher",0],[0,"wais",0],[0,"mailto",0],[0,"file",0],[0,"prospero",0]],[0,":",0]]],[11,2]]], // url
    [11,0], // otherurl
    [2,0,1,-1], // scheme
    [4,[3,[11,5],[7,[1,1]]],[2,1,0,-1]], // schemepart
    [3,[0,"//",0],[11,6],[5,[3,[0,"/",0],[11,17]]]], // ipSchemepart
    [3,[5,[3,[11,15],[5,[3,[0,":",0],[11,16]]],[0,"@",0]]],[11,7]], // login
    [3,[11,8],[5,[3,[0,":",0],[11,14]]]], // hostport
    [4,[11,9],[11,13]], // host
    [3,[6,[3,[11,10],[0,".",0]],0,-1],[11,11]], // hostname
    [3,[1,2],[6,[3,[2,3,0,-1],[2,2,1,-1]],0,-1]], // domainlabel
    [3,[1,4],[6,[3,[2,3,0,-1],[2,2,1,-1]],0,-1]], // toplabel
    [1,2], // alphadigit
    [3,[11,66],[0,".",0],[11,66],[0,".",0],[11,66],[0,".",0],[11,66]], // hostnumber
    [11,66], // port
    [2,5,0,-1], // user
    [2,6,0,-1], // password
    [2,1,0,-1], // urlpath
    [3,[3,[0,"ftp",0],[0,":",0],[0,"//",0]],[11,6],[5,[3,[0,"/",0],[11,19],[5,[3,[0,";type=",0],[11,21]]]]]], // ftpurl
    [3,[11,20],[6,[3,[0,"/",0],[11,20]],0,-1]], // fpath
    [2,7,0,-1], // fsegment
    [1,8], // ftptype
    [3,[3,[0,"file",0],[0,":",0],[0,"//",0]],[5,[4,[11,8],[0,"localhost",0]]],[0,"/",0],[11,19]], // fileurl
    [3,[3,[0,"http",0],[0,":",0],[0,"//",0]],[11,7],[5,[3,[0,"/",0],[11,24],[5,[3,[0,"?",0],[11,26]]]]]], // httpurl
    [3,[11,25],[6,[3,[0,"/",0],[11,25]],0,-1]], // hpath
    [2,9,0,-1], // hsegment
    [2,10,0,-1], // search
    [3,[3,[0,"gopher",0],[0,":",0],[0,"//",0]],[11,7],[5,[3,[0,"/",0],[5,[3,[11,28],[4,[3,[10,"selector",[6,[4,[2,11,1,-1],[3,[7,[0,"%09",0]],[1,12]]],0,-1]],[5,[3,[0,"%09",0],[10,"search",[6,[4,[2,13,1,-1],[3,[7,[0,"%09",0]],[1,12]]],0,-1]],[5,[3,[0,"%09",0],[11,30]]]]],[7,[1,1]]],[11,29]]]]]]], // gopherurl
    [1,1], // gtype
    [2,1,0,-1], // selector
    [2,1,0,-1], // gopher+String
    [3,[3,[0,"mailto",0],[0,":",0]],[11,32]], // mailtourl
    [2,1,1,-1], // encoded822addr
    [3,[3,[0,"news",0],[0,":",0]],[11,34]], // newsurl
    [4,[11,36],[0,"*",0],[11,35]], // grouppart
    [3,[1,4],[2,14,0,-1]], // group
    [3,[2,15,1,-1],[0,"@",0],[11,8]], // article
    [3,[3,[0,"nntp",0],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,35],[5,[3,[0,"/",0],[11,66]]]], // nntpurl
    [3,[3,[0,"telnet",0],[0,":",0],[0,"//",0]],[11,6],[5,[0,"/",0]]], // telneturl
    [4,[11,41],[11,42],[11,40]], // waisurl
    [3,[3,[0,"wais",0],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43]], // waisdatabase
    [3,[3,[0,"wais",0],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43],[0,"?",0],[11,26]], // waisindex
    [3,[3,[0,"wais",0],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43],[0,"/",0],[11,44],[0,"/",0],[11,45]], // waisdoc
    [2,16,0,-1], // database
    [2,16,0,-1], // wtype
    [2,16,0,-1], // wpath
    [3,[3,[0,"prospero",0],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,47],[6,[11,49],0,-1]], // prosperourl
    [3,[11,48],[6,[3,[0,"/",0],[11,48]],0,-1]], // ppath
    [2,17,0,-1], // psegment
    [3,[0,";",0],[11,50],[0,"=",0],[11,51]], // fieldspec
    [2,18,0,-1], // fieldname
    [2,19,0,-1], // fieldvalue
    [1,20], // lowalpha
    [1,21], // hialpha
    [1,4], // alpha
    [1,22], // digit
    [1,23], // safe
    [1,24], // extra
    [1,25], // national
    [1,26], // punctuation
    [1,27], // reserved
    [1,28], // hex
    [3,[0,"%",0],[1,28],[1,28]], // escape
    [1,29], // unreserved
    [1,16], // uchar
    [1,1], // xchar
    [2,22,1,-1], // digits
  ],
  sets: [
    ["scheme", "000000000086ff3000000000efffff70", "", "", 0],
    ["xchar", "000000002dfffffaffffff78efffff70", "", "", 1],
    ["alphadigit", "000000000000ff30efffff70efffff70", "", "", 0],
    ["\"-\"", "00000000000200000000000000000000", "", "", 0],
    ["alpha", "0000000000000000efffff70efffff70", "", "", 0],
    ["user", "000000002df7ffbaefffff78efffff70", "", "", 1],
    ["password", "000000002df7ffbaefffff78efffff70", "", "", 1],
    ["fsegment", "000000002df7ff7affffff78efffff70", "", "", 1],
    ["ftptype", "00000000000000002120000021200000", "", "", 0],
    ["hsegment", "000000002df7fff2ffffff78efffff70", "", "", 1],
    ["search", "000000002df7fff2ffffff78efffff70", "", "", 1],
    ["xchar", "000000002dfffffaffffff78efffff70", "", "", 0],
    ["escape", "00000000000000000000000000000000", "", "", 1],
    ["search", "000000002df7fff2ffffff78efffff70", "", "", 0],
    ["group", "000000000086ff30efffff78efffff70", "", "", 0],
    ["article", "000000002dfffffaefffff78efffff70", "", "", 1],
    ["uchar", "0000000029f7ff30efffff78efffff70", "", "", 1],
    ["psegment", "000000002df7ff7affffff78efffff70", "", "", 1],
    ["fieldname", "000000002df7ff78ffffff78efffff70", "", "", 1],
    ["fieldvalue", "000000002df7ff78ffffff78efffff70", "", "", 1],
    ["lowalpha", "000000000000000000000000efffff70", "", "", 0],
    ["hialpha", "0000000000000000efffff7000000000", "", "", 0],
    ["digit", "000000000000ff300000000000000000", "", "", 0],
    ["safe", "00000000018600000000000800000000", "", "", 0],
    ["extra", "00000000287100000000000000000000", "", "", 0],
    ["national", "00000000000000000000008710000087", "", "", 0],
    ["punctuation", "00000000c20000050000000000000000", "", "", 0],
    ["reserved", "00000000040800ca1000000000000000", "", "", 0],
    ["hex", "000000000000ff30e7000000e7000000", "", "", 0],
    ["unreserved", "0000000029f7ff30efffff78efffff70", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
