/** Parse trees: the spans of the captured rules of one match, nested. */

/** A span of the input matched by one captured rule, with the captured rules nested inside it. */
export interface Node {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly children: readonly Node[];
}
export type Nodes = readonly Node[];

export const NO_NODES: Nodes = Object.freeze([]) as Nodes;

/** Every node of a tree, depth-first, in input order (an array: iterating a recursive generator costs more than the parse). */
export function walk(nodes: Nodes): Node[] {
  const out: Node[] = [];
  const stack: Node[] = [];
  for (let k = nodes.length - 1; k >= 0; k--) stack.push(nodes[k]);
  while (stack.length !== 0) {
    const n = stack.pop()!;
    out.push(n);
    for (let k = n.children.length - 1; k >= 0; k--) stack.push(n.children[k]);
  }
  return out;
}
