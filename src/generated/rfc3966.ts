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
import type { GrammarMeta, Matchers } from '../engine/runtime';
import type { Records } from '../engine/records';
import type { ExplainRuntime } from '../engine/compile/explain-runtime';
import { explainMatchers } from '../engine/explain-table';
import type { ExplainTable } from '../engine/explain-table';

export const meta: GrammarMeta = {
  id: "rfc3966",
  name: "rfc3966",
  rules: [
    ["telephone-uri","telephoneUri","3","telephone-uri = \"tel:\" telephone-subscriber"],
    ["telephone-subscriber","telephoneSubscriber","3","telephone-subscriber = global-number / local-number"],
    ["global-number","globalNumber","3","global-number = global-number-digits *par"],
    ["local-number","localNumber","3","local-number = local-number-digits *par context *par"],
    ["par","par","3","par = parameter / extension / isdn-subaddress"],
    ["isdn-subaddress","isdnSubaddress","3","isdn-subaddress = \";isub=\" 1*uric"],
    ["extension","extension","3","extension = \";ext=\" 1*phonedigit"],
    ["context","context","3","context = \";phone-context=\" descriptor"],
    ["descriptor","descriptor","3","descriptor = domainname / global-number-digits"],
    ["global-number-digits","globalNumberDigits","3","global-number-digits = \"+\" *phonedigit DIGIT *phonedigit"],
    ["local-number-digits","localNumberDigits","3","local-number-digits = *phonedigit-hex (HEXDIG / \"*\" / \"#\")*phonedigit-hex"],
    ["domainname","domainname","3","domainname = *( domainlabel \".\" ) toplabel [ \".\" ]"],
    ["domainlabel","domainlabel","3","domainlabel = alphanum / alphanum *( alphanum / \"-\" ) alphanum"],
    ["toplabel","toplabel","3","toplabel = ALPHA / ALPHA *( alphanum / \"-\" ) alphanum"],
    ["parameter","parameter","3","parameter = \";\" pname [\"=\" pvalue ]"],
    ["pname","pname","3","pname = 1*( alphanum / \"-\" )"],
    ["pvalue","pvalue","3","pvalue = 1*paramchar"],
    ["paramchar","paramchar","3","paramchar = param-unreserved / unreserved / pct-encoded"],
    ["unreserved","unreserved","3","unreserved = alphanum / mark"],
    ["mark","mark","3","mark = \"-\" / \"_\" / \".\" / \"!\" / \"~\" / \"*\" / \"'\" / \"(\" / \")\""],
    ["pct-encoded","pctEncoded","3","pct-encoded = \"%\" HEXDIG HEXDIG"],
    ["param-unreserved","paramUnreserved","3","param-unreserved = \"[\" / \"]\" / \"/\" / \":\" / \"&\" / \"+\" / \"$\""],
    ["phonedigit","phonedigit","3","phonedigit = DIGIT / [ visual-separator ]"],
    ["phonedigit-hex","phonedigitHex","3","phonedigit-hex = HEXDIG / \"*\" / \"#\" / [ visual-separator ]"],
    ["visual-separator","visualSeparator","3","visual-separator = \"-\" / \".\" / \"(\" / \")\""],
    ["alphanum","alphanum","3","alphanum = ALPHA / DIGIT"],
    ["reserved","reserved","3","reserved = \";\" / \"/\" / \"?\" / \":\" / \"@\" / \"&\" / \"=\" / \"+\" / \"$\" / \",\""],
    ["uric","uric","3","uric = reserved / unreserved / pct-encoded"],
  ],
  captured: ["telephone-uri","global-number","local-number","global-number-digits","local-number-digits","isdn-subaddress","extension","context","descriptor","parameter","pname","pvalue"],
  capturedNames: ["telephone-uri","global-number","local-number","isdn-subaddress","extension","context","descriptor","global-number-digits","local-number-digits","parameter","pname","pvalue"],
};

