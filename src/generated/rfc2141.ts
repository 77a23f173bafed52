/*
 * GENERATED FILE — do not edit. The grammar "rfc2141", compiled at build time
 * from grammars/rfc2141.ts: rfc2141Grammar(k).
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
  id: "rfc2141",
  name: "rfc2141",
  rules: [
    ["URN","URN","2"],
    ["NID","NID","2.1"],
    ["let-num-hyp","letNumHyp","2.1"],
    ["let-num","letNum","2.1"],
    ["upper","upper","2.1"],
    ["lower","lower","2.1"],
    ["number","number","2.1"],
    ["NSS","NSS","2.2"],
    ["URN chars","URN chars","2.2"],
    ["trans","trans","2.2"],
    ["hex","hex","2.2"],
    ["other","other","2.2"],
    ["reserved","reserved","2.3"],
  ],
  captured: ["URN","NID","NSS"],
  capturedNames: ["URN","NID","NSS"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["<URN> ::= \"urn:\" <NID> \":\" <NSS>"],
    ["<NID> ::= <let-num> [ 1,31<let-num-hyp> ]"],
    ["<let-num-hyp> ::= <upper> | <lower> | <number> | \"-\""],
    ["<let-num> ::= <upper> | <lower> | <number>"],
    ["<upper> ::= \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["<lower> ::= \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["<number> ::= \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["<NSS> ::= 1*<URN chars>"],
    ["<URN chars> ::= <trans> | \"%\" <hex> <hex>"],
    ["<trans> ::= <upper> | <lower> | <number> | <other> | <reserved>"],
    ["<hex> ::= <number> | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["<other> ::= \"(\" | \")\" | \"+\" | \",\" | \"-\" | \".\" | \":\" | \"=\" | \"@\" | \";\" | \"$\" | \"_\" | \"!\" | \"*\" | \"'\""],
    ["<reserved> ::= '%\" | \"/\" | \"?\" | \"#\""],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
const K0 = bits("000000000000ff30efffff70efffff70");
const K1 = bits("000000000002ff30efffff70efffff70");
const K2 = bits("0000000000000000efffff7000000000");
const K3 = bits("000000000000000000000000efffff70");
const K4 = bits("000000000000ff300000000000000000");
const K5 = new Fused("(?:(?:%[0-9A-Fa-f][0-9A-Fa-f]|[A-Za-z0-9()+,\\-.:=@;$_!*'\\/?#])){1,}");
const K6 = bits("00000000abfffffaffffff78efffff70");
const K7 = bits("000000000000ff30e7000000e7000000");
const K8 = bits("00000000a9fffffaffffff78efffff70");
const K9 = bits("0000000029f700c21000000800000000");
const K10 = bits("00000000820800080000000000000000");
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
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K0[c] === 1)) p++;
        else break F;
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 31) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K1[c] === 1)) p++;
            else break;
            n1++;
          }
        }
      R.capture(1, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K5.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K6[c] === 1)) break M1_f;
                t = r_URN_chars(input, p);
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
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// URN chars
function r_URN_chars(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 37) break A1_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break A1_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break A1_0;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A1_1;
            break A1;
          }
          p = s1; R.top = m1;
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
        if ((c < 128 && K8[c] === 1)) p++;
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
        if ((c < 128 && K7[c] === 1)) p++;
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
        if ((c < 128 && K9[c] === 1)) p++;
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
        if ((c < 128 && K10[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URN": r_URN, "NID": r_NID, "letNumHyp": r_letNumHyp, "letNum": r_letNum, "upper": r_upper, "lower": r_lower, "number": r_number, "NSS": r_NSS, "URN chars": r_URN_chars, "trans": r_trans, "hex": r_hex, "other": r_other, "reserved": r_reserved };
}

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9\\-]{0,31}:(?:(?:%[0-9A-Fa-f][0-9A-Fa-f]|[A-Za-z0-9()+,\\-.:=@;$_!*'\\/?#])){1,}");
const K1 = bits("000000000000ff30efffff70efffff70");
const K2 = bits("000000000002ff30efffff70efffff70");
const K3 = bits("0000000000000000efffff7000000000");
const K4 = bits("000000000000000000000000efffff70");
const K5 = bits("000000000000ff300000000000000000");
const K6 = new Fused("(?:(?:%[0-9A-Fa-f][0-9A-Fa-f]|[A-Za-z0-9()+,\\-.:=@;$_!*'\\/?#])){1,}");
const K7 = bits("000000000000ff30e7000000e7000000");
const K8 = bits("00000000a9fffffaffffff78efffff70");
const K9 = bits("0000000029f700c21000000800000000");
const K10 = bits("00000000820800080000000000000000");
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
        A1: {
          const s1 = p;
          A1_0: {
            if (input.charCodeAt(p) !== 37) break A1_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break A1_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break A1_0;
            break A1;
          }
          p = s1;
          A1_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) p++;
            else break A1_1;
            break A1;
          }
          p = s1;
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
        if ((c < 128 && K8[c] === 1)) p++;
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
        if ((c < 128 && K7[c] === 1)) p++;
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
        if ((c < 128 && K9[c] === 1)) p++;
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
        if ((c < 128 && K10[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URN": r_URN, "NID": r_NID, "letNumHyp": r_letNumHyp, "letNum": r_letNum, "upper": r_upper, "lower": r_lower, "number": r_number, "NSS": r_NSS, "URN chars": r_URN_chars, "trans": r_trans, "hex": r_hex, "other": r_other, "reserved": r_reserved };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[0,"urn:",1],[11,1],[0,":",0],[11,7]], // URN
    [3,[1,0],[2,1,0,31]], // NID
    [1,1], // letNumHyp
    [1,0], // letNum
    [1,2], // upper
    [1,3], // lower
    [1,4], // number
    [6,[11,8],1,-1], // NSS
    [4,[3,[0,"%",0],[1,5],[1,5]],[1,6]], // URN chars
    [1,6], // trans
    [1,5], // hex
    [1,7], // other
    [1,8], // reserved
  ],
  sets: [
    ["let-num", "000000000000ff30efffff70efffff70", "", "", 0],
    ["let-num-hyp", "000000000002ff30efffff70efffff70", "", "", 0],
    ["upper", "0000000000000000efffff7000000000", "", "", 0],
    ["lower", "000000000000000000000000efffff70", "", "", 0],
    ["number", "000000000000ff300000000000000000", "", "", 0],
    ["hex", "000000000000ff30e7000000e7000000", "", "", 0],
    ["trans", "00000000a9fffffaffffff78efffff70", "", "", 0],
    ["other", "0000000029f700c21000000800000000", "", "", 0],
    ["reserved", "00000000820800080000000000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
