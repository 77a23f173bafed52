/*
 * GENERATED FILE — do not edit. The grammar "rfc1945", compiled at build time
 * from grammars/rfc1945.ts: rfc1945Grammar(k).
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
  id: "rfc1945",
  name: "rfc1945",
  rules: [
    ["URI","URI","3.2.1"],
    ["absoluteURI","absoluteURI","3.2.1"],
    ["relativeURI","relativeURI","3.2.1"],
    ["net_path","netPath","3.2.1"],
    ["abs_path","absPath","3.2.1"],
    ["rel_path","relPath","3.2.1"],
    ["path","path","3.2.1"],
    ["fsegment","fsegment","3.2.1"],
    ["segment","segment","3.2.1"],
    ["params","params","3.2.1"],
    ["param","param","3.2.1"],
    ["scheme","scheme","3.2.1"],
    ["net_loc","netLoc","3.2.1"],
    ["query","query","3.2.1"],
    ["fragment","fragment","3.2.1"],
    ["pchar","pchar","3.2.1"],
    ["uchar","uchar","3.2.1"],
    ["unreserved","unreserved","3.2.1"],
    ["escape","escape","3.2.1"],
    ["reserved","reserved","3.2.1"],
    ["extra","extra","3.2.1"],
    ["safe","safe","3.2.1"],
    ["unsafe","unsafe","3.2.1"],
    ["national","national","3.2.1"],
    ["http_URL","httpURL","3.2.2"],
    ["host","host","3.2.2"],
    ["port","port","3.2.2"],
    ["OCTET","OCTET","2.2"],
    ["UPALPHA","UPALPHA","2.2"],
    ["LOALPHA","LOALPHA","2.2"],
    ["ALPHA","ALPHA","2.2"],
    ["DIGIT","DIGIT","2.2"],
    ["CTL","CTL","2.2"],
    ["SP","SP","2.2"],
    ["HEX","HEX","2.2"],
  ],
  captured: ["http_URL","host","port","abs_path","path","params","query"],
  capturedNames: ["abs_path","path","params","query","http_URL","host","port"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["URI = ( absoluteURI | relativeURI ) [ \"#\" fragment ]"],
    ["absoluteURI = scheme \":\" *( uchar | reserved )"],
    ["relativeURI = net_path | abs_path | rel_path"],
    ["net_path = \"//\" net_loc [ abs_path ]"],
    ["abs_path = \"/\" rel_path"],
    ["rel_path = [ path ] [ \";\" params ] [ \"?\" query ]"],
    ["path = fsegment *( \"/\" segment )"],
    ["fsegment = 1*pchar"],
    ["segment = *pchar"],
    ["params = param *( \";\" param )"],
    ["param = *( pchar | \"/\" )"],
    ["scheme = 1*( ALPHA | DIGIT | \"+\" | \"-\" | \".\" )"],
    ["net_loc = *( pchar | \";\" | \"?\" )"],
    ["query = *( uchar | reserved )"],
    ["fragment = *( uchar | reserved )"],
    ["pchar = uchar | \":\" | \"@\" | \"&\" | \"=\" | \"+\""],
    ["uchar = unreserved | escape"],
    ["unreserved = ALPHA | DIGIT | safe | extra | national"],
    ["escape = \"%\" HEX HEX"],
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\""],
    ["extra = \"!\" | \"*\" | \"'\" | \"(\" | \")\" | \",\""],
    ["safe = \"$\" | \"-\" | \"_\" | \".\""],
    ["unsafe = CTL | SP | <\"> | \"#\" | \"%\" | \"<\" | \">\""],
    ["national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>"],
    ["http_URL = \"http:\" \"//\" host [ \":\" port ] [ abs_path ]"],
    ["host = <A legal Internet host domain name or IP address (in dotted-decimal form), as defined by Section 2.1 of RFC 1123>"],
    ["port = *DIGIT"],
    ["OCTET = <any 8-bit sequence of data>"],
    ["UPALPHA = <any US-ASCII uppercase letter \"A\"..\"Z\">"],
    ["LOALPHA = <any US-ASCII lowercase letter \"a\"..\"z\">"],
    ["ALPHA = UPALPHA | LOALPHA"],
    ["DIGIT = <any US-ASCII digit \"0\"..\"9\">"],
    ["CTL = <any US-ASCII control character (octets 0 - 31) and DEL (127)>"],
    ["SP = <US-ASCII SP, space (32)>"],
    ["HEX = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | DIGIT"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?:\\/[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*)*)";
const F1 = "(?:;[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*)*)";
const F2 = "(?:#[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*)*)";
const F4 = "[A-Za-z0-9+\\-.]{1,}:[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*)*";
const F5 = "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*)*" + F1 + "{0,}";
const F7 = "(?:[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*)*" + F0 + "{0,}";

export function fast(R: Records): Matchers {
const K0 = bits("000000000086ff30efffff70efffff70");
const K1 = new Fused(F4);
const K2 = new Fused(F2 + "?");
const K3 = new Fused(F4);
const K4 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff;\/?:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K5 = bits("000000002dfffffafffffffffffffff7");
const K6 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff;\/?:@&=+]$/;
const K7 = bits("00000000000800000000000000000000");
const K8 = bits("000000002ff7ff72fffffffffffffff7");
const K9 = new Fused(F7);
const K10 = /(?:\/(?:(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K11 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K12 = bits("000000002df7ff72fffffffffffffff7");
const K13 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]$/;
const K14 = new Fused(F5);
const K15 = /(?:;(?:(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K16 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002dffff72fffffffffffffff7");
const K18 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]$/;
const K19 = /[A-Za-z0-9+\-.]+/y;
const K20 = bits("000000000086ff30efffff70efffff70");
const K21 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+;?]+|%[0-9A-Fa-f]{2})+/y;
const K22 = bits("000000002df7fffafffffffffffffff7");
const K23 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+;?]$/;
const K24 = bits("000000002977ff30effffffffffffff7");
const K25 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff]$/;
const K26 = bits("000000000000ff30e7000000e7000000");
const K27 = bits("00000000048800ca1000000000000000");
const K28 = bits("00000000287100000000000000000000");
const K29 = bits("00000000010600000000000800000000");
const K30 = bits("ffffffffd20000050000000000000008");
const K31 = bits("00000000000000000000008710000087");
const K32 = /^[{}|\\\^~\[\]`\u0080-\u00ff]$/;
const K33 = new Fused("[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}(?:\\.[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}){0,}");
const K34 = bits("000000000000ff30efffff70efffff70");
const K35 = /(?:(?:[\-]){0,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K36 = bits("000000000002ff30efffff70efffff70");
const K37 = /[\-]+/y;
const K38 = bits("00000000000200000000000000000000");
const K39 = /[A-Za-z0-9]+/y;
const K40 = /(?:(?:[\-]){0,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K41 = /[0-9]+/y;
const K42 = bits("000000000000ff300000000000000000");
const K43 = bits("ffffffffffffffffffffffffffffffff");
const K44 = /^[\u0000-\u00ff]$/;
const K45 = bits("0000000000000000efffff7000000000");
const K46 = bits("000000000000000000000000efffff70");
const K47 = bits("0000000000000000efffff70efffff70");
const K48 = bits("ffffffff000000000000000000000008");
// URI
function r_URI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            if (input.length <= 65536) {
              t = K1.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              t = r_absoluteURI(input, p);
              if (t < 0) break A1_0;
              p = t;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_relativeURI(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
        if (input.length <= 65536) {
          t = K2.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
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
        }
    return p;
  }
  return -1;
}

// absoluteURI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K3.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_scheme(input, p);
          if (t < 0) break F;
          p = t;
          if (input.charCodeAt(p) !== 58) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if (((c < 128 ? K5[c] === 1 : c === c && K6.test(String.fromCharCode(c))) || c === 37)) {
              p = Fused.run(K4, input, p);
            }
          }
    }
    return p;
  }
  return -1;
}

// relativeURI
function r_relativeURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_0;
            t = r_netPath(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_1;
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
            if (!(c < 128 && K7[c] === 1)) break O1_f;
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
      R.capture(3, s0, p, m0);
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
            if (!(c < 128 ? K8[c] === 1 : c === c)) break O1_f;
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
          t = K9.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_fsegment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K10.lastIndex = p;
              if (K10.test(input) && K10.lastIndex > p) { p = K10.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 47) break M1_f;
                p += 1;
                t = r_segment(input, p);
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
        }
      R.capture(4, s0, p, m0);
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
          if (((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K11, input, p);
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
          if (((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K11, input, p);
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
        if (input.length <= 65536) {
          t = K14.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_param(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K15.lastIndex = p;
              if (K15.test(input) && K15.lastIndex > p) { p = K15.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                if (input.charCodeAt(p) !== 59) break M1_f;
                p += 1;
                t = r_param(input, p);
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
        }
      R.capture(5, s0, p, m0);
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
          if (((c < 128 ? K17[c] === 1 : c === c && K18.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K16, input, p);
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
          if ((c < 128 && K20[c] === 1)) {
            p = Fused.run(K19, input, p);
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
          if (((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K21, input, p);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 ? K5[c] === 1 : c === c && K6.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K4, input, p);
          }
        }
      R.capture(6, s0, p, m0);
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
          if (((c < 128 ? K5[c] === 1 : c === c && K6.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K4, input, p);
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
        if ((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c)))) p++;
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
        if ((c < 128 ? K24[c] === 1 : c === c && K25.test(String.fromCharCode(c)))) p++;
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
        if ((c < 128 ? K24[c] === 1 : c === c && K25.test(String.fromCharCode(c)))) p++;
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
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
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
        if ((c < 128 && K27[c] === 1)) p++;
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
        if ((c < 128 && K28[c] === 1)) p++;
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
        if ((c < 128 && K29[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// unsafe
function r_unsafe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K30[c] === 1)) p++;
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
        if ((c < 128 ? K31[c] === 1 : c === c && K32.test(String.fromCharCode(c)))) p++;
        else break F;
    return p;
  }
  return -1;
}

// http_URL
function r_httpURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 58) break O1_f;
            p += 1;
            t = r_port(input, p);
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
            if (!(c < 128 && K7[c] === 1)) break O2_f;
            t = r_absPath(input, p);
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

// host
function r_host(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K33.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K34[c] === 1)) p++;
          else break F;
          {
            let n1 = 0;
            M1: for (;;) {
              K35.lastIndex = p;
              if (K35.test(input) && K35.lastIndex > p) { p = K35.lastIndex; n1 = 1; }
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K36[c] === 1)) break M1_f;
                {
                  const s2 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K38[c] === 1)) {
                    p = Fused.run(K37, input, p);
                  }
                }
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K34[c] === 1)) {
                    p = Fused.run(K39, input, p);
                  }
                  if (p === s3) break M1_f;
                }
                if (p === s1) { R.top = m1; break M1; }
                n1++;
                continue M1;
              }
              p = s1; R.top = m1;
              break;
            }
          }
          {
            let n4 = 0;
            M4: for (;;) {
              const s4 = p, m4 = R.top;
              M4_f: {
                if (input.charCodeAt(p) !== 46) break M4_f;
                p += 1;
                c = input.charCodeAt(p);
                if ((c < 128 && K34[c] === 1)) p++;
                else break M4_f;
                {
                  let n5 = 0;
                  M5: for (;;) {
                    K40.lastIndex = p;
                    if (K40.test(input) && K40.lastIndex > p) { p = K40.lastIndex; n5 = 1; }
                    const s5 = p, m5 = R.top;
                    M5_f: {
                      c = input.charCodeAt(p);
                      if (!(c < 128 && K36[c] === 1)) break M5_f;
                      {
                        const s6 = p;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K38[c] === 1)) {
                          p = Fused.run(K37, input, p);
                        }
                      }
                      {
                        const s7 = p;
                        c = input.charCodeAt(p);
                        if ((c < 128 && K34[c] === 1)) {
                          p = Fused.run(K39, input, p);
                        }
                        if (p === s7) break M5_f;
                      }
                      if (p === s5) { R.top = m5; break M5; }
                      n5++;
                      continue M5;
                    }
                    p = s5; R.top = m5;
                    break;
                  }
                }
                if (p === s4) { R.top = m4; break M4; }
                n4++;
                continue M4;
              }
              p = s4; R.top = m4;
              break;
            }
          }
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K42[c] === 1)) {
            p = Fused.run(K41, input, p);
          }
        }
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// OCTET
function r_OCTET(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K43[c] === 1 : c === c && K44.test(String.fromCharCode(c)))) p++;
        else break F;
    return p;
  }
  return -1;
}

// UPALPHA
function r_UPALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K45[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// LOALPHA
function r_LOALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K46[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// ALPHA
function r_ALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K47[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// DIGIT
function r_DIGIT(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K42[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// CTL
function r_CTL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K48[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// SP
function r_SP(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 32) break F;
        p += 1;
    return p;
  }
  return -1;
}

// HEX
function r_HEX(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URI": r_URI, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "path": r_path, "fsegment": r_fsegment, "segment": r_segment, "params": r_params, "param": r_param, "scheme": r_scheme, "netLoc": r_netLoc, "query": r_query, "fragment": r_fragment, "pchar": r_pchar, "uchar": r_uchar, "unreserved": r_unreserved, "escape": r_escape, "reserved": r_reserved, "extra": r_extra, "safe": r_safe, "unsafe": r_unsafe, "national": r_national, "httpURL": r_httpURL, "host": r_host, "port": r_port, "OCTET": r_OCTET, "UPALPHA": r_UPALPHA, "LOALPHA": r_LOALPHA, "ALPHA": r_ALPHA, "DIGIT": r_DIGIT, "CTL": r_CTL, "SP": r_SP, "HEX": r_HEX };
}

export function validate(S: () => Matchers): Matchers {
const F3 = "(?:\\?[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*)*)";
const F6 = "(?:;[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]*)*" + F1 + "{0,})";
const F8 = "(?:(?:[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]*)*" + F0 + "{0,})";
const F9 = "(?:\\/" + F8 + "?" + F6 + "?" + F3 + "?)";
const F10 = "(?:\\/\\/[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+;?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+;?]*)*" + F9 + "?|\\/" + F8 + "?" + F6 + "?" + F3 + "?|" + F8 + "?" + F6 + "?" + F3 + "?)";
const K0 = new Fused("(?:[A-Za-z0-9+\\-.]{1,}:[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]*)*|" + F10 + ")" + F2 + "?");
const K1 = new Fused(F4);
const K2 = new Fused(F10);
const K3 = new Fused("\\/\\/[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+;?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+;?]*)*" + F9 + "?");
const K4 = new Fused("\\/" + F8 + "?" + F6 + "?" + F3 + "?");
const K5 = new Fused(F8 + "?" + F6 + "?" + F3 + "?");
const K6 = new Fused(F7);
const K7 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("000000002df7ff72fffffffffffffff7");
const K9 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+]$/;
const K10 = new Fused(F5);
const K11 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]+|%[0-9A-Fa-f]{2})+/y;
const K12 = bits("000000002dffff72fffffffffffffff7");
const K13 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+\/]$/;
const K14 = /[A-Za-z0-9+\-.]+/y;
const K15 = bits("000000000086ff30efffff70efffff70");
const K16 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+;?]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fffafffffffffffffff7");
const K18 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff:@&=+;?]$/;
const K19 = /(?:[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff;\/?:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002dfffffafffffffffffffff7");
const K21 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff;\/?:@&=+]$/;
const K22 = bits("000000002977ff30effffffffffffff7");
const K23 = /^[A-Za-z0-9$\-_.!*'(),{}|\\\^~\[\]`\u0080-\u00ff]$/;
const K24 = bits("000000000000ff30e7000000e7000000");
const K25 = bits("00000000048800ca1000000000000000");
const K26 = bits("00000000287100000000000000000000");
const K27 = bits("00000000010600000000000800000000");
const K28 = bits("ffffffffd20000050000000000000008");
const K29 = bits("00000000000000000000008710000087");
const K30 = /^[{}|\\\^~\[\]`\u0080-\u00ff]$/;
const K31 = new Fused("[hH][tT][tT][pP]:\\/\\/[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}(?:\\.[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}){0,}(?::[0-9]{0,})?" + F9 + "?");
const K32 = new Fused("[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}(?:\\.[A-Za-z0-9](?:[\\-]{0,}[A-Za-z0-9]{1,}){0,}){0,}");
const K33 = /[0-9]+/y;
const K34 = bits("000000000000ff300000000000000000");
const K35 = bits("ffffffffffffffffffffffffffffffff");
const K36 = /^[\u0000-\u00ff]$/;
const K37 = bits("0000000000000000efffff7000000000");
const K38 = bits("000000000000000000000000efffff70");
const K39 = bits("0000000000000000efffff70efffff70");
const K40 = bits("ffffffff000000000000000000000008");
// URI
function r_URI(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URI"](input, i);
}

// absoluteURI
function r_absoluteURI(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["absoluteURI"](input, i);
}

// relativeURI
function r_relativeURI(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["relativeURI"](input, i);
}

// net_path
function r_netPath(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["netPath"](input, i);
}

// abs_path
function r_absPath(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["absPath"](input, i);
}

// rel_path
function r_relPath(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["relPath"](input, i);
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K6.match(input, i) : S()["path"](input, i);
}

// fsegment
function r_fsegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 ? K8[c] === 1 : c === c && K9.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K7, input, p);
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
          if (((c < 128 ? K8[c] === 1 : c === c && K9.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
        }
    return p;
  }
  return -1;
}

// params
function r_params(input, i) {
  return input.length <= 65536 ? K10.match(input, i) : S()["params"](input, i);
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 ? K12[c] === 1 : c === c && K13.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K11, input, p);
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
          if (((c < 128 ? K17[c] === 1 : c === c && K18.test(String.fromCharCode(c))) || c === 37)) {
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
          if (((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K19, input, p);
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
          if (((c < 128 ? K20[c] === 1 : c === c && K21.test(String.fromCharCode(c))) || c === 37)) {
            p = Fused.run(K19, input, p);
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
        if ((c < 128 ? K8[c] === 1 : c === c && K9.test(String.fromCharCode(c)))) p++;
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
        if ((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c)))) p++;
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
        if ((c < 128 ? K22[c] === 1 : c === c && K23.test(String.fromCharCode(c)))) p++;
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
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
        else break F;
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

// extra
function r_extra(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K26[c] === 1)) p++;
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
        if ((c < 128 && K27[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// unsafe
function r_unsafe(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K28[c] === 1)) p++;
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
        if ((c < 128 ? K29[c] === 1 : c === c && K30.test(String.fromCharCode(c)))) p++;
        else break F;
    return p;
  }
  return -1;
}

// http_URL
function r_httpURL(input, i) {
  return input.length <= 65536 ? K31.match(input, i) : S()["httpURL"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K32.match(input, i) : S()["host"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K34[c] === 1)) {
            p = Fused.run(K33, input, p);
          }
        }
    return p;
  }
  return -1;
}

// OCTET
function r_OCTET(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 ? K35[c] === 1 : c === c && K36.test(String.fromCharCode(c)))) p++;
        else break F;
    return p;
  }
  return -1;
}

// UPALPHA
function r_UPALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// LOALPHA
function r_LOALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K38[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// ALPHA
function r_ALPHA(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K39[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// DIGIT
function r_DIGIT(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K34[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// CTL
function r_CTL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K40[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// SP
function r_SP(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 32) break F;
        p += 1;
    return p;
  }
  return -1;
}

// HEX
function r_HEX(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K24[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

return { "URI": r_URI, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "path": r_path, "fsegment": r_fsegment, "segment": r_segment, "params": r_params, "param": r_param, "scheme": r_scheme, "netLoc": r_netLoc, "query": r_query, "fragment": r_fragment, "pchar": r_pchar, "uchar": r_uchar, "unreserved": r_unreserved, "escape": r_escape, "reserved": r_reserved, "extra": r_extra, "safe": r_safe, "unsafe": r_unsafe, "national": r_national, "httpURL": r_httpURL, "host": r_host, "port": r_port, "OCTET": r_OCTET, "UPALPHA": r_UPALPHA, "LOALPHA": r_LOALPHA, "ALPHA": r_ALPHA, "DIGIT": r_DIGIT, "CTL": r_CTL, "SP": r_SP, "HEX": r_HEX };
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[4,[11,1],[11,2]],[5,[3,[0,"#",0],[11,14]]]], // URI
    [3,[11,11],[0,":",0],[2,0,0,-1]], // absoluteURI
    [4,[11,3],[11,4],[11,5]], // relativeURI
    [3,[0,"//",0],[11,12],[5,[11,4]]], // netPath
    [3,[0,"/",0],[11,5]], // absPath
    [3,[5,[11,6]],[5,[3,[0,";",0],[11,9]]],[5,[3,[0,"?",0],[11,13]]]], // relPath
    [3,[11,7],[6,[3,[0,"/",0],[11,8]],0,-1]], // path
    [2,1,1,-1], // fsegment
    [2,1,0,-1], // segment
    [3,[11,10],[6,[3,[0,";",0],[11,10]],0,-1]], // params
    [2,2,0,-1], // param
    [2,3,1,-1], // scheme
    [2,4,0,-1], // netLoc
    [2,0,0,-1], // query
    [2,0,0,-1], // fragment
    [1,1], // pchar
    [1,5], // uchar
    [1,6], // unreserved
    [3,[0,"%",0],[1,7],[1,7]], // escape
    [1,8], // reserved
    [1,9], // extra
    [1,10], // safe
    [1,11], // unsafe
    [1,12], // national
    [3,[0,"http:",1],[0,"//",0],[11,25],[5,[3,[0,":",0],[11,26]]],[5,[11,4]]], // httpURL
    [3,[3,[1,13],[6,[3,[2,14,0,-1],[2,13,1,-1]],0,-1]],[6,[3,[0,".",0],[3,[1,13],[6,[3,[2,14,0,-1],[2,13,1,-1]],0,-1]]],0,-1]], // host
    [2,15,0,-1], // port
    [1,16], // OCTET
    [1,17], // UPALPHA
    [1,18], // LOALPHA
    [1,19], // ALPHA
    [1,15], // DIGIT
    [1,20], // CTL
    [0," ",0], // SP
    [1,7], // HEX
  ],
  sets: [
    ["query", "000000002dfffffafffffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff;\\/?:@&=+]", "", 1],
    ["pchar", "000000002df7ff72fffffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+]", "", 1],
    ["param", "000000002dffff72fffffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+\\/]", "", 1],
    ["scheme", "000000000086ff30efffff70efffff70", "", "", 0],
    ["net_loc", "000000002df7fffafffffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff:@&=+;?]", "", 1],
    ["uchar", "000000002977ff30effffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff]", "", 1],
    ["unreserved", "000000002977ff30effffffffffffff7", "[A-Za-z0-9$\\-_.!*'(),{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff]", "", 0],
    ["HEX", "000000000000ff30e7000000e7000000", "", "", 0],
    ["reserved", "00000000048800ca1000000000000000", "", "", 0],
    ["extra", "00000000287100000000000000000000", "", "", 0],
    ["safe", "00000000010600000000000800000000", "", "", 0],
    ["unsafe", "ffffffffd20000050000000000000008", "", "", 0],
    ["national", "00000000000000000000008710000087", "[{}|\\\\\\^~\\[\\]`\\u0080-\\u00ff]", "", 0],
    ["let-dig", "000000000000ff30efffff70efffff70", "", "", 0],
    ["\"-\"", "00000000000200000000000000000000", "", "", 0],
    ["DIGIT", "000000000000ff300000000000000000", "", "", 0],
    ["OCTET", "ffffffffffffffffffffffffffffffff", "[\\u0000-\\u00ff]", "", 0],
    ["UPALPHA", "0000000000000000efffff7000000000", "", "", 0],
    ["LOALPHA", "000000000000000000000000efffff70", "", "", 0],
    ["ALPHA", "0000000000000000efffff70efffff70", "", "", 0],
    ["CTL", "ffffffff000000000000000000000008", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
