/*
 * GENERATED FILE — do not edit. The grammar "rfc2141", compiled at build time
 * from grammars/rfc2141.ts: rfc2141Grammar(k).
 * Written by `npm run generate`; test/engine/generated.test.ts fails when this file differs from a fresh generation.
 * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives
 * the RFC spelling); validate(), fast() and explain() are the compiled modes (src/engine/compile).
 */
// @ts-nocheck
import { Fused, HEX, bits } from '../engine/runtime';
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';

export const meta: GrammarMeta = {
  id: "rfc2141",
  name: "rfc2141",
  rules: [
    ["URN","URN","2","<URN> ::= \"urn:\" <NID> \":\" <NSS>"],
    ["NID","NID","2.1","<NID> ::= <let-num> [ 1,31<let-num-hyp> ]"],
    ["let-num-hyp","letNumHyp","2.1","<let-num-hyp> ::= <upper> | <lower> | <number> | \"-\""],
    ["let-num","letNum","2.1","<let-num> ::= <upper> | <lower> | <number>"],
    ["upper","upper","2.1","<upper> ::= \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["lower","lower","2.1","<lower> ::= \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["number","number","2.1","<number> ::= \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["NSS","NSS","2.2","<NSS> ::= 1*<URN chars>"],
    ["URN chars","URN chars","2.2","<URN chars> ::= <trans> | \"%\" <hex> <hex>"],
    ["trans","trans","2.2","<trans> ::= <upper> | <lower> | <number> | <other> | <reserved>"],
    ["hex","hex","2.2","<hex> ::= <number> | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["other","other","2.2","<other> ::= \"(\" | \")\" | \"+\" | \",\" | \"-\" | \".\" | \":\" | \"=\" | \"@\" | \";\" | \"$\" | \"_\" | \"!\" | \"*\" | \"'\""],
    ["reserved","reserved","2.3","<reserved> ::= '%\" | \"/\" | \"?\" | \"#\""],
  ],
  captured: ["URN","NID","NSS"],
  capturedNames: ["URN","NID","NSS"],
};

// the stretches the fused regexps below share
const F0 = "[A-Za-z0-9\\(\\)\\+\\,\\-\\.\\:\\=\\@\\;\\$\\_\\!\\*\\'\\/\\?\\#]";
const F1 = "(?:%[0-9A-Fa-f][0-9A-Fa-f]|" + F0 + ")";
const F2 = "(?:" + F1 + ")";
const F3 = F2 + "{1,}";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9\\-]{0,31}:" + F2 + "{1,}");
const K1 = bits("000000000000ff30efffff70efffff70");
const K2 = bits("000000000002ff30efffff70efffff70");
const K3 = bits("0000000000000000efffff7000000000");
const K4 = bits("000000000000000000000000efffff70");
const K5 = bits("000000000000ff300000000000000000");
const K6 = new Fused(F3);
const K7 = bits("00000000020000000000000000000000");
const K8 = bits("000000000000ff30e7000000e7000000");
const K9 = bits("00000000a9fffffaffffff78efffff70");
const K10 = bits("0000000029f700c21000000800000000");
const K11 = bits("00000000820800080000000000000000");
// URN
function r_URN(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URN"](input, i);
}

// NID
function r_NID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K1[c] === 1)) p++;
        else break F;
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 31) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K2[c] === 1)) p++;
            else break;
            n1++;
          }
        }
    return p;
  }
  return -1;
}

