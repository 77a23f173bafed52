/**
 * The audit (audit()): how each reading — the editions, WHATWG and the client readers (CPython's urlsplit, curl, Go, Java, PHP, Ruby, Node's url.parse) — reads
 * where the input connects (a table, one column per reading), whether they agree, its findings and
 * risk flags. Each finding and flag names its offset with a button;
 * focusing or clicking it marks that character in the coloured input above the lists. Passwords
 * are "***" as everywhere on the page (a mark inside one marks the whole "***").
 */
import type { Audit, Finding, Masker, RiskFlag, UriReference } from './library';
import { readingCells } from './readings';
import { h, replace, shown } from './dom';
import type { Child } from './dom';
import { pieces } from './spans';
import type { Span } from './spans';

/** The audit section's body; `spans`: the components of an accepting edition, to colour the input. */
/** The verdict as the command line says it (docs/parser-differentials.md: what a filter must fear). */
const VERDICT: Record<Audit['verdict'], string> = {
  divergent: 'Divergent: readings that accept it disagree on where it leads.',
  'rejected-by-some': 'Rejected by some: some readings reject it; every reading that accepts it leads to the same place.',
  consistent: 'Consistent: the readings agree.',
};

export function auditView(a: Audit, masker: Masker, spans: UriReference['spans'] | undefined): HTMLElement[] {
  const input = h('p', { class: 'hl audit-input', 'aria-label': 'the input, with the selected offset marked' });
  const draw = (offset?: number) => replace(input, colouredInput(a.input, spans ?? {}, masker, offset));
  draw();
  const at = (offset: number | undefined): Child => {
    if (offset === undefined) return undefined;
    const button = h('button', { type: 'button', class: 'offset', 'data-offset': offset, 'aria-label': `mark offset ${offset} in the input` }, `at ${offset}`);
    button.addEventListener('focus', () => draw(offset));
    button.addEventListener('click', () => draw(offset));
    return button;
  };
  const finding = (f: Finding) =>
    h('li', { class: `finding severity-${f.severity}`, 'data-code': f.code }, h('span', { class: 'severity' }, f.severity), ' ', h('code', {}, f.code), ' ', at(f.offset), ' ', shown(masker.text(f.message)));
  const flag = (f: RiskFlag) => h('li', { class: 'flag', 'data-code': f.code }, h('code', {}, f.code), ' ', at(f.offset), ' ', shown(masker.text(f.message)));
  return [
    h(
      'p',
      { class: `audit-verdict ${a.verdict}` },
      VERDICT[a.verdict],
      ` Safe to allowlist: ${a.safeToAllowlist ? 'yes' : 'no'}.`,
      a.canonical !== undefined ? [' Canonical: ', h('code', {}, shown(masker.url(a.canonical)))] : undefined,
    ),
    readingsTable(a, masker),
    input,
    h('h3', {}, `Findings (${a.findings.length})`),
    a.findings.length ? h('ul', { class: 'findings' }, a.findings.map(finding)) : h('p', { class: 'hint' }, 'No finding.'),
    h('h3', {}, `Risk flags (${a.flags.length})`),
    a.flags.length ? h('ul', { class: 'flags' }, a.flags.map(flag)) : h('p', { class: 'hint' }, 'No risk flag.'),
  ];
}

function readingsTable(a: Audit, masker: Masker): HTMLElement {
  const { names, rows } = readingCells(a);
  return h(
    'div',
    { class: 'audit-readings-wrap' },
    h(
      'table',
      { class: 'audit-readings' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'reading'), names.map((n) => h('th', { scope: 'col', 'data-reading': n }, n)))),
      h(
        'tbody',
        {},
        // values by position: a target is a URL (its own password and secret spans), the others slices of the input
        rows.map(([label, cells]) => h('tr', {}, h('th', { scope: 'row' }, label), cells.map((c, i) => h('td', { 'data-reading': names[i] }, shown(label === 'target' ? masker.url(c) : masker.slice(c)))))),
      ),
    ),
  );
}

/**
 * The input coloured by `spans`, with the character at `offset` (or the end, when the offset is
 * the input's length) marked; inside a masked password the whole "***" is marked.
 */
function colouredInput(input: string, spans: UriReference['spans'], masker: Masker, offset?: number): Child[] {
  const q = masker.quoter(input);
  let mark: Span | undefined;
  if (offset !== undefined) {
    const hidden = masker.spans(input).find(([s, e]) => s <= offset && offset < e);
    mark = hidden ?? [offset, Math.min(offset + 1, input.length)];
  }
  const out: Child[] = [];
  for (const p of pieces(input, spans)) {
    if (p.start === p.end) continue;
    const cuts = [p.start, p.end];
    // cut the piece at the mark, except inside a masked span (the quoter shows one "***" for it)
    if (mark && !masker.spans(input).some(([s, e]) => s < p.end && p.start < e)) {
      for (const x of mark) if (x > p.start && x < p.end) cuts.splice(cuts.length - 1, 0, x);
    }
    for (let i = 0; i + 1 < cuts.length; i++) {
      const [s, e] = [cuts[i], cuts[i + 1]];
      const marked = mark !== undefined && s < mark[1] && mark[0] < e;
      const cls = ['piece', p.component ? `c-${p.component}` : '', marked ? 'at-offset' : ''].filter(Boolean).join(' ');
      out.push(h(marked ? 'mark' : 'span', { class: cls }, shown(q.text(s, e))));
    }
  }
  if (mark && mark[0] === input.length) out.push(h('mark', { class: 'piece at-offset end', title: 'the end of the input' }, '⟂'));
  return out;
}
