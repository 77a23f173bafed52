/**
 * `uri-editions compare --whatwg`, spawned as the built binary: the WHATWG reading as the last
 * column (its values as compare() compares them), its differences and failure, --json and NDJSON
 * bulk mode equal to compare(input, { whatwg: true }), passwords masked and text escaped in the raw
 * bytes written.
 */
import { compare } from '../../src/index';
import { RAW_UNSAFE, buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

/** The cells of the table row whose label is `label` (the label cell first). */
function row(stdout: string, label: string): string[] {
  const line = stdout.split('\n').find((l) => l.startsWith('│') && l.slice(1).replace(/^ \* | {3}/, '').startsWith(`${label} `));
  if (!line) throw new Error(`no row ${label} in\n${stdout}`);
  return line.split('│').slice(1, -1).map((c) => c.trim());
}

const oneLine = (text: string) => text.replace(/\n +/g, ' ');

describe('compare --whatwg: the table', () => {
  it('adds a whatwg column after the editions, its host read as an IPv4 address, the difference explained', () => {
    const r = cli(['compare', '--whatwg', 'http://0x7f.1/']);
    expect(r.status).toBe(0);
    expect(row(r.stdout, '')).toEqual(['', 'rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg']);
    // RFC 1738's toplabel starts with a letter (§5): "1" is not one
    // (RFC 1630's hostname is an ialpha, which starts with a letter; "0" is no hostnumber either)
    expect(row(r.stdout, 'accepted?')).toEqual(['* accepted?', 'no (at 8)', 'no (at 13)', 'yes', 'yes', 'yes', 'yes', 'yes']);
    expect(row(r.stdout, 'host (kind)')).toEqual([
      '* host (kind)',
      '',
      '',
      '0x7f.1 (reg-name)',
      '0x7f.1 (reg-name)',
      '0x7f.1 (reg-name)',
      '0x7f.1 (reg-name)',
      '127.0.0.1 (ipv4)',
    ]);
    expect(oneLine(r.stdout)).toContain('host: ');
    expect(oneLine(r.stdout)).toContain("WHATWG reads '127.0.0.1' as the host (an IPv4 address)");
    expect(oneLine(r.stdout)).toContain('URL Standard §3.5 Host parsing');
  });

  it('shows WHATWG values as compare() compares them: no row is marked for spelling alone', () => {
    const r = cli(['compare', '--whatwg', '-e', 'rfc3986', 'HTTP://Example.COM/a/../b']);
    expect(r.status).toBe(0);
    expect(row(r.stdout, 'scheme')).toEqual(['scheme', 'HTTP', 'http']);
    expect(row(r.stdout, 'host (kind)')).toEqual(['host (kind)', 'Example.COM (reg-name)', 'example.com (domain)']);
    expect(row(r.stdout, 'port')).toEqual(['port', '–', '80']);
    expect(row(r.stdout, 'path')).toEqual(['path', '/a/../b', '/b']);
    expect(row(r.stdout, 'params')).toEqual(['params', '–', '']); // WHATWG has no params: its path holds them
    expect(r.stdout).toContain('rfc3986 and WHATWG agree.');
    expect(oneLine(r.stdout)).toContain('the default port filled in, dot segments removed');
  });

  it('an input only WHATWG accepts: its column alone has values, the edition rejections stay', () => {
    const r = cli(['compare', '--verbose', '--whatwg', 'http://evil.example\\@trusted.example/']);
    expect(row(r.stdout, 'accepted?')).toEqual(['* accepted?', 'no (at 19)', 'no (at 19)', 'no (at 19)', 'no (at 19)', 'no (at 19)', 'no (at 19)', 'yes']);
    expect(row(r.stdout, 'host (kind)')).toEqual(['host (kind)', '', '', '', '', '', '', 'evil.example (domain)']);
    expect(row(r.stdout, 'path')).toEqual(['path', '', '', '', '', '', '', '/@trusted.example/']);
    expect(oneLine(r.stdout)).toContain('in a special URL WHATWG reads "\\" as "/"');
    expect(r.stdout).toContain('Rejections');
  });

  it('an input everyone rejects: WHATWG under Rejections with the runtime\'s message', () => {
    const r = cli(['compare', '--whatwg', 'http://a b/']);
    expect(row(r.stdout, 'accepted?')).toEqual(['accepted?', 'no (at 8)', 'no (at 8)', 'no (at 8)', 'no (at 8)', 'no (at 8)', 'no (at 8)', 'no']);
    expect(r.stdout).toContain('All 6 editions and WHATWG reject it.');
    expect(r.stdout).toMatch(/\n {2}whatwg: Invalid URL/);
  });

  it('without --whatwg there is no whatwg column: the label column and one per edition', () => {
    const r = cli(['compare', 'http://0x7f.1/']);
    expect(r.stdout).not.toContain('whatwg');
    expect(row(r.stdout, '')).toEqual(['', 'rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987']);
  });
});

describe('compare --whatwg --json and bulk mode', () => {
  const inputs = ['http://0x7f.1/', 'http:///evil.example/', 'http://a b/', 'HTTP://Example.COM:80/a/%2e%2e/b?q#f', 'foo://h\\x/'];

  it('--json prints the Comparison exactly as compare(input, { whatwg: true }) returns it', () => {
    for (const input of inputs) {
      const r = cli(['compare', '--whatwg', '--json', input]);
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(compare(input, { whatwg: true }))));
    }
  });

  it('NDJSON: one Comparison with its WHATWG reading per line; the summary counts WHATWG\'s acceptances', () => {
    const r = cli(['compare', '--whatwg'], { input: inputs.join('\n') });
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(inputs.length);
    lines.forEach((line, i) => expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(compare(inputs[i], { whatwg: true })))));
    const accepted = inputs.filter((i) => compare(i, { whatwg: true }).results.whatwg.ok).length;
    expect(r.stderr).toContain(`whatwg ${accepted}; `);
    expect(r.stderr).toContain('differ between editions or WHATWG');
    const json = cli(['compare', '--whatwg', '--json'], { input: inputs.join('\n') });
    expect(JSON.parse(json.stderr).accepted.whatwg).toBe(accepted);
  });
});

