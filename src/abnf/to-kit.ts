/**
 * ABNF rules written with the grammar DSL (src/kit), as the grammars in grammars/ are, so that the
 * engine builds them as it builds the editions: the compiled build (matching, parse trees, failure
 * reports) and the careful Parsimmon build (rules handed out as parsers). Ordered choice and
 * possessive repetition: used only for rules the analysis proved to read as ABNF does.
 * Alternations of single characters (and of the pct-encoded triplet, `"%" HEXDIG HEXDIG`, which the
 * kit's sets hold as one element) become one character set, and repetitions of one a character run,
 * as the hand-written grammars write them; the character rules inside such a set are not nodes of
 * the parse tree.
 */
import { isStackOverflow } from './errors';
import { leftCallOrder } from './left-recursion';
import type { AbnfNode } from './ast';
import type { GrammarDefinition, Kit, Language, RuleDef } from '../kit';
import { CharSet, camel, codePoints, production } from '../kit';
import type { CodeSet } from './code-set';
import { firstOfString, sameSet, unionAll } from './code-set';

/** HEXDIG's characters (RFC 5234 B.1: DIGIT / "A"–"F", case-insensitive) */
const HEX: CodeSet = [[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]];
import type { RuleGraph } from './graph';
import type { ResolvedGrammar } from './resolve';
import { show } from './show';

/** Why a rule's own text cannot be written with the kit (a character it cannot hold), or undefined. */
export function kitObstacle(grammar: ResolvedGrammar, key: string): string | undefined {
  const rule = grammar.rules.get(key)!;
  const bad = (n: AbnfNode): boolean => {
    if (n.k === 'range') return n.lo <= 0xdfff && n.hi >= 0xd800;
    if (n.k === 'codes') return n.codes.some((c) => c >= 0xd800 && c <= 0xdfff);
    if (n.k === 'alt' || n.k === 'seq') return n.xs.some(bad);
    if (n.k === 'rep') return bad(n.x);
    return false;
  };
  return bad(rule.node) ? `rule ${rule.name} holds surrogate code points (U+D800–U+DFFF), which the engine's character sets do not` : undefined;
}

/**
 * The size of each rule's text with every rule it calls that is not recursive written out in its
 * place (capped just past `limit`): what the engine's compiled build inlines into one regexp, so a
 * grammar whose rules each call the next twice (`rI = "x" rI+1 / "a" rI+1`) doubles per rule.
 * Worked out once per rule, callees first.
 */
export function inlinedSizes(graph: RuleGraph, grammar: ResolvedGrammar, limit: number): Map<string, number> {
  const out = new Map<string, number>();
  const size = (n: AbnfNode): number => {
    switch (n.k) {
      case 'alt':
      case 'seq':
        return Math.min(limit + 1, n.xs.reduce((s, x) => s + size(x), 1));
      case 'rep':
        return Math.min(limit + 1, size(n.x) + 1);
      case 'ref': {
        const k = n.name.toLowerCase();
        return graph.recursive.has(k) ? 1 : (out.get(k) ?? 1);
      }
      case 'str':
        return n.text.length + 1;
      case 'codes':
        // one element of the kit per code point (kitDefinition), as a string's characters
        return n.codes.length + 1;
      default:
        return 1;
    }
  };
  for (const k of graph.calleesFirst) out.set(k, size(grammar.rules.get(k)!.node));
  return out;
}

/**
 * The name each rule goes by in the engine, whose keys are camelCase (`a-b` → `aB`): two ABNF
 * names that differ (`a-b` and `aB`; in the bnf dialect `a_b` and `aB`) must not share a key, so a
 * rule whose key is taken gets a name with a number, and the reports map it back.
 */
export function kitNames(grammar: ResolvedGrammar, keys: readonly string[]): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  for (const key of keys) {
    const name = grammar.rules.get(key)!.name;
    let kit = name;
    for (let n = 2; taken.has(camel(kit)); n++) kit = `${name}-${n}`;
    taken.add(camel(kit));
    out.set(key, kit);
  }
  return out;
}

