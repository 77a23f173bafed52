/**
 * The reach of an expression (src/engine/compile/reach.ts): the most characters a fused regexp of it
 * examines from where it starts. A regexp whose reach is at most REACH_LIMIT runs on inputs of any
 * length (its backtrack stack is bounded by what it examines), so the reach must be an upper bound:
 * a table of expressions with the reach each must have, then a property that the regexp the fuser
 * writes never matches more, nor reads further, than the reach says.
 */
import fc from 'fast-check';
import { CharSet } from '../../src/kit';
import { recordingKit as k } from '../../src/engine/ir';
import type { Expr, Rules } from '../../src/engine/ir';
import { Reach, REACH_LIMIT } from '../../src/engine/compile/reach';
import { Fuser } from '../../src/engine/compile/fuse';

const A = new CharSet('a', 'a');
const AB = new CharSet('ab', 'ab');
const DIGIT = new CharSet('DIGIT', '0-9');
/** a set with pct-encoded triplets: an element is up to 3 characters */
const PCT = new CharSet('pchar', 'a-z', true);
/** a set with code points beyond U+FFFF: an element is up to 2 (a surrogate pair) */
const ASTRAL = new CharSet('ucschar', 'a-z', false, [[0x10000, 0x1fffd]]);
/** both: the triplet is the widest */
const BOTH = new CharSet('iunreserved', 'a-z', true, [[0x10000, 0x1fffd]]);

const lit = (text: string) => k.lit(text);
const ref = (key: string): Expr => ({ k: 'ref', key });

describe('Reach.of', () => {
  const rules: Rules = {
    h16: k.named('h16', k.run(DIGIT, 1, 4), false),
    ls32: k.named('ls32', k.seq(ref('h16'), lit(':'), ref('h16')), false),
    // a rule referring to itself: unbounded
    nested: k.alt(k.seq(lit('('), ref('nested'), lit(')')), lit('x')),
    // two rules referring to each other
    even: k.alt(k.seq(lit('a'), ref('odd')), k.eof),
    odd: k.seq(lit('a'), ref('even')),
    // the same rule twice in a sequence: counted twice (not cached as recursion)
    twice: k.seq(ref('h16'), lit('.'), ref('h16')),
  };

  const cases: [string, Expr, number][] = [
    ['a literal: its length', lit('http'), 4],
    ['a case-insensitive literal: its length', k.lit('HTTP', true), 4],
    ['the empty literal', lit(''), 0],
    ['one plain element', k.one(DIGIT), 1],
    ['one element of a set with triplets', k.one(PCT), 3],
    ['one element of a set with astral code points', k.one(ASTRAL), 2],
    ['one element of a set with both: the widest', k.one(BOTH), 3],
    ['a counted run: max × element', k.run(DIGIT, 1, 4), 4],
    ['a counted run of triplets', k.run(PCT, 0, 5), 15],
    ['a counted run of pairs', k.run(ASTRAL, 2, 3), 6],
    ['an unbounded run', k.run(DIGIT), Infinity],
    ['an unbounded run with a minimum', k.run(DIGIT, 3), Infinity],
    ['a run of at most nothing', k.run(DIGIT, 0, 0), 0],
    ['eof', k.eof, 0],
    ['a sequence: the sum', k.seq(lit('ab'), k.one(PCT), k.run(DIGIT, 0, 3)), 8],
    ['the empty sequence', k.seq(), 0],
    ['an alternation: the widest, not the sum', k.alt(lit('a'), lit('abcd'), k.one(PCT)), 4],
    ['an alternation: order does not matter', k.alt(k.one(PCT), lit('abcd'), lit('a')), 4],
    ['the empty alternation', k.alt(), 0],
    ['an alternation with an unbounded branch', k.alt(lit('a'), k.run(A)), Infinity],
    ['an option: its body', k.opt(lit('abc')), 3],
    ['a negative lookahead: what it examines', k.not(k.run(DIGIT, 1, 3)), 3],
    ['a lookahead: what it examines', k.ahead(lit('ab')), 2],
    ['a lookahead, then what it looked at: both counted (an upper bound)', k.seq(k.ahead(lit('ab')), lit('ab')), 4],
    ['a lookahead over an unbounded run', k.seq(k.not(k.run(A)), lit('b')), Infinity],
    ['a named rule: its body', k.named('x', lit('abc'), true), 3],
    ['a counted repetition: max × body', k.many(lit('ab'), 1, 4), 8],
    ['a repetition of at most nothing', k.many(k.run(DIGIT), 0, 0), 0],
    ['an unbounded repetition', k.many(lit('a')), Infinity],
    ['an unbounded repetition with a minimum', k.many(lit('a'), 2), Infinity],
    ['an unbounded repetition of what examines nothing (Infinity × 0)', k.many(k.eof), 0],
    ['an unbounded repetition of the empty sequence (Infinity × 0)', k.many(k.seq()), 0],
    ['a counted repetition of an unbounded run', k.many(k.run(A), 0, 2), Infinity],
    ['nested counted repetitions multiply', k.many(k.seq(lit('.'), k.many(k.one(PCT), 1, 3)), 0, 4), 4 * (1 + 9)],
    ['a counted repetition of an alternation', k.many(k.alt(lit('a'), lit('bcd')), 2, 2), 6],
    ['an option of a repetition of an option', k.opt(k.many(k.opt(k.run(DIGIT, 1, 2)), 0, 5)), 10],
    ['a reference: its rule', ref('ls32'), 9],
    ['a rule used twice: counted twice', ref('twice'), 9],
    ['IPv6-like: 6( h16 ":" ) ls32', k.seq(k.many(k.seq(ref('h16'), lit(':')), 6, 6), ref('ls32')), 6 * 5 + 9],
    ['a recursive rule: unbounded', ref('nested'), Infinity],
    ['mutually recursive rules: unbounded', ref('even'), Infinity],
    ['a recursive rule behind an alternation', k.alt(lit('a'), ref('odd')), Infinity],
  ];

  it.each(cases)('%s', (_, e, expected) => {
    expect(new Reach(rules).of(e)).toBe(expected);
  });

  it('gives the same answer on every asking (a rule met first as recursion is not remembered short)', () => {
    const reach = new Reach(rules);
    for (const [, e, expected] of cases) expect(reach.of(e)).toBe(expected);
    for (const [, e, expected] of cases) expect(reach.of(e)).toBe(expected);
  });
});

