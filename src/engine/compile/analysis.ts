/**
 * What the fuser (fuse.ts) needs to know of a grammar expression: whether it can match the empty
 * string, what its matches can begin with, whether it can fail at all, whether a regexp can match
 * it in more than one way, and which characters it can take. Every answer errs on the safe side: a
 * construct said to need an atomic group may not, never the reverse.
 */
import type { CharSet } from '../../kit';
import { table } from '../../kit';
import type { Expr, Rules } from '../ir';
import { charsOf, firstSet } from './first-set';
import type { FirstSet } from './first-set';

export type { FirstSet } from './first-set';

export class Analysis {
  private readonly nullableRules = new Map<string, boolean>();
  private readonly firstMemo = new WeakMap<Expr, FirstSet | null>();
  // the answers below are asked for again and again while a grammar's regexps are written
  private readonly oneWayMemo = new WeakMap<Expr, boolean>();
  private readonly shortensMemo = new WeakMap<Expr, FirstSet | null>();
  private readonly inVainMemo = new WeakMap<readonly Expr[], boolean[]>();

  constructor(protected readonly rules: Rules) {}

  /** The expression of rule `key`. */
  rule(key: string): Expr {
    return this.rules[key];
  }

  /** firstSet(e), remembered. */
  first(e: Expr): FirstSet | undefined {
    let f = this.firstMemo.get(e);
    if (f === undefined) {
      f = firstSet(e, this) ?? null;
      this.firstMemo.set(e, f);
    }
    return f ?? undefined;
  }

  /** Whether `e` can succeed without consuming input. */
  nullable(e: Expr): boolean {
    switch (e.k) {
      case 'lit':
        return e.text === '';
      case 'one':
        return false;
      case 'run':
        return e.min === 0;
      case 'seq':
        return e.xs.every((x) => this.nullable(x));
      case 'alt':
        return e.xs.some((x) => this.nullable(x));
      case 'opt':
      case 'not':
      case 'ahead':
      case 'eof':
        return true;
      case 'many':
        return e.min === 0 || this.nullable(e.x);
      case 'named':
        return this.nullable(e.x);
      case 'ref': {
        const known = this.nullableRules.get(e.key);
        if (known !== undefined) return known;
        this.nullableRules.set(e.key, true);
        const ok = this.nullable(this.rules[e.key]);
        this.nullableRules.set(e.key, ok);
        return ok;
      }
    }
  }

  /**
   * Whether `e` succeeds wherever it is tried (it may match nothing): an option, a repetition or a
   * run that may take no iteration, a sequence of such, an alternation with one such alternative.
   * A regexp never backtracks into what comes before an expression that cannot fail.
   */
  infallible(e: Expr, depth = 0): boolean {
    if (depth > 30) return false;
    switch (e.k) {
      case 'lit':
        return e.text === '';
      case 'one':
      case 'eof':
      case 'not':
      case 'ahead':
        return false;
      case 'run':
        return e.min === 0;
      case 'seq':
        return e.xs.every((x) => this.infallible(x, depth + 1));
      case 'alt':
        return e.xs.some((x) => this.infallible(x, depth + 1));
      case 'opt':
        return true;
      case 'many':
        return e.min === 0;
      case 'named':
        return this.infallible(e.x, depth + 1);
      case 'ref':
        return this.infallible(this.rules[e.key], depth + 1);
    }
  }

  /**
   * Whether backtracking into `e` = `xs[k]` can never change the outcome, so it needs no atomic group:
   * every other way the regexp can match it is a shorter one (shortensOnly), so what follows would be
   * retried at a character `e` took; when what follows (`xs` after k, which must consume something) cannot
   * begin with any character `e` can take, each retry fails at once. (`scheme ":"`, `*userinfo
   * "@"`, `1*4HEXDIG ":"`.) Each retry is one step, as run() gives a run one parse per string.
   */
  protected givesBackInVain(xs: readonly Expr[], k: number): boolean {
    let known = this.inVainMemo.get(xs);
    if (!known) this.inVainMemo.set(xs, (known = []));
    return (known[k] ??= this.inVain(xs[k], xs.slice(k + 1)));
  }

