/** Where an offset of the input falls in a reading: the component, and how to say so. */
import type { Component, UriReference } from '../model/ast';
import { label, listAnd, namesComponent, ruleFor } from './wording';
import type { Reading, Span } from './readings';

/** Components named in places, innermost first when spans coincide. */
const PLACE_ORDER: readonly Component[] = [
  'userinfo',
  'host',
  'port',
  'authority',
  'params',
  'query',
  'fragment',
  'opaque',
  'path',
  'scheme',
];

export function spanOf(uri: UriReference, field: Component): Span | undefined {
  if (uri[field] === undefined) return undefined;
  return uri.spans[field];
}

/** The innermost component whose span holds offset `at`. */
export function componentAt(uri: UriReference, at: number): Component | undefined {
  let best: Component | undefined;
  let size = Infinity;
  for (const c of PLACE_ORDER) {
    const s = uri.spans[c];
    if (!s || at < s[0] || at >= s[1]) continue;
    if (s[1] - s[0] < size) {
      best = c;
      size = s[1] - s[0];
    }
  }
  return best;
}

export function componentStartingAt(uri: UriReference, at: number): Component | undefined {
  return PLACE_ORDER.find((c) => uri.spans[c]?.[0] === at);
}

export function componentEndingAt(uri: UriReference, at: number): Component | undefined {
  return PLACE_ORDER.find((c) => uri.spans[c]?.[1] === at);
}

export function lastComponent(uri: UriReference, end: number): Component | undefined {
  return componentEndingAt(uri, end);
}

/**
 * Where [start, end) lies in a reading: "part of the query", "split over the host (`net_loc`) and the path",
 * "only delimiters" — components named by the edition's own rule where it has another name.
 */
export function placeOver(reading: Reading, start: number, end: number): string | undefined {
  const found: Component[] = [];
  const spans = reading.uri.spans;
  for (let at = start; at < end; ) {
    const c = componentAt(reading.uri, at);
    if (c && !found.includes(c)) found.push(c);
    // no span starts or ends before `next`, so the innermost component stays the same until there
    let next = end;
    for (const k of PLACE_ORDER) {
      const s = spans[k];
      if (!s) continue;
      if (s[0] > at && s[0] < next) next = s[0];
      if (s[1] > at && s[1] < next) next = s[1];
    }
    at = next;
  }
  if (found.length === 0) return end > start ? 'only delimiters' : undefined;
  const names = found.map((c) => {
    const rule = ruleFor(reading.edition, c, reading.uri)?.rule;
    return `the ${label(c)}${rule && !namesComponent(rule, c) && !rule.includes(' ') ? ` (\`${rule}\`)` : ''}`;
  });
  return names.length === 1 ? `part of ${names[0]}` : `split over ${listAnd(names)}`;
}

/** The parts of `a` not covered by `b`. */
export function subtract(a: Span, b: Span): Span[] {
  const out: Span[] = [];
  if (a[0] < b[0]) out.push([a[0], Math.min(a[1], b[0])]);
  if (a[1] > b[1]) out.push([Math.max(a[0], b[1]), a[1]]);
  return out.filter(([s, e]) => e > s);
}
