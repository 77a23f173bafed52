/**
 * Mutations of valid strings: insertions, deletions and replacements of delimiters, "%" and broken
 * escapes, brackets, unsafe and non-ASCII characters (lone surrogates, astral, BOM, line separators),
 * control characters, and structural tokens ("//", "::", "../", "[::1]", "%25") — applied one to four
 * times at random places.
 */
import fc from 'fast-check';

/** what gets inserted or written over */
export const HOSTILE_PIECES: readonly string[] = [
  // gen-delims, sub-delims, and the other delimiters of the older editions
  ...':/?#[]@',
  ..."!$&'()*+,;=",
  // percent signs and broken or surprising escapes
  '%', '%%', '%4', '%zz', '%g0', '%25', '%00', '%09', '%2F', '%3A', '%FF', '%C3%A9', '%ED%A0%80',
  // unsafe / unwise / national / punctuation characters
  ...' "<>\\^`{|}~',
  // control characters
  '\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085',
  // non-ASCII: Latin-1, NBSP, BOM, line separator, lone surrogates, an astral character, U+FFFF
  'é', '\u00a0', '\ufeff', '\u2028', '\ud800', '\udfff', '😀', '\uffff', 'Ａ',
  // structural tokens
  '//', '///', '::', ':::', '..', '../', './', '/..', '@@', '[::1]', '[v1.x]', '[', ']', '1.2.3.4', '256', ':80', ':', '?#',
];

export type Mutation = { op: 'insert' | 'delete' | 'replace'; at: number; piece: string; length: number };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  op: fc.constantFrom('insert', 'delete', 'replace'),
  at: fc.nat(),
  piece: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PIECES) }, { weight: 1, arbitrary: fc.string({ maxLength: 3, unit: 'binary' }) }),
  length: fc.integer({ min: 1, max: 3 }),
});

export function applyMutation(s: string, m: Mutation): string {
  const at = m.at % (s.length + 1);
  switch (m.op) {
    case 'insert':
      return s.slice(0, at) + m.piece + s.slice(at);
    case 'delete':
      return s.slice(0, at) + s.slice(at + m.length);
    case 'replace':
      return s.slice(0, at) + m.piece + s.slice(at + m.length);
  }
}

/** `base` with one to four mutations applied */
export function mutated(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([s, ms]) => ms.reduce(applyMutation, s));
}
