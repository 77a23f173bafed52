/**
 * fast-check generators for RFC 2396 as amended by RFC 2732, adding to the edition author's
 * test/data/rfc2396-arbitraries.ts (reused, not duplicated): one generator per text form of an IPv6
 * address, so that each is reached on purpose.
 *
 * RFC 2732 §3: "ipv6reference = "[" IPv6address "]" where IPv6address is defined as in RFC2373", and
 * (2) IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT (a digit count, not a value).
 * RFC 2373 §2.2 gives three text forms — eight 16-bit pieces; "::" standing for one run of zero
 * pieces; six pieces and a dotted quad for the low-order 32 bits (also compressible) — which, written
 * by the number of pieces after "::", are the nine alternatives below (the grammar's own layout,
 * grammars/rfc2396.ts).
 */
import fc from 'fast-check';

const HEX = '0123456789abcdefABCDEF';
const DIGIT = '0123456789';
const charOf = (set: string) => fc.constantFrom(...set.split(''));
const str = (arb: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(arb, { minLength, maxLength }).map((a) => a.join(''));

/** RFC 2732 (2): 1*3DIGIT per part — "999" and "007" included */
export const ipv4address2732 = fc.array(str(charOf(DIGIT), 1, 3), { minLength: 4, maxLength: 4 }).map((p) => p.join('.'));
/** a 16-bit piece: 1 to 4 hex digits (RFC 2373 §2.2: "at least one numeral in every field") */
export const hex4 = str(charOf(HEX), 1, 4);
/** the low-order 32 bits: two more pieces, or the dotted quad */
const low32 = fc.oneof(fc.tuple(hex4, hex4).map(([a, b]) => `${a}:${b}`), ipv4address2732);
const pieces = (n: number) => fc.array(hex4, { minLength: n, maxLength: n }).map((a) => a.map((p) => p + ':').join(''));
const upTo = (n: number) => fc.integer({ min: 0, max: n }).chain((k) => pieces(k));
const before = (n: number) => fc.option(fc.tuple(upTo(n), hex4).map(([a, b]) => a + b), { nil: '' });

/** one generator per text form, by the number of pieces after "::" (none: the uncompressed form first) */
export const ipv6Forms2373: fc.Arbitrary<string>[] = [
  fc.tuple(pieces(6), low32).map(([a, b]) => a + b),
  fc.tuple(pieces(5), low32).map(([a, b]) => '::' + a + b),
  fc.tuple(fc.option(hex4, { nil: '' }), pieces(4), low32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(1), pieces(3), low32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(2), pieces(2), low32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(3), pieces(1), low32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(4), low32).map(([p, b]) => p + '::' + b),
  fc.tuple(before(5), hex4).map(([p, b]) => p + '::' + b),
  before(6).map((p) => p + '::'),
];
export const ipv6address2373 = fc.oneof(...ipv6Forms2373);
