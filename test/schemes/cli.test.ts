/**
 * The CLI and the scheme specifications: parse --scheme, check --scheme, compare's scheme table
 * (and --no-schemes), editions --schemes; passwords hidden as everywhere.
 */
import { compare, parseScheme, schemes } from '../../src/index';
import { RAW_UNSAFE, buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

describe('parse --scheme', () => {
  it('prints the fields by the RFC\'s names, with the warnings; the password hidden', () => {
    const r = cli(['parse', '--scheme', 'rfc9110', 'http://u:secret@example.com:8080/a?b#c']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\(rfc9110, http: http-URI\)/);
    expect(r.stdout).toMatch(/│ path-abempty │ \/a +│/);
    expect(r.stdout).toMatch(/│ userinfo +│ u:\*\*\* +│/);
    expect(r.stdout).not.toContain('secret');
    expect(r.stdout).toMatch(/warning: RFC 9110 §4\.2\.4/);
  });
  it('--json is the parseScheme result, masked', () => {
    const r = cli(['parse', '--scheme', 'rfc6068', '--json', 'mailto:a@example.org?subject=hi']);
    expect(JSON.parse(r.stdout)).toEqual({ input: 'mailto:a@example.org?subject=hi', ...JSON.parse(JSON.stringify(parseScheme('mailto:a@example.org?subject=hi', 'rfc6068'))) });
    const masked = JSON.parse(cli(['parse', '--scheme', 'rfc7230', '--json', 'http://u:secret@h/']).stdout);
    expect(masked.fields.userinfo).toBe('u:***');
    expect(JSON.stringify(masked)).not.toContain('secret');
  });
  it('a rejection: the error with its caret on stderr, exit 1; an unknown specification is a usage error', () => {
    const r = cli(['parse', '--scheme', 'rfc9110', 'http:///a']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^rfc9110: unexpected "\/" at offset 7 in host \(RFC 9110 §4\.2\.1\).*MUST reject/);
    const u = cli(['parse', '--scheme', 'rfc9999', 'http://h/']);
    expect(u.status).toBe(2);
    expect(u.stderr).toMatch(/unknown scheme specification 'rfc9999'; they are rfc1738, /);
  });
});

describe('check --scheme', () => {
  it('checks any production of a scheme specification', () => {
    expect(cli(['check', '--scheme', 'rfc6068', 'addr-spec', '%22not%40me%22@example.org']).status).toBe(0);
    const r = cli(['check', '--scheme', 'rfc2616', 'http_URL', 'http://u@h/']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/rfc2616: unexpected "@" at offset 8 in domainlabel \(RFC 2396 §3\.2\.2\)/);
    expect(cli(['check', '--scheme', 'rfc6068', 'nosuchrule', 'x']).status).toBe(2);
  });
});

describe('compare', () => {
  it('prints the scheme table under the editions\', with each era as a column', () => {
    const r = cli(['compare', 'http://u:pw@h/a']);
    expect(r.stdout).toMatch(/The http scheme in its own specifications/);
    expect(r.stdout).toMatch(/│ +│ rfc1738 httpurl │ rfc1945 http_URL │ rfc2068 http_URL │ rfc2616 http_URL │ rfc7230 http-URI │ rfc9110 http-URI │/);
    expect(r.stdout).toMatch(/accepted: rfc1738 rejects it at offset 9/);
    expect(r.stdout).not.toContain(':pw@');
    expect(r.stdout).not.toMatch(RAW_UNSAFE);
  });
  it('bulk mode (stdin → NDJSON) carries the scheme readings, and --no-schemes leaves them out there too', () => {
    const on = cli(['compare', '--jobs', '1'], { input: 'http://h/a\nx-y:z\n' }).stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(on.map((d) => d.schemes?.scheme)).toEqual(['http', undefined]);
    const off = cli(['compare', '--jobs', '1', '--no-schemes'], { input: 'http://h/a\n' }).stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(off[0].schemes).toBeUndefined();
  });
  it('--no-schemes leaves it out; --json carries Comparison.schemes', () => {
    expect(cli(['compare', '--no-schemes', 'http://h/']).stdout).not.toMatch(/own specifications/);
    const doc = JSON.parse(cli(['compare', '--json', 'mailto:joe@example.com?subject=hi']).stdout);
    expect(doc.schemes).toEqual(JSON.parse(JSON.stringify(compare('mailto:joe@example.com?subject=hi').schemes)));
    const masked = JSON.parse(cli(['compare', '--json', 'http://u:secret@h/']).stdout);
    expect(masked.schemes.results.rfc9110.fields.userinfo).toBe('u:***');
    expect(JSON.stringify(masked)).not.toContain('secret');
  });
});

describe('editions', () => {
  it('lists the scheme specifications after the editions; --schemes --json is the schemes export', () => {
    const r = cli(['editions']);
    expect(r.stdout).toMatch(/│ mailto +│ rfc6068 +│ 2010 │ §2 +│ mailtoURI +│ The 'mailto' URI Scheme +│/);
    expect(JSON.parse(cli(['editions', '--schemes', '--json']).stdout)).toEqual(JSON.parse(JSON.stringify(schemes)));
  });
});
