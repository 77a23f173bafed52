/**
 * A grammar's matching on inputs rewritten first: a build that differs from another only in reading
 * some characters case-insensitively (RFC 1738's `caseInsensitiveScheme`: the scheme name at the
 * start of the rules that begin with one) runs the other's compiled modes on the input with those
 * characters folded, instead of carrying a second compiled copy of every rule they reach. The fold
 * keeps every offset (it changes characters, never their number), so captures, errors and offsets
 * are the input's; the editions read the texts from the input as given.
 */
import type { Matching } from './compile/language';
import type { FailureReport } from './careful/tracker';
import type { Records } from './records';
import { GeneratedGrammar } from './generated-grammar';
import type { GrammarModule } from './runtime';

/** Which rules read their input folded, and how. */
export interface Folding {
  /** the build's id ('rfc1738+caseInsensitiveScheme'): the careful build of the same grammar is found by it */
  readonly id: string;
  /** the rules (as the RFC spells them) whose match reads the input folded: the others read it as it is */
  readonly rules: readonly string[];
  /** `input` with what the rule read from `at` reads case-insensitively folded; the same length */
  fold(input: string, at: number): string;
}

class FoldedLanguage implements Matching {
  private readonly keys: ReadonlySet<string>;

  constructor(
    private readonly inner: Matching,
    private readonly folding: Folding,
    /** the keys of folding.rules */
    keys: readonly string[],
  ) {
    this.keys = new Set(keys);
  }

  get records(): Records {
    return this.inner.records;
  }

  private input(key: string, input: string, at: number): string {
    return this.keys.has(key) ? this.folding.fold(input, at) : input;
  }

  match(key: string, input: string): boolean {
    return this.inner.match(key, this.input(key, input, 0));
  }

  validate(key: string, input: string): boolean {
    return this.inner.validate(key, this.input(key, input, 0));
  }

  prefix(key: string, input: string, at: number): number {
    return this.inner.prefix(key, this.input(key, input, at), at);
  }

  explain(key: string, input: string): FailureReport | undefined {
    return this.inner.explain(key, this.input(key, input, 0));
  }
}

/** A generated module run as another build of its grammar: on inputs folded first (see above). */
export class FoldedGrammar extends GeneratedGrammar {
  private inner: Matching | undefined;
  private folded: Matching | undefined;

  constructor(
    module: GrammarModule,
    private readonly folding: Folding,
  ) {
    super(module, folding.id);
  }

  protected override get language(): Matching {
    // (the module's language is made again when a mode is given to it: fold the one it has now)
    const inner = super.language;
    if (inner !== this.inner) {
      this.inner = inner;
      this.folded = new FoldedLanguage(inner, this.folding, this.folding.rules.map((name) => this.keyOf(name) ?? name));
    }
    return this.folded!;
  }
}
