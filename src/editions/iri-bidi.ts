/**
 * RFC 3987's bidirectional rules (§4), stated once for the edition's warnings and for the
 * conversions (src/encoding/iri-*.ts): which characters are bidirectional formatting characters
 * (§4.1), and whether a component keeps §4.2's two rules. A character's direction is its Unicode
 * Bidi_Class: right-to-left is R or AL, left-to-right L (the classes RFC 3454 §6 calls RandALCat
 * and LCat, the rule RFC 3491 §6 applies to each label of a domain name), from a table generated
 * from bidi-js's (src/model/bidi-direction.ts).
 */
import { strongDirection } from '../model/bidi-direction';

/**
 * §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO,
 * and PDF)" — U+200E, U+200F, U+202A–U+202E; and the isolates U+2066–U+2069 (LRI, RLI, FSI, PDI),
 * the same kind of character, added to Unicode (6.3) after RFC 3987.
 */
export const BIDI_FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Whether code point `cp` is a bidirectional formatting character (BIDI_FORMATTING). */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/**
 * Every character whose Bidi_Class may be R or AL lies in these blocks (Hebrew to Arabic Extended,
 * the right-to-left presentation forms, the SMP's right-to-left scripts), or is U+200F RLM: a
 * component with none of them needs no per-character lookup.
 */
const MAYBE_RTL = /[\u0590-\u08ff\u200f\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** Whether `text` may hold a right-to-left character (if not, no component of it breaks §4.2's rules). */
export function mayHoldRtl(text: string): boolean {
  return MAYBE_RTL.test(text);
}

/**
 * Which of §4.2's rules `component` breaks: "1. A component SHOULD NOT use both right-to-left and
 * left-to-right characters" ('mixed'), "2. A component using right-to-left characters SHOULD start
 * and end with right-to-left characters" ('ends'); undefined when it keeps both.
 */
export function bidiViolation(component: string): 'mixed' | 'ends' | undefined {
  if (!MAYBE_RTL.test(component)) return undefined;
  let rtl = false;
  let ltr = false;
  let first = '';
  let last = '';
  for (const c of component) {
    const type = strongDirection(c);
    if (first === '') first = type;
    last = type;
    if (type === 'rtl') rtl = true;
    else if (type === 'ltr') ltr = true;
  }
  if (!rtl) return undefined;
  if (ltr) return 'mixed';
  return first === 'rtl' && last === 'rtl' ? undefined : 'ends';
}

/** Whether `component` keeps both of §4.2's rules. */
export function satisfiesBidiRules(component: string): boolean {
  return bidiViolation(component) === undefined;
}
