/** Tables (./grid.ts: measured in terminal columns), without colours of their own (cells are coloured, or not, by the caller). */
import { columns } from '../model/columns';
import { grid } from './grid';
import { largest } from './list';

/**
 * A table; with `widths`, columns have those widths (padding included) and long cells wrap at
 * spaces (a longer word between characters: no cell is cut).
 */
export function table(head: string[], rows: string[][], widths?: number[]): string {
  return grid(head, rows, widths);
}

/**
 * Column widths for a table `total` terminal columns wide: the first columns as wide as their
 * longest cell (at most `max` each), the last column the rest.
 */
export function fitWidths(rows: string[][], total: number, max = 48): number[] {
  const n = rows[0]?.length ?? 0;
  const widths: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const longest = largest(rows.map((r) => largest((r[i] ?? '').split('\n').map(columns))));
    widths.push(Math.min(max, longest) + 2);
  }
  const last = largest(rows.map((r) => largest((r[n - 1] ?? '').split('\n').map(columns)))) + 2;
  // too wide: the widest of the first columns gives up a column at a time (down to 8) until it fits
  const room = () => total - widths.reduce((a, b) => a + b, 0) - n - 1;
  while (room() < Math.min(12, last)) {
    let widest = -1;
    for (let i = 0; i < widths.length; i++) if (widths[i] > 8 && (widest < 0 || widths[i] > widths[widest])) widest = i;
    if (widest < 0) break;
    widths[widest]--;
  }
  widths.push(Math.max(Math.min(12, last), room()));
  return widths;
}

/** A table fitted to the terminal `io` writes to (fitWidths); to a pipe or a file, drawn whole. */
export function fittedTable(head: string[], rows: string[][], io: { stdout: { isTTY?: boolean; columns?: number } }): string {
  const width = io.stdout.isTTY ? io.stdout.columns || 80 : undefined;
  return grid(head, rows, width === undefined ? undefined : fitWidths([head, ...rows], width));
}
