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
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';

export const meta: GrammarMeta = {
  id: "rfc2368",
  name: "rfc2368",
  rules: [
    ["mailtoURL","mailtoURL","2","mailtoURL = \"mailto:\" [ to ] [ headers ]"],
    ["to","to","2","to = #mailbox"],
    ["headers","headers","2","headers = \"?\" header *( \"&\" header )"],
    ["header","header","2","header = hname \"=\" hvalue"],
    ["hname","hname","2","hname = *urlc"],
    ["hvalue","hvalue","2","hvalue = *urlc"],
    ["#mailbox","#mailbox","RFC 822 §2.7","#mailbox = [ mailbox ] *( \",\" [ mailbox ] ) ; <l>#<m>element, null elements allowed","#mailbox = [ mailbox ] *( \",\" [ mailbox ] )"],
    ["mailbox","mailbox","RFC 822 §6.1","mailbox = addr-spec ; simple address / phrase route-addr ; name & addr-spec","mailbox = addr-spec / phrase route-addr"],
    ["route-addr","routeAddr","RFC 822 §6.1","route-addr = \"<\" [route] addr-spec \">\""],
    ["route","route","RFC 822 §6.1","route = 1#(\"@\" domain) \":\" ; path-relative","route = 1#(\"@\" domain) \":\""],
    ["addr-spec","addrSpec","RFC 822 §6.1","addr-spec = local-part \"@\" domain ; global address","addr-spec = local-part \"@\" domain"],
    ["local-part","localPart","RFC 822 §6.1","local-part = word *(\".\" word) ; uninterpreted ; case-preserved","local-part = word *(\".\" word)"],
    ["domain","domain","RFC 822 §6.1","domain = sub-domain *(\".\" sub-domain)"],
    ["sub-domain","subDomain","RFC 822 §6.1","sub-domain = domain-ref / domain-literal"],
    ["domain-ref","domainRef","RFC 822 §6.1","domain-ref = atom ; symbolic reference","domain-ref = atom"],
    ["atom","atom","RFC 822 §3.3","atom = 1*<any CHAR except specials, SPACE and CTLs>"],
    ["quoted-string","quotedString","RFC 822 §3.3","quoted-string = <\"> *(qtext/quoted-pair) <\">; Regular qtext or ; quoted chars.","quoted-string = <\"> *(qtext/quoted-pair) <\">"],
    ["qtext","qtext","RFC 822 §3.3","qtext = <any CHAR excepting <\">, ; => may be folded \"\\\" & CR, and including linear-white-space>","qtext = <any CHAR excepting <\">, \"\\\" & CR, and including linear-white-space>"],
    ["domain-literal","domainLiteral","RFC 822 §3.3","domain-literal = \"[\" *(dtext / quoted-pair) \"]\""],
    ["dtext","dtext","RFC 822 §3.3","dtext = <any CHAR excluding \"[\", ; => may be folded \"]\", \"\\\" & CR, & including linear-white-space>"],
    ["comment","comment","RFC 822 §3.3","comment = \"(\" *(ctext / quoted-pair / comment) \")\""],
    ["ctext","ctext","RFC 822 §3.3","ctext = <any CHAR excluding \"(\", ; => may be folded \")\", \"\\\" & CR, & including linear-white-space>"],
    ["quoted-pair","quotedPair","RFC 822 §3.3","quoted-pair = \"\\\" CHAR ; may quote any char","quoted-pair = \"\\\" CHAR"],
    ["phrase","phrase","RFC 822 §3.3","phrase = 1*word ; Sequence of words","phrase = 1*word"],
    ["word","word","RFC 822 §3.3","word = atom / quoted-string"],
    ["linear-white-space","linearWhiteSpace","RFC 822 §3.3","linear-white-space = 1*([CRLF] LWSP-char) ; semantics = SPACE ; CRLF => folding","linear-white-space = 1*([CRLF] LWSP-char)"],
    ["LWSP-char","LWSPChar","RFC 822 §3.3","LWSP-char = SPACE / HTAB ; semantics = SPACE","LWSP-char = SPACE / HTAB"],
  ],
  captured: ["mailtoURL","to","header","hname","hvalue","mailbox","addr-spec","phrase","route"],
  capturedNames: ["mailtoURL","to","header","hname","hvalue","mailbox","route","addr-spec","phrase"],
};

