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
import { withPrefixes } from '../fixtures/abnf/prefix-grammar';
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

/** the all-ways matcher of the grammar of the prefixes of `text`'s strings (prefix-grammar.ts) */
const prefixGrammar = (text: string): AllWays => new AllWays(withPrefixes(readGrammar(text)), { limit: Infinity });

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

  it('recursive grammars, every strategy: the offset is the longest viable prefix, and what is expected there covers exactly the letters that can follow it', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(expr(3), fc.constantFrom('"b" [ r0 ]', '"a" r0 "b" / "b"', '"b" r0 / "a"', '"b" / "ba"'), (body, recursive) => {
        // r1 calls r0 after reading a character: recursion, never left recursion (or, last, no recursion)
        const text = `r0 = ${body.replace(/r2/g, 'r1')}\nr1 = ${recursive}\n`;
        const oracle = new AllWays(readGrammar(text));
        const prefixes = prefixGrammar(text);
        const viable = (s: string) => prefixes.accepts('r0-prefix', s);
        const g = abnf(text, { start: 'r0' });
        seen.add(g.strategies()[0].strategy);
        for (const input of strings(4)) {
          const got = g.parse(input);
          if (oracle.accepts('r0', input)) {
            expect({ text, input, ok: got.ok }).toEqual({ text, input, ok: true });
            continue;
          }
          let p = 0;
          while (p < input.length && viable(input.slice(0, p + 1))) p++;
          expect({ text, input, got: got.ok ? 'ok' : got.offset }).toEqual({ text, input, got: p });
          if (got.ok) continue;
          const prefix = input.slice(0, p);
          const want = new Set(['a', 'b'].filter((c) => viable(prefix + c)));
          if (oracle.accepts('r0', prefix)) want.add('end');
          const covered = new Set<string>();
          for (const e of got.expected) {
            if (e === 'end of input') covered.add('end');
            else if (e.startsWith('"')) covered.add(JSON.parse(e)[0].toLowerCase());
            else if (e === '%x61-62') ['a', 'b'].forEach((c) => covered.add(c));
            else for (const c of ['a', 'b']) if (prefixes.accepts(`${e}-prefix`, c)) covered.add(c);
          }
          expect({ text, input, expected: [...covered].sort() }).toEqual({ text, input, expected: [...want].sort() });
        }
      }),
      { seed: 7, numRuns: Number(process.env.ABNF_RANDOM_RUNS ?? 80) },
    );
    // every strategy was met (regexp: a body that does not call r1)
    expect([...seen].sort()).toEqual(['all-ways', 'compiled', 'regexp']);
  });

  it('deeper than the stack: a compiled rule and an all-ways one report the furthest character (the calls some way makes, walked again)', () => {
    const n = 100_000;
    const nested = abnf('S = "(" [ S ] ")"\n', { start: 'S' });
    expect(nested.strategies()[0].strategy).toBe('compiled');
    expect(nested.canParse(`${'('.repeat(n)}${')'.repeat(n)}`)).toBe(true);
    expect(nested.parse(`${'('.repeat(n)}${')'.repeat(n - 1)}x`)).toEqual({ ok: false, offset: 2 * n - 1, expected: ['")"'], rule: 'S' });
    const balanced = abnf('S = "a" S "b" / "ab"\n', { start: 'S' });
    expect(balanced.strategies()[0].strategy).toBe('all-ways');
    expect(balanced.parse(`${'a'.repeat(20_000)}${'b'.repeat(19_999)}`)).toEqual({ ok: false, offset: 39_999, expected: ['"b"'], rule: 'S' });
    expect(balanced.parse(`${'a'.repeat(20_000)}${'b'.repeat(19_999)}a`)).toEqual({ ok: false, offset: 39_999, expected: ['"b"'], rule: 'S' });
  }, 30_000);

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
