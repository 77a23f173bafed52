/**
 * Everything the CLI writes comes from untrusted input, so nothing of it reaches a terminal raw:
 * text for a person goes through `visible` (C0, DEL, C1, bidirectional controls, zero-width
 * characters and U+2028/9 shown as "\x1b" / "\u202e" — the escaper the error carets use — and the
 * other invisible characters an IRI may hold; everything else, non-ASCII letters included, as it
 * is), JSON through `json` (JSON escapes C0 itself; DEL, C1 and the others are written as "\u"
 * escapes too, which keeps it JSON).
 */
import { UNSAFE_CHARACTER, visible as visibleUnsafe } from '../model/errors';

/**
 * Characters that show nothing, or reorder text, which the model's escaper leaves as they are and
 * RFC 3987 §2.2 admits in an IRI (as `ucschar`): U+00AD soft hyphen, U+034F combining grapheme
 * joiner, U+061C Arabic letter mark (a bidirectional control), U+115F/U+1160/U+3164/U+FFA0 Hangul
 * fillers, U+17B4/5 Khmer inherent vowels, U+180B–F Mongolian variation selectors and vowel
 * separator, U+2061–4 invisible operators, U+FE00–F variation selectors, U+FFF9–B interlinear
 * annotation controls, and U+E0000–U+E03FF (tags, variation selectors supplement).
 */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2061-\u2064\u3164\ufe00-\ufe0f\uffa0\ufff9-\ufffb]|\udb40[\udc00-\udfff]/g;

/** `text` with every unsafe or invisible character shown as an escape ("\x1b", "\u202e", "\u{e0041}"). */
export function visible(text: string): string {
  return visibleUnsafe(text).replace(INVISIBLE, (c) => {
    const n = c.codePointAt(0) as number;
    return n > 0xffff ? `\\u{${n.toString(16)}}` : `\\u${n.toString(16).padStart(4, '0')}`;
  });
}

/** Multi-line text for a person (commander's messages, error messages): every line escaped, the line breaks kept. */
export function visibleLines(text: string): string {
  return text.split('\n').map(visible).join('\n');
}

/** `text` in double quotes, escaped (not JSON: a backslash stays one backslash). */
export function quoted(text: string): string {
  return `"${visible(text)}"`;
}

/** JSON's own escapes leave these as they are (C0 is escaped by JSON.stringify already). */
const RAW_IN_JSON = new RegExp(`${UNSAFE_CHARACTER.source.replace('\\u0000-\\u001f', '')}|${INVISIBLE.source}`, 'g');

/** JSON.stringify, with DEL, C1, bidirectional, zero-width, separator and invisible characters as "\u" escapes. */
export function json(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (c) => {
    let out = '';
    for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
  });
}
