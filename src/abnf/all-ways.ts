/**
 * The all-ways matcher: ABNF's own meaning (RFC 5234 §3.2: alternatives are unordered; §3.6:
 * repetition takes any count in its bounds). For a rule and a position it gives the set of every
 * position a match can end at; a string is in a rule's language when its length is among the ends
 * at 0. Each rule's answer at each position is remembered (one entry per rule and position, holding
 * that set of ends as runs: ends.ts), so a rule is worked out once per position and the time is
 * polynomial; a rule whose ends from a position are all the later ones (`S = "a" S / "a"`) costs a
 * run, three numbers, a position, and where they are many and uneven a union refers to the sets it
 * is made of, shared between positions (shared-ends.ts; `*x` and `1*x` too, ends-steps.ts).
 * Terminals: all-ways-terminals.ts; the failure notes they leave: all-ways-notes.ts.
 *
 * It is an oracle for short strings, not a parser for long ones: inputs over `limit` code units
 * (default ALL_WAYS_LIMIT) are refused, and a rule that calls itself before consuming a character
 * (left recursion) is refused when the matcher is made. Its budgets (AllWaysOptions) bound what it
 * remembers for an input (`budget`) and the work it does for it (`work`, steps counted where the
 * work is: ends.ts); past either a call throws AllWaysBudgetError.
 *
 * `peg` names nodes to read the PEG way instead (the report uses it to isolate one construct): an
 * alternation that keeps only its first alternative that matches, a repetition that keeps only the
 * ends of its greatest count (possessive: it never gives an iteration back).
 */
import type { AbnfNode } from './ast';
import { AbnfError, isStackOverflow } from './errors';
import type { ResolvedGrammar } from './resolve';
import { Analysis } from './analysis';
import { reached } from './graph';
import { checkLeftRecursion, leftCallOrder, leftRecursionChecked } from './left-recursion';
import { NONE, PositionMemo, keep, metered, only, spend } from './ends';
import type { Meter, Runs } from './ends';
import { flat, hasEnd, heldBy, isEmpty, pointsOf, unite } from './shared-ends';
import type { Ends as EndSet, Fn } from './shared-ends';
import { possessive, repeat, star, stepAll } from './ends-steps';
import { ALL_WAYS_LIMIT, AllWaysBudgetError, meterFor } from './all-ways-options';
import { isTerminal, terminalOf } from './all-ways-terminals';
import { FailureNotes } from './all-ways-notes';
import { AnswerKeeper, isAnswered } from './all-ways-answers';
import type { Answered } from './all-ways-answers';
import type { AllWaysOptions, Atom } from './all-ways-options';

export { ALL_WAYS_LIMIT, AllWaysBudgetError };
export type { AllWaysOptions, Atom, AtomReply } from './all-ways-options';
export type { Answered } from './all-ways-answers';
/** Positions where a match ends, ascending (what `ends()` gives). */
export type Ends = readonly number[];

/** The all-ways matcher of a resolved grammar (see the module's comment): `ends()`, `accepts()`. */
export class AllWays {
  private readonly fns = new Map<string, Fn>();
  private memo: PositionMemo<EndSet>[] = [];
  /** the ends of each unbounded repetition from each position (ends-steps.ts's star), for this input */
  private stars = new Map<AbnfNode, PositionMemo<EndSet>>();
  private readonly index = new Map<string, number>();
  private input = '';
  readonly limit: number;
  /** the furthest failure, and the rules being worked out (all-ways-notes.ts) */
  private readonly notes = new FailureNotes();
  /** the furthest offset any terminal reached or failed at, what was expected there, and in which rule */
  get furthest(): number {
    return this.notes.furthest;
  }
  get expected(): Set<string> {
    return this.notes.expected;
  }
  get failRule(): string | undefined {
    return this.notes.failRule;
  }

