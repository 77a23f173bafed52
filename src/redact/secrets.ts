/**
 * Secrets in a query: the values of parameters whose names say they hold one. OpenTelemetry's
 * semantic conventions for URLs (`url.query`, `url.full`) redact the values of `AWSAccessKeyId`,
 * `Signature`, `sig` and `X-Goog-Signature` by default (the pre-signed URL parameters of AWS S3,
 * Azure Blob Storage and Google Cloud Storage); logs carry passwords and tokens under the other
 * names of SECRET_QUERY_PARAMETERS. Names are matched case-insensitively, after percent-decoding.
 *
 * Read the widest way, as ./readers.ts reads passwords, so that every reader's value is inside
 * what is hidden:
 *  - a pair starts after every "?" and "#" (a query, a fragment that holds pairs, the query of a
 *    URL nested anywhere in the string), and after every "&" or ";" (HTML 4.01 §B.2.2's other
 *    separator) that follows one of them;
 *  - its name runs to the first "=", its value from there to the next "&" or "#" (a ";" does not
 *    end it: a reader that splits only at "&" reads the longer value);
 *  - the string is read as it is and percent-decoded once (a URL nested in a query is often
 *    written encoded: `?next=https%3A%2F%2Fh%2F%3Ftoken%3Ds`), each decoded character standing for
 *    its "%XX".
 */

import { cleanedView, findDecoded, mergeSpans } from './views';
import type { Span } from './views';

/** The parameters whose values redact() hides by default, in no particular order. */
export const SECRET_QUERY_PARAMETERS: readonly string[] = Object.freeze([
  // OpenTelemetry semantic conventions (url.query): redacted by default
  'AWSAccessKeyId',
  'Signature',
  'sig',
  'X-Goog-Signature',
  // AWS Signature Version 4 (pre-signed S3 URLs, query-string authentication): the signature, the
  // temporary session token, and the credential scope that names the access key
  'X-Amz-Signature',
  'X-Amz-Security-Token',
  'X-Amz-Credential',
  // passwords and tokens that logs carry
  'password',
  'passwd',
  'pwd',
  'sslpassword',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'api_key',
  'apikey',
  'client_secret',
  'secret',
]);

/**
 * Which query values redact() and the Masker hide (the passwords they always hide).
 *
 * @example
 * ```ts
 * redact('https://h/?token=t&x-api-key=k', { extraQueryParameters: ['x-api-key'] }); // 'https://h/?token=***&x-api-key=***'
 * redact('https://h/?token=t', { queryParameters: false });                         // 'https://h/?token=t'
 * ```
 */
export interface RedactOptions {
  /**
   * The parameter names whose values are hidden, instead of SECRET_QUERY_PARAMETERS (the default);
   * `false` or `[]`: no query value is hidden (passwords still are).
   */
  queryParameters?: readonly string[] | false;
  /** Names hidden as well as `queryParameters` (or the default list). */
  extraQueryParameters?: readonly string[];
}

/** The names to look for, lower-cased; undefined when none. */
export function secretNames(options?: RedactOptions): ReadonlySet<string> | undefined {
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw new TypeError(`redact options must be an object, not ${options === null ? 'null' : typeof options}`);
  }
  const base = options?.queryParameters ?? SECRET_QUERY_PARAMETERS;
  const extra = options?.extraQueryParameters ?? [];
  if (base !== false && !Array.isArray(base)) throw new TypeError('options.queryParameters must be an array of names or false');
  if (!Array.isArray(extra)) throw new TypeError('options.extraQueryParameters must be an array of names');
  const names = [...(base || []), ...extra];
  for (const n of names) if (typeof n !== 'string') throw new TypeError(`a query parameter name must be a string, not ${typeof n}`);
  return names.length ? new Set(names.map((n) => n.toLowerCase())) : undefined;
}

/** secretNames() without options: the default list (made here, so that what reads only it — an error's masking — carries no checking of options) */
const DEFAULT_NAMES: ReadonlySet<string> = new Set(SECRET_QUERY_PARAMETERS.map((n) => n.toLowerCase()));

/** "%3F" "?", "%23" "#", "%26" "&", "%3B" ";", "%3D" "=": a nested URL written encoded. */
const ENCODED_DELIMITER = /%(?:3[fFbBdD]|2[356])/; // "%25": encoded again

