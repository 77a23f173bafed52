/**
 * redact() against the ways readers split a string: WHATWG URL (checked here against Node's URL,
 * which implements it), Python's urllib.parse.urlsplit (transcribed: its `.password` under Python
 * 3.11, column 4), curl's scheme-less reading and the RFC editions (the notes). Each row: the
 * input, redact()'s output, WHATWG's password (against no base, else the special base
 * "http://base/"; null when it has none or fails), urlsplit's password, and which reader takes
 * the password.
 */
import fc from 'fast-check';
import { redact } from '../../src/index';

type Row = [input: string, redacted: string, whatwg: string | null, urlsplit: string | null, note: string];

const ROWS: Row[] = [
  ["http://user:S3cr3t@host/", "http://user:***@host/", "S3cr3t", "S3cr3t", "every reader"],
  [" http://user:S3cr3t@host/", " http://user:***@host/", "S3cr3t", "S3cr3t", "WHATWG and urlsplit strip leading C0 and space"],
  ["\thttp://user:S3cr3t@host/", "\thttp://user:***@host/", "S3cr3t", "S3cr3t", "leading tab stripped"],
  ["\u0000http://user:S3cr3t@host/", "\u0000http://user:***@host/", "S3cr3t", "S3cr3t", "leading NUL stripped"],
  ["\u001f \u0001http://user:S3cr3t@host/", "\u001f \u0001http://user:***@host/", "S3cr3t", "S3cr3t", "a run of C0 and space stripped"],
  ["http://user:S3cr3t@host/ \u0000", "http://user:***@host/ \u0000", "S3cr3t", "S3cr3t", "trailing C0 and space stripped (WHATWG)"],
  ["ht\ttp://user:S3cr3t@host/", "ht\ttp://user:***@host/", "S3cr3t", "S3cr3t", "tab inside the scheme removed"],
  ["ht\ntp://user:S3cr3t@host/", "ht\ntp://user:***@host/", "S3cr3t", "S3cr3t", "LF inside the scheme removed"],
  ["h\rttp://user:S3cr3t@host/", "h\rttp://user:***@host/", "S3cr3t", "S3cr3t", "CR inside the scheme removed"],
  ["http:/\t/user:S3cr3t@host/", "http:/\t/user:***@host/", "S3cr3t", "S3cr3t", "tab between the slashes removed"],
  ["http://user:S3\tcr3t@host/", "http://user:***@host/", "S3cr3t", "S3cr3t", "tab inside the password removed: the span covers it"],
  ["http://us\ner:S3cr3t@host/", "http://us\ner:***@host/", "S3cr3t", "S3cr3t", "LF inside the user removed"],
  ["\\\\user:S3cr3t@host/", "\\\\user:***@host/", "S3cr3t", null, "WHATWG against a special base: backslashes read as slashes"],
  ["/\\user:S3cr3t@host/", "/\\user:***@host/", "S3cr3t", null, "WHATWG against a special base"],
  ["\\/user:S3cr3t@host/", "\\/user:***@host/", "S3cr3t", null, "WHATWG against a special base"],
  ["//user:S3cr3t@host/", "//user:***@host/", "S3cr3t", "S3cr3t", "a network-path reference (every RFC edition, urlsplit)"],
  ["http:\\\\user:S3cr3t@host/", "http:***@host/", "S3cr3t", null, "WHATWG; curl (no \"://\": user \"http\", password \"\\\\\\\\user:S3cr3t\")"],
  ["http:/\\user:S3cr3t@host/", "http:/\\user:***@host/", "S3cr3t", null, "WHATWG special scheme: any run of / and \\\\"],
  ["http:\\user:S3cr3t@host/", "http:***@host/", "S3cr3t", null, "WHATWG without a base (one backslash); curl"],
  ["http:/user:S3cr3t@host/", "http:/user:***@host/", "S3cr3t", null, "WHATWG without a base (one slash); curl"],
  ["http:user:S3cr3t@host/", "http:***@host/", "S3cr3t", null, "WHATWG without a base (no slash); curl reads user \"http\""],
  ["http:///user:S3cr3t@host/", "http:///user:***@host/", "S3cr3t", null, "WHATWG skips the third slash"],
  ["HtTpS://user:S3cr3t@host/", "HtTpS://user:***@host/", "S3cr3t", "S3cr3t", "schemes are case-insensitive"],
  ["ws://user:S3cr3t@host/", "ws://user:***@host/", "S3cr3t", "S3cr3t", "a special scheme"],
  ["file://user:S3cr3t@host/share", "file://user:***@host/share", null, "S3cr3t", "urlsplit, RFC 3986 (WHATWG file URLs cannot have credentials)"],
  ["foo://user:S3cr3t\\@host/", "foo://user:***@host/", "S3cr3t%5C", "S3cr3t\\", "a backslash in the password: non-special WHATWG (S3cr3t%5C), urlsplit (S3cr3t\\\\)"],
  ["http://user:S3cr3t\\@host/", "http://user:***@host/", null, "S3cr3t\\", "urlsplit reads S3cr3t\\\\ (WHATWG ends the authority at the backslash)"],
  ["foo://user:S3cr3t@host/", "foo://user:***@host/", "S3cr3t", "S3cr3t", "a non-special scheme with //"],
  ["foo:user:S3cr3t@host/", "foo:***@host/", null, null, "curl: no \"://\", so user \"foo\" and password \"user:S3cr3t\""],
  ["user:S3cr3t@127.0.0.1:1/", "user:***@127.0.0.1:1/", null, null, "curl's scheme-less user:password@host"],
  ["user:S3cr3t@host", "user:***@host", null, null, "curl's scheme-less user:password@host"],
  ["http://user:S3cr3t@x@host/", "http://user:***@host/", "S3cr3t%40x", "S3cr3t@x", "WHATWG and urlsplit: userinfo up to the last @"],
  ["http://user:S3:cr3t@host/", "http://user:***@host/", "S3%3Acr3t", "S3:cr3t", "the password runs from the first :"],
  ["http://user:S3cr3t@host?x@y/", "http://user:***@y/", "S3cr3t", "S3cr3t", "RFC 1808 net_loc runs to the next / (\"?\" included), up to its last @"],
  ["http://host?x=u:S3cr3t@evil/", "http://host?x=u:***@evil/", null, null, "RFC 1808 net_loc \"host?x=u:S3cr3t@evil\" (RFC 1738 §3.1 login)"],
  ["http://host#x=u:S3cr3t@evil/", "http://host#x=u:S3cr3t@evil/", null, null, "no reader: the fragment is split off first"],
  ["http://host/?next=http://u:S3cr3t@h/", "http://host/?next=http://u:***@h/", null, null, "a URL nested in the query"],
  ["http://host/?next=//u:S3cr3t@h/", "http://host/?next=//u:***@h/", null, null, "a network-path reference nested in the query"],
  ["http://host/?next=https:u:S3cr3t@h/", "http://host/?next=https:u:***@h/", null, null, "a special-scheme URL without slashes nested in the query"],
  ["http://host/?next=http%3A%2F%2Fu%3AS3cr3t%40h%2F", "http://host/?next=http%3A%2F%2Fu%3A***%40h%2F", null, null, "a percent-encoded nested URL"],
  ["http://host/?next=http%3a%2f%2fu%3aS3cr3t%40h", "http://host/?next=http%3a%2f%2fu%3a***%40h", null, null, "lowercase percent-encoding"],
  ["http://host/?a=1&next=ftp://u:S3cr3t@h/&b=2", "http://host/?a=1&next=ftp://u:***@h/&b=2", null, null, "nested among other parameters"],
  ["http://host/#next=http://u:S3cr3t@h/", "http://host/#next=http://u:***@h/", null, null, "a URL nested in the fragment"],
  ["http://host/redirect/http://u:S3cr3t@h/", "http://host/redirect/http://u:***@h/", null, null, "a URL nested in the path"],
  ["http://a:S3cr3t@h/?next=http://b:0th3r@g/", "http://a:***@h/?next=http://b:***@g/", "S3cr3t", "S3cr3t", "two passwords, both hidden"],
  ["ftp://anonymous:S3cr3t@ftp.example.com/pub", "ftp://anonymous:***@ftp.example.com/pub", "S3cr3t", "S3cr3t", "RFC 1738 §3.1 login"],
  ["telnet://user:S3cr3t@host:23/", "telnet://user:***@host:23/", "S3cr3t", "S3cr3t", "RFC 1738 §3.8"],
  ["http://[::1]:S3cr3t@host/", "http://[:***@host/", "%3A1%5D%3AS3cr3t", ":1]:S3cr3t", "WHATWG and urlsplit: user \"[\", password \":1]:S3cr3t\""],
  ["http://user:S3cr3t%40x@host/", "http://user:***@host/", "S3cr3t%40x", "S3cr3t%40x", "the decoded reading \"S3cr3t@x@host\" too"],
  ["http://user:S3cr3t@", "http://user:***@", null, "S3cr3t", "an empty host: urlsplit still reads the password"],
  ["http://user:S3cr3t@host:80", "http://user:***@host:80", "S3cr3t", "S3cr3t", "no path"],
  ["http://user:@host/", "http://user:@host/", null, null, "an empty password is no password (RFC 3986 §3.2.1)"],
  ["http://user@host/", "http://user@host/", null, null, "no password"],
  ["mailto:joe@example.com", "mailto:joe@example.com", null, null, "an address, not a login (curl's scheme-less reading is not applied to mailto:)"],
  ["http://example.com/a:b@c", "http://example.com/a:b@c", null, null, "\":\" and \"@\" in the path are not userinfo"],
  ["http://host/p?q=a:b@c", "http://host/p?q=a:b@c", null, null, "nor in the query"],
];

