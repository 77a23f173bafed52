/** `resolve` never prints an invented host without saying so; the RFC-literal recomposition only on request. */
import { buildCli, cli } from '../support/cli';

beforeAll(buildCli, 180_000);

describe('resolve', () => {
  it('writes a path that would read as a host after "/." and says why (stderr)', () => {
    for (const edition of ['rfc1808', 'rfc2396', 'rfc3986']) {
      const r = cli(['resolve', '-e', edition, 'x:/a/b', '..//evil.example/p']);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe('x:/.//evil.example/p\n');
      expect(r.stderr).toContain('written after "/."');
    }
  });

  it('--unsafe-recomposition gives the RFC-literal target, with a warning', () => {
    const r = cli(['resolve', '-e', 'rfc3986', 'file:/var/www/index.html', '../..//attacker.example/share/x', '--unsafe-recomposition']);
    expect(r.stdout).toBe('file://attacker.example/share/x\n');
    expect(r.stderr).toContain('reads back with the authority "attacker.example"');
  });

  it('shows the warning when RFC 2396 glues the reference onto the authority', () => {
    const r = cli(['resolve', '-e', 'rfc2396', 'https://trusted.example', '@evil.example/p']);
    expect(r.stdout).toBe('https://trusted.example@evil.example/p\n');
    expect(r.stderr).toContain('reads back with the authority "trusted.example@evil.example"');
    const all = cli(['resolve', 'https://trusted.example', '@evil.example/p']);
    expect(all.stdout).toContain('another host');
    const json = JSON.parse(cli(['resolve', '-e', 'rfc2396', '--json', 'https://trusted.example', '@evil.example/p']).stdout) as {
      warnings: { code: string }[];
    };
    expect(json.warnings.map((w) => w.code)).toEqual(['empty-base-path', 'authority-changed']);
  });
});
