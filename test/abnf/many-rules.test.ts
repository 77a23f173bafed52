/**
 * Grammars of tens of thousands of rules (a hostile run's shapes): chains of rules, `=/` added
 * alternatives. Each call answers, or refuses with an AbnfError or a rejection value, within a bound
 * of CPU time (not wall time: other processes on a busy machine do not count) — where they once took
 * from 11 s to minutes, or threw a SyntaxError. `ms(n)` is n milliseconds times ABNF_TIME_FACTOR
 * (default 5), the margin of a shared machine.
 */
import { AbnfError, abnf } from '../../src/abnf';
import { isStackOverflow } from '../../src/abnf/errors';

const FACTOR = Number(process.env.ABNF_TIME_FACTOR ?? 5);
const ms = (n: number) => n * FACTOR;

/** `f()` (or what it threw) and the CPU time it took in ms */
function timed<T>(f: () => T): [T | unknown, number] {
  const started = process.cpuUsage();
  let got: T | unknown;
  try {
    got = f();
  } catch (error) {
    got = error;
  }
  const { user, system } = process.cpuUsage(started);
  return [got, (user + system) / 1000];
}

const chain = (n: number, body: (i: number) => string) => `${Array.from({ length: n }, (_, i) => `r${i} = ${body(i)}`).join('\n')}\nr${n} = "a"\n`;
const refused = (got: unknown) => got instanceof AbnfError && /would take more than \d+ steps/.test(got.message);

describe('a chain of 40,000 rules rI = "a" rI+1 (deeper than the stack: the all-ways matcher fills from the end)', () => {
  const g = abnf(chain(40_000, (i) => `"a" r${i + 1}`), { start: 'r0' });
  it('canParse refuses with an AbnfError for its work budget in ms(200) (it went through rules × positions first: 5 s here, 122 s at 150,000 rules)', () => {
    for (const input of ['a'.repeat(40_001), `${'a'.repeat(40_000)}b`]) {
      const [got, t] = timed(() => g.canParse(input));
      expect(refused(got)).toBe(true);
      expect(t).toBeLessThan(ms(200));
    }
  });
  it('parse rejects with the reason in ms(200)', () => {
    const [got, t] = timed(() => g.parse('a'.repeat(40_001)));
    expect(got).toMatchObject({ ok: false, reason: expect.stringMatching(/would take more than \d+ steps/) });
    expect(t).toBeLessThan(ms(200));
  });
  it('a short input is answered', () => {
    expect(g.canParse('b')).toBe(false);
    expect(g.parse('ab')).toMatchObject({ ok: false });
  });
});

describe('a chain of 10,000 rules rI = "a" rI+1: only an AbnfError, never a SyntaxError', () => {
  it('(a regexp that recognised the stack overflow was compiled near the stack\'s end, and overflowed as a SyntaxError)', () => {
    const g = abnf(chain(10_000, (i) => `"a" r${i + 1}`), { start: 'r0' });
    for (const input of ['a'.repeat(10_001), `${'a'.repeat(10_000)}b`]) {
      const [got] = timed(() => g.canParse(input));
      if (typeof got !== 'boolean') expect(refused(got)).toBe(true);
      const [parsed] = timed(() => g.parse(input));
      expect(parsed).toHaveProperty('ok');
    }
  });
});

describe('isStackOverflow at the end of the stack', () => {
  it('each level of a recursion catches the overflow and asks: only RangeErrors come out, and the outermost says yes', () => {
    let asked = 0;
    const down = (d: number): number => {
      try {
        return down(d + 1) + 1;
      } catch (error) {
        asked++;
        if (!isStackOverflow(error)) throw error;
        return d;
      }
    };
    expect(typeof down(0)).toBe('number');
    expect(asked).toBeGreaterThan(0);
    expect(isStackOverflow(new RangeError('Invalid array length'))).toBe(false);
    expect(isStackOverflow(new SyntaxError('Maximum call stack size exceeded'))).toBe(false);
  });
});

describe('a chain of 10,000 rules rI = rI+1 / "a"', () => {
  const g = abnf(chain(10_000, (i) => `r${i + 1} / "a"`), { start: 'r0' });
  it('parse and its tree in ms(200) (which nodes are character sets was worked out from each rule down the chain: 11 s)', () => {
    const [got, t] = timed(() => {
      const parsed = g.parse('a');
      return parsed.ok ? [parsed.tree.start, parsed.tree.end] : parsed;
    });
    expect(got).toEqual([0, 1]);
    expect(t).toBeLessThan(ms(200));
    expect(g.canParse('aa')).toBe(false);
  });
});

describe('a chain of 40,000 rules rI = "a" rI+1 / "a"', () => {
  it('pegReport in ms(400) (each input it tried made a memo for every rule: 23 s)', () => {
    const g = abnf(chain(40_000, (i) => `"a" r${i + 1} / "a"`), { start: 'r0' });
    const [report, t] = timed(() => g.pegReport());
    expect((report as ReturnType<typeof g.pegReport>).constructs).toHaveLength(40_000);
    expect(t).toBeLessThan(ms(400));
  });
});

describe('40,000 alternatives added by =/', () => {
  it('abnf() in ms(400) (each =/ copied the alternatives before it: 17 s), with the rule\'s text kept line by line', () => {
    const text = `r0 = "a"\n${Array.from({ length: 39_999 }, (_, i) => `r0 =/ "a" r0 / %d${i % 1000}`).join('\n')}\n`;
    const [g, t] = timed(() => abnf(text, { start: 'r0' }));
    expect(t).toBeLessThan(ms(400));
    const grammar = g as ReturnType<typeof abnf>;
    expect(grammar.canParse('aa')).toBe(true);
    expect(grammar.canParse(`a${String.fromCharCode(999)}`)).toBe(true);
    expect(grammar.canParse(String.fromCharCode(1000))).toBe(false);
  });
  it('a few =/ read as one rule, in order, text and all', () => {
    const g = abnf('S = "a"\nS =/ "b" / "c"\nT = "x"\nS =/ T\n', { start: 'S' });
    expect(['a', 'b', 'c', 'x', 'y'].map((s) => g.canParse(s))).toEqual([true, true, true, true, false]);
    expect(g.toSource({ format: 'esm' })).toContain('S =/ T');
  });
});
