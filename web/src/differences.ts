/** The differences compare() found, each with every edition's value and its explanation. */
import type { Comparison, Difference, EditionInfo, EditionName, IriConversion, Masker } from './library';
import { valueView } from './columns';
import { h, shown, withCode } from './dom';
import { editionLabel } from './labels';

export function differencesView(comparison: Comparison<EditionName>, infos: readonly EditionInfo[]): HTMLElement {
  const compared = Object.keys(comparison.results) as EditionName[];
  if (comparison.differences.length === 0) return h('p', { class: 'agree' }, agreement(comparison, compared.length));
  return h(
    'ol',
    { class: 'difference-list' },
    comparison.differences.map((d) => item(d, compared, infos)),
  );
}

/** Only the IRI edition accepts the input: the URI it maps to (RFC 3987 §3.1), or why it maps to none. */
export function iriNote(iri: IriConversion, masker: Masker, infos: readonly EditionInfo[]): HTMLElement {
  const only = `As an IRI: only ${editionLabel('rfc3987', infos)} accepts it`;
  return h(
    'p',
    { class: 'iri-note' },
    iri.ok
      ? [`${only}; RFC 3987 §3.1 maps it to the URI `, h('code', { class: 'iri-uri' }, shown(masker.url(iri.uri))), '.']
      : `${only}, and RFC 3987 §3.1 maps it to no URI: ${masker.reason(iri.error)}`,
  );
}

function agreement(comparison: Comparison<EditionName>, count: number): string {
  const accepted = (Object.values(comparison.results) as { ok: boolean }[]).filter((r) => r.ok).length;
  const all = 'whatwg' in comparison.results ? `All ${count - 1} editions and WHATWG` : `All ${count} editions`;
  if (accepted === 0) return `${all} reject the input (each column says where and why).`;
  return `${all} accept the input and read every component the same way.`;
}

function item(d: Difference, compared: readonly EditionName[], infos: readonly EditionInfo[]): HTMLElement {
  const title = d.component === 'accepted' ? 'accepted by some editions, rejected by others' : `${d.component} differs`;
  // component differences list only the accepting editions; say what the others did
  const shown = compared.filter((e) => d.component === 'accepted' || e in d.values);
  return h(
    'li',
    { class: 'difference', 'data-component': d.component },
    h('h3', {}, title),
    h(
      'table',
      { class: 'difference-values' },
      h('caption', { class: 'visually-hidden' }, `${d.component}, edition by edition`),
      h(
        'tbody',
        {},
        shown.map((e) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, e === ('whatwg' as EditionName) ? 'WHATWG URL' : editionLabel(e, infos)),
            h('td', {}, d.component === 'accepted' ? verdict(d.values[e]) : valueView(d.values[e])),
          ),
        ),
      ),
    ),
    h('p', { class: 'explanation' }, withCode(d.explanation)),
  );
}

function verdict(value: string | undefined): HTMLElement {
  return h('span', { class: value === 'accepted' ? 'verdict-word ok' : 'verdict-word bad' }, value ?? '');
}
