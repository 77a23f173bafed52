/**
 * The resolution panel: the reference resolved against the base by each edition's own algorithm
 * (resolveAll), the target most editions give named, and every target that differs from it marked,
 * with the part that differs highlighted.
 */
import type { EditionInfo, EditionName, Masker, ResolveAllResult, Warning } from './library';
import { changedPart, plurality } from './agreement';
import { rejectedView } from './columns';
import { h, shown } from './dom';
import { citation, editionLabel, listAnd, rfcLabel } from './labels';

export function resolutionView(raw: ResolveAllResult, infos: readonly EditionInfo[], masker: Masker): HTMLElement[] {
  const result = masked(raw, masker);
  const names = infos.map((i) => i.name).filter((n) => result[n] !== undefined);
  const targets = names.flatMap((n) => {
    const r = result[n];
    return r.ok ? [r.target] : [];
  });
  const common = plurality(targets);
  const distinct = new Set(targets).size;
  const holders = names.filter((n) => {
    const r = result[n];
    return r.ok && r.target === common;
  });
  const summary =
    targets.length === 0
      ? 'No edition resolves the reference against this base.'
      : distinct === 1
        ? `Every edition that resolves it gives the same target.`
        : `The editions give ${distinct} different targets; highlighted below: what differs from the target ${listAnd(holders.map((n) => editionLabel(n, infos)))} give${holders.length === 1 ? 's' : ''}.`;
  return [
    h('p', { class: 'resolution-summary' }, summary),
    h(
      'div',
      { class: 'resolution-grid' },
      names.map((n) => card(n, result, infos, common, distinct > 1, masker)),
    ),
  ];
}

/** The targets and warnings with their passwords hidden (errors are masked where they are shown). */
function masked(result: ResolveAllResult, masker: Masker): ResolveAllResult {
  const out = {} as ResolveAllResult;
  for (const [name, r] of Object.entries(result) as [EditionName, ResolveAllResult[EditionName]][]) {
    out[name] = r.ok ? { ok: true, target: masker.url(r.target), warnings: r.warnings.map((w) => ({ ...w, message: masker.text(w.message) })) } : r;
  }
  return out;
}

function card(
  name: EditionName,
  result: ResolveAllResult,
  infos: readonly EditionInfo[],
  common: string | undefined,
  split: boolean,
  masker: Masker,
): HTMLElement {
  const info = infos.find((i) => i.name === name) as EditionInfo;
  const r = result[name];
  const id = `res-${name}`;
  const differs = r.ok && split && r.target !== common;
  return h(
    'article',
    {
      class: `resolution ${r.ok ? 'is-ok' : 'is-rejected'}${differs ? ' differs' : ''}`,
      'data-edition': name,
      'aria-labelledby': id,
    },
    h('h3', { id }, h('span', { class: 'rfc' }, rfcLabel(info)), ' ', h('span', { class: 'name' }, name)),
    r.ok
      ? [
          h('p', { class: 'target' }, target(r.target, differs ? common : undefined)),
          differs ? h('p', { class: 'badge-differs' }, h('span', { 'aria-hidden': 'true' }, '≠ '), 'differs') : undefined,
          warnings(r.warnings, info.rfc),
        ]
      : [
          h('p', { class: 'verdict bad' }, h('span', { 'aria-hidden': 'true' }, '✗ '), 'no target'),
          ...rejectedView(r.error, info.rfc, masker).slice(1),
        ],
  );
}

/** The target as code; against the common target, the part that differs marked. */
function target(text: string, common: string | undefined): HTMLElement {
  if (common === undefined) return h('code', { class: 'value' }, shown(text));
  const [start, end] = changedPart(text, common);
  return h(
    'code',
    { class: 'value' },
    shown(text.slice(0, start)),
    start === end
      ? h('span', { class: 'delta delta-gap', role: 'img', 'aria-label': 'text missing here', title: 'the common target has text here' })
      : h('mark', { class: 'delta', title: 'differs from the common target' }, shown(text.slice(start, end))),
    shown(text.slice(end)),
  );
}

function warnings(list: readonly Warning[], rfc: number): HTMLElement | undefined {
  if (list.length === 0) return undefined;
  return h(
    'details',
    { class: 'warnings' },
    h('summary', {}, `${list.length} remark${list.length === 1 ? '' : 's'}`),
    h('ul', {}, list.map((w) => h('li', {}, w.message, w.section ? ` (${citation(w.section, rfc)})` : ''))),
  );
}
