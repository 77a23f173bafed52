/**
 * A bulk run of a command over stdin: in the CLI's thread (--jobs 1) or on a pool of worker threads
 * (--jobs N), with the same batches, handler and records either way.
 */
import type { Io } from '../io';
import { lineRecords } from '../ndjson';
import { WorkerPool } from './pool';
import { batchLimits, inThread, streamBatches } from './stream';
import type { StreamSummary } from './stream';
import { taskFor } from './tasks';
import type { TaskSpec } from './tasks';

export async function runBulk(io: Io, spec: TaskSpec, maxLine: number, jobs: number): Promise<StreamSummary> {
  const records = lineRecords(maxLine);
  const stream = { input: io.stdin, output: io.stdout, progress: io.stderr, limits: batchLimits(maxLine) };
  if (jobs === 1) return streamBatches({ ...stream, runner: inThread(taskFor(spec), records) });
  const pool = await WorkerPool.start({ jobs, spec, maxLine, records });
  try {
    return await streamBatches({ ...stream, runner: pool });
  } finally {
    await pool.close();
  }
}
