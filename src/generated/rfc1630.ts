/*
 * GENERATED FILE — do not edit. The grammar "rfc1630", compiled at build time
 * from grammars/rfc1630.ts: rfc1630Grammar(k).
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
  id: "rfc1630",
  name: "rfc1630",
  rules: [
    ["fragmentaddress","fragmentaddress","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["uri","uri","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["scheme","scheme","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["path","path","RFC 1630 \"BNF for specific URL schemes\""],
    ["search","search","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["fragmentid","fragmentid","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["xalpha","xalpha","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["xalphas","xalphas","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["xpalpha","xpalpha","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["xpalphas","xpalphas","RFC 1630 \"BNF for specific URL schemes\""],
    ["ialpha","ialpha","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["alpha","alpha","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["digit","digit","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["safe","safe","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["extra","extra","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["reserved","reserved","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["escape","escape","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["hex","hex","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["national","national","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["punctuation","punctuation","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["void","void","RFC 1630 \"BNF of Generic URI Syntax\""],
    ["prefixedurl","prefixedurl","RFC 1630 \"BNF for specific URL schemes\""],
    ["url","url","RFC 1630 \"BNF for specific URL schemes\""],
    ["httpaddress","httpaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["ftpaddress","ftpaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["afsaddress","afsaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["newsaddress","newsaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["nntpaddress","nntpaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["midaddress","midaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["cidaddress","cidaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["mailtoaddress","mailtoaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["waisaddress","waisaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["waisindex","waisindex","RFC 1630 \"BNF for specific URL schemes\""],
    ["waisdoc","waisdoc","RFC 1630 \"BNF for specific URL schemes\""],
    ["wpath","wpath","RFC 1630 \"BNF for specific URL schemes\""],
    ["groupart","groupart","RFC 1630 \"BNF for specific URL schemes\""],
    ["group","group","RFC 1630 \"BNF for specific URL schemes\""],
    ["article","article","RFC 1630 \"BNF for specific URL schemes\""],
    ["database","database","RFC 1630 \"BNF for specific URL schemes\""],
    ["wtype","wtype","RFC 1630 \"BNF for specific URL schemes\""],
    ["prosperoaddress","prosperoaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["prosperolink","prosperolink","RFC 1630 \"BNF for specific URL schemes\""],
    ["hsoname","hsoname","RFC 1630 \"BNF for specific URL schemes\""],
    ["version","version","RFC 1630 \"BNF for specific URL schemes\""],
    ["attributes","attributes","RFC 1630 \"BNF for specific URL schemes\""],
    ["attribute","attribute","RFC 1630 \"BNF for specific URL schemes\""],
    ["telnetaddress","telnetaddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["gopheraddress","gopheraddress","RFC 1630 \"BNF for specific URL schemes\""],
    ["login","login","RFC 1630 \"BNF for specific URL schemes\""],
    ["hostport","hostport","RFC 1630 \"BNF for specific URL schemes\""],
    ["host","host","RFC 1630 \"BNF for specific URL schemes\""],
    ["ftptype","ftptype","RFC 1630 \"BNF for specific URL schemes\""],
    ["formcode","formcode","RFC 1630 \"BNF for specific URL schemes\""],
    ["cellname","cellname","RFC 1630 \"BNF for specific URL schemes\""],
    ["hostname","hostname","RFC 1630 \"BNF for specific URL schemes\""],
    ["hostnumber","hostnumber","RFC 1630 \"BNF for specific URL schemes\""],
    ["port","port","RFC 1630 \"BNF for specific URL schemes\""],
    ["gcommand","gcommand","RFC 1630 \"BNF for specific URL schemes\""],
    ["segment","segment","RFC 1630 \"BNF for specific URL schemes\""],
    ["user","user","RFC 1630 \"BNF for specific URL schemes\""],
    ["password","password","RFC 1630 \"BNF for specific URL schemes\""],
    ["gtype","gtype","RFC 1630 \"BNF for specific URL schemes\""],
    ["alphanum2","alphanum2","RFC 1630 \"BNF for specific URL schemes\""],
    ["digits","digits","RFC 1630 \"BNF for specific URL schemes\""],
    ["alphanum","alphanum","RFC 1630 \"BNF for specific URL schemes\""],
    ["alphanums","alphanums","RFC 1630 \"BNF for specific URL schemes\""],
  ],
  captured: ["uri","prefixedurl","httpaddress","ftpaddress","newsaddress","nntpaddress","midaddress","cidaddress","mailtoaddress","waisindex","waisdoc","prosperolink","telnetaddress","gopheraddress","scheme","search","fragmentid","login","hostport","host","hostname","hostnumber","port","user","password","group","article","database","wtype","wpath","hsoname","version","attributes","gtype","gcommand"],
  capturedNames: ["uri","scheme","search","fragmentid","prefixedurl","httpaddress","ftpaddress","newsaddress","nntpaddress","midaddress","cidaddress","mailtoaddress","waisindex","waisdoc","wpath","group","article","database","wtype","prosperolink","hsoname","version","attributes","telnetaddress","gopheraddress","login","hostport","host","hostname","hostnumber","port","gcommand","user","password","gtype"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["fragmentaddress uri [ # fragmentid ]"],
    ["uri scheme : path [ ? search ]"],
    ["scheme ialpha"],
    ["path void | segment [ / path ]"],
    ["search xalphas [ + search ]"],
    ["fragmentid xalphas"],
    ["xalpha alpha | digit | safe | extra | escape"],
    ["xalphas xalpha [ xalphas ]"],
    ["xpalpha xalpha | +"],
    ["xpalphas xpalpha [ xpalphas ]"],
    ["ialpha alpha [ xalphas ]"],
    ["alpha a | b | c | d | e | f | g | h | i | j | k | l | m | n | o | p | q | r | s | t | u | v | w | x | y | z | A | B | C | D | E | F | G | H | I | J | K | L | M | N | O | P | Q | R | S | T | U | V | W | X | Y | Z"],
    ["digit 0 |1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9"],
    ["safe $ | - | _ | @ | . | &"],
    ["extra ! | * | \" | ' | ( | ) | ,"],
    ["reserved = | ; | / | # | ? | : | space","reserved = |"],
    ["escape % hex hex"],
    ["hex digit | a | b | c | d | e | f | A | B | C | D | E | F"],
    ["national { | } | vline | [ | ] | \\ | ^ | ~"],
    ["punctuation < | >"],
    ["void"],
    ["prefixedurl u r l : url"],
    ["url httpaddress | ftpaddress | newsaddress | nntpaddress | prosperoaddress | telnetaddress | gopheraddress | waisaddress | mailtoaddress | midaddress | cidaddress"],
    ["httpaddress h t t p : / / hostport [ / path ] [ ? search ]"],
    ["ftpaddress f t p : / / login / path [ ftptype ]"],
    ["afsaddress a f s : / / cellname / path"],
    ["newsaddress n e w s : groupart"],
    ["nntpaddress n n t p : group / digits"],
    ["midaddress m i d : addr-spec"],
    ["cidaddress c i d : content-identifier"],
    ["mailtoaddress m a i l t o : xalphas @ hostname"],
    ["waisaddress waisindex | waisdoc"],
    ["waisindex w a i s : / / hostport / database [ ? search ]"],
    ["waisdoc w a i s : / / hostport / database / wtype / wpath"],
    ["wpath digits = path ; [ wpath ]","wpath digits = path"],
    ["groupart * | group | article"],
    ["group ialpha [ . group ]"],
    ["article xalphas @ host"],
    ["database xalphas"],
    ["wtype xalphas"],
    ["prosperoaddress prosperolink"],
    ["prosperolink p r o s p e r o : / / hostport / hsoname [ % 0 0 version [ attributes ] ]"],
    ["hsoname path"],
    ["version digits"],
    ["attributes attribute [ attributes ]"],
    ["attribute alphanums"],
    ["telnetaddress t e l n e t : / / login"],
    ["gopheraddress g o p h e r : / / hostport [/ gtype [ gcommand ] ]"],
    ["login [ user [ : password ] @ ] hostport"],
    ["hostport host [ : port ]"],
    ["host hostname | hostnumber"],
    ["ftptype A formcode | E formcode | I | L digits"],
    ["formcode N | T | C"],
    ["cellname hostname"],
    ["hostname ialpha [ . hostname ]"],
    ["hostnumber digits . digits . digits . digits"],
    ["port digits"],
    ["gcommand path"],
    ["segment xpalphas"],
    ["user alphanum2 [ user ]"],
    ["password alphanum2 [ password ]"],
    ["gtype xalpha"],
    ["alphanum2 alpha | digit | - | _ | . | +"],
    ["digits digit [ digits ]"],
    ["alphanum alpha | digit"],
    ["alphanums alphanum [ alphanums ]"],
  ];
}

// the stretches the fused regexps below share
const F8 = "(?:\\+(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*)";
const F9 = "(?:(?:[a-zA-Z0-9$\\-_@.&!*\"'(),+]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),+]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),+]*)*)";
const F10 = "(?:\\/" + F9 + "?)";
const F12 = "[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}";
const F61 = "(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F8 + "{0,}";
const F71 = F9 + "?" + F10 + "{0,}";
const F73 = "(?:\\/" + F9 + "?" + F10 + "{0,})";
const F74 = "(?<a0>" + F9 + "?" + F10 + "{0,})";
const F77 = "(?=" + F74 + ")";
const F80 = "(?:[0-9]{1,}=" + F77 + "\\k<a0>;)";
const F83 = F80 + "{1,}";

export function fast(R: Records): Matchers {
const F6 = "(?:\\.[a-zA-Z](?:(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})))";
const F7 = F6 + "{1,64}";
const F25 = "(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,}";
const K0 = bits("000000006f77ff30ffffff78efffff70");
const K1 = bits("0000000000000000000000008c161b00");
const K2 = new Fused("(?=(?=(?<a0>(?:http|ftp|news|nntp|prospero|telnet|gopher|wais|mailto|mid|cid|url)))\\k<a0>:)");
const K3 = bits("00000000000000000000000000000200");
const K4 = bits("0000000000000000000000008c161900");
const K5 = bits("0000000000000000efffff70efffff70");
const K6 = new Fused("(?!(?=(?<a0>(?:http|ftp|news|nntp|prospero|telnet|gopher|wais|mailto|mid|cid|url)))\\k<a0>:)");
const K7 = new Fused(F71);
const K8 = new Fused(F71);
const K9 = bits("000000006ff7ff30ffffff78efffff70");
const K10 = new Fused(F61);
const K11 = /(?:\+(?:(?:[a-zA-Z0-9$\-_@.&!*"'(),]|%[0-9A-Fa-f]{2})){1,256}(?!(?:[a-zA-Z0-9$\-_@.&!*"'(),]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K12 = bits("000000006d77ff30ffffff78efffff70");
const K13 = /(?:[a-zA-Z0-9$\-_@.&!*"'(),]+|%[0-9A-Fa-f]{2})+/y;
const K14 = bits("000000006df7ff30ffffff78efffff70");
const K15 = /(?:[a-zA-Z0-9$\-_@.&!*"'(),+]+|%[0-9A-Fa-f]{2})+/y;
const K16 = bits("0000000000000000efffff70efffff70");
const K17 = bits("000000000000ff300000000000000000");
const K18 = bits("00000000050600001000000800000000");
const K19 = bits("00000000687100000000000000000000");
const K20 = bits("00000000900800ca0000000000000000");
const K21 = bits("000000000000ff30e7000000e7000000");
const K22 = bits("00000000000000000000008700000087");
const K23 = bits("00000000000000050000000000000000");
const K24 = bits("00000000000000000000000000100000");
const K25 = bits("00000000000000000000000004000000");
const K26 = bits("00000000000000000000000000040000");
const K27 = bits("00000000000000000000000000001000");
const K28 = bits("00000000000000000000000000000100");
const K29 = bits("00000000000000000000000008000000");
const K30 = bits("00000000000000000000000000000800");
const K31 = bits("00000000000000000000000000020000");
const K32 = bits("00000000000000000000000080000000");
const K33 = new Fused(F73 + "?");
const K34 = new Fused(F71);
const K35 = new Fused("(?:(?:A[NTC]|E[NTC]|I|L[0-9]{1,}))?");
const K36 = bits("00000000000000002221000000000000");
const K37 = new Fused(F71);
const K38 = new Fused(F25);
const K39 = /(?:[a-zA-Z0-9$\-_.&!*"'(),]+|%[0-9A-Fa-f]{2})+/y;
const K40 = bits("000000006d77ff30efffff78efffff70");
const K41 = new Fused(F25);
const K42 = new Fused(F25);
const K43 = new Fused(F83);
const K44 = bits("000000000000ff300000000000000000");
const K45 = new Fused(F12);
const K46 = new RegExp(F7, "y");
const K47 = new Fused(F25);
const K48 = bits("000000006fffff30ffffff78efffff70");
const K49 = new Fused("[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}(?:(?!%00)%[0-9A-Fa-f]{2}[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}){0,}");
const K50 = /[a-zA-Z0-9$\-_@.&!*"'(),+\/]+/y;
const K51 = bits("000000006dffff30ffffff78efffff70");
const K52 = bits("00000000020000000000000000000000");
const K53 = bits("00000000000000000000000000000000");
const K54 = bits("000000000000ff30efffff70efffff70");
const K55 = new Fused(F71);
const K56 = /[a-zA-Z0-9]+/y;
const K57 = bits("000000000000ff30efffff70efffff70");
const K58 = bits("000000000086ff30efffff78efffff70");
const K59 = new Fused("(?:A[NTC]|E[NTC]|I|L[0-9]{1,})");
const K60 = bits("00000000000000008004010000000000");
const K61 = new Fused(F12);
const K62 = new RegExp(F7, "y");
const K63 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K64 = new Fused(F71);
const K65 = /[a-zA-Z0-9\-_.+]+/y;
const K66 = bits("000000000086ff30efffff78efffff70");
const K67 = /[0-9]+/y;
// fragmentaddress
function r_fragmentaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_uri(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 35) break O1_f;
            p += 1;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K0[c] === 1)) break O2_f;
                t = r_fragmentid(input, p);
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
    return p;
  }
  return -1;
}

// uri
function r_uri(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_0;
            t = K2.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K3[c] === 1)) break A2_0;
                t = r_prefixedurl(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break A2_1;
                t = r_url(input, p);
                if (t < 0) break A2_1;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              break A1_0;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_1;
            t = K6.match(input, p);
            if (t < 0) break A1_1;
            p = t;
            t = r_scheme(input, p);
            if (t < 0) break A1_1;
            p = t;
            if (input.charCodeAt(p) !== 58) break A1_1;
            p += 1;
            if (input.length <= 65536) {
              t = K7.match(input, p);
              if (t < 0) break A1_1;
              p = t;
            } else {
              t = r_path(input, p);
              if (t < 0) break A1_1;
              p = t;
            }
            O3: {
              const s3 = p, m3 = R.top;
              O3_f: {
                if (input.charCodeAt(p) !== 63) break O3_f;
                p += 1;
                t = r_search(input, p);
                if (t < 0) break O3_f;
                p = t;
                break O3;
              }
              p = s3; R.top = m3;
            }
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(0, s0, p, m0);
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
        t = r_ialpha(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(14, s0, p, m0);
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
      t = K8.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K9[c] === 1)) break O1_f;
              t = r_segment(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
          {
            let n2 = 0;
            M2: for (;;) {
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 47) break M2_f;
                p += 1;
                O3: {
                  const s3 = p, m3 = R.top;
                  O3_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K9[c] === 1)) break O3_f;
                    t = r_segment(input, p);
                    if (t < 0) break O3_f;
                    p = t;
                    break O3;
                  }
                  p = s3; R.top = m3;
                }
                if (p === s2) { R.top = m2; break M2; }
                n2++;
                continue M2;
              }
              p = s2; R.top = m2;
              break;
            }
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
        if (input.length <= 65536) {
          t = K10.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_xalphas(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K11.lastIndex = p;
              if (K11.test(input) && K11.lastIndex > p) { p = K11.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 43) break M1_f;
                p += 1;
                t = r_xalphas(input, p);
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
      R.capture(15, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fragmentid
function r_fragmentid(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(16, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// xalpha
function r_xalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K12[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xalphas
function r_xalphas(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K12[c] === 1) || c === 37)) {
            p = Fused.run(K13, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// xpalpha
function r_xpalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K14[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xpalphas
function r_xpalphas(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K14[c] === 1) || c === 37)) {
            p = Fused.run(K15, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// ialpha
function r_ialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K16[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K12[c] === 1) || c === 37)) {
            p = Fused.run(K13, input, p);
          }
        }
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K16[c] === 1)) p++;
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
        if ((c < 128 && K17[c] === 1)) p++;
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
        if ((c < 128 && K18[c] === 1)) p++;
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
        if ((c < 128 && K19[c] === 1)) p++;
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
        if ((c < 128 && K20[c] === 1)) p++;
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
        if ((c < 128 && K21[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K21[c] === 1)) p++;
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
        if ((c < 128 && K21[c] === 1)) p++;
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
        if ((c < 128 && K22[c] === 1)) p++;
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
        if ((c < 128 && K23[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// void
function r_void(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    return p;
  }
  return -1;
}

// prefixedurl
function r_prefixedurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 117 || input.charCodeAt(p + 1) !== 114 || input.charCodeAt(p + 2) !== 108) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_url(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(1, s0, p, m0);
    }
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
            if (!(c < 128 && K24[c] === 1)) break A1_0;
            t = r_httpaddress(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K25[c] === 1)) break A1_1;
            t = r_ftpaddress(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K26[c] === 1)) break A1_2;
            t = r_newsaddress(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K26[c] === 1)) break A1_3;
            t = r_nntpaddress(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K27[c] === 1)) break A1_4;
            t = r_prosperoaddress(input, p);
            if (t < 0) break A1_4;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K28[c] === 1)) break A1_5;
            t = r_telnetaddress(input, p);
            if (t < 0) break A1_5;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K29[c] === 1)) break A1_6;
            t = r_gopheraddress(input, p);
            if (t < 0) break A1_6;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K30[c] === 1)) break A1_7;
            t = r_waisaddress(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K31[c] === 1)) break A1_8;
            t = r_mailtoaddress(input, p);
            if (t < 0) break A1_8;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_9: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K31[c] === 1)) break A1_9;
            t = r_midaddress(input, p);
            if (t < 0) break A1_9;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_10: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K32[c] === 1)) break A1_10;
            t = r_cidaddress(input, p);
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

// httpaddress
function r_httpaddress(input, i) {
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
        if (input.length <= 65536) {
          t = K33.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 47) break O1_f;
              p += 1;
              t = r_path(input, p);
              if (t < 0) break O1_f;
              p = t;
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
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
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// ftpaddress
function r_ftpaddress(input, i) {
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
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        if (input.length <= 65536) {
          t = K34.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_path(input, p);
          if (t < 0) break F;
          p = t;
        }
        if (input.length <= 65536) {
          t = K35.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K36[c] === 1)) break O1_f;
              t = r_ftptype(input, p);
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

// afsaddress
function r_afsaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 97 || input.charCodeAt(p + 1) !== 102 || input.charCodeAt(p + 2) !== 115) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_cellname(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        if (input.length <= 65536) {
          t = K37.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_path(input, p);
          if (t < 0) break F;
          p = t;
        }
    return p;
  }
  return -1;
}

// newsaddress
function r_newsaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 110 || input.charCodeAt(p + 1) !== 101 || input.charCodeAt(p + 2) !== 119 || input.charCodeAt(p + 3) !== 115) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_groupart(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// nntpaddress
function r_nntpaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 110 || input.charCodeAt(p + 1) !== 110 || input.charCodeAt(p + 2) !== 116 || input.charCodeAt(p + 3) !== 112) break F;
        p += 4;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_group(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_digits(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// midaddress
function r_midaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 109 || input.charCodeAt(p + 1) !== 105 || input.charCodeAt(p + 2) !== 100) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.length <= 65536) {
          t = K38.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K12[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K40[c] === 1) || c === 37)) {
              p = Fused.run(K39, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 64) break M2_f;
                p += 1;
                {
                  const s3 = p, m3 = R.top;
                  L3: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K16[c] === 1)) p++;
                    else break L3;
                    p = s3; R.top = m3;
                    break M2_f;
                  }
                  p = s3; R.top = m3;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if (((c < 128 && K40[c] === 1) || c === 37)) {
                    p = Fused.run(K39, input, p);
                  }
                }
                if (p === s2) { R.top = m2; break M2; }
                n2++;
                continue M2;
              }
              p = s2; R.top = m2;
              break;
            }
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_hostname(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// cidaddress
function r_cidaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 99 || input.charCodeAt(p + 1) !== 105 || input.charCodeAt(p + 2) !== 100) break F;
        p += 3;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.length <= 65536) {
          t = K41.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K12[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K40[c] === 1) || c === 37)) {
              p = Fused.run(K39, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 64) break M2_f;
                p += 1;
                {
                  const s3 = p, m3 = R.top;
                  L3: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K16[c] === 1)) p++;
                    else break L3;
                    p = s3; R.top = m3;
                    break M2_f;
                  }
                  p = s3; R.top = m3;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if (((c < 128 && K40[c] === 1) || c === 37)) {
                    p = Fused.run(K39, input, p);
                  }
                }
                if (p === s2) { R.top = m2; break M2; }
                n2++;
                continue M2;
              }
              p = s2; R.top = m2;
              break;
            }
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_hostname(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// mailtoaddress
function r_mailtoaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 109 || input.charCodeAt(p + 1) !== 97 || input.charCodeAt(p + 2) !== 105 || input.charCodeAt(p + 3) !== 108 || input.charCodeAt(p + 4) !== 116 || input.charCodeAt(p + 5) !== 111) break F;
        p += 6;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        if (input.length <= 65536) {
          t = K42.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K12[c] === 1)) p++;
          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K40[c] === 1) || c === 37)) {
              p = Fused.run(K39, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 64) break M2_f;
                p += 1;
                {
                  const s3 = p, m3 = R.top;
                  L3: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K16[c] === 1)) p++;
                    else break L3;
                    p = s3; R.top = m3;
                    break M2_f;
                  }
                  p = s3; R.top = m3;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if (((c < 128 && K40[c] === 1) || c === 37)) {
                    p = Fused.run(K39, input, p);
                  }
                }
                if (p === s2) { R.top = m2; break M2; }
                n2++;
                continue M2;
              }
              p = s2; R.top = m2;
              break;
            }
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_hostname(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// waisaddress
function r_waisaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K30[c] === 1)) break A1_0;
            t = r_waisdoc(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K30[c] === 1)) break A1_1;
            t = r_waisindex(input, p);
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
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_search(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(9, s0, p, m0);
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
      R.capture(10, s0, p, m0);
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
        if (input.length <= 65536) {
          t = K43.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K44[c] === 1)) break M1_f;
                t = r_digits(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 61) break M1_f;
                p += 1;
                t = r_path(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 59) break M1_f;
                p += 1;
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
            if (n1 < 1) break F;
          }
        }
      R.capture(29, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// groupart
function r_groupart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
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
            if (!(c < 128 && K5[c] === 1)) break A1_2;
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
        if (input.length <= 65536) {
          t = K45.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_ialpha(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K46.lastIndex = p;
              if (K46.test(input) && K46.lastIndex > p) { p = K46.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                t = r_ialpha(input, p);
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

// article
function r_article(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            if (input.length <= 65536) {
              t = K47.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              c = input.charCodeAt(p);
              if ((c < 128 && K12[c] === 1)) p++;
              else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
              else break A1_0;
              {
                const s2 = p;
                c = input.charCodeAt(p);
                if (((c < 128 && K40[c] === 1) || c === 37)) {
                  p = Fused.run(K39, input, p);
                }
              }
              {
                let n3 = 0;
                M3: for (;;) {
                  const s3 = p, m3 = R.top;
                  M3_f: {
                    if (input.charCodeAt(p) !== 64) break M3_f;
                    p += 1;
                    {
                      const s4 = p, m4 = R.top;
                      L4: {
                        c = input.charCodeAt(p);
                        if ((c < 128 && K16[c] === 1)) p++;
                        else break L4;
                        p = s4; R.top = m4;
                        break M3_f;
                      }
                      p = s4; R.top = m4;
                    }
                    {
                      const s5 = p;
                      c = input.charCodeAt(p);
                      if (((c < 128 && K40[c] === 1) || c === 37)) {
                        p = Fused.run(K39, input, p);
                      }
                    }
                    if (p === s3) { R.top = m3; break M3; }
                    n3++;
                    continue M3;
                  }
                  p = s3; R.top = m3;
                  break;
                }
              }
            }
            if (input.charCodeAt(p) !== 64) break A1_0;
            p += 1;
            t = r_host(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            c = input.charCodeAt(p);
            if ((c < 128 && K12[c] === 1)) p++;
            else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
            else break A1_1;
            {
              const s6 = p;
              c = input.charCodeAt(p);
              if (((c < 128 && K40[c] === 1) || c === 37)) {
                p = Fused.run(K39, input, p);
              }
            }
            {
              let n7 = 0;
              M7: for (;;) {
                const s7 = p, m7 = R.top;
                M7_f: {
                  if (input.charCodeAt(p) !== 64) break M7_f;
                  p += 1;
                  {
                    const s8 = p, m8 = R.top;
                    L8: {
                      t = r_hostnumber(input, p);
                      if (t < 0) break L8;
                      p = t;
                      {
                        const s9 = p, m9 = R.top;
                        L9: {
                          c = input.charCodeAt(p);
                          if ((c < 128 && K12[c] === 1)) p++;
                          else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                          else break L9;
                          p = s9; R.top = m9;
                          break L8;
                        }
                        p = s9; R.top = m9;
                      }
                      p = s8; R.top = m8;
                      break M7_f;
                    }
                    p = s8; R.top = m8;
                  }
                  {
                    const s10 = p;
                    c = input.charCodeAt(p);
                    if (((c < 128 && K40[c] === 1) || c === 37)) {
                      p = Fused.run(K39, input, p);
                    }
                  }
                  if (p === s7) { R.top = m7; break M7; }
                  n7++;
                  continue M7;
                }
                p = s7; R.top = m7;
                break;
              }
            }
            if (input.charCodeAt(p) !== 64) break A1_1;
            p += 1;
            t = r_host(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(26, s0, p, m0);
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
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(27, s0, p, m0);
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
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(28, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// prosperoaddress
function r_prosperoaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_prosperolink(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// prosperolink
function r_prosperolink(input, i) {
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A1_0;
            {
              const s2 = p, m2 = R.top;
                if (input.length <= 65536) {
                  t = K49.match(input, p);
                  if (t < 0) break A1_0;
                  p = t;
                } else {
                  {
                    const s3 = p;
                    c = input.charCodeAt(p);
                    if ((c < 128 && K51[c] === 1)) {
                      p = Fused.run(K50, input, p);
                    }
                  }
                  {
                    let n4 = 0;
                    M4: for (;;) {
                      const s4 = p, m4 = R.top;
                      M4_f: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K52[c] === 1)) break M4_f;
                        {
                          const s5 = p, m5 = R.top;
                          L5: {
                            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 48) break L5;
                            p += 3;
                            p = s5; R.top = m5;
                            break M4_f;
                          }
                          p = s5; R.top = m5;
                        }
                        c = input.charCodeAt(p);
                        if ((c < 128 && K53[c] === 1)) p++;
                        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                        else break M4_f;
                        {
                          const s6 = p;
                          c = input.charCodeAt(p);
                          if ((c < 128 && K51[c] === 1)) {
                            p = Fused.run(K50, input, p);
                          }
                        }
                        if (p === s4) { R.top = m4; break M4; }
                        n4++;
                        continue M4;
                      }
                      p = s4; R.top = m4;
                      break;
                    }
                  }
                }
              R.capture(30, s2, p, m2);
            }
            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 48 || input.charCodeAt(p + 2) !== 48) break A1_0;
            p += 3;
            t = r_version(input, p);
            if (t < 0) break A1_0;
            p = t;
            O7: {
              const s7 = p, m7 = R.top;
              O7_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K54[c] === 1)) break O7_f;
                t = r_attributes(input, p);
                if (t < 0) break O7_f;
                p = t;
                break O7;
              }
              p = s7; R.top = m7;
            }
            {
              const s8 = p, m8 = R.top;
              L8: {
                c = input.charCodeAt(p);
                if ((c < 128 && K51[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L8;
                p = s8; R.top = m8;
                break A1_0;
              }
              p = s8; R.top = m8;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_hsoname(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(11, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hsoname
function r_hsoname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K55.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_path(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(30, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// version
function r_version(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_digits(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(31, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// attributes
function r_attributes(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K57[c] === 1)) {
            p = Fused.run(K56, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(32, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// attribute
function r_attribute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_alphanums(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// telnetaddress
function r_telnetaddress(input, i) {
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
      R.capture(12, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// gopheraddress
function r_gopheraddress(input, i) {
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
            t = r_gtype(input, p);
            if (t < 0) break O1_f;
            p = t;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                t = r_gcommand(input, p);
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
      R.capture(13, s0, p, m0);
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K58[c] === 1)) break A1_0;
            t = r_user(input, p);
            if (t < 0) break A1_0;
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
            if (input.charCodeAt(p) !== 64) break A1_0;
            p += 1;
            t = r_hostport(input, p);
            if (t < 0) break A1_0;
            p = t;
            {
              const s3 = p, m3 = R.top;
              L3: {
                c = input.charCodeAt(p);
                if ((c < 128 && K12[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L3;
                p = s3; R.top = m3;
                break A1_0;
              }
              p = s3; R.top = m3;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K54[c] === 1)) break A1_1;
            t = r_hostport(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(17, s0, p, m0);
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
      R.capture(18, s0, p, m0);
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
            if (!(c < 128 && K5[c] === 1)) break A1_0;
            t = r_hostname(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K44[c] === 1)) break A1_1;
            t = r_hostnumber(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(19, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// ftptype
function r_ftptype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K59.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              if (input.charCodeAt(p) !== 65) break A1_0;
              p += 1;
              t = r_formcode(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              if (input.charCodeAt(p) !== 69) break A1_1;
              p += 1;
              t = r_formcode(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_2: {
              if (input.charCodeAt(p) !== 73) break A1_2;
              p += 1;
              break A1;
            }
            p = s1; R.top = m1;
            A1_3: {
              if (input.charCodeAt(p) !== 76) break A1_3;
              p += 1;
              t = r_digits(input, p);
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

// formcode
function r_formcode(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K60[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// cellname
function r_cellname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_hostname(input, p);
        if (t < 0) break F;
        p = t;
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
          t = K61.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_ialpha(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K62.lastIndex = p;
              if (K62.test(input) && K62.lastIndex > p) { p = K62.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                t = r_ialpha(input, p);
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
      R.capture(20, s0, p, m0);
    }
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
          t = K63.match(input, p);
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
      R.capture(21, s0, p, m0);
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
      R.capture(22, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// gcommand
function r_gcommand(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K64.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_path(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(34, s0, p, m0);
    }
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
          if (((c < 128 && K14[c] === 1) || c === 37)) {
            p = Fused.run(K15, input, p);
          }
          if (p === s1) break F;
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
          if ((c < 128 && K66[c] === 1)) {
            p = Fused.run(K65, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(23, s0, p, m0);
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
          if ((c < 128 && K66[c] === 1)) {
            p = Fused.run(K65, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(24, s0, p, m0);
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
        if ((c < 128 && K12[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
      R.capture(33, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// alphanum2
function r_alphanum2(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K66[c] === 1)) p++;
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
          if ((c < 128 && K17[c] === 1)) {
            p = Fused.run(K67, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K57[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanums
function r_alphanums(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K57[c] === 1)) {
            p = Fused.run(K56, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

return { "fragmentaddress": r_fragmentaddress, "uri": r_uri, "scheme": r_scheme, "path": r_path, "search": r_search, "fragmentid": r_fragmentid, "xalpha": r_xalpha, "xalphas": r_xalphas, "xpalpha": r_xpalpha, "xpalphas": r_xpalphas, "ialpha": r_ialpha, "alpha": r_alpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "reserved": r_reserved, "escape": r_escape, "hex": r_hex, "national": r_national, "punctuation": r_punctuation, "void": r_void, "prefixedurl": r_prefixedurl, "url": r_url, "httpaddress": r_httpaddress, "ftpaddress": r_ftpaddress, "afsaddress": r_afsaddress, "newsaddress": r_newsaddress, "nntpaddress": r_nntpaddress, "midaddress": r_midaddress, "cidaddress": r_cidaddress, "mailtoaddress": r_mailtoaddress, "waisaddress": r_waisaddress, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "wpath": r_wpath, "groupart": r_groupart, "group": r_group, "article": r_article, "database": r_database, "wtype": r_wtype, "prosperoaddress": r_prosperoaddress, "prosperolink": r_prosperolink, "hsoname": r_hsoname, "version": r_version, "attributes": r_attributes, "attribute": r_attribute, "telnetaddress": r_telnetaddress, "gopheraddress": r_gopheraddress, "login": r_login, "hostport": r_hostport, "host": r_host, "ftptype": r_ftptype, "formcode": r_formcode, "cellname": r_cellname, "hostname": r_hostname, "hostnumber": r_hostnumber, "port": r_port, "gcommand": r_gcommand, "segment": r_segment, "user": r_user, "password": r_password, "gtype": r_gtype, "alphanum2": r_alphanum2, "digits": r_digits, "alphanum": r_alphanum, "alphanums": r_alphanums };
}

export function validate(S: () => Matchers): Matchers {
const F0 = "(?<a2>[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}(?:(?!%00)%[0-9A-Fa-f]{2}[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}){0,})";
const F1 = "(?<a8>[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}(?:(?!%00)%[0-9A-Fa-f]{2}[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}){0,})";
const F2 = "(?<a26>[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}(?:(?!%00)%[0-9A-Fa-f]{2}[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]{0,}){0,})";
const F3 = "(?=" + F0 + ")";
const F4 = "(?=" + F1 + ")";
const F5 = "(?=" + F2 + ")";
const F11 = "(?:@(?![0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})))[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*)";
const F13 = "(?<a0>[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F14 = "(?<a1>" + F11 + "{0,})";
const F15 = "(?<a4>" + F11 + "{0,})";
const F16 = "(?<a5>[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F17 = "(?<a22>" + F11 + "{0,})";
const F18 = "(?<a23>[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F19 = "(?=" + F13 + ")";
const F20 = "(?=" + F14 + ")";
const F21 = "(?=" + F15 + ")";
const F22 = "(?=" + F16 + ")";
const F23 = "(?=" + F17 + ")";
const F24 = "(?=" + F18 + ")";
const F26 = "(?<a0>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F27 = "(?<a3>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F28 = "(?<a15>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F29 = "(?<a16>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F30 = "(?<a17>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F31 = "(?<a21>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F32 = "(?<a33>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F33 = "(?<a34>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F34 = "(?<a35>(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*(?:@(?![a-zA-Z])[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*){0,})";
const F35 = "(?:[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F36 = "(?=" + F26 + ")";
const F37 = "(?=" + F27 + ")";
const F38 = "(?=" + F28 + ")";
const F39 = "(?=" + F29 + ")";
const F40 = "(?=" + F30 + ")";
const F41 = "(?=" + F31 + ")";
const F42 = "(?=" + F32 + ")";
const F43 = "(?=" + F33 + ")";
const F44 = "(?=" + F34 + ")";
const F45 = "(?<a0>" + F35 + "(?::[0-9]{1,})?)";
const F46 = "(?<a1>" + F35 + "(?::[0-9]{1,})?)";
const F47 = "(?<a3>" + F35 + "(?::[0-9]{1,})?)";
const F48 = "(?<a9>" + F35 + "(?::[0-9]{1,})?)";
const F49 = "(?<a10>" + F35 + "(?::[0-9]{1,})?)";
const F50 = "(?<a13>" + F35 + "(?::[0-9]{1,})?)";
const F51 = "(?<a14>" + F35 + "(?::[0-9]{1,})?)";
const F52 = "(?<a18>" + F35 + "(?::[0-9]{1,})?)";
const F53 = "(?<a27>" + F35 + "(?::[0-9]{1,})?)";
const F54 = "(?<a28>" + F35 + "(?::[0-9]{1,})?)";
const F55 = "(?<a31>" + F35 + "(?::[0-9]{1,})?)";
const F56 = "(?<a32>" + F35 + "(?::[0-9]{1,})?)";
const F57 = "(?=" + F45 + ")";
const F58 = "(?=" + F46 + ")";
const F59 = "(?=" + F47 + ")";
const F60 = "(?=" + F48 + ")";
const F62 = "(?=" + F49 + ")";
const F63 = "(?=" + F50 + ")";
const F64 = "(?=" + F51 + ")";
const F65 = "(?=" + F52 + ")";
const F66 = "(?=" + F53 + ")";
const F67 = "(?=" + F54 + ")";
const F68 = "(?=" + F55 + ")";
const F69 = "(?=" + F56 + ")";
const F70 = "(?:\\?(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F8 + "{0,})";
const F72 = "(?:" + F9 + "?" + F10 + "{0,}|)";
const F75 = "(?<a12>" + F9 + "?" + F10 + "{0,})";
const F76 = "(?<a30>" + F9 + "?" + F10 + "{0,})";
const F78 = "(?=" + F75 + ")";
const F79 = "(?=" + F76 + ")";
const F81 = "(?:[0-9]{1,}=" + F78 + "\\k<a12>;)";
const F82 = "(?:[0-9]{1,}=" + F79 + "\\k<a30>;)";
const F84 = "(?:\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})" + F72 + ")";
const F85 = "(?:" + F3 + "\\k<a2>%00(?=(?<a1>[0-9]{1,}))\\k<a1>(?=(?<a0>(?:[a-zA-Z0-9]{1,})?))\\k<a0>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]|%[0-9A-Fa-f]{2}))|" + F9 + "?" + F10 + "{0,})";
const F86 = "(?:" + F4 + "\\k<a8>%00(?=(?<a7>[0-9]{1,}))\\k<a7>(?=(?<a6>(?:[a-zA-Z0-9]{1,})?))\\k<a6>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]|%[0-9A-Fa-f]{2}))|" + F9 + "?" + F10 + "{0,})";
const F87 = "(?:" + F5 + "\\k<a26>%00(?=(?<a25>[0-9]{1,}))\\k<a25>(?=(?<a24>(?:[a-zA-Z0-9]{1,})?))\\k<a24>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),+\\/]|%[0-9A-Fa-f]{2}))|" + F9 + "?" + F10 + "{0,})";
const F88 = "(?:[a-zA-Z0-9\\-_.+]{1,}(?=(?<a1>(?::[a-zA-Z0-9\\-_.+]{1,})?))\\k<a1>@" + F57 + "\\k<a0>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2}))|" + F35 + "(?::[0-9]{1,})?)";
const F89 = "(?:[a-zA-Z0-9\\-_.+]{1,}(?=(?<a11>(?::[a-zA-Z0-9\\-_.+]{1,})?))\\k<a11>@" + F62 + "\\k<a10>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2}))|" + F35 + "(?::[0-9]{1,})?)";
const F90 = "(?:[a-zA-Z0-9\\-_.+]{1,}(?=(?<a19>(?::[a-zA-Z0-9\\-_.+]{1,})?))\\k<a19>@" + F65 + "\\k<a18>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2}))|" + F35 + "(?::[0-9]{1,})?)";
const F91 = "(?:[a-zA-Z0-9\\-_.+]{1,}(?=(?<a29>(?::[a-zA-Z0-9\\-_.+]{1,})?))\\k<a29>@" + F67 + "\\k<a28>(?!(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2}))|" + F35 + "(?::[0-9]{1,})?)";
const F92 = "(?<a2>" + F88 + ")";
const F93 = "(?=" + F92 + ")";
const F94 = "(?<a20>" + F90 + ")";
const F95 = "(?=" + F94 + ")";
const F96 = "prospero:\\/\\/" + F59 + "\\k<a3>\\/" + F85;
const F97 = "(?:" + F36 + "\\k<a0>@" + F35 + "|(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*" + F20 + "\\k<a1>@" + F35 + ")";
const F98 = "(?:" + F37 + "\\k<a3>@" + F35 + "|(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*" + F21 + "\\k<a4>@" + F35 + ")";
const F99 = "(?:" + F41 + "\\k<a21>@" + F35 + "|(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.&!*\"'(),]*)*" + F23 + "\\k<a22>@" + F35 + ")";
const F100 = "(?:" + F97 + "|\\*|[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F101 = "(?:" + F98 + "|\\*|[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F102 = "(?:" + F99 + "|\\*|[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F103 = "(?:wais:\\/\\/" + F58 + "\\k<a1>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/" + F80 + "{1,}|wais:\\/\\/(?=(?<a2>" + F35 + "(?::[0-9]{1,})?))\\k<a2>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F70 + "?)";
const F104 = "(?:wais:\\/\\/" + F63 + "\\k<a13>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/" + F81 + "{1,}|wais:\\/\\/" + F64 + "\\k<a14>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F70 + "?)";
const F105 = "(?:wais:\\/\\/" + F68 + "\\k<a31>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/" + F82 + "{1,}|wais:\\/\\/" + F69 + "\\k<a32>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F70 + "?)";
const F106 = "(?:http:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F73 + "?" + F70 + "?|ftp:\\/\\/" + F93 + "\\k<a2>\\/" + F9 + "?" + F10 + "{0,}(?:(?:A[NTC]|E[NTC]|I|L[0-9]{1,}))?|news:" + F101 + "|nntp:" + F22 + "\\k<a5>\\/[0-9]{1,}|prospero:\\/\\/" + F60 + "\\k<a9>\\/" + F86 + "|telnet:\\/\\/" + F89 + "|gopher:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F84 + "?|" + F104 + "|mailto:" + F38 + "\\k<a15>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}|mid:" + F39 + "\\k<a16>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}|cid:" + F40 + "\\k<a17>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F107 = "(?:http:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F73 + "?" + F70 + "?|ftp:\\/\\/" + F95 + "\\k<a20>\\/" + F9 + "?" + F10 + "{0,}(?:(?:A[NTC]|E[NTC]|I|L[0-9]{1,}))?|news:" + F102 + "|nntp:" + F24 + "\\k<a23>\\/[0-9]{1,}|prospero:\\/\\/" + F66 + "\\k<a27>\\/" + F87 + "|telnet:\\/\\/" + F91 + "|gopher:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F84 + "?|" + F105 + "|mailto:" + F42 + "\\k<a33>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}|mid:" + F43 + "\\k<a34>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}|cid:" + F44 + "\\k<a35>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,})";
const F108 = "(?:url:" + F106 + "|" + F107 + ")";
const F109 = "(?:(?=(?=(?<a36>(?:http|ftp|news|nntp|prospero|telnet|gopher|wais|mailto|mid|cid|url)))\\k<a36>:)" + F108 + "|(?!(?=(?<a37>(?:http|ftp|news|nntp|prospero|telnet|gopher|wais|mailto|mid|cid|url)))\\k<a37>:)[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*:" + F9 + "?" + F10 + "{0,}" + F70 + "?)";
const K0 = new Fused(F109 + "(?:#(?:(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*)?)?", "(?!)", ":");
const K1 = new Fused(F109, "(?!)", ":");
const K2 = new Fused(F71);
const K3 = new Fused(F61);
const K4 = bits("000000006d77ff30ffffff78efffff70");
const K5 = /(?:[a-zA-Z0-9$\-_@.&!*"'(),]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000006df7ff30ffffff78efffff70");
const K7 = /(?:[a-zA-Z0-9$\-_@.&!*"'(),+]+|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("0000000000000000efffff70efffff70");
const K9 = bits("000000000000ff300000000000000000");
const K10 = bits("00000000050600001000000800000000");
const K11 = bits("00000000687100000000000000000000");
const K12 = bits("00000000900800ca0000000000000000");
const K13 = bits("000000000000ff30e7000000e7000000");
const K14 = bits("00000000000000000000008700000087");
const K15 = bits("00000000000000050000000000000000");
const K16 = new Fused("url:" + F106, "(?!)", ":");
const K17 = new Fused(F106, "(?!)", ":");
const K18 = new Fused("http:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F73 + "?" + F70 + "?");
const K19 = new Fused("ftp:\\/\\/" + F93 + "\\k<a2>\\/" + F9 + "?" + F10 + "{0,}(?:(?:A[NTC]|E[NTC]|I|L[0-9]{1,}))?");
const K20 = new Fused("afs:\\/\\/" + F19 + "\\k<a0>\\/" + F9 + "?" + F10 + "{0,}");
const K21 = new Fused("news:" + F100);
const K22 = new Fused("nntp:" + F19 + "\\k<a0>\\/[0-9]{1,}");
const K23 = new Fused("mid:" + F36 + "\\k<a0>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}");
const K24 = new Fused("cid:" + F36 + "\\k<a0>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}");
const K25 = new Fused("mailto:" + F36 + "\\k<a0>@[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*(?:\\.[a-zA-Z][a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*){0,}");
const K26 = new Fused(F103);
const K27 = new Fused("wais:\\/\\/" + F57 + "\\k<a0>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*" + F70 + "?");
const K28 = new Fused("wais:\\/\\/" + F58 + "\\k<a1>\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/(?:[a-zA-Z0-9$\\-_@.&!*\"'(),]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_@.&!*\"'(),]*)*\\/" + F80 + "{1,}");
const K29 = new Fused(F83);
const K30 = new Fused(F100);
const K31 = new Fused(F12);
const K32 = new Fused(F97);
const K33 = new Fused(F96);
const K34 = new Fused(F96);
const K35 = new Fused(F71);
const K36 = /[a-zA-Z0-9]+/y;
const K37 = bits("000000000000ff30efffff70efffff70");
const K38 = new Fused("telnet:\\/\\/" + F88);
const K39 = new Fused("gopher:\\/\\/" + F35 + "(?::[0-9]{1,})?" + F84 + "?");
const K40 = new Fused(F88);
const K41 = new Fused(F35 + "(?::[0-9]{1,})?");
const K42 = new Fused(F35);
const K43 = new Fused("(?:A[NTC]|E[NTC]|I|L[0-9]{1,})");
const K44 = bits("00000000000000008004010000000000");
const K45 = new Fused(F12);
const K46 = new Fused(F12);
const K47 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K48 = new Fused(F71);
const K49 = /[a-zA-Z0-9\-_.+]+/y;
const K50 = bits("000000000086ff30efffff78efffff70");
const K51 = /[0-9]+/y;
// fragmentaddress
function r_fragmentaddress(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["fragmentaddress"](input, i);
}

// uri
function r_uri(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["uri"](input, i);
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_ialpha(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["path"](input, i);
}

// search
function r_search(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["search"](input, i);
}

// fragmentid
function r_fragmentid(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// xalpha
function r_xalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xalphas
function r_xalphas(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K4[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// xpalpha
function r_xpalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// xpalphas
function r_xpalphas(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// ialpha
function r_ialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K8[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K4[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
        }
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K8[c] === 1)) p++;
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
        if ((c < 128 && K9[c] === 1)) p++;
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
        if ((c < 128 && K10[c] === 1)) p++;
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
        if ((c < 128 && K11[c] === 1)) p++;
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
        if ((c < 128 && K12[c] === 1)) p++;
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
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
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
        if ((c < 128 && K13[c] === 1)) p++;
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
        if ((c < 128 && K14[c] === 1)) p++;
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
        if ((c < 128 && K15[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// void
function r_void(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    return p;
  }
  return -1;
}

// prefixedurl
function r_prefixedurl(input, i) {
  return input.length <= 65536 ? K16.match(input, i) : S()["prefixedurl"](input, i);
}

// url
function r_url(input, i) {
  return input.length <= 65536 ? K17.match(input, i) : S()["url"](input, i);
}

// httpaddress
function r_httpaddress(input, i) {
  return input.length <= 65536 ? K18.match(input, i) : S()["httpaddress"](input, i);
}

// ftpaddress
function r_ftpaddress(input, i) {
  return input.length <= 65536 ? K19.match(input, i) : S()["ftpaddress"](input, i);
}

// afsaddress
function r_afsaddress(input, i) {
  return input.length <= 65536 ? K20.match(input, i) : S()["afsaddress"](input, i);
}

// newsaddress
function r_newsaddress(input, i) {
  return input.length <= 65536 ? K21.match(input, i) : S()["newsaddress"](input, i);
}

// nntpaddress
function r_nntpaddress(input, i) {
  return input.length <= 65536 ? K22.match(input, i) : S()["nntpaddress"](input, i);
}

// midaddress
function r_midaddress(input, i) {
  return input.length <= 65536 ? K23.match(input, i) : S()["midaddress"](input, i);
}

// cidaddress
function r_cidaddress(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["cidaddress"](input, i);
}

// mailtoaddress
function r_mailtoaddress(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["mailtoaddress"](input, i);
}

// waisaddress
function r_waisaddress(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["waisaddress"](input, i);
}

// waisindex
function r_waisindex(input, i) {
  return input.length <= 65536 ? K27.match(input, i) : S()["waisindex"](input, i);
}

// waisdoc
function r_waisdoc(input, i) {
  return input.length <= 65536 ? K28.match(input, i) : S()["waisdoc"](input, i);
}

// wpath
function r_wpath(input, i) {
  return input.length <= 65536 ? K29.match(input, i) : S()["wpath"](input, i);
}

// groupart
function r_groupart(input, i) {
  return input.length <= 65536 ? K30.match(input, i) : S()["groupart"](input, i);
}

// group
function r_group(input, i) {
  return input.length <= 65536 ? K31.match(input, i) : S()["group"](input, i);
}

// article
function r_article(input, i) {
  return input.length <= 65536 ? K32.match(input, i) : S()["article"](input, i);
}

// database
function r_database(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// wtype
function r_wtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_xalphas(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// prosperoaddress
function r_prosperoaddress(input, i) {
  return input.length <= 65536 ? K33.match(input, i) : S()["prosperoaddress"](input, i);
}

// prosperolink
function r_prosperolink(input, i) {
  return input.length <= 65536 ? K34.match(input, i) : S()["prosperolink"](input, i);
}

// hsoname
function r_hsoname(input, i) {
  return input.length <= 65536 ? K35.match(input, i) : S()["hsoname"](input, i);
}

// version
function r_version(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_digits(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// attributes
function r_attributes(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K37[c] === 1)) {
            p = Fused.run(K36, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// attribute
function r_attribute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_alphanums(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// telnetaddress
function r_telnetaddress(input, i) {
  return input.length <= 65536 ? K38.match(input, i) : S()["telnetaddress"](input, i);
}

// gopheraddress
function r_gopheraddress(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["gopheraddress"](input, i);
}

// login
function r_login(input, i) {
  return input.length <= 65536 ? K40.match(input, i) : S()["login"](input, i);
}

// hostport
function r_hostport(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["hostport"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["host"](input, i);
}

// ftptype
function r_ftptype(input, i) {
  return input.length <= 65536 ? K43.match(input, i) : S()["ftptype"](input, i);
}

// formcode
function r_formcode(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K44[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// cellname
function r_cellname(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["cellname"](input, i);
}

// hostname
function r_hostname(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["hostname"](input, i);
}

// hostnumber
function r_hostnumber(input, i) {
  return input.length <= 65536 ? K47.match(input, i) : S()["hostnumber"](input, i);
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

// gcommand
function r_gcommand(input, i) {
  return input.length <= 65536 ? K48.match(input, i) : S()["gcommand"](input, i);
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
          if (p === s1) break F;
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K50[c] === 1)) {
            p = Fused.run(K49, input, p);
          }
          if (p === s1) break F;
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
          if ((c < 128 && K50[c] === 1)) {
            p = Fused.run(K49, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// gtype
function r_gtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// alphanum2
function r_alphanum2(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K50[c] === 1)) p++;
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
          if ((c < 128 && K9[c] === 1)) {
            p = Fused.run(K51, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanums
function r_alphanums(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K37[c] === 1)) {
            p = Fused.run(K36, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

return { "fragmentaddress": r_fragmentaddress, "uri": r_uri, "scheme": r_scheme, "path": r_path, "search": r_search, "fragmentid": r_fragmentid, "xalpha": r_xalpha, "xalphas": r_xalphas, "xpalpha": r_xpalpha, "xpalphas": r_xpalphas, "ialpha": r_ialpha, "alpha": r_alpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "reserved": r_reserved, "escape": r_escape, "hex": r_hex, "national": r_national, "punctuation": r_punctuation, "void": r_void, "prefixedurl": r_prefixedurl, "url": r_url, "httpaddress": r_httpaddress, "ftpaddress": r_ftpaddress, "afsaddress": r_afsaddress, "newsaddress": r_newsaddress, "nntpaddress": r_nntpaddress, "midaddress": r_midaddress, "cidaddress": r_cidaddress, "mailtoaddress": r_mailtoaddress, "waisaddress": r_waisaddress, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "wpath": r_wpath, "groupart": r_groupart, "group": r_group, "article": r_article, "database": r_database, "wtype": r_wtype, "prosperoaddress": r_prosperoaddress, "prosperolink": r_prosperolink, "hsoname": r_hsoname, "version": r_version, "attributes": r_attributes, "attribute": r_attribute, "telnetaddress": r_telnetaddress, "gopheraddress": r_gopheraddress, "login": r_login, "hostport": r_hostport, "host": r_host, "ftptype": r_ftptype, "formcode": r_formcode, "cellname": r_cellname, "hostname": r_hostname, "hostnumber": r_hostnumber, "port": r_port, "gcommand": r_gcommand, "segment": r_segment, "user": r_user, "password": r_password, "gtype": r_gtype, "alphanum2": r_alphanum2, "digits": r_digits, "alphanum": r_alphanum, "alphanums": r_alphanums };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[11,1],[5,[3,[0,"#",0],[5,[11,5]]]]], // fragmentaddress
    [4,[3,[8,[3,[4,[0,"http",0],[0,"ftp",0],[0,"news",0],[0,"nntp",0],[0,"prospero",0],[0,"telnet",0],[0,"gopher",0],[0,"wais",0],[0,"mailto",0],[0,"mid",0],[0,"cid",0],[0,"url",0]],[0,":",0]]],[4,[11,21],[11,22]]],[3,[7,[3,[4,[0,"http",0],[0,"ftp",0],[0,"news",0],[0,"nntp",0],[0,"prospero",0],[0,"telnet",0],[0,"gopher",0],[0,"wais",0],[0,"mailto",0],[0,"mid",0],[0,"cid",0],[0,"url",0]],[0,":",0]]],[11,2],[0,":",0],[11,3],[5,[3,[0,"?",0],[11,4]]]]], // uri
    [11,10], // scheme
    [3,[5,[11,58]],[6,[3,[0,"/",0],[5,[11,58]]],0,-1]], // path
    [3,[11,7],[6,[3,[0,"+",0],[11,7]],0,-1]], // search
    [11,7], // fragmentid
    [1,0], // xalpha
    [2,0,1,-1], // xalphas
    [1,1], // xpalpha
    [2,1,1,-1], // xpalphas
    [3,[1,2],[2,0,0,-1]], // ialpha
    [1,2], // alpha
    [1,3], // digit
    [1,4], // safe
    [1,5], // extra
    [1,6], // reserved
    [3,[0,"%",0],[1,7],[1,7]], // escape
    [1,7], // hex
    [1,8], // national
    [1,9], // punctuation
    [0,"",0], // void
    [3,[3,[0,"url",0],[0,":",0]],[11,22]], // prefixedurl
    [4,[11,23],[11,24],[11,26],[11,27],[11,40],[11,46],[11,47],[11,31],[11,30],[11,28],[11,29]], // url
    [3,[3,[0,"http",0],[0,":",0]],[0,"//",0],[11,49],[5,[3,[0,"/",0],[11,3]]],[5,[3,[0,"?",0],[11,4]]]], // httpaddress
    [3,[3,[0,"ftp",0],[0,":",0]],[0,"//",0],[11,48],[0,"/",0],[11,3],[5,[11,51]]], // ftpaddress
    [3,[3,[0,"afs",0],[0,":",0]],[0,"//",0],[11,53],[0,"/",0],[11,3]], // afsaddress
    [3,[3,[0,"news",0],[0,":",0]],[11,35]], // newsaddress
    [3,[3,[0,"nntp",0],[0,":",0]],[11,36],[0,"/",0],[11,63]], // nntpaddress
    [3,[3,[0,"mid",0],[0,":",0]],[3,[1,0],[2,10,0,-1],[6,[3,[0,"@",0],[7,[1,2]],[2,10,0,-1]],0,-1]],[0,"@",0],[11,54]], // midaddress
    [3,[3,[0,"cid",0],[0,":",0]],[3,[1,0],[2,10,0,-1],[6,[3,[0,"@",0],[7,[1,2]],[2,10,0,-1]],0,-1]],[0,"@",0],[11,54]], // cidaddress
    [3,[3,[0,"mailto",0],[0,":",0]],[3,[1,0],[2,10,0,-1],[6,[3,[0,"@",0],[7,[1,2]],[2,10,0,-1]],0,-1]],[0,"@",0],[11,54]], // mailtoaddress
    [4,[11,33],[11,32]], // waisaddress
    [3,[3,[0,"wais",0],[0,":",0]],[0,"//",0],[11,49],[0,"/",0],[11,38],[5,[3,[0,"?",0],[11,4]]]], // waisindex
    [3,[3,[0,"wais",0],[0,":",0]],[0,"//",0],[11,49],[0,"/",0],[11,38],[0,"/",0],[11,39],[0,"/",0],[11,34]], // waisdoc
    [6,[3,[11,63],[0,"=",0],[11,3],[0,";",0]],1,-1], // wpath
    [4,[11,37],[0,"*",0],[11,36]], // groupart
    [3,[11,10],[6,[3,[0,".",0],[11,10]],0,-1]], // group
    [4,[3,[3,[1,0],[2,10,0,-1],[6,[3,[0,"@",0],[7,[1,2]],[2,10,0,-1]],0,-1]],[0,"@",0],[11,50]],[3,[1,0],[2,10,0,-1],[6,[3,[0,"@",0],[7,[3,[11,55],[7,[1,0]]]],[2,10,0,-1]],0,-1],[0,"@",0],[11,50]]], // article
    [11,7], // database
    [11,7], // wtype
    [11,41], // prosperoaddress
    [3,[3,[0,"prospero",0],[0,":",0]],[0,"//",0],[11,49],[0,"/",0],[4,[3,[10,"hsoname",[3,[2,11,0,-1],[6,[3,[7,[0,"%00",0]],[1,12],[2,11,0,-1]],0,-1]]],[3,[0,"%00",0],[11,43],[5,[11,44]],[7,[1,13]]]],[11,42]]], // prosperolink
    [11,3], // hsoname
    [11,63], // version
    [2,14,1,-1], // attributes
    [11,65], // attribute
    [3,[3,[0,"telnet",0],[0,":",0]],[0,"//",0],[11,48]], // telnetaddress
    [3,[3,[0,"gopher",0],[0,":",0]],[0,"//",0],[11,49],[5,[3,[0,"/",0],[11,61],[5,[11,57]]]]], // gopheraddress
    [4,[3,[11,59],[5,[3,[0,":",0],[11,60]]],[0,"@",0],[11,49],[7,[1,0]]],[11,49]], // login
    [3,[11,50],[5,[3,[0,":",0],[11,56]]]], // hostport
    [4,[11,54],[11,55]], // host
    [4,[3,[0,"A",0],[11,52]],[3,[0,"E",0],[11,52]],[0,"I",0],[3,[0,"L",0],[11,63]]], // ftptype
    [1,15], // formcode
    [11,54], // cellname
    [3,[11,10],[6,[3,[0,".",0],[11,10]],0,-1]], // hostname
    [3,[11,63],[0,".",0],[11,63],[0,".",0],[11,63],[0,".",0],[11,63]], // hostnumber
    [11,63], // port
    [11,3], // gcommand
    [2,1,1,-1], // segment
    [2,16,1,-1], // user
    [2,16,1,-1], // password
    [1,0], // gtype
    [1,16], // alphanum2
    [2,3,1,-1], // digits
    [1,14], // alphanum
    [2,14,1,-1], // alphanums
  ],
  sets: [
    ["xalpha", "000000006d77ff30ffffff78efffff70", "", "", 1],
    ["xpalpha", "000000006df7ff30ffffff78efffff70", "", "", 1],
    ["alpha", "0000000000000000efffff70efffff70", "", "", 0],
    ["digit", "000000000000ff300000000000000000", "", "", 0],
    ["safe", "00000000050600001000000800000000", "", "", 0],
    ["extra", "00000000687100000000000000000000", "", "", 0],
    ["reserved", "00000000900800ca0000000000000000", "", "", 0],
    ["hex", "000000000000ff30e7000000e7000000", "", "", 0],
    ["national", "00000000000000000000008700000087", "", "", 0],
    ["punctuation", "00000000000000050000000000000000", "", "", 0],
    ["xalpha", "000000006d77ff30efffff78efffff70", "", "", 1],
    ["xpalpha", "000000006dffff30ffffff78efffff70", "", "", 0],
    ["escape", "00000000000000000000000000000000", "", "", 1],
    ["path", "000000006dffff30ffffff78efffff70", "", "", 1],
    ["alphanum", "000000000000ff30efffff70efffff70", "", "", 0],
    ["formcode", "00000000000000008004010000000000", "", "", 0],
    ["alphanum2", "000000000086ff30efffff78efffff70", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
