/**
 * What the compiled code calls for a fused stretch (emit.ts): its regexps, made by the Fuser
 * (fuse.ts) when the stretch is first matched.
 */
import type { Expr } from '../ir';
import type { Fuser } from './fuse';

/**
 * A fused stretch's matcher, its regexps written on first use: a grammar's validating build fuses
 * every rule whole, and most rules are never asked for. Where the Fuser gives a variant, it is tried
 * first: it is exact when the input from `p` on lacks the character it leaves out, and certainly
 * so when it matched all of that (no literal in it holds the character, and no set does);
 * otherwise, with the character there, the whole regexp decides.
 */
export class FusedMatcher {
  private whole: RegExp | undefined;
  private lite: RegExp | undefined;
  private without = '';

  constructor(
    private readonly fuser: Fuser,
    private readonly e: Expr,
  ) {}

  /** Where the stretch matched from `p` ends, or -1. */
  match(input: string, p: number): number {
    if (this.whole === undefined) this.make();
    const lite = this.lite;
    if (lite !== undefined) {
      lite.lastIndex = p;
      const t = lite.test(input) ? lite.lastIndex : -1;
      if (t === input.length || input.indexOf(this.without, p) < 0) return t;
    }
    const whole = this.whole!;
    whole.lastIndex = p;
    return whole.test(input) ? whole.lastIndex : -1;
  }

  private make(): void {
    this.whole = this.fuser.regexp(this.e);
    const variant = this.fuser.variant(this.e);
    if (variant) {
      this.lite = variant.regexp;
      this.without = variant.without;
    }
  }
}