// the stretches the fused regexps below share
const F0 = "(?:(?=(?<a0>(?:\\r\\n)?))\\k<a0>[\\ \\u0009])";
const F1 = "[a-zA-Z0-9\\$\\-\\_\\.\\+\\!\\*\\'\\(\\)\\,\\;\\/\\:\\@]";
const F2 = F0 + "{1,}";
const F3 = "(?:[\\u0000-\\u000c\\u000e-Z\\^-\\u007f]{1,}|\\\\[\\u0000-\\u007f])";
const F4 = "(?:" + F3 + ")";
const F5 = "(?:[\\u0000-\\u000c\\u000e-\\!\\#-\\[\\]-\\u007f]{1,}|\\\\[\\u0000-\\u007f])";
const F6 = "(?:(?:%[0-9A-Fa-f]{2})" + F1 + "*)";
const F7 = "(?:" + F5 + ")";
const F8 = "(?<a0>" + F4 + "{0,})";
const F9 = "(?=" + F8 + ")";
const F10 = "(?<a0>" + F7 + "{0,})";
const F11 = "(?=" + F10 + ")";
const F12 = "\\[" + F9 + "\\k<a0>\\]";
const F13 = "[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\\$\\-\\_\\.\\+\\!\\*\\'\\;\\/\\:\\@]";
const F14 = "\"" + F11 + "\\k<a0>\"";
const F15 = "(?:[!#$%&'*+\\-/0-9=?A-Z^_`a-z{|}~]{1,}|\\[" + F9 + "\\k<a0>\\])";
const F16 = "(?:[!#$%&'*+\\-/0-9=?A-Z^_`a-z{|}~]{1,}|\"" + F11 + "\\k<a0>\")";
const F17 = "(?:&" + F1 + "*" + F6 + "*=" + F1 + "*" + F6 + "*)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[mM][aA][iI][lL][tT][oO]:(?:(?:" + F13 + "|%[0-9A-Fa-f]{2})" + F13 + "*(?:(?:%[0-9A-Fa-f]{2})" + F13 + "*)*)?(?:\\?" + F1 + "*" + F6 + "*=" + F1 + "*" + F6 + "*" + F17 + "{0,})?");
const K1 = /(?:[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\$\-\_\.\+\!\*\'\;\/\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K2 = bits("0000000029cefff0ffffff78efffff70");
const K3 = new Fused("\\?" + F1 + "*" + F6 + "*=" + F1 + "*" + F6 + "*" + F17 + "{0,}");
const K4 = new Fused(F1 + "*" + F6 + "*=" + F1 + "*" + F6 + "*");
const K5 = /(?:[a-zA-Z0-9\$\-\_\.\+\!\*\'\(\)\,\;\/\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("0000000029fffff0ffffff78efffff70");
const K7 = bits("00220000101000000000000000000000");
const K8 = bits("00220000100000000000000000000000");
const K9 = new Fused(F2);
const K10 = bits("00000000001000000000000000000000");
const K11 = bits("00000000efcaff3aefffff7cfffffff7");
const K12 = new Fused(F2);
const K13 = bits("00000000000100000000000000000000");
const K14 = new Fused(F2);
const K15 = new Fused(F2);
const K16 = new Fused(F2);
const K17 = new Fused(F2);
const K18 = new Fused(F2);
const K19 = bits("00000000000000001000000000000000");
const K20 = new Fused(F2);
const K21 = new Fused(F2);
const K22 = new Fused(F2);
const K23 = bits("00220000101100000000000000000000");
const K24 = new Fused(F2);
const K25 = new Fused(F2);
const K26 = new Fused(F2);
const K27 = new Fused(F2);
const K28 = new Fused(F2);
const K29 = new Fused(F2);
const K30 = new Fused(F16);
const K31 = bits("00220000101400000000000000000000");
const K32 = new Fused(F2);
const K33 = new Fused(F2);
const K34 = new Fused(F16);
const K35 = new Fused(F15);
const K36 = new Fused(F2);
const K37 = new Fused(F2);
const K38 = new Fused(F15);
const K39 = new Fused(F15);
const K40 = /[!#$%&'*+\-/0-9=?A-Z^_`a-z{|}~]+/y;
const K41 = bits("00000000afcaff3aefffff7cfffffff7");
const K42 = new Fused(F14);
const K43 = /[\u0000-\u000c\u000e-\!\#-\[\]-\u007f]+/y;
const K44 = bits("fffdffffbffffffffffffffeffffffff");
const K45 = new Fused(F12);
const K46 = /[\u0000-\u000c\u000e-Z\^-\u007f]+/y;
const K47 = bits("fffdffffffffffffffffff7cffffffff");
const K48 = bits("fffdffffffdfffffffffffffffffffff");
const K49 = bits("fffdffffffcffffffffffffeffffffff");
const K50 = bits("00000000000000000000000100000000");
const K51 = /[\u0000-\u000c\u000e-\'\*-\[\]-\u007f]+/y;
const K52 = bits("fffdffffffcffffffffffffeffffffff");
const K53 = bits("ffffffffffffffffffffffffffffffff");
const K54 = new Fused(F16);
const K55 = bits("00220000ffdaff3aefffff7cfffffff7");
const K56 = new Fused(F2);
const K57 = new Fused(F16);
const K58 = new Fused(F16);
const K59 = new Fused(F2);
const K60 = bits("00200000100000000000000000000000");
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
            if (input.length <= 65536) {
              K1.lastIndex = p;
              if (K1.test(input)) p = K1.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K1.lastIndex = 0;
                if (!K1.test(w)) break;
                p += K1.lastIndex;
                if (K1.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s3 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s5 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
                    t = K9.match(input, p);
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
                    t = K12.match(input, p);
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
        {
          let n12 = 0;
          M12: for (;;) {
            const s12 = p;
            M12_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K13[c] === 1)) break M12_f;
              if (input.charCodeAt(p) !== 44) break M12_f;
              p += 1;
              {
                let n13 = 0;
                M13: for (;;) {
                  const s13 = p;
                  M13_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M13_f;
                    A14: {
                      const s14 = p;
                      A14_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A14_0;
                        if (input.length <= 65536) {
                          t = K14.match(input, p);
                          if (t < 0) break A14_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A14_0;
                          p = t;
                        }
                        break A14;
                      }
                      p = s14;
                      A14_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A14_1;
                        t = r_comment(input, p);
                        if (t < 0) break A14_1;
                        p = t;
                        break A14;
                      }
                      p = s14;
                      break M13_f;
                    }
                    if (p === s13) {  break M13; }
                    n13++;
                    continue M13;
                  }
                  p = s13;
                  break;
                }
              }
              O15: {
                const s15 = p;
                O15_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K11[c] === 1)) break O15_f;
                  t = r_mailbox(input, p);
                  if (t < 0) break O15_f;
                  p = t;
                  break O15;
                }
                p = s15;
              }
              {
                let n16 = 0;
                M16: for (;;) {
                  const s16 = p;
                  M16_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M16_f;
                    A17: {
                      const s17 = p;
                      A17_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A17_0;
                        if (input.length <= 65536) {
                          t = K15.match(input, p);
                          if (t < 0) break A17_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A17_0;
                          p = t;
                        }
                        break A17;
                      }
                      p = s17;
                      A17_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A17_1;
                        t = r_comment(input, p);
                        if (t < 0) break A17_1;
                        p = t;
                        break A17;
                      }
                      p = s17;
                      break M16_f;
                    }
                    if (p === s16) {  break M16; }
                    n16++;
                    continue M16;
                  }
                  p = s16;
                  break;
                }
              }
              if (p === s12) {  break M12; }
              n12++;
              continue M12;
            }
            p = s12;
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
        A19: {
          const s19 = p;
          A19_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A19_0;
            t = r_addrSpec(input, p);
            if (t < 0) break A19_0;
            p = t;
            L20_ok: {
              const s20 = p;
              L20: {
                {
                  let n21 = 0;
                  M21: for (;;) {
                    const s21 = p;
                    M21_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K7[c] === 1)) break M21_f;
                      A22: {
                        const s22 = p;
                        A22_0: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K8[c] === 1)) break A22_0;
                          if (input.length <= 65536) {
                            t = K16.match(input, p);
                            if (t < 0) break A22_0;
                            p = t;
                          } else {
                            t = r_linearWhiteSpace(input, p);
                            if (t < 0) break A22_0;
                            p = t;
                          }
                          break A22;
                        }
                        p = s22;
                        A22_1: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K10[c] === 1)) break A22_1;
                          t = r_comment(input, p);
                          if (t < 0) break A22_1;
                          p = t;
                          break A22;
                        }
                        p = s22;
                        break M21_f;
                      }
                      if (p === s21) {  break M21; }
                      n21++;
                      continue M21;
                    }
                    p = s21;
                    break;
                  }
                }
                A23: {
                  const s23 = p;
                  A23_0: {
                    if (input.charCodeAt(p) !== 44) break A23_0;
                    p += 1;
                    break A23;
                  }
                  p = s23;
                  A23_1: {
                    if (p !== input.length) break A23_1;
                    break A23;
                  }
                  p = s23;
                  break L20;
                }
                p = s20;
                break L20_ok;
              }
              p = s20;
              break A19_0;
            }
            break A19;
          }
          p = s19;
          A19_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A19_1;
            t = r_phrase(input, p);
            if (t < 0) break A19_1;
            p = t;
            {
              let n24 = 0;
              M24: for (;;) {
                const s24 = p;
                M24_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break M24_f;
                  A25: {
                    const s25 = p;
                    A25_0: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K8[c] === 1)) break A25_0;
                      if (input.length <= 65536) {
                        t = K17.match(input, p);
                        if (t < 0) break A25_0;
                        p = t;
                      } else {
                        t = r_linearWhiteSpace(input, p);
                        if (t < 0) break A25_0;
                        p = t;
                      }
                      break A25;
                    }
                    p = s25;
                    A25_1: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K10[c] === 1)) break A25_1;
                      t = r_comment(input, p);
                      if (t < 0) break A25_1;
                      p = t;
                      break A25;
                    }
                    p = s25;
                    break M24_f;
                  }
                  if (p === s24) {  break M24; }
                  n24++;
                  continue M24;
                }
                p = s24;
                break;
              }
            }
            t = r_routeAddr(input, p);
            if (t < 0) break A19_1;
            p = t;
            break A19;
          }
          p = s19;
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
          let n27 = 0;
          M27: for (;;) {
            const s27 = p;
            M27_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M27_f;
              A28: {
                const s28 = p;
                A28_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A28_0;
                  if (input.length <= 65536) {
                    t = K18.match(input, p);
                    if (t < 0) break A28_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A28_0;
                    p = t;
                  }
                  break A28;
                }
                p = s28;
                A28_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A28_1;
                  t = r_comment(input, p);
                  if (t < 0) break A28_1;
                  p = t;
                  break A28;
                }
                p = s28;
                break M27_f;
              }
              if (p === s27) {  break M27; }
              n27++;
              continue M27;
            }
            p = s27;
            break;
          }
        }
        O29: {
          const s29 = p;
          O29_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K19[c] === 1)) break O29_f;
            t = r_route(input, p);
            if (t < 0) break O29_f;
            p = t;
            break O29;
          }
          p = s29;
        }
        {
          let n30 = 0;
          M30: for (;;) {
            const s30 = p;
            M30_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M30_f;
              A31: {
                const s31 = p;
                A31_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A31_0;
                  if (input.length <= 65536) {
                    t = K20.match(input, p);
                    if (t < 0) break A31_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A31_0;
                    p = t;
                  }
                  break A31;
                }
                p = s31;
                A31_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A31_1;
                  t = r_comment(input, p);
                  if (t < 0) break A31_1;
                  p = t;
                  break A31;
                }
                p = s31;
                break M30_f;
              }
              if (p === s30) {  break M30; }
              n30++;
              continue M30;
            }
            p = s30;
            break;
          }
        }
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n32 = 0;
          M32: for (;;) {
            const s32 = p;
            M32_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M32_f;
              A33: {
                const s33 = p;
                A33_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A33_0;
                  if (input.length <= 65536) {
                    t = K21.match(input, p);
                    if (t < 0) break A33_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A33_0;
                    p = t;
                  }
                  break A33;
                }
                p = s33;
                A33_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A33_1;
                  t = r_comment(input, p);
                  if (t < 0) break A33_1;
                  p = t;
                  break A33;
                }
                p = s33;
                break M32_f;
              }
              if (p === s32) {  break M32; }
              n32++;
              continue M32;
            }
            p = s32;
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
          let n35 = 0;
          M35: for (;;) {
            const s35 = p;
            M35_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M35_f;
              A36: {
                const s36 = p;
                A36_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A36_0;
                  if (input.length <= 65536) {
                    t = K22.match(input, p);
                    if (t < 0) break A36_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A36_0;
                    p = t;
                  }
                  break A36;
                }
                p = s36;
                A36_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A36_1;
                  t = r_comment(input, p);
                  if (t < 0) break A36_1;
                  p = t;
                  break A36;
                }
                p = s36;
                break M35_f;
              }
              if (p === s35) {  break M35; }
              n35++;
              continue M35;
            }
            p = s35;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n37 = 0;
          M37: for (;;) {
            const s37 = p;
            M37_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K23[c] === 1)) break M37_f;
              {
                let n38 = 0;
                M38: for (;;) {
                  const s38 = p;
                  M38_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M38_f;
                    A39: {
                      const s39 = p;
                      A39_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A39_0;
                        if (input.length <= 65536) {
                          t = K24.match(input, p);
                          if (t < 0) break A39_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A39_0;
                          p = t;
                        }
                        break A39;
                      }
                      p = s39;
                      A39_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A39_1;
                        t = r_comment(input, p);
                        if (t < 0) break A39_1;
                        p = t;
                        break A39;
                      }
                      p = s39;
                      break M38_f;
                    }
                    if (p === s38) {  break M38; }
                    n38++;
                    continue M38;
                  }
                  p = s38;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 44) break M37_f;
              p += 1;
              {
                let n40 = 0;
                M40: for (;;) {
                  const s40 = p;
                  M40_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M40_f;
                    A41: {
                      const s41 = p;
                      A41_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A41_0;
                        if (input.length <= 65536) {
                          t = K25.match(input, p);
                          if (t < 0) break A41_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A41_0;
                          p = t;
                        }
                        break A41;
                      }
                      p = s41;
                      A41_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A41_1;
                        t = r_comment(input, p);
                        if (t < 0) break A41_1;
                        p = t;
                        break A41;
                      }
                      p = s41;
                      break M40_f;
                    }
                    if (p === s40) {  break M40; }
                    n40++;
                    continue M40;
                  }
                  p = s40;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 64) break M37_f;
              p += 1;
              {
                let n42 = 0;
                M42: for (;;) {
                  const s42 = p;
                  M42_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M42_f;
                    A43: {
                      const s43 = p;
                      A43_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A43_0;
                        if (input.length <= 65536) {
                          t = K26.match(input, p);
                          if (t < 0) break A43_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A43_0;
                          p = t;
                        }
                        break A43;
                      }
                      p = s43;
                      A43_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A43_1;
                        t = r_comment(input, p);
                        if (t < 0) break A43_1;
                        p = t;
                        break A43;
                      }
                      p = s43;
                      break M42_f;
                    }
                    if (p === s42) {  break M42; }
                    n42++;
                    continue M42;
                  }
                  p = s42;
                  break;
                }
              }
              t = r_domain(input, p);
              if (t < 0) break M37_f;
              p = t;
              if (p === s37) {  break M37; }
              n37++;
              continue M37;
            }
            p = s37;
            break;
          }
        }
        {
          let n44 = 0;
          M44: for (;;) {
            const s44 = p;
            M44_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M44_f;
              A45: {
                const s45 = p;
                A45_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A45_0;
                  if (input.length <= 65536) {
                    t = K27.match(input, p);
                    if (t < 0) break A45_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A45_0;
                    p = t;
                  }
                  break A45;
                }
                p = s45;
                A45_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A45_1;
                  t = r_comment(input, p);
                  if (t < 0) break A45_1;
                  p = t;
                  break A45;
                }
                p = s45;
                break M44_f;
              }
              if (p === s44) {  break M44; }
              n44++;
              continue M44;
            }
            p = s44;
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
          let n47 = 0;
          M47: for (;;) {
            const s47 = p;
            M47_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M47_f;
              A48: {
                const s48 = p;
                A48_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A48_0;
                  if (input.length <= 65536) {
                    t = K28.match(input, p);
                    if (t < 0) break A48_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A48_0;
                    p = t;
                  }
                  break A48;
                }
                p = s48;
                A48_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A48_1;
                  t = r_comment(input, p);
                  if (t < 0) break A48_1;
                  p = t;
                  break A48;
                }
                p = s48;
                break M47_f;
              }
              if (p === s47) {  break M47; }
              n47++;
              continue M47;
            }
            p = s47;
            break;
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n49 = 0;
          M49: for (;;) {
            const s49 = p;
            M49_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M49_f;
              A50: {
                const s50 = p;
                A50_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A50_0;
                  if (input.length <= 65536) {
                    t = K29.match(input, p);
                    if (t < 0) break A50_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A50_0;
                    p = t;
                  }
                  break A50;
                }
                p = s50;
                A50_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A50_1;
                  t = r_comment(input, p);
                  if (t < 0) break A50_1;
                  p = t;
                  break A50;
                }
                p = s50;
                break M49_f;
              }
              if (p === s49) {  break M49; }
              n49++;
              continue M49;
            }
            p = s49;
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
          t = K30.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n52 = 0;
          M52: for (;;) {
            const s52 = p;
            M52_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K31[c] === 1)) break M52_f;
              {
                let n53 = 0;
                M53: for (;;) {
                  const s53 = p;
                  M53_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M53_f;
                    A54: {
                      const s54 = p;
                      A54_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A54_0;
                        if (input.length <= 65536) {
                          t = K32.match(input, p);
                          if (t < 0) break A54_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A54_0;
                          p = t;
                        }
                        break A54;
                      }
                      p = s54;
                      A54_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A54_1;
                        t = r_comment(input, p);
                        if (t < 0) break A54_1;
                        p = t;
                        break A54;
                      }
                      p = s54;
                      break M53_f;
                    }
                    if (p === s53) {  break M53; }
                    n53++;
                    continue M53;
                  }
                  p = s53;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M52_f;
              p += 1;
              {
                let n55 = 0;
                M55: for (;;) {
                  const s55 = p;
                  M55_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M55_f;
                    A56: {
                      const s56 = p;
                      A56_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A56_0;
                        if (input.length <= 65536) {
                          t = K33.match(input, p);
                          if (t < 0) break A56_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A56_0;
                          p = t;
                        }
                        break A56;
                      }
                      p = s56;
                      A56_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A56_1;
                        t = r_comment(input, p);
                        if (t < 0) break A56_1;
                        p = t;
                        break A56;
                      }
                      p = s56;
                      break M55_f;
                    }
                    if (p === s55) {  break M55; }
                    n55++;
                    continue M55;
                  }
                  p = s55;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K34.match(input, p);
                if (t < 0) break M52_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M52_f;
                p = t;
              }
              if (p === s52) {  break M52; }
              n52++;
              continue M52;
            }
            p = s52;
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
          t = K35.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_subDomain(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n58 = 0;
          M58: for (;;) {
            const s58 = p;
            M58_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K31[c] === 1)) break M58_f;
              {
                let n59 = 0;
                M59: for (;;) {
                  const s59 = p;
                  M59_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M59_f;
                    A60: {
                      const s60 = p;
                      A60_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A60_0;
                        if (input.length <= 65536) {
                          t = K36.match(input, p);
                          if (t < 0) break A60_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A60_0;
                          p = t;
                        }
                        break A60;
                      }
                      p = s60;
                      A60_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A60_1;
                        t = r_comment(input, p);
                        if (t < 0) break A60_1;
                        p = t;
                        break A60;
                      }
                      p = s60;
                      break M59_f;
                    }
                    if (p === s59) {  break M59; }
                    n59++;
                    continue M59;
                  }
                  p = s59;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M58_f;
              p += 1;
              {
                let n61 = 0;
                M61: for (;;) {
                  const s61 = p;
                  M61_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M61_f;
                    A62: {
                      const s62 = p;
                      A62_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A62_0;
                        if (input.length <= 65536) {
                          t = K37.match(input, p);
                          if (t < 0) break A62_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A62_0;
                          p = t;
                        }
                        break A62;
                      }
                      p = s62;
                      A62_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A62_1;
                        t = r_comment(input, p);
                        if (t < 0) break A62_1;
                        p = t;
                        break A62;
                      }
                      p = s62;
                      break M61_f;
                    }
                    if (p === s61) {  break M61; }
                    n61++;
                    continue M61;
                  }
                  p = s61;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K38.match(input, p);
                if (t < 0) break M58_f;
                p = t;
              } else {
                t = r_subDomain(input, p);
                if (t < 0) break M58_f;
                p = t;
              }
              if (p === s58) {  break M58; }
              n58++;
              continue M58;
            }
            p = s58;
            break;
          }
        }
    return p;
  }
  return -1;
}

