/**
 * Strings from an ABNF grammar, for testing a matcher against it: each alternation takes its
 * alternatives in turn and each repetition its counts in turn (the minimum, one more, the maximum or
 * a few more when unbounded), so a handful of strings reaches every alternative and every repetition
 * bound; quoted strings come in mixed case where case does not matter; ranges give their ends and a
 * value between. Deterministic for a seed. Past a depth of rule calls, or a length of string, it takes
 * the shortest way out (fewest rule calls, fewest iterations).
 */
import type { AbnfNode } from './ast';
import { codesText } from './code-set';
import type { ResolvedGrammar } from './resolve';

/** mulberry32: a small seeded PRNG (the same seed, the same strings). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many nodes a choice's weighing looks at, at most (see pending()). */
const PENDING_WALK = 1000;

/** A choice point of the grammar and the choices it has (alternatives, or repetition counts). */
interface Turn {
  next: number;
  readonly choices: number;
}

/** Strings of a grammar's rules, reaching every alternative and repetition bound (see the module's comment). */
export class Generator {
  private readonly turns = new Map<AbnfNode, Turn>();
  private readonly rnd: () => number;
  /** how deep rule calls may nest before the generator takes the shortest way out */
  maxDepth = 12;
  /** how long a string may grow before the generator takes the shortest way out */
  maxLength = 400;
  /** past this length `string()` gives up with a RangeError (counts like `10000( 10000"a" )` make strings no report can use) */
  hardLength = 100_000;
  private length = 0;
  /** nodes visited so far (strings made and choices weighed): a measure of the work done */
  work = 0;

  constructor(
    private readonly grammar: ResolvedGrammar,
    seed: number,
  ) {
    this.rnd = prng(seed);
  }

  /** One string of `rule`'s language. */
  string(rule: string): string {
    const out: string[] = [];
    this.length = 0;
    this.emit({ k: 'ref', name: rule, at: { line: 0, column: 0 } }, out, 0);
    return out.join('');
  }

  /** The choice points reached so far and how many of their choices were taken: [taken, total]. */
  coverage(): [number, number] {
    let taken = 0;
    let total = 0;
    for (const t of this.turns.values()) {
      taken += Math.min(t.next, t.choices);
      total += t.choices;
    }
    return [taken, total];
  }

  private turn(n: AbnfNode, choices: number, prefer?: (k: number) => number): number {
    let t = this.turns.get(n);
    if (!t) this.turns.set(n, (t = { next: 0, choices }));
    // every choice once in order; then mostly towards choices not taken yet below; else at random
    let k = t.next < choices ? t.next : Math.floor(this.rnd() * choices);
    if (t.next >= choices && prefer && this.rnd() < 0.8) {
      let best = -1;
      for (let c = 0; c < choices; c++) {
        const p = prefer(c);
        if (p > 0 && (best < 0 || p > prefer(best))) best = c;
      }
      if (best >= 0) k = best;
    }
    t.next++;
    return k;
  }

  /** how many choices below `n` were never taken (rules followed once each) */
  private pending(n: AbnfNode, seen = new Set<AbnfNode>()): number {
    // a weight, not a count: past PENDING_WALK nodes the rest is not looked at (a grammar of
    // thousands of rules must not make every choice a walk over all of it)
    if (seen.has(n) || seen.size >= PENDING_WALK) return 0;
    seen.add(n);
    this.work++;
    switch (n.k) {
      case 'alt':
      case 'seq': {
        const t = this.turns.get(n);
        const own = n.k === 'alt' ? (t ? Math.max(0, t.choices - t.next) : n.xs.length) : 0;
        return own + n.xs.reduce((s, x) => s + this.pending(x, seen), 0);
      }
      case 'rep': {
        const t = this.turns.get(n);
        return (t ? Math.max(0, t.choices - t.next) : 2) + this.pending(n.x, seen);
      }
      case 'range': {
        const t = this.turns.get(n);
        return t ? Math.max(0, t.choices - t.next) : 3;
      }
      case 'ref': {
        const rule = this.grammar.rules.get(n.name.toLowerCase());
        return rule ? this.pending(rule.node, seen) : 0;
      }
      default:
        return 0;
    }
  }

  private counts(n: Extract<AbnfNode, { k: 'rep' }>): number[] {
    const { min, max } = n;
    const out = [min];
    if (max > min) out.push(min + 1);
    if (max === Infinity) out.push(min + 2 + Math.floor(this.rnd() * 3));
    else if (max > min + 1) out.push(max);
    return out;
  }

