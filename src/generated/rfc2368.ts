/*
 * GENERATED FILE — do not edit. The grammar "rfc2368", compiled at build time
 * from grammars/rfc2368.ts: rfc2368Grammar(k).
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
  id: "rfc2368",
  name: "rfc2368",
  rules: [
    ["mailtoURL","mailtoURL","2"],
    ["to","to","2"],
    ["headers","headers","2"],
    ["header","header","2"],
    ["hname","hname","2"],
    ["hvalue","hvalue","2"],
    ["#mailbox","#mailbox","RFC 822 §2.7"],
    ["mailbox","mailbox","RFC 822 §6.1"],
    ["route-addr","routeAddr","RFC 822 §6.1"],
    ["route","route","RFC 822 §6.1"],
    ["addr-spec","addrSpec","RFC 822 §6.1"],
    ["local-part","localPart","RFC 822 §6.1"],
    ["domain","domain","RFC 822 §6.1"],
    ["sub-domain","subDomain","RFC 822 §6.1"],
    ["domain-ref","domainRef","RFC 822 §6.1"],
    ["atom","atom","RFC 822 §3.3"],
    ["quoted-string","quotedString","RFC 822 §3.3"],
    ["qtext","qtext","RFC 822 §3.3"],
    ["domain-literal","domainLiteral","RFC 822 §3.3"],
    ["dtext","dtext","RFC 822 §3.3"],
    ["comment","comment","RFC 822 §3.3"],
    ["ctext","ctext","RFC 822 §3.3"],
    ["quoted-pair","quotedPair","RFC 822 §3.3"],
    ["phrase","phrase","RFC 822 §3.3"],
    ["word","word","RFC 822 §3.3"],
    ["linear-white-space","linearWhiteSpace","RFC 822 §3.3"],
    ["LWSP-char","LWSPChar","RFC 822 §3.3"],
  ],
  captured: ["mailtoURL","to","header","hname","hvalue","mailbox","addr-spec","phrase","route"],
  capturedNames: ["mailtoURL","to","header","hname","hvalue","mailbox","route","addr-spec","phrase"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["mailtoURL = \"mailto:\" [ to ] [ headers ]"],
    ["to = #mailbox"],
    ["headers = \"?\" header *( \"&\" header )"],
    ["header = hname \"=\" hvalue"],
    ["hname = *urlc"],
    ["hvalue = *urlc"],
    ["#mailbox = [ mailbox ] *( \",\" [ mailbox ] ) ; <l>#<m>element, null elements allowed","#mailbox = [ mailbox ] *( \",\" [ mailbox ] )"],
    ["mailbox = addr-spec ; simple address / phrase route-addr ; name & addr-spec","mailbox = addr-spec / phrase route-addr"],
    ["route-addr = \"<\" [route] addr-spec \">\""],
    ["route = 1#(\"@\" domain) \":\" ; path-relative","route = 1#(\"@\" domain) \":\""],
    ["addr-spec = local-part \"@\" domain ; global address","addr-spec = local-part \"@\" domain"],
    ["local-part = word *(\".\" word) ; uninterpreted ; case-preserved","local-part = word *(\".\" word)"],
    ["domain = sub-domain *(\".\" sub-domain)"],
    ["sub-domain = domain-ref / domain-literal"],
    ["domain-ref = atom ; symbolic reference","domain-ref = atom"],
    ["atom = 1*<any CHAR except specials, SPACE and CTLs>"],
    ["quoted-string = <\"> *(qtext/quoted-pair) <\">; Regular qtext or ; quoted chars.","quoted-string = <\"> *(qtext/quoted-pair) <\">"],
    ["qtext = <any CHAR excepting <\">, ; => may be folded \"\\\" & CR, and including linear-white-space>","qtext = <any CHAR excepting <\">, \"\\\" & CR, and including linear-white-space>"],
    ["domain-literal = \"[\" *(dtext / quoted-pair) \"]\""],
    ["dtext = <any CHAR excluding \"[\", ; => may be folded \"]\", \"\\\" & CR, & including linear-white-space>"],
    ["comment = \"(\" *(ctext / quoted-pair / comment) \")\""],
    ["ctext = <any CHAR excluding \"(\", ; => may be folded \")\", \"\\\" & CR, & including linear-white-space>"],
    ["quoted-pair = \"\\\" CHAR ; may quote any char","quoted-pair = \"\\\" CHAR"],
    ["phrase = 1*word ; Sequence of words","phrase = 1*word"],
    ["word = atom / quoted-string"],
    ["linear-white-space = 1*([CRLF] LWSP-char) ; semantics = SPACE ; CRLF => folding","linear-white-space = 1*([CRLF] LWSP-char)"],
    ["LWSP-char = SPACE / HTAB ; semantics = SPACE","LWSP-char = SPACE / HTAB"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?:[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$\\-_.+!*';\\/:@]+|%[0-9A-Fa-f]{2})+";
const F1 = "(?:[!#$%&'*+\\-/0-9=?A-Z^_`a-z{|}~]{1,}|\\[(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-Z\\^-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\\])";
const F2 = "(?:[!#$%&'*+\\-/0-9=?A-Z^_`a-z{|}~]{1,}|\"(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-!#-\\[\\]-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\")";

export function fast(R: Records): Matchers {
const K0 = bits("000000002bcefff0ffffff78efffff70");
const K1 = bits("00000000000000080000000000000000");
const K2 = new RegExp(F0, "y");
const K3 = bits("0000000029cefff0ffffff78efffff70");
const K4 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/:@]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("0000000029fffff0ffffff78efffff70");
const K6 = bits("00220000101000000000000000000000");
const K7 = bits("00220000100000000000000000000000");
const K8 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K9 = bits("00000000001000000000000000000000");
const K10 = bits("00000000efcaff3aefffff7cfffffff7");
const K11 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K12 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K13 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K14 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K15 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K16 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K17 = bits("00000000000000001000000000000000");
const K18 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K19 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K20 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K21 = bits("00220000101100000000000000000000");
const K22 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K23 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K24 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K25 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K26 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K27 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K28 = new Fused(F2);
const K29 = bits("00220000101400000000000000000000");
const K30 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K31 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K32 = new Fused(F2);
const K33 = new Fused(F1);
const K34 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K35 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K36 = new Fused(F1);
const K37 = new Fused(F1);
const K38 = bits("00000000afcaff3aefffff7cfffffff7");
const K39 = bits("00000000000000000000008000000000");
const K40 = /[!#$%&'*+\-/0-9=?A-Z^_`a-z{|}~]+/y;
const K41 = bits("00000000afcaff3aefffff7cfffffff7");
const K42 = new Fused("\"(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-!#-\\[\\]-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\"");
const K43 = bits("fffdffffbfffffffffffffffffffffff");
const K44 = bits("fffdffffbffffffffffffffeffffffff");
const K45 = bits("00000000000000000000000100000000");
const K46 = /[\u0000-\u000c\u000e-!#-\[\]-\u007f]+/y;
const K47 = bits("fffdffffbffffffffffffffeffffffff");
const K48 = new Fused("\\[(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-Z\\^-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\\]");
const K49 = bits("fffdffffffffffffffffff7dffffffff");
const K50 = bits("fffdffffffffffffffffff7cffffffff");
const K51 = /[\u0000-\u000c\u000e-Z\^-\u007f]+/y;
const K52 = bits("fffdffffffffffffffffff7cffffffff");
const K53 = bits("fffdffffffdfffffffffffffffffffff");
const K54 = bits("fffdffffffcffffffffffffeffffffff");
const K55 = /[\u0000-\u000c\u000e-'*-\[\]-\u007f]+/y;
const K56 = bits("fffdffffffcffffffffffffeffffffff");
const K57 = bits("ffffffffffffffffffffffffffffffff");
const K58 = new Fused(F2);
const K59 = bits("00220000ffdaff3aefffff7cfffffff7");
const K60 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K61 = new Fused(F2);
const K62 = new Fused(F2);
const K63 = bits("00000000400000000000000000000000");
const K64 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K65 = bits("00200000100000000000000000000000");
// mailtoURL
function r_mailtoURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 109 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 108 || (input.charCodeAt(p + 4) | 32) !== 116 || (input.charCodeAt(p + 5) | 32) !== 111 || input.charCodeAt(p + 6) !== 58) break F;
        p += 7;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
            t = r_to(input, p);
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
            if (!(c < 128 && K1[c] === 1)) break O2_f;
            t = r_headers(input, p);
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

// to
function r_to(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K3[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// headers
function r_headers(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 63) break F;
        p += 1;
        t = r_header(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              if (input.charCodeAt(p) !== 38) break M1_f;
              p += 1;
              t = r_header(input, p);
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
    return p;
  }
  return -1;
}

// header
function r_header(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_hname(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_hvalue(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hname
function r_hname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            p = Fused.run(K4, input, p);
          }
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hvalue
function r_hvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            p = Fused.run(K4, input, p);
          }
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// #mailbox
function r__mailbox(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M1_f;
              A2: {
                const s2 = p, m2 = R.top;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K8.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2; R.top = m2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
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
        O3: {
          const s3 = p, m3 = R.top;
          O3_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break O3_f;
            t = r_mailbox(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3; R.top = m3;
        }
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p, m4 = R.top;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M4_f;
              A5: {
                const s5 = p, m5 = R.top;
                A5_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A5_0;
                  if (input.length <= 65536) {
                    t = K11.match(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  }
                  break A5;
                }
                p = s5; R.top = m5;
                A5_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A5_1;
                  t = r_comment(input, p);
                  if (t < 0) break A5_1;
                  p = t;
                  break A5;
                }
                p = s5; R.top = m5;
                break M4_f;
              }
              if (p === s4) { R.top = m4; break M4; }
              n4++;
              continue M4;
            }
            p = s4; R.top = m4;
            break;
          }
        }
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p, m6 = R.top;
            M6_f: {
              if (input.charCodeAt(p) !== 44) break M6_f;
              p += 1;
              {
                let n7 = 0;
                M7: for (;;) {
                  const s7 = p, m7 = R.top;
                  M7_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M7_f;
                    A8: {
                      const s8 = p, m8 = R.top;
                      A8_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A8_0;
                        if (input.length <= 65536) {
                          t = K12.match(input, p);
                          if (t < 0) break A8_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A8_0;
                          p = t;
                        }
                        break A8;
                      }
                      p = s8; R.top = m8;
                      A8_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A8_1;
                        t = r_comment(input, p);
                        if (t < 0) break A8_1;
                        p = t;
                        break A8;
                      }
                      p = s8; R.top = m8;
                      break M7_f;
                    }
                    if (p === s7) { R.top = m7; break M7; }
                    n7++;
                    continue M7;
                  }
                  p = s7; R.top = m7;
                  break;
                }
              }
              O9: {
                const s9 = p, m9 = R.top;
                O9_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break O9_f;
                  t = r_mailbox(input, p);
                  if (t < 0) break O9_f;
                  p = t;
                  break O9;
                }
                p = s9; R.top = m9;
              }
              {
                let n10 = 0;
                M10: for (;;) {
                  const s10 = p, m10 = R.top;
                  M10_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M10_f;
                    A11: {
                      const s11 = p, m11 = R.top;
                      A11_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A11_0;
                        if (input.length <= 65536) {
                          t = K13.match(input, p);
                          if (t < 0) break A11_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A11_0;
                          p = t;
                        }
                        break A11;
                      }
                      p = s11; R.top = m11;
                      A11_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A11_1;
                        t = r_comment(input, p);
                        if (t < 0) break A11_1;
                        p = t;
                        break A11;
                      }
                      p = s11; R.top = m11;
                      break M10_f;
                    }
                    if (p === s10) { R.top = m10; break M10; }
                    n10++;
                    continue M10;
                  }
                  p = s10; R.top = m10;
                  break;
                }
              }
              if (p === s6) { R.top = m6; break M6; }
              n6++;
              continue M6;
            }
            p = s6; R.top = m6;
            break;
          }
        }
    return p;
  }
  return -1;
}

// mailbox
function r_mailbox(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break A1_0;
            t = r_addrSpec(input, p);
            if (t < 0) break A1_0;
            p = t;
            L2_ok: {
              const s2 = p, m2 = R.top;
              L2: {
                {
                  let n3 = 0;
                  M3: for (;;) {
                    const s3 = p, m3 = R.top;
                    M3_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K6[c] === 1)) break M3_f;
                      A4: {
                        const s4 = p, m4 = R.top;
                        A4_0: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K7[c] === 1)) break A4_0;
                          if (input.length <= 65536) {
                            t = K14.match(input, p);
                            if (t < 0) break A4_0;
                            p = t;
                          } else {
                            t = r_linearWhiteSpace(input, p);
                            if (t < 0) break A4_0;
                            p = t;
                          }
                          break A4;
                        }
                        p = s4; R.top = m4;
                        A4_1: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K9[c] === 1)) break A4_1;
                          t = r_comment(input, p);
                          if (t < 0) break A4_1;
                          p = t;
                          break A4;
                        }
                        p = s4; R.top = m4;
                        break M3_f;
                      }
                      if (p === s3) { R.top = m3; break M3; }
                      n3++;
                      continue M3;
                    }
                    p = s3; R.top = m3;
                    break;
                  }
                }
                A5: {
                  const s5 = p, m5 = R.top;
                  A5_0: {
                    if (input.charCodeAt(p) !== 44) break A5_0;
                    p += 1;
                    break A5;
                  }
                  p = s5; R.top = m5;
                  A5_1: {
                    if (p !== input.length) break A5_1;
                    break A5;
                  }
                  p = s5; R.top = m5;
                  break L2;
                }
                p = s2; R.top = m2;
                break L2_ok;
              }
              p = s2; R.top = m2;
              break A1_0;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break A1_1;
            t = r_phrase(input, p);
            if (t < 0) break A1_1;
            p = t;
            {
              let n6 = 0;
              M6: for (;;) {
                const s6 = p, m6 = R.top;
                M6_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K6[c] === 1)) break M6_f;
                  A7: {
                    const s7 = p, m7 = R.top;
                    A7_0: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K7[c] === 1)) break A7_0;
                      if (input.length <= 65536) {
                        t = K15.match(input, p);
                        if (t < 0) break A7_0;
                        p = t;
                      } else {
                        t = r_linearWhiteSpace(input, p);
                        if (t < 0) break A7_0;
                        p = t;
                      }
                      break A7;
                    }
                    p = s7; R.top = m7;
                    A7_1: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K9[c] === 1)) break A7_1;
                      t = r_comment(input, p);
                      if (t < 0) break A7_1;
                      p = t;
                      break A7;
                    }
                    p = s7; R.top = m7;
                    break M6_f;
                  }
                  if (p === s6) { R.top = m6; break M6; }
                  n6++;
                  continue M6;
                }
                p = s6; R.top = m6;
                break;
              }
            }
            t = r_routeAddr(input, p);
            if (t < 0) break A1_1;
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

// route-addr
function r_routeAddr(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 60) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M1_f;
              A2: {
                const s2 = p, m2 = R.top;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K16.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2; R.top = m2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
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
        O3: {
          const s3 = p, m3 = R.top;
          O3_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break O3_f;
            t = r_route(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3; R.top = m3;
        }
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p, m4 = R.top;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M4_f;
              A5: {
                const s5 = p, m5 = R.top;
                A5_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A5_0;
                  if (input.length <= 65536) {
                    t = K18.match(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  }
                  break A5;
                }
                p = s5; R.top = m5;
                A5_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A5_1;
                  t = r_comment(input, p);
                  if (t < 0) break A5_1;
                  p = t;
                  break A5;
                }
                p = s5; R.top = m5;
                break M4_f;
              }
              if (p === s4) { R.top = m4; break M4; }
              n4++;
              continue M4;
            }
            p = s4; R.top = m4;
            break;
          }
        }
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p, m6 = R.top;
            M6_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M6_f;
              A7: {
                const s7 = p, m7 = R.top;
                A7_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A7_0;
                  if (input.length <= 65536) {
                    t = K19.match(input, p);
                    if (t < 0) break A7_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A7_0;
                    p = t;
                  }
                  break A7;
                }
                p = s7; R.top = m7;
                A7_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A7_1;
                  t = r_comment(input, p);
                  if (t < 0) break A7_1;
                  p = t;
                  break A7;
                }
                p = s7; R.top = m7;
                break M6_f;
              }
              if (p === s6) { R.top = m6; break M6; }
              n6++;
              continue M6;
            }
            p = s6; R.top = m6;
            break;
          }
        }
        if (input.charCodeAt(p) !== 62) break F;
        p += 1;
    return p;
  }
  return -1;
}

// route
function r_route(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M1_f;
              A2: {
                const s2 = p, m2 = R.top;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K20.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2; R.top = m2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
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
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n3 = 0;
          M3: for (;;) {
            const s3 = p, m3 = R.top;
            M3_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K21[c] === 1)) break M3_f;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p, m4 = R.top;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p, m5 = R.top;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K22.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5; R.top = m5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5; R.top = m5;
                      break M4_f;
                    }
                    if (p === s4) { R.top = m4; break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4; R.top = m4;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 44) break M3_f;
              p += 1;
              {
                let n6 = 0;
                M6: for (;;) {
                  const s6 = p, m6 = R.top;
                  M6_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M6_f;
                    A7: {
                      const s7 = p, m7 = R.top;
                      A7_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A7_0;
                        if (input.length <= 65536) {
                          t = K23.match(input, p);
                          if (t < 0) break A7_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A7_0;
                          p = t;
                        }
                        break A7;
                      }
                      p = s7; R.top = m7;
                      A7_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A7_1;
                        t = r_comment(input, p);
                        if (t < 0) break A7_1;
                        p = t;
                        break A7;
                      }
                      p = s7; R.top = m7;
                      break M6_f;
                    }
                    if (p === s6) { R.top = m6; break M6; }
                    n6++;
                    continue M6;
                  }
                  p = s6; R.top = m6;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 64) break M3_f;
              p += 1;
              {
                let n8 = 0;
                M8: for (;;) {
                  const s8 = p, m8 = R.top;
                  M8_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M8_f;
                    A9: {
                      const s9 = p, m9 = R.top;
                      A9_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A9_0;
                        if (input.length <= 65536) {
                          t = K24.match(input, p);
                          if (t < 0) break A9_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A9_0;
                          p = t;
                        }
                        break A9;
                      }
                      p = s9; R.top = m9;
                      A9_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A9_1;
                        t = r_comment(input, p);
                        if (t < 0) break A9_1;
                        p = t;
                        break A9;
                      }
                      p = s9; R.top = m9;
                      break M8_f;
                    }
                    if (p === s8) { R.top = m8; break M8; }
                    n8++;
                    continue M8;
                  }
                  p = s8; R.top = m8;
                  break;
                }
              }
              t = r_domain(input, p);
              if (t < 0) break M3_f;
              p = t;
              if (p === s3) { R.top = m3; break M3; }
              n3++;
              continue M3;
            }
            p = s3; R.top = m3;
            break;
          }
        }
        {
          let n10 = 0;
          M10: for (;;) {
            const s10 = p, m10 = R.top;
            M10_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M10_f;
              A11: {
                const s11 = p, m11 = R.top;
                A11_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A11_0;
                  if (input.length <= 65536) {
                    t = K25.match(input, p);
                    if (t < 0) break A11_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A11_0;
                    p = t;
                  }
                  break A11;
                }
                p = s11; R.top = m11;
                A11_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A11_1;
                  t = r_comment(input, p);
                  if (t < 0) break A11_1;
                  p = t;
                  break A11;
                }
                p = s11; R.top = m11;
                break M10_f;
              }
              if (p === s10) { R.top = m10; break M10; }
              n10++;
              continue M10;
            }
            p = s10; R.top = m10;
            break;
          }
        }
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// addr-spec
function r_addrSpec(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_localPart(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M1_f;
              A2: {
                const s2 = p, m2 = R.top;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K26.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2; R.top = m2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
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
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n3 = 0;
          M3: for (;;) {
            const s3 = p, m3 = R.top;
            M3_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K6[c] === 1)) break M3_f;
              A4: {
                const s4 = p, m4 = R.top;
                A4_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break A4_0;
                  if (input.length <= 65536) {
                    t = K27.match(input, p);
                    if (t < 0) break A4_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A4_0;
                    p = t;
                  }
                  break A4;
                }
                p = s4; R.top = m4;
                A4_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A4_1;
                  t = r_comment(input, p);
                  if (t < 0) break A4_1;
                  p = t;
                  break A4;
                }
                p = s4; R.top = m4;
                break M3_f;
              }
              if (p === s3) { R.top = m3; break M3; }
              n3++;
              continue M3;
            }
            p = s3; R.top = m3;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// local-part
function r_localPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.length <= 65536) {
          t = K28.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K29[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p, m3 = R.top;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K30.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      break M2_f;
                    }
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M1_f;
              p += 1;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p, m4 = R.top;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p, m5 = R.top;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K31.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5; R.top = m5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5; R.top = m5;
                      break M4_f;
                    }
                    if (p === s4) { R.top = m4; break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4; R.top = m4;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K32.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) { R.top = m1; break M1; }
              n1++;
              continue M1;
            }
            p = s1; R.top = m1;
            break;
          }
        }
    return p;
  }
  return -1;
}

// domain
function r_domain(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.length <= 65536) {
          t = K33.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_subDomain(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K29[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p, m3 = R.top;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K34.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      break M2_f;
                    }
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M1_f;
              p += 1;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p, m4 = R.top;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p, m5 = R.top;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K35.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5; R.top = m5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5; R.top = m5;
                      break M4_f;
                    }
                    if (p === s4) { R.top = m4; break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4; R.top = m4;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K36.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_subDomain(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) { R.top = m1; break M1; }
              n1++;
              continue M1;
            }
            p = s1; R.top = m1;
            break;
          }
        }
    return p;
  }
  return -1;
}

// sub-domain
function r_subDomain(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K37.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K38[c] === 1)) break A1_0;
              t = r_domainRef(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K39[c] === 1)) break A1_1;
              t = r_domainLiteral(input, p);
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

// domain-ref
function r_domainRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_atom(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// atom
function r_atom(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
            p = Fused.run(K40, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// quoted-string
function r_quotedString(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K42.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 34) break F;
          p += 1;
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K43[c] === 1)) break M1_f;
                A2: {
                  const s2 = p, m2 = R.top;
                  A2_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K44[c] === 1)) break A2_0;
                    t = r_qtext(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                    break A2;
                  }
                  p = s2; R.top = m2;
                  A2_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K45[c] === 1)) break A2_1;
                    t = r_quotedPair(input, p);
                    if (t < 0) break A2_1;
                    p = t;
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
          if (input.charCodeAt(p) !== 34) break F;
          p += 1;
    }
    return p;
  }
  return -1;
}

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K47[c] === 1)) {
            p = Fused.run(K46, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// domain-literal
function r_domainLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K48.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K49[c] === 1)) break M1_f;
                A2: {
                  const s2 = p, m2 = R.top;
                  A2_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K50[c] === 1)) break A2_0;
                    t = r_dtext(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                    break A2;
                  }
                  p = s2; R.top = m2;
                  A2_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K45[c] === 1)) break A2_1;
                    t = r_quotedPair(input, p);
                    if (t < 0) break A2_1;
                    p = t;
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
          if (input.charCodeAt(p) !== 93) break F;
          p += 1;
    }
    return p;
  }
  return -1;
}

// dtext
function r_dtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K52[c] === 1)) {
            p = Fused.run(K51, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// comment
function r_comment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 40) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K53[c] === 1)) break M1_f;
              A2: {
                const s2 = p, m2 = R.top;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K54[c] === 1)) break A2_0;
                  t = r_ctext(input, p);
                  if (t < 0) break A2_0;
                  p = t;
                  break A2;
                }
                p = s2; R.top = m2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K45[c] === 1)) break A2_1;
                  t = r_quotedPair(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2; R.top = m2;
                A2_2: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K9[c] === 1)) break A2_2;
                  t = r_comment(input, p);
                  if (t < 0) break A2_2;
                  p = t;
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
        if (input.charCodeAt(p) !== 41) break F;
        p += 1;
    return p;
  }
  return -1;
}

// ctext
function r_ctext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K56[c] === 1)) {
            p = Fused.run(K55, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 92) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K57[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// phrase
function r_phrase(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K58.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K59[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K6[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p, m3 = R.top;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K7[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K60.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3; R.top = m3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K9[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3; R.top = m3;
                      break M2_f;
                    }
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K61.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) { R.top = m1; break M1; }
              n1++;
              continue M1;
            }
            p = s1; R.top = m1;
            break;
          }
        }
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// word
function r_word(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K62.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K38[c] === 1)) break A1_0;
              t = r_atom(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K63[c] === 1)) break A1_1;
              t = r_quotedString(input, p);
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

// linear-white-space
function r_linearWhiteSpace(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K64.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K7[c] === 1)) break M1_f;
                O2: {
                  const s2 = p, m2 = R.top;
                  O2_f: {
                    if (input.charCodeAt(p) !== 13 || input.charCodeAt(p + 1) !== 10) break O2_f;
                    p += 2;
                    break O2;
                  }
                  p = s2; R.top = m2;
                }
                t = r_LWSPChar(input, p);
                if (t < 0) break M1_f;
                p = t;
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
    return p;
  }
  return -1;
}

// LWSP-char
function r_LWSPChar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K65[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "mailtoURL": r_mailtoURL, "to": r_to, "headers": r_headers, "header": r_header, "hname": r_hname, "hvalue": r_hvalue, "#mailbox": r__mailbox, "mailbox": r_mailbox, "routeAddr": r_routeAddr, "route": r_route, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "subDomain": r_subDomain, "domainRef": r_domainRef, "atom": r_atom, "quotedString": r_quotedString, "qtext": r_qtext, "domainLiteral": r_domainLiteral, "dtext": r_dtext, "comment": r_comment, "ctext": r_ctext, "quotedPair": r_quotedPair, "phrase": r_phrase, "word": r_word, "linearWhiteSpace": r_linearWhiteSpace, "LWSPChar": r_LWSPChar };
}

export function validate(S: () => Matchers): Matchers {
const F3 = "(?:&[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*=[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*)";
const K0 = new Fused("[mM][aA][iI][lL][tT][oO]:(?:(?:[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$\\-_.+!*';\\/:@]|%[0-9A-Fa-f]{2})[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$\\-_.+!*';\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$\\-_.+!*';\\/:@]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*=[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*" + F3 + "{0,})?");
const K1 = new RegExp(F0, "y");
const K2 = bits("0000000029cefff0ffffff78efffff70");
const K3 = new Fused("\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*=[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*" + F3 + "{0,}");
const K4 = new Fused("[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*=[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/:@]*)*");
const K5 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/:@]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("0000000029fffff0ffffff78efffff70");
const K7 = bits("00220000101000000000000000000000");
const K8 = bits("00220000100000000000000000000000");
const K9 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K10 = bits("00000000001000000000000000000000");
const K11 = bits("00000000efcaff3aefffff7cfffffff7");
const K12 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K13 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K14 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K15 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K16 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K17 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K18 = bits("00000000000000001000000000000000");
const K19 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K20 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K21 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K22 = bits("00220000101100000000000000000000");
const K23 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K24 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K25 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K26 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K27 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K28 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K29 = new Fused(F2);
const K30 = bits("00220000101400000000000000000000");
const K31 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K32 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K33 = new Fused(F2);
const K34 = new Fused(F1);
const K35 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K36 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K37 = new Fused(F1);
const K38 = new Fused(F1);
const K39 = /[!#$%&'*+\-/0-9=?A-Z^_`a-z{|}~]+/y;
const K40 = bits("00000000afcaff3aefffff7cfffffff7");
const K41 = new Fused("\"(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-!#-\\[\\]-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\"");
const K42 = /[\u0000-\u000c\u000e-!#-\[\]-\u007f]+/y;
const K43 = bits("fffdffffbffffffffffffffeffffffff");
const K44 = new Fused("\\[(?=(?<a0>(?:(?:[\\u0000-\\u000c\\u000e-Z\\^-\\u007f]{1,}|\\\\[\\u0000-\\u007f])){0,}))\\k<a0>\\]");
const K45 = /[\u0000-\u000c\u000e-Z\^-\u007f]+/y;
const K46 = bits("fffdffffffffffffffffff7cffffffff");
const K47 = bits("fffdffffffdfffffffffffffffffffff");
const K48 = bits("fffdffffffcffffffffffffeffffffff");
const K49 = bits("00000000000000000000000100000000");
const K50 = /[\u0000-\u000c\u000e-'*-\[\]-\u007f]+/y;
const K51 = bits("fffdffffffcffffffffffffeffffffff");
const K52 = bits("ffffffffffffffffffffffffffffffff");
const K53 = new Fused(F2);
const K54 = bits("00220000ffdaff3aefffff7cfffffff7");
const K55 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K56 = new Fused(F2);
const K57 = new Fused(F2);
const K58 = new Fused("(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[ \\u0009]){1,}");
const K59 = bits("00200000100000000000000000000000");
// mailtoURL
function r_mailtoURL(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["mailtoURL"](input, i);
}

// to
function r_to(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K2[c] === 1) || c === 37)) {
            p = Fused.run(K1, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// headers
function r_headers(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["headers"](input, i);
}

// header
function r_header(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["header"](input, i);
}

// hname
function r_hname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
        }
    return p;
  }
  return -1;
}

// hvalue
function r_hvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
        }
    return p;
  }
  return -1;
}

// #mailbox
function r__mailbox(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M1_f;
              A2: {
                const s2 = p;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K9.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2;
                break M1_f;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
        O3: {
          const s3 = p;
          O3_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break O3_f;
            t = r_mailbox(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3;
        }
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M4_f;
              A5: {
                const s5 = p;
                A5_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A5_0;
                  if (input.length <= 65536) {
                    t = K12.match(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  }
                  break A5;
                }
                p = s5;
                A5_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A5_1;
                  t = r_comment(input, p);
                  if (t < 0) break A5_1;
                  p = t;
                  break A5;
                }
                p = s5;
                break M4_f;
              }
              if (p === s4) {  break M4; }
              n4++;
              continue M4;
            }
            p = s4;
            break;
          }
        }
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p;
            M6_f: {
              if (input.charCodeAt(p) !== 44) break M6_f;
              p += 1;
              {
                let n7 = 0;
                M7: for (;;) {
                  const s7 = p;
                  M7_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M7_f;
                    A8: {
                      const s8 = p;
                      A8_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A8_0;
                        if (input.length <= 65536) {
                          t = K13.match(input, p);
                          if (t < 0) break A8_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A8_0;
                          p = t;
                        }
                        break A8;
                      }
                      p = s8;
                      A8_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A8_1;
                        t = r_comment(input, p);
                        if (t < 0) break A8_1;
                        p = t;
                        break A8;
                      }
                      p = s8;
                      break M7_f;
                    }
                    if (p === s7) {  break M7; }
                    n7++;
                    continue M7;
                  }
                  p = s7;
                  break;
                }
              }
              O9: {
                const s9 = p;
                O9_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K11[c] === 1)) break O9_f;
                  t = r_mailbox(input, p);
                  if (t < 0) break O9_f;
                  p = t;
                  break O9;
                }
                p = s9;
              }
              {
                let n10 = 0;
                M10: for (;;) {
                  const s10 = p;
                  M10_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M10_f;
                    A11: {
                      const s11 = p;
                      A11_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A11_0;
                        if (input.length <= 65536) {
                          t = K14.match(input, p);
                          if (t < 0) break A11_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A11_0;
                          p = t;
                        }
                        break A11;
                      }
                      p = s11;
                      A11_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A11_1;
                        t = r_comment(input, p);
                        if (t < 0) break A11_1;
                        p = t;
                        break A11;
                      }
                      p = s11;
                      break M10_f;
                    }
                    if (p === s10) {  break M10; }
                    n10++;
                    continue M10;
                  }
                  p = s10;
                  break;
                }
              }
              if (p === s6) {  break M6; }
              n6++;
              continue M6;
            }
            p = s6;
            break;
          }
        }
    return p;
  }
  return -1;
}

// mailbox
function r_mailbox(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A1_0;
            t = r_addrSpec(input, p);
            if (t < 0) break A1_0;
            p = t;
            L2_ok: {
              const s2 = p;
              L2: {
                {
                  let n3 = 0;
                  M3: for (;;) {
                    const s3 = p;
                    M3_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K7[c] === 1)) break M3_f;
                      A4: {
                        const s4 = p;
                        A4_0: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K8[c] === 1)) break A4_0;
                          if (input.length <= 65536) {
                            t = K15.match(input, p);
                            if (t < 0) break A4_0;
                            p = t;
                          } else {
                            t = r_linearWhiteSpace(input, p);
                            if (t < 0) break A4_0;
                            p = t;
                          }
                          break A4;
                        }
                        p = s4;
                        A4_1: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K10[c] === 1)) break A4_1;
                          t = r_comment(input, p);
                          if (t < 0) break A4_1;
                          p = t;
                          break A4;
                        }
                        p = s4;
                        break M3_f;
                      }
                      if (p === s3) {  break M3; }
                      n3++;
                      continue M3;
                    }
                    p = s3;
                    break;
                  }
                }
                A5: {
                  const s5 = p;
                  A5_0: {
                    if (input.charCodeAt(p) !== 44) break A5_0;
                    p += 1;
                    break A5;
                  }
                  p = s5;
                  A5_1: {
                    if (p !== input.length) break A5_1;
                    break A5;
                  }
                  p = s5;
                  break L2;
                }
                p = s2;
                break L2_ok;
              }
              p = s2;
              break A1_0;
            }
            break A1;
          }
          p = s1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A1_1;
            t = r_phrase(input, p);
            if (t < 0) break A1_1;
            p = t;
            {
              let n6 = 0;
              M6: for (;;) {
                const s6 = p;
                M6_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break M6_f;
                  A7: {
                    const s7 = p;
                    A7_0: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K8[c] === 1)) break A7_0;
                      if (input.length <= 65536) {
                        t = K16.match(input, p);
                        if (t < 0) break A7_0;
                        p = t;
                      } else {
                        t = r_linearWhiteSpace(input, p);
                        if (t < 0) break A7_0;
                        p = t;
                      }
                      break A7;
                    }
                    p = s7;
                    A7_1: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K10[c] === 1)) break A7_1;
                      t = r_comment(input, p);
                      if (t < 0) break A7_1;
                      p = t;
                      break A7;
                    }
                    p = s7;
                    break M6_f;
                  }
                  if (p === s6) {  break M6; }
                  n6++;
                  continue M6;
                }
                p = s6;
                break;
              }
            }
            t = r_routeAddr(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1;
          break F;
        }
    return p;
  }
  return -1;
}

// route-addr
function r_routeAddr(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 60) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M1_f;
              A2: {
                const s2 = p;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K17.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2;
                break M1_f;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
        O3: {
          const s3 = p;
          O3_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K18[c] === 1)) break O3_f;
            t = r_route(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3;
        }
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M4_f;
              A5: {
                const s5 = p;
                A5_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A5_0;
                  if (input.length <= 65536) {
                    t = K19.match(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A5_0;
                    p = t;
                  }
                  break A5;
                }
                p = s5;
                A5_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A5_1;
                  t = r_comment(input, p);
                  if (t < 0) break A5_1;
                  p = t;
                  break A5;
                }
                p = s5;
                break M4_f;
              }
              if (p === s4) {  break M4; }
              n4++;
              continue M4;
            }
            p = s4;
            break;
          }
        }
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p;
            M6_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M6_f;
              A7: {
                const s7 = p;
                A7_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A7_0;
                  if (input.length <= 65536) {
                    t = K20.match(input, p);
                    if (t < 0) break A7_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A7_0;
                    p = t;
                  }
                  break A7;
                }
                p = s7;
                A7_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A7_1;
                  t = r_comment(input, p);
                  if (t < 0) break A7_1;
                  p = t;
                  break A7;
                }
                p = s7;
                break M6_f;
              }
              if (p === s6) {  break M6; }
              n6++;
              continue M6;
            }
            p = s6;
            break;
          }
        }
        if (input.charCodeAt(p) !== 62) break F;
        p += 1;
    return p;
  }
  return -1;
}

// route
function r_route(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M1_f;
              A2: {
                const s2 = p;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K21.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2;
                break M1_f;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n3 = 0;
          M3: for (;;) {
            const s3 = p;
            M3_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K22[c] === 1)) break M3_f;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K23.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5;
                      break M4_f;
                    }
                    if (p === s4) {  break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 44) break M3_f;
              p += 1;
              {
                let n6 = 0;
                M6: for (;;) {
                  const s6 = p;
                  M6_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M6_f;
                    A7: {
                      const s7 = p;
                      A7_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A7_0;
                        if (input.length <= 65536) {
                          t = K24.match(input, p);
                          if (t < 0) break A7_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A7_0;
                          p = t;
                        }
                        break A7;
                      }
                      p = s7;
                      A7_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A7_1;
                        t = r_comment(input, p);
                        if (t < 0) break A7_1;
                        p = t;
                        break A7;
                      }
                      p = s7;
                      break M6_f;
                    }
                    if (p === s6) {  break M6; }
                    n6++;
                    continue M6;
                  }
                  p = s6;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 64) break M3_f;
              p += 1;
              {
                let n8 = 0;
                M8: for (;;) {
                  const s8 = p;
                  M8_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M8_f;
                    A9: {
                      const s9 = p;
                      A9_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A9_0;
                        if (input.length <= 65536) {
                          t = K25.match(input, p);
                          if (t < 0) break A9_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A9_0;
                          p = t;
                        }
                        break A9;
                      }
                      p = s9;
                      A9_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A9_1;
                        t = r_comment(input, p);
                        if (t < 0) break A9_1;
                        p = t;
                        break A9;
                      }
                      p = s9;
                      break M8_f;
                    }
                    if (p === s8) {  break M8; }
                    n8++;
                    continue M8;
                  }
                  p = s8;
                  break;
                }
              }
              t = r_domain(input, p);
              if (t < 0) break M3_f;
              p = t;
              if (p === s3) {  break M3; }
              n3++;
              continue M3;
            }
            p = s3;
            break;
          }
        }
        {
          let n10 = 0;
          M10: for (;;) {
            const s10 = p;
            M10_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M10_f;
              A11: {
                const s11 = p;
                A11_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A11_0;
                  if (input.length <= 65536) {
                    t = K26.match(input, p);
                    if (t < 0) break A11_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A11_0;
                    p = t;
                  }
                  break A11;
                }
                p = s11;
                A11_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A11_1;
                  t = r_comment(input, p);
                  if (t < 0) break A11_1;
                  p = t;
                  break A11;
                }
                p = s11;
                break M10_f;
              }
              if (p === s10) {  break M10; }
              n10++;
              continue M10;
            }
            p = s10;
            break;
          }
        }
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
    return p;
  }
  return -1;
}

// addr-spec
function r_addrSpec(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_localPart(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M1_f;
              A2: {
                const s2 = p;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A2_0;
                  if (input.length <= 65536) {
                    t = K27.match(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A2_0;
                    p = t;
                  }
                  break A2;
                }
                p = s2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A2_1;
                  t = r_comment(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2;
                break M1_f;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n3 = 0;
          M3: for (;;) {
            const s3 = p;
            M3_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M3_f;
              A4: {
                const s4 = p;
                A4_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A4_0;
                  if (input.length <= 65536) {
                    t = K28.match(input, p);
                    if (t < 0) break A4_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A4_0;
                    p = t;
                  }
                  break A4;
                }
                p = s4;
                A4_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A4_1;
                  t = r_comment(input, p);
                  if (t < 0) break A4_1;
                  p = t;
                  break A4;
                }
                p = s4;
                break M3_f;
              }
              if (p === s3) {  break M3; }
              n3++;
              continue M3;
            }
            p = s3;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// local-part
function r_localPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.length <= 65536) {
          t = K29.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K30[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K31.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3;
                      break M2_f;
                    }
                    if (p === s2) {  break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M1_f;
              p += 1;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K32.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5;
                      break M4_f;
                    }
                    if (p === s4) {  break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K33.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
    return p;
  }
  return -1;
}

// domain
function r_domain(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.length <= 65536) {
          t = K34.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_subDomain(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K30[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K35.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3;
                      break M2_f;
                    }
                    if (p === s2) {  break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M1_f;
              p += 1;
              {
                let n4 = 0;
                M4: for (;;) {
                  const s4 = p;
                  M4_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M4_f;
                    A5: {
                      const s5 = p;
                      A5_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A5_0;
                        if (input.length <= 65536) {
                          t = K36.match(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A5_0;
                          p = t;
                        }
                        break A5;
                      }
                      p = s5;
                      A5_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A5_1;
                        t = r_comment(input, p);
                        if (t < 0) break A5_1;
                        p = t;
                        break A5;
                      }
                      p = s5;
                      break M4_f;
                    }
                    if (p === s4) {  break M4; }
                    n4++;
                    continue M4;
                  }
                  p = s4;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K37.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_subDomain(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
    return p;
  }
  return -1;
}

// sub-domain
function r_subDomain(input, i) {
  return input.length <= 65536 ? K38.match(input, i) : S()["subDomain"](input, i);
}

// domain-ref
function r_domainRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_atom(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// atom
function r_atom(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K40[c] === 1)) {
            p = Fused.run(K39, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// quoted-string
function r_quotedString(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["quotedString"](input, i);
}

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K43[c] === 1)) {
            p = Fused.run(K42, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// domain-literal
function r_domainLiteral(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["domainLiteral"](input, i);
}

// dtext
function r_dtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K46[c] === 1)) {
            p = Fused.run(K45, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// comment
function r_comment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 40) break F;
        p += 1;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K47[c] === 1)) break M1_f;
              A2: {
                const s2 = p;
                A2_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K48[c] === 1)) break A2_0;
                  t = r_ctext(input, p);
                  if (t < 0) break A2_0;
                  p = t;
                  break A2;
                }
                p = s2;
                A2_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K49[c] === 1)) break A2_1;
                  t = r_quotedPair(input, p);
                  if (t < 0) break A2_1;
                  p = t;
                  break A2;
                }
                p = s2;
                A2_2: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A2_2;
                  t = r_comment(input, p);
                  if (t < 0) break A2_2;
                  p = t;
                  break A2;
                }
                p = s2;
                break M1_f;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
        if (input.charCodeAt(p) !== 41) break F;
        p += 1;
    return p;
  }
  return -1;
}

// ctext
function r_ctext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            p = Fused.run(K50, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 92) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K52[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// phrase
function r_phrase(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.length <= 65536) {
          t = K53.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K54[c] === 1)) break M1_f;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M2_f;
                    A3: {
                      const s3 = p;
                      A3_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A3_0;
                        if (input.length <= 65536) {
                          t = K55.match(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A3_0;
                          p = t;
                        }
                        break A3;
                      }
                      p = s3;
                      A3_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A3_1;
                        t = r_comment(input, p);
                        if (t < 0) break A3_1;
                        p = t;
                        break A3;
                      }
                      p = s3;
                      break M2_f;
                    }
                    if (p === s2) {  break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K56.match(input, p);
                if (t < 0) break M1_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M1_f;
                p = t;
              }
              if (p === s1) {  break M1; }
              n1++;
              continue M1;
            }
            p = s1;
            break;
          }
        }
    return p;
  }
  return -1;
}

// word
function r_word(input, i) {
  return input.length <= 65536 ? K57.match(input, i) : S()["word"](input, i);
}

// linear-white-space
function r_linearWhiteSpace(input, i) {
  return input.length <= 65536 ? K58.match(input, i) : S()["linearWhiteSpace"](input, i);
}

// LWSP-char
function r_LWSPChar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K59[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "mailtoURL": r_mailtoURL, "to": r_to, "headers": r_headers, "header": r_header, "hname": r_hname, "hvalue": r_hvalue, "#mailbox": r__mailbox, "mailbox": r_mailbox, "routeAddr": r_routeAddr, "route": r_route, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "subDomain": r_subDomain, "domainRef": r_domainRef, "atom": r_atom, "quotedString": r_quotedString, "qtext": r_qtext, "domainLiteral": r_domainLiteral, "dtext": r_dtext, "comment": r_comment, "ctext": r_ctext, "quotedPair": r_quotedPair, "phrase": r_phrase, "word": r_word, "linearWhiteSpace": r_linearWhiteSpace, "LWSPChar": r_LWSPChar };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[0,"mailto:",1],[5,[11,1]],[5,[11,2]]], // mailtoURL
    [2,0,1,-1], // to
    [3,[0,"?",0],[11,3],[6,[3,[0,"&",0],[11,3]],0,-1]], // headers
    [3,[11,4],[0,"=",0],[11,5]], // header
    [2,1,0,-1], // hname
    [2,1,0,-1], // hvalue
    [3,[6,[4,[11,25],[11,20]],0,-1],[5,[11,7]],[6,[4,[11,25],[11,20]],0,-1],[6,[3,[0,",",0],[6,[4,[11,25],[11,20]],0,-1],[5,[11,7]],[6,[4,[11,25],[11,20]],0,-1]],0,-1]], // #mailbox
    [4,[3,[11,10],[8,[3,[6,[4,[11,25],[11,20]],0,-1],[4,[0,",",0],[9]]]]],[3,[11,23],[6,[4,[11,25],[11,20]],0,-1],[11,8]]], // mailbox
    [3,[0,"<",0],[6,[4,[11,25],[11,20]],0,-1],[5,[11,9]],[6,[4,[11,25],[11,20]],0,-1],[11,10],[6,[4,[11,25],[11,20]],0,-1],[0,">",0]], // routeAddr
    [3,[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,",",0],[6,[4,[11,25],[11,20]],0,-1],[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12]],0,-1],[6,[4,[11,25],[11,20]],0,-1],[0,":",0]], // route
    [3,[11,11],[6,[4,[11,25],[11,20]],0,-1],[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12]], // addrSpec
    [3,[11,24],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,".",0],[6,[4,[11,25],[11,20]],0,-1],[11,24]],0,-1]], // localPart
    [3,[11,13],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,".",0],[6,[4,[11,25],[11,20]],0,-1],[11,13]],0,-1]], // domain
    [4,[11,14],[11,18]], // subDomain
    [11,15], // domainRef
    [2,2,1,-1], // atom
    [3,[0,"\"",0],[6,[4,[11,17],[11,22]],0,-1],[0,"\"",0]], // quotedString
    [2,3,1,-1], // qtext
    [3,[0,"[",0],[6,[4,[11,19],[11,22]],0,-1],[0,"]",0]], // domainLiteral
    [2,4,1,-1], // dtext
    [3,[0,"(",0],[6,[4,[11,21],[11,22],[11,20]],0,-1],[0,")",0]], // comment
    [2,5,1,-1], // ctext
    [3,[0,"\\",0],[1,6]], // quotedPair
    [3,[11,24],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[11,24]],0,-1]], // phrase
    [4,[11,15],[11,16]], // word
    [6,[3,[5,[0,"\r\n",0]],[11,26]],1,-1], // linearWhiteSpace
    [1,7], // LWSPChar
  ],
  sets: [
    ["to", "0000000029cefff0ffffff78efffff70", "", "", 1],
    ["urlc", "0000000029fffff0ffffff78efffff70", "", "", 1],
    ["atom", "00000000afcaff3aefffff7cfffffff7", "", "", 0],
    ["qtext", "fffdffffbffffffffffffffeffffffff", "", "", 0],
    ["dtext", "fffdffffffffffffffffff7cffffffff", "", "", 0],
    ["ctext", "fffdffffffcffffffffffffeffffffff", "", "", 0],
    ["CHAR", "ffffffffffffffffffffffffffffffff", "", "", 0],
    ["LWSP-char", "00200000100000000000000000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
