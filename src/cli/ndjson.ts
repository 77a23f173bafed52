/**
 * Bulk mode: one input per line on stdin, one JSON object per line on stdout, in input order,
 * streaming in bounded memory (./bulk/: how lines are split and batched, and how the batches run).
 * A line over `maxLine` bytes is never gathered and gets an error record of its own (`tooLong`);
 * one that the handler fails on (an exception) gets one too (`failed`). Either way the lines after
 * it are processed. A progress line goes to stderr when stderr is a terminal.
 */
import type { Readable, Writable } from 'node:stream';
import { json } from './escape';
import { count } from './text';
import { batchLimits, inThread, streamBatches } from './bulk/stream';
import type { LineRecords } from './bulk/run-batch';

export interface LineStreamOptions extends LineRecords {
  input: Readable;
  output: Writable;
  /** where the progress line goes, if it is a terminal */
  progress?: Writable & { isTTY?: boolean };
  /** the longest line processed, in bytes (without its "\n"; a CRLF line's "\r" counts) */
  maxLine: number;
  /** one input line → its output (without the newline) */
  handle(line: string): string;
}

export interface LineStreamSummary {
  /** lines read */
  lines: number;
  /** lines over maxLine, not processed */
  tooLong: number;
  /** lines the handler threw on */
  failed: number;
}

/** Stream every line of `input` through `handle` to `output`, in this thread. */
export async function streamLines(options: LineStreamOptions): Promise<LineStreamSummary> {
  const { input, output, progress, maxLine } = options;
  const task = { handle: (line: string) => options.handle(line) };
  const { lines, tooLong, failed } = await streamBatches({ input, output, progress, limits: batchLimits(maxLine), runner: inThread(task, options) });
  return { lines, tooLong, failed };
}

/** "1M" → 1,048,576: a byte count with an optional binary k, M or G suffix. */
export function byteCount(text: string): number | undefined {
  const m = /^(\d+)([kKmMgG]?)$/.exec(text.trim());
  if (!m) return undefined;
  const n = Number(m[1]) * 1024 ** ' kmg'.indexOf((m[2] || ' ').toLowerCase());
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

// ---------------------------------------------------------------------------------------------
// What the bulk commands share: the --max-line option, the error records, the exit code

/** The default --max-line: 256 KiB, which bounds a bulk run's memory (docs/cli.md: "Bulk mode"). */
export const DEFAULT_MAX_LINE = 256 * 1024;

/** The error record of a line not processed: over --max-line, or one the command failed on. */
export function lineRecords(maxLine: number): LineRecords {
  return {
    tooLong: (line, bytes) =>
      json({
        line,
        ok: false,
        error: {
          name: 'LineTooLong',
          message: `line ${line} is ${count(bytes)} bytes, over --max-line ${count(maxLine)}: not processed`,
          bytes,
          maxLine,
        },
      }),
    failed: (line, error) =>
      json({
        line,
        ok: false,
        error: { name: 'InternalError', message: `line ${line} could not be processed: ${error instanceof Error ? error.message : String(error)}` },
      }),
  };
}

/** The summary's words for the lines not processed ('' when there were none). */
export function notProcessed(summary: LineStreamSummary, maxLine: number): string {
  const parts: string[] = [];
  if (summary.tooLong) parts.push(`${count(summary.tooLong)} over --max-line ${count(maxLine)} bytes`);
  if (summary.failed) parts.push(`${count(summary.failed)} failed`);
  return parts.length ? `; not processed: ${parts.join(', ')}` : '';
}
