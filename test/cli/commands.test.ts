/**
 * The rest of the command line as users expect it: help texts that say what each command does,
 * exit codes in the help, "1 input", no empty rows when every edition rejects, one -e/--edition
 * spelling (the old --editions kept), check's default edition, the IRI hint and compare --iri, and
 * the commands iri, redact, relativize, encode, decode and query with --json and exit codes.
 */
import { editions, iriToUri, parseQuery, percentDecode, percentEncode, relativize } from '../../src/index';
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

describe('help', () => {
  it('lists exit code 70 and every command', () => {
    const r = cli(['--help']);
    expect(r.stdout).toContain('70 internal error');
    for (const command of ['compare', 'parse', 'resolve', 'relativize', 'check', 'normalize', 'iri', 'encode', 'decode', 'query', 'redact', 'editions']) {
      expect(r.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
  });

  it.each(['resolve', 'check', 'normalize', 'editions', 'relativize', 'iri', 'encode', 'decode', 'query'])(
    '%s --help does not promise NDJSON from stdin (it reads none)',
    (command) => {
      const r = cli([command, '--help']);
      expect(r.stdout).toContain('--json');
      expect(r.stdout).not.toContain('NDJSON');
    },
  );

  it.each(['compare', 'parse', 'redact'])('%s --help tells of NDJSON and --max-line', (command) => {
    const r = cli([command, '--help']);
    expect(r.stdout).toContain('NDJSON');
    expect(r.stdout).toContain('--max-line');
  });

  it('lists the implemented editions once', () => {
    const r = cli(['parse', '-e', 'rfc9999', 'x']);
    expect(r.status).toBe(2);
    expect(r.stderr.match(/rfc1738/g)).toHaveLength(1);
  });
});

describe('wording and tables', () => {
  it('"1 input", not "1 inputs"', () => {
    expect(cli(['compare'], { input: 'http://h/\n' }).stderr).toMatch(/^1 input;/);
    expect(cli(['parse'], { input: 'http://h/\n' }).stderr).toMatch(/^1 input;/);
    expect(cli(['compare'], { input: 'http://h/\nhttp://g/\n' }).stderr).toMatch(/^2 inputs;/);
  });

  it('a table where every edition rejects has the verdict row only', () => {
    const r = cli(['compare', 'http://a b/']);
    expect(r.stdout).toContain('accepted?');
    for (const row of ['scheme', 'userinfo', 'host (kind)', 'port', 'path', 'query', 'fragment']) expect(r.stdout).not.toContain(`│   ${row} `);
    expect(r.stdout).toContain(`All ${editions.length} editions reject it.`);
  });
});

describe('one spelling of the edition option', () => {
  it('compare takes -e/--edition (a list), and --editions still works', () => {
    for (const flag of ['-e', '--edition', '--editions']) {
      const r = cli(['compare', flag, 'rfc3986,rfc1808', '--json', 'http://h/']);
      expect(r.status).toBe(0);
      expect(Object.keys(JSON.parse(r.stdout).results)).toEqual(['rfc1808', 'rfc3986']);
    }
  });

  it('every command that takes an edition takes rfc3987, the IRI edition', () => {
    const iri = 'http://例子.卷筒纸/a/b';
    const run = (args: string[]) => {
      const r = cli(args);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return JSON.parse(r.stdout) as Record<string, unknown>;
    };
    expect(run(['parse', '-e', 'rfc3987', '--json', iri])).toMatchObject({ ok: true, edition: 'rfc3987' });
    expect(run(['check', '-e', 'rfc3987', '--json', 'ireg-name', '例子.卷筒纸'])).toMatchObject({ edition: 'rfc3987', ok: true });
    expect(Object.keys(run(['compare', '-e', 'rfc3987,rfc3986', '--json', iri]).results as object)).toEqual(['rfc3986', 'rfc3987']);
    expect(run(['resolve', '-e', 'rfc3987', '--json', iri, '../引き'])).toMatchObject({ target: 'http://例子.卷筒纸/引き' });
    expect(JSON.stringify(run(['normalize', '-e', 'rfc3987', '--json', 'HTTP://例子.卷筒纸:80/./a']))).toContain('http://例子.卷筒纸/a');
    const listed = JSON.parse(cli(['editions', '--json']).stdout) as { name: string; rfc: number }[];
    expect(listed.map((e) => e.name)).toEqual(editions.map((e) => e.name));
    expect(listed.find((e) => e.name === 'rfc3987')).toMatchObject({ rfc: 3987, year: 2005 });
    expect(cli(['editions']).stdout).toMatch(/│ rfc3987 │ RFC 3987 │ 2005 │ Internationalized Resource Identifiers \(IRIs\)/);
    expect(cli(['compare', '--help']).stdout).toContain('rfc3986,rfc3987');
  });

  it('check defaults to rfc3986, as parse does', () => {
    const r = cli(['check', '--json', 'path-abempty', '/a']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ edition: 'rfc3986', ok: true });
  });
});

describe('Unicode input', () => {
  const IRI = 'http://例子.卷筒纸';

  it('compare: rfc3987 alone accepts it, with its host; under the table, the URI it maps to', () => {
    const uri = iriToUri(IRI);
    expect(uri).toBe('http://xn--fsqu00a.xn--3lr804guic');
    const c = cli(['compare', '--verbose', IRI]);
    expect(c.status).toBe(0);
    const lines = c.stdout.split('\n');
    expect(lines.find((l) => l.includes('accepted?'))?.split('│').map((x) => x.trim()).slice(2, -1)).toEqual(['no (at 7)', 'no (at 7)', 'no (at 7)', 'no (at 7)', 'no (at 7)', 'yes']);
    expect(lines.find((l) => l.includes('host (kind)'))).toContain('│ 例子.卷筒纸 (reg-name) │');
    const bottom = lines.findIndex((l) => l.startsWith('└'));
    expect(lines.slice(bottom + 1).join(' ').replace(/\s+/g, ' ')).toMatch(
      new RegExp(`^As an IRI: only rfc3987 accepts it; RFC 3987 §3\\.1 maps it to the URI ${uri.replace(/\./g, '\\.')} \\(compare --iri compares that URI\\) Differences`),
    );
    expect(c.stdout.replace(/\s+/g, ' ')).toContain("rfc3987 allows it as a `ucschar` (in `iunreserved`, RFC 3987 §2.2) in the host (`ireg-name`)");
    expect(c.stdout).not.toContain('hint:');
    const json = JSON.parse(cli(['compare', '--json', IRI]).stdout) as { iri: unknown };
    expect(json.iri).toEqual({ ok: true, uri });
  });

  it('an IRI with no URI: the line says why (RFC 3987 §4.1 bans bidirectional formatting characters), escaped', () => {
    const c = cli(['compare', 'http://a/\u202eb']);
    expect(c.stdout.replace(/\s+/g, ' ')).toContain('As an IRI: only rfc3987 accepts it, and RFC 3987 §3.1 maps it to no URI: not a mappable IRI: U+202E');
    expect(c.stdout).toContain('/\\u202eb');
    expect(c.stdout).not.toContain('\u202e');
  });

  it('parse, and compare without rfc3987: the hint says it is an IRI (--edition rfc3987) and shows the URI', () => {
    const uri = iriToUri(IRI);
    const p = cli(['parse', IRI]);
    expect(p.status).toBe(1);
    expect(p.stderr.replace(/\s+/g, ' ')).toContain(
      `hint: non-ASCII characters are not allowed in a URI by any edition; it is an IRI (RFC 3987: --edition rfc3987), which maps to the URI ${uri}`,
    );
    const c = cli(['compare', '-e', 'rfc2396,rfc3986', IRI]);
    expect(c.stdout.replace(/\s+/g, ' ')).toContain(`it is an IRI (RFC 3987: --edition rfc3987), which maps to the URI ${uri}`);
    // not an IRI either: the hint gives rfc3987's own reason
    const private_ = cli(['parse', 'http://a/\ue000']);
    expect(private_.stderr.replace(/\s+/g, ' ')).toContain('and it is not an IRI either (RFC 3987): rfc3987: unexpected');
  });

  it('parse -e rfc3987 reads it; a rejection by rfc3987 itself has no hint', () => {
    const p = cli(['parse', '-e', 'rfc3987', '--json', `${IRI}/引き割り.html`]);
    expect(p.status).toBe(0);
    expect(JSON.parse(p.stdout)).toMatchObject({ ok: true, edition: 'rfc3987', uri: { host: '例子.卷筒纸', path: '/引き割り.html' } });
    const bad = cli(['parse', '-e', 'rfc3987', 'http://a/\ue000']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('rfc3987: unexpected');
    expect(bad.stderr).not.toContain('hint:');
  });

  it('compare --iri converts first', () => {
    const r = cli(['compare', '--iri', '--json', IRI]);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as { iri: string; input: string; results: Record<string, { ok: boolean }> };
    expect(doc.iri).toBe(IRI);
    expect(doc.input).toBe(iriToUri(IRI));
    expect(Object.values(doc.results).every((x) => x.ok)).toBe(true);
    expect(cli(['compare', '--iri', IRI]).stdout).toContain(`${IRI} → ${iriToUri(IRI)}`);
  });

  it('compare --iri: an input that is not an IRI is exit 1, in bulk mode a record', () => {
    expect(cli(['compare', '--iri', 'http://h/\u202e']).status).toBe(1);
    const bulk = cli(['compare', '--iri'], { input: `${IRI}\nhttp://h/\u202e\n` });
    expect(bulk.status).toBe(1);
    const records = bulk.stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok?: boolean; iri: string });
    expect(records[0].iri).toBe(IRI);
    expect(records[1]).toMatchObject({ ok: false });
    expect(bulk.stderr).toContain('1 not an IRI');
  });
});

