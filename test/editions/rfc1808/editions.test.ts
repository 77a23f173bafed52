/**
 * RFC 1808 side by side with RFC 2396 and RFC 3986, where they disagree: net_loc versus authority,
 * ";params" versus per-segment parameters and plain path text, empty segments, "~" and the other
 * national characters, and the scheme.
 */
import { compare, parse, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';

type Edition = 'rfc1808' | 'rfc2396' | 'rfc3986';
/** the AST fields asserted (others are not), or the offset a rejection is reported at */
type Outcome = Partial<UriReference> | { rejectedAt: number };

interface Case {
  input: string;
  /** why the editions differ, with the rules responsible */
  why: string;
  expect: Record<Edition, Outcome>;
}

const CASES: Case[] = [
  // --- net_loc (1808 §2.2, §2.4.3) versus authority (2396 §3.2, 3986 §3.2)
  {
    input: 'http://a?b',
    why: '1808 net_loc = *( pchar | ";" | "?" ) runs to the next "/"; 2396/3986 authority ends at "?"',
    expect: {
      rfc1808: { authority: 'a?b', host: 'a?b', hostKind: 'reg-name', query: undefined, path: '' },
      rfc2396: { authority: 'a', host: 'a', query: 'b', path: '' },
      rfc3986: { authority: 'a', host: 'a', query: 'b', path: '' },
    },
  },
  {
    input: '//a?b/c',
    why: 'the same in a relative URL: in 1808 "/c" is the path, elsewhere "b/c" is the query',
    expect: {
      rfc1808: { form: 'relative', authority: 'a?b', path: '/c', query: undefined },
      rfc2396: { form: 'relative', authority: 'a', path: '', query: 'b/c' },
      rfc3986: { form: 'relative', authority: 'a', path: '', query: 'b/c' },
    },
  },
  {
    input: 'http://a;b/c',
    why: '";" is in 1808 net_loc, in 2396 reg_name (not in a server) and in 3986 reg-name (sub-delims)',
    expect: {
      rfc1808: { authority: 'a;b', host: 'a;b', hostKind: 'reg-name', path: '/c' },
      rfc2396: { authority: 'a;b', host: 'a;b', hostKind: 'reg-name', path: '/c' },
      rfc3986: { authority: 'a;b', host: 'a;b', hostKind: 'reg-name', path: '/c' },
    },
  },
  {
    input: 'http://a@b@c/',
    why: '1808 net_loc holds any number of "@" (the host is read after the last); 2396 takes it as a reg_name; 3986 host cannot hold "@"',
    expect: {
      rfc1808: { authority: 'a@b@c', userinfo: 'a@b', host: 'c', hostKind: 'hostname' },
      rfc2396: { authority: 'a@b@c', userinfo: undefined, host: 'a@b@c', hostKind: 'reg-name' },
      rfc3986: { rejectedAt: 10 },
    },
  },
  {
    input: 'http://u:p@h:80/x',
    why: 'a plain login: every edition reads the same userinfo, host and port',
    expect: {
      rfc1808: { authority: 'u:p@h:80', userinfo: 'u:p', host: 'h', port: '80', path: '/x' },
      rfc2396: { authority: 'u:p@h:80', userinfo: 'u:p', host: 'h', port: '80', path: '/x' },
      rfc3986: { authority: 'u:p@h:80', userinfo: 'u:p', host: 'h', port: '80', path: '/x' },
    },
  },
  {
    input: 'http://[::1]/',
    why: '"[" and "]" are 1808 national, 2396 unwise (IPv6 is RFC 2732\'s amendment), 3986 IP-literal delimiters',
    expect: {
      rfc1808: { rejectedAt: 7 },
      rfc2396: { rejectedAt: 7 },
      rfc3986: { host: '[::1]', hostKind: 'ipv6' },
    },
  },

  // --- ";params" (1808 §2.2, §2.4.5) versus 2396 per-segment params (§3.3) and 3986 plain path text
  {
    input: 'http://a/b;p?q',
    why: '1808 params follow the whole path; 2396 gives each segment its params; 3986 has none',
    expect: {
      rfc1808: { path: '/b', params: 'p', query: 'q', segments: [{ value: 'b' }] },
      rfc2396: { path: '/b;p', params: undefined, query: 'q', segments: [{ value: 'b', params: ['p'] }] },
      rfc3986: { path: '/b;p', params: undefined, query: 'q', segments: [{ value: 'b;p' }] },
    },
  },
  {
    input: 'http://a/b;p/c;q',
    why: '1808 param = *( pchar | "/" ): after the first ";" everything is params',
    expect: {
      rfc1808: { path: '/b', params: 'p/c;q', segments: [{ value: 'b' }] },
      rfc2396: { path: '/b;p/c;q', params: undefined, segments: [{ value: 'b', params: ['p'] }, { value: 'c', params: ['q'] }] },
      rfc3986: { path: '/b;p/c;q', params: undefined, segments: [{ value: 'b;p' }, { value: 'c;q' }] },
    },
  },
  {
    input: '/;x',
    why: 'an abs_path whose rel_path is only params',
    expect: {
      rfc1808: { form: 'relative', path: '/', params: 'x' },
      rfc2396: { form: 'relative', path: '/;x', params: undefined },
      rfc3986: { form: 'relative', path: '/;x', params: undefined },
    },
  },
  {
    input: 'x:;a?b',
    why: '1808 generic-RL: rel_path with params and query; 2396 opaque_part; 3986 path-rootless and query',
    expect: {
      rfc1808: { scheme: 'x', path: '', params: 'a', query: 'b', opaque: undefined },
      rfc2396: { scheme: 'x', path: ';a?b', opaque: ';a?b', query: undefined },
      rfc3986: { scheme: 'x', path: ';a', query: 'b' },
    },
  },

  // --- empty segments: 1808 fsegment = 1*pchar, so a path (and an abs_path's rel_path) cannot
  // begin with an empty segment
  {
    input: 'http://h//x',
    why: '1808 generic-RL cannot derive "//x" after the net_loc: only absoluteURL\'s second form, an opaque URL',
    expect: {
      rfc1808: { scheme: 'http', authority: undefined, host: undefined, path: '//h//x', opaque: '//h//x', segments: undefined },
      rfc2396: { scheme: 'http', authority: 'h', path: '//x', opaque: undefined },
      rfc3986: { scheme: 'http', authority: 'h', path: '//x' },
    },
  },
  {
    input: 'http:////x',
    why: 'likewise with an empty net_loc',
    expect: {
      rfc1808: { authority: undefined, path: '////x', opaque: '////x' },
      rfc2396: { authority: '', host: '', hostKind: 'empty', path: '//x' },
      rfc3986: { authority: '', host: '', hostKind: 'empty', path: '//x' },
    },
  },
  {
    input: '//h//x',
    why: 'a relative URL has no second form to fall back on: 1808 rejects it',
    expect: {
      rfc1808: { rejectedAt: 4 },
      rfc2396: { form: 'relative', authority: 'h', path: '//x' },
      rfc3986: { form: 'relative', authority: 'h', path: '//x' },
    },
  },
  {
    input: 'a//b',
    why: 'after the first segment, empty segments are allowed everywhere',
    expect: {
      rfc1808: { path: 'a//b', segments: [{ value: 'a' }, { value: '' }, { value: 'b' }] },
      rfc2396: { path: 'a//b', segments: [{ value: 'a', params: [] }, { value: '', params: [] }, { value: 'b', params: [] }] },
      rfc3986: { path: 'a//b', segments: [{ value: 'a' }, { value: '' }, { value: 'b' }] },
    },
  },
  {
    input: 'http://h/a//b',
    why: 'and in an absolute path after its first segment',
    expect: {
      rfc1808: { authority: 'h', path: '/a//b', opaque: undefined },
      rfc2396: { authority: 'h', path: '/a//b' },
      rfc3986: { authority: 'h', path: '/a//b' },
    },
  },

  // --- "~": 1808 national (must be escaped), 2396 mark, 3986 unreserved
  {
    input: 'http://h/~u',
    why: '"~" is national in 1808 (escape it as %7E), a mark in 2396, unreserved in 3986',
    expect: {
      rfc1808: { rejectedAt: 9 },
      rfc2396: { path: '/~u' },
      rfc3986: { path: '/~u' },
    },
  },
  {
    input: 'http://~h/',
    why: 'in the net_loc too; 2396 takes "~h" as a reg_name (hostname labels are alphanumeric)',
    expect: {
      rfc1808: { rejectedAt: 7 },
      rfc2396: { authority: '~h', host: '~h', hostKind: 'reg-name' },
      rfc3986: { authority: '~h', host: '~h', hostKind: 'reg-name' },
    },
  },
  {
    input: '~',
    why: 'a relative path of one "~"',
    expect: { rfc1808: { rejectedAt: 0 }, rfc2396: { path: '~' }, rfc3986: { path: '~' } },
  },
  {
    input: 'http://h/%7Eu',
    why: 'escaped, every edition accepts it',
    expect: { rfc1808: { path: '/%7Eu' }, rfc2396: { path: '/%7Eu' }, rfc3986: { path: '/%7Eu' } },
  },

  // --- the scheme
  {
    input: 'g:h',
    why: 'a scheme wins over a relative path in every edition (1808 §2.4.2)',
    expect: {
      rfc1808: { form: 'absolute', scheme: 'g', path: 'h' },
      rfc2396: { form: 'absolute', scheme: 'g', path: 'h' },
      rfc3986: { form: 'absolute', scheme: 'g', path: 'h' },
    },
  },
  {
    input: '1a:b',
    why: '1808 scheme = 1*( alpha | digit | "+" | "-" | "." ) may begin with a digit; 2396/3986 scheme begins with alpha',
    expect: { rfc1808: { scheme: '1a', path: 'b' }, rfc2396: { rejectedAt: 2 }, rfc3986: { rejectedAt: 2 } },
  },
  {
    input: 'http:',
    why: '1808 rel_path and 3986 path-empty may be empty; 2396 absoluteURI needs a hier_part or opaque_part',
    expect: { rfc1808: { scheme: 'http', path: '' }, rfc2396: { rejectedAt: 5 }, rfc3986: { scheme: 'http', path: '' } },
  },
];

const EDITIONS: Edition[] = ['rfc1808', 'rfc2396', 'rfc3986'];

describe.each(CASES.map((c) => [c.input, c.why, c] as const))('%j — %s', (input, _why, c) => {
  it.each(EDITIONS)('%s', (edition) => {
    const want = c.expect[edition];
    const r = parse(input, edition);
    if ('rejectedAt' in want) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.offset).toBe(want.rejectedAt);
      return;
    }
    if (!r.ok) throw r.error;
    for (const [field, value] of Object.entries(want)) {
      expect([field, r.uri[field as keyof UriReference]]).toEqual([field, value]);
    }
    expect(serialize(r.uri)).toBe(input);
  });
});

