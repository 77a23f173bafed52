/**
 * How many terminal columns a text takes: a CJK character or an emoji two, a combining mark none,
 * an ANSI colour sequence none (string-width: Unicode grapheme clusters, East Asian Width, RGI
 * emoji). The error carets (./errors.ts) and the CLI's tables and wrapping measure with it, so a
 * caret stays under the character it points at after wide characters.
 *
 * string-width is ES-module-only; `npm run build` bundles it into dist/ (it is a devDependency),
 * so the CommonJS build and the command run on every Node 20.
 */
import stringWidth from 'string-width';

/** Printable ASCII and nothing else: one column per character. */
const NARROW = /^[\x20-\x7e]*$/;

/** The terminal columns `text` takes (expects escaped text: a control character counts nothing). */
export function columns(text: string): number {
  return NARROW.test(text) ? text.length : stringWidth(text);
}
