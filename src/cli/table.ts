/** Tables (./grid.ts: measured in terminal columns), without colours of their own (cells are coloured, or not, by the caller). */
import { columns } from '../model/columns';
import { grid } from './grid';

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
    const longest = Math.max(...rows.map((r) => Math.max(...(r[i] ?? '').split('\n').map(columns))));
    widths.push(Math.min(max, longest) + 2);
  }
  const used = widths.reduce((a, b) => a + b, 0) + n + 1;
  widths.push(Math.max(12, total - used));
  return widths;
}
