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
import { common, EMPTY_SET, END, firstOfString, intersects, overlapping, sameSet, single, union, unionAll } from './code-set';
import { RuleGraph, refsOf } from './graph';
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

  /** the rule graph: components, recursion, per-rule answers spread over callees */
  readonly graph: RuleGraph;
  /** nullable and FIRST of nodes, remembered once the fixed points are reached */
  private settled = false;
  private readonly nullableNode = new Map<AbnfNode, boolean>();
  private readonly firstNode = new Map<AbnfNode, CodeSet>();
  private conflictOf: Map<string, Conflict | undefined> | undefined;

  constructor(readonly grammar: ResolvedGrammar) {
    this.graph = new RuleGraph(grammar);
    // nullable and FIRST of every rule: a fixed point per component, callees first (so a chain of
    // rules settles in one pass, not one pass per rule)
    for (const members of this.graph.components) {
      for (let changed = true; changed; ) {
        changed = false;
        for (const key of members) {
          const node = grammar.rules.get(key)!.node;
          const n = this.nullable(node);
          const f = this.first(node);
          if (n !== (this.nullableRule.get(key) ?? false) || !sameSet(f, this.firstRule.get(key) ?? EMPTY_SET)) {
            this.nullableRule.set(key, n);
            this.firstRule.set(key, f);
            changed = true;
          }
        }
      }
    }
    this.settled = true;
    // FOLLOW: the end of input for every rule, then what follows each reference; callers first
    for (const key of grammar.rules.keys()) this.followRule.set(key, END);
    for (let c = this.graph.components.length - 1; c >= 0; c--) {
      const members = this.graph.components[c];
      for (let changed = true; changed; ) {
        const before = members.map((k) => this.followRule.get(k)!);
        for (const key of members) this.spread(grammar.rules.get(key)!.node, this.followRule.get(key)!);
        changed = members.some((k, i) => !sameSet(before[i], this.followRule.get(k)!));
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
    if (!this.settled) return this.nullableNow(n);
    let got = this.nullableNode.get(n);
    if (got === undefined) this.nullableNode.set(n, (got = this.nullableNow(n)));
    return got;
  }

  private nullableNow(n: AbnfNode): boolean {
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
    if (!this.settled) return this.firstNow(n);
    let got = this.firstNode.get(n);
    if (got === undefined) this.firstNode.set(n, (got = this.firstNow(n)));
    return got;
  }

  private firstNow(n: AbnfNode): CodeSet {
    switch (n.k) {
      case 'str':
        return firstOfString(n.text, n.cs);
      case 'range':
        return single(n.lo, n.hi);
      case 'codes':
        return single(n.codes[0]);
      case 'alt':
        return unionAll(n.xs.map((x) => this.first(x)));
      case 'seq': {
        const out: CodeSet[] = [];
        for (const x of n.xs) {
          out.push(this.first(x));
          if (!this.nullable(x)) break;
        }
        return unionAll(out);
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

  /** give `n` the follow set `f` (and its parts theirs, and the rules it names theirs) */
  private spread(n: AbnfNode, f: CodeSet): void {
    const had = this.follow.get(n);
    const now = had ? union(had, f) : f;
    if (had && sameSet(had, now)) return;
    this.follow.set(n, now);
    switch (n.k) {
      case 'seq': {
        // what can follow each part: right to left, so a long concatenation costs its length
        let after = now;
        for (let i = n.xs.length - 1; i >= 0; i--) {
          this.spread(n.xs[i], after);
          after = this.nullable(n.xs[i]) ? union(this.first(n.xs[i]), after) : this.first(n.xs[i]);
        }
        return;
      }
      case 'alt':
        for (const x of n.xs) this.spread(x, now);
        return;
      case 'rep':
        this.spread(n.x, n.max > 1 ? union(this.first(n.x), now) : now);
        return;
      case 'ref': {
        const key = n.name.toLowerCase();
        const old = this.followRule.get(key) ?? END;
        this.followRule.set(key, union(old, now));
        return;
      }
      default:
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
      const clash = overlapping(firsts);
      if (clash) return `alternatives ${clash[0] + 1} and ${clash[1] + 1} can both start with ${show(clash[2])}`;
      const empty = n.xs.map((x, k) => (this.nullable(x) ? k : -1)).filter((k) => k >= 0);
      if (empty.length > 1) return `alternatives ${empty[0] + 1} and ${empty[1] + 1} can both match the empty string`;
      // ordered choice takes an alternative that matches the empty string before any later one
      if (empty.length === 1 && empty[0] !== n.xs.length - 1) return `alternative ${empty[0] + 1} can match the empty string, and ordered choice would take it before the ones after it`;
      if (empty.length === 1) {
        const c = common(unionAll(firsts.filter((_, k) => k !== empty[0])), follow);
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
    return this.graph.reach(key);
  }

  /** the rules a rule's text names */
  refsOf(key: string): string[] {
    return refsOf(this.grammar.rules.get(key)!.node);
  }

  /** Whether no rule among `key` and those it calls calls itself, directly or not. */
  acyclic(key: string): boolean {
    return (this.cyclicIn ??= this.graph.spread((k) => (this.graph.recursive.has(k) ? true : undefined))).get(key) !== true;
  }

  private cyclicIn: Map<string, true | undefined> | undefined;

  /** The first conflict among `key` and the rules it calls, or undefined when they are LL(1). */
  conflictIn(key: string): Conflict | undefined {
    this.conflictOf ??= this.graph.spread((k) => {
      for (const c of this.choices.get(k) ?? []) {
        const got = this.conflicts.get(c);
        if (got) return got;
      }
      return undefined;
    });
    return this.conflictOf.get(key);
  }

  /** Whether `key` and every rule it calls is free of conflicts. */
  provedPeg(key: string): boolean {
    return this.conflictIn(key) === undefined;
  }

  /** For the regexp strategy: whether first sets of `a` and `b` overlap. */
  overlap(a: AbnfNode, b: CodeSet): boolean {
    return intersects(this.first(a), b);
  }
}
