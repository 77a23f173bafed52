/**
 * `uri-editions audit`, spawned as the built binary: the table of readings, findings and flags,
 * passwords masked, exit 0 when consistent and 1 when divergent, --json, --base, NDJSON bulk mode.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { audit } from '../../src/index';

const ROOT = join(__dirname, '../..');
const BIN = join(ROOT, 'dist', 'src', 'cli', 'main.js');

beforeAll(() => {
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    if (!existsSync(BIN)) throw error;
  }
}, 180_000);

function cli(args: string[], input = '') {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), CI: 'true' };
  delete env.FORCE_COLOR;
  const r = spawnSync(process.execPath, [BIN, ...args], { input, env, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

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
    expect(r.stdout).toContain('safe to allowlist: yes; canonical: http://example.com/a');
  });

  it('prints the Audit as JSON, with --base for redirects', () => {
    const r = cli(['audit', '--json', '--base', 'https://trusted.example/login', '/\\evil.example']);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(audit('/\\evil.example', { base: 'https://trusted.example/login' }))));
  });

  it('reads stdin as NDJSON, one Audit per line, with a summary', () => {
    const r = cli(['audit'], 'http://a/\nhttp:///b\n');
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((a) => a.input)).toEqual(['http://a/', 'http:///b']);
    expect(r.stderr).toContain('2 inputs; 1 divergent; 1 safe to allowlist');
  });

  it('is a usage error (exit 2) for an unknown option', () => {
    expect(cli(['audit', '--bogus']).status).toBe(2);
  });
});
