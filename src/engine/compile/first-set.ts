/**
 * FIRST sets: the characters a match of a grammar expression can begin with (fuse.ts and emit.ts
 * skip or keep a construct by them).
 */
import type { CharSet } from '../../kit';
import { hasHigh, table } from '../../kit';
import type { Expr } from '../ir';

/** What a FIRST set needs to know of the grammar (analysis.ts answers). */
export interface Nullability {
  nullable(e: Expr): boolean;
  rule(key: string): Expr;
}

/**
 * The characters a match of `e` can begin with, when `e` cannot match the empty string: a table
 * of the ASCII ones, and whether a non-ASCII one can begin it. undefined when unknown (nullable,
 * recursive, or from another grammar).
 */
export interface FirstSet {
  ascii: Uint8Array;
  high: boolean;
}

export function firstSet(e: Expr, grammar: Nullability): FirstSet | undefined {
  return grammar.nullable(e) ? undefined : starts(e, grammar, 0);
}

/** The characters a non-empty match of `e` can begin with (undefined when unknown). */
function starts(e: Expr, grammar: Nullability, depth: number): FirstSet | undefined {
  if (depth > 30) return undefined;
  const out: FirstSet = { ascii: new Uint8Array(128), high: false };
  const add = (f: FirstSet | undefined): boolean => {
    if (!f) return false;
    for (let c = 0; c < 128; c++) if (f.ascii[c]) out.ascii[c] = 1;
    out.high ||= f.high;
    return true;
  };
  switch (e.k) {
    case 'lit': {
      if (e.text === '') return out;
      const c = e.text.charCodeAt(0);
      if (c >= 128) out.high = true;
      else out.ascii[c] = 1;
      const lower = c | 0x20;
      if (e.ci && lower >= 0x61 && lower <= 0x7a) (out.ascii[lower] = 1), (out.ascii[lower & ~0x20] = 1);
      return out;
    }
    case 'one':
    case 'run':
      return charsOf(e.set);
    case 'seq':
      // the elements up to the first that cannot match the empty string
      for (const x of e.xs) {
        if (!add(starts(x, grammar, depth + 1))) return undefined;
        if (!grammar.nullable(x)) break;
      }
      return out;
    case 'alt':
      for (const x of e.xs) if (!add(starts(x, grammar, depth + 1))) return undefined;
      return out;
    case 'opt':
    case 'many':
    case 'named':
      return starts(e.x, grammar, depth + 1);
    case 'not':
    case 'ahead':
    case 'eof':
      return out; // zero-width
    case 'ref':
      return starts(grammar.rule(e.key), grammar, depth + 1);
  }
}

export function charsOf(set: CharSet): FirstSet {
  const ascii = table(set.cls).slice();
  if (set.pct) ascii[37] = 1;
  return { ascii, high: hasHigh(set.cls) || set.astral.length > 0 };
}
