/**
 * Where ordered, possessive matching (PEG) provably reads a rule as ABNF does: the LL(1) condition,
 * by the FIRST and FOLLOW sets of every alternation and repetition. When at every choice the next
 * character (or the end of input) tells the alternatives apart — their FIRST sets are disjoint, at
 * most one can match the empty string, and then it is the last one and no other starts with a
 * character that can follow the choice; a repetition's body cannot start with what can follow the
 * repetition, nor match the empty string — the grammar is LL(1) with its empty alternatives last, and
 * the PEG with its structure accepts the same language as the grammar (Mascarenhas, Medeiros,
 * Ierusalimschy, "On the relation between context-free grammars and parsing expression grammars",
 * 2014: an LL(1) grammar read as a PEG; ordered choice then never has to choose, except to try the
 * empty alternative last, which is why it must come last here: `( [ "x" ] / "(" )` would take the
 * empty match before "(" — the random-grammar test found that one).
 * The conditions are checked per construct, with FOLLOW sets that hold the end of input for every
 * rule (so every rule may be a start rule).
 */
import type { AbnfNode } from './ast';
import type { CodeSet } from './code-set';
import { common, EMPTY_SET, END, firstOfString, intersects, sameSet, single, union } from './code-set';
import type { ResolvedGrammar } from './resolve';

/** A choice point: an alternation, a repetition with a choice of counts, or an option. */
export type Choice = Extract<AbnfNode, { k: 'alt' } | { k: 'rep' }>;

export interface Conflict {
  /** the rule whose text holds the construct */
  rule: string;
  node: Choice;
  /** why ordered choice might read it otherwise */
  why: string;
}

export class Analysis {
  private readonly nullableRule = new Map<string, boolean>();
  private readonly firstRule = new Map<string, CodeSet>();
  private readonly follow = new Map<AbnfNode, CodeSet>();
  private readonly followRule = new Map<string, CodeSet>();
  /** rule → the choice points in its text */
  readonly choices = new Map<string, Choice[]>();
  readonly conflicts = new Map<Choice, Conflict>();

  constructor(readonly grammar: ResolvedGrammar) {
    // nullable and FIRST of every rule: fixed points
    for (let changed = true; changed; ) {
      changed = false;
      for (const [key, rule] of grammar.rules) {
        const n = this.nullable(rule.node);
        const f = this.first(rule.node);
        if (n !== (this.nullableRule.get(key) ?? false) || !sameSet(f, this.firstRule.get(key) ?? EMPTY_SET)) {
          this.nullableRule.set(key, n);
          this.firstRule.set(key, f);
          changed = true;
        }
      }
    }
    // FOLLOW: the end of input for every rule, then what follows each reference
    for (const key of grammar.rules.keys()) this.followRule.set(key, END);
    for (let changed = true; changed; ) {
      changed = false;
      for (const [key, rule] of grammar.rules) {
        const grew = this.spread(rule.node, this.followRule.get(key)!);
        changed = changed || grew;
      }
    }
    for (const [key, rule] of grammar.rules) {
      const list: Choice[] = [];
      this.collect(rule.node, list);
      this.choices.set(key, list);
      for (const node of list) {
        const why = this.check(node);
        if (why) this.conflicts.set(node, { rule: rule.name, node, why });
      }
    }
  }

  nullable(n: AbnfNode): boolean {
    switch (n.k) {
      case 'alt':
        return n.xs.some((x) => this.nullable(x));
      case 'seq':
        return n.xs.every((x) => this.nullable(x));
      case 'rep':
        return n.min === 0 || this.nullable(n.x);
      case 'ref':
        return this.nullableRule.get(n.name.toLowerCase()) ?? false;
      case 'str':
        return n.text === '';
      default:
        return false;
    }
  }

  first(n: AbnfNode): CodeSet {
    switch (n.k) {
      case 'str':
        return firstOfString(n.text, n.cs);
      case 'range':
        return single(n.lo, n.hi);
      case 'codes':
        return single(n.codes[0]);
      case 'alt':
        return union(...n.xs.map((x) => this.first(x)));
      case 'seq': {
        const out: CodeSet[] = [];
        for (const x of n.xs) {
          out.push(this.first(x));
          if (!this.nullable(x)) break;
        }
        return union(...out);
      }
      case 'rep':
        return n.max === 0 ? EMPTY_SET : this.first(n.x);
      case 'ref':
        return this.firstRule.get(n.name.toLowerCase()) ?? EMPTY_SET;
      default:
        return EMPTY_SET;
    }
  }

  /** FOLLOW of a node (what can come right after it), once computed */
  followOf(n: AbnfNode): CodeSet {
    return this.follow.get(n) ?? END;
  }

