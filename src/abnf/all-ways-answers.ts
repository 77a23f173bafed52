/**
 * Which answers the all-ways matcher (all-ways.ts) worked out for an input: a bit a rule and
 * position, taken when its memo goes (another input, or a refusal) for each decision still wanting
 * them (a tree not yet read). Read on a deeper stack than its decision, a tree whose memo is gone
 * may overflow the stack and have to be filled from the end; with these bits the fill works out
 * the decision's answers alone, the decision's work and so within its budgets, rather than every
 * rule at every position.
 */
import type { PositionMemo } from './ends';

/** The answers a matcher remembered for an input: its bits once the memo went, unless `done` (the tree made) by then. @internal */
export interface Answered {
  readonly input: string;
  bits: Uint32Array | undefined;
  done: boolean;
}

/** whether answer `k` (rule × (length + 1) + position) is among `bits` */
export const isAnswered = (bits: Uint32Array, k: number): boolean => (bits[k >>> 5] & (1 << (k & 31))) !== 0;

/** The answers asked for of one matcher, and those it fills from alone. @internal */
export class AnswerKeeper {
  /** asked for, the memo not yet gone */
  private unsettled: Answered[] = [];
  /** the answers to fill from alone, for their input (AllWays.within()) */
  only: Answered | undefined;

  /** the answers of `input`, whose memo is the matcher's now (one object while the memo stays) */
  ask(input: string): Answered {
    const before = this.unsettled[this.unsettled.length - 1];
    if (before?.input === input && !before.done) return before;
    const answers: Answered = { input, bits: undefined, done: false };
    this.unsettled.push(answers);
    return answers;
  }

  /** the memo of `input` is going: the answers still wanted take its bits */
  settle(input: string, memo: readonly PositionMemo<unknown>[]): void {
    const wanted = this.unsettled.filter((a) => !a.done && a.input === input);
    this.unsettled = [];
    if (wanted.length === 0) return;
    const n = input.length + 1;
    const bits = new Uint32Array(Math.ceil((memo.length * n) / 32));
    memo.forEach((m, k) => m.each((p) => (bits[(k * n + p) >>> 5] |= 1 << ((k * n + p) & 31))));
    for (const a of wanted) a.bits = bits;
  }

  /** the bits to fill `input` from alone, if any (none while the memo they would come from is still there) */
  bitsFor(input: string): Uint32Array | undefined {
    return this.only?.input === input ? this.only.bits : undefined;
  }
}
