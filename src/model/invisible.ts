/**
 * The one set of characters that must never be shown raw, and the escaper that shows them. The
 * error carets (./errors.ts), every text the CLI writes for a person (src/cli/escape.ts) and the
 * playground (through the public `escapeInvisible`) use it; nothing keeps a set of its own.
 *
 * Two kinds, one set:
 *  - characters a terminal must not receive raw from untrusted text: C0 controls, DEL and C1
 *    controls (U+009B is an 8-bit CSI), the bidirectional controls (U+200E/F, U+202A–E,
 *    U+2066–9, which reorder what follows), the zero-width characters (U+200B–D, U+2060, U+FEFF,
 *    which hide text) and the line and paragraph separators U+2028/9;
 *  - characters that show nothing, or reorder text, and that RFC 3987 §2.2 admits in an IRI (as
 *    `ucschar`): U+00AD soft hyphen, U+034F combining grapheme joiner, U+061C Arabic letter mark
 *    (a bidirectional control), U+115F/U+1160/U+3164/U+FFA0 Hangul fillers, U+17B4/5 Khmer inherent
 *    vowels, U+180B–F Mongolian variation selectors and vowel separator, U+2061–4 invisible
 *    operators, U+FE00–F variation selectors, U+FFF9–B interlinear annotation controls, and
 *    U+E0000–U+E03FF (tags, variation selectors supplement).
 */

/** One invisible character (a surrogate pair for U+E0000–U+E03FF); no flags, so usable in any RegExp. */
export const INVISIBLE_CHARACTER =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u2064\u2066-\u2069\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udfff]/;

const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, 'g');

/** The escape of one invisible character: "\x1b" for C0, DEL and C1, "\u202e" or "\u{e0041}" for the others. */
export function escapeCharacter(c: string): string {
  const n = c.codePointAt(0) as number;
  if (n < 0x20 || (n >= 0x7f && n <= 0x9f)) return `\\x${n.toString(16).padStart(2, '0')}`;
  return n > 0xffff ? `\\u{${n.toString(16)}}` : `\\u${n.toString(16).padStart(4, '0')}`;
}

/**
 * `text` with every invisible character (INVISIBLE_CHARACTER) shown as its escape, everything else
 * (letters of any script, a backslash) as it is. Its output holds no invisible character, so
 * applying it twice changes nothing.
 *
 * @example
 * ```ts
 * escapeInvisible('http://a/\u202eb\x1b'); // 'http://a/\\u202eb\\x1b'
 * ```
 */
export function escapeInvisible(text: string): string {
  return INVISIBLE_CHARACTER.test(text) ? text.replace(INVISIBLE_CHARACTERS, escapeCharacter) : text;
}
