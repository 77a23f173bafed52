/**
 * RFC 3986 §5.4 "Reference Resolution Examples" (§5.4.1 normal, §5.4.2 abnormal), every row,
 * transcribed from the RFC text (../../shared/rfcs/rfc3986.txt; the line each row is on is recorded).
 * "http:g" has two rows: strict ("for strict parsers") and { strict: false } ("for backward compatibility").
 */
import type { ResolutionExample } from './resolve-example';

/** §5.4: "Within a representation with a well defined base URI of  http://a/b/c/d;p?q" */
export const RFC3986_BASE = 'http://a/b/c/d;p?q';

export const RFC3986_EXAMPLES: readonly ResolutionExample[] = [
  { reference: 'g:h', target: 'g:h', section: '5.4.1', line: 1969 },
  { reference: 'g', target: 'http://a/b/c/g', section: '5.4.1', line: 1970 },
  { reference: './g', target: 'http://a/b/c/g', section: '5.4.1', line: 1971 },
  { reference: 'g/', target: 'http://a/b/c/g/', section: '5.4.1', line: 1972 },
  { reference: '/g', target: 'http://a/g', section: '5.4.1', line: 1973 },
  { reference: '//g', target: 'http://g', section: '5.4.1', line: 1974 },
  { reference: '?y', target: 'http://a/b/c/d;p?y', section: '5.4.1', line: 1975 },
  { reference: 'g?y', target: 'http://a/b/c/g?y', section: '5.4.1', line: 1976 },
  { reference: '#s', target: 'http://a/b/c/d;p?q#s', section: '5.4.1', line: 1977 },
  { reference: 'g#s', target: 'http://a/b/c/g#s', section: '5.4.1', line: 1978 },
  { reference: 'g?y#s', target: 'http://a/b/c/g?y#s', section: '5.4.1', line: 1979 },
  { reference: ';x', target: 'http://a/b/c/;x', section: '5.4.1', line: 1980 },
  { reference: 'g;x', target: 'http://a/b/c/g;x', section: '5.4.1', line: 1981 },
  { reference: 'g;x?y#s', target: 'http://a/b/c/g;x?y#s', section: '5.4.1', line: 1982 },
  { reference: '', target: 'http://a/b/c/d;p?q', section: '5.4.1', line: 1983 },
  { reference: '.', target: 'http://a/b/c/', section: '5.4.1', line: 1984 },
  { reference: './', target: 'http://a/b/c/', section: '5.4.1', line: 1985 },
  { reference: '..', target: 'http://a/b/', section: '5.4.1', line: 1986 },
  { reference: '../', target: 'http://a/b/', section: '5.4.1', line: 1987 },
  { reference: '../g', target: 'http://a/b/g', section: '5.4.1', line: 1988 },
  { reference: '../..', target: 'http://a/', section: '5.4.1', line: 1989 },
  { reference: '../../', target: 'http://a/', section: '5.4.1', line: 1990 },
  { reference: '../../g', target: 'http://a/g', section: '5.4.1', line: 1991 },
  { reference: '../../../g', target: 'http://a/g', section: '5.4.2', line: 2004 },
  { reference: '../../../../g', target: 'http://a/g', section: '5.4.2', line: 2005 },
  { reference: '/./g', target: 'http://a/g', section: '5.4.2', line: 2027 },
  { reference: '/../g', target: 'http://a/g', section: '5.4.2', line: 2028 },
  { reference: 'g.', target: 'http://a/b/c/g.', section: '5.4.2', line: 2029 },
  { reference: '.g', target: 'http://a/b/c/.g', section: '5.4.2', line: 2030 },
  { reference: 'g..', target: 'http://a/b/c/g..', section: '5.4.2', line: 2031 },
  { reference: '..g', target: 'http://a/b/c/..g', section: '5.4.2', line: 2032 },
  { reference: './../g', target: 'http://a/b/g', section: '5.4.2', line: 2037 },
  { reference: './g/.', target: 'http://a/b/c/g/', section: '5.4.2', line: 2038 },
  { reference: 'g/./h', target: 'http://a/b/c/g/h', section: '5.4.2', line: 2039 },
  { reference: 'g/../h', target: 'http://a/b/c/h', section: '5.4.2', line: 2040 },
  { reference: 'g;x=1/./y', target: 'http://a/b/c/g;x=1/y', section: '5.4.2', line: 2041 },
  { reference: 'g;x=1/../y', target: 'http://a/b/c/y', section: '5.4.2', line: 2042 },
  { reference: 'g?y/./x', target: 'http://a/b/c/g?y/./x', section: '5.4.2', line: 2051 },
  { reference: 'g?y/../x', target: 'http://a/b/c/g?y/../x', section: '5.4.2', line: 2052 },
  { reference: 'g#s/./x', target: 'http://a/b/c/g#s/./x', section: '5.4.2', line: 2053 },
  { reference: 'g#s/../x', target: 'http://a/b/c/g#s/../x', section: '5.4.2', line: 2054 },
  { reference: 'http:g', target: 'http:g', section: '5.4.2', line: 2062, strict: true },
  { reference: 'http:g', target: 'http://a/b/c/g', section: '5.4.2', line: 2063, strict: false },
];
