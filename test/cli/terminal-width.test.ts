/**
 * Every command fits the terminal it writes to: each is run in a pseudo-terminal (util-linux
 * `script`, which gives the program a real TTY of the size `stty` sets) at 60, 80 and 120 columns,
 * with a long URL and a Unicode one, and no line it prints — tables, errors, notes, hints, help —
 * is wider than the terminal (measured in terminal columns, colours aside).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { columns } from '../../src/model/columns';
import { BIN, buildCli } from '../support/cli';

beforeAll(buildCli, 180_000);

const LONG = 'https://user:S3cr3t@www.example.com:8443/a/very/long/path/with/many/segments/index.html?user=Alice&year=2049&token=abc&redirect=https%3A%2F%2Fother.example%2Fcallback%3Fstate%3Dxyz#section-heading-that-is-long';
const UNICODE = 'http://例子.卷筒纸/引き割り/データ?名前=値&ключ=значение#フラグメント';
const ABNF = 'uri = scheme ":" *( ALPHA / DIGIT / "/" )\nscheme = ALPHA *( ALPHA / DIGIT )\n';

/** The command lines run, each with the long and the Unicode input. */
function commands(url: string, abnfFile: string): string[][] {
  return [
    ['compare', url],
    ['compare', '--whatwg', url],
    ['audit', url],
    ['parse', url],
    ['parse', '-e', 'rfc1738', url],
    ['resolve', url, '../g?x=1'],
    ['relativize', url, 'https://www.example.com:8443/a/other'],
    ['check', 'URI', url],
    ['normalize', url],
    ['iri', url],
    ['encode', url],
    ['decode', url],
    ['query', url],
    ['redact', url],
    ['editions'],
    ['abnf', abnfFile, url],
    ['--help'],
    ['compare', '--help'],
    ['audit', '--help'],
  ];
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

/** Run each command in one pseudo-terminal `width` columns wide; the output of each, by its command line. */
function inTerminal(width: number, lines: string[][]): string[] {
  const marker = '::next-command::';
  const script = [`stty cols ${width} rows 200`, ...lines.map((args) => `node ${quote(BIN)} ${args.map(quote).join(' ')}; echo ${marker}`)].join('\n');
  const r = spawnSync('script', ['-qec', script, '/dev/null'], { encoding: 'utf8', env: { ...process.env, TERM: 'xterm', NO_COLOR: '' }, maxBuffer: 64 * 1024 * 1024 });
  expect(r.error).toBeUndefined();
  return r.stdout.split(marker).slice(0, lines.length);
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\r/g, '');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uri-editions-width-'));
  writeFileSync(join(dir, 'uri.abnf'), ABNF);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([60, 80, 120])('in a terminal %i columns wide', (width) => {
  it.each([
    ['a long URL', LONG],
    ['a Unicode URL', UNICODE],
  ])('every command with %s fits', (_, url) => {
    const lines = commands(url, join(dir, 'uri.abnf'));
    const outputs = inTerminal(width, lines);
    const wide: string[] = [];
    outputs.forEach((out, i) => {
      for (const line of plain(out).split('\n')) {
        if (columns(line) > width) wide.push(`${lines[i].join(' ').slice(0, 40)}…: ${columns(line)} columns: ${line}`);
      }
    });
    expect(outputs.length).toBe(lines.length);
    expect(wide).toEqual([]);
  }, 120_000);
});
