/**
 * The worker thread of a bulk run with --jobs N (a piscina pool, ./bulk/pool.ts; built as
 * dist/cli/worker.js beside main.js): one batch of lines in, its output and tallies out.
 */
import { lineRecords } from './ndjson';
import { runBatch } from './bulk/run-batch';
import type { BatchResult } from './bulk/run-batch';
import type { Batch } from './bulk/batches';
import { taskFor } from './bulk/tasks';
import type { TaskSpec } from './bulk/tasks';
import type { LineTask } from './bulk/run-batch';

/** What the pool posts: the run's description, its --max-line, and one batch. */
export interface WorkerMessage {
  spec: TaskSpec;
  maxLine: number;
  batch: Batch;
}

const tasks = new Map<string, LineTask>();

export default function runWorkerBatch({ spec, maxLine, batch }: WorkerMessage): BatchResult {
  const key = JSON.stringify(spec);
  let task = tasks.get(key);
  if (task === undefined) tasks.set(key, (task = taskFor(spec)));
  return runBatch(task, batch, lineRecords(maxLine));
}
