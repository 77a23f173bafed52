/**
 * Two bounds a grammar from a user must stay within (docs/toolkit.md, How long it takes):
 * - making a grammar and its PEG report is near-linear in its size: the 36 KB chain
 *   `rI = rI+1 / "a"` (2,000 rules) is made and reported in under a second;
 * - counted repetitions nested in each other, which the automaton writes out copy by copy, never
 *   make a call take minutes: directly nested counts are one count, counts are written out no
 *   further than the input can use, and a run that would enter more than AUTOMATON_STEPS +
 *   AUTOMATON_STEPS_PER_UNIT × n states stops — canParse with an AbnfError (never a RangeError),
 *   parse with a rejection that says why — instead of running for a minute.
 * Times are asserted with a margin (the machine is shared): `ms(n)` is n milliseconds times
 * ABNF_TIME_FACTOR (default 5), so `ms(200)` is the one second the docs state.
 */
import { AbnfError, abnf } from '../../src/abnf';
import { AUTOMATON_STEPS, AUTOMATON_STEPS_PER_UNIT } from '../../src/abnf/automaton';
import { flatRepetition } from '../../src/abnf/thompson';
import { readAbnf } from '../../src/abnf/reader';
import { AllWays, readGrammar } from '../../src/abnf';
import { ruleAutomaton } from '../../src/abnf/automaton';
import type { Automaton } from '../../src/abnf/automaton';

const FACTOR = Number(process.env.ABNF_TIME_FACTOR ?? 5);
const ms = (n: number) => n * FACTOR;

/** `f()` and the CPU time it took in ms (not wall time: other processes on a busy machine do not count). */
function timed<T>(f: () => T): [T, number] {
  const started = process.cpuUsage();
  const got = f();
  const { user, system } = process.cpuUsage(started);
  return [got, (user + system) / 1000];
}

const chain = (n: number, body: (i: number) => string) => `${Array.from({ length: n }, (_, i) => `r${i} = ${body(i)}`).join('\n')}\nr${n} = "a"\n`;

describe('making a grammar: the 36 KB chain', () => {
  it('abnf() and pegReport() together in under a second (ms(200))', () => {
    const text = chain(2000, (i) => `r${i + 1} / "a"`);
    expect(text.length).toBeGreaterThan(36_000);
    const [g, made] = timed(() => abnf(text, { start: 'r0' }));
    const [report, reported] = timed(() => g.pegReport());
    expect(report.constructs).toHaveLength(2000);
    expect(made + reported).toBeLessThan(ms(200));
  });
});

