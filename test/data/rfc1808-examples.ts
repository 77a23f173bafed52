/**
 * Every URL (and relative URL) that appears in the text of RFC 1808, with the components its §2.2
 * grammar gives it (read off the BNF and the parsing steps of §2.4 by hand, not by running the
 * parser). `source` records where in the RFC it appears. Components not listed are absent.
 *
 * In 1808 the net_loc is the authority; userinfo/host/port are read from it as RFC 1738 §3.1 reads a
 * login (README, "RFC 1808"); every net_loc below is a plain RFC 1738 hostname.
 */
import type { HostKind } from '../../src/ast';

export interface Example1808 {
  source: string;
  input: string;
  expect: {
    form: 'absolute' | 'relative';
    scheme?: string;
    authority?: string;
    host?: string;
    hostKind?: HostKind;
    path: string;
    params?: string;
    query?: string;
    fragment?: string;
    opaque?: string;
  };
}

const rel = (path: string, more: Partial<Example1808['expect']> = {}): Example1808['expect'] => ({
  form: 'relative',
  path,
  ...more,
});
/** an absolute http URL whose net_loc is the hostname `host` */
const http = (host: string, path: string, more: Partial<Example1808['expect']> = {}): Example1808['expect'] => ({
  form: 'absolute',
  scheme: 'http',
  authority: host,
  host,
  hostKind: 'hostname',
  path,
  ...more,
});

/** §5: "Within an object with a well-defined base URL of  Base: <URL:http://a/b/c/d;p?q#f>" */
export const BASE = 'http://a/b/c/d;p?q#f';

/** §5.1 and §5.2: each relative URL with the absolute URL it resolves to, in the RFC's order. */
export const RFC1808_SECTION_5: { source: string; reference: string; resolved: string }[] = [
  { source: '§5.1', reference: 'g:h', resolved: 'g:h' },
  { source: '§5.1', reference: 'g', resolved: 'http://a/b/c/g' },
  { source: '§5.1', reference: './g', resolved: 'http://a/b/c/g' },
  { source: '§5.1', reference: 'g/', resolved: 'http://a/b/c/g/' },
  { source: '§5.1', reference: '/g', resolved: 'http://a/g' },
  { source: '§5.1', reference: '//g', resolved: 'http://g' },
  { source: '§5.1', reference: '?y', resolved: 'http://a/b/c/d;p?y' },
  { source: '§5.1', reference: 'g?y', resolved: 'http://a/b/c/g?y' },
  { source: '§5.1', reference: 'g?y/./x', resolved: 'http://a/b/c/g?y/./x' },
  { source: '§5.1', reference: '#s', resolved: 'http://a/b/c/d;p?q#s' },
  { source: '§5.1', reference: 'g#s', resolved: 'http://a/b/c/g#s' },
  { source: '§5.1', reference: 'g#s/./x', resolved: 'http://a/b/c/g#s/./x' },
  { source: '§5.1', reference: 'g?y#s', resolved: 'http://a/b/c/g?y#s' },
  { source: '§5.1', reference: ';x', resolved: 'http://a/b/c/d;x' },
  { source: '§5.1', reference: 'g;x', resolved: 'http://a/b/c/g;x' },
  { source: '§5.1', reference: 'g;x?y#s', resolved: 'http://a/b/c/g;x?y#s' },
  { source: '§5.1', reference: '.', resolved: 'http://a/b/c/' },
  { source: '§5.1', reference: './', resolved: 'http://a/b/c/' },
  { source: '§5.1', reference: '..', resolved: 'http://a/b/' },
  { source: '§5.1', reference: '../', resolved: 'http://a/b/' },
  { source: '§5.1', reference: '../g', resolved: 'http://a/b/g' },
  { source: '§5.1', reference: '../..', resolved: 'http://a/' },
  { source: '§5.1', reference: '../../', resolved: 'http://a/' },
  { source: '§5.1', reference: '../../g', resolved: 'http://a/g' },
  // "An empty reference resolves to the complete base URL:  <> = <URL:http://a/b/c/d;p?q#f>"
  { source: '§5.2', reference: '', resolved: 'http://a/b/c/d;p?q#f' },
  { source: '§5.2', reference: '../../../g', resolved: 'http://a/../g' },
  { source: '§5.2', reference: '../../../../g', resolved: 'http://a/../../g' },
  { source: '§5.2', reference: '/./g', resolved: 'http://a/./g' },
  { source: '§5.2', reference: '/../g', resolved: 'http://a/../g' },
  { source: '§5.2', reference: 'g.', resolved: 'http://a/b/c/g.' },
  { source: '§5.2', reference: '.g', resolved: 'http://a/b/c/.g' },
  { source: '§5.2', reference: 'g..', resolved: 'http://a/b/c/g..' },
  { source: '§5.2', reference: '..g', resolved: 'http://a/b/c/..g' },
  { source: '§5.2', reference: './../g', resolved: 'http://a/b/g' },
  { source: '§5.2', reference: './g/.', resolved: 'http://a/b/c/g/' },
  { source: '§5.2', reference: 'g/./h', resolved: 'http://a/b/c/g/h' },
  { source: '§5.2', reference: 'g/../h', resolved: 'http://a/b/c/h' },
  { source: '§5.2', reference: 'http:g', resolved: 'http:g' },
  { source: '§5.2', reference: 'http:', resolved: 'http:' },
];

