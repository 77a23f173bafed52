/*
 * GENERATED FILE — do not edit. The grammar "rfc1738+caseInsensitiveScheme", compiled at build time
 * from grammars/rfc1738.ts: rfc1738Grammar(k, { caseInsensitiveScheme: true }).
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
import type { ExplainTable } from '../engine/explain-table';
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc1738';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc1738';
import { texts as baseTexts } from './rfc1738';

// the rules this build shares with ./rfc1738
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc1738+caseInsensitiveScheme",
  name: "rfc1738",
  rules: [
    ...B.slice(0, 67), // genericurl … digits
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

// the stretches the fused regexps below share
const F0 = "(?:;[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*=[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*)";
const F11 = "(?:[hH][tT][tT][pP]|[fF][tT][pP]|[nN][eE][wW][sS]|[nN][nN][tT][pP]|[tT][eE][lL][nN][eE][tT]|[gG][oO][pP][hH][eE][rR]|[wW][aA][iI][sS]|[mM][aA][iI][lL][tT][oO]|[fF][iI][lL][eE]|[pP][rR][oO][sS][pP][eE][rR][oO])";

export function fast(R: Records, X?: (M: Matchers) => Matchers): Matchers {
return fastOf(R, (M) => {
const r_otherurl = M["otherurl"], r_login = M["login"], r_hostport = M["hostport"], r_host = M["host"], r_fpath = M["fpath"], r_ftptype = M["ftptype"], r_hpath = M["hpath"], r_search = M["search"], r_gtype = M["gtype"], r_selector = M["selector"], r_gopher_String = M["gopher+String"], r_encoded822addr = M["encoded822addr"], r_grouppart = M["grouppart"], r_group = M["group"], r_database = M["database"], r_wtype = M["wtype"], r_wpath = M["wpath"], r_ppath = M["ppath"], r_fieldspec = M["fieldspec"], r_digits = M["digits"];
const F12 = "(?!(?=(?<a0>" + F11 + "))\\k<a0>:)";
const K0 = bits("00000000000000000010000000100000");
const K1 = bits("00000000000000000400000004000000");
const K2 = bits("00000000000000000004000000040000");
const K3 = bits("00000000000000000000010000000100");
const K4 = bits("00000000000000000800000008000000");
const K5 = bits("00000000000000000000080000000800");
const K6 = bits("00000000000000000002000000020000");
const K7 = bits("00000000000000000000100000001000");
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused(F12);
const K10 = /[a-zA-Z0-9+\-.]+/y;
const K11 = bits("000000000086ff30efffff70efffff70");
const K13 = bits("000000002dfffffaffffff78efffff70");
const K16 = bits("000000000000ff30efffff70efffff70");
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
const K57 = new Fused("(?:\\/[0-9]{1,})?");
const K60 = new Fused(F0 + "{0,}");
const K61 = /(?:;(?:(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2}))=(?:(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[a-zA-Z0-9$\-_.+!*'(),?:@&]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K62 = bits("00000000000000800000000000000000");
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

// ftpurl
function r_ftpurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 102 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 112) break F;
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

// fileurl
function r_fileurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 102 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 108 || (input.charCodeAt(p + 3) | 32) !== 101) break F;
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
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112) break F;
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

// gopherurl
function r_gopherurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 103 || (input.charCodeAt(p + 1) | 32) !== 111 || (input.charCodeAt(p + 2) | 32) !== 112 || (input.charCodeAt(p + 3) | 32) !== 104 || (input.charCodeAt(p + 4) | 32) !== 101 || (input.charCodeAt(p + 5) | 32) !== 114) break F;
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

// mailtourl
function r_mailtourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 109 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 108 || (input.charCodeAt(p + 4) | 32) !== 116 || (input.charCodeAt(p + 5) | 32) !== 111) break F;
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

// newsurl
function r_newsurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 110 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 119 || (input.charCodeAt(p + 3) | 32) !== 115) break F;
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

// nntpurl
function r_nntpurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 110 || (input.charCodeAt(p + 1) | 32) !== 110 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112) break F;
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
        if ((input.charCodeAt(p) | 32) !== 116 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 108 || (input.charCodeAt(p + 3) | 32) !== 110 || (input.charCodeAt(p + 4) | 32) !== 101 || (input.charCodeAt(p + 5) | 32) !== 116) break F;
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
        if ((input.charCodeAt(p) | 32) !== 119 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 115) break F;
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
        if ((input.charCodeAt(p) | 32) !== 119 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 115) break F;
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
        if ((input.charCodeAt(p) | 32) !== 119 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 115) break F;
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

// prosperourl
function r_prosperourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 112 || (input.charCodeAt(p + 1) | 32) !== 114 || (input.charCodeAt(p + 2) | 32) !== 111 || (input.charCodeAt(p + 3) | 32) !== 115 || (input.charCodeAt(p + 4) | 32) !== 112 || (input.charCodeAt(p + 5) | 32) !== 101 || (input.charCodeAt(p + 6) | 32) !== 114 || (input.charCodeAt(p + 7) | 32) !== 111) break F;
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

const N = { ...M, "url": r_url, "scheme": r_scheme, "ftpurl": r_ftpurl, "fileurl": r_fileurl, "httpurl": r_httpurl, "gopherurl": r_gopherurl, "mailtourl": r_mailtourl, "newsurl": r_newsurl, "nntpurl": r_nntpurl, "telneturl": r_telneturl, "waisurl": r_waisurl, "waisdatabase": r_waisdatabase, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "prosperourl": r_prosperourl };
if (X === undefined) return N;
// a further option build (X) replaces some rules: the others call its versions
const O = X(N);
r_url = O["url"];
return O;
});
}

export function validate(S: () => Matchers, X?: (M: Matchers) => Matchers): Matchers {
return validateOf(S, (M) => {
const r_encoded822addr = M["encoded822addr"];
const F1 = "(?:%09(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}(?:%09[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F2 = "(?:(?=(?<a1>(?:(?=(?<a0>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a0>\\.){0,}))\\k<a1>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F3 = "(?:(?=(?<a3>(?:(?=(?<a2>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a2>\\.){0,}))\\k<a3>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F4 = "(?:(?=(?<a7>(?:(?=(?<a6>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a6>\\.){0,}))\\k<a7>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F5 = "(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a2>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a2>@)";
const F6 = "(?<a2>" + F2 + "(?::[0-9]{1,})?)";
const F7 = "(?<a3>" + F5 + "?)";
const F8 = "(?=" + F6 + ")";
const F9 = "(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}(?:;type=[AIDaid])?)";
const F10 = "(?=" + F7 + ")";
const F13 = "(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*){0,}(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*)?)";
const F14 = "(?<a4>\\/\\/" + F10 + "\\k<a3>" + F2 + "(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F15 = "(?=" + F14 + ")";
const F16 = "(?:" + F15 + "\\k<a4>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)";
const F17 = "[a-zA-Z0-9+\\-.]{1,}:" + F16;
const F18 = "(?:[wW][aA][iI][sS]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*|[wW][aA][iI][sS]:\\/\\/(?=(?<a5>(?:(?=(?<a4>(?:(?=(?<a3>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a3>\\.){0,}))\\k<a4>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a5>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*|[wW][aA][iI][sS]:\\/\\/(?=(?<a8>" + F4 + "(?::[0-9]{1,})?))\\k<a8>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*)";
const F19 = "(?:[hH][tT][tT][pP]:\\/\\/" + F2 + "(?::[0-9]{1,})?" + F13 + "?|[fF][tT][pP]:\\/\\/(?=(?<a5>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a4>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a4>@)?))\\k<a5>" + F3 + "(?::[0-9]{1,})?" + F9 + "?|[nN][eE][wW][sS]:(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@" + F4 + "|\\*|[a-zA-Z][a-zA-Z0-9\\-.+_]{0,})|[nN][nN][tT][pP]:\\/\\/(?=(?<a10>(?:(?=(?<a9>(?:(?=(?<a8>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a8>\\.){0,}))\\k<a9>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a10>\\/[a-zA-Z][a-zA-Z0-9\\-.+_]{0,}(?:\\/[0-9]{1,})?|[tT][eE][lL][nN][eE][tT]:\\/\\/(?=(?<a14>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a13>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a13>@)?))\\k<a14>(?:(?=(?<a12>(?:(?=(?<a11>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a11>\\.){0,}))\\k<a12>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/)?|[gG][oO][pP][hH][eE][rR]:\\/\\/(?:(?=(?<a18>(?:(?=(?<a17>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a17>\\.){0,}))\\k<a18>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})(?:(?=(?<a16>(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}))\\k<a16>(?=(?<a15>" + F1 + "?))\\k<a15>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))?)?|(?:[wW][aA][iI][sS]:\\/\\/(?=(?<a21>(?:(?=(?<a20>(?:(?=(?<a19>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a19>\\.){0,}))\\k<a20>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a21>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*|[wW][aA][iI][sS]:\\/\\/(?=(?<a24>(?:(?=(?<a23>(?:(?=(?<a22>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a22>\\.){0,}))\\k<a23>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a24>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*|[wW][aA][iI][sS]:\\/\\/(?=(?<a27>(?:(?=(?<a26>(?:(?=(?<a25>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a25>\\.){0,}))\\k<a26>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a27>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*)|[mM][aA][iI][lL][tT][oO]:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*|[fF][iI][lL][eE]:\\/\\/(?=(?<a30>(?:(?:(?:(?=(?<a29>(?:(?=(?<a28>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a28>\\.){0,}))\\k<a29>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})|localhost))?))\\k<a30>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}|[pP][rR][oO][sS][pP][eE][rR][oO]:\\/\\/(?=(?<a33>(?:(?=(?<a32>(?:(?=(?<a31>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a31>\\.){0,}))\\k<a32>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a33>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}" + F0 + "{0,}|(?!(?=(?<a39>" + F11 + "))\\k<a39>:)[a-zA-Z0-9+\\-.]{1,}:(?:(?=(?<a38>\\/\\/(?=(?<a37>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a36>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a36>@)?))\\k<a37>(?:(?=(?<a35>(?:(?=(?<a34>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a34>\\.){0,}))\\k<a35>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?))\\k<a38>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))";
const K0 = new Fused(F17);
const K1 = new Fused(F19);
const K2 = new Fused(F17);
const K3 = /[a-zA-Z0-9+\-.]+/y;
const K4 = bits("000000000086ff30efffff70efffff70");
const K19 = new Fused("[fF][tT][pP]:\\/\\/" + F10 + "\\k<a3>" + F2 + "(?::[0-9]{1,})?" + F9 + "?");
const K24 = new Fused("[fF][iI][lL][eE]:\\/\\/(?=(?<a2>(?:(?:" + F2 + "|localhost))?))\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}");
const K25 = new Fused("[hH][tT][tT][pP]:\\/\\/" + F2 + "(?::[0-9]{1,})?" + F13 + "?");
const K29 = new Fused("[gG][oO][pP][hH][eE][rR]:\\/\\/" + F3 + "(?::[0-9]{1,})?(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})(?:(?=(?<a1>(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}))\\k<a1>(?=(?<a0>" + F1 + "?))\\k<a0>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))?)?");
const K30 = new Fused("[nN][eE][wW][sS]:(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@" + F2 + "|\\*|[a-zA-Z][a-zA-Z0-9\\-.+_]{0,})");
const K36 = new Fused("[nN][nN][tT][pP]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z][a-zA-Z0-9\\-.+_]{0,}(?:\\/[0-9]{1,})?");
const K37 = new Fused("[tT][eE][lL][nN][eE][tT]:\\/\\/" + F10 + "\\k<a3>" + F2 + "(?::[0-9]{1,})?(?:\\/)?");
const K38 = new Fused(F18);
const K39 = new Fused("[wW][aA][iI][sS]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*");
const K40 = new Fused("[wW][aA][iI][sS]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*");
const K41 = new Fused("[wW][aA][iI][sS]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*");
const K44 = new Fused("[pP][rR][oO][sS][pP][eE][rR][oO]:\\/\\/" + F8 + "\\k<a2>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}" + F0 + "{0,}");
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

// ftpurl
function r_ftpurl(input, i) {
  return input.length <= 65536 ? K19.match(input, i) : S()["ftpurl"](input, i);
}

// fileurl
function r_fileurl(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["fileurl"](input, i);
}

// httpurl
function r_httpurl(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["httpurl"](input, i);
}

// gopherurl
function r_gopherurl(input, i) {
  return input.length <= 65536 ? K29.match(input, i) : S()["gopherurl"](input, i);
}

// mailtourl
function r_mailtourl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if ((input.charCodeAt(p) | 32) !== 109 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 108 || (input.charCodeAt(p + 4) | 32) !== 116 || (input.charCodeAt(p + 5) | 32) !== 111) break F;
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

// newsurl
function r_newsurl(input, i) {
  return input.length <= 65536 ? K30.match(input, i) : S()["newsurl"](input, i);
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

// prosperourl
function r_prosperourl(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["prosperourl"](input, i);
}

const N = { ...M, "genericurl": r_genericurl, "url": r_url, "otherurl": r_otherurl, "scheme": r_scheme, "ftpurl": r_ftpurl, "fileurl": r_fileurl, "httpurl": r_httpurl, "gopherurl": r_gopherurl, "mailtourl": r_mailtourl, "newsurl": r_newsurl, "nntpurl": r_nntpurl, "telneturl": r_telneturl, "waisurl": r_waisurl, "waisdatabase": r_waisdatabase, "waisindex": r_waisindex, "waisdoc": r_waisdoc, "prosperourl": r_prosperourl };
if (X === undefined) return N;
// a further option build (X) replaces some rules: the others call its versions
const O = X(N);
r_url = O["url"];
return O;
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc1738 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    keys: [
        ...T.keys.slice(0, 67), // genericurl … digits
    ],
    rules: [
        T.rules[0], // genericurl
        [10,"url",[4,[11,23],[11,18],[11,33],[11,37],[11,38],[11,27],[11,39],[11,31],[11,22],[11,46],[3,[7,[3,[4,[0,"http",1],[0,"ftp",1],[0,"news",1],[0,"nntp",1],[0,"telnet",1],[0,"gopher",1],[0,"wais",1],[0,"mailto",1],[0,"file",1],[0,"prospero",1]],[0,":",0]]],[11,2]]]],
        ...T.rules.slice(2, 18), // otherurl … urlpath
        [10,"ftpurl",[3,[3,[0,"ftp",1],[0,":",0],[0,"//",0]],[11,6],[5,[3,[0,"/",0],[11,19],[5,[3,[0,";type=",0],[11,21]]]]]]],
        ...T.rules.slice(19, 22), // fpath … ftptype
        [10,"fileurl",[3,[3,[0,"file",1],[0,":",0],[0,"//",0]],[5,[4,[11,8],[0,"localhost",0]]],[0,"/",0],[11,19]]],
        [10,"httpurl",[3,[3,[0,"http",1],[0,":",0],[0,"//",0]],[11,7],[5,[3,[0,"/",0],[11,24],[5,[3,[0,"?",0],[11,26]]]]]]],
        ...T.rules.slice(24, 27), // hpath … search
        [10,"gopherurl",[3,[3,[0,"gopher",1],[0,":",0],[0,"//",0]],[11,7],[5,[3,[0,"/",0],[5,[3,[11,28],[4,[3,[10,"selector",[6,[4,[2,11,1,-1],[3,[7,[0,"%09",0]],[1,12]]],0,-1]],[5,[3,[0,"%09",0],[10,"search",[6,[4,[2,13,1,-1],[3,[7,[0,"%09",0]],[1,12]]],0,-1]],[5,[3,[0,"%09",0],[11,30]]]]],[7,[1,1]]],[11,29]]]]]]]],
        ...T.rules.slice(28, 31), // gtype … gopher+String
        [10,"mailtourl",[3,[3,[0,"mailto",1],[0,":",0]],[11,32]]],
        T.rules[32], // encoded822addr
        [10,"newsurl",[3,[3,[0,"news",1],[0,":",0]],[11,34]]],
        ...T.rules.slice(34, 37), // grouppart … article
        [10,"nntpurl",[3,[3,[0,"nntp",1],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,35],[5,[3,[0,"/",0],[11,66]]]]],
        [10,"telneturl",[3,[3,[0,"telnet",1],[0,":",0],[0,"//",0]],[11,6],[5,[0,"/",0]]]],
        T.rules[39], // waisurl
        [10,"waisdatabase",[3,[3,[0,"wais",1],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43]]],
        [10,"waisindex",[3,[3,[0,"wais",1],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43],[0,"?",0],[11,26]]],
        [10,"waisdoc",[3,[3,[0,"wais",1],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,43],[0,"/",0],[11,44],[0,"/",0],[11,45]]],
        ...T.rules.slice(43, 46), // database … wpath
        [10,"prosperourl",[3,[3,[0,"prospero",1],[0,":",0],[0,"//",0]],[11,7],[0,"/",0],[11,47],[6,[11,49],0,-1]]],
        ...T.rules.slice(47, 67), // ppath … digits
    ],
    sets: [
        ["scheme","000000000086ff30efffff70efffff70","","",0],
        ...T.sets.slice(1, 30), // xchar … unreserved
    ],
  });
}
