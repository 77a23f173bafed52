/**
 * A recorded grammar's explaining mode as the table src/engine/explain-table.ts interprets: each
 * rule's expression as nested arrays, its character sets interned. What a generated module holds
 * for its explain() (module.ts), and what a grammar compiled at run time explains with (program.ts).
 */
import { hasHigh, table } from '../../kit';
import type { CharSet } from '../../kit';
import type { ExplainNode, ExplainSet, ExplainTable } from '../explain-table';
import type { Expr, Rules } from '../ir';
import { bitmap } from '../runtime';
import { compactSource } from './fragments';

export function explainTable(rules: Rules): ExplainTable {
  const keys = Object.keys(rules);
  const index = new Map(keys.map((k, i) => [k, i]));
  const sets: ExplainSet[] = [];
  const setIndex = new Map<string, number>();
  const set = (s: CharSet): number => {
    const row: ExplainSet = [s.name, bitmap(table(s.cls)), hasHigh(s.cls) ? compactSource(`[${s.cls}]`) : '', s.astral.length > 0 ? s.pairs() : '', s.pct ? 1 : 0];
    const id = JSON.stringify(row);
    let k = setIndex.get(id);
    if (k === undefined) setIndex.set(id, (k = sets.push(row) - 1));
    return k;
  };
  const max = (m: number): number => (m === Infinity ? -1 : m);
  const node = (e: Expr): ExplainNode => {
    switch (e.k) {
      case 'lit':
        return [0, e.text, e.ci ? 1 : 0];
      case 'one':
        return [1, set(e.set)];
      case 'run':
        return [2, set(e.set), e.min, max(e.max)];
      case 'seq':
        return [3, ...e.xs.map(node)];
      case 'alt':
        return [4, ...e.xs.map(node)];
      case 'opt':
        return [5, node(e.x)];
      case 'many':
        return [6, node(e.x), e.min, max(e.max)];
      case 'not':
        return [7, node(e.x)];
      case 'ahead':
        return [8, node(e.x)];
      case 'eof':
        return [9];
      case 'named':
        return [10, e.name, node(e.x)];
      case 'ref': {
        const k = index.get(e.key);
        if (k === undefined) throw new Error(`grammar refers to an undefined rule: ${e.key}`);
        return [11, k];
      }
    }
  };
  return { keys, rules: keys.map((k) => node(rules[k])), sets };
}