  constructor(
    readonly grammar: ResolvedGrammar,
    private readonly options: AllWaysOptions = {},
  ) {
    this.limit = options.limit ?? ALL_WAYS_LIMIT;
    for (const name of ['budget', 'work'] as const) {
      if (options[name] !== undefined && typeof options[name] !== 'function') throw new RangeError(`AllWays options.${name} must be a function of the input's length; got ${String(options[name])}`);
    }
    if (!leftRecursionChecked(grammar)) checkLeftRecursion(new Analysis(grammar));
    let k = 0;
    for (const key of grammar.rules.keys()) this.index.set(key, k++);
  }

  /** the matcher of a rule, made on first use (a report makes a matcher per construct) */
  private fnOf(key: string): Fn {
    let fn = this.fns.get(key);
    if (fn !== undefined) return fn;
    const options = this.options;
    const rule = this.grammar.rules.get(key)!;
    const atom = options.atoms?.get(key);
    fn = atom
      ? (input, pos) => {
          const reply = atom(input, pos);
          spend(Math.max(1, reply.end - pos));
          if (options.track && reply.end < 0 && reply.furthest <= pos) this.notes.note(pos, rule.name);
          else if (options.track && reply.furthest >= 0) {
            // a failure inside the rule: what it expected there
            this.notes.stack.push(rule.name);
            this.notes.stackAt.push(pos);
            for (const what of reply.expected) this.notes.note(reply.furthest, what);
            this.notes.stack.pop();
            this.notes.stackAt.pop();
          }
          if (reply.end >= 0 && options.track) this.notes.note(pos, rule.name, reply.end);
          return reply.end < 0 ? NONE : only(reply.end);
        }
      : this.compile(rule.node);
    this.fns.set(key, fn);
    return fn;
  }

  /** Every position a match of `rule` starting at `pos` can end at, ascending. */
  ends(rule: string, input: string, pos = 0): Ends {
    return pointsOf(this.endSet(rule, input, pos));
  }

  /** ends() as runs (ends.ts): `[lo, hi, step, …]` @internal */
  runs(rule: string, input: string, pos = 0): Runs {
    return flat(this.endSet(rule, input, pos));
  }

  /** ends() as the matcher holds them: runs, or a set shared between positions (shared-ends.ts) @internal */
  endSet(rule: string, input: string, pos = 0): EndSet {
    const key = rule.toLowerCase();
    if (!this.index.has(key)) throw new RangeError(`no rule named ${rule}`);
    if (input.length > this.limit) throw new RangeError(`the all-ways matcher takes inputs of up to ${this.limit} code units; this one has ${input.length}`);
    this.begin(input);
    this.asked = key;
    this.refilled = false;
    const got = this.deep(() => this.call(key, pos));
    if (this.refilled && this.options.track) this.walk(key, pos);
    return got;
  }

  /** the rule last asked for: a fill works out only the rules it can reach */
  private asked: string | undefined;
  private readonly reaches = new Map<string, Set<string>>();

  /** the rules `key` calls, itself included (transitively; without recursion) */
  private reach(key: string): Set<string> {
    let got = this.reaches.get(key);
    if (!got) this.reaches.set(key, (got = reached(this.grammar, key)));
    return got;
  }

  /** whether the last deep() had to fill the memo from the end (see deep()) */
  private refilled = false;
  /** while walk() runs: what to do with a rule met at a position */
  private walking: ((key: string, pos: number) => void) | undefined;

  /**
   * After a fill, the failure notes again, of the calls some way through the grammar makes (the
   * live ones): from `key` at `pos`, each live rule's text is read once more at its position, the
   * rules it calls being found remembered and put on the list, not called. No recursion.
   */
  private walk(key: string, pos: number): void {
    const n = this.input.length + 1;
    const seen = new Set<number>([this.index.get(key)! * n + pos]);
    // each call with the one that made it (-1: none), so that a note has the rules it is inside
    const queue: [string, number, number][] = [[key, pos, -1]];
    let current = 0;
    this.walking = (k, p) => {
      const id = this.index.get(k)! * n + p;
      if (seen.has(id)) return;
      seen.add(id);
      queue.push([k, p, current]);
    };
    try {
      for (; current < queue.length; current++) {
        const [k, p] = queue[current];
        // the calls it is inside that started where it did, and the innermost one before
        const chain = [current];
        for (let a = queue[current][2]; a >= 0; a = queue[a][2]) {
          chain.push(a);
          if (queue[a][1] < p) break;
        }
        chain.reverse();
        this.notes.stack = chain.map((a) => this.grammar.rules.get(queue[a][0])!.name);
        this.notes.stackAt = chain.map((a) => queue[a][1]);
        this.fnOf(k)(this.input, p);
      }
    } finally {
      this.walking = undefined;
      this.notes.stack = [];
      this.notes.stackAt = [];
    }
  }

