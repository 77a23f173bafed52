/**
 * Ends shared between positions (src/abnf/shared-ends.ts, ends-steps.ts): right recursion and
 * unbounded repetitions whose ends are many and at uneven steps. Checked against an exhaustive
 * checker written here from RFC 5234's meaning alone (sets of ends, worked out by recursion, no runs
 * and nothing shared) on random grammars of those shapes and every string of a few letters: the
 * matcher's ends from every position, canParse, parse (each tree node's text a match of its rule)
 * and a rejection's offset (the longest prefix some string of the grammar starts with, decided by
 * the checker on the grammar of the grammar's prefixes).
 */
import fc from 'fast-check';
import { abnf, AllWays, readGrammar } from '../../src/abnf';
import type { AbnfNode, ParseNode, ResolvedGrammar } from '../../src/abnf';
import { withPrefixes } from '../fixtures/abnf/prefix-grammar';
import { hasEnd, nextEnd, pointsOf, setShareOver, unite } from '../../src/abnf/shared-ends';
import { only } from '../../src/abnf/ends';

/** every position a match of the rule `key` from `pos` ends at, by the definition (RFC 5234 §3) */
function checker(g: ResolvedGrammar): (key: string, s: string, pos: number) => Set<number> {
  let memo = new Map<string, Set<number>>();
  let input = '';
  const ends = (n: AbnfNode, s: string, p: number): Set<number> => {
    switch (n.k) {
      case 'str':
        return s.slice(p, p + n.text.length).toLowerCase() === n.text.toLowerCase() ? new Set([p + n.text.length]) : new Set();
      case 'range': {
        const c = s.codePointAt(p);
        return c !== undefined && c >= n.lo && c <= n.hi ? new Set([p + (c > 0xffff ? 2 : 1)]) : new Set();
      }
      case 'ref':
        return rule(n.name.toLowerCase(), s, p);
      case 'alt':
        return new Set(n.xs.flatMap((x) => [...ends(x, s, p)]));
      case 'seq': {
        let at = new Set([p]);
        for (const x of n.xs) at = new Set([...at].flatMap((q) => [...ends(x, s, q)]));
        return at;
      }
      case 'rep': {
        const out = new Set<number>(n.min === 0 ? [p] : []);
        let level = new Set([p]);
        for (let count = 1; count <= n.max && level.size > 0 && count <= s.length + n.min + 1; count++) {
          level = new Set([...level].flatMap((q) => [...ends(n.x, s, q)]));
          if (count >= n.min) for (const q of level) out.add(q);
        }
        return out;
      }
      default:
        throw new Error(`not in these grammars: ${n.k}`);
    }
  };
  const rule = (key: string, s: string, p: number): Set<number> => {
    if (s !== input) [memo, input] = [new Map(), s];
    const id = `${key}@${p}`;
    let got = memo.get(id);
    if (!got) memo.set(id, (got = ends(g.rules.get(key)!.node, s, p)));
    return got;
  };
  return rule;
}

const token = fc.constantFrom('"a"', '"b"', '"aa"', '"bb"', '"ab"', '"aab"', '%x61-62');
const choice = fc.array(token, { minLength: 2, maxLength: 3 }).map((xs) => `( ${xs.join(' / ')} )`);
/** right-recursive and iterated shapes whose ends are many, at uneven steps */
const grammar = fc.oneof(
  fc.tuple(choice, choice).map(([x, y]) => `S = ${x} S / ${y}\n`),
  choice.map((x) => `S = X S / X\nX = ${x.slice(2, -2)}\n`),
  fc.tuple(choice, choice).map(([x, y]) => `S = X S / X\nX = 1*${x} / ${y}\n`),
  fc.tuple(choice, fc.constantFrom('"c"', '"a"', '"b"')).map(([x, sep]) => `S = *${x} [ ${sep} S ]\n`),
  fc.tuple(choice, choice).map(([x, y]) => `S = ${x} S / *${y}\n`),
  fc.tuple(choice, choice).map(([x, y]) => `S = 1*${x} S / ${y}\nT = S "c" / S\n`),
  fc.tuple(choice, choice).map(([x, y]) => `S = "c" S "c" / ${x} S / *${y}\n`),
);

const LETTERS = ['a', 'b', 'c'];
function strings(max: number): string[] {
  const out = [''];
  for (let k = 0; k < out.length; k++) if (out[k].length < max) for (const c of LETTERS) out.push(out[k] + c);
  return out;
}
const SHORT = strings(4);