describe('the new commands', () => {
  it('iri to-uri / to-iri', () => {
    const iri = 'http://例子.卷筒纸/ä?q=ü';
    const r = cli(['iri', 'to-uri', iri]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${iriToUri(iri)}\n`);
    expect(cli(['iri', 'to-iri', 'http://h/%C3%A4']).stdout).toBe('http://h/ä\n');
    expect(cli(['iri', 'to-iri', '--idna', 'http://xn--fsqu00a.xn--3lr804guic/']).stdout).toBe('http://例子.卷筒纸/\n');
    expect(JSON.parse(cli(['iri', 'to-uri', '--json', iri]).stdout)).toEqual({ direction: 'to-uri', input: iri, ok: true, output: iriToUri(iri) });
    const bad = cli(['iri', 'to-uri', 'http://h/\u202e']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('\\u202e');
    expect(cli(['iri', 'sideways', 'x']).status).toBe(2);
  });

  it('redact: arguments, stdin, --json', () => {
    expect(cli(['redact', 'http://u:S3cr3t@h/', ' http://u:S3cr3t@h/']).stdout).toBe('http://u:***@h/\n http://u:***@h/\n');
    const bulk = cli(['redact'], { input: 'http://u:S3cr3t@h/\nplain\n' });
    expect(bulk.stdout).toBe('http://u:***@h/\nplain\n');
    expect(JSON.parse(cli(['redact', '--json', 'http://u:S3cr3t@h/']).stdout)).toEqual({ redacted: 'http://u:***@h/', masked: [[9, 15]] });
  });

  it('relativize', () => {
    const r = cli(['relativize', 'http://a/b/c/d', 'http://a/b/e']);
    expect(r.stdout).toBe(`${relativize('http://a/b/c/d', 'http://a/b/e')}\n`);
    expect(JSON.parse(cli(['relativize', '--json', '-e', 'rfc2396', 'http://a/b', 'http://a/c']).stdout)).toMatchObject({
      edition: 'rfc2396',
      ok: true,
      reference: relativize('http://a/b', 'http://a/c', 'rfc2396'),
    });
    expect(cli(['relativize', 'b', 'http://a/c']).status).toBe(1);
    expect(cli(['relativize', '-e', 'rfc1738', 'http://a/b', 'http://a/c']).status).toBe(1);
  });

  it('encode and decode', () => {
    expect(cli(['encode', 'a b/ä']).stdout).toBe(`${percentEncode('a b/ä', 'segment')}\n`);
    expect(cli(['encode', '-c', 'path', '-e', 'rfc2396', 'a b/ä']).stdout).toBe(`${percentEncode('a b/ä', 'path', 'rfc2396')}\n`);
    expect(cli(['decode', 'a%20b%2F%C3%A4']).stdout).toBe(`${percentDecode('a%20b%2F%C3%A4')}\n`);
    const host = cli(['encode', '-c', 'host', '-e', 'rfc2396', 'ä']);
    expect(host.status).toBe(1);
    expect(host.stderr).toContain('cannot be escaped');
    const bad = cli(['decode', '--json', 'a%2']);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({ ok: false, error: { kind: 'malformed-escape', offset: 1 } });
    expect(cli(['encode', '-c', 'nowhere', 'x']).status).toBe(2);
  });

  it('query: the pairs of a query or of a URL', () => {
    const r = cli(['query', '--json', 'http://h/?a=1&b=x%20y;c=3#f', '--separators', '&;']);
    expect(JSON.parse(r.stdout)).toEqual({ query: 'a=1&b=x%20y;c=3', ok: true, pairs: parseQuery('a=1&b=x%20y;c=3', { separators: '&;' }) });
    expect(cli(['query', 'a=1+2', '--plus']).stdout).toContain('1 2');
    expect(cli(['query', '--json', 'a=%2', '--no-decode']).status).toBe(0);
    expect(cli(['query', 'a=%2']).status).toBe(1);
    // a password in a nested URL stays hidden
    const nested = cli(['query', 'next=http%3A%2F%2Fu%3AS3cr3t%40h']);
    expect(nested.stdout).toContain('http://u:***@h');
    expect(nested.stdout).not.toContain('S3cr3t');
  });
});
