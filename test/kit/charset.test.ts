/**
 * A character set beyond U+FFFF (src/kit/charset.ts) must not also hold a surrogate in its class
 * body: one element would then match in two ways (a lone high surrogate, or the pair it begins). The
 * check runs when the set's pairs first become a regexp source, not when the set is made.
 */
import { CharSet, codePoints } from '../../src/kit';

describe('CharSet with code points beyond U+FFFF', () => {
  it('refuses a class holding surrogates when its element is first written', () => {
    const bad = new CharSet('bad', 'a-z\\ud800-\\udbff', false, [[0x10000, 0x1fffd]]);
    expect(() => bad.element()).toThrow('bad: a set with code points beyond U+FFFF cannot also hold surrogates');
    expect(() => bad.pairs()).toThrow(/cannot also hold surrogates/);
    const one = new CharSet('one', '\\udfff', false, [[0x10000, 0x10000]]);
    expect(() => one.pairs()).toThrow(/cannot also hold surrogates/);
  });

  it('writes the pairs of a class without surrogates', () => {
    const ucschar = codePoints('ucschar', [[0xa0, 0xd7ff], [0xe000, 0xfffd], [0x10000, 0x1fffd]]);
    const re = new RegExp(`^${ucschar.element()}$`);
    expect(['\u00a0', '\ue000', '\u{10000}', '\u{1fffd}'].map((c) => re.test(c))).toEqual([true, true, true, true]);
    expect(['\ud800', '\udc00', '\u{1fffe}', 'a'].map((c) => re.test(c))).toEqual([false, false, false, false]);
  });
});
