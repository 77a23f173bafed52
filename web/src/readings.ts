/**
 * The audit's readings as the playground's table shows them (no DOM here: web/src/audit.ts draws
 * it): one column per reading — the editions, WHATWG, the client readers — and a row per
 * value some reading has.
 */
import type { Audit, AuditReading, ReadingName } from './library';

/** The rows of the readings table: a label and how to show a reading's value ('' when it has none). */
const ROWS: readonly [string, (r: AuditReading) => string | undefined][] = [
  ['scheme', (r) => r.scheme],
  ['host (type)', (r) => (r.host === undefined ? undefined : `${r.host} (${r.hostType})`)],
  ['canonical host', (r) => r.canonicalHost],
  ['address', (r) => r.address],
  ['destinations', (r) => r.destinations?.join(', ')],
  ['port', (r) => (r.port === undefined ? undefined : `${r.port}${r.portInRange ? '' : ' (out of range)'}`)],
  ['target', (r) => r.target],
  ['read by', (r) => r.reader],
];

/**
 * The cells of the readings table for an audit: a header of reading names, then "accepted?" and
 * each row some reading has a value for.
 */
export function readingCells<R extends ReadingName>(a: Audit<R>): { names: R[]; rows: [string, string[]][] } {
  const names = Object.keys(a.readings) as R[];
  const get = (n: R): AuditReading => a.readings[n];
  const rows: [string, string[]][] = [['accepted?', names.map((n) => (get(n).accepted ? 'yes' : 'no'))]];
  for (const [label, value] of ROWS) {
    if (!names.some((n) => value(get(n)) !== undefined)) continue;
    rows.push([label, names.map((n) => value(get(n)) ?? '')]);
  }
  return { names, rows };
}

