/**
 * `compare`'s table in a terminal narrower than the table (src/cli/compare-layout.ts): whole when
 * it fits; else the readings that read the same merged ("rfc1808 = rfc2396"); else one block per
 * reading. No value is ever cut, whatever the width; output that is not a terminal is always the
 * whole table, and --json is untouched. The width reaches the command as the CLI reads it
 * (stdout.isTTY and stdout.columns); one test runs the built binary in a real pseudo-terminal
 * (script(1), util-linux) at 80 and 120 columns.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import pc from 'picocolors';
import { compare } from '../../src/index';
import { compareCommand } from '../../src/cli/commands/compare';
import type { Io } from '../../src/cli/io';
import { PIPE_WIDEST, layOut, mergeSame } from '../../src/cli/compare-layout';
import { fitLines } from '../../src/cli/fit';
import { columns } from '../../src/model/columns';
import { BIN, buildCli, cli } from '../support/cli';

const README_URL = 'http://www.example.com:81/a/b.html?user=Alice&year=2049#heading';
const LONG = `http://www.example.com/${'segment/'.repeat(12)}?user=Alice&year=2049&token=S3cr3t`;

/** An Io whose stdout is a terminal of `width` columns (undefined: a pipe), without colours. */
function io(width?: number): Io & { text(): string } {
  const out: string[] = [];
  const stdout = Object.assign(new PassThrough(), width === undefined ? {} : { isTTY: true, columns: width });
  return {
    stdin: Object.assign(new PassThrough(), {}),
    stdout,
    stderr: new PassThrough(),
    out: pc.createColors(false),
    err: pc.createColors(false),
    print: (t) => void out.push(t),
    warn: () => undefined,
    text: () => out.join('\n'),
  };
}

async function shown(url: string, width?: number, extra: Record<string, unknown> = {}): Promise<string> {
  const where = io(width);
  await compareCommand([url], { ...extra }, where);
  return where.text();
}

const widest = (text: string) => Math.max(...text.split('\n').map(columns));
/** The table part: after the title (the input, which the terminal wraps), up to "Differences" (or the end). */
const tablePart = (text: string) => text.split('\nDifferences')[0].split('\n').slice(1).join('\n');

