import { editions, parse, rule } from '../../src/index';

describe('dispatcher: bad arguments are clear errors, never crashes', () => {
  it.each([undefined, null, 42, {}, ['http://a'], Symbol.iterator])('parse(%p) is a TypeError', (bad) => {
    expect(() => parse(bad as unknown as string)).toThrow(TypeError);
    expect(() => parse(bad as unknown as string)).toThrow(/parse expects a string/);
  });
  it('an unknown edition is a RangeError naming the editions', () => {
    expect(() => parse('a', 'rfc9999' as never)).toThrow(RangeError);
    expect(() => parse('a', 'rfc9999' as never)).toThrow(/rfc1738, rfc1808, rfc2396, rfc3986/);
  });
  it('an amendment that does not apply to the edition is a RangeError naming the valid ones', () => {
    expect(() => parse('a', 'rfc3986', { amendments: ['rfc2732'] })).toThrow(/does not apply to rfc3986; its amendments: rfc6874/);
    expect(() => parse('a', 'rfc3986', { amendments: ['nope' as never] })).toThrow(RangeError);
    expect(() => parse('a', 'rfc3986', { amendments: 'rfc6874' as never })).toThrow(TypeError);
    expect(() => parse('a', 'rfc3986', 7 as never)).toThrow(TypeError);
  });
  it('the default edition is rfc3986, and every implemented edition parses', () => {
    expect(parse('a').edition).toBe('rfc3986');
    for (const e of editions) expect(parse('http://example.com/', e.name).edition).toBe(e.name);
  });
  it('rule() rejects a non-string name and an unknown edition', () => {
    expect(() => rule('rfc3986', 5 as never)).toThrow(TypeError);
    expect(() => rule('rfc0' as never, 'URI' as never)).toThrow(RangeError);
  });
  it('editions describe themselves', () => {
    const e3986 = editions.find((e) => e.name === 'rfc3986')!;
    expect(e3986).toMatchObject({ rfc: 3986, year: 2005, amendments: ['rfc6874'] });
    expect(e3986.ruleNames).toContain('IPv6address');
  });
});
