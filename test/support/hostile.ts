/**
 * Hostile inputs: each a family of strings of a size `n`. Each is parsed once at its full size (the
 * issue's 10^5 colons, "%"s and "@"s, 10^6 segments, 10^6 "../", 10^5–10^7-character components)
 * and checked; and its time is measured at n and 10n (test/support/linear.ts). The generic ones
 * are given to every edition; most are accepted by some editions and rejected by others, so both
 * the parse path and the error path (the careful build that explains a rejection) are measured.
 * Then the same for resolve() (HOSTILE_RESOLUTIONS), for the other entry points that read a whole
 * URI and for rule()'s careful build (HOSTILE_CALLS), and the measurement's own self-checks.
 *
 * Sizes: the issue's — a decade [n, 10n] with 10n = 10^5 colons, "%"s and "@"s, components of
 * 3·10^5 to 3·10^6 characters — except where a repetition makes objects (segments, params, fields,
 * dot-segment removal's output): their decade is [10^3, 10^4], below the steps in the runtime's
 * per-object cost (linear.ts) — V8's large-object space for arrays from ~16 K elements, promotion
 * out of the young generation, the 2 MB L2 cache — which a decade such as [10^5, 10^6] spans
 * several of (10^5 → 10^6 segments measured 10.8 to 26 times as long from run to run, with the same
 * code). Their full size (10^5–10^6 repetitions) is still parsed once, and checked.
 */
import { SCHEME_CALLS } from './hostile-schemes';
import { production } from '../../src/kit';
import type { Kit } from '../../src/kit';
import { CarefulGrammar } from '../../src/engine/careful/build';
import { ALPHA } from '../../grammars/rfc5234';
import { compare, editions, iriToUri, normalize, parseQuery, relativize, resolveAll, rule, uriToIri } from '../../src/index';
import type { EditionName, ParseOptions } from '../../src/index';

export interface Hostile {
  name: string;
  /** the input for size n */
  make(n: number): string;
  /** the smaller size measured (the larger is 10 times it) */
  n: number;
  /** the size parsed once and checked (default: the first large input measured, 10n) */
  full?: number;
  /** the input ends with a character that makes it invalid: a rejection must point at it */
  badEnd?: boolean;
  /** only for these editions (with these options) — default: every edition, as published */
  only?: readonly [EditionName, ParseOptions][];
}