describe('compare in a terminal', () => {
  it('120 columns: the six editions do not fit; identical readings merged into one column', async () => {
    const out = await shown(README_URL, 120);
    const table = tablePart(out);
    expect(widest(table)).toBeLessThanOrEqual(120);
    expect(table).toMatch(/│ rfc1738 +│ rfc1808 = rfc2396 +│ rfc3986 = rfc3987 +│/);
    expect(table).toContain('www.example.com (hostname)');
    expect(table).toContain('user=Alice&year=2049'); // never "user=A…=2049"
    expect(out).not.toContain('…=');
  });

  it('80 columns: even merged it does not fit; one block per reading, every value whole', async () => {
    const out = await shown(README_URL, 80);
    const table = tablePart(out);
    expect(widest(out.split('\n').slice(1).join('\n'))).toBeLessThanOrEqual(80);
    expect(table).not.toContain('┌');
    expect(table).toContain('\nrfc1808 = rfc2396\n');
    expect(table).toContain('\nrfc3986 = rfc3987\n');
    expect(table).toMatch(/\n {4}host \(kind\) +www\.example\.com \(hostname\)\n/);
    expect(table).toMatch(/\n {4}query +user=Alice&year=2049\n/);
    // rfc1630 ("=" is reserved) and rfc1738 ("#" is unsafe) reject it: their blocks have the verdict and no component line
    expect(table).toMatch(/^rfc1630\n {2}\* accepted\? +no \(at 39\)\n\nrfc1738\n {2}\* accepted\? +no \(at 55\)\n\nrfc1808/);
  });

  it('docs/cli.md: the 80-column example is what the command writes (up to its "…")', async () => {
    const doc = readFileSync(join(__dirname, '../../docs/cli.md'), 'utf8');
    const example = /```\n {2}\$ npx uri-editions compare '([^']*)' +# 80 columns\n([\s\S]*?)\n {2,}…\n/.exec(doc)!;
    const shownLines = example[2].split('\n').map((l) => l.slice(2));
    expect((await shown(example[1], 80)).startsWith(shownLines.join('\n'))).toBe(true);
  });

  it('a terminal wide enough: the whole table, as before', async () => {
    const out = await shown(README_URL, 200);
    expect(out).toMatch(/│ rfc1738 +│ rfc1808 +│ rfc2396 +│ rfc3986 +│ rfc3987 +│/);
    expect(tablePart(out)).toBe(tablePart(await shown(README_URL, undefined)));
  });

  it.each([40, 60, 80, 100, 120, 160])('%i columns: a value longer than the line is wrapped, never cut', async (width) => {
    const out = await shown(LONG, width);
    expect(widest(tablePart(out))).toBeLessThanOrEqual(width);
    const path = `/${'segment/'.repeat(12)}`;
    // the path, read back from the layout with line breaks and the indentation taken out
    const flat = tablePart(out).replace(/[│ ]*\n[│ ]*/g, '');
    expect(flat).toContain(path);
    expect(out).not.toContain('S3cr3t');
    // (rfc1630 rejects it, "=" being reserved: the Rejections section shows the input around the caret, elided by design)
    expect(out.split('\nRejections')[0]).not.toMatch(/…/);
  });

  it('with --whatwg the extra column takes part in merging like any other reading', async () => {
    const out = await shown('http://a/b?c#d', 100, { whatwg: true });
    expect(widest(tablePart(out))).toBeLessThanOrEqual(100);
    expect(out).toContain('whatwg');
  });

  it('not a terminal: the whole table, every value whole', async () => {
    const out = await shown(LONG, undefined);
    expect(out).toMatch(/│ rfc1738 +│ rfc1808 +│ rfc2396 +│ rfc3986 +│ rfc3987 +│/);
    expect(out).toContain(`/${'segment/'.repeat(12)}`);
  });

  it("the scheme table (http's four eras) is fitted the same way: at 80 columns, readings merged or in blocks, no value cut", async () => {
    const out = await shown(LONG, 80, { verbose: true });
    const schemes = out.slice(out.indexOf('The http scheme in its own specifications'));
    expect(schemes.length).toBeGreaterThan(50);
    expect(widest(schemes)).toBeLessThanOrEqual(80);
    expect(schemes).not.toContain('…');
    // the path whole, read back from the layout with the line breaks and indentation taken out
    expect(schemes.replace(/[│ ]*\n[│ ]*/g, '')).toContain(`/${'segment/'.repeat(12)}`);
  });

  it('not a terminal, a table wider than PIPE_WIDEST (a value of kilobytes): blocks, each value whole on its line, not padded on every row', async () => {
    const path = `/${'a'.repeat(20_000)}`;
    // the editions' table alone (http's scheme table repeats the path once per reading, laid out the same way)
    const out = await shown(`http://h${path}`, undefined, { schemes: false });
    expect(out).not.toContain('┌');
    expect(out).toContain('\nrfc1630 = rfc1738 = rfc1808 = rfc2396\n');
    expect(out).toContain(`\n    path         ${path}\n`);
    expect(out.length).toBeLessThan(4 * path.length);
    // just under the limit: still the table
    const under = await shown(`http://h/${'a'.repeat(Math.floor((PIPE_WIDEST - 40) / 6) - 20)}`, undefined, { schemes: false });
    expect(under).toContain('┌');
  });

  it('--json is the Comparison, whatever the terminal', async () => {
    const a = await shown(README_URL, 80, { json: true });
    expect(JSON.parse(a)).toEqual(JSON.parse(JSON.stringify(compare(README_URL))));
  });
});

describe('carets in compare\'s rejections stand under the character they point at', () => {
  it.each([
    ['http://user:pw@例子.卷筒纸/a b', 'rfc3986', '例'], // CJK (the password masked: "***" before it)
    ['http://user:pw@例子.卷筒纸/a b', 'rfc3987', ' '],
    ['http://h/👍👍 x', 'rfc3987', ' '], // emoji
    ['http://h/e\u0301e\u0301 x', 'rfc3987', ' '], // combining marks
    ['http://h/a\u202eb x', 'rfc3987', ' '], // after an escaped bidirectional control (six columns)
    ['http://h/a\x1bb x', 'rfc3986', '\\x1b'], // an escaped control character
  ])('%j under %s: the caret is under %j', async (url, edition, under) => {
    const out = await shown(url, undefined, { edition });
    const lines = out.split('\n');
    const mark = lines.findIndex((l) => /^ +\^$/.test(l));
    expect(mark).toBeGreaterThan(0);
    const column = lines[mark].indexOf('^');
    // the text of the line above, cut at the caret's column, ends just before the character pointed at
    const above = lines[mark - 1];
    let prefix = '';
    for (const ch of above) {
      if (columns(prefix) >= column && columns(ch) > 0) break;
      prefix += ch;
    }
    expect(columns(prefix)).toBe(column);
    expect(above.slice(prefix.length).startsWith(under)).toBe(true);
  });
});

