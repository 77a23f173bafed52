/*
 * GENERATED FILE — do not edit. The grammar "rfc2396+rfc2732", compiled at build time
 * from grammars/rfc2396.ts: rfc2396Grammar(k, { rfc2732: true }).
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
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc2396';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc2396';
import { texts as baseTexts } from './rfc2396';

// the rules this build shares with ./rfc2396
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc2396+rfc2732",
  name: "rfc2396",
  rules: [
    ...B.slice(0, 16), // URI-reference … hostport
    ["host","host","RFC 2732 §3"],
    ...B.slice(17, 20), // hostname … toplabel
    ["IPv4address","IPv4address","RFC 2732 §3"],
    ...B.slice(21, 30), // port … uric
    ["reserved","reserved","RFC 2732 §3"],
    ...B.slice(31, 40), // unreserved … digit
    ["IPv6reference","IPv6reference","RFC 2732 §3"],
    ["IPv6address","IPv6address","RFC 2373 §2.2"],
    ["hex4","hex4","RFC 2373 §2.2"],
  ],
  captured: ["absoluteURI","relativeURI","scheme","opaque_part","abs_path","rel_path","authority","server","reg_name","userinfo","host","hostname","IPv4address","IPv6reference","port","query","fragment"],
  capturedNames: ["absoluteURI","relativeURI","opaque_part","abs_path","rel_path","scheme","authority","reg_name","server","userinfo","host","hostname","IPv4address","port","query","fragment","IPv6reference"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 16), // URI-reference … hostport
    ["host = hostname | IPv4address | IPv6reference"],
    ...T.slice(17, 20), // hostname … toplabel
    ["IPv4address = 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT \".\" 1*3DIGIT"],
    ...T.slice(21, 30), // port … uric
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\""],
    ...T.slice(31, 40), // unreserved … digit
    ["ipv6reference = \"[\" IPv6address \"]\""],
    ["IPv6address = x:x:x:x:x:x:x:x | \"::\"-compressed | x:x:x:x:x:x:d.d.d.d ; RFC 2373 §2.2's text forms","IPv6address = x:x:x:x:x:x:x:x | \"::\"-compressed | x:x:x:x:x:x:d.d.d.d"],
    ["hex4 = 1*4HEXDIG"],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_userinfo = M["userinfo"], r_hostport = M["hostport"], r_hostname = M["hostname"];
const K5 = bits("000000002df7fffaffffff78efffff74");
const K6 = /(?:[;\/?:@&=+$,\[\]A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K7 = bits("000000002dfffffafffffffaefffff74");
const K15 = bits("000000002ff7fff2ffffff78efffff74");
const K17 = bits("000000002ff7fff2fffffff8efffff74");
const K20 = bits("000000000000ff30efffff70efffff70");
const K21 = bits("000000000000ff300000000000000000");
const K22 = bits("00000000000000000000008000000000");
const K33 = new Fused("[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}");
const K42 = bits("00000000058900ca1000008200000000");
const K45 = bits("000000000000ff30e7000000e7000000");
const K48 = bits("000000000000ff30e7000000e7000000");
const K49 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K50 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K51 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K52 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K53 = bits("000000000000ff70e7000000e7000000");
const K54 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K55 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K56 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K57 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K58 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K59 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K60 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K61 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K62 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K63 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K64 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K65 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K66 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K67 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K68 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K69 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K5[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K7[c] === 1) || c === 37)) {
            p = Fused.run(K6, input, p);
          }
        }
      R.capture(3, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K17[c] === 1)) break O1_f;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K15[c] === 1)) break O2_f;
                t = r_userinfo(input, p);
                if (t < 0) break O2_f;
                p = t;
                if (input.charCodeAt(p) !== 64) break O2_f;
                p += 1;
                break O2;
              }
              p = s2; R.top = m2;
            }
            t = r_hostport(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(7, s0, p, m0);
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
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K20[c] === 1)) break A1_0;
            t = r_hostname(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K21[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K22[c] === 1)) break A1_2;
            t = r_IPv6reference(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(10, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = K33.match(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(12, s0, p, m0);
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
          if (((c < 128 && K7[c] === 1) || c === 37)) {
            p = Fused.run(K6, input, p);
          }
        }
      R.capture(15, s0, p, m0);
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
          if (((c < 128 && K7[c] === 1) || c === 37)) {
            p = Fused.run(K6, input, p);
          }
        }
      R.capture(16, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K7[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K42[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// IPv6reference
function r_IPv6reference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.charCodeAt(p) !== 91) break F;
        p += 1;
        t = r_IPv6address(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 93) break F;
        p += 1;
      R.capture(13, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IPv6address
function r_IPv6address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K48[c] === 1)) break A1_0;
            t = K49.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A2_0;
                t = K50.match(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A2_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A2_1;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              break A1_0;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_1;
            p += 2;
            t = K51.match(input, p);
            if (t < 0) break A1_1;
            p = t;
            A3: {
              const s3 = p, m3 = R.top;
              A3_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A3_0;
                t = K52.match(input, p);
                if (t < 0) break A3_0;
                p = t;
                break A3;
              }
              p = s3; R.top = m3;
              A3_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A3_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A3_1;
                p = t;
                break A3;
              }
              p = s3; R.top = m3;
              break A1_1;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_2;
            t = K54.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_2;
            p += 2;
            t = K55.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            A4: {
              const s4 = p, m4 = R.top;
              A4_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A4_0;
                t = K56.match(input, p);
                if (t < 0) break A4_0;
                p = t;
                break A4;
              }
              p = s4; R.top = m4;
              A4_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A4_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A4_1;
                p = t;
                break A4;
              }
              p = s4; R.top = m4;
              break A1_2;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_3;
            t = K57.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            t = K58.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            A5: {
              const s5 = p, m5 = R.top;
              A5_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A5_0;
                t = K59.match(input, p);
                if (t < 0) break A5_0;
                p = t;
                break A5;
              }
              p = s5; R.top = m5;
              A5_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A5_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A5_1;
                p = t;
                break A5;
              }
              p = s5; R.top = m5;
              break A1_3;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_4;
            t = K60.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            t = K61.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            A6: {
              const s6 = p, m6 = R.top;
              A6_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A6_0;
                t = K62.match(input, p);
                if (t < 0) break A6_0;
                p = t;
                break A6;
              }
              p = s6; R.top = m6;
              A6_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A6_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A6_1;
                p = t;
                break A6;
              }
              p = s6; R.top = m6;
              break A1_4;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_5;
            t = K63.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            t = K64.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            A7: {
              const s7 = p, m7 = R.top;
              A7_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A7_0;
                t = K65.match(input, p);
                if (t < 0) break A7_0;
                p = t;
                break A7;
              }
              p = s7; R.top = m7;
              A7_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A7_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A7_1;
                p = t;
                break A7;
              }
              p = s7; R.top = m7;
              break A1_5;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_6;
            t = K66.match(input, p);
            if (t < 0) break A1_6;
            p = t;
            A8: {
              const s8 = p, m8 = R.top;
              A8_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K48[c] === 1)) break A8_0;
                t = K67.match(input, p);
                if (t < 0) break A8_0;
                p = t;
                break A8;
              }
              p = s8; R.top = m8;
              A8_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K21[c] === 1)) break A8_1;
                t = r_IPv4address(input, p);
                if (t < 0) break A8_1;
                p = t;
                break A8;
              }
              p = s8; R.top = m8;
              break A1_6;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_7;
            t = K68.match(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K53[c] === 1)) break A1_8;
            t = K69.match(input, p);
            if (t < 0) break A1_8;
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

// hex4
function r_hex4(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K45[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

return { ...M, "opaquePart": r_opaquePart, "server": r_server, "host": r_host, "IPv4address": r_IPv4address, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "IPv6reference": r_IPv6reference, "IPv6address": r_IPv6address, "hex4": r_hex4 };
});
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a14>(?=(?<a13>(?:(?=(?<a12>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a12>[0-9A-Fa-f]{1,4})?))\\k<a13>::)";
const F2 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F3 = "(?<a17>(?=(?<a16>(?:(?=(?<a15>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a15>[0-9A-Fa-f]{1,4})?))\\k<a16>::)";
const F4 = "(?=(?<a21>(?:[A-Za-z0-9\\-_.!~*'();:&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();:&=+$,]*)*@)?))";
const F5 = "(?=(?<a11>(?=(?<a10>(?:(?=(?<a9>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a9>[0-9A-Fa-f]{1,4})?))\\k<a10>::))";
const F6 = "(?:\\?[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*)*)";
const F7 = "(?=" + F0 + ")";
const F8 = "(?=" + F1 + ")";
const F9 = "(?=" + F2 + ")";
const F10 = "(?=" + F3 + ")";
const F11 = "(?<a1>(?:(?=(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a0>\\.(?=[A-Za-z0-9])){0,})";
const F12 = "(?=" + F11 + ")";
const F13 = "(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,})";
const F14 = "(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F13 + "{0,})";
const F15 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|::(?:[0-9A-Fa-f]{1,4}:){5,5}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|" + F7 + "\\k<a12>(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|" + F9 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F16 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|::(?:[0-9A-Fa-f]{1,4}:){5,5}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a2>(?:[0-9A-Fa-f]{1,4})?))\\k<a2>::(?:[0-9A-Fa-f]{1,4}:){4,4}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a5>(?=(?<a4>(?:(?=(?<a3>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a3>[0-9A-Fa-f]{1,4})?))\\k<a4>::))\\k<a5>(?:[0-9A-Fa-f]{1,4}:){3,3}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a8>(?=(?<a7>(?:(?=(?<a6>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a6>[0-9A-Fa-f]{1,4})?))\\k<a7>::))\\k<a8>(?:[0-9A-Fa-f]{1,4}:){2,2}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|" + F5 + "\\k<a11>(?:[0-9A-Fa-f]{1,4}:){1,1}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|" + F8 + "\\k<a14>(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|" + F10 + "\\k<a17>[0-9A-Fa-f]{1,4}|(?=(?<a19>(?:(?=(?<a18>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a18>[0-9A-Fa-f]{1,4})?))\\k<a19>::)";
const F17 = "(?<a20>" + F16 + ")";
const F18 = "(?=" + F17 + ")";
const F19 = "(?:" + F12 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|\\[" + F18 + "\\k<a20>\\])";
const F20 = "(?:" + F4 + "\\k<a21>" + F19 + "(?::[0-9]{0,})?)";
const F21 = "(?<a22>" + F20 + "?)";
const F22 = "(?=" + F21 + ")";
const F23 = "(?:" + F22 + "\\k<a22>(?!(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2}))|(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*)*)";
const F24 = "(?:\\/\\/" + F23 + F14 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F13 + "{0,})";
const F25 = "(?:" + F24 + F6 + "?|(?:[A-Za-z0-9\\-_.!~*'();?:@&=+$,]|%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*)*)";
const K0 = new Fused("(?:(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F25 + "|(?:\\/\\/(?:(?=(?<a45>(?:(?=(?<a44>(?:[A-Za-z0-9\\-_.!~*'();:&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();:&=+$,]*)*@)?))\\k<a44>(?:(?=(?<a24>(?:(?=(?<a23>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a23>\\.(?=[A-Za-z0-9])){0,}))\\k<a24>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}|\\[(?=(?<a43>(?:(?:[0-9A-Fa-f]{1,4}:){6,6}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|::(?:[0-9A-Fa-f]{1,4}:){5,5}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a25>(?:[0-9A-Fa-f]{1,4})?))\\k<a25>::(?:[0-9A-Fa-f]{1,4}:){4,4}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){3,3}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>(?:[0-9A-Fa-f]{1,4}:){2,2}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>(?:[0-9A-Fa-f]{1,4}:){1,1}(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a37>(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::))\\k<a37>(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})|(?=(?<a40>(?=(?<a39>(?:(?=(?<a38>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a38>[0-9A-Fa-f]{1,4})?))\\k<a39>::))\\k<a40>[0-9A-Fa-f]{1,4}|(?=(?<a42>(?:(?=(?<a41>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a41>[0-9A-Fa-f]{1,4})?))\\k<a42>::)))\\k<a43>\\])(?::[0-9]{0,})?)?))\\k<a45>(?!(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2}))|(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*)*)" + F14 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F13 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*)*" + F14 + "?)" + F6 + "?))?(?:#[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*)*)?");
const K1 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F25);
const K2 = new Fused("(?:\\/\\/" + F23 + F14 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F13 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*)*" + F14 + "?)" + F6 + "?");
const K3 = new Fused(F24 + F6 + "?");
const K4 = bits("000000002df7fffaffffff78efffff74");
const K5 = /(?:[;\/?:@&=+$,\[\]A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002dfffffafffffffaefffff74");
const K7 = new Fused("\\/\\/" + F23 + F14 + "?");
const K15 = new Fused(F23);
const K18 = new Fused(F20 + "?");
const K21 = new Fused(F19 + "(?::[0-9]{0,})?");
const K22 = new Fused(F19);
const K26 = new Fused("[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}");
const K29 = new Fused("(?:(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F13 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();?:@&=+$,]|%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,\\[\\]A-Za-z0-9\\-_.!~*'()]*)*))?");
const K34 = bits("00000000058900ca1000008200000000");
const K37 = bits("000000000000ff30e7000000e7000000");
const K41 = new Fused("\\[(?=(?<a18>" + F15 + "))\\k<a18>\\]");
const K42 = new Fused(F15);
// URI-reference
function r_URIReference(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URIReference"](input, i);
}

// absoluteURI
function r_absoluteURI(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["absoluteURI"](input, i);
}

// relativeURI
function r_relativeURI(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["relativeURI"](input, i);
}

// hier_part
function r_hierPart(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["hierPart"](input, i);
}

// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
        }
    return p;
  }
  return -1;
}

// net_path
function r_netPath(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["netPath"](input, i);
}

// authority
function r_authority(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["authority"](input, i);
}

// server
function r_server(input, i) {
  return input.length <= 65536 ? K18.match(input, i) : S()["server"](input, i);
}

// hostport
function r_hostport(input, i) {
  return input.length <= 65536 ? K21.match(input, i) : S()["hostport"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K22.match(input, i) : S()["host"](input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return K26.match(input, i);
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K29.match(input, i) : S()["path"](input, i);
}

// query
function r_query(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
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
          if (((c < 128 && K6[c] === 1) || c === 37)) {
            p = Fused.run(K5, input, p);
          }
        }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
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
        if ((c < 128 && K34[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// IPv6reference
function r_IPv6reference(input, i) {
  return K41.match(input, i);
}

// IPv6address
function r_IPv6address(input, i) {
  return K42.match(input, i);
}

// hex4
function r_hex4(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K37[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

return { ...M, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "netPath": r_netPath, "authority": r_authority, "server": r_server, "hostport": r_hostport, "host": r_host, "IPv4address": r_IPv4address, "path": r_path, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "IPv6reference": r_IPv6reference, "IPv6address": r_IPv6address, "hex4": r_hex4 };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc2396 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 16), // URIReference … hostport
        [4,[11,17],[11,20],[11,40]],
        ...T.rules.slice(17, 20), // hostname … toplabel
        [3,[2,9,1,3],[0,".",0],[2,9,1,3],[0,".",0],[2,9,1,3],[0,".",0],[2,9,1,3]],
        ...T.rules.slice(21, 40), // port … digit
        [3,[0,"[",0],[11,41],[0,"]",0]],
        [4,[3,[6,[3,[11,42],[0,":",0]],6,6],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[0,"::",0],[6,[3,[11,42],[0,":",0]],5,5],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[5,[11,42]],[0,"::",0],[6,[3,[11,42],[0,":",0]],4,4],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,1],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],3,3],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,2],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],2,2],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,3],[11,42]]],[0,"::",0]],[6,[3,[11,42],[0,":",0]],1,1],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,4],[11,42]]],[0,"::",0]],[4,[3,[11,42],[0,":",0],[11,42]],[11,20]]],[3,[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,5],[11,42]]],[0,"::",0]],[11,42]],[3,[5,[3,[6,[3,[11,42],[0,":",0],[7,[0,":",0]]],0,6],[11,42]]],[0,"::",0]]],
        [2,14,1,4],
    ],
    sets: [
        T.sets[0], // uric_no_slash
        ["uric","000000002dfffffafffffffaefffff74","","",1],
        ...T.sets.slice(2, 11), // rel_segment … pchar
        ["reserved","00000000058900ca1000008200000000","","",0],
        ...T.sets.slice(12, 17), // unreserved … upalpha
    ],
  }, meta.rules);
}
