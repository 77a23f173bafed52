/**
 * The expression tree a grammar is recorded as, for the compiler (src/engine/compile): the
 * recording kit builds it from the same grammar function the careful kit builds Parsimmon parsers
 * from. A rule of the grammar is referred to by its key (`ref`), so rules can refer to each other
 * (and to themselves) before they are all defined.
 */
import type { CharSet, Kit } from '../kit';

export type Expr =
  | { readonly k: 'lit'; readonly text: string; readonly ci: boolean }
  | { readonly k: 'one'; readonly set: CharSet }
  | { readonly k: 'run'; readonly set: CharSet; readonly min: number; readonly max: number }
  | { readonly k: 'seq'; readonly xs: readonly Expr[] }
  | { readonly k: 'alt'; readonly xs: readonly Expr[] }
  | { readonly k: 'opt'; readonly x: Expr }
  | { readonly k: 'many'; readonly x: Expr; readonly min: number; readonly max: number }
  | { readonly k: 'not'; readonly x: Expr }
  | { readonly k: 'ahead'; readonly x: Expr }
  | { readonly k: 'eof' }
  | { readonly k: 'named'; readonly name: string; readonly x: Expr; readonly capture: boolean }
  | { readonly k: 'ref'; readonly key: string };

/** A recorded grammar: each rule's expression (its `named` wrapper included), by key. */
export type Rules = Readonly<Record<string, Expr>>;

export const recordingKit: Kit<Expr> = {
  lit: (text, caseInsensitive = false) => ({ k: 'lit', text, ci: caseInsensitive }),
  one: (set) => ({ k: 'one', set }),
  run: (set, min = 0, max = Infinity) => ({ k: 'run', set, min, max }),
  seq: (...xs) => ({ k: 'seq', xs }),
  alt: (...xs) => ({ k: 'alt', xs }),
  opt: (x) => ({ k: 'opt', x }),
  many: (x, min = 0, max = Infinity) => ({ k: 'many', x, min, max }),
  not: (x) => ({ k: 'not', x }),
  ahead: (x) => ({ k: 'ahead', x }),
  eof: { k: 'eof' },
  named: (name, x, capture) => ({ k: 'named', name, x, capture }),
};

/** The label a failure of `e` is reported under. */
export function describe(e: Expr): string {
  if (e.k === 'named') return e.name;
  if (e.k === 'ref') return e.key;
  if (e.k === 'lit') return JSON.stringify(e.text);
  if (e.k === 'one' || e.k === 'run') return e.set.name;
  return e.k;
}
