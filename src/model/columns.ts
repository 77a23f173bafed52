/**
 * How many terminal columns a text takes: a CJK character or an emoji two (East Asian Width "W"
 * or "F", from Unicode's tables: ./wide-characters.ts), a combining mark or a format character
 * none, a colour sequence none. The error carets (./errors.ts) and the CLI's tables and wrapping
 * measure with it, so a caret stays under the character it points at after wide characters.
 *
 * Measured per code point, as terminals advance the cursor (wcwidth):
 *  - none: nonspacing and enclosing marks (Mn, Me: "e" + U+0301 is one column), format and control
 *    characters (Cf, Cc), default-ignorable code points, and emoji skin-tone modifiers (they join
 *    the emoji before them);
 *  - two: East Asian Wide and Fullwidth (CJK, Hangul syllables, emoji with emoji presentation);
 *  - one: everything else (a regional indicator too: a flag, a pair of them, takes two).
 * The text is expected escaped (src/model/invisible.ts): the zero-width joiner and the variation
 * selectors that build emoji sequences are shown as "\u200d", "\ufe0f" and measured as such.
 *
 * Why not string-width: its emoji test is a RegExp with the `v` flag (ES2024), which the library's
 * ES2022 build and the browsers it supports lack; the per-grapheme rules it adds matter only for
 * the sequences the escaper takes apart. The wide code points are Unicode's East Asian Width data
 * as get-east-asian-width reads it, kept as a generated table (./wide-characters.ts: a few hundred
 * bytes in a bundle, where the package's lookups took 2 kB), decoded on first use.
 */
import { codePointSet } from './code-point-set';
import { WIDE_STEPS } from './wide-characters';

/** Printable ASCII and nothing else: one column per character. */
const NARROW = /^[\x20-\x7e]*$/;
/** A colour sequence (SGR). */
const SGR = /\x1b\[[0-9;]*m/g;
/** A code point that takes no column. */
const ZERO = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\p{Emoji_Modifier}]$/u;

/** Whether `cp` is East Asian Wide or Fullwidth. */
export const isWide = /* @__PURE__ */ codePointSet(WIDE_STEPS);

/** The terminal columns `text` takes. */
export function columns(text: string): number {
  if (NARROW.test(text)) return text.length;
  let n = 0;
  for (const c of text.includes('\x1b') ? text.replace(SGR, '') : text) {
    const cp = c.codePointAt(0) as number;
    if (cp < 0x7f) n += cp >= 0x20 ? 1 : 0;
    else if (!ZERO.test(c)) n += isWide(cp) ? 2 : 1;
  }
  return n;
}
