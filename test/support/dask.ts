/**
 * scripts/dask-compare.py (docs/cluster.md) as the cluster test and the benchmark run it: a Python
 * with Dask distributed (Debian's python3-distributed: /usr/bin/python3, not a pyenv or venv
 * python3 that lacks it), the script over a file, its summary line and its output directory read back.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Pythons tried, in order: $URI_EDITIONS_PYTHON alone when set, else Debian's, then the one on PATH. */
function candidates(): string[] {
  const chosen = process.env.URI_EDITIONS_PYTHON;
  return chosen ? [chosen] : ['/usr/bin/python3', 'python3'];
}

/** A Python that imports dask.bag and distributed, or why there is none. */
export function daskPython(): { python: string } | { reason: string } {
  const tried: string[] = [];
  for (const python of candidates()) {
    const r = spawnSync(python, ['-c', 'import dask.bag, distributed; print(distributed.__version__)'], { encoding: 'utf8' });
    if (r.status === 0) return { python };
    tried.push(`${python}: ${r.error ? r.error.message : (r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`)}`);
  }
  return { reason: `no Python with Dask distributed (apt-get install python3-distributed); tried ${tried.join('; ')}` };
}

export interface DaskRun {
  /** the script's summary line */
  summary: { partitions: number; lines: number; seconds: number; workers: number; killed: number | null };
  /** per partition, in order: the lines that went in and came out */
  manifest: { partition: number; lines: number; out: number }[];
  /** partition i's output */
  part(i: number): Buffer;
  /** OUT/attempts.log's events: which process started or ended which partition (by its bytes' SHA-1), when (Unix time, s) */
  attempts: { kind: 'start' | 'end'; pid: number; key: string; time: number }[];
  stderr: string;
}

export interface DaskOptions {
  python: string;
  /** the repository's root (scripts/dask-compare.py, dist/cli/main.js) */
  root: string;
  input: string;
  out: string;
  workers: number;
  partitions: number;
  killWorker?: boolean;
  /** the CLI's arguments after `compare` (default --brief --jobs 1) */
  compareArgs?: string[];
  /** the script is stopped (SIGTERM) after this long (default 10 minutes) */
  timeoutMs?: number;
}

/** Run scripts/dask-compare.py on a LocalCluster; throws with its stderr if it fails. */
export function runDask(o: DaskOptions): DaskRun {
  const command = [process.execPath, join(o.root, 'dist', 'cli', 'main.js'), 'compare', ...(o.compareArgs ?? ['--brief', '--jobs', '1'])];
  const args = [join(o.root, 'scripts', 'dask-compare.py'), o.input, o.out, '--workers', String(o.workers), '--partitions', String(o.partitions)];
  if (o.killWorker) args.push('--kill-worker');
  // a job that hangs fails the test (spawnSync blocks jest's own timeout) instead of the run
  const r = spawnSync(o.python, [...args, '--', ...command], { encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, NO_COLOR: '1' }, timeout: o.timeoutMs ?? 600_000 });
  if (r.status !== 0) throw new Error(`dask-compare.py exited ${r.status ?? r.signal}: ${r.error?.message ?? ''}\n${r.stderr.slice(-3000)}`);
  const lines = r.stdout.trim().split('\n');
  return {
    summary: JSON.parse(lines[lines.length - 1]) as DaskRun['summary'],
    manifest: JSON.parse(readFileSync(join(o.out, 'manifest.json'), 'utf8')) as DaskRun['manifest'],
    part: (i) => readFileSync(join(o.out, `part-${String(i).padStart(5, '0')}.ndjson`)),
    attempts: readFileSync(join(o.out, 'attempts.log'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [kind, pid, key, time] = line.split(' ');
        return { kind: kind as 'start' | 'end', pid: Number(pid), key, time: Number(time) };
      }),
    stderr: r.stderr,
  };
}
