/**
 * The `uri-editions` command, spawned as the built binary (dist/cli/main.js, built once here with
 * `npm run build`, as `npm ci`'s prepare step builds it): tables, --json, NDJSON bulk mode, exit
 * codes, colours, usage errors.
 */
import { readFileSync, statSync } from 'node:fs';
import { audit, compare, editions, normalize, parse, resolve } from '../../src/index';
import { join } from 'node:path';
import { BIN, ROOT, buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

const ANSI = /\x1b\[[0-9;]*m/;
const README_URL = 'http://www.example.com:81/a/b.html?user=Alice&year=2049#heading';

test('the build leaves the binary executable (npx runs it through a link to dist/cli/main.js)', () => {
  expect(statSync(BIN).mode & 0o111).toBe(0o111);
  expect(readFileSync(BIN, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
});

describe('compare', () => {
  it('prints a table: a column per edition, a row per component, differences explained, rejections with a caret', () => {
    const r = cli(['compare', '--verbose', 'http://h/~x']);
    expect(r.status).toBe(0);
    const header = r.stdout.split('\n').find((l) => l.includes('rfc1738'));
    expect(header).toMatch(/rfc1738.*rfc1808.*rfc2396.*rfc3986/);
    for (const row of ['accepted?', 'scheme', 'userinfo', 'host (kind)', 'port', 'path', 'params', 'query', 'fragment']) {
      expect(r.stdout).toContain(row);
    }
    expect(r.stdout).toMatch(/\* accepted\? +│ no \(at 9\) +│ no \(at 9\) +│ no \(at 9\) +│ yes +│ yes/);
    expect(r.stdout).toContain('Differences');
    expect(r.stdout.replace(/\n +/g, ' ')).toContain("rfc1808 rejects at 9: '~' is a `national` character (RFC 1808 §2.2), which must be escaped (%7E)");
    expect(r.stdout).toContain('Rejections');
    expect(r.stdout).toContain('  http://h/~x\n             ^'); // the caret under offset 9
    expect(r.stdout).not.toMatch(ANSI); // not a terminal: no colours, even with CI set
  });

  it('the README example', () => {
    const r = cli(['compare', README_URL]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('www.example.com (hostname)');
    expect(r.stdout).toContain('www.example.com (reg-name)');
    expect(r.stdout).toMatch(/query +│ +│ +│ user=Alice&year=2049/);
  });

  it('marks and explains the rows where editions differ', () => {
    const r = cli(['compare', '--editions', 'rfc1808,rfc3986', 'http://a?b/c']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\* authority +│ a\?b +│ a /);
    expect(r.stdout).toMatch(/\* query +│ – +│ b\/c/);
    expect(r.stdout).toMatch(/  scheme +│ http/); // not marked
    expect(r.stdout.replace(/\n +/g, ' ')).toContain('RFC 1808 §2.2 net_loc = *( pchar | ";" | "?" ) runs up to \'/\'');
  });

  it('several URLs: one table each', () => {
    // (without the scheme tables, which have an "accepted?" row of their own)
    const r = cli(['compare', '--no-schemes', 'http://a/', 'mailto:x']);
    expect(r.stdout.match(/accepted\?/g)).toHaveLength(2);
  });

  it('--json prints the Comparison, exactly as compare() returns it', () => {
    const r = cli(['compare', '--json', 'http://a?b/c']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(compare('http://a?b/c'))));
    const two = JSON.parse(cli(['compare', '--json', 'a', 'b']).stdout);
    expect(two.map((c: { input: string }) => c.input)).toEqual(['a', 'b']);
  });

  it('--amend applies an amendment to the edition it amends', () => {
    const r = JSON.parse(cli(['compare', '--json', '--amend', 'rfc2732', 'http://[::1]/']).stdout);
    expect(r.results.rfc2396.ok).toBe(true);
  });

  it('hides a password in the table unless --show-password (RFC 3986 §7.5)', () => {
    const hidden = cli(['compare', 'http://joe:s3cret@h/']);
    expect(hidden.stdout).not.toContain('s3cret');
    expect(hidden.stdout).toContain('joe:***');
    const shown = cli(['compare', '--show-password', 'http://joe:s3cret@h/']);
    expect(shown.stdout).toContain('joe:s3cret');
  });
});

describe('bulk mode: stdin → NDJSON', () => {
  // inputs the editions disagree on, empty lines, CRLF line ends, no final newline
  const kinds = ['http://h/~x', 'http://a?b/c', 'mailto:a?b', '', 'http://h/a;p?q', '//h/p', 'http://[::1]/', 'g:h', 'http://a b/'];
  const inputs = Array.from({ length: 10_000 }, (_, i) => `${kinds[i % kinds.length]}${i % 3 === 0 ? '' : `#${i}`}`);

  it('10,000 lines in, 10,000 objects out, in input order, with a summary on stderr', () => {
    const text = inputs.map((s, i) => (i % 2 ? `${s}\r\n` : `${s}\n`)).join('').replace(/\n$/, '');
    const r = cli(['compare'], { input: text });
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(10_000);
    const out = lines.map((l) => JSON.parse(l));
    expect(out.map((o) => o.input)).toEqual(inputs);
    for (const i of [0, 1, 2, 3, 4, 4567, 9999]) {
      expect(out[i]).toEqual(JSON.parse(JSON.stringify(compare(inputs[i]))));
    }
    const accepted = (e: 'rfc1738' | 'rfc3986') => inputs.filter((s) => parse(s, e).ok).length;
    const differ = out.filter((o) => o.differences.length > 0).length;
    expect(r.stderr).toContain('10,000 inputs');
    expect(r.stderr).toContain(`rfc1738 ${accepted('rfc1738').toLocaleString('en-US')}`);
    expect(r.stderr).toContain(`rfc3986 ${accepted('rfc3986').toLocaleString('en-US')}`);
    expect(r.stderr).toContain(`${differ.toLocaleString('en-US')} differ`);
    expect(r.stderr).not.toContain('lines,'); // no progress line: stderr is not a terminal
  });

  it('parse reads stdin too; exit 1 when a line is rejected; --json summary', () => {
    const r = cli(['parse', '--json', '-e', 'rfc2396'], { input: 'http://a/\nhttp://a b/\n' });
    expect(r.status).toBe(1);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out.map((o) => [o.input, o.ok])).toEqual([
      ['http://a/', true],
      ['http://a b/', false],
    ]);
    expect(out[1].error.offset).toBe(8);
    expect(JSON.parse(r.stderr)).toEqual({ inputs: 2, edition: 'rfc2396', accepted: 1, rejected: 1, tooLong: 0, failed: 0 });
    expect(cli(['parse'], { input: 'http://a/\n/b\n' }).status).toBe(0);
  });

  it('no input, no output', () => {
    const r = cli(['compare'], { input: '' });
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('0 inputs');
  });
});

describe('parse, check, resolve, normalize, editions', () => {
  it('parse: the components, warnings; exit 0', () => {
    const r = cli(['parse', 'HTTP://a/b?c#d']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/scheme +│ HTTP/);
    expect(r.stdout).toMatch(/query +│ c/);
    expect(r.stdout).toContain('warning: schemes are case-insensitive');
  });

  it('parse: a rejection is exit 1, with the error and caret on stderr', () => {
    const r = cli(['parse', 'http://a b/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('rfc3986: unexpected " " at offset 8');
    expect(r.stderr).toContain('  http://a b/\n          ^');
    const j = cli(['parse', '--json', '-e', 'rfc1808', 'http://h/~x']);
    expect(j.status).toBe(1);
    expect(JSON.parse(j.stdout)).toMatchObject({ input: 'http://h/~x', ok: false, edition: 'rfc1808', error: { offset: 9 } });
  });

  it('parse --json is { input, ...parse() }', () => {
    const r = cli(['parse', '--json', '-e', 'rfc1808', 'http://h/a;p']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify({ input: 'http://h/a;p', ...parse('http://h/a;p', 'rfc1808') })));
  });

  it('check: a named rule of an edition; 0 valid, 1 invalid, 2 unknown rule or no edition', () => {
    expect(cli(['check', 'IPv6address', '1:2::3', '-e', 'rfc3986']).status).toBe(0);
    expect(cli(['check', 'abs_path', '/a;p/b', '-e', 'rfc2396']).status).toBe(0);
    const bad = cli(['check', 'IPv6address', '1:2::x', '--edition', 'rfc3986']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('unexpected "x" at offset 5');
    expect(bad.stderr).toContain('  1:2::x\n       ^');
    const j = JSON.parse(cli(['check', '--json', 'port', '8a', '-e', 'rfc3986']).stdout);
    expect(j).toMatchObject({ edition: 'rfc3986', rule: 'port', input: '8a', ok: false, error: { offset: 1 } });
    const unknown = cli(['check', 'IPv6adress', '1', '-e', 'rfc3986']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Did you mean 'IPv6address'");
    // the edition defaults to rfc3986, as for parse
    expect(cli(['check', 'IPv6address', '::1']).status).toBe(0);
  });

  it('resolve: one edition prints the target; none shows every edition; rfc1738 is exit 1', () => {
    const one = cli(['resolve', 'http://a/b/c/d;p?q', '../../../g', '-e', 'rfc3986']);
    expect(one.status).toBe(0);
    expect(one.stdout.trim()).toBe(resolve('http://a/b/c/d;p?q', '../../../g', 'rfc3986'));
    const all = cli(['resolve', 'http://a/b/c/d;p?q', '../../../g']);
    expect(all.status).toBe(0);
    for (const e of ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986']) expect(all.stdout).toContain(e);
    expect(all.stdout).toContain('http://a/../g'); // RFC 1808 §5.2 / RFC 2396 App. C
    expect(all.stdout).toContain('http://a/g'); // RFC 3986 §5.4.2
    const j = JSON.parse(cli(['resolve', '--json', 'http://a/b', 'c']).stdout);
    expect(j.results.rfc1738.ok).toBe(false);
    expect(j.results.rfc3986).toMatchObject({ ok: true, target: 'http://a/c' });
    expect(cli(['resolve', 'http://a/', 'g', '-e', 'rfc1738']).status).toBe(1);
  });

  it('normalize: one edition, or every edition side by side', () => {
    const input = 'HTTP://a:80/%7e/./b';
    const one = cli(['normalize', input, '-e', 'rfc3986']);
    expect(one.status).toBe(0);
    expect(one.stdout.trim()).toBe(normalize(input, 'rfc3986'));
    const all = cli(['normalize', input]);
    expect(all.stdout).toContain(normalize(input, 'rfc2396'));
    expect(cli(['normalize', 'http://a b/', '-e', 'rfc3986']).status).toBe(1);
  });

  it('editions: what exists, with RFC numbers and years; --json is the editions export', () => {
    const r = cli(['editions']);
    expect(r.status).toBe(0);
    for (const e of editions) expect(r.stdout).toMatch(new RegExp(`${e.name} +│ RFC ${e.rfc} +│ ${e.year}`));
    expect(JSON.parse(cli(['editions', '--json']).stdout)).toEqual(JSON.parse(JSON.stringify(editions)));
  });
});

describe('usage errors (exit 2) and help', () => {
  it.each([
    [['compare', '--bogus', 'x'], "unknown option '--bogus'"],
    [['frobnicate'], "unknown command 'frobnicate'"],
    [['compare', '--editions', 'rfc9999', 'x'], "unknown edition 'rfc9999'"],
    [['compare', '-e', 'rfc9999', 'x'], "unknown edition 'rfc9999'"],
    [['parse', '-e', 'rfc2396', '--amend', 'rfc6874', 'x'], 'does not apply to rfc2396'],
    [['parse', '--amend', 'rfc9', 'x'], "unknown amendment 'rfc9'"],
    [['resolve', 'http://a/'], "missing required argument 'ref'"],
    [['parse', '--allow-fragment', 'x'], 'rfc1738 only'],
    [['normalize', 'x', '--level', 'max'], "unknown level 'max'"],
  ])('%j', (args, message) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });

  it('no command: the help, on stderr, exit 2', () => {
    const r = cli([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage: uri-editions');
  });

  it('--help and --version: exit 0', () => {
    expect(cli(['--help']).status).toBe(0);
    expect(cli(['compare', '--help']).stdout).toContain('-e, --edition <list>');
    const v = cli(['--version']);
    expect(v.status).toBe(0);
    expect(v.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });
});

describe('colours', () => {
  it('only on a terminal, unless forced; NO_COLOR wins over FORCE_COLOR, --color over NO_COLOR', () => {
    expect(cli(['compare', 'http://h/~x']).stdout).not.toMatch(ANSI);
    expect(cli(['compare', 'http://h/~x'], { env: { FORCE_COLOR: '1' } }).stdout).toMatch(ANSI);
    expect(cli(['compare', 'http://h/~x'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } }).stdout).not.toMatch(ANSI);
    expect(cli(['compare', '--color', 'http://h/~x'], { env: { NO_COLOR: '1' } }).stdout).toMatch(ANSI);
    expect(cli(['--no-color', 'compare', 'http://h/~x'], { env: { FORCE_COLOR: '1' } }).stdout).not.toMatch(ANSI);
  });
});

describe('audit', () => {
  it('prints the readings, the findings and the flags; exit 1 when divergent', () => {
    const r = cli(['audit', 'http://u:secret@0x7f.1/']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/rfc1738.*rfc1808.*rfc2396.*rfc3986.*whatwg/);
    expect(r.stdout).toMatch(/host \(type\) +│ +│ 0x7f\.1 \(dns\)/);
    expect(r.stdout).toContain('127.0.0.1 (ipv4)');
    expect(r.stdout).toContain('high host-divergence at 16');
    expect(r.stdout).toContain('userinfo at 7');
    expect(r.stdout).not.toContain('secret');
    expect(r.stdout).toContain('safe to allowlist: no');
  });

  it('exits 0 when every reading agrees', () => {
    const r = cli(['audit', 'http://example.com/a']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Consistent');
    expect(r.stdout).toContain('safe to allowlist on the host example.com: yes');
    expect(r.stdout).toContain('canonical: http://example.com/a');
  });

  it('prints the Audit as JSON, with --base for redirects', () => {
    // only WHATWG accepts it (the editions reject it): rejected by some, not divergent — exit 0
    const r = cli(['audit', '--json', '--base', 'https://trusted.example/login', '/\\evil.example']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).verdict).toBe('rejected-by-some');
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(audit('/\\evil.example', { base: 'https://trusted.example/login' }))));
  });

  it('reads stdin as NDJSON, one Audit per line, with a summary', () => {
    const r = cli(['audit'], { input: 'http://a/\nhttp:///b\n' });
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((a) => a.input)).toEqual(['http://a/', 'http:///b']);
    expect(r.stderr).toContain('2 inputs; 1 divergent; 1 safe to allowlist');
  });

  it('is a usage error (exit 2) for an unknown option', () => {
    expect(cli(['audit', '--bogus']).status).toBe(2);
  });
});