  /** too deep or too long: take the shortest way out */
  private cut(depth: number): boolean {
    return depth > this.maxDepth || this.length > this.maxLength;
  }

  private emit(n: AbnfNode, out: string[], depth: number): void {
    this.work++;
    switch (n.k) {
      case 'str':
        out.push(n.cs ? n.text : [...n.text].map((c) => (this.rnd() < 0.3 ? flip(c) : c)).join(''));
        this.length += n.text.length;
        if (this.length > this.hardLength) throw new RangeError(`the string would be over ${this.hardLength} characters long`);
        return;
      case 'codes':
        out.push(codesText(n.codes));
        this.length += n.codes.length;
        return;
      case 'range': {
        const pick = this.turn(n, 3);
        const span = n.hi - n.lo;
        let cp = pick === 0 ? n.lo : pick === 1 ? n.hi : n.lo + Math.floor(this.rnd() * (span + 1));
        if (cp >= 0xd800 && cp <= 0xdfff) cp = n.lo < 0xd800 ? n.lo : n.hi > 0xdfff ? n.hi : cp;
        out.push(String.fromCodePoint(cp));
        this.length += 1;
        if (this.length > this.hardLength) throw new RangeError(`the string would be over ${this.hardLength} characters long`);
        return;
      }
      case 'seq':
        for (const x of n.xs) this.emit(x, out, depth);
        return;
      case 'alt': {
        const k = this.cut(depth) ? this.shortest(n.xs) : this.turn(n, n.xs.length, (c) => this.pending(n.xs[c]));
        this.emit(n.xs[k], out, depth);
        return;
      }
      case 'rep': {
        const counts = this.counts(n);
        let count = this.cut(depth) ? n.min : counts[this.turn(n, counts.length) % counts.length];
        if (count === 0 && !this.cut(depth) && n.max > 0 && this.pending(n.x) > 0 && this.rnd() < 0.8) count = 1;
        for (let i = 0; i < count; i++) this.emit(n.x, out, depth);
        return;
      }
      case 'ref': {
        const rule = this.grammar.rules.get(n.name.toLowerCase());
        if (!rule) throw new RangeError(`no rule named ${n.name}`);
        this.emit(rule.node, out, depth + 1);
        return;
      }
      case 'prose':
        throw new RangeError(`prose value <${n.text}> left unresolved`);
    }
  }

  /** the alternative that mentions the fewest rules (the way out of a recursion) */
  private shortest(xs: readonly AbnfNode[]): number {
    let best = 0;
    let bestSize = Infinity;
    xs.forEach((x, k) => {
      const size = refs(x);
      if (size < bestSize) [best, bestSize] = [k, size];
    });
    return best;
  }
}

function refs(n: AbnfNode): number {
  if (n.k === 'ref') return 1;
  if (n.k === 'alt') return n.xs.reduce((least, x) => Math.min(least, refs(x)), Infinity);
  if (n.k === 'seq') return n.xs.reduce((s, x) => s + refs(x), 0);
  if (n.k === 'rep') return n.min === 0 ? 0 : n.min * refs(n.x);
  return 0;
}

function flip(c: string): string {
  const u = c.toUpperCase();
  return u === c ? c.toLowerCase() : u;
}

/**
 * Variants of a string that are near the language's edge: a character left out, one put in
 * (from `alphabet`), one replaced, a stretch doubled, the case of a letter changed.
 */
export function mutations(s: string, alphabet: string, rnd: () => number, count: number): string[] {
  const out: string[] = [];
  const chars = [...alphabet];
  const at = (n: number) => Math.floor(rnd() * (n + 1));
  const pick = () => chars[Math.floor(rnd() * chars.length)];
  for (let k = 0; k < count; k++) {
    const i = at(s.length);
    switch (k % 5) {
      case 0:
        out.push(s.slice(0, i) + s.slice(i + 1));
        break;
      case 1:
        out.push(s.slice(0, i) + pick() + s.slice(i));
        break;
      case 2:
        out.push(s.slice(0, i) + pick() + s.slice(i + 1));
        break;
      case 3: {
        const j = i + at(Math.min(4, s.length - i));
        out.push(s.slice(0, j) + s.slice(i, j) + s.slice(j));
        break;
      }
      default:
        out.push(s.slice(0, i) + flip(s.charAt(i)) + s.slice(i + 1));
    }
  }
  return out;
}
