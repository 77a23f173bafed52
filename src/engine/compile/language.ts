/**
 * A grammar's matchers, ready to run: each mode — validating (canParse), fast with captures (a
 * parse), explaining (a rejection's error) — made from its factory on first use, so that loading a
 * grammar runs nothing. The factories are a generated module's (src/generated, compiled at build
 * time) or a Program's (program.ts, compiled at run time). The language owns its capture records and
 * its explain state: nothing is shared between grammars.
 */
import type { FailureReport } from '../careful/tracker';
import { Records } from '../records';
import type { Explainer, Matchers, ModeFactories } from '../runtime';

/** What a grammar's matching answers (CompiledLanguage, or the careful build when code generation is refused). */
export interface Matching {
  /** the captures of the last match (see match()) */
  readonly records: Records;
  /** Whether all of `input` is a `key`; its captures are left in `records` until the next match. */
  match(key: string, input: string): boolean;
  /** Whether all of `input` is a `key`, recording nothing. */
  validate(key: string, input: string): boolean;
  /** Where a `key` matched from `at` ends (nothing recorded), or -1. */
  prefix(key: string, input: string, at: number): number;
  /** Why all of `input` is not a `key`, as the careful build would report it; undefined when it is one. */
  explain(key: string, input: string): FailureReport | undefined;
}

export class CompiledLanguage implements Matching {
  readonly records: Records;
  private fast: Matchers | undefined;
  private explainer: Explainer | undefined;
  private validators: Matchers | undefined;
  /** the fast matchers the validating ones ask on inputs too long for a regexp (their records unread) */
  private slow: Matchers | undefined;

  constructor(
    private readonly modes: Pick<ModeFactories, 'fast'> & Partial<ModeFactories>,
    /** the captured rules' names; a rule's record id is its index here */
    private readonly captured: readonly string[],
  ) {
    this.records = new Records(captured);
  }

  /** the validating matchers: the validating mode's, or without one the matching mode's (records unread) */
  private validating(): Matchers {
    const slow = () => (this.slow ??= this.modes.fast(new Records(this.captured)));
    return (this.validators ??= this.modes.validate === undefined ? slow() : this.modes.validate(slow));
  }

  match(key: string, input: string): boolean {
    this.fast ??= this.modes.fast(this.records);
    const records = this.records;
    records.shrink(); // the arrays a huge previous match grew are not kept
    records.top = 0;
    if (this.fast[key](input, 0) === input.length) return true;
    records.top = 0;
    return false;
  }

  validate(key: string, input: string): boolean {
    return this.validating()[key](input, 0) === input.length;
  }

  prefix(key: string, input: string, at: number): number {
    return this.validating()[key](input, at);
  }

  explain(key: string, input: string): FailureReport | undefined {
    const explain = this.modes.explain;
    if (explain === undefined) throw new Error('this grammar was made without its explaining mode (GeneratedGrammar.explainWith)');
    return (this.explainer ??= explain()).explain(key, input);
  }
}
