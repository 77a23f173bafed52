/**
 * Where code generation from strings is refused, a grammar compiled at run time (the ABNF toolkit's,
 * rule()'s) matches with its careful build instead (src/engine/careful/language.ts): the same
 * answers as the compiled matchers — here as the generated modules the editions run on — for whole
 * matches, captures, prefixes and explanations.
 */
import { GRAMMAR_SOURCES } from '../../src/editions/grammar-sources';
import { CompiledGrammar, GeneratedGrammar } from '../../src/engine';
import * as rfc3986Module from '../../src/generated/rfc3986';
import * as rfc1738Module from '../../src/generated/rfc1738';
import { generateCorpus, invalidate } from '../fixtures/corpus';

jest.mock('../../src/engine/compile/code-generation', () => ({ codeGenerationAllowed: () => false }));

const corpus = generateCorpus(300, 7);
const inputs = [...corpus.map((e) => e.text), ...invalidate(corpus, 1), '', 'http://[::1]:80/', 'ftp://h/p;type=a'];

describe.each([
  ['rfc3986', rfc3986Module, 'URI-reference', ['IPv6address', 'authority', 'path-abempty']],
  ['rfc1738', rfc1738Module, 'url', ['hostport', 'ftpurl', 'hsegment']],
] as const)('%s', (id, module, top, rules) => {
  const source = GRAMMAR_SOURCES.find((s) => s.id === id)!;
  const fallback = new CompiledGrammar(source.name, source.define, source.captured);
  const generated = new GeneratedGrammar(module);

  it('matches, captures and explains as the generated module does, with no code generated', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    for (const input of inputs) {
      expect({ input, tree: fallback.tree(top, input) }).toEqual({ input, tree: generated.tree(top, input) });
      expect({ input, ok: fallback.matches(top, input) }).toEqual({ input, ok: generated.matches(top, input) });
      expect({ input, why: fallback.failure(top, input) }).toEqual({ input, why: generated.failure(top, input) });
      for (const rule of rules) expect({ input, rule, end: fallback.prefix(rule, input, 0) }).toEqual({ input, rule, end: generated.prefix(rule, input, 0) });
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
