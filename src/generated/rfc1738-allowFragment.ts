/*
 * GENERATED FILE — do not edit. The grammar "rfc1738+allowFragment", compiled at build time
 * from grammars/rfc1738.ts: rfc1738Grammar(k, { allowFragment: true }).
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
import { fast as fastOf, validate as validateOf, EXPLAIN as baseTable } from './rfc1738';
import type { RuleTexts } from '../engine/runtime';
import { meta as base } from './rfc1738';
import { texts as baseTexts } from './rfc1738';

// the rules this build shares with ./rfc1738
const B = base.rules;

export const meta: GrammarMeta = {
  id: "rfc1738+allowFragment",
  name: "rfc1738",
  rules: [
    ...B.slice(0, 67), // genericurl … digits
    ["fragment","fragment","RFC 1808 §2.2"],
  ],
  captured: ["httpurl","ftpurl","newsurl","nntpurl","telneturl","gopherurl","waisurl","mailtourl","fileurl","prosperourl","otherurl","waisdatabase","waisindex","waisdoc","scheme","ip-schemepart","login","hostport","user","password","host","hostname","hostnumber","port","urlpath","fpath","ftptype","hpath","search","gtype","selector","gopher+_string","encoded822addr","group","article","database","wtype","wpath","ppath","fragment"],
  capturedNames: ["otherurl","scheme","ip-schemepart","login","hostport","host","hostname","hostnumber","port","user","password","urlpath","ftpurl","fpath","ftptype","fileurl","httpurl","hpath","search","gopherurl","selector","gtype","gopher+_string","mailtourl","encoded822addr","newsurl","group","article","nntpurl","telneturl","waisurl","waisdatabase","waisindex","waisdoc","database","wtype","wpath","prosperourl","ppath","fragment"],
};

// each rule's definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules
export function texts(): readonly RuleTexts[] {
  const T = baseTexts();
  return [
    ...T.slice(0, 67), // genericurl … digits
    ["fragment = *( uchar | reserved )"],
  ];
}

// the stretches the fused regexps below share

export function fast(R: Records): Matchers {
return fastOf(R, (M) => {
const r_otherurl = M["otherurl"], r_ftpurl = M["ftpurl"], r_fileurl = M["fileurl"], r_httpurl = M["httpurl"], r_gopherurl = M["gopherurl"], r_mailtourl = M["mailtourl"], r_newsurl = M["newsurl"], r_nntpurl = M["nntpurl"], r_telneturl = M["telneturl"], r_waisurl = M["waisurl"], r_prosperourl = M["prosperourl"];
const K0 = bits("00000000000000000000000000100000");
const K1 = bits("00000000000000000000000004000000");
const K2 = bits("00000000000000000000000000040000");
const K3 = bits("00000000000000000000000000000100");
const K4 = bits("00000000000000000000000008000000");
const K5 = bits("00000000000000000000000000000800");
const K6 = bits("00000000000000000000000000020000");
const K7 = bits("00000000000000000000000000001000");
const K8 = bits("000000000086ff3000000000efffff70");
const K9 = new Fused("(?!(?=(?<a0>(?:http|ftp|news|nntp|telnet|gopher|wais|mailto|file|prospero)))\\k<a0>:)");
const K13 = bits("000000002dfffffaffffff78efffff70");
const K14 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
// url
function r_url(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        A1: {
          const s1 = p, m1 = R.top;
          A1_0: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K0[c] === 1)) break A1_0;
            t = r_httpurl(input, p);
            if (t < 0) break A1_0;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_1: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_1;
            t = r_ftpurl(input, p);
            if (t < 0) break A1_1;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_2: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_2;
            t = r_newsurl(input, p);
            if (t < 0) break A1_2;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_3: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K2[c] === 1)) break A1_3;
            t = r_nntpurl(input, p);
            if (t < 0) break A1_3;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_4: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K3[c] === 1)) break A1_4;
            t = r_telneturl(input, p);
            if (t < 0) break A1_4;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_5: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K4[c] === 1)) break A1_5;
            t = r_gopherurl(input, p);
            if (t < 0) break A1_5;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_6: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K5[c] === 1)) break A1_6;
            t = r_waisurl(input, p);
            if (t < 0) break A1_6;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_7: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K6[c] === 1)) break A1_7;
            t = r_mailtourl(input, p);
            if (t < 0) break A1_7;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_8: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K1[c] === 1)) break A1_8;
            t = r_fileurl(input, p);
            if (t < 0) break A1_8;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_9: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K7[c] === 1)) break A1_9;
            t = r_prosperourl(input, p);
            if (t < 0) break A1_9;
            p = t;
            break A1;
          }
          p = s1; R.top = m1;
          A1_10: {
            c = input.charCodeAt(p);
            if (!(c < 128 && K8[c] === 1)) break A1_10;
            t = K9.match(input, p);
            if (t < 0) break A1_10;
            p = t;
            t = r_otherurl(input, p);
            if (t < 0) break A1_10;
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
          if (((c < 128 && K13[c] === 1) || c === 37)) {
            p = Fused.run(K14, input, p);
          }
        }
      R.capture(39, s0, p, m0);
    }
    return p;
  }
  return -1;
}

return { ...M, "url": r_url, "fragment": r_fragment };
});
}

export function validate(S: () => Matchers): Matchers {
return validateOf(S, (M) => {
const K1 = new Fused("(?:http:\\/\\/(?:(?=(?<a1>(?:(?=(?<a0>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a0>\\.){0,}))\\k<a1>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*){0,}(?:\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*)?)?|ftp:\\/\\/(?=(?<a5>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a4>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a4>@)?))\\k<a5>(?:(?=(?<a3>(?:(?=(?<a2>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a2>\\.){0,}))\\k<a3>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}(?:;type=[AIDaid])?)?|news:(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:&=]*)*@(?:(?=(?<a7>(?:(?=(?<a6>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a6>\\.){0,}))\\k<a7>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})|\\*|[a-zA-Z][a-zA-Z0-9\\-.+_]{0,})|nntp:\\/\\/(?=(?<a10>(?:(?=(?<a9>(?:(?=(?<a8>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a8>\\.){0,}))\\k<a9>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a10>\\/[a-zA-Z][a-zA-Z0-9\\-.+_]{0,}(?:\\/[0-9]{1,})?|telnet:\\/\\/(?=(?<a14>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a13>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a13>@)?))\\k<a14>(?:(?=(?<a12>(?:(?=(?<a11>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a11>\\.){0,}))\\k<a12>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/)?|gopher:\\/\\/(?:(?=(?<a18>(?:(?=(?<a17>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a17>\\.){0,}))\\k<a18>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})(?:(?=(?<a16>(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}))\\k<a16>(?=(?<a15>(?:%09(?:(?:[a-zA-Z0-9$\\-_.+!*'(),;:@&=]{1,}|(?!%09)%[0-9A-Fa-f]{2})){0,}(?:%09[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?)?))\\k<a15>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))?)?|(?:wais:\\/\\/(?=(?<a21>(?:(?=(?<a20>(?:(?=(?<a19>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a19>\\.){0,}))\\k<a20>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a21>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\?[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;:@&=]*)*|wais:\\/\\/(?=(?<a24>(?:(?=(?<a23>(?:(?=(?<a22>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a22>\\.){0,}))\\k<a23>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a24>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*|wais:\\/\\/(?=(?<a27>(?:(?=(?<a26>(?:(?=(?<a25>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a25>\\.){0,}))\\k<a26>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a27>\\/[a-zA-Z0-9$\\-_.+!*'(),]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),]*)*)|mailto:(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*|file:\\/\\/(?=(?<a30>(?:(?:(?:(?=(?<a29>(?:(?=(?<a28>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a28>\\.){0,}))\\k<a29>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})|localhost))?))\\k<a30>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}|prospero:\\/\\/(?=(?<a33>(?:(?=(?<a32>(?:(?=(?<a31>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a31>\\.){0,}))\\k<a32>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?))\\k<a33>\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*(?:\\/[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&=]*)*){0,}(?:;[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*=[a-zA-Z0-9$\\-_.+!*'(),?:@&]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),?:@&]*)*){0,}|(?!(?=(?<a39>(?:http|ftp|news|nntp|telnet|gopher|wais|mailto|file|prospero)))\\k<a39>:)[a-z0-9+\\-.]{1,}:(?:(?=(?<a38>\\/\\/(?=(?<a37>(?:[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*(?=(?<a36>(?::[a-zA-Z0-9$\\-_.+!*'(),;?&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;?&=]*)*)?))\\k<a36>@)?))\\k<a37>(?:(?=(?<a35>(?:(?=(?<a34>[a-zA-Z0-9](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}))\\k<a34>\\.){0,}))\\k<a35>[a-zA-Z](?:[\\-]{0,}[a-zA-Z0-9]{1,}){0,}|[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,}\\.[0-9]{1,})(?::[0-9]{1,})?(?:\\/[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?))\\k<a38>(?!(?:[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]|%[0-9A-Fa-f]{2}))|[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*))(?:#[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*(?:(?:%[0-9A-Fa-f]{2})[a-zA-Z0-9$\\-_.+!*'(),;\\/?:@&=]*)*)?");
const K17 = /(?:[a-zA-Z0-9$\-_.+!*'(),;\/?:@&=]+|%[0-9A-Fa-f]{2})+/y;
const K18 = bits("000000002dfffffaffffff78efffff70");
// url
function r_url(input, i) {
  return input.length <= 65536 ? K1.match(input, i) : S()["url"](input, i);
}

// fragment
function r_fragment(input, i) {
  let p = i, c = 0, t = 0;
  F: {
        {
          const s1 = p;
          c = input.charCodeAt(p);
          if (((c < 128 && K18[c] === 1) || c === 37)) {
            p = Fused.run(K17, input, p);
          }
        }
    return p;
  }
  return -1;
}

return { ...M, "url": r_url, "fragment": r_fragment };
});
}

// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this
// build shares with ./rfc1738 taken from its table (T)
export function explain(): Explainer {
  const T = baseTable;
  return tableExplainer({
    rules: [
        T.rules[0], // genericurl
        [3,[4,[11,23],[11,18],[11,33],[11,37],[11,38],[11,27],[11,39],[11,31],[11,22],[11,46],[3,[7,[3,[4,[0,"http",0],[0,"ftp",0],[0,"news",0],[0,"nntp",0],[0,"telnet",0],[0,"gopher",0],[0,"wais",0],[0,"mailto",0],[0,"file",0],[0,"prospero",0]],[0,":",0]]],[11,2]]],[5,[3,[0,"#",0],[11,67]]]],
        ...T.rules.slice(2, 67), // otherurl … digits
        [2,30,0,-1],
    ],
    sets: [
        ...T.sets.slice(0, 30), // scheme … unreserved
        ["fragment","000000002dfffffaffffff78efffff70","","",1],
    ],
  }, meta.rules);
}
