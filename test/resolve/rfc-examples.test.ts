/**
 * Every row of the three RFCs' resolution example tables, each against its own edition:
 * RFC 1808 §5.1–5.2, RFC 2396 Appendix C, RFC 3986 §5.4.1–5.4.2 (test/fixtures/resolve/rfc*.ts).
 */
import { resolve, resolveAll } from '../../src/index';
import type { EditionName } from '../../src/index';
import type { ResolutionExample } from '../fixtures/resolve/example';
import { RFC1808_BASE, RFC1808_EXAMPLES } from '../fixtures/resolve/rfc1808';
import { RFC2396_BASE, RFC2396_EXAMPLES } from '../fixtures/resolve/rfc2396';
import { RFC3986_BASE, RFC3986_EXAMPLES } from '../fixtures/resolve/rfc3986';

const TABLES: [EditionName, string, string, readonly ResolutionExample[]][] = [
  ['rfc1808', 'RFC 1808 §5', RFC1808_BASE, RFC1808_EXAMPLES],
  ['rfc2396', 'RFC 2396 Appendix C', RFC2396_BASE, RFC2396_EXAMPLES],
  ['rfc3986', 'RFC 3986 §5.4', RFC3986_BASE, RFC3986_EXAMPLES],
];

describe.each(TABLES)('%s: %s', (edition, _source, base, rows) => {
  const label = (row: ResolutionExample) =>
    `§${row.section} line ${row.line}: ${JSON.stringify(row.reference)}${row.strict === false ? ' (strict: false)' : ''} = ${row.target}`;

  it.each(rows.map((row) => [label(row), row] as const))('%s', (_label, row) => {
    expect(resolve(base, row.reference, edition, { strict: row.strict ?? true })).toBe(row.target);
  });

  it.each(rows.filter((row) => row.strict !== false).map((row) => [label(row), row] as const))(
    'resolveAll agrees: %s',
    (_label, row) => {
      const result = resolveAll(base, row.reference)[edition];
      expect(result.ok && result.target).toBe(row.target);
    },
  );
});

describe('the tables are complete', () => {
  it('has every row of each RFC table', () => {
    // 24 normal + 15 abnormal (RFC 1808 §5.1, §5.2); 22 + 21 with both http:g rows (RFC 2396 C.1, C.2);
    // 23 + 20 with both http:g rows (RFC 3986 §5.4.1, §5.4.2)
    expect(RFC1808_EXAMPLES.filter((r) => r.section === '5.1')).toHaveLength(24);
    expect(RFC1808_EXAMPLES.filter((r) => r.section === '5.2')).toHaveLength(15);
    expect(RFC2396_EXAMPLES.filter((r) => r.section === 'C.1')).toHaveLength(22);
    expect(RFC2396_EXAMPLES.filter((r) => r.section === 'C.2')).toHaveLength(21);
    expect(RFC3986_EXAMPLES.filter((r) => r.section === '5.4.1')).toHaveLength(23);
    expect(RFC3986_EXAMPLES.filter((r) => r.section === '5.4.2')).toHaveLength(20);
  });
});
