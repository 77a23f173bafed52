/**
 * The state the explain-mode matchers of one grammar report to: the careful kit's failure tracker,
 * and Parsimmon's own furthest failure as its replies would carry it — every combinator merges its
 * children's replies (the furthest offset wins; equal offsets union their "expected"), except where
 * the careful kit builds fresh replies, around a repetition and a lookahead (strategies.ts).
 */
import { Tracker } from '../careful/tracker';
import type { FailureReport } from '../careful/tracker';

export class ExplainRuntime {
  far = -1;
  exp: string[] = [];
  readonly tracker = new Tracker();

  merge(i: number, label: string): void {
    if (i > this.far) {
      this.far = i;
      this.exp = [label];
    } else if (i === this.far) this.exp.push(label);
  }

  mergeAll(i: number, labels: readonly string[]): void {
    for (const label of labels) this.merge(i, label);
    if (labels.length === 0 && i > this.far) {
      this.far = i;
      this.exp = [];
    }
  }

  /** A terminal failed at `i`: the tracker records it, and it is a Parsimmon failure reply. */
  fail(i: number, label: string): void {
    this.tracker.record(i, label);
    this.merge(i, label);
  }

  /**
   * Run an explain-mode matcher over all of `input`: what the careful build reports for
   * `P.seq(rule, eof).parse(input)`, or undefined when it matches.
   */
  explain(matcher: (input: string, i: number) => number, input: string): FailureReport | undefined {
    this.tracker.reset();
    this.far = -1;
    this.exp = [];
    try {
      const end = matcher(input, 0);
      if (end === input.length) return undefined;
      if (end >= 0) this.fail(end, 'end of input'); // the careful kit's eof after the rule
      const report = this.tracker.report();
      // Parsimmon's own furthest failure is authoritative for the offset; the tracker adds rule names.
      const offset = Math.max(report.offset, this.far);
      if (offset !== report.offset) return { offset, expected: [...new Set(this.exp)].sort(), rule: undefined };
      return report;
    } finally {
      this.tracker.reset();
      this.exp = [];
    }
  }
}