// let-num-hyp
function r_letNumHyp(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K2[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// let-num
function r_letNum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K1[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upper
function r_upper(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K3[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lower
function r_lower(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// number
function r_number(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K5[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// NSS
function r_NSS(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["NSS"](input, i);
}

// URN chars
function r_URN_chars(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A8: {
          const s8 = p;
          A8_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A8_0;
            if (input.charCodeAt(p) !== 37) break A8_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A8_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A8_0;
            break A8;
          }
          p = s8;
          A8_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K9[c] === 1)) p++;
            else break A8_1;
            break A8;
          }
          p = s8;
          break F;
        }
    return p;
  }
  return -1;
}

// trans
function r_trans(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
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
        if ((c < 128 && K8[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// other
function r_other(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K10[c] === 1)) p++;
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
        if ((c < 128 && K11[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URN": r_URN, "NID": r_NID, "letNumHyp": r_letNumHyp, "letNum": r_letNum, "upper": r_upper, "lower": r_lower, "number": r_number, "NSS": r_NSS, "URN chars": r_URN_chars, "trans": r_trans, "hex": r_hex, "other": r_other, "reserved": r_reserved };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000000000ff30efffff70efffff70");
const K1 = bits("000000000002ff30efffff70efffff70");
const K2 = bits("0000000000000000efffff7000000000");
const K3 = bits("000000000000000000000000efffff70");
const K4 = bits("000000000000ff300000000000000000");
const K5 = new Fused(F3);
const K6 = bits("00000000abfffffaffffff78efffff70");
const K7 = bits("00000000020000000000000000000000");
const K8 = bits("000000000000ff30e7000000e7000000");
const K9 = bits("00000000a9fffffaffffff78efffff70");
const K10 = bits("0000000029f700c21000000800000000");
const K11 = bits("00000000820800080000000000000000");
// URN
function r_URN(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 117 || (input.charCodeAt(p + 1) | 32) !== 114 || (input.charCodeAt(p + 2) | 32) !== 110 || input.charCodeAt(p + 3) !== 58) break F;
        p += 4;
        t = r_NID(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_NSS(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(0, s0, p, m0);
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
      const s1 = p, m1 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K0[c] === 1)) p++;
        else break F;
        {
          let n2 = 0;
          for (;;) {
            if (n2 === 31) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K1[c] === 1)) p++;
            else break;
            n2++;
          }
        }
      R.capture(1, s1, p, m1);
    }
    return p;
  }
  return -1;
}

// let-num-hyp
function r_letNumHyp(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K1[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// let-num
function r_letNum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K0[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upper
function r_upper(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K2[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lower
function r_lower(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K3[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// number
function r_number(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
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
      const s8 = p, m8 = R.top;
        if (input.length <= 65536) {
          t = K5.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n9 = 0;
            M9: for (;;) {
              const s9 = p, m9 = R.top;
              M9_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K6[c] === 1)) break M9_f;
                t = r_URN_chars(input, p);
                if (t < 0) break M9_f;
                p = t;
                if (p === s9) { R.top = m9; break M9; }
                n9++;
                continue M9;
              }
              p = s9; R.top = m9;
              break;
            }
            if (n9 < 1) break F;
          }
        }
      R.capture(2, s8, p, m8);
    }
    return p;
  }
  return -1;
}

// URN chars
function r_URN_chars(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A11: {
          const s11 = p, m11 = R.top;
          A11_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A11_0;
            if (input.charCodeAt(p) !== 37) break A11_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A11_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A11_0;
            break A11;
          }
          p = s11; R.top = m11;
          A11_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K9[c] === 1)) p++;
            else break A11_1;
            break A11;
          }
          p = s11; R.top = m11;
          break F;
        }
    return p;
  }
  return -1;
}

