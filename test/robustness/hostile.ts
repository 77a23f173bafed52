/**
 * Hostile inputs: each a family of strings of a size `n`, measured at n and 10n (test/robustness/
 * linear.ts). The generic ones are given to every edition; most are accepted by some editions and
 * rejected by others, so both the parse path and the error path (the careful build that explains a
 * rejection) are measured.
 *
 * Sizes: where the input makes one object per repetition (segments, labels), n is large enough that
 * the small input's objects already overflow the 2 MB L2 cache of this machine's cores (≥ 5·10^4
 * segments), so that both sizes are measured in the same memory regime — measured: RFC 1738's ftp
 * URL costs 133 ns a segment at 10^4 segments and 213–328 ns from 3·10^4 on, flat.
 */
import type { EditionName, ParseOptions } from '../../src/index';

export interface Hostile {
  name: string;
  /** the input for size n */
  make(n: number): string;
  /** the smaller size measured (the larger is 10 times it) */
  n: number;
  /** the input ends with a character that makes it invalid: a rejection must point at it */
  badEnd?: boolean;
  /** only for these editions (with these options) — default: all four, as published */
  only?: readonly [EditionName, ParseOptions][];
}

/** The hostile inputs of issue 10, and each edition's own repetitive constructs. */
export const HOSTILE: readonly Hostile[] = [
  // 10^5–10^7-character components, "[" followed by colons, "%"s, segments, "@"s, "../"
  { name: 'a path segment of n characters', make: (n) => 'http://h/' + 'a'.repeat(n), n: 100_000 },
  { name: '"[" and n colons', make: (n) => 'http://[' + ':'.repeat(n), n: 10_000 },
  { name: 'n "%" signs', make: (n) => 'http://h/' + '%'.repeat(n), n: 10_000 },
  { name: 'n segments', make: (n) => 'http://h/' + 'a/'.repeat(n), n: 100_000 },
  { name: 'n "@" signs', make: (n) => 'http://' + '@'.repeat(n) + 'h/', n: 10_000 },
  { name: 'n "../"', make: (n) => '../'.repeat(n) + 'g', n: 100_000 },
  // rejections: a bad character at the end of a long input (the error-explaining path)
  { name: 'a path segment of n characters, then " "', make: (n) => 'http://h/' + 'a'.repeat(n) + ' ', n: 100_000, badEnd: true },
  { name: 'n segments, then "<"', make: (n) => 'http://h/' + 'a/'.repeat(n) + '<', n: 5_000, badEnd: true },
  { name: 'n escapes, then a broken one', make: (n) => 'http://h/?' + '%41'.repeat(n) + '%4', n: 30_000, badEnd: true },
  // each edition's own constructs
  { name: 'RFC 3986: "[" and n colons and "]"', make: (n) => 'http://[' + ':'.repeat(n) + ']/', n: 10_000, only: [['rfc3986', {}]] },
  { name: 'RFC 3986: an IPvFuture of n characters', make: (n) => 'http://[v1.' + 'a:'.repeat(n) + ']/', n: 50_000, only: [['rfc3986', {}]] },
  { name: 'RFC 3986: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 10_000, badEnd: true, only: [['rfc3986', {}]] },
  {
    name: 'RFC 6874: a zone identifier of n characters',
    make: (n) => 'http://[fe80::1%25' + 'e'.repeat(n) + ']/',
    n: 100_000,
    only: [['rfc3986', { amendments: ['rfc6874'] }]],
  },
  {
    name: 'RFC 6874: n "%25"',
    make: (n) => 'http://[fe80::1' + '%25'.repeat(n) + ']/',
    n: 10_000,
    only: [['rfc3986', { amendments: ['rfc6874'] }]],
  },
  { name: 'RFC 2396: n hyphenated labels', make: (n) => 'http://' + 'a-'.repeat(n) + 'a/', n: 20_000, only: [['rfc2396', {}]] },
  { name: 'RFC 2396: n segment params', make: (n) => 'http://h/a' + ';p'.repeat(n), n: 50_000, only: [['rfc2396', {}]] },
  { name: 'RFC 2396: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 2_000, badEnd: true, only: [['rfc2396', {}]] },
  {
    name: 'RFC 2732: "[" and n colons and "]"',
    make: (n) => 'http://[' + ':'.repeat(n) + ']/',
    n: 10_000,
    only: [['rfc2396', { amendments: ['rfc2732'] }]],
  },
  {
    name: 'RFC 2732: an address of n pieces',
    make: (n) => 'http://[' + 'ffff:'.repeat(n) + ':1]/',
    n: 5_000,
    only: [['rfc2396', { amendments: ['rfc2732'] }]],
  },
  { name: 'RFC 1808: a net_loc of n "?;"', make: (n) => '//' + '?;'.repeat(n), n: 50_000, only: [['rfc1808', {}]] },
  { name: 'RFC 1808: n ";" params', make: (n) => 'g' + ';'.repeat(n), n: 100_000, only: [['rfc1808', {}]] },
  { name: 'RFC 1808: n segments, then "//" (the opaque form)', make: (n) => 'http://h' + '/a'.repeat(n) + '//', n: 50_000, only: [['rfc1808', {}]] },
  { name: 'RFC 1738: n gopher "%09"', make: (n) => 'gopher://h/1' + 'a%09'.repeat(n), n: 10_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: n prospero fieldspecs', make: (n) => 'prospero://h/p' + ';a=b'.repeat(n), n: 10_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: n ftp segments and ;type=', make: (n) => 'ftp://h/' + 'a/'.repeat(n) + 'f;type=i', n: 50_000, only: [['rfc1738', {}]] },
  { name: 'RFC 1738: a host of n labels, then "^"', make: (n) => 'http://' + 'a.'.repeat(n) + '^', n: 2_000, badEnd: true, only: [['rfc1738', {}]] },
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
  n: number;
}

export const HOSTILE_RESOLUTIONS: readonly HostileResolution[] = [
  { name: 'n "../" against a short base', make: (n) => ['http://a/b/c/d;p?q', '../'.repeat(n) + 'g'], n: 50_000 },
  { name: 'n "../" against a base of n segments', make: (n) => ['http://a/' + 'b/'.repeat(n), '../'.repeat(n) + 'g'], n: 30_000 },
  { name: 'n "x/../" in the reference', make: (n) => ['http://a/b/c', 'x/../'.repeat(n) + 'g'], n: 30_000 },
  { name: 'a base of n "../"', make: (n) => ['http://a/' + '../'.repeat(n), 'g'], n: 50_000 },
];

/** A stable name for one edition under one option set, e.g. "rfc2396 + rfc2732". */
export function configName(edition: EditionName, options: ParseOptions): string {
  const extras = [...(options.amendments ?? []), ...Object.keys(options).filter((k) => k !== 'amendments')];
  return extras.length ? `${edition} + ${extras.join(' + ')}` : edition;
}

export const EDITIONS: readonly EditionName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];

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

/** Every (relative edition, hostile resolution) to measure, with its id. */
export function resolutionCases(): { id: string; edition: EditionName; resolution: HostileResolution }[] {
  return HOSTILE_RESOLUTIONS.flatMap((resolution) =>
    (['rfc1808', 'rfc2396', 'rfc3986'] as const).map((edition) => ({ id: `resolve, ${edition}: ${resolution.name}`, edition, resolution })),
  );
}