  private inVain(e: Expr, rest: readonly Expr[]): boolean {
    if (rest.length === 0) return false;
    const taken = this.shortensOnly(e);
    if (!taken) return false;
    const follow = this.first({ k: 'seq', xs: rest });
    if (follow) {
      if (taken.high && follow.high) return false;
      for (let c = 0; c < 128; c++) if (taken.ascii[c] && follow.ascii[c]) return false;
      return true;
    }
    // or what follows begins with a negative lookahead that fails at every character `e` takes
    // (`IPv4address !reg-name-char`)
    let head = rest[0];
    while (head.k === 'named' || head.k === 'ref') head = head.k === 'named' ? head.x : this.rules[head.key];
    if (head.k !== 'not' || taken.high) return false;
    const matched = this.singles(head.x);
    for (let c = 0; c < 128; c++) if (taken.ascii[c] && !matched[c]) return false;
    return true;
  }

  /** For each ASCII character, 1 when `e` matches wherever that character comes next (whatever follows it). */
  private singles(e: Expr, depth = 0): Uint8Array {
    const out = new Uint8Array(128);
    if (depth > 30) return out;
    switch (e.k) {
      case 'lit':
        if (e.text.length === 1) for (const c of e.ci ? e.text.toLowerCase() + e.text.toUpperCase() : e.text) if (c.charCodeAt(0) < 128) out[c.charCodeAt(0)] = 1;
        return out;
      case 'one':
        return table(e.set.cls).slice();
      case 'run':
        return e.min === 0 ? out.fill(1) : e.min === 1 ? table(e.set.cls).slice() : out;
      case 'alt':
        for (const x of e.xs) {
          const t = this.singles(x, depth + 1);
          for (let c = 0; c < 128; c++) out[c] |= t[c];
        }
        return out;
      case 'named':
        return this.singles(e.x, depth + 1);
      case 'ref':
        return this.singles(this.rules[e.key], depth + 1);
      default:
        return out;
    }
  }

  /**
   * Whether the regexp can match `e` at a position in one way at most, so that backtracking into it
   * never finds another match: a sequence whose parts each match one way or give back only in vain
   * (`h16 ":"`), alternatives no two of which can begin with the same character, a fixed count of
   * such iterations (`6( h16 ":" )`).
   */
  protected oneWay(e: Expr, depth = 0): boolean {
    let known = this.oneWayMemo.get(e);
    if (known === undefined) this.oneWayMemo.set(e, (known = depth <= 30 && this.oneWayOf(e, depth)));
    return known;
  }

  private oneWayOf(e: Expr, depth: number): boolean {
    switch (e.k) {
      case 'lit':
      case 'one':
      case 'eof':
      case 'not':
      case 'ahead':
        return true;
      case 'run':
        return e.min === e.max;
      case 'seq':
        return e.xs.every((x, k) => this.oneWay(x, depth + 1) || this.givesBackInVain(e.xs, k));
      case 'alt': {
        if (!e.xs.every((x) => this.oneWay(x, depth + 1))) return false;
        const seen = new Uint8Array(128);
        let high = false;
        for (const x of e.xs) {
          const f = this.first(x);
          if (!f || (high && f.high)) return false;
          high ||= f.high;
          for (let c = 0; c < 128; c++) {
            if (f.ascii[c] && seen[c]) return false;
            seen[c] |= f.ascii[c];
          }
        }
        return true;
      }
      case 'opt':
        return false;
      case 'many':
        return e.min === e.max && this.oneWay(e.x, depth + 1);
      case 'named':
        return this.oneWay(e.x, depth + 1);
      case 'ref':
        return this.oneWay(this.rules[e.key], depth + 1);
    }
  }

  /**
   * The characters `e` can take, when every other way the regexp can match it ends before the
   * PEG's match does, or where it does: a run; alternatives of fixed lengths, longest first
   * (`dec-octet`); a sequence that ends with one of these, each of its other parts of a fixed length,
   * matched one way, or giving back only in vain (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`,
   * `dec-octet "." dec-octet "." dec-octet "." dec-octet`). undefined for anything else.
   */
  private shortensOnly(e: Expr, depth = 0): FirstSet | undefined {
    let known = this.shortensMemo.get(e);
    if (known === undefined) this.shortensMemo.set(e, (known = (depth <= 30 && this.shortensOnlyOf(e, depth)) || null));
    return known ?? undefined;
  }

