/**
 * Safe display (RFC 3986 §3.2.1, §7.5: applications should not render the data after the first ":"
 * of a userinfo as clear text): a Quoter that shows "***" for every non-empty password an accepting
 * edition found, used for table cells, explanations and error carets unless --show-password.
 */
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import { caret, quoteChar } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';
import type { Quoter } from '../compare/explain';

export const MASK = '***';

type Span = readonly [number, number];

/** The [start, end) spans of every non-empty password the accepting results found. */
export function passwordSpans(results: Partial<Record<EditionName, ParseResult>>): Span[] {
  const spans: Span[] = [];
  for (const r of Object.values(results)) {
    if (!r?.ok) continue;
    const s = r.uri.spans.password;
    if (r.uri.password && s && !spans.some((t) => t[0] === s[0] && t[1] === s[1])) spans.push(s);
  }
  return merge(spans);
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

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

/** A component's value as shown: the parts inside a masked span replaced by "***". */
export function maskedValue(uri: UriReference, field: keyof UriReference, q: Quoter): string | undefined {
  const value = uri[field];
  if (typeof value !== 'string') return undefined;
  const span = uri.spans[field as keyof UriReference['spans']];
  return span ? q.text(span[0], span[1]) : value;
}

/** An error's reason and caret display, with the input masked. */
export function maskedError(error: UriSyntaxError, q: Quoter): string {
  const shown = q.text(0, error.input.length);
  if (shown === error.input) return error.message;
  const before = q.text(0, error.offset);
  let reason = error.reason;
  if (q.text(error.offset, error.offset + 1) !== error.input.slice(error.offset, error.offset + 1)) {
    // the failing character is in a password: do not quote it
    reason = reason.replace(`unexpected ${quoteChar(error.input, error.offset)}`, 'unexpected character');
  }
  return `${reason}\n${caret(shown, before.length)}`;
}
