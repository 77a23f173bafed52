/**
 * Parse trees at the compiled matcher's speed. A PEG reads a grammar's alternations in order and
 * its repetitions possessively, so it may lose strings of the ABNF language (RFC 3986's
 * `http://1.2.3.4.example/`) — but every string it does match whole, it matches by a derivation of
 * the grammar: each choice it makes is one of ABNF's choices. So a tree is first asked of the PEG
 * reading of the grammar (the engine's compiled build, the same that decides the LL(1) rules), and
 * only when that finds none does the exact strategy (the automaton, the all-ways matcher) answer.
 *
 * Only rules the PEG reads in linear time are given to it: the LL(1) rules (compiled), and the
 * rules that call nothing recursively and whose backtracking regexp is proved safe (regexp.ts:
 * every unbounded repetition, and everything inside one, deterministic; a bounded number of ways
 * outside loops) — the PEG tries a subset of those ways, each once per entry. Not a rule whose
 * automaton decides it (`*"a" *"a" "b"`), nor a recursive rule that is not LL(1): a PEG without
 * memo can take exponential time there.
 */
import { isStackOverflow } from './errors';
import { CompiledGrammar } from '../engine';
import type { Captures, Grammar as EngineGrammar } from '../engine';
import type { ParseNode } from './derive';
import type { RuleGraph } from './graph';
import type { ResolvedGrammar } from './resolve';
import { flatNodes, kitDefinition, kitNames } from './to-kit';
import type { FlatNodes } from './to-kit';

/** The captures of one whole match as a tree of ParseNodes (records are in post-order: see the engine's records.ts), without recursion. */
export function capturesTree(c: Captures, names: readonly string[], input: string): ParseNode | undefined {
  // the trees built so far and not yet anyone's child, with each one's record (a stack of n entries)
  const built: ParseNode[] = [];
  const index = new Array<number>(c.top);
  let n = 0;
  for (let k = 0; k < c.top; k++) {
    const s = c.start[k];
    const e = c.end[k];
    // its children are the trees built since its mark, in order
    const mark = c.mark[k];
    let from = n;
    while (from > 0 && index[from - 1] >= mark) from--;
    let children: ParseNode[];
    if (from < n) {
      children = built.slice(from, n);
      n = from;
    } else {
      children = [];
    }
    built[n] = { rule: names[c.rule[k]], start: s, end: e, text: input.slice(s, e), children };
    index[n++] = k;
  }
  return n === 1 ? built[0] : undefined;
}

/** The rules the PEG reads in linear time: those for which `not(key)` gives no reason, nor for any rule they call. */
export function pegReadable(graph: RuleGraph, not: (key: string) => string | undefined): string[] {
  return [...graph.spread(not)].filter(([, why]) => why === undefined).map(([k]) => k);
}

/** The PEG reading of the rules `keys` (see the module's comment), made on first use. */
export class PegTrees {
  private compiled: EngineGrammar | undefined;
  /** the build this made itself, when it was not given one */
  private own: CompiledGrammar | undefined;
  private names: ReadonlyMap<string, string> | undefined;
  /** per record id: the rule as the grammar spells it */
  private spelled: string[] = [];

  constructor(
    private readonly grammar: ResolvedGrammar,
    private readonly keys: readonly string[],
    /**
     * the engine's build of exactly these rules, when there is one already (its captured rules in
     * the order of `keys`): the compiled build of the LL(1) rules, or one generated ahead of time
     */
    built?: { compiled: EngineGrammar; names: ReadonlyMap<string, string> },
  ) {
    if (built) {
      this.compiled = built.compiled;
      this.names = built.names;
      // (a module toSource() wrote holds only the rules its start rule reaches: no tree of it has the others)
      this.spelled = keys.map((k) => grammar.rules.get(k)?.name ?? k);
    }
  }

  /** What the PEG's trees leave out (the rules inside character sets and runs), for the other strategies' trees to leave out too. */
  flat(): FlatNodes {
    return (this.flatNodes ??= flatNodes(this.grammar, (this.names ??= kitNames(this.grammar, this.keys))));
  }

