/**
 * compare(…, { whatwg: true }): the WHATWG reading beside the editions. It adds a Difference for
 * accept/reject and for each component where WHATWG's value means something else than an accepting
 * edition's (src/whatwg/values.ts says what counts as the same); where the editions already
 * differ on that component, WHATWG's value and explanation are added to that Difference.
 */
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import type { WhatwgResult } from '../whatwg/reading';
import type { Quoter } from './readings';
import { explainWhatwgAcceptance, explainWhatwgComponent } from './explain-whatwg';
import type { RfcOutcome } from './explain-whatwg';
import { WHATWG_FIELDS, rfcCompared, whatwgCompared, whatwgShown } from '../whatwg/values';
import type { WhatwgField } from '../whatwg/values';

/** What a Difference is about, and its values (the shapes of compare.ts). */
export type Values = Partial<Record<EditionName | 'whatwg', string | undefined>>;
export interface DifferenceLike {
  component: string;
  values: Values;
  explanation: string;
}
/** Makes a Difference whose explanation is computed when read (compare.ts's difference()). */
export type MakeDifference<D extends DifferenceLike> = (component: D['component'], values: Values, explain: () => string) => D;

/**
 * The editions' differences with WHATWG's merged in, in compare()'s order: accept/reject first, then
 * the components in `order`.
 */
export function withWhatwg<D extends DifferenceLike>(
  input: string,
  outcomes: readonly RfcOutcome[],
  whatwg: WhatwgResult,
  rfcDifferences: readonly D[],
  order: readonly string[],
  quoter: Quoter,
  make: MakeDifference<D>,
): D[] {
  const added = new Map<string, { values: Values; explain: () => string }>();

  const accepting = outcomes.filter((o) => o.result.ok);
  if (accepting.length !== (whatwg.ok ? outcomes.length : 0)) {
    const values: Values = {};
    for (const o of outcomes) values[o.name] = o.result.ok ? 'accepted' : 'rejected';
    values.whatwg = whatwg.ok ? 'accepted' : 'rejected';
    added.set('accepted', { values, explain: () => explainWhatwgAcceptance(input, outcomes, whatwg) });
  }

  if (whatwg.ok && accepting.length) {
    const url = whatwg.url;
    const ours = whatwgCompared(url);
    const readings = accepting.map((o) => ({ name: o.name, uri: (o.result as Extract<ParseResult, { ok: true }>).uri }));
    const theirs = readings.map((r) => rfcCompared(r.uri));
    for (const field of WHATWG_FIELDS) {
      const differing = readings.filter((_, k) => theirs[k][field] !== ours[field]);
      if (differing.length === 0) continue;
      const values: Values = {};
      for (const r of readings) values[r.name] = rawValue(r.uri, field);
      values.whatwg = whatwgShown(url, field);
      added.set(field, { values, explain: () => explainWhatwgComponent(input, field, differing, url, quoter) });
    }
  }

  const out: D[] = [];
  const done = new Set<string>();
  for (const d of rfcDifferences) {
    const extra = added.get(d.component);
    if (!extra) {
      out.push(d);
      continue;
    }
    done.add(d.component);
    out.push(make(d.component, { ...d.values, whatwg: extra.values.whatwg }, () => `${d.explanation}. ${extra.explain()}`));
  }
  for (const [component, extra] of added) {
    if (!done.has(component)) out.push(make(component, extra.values, extra.explain));
  }
  const rank = (c: string) => (c === 'accepted' ? -1 : order.indexOf(c));
  return out.sort((a, b) => rank(a.component) - rank(b.component));
}

/** An edition's text of a compared component (the path with RFC 1808's ";params"). */
function rawValue(uri: UriReference, field: WhatwgField): string | undefined {
  if (field === 'path' && uri.params !== undefined) return `${uri.path};${uri.params}`;
  return uri[field];
}