describe('compare() explains the 1808 differences with 1808 rules', () => {
  it('net_loc swallowing "?"', () => {
    const d = compare('http://a?b').differences.find((x) => x.component === 'authority');
    expect(d?.values).toMatchObject({ rfc1808: 'a?b', rfc2396: 'a', rfc3986: 'a' });
    expect(d?.explanation).toContain('RFC 1808 §2.2 net_loc = *( pchar | ";" | "?" )');
  });
  it('";params"', () => {
    const d = compare('http://a/b;p?q').differences.find((x) => x.component === 'params');
    expect(d?.values).toMatchObject({ rfc1808: 'p' });
    expect(d?.explanation).toContain('RFC 1808 §2.2 params = param *( ";" param )');
  });
  it('"~" is national', () => {
    const d = compare('http://h/~u').differences.find((x) => x.component === 'accepted');
    expect(d?.values).toMatchObject({ rfc1808: 'rejected', rfc2396: 'accepted', rfc3986: 'accepted' });
    expect(d?.explanation).toMatch(/rfc1808 rejects at 9\b.*`national`.*RFC 1808 §2\.2/);
  });
  it('the opaque form', () => {
    const d = compare('http://h//x').differences.find((x) => x.component === 'opaque');
    expect(d?.values).toMatchObject({ rfc1808: '//h//x' });
    expect(d?.explanation).toContain('absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )');
  });
});
