/**
 * One batch of lines through a command's line handler, in the CLI's process or in a worker thread:
 * one output line per input line, in order. A line over --max-line gets its error record, and so
 * does a line the handler throws on (`failed`): the lines after it are processed as usual.
 */
import type { Batch } from './batches';

/** Tallies a handler keeps for the run's summary (accepted per edition, …); a run adds up its batches'. */
export type Counts = Record<string, number>;

/** What a bulk command does with one line. */
export interface LineTask {
  /** one input line → its output (without the newline); may add to `counts` */
  handle(line: string, counts: Counts): string;
}

/** The records of the lines not processed. */
export interface LineRecords {
  /** the record for line number `line` (1-based), `bytes` long, over --max-line: not processed */
  tooLong(line: number, bytes: number): string;
  /** the record for line number `line` when the handler threw `error` */
  failed(line: number, error: unknown): string;
}

export interface BatchResult {
  /** the output: one line per input line, each ending in "\n" */
  out: string;
  lines: number;
  tooLong: number;
  failed: number;
  counts: Counts;
}

export function runBatch(task: LineTask, batch: Batch, records: LineRecords): BatchResult {
  const counts: Counts = {};
  let out = '';
  let tooLong = 0;
  let failed = 0;
  const { first, lines } = batch;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (typeof line === 'number') {
      tooLong++;
      out += records.tooLong(first + i, line) + '\n';
      continue;
    }
    try {
      out += task.handle(line, counts) + '\n';
    } catch (error) {
      failed++;
      out += records.failed(first + i, error) + '\n';
    }
  }
  return { out, lines: lines.length, tooLong, failed, counts };
}

/** Add `more` to `total`. */
export function addCounts(total: Counts, more: Counts): void {
  for (const key in more) total[key] = (total[key] ?? 0) + more[key];
}
