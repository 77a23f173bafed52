/**
 * --jobs N: batches run on N worker threads, a piscina pool of dist/cli/worker.js (the worker is
 * built beside the CLI, scripts/build.mjs). A batch is one message each way; at most 4 × N batches
 * are in flight (./stream.ts keeps them in input order). A batch whose worker dies (a crash, not an
 * exception: those are caught per line) is run again one line at a time, so only the line that
 * kills a worker gets a `failed` record; the pool replaces the dead worker.
 */
import { join } from 'node:path';
import type Piscina from 'piscina';
import type { Batch } from './batches';
import { addCounts } from './run-batch';
import type { BatchResult, LineRecords } from './run-batch';
import type { BatchRunner } from './stream';
import type { TaskSpec } from './tasks';
import type { WorkerMessage } from '../worker';

export interface PoolOptions {
  jobs: number;
  spec: TaskSpec;
  maxLine: number;
  records: LineRecords;
  /** the worker module (default: worker.js beside the built CLI) */
  filename?: string;
}

/** Batches in flight per worker thread (each at most 500 lines or 256 KiB of input: batches.ts). */
const WINDOW_PER_WORKER = 4;

export class WorkerPool implements BatchRunner {
  readonly window: number;

  private constructor(
    private readonly pool: Piscina<WorkerMessage, BatchResult>,
    private readonly options: PoolOptions,
  ) {
    // batches in flight: output is written in input order, so while the oldest batch runs the other
    // workers go on with those queued behind it; with two per worker, a worker that finished its
    // own waited for work (a profile over 100,000 lines: a quarter of one worker's time)
    this.window = WINDOW_PER_WORKER * options.jobs;
  }

  static async start(options: PoolOptions): Promise<WorkerPool> {
    const { Piscina } = await import('piscina');
    const pool = new Piscina<WorkerMessage, BatchResult>({
      filename: options.filename ?? join(__dirname, 'worker.js'),
      minThreads: options.jobs,
      maxThreads: options.jobs,
      // the run keeps every worker busy until stdin ends, then closes the pool
      idleTimeout: Infinity,
    });
    return new WorkerPool(pool, options);
  }

  /** The batch's result; never rejects (a line that kills its worker gets a `failed` record). */
  run(batch: Batch): Promise<BatchResult> {
    return this.post(batch).catch(() => this.lineByLine(batch));
  }

  private post(batch: Batch): Promise<BatchResult> {
    return this.pool.run({ spec: this.options.spec, maxLine: this.options.maxLine, batch });
  }

  private async lineByLine(batch: Batch): Promise<BatchResult> {
    const results = await Promise.all(
      batch.lines.map((line, i) =>
        this.post({ first: batch.first + i, lines: [line] }).catch((error: unknown) => ({
          out: this.options.records.failed(batch.first + i, new Error(`a worker thread died on it (${describe(error)})`)) + '\n',
          lines: 1,
          tooLong: 0,
          failed: 1,
          counts: {},
        })),
      ),
    );
    const total: BatchResult = { out: '', lines: 0, tooLong: 0, failed: 0, counts: {} };
    for (const r of results) {
      total.out += r.out;
      total.lines += r.lines;
      total.tooLong += r.tooLong;
      total.failed += r.failed;
      addCounts(total.counts, r.counts);
    }
    return total;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
