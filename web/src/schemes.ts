/**
 * The input's scheme in its own specifications (Comparison.schemes): the columns of
 * scheme-columns.ts drawn side by side, then the differences between the eras.
 */
import type { SchemeComparison } from './library';
import { h, shown } from './dom';
import { schemeColumns } from './scheme-columns';

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
