/**
 * No length limit in disguise: recursive grammars whose rules end at many positions (`S = "a" S / "a"`:
 * every later one) parse 1 MB with their tree, in linear memory. The all-ways matcher holds a rule's
 * ends from a position as runs (ends.ts), so its memory is checked here exactly, by a budget of
 * numbers remembered per code unit, and the time by the CPU time spent.
 */
import { abnf, AllWays, readGrammar } from '../../src/abnf';
import type { ParseNode } from '../../src/abnf';

const MB = 1 << 20;

/** a deterministic mix of "a" and "bb" of `length` code units */
function mix(length: number, seed = 7): string {
  let x = seed;
  const out: string[] = [];
  let n = 0;
  while (n < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const unit = n + 2 > length || (x >> 16) % 2 === 0 ? 'a' : 'bb';
    out.push(unit);
    n += unit.length;
  }
  return out.join('');
}

/** runs of "a" and "bb" of 1 to 200 code units, between which "c" */
function segments(length: number): string {
  let x = 11;
  const out: string[] = [];
  let n = 0;
  while (n < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const size = Math.min(1 + ((x >> 16) % 200), length - n);
    out.push(mix(size, x));
    n += size;
    if (n + 1 < length) {
      out.push('c');
      n += 1;
    }
  }
  return out.join('');
}

const cases: [string, string, string][] = [
  // ends many and at uneven steps (every later boundary between "a" and "bb"): shared between positions
  ['S = ( "a" / "bb" ) S / "a" / "bb"\n', mix(MB), 'all-ways'],
  ['S = "a" S / "a"\n', 'a'.repeat(MB), 'all-ways'],
  ['S = "ab" S / "ab"\n', 'ab'.repeat(MB / 2), 'all-ways'],
  ['S = "(" S ")" S / ""\n', '()'.repeat(MB / 2), 'compiled'],
  ['S = "a" S "b" / "ab"\n', `${'a'.repeat(MB / 2)}${'b'.repeat(MB / 2)}`, 'all-ways'],
  ['S = "(" [ S ] ")"\n', `${'('.repeat(MB / 2)}${')'.repeat(MB / 2)}`, 'compiled'],
  ['S = "a" S / "b" S / ""\n', 'ab'.repeat(MB / 2), 'compiled'],
];

/** the tree's nodes, each checked to cover its children's text in order (no recursion: trees a million deep) */
function check(tree: ParseNode, input: string): number {
  let count = 0;
  const todo = [tree];
  while (todo.length > 0) {
    const node = todo.pop()!;
    count++;
    if (node.text !== input.slice(node.start, node.end)) throw new Error(`text of ${node.rule} at ${node.start}`);
    let at = node.start;
    for (const child of node.children) {
      if (child.start < at || child.end > node.end) throw new Error(`child of ${node.rule} at ${node.start} out of place`);
      at = child.end;
      todo.push(child);
    }
  }
  return count;
}

describe('1 MB of a recursive grammar parses with its tree, in linear memory', () => {
  it.each(cases)('%j: strategy, tree, time (≤ 3 s of CPU) and memory (16 numbers a code unit)', (text, input, how) => {
    // the process's CPU time (this machine is shared: the clock would measure the other jobs too)
    const started = process.cpuUsage();
    const g = abnf(text, { start: 'S' });
    expect(g.strategies()[0].strategy).toBe(how);
    const parsed = g.parse(input);
    expect(parsed.ok).toBe(true);
    const tree = parsed.ok ? parsed.tree : undefined;
    expect(tree).toMatchObject({ rule: 'S', start: 0, end: input.length });
    const spent = process.cpuUsage(started);
    const elapsed = (spent.user + spent.system) / 1000;
    expect(check(tree!, input)).toBeGreaterThanOrEqual(MB / 2);
    expect(elapsed).toBeLessThan(3000);
    // memory: the all-ways matcher decides it remembering at most 16 numbers per code unit
    const bounded = new AllWays(readGrammar(text), { limit: Infinity, budget: (n) => 16 * n });
    expect(bounded.accepts('S', input)).toBe(true);
    expect(bounded.accepts('S', `${input}x`)).toBe(false);
  }, 60_000);
  it('a rejection of 1 MB says where, by the same memory', () => {
    const g = abnf('S = "a" S / "a"\n', { start: 'S' });
    expect(g.parse(`${'a'.repeat(MB)}b`)).toEqual({ ok: false, offset: MB, expected: ['S', 'end of input'], rule: 'S' });
  }, 60_000);
  it('a tree is read back however late it is read: the matcher that decided it works it out again, within the budget it was decided in', () => {
    const g = abnf('S = "a" S / "a" / "b" S "c" / "bc"\n', { start: 'S' });
    const first = g.parse(`${'a'.repeat(100_000)}`);
    const second = g.parse(`${'b'.repeat(50_000)}${'c'.repeat(50_000)}`);
    const third = g.parse('ab');
    expect([first.ok, second.ok, third.ok]).toEqual([true, true, false]);
    // read in another order than made, each after the matcher's memo went to another input
    const trees = [second, first].map((p) => (p.ok ? p.tree : undefined)!);
    expect(trees.map((t) => [t.rule, t.end, check(t, t.text)])).toEqual([
      ['S', 100_000, 50_000],
      ['S', 100_000, 100_000],
    ]);
  }, 60_000);
});

