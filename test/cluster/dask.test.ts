/**
 * `compare --brief` as the mapper of a real cluster engine (docs/cluster.md): Dask distributed, a
 * LocalCluster of two worker processes on 127.0.0.1 talking TCP to its scheduler, maps a file of
 * more than 100,000 lines — corpus URIs and hostile lines (invalid UTF-8, NUL and other controls,
 * CR, U+2028 and NEL, passwords, empty lines, lines just under --max-line, a 9 MB line) — through
 * scripts/dask-compare.py, the recipe the docs give. Every partition must come back with one line
 * per input line, in order, each the line the library gives for that input (test/support/brief.ts);
 * then the same job with one worker process killed in the middle of a partition: Dask runs the
 * lost partition again, and every line is there exactly once.
 *
 * Needs a Python with Dask distributed (Debian: apt-get install python3-distributed; CI installs
 * it): /usr/bin/python3, else python3 on PATH, or the one URI_EDITIONS_PYTHON names. Where there is none the tests are skipped with the reason in their name and on stderr —
 * unless URI_EDITIONS_REQUIRE_DASK=1 (CI sets it where apt-get is available): then that fails.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectedBrief } from '../support/brief';
import { ROOT } from '../support/cli';
import { daskPython, runDask } from '../support/dask';
import type { DaskRun } from '../support/dask';
import { mapperInput } from '../support/mapper-lines';

const MAX_LINE = 256 * 1024; // the CLI's default

const found = daskPython();
const reason = 'reason' in found ? found.reason : undefined;
if (reason) {
  if (process.env.URI_EDITIONS_REQUIRE_DASK === '1') throw new Error(`URI_EDITIONS_REQUIRE_DASK=1, but ${reason}`);
  process.stderr.write(`test/cluster/dask.test.ts skipped: ${reason}\n`);
}
const python = 'python' in found ? found.python : '';

let dir: string;
let file: string;
/** each line as the CLI must read it, and the brief line it must give (a line over --max-line: its length) */
let lines: (string | number)[];
let briefs: (string | undefined)[];

beforeAll(() => {
  if (reason) return;
  dir = mkdtempSync(join(tmpdir(), 'uri-editions-dask-'));
  file = join(dir, 'urls.txt');
  // 100,000 corpus URIs, a hostile line after every 400th, the 9 MB line in the middle
  const made = mapperInput({ count: 100_000, seed: 0xda5c, maxLine: MAX_LINE, every: 400, middle: [Buffer.from(`http://h/${'a'.repeat(9 << 20)}`)] });
  writeFileSync(file, made.input);
  lines = made.lines;
  // in the documented key order, so a raw output line is checked as a string
  briefs = lines.map((line) => (typeof line === 'number' ? undefined : JSON.stringify(expectedBrief(line))));
}, 300_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every partition's output against the input: one line per line, in order, each the expected line. */
function checkOutput(run: DaskRun): void {
  expect(run.summary.lines).toBe(lines.length);
  expect(run.manifest.map((p) => p.partition)).toEqual(run.manifest.map((_, i) => i));
  // the partitions hold the file's lines in order, each line in one partition
  expect(run.manifest.reduce((n, p) => n + p.lines, 0)).toBe(lines.length);
  expect(run.manifest.filter((p) => p.lines > 0).length).toBeGreaterThanOrEqual(8);
  const wrong: string[] = [];
  let first = 0;
  for (const p of run.manifest) {
    const out = run.part(p.partition).toString('utf8').split('\n');
    if (out.pop() !== '') wrong.push(`partition ${p.partition}: no line end at the end`);
    if (out.length !== p.lines) wrong.push(`partition ${p.partition}: ${out.length} lines out for ${p.lines} in`);
    for (let i = 0; i < Math.min(out.length, p.lines) && wrong.length < 20; i++) {
      const line = lines[first + i];
      const want = briefs[first + i];
      if (want !== undefined ? out[i] !== want : !isTooLong(out[i], i + 1, line as number)) {
        wrong.push(`partition ${p.partition} line ${i + 1} (input line ${first + i + 1}): ${out[i].slice(0, 200)}`);
      }
    }
    first += p.lines;
  }
  expect(wrong).toEqual([]);
}

/** The record of a line over --max-line: its number in its partition (the CLI's stdin), its length. */
function isTooLong(out: string, line: number, bytes: number): boolean {
  const r = JSON.parse(out) as { line?: number; ok?: boolean; error?: { name?: string; bytes?: number; maxLine?: number } };
  return r.line === line && r.ok === false && r.error?.name === 'LineTooLong' && r.error.bytes === bytes && r.error.maxLine === MAX_LINE;
}

const suite = reason ? describe.skip : describe;

suite(`compare --brief on a Dask LocalCluster of 2 worker processes${reason ? ` (skipped: ${reason})` : ''}`, () => {
  it('the input holds what the test says it does', () => {
    expect(lines.length).toBeGreaterThan(100_000);
    const texts = lines.filter((l): l is string => typeof l === 'string');
    expect(texts).toContain(''); // empty lines
    expect(texts.some((l) => l.includes('\ufffd'))).toBe(true); // invalid UTF-8
    expect(texts.some((l) => l.includes('\u0000'))).toBe(true);
    expect(texts.some((l) => l.includes('\r'))).toBe(true); // a CR kept: only a final one is dropped
    expect(lines.filter((l) => typeof l === 'number' && l > 9 << 20)).toHaveLength(1);
  });

  it('every partition: one line per input line, in order, each the line compare() gives', () => {
    const run = runDask({ python, root: ROOT, input: file, out: join(dir, 'out'), workers: 2, partitions: 16, timeoutMs: 420_000 });
    expect(run.summary.workers).toBe(2);
    expect(run.summary.killed).toBeNull();
    checkOutput(run);
    // each partition run once
    const starts = run.attempts.filter((a) => a.kind === 'start').map((a) => a.key);
    expect(new Set(starts).size).toBe(starts.length);
    // by both workers
    expect(new Set(run.attempts.map((a) => a.pid)).size).toBe(2);
  });

  it('a worker process killed in the middle of a partition: Dask runs it again, and every line is there exactly once', () => {
    const run = runDask({ python, root: ROOT, input: file, out: join(dir, 'out-killed'), workers: 2, partitions: 16, killWorker: true, timeoutMs: 420_000 });
    const killed = run.summary.killed;
    expect(killed).not.toBeNull();
    // the killed process had started a partition it never finished …
    const started = run.attempts.filter((a) => a.pid === killed && a.kind === 'start').map((a) => a.key);
    const ended = new Set(run.attempts.filter((a) => a.pid === killed && a.kind === 'end').map((a) => a.key));
    const lost = started.filter((key) => !ended.has(key));
    expect(lost).toHaveLength(1);
    // … which another process ran again, to its end
    expect(run.attempts.some((a) => a.kind === 'end' && a.key === lost[0] && a.pid !== killed)).toBe(true);
    checkOutput(run);
  });
});
