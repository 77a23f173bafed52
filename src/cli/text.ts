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
  for (const word of words) {
    const room = width - (lines.length ? indent : 0);
    const w = columns(word);
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

/** The width to lay text out in: the terminal's, or 100 columns when not a terminal. */
export function widthOf(stream: { isTTY?: boolean; columns?: number }): number {
  return stream.isTTY && stream.columns ? Math.max(40, stream.columns) : 100;
}

/** "1 input", "12,345 inputs" */
export function inputs(n: number): string {
  return `${count(n)} input${n === 1 ? '' : 's'}`;
}

/** 12345 → "12,345" */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}
