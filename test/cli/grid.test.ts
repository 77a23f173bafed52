/**
 * The CLI's tables (src/cli/grid.ts): cells measured in terminal columns (CJK, emoji, combining
 * marks, escaped control characters), borders that line up, wrapping that never cuts.
 */
import fc from 'fast-check';
import { grid, wrapColumns } from '../../src/cli/grid';
import { fitWidths, table } from '../../src/cli/table';
import { wrap } from '../../src/cli/text';
import { visible } from '../../src/cli/escape';
import { columns } from '../../src/model/columns';

const CELLS = ['例子.卷筒纸', '👍 ok', 'e\u0301te\u0301', visible('a\x1bb\u202ec'), 'plain', '한국어', '🇫🇷', ''];

describe('grid', () => {
  it('every line of the box is as wide as the others, whatever the cells hold', () => {
    const out = grid(['', 'value'], CELLS.map((c, i) => [`row ${i}`, c]));
    const widths = new Set(out.split('\n').map(columns));
    expect(widths.size).toBe(1);
    expect(out).toContain('│ row 0 │ 例子.卷筒纸   │'); // 11 columns, padded to the widest (13)
    expect(out).toContain('│ row 3 │ a\\x1bb\\u202ec │');
  });

  it('draws the compact style: a rule under the head only', () => {
    expect(grid(['', 'a'], [['x', 'yy'], ['z', '']])).toBe(
      ['┌───┬────┐', '│   │ a  │', '├───┼────┤', '│ x │ yy │', '│ z │    │', '└───┴────┘'].join('\n'),
    );
  });

  it('a colour sequence takes no column', () => {
    const out = grid(['', 'a'], [['x', '\x1b[33myes\x1b[39m'], ['y', 'no!']]);
    expect(new Set(out.split('\n').map(columns)).size).toBe(1);
  });

  it('with widths, wraps cells at spaces and breaks a longer word between characters, never cutting', () => {
    const out = table(['name', 'value'], [['q', 'hello world this is long text'], ['r', 'abcdefghijklmnopqrstuvwxyz'], ['s', '例子例子例子例子例子']], [8, 12]);
    expect(out).toContain('│ r      │ abcdefghij │\n│        │ klmnopqrst │\n│        │ uvwxyz     │');
    expect(out).toContain('│ s      │ 例子例子例 │');
    expect(out).not.toContain('…');
    expect(new Set(out.split('\n').map(columns)).size).toBe(1);
  });

  it('fitWidths measures in columns', () => {
    expect(fitWidths([['例子', 'x']], 40)).toEqual([6, 40 - 6 - 3]);
  });
});

describe('wrapping', () => {
  it('wrapColumns: no line wider than asked, and nothing lost (any text)', () => {
    const text = fc.array(fc.constantFrom('a', 'bb', '例', '👍', 'e\u0301', ' ', '\\x1b', 'word'), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 30 }), (t, width) => {
        const lines = wrapColumns(t, width);
        for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(width);
        expect(lines.join('').replace(/ /g, '')).toBe(t.replace(/ /g, ''));
      }),
    );
  });

  it('wrap (explanations) counts a CJK character as two columns', () => {
    expect(wrap('例子 例子 例子', 10, 2)).toBe('例子 例子\n  例子');
    expect(wrap('ab ab ab', 5, 2)).toBe('ab ab\n  ab');
  });

  it('200,000 rows, or a cell wrapped into 200,000 lines: drawn and fitted (once a stack overflow: lists spread into Math.max and push)', () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 'v']);
    const widths = fitWidths([['name', 'value'], ...rows], 80);
    expect(widths[0]).toBe('k199999'.length + 2);
    const drawn = table(['name', 'value'], rows, widths).split('\n');
    expect(drawn).toHaveLength(200_000 + 4);
    expect(grid([], rows).split('\n')).toHaveLength(200_000 + 2);
    const tall = table(['k', 'v'], [['x', 'ab '.repeat(200_000)]], [5, 6]).split('\n');
    expect(tall).toHaveLength(200_000 + 4);
    expect(tall[3]).toBe('│ x   │ ab   │');
  });
});