/** WHATWG's password for `input`: without a base, else against a special base (as a browser would). */
function whatwgPassword(input: string): string | null {
  for (const base of [undefined, 'http://base/']) {
    try {
      return new URL(input, base).password || null;
    } catch {
      // not a URL on its own: try against the base
    }
  }
  return null;
}

const SECRETS = /S3cr3t|0th3r|S3|cr3t/;

describe('redact() over 55 split variants', () => {
  it('has at least 45 variants, all different', () => {
    expect(new Set(ROWS.map((r) => r[0])).size).toBe(ROWS.length);
    expect(ROWS.length).toBeGreaterThanOrEqual(45);
  });

  it.each(ROWS)('%j → %j (WHATWG %j, urlsplit %j: %s)', (input, redacted, whatwg, _urlsplit, _note) => {
    expect(redact(input)).toBe(redacted);
    // the WHATWG column is what Node's URL says today
    expect(whatwgPassword(input)).toBe(whatwg);
  });

  it.each(ROWS.filter((r) => r[2] !== null || r[3] !== null || r[1] !== r[0]))(
    'no secret is left in the redacted %j',
    (input, redacted) => {
      expect(SECRETS.test(input)).toBe(true);
      expect(SECRETS.test(redacted)).toBe(false);
    },
  );

  it('hides whatever password a reader reads: every WHATWG or urlsplit password is inside a masked span', () => {
    for (const [input, redacted, whatwg, urlsplit] of ROWS) {
      for (const password of [whatwg, urlsplit]) {
        if (password === null) continue;
        const plain = decodeURIComponent(password.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
        expect(redacted.includes(plain)).toBe(false);
      }
    }
  });
});

/**
 * Every reading ends a password at an "@", or at a "%40" in the percent-decoded view: a string with
 * neither has no password, and redact() returns it as it is without reading it further. WHATWG
 * (Node's URL) agrees on every such string; with an "@" added, some of them do have one.
 */
describe('a string without "@" or "%40"', () => {
  const part = fc.constantFrom('http:', 'foo:', '//', '/', '\\', ':', 'user', 'S3cr3t', '%4', '0', '%3A', '%2F', '?', '#', '\t', ' ', 'h');
  it('has no password for any reader', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const input = parts.join('');
        fc.pre(!input.includes('%40'));
        expect(redact(input)).toBe(input);
        expect(whatwgPassword(input)).toBeNull();
      }),
      { numRuns: 2000, seed: 40 },
    );
  });

  it('can have one once an "@" is added', () => {
    expect(redact('http://user:S3cr3t@host/')).toBe('http://user:***@host/');
    expect(redact('http://user:S3cr3t%40host/')).toBe('http://user:***%40host/');
  });
});

describe('passwords beyond the generic syntax', () => {
  it.each([
    // RFC 3261 §19.1.1: sip:user:password@host
    ['sip:alice:Zq7Kx9@atlanta.com;transport=tcp', 'sip:alice:***@atlanta.com;transport=tcp'],
    ['SIPS:alice:Zq7Kx9@atlanta.com?subject=x', 'SIPS:alice:***@atlanta.com?subject=x'],
    ['sip:alice@atlanta.com', 'sip:alice@atlanta.com'],
    // a nested URL encoded twice
    ['http://h/?next=http%253A%252F%252Fu%253AZq7Kx9%2540h%252F', 'http://h/?next=http%253A%252F%252Fu%253A***%2540h%252F'],
  ])('%j', (input, shown) => {
    expect(redact(input)).toBe(shown);
  });
});
