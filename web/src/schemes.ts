/**
 * The input's scheme in its own specifications (Comparison.schemes): one column per era — RFC 1738
 * §3.3, RFC 2616, RFC 7230, RFC 9110 for http — accepted with the scheme's fields by the RFC's
 * names, or rejected with the RFC's words; then the differences between the eras. What to show is
 * worked out as plain data (schemeColumns, tested), then drawn.
 */
import { schemes } from './library';
import type { SchemeComparison, SchemeEra, SchemeFieldValue, SchemeSpecName } from './library';
import { h, shown } from './dom';
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

/** The section: the columns, and each difference with its explanation. */
export function schemeView(s: SchemeComparison | undefined): HTMLElement[] {
  if (!s) return [h('p', { class: 'hint' }, 'No specification of this scheme is read here (see docs/schemes): only the generic editions apply.')];
  const columns = schemeColumns(s).map((c) =>
    h(
      'article',
      { class: `edition ${c.accepted ? 'is-ok' : 'is-rejected'}`, 'data-spec': c.spec },
      h('h3', {}, h('span', { class: 'rfc' }, c.heading), ' ', h('span', { class: 'name' }, c.rule)),
      h('p', { class: 'edition-title' }, c.title),
      h('p', { class: `verdict ${c.accepted ? 'ok' : 'rejected'}` }, c.accepted ? '✓ accepted' : '✗ rejected'),
      c.fields.length
        ? h(
            'table',
            { class: 'components' },
            h('tbody', {}, c.fields.map(([name, value]) => h('tr', {}, h('th', { scope: 'row' }, name), h('td', {}, value === undefined ? h('span', { class: 'absent' }, 'absent') : value === '' ? h('span', { class: 'empty-value' }, 'empty') : h('code', { class: 'value' }, shown(value)))))),
          )
        : undefined,
      c.notes.map((n) => h('p', { class: c.accepted ? 'warning' : 'error-reason' }, shown(n))),
    ),
  );
  const differences = s.differences.length
    ? h('ul', { class: 'differences' }, s.differences.map((d) => h('li', {}, h('strong', {}, d.component), ': ', shown(d.explanation))))
    : h('p', {}, `The ${s.scheme} specifications agree.`);
  return [h('div', { class: 'columns' }, columns), differences];
}
