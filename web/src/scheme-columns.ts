/**
 * What the scheme section shows, as plain data (no DOM: tested under node): one column per era of
 * the input's scheme — RFC 1738 §3.3, RFC 2616, RFC 7230, RFC 9110 for http — accepted with the
 * scheme's fields by the RFC's names, or rejected with the RFC's words. schemes.ts draws it.
 */
import { schemes } from './library';
import type { SchemeComparison, SchemeEra, SchemeFieldValue, SchemeSpecName } from './library';
import { citation } from './labels';

/** One era's column, as data. */
export interface SchemeColumn {
  spec: SchemeSpecName;
  /** "RFC 9110 (2022) §4.2.1" */
  heading: string;
  /** the rule a whole URI is, and the RFC's title */
  rule: string;
  title: string;
  accepted: boolean;
  /** accepted: each field by the RFC's name, its value as text (undefined when absent) */
  fields: [name: string, value: string | undefined][];
  /** accepted: the RFC's remarks; rejected: the reason and where */
  notes: string[];
}

const text = (v: SchemeFieldValue): string | undefined =>
  v === undefined || typeof v === 'string' ? v : (v as readonly (string | readonly string[])[]).map((x) => (typeof x === 'string' ? x : x.join('='))).join(', ');

/** The columns of a scheme comparison (already masked), oldest era first. */
export function schemeColumns(s: SchemeComparison): SchemeColumn[] {
  const eras: readonly SchemeEra[] = schemes[s.scheme] ?? [];
  return eras.flatMap((era): SchemeColumn[] => {
    const r = s.results[era.name];
    if (!r) return [];
    const base = { spec: era.name, heading: `RFC ${era.rfc} (${era.year}) §${era.section}`, rule: era.top, title: era.title };
    if (!r.ok) {
      const e = r.error;
      const where = e.section ? ` (${citation(e.section, era.rfc)})` : '';
      return [{ ...base, accepted: false, fields: [], notes: [e.note ?? `rejected at offset ${e.offset} in ${e.rule ?? era.top}${where}`] }];
    }
    return [{ ...base, accepted: true, fields: Object.entries(r.fields).map(([k, v]) => [k, text(v)] as [string, string | undefined]), notes: r.warnings.map((w) => w.message) }];
  });
}

