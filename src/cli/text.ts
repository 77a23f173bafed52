/** How values are shown to a person: absent vs empty made visible, control characters escaped, long text shortened. */
import type { Colors } from './colors';
import { visible } from './escape';
import { columns } from '../model/columns';
import { shortenMiddle } from '../compare/wording';

export { visible };

/** Longest value shown in a table cell before it is shortened in the middle. */
export const CELL_MAX = 40;

/** `text` shortened to `max` characters with "…" in the middle. */
export function shorten(text: string, max = CELL_MAX): string {
  // never half a surrogate pair (a character beyond the BMP, which an IRI may hold)
  return shortenMiddle(text, max);
}

/** A component's value in a cell: "–" when absent, '""' when present but empty. */
export function cell(value: string | undefined, c: Colors, max = CELL_MAX): string {
  if (value === undefined) return c.dim('–');
  if (value === '') return c.dim('""');
  return shorten(visible(value), max);
}

/** Word-wrap `text` to `width` terminal columns, every line after the first indented by `indent` spaces. */
export function wrap(text: string, width: number, indent: number): string {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const whole of words) {
    let word = whole;
    let room = width - (lines.length ? indent : 0);
    let w = columns(word);
    // a word longer than a line (a URL in a message): broken at its delimiters, its last piece kept going
    if (w > width - indent && w > room - (line ? used + 1 : 0)) {
      if (line) {
        lines.push(line);
        line = '';
        used = 0;
        room = width - indent;
      }
      const pieces = wrapValue(word, room, 0).split('\n');
      const first = lines.length === 0 ? pieces.shift()! : undefined;
      if (first !== undefined) lines.push(first);
      const rest = pieces.length ? wrapValue(pieces.join(''), width - indent, 0).split('\n') : [];
      word = rest.pop() ?? '';
      for (const piece of rest) lines.push(piece); // (no spread: a long value has many lines)
      w = columns(word);
      if (word === '') continue;
    }
    if (line && used + 1 + w > room) {
      lines.push(line);
      line = word;
      used = w;
    } else {
      used = line ? used + 1 + w : w;
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i ? ' '.repeat(indent) + l : l)).join('\n');
}

/**
 * The width to lay text out in: the terminal's; 80 columns for a terminal that does not say; 100
 * when not a terminal (a pipe or a file, as before).
 */
export function widthOf(stream: { isTTY?: boolean; columns?: number }): number {
  if (!stream.isTTY) return 100;
  return stream.columns ? Math.max(40, stream.columns) : 80;
}

/** The terminal's width, or undefined when stdout is not a terminal (then a table is laid out whole). */
export function terminalWidth(io: { stdout: { isTTY?: boolean; columns?: number } }): number | undefined {
  return io.stdout.isTTY ? io.stdout.columns || 80 : undefined;
}

/** Where a URL may be broken across lines: after one of its delimiters. */
const URL_BREAK = /[/?#&;=@,]/;

/**
 * A value (a URL, a component) wrapped to `width` terminal columns at its delimiters — after a
 * "/", "?", "#", "&", ";", "=", "@" or "," — rather than mid-token; a token longer than a line is
 * broken between characters (a value is never cut). Lines after the first are indented by `indent`.
 */
export function wrapValue(text: string, width: number, indent = 2): string {
  if (columns(text) <= width) return text;
  const lines: string[] = [];
  let line = '';
  let used = 0;
  let lastBreak = -1; // index in `line` just after the last delimiter
  for (const ch of text) {
    const room = width - (lines.length ? indent : 0);
    const w = columns(ch);
    if (used + w > room && line) {
      if (lastBreak > 0 && lastBreak < line.length) {
        lines.push(line.slice(0, lastBreak));
        line = line.slice(lastBreak);
      } else {
        lines.push(line);
        line = '';
      }
      used = columns(line);
      lastBreak = -1;
    }
    line += ch;
    used += w;
    if (URL_BREAK.test(ch)) lastBreak = line.length;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i ? ' '.repeat(indent) + l : l)).join('\n');
}

/** "1 input", "12,345 inputs" */
export function inputs(n: number): string {
  return `${count(n)} input${n === 1 ? '' : 's'}`;
}

/** 12345 → "12,345" */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}
