/**
 * Bulk lines per second: the built CLI (dist/cli/main.js, `npm run build`) spawned over a file of
 * 200,000 corpus lines (the benchmark corpus, seed 0x3986, at that size) — `compare` NDJSON, `compare --brief` with --jobs 1, --jobs 2 and --jobs N
 * (N = the cores) — timed from spawn to exit (start-up included) as medians of interleaved runs,
 * against `compare()` over the same lines in this process. The start-up alone (the same command on
 * an empty stdin) is shown beside each.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { compare } from '../src/index';
import { generateCorpus } from '../test/fixtures/corpus';
import type { Goal } from './goals';
import { ratio } from './jobs';
import { fixed, int, interleaved, median, now, table } from './measure';

export const BULK_LINES = 200_000;
const BIN = join(__dirname, '..', '..', 'dist', 'cli', 'main.js');

export interface Run {
  ms: number;
  lines: number;
  bytes: number;
  status: number | null;
  stderr: string;
}

/** The built CLI with `args`, `file` on its stdin: its time from spawn to exit, its output's lines. */
export function spawnCli(args: string[], file: string): Run {
  const stdin = openSync(file, 'r');
  try {
    const t0 = now();
    const r = spawnSync(process.execPath, [BIN, ...args], { stdio: [stdin, 'pipe', 'pipe'], maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
    const ms = now() - t0;
    const out = r.stdout;
    let lines = 0;
    for (let i = out.indexOf(10); i >= 0; i = out.indexOf(10, i + 1)) lines++;
    return { ms, lines, bytes: out.length, status: r.status, stderr: r.stderr.toString('utf8') };
  } finally {
    closeSync(stdin);
  }
}

/** "load average 1.20 0.80 0.50" (1, 5, 15 minutes): the machine may be shared, so each figure says how busy it was. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

export function bulkSection(runs: number): Goal[] {
  const lines = generateCorpus(BULK_LINES, 0x3986).map((e) => e.text);
  const cores = availableParallelism();
  const dir = mkdtempSync(join(tmpdir(), 'uri-editions-bench-'));
  try {
    const file = join(dir, 'lines.txt');
    const empty = join(dir, 'empty.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    writeFileSync(empty, '');

    const configs: [name: string, args: string[]][] = [
      ['compare NDJSON, --jobs 1', ['compare', '--jobs', '1']],
      ['compare --brief, --jobs 1', ['compare', '--brief', '--jobs', '1']],
      ['compare --brief, --jobs 2', ['compare', '--brief', '--jobs', '2']],
    ];
    if (cores > 2) configs.push([`compare --brief, --jobs ${cores} (the default)`, ['compare', '--brief', '--jobs', String(cores)]]);

    // interleaved runs: each round runs every configuration once, the order rotating
    const times = new Map(configs.map(([name]) => [name, [] as number[]]));
    const starts = new Map(configs.map(([name]) => [name, [] as number[]]));
    const shape = new Map<string, Run>();
    for (let round = 0; round < runs; round++) {
      for (let k = 0; k < configs.length; k++) {
        const [name, args] = configs[(k + round) % configs.length];
        const r = spawnCli(args, file);
        if (r.lines !== lines.length) throw new Error(`${name}: ${r.lines} output lines for ${lines.length} input lines (${r.stderr.slice(0, 300)})`);
        if (args.includes('--brief') && (r.status !== 0 || r.stderr !== '')) throw new Error(`${name}: exit ${r.status}, stderr ${r.stderr.slice(0, 300)}`);
        times.get(name)!.push(r.ms);
        starts.get(name)!.push(spawnCli(args, empty).ms);
        shape.set(name, r);
      }
    }
    // compare() in this process over the same lines
    const inProcess = interleaved(
      [{ name: 'compare()', pass: () => lines.reduce((n, s) => n + compare(s).differences.length, 0) }],
      Math.max(3, runs),
      1,
    ).get('compare()')!;
    const inProcessRate = (lines.length / inProcess) * 1000;
    const rate = (name: string) => (lines.length / median(times.get(name)!)) * 1000;
    const rows = configs.map(([name]) => {
      const ms = median(times.get(name)!);
      const start = median(starts.get(name)!);
      return [
        name,
        int(rate(name)),
        ratio(rate(name) / inProcessRate),
        `${int(start)} ms`,
        int((lines.length / Math.max(ms - start, 1)) * 1000),
        fixed(shape.get(name)!.bytes / lines.length, 0),
      ];
    });
    rows.push(['compare() in this process', int(inProcessRate), ratio(1), '—', '—', '—']);
    console.log(`## Bulk (the built CLI over ${int(lines.length)} corpus lines; median of ${runs} interleaved runs; ${cores} cores; ${loadAverage()})\n`);
    console.log(table(['run', 'lines/s', '× compare()', 'start-up', 'lines/s after start-up', 'bytes out per line'], rows));
    console.log(
      '\n- lines/s: from spawn to exit, start-up included; start-up: the same command on an empty stdin (with --jobs > 1, the pool of workers starting too)\n',
    );

    const brief1 = rate('compare --brief, --jobs 1');
    const brief2 = rate('compare --brief, --jobs 2');
    return [
      [`bulk --brief --jobs 1 ≥ 0.5× in-process compare()`, brief1 >= 0.5 * inProcessRate, ratio(brief1 / inProcessRate)],
      [
        `--jobs 2 ≥ 1.4× --jobs 1 on two cores`,
        cores >= 2 ? brief2 >= 1.4 * brief1 : undefined,
        cores >= 2 ? ratio(brief2 / brief1) : `${ratio(brief2 / brief1)} (this machine has ${cores} core)`,
      ],
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
