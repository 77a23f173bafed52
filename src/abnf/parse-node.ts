/**
 * What every strategy's parse gives (the PEG reading's captures, the automaton, the all-ways
 * matcher): the nodes of a parse tree, and a rejection.
 */

/** A span of the input matched by a rule, with the rules matched inside it (plain data). */
export interface ParseNode {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ParseNode[];
}

/** A node while its tree is being built (its end and children filled in later). */
export type OpenNode = { rule: string; start: number; end: number; text: string; children: ParseNode[] };

/** An input refused: the furthest offset reached, what was expected there and the innermost rule (and a reason when the input was refused whole). */
export type Rejection = { ok: false; tree?: undefined; offset: number; expected: string[]; rule: string | undefined; reason?: string };
