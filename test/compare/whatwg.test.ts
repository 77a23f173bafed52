/**
 * compare(input, { whatwg: true }): the WHATWG reading in results, its differences with each edition
 * merged into compare()'s, explanations naming what the URL Standard's parser does and where; the
 * default output unchanged without the option.
 */
import { compare } from '../../src/index';

function diff(input: string, component: string) {
  const c = compare(input, { whatwg: true });
  const d = c.differences.find((x) => x.component === component);
  if (!d) throw new Error(`no ${component} difference for ${input}: ${c.differences.map((x) => x.component).join(', ')}`);
  return d;
}

describe('compare() with the WHATWG reading', () => {
  it('adds results.whatwg only when asked, and leaves the default output as it was', () => {
    const plain = compare('http:///evil.example/');
    expect('whatwg' in plain.results).toBe(false);
    expect(plain.differences.some((d) => 'whatwg' in d.values)).toBe(false);
    const c = compare('http:///evil.example/', { whatwg: true });
    expect(c.results.whatwg).toMatchObject({ ok: true, url: { host: 'evil.example', hostType: 'domain', href: 'http://evil.example/' } });
    expect(JSON.stringify(plain.results.rfc3986)).toEqual(JSON.stringify(c.results.rfc3986));
  });

  it('reports no WHATWG difference where the readings mean the same (case, default port, empty path)', () => {
    const c = compare('http://Example.COM:80', { whatwg: true, editions: ['rfc3986'] });
    expect(c.differences).toEqual([]);
  });

  it('explains skipped slashes: the empty host of the RFCs, the host WHATWG connects to', () => {
    const d = diff('http:///evil.example/', 'host');
    expect(d.values).toEqual({ rfc1808: '', rfc2396: '', rfc3986: '', rfc3987: '', whatwg: 'evil.example' });
    expect(d.explanation).toContain("WHATWG reads 'evil.example' as the host (a domain) where rfc1808, rfc2396, rfc3986 and rfc3987 read '' (an empty host)");
    expect(d.explanation).toContain('special authority ignore slashes state');
  });

  it('explains a backslash read as "/" where every edition rejects', () => {
    const d = diff('http://evil.example\\@trusted.example/', 'accepted');
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'rejected', rfc3986: 'rejected', rfc3987: 'rejected', whatwg: 'accepted' });
    expect(d.explanation).toContain('in a special URL WHATWG reads "\\" as "/" (URL Standard §4.4 URL parsing');
  });

  it.each([
    ['http://0x7f.1/', 'host', 'IPv4 parser'],
    ['http://2130706433/', 'host', 'a single 32-bit number'],
    ['http://user@exa%6dple.com/', 'host', 'percent-decodes the host'],
    ['http://a.b/%2e%2e/x', 'path', 'reads "%2e" as "."'],
    ['http://u@h:65536/', 'accepted', 'a port above 65535'],
    ['/relative', 'accepted', 'no scheme state'],
    [' http://x/', 'accepted', 'strips leading and trailing C0 controls and spaces'],
    ['http://x/a\tb', 'accepted', 'removes every ASCII tab and newline'],
    ['http://\uff45xample.com/', 'accepted', 'UTS #46'],
    ['http://a@b@c/', 'userinfo', 'up to the last "@"'],
    ['http://1.2.3.256/', 'accepted', 'not a valid one (URL Standard §3.5 Host parsing, IPv4 parser)'],
    ['http://h%00/', 'accepted', 'forbidden domain code point'],
  ])('%j: a %s difference explained by %j', (input, component, words) => {
    expect(diff(input, component).explanation).toContain(words);
  });

  it('adds WHATWG to a difference the editions already have, keeping their explanation first', () => {
    const c = compare('http://user@0x7f.1/', { whatwg: true });
    const plain = compare('http://user@0x7f.1/');
    const before = plain.differences.find((d) => d.component === 'host')!;
    const after = c.differences.find((d) => d.component === 'host')!;
    expect(after.values).toEqual({ ...before.values, whatwg: '127.0.0.1' });
    expect(after.explanation.startsWith(`${before.explanation}. WHATWG reads '127.0.0.1'`)).toBe(true);
    expect(c.differences.map((d) => d.component)).toEqual(plain.differences.map((d) => d.component));
  });

  it('rejects a non-boolean whatwg option', () => {
    expect(() => compare('x', { whatwg: 'yes' as unknown as boolean })).toThrow(TypeError);
  });
});
