/**
 * Query strings as ordered attribute–value pairs.
 *
 * RFC 3986 §3.4 leaves the query's structure to the scheme and the resource; the common structure
 * is HTML's form data: "name=value" pairs separated by "&", spaces written "+" (RFC 1866 §8.2.1,
 * application/x-www-form-urlencoded). HTML 4.01 Appendix B.2.2 then advised "CGI implementors"
 * to accept ";" in place of "&", so that "&" need not be escaped in HTML attributes. WHATWG
 * URLSearchParams and Python since CVE-2021-23336 (cache poisoning through ";") split on "&" only —
 * so that is the default here, and `separators: '&;'` opts in to both.
 *
 * The result is an array of [name, value] arrays: no object is built from the names, so a name
 * such as "__proto__", "constructor" or "hasOwnProperty" is just a string.
 */
import { percentDecode } from './percent';

/**
 * Options of parseQuery(): the pair separators, and whether "+" means a space.
 * @example
 * ```ts
 * parseQuery('a=1;b=x+y', { separators: ';', plus: true }); // [['a', '1'], ['b', 'x y']]
 * ```
 */
export interface ParseQueryOptions {
  /** the characters that separate pairs; default '&' (pass '&;' for HTML 4.01 B.2.2's ";" as well) */
  separators?: string;
  /** decode "+" as a space (application/x-www-form-urlencoded, RFC 1866 §8.2.1); default false */
  plus?: boolean;
  /** percent-decode names and values (strictly, see percentDecode); default true */
  decode?: boolean;
}

/**
 * Split `query` (the text after "?", without it) into ordered [name, value] pairs: pairs are
 * separated by any of `separators`, empty pairs (as in "a=1&&b=2") are skipped, a name is split
 * from its value at the first "=", and a pair without "=" has the value ''. Names and values are
 * percent-decoded as UTF-8, strictly: a malformed "%" or invalid UTF-8 throws a
 * PercentEncodingError (its offset is into the name or value it was found in).
 *
 * @example
 * ```ts
 * parseQuery('a=1&b=x%20y;c', { separators: '&;' }); // [['a', '1'], ['b', 'x y'], ['c', '']]
 * ```
 */
export function parseQuery(query: string, options: ParseQueryOptions = {}): [string, string][] {
  if (typeof query !== 'string') throw new TypeError(`parseQuery expects a string, not ${query === null ? 'null' : typeof query}`);
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const { separators = '&', plus = false, decode = true } = options;
  if (typeof separators !== 'string' || separators.length === 0) {
    throw new TypeError('options.separators must be a non-empty string of separator characters');
  }
  for (const c of separators) {
    if (c === '=' || c === '%' || (plus && c === '+')) {
      throw new RangeError(`${JSON.stringify(c)} cannot separate pairs: it is part of the pairs' own syntax`);
    }
  }
  const split = new RegExp(`[${separators.replace(/[\\\]^-]/g, '\\$&')}]`, 'u');
  const out: [string, string][] = [];
  if (query === '') return out;
  for (const pair of query.split(split)) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const value = eq < 0 ? '' : pair.slice(eq + 1);
    out.push([decodePart(name, plus, decode), decodePart(value, plus, decode)]);
  }
  return out;
}

function decodePart(text: string, plus: boolean, decode: boolean): string {
  const spaced = plus ? text.replace(/\+/g, ' ') : text;
  return decode ? percentDecode(spaced) : spaced;
}
