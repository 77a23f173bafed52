/**
 * A parse tree from the all-ways matcher: once it knows `rule` matches the whole input, one
 * derivation is read back from the ends it remembered — an alternation takes its first alternative
 * that reaches the wanted end, a sequence the first split that works, a repetition the fewest
 * iterations (found breadth-first, without recursion, so a long run does not grow the stack).
 */
import type { AllWays } from './all-ways';
import type { AbnfNode } from './ast';
import { endsUpTo, hasEnd, pointsOf } from './shared-ends';
import type { FlatNodes } from './to-kit';
import type { OpenNode, ParseNode } from './parse-node';

export type { ParseNode };

export function derive(m: AllWays, input: string, key: string, start: number, end: number, flat?: FlatNodes): ParseNode {
  // a rule's node is made at once and its children later, from a list of work: a tree thousands of
  // rules deep (`S = "a" S / "a"` on a long input) does not deepen the stack
  const work: [OpenNode, string][] = [];
  const ruleNode = (k: string, s: number, e: number): ParseNode => {
    const rule = m.grammar.rules.get(k)!;
    const made: OpenNode = { rule: rule.name, start: s, end: e, text: input.slice(s, e), children: [] };
    work.push([made, k]);
    return made;
  };
  const ends = (n: AbnfNode, s: number) => (n.k === 'ref' ? m.call(n.name.toLowerCase(), s) : m.node(n, s));
  const node = (n: AbnfNode, s: number, e: number): ParseNode[] | null => {
    // a character set or run as the kit writes it: no rule inside it is a node (to-kit.ts's flatNodes)
    const hidden = flat !== undefined && (flat.node(n) || (n.k === 'rep' && flat.body(n)));
    // (an alternation, sequence or repetition finds out by trying its parts)
    if ((hidden || (n.k !== 'alt' && n.k !== 'seq' && n.k !== 'rep')) && !hasEnd(ends(n, s), e)) return null;
    if (hidden) return [];
    switch (n.k) {
      case 'ref':
        return [ruleNode(n.name.toLowerCase(), s, e)];
      case 'alt':
        for (const x of n.xs) {
          const got = node(x, s, e);
          if (got) return got;
        }
        return null;
      case 'seq':
        return sequence(n.xs, s, e);
      case 'rep':
        return repetition(n, s, e);
      default:
        return [];
    }
  };
  /**
   * A concatenation's first split that works: depth first over its parts, each part's ends tried in
   * ascending order, a (part, position) that led nowhere remembered. A stack of frames, one a part,
   * not recursion, so that 150,000 concatenated elements do not overflow the stack; their nodes are
   * joined once at the end (not copied at every part).
   */
  const sequence = (xs: readonly AbnfNode[], s: number, e: number): ParseNode[] | null => {
    const last = xs.length - 1;
    if (last < 0) return s === e ? [] : null;
    // the last part must end at e: asked for that end alone, not every end it has (a run of a
    // million, `S = "a" S / "a"`)
    if (last === 0) return node(xs[0], s, e);
    let failed: Set<string> | undefined;
    const frames: { p: number; q: number; ends: Generator<number, void, undefined> }[] = [{ p: s, q: -1, ends: endsUpTo(ends(xs[0], s), e) }];
    let tail: ParseNode[] | null = null;
    while (frames.length > 0) {
      const i = frames.length - 1;
      const top = frames[i];
      const next = top.ends.next();
      if (next.done) {
        (failed ??= new Set()).add(`${i}:${top.p}`);
        frames.pop();
        continue;
      }
      top.q = next.value;
      if (i + 1 === last) {
        tail = node(xs[last], top.q, e);
        if (tail) break;
      } else if (!failed?.has(`${i + 1}:${top.q}`)) frames.push({ p: top.q, q: -1, ends: endsUpTo(ends(xs[i + 1], top.q), e) });
    }
    if (!tail) return null;
    // each part's nodes over its split, the last part's first (as the recursion made them)
    const pieces: ParseNode[][] = [tail];
    for (let k = frames.length - 1; k >= 0; k--) pieces.push(node(xs[k], frames[k].p, frames[k].q)!);
    const out: ParseNode[] = [];
    for (let k = pieces.length - 1; k >= 0; k--) for (const x of pieces[k]) out.push(x);
    return out;
  };
  /** breadth-first over (position, count so far capped at min), with the step that reached each */
  const repetition = (n: Extract<AbnfNode, { k: 'rep' }>, s: number, e: number): ParseNode[] | null => {
    // an option: none where nothing is to be read, else the one iteration
    if (n.max === 1) return n.min === 0 && s === e ? [] : node(n.x, s, e);
    const cap = (c: number) => Math.min(c, n.min);
    const parent = new Map<string, [string, number, number] | null>();
    const id = (p: number, c: number) => `${p}:${c}`;
    parent.set(id(s, 0), null);
    let level: [number, number, number][] = [[s, 0, 0]]; // position, capped count, real count
    let goal: string | undefined = n.min === 0 && s === e ? id(s, 0) : undefined;
    while (goal === undefined && level.length > 0) {
      const next: [number, number, number][] = [];
      for (const [p, c, real] of level) {
        if (real >= n.max) continue;
        for (const q of pointsOf(ends(n.x, p))) {
          if (q > e || (q === p && c >= n.min)) continue;
          const key = id(q, cap(c + 1));
          if (parent.has(key)) continue;
          parent.set(key, [id(p, c), p, q]);
          if (q === e && cap(c + 1) === n.min) goal = key;
          next.push([q, cap(c + 1), real + 1]);
        }
      }
      level = next;
    }
    if (goal === undefined) return null;
    const steps: [number, number][] = [];
    for (let k: string | undefined = goal; k !== undefined; ) {
      const step: [string, number, number] | null = parent.get(k)!;
      if (!step) break;
      steps.push([step[1], step[2]]);
      k = step[0];
    }
    return steps.reverse().flatMap(([p, q]) => node(n.x, p, q)!);
  };
  const root = ruleNode(key, start, end);
  while (work.length > 0) {
    const [made, k] = work.pop()!;
    const rule = m.grammar.rules.get(k)!;
    const children = m.deep(() => node(rule.node, made.start, made.end));
    if (!children) throw new Error(`no derivation of ${rule.name} over ${made.start}..${made.end}`);
    made.children = children;
  }
  return root;
}
