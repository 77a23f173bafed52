/**
 * Bulk mode never dies of one line: a line over --max-line (default 256 KiB) is counted and dropped
 * as it streams in — never gathered — and gets an error record of its own; the lines after it are
 * processed; the exit code is 1. The run's heap is capped here (--max-old-space-size) well under
 * what gathering a 200 MB line would take, so a run that buffered it would die.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compare, parse } from '../../src/index';
import { BIN, buildCli, cli } from '../support/cli';

let dir: string;
let poisoned: string;
const MB = 1024 * 1024;
const NORMAL = ['http://a/ok1', 'http://h/~x', 'mailto:a?b', 'http://a b/', ''];

beforeAll(() => {
  buildCli();
  dir = mkdtempSync(join(tmpdir(), 'uri-editions-bulk-'));
  poisoned = join(dir, 'poisoned.txt');
  const fd = openSync(poisoned, 'w');
  const slashes = Buffer.alloc(MB, '/');
  const line = (text: string) => writeSync(fd, `${text}\n`);
  line(NORMAL[0]);
  line(NORMAL[1]);
  writeSync(fd, 'http://h');
  for (let i = 0; i < 50; i++) writeSync(fd, slashes); // a 50 MB line
  line('');
  line(NORMAL[2]);
  line(NORMAL[3]);
  for (let i = 0; i < 200; i++) writeSync(fd, slashes); // a 200 MB line
  line('');
  writeSync(fd, `${NORMAL[4]}\nhttp://last/`); // an empty line, then a last line without "\n"
  closeSync(fd);
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The binary with a capped heap, reading `file` as stdin. */
function bulk(args: string[], file: string) {
  const stdin = openSync(file, 'r');
  try {
    const r = spawnSync(process.execPath, ['--max-old-space-size=160', BIN, ...args], {
      stdio: [stdin, 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * MB,
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  } finally {
    closeSync(stdin);
  }
}

const EXPECTED_INPUTS = [NORMAL[0], NORMAL[1], null, NORMAL[2], NORMAL[3], null, NORMAL[4], 'http://last/'];

describe.each(['compare', 'parse'])('%s on stdin with a 50 MB and a 200 MB line', (command) => {
  it('writes a record per line, the long ones as errors, the others intact; exit 1', () => {
    const r = bulk([command], poisoned);
    expect(r.status).toBe(1);
    const records = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records).toHaveLength(EXPECTED_INPUTS.length);
    EXPECTED_INPUTS.forEach((input, i) => {
      const record = records[i];
      if (input === null) {
        expect(record).toMatchObject({ line: i + 1, ok: false, error: { name: 'LineTooLong', maxLine: 256 * 1024 } });
      } else {
        const expected = command === 'compare' ? compare(input) : { input, ...parse(input) };
        expect(record).toEqual(JSON.parse(JSON.stringify(expected)));
      }
    });
    expect((records[2].error as { bytes: number }).bytes).toBe(50 * MB + 'http://h'.length);
    expect((records[5].error as { bytes: number }).bytes).toBe(200 * MB);
    expect(r.stderr).toContain('8 inputs');
    expect(r.stderr).toContain('not processed: 2 over --max-line 262,144 bytes');
  }, 120_000);
});

describe('--max-line', () => {
  it('counts the bytes of a line without its "\\n": a line at the limit is processed, one byte more is not', () => {
    const r = cli(['parse', '--max-line', '10'], { input: 'http://a/b\nhttp://a/bc\nhttp://éé\n' });
    const records = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { ok: boolean; input?: string; error?: { bytes: number } });
    expect(records[0]).toMatchObject({ ok: true, input: 'http://a/b' });
    expect(records[1]).toMatchObject({ ok: false, line: 2, error: { name: 'LineTooLong', bytes: 11, maxLine: 10 } });
    // 9 characters, but "é" is two bytes in UTF-8: 11 bytes
    expect(records[2]).toMatchObject({ ok: false, line: 3, error: { name: 'LineTooLong', bytes: 11 } });
    expect(r.status).toBe(1);
  });

  it('takes k, M and G suffixes and refuses anything else (exit 2)', () => {
    expect(cli(['compare', '--max-line', '1k'], { input: `http://h/${'a'.repeat(1100)}\n` }).status).toBe(1);
    expect(cli(['compare', '--max-line', '2k'], { input: `http://h/${'a'.repeat(1100)}\n` }).status).toBe(0);
    for (const bad of ['0', '-1', 'lots', '1.5M', '1T']) {
      const r = cli(['compare', '--max-line', bad], { input: 'http://h/\n' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('--max-line takes a positive number of bytes');
    }
  });

  it('the JSON summary counts the lines not processed', () => {
    const r = cli(['parse', '--json', '--max-line', '12'], { input: 'http://a/\nhttp://a/0123456789\nhttp://a b\n' });
    expect(JSON.parse(r.stderr)).toEqual({ inputs: 3, edition: 'rfc3986', accepted: 1, rejected: 1, tooLong: 1, failed: 0 });
  });
});