describe('Fuser.bounded: a regexp of reach at most REACH_LIMIT runs on inputs of any length', () => {
  const fuser = new Fuser({ h16: k.run(DIGIT, 1, 4), self: k.alt(k.seq(lit('('), ref('self')), lit('x')) }, false);
  it.each<[string, Expr, boolean]>([
    ['exactly the limit', k.run(DIGIT, 0, REACH_LIMIT), true],
    ['one over the limit', k.run(DIGIT, 0, REACH_LIMIT + 1), false],
    ['the limit in triplets', k.run(PCT, 0, REACH_LIMIT / 4), true],
    ['over the limit only as triplets', k.run(PCT, 0, REACH_LIMIT / 2), false],
    ['an alternation of two branches at the limit (max, not sum)', k.alt(k.run(DIGIT, 0, REACH_LIMIT), k.run(A, 0, REACH_LIMIT)), true],
    ['a sequence of two halves over the limit', k.seq(k.run(DIGIT, 0, REACH_LIMIT / 2), k.run(A, 0, REACH_LIMIT / 2 + 1)), false],
    ['nested repetitions multiplying past the limit', k.many(k.many(ref('h16'), 0, 16), 0, 17), false],
    ['nested repetitions within it', k.many(k.many(ref('h16'), 0, 16), 0, 16), true],
    ['an unbounded run', k.run(DIGIT), false],
    ['recursion', ref('self'), false],
    ['an unbounded repetition of eof', k.seq(k.many(k.eof), lit('a')), true],
  ])('%s', (_, e, expected) => {
    expect(fuser.bounded(e)).toBe(expected);
  });
});

describe('the reach bounds what the fused regexp examines', () => {
  /** Where the sticky regexp matches from 0 (-1: no match). */
  const end = (re: RegExp, input: string): number => {
    re.lastIndex = 0;
    return re.test(input) ? re.lastIndex : -1;
  };

  // small expressions over "a", "b", "%", "1" and a surrogate pair, bounded or not
  const leaf: fc.Arbitrary<Expr> = fc.oneof(
    fc.constantFrom('a', 'b', 'ab', 'ba', '%', '').map(lit),
    fc.constantFrom(A, AB, PCT, ASTRAL, DIGIT).map((s) => k.one(s)),
    fc.tuple(fc.constantFrom(A, AB, PCT, ASTRAL), fc.nat(2), fc.oneof(fc.nat(3), fc.constant(Infinity))).map(([s, min, extra]) => k.run(s, min, min + extra)),
    fc.constant(k.eof),
  );
  const { expr } = fc.letrec<{ expr: Expr }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('expr'), { maxLength: 3 }).map((xs) => k.seq(...xs)),
      fc.array(tie('expr'), { minLength: 1, maxLength: 3 }).map((xs) => k.alt(...xs)),
      tie('expr').map((x) => k.opt(x)),
      tie('expr').map((x) => k.not(x)),
      tie('expr').map((x) => k.ahead(x)),
      fc.tuple(tie('expr'), fc.nat(2), fc.oneof(fc.nat(3), fc.constant(Infinity))).map(([x, min, extra]) => k.many(x, min, min + extra)),
    ),
  }));
  // inputs over the characters the expressions know, and one they do not
  const chars = fc.constantFrom('a', 'b', '%', '4', '1', 'F', '\u{10001}', 'z');
  const text = (min: number, max: number) => fc.array(chars, { minLength: min, maxLength: max }).map((cs) => cs.join(''));

  it('never matches more characters than its reach, and what lies beyond its reach never changes the outcome', () => {
    fc.assert(
      fc.property(expr, text(0, 40), text(1, 10), (e, input, other) => {
        const fuser = new Fuser({}, false);
        fc.pre(fuser.fusable(e));
        const reach = new Reach({}).of(e);
        expect(reach).toBeGreaterThanOrEqual(0); // a number: never NaN
        const re = fuser.regexp(e);
        const at = end(re, input);
        expect(at).toBeLessThanOrEqual(reach);
        if (reach === Infinity) return;
        // an input of more than `reach` characters, and one alike up to its reach then different after
        const long = input.length > reach ? input : input + other;
        if (long.length <= reach) return;
        // the same first `reach` code units, then another tail (never empty, so eof reads alike)
        const changed = long.slice(0, reach) + other.split('').reverse().join('') + 'z';
        expect(end(re, changed)).toBe(end(re, long));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds matches as long as the reach on some expressions (the bound is not vacuous)', () => {
    const fuser = new Fuser({}, false);
    const e = k.seq(k.many(k.alt(lit('ab'), k.one(PCT)), 0, 3), k.run(ASTRAL, 0, 2));
    expect(new Reach({}).of(e)).toBe(13);
    expect(end(fuser.regexp(e), '%41%42%43\u{10001}\u{10002}zz')).toBe(13);
  });
});
