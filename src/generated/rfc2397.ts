/*
 * GENERATED FILE — do not edit. The grammar "rfc2397", compiled at build time
 * from grammars/rfc2397.ts: rfc2397Grammar(k).
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
  id: "rfc2397",
  name: "rfc2397",
  rules: [
    ["dataurl","dataurl","3"],
    ["mediatype","mediatype","3"],
    ["data","data","3"],
    ["parameter","parameter","3"],
    ["type","type","RFC 2045 §5.1"],
    ["subtype","subtype","RFC 2045 §5.1"],
    ["attribute","attribute","RFC 2045 §5.1"],
    ["value","value","RFC 2045 §5.1"],
    ["token","token","RFC 2045 §5.1"],
  ],
  captured: ["dataurl","mediatype","type","subtype","parameter","attribute","value","data"],
  capturedNames: ["dataurl","mediatype","data","parameter","type","subtype","attribute","value"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["dataurl := \"data:\" [ mediatype ] [ \";base64\" ] \",\" data"],
    ["mediatype := [ type \"/\" subtype ] *( \";\" parameter )"],
    ["data := *urlchar"],
    ["parameter := attribute \"=\" value"],
    ["type := discrete-type / composite-type"],
    ["subtype := extension-token / iana-token"],
    ["attribute := token"],
    ["value := token / quoted-string"],
    ["token := 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>"],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
const K0 = bits("000000002fc6ff30efffff78efffff74");
const K1 = /(?:[;\/?:@&=+$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K2 = bits("000000002dfffffaffffff78efffff74");
const K3 = /(?:[A-Za-z0-9\-_.!~*'&+$]+|%[0-9A-Fa-f]{2})+/y;
const K4 = bits("000000002dc6ff30efffff78efffff74");
// dataurl
function r_dataurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 100 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 97 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            t = r_mediatype(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 98 || (input.charCodeAt(p + 2) | 32) !== 97 || (input.charCodeAt(p + 3) | 32) !== 115 || (input.charCodeAt(p + 4) | 32) !== 101 || input.charCodeAt(p + 5) !== 54 || input.charCodeAt(p + 6) !== 52) break O2_f;
            p += 7;
            break O2;
          }
          p = s2; R.top = m2;
        }
        if (input.charCodeAt(p) !== 44) break F;
        p += 1;
        t = r_data(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// mediatype
function r_mediatype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
            t = r_type(input, p);
            if (t < 0) break O1_f;
            p = t;
            if (input.charCodeAt(p) !== 47) break O1_f;
            p += 1;
            t = r_subtype(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        {
          let n2 = 0;
          M2: for (;;) {
            const s2 = p, m2 = R.top;
            M2_f: {
              if (input.charCodeAt(p) !== 59) break M2_f;
              p += 1;
              t = r_parameter(input, p);
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
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// data
function r_data(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K2[c] === 1) || c === 37)) {
            p = Fused.run(K1, input, p);
          }
        }
      R.capture(7, s0, p, m0);
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
        t = r_attribute(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_value(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// type
function r_type(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// subtype
function r_subtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// attribute
function r_attribute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// value
function r_value(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// token
function r_token(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K4[c] === 1) || c === 37)) {
            p = Fused.run(K3, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

return { "dataurl": r_dataurl, "mediatype": r_mediatype, "data": r_data, "parameter": r_parameter, "type": r_type, "subtype": r_subtype, "attribute": r_attribute, "value": r_value, "token": r_token };
}

export function validate(S: () => Matchers): Matchers {
const F0 = "(?:(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*\\/(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*)";
const F1 = "(?:;(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*=(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*)";
const K0 = new Fused("[dD][aA][tT][aA]:(?=(?<a1>(?:" + F0 + "?" + F1 + "{0,}|)))\\k<a1>(?=(?<a0>(?:;[bB][aA][sS][eE]64)?))\\k<a0>,[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*");
const K1 = new Fused(F0 + "?" + F1 + "{0,}");
const K2 = /(?:[;\/?:@&=+$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("000000002dfffffaffffff78efffff74");
const K4 = new Fused("(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*=(?:[A-Za-z0-9\\-_.!~*'&+$]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'&+$]*)*");
const K5 = /(?:[A-Za-z0-9\-_.!~*'&+$]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002dc6ff30efffff78efffff74");
// dataurl
function r_dataurl(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["dataurl"](input, i);
}

// mediatype
function r_mediatype(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["mediatype"](input, i);
}

// data
function r_data(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K3[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
        }
    return p;
  }
  return -1;
}

// parameter
function r_parameter(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["parameter"](input, i);
}

// type
function r_type(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// subtype
function r_subtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// attribute
function r_attribute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// value
function r_value(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// token
function r_token(input, i) {
  let p = i, c = 0, t = 0;
  F: {
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

return { "dataurl": r_dataurl, "mediatype": r_mediatype, "data": r_data, "parameter": r_parameter, "type": r_type, "subtype": r_subtype, "attribute": r_attribute, "value": r_value, "token": r_token };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[0,"data:",1],[5,[11,1]],[5,[0,";base64",1]],[0,",",0],[11,2]], // dataurl
    [3,[5,[3,[11,4],[0,"/",0],[11,5]]],[6,[3,[0,";",0],[11,3]],0,-1]], // mediatype
    [2,0,0,-1], // data
    [3,[11,6],[0,"=",0],[11,7]], // parameter
    [11,8], // type
    [11,8], // subtype
    [11,8], // attribute
    [11,8], // value
    [2,1,1,-1], // token
  ],
  sets: [
    ["urlchar", "000000002dfffffaffffff78efffff74", "", "", 1],
    ["token", "000000002dc6ff30efffff78efffff74", "", "", 1],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
