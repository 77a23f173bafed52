/**
 * What a generated grammar module (src/generated, written by `npm run generate`) needs at run time,
 * and nothing else: its character tables, its fused regexps, and the shapes it exports. No Parsimmon,
 * no compiler, no code generated from strings — this is all an edition entry runs on.
 */
import type { FailureReport } from './careful/tracker';
import type { Records } from './records';

/** A compiled rule: the offset where its match from `i` ends, or -1. */
export type Matcher = (input: string, i: number) => number;

/** One mode of a grammar: each rule's matcher, by key. */
export type Matchers = Readonly<Record<string, Matcher>>;

/** The three modes a grammar is compiled in (strategies.ts): each a factory of the rules' matchers. */
export interface ModeFactories {
  /**
   * matching only, recording nothing (canParse, checkRule); `S` gives the fast mode's matchers (made
   * on first use, their records unread), which a rule fused whole asks on an input too long for its regexp
   */
  validate(S: () => Matchers): Matchers;
  /** matching and recording the captured rules to `R` (a parse) */
  fast(R: Records): Matchers;
  /**
   * explaining a rejection as the careful build would (its error): an Explainer holding its own
   * state (an ExplainRuntime), so that what only explains is reached only through this factory
   */
  explain(): Explainer;
}

/** A grammar's explaining mode, ready to run. */
export interface Explainer {
  /** Why all of `input` is not a `key`, as the careful build would report it; undefined when it is one. */
  explain(key: string, input: string): FailureReport | undefined;
}

/**
 * One rule as the grammar writes it: RFC spelling, key (its camelCase), section, definition as the
 * RFC writes it, and the definition without its comments (omitted when it has none).
 */
export type RuleRow = readonly [name: string, key: string, section: string, definition: string, syntax?: string];

/** A rule as a generated module's meta lists it: RFC spelling, key, section (its texts are apart: RuleTexts). */
export type RuleHead = readonly [name: string, key: string, section: string];

/** A rule's definition as the RFC writes it, and without its comments (omitted when it has none). */
export type RuleTexts = readonly [definition: string, syntax?: string];

/** What a grammar says of itself, without running it. */
export interface GrammarMeta {
  /** which build of which grammar: the edition or specification, and its options ('rfc3986+rfc6874') */
  readonly id: string;
  /** the grammar's name in error messages ('rfc3986') */
  readonly name: string;
  /** every rule, in the grammar's order (a generated module's texts are its `texts`, in the same order) */
  readonly rules: readonly (RuleRow | RuleHead)[];
  /** the rules whose spans become captures; a rule's record id is its index here */
  readonly captured: readonly string[];
  /** the captured rules the grammar's expressions hold */
  readonly capturedNames: readonly string[];
}

/**
 * A generated grammar module: its meta, its rules' texts and its three modes. Only the meta and the
 * matching mode are needed to parse an accepted input; the others may be left out and given later
 * (GeneratedGrammar.validateWith, explainWith, describeWith), so that a bundle carries only what it runs: one that
 * only parses carries no validating mode (validating without it runs the matching mode, recording
 * into records nobody reads), one that only validates no explaining mode and no texts.
 */
export interface GrammarModule {
  readonly meta: GrammarMeta;
  readonly fast: ModeFactories['fast'];
  readonly validate?: ModeFactories['validate'];
  readonly explain?: ModeFactories['explain'];
  /** each rule's texts, in the order of meta.rules */
  readonly texts?: () => readonly RuleTexts[];
}

/**
 * A 128-entry table (1 where a code is in the set) from its bitmap as 32 hexadecimal digits, digit
 * k holding codes 4k..4k+3 (lowest bit first): how generated code writes its tables.
 */
export function bits(hex: string): Uint8Array {
  let t = TABLES.get(hex);
  if (t !== undefined) return t;
  t = new Uint8Array(128);
  // Digit by digit, four stores each: this runs once per distinct table at start-up, where a loop
  // over the 128 codes calling parseInt each time was hot enough for V8 to optimise mid-load.
  for (let k = 0; k < 32; k++) {
    const d = parseInt(hex[k], 16);
    t[4 * k] = d & 1;
    t[4 * k + 1] = (d >> 1) & 1;
    t[4 * k + 2] = (d >> 2) & 1;
    t[4 * k + 3] = d >> 3;
  }
  TABLES.set(hex, t);
  return t;
}