// the stretches the fused regexps below share
const F0 = "[\\/\\:\\@\\&\\$\\,A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)]";
const F1 = "[\\[\\]\\/\\:\\&\\+\\$A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)]";
const F2 = "[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F3 = "(?!;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=)";
const F4 = "[\\-\\.\\(\\)]{0,}[0-9A-Fa-f\\*\\#][0-9A-Fa-f\\*\\#\\-\\.\\(\\)]{0,}";
const F5 = "[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F6 = "(?:" + F0 + "|%[0-9A-Fa-f]{2})";
const F7 = "(?:" + F1 + "|%[0-9A-Fa-f]{2})";
const F8 = "(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,})";
const F9 = "(?:(?:%[0-9A-Fa-f]{2})" + F0 + "*)";
const F10 = "(?!" + F7 + ")";
const F11 = "(?:(?:%[0-9A-Fa-f]{2})" + F1 + "*)";
const F12 = "(?=" + F8 + ")";
const F13 = "(?:" + F12 + "\\k<a0>\\.(?=[A-Za-z0-9]))";
const F14 = ";[eE][xX][tT]=[0-9\\-\\.\\(\\)]{0,}" + F10;
const F15 = "(?<a1>" + F13 + "{0,})";
const F16 = "(?=" + F15 + ")";
const F17 = F16 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?";
const F18 = "(?:=" + F7 + F1 + "*" + F11 + "*)";
const F19 = "(?:" + F16 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|\\+[\\-\\.\\(\\)]{0,}[0-9][0-9\\-\\.\\(\\)]{0,})";
const F20 = "(?:;[iI][sS][uU][bB]=" + F6 + F0 + "*" + F9 + "*|;[eE][xX][tT]=[0-9\\-\\.\\(\\)]{0,}" + F10 + "|;[A-Za-z0-9\\-]{1,}" + F18 + "?)";
const F21 = "(?:" + F20 + ")";
const F22 = "(?:" + F3 + F20 + ")";
const F23 = "(?<a2>" + F22 + "{0,})";
const F24 = "(?=" + F23 + ")";
const F25 = "(?:\\+[\\-\\.\\(\\)]{0,}[0-9][0-9\\-\\.\\(\\)]{0,}" + F21 + "{0,}|[\\-\\.\\(\\)]{0,}[0-9A-Fa-f\\*\\#][0-9A-Fa-f\\*\\#\\-\\.\\(\\)]{0,}" + F24 + "\\k<a2>;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F19 + F21 + "{0,})";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[tT][eE][lL]:" + F25);
const K1 = new Fused(F25);
const K2 = new Fused("\\+[\\-\\.\\(\\)]{0,}[0-9][0-9\\-\\.\\(\\)]{0,}" + F21 + "{0,}");
const K3 = new Fused("[\\-\\.\\(\\)]{0,}[0-9A-Fa-f\\*\\#][0-9A-Fa-f\\*\\#\\-\\.\\(\\)]{0,}" + F24 + "\\k<a2>;[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F19 + F21 + "{0,}");
const K4 = new Fused(F20);
const K5 = /(?:[\/\:\@\&\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002d7fff70ffffff78efffff74");
const K7 = new Fused(F14);
const K8 = new Fused(";[pP][hH][oO][nN][eE]-[cC][oO][nN][tT][eE][xX][tT]=" + F19);
const K9 = new Fused(F19);
const K10 = new Fused("\\+[\\-\\.\\(\\)]{0,}[0-9][0-9\\-\\.\\(\\)]{0,}");
const K11 = new Fused(F4);
const K12 = new Fused(F17);
const K13 = new Fused(F5);
const K14 = new Fused(F2);
const K15 = new Fused(";[A-Za-z0-9\\-]{1,}" + F18 + "?");
const K16 = /[A-Za-z0-9\-]+/y;
const K17 = bits("000000000002ff30efffff70efffff70");
const K18 = /(?:[\[\]\/\:\&\+\$A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
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
          const s3 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K17[c] === 1)) {
            if (input.length <= 65536) {
              K16.lastIndex = p;
              if (K16.test(input)) p = K16.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K16.lastIndex = 0;
                if (!K16.test(w)) break;
                p += K16.lastIndex;
                if (K16.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s3) break F;
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
          const s5 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K18.lastIndex = p;
              if (K18.test(input)) p = K18.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K18.lastIndex = 0;
                if (!K18.test(w)) break;
                p += K18.lastIndex;
                if (K18.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s5) break F;
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
        O12: {
          const s12 = p;
          O12_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K24[c] === 1)) p++;
            else break O12_f;
            break O12;
          }
          p = s12;
        }
    return p;
  }
  return -1;
}

