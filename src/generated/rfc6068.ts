/*
 * GENERATED FILE — do not edit. The grammar "rfc6068", compiled at build time
 * from grammars/rfc6068.ts: rfc6068Grammar(k).
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
  id: "rfc6068",
  name: "rfc6068",
  rules: [
    ["mailtoURI","mailtoURI","2","mailtoURI = \"mailto:\" [ to ] [ hfields ]"],
    ["to","to","2","to = addr-spec *(\",\" addr-spec )"],
    ["hfields","hfields","2","hfields = \"?\" hfield *( \"&\" hfield )"],
    ["hfield","hfield","2","hfield = hfname \"=\" hfvalue"],
    ["hfname","hfname","2","hfname = *qchar"],
    ["hfvalue","hfvalue","2","hfvalue = *qchar"],
    ["addr-spec","addrSpec","2","addr-spec = local-part \"@\" domain"],
    ["local-part","localPart","2","local-part = dot-atom-text / quoted-string"],
    ["domain","domain","2","domain = dot-atom-text / \"[\" *dtext-no-obs \"]\""],
    ["dtext-no-obs","dtextNoObs","2","dtext-no-obs = %d33-90 / ; Printable US-ASCII %d94-126 ; characters not including ; \"[\", \"]\", or \"\\\"","dtext-no-obs = %d33-90 / %d94-126"],
    ["qchar","qchar","2","qchar = unreserved / pct-encoded / some-delims"],
    ["some-delims","someDelims","2","some-delims = \"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\""],
    ["dot-atom-text","dotAtomText","RFC 5322 §3.2.3","dot-atom-text = 1*atext *(\".\" 1*atext)"],
    ["atext","atext","RFC 5322 §3.2.3","atext = ALPHA / DIGIT / ; Printable US-ASCII \"!\" / \"#\" / ; characters not including \"$\" / \"%\" / ; specials. Used for atoms. \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"","atext = ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\""],
    ["quoted-string","quotedString","RFC 5322 §3.2.4","quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]"],
    ["qcontent","qcontent","RFC 5322 §3.2.4","qcontent = qtext / quoted-pair"],
    ["qtext","qtext","RFC 5322 §3.2.4","qtext = %d33 / ; Printable US-ASCII %d35-91 / ; characters not including %d93-126 / ; \"\\\" or the quote character obs-qtext","qtext = %d33 / %d35-91 / %d93-126 / obs-qtext"],
    ["quoted-pair","quotedPair","RFC 5322 §3.2.4","quoted-pair = (\"\\\" (VCHAR / WSP)) / obs-qp"],
  ],
  captured: ["mailtoURI","to","hfield","hfname","hfvalue","addr-spec","local-part","domain"],
  capturedNames: ["mailtoURI","to","hfield","hfname","hfvalue","addr-spec","local-part","domain"],
};

// the stretches the fused regexps below share
const F0 = "(?:\\.(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]){1,})";
const F1 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\'\\(\\)\\*\\+\\,\\:\\;\\@]";
const F2 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\'\\(\\)\\*\\+\\,\\;\\:\\@]";
const F3 = "(?:(?:%[0-9A-Fa-f]{2})" + F2 + "*)";
const F4 = "(?:%[0-9A-Fa-f][0-9A-Fa-f]|" + F1 + ")";
const F5 = "(?:" + F1 + "|(?!(?:%22|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])";
const F6 = "(?:" + F1 + "|(?!(?:%5[bB]|%5[dD]|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])";
const F7 = "(?:(?!%5[dD])" + F6 + ")";
const F8 = "(?<a0>" + F7 + "{0,})";
const F9 = "(?<a3>" + F7 + "{0,})";
const F10 = "(?=" + F8 + ")";
const F11 = "(?=" + F9 + ")";
const F12 = "(?:%5[cC]" + F4 + "|" + F5 + ")";
const F13 = "(?:" + F12 + ")";
const F14 = "(?<a0>" + F13 + "{0,})";
const F15 = "(?<a1>" + F13 + "{0,})";
const F16 = "(?<a4>" + F13 + "{0,})";
const F17 = "(?=" + F14 + ")";
const F18 = "(?=" + F15 + ")";
const F19 = "(?=" + F16 + ")";
const F20 = "%22" + F17 + "\\k<a0>%22";
const F21 = "(?:&" + F2 + "*" + F3 + "*=" + F2 + "*" + F3 + "*)";
const F22 = "(?:[89A-Fa-f][0-9A-Fa-f]|41|42|43|44|45|46|47|48|49|4[aA]|4[bB]|4[cC]|4[dD]|4[eE]|4[fF]|50|51|52|53|54|55|56|57|58|59|5[aA]|61|62|63|64|65|66|67|68|69|6[aA]|6[bB]|6[cC]|6[dD]|6[eE]|6[fF]|70|71|72|73|74|75|76|77|78|79|7[aA]|30|31|32|33|34|35|36|37|38|39|21|23|24|25|26|27|2[aA]|2[bB]|2[dD]|2[fF]|3[dD]|3[fF]|5[eE]|5[fF]|60|7[bB]|7[cC]|7[dD]|7[eE])";
const F23 = "(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]|%" + F22 + ")";
const F24 = "(?:" + F23 + ")";
const F25 = "(?:\\." + F24 + "{1,})";
const F26 = F24 + "{1,}" + F25 + "{0,}";
const F27 = "(?:%5[bB]" + F10 + "\\k<a0>%5[dD]|" + F24 + "{1,}" + F25 + "{0,})";
const F28 = "(?:%5[bB]" + F11 + "\\k<a3>%5[dD]|" + F24 + "{1,}" + F25 + "{0,})";
const F29 = "(?:%22" + F17 + "\\k<a0>%22|" + F24 + "{1,}" + F25 + "{0,})";
const F30 = "(?:%22" + F18 + "\\k<a1>%22|" + F24 + "{1,}" + F25 + "{0,})";
const F31 = "(?:%22" + F19 + "\\k<a4>%22|" + F24 + "{1,}" + F25 + "{0,})";
const F32 = "(?<a2>" + F30 + ")";
const F33 = "(?<a5>" + F31 + ")";
const F34 = "(?=" + F32 + ")";
const F35 = "(?=" + F33 + ")";
const F36 = "(?:," + F34 + "\\k<a2>@" + F27 + ")";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[mM][aA][iI][lL][tT][oO]:(?:" + F35 + "\\k<a5>@" + F28 + F36 + "{0,})?(?:\\?" + F2 + "*" + F3 + "*=" + F2 + "*" + F3 + "*" + F21 + "{0,})?");
const K1 = new Fused(F35 + "\\k<a5>@" + F28 + F36 + "{0,}", "(?=(?<a5>(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]){1,}" + F0 + "{0,}))\\k<a5>@(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]){1,}" + F0 + "{0,}(?:,(?=(?<a2>(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]){1,}" + F0 + "{0,}))\\k<a2>@(?:[A-Za-z0-9\\!\\$\\'\\*\\+\\-\\_\\~]){1,}" + F0 + "{0,}){0,}", "%");
const K2 = new Fused("\\?" + F2 + "*" + F3 + "*=" + F2 + "*" + F3 + "*" + F21 + "{0,}");
const K3 = new Fused(F2 + "*" + F3 + "*=" + F2 + "*" + F3 + "*");
const K4 = /(?:[A-Za-z0-9\-\.\_\~\!\$\'\(\)\*\+\,\;\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("0000000029f7fff0ffffff78efffff74");
const K6 = new Fused(F34 + "\\k<a2>@" + F27);
const K7 = new Fused(F29);
const K8 = new Fused(F27);
const K9 = new Fused(F6);
const K10 = bits("0000000029f100c01000000000000000");
const K11 = new Fused(F26);
const K12 = new Fused(F23);
const K13 = new Fused(F20);
const K14 = new Fused(F12);
const K15 = new Fused(F5);
const K16 = bits("00000000020000000000000000000000");
const K17 = bits("000000000000ff30e7000000e7000000");
const K18 = bits("0000000029f7fff0ffffff78efffff74");
// mailtoURI
function r_mailtoURI(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["mailtoURI"](input, i);
}

// to
function r_to(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["to"](input, i);
}

// hfields
function r_hfields(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["hfields"](input, i);
}

// hfield
function r_hfield(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["hfield"](input, i);
}

// hfname
function r_hfname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K4.lastIndex = p;
              if (K4.test(input)) p = K4.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K4.lastIndex = 0;
                if (!K4.test(w)) break;
                p += K4.lastIndex;
                if (K4.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// hfvalue
function r_hfvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s3 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K4.lastIndex = p;
              if (K4.test(input)) p = K4.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K4.lastIndex = 0;
                if (!K4.test(w)) break;
                p += K4.lastIndex;
                if (K4.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
    return p;
  }
  return -1;
}

// addr-spec
function r_addrSpec(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["addrSpec"](input, i);
}

// local-part
function r_localPart(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["localPart"](input, i);
}

// domain
function r_domain(input, i) {
  return input.length <= 65536 ? K8.match(input, i) : S()["domain"](input, i);
}

// dtext-no-obs
function r_dtextNoObs(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["dtextNoObs"](input, i);
}

// qchar
function r_qchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K5[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// some-delims
function r_someDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K10[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// dot-atom-text
function r_dotAtomText(input, i) {
  return input.length <= 65536 ? K11.match(input, i) : S()["dotAtomText"](input, i);
}

// atext
function r_atext(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["atext"](input, i);
}

// quoted-string
function r_quotedString(input, i) {
  return input.length <= 65536 ? K13.match(input, i) : S()["quotedString"](input, i);
}

// qcontent
function r_qcontent(input, i) {
  return input.length <= 65536 ? K14.match(input, i) : S()["qcontent"](input, i);
}

// qtext
function r_qtext(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["qtext"](input, i);
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) break F;
        p += 3;
        A7: {
          const s7 = p;
          A7_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K16[c] === 1)) break A7_0;
            if (input.charCodeAt(p) !== 37) break A7_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) p++;
            else break A7_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) p++;
            else break A7_0;
            break A7;
          }
          p = s7;
          A7_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break A7_1;
            break A7;
          }
          p = s7;
          break F;
        }
    return p;
  }
  return -1;
}

return { "mailtoURI": r_mailtoURI, "to": r_to, "hfields": r_hfields, "hfield": r_hfield, "hfname": r_hfname, "hfvalue": r_hfvalue, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "dtextNoObs": r_dtextNoObs, "qchar": r_qchar, "someDelims": r_someDelims, "dotAtomText": r_dotAtomText, "atext": r_atext, "quotedString": r_quotedString, "qcontent": r_qcontent, "qtext": r_qtext, "quotedPair": r_quotedPair };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000002bc2ff30efffff78efffff74");
const K1 = bits("00000000000000080000000000000000");
const K2 = bits("00000000000100000000000000000000");
const K3 = bits("00000000040000000000000000000000");
const K4 = /(?:[A-Za-z0-9\-\.\_\~\!\$\'\(\)\*\+\,\;\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("0000000029f7fff0ffffff78efffff74");
const K6 = new Fused(F29);
const K7 = bits("00000000020000000000000000000000");
const K8 = new Fused(F27);
const K9 = bits("000000002bf7fff0ffffff78efffff74");
const K10 = new Fused(F6);
const K11 = bits("0000000029f7fff0ffffff78efffff74");
const K12 = bits("000000000000ff30e7000000e7000000");
const K13 = bits("0000000029f100c01000000000000000");
const K14 = new Fused(F26);
const K15 = bits("00000000000400000000000000000000");
const K16 = new Fused(F23);
const K17 = bits("0000000029c2ff30efffff78efffff74");
const K18 = bits("0000000000000030e7000000e7000000");
const K19 = bits("0000000000000030e7000000e7000000");
const K20 = new Fused(F20);
const K21 = new Fused(F12);
const K22 = new Fused(F5);
// mailtoURI
function r_mailtoURI(input, i) {
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
            t = r_hfields(input, p);
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
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n4 = 0;
          M4: for (;;) {
            const s4 = p, m4 = R.top;
            M4_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K2[c] === 1)) break M4_f;
              if (input.charCodeAt(p) !== 44) break M4_f;
              p += 1;
              t = r_addrSpec(input, p);
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

// hfields
function r_hfields(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 63) break F;
        p += 1;
        t = r_hfield(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n6 = 0;
          M6: for (;;) {
            const s6 = p, m6 = R.top;
            M6_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break M6_f;
              if (input.charCodeAt(p) !== 38) break M6_f;
              p += 1;
              t = r_hfield(input, p);
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

// hfield
function r_hfield(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s7 = p, m7 = R.top;
        t = r_hfname(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_hfvalue(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s7, p, m7);
    }
    return p;
  }
  return -1;
}

// hfname
function r_hfname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s8 = p, m8 = R.top;
        {
          const s9 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K4.lastIndex = p;
              if (K4.test(input)) p = K4.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K4.lastIndex = 0;
                if (!K4.test(w)) break;
                p += K4.lastIndex;
                if (K4.lastIndex < w.length - 2 || p >= input.length) break;
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

// hfvalue
function r_hfvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s10 = p, m10 = R.top;
        {
          const s11 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K4.lastIndex = p;
              if (K4.test(input)) p = K4.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K4.lastIndex = 0;
                if (!K4.test(w)) break;
                p += K4.lastIndex;
                if (K4.lastIndex < w.length - 2 || p >= input.length) break;
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

// addr-spec
function r_addrSpec(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s12 = p, m12 = R.top;
        t = r_localPart(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(5, s12, p, m12);
    }
    return p;
  }
  return -1;
}

// local-part
function r_localPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s13 = p, m13 = R.top;
        if (input.length <= 65536) {
          t = K6.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A14: {
            const s14 = p, m14 = R.top;
            A14_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A14_0;
              t = r_quotedString(input, p);
              if (t < 0) break A14_0;
              p = t;
              break A14;
            }
            p = s14; R.top = m14;
            A14_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K0[c] === 1)) break A14_1;
              t = r_dotAtomText(input, p);
              if (t < 0) break A14_1;
              p = t;
              break A14;
            }
            p = s14; R.top = m14;
            break F;
          }
        }
      R.capture(6, s13, p, m13);
    }
    return p;
  }
  return -1;
}

// domain
function r_domain(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s15 = p, m15 = R.top;
        if (input.length <= 65536) {
          t = K8.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A16: {
            const s16 = p, m16 = R.top;
            A16_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A16_0;
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break A16_0;
              p += 3;
              {
                let n17 = 0;
                M17: for (;;) {
                  const s17 = p, m17 = R.top;
                  M17_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K9[c] === 1)) break M17_f;
                    {
                      const s18 = p, m18 = R.top;
                      L18: {
                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break L18;
                        p += 3;
                        p = s18; R.top = m18;
                        break M17_f;
                      }
                      p = s18; R.top = m18;
                    }
                    t = r_dtextNoObs(input, p);
                    if (t < 0) break M17_f;
                    p = t;
                    if (p === s17) { R.top = m17; break M17; }
                    n17++;
                    continue M17;
                  }
                  p = s17; R.top = m17;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break A16_0;
              p += 3;
              break A16;
            }
            p = s16; R.top = m16;
            A16_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K0[c] === 1)) break A16_1;
              t = r_dotAtomText(input, p);
              if (t < 0) break A16_1;
              p = t;
              break A16;
            }
            p = s16; R.top = m16;
            break F;
          }
        }
      R.capture(7, s15, p, m15);
    }
    return p;
  }
  return -1;
}

// dtext-no-obs
function r_dtextNoObs(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K10.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A20: {
            const s20 = p, m20 = R.top;
            A20_0: {
              c = input.charCodeAt(p);
              if ((c < 128 && K11[c] === 1)) p++;
              else break A20_0;
              break A20;
            }
            p = s20; R.top = m20;
            A20_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A20_1;
              {
                const s21 = p, m21 = R.top;
                L21: {
                  A22: {
                    const s22 = p, m22 = R.top;
                    A22_0: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break A22_0;
                      p += 3;
                      break A22;
                    }
                    p = s22; R.top = m22;
                    A22_1: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break A22_1;
                      p += 3;
                      break A22;
                    }
                    p = s22; R.top = m22;
                    A22_2: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) break A22_2;
                      p += 3;
                      break A22;
                    }
                    p = s22; R.top = m22;
                    break L21;
                  }
                  p = s21; R.top = m21;
                  break A20_1;
                }
                p = s21; R.top = m21;
              }
              if (input.charCodeAt(p) !== 37) break A20_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K12[c] === 1)) p++;
              else break A20_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K12[c] === 1)) p++;
              else break A20_1;
              break A20;
            }
            p = s20; R.top = m20;
            break F;
          }
    }
    return p;
  }
  return -1;
}

// qchar
function r_qchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K5[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// some-delims
function r_someDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// dot-atom-text
function r_dotAtomText(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K14.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n26 = 0;
            M26: for (;;) {
              const s26 = p, m26 = R.top;
              M26_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K0[c] === 1)) break M26_f;
                t = r_atext(input, p);
                if (t < 0) break M26_f;
                p = t;
                if (p === s26) { R.top = m26; break M26; }
                n26++;
                continue M26;
              }
              p = s26; R.top = m26;
              break;
            }
            if (n26 < 1) break F;
          }
          {
            let n27 = 0;
            M27: for (;;) {
              const s27 = p, m27 = R.top;
              M27_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K15[c] === 1)) break M27_f;
                if (input.charCodeAt(p) !== 46) break M27_f;
                p += 1;
                {
                  let n28 = 0;
                  M28: for (;;) {
                    const s28 = p, m28 = R.top;
                    M28_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K0[c] === 1)) break M28_f;
                      t = r_atext(input, p);
                      if (t < 0) break M28_f;
                      p = t;
                      if (p === s28) { R.top = m28; break M28; }
                      n28++;
                      continue M28;
                    }
                    p = s28; R.top = m28;
                    break;
                  }
                  if (n28 < 1) break M27_f;
                }
                if (p === s27) { R.top = m27; break M27; }
                n27++;
                continue M27;
              }
              p = s27; R.top = m27;
              break;
            }
          }
    }
    return p;
  }
  return -1;
}

// atext
function r_atext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K16.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A30: {
            const s30 = p, m30 = R.top;
            A30_0: {
              c = input.charCodeAt(p);
              if ((c < 128 && K17[c] === 1)) p++;
              else break A30_0;
              break A30;
            }
            p = s30; R.top = m30;
            A30_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A30_1;
              if (input.charCodeAt(p) !== 37) break A30_1;
              p += 1;
              A31: {
                const s31 = p, m31 = R.top;
                A31_0: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K18[c] === 1)) break A31_0;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K19[c] === 1)) p++;
                  else break A31_0;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K12[c] === 1)) p++;
                  else break A31_0;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_1: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) break A31_1;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_2: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) break A31_2;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_3: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) break A31_3;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_4: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) break A31_4;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_5: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) break A31_5;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_6: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) break A31_6;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_7: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) break A31_7;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_8: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) break A31_8;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_9: {
                  if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) break A31_9;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_10: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) break A31_10;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_11: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) break A31_11;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_12: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) break A31_12;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_13: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) break A31_13;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_14: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) break A31_14;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_15: {
                  if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) break A31_15;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_16: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) break A31_16;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_17: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) break A31_17;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_18: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) break A31_18;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_19: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) break A31_19;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_20: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) break A31_20;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_21: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) break A31_21;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_22: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) break A31_22;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_23: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) break A31_23;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_24: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) break A31_24;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_25: {
                  if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) break A31_25;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_26: {
                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) break A31_26;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_27: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) break A31_27;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_28: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) break A31_28;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_29: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) break A31_29;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_30: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) break A31_30;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_31: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) break A31_31;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_32: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) break A31_32;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_33: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) break A31_33;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_34: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) break A31_34;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_35: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) break A31_35;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_36: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) break A31_36;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_37: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) break A31_37;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_38: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) break A31_38;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_39: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) break A31_39;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_40: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) break A31_40;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_41: {
                  if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) break A31_41;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_42: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) break A31_42;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_43: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) break A31_43;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_44: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) break A31_44;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_45: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) break A31_45;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_46: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) break A31_46;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_47: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) break A31_47;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_48: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) break A31_48;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_49: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) break A31_49;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_50: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) break A31_50;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_51: {
                  if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) break A31_51;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_52: {
                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) break A31_52;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_53: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) break A31_53;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_54: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) break A31_54;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_55: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) break A31_55;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_56: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) break A31_56;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_57: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) break A31_57;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_58: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) break A31_58;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_59: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) break A31_59;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_60: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) break A31_60;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_61: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) break A31_61;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_62: {
                  if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) break A31_62;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_63: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) break A31_63;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_64: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) break A31_64;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_65: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) break A31_65;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_66: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) break A31_66;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_67: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) break A31_67;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_68: {
                  if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) break A31_68;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_69: {
                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) break A31_69;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_70: {
                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) break A31_70;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_71: {
                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) break A31_71;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_72: {
                  if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) break A31_72;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_73: {
                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) break A31_73;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_74: {
                  if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) break A31_74;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_75: {
                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) break A31_75;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_76: {
                  if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) break A31_76;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_77: {
                  if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) break A31_77;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_78: {
                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) break A31_78;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_79: {
                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) break A31_79;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_80: {
                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) break A31_80;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                A31_81: {
                  if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) break A31_81;
                  p += 2;
                  break A31;
                }
                p = s31; R.top = m31;
                break A30_1;
              }
              break A30;
            }
            p = s30; R.top = m30;
            break F;
          }
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
      t = K20.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) break F;
          p += 3;
          {
            let n33 = 0;
            M33: for (;;) {
              const s33 = p, m33 = R.top;
              M33_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K9[c] === 1)) break M33_f;
                t = r_qcontent(input, p);
                if (t < 0) break M33_f;
                p = t;
                if (p === s33) { R.top = m33; break M33; }
                n33++;
                continue M33;
              }
              p = s33; R.top = m33;
              break;
            }
          }
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) break F;
          p += 3;
    }
    return p;
  }
  return -1;
}

// qcontent
function r_qcontent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K21.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A35: {
            const s35 = p, m35 = R.top;
            A35_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A35_0;
              t = r_quotedPair(input, p);
              if (t < 0) break A35_0;
              p = t;
              break A35;
            }
            p = s35; R.top = m35;
            A35_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K9[c] === 1)) break A35_1;
              t = r_qtext(input, p);
              if (t < 0) break A35_1;
              p = t;
              break A35;
            }
            p = s35; R.top = m35;
            break F;
          }
    }
    return p;
  }
  return -1;
}

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K22.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          A37: {
            const s37 = p, m37 = R.top;
            A37_0: {
              c = input.charCodeAt(p);
              if ((c < 128 && K11[c] === 1)) p++;
              else break A37_0;
              break A37;
            }
            p = s37; R.top = m37;
            A37_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K7[c] === 1)) break A37_1;
              {
                const s38 = p, m38 = R.top;
                L38: {
                  A39: {
                    const s39 = p, m39 = R.top;
                    A39_0: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) break A39_0;
                      p += 3;
                      break A39;
                    }
                    p = s39; R.top = m39;
                    A39_1: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) break A39_1;
                      p += 3;
                      break A39;
                    }
                    p = s39; R.top = m39;
                    break L38;
                  }
                  p = s38; R.top = m38;
                  break A37_1;
                }
                p = s38; R.top = m38;
              }
              if (input.charCodeAt(p) !== 37) break A37_1;
              p += 1;
              c = input.charCodeAt(p);
              if ((c < 128 && K12[c] === 1)) p++;
              else break A37_1;
              c = input.charCodeAt(p);
              if ((c < 128 && K12[c] === 1)) p++;
              else break A37_1;
              break A37;
            }
            p = s37; R.top = m37;
            break F;
          }
    }
    return p;
  }
  return -1;
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) break F;
        p += 3;
        A41: {
          const s41 = p, m41 = R.top;
          A41_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A41_0;
            if (input.charCodeAt(p) !== 37) break A41_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K12[c] === 1)) p++;
            else break A41_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K12[c] === 1)) p++;
            else break A41_0;
            break A41;
          }
          p = s41; R.top = m41;
          A41_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K11[c] === 1)) p++;
            else break A41_1;
            break A41;
          }
          p = s41; R.top = m41;
          break F;
        }
    return p;
  }
  return -1;
}

return { "mailtoURI": r_mailtoURI, "to": r_to, "hfields": r_hfields, "hfield": r_hfield, "hfname": r_hfname, "hfvalue": r_hfvalue, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "dtextNoObs": r_dtextNoObs, "qchar": r_qchar, "someDelims": r_someDelims, "dotAtomText": r_dotAtomText, "atext": r_atext, "quotedString": r_quotedString, "qcontent": r_qcontent, "qtext": r_qtext, "quotedPair": r_quotedPair };
}

export function explain(E: ExplainRuntime): Matchers {
const K0 = "mailtoURI";
const K1 = "\"mailto:\"";
const K2 = "to";
const K3 = "\",\"";
const K4 = "hfields";
const K5 = "\"?\"";
const K6 = "\"&\"";
const K7 = "hfield";
const K8 = "\"=\"";
const K9 = "hfname";
const K10 = /(?:[A-Za-z0-9\-\.\_\~\!\$\'\(\)\*\+\,\;\:\@]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("0000000029f7fff0ffffff78efffff74");
const K12 = "qchar";
const K13 = "hfvalue";
const K14 = "addr-spec";
const K15 = "\"@\"";
const K16 = "local-part";
const K17 = "domain";
const K18 = "\"%5B\"";
const K19 = "not lookahead";
const K20 = "\"%5D\"";
const K21 = "dtext-no-obs";
const K22 = bits("0000000029f7fff0ffffff78efffff74");
const K23 = "\"%5C\"";
const K24 = "\"%\"";
const K25 = bits("000000000000ff30e7000000e7000000");
const K26 = "HEXDIG";
const K27 = "some-delims";
const K28 = bits("0000000029f100c01000000000000000");
const K29 = "dot-atom-text";
const K30 = "\".\"";
const K31 = "atext";
const K32 = bits("0000000029c2ff30efffff78efffff74");
const K33 = bits("0000000000000030e7000000e7000000");
const K34 = "\"41\"";
const K35 = "\"42\"";
const K36 = "\"43\"";
const K37 = "\"44\"";
const K38 = "\"45\"";
const K39 = "\"46\"";
const K40 = "\"47\"";
const K41 = "\"48\"";
const K42 = "\"49\"";
const K43 = "\"4A\"";
const K44 = "\"4B\"";
const K45 = "\"4C\"";
const K46 = "\"4D\"";
const K47 = "\"4E\"";
const K48 = "\"4F\"";
const K49 = "\"50\"";
const K50 = "\"51\"";
const K51 = "\"52\"";
const K52 = "\"53\"";
const K53 = "\"54\"";
const K54 = "\"55\"";
const K55 = "\"56\"";
const K56 = "\"57\"";
const K57 = "\"58\"";
const K58 = "\"59\"";
const K59 = "\"5A\"";
const K60 = "\"61\"";
const K61 = "\"62\"";
const K62 = "\"63\"";
const K63 = "\"64\"";
const K64 = "\"65\"";
const K65 = "\"66\"";
const K66 = "\"67\"";
const K67 = "\"68\"";
const K68 = "\"69\"";
const K69 = "\"6A\"";
const K70 = "\"6B\"";
const K71 = "\"6C\"";
const K72 = "\"6D\"";
const K73 = "\"6E\"";
const K74 = "\"6F\"";
const K75 = "\"70\"";
const K76 = "\"71\"";
const K77 = "\"72\"";
const K78 = "\"73\"";
const K79 = "\"74\"";
const K80 = "\"75\"";
const K81 = "\"76\"";
const K82 = "\"77\"";
const K83 = "\"78\"";
const K84 = "\"79\"";
const K85 = "\"7A\"";
const K86 = "\"30\"";
const K87 = "\"31\"";
const K88 = "\"32\"";
const K89 = "\"33\"";
const K90 = "\"34\"";
const K91 = "\"35\"";
const K92 = "\"36\"";
const K93 = "\"37\"";
const K94 = "\"38\"";
const K95 = "\"39\"";
const K96 = "\"21\"";
const K97 = "\"23\"";
const K98 = "\"24\"";
const K99 = "\"25\"";
const K100 = "\"26\"";
const K101 = "\"27\"";
const K102 = "\"2A\"";
const K103 = "\"2B\"";
const K104 = "\"2D\"";
const K105 = "\"2F\"";
const K106 = "\"3D\"";
const K107 = "\"3F\"";
const K108 = "\"5E\"";
const K109 = "\"5F\"";
const K110 = "\"60\"";
const K111 = "\"7B\"";
const K112 = "\"7C\"";
const K113 = "\"7D\"";
const K114 = "\"7E\"";
const K115 = "quoted-string";
const K116 = "\"%22\"";
const K117 = "qcontent";
const K118 = "qtext";
const K119 = "quoted-pair";
// mailtoURI
function r_mailtoURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W0: {
      E.tracker.enter(K0, p);
      W0_f: {
        if ((input.charCodeAt(p) | 32) !== 109 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 105 || (input.charCodeAt(p + 3) | 32) !== 108 || (input.charCodeAt(p + 4) | 32) !== 116 || (input.charCodeAt(p + 5) | 32) !== 111 || input.charCodeAt(p + 6) !== 58) { E.fail(p, K1); break W0_f; }
        p += 7;
        O1: {
          const s1 = p;
          O1_f: {
            t = r_to(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1;
        }
        O2: {
          const s2 = p;
          O2_f: {
            t = r_hfields(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2;
        }
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

// to
function r_to(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W3: {
      E.tracker.enter(K2, p);
      W3_f: {
        t = r_addrSpec(input, p);
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
              if (input.charCodeAt(p) !== 44) { E.fail(p, K3); break M4_f; }
              p += 1;
              t = r_addrSpec(input, p);
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

// hfields
function r_hfields(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W5: {
      E.tracker.enter(K4, p);
      W5_f: {
        if (input.charCodeAt(p) !== 63) { E.fail(p, K5); break W5_f; }
        p += 1;
        t = r_hfield(input, p);
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
              if (input.charCodeAt(p) !== 38) { E.fail(p, K6); break M6_f; }
              p += 1;
              t = r_hfield(input, p);
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

// hfield
function r_hfield(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W7: {
      E.tracker.enter(K7, p);
      W7_f: {
        t = r_hfname(input, p);
        if (t < 0) break W7_f;
        p = t;
        if (input.charCodeAt(p) !== 61) { E.fail(p, K8); break W7_f; }
        p += 1;
        t = r_hfvalue(input, p);
        if (t < 0) break W7_f;
        p = t;
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

// hfname
function r_hfname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W8: {
      E.tracker.enter(K9, p);
      W8_f: {
        {
          const s9 = p;
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
          E.tracker.record(p, K12);
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

// hfvalue
function r_hfvalue(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W10: {
      E.tracker.enter(K13, p);
      W10_f: {
        {
          const s11 = p;
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
          E.tracker.record(p, K12);
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

// addr-spec
function r_addrSpec(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W12: {
      E.tracker.enter(K14, p);
      W12_f: {
        t = r_localPart(input, p);
        if (t < 0) break W12_f;
        p = t;
        if (input.charCodeAt(p) !== 64) { E.fail(p, K15); break W12_f; }
        p += 1;
        t = r_domain(input, p);
        if (t < 0) break W12_f;
        p = t;
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

// local-part
function r_localPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W13: {
      E.tracker.enter(K16, p);
      W13_f: {
        A14: {
          const s14 = p;
          A14_0: {
            t = r_quotedString(input, p);
            if (t < 0) break A14_0;
            p = t;
            break A14;
          }
          p = s14;
          A14_1: {
            t = r_dotAtomText(input, p);
            if (t < 0) break A14_1;
            p = t;
            break A14;
          }
          p = s14;
          break W13_f;
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

// domain
function r_domain(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W15: {
      E.tracker.enter(K17, p);
      W15_f: {
        A16: {
          const s16 = p;
          A16_0: {
            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) { E.fail(p, K18); break A16_0; }
            p += 3;
            {
              let n17 = 0;
              const f17 = E.far, x17 = E.exp;
              let e17 = null;
              M17: for (;;) {
                const s17 = p;
                E.far = -1; E.exp = [];
                M17_f: {
                  {
                    const s18 = p, f18 = E.far, x18 = E.exp;
                    E.far = -1; E.exp = [];
                    E.tracker.suspended++;
                    L18: {
                      if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) { E.fail(p, K20); break L18; }
                      p += 3;
                      p = s18; E.tracker.suspended--; E.far = f18; E.exp = x18;
                      E.merge(p, K19); break M17_f;
                    }
                    p = s18; E.tracker.suspended--; E.far = f18; E.exp = x18;
                  }
                  t = r_dtextNoObs(input, p);
                  if (t < 0) break M17_f;
                  p = t;
                  if (p === s17) {  e17 = null; break M17; }
                  n17++;
                  continue M17;
                }
                p = s17;
                e17 = E.exp;
                break;
              }
              E.far = f17; E.exp = x17;
            }
            if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) { E.fail(p, K20); break A16_0; }
            p += 3;
            break A16;
          }
          p = s16;
          A16_1: {
            t = r_dotAtomText(input, p);
            if (t < 0) break A16_1;
            p = t;
            break A16;
          }
          p = s16;
          break W15_f;
        }
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

// dtext-no-obs
function r_dtextNoObs(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W19: {
      E.tracker.enter(K21, p);
      W19_f: {
        A20: {
          const s20 = p;
          A20_0: {
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) p++;
            else { E.fail(p, K21); break A20_0; }
            break A20;
          }
          p = s20;
          A20_1: {
            {
              const s21 = p, f21 = E.far, x21 = E.exp;
              E.far = -1; E.exp = [];
              E.tracker.suspended++;
              L21: {
                A22: {
                  const s22 = p;
                  A22_0: {
                    if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) { E.fail(p, K18); break A22_0; }
                    p += 3;
                    break A22;
                  }
                  p = s22;
                  A22_1: {
                    if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) { E.fail(p, K20); break A22_1; }
                    p += 3;
                    break A22;
                  }
                  p = s22;
                  A22_2: {
                    if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) { E.fail(p, K23); break A22_2; }
                    p += 3;
                    break A22;
                  }
                  p = s22;
                  break L21;
                }
                p = s21; E.tracker.suspended--; E.far = f21; E.exp = x21;
                E.merge(p, K19); break A20_1;
              }
              p = s21; E.tracker.suspended--; E.far = f21; E.exp = x21;
            }
            if (input.charCodeAt(p) !== 37) { E.fail(p, K24); break A20_1; }
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A20_1; }
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A20_1; }
            break A20;
          }
          p = s20;
          break W19_f;
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

// qchar
function r_qchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W23: {
      E.tracker.enter(K12, p);
      W23_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K11[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K12); break W23_f; }
        E.tracker.leave();
        break W23;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// some-delims
function r_someDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W24: {
      E.tracker.enter(K27, p);
      W24_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K28[c] === 1)) p++;
        else { E.fail(p, K27); break W24_f; }
        E.tracker.leave();
        break W24;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// dot-atom-text
function r_dotAtomText(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W25: {
      E.tracker.enter(K29, p);
      W25_f: {
        {
          let n26 = 0;
          const f26 = E.far, x26 = E.exp;
          let e26 = null;
          M26: for (;;) {
            const s26 = p;
            E.far = -1; E.exp = [];
            M26_f: {
              t = r_atext(input, p);
              if (t < 0) break M26_f;
              p = t;
              if (p === s26) {  e26 = null; break M26; }
              n26++;
              continue M26;
            }
            p = s26;
            e26 = E.exp;
            break;
          }
          E.far = f26; E.exp = x26;
          if (n26 < 1) { E.mergeAll(p, e26 === null ? ["more"] : e26); break W25_f; }
        }
        {
          let n27 = 0;
          const f27 = E.far, x27 = E.exp;
          let e27 = null;
          M27: for (;;) {
            const s27 = p;
            E.far = -1; E.exp = [];
            M27_f: {
              if (input.charCodeAt(p) !== 46) { E.fail(p, K30); break M27_f; }
              p += 1;
              {
                let n28 = 0;
                const f28 = E.far, x28 = E.exp;
                let e28 = null;
                M28: for (;;) {
                  const s28 = p;
                  E.far = -1; E.exp = [];
                  M28_f: {
                    t = r_atext(input, p);
                    if (t < 0) break M28_f;
                    p = t;
                    if (p === s28) {  e28 = null; break M28; }
                    n28++;
                    continue M28;
                  }
                  p = s28;
                  e28 = E.exp;
                  break;
                }
                E.far = f28; E.exp = x28;
                if (n28 < 1) { E.mergeAll(p, e28 === null ? ["more"] : e28); break M27_f; }
              }
              if (p === s27) {  e27 = null; break M27; }
              n27++;
              continue M27;
            }
            p = s27;
            e27 = E.exp;
            break;
          }
          E.far = f27; E.exp = x27;
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

// atext
function r_atext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W29: {
      E.tracker.enter(K31, p);
      W29_f: {
        A30: {
          const s30 = p;
          A30_0: {
            c = input.charCodeAt(p);
            if ((c < 128 && K32[c] === 1)) p++;
            else { E.fail(p, K31); break A30_0; }
            break A30;
          }
          p = s30;
          A30_1: {
            if (input.charCodeAt(p) !== 37) { E.fail(p, K24); break A30_1; }
            p += 1;
            A31: {
              const s31 = p;
              A31_0: {
                c = input.charCodeAt(p);
                if ((c < 128 && K33[c] === 1)) p++;
                else { E.fail(p, K26); break A31_0; }
                c = input.charCodeAt(p);
                if ((c < 128 && K25[c] === 1)) p++;
                else { E.fail(p, K26); break A31_0; }
                break A31;
              }
              p = s31;
              A31_1: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K34); break A31_1; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_2: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 50) { E.fail(p, K35); break A31_2; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_3: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K36); break A31_3; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_4: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K37); break A31_4; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_5: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K38); break A31_5; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_6: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K39); break A31_6; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_7: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K40); break A31_7; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_8: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 56) { E.fail(p, K41); break A31_8; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_9: {
                if (input.charCodeAt(p) !== 52 || input.charCodeAt(p + 1) !== 57) { E.fail(p, K42); break A31_9; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_10: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 97) { E.fail(p, K43); break A31_10; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_11: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 98) { E.fail(p, K44); break A31_11; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_12: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 99) { E.fail(p, K45); break A31_12; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_13: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 100) { E.fail(p, K46); break A31_13; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_14: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 101) { E.fail(p, K47); break A31_14; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_15: {
                if (input.charCodeAt(p) !== 52 || (input.charCodeAt(p + 1) | 32) !== 102) { E.fail(p, K48); break A31_15; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_16: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 48) { E.fail(p, K49); break A31_16; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_17: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K50); break A31_17; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_18: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 50) { E.fail(p, K51); break A31_18; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_19: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K52); break A31_19; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_20: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K53); break A31_20; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_21: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K54); break A31_21; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_22: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K55); break A31_22; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_23: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K56); break A31_23; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_24: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 56) { E.fail(p, K57); break A31_24; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_25: {
                if (input.charCodeAt(p) !== 53 || input.charCodeAt(p + 1) !== 57) { E.fail(p, K58); break A31_25; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_26: {
                if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 97) { E.fail(p, K59); break A31_26; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_27: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K60); break A31_27; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_28: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 50) { E.fail(p, K61); break A31_28; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_29: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K62); break A31_29; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_30: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K63); break A31_30; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_31: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K64); break A31_31; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_32: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K65); break A31_32; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_33: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K66); break A31_33; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_34: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 56) { E.fail(p, K67); break A31_34; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_35: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 57) { E.fail(p, K68); break A31_35; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_36: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 97) { E.fail(p, K69); break A31_36; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_37: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 98) { E.fail(p, K70); break A31_37; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_38: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 99) { E.fail(p, K71); break A31_38; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_39: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 100) { E.fail(p, K72); break A31_39; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_40: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 101) { E.fail(p, K73); break A31_40; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_41: {
                if (input.charCodeAt(p) !== 54 || (input.charCodeAt(p + 1) | 32) !== 102) { E.fail(p, K74); break A31_41; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_42: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 48) { E.fail(p, K75); break A31_42; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_43: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K76); break A31_43; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_44: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 50) { E.fail(p, K77); break A31_44; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_45: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K78); break A31_45; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_46: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K79); break A31_46; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_47: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K80); break A31_47; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_48: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K81); break A31_48; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_49: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K82); break A31_49; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_50: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 56) { E.fail(p, K83); break A31_50; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_51: {
                if (input.charCodeAt(p) !== 55 || input.charCodeAt(p + 1) !== 57) { E.fail(p, K84); break A31_51; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_52: {
                if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 97) { E.fail(p, K85); break A31_52; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_53: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 48) { E.fail(p, K86); break A31_53; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_54: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K87); break A31_54; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_55: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 50) { E.fail(p, K88); break A31_55; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_56: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K89); break A31_56; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_57: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K90); break A31_57; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_58: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K91); break A31_58; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_59: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K92); break A31_59; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_60: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K93); break A31_60; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_61: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 56) { E.fail(p, K94); break A31_61; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_62: {
                if (input.charCodeAt(p) !== 51 || input.charCodeAt(p + 1) !== 57) { E.fail(p, K95); break A31_62; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_63: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 49) { E.fail(p, K96); break A31_63; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_64: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 51) { E.fail(p, K97); break A31_64; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_65: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 52) { E.fail(p, K98); break A31_65; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_66: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 53) { E.fail(p, K99); break A31_66; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_67: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 54) { E.fail(p, K100); break A31_67; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_68: {
                if (input.charCodeAt(p) !== 50 || input.charCodeAt(p + 1) !== 55) { E.fail(p, K101); break A31_68; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_69: {
                if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 97) { E.fail(p, K102); break A31_69; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_70: {
                if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 98) { E.fail(p, K103); break A31_70; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_71: {
                if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 100) { E.fail(p, K104); break A31_71; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_72: {
                if (input.charCodeAt(p) !== 50 || (input.charCodeAt(p + 1) | 32) !== 102) { E.fail(p, K105); break A31_72; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_73: {
                if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 100) { E.fail(p, K106); break A31_73; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_74: {
                if (input.charCodeAt(p) !== 51 || (input.charCodeAt(p + 1) | 32) !== 102) { E.fail(p, K107); break A31_74; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_75: {
                if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 101) { E.fail(p, K108); break A31_75; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_76: {
                if (input.charCodeAt(p) !== 53 || (input.charCodeAt(p + 1) | 32) !== 102) { E.fail(p, K109); break A31_76; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_77: {
                if (input.charCodeAt(p) !== 54 || input.charCodeAt(p + 1) !== 48) { E.fail(p, K110); break A31_77; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_78: {
                if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 98) { E.fail(p, K111); break A31_78; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_79: {
                if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 99) { E.fail(p, K112); break A31_79; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_80: {
                if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 100) { E.fail(p, K113); break A31_80; }
                p += 2;
                break A31;
              }
              p = s31;
              A31_81: {
                if (input.charCodeAt(p) !== 55 || (input.charCodeAt(p + 1) | 32) !== 101) { E.fail(p, K114); break A31_81; }
                p += 2;
                break A31;
              }
              p = s31;
              break A30_1;
            }
            break A30;
          }
          p = s30;
          break W29_f;
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

// quoted-string
function r_quotedString(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W32: {
      E.tracker.enter(K115, p);
      W32_f: {
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) { E.fail(p, K116); break W32_f; }
        p += 3;
        {
          let n33 = 0;
          const f33 = E.far, x33 = E.exp;
          let e33 = null;
          M33: for (;;) {
            const s33 = p;
            E.far = -1; E.exp = [];
            M33_f: {
              t = r_qcontent(input, p);
              if (t < 0) break M33_f;
              p = t;
              if (p === s33) {  e33 = null; break M33; }
              n33++;
              continue M33;
            }
            p = s33;
            e33 = E.exp;
            break;
          }
          E.far = f33; E.exp = x33;
        }
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) { E.fail(p, K116); break W32_f; }
        p += 3;
        E.tracker.leave();
        break W32;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// qcontent
function r_qcontent(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W34: {
      E.tracker.enter(K117, p);
      W34_f: {
        A35: {
          const s35 = p;
          A35_0: {
            t = r_quotedPair(input, p);
            if (t < 0) break A35_0;
            p = t;
            break A35;
          }
          p = s35;
          A35_1: {
            t = r_qtext(input, p);
            if (t < 0) break A35_1;
            p = t;
            break A35;
          }
          p = s35;
          break W34_f;
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

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W36: {
      E.tracker.enter(K118, p);
      W36_f: {
        A37: {
          const s37 = p;
          A37_0: {
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) p++;
            else { E.fail(p, K118); break A37_0; }
            break A37;
          }
          p = s37;
          A37_1: {
            {
              const s38 = p, f38 = E.far, x38 = E.exp;
              E.far = -1; E.exp = [];
              E.tracker.suspended++;
              L38: {
                A39: {
                  const s39 = p;
                  A39_0: {
                    if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) { E.fail(p, K116); break A39_0; }
                    p += 3;
                    break A39;
                  }
                  p = s39;
                  A39_1: {
                    if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) { E.fail(p, K23); break A39_1; }
                    p += 3;
                    break A39;
                  }
                  p = s39;
                  break L38;
                }
                p = s38; E.tracker.suspended--; E.far = f38; E.exp = x38;
                E.merge(p, K19); break A37_1;
              }
              p = s38; E.tracker.suspended--; E.far = f38; E.exp = x38;
            }
            if (input.charCodeAt(p) !== 37) { E.fail(p, K24); break A37_1; }
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A37_1; }
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A37_1; }
            break A37;
          }
          p = s37;
          break W36_f;
        }
        E.tracker.leave();
        break W36;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W40: {
      E.tracker.enter(K119, p);
      W40_f: {
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) { E.fail(p, K23); break W40_f; }
        p += 3;
        A41: {
          const s41 = p;
          A41_0: {
            if (input.charCodeAt(p) !== 37) { E.fail(p, K24); break A41_0; }
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A41_0; }
            c = input.charCodeAt(p);
            if ((c < 128 && K25[c] === 1)) p++;
            else { E.fail(p, K26); break A41_0; }
            break A41;
          }
          p = s41;
          A41_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) p++;
            else { E.fail(p, K118); break A41_1; }
            break A41;
          }
          p = s41;
          break W40_f;
        }
        E.tracker.leave();
        break W40;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

return { "mailtoURI": r_mailtoURI, "to": r_to, "hfields": r_hfields, "hfield": r_hfield, "hfname": r_hfname, "hfvalue": r_hfvalue, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "dtextNoObs": r_dtextNoObs, "qchar": r_qchar, "someDelims": r_someDelims, "dotAtomText": r_dotAtomText, "atext": r_atext, "quotedString": r_quotedString, "qcontent": r_qcontent, "qtext": r_qtext, "quotedPair": r_quotedPair };
}
