/**
 * Everything the CLI writes comes from untrusted input, so nothing of it reaches a terminal raw:
 * text for a person goes through `visible` (the model's one set of invisible characters,
 * src/model/invisible.ts — controls, bidirectional and zero-width characters, the separators
 * U+2028/9 and the invisible characters an IRI may hold — shown as "\x1b", "\u202e", "\u{e0041}";
 * the escaper the error carets use; everything else, non-ASCII letters included, as it is), JSON
 * through `json` (JSON escapes C0 itself; the others are written as "\u" escapes too, which keeps
 * it JSON).
 */
import { INVISIBLE_CHARACTER, escapeInvisible } from '../model/invisible';

/** `text` with every invisible character shown as an escape ("\x1b", "\u202e", "\u{e0041}"). */
export const visible = escapeInvisible;

/** Multi-line text for a person (commander's messages, error messages): every line escaped, the line breaks kept. */
export function visibleLines(text: string): string {
  return text.split('\n').map(visible).join('\n');
}

/** `text` in double quotes, escaped (not JSON: a backslash stays one backslash). */
export function quoted(text: string): string {
  return `"${visible(text)}"`;
}

/** JSON's own escapes leave these as they are (C0 is escaped by JSON.stringify already). */
const RAW_IN_JSON = new RegExp(INVISIBLE_CHARACTER.source.replace('\\u0000-\\u001f', ''), 'g');

/** JSON.stringify, with DEL, C1 and every other invisible character as "\u" escapes. */
export function json(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (c) => {
    let out = '';
    for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return out;
  });
}