  private flatNodes: FlatNodes | undefined;

  /** Whether rule `key` is read this way. */
  has(key: string): boolean {
    return (this.keySet ??= new Set(this.keys)).has(key);
  }

  private keySet: Set<string> | undefined;

  /** The rules read this way, and each one's name in the engine's build of them. */
  get rules(): { readonly keys: readonly string[]; readonly names: ReadonlyMap<string, string> } {
    return { keys: this.keys, names: (this.names ??= kitNames(this.grammar, this.keys)) };
  }

  /** The engine's build this made of its rules (undefined when it was given one): for toSource() to write out ahead of time. */
  ownBuild(): CompiledGrammar | undefined {
    if (this.compiled && !this.own) return undefined;
    this.built();
    return this.own;
  }

  /**
   * Whether the PEG matches all of `input` as rule `key` (its validating matcher: no captures);
   * undefined when it cannot tell: its build, or its match, runs out of stack (rules nested
   * thousands deep, a recursive rule on a deep input), and the exact strategies must answer.
   */
  matches(key: string, input: string): boolean | undefined {
    // (guarded() inlined, here and in capture(): parse() asks one of them once a call, and a
    // closure a call is a fair part of its cost on short inputs)
    if (this.broken) return undefined;
    try {
      return this.built().matches(this.names!.get(key)!, input);
    } catch (error) {
      return this.overflowed(error);
    }
  }

  /** The tree of the PEG's match of all of `input` as rule `key`; null when it finds none; undefined as for matches(). */
  tree(key: string, input: string): ParseNode | null | undefined {
    return this.guarded(() => {
      const captures = this.run(key, input);
      return captures === undefined ? null : (capturesTree(captures, this.spelled, input) ?? null);
    });
  }

  /**
   * Whether the PEG matches all of `input` as rule `key`, by its match with captures: the number of
   * that run when it does (treeOf() builds the tree from the run's captures while they are the
   * engine's last, else matches again), null when it does not, undefined as for matches(). One run
   * of the engine then both answers parse() and gives its tree, when the tree is read before the
   * next parse.
   */
  capture(key: string, input: string): number | null | undefined {
    if (this.broken) return undefined;
    try {
      return this.run(key, input) === undefined ? null : this.runs;
    } catch (error) {
      return this.overflowed(error);
    }
  }

  /** The tree of run `run` of capture(key, input) (the same key and input). */
  treeOf(run: number, key: string, input: string): ParseNode | undefined {
    if (run !== this.runs || this.last === undefined) return this.tree(key, input) ?? undefined;
    // the engine's records are still that run's: only this class asks the build for captures
    return capturesTree(this.last, this.spelled, input);
  }

  /** the engine's captures of a match (its own records, valid until its next match), each run counted */
  private run(key: string, input: string): Captures | undefined {
    this.runs++;
    return (this.last = this.built().match(this.names!.get(key)!, input));
  }

  private runs = 0;
  private last: Captures | undefined;

  private built(): EngineGrammar {
    if (!this.compiled) {
      const names = (this.names ??= kitNames(this.grammar, this.keys));
      const captured = this.keys.map((k) => names.get(k)!);
      this.compiled = this.own = new CompiledGrammar('abnf-peg', kitDefinition(this.grammar, this.keys, names), captured);
      this.spelled = this.keys.map((k) => this.grammar.rules.get(k)!.name);
    }
    return this.compiled;
  }

  private guarded<T>(f: () => T): T | undefined {
    if (this.broken) return undefined;
    try {
      return f();
    } catch (error) {
      return this.overflowed(error);
    }
  }

  /** undefined for a stack overflow (rethrowing anything else) */
  private overflowed(error: unknown): undefined {
    if (!isStackOverflow(error)) throw error;
    // a build that overflows always will; a match only on inputs like this one
    if (!this.compiled) this.broken = true;
    return undefined;
  }

  private broken = false;
}
