/**
 * `uri-editions audit --readers`: the readings shown as columns and compared — CPython's urlsplit and
 * curl beside the editions and WHATWG — the reader and version of each, in the table, in --json and
 * in NDJSON bulk mode; an unknown reading is a usage error.
 */
import { audit } from '../../src/index';
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 120_000);

describe('audit --readers', () => {
  it('shows every client reader as a column by default, and says what read it', () => {
    const r = cli(['audit', 'evil.example:80@trusted.example/']);
    expect(r.status).toBe(1);
    // every reading, in the registry's order
    expect(r.stdout).toMatch(/rfc1738.*rfc1808.*rfc2396.*rfc3986.*rfc3987.*whatwg.*python.*curl.*go.*javaUri.*javaUrl.*php.*ruby.*nodeLegacy/s);
    expect(r.stdout).toContain('trusted.example (dns)');
    const text = r.stdout.replace(/\s+/g, ' '); // the line of readers is wrapped to the width
    expect(text).toContain('python: CPython 3.12.8 urllib.parse.urlsplit');
    expect(text).toContain('curl: libcurl 8.21.0 curl_url_set, guessing the scheme');
    // curl's reading takes "80" for a password: it is masked like any other
    expect(r.stdout).toContain('evil.example:***@trusted.example/');
    expect(text).toMatch(/high host-divergence at 16: host: .* curl and nodeLegacy read 'trusted\.example'/);
  });

  it('shows and compares only the readings named', () => {
    const r = cli(['audit', '--readers', 'whatwg,python,curl', 'http://[::1]evil.example/']);
    expect(r.status).toBe(1);
    const header = r.stdout.split('\n').find((l) => l.includes('whatwg'))!;
    expect(header).toMatch(/│ +│ whatwg +│ python +│ curl +│/);
    expect(header).not.toContain('rfc3986');
    expect(r.stdout).toContain('high client-only-host at 7');
    expect(r.stdout).toContain('::1 (ipv6)');
  });

  it('is consistent (exit 0) when the named readings agree', () => {
    const r = cli(['audit', '--readers', 'rfc3986,whatwg', 'evil.example:80@trusted.example/']);
    expect(r.status).toBe(0);
  });

  it('gives the same Audit in --json as audit() with those readings', () => {
    const r = cli(['audit', '--json', '--readers', 'rfc3986, curl', 'http://[::%25evil.example]/']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(audit('http://[::%25evil.example]/', { readings: ['rfc3986', 'curl'] }))));
  });

  it('reads stdin as NDJSON with the readings named', () => {
    const r = cli(['audit', '--readers', 'python,curl'], { input: 'http://a/\nhttp://[::1]x/\n' });
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((a) => Object.keys(a.readings))).toEqual([['python', 'curl'], ['python', 'curl']]);
  });

  it('takes --amend: RFC 6874 zone IDs for the rfc3986 reading, which says so', () => {
    const r = cli(['audit', '--json', '--amend', 'rfc6874', '--readers', 'rfc3986,curl', 'http://[fe80::1%25eth0]/']);
    const doc = JSON.parse(r.stdout);
    expect(doc.readings.rfc3986).toMatchObject({ accepted: true, reader: 'RFC 3986 with RFC 6874' });
    expect(r.status).toBe(0);
    expect(cli(['audit', '--amend', 'rfc9999', 'http://a/']).status).toBe(2);
  });

  it('is a usage error (exit 2) for an unknown reading, naming the readings', () => {
    const r = cli(['audit', '--readers', 'perl', 'http://a/']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown reading "perl"; the readings: rfc1630, rfc1738, rfc1808, rfc2396, rfc3986, rfc3987, whatwg, python, curl, go, javaUri, javaUrl, php, ruby, nodeLegacy');
  });
});
