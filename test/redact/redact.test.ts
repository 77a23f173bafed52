import fc from 'fast-check';
import { parse, redact } from '../../src/index';

describe('redact (RFC 3986 §3.2.1, §7.5)', () => {
  it.each([
    // a non-empty password is replaced
    ['http://user:secret@example.com/', 'http://user:***@example.com/'],
    ['ftp://anonymous:me%40example.org@ftp.example.com/pub', 'ftp://anonymous:***@ftp.example.com/pub'],
    ['https://u:p@h:8443/p?q#f', 'https://u:***@h:8443/p?q#f'],
    ['//u:p@h/x', '//u:***@h/x'],
    ['foo://u:p:q@h', 'foo://u:***@h'], // everything after the first ":"
    ['http://:p@h/', 'http://:***@h/'], // empty user, password present
    // "unless the data after the colon is the empty string (indicating no password)"
    ['ftp://foo:@host.com/', 'ftp://foo:@host.com/'],
    // no password at all (RFC 1738 §3.1's examples)
    ['ftp://@host.com/', 'ftp://@host.com/'],
    ['ftp://host.com/', 'ftp://host.com/'],
    ['http://user@example.com/', 'http://user@example.com/'],
    ['http://example.com:8080/a:b@c', 'http://example.com:8080/a:b@c'], // ":" and "@" in the path are not userinfo
    ['http://example.com/?u=a:b@c', 'http://example.com/?u=a:b@c'],
    ['http://example.com/#a:b@c', 'http://example.com/#a:b@c'],
    ['mailto:user:x@example.com', 'mailto:user:x@example.com'], // no authority
    ['urn:a:b@c', 'urn:a:b@c'],
    ['', ''],
    ['not a uri', 'not a uri'],
  ])('%s → %s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it.each([
    // strings some reader takes a password from, even where RFC 3986 rejects them or reads them otherwise
    ['http://u:p@w@h/', 'http://u:***@h/'], // WHATWG URL: userinfo up to the last "@"
    ['http://u:p w@h/', 'http://u:***@h/'], // invalid, still hidden
    ['http://h?x=u:p@evil/', 'http://h?x=u:***@evil/'], // RFC 1808 net_loc "h?x=u:p@evil" (login per RFC 1738 §3.1)
    ['http:u:p@h/', 'http:***@h/'], // WHATWG URL skips the missing "//" (password "p"); curl, seeing no "://", reads user "http", password "u:p"
    ['https:\\\\u:p@h\\x', 'https:***@h\\x'], // WHATWG reads "\" as "/" (password "p"); curl: user "https"
    ['HTTP:///u:p@h', 'HTTP:///u:***@h'],
    ['HTTPS://u:p@h/', 'HTTPS://u:***@h/'],
  ])('hides the password whichever reader splits it: %s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it('whenever an edition reads a non-empty password, it is gone from the redacted string', () => {
    const part = fc.stringMatching(/^[a-z0-9%:;&=+$,!~*'()?.-]{0,6}$/);
    fc.assert(
      fc.property(fc.constantFrom('http', 'ftp', 'foo', 'telnet'), part, part, fc.stringMatching(/^[a-z.]{1,6}$/), (scheme, user, password, host) => {
        const input = `${scheme}://${user}:${password}@${host}/p`;
        const out = redact(input);
        for (const edition of ['rfc3986', 'rfc2396', 'rfc1808', 'rfc1738'] as const) {
          const r = parse(input, edition);
          if (r.ok && r.uri.password) {
            expect(out).toBe(`${scheme}://${user.split(':')[0]}:***@${host}/p`);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('stays linear on long inputs built to make it rescan', () => {
    for (const unit of ['http:', 'http://', 'a:', '//', '%3A', '@:', ' ']) {
      const input = unit.repeat(200_000) + '@h';
      const started = Date.now();
      redact(input);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('rejects a non-string', () => {
    expect(() => redact(undefined as unknown as string)).toThrow(TypeError);
  });
});
