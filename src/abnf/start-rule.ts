/**
 * How a grammar's start rule answers `canParse` and `parse`, by the strategy abnf() chose for each
 * rule — one path for abnf() (toolkit.ts) and for the modules toSource() writes (standalone.ts), so
 * that the two give the same answers:
 * - canParse: a compiled (LL(1)) start rule by the engine's build (its match deeper than the stack:
 *   the all-ways matcher); a regular one by its regexp where proved safe, else its automaton; the
 *   rest by the all-ways matcher with the compiled rules as atoms, its memory bounded
 *   (ALL_WAYS_BUDGET). Past a budget (the all-ways matcher's memory, an automaton's steps) it throws
 *   an AbnfError that says why; past an explicit `limit` it answers false.
 * - parse: the PEG reading's tree first, where it is linear and matches (peg-trees.ts), built when
 *   first read (src/model/lazy.ts); else decided as canParse decides, the tree read back from the
 *   automaton or the all-ways matcher; a rejection at the furthest character any way reached, from
 *   the automaton (a regular rule) or the all-ways matcher reading every rule. Past a budget or the
 *   limit: a rejection with the reason.
 */
import { defineLazy } from '../model/lazy';
import type { Grammar as EngineGrammar } from '../engine';
import { AllWays, AllWaysBudgetError } from './all-ways';
import type { Answered, Atom } from './all-ways';
import { hasEnd, isEmpty, lastEnd } from './shared-ends';
import { AutomatonBudgetError } from './automaton';
import type { Automaton } from './automaton';
import { derive } from './derive';
import type { ParseNode } from './parse-node';
import { AbnfError, isStackOverflow } from './errors';
import type { PegTrees } from './peg-trees';
import type { ResolvedGrammar } from './resolve';
import { RuleAutomata } from './rule-automata';

/** How a rule is matched: see the module's comment and docs/toolkit.md. */
export type Strategy = 'compiled' | 'regexp' | 'all-ways';

/**
 * The most numbers the all-ways matcher remembers for one input: 16 million, and 64 more per code
 * unit of the input (so its memory stays linear in the input, about 130 MB at least). It holds a
 * rule's ends from a position as runs (ends.ts: three numbers for `lo, lo + step, …, hi`), so a
 * rule whose ends are all the later positions (`S = "a" S / "a"`), or every other one, costs a run
 * a position; where they are many and uneven (`S = ( "a" / "bb" ) S / "a" / "bb"` on a mix of the
 * two), a union refers to the sets it is made of (shared-ends.ts), a few numbers a position. A set
 * made explicit at every position (`S = 2*( "a" / "bb" ) [ S ]`) needs some n² numbers, reaches
 * this bound (or the budget of work) at a few thousand characters, and then the call is refused,
 * saying why: parse() with a rejection, canParse() and rule() with an AbnfError.
 */
export const ALL_WAYS_BUDGET = 1 << 24;
const allWaysBudget = (n: number) => ALL_WAYS_BUDGET + 64 * n;

/**
 * The most steps of work the all-ways matcher does for one input (AllWaysOptions.work; a step is a
 * call worked out, a call of a matcher at a position, a run of ends a union reads: ends.ts): 20
 * million, and 200 more per code unit, so its time stays linear in the input (some 50 million steps
 * a second: about 0.4 s, and 4 s more per megabyte). The grammars of the tests and the bench take a
 * few steps a code unit on long inputs (1 MB of `S = "a" S / "a"`: 5; RFC 3986's rejections: 1) and
 * under a million on short ones; nested counted repetitions over what can be empty, read all ways,
 * take millions a code unit and are refused, saying why, as past the memory budget.
 */
export const ALL_WAYS_WORK = 20_000_000;
/** The steps of work the all-ways matcher may do per code unit of the input, beyond ALL_WAYS_WORK. */
export const ALL_WAYS_WORK_PER_UNIT = 200;
const allWaysWork = (n: number) => ALL_WAYS_WORK + ALL_WAYS_WORK_PER_UNIT * n;

/** What the start rule's answers are made from (toolkit.ts and standalone.ts give it). */
export interface StartRuleParts {
  readonly grammar: ResolvedGrammar;
  readonly startKey: string;
  /** how each rule is matched ('regexp': a regular rule, by its regexp or its automata) */
  readonly strategies: ReadonlyMap<string, Strategy>;
  /** the engine's build of the LL(1) rules (compiled now, or ahead of time), and each one's name in it */
  readonly compiled: EngineGrammar | undefined;
  readonly kitNames: ReadonlyMap<string, string>;
  /** the start rule's backtracking regexp where one is proved safe (asked once, when first needed) */
  readonly regexp: () => RegExp | undefined;
  /** whether the start rule calls nothing recursively */
  readonly acyclic: boolean;
  /** the longest input the all-ways strategy takes (Infinity: no limit) */
  readonly limit: number;
  /** trees of the PEG reading, where it is linear */
  readonly pegTrees: PegTrees;
}

