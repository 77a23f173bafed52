/**
 * An error's line and column (src/model/errors.ts, lineColumn): 1-based, counted in UTF-16 code
 * units from the last newline before the offset; an offset past the end counts on from the last line.
 */
import fc from 'fast-check';
import { lineColumn } from '../../src/model/errors';

/** The definition, written the plain way: the lines before the offset. */
function expected(input: string, offset: number): { line: number; column: number } {
  const lines = input.slice(0, offset).split('\n');
  const last = lines[lines.length - 1];
  return { line: lines.length, column: last.length + 1 + Math.max(0, offset - input.length) };
}

describe('lineColumn', () => {
  it.each([
    ['', 0, 1, 1],
    ['abc', 0, 1, 1],
    ['abc', 2, 1, 3],
    ['a\nbc', 1, 1, 2], // the newline itself is on the line it ends
    ['a\nbc', 2, 2, 1],
    ['a\nbc', 3, 2, 2],
    ['a\n\n\nb', 4, 4, 1],
    ['ab', 5, 1, 6], // past the end
    ['a\nb', 7, 2, 6],
  ])('%j at %i: line %i, column %i', (input, offset, line, column) => {
    expect(lineColumn(input, offset)).toEqual({ line, column });
  });

  it('agrees with the lines before the offset, for any text and offset', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', 'é', '\r') }), fc.nat(40), (input, offset) => {
        expect(lineColumn(input, offset)).toEqual(expected(input, offset));
      }),
    );
  });
});
