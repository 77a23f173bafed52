/**
 * A regular rule's automata, as toolkit.ts and standalone.ts run them: the whole automaton when its
 * counted repetitions written out stay under AUTOMATON_STATE_LIMIT states; otherwise one made for
 * the input's size (the next power of two from 64 code units), its counts written out no further
 * than an input of that size can use (thompson.ts's countsOf), so that `16( 2*40( 0*40( "a" / "b" ) ) )`
 * (25,600 copies) reads a 100-character input with 128 of them. The two sized automata made last are
 * kept. Where even that one would be over the limit, there is none (the caller goes all-ways).
 */
import { ruleAutomaton } from './automaton';
import type { Automaton } from './automaton';
import type { ResolvedGrammar } from './resolve';
import type { FlatNodes } from './to-kit';

/** The smallest input size an automaton is made for when the whole one is too large. */
const SMALLEST = 64;
/** How many sized automata are kept (each up to AUTOMATON_STATE_LIMIT states). */
const KEPT = 2;

export class RuleAutomata {
  private whole: Automaton | null | undefined;
  /** the sized automata made last (at most KEPT), by size */
  private readonly sized = new Map<number, Automaton>();
  /** the smallest input size whose automaton is too large (every larger one is too) */
  private tooLarge = Infinity;

  constructor(
    private readonly grammar: ResolvedGrammar,
    private readonly key: string,
    /** the rules inside character sets and runs, which are no nodes of its trees (to-kit.ts's flatNodes) */
    private readonly flat?: FlatNodes,
  ) {}

  /** The automaton that reads inputs of `length` code units, or undefined when it would be too large. */
  of(length: number): Automaton | undefined {
    if (this.whole === undefined) {
      const made = ruleAutomaton(this.grammar, this.key, { flat: this.flat });
      this.whole = typeof made === 'string' ? null : made;
    }
    if (this.whole) return this.whole;
    let size = SMALLEST;
    while (size < length) size *= 2;
    if (size >= this.tooLarge) return undefined;
    let got = this.sized.get(size);
    if (got === undefined) {
      const made = ruleAutomaton(this.grammar, this.key, { flat: this.flat, longest: size });
      if (typeof made === 'string') {
        // too large for this size, so for every larger one (and for all, when the rule's size is not its counts)
        this.tooLarge = size;
        return undefined;
      }
      got = made;
      if (this.sized.size >= KEPT) this.sized.delete(this.sized.keys().next().value!);
      this.sized.set(size, got);
    }
    return got;
  }
}
