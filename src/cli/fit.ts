/**
 * The last step before a terminal: every line the CLI writes to a TTY fits its width. Tables are
 * fitted by whoever draws them (compare-layout.ts, table widths); a line that is still wider — a
 * title that echoes a long URL, an error's reason, a warning, a hint — is wrapped at spaces, and a
 * word longer than the line (a URL) after its delimiters (grid.ts's breakWord), its continuation
 * lines indented two columns more than it. Nothing is cut. Text written to a pipe or a file is left
 * as it is.
 */
import { columns } from '../model/columns';
import { wrapColumns } from './grid';

/** The terminal width of a stream, or undefined when it is not a terminal. */
export function streamWidth(stream: { isTTY?: boolean; columns?: number }): number | undefined {
  return stream.isTTY ? stream.columns || 80 : undefined;
}

/** `text` with each line wider than `stream`'s terminal wrapped (unchanged when not a terminal). */
export function fitToTerminal(text: string, stream: { isTTY?: boolean; columns?: number }): string {
  const width = streamWidth(stream);
  if (width === undefined) return text;
  return fitLines(text, width);
}

/** `text` with each line wider than `width` columns wrapped, continuation lines indented. */
export function fitLines(text: string, width: number): string {
  const lines = text.split('\n');
  if (lines.every((l) => columns(l) <= width)) return text;
  const out: string[] = [];
  for (const line of lines) {
    if (columns(line) <= width) {
      out.push(line);
      continue;
    }
    const indent = /^ */.exec(line)![0].length;
    const first = Math.max(8, width - indent);
    const rest = Math.max(8, width - indent - 2);
    const body = line.slice(indent);
    // the first line at its own indent, the rest (what follows it in the line: a prefix is split off
    // either at a space, which is dropped, or inside a word) wrapped narrower under it
    const [head] = wrapColumns(body, first);
    out.push(' '.repeat(indent) + head);
    const remainder = body.slice(head.length).replace(/^ /, '');
    if (remainder) for (const l of wrapColumns(remainder, rest)) out.push(' '.repeat(indent + 2) + l);
  }
  return out.join('\n');
}
