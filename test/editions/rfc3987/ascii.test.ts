/**
 * On an ASCII string RFC 3987's grammar derives exactly what RFC 3986's does, in the same way: its
 * i-rules add only ucschar and iprivate, which are beyond ASCII (§2.2). So canParse() under rfc3987
 * validates an ASCII string with RFC 3986's grammar (src/editions/rfc3987.ts), while parse() reads it
 * with the edition's own. Here both grammars read the same strings and must agree — accepted or not —
 * and parse() must give the edition's own reading (the AST and warnings) — over the benchmark corpus
 * and its invalidated strings, every hostile family, generated RFC 3986 references (with zone
 * identifiers and empty hosts) and their mutations, and random ASCII strings of URI characters; with
 * and without RFC 6874.
 */
import fc from 'fast-check';
import { canParse, parse } from '../../../src/index';
import type { ParseOptions } from '../../../src/index';
import { grammarFor, toAst, warnings } from '../../../src/editions/rfc3987';
import { grammarFor as uriGrammarFor } from '../../../src/editions/rfc3986';
import { generateCorpus, invalidate } from '../../fixtures/corpus';
import { HOSTILE } from '../../support/hostile';
import { budget } from '../../support/config';
import { uriReference, uriReferenceEmptyHost, uriReferenceZoned } from '../../fixtures/arbitraries/rfc3986';

/** The edition's own grammar's reading: the AST and warnings, or undefined when it does not derive `input`. */
function ownReading(input: string, options: ParseOptions): unknown {
  const grammar = grammarFor(options);
  const captures = grammar.match('IRI-reference', input);
  if (captures === undefined) return undefined;
  const uri = toAst(input, captures);
  return { uri, warnings: warnings(input, uri) };
}

const OPTIONS: ParseOptions[] = [{}, { amendments: ['rfc6874'] }];
const ASCII = /^[\u0000-\u007f]*$/;

function agree(input: string): void {
  if (!ASCII.test(input)) return;
  for (const options of OPTIONS) {
    const own = ownReading(input, options);
    const r = parse(input, 'rfc3987', options);
    const shared = r.ok ? { uri: r.uri, warnings: r.warnings } : undefined;
    if (JSON.stringify(shared) !== JSON.stringify(own)) {
      expect({ input, options, shared }).toEqual({ input, options, shared: own });
    }
    expect(uriGrammarFor(options).matches('URI-reference', input)).toBe(own !== undefined);
    expect(canParse(input, 'rfc3987', options)).toBe(own !== undefined);
    expect(grammarFor(options).matches('IRI-reference', input)).toBe(own !== undefined);
  }
}

describe("rfc3987 on ASCII strings: RFC 3986's grammar accepts them as RFC 3987's own does", () => {
  test('the benchmark corpus and its invalidated strings', () => {
    const corpus = generateCorpus(3_000, 0x3987);
    const strings = [...corpus.map((e) => e.text), ...invalidate(corpus)];
    for (const s of strings) agree(s);
    expect(strings.filter((s) => ASCII.test(s)).length).toBeGreaterThan(5_000);
  });

  test('every hostile family at a small size', () => {
    for (const h of HOSTILE) agree(h.make(50));
  });

  test('generated RFC 3986 references, and with one character changed', () => {
    const mutated = fc
      .tuple(fc.oneof(uriReference, uriReferenceZoned, uriReferenceEmptyHost), fc.nat(), fc.integer({ min: 0x20, max: 0x7e }))
      .map(([s, at, c]) => {
        const k = s.length === 0 ? 0 : at % s.length;
        return s.slice(0, k) + String.fromCharCode(c) + s.slice(k + 1);
      });
    fc.assert(
      fc.property(fc.oneof(uriReference, uriReferenceZoned, uriReferenceEmptyHost, mutated), (s) => agree(s)),
      budget(39_870, 2_000),
    );
  });

  test('random strings of URI characters', () => {
    const chars = fc.constantFrom(...":/?#[]@!$&'()*+,;=%-._~aZ09vV.fF%25".split(''));
    fc.assert(fc.property(fc.array(chars, { maxLength: 40 }).map((a) => a.join('')), (s) => agree(s)), budget(39_871, 3_000));
  });

  test('a string beyond ASCII is read by the edition\'s own grammar', () => {
    const r = parse('http://例子.卷筒纸/é', 'rfc3987');
    expect(r.ok && r.uri.hostKind).toBe('reg-name');
    expect(parse('http://例子.卷筒纸/é', 'rfc3986').ok).toBe(false);
  });

  test('a rejection is explained in RFC 3987\'s own rule names', () => {
    const r = parse('http://a b/', 'rfc3987');
    expect(!r.ok && r.error.rule).toBe('ireg-name');
  });
});
