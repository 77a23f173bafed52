/*
 * GENERATED FILE — do not edit. The grammar "rfc2616", compiled at build time
 * from grammars/rfc2616.ts: rfc2616Grammar(k).
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
  id: "rfc2616",
  name: "rfc2616",
  rules: [
    ["URI-reference","URIReference","RFC 2396 §4","URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]"],
    ["absoluteURI","absoluteURI","RFC 2396 §3","absoluteURI = scheme \":\" ( hier_part | opaque_part )"],
    ["relativeURI","relativeURI","RFC 2396 §5","relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]"],
    ["hier_part","hierPart","RFC 2396 §3","hier_part = ( net_path | abs_path ) [ \"?\" query ]"],
    ["opaque_part","opaquePart","RFC 2396 §3","opaque_part = uric_no_slash *uric"],
    ["uric_no_slash","uricNoSlash","RFC 2396 §3","uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["net_path","netPath","RFC 2396 §3","net_path = \"//\" authority [ abs_path ]"],
    ["abs_path","absPath","RFC 2396 §3","abs_path = \"/\" path_segments"],
    ["rel_path","relPath","RFC 2396 §5","rel_path = rel_segment [ abs_path ]"],
    ["rel_segment","relSegment","RFC 2396 §5","rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )"],
    ["scheme","scheme","RFC 2396 §3.1","scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )"],
    ["authority","authority","RFC 2396 §3.2","authority = server | reg_name"],
    ["reg_name","regName","RFC 2396 §3.2.1","reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )"],
    ["server","server","RFC 2396 §3.2.2","server = [ [ userinfo \"@\" ] hostport ]"],
    ["userinfo","userinfo","RFC 2396 §3.2.2","userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )"],
    ["hostport","hostport","RFC 2396 §3.2.2","hostport = host [ \":\" port ]"],
    ["host","host","RFC 2396 §3.2.2","host = hostname | IPv4address"],
    ["hostname","hostname","RFC 2396 §3.2.2","hostname = *( domainlabel \".\" ) toplabel [ \".\" ]"],
    ["domainlabel","domainlabel","RFC 2396 §3.2.2","domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum"],
    ["toplabel","toplabel","RFC 2396 §3.2.2","toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum"],
    ["IPv4address","IPv4address","RFC 2396 §3.2.2","IPv4address = 1*digit \".\" 1*digit \".\" 1*digit \".\" 1*digit"],
    ["port","port","RFC 2396 §3.2.2","port = *digit"],
    ["path","path","RFC 2396 §3.3","path = [ abs_path | opaque_part ]"],
    ["path_segments","pathSegments","RFC 2396 §3.3","path_segments = segment *( \"/\" segment )"],
    ["segment","segment","RFC 2396 §3.3","segment = *pchar *( \";\" param )"],
    ["param","param","RFC 2396 §3.3","param = *pchar"],
    ["pchar","pchar","RFC 2396 §3.3","pchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["query","query","RFC 2396 §3.4","query = *uric"],
    ["fragment","fragment","RFC 2396 §4.1","fragment = *uric"],
    ["uric","uric","RFC 2396 §2","uric = reserved | unreserved | escaped"],
    ["reserved","reserved","RFC 2396 §2.2","reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\""],
    ["unreserved","unreserved","RFC 2396 §2.3","unreserved = alphanum | mark"],
    ["mark","mark","RFC 2396 §2.3","mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\""],
    ["escaped","escaped","RFC 2396 §2.4.1","escaped = \"%\" hex hex"],
    ["hex","hex","RFC 2396 §2.4.1","hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\""],
    ["alphanum","alphanum","RFC 2396 §1.6","alphanum = alpha | digit"],
    ["alpha","alpha","RFC 2396 §1.6","alpha = lowalpha | upalpha"],
    ["lowalpha","lowalpha","RFC 2396 §1.6","lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\""],
    ["upalpha","upalpha","RFC 2396 §1.6","upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\""],
    ["digit","digit","RFC 2396 §1.6","digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\""],
    ["http_URL","httpURL","3.2.2","http_URL = \"http:\" \"//\" host [ \":\" port ] [ abs_path [ \"?\" query ]]"],
  ],
  captured: ["http_URL","host","port","abs_path","query"],
  capturedNames: ["abs_path","host","port","query","http_URL"],
};

// the stretches the fused regexps below share
const F0 = "[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}";
const F1 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\:\\@\\&\\=\\+\\$\\,]";
const F2 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\:\\&\\=\\+\\$\\,]";
const F3 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\@\\&\\=\\+\\$\\,]";
const F4 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\$\\,\\;\\:\\@\\&\\=\\+]";
const F5 = "[A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)\\;\\?\\:\\@\\&\\=\\+\\$\\,]";
const F6 = "[\\;\\/\\?\\:\\@\\&\\=\\+\\$\\,A-Za-z0-9\\-\\_\\.\\!\\~\\*\\'\\(\\)]";
const F7 = "[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F8 = "[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}";
const F9 = "(?:" + F3 + "|%[0-9A-Fa-f]{2})";
const F10 = "(?<a0>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,})";
const F11 = "(?:" + F4 + "|%[0-9A-Fa-f]{2})";
const F12 = "(?:(?:%[0-9A-Fa-f]{2})" + F1 + "*)";
const F13 = "(?:(?:%[0-9A-Fa-f]{2})" + F2 + "*)";
const F14 = "(?:(?:%[0-9A-Fa-f]{2})" + F3 + "*)";
const F15 = "(?:" + F5 + "|%[0-9A-Fa-f]{2})";
const F16 = "(?=" + F10 + ")";
const F17 = "(?!" + F11 + ")";
const F18 = "(?:(?:%[0-9A-Fa-f]{2})" + F4 + "*)";
const F19 = "(?:(?:%[0-9A-Fa-f]{2})" + F6 + "*)";
const F20 = "(?:" + F16 + "\\k<a0>\\.(?=[A-Za-z0-9]))";
const F21 = "(?<a1>" + F20 + "{0,})";
const F22 = "(?=" + F21 + ")";
const F23 = "(?:;" + F1 + "*" + F12 + "*)";
const F24 = "(?:" + F2 + "*" + F13 + "*@)";
const F25 = "(?<a2>" + F24 + "?)";
const F26 = "(?:#" + F6 + "*" + F19 + "*)";
const F27 = "(?=" + F25 + ")";
const F28 = "(?:\\?" + F6 + "*" + F19 + "*)";
const F29 = F22 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?";
const F30 = "(?:" + F22 + "\\k<a1>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})";
const F31 = F1 + "*" + F12 + "*" + F23 + "{0,}";
const F32 = "(?:\\/" + F1 + "*" + F12 + "*" + F23 + "{0,})";
const F33 = "(?:" + F27 + "\\k<a2>" + F30 + "(?::[0-9]{0,})?)";
const F34 = "(?<a3>" + F33 + "?)";
const F35 = "(?=" + F34 + ")";
const F36 = F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}";
const F37 = "\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}";
const F38 = "(?:\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,})";
const F39 = "(?:" + F35 + "\\k<a3>" + F17 + "|" + F11 + F4 + "*" + F18 + "*)";
const F40 = "(?:\\/\\/" + F39 + F38 + "?|\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,})";
const F41 = "(?:" + F40 + F28 + "?|" + F15 + F6 + "*" + F19 + "*)";

export function validate(S: () => Matchers): Matchers {
const K0 = new Fused("(?:(?:[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F41 + "|(?:\\/\\/(?:(?=(?<a7>(?:(?=(?<a6>" + F24 + "?))\\k<a6>(?:(?=(?<a5>(?:(?=(?<a4>[A-Za-z0-9][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}))\\k<a4>\\.(?=[A-Za-z0-9])){0,}))\\k<a5>[A-Za-z][A-Za-z0-9]{0,}(?:[\\-]{1,}[A-Za-z0-9]{1,}){0,}(?:\\.)?|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{0,})?)?))\\k<a7>" + F17 + "|" + F11 + F4 + "*" + F18 + "*)" + F38 + "?|\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}|" + F9 + F3 + "*" + F14 + "*" + F38 + "?)" + F28 + "?))?" + F26 + "?");
const K1 = new Fused("[A-Za-z][A-Za-z0-9\\+\\-\\.]{0,}:" + F41);
const K2 = new Fused("(?:\\/\\/" + F39 + F38 + "?|\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}|" + F9 + F3 + "*" + F14 + "*" + F38 + "?)" + F28 + "?");
const K3 = new Fused(F40 + F28 + "?");
const K4 = bits("000000002df7fffaffffff78efffff74");
const K5 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K6 = bits("000000002dfffffaffffff78efffff74");
const K7 = new Fused("\\/\\/" + F39 + F38 + "?");
const K8 = new Fused(F37);
const K9 = new Fused(F9 + F3 + "*" + F14 + "*" + F38 + "?");
const K10 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002df7ffb2ffffff78efffff74");
const K12 = bits("0000000000000000efffff70efffff70");
const K13 = /[A-Za-z0-9\+\-\.]+/y;
const K14 = bits("000000000086ff30efffff70efffff70");
const K15 = new Fused(F39);
const K16 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\$\,\;\:\@\&\=\+]+|%[0-9A-Fa-f]{2})+/y;
const K17 = bits("000000002df7fff2ffffff78efffff74");
const K18 = new Fused(F33 + "?");
const K19 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\:\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7fff2efffff78efffff74");
const K21 = new Fused(F30 + "(?::[0-9]{0,})?");
const K22 = new Fused(F30);
const K23 = new Fused(F29);
const K24 = new Fused(F8);
const K25 = new Fused(F7);
const K26 = new Fused(F0);
const K27 = /[0-9]+/y;
const K28 = bits("000000000000ff300000000000000000");
const K29 = new Fused("(?:(?:\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}|" + F15 + F6 + "*" + F19 + "*))?");
const K30 = new Fused(F36);
const K31 = new Fused(F31);
const K32 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K33 = bits("000000002df7ff72ffffff78efffff74");
const K34 = bits("00000000058900ca1000000000000000");
const K35 = bits("000000002876ff30efffff78efffff74");
const K36 = bits("00000000287600000000000800000004");
const K37 = bits("000000000000ff30e7000000e7000000");
const K38 = bits("000000000000ff30efffff70efffff70");
const K39 = bits("000000000000000000000000efffff70");
const K40 = bits("0000000000000000efffff7000000000");
const K41 = new Fused("[hH][tT][tT][pP]:\\/\\/" + F30 + "(?::[0-9]{0,})?(?:\\/" + F1 + "*" + F12 + "*" + F23 + "{0,}" + F32 + "{0,}" + F28 + "?)?");
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
          const s4 = p;
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
          if (p === s4) break F;
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
          const s6 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) {
            if (input.length <= 65536) {
              K13.lastIndex = p;
              if (K13.test(input)) p = K13.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K13.lastIndex = 0;
                if (!K13.test(w)) break;
                p += K13.lastIndex;
                if (K13.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s8 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K17[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K16.lastIndex = p;
              if (K16.test(input)) p = K16.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K16.lastIndex = 0;
                if (!K16.test(w)) break;
                p += K16.lastIndex;
                if (K16.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s8) break F;
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
          const s10 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K20[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K19.lastIndex = p;
              if (K19.test(input)) p = K19.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K19.lastIndex = 0;
                if (!K19.test(w)) break;
                p += K19.lastIndex;
                if (K19.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s12 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K28[c] === 1)) {
            if (input.length <= 65536) {
              K27.lastIndex = p;
              if (K27.test(input)) p = K27.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K27.lastIndex = 0;
                if (!K27.test(w)) break;
                p += K27.lastIndex;
                if (K27.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s14 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K33[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K32.lastIndex = p;
              if (K32.test(input)) p = K32.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K32.lastIndex = 0;
                if (!K32.test(w)) break;
                p += K32.lastIndex;
                if (K32.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
          const s17 = p;
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
          const s19 = p;
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

// http_URL
function r_httpURL(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["httpURL"](input, i);
}

return { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit, "httpURL": r_httpURL };
}

export function fast(R: Records): Matchers {
const K0 = bits("000000002fffffb2ffffff78efffff74");
const K1 = bits("0000000000000000efffff70efffff70");
const K2 = new Fused(F26 + "?");
const K3 = bits("00000000800000000000000000000000");
const K4 = bits("00000000000800000000000000000000");
const K5 = bits("000000002ff7fffaffffff78efffff74");
const K6 = bits("000000002ff7ffb2ffffff78efffff74");
const K7 = bits("00000000000000080000000000000000");
const K8 = bits("000000002df7fffaffffff78efffff74");
const K9 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K10 = bits("000000002dfffffaffffff78efffff74");
const K11 = new Fused(F37);
const K12 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K13 = bits("000000002df7ffb2ffffff78efffff74");
const K14 = bits("0000000000000000efffff70efffff70");
const K15 = /[A-Za-z0-9\+\-\.]+/y;
const K16 = bits("000000000086ff30efffff70efffff70");
const K17 = bits("000000002df7fff2ffffff78efffff74");
const K18 = bits("000000002ff7fff2ffffff78efffff74");
const K19 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\$\,\;\:\@\&\=\+]+|%[0-9A-Fa-f]{2})+/y;
const K20 = new Fused(F24 + "?");
const K21 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\:\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K22 = bits("000000002df7fff2efffff78efffff74");
const K23 = bits("00000000000000400000000000000000");
const K24 = new Fused(F30);
const K25 = bits("000000000000ff30efffff70efffff70");
const K26 = bits("000000000000ff300000000000000000");
const K27 = new Fused(F29);
const K28 = bits("000000000000ff30efffff70efffff70");
const K29 = new Fused(F8);
const K30 = /[A-Za-z0-9]+/y;
const K31 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K32 = bits("00000000000200000000000000000000");
const K33 = /[\-]+/y;
const K34 = bits("00000000000200000000000000000000");
const K35 = new Fused(F7);
const K36 = /(?:(?:[\-]){1,256}(?![\-])(?:[A-Za-z0-9]){1,256}(?![A-Za-z0-9])){1,64}/y;
const K37 = new Fused(F0);
const K38 = /[0-9]+/y;
const K39 = bits("000000000000ff300000000000000000");
const K40 = bits("000000002ffffffaffffff78efffff74");
const K41 = new Fused(F36);
const K42 = new Fused(F31);
const K43 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K44 = bits("000000002df7ff72ffffff78efffff74");
const K45 = /(?:;(?:(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]|%[0-9A-Fa-f]{2})){0,256}(?!(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]|%[0-9A-Fa-f]{2}))){1,64}/y;
const K46 = bits("00000000000000800000000000000000");
const K47 = bits("00000000058900ca1000000000000000");
const K48 = bits("000000002876ff30efffff78efffff74");
const K49 = bits("00000000287600000000000800000004");
const K50 = bits("000000000000ff30e7000000e7000000");
const K51 = bits("000000000000000000000000efffff70");
const K52 = bits("0000000000000000efffff7000000000");
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
              c = input.charCodeAt(p);
              if (!(c < 128 && K3[c] === 1)) break O3_f;
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
        A5: {
          const s5 = p, m5 = R.top;
          A5_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A5_0;
            t = r_hierPart(input, p);
            if (t < 0) break A5_0;
            p = t;
            break A5;
          }
          p = s5; R.top = m5;
          A5_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A5_1;
            t = r_opaquePart(input, p);
            if (t < 0) break A5_1;
            p = t;
            break A5;
          }
          p = s5; R.top = m5;
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
        A7: {
          const s7 = p, m7 = R.top;
          A7_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A7_0;
            t = r_netPath(input, p);
            if (t < 0) break A7_0;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          A7_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A7_1;
            t = r_absPath(input, p);
            if (t < 0) break A7_1;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          A7_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break A7_2;
            t = r_relPath(input, p);
            if (t < 0) break A7_2;
            p = t;
            break A7;
          }
          p = s7; R.top = m7;
          break F;
        }
        O8: {
          const s8 = p, m8 = R.top;
          O8_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break O8_f;
            if (input.charCodeAt(p) !== 63) break O8_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O8_f;
            p = t;
            break O8;
          }
          p = s8; R.top = m8;
        }
    return p;
  }
  return -1;
}

// hier_part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A10: {
          const s10 = p, m10 = R.top;
          A10_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A10_0;
            t = r_netPath(input, p);
            if (t < 0) break A10_0;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          A10_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A10_1;
            t = r_absPath(input, p);
            if (t < 0) break A10_1;
            p = t;
            break A10;
          }
          p = s10; R.top = m10;
          break F;
        }
        O11: {
          const s11 = p, m11 = R.top;
          O11_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break O11_f;
            if (input.charCodeAt(p) !== 63) break O11_f;
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O11_f;
            p = t;
            break O11;
          }
          p = s11; R.top = m11;
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
        if ((c < 128 && K8[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else break F;
        {
          const s13 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K10[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K9.lastIndex = p;
              if (K9.test(input)) p = K9.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K9.lastIndex = 0;
                if (!K9.test(w)) break;
                p += K9.lastIndex;
                if (K9.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if ((c < 128 && K8[c] === 1)) p++;
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
        O16: {
          const s16 = p, m16 = R.top;
          O16_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O16_f;
            t = r_absPath(input, p);
            if (t < 0) break O16_f;
            p = t;
            break O16;
          }
          p = s16; R.top = m16;
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
      const s17 = p, m17 = R.top;
        if (input.length <= 65536) {
          t = K11.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          if (input.charCodeAt(p) !== 47) break F;
          p += 1;
          t = r_pathSegments(input, p);
          if (t < 0) break F;
          p = t;
        }
      R.capture(3, s17, p, m17);
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
        O19: {
          const s19 = p, m19 = R.top;
          O19_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O19_f;
            t = r_absPath(input, p);
            if (t < 0) break O19_f;
            p = t;
            break O19;
          }
          p = s19; R.top = m19;
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
          const s21 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K12.lastIndex = p;
              if (K12.test(input)) p = K12.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K12.lastIndex = 0;
                if (!K12.test(w)) break;
                p += K12.lastIndex;
                if (K12.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s21) break F;
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
        if ((c < 128 && K14[c] === 1)) p++;
        else break F;
        {
          const s23 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K16[c] === 1)) {
            if (input.length <= 65536) {
              K15.lastIndex = p;
              if (K15.test(input)) p = K15.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K15.lastIndex = 0;
                if (!K15.test(w)) break;
                p += K15.lastIndex;
                if (K15.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        A25: {
          const s25 = p, m25 = R.top;
          A25_0: {
            t = r_server(input, p);
            if (t < 0) break A25_0;
            p = t;
            {
              const s26 = p, m26 = R.top;
              L26: {
                c = input.charCodeAt(p);
                if ((c < 128 && K17[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else break L26;
                p = s26; R.top = m26;
                break A25_0;
              }
              p = s26; R.top = m26;
            }
            break A25;
          }
          p = s25; R.top = m25;
          A25_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K18[c] === 1)) break A25_1;
            t = r_regName(input, p);
            if (t < 0) break A25_1;
            p = t;
            break A25;
          }
          p = s25; R.top = m25;
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
          const s28 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K17[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K19.lastIndex = p;
              if (K19.test(input)) p = K19.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K19.lastIndex = 0;
                if (!K19.test(w)) break;
                p += K19.lastIndex;
                if (K19.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s28) break F;
        }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O30: {
          const s30 = p, m30 = R.top;
          O30_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K18[c] === 1)) break O30_f;
            if (input.length <= 65536) {
              t = K20.match(input, p);
              if (t < 0) break O30_f;
              p = t;
            } else {
              O31: {
                const s31 = p, m31 = R.top;
                O31_f: {
                  c = input.charCodeAt(p);
                  if (!(c < 128 && K18[c] === 1)) break O31_f;
                  t = r_userinfo(input, p);
                  if (t < 0) break O31_f;
                  p = t;
                  if (input.charCodeAt(p) !== 64) break O31_f;
                  p += 1;
                  break O31;
                }
                p = s31; R.top = m31;
              }
            }
            t = r_hostport(input, p);
            if (t < 0) break O30_f;
            p = t;
            break O30;
          }
          p = s30; R.top = m30;
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
          const s33 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K22[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K21.lastIndex = p;
              if (K21.test(input)) p = K21.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K21.lastIndex = 0;
                if (!K21.test(w)) break;
                p += K21.lastIndex;
                if (K21.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
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
        O35: {
          const s35 = p, m35 = R.top;
          O35_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K23[c] === 1)) break O35_f;
            if (input.charCodeAt(p) !== 58) break O35_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O35_f;
            p = t;
            break O35;
          }
          p = s35; R.top = m35;
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
      const s36 = p, m36 = R.top;
        if (input.length <= 65536) {
          t = K24.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A37: {
            const s37 = p, m37 = R.top;
            A37_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K25[c] === 1)) break A37_0;
              t = r_hostname(input, p);
              if (t < 0) break A37_0;
              p = t;
              break A37;
            }
            p = s37; R.top = m37;
            A37_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A37_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A37_1;
              p = t;
              break A37;
            }
            p = s37; R.top = m37;
            break F;
          }
        }
      R.capture(1, s36, p, m36);
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
      t = K27.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            let n39 = 0;
            M39: for (;;) {
              const s39 = p, m39 = R.top;
              M39_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K25[c] === 1)) break M39_f;
                t = r_domainlabel(input, p);
                if (t < 0) break M39_f;
                p = t;
                if (input.charCodeAt(p) !== 46) break M39_f;
                p += 1;
                L40_ok: {
                  const s40 = p, m40 = R.top;
                  L40: {
                    c = input.charCodeAt(p);
                    if ((c < 128 && K28[c] === 1)) p++;
                    else break L40;
                    p = s40; R.top = m40;
                    break L40_ok;
                  }
                  p = s40; R.top = m40;
                  break M39_f;
                }
                if (p === s39) { R.top = m39; break M39; }
                n39++;
                continue M39;
              }
              p = s39; R.top = m39;
              break;
            }
          }
          t = r_toplabel(input, p);
          if (t < 0) break F;
          p = t;
          O41: {
            const s41 = p, m41 = R.top;
            O41_f: {
              if (input.charCodeAt(p) !== 46) break O41_f;
              p += 1;
              break O41;
            }
            p = s41; R.top = m41;
          }
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
      t = K29.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K28[c] === 1)) p++;
          else break F;
          {
            const s43 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K28[c] === 1)) {
              if (input.length <= 65536) {
                K30.lastIndex = p;
                if (K30.test(input)) p = K30.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K30.lastIndex = 0;
                  if (!K30.test(w)) break;
                  p += K30.lastIndex;
                  if (K30.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n44 = 0;
            M44: for (;;) {
              K31.lastIndex = p;
              if (K31.test(input) && K31.lastIndex > p) { p = K31.lastIndex; n44 = 1; }
              const s44 = p, m44 = R.top;
              M44_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K32[c] === 1)) break M44_f;
                {
                  const s45 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K34[c] === 1)) {
                    if (input.length <= 65536) {
                      K33.lastIndex = p;
                      if (K33.test(input)) p = K33.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K33.lastIndex = 0;
                        if (!K33.test(w)) break;
                        p += K33.lastIndex;
                        if (K33.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s45) break M44_f;
                }
                {
                  const s46 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K28[c] === 1)) {
                    if (input.length <= 65536) {
                      K30.lastIndex = p;
                      if (K30.test(input)) p = K30.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K30.lastIndex = 0;
                        if (!K30.test(w)) break;
                        p += K30.lastIndex;
                        if (K30.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s46) break M44_f;
                }
                if (p === s44) { R.top = m44; break M44; }
                n44++;
                continue M44;
              }
              p = s44; R.top = m44;
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
      t = K35.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          c = input.charCodeAt(p);
          if ((c < 128 && K14[c] === 1)) p++;
          else break F;
          {
            const s48 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K28[c] === 1)) {
              if (input.length <= 65536) {
                K30.lastIndex = p;
                if (K30.test(input)) p = K30.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K30.lastIndex = 0;
                  if (!K30.test(w)) break;
                  p += K30.lastIndex;
                  if (K30.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n49 = 0;
            M49: for (;;) {
              K36.lastIndex = p;
              if (K36.test(input) && K36.lastIndex > p) { p = K36.lastIndex; n49 = 1; }
              const s49 = p, m49 = R.top;
              M49_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K32[c] === 1)) break M49_f;
                {
                  const s50 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K34[c] === 1)) {
                    if (input.length <= 65536) {
                      K33.lastIndex = p;
                      if (K33.test(input)) p = K33.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K33.lastIndex = 0;
                        if (!K33.test(w)) break;
                        p += K33.lastIndex;
                        if (K33.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s50) break M49_f;
                }
                {
                  const s51 = p;
                  c = input.charCodeAt(p);
                  if ((c < 128 && K28[c] === 1)) {
                    if (input.length <= 65536) {
                      K30.lastIndex = p;
                      if (K30.test(input)) p = K30.lastIndex;
                    } else {
                      for (;;) {
                        const w = input.substring(p, p + 65536);
                        K30.lastIndex = 0;
                        if (!K30.test(w)) break;
                        p += K30.lastIndex;
                        if (K30.lastIndex < w.length - 2 || p >= input.length) break;
                      }
                    }
                  }
                  if (p === s51) break M49_f;
                }
                if (p === s49) { R.top = m49; break M49; }
                n49++;
                continue M49;
              }
              p = s49; R.top = m49;
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
    if (input.length <= 65536) {
      t = K37.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            const s53 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K39[c] === 1)) {
              if (input.length <= 65536) {
                K38.lastIndex = p;
                if (K38.test(input)) p = K38.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K38.lastIndex = 0;
                  if (!K38.test(w)) break;
                  p += K38.lastIndex;
                  if (K38.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s53) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s54 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K39[c] === 1)) {
              if (input.length <= 65536) {
                K38.lastIndex = p;
                if (K38.test(input)) p = K38.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K38.lastIndex = 0;
                  if (!K38.test(w)) break;
                  p += K38.lastIndex;
                  if (K38.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s54) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s55 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K39[c] === 1)) {
              if (input.length <= 65536) {
                K38.lastIndex = p;
                if (K38.test(input)) p = K38.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K38.lastIndex = 0;
                  if (!K38.test(w)) break;
                  p += K38.lastIndex;
                  if (K38.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s55) break F;
          }
          if (input.charCodeAt(p) !== 46) break F;
          p += 1;
          {
            const s56 = p;
            c = input.charCodeAt(p);
            if ((c < 128 && K39[c] === 1)) {
              if (input.length <= 65536) {
                K38.lastIndex = p;
                if (K38.test(input)) p = K38.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K38.lastIndex = 0;
                  if (!K38.test(w)) break;
                  p += K38.lastIndex;
                  if (K38.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
            if (p === s56) break F;
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
      const s57 = p, m57 = R.top;
        {
          const s58 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K39[c] === 1)) {
            if (input.length <= 65536) {
              K38.lastIndex = p;
              if (K38.test(input)) p = K38.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K38.lastIndex = 0;
                if (!K38.test(w)) break;
                p += K38.lastIndex;
                if (K38.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(2, s57, p, m57);
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        O60: {
          const s60 = p, m60 = R.top;
          O60_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K40[c] === 1)) break O60_f;
            A61: {
              const s61 = p, m61 = R.top;
              A61_0: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break A61_0;
                t = r_absPath(input, p);
                if (t < 0) break A61_0;
                p = t;
                break A61;
              }
              p = s61; R.top = m61;
              A61_1: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K5[c] === 1)) break A61_1;
                t = r_opaquePart(input, p);
                if (t < 0) break A61_1;
                p = t;
                break A61;
              }
              p = s61; R.top = m61;
              break O60_f;
            }
            break O60;
          }
          p = s60; R.top = m60;
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
      t = K41.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          t = r_segment(input, p);
          if (t < 0) break F;
          p = t;
          {
            let n63 = 0;
            M63: for (;;) {
              const s63 = p, m63 = R.top;
              M63_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break M63_f;
                if (input.charCodeAt(p) !== 47) break M63_f;
                p += 1;
                t = r_segment(input, p);
                if (t < 0) break M63_f;
                p = t;
                if (p === s63) { R.top = m63; break M63; }
                n63++;
                continue M63;
              }
              p = s63; R.top = m63;
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
      t = K42.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          {
            const s65 = p;
            c = input.charCodeAt(p);
            if (((c < 128 && K44[c] === 1) || c === 37)) {
              if (input.length <= 65536) {
                K43.lastIndex = p;
                if (K43.test(input)) p = K43.lastIndex;
              } else {
                for (;;) {
                  const w = input.substring(p, p + 65536);
                  K43.lastIndex = 0;
                  if (!K43.test(w)) break;
                  p += K43.lastIndex;
                  if (K43.lastIndex < w.length - 2 || p >= input.length) break;
                }
              }
            }
          }
          {
            let n66 = 0;
            M66: for (;;) {
              K45.lastIndex = p;
              if (K45.test(input) && K45.lastIndex > p) { p = K45.lastIndex; n66 = 1; }
              const s66 = p, m66 = R.top;
              M66_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K46[c] === 1)) break M66_f;
                if (input.charCodeAt(p) !== 59) break M66_f;
                p += 1;
                t = r_param(input, p);
                if (t < 0) break M66_f;
                p = t;
                if (p === s66) { R.top = m66; break M66; }
                n66++;
                continue M66;
              }
              p = s66; R.top = m66;
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
          const s68 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K44[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K43.lastIndex = p;
              if (K43.test(input)) p = K43.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K43.lastIndex = 0;
                if (!K43.test(w)) break;
                p += K43.lastIndex;
                if (K43.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if ((c < 128 && K44[c] === 1)) p++;
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
      const s70 = p, m70 = R.top;
        {
          const s71 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K10[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K9.lastIndex = p;
              if (K9.test(input)) p = K9.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K9.lastIndex = 0;
                if (!K9.test(w)) break;
                p += K9.lastIndex;
                if (K9.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
        }
      R.capture(4, s70, p, m70);
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
          const s73 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K10[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K9.lastIndex = p;
              if (K9.test(input)) p = K9.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K9.lastIndex = 0;
                if (!K9.test(w)) break;
                p += K9.lastIndex;
                if (K9.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
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
        if ((c < 128 && K10[c] === 1)) p++;
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
        if ((c < 128 && K47[c] === 1)) p++;
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
        if ((c < 128 && K48[c] === 1)) p++;
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
        if ((c < 128 && K49[c] === 1)) p++;
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
        if ((c < 128 && K50[c] === 1)) p++;
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
        if ((c < 128 && K28[c] === 1)) p++;
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
        if ((c < 128 && K14[c] === 1)) p++;
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
        if ((c < 128 && K51[c] === 1)) p++;
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
        if ((c < 128 && K52[c] === 1)) p++;
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
        if ((c < 128 && K39[c] === 1)) p++;
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
      const s85 = p, m85 = R.top;
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || input.charCodeAt(p + 4) !== 58) break F;
        p += 5;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break F;
        p += 2;
        t = r_host(input, p);
        if (t < 0) break F;
        p = t;
        O86: {
          const s86 = p, m86 = R.top;
          O86_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K23[c] === 1)) break O86_f;
            if (input.charCodeAt(p) !== 58) break O86_f;
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O86_f;
            p = t;
            break O86;
          }
          p = s86; R.top = m86;
        }
        O87: {
          const s87 = p, m87 = R.top;
          O87_f: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break O87_f;
            t = r_absPath(input, p);
            if (t < 0) break O87_f;
            p = t;
            O88: {
              const s88 = p, m88 = R.top;
              O88_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K7[c] === 1)) break O88_f;
                if (input.charCodeAt(p) !== 63) break O88_f;
                p += 1;
                t = r_query(input, p);
                if (t < 0) break O88_f;
                p = t;
                break O88;
              }
              p = s88; R.top = m88;
            }
            break O87;
          }
          p = s87; R.top = m87;
        }
      R.capture(0, s85, p, m85);
    }
    return p;
  }
  return -1;
}

return { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit, "httpURL": r_httpURL };
}

export function explain(E: ExplainRuntime): Matchers {
const K0 = "URI-reference";
const K1 = "\"#\"";
const K2 = "absoluteURI";
const K3 = "\":\"";
const K4 = "relativeURI";
const K5 = "\"?\"";
const K6 = "hier_part";
const K7 = "opaque_part";
const K8 = bits("000000002df7fffaffffff78efffff74");
const K9 = "uric_no_slash";
const K10 = /(?:[\;\/\?\:\@\&\=\+\$\,A-Za-z0-9\-\_\.\!\~\*\'\(\)]+|%[0-9A-Fa-f]{2})+/y;
const K11 = bits("000000002dfffffaffffff78efffff74");
const K12 = "uric";
const K13 = "net_path";
const K14 = "\"//\"";
const K15 = "abs_path";
const K16 = "\"/\"";
const K17 = "rel_path";
const K18 = "rel_segment";
const K19 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K20 = bits("000000002df7ffb2ffffff78efffff74");
const K21 = "scheme";
const K22 = bits("0000000000000000efffff70efffff70");
const K23 = "alpha";
const K24 = /[A-Za-z0-9\+\-\.]+/y;
const K25 = bits("000000000086ff30efffff70efffff70");
const K26 = "authority";
const K27 = "not lookahead";
const K28 = bits("000000002df7fff2ffffff78efffff74");
const K29 = "reg_name";
const K30 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\$\,\;\:\@\&\=\+]+|%[0-9A-Fa-f]{2})+/y;
const K31 = "server";
const K32 = "\"@\"";
const K33 = "userinfo";
const K34 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\;\:\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K35 = bits("000000002df7fff2efffff78efffff74");
const K36 = "hostport";
const K37 = "host";
const K38 = "hostname";
const K39 = "\".\"";
const K40 = "lookahead";
const K41 = bits("000000000000ff30efffff70efffff70");
const K42 = "alphanum";
const K43 = "domainlabel";
const K44 = /[A-Za-z0-9]+/y;
const K45 = /[\-]+/y;
const K46 = bits("00000000000200000000000000000000");
const K47 = "\"-\"";
const K48 = "toplabel";
const K49 = "IPv4address";
const K50 = /[0-9]+/y;
const K51 = bits("000000000000ff300000000000000000");
const K52 = "digit";
const K53 = "port";
const K54 = "path";
const K55 = "path_segments";
const K56 = "segment";
const K57 = /(?:[A-Za-z0-9\-\_\.\!\~\*\'\(\)\:\@\&\=\+\$\,]+|%[0-9A-Fa-f]{2})+/y;
const K58 = bits("000000002df7ff72ffffff78efffff74");
const K59 = "pchar";
const K60 = "\";\"";
const K61 = "param";
const K62 = "query";
const K63 = "fragment";
const K64 = "reserved";
const K65 = bits("00000000058900ca1000000000000000");
const K66 = "unreserved";
const K67 = bits("000000002876ff30efffff78efffff74");
const K68 = "mark";
const K69 = bits("00000000287600000000000800000004");
const K70 = "escaped";
const K71 = "\"%\"";
const K72 = "hex";
const K73 = bits("000000000000ff30e7000000e7000000");
const K74 = "lowalpha";
const K75 = bits("000000000000000000000000efffff70");
const K76 = "upalpha";
const K77 = bits("0000000000000000efffff7000000000");
const K78 = "http_URL";
const K79 = "\"http:\"";
// URI-reference
function r_URIReference(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W0: {
      E.tracker.enter(K0, p);
      W0_f: {
        O1: {
          const s1 = p;
          O1_f: {
            A2: {
              const s2 = p;
              A2_0: {
                t = r_absoluteURI(input, p);
                if (t < 0) break A2_0;
                p = t;
                break A2;
              }
              p = s2;
              A2_1: {
                t = r_relativeURI(input, p);
                if (t < 0) break A2_1;
                p = t;
                break A2;
              }
              p = s2;
              break O1_f;
            }
            break O1;
          }
          p = s1;
        }
        O3: {
          const s3 = p;
          O3_f: {
            if (input.charCodeAt(p) !== 35) { E.fail(p, K1); break O3_f; }
            p += 1;
            t = r_fragment(input, p);
            if (t < 0) break O3_f;
            p = t;
            break O3;
          }
          p = s3;
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

// absoluteURI
function r_absoluteURI(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W4: {
      E.tracker.enter(K2, p);
      W4_f: {
        t = r_scheme(input, p);
        if (t < 0) break W4_f;
        p = t;
        if (input.charCodeAt(p) !== 58) { E.fail(p, K3); break W4_f; }
        p += 1;
        A5: {
          const s5 = p;
          A5_0: {
            t = r_hierPart(input, p);
            if (t < 0) break A5_0;
            p = t;
            break A5;
          }
          p = s5;
          A5_1: {
            t = r_opaquePart(input, p);
            if (t < 0) break A5_1;
            p = t;
            break A5;
          }
          p = s5;
          break W4_f;
        }
        E.tracker.leave();
        break W4;
      }
      E.tracker.leave();
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
    W6: {
      E.tracker.enter(K4, p);
      W6_f: {
        A7: {
          const s7 = p;
          A7_0: {
            t = r_netPath(input, p);
            if (t < 0) break A7_0;
            p = t;
            break A7;
          }
          p = s7;
          A7_1: {
            t = r_absPath(input, p);
            if (t < 0) break A7_1;
            p = t;
            break A7;
          }
          p = s7;
          A7_2: {
            t = r_relPath(input, p);
            if (t < 0) break A7_2;
            p = t;
            break A7;
          }
          p = s7;
          break W6_f;
        }
        O8: {
          const s8 = p;
          O8_f: {
            if (input.charCodeAt(p) !== 63) { E.fail(p, K5); break O8_f; }
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O8_f;
            p = t;
            break O8;
          }
          p = s8;
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

// hier_part
function r_hierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W9: {
      E.tracker.enter(K6, p);
      W9_f: {
        A10: {
          const s10 = p;
          A10_0: {
            t = r_netPath(input, p);
            if (t < 0) break A10_0;
            p = t;
            break A10;
          }
          p = s10;
          A10_1: {
            t = r_absPath(input, p);
            if (t < 0) break A10_1;
            p = t;
            break A10;
          }
          p = s10;
          break W9_f;
        }
        O11: {
          const s11 = p;
          O11_f: {
            if (input.charCodeAt(p) !== 63) { E.fail(p, K5); break O11_f; }
            p += 1;
            t = r_query(input, p);
            if (t < 0) break O11_f;
            p = t;
            break O11;
          }
          p = s11;
        }
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

// opaque_part
function r_opaquePart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W12: {
      E.tracker.enter(K7, p);
      W12_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K8[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K9); break W12_f; }
        {
          const s13 = p;
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
        break W12;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// uric_no_slash
function r_uricNoSlash(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W14: {
      E.tracker.enter(K9, p);
      W14_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K8[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K9); break W14_f; }
        E.tracker.leave();
        break W14;
      }
      E.tracker.leave();
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
    W15: {
      E.tracker.enter(K13, p);
      W15_f: {
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { E.fail(p, K14); break W15_f; }
        p += 2;
        t = r_authority(input, p);
        if (t < 0) break W15_f;
        p = t;
        O16: {
          const s16 = p;
          O16_f: {
            t = r_absPath(input, p);
            if (t < 0) break O16_f;
            p = t;
            break O16;
          }
          p = s16;
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

// abs_path
function r_absPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W17: {
      E.tracker.enter(K15, p);
      W17_f: {
        if (input.charCodeAt(p) !== 47) { E.fail(p, K16); break W17_f; }
        p += 1;
        t = r_pathSegments(input, p);
        if (t < 0) break W17_f;
        p = t;
        E.tracker.leave();
        break W17;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// rel_path
function r_relPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W18: {
      E.tracker.enter(K17, p);
      W18_f: {
        t = r_relSegment(input, p);
        if (t < 0) break W18_f;
        p = t;
        O19: {
          const s19 = p;
          O19_f: {
            t = r_absPath(input, p);
            if (t < 0) break O19_f;
            p = t;
            break O19;
          }
          p = s19;
        }
        E.tracker.leave();
        break W18;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// rel_segment
function r_relSegment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W20: {
      E.tracker.enter(K18, p);
      W20_f: {
        {
          const s21 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K20[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K19.lastIndex = p;
              if (K19.test(input)) p = K19.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K19.lastIndex = 0;
                if (!K19.test(w)) break;
                p += K19.lastIndex;
                if (K19.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s21) { E.fail(p, K18); break W20_f; }
          E.tracker.record(p, K18);
        }
        E.tracker.leave();
        break W20;
      }
      E.tracker.leave();
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
    W22: {
      E.tracker.enter(K21, p);
      W22_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else { E.fail(p, K23); break W22_f; }
        {
          const s23 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K25[c] === 1)) {
            if (input.length <= 65536) {
              K24.lastIndex = p;
              if (K24.test(input)) p = K24.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K24.lastIndex = 0;
                if (!K24.test(w)) break;
                p += K24.lastIndex;
                if (K24.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K21);
        }
        E.tracker.leave();
        break W22;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// authority
function r_authority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W24: {
      E.tracker.enter(K26, p);
      W24_f: {
        A25: {
          const s25 = p;
          A25_0: {
            t = r_server(input, p);
            if (t < 0) break A25_0;
            p = t;
            {
              const s26 = p, f26 = E.far, x26 = E.exp;
              E.far = -1; E.exp = [];
              E.tracker.suspended++;
              L26: {
                c = input.charCodeAt(p);
                if ((c < 128 && K28[c] === 1)) p++;
                else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                else { E.fail(p, K29); break L26; }
                p = s26; E.tracker.suspended--; E.far = f26; E.exp = x26;
                E.merge(p, K27); break A25_0;
              }
              p = s26; E.tracker.suspended--; E.far = f26; E.exp = x26;
            }
            break A25;
          }
          p = s25;
          A25_1: {
            t = r_regName(input, p);
            if (t < 0) break A25_1;
            p = t;
            break A25;
          }
          p = s25;
          break W24_f;
        }
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

// reg_name
function r_regName(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W27: {
      E.tracker.enter(K29, p);
      W27_f: {
        {
          const s28 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K28[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K30.lastIndex = p;
              if (K30.test(input)) p = K30.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K30.lastIndex = 0;
                if (!K30.test(w)) break;
                p += K30.lastIndex;
                if (K30.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s28) { E.fail(p, K29); break W27_f; }
          E.tracker.record(p, K29);
        }
        E.tracker.leave();
        break W27;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// server
function r_server(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W29: {
      E.tracker.enter(K31, p);
      W29_f: {
        O30: {
          const s30 = p;
          O30_f: {
            O31: {
              const s31 = p;
              O31_f: {
                t = r_userinfo(input, p);
                if (t < 0) break O31_f;
                p = t;
                if (input.charCodeAt(p) !== 64) { E.fail(p, K32); break O31_f; }
                p += 1;
                break O31;
              }
              p = s31;
            }
            t = r_hostport(input, p);
            if (t < 0) break O30_f;
            p = t;
            break O30;
          }
          p = s30;
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

// userinfo
function r_userinfo(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W32: {
      E.tracker.enter(K33, p);
      W32_f: {
        {
          const s33 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K35[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K34.lastIndex = p;
              if (K34.test(input)) p = K34.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K34.lastIndex = 0;
                if (!K34.test(w)) break;
                p += K34.lastIndex;
                if (K34.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K33);
        }
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

// hostport
function r_hostport(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W34: {
      E.tracker.enter(K36, p);
      W34_f: {
        t = r_host(input, p);
        if (t < 0) break W34_f;
        p = t;
        O35: {
          const s35 = p;
          O35_f: {
            if (input.charCodeAt(p) !== 58) { E.fail(p, K3); break O35_f; }
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O35_f;
            p = t;
            break O35;
          }
          p = s35;
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

// host
function r_host(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W36: {
      E.tracker.enter(K37, p);
      W36_f: {
        A37: {
          const s37 = p;
          A37_0: {
            t = r_hostname(input, p);
            if (t < 0) break A37_0;
            p = t;
            break A37;
          }
          p = s37;
          A37_1: {
            t = r_IPv4address(input, p);
            if (t < 0) break A37_1;
            p = t;
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

// hostname
function r_hostname(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W38: {
      E.tracker.enter(K38, p);
      W38_f: {
        {
          let n39 = 0;
          const f39 = E.far, x39 = E.exp;
          let e39 = null;
          M39: for (;;) {
            const s39 = p;
            E.far = -1; E.exp = [];
            M39_f: {
              t = r_domainlabel(input, p);
              if (t < 0) break M39_f;
              p = t;
              if (input.charCodeAt(p) !== 46) { E.fail(p, K39); break M39_f; }
              p += 1;
              L40_ok: {
                const s40 = p, f40 = E.far, x40 = E.exp;
                E.far = -1; E.exp = [];
                E.tracker.suspended++;
                L40: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K41[c] === 1)) p++;
                  else { E.fail(p, K42); break L40; }
                  p = s40; E.tracker.suspended--; E.far = f40; E.exp = x40;
                  break L40_ok;
                }
                p = s40; E.tracker.suspended--; E.far = f40; E.exp = x40;
                E.merge(p, K40); break M39_f;
              }
              if (p === s39) {  e39 = null; break M39; }
              n39++;
              continue M39;
            }
            p = s39;
            e39 = E.exp;
            break;
          }
          E.far = f39; E.exp = x39;
        }
        t = r_toplabel(input, p);
        if (t < 0) break W38_f;
        p = t;
        O41: {
          const s41 = p;
          O41_f: {
            if (input.charCodeAt(p) !== 46) { E.fail(p, K39); break O41_f; }
            p += 1;
            break O41;
          }
          p = s41;
        }
        E.tracker.leave();
        break W38;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// domainlabel
function r_domainlabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W42: {
      E.tracker.enter(K43, p);
      W42_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K41[c] === 1)) p++;
        else { E.fail(p, K42); break W42_f; }
        {
          const s43 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
            if (input.length <= 65536) {
              K44.lastIndex = p;
              if (K44.test(input)) p = K44.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K44.lastIndex = 0;
                if (!K44.test(w)) break;
                p += K44.lastIndex;
                if (K44.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K42);
        }
        {
          let n44 = 0;
          const f44 = E.far, x44 = E.exp;
          let e44 = null;
          M44: for (;;) {
            const s44 = p;
            E.far = -1; E.exp = [];
            M44_f: {
              {
                const s45 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K46[c] === 1)) {
                  if (input.length <= 65536) {
                    K45.lastIndex = p;
                    if (K45.test(input)) p = K45.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K45.lastIndex = 0;
                      if (!K45.test(w)) break;
                      p += K45.lastIndex;
                      if (K45.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s45) { E.fail(p, K47); break M44_f; }
                E.tracker.record(p, K47);
              }
              {
                const s46 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K41[c] === 1)) {
                  if (input.length <= 65536) {
                    K44.lastIndex = p;
                    if (K44.test(input)) p = K44.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K44.lastIndex = 0;
                      if (!K44.test(w)) break;
                      p += K44.lastIndex;
                      if (K44.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s46) { E.fail(p, K42); break M44_f; }
                E.tracker.record(p, K42);
              }
              if (p === s44) {  e44 = null; break M44; }
              n44++;
              continue M44;
            }
            p = s44;
            e44 = E.exp;
            break;
          }
          E.far = f44; E.exp = x44;
        }
        E.tracker.leave();
        break W42;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// toplabel
function r_toplabel(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W47: {
      E.tracker.enter(K48, p);
      W47_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else { E.fail(p, K23); break W47_f; }
        {
          const s48 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K41[c] === 1)) {
            if (input.length <= 65536) {
              K44.lastIndex = p;
              if (K44.test(input)) p = K44.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K44.lastIndex = 0;
                if (!K44.test(w)) break;
                p += K44.lastIndex;
                if (K44.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K42);
        }
        {
          let n49 = 0;
          const f49 = E.far, x49 = E.exp;
          let e49 = null;
          M49: for (;;) {
            const s49 = p;
            E.far = -1; E.exp = [];
            M49_f: {
              {
                const s50 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K46[c] === 1)) {
                  if (input.length <= 65536) {
                    K45.lastIndex = p;
                    if (K45.test(input)) p = K45.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K45.lastIndex = 0;
                      if (!K45.test(w)) break;
                      p += K45.lastIndex;
                      if (K45.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s50) { E.fail(p, K47); break M49_f; }
                E.tracker.record(p, K47);
              }
              {
                const s51 = p;
                c = input.charCodeAt(p);
                if ((c < 128 && K41[c] === 1)) {
                  if (input.length <= 65536) {
                    K44.lastIndex = p;
                    if (K44.test(input)) p = K44.lastIndex;
                  } else {
                    for (;;) {
                      const w = input.substring(p, p + 65536);
                      K44.lastIndex = 0;
                      if (!K44.test(w)) break;
                      p += K44.lastIndex;
                      if (K44.lastIndex < w.length - 2 || p >= input.length) break;
                    }
                  }
                }
                if (p === s51) { E.fail(p, K42); break M49_f; }
                E.tracker.record(p, K42);
              }
              if (p === s49) {  e49 = null; break M49; }
              n49++;
              continue M49;
            }
            p = s49;
            e49 = E.exp;
            break;
          }
          E.far = f49; E.exp = x49;
        }
        E.tracker.leave();
        break W47;
      }
      E.tracker.leave();
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
    W52: {
      E.tracker.enter(K49, p);
      W52_f: {
        {
          const s53 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s53) { E.fail(p, K52); break W52_f; }
          E.tracker.record(p, K52);
        }
        if (input.charCodeAt(p) !== 46) { E.fail(p, K39); break W52_f; }
        p += 1;
        {
          const s54 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s54) { E.fail(p, K52); break W52_f; }
          E.tracker.record(p, K52);
        }
        if (input.charCodeAt(p) !== 46) { E.fail(p, K39); break W52_f; }
        p += 1;
        {
          const s55 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s55) { E.fail(p, K52); break W52_f; }
          E.tracker.record(p, K52);
        }
        if (input.charCodeAt(p) !== 46) { E.fail(p, K39); break W52_f; }
        p += 1;
        {
          const s56 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          if (p === s56) { E.fail(p, K52); break W52_f; }
          E.tracker.record(p, K52);
        }
        E.tracker.leave();
        break W52;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// port
function r_port(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W57: {
      E.tracker.enter(K53, p);
      W57_f: {
        {
          const s58 = p;
          c = input.charCodeAt(p);
          if ((c < 128 && K51[c] === 1)) {
            if (input.length <= 65536) {
              K50.lastIndex = p;
              if (K50.test(input)) p = K50.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K50.lastIndex = 0;
                if (!K50.test(w)) break;
                p += K50.lastIndex;
                if (K50.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K52);
        }
        E.tracker.leave();
        break W57;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// path
function r_path(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W59: {
      E.tracker.enter(K54, p);
      W59_f: {
        O60: {
          const s60 = p;
          O60_f: {
            A61: {
              const s61 = p;
              A61_0: {
                t = r_absPath(input, p);
                if (t < 0) break A61_0;
                p = t;
                break A61;
              }
              p = s61;
              A61_1: {
                t = r_opaquePart(input, p);
                if (t < 0) break A61_1;
                p = t;
                break A61;
              }
              p = s61;
              break O60_f;
            }
            break O60;
          }
          p = s60;
        }
        E.tracker.leave();
        break W59;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// path_segments
function r_pathSegments(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W62: {
      E.tracker.enter(K55, p);
      W62_f: {
        t = r_segment(input, p);
        if (t < 0) break W62_f;
        p = t;
        {
          let n63 = 0;
          const f63 = E.far, x63 = E.exp;
          let e63 = null;
          M63: for (;;) {
            const s63 = p;
            E.far = -1; E.exp = [];
            M63_f: {
              if (input.charCodeAt(p) !== 47) { E.fail(p, K16); break M63_f; }
              p += 1;
              t = r_segment(input, p);
              if (t < 0) break M63_f;
              p = t;
              if (p === s63) {  e63 = null; break M63; }
              n63++;
              continue M63;
            }
            p = s63;
            e63 = E.exp;
            break;
          }
          E.far = f63; E.exp = x63;
        }
        E.tracker.leave();
        break W62;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// segment
function r_segment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W64: {
      E.tracker.enter(K56, p);
      W64_f: {
        {
          const s65 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K58[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K57.lastIndex = p;
              if (K57.test(input)) p = K57.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K57.lastIndex = 0;
                if (!K57.test(w)) break;
                p += K57.lastIndex;
                if (K57.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K59);
        }
        {
          let n66 = 0;
          const f66 = E.far, x66 = E.exp;
          let e66 = null;
          M66: for (;;) {
            const s66 = p;
            E.far = -1; E.exp = [];
            M66_f: {
              if (input.charCodeAt(p) !== 59) { E.fail(p, K60); break M66_f; }
              p += 1;
              t = r_param(input, p);
              if (t < 0) break M66_f;
              p = t;
              if (p === s66) {  e66 = null; break M66; }
              n66++;
              continue M66;
            }
            p = s66;
            e66 = E.exp;
            break;
          }
          E.far = f66; E.exp = x66;
        }
        E.tracker.leave();
        break W64;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// param
function r_param(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W67: {
      E.tracker.enter(K61, p);
      W67_f: {
        {
          const s68 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K58[c] === 1) || c === 37)) {
            if (input.length <= 65536) {
              K57.lastIndex = p;
              if (K57.test(input)) p = K57.lastIndex;
            } else {
              for (;;) {
                const w = input.substring(p, p + 65536);
                K57.lastIndex = 0;
                if (!K57.test(w)) break;
                p += K57.lastIndex;
                if (K57.lastIndex < w.length - 2 || p >= input.length) break;
              }
            }
          }
          E.tracker.record(p, K59);
        }
        E.tracker.leave();
        break W67;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// pchar
function r_pchar(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W69: {
      E.tracker.enter(K59, p);
      W69_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K58[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K59); break W69_f; }
        E.tracker.leave();
        break W69;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// query
function r_query(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W70: {
      E.tracker.enter(K62, p);
      W70_f: {
        {
          const s71 = p;
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
        break W70;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// fragment
function r_fragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W72: {
      E.tracker.enter(K63, p);
      W72_f: {
        {
          const s73 = p;
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
        break W72;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// uric
function r_uric(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W74: {
      E.tracker.enter(K12, p);
      W74_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K11[c] === 1)) p++;
        else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
        else { E.fail(p, K12); break W74_f; }
        E.tracker.leave();
        break W74;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// reserved
function r_reserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W75: {
      E.tracker.enter(K64, p);
      W75_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K65[c] === 1)) p++;
        else { E.fail(p, K64); break W75_f; }
        E.tracker.leave();
        break W75;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// unreserved
function r_unreserved(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W76: {
      E.tracker.enter(K66, p);
      W76_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K67[c] === 1)) p++;
        else { E.fail(p, K66); break W76_f; }
        E.tracker.leave();
        break W76;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// mark
function r_mark(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W77: {
      E.tracker.enter(K68, p);
      W77_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K69[c] === 1)) p++;
        else { E.fail(p, K68); break W77_f; }
        E.tracker.leave();
        break W77;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// escaped
function r_escaped(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W78: {
      E.tracker.enter(K70, p);
      W78_f: {
        if (input.charCodeAt(p) !== 37) { E.fail(p, K71); break W78_f; }
        p += 1;
        t = r_hex(input, p);
        if (t < 0) break W78_f;
        p = t;
        t = r_hex(input, p);
        if (t < 0) break W78_f;
        p = t;
        E.tracker.leave();
        break W78;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// hex
function r_hex(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W79: {
      E.tracker.enter(K72, p);
      W79_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K73[c] === 1)) p++;
        else { E.fail(p, K72); break W79_f; }
        E.tracker.leave();
        break W79;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// alphanum
function r_alphanum(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W80: {
      E.tracker.enter(K42, p);
      W80_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K41[c] === 1)) p++;
        else { E.fail(p, K42); break W80_f; }
        E.tracker.leave();
        break W80;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// alpha
function r_alpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W81: {
      E.tracker.enter(K23, p);
      W81_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K22[c] === 1)) p++;
        else { E.fail(p, K23); break W81_f; }
        E.tracker.leave();
        break W81;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// lowalpha
function r_lowalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W82: {
      E.tracker.enter(K74, p);
      W82_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K75[c] === 1)) p++;
        else { E.fail(p, K74); break W82_f; }
        E.tracker.leave();
        break W82;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// upalpha
function r_upalpha(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W83: {
      E.tracker.enter(K76, p);
      W83_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K77[c] === 1)) p++;
        else { E.fail(p, K76); break W83_f; }
        E.tracker.leave();
        break W83;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// digit
function r_digit(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W84: {
      E.tracker.enter(K52, p);
      W84_f: {
        c = input.charCodeAt(p);
        if ((c < 128 && K51[c] === 1)) p++;
        else { E.fail(p, K52); break W84_f; }
        E.tracker.leave();
        break W84;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

// http_URL
function r_httpURL(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    W85: {
      E.tracker.enter(K78, p);
      W85_f: {
        if ((input.charCodeAt(p) | 32) !== 104 || (input.charCodeAt(p + 1) | 32) !== 116 || (input.charCodeAt(p + 2) | 32) !== 116 || (input.charCodeAt(p + 3) | 32) !== 112 || input.charCodeAt(p + 4) !== 58) { E.fail(p, K79); break W85_f; }
        p += 5;
        if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) { E.fail(p, K14); break W85_f; }
        p += 2;
        t = r_host(input, p);
        if (t < 0) break W85_f;
        p = t;
        O86: {
          const s86 = p;
          O86_f: {
            if (input.charCodeAt(p) !== 58) { E.fail(p, K3); break O86_f; }
            p += 1;
            t = r_port(input, p);
            if (t < 0) break O86_f;
            p = t;
            break O86;
          }
          p = s86;
        }
        O87: {
          const s87 = p;
          O87_f: {
            t = r_absPath(input, p);
            if (t < 0) break O87_f;
            p = t;
            O88: {
              const s88 = p;
              O88_f: {
                if (input.charCodeAt(p) !== 63) { E.fail(p, K5); break O88_f; }
                p += 1;
                t = r_query(input, p);
                if (t < 0) break O88_f;
                p = t;
                break O88;
              }
              p = s88;
            }
            break O87;
          }
          p = s87;
        }
        E.tracker.leave();
        break W85;
      }
      E.tracker.leave();
      break F;
    }
    return p;
  }
  return -1;
}

return { "URIReference": r_URIReference, "absoluteURI": r_absoluteURI, "relativeURI": r_relativeURI, "hierPart": r_hierPart, "opaquePart": r_opaquePart, "uricNoSlash": r_uricNoSlash, "netPath": r_netPath, "absPath": r_absPath, "relPath": r_relPath, "relSegment": r_relSegment, "scheme": r_scheme, "authority": r_authority, "regName": r_regName, "server": r_server, "userinfo": r_userinfo, "hostport": r_hostport, "host": r_host, "hostname": r_hostname, "domainlabel": r_domainlabel, "toplabel": r_toplabel, "IPv4address": r_IPv4address, "port": r_port, "path": r_path, "pathSegments": r_pathSegments, "segment": r_segment, "param": r_param, "pchar": r_pchar, "query": r_query, "fragment": r_fragment, "uric": r_uric, "reserved": r_reserved, "unreserved": r_unreserved, "mark": r_mark, "escaped": r_escaped, "hex": r_hex, "alphanum": r_alphanum, "alpha": r_alpha, "lowalpha": r_lowalpha, "upalpha": r_upalpha, "digit": r_digit, "httpURL": r_httpURL };
}
