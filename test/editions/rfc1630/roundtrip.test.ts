/**
 * Properties of the RFC 1630 edition over strings its BNF derives (test/fixtures/arbitraries/rfc1630.ts):
 * each is accepted, re-serializes exactly, and its AST's spans hold its fields; canParse agrees with
 * parse on those strings and on mutations of them.
 */
import fc from 'fast-check';
import { canParse, parse, serialize } from '../../../src/index';
import { fragmentaddress } from '../../fixtures/arbitraries/rfc1630';

describe('strings RFC 1630 derives', () => {
  it('are accepted and re-serialize exactly, each field the text at its span', () => {
    fc.assert(
      fc.property(fragmentaddress, (s) => {
        const r = parse(s, 'rfc1630');
        if (!r.ok) throw r.error;
        expect(serialize(r.uri)).toBe(s);
        for (const [field, span] of Object.entries(r.uri.spans)) {
          expect([field, s.slice(span![0], span![1])]).toEqual([field, r.uri[field as keyof typeof r.uri]]);
        }
        expect(canParse(s, 'rfc1630')).toBe(true);
      }),
      { numRuns: 1500, seed: 1630 },
    );
  });
  it('canParse agrees with parse on mutated strings', () => {
    const mutated = fc.tuple(fragmentaddress, fc.nat(), fc.constantFrom('', '=', ';', ':', '/', '?', '#', '%', '~', ' ', '+', '@', 'é')).map(([s, at, c]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + c + s.slice(i + 1);
    });
    fc.assert(
      fc.property(mutated, (s) => {
        expect(canParse(s, 'rfc1630')).toBe(parse(s, 'rfc1630').ok);
      }),
      { numRuns: 1500, seed: 1630 },
    );
  });
});
