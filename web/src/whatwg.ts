/**
 * The WHATWG column: what the browser's own URL (the URL Standard's parser) makes of the input,
 * beside the editions — accepted or not, and its values the way compare() compares them with the
 * editions' (scheme and host lowercased, the host decoded and in ASCII, the default port filled
 * in, dot segments removed), so a component marked as differing differs in meaning. Passwords are
 * "***" unless "Show passwords" is checked.
 */
import { whatwgCompared } from './library';
import type { Masker, WhatwgResult } from './library';
import { valueView } from './columns';
import { h, shown } from './dom';

const ROWS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;

/** The column, in the editions' grid; `differing`: the components compare() found different. */
export function whatwgColumn(result: WhatwgResult, masker: Masker, differing: ReadonlySet<string>): HTMLElement {
  return h(
    'article',
    { class: `edition whatwg ${result.ok ? 'is-ok' : 'is-rejected'}`, 'data-edition': 'whatwg', 'aria-labelledby': 'col-whatwg' },
    h('h3', { id: 'col-whatwg' }, h('span', { class: 'rfc' }, 'WHATWG URL'), ' ', h('span', { class: 'year' }, 'living standard'), ' ', h('span', { class: 'name' }, 'whatwg')),
    h('p', { class: 'edition-title' }, "This browser's own URL parser; values shown as compared with the editions'"),
    result.ok ? accepted(result, masker, differing) : rejected(result, masker),
  );
}

function accepted(result: Extract<WhatwgResult, { ok: true }>, masker: Masker, differing: ReadonlySet<string>): HTMLElement[] {
  const url = result.url;
  const values = whatwgCompared(url);
  const text = (field: (typeof ROWS)[number]): string | undefined => {
    const value = values[field];
    if (value === undefined) return undefined;
    return field === 'userinfo' ? masker.whatwgUserinfo(url, value) : masker.component(field, value);
  };
  return [
    h('p', { class: 'verdict ok' }, h('span', { 'aria-hidden': 'true' }, '✓ '), 'accepted', h('span', { class: 'form' }, ` · ${url.special ? 'special' : 'non-special'} URL`)),
    h('p', { class: 'hl whatwg-href', 'aria-label': 'the URL as WHATWG serialises it' }, shown(masker.url(url.href))),
    h(
      'table',
      { class: 'components' },
      h('caption', { class: 'visually-hidden' }, 'Components under the WHATWG URL Standard'),
      h(
        'tbody',
        {},
        ROWS.map((field) => {
          const differs = differing.has(field) || (field === 'host' && differing.has('hostKind'));
          return h(
            'tr',
            { class: differs ? 'differs' : undefined, 'data-field': field },
            h('th', { scope: 'row' }, field === 'userinfo' ? field : [h('span', { class: `swatch c-${field}`, 'aria-hidden': 'true' }), field]),
            h(
              'td',
              {},
              valueView(text(field)),
              field === 'host' && url.hostType ? h('span', { class: 'host-type' }, ` (${url.hostType})`) : undefined,
              differs ? h('span', { class: 'badge-differs' }, h('span', { 'aria-hidden': 'true' }, '≠ '), 'differs') : undefined,
            ),
          );
        }),
      ),
    ),
  ];
}

function rejected(result: Extract<WhatwgResult, { ok: false }>, masker: Masker): HTMLElement[] {
  return [
    h('p', { class: 'verdict bad' }, h('span', { 'aria-hidden': 'true' }, '✗ '), 'rejected'),
    h('p', { class: 'reason' }, `${masker.text(result.error.message)}: the basic URL parser returns failure (URL Standard §4.4)`),
  ];
}
