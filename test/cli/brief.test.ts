/**
 * `uri-editions compare --brief`: one compact JSON line per input — the input, each edition's
 * verdict (accepted, or the error's offset and rule), the components that differ — its keys in the
 * documented order, JSON's own escapes only, exit 0 whether or not the editions accept. Each line
 * is checked against the library (test/support/brief.ts). The stdin contract is in mapper.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editions } from '../../src/index';
import { expectedBrief } from '../support/brief';
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 300_000);

const INPUTS = [
  'http://a/b',
  'http://[::1]/x', // only RFC 3986 has IPv6 literals
  'http://a?b/c', // RFC 1808's net_loc runs to the next "/"
  'mailto:a?b',
  'http://h/~u', // "~" is unsafe in RFC 1738
  'http://a b/', // rejected by every edition
  '',
  '//h/p;x?q#f',
  'http://例子.卷筒纸/', // only the IRI edition accepts: iri, the URI it maps to
  'http://\u200f\u05d0.com/', // only the IRI edition accepts, and the mapping refuses it: iri, where
  'http://u:pw@例子/?token=S3cr3t', // iri's URI masked as the input is
];

const lines = (stdout: string) => stdout.split('\n').slice(0, -1);

describe('compare --brief', () => {
  it('writes, for each URL argument, the line the library gives, its keys in the documented order; exit 0', () => {
    const r = cli(['compare', '--brief', ...INPUTS]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)).toEqual(INPUTS.map((input) => JSON.stringify(expectedBrief(input))));
  });

  it('carries iri as --json has it, compactly, last, only when only the IRI edition accepts', () => {
    const [mapped, refused, plain, masked] = lines(cli(['compare', '--brief', 'http://例子.卷筒纸/', 'http://\u200f\u05d0.com/', 'http://a/', 'http://u:pw@例子/?token=S3cr3t']).stdout);
    expect(mapped).toMatch(/,"differ":\["accepted"\],"iri":\{"ok":true,"uri":"http:\/\/xn--fsqu00a\.xn--3lr804guic\/"\}\}$/);
    expect(refused).toMatch(/,"iri":\{"ok":false,"offset":7,"rule":"ucschar"\}\}$/);
    expect(plain).not.toContain('"iri"');
    expect(masked).toContain('"iri":{"ok":true,"uri":"http://u:***@xn--fsqu00a/?token=***"}');
    expect(masked).not.toMatch(/pw|S3cr3t/);
    const json = JSON.parse(cli(['compare', '--json', 'http://例子.卷筒纸/']).stdout);
    expect(JSON.parse(mapped).iri).toEqual(json.iri);
  });

  it('docs/cli.md: the example is what the command writes', () => {
    const doc = readFileSync(join(__dirname, '../../docs/cli.md'), 'utf8');
    const m = /\$ printf '([^']*)' \| uri-editions compare --brief\n((?:\{.*\n)+)/.exec(doc)!;
    const input = m[1].replace(/\\n/g, '\n');
    expect(cli(['compare', '--brief'], { input }).stdout).toBe(m[2]);
  });

  it('has one result per registered edition, oldest first', () => {
    const [line] = lines(cli(['compare', '--brief', 'http://a/b']).stdout);
    expect(Object.keys(JSON.parse(line).results)).toEqual(editions.map((e) => e.name));
  });

  it('reads stdin the same way, one line per line', () => {
    const r = cli(['compare', '--brief', '--jobs', '1'], { input: INPUTS.join('\n') + '\n' });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(lines(r.stdout)).toEqual(INPUTS.map((input) => JSON.stringify(expectedBrief(input))));
  });

  it('compares the editions asked for, with the amendments asked for', () => {
    const zone = 'http://[fe80::1%25eth0]/';
    const r = cli(['compare', '--brief', '-e', 'rfc2396,rfc3986', '--amend', 'rfc6874,rfc2732', zone, 'http://[::1]/']);
    const options = { editions: ['rfc2396', 'rfc3986'] as const, amendments: ['rfc6874', 'rfc2732'] as const };
    expect(lines(r.stdout)).toEqual([zone, 'http://[::1]/'].map((input) => JSON.stringify(expectedBrief(input, options))));
    expect(JSON.parse(lines(r.stdout)[0]).results.rfc3986).toEqual({ ok: true });
  });

  it('hides passwords, accepted or not, unless --show-password', () => {
    // the last: a URL nested, percent-encoded, in a query (no "@" in the input)
    const urls = ['http://u:s3cret@h/', 'http://u:s3cret@h b/', 'ftp://u:s3cret@h/', 'http://h/?next=http%3A%2F%2Fu%3As3cret%40h2%2F'];
    const hidden = cli(['compare', '--brief', ...urls]);
    expect(hidden.stdout).not.toContain('s3cret');
    expect(lines(hidden.stdout)).toEqual(urls.map((input) => JSON.stringify(expectedBrief(input))));
    expect(JSON.parse(lines(hidden.stdout)[0]).input).toBe('http://u:***@h/');
    const shown = cli(['compare', '--brief', '--show-password', ...urls]);
    expect(lines(shown.stdout)).toEqual(urls.map((input) => JSON.stringify(expectedBrief(input, { showPassword: true }))));
  });

  it('escapes nothing beyond JSON: control characters as JSON escapes, the rest as it is', () => {
    const input = 'http://h/\u0000\u001b[31m\u007f\u009b\u202e\u2028';
    const r = cli(['compare', '--brief', '--jobs', '1'], { input: `${input}\n` });
    const [line] = lines(r.stdout);
    expect(JSON.parse(line).input).toBe(input);
    expect(line).toContain('\\u0000\\u001b[31m\u007f\u009b\u202e\u2028');
  });

  it('refuses --whatwg and --iri, and a --jobs that is no positive whole number (exit 2)', () => {
    for (const other of ['--whatwg', '--iri']) {
      const r = cli(['compare', '--brief', other, 'http://a/']);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`option '--brief' cannot be used with option '${other}'`);
    }
    for (const bad of ['0', '-1', 'two', '1.5', '']) {
      const r = cli(['compare', '--brief', '--jobs', bad], { input: 'http://a/\n' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('--jobs takes a positive whole number');
    }
  });
});
