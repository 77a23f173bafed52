/**
 * Terminal columns (src/model/columns.ts, its wide code points generated from get-east-asian-width's
 * reading of Unicode's East Asian Width): what a wide, combining or escaped
 * character takes, and the error carets that stand on it — the caret sits under the character at
 * the error's offset however wide the characters before it are.
 */
import { columns, isWide } from '../../src/model/columns';
import { caret } from '../../src/model/errors';
import { parse } from '../../src/index';
import { eastAsianWidth } from 'get-east-asian-width';

describe('columns', () => {
  it.each([
    ['abc', 3],
    ['例子', 4], // CJK: two columns each
    ['卷筒纸', 6],
    ['한국', 4], // Hangul syllables
    ['ｱ', 1], // halfwidth katakana
    ['Ａ', 2], // fullwidth Latin
    ['👍', 2], // emoji
    ['👍🏽', 2], // emoji and a skin-tone modifier
    ['🇫🇷', 2], // a flag: two regional indicators, one glyph
    ['e\u0301', 1], // e + combining acute: one column
    ['a\u0308\u0323', 1], // two combining marks
    ['\\x1b', 4], // an escaped control character, as shown
    ['\x1b[33myes\x1b[39m', 3], // a colour sequence takes none
    ['', 0],
  ])('%j takes %i', (text, n) => {
    expect(columns(text)).toBe(n);
  });
});

describe('the wide code points (src/model/wide-characters.ts, generated)', () => {
  it("are those get-east-asian-width's eastAsianWidth() gives two columns, over every code point", () => {
    const differing: number[] = [];
    let wide = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const two = eastAsianWidth(cp) === 2;
      if (two) wide++;
      if (isWide(cp) !== two) differing.push(cp);
    }
    expect(differing).toEqual([]);
    expect(wide).toBeGreaterThan(100000); // CJK, Hangul, emoji, the planes 2 and 3 (a table that reads nothing fails)
  });

  it.each([
    ['1100', 0x1100, true], // the first wide code point (Hangul Choseong Kiyeok)
    ['10FF', 0x10ff, false],
    ['3000', 0x3000, true], // ideographic space: Fullwidth
    ['FF01', 0xff01, true], // fullwidth "!"
    ['FF61', 0xff61, false], // halfwidth ideographic full stop
    ['1F44D', 0x1f44d, true], // 👍
    ['3FFFD', 0x3fffd, true], // the end of plane 3
    ['3FFFE', 0x3fffe, false],
    ['10FFFF', 0x10ffff, false],
  ])('U+%s', (_, cp, expected) => {
    expect(isWide(cp)).toBe(expected);
  });
});

/** The caret display's two lines: the shown text and the caret line. */
function caretLines(input: string, offset: number): [string, string] {
  const [shown, mark] = caret(input, offset).split('\n');
  return [shown, mark];
}


describe('the caret stands under the character at the offset', () => {
  it.each([
    ['http://例子.卷筒纸/a b', 'http://例子.卷筒纸/a'.length, '  http://例子.卷筒纸/a'],
    ['http://👍.example/ x', 'http://👍.example/'.length, '  http://👍.example/'],
    ['http://e\u0301e\u0301/ x', 'http://e\u0301e\u0301/'.length, '  http://e\u0301e\u0301/'],
    ['http://a/\x1bb c', 'http://a/\x1bb'.length, '  http://a/\\x1bb'],
    ['http://a/\u202e例 c', 'http://a/\u202e例'.length, '  http://a/\\u202e例'],
    ['http://한국.kr/ x', 'http://한국.kr/'.length, '  http://한국.kr/'],
  ])('%j', (input, offset, before) => {
    const [shown, mark] = caretLines(input, offset);
    expect(shown.startsWith(before)).toBe(true);
    expect(mark.indexOf('^')).toBe(columns(before));
    expect(mark.trim()).toBe('^');
  });

  it('in the message of a rejection (the issue\'s example: after CJK, the space is pointed at)', () => {
    // (the password shown: the columns are the subject here; masked, the caret moves with the mask)
    const r = parse('http://user:pw@例子.卷筒纸/a b', 'rfc3987', { showPassword: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const [, shown, mark] = r.error.message.split('\n');
    expect(r.error.offset).toBe(23);
    expect(shown).toBe('  http://user:pw@例子.卷筒纸/a b');
    // "  http://user:pw@" is 17 columns, 例子.卷筒纸 11, "/a" 2: the caret in column 30, under the space
    expect(mark).toBe(`${' '.repeat(30)}^`);
    // masked (the default), the caret is still under the space
    const masked = parse('http://user:pw@例子.卷筒纸/a b', 'rfc3987').error!.message.split('\n');
    expect(masked[1]).toBe('  http://user:***@例子.卷筒纸/a b');
    expect(masked[2]).toBe(`${' '.repeat(31)}^`);
  });
});
