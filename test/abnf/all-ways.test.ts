/**
 * The all-ways matcher (ABNF's own meaning) on hand-made grammars where a match can end in several
 * places, and on RFC 5234's own grammar of ABNF (with RFC 7405's char-val), which reads RFC 3986's
 * Appendix A as a rulelist — an ambiguous grammar (c-wsp, c-nl) on a text of thousands of characters.
 */
import fc from 'fast-check';
import { AbnfError, AllWays, AllWaysBudgetError, readGrammar } from '../../src/abnf';
import { abnfBlocks, rfcText, unpaged } from '../fixtures/abnf/rfc-blocks';

const matcher = (text: string, rules?: Record<string, string>) => new AllWays(readGrammar(text, { rules }));

describe('several matches', () => {
  it('S = *"a" "a": every count of the repetition is tried', () => {
    const m = matcher('S = *"a" "a"\n');
    expect(['a', 'aa', 'aaa', 'aAa'].map((s) => m.accepts('S', s))).toEqual([true, true, true, true]);
    expect(m.accepts('S', '')).toBe(false);
    expect(m.ends('S', 'aaab')).toEqual([1, 2, 3]);
  });
  it('S = 1*DIGIT "1"', () => {
    const m = matcher('S = 1*DIGIT "1"\n');
    expect(m.accepts('S', '11')).toBe(true);
    expect(m.accepts('S', '1231')).toBe(true);
    expect(m.accepts('S', '1')).toBe(false);
    expect(m.ends('S', '1111')).toEqual([2, 3, 4]);
  });
  it('S = ( "a" / "ab" ) "c": every alternative is tried', () => {
    const m = matcher('S = ( "a" / "ab" ) "c"\n');
    expect(m.accepts('S', 'abc')).toBe(true);
    expect(m.accepts('S', 'ac')).toBe(true);
    expect(m.accepts('S', 'abbc')).toBe(false);
  });
  it('bounded repetitions, options, incremental alternatives, case', () => {
    const m = matcher('S = 2*3( "x" / "xx" ) [ "y" ] T\nT = %s"Z"\nT =/ %x7A.7A\n');
    expect(m.ends('S', 'xxxxxxZ')).toEqual([7]);
    expect(m.accepts('S', 'xxZ')).toBe(true);
    expect(m.accepts('S', 'xZ')).toBe(false);
    expect(m.accepts('S', 'xxyzz')).toBe(true);
    expect(m.accepts('S', 'xxz')).toBe(false); // %s: case-sensitive
    expect(m.accepts('S', 'xxZZ')).toBe(false); // %x7A.7A is "zz" exactly
    expect(m.ends('S', 'xxxxxxxZ')).toEqual([]); // 6 x at most: 3 × "xx"
  });
  it('nullable bodies of repetitions terminate', () => {
    const m = matcher('S = *( *"a" ) "b"\n');
    expect(m.accepts('S', 'aaab')).toBe(true);
    expect(m.accepts('S', 'b')).toBe(true);
  });
  it('code points beyond U+FFFF are one element', () => {
    const m = matcher('S = 1*%x10000-10FFFF\n');
    expect(m.accepts('S', '\u{1F600}\u{10000}')).toBe(true);
    expect(m.ends('S', '\u{1F600}')).toEqual([2]);
    expect(m.accepts('S', '\ud83d')).toBe(false);
  });
  it('right recursion works; left recursion is refused with the cycle named', () => {
    const m = matcher('list = item [ "," list ]\nitem = 1*ALPHA\n');
    expect(m.accepts('list', 'a,bc,d')).toBe(true);
    expect(m.accepts('list', 'a,,d')).toBe(false);
    expect(() => matcher('e = e "+" t / t\nt = DIGIT\n')).toThrow(AbnfError);
    expect(() => matcher('a = [ "x" ] b\nb = a "y" / "z"\n')).toThrow(/left recursion \(a → b → a\)/);
  });
  it('refuses inputs over its limit', () => {
    const m = new AllWays(readGrammar('S = *"a"\n'), { limit: 10 });
    expect(m.accepts('S', 'a'.repeat(10))).toBe(true);
    expect(() => m.accepts('S', 'a'.repeat(11))).toThrow(/inputs of up to 10 code units/);
  });
  it('agrees with a backtracking regexp of the same language (property)', () => {
    const m = matcher('S = *( "a" / "ab" ) 1*2"b" [ "c" ]\n');
    const re = /^(?:a|ab)*b{1,2}c?$/i;
    fc.assert(fc.property(fc.stringMatching(/^[abcAB]{0,9}$/), (s) => m.accepts('S', s) === re.test(s)), { seed: 27, numRuns: 400 });
  });
});

