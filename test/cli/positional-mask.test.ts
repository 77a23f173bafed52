/**
 * Masking is by position (the spans where some reader finds a password or a secret value), in every
 * form a value takes — the echoed input, tables, canonical forms, decoded query values, WHATWG's
 * values, JSON — and nothing else in the output changes: prose that happens to contain the
 * password's letters is printed as it is, and the mask ("***") does not tell the length.
 */
import { buildCli, cli } from '../support/cli';
import { parse, compare } from '../../src/index';

beforeAll(buildCli, 180_000);

describe('derived forms hide the secret wherever it went', () => {
  it.each([
    ['audit: a quote in the password, percent-encoded in canonical', ['audit', 'http://u:Zq"Kx9@h/']],
    ['audit: an "@" in the password, escaped in canonical', ['audit', 'http://u:Zq7Kx9@h@evil/']],
    ['audit: backslashes turned to slashes', ['audit', 'http:\\\\u:Zq7Kx9@h/']],
    ['audit: an IPv6-looking user', ['audit', 'http://[::1]:Zq7Kx9@h/']],
    ['audit --json', ['audit', '--json', 'http://u:Zq"Kx9@h/']],
    ['query: a decoded "&" in a secret value', ['query', 'http://h/?token=Zq7Kx9%26x']],
    ['query --json: a value written all in escapes', ['query', '--json', 'http://h/?token=%5A%71%37%4B%78%39']],
    ['compare --whatwg: WHATWG decodes nothing, the editions quote it', ['compare', '--whatwg', 'http://h/?token=%5A%71%37%4B%78%39']],
    ['compare --whatwg: a tab WHATWG strips', ['compare', '--whatwg', 'http://h/?token=Zq7\tKx9']],
    ['compare: a name WHATWG reads after stripping a tab', ['compare', '--whatwg', 'http://h/?tok\ten=Zq7Kx9']],
    ['compare: CR LF in a name', ['compare', '--json', '--whatwg', 'http://h/?to\r\nken=Zq7Kx9']],
    ['compare: AWS SigV4', ['compare', 'https://b.s3.amazonaws.com/k?X-Amz-Signature=Zq7Kx9&X-Amz-Security-Token=Zq7Kx9']],
    ['compare: a nested URL encoded twice', ['compare', 'http://h/?next=https%253A%252F%252Fe%252Fcb%253Ftoken%253DZq7Kx9']],
    ['compare: PHP and Rails names', ['compare', 'http://h/?token[]=Zq7Kx9&user[password]=Zq7Kx9']],
    ['compare: a SIP password', ['compare', 'sip:alice:Zq7Kx9@atlanta.com']],
    ['parse: a SIP password', ['parse', '--json', 'sip:alice:Zq7Kx9@atlanta.com']],
  ])('%s', (_, args) => {
    const r = cli(args);
    expect(r.stdout + r.stderr).not.toMatch(/Zq.?7?.?K?x9|Zq%22Kx9|%5A%71%37/);
    expect(r.stdout).toContain('***');
  });

  it('audit shows the canonical form with its password masked where it now is', () => {
    expect(cli(['audit', 'http://u:Zq"Kx9@h/']).stdout).toMatch(/canonical: http:\/\/u:\*\*\*@h\//);
    expect(cli(['audit', 'http://user@evil.com:80@good.com/']).stdout).toMatch(/canonical: http:\/\/user%40evil\.com:\*\*\*@good\.com\//);
  });
});

describe('nothing else changes', () => {
  it("RFC 1738's own words are printed as they are, whatever the password", () => {
    const out = cli(['compare', '--verbose', 'http://user:e@example.com/a']).stdout;
    expect(out.replace(/\n +/g, ' ')).toContain('No user name or password is allowed.');
    expect(out).not.toMatch(/us\*\*\*r|nam\*\*\*|allow\*\*\*d/);
  });

  it('a password that is a word of the messages ("pass") does not change them', () => {
    const out = cli(['compare', '--verbose', 'http://user:pass@example.com/']).stdout + cli(['parse', 'http://user:pass@example.com/']).stdout;
    expect(out).not.toContain('***word');
    expect(out).toContain('user:***@example.com');
  });

  it('the mask does not say how long the secret is (the tables; JSON keeps the offsets into the input)', () => {
    const short = cli(['parse', 'http://u:a@h/']).stdout;
    const long = cli(['parse', `http://u:${'a'.repeat(40)}@h/`]).stdout;
    expect(long).toBe(short);
    expect(JSON.parse(cli(['parse', '--json', `http://u:${'a'.repeat(40)}@h/`]).stdout).uri.password).toBe('***');
  });
});

describe('library errors', () => {
  it("hide the password in message, reason and the caret line; input stays the caller's", () => {
    const r = parse('http://u:S3cr3t@h/%zz', 'rfc3986');
    expect(r.ok).toBe(false);
    expect(r.error?.message).not.toContain('S3cr3t');
    expect(r.error?.message).toContain('http://u:***@h/%zz');
    expect(r.error?.reason).not.toContain('S3cr3t');
    expect(r.error?.input).toBe('http://u:S3cr3t@h/%zz');
    expect(r.error?.offset).toBe(18);
  });

  it('the caret points at the same character of the masked line', () => {
    const lines = parse('http://u:S3cr3t@h/%zz').error!.message.split('\n');
    expect(lines[2].indexOf('^')).toBe(lines[1].indexOf('%zz'));
  });

  it('a rejection at a character of the password does not name it', () => {
    const e = parse('http://u:S3%zzcr3t@h/').error!;
    expect(e.message).toMatch(/unexpected character at offset 11/);
    expect(e.message).not.toMatch(/S3|zzcr/);
  });

  it('hide secret query values too, and in compare()', () => {
    expect(parse('http://h/?token=S3cr3t x').error?.message).not.toContain('S3cr3t');
    expect(compare('http://u:S3cr3t@h/%zz').results.rfc3986.error?.message).not.toContain('S3cr3t');
  });

  it('showPassword shows them', () => {
    expect(parse('http://u:S3cr3t@h/%zz', 'rfc3986', { showPassword: true }).error?.message).toContain('S3cr3t');
    expect(compare('http://u:S3cr3t@h/%zz', { showPassword: true }).results.rfc3986.error?.message).toContain('S3cr3t');
  });
});
