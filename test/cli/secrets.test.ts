/**
 * The command line hides secret query values as redact() does (src/redact/secrets.ts), in every
 * command and every output form, unless --show-password; `redact` takes redact()'s options as
 * --secret-params (replace the list), --add-secret-params (add to it) and --no-secret-params.
 */
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

const URL = 'http://user:S3cr3t@db/x?sslpassword=S3cr3t&Token=t0k3nvalue#access_token=acc3ssvalue';
const SECRET = /S3cr3t|t0k3nvalue|acc3ssvalue/;

describe('secret query values in the CLI', () => {
  it.each([
    ['compare', URL],
    ['compare', '--whatwg', URL],
    ['compare', '--json', '--whatwg', URL],
    ['compare', '--brief', URL],
    ['parse', URL],
    ['parse', '--json', URL],
    ['audit', URL],
    ['audit', '--json', URL],
    ['normalize', URL],
    ['normalize', '--json', URL],
    ['resolve', 'http://a/b', URL],
    ['resolve', '--json', 'http://a/b', URL],
    ['relativize', 'http://db/', URL],
    ['query', URL],
    ['query', '--json', URL],
    ['iri', 'to-uri', URL],
    ['check', 'URI-reference', URL],
    ['redact', URL],
    ['redact', '--json', URL],
  ])('%s %s … shows none', (...args) => {
    const r = cli(args);
    expect(r.stdout + r.stderr).not.toMatch(SECRET);
    expect(r.stdout).toContain('***');
  });

  it('the issue\'s example', () => {
    expect(cli(['redact', 'postgres://user:S3cr3t@db/x?sslpassword=S3cr3t']).stdout).toBe('postgres://user:***@db/x?sslpassword=***\n');
  });

  it('--show-password shows them', () => {
    expect(cli(['parse', '--show-password', URL]).stdout).toMatch(/t0k3nvalue/);
  });

  it('redact --secret-params, --add-secret-params, --no-secret-params', () => {
    const url = 'https://h/?token=t&k=v';
    expect(cli(['redact', '--secret-params', 'k', url]).stdout).toBe('https://h/?token=t&k=***\n');
    expect(cli(['redact', '--add-secret-params', 'K', url]).stdout).toBe('https://h/?token=***&k=***\n');
    expect(cli(['redact', '--no-secret-params', 'http://u:pw@h/?token=t']).stdout).toBe('http://u:***@h/?token=t\n');
    expect(JSON.parse(cli(['redact', '--json', url]).stdout)).toEqual({ redacted: 'https://h/?token=***&k=v', masked: [[17, 18]] });
    expect(cli(['redact', '--help']).stdout).toContain('sslpassword');
  });
});
