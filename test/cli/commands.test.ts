/**
 * The rest of the command line as users expect it: help texts that say what each command does,
 * exit codes in the help, "1 input", no empty rows when every edition rejects, one -e/--edition
 * spelling (the old --editions kept), check's default edition, the IRI hint and compare --iri, and
 * the commands iri, redact, relativize, encode, decode and query with --json and exit codes.
 */
import { iriToUri, parseQuery, percentDecode, percentEncode, relativize } from '../../src/index';
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
    expect(r.stdout).toContain('All 4 editions reject it.');
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

  it('check defaults to rfc3986, as parse does', () => {
    const r = cli(['check', '--json', 'path-abempty', '/a']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ edition: 'rfc3986', ok: true });
  });
});

describe('Unicode input', () => {
  const IRI = 'http://例子.卷筒纸';

  it('compare and parse say that it is an IRI and show the URI it maps to', () => {
    const uri = iriToUri(IRI);
    const c = cli(['compare', IRI]);
    expect(c.stdout.replace(/\s+/g, ' ')).toContain(`as an IRI (RFC 3987) it maps to the URI ${uri}`);
    const p = cli(['parse', IRI]);
    expect(p.status).toBe(1);
    expect(p.stderr.replace(/\s+/g, ' ')).toContain(uri);
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
