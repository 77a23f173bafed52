/**
 * The side-by-side view: one column per edition — accepted or rejected; the input coloured by the
 * spans of its components; each component's exact text; where a component differs between
 * editions, a mark on it (in the coloured input and in the table).
 */
import { Masker } from './library';
import type { Comparison, Component, EditionInfo, EditionName, ParseResult, Quoter, UriReference, UriSyntaxError, Warning } from './library';
import { h, shown } from './dom';
import type { Child } from './dom';
import { COMPONENT_HELP, FIELDS, citation, rfcLabel } from './labels';
import type { Field } from './labels';
import { insideAny, pieces } from './spans';
import type { Span } from './spans';

type Accepted = Extract<ParseResult, { ok: true }>;

/** The fields that differ between editions, as the rows that show them. */
export function differingFields(comparison: Comparison<EditionName>): Set<Field> {
  const out = new Set<Field>();
  for (const d of comparison.differences) {
    if (d.component === 'accepted') continue;
    out.add(d.component);
    if (d.component === 'userinfo') {
      out.add('user');
      out.add('password');
    }
  }
  return out;
}

/** The spans of this reading that hold a differing component (a differing host kind marks the host). */
function differingSpans(uri: UriReference, differing: Set<Field>): Span[] {
  const out: Span[] = [];
  for (const field of differing) {
    const component: Component = field === 'hostKind' ? 'host' : field;
    const span = uri.spans[component];
    if (span && uri[component] !== undefined) out.push(span);
  }
  return out;
}

/** The components coloured anywhere in the view, in the legend's order. */
export function componentsShown(comparison: Comparison<EditionName>): Component[] {
  const seen = new Set<Component>();
  for (const r of Object.values(comparison.results) as ParseResult[]) {
    if (!r.ok) continue;
    for (const p of pieces(comparison.input, r.uri.spans)) {
      if (p.component) seen.add(p.component);
      for (const c of p.within) seen.add(c);
    }
  }
  return (Object.keys(COMPONENT_HELP) as Component[]).filter((c) => seen.has(c));
}

export function legend(components: readonly Component[]): HTMLElement {
  if (components.length === 0) return h('p', { class: 'legend-empty' }, 'No edition accepts the input, so nothing is coloured.');
  return h(
    'ul',
    { class: 'legend', 'aria-label': 'Colours of the components' },
    components.map((c) =>
      h('li', { title: COMPONENT_HELP[c] }, h('span', { class: `swatch c-${c}`, 'aria-hidden': 'true' }), c),
    ),
    h('li', { class: 'legend-differs' }, h('span', { class: 'swatch differs', 'aria-hidden': 'true' }), 'differs between editions'),
  );
}

/** One column per compared edition, oldest first. */
export function columns(comparison: Comparison<EditionName>, infos: readonly EditionInfo[], masker: Masker): HTMLElement[] {
  const differing = differingFields(comparison);
  const accepted = (Object.values(comparison.results) as ParseResult[]).filter((r): r is Accepted => r.ok);
  const rows = FIELDS.filter((f) => accepted.some((r) => r.uri[f] !== undefined));
  return infos
    .filter((info) => comparison.results[info.name] !== undefined)
    .map((info) => column(comparison.input, info, comparison.results[info.name], rows, differing, masker));
}

function column(
  input: string,
  info: EditionInfo,
  result: ParseResult,
  rows: readonly Field[],
  differing: Set<Field>,
  masker: Masker,
): HTMLElement {
  const id = `col-${info.name}`;
  return h(
    'article',
    { class: `edition ${result.ok ? 'is-ok' : 'is-rejected'}`, 'data-edition': info.name, 'aria-labelledby': id },
    h(
      'h3',
      { id },
      h('span', { class: 'rfc' }, rfcLabel(info)),
      ' ',
      h('span', { class: 'year' }, String(info.year)),
      ' ',
      h('span', { class: 'name' }, info.name),
    ),
    h('p', { class: 'edition-title' }, info.title),
    result.ok ? acceptedView(input, info, result, rows, differing, masker) : rejectedView(result.error, info.rfc, masker),
  );
}

