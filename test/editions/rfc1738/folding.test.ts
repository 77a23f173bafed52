/**
 * RFC 1738's caseInsensitiveScheme builds run the modules of the builds without the option on inputs
 * whose scheme name is folded to lower case (src/editions/rfc1738-folding.ts): SCHEME_LED must be
 * exactly the rules whose compiled code the option changes, the fold must change nothing else, and
 * the folded grammars must answer as the option's own builds (compiled at run time from the grammar)
 * do — acceptance, parse tree and error — on URLs with schemes in any case, with and without
 * allowFragment. (test/engine/generated-agree.test.ts checks every rule on a fixed set of inputs.)
 */
import fc from 'fast-check';
import { SCHEME_LED } from '../../../grammars/rfc1738';
import { sourceGrammar } from '../../../src/editions/grammar-sources';
import { foldScheme } from '../../../src/editions/rfc1738-folding';
import { explaining, grammarFor, validating } from '../../../src/editions/rfc1738';
import { budget } from '../../support/config';
import { url1738, url1738Extended } from '../../fixtures/arbitraries/rfc1738';

validating();
explaining();

describe('SCHEME_LED', () => {
  it.each([
    ['rfc1738', 'rfc1738+caseInsensitiveScheme'],
    ['rfc1738+allowFragment', 'rfc1738+caseInsensitiveScheme+allowFragment'],
  ])('is every rule whose compiled code differs between %s and %s, and no other', (plain, folded) => {
    const a = sourceGrammar(plain).canonicalModes();
    const b = sourceGrammar(folded).canonicalModes();
    const differing = new Set<string>();
    for (const mode of ['fast', 'validate'] as const) for (const [key, text] of b[mode]) if (a[mode].get(key) !== text) differing.add(key);
    expect([...differing].sort()).toEqual([...SCHEME_LED].sort());
  });
});

describe('foldScheme', () => {
  it.each([
    ['HTTP://H/P', 0, 'http://H/P'],
    ['Mailto:A@B', 0, 'mailto:A@B'],
    ['X-Y.Z+1:FOO', 0, 'x-y.z+1:FOO'],
    ['a HTTP:X', 2, 'a http:X'],
    ['FTP', 0, 'ftp'],
    ['', 0, ''],
    ['%41B', 0, '%41B'],
  ])('folds the run of scheme characters of %j from %i and nothing else', (input, at, folded) => {
    expect(foldScheme(input, at)).toBe(folded);
  });

  it('returns the input itself when the run holds no upper case letter', () => {
    const input = 'http://H/P';
    expect(foldScheme(input, 0)).toBe(input);
  });
});

describe('the caseInsensitiveScheme grammars', () => {
  const cases = [
    { options: { caseInsensitiveScheme: true }, id: 'rfc1738+caseInsensitiveScheme', urls: url1738 },
    { options: { caseInsensitiveScheme: true, allowFragment: true }, id: 'rfc1738+caseInsensitiveScheme+allowFragment', urls: url1738Extended },
  ];
  it.each(cases.map((c) => [c.id, c] as const))('%s answers as its own build: acceptance, parse tree, error', (id, { options, urls }) => {
    const folded = grammarFor(options);
    const own = sourceGrammar(id);
    expect(folded.buildId).toBe(id);
    // the URLs as generated (any case of scheme with allowFragment), with one character changed
    const mutated = fc.tuple(urls, fc.nat(), fc.integer({ min: 0x20, max: 0x7e })).map(([s, at, c]) => {
      const k = s.length === 0 ? 0 : at % s.length;
      return s.slice(0, k) + String.fromCharCode(c) + s.slice(k + 1);
    });
    const upper = urls.map((s) => s.replace(/^[^:]*/, (m) => m.toUpperCase()));
    fc.assert(
      fc.property(fc.oneof(urls, upper, mutated), (input) => {
        expect([input, folded.matches('url', input)]).toEqual([input, own.matches('url', input)]);
        expect([input, folded.tree('url', input)]).toEqual([input, own.tree('url', input)]);
        if (!own.matches('url', input)) expect([input, folded.failure('url', input)]).toEqual([input, own.tableExplain('url', input)]);
      }),
      budget(1738, 300),
    );
  });
});
