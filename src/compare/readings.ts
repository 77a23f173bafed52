/** What the explanations work on: each edition's outcome, the accepting readings, and how the input is quoted. */
import type { UriReference } from '../model/ast';
import type { Edition, ParseOptions, ParseResult } from '../editions/types';

/** [start, end) offsets into the input
 *
 * @example
 * ```ts
 * const r = parse('http://h/p'); // r.ok && r.uri.spans.host: [7, 8]
 * ```
 */
export type Span = readonly [number, number];

/** How explanations quote the input: the CLI masks a password here (RFC 3986 §7.5).
 *
 * @example
 * ```ts
 * new Masker(false, ['http://u:pw@h/']).quoter('http://u:pw@h/').text(9, 11); // '***'
 * ```
 */
export interface Quoter {
  /** the text of [start, end) as it may be shown */
  text(start: number, end: number): string;
}

export function plainQuoter(input: string): Quoter {
  return { text: (start, end) => input.slice(start, end) };
}

/** One edition's outcome, as compare() hands it over. */
export interface Outcome {
  edition: Edition;
  options: ParseOptions;
  result: ParseResult;
}

/** One accepting edition's reading of the input. */
export interface Reading {
  edition: Edition;
  options: ParseOptions;
  uri: UriReference;
}
