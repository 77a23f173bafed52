/**
 * What the PEG check of every production against its stored ABNF needs to know, and every
 * difference it finds that is known: per grammar (edition, with its amendments), per production.
 */

import { SCHEME_DOCUMENTED } from './scheme-differences';
import { SCHEME_PROSE, SCHEME_SUBSTITUTES } from './scheme-substitutes';
import { RFC1630_SUBSTITUTES } from './rfc1630-substitutes';

/** Prose values (`<…>`) of the stored texts, by grammar: what each means. */
export const PROSE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  rfc1738: { '"': '%x22' },
  rfc1808: { '"': '%x22' },
  rfc3986: { pchar: 'pchar' },
  'rfc3986+rfc6874': { pchar: 'pchar' },
  rfc3987: { ipchar: 'ipchar' },
  'rfc3987+rfc6874': { ipchar: 'ipchar' },
  // the scheme grammars that adopt RFC 3986's productions
  rfc8089: { pchar: 'pchar' },
  'rfc8089+appendixE': { pchar: 'pchar' },
  ...SCHEME_PROSE,
};

/**
 * Productions whose stored text is no ABNF, checked against the ABNF the grammar writes beside it.
 */
export const SUBSTITUTES: Readonly<Record<string, Readonly<Record<string, { abnf: string; why: string; name?: string }>>>> = {
  ...SCHEME_SUBSTITUTES,
  rfc1630: RFC1630_SUBSTITUTES,
  'rfc2396+rfc2732': {
    IPv6address: {
      why: "its stored text names RFC 2373 §2.2's text forms (x:x:x:x:x:x:x:x, \"::\"-compressed, x:x:x:x:x:x:d.d.d.d); the grammar's comment above it writes them as these nine alternatives, with low32 = ( hex4 \":\" hex4 ) | IPv4address",
      abnf: `IPv6address =                         6( hex4 ":" ) low32
            |                        "::" 5( hex4 ":" ) low32
            | [               hex4 ] "::" 4( hex4 ":" ) low32
            | [ *1( hex4 ":" ) hex4 ] "::" 3( hex4 ":" ) low32
            | [ *2( hex4 ":" ) hex4 ] "::" 2( hex4 ":" ) low32
            | [ *3( hex4 ":" ) hex4 ] "::"    hex4 ":"   low32
            | [ *4( hex4 ":" ) hex4 ] "::"               low32
            | [ *5( hex4 ":" ) hex4 ] "::"               hex4
            | [ *6( hex4 ":" ) hex4 ] "::"
low32 = ( hex4 ":" hex4 ) | IPv4address`,
    },
  },
};

export interface Documented {
  /** the kinds of difference (see peg-check.ts) */
  kinds: readonly string[];
  /** strings that show it (each is checked to differ in one of these kinds) */
  examples: readonly string[];
  /** why: the production's "PEG:" note quoted where it has one, else the reason in words */
  reason: string;
  /** the production's "PEG:" note in grammars/ names this difference (every one does: a test checks it) */
  noted: true;
}

