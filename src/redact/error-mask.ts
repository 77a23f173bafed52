/**
 * A library error with the passwords and secret values of its input hidden (RFC 3986 §3.2.1, §7.5):
 * an application that logs `error.message` must not log the password. The spans are the widest
 * reading's (./widest.ts: every reader's password lies inside them, without carrying the readers'
 * models into a parse bundle) and the secret values'; `message` (the reason and the
 * caret excerpt), `reason` and `note` are masked, and `input` stays the caller's own string,
 * unmasked — it is what the caller passed in.
 */
import type { UriSyntaxError } from '../model/errors';
import { withSecretRanges } from './hidden';
import { widestPasswordRanges } from './widest';
import { defaultSecretRanges } from './secrets';
import { maskQuotations, maskedErrorText, maskedReasonText, maskingQuoter, quotation } from './quotations';

/** `error` with its message, reason and note masked (the same object; unchanged when there is nothing to hide). */
export function maskedSyntaxError(error: UriSyntaxError): UriSyntaxError {
  const spans = hidden(error.input);
  if (spans.length === 0) return error;
  const byInput = new Map([[error.input, spans]]);
  const text = (t: string) => maskQuotations(t, (inner) => quotation(inner, byInput, (url) => maskingQuoter(url, hidden(url)).text(0, url.length)));
  const q = maskingQuoter(error.input, spans);
  const writable = error as { -readonly [K in keyof UriSyntaxError]: UriSyntaxError[K] };
  const message = maskedErrorText(error, q, text);
  writable.reason = maskedReasonText(error, q, text);
  writable.message = message;
  if (error.note !== undefined) writable.note = text(error.note);
  return error;
}

/** The spans to hide in `input`: the widest reading's passwords and the secret query values. */
function hidden(input: string): [number, number][] {
  return withSecretRanges(widestPasswordRanges(input), defaultSecretRanges(input));
}
