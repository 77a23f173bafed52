/*
 * GENERATED FILE — do not edit. The grammar "rfc2616", compiled at build time
 * from grammars/rfc2616.ts: rfc2616Grammar(k).
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
import { texts as baseTexts } from './rfc2396';

export const meta: GrammarMeta = {
  id: "rfc2616",
  name: "rfc2616",
  rules: [
    ["URI-reference","URIReference","RFC 2396 §4"],
    ["absoluteURI","absoluteURI","RFC 2396 §3"],
    ["relativeURI","relativeURI","RFC 2396 §5"],
    ["hier_part","hierPart","RFC 2396 §3"],
    ["opaque_part","opaquePart","RFC 2396 §3"],
    ["uric_no_slash","uricNoSlash","RFC 2396 §3"],
    ["net_path","netPath","RFC 2396 §3"],
    ["abs_path","absPath","RFC 2396 §3"],
    ["rel_path","relPath","RFC 2396 §5"],
    ["rel_segment","relSegment","RFC 2396 §5"],
    ["scheme","scheme","RFC 2396 §3.1"],
    ["authority","authority","RFC 2396 §3.2"],
    ["reg_name","regName","RFC 2396 §3.2.1"],
    ["server","server","RFC 2396 §3.2.2"],
    ["userinfo","userinfo","RFC 2396 §3.2.2"],
    ["hostport","hostport","RFC 2396 §3.2.2"],
    ["host","host","RFC 2396 §3.2.2"],
    ["hostname","hostname","RFC 2396 §3.2.2"],
    ["domainlabel","domainlabel","RFC 2396 §3.2.2"],
    ["toplabel","toplabel","RFC 2396 §3.2.2"],
    ["IPv4address","IPv4address","RFC 2396 §3.2.2"],
    ["port","port","RFC 2396 §3.2.2"],
    ["path","path","RFC 2396 §3.3"],
    ["path_segments","pathSegments","RFC 2396 §3.3"],
    ["segment","segment","RFC 2396 §3.3"],
    ["param","param","RFC 2396 §3.3"],
    ["pchar","pchar","RFC 2396 §3.3"],
    ["query","query","RFC 2396 §3.4"],
    ["fragment","fragment","RFC 2396 §4.1"],
    ["uric","uric","RFC 2396 §2"],
    ["reserved","reserved","RFC 2396 §2.2"],
    ["unreserved","unreserved","RFC 2396 §2.3"],
    ["mark","mark","RFC 2396 §2.3"],
    ["escaped","escaped","RFC 2396 §2.4.1"],
    ["hex","hex","RFC 2396 §2.4.1"],
    ["alphanum","alphanum","RFC 2396 §1.6"],
    ["alpha","alpha","RFC 2396 §1.6"],
    ["lowalpha","lowalpha","RFC 2396 §1.6"],
    ["upalpha","upalpha","RFC 2396 §1.6"],
    ["digit","digit","RFC 2396 §1.6"],
    ["http_URL","httpURL","3.2.2"],
  ],
  captured: ["http_URL","host","port","abs_path","query"],
  capturedNames: ["abs_path","host","port","query","http_URL"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 40), // URI-reference … digit
    ["http_URL = \"http:\" \"//\" host [ \":\" port ] [ abs_path [ \"?\" query ]]"],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a1>(?:(?=(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a0>\\.(?=[A-Za-z0-9])){0,})";
const F1 = "(?=" + F0 + ")";
const F2 = "(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,})";
const F3 = "(?:" + F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_hierPart = M["hierPart"], r_netPath = M["netPath"], r_relSegment = M["relSegment"], r_hostport = M["hostport"], r_domainlabel = M["domainlabel"], r_toplabel = M["toplabel"], r_pathSegments = M["pathSegments"];
const K0 = bits("000000002fffffb2ffffff78efffff74");
const K1 = bits("0000000000000000efffff70efffff70");
const K2 = new Fused("(?:#[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?");
const K3 = bits("00000000000800000000000000000000");
const K4 = bits("000000002ff7fffaffffff78efffff74");
const K5 = bits("000000002ff7ffb2ffffff78efffff74");
const K6 = bits("000000002df7fffaffffff78efffff74");
const K7 = /(?:[;\/?:@&=+$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("000000002dfffffaffffff78efffff74");
const K9 = new Fused("\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F2 + "{0,}");
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9+\-.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = bits("000000002df7fff2ffffff78efffff74");
const K16 = bits("000000002ff7fff2ffffff78efffff74");
const K17 = /(?:[A-Za-z0-9\-_.!~*'()$,;:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K18 = new Fused("(?:[A-Za-z0-9\\-_.!~*'();:&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();:&=+$,]*)*@)?");
const K19 = /(?:[A-Za-z0-9\-_.!~*'();:&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7fff2efffff78efffff74");
const K21 = new Fused(F3);
const K22 = bits("000000000000ff30efffff70efffff70");
const K23 = bits("000000000000ff300000000000000000");
const K24 = new Fused(F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?");
const K25 = bits("000000000000ff30efffff70efffff70");
const K34 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K35 = /[0-9]+/y;
const K36 = bits("000000000000ff300000000000000000");
// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break O1_f;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K1[c] === 1)) break A2_0;
                t = r_absoluteURI(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K0[c] === 1)) break A2_1;
                t = r_relativeURI(input, p);
                if (t < 0) break A2_1;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              break O1_f;
            }
            break O1;
          }
          p = s1; R.top = m1;
        }
        if (input.length <= 65536) {
          t = K2.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          O3: {
            const s3 = p, m3 = R.top;
            O3_f: {
              if (input.charCodeAt(p) !== 35) break O3_f;
              p += 1;
              t = r_fragment(input, p);
              if (t < 0) break O3_f;
              p = t;
              break O3;
            }
            p = s3; R.top = m3;
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
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_0;
            t = r_hierPart(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A1_1;
            t = r_opaquePart(input, p);
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

// relativeURI
function r_relativeURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
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
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_2;
            t = r_relPath(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 63) break O2_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
    return p;
  }
  return -1;
}

// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K8[c] === 1) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
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
        if (input.length <= 65536) {
          t = K9.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          t = r_pathSegments(input, p);
          if (t < 0) break F;
          p = t;
        }
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
        t = r_relSegment(input, p);
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

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K12[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) {
            p = Fused.run(K13, input, p);
          }
        }
    return p;
  }
  return -1;
}

// authority
function r_authority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            t = r_server(input, p);
            if (t < 0) break A1_0;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                c = input.charCodeAt(p);
                if ((c < 128 && K15[c] === 1)) p++;
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
            if (!(c < 128 && K16[c] === 1)) break A1_1;
            t = r_regName(input, p);
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

// reg_name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K15[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K16[c] === 1)) break O1_f;
            if (input.length <= 65536) {
              t = K18.match(input, p);
              if (t < 0) break O1_f;
              p = t;
            } else {
              O2: {
                const s2 = p, m2 = R.top;
                O2_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K16[c] === 1)) break O2_f;
                  t = r_userinfo(input, p);
                  if (t < 0) break O2_f;
                  p = t;
                  if (input.charCodeAt(p) !== 64) break O2_f;
                  p += 1;
                  break O2;
                }
                p = s2; R.top = m2;
              }
            }
            t = r_hostport(input, p);
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

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K20[c] === 1) || c === 37)) {
            p = Fused.run(K19, input, p);
          }
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
          t = K21.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K22[c] === 1)) break A1_0;
              t = r_hostname(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K23[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
        }
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hostname
function r_hostname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K24.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K22[c] === 1)) break M1_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                L2_ok: {
                  const s2 = p, m2 = R.top;
                  L2: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K25[c] === 1)) p++;
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

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K34.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K36[c] === 1)) {
              p = Fused.run(K35, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K36[c] === 1)) {
              p = Fused.run(K35, input, p);
            }
            if (p === s2) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s3 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K36[c] === 1)) {
              p = Fused.run(K35, input, p);
            }
            if (p === s3) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s4 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K36[c] === 1)) {
              p = Fused.run(K35, input, p);
            }
            if (p === s4) break F;
          }
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
          if ((c < 128 && K36[c] === 1)) {
            p = Fused.run(K35, input, p);
          }
        }
      R.capture(2, s0, p, m0);
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
          if (((c < 128 && K8[c] === 1) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
        }
      R.capture(4, s0, p, m0);
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
          if (((c < 128 && K8[c] === 1) || c === 37)) {
            p = Fused.run(K7, input, p);
          }
        }
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
            if (!(c < 128 && K3[c] === 1)) break O2_f;
            t = r_absPath(input, p);
            if (t < 0) break O2_f;
            p = t;
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

return { ...M, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "opaquePart": r_opaquePart, "absPath": r_absPath, "relPath": r_relPath, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "host": r_host, "hostname": r_hostname, "IPv4address": r_IPv4address, "port": r_port, "query": r_query, "fragment": r_fragment, "httpURL": r_httpURL };
});
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const K41 = new Fused("[hH][tT][tT][pP]:\\/\\/" + F3 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F2 + "{0,}(?:\\?[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?)?");
// http_URL
function r_httpURL(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["httpURL"](input, i);
}

return { ...M, "httpURL": r_httpURL };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc2396 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 40), // URIReference … digit
        [3,[0,"http:",1],[0,"//",0],[11,16],[5,[3,[0,":",0],[11,21]]],[5,[3,[11,7],[5,[3,[0,"?",0],[11,27]]]]]],
    ],
    sets: [
        ...T.sets.slice(0, 17), // uric_no_slash … upalpha
    ],
  }, meta.rules);
}