  /**
   * Run `f`, which may recurse deeper than the stack allows (a rule that calls itself once per
   * character, on a long input: `S = "a" S / "a"`). On a stack overflow, every rule's answer at
   * every position is worked out from the end of the input backwards, rules in the order of their
   * calls at one position (left recursion is refused, so that order exists): each then finds what
   * it calls already remembered, and nothing recurses deeper than one rule's text. Then `f` again.
   * @internal
   */
  deep<T>(f: () => T): T {
    return metered(this.meter, () => this.deeply(f));
  }

  private deeply<T>(f: () => T): T {
    // with the answers an earlier call worked out for this input (answered()), those alone first
    const only = this.answers.bitsFor(this.input);
    // (no bits: the memo the answers were taken from is still here, and nothing needs filling)
    for (const within of only ? [only, undefined] : [undefined]) {
      try {
        return f();
      } catch (error) {
        if (!isStackOverflow(error)) throw error;
        this.notes.stack = [];
        this.notes.stackAt = [];
        this.notes.quiet = true;
        try {
          this.fill(within);
        } finally {
          this.notes.quiet = false;
        }
        this.refilled = true;
      }
    }
    return f();
  }

  /** every rule's ends at every position (those in `within` alone, when given), from the end backwards (see deep()) */
  private fill(within?: Uint32Array): void {
    const all = leftCallOrder(this.grammar) ?? [...this.grammar.rules.keys()];
    const reached = this.asked === undefined ? undefined : this.reach(this.asked);
    const order = (reached ? all.filter((k) => reached.has(k)) : all).map((k) => [k, this.index.get(k)!] as const);
    const n = this.input.length + 1;
    // each rule looked at at each position is a step of work, called or skipped: rules × positions,
    // spent before the first, so a grammar of many rules on a long input is refused at once (work
    // only grows, so the budget is passed here exactly when it would be on the way), not after minutes
    spend(order.length * n);
    for (let p = this.input.length; p >= 0; p--)
      for (const [key, k] of order) if (!within || isAnswered(within, k * n + p)) this.call(key, p);
  }

  /** the answers asked for, kept when the memo goes, and those to fill from alone (all-ways-answers.ts) */
  private readonly answers = new AnswerKeeper();

  /** Which answers are remembered for the current input, kept when the memo goes (all-ways-answers.ts). @internal */
  answered(): Answered {
    return this.answers.ask(this.input);
  }

  /** Fill from `answers` alone when its input overflows the stack (see answered()). @internal */
  within(answers: Answered | undefined): this {
    this.answers.only = answers;
    return this;
  }

  /** how many answers were worked out (not remembered) since the matcher was made: the report's measure of work */
  steps = 0;

  /** the steps of work done for this input and how many it may do (AllWaysOptions.work), the numbers held and how many may be (AllWaysOptions.budget): ends.ts counts them */
  private meter: Meter | undefined;

  /** the steps of work done for the current input @internal */
  get worked(): number {
    return this.meter ? this.meter.spent : 0;
  }

  /** Count the work for this input from zero again (its memo kept): a tree read back gets a budget of its own. @internal */
  renew(): void {
    if (this.meter) this.meter.spent = 0;
  }

  /** Whether all of `input` is a `rule`. */
  accepts(rule: string, input: string): boolean {
    return hasEnd(this.endSet(rule, input), input.length);
  }

  /** Let go of what is remembered for the last input (its memo). @internal */
  forget(): void {
    this.answers.settle(this.input, this.memo);
    this.memo = [];
    this.stars = new Map();
    this.input = '';
  }

