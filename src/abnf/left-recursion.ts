/** Nullable rules, and the refusal of left recursion (which the all-ways matcher cannot take). */
import type { AbnfNode } from './ast';
import { AbnfError } from './errors';
import type { ResolvedGrammar } from './resolve';

/** Whether a node can match the empty string (rules by the answers so far). */
export function nullable(n: AbnfNode, rules: ReadonlyMap<string, boolean>): boolean {
  switch (n.k) {
    case 'alt':
      return n.xs.some((x) => nullable(x, rules));
    case 'seq':
      return n.xs.every((x) => nullable(x, rules));
    case 'rep':
      return n.min === 0 || nullable(n.x, rules);
    case 'ref':
      return rules.get(n.name.toLowerCase()) ?? false;
    case 'str':
      return n.text === '';
    default:
      return false;
  }
}

/** Every rule's nullability (a fixed point). */
export function nullableRules(grammar: ResolvedGrammar): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, rule] of grammar.rules) {
      if (!out.get(key) && nullable(rule.node, out)) {
        out.set(key, true);
        changed = true;
      }
    }
  }
  return out;
}

/** The rules a node can call before it consumes a character. */
function leftCalls(n: AbnfNode, nul: ReadonlyMap<string, boolean>, out: Set<string>): void {
  switch (n.k) {
    case 'alt':
      for (const x of n.xs) leftCalls(x, nul, out);
      return;
    case 'seq':
      for (const x of n.xs) {
        leftCalls(x, nul, out);
        if (!nullable(x, nul)) return;
      }
      return;
    case 'rep':
      if (n.max > 0) leftCalls(n.x, nul, out);
      return;
    case 'ref':
      out.add(n.name.toLowerCase());
      return;
    default:
  }
}

/** Refuse a grammar with left recursion, naming the cycle. */
export function checkLeftRecursion(grammar: ResolvedGrammar): void {
  const nul = nullableRules(grammar);
  const calls = new Map<string, Set<string>>();
  for (const [key, rule] of grammar.rules) {
    const out = new Set<string>();
    leftCalls(rule.node, nul, out);
    calls.set(key, out);
  }
  const state = new Map<string, number>();
  const path: string[] = [];
  const visit = (key: string): void => {
    state.set(key, 1);
    path.push(key);
    for (const next of calls.get(key) ?? []) {
      if (state.get(next) === 1) {
        const cycle = [...path.slice(path.indexOf(next)), next].map((k) => grammar.rules.get(k)!.name);
        const rule = grammar.rules.get(next)!;
        throw AbnfError.at(`left recursion (${cycle.join(' → ')}): a rule that calls itself before it consumes a character has no all-ways match here`, rule.at, rule.name);
      }
      if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(key, 2);
  };
  for (const key of grammar.rules.keys()) if (!state.has(key)) visit(key);
}
