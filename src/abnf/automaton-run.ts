/**
 * The parts of an automaton's run (automaton.ts): its budget of states entered, the lists of states
 * it holds and the steps between them that it remembers, the trellis of one run's positions, and
 * how much of all that it keeps.
 */
import type { CodeSet } from './code-set';

/**
 * How many states a run of an automaton may enter (each empty move followed counts): this many, plus
 * AUTOMATON_STEPS_PER_UNIT for each code unit of the input. A rule's automaton enters a few to a few
 * hundred states a character (RFC 3986's URI-reference at most about 55 that read); counted
 * repetitions nested so that a prefix is in thousands of their copies at once (`16( 2*40( 0*40( "a" )
 * 0*1"c" ) )`: 24,000 a character) would take minutes on long inputs, so a run past the budget stops:
 * test() throws AutomatonBudgetError (canParse turns it into an AbnfError) and parse() returns a
 * rejection with the reason, as the all-ways matcher does past its budget. (Directly nested counts
 * are one count: thompson.ts's flatRepetition.)
 */
export const AUTOMATON_STEPS = 2_000_000;
export const AUTOMATON_STEPS_PER_UNIT = 2_000;

/** Thrown by Automaton.test() when a run would enter more states than its budget allows (AUTOMATON_STEPS). */
export class AutomatonBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AutomatonBudgetError';
  }
}

/** Past this many entries, a run's pools are let go of after it. */
export const TRELLIS_KEPT = 1 << 16;

/** How many ways of empty moves an automaton remembers (see segment()). */
export const SEGMENTS_KEPT = 100_000;

/** How many steps a run makes before it may stop remembering them (when over a quarter of its steps are new). */
export const MISSES_TRIED = 1024;

/** The table of steps of a list not remembered: always empty. */
export const NOTHING_KEPT: (Step | undefined)[] = [];

/** About how many slots an automaton's remembered lists and steps may take (see first(); some 16 MB); past it, it starts again. */
export const HELD_KEPT = 1 << 21;

/** A list of states a run can be in at one position, and the steps from it remembered so far. */
export interface List {
  readonly states: Int32Array;
  /** the steps on US-ASCII code points, by code point; on the others */
  readonly ascii: (Step | undefined)[];
  other: Map<number, Step> | undefined;
  /** whether the accepting state is in it */
  readonly accepts: boolean;
}

/** One step of a run: the list it leads to, the index in the list before of each of its states' parent, and the states entered to make it. */
export interface Step {
  readonly to: List;
  readonly parent: Int32Array;
  readonly cost: number;
}

/**
 * The steps of one run, one per position (the first: to the start's list), and each position's
 * input offset. Steps are shared between positions and runs (remembered), so a position costs a
 * reference and an offset, not a copy of its list.
 */
export class Trellis {
  steps: Step[] = [];
  /** the input offset of position i */
  offsets: Int32Array = new Int32Array(128);
  size = 0;

  push(step: Step, offset: number): void {
    if (this.size + 1 > this.offsets.length) this.offsets = copied(this.offsets, this.offsets.length * 2);
    this.steps[this.size] = step;
    this.offsets[this.size] = offset;
    this.size++;
  }
}

export function copied(a: Int32Array, length: number): Int32Array {
  const out = new Int32Array(length);
  out.set(a);
  return out;
}

/** whether a code set holds `cp` (binary search over its ranges) */
export function holds(set: CodeSet, cp: number): boolean {
  let lo = 0;
  let hi = set.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < set[mid][0]) hi = mid - 1;
    else if (cp > set[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}