/** The hostile inputs (long runs of every delimiter and class), and each edition's own repetitive constructs. */
export const HOSTILE: readonly Hostile[] = [
  // 10^5–10^7-character components, "[" followed by colons, "%"s, segments, "@"s, "../"
  { name: 'a path segment of n characters', make: (n) => 'http://h/' + 'a'.repeat(n), n: 300_000 },
  { name: '"[" and n colons', make: (n) => 'http://[' + ':'.repeat(n), n: 10_000 },
  { name: 'n "%" signs', make: (n) => 'http://h/' + '%'.repeat(n), n: 10_000 },
  { name: 'n segments', make: (n) => 'http://h/' + 'a/'.repeat(n), n: 1_000, full: 1_000_000 },
  { name: 'n "@" signs', make: (n) => 'http://' + '@'.repeat(n) + 'h/', n: 10_000 },
  { name: 'n "../"', make: (n) => '../'.repeat(n) + 'g', n: 1_000, full: 1_000_000 },
  // rejections: a bad character at the end of a long input (the error-explaining path)
  { name: 'a path segment of n characters, then " "', make: (n) => 'http://h/' + 'a'.repeat(n) + ' ', n: 300_000, badEnd: true },
  { name: 'n segments, then "<"', make: (n) => 'http://h/' + 'a/'.repeat(n) + '<', n: 1_000, full: 100_000, badEnd: true },
  {
    name: 'n escapes, then a broken one',
    make: (n) => 'http://h/?' + '%41'.repeat(n) + '%4',
    n: 100_000,
    badEnd: true,
    only: [['rfc1738', {}], ['rfc3986', {}]],
  },
  // each edition's own constructs
  { name: 'RFC 3986: "[" and n colons and "]"', make: (n) => 'http://[' + ':'.repeat(n) + ']/', n: 100_000, only: [['rfc3986', {}]] },
  { name: 'RFC 3986: an IPvFuture of n characters', make: (n) => 'http://[v1.' + 'a:'.repeat(n) + ']/', n: 50_000, only: [['rfc3986', {}]] },
  { name: 'RFC 3986: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 50_000, badEnd: true, only: [['rfc3986', {}]] },
  {
    name: 'RFC 6874: a zone identifier of n characters',
    make: (n) => 'http://[fe80::1%25' + 'e'.repeat(n) + ']/',
    n: 100_000,
    only: [['rfc3986', { amendments: ['rfc6874'] }]],
  },
  {
    name: 'RFC 6874: n "%25"',
    make: (n) => 'http://[fe80::1' + '%25'.repeat(n) + ']/',
    n: 30_000,
    only: [['rfc3986', { amendments: ['rfc6874'] }]],
  },
  // RFC 3987: characters beyond ASCII (each check of its warnings runs over them too)
  { name: 'RFC 3987: a segment of n ucschar', make: (n) => 'http://h/' + '例'.repeat(n), n: 300_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: a segment of n characters beyond U+FFFF', make: (n) => 'http://h/' + '\u{20000}'.repeat(n), n: 150_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: a query of n iprivate characters', make: (n) => 'http://h/?' + '\u{F0000}'.repeat(n), n: 150_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n right-to-left segments', make: (n) => 'http://h/' + '\u05d0\u05d1/'.repeat(n), n: 10_000, full: 300_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n mixed-direction labels', make: (n) => 'http://' + 'a\u05d0.'.repeat(n) + 'h/', n: 10_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n combining accents (not NFC)', make: (n) => 'http://h/' + 'e\u0301'.repeat(n), n: 100_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n escapes that are not UTF-8', make: (n) => 'http://h/' + '%C0%AF'.repeat(n), n: 50_000, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n ucschar, then a lone surrogate', make: (n) => 'http://h/' + '例'.repeat(n) + '\ud800', n: 300_000, badEnd: true, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n ucschar, then an iprivate outside the query', make: (n) => 'http://h/' + '例'.repeat(n) + '\ue000', n: 300_000, badEnd: true, only: [['rfc3987', {}]] },
  { name: 'RFC 3987: n segments of "例"', make: (n) => 'http://h/' + '\u4F8B/'.repeat(n), n: 1_000, full: 1_000_000, only: [['rfc3987', {}]] },
  {
    name: 'RFC 3987: n astral characters, then a lone surrogate',
    make: (n) => 'http://h/' + '\u{10300}'.repeat(n) + '\uD800',
    n: 150_000,
    badEnd: true,
    only: [['rfc3987', {}]],
  },
  { name: 'RFC 3987: a host of n labels "例.", then "^"', make: (n) => 'http://' + '\u4F8B.'.repeat(n) + '^', n: 50_000, badEnd: true, only: [['rfc3987', {}]] },
  { name: 'RFC 2396: n hyphenated labels', make: (n) => 'http://' + 'a-'.repeat(n) + 'a/', n: 50_000, only: [['rfc2396', {}]] },
  { name: 'RFC 2396: n segment params', make: (n) => 'http://h/a' + ';p'.repeat(n), n: 1_000, full: 1_000_000, only: [['rfc2396', {}]] },
  { name: 'RFC 2396: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 2_000, badEnd: true, only: [['rfc2396', {}]] },
  {
    name: 'RFC 2732: "[" and n colons and "]"',
    make: (n) => 'http://[' + ':'.repeat(n) + ']/',
    n: 100_000,
    only: [['rfc2396', { amendments: ['rfc2732'] }]],
  },
  {
    name: 'RFC 2732: an address of n pieces',
    make: (n) => 'http://[' + 'ffff:'.repeat(n) + ':1]/',
    n: 20_000,
    only: [['rfc2396', { amendments: ['rfc2732'] }]],
  },
  { name: 'RFC 1808: a net_loc of n "?;"', make: (n) => '//' + '?;'.repeat(n), n: 50_000, only: [['rfc1808', {}]] },
  { name: 'RFC 1808: n ";" params', make: (n) => 'g' + ';'.repeat(n), n: 100_000, only: [['rfc1808', {}]] },
  // generic-RL fails only after the net_loc (abs_path's rel_path cannot begin with "/"): the second form
  { name: 'RFC 1808: a net_loc of n characters, then "//" (the opaque form)', make: (n) => 'http://' + 'h'.repeat(n) + '//x', n: 300_000, only: [['rfc1808', {}]] },
  { name: 'RFC 1738: n gopher "%09"', make: (n) => 'gopher://h/1' + 'a%09'.repeat(n), n: 20_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: n prospero fieldspecs', make: (n) => 'prospero://h/p' + ';a=b'.repeat(n), n: 1_000, full: 500_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: n ftp segments and ;type=', make: (n) => 'ftp://h/' + 'a/'.repeat(n) + 'f;type=i', n: 1_000, full: 1_000_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 2_000, badEnd: true, only: [['rfc1738', {}]] },
  // (sizes past the fused matcher's 64 K, so that both measured sizes take the same matcher)
  // RFC 1630: the "@"s of xalphas @ hostname, "+"-separated search words, wpath fields, "%00"s in a
  // prospero hsoname, a login whose hostnumber fails, generic-form paths of "//"
  { name: 'RFC 1630: mailto with n "@" not followed by a letter', make: (n) => 'mailto:a' + '@1'.repeat(n) + '@h', n: 50_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: news article with n "@1", then "@1.2.3.4"', make: (n) => 'news:a' + '@1'.repeat(n) + '@1.2.3.4', n: 50_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: n search words', make: (n) => 'http://h/?' + 'a+'.repeat(n) + 'b', n: 50_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: n search words, then "++"', make: (n) => 'http://h/?' + 'a+'.repeat(n) + '+', n: 50_000, badEnd: true, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: n wpath fields', make: (n) => 'wais://h/d/t/' + '1=a/b;'.repeat(n), n: 20_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: n "%00" in a prospero hsoname', make: (n) => 'prospero://h/' + 'a%00'.repeat(n) + '1', n: 20_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: an ftp login of n user characters, then "@1.2.3"', make: (n) => 'ftp://' + 'u'.repeat(n) + '@1.2.3/', n: 100_000, only: [['rfc1630', {}]] },
  { name: 'RFC 1630: n "//" in a generic path', make: (n) => 'x:' + '//'.repeat(n) + 'a', n: 50_000, only: [['rfc1630', {}]] },
  {
    name: 'RFC 1738: n "%09" in a fragment (allowFragment)',
    make: (n) => 'http://h/#' + '%09'.repeat(n),
    n: 50_000,
    only: [['rfc1738', { allowFragment: true }]],
  },
];

/** Resolution of hostile references (and bases) by each relative edition's algorithm. */
export interface HostileResolution {
  name: string;
  make(n: number): [base: string, reference: string];
  /** the smaller size measured (the larger is 10 times it) */
  n: number;
  /** the size resolved once and checked */
  full: number;
}

/** Dot-segment removal keeps one string per output segment: measured at 2·10^3 and 2·10^4 (see above). */
export const HOSTILE_RESOLUTIONS: readonly HostileResolution[] = [
  { name: 'n "../" against a short base', make: (n) => ['http://a/b/c/d;p?q', '../'.repeat(n) + 'g'], n: 1_000, full: 1_000_000 },
  { name: 'n "../" against a base of n segments', make: (n) => ['http://a/' + 'b/'.repeat(n), '../'.repeat(n) + 'g'], n: 1_000, full: 1_000_000 },
  { name: 'n "x/../" in the reference', make: (n) => ['http://a/b/c', 'x/../'.repeat(n) + 'g'], n: 1_000, full: 1_000_000 },
  // RFC 1630's slash counting: a context of n slash runs of every length below the reference's
  { name: 'n slash runs in the base, a reference of many slashes', make: (n) => ['x:' + 'a/a//'.repeat(n), '///g'], n: 1_000, full: 1_000_000 },
  { name: 'n "./" in the reference', make: (n) => ['http://a/b/c', './'.repeat(n) + 'g'], n: 1_000, full: 1_000_000 },
];

/** Hostile inputs to the other entry points that read a whole URI (or a query, or an IRI). */
export interface HostileCall {
  name: string;
  /** the call on the input for size n */
  call(n: number): () => unknown;
  n: number;
}

export const HOSTILE_CALLS: readonly HostileCall[] = [
  // compare() explains each difference from the grammars' errors and re-parses
  { name: 'compare(): n segments, then "~"', call: (n) => withInput('http://h/' + 'a/'.repeat(n) + '~', compare), n: 1_000 },
  { name: 'compare(): n ";p" params', call: (n) => withInput('http://h/a' + ';p'.repeat(n), compare), n: 1_000 },
  { name: 'compare(): a query of n characters, then "<"', call: (n) => withInput('http://h/?' + 'q'.repeat(n) + '<', compare), n: 300_000 },
  { name: 'normalize(): n "a/../"', call: (n) => withInput('http://h/' + 'a/../'.repeat(n), (s) => normalize(s)), n: 1_000 },
  { name: 'normalize(), rfc2396: n "%7e/./"', call: (n) => withInput('http://h/' + '%7e/./'.repeat(n), (s) => normalize(s, 'rfc2396')), n: 1_000 },
  {
    name: 'relativize(): a base and a target of n segments that differ at the first',
    call: (n) => withInput(['http://a/' + 'b/'.repeat(n), 'http://a/c/' + 'd/'.repeat(n)], ([b, t]) => relativize(b, t)),
    n: 1_000,
  },
  { name: 'resolveAll(): n "../" against a base of n segments', call: (n) => withInput(['http://a/' + 'b/'.repeat(n), '../'.repeat(n)], ([b, r]) => resolveAll(b, r)), n: 1_000 },
  { name: 'iriToUri(): a path of n "é"', call: (n) => withInput('http://h/' + 'é'.repeat(n), (s) => iriToUri(s)), n: 1_000 },
  { name: 'iriToUri(): a host of n labels "例."', call: (n) => withInput('http://' + '\u4F8B.'.repeat(n) + 'x/', (s) => iriToUri(s, { idna: false })), n: 1_000 },
  { name: 'uriToIri(): a path of n "%C3%A9"', call: (n) => withInput('http://h/' + '%C3%A9'.repeat(n), (s) => uriToIri(s)), n: 1_000 },
  { name: 'normalize(), rfc3987: n "%C3%A9/./"', call: (n) => withInput('http://h/' + '%C3%A9/./'.repeat(n), (s) => normalize(s, 'rfc3987')), n: 1_000 },
  {
    name: 'normalize(), rfc3987, nfc: n "e%CC%81"',
    call: (n) => withInput('http://h/' + 'e%CC%81'.repeat(n), (s) => normalize(s, 'rfc3987', { nfc: true })),
    n: 1_000,
  },
  { name: 'parseQuery(): n "a=b&" pairs', call: (n) => withInput('a=b&'.repeat(n), (s) => parseQuery(s)), n: 1_000 },
  // rule() hands out the careful build: it must be linear too, also where a repeated rule is captured
  {
    name: "rule('rfc1738', 'url'), the careful build: n prospero fieldspecs",
    call: (n) => withInput('prospero://h/p' + ';a=b'.repeat(n), (s) => rule('rfc1738', 'url').parse(s)),
    n: 1_000,
  },
  {
    name: 'the careful kit: n repetitions of a captured rule',
    call: (n) => withInput(';ab'.repeat(n), (s) => repeatedCaptured.parse(s)),
    n: 1_000,
  },
  {
    name: "rule('rfc3986', 'URI-reference'), the careful build: n segments",
    call: (n) => withInput('http://h/' + 'a/'.repeat(n), (s) => rule('rfc3986', 'URI-reference').parse(s)),
    n: 1_000,
  },
  {
    name: "rule('rfc3987', 'IRI-reference'), the careful build: n astral characters",
    call: (n) => withInput('http://h/' + '\u{10300}'.repeat(n), (s) => rule('rfc3987', 'IRI-reference').parse(s)),
    n: 1_000,
  },
];

/**
 * The measurement checked against operations of known cost, in the same process and conditions as
 * the cases above: a linear scan must pass, a quadratic one must fail (one decade is enough; how
 * linearWithin moves to a shifted decade is tested on its own, in linear-within.test.ts).
 */
export const SELF_CHECKS: readonly (HostileCall & { expect: 'linear' | 'superlinear' })[] = [
  { name: 'self-check: a linear scan', call: (n) => withInput('ab'.repeat(n), scan), n: 50_000, expect: 'linear' },
  { name: 'self-check: a quadratic scan', call: (n) => withInput('ab'.repeat(n), quadraticScan), n: 100, expect: 'superlinear' },
];

/** sums the character codes */
function scan(s: string): number {
  let x = 0;
  for (let i = 0; i < s.length; i++) x = (x + s.charCodeAt(i)) | 0;
  return x;
}

/** compares every character with every earlier one */
function quadraticScan(s: string): number {
  let x = 0;
  for (let i = 0; i < s.length; i++) for (let j = 0; j < i; j++) x = (x + (s.charCodeAt(i) ^ s.charCodeAt(j))) | 0;
  return x;
}

/** items = *item ; item = ";" 1*ALPHA — built with the careful kit, `item` captured (no edition repeats a captured rule) */
export const repeatedCaptured = new CarefulGrammar(
  <P>(k: Kit<P>) => ({
    items: production<P>('items', 'test', 'items = *item', (r) => k.many(r.item)),
    item: production<P>('item', 'test', 'item = ";" 1*ALPHA', () => k.seq(k.lit(';'), k.run(ALPHA, 1))),
  }),
  new Set(['item']),
).language.items;

/** `f` bound to a flat copy of `input` (built once, outside the timing) */
function withInput<T extends string | string[]>(input: T, f: (input: T) => unknown): () => unknown {
  const copy = JSON.parse(JSON.stringify(input)) as T;
  return () => f(copy);
}

/** A stable name for one edition under one option set, e.g. "rfc2396 + rfc2732". */
export function configName(edition: EditionName, options: ParseOptions): string {
  const extras = [...(options.amendments ?? []), ...Object.keys(options).filter((k) => k !== 'amendments')];
  return extras.length ? `${edition} + ${extras.join(' + ')}` : edition;
}

export const EDITIONS: readonly EditionName[] = editions.map((e) => e.name);

/** Every (edition, options, hostile input) to measure, with its id. */
export function hostileCases(): { id: string; edition: EditionName; options: ParseOptions; hostile: Hostile }[] {
  return HOSTILE.flatMap((hostile) =>
    (hostile.only ?? EDITIONS.map((e) => [e, {}] as [EditionName, ParseOptions])).map(([edition, options]) => ({
      id: `${configName(edition, options)}: ${hostile.name}`,
      edition,
      options,
      hostile,
    })),
  );
}

/** Every hostile call to measure, with its id. */
export function callCases(): { id: string; hostileCall: HostileCall }[] {
  return [...HOSTILE_CALLS, ...SCHEME_CALLS, ...SELF_CHECKS].map((hostileCall) => ({ id: hostileCall.name, hostileCall }));
}

/** Every (relative edition, hostile resolution) to measure, with its id. */
export function resolutionCases(): { id: string; edition: EditionName; resolution: HostileResolution }[] {
  return HOSTILE_RESOLUTIONS.flatMap((resolution) =>
    // every edition but RFC 1738, which has no relative URLs
    EDITIONS.filter((edition) => edition !== 'rfc1738').map((edition) => ({ id: `resolve, ${edition}: ${resolution.name}`, edition, resolution })),
  );
}