// trans
function r_trans(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
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
        if ((c < 128 && K8[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// other
function r_other(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K10[c] === 1)) p++;
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
        if ((c < 128 && K11[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URN": r_URN, "NID": r_NID, "letNumHyp": r_letNumHyp, "letNum": r_letNum, "upper": r_upper, "lower": r_lower, "number": r_number, "NSS": r_NSS, "URN chars": r_URN_chars, "trans": r_trans, "hex": r_hex, "other": r_other, "reserved": r_reserved };
}

export function explain(E: ExplainRuntime): Matchers {
const K0 = "URN";
const K1 = "\"urn:\"";
const K2 = "\":\"";
const K3 = "NID";
const K4 = bits("000000000000ff30efffff70efffff70");
const K5 = "let-num";
const K6 = bits("000000000002ff30efffff70efffff70");
const K7 = "let-num-hyp";
const K8 = "upper";
const K9 = bits("0000000000000000efffff7000000000");
const K10 = "lower";
const K11 = bits("000000000000000000000000efffff70");
const K12 = "number";
const K13 = bits("000000000000ff300000000000000000");
const K14 = "NSS";
const K15 = "URN chars";
const K16 = "\"%\"";
const K17 = bits("000000000000ff30e7000000e7000000");
const K18 = "hex";
const K19 = bits("00000000a9fffffaffffff78efffff70");
const K20 = "trans";
const K21 = "other";
const K22 = bits("0000000029f700c21000000800000000");
const K23 = "reserved";
const K24 = bits("00000000820800080000000000000000");
// URN
function r_URN(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W0: {
      E.tracker.enter(K0, p);
      W0_f: {
        if ((input.charCodeAt(p) | 32) !== 117 || (input.charCodeAt(p + 1) | 32) !== 114 || (input.charCodeAt(p + 2) | 32) !== 110 || input.charCodeAt(p + 3) !== 58) { E.fail(p, K1); break W0_f; }
        p += 4;
        t = r_NID(input, p);
        if (t < 0) break W0_f;
        p = t;
        if (input.charCodeAt(p) !== 58) { E.fail(p, K2); break W0_f; }
        p += 1;
        t = r_NSS(input, p);
        if (t < 0) break W0_f;
        p = t;
        E.tracker.leave();
        break W0;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// NID
function r_NID(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W1: {
      E.tracker.enter(K3, p);
      W1_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else { E.fail(p, K5); break W1_f; }
        {
          let n2 = 0;
          for (;;) {
            if (n2 === 31) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K6[c] === 1)) p++;
            else break;
            n2++;
          }
          if (p < input.length) E.tracker.record(p, K7);
        }
        E.tracker.leave();
        break W1;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// let-num-hyp
function r_letNumHyp(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W3: {
      E.tracker.enter(K7, p);
      W3_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else { E.fail(p, K7); break W3_f; }
        E.tracker.leave();
        break W3;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// let-num
function r_letNum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W4: {
      E.tracker.enter(K5, p);
      W4_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else { E.fail(p, K5); break W4_f; }
        E.tracker.leave();
        break W4;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// upper
function r_upper(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W5: {
      E.tracker.enter(K8, p);
      W5_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
        else { E.fail(p, K8); break W5_f; }
        E.tracker.leave();
        break W5;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// lower
function r_lower(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W6: {
      E.tracker.enter(K10, p);
      W6_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K11[c] === 1)) p++;
        else { E.fail(p, K10); break W6_f; }
        E.tracker.leave();
        break W6;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// number
function r_number(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W7: {
      E.tracker.enter(K12, p);
      W7_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else { E.fail(p, K12); break W7_f; }
        E.tracker.leave();
        break W7;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// NSS
function r_NSS(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W8: {
      E.tracker.enter(K14, p);
      W8_f: {
        {
          let n9 = 0;
          const f9 = E.far, x9 = E.exp;
          let e9 = null;
          M9: for (;;) {
            const s9 = p;
            E.far = -1; E.exp = [];
            M9_f: {
              t = r_URN_chars(input, p);
              if (t < 0) break M9_f;
              p = t;
              if (p === s9) {  e9 = null; break M9; }
              n9++;
              continue M9;
            }
            p = s9;
            e9 = E.exp;
            break;
          }
          E.far = f9; E.exp = x9;
          if (n9 < 1) { E.mergeAll(p, e9 === null ? ["more"] : e9); break W8_f; }
        }
        E.tracker.leave();
        break W8;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// URN chars
function r_URN_chars(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W10: {
      E.tracker.enter(K15, p);
      W10_f: {
        A11: {
          const s11 = p;
          A11_0: {
            if (input.charCodeAt(p) !== 37) { E.fail(p, K16); break A11_0; }
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) p++;
            else { E.fail(p, K18); break A11_0; }
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) p++;
            else { E.fail(p, K18); break A11_0; }
            break A11;
          }
          p = s11;
          A11_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K19[c] === 1)) p++;
            else { E.fail(p, K20); break A11_1; }
            break A11;
          }
          p = s11;
          break W10_f;
        }
        E.tracker.leave();
        break W10;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// trans
function r_trans(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W12: {
      E.tracker.enter(K20, p);
      W12_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K19[c] === 1)) p++;
        else { E.fail(p, K20); break W12_f; }
        E.tracker.leave();
        break W12;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W13: {
      E.tracker.enter(K18, p);
      W13_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K17[c] === 1)) p++;
        else { E.fail(p, K18); break W13_f; }
        E.tracker.leave();
        break W13;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// other
function r_other(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W14: {
      E.tracker.enter(K21, p);
      W14_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else { E.fail(p, K21); break W14_f; }
        E.tracker.leave();
        break W14;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// reserved
function r_reserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W15: {
      E.tracker.enter(K23, p);
      W15_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
        else { E.fail(p, K23); break W15_f; }
        E.tracker.leave();
        break W15;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

return { "URN": r_URN, "NID": r_NID, "letNumHyp": r_letNumHyp, "letNum": r_letNum, "upper": r_upper, "lower": r_lower, "number": r_number, "NSS": r_NSS, "URN chars": r_URN_chars, "trans": r_trans, "hex": r_hex, "other": r_other, "reserved": r_reserved };
}
