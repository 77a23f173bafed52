/*
 * GENERATED FILE — do not edit. The grammar "rfc2396", compiled at build time
 * from grammars/rfc2396.ts: rfc2396Grammar(k).
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
  id: "rfc2396",
  name: "rfc2396",
  rules: [
    ["URI-reference","URIReference","4"],
    ["absoluteURI","absoluteURI","3"],
    ["relativeURI","relativeURI","5"],
    ["hier_part","hierPart","3"],
    ["opaque_part","opaquePart","3"],
    ["uric_no_slash","uricNoSlash","3"],
    ["net_path","netPath","3"],
    ["abs_path","absPath","3"],
    ["rel_path","relPath","5"],
    ["rel_segment","relSegment","5"],
    ["scheme","scheme","3.1"],
    ["authority","authority","3.2"],
    ["reg_name","regName","3.2.1"],
    ["server","server","3.2.2"],
    ["userinfo","userinfo","3.2.2"],
    ["hostport","hostport","3.2.2"],
    ["host","host","3.2.2"],
    ["hostname","hostname","3.2.2"],
    ["domainlabel","domainlabel","3.2.2"],
    ["toplabel","toplabel","3.2.2"],
    ["IPv4address","IPv4address","3.2.2"],
    ["port","port","3.2.2"],
    ["path","path","3.3"],
    ["path_segments","pathSegments","3.3"],
    ["segment","segment","3.3"],
    ["param","param","3.3"],
    ["pchar","pchar","3.3"],
    ["query","query","3.4"],
    ["fragment","fragment","4.1"],
    ["uric","uric","2"],
    ["reserved","reserved","2.2"],
    ["unreserved","unreserved","2.3"],
    ["mark","mark","2.3"],
    ["escaped","escaped","2.4.1"],
    ["hex","hex","2.4.1"],
    ["alphanum","alphanum","1.6"],
    ["alpha","alpha","1.6"],
    ["lowalpha","lowalpha","1.6"],
    ["upalpha","upalpha","1.6"],
    ["digit","digit","1.6"],
  ],
  captured: ["absoluteURI","relativeURI","scheme","opaque_part","abs_path","rel_path","authority","server","reg_name","userinfo","host","hostname","IPv4address","IPv6reference","port","query","fragment"],
  capturedNames: ["absoluteURI","relativeURI","opaque_part","abs_path","rel_path","scheme","authority","reg_name","server","userinfo","host","hostname","IPv4address","port","query","fragment"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]"],
    ["absoluteURI = scheme \":\" ( hier_part | opaque_part )"],
    ["relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]"],
    ["hier_part = ( net_path | abs_path ) [ \"?\" query ]"],
    ["opaque_part = uric_no_slash *uric"],
    ["uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["net_path = \"//\" authority [ abs_path ]"],
    ["abs_path = \"/\" path_segments"],
    ["rel_path = rel_segment [ abs_path ]"],
    ["rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )"],
    ["scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )"],
    ["authority = server | reg_name"],
    ["reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )"],
    ["server = [ [ userinfo \"@\" ] hostport ]"],
    ["userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )"],
    ["hostport = host [ \":\" port ]"],
    ["host = hostname | IPv4address"],
    ["hostname = *( domainlabel \".\" ) toplabel [ \".\" ]"],
    ["domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum"],
    ["toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum"],
    ["IPv4address = 1*digit \".\" 1*digit \".\" 1*digit \".\" 1*digit"],
    ["port = *digit"],
    ["path = [ abs_path | opaque_part ]"],
    ["path_segments = segment *( \"/\" segment )"],
    ["segment = *pchar *( \";\" param )"],
    ["param = *pchar"],
    ["pchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["query = *uric"],
    ["fragment = *uric"],
    ["uric = reserved | unreserved | escaped"],
    ["reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["unreserved = alphanum | mark"],
    ["mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\""],
    ["escaped = \"%\" hex hex"],
    ["hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["alphanum = alpha | digit"],
    ["alpha = lowalpha | upalpha"],
    ["lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
  ];
}

// the stretches the fused regexps below share
const F0 = "(?<a1>(?:(?=(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a0>\\.(?=[A-Za-z0-9])){0,})";
const F1 = "(?=" + F0 + ")";
const F2 = "[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}";
const F3 = F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?";
const F4 = "(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,})";
const F8 = "[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,}";
const F9 = "\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,}";

export function fast(R: Records, X?: (M: Matchers) => Matchers): Matchers {
const K0 = bits("000000002fffffb2ffffff78efffff74");
const K1 = bits("0000000000000000efffff70efffff70");
const K2 = bits("00000000000800000000000000000000");
const K3 = bits("000000002ff7fffaffffff78efffff74");
const K4 = bits("000000002ff7ffb2ffffff78efffff74");
const K5 = bits("000000002df7fffaffffff78efffff74");
const K6 = /(?:[;\/?:@&=+$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K7 = bits("000000002dfffffaffffff78efffff74");
const K8 = new Fused(F9);
const K9 = /(?:[A-Za-z0-9\-_.!~*'();@&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K10 = bits("000000002df7ffb2ffffff78efffff74");
const K11 = bits("0000000000000000efffff70efffff70");
const K12 = /[A-Za-z0-9+\-.]+/y;
const K13 = bits("000000000086ff30efffff70efffff70");
const K14 = bits("000000002df7fff2ffffff78efffff74");
const K15 = bits("000000002ff7fff2ffffff78efffff74");
const K16 = /(?:[A-Za-z0-9\-_.!~*'()$,;:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K17 = /(?:[A-Za-z0-9\-_.!~*'();:&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K18 = bits("000000002df7fff2efffff78efffff74");
const K19 = bits("000000000000ff30efffff70efffff70");
const K20 = bits("000000000000ff300000000000000000");
const K21 = new Fused(F3);
const K22 = bits("000000000000ff30efffff70efffff70");
const K23 = new Fused("[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K24 = /[A-Za-z0-9]+/y;
const K25 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K26 = bits("00000000000200000000000000000000");
const K27 = /[\-]+/y;
const K28 = bits("00000000000200000000000000000000");
const K29 = new Fused("[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K30 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K31 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K32 = /[0-9]+/y;
const K33 = bits("000000000000ff300000000000000000");
const K34 = bits("000000002ffffffaffffff78efffff74");
const K35 = new Fused(F8);
const K36 = new Fused(F2);
const K37 = /(?:[A-Za-z0-9\-_.!~*'():@&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K38 = bits("000000002df7ff72ffffff78efffff74");
const K39 = /(?:;(?:(?:[A-Za-z0-9\-_.!~*'():@&=+$,]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-_.!~*'():@&=+$,]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K40 = bits("00000000058900ca1000000000000000");
const K41 = bits("000000002876ff30efffff78efffff74");
const K42 = bits("00000000287600000000000800000004");
const K43 = bits("000000000000ff30e7000000e7000000");
const K44 = bits("000000000000000000000000efffff70");
const K45 = bits("0000000000000000efffff7000000000");
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
    return p;
  }
  return -1;
}

// absoluteURI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_hierPart(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_1;
            t = r_opaquePart(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(0, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// relativeURI
function r_relativeURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_netPath(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            t = r_absPath(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A1_2;
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
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hier_part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_netPath(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_1;
            t = r_absPath(input, p);
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

// uric_no_slash
function r_uricNoSlash(input, i) {
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

// net_path
function r_netPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break O1_f;
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
        if (input.length <= 65536) {
          t = K8.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          t = r_pathSegments(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// rel_path
function r_relPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_relSegment(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break O1_f;
            t = r_absPath(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
        }
      R.capture(5, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// rel_segment
function r_relSegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K10[c] === 1) || c === 37)) {
            p = Fused.run(K9, input, p);
          }
          if (p === s1) break F;
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
        c = input.charCodeAt(p);
        if ((c < 128 && K11[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K13[c] === 1)) {
            p = Fused.run(K12, input, p);
          }
        }
      R.capture(2, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// authority
function r_authority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
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
                if ((c < 128 && K14[c] === 1)) p++;
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
            if (!(c < 128 && K15[c] === 1)) break A1_1;
            t = r_regName(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(6, s0, p, m0);
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
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K14[c] === 1) || c === 37)) {
            p = Fused.run(K16, input, p);
          }
          if (p === s1) break F;
        }
      R.capture(8, s0, p, m0);
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
            if (!(c < 128 && K15[c] === 1)) break O1_f;
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

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
        }
      R.capture(9, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// hostport
function r_hostport(input, i) {
  let p = i, c = 0, t = 0;
  F: {
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
            if (!(c < 128 && K19[c] === 1)) break A1_0;
            t = r_hostname(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K20[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A1_1;
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

// hostname
function r_hostname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K21.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              const s1 = p, m1 = R.top;
              M1_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K19[c] === 1)) break M1_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M1_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M1_f;
                p += 1;
                L2_ok: {
                  const s2 = p, m2 = R.top;
                  L2: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K22[c] === 1)) p++;
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
      R.capture(11, s0, p, m0);
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
      t = K23.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K22[c] === 1)) p++;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) {
              p = Fused.run(K24, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              K25.lastIndex = p;
              if (K25.test(input) && K25.lastIndex > p) { p = K25.lastIndex; n2 = 1; }
              const s2 = p, m2 = R.top;
              M2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K26[c] === 1)) break M2_f;
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K28[c] === 1)) {
                    p = Fused.run(K27, input, p);
                  }
                  if (p === s3) break M2_f;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K22[c] === 1)) {
                    p = Fused.run(K24, input, p);
                  }
                  if (p === s4) break M2_f;
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

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K29.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K11[c] === 1)) p++;
          else break F;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K22[c] === 1)) {
              p = Fused.run(K24, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              K30.lastIndex = p;
              if (K30.test(input) && K30.lastIndex > p) { p = K30.lastIndex; n2 = 1; }
              const s2 = p, m2 = R.top;
              M2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K26[c] === 1)) break M2_f;
                {
                  const s3 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K28[c] === 1)) {
                    p = Fused.run(K27, input, p);
                  }
                  if (p === s3) break M2_f;
                }
                {
                  const s4 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K22[c] === 1)) {
                    p = Fused.run(K24, input, p);
                  }
                  if (p === s4) break M2_f;
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

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K31.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K33[c] === 1)) {
              p = Fused.run(K32, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K33[c] === 1)) {
              p = Fused.run(K32, input, p);
            }
            if (p === s2) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s3 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K33[c] === 1)) {
              p = Fused.run(K32, input, p);
            }
            if (p === s3) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s4 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K33[c] === 1)) {
              p = Fused.run(K32, input, p);
            }
            if (p === s4) break F;
          }
        }
      R.capture(12, s0, p, m0);
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
          if ((c < 128 && K33[c] === 1)) {
            p = Fused.run(K32, input, p);
          }
        }
      R.capture(14, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K34[c] === 1)) break O1_f;
            A2: {
              const s2 = p, m2 = R.top;
              A2_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K2[c] === 1)) break A2_0;
                t = r_absPath(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2; R.top = m2;
              A2_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K3[c] === 1)) break A2_1;
                t = r_opaquePart(input, p);
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
    return p;
  }
  return -1;
}

// path_segments
function r_pathSegments(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K35.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
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
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K36.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K38[c] === 1) || c === 37)) {
              p = Fused.run(K37, input, p);
            }
          }
          {
            let n2 = 0;
            M2: for (;;) {
              K39.lastIndex = p;
              if (K39.test(input) && K39.lastIndex > p) { p = K39.lastIndex; n2 = 1; }
              const s2 = p, m2 = R.top;
              M2_f: {
                if (input.charCodeAt(p) !== 59) break M2_f;
                p += 1;
                t = r_param(input, p);
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
          if (((c < 128 && K38[c] === 1) || c === 37)) {
            p = Fused.run(K37, input, p);
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
        if ((c < 128 && K38[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
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
        if ((c < 128 && K40[c] === 1)) p++;
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
        if ((c < 128 && K41[c] === 1)) p++;
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
        if ((c < 128 && K42[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escaped
function r_escaped(input, i) {
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
        if ((c < 128 && K43[c] === 1)) p++;
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
        if ((c < 128 && K22[c] === 1)) p++;
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
        if ((c < 128 && K11[c] === 1)) p++;
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
        if ((c < 128 && K44[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upalpha
function r_upalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K45[c] === 1)) p++;
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
        if ((c < 128 && K33[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

const M = { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_opaquePart = O["opaquePart"];
r_server = O["server"];
r_host = O["host"];
r_IPv4address = O["IPv4address"];
r_query = O["query"];
r_fragment = O["fragment"];
r_uric = O["uric"];
r_reserved = O["reserved"];
r_URIReference = O["URIReference"];
r_absoluteURI = O["absoluteURI"];
r_relativeURI = O["relativeURI"];
r_absPath = O["absPath"];
r_relPath = O["relPath"];
r_scheme = O["scheme"];
r_authority = O["authority"];
r_regName = O["regName"];
r_userinfo = O["userinfo"];
r_hostname = O["hostname"];
r_port = O["port"];
return O;
}

export function validate(S: () => Matchers, X?: (M: Matchers) => Matchers): Matchers {
const F5 = "(?:" + F1 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F6 = "(?:(?=(?<a2>(?:[A-Za-z0-9\\-_.!~*'();:&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();:&=+$,]*)*@)?))\\k<a2>" + F5 + "(?::[0-9]{0,})?)";
const F7 = "(?<a3>" + F6 + "?)";
const F10 = "(?=" + F7 + ")";
const F11 = "(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,})";
const F12 = "(?:" + F10 + "\\k<a3>(?!(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2}))|(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*)*)";
const F13 = "(?:\\/\\/" + F12 + F11 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,})";
const F14 = "(?:" + F13 + "(?:\\?[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?|(?:[A-Za-z0-9\\-_.!~*'();?:@&=+$,]|%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)";
const K0 = new Fused("(?:(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F14 + "|(?:\\/\\/(?:(?=(?<a7>(?:(?=(?<a6>(?:[A-Za-z0-9\\-_.!~*'();:&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();:&=+$,]*)*@)?))\\k<a6>(?:(?=(?<a5>(?:(?=(?<a4>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a4>\\.(?=[A-Za-z0-9])){0,}))\\k<a5>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{0,})?)?))\\k<a7>(?!(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2}))|(?:[A-Za-z0-9\\-_.!~*'()$,;:@&=+]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'()$,;:@&=+]*)*)" + F11 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*)*" + F11 + "?)(?:\\?[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?))?(?:#[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?");
const K1 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F14);
const K2 = new Fused("(?:\\/\\/" + F12 + F11 + "?|\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*)*" + F11 + "?)(?:\\?[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?");
const K3 = new Fused(F13 + "(?:\\?[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*)?");
const K4 = bits("000000002df7fffaffffff78efffff74");
const K5 = /(?:[;\/?:@&=+$,A-Za-z0-9\-_.!~*'()]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002dfffffaffffff78efffff74");
const K7 = new Fused("\\/\\/" + F12 + F11 + "?");
const K8 = new Fused(F9);
const K9 = new Fused("(?:[A-Za-z0-9\\-_.!~*'();@&=+$,]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'();@&=+$,]*)*" + F11 + "?");
const K10 = /(?:[A-Za-z0-9\-_.!~*'();@&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7ffb2ffffff78efffff74");
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9+\-.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = new Fused(F12);
const K16 = /(?:[A-Za-z0-9\-_.!~*'()$,;:@&=+]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fff2ffffff78efffff74");
const K18 = new Fused(F6 + "?");
const K19 = /(?:[A-Za-z0-9\-_.!~*'();:&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7fff2efffff78efffff74");
const K21 = new Fused(F5 + "(?::[0-9]{0,})?");
const K22 = new Fused(F5);
const K23 = new Fused(F3);
const K24 = new Fused("[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K25 = new Fused("[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}");
const K26 = new Fused("[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}");
const K27 = /[0-9]+/y;
const K28 = bits("000000000000ff300000000000000000");
const K29 = new Fused("(?:(?:\\/[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*(?:;[A-Za-z0-9\\-_.!~*'():@&=+$,]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-_.!~*'():@&=+$,]*)*){0,}" + F4 + "{0,}|(?:[A-Za-z0-9\\-_.!~*'();?:@&=+$,]|%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*(?:(?:%[0-9A-Fa-f]{2})[;\\/?:@&=+$,A-Za-z0-9\\-_.!~*'()]*)*))?");
const K30 = new Fused(F8);
const K31 = new Fused(F2);
const K32 = /(?:[A-Za-z0-9\-_.!~*'():@&=+$,]+|%[0-9A-Fa-f]{2})+/y;
const K33 = bits("000000002df7ff72ffffff78efffff74");
const K34 = bits("00000000058900ca1000000000000000");
const K35 = bits("000000002876ff30efffff78efffff74");
const K36 = bits("00000000287600000000000800000004");
const K37 = bits("000000000000ff30e7000000e7000000");
const K38 = bits("000000000000ff30efffff70efffff70");
const K39 = bits("000000000000000000000000efffff70");
const K40 = bits("0000000000000000efffff7000000000");
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

// uric_no_slash
function r_uricNoSlash(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
    return p;
  }
  return -1;
}

// net_path
function r_netPath(input, i) {
  return input.length <= 65536 ? K7.match(input, i) : S()["netPath"](input, i);
}

// abs_path
function r_absPath(input, i) {
  return input.length <= 65536 ? K8.match(input, i) : S()["absPath"](input, i);
}

// rel_path
function r_relPath(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["relPath"](input, i);
}

// rel_segment
function r_relSegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            p = Fused.run(K10, input, p);
          }
          if (p === s1) break F;
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
  return input.length <= 65536 ? K15.match(input, i) : S()["authority"](input, i);
}

// reg_name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K17[c] === 1) || c === 37)) {
            p = Fused.run(K16, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  return input.length <= 65536 ? K18.match(input, i) : S()["server"](input, i);
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

// hostport
function r_hostport(input, i) {
  return input.length <= 65536 ? K21.match(input, i) : S()["hostport"](input, i);
}

// host
function r_host(input, i) {
  return input.length <= 65536 ? K22.match(input, i) : S()["host"](input, i);
}

// hostname
function r_hostname(input, i) {
  return input.length <= 65536 ? K23.match(input, i) : S()["hostname"](input, i);
}

// domainlabel
function r_domainlabel(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["domainlabel"](input, i);
}

// toplabel
function r_toplabel(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["toplabel"](input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["IPv4address"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K28[c] === 1)) {
            p = Fused.run(K27, input, p);
          }
        }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K29.match(input, i) : S()["path"](input, i);
}

// path_segments
function r_pathSegments(input, i) {
  return input.length <= 65536 ? K30.match(input, i) : S()["pathSegments"](input, i);
}

// segment
function r_segment(input, i) {
  return input.length <= 65536 ? K31.match(input, i) : S()["segment"](input, i);
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K33[c] === 1) || c === 37)) {
            p = Fused.run(K32, input, p);
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
        if ((c < 128 && K33[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
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

// unreserved
function r_unreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K35[c] === 1)) p++;
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
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// escaped
function r_escaped(input, i) {
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
        if ((c < 128 && K37[c] === 1)) p++;
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
        if ((c < 128 && K38[c] === 1)) p++;
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
        if ((c < 128 && K12[c] === 1)) p++;
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
        if ((c < 128 && K39[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// upalpha
function r_upalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K40[c] === 1)) p++;
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
        if ((c < 128 && K28[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

const M = { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_URIReference = O["URIReference"];
r_absoluteURI = O["absoluteURI"];
r_relativeURI = O["relativeURI"];
r_hierPart = O["hierPart"];
r_opaquePart = O["opaquePart"];
r_netPath = O["netPath"];
r_authority = O["authority"];
r_server = O["server"];
r_hostport = O["hostport"];
r_host = O["host"];
r_IPv4address = O["IPv4address"];
r_path = O["path"];
r_query = O["query"];
r_fragment = O["fragment"];
r_uric = O["uric"];
r_reserved = O["reserved"];
return O;
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[5,[4,[11,1],[11,2]]],[5,[3,[0,"#",0],[11,28]]]], // URIReference
    [3,[11,10],[0,":",0],[4,[11,3],[11,4]]], // absoluteURI
    [3,[4,[11,6],[11,7],[11,8]],[5,[3,[0,"?",0],[11,27]]]], // relativeURI
    [3,[4,[11,6],[11,7]],[5,[3,[0,"?",0],[11,27]]]], // hierPart
    [3,[1,0],[2,1,0,-1]], // opaquePart
    [1,0], // uricNoSlash
    [3,[0,"//",0],[11,11],[5,[11,7]]], // netPath
    [3,[0,"/",0],[11,23]], // absPath
    [3,[11,9],[5,[11,7]]], // relPath
    [2,2,1,-1], // relSegment
    [3,[1,3],[2,4,0,-1]], // scheme
    [4,[3,[11,13],[7,[1,5]]],[11,12]], // authority
    [2,5,1,-1], // regName
    [5,[3,[5,[3,[11,14],[0,"@",0]]],[11,15]]], // server
    [2,6,0,-1], // userinfo
    [3,[11,16],[5,[3,[0,":",0],[11,21]]]], // hostport
    [4,[11,17],[11,20]], // host
    [3,[6,[3,[11,18],[0,".",0],[8,[1,7]]],0,-1],[11,19],[5,[0,".",0]]], // hostname
    [3,[1,7],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]], // domainlabel
    [3,[1,3],[2,7,0,-1],[6,[3,[2,8,1,-1],[2,7,1,-1]],0,-1]], // toplabel
    [3,[2,9,1,-1],[0,".",0],[2,9,1,-1],[0,".",0],[2,9,1,-1],[0,".",0],[2,9,1,-1]], // IPv4address
    [2,9,0,-1], // port
    [5,[4,[11,7],[11,4]]], // path
    [3,[11,24],[6,[3,[0,"/",0],[11,24]],0,-1]], // pathSegments
    [3,[2,10,0,-1],[6,[3,[0,";",0],[11,25]],0,-1]], // segment
    [2,10,0,-1], // param
    [1,10], // pchar
    [2,1,0,-1], // query
    [2,1,0,-1], // fragment
    [1,1], // uric
    [1,11], // reserved
    [1,12], // unreserved
    [1,13], // mark
    [3,[0,"%",0],[11,34],[11,34]], // escaped
    [1,14], // hex
    [1,7], // alphanum
    [1,3], // alpha
    [1,15], // lowalpha
    [1,16], // upalpha
    [1,9], // digit
  ],
  sets: [
    ["uric_no_slash", "000000002df7fffaffffff78efffff74", "", "", 1],
    ["uric", "000000002dfffffaffffff78efffff74", "", "", 1],
    ["rel_segment", "000000002df7ffb2ffffff78efffff74", "", "", 1],
    ["alpha", "0000000000000000efffff70efffff70", "", "", 0],
    ["scheme", "000000000086ff30efffff70efffff70", "", "", 0],
    ["reg_name", "000000002df7fff2ffffff78efffff74", "", "", 1],
    ["userinfo", "000000002df7fff2efffff78efffff74", "", "", 1],
    ["alphanum", "000000000000ff30efffff70efffff70", "", "", 0],
    ["\"-\"", "00000000000200000000000000000000", "", "", 0],
    ["digit", "000000000000ff300000000000000000", "", "", 0],
    ["pchar", "000000002df7ff72ffffff78efffff74", "", "", 1],
    ["reserved", "00000000058900ca1000000000000000", "", "", 0],
    ["unreserved", "000000002876ff30efffff78efffff74", "", "", 0],
    ["mark", "00000000287600000000000800000004", "", "", 0],
    ["hex", "000000000000ff30e7000000e7000000", "", "", 0],
    ["lowalpha", "000000000000000000000000efffff70", "", "", 0],
    ["upalpha", "0000000000000000efffff7000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
