/**
 * How `compare`'s table is laid out: one column per reading (an edition, WHATWG, or any other
 * reading a caller adds: the layout knows only names and cells). When it does not fit the
 * terminal:
 *
 *  1. readings whose columns read the same are merged into one column headed "rfc1808 = rfc2396"
 *     (the names stacked when that is narrower);
 *  2. if that still does not fit, one block per (merged) reading: its name, then a line per row,
 *     the label and the value (a value longer than the line continues on the next, under itself).
 *
 * A value is never cut. Output that is not a terminal (`width` undefined) is the whole table, but
 * for a table wider than PIPE_WIDEST columns (a value of many kilobytes: the table would repeat it
 * padded on every row), which is laid out in blocks with each value on one line.
 */
import { columns } from '../model/columns';
import { grid, wrapColumns } from './grid';
import { largest } from './list';

/** One reading's column: its name (the heading) and one cell per row. */
export interface LayoutColumn {
  name: string;
  cells: string[];
}

export interface Layout {
  /** the row labels (the first column, under an empty heading), one per row */
  labels: string[];
  columns: LayoutColumn[];
  /** how a heading is shown (bold, in colour) */
  heading?: (name: string) => string;
}

const SGR = /\x1b\[[0-9;]*m/g;
const plain = (text: string) => text.replace(SGR, '');

/** The columns that read the same, merged (in the order of their first reading); names joined by " = ". */
export function mergeSame(list: readonly LayoutColumn[]): LayoutColumn[][] {
  const groups: LayoutColumn[][] = [];
  const byCells = new Map<string, LayoutColumn[]>();
  for (const column of list) {
    const key = JSON.stringify(column.cells.map(plain));
    const group = byCells.get(key);
    if (group) group.push(column);
    else {
      const fresh = [column];
      byCells.set(key, fresh);
      groups.push(fresh);
    }
  }
  return groups;
}

/** Past this width, output that is not a terminal gets blocks instead of the table. */
export const PIPE_WIDEST = 1000;

/** The width of the table of these columns, without drawing it: each column its widest line and 3, and 1. */
function tableWidth(labels: readonly string[], cols: readonly { name: string; cells: readonly string[] }[]): number {
  const widest = (texts: readonly string[]) => largest(texts.flatMap((t) => t.split('\n').map(columns)), 0);
  return cols.reduce((sum, c) => sum + widest([c.name, ...c.cells]) + 3, widest(labels) + 4);
}

/** The table, fitted to `width` terminal columns as the module comment says (undefined: not a terminal). */
export function layOut(layout: Layout, width?: number): string {
  const heading = layout.heading ?? ((name: string) => name);
  const tableOf = (cols: readonly { name: string; cells: string[] }[]) =>
    grid(['', ...cols.map((c) => c.name)], layout.labels.map((label, i) => [label, ...cols.map((c) => c.cells[i] ?? '')]));
  const full = layout.columns.map((c) => ({ name: heading(c.name), cells: c.cells }));
  const fullWidth = tableWidth(layout.labels, full);
  if (width === undefined) return fullWidth <= PIPE_WIDEST ? tableOf(full) : blocks(layout, mergeSame(layout.columns), heading, Infinity);
  if (fullWidth <= width) return tableOf(full);

  const groups = mergeSame(layout.columns);
  if (groups.length < layout.columns.length) {
    for (const join of [' = ', '\n= ']) {
      const merged = groups.map((g) => ({ name: g.map((c) => heading(c.name)).join(join), cells: g[0].cells }));
      if (tableWidth(layout.labels, merged) <= width) return tableOf(merged);
    }
  }
  return blocks(layout, groups, heading, width);
}

/**
 * One block per group, a blank line between: "name = name", then a "  label  value" line per row
 * (a row the reading has no value for — a rejecting edition's components, a component it reads
 * as absent, "–" — left out), values wrapped under themselves.
 */
function blocks(layout: Layout, groups: LayoutColumn[][], heading: (name: string) => string, width: number): string {
  const labelWidth = Math.max(...layout.labels.map(columns));
  const indent = 2 + labelWidth + 2;
  const room = Math.max(8, width - indent);
  const out: string[] = [];
  for (const group of groups) {
    if (out.length) out.push('');
    out.push(group.map((c) => heading(c.name)).join(' = '));
    layout.labels.forEach((label, i) => {
      const cell = group[0].cells[i] ?? '';
      if (cell === '' || plain(cell).trim() === '–') return;
      const lines = cell.split('\n').flatMap((line) => wrapColumns(line, room));
      const pad = ' '.repeat(labelWidth - columns(label));
      out.push(`  ${label}${pad}  ${lines[0] ?? ''}`.trimEnd());
      for (const line of lines.slice(1)) out.push(`${' '.repeat(indent)}${line}`);
    });
  }
  return out.join('\n');
}
