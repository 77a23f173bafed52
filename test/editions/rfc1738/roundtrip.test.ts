import fc from 'fast-check';
import { parse, rule, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';
import { SCHEME_URLS, url } from '../../fixtures/arbitraries/rfc1738-schemes';

const SEED = 1738;

function accepted(input: string, options = {}): UriReference {
  const r = parse(input, 'rfc1738', options);
  if (!r.ok) throw r.error;
  return r.uri;
}

describe('generated RFC 1738 URLs, scheme by scheme', () => {
  it.each(Object.entries(SCHEME_URLS))('%s: parses into the parts it was built from, and serializes back', (_name, arb) => {
    fc.assert(
      fc.property(arb, ({ input, expect: want }) => {
        const uri = accepted(input);
        expect(uri).toMatchObject(want);
        expect(uri.scheme).toBe(input.slice(0, input.indexOf(':')));
        expect(serialize(uri)).toBe(input);
        for (const [component, span] of Object.entries(uri.spans)) {
          expect([component, input.slice(span![0], span![1])]).toEqual([component, uri[component as keyof UriReference]]);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});

describe('options on generated URLs', () => {
  it('allowFragment: a trailing "#" fragment is set aside and round-trips', () => {
    const fragment = fc.stringMatching(/^[A-Za-z0-9$\-_.+!*'(),;/?:@&=]{0,12}$/);
    fc.assert(
      fc.property(url, fragment, ({ input }, f) => {
        const s = `${input}#${f}`;
        expect(parse(s, 'rfc1738').ok).toBe(false);
        const uri = accepted(s, { allowFragment: true });
        expect(uri.fragment).toBe(f);
        expect(serialize(uri)).toBe(s);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
  it('caseInsensitiveScheme: an uppercased scheme parses as the lowercase one does', () => {
    fc.assert(
      fc.property(url, ({ input }) => {
        const colon = input.indexOf(':');
        const upper = input.slice(0, colon).toUpperCase() + input.slice(colon);
        const lower = accepted(input);
        const uri = accepted(upper, { caseInsensitiveScheme: true });
        expect({ ...uri, scheme: lower.scheme }).toEqual(lower);
        expect(serialize(uri)).toBe(upper);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});

describe('the fast and careful builds agree', () => {
  /** a generated URL with one character inserted, replaced or deleted */
  const mutated = fc
    .tuple(url, fc.nat(), fc.constantFrom('insert', 'replace', 'delete'), fc.integer({ min: 0x20, max: 0x7e }))
    .map(([{ input }, at, how, code]) => {
      const i = at % (input.length + 1);
      const c = String.fromCharCode(code);
      if (how === 'insert') return input.slice(0, i) + c + input.slice(i);
      if (how === 'replace') return input.slice(0, i) + c + input.slice(i + 1);
      return input.slice(0, i) + input.slice(i + 1);
    });
  it('on valid and mutated URLs, parse() and rule("url") accept the same strings; rejections explain themselves', () => {
    const careful = rule('rfc1738', 'url');
    fc.assert(
      fc.property(mutated, (s) => {
        const r = parse(s, 'rfc1738'); // explain() throws if the builds disagree on a rejection
        expect(careful.parse(s).status).toBe(r.ok);
        if (r.ok) expect(serialize(r.uri)).toBe(s);
        else expect(r.error.offset).toBeLessThanOrEqual(s.length);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });
});