describe('compare --whatwg: passwords and escaping, in the raw bytes', () => {
  // WHATWG removes the tab and percent-encodes the space: its password is not the input's text
  const cases = [
    ['a password', 'http://user:S3cr3tpass@h/', ['S3cr3tpass']],
    ['a short one', 'http://u:pw@h/', [':pw@', '"pw"']],
    ['one WHATWG percent-encodes', 'http://user:my secret@h/', ['my secret', 'my%20secret', 'secret']],
    ['one WHATWG removes a tab from', 'http://user:sec\tret1@h/', ['sec\tret1', 'secret1', 'sec\\tret1']],
    ['only WHATWG accepts it (a backslash)', 'http://user:hunter22@h\\x/', ['hunter22']],
  ] as const;

  it.each(cases)('%s is "***" in the table, --json and NDJSON', (_name, input, secrets) => {
    const runs = [cli(['compare', '--whatwg', input]), cli(['compare', '--whatwg', '--json', input]), cli(['compare', '--whatwg'], { input })];
    for (const r of runs) {
      expect(r.stdout).toContain('***');
      for (const secret of secrets) expect(r.stdout + r.stderr).not.toContain(secret);
    }
    const doc = JSON.parse(runs[1].stdout) as { results: { whatwg: { ok: boolean; url?: { password: string; href: string } } } };
    if (doc.results.whatwg.url) {
      expect(doc.results.whatwg.url.password).toBe('***');
      expect(doc.results.whatwg.url.href).toContain(':***@');
    }
  });

  it('--show-password shows them in the WHATWG column and JSON', () => {
    const r = cli(['compare', '--whatwg', '--show-password', '-e', 'rfc3986', 'http://user:S3cr3tpass@h/']);
    expect(row(r.stdout, 'userinfo')).toEqual(['userinfo', 'user:S3cr3tpass', 'user:S3cr3tpass']);
    const doc = JSON.parse(cli(['compare', '--whatwg', '--show-password', '--json', 'http://user:S3cr3tpass@h/']).stdout);
    expect(doc.results.whatwg.url.password).toBe('S3cr3tpass');
  });

  it('controls WHATWG decodes (userinfo) are escaped in the table; JSON keeps them as \\u escapes', () => {
    const input = 'http://%1b%e2%80%ae@h/';
    const r = cli(['compare', '--whatwg', '-e', 'rfc3986', input]);
    expect(r.stdout).not.toMatch(RAW_UNSAFE);
    expect(row(r.stdout, 'userinfo')).toEqual(['userinfo', '%1b%e2%80%ae', '\\x1b\\u202e']);
    const bidi = cli(['compare', '--whatwg', 'http://h/\u202e\u001b?x#\u2066']);
    expect(bidi.stdout).not.toMatch(RAW_UNSAFE);
    const json = cli(['compare', '--whatwg', '--json', 'http://h/\u202e\u001b?x#\u2066']);
    expect(json.stdout).not.toMatch(RAW_UNSAFE);
    expect(JSON.parse(json.stdout).input).toBe('http://h/\u202e\u001b?x#\u2066');
  });
});
