/**
 * A character's strong direction (src/model/bidi-direction.ts), which RFC 3987 §4.2's bidi rules
 * read (src/editions/iri-bidi.ts): its table is generated from bidi-js's Bidi_Class
 * (scripts/generate-unicode-tables.mjs), and must answer as bidi-js does for every code point —
 * R or AL right to left, L left to right, any other class neither.
 */
import { isLeftToRight, isRightToLeft, strongDirection } from '../../src/model/bidi-direction';
import { getBidiCharTypeName } from 'bidi-js/src/charTypes.js';

/** bidi-js's answer, in the three the library asks. */
function expected(c: string): 'rtl' | 'ltr' | 'neither' {
  const t = getBidiCharTypeName(c);
  return t === 'R' || t === 'AL' ? 'rtl' : t === 'L' ? 'ltr' : 'neither';
}

describe('the strong directions (src/model/bidi-directions.ts, generated)', () => {
  it("are bidi-js's Bidi_Class, R or AL, L or neither, over every code point (lone surrogates too)", () => {
    const differing: string[] = [];
    const counts = { rtl: 0, ltr: 0, neither: 0 };
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const c = String.fromCodePoint(cp);
      const want = expected(c);
      counts[want]++;
      const got = strongDirection(c);
      const bySets = isRightToLeft(cp) ? 'rtl' : isLeftToRight(cp) ? 'ltr' : 'neither';
      if (got !== want || bySets !== want) differing.push(`U+${cp.toString(16)}: ${got}/${bySets}, bidi-js ${want}`);
    }
    expect(differing).toEqual([]);
    // (a table that reads nothing fails: Hebrew, Arabic and the SMP's RTL scripts; marks, digits, spaces)
    expect(counts.rtl).toBeGreaterThan(5000);
    expect(counts.neither).toBeGreaterThan(10000);
    expect(counts.ltr).toBeGreaterThan(1000000);
  });

  it('never answers both directions for one code point', () => {
    const both: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (isRightToLeft(cp) && isLeftToRight(cp)) both.push(cp);
    expect(both).toEqual([]);
  });

  it.each([
    ['a', 'ltr'], // ASCII letters: L
    ['Z', 'ltr'],
    ['@', 'neither'], // ON
    ['[', 'neither'],
    ['`', 'neither'],
    ['{', 'neither'],
    ['1', 'neither'], // EN
    [' ', 'neither'], // WS
    ['\u00e9', 'ltr'], // é
    ['\u05d0', 'rtl'], // Hebrew alef: R
    ['\u0627', 'rtl'], // Arabic alef: AL
    ['\u0661', 'neither'], // Arabic-Indic digit one: AN
    ['\u064b', 'neither'], // Arabic fathatan: NSM
    ['\u200f', 'rtl'], // RLM: R
    ['\u200e', 'ltr'], // LRM: L
    ['\u202e', 'neither'], // RLO
    ['\ufb1d', 'rtl'], // Hebrew presentation form
    ['\u{10800}', 'rtl'], // Cypriot syllable A
    ['\u{1e900}', 'rtl'], // Adlam
    ['\u4e2d', 'ltr'], // CJK
    ['\u{50000}', 'ltr'], // unassigned: L
    ['\u{10ffff}', 'neither'], // a noncharacter: BN
    ['\ud800', 'ltr'], // a lone surrogate: L, as bidi-js has it
  ])('%j is %s', (c, direction) => {
    expect(strongDirection(c)).toBe(direction);
    expect(expected(c)).toBe(direction);
  });
});
