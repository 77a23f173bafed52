/*
 * GENERATED FILE — do not edit. The grammar "rfc3966", compiled at build time
 * from grammars/rfc3966.ts: rfc3966Grammar(k).
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

export function explain(E: ExplainRuntime): Matchers {
const K0 = "telephone-uri";
const K1 = "\"tel:\"";
const K2 = "telephone-subscriber";
const K3 = "global-number";
const K4 = "local-number";
const K5 = "not lookahead";
const K6 = "\";phone-context=\"";
const K7 = "par";
const K8 = "isdn-subaddress";
const K9 = "\";isub=\"";
const K10 = /(?:[\/\:\@\&\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002d7fff70ffffff78efffff74");
const K12 = "uric";
const K13 = "extension";
const K14 = "\";ext=\"";
const K15 = /[0-9\-\.\(\)]+/y;
const K16 = bits("000000000036ff300000000000000000");
const K17 = "phonedigit";
const K18 = bits("000000002dfeff70effffffaefffff74");
const K19 = "paramchar";
const K20 = "context";
const K21 = "descriptor";
const K22 = "global-number-digits";
const K23 = "\"+\"";
const K24 = /[\-\.\(\)]+/y;
const K25 = bits("00000000003600000000000000000000");
const K26 = "visual-separator";
const K27 = bits("000000000000ff300000000000000000");
const K28 = "DIGIT";
const K29 = "local-number-digits";
const K30 = bits("000000008040ff30e7000000e7000000");
const K31 = "phonedigit-hex";
const K32 = /[0-9A-Fa-f\*\#\-\.\(\)]+/y;
const K33 = bits("000000008076ff30e7000000e7000000");
const K34 = "domainname";
const K35 = "\".\"";
const K36 = "lookahead";
const K37 = bits("000000000000ff30efffff70efffff70");
const K38 = "alphanum";
const K39 = "domainlabel";
const K40 = /[A-Za-z0-9]+/y;
const K41 = /[\-]+/y;
const K42 = bits("00000000000200000000000000000000");
const K43 = "\"-\"";
const K44 = "toplabel";
const K45 = bits("0000000000000000efffff70efffff70");
const K46 = "ALPHA";
const K47 = "parameter";
const K48 = "\";\"";
const K49 = "\"=\"";
const K50 = "pname";
const K51 = /[A-Za-z0-9\-]+/y;
const K52 = bits("000000000002ff30efffff70efffff70");
const K53 = "pvalue";
const K54 = /(?:[\[\]\/\:\&\+\$A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K55 = "unreserved";
const K56 = bits("000000002876ff30efffff78efffff74");
const K57 = "mark";
const K58 = bits("00000000287600000000000800000004");
const K59 = "pct-encoded";
const K60 = "\"%\"";
const K61 = bits("000000000000ff30e7000000e7000000");
const K62 = "HEXDIG";
const K63 = "param-unreserved";
const K64 = bits("00000000058800400000008200000000");
const K65 = "reserved";
const K66 = bits("00000000058900ca1000000000000000");
const K67 = bits("000000002dfffffaffffff78efffff74");
// telephone-uri
function r_telephoneUri(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W0: {
      E.tracker.enter(K0, p);
      W0_f: {
        if ((input.charCodeAt(p) | 32) !== 116 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 108 || input.charCodeAt(p + 3) !== 58) { E.fail(p, K1); break W0_f; }
        p += 4;
        t = r_telephoneSubscriber(input, p);
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

// telephone-subscriber
function r_telephoneSubscriber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W1: {
      E.tracker.enter(K2, p);
      W1_f: {
        A2: {
          const s2 = p;
          A2_0: {
            t = r_globalNumber(input, p);
            if (t < 0) break A2_0;
            p = t;
            break A2;
          }
          p = s2;
          A2_1: {
            t = r_localNumber(input, p);
            if (t < 0) break A2_1;
            p = t;
            break A2;
          }
          p = s2;
          break W1_f;
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

// global-number
function r_globalNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W3: {
      E.tracker.enter(K3, p);
      W3_f: {
        t = r_globalNumberDigits(input, p);
        if (t < 0) break W3_f;
        p = t;
        {
          let n4 = 0;
          const f4 = E.far, x4 = E.exp;
          let e4 = null;
          M4: for (;;) {
            const s4 = p;
            E.far = -1; E.exp = [];
            M4_f: {
              t = r_par(input, p);
              if (t < 0) break M4_f;
              p = t;
              if (p === s4) {  e4 = null; break M4; }
              n4++;
              continue M4;
            }
            p = s4;
            e4 = E.exp;
            break;
          }
          E.far = f4; E.exp = x4;
        }
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

// local-number
function r_localNumber(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W5: {
      E.tracker.enter(K4, p);
      W5_f: {
        t = r_localNumberDigits(input, p);
        if (t < 0) break W5_f;
        p = t;
        {
          let n6 = 0;
          const f6 = E.far, x6 = E.exp;
          let e6 = null;
          M6: for (;;) {
            const s6 = p;
            E.far = -1; E.exp = [];
            M6_f: {
              {
                const s7 = p, f7 = E.far, x7 = E.exp;
                E.far = -1; E.exp = [];
                E.tracker.suspended++;
                L7: {
                  if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) { E.fail(p, K6); break L7; }
                  p += 15;
                  p = s7; E.tracker.suspended--; E.far = f7; E.exp = x7;
                  E.merge(p, K5); break M6_f;
                }
                p = s7; E.tracker.suspended--; E.far = f7; E.exp = x7;
              }
              t = r_par(input, p);
              if (t < 0) break M6_f;
              p = t;
              if (p === s6) {  e6 = null; break M6; }
              n6++;
              continue M6;
            }
            p = s6;
            e6 = E.exp;
            break;
          }
          E.far = f6; E.exp = x6;
        }
        t = r_context(input, p);
        if (t < 0) break W5_f;
        p = t;
        {
          let n8 = 0;
          const f8 = E.far, x8 = E.exp;
          let e8 = null;
          M8: for (;;) {
            const s8 = p;
            E.far = -1; E.exp = [];
            M8_f: {
              t = r_par(input, p);
              if (t < 0) break M8_f;
              p = t;
              if (p === s8) {  e8 = null; break M8; }
              n8++;
              continue M8;
            }
            p = s8;
            e8 = E.exp;
            break;
          }
          E.far = f8; E.exp = x8;
        }
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

// par
function r_par(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W9: {
      E.tracker.enter(K7, p);
      W9_f: {
        A10: {
          const s10 = p;
          A10_0: {
            t = r_isdnSubaddress(input, p);
            if (t < 0) break A10_0;
            p = t;
            break A10;
          }
          p = s10;
          A10_1: {
            t = r_extension(input, p);
            if (t < 0) break A10_1;
            p = t;
            break A10;
          }
          p = s10;
          A10_2: {
            t = r_parameter(input, p);
            if (t < 0) break A10_2;
            p = t;
            break A10;
          }
          p = s10;
          break W9_f;
        }
        E.tracker.leave();
        break W9;
      }
      E.tracker.leave();
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
    W11: {
      E.tracker.enter(K8, p);
      W11_f: {
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 105 || (input.charCodeAt(p + 2) | 32) !== 115 || (input.charCodeAt(p + 3) | 32) !== 117 || (input.charCodeAt(p + 4) | 32) !== 98 || input.charCodeAt(p + 5) !== 61) { E.fail(p, K9); break W11_f; }
        p += 6;
        {
          const s12 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K10.lastIndex = p;
              if (K10.test(input)) p = K10.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K10.lastIndex = 0;
                if (!K10.test(w)) break;
                p += K10.lastIndex;
                if (K10.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s12) { E.fail(p, K12); break W11_f; }
          E.tracker.record(p, K12);
        }
        E.tracker.leave();
        break W11;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// extension
function r_extension(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W13: {
      E.tracker.enter(K13, p);
      W13_f: {
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 101 || (input.charCodeAt(p + 2) | 32) !== 120 || (input.charCodeAt(p + 3) | 32) !== 116 || input.charCodeAt(p + 4) !== 61) { E.fail(p, K14); break W13_f; }
        p += 5;
        {
          const s14 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) {
            if (input.length <= 65536) {
              K15.lastIndex = p;
              if (K15.test(input)) p = K15.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K15.lastIndex = 0;
                if (!K15.test(w)) break;
                p += K15.lastIndex;
                if (K15.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K17);
        }
        {
          const s15 = p, f15 = E.far, x15 = E.exp;
          E.far = -1; E.exp = [];
          E.tracker.suspended++;
          L15: {
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
            else { E.fail(p, K19); break L15; }
            p = s15; E.tracker.suspended--; E.far = f15; E.exp = x15;
            E.merge(p, K5); break W13_f;
          }
          p = s15; E.tracker.suspended--; E.far = f15; E.exp = x15;
        }
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

// context
function r_context(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W16: {
      E.tracker.enter(K20, p);
      W16_f: {
        if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 112 || (input.charCodeAt(p + 2) | 32) !== 104 || (input.charCodeAt(p + 3) | 32) !== 111 || (input.charCodeAt(p + 4) | 32) !== 110 || (input.charCodeAt(p + 5) | 32) !== 101 || input.charCodeAt(p + 6) !== 45 || (input.charCodeAt(p + 7) | 32) !== 99 || (input.charCodeAt(p + 8) | 32) !== 111 || (input.charCodeAt(p + 9) | 32) !== 110 || (input.charCodeAt(p + 10) | 32) !== 116 || (input.charCodeAt(p + 11) | 32) !== 101 || (input.charCodeAt(p + 12) | 32) !== 120 || (input.charCodeAt(p + 13) | 32) !== 116 || input.charCodeAt(p + 14) !== 61) { E.fail(p, K6); break W16_f; }
        p += 15;
        t = r_descriptor(input, p);
        if (t < 0) break W16_f;
        p = t;
        E.tracker.leave();
        break W16;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// descriptor
function r_descriptor(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W17: {
      E.tracker.enter(K21, p);
      W17_f: {
        A18: {
          const s18 = p;
          A18_0: {
            t = r_domainname(input, p);
            if (t < 0) break A18_0;
            p = t;
            break A18;
          }
          p = s18;
          A18_1: {
            t = r_globalNumberDigits(input, p);
            if (t < 0) break A18_1;
            p = t;
            break A18;
          }
          p = s18;
          break W17_f;
        }
        E.tracker.leave();
        break W17;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// global-number-digits
function r_globalNumberDigits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W19: {
      E.tracker.enter(K22, p);
      W19_f: {
        if (input.charCodeAt(p) !== 43) { E.fail(p, K23); break W19_f; }
        p += 1;
        {
          const s20 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K25[c] === 1)) {
            if (input.length <= 65536) {
              K24.lastIndex = p;
              if (K24.test(input)) p = K24.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K24.lastIndex = 0;
                if (!K24.test(w)) break;
                p += K24.lastIndex;
                if (K24.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K26);
        }
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
        else { E.fail(p, K28); break W19_f; }
        {
          const s21 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) {
            if (input.length <= 65536) {
              K15.lastIndex = p;
              if (K15.test(input)) p = K15.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K15.lastIndex = 0;
                if (!K15.test(w)) break;
                p += K15.lastIndex;
                if (K15.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K17);
        }
        E.tracker.leave();
        break W19;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// local-number-digits
function r_localNumberDigits(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W22: {
      E.tracker.enter(K29, p);
      W22_f: {
        {
          const s23 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K25[c] === 1)) {
            if (input.length <= 65536) {
              K24.lastIndex = p;
              if (K24.test(input)) p = K24.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K24.lastIndex = 0;
                if (!K24.test(w)) break;
                p += K24.lastIndex;
                if (K24.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K26);
        }
        c = input.charCodeAt(p);
        if ((c < 128 && K30[c] === 1)) p++;
        else { E.fail(p, K31); break W22_f; }
        {
          const s24 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K33[c] === 1)) {
            if (input.length <= 65536) {
              K32.lastIndex = p;
              if (K32.test(input)) p = K32.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K32.lastIndex = 0;
                if (!K32.test(w)) break;
                p += K32.lastIndex;
                if (K32.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K31);
        }
        E.tracker.leave();
        break W22;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// domainname
function r_domainname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W25: {
      E.tracker.enter(K34, p);
      W25_f: {
        {
          let n26 = 0;
          const f26 = E.far, x26 = E.exp;
          let e26 = null;
          M26: for (;;) {
            const s26 = p;
            E.far = -1; E.exp = [];
            M26_f: {
              t = r_domainlabel(input, p);
              if (t < 0) break M26_f;
              p = t;
              if (input.charCodeAt(p) !== 46) { E.fail(p, K35); break M26_f; }
              p += 1;
              L27_ok: {
                const s27 = p, f27 = E.far, x27 = E.exp;
                E.far = -1; E.exp = [];
                E.tracker.suspended++;
                L27: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K37[c] === 1)) p++;
                  else { E.fail(p, K38); break L27; }
                  p = s27; E.tracker.suspended--; E.far = f27; E.exp = x27;
                  break L27_ok;
                }
                p = s27; E.tracker.suspended--; E.far = f27; E.exp = x27;
                E.merge(p, K36); break M26_f;
              }
              if (p === s26) {  e26 = null; break M26; }
              n26++;
              continue M26;
            }
            p = s26;
            e26 = E.exp;
            break;
          }
          E.far = f26; E.exp = x26;
        }
        t = r_toplabel(input, p);
        if (t < 0) break W25_f;
        p = t;
        O28: {
          const s28 = p;
          O28_f: {
            if (input.charCodeAt(p) !== 46) { E.fail(p, K35); break O28_f; }
            p += 1;
            break O28;
          }
          p = s28;
        }
        E.tracker.leave();
        break W25;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// domainlabel
function r_domainlabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W29: {
      E.tracker.enter(K39, p);
      W29_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else { E.fail(p, K38); break W29_f; }
        {
          const s30 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K37[c] === 1)) {
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
          E.tracker.record(p, K38);
        }
        {
          let n31 = 0;
          const f31 = E.far, x31 = E.exp;
          let e31 = null;
          M31: for (;;) {
            const s31 = p;
            E.far = -1; E.exp = [];
            M31_f: {
              {
                const s32 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K42[c] === 1)) {
                  if (input.length <= 65536) {
                    K41.lastIndex = p;
                    if (K41.test(input)) p = K41.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K41.lastIndex = 0;
                      if (!K41.test(w)) break;
                      p += K41.lastIndex;
                      if (K41.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s32) { E.fail(p, K43); break M31_f; }
                E.tracker.record(p, K43);
              }
              {
                const s33 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K37[c] === 1)) {
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
                if (p === s33) { E.fail(p, K38); break M31_f; }
                E.tracker.record(p, K38);
              }
              if (p === s31) {  e31 = null; break M31; }
              n31++;
              continue M31;
            }
            p = s31;
            e31 = E.exp;
            break;
          }
          E.far = f31; E.exp = x31;
        }
        E.tracker.leave();
        break W29;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W34: {
      E.tracker.enter(K44, p);
      W34_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K45[c] === 1)) p++;
        else { E.fail(p, K46); break W34_f; }
        {
          const s35 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K37[c] === 1)) {
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
          E.tracker.record(p, K38);
        }
        {
          let n36 = 0;
          const f36 = E.far, x36 = E.exp;
          let e36 = null;
          M36: for (;;) {
            const s36 = p;
            E.far = -1; E.exp = [];
            M36_f: {
              {
                const s37 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K42[c] === 1)) {
                  if (input.length <= 65536) {
                    K41.lastIndex = p;
                    if (K41.test(input)) p = K41.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K41.lastIndex = 0;
                      if (!K41.test(w)) break;
                      p += K41.lastIndex;
                      if (K41.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s37) { E.fail(p, K43); break M36_f; }
                E.tracker.record(p, K43);
              }
              {
                const s38 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K37[c] === 1)) {
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
                if (p === s38) { E.fail(p, K38); break M36_f; }
                E.tracker.record(p, K38);
              }
              if (p === s36) {  e36 = null; break M36; }
              n36++;
              continue M36;
            }
            p = s36;
            e36 = E.exp;
            break;
          }
          E.far = f36; E.exp = x36;
        }
        E.tracker.leave();
        break W34;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// parameter
function r_parameter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W39: {
      E.tracker.enter(K47, p);
      W39_f: {
        if (input.charCodeAt(p) !== 59) { E.fail(p, K48); break W39_f; }
        p += 1;
        t = r_pname(input, p);
        if (t < 0) break W39_f;
        p = t;
        O40: {
          const s40 = p;
          O40_f: {
            if (input.charCodeAt(p) !== 61) { E.fail(p, K49); break O40_f; }
            p += 1;
            t = r_pvalue(input, p);
            if (t < 0) break O40_f;
            p = t;
            break O40;
          }
          p = s40;
        }
        E.tracker.leave();
        break W39;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// pname
function r_pname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W41: {
      E.tracker.enter(K50, p);
      W41_f: {
        {
          const s42 = p;
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
          if (p === s42) { E.fail(p, K50); break W41_f; }
          E.tracker.record(p, K50);
        }
        E.tracker.leave();
        break W41;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// pvalue
function r_pvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W43: {
      E.tracker.enter(K53, p);
      W43_f: {
        {
          const s44 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K54.lastIndex = p;
              if (K54.test(input)) p = K54.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K54.lastIndex = 0;
                if (!K54.test(w)) break;
                p += K54.lastIndex;
                if (K54.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s44) { E.fail(p, K19); break W43_f; }
          E.tracker.record(p, K19);
        }
        E.tracker.leave();
        break W43;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// paramchar
function r_paramchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W45: {
      E.tracker.enter(K19, p);
      W45_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K19); break W45_f; }
        E.tracker.leave();
        break W45;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// unreserved
function r_unreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W46: {
      E.tracker.enter(K55, p);
      W46_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K56[c] === 1)) p++;
        else { E.fail(p, K55); break W46_f; }
        E.tracker.leave();
        break W46;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W47: {
      E.tracker.enter(K57, p);
      W47_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K58[c] === 1)) p++;
        else { E.fail(p, K57); break W47_f; }
        E.tracker.leave();
        break W47;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// pct-encoded
function r_pctEncoded(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W48: {
      E.tracker.enter(K59, p);
      W48_f: {
        if (input.charCodeAt(p) !== 37) { E.fail(p, K60); break W48_f; }
        p += 1;
        c = input.charCodeAt(p);
        if ((c < 128 && K61[c] === 1)) p++;
        else { E.fail(p, K62); break W48_f; }
        c = input.charCodeAt(p);
        if ((c < 128 && K61[c] === 1)) p++;
        else { E.fail(p, K62); break W48_f; }
        E.tracker.leave();
        break W48;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// param-unreserved
function r_paramUnreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W49: {
      E.tracker.enter(K63, p);
      W49_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K64[c] === 1)) p++;
        else { E.fail(p, K63); break W49_f; }
        E.tracker.leave();
        break W49;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// phonedigit
function r_phonedigit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W50: {
      E.tracker.enter(K17, p);
      W50_f: {
        O51: {
          const s51 = p;
          O51_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K16[c] === 1)) p++;
            else { E.fail(p, K17); break O51_f; }
            break O51;
          }
          p = s51;
        }
        E.tracker.leave();
        break W50;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// phonedigit-hex
function r_phonedigitHex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W52: {
      E.tracker.enter(K31, p);
      W52_f: {
        O53: {
          const s53 = p;
          O53_f: {
            c = input.charCodeAt(p);
            if ((c < 128 && K33[c] === 1)) p++;
            else { E.fail(p, K31); break O53_f; }
            break O53;
          }
          p = s53;
        }
        E.tracker.leave();
        break W52;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// visual-separator
function r_visualSeparator(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W54: {
      E.tracker.enter(K26, p);
      W54_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K25[c] === 1)) p++;
        else { E.fail(p, K26); break W54_f; }
        E.tracker.leave();
        break W54;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W55: {
      E.tracker.enter(K38, p);
      W55_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else { E.fail(p, K38); break W55_f; }
        E.tracker.leave();
        break W55;
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
    W56: {
      E.tracker.enter(K65, p);
      W56_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K66[c] === 1)) p++;
        else { E.fail(p, K65); break W56_f; }
        E.tracker.leave();
        break W56;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W57: {
      E.tracker.enter(K12, p);
      W57_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K67[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K12); break W57_f; }
        E.tracker.leave();
        break W57;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

return { "telephoneUri": r_telephoneUri, "telephoneSubscriber": r_telephoneSubscriber, "globalNumber": r_globalNumber, "localNumber": r_localNumber, "par": r_par, "isdnSubaddress": r_isdnSubaddress, "extension": r_extension, "context": r_context, "descriptor": r_descriptor, "globalNumberDigits": r_globalNumberDigits, "localNumberDigits": r_localNumberDigits, "domainname": r_domainname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "parameter": r_parameter, "pname": r_pname, "pvalue": r_pvalue, "paramchar": r_paramchar, "unreserved": r_unreserved, "mark": r_mark, "pctEncoded": r_pctEncoded, "paramUnreserved": r_paramUnreserved, "phonedigit": r_phonedigit, "phonedigitHex": r_phonedigitHex, "visualSeparator": r_visualSeparator, "alphanum": r_alphanum, "reserved": r_reserved, "uric": r_uric };
}
