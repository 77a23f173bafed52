/**
 * Where the editions' resolution algorithms give different answers for the same base and reference.
 * Each answer is worked out by hand from the algorithm's text (RFC 1808 §4, RFC 2396 §5.2, RFC 3986
 * §5.2), or read from the RFC's own examples where it has one (cited in `why`). The README's
 * "Resolving references" table is this table (test/resolve.differences.test.ts checks both).
 * RFC 1738 has no relative URLs: every row is an error under rfc1738.
 */

export interface DifferenceRow {
  base: string;
  reference: string;
  /** the `strict` option the row is for (default true) */
  strict?: boolean;
  rfc1808: string;
  rfc2396: string;
  rfc3986: string;
  why: string;
}

const BASE = 'http://a/b/c/d;p?q';

export const DIFFERENCES: readonly DifferenceRow[] = [
  {
    base: BASE,
    reference: '?y',
    rfc1808: 'http://a/b/c/d;p?y',
    rfc2396: 'http://a/b/c/?y',
    rfc3986: 'http://a/b/c/d;p?y',
    why: '1808 §4 step 5 keeps the base path (and params); 2396 §5.2 step 6 merges the empty path with the base directory (App. C); 3986 §5.2.2 restored 1808 (App. D.2)',
  },
  {
    base: BASE,
    reference: ';x',
    rfc1808: 'http://a/b/c/d;x',
    rfc2396: 'http://a/b/c/;x',
    rfc3986: 'http://a/b/c/;x',
    why: '1808 §2.4.5: ";x" is params, replacing the base\'s (§5.1); 2396/3986: a path segment ";x" merged with the directory',
  },
  {
    base: BASE,
    reference: '../../../g',
    rfc1808: 'http://a/../g',
    rfc2396: 'http://a/../g',
    rfc3986: 'http://a/g',
    why: '1808 §4 step 6 and 2396 §5.2 step 6g keep a ".." above the root (§5.2, App. C); 3986 §5.2.4 rule C drops it (§5.4.2)',
  },
  {
    base: BASE,
    reference: '/./g',
    rfc1808: 'http://a/./g',
    rfc2396: 'http://a/./g',
    rfc3986: 'http://a/g',
    why: '1808/2396 remove dot segments only from a relative path (step 6); 3986 §5.2.2 from every path',
  },
  {
    base: BASE,
    reference: 'g;x=1/./y',
    rfc1808: 'http://a/b/c/g;x=1/./y',
    rfc2396: 'http://a/b/c/g;x=1/y',
    rfc3986: 'http://a/b/c/g;x=1/y',
    why: '1808 §2.4.5: everything after the first ";" is params, outside the path merge; 2396/3986: ";x=1" is part of a segment (App. C, §5.4.2)',
  },
  {
    base: BASE,
    reference: 'g;x=1/../y',
    rfc1808: 'http://a/b/c/g;x=1/../y',
    rfc2396: 'http://a/b/c/y',
    rfc3986: 'http://a/b/c/y',
    why: 'as above: for 1808 "/../y" is inside the params',
  },
  {
    base: BASE,
    reference: 'http:g',
    strict: false,
    rfc1808: 'http:g',
    rfc2396: 'http://a/b/c/g',
    rfc3986: 'http://a/b/c/g',
    why: 'strict (the default) all give "http:g"; the backward-compatible reading (2396 §5.2 step 3, 3986 §5.2.2) drops the same scheme; 1808 has none (§5.2)',
  },
  {
    base: BASE,
    reference: 'http:',
    strict: false,
    rfc1808: 'http:',
    rfc2396: 'http://a/b/c/',
    rfc3986: 'http://a/b/c/d;p?q',
    why: 'without its scheme the reference is empty: 2396 merges "" with the base directory (step 6), 3986 keeps the base path and query (§5.2.2)',
  },
  {
    base: 'http://a/b/c/d;p?q#f',
    reference: '',
    rfc1808: 'http://a/b/c/d;p?q#f',
    rfc2396: 'http://a/b/c/d;p?q',
    rfc3986: 'http://a/b/c/d;p?q',
    why: '1808 §4 step 2a: an empty reference "inherits the entire base URL", fragment included (§5.2); 2396 §4.2: the current document; 3986 §5.2.2: T.fragment = R.fragment',
  },
  {
    base: 'http://a/b/c;p=1/d',
    reference: 'g',
    rfc1808: 'http://a/b/g',
    rfc2396: 'http://a/b/c;p=1/g',
    rfc3986: 'http://a/b/c;p=1/g',
    why: '1808 §2.4.5: the base\'s params start at its first ";", so its path is "/b/c"; 2396/3986: "c;p=1" is a segment',
  },
  {
    base: BASE,
    reference: '?',
    rfc1808: 'http://a/b/c/d;p?q',
    rfc2396: 'http://a/b/c/?',
    rfc3986: 'http://a/b/c/d;p?',
    why: '1808 §2.4.4: an empty query is no query, so step 5b inherits the base\'s; 2396/3986 keep the empty query (§5.2 step 7, §5.3)',
  },
  {
    base: BASE,
    reference: '//',
    rfc1808: 'http://a/b/c/d;p?q',
    rfc2396: 'http://',
    rfc3986: 'http://',
    why: '1808 §4 step 3: an empty net_loc is inherited, then step 5 inherits path, params and query; 2396/3986: a defined, empty authority',
  },
  {
    base: BASE,
    reference: '///g',
    rfc1808: 'http://a/g',
    rfc2396: 'http:///g',
    rfc3986: 'http:///g',
    why: 'as above: 1808 inherits the base\'s net_loc for an empty one',
  },
  {
    base: BASE,
    reference: 'http://a/b/../c',
    rfc1808: 'http://a/b/../c',
    rfc2396: 'http://a/b/../c',
    rfc3986: 'http://a/c',
    why: '1808 step 2b / 2396 step 3: an absolute reference is the target as it is; 3986 §5.2.2 removes its dot segments',
  },
  {
    base: 'http://a',
    reference: 'g',
    rfc1808: 'http://ag',
    rfc2396: 'http://ag',
    rfc3986: 'http://a/g',
    why: 'a base with an authority and no path: 1808/2396 step 6 give the relative path "g", written straight after the authority — the defect 3986 App. D.2 fixed with §5.2.3\'s "/"',
  },
];
