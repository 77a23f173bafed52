/**
 * A bulk run: stdin's batches through a runner (the CLI's own thread, or a pool of worker threads),
 * their output written to stdout in input order. Memory stays flat: at most `runner.window` batches
 * are in flight, stdin is read on only when there is room for another, and each batch's output is
 * written — and, when stdout's buffer is full, drained — before the next batch is read. A progress
 * line goes to stderr when stderr is a terminal.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { count } from '../text';
import { readBatches } from './batches';
import type { Batch, BatchLimits } from './batches';
import { addCounts, runBatch } from './run-batch';
import type { BatchResult, Counts, LineRecords, LineTask } from './run-batch';

/** Runs batches: at once (the CLI's thread) or in worker threads. */
export interface BatchRunner {
  run(batch: Batch): BatchResult | Promise<BatchResult>;
  /** how many batches may be in flight at once */
  readonly window: number;
}

export interface StreamOptions {
  input: Readable;
  output: Writable;
  /** where the progress line goes, if it is a terminal */
  progress?: Writable & { isTTY?: boolean };
  limits: BatchLimits;
  runner: BatchRunner;
}

export interface StreamSummary {
  /** lines read */
  lines: number;
  /** lines over --max-line, not processed */
  tooLong: number;
  /** lines the handler threw on */
  failed: number;
  /** the handlers' tallies, added up */
  counts: Counts;
}

/** How often the progress line is redrawn. */
const PROGRESS_MS = 250;

/** Batches of up to 500 lines, or 256 KiB of input (whichever comes first); lines up to `maxLine` bytes. */
export function batchLimits(maxLine: number): BatchLimits {
  return { maxLine, lines: 500, bytes: 256 * 1024 };
}

/** Runs each batch at once, in this thread (--jobs 1). */
export function inThread(task: LineTask, records: LineRecords): BatchRunner {
  return { window: 1, run: (batch) => runBatch(task, batch, records) };
}

export async function streamBatches(options: StreamOptions): Promise<StreamSummary> {
  const { output, runner } = options;
  const progress = options.progress?.isTTY ? options.progress : undefined;
  const started = Date.now();
  let shownAt = started;
  const summary: StreamSummary = { lines: 0, tooLong: 0, failed: 0, counts: {} };
  // the batches in flight, in input order (a runner's promise never rejects: see ./pool.ts)
  const inFlight: Promise<BatchResult>[] = [];

  const settle = async () => {
    const result = await inFlight.shift()!;
    summary.lines += result.lines;
    summary.tooLong += result.tooLong;
    summary.failed += result.failed;
    addCounts(summary.counts, result.counts);
    if (result.out && !output.write(result.out)) await once(output, 'drain');
    if (progress && Date.now() - shownAt >= PROGRESS_MS) {
      shownAt = Date.now();
      const rate = Math.round(summary.lines / ((shownAt - started) / 1000));
      progress.write(`\r\x1b[2K${count(summary.lines)} lines, ${count(rate)}/s`);
    }
  };

  for await (const batch of readBatches(options.input, options.limits)) {
    inFlight.push(Promise.resolve(runner.run(batch)));
    while (inFlight.length >= runner.window) await settle();
  }
  while (inFlight.length) await settle();
  if (progress && shownAt !== started) progress.write('\r\x1b[2K');
  return summary;
}