/** The [start, end) spans of `input` holding a secret query value (merged, sorted; empty values left out). */
export function secretRanges(input: string, options?: RedactOptions): Span[] {
  return rangesOf(input, options === undefined ? DEFAULT_NAMES : secretNames(options));
}

/** secretRanges(input) with the default names: what a library error hides (./error-mask.ts). */
export function defaultSecretRanges(input: string): Span[] {
  return rangesOf(input, DEFAULT_NAMES);
}

function rangesOf(input: string, names: ReadonlySet<string> | undefined): Span[] {
  if (!names || (!input.includes('?') && !input.includes('#') && !/%(?:25)*(?:3f|23)/i.test(input))) return [];
  const find = (text: string) => valuesIn(text, names);
  // WHATWG URL and urlsplit remove every tab, CR and LF first: "?tok\ten=" is their "?token="
  const stripped = cleanedView(input, false);
  // (no spread into push: a query may hold more values than a call takes arguments)
  const spans: Span[] = stripped !== undefined ? find(input) : [];
  // an encoded name is decoded where it is read (nameOf); the decoded views are for encoded
  // delimiters: a URL nested in a query once ("%3F"), or nested in a nested one ("%253F"), up to
  // DECODING_ROUNDS times
  findDecoded(stripped ?? { text: input }, find, ENCODED_DELIMITER, spans);
  return mergeSpans(spans);
}

/**
 * The spans of the values of `names` in `text` (read as the module comment says), in linear time:
 * a name's scan stops at the next place a pair can start, and the end of a value (the next "&" or
 * "#") is found by a pointer that only moves forward.
 */
function valuesIn(text: string, names: ReadonlySet<string>): Span[] {
  const out: Span[] = [];
  const n = text.length;
  let valueEnd = -1;
  const endFrom = (at: number): number => {
    if (valueEnd < at) {
      valueEnd = at;
      while (valueEnd < n && text.charCodeAt(valueEnd) !== 0x26 && text.charCodeAt(valueEnd) !== 0x23) valueEnd++;
    }
    return valueEnd;
  };
  let inPairs = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x3f || c === 0x23) inPairs = true; // "?" "#"
    else if (!(inPairs && (c === 0x26 || c === 0x3b))) continue; // "&" ";"
    let eq = i + 1;
    for (; eq < n; eq++) {
      const d = text.charCodeAt(eq);
      if (d === 0x3d || d === 0x26 || d === 0x23 || d === 0x3b || d === 0x3f) break;
    }
    if (eq >= n || text.charCodeAt(eq) !== 0x3d) continue; // no "=": a pair without a value
    const end = endFrom(eq + 1);
    if (end > eq + 1 && isSecretName(text.slice(i + 1, eq), names)) out.push([eq + 1, end]);
  }
  return out;
}

/**
 * Whether a query parameter's name (as written or decoded) names a secret value, by `options` as
 * redact() takes them: the same comparison as secretRanges() makes (case, percent-encoding, brackets).
 */
export function isSecretQueryName(name: string, options?: RedactOptions): boolean {
  const names = options === undefined ? DEFAULT_NAMES : secretNames(options);
  return names !== undefined && isSecretName(name, names);
}

/**
 * Whether a name read from the string is one of `names`: compared percent-decoded (when it
 * decodes) and lower-cased, as it is and with PHP's and Rails' brackets read the way their form
 * decoders read them — `token[]` (a list of tokens) and `user[password]` (the key `password` of
 * `user`): the name, or any bracketed key in it, may be on the list.
 */
function isSecretName(raw: string, names: ReadonlySet<string>): boolean {
  const name = nameOf(raw);
  if (names.has(name)) return true;
  const bracket = name.indexOf('[');
  if (bracket <= 0 || !name.endsWith(']')) return false;
  if (names.has(name.slice(0, bracket))) return true;
  for (const key of name.slice(bracket + 1, -1).split('][')) if (names.has(key)) return true;
  return false;
}

/** A name as compared: percent-decoded (when it decodes), lower-cased. */
function nameOf(raw: string): string {
  if (!raw.includes('%')) return raw.toLowerCase();
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