  private shortensOnlyOf(e: Expr, depth: number): FirstSet | undefined {
    switch (e.k) {
      case 'alt': {
        let last = Infinity;
        for (const x of e.xs) {
          const n = this.fixedLength(x);
          if (n === undefined || n > last) return undefined;
          last = n;
        }
        return this.alphabet(e);
      }
      case 'run':
      case 'one':
      case 'lit':
        return this.alphabet(e);
      case 'seq': {
        // the parts before the last match as the PEG does in every match of the whole
        const n = e.xs.length;
        if (n === 0) return undefined;
        for (let k = 0; k < n - 1; k++) {
          const x = e.xs[k];
          if (this.fixedLength(x) === undefined && !this.oneWay(x) && !this.givesBackInVain(e.xs, k)) return undefined;
        }
        return this.shortensOnly(e.xs[n - 1], depth + 1) && this.alphabet(e);
      }
      case 'named':
        return this.shortensOnly(e.x, depth + 1);
      case 'ref':
        return this.shortensOnly(this.rules[e.key], depth + 1);
      default:
        return undefined;
    }
  }

  /** The length of every match of `e`, when they all have one; undefined otherwise. */
  private fixedLength(e: Expr, depth = 0): number | undefined {
    if (depth > 30) return undefined;
    const single = (set: CharSet) => !set.pct && set.astral.length === 0;
    switch (e.k) {
      case 'lit':
        return e.text.length;
      case 'one':
        return single(e.set) ? 1 : undefined;
      case 'run':
        return e.min === e.max && single(e.set) ? e.min : undefined;
      case 'eof':
      case 'not':
      case 'ahead':
        return 0;
      case 'seq': {
        let sum = 0;
        for (const x of e.xs) {
          const n = this.fixedLength(x, depth + 1);
          if (n === undefined) return undefined;
          sum += n;
        }
        return sum;
      }
      case 'alt': {
        const ns = e.xs.map((x) => this.fixedLength(x, depth + 1));
        return ns.length > 0 && ns.every((n) => n !== undefined && n === ns[0]) ? ns[0] : undefined;
      }
      case 'opt':
        return undefined;
      case 'many': {
        const n = this.fixedLength(e.x, depth + 1);
        return n !== undefined && e.min === e.max ? n * e.min : undefined;
      }
      case 'named':
        return this.fixedLength(e.x, depth + 1);
      case 'ref':
        return this.fixedLength(this.rules[e.key], depth + 1);
    }
  }

  /** Every character a match of `e` can take (a triplet's hex digits included). */
  private alphabet(e: Expr, depth = 0): FirstSet {
    const out: FirstSet = { ascii: new Uint8Array(128), high: false };
    const visit = (x: Expr, d: number): void => {
      if (d > 30) {
        out.ascii.fill(1);
        out.high = true;
        return;
      }
      switch (x.k) {
        case 'lit':
          for (const ch of x.text.toLowerCase() + x.text.toUpperCase()) {
            const c = ch.charCodeAt(0);
            if (c < 128) out.ascii[c] = 1;
            else out.high = true;
          }
          return;
        case 'one':
        case 'run': {
          const t = charsOf(x.set);
          for (let c = 0; c < 128; c++) out.ascii[c] |= t.ascii[c];
          out.high ||= t.high;
          if (x.set.pct) for (const ch of '0123456789ABCDEFabcdef') out.ascii[ch.charCodeAt(0)] = 1;
          return;
        }
        case 'seq':
        case 'alt':
          x.xs.forEach((y) => visit(y, d + 1));
          return;
        case 'opt':
        case 'many':
        case 'named':
          visit(x.x, d + 1);
          return;
        case 'ref':
          visit(this.rules[x.key], d + 1);
          return;
        default:
          return; // zero-width
      }
    };
    visit(e, depth);
    return out;
  }

}

/** Whether `e` can match at one position in more than one way (then it needs to be atomic). */
export function choice(e: Expr, rules: Rules): boolean {
  switch (e.k) {
    case 'lit':
    case 'eof':
    case 'not':
    case 'ahead':
      return false;
    case 'one':
      return false; // element(): one way to match an element
    case 'run':
      return e.min !== e.max;
    case 'seq':
      return e.xs.some((x) => choice(x, rules));
    case 'alt':
      return e.xs.length > 1 || e.xs.some((x) => choice(x, rules));
    case 'opt':
      return true;
    case 'many':
      return e.min !== e.max || choice(e.x, rules);
    case 'named':
      return choice(e.x, rules);
    case 'ref':
      return choice(rules[e.key], rules);
  }
}