// sub-domain
function r_subDomain(input, i) {
  return input.length <= 65536 ? K39.match(input, i) : S()["subDomain"](input, i);
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
          const s65 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
            if (input.length <= 65536) {
              K40.lastIndex = p;
              if (K40.test(input)) p = K40.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K40.lastIndex = 0;
                if (!K40.test(w)) break;
                p += K40.lastIndex;
                if (K40.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s65) break F;
        }
    return p;
  }
  return -1;
}

// quoted-string
function r_quotedString(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["quotedString"](input, i);
}

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s67 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K44[c] === 1)) {
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
          if (p === s67) break F;
        }
    return p;
  }
  return -1;
}

// domain-literal
function r_domainLiteral(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["domainLiteral"](input, i);
}

// dtext
function r_dtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s69 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K47[c] === 1)) {
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
          if (p === s69) break F;
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
          let n71 = 0;
          M71: for (;;) {
            const s71 = p;
            M71_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K48[c] === 1)) break M71_f;
              A72: {
                const s72 = p;
                A72_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K49[c] === 1)) break A72_0;
                  t = r_ctext(input, p);
                  if (t < 0) break A72_0;
                  p = t;
                  break A72;
                }
                p = s72;
                A72_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K50[c] === 1)) break A72_1;
                  t = r_quotedPair(input, p);
                  if (t < 0) break A72_1;
                  p = t;
                  break A72;
                }
                p = s72;
                A72_2: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A72_2;
                  t = r_comment(input, p);
                  if (t < 0) break A72_2;
                  p = t;
                  break A72;
                }
                p = s72;
                break M71_f;
              }
              if (p === s71) {  break M71; }
              n71++;
              continue M71;
            }
            p = s71;
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
          const s74 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K52[c] === 1)) {
            if (input.length <= 65536) {
              K51.lastIndex = p;
              if (K51.test(input)) p = K51.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K51.lastIndex = 0;
                if (!K51.test(w)) break;
                p += K51.lastIndex;
                if (K51.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s74) break F;
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
        if ((c < 128 && K53[c] === 1)) p++;
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
          t = K54.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n77 = 0;
          M77: for (;;) {
            const s77 = p;
            M77_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K55[c] === 1)) break M77_f;
              {
                let n78 = 0;
                M78: for (;;) {
                  const s78 = p;
                  M78_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M78_f;
                    A79: {
                      const s79 = p;
                      A79_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A79_0;
                        if (input.length <= 65536) {
                          t = K56.match(input, p);
                          if (t < 0) break A79_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A79_0;
                          p = t;
                        }
                        break A79;
                      }
                      p = s79;
                      A79_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A79_1;
                        t = r_comment(input, p);
                        if (t < 0) break A79_1;
                        p = t;
                        break A79;
                      }
                      p = s79;
                      break M78_f;
                    }
                    if (p === s78) {  break M78; }
                    n78++;
                    continue M78;
                  }
                  p = s78;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K57.match(input, p);
                if (t < 0) break M77_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M77_f;
                p = t;
              }
              if (p === s77) {  break M77; }
              n77++;
              continue M77;
            }
            p = s77;
            break;
          }
        }
    return p;
  }
  return -1;
}

