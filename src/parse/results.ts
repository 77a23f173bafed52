/**
 * An edition's ParseResult for one input: its accepted parse, or its rejection, whose `error` is
 * built when first read and then kept (src/model/lazy.ts). Finding that a string is rejected costs
 * the compiled matcher alone; explaining why (the careful parse that finds the offset, the expected
 * rules and the innermost rule, then the edition's note and the caret) costs several times more, and
 * most rejections — in compare(), in bulk runs, in a filter — are never explained to anyone.
 */
import type { EditionParser, ParseOptions, ParseResult } from '../editions/types';
import type { UriSyntaxError } from '../model/errors';
import { defineLazy } from '../model/lazy';
import { maskedSyntaxError } from '../redact/error-mask';

type Rejected = Extract<ParseResult, { ok: false }>;

/**
 * A checkRule()'s answer as the caller sees it: its error with the input's passwords and secret
 * values hidden, as parse() hides them (RFC 3986 §7.5), unless asked to show them. The main entry's
 * checkRule and an edition entry's both answer through it.
 */
export function checkedRule(error: UriSyntaxError | undefined, options: { showPassword?: boolean } | undefined): UriSyntaxError | undefined {
  return error === undefined || options?.showPassword === true ? error : maskedSyntaxError(error);
}

/**
 * `input` under `edition`. The error reads the same whenever it is read: the edition's grammar is
 * fixed, and the input a string.
 */
export function parseWith(edition: EditionParser, input: string, options: ParseOptions, showPassword = options.showPassword === true): ParseResult {
  const accepted = edition.accept(input, options);
  if (accepted !== undefined) return accepted;
  const result = { ok: false, edition: edition.info.name } as Rejected;
  // the error's message hides the input's passwords and secret values unless asked to show them
  defineLazy(result, 'error', () => (showPassword ? edition.reject(input, options) : maskedSyntaxError(edition.reject(input, options))));
  return result;
}
