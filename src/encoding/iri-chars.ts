/**
 * The character classes of RFC 3987 the conversions ask about: §2.2's ucschar and iprivate (the
 * grammar's own sets, grammars/rfc3987.ts — one source for each), §4.1's bidirectional formatting
 * characters, the characters §6.1 says not to use. (§4's bidi rules: src/editions/iri-bidi.ts.)
 */
import { IPRIVATE, UCSCHAR } from '../../grammars/rfc3987';
import { isBidiFormatting } from '../editions/iri-bidi';

/** ucschar (RFC 3987 §2.2), by code point. */
export function isUcschar(cp: number): boolean {
  return cp >= 0xa0 && UCSCHAR.has(String.fromCodePoint(cp));
}

/** iprivate (RFC 3987 §2.2), by code point. */
export function isIprivate(cp: number): boolean {
  return cp >= 0xe000 && IPRIVATE.has(String.fromCodePoint(cp));
}

const WHITE_SPACE = /^\p{White_Space}$/u;
const FORMAT = /^\p{Cf}$/u;
/**
 * Characters §3.2 step 4 keeps percent-encoded as "not appropriate according to sections 2.2, 4.1,
 * and 6.1": §4.1's bidi formatting characters; §6.1 b's look-alikes of "space" (White_Space) and
 * invisible format characters (Cf: zero-width spaces and joiners, soft hyphen, byte order mark …);
 * and the block §6.1 b names, full-width Latin and half-width Katakana (Halfwidth and Fullwidth
 * Forms, U+FF00–U+FFEF).
 */
export function isInappropriate(cp: number): boolean {
  if (isBidiFormatting(cp)) return true;
  if (cp >= 0xff00 && cp <= 0xffef) return true;
  const c = String.fromCodePoint(cp);
  return WHITE_SPACE.test(c) || FORMAT.test(c);
}