describe("RFC 5234's grammar of ABNF reads RFC 3986 Appendix A", () => {
  const section = (rfc: string, from: RegExp, to: RegExp) => {
    const lines = unpaged(rfcText(rfc));
    const a = lines.findIndex((l) => from.test(l));
    const b = lines.findIndex((l, k) => k > a && to.test(l));
    return abnfBlocks(lines.slice(a, b).join('\n')).map((x) => x.text).join('\n\n');
  };
  const abnf = section('rfc5234', /^4\.  ABNF Definition of ABNF/, /^5\.  Security Considerations/).replace(/char-val {7}=[^]*?(?=\n\nnum-val)/, '');
  const charVal = section('rfc7405', /^2\.2\.  ABNF Definition of ABNF - char-val/, /^3\.  Security/);
  const m = new AllWays(readGrammar(`${abnf}\n\n${charVal}`));
  const appendixA = section('rfc3986', /^Appendix A\.  Collected ABNF for URI/, /^Appendix B\./);

  it('accepts the appendix (CRLF line ends, as RFC 5234 §2.3 says)', () => {
    const text = appendixA.replace(/\n/g, '\r\n') + '\r\n';
    expect(text.length).toBeGreaterThan(2000);
    expect(m.accepts('rulelist', text)).toBe(true);
  });
  it('rejects it with a rule name starting with a digit, and with a lone LF line end', () => {
    expect(m.accepts('rulelist', appendixA.replace('URI-reference =', '1URI =').replace(/\n/g, '\r\n') + '\r\n')).toBe(false);
    expect(m.accepts('rulelist', appendixA + '\n')).toBe(false);
  });
  it('%s and %i strings are char-vals (RFC 7405 §2.2)', () => {
    expect(m.accepts('rulelist', 'a = %s"Ab" / %i"cd"\r\n')).toBe(true);
    expect(m.accepts('rulelist', 'a = %q"Ab"\r\n')).toBe(false);
  });
});

describe('budgets: of memory (numbers remembered) and of work (steps)', () => {
  const nested = readGrammar('S = 100( 2*40( 0*40( "a" ) 0*1"c" ) )\n');
  it('past its budget of work a call throws AllWaysBudgetError (of work), and the matcher answers the next input', () => {
    const m = new AllWays(nested, { limit: Infinity, work: (n) => 1000 + 10 * n });
    let thrown: unknown;
    try {
      m.accepts('S', 'a'.repeat(500));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(AllWaysBudgetError);
    expect(thrown).toMatchObject({ of: 'work', budget: 6000, message: expect.stringMatching(/more than 6000 steps/) });
    expect(m.accepts('S', '')).toBe(true);
    expect(m.worked).toBeGreaterThan(0);
    expect(m.worked).toBeLessThanOrEqual(1000);
  });
  it('the steps it counts: a few a code unit on a grammar whose ends are runs', () => {
    const m = new AllWays(readGrammar('S = "a" S / "a"\n'), { limit: Infinity, work: () => Infinity });
    expect(m.accepts('S', 'a'.repeat(10_000))).toBe(true);
    expect(m.worked).toBeGreaterThan(10_000);
    expect(m.worked).toBeLessThan(10 * 10_000);
  });
  it('a lone end counts one number (and its entry one), as when ends were lists: many ambiguous rules of one end each fit where they did', () => {
    const rules = 8;
    let text = 'S = "(" S ")" / *R1 "x" / *R1 "y"\n';
    for (let i = 1; i < rules; i++) text += `R${i} = R${i + 1} / R${i + 1} "b"\n`;
    text += `R${rules} = "a" / "c"\n`;
    const n = 2_000;
    const input = '(' + 'a'.repeat(n) + 'x)';
    // every rule at every position: one entry holding one end (two numbers), S's a few more; and each
    // of the two `*R1` its ends from each position it reaches, shared (a run and its entry: four)
    const m = new AllWays(readGrammar(text), { limit: Infinity, budget: (length) => (2 * (rules + 2) + 8) * (length + 1) });
    expect(m.accepts('S', input)).toBe(true);
  });
  it('past its budget of memory: AllWaysBudgetError of memory', () => {
    const m = new AllWays(readGrammar('S = ( "a" / "bb" ) S / "a" / "bb"\n'), { limit: Infinity, budget: () => 100 });
    expect(() => m.accepts('S', 'abbabba'.repeat(20))).toThrow(expect.objectContaining({ of: 'memory', budget: 100 }));
  });
  it('options checked: a budget that is no function is a RangeError when the matcher is made, a value that is NaN or below 0 at the call', () => {
    expect(() => new AllWays(nested, { work: 5 as unknown as () => number })).toThrow(RangeError);
    expect(() => new AllWays(nested, { budget: 'x' as unknown as () => number })).toThrow(RangeError);
    expect(() => new AllWays(nested, { work: () => NaN }).accepts('S', 'a')).toThrow(RangeError);
    expect(() => new AllWays(nested, { budget: () => -1 }).accepts('S', 'a')).toThrow(RangeError);
    expect(new AllWays(nested, { work: () => Infinity, budget: () => Infinity }).accepts('S', 'a')).toBe(true);
  });
});
