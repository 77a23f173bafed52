/**
 * Bulk input: stdin split into lines, the lines gathered into batches. Lines are split on the byte
 * "\n" (a "\r" before it is dropped, so CRLF files work) and decoded as UTF-8 (an invalid byte
 * becomes U+FFFD); an empty line is an input too (the empty string), so N lines in are N lines in
 * the batches. A line longer than `maxLine` bytes is never gathered: its bytes are counted and
 * dropped as they arrive, and it stands in its batch as its length (a number), for its own error
 * record. A batch ends at `lines` lines or `bytes` bytes, or where a chunk of stdin ends (so output
 * follows input that arrives slowly, as typed at a terminal).
 */
import type { Readable } from 'node:stream';

/** A line of a batch: its text, or — for a line over the limit, not kept — its length in bytes. */
export type BatchLine = string | number;

export interface Batch {
  /** the 1-based number of the batch's first line in the whole input */
  first: number;
  lines: BatchLine[];
}

export interface BatchLimits {
  /** the longest line kept, in bytes (without its "\n"; a CRLF line's "\r" counts) */
  maxLine: number;
  /** the most lines in one batch */
  lines: number;
  /** a batch ends once its lines hold this many bytes */
  bytes: number;
}

/** The batches of `input`'s lines, in order; the next chunk is read only when the caller asks for the next batch. */
export async function* readBatches(input: Readable, limits: BatchLimits): AsyncGenerator<Batch> {
  const { maxLine } = limits;
  let first = 1;
  let lines: BatchLine[] = [];
  let size = 0;
  // the line in progress: its parts so far (at most maxLine bytes), or — once over — only its length
  let parts: Buffer[] = [];
  let bytes = 0;
  let skipping = false;

  const take = (): Batch => {
    const batch = { first, lines };
    first += lines.length;
    lines = [];
    size = 0;
    return batch;
  };
  /** The line in progress is complete with `tail` (the rest of it, up to its "\n"). */
  const finish = (tail: Buffer) => {
    const total = bytes + tail.length;
    if (skipping) lines.push(total);
    // most lines lie within one chunk: decoded from it, without a copy
    else if (parts.length === 0) lines.push(strip(tail.toString('utf8')));
    else lines.push(strip(Buffer.concat([...parts, tail], total).toString('utf8')));
    size += total;
    parts = [];
    bytes = 0;
    skipping = false;
  };

  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    for (let start = 0; start < buffer.length; ) {
      const nl = buffer.indexOf(10, start);
      const end = nl < 0 ? buffer.length : nl;
      if (!skipping && bytes + (end - start) > maxLine) {
        // over the limit: drop what was gathered, count the rest
        skipping = true;
        parts = [];
      }
      if (nl < 0) {
        // a copy, so the chunk itself is not kept alive by a line's first part
        if (!skipping) parts.push(Buffer.from(buffer.subarray(start, end)));
        bytes += end - start;
        break;
      }
      if (skipping) {
        bytes += end - start;
        finish(EMPTY);
      } else finish(buffer.subarray(start, end));
      start = nl + 1;
      if (lines.length >= limits.lines || size >= limits.bytes) yield take();
    }
    if (lines.length) yield take();
  }
  if (bytes > 0 || skipping) finish(EMPTY);
  if (lines.length) yield take();
}

const EMPTY = Buffer.alloc(0);

/** A line without the "\r" of a CRLF line end. */
function strip(line: string): string {
  return line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
}
