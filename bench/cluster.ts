/**
 * `compare --brief` on a Dask cluster (docs/cluster.md): scripts/dask-compare.py maps 200,000
 * corpus lines (the benchmark corpus, seed 0x3986) in 8 partitions through
 * `uri-editions compare --brief --jobs 1` on a LocalCluster of 1 and of 2 worker processes (one
 * thread each), interleaved; lines/s from submitting the job to having every partition's output
 * (the cluster's own start excluded). Beside it, where a worker's time goes: how much of the job's
 * time the workers spent inside partitions (attempts.log), and what one partition's process costs
 * before its first line — the CLI on an empty stdin (start-up) and the first 10,000 lines against
 * the lines after them (warm-up: the compiled grammars run cold at first).
 *
 * Needs a Python with Dask distributed (apt-get install python3-distributed); without one the
 * section says so and measures nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCorpus } from '../test/fixtures/corpus';
import { daskPython, runDask } from '../test/support/dask';
import type { DaskRun } from '../test/support/dask';
import { loadAverage, spawnCli } from './bulk';
import type { Goal } from './goals';
import { ratio } from './jobs';
import { fixed, int, median, table } from './measure';

const LINES = 200_000;
const PARTITIONS = 8;
const ROOT = join(__dirname, '..', '..');

interface Measured {
  rate: number;
  /** the share of workers × job time spent inside partitions */
  busy: number;
  load: string;
}

/** How much of the job's time its workers spent inside partitions (the CLI running, its input and output passed). */
function busyShare(run: DaskRun, workers: number): number {
  const started = new Map<string, number>();
  let inside = 0;
  for (const a of run.attempts) {
    const key = `${a.pid} ${a.key}`;
    if (a.kind === 'start') started.set(key, a.time);
    else if (started.has(key)) inside += a.time - started.get(key)!;
  }
  return inside / (workers * run.summary.seconds);
}

export function clusterSection(runs: number): Goal[] {
  const found = daskPython();
  if ('reason' in found) {
    console.log(`## Cluster\n\nnot measured: ${found.reason}\n`);
    return [['2 Dask workers ≥ 1.6× 1 worker', undefined, 'not measured (no Dask)']];
  }
  const lines = generateCorpus(LINES, 0x3986).map((e) => e.text);
  const dir = mkdtempSync(join(tmpdir(), 'uri-editions-bench-dask-'));
  try {
    const file = join(dir, 'lines.txt');
    writeFileSync(file, lines.join('\n') + '\n');
    const measured = new Map<number, Measured[]>([
      [1, []],
      [2, []],
    ]);
    let partitions = 0;
    for (let round = 0; round < runs; round++) {
      for (const workers of round % 2 ? [2, 1] : [1, 2]) {
        const load = loadAverage();
        const run = runDask({ python: found.python, root: ROOT, input: file, out: join(dir, `out-${workers}-${round}`), workers, partitions: PARTITIONS });
        if (run.summary.lines !== lines.length || run.manifest.some((p) => p.out !== p.lines)) throw new Error(`dask-compare.py: ${JSON.stringify(run.summary)}`);
        partitions = run.manifest.filter((p) => p.lines > 0).length;
        measured.get(workers)!.push({ rate: lines.length / run.summary.seconds, busy: busyShare(run, workers), load });
      }
    }
    const rate = (w: number) => median(measured.get(w)!.map((m) => m.rate));
    const busy = (w: number) => median(measured.get(w)!.map((m) => m.busy));
    const rows = [1, 2].map((w) => [
      `${w} worker process${w > 1 ? 'es' : ''}`,
      int(rate(w)),
      ratio(rate(w) / rate(1)),
      `${fixed(busy(w) * 100, 0)}%`,
      measured
        .get(w)!
        .map((m) => `${int(m.rate)} (${m.load.replace('load average ', '')})`)
        .join('; '),
    ]);
    console.log(
      `## Cluster (Dask LocalCluster on 127.0.0.1; ${int(lines.length)} corpus lines in ${partitions} partitions through compare --brief --jobs 1; median of ${runs} interleaved runs)\n`,
    );
    console.log(table(['workers', 'lines/s', '× 1 worker', 'inside partitions', 'each run: lines/s (load average 1, 5, 15 min before it)'], rows));

    // one partition's process: start-up, warm-up, then the warm rate
    const first = join(dir, 'first.txt');
    const more = join(dir, 'more.txt');
    const empty = join(dir, 'empty.txt');
    writeFileSync(first, lines.slice(0, 10_000).join('\n') + '\n');
    writeFileSync(more, lines.slice(0, 50_000).join('\n') + '\n');
    writeFileSync(empty, '');
    const brief = ['compare', '--brief', '--jobs', '1'];
    const t = { empty: [] as number[], first: [] as number[], more: [] as number[] };
    for (let i = 0; i < Math.max(3, runs); i++) {
      t.empty.push(spawnCli(brief, empty).ms);
      t.first.push(spawnCli(brief, first).ms);
      t.more.push(spawnCli(brief, more).ms);
    }
    const start = median(t.empty);
    const ten = median(t.first);
    // the lines after the first 10,000, per ms: what a warm process does
    const warm = 40_000 / Math.max(median(t.more) - ten, 1);
    const warmup = Math.max(ten - start - 10_000 / warm, 0);
    console.log(
      `\n- lines/s: from submitting the job to having every partition's output back in the client (the cluster's start excluded); ` +
        `inside partitions: the share of (workers × that time) the workers spent inside a partition (its CLI process, its lines encoded and decoded), from attempts.log\n` +
        `- one 10,000-line partition's process (${loadAverage()}): ${int(ten)} ms = start-up ${int(start)} ms (the CLI on an empty stdin) ` +
        `+ warm-up ${int(warmup)} ms + ${int(10_000 / warm)} ms at the warm rate of ${int(warm * 1000)} lines/s ` +
        `(the next 40,000 lines): start-up ${fixed((start / ten) * 100, 0)}%, warm-up ${fixed((warmup / ten) * 100, 0)}% of it\n`,
    );
    return [['2 Dask workers ≥ 1.6× 1 worker on two cores', rate(2) >= 1.6 * rate(1), ratio(rate(2) / rate(1))]];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
