/** The character classes of RFC 3987 (§2.2 ucschar and iprivate, §4.1 bidi formatting, §6.1 characters not to use) and §4.2's bidi rules. */



/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD
 */
export function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp >= 0xf900 && cp <= 0xfdcf) return true;
  if (cp >= 0xfdf0 && cp <= 0xffef) return true;
  if (cp >= 0x10000 && cp <= 0xdffff) return (cp & 0xffff) <= 0xfffd;
  if (cp >= 0xe1000 && cp <= 0xefffd) return true;
  return false;
}

/** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD */
export function isIprivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/**
 * §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO,
 * and PDF)" — U+200E, U+200F, U+202A–U+202E; and the isolates U+2066–U+2069 (LRI, RLI, FSI, PDI),
 * the same kind of character, added to Unicode (6.3) after RFC 3987.
 */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
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

/**
 * Right-to-left characters for §4.2's rules: the letters of the blocks Unicode gives bidi class
 * R or AL by default (DerivedBidiClass.txt: Hebrew through Arabic Extended-A, the Hebrew and Arabic
 * presentation forms, U+10800–U+10FFF, U+1E800–U+1EFFF). JavaScript regexps have no Bidi_Class
 * property; digits, marks and punctuation of those blocks are weak or neutral and are not counted.
 */
const RTL_BLOCK = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const LETTER = /\p{L}/u;

export function isRtl(c: string): boolean {
  return RTL_BLOCK.test(c) && LETTER.test(c);
}

/**
 * §4.2: "1. A component SHOULD NOT use both right-to-left and left-to-right characters. 2. A
 * component using right-to-left characters SHOULD start and end with right-to-left characters."
 * (The same rule RFC 3491 §6 / RFC 3454 §6 applies to each label of a domain name.)
 */
export function satisfiesBidiRules(component: string): boolean {
  const chars = Array.from(component);
  if (!chars.some(isRtl)) return true;
  if (chars.some((c) => LETTER.test(c) && !RTL_BLOCK.test(c))) return false;
  return isRtl(chars[0]) && isRtl(chars[chars.length - 1]);
}
