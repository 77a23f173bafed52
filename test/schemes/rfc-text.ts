/** The vendored RFC texts the scheme tests read, and where a string stands in one. */
import { readFileSync } from 'fs';
import { join } from 'path';

const cache = new Map<string, string>();

/** The text of test/fixtures/rfcs/<file>. */
export function rfcText(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(join(__dirname, '../fixtures/rfcs', file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

/** White space folded to one space. */
export const folded = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The text between the first line starting with `from` and the next starting with `to` (both after it). */
export function section(file: string, from: string, to: string): string {
  const text = rfcText(file);
  const start = text.search(new RegExp(`^${escape(from)}`, 'm'));
  if (start < 0) throw new Error(`${file}: no line starting ${from}`);
  const rest = text.slice(start + from.length);
  const end = rest.search(new RegExp(`^${escape(to)}`, 'm'));
  if (end < 0) throw new Error(`${file}: no line starting ${to} after ${from}`);
  return text.slice(start, start + from.length + end);
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names an ABNF block defines (`   name = …` lines), in order; `prose`: only / without `<…>` definitions. */
export function defined(text: string, prose?: boolean): string[] {
  return [...text.matchAll(/^ {2,12}([A-Za-z#][A-Za-z0-9_-]*)\s+=\s*(.*)$/gm)]
    .filter((m) => prose === undefined || prose === m[2].startsWith('<'))
    .map((m) => m[1]);
}

/** The 1-based line of `needle` in the file, or 0. */
export function lineOf(file: string, needle: string): number {
  const at = rfcText(file).indexOf(needle);
  return at < 0 ? 0 : rfcText(file).slice(0, at).split('\n').length;
}

/**
 * The `<scheme:…>` examples of a stretch of text, each with its line: a URI broken over lines is
 * joined ("Extra whitespace and line breaks are added to present long URIs", RFC 6068 §1).
 */
export function bracketed(text: string, scheme: string): { uri: string; line: number; wrong: boolean }[] {
  const out: { uri: string; line: number; wrong: boolean }[] = [];
  const re = new RegExp(`<(${scheme}:[^>]*)>([^\\n]*)`, 'g');
  for (const m of text.matchAll(re)) {
    out.push({ uri: m[1].replace(/\s+/g, ''), line: text.slice(0, m.index).split('\n').length, wrong: /WRONG/.test(m[2]) });
  }
  return out;
}
