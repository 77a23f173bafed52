import { readFileSync } from 'fs';
import { join } from 'path';
import { parse, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';
import { RFC1738_EXAMPLES } from '../../fixtures/examples/rfc1738';

const RFC = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc1738.txt'), 'utf8');

const FIELDS = [
  'scheme',
  'authority',
  'userinfo',
  'user',
  'password',
  'host',
  'hostKind',
  'port',
  'path',
  'params',
  'query',
  'fragment',
  'opaque',
  'schemeData',
] as const;

/** The AST's component fields, absent ones as undefined (so a field set by mistake is caught). */
function components(uri: UriReference): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((f) => [f, uri[f]]));
}

describe('every example of RFC 1738', () => {
  it.each(RFC1738_EXAMPLES.map((e) => [e.source, e.input, e] as const))('%s %s', (_source, input, example) => {
    const r = parse(input, 'rfc1738', example.options);
    if (!r.ok) throw r.error;
    const want = Object.fromEntries(FIELDS.map((f) => [f, example.expect[f as keyof typeof example.expect]]));
    expect(components(r.uri)).toEqual(want);
    // toEqual treats a missing key and an undefined one alike: check presence exactly
    for (const f of FIELDS) expect([f, r.uri[f] === undefined]).toEqual([f, want[f] === undefined]);
    expect(r.uri.form).toBe('absolute');
    expect(serialize(r.uri)).toBe(input);
  });

  it('includes every <URL:…> of the text (whitespace removed, as the Appendix says)', () => {
    const inText = [...RFC.matchAll(/<URL:([^>]*)>/g)].map((m) => m[1].replace(/\s+/g, ''));
    expect(inText.length).toBe(30);
    const ours = new Set(RFC1738_EXAMPLES.map((e) => e.input));
    expect(inText.filter((u) => !ours.has(u))).toEqual([]);
  });

  it('the Appendix URL with "#WARNING" is rejected without allowFragment', () => {
    const r = parse('http://ds.internic.net/instructions/overview.html#WARNING', 'rfc1738');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe('http://ds.internic.net/instructions/overview.html'.length);
  });
});

describe('§3.1: an empty user name or password is different than no user name or password', () => {
  const cases: [string, string | undefined, string | undefined, string | undefined][] = [
    // input, userinfo, user, password
    ['ftp://@host.com/', '', '', undefined],
    ['ftp://host.com/', undefined, undefined, undefined],
    ['ftp://foo:@host.com/', 'foo:', 'foo', ''],
    ['ftp://:@host.com/', ':', '', ''],
    ['ftp://:pw@host.com/', ':pw', '', 'pw'],
    ['ftp://foo@host.com/', 'foo', 'foo', undefined],
    ['telnet://@host.com', '', '', undefined],
    ['foo://@host.com', '', '', undefined],
  ];
  it.each(cases)('%s', (input, userinfo, user, password) => {
    const r = parse(input, 'rfc1738');
    if (!r.ok) throw r.error;
    expect([r.uri.userinfo, r.uri.user, r.uri.password]).toEqual([userinfo, user, password]);
    expect('password' in r.uri && r.uri.password !== undefined).toBe(password !== undefined);
    expect(r.uri.host).toBe('host.com');
  });
});

describe('spans cut out each component', () => {
  it.each(RFC1738_EXAMPLES.map((e) => [e.input, e] as const))('%s', (input, example) => {
    const r = parse(input, 'rfc1738', example.options);
    if (!r.ok) throw r.error;
    const spans = Object.entries(r.uri.spans);
    expect(spans.length).toBeGreaterThan(1);
    for (const [component, span] of spans) {
      expect([component, input.slice(span![0], span![1])]).toEqual([component, r.uri[component as keyof UriReference]]);
    }
  });
});
