/**
 * The input string cut into pieces, each coloured by the innermost component whose span
 * (UriReference.spans) holds it: a host inside its authority is a host, a password inside its
 * userinfo a password. Text in no span is a delimiter (":", "//", "?", …) and stays plain.
 */
import type { Component } from '../../src/index';

export type Span = readonly [number, number];

/** One run of the input: [start, end) and the component it belongs to (none for delimiters). */
export interface Piece {
  start: number;
  end: number;
  /** the innermost component holding it */
  component?: Component;
  /** the containers (CONTAINERS) that also hold it, outermost first */
  within: Component[];
}

/**
 * Components that hold others: they are drawn as an underline under their parts rather than as a
 * colour, so that the "@" and ":" inside an authority read as its delimiters.
 */
export const CONTAINERS: readonly Component[] = ['authority', 'userinfo'];

/**
 * Components in the order that wins when two spans are the same size: the more specific first
 * (a userinfo without ":" is all user; an authority that is only a host is a host; an opaque
 * URI's path is its opaque part).
 */
export const COMPONENT_ORDER: readonly Component[] = [
  'scheme',
  'user',
  'password',
  'userinfo',
  'host',
  'port',
  'authority',
  'opaque',
  'path',
  'params',
  'query',
  'fragment',
];

/**
 * The pieces of `input` under `spans`, in order, covering it exactly; plus a zero-length piece
 * where a component is present but empty (`http://?q` has an empty host at 7), one per offset.
 */
export function pieces(input: string, spans: Partial<Record<Component, Span>>): Piece[] {
  const present = COMPONENT_ORDER.flatMap((c) => {
    const s = spans[c];
    return s ? [{ c, s }] : [];
  });
  const cuts = new Set<number>([0, input.length]);
  for (const { s } of present) {
    cuts.add(s[0]);
    cuts.add(s[1]);
  }
  const points = [...cuts].filter((p) => p >= 0 && p <= input.length).sort((a, b) => a - b);
  const out: Piece[] = [];
  for (let i = 0; i < points.length; i++) {
    const at = points[i];
    const empty = innermost(present.filter(({ s }) => s[0] === at && s[1] === at));
    if (empty) out.push({ start: at, end: at, component: empty, within: [] });
    if (i + 1 === points.length) break;
    const end = points[i + 1];
    const holding = present.filter(({ s }) => s[0] <= at && end <= s[1]);
    const component = innermost(holding);
    const within = holding
      .filter(({ c }) => c !== component && CONTAINERS.includes(c))
      .sort((a, b) => b.s[1] - b.s[0] - (a.s[1] - a.s[0]))
      .map(({ c }) => c);
    out.push(component ? { start: at, end, component, within } : { start: at, end, within });
  }
  return out;
}

/** The smallest span; ties go to the earlier component in COMPONENT_ORDER (present is in that order). */
function innermost(candidates: readonly { c: Component; s: Span }[]): Component | undefined {
  let best: { c: Component; s: Span } | undefined;
  for (const x of candidates) if (!best || x.s[1] - x.s[0] < best.s[1] - best.s[0]) best = x;
  return best?.c;
}

/** Does piece [start, end) lie inside one of `spans` (a zero-length piece: at one of their offsets)? */
export function insideAny(piece: Piece, spans: readonly Span[]): boolean {
  return spans.some((s) => s[0] <= piece.start && piece.end <= s[1]);
}