function acceptedView(
  input: string,
  info: EditionInfo,
  result: Accepted,
  rows: readonly Field[],
  differing: Set<Field>,
  masker: Masker,
): Child[] {
  const { uri } = result;
  const q = masker.quoter(input);
  return [
    h('p', { class: 'verdict ok' }, h('span', { 'aria-hidden': 'true' }, '✓ '), 'accepted', h('span', { class: 'form' }, ` · ${uri.form} ${referenceWord(info)}`)),
    highlighted(input, uri, differing, q),
    h(
      'table',
      { class: 'components' },
      h('caption', { class: 'visually-hidden' }, `Components under ${rfcLabel(info)}`),
      h('tbody', {}, rows.map((f) => row(f, uri, differing.has(f), q)), segmentsRow(uri, masker)),
    ),
    schemeData(uri, masker),
    warnings(result.warnings, info.rfc, masker),
  ];
}

/** The input, each piece coloured by its innermost component; differing components outlined. */
function highlighted(input: string, uri: UriReference, differing: Set<Field>, q: Quoter): HTMLElement {
  const marked = differingSpans(uri, differing);
  return h(
    'p',
    { class: 'hl', 'aria-label': 'the input, coloured by component' },
    pieces(input, uri.spans).map((p) => {
      const text = shown(q.text(p.start, p.end));
      const classes = ['piece'];
      if (p.component) classes.push(`c-${p.component}`);
      for (const c of p.within) classes.push(`in-${c}`);
      if (p.start === p.end) classes.push('empty');
      const differs = p.component !== undefined && marked.length > 0 && insideAny(p, marked);
      if (differs) classes.push('differs');
      const title = p.component
        ? `${p.component}${p.start === p.end ? ' (present, empty)' : ''}${differs ? ' — differs between editions' : ''}`
        : undefined;
      return h('span', { class: classes.join(' '), title, 'data-component': p.component }, text);
    }),
  );
}

function row(field: Field, uri: UriReference, differs: boolean, q: Quoter): HTMLElement {
  const value = typeof uri[field] === 'string' ? shownValue(uri, field, q) : undefined;
  const swatch = field === 'hostKind' ? undefined : h('span', { class: `swatch c-${field}`, 'aria-hidden': 'true' });
  return h(
    'tr',
    { class: differs ? 'differs' : undefined, 'data-field': field },
    h('th', { scope: 'row' }, swatch, field),
    h(
      'td',
      {},
      valueView(value),
      differs ? h('span', { class: 'badge-differs' }, h('span', { 'aria-hidden': 'true' }, '≠ '), 'differs') : undefined,
    ),
  );
}

/** What the edition calls what it parses: URL (RFC 1738, 1808), IRI (RFC 3987), URI (RFC 1630, 2396, 3986). */
function referenceWord(info: EditionInfo): string {
  if (info.rfc === 1738 || info.rfc === 1808) return 'URL';
  return info.rfc === 3987 ? 'IRI' : 'URI';
}

/** A component's text: `''` shows as "empty", undefined as "absent" — the AST's own distinction. */
export function valueView(value: string | undefined): HTMLElement {
  if (value === undefined) return h('span', { class: 'absent' }, 'absent');
  if (value === '') return h('span', { class: 'empty-value' }, 'empty');
  return h('code', { class: 'value' }, shown(value));
}

/** Segments listed one by one up to this many (a 10 MB path can have millions). */
const SEGMENTS_SHOWN = 64;

