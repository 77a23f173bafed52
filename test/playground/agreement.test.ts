/** The playground's resolution highlighting (web/src/agreement.ts). */
import fc from 'fast-check';
import { changedPart, plurality } from '../../web/src/agreement';

describe('plurality()', () => {
  it('is the value most entries give', () => {
    expect(plurality(['a', 'b', 'b'])).toBe('b');
    expect(plurality(['b', 'a', 'b', 'c'])).toBe('b');
  });
  it('breaks a tie toward the latest entry (the newest edition)', () => {
    expect(plurality(['a', 'b'])).toBe('b');
    expect(plurality(['x', 'x', 'y', 'y'])).toBe('y');
    expect(plurality(['y', 'x', 'x', 'y'])).toBe('y');
  });
  it('is undefined for no values', () => {
    expect(plurality([])).toBeUndefined();
  });
});

describe('changedPart()', () => {
  it('is what remains of a string after the prefix and suffix it shares with the reference', () => {
    // RFC 3986 §5.4.2 "../../../g": RFC 2396 keeps the "..", RFC 3986 removes it
    expect(changedPart('http://a/../g', 'http://a/g')).toEqual([9, 12]);
    expect(changedPart('http://a/b/c/?y', 'http://a/b/c/d;p?y')).toEqual([13, 13]);
    expect(changedPart('http://a/b/c/d;p?y', 'http://a/b/c/?y')).toEqual([13, 16]);
    expect(changedPart('same', 'same')).toEqual([0, 0]);
  });
  it('never lets the prefix and suffix overlap (aa vs a)', () => {
    expect(changedPart('aa', 'a')).toEqual([1, 2]);
    expect(changedPart('a', 'aa')).toEqual([1, 1]);
  });
  it('leaves exactly the reference when the changed part is replaced by what the reference has there', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (text, reference) => {
        const [start, end] = changedPart(text, reference);
        expect(0 <= start && start <= end && end <= text.length).toBe(true);
        const suffix = text.length - end;
        const middle = reference.slice(start, reference.length - suffix);
        expect(text.slice(0, start) + middle + text.slice(end)).toBe(reference);
      }),
      { numRuns: 500 },
    );
  });
});
