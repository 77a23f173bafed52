/**
 * A regular rule's automata, as toolkit.ts and standalone.ts run them: one made for the input's
 * size, its counts written out no further than an input of that size can use (thompson.ts's
 * countsOf: a count an input cannot reach is a loop, one copy), or the whole automaton. The size is
 * the next length at which a count of the rule stops being such a loop (loopLengths) when the
 * automaton for it has under half the whole one's states (`100( 2*40( 0*40( "a" ) 0*1"c" ) )`,
 * 4,000 copies of its group written out, reads 3,000 characters with one); else the whole automaton
 * when its counted repetitions written out stay under AUTOMATON_STATE_LIMIT states; else the next
 * power of two from 64 code units. The two sized automata made last are kept. Where even the sized
 * one would be over the limit, there is none (the caller goes all-ways).
 */
import { ruleAutomaton } from './automaton';
import type { Automaton } from './automaton';
import type { ResolvedGrammar } from './resolve';
import type { FlatNodes } from './to-kit';
import { loopLengths, statesOf } from './thompson';

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
  /** thompson.ts's loopLengths, worked out on first use */
  private loops: number[] | undefined;
  private readonly smallerAt = new Map<number, boolean>();
  private wholeSize: number | undefined;

  constructor(
    private readonly grammar: ResolvedGrammar,
    private readonly key: string,
    /** the rules inside character sets and runs, which are no nodes of its trees (to-kit.ts's flatNodes) */
    private readonly flat?: FlatNodes,
  ) {}

  /** The automaton that reads inputs of `length` code units, or undefined when it would be too large. */
  of(length: number): Automaton | undefined {
    // the next length a count stops being a loop at: the automaton for it is the input's own
    this.loops ??= loopLengths(this.grammar, this.key);
    const loop = this.loops.find((l) => l >= length);
    if (loop === undefined || !this.smaller(loop)) {
      if (this.whole === undefined) {
        const made = ruleAutomaton(this.grammar, this.key, { flat: this.flat });
        this.whole = typeof made === 'string' ? null : made;
      }
      if (this.whole) return this.whole;
    }
    let size = SMALLEST;
    while (size < length) size *= 2;
    if (loop !== undefined && loop < size) size = loop;
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

  /** whether the automaton for inputs of up to `loop` code units has under half the whole one's states (loops for copies; worked out before either is made) */
  private smaller(loop: number): boolean {
    let got = this.smallerAt.get(loop);
    if (got === undefined) {
      this.wholeSize ??= statesOf(this.grammar, this.key);
      this.smallerAt.set(loop, (got = statesOf(this.grammar, this.key, loop) * 2 < this.wholeSize));
    }
    return got;
  }
}
