/**
 * Where RFC 2396 (1998) and RFC 3986 (2005) disagree on the same string, asserted for both editions
 * side by side. Each row says which rule of each RFC is responsible.
 */
import { parse, serialize } from '../../../src/index';
import type { EditionName, ParseOptions, UriReference } from '../../../src/index';

type Fields = Partial<Pick<UriReference, 'form' | 'scheme' | 'authority' | 'userinfo' | 'host' | 'hostKind' | 'port' | 'path' | 'query' | 'fragment' | 'opaque'>>;
/** the components expected, or 'rejected' */
type Outcome = Fields | 'rejected';

function outcome(input: string, edition: EditionName, options?: ParseOptions): Outcome {
  const r = parse(input, edition, options);
  if (!r.ok) return 'rejected';
  expect(serialize(r.uri)).toBe(input);
  return r.uri;
}

function expectOutcome(input: string, edition: EditionName, expected: Outcome, options?: ParseOptions): void {
  const got = outcome(input, edition, options);
  if (expected === 'rejected') expect([edition, input, got]).toEqual([edition, input, 'rejected']);
  else {
    expect([edition, input, got === 'rejected' ? 'rejected' : 'accepted']).toEqual([edition, input, 'accepted']);
    const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, (got as UriReference)[k as keyof Fields]]));
    expect([edition, input, picked]).toEqual([edition, input, expected]);
  }
}

// [input, why, rfc2396, rfc3986]
const DISAGREEMENTS: [string, string, Outcome, Outcome][] = [
  // opaque_part vs hier-part
  ['mailto:a?b', '2396 §3 opaque_part = uric_no_slash *uric takes the "?"; 3986 §3 ends the path at "?"',
    { opaque: 'a?b', path: 'a?b', query: undefined }, { opaque: undefined, path: 'a', query: 'b' }],
  ['news:a?b#c', 'the same, with a fragment both see', { opaque: 'a?b', query: undefined, fragment: 'c' }, { path: 'a', query: 'b', fragment: 'c' }],
  // empty paths
  ['http:', '2396 §3 needs hier_part or a non-empty opaque_part; 3986 §3 has path-empty', 'rejected', { scheme: 'http', path: '' }],
  ['?y', '2396 §5 relativeURI needs a path; 3986 §4.2 relative-part may be path-empty', 'rejected', { path: '', query: 'y' }],
  ['?', 'the same, with an empty query', 'rejected', { path: '', query: '' }],
  // authority = server | reg_name vs 3986 authority = [ userinfo "@" ] host [ ":" port ]
  ['http://host:abc/', '2396 §3.2 falls back to reg_name, which has ":"; 3986 §3.2.3 port = *DIGIT', { authority: 'host:abc', host: 'host:abc', hostKind: 'reg-name' }, 'rejected'],
  ['http://a@b@c/', '2396 reg_name has "@"; 3986 reg-name has not', { authority: 'a@b@c', hostKind: 'reg-name' }, 'rejected'],
  ['//a:b@c:d', '2396 reg_name; 3986 port "d" is no port', { authority: 'a:b@c:d', hostKind: 'reg-name', userinfo: undefined }, 'rejected'],
  ['http://user@/', '2396: no hostport, so the whole "user@" is a reg_name; 3986: userinfo "user" and an empty host',
    { authority: 'user@', userinfo: undefined, host: 'user@', hostKind: 'reg-name' }, { authority: 'user@', userinfo: 'user', host: '', hostKind: 'empty' }],
  ['http://:80/', '2396: ":80" is a reg_name; 3986: empty host and port 80',
    { authority: ':80', host: ':80', port: undefined, hostKind: 'reg-name' }, { host: '', port: '80', hostKind: 'empty' }],
  ['http://a_b/', '2396 §3.2.2 hostname has no "_", so reg_name (no host); 3986 reg-name is the host',
    { authority: 'a_b', host: 'a_b', hostKind: 'reg-name' }, { authority: 'a_b', host: 'a_b', hostKind: 'reg-name' }],
  ['http://example.com/', '2396 hostname; 3986 reg-name', { host: 'example.com', hostKind: 'hostname' }, { host: 'example.com', hostKind: 'reg-name' }],
  // IPv4address = 1*digit "." … vs dec-octet
  ['http://1.2.3.256/', '2396 IPv4address counts no values; 3986 dec-octet stops at 255', { host: '1.2.3.256', hostKind: 'ipv4' }, { host: '1.2.3.256', hostKind: 'reg-name' }],
  ['http://01.02.03.04/', '2396 allows leading zeros; 3986 dec-octet does not', { hostKind: 'ipv4' }, { hostKind: 'reg-name' }],
  ['http://1234.5.6.7/', '2396 1*digit; 3986 at most three digits', { hostKind: 'ipv4' }, { hostKind: 'reg-name' }],
  // brackets: unwise in 2396 (§2.4.3)
  ['http://[::1]/', '2396 has no IPv6 literals (§3.2.2 "Literal IPv6 addresses are not supported"); 3986 IP-literal', 'rejected', { host: '[::1]', hostKind: 'ipv6' }],
  // characters: 2396 mark vs 3986 sub-delims inside a host
  ["http://a!b/", "2396: \"!\" is a mark, not in hostname, so reg_name; 3986: sub-delims in reg-name",
    { authority: 'a!b', host: 'a!b', hostKind: 'reg-name' }, { host: 'a!b', hostKind: 'reg-name' }],
];

