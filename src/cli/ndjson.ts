/**
 * Bulk mode: one input per line on stdin, one JSON object per line on stdout, in input order,
 * streaming in constant memory. Lines are split on "\n" (a "\r" before it is dropped, so CRLF files
 * work); an empty line is an input too (the empty string), so N lines in give N objects out. The
 * reader is an async iterator over stdin — it pulls the next chunk only after the previous chunk's
 * output was written and, when stdout's buffer is full, drained — so memory holds one chunk, its
 * output, and the longest line. A progress line goes to stderr when stderr is a terminal.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { count } from './text';

export interface LineStreamOptions {
  input: Readable;
  output: Writable;
  /** where the progress line goes, if it is a terminal */
  progress?: Writable & { isTTY?: boolean };
  /** one input line → its output (without the newline) */
  handle(line: string): string;
}

/** How often the progress line is redrawn. */
const PROGRESS_MS = 250;

/** Stream every line of `input` through `handle` to `output`; resolves to the number of lines. */
export async function streamLines(options: LineStreamOptions): Promise<number> {
  const { input, output, handle } = options;
  const progress = options.progress?.isTTY ? options.progress : undefined;
  const started = Date.now();
  let shownAt = started;
  let lines = 0;
  let carry = '';
  input.setEncoding('utf8');

  const write = async (text: string) => {
    if (text && !output.write(text)) await once(output, 'drain');
  };

  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    let out = '';
    let nl = chunk.indexOf('\n');
    if (nl >= 0 && carry) {
      out += handle(strip(carry + chunk.slice(0, nl))) + '\n';
      carry = '';
      lines++;
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    while (nl >= 0) {
      out += handle(strip(chunk.slice(start, nl))) + '\n';
      lines++;
      start = nl + 1;
      nl = chunk.indexOf('\n', start);
    }
    if (start < chunk.length) carry += chunk.slice(start);
    await write(out);
    if (progress && Date.now() - shownAt >= PROGRESS_MS) {
      shownAt = Date.now();
      const rate = Math.round(lines / ((shownAt - started) / 1000));
      progress.write(`\r\x1b[2K${count(lines)} lines, ${count(rate)}/s`);
    }
  }
  if (carry) {
    await write(handle(strip(carry)) + '\n');
    lines++;
  }
  if (progress && shownAt !== started) progress.write('\r\x1b[2K');
  return lines;
}

/** A line without the "\r" of a CRLF line end. */
function strip(line: string): string {
  return line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line;
}
