/**
 * The matching of a run-time grammar where code generation from strings is refused
 * (code-generation.ts): the careful (Parsimmon) build answers every question the compiled matchers
 * would, and gives the same answers (the compiled/careful differential tests hold them equal) —
 * slower (no fused regexps, stock combinators), but with no generated code.
 */
import type { Matching } from '../compile/language';
import type { Nodes } from '../parse-tree';
import { Records } from '../records';
import type { CarefulGrammar } from './build';
import type { FailureReport } from './tracker';

export class CarefulLanguage implements Matching {
  readonly records: Records;
  private readonly ids = new Map<string, number>();

  constructor(
    private readonly careful: () => CarefulGrammar,
    captured: readonly string[],
  ) {
    this.records = new Records(captured);
    captured.forEach((name, id) => this.ids.set(name, id));
  }

  match(key: string, input: string): boolean {
    const records = this.records;
    records.shrink();
    records.top = 0;
    const tree = this.careful().tree(key, input);
    if (tree === undefined) return false;
    this.record(tree);
    return true;
  }

  validate(key: string, input: string): boolean {
    return this.careful().end(key, input, 0) === input.length;
  }

  prefix(key: string, input: string, at: number): number {
    return this.careful().end(key, input, at);
  }

  explain(key: string, input: string): FailureReport | undefined {
    return this.careful().explain(key, input);
  }

  /** A parse tree as records, in post-order (records.ts): each node after its descendants. */
  private record(nodes: Nodes): void {
    for (const n of nodes) {
      const mark = this.records.top;
      this.record(n.children);
      this.records.capture(this.ids.get(n.rule)!, n.start, n.end, mark);
    }
  }
}
