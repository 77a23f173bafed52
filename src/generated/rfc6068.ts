/*
 * GENERATED FILE — do not edit. The grammar "rfc6068", compiled at build time
 * from grammars/rfc6068.ts: rfc6068Grammar(k).
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
  id: "rfc6068",
  name: "rfc6068",
  rules: [
    ["mailtoURI","mailtoURI","2"],
    ["to","to","2"],
    ["hfields","hfields","2"],
    ["hfield","hfield","2"],
    ["hfname","hfname","2"],
    ["hfvalue","hfvalue","2"],
    ["addr-spec","addrSpec","2"],
    ["local-part","localPart","2"],
    ["domain","domain","2"],
    ["dtext-no-obs","dtextNoObs","2"],
    ["qchar","qchar","2"],
    ["some-delims","someDelims","2"],
    ["dot-atom-text","dotAtomText","RFC 5322 §3.2.3"],
    ["atext","atext","RFC 5322 §3.2.3"],
    ["quoted-string","quotedString","RFC 5322 §3.2.4"],
    ["qcontent","qcontent","RFC 5322 §3.2.4"],
    ["qtext","qtext","RFC 5322 §3.2.4"],
    ["quoted-pair","quotedPair","RFC 5322 §3.2.4"],
  ],
  captured: ["mailtoURI","to","hfield","hfname","hfvalue","addr-spec","local-part","domain"],
  capturedNames: ["mailtoURI","to","hfield","hfname","hfvalue","addr-spec","local-part","domain"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["mailtoURI = \"mailto:\" [ to ] [ hfields ]"],
    ["to = addr-spec *(\",\" addr-spec )"],
    ["hfields = \"?\" hfield *( \"&\" hfield )"],
    ["hfield = hfname \"=\" hfvalue"],
    ["hfname = *qchar"],
    ["hfvalue = *qchar"],
    ["addr-spec = local-part \"@\" domain"],
    ["local-part = dot-atom-text / quoted-string"],
    ["domain = dot-atom-text / \"[\" *dtext-no-obs \"]\""],
    ["dtext-no-obs = %d33-90 / ; Printable US-ASCII %d94-126 ; characters not including ; \"[\", \"]\", or \"\\\"","dtext-no-obs = %d33-90 / %d94-126"],
    ["qchar = unreserved / pct-encoded / some-delims"],
    ["some-delims = \"!\" / \"$\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \":\" / \"@\""],
    ["dot-atom-text = 1*atext *(\".\" 1*atext)"],
    ["atext = ALPHA / DIGIT / ; Printable US-ASCII \"!\" / \"#\" / ; characters not including \"$\" / \"%\" / ; specials. Used for atoms. \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\"","atext = ALPHA / DIGIT / \"!\" / \"#\" / \"$\" / \"%\" / \"&\" / \"'\" / \"*\" / \"+\" / \"-\" / \"/\" / \"=\" / \"?\" / \"^\" / \"_\" / \"`\" / \"{\" / \"|\" / \"}\" / \"~\""],
    ["quoted-string = [CFWS] DQUOTE *([FWS] qcontent) [FWS] DQUOTE [CFWS]"],
    ["qcontent = qtext / quoted-pair"],
    ["qtext = %d33 / ; Printable US-ASCII %d35-91 / ; characters not including %d93-126 / ; \"\\\" or the quote character obs-qtext","qtext = %d33 / %d35-91 / %d93-126 / obs-qtext"],
    ["quoted-pair = (\"\\\" (VCHAR / WSP)) / obs-qp"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a0>(?:(?!%5[dD])(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%5[bB]|%5[dD]|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])){0,})";
const F2 = "(?=" + F0 + ")";
const F4 = "(?:%5[cC](?:%[0-9A-Fa-f][0-9A-Fa-f]|[A-Za-z0-9\\-._~!$'()*+,:;@])|(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%22|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f]))";
const F5 = "(?:" + F4 + ")";
const F6 = "(?<a0>" + F5 + "{0,})";
const F9 = "(?=" + F6 + ")";
const F13 = "%22" + F9 + "\\k<a0>%22";
const F14 = "(?:[89A-Fa-f][0-9A-Fa-f]|41|42|43|44|45|46|47|48|49|4[aA]|4[bB]|4[cC]|4[dD]|4[eE]|4[fF]|50|51|52|53|54|55|56|57|58|59|5[aA]|61|62|63|64|65|66|67|68|69|6[aA]|6[bB]|6[cC]|6[dD]|6[eE]|6[fF]|70|71|72|73|74|75|76|77|78|79|7[aA]|30|31|32|33|34|35|36|37|38|39|21|23|24|25|26|27|2[aA]|2[bB]|2[dD]|2[fF]|3[dD]|3[fF]|5[eE]|5[fF]|60|7[bB]|7[cC]|7[dD]|7[eE])";
const F15 = "(?:[A-Za-z0-9!$'*+\\-_~]|%" + F14 + ")";
const F16 = "(?:" + F15 + ")";
const F17 = "(?:\\." + F16 + "{1,})";
const F18 = F16 + "{1,}" + F17 + "{0,}";
const F19 = "(?:%5[bB]" + F2 + "\\k<a0>%5[dD]|" + F16 + "{1,}" + F17 + "{0,})";
const F21 = "(?:%22" + F9 + "\\k<a0>%22|" + F16 + "{1,}" + F17 + "{0,})";

export function fast(R: Records): Matchers {
const K0 = bits("000000002bc2ff30efffff78efffff74");
const K1 = bits("00000000000000080000000000000000");
const K2 = /(?:[A-Za-z0-9\-._~!$'()*+,;:@]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("0000000029f7fff0ffffff78efffff74");
const K4 = new Fused(F21);
const K5 = bits("00000000020000000000000000000000");
const K6 = new Fused(F19);
const K7 = bits("000000002bf7fff0ffffff78efffff74");
const K8 = new Fused("(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%5[bB]|%5[dD]|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])");
const K9 = bits("0000000029f100c01000000000000000");
const K10 = new Fused(F18);
const K11 = new Fused(F15);
const K12 = new Fused(F13);
const K13 = new Fused(F4);
const K14 = new Fused("(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%22|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])");
const K15 = bits("000000000000ff30e7000000e7000000");
const K16 = bits("0000000029f7fff0ffffff78efffff74");
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
      const s0 = p, m0 = R.top;
        t = r_addrSpec(input, p);
        if (t < 0) break F;
        p = t;
        {
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              if (input.charCodeAt(p) !== 44) break M1_f;
              p += 1;
              t = r_addrSpec(input, p);
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
          let n1 = 0;
          M1: for (;;) {
            const s1 = p, m1 = R.top;
            M1_f: {
              if (input.charCodeAt(p) !== 38) break M1_f;
              p += 1;
              t = r_hfield(input, p);
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

// hfield
function r_hfield(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_hfname(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_hfvalue(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K3[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
        }
      R.capture(3, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K3[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
        }
      R.capture(4, s0, p, m0);
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
        if (input.charCodeAt(p) !== 64) break F;
        p += 1;
        t = r_domain(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(5, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K4.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break A1_0;
              t = r_quotedString(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K0[c] === 1)) break A1_1;
              t = r_dotAtomText(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
        }
      R.capture(6, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K6.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K5[c] === 1)) break A1_0;
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break A1_0;
              p += 3;
              {
                let n2 = 0;
                M2: for (;;) {
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    c = input.charCodeAt(p);
                    if (!(c < 128 && K7[c] === 1)) break M2_f;
                    {
                      const s3 = p, m3 = R.top;
                      L3: {
                        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break L3;
                        p += 3;
                        p = s3; R.top = m3;
                        break M2_f;
                      }
                      p = s3; R.top = m3;
                    }
                    t = r_dtextNoObs(input, p);
                    if (t < 0) break M2_f;
                    p = t;
                    if (p === s2) { R.top = m2; break M2; }
                    n2++;
                    continue M2;
                  }
                  p = s2; R.top = m2;
                  break;
                }
              }
              if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break A1_0;
              p += 3;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K0[c] === 1)) break A1_1;
              t = r_dotAtomText(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
        }
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// dtext-no-obs
function r_dtextNoObs(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K8.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// qchar
function r_qchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K3[c] === 1)) p++;
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
        if ((c < 128 && K9[c] === 1)) p++;
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
      t = K10.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K0[c] === 1)) break M1_f;
                t = r_atext(input, p);
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
          {
            let n2 = 0;
            M2: for (;;) {
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 46) break M2_f;
                p += 1;
                {
                  let n3 = 0;
                  M3: for (;;) {
                    const s3 = p, m3 = R.top;
                    M3_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K0[c] === 1)) break M3_f;
                      t = r_atext(input, p);
                      if (t < 0) break M3_f;
                      p = t;
                      if (p === s3) { R.top = m3; break M3; }
                      n3++;
                      continue M3;
                    }
                    p = s3; R.top = m3;
                    break;
                  }
                  if (n3 < 1) break M2_f;
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

// atext
function r_atext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K11.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// quoted-string
function r_quotedString(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K12.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 50 || input.charCodeAt(p + 2) !== 50) break F;
          p += 3;
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K7[c] === 1)) break M1_f;
                t = r_qcontent(input, p);
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
    t = K13.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// qtext
function r_qtext(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K14.match(input, p);
    if (t < 0) break F;
    p = t;
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 37) break A1_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K15[c] === 1)) p++;
            else break A1_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K15[c] === 1)) p++;
            else break A1_0;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K16[c] === 1)) p++;
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

return { "mailtoURI": r_mailtoURI, "to": r_to, "hfields": r_hfields, "hfield": r_hfield, "hfname": r_hfname, "hfvalue": r_hfvalue, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "dtextNoObs": r_dtextNoObs, "qchar": r_qchar, "someDelims": r_someDelims, "dotAtomText": r_dotAtomText, "atext": r_atext, "quotedString": r_quotedString, "qcontent": r_qcontent, "qtext": r_qtext, "quotedPair": r_quotedPair };
}

export function validate(S: () => Matchers): Matchers {
const F1 = "(?<a3>(?:(?!%5[dD])(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%5[bB]|%5[dD]|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])){0,})";
const F3 = "(?=" + F1 + ")";
const F7 = "(?<a1>" + F5 + "{0,})";
const F8 = "(?<a4>" + F5 + "{0,})";
const F10 = "(?=" + F7 + ")";
const F11 = "(?=" + F8 + ")";
const F12 = "(?:&[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*=[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*)";
const F20 = "(?:%5[bB]" + F3 + "\\k<a3>%5[dD]|" + F16 + "{1,}" + F17 + "{0,})";
const F22 = "(?:%22" + F10 + "\\k<a1>%22|" + F16 + "{1,}" + F17 + "{0,})";
const F23 = "(?:%22" + F11 + "\\k<a4>%22|" + F16 + "{1,}" + F17 + "{0,})";
const F24 = "(?<a2>" + F22 + ")";
const F25 = "(?<a5>" + F23 + ")";
const F26 = "(?=" + F24 + ")";
const F27 = "(?=" + F25 + ")";
const F28 = "(?:," + F26 + "\\k<a2>@" + F19 + ")";
const K0 = new Fused("[mM][aA][iI][lL][tT][oO]:(?:" + F27 + "\\k<a5>@" + F20 + F28 + "{0,})?(?:\\?[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*=[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*" + F12 + "{0,})?");
const K1 = new Fused(F27 + "\\k<a5>@" + F20 + F28 + "{0,}", "(?=(?<a5>(?:[A-Za-z0-9!$'*+\\-_~]){1,}(?:\\.(?:[A-Za-z0-9!$'*+\\-_~]){1,}){0,}))\\k<a5>@(?:[A-Za-z0-9!$'*+\\-_~]){1,}(?:\\.(?:[A-Za-z0-9!$'*+\\-_~]){1,}){0,}(?:,(?=(?<a2>(?:[A-Za-z0-9!$'*+\\-_~]){1,}(?:\\.(?:[A-Za-z0-9!$'*+\\-_~]){1,}){0,}))\\k<a2>@(?:[A-Za-z0-9!$'*+\\-_~]){1,}(?:\\.(?:[A-Za-z0-9!$'*+\\-_~]){1,}){0,}){0,}", "%");
const K2 = new Fused("\\?[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*=[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*" + F12 + "{0,}");
const K3 = new Fused("[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*=[A-Za-z0-9\\-._~!$'()*+,;:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$'()*+,;:@]*)*");
const K4 = /(?:[A-Za-z0-9\-._~!$'()*+,;:@]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("0000000029f7fff0ffffff78efffff74");
const K6 = new Fused(F26 + "\\k<a2>@" + F19);
const K7 = new Fused(F21);
const K8 = new Fused(F19);
const K9 = new Fused("(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%5[bB]|%5[dD]|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])");
const K10 = bits("0000000029f100c01000000000000000");
const K11 = new Fused(F18);
const K12 = new Fused(F15);
const K13 = new Fused(F13);
const K14 = new Fused(F4);
const K15 = new Fused("(?:[A-Za-z0-9\\-._~!$'()*+,:;@]|(?!(?:%22|%5[cC]))%[0-9A-Fa-f][0-9A-Fa-f])");
const K16 = bits("000000000000ff30e7000000e7000000");
const K17 = bits("0000000029f7fff0ffffff78efffff74");
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
            p = Fused.run(K4, input, p);
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
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K5[c] === 1) || c === 37)) {
            p = Fused.run(K4, input, p);
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
  return K9.match(input, i);
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
  return K12.match(input, i);
}

// quoted-string
function r_quotedString(input, i) {
  return input.length <= 65536 ? K13.match(input, i) : S()["quotedString"](input, i);
}

// qcontent
function r_qcontent(input, i) {
  return K14.match(input, i);
}

// qtext
function r_qtext(input, i) {
  return K15.match(input, i);
}

// quoted-pair
function r_quotedPair(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 99) break F;
        p += 3;
        A1: {
          const s1 = p;
          A1_0: {
            if (input.charCodeAt(p) !== 37) break A1_0;
            p += 1;
            c = input.charCodeAt(p);
            if ((c < 128 && K16[c] === 1)) p++;
            else break A1_0;
            c = input.charCodeAt(p);
            if ((c < 128 && K16[c] === 1)) p++;
            else break A1_0;
            break A1;
          }
          p = s1;
          A1_1: {
            c = input.charCodeAt(p);
            if ((c < 128 && K17[c] === 1)) p++;
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

return { "mailtoURI": r_mailtoURI, "to": r_to, "hfields": r_hfields, "hfield": r_hfield, "hfname": r_hfname, "hfvalue": r_hfvalue, "addrSpec": r_addrSpec, "localPart": r_localPart, "domain": r_domain, "dtextNoObs": r_dtextNoObs, "qchar": r_qchar, "someDelims": r_someDelims, "dotAtomText": r_dotAtomText, "atext": r_atext, "quotedString": r_quotedString, "qcontent": r_qcontent, "qtext": r_qtext, "quotedPair": r_quotedPair };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[0,"mailto:",1],[5,[11,1]],[5,[11,2]]], // mailtoURI
    [3,[11,6],[6,[3,[0,",",0],[11,6]],0,-1]], // to
    [3,[0,"?",0],[11,3],[6,[3,[0,"&",0],[11,3]],0,-1]], // hfields
    [3,[11,4],[0,"=",0],[11,5]], // hfield
    [2,0,0,-1], // hfname
    [2,0,0,-1], // hfvalue
    [3,[11,7],[0,"@",0],[11,8]], // addrSpec
    [4,[11,14],[11,12]], // localPart
    [4,[3,[0,"%5B",1],[6,[3,[7,[0,"%5D",1]],[11,9]],0,-1],[0,"%5D",1]],[11,12]], // domain
    [4,[1,1],[3,[7,[4,[0,"%5B",1],[0,"%5D",1],[0,"%5C",1]]],[3,[0,"%",0],[1,2],[1,2]]]], // dtextNoObs
    [1,0], // qchar
    [1,3], // someDelims
    [3,[6,[11,13],1,-1],[6,[3,[0,".",0],[6,[11,13],1,-1]],0,-1]], // dotAtomText
    [4,[1,4],[3,[0,"%",0],[4,[3,[1,5],[1,2]],[0,"41",1],[0,"42",1],[0,"43",1],[0,"44",1],[0,"45",1],[0,"46",1],[0,"47",1],[0,"48",1],[0,"49",1],[0,"4A",1],[0,"4B",1],[0,"4C",1],[0,"4D",1],[0,"4E",1],[0,"4F",1],[0,"50",1],[0,"51",1],[0,"52",1],[0,"53",1],[0,"54",1],[0,"55",1],[0,"56",1],[0,"57",1],[0,"58",1],[0,"59",1],[0,"5A",1],[0,"61",1],[0,"62",1],[0,"63",1],[0,"64",1],[0,"65",1],[0,"66",1],[0,"67",1],[0,"68",1],[0,"69",1],[0,"6A",1],[0,"6B",1],[0,"6C",1],[0,"6D",1],[0,"6E",1],[0,"6F",1],[0,"70",1],[0,"71",1],[0,"72",1],[0,"73",1],[0,"74",1],[0,"75",1],[0,"76",1],[0,"77",1],[0,"78",1],[0,"79",1],[0,"7A",1],[0,"30",1],[0,"31",1],[0,"32",1],[0,"33",1],[0,"34",1],[0,"35",1],[0,"36",1],[0,"37",1],[0,"38",1],[0,"39",1],[0,"21",1],[0,"23",1],[0,"24",1],[0,"25",1],[0,"26",1],[0,"27",1],[0,"2A",1],[0,"2B",1],[0,"2D",1],[0,"2F",1],[0,"3D",1],[0,"3F",1],[0,"5E",1],[0,"5F",1],[0,"60",1],[0,"7B",1],[0,"7C",1],[0,"7D",1],[0,"7E",1]]]], // atext
    [3,[0,"%22",0],[6,[11,15],0,-1],[0,"%22",0]], // quotedString
    [4,[11,17],[11,16]], // qcontent
    [4,[1,6],[3,[7,[4,[0,"%22",0],[0,"%5C",1]]],[3,[0,"%",0],[1,2],[1,2]]]], // qtext
    [3,[0,"%5C",1],[4,[3,[0,"%",0],[1,2],[1,2]],[1,6]]], // quotedPair
  ],
  sets: [
    ["qchar", "0000000029f7fff0ffffff78efffff74", "", "", 1],
    ["dtext-no-obs", "0000000029f7fff0ffffff78efffff74", "", "", 0],
    ["HEXDIG", "000000000000ff30e7000000e7000000", "", "", 0],
    ["some-delims", "0000000029f100c01000000000000000", "", "", 0],
    ["atext", "0000000029c2ff30efffff78efffff74", "", "", 0],
    ["HEXDIG", "0000000000000030e7000000e7000000", "", "", 0],
    ["qtext", "0000000029f7fff0ffffff78efffff74", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
