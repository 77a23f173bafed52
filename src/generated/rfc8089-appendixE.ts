/*
 * GENERATED FILE — do not edit. The grammar "rfc8089+appendixE", compiled at build time
 * from grammars/rfc8089.ts: rfc8089Grammar(k, { appendixE: true }).
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
import type { ExplainTable } from '../engine/explain-table';
import { validate as validateOf, fast as fastOf } from './rfc8089';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc8089';
import { texts as T } from './rfc8089';

// the rules this build shares with ./rfc8089
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc8089+appendixE",
  name: "rfc8089",
  rules: [
    ...B.slice(0, 41), // URI … file-hier-part
    ["auth-path","authPath","RFC 8089 Appendix F"],
    ["local-path","localPath","RFC 8089 Appendix F"],
    ["file-auth","fileAuth","RFC 8089 Appendix F"],
    ["unc-authority","uncAuthority","RFC 8089 Appendix F"],
    ["file-host","fileHost","RFC 8089 Appendix F"],
    ["inline-IP","inlineIP","RFC 8089 Appendix F"],
    ["file-absolute","fileAbsolute","RFC 8089 Appendix F"],
    ["drive-letter","driveLetter","RFC 8089 Appendix F"],
  ],
  captured: ["file-URI","file-auth","userinfo","host","file-host","path-absolute","drive-letter","unc-authority"],
  capturedNames: ["userinfo","host","path-absolute","file-URI","file-auth","unc-authority","file-host","drive-letter"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export const texts: readonly RuleTexts[] = [
    ...T.slice(0, 41), // URI … file-hier-part
    ["auth-path = [ file-auth ] path-absolute / [ file-auth ] file-absolute / unc-authority path-absolute"],
    ["local-path = [ drive-letter ] path-absolute / file-absolute"],
    ["file-auth = \"localhost\" / [ userinfo \"@\" ] host"],
    ["unc-authority = 2*3\"/\" file-host"],
    ["file-host = inline-IP / IPv4address / reg-name"],
    ["inline-IP = \"%5B\" ( IPv6address / IPvFuture ) \"%5D\""],
    ["file-absolute = \"/\" drive-letter path-absolute"],
    ["drive-letter = ALPHA \":\" / ALPHA \"|\""],
];

// the stretches the fused regexps below share
const F6 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=]";
const F7 = "(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F8 = "(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F9 = "(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F11 = "(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F12 = "(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F13 = "(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F38 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:]";
const F46 = "(?:" + F6 + "|%[0-9A-Fa-f]{2})";
const F47 = "(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])";
const F48 = "(?!" + F46 + ")";
const F49 = "(?:(?:%[0-9A-Fa-f]{2})" + F6 + "*)";
const F52 = "(?:" + F7 + "\\k<a1>[0-9A-Fa-f]{1,4})";
const F53 = "(?:" + F8 + "\\k<a4>[0-9A-Fa-f]{1,4})";
const F54 = "(?:" + F9 + "\\k<a7>[0-9A-Fa-f]{1,4})";
const F56 = "(?:" + F46 + "|@|:)";
const F57 = "(?:" + F11 + "\\k<a10>[0-9A-Fa-f]{1,4})";
const F58 = "(?:" + F12 + "\\k<a13>[0-9A-Fa-f]{1,4})";
const F59 = "(?:" + F13 + "\\k<a16>[0-9A-Fa-f]{1,4})";
const F90 = "(?!" + F56 + ")";
const F91 = "(?<a2>" + F52 + "?)";
const F92 = "(?<a5>" + F53 + "?)";
const F93 = "(?<a8>" + F54 + "?)";
const F94 = "(?<a11>" + F57 + "?)";
const F95 = "(?<a14>" + F58 + "?)";
const F96 = "(?<a17>" + F59 + "?)";
const F121 = "(?=" + F91 + ")";
const F122 = "(?=" + F92 + ")";
const F123 = "(?=" + F93 + ")";
const F130 = "(?=" + F94 + ")";
const F131 = "(?=" + F95 + ")";
const F132 = "(?=" + F96 + ")";
const F163 = "(?<a3>" + F121 + "\\k<a2>::)";
const F164 = "(?<a6>" + F122 + "\\k<a5>::)";
const F165 = "(?<a9>" + F123 + "\\k<a8>::)";
const F166 = "(?=" + F163 + ")";
const F167 = "(?=" + F164 + ")";
const F168 = "(?=" + F165 + ")";
const F169 = "(?<a12>" + F130 + "\\k<a11>::)";
const F170 = "(?<a15>" + F131 + "\\k<a14>::)";
const F191 = "(?=" + F169 + ")";
const F192 = "(?=" + F170 + ")";
const F225 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + ")";
const F234 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F166 + "\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F167 + "\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F168 + "\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F191 + "\\k<a12>" + F225 + "|" + F192 + "\\k<a15>[0-9A-Fa-f]{1,4}|" + F132 + "\\k<a17>::)";
const F244 = "(?:" + F234 + "|[vV][0-9A-Fa-f]{1,}\\." + F38 + "{1,})";
const F245 = "(?<a18>" + F244 + ")";
const F246 = "(?=" + F245 + ")";
const F249 = "%5[bB]" + F246 + "\\k<a18>%5[dD]";
const F251 = "(?<a19>%5[bB]" + F246 + "\\k<a18>%5[dD])";
const F252 = "(?=" + F251 + ")";
const F255 = "(?:" + F252 + "\\k<a19>" + F48 + "|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*)";

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_userinfo = M["userinfo"], r_host = M["host"], r_IPvFuture = M["IPvFuture"], r_IPv6address = M["IPv6address"], r_IPv4address = M["IPv4address"], r_regName = M["regName"], r_pathAbsolute = M["pathAbsolute"];
const K3 = bits("00000000000800000000000000000000");
const K4 = bits("000000002ff7fff2ffffff78efffff74");
const K6 = bits("0000000000000000efffff70efffff70");
const K13 = bits("0000000000000000efffff70efffff70");
const K21 = bits("000000000000ff300000000000000000");
const K22 = bits("000000002df7ffb2efffff78efffff74");
const K26 = bits("000000000000ff70e7000000e7000000");
const K27 = bits("00000000000000000000040000000400");
const K63 = bits("0000000000080000efffff70efffff70");
const K64 = bits("000000002ffffff2fffffff8efffff74");
const K65 = bits("00000000000000000001000000010000");
const K66 = new Fused("[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F90);
const K67 = new Fused(F255);
const K68 = bits("00000000020000000000000000000000");
const K69 = new Fused(F249);
// file-hier-part
function r_fileHierPart(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_0;
            p += 2;
            t = r_authPath(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K63[c] === 1)) break A1_1;
            t = r_localPath(input, p);
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

// auth-path
function r_authPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_0;
            t = r_uncAuthority(input, p);
            if (t < 0) break A1_0;
            p = t;
            t = r_pathAbsolute(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K64[c] === 1)) break A1_1;
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                t = r_fileAuth(input, p);
                if (t < 0) break O2_f;
                p = t;
                break O2;
              }
              p = s2; R.top = m2;
            }
            t = r_fileAbsolute(input, p);
            if (t < 0) break A1_1;
            p = t;
            {
              const s3 = p, m3 = R.top;
              L3: {
                if (input.charCodeAt(p) !== 47) break L3;
                p += 1;
                p = s3; R.top = m3;
                break A1_1;
              }
              p = s3; R.top = m3;
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K64[c] === 1)) break A1_2;
            O4: {
              const s4 = p, m4 = R.top;
              O4_f: {
                t = r_fileAuth(input, p);
                if (t < 0) break O4_f;
                p = t;
                break O4;
              }
              p = s4; R.top = m4;
            }
            t = r_pathAbsolute(input, p);
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

// local-path
function r_localPath(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_0;
            t = r_fileAbsolute(input, p);
            if (t < 0) break A1_0;
            p = t;
            {
              const s2 = p, m2 = R.top;
              L2: {
                if (input.charCodeAt(p) !== 47) break L2;
                p += 1;
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
            if (!(c < 128 && K63[c] === 1)) break A1_1;
            O3: {
              const s3 = p, m3 = R.top;
              O3_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K6[c] === 1)) break O3_f;
                t = r_driveLetter(input, p);
                if (t < 0) break O3_f;
                p = t;
                break O3;
              }
              p = s3; R.top = m3;
            }
            t = r_pathAbsolute(input, p);
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

// file-auth
function r_fileAuth(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K65[c] === 1)) break A1_0;
            if (input.length <= 65536) {
              t = K66.match(input, p);
              if (t < 0) break A1_0;
              p = t;
            } else {
              if ((input.charCodeAt(p) | 32) !== 108 || (input.charCodeAt(p + 1) | 32) !== 111 || (input.charCodeAt(p + 2) | 32) !== 99 || (input.charCodeAt(p + 3) | 32) !== 97 || (input.charCodeAt(p + 4) | 32) !== 108 || (input.charCodeAt(p + 5) | 32) !== 104 || (input.charCodeAt(p + 6) | 32) !== 111 || (input.charCodeAt(p + 7) | 32) !== 115 || (input.charCodeAt(p + 8) | 32) !== 116) break A1_0;
              p += 9;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  A3: {
                    const s3 = p, m3 = R.top;
                    A3_0: {
                      c = input.charCodeAt(p);
                      if ((c < 128 && K22[c] === 1)) p++;
                      else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                      else break A3_0;
                      break A3;
                    }
                    p = s3; R.top = m3;
                    A3_1: {
                      if (input.charCodeAt(p) !== 64) break A3_1;
                      p += 1;
                      break A3;
                    }
                    p = s3; R.top = m3;
                    A3_2: {
                      if (input.charCodeAt(p) !== 58) break A3_2;
                      p += 1;
                      break A3;
                    }
                    p = s3; R.top = m3;
                    break L2;
                  }
                  p = s2; R.top = m2;
                  break A1_0;
                }
                p = s2; R.top = m2;
              }
            }
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            O4: {
              const s4 = p, m4 = R.top;
              O4_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break O4_f;
                t = r_userinfo(input, p);
                if (t < 0) break O4_f;
                p = t;
                if (input.charCodeAt(p) !== 64) break O4_f;
                p += 1;
                break O4;
              }
              p = s4; R.top = m4;
            }
            t = r_host(input, p);
            if (t < 0) break A1_1;
            p = t;
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

// unc-authority
function r_uncAuthority(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47 || input.charCodeAt(p + 2) !== 47) break A1_0;
            p += 3;
            t = r_fileHost(input, p);
            if (t < 0) break A1_0;
            p = t;
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
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 47 || input.charCodeAt(p + 1) !== 47) break A1_1;
            p += 2;
            t = r_fileHost(input, p);
            if (t < 0) break A1_1;
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

// file-host
function r_fileHost(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        if (input.length <= 65536) {
          t = K67.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K68[c] === 1)) break A1_0;
              t = r_inlineIP(input, p);
              if (t < 0) break A1_0;
              p = t;
              {
                const s2 = p, m2 = R.top;
                L2: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K22[c] === 1)) p++;
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
              if (!(c < 128 && K21[c] === 1)) break A1_1;
              t = r_IPv4address(input, p);
              if (t < 0) break A1_1;
              p = t;
              {
                const s3 = p, m3 = R.top;
                L3: {
                  c = input.charCodeAt(p);
                  if ((c < 128 && K22[c] === 1)) p++;
                  else if (c === 37 && (t = input.charCodeAt(p + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(p + 2)) < 128 && HEX[t] === 1) p += 3;
                  else break L3;
                  p = s3; R.top = m3;
                  break A1_1;
                }
                p = s3; R.top = m3;
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
        }
      R.capture(4, s0, p, m0);
    }
    return p;
  }
  return -1;
}

// inline-IP
function r_inlineIP(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    if (input.length <= 65536) {
      t = K69.match(input, p);
      if (t < 0) break F;
      p = t;
    } else {
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 98) break F;
          p += 3;
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K26[c] === 1)) break A1_0;
              t = r_IPv6address(input, p);
              if (t < 0) break A1_0;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            A1_1: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K27[c] === 1)) break A1_1;
              t = r_IPvFuture(input, p);
              if (t < 0) break A1_1;
              p = t;
              break A1;
            }
            p = s1; R.top = m1;
            break F;
          }
          if (input.charCodeAt(p) !== 37 || input.charCodeAt(p + 1) !== 53 || (input.charCodeAt(p + 2) | 32) !== 100) break F;
          p += 3;
    }
    return p;
  }
  return -1;
}

// file-absolute
function r_fileAbsolute(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        if (input.charCodeAt(p) !== 47) break F;
        p += 1;
        t = r_driveLetter(input, p);
        if (t < 0) break F;
        p = t;
        t = r_pathAbsolute(input, p);
        if (t < 0) break F;
        p = t;
    return p;
  }
  return -1;
}

// drive-letter
function r_driveLetter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
    {
      const s0 = p, m0 = R.top;
        c = input.charCodeAt(p);
        if ((c < 128 && K13[c] === 1)) p++;
        else break F;
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            if (input.charCodeAt(p) !== 58) break A1_0;
            p += 1;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            if (input.charCodeAt(p) !== 124) break A1_1;
            p += 1;
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

return { ...M, "fileHierPart": r_fileHierPart, "authPath": r_authPath, "localPath": r_localPath, "fileAuth": r_fileAuth, "uncAuthority": r_uncAuthority, "fileHost": r_fileHost, "inlineIP": r_inlineIP, "fileAbsolute": r_fileAbsolute, "driveLetter": r_driveLetter };
});
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const F0 = "(?<a102>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1})";
const F1 = "(?<a105>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2})";
const F2 = "(?<a108>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3})";
const F3 = "(?<a111>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4})";
const F4 = "(?<a114>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5})";
const F5 = "(?<a117>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6})";
const F10 = "(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*)";
const F14 = "(?=(?<a22>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F15 = "(?=(?<a25>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F16 = "(?=(?<a28>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F17 = "(?=(?<a31>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F18 = "(?=(?<a34>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F19 = "(?=(?<a37>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F20 = "(?=(?<a44>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F21 = "(?=(?<a47>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F22 = "(?=(?<a50>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F23 = "(?=(?<a53>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F24 = "(?=(?<a56>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F25 = "(?=(?<a59>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F26 = "(?=(?<a63>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F27 = "(?=(?<a66>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F28 = "(?=(?<a69>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F29 = "(?=(?<a72>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F30 = "(?=(?<a75>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F31 = "(?=(?<a78>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F32 = "(?=(?<a83>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))";
const F33 = "(?=(?<a86>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))";
const F34 = "(?=(?<a89>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))";
const F35 = "(?=(?<a92>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))";
const F36 = "(?=(?<a95>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))";
const F37 = "(?=(?<a98>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))";
const F39 = "(?=" + F0 + ")";
const F40 = "(?=" + F1 + ")";
const F41 = "(?=" + F2 + ")";
const F42 = "(?=" + F3 + ")";
const F43 = "(?=" + F4 + ")";
const F44 = "(?=" + F5 + ")";
const F45 = "[A-Za-z0-9\\-\\.\\_\\~\\!\\$\\&\\'\\(\\)\\*\\+\\,\\;\\=\\:\\@]";
const F50 = "(?:" + F45 + "|%[0-9A-Fa-f]{2})";
const F51 = "(?:(?:%[0-9A-Fa-f]{2})" + F38 + "*)";
const F55 = "(?:(?:%[0-9A-Fa-f]{2})" + F45 + "*)";
const F60 = "(?:" + F14 + "\\k<a22>[0-9A-Fa-f]{1,4})";
const F61 = "(?:" + F15 + "\\k<a25>[0-9A-Fa-f]{1,4})";
const F62 = "(?:" + F16 + "\\k<a28>[0-9A-Fa-f]{1,4})";
const F63 = "(?:" + F17 + "\\k<a31>[0-9A-Fa-f]{1,4})";
const F64 = "(?:" + F18 + "\\k<a34>[0-9A-Fa-f]{1,4})";
const F65 = "(?:" + F19 + "\\k<a37>[0-9A-Fa-f]{1,4})";
const F66 = "(?:" + F20 + "\\k<a44>[0-9A-Fa-f]{1,4})";
const F67 = "(?:" + F21 + "\\k<a47>[0-9A-Fa-f]{1,4})";
const F68 = "(?:" + F22 + "\\k<a50>[0-9A-Fa-f]{1,4})";
const F69 = "(?:" + F23 + "\\k<a53>[0-9A-Fa-f]{1,4})";
const F70 = "(?:" + F24 + "\\k<a56>[0-9A-Fa-f]{1,4})";
const F71 = "(?:" + F25 + "\\k<a59>[0-9A-Fa-f]{1,4})";
const F72 = "(?:" + F26 + "\\k<a63>[0-9A-Fa-f]{1,4})";
const F73 = "(?:" + F27 + "\\k<a66>[0-9A-Fa-f]{1,4})";
const F74 = "(?:" + F28 + "\\k<a69>[0-9A-Fa-f]{1,4})";
const F75 = "(?:" + F29 + "\\k<a72>[0-9A-Fa-f]{1,4})";
const F76 = "(?:" + F30 + "\\k<a75>[0-9A-Fa-f]{1,4})";
const F77 = "(?:" + F31 + "\\k<a78>[0-9A-Fa-f]{1,4})";
const F78 = "(?:" + F32 + "\\k<a83>[0-9A-Fa-f]{1,4})";
const F79 = "(?:" + F33 + "\\k<a86>[0-9A-Fa-f]{1,4})";
const F80 = "(?:" + F34 + "\\k<a89>[0-9A-Fa-f]{1,4})";
const F81 = "(?:" + F35 + "\\k<a92>[0-9A-Fa-f]{1,4})";
const F82 = "(?:" + F36 + "\\k<a95>[0-9A-Fa-f]{1,4})";
const F83 = "(?:" + F37 + "\\k<a98>[0-9A-Fa-f]{1,4})";
const F84 = "(?:" + F39 + "\\k<a102>[0-9A-Fa-f]{1,4})";
const F85 = "(?:" + F40 + "\\k<a105>[0-9A-Fa-f]{1,4})";
const F86 = "(?:" + F41 + "\\k<a108>[0-9A-Fa-f]{1,4})";
const F87 = "(?:" + F42 + "\\k<a111>[0-9A-Fa-f]{1,4})";
const F88 = "(?:" + F43 + "\\k<a114>[0-9A-Fa-f]{1,4})";
const F89 = "(?:" + F44 + "\\k<a117>[0-9A-Fa-f]{1,4})";
const F97 = "(?<a23>" + F60 + "?)";
const F98 = "(?<a26>" + F61 + "?)";
const F99 = "(?<a29>" + F62 + "?)";
const F100 = "(?<a32>" + F63 + "?)";
const F101 = "(?<a35>" + F64 + "?)";
const F102 = "(?<a38>" + F65 + "?)";
const F103 = "(?<a45>" + F66 + "?)";
const F104 = "(?<a48>" + F67 + "?)";
const F105 = "(?<a51>" + F68 + "?)";
const F106 = "(?<a54>" + F69 + "?)";
const F107 = "(?<a57>" + F70 + "?)";
const F108 = "(?<a60>" + F71 + "?)";
const F109 = "(?<a64>" + F72 + "?)";
const F110 = "(?<a67>" + F73 + "?)";
const F111 = "(?<a70>" + F74 + "?)";
const F112 = "(?<a73>" + F75 + "?)";
const F113 = "(?<a76>" + F76 + "?)";
const F114 = "(?<a79>" + F77 + "?)";
const F115 = "(?<a84>" + F78 + "?)";
const F116 = "(?<a87>" + F79 + "?)";
const F117 = "(?<a90>" + F80 + "?)";
const F118 = "(?<a93>" + F81 + "?)";
const F119 = "(?<a96>" + F82 + "?)";
const F120 = "(?<a99>" + F83 + "?)";
const F124 = "(?<a103>" + F84 + "?)";
const F125 = "(?<a106>" + F85 + "?)";
const F126 = "(?<a109>" + F86 + "?)";
const F127 = "(?<a112>" + F87 + "?)";
const F128 = "(?<a115>" + F88 + "?)";
const F129 = "(?<a118>" + F89 + "?)";
const F133 = "(?=" + F97 + ")";
const F134 = "(?=" + F98 + ")";
const F135 = "(?=" + F99 + ")";
const F136 = "(?=" + F100 + ")";
const F137 = "(?=" + F101 + ")";
const F138 = "(?=" + F102 + ")";
const F139 = "(?=" + F103 + ")";
const F140 = "(?=" + F104 + ")";
const F141 = "(?=" + F105 + ")";
const F142 = "(?=" + F106 + ")";
const F143 = "(?=" + F107 + ")";
const F144 = "(?=" + F108 + ")";
const F145 = "(?=" + F109 + ")";
const F146 = "(?=" + F110 + ")";
const F147 = "(?=" + F111 + ")";
const F148 = "(?=" + F112 + ")";
const F149 = "(?=" + F113 + ")";
const F150 = "(?=" + F114 + ")";
const F151 = "(?=" + F115 + ")";
const F152 = "(?=" + F116 + ")";
const F153 = "(?=" + F117 + ")";
const F154 = "(?=" + F118 + ")";
const F155 = "(?=" + F119 + ")";
const F156 = "(?=" + F120 + ")";
const F157 = "(?=" + F124 + ")";
const F158 = "(?=" + F125 + ")";
const F159 = "(?=" + F126 + ")";
const F160 = "(?=" + F127 + ")";
const F161 = "(?=" + F128 + ")";
const F162 = "(?=" + F129 + ")";
const F171 = "(?<a24>" + F133 + "\\k<a23>::)";
const F172 = "(?<a27>" + F134 + "\\k<a26>::)";
const F173 = "(?<a30>" + F135 + "\\k<a29>::)";
const F174 = "(?<a33>" + F136 + "\\k<a32>::)";
const F175 = "(?<a36>" + F137 + "\\k<a35>::)";
const F176 = "(?<a46>" + F139 + "\\k<a45>::)";
const F177 = "(?<a49>" + F140 + "\\k<a48>::)";
const F178 = "(?<a52>" + F141 + "\\k<a51>::)";
const F179 = "(?<a55>" + F142 + "\\k<a54>::)";
const F180 = "(?<a58>" + F143 + "\\k<a57>::)";
const F181 = "(?<a65>" + F145 + "\\k<a64>::)";
const F182 = "(?<a68>" + F146 + "\\k<a67>::)";
const F183 = "(?<a71>" + F147 + "\\k<a70>::)";
const F184 = "(?<a74>" + F148 + "\\k<a73>::)";
const F185 = "(?<a77>" + F149 + "\\k<a76>::)";
const F186 = "(?<a85>" + F151 + "\\k<a84>::)";
const F187 = "(?<a88>" + F152 + "\\k<a87>::)";
const F188 = "(?<a91>" + F153 + "\\k<a90>::)";
const F189 = "(?<a94>" + F154 + "\\k<a93>::)";
const F190 = "(?<a97>" + F155 + "\\k<a96>::)";
const F193 = "(?=" + F171 + ")";
const F194 = "(?=" + F172 + ")";
const F195 = "(?=" + F173 + ")";
const F196 = "(?=" + F174 + ")";
const F197 = "(?=" + F175 + ")";
const F198 = "(?=" + F176 + ")";
const F199 = "(?=" + F177 + ")";
const F200 = "(?=" + F178 + ")";
const F201 = "(?=" + F179 + ")";
const F202 = "(?=" + F180 + ")";
const F203 = "(?=" + F181 + ")";
const F204 = "(?=" + F182 + ")";
const F205 = "(?=" + F183 + ")";
const F206 = "(?=" + F184 + ")";
const F207 = "(?=" + F185 + ")";
const F208 = "(?=" + F186 + ")";
const F209 = "(?=" + F187 + ")";
const F210 = "(?=" + F188 + ")";
const F211 = "(?=" + F189 + ")";
const F212 = "(?=" + F190 + ")";
const F213 = "(?<a104>" + F157 + "\\k<a103>::)";
const F214 = "(?<a107>" + F158 + "\\k<a106>::)";
const F215 = "(?<a110>" + F159 + "\\k<a109>::)";
const F216 = "(?<a113>" + F160 + "\\k<a112>::)";
const F217 = "(?<a116>" + F161 + "\\k<a115>::)";
const F218 = "(?=" + F213 + ")";
const F219 = "(?=" + F214 + ")";
const F220 = "(?=" + F215 + ")";
const F221 = "(?=" + F216 + ")";
const F222 = "(?=" + F217 + ")";
const F223 = "(?:" + F38 + "*" + F51 + "*@)";
const F224 = "(?:\\/" + F45 + "*" + F55 + "*)";
const F226 = "(?:" + F50 + F45 + "*" + F55 + "*" + F224 + "{0,})";
const F227 = "(?<a42>\\/[A-Za-z](?::|\\|)\\/" + F226 + "?)";
const F228 = "(?<a121>\\/[A-Za-z](?::|\\|)\\/" + F226 + "?)";
const F229 = "(?=" + F227 + ")";
const F230 = "(?=" + F228 + ")";
const F231 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F90 + "|" + F223 + "?(?:" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*))";
const F232 = "(?:(?=(?<a0>\\/[A-Za-z](?::|\\|)\\/" + F226 + "?))\\k<a0>(?!\\/)|(?=(?<a1>(?:[A-Za-z](?::|\\|))?))\\k<a1>\\/" + F226 + "?)";
const F233 = "(?:" + F230 + "\\k<a121>(?!\\/)|(?=(?<a122>(?:[A-Za-z](?::|\\|))?))\\k<a122>\\/" + F226 + "?)";
const F235 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a21>(?:[0-9A-Fa-f]{1,4})?))\\k<a21>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F193 + "\\k<a24>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F194 + "\\k<a27>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F195 + "\\k<a30>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F196 + "\\k<a33>" + F225 + "|" + F197 + "\\k<a36>[0-9A-Fa-f]{1,4}|" + F138 + "\\k<a38>::)";
const F236 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a43>(?:[0-9A-Fa-f]{1,4})?))\\k<a43>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F198 + "\\k<a46>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F199 + "\\k<a49>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F200 + "\\k<a52>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F201 + "\\k<a55>" + F225 + "|" + F202 + "\\k<a58>[0-9A-Fa-f]{1,4}|" + F144 + "\\k<a60>::)";
const F237 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a62>(?:[0-9A-Fa-f]{1,4})?))\\k<a62>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F203 + "\\k<a65>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F204 + "\\k<a68>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F205 + "\\k<a71>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F206 + "\\k<a74>" + F225 + "|" + F207 + "\\k<a77>[0-9A-Fa-f]{1,4}|" + F150 + "\\k<a79>::)";
const F238 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a82>(?:[0-9A-Fa-f]{1,4})?))\\k<a82>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F208 + "\\k<a85>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F209 + "\\k<a88>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F210 + "\\k<a91>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F211 + "\\k<a94>" + F225 + "|" + F212 + "\\k<a97>[0-9A-Fa-f]{1,4}|" + F156 + "\\k<a99>::)";
const F239 = "(?<a61>" + F236 + ")";
const F240 = "(?<a100>" + F238 + ")";
const F241 = "(?=" + F239 + ")";
const F242 = "(?=" + F240 + ")";
const F243 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a101>(?:[0-9A-Fa-f]{1,4})?))\\k<a101>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|" + F218 + "\\k<a104>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|" + F219 + "\\k<a107>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|" + F220 + "\\k<a110>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|" + F221 + "\\k<a113>" + F225 + "|" + F222 + "\\k<a116>[0-9A-Fa-f]{1,4}|" + F162 + "\\k<a118>::)";
const F247 = "(?:" + F235 + "|[vV][0-9A-Fa-f]{1,}\\." + F38 + "{1,})";
const F248 = "(?<a39>" + F247 + ")";
const F250 = "(?=" + F248 + ")";
const F253 = "(?<a40>%5[bB]" + F250 + "\\k<a39>%5[dD])";
const F254 = "(?=" + F253 + ")";
const F256 = "(?<a20>" + F255 + ")";
const F257 = "(?=" + F256 + ")";
const F258 = "(?:" + F254 + "\\k<a40>" + F48 + "|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*)";
const F259 = "(?:" + F241 + "\\k<a61>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|" + F237 + "|[vV][0-9A-Fa-f]{1,}\\." + F38 + "{1,})";
const F260 = "(?<a80>" + F259 + ")";
const F261 = "(?=" + F260 + ")";
const F262 = "(?:" + F242 + "\\k<a100>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|" + F243 + "|[vV][0-9A-Fa-f]{1,}\\." + F38 + "{1,})";
const F263 = "(?<a119>" + F262 + ")";
const F264 = "(?=" + F263 + ")";
const F265 = "(?:\\[" + F261 + "\\k<a80>\\]|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*)";
const F266 = "(?:\\[" + F264 + "\\k<a119>\\]|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*)";
const F267 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F90 + "|" + F223 + "?(?:\\[(?=(?<a37>(?:(?=(?<a18>" + F234 + "))\\k<a18>%25(?:[A-Za-z0-9\\-\\.\\_\\~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-\\.\\_\\~]*" + F10 + "*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F225 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F225 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F225 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F225 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F225 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F225 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F225 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\." + F38 + "{1,})))\\k<a37>\\]|" + F47 + "\\." + F47 + "\\." + F47 + "\\." + F47 + F48 + "|" + F6 + "*" + F49 + "*))";
const F268 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F90 + "|" + F223 + "?" + F265 + ")";
const F269 = "(?:" + F268 + "|)";
const F270 = "(?<a81>" + F269 + ")";
const F271 = "(?=" + F270 + ")";
const F272 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT]" + F90 + "|" + F223 + "?" + F266 + ")";
const F273 = "(?:" + F272 + "|)";
const F274 = "(?<a120>" + F273 + ")";
const F275 = "(?=" + F274 + ")";
const F276 = "(?:\\/\\/\\/" + F257 + "\\k<a20>(?=\\/)|\\/\\/" + F258 + ")";
const F277 = "(?<a41>" + F276 + ")";
const F278 = "(?=" + F277 + ")";
const F279 = "(?:" + F278 + "\\k<a41>\\/" + F226 + "?|" + F271 + "\\k<a81>" + F229 + "\\k<a42>(?!\\/)|" + F275 + "\\k<a120>\\/" + F226 + "?)";
const F280 = "(?:\\/\\/" + F279 + "|" + F233 + ")";
const K6 = bits("0000000000000000efffff70efffff70");
const K41 = new Fused("[fF][iI][lL][eE]:" + F280, "(?!)", "/");
const K42 = new Fused(F280, "(?!)", "/");
const K43 = new Fused(F279, "(?!)", "/");
const K44 = new Fused(F232);
const K45 = new Fused(F267, F231, "[");
const K46 = new Fused(F276, "(?!)", "/");
const K47 = new Fused(F255);
const K48 = new Fused(F249);
const K49 = new Fused("\\/[A-Za-z](?::|\\|)\\/" + F226 + "?");
// file-URI
function r_fileURI(input, i) {
  return input.length <= 65536 ? K41.match(input, i) : S()["fileURI"](input, i);
}

// file-hier-part
function r_fileHierPart(input, i) {
  return input.length <= 65536 ? K42.match(input, i) : S()["fileHierPart"](input, i);
}

// auth-path
function r_authPath(input, i) {
  return input.length <= 65536 ? K43.match(input, i) : S()["authPath"](input, i);
}

// local-path
function r_localPath(input, i) {
  return input.length <= 65536 ? K44.match(input, i) : S()["localPath"](input, i);
}

// file-auth
function r_fileAuth(input, i) {
  return input.length <= 65536 ? K45.match(input, i) : S()["fileAuth"](input, i);
}

// unc-authority
function r_uncAuthority(input, i) {
  return input.length <= 65536 ? K46.match(input, i) : S()["uncAuthority"](input, i);
}

// file-host
function r_fileHost(input, i) {
  return input.length <= 65536 ? K47.match(input, i) : S()["fileHost"](input, i);
}

// inline-IP
function r_inlineIP(input, i) {
  return input.length <= 65536 ? K48.match(input, i) : S()["inlineIP"](input, i);
}

// file-absolute
function r_fileAbsolute(input, i) {
  return input.length <= 65536 ? K49.match(input, i) : S()["fileAbsolute"](input, i);
}

// drive-letter
function r_driveLetter(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        c = input.charCodeAt(p);
        if ((c < 128 && K6[c] === 1)) p++;
        else break F;
        A1: {
          const s1 = p;
          A1_0: {
            if (input.charCodeAt(p) !== 58) break A1_0;
            p += 1;
            break A1;
          }
          p = s1;
          A1_1: {
            if (input.charCodeAt(p) !== 124) break A1_1;
            p += 1;
            break A1;
          }
          p = s1;
          break F;
        }
    return p;
  }
  return -1;
}

return { ...M, "fileURI": r_fileURI, "fileHierPart": r_fileHierPart, "authPath": r_authPath, "localPath": r_localPath, "fileAuth": r_fileAuth, "uncAuthority": r_uncAuthority, "fileHost": r_fileHost, "inlineIP": r_inlineIP, "fileAbsolute": r_fileAbsolute, "driveLetter": r_driveLetter };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it
const EXPLAIN: ExplainTable = {
  keys: ["URI","hierPart","URIReference","absoluteURI","relativeRef","relativePart","scheme","authority","userinfo","host","port","IPLiteral","IPvFuture","IPv6address","h16","ls32","IPv4address","decOctet","regName","path","pathAbempty","pathAbsolute","pathNoscheme","pathRootless","pathEmpty","segment","segmentNz","segmentNzNc","pchar","query","fragment","pctEncoded","unreserved","reserved","genDelims","subDelims","ZoneID","IPv6addrz","fileURI","fileScheme","fileHierPart","authPath","localPath","fileAuth","uncAuthority","fileHost","inlineIP","fileAbsolute","driveLetter"],
  rules: [
    [10,"URI",[3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]]], // URI
    [10,"hier-part",[4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,23],[11,24]]], // hierPart
    [10,"URI-reference",[4,[11,0],[11,4]]], // URIReference
    [10,"absolute-URI",[3,[11,6],[0,":",0],[11,1],[5,[3,[0,"?",0],[11,29]]]]], // absoluteURI
    [10,"relative-ref",[3,[11,5],[5,[3,[0,"?",0],[11,29]]],[5,[3,[0,"#",0],[11,30]]]]], // relativeRef
    [10,"relative-part",[4,[3,[0,"//",0],[11,7],[11,20]],[11,21],[11,22],[11,24]]], // relativePart
    [10,"scheme",[3,[1,0],[2,1,0,-1]]], // scheme
    [10,"authority",[3,[5,[3,[11,8],[0,"@",0]]],[11,9],[5,[3,[0,":",0],[11,10]]]]], // authority
    [10,"userinfo",[2,2,0,-1]], // userinfo
    [10,"host",[4,[11,11],[3,[11,16],[7,[1,3]]],[11,18]]], // host
    [10,"port",[2,4,0,-1]], // port
    [10,"IP-literal",[3,[0,"[",0],[4,[11,37],[11,13],[11,12]],[0,"]",0]]], // IPLiteral
    [10,"IPvFuture",[3,[0,"v",1],[2,5,1,-1],[0,".",0],[2,6,1,-1]]], // IPvFuture
    [10,"IPv6address",[4,[3,[6,[3,[11,14],[0,":",0]],6,6],[11,15]],[3,[0,"::",0],[6,[3,[11,14],[0,":",0]],5,5],[11,15]],[3,[5,[11,14]],[0,"::",0],[6,[3,[11,14],[0,":",0]],4,4],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,1],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],3,3],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,2],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],2,2],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,3],[11,14]]],[0,"::",0]],[6,[3,[11,14],[0,":",0]],1,1],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,4],[11,14]]],[0,"::",0]],[11,15]],[3,[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,5],[11,14]]],[0,"::",0]],[11,14]],[3,[5,[3,[6,[3,[11,14],[0,":",0],[7,[0,":",0]]],0,6],[11,14]]],[0,"::",0]]]], // IPv6address
    [10,"h16",[2,5,1,4]], // h16
    [10,"ls32",[4,[3,[11,14],[0,":",0],[11,14]],[11,16]]], // ls32
    [10,"IPv4address",[3,[11,17],[0,".",0],[11,17],[0,".",0],[11,17],[0,".",0],[11,17]]], // IPv4address
    [10,"dec-octet",[4,[3,[0,"25",0],[1,7]],[3,[0,"2",0],[1,8],[1,4]],[3,[0,"1",0],[2,4,2,2]],[3,[1,9],[1,4]],[1,4]]], // decOctet
    [10,"reg-name",[2,3,0,-1]], // regName
    [10,"path",[4,[3,[8,[0,"/",0]],[11,20]],[11,23],[11,24]]], // path
    [10,"path-abempty",[6,[3,[0,"/",0],[11,25]],0,-1]], // pathAbempty
    [10,"path-absolute",[3,[0,"/",0],[5,[3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]]]]], // pathAbsolute
    [10,"path-noscheme",[3,[11,27],[6,[3,[0,"/",0],[11,25]],0,-1]]], // pathNoscheme
    [10,"path-rootless",[3,[11,26],[6,[3,[0,"/",0],[11,25]],0,-1]]], // pathRootless
    [10,"path-empty",[3]], // pathEmpty
    [10,"segment",[2,10,0,-1]], // segment
    [10,"segment-nz",[2,10,1,-1]], // segmentNz
    [10,"segment-nz-nc",[2,11,1,-1]], // segmentNzNc
    [10,"pchar",[1,10]], // pchar
    [10,"query",[2,12,0,-1]], // query
    [10,"fragment",[2,13,0,-1]], // fragment
    [10,"pct-encoded",[3,[0,"%",0],[1,5],[1,5]]], // pctEncoded
    [10,"unreserved",[1,14]], // unreserved
    [10,"reserved",[1,15]], // reserved
    [10,"gen-delims",[1,16]], // genDelims
    [10,"sub-delims",[1,17]], // subDelims
    [10,"ZoneID",[2,18,1,-1]], // ZoneID
    [10,"IPv6addrz",[3,[11,13],[0,"%25",0],[11,36]]], // IPv6addrz
    [10,"file-URI",[3,[11,39],[0,":",0],[11,40]]], // fileURI
    [10,"file-scheme",[0,"file",1]], // fileScheme
    [10,"file-hier-part",[4,[3,[0,"//",0],[11,41]],[11,42]]], // fileHierPart
    [10,"auth-path",[4,[3,[11,44],[11,21]],[3,[5,[11,43]],[11,47],[7,[0,"/",0]]],[3,[5,[11,43]],[11,21]]]], // authPath
    [10,"local-path",[4,[3,[11,47],[7,[0,"/",0]]],[3,[5,[11,48]],[11,21]]]], // localPath
    [10,"file-auth",[4,[3,[0,"localhost",1],[7,[4,[1,3],[0,"@",0],[0,":",0]]]],[3,[5,[3,[11,8],[0,"@",0]]],[11,9]]]], // fileAuth
    [10,"unc-authority",[4,[3,[0,"///",0],[11,45],[8,[0,"/",0]]],[3,[0,"//",0],[11,45]]]], // uncAuthority
    [10,"file-host",[4,[3,[11,46],[7,[1,3]]],[3,[11,16],[7,[1,3]]],[11,18]]], // fileHost
    [10,"inline-IP",[3,[0,"%5B",1],[4,[11,13],[11,12]],[0,"%5D",1]]], // inlineIP
    [10,"file-absolute",[3,[0,"/",0],[11,48],[11,21]]], // fileAbsolute
    [10,"drive-letter",[3,[1,0],[4,[0,":",0],[0,"|",0]]]], // driveLetter
  ],
  sets: [
    ["ALPHA","0000000000000000efffff70efffff70","","",0],
    ["scheme","000000000086ff30efffff70efffff70","","",0],
    ["userinfo","000000002df7fff2efffff78efffff74","","",1],
    ["reg-name","000000002df7ffb2efffff78efffff74","","",1],
    ["DIGIT","000000000000ff300000000000000000","","",0],
    ["HEXDIG","000000000000ff30e7000000e7000000","","",0],
    ["IPvFuture","000000002df7fff2efffff78efffff74","","",0],
    ["%x30-35","000000000000f3000000000000000000","","",0],
    ["%x30-34","000000000000f1000000000000000000","","",0],
    ["%x31-39","000000000000ef300000000000000000","","",0],
    ["pchar","000000002df7fff2ffffff78efffff74","","",1],
    ["segment-nz-nc","000000002df7ffb2ffffff78efffff74","","",1],
    ["query","000000002dfffffaffffff78efffff74","","",1],
    ["fragment","000000002dfffffaffffff78efffff74","","",1],
    ["unreserved","000000000006ff30efffff78efffff74","","",0],
    ["reserved","00000000adf900ca1000008200000000","","",0],
    ["gen-delims","00000000800800481000008200000000","","",0],
    ["sub-delims","000000002df100820000000000000000","","",0],
    ["ZoneID","000000000006ff30efffff78efffff74","","",1],
  ],
};

export function explain(): Explainer {
  return tableExplainer(EXPLAIN);
}
