/**
 * What an edition's AST builder reads: the captures of one match, flat and in post-order (see
 * records.ts). The compiled matcher's Records are Captures; so is a parse tree of the careful
 * build turned flat (`capturesOf`), which lets tests run one AST builder on both builds' matches.
 */
import type { Nodes } from './parse-tree';

export interface Captures {
  /** records [0, top) */
  readonly top: number;
  /** each record's rule id (CompiledGrammar.id) */
  readonly rule: ArrayLike<number>;
  readonly start: ArrayLike<number>;
  readonly end: ArrayLike<number>;
  /** the first of the record's descendants (the record itself when it has none) */
  readonly mark: ArrayLike<number>;
}

/** A parse tree as Captures, each rule named by `id(rule)`. */
export function capturesOf(nodes: Nodes, id: (rule: string) => number): Captures {
  const rule: number[] = [];
  const start: number[] = [];
  const end: number[] = [];
  const mark: number[] = [];
  const add = (list: Nodes): void => {
    for (const n of list) {
      const first = rule.length;
      add(n.children);
      rule.push(id(n.rule));
      start.push(n.start);
      end.push(n.end);
      mark.push(first);
    }
  };
  add(nodes);
  return { top: rule.length, rule, start, end, mark };
}

/** The record of rule `id` met first in a depth-first walk (the leftmost; of nested ones the outermost); -1 if none. */
export function firstOf(c: Captures, id: number): number {
  let best = -1;
  for (let k = 0; k < c.top; k++) {
    if (c.rule[k] === id && (best < 0 || c.start[k] <= c.start[best])) best = k;
  }
  return best;
}

/** The direct children of record `k` (of the whole match for k = c.top), in input order. */
export function childrenOf(c: Captures, k: number): number[] {
  const out: number[] = [];
  const from = k === c.top ? 0 : c.mark[k];
  for (let j = k - 1; j >= from; j = c.mark[j] - 1) out.push(j);
  return out.reverse();
}
