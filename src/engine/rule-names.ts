/** The error for a rule name a grammar does not have, with the nearest names it does. */
import { camel } from '../kit';
import type { Grammar } from './grammar';

/** Throws unknownRule's error when `grammar` has no rule `name` (what takes a rule name from a user asks first). */
export function requireRule(grammar: Grammar, name: string): void {
  if (grammar.keyOf(name) === undefined) throw unknownRule(grammar.name, name, grammar.ruleNames);
}

export function unknownRule(grammar: string, name: string, names: readonly string[]): RangeError {
  const near = nearest(name, names);
  const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(', ')}?` : '';
  return new RangeError(`${grammar} has no rule named '${name}'.${hint} Its rules: ${names.join(', ')}.`);
}

function nearest(name: string, names: readonly string[]): string[] {
  const want = camel(name).toLowerCase();
  return names
    .map((n) => ({ n, d: distance(want, camel(n).toLowerCase()) }))
    .filter(({ n, d }) => d <= Math.max(2, Math.floor(n.length / 3)) || camel(n).toLowerCase().includes(want))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map(({ n }) => n);
}

/** Levenshtein distance (short rule names only). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}
