/**
 * How far a fused regexp may look (fuse.ts): a regexp's backtrack stack grows with what it examines,
 * so one that examines at most REACH_LIMIT characters from where it starts may run on an input of
 * any length, and needs no JavaScript copy for inputs too long for the others (FUSE_LIMIT).
 */
import type { Expr, Rules } from '../ir';

/**
 * Longest stretch of input a fused regexp that runs on inputs of any length may examine: its
 * backtrack stack is bounded by what it examines, not by the input (an IPv6address, a dec-octet,
 * an h16 …).
 */
export const REACH_LIMIT = 1024;

/** The reach of a grammar's expressions. */
export class Reach {
  private readonly ofRules = new Map<string, number>();

  constructor(private readonly rules: Rules) {}

  /**
   * The most characters a regexp of `e` examines from where it starts, lookaheads included
   * (Infinity for an unbounded repetition or run, or recursion): an upper bound, each element of a
   * set counted at its widest (a pct-encoded triplet, a surrogate pair).
   */
  of(e: Expr): number {
    switch (e.k) {
      case 'lit':
        return e.text.length;
      case 'one':
        return e.set.pct ? 3 : e.set.astral.length > 0 ? 2 : 1;
      case 'run':
        return e.max * (e.set.pct ? 3 : e.set.astral.length > 0 ? 2 : 1);
      case 'eof':
        return 0;
      case 'seq':
        return e.xs.reduce((n, x) => n + this.of(x), 0);
      case 'alt':
        return e.xs.reduce((n, x) => Math.max(n, this.of(x)), 0);
      case 'opt':
      case 'not':
      case 'ahead':
      case 'named':
        return this.of(e.x);
      case 'many': {
        // a body that examines nothing examines nothing however often it runs (not Infinity × 0 = NaN)
        const n = e.max === 0 ? 0 : this.of(e.x);
        return n === 0 ? 0 : e.max * n;
      }
      case 'ref': {
        const known = this.ofRules.get(e.key);
        if (known !== undefined) return known;
        this.ofRules.set(e.key, Infinity); // recursion: unbounded
        const n = this.of(this.rules[e.key]);
        this.ofRules.set(e.key, n);
        return n;
      }
    }
  }
}
