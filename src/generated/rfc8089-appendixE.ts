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
import type { ExplainTable, PackedExplainTable } from '../engine/explain-table';
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc8089';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc8089';
import { texts as baseTexts } from './rfc8089';

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
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
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
}

// the stretches the fused regexps below share
const F0 = "(?<a12>(?=(?<a11>(?:(?=(?<a10>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a10>[0-9A-Fa-f]{1,4})?))\\k<a11>::)";
const F1 = "(?<a15>(?=(?<a14>(?:(?=(?<a13>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a13>[0-9A-Fa-f]{1,4})?))\\k<a14>::)";
const F22 = "(?=" + F0 + ")";
const F23 = "(?=" + F1 + ")";
const F59 = "(?:[0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{1,4}|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9]))";
const F63 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a0>(?:[0-9A-Fa-f]{1,4})?))\\k<a0>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|(?=(?<a3>(?=(?<a2>(?:(?=(?<a1>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a1>[0-9A-Fa-f]{1,4})?))\\k<a2>::))\\k<a3>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|(?=(?<a6>(?=(?<a5>(?:(?=(?<a4>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a4>[0-9A-Fa-f]{1,4})?))\\k<a5>::))\\k<a6>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|(?=(?<a9>(?=(?<a8>(?:(?=(?<a7>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a7>[0-9A-Fa-f]{1,4})?))\\k<a8>::))\\k<a9>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F22 + "\\k<a12>" + F59 + "|" + F23 + "\\k<a15>[0-9A-Fa-f]{1,4}|(?=(?<a17>(?:(?=(?<a16>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a16>[0-9A-Fa-f]{1,4})?))\\k<a17>::)";
const F73 = "(?:" + F63 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F74 = "(?<a18>" + F73 + ")";
const F75 = "(?=" + F74 + ")";
const F78 = "%5[bB]" + F75 + "\\k<a18>%5[dD]";
const F80 = "(?<a19>%5[bB]" + F75 + "\\k<a18>%5[dD])";
const F81 = "(?=" + F80 + ")";
const F84 = "(?:" + F81 + "\\k<a19>(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";

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
const K58 = bits("0000000000080000efffff70efffff70");
const K59 = bits("000000002ffffff2fffffff8efffff74");
const K60 = bits("00000000000000000001000000010000");
const K61 = new Fused("[lL][oO][cC][aA][lL][hH][oO][sS][tT](?!(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})|@|:))");
const K62 = new Fused(F84);
const K63 = bits("00000000020000000000000000000000");
const K64 = new Fused(F78);
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
            if (!(c < 128 && K58[c] === 1)) break A1_1;
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
            if (!(c < 128 && K59[c] === 1)) break A1_1;
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
            if (!(c < 128 && K59[c] === 1)) break A1_2;
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
            if (!(c < 128 && K58[c] === 1)) break A1_1;
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
            if (!(c < 128 && K60[c] === 1)) break A1_0;
            t = K61.match(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            O2: {
              const s2 = p, m2 = R.top;
              O2_f: {
                c = input.charCodeAt(p);
                if (!(c < 128 && K4[c] === 1)) break O2_f;
                t = r_userinfo(input, p);
                if (t < 0) break O2_f;
                p = t;
                if (input.charCodeAt(p) !== 64) break O2_f;
                p += 1;
                break O2;
              }
              p = s2; R.top = m2;
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
          t = K62.match(input, p);
          if (t < 0) break F;
          p = t;
        } else {
          A1: {
            const s1 = p, m1 = R.top;
            A1_0: {
              c = input.charCodeAt(p);
              if (!(c < 128 && K63[c] === 1)) break A1_0;
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
      t = K64.match(input, p);
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
const F2 = "(?<a24>(?=(?<a23>(?:(?=(?<a22>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a22>[0-9A-Fa-f]{1,4})?))\\k<a23>::)";
const F3 = "(?<a27>(?=(?<a26>(?:(?=(?<a25>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a25>[0-9A-Fa-f]{1,4})?))\\k<a26>::)";
const F4 = "(?<a30>(?=(?<a29>(?:(?=(?<a28>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a28>[0-9A-Fa-f]{1,4})?))\\k<a29>::)";
const F5 = "(?<a33>(?=(?<a32>(?:(?=(?<a31>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a31>[0-9A-Fa-f]{1,4})?))\\k<a32>::)";
const F6 = "(?<a36>(?=(?<a35>(?:(?=(?<a34>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a34>[0-9A-Fa-f]{1,4})?))\\k<a35>::)";
const F7 = "(?<a46>(?=(?<a45>(?:(?=(?<a44>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a44>[0-9A-Fa-f]{1,4})?))\\k<a45>::)";
const F8 = "(?<a49>(?=(?<a48>(?:(?=(?<a47>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a47>[0-9A-Fa-f]{1,4})?))\\k<a48>::)";
const F9 = "(?<a52>(?=(?<a51>(?:(?=(?<a50>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a50>[0-9A-Fa-f]{1,4})?))\\k<a51>::)";
const F10 = "(?<a55>(?=(?<a54>(?:(?=(?<a53>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a53>[0-9A-Fa-f]{1,4})?))\\k<a54>::)";
const F11 = "(?<a58>(?=(?<a57>(?:(?=(?<a56>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a56>[0-9A-Fa-f]{1,4})?))\\k<a57>::)";
const F12 = "(?<a65>(?=(?<a64>(?:(?=(?<a63>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a63>[0-9A-Fa-f]{1,4})?))\\k<a64>::)";
const F13 = "(?<a68>(?=(?<a67>(?:(?=(?<a66>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a66>[0-9A-Fa-f]{1,4})?))\\k<a67>::)";
const F14 = "(?<a71>(?=(?<a70>(?:(?=(?<a69>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a69>[0-9A-Fa-f]{1,4})?))\\k<a70>::)";
const F15 = "(?<a74>(?=(?<a73>(?:(?=(?<a72>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a72>[0-9A-Fa-f]{1,4})?))\\k<a73>::)";
const F16 = "(?<a77>(?=(?<a76>(?:(?=(?<a75>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a75>[0-9A-Fa-f]{1,4})?))\\k<a76>::)";
const F17 = "(?<a85>(?=(?<a84>(?:(?=(?<a83>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a83>[0-9A-Fa-f]{1,4})?))\\k<a84>::)";
const F18 = "(?<a88>(?=(?<a87>(?:(?=(?<a86>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a86>[0-9A-Fa-f]{1,4})?))\\k<a87>::)";
const F19 = "(?<a91>(?=(?<a90>(?:(?=(?<a89>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a89>[0-9A-Fa-f]{1,4})?))\\k<a90>::)";
const F20 = "(?<a94>(?=(?<a93>(?:(?=(?<a92>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a92>[0-9A-Fa-f]{1,4})?))\\k<a93>::)";
const F21 = "(?<a97>(?=(?<a96>(?:(?=(?<a95>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a95>[0-9A-Fa-f]{1,4})?))\\k<a96>::)";
const F24 = "(?=" + F2 + ")";
const F25 = "(?=" + F3 + ")";
const F26 = "(?=" + F4 + ")";
const F27 = "(?=" + F5 + ")";
const F28 = "(?=" + F6 + ")";
const F29 = "(?=" + F7 + ")";
const F30 = "(?=" + F8 + ")";
const F31 = "(?=" + F9 + ")";
const F32 = "(?=" + F10 + ")";
const F33 = "(?=" + F11 + ")";
const F34 = "(?=" + F12 + ")";
const F35 = "(?=" + F13 + ")";
const F36 = "(?=" + F14 + ")";
const F37 = "(?=" + F15 + ")";
const F38 = "(?=" + F16 + ")";
const F39 = "(?=" + F17 + ")";
const F40 = "(?=" + F18 + ")";
const F41 = "(?=" + F19 + ")";
const F42 = "(?=" + F20 + ")";
const F43 = "(?=" + F21 + ")";
const F44 = "(?<a104>(?=(?<a103>(?:(?=(?<a102>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a102>[0-9A-Fa-f]{1,4})?))\\k<a103>::)";
const F45 = "(?<a107>(?=(?<a106>(?:(?=(?<a105>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a105>[0-9A-Fa-f]{1,4})?))\\k<a106>::)";
const F46 = "(?<a110>(?=(?<a109>(?:(?=(?<a108>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a108>[0-9A-Fa-f]{1,4})?))\\k<a109>::)";
const F47 = "(?<a113>(?=(?<a112>(?:(?=(?<a111>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a111>[0-9A-Fa-f]{1,4})?))\\k<a112>::)";
const F48 = "(?<a116>(?=(?<a115>(?:(?=(?<a114>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a114>[0-9A-Fa-f]{1,4})?))\\k<a115>::)";
const F49 = "(?=" + F44 + ")";
const F50 = "(?=" + F45 + ")";
const F51 = "(?=" + F46 + ")";
const F52 = "(?=" + F47 + ")";
const F53 = "(?=" + F48 + ")";
const F54 = "(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*(?:\\/[A-Za-z0-9\\-._~!$&'()*+,;=:@]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:@]*)*){0,})";
const F55 = "(?<a42>\\/[A-Za-z](?::|\\|)\\/" + F54 + "?)";
const F56 = "(?<a121>\\/[A-Za-z](?::|\\|)\\/" + F54 + "?)";
const F57 = "(?=" + F55 + ")";
const F58 = "(?=" + F56 + ")";
const F60 = "(?:(?=(?<a0>\\/[A-Za-z](?::|\\|)\\/" + F54 + "?))\\k<a0>(?!\\/)|(?=(?<a1>(?:[A-Za-z](?::|\\|))?))\\k<a1>\\/" + F54 + "?)";
const F61 = "(?:" + F58 + "\\k<a121>(?!\\/)|(?=(?<a122>(?:[A-Za-z](?::|\\|))?))\\k<a122>\\/" + F54 + "?)";
const F62 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT](?!(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})|@|:))|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*))";
const F64 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a21>(?:[0-9A-Fa-f]{1,4})?))\\k<a21>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|" + F24 + "\\k<a24>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|" + F25 + "\\k<a27>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|" + F26 + "\\k<a30>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F27 + "\\k<a33>" + F59 + "|" + F28 + "\\k<a36>[0-9A-Fa-f]{1,4}|(?=(?<a38>(?:(?=(?<a37>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a37>[0-9A-Fa-f]{1,4})?))\\k<a38>::)";
const F65 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a43>(?:[0-9A-Fa-f]{1,4})?))\\k<a43>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|" + F29 + "\\k<a46>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|" + F30 + "\\k<a49>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|" + F31 + "\\k<a52>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F32 + "\\k<a55>" + F59 + "|" + F33 + "\\k<a58>[0-9A-Fa-f]{1,4}|(?=(?<a60>(?:(?=(?<a59>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a59>[0-9A-Fa-f]{1,4})?))\\k<a60>::)";
const F66 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a62>(?:[0-9A-Fa-f]{1,4})?))\\k<a62>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|" + F34 + "\\k<a65>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|" + F35 + "\\k<a68>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|" + F36 + "\\k<a71>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F37 + "\\k<a74>" + F59 + "|" + F38 + "\\k<a77>[0-9A-Fa-f]{1,4}|(?=(?<a79>(?:(?=(?<a78>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a78>[0-9A-Fa-f]{1,4})?))\\k<a79>::)";
const F67 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a82>(?:[0-9A-Fa-f]{1,4})?))\\k<a82>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|" + F39 + "\\k<a85>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|" + F40 + "\\k<a88>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|" + F41 + "\\k<a91>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F42 + "\\k<a94>" + F59 + "|" + F43 + "\\k<a97>[0-9A-Fa-f]{1,4}|(?=(?<a99>(?:(?=(?<a98>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a98>[0-9A-Fa-f]{1,4})?))\\k<a99>::)";
const F68 = "(?<a61>" + F65 + ")";
const F69 = "(?<a100>" + F67 + ")";
const F70 = "(?=" + F68 + ")";
const F71 = "(?=" + F69 + ")";
const F72 = "(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a101>(?:[0-9A-Fa-f]{1,4})?))\\k<a101>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|" + F49 + "\\k<a104>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|" + F50 + "\\k<a107>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|" + F51 + "\\k<a110>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|" + F52 + "\\k<a113>" + F59 + "|" + F53 + "\\k<a116>[0-9A-Fa-f]{1,4}|(?=(?<a118>(?:(?=(?<a117>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a117>[0-9A-Fa-f]{1,4})?))\\k<a118>::)";
const F76 = "(?:" + F64 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F77 = "(?<a39>" + F76 + ")";
const F79 = "(?=" + F77 + ")";
const F82 = "(?<a40>%5[bB]" + F79 + "\\k<a39>%5[dD])";
const F83 = "(?=" + F82 + ")";
const F85 = "(?<a20>" + F84 + ")";
const F86 = "(?=" + F85 + ")";
const F87 = "(?:" + F83 + "\\k<a40>(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F88 = "(?:" + F70 + "\\k<a61>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|" + F66 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F89 = "(?<a80>" + F88 + ")";
const F90 = "(?=" + F89 + ")";
const F91 = "(?:" + F71 + "\\k<a100>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|" + F72 + "|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})";
const F92 = "(?<a119>" + F91 + ")";
const F93 = "(?=" + F92 + ")";
const F94 = "(?:\\[" + F90 + "\\k<a80>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F95 = "(?:\\[" + F93 + "\\k<a119>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*)";
const F96 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT](?!(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})|@|:))|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?(?:\\[(?=(?<a37>(?:(?=(?<a18>" + F63 + "))\\k<a18>%25(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~]*)*|(?:(?:[0-9A-Fa-f]{1,4}:){6,6}" + F59 + "|::(?:[0-9A-Fa-f]{1,4}:){5,5}" + F59 + "|(?=(?<a19>(?:[0-9A-Fa-f]{1,4})?))\\k<a19>::(?:[0-9A-Fa-f]{1,4}:){4,4}" + F59 + "|(?=(?<a22>(?=(?<a21>(?:(?=(?<a20>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,1}))\\k<a20>[0-9A-Fa-f]{1,4})?))\\k<a21>::))\\k<a22>(?:[0-9A-Fa-f]{1,4}:){3,3}" + F59 + "|(?=(?<a25>(?=(?<a24>(?:(?=(?<a23>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,2}))\\k<a23>[0-9A-Fa-f]{1,4})?))\\k<a24>::))\\k<a25>(?:[0-9A-Fa-f]{1,4}:){2,2}" + F59 + "|(?=(?<a28>(?=(?<a27>(?:(?=(?<a26>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,3}))\\k<a26>[0-9A-Fa-f]{1,4})?))\\k<a27>::))\\k<a28>(?:[0-9A-Fa-f]{1,4}:){1,1}" + F59 + "|(?=(?<a31>(?=(?<a30>(?:(?=(?<a29>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,4}))\\k<a29>[0-9A-Fa-f]{1,4})?))\\k<a30>::))\\k<a31>" + F59 + "|(?=(?<a34>(?=(?<a33>(?:(?=(?<a32>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,5}))\\k<a32>[0-9A-Fa-f]{1,4})?))\\k<a33>::))\\k<a34>[0-9A-Fa-f]{1,4}|(?=(?<a36>(?:(?=(?<a35>(?:[0-9A-Fa-f]{1,4}:(?!:)){0,6}))\\k<a35>[0-9A-Fa-f]{1,4})?))\\k<a36>::)|[vV][0-9A-Fa-f]{1,}\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]{1,})))\\k<a37>\\]|(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])\\.(?:25[012345]|2[01234][0-9]|1[0-9]{2,2}|[123456789][0-9]|[0-9])(?!(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2}))|[A-Za-z0-9\\-._~!$&'()*+,;=]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=]*)*))";
const F97 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT](?!(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})|@|:))|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F94 + ")";
const F98 = "(?:" + F97 + "|)";
const F99 = "(?<a81>" + F98 + ")";
const F100 = "(?=" + F99 + ")";
const F101 = "(?:[lL][oO][cC][aA][lL][hH][oO][sS][tT](?!(?:(?:[A-Za-z0-9\\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})|@|:))|(?:[A-Za-z0-9\\-._~!$&'()*+,;=:]*(?:(?:%[0-9A-Fa-f]{2})[A-Za-z0-9\\-._~!$&'()*+,;=:]*)*@)?" + F95 + ")";
const F102 = "(?:" + F101 + "|)";
const F103 = "(?<a120>" + F102 + ")";
const F104 = "(?=" + F103 + ")";
const F105 = "(?:\\/\\/\\/" + F86 + "\\k<a20>(?=\\/)|\\/\\/" + F87 + ")";
const F106 = "(?<a41>" + F105 + ")";
const F107 = "(?=" + F106 + ")";
const F108 = "(?:" + F107 + "\\k<a41>\\/" + F54 + "?|" + F100 + "\\k<a81>" + F57 + "\\k<a42>(?!\\/)|" + F104 + "\\k<a120>\\/" + F54 + "?)";
const F109 = "(?:\\/\\/" + F108 + "|" + F61 + ")";
const K6 = bits("0000000000000000efffff70efffff70");
const K41 = new Fused("[fF][iI][lL][eE]:" + F109, "(?!)", "/");
const K42 = new Fused(F109, "(?!)", "/");
const K43 = new Fused(F108, "(?!)", "/");
const K44 = new Fused(F60);
const K45 = new Fused(F96, F62, "[");
const K46 = new Fused(F105, "(?!)", "/");
const K47 = new Fused(F84);
const K48 = new Fused(F78);
const K49 = new Fused("\\/[A-Za-z](?::|\\|)\\/" + F54 + "?");
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

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc8089 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        ...T.rules.slice(0, 41), // URI … fileHierPart
        [4,[3,[11,44],[11,21]],[3,[5,[11,43]],[11,47],[7,[0,"/",0]]],[3,[5,[11,43]],[11,21]]],
        [4,[3,[11,47],[7,[0,"/",0]]],[3,[5,[11,48]],[11,21]]],
        [4,[3,[0,"localhost",1],[7,[4,[1,3],[0,"@",0],[0,":",0]]]],[3,[5,[3,[11,8],[0,"@",0]]],[11,9]]],
        [4,[3,[0,"///",0],[11,45],[8,[0,"/",0]]],[3,[0,"//",0],[11,45]]],
        [4,[3,[11,46],[7,[1,3]]],[3,[11,16],[7,[1,3]]],[11,18]],
        [3,[0,"%5B",1],[4,[11,13],[11,12]],[0,"%5D",1]],
        [3,[0,"/",0],[11,48],[11,21]],
        [3,[1,0],[4,[0,":",0],[0,"|",0]]],
    ],
    sets: [
        ...T.sets.slice(0, 19), // ALPHA … ZoneID
    ],
  }, meta.rules);
}
