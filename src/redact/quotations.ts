/**
 * Masking text that quotes an input, by position: the input's masked spans (passwords, secret query
 * values) are shown as "***" in a quotation of the input, never by searching the text for the
 * password's letters — prose, and quotations that are not slices of the input (an RFC's own
 * `"user:password"`), stay as they are. Shared by the CLI's and the playground's Masker and by the
 * library's errors (./error-mask.ts).
 */
import type { Quoter, Span } from '../compare/readings';
import { caret, listOr, quoteChar } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';
import { MASK } from './redact';

/** Quote the input with the given spans shown as "***" (no spans: the input as it is). */
export function maskingQuoter(input: string, spans: readonly Span[]): Quoter {
  if (spans.length === 0) return { text: (start, end) => input.slice(start, end) };
  return {
    text(start, end) {
      let out = '';
      let at = start;
      for (const [s, e] of spans) {
        if (e <= at || s >= end) continue;
        if (s > at) out += input.slice(at, s);
        out += MASK;
        at = Math.min(e, end);
      }
      return out + input.slice(at, end);
    },
  };
}

/** `text` with the inside of each quotation ("…", '…', `…`) passed through `quoted`. */
export function maskQuotations(text: string, quoted: (inner: string) => string): string {
  return text.replace(/"(?:[^"\\]|\\.)*"|'[^'\n]*'|`[^`\n]*`/g, (q) => {
    const inner = q.slice(1, -1);
    return inner === '' ? q : `${q[0]}${quoted(inner)}${q[q.length - 1]}`;
  });
}

/**
 * A quoted text as shown: when it is a slice of one of the inputs that overlaps a masked span, that
 * slice masked; else `otherwise(inner)` (a URL-shaped quotation masked by position in itself). A
 * single character ("@", ":") is masked only when every place it has in the input is masked: a
 * message that names a delimiter is not quoting the password.
 */
export function quotation(inner: string, spansByInput: ReadonlyMap<string, readonly Span[]>, otherwise: (inner: string) => string): string {
  for (const [input, spans] of spansByInput) {
    if (spans.length === 0) continue;
    let first = -1;
    let clear = false;
    // linear: from a place that overlaps no span, the next that can is the next span's start (less
    // the quotation's length); a character in a span is followed past that span's end
    for (let at = input.indexOf(inner); at >= 0; ) {
      const j = firstEndingAfter(spans, at);
      if (j < spans.length && spans[j][0] < at + inner.length) {
        if (first < 0) first = at;
        if (inner.length > 1 || clear) break;
        at = input.indexOf(inner, spans[j][1]);
      } else {
        clear = true;
        if ((inner.length === 1 && first >= 0) || j === spans.length) break;
        at = input.indexOf(inner, Math.max(at + 1, spans[j][0] - inner.length + 1));
      }
    }
    if (first >= 0 && (inner.length > 1 || !clear)) return maskingQuoter(input, spans).text(first, first + inner.length);
  }
  return otherwise(inner);
}

/** The index of the first of `spans` (sorted, apart) that ends after `at`; spans.length when none does. */
function firstEndingAfter(spans: readonly Span[], at: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spans[mid][1] > at) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * An error's reason, not quoting a masked character, its quotations masked by `text` — but for its
 * list of what was expected there: the grammar's terminals and rule names ("-", alphadigit), text of
 * the grammar and never of the input, shown as they are (a "-" is not the "-" of a secret value).
 */
export function maskedReasonText(error: UriSyntaxError, q: Quoter, text: (t: string) => string): string {
  let reason = error.reason;
  if (error.offset < error.input.length && q.text(error.offset, error.offset + 1) !== error.input.slice(error.offset, error.offset + 1)) {
    reason = reason.replace(`unexpected ${quoteChar(error.input, error.offset)}`, 'unexpected character');
  }
  const list = `; expected ${listOr(error.expected)}`;
  const at = error.expected.length > 0 ? reason.indexOf(list) : -1;
  return at < 0 ? text(reason) : text(reason.slice(0, at)) + list + text(reason.slice(at + list.length));
}

/** An error's reason and caret display, with the input masked. */
export function maskedErrorText(error: UriSyntaxError, q: Quoter, text: (t: string) => string): string {
  const shown = q.text(0, error.input.length);
  if (shown === error.input) return text(error.message);
  const before = q.text(0, error.offset);
  return `${maskedReasonText(error, q, text)}\n${caret(shown, before.length)}`;
}
