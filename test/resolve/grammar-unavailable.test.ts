/**
 * The algorithms never need an edition's grammar: when the registry has none for an edition
 * (getEdition's RangeError), resolveAll still resolves and says the inputs were not checked, and
 * resolve without { validate } is unaffected.
 */
jest.mock('../../src/parse/parse', () => ({
  parse: () => {
    throw new RangeError("edition 'rfc2396' is not implemented yet");
  },
}));

import { resolve, resolveAll } from '../../src/resolve/resolve';

describe('without the grammars', () => {
  it('resolveAll resolves and warns that the grammar was not consulted', () => {
    const r = resolveAll('http://a/b/c/d;p?q', '?y').rfc2396;
    expect(r).toMatchObject({ ok: true, target: 'http://a/b/c/?y' });
    if (r.ok) {
      expect(r.warnings.map((w) => w.code)).toEqual(['grammar-unavailable']);
      expect(r.warnings[0].message).toContain('not implemented yet');
    }
  });
  it('resolve needs the grammar only with { validate: true }', () => {
    expect(resolve('http://a/b/c/d;p?q', '?y', 'rfc2396')).toBe('http://a/b/c/?y');
    expect(() => resolve('http://a/b/c/d;p?q', '?y', 'rfc2396', { validate: true })).toThrow(RangeError);
  });
});
