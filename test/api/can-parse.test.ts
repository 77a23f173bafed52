/**
 * canParse(input, edition?, options?): the edition's matcher alone — the same verdict as parse(), for
 * every edition and option set, on the benchmark corpus, its invalidated copy and generated strings.
 */
import fc from 'fast-check';
import { canParse, parse } from '../../src/index';
import type { EditionName, ParseOptions } from '../../src/index';
import { generateCorpus, invalidate } from '../fixtures/corpus';

const CONFIGS: [EditionName, ParseOptions | undefined][] = [
  ['rfc3986', undefined],
  ['rfc3986', { amendments: ['rfc6874'] }],
  ['rfc2396', undefined],
  ['rfc2396', { amendments: ['rfc2732'] }],
  ['rfc1808', undefined],
  ['rfc1738', undefined],
  ['rfc1738', { caseInsensitiveScheme: true, allowFragment: true }],
];

const corpus = generateCorpus(2000, 11);
const inputs = [...corpus.map((e) => e.text), ...invalidate(corpus, 5), '', '#', 'http://[fe80::1%25eth0]/', 'HTTP://H/#f'];

describe.each(CONFIGS)('canParse(s, %s, %j)', (edition, options) => {
  it('says what parse() says, on the corpus and its invalidated copy', () => {
    for (const s of inputs) expect([s, canParse(s, edition, options)]).toEqual([s, parse(s, edition, options).ok]);
  });
  it('says what parse() says on generated strings', () => {
    const alphabet = fc.constantFrom(...'aZ09-._~:/?#[]@!$&\'()*+,;=% <>"{}|\\^`é'.split(''), '%41', '::', '//', 'http:');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 20 }), (parts) => {
        const s = parts.join('');
        return canParse(s, edition, options) === parse(s, edition, options).ok;
      }),
      { numRuns: 1000, seed: 1738 },
    );
  });
});

describe('canParse arguments', () => {
  it('defaults to rfc3986', () => {
    expect(canParse('a:b')).toBe(true);
    expect(canParse('a b')).toBe(false);
  });
  it('a non-string input is a TypeError; an unknown edition or amendment a RangeError', () => {
    expect(() => canParse(42 as unknown as string)).toThrow(TypeError);
    expect(() => canParse('x', 'rfc9999' as EditionName)).toThrow(RangeError);
    expect(() => canParse('x', 'rfc2396', { amendments: ['rfc6874'] })).toThrow(RangeError);
  });
});
