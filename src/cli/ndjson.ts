/**
 * Bulk mode: one input per line on stdin, one JSON object per line on stdout, in input order,
 * streaming in bounded memory. Lines are split on the byte "\n" (a "\r" before it is dropped, so
 * CRLF files work) and decoded as UTF-8; an empty line is an input too (the empty string), so N
 * lines in give N objects out. The reader pulls the next chunk only after the previous chunk's
 * output was written and, when stdout's buffer is full, drained — so memory holds one chunk, its
 * output, and at most `maxLine` bytes of the current line. A longer line is never gathered: its
 * bytes are counted and dropped as they arrive, and it gets an error record of its own
 * (`tooLong`); one that the handler fails on (an exception) gets one too (`failed`). Either way the
 * lines after it are processed. A progress line goes to stderr when stderr is a terminal.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { json } from './escape';
import { count } from './text';

export interface LineStreamOptions {
  input: Readable;
  output: Writable;
  /** where the progress line goes, if it is a terminal */
  progress?: Writable & { isTTY?: boolean };
  /** the longest line processed, in bytes (without its "\n"; a CRLF line's "\r" counts) */
  maxLine: number;
  /** one input line → its output (without the newline) */
  handle(line: string): string;
  /** the record for line number `line` (1-based), `bytes` long, over maxLine: not processed */
  tooLong(line: number, bytes: number): string;
  /** the record for line number `line` when `handle` threw `error` */
  failed(line: number, error: unknown): string;
}

export interface LineStreamSummary {
  /** lines read */
  lines: number;
  /** lines over maxLine, not processed */
  tooLong: number;
  /** lines the handler threw on */
  failed: number;
}

/** How often the progress line is redrawn. */
const PROGRESS_MS = 250;

/** Stream every line of `input` through `handle` to `output`. */
export async function streamLines(options: LineStreamOptions): Promise<LineStreamSummary> {
  const { input, output, maxLine } = options;
  const progress = options.progress?.isTTY ? options.progress : undefined;
  const started = Date.now();
  let shownAt = started;
  const summary: LineStreamSummary = { lines: 0, tooLong: 0, failed: 0 };
  // the current line: its parts so far (at most maxLine bytes), or — once over — only its length
  let parts: Buffer[] = [];
  let bytes = 0;
  let skipping = false;

  const write = async (text: string) => {
    if (text && !output.write(text)) await once(output, 'drain');
  };
  /** The current line is complete: its record. */
  const finish = (): string => {
    const number = ++summary.lines;
    let record: string;
    if (skipping) {
      summary.tooLong++;
      record = options.tooLong(number, bytes);
    } else {
      const text = strip(Buffer.concat(parts, bytes).toString('utf8'));
      try {
        record = options.handle(text);
      } catch (error) {
        summary.failed++;
        record = options.failed(number, error);
      }
    }
    parts = [];
    bytes = 0;
    skipping = false;
    return record + '\n';
  };

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let out = '';
    for (let start = 0; start <= buffer.length; ) {
      const nl = buffer.indexOf(10, start);
      const end = nl < 0 ? buffer.length : nl;
      if (end > start) {
        if (!skipping && bytes + (end - start) > maxLine) {
          // over the limit: drop what was gathered, count the rest
          skipping = true;
          parts = [];
        }
        // a copy, so the chunk itself is not kept alive by a line's last part
        if (!skipping) parts.push(nl < 0 ? Buffer.from(buffer.subarray(start, end)) : buffer.subarray(start, end));
        bytes += end - start;
      }
      if (nl < 0) break;
      out += finish();
      start = nl + 1;
      if (out.length > 1 << 20) {
        await write(out);
        out = '';
      }
    }
    await write(out);
    if (progress && Date.now() - shownAt >= PROGRESS_MS) {
      shownAt = Date.now();
      const rate = Math.round(summary.lines / ((shownAt - started) / 1000));
      progress.write(`\r\x1b[2K${count(summary.lines)} lines, ${count(rate)}/s`);
    }
  }
  if (bytes > 0 || skipping) await write(finish());
  if (progress && shownAt !== started) progress.write('\r\x1b[2K');
  return summary;
}

/** A line without the "\r" of a CRLF line end. */
function strip(line: string): string {
  return line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
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
export function lineRecords(maxLine: number): Pick<LineStreamOptions, 'tooLong' | 'failed'> {
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