describe('directly nested counts are one count, where the counts they allow are one interval', () => {
  const rep = (text: string) => {
    const node = readAbnf(`S = ${text}\n`).get('s')!.node;
    if (node.k !== 'rep') throw new Error('not a repetition');
    const { min, max } = flatRepetition(node);
    return [min, max];
  };
  it.each([
    ['16( 2*40( 0*40( "a" ) ) )', [0, 25600]],
    ['16( *"a" )', [0, Infinity]],
    ['3( 2*4( "a" ) )', [6, 12]],
    ['[ 1*"a" ]', [0, Infinity]],
    ['2*3( 4( "a" ) )', [2, 3]], // 8 or 12 "a": not one interval, kept
    ['0*2( 2*3( "a" ) )', [0, 2]], // 0, 2–3, 4–6: 1 is missing, kept
    ['1*2( 2*3( "a" ) )', [2, 6]], // 2–3 and 4–6 touch
  ])('%s → %j', (text, counts) => {
    expect(rep(text)).toEqual(counts);
  });
  it('the language is the same: the automaton (whole, made for inputs of up to 16, and of up to the input\'s length) against the all-ways matcher, every string to 12', () => {
    for (const text of ['3( 2*4( "a" ) )', '1*2( 2*3( "a" ) )', '0*2( 2*3( "a" ) )', '2*3( 4( "a" ) )', '[ 1*"a" ] "b"', '2( 0*3( "a" / "aa" ) ) "b"', '3( 1*2( "a" / "b" ) 0*1"b" )', '20( 30( "a" ) )',
      // a count over what can be empty: its minimum 0 where no rule is inside, a loop where its maximum leaves room (countsOf)
      '3( 2*4( 0*2( "a" ) 0*1"b" ) )', '2*3( 0*1"a" 0*1"b" ) "b"', '5( 1*2( 0*3( "a" ) ) ) "b"', '3( 2*5( [ "a" ] ) "b" )', '2( 1*3( [ A ] ) )\nA = "a" / "ab"',
      '1*20( "a" / "b" ) "b"', '3*30( "a" [ "b" ] )', '2*12( 0*2( "a" ) 0*1"b" )']) {
      const grammar = readGrammar(`S = ${text}\n`);
      const oracle = new AllWays(grammar, { limit: 100 });
      const whole = ruleAutomaton(grammar, 's') as Automaton;
      const sized = ruleAutomaton(grammar, 's', { longest: 16 }) as Automaton;
      for (let n = 0; n <= 12; n++) {
        // and the one made for inputs of exactly this length (a count it passes is a loop)
        const exact = ruleAutomaton(grammar, 's', { longest: n }) as Automaton;
        for (let k = 0; k < 2 ** Math.min(n, 8); k++) {
          // every string over {a, b} up to 8, then runs of "a" with a "b" at the end
          const s = n <= 8 ? [...Array(n).keys()].map((i) => ((k >> i) & 1 ? 'b' : 'a')).join('') : `${'a'.repeat(n - 1)}b`;
          const want = oracle.accepts('S', s);
          expect([text, s, whole.test(s), sized.test(s), exact.test(s)]).toEqual([text, s, want, want, want]);
        }
      }
    }
    // 20( 30( "a" ) ) is exactly 600 "a"
    const g = readGrammar('S = 20( 30( "a" ) )\n');
    const whole = ruleAutomaton(g, 's') as Automaton;
    expect([599, 600, 601].map((n) => whole.test('a'.repeat(n)))).toEqual([false, true, false]);
    expect([599, 600, 601].map((n) => (ruleAutomaton(g, 's', { longest: 1024 }) as Automaton).test('a'.repeat(n)))).toEqual([false, true, false]);
  });
});

describe('nested counted repetitions: no call takes minutes', () => {
  const a = (n: number) => 'a'.repeat(n);
  it('16( 2*40( 0*40( "a" ) ) ) "b" (once about a minute on 2,000 characters): answered in ms(100)', () => {
    const g = abnf('S = 16( 2*40( 0*40( "a" ) ) ) "b"\n', { start: 'S' });
    for (const [input, want] of [[`${a(2000)}b`, true], [a(2000), false], [`${a(25600)}b`, true], [`${a(25601)}b`, false]] as const) {
      const [ok, t] = timed(() => g.canParse(input));
      expect([input.length, ok]).toEqual([input.length, want]);
      expect(t).toBeLessThan(ms(100));
    }
    const [parsed, t] = timed(() => g.parse(`${a(2000)}b`));
    expect(parsed.ok).toBe(true);
    expect(t).toBeLessThan(ms(100));
  });
  it('16( 2*40( 0*40( "a" / "b" ) ) ) "b" (an automaton over the state limit): one made for the input\'s size, in ms(100)', () => {
    const g = abnf('S = 16( 2*40( 0*40( "a" / "b" ) ) ) "b"\n', { start: 'S' });
    for (const [input, want] of [[`${a(2000)}b`, true], [`${'ab'.repeat(1000)}`, true], [`${a(2000)}c`, false]] as const) {
      const [ok, t] = timed(() => g.canParse(input));
      expect([input.length, ok]).toEqual([input.length, want]);
      expect(t).toBeLessThan(ms(100));
      const [parsed, t2] = timed(() => g.parse(input));
      expect(parsed.ok).toBe(want);
      expect(t2).toBeLessThan(ms(100));
    }
  });
  it('16( 2*40( 0*40( "a" ) 0*1"c" ) ) "b": a prefix in 24,000 copies at once — the run stops at its budget, in ms(400)', () => {
    const g = abnf('S = 16( 2*40( 0*40( "a" ) 0*1"c" ) ) "b"\n', { start: 'S' });
    // short inputs are answered
    expect(g.canParse(`${a(30)}b`)).toBe(true);
    expect(g.canParse(`${a(30)}cb`)).toBe(true);
    expect(g.canParse(`${a(30)}ccb`)).toBe(true);
    expect(g.canParse(`${a(30)}db`)).toBe(false);
    const budget = new RegExp(`more than ${AUTOMATON_STEPS} \\+ ${AUTOMATON_STEPS_PER_UNIT} × 2001 states`);
    const [thrown, t] = timed(() => {
      try {
        return g.canParse(`${a(2000)}b`);
      } catch (e) {
        return e;
      }
    });
    expect(thrown).toBeInstanceOf(AbnfError);
    expect((thrown as Error).message).toMatch(budget);
    expect(t).toBeLessThan(ms(400));
    const [parsed, t2] = timed(() => g.parse(`${a(2000)}b`));
    expect(parsed).toEqual({ ok: false, offset: 0, expected: [], rule: undefined, reason: expect.stringMatching(budget) });
    expect(t2).toBeLessThan(ms(400));
  });
  it('a grammar whose counts multiply past MAX_COUNT: 10000( 10000( "a" ) ) and 1000( 1*1000( "a" ) "b" ) "c", in ms(100)', () => {
    for (const [text, input, want] of [
      ['S = 10000( 10000( "a" ) )\n', 'a', false],
      ['S = 1000( 1*1000( "a" ) "b" ) "c"\n', `${'ab'.repeat(1000)}c`, true],
      ['S = 1000( 1*1000( "a" ) "b" ) "c"\n', `${'ab'.repeat(999)}c`, false],
    ] as const) {
      const [ok, t] = timed(() => abnf(text, { start: 'S' }).canParse(input));
      expect([text, ok]).toEqual([text, want]);
      expect(t).toBeLessThan(ms(100));
    }
  });
});

