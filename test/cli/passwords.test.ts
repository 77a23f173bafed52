/**
 * One masking rule everywhere the CLI shows an input: a password is "***" in tables, carets,
 * titles, reasons, JSON and NDJSON, for every command, whether or not any edition accepts the
 * string, unless --show-password.
 */
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

const SECRET = 'S3cr3t';

describe('passwords are hidden by default', () => {
  it.each([
    // every edition rejects it (the space): the four error lines and carets
    ['compare, rejected by every edition', ['compare', 'http://user:secretpassword@host/x y'], 'secretpassword'],
    // RFC 1738 rejects every http URL with credentials: the caret line
    ['parse -e rfc1738', ['parse', '-e', 'rfc1738', `http://user:${SECRET}@host/`], SECRET],
    ['check', ['check', 'URI', `http://user:${SECRET}@host/ x`, '-e', 'rfc3986'], SECRET],
    ['check, valid', ['check', 'URI', `http://user:${SECRET}@host/`, '-e', 'rfc3986'], SECRET],
    ['compare', ['compare', `http://user:${SECRET}@host/`], SECRET],
    ['compare --json', ['compare', '--json', `http://user:${SECRET}@host/`], SECRET],
    ['parse', ['parse', `http://user:${SECRET}@host/`], SECRET],
    ['parse --json', ['parse', '--json', `http://user:${SECRET}@host/`], SECRET],
    ['parse --json, rejected', ['parse', '--json', `http://user:${SECRET}@host/ x`], SECRET],
    ['parse -e rfc1738 --json (ftp login in schemeData)', ['parse', '-e', 'rfc1738', '--json', `ftp://user:${SECRET}@host/`], SECRET],
    ['resolve', ['resolve', `http://user:${SECRET}@host/a`, 'b'], SECRET],
    ['resolve --json', ['resolve', '--json', `http://user:${SECRET}@host/a`, 'b'], SECRET],
    ['resolve -e', ['resolve', '-e', 'rfc3986', `http://user:${SECRET}@host/a`, 'b'], SECRET],
    ['resolve -e --json', ['resolve', '-e', 'rfc3986', '--json', 'http://host/a', `//user:${SECRET}@evil/`], SECRET],
    ['resolve: a base that is not absolute', ['resolve', '-e', 'rfc3986', `//user:${SECRET}@host/`, 'b'], SECRET],
    ['normalize', ['normalize', `HTTP://user:${SECRET}@host/a`], SECRET],
    ['normalize --json', ['normalize', '--json', `HTTP://user:${SECRET}@host/a`], SECRET],
    ['normalize -e', ['normalize', '-e', 'rfc3986', `HTTP://user:${SECRET}@host/a`], SECRET],
    ['a leading space (WHATWG strips it)', ['compare', ` http://user:${SECRET}@host/`], SECRET],
    ['a backslash in the password', ['parse', `http://user:${SECRET}\\@host/`], SECRET],
    ['a nested URL in the query', ['compare', `http://host/?next=http://u:${SECRET}@h/`], SECRET],
    ["curl's scheme-less form", ['compare', `user:${SECRET}@127.0.0.1:1/`], SECRET],
    ['a one-character password rejected at its own character', ['parse', '-e', 'rfc1738', 'http://u:Z@h/'], '"Z"'],
    // an IRI's password beyond ASCII: as written, and as the URI it maps to (and WHATWG's href) spell it
    ['compare, an IRI', ['compare', 'http://user:pässwörd@例子/'], 'pässwörd'],
    ['compare, an IRI, its URI', ['compare', 'http://user:pässwörd@例子/'], 'p%C3%A4ssw%C3%B6rd'],
    ['compare --json, an IRI, its URI', ['compare', '--json', 'http://user:pässwörd@例子/'], 'p%C3%A4ssw%C3%B6rd'],
    ['audit, an IRI, the canonical string', ['audit', 'http://user:pässwörd@例子/'], 'p%C3%A4ssw%C3%B6rd'],
    ['audit --json, an IRI, the canonical string', ['audit', '--json', 'http://user:pässwörd@例子/'], 'p%C3%A4ssw%C3%B6rd'],
    ['audit --json, an IRI, the URI editions stopping at its first character', ['audit', '--json', 'http://user:äsecret@例子/'], 'ä'],
  ])('%s', (_name, args, secret) => {
    const r = cli(args);
    expect(r.status === 0 || r.status === 1).toBe(true);
    expect(r.stdout + r.stderr).toContain('***');
    expect(r.stdout + r.stderr).not.toContain(secret);
  });

  it('the caret still points at the right place in the masked line', () => {
    const r = cli(['parse', '-e', 'rfc1738', `http://user:${SECRET}@host/`]);
    expect(r.stderr).toContain('unexpected character at offset 12');
    const lines = r.stderr.split('\n');
    const i = lines.indexOf('  http://user:***@host/');
    expect(lines[i + 1]).toBe(`  ${' '.repeat('http://user:'.length)}^`);
  });

  it('bulk NDJSON from compare and parse hides them in every line', () => {
    const input = [`http://user:${SECRET}@host/`, `http://user:${SECRET}@host/ x`, `ftp://a:${SECRET}@h/?next=http://b:${SECRET}@g/`].join('\n');
    for (const command of ['compare', 'parse']) {
      const r = cli([command], { input });
      expect(r.stdout.trimEnd().split('\n')).toHaveLength(3);
      expect(r.stdout).not.toContain(SECRET);
      expect(r.stdout).toContain('***');
    }
  });

  it('JSON stays structured: the password field is "***", the rest as it was', () => {
    const r = cli(['parse', '--json', `http://user:${SECRET}@host/p`]);
    const doc = JSON.parse(r.stdout) as { input: string; uri: Record<string, unknown> };
    expect(doc.input).toBe('http://user:***@host/p');
    expect(doc.uri).toMatchObject({ userinfo: 'user:***', user: 'user', password: '***', host: 'host', path: '/p', authority: 'user:***@host' });
  });
});

describe('--show-password shows them, on every command', () => {
  it.each([
    [['compare', `http://user:${SECRET}@host/`]],
    [['compare', '--json', `http://user:${SECRET}@host/`]],
    [['parse', `http://user:${SECRET}@host/`]],
    [['parse', '-e', 'rfc1738', `http://user:${SECRET}@host/`]],
    [['check', 'URI', `http://user:${SECRET}@host/`, '-e', 'rfc3986']],
    [['resolve', `http://user:${SECRET}@host/a`, 'b']],
    [['resolve', '-e', 'rfc3986', `http://user:${SECRET}@host/a`, 'b']],
    [['normalize', `http://user:${SECRET}@host/a`]],
  ])('%j', (args) => {
    const r = cli([...args, '--show-password']);
    expect(r.stdout + r.stderr).toContain(SECRET);
  });

  it('in bulk mode too', () => {
    const r = cli(['parse', '--show-password'], { input: `http://user:${SECRET}@host/\n` });
    expect(r.stdout).toContain(SECRET);
  });
});