  /** start a new input: forget what was remembered for the last one */
  private begin(input: string): void {
    if (input === this.input && this.memo.length > 0) return;
    this.answers.settle(this.input, this.memo);
    this.input = input;
    // each rule's memo made when the rule is first called here (a grammar of many rules asked one short input costs what it reads)
    this.memo = new Array<PositionMemo<EndSet>>(this.index.size);
    this.stars = new Map();
    // what was remembered for this input is of no use to a refused call
    this.meter = meterFor(this.options, input.length, () => this.forget());
    this.notes.reset();
  }

  /** the ends of rule `key` at `pos` (memoised) @internal */
  call(key: string, pos: number): EndSet {
    return this.callAt(this.index.get(key)!, key, pos);
  }

  private callAt(index: number, key: string, pos: number): EndSet {
    const memo = (this.memo[index] ??= new PositionMemo<EndSet>(this.input.length + 1));
    let got = memo.get(pos);
    if (got !== undefined) this.walking?.(key, pos);
    else {
      this.notes.stack.push(this.grammar.rules.get(key)!.name);
      this.notes.stackAt.push(pos);
      try {
        got = this.fnOf(key)(this.input, pos);
      } finally {
        this.notes.stack.pop();
        this.notes.stackAt.pop();
      }
      keep(heldBy(got) + 1);
      memo.set(pos, got);
      this.steps++;
      spend(1);
    }
    return got;
  }

  /** the ends of an expression (not remembered), for the derivations of parse trees @internal */
  node(n: AbnfNode, pos: number): EndSet {
    return this.compile(n)(this.input, pos);
  }

  private compiled = new Map<AbnfNode, Fn>();

  /** @internal */
  compile(n: AbnfNode): Fn {
    let fn = this.compiled.get(n);
    if (fn === undefined) {
      fn = this.build(n);
      this.compiled.set(n, fn);
    }
    return fn;
  }

  private build(n: AbnfNode): Fn {
    const peg = this.options.peg?.has(n) ?? false;
    // sets shared between positions answer a step once a node (not while failures are noted: each call is then made where it is met)
    const share = this.options.track !== true;
    if (isTerminal(n)) return terminalOf(n, this.options.track === true ? (p, what, end) => this.notes.note(p, what, end) : undefined);
    switch (n.k) {
      case 'ref': {
        const key = n.name.toLowerCase();
        const index = this.index.get(key)!;
        return (_s, p) => this.callAt(index, key, p);
      }
      case 'seq': {
        const parts = n.xs.map((x) => this.compile(x));
        return (s, p) => {
          let cur: EndSet = only(p);
          for (const part of parts) {
            cur = stepAll(s, cur, part, share);
            if (isEmpty(cur)) return NONE;
          }
          return cur;
        };
      }
      case 'alt': {
        const order = this.options.orders?.get(n);
        const parts = (order ? order.map((k) => n.xs[k]) : n.xs).map((x) => this.compile(x));
        if (peg) {
          return (s, p) => {
            for (const part of parts) {
              const got = part(s, p);
              if (!isEmpty(got)) return got;
            }
            return NONE;
          };
        }
        return (s, p) => unite(parts.map((part) => part(s, p)));
      }
      case 'rep': {
        const x = this.compile(n.x);
        const { min, max } = n;
        if (peg) return (s, p) => possessive(s, p, x, min, max);
        // an option, or one: the body's ends as they are (shared ones not made explicit)
        if (max === 1) return min === 0 ? (s, p) => unite([only(p), x(s, p)]) : x;
        if (!share || max !== Infinity || min > 1) return (s, p) => repeat(s, p, x, min, max);
        // `*x` and `1*x`: each position's ends remembered and shared (ends-steps.ts's star)
        const memo = () => {
          let got = this.stars.get(n);
          if (!got) this.stars.set(n, (got = new PositionMemo<EndSet>(this.input.length + 1)));
          return got;
        };
        const starFrom: Fn = (s, q) => star(s, q, x, memo());
        return min === 0 ? starFrom : (s, p) => stepAll(s, x(s, p), starFrom);
      }
      case 'prose':
        throw AbnfError.at(`prose value <${n.text}> left unresolved`, n.at);
    }
  }
}
