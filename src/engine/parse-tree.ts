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
