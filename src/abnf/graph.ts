/**
 * The rule graph of a grammar (which rule's text names which), taken apart once into strongly
 * connected components, without recursion (a grammar is untrusted input: a chain of thousands of
 * rules must not overflow the stack). Everything that asks "is this true of a rule or of any rule it
 * calls" is answered for every rule at once by one pass over the components, callees first, so it
 * costs time linear in the grammar rather than a walk per rule.
 */
import type { AbnfNode } from './ast';
import type { ResolvedGrammar } from './resolve';

export class RuleGraph {
  /** rule → the rules its text names (each once, in order) */
  readonly calls = new Map<string, readonly string[]>();
  /** the components, callees before callers (Tarjan's order) */
  readonly components: (readonly string[])[] = [];
  /** rule → the index of its component */
  readonly component = new Map<string, number>();
  /** rules that call themselves, directly or through others */
  readonly recursive = new Set<string>();

  /** the graph of a grammar's rules, or of any calls given (rule → the rules it calls) */
  constructor(from: ResolvedGrammar | ReadonlyMap<string, readonly string[]>) {
    if ('own' in from) {
      for (const [key, rule] of from.rules) this.calls.set(key, [...new Set(refsOf(rule.node))].filter((k) => from.rules.has(k)));
    } else for (const [key, calls] of from) this.calls.set(key, calls);
    this.tarjan([...this.calls.keys()]);
    for (const members of this.components) {
      if (members.length > 1) for (const k of members) this.recursive.add(k);
      else if ((this.calls.get(members[0]) ?? []).includes(members[0])) this.recursive.add(members[0]);
    }
  }

  /** the rules in an order where each comes after every rule it calls (within a cycle, any order) */
  get calleesFirst(): string[] {
    return this.components.flat();
  }

  /**
   * For every rule, the first of `own(k)` over it and the rules it calls (transitively) that is not
   * undefined: a rule's own answer first, then its component's, then its callees' in order.
   */
  spread<T>(own: (key: string) => T | undefined): Map<string, T | undefined> {
    const out = new Map<string, T | undefined>();
    for (const members of this.components) {
      let found: T | undefined;
      for (const k of members) {
        found = own(k);
        if (found !== undefined) break;
      }
      if (found === undefined) {
        outer: for (const k of members) {
          for (const c of this.calls.get(k) ?? []) {
            const got = out.get(c);
            if (got !== undefined) {
              found = got;
              break outer;
            }
          }
        }
      }
      for (const k of members) {
        const mine = own(k);
        out.set(k, mine !== undefined ? mine : found);
      }
    }
    return out;
  }

  /** the rules `from` reaches (itself included) */
  reach(from: string): Set<string> {
    return closure(from, (k) => this.calls.get(k) ?? []);
  }

  /** Tarjan's algorithm with an explicit stack */
  private tarjan(keys: readonly string[]): void {
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const onStack = new Set<string>();
    const stack: string[] = [];
    let next = 0;
    for (const root of keys) {
      if (index.has(root)) continue;
      const work: [string, number][] = [[root, 0]];
      index.set(root, next);
      low.set(root, next++);
      stack.push(root);
      onStack.add(root);
      while (work.length > 0) {
        const top = work[work.length - 1];
        const [v, i] = top;
        const calls = this.calls.get(v) ?? [];
        if (i < calls.length) {
          top[1]++;
          const w = calls[i];
          if (!index.has(w)) {
            index.set(w, next);
            low.set(w, next++);
            stack.push(w);
            onStack.add(w);
            work.push([w, 0]);
          } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
          continue;
        }
        work.pop();
        if (work.length > 0) {
          const u = work[work.length - 1][0];
          low.set(u, Math.min(low.get(u)!, low.get(v)!));
        }
        if (low.get(v) === index.get(v)) {
          const members: string[] = [];
          for (;;) {
            const w = stack.pop()!;
            onStack.delete(w);
            members.push(w);
            this.component.set(w, this.components.length);
            if (w === v) break;
          }
          this.components.push(members);
        }
      }
    }
  }
}

/** the rules `from` reaches in a grammar (itself included), read from their text: for one start rule, without the whole graph */
export function reached(grammar: ResolvedGrammar, from: string): Set<string> {
  return closure(from, (k) => refsOf(grammar.rules.get(k)!.node).filter((c) => grammar.rules.has(c)));
}

/** `from` and everything `calls` leads to from it, without recursion */
function closure(from: string, calls: (key: string) => readonly string[]): Set<string> {
  const out = new Set<string>([from]);
  const todo = [from];
  while (todo.length > 0) for (const c of calls(todo.pop()!)) if (!out.has(c)) (out.add(c), todo.push(c));
  return out;
}

/** the rule names a node holds, lower case (the tree's depth is bounded by the reader: MAX_NESTING) */
export function refsOf(n: AbnfNode): string[] {
  const out: string[] = [];
  const todo: AbnfNode[] = [n];
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (x.k === 'alt' || x.k === 'seq') for (let i = x.xs.length - 1; i >= 0; i--) todo.push(x.xs[i]);
    else if (x.k === 'rep') todo.push(x.x);
    else if (x.k === 'ref') out.push(x.name.toLowerCase());
  }
  return out;
}
