/**
 * The careful build's failure tracker: for the furthest offset any terminal failed at, what was
 * expected there and the innermost RFC rule that was being matched. Each careful build has its own.
 */

/** What the careful build learned about the furthest failure of one parse. */
export interface FailureReport {
  offset: number;
  expected: string[];
  /** innermost named rule being matched when a terminal failed at `offset` */
  rule: string | undefined;
}

export class Tracker {
  furthest = -1;
  expected = new Set<string>();
  rule: string | undefined = undefined;
  ruleDepth = -1;
  /** the named rules being matched, outermost first, with the offset each started at */
  names: string[] = [];
  starts: number[] = [];
  /** > 0 inside a lookahead, whose failures are not reported */
  suspended = 0;

  reset(): void {
    this.furthest = -1;
    if (this.expected.size !== 0) this.expected.clear(); // never handed out: report() copies it
    this.rule = undefined;
    this.ruleDepth = -1;
    // balanced enter/leave leave these empty: truncating an empty array still costs a builtin call
    if (this.names.length !== 0) this.names.length = 0;
    if (this.starts.length !== 0) this.starts.length = 0;
    this.suspended = 0;
  }

  enter(name: string, start: number): void {
    this.names.push(name);
    this.starts.push(start);
  }

  leave(): void {
    this.names.pop();
    this.starts.pop();
  }

  /**
   * A terminal labelled `label` could not (or could no longer) match at `offset`. The rules on the
   * stack that started at `offset` have matched nothing yet: the failure is reported under the
   * outermost of them ("expected authority", not the first character of each of its alternatives),
   * and the deepest rule that did consume input is the one the error is "in".
   */
  record(offset: number, label: string): void {
    if (this.suspended > 0 || offset < this.furthest) return;
    if (offset > this.furthest) {
      this.furthest = offset;
      this.expected.clear();
      this.rule = undefined;
      this.ruleDepth = -1;
    }
    let progress = this.starts.length - 1;
    while (progress >= 0 && this.starts[progress] >= offset) progress--;
    // never collapse into the top rule itself: "expected URI-reference" says nothing
    const fresh = Math.max(progress + 1, 1);
    this.expected.add(fresh < this.names.length ? this.names[fresh] : label);
    if (progress > this.ruleDepth) {
      this.ruleDepth = progress;
      this.rule = this.names[progress];
    }
  }

  report(): FailureReport {
    return { offset: this.furthest, expected: [...this.expected].sort(), rule: this.rule };
  }
}
