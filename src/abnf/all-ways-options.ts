/**
 * What the all-ways matcher (all-ways.ts) is given and what it throws: its options, its length
 * limit and memory budget, and the atoms (rules matched by a function) it may be handed.
 */
import type { AbnfNode } from './ast';
import type { Meter } from './ends';

/** The longest input the all-ways matcher takes (code units). */
export const ALL_WAYS_LIMIT = 20_000;

/** Options of the all-ways matcher. */
export interface AllWaysOptions {
  limit?: number;
  /** nodes read the PEG way (all-ways.ts's module comment) */
  peg?: ReadonlySet<AbnfNode>;
  /** for nodes read the PEG way: the order their alternatives are tried in */
  orders?: ReadonlyMap<AbnfNode, readonly number[]>;
  /** note the furthest failure (offset, expected, rule), for rejections */
  track?: boolean;
  /**
   * Rules matched by a function instead, which gives the one end of a PEG match (or -1): for rules
   * the analysis proved LL(1), whose PEG match is the only one that any derivation of a longer input
   * can use (see toolkit.ts).
   */
  atoms?: ReadonlyMap<string, Atom>;
  /**
   * The most numbers it may remember for one input, all rules and positions together: the runs of
   * ends (three numbers each, ends.ts; a lone end one) and one an entry (default: no bound); past it a call throws
   * AllWaysBudgetError. Its memory is then linear in this bound.
   */
  budget?: (inputLength: number) => number;
  /**
   * The most steps of work it may do for one input (default: no bound): a step for each answer
   * worked out (a rule at a position), each call of a matcher at a position, each run a union of
   * ends reads, each position a difference of ends goes through (ends.ts), each code unit an atom's
   * match covers. Past it a call throws AllWaysBudgetError; its time is then linear in this bound.
   */
  work?: (inputLength: number) => number;
}

/** Thrown when the all-ways matcher would remember more ends (AllWaysOptions.budget), or do more work (AllWaysOptions.work), than its budget allows. */
export class AllWaysBudgetError extends Error {
  constructor(
    readonly budget: number,
    /** which budget: of memory (numbers remembered) or of work (steps) */
    readonly of: 'memory' | 'work' = 'memory',
  ) {
    super(
      of === 'memory'
        ? `the all-ways matcher would remember more than ${budget} numbers (runs of match ends) for this input`
        : `the all-ways matcher would take more than ${budget} steps (unions of match ends, calls worked out) on this input`,
    );
    this.name = 'AllWaysBudgetError';
  }
}

/**
 * An atom's answer: where its match ends (-1: none), and its furthest failure (for rejections).
 * @example
 * ```ts
 * const reply: AtomReply = { end: 3, furthest: 3, expected: [] };
 * ```
 */
export interface AtomReply {
  /** where the match from `pos` ends, or -1 */
  end: number;
  /** the furthest offset its match looked at before failing (-1 when not tracked) */
  furthest: number;
  /** what was expected there */
  expected: readonly string[];
}

/**
 * A rule matched as an atom (see AllWaysOptions.atoms): the end of its one match from `pos`.
 * @example
 * ```ts
 * const digits: Atom = (input, pos) => {
 *   let end = pos;
 *   while (end < input.length && input[end] >= '0' && input[end] <= '9') end++;
 *   return { end: end > pos ? end : -1, furthest: end, expected: ['DIGIT'] };
 * };
 * ```
 */
export type Atom = (input: string, pos: number) => AtomReply;

/** The meter of the all-ways matcher's budgets for an input of `length` (ends.ts counts on it); past one, `refused()` and an AllWaysBudgetError. */
export function meterFor(options: AllWaysOptions, length: number, refused: () => void): Meter {
  const mayHold = options.budget ? bound('budget', options.budget(length)) : Infinity;
  const allowed = options.work ? bound('work', options.work(length)) : Infinity;
  const refuse = (error: AllWaysBudgetError): never => {
    refused();
    throw error;
  };
  return {
    spent: 0,
    allowed,
    over: () => refuse(new AllWaysBudgetError(allowed, 'work')),
    held: 0,
    mayHold,
    overHeld: () => refuse(new AllWaysBudgetError(mayHold)),
  };
}

/** a budget's value for an input: a number of at least 0 (Infinity: none), else a RangeError at the call */
function bound(name: string, value: number): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) throw new RangeError(`the all-ways matcher's ${name} must be a number of at least 0 (Infinity: no bound); it gave ${String(value)}`);
  return value;
}