  /** give `n` the follow set `f` (and its parts theirs); whether a rule's FOLLOW grew */
  private spread(n: AbnfNode, f: CodeSet): boolean {
    const had = this.follow.get(n) ?? EMPTY_SET;
    const now = union(had, f);
    this.follow.set(n, now);
    let grew = false;
    switch (n.k) {
      case 'seq':
        for (let i = 0; i < n.xs.length; i++) {
          let after: CodeSet = EMPTY_SET;
          let rest = true;
          for (let j = i + 1; j < n.xs.length && rest; j++) {
            after = union(after, this.first(n.xs[j]));
            rest = this.nullable(n.xs[j]);
          }
          grew = this.spread(n.xs[i], rest ? union(after, now) : after) || grew;
        }
        return grew;
      case 'alt':
        for (const x of n.xs) grew = this.spread(x, now) || grew;
        return grew;
      case 'rep':
        return this.spread(n.x, n.max > 1 ? union(this.first(n.x), now) : now);
      case 'ref': {
        const key = n.name.toLowerCase();
        const old = this.followRule.get(key) ?? END;
        const next = union(old, now);
        if (sameSet(old, next)) return false;
        this.followRule.set(key, next);
        return true;
      }
      default:
        return false;
    }
  }

  private collect(n: AbnfNode, out: Choice[]): void {
    if (n.k === 'alt') {
      out.push(n);
      for (const x of n.xs) this.collect(x, out);
    } else if (n.k === 'seq') for (const x of n.xs) this.collect(x, out);
    else if (n.k === 'rep') {
      if (n.max !== n.min) out.push(n);
      this.collect(n.x, out);
    }
  }

  /** why a choice point is not LL(1), or undefined */
  private check(n: Choice): string | undefined {
    const follow = this.followOf(n);
    const show = (cp: number) => (cp < 0 ? 'the end of input' : JSON.stringify(String.fromCodePoint(cp)));
    if (n.k === 'alt') {
      const firsts = n.xs.map((x) => this.first(x));
      for (let i = 0; i < n.xs.length; i++) {
        for (let j = i + 1; j < n.xs.length; j++) {
          const c = common(firsts[i], firsts[j]);
          if (c !== undefined) return `alternatives ${i + 1} and ${j + 1} can both start with ${show(c)}`;
        }
      }
      const empty = n.xs.map((x, k) => (this.nullable(x) ? k : -1)).filter((k) => k >= 0);
      if (empty.length > 1) return `alternatives ${empty[0] + 1} and ${empty[1] + 1} can both match the empty string`;
      // ordered choice takes an alternative that matches the empty string before any later one
      if (empty.length === 1 && empty[0] !== n.xs.length - 1) return `alternative ${empty[0] + 1} can match the empty string, and ordered choice would take it before the ones after it`;
      if (empty.length === 1) {
        const c = common(union(...firsts.filter((_, k) => k !== empty[0])), follow);
        if (c !== undefined) return `alternative ${empty[0] + 1} can match the empty string, and ${show(c)} both starts another and can follow the alternation`;
      }
      return undefined;
    }
    if (this.nullable(n.x)) return 'the repeated element can match the empty string';
    const c = common(this.first(n.x), follow);
    if (c !== undefined) return `the repeated element can start with ${show(c)}, which can also follow the repetition`;
    return undefined;
  }

  /** The rules `key` calls, itself included (transitively). */
  closure(key: string): Set<string> {
    const out = new Set<string>();
    const visit = (k: string) => {
      if (out.has(k)) return;
      out.add(k);
      for (const c of this.refsOf(k)) visit(c);
    };
    visit(key);
    return out;
  }

  /** the rules a rule's text names */
  refsOf(key: string): string[] {
    const out: string[] = [];
    const walk = (n: AbnfNode): void => {
      if (n.k === 'alt' || n.k === 'seq') n.xs.forEach(walk);
      else if (n.k === 'rep') walk(n.x);
      else if (n.k === 'ref') out.push(n.name.toLowerCase());
    };
    walk(this.grammar.rules.get(key)!.node);
    return out;
  }

  /** Whether no rule among `key` and those it calls calls itself, directly or not. */
  acyclic(key: string): boolean {
    for (const k of this.closure(key)) for (const c of this.refsOf(k)) if (this.closure(c).has(k)) return false;
    return true;
  }

  /** Whether `key` and every rule it calls is free of conflicts. */
  provedPeg(key: string): boolean {
    for (const k of this.closure(key)) for (const c of this.choices.get(k) ?? []) if (this.conflicts.has(c)) return false;
    return true;
  }

  /** For the regexp strategy: whether first sets of `a` and `b` overlap. */
  overlap(a: AbnfNode, b: CodeSet): boolean {
    return intersects(this.first(a), b);
  }
}
