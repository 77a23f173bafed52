/**
 * Safe display (RFC 3986 §3.2.1, §7.5: applications should not render the data after the first ":"
 * of a userinfo as clear text). One rule for everything shown of an input — the CLI's tables,
 * carets, titles, reasons, JSON and NDJSON, the playground's views: unless asked to show them
 * (`new Masker(true, …)`: the CLI's --show-password, the playground's "show passwords"), every
 * span of an input that some reader takes a password from (redact()'s readings: WHATWG, curl,
 * urlsplit, each RFC edition, nested URLs) is shown as "***", whether or not any edition accepts
 * the input. Text not tied to a position — a
 * resolved target, a warning, a decoded value — has each masked password text replaced wherever it
 * is quoted ("…"), and anywhere when it is 4 characters or longer (a shorter one would also hide
 * the same letters elsewhere in the message).
 */
import { maskedSchemeComparison } from './scheme-mask';
import type { Span } from '../compare/readings';
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import { caret, quoteChar } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';
import type { Quoter } from '../compare/explain';
import type { Comparison } from '../compare/compare';
import { encodeBeyondAscii } from '../encoding/iri-to-uri';
import type { WhatwgResult, WhatwgUrl } from '../whatwg/reading';
import { MASK, maskSpans } from './redact';
import { mergeSpans } from './readers';
import { hiddenRanges } from './hidden';
import type { RedactOptions } from './secrets';

export { MASK };


/** How one command run shows its inputs: masking (the default) or not (--show-password).
 *
 * @example
 * ```ts
 * new Masker(false, ['http://u:pw@h/']).input('http://u:pw@h/'); // 'http://u:***@h/'
 * ```
 */
export class Masker {
  /** What a hidden password is shown as. */
  static readonly MASK = MASK;
  readonly show: boolean;
  private readonly spansByInput = new Map<string, Span[]>();
  private readonly secrets: string[] = [];

  /** which secret query values are hidden besides passwords (redact()'s options; default: SECRET_QUERY_PARAMETERS) */
  private readonly options?: RedactOptions;

  /**
   * `inputs`: the strings whose passwords and secret query values are hidden (results: the
   * accepting editions' password spans too); `options`: redact()'s, for the query values.
   */
  constructor(show: boolean, inputs: readonly string[], results?: Partial<Record<EditionName, ParseResult>>, options?: RedactOptions) {
    this.show = show;
    if (show) return;
    if (options !== undefined) this.options = options;
    for (const input of inputs) {
      const spans = mergeSpans([...hiddenRanges(input, options), ...(results ? acceptedSpans(results) : [])]);
      this.spansByInput.set(input, spans);
      for (const [s, e] of spans) {
        const secret = input.slice(s, e);
        this.secrets.push(secret);
        // as a URL made from the input quotes it: an IRI's mapping (RFC 3987 §3.1) and WHATWG's
        // userinfo percent-encode set both write characters beyond ASCII as UTF-8 %HH
        const encoded = encodeBeyondAscii(secret);
        if (encoded !== secret) this.secrets.push(encoded);
      }
    }
    this.secrets.sort((a, b) => b.length - a.length);
  }

  /** The masked spans of `input` (none when showing, or for a string this masker was not given). */
  spans(input: string): Span[] {
    return this.spansByInput.get(input) ?? [];
  }

  /** A Quoter of `input` with its password spans shown as "***". */
  quoter(input: string): Quoter {
    return maskingQuoter(input, this.spans(input));
  }

  /** `input` as shown. */
  input(input: string): string {
    return this.show ? input : maskSpans(input, this.spans(input));
  }

  /** A URL made from the inputs (a resolved target, a normalized URL): its own passwords and the inputs' hidden. */
  url(url: string): string {
    return this.show ? url : this.text(maskSpans(url, hiddenRanges(url, this.options)));
  }

