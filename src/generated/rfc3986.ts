/*
 * GENERATED FILE — do not edit. The grammar "rfc3986", compiled at build time
 * from grammars/rfc3986.ts: rfc3986Grammar(k).
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
  id: "rfc3986",
  name: "rfc3986",
  rules: [
    ["URI","URI","3"],
    ["hier-part","hierPart","3"],
    ["URI-reference","URIReference","4.1"],
    ["absolute-URI","absoluteURI","4.3"],
    ["relative-ref","relativeRef","4.2"],
    ["relative-part","relativePart","4.2"],
    ["scheme","scheme","3.1"],
    ["authority","authority","3.2"],
    ["userinfo","userinfo","3.2.1"],
    ["host","host","3.2.2"],
    ["port","port","3.2.3"],
    ["IP-literal","IPLiteral","3.2.2"],
    ["IPvFuture","IPvFuture","3.2.2"],
    ["IPv6address","IPv6address","3.2.2"],
    ["h16","h16","3.2.2"],
    ["ls32","ls32","3.2.2"],
    ["IPv4address","IPv4address","3.2.2"],
    ["dec-octet","decOctet","3.2.2"],
    ["reg-name","regName","3.2.2"],
    ["path","path","3.3"],
    ["path-abempty","pathAbempty","3.3"],
    ["path-absolute","pathAbsolute","3.3"],
    ["path-noscheme","pathNoscheme","3.3"],
    ["path-rootless","pathRootless","3.3"],
    ["path-empty","pathEmpty","3.3"],
    ["segment","segment","3.3"],
    ["segment-nz","segmentNz","3.3"],
    ["segment-nz-nc","segmentNzNc","3.3"],
    ["pchar","pchar","3.3"],
    ["query","query","3.4"],
    ["fragment","fragment","3.5"],
    ["pct-encoded","pctEncoded","2.1"],
    ["unreserved","unreserved","2.3"],
    ["reserved","reserved","2.2"],
    ["gen-delims","genDelims","2.2"],
    ["sub-delims","subDelims","2.2"],
  ],
  captured: ["URI","relative-ref","scheme","authority","userinfo","host","IPv4address","IPv6address","IPvFuture","IPv6addrz","ZoneID","reg-name","port","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment"],
  capturedNames: ["URI","relative-ref","scheme","authority","userinfo","host","port","IPvFuture","IPv6address","IPv4address","reg-name","path-abempty","path-absolute","path-noscheme","path-rootless","path-empty","query","fragment"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  return [
    ["URI = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]"],
    ["hier-part = \"//\" authority path-abempty / path-absolute / path-rootless / path-empty"],
    ["URI-reference = URI / relative-ref"],
    ["absolute-URI = scheme \":\" hier-part [ \"?\" query ]"],
    ["relative-ref = relative-part [ \"?\" query ] [ \"#\" fragment ]"],
    ["relative-part = \"//\" authority path-abempty / path-absolute / path-noscheme / path-empty"],
    ["scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )"],
    ["authority = [ userinfo \"@\" ] host [ \":\" port ]"],
    ["userinfo = *( unreserved / pct-encoded / sub-delims / \":\" )"],
    ["host = IP-literal / IPv4address / reg-name"],
    ["port = *DIGIT"],
    ["IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\""],
    ["IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )"],
    ["IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\""],
    ["h16 = 1*4HEXDIG"],
    ["ls32 = ( h16 \":\" h16 ) / IPv4address"],
    ["IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet"],
    ["dec-octet = DIGIT ; 0-9 / %x31-39 DIGIT ; 10-99 / \"1\" 2DIGIT ; 100-199 / \"2\" %x30-34 DIGIT ; 200-249 / \"25\" %x30-35 ; 250-255","dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35"],
    ["reg-name = *( unreserved / pct-encoded / sub-delims )"],
    ["path = path-abempty ; begins with \"/\" or is empty / path-absolute ; begins with \"/\" but not \"//\" / path-noscheme ; begins with a non-colon segment / path-rootless ; begins with a segment / path-empty ; zero characters","path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty"],
    ["path-abempty = *( \"/\" segment )"],
    ["path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]"],
    ["path-noscheme = segment-nz-nc *( \"/\" segment )"],
    ["path-rootless = segment-nz *( \"/\" segment )"],
    ["path-empty = 0<pchar>"],
    ["segment = *pchar"],
    ["segment-nz = 1*pchar"],
    ["segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" ) ; non-zero-length segment without any colon \":\"","segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )"],
    ["pchar = unreserved / pct-encoded / sub-delims / \":\" / \"@\""],
    ["query = *( pchar / \"/\" / \"?\" )"],
    ["fragment = *( pchar / \"/\" / \"?\" )"],
    ["pct-encoded = \"%\" HEXDIG HEXDIG"],
    ["unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\""],
    ["reserved = gen-delims / sub-delims"],
    ["gen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\""],
    ["sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\""],
  ];
}

// the stretches the fused regexps below share
const F8 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F9 = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}";
const F10 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F11 = "\\/" + F10 + "?";
const F12 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";

export function fast(R: Records, X?: (M: Matchers) => Matchers): Matchers {
const F4 = "(?:\\/(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})))";
const F5 = F4 + "{1,64}";
const K0 = bits("00000000000800000000000000000000");
const K1 = bits("000000002ff7fff2ffffff78efffff74");
const K2 = bits("0000000000000000efffff70efffff70");
const K3 = bits("000000002ff7ffb2ffffff78efffff74");
const K4 = bits("0000000000000000efffff70efffff70");
const K5 = /[A-Za-z0-9+\-.]+/y;
const K6 = bits("000000000086ff30efffff70efffff70");
const K7 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:]+|%[0-9A-Fa-f]{2})+/y;
const K8 = bits("000000002df7fff2efffff78efffff74");
const K9 = bits("00000000000000000000008000000000");
const K10 = bits("000000000000ff300000000000000000");
const K11 = bits("000000002df7ffb2efffff78efffff74");
const K12 = /[0-9]+/y;
const K13 = bits("000000000000ff300000000000000000");
const K14 = bits("000000000000ff70e7000000e7000000");
const K15 = bits("00000000000000000000040000000400");
const K16 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K17 = /[0-9A-Fa-f]+/y;
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = /[A-Za-z0-9\-._~!$&'()*+,;=:]+/y;
const K20 = bits("000000000000ff30e7000000e7000000");
const K21 = new Fused("(?:[0-9A-Fa-f]{1,4}:){6,6}");
const K22 = new Fused("(?:[0-9A-Fa-f]{1,4}:){5,5}");
const K23 = new Fused("(?:[0-9A-Fa-f]{1,4})?");
const K24 = new Fused("(?:[0-9A-Fa-f]{1,4}:){4,4}");
const K25 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K26 = new Fused("(?:[0-9A-Fa-f]{1,4}:){3,3}");
const K27 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K28 = new Fused("(?:[0-9A-Fa-f]{1,4}:){2,2}");
const K29 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K30 = new Fused("(?:[0-9A-Fa-f]{1,4}:){1,1}");
const K31 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K32 = new Fused("(?=(?<a2>(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::))\\k<a2>[0-9A-Fa-f]{1,4}");
const K33 = new Fused("(?=(?<a1>(?:(?=(?<a0>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a0>[0-9A-Fa-f]{1,4})?))\\k<a1>::");
const K34 = new Fused("[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}");
const K35 = new Fused(F12);
const K36 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K37 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|%[0-9A-Fa-f]{2})+/y;
const K38 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K39 = new RegExp(F5, "y");
const K40 = new Fused(F11);
const K41 = new RegExp(F5, "y");
const K42 = new Fused(F8);
const K43 = new RegExp(F5, "y");
const K44 = new Fused(F9);
const K45 = new RegExp(F5, "y");
const K46 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]+|%[0-9A-Fa-f]{2})+/y;
const K47 = bits("000000002df7fff2ffffff78efffff74");
const K48 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=@]+|%[0-9A-Fa-f]{2})+/y;
const K49 = bits("000000002df7ffb2ffffff78efffff74");
const K50 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/?]+|%[0-9A-Fa-f]{2})+/y;
const K51 = bits("000000002dfffffaffffff78efffff74");
const K52 = bits("000000000006ff30efffff78efffff74");
const K53 = bits("00000000adf900ca1000008200000000");
const K54 = bits("00000000800800481000008200000000");
const K55 = bits("000000002df100820000000000000000");
// URI
function r_URI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_hierPart(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
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

// hier-part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_pathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_2;
            t = r_pathRootless(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A1_3;
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

// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_0;
            t = r_URI(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            t = r_relativeRef(input, p);
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

// absolute-URI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        t = r_scheme(input, p);
        if (t < 0) break F;
        p = t;
        if (input.charCodeAt(p) !== 58) break F;
        p += 1;
        t = r_hierPart(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_query(input, p);
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

// relative-ref
function r_relativeRef(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = r_relativePart(input, p);
        if (t < 0) break F;
        p = t;
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            if (input.charCodeAt(p) !== 63) break O1_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O1_f;
            p = t;
            break O1;
          }
          p = s1; R.top = m1;
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
      R.capture(1, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// relative-part
function r_relativePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_authority(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_pathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_1;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_2;
            t = r_pathNoscheme(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            t = r_pathEmpty(input, p);
            if (t < 0) break A1_3;
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

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K4[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K6[c] === 1)) {
            p = Fused.run(K5, input, p);
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
        O1: {
          const s1 = p, m1 = R.top;
          O1_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break O1_f;
            t = r_userinfo(input, p);
            if (t < 0) break O1_f;
            p = t;
            if (input.charCodeAt(p) !== 64) break O1_f;
            p += 1;
            break O1;
          }
          p = s1; R.top = m1;
        }
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O2: {
          const s2 = p, m2 = R.top;
          O2_f: {
            if (input.charCodeAt(p) !== 58) break O2_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O2_f;
            p = t;
            break O2;
          }
          p = s2; R.top = m2;
        }
      R.capture(3, s0, p, m0);
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
            if (!(c < 128 && K9[c] === 1)) break A1_0;
            t = r_IPLiteral(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
            if (t < 0) break A1_1;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                c = input.charCodeAt(p);
                if ((c < 128 && K11[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L2;
                p = s2; R.top = m2;
                break A1_1;
              }
              p = s2; R.top = m2;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            t = r_regName(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(5, s0, p, m0);
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
          if ((c < 128 && K13[c] === 1)) {
            p = Fused.run(K12, input, p);
          }
        }
      R.capture(12, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IP-literal
function r_IPLiteral(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 91) break F;
        p += 1;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_0;
            t = r_IPv6address(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K15[c] === 1)) break A1_1;
            t = r_IPvFuture(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
        if (input.charCodeAt(p) !== 93) break F;
        p += 1;
    return p;
  }
  return -1;
}

// IPvFuture
function r_IPvFuture(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K16.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if ((input.charCodeAt(p) | 32) !== 118) break F;
          p += 1;
          {
            const s1 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) {
              p = Fused.run(K17, input, p);
            }
            if (p === s1) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s2 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K8[c] === 1)) {
              p = Fused.run(K19, input, p);
            }
            if (p === s2) break F;
          }
        }
      R.capture(8, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// IPv6address
function r_IPv6address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K20[c] === 1)) break A1_0;
            t = K21.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_1;
            p += 2;
            t = K22.match(input, p);
            if (t < 0) break A1_1;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_2;
            t = K23.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            if (input.charCodeAt(p) !== 58 || input.charCodeAt(p + 1) !== 58) break A1_2;
            p += 2;
            t = K24.match(input, p);
            if (t < 0) break A1_2;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_3;
            t = K25.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            t = K26.match(input, p);
            if (t < 0) break A1_3;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_4;
            t = K27.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            t = K28.match(input, p);
            if (t < 0) break A1_4;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_4;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_5;
            t = K29.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            t = K30.match(input, p);
            if (t < 0) break A1_5;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_5;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_6;
            t = K31.match(input, p);
            if (t < 0) break A1_6;
            p = t;
            t = r_ls32(input, p);
            if (t < 0) break A1_6;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_7;
            t = K32.match(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K14[c] === 1)) break A1_8;
            t = K33.match(input, p);
            if (t < 0) break A1_8;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          break F;
        }
      R.capture(7, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K20[c] === 1)) break A1_0;
            t = K34.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K10[c] === 1)) break A1_1;
            t = r_IPv4address(input, p);
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

// IPv4address
function r_IPv4address(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        t = K35.match(input, p);
        if (t < 0) break F;
        p = t;
      R.capture(6, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// dec-octet
function r_decOctet(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    t = K36.match(input, p);
    if (t < 0) break F;
    p = t;
    return p;
  }
  return -1;
}

// reg-name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K11[c] === 1) || c === 37)) {
            p = Fused.run(K37, input, p);
          }
        }
      R.capture(11, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            L2_ok: {
              const s2 = p, m2 = R.top;
              L2: {
                if (input.charCodeAt(p) !== 47) break L2;
                p += 1;
                p = s2; R.top = m2;
                break L2_ok;
              }
              p = s2; R.top = m2;
              break A1_0;
            }
            t = r_pathAbempty(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_1;
            t = r_pathRootless(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            t = r_pathEmpty(input, p);
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

// path-abempty
function r_pathAbempty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K38.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          {
            let n1 = 0;
            M1: for (;;) {
              K39.lastIndex = p;
              if (K39.test(input) && K39.lastIndex > p) { p = K39.lastIndex; n1 = 1; }
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
      R.capture(13, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path-absolute
function r_pathAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K40.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          O1: {
            const s1 = p, m1 = R.top;
            O1_f: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K1[c] === 1)) break O1_f;
              t = r_segmentNz(input, p);
              if (t < 0) break O1_f;
              p = t;
              {
                let n2 = 0;
                M2: for (;;) {
                  K41.lastIndex = p;
                  if (K41.test(input) && K41.lastIndex > p) { p = K41.lastIndex; n2 = 1; }
                  const s2 = p, m2 = R.top;
                  M2_f: {
                    if (input.charCodeAt(p) !== 47) break M2_f;
                    p += 1;
                    t = r_segment(input, p);
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
              break O1;
            }
            p = s1; R.top = m1;
          }
        }
      R.capture(14, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path-noscheme
function r_pathNoscheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K42.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_segmentNzNc(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K43.lastIndex = p;
              if (K43.test(input) && K43.lastIndex > p) { p = K43.lastIndex; n1 = 1; }
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
      R.capture(15, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path-rootless
function r_pathRootless(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K44.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          t = r_segmentNz(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n1 = 0;
            M1: for (;;) {
              K45.lastIndex = p;
              if (K45.test(input) && K45.lastIndex > p) { p = K45.lastIndex; n1 = 1; }
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
      R.capture(16, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// path-empty
function r_pathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
      R.capture(17, s0, p, m0);
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
          if (((c < 128 && K47[c] === 1) || c === 37)) {
            p = Fused.run(K46, input, p);
          }
        }
    return p;
  }
  return -1;
}

// segment-nz
function r_segmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K47[c] === 1) || c === 37)) {
            p = Fused.run(K46, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// segment-nz-nc
function r_segmentNzNc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K49[c] === 1) || c === 37)) {
            p = Fused.run(K48, input, p);
          }
          if (p === s1) break F;
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
        if ((c < 128 && K47[c] === 1)) p++;
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
          if (((c < 128 && K51[c] === 1) || c === 37)) {
            p = Fused.run(K50, input, p);
          }
        }
      R.capture(18, s0, p, m0);
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
          if (((c < 128 && K51[c] === 1) || c === 37)) {
            p = Fused.run(K50, input, p);
          }
        }
      R.capture(19, s0, p, m0);
    }
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
        if ((c < 128 && K18[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
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
        if ((c < 128 && K52[c] === 1)) p++;
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
        if ((c < 128 && K53[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// gen-delims
function r_genDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K54[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// sub-delims
function r_subDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K55[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

const M = { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_IPLiteral = O["IPLiteral"];
return O;
}

export function validate(S: () => Matchers, X?: (M: Matchers) => Matchers): Matchers {
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F2 = "(?=" + F0 + ")";
const F3 = "(?=" + F1 + ")";
const F6 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*|)";
const F7 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*|)";
const F13 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F14 = "(?:(?=\\/)(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F15 = "(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F16 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F15 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F10 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F17 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F15 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F10 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F18 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F17 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|" + F16 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const F19 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F13 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F13 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F13 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F13 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F13 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F13 + "|" + F2 + "\\k<a12>" + F13 + "|" + F3 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F20 = "(?:" + F19 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F21 = "(?<a18>" + F20 + ")";
const F22 = "(?=" + F21 + ")";
const F23 = "(?:\\[" + F22 + "\\k<a18>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F24 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F23 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F10 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F25 = "(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F23 + "(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F10 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)";
const F26 = "(?:[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F25 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?|(?:\\/\\/(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:\\[(?=(?<a37>(?:(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F13 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F13 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F13 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F13 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F13 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F13 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F13 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)(?::[0-9]{0,})?(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|\\/" + F10 + "?|(?:[A-Za-z0-9\\-._~!$&'()*+,;=@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}|)(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?)";
const K0 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F25 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F17 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K1 = new Fused(F25, F7, "/");
const K2 = new Fused(F26, F18, "[");
const K3 = new Fused("[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F25 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[A-Za-z][A-Za-z0-9+\\-.]{0,}:" + F17 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K4 = new Fused(F24 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", F16 + "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?(?:#[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@\\/?]*)*)?", "[");
const K5 = new Fused(F24, F6, "/");
const K6 = bits("0000000000000000efffff70efffff70");
const K7 = /[A-Za-z0-9+\-.]+/y;
const K8 = bits("000000000086ff30efffff70efffff70");
const K9 = new Fused("(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F23 + "(?::[0-9]{0,})?");
const K10 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7fff2efffff78efffff74");
const K12 = new Fused(F23);
const K13 = /[0-9]+/y;
const K14 = bits("000000000000ff300000000000000000");
const K15 = new Fused("\\[" + F22 + "\\k<a18>\\]");
const K16 = new Fused("[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,}");
const K17 = new Fused(F19);
const K18 = bits("000000000000ff30e7000000e7000000");
const K19 = new Fused(F13);
const K20 = new Fused(F12);
const K21 = new Fused("(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])");
const K22 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|%[0-9A-Fa-f]{2})+/y;
const K23 = bits("000000002df7ffb2efffff78efffff74");
const K24 = new Fused(F14);
const K25 = new Fused("(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,}");
const K26 = new Fused(F11);
const K27 = new Fused(F8);
const K28 = new Fused(F9);
const K29 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]+|%[0-9A-Fa-f]{2})+/y;
const K30 = bits("000000002df7fff2ffffff78efffff74");
const K31 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=@]+|%[0-9A-Fa-f]{2})+/y;
const K32 = bits("000000002df7ffb2ffffff78efffff74");
const K33 = /(?:[A-Za-z0-9\-._~!$&'()*+,;=:@\/?]+|%[0-9A-Fa-f]{2})+/y;
const K34 = bits("000000002dfffffaffffff78efffff74");
const K35 = bits("000000000006ff30efffff78efffff74");
const K36 = bits("00000000adf900ca1000008200000000");
const K37 = bits("00000000800800481000008200000000");
const K38 = bits("000000002df100820000000000000000");
// URI
function r_URI(input, i) {
  return input.length <= 65536 ? K0.match(input, i) : S()["URI"](input, i);
}

// hier-part
function r_hierPart(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["hierPart"](input, i);
}

// URI-reference
function r_URIReference(input, i) {
  return input.length <= 65536 ? K2.match(input, i) : S()["URIReference"](input, i);
}

// absolute-URI
function r_absoluteURI(input, i) {
  return input.length <= 65536 ? K3.match(input, i) : S()["absoluteURI"](input, i);
}

// relative-ref
function r_relativeRef(input, i) {
  return input.length <= 65536 ? K4.match(input, i) : S()["relativeRef"](input, i);
}

// relative-part
function r_relativePart(input, i) {
  return input.length <= 65536 ? K5.match(input, i) : S()["relativePart"](input, i);
}

// scheme
function r_scheme(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else break F;
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K8[c] === 1)) {
            p = Fused.run(K7, input, p);
          }
        }
    return p;
  }
  return -1;
}

// authority
function r_authority(input, i) {
  return input.length <= 65536 ? K9.match(input, i) : S()["authority"](input, i);
}

// userinfo
function r_userinfo(input, i) {
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

// host
function r_host(input, i) {
  return input.length <= 65536 ? K12.match(input, i) : S()["host"](input, i);
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
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

// IP-literal
function r_IPLiteral(input, i) {
  return input.length <= 65536 ? K15.match(input, i) : S()["IPLiteral"](input, i);
}

// IPvFuture
function r_IPvFuture(input, i) {
  return input.length <= 65536 ? K16.match(input, i) : S()["IPvFuture"](input, i);
}

// IPv6address
function r_IPv6address(input, i) {
  return K17.match(input, i);
}

// h16
function r_h16(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          let n1 = 0;
          for (;;) {
            if (n1 === 4) break;
            c = input.charCodeAt(p);
            if ((c < 128 && K18[c] === 1)) p++;
            else break;
            n1++;
          }
          if (n1 < 1) break F;
        }
    return p;
  }
  return -1;
}

// ls32
function r_ls32(input, i) {
  return K19.match(input, i);
}

// IPv4address
function r_IPv4address(input, i) {
  return K20.match(input, i);
}

// dec-octet
function r_decOctet(input, i) {
  return K21.match(input, i);
}

// reg-name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K23[c] === 1) || c === 37)) {
            p = Fused.run(K22, input, p);
          }
        }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  return input.length <= 65536 ? K24.match(input, i) : S()["path"](input, i);
}

// path-abempty
function r_pathAbempty(input, i) {
  return input.length <= 65536 ? K25.match(input, i) : S()["pathAbempty"](input, i);
}

// path-absolute
function r_pathAbsolute(input, i) {
  return input.length <= 65536 ? K26.match(input, i) : S()["pathAbsolute"](input, i);
}

// path-noscheme
function r_pathNoscheme(input, i) {
  return input.length <= 65536 ? K27.match(input, i) : S()["pathNoscheme"](input, i);
}

// path-rootless
function r_pathRootless(input, i) {
  return input.length <= 65536 ? K28.match(input, i) : S()["pathRootless"](input, i);
}

// path-empty
function r_pathEmpty(input, i) {
  let p = i, c = 0, t = 0;
  F: {
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
          if (((c < 128 && K30[c] === 1) || c === 37)) {
            p = Fused.run(K29, input, p);
          }
        }
    return p;
  }
  return -1;
}

// segment-nz
function r_segmentNz(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K30[c] === 1) || c === 37)) {
            p = Fused.run(K29, input, p);
          }
          if (p === s1) break F;
        }
    return p;
  }
  return -1;
}

// segment-nz-nc
function r_segmentNzNc(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K32[c] === 1) || c === 37)) {
            p = Fused.run(K31, input, p);
          }
          if (p === s1) break F;
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
        if ((c < 128 && K30[c] === 1)) p++;
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
          if (((c < 128 && K34[c] === 1) || c === 37)) {
            p = Fused.run(K33, input, p);
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
          if (((c < 128 && K34[c] === 1) || c === 37)) {
            p = Fused.run(K33, input, p);
          }
        }
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
        if ((c < 128 && K18[c] === 1)) p++;
        else break F;
        c = input.charCodeAt(p);
        if ((c < 128 && K18[c] === 1)) p++;
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

// reserved
function r_reserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K36[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// gen-delims
function r_genDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K37[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

// sub-delims
function r_subDelims(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K38[c] === 1)) p++;
        else break F;
    return p;
  }
  return -1;
}

const M = { "URI": r_URI, "hierPart": r_hierPart, "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeRef": r_relativeRef, "relativePart": r_relativePart, "scheme": r_scheme, "authority": r_authority, "userinfo": r_userinfo, "host": r_host, "port": r_port, "IPLiteral": r_IPLiteral, "IPvFuture": r_IPvFuture, "IPv6address": r_IPv6address, "h16": r_h16, "ls32": r_ls32, "IPv4address": r_IPv4address, "decOctet": r_decOctet, "regName": r_regName, "path": r_path, "pathAbempty": r_pathAbempty, "pathAbsolute": r_pathAbsolute, "pathNoscheme": r_pathNoscheme, "pathRootless": r_pathRootless, "pathEmpty": r_pathEmpty, "segment": r_segment, "segmentNz": r_segmentNz, "segmentNzNc": r_segmentNzNc, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "pctEncoded": r_pctEncoded, "unreserved": r_unreserved, "reserved": r_reserved, "genDelims": r_genDelims, "subDelims": r_subDelims };
if (X === undefined) return M;
// an option build of this grammar (X) replaces some rules: the others call its versions
const O = X(M);
r_URI = O["URI"];
r_hierPart = O["hierPart"];
r_URIReference = O["URIReference"];
r_absoluteURI = O["absoluteURI"];
r_relativeRef = O["relativeRef"];
r_relativePart = O["relativePart"];
r_authority = O["authority"];
r_host = O["host"];
r_IPLiteral = O["IPLiteral"];
r_path = O["path"];
return O;
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
export const EXPLAIN: PackedExplainTable = {
  rules: [
    [3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]], // URI
    [4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,23],[11,24]], // hierPart
    [4,[11,0],[11,4]], // URIReference
    [3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]]], // absoluteURI
    [3,[11,5],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]], // relativeRef
    [4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,22],[11,24]], // relativePart
    [3,[1,0],[2,1,0,-1]], // scheme
    [3,[5,[3,[11,8],[0,"@",0]]],[11,9],[5,[3,[0,":",0],[11,10]]]], // authority
    [2,2,0,-1], // userinfo
    [4,[11,11],[3,[11,16],[7,[1,3]]],[11,18]], // host
    [2,4,0,-1], // port
    [3,[0,"[",0],[4,[11,13],[11,12]],[0,"]",0]], // IPLiteral
    [3,[0,"v",1],[2,5,1,-1],[0,".",0],[2,6,1,-1]], // IPvFuture
    [4,[3,[6,[3,[11,14],[0,":",0]],6,6],[11,15]],[3,[0,"::",0],[6,[3,[11,14],[0,":",0]],5,5],[11,15]],[3,[5,[11,14]],[0,"::",0],[6,[3,[11,14],[0,":",0]],4,4],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,1],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],3,3],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,2],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],2,2],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,3],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],1,1],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,4],[11,14]]],[0,"::",0]],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,5],[11,14]]],[0,"::",0]],[11,14]],[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,6],[11,14]]],[0,"::",0]]], // IPv6address
    [2,5,1,4], // h16
    [4,[3,[11,14],[0,":",0],[11,14]],[11,16]], // ls32
    [3,[11,17],[0,".",0],[11,17],[0,".",0],[11,17],[0,".",0],[11,17]], // IPv4address
    [4,[3,[0,"25",0],[1,7]],[3,[0,"2",0],[1,8],[1,4]],[3,[0,"1",0],[2,4,2,2]],[3,[1,9],[1,4]],[1,4]], // decOctet
    [2,3,0,-1], // regName
    [4,[3,[8,[0,"/",0]],[11,20]],[11,23],[11,24]], // path
    [6,[3,[0,"/",0],[11,25]],0,-1], // pathAbempty
    [3,[0,"/",0],[5,[3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]]]], // pathAbsolute
    [3,[11,27],[6,[3,[0,"/",0],[11,25]],0,-1]], // pathNoscheme
    [3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]], // pathRootless
    [3], // pathEmpty
    [2,10,0,-1], // segment
    [2,10,1,-1], // segmentNz
    [2,11,1,-1], // segmentNzNc
    [1,10], // pchar
    [2,12,0,-1], // query
    [2,13,0,-1], // fragment
    [3,[0,"%",0],[1,5],[1,5]], // pctEncoded
    [1,14], // unreserved
    [1,15], // reserved
    [1,16], // genDelims
    [1,17], // subDelims
  ],
  sets: [
    ["ALPHA", "0000000000000000efffff70efffff70", "", "", 0],
    ["scheme", "000000000086ff30efffff70efffff70", "", "", 0],
    ["userinfo", "000000002df7fff2efffff78efffff74", "", "", 1],
    ["reg-name", "000000002df7ffb2efffff78efffff74", "", "", 1],
    ["DIGIT", "000000000000ff300000000000000000", "", "", 0],
    ["HEXDIG", "000000000000ff30e7000000e7000000", "", "", 0],
    ["IPvFuture", "000000002df7fff2efffff78efffff74", "", "", 0],
    ["%x30-35", "000000000000f3000000000000000000", "", "", 0],
    ["%x30-34", "000000000000f1000000000000000000", "", "", 0],
    ["%x31-39", "000000000000ef300000000000000000", "", "", 0],
    ["pchar", "000000002df7fff2ffffff78efffff74", "", "", 1],
    ["segment-nz-nc", "000000002df7ffb2ffffff78efffff74", "", "", 1],
    ["query", "000000002dfffffaffffff78efffff74", "", "", 1],
    ["fragment", "000000002dfffffaffffff78efffff74", "", "", 1],
    ["unreserved", "000000000006ff30efffff78efffff74", "", "", 0],
    ["reserved", "00000000adf900ca1000008200000000", "", "", 0],
    ["gen-delims", "00000000800800481000008200000000", "", "", 0],
    ["sub-delims", "000000002df100820000000000000000", "", "", 0],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN, meta.rules);
}
