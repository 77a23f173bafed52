/** The options of the IRI conversions, and which schemes name hosts by domain names. */
import type { Amendment } from '../model/ast';
import { parse } from '../parse/parse';

/**
 * Options of iriToUri().
 * @example
 * ```ts
 * iriToUri('http://résumé.example.org', { idna: false }); // 'http://r%C3%A9sum%C3%A9.example.org'
 * ```
 */
export interface IriToUriOptions {
  /**
   * Apply ToASCII to a non-ASCII ireg-name (RFC 3987 §3.1). Default: for the schemes known to use
   * domain names there (http, https, ws, wss, ftp, file, gopher, telnet, nntp, wais, prospero);
   * `false` gives the plain step-2 percent-encoding instead, `true` forces ToASCII for any scheme.
   */
  idna?: boolean;
  /** RFC 6874 zone identifiers in IP literals (as parse() accepts them) */
  amendments?: Amendment[];
}

/**
 * Options of uriToIri().
 * @example
 * ```ts
 * uriToIri('http://xn--fsqu00a.example/', { idna: true }); // 'http://例子.example/'
 * ```
 */
export interface UriToIriOptions {
  /**
   * Convert punycode ("xn--") labels of a registered name to Unicode with ToUnicode (RFC 3987 §3.2.1:
   * "Implementations with scheme-specific knowledge MAY convert …"). Default false — the §3.2 steps
   * leave them, and a Unicode host can be a homograph of another.
   */
  idna?: boolean;
  amendments?: Amendment[];
}

/** Schemes whose ireg-name is a domain name (RFC 1738 §3.1 "fully qualified domain name", RFC 8089 §2, …). */
export const DOMAIN_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'file',
  'gopher',
  'telnet',
  'nntp',
  'wais',
  'prospero',
]);

/** Options may be omitted or null; anything but an object is a TypeError, not a crash further in. */
export function checkedOptions<T extends object>(fn: string, options: T | null | undefined): Partial<T> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new TypeError(`${fn}: options must be an object, not ${typeof options}`);
  return options;
}
