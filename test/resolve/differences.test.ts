/**
 * Where the editions' algorithms disagree (test/fixtures/resolve/differences.ts), and the
 * side-by-side table of them in docs/resolution.md, which must be that same table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolve, resolveAll } from '../../src/index';
import { DIFFERENCES } from '../fixtures/resolve/differences';
import type { DifferenceRow } from '../fixtures/resolve/differences';

const EDITIONS = ['rfc1808', 'rfc2396', 'rfc3986'] as const;
const label = (row: DifferenceRow) =>
  `${JSON.stringify(row.reference)} against ${row.base}${row.strict === false ? ' (strict: false)' : ''}`;

describe.each(DIFFERENCES.map((row) => [label(row), row] as const))('%s', (_label, row) => {
  it.each(EDITIONS)('%s', (edition) => {
    const options = { strict: row.strict ?? true };
    expect(resolve(row.base, row.reference, edition, options)).toBe(row[edition]);
    const all = resolveAll(row.base, row.reference, options);
    expect(all[edition]).toMatchObject({ ok: true, target: row[edition] });
  });
  it('rfc1738: no relative URLs', () => {
    expect(resolveAll(row.base, row.reference).rfc1738.ok).toBe(false);
  });
  it('is a difference', () => {
    expect(new Set(EDITIONS.map((e) => row[e])).size).toBeGreaterThan(1);
  });
});

describe('the table of docs/resolution.md', () => {
  const page = readFileSync(join(__dirname, '../..', 'docs', 'resolution.md'), 'utf8');
  const start = page.indexOf('# Resolving references');
  const table = page.indexOf("\n## Where the editions' answers differ", start);
  const end = page.indexOf('\n## ', table + 1);
  const section = page.slice(table, end < 0 ? undefined : end);
  /** the table rows: | base | reference | RFC 1808 | RFC 2396 | RFC 3986 | why | */
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
  const code = (cell: string) => (cell === '(empty)' ? '' : cell.replace(/^`|`$/g, ''));

  it('exists', () => {
    expect(start).toBeGreaterThanOrEqual(0);
    expect(table).toBeGreaterThan(start);
  });

  it('lists every difference, in order, with each edition’s answer', () => {
    expect(
      rows.map(([base, reference, a, b, c]) => {
        const strict = / \(strict: false\)$/.test(reference);
        return [code(base), code(reference.replace(/ \(strict: false\)$/, '')), strict, code(a), code(b), code(c)];
      }),
    ).toEqual(DIFFERENCES.map((r) => [r.base, r.reference, r.strict === false, r.rfc1808, r.rfc2396, r.rfc3986]));
  });
});