// phonedigit-hex
function r_phonedigitHex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O14: {
          const s14 = p;
          O14_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else break O14_f;
            break O14;
          }
          p = s14;
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

export function fast(R: Records): Matchers {
const K0 = bits("00000000008000000000000000000000");
const K1 = bits("000000008076ff30e7000000e7000000");
const K2 = bits("00000000000000800000000000000000");
const K3 = /(?:[\/\:\@\&\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K4 = bits("000000002d7fff70ffffff78efffff74");
const K5 = new Fused(F14);
const K6 = /[0-9\-\.\(\)]+/y;
const K7 = bits("000000000036ff300000000000000000");
const K8 = bits("000000002dfeff70effffffaefffff74");
const K9 = bits("000000000000ff30efffff70efffff70");
const K10 = new Fused(F17);
const K11 = new Fused("\\+[\\-\\.\\(\\)]{0,}[0-9][0-9\\-\\.\\(\\)]{0,}");
const K12 = /[\-\.\(\)]+/y;
const K13 = bits("00000000003600000000000000000000");
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused(F4);
const K16 = bits("000000008040ff30e7000000e7000000");
const K17 = /[0-9A-Fa-f\*\#\-\.\(\)]+/y;
const K18 = bits("000000008076ff30e7000000e7000000");
const K19 = new Fused(F17);
const K20 = bits("000000000000ff30efffff70efffff70");
const K21 = new Fused(F5);
const K22 = /[A-Za-z0-9]+/y;
const K23 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K24 = bits("00000000000200000000000000000000");
const K25 = /[\-]+/y;
const K26 = bits("00000000000200000000000000000000");
const K27 = new Fused(F2);
const K28 = bits("0000000000000000efffff70efffff70");
const K29 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K30 = bits("00000000000000020000000000000000");
const K31 = /[A-Za-z0-9\-]+/y;
const K32 = bits("000000000002ff30efffff70efffff70");
const K33 = /(?:[\[\]\/\:\&\+\$A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K34 = bits("000000002876ff30efffff78efffff74");
const K35 = bits("00000000287600000000000800000004");
const K36 = bits("000000000000ff30e7000000e7000000");
const K37 = bits("00000000058800400000008200000000");
const K38 = bits("00000000058900ca1000000000000000");
const K39 = bits("000000002dfffffaffffff78efffff74");
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
        A2: {
          const s2 = p, m2 = R.top;
          A2_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A2_0;
            t = r_globalNumber(input, p);
            if (t < 0) break A2_0;
            p = t;
            break A2;
          }
          p = s2; R.top = m2;
          A2_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A2_1;
            t = r_localNumber(input, p);
            if (t < 0) break A2_1;
            p = t;
            break A2;
          }
          p = s2; R.top = m2;
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
      const s3 = p, m3 = R.top;
        t = r_globalNumberDigits(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p, m4 = R.top;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M4_f;
              t = r_par(input, p);
              if (t < 0) break M4_f;
              p = t;
              if (p === s4) { R.top = m4; break M4; }
              n4++;
              continue M4;
            }
            p = s4; R.top = m4;
            break;
          }
        }
      R.capture(1, s3, p, m3);
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
      const s5 = p, m5 = R.top;
        t = r_localNumberDigits(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p, m6 = R.top;
            M6_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M6_f;
              {
                const s7 = p, m7 = R.top;
                L7: {
                  if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) break L7;
                  p += 15;
                  p = s7; R.top = m7;
                  break M6_f;
                }
                p = s7; R.top = m7;
              }
              t = r_par(input, p);
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
        t = r_context(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n8 = 0;
          M8: for (;;) {
            const s8 = p, m8 = R.top;
            M8_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M8_f;
              t = r_par(input, p);
              if (t < 0) break M8_f;
              p = t;
              if (p === s8) { R.top = m8; break M8; }
              n8++;
              continue M8;
            }
            p = s8; R.top = m8;
            break;
          }
        }
      R.capture(2, s5, p, m5);
    }
    return p;
  }
  return -1;
}

