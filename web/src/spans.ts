/**
 * The input string cut into pieces, each coloured by the innermost component whose span
 * (UriReference.spans) holds it: a host inside its authority is a host, a password inside its
 * userinfo a password. Text in no span is a delimiter (":", "//", "?", …) and stays plain.
 */
import type { Component } from './library';

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
 * for each component that is present but empty (`http://?q` has an empty host and an empty path
 * at 7).
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
    for (const component of empties(present.filter(({ s }) => s[0] === at && s[1] === at))) {
      out.push({ start: at, end: at, component, within: [] });
    }
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

/**
 * The present-but-empty components at one offset, in COMPONENT_ORDER (which is their order in the
 * text): the leaves, or the container alone when it holds none (an empty authority holding an
 * empty host is shown as the host).
 */
function empties(here: readonly { c: Component; s: Span }[]): Component[] {
  const leaves = here.filter(({ c }) => !CONTAINERS.includes(c)).map(({ c }) => c);
  if (leaves.length) return leaves;
  return here.length ? [here[here.length - 1].c] : [];
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
