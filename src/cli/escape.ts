/**
 * Everything the CLI writes comes from untrusted input, so nothing of it reaches a terminal raw:
 * text for a person goes through `visible` (C0, DEL, C1, bidirectional controls, zero-width
 * characters and U+2028/9 shown as "\x1b" / "\u202e", everything else as it is — the escaper the
 * error carets use too), JSON through `json` (JSON escapes C0 itself; DEL, C1 and the others are
 * written as "\u" escapes too, which keeps it JSON).
 */
import { UNSAFE_CHARACTER, visible } from '../model/errors';

export { visible };

/** Multi-line text for a person (commander's messages, error messages): every line escaped, the line breaks kept. */
export function visibleLines(text: string): string {
  return text.split('\n').map(visible).join('\n');
}

/** `text` in double quotes, escaped (not JSON: a backslash stays one backslash). */
export function quoted(text: string): string {
  return `"${visible(text)}"`;
}

/** JSON's own escapes leave these as they are (C0 is escaped by JSON.stringify already). */
const RAW_IN_JSON = new RegExp(UNSAFE_CHARACTER.source.replace('\\u0000-\\u001f', ''), 'g');

/** JSON.stringify, with DEL, C1, bidirectional, zero-width and separator characters as "\u" escapes. */
export function json(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