/** What `parse()` gives: the parse tree, or the offset, what was expected there and the innermost rule (and a reason when the input was refused whole). */
export type AbnfParse =
  | { ok: true; tree: ParseNode; /** absent on success */ offset?: undefined }
  | { ok: false; tree?: undefined; offset: number; expected: string[]; rule: string | undefined; reason?: string };

/** The start rule's canParse and parse (see the module's comment). */
export class StartRule {
  private readonly start: string;
  private readonly how: Strategy;
  private regexp: RegExp | null | undefined;
  private automata: RuleAutomata | undefined;
  private allWays: AllWays | undefined;
  private tracking: AllWays | undefined;
  private plain: AllWays | undefined;
  private fastAtoms: Map<string, Atom> | undefined;
  /** an atom overflowed the stack: the all-ways matcher reads without atoms (withMatcher) */
  private atomsTooDeep = false;

  constructor(private readonly parts: StartRuleParts) {
    this.start = parts.grammar.rules.get(parts.startKey)!.name;
    this.how = parts.strategies.get(parts.startKey)!;
  }

  canParse(input: string): boolean {
    const { compiled, kitNames, startKey, limit } = this.parts;
    if (this.how === 'compiled') {
      try {
        return compiled!.matches(kitNames.get(startKey)!, input);
      } catch (error) {
        // the engine's matcher recurses once per level of a recursive rule: on an input nested
        // deeper than the stack, the all-ways matcher (which does not overflow) decides
        if (!isStackOverflow(error)) throw error;
        return this.bounded(() => this.use(this.deepMatcher()).accepts(this.start, input));
      }
    }
    if (this.how === 'regexp') {
      const answer = this.regular(input);
      if (answer !== undefined) return answer;
    }
    if (input.length > limit) return false;
    return this.withMatcher((m) => m.accepts(this.start, input));
  }

