/*
 * GENERATED FILE — do not edit. The grammar "rfc3966", compiled at build time
 * from grammars/rfc3966.ts: rfc3966Grammar(k).
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
  id: "rfc3966",
  name: "rfc3966",
  rules: [
    ["telephone-uri","telephoneUri","3"],
    ["telephone-subscriber","telephoneSubscriber","3"],
    ["global-number","globalNumber","3"],
    ["local-number","localNumber","3"],
    ["par","par","3"],
    ["isdn-subaddress","isdnSubaddress","3"],
    ["extension","extension","3"],
    ["context","context","3"],
    ["descriptor","descriptor","3"],
    ["global-number-digits","globalNumberDigits","3"],
    ["local-number-digits","localNumberDigits","3"],
    ["domainname","domainname","3"],
    ["domainlabel","domainlabel","3"],
    ["toplabel","toplabel","3"],
    ["parameter","parameter","3"],
    ["pname","pname","3"],
    ["pvalue","pvalue","3"],
    ["paramchar","paramchar","3"],
    ["unreserved","unreserved","3"],
    ["mark","mark","3"],
    ["pct-encoded","pctEncoded","3"],
    ["param-unreserved","paramUnreserved","3"],
    ["phonedigit","phonedigit","3"],
    ["phonedigit-hex","phonedigitHex","3"],
    ["visual-separator","visualSeparator","3"],
    ["alphanum","alphanum","3"],
    ["reserved","reserved","3"],
    ["uric","uric","3"],
  ],
  captured: ["telephone-uri","global-number","local-number","global-number-digits","local-number-digits","isdn-subaddress","extension","context","descriptor","parameter","pname","pvalue"],
  capturedNames: ["telephone-uri","global-number","local-number","isdn-subaddress","extension","context","descriptor","global-number-digits","local-number-digits","parameter","pname","pvalue"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["telephone-uri = \"tel:\" telephone-subscriber"],
    ["telephone-subscriber = global-number / local-number"],
    ["global-number = global-number-digits *par"],
    ["local-number = local-number-digits *par context *par"],
    ["par = parameter / extension / isdn-subaddress"],
    ["isdn-subaddress = \";isub=\" 1*uric"],
    ["extension = \";ext=\" 1*phonedigit"],
    ["context = \";phone-context=\" descriptor"],
    ["descriptor = domainname / global-number-digits"],
    ["global-number-digits = \"+\" *phonedigit DIGIT *phonedigit"],
    ["local-number-digits = *phonedigit-hex (HEXDIG / \"*\" / \"#\")*phonedigit-hex"],
    ["domainname = *( domainlabel \".\" ) toplabel [ \".\" ]"],
    ["domainlabel = alphanum / alphanum *( alphanum / \"-\" ) alphanum"],
    ["toplabel = ALPHA / ALPHA *( alphanum / \"-\" ) alphanum"],
    ["parameter = \";\" pname [\"=\" pvalue ]"],
    ["pname = 1*( alphanum / \"-\" )"],
    ["pvalue = 1*paramchar"],
    ["paramchar = param-unreserved / unreserved / pct-encoded"],
    ["unreserved = alphanum / mark"],
    ["mark = \"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\""],
    ["pct-encoded = \"%\" HEXDIG HEXDIG"],
    ["param-unreserved = \"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\""],
    ["phonedigit = DIGIT / [ visual-separator ]"],
    ["phonedigit-hex = HEXDIG / \"*\" / \"#\" / [ visual-separator ]"],
    ["visual-separator = \"-\" / \".\" / \"(\" / \")\""],
    ["alphanum = ALPHA / DIGIT"],
    ["reserved = \";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\""],
    ["uric = reserved / unreserved / pct-encoded"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a1>(?:(?=(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a0>\\.(?=[A-Za-z0-9])){0,})";
const F1 = "(?=" + F0 + ")";
const F3 = F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?";

export function fast(R: Records): Matchers {
const K0 = bits("00000000008000000000000000000000");
const K1 = bits("000000008076ff30e7000000e7000000");
const K2 = bits("00000000000000800000000000000000");
const K3 = /(?:[\/:@&$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K4 = bits("000000002d7fff70ffffff78efffff74");
const K5 = new Fused(";[eE][xX][tT]=[0-9\\-.()]{0,}(?!(?:[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]|%[0-9A-Fa-f]{2}))");
const K6 = /[0-9\-.()]+/y;
const K7 = bits("000000000036ff300000000000000000");
const K8 = bits("000000002dfeff70effffffaefffff74");
const K9 = bits("000000000000ff30efffff70efffff70");
const K10 = new Fused(F3);
const K11 = new Fused("\\+[\\-.()]{0,}[0-9][0-9\\-.()]{0,}");
const K12 = /[\-.()]+/y;
const K13 = bits("00000000003600000000000000000000");
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused("[\\-.()]{0,}[0-9A-Fa-f*#][0-9A-Fa-f*#\\-.()]{0,}");
const K16 = bits("000000008040ff30e7000000e7000000");
const K17 = /[0-9A-Fa-f*#\-.()]+/y;
const K18 = bits("000000008076ff30e7000000e7000000");
const K19 = new Fused(F3);
const K20 = bits("000000000000ff30efffff70efffff70");
const K21 = new Fused("[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K22 = /[A-Za-z0-9]+/y;
const K23 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K24 = bits("00000000000200000000000000000000");
const K25 = /[\-]+/y;
const K26 = bits("00000000000200000000000000000000");
const K27 = new Fused("[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K28 = bits("0000000000000000efffff70efffff70");
const K29 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K30 = /[A-Za-z0-9\-]+/y;
const K31 = bits("000000000002ff30efffff70efffff70");
const K32 = /(?:[\[\]\/:&+$A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K33 = bits("000000002876ff30efffff78efffff74");
const K34 = bits("00000000287600000000000800000004");
const K35 = bits("000000000000ff30e7000000e7000000");
const K36 = bits("00000000058800400000008200000000");
const K37 = bits("00000000058900ca1000000000000000");
const K38 = bits("000000002dfffffaffffff78efffff74");
// telephone-uri
function r_telephoneUri(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 116 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 108 || input.charCodeAt(p + 3) !== 58) break F;
        p += 4;
        t = r_telephoneSubscriber(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// telephone-subscriber
function r_telephoneSubscriber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            t = r_globalNumber(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_1;
            t = r_localNumber(input, p);
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

// global-number
function r_globalNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_globalNumberDigits(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M1_f;
              t = r_par(input, p);
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
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// local-number
function r_localNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_localNumberDigits(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M1_f;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) break L2;
                  p += 15;
                  p = s2; R.top = m2;
                  break M1_f;
                }
                p = s2; R.top = m2;
              }
              t = r_par(input, p);
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
        t = r_context(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n3 = 0;
          M3: for (;;) {
            const s3 = p, m3 = R.top;
            M3_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M3_f;
              t = r_par(input, p);
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
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// par
function r_par(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_isdnSubaddress(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            t = r_extension(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_2;
            t = r_parameter(input, p);
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

// isdn-subaddress
function r_isdnSubaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 115 || (input.charCodeAt(p + 3) | 32) !== 117 || (input.charCodeAt(p + 4) | 32) !== 98 || input.charCodeAt(p + 5) !== 61) break F;
        p += 6;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K4[c] === 1) || c === 37)) {
            p = Fused.run(K3, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// extension
function r_extension(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K5.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 120 || (input.charCodeAt(p + 3) | 32) !== 116 || input.charCodeAt(p + 4) !== 61) break F;
          p += 5;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) {
              p = Fused.run(K6, input, p);
            }
          }
          {
            const s2 = p, m2 = R.top;
            L2: {
              c = input.charCodeAt(p);
              if ((c < 128 && K8[c] === 1)) p++;
              else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
              else break L2;
              p = s2; R.top = m2;
              break F;
            }
            p = s2; R.top = m2;
          }
        }
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// context
function r_context(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) break F;
        p += 15;
        t = r_descriptor(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// descriptor
function r_descriptor(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K9[c] === 1)) break A1_0;
            if (input.length <= 65536) {
              t = K10.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              t = r_domainname(input, p);
              if (t < 0) break A1_0;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_globalNumberDigits(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// global-number-digits
function r_globalNumberDigits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K11.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 43) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K13[c] === 1)) {
              p = Fused.run(K12, input, p);
            }
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) p++;
          else break F;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) {
              p = Fused.run(K6, input, p);
            }
          }
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// local-number-digits
function r_localNumberDigits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K15.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K13[c] === 1)) {
              p = Fused.run(K12, input, p);
            }
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) p++;
          else break F;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) {
              p = Fused.run(K17, input, p);
            }
          }
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// domainname
function r_domainname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K19.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K9[c] === 1)) break M1_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                L2_ok: {
                  const s2 = p, m2 = R.top;
                  L2: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K20[c] === 1)) p++;
                    else break L2;
                    p = s2; R.top = m2;
                    break L2_ok;
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
          t = r_toplabel(input, p);
          if (t < 0) break F;
          p = t;
          O3: {
            const s3 = p, m3 = R.top;
            O3_f: {
              if (input.charCodeAt(p) !== 46) break O3_f;
              p += 1;
              break O3;
            }
            p = s3; R.top = m3;
          }
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
      t = K21.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K20[c] === 1)) p++;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K20[c] === 1)) {
              p = Fused.run(K22, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              K23.lastIndex = p;
              if (K23.test(input) && K23.lastIndex > p) { p = K23.lastIndex; n2 = 1; }
              const s2 = p, m2 = R.top;
              M2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break M2_f;
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K26[c] === 1)) {
                    p = Fused.run(K25, input, p);
                  }
                  if (p === s3) break M2_f;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    p = Fused.run(K22, input, p);
                  }
                  if (p === s4) break M2_f;
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

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K27.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K28[c] === 1)) p++;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K20[c] === 1)) {
              p = Fused.run(K22, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              K29.lastIndex = p;
              if (K29.test(input) && K29.lastIndex > p) { p = K29.lastIndex; n2 = 1; }
              const s2 = p, m2 = R.top;
              M2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break M2_f;
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K26[c] === 1)) {
                    p = Fused.run(K25, input, p);
                  }
                  if (p === s3) break M2_f;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    p = Fused.run(K22, input, p);
                  }
                  if (p === s4) break M2_f;
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

// parameter
function r_parameter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 59) break F;
        p += 1;
        t = r_pname(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 61) break O1_f;
            p += 1;
            t = r_pvalue(input, p);
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

// pname
function r_pname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K31[c] === 1)) {
            p = Fused.run(K30, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(10, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// pvalue
function r_pvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K8[c] === 1) || c === 37)) {
            p = Fused.run(K32, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(11, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// paramchar
function r_paramchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K8[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K33[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K34[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// pct-encoded
function r_pctEncoded(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K35[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K35[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// param-unreserved
function r_paramUnreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// phonedigit
function r_phonedigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break O1_f;
            break O1;
          }
          p = s1; R.top = m1;
        }
    return p;
  }
  return -1;
}

// phonedigit-hex
function r_phonedigitHex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break O1_f;
            break O1;
          }
          p = s1; R.top = m1;
        }
    return p;
  }
  return -1;
}

// visual-separator
function r_visualSeparator(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K20[c] === 1)) p++;
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
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K38[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

return { "telephoneUri": r_telephoneUri, "telephoneSubscriber": r_telephoneSubscriber, "globalNumber": r_globalNumber, "localNumber": r_localNumber, "par": r_par, "isdnSubaddress": r_isdnSubaddress, "extension": r_extension, "context": r_context, "descriptor": r_descriptor, "globalNumberDigits": r_globalNumberDigits, "localNumberDigits": r_localNumberDigits, "domainname": r_domainname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "parameter": r_parameter, "pname": r_pname, "pvalue": r_pvalue, "paramchar": r_paramchar, "unreserved": r_unreserved, "mark": r_mark, "pctEncoded": r_pctEncoded, "paramUnreserved": r_paramUnreserved, "phonedigit": r_phonedigit, "phonedigitHex": r_phonedigitHex, "visualSeparator": r_visualSeparator, "alphanum": r_alphanum, "reserved": r_reserved, "uric": r_uric };
}

export function validate(S: () => Matchers): Matchers {
const F2 = "(?:=(?:[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]|%[0-9A-Fa-f]{2})[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]*)*)";
const F4 = "(?:" + F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|\\+[\\-.()]{0,}[0-9][0-9\\-.()]{0,})";
const F5 = "(?:;[iI][sS][uU][bB]=(?:[\\/:@&$,A-Za-z0-9\\-_.!~*'()]|%[0-9A-Fa-f]{2})[\\/:@&$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[\\/:@&$,A-Za-z0-9\\-_.!~*'()]*)*|;[eE][xX][tT]=[0-9\\-.()]{0,}(?!(?:[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]|%[0-9A-Fa-f]{2}))|;[A-Za-z0-9\\-]{1,}" + F2 + "?)";
const F6 = "(?:" + F5 + ")";
const F7 = "(?:(?!;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=)" + F5 + ")";
const F8 = "(?<a2>" + F7 + "{0,})";
const F9 = "(?=" + F8 + ")";
const F10 = "(?:\\+[\\-.()]{0,}[0-9][0-9\\-.()]{0,}" + F6 + "{0,}|[\\-.()]{0,}[0-9A-Fa-f*#][0-9A-Fa-f*#\\-.()]{0,}" + F9 + "\\k<a2>;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F4 + F6 + "{0,})";
const K0 = new Fused("[tT][eE][lL]:" + F10);
const K1 = new Fused(F10);
const K2 = new Fused("\\+[\\-.()]{0,}[0-9][0-9\\-.()]{0,}" + F6 + "{0,}");
const K3 = new Fused("[\\-.()]{0,}[0-9A-Fa-f*#][0-9A-Fa-f*#\\-.()]{0,}" + F9 + "\\k<a2>;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F4 + F6 + "{0,}");
const K4 = new Fused(F5);
const K5 = /(?:[\/:@&$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002d7fff70ffffff78efffff74");
const K7 = new Fused(";[eE][xX][tT]=[0-9\\-.()]{0,}(?!(?:[\\[\\]\\/:&+$A-Za-z0-9\\-_.!~*'()]|%[0-9A-Fa-f]{2}))");
const K8 = new Fused(";[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F4);
const K9 = new Fused(F4);
const K10 = new Fused("\\+[\\-.()]{0,}[0-9][0-9\\-.()]{0,}");
const K11 = new Fused("[\\-.()]{0,}[0-9A-Fa-f*#][0-9A-Fa-f*#\\-.()]{0,}");
const K12 = new Fused(F3);
const K13 = new Fused("[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K14 = new Fused("[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K15 = new Fused(";[A-Za-z0-9\\-]{1,}" + F2 + "?");
const K16 = /[A-Za-z0-9\-]+/y;
const K17 = bits("000000000002ff30efffff70efffff70");
const K18 = /(?:[\[\]\/:&+$A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K19 = bits("000000002dfeff70effffffaefffff74");
const K20 = bits("000000002876ff30efffff78efffff74");
const K21 = bits("00000000287600000000000800000004");
const K22 = bits("000000000000ff30e7000000e7000000");
const K23 = bits("00000000058800400000008200000000");
const K24 = bits("000000000036ff300000000000000000");
const K25 = bits("000000008076ff30e7000000e7000000");
const K26 = bits("00000000003600000000000000000000");
const K27 = bits("000000000000ff30efffff70efffff70");
const K28 = bits("00000000058900ca1000000000000000");
const K29 = bits("000000002dfffffaffffff78efffff74");
// telephone-uri
function r_telephoneUri(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["telephoneUri"](input, i);
}

// telephone-subscriber
function r_telephoneSubscriber(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["telephoneSubscriber"](input, i);
}

// global-number
function r_globalNumber(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["globalNumber"](input, i);
}

// local-number
function r_localNumber(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["localNumber"](input, i);
}

// par
function r_par(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["par"](input, i);
}

// isdn-subaddress
function r_isdnSubaddress(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 115 || (input.charCodeAt(p + 3) | 32) !== 117 || (input.charCodeAt(p + 4) | 32) !== 98 || input.charCodeAt(p + 5) !== 61) break F;
        p += 6;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// extension
function r_extension(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["extension"](input, i);
}

// context
function r_context(input, i) {
  return input.length <= 65536 ? K8.match(input, i) : S()["context"](input, i);
}

// descriptor
function r_descriptor(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["descriptor"](input, i);
}

// global-number-digits
function r_globalNumberDigits(input, i) {
  return input.length <= 65536 ? K10.match(input, i) : S()["globalNumberDigits"](input, i);
}

// local-number-digits
function r_localNumberDigits(input, i) {
  return input.length <= 65536 ? K11.match(input, i) : S()["localNumberDigits"](input, i);
}

// domainname
function r_domainname(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["domainname"](input, i);
}

// domainlabel
function r_domainlabel(input, i) {
  return input.length <= 65536 ? K13.match(input, i) : S()["domainlabel"](input, i);
}

// toplabel
function r_toplabel(input, i) {
  return input.length <= 65536 ? K14.match(input, i) : S()["toplabel"](input, i);
}

// parameter
function r_parameter(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["parameter"](input, i);
}

// pname
function r_pname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K17[c] === 1)) {
            p = Fused.run(K16, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// pvalue
function r_pvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            p = Fused.run(K18, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// paramchar
function r_paramchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K19[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K20[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K21[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// pct-encoded
function r_pctEncoded(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// param-unreserved
function r_paramUnreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K23[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// phonedigit
function r_phonedigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p;
          O1_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K24[c] === 1)) p++;
            else break O1_f;
            break O1;
          }
          p = s1;
        }
    return p;
  }
  return -1;
}

// phonedigit-hex
function r_phonedigitHex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p;
          O1_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else break O1_f;
            break O1;
          }
          p = s1;
        }
    return p;
  }
  return -1;
}

// visual-separator
function r_visualSeparator(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
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
        if ((c < 128 && K28[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K29[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

return { "telephoneUri": r_telephoneUri, "telephoneSubscriber": r_telephoneSubscriber, "globalNumber": r_globalNumber, "localNumber": r_localNumber, "par": r_par, "isdnSubaddress": r_isdnSubaddress, "extension": r_extension, "context": r_context, "descriptor": r_descriptor, "globalNumberDigits": r_globalNumberDigits, "localNumberDigits": r_localNumberDigits, "domainname": r_domainname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "parameter": r_parameter, "pname": r_pname, "pvalue": r_pvalue, "paramchar": r_paramchar, "unreserved": r_unreserved, "mark": r_mark, "pctEncoded": r_pctEncoded, "paramUnreserved": r_paramUnreserved, "phonedigit": r_phonedigit, "phonedigitHex": r_phonedigitHex, "visualSeparator": r_visualSeparator, "alphanum": r_alphanum, "reserved": r_reserved, "uric": r_uric };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[0,"tel:",1],[11,1]], // telephoneUri
    [4,[11,2],[11,3]], // telephoneSubscriber
    [3,[11,9],[6,[11,4],0,-1]], // globalNumber
    [3,[11,10],[6,[3,[7,[0,";phone-context=",1]],[11,4]],0,-1],[11,7],[6,[11,4],0,-1]], // localNumber
    [4,[11,5],[11,6],[11,14]], // par
    [3,[0,";isub=",1],[2,0,1,-1]], // isdnSubaddress
    [3,[0,";ext=",1],[2,1,0,-1],[7,[1,2]]], // extension
    [3,[0,";phone-context=",1],[11,8]], // context
    [4,[11,11],[11,9]], // descriptor
    [3,[0,"+",0],[2,3,0,-1],[1,4],[2,1,0,-1]], // globalNumberDigits
    [3,[2,3,0,-1],[1,5],[2,6,0,-1]], // localNumberDigits
    [3,[6,[3,[11,12],[0,".",0],[8,[1,7]]],0,-1],[11,13],[5,[0,".",0]]], // domainname
    [3,[1,7],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]], // domainlabel
    [3,[1,9],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]], // toplabel
    [3,[0,";",0],[11,15],[5,[3,[0,"=",0],[11,16]]]], // parameter
    [2,10,1,-1], // pname
    [2,2,1,-1], // pvalue
    [1,2], // paramchar
    [1,11], // unreserved
    [1,12], // mark
    [3,[0,"%",0],[1,13],[1,13]], // pctEncoded
    [1,14], // paramUnreserved
    [5,[1,1]], // phonedigit
    [5,[1,6]], // phonedigitHex
    [1,3], // visualSeparator
    [1,7], // alphanum
    [1,15], // reserved
    [1,16], // uric
  ],
  sets: [
    ["uric", "000000002d7fff70ffffff78efffff74", "", "", 1],
    ["phonedigit", "000000000036ff300000000000000000", "", "", 0],
    ["paramchar", "000000002dfeff70effffffaefffff74", "", "", 1],
    ["visual-separator", "00000000003600000000000000000000", "", "", 0],
    ["DIGIT", "000000000000ff300000000000000000", "", "", 0],
    ["phonedigit-hex", "000000008040ff30e7000000e7000000", "", "", 0],
    ["phonedigit-hex", "000000008076ff30e7000000e7000000", "", "", 0],
    ["alphanum", "000000000000ff30efffff70efffff70", "", "", 0],
    ["\"-\"", "00000000000200000000000000000000", "", "", 0],
    ["ALPHA", "0000000000000000efffff70efffff70", "", "", 0],
    ["pname", "000000000002ff30efffff70efffff70", "", "", 0],
    ["unreserved", "000000002876ff30efffff78efffff74", "", "", 0],
    ["mark", "00000000287600000000000800000004", "", "", 0],
    ["HEXDIG", "000000000000ff30e7000000e7000000", "", "", 0],
    ["param-unreserved", "00000000058800400000008200000000", "", "", 0],
    ["reserved", "00000000058900ca1000000000000000", "", "", 0],
    ["uric", "000000002dfffffaffffff78efffff74", "", "", 1],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
