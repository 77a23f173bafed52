/**
 * The failure notes of the all-ways matcher (all-ways.ts), for rejections: the furthest offset any
 * terminal reached or failed at, what was expected there, and in which rule — with the rules being
 * worked out (and where each started) that a note is made inside.
 */
export class FailureNotes {
  furthest = 0;
  expected = new Set<string>();
  failRule: string | undefined;
  /** the rules being worked out, and where each started */
  stack: string[] = [];
  stackAt: number[] = [];
  /** no notes while the memo is filled from the end: those calls are at positions no way through the grammar may reach */
  quiet = false;

  /** a new input: no failure yet */
  reset(): void {
    this.furthest = 0;
    this.expected = new Set();
    this.failRule = undefined;
  }

  /**
   * A terminal described as `what` failed at `p` (or, with `end`, matched up to `end`). What is
   * expected at the furthest failure is the outermost rule that started there (it could be read
   * there: all of it is), or the terminal when none did; the failing rule is the innermost one that
   * had read something.
   */
  note(p: number, what: string, end?: number): void {
    if (this.quiet) return;
    if (end !== undefined) {
      if (end > this.furthest) {
        this.furthest = end;
        this.expected = new Set();
        this.failRule = undefined;
      }
      return;
    }
    if (p > this.furthest) {
      this.furthest = p;
      this.expected = new Set();
      this.failRule = undefined;
    }
    if (p === this.furthest) {
      let outer = this.stack.length;
      while (outer > 0 && this.stackAt[outer - 1] === p) outer--;
      this.expected.add(outer < this.stack.length ? this.stack[outer] : what);
      this.failRule ??= this.innermostBefore(p);
    }
  }

  /** the innermost rule being worked out that started before `p` */
  private innermostBefore(p: number): string | undefined {
    for (let k = this.stack.length - 1; k >= 0; k--) if (this.stackAt[k] < p) return this.stack[k];
    return undefined;
  }
}