  parse(input: string): AbnfParse {
    try {
      return this.parseNow(input);
    } catch (error) {
      // past a budget: a rejection that says why, as past a limit
      if (!(error instanceof AbnfError) || !overBudget.has(error)) throw error;
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: error.reason };
    }
  }

  /** The furthest end of rule `key`'s matches from `at` (-1: none), by the all-ways matcher with the compiled rules as atoms, for rule(). */
  longest(key: string, input: string, at: number): number {
    const ends = this.withMatcher((m) => m.endSet(key, input, at));
    return isEmpty(ends) ? -1 : lastEnd(ends);
  }

  /** a regular start rule: its regexp where proved safe, else its automaton (undefined: none, go all-ways) */
  private regular(input: string): boolean | undefined {
    if (this.regexp === undefined) this.regexp = this.parts.regexp() ?? null;
    const re = this.regexp;
    if (re) {
      try {
        return re.test(input);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        // the regexp engine's backtracking stack is exhausted (inputs of megabytes): the all-ways
        // matcher over the rules that are not LL(1), the others as atoms, with no length limit
        return this.withMatcher((m) => m.accepts(this.start, input));
      }
    }
    const auto = this.automaton(input.length);
    return auto ? this.bounded(() => auto.test(input)) : undefined;
  }

  /** the start rule's automaton for inputs of `length` code units, when it has one */
  private automaton(length: number): Automaton | undefined {
    const { grammar, startKey, pegTrees } = this.parts;
    return (this.automata ??= new RuleAutomata(grammar, startKey, pegTrees.flat())).of(length);
  }

  /**
   * The compiled rules as atoms of the all-ways matcher: each gives the end of its PEG match. For a
   * rule proved LL(1) that is the only end any derivation of an input can use: whatever follows the
   * rule in a derivation starts with a character of its FOLLOW set, and there the PEG's choices are
   * the derivation's. The compiled matcher alone answers (its prefix match: linear and fast on
   * inputs of megabytes). Not for rejections: an atom fails where its literal began.
   */
  private atomMap(): Map<string, Atom> {
    if (this.fastAtoms) return this.fastAtoms;
    const atoms = new Map<string, Atom>();
    const { compiled, kitNames, strategies } = this.parts;
    for (const [key, how] of strategies) {
      if (how !== 'compiled') continue;
      const kit = kitNames.get(key)!;
      atoms.set(key, (input, pos) => ({ end: compiled!.prefix(kit, input, pos), furthest: -1, expected: [] }));
    }
    return (this.fastAtoms = atoms);
  }

  private matcher(): AllWays {
    if (this.atomsTooDeep) return this.deepMatcher();
    return (this.allWays ??= new AllWays(this.parts.grammar, { limit: Infinity, budget: allWaysBudget, work: allWaysWork, atoms: this.atomMap() }));
  }

  /**
   * `f` of the all-ways matcher with the compiled rules as atoms, bounded. Where an atom overflows
   * the stack (a compiled rule nested deeper than the engine's stack: compiling it, or matching it
   * on a deep input), `f` again of the matcher without atoms, which does not overflow, and that one
   * from then on.
   */
  private withMatcher<T>(f: (m: AllWays) => T): T {
    return this.bounded(() => {
      try {
        return f(this.use(this.matcher()));
      } catch (error) {
        if (this.atomsTooDeep || !isStackOverflow(error)) throw error;
        this.atomsTooDeep = true;
        return f(this.use(this.deepMatcher()));
      }
    });
  }

  /** the all-ways matcher with no atoms (none can overflow the stack), for what the engine cannot read */
  private deepMatcher(): AllWays {
    return (this.plain ??= new AllWays(this.parts.grammar, { limit: Infinity, budget: allWaysBudget, work: allWaysWork }));
  }

  /** a call of a matcher whose work is bounded: past its budget, an AbnfError that says why */
  private bounded<T>(f: () => T): T {
    try {
      return f();
    } catch (error) {
      let why: string;
      if (error instanceof AllWaysBudgetError) {
        const needs = error.of === 'memory' ? 'memory' : 'work';
        why = `${error.message}: this grammar is ambiguous in a way that needs ${needs} growing faster than the input (rule ${this.start} is matched all-ways); pass a smaller limit, or reword the grammar so that it is LL(1)`;
      } else if (error instanceof AutomatonBudgetError) {
        why = `${error.message}; reword the grammar so that its counted repetitions do not nest (or pass a shorter input)`;
      } else {
        throw error;
      }
      const at = this.parts.grammar.rules.get(this.parts.startKey)!.at;
      const refused = new AbnfError(why, at.line, at.column);
      overBudget.add(refused);
      throw refused;
    }
  }

  private parseNow(input: string): AbnfParse {
    const { pegTrees, startKey } = this.parts;
    // the PEG reading first (peg-trees.ts): fast, and where it matches, a derivation of the grammar.
    // A compiled (LL(1)) start rule: its validating matcher answers, as canParse does, and the tree
    // comes from a match with captures when first read (recording captures costs two to four times
    // the validation there, so parse() costs about canParse's time while the tree is not read).
    // Otherwise its match with captures answers (a regular rule's costs about the validation), and
    // the tree comes from that run's captures when read before the next match, else from a new run
    if (pegTrees.has(startKey) && this.how === 'compiled') {
      const hit = pegTrees.matches(startKey, input);
      if (hit) return this.pegTree(input, PEG_TREE);
      // an LL(1) rule's PEG match is canParse's answer: a miss is a rejection (undefined: an input
      // nested deeper than the engine's stack, decided below)
      if (hit === false) return this.exactParse(input);
    } else if (pegTrees.has(startKey)) {
      const run = pegTrees.capture(startKey, input);
      if (run) return this.pegTree(input, run);
    }
    // otherwise decided now by the matcher its tree will be read back from, so that reading the tree
    // is never refused: a budget is spent, or not, before the answer is returned
    return this.exactParse(input, true);
  }

  /**
   * The exact strategies: the rule's automaton (a regular rule: one run, which answers and, for a
   * rejection, says where), else the all-ways matcher. An accepted input's tree is read back when
   * first read, by the same automaton or from the same matcher's memo (made again when another input
   * has taken its place: the same work, so the same budget). A rejection is at the furthest point any
   * way reached, from the tracking matcher; with `accepting` false (a compiled rule the PEG reading
   * missed: a rejection is all there can be) the tracking matcher alone is run.
   */
  private exactParse(input: string, accepting = false): AbnfParse {
    const { acyclic, limit, grammar } = this.parts;
    // a regular rule's automaton reads a character at a time, with no length limit; past its budget
    // of steps a rejection that says so (a compiled rule's rejection then comes from the all-ways
    // matcher, whose memory is bounded)
    if (acyclic) {
      const auto = this.automaton(input.length);
      const decided = auto?.decide(input);
      if (decided?.ok) return this.lazyTree(input, () => auto!.tree(input));
      if (decided && (decided.reason === undefined || this.how !== 'compiled')) return decided;
    }
    if (this.how !== 'compiled' && input.length > limit) {
      return { ok: false, offset: 0, expected: [], rule: undefined, reason: `the all-ways matcher takes inputs of up to ${limit} code units; this one has ${input.length}` };
    }
    if (accepting) {
      // the all-ways strategy's matcher, the LL(1) rules as atoms; a compiled rule here is nested
      // deeper than the engine's stack: the matcher without atoms
      const accepts = (m: AllWays) => (m.accepts(this.start, input) ? m : undefined);
      const accepted = this.how === 'all-ways' ? this.withMatcher(accepts) : this.bounded(() => accepts(this.use(this.deepMatcher())));
      if (accepted) {
        const answers = accepted.answered();
        return this.lazyTree(input, () => this.derived(accepted, input, answers));
      }
    }
    // every rule read all ways, none as an atom: a rejection is then at the furthest character any
    // way reached, inside the LL(1) rules too (an atom would report where its literal began)
    const m = this.use((this.tracking ??= new AllWays(grammar, { limit: Infinity, track: true, budget: allWaysBudget, work: allWaysWork })));
    return this.bounded(() => {
      const ends = m.endSet(this.start, input);
      if (hasEnd(ends, input.length)) {
        const answers = m.answered();
        return this.lazyTree(input, () => this.derived(m, input, answers));
      }
      const offset = isEmpty(ends) ? m.furthest : Math.max(m.furthest, lastEnd(ends));
      const expected = new Set(offset === m.furthest ? m.expected : []);
      if (hasEnd(ends, offset)) expected.add('end of input');
      return { ok: false, offset, expected: [...expected].sort(), rule: m.failRule };
    });
  }

  /**
   * The tree of an input matcher `m` accepted, from its memo, made again when another input took it.
   * Made again on a deeper stack, where the first time it was not, the matcher may have to fill its
   * memo from the end (AllWays.deep()): with `answers` (what the decision worked out, a bit a rule
   * and position) it fills those alone, the decision's work, so within its budgets. The tree of an
   * accepted input is not refused: past a budget all the same, it is read by a matcher with no
   * budget, filling those answers alone too.
   */
  private derived(m: AllWays, input: string, answers?: Answered): ParseNode | undefined {
    const { startKey, pegTrees, grammar } = this.parts;
    // the derivation gets a budget of work of its own (the decision's may be mostly spent)
    const derivation = (w: AllWays) => {
      w.renew();
      return w.deep(() => derive(w, input, startKey, 0, input.length, pegTrees.flat()));
    };
    const tree = (w: AllWays) => (w.within(answers).accepts(this.start, input) ? derivation(w) : undefined);
    try {
      return this.bounded(() => tree(this.use(m)));
    } catch (error) {
      if (!(error instanceof AbnfError) || !overBudget.has(error)) throw error;
      return tree(new AllWays(grammar, { limit: Infinity }));
    } finally {
      // the tree is made: its answers need not be kept when the memo goes
      if (answers) answers.done = true;
    }
  }

  /** `m`, the other matchers letting go of what they remember (one input's memo at a time) */
  private use(m: AllWays): AllWays {
    for (const other of [this.allWays, this.plain, this.tracking]) if (other !== undefined && other !== m) other.forget();
    return m;
  }

  /**
   * An accepted parse whose tree is `first()`'s, built when first read (src/model/lazy.ts). Where
   * `first()` gives none (the PEG reading's captures run deeper than the stack, where its validation
   * did not), the automaton's or the all-ways matcher's, with no budget: reading it never throws.
   */
  private lazyTree(input: string, first: () => ParseNode | undefined): AbnfParse {
    const parsed = { ok: true } as { ok: true; tree: ParseNode };
    defineLazy(parsed, 'tree', () => this.treeOr(first(), input));
    return parsed;
  }

  /**
   * lazyTree() of the PEG reading's tree: of run `run` of PegTrees.capture(), or (PEG_TREE) of a
   * match with captures made when first read. One closure a parse rather than two: on short inputs
   * of an LL(1) grammar, setting `tree` up is most of what parse() costs beyond canParse.
   */
  private pegTree(input: string, run: number): AbnfParse {
    const parsed = { ok: true } as { ok: true; tree: ParseNode };
    defineLazy(parsed, 'tree', () => {
      const { pegTrees, startKey } = this.parts;
      return this.treeOr(run === PEG_TREE ? (pegTrees.tree(startKey, input) ?? undefined) : pegTrees.treeOf(run, startKey, input), input);
    });
    return parsed;
  }

  /** `tree`, else (see lazyTree) the automaton's or the all-ways matcher's */
  private treeOr(tree: ParseNode | undefined, input: string): ParseNode {
    const found = tree ?? (this.parts.acyclic ? this.automaton(input.length)?.tree(input) : undefined) ?? this.derived(this.deepMatcher(), input);
    if (found) return found;
    throw new Error(`abnf: ${this.start} matched ${JSON.stringify(input.slice(0, 80))} and no tree could be read back`);
  }
}

/** pegTree()'s tree from a match with captures made when first read (else a run of PegTrees.capture(), numbered from 1) */
const PEG_TREE = 0;

/** the AbnfErrors that say an input went past a budget (parse() turns them into rejections) */
const overBudget = new WeakSet<AbnfError>();
