/**
 * RFC 1738's `caseInsensitiveScheme` builds, as folds of the builds without it (the engine's
 * folded-grammar.ts): §2.1's "case-ignore" interpreter reads the scheme name, and only it,
 * case-insensitively, and the scheme name is where the rules that read it begin (SCHEME_LED). So
 * such a rule matches an input as the build without the option matches the input with that name in
 * lower case — the same offsets, captures and errors — and the package carries one compiled copy
 * of RFC 1738's rules per `allowFragment`, not two.
 */
import { SCHEME_LED } from '../../grammars/rfc1738';
import type { Folding } from '../engine';

/** `input` with the run of scheme characters (letters, digits, "+", "-", ".") from `at` in lower case. */
export function foldScheme(input: string, at: number): string {
  let end = at;
  let upper = false;
  for (; end < input.length; end++) {
    const c = input.charCodeAt(end);
    if (c >= 65 && c <= 90) upper = true;
    else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46)) break;
  }
  return upper ? input.slice(0, at) + input.slice(at, end).toLowerCase() + input.slice(end) : input;
}

/** The caseInsensitiveScheme build over the build `id` ('rfc1738', 'rfc1738+allowFragment'). */
export function caseInsensitive(id: string): Folding {
  return { id: id.replace(/^rfc1738/, 'rfc1738+caseInsensitiveScheme'), rules: SCHEME_LED, fold: foldScheme };
}