export const RFC1808_EXAMPLES: Example1808[] = [
  // §2.1: '";" params ::= object parameters (e.g., ";type=a" as in Section 3.2.2 of RFC 1738 [2])'
  { source: '§2.1', input: ';type=a', expect: rel('', { params: 'type=a' }) },
  // §3.1: "Base: <URL:http://www.ics.uci.edu/Test/a/b/c>"
  { source: '§3.1', input: 'http://www.ics.uci.edu/Test/a/b/c', expect: http('www.ics.uci.edu', '/Test/a/b/c') },
  // §5: the base URL of the examples
  { source: '§5', input: BASE, expect: http('a', '/b/c/d', { params: 'p', query: 'q', fragment: 'f' }) },

  // §5.1 Normal Examples: the relative URLs
  { source: '§5.1', input: 'g:h', expect: { form: 'absolute', scheme: 'g', path: 'h' } },
  { source: '§5.1', input: 'g', expect: rel('g') },
  { source: '§5.1', input: './g', expect: rel('./g') },
  { source: '§5.1', input: 'g/', expect: rel('g/') },
  { source: '§5.1', input: '/g', expect: rel('/g') },
  { source: '§5.1', input: '//g', expect: { form: 'relative', authority: 'g', host: 'g', hostKind: 'hostname', path: '' } },
  { source: '§5.1', input: '?y', expect: rel('', { query: 'y' }) },
  { source: '§5.1', input: 'g?y', expect: rel('g', { query: 'y' }) },
  { source: '§5.1', input: 'g?y/./x', expect: rel('g', { query: 'y/./x' }) },
  { source: '§5.1', input: '#s', expect: rel('', { fragment: 's' }) },
  { source: '§5.1', input: 'g#s', expect: rel('g', { fragment: 's' }) },
  { source: '§5.1', input: 'g#s/./x', expect: rel('g', { fragment: 's/./x' }) },
  { source: '§5.1', input: 'g?y#s', expect: rel('g', { query: 'y', fragment: 's' }) },
  { source: '§5.1', input: ';x', expect: rel('', { params: 'x' }) },
  { source: '§5.1', input: 'g;x', expect: rel('g', { params: 'x' }) },
  { source: '§5.1', input: 'g;x?y#s', expect: rel('g', { params: 'x', query: 'y', fragment: 's' }) },
  { source: '§5.1', input: '.', expect: rel('.') },
  { source: '§5.1', input: './', expect: rel('./') },
  { source: '§5.1', input: '..', expect: rel('..') },
  { source: '§5.1', input: '../', expect: rel('../') },
  { source: '§5.1', input: '../g', expect: rel('../g') },
  { source: '§5.1', input: '../..', expect: rel('../..') },
  { source: '§5.1', input: '../../', expect: rel('../../') },
  { source: '§5.1', input: '../../g', expect: rel('../../g') },
  // §5.1 Normal Examples: the absolute URLs they resolve to
  { source: '§5.1', input: 'http://a/b/c/g', expect: http('a', '/b/c/g') },
  { source: '§5.1', input: 'http://a/b/c/g/', expect: http('a', '/b/c/g/') },
  { source: '§5.1', input: 'http://a/g', expect: http('a', '/g') },
  { source: '§5.1', input: 'http://g', expect: http('g', '') },
  { source: '§5.1', input: 'http://a/b/c/d;p?y', expect: http('a', '/b/c/d', { params: 'p', query: 'y' }) },
  { source: '§5.1', input: 'http://a/b/c/g?y', expect: http('a', '/b/c/g', { query: 'y' }) },
  { source: '§5.1', input: 'http://a/b/c/g?y/./x', expect: http('a', '/b/c/g', { query: 'y/./x' }) },
  { source: '§5.1', input: 'http://a/b/c/d;p?q#s', expect: http('a', '/b/c/d', { params: 'p', query: 'q', fragment: 's' }) },
  { source: '§5.1', input: 'http://a/b/c/g#s', expect: http('a', '/b/c/g', { fragment: 's' }) },
  { source: '§5.1', input: 'http://a/b/c/g#s/./x', expect: http('a', '/b/c/g', { fragment: 's/./x' }) },
  { source: '§5.1', input: 'http://a/b/c/g?y#s', expect: http('a', '/b/c/g', { query: 'y', fragment: 's' }) },
  { source: '§5.1', input: 'http://a/b/c/d;x', expect: http('a', '/b/c/d', { params: 'x' }) },
  { source: '§5.1', input: 'http://a/b/c/g;x', expect: http('a', '/b/c/g', { params: 'x' }) },
  { source: '§5.1', input: 'http://a/b/c/g;x?y#s', expect: http('a', '/b/c/g', { params: 'x', query: 'y', fragment: 's' }) },
  { source: '§5.1', input: 'http://a/b/c/', expect: http('a', '/b/c/') },
  { source: '§5.1', input: 'http://a/b/', expect: http('a', '/b/') },
  { source: '§5.1', input: 'http://a/b/g', expect: http('a', '/b/g') },
  { source: '§5.1', input: 'http://a/', expect: http('a', '/') },

  // §5.2 Abnormal Examples: the relative URLs ("<>" is the empty reference)
  { source: '§5.2', input: '', expect: rel('') },
  { source: '§5.2', input: '../../../g', expect: rel('../../../g') },
  { source: '§5.2', input: '../../../../g', expect: rel('../../../../g') },
  { source: '§5.2', input: '/./g', expect: rel('/./g') },
  { source: '§5.2', input: '/../g', expect: rel('/../g') },
  { source: '§5.2', input: 'g.', expect: rel('g.') },
  { source: '§5.2', input: '.g', expect: rel('.g') },
  { source: '§5.2', input: 'g..', expect: rel('g..') },
  { source: '§5.2', input: '..g', expect: rel('..g') },
  { source: '§5.2', input: './../g', expect: rel('./../g') },
  { source: '§5.2', input: './g/.', expect: rel('./g/.') },
  { source: '§5.2', input: 'g/./h', expect: rel('g/./h') },
  { source: '§5.2', input: 'g/../h', expect: rel('g/../h') },
  // "some older parsers allow the scheme name to be present in a relative URL … should be avoided":
  // by the grammar these are absolute URLs (generic-RL with a rel_path)
  { source: '§5.2', input: 'http:g', expect: { form: 'absolute', scheme: 'http', path: 'g' } },
  { source: '§5.2', input: 'http:', expect: { form: 'absolute', scheme: 'http', path: '' } },
  // §5.2 Abnormal Examples: the absolute URLs they resolve to (the rest appear above)
  { source: '§5.2', input: 'http://a/../g', expect: http('a', '/../g') },
  { source: '§5.2', input: 'http://a/../../g', expect: http('a', '/../../g') },
  { source: '§5.2', input: 'http://a/./g', expect: http('a', '/./g') },
  { source: '§5.2', input: 'http://a/b/c/g.', expect: http('a', '/b/c/g.') },
  { source: '§5.2', input: 'http://a/b/c/.g', expect: http('a', '/b/c/.g') },
  { source: '§5.2', input: 'http://a/b/c/g..', expect: http('a', '/b/c/g..') },
  { source: '§5.2', input: 'http://a/b/c/..g', expect: http('a', '/b/c/..g') },
  { source: '§5.2', input: 'http://a/b/c/g/h', expect: http('a', '/b/c/g/h') },
  { source: '§5.2', input: 'http://a/b/c/h', expect: http('a', '/b/c/h') },

  // §5.3 Recommended Practice: "this:that" is taken for a scheme name; "./this:that" and
  // "this%3Athat" are the two ways to write it as a relative path; ";type=d" on an ftp URL
  { source: '§5.3', input: 'this:that', expect: { form: 'absolute', scheme: 'this', path: 'that' } },
  { source: '§5.3', input: './this:that', expect: rel('./this:that') },
  { source: '§5.3', input: 'this%3Athat', expect: rel('this%3Athat') },
  { source: '§5.3', input: ';type=d', expect: rel('', { params: 'type=d' }) },

  // §8 reference [3]: "<URL:http://www.ics.uci.edu/pub/ietf/html/>"
  { source: '§8', input: 'http://www.ics.uci.edu/pub/ietf/html/', expect: http('www.ics.uci.edu', '/pub/ietf/html/') },
  // §10: <BASE href="http://www.ics.uci.edu/Test/a/b/c">, <A href="../x">, and its resolution
  { source: '§10', input: '../x', expect: rel('../x') },
  { source: '§10', input: 'http://www.ics.uci.edu/Test/a/x', expect: http('www.ics.uci.edu', '/Test/a/x') },
];
