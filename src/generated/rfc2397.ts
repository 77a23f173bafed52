/*
 * GENERATED FILE — do not edit. The grammar "rfc2397", compiled at build time
 * from grammars/rfc2397.ts: rfc2397Grammar(k).
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
  id: "rfc2397",
  name: "rfc2397",
  rules: [
    ["dataurl","dataurl","3","dataurl := \"data:\" [ mediatype ] [ \";base64\" ] \",\" data"],
    ["mediatype","mediatype","3","mediatype := [ type \"/\" subtype ] *( \";\" parameter )"],
    ["data","data","3","data := *urlchar"],
    ["parameter","parameter","3","parameter := attribute \"=\" value"],
    ["type","type","RFC 2045 §5.1","type := discrete-type / composite-type"],
    ["subtype","subtype","RFC 2045 §5.1","subtype := extension-token / iana-token"],
    ["attribute","attribute","RFC 2045 §5.1","attribute := token"],
    ["value","value","RFC 2045 §5.1","value := token / quoted-string"],
    ["token","token","RFC 2045 §5.1","token := 1*<any (US-ASCII) CHAR except SPACE, CTLs, or tspecials>"],
  ],
  captured: ["dataurl","mediatype","type","subtype","parameter","attribute","value","data"],
  capturedNames: ["dataurl","mediatype","data","parameter","type","subtype","attribute","value"],
};

// the stretches the fused regexps below share
const F0 = "[\\;\\/\\?\\:\\@\\&\\=\\+\\$\\,A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)]";
const F1 = "(?:[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]|%[0-9A-Fa-f]{2})";
const F2 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*)";
const F3 = "(?:" + F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*\\/" + F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*)";
const F4 = "(?:;" + F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*=" + F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("[dD][aA][tT][aA]:(?=(?<a1>(?:" + F3 + "?" + F4 + "{0,}|)))\\k<a1>(?=(?<a0>(?:;[bB][aA][sS][eE]64)?))\\k<a0>," + F0 + "*(?:(?:%[0-9A-Fa-f]{2})" + F0 + "*)*");
const K1 = new Fused(F3 + "?" + F4 + "{0,}");
const K2 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("000000002dfffffaffffff78efffff74");
const K4 = new Fused(F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*=" + F1 + "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\&\\+\\$]*" + F2 + "*");
const K5 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\&\+\$]+|%[0-9A-Fa-f]{2})+/y;
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
          const s7 = p;
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
          if (p === s7) break F;
        }
    return p;
  }
  return -1;
}

return { "dataurl": r_dataurl, "mediatype": r_mediatype, "data": r_data, "parameter": r_parameter, "type": r_type, "subtype": r_subtype, "attribute": r_attribute, "value": r_value, "token": r_token };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000002fc6ff30efffff78efffff74");
const K1 = bits("00000000000000800000000000000000");
const K2 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("000000002dfffffaffffff78efffff74");
const K4 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\&\+\$]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("000000002dc6ff30efffff78efffff74");
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
      const s3 = p, m3 = R.top;
        O4: {
          const s4 = p, m4 = R.top;
          O4_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O4_f;
            t = r_type(input, p);
            if (t < 0) break O4_f;
            p = t;
            if (input.charCodeAt(p) !== 47) break O4_f;
            p += 1;
            t = r_subtype(input, p);
            if (t < 0) break O4_f;
            p = t;
            break O4;
          }
          p = s4; R.top = m4;
        }
        {
          let n5 = 0;
          M5: for (;;) {
            const s5 = p, m5 = R.top;
            M5_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K1[c] === 1)) break M5_f;
              if (input.charCodeAt(p) !== 59) break M5_f;
              p += 1;
              t = r_parameter(input, p);
              if (t < 0) break M5_f;
              p = t;
              if (p === s5) { R.top = m5; break M5; }
              n5++;
              continue M5;
            }
            p = s5; R.top = m5;
            break;
          }
        }
      R.capture(1, s3, p, m3);
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
      const s6 = p, m6 = R.top;
        {
          const s7 = p;
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
        }
      R.capture(7, s6, p, m6);
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
      const s8 = p, m8 = R.top;
        t = r_attribute(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 61) break F;
        p += 1;
        t = r_value(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(4, s8, p, m8);
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
      const s9 = p, m9 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s9, p, m9);
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
      const s10 = p, m10 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(3, s10, p, m10);
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
      const s11 = p, m11 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(5, s11, p, m11);
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
      const s12 = p, m12 = R.top;
        t = r_token(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s12, p, m12);
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
          const s14 = p;
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
          if (p === s14) break F;
        }
    return p;
  }
  return -1;
}

return { "dataurl": r_dataurl, "mediatype": r_mediatype, "data": r_data, "parameter": r_parameter, "type": r_type, "subtype": r_subtype, "attribute": r_attribute, "value": r_value, "token": r_token };
}

export function explain(E: ExplainRuntime): Matchers {
const K0 = "dataurl";
const K1 = "\"data:\"";
const K2 = "\";base64\"";
const K3 = "\",\"";
const K4 = "mediatype";
const K5 = "\"/\"";
const K6 = "\";\"";
const K7 = "data";
const K8 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K9 = bits("000000002dfffffaffffff78efffff74");
const K10 = "urlchar";
const K11 = "parameter";
const K12 = "\"=\"";
const K13 = "type";
const K14 = "subtype";
const K15 = "attribute";
const K16 = "value";
const K17 = "token";
const K18 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\&\+\$]+|%[0-9A-Fa-f]{2})+/y;
const K19 = bits("000000002dc6ff30efffff78efffff74");
// dataurl
function r_dataurl(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W0: {
      E.tracker.enter(K0, p);
      W0_f: {
        if ((input.charCodeAt(p) | 32) !== 100 || (input.charCodeAt(p + 1) | 32) !== 97 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 97 || input.charCodeAt(p + 4) !== 58) { E.fail(p, K1); break W0_f; }
        p += 5;
        O1: {
          const s1 = p;
          O1_f: {
            t = r_mediatype(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1;
        }
        O2: {
          const s2 = p;
          O2_f: {
            if (input.charCodeAt(p) !== 59 || (input.charCodeAt(p + 1) | 32) !== 98 || (input.charCodeAt(p + 2) | 32) !== 97 || (input.charCodeAt(p + 3) | 32) !== 115 || (input.charCodeAt(p + 4) | 32) !== 101 || input.charCodeAt(p + 5) !== 54 || input.charCodeAt(p + 6) !== 52) { E.fail(p, K2); break O2_f; }
            p += 7;
            break O2;
          }
          p = s2;
        }
        if (input.charCodeAt(p) !== 44) { E.fail(p, K3); break W0_f; }
        p += 1;
        t = r_data(input, p);
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

// mediatype
function r_mediatype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W3: {
      E.tracker.enter(K4, p);
      W3_f: {
        O4: {
          const s4 = p;
          O4_f: {
            t = r_type(input, p);
            if (t < 0) break O4_f;
            p = t;
            if (input.charCodeAt(p) !== 47) { E.fail(p, K5); break O4_f; }
            p += 1;
            t = r_subtype(input, p);
            if (t < 0) break O4_f;
            p = t;
            break O4;
          }
          p = s4;
        }
        {
          let n5 = 0;
          const f5 = E.far, x5 = E.exp;
          let e5 = null;
          M5: for (;;) {
            const s5 = p;
            E.far = -1; E.exp = [];
            M5_f: {
              if (input.charCodeAt(p) !== 59) { E.fail(p, K6); break M5_f; }
              p += 1;
              t = r_parameter(input, p);
              if (t < 0) break M5_f;
              p = t;
              if (p === s5) {  e5 = null; break M5; }
              n5++;
              continue M5;
            }
            p = s5;
            e5 = E.exp;
            break;
          }
          E.far = f5; E.exp = x5;
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

// data
function r_data(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W6: {
      E.tracker.enter(K7, p);
      W6_f: {
        {
          const s7 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K8.lastIndex = p;
              if (K8.test(input)) p = K8.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K8.lastIndex = 0;
                if (!K8.test(w)) break;
                p += K8.lastIndex;
                if (K8.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K10);
        }
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

// parameter
function r_parameter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W8: {
      E.tracker.enter(K11, p);
      W8_f: {
        t = r_attribute(input, p);
        if (t < 0) break W8_f;
        p = t;
        if (input.charCodeAt(p) !== 61) { E.fail(p, K12); break W8_f; }
        p += 1;
        t = r_value(input, p);
        if (t < 0) break W8_f;
        p = t;
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

// type
function r_type(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W9: {
      E.tracker.enter(K13, p);
      W9_f: {
        t = r_token(input, p);
        if (t < 0) break W9_f;
        p = t;
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

// subtype
function r_subtype(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W10: {
      E.tracker.enter(K14, p);
      W10_f: {
        t = r_token(input, p);
        if (t < 0) break W10_f;
        p = t;
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

// attribute
function r_attribute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W11: {
      E.tracker.enter(K15, p);
      W11_f: {
        t = r_token(input, p);
        if (t < 0) break W11_f;
        p = t;
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

// value
function r_value(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W12: {
      E.tracker.enter(K16, p);
      W12_f: {
        t = r_token(input, p);
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

// token
function r_token(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W13: {
      E.tracker.enter(K17, p);
      W13_f: {
        {
          const s14 = p;
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
          if (p === s14) { E.fail(p, K17); break W13_f; }
          E.tracker.record(p, K17);
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

return { "dataurl": r_dataurl, "mediatype": r_mediatype, "data": r_data, "parameter": r_parameter, "type": r_type, "subtype": r_subtype, "attribute": r_attribute, "value": r_value, "token": r_token };
}
