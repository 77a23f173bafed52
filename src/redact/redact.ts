/**
 * Safe display: a URI with its password hidden. RFC 3986 §3.2.1: "Applications should not render
 * as clear text any data after the first colon (":") character found within a userinfo
 * subcomponent unless the data after the colon is the empty string (indicating no password)";
 * §7.5: passwords in URIs are frequently "displayed by browsers, stored in clear text bookmarks,
 * and logged".
 *
 * redact() must hide a password whichever way a reader splits the string, and must work on strings
 * no edition accepts (they are the ones people paste into a differential tool). So it does not use
 * one edition's grammar; it masks every span that WHATWG URL, curl, Python's urlsplit or an RFC
 * edition could take a password from (./readers.ts), nested URLs in a query included.
 */
import { passwordRanges } from './readers';
import { hiddenRanges } from './hidden';
import { secretNames } from './secrets';
import type { RedactOptions } from './secrets';

export { hiddenRanges, passwordRanges };
export { SECRET_QUERY_PARAMETERS } from './secrets';
export type { RedactOptions } from './secrets';

export const MASK = '***';

/**
 * `input` with every non-empty password replaced by "***" ("http://user:secret@host/" →
 * "http://user:***@host/"), and every non-empty value of a secret query parameter too
 * ("?sslpassword=S3cr3t" → "?sslpassword=***": SECRET_QUERY_PARAMETERS, names matched
 * case-insensitively after percent-decoding, in the query, in a fragment that holds pairs and in
 * URLs nested in either; `options` adds to the list, replaces it or turns it off, ./secrets.ts).
 * An empty password ("user:@host"), a userinfo without ":" and a string without userinfo or
 * secret are returned unchanged.
 *
 * @example
 * ```ts
 * redact('http://user:secret@host/');                       // 'http://user:***@host/'
 * redact('postgres://user:S3cr3t@db/x?sslpassword=S3cr3t'); // 'postgres://user:***@db/x?sslpassword=***'
 * ```
 */
export function redact(input: string, options?: RedactOptions): string {
  if (typeof input !== 'string') throw new TypeError(`redact expects a string, not ${input === null ? 'null' : typeof input}`);
  if (options !== undefined) secretNames(options); // a bad option is a TypeError even with nothing to hide
  return maskSpans(input, hiddenRanges(input, options));
}

/** `input` with each of the (sorted, disjoint) spans replaced by "***". */
export function maskSpans(input: string, spans: readonly (readonly [number, number])[]): string {
  let out = '';
  let at = 0;
  for (const [s, e] of spans) {
    out += input.slice(at, s) + MASK;
    at = e;
  }
  return at === 0 ? input : out + input.slice(at);
}