/** the nodes of a tree, each with its rule, start and end */
function nodes(tree: ParseNode): ParseNode[] {
  const out: ParseNode[] = [];
  const todo = [tree];
  while (todo.length > 0) {
    const n = todo.pop()!;
    out.push(n);
    todo.push(...n.children);
  }
  return out;
}

/** the matcher's ends from every position, canParse, parse's tree or rejection, each as the checker says */
function agrees(text: string, inputs: readonly string[], everyPosition: boolean): void {
  const ref = checker(readGrammar(text));
  const prefixes = checker(withPrefixes(readGrammar(text)));
  const m = new AllWays(readGrammar(text));
  const g = abnf(text, { start: 'S' });
  for (const s of inputs) {
    for (let p = 0; p <= (everyPosition ? s.length : 0); p++) expect({ text, s, p, ends: m.ends('S', s, p) }).toEqual({ text, s, p, ends: [...ref('s', s, p)].sort((a, b) => a - b) });
    const want = ref('s', s, 0).has(s.length);
    expect({ text, s, canParse: g.canParse(s) }).toEqual({ text, s, canParse: want });
    const parsed = g.parse(s);
    expect({ text, s, ok: parsed.ok }).toEqual({ text, s, ok: want });
    if (parsed.ok) {
      for (const n of nodes(parsed.tree)) expect({ text, s, node: [n.rule, n.start, n.end], matches: ref(n.rule.toLowerCase(), s, n.start).has(n.end) }).toMatchObject({ matches: true });
    } else {
      // the longest prefix some string of the grammar starts with; "end of input" expected where it is one
      const viable = Math.max(...prefixes('s-prefix', s, 0));
      expect({ text, s, offset: parsed.offset, end: parsed.expected.includes('end of input') }).toEqual({ text, s, offset: viable, end: ref('s', s, 0).has(viable) });
    }
  }
}

/** strings made of the grammar's tokens, some with a letter changed */
const long = fc.array(fc.tuple(fc.array(fc.constantFrom('a', 'b', 'aa', 'bb', 'ab', 'c'), { minLength: 20, maxLength: 120 }), fc.nat(400), fc.constantFrom('', 'a', 'b', 'c')), { minLength: 1, maxLength: 3 }).map((xs) =>
  xs.map(([units, at, letter]) => {
    const s = units.join('');
    const k = at % (s.length + 1);
    return letter === '' ? s : s.slice(0, k) + letter + s.slice(k + 1);
  }),
);

describe('ends shared between positions agree with an exhaustive checker', () => {
  it('every union shared (SHARE_OVER 0): every string of up to four letters and random ones up to 14 (property)', () => {
    const before = setShareOver(0);
    try {
      fc.assert(
        fc.property(grammar, fc.array(fc.stringMatching(/^[abc]{6,14}$/), { maxLength: 4 }), (text, more) => agrees(text, [...SHORT, ...more], true)),
        { seed: 33, numRuns: 100 },
      );
    } finally {
      setShareOver(before);
    }
  });
  it('as abnf() runs them: strings of 20 to 500 letters made of the tokens, some with a letter changed (property)', () => {
    fc.assert(
      fc.property(grammar, long, (text, inputs) => agrees(text, inputs, false)),
      { seed: 41, numRuns: 100 },
    );
  });
});

describe('shared sets', () => {
  it('a union past SHARE_OVER numbers refers to its parts; membership, the next position and the positions read through it', () => {
    // every third position from 0 to 300, and every fifth from 1, as unions of unions
    const thirds = unite(Array.from({ length: 101 }, (_, k) => only(3 * k)));
    const fifths = unite(Array.from({ length: 61 }, (_, k) => only(1 + 5 * k)));
    const both = unite([unite([thirds, only(1000)]), fifths, thirds]);
    const want = new Set([...Array.from({ length: 101 }, (_, k) => 3 * k), ...Array.from({ length: 61 }, (_, k) => 1 + 5 * k), 1000]);
    expect(pointsOf(both)).toEqual([...want].sort((a, b) => a - b));
    for (let p = -1; p <= 1001; p++) {
      expect([p, hasEnd(both, p)]).toEqual([p, want.has(p)]);
      const next = [...want].filter((q) => q > p).sort((a, b) => a - b)[0] ?? Infinity;
      expect([p, nextEnd(both, p)]).toEqual([p, next]);
    }
  });
});
