/**
 * Safe display (RFC 3986 §3.2.1, §7.5: applications should not render the data after the first ":"
 * of a userinfo as clear text). One rule for everything shown of an input — the CLI's tables,
 * carets, titles, reasons, JSON and NDJSON, the playground's views: unless asked to show them
 * (`new Masker(true, …)`: the CLI's --show-password, the playground's "show passwords"), every
 * span of an input that some reader takes a password from (redact()'s readings: WHATWG, curl,
 * urlsplit, each RFC edition, nested URLs) is shown as "***", whether or not any edition accepts
 * the input. Masking is by position, never by searching text for a password's letters: a value a
 * reader derived (decoded, cleaned, a canonical form, a resolved target) is masked by position in
 * itself, read as the component it is (component(), url()); a message is left as it is except its
 * quotations of a masked slice of the input (text()). The mask is always "***", whatever the
 * length it hides.
 */
import { maskedSchemeComparison } from './scheme-mask';
import type { Span } from '../compare/readings';
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import type { UriSyntaxError } from '../model/errors';
import type { Quoter } from '../compare/explain';
import type { Comparison } from '../compare/compare';
import type { WhatwgResult, WhatwgUrl } from '../whatwg/reading';
import { MASK, maskSpans } from './redact';
import { mergeSpans } from './views';
import { hiddenRanges } from './hidden';
import { maskQuotations, maskedErrorText, maskedReasonText, maskingQuoter, quotation } from './quotations';

export { maskingQuoter };
import type { RedactOptions } from './secrets';
import { isSecretQueryName } from './secrets';

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
    }
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

  /**
   * A URL made from the inputs (a resolved target, a normalized URL, a canonical form): masked by
   * position in itself — every span some reader takes a password or a secret value from in that
   * URL, as redact() finds them — so a password that changed on the way (percent-encoded, its "@"
   * escaped, its backslashes turned to slashes) is hidden where it now is.
   */
  url(url: string): string {
    return this.show ? url : maskSpans(url, hiddenRanges(url, this.options));
  }

  /**
   * A component's value as a reader derived it (decoded, cleaned, serialised): masked by position
   * in the value, read as that component — a query's secret values (as after "?"), a fragment's
   * (after "#"), a userinfo's password (after its first ":"), a URL nested anywhere.
   */
  component(name: string, value: string): string {
    if (this.show) return value;
    if (name === 'userinfo') {
      const colon = value.indexOf(':');
      return colon < 0 || colon === value.length - 1 ? value : `${value.slice(0, colon)}:${MASK}`;
    }
    if (name === 'password') return value ? MASK : value;
    const prefix = name === 'query' || name === 'search' ? '?' : name === 'fragment' || name === 'hash' ? '#' : '';
    if (prefix && value.startsWith(prefix)) return this.url(value);
    const spans = hiddenRanges(prefix + value, this.options);
    if (spans.length === 0) return value;
    return maskSpans(prefix + value, spans).slice(prefix.length);
  }

  /**
   * A decoded query pair as shown: the value "***" when the name names a secret (the same names,
   * compared the same way, as in the input), else masked by position in itself (a nested URL).
   */
  pair(name: string, value: string): [string, string] {
    if (this.show) return [name, value];
    return [this.url(name), value !== '' && isSecretQueryName(name, this.options) ? MASK : this.url(value)];
  }

  /**
   * Free text that may quote the inputs (a message, a warning, an explanation): prose is left as it
   * is; each quotation ("…", '…', `…`) that is a slice of an input overlapping a masked span is
   * shown as that slice masked, and a quotation that is URL-shaped is masked by position in itself
   * (url()). Nothing else changes: the password's letters elsewhere in the text are not searched for.
   */
  text(text: string): string {
    if (this.idle) return text;
    return maskQuotations(text, (inner) => this.quotation(inner));
  }

  /**
   * A value a reader took from an input without saying where (a host, a port as written): shown
   * masked where it is a slice of the input that overlaps a masked span (one reader's port can be
   * another's password: "http://user@evil.com:80@good.com/"), else masked by position in itself.
   */
  slice(value: string): string {
    return this.idle || value === '' ? value : this.quotation(value);
  }

  /** A quoted text: a masked slice of an input it is taken from, or itself masked by position. */
  private quotation(inner: string): string {
    return quotation(inner, this.spansByInput, (url) => this.url(url));
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
    if (this.show) return true;
    for (const spans of this.spansByInput.values()) if (spans.length) return false;
    return true;
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
          values[e] = v === undefined ? v : r.ok && d.component === 'userinfo' ? this.whatwgUserinfo(r.url, v) : this.component(d.component, v);
          continue;
        }
        const span = r?.ok ? r.uri.spans[d.component as keyof UriReference['spans']] : undefined;
        values[e] = v === undefined ? v : span ? q.text(span[0], span[1]) : this.component(d.component, v);
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
    for (const [key, value] of Object.entries(result.url)) url[key] = typeof value === 'string' ? this.component(key, value) : value;
    return { ...result, url: { ...(url as unknown as WhatwgUrl), password: result.url.password ? MASK : '', href: this.url(result.url.href) } };
  }

  /** A WHATWG userinfo value (`username:password`, as serialised or decoded), its password "***". */
  whatwgUserinfo(url: WhatwgUrl, value: string): string {
    if (this.show || !url.password) return value;
    const colon = value.indexOf(':');
    return `${colon < 0 ? value : value.slice(0, colon)}:${MASK}`;
  }

  private uri(uri: UriReference, input: string): UriReference {
    const q = this.quoter(input);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(uri)) {
      const span = uri.spans[key as keyof UriReference['spans']];
      if (typeof value !== 'string') out[key] = value;
      else if (key === 'password') out[key] = value ? MASK : value;
      else out[key] = span ? q.text(span[0], span[1]) : this.component(key, value);
    }
    if (uri.segments) out.segments = uri.segments.map((s) => ({ ...s, value: this.component('segment', s.value), ...(s.params ? { params: s.params.map((p) => this.component('param', p)) } : {}) }));
    if (uri.schemeData) {
      const data: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(uri.schemeData)) {
        data[key] = key === 'password' && value ? MASK : Array.isArray(value) ? value.map((v) => this.component(key, v)) : value === undefined ? value : this.component(key, value);
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

/** A component's value as shown: the parts inside a masked span replaced by "***". */
export function maskedValue(uri: UriReference, field: keyof UriReference, q: Quoter): string | undefined {
  const value = uri[field];
  if (typeof value !== 'string') return undefined;
  const span = uri.spans[field as keyof UriReference['spans']];
  return span ? q.text(span[0], span[1]) : value;
}

/** An error's reason and caret display, with the input masked. */
export function maskedError(error: UriSyntaxError, q: Quoter, masker: Masker): string {
  return masker.show ? error.message : maskedErrorText(error, q, (text) => masker.text(text));
}

/** The reason, not quoting a masked character, its quotations of the input masked. */
function maskedReason(error: UriSyntaxError, q: Quoter, masker: Masker): string {
  return maskedReasonText(error, q, (text) => masker.text(text));
}
