/**
 * The character classes of RFC 3987 the conversions ask about: §2.2's ucschar and iprivate (the
 * grammar's own sets, grammars/rfc3987.ts — one source for each), §4.1's bidirectional formatting
 * characters, the characters §6.1 says not to use, and §4.2's bidi rules.
 */
import bidiFactory from 'bidi-js';
import { IPRIVATE, UCSCHAR } from '../../grammars/rfc3987';

/** ucschar (RFC 3987 §2.2), by code point. */
export function isUcschar(cp: number): boolean {
  return cp >= 0xa0 && UCSCHAR.has(String.fromCodePoint(cp));
}

/** iprivate (RFC 3987 §2.2), by code point. */
export function isIprivate(cp: number): boolean {
  return cp >= 0xe000 && IPRIVATE.has(String.fromCodePoint(cp));
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

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** A character's Unicode Bidi_Class ('L', 'R', 'AL', 'EN', 'NSM', …), by `bidi-js`. */
function bidiClass(c: string): string {
  bidi ??= bidiFactory();
  return bidi.getBidiCharTypeName(c);
}

/**
 * §4.2: "1. A component SHOULD NOT use both right-to-left and left-to-right characters. 2. A
 * component using right-to-left characters SHOULD start and end with right-to-left characters."
 * Right-to-left: Bidi_Class R or AL; left-to-right: L (the classes RFC 3454 §6 — the same rule for
 * each label of a domain name, RFC 3491 §6 — calls RandALCat and LCat).
 */
export function satisfiesBidiRules(component: string): boolean {
  if (!/[^\x00-\x7f]/.test(component)) return true; // ASCII holds no right-to-left character
  const classes = Array.from(component, bidiClass);
  const rtl = (t: string) => t === 'R' || t === 'AL';
  if (!classes.some(rtl)) return true;
  if (classes.includes('L')) return false;
  return rtl(classes[0]) && rtl(classes[classes.length - 1]);
}