describe("the automaton's remembered steps stay bounded", () => {
  // the 20th character from the end is "a": its deterministic automaton has 2^20 sets of states,
  // more than an automaton remembers (HELD_KEPT), so long random inputs make it start again
  const text = 'S = *( "a" / "b" ) "a" 19( "a" / "b" )\n';
  it('*( "a" / "b" ) "a" 19( "a" / "b" ) on 100,000 random characters: right answers and trees, in ms(2000)', () => {
    const g = abnf(text, { start: 'S' });
    expect(g.strategies().find((s) => s.rule === 'S')!.strategy).toBe('regexp');
    let seed = 7;
    const random = (n: number) => Array.from({ length: n }, () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >>> 16 & 1 ? 'a' : 'b')).join('');
    const [answers, t] = timed(() =>
      [0, 1, 2, 3].map(() => {
        const s = random(100_000);
        const parsed = g.parse(s);
        return { want: s[s.length - 20] === 'a', canParse: g.canParse(s), ok: parsed.ok, end: parsed.ok ? parsed.tree.end : -1, length: s.length };
      }),
    );
    for (const a of answers) expect(a).toEqual({ want: a.want, canParse: a.want, ok: a.want, end: a.want ? a.length : -1, length: a.length });
    expect(answers.some((a) => a.want)).toBe(true);
    expect(t).toBeLessThan(ms(2000));
    // a fresh grammar (nothing remembered) reads the same tree of a short input as one that has forgotten and started again
    const short = random(40) + "a" + random(19);
    expect(g.parse(short)).toEqual(abnf(text, { start: 'S' }).parse(short));
  });
});

describe('rules nested deeper than the stack, under counts too many to write out', () => {
  // a start rule over the state limit whatever the input's size, calling a chain of 20,000 rules:
  // counting its states, building its automaton and compiling the chain as an atom all follow rule
  // references on the stack — each overflow is caught, and the all-ways matcher without atoms answers
  const text = `S = 300( A0 [ "x" ] ) / 300( A0 [ "x" ] ) "b" / *"a" "c"\n${chain(19_999, (i) => `r${i + 1}`).replace(/\br(\d+)/g, 'A$1')}`;

  it('canParse answers, or refuses with an AbnfError: never a RangeError', () => {
    const g = abnf(text, { start: 'S' });
    expect(g.canParse('a'.repeat(50))).toBe(false);
    for (const input of ['a'.repeat(50) + 'c', 'a'.repeat(300)]) {
      try {
        expect(typeof g.canParse(input)).toBe('boolean');
      } catch (error) {
        expect(error).toBeInstanceOf(AbnfError);
      }
    }
  });

  it('parse answers with a tree or a rejection value', () => {
    const g = abnf(text, { start: 'S' });
    const rejected = g.parse('a'.repeat(50));
    expect(rejected.ok).toBe(false);
    expect(typeof g.parse('a'.repeat(300)).ok).toBe('boolean');
  });
});