describe('the layout, on any readings (scheme columns included)', () => {
  const labels = ['  accepted?', '  scheme', '  host'];
  const col = (name: string, host: string) => ({ name, cells: ['yes', 'http', host] });

  it('merges columns that read the same, in the order of their first reading', () => {
    const groups = mergeSame([col('a', 'x'), col('b', 'y'), col('c', 'x'), col('http (RFC 9110)', 'y')]);
    expect(groups.map((g) => g.map((c) => c.name))).toEqual([['a', 'c'], ['b', 'http (RFC 9110)']]);
  });

  it('falls back from the whole table to merged columns to blocks as the width shrinks', () => {
    const layout = { labels, columns: [col('rfc3986', 'example.com'), col('rfc3987', 'example.com'), col('whatwg', 'EXAMPLE.COM'.toLowerCase() + '.')] };
    const whole = layOut(layout, 200);
    expect(whole).toContain('│ rfc3986     │ rfc3987     │');
    const merged = layOut(layout, widest(whole) - 1);
    expect(merged).toContain('rfc3986 = rfc3987');
    expect(widest(merged)).toBeLessThan(widest(whole));
    const blocks = layOut(layout, 30);
    const lines = ['rfc3986 = rfc3987', '    accepted?  yes', '    scheme     http', '    host       example.com', '', 'whatwg', '    accepted?  yes', '    scheme     http', '    host       example.com.'];
    expect(blocks).toBe(lines.join('\n'));
  });

  it('measures wide characters in columns', () => {
    const layout = { labels: ['  host'], columns: [col('rfc3987', '例子.卷筒纸'), col('whatwg', 'xn--fsqu00a.xn--3lr804guic')] };
    const lines = layOut(layout, 200).split('\n');
    expect(new Set(lines.map(columns)).size).toBe(1); // every line of the box equally wide
  });
});

describe('in a real pseudo-terminal (script)', () => {
  beforeAll(buildCli, 180_000);
  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.each([80, 120])('%i columns', (width) => {
    expect(hasScript).toBe(true);
    const command = `stty cols ${width} rows 50; '${process.execPath}' '${BIN}' --no-color compare '${README_URL}'`;
    const out = execFileSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).replace(/\r\n/g, '\n');
    expect(widest(tablePart(out))).toBeLessThanOrEqual(width);
    expect(out).toContain('user=Alice&year=2049');
    expect(out).toContain(width === 80 ? 'rfc1808 = rfc2396\n' : '│ rfc1808 = rfc2396 ');
    // the same command into a pipe: the whole table
    expect(cli(['compare', README_URL]).stdout).toMatch(/│ rfc1738 +│ rfc1808 +│ rfc2396 +│ rfc3986 +│ rfc3987 +│/);
  });
});

describe('concise by default, complete with --verbose', () => {
  const URL = 'https://www.example.com:8443/a/very/long/path/with/many/segments/index.html?user=Alice&year=2049&token=abc&redirect=https%3A%2F%2Fother.example%2Fcallback%3Fstate%3Dxyz#section-heading';

  it("a long URL's comparison fits one 80-column screen (46 lines with six editions), each explanation once", async () => {
    // as the terminal gets it: the last step (src/cli/fit.ts) wraps the title that echoes the URL
    const out = fitLines(await shown(URL, 80), 80);
    // (40 lines for five editions; RFC 1630's verdict block and its rejection — ":" is reserved, so
    // https, which is none of its URL schemes, has no port — take six more)
    expect(out.split('\n').length).toBeLessThanOrEqual(46);
    expect(widest(out)).toBeLessThanOrEqual(80);
    expect(out.match(/as the delimiter before the fragment/g) ?? []).toHaveLength(0);
    // values are broken after a delimiter, never mid-token: "&tok" / "en=" does not happen
    expect(out).not.toMatch(/&tok\n|tok\n\s*en=/);
    const verbose = fitLines(await shown(URL, 80, { verbose: true }), 80);
    expect(verbose.split('\n').length).toBeGreaterThan(out.split('\n').length);
    expect((verbose.replace(/\s+/g, ' ').match(/as the delimiter before the fragment/g) ?? []).length).toBeGreaterThan(1);
  });

  it('an invalid URL: one caret block per distinct offset, each reason once', async () => {
    const out = await shown('http://exa mple.com:99999/[x]', 80);
    const carets = out.split('\n').filter((l) => /^\s*\^\s*$/.test(l));
    expect(carets).toHaveLength(1);
    const verbose = await shown('http://exa mple.com:99999/[x]', 80, { verbose: true });
    expect(verbose.split('\n').filter((l) => /^\s*\^\s*$/.test(l)).length).toBeGreaterThan(5);
  });
});
