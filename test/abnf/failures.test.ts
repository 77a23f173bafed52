/**
 * Exact failure reports: the furthest offset any way through the grammar reached, and everything
 * that could have been read there. Checked against an exhaustive checker on small regular grammars
 * over the letters a and b: every string of up to MAX_LENGTH letters is decided by the all-ways
 * oracle, so the viable prefixes (those some string of the language starts with) are known; a
 * rejection's offset must be the longest viable prefix of the input, and "end of input" must be
 * expected exactly when that prefix is itself in the language. And the cases an adversarial review
 * found reported at the wrong place, on RFC 3986 Appendix A.
 */
import fc from 'fast-check';
import { abnf, AllWays, readGrammar } from '../../src/abnf';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';

const MAX_LENGTH = 11;

function strings(max: number): string[] {
  const out = [''];
  for (let n = 1; n <= max; n++) for (const s of out.filter((x) => x.length === n - 1)) out.push(`${s}a`, `${s}b`);
  return out;
}

function expr(depth: number): fc.Arbitrary<string> {
  const leaf = fc.constantFrom('"a"', '"b"', '"ab"', '%x61-62', 'r2');
  if (depth === 0) return leaf;
  const sub = expr(depth - 1);
  return fc.oneof(
    leaf,
    fc.array(sub, { minLength: 2, maxLength: 3 }).map((xs) => xs.join(' ')),
    fc.array(sub, { minLength: 2, maxLength: 3 }).map((xs) => `( ${xs.join(' / ')} )`),
    sub.map((x) => `*( ${x} )`),
    sub.map((x) => `[ ${x} ]`),
    sub.map((x) => `0*2( ${x} )`),
  );
}

describe('exact failure reports', () => {
  it('regular grammars: the offset is the longest viable prefix; "end of input" is expected when that prefix is in the language', () => {
    const all = strings(MAX_LENGTH);
    fc.assert(
      fc.property(expr(3), (body) => {
        const text = `r0 = ${body}\nr2 = "b" / "ba"\n`;
        const oracle = new AllWays(readGrammar(text));
        const language = new Set(all.filter((s) => oracle.accepts('r0', s)));
        const viable = new Set<string>();
        for (const s of language) for (let k = 0; k <= s.length; k++) viable.add(s.slice(0, k));
        const g = abnf(text, { start: 'r0' });
        for (const input of strings(3)) {
          const got = g.parse(input);
          if (language.has(input)) {
            expect({ text, input, ok: got.ok }).toEqual({ text, input, ok: true });
            continue;
          }
          // the longest viable prefix (viable as far as strings of MAX_LENGTH letters show)
          let p = 0;
          while (p < input.length && viable.has(input.slice(0, p + 1))) p++;
          expect({ text, input, got: got.ok ? 'ok' : got.offset }).toEqual({ text, input, got: p });
          if (!got.ok) {
            expect({ text, input, end: got.expected.includes('end of input') }).toEqual({ text, input, end: language.has(input.slice(0, p)) });
          }
        }
      }),
      { seed: 4, numRuns: Number(process.env.ABNF_RANDOM_RUNS ?? 80) },
    );
  });

  const uri = abnf(rfc3986AppendixA(), { start: 'URI-reference', rules: { pchar: 'pchar' } });
  it('http://a/%zz fails at offset 10 expecting HEXDIG (not at 9)', () => {
    expect(uri.parse('http://a/%zz')).toEqual({ ok: false, offset: 10, expected: ['HEXDIG'], rule: 'pct-encoded' });
  });
  it('"a b": the expected set holds "/" and the path characters', () => {
    const got = uri.parse('a b');
    expect(got).toMatchObject({ ok: false, offset: 1 });
    if (!got.ok) for (const want of ['"/"', '":"', '"?"', '"#"', 'pct-encoded', 'unreserved', 'sub-delims', 'end of input']) expect(got.expected).toContain(want);
  });
  it('http://[::1/x: HEXDIG is expected (A-F), with ":" and "]"', () => {
    expect(uri.parse('http://[::1/x')).toMatchObject({ ok: false, offset: 11, expected: expect.arrayContaining(['HEXDIG', '":"', '"]"']) });
  });
});