describe('a tree read on a deeper stack than its decision', () => {
  // T is called only after a "c": not on these inputs, read from the start; worked out at every
  // position (as a fill from the end does), its counted repetitions take some n³ steps
  const text = 'S = ( "a" / "bb" ) S / "a" / "bb" / "c" T\nT = 2*( "a" / "bb" ) 2*( "a" / "bb" ) "x"\n';
  const input = Array.from({ length: 600 }, (_, i) => ((i * 7919) % 5 < 2 ? 'bb' : 'a')).join('');
  const at = <T>(k: number, f: () => T): T => (k > 0 ? at(k - 1, f) : f());
  /** how many calls of at() deep this stack lets a call go */
  const room = (): number => {
    let [lo, hi] = [0, 1 << 20];
    while (lo + 1 < hi) {
      const mid = (lo + hi) >> 1;
      try {
        at(mid, () => 0);
        lo = mid;
      } catch {
        hi = mid;
      }
    }
    return lo;
  };
  it('fills from what its decision worked out alone (within that budget), not every rule at every position (past it, with no budget: seconds and more)', () => {
    // a few hundred calls from the end: room for a fill from the end, not for a call a character
    const depth = room() - 400;
    // at that depth, the matcher fills from the end: every rule at every position, T too
    const whole = () => new AllWays(readGrammar(text), { limit: Infinity, work: () => 5_000_000 });
    expect(whole().accepts('S', input)).toBe(true);
    const deeper = whole();
    expect(() => at(depth, () => deeper.accepts('S', input))).toThrow(expect.objectContaining({ of: 'work' }));
    const g = abnf(text, { start: 'S' });
    const parsed = g.parse(input);
    expect(parsed.ok).toBe(true);
    // another input takes the matcher's memo: the tree is worked out again when read
    expect(g.parse('abba').ok).toBe(true);
    const started = process.cpuUsage();
    const tree = at(depth, () => (parsed.ok ? parsed.tree : undefined));
    const spent = process.cpuUsage(started);
    expect(check(tree!, input)).toBeGreaterThan(input.length / 2);
    expect((spent.user + spent.system) / 1000).toBeLessThan(1000);
  });
});

describe('ends many and at uneven steps, more than one step a position: linear, 1 MB not yet within 3 s', () => {
  // X of several lengths (ends shared, S's answer a node a position and X's), or a repetition (X's
  // ends from each position every later boundary, S following each: a repetition's ends are shared
  // between the positions it reaches, and S's steps from them remembered on each). 1 MB of these
  // takes 2.4–3.9 s, 4.5–5.5 s and 5–10 s of CPU on a shared machine (docs/toolkit.md, Limits)
  it.each([
    ['S = X S / X\nX = "a" / "bb" / "abb"\n', mix(MB / 8), 16],
    ['S = X S / X\nX = 1*( "a" / "bb" )\n', mix(MB / 8), 32],
    ['S = *( "a" / "bb" / "abb" ) [ "c" S ]\n', segments(MB / 8), 32],
  ])('%j: 128 K code units with the tree in under 3 s of CPU, the matcher within its numbers a code unit', (text, input, numbers) => {
    const started = process.cpuUsage();
    const g = abnf(text, { start: 'S' });
    expect(g.strategies()[0].strategy).toBe('all-ways');
    const parsed = g.parse(input);
    expect(parsed.ok && check(parsed.tree, input)).toBeGreaterThan(0);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(3000);
    const bounded = new AllWays(readGrammar(text), { limit: Infinity, budget: (n) => numbers * n });
    expect(bounded.accepts('S', input)).toBe(true);
    expect(bounded.accepts('S', `${input}x`)).toBe(false);
  }, 60_000);
});

describe('10 MB rejections by a rule\'s automaton: one run, holding the states of two positions', () => {
  it.each([
    ['S = *( "a" / "b" ) "c" / "d"\n', `${'ab'.repeat(5_000_000)}x`, { ok: false, offset: 10_000_000, expected: ['"a"', '"b"', '"c"'], rule: 'S' }],
    ['S = 1*( A / B ) "c"\nA = "a"\nB = "b" *"x"\n', `${'ab'.repeat(5_000_000)}y`, { ok: false, offset: 10_000_000, expected: ['"c"', '"x"', 'A', 'B'], rule: 'B' }],
  ])('%j', (text, input, rejection) => {
    const started = process.cpuUsage();
    const g = abnf(text, { start: 'S' });
    expect(g.parse(input)).toEqual(rejection);
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(3000);
  }, 60_000);
});