// par
function r_par(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A10: {
          const s10 = p, m10 = R.top;
          A10_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A10_0;
            t = r_isdnSubaddress(input, p);
            if (t < 0) break A10_0;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          A10_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A10_1;
            t = r_extension(input, p);
            if (t < 0) break A10_1;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          A10_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A10_2;
            t = r_parameter(input, p);
            if (t < 0) break A10_2;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
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
      const s11 = p, m11 = R.top;
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 115 || (input.charCodeAt(p + 3) | 32) !== 117 || (input.charCodeAt(p + 4) | 32) !== 98 || input.charCodeAt(p + 5) !== 61) break F;
        p += 6;
        {
          const s12 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K4[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K3.lastIndex = p;
              if (K3.test(input)) p = K3.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K3.lastIndex = 0;
                if (!K3.test(w)) break;
                p += K3.lastIndex;
                if (K3.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s12) break F;
        }
      R.capture(5, s11, p, m11);
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
      const s13 = p, m13 = R.top;
        if (input.length <= 65536) {
          t = K5.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 120 || (input.charCodeAt(p + 3) | 32) !== 116 || input.charCodeAt(p + 4) !== 61) break F;
          p += 5;
          {
            const s14 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) {
              if (input.length <= 65536) {
                K6.lastIndex = p;
                if (K6.test(input)) p = K6.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K6.lastIndex = 0;
                  if (!K6.test(w)) break;
                  p += K6.lastIndex;
                  if (K6.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            const s15 = p, m15 = R.top;
            L15: {
              c = input.charCodeAt(p);
              if ((c < 128 && K8[c] === 1)) p++;
              else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
              else break L15;
              p = s15; R.top = m15;
              break F;
            }
            p = s15; R.top = m15;
          }
        }
      R.capture(6, s13, p, m13);
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
      const s16 = p, m16 = R.top;
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) break F;
        p += 15;
        t = r_descriptor(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(7, s16, p, m16);
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
      const s17 = p, m17 = R.top;
        A18: {
          const s18 = p, m18 = R.top;
          A18_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K9[c] === 1)) break A18_0;
            if (input.length <= 65536) {
              t = K10.match(input, p);
              if (t < 0) break A18_0;
              p = t;
            } else {
              t = r_domainname(input, p);
              if (t < 0) break A18_0;
              p = t;
            }
            break A18;
          }
          p = s18; R.top = m18;
          A18_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A18_1;
            t = r_globalNumberDigits(input, p);
            if (t < 0) break A18_1;
            p = t;
            break A18;
          }
          p = s18; R.top = m18;
          break F;
        }
      R.capture(8, s17, p, m17);
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
      const s19 = p, m19 = R.top;
        if (input.length <= 65536) {
          t = K11.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 43) break F;
          p += 1;
          {
            const s20 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K13[c] === 1)) {
              if (input.length <= 65536) {
                K12.lastIndex = p;
                if (K12.test(input)) p = K12.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K12.lastIndex = 0;
                  if (!K12.test(w)) break;
                  p += K12.lastIndex;
                  if (K12.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) p++;
          else break F;
          {
            const s21 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) {
              if (input.length <= 65536) {
                K6.lastIndex = p;
                if (K6.test(input)) p = K6.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K6.lastIndex = 0;
                  if (!K6.test(w)) break;
                  p += K6.lastIndex;
                  if (K6.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
        }
      R.capture(3, s19, p, m19);
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
      const s22 = p, m22 = R.top;
        if (input.length <= 65536) {
          t = K15.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            const s23 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K13[c] === 1)) {
              if (input.length <= 65536) {
                K12.lastIndex = p;
                if (K12.test(input)) p = K12.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K12.lastIndex = 0;
                  if (!K12.test(w)) break;
                  p += K12.lastIndex;
                  if (K12.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) p++;
          else break F;
          {
            const s24 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) {
              if (input.length <= 65536) {
                K17.lastIndex = p;
                if (K17.test(input)) p = K17.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K17.lastIndex = 0;
                  if (!K17.test(w)) break;
                  p += K17.lastIndex;
                  if (K17.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
        }
      R.capture(4, s22, p, m22);
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
            let n26 = 0;
            M26: for (;;) {
              const s26 = p, m26 = R.top;
              M26_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K9[c] === 1)) break M26_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M26_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M26_f;
                p += 1;
                L27_ok: {
                  const s27 = p, m27 = R.top;
                  L27: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K20[c] === 1)) p++;
                    else break L27;
                    p = s27; R.top = m27;
                    break L27_ok;
                  }
                  p = s27; R.top = m27;
                  break M26_f;
                }
                if (p === s26) { R.top = m26; break M26; }
                n26++;
                continue M26;
              }
              p = s26; R.top = m26;
              break;
            }
          }
          t = r_toplabel(input, p);
          if (t < 0) break F;
          p = t;
          O28: {
            const s28 = p, m28 = R.top;
            O28_f: {
              if (input.charCodeAt(p) !== 46) break O28_f;
              p += 1;
              break O28;
            }
            p = s28; R.top = m28;
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
            const s30 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K20[c] === 1)) {
              if (input.length <= 65536) {
                K22.lastIndex = p;
                if (K22.test(input)) p = K22.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K22.lastIndex = 0;
                  if (!K22.test(w)) break;
                  p += K22.lastIndex;
                  if (K22.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n31 = 0;
            M31: for (;;) {
              K23.lastIndex = p;
              if (K23.test(input) && K23.lastIndex > p) { p = K23.lastIndex; n31 = 1; }
              const s31 = p, m31 = R.top;
              M31_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break M31_f;
                {
                  const s32 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K26[c] === 1)) {
                    if (input.length <= 65536) {
                      K25.lastIndex = p;
                      if (K25.test(input)) p = K25.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K25.lastIndex = 0;
                        if (!K25.test(w)) break;
                        p += K25.lastIndex;
                        if (K25.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s32) break M31_f;
                }
                {
                  const s33 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    if (input.length <= 65536) {
                      K22.lastIndex = p;
                      if (K22.test(input)) p = K22.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K22.lastIndex = 0;
                        if (!K22.test(w)) break;
                        p += K22.lastIndex;
                        if (K22.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s33) break M31_f;
                }
                if (p === s31) { R.top = m31; break M31; }
                n31++;
                continue M31;
              }
              p = s31; R.top = m31;
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
            const s35 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K20[c] === 1)) {
              if (input.length <= 65536) {
                K22.lastIndex = p;
                if (K22.test(input)) p = K22.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K22.lastIndex = 0;
                  if (!K22.test(w)) break;
                  p += K22.lastIndex;
                  if (K22.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n36 = 0;
            M36: for (;;) {
              K29.lastIndex = p;
              if (K29.test(input) && K29.lastIndex > p) { p = K29.lastIndex; n36 = 1; }
              const s36 = p, m36 = R.top;
              M36_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K24[c] === 1)) break M36_f;
                {
                  const s37 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K26[c] === 1)) {
                    if (input.length <= 65536) {
                      K25.lastIndex = p;
                      if (K25.test(input)) p = K25.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K25.lastIndex = 0;
                        if (!K25.test(w)) break;
                        p += K25.lastIndex;
                        if (K25.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s37) break M36_f;
                }
                {
                  const s38 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K20[c] === 1)) {
                    if (input.length <= 65536) {
                      K22.lastIndex = p;
                      if (K22.test(input)) p = K22.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K22.lastIndex = 0;
                        if (!K22.test(w)) break;
                        p += K22.lastIndex;
                        if (K22.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s38) break M36_f;
                }
                if (p === s36) { R.top = m36; break M36; }
                n36++;
                continue M36;
              }
              p = s36; R.top = m36;
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
      const s39 = p, m39 = R.top;
        if (input.charCodeAt(p) !== 59) break F;
        p += 1;
        t = r_pname(input, p);
        if (t < 0) break F;
        p = t;
        O40: {
          const s40 = p, m40 = R.top;
          O40_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K30[c] === 1)) break O40_f;
            if (input.charCodeAt(p) !== 61) break O40_f;
            p += 1;
            t = r_pvalue(input, p);
            if (t < 0) break O40_f;
            p = t;
            break O40;
          }
          p = s40; R.top = m40;
        }
      R.capture(9, s39, p, m39);
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
      const s41 = p, m41 = R.top;
        {
          const s42 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K32[c] === 1)) {
            if (input.length <= 65536) {
              K31.lastIndex = p;
              if (K31.test(input)) p = K31.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K31.lastIndex = 0;
                if (!K31.test(w)) break;
                p += K31.lastIndex;
                if (K31.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s42) break F;
        }
      R.capture(10, s41, p, m41);
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
      const s43 = p, m43 = R.top;
        {
          const s44 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K8[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K33.lastIndex = p;
              if (K33.test(input)) p = K33.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K33.lastIndex = 0;
                if (!K33.test(w)) break;
                p += K33.lastIndex;
                if (K33.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s44) break F;
        }
      R.capture(11, s43, p, m43);
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
        if ((c < 128 && K34[c] === 1)) p++;
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
        if ((c < 128 && K35[c] === 1)) p++;
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
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
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
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// phonedigit
function r_phonedigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O51: {
          const s51 = p, m51 = R.top;
          O51_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K7[c] === 1)) p++;
            else break O51_f;
            break O51;
          }
          p = s51; R.top = m51;
        }
    return p;
  }
  return -1;
}

