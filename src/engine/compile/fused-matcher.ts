/**
 * What the compiled code calls for a fused stretch (emit.ts): its regexps, made by the Fuser
 * (fuse.ts) when the stretch is first matched — or, in a generated module, written out at build time.
 */
import type { Expr } from '../ir';
import { Fused } from '../runtime';
import type { Fuser } from './fuse';
import { compactSource } from './fragments';

/**
 * A fused stretch's matcher, its regexps written on first use: a grammar's validating build fuses
 * every rule whole, and most rules are never asked for at run time. Matching is Fused's (runtime.ts).
 */
export class FusedMatcher {
  private made: Fused | undefined;

  constructor(
    private readonly fuser: Fuser,
    private readonly e: Expr,
  ) {}

  /** Where the stretch matched from `p` ends, or -1. */
  match(input: string, p: number): number {
    return (this.made ??= this.make()).match(input, p);
  }

  /** The same as a JavaScript expression over a generated module's imports (`new Fused(…)`), each regexp source written by `text`. */
  toSource(text: (source: string) => string): string {
    const whole = text(compactSource(this.fuser.regexp(this.e).source));
    const variant = this.fuser.variant(this.e);
    if (!variant) return `new Fused(${whole})`;
    return `new Fused(${whole}, ${text(compactSource(variant.regexp.source))}, ${JSON.stringify(variant.without)})`;
  }

  /** The regexp sources toSource() writes. */
  sources(): string[] {
    const variant = this.fuser.variant(this.e);
    const whole = compactSource(this.fuser.regexp(this.e).source);
    return variant ? [whole, compactSource(variant.regexp.source)] : [whole];
  }

  private make(): Fused {
    const variant = this.fuser.variant(this.e);
    return new Fused(this.fuser.regexp(this.e).source, variant?.regexp.source, variant?.without);
  }
}
