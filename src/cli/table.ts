/** Tables with cli-table3, without its own colours (cells are coloured, or not, by the caller). */
import Table from 'cli-table3';

/**
 * A table; with `widths`, columns have those widths (borders and padding included) and long cells
 * wrap at spaces.
 */
export function table(head: string[], rows: string[][], widths?: number[]): string {
  const t = new Table({
    head,
    style: { head: [], border: [], compact: true },
    ...(widths ? { colWidths: widths, wordWrap: true, wrapOnWordBoundary: true } : {}),
  });
  for (const row of rows) t.push(row);
  return t.toString();
}

/**
 * Column widths for a table `total` characters wide: the first columns as wide as their longest
 * cell (at most `max` each), the last column the rest.
 */
export function fitWidths(rows: string[][], total: number, max = 48): number[] {
  const n = rows[0]?.length ?? 0;
  const widths: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const longest = Math.max(...rows.map((r) => Math.max(...(r[i] ?? '').split('\n').map((l) => visibleLength(l)))));
    widths.push(Math.min(max, longest) + 2);
  }
  const used = widths.reduce((a, b) => a + b, 0) + n + 1;
  widths.push(Math.max(12, total - used));
  return widths;
}

function visibleLength(text: string): number {
  return text.replace(/\x1b\[[0-9;]*m/g, '').length;
}
