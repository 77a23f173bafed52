/**
 * The captures of one match, recorded flat. While a compiled matcher runs, every captured rule that
 * succeeds appends one record — rule id, start, end, and `mark`, the number of records there were
 * when the rule began (so the records from `mark` on are its descendants) — to typed arrays: no
 * object is allocated during the match. Whoever backtracks (an alternative, an option, a
 * repetition, a lookahead) resets `top` to what it was. Records are in post-order: a rule's record
 * comes after its descendants'.
 *
 * Each compiled grammar owns one Records; a match leaves its captures there until the grammar's
 * next match (see CompiledGrammar.match).
 */
import type { Node, Nodes } from './parse-tree';
import { NO_NODES } from './parse-tree';

const INITIAL = 64;
/** Past this many records, a grammar lets go of its arrays after a match (a huge parse's records are not kept). */
const KEEP = 1 << 16;

export class Records {
  /** records [0, top) */
  top = 0;
  rule = new Int32Array(INITIAL);
  start = new Int32Array(INITIAL);
  end = new Int32Array(INITIAL);
  mark = new Int32Array(INITIAL);

  constructor(
    /** rule id → the rule's RFC spelling */
    readonly names: readonly string[],
  ) {}

  /** Append a record (called by the compiled matchers). */
  capture(id: number, start: number, end: number, mark: number): void {
    const t = this.top;
    if (t === this.rule.length) this.grow();
    this.rule[t] = id;
    this.start[t] = start;
    this.end[t] = end;
    this.mark[t] = mark;
    this.top = t + 1;
  }

  private grow(): void {
    const size = this.rule.length * 2;
    for (const k of ['rule', 'start', 'end', 'mark'] as const) {
      const a = new Int32Array(size);
      a.set(this[k]);
      this[k] = a;
    }
  }

  /** Let go of arrays grown by a huge parse. */
  shrink(): void {
    if (this.rule.length <= KEEP) return;
    this.rule = new Int32Array(INITIAL);
    this.start = new Int32Array(INITIAL);
    this.end = new Int32Array(INITIAL);
    this.mark = new Int32Array(INITIAL);
  }

  /**
   * The records [from, to) as a parse tree: the records not inside another of them, each with its
   * children (the last record is one, and the one before a record's descendants — its `mark` — is
   * the previous). Recursion goes as deep as captured rules nest in the grammar, not as long as the input.
   */
  tree(from = 0, to = this.top): Nodes {
    if (to === from) return NO_NODES;
    const { rule, start, end, mark, names } = this;
    let count = 0;
    for (let c = to - 1; c >= from; c = mark[c] - 1) count++;
    const out: Node[] = new Array<Node>(count);
    for (let c = to - 1, k = count - 1; c >= from; c = mark[c] - 1, k--) {
      out[k] = { rule: names[rule[c]], start: start[c], end: end[c], children: mark[c] === c ? NO_NODES : this.tree(mark[c], c) };
    }
    return out;
  }
}
