/** `uri-editions abnf FILE --start RULE [INPUT…]` and `--report`. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abnf } from '../../src/abnf';
import { buildCli, cli } from '../support/cli';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';
import { ROOT } from '../support/cli';

beforeAll(buildCli, 180_000);

const dir = mkdtempSync(join(tmpdir(), 'uri-editions-abnf-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('uri-editions abnf', () => {
  const s = file('s.abnf', 'S = ( "a" / "ab" ) "c"\n');
  it('checks each input with ABNF\'s meaning: exit 0 when all match', () => {
    const r = cli(['abnf', s, '--start', 'S', 'abc', 'ac']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('valid: "abc" is "S"\nvalid: "ac" is "S"\n');
  });
  it('exit 1 with the offset, the rule and what was expected when one does not', () => {
    const r = cli(['abnf', s, '--start', 'S', 'abbc']);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('invalid: "abbc" is not "S" — at offset 2 in S: expected "c"\n');
  });
  it('--json prints the parse tree or the rejection', () => {
    const r = cli(['abnf', s, '--start', 'S', '--json', 'abc']);
    expect(JSON.parse(r.stdout)).toEqual({ input: 'abc', ok: true, tree: { rule: 'S', start: 0, end: 3, text: 'abc', children: [] } });
  });
  it('--report says how each rule is matched and which construct a PEG reading changes, with the fixing order', () => {
    const r = cli(['abnf', s, '--start', 'S', '--report']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('S: regexp — not LL(1)');
    expect(r.stdout).toMatch(/S: alternation \( "a" \/ "ab" \)\n {4}changes the language \(alternatives 1 and 2 can both start with "A"\): "abc" is a S only all-ways\n {4}fixed by the order 2, 1/i);
  });
  it('an ABNF error is a usage error with the file, line and column', () => {
    const r = cli(['abnf', file('bad.abnf', 'S = ( "a"\n'), '--start', 'S', 'a']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.abnf:1:10: expected "\)" to close the "\(" at 1:5/);
  });
  it('--prose gives a prose value its meaning: RFC 3986 Appendix A checks a URI', () => {
    const a = file('rfc3986.abnf', rfc3986AppendixA());
    expect(cli(['abnf', a, '--start', 'URI', 'http://a/b?c#d']).status).toBe(2); // <pchar> has no meaning yet
    const r = cli(['abnf', a, '--start', 'URI', '--prose', 'pchar=pchar', 'http://a/b?c#d', 'http://[::1]:80/']);
    expect(r.status).toBe(0);
  });
  it('--emit OUT writes the module grammar.toSource() gives, its kind by the extension or --format; - is standard output', () => {
    const g = abnf('S = ( "a" / "ab" ) "c"\n', { start: 'S' });
    const out = join(dir, 's.cjs');
    const r = cli(['abnf', s, '--start', 'S', '--emit', out]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^wrote ".*s\.cjs": a CommonJS module of \d+ bytes whose canParse and parse read "S"; it imports uri-editions\/abnf\n$/);
    expect(readFileSync(out, 'utf8')).toBe(g.toSource({ format: 'cjs' }));
    const ts = join(dir, 's.mts');
    expect(cli(['abnf', s, '--start', 'S', '--emit', ts]).status).toBe(0);
    expect(readFileSync(ts, 'utf8')).toBe(g.toSource({ format: 'esm', typescript: true }));
    const piped = cli(['abnf', s, '--start', 'S', '--emit', '-', '--format', 'cjs']);
    expect(piped.stdout).toBe(g.toSource({ format: 'cjs' }));
    expect(cli(['abnf', s, '--start', 'S', '--emit', '-']).stdout).toBe(g.toSource());
  });
  it('--emit refuses an OUT whose kind it cannot tell, and a --format it does not know', () => {
    const r = cli(['abnf', s, '--start', 'S', '--emit', join(dir, 's.module')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/say the module's kind by its extension/);
    expect(cli(['abnf', s, '--start', 'S', '--emit', '-', '--format', 'umd']).status).toBe(2);
    // standard output is the module's alone
    const mixed = cli(['abnf', s, '--start', 'S', '--emit', '-', 'abc']);
    expect(mixed.status).toBe(2);
    expect(mixed.stdout).toBe('');
    expect(cli(['abnf', s, '--start', 'S', '--emit', '-', '--report']).status).toBe(2);
  });
  it('input is shown escaped', () => {
    const r = cli(['abnf', s, '--start', 'S', 'a\u001b[31m']);
    expect(r.stderr).toContain('\\x1b');
    expect(r.stderr).not.toContain('\u001b');
  });
});

describe('docs/toolkit.md', () => {
  it('its --emit line writes the module toSource() gives', () => {
    const doc = readFileSync(join(ROOT, 'docs/toolkit.md'), 'utf8');
    const line = [...doc.matchAll(/```sh\n([^]*?)```/g)].map((m) => m[1].trim()).find((b) => b.includes('--emit'))!;
    const args = line.split(/\s+/).slice(1);
    const out = join(dir, 'uri-template.mjs');
    const r = cli(args.map((a) => (a === 'docs/examples/uri-template.abnf' ? join(ROOT, a) : a === 'uri-template.mjs' ? out : a)));
    expect(r.status).toBe(0);
    const g = abnf(readFileSync(join(ROOT, 'docs/examples/uri-template.abnf'), 'utf8'), { start: 'URI-Template' });
    expect(readFileSync(out, 'utf8')).toBe(g.toSource({ format: 'esm' }));
  });
  it('its shell lines run (exit 0) on the ABNF block it shows', () => {
    const doc = readFileSync(join(ROOT, 'docs/toolkit.md'), 'utf8');
    const abnfText = /```abnf\n([^]*?)```/.exec(doc)![1];
    const sh = /```sh\n([^]*?)```/.exec(doc)![1].trim().split('\n');
    expect(sh).toHaveLength(2);
    for (const line of sh) {
      const args = [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(1);
      // the file the page names is the ABNF block it shows
      expect(readFileSync(join(ROOT, 'docs/examples/uri-template.abnf'), 'utf8')).toBe(abnfText);
      const r = cli(args.map((a) => (a === 'docs/examples/uri-template.abnf' ? join(ROOT, a) : a)));
      expect({ line, status: r.status }).toEqual({ line, status: 0 });
      if (line.includes('--report')) expect(r.stdout).toContain('URI-Template: compiled');
      else expect(r.stdout).toContain('valid: "http://example.com/{user}/repos{?page}" is "URI-Template"');
    }
  });
});