function segmentsRow(uri: UriReference, masker: Masker): HTMLElement | undefined {
  if (!uri.segments || uri.segments.length === 0) return undefined;
  const more = uri.segments.length - SEGMENTS_SHOWN;
  return h(
    'tr',
    { 'data-field': 'segments' },
    h('th', { scope: 'row' }, 'segments'),
    h(
      'td',
      {},
      h(
        'ol',
        { class: 'segments' },
        uri.segments.slice(0, SEGMENTS_SHOWN).map((s) =>
          h(
            'li',
            {},
            s.value === '' ? h('span', { class: 'empty-value' }, 'empty') : h('code', {}, shown(masker.component('segment', s.value))),
            (s.params ?? []).map((p) => [' ', h('code', { class: 'param', title: 'segment param (RFC 2396 §3.3)' }, ';', shown(masker.component('param', p)))]),
          ),
        ),
        more > 0 ? h('li', { class: 'more' }, `… ${more.toLocaleString('en')} more (${uri.segments.length.toLocaleString('en')} in all)`) : undefined,
      ),
    ),
  );
}

/** RFC 1738's scheme-specific fields (ftp typecode, gopher selector, mailto address, …). */
function schemeData(uri: UriReference, masker: Masker): HTMLElement | undefined {
  const data = uri.schemeData;
  if (!data) return undefined;
  const entries = Object.entries(data).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return undefined;
  return h(
    'table',
    { class: 'components scheme-data' },
    h('caption', {}, `${uri.scheme ?? ''} fields`),
    h(
      'tbody',
      {},
      entries.map(([key, v]) => {
        const text = (x: string) => (key === 'password' && x && !masker.show ? Masker.MASK : masker.component(key, x));
        return h('tr', {}, h('th', { scope: 'row' }, key), h('td', {}, Array.isArray(v) ? v.map((x) => [valueView(text(x)), ' ']) : valueView(text(v as string))));
      }),
    ),
  );
}

function warnings(list: readonly Warning[], rfc: number, masker: Masker): HTMLElement | undefined {
  if (list.length === 0) return undefined;
  return h(
    'details',
    { class: 'warnings' },
    h('summary', {}, `${list.length} warning${list.length === 1 ? '' : 's'}`),
    h('ul', {}, list.map((w) => h('li', {}, masker.text(w.message), w.section ? h('span', { class: 'section' }, ` (${citation(w.section, rfc)})`) : undefined))),
  );
}

/**
 * A rejection: the error's own words, its caret display, and — for an error found by a grammar
 * (one with a failing rule or expected rules) — the offset, the rule and what was expected.
 */
export function rejectedView(error: UriSyntaxError, rfc: number, masker: Masker): Child[] {
  const full = masker.reason(error);
  const reason = full.startsWith(`${error.edition}: `) ? full.slice(error.edition.length + 2) : full;
  // a grammar's error points at a character; others (RFC 1738 has no relative URLs) point nowhere
  const located = error.rule !== undefined || error.expected.length > 0 || error.offset > 0;
  const message = masker.error(error);
  const newline = message.indexOf('\n');
  const caret = located && newline >= 0 ? message.slice(newline + 1) : undefined;
  return [
    h('p', { class: 'verdict bad' }, h('span', { 'aria-hidden': 'true' }, '✗ '), 'rejected'),
    h('p', { class: 'reason' }, reason),
    // focusable: a keyboard user can scroll a long line sideways
    caret ? h('pre', { class: 'caret', tabindex: 0 }, caret) : undefined,
    !located
      ? undefined
      : h(
          'dl',
          { class: 'error-facts' },
          h('dt', {}, 'offset'),
          h('dd', {}, `${error.offset} (line ${error.line}, column ${error.column})`),
          error.rule ? [h('dt', {}, 'rule'), h('dd', {}, h('code', {}, error.rule), error.section ? ` (${citation(error.section, rfc)})` : '')] : undefined,
          error.expected.length ? [h('dt', {}, 'expected'), h('dd', {}, error.expected.map((e, i) => [i ? ', ' : '', h('code', {}, e)]))] : undefined,
        ),
  ];
}

/** A component's value as shown: its span of the input through the quoter (which masks passwords). */
function shownValue(uri: UriReference, field: keyof UriReference, q: Quoter): string | undefined {
  const value = uri[field];
  if (typeof value !== 'string') return undefined;
  const span = uri.spans[field as keyof UriReference['spans']];
  return span ? q.text(span[0], span[1]) : value;
}