/**
 * What the kit holds as one element of a character set (a character, or the %XX triplet), for an
 * expression over the rules `names` names: its code points and whether it takes the triplet, or
 * null. Such an expression is one set (or, repeated, one run), and the rules inside it are no nodes
 * of a parse tree.
 */
export function charElements(grammar: ResolvedGrammar, names: ReadonlyMap<string, string>): (n: AbnfNode) => { codes: CodeSet; pct: boolean } | null {
  // each node's answer once: a chain of rules (`rI = rI+1 / "a"`) is followed once, not from each of its rules
  const memo = new Map<AbnfNode, { codes: CodeSet; pct: boolean } | null>();
  const element = (n: AbnfNode): { codes: CodeSet; pct: boolean } | null => {
    let got = memo.get(n);
    if (got === undefined) memo.set(n, (got = elementOf(n)));
    return got;
  };
  const elementOf = (n: AbnfNode): { codes: CodeSet; pct: boolean } | null => {
    if (n.k === 'range') return { codes: [[n.lo, n.hi]], pct: false };
    if (n.k === 'codes' && n.codes.length === 1) return { codes: [[n.codes[0], n.codes[0]]], pct: false };
    if (n.k === 'str' && n.text.length === 1) return { codes: firstOfString(n.text, n.cs), pct: false };
    if (n.k === 'ref' && names.has(n.name.toLowerCase())) return element(grammar.rules.get(n.name.toLowerCase())!.node);
    if (n.k === 'seq' && isPct(n)) return { codes: [], pct: true };
    if (n.k === 'alt') {
      const parts = n.xs.map(element);
      if (parts.some((x) => x === null)) return null;
      return { codes: unionAll(parts.map((x) => x!.codes)), pct: parts.some((x) => x!.pct) };
    }
    return null;
  };
  /** `"%" HEXDIG HEXDIG`: the pct-encoded triplet (RFC 3986 §2.1), which the kit's sets can hold as one element */
  const isPct = (n: Extract<AbnfNode, { k: 'seq' }>): boolean => {
    if (n.xs.length !== 3 || n.xs[0].k !== 'str' || n.xs[0].text !== '%') return false;
    return n.xs.slice(1).every((x) => {
      const e = element(x);
      return e !== null && !e.pct && sameSet(e.codes, HEX);
    });
  };
  return element;
}

/**
 * Whether the kit writes `n` (of a grammar over the rules `names` names) as one character set or
 * run, so that no rule inside it is a node of the parse tree: a set that is not a bare rule name,
 * or the body of a repetition that becomes a run. Trees from the automaton and the all-ways matcher
 * leave out the same nodes, so that a tree reads the same whichever strategy made it.
 */
export function flatNodes(grammar: ResolvedGrammar, names: ReadonlyMap<string, string>): FlatNodes {
  const element = charElements(grammar, names);
  const memo = new Map<AbnfNode, boolean>();
  const isSet = (n: AbnfNode): boolean => {
    let got = memo.get(n);
    if (got === undefined) {
      try {
        const e = element(n);
        got = e !== null && e.codes.length > 0;
      } catch (error) {
        if (!isStackOverflow(error)) throw error;
        got = fromCallees(n);
      }
      memo.set(n, got);
    }
    return got;
  };
  // Rules nested deeper than the stack: each rule's answer worked out callees first (each then
  // finds what it names remembered), then `n` again. Where that overflows too (a chain behind a
  // pct triplet), false: the kit cannot build such rules either (its build overflows too, and the
  // PEG reading makes no tree), so nothing need match its trees.
  const fromCallees = (n: AbnfNode): boolean => {
    try {
      for (const key of leftCallOrder(grammar) ?? []) element(grammar.rules.get(key)!.node);
      const e = element(n);
      return e !== null && e.codes.length > 0;
    } catch (error) {
      if (!isStackOverflow(error)) throw error;
      return false;
    }
  };
  return {
    node: (n) => n.k !== 'ref' && isSet(n),
    // a run (a rule in an option stays a rule)
    body: (rep) => !(rep.x.k === 'ref' && rep.max <= 1) && isSet(rep.x),
  };
}