describe('RFC 2396 vs RFC 3986, side by side', () => {
  it.each(DISAGREEMENTS)('%s — %s', (input, _why, in2396, in3986) => {
    expectOutcome(input, 'rfc2396', in2396);
    expectOutcome(input, 'rfc3986', in3986);
  });
});

describe('RFC 2396 + RFC 2732 vs RFC 3986', () => {
  const V6: ParseOptions = { amendments: ['rfc2732'] };
  // [input, why, rfc2396 + rfc2732, rfc3986]
  const rows: [string, string, Outcome, Outcome][] = [
    ['http://[::1]/', 'both have IPv6 literals', { host: '[::1]', hostKind: 'ipv6' }, { host: '[::1]', hostKind: 'ipv6' }],
    ['http://[::1.2.3.999]/', 'RFC 2732 counts the digits of the embedded quad; 3986 ls32 checks dec-octet', { hostKind: 'ipv6' }, 'rejected'],
    ['http://[v1.x]/', 'no IPvFuture before 3986', 'rejected', { hostKind: 'ipvfuture' }],
    ['http://h/?a[0]=1', 'RFC 2732 makes "[" "]" reserved, hence uric, hence query; 3986 query has no gen-delims "[" "]"', { query: 'a[0]=1' }, 'rejected'],
    ['http://h/#x[1]', 'the same for the fragment', { fragment: 'x[1]' }, 'rejected'],
    ['mailto:a[1]', 'and for the rest of an opaque_part; 3986 path-rootless has no "["', { opaque: 'a[1]' }, 'rejected'],
    ['http://1234.5.6.7/', 'RFC 2732 IPv4address: at most three digits, like 3986', { hostKind: 'reg-name', host: '1234.5.6.7' }, { hostKind: 'reg-name', host: '1234.5.6.7' }],
  ];
  it.each(rows)('%s — %s', (input, _why, in2396, in3986) => {
    expectOutcome(input, 'rfc2396', in2396, V6);
    expectOutcome(input, 'rfc3986', in3986);
  });
});

describe('where they agree, and why that is worth a test', () => {
  it.each([
    ['this:that', 'both take "this" as a scheme (2396 §5, 3986 §4.2)'],
    ['./this:that', 'both: a relative path'],
    ["http://h/~a!*'()", 'mark characters are allowed in a path by both (unreserved vs sub-delims)'],
    ['http://h/a;p/b', 'same path text; only 2396 reads ";p" as a param'],
    ['//a', 'both: an authority, not a path (2396 §4.3 "the authority component wins")'],
    ['http://h:/', 'both allow an empty port'],
  ])('%s — %s', (input) => {
    const a = parse(input, 'rfc2396');
    const b = parse(input, 'rfc3986');
    expect([a.ok, b.ok]).toEqual([true, true]);
    if (a.ok && b.ok) {
      for (const c of ['scheme', 'authority', 'path', 'query', 'fragment'] as const) expect([c, a.uri[c]]).toEqual([c, b.uri[c]]);
    }
  });
  it('a segment ";param" is a param in 2396 and part of the segment in 3986', () => {
    const a = parse('/a;p/b', 'rfc2396');
    const b = parse('/a;p/b', 'rfc3986');
    expect(a.ok && a.uri.segments).toEqual([{ value: 'a', params: ['p'] }, { value: 'b', params: [] }]);
    expect(b.ok && b.uri.segments).toEqual([{ value: 'a;p' }, { value: 'b' }]);
  });
  it('3986 asks for uppercase hex in an escape; 2396 does not', () => {
    const a = parse('http://h/%3b', 'rfc2396');
    const b = parse('http://h/%3b', 'rfc3986');
    expect(a.ok && a.warnings).toEqual([]);
    expect(b.ok && b.warnings.map((w) => w.code)).toEqual(['pct-lowercase']);
  });
  it('an escaped mark character is "escaped unreserved" in 2396 only ("*" is a 3986 sub-delim)', () => {
    const a = parse('http://h/%2A', 'rfc2396');
    const b = parse('http://h/%2A', 'rfc3986');
    expect(a.ok && a.warnings.map((w) => w.code)).toEqual(['pct-unreserved']);
    expect(b.ok && b.warnings).toEqual([]);
  });
});