  /** Free text that may quote the inputs (a target, a message): the password texts replaced. */
  text(text: string): string {
    if (this.show || this.secrets.length === 0) return text;
    let out = text.replace(/"(?:[^"\\]|\\.)*"/g, (quoted) => this.replaceAll(quoted, 1));
    out = this.replaceAll(out, 4);
    return this.secrets.includes(text) ? MASK : out;
  }

  private replaceAll(text: string, minimum: number): string {
    let out = text;
    for (const s of this.secrets) if (s.length >= minimum && out.includes(s)) out = out.split(s).join(MASK);
    return out;
  }

  /** An error's reason and caret display, masked (the reason does not quote a masked character). */
  error(error: UriSyntaxError): string {
    return maskedError(error, this.quoter(error.input), this);
  }

  /** An error's one-line reason, masked. */
  reason(error: UriSyntaxError): string {
    return this.show ? error.reason : maskedReason(error, this.quoter(error.input), this);
  }

  /** An error as JSON (UriSyntaxError.toJSON), masked. */
  errorJson(error: UriSyntaxError): Record<string, unknown> {
    const json = error.toJSON();
    return this.show ? json : { ...json, message: maskedReason(error, this.quoter(error.input), this) };
  }

  /** Nothing to hide (showing, or no password anywhere): values are passed on as they are, not copied. */
  private get idle(): boolean {
    return this.show || this.secrets.length === 0;
  }

  /** A ParseResult as JSON, masked: components by their spans, "password" as "***", messages by text. */
  result(result: ParseResult, input: string): unknown {
    if (this.idle) return result;
    if (!result.ok) return { ok: false, edition: result.edition, error: this.errorJson(result.error) };
    return { ...result, uri: this.uri(result.uri, input), warnings: result.warnings.map((w) => ({ ...w, message: this.text(w.message) })) };
  }

  /** A Comparison as JSON, masked the same way. */
  comparison(c: Comparison): unknown {
    if (this.idle) return c;
    const results: Record<string, unknown> = {};
    const all = c.results as Record<string, ParseResult | WhatwgResult>;
    for (const [e, r] of Object.entries(all)) results[e] = isWhatwg(r) ? this.whatwg(r) : this.result(r, c.input);
    const q = this.quoter(c.input);
    const differences = c.differences.map((d) => {
      const values: Record<string, string | undefined> = {};
      for (const [e, v] of Object.entries(d.values)) {
        const r = all[e];
        if (r && isWhatwg(r)) {
          values[e] = v === undefined ? v : r.ok && d.component === 'userinfo' ? this.whatwgUserinfo(r.url, v) : this.text(v);
          continue;
        }
        const span = r?.ok ? r.uri.spans[d.component as keyof UriReference['spans']] : undefined;
        values[e] = v === undefined ? v : span ? q.text(span[0], span[1]) : this.text(v);
      }
      return { ...d, values, explanation: this.text(d.explanation) };
    });
    const out: Record<string, unknown> = { input: this.input(c.input), results, differences };
    if (c.iri) out.iri = c.iri.ok ? { ok: true, uri: this.url(c.iri.uri) } : { ok: false, error: this.errorJson(c.iri.error) };
    if (c.schemes) out.schemes = maskedSchemeComparison(c.schemes, this);
    return out;
  }

  /**
   * The WHATWG reading as JSON, masked: its password "***" (it is percent-encoded there, so not
   * found as text), its href masked as a URL, every other value and the failure's texts by text.
   */
  whatwg(result: WhatwgResult): WhatwgResult {
    if (this.idle) return result;
    if (!result.ok) {
      const { message, input, base } = result.error;
      const error = { message: this.text(message), input: this.input(input), ...(base === undefined ? {} : { base: this.url(base) }) };
      return { ...result, error };
    }
    const url: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(result.url)) url[key] = typeof value === 'string' ? this.text(value) : value;
    return { ...result, url: { ...(url as unknown as WhatwgUrl), password: result.url.password ? MASK : '', href: this.url(result.url.href) } };
  }

  /** A WHATWG userinfo value (`username:password`, as serialised or decoded), its password "***". */
  whatwgUserinfo(url: WhatwgUrl, value: string): string {
    if (this.show || !url.password) return this.text(value);
    const colon = value.indexOf(':');
    return `${this.text(colon < 0 ? value : value.slice(0, colon))}:${MASK}`;
  }

  private uri(uri: UriReference, input: string): UriReference {
    const q = this.quoter(input);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(uri)) {
      const span = uri.spans[key as keyof UriReference['spans']];
      if (typeof value !== 'string') out[key] = value;
      else if (key === 'password') out[key] = value ? MASK : value;
      else out[key] = span ? q.text(span[0], span[1]) : this.text(value);
    }
    if (uri.segments) out.segments = uri.segments.map((s) => ({ ...s, value: this.text(s.value), ...(s.params ? { params: s.params.map((p) => this.text(p)) } : {}) }));
    if (uri.schemeData) {
      const data: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(uri.schemeData)) {
        data[key] = key === 'password' && value ? MASK : Array.isArray(value) ? value.map((v) => this.text(v)) : value === undefined ? value : this.text(value);
      }
      out.schemeData = data;
    }
    return out as unknown as UriReference;
  }
}

/** compare(…, { whatwg: true })'s results hold the WHATWG reading beside the editions' ParseResults. */
function isWhatwg(r: ParseResult | WhatwgResult): r is WhatwgResult {
  return 'standard' in r;
}

/** The [start, end) spans of every non-empty password the accepting results found. */
function acceptedSpans(results: Partial<Record<EditionName, ParseResult>>): Span[] {
  const spans: Span[] = [];
  for (const r of Object.values(results) as (ParseResult | WhatwgResult | undefined)[]) {
    if (r && !isWhatwg(r) && r.ok && r.uri.password && r.uri.spans.password) spans.push(r.uri.spans.password);
  }
  return spans;
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

/** The reason, not quoting a masked character, other quoted password text replaced. */
function maskedReason(error: UriSyntaxError, q: Quoter, masker: Masker): string {
  let reason = error.reason;
  if (error.offset < error.input.length && q.text(error.offset, error.offset + 1) !== error.input.slice(error.offset, error.offset + 1)) {
    reason = reason.replace(`unexpected ${quoteChar(error.input, error.offset)}`, 'unexpected character');
  }
  return masker.text(reason);
}

/** An error's reason and caret display, with the input masked. */
export function maskedError(error: UriSyntaxError, q: Quoter, masker: Masker): string {
  if (masker.show) return error.message;
  const shown = q.text(0, error.input.length);
  if (shown === error.input) return masker.text(error.message);
  const before = q.text(0, error.offset);
  return `${maskedReason(error, q, masker)}\n${caret(shown, before.length)}`;
}