/**
 * Every table bits() has built, by its bitmap: the same set in another mode, build or module is the
 * same (read-only) table, built once per process.
 */
const TABLES = new Map<string, Uint8Array>();

/** The inverse of bits(). */
export function bitmap(t: ArrayLike<number>): string {
  let hex = '';
  for (let k = 0; k < 32; k++) hex += (t[4 * k] | (t[4 * k + 1] << 1) | (t[4 * k + 2] << 2) | (t[4 * k + 3] << 3)).toString(16);
  return hex;
}

/** HEXDIG (RFC 5234 B.1): "0"-"9", "A"-"F", "a"-"f". */
export const HEX = bits('000000000000ff30e7000000e7000000');

/**
 * Longest stretch of input one execution of a character run's regexp sees (compile/emit.ts). On a
 * longer input the run is matched window by window (Fused.windows) — `input.substring(p, p +
 * RUN_WINDOW)` is a slice of the input, not a copy — so whatever its regexp pushes on V8's backtrack
 * stack is bounded by the window (V8 overflows near 8 M entries).
 */
export const RUN_WINDOW = 1 << 16;

/**
 * Longest input a fused regexp of unbounded reach runs on (compile/fuse.ts): its backtrack stack
 * stays far below V8's limit. One whose reach is bounded runs on inputs of any length.
 */
export const FUSE_LIMIT = 1 << 16;

/**
 * A fused stretch of a rule (fuse.ts) as one sticky regexp, with, where the fuser gives one, a much
 * smaller variant exact on inputs without one character: tried first, it decides when the input from
 * `p` on lacks that character, and certainly so when it matched all of the input. The regexps are
 * given as their sources and made on first use: most rules of a grammar are never asked for, and a
 * regexp literal costs its parsing when the module is loaded.
 */
export class Fused {
  private whole: RegExp | undefined;
  private lite: RegExp | undefined;

  constructor(
    private readonly wholeSource: string,
    private readonly liteSource?: string,
    private readonly without = '',
  ) {}

  /**
   * Where a character run's sticky regexp `re` (`[cls]+`, `(?:[cls]+|%XX)+`) matched from `p` ends
   * on an input longer than RUN_WINDOW: window by window, a run that stops within two characters of
   * a window's end going on into the next (a triplet cut in two). (A static of Fused: the one class
   * every compiled mode is given.)
   */
  static windows(re: RegExp, input: string, p: number): number {
    for (;;) {
      const w = input.substring(p, p + RUN_WINDOW);
      re.lastIndex = 0;
      if (!re.test(w)) return p;
      p += re.lastIndex;
      if (re.lastIndex < w.length - 2 || p >= input.length) return p;
    }
  }

  /**
   * Where a character run's sticky regexp `re` matched from `p` ends (`p` when it did not): one
   * test, or on an input longer than RUN_WINDOW window by window (windows()). What the compiled
   * code calls for each unbounded run: small enough for V8 to inline where it is called.
   */
  static run(re: RegExp, input: string, p: number): number {
    if (input.length > RUN_WINDOW) return Fused.windows(re, input, p);
    re.lastIndex = p;
    return re.test(input) ? re.lastIndex : p;
  }

  /** Where the stretch matched from `p` ends, or -1. */
  match(input: string, p: number): number {
    if (this.whole === undefined) {
      this.whole = new RegExp(this.wholeSource, 'y');
      if (this.liteSource !== undefined) this.lite = new RegExp(this.liteSource, 'y');
    }
    const lite = this.lite;
    // (on an input longer than FUSE_LIMIT the stretch's reach is bounded: its whole regexp alone,
    // without the test of the rest of the input)
    if (lite !== undefined && input.length <= FUSE_LIMIT) {
      lite.lastIndex = p;
      const t = lite.test(input) ? lite.lastIndex : -1;
      if (t === input.length || input.indexOf(this.without, p) < 0) return t;
    }
    const whole = this.whole;
    whole.lastIndex = p;
    return whole.test(input) ? whole.lastIndex : -1;
  }
}