/** Every known difference, by grammar and production. */
export const DOCUMENTED: Readonly<Record<string, Readonly<Record<string, Documented>>>> = {
  ...SCHEME_DOCUMENTED,
  rfc1630: {
    fragmentaddress: {
      kinds: ['rejects', 'prefix-fails'],
      examples: ['url:ftp//_r@Ss.Aaaa//AN', 'ftp://A9-_.+:@0.036.9.0:6/+////'],
      noted: true,
      reason: "through uri: a URI whose scheme is one the URL BNF defines must match that scheme's production; the generic form, which the BNF's alternation also offers, derives \"url:ftp//…\" (scheme \"url\", a path) and, as a prefix, \"ftp://A9-_.+\"",
    },
    uri: {
      kinds: ['rejects', 'prefix-fails'],
      examples: ['url:ftp//_r@Ss.Aaaa//AN', 'url:prospero8://9.08.5.5/+/9s+'],
      noted: true,
      reason: "INTERPRETATION / PEG: a URI whose scheme is one the URL BNF defines must match that scheme's production, and the generic form is taken only for the other schemes (as RFC 1738's url takes otherurl only for the others)",
    },
    login: {
      kinds: ['prefix-shorter', 'prefix-fails'],
      examples: ['A_:-0@09.7.900.9(9:0', '+0:z@9290992.09.6.99g:9000'],
      noted: true,
      reason: 'PEG: that reading is taken only when its hostport ends the login\'s xalphas; otherwise (no "@" after a user, or "u@1.2.3" whose hostnumber fails …) the whole is tried as a hostport. As a prefix, a login whose hostnumber is followed by an xalpha stops before its "@" (or fails), where the BNF also ends after the hostnumber; whole URLs are unaffected.',
    },
  },
  'rfc1738': {
    url: {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["file:/s///:", "http://a.A:", "news:t+_.!_", "nntp://Cn/3"],
      noted: true,
      reason: "PEG: every predefined scheme's URL is also a genericurl, so the BNF's unordered alternation, read literally, would accept any *xchar after a predefined scheme's name — \"http:foo\", \"http://user@host/\", \"http://h?x\" — through otherurl. But §3 gives each of these schemes its own syntax, and otherurl is for the others […]: so a URL whose scheme is one of the ten predefined names must match that scheme's rule, and otherurl is only tried when the scheme is none of them. (The BNF derives \"http://a.A:\" and \"wais:x\" as otherurl; the rule does not.)",
    },
    'ip-schemepart': {
      kinds: ["prefix-fails"],
      examples: ["//z:@.y/.?", "//6.G9.7.45"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    login: {
      kinds: ["prefix-fails"],
      examples: ["3.p..Y", "K.9h-2"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    hostport: {
      kinds: ["prefix-fails"],
      examples: ["s.", "Z.A."],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    host: {
      kinds: ["prefix-fails"],
      examples: ["K.", "O."],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    hostname: {
      kinds: ["prefix-fails"],
      examples: ["L.6", "c-o."],
      noted: true,
      reason: "PEG: the repetition is greedy: \"a.b\" takes \"a.\" then stops at \"b\", which is the toplabel. Where the BNF could instead end the hostname at an earlier label (leaving \".\" or more labels unmatched), this rule fails; in a URL a host is always followed by \":\", \"/\" or the end, where no such earlier end can lead to a match, so the URL language is the BNF's.",
    },
    httpurl: {
      kinds: ["prefix-fails"],
      examples: ["http://87.g43.5.5:97410/;", "http://u.G.3-T4.0h.6C//*="],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    gopherurl: {
      kinds: ["prefix-fails"],
      examples: ["gopher://H.SH.-72i0.A/", "gopher://hL.7-f.9Op--2"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    newsurl: {
      kinds: ["prefix-fails", "prefix-shorter"],
      examples: ["news:*@233.9025.D4.0", "news:=@Z.", "news:$@J.k."],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    grouppart: {
      kinds: ["prefix-fails", "prefix-shorter"],
      examples: ["uU@v.@V", "=@Z.4x", "?%Af@Q.2Q-6"],
      noted: true,
      reason: "PEG: article fails where its host does (see hostname), and group then takes a shorter match: \"uU@v.@V\" stops after \"uU\" where the BNF also ends after the article \"uU@v\"; whole URLs are unaffected.",
    },
    telneturl: {
      kinds: ["prefix-fails"],
      examples: ["telnet://@K-6.", "telnet://=@z.---T"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    ftpurl: {
      kinds: ["prefix-fails"],
      examples: ["ftp://9@B..J.R", "ftp://8?;:=@q.:31/?/@"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
    article: {
      kinds: ["prefix-fails"],
      examples: ["=&@R2.", "!@j.$J-k"],
      noted: true,
      reason: "PEG: this rule contains a hostname (see hostname): where the BNF could end that hostname at an earlier label, this rule fails or stops shorter when used as a prefix; whole URLs are unaffected.",
    },
  },
  'rfc2396': {
    server: {
      kinds: ["prefix-shorter"],
      examples: ["Z.8b.", "q@;Q.r"],
      noted: true,
      reason: "PEG: when \"userinfo @\" matches but no hostport follows the \"@\" (\"q@;Q.r\"), the inner option is not given back: server matches the empty string where the ABNF also matches a hostport from the start (\"q\"). authority's guard then sends such a string to reg_name, so no URI changes. (It also matches the empty string where hostname fails, as in \"Z.8b.\": see hostname.)",
    },
    hostport: {
      kinds: ["prefix-fails"],
      examples: ["a.4A:", "QRs.9.:4"],
      noted: true,
      reason: "PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by labels that start with a digit (\"45.f32.36.37\"); no URI changes.",
    },
    host: {
      kinds: ["prefix-fails"],
      examples: ["L5.9", "0.1.a2.3"],
      noted: true,
      reason: "PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by labels that start with a digit (\"45.f32.36.37\"); no URI changes.",
    },
    hostname: {
      kinds: ["prefix-fails"],
      examples: ["q9k-64.9", "X.5.y.6.7z"],
      noted: true,
      reason: "PEG: `&alphanum` also lets in a label that starts with a digit, which cannot be the toplabel: where the ABNF ends the hostname at an earlier label (\"tZ-Ah.1k7.\" — the ABNF's \"tZ-Ah.\"), this rule fails. A host is followed by \":\", \"/\", \"?\", \"#\" or the end, where no such earlier end leads to a match, so no URI changes.",
    },
  },
  'rfc2396+rfc2732': {
    'URI-reference': {
      kinds: ["prefix-shorter"],
      examples: ["d+0..://[a:e::0]:&21?q@#y'?2", "//=@[DF:FA::b:3.97.4.424]&#%dD"],
      noted: true,
      reason: "PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest match where a bracketed host is followed by a reg_name character; whole strings are unaffected.",
    },
    absoluteURI: {
      kinds: ["prefix-shorter"],
      examples: ["F-wr.://[::FF:00EF]:8j?.", "t://=@[::BCEA:0:0B]:b74?,[]"],
      noted: true,
      reason: "PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest match where a bracketed host is followed by a reg_name character; whole strings are unaffected.",
    },
    relativeURI: {
      kinds: ["prefix-shorter"],
      examples: ["//@[D::]:8f0", "//;@[A::Cc:FEAC:0.4.1.35],&/$;/(~;@;=@@"],
      noted: true,
      reason: "PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest match where a bracketed host is followed by a reg_name character; whole strings are unaffected.",
    },
    hier_part: {
      kinds: ["prefix-shorter"],
      examples: ["//[::cEbA]A", "//[Ab::bA]:08e63?"],
      noted: true,
      reason: "PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest match where a bracketed host is followed by a reg_name character; whole strings are unaffected.",
    },
    net_path: {
      kinds: ["prefix-fails", "prefix-shorter"],
      examples: ["//2@[D::];:", "//=@[::]:7*2", "//[CA31:0::0:1b:F]):78", "//[E:dA:Bc:DBDE:B0ab:AF::bCA8]:%CE@@+;"],
      noted: true,
      reason: "PEG: through authority (RFC 2732): as a prefix, this rule can stop before the ABNF's longest match where a bracketed host is followed by a reg_name character; whole strings are unaffected.",
    },
    authority: {
      kinds: ["prefix-fails", "prefix-shorter"],
      examples: ["[::C]&:2", "[F::D:cA]6", "P@[Df::e]+", "'@[FC::]:67,21"],
      noted: true,
      reason: "PEG: with RFC 2732, a server holding \"[…]\" followed by a reg_name character (\"[F::D:cA]6\") is refused and reg_name stops before \"[\": as a prefix the authority then fails, or ends before the ABNF's longest match (\"U$.@[D::BfaF]h\" → \"U$.@\"); a whole authority is unaffected.",
    },
    server: {
      kinds: ["prefix-shorter"],
      examples: ["a@0.2A:1", "q@[d:85Af]"],
      noted: true,
      reason: "PEG: when \"userinfo @\" matches but no hostport follows the \"@\" (\"q@;Q.r\"), the inner option is not given back: server matches the empty string where the ABNF also matches a hostport from the start (\"q\"). authority's guard then sends such a string to reg_name, so no URI changes. (It also matches the empty string where hostname fails, as in \"Z.8b.\": see hostname.)",
    },
    hostport: {
      kinds: ["prefix-fails"],
      examples: ["n.1N", "a.4A:"],
      noted: true,
      reason: "PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by labels that start with a digit (\"45.f32.36.37\"); no URI changes.",
    },
    host: {
      kinds: ["prefix-fails"],
      examples: ["a.4A", "L.1m."],
      noted: true,
      reason: "PEG: as hostname, this rule fails where the ABNF ends a hostname at an earlier label followed by labels that start with a digit (\"45.f32.36.37\"); no URI changes.",
    },
    hostname: {
      kinds: ["prefix-fails"],
      examples: ["q9k-64.9", "X.5.y.6.7z"],
      noted: true,
      reason: "PEG: `&alphanum` also lets in a label that starts with a digit, which cannot be the toplabel: where the ABNF ends the hostname at an earlier label (\"tZ-Ah.1k7.\" — the ABNF's \"tZ-Ah.\"), this rule fails. A host is followed by \":\", \"/\", \"?\", \"#\" or the end, where no such earlier end leads to a match, so no URI changes.",
    },
  },
};
