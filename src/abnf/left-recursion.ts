/** The refusal of left recursion (which the all-ways matcher cannot take), when the grammar is made. */
import type { Analysis } from './analysis';
import type { AbnfNode } from './ast';
import { AbnfError } from './errors';
import { RuleGraph } from './graph';

/** The rules a node can call before it consumes a character. */
function leftCalls(a: Analysis, n: AbnfNode, out: Set<string>): void {
  switch (n.k) {
    case 'alt':
      for (const x of n.xs) leftCalls(a, x, out);
      return;
    case 'seq':
      for (const x of n.xs) {
        leftCalls(a, x, out);
        if (!a.nullable(x)) return;
      }
      return;
    case 'rep':
      if (n.max > 0) leftCalls(a, n.x, out);
      return;
    case 'ref':
      out.add(n.name.toLowerCase());
      return;
    default:
  }
}

const checked = new WeakSet<object>();

/** Whether a grammar was checked and has no left recursion. */
export function leftRecursionChecked(grammar: object): boolean {
  return checked.has(grammar);
}

/**
 * Refuse a grammar with left recursion, naming the cycle, at the rule (line and column) where the
 * cycle closes. The cycles are the components of the graph of left calls (found without recursion).
 */
export function checkLeftRecursion(a: Analysis): void {
  if (checked.has(a.grammar)) return;
  const calls = new Map<string, string[]>();
  for (const [key, rule] of a.grammar.rules) {
    const out = new Set<string>();
    leftCalls(a, rule.node, out);
    calls.set(key, [...out].filter((k) => a.grammar.rules.has(k)));
  }
  const graph = new RuleGraph(calls);
  for (const key of a.grammar.rules.keys()) {
    if (!graph.recursive.has(key)) continue;
    // the shortest cycle through `key`: breadth-first over left calls that stay in its component
    const members = new Set(graph.components[graph.component.get(key)!]);
    const back = new Map<string, string>();
    const queue = [key];
    let last: string | undefined;
    for (let q = 0; q < queue.length && last === undefined; q++) {
      for (const c of calls.get(queue[q])!) {
        if (c === key) {
          last = queue[q];
          break;
        }
        if (members.has(c) && !back.has(c)) {
          back.set(c, queue[q]);
          queue.push(c);
        }
      }
    }
    const path: string[] = [];
    for (let at = last; at !== undefined && at !== key; at = back.get(at)) path.unshift(at);
    path.unshift(key);
    const cycle = [...path, key].map((k) => a.grammar.rules.get(k)!.name);
    const rule = a.grammar.rules.get(key)!;
    throw AbnfError.at(`left recursion (${cycle.join(' → ')}): a rule that calls itself before it consumes a character is refused (rewrite it with a repetition: e = t *( "+" t ))`, rule.at, rule.name);
  }
  checked.add(a.grammar);
  order.set(a.grammar, graph.calleesFirst);
}

const order = new WeakMap<object, readonly string[]>();

/** The rules in an order where each comes after every rule it can call without consuming a character (once checked). */
export function leftCallOrder(grammar: object): readonly string[] | undefined {
  return order.get(grammar);
}