// phonedigit-hex
function r_phonedigitHex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O53: {
          const s53 = p, m53 = R.top;
          O53_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break O53_f;
            break O53;
          }
          p = s53; R.top = m53;
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
        if ((c < 128 && K38[c] === 1)) p++;
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
        if ((c < 128 && K39[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

return { "telephoneUri": r_telephoneUri, "telephoneSubscriber": r_telephoneSubscriber, "globalNumber": r_globalNumber, "localNumber": r_localNumber, "par": r_par, "isdnSubaddress": r_isdnSubaddress, "extension": r_extension, "context": r_context, "descriptor": r_descriptor, "globalNumberDigits": r_globalNumberDigits, "localNumberDigits": r_localNumberDigits, "domainname": r_domainname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "parameter": r_parameter, "pname": r_pname, "pvalue": r_pvalue, "paramchar": r_paramchar, "unreserved": r_unreserved, "mark": r_mark, "pctEncoded": r_pctEncoded, "paramUnreserved": r_paramUnreserved, "phonedigit": r_phonedigit, "phonedigitHex": r_phonedigitHex, "visualSeparator": r_visualSeparator, "alphanum": r_alphanum, "reserved": r_reserved, "uric": r_uric };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["telephoneUri","telephoneSubscriber","globalNumber","localNumber","par","isdnSubaddress","extension","context","descriptor","globalNumberDigits","localNumberDigits","domainname","domainlabel","toplabel","parameter","pname","pvalue","paramchar","unreserved","mark","pctEncoded","paramUnreserved","phonedigit","phonedigitHex","visualSeparator","alphanum","reserved","uric"],
  rules: [
    [10,"telephone-uri",[3,[0,"tel:",1],[11,1]]], // telephoneUri
    [10,"telephone-subscriber",[4,[11,2],[11,3]]], // telephoneSubscriber
    [10,"global-number",[3,[11,9],[6,[11,4],0,-1]]], // globalNumber
    [10,"local-number",[3,[11,10],[6,[3,[7,[0,";phone-context=",1]],[11,4]],0,-1],[11,7],[6,[11,4],0,-1]]], // localNumber
    [10,"par",[4,[11,5],[11,6],[11,14]]], // par
    [10,"isdn-subaddress",[3,[0,";isub=",1],[2,0,1,-1]]], // isdnSubaddress
    [10,"extension",[3,[0,";ext=",1],[2,1,0,-1],[7,[1,2]]]], // extension
    [10,"context",[3,[0,";phone-context=",1],[11,8]]], // context
    [10,"descriptor",[4,[11,11],[11,9]]], // descriptor
    [10,"global-number-digits",[3,[0,"+",0],[2,3,0,-1],[1,4],[2,1,0,-1]]], // globalNumberDigits
    [10,"local-number-digits",[3,[2,3,0,-1],[1,5],[2,6,0,-1]]], // localNumberDigits
    [10,"domainname",[3,[6,[3,[11,12],[0,".",0],[8,[1,7]]],0,-1],[11,13],[5,[0,".",0]]]], // domainname
    [10,"domainlabel",[3,[1,7],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]]], // domainlabel
    [10,"toplabel",[3,[1,9],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]]], // toplabel
    [10,"parameter",[3,[0,";",0],[11,15],[5,[3,[0,"=",0],[11,16]]]]], // parameter
    [10,"pname",[2,10,1,-1]], // pname
    [10,"pvalue",[2,2,1,-1]], // pvalue
    [10,"paramchar",[1,2]], // paramchar
    [10,"unreserved",[1,11]], // unreserved
    [10,"mark",[1,12]], // mark
    [10,"pct-encoded",[3,[0,"%",0],[1,13],[1,13]]], // pctEncoded
    [10,"param-unreserved",[1,14]], // paramUnreserved
    [10,"phonedigit",[5,[1,1]]], // phonedigit
    [10,"phonedigit-hex",[5,[1,6]]], // phonedigitHex
    [10,"visual-separator",[1,3]], // visualSeparator
    [10,"alphanum",[1,7]], // alphanum
    [10,"reserved",[1,15]], // reserved
    [10,"uric",[1,16]], // uric
  ],
  sets: [
    ["uric","000000002d7fff70ffffff78efffff74","","",1],
    ["phonedigit","000000000036ff300000000000000000","","",0],
    ["paramchar","000000002dfeff70effffffaefffff74","","",1],
    ["visual-separator","00000000003600000000000000000000","","",0],
    ["DIGIT","000000000000ff300000000000000000","","",0],
    ["phonedigit-hex","000000008040ff30e7000000e7000000","","",0],
    ["phonedigit-hex","000000008076ff30e7000000e7000000","","",0],
    ["alphanum","000000000000ff30efffff70efffff70","","",0],
    ["\"-\"","00000000000200000000000000000000","","",0],
    ["ALPHA","0000000000000000efffff70efffff70","","",0],
    ["pname","000000000002ff30efffff70efffff70","","",0],
    ["unreserved","000000002876ff30efffff78efffff74","","",0],
    ["mark","00000000287600000000000800000004","","",0],
    ["HEXDIG","000000000000ff30e7000000e7000000","","",0],
    ["param-unreserved","00000000058800400000008200000000","","",0],
    ["reserved","00000000058900ca1000000000000000","","",0],
    ["uric","000000002dfffffaffffff78efffff74","","",1],
  ],
};

export function explain(E: ExplainRuntime): Matchers {
  return explainMatchers(E, EXPLAIN);
}