// word
function r_word(input, i) {
  return input.length <= 65536 ? K58.match(input, i) : S()["word"](input, i);
}

// linear-white-space
function r_linearWhiteSpace(input, i) {
  return input.length <= 65536 ? K59.match(input, i) : S()["linearWhiteSpace"](input, i);
}

// LWSP-char
function r_LWSPChar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K60[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "mailtoURL": r_mailtoURL, "to": r_to, "headers": r_headers, "header": r_header, "hname": r_hname, "hvalue": r_hvalue, "#mailbox": r__mailbox, "mailbox": r_mailbox, "routeAddr": r_routeAddr, "route": r_route, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "subDomain": r_subDomain, "domainRef": r_domainRef, "atom": r_atom, "quotedString": r_quotedString, "qtext": r_qtext, "domainLiteral": r_domainLiteral, "dtext": r_dtext, "comment": r_comment, "ctext": r_ctext, "quotedPair": r_quotedPair, "phrase": r_phrase, "word": r_word, "linearWhiteSpace": r_linearWhiteSpace, "LWSPChar": r_LWSPChar };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000002bcefff0ffffff78efffff70");
const K1 = bits("00000000000000080000000000000000");
const K2 = /(?:[abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789\$\-\_\.\+\!\*\'\;\/\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("0000000029cefff0ffffff78efffff70");
const K4 = bits("00000000040000000000000000000000");
const K5 = /(?:[a-zA-Z0-9\$\-\_\.\+\!\*\'\(\)\,\;\/\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("0000000029fffff0ffffff78efffff70");
const K7 = bits("00220000101000000000000000000000");
const K8 = bits("00220000100000000000000000000000");
const K9 = new Fused(F2);
const K10 = bits("00000000001000000000000000000000");
const K11 = bits("00000000efcaff3aefffff7cfffffff7");
const K12 = new Fused(F2);
const K13 = bits("00000000000100000000000000000000");
const K14 = new Fused(F2);
const K15 = new Fused(F2);
const K16 = new Fused(F2);
const K17 = new Fused(F2);
const K18 = new Fused(F2);
const K19 = bits("00000000000000001000000000000000");
const K20 = new Fused(F2);
const K21 = new Fused(F2);
const K22 = new Fused(F2);
const K23 = bits("00220000101100000000000000000000");
const K24 = new Fused(F2);
const K25 = new Fused(F2);
const K26 = new Fused(F2);
const K27 = new Fused(F2);
const K28 = new Fused(F2);
const K29 = new Fused(F2);
const K30 = new Fused(F16);
const K31 = bits("00220000101400000000000000000000");
const K32 = new Fused(F2);
const K33 = new Fused(F2);
const K34 = new Fused(F16);
const K35 = new Fused(F15);
const K36 = new Fused(F2);
const K37 = new Fused(F2);
const K38 = new Fused(F15);
const K39 = new Fused(F15);
const K40 = bits("00000000afcaff3aefffff7cfffffff7");
const K41 = bits("00000000000000000000008000000000");
const K42 = /[!#$%&'*+\-/0-9=?A-Z^_`a-z{|}~]+/y;
const K43 = bits("00000000afcaff3aefffff7cfffffff7");
const K44 = new Fused(F14);
const K45 = bits("fffdffffbfffffffffffffffffffffff");
const K46 = bits("fffdffffbffffffffffffffeffffffff");
const K47 = bits("00000000000000000000000100000000");
const K48 = /[\u0000-\u000c\u000e-\!\#-\[\]-\u007f]+/y;
const K49 = bits("fffdffffbffffffffffffffeffffffff");
const K50 = new Fused(F12);
const K51 = bits("fffdffffffffffffffffff7dffffffff");
const K52 = bits("fffdffffffffffffffffff7cffffffff");
const K53 = /[\u0000-\u000c\u000e-Z\^-\u007f]+/y;
const K54 = bits("fffdffffffffffffffffff7cffffffff");
const K55 = bits("fffdffffffdfffffffffffffffffffff");
const K56 = bits("fffdffffffcffffffffffffeffffffff");
const K57 = /[\u0000-\u000c\u000e-\'\*-\[\]-\u007f]+/y;
const K58 = bits("fffdffffffcffffffffffffeffffffff");
const K59 = bits("ffffffffffffffffffffffffffffffff");
const K60 = new Fused(F16);
const K61 = bits("00220000ffdaff3aefffff7cfffffff7");
const K62 = new Fused(F2);
const K63 = new Fused(F16);
const K64 = new Fused(F16);
const K65 = bits("00000000400000000000000000000000");
const K66 = new Fused(F2);
const K67 = bits("00200000100000000000000000000000");
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
      const s3 = p, m3 = R.top;
        {
          const s4 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K3[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K2.lastIndex = p;
              if (K2.test(input)) p = K2.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K2.lastIndex = 0;
                if (!K2.test(w)) break;
                p += K2.lastIndex;
                if (K2.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s4) break F;
        }
      R.capture(1, s3, p, m3);
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
          let n6 = 0;
          M6: for (;;) {
            const s6 = p, m6 = R.top;
            M6_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K4[c] === 1)) break M6_f;
              if (input.charCodeAt(p) !== 38) break M6_f;
              p += 1;
              t = r_header(input, p);
              if (t < 0) break M6_f;
              p = t;
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

// header
function r_header(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s7 = p, m7 = R.top;
        t = r_hname(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_hvalue(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s7, p, m7);
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
      const s8 = p, m8 = R.top;
        {
          const s9 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(3, s8, p, m8);
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
      const s10 = p, m10 = R.top;
        {
          const s11 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K5.lastIndex = p;
              if (K5.test(input)) p = K5.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K5.lastIndex = 0;
                if (!K5.test(w)) break;
                p += K5.lastIndex;
                if (K5.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(4, s10, p, m10);
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
          let n13 = 0;
          M13: for (;;) {
            const s13 = p, m13 = R.top;
            M13_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M13_f;
              A14: {
                const s14 = p, m14 = R.top;
                A14_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A14_0;
                  if (input.length <= 65536) {
                    t = K9.match(input, p);
                    if (t < 0) break A14_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A14_0;
                    p = t;
                  }
                  break A14;
                }
                p = s14; R.top = m14;
                A14_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A14_1;
                  t = r_comment(input, p);
                  if (t < 0) break A14_1;
                  p = t;
                  break A14;
                }
                p = s14; R.top = m14;
                break M13_f;
              }
              if (p === s13) { R.top = m13; break M13; }
              n13++;
              continue M13;
            }
            p = s13; R.top = m13;
            break;
          }
        }
        O15: {
          const s15 = p, m15 = R.top;
          O15_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break O15_f;
            t = r_mailbox(input, p);
            if (t < 0) break O15_f;
            p = t;
            break O15;
          }
          p = s15; R.top = m15;
        }
        {
          let n16 = 0;
          M16: for (;;) {
            const s16 = p, m16 = R.top;
            M16_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M16_f;
              A17: {
                const s17 = p, m17 = R.top;
                A17_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A17_0;
                  if (input.length <= 65536) {
                    t = K12.match(input, p);
                    if (t < 0) break A17_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A17_0;
                    p = t;
                  }
                  break A17;
                }
                p = s17; R.top = m17;
                A17_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A17_1;
                  t = r_comment(input, p);
                  if (t < 0) break A17_1;
                  p = t;
                  break A17;
                }
                p = s17; R.top = m17;
                break M16_f;
              }
              if (p === s16) { R.top = m16; break M16; }
              n16++;
              continue M16;
            }
            p = s16; R.top = m16;
            break;
          }
        }
        {
          let n18 = 0;
          M18: for (;;) {
            const s18 = p, m18 = R.top;
            M18_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K13[c] === 1)) break M18_f;
              if (input.charCodeAt(p) !== 44) break M18_f;
              p += 1;
              {
                let n19 = 0;
                M19: for (;;) {
                  const s19 = p, m19 = R.top;
                  M19_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M19_f;
                    A20: {
                      const s20 = p, m20 = R.top;
                      A20_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A20_0;
                        if (input.length <= 65536) {
                          t = K14.match(input, p);
                          if (t < 0) break A20_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A20_0;
                          p = t;
                        }
                        break A20;
                      }
                      p = s20; R.top = m20;
                      A20_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A20_1;
                        t = r_comment(input, p);
                        if (t < 0) break A20_1;
                        p = t;
                        break A20;
                      }
                      p = s20; R.top = m20;
                      break M19_f;
                    }
                    if (p === s19) { R.top = m19; break M19; }
                    n19++;
                    continue M19;
                  }
                  p = s19; R.top = m19;
                  break;
                }
              }
              O21: {
                const s21 = p, m21 = R.top;
                O21_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K11[c] === 1)) break O21_f;
                  t = r_mailbox(input, p);
                  if (t < 0) break O21_f;
                  p = t;
                  break O21;
                }
                p = s21; R.top = m21;
              }
              {
                let n22 = 0;
                M22: for (;;) {
                  const s22 = p, m22 = R.top;
                  M22_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M22_f;
                    A23: {
                      const s23 = p, m23 = R.top;
                      A23_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A23_0;
                        if (input.length <= 65536) {
                          t = K15.match(input, p);
                          if (t < 0) break A23_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A23_0;
                          p = t;
                        }
                        break A23;
                      }
                      p = s23; R.top = m23;
                      A23_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A23_1;
                        t = r_comment(input, p);
                        if (t < 0) break A23_1;
                        p = t;
                        break A23;
                      }
                      p = s23; R.top = m23;
                      break M22_f;
                    }
                    if (p === s22) { R.top = m22; break M22; }
                    n22++;
                    continue M22;
                  }
                  p = s22; R.top = m22;
                  break;
                }
              }
              if (p === s18) { R.top = m18; break M18; }
              n18++;
              continue M18;
            }
            p = s18; R.top = m18;
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
      const s24 = p, m24 = R.top;
        A25: {
          const s25 = p, m25 = R.top;
          A25_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A25_0;
            t = r_addrSpec(input, p);
            if (t < 0) break A25_0;
            p = t;
            L26_ok: {
              const s26 = p, m26 = R.top;
              L26: {
                {
                  let n27 = 0;
                  M27: for (;;) {
                    const s27 = p, m27 = R.top;
                    M27_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K7[c] === 1)) break M27_f;
                      A28: {
                        const s28 = p, m28 = R.top;
                        A28_0: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K8[c] === 1)) break A28_0;
                          if (input.length <= 65536) {
                            t = K16.match(input, p);
                            if (t < 0) break A28_0;
                            p = t;
                          } else {
                            t = r_linearWhiteSpace(input, p);
                            if (t < 0) break A28_0;
                            p = t;
                          }
                          break A28;
                        }
                        p = s28; R.top = m28;
                        A28_1: {
                          c = input.charCodeAt(p);
                          if (!(c < 128 && K10[c] === 1)) break A28_1;
                          t = r_comment(input, p);
                          if (t < 0) break A28_1;
                          p = t;
                          break A28;
                        }
                        p = s28; R.top = m28;
                        break M27_f;
                      }
                      if (p === s27) { R.top = m27; break M27; }
                      n27++;
                      continue M27;
                    }
                    p = s27; R.top = m27;
                    break;
                  }
                }
                A29: {
                  const s29 = p, m29 = R.top;
                  A29_0: {
                    if (input.charCodeAt(p) !== 44) break A29_0;
                    p += 1;
                    break A29;
                  }
                  p = s29; R.top = m29;
                  A29_1: {
                    if (p !== input.length) break A29_1;
                    break A29;
                  }
                  p = s29; R.top = m29;
                  break L26;
                }
                p = s26; R.top = m26;
                break L26_ok;
              }
              p = s26; R.top = m26;
              break A25_0;
            }
            break A25;
          }
          p = s25; R.top = m25;
          A25_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K11[c] === 1)) break A25_1;
            t = r_phrase(input, p);
            if (t < 0) break A25_1;
            p = t;
            {
              let n30 = 0;
              M30: for (;;) {
                const s30 = p, m30 = R.top;
                M30_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K7[c] === 1)) break M30_f;
                  A31: {
                    const s31 = p, m31 = R.top;
                    A31_0: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K8[c] === 1)) break A31_0;
                      if (input.length <= 65536) {
                        t = K17.match(input, p);
                        if (t < 0) break A31_0;
                        p = t;
                      } else {
                        t = r_linearWhiteSpace(input, p);
                        if (t < 0) break A31_0;
                        p = t;
                      }
                      break A31;
                    }
                    p = s31; R.top = m31;
                    A31_1: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K10[c] === 1)) break A31_1;
                      t = r_comment(input, p);
                      if (t < 0) break A31_1;
                      p = t;
                      break A31;
                    }
                    p = s31; R.top = m31;
                    break M30_f;
                  }
                  if (p === s30) { R.top = m30; break M30; }
                  n30++;
                  continue M30;
                }
                p = s30; R.top = m30;
                break;
              }
            }
            t = r_routeAddr(input, p);
            if (t < 0) break A25_1;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
          break F;
        }
      R.capture(5, s24, p, m24);
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
          let n33 = 0;
          M33: for (;;) {
            const s33 = p, m33 = R.top;
            M33_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M33_f;
              A34: {
                const s34 = p, m34 = R.top;
                A34_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A34_0;
                  if (input.length <= 65536) {
                    t = K18.match(input, p);
                    if (t < 0) break A34_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A34_0;
                    p = t;
                  }
                  break A34;
                }
                p = s34; R.top = m34;
                A34_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A34_1;
                  t = r_comment(input, p);
                  if (t < 0) break A34_1;
                  p = t;
                  break A34;
                }
                p = s34; R.top = m34;
                break M33_f;
              }
              if (p === s33) { R.top = m33; break M33; }
              n33++;
              continue M33;
            }
            p = s33; R.top = m33;
            break;
          }
        }
        O35: {
          const s35 = p, m35 = R.top;
          O35_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K19[c] === 1)) break O35_f;
            t = r_route(input, p);
            if (t < 0) break O35_f;
            p = t;
            break O35;
          }
          p = s35; R.top = m35;
        }
        {
          let n36 = 0;
          M36: for (;;) {
            const s36 = p, m36 = R.top;
            M36_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M36_f;
              A37: {
                const s37 = p, m37 = R.top;
                A37_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A37_0;
                  if (input.length <= 65536) {
                    t = K20.match(input, p);
                    if (t < 0) break A37_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A37_0;
                    p = t;
                  }
                  break A37;
                }
                p = s37; R.top = m37;
                A37_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A37_1;
                  t = r_comment(input, p);
                  if (t < 0) break A37_1;
                  p = t;
                  break A37;
                }
                p = s37; R.top = m37;
                break M36_f;
              }
              if (p === s36) { R.top = m36; break M36; }
              n36++;
              continue M36;
            }
            p = s36; R.top = m36;
            break;
          }
        }
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n38 = 0;
          M38: for (;;) {
            const s38 = p, m38 = R.top;
            M38_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M38_f;
              A39: {
                const s39 = p, m39 = R.top;
                A39_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A39_0;
                  if (input.length <= 65536) {
                    t = K21.match(input, p);
                    if (t < 0) break A39_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A39_0;
                    p = t;
                  }
                  break A39;
                }
                p = s39; R.top = m39;
                A39_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A39_1;
                  t = r_comment(input, p);
                  if (t < 0) break A39_1;
                  p = t;
                  break A39;
                }
                p = s39; R.top = m39;
                break M38_f;
              }
              if (p === s38) { R.top = m38; break M38; }
              n38++;
              continue M38;
            }
            p = s38; R.top = m38;
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
      const s40 = p, m40 = R.top;
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n41 = 0;
          M41: for (;;) {
            const s41 = p, m41 = R.top;
            M41_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M41_f;
              A42: {
                const s42 = p, m42 = R.top;
                A42_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A42_0;
                  if (input.length <= 65536) {
                    t = K22.match(input, p);
                    if (t < 0) break A42_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A42_0;
                    p = t;
                  }
                  break A42;
                }
                p = s42; R.top = m42;
                A42_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A42_1;
                  t = r_comment(input, p);
                  if (t < 0) break A42_1;
                  p = t;
                  break A42;
                }
                p = s42; R.top = m42;
                break M41_f;
              }
              if (p === s41) { R.top = m41; break M41; }
              n41++;
              continue M41;
            }
            p = s41; R.top = m41;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n43 = 0;
          M43: for (;;) {
            const s43 = p, m43 = R.top;
            M43_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K23[c] === 1)) break M43_f;
              {
                let n44 = 0;
                M44: for (;;) {
                  const s44 = p, m44 = R.top;
                  M44_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M44_f;
                    A45: {
                      const s45 = p, m45 = R.top;
                      A45_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A45_0;
                        if (input.length <= 65536) {
                          t = K24.match(input, p);
                          if (t < 0) break A45_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A45_0;
                          p = t;
                        }
                        break A45;
                      }
                      p = s45; R.top = m45;
                      A45_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A45_1;
                        t = r_comment(input, p);
                        if (t < 0) break A45_1;
                        p = t;
                        break A45;
                      }
                      p = s45; R.top = m45;
                      break M44_f;
                    }
                    if (p === s44) { R.top = m44; break M44; }
                    n44++;
                    continue M44;
                  }
                  p = s44; R.top = m44;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 44) break M43_f;
              p += 1;
              {
                let n46 = 0;
                M46: for (;;) {
                  const s46 = p, m46 = R.top;
                  M46_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M46_f;
                    A47: {
                      const s47 = p, m47 = R.top;
                      A47_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A47_0;
                        if (input.length <= 65536) {
                          t = K25.match(input, p);
                          if (t < 0) break A47_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A47_0;
                          p = t;
                        }
                        break A47;
                      }
                      p = s47; R.top = m47;
                      A47_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A47_1;
                        t = r_comment(input, p);
                        if (t < 0) break A47_1;
                        p = t;
                        break A47;
                      }
                      p = s47; R.top = m47;
                      break M46_f;
                    }
                    if (p === s46) { R.top = m46; break M46; }
                    n46++;
                    continue M46;
                  }
                  p = s46; R.top = m46;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 64) break M43_f;
              p += 1;
              {
                let n48 = 0;
                M48: for (;;) {
                  const s48 = p, m48 = R.top;
                  M48_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M48_f;
                    A49: {
                      const s49 = p, m49 = R.top;
                      A49_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A49_0;
                        if (input.length <= 65536) {
                          t = K26.match(input, p);
                          if (t < 0) break A49_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A49_0;
                          p = t;
                        }
                        break A49;
                      }
                      p = s49; R.top = m49;
                      A49_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A49_1;
                        t = r_comment(input, p);
                        if (t < 0) break A49_1;
                        p = t;
                        break A49;
                      }
                      p = s49; R.top = m49;
                      break M48_f;
                    }
                    if (p === s48) { R.top = m48; break M48; }
                    n48++;
                    continue M48;
                  }
                  p = s48; R.top = m48;
                  break;
                }
              }
              t = r_domain(input, p);
              if (t < 0) break M43_f;
              p = t;
              if (p === s43) { R.top = m43; break M43; }
              n43++;
              continue M43;
            }
            p = s43; R.top = m43;
            break;
          }
        }
        {
          let n50 = 0;
          M50: for (;;) {
            const s50 = p, m50 = R.top;
            M50_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M50_f;
              A51: {
                const s51 = p, m51 = R.top;
                A51_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A51_0;
                  if (input.length <= 65536) {
                    t = K27.match(input, p);
                    if (t < 0) break A51_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A51_0;
                    p = t;
                  }
                  break A51;
                }
                p = s51; R.top = m51;
                A51_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A51_1;
                  t = r_comment(input, p);
                  if (t < 0) break A51_1;
                  p = t;
                  break A51;
                }
                p = s51; R.top = m51;
                break M50_f;
              }
              if (p === s50) { R.top = m50; break M50; }
              n50++;
              continue M50;
            }
            p = s50; R.top = m50;
            break;
          }
        }
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
      R.capture(8, s40, p, m40);
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
      const s52 = p, m52 = R.top;
        t = r_localPart(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n53 = 0;
          M53: for (;;) {
            const s53 = p, m53 = R.top;
            M53_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M53_f;
              A54: {
                const s54 = p, m54 = R.top;
                A54_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A54_0;
                  if (input.length <= 65536) {
                    t = K28.match(input, p);
                    if (t < 0) break A54_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A54_0;
                    p = t;
                  }
                  break A54;
                }
                p = s54; R.top = m54;
                A54_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A54_1;
                  t = r_comment(input, p);
                  if (t < 0) break A54_1;
                  p = t;
                  break A54;
                }
                p = s54; R.top = m54;
                break M53_f;
              }
              if (p === s53) { R.top = m53; break M53; }
              n53++;
              continue M53;
            }
            p = s53; R.top = m53;
            break;
          }
        }
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        {
          let n55 = 0;
          M55: for (;;) {
            const s55 = p, m55 = R.top;
            M55_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break M55_f;
              A56: {
                const s56 = p, m56 = R.top;
                A56_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K8[c] === 1)) break A56_0;
                  if (input.length <= 65536) {
                    t = K29.match(input, p);
                    if (t < 0) break A56_0;
                    p = t;
                  } else {
                    t = r_linearWhiteSpace(input, p);
                    if (t < 0) break A56_0;
                    p = t;
                  }
                  break A56;
                }
                p = s56; R.top = m56;
                A56_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A56_1;
                  t = r_comment(input, p);
                  if (t < 0) break A56_1;
                  p = t;
                  break A56;
                }
                p = s56; R.top = m56;
                break M55_f;
              }
              if (p === s55) { R.top = m55; break M55; }
              n55++;
              continue M55;
            }
            p = s55; R.top = m55;
            break;
          }
        }
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s52, p, m52);
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
          t = K30.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n58 = 0;
          M58: for (;;) {
            const s58 = p, m58 = R.top;
            M58_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K31[c] === 1)) break M58_f;
              {
                let n59 = 0;
                M59: for (;;) {
                  const s59 = p, m59 = R.top;
                  M59_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M59_f;
                    A60: {
                      const s60 = p, m60 = R.top;
                      A60_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A60_0;
                        if (input.length <= 65536) {
                          t = K32.match(input, p);
                          if (t < 0) break A60_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A60_0;
                          p = t;
                        }
                        break A60;
                      }
                      p = s60; R.top = m60;
                      A60_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A60_1;
                        t = r_comment(input, p);
                        if (t < 0) break A60_1;
                        p = t;
                        break A60;
                      }
                      p = s60; R.top = m60;
                      break M59_f;
                    }
                    if (p === s59) { R.top = m59; break M59; }
                    n59++;
                    continue M59;
                  }
                  p = s59; R.top = m59;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M58_f;
              p += 1;
              {
                let n61 = 0;
                M61: for (;;) {
                  const s61 = p, m61 = R.top;
                  M61_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M61_f;
                    A62: {
                      const s62 = p, m62 = R.top;
                      A62_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A62_0;
                        if (input.length <= 65536) {
                          t = K33.match(input, p);
                          if (t < 0) break A62_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A62_0;
                          p = t;
                        }
                        break A62;
                      }
                      p = s62; R.top = m62;
                      A62_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A62_1;
                        t = r_comment(input, p);
                        if (t < 0) break A62_1;
                        p = t;
                        break A62;
                      }
                      p = s62; R.top = m62;
                      break M61_f;
                    }
                    if (p === s61) { R.top = m61; break M61; }
                    n61++;
                    continue M61;
                  }
                  p = s61; R.top = m61;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K34.match(input, p);
                if (t < 0) break M58_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M58_f;
                p = t;
              }
              if (p === s58) { R.top = m58; break M58; }
              n58++;
              continue M58;
            }
            p = s58; R.top = m58;
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
          t = K35.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_subDomain(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n64 = 0;
          M64: for (;;) {
            const s64 = p, m64 = R.top;
            M64_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K31[c] === 1)) break M64_f;
              {
                let n65 = 0;
                M65: for (;;) {
                  const s65 = p, m65 = R.top;
                  M65_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M65_f;
                    A66: {
                      const s66 = p, m66 = R.top;
                      A66_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A66_0;
                        if (input.length <= 65536) {
                          t = K36.match(input, p);
                          if (t < 0) break A66_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A66_0;
                          p = t;
                        }
                        break A66;
                      }
                      p = s66; R.top = m66;
                      A66_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A66_1;
                        t = r_comment(input, p);
                        if (t < 0) break A66_1;
                        p = t;
                        break A66;
                      }
                      p = s66; R.top = m66;
                      break M65_f;
                    }
                    if (p === s65) { R.top = m65; break M65; }
                    n65++;
                    continue M65;
                  }
                  p = s65; R.top = m65;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 46) break M64_f;
              p += 1;
              {
                let n67 = 0;
                M67: for (;;) {
                  const s67 = p, m67 = R.top;
                  M67_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M67_f;
                    A68: {
                      const s68 = p, m68 = R.top;
                      A68_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A68_0;
                        if (input.length <= 65536) {
                          t = K37.match(input, p);
                          if (t < 0) break A68_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A68_0;
                          p = t;
                        }
                        break A68;
                      }
                      p = s68; R.top = m68;
                      A68_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A68_1;
                        t = r_comment(input, p);
                        if (t < 0) break A68_1;
                        p = t;
                        break A68;
                      }
                      p = s68; R.top = m68;
                      break M67_f;
                    }
                    if (p === s67) { R.top = m67; break M67; }
                    n67++;
                    continue M67;
                  }
                  p = s67; R.top = m67;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K38.match(input, p);
                if (t < 0) break M64_f;
                p = t;
              } else {
                t = r_subDomain(input, p);
                if (t < 0) break M64_f;
                p = t;
              }
              if (p === s64) { R.top = m64; break M64; }
              n64++;
              continue M64;
            }
            p = s64; R.top = m64;
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
      t = K39.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A70: {
            const s70 = p, m70 = R.top;
            A70_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K40[c] === 1)) break A70_0;
              t = r_domainRef(input, p);
              if (t < 0) break A70_0;
              p = t;
              break A70;
            }
            p = s70; R.top = m70;
            A70_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K41[c] === 1)) break A70_1;
              t = r_domainLiteral(input, p);
              if (t < 0) break A70_1;
              p = t;
              break A70;
            }
            p = s70; R.top = m70;
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
          const s73 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K43[c] === 1)) {
            if (input.length <= 65536) {
              K42.lastIndex = p;
              if (K42.test(input)) p = K42.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K42.lastIndex = 0;
                if (!K42.test(w)) break;
                p += K42.lastIndex;
                if (K42.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s73) break F;
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
      t = K44.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 34) break F;
          p += 1;
          {
            let n75 = 0;
            M75: for (;;) {
              const s75 = p, m75 = R.top;
              M75_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K45[c] === 1)) break M75_f;
                A76: {
                  const s76 = p, m76 = R.top;
                  A76_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K46[c] === 1)) break A76_0;
                    t = r_qtext(input, p);
                    if (t < 0) break A76_0;
                    p = t;
                    break A76;
                  }
                  p = s76; R.top = m76;
                  A76_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K47[c] === 1)) break A76_1;
                    t = r_quotedPair(input, p);
                    if (t < 0) break A76_1;
                    p = t;
                    break A76;
                  }
                  p = s76; R.top = m76;
                  break M75_f;
                }
                if (p === s75) { R.top = m75; break M75; }
                n75++;
                continue M75;
              }
              p = s75; R.top = m75;
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
          const s78 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K49[c] === 1)) {
            if (input.length <= 65536) {
              K48.lastIndex = p;
              if (K48.test(input)) p = K48.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K48.lastIndex = 0;
                if (!K48.test(w)) break;
                p += K48.lastIndex;
                if (K48.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s78) break F;
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
      t = K50.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 91) break F;
          p += 1;
          {
            let n80 = 0;
            M80: for (;;) {
              const s80 = p, m80 = R.top;
              M80_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K51[c] === 1)) break M80_f;
                A81: {
                  const s81 = p, m81 = R.top;
                  A81_0: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K52[c] === 1)) break A81_0;
                    t = r_dtext(input, p);
                    if (t < 0) break A81_0;
                    p = t;
                    break A81;
                  }
                  p = s81; R.top = m81;
                  A81_1: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K47[c] === 1)) break A81_1;
                    t = r_quotedPair(input, p);
                    if (t < 0) break A81_1;
                    p = t;
                    break A81;
                  }
                  p = s81; R.top = m81;
                  break M80_f;
                }
                if (p === s80) { R.top = m80; break M80; }
                n80++;
                continue M80;
              }
              p = s80; R.top = m80;
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
          const s83 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K54[c] === 1)) {
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
          if (p === s83) break F;
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
          let n85 = 0;
          M85: for (;;) {
            const s85 = p, m85 = R.top;
            M85_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K55[c] === 1)) break M85_f;
              A86: {
                const s86 = p, m86 = R.top;
                A86_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K56[c] === 1)) break A86_0;
                  t = r_ctext(input, p);
                  if (t < 0) break A86_0;
                  p = t;
                  break A86;
                }
                p = s86; R.top = m86;
                A86_1: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K47[c] === 1)) break A86_1;
                  t = r_quotedPair(input, p);
                  if (t < 0) break A86_1;
                  p = t;
                  break A86;
                }
                p = s86; R.top = m86;
                A86_2: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K10[c] === 1)) break A86_2;
                  t = r_comment(input, p);
                  if (t < 0) break A86_2;
                  p = t;
                  break A86;
                }
                p = s86; R.top = m86;
                break M85_f;
              }
              if (p === s85) { R.top = m85; break M85; }
              n85++;
              continue M85;
            }
            p = s85; R.top = m85;
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
          const s88 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K58[c] === 1)) {
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
          if (p === s88) break F;
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
        if ((c < 128 && K59[c] === 1)) p++;
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
      const s90 = p, m90 = R.top;
        if (input.length <= 65536) {
          t = K60.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_word(input, p);
          if (t < 0) break F;
          p = t;
        }
        {
          let n91 = 0;
          M91: for (;;) {
            const s91 = p, m91 = R.top;
            M91_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K61[c] === 1)) break M91_f;
              {
                let n92 = 0;
                M92: for (;;) {
                  const s92 = p, m92 = R.top;
                  M92_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M92_f;
                    A93: {
                      const s93 = p, m93 = R.top;
                      A93_0: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K8[c] === 1)) break A93_0;
                        if (input.length <= 65536) {
                          t = K62.match(input, p);
                          if (t < 0) break A93_0;
                          p = t;
                        } else {
                          t = r_linearWhiteSpace(input, p);
                          if (t < 0) break A93_0;
                          p = t;
                        }
                        break A93;
                      }
                      p = s93; R.top = m93;
                      A93_1: {
                        c = input.charCodeAt(p);
                        if (!(c < 128 && K10[c] === 1)) break A93_1;
                        t = r_comment(input, p);
                        if (t < 0) break A93_1;
                        p = t;
                        break A93;
                      }
                      p = s93; R.top = m93;
                      break M92_f;
                    }
                    if (p === s92) { R.top = m92; break M92; }
                    n92++;
                    continue M92;
                  }
                  p = s92; R.top = m92;
                  break;
                }
              }
              if (input.length <= 65536) {
                t = K63.match(input, p);
                if (t < 0) break M91_f;
                p = t;
              } else {
                t = r_word(input, p);
                if (t < 0) break M91_f;
                p = t;
              }
              if (p === s91) { R.top = m91; break M91; }
              n91++;
              continue M91;
            }
            p = s91; R.top = m91;
            break;
          }
        }
      R.capture(7, s90, p, m90);
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
      t = K64.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A95: {
            const s95 = p, m95 = R.top;
            A95_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K40[c] === 1)) break A95_0;
              t = r_atom(input, p);
              if (t < 0) break A95_0;
              p = t;
              break A95;
            }
            p = s95; R.top = m95;
            A95_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K65[c] === 1)) break A95_1;
              t = r_quotedString(input, p);
              if (t < 0) break A95_1;
              p = t;
              break A95;
            }
            p = s95; R.top = m95;
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
      t = K66.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n97 = 0;
            M97: for (;;) {
              const s97 = p, m97 = R.top;
              M97_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K8[c] === 1)) break M97_f;
                O98: {
                  const s98 = p, m98 = R.top;
                  O98_f: {
                    if (input.charCodeAt(p) !== 13 || input.charCodeAt(p + 1) !== 10) break O98_f;
                    p += 2;
                    break O98;
                  }
                  p = s98; R.top = m98;
                }
                t = r_LWSPChar(input, p);
                if (t < 0) break M97_f;
                p = t;
                if (p === s97) { R.top = m97; break M97; }
                n97++;
                continue M97;
              }
              p = s97; R.top = m97;
              break;
            }
            if (n97 < 1) break F;
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
        if ((c < 128 && K67[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "mailtoURL": r_mailtoURL, "to": r_to, "headers": r_headers, "header": r_header, "hname": r_hname, "hvalue": r_hvalue, "#mailbox": r__mailbox, "mailbox": r_mailbox, "routeAddr": r_routeAddr, "route": r_route, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "subDomain": r_subDomain, "domainRef": r_domainRef, "atom": r_atom, "quotedString": r_quotedString, "qtext": r_qtext, "domainLiteral": r_domainLiteral, "dtext": r_dtext, "comment": r_comment, "ctext": r_ctext, "quotedPair": r_quotedPair, "phrase": r_phrase, "word": r_word, "linearWhiteSpace": r_linearWhiteSpace, "LWSPChar": r_LWSPChar };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["mailtoURL","to","headers","header","hname","hvalue","#mailbox","mailbox","routeAddr","route","addrSpec","localPart","domain","subDomain","domainRef","atom","quotedString","qtext","domainLiteral","dtext","comment","ctext","quotedPair","phrase","word","linearWhiteSpace","LWSPChar"],
  rules: [
    [10,"mailtoURL",[3,[0,"mailto:",1],[5,[11,1]],[5,[11,2]]]], // mailtoURL
    [10,"to",[2,0,1,-1]], // to
    [10,"headers",[3,[0,"?",0],[11,3],[6,[3,[0,"&",0],[11,3]],0,-1]]], // headers
    [10,"header",[3,[11,4],[0,"=",0],[11,5]]], // header
    [10,"hname",[2,1,0,-1]], // hname
    [10,"hvalue",[2,1,0,-1]], // hvalue
    [10,"#mailbox",[3,[6,[4,[11,25],[11,20]],0,-1],[5,[11,7]],[6,[4,[11,25],[11,20]],0,-1],[6,[3,[0,",",0],[6,[4,[11,25],[11,20]],0,-1],[5,[11,7]],[6,[4,[11,25],[11,20]],0,-1]],0,-1]]], // #mailbox
    [10,"mailbox",[4,[3,[11,10],[8,[3,[6,[4,[11,25],[11,20]],0,-1],[4,[0,",",0],[9]]]]],[3,[11,23],[6,[4,[11,25],[11,20]],0,-1],[11,8]]]], // mailbox
    [10,"route-addr",[3,[0,"<",0],[6,[4,[11,25],[11,20]],0,-1],[5,[11,9]],[6,[4,[11,25],[11,20]],0,-1],[11,10],[6,[4,[11,25],[11,20]],0,-1],[0,">",0]]], // routeAddr
    [10,"route",[3,[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,",",0],[6,[4,[11,25],[11,20]],0,-1],[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12]],0,-1],[6,[4,[11,25],[11,20]],0,-1],[0,":",0]]], // route
    [10,"addr-spec",[3,[11,11],[6,[4,[11,25],[11,20]],0,-1],[0,"@",0],[6,[4,[11,25],[11,20]],0,-1],[11,12]]], // addrSpec
    [10,"local-part",[3,[11,24],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,".",0],[6,[4,[11,25],[11,20]],0,-1],[11,24]],0,-1]]], // localPart
    [10,"domain",[3,[11,13],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[0,".",0],[6,[4,[11,25],[11,20]],0,-1],[11,13]],0,-1]]], // domain
    [10,"sub-domain",[4,[11,14],[11,18]]], // subDomain
    [10,"domain-ref",[11,15]], // domainRef
    [10,"atom",[2,2,1,-1]], // atom
    [10,"quoted-string",[3,[0,"\"",0],[6,[4,[11,17],[11,22]],0,-1],[0,"\"",0]]], // quotedString
    [10,"qtext",[2,3,1,-1]], // qtext
    [10,"domain-literal",[3,[0,"[",0],[6,[4,[11,19],[11,22]],0,-1],[0,"]",0]]], // domainLiteral
    [10,"dtext",[2,4,1,-1]], // dtext
    [10,"comment",[3,[0,"(",0],[6,[4,[11,21],[11,22],[11,20]],0,-1],[0,")",0]]], // comment
    [10,"ctext",[2,5,1,-1]], // ctext
    [10,"quoted-pair",[3,[0,"\\",0],[1,6]]], // quotedPair
    [10,"phrase",[3,[11,24],[6,[3,[6,[4,[11,25],[11,20]],0,-1],[11,24]],0,-1]]], // phrase
    [10,"word",[4,[11,15],[11,16]]], // word
    [10,"linear-white-space",[6,[3,[5,[0,"\r\n",0]],[11,26]],1,-1]], // linearWhiteSpace
    [10,"LWSP-char",[1,7]], // LWSPChar
  ],
  sets: [
    ["to","0000000029cefff0ffffff78efffff70","","",1],
    ["urlc","0000000029fffff0ffffff78efffff70","","",1],
    ["atom","00000000afcaff3aefffff7cfffffff7","","",0],
    ["qtext","fffdffffbffffffffffffffeffffffff","","",0],
    ["dtext","fffdffffffffffffffffff7cffffffff","","",0],
    ["ctext","fffdffffffcffffffffffffeffffffff","","",0],
    ["CHAR","ffffffffffffffffffffffffffffffff","","",0],
    ["LWSP-char","00200000100000000000000000000000","","",0],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
