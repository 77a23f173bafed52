/*
 * GENERATED FILE — do not edit. The grammar "rfc1808", compiled at build time
 * from grammars/rfc1808.ts: rfc1808Grammar(k).
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
  id: "rfc1808",
  name: "rfc1808",
  rules: [
    ["URL","URL","2.2"],
    ["absoluteURL","absoluteURL","2.2"],
    ["generic-RL","genericRL","2.2"],
    ["relativeURL","relativeURL","2.2"],
    ["net_path","netPath","2.2"],
    ["abs_path","absPath","2.2"],
    ["rel_path","relPath","2.2"],
    ["path","path","2.2"],
    ["fsegment","fsegment","2.2"],
    ["segment","segment","2.2"],
    ["params","params","2.2"],
    ["param","param","2.2"],
    ["scheme","scheme","2.2"],
    ["net_loc","netLoc","2.2"],
    ["query","query","2.2"],
    ["fragment","fragment","2.2"],
    ["pchar","pchar","2.2"],
    ["uchar","uchar","2.2"],
    ["unreserved","unreserved","2.2"],
    ["escape","escape","2.2"],
    ["hex","hex","2.2"],
    ["alpha","alpha","2.2"],
    ["lowalpha","lowalpha","2.2"],
    ["hialpha","hialpha","2.2"],
    ["digit","digit","2.2"],
    ["safe","safe","2.2"],
    ["extra","extra","2.2"],
    ["national","national","2.2"],
    ["reserved","reserved","2.2"],
    ["punctuation","punctuation","2.2"],
  ],
  captured: ["URL","absoluteURL","generic-RL","relativeURL","scheme","net_loc","abs_path","path","params","query","fragment"],
  capturedNames: ["URL","absoluteURL","generic-RL","relativeURL","abs_path","path","params","scheme","net_loc","query","fragment"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["URL = ( absoluteURL | relativeURL ) [ \"#\" fragment ]"],
    ["absoluteURL = generic-RL | ( scheme \":\" *( uchar | reserved ) )"],
    ["generic-RL = scheme \":\" relativeURL"],
    ["relativeURL = net_path | abs_path | rel_path"],
    ["net_path = \"//\" net_loc [ abs_path ]"],
    ["abs_path = \"/\" rel_path"],
    ["rel_path = [ path ] [ \";\" params ] [ \"?\" query ]"],
    ["path = fsegment *( \"/\" segment )"],
    ["fsegment = 1*pchar"],
    ["segment = *pchar"],
    ["params = param *( \";\" param )"],
    ["param = *( pchar | \"/\" )"],
    ["scheme = 1*( alpha | digit | \"+\" | \"-\" | \".\" )"],
    ["net_loc = *( pchar | \";\" | \"?\" )"],
    ["query = *( uchar | reserved )"],
    ["fragment = *( uchar | reserved )"],
    ["pchar = uchar | \":\" | \"@\" | \"&\" | \"=\""],
    ["uchar = unreserved | escape"],
    ["unreserved = alpha | digit | safe | extra"],
    ["escape = \"%\" hex hex"],
    ["hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["alpha = lowalpha | hialpha"],
    ["lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["hialpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["safe = \"$\" | \"-\" | \"_\" | \".\" | \"+\""],
    ["extra = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
    ["national = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"~\" | \"[\" | \"]\" | \"`\""],
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\""],
    ["punctuation = \"<\" | \">\" | \"#\" | \"%\" | <\">"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?:[a-zA-Z0-9$\\-_.+!*'(),:@&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/]*)*)?";

export function fast(R: Records): Matchers {
const K0 = bits("000000000086ff30efffff70efffff70");
const K1 = bits("000000002dfffffaffffff78efffff70");
const K2 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K3 = bits("00000000000800000000000000000000");
const K4 = bits("000000002ff7ff72ffffff78efffff70");
const K5 = new Fused(F0);
const K6 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=\/]+|%[0-9A-Fa-f]{2})+/y;
const K7 = bits("000000002dffff72ffffff78efffff70");
const K8 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K9 = bits("000000002df7ff72ffffff78efffff70");
const K10 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=\/;]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002dfffff2ffffff78efffff70");
const K12 = /[a-zA-Z0-9+\-.]+/y;
const K13 = bits("000000000086ff30efffff70efffff70");
const K14 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=;?]+|%[0-9A-Fa-f]{2})+/y;
const K15 = bits("000000002df7fffaffffff78efffff70");
const K16 = bits("0000000029f7ff30efffff78efffff70");
const K17 = bits("000000000000ff30e7000000e7000000");
const K18 = bits("0000000000000000efffff70efffff70");
const K19 = bits("000000000000000000000000efffff70");
const K20 = bits("0000000000000000efffff7000000000");
const K21 = bits("000000000000ff300000000000000000");
const K22 = bits("00000000018600000000000800000000");
const K23 = bits("00000000287100000000000000000000");
const K24 = bits("00000000000000000000008710000087");
const K25 = bits("00000000040800ca1000000000000000");
const K26 = bits("00000000c20000050000000000000000");
// URL
function r_URL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            t = r_absoluteURL(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_relativeURL(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 35) break O2_f;
            p += 1;
            t = r_fragment(input, p);
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

// absoluteURL
function r_absoluteURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            t = r_genericRL(input, p);
            if (t < 0) break A1_0;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                c = input.charCodeAt(p);
                if ((c < 128 && K1[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L2;
                p = s2; R.top = m2;
                break A1_0;
              }
              p = s2; R.top = m2;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_scheme(input, p);
            if (t < 0) break A1_1;
            p = t;
            if (input.charCodeAt(p) !== 58) break A1_1;
            p += 1;
            {
              const s3 = p;
              c = input.charCodeAt(p);
              if (((c < 128 && K1[c] === 1) || c === 37)) {
                p = Fused.run(K2, input, p);
              }
            }
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// generic-RL
function r_genericRL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_relativeURL(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// relativeURL
function r_relativeURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_0;
            t = r_netPath(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_1;
            t = r_absPath(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            t = r_relPath(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// net_path
function r_netPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_netLoc(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break O1_f;
            t = r_absPath(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
    return p;
  }
  return -1;
}

// abs_path
function r_absPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_relPath(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// rel_path
function r_relPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O1_f;
            t = r_path(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 59) break O2_f;
            p += 1;
            t = r_params(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
        O3: {
          const s3 = p, m3 = R.top;
          O3_f: {
            if (input.charCodeAt(p) !== 63) break O3_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3; R.top = m3;
        }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K5.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_fsegment(input, p);
          if (t < 0) break F;
          p = t;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              if (input.charCodeAt(p) !== 47) break O1_f;
              p += 1;
              {
                const s2 = p;
                c = input.charCodeAt(p);
                if (((c < 128 && K7[c] === 1) || c === 37)) {
                  p = Fused.run(K6, input, p);
                }
              }
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fsegment
function r_fsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            p = Fused.run(K8, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            p = Fused.run(K8, input, p);
          }
        }
    return p;
  }
  return -1;
}

// params
function r_params(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            p = Fused.run(K10, input, p);
          }
        }
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K7[c] === 1) || c === 37)) {
            p = Fused.run(K6, input, p);
          }
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
          if ((c < 128 && K13[c] === 1)) {
            p = Fused.run(K12, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// net_loc
function r_netLoc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K15[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
        }
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// query
function r_query(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K1[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
        }
      R.capture(9, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// fragment
function r_fragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K1[c] === 1) || c === 37)) {
            p = Fused.run(K2, input, p);
          }
        }
      R.capture(10, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// pchar
function r_pchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// uchar
function r_uchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K16[c] === 1)) p++;
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
        if ((c < 128 && K16[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escape
function r_escape(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K17[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K19[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hialpha
function r_hialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K20[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K21[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// safe
function r_safe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// extra
function r_extra(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K23[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// national
function r_national(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
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
        if ((c < 128 && K25[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// punctuation
function r_punctuation(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URL": r_URL, "absoluteURL": r_absoluteURL, "genericRL": r_genericRL, "relativeURL": r_relativeURL, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "path": r_path, "fsegment": r_fsegment, "segment": r_segment, "params": r_params, "param": r_param, "scheme": r_scheme, "netLoc": r_netLoc, "query": r_query, "fragment": r_fragment, "pchar": r_pchar, "uchar": r_uchar, "unreserved": r_unreserved, "escape": r_escape, "hex": r_hex, "alpha": r_alpha, "lowalpha": r_lowalpha, "hialpha": r_hialpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "national": r_national, "reserved": r_reserved, "punctuation": r_punctuation };
}

export function validate(S: () => Matchers): Matchers {
const F1 = "(?:(?:[a-zA-Z0-9$\\-_.+!*'(),:@&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/]*)*)?)";
const F2 = "(?:\\/" + F1 + "?(?:;[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F3 = "(?:\\/\\/[a-zA-Z0-9$\\-_.+!*'(),:@&=;?]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=;?]*)*" + F2 + "?|\\/" + F1 + "?(?:;[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?|" + F1 + "?(?:;[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)";
const F4 = "(?<a0>[a-zA-Z0-9+\\-.]{1,}:" + F3 + ")";
const F5 = "(?=" + F4 + ")";
const F6 = "(?:" + F5 + "\\k<a0>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9+\\-.]{1,}:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)";
const K0 = new Fused("(?:" + F6 + "|" + F3 + ")(?:#[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?");
const K1 = new Fused(F6);
const K2 = new Fused("[a-zA-Z0-9+\\-.]{1,}:" + F3);
const K3 = new Fused(F3);
const K4 = new Fused("\\/\\/[a-zA-Z0-9$\\-_.+!*'(),:@&=;?]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=;?]*)*" + F2 + "?");
const K5 = new Fused("\\/" + F1 + "?(?:;[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?");
const K6 = new Fused(F1 + "?(?:;[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),:@&=\\/;]*)*)?(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?");
const K7 = new Fused(F0);
const K8 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K9 = bits("000000002df7ff72ffffff78efffff70");
const K10 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=\/;]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002dfffff2ffffff78efffff70");
const K12 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=\/]+|%[0-9A-Fa-f]{2})+/y;
const K13 = bits("000000002dffff72ffffff78efffff70");
const K14 = /[a-zA-Z0-9+\-.]+/y;
const K15 = bits("000000000086ff30efffff70efffff70");
const K16 = /(?:[a-zA-Z0-9$\-_.+!*'(),:@&=;?]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fffaffffff78efffff70");
const K18 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K19 = bits("000000002dfffffaffffff78efffff70");
const K20 = bits("0000000029f7ff30efffff78efffff70");
const K21 = bits("000000000000ff30e7000000e7000000");
const K22 = bits("0000000000000000efffff70efffff70");
const K23 = bits("000000000000000000000000efffff70");
const K24 = bits("0000000000000000efffff7000000000");
const K25 = bits("000000000000ff300000000000000000");
const K26 = bits("00000000018600000000000800000000");
const K27 = bits("00000000287100000000000000000000");
const K28 = bits("00000000000000000000008710000087");
const K29 = bits("00000000040800ca1000000000000000");
const K30 = bits("00000000c20000050000000000000000");
// URL
function r_URL(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URL"](input, i);
}

// absoluteURL
function r_absoluteURL(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["absoluteURL"](input, i);
}

// generic-RL
function r_genericRL(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["genericRL"](input, i);
}

// relativeURL
function r_relativeURL(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["relativeURL"](input, i);
}

// net_path
function r_netPath(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["netPath"](input, i);
}

// abs_path
function r_absPath(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["absPath"](input, i);
}

// rel_path
function r_relPath(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["relPath"](input, i);
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["path"](input, i);
}

// fsegment
function r_fsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            p = Fused.run(K8, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K9[c] === 1) || c === 37)) {
            p = Fused.run(K8, input, p);
          }
        }
    return p;
  }
  return -1;
}

// params
function r_params(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            p = Fused.run(K10, input, p);
          }
        }
    return p;
  }
  return -1;
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K12, input, p);
          }
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
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K15[c] === 1)) {
            p = Fused.run(K14, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// net_loc
function r_netLoc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K17[c] === 1) || c === 37)) {
            p = Fused.run(K16, input, p);
          }
        }
    return p;
  }
  return -1;
}

// query
function r_query(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            p = Fused.run(K18, input, p);
          }
        }
    return p;
  }
  return -1;
}

// fragment
function r_fragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K19[c] === 1) || c === 37)) {
            p = Fused.run(K18, input, p);
          }
        }
    return p;
  }
  return -1;
}

// pchar
function r_pchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K9[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// uchar
function r_uchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K20[c] === 1)) p++;
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

// escape
function r_escape(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 37) break F;
        p += 1;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
        t = r_hex(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K21[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K23[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// hialpha
function r_hialpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K25[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// safe
function r_safe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// extra
function r_extra(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// national
function r_national(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K28[c] === 1)) p++;
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
        if ((c < 128 && K29[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// punctuation
function r_punctuation(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K30[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URL": r_URL, "absoluteURL": r_absoluteURL, "genericRL": r_genericRL, "relativeURL": r_relativeURL, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "path": r_path, "fsegment": r_fsegment, "segment": r_segment, "params": r_params, "param": r_param, "scheme": r_scheme, "netLoc": r_netLoc, "query": r_query, "fragment": r_fragment, "pchar": r_pchar, "uchar": r_uchar, "unreserved": r_unreserved, "escape": r_escape, "hex": r_hex, "alpha": r_alpha, "lowalpha": r_lowalpha, "hialpha": r_hialpha, "digit": r_digit, "safe": r_safe, "extra": r_extra, "national": r_national, "reserved": r_reserved, "punctuation": r_punctuation };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[4,[11,1],[11,3]],[5,[3,[0,"#",0],[11,15]]]], // URL
    [4,[3,[11,2],[7,[1,0]]],[3,[11,12],[0,":",0],[2,0,0,-1]]], // absoluteURL
    [3,[11,12],[0,":",0],[11,3]], // genericRL
    [4,[11,4],[11,5],[11,6]], // relativeURL
    [3,[0,"//",0],[11,13],[5,[11,5]]], // netPath
    [3,[0,"/",0],[11,6]], // absPath
    [3,[5,[11,7]],[5,[3,[0,";",0],[11,10]]],[5,[3,[0,"?",0],[11,14]]]], // relPath
    [3,[11,8],[5,[3,[0,"/",0],[2,1,0,-1]]]], // path
    [2,2,1,-1], // fsegment
    [2,2,0,-1], // segment
    [2,3,0,-1], // params
    [2,4,0,-1], // param
    [2,5,1,-1], // scheme
    [2,6,0,-1], // netLoc
    [2,7,0,-1], // query
    [2,8,0,-1], // fragment
    [1,2], // pchar
    [1,9], // uchar
    [1,10], // unreserved
    [3,[0,"%",0],[11,20],[11,20]], // escape
    [1,11], // hex
    [1,12], // alpha
    [1,13], // lowalpha
    [1,14], // hialpha
    [1,15], // digit
    [1,16], // safe
    [1,17], // extra
    [1,18], // national
    [1,19], // reserved
    [1,20], // punctuation
  ],
  sets: [
    ["( uchar | reserved )", "000000002dfffffaffffff78efffff70", "", "", 1],
    ["segment", "000000002dffff72ffffff78efffff70", "", "", 1],
    ["pchar", "000000002df7ff72ffffff78efffff70", "", "", 1],
    ["params", "000000002dfffff2ffffff78efffff70", "", "", 1],
    ["param", "000000002dffff72ffffff78efffff70", "", "", 1],
    ["scheme", "000000000086ff30efffff70efffff70", "", "", 0],
    ["net_loc", "000000002df7fffaffffff78efffff70", "", "", 1],
    ["query", "000000002dfffffaffffff78efffff70", "", "", 1],
    ["fragment", "000000002dfffffaffffff78efffff70", "", "", 1],
    ["uchar", "0000000029f7ff30efffff78efffff70", "", "", 1],
    ["unreserved", "0000000029f7ff30efffff78efffff70", "", "", 0],
    ["hex", "000000000000ff30e7000000e7000000", "", "", 0],
    ["alpha", "0000000000000000efffff70efffff70", "", "", 0],
    ["lowalpha", "000000000000000000000000efffff70", "", "", 0],
    ["hialpha", "0000000000000000efffff7000000000", "", "", 0],
    ["digit", "000000000000ff300000000000000000", "", "", 0],
    ["safe", "00000000018600000000000800000000", "", "", 0],
    ["extra", "00000000287100000000000000000000", "", "", 0],
    ["national", "00000000000000000000008710000087", "", "", 0],
    ["reserved", "00000000040800ca1000000000000000", "", "", 0],
    ["punctuation", "00000000c20000050000000000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