/** See flatNodes. */
export interface FlatNodes {
  /** whether the kit writes `n` as one character set */
  node(n: AbnfNode): boolean;
  /** whether the kit writes the repetition as a run of one character set */
  body(rep: Extract<AbnfNode, { k: 'rep' }>): boolean;
}

/** The rules `keys` of the grammar as a grammar definition for the engine. */
export function kitDefinition(grammar: ResolvedGrammar, keys: readonly string[], names: ReadonlyMap<string, string>): GrammarDefinition {
  return <P>(k: Kit<P>) => {
    const classes = new Map<AbnfNode, CharSet | null>();
    const element = charElements(grammar, names);
    /** one element of a character set: a character, or a %XX triplet (the kit's pct element) */
    const charSet = (n: AbnfNode): CharSet | null => {
      let got = classes.get(n);
      if (got !== undefined) return got;
      const set = element(n);
      got = set && set.codes.length > 0 ? toCharSet(describe(n), set.codes, set.pct) : null;
      classes.set(n, got);
      return got;
    };
    const build = (n: AbnfNode, r: Language<P>): P => {
      const set = n.k === 'ref' ? null : charSet(n);
      if (set) return k.one(set);
      switch (n.k) {
        case 'str':
          return k.lit(n.text, !n.cs);
        case 'codes':
          return k.seq(...n.codes.map((c) => k.one(toCharSet(`%x${c.toString(16).toUpperCase().padStart(2, '0')}`, [[c, c]]))));
        case 'range':
          throw new Error('unreachable: a range is a character set');
        case 'seq':
          return k.seq(...n.xs.map((x) => build(x, r)));
        case 'alt':
          return k.alt(...n.xs.map((x) => build(x, r)));
        case 'rep': {
          // a run of characters; a rule in an option stays a rule (a node of the tree)
          const one = n.x.k === 'ref' && n.max <= 1 ? null : charSet(n.x);
          if (one) return k.run(one, n.min, n.max);
          if (n.min === 0 && n.max === 1) return k.opt(build(n.x, r));
          return k.many(build(n.x, r), n.min, n.max);
        }
        case 'ref':
          return r[camel(names.get(n.name.toLowerCase())!)];
        case 'prose':
          throw new Error(`prose value <${n.text}> left unresolved`);
      }
    };
    const defs: Record<string, RuleDef<P>> = {};
    for (const key of keys) {
      const rule = grammar.rules.get(key)!;
      const name = names.get(key)!;
      // production() wants the text to start with the name and a space
      const text = rule.text.startsWith(rule.name) ? `${name} ${rule.text.slice(rule.name.length)}` : `${name} = ${rule.text}`;
      defs[camel(name)] = production(name, 'ABNF', text, (r) => build(rule.node, r));
    }
    return defs;
  };
}

/** a set's name in failure reports: the rule, or the ABNF it is written as */
function describe(n: AbnfNode): string {
  if (n.k === 'str') return JSON.stringify(n.text);
  return show(n);
}

/** a code set (no surrogates) as the kit's character set, with the %XX triplet as an element when `pct` */
function toCharSet(name: string, set: CodeSet, pct = false): CharSet {
  const ranges: [number, number][] = [];
  for (const [lo, hi] of set) {
    if (lo <= 0xffff && hi > 0xffff) ranges.push([lo, 0xffff], [0x10000, hi]);
    else ranges.push([lo, hi]);
  }
  const base = codePoints(name, ranges);
  return pct ? new CharSet(name, base.cls, true, base.astral) : base;
}
