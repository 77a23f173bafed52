/**
 * An edition's ParseResult for one input: its accepted parse, or its rejection with the error that
 * explains it — built at once (parse()), or when first read (compare(), where most rejections are
 * never looked at and explaining one costs several parses).
 */
import type { Edition, ParseOptions, ParseResult } from '../editions/types';
import { defineLazy } from '../compare/lazy';

/** `input` under `edition`, its error (if rejected) built now. */
export function parseWith(edition: Edition, input: string, options: ParseOptions): ParseResult {
  return edition.accept(input, options) ?? { ok: false, edition: edition.info.name, error: edition.reject(input, options) };
}

/**
 * `input` under `edition`, a rejection's `error` built when first read and then kept (src/compare/lazy.ts).
 * It reads the same whenever it is read: the edition's grammar is fixed, and the input a string.
 */
export function parseLazily(edition: Edition, input: string, options: ParseOptions): ParseResult {
  const accepted = edition.accept(input, options);
  if (accepted !== undefined) return accepted;
  const result = { ok: false, edition: edition.info.name } as Extract<ParseResult, { ok: false }>;
  defineLazy(result, 'error', () => edition.reject(input, options));
  return result;
}
