/**
 * A string only the IRI edition accepts. RFC 3986 §2: a URI is "a sequence of characters from a
 * very limited set"; RFC 3987 §2.2 adds `ucschar` and `iprivate` (characters beyond ASCII), and §3.1
 * maps every IRI to a URI. When the URI editions compared all reject a string that rfc3987 accepts,
 * compare() says what that mapping (iriToUri) gives: `Comparison.iri`.
 */
import type { EditionName } from '../model/ast';
import type { ParseResult } from '../editions/types';
import { UriSyntaxError } from '../model/errors';
import { iriToUri } from '../encoding/iri';

/** The IRI edition (RFC 3987): the one grammar that admits characters beyond ASCII. */
export const IRI_EDITION: EditionName = 'rfc3987';

/**
 * What an IRI maps to (RFC 3987 §3.1, `iriToUri`): the URI, or why there is none (a host that
 * IDNA's ToASCII refuses, an `iprivate` character outside the query, …).
 *
 * @example
 * ```ts
 * compare('http://例子.卷筒纸').iri; // { ok: true, uri: 'http://xn--fsqu00a.xn--3lr804guic' }
 * ```
 */
export type IriConversion = { ok: true; uri: string; /** absent on success */ error?: undefined } | { ok: false; error: UriSyntaxError; /** absent on failure */ uri?: undefined };

/** `input` mapped from an IRI to a URI, or why it cannot be. */
export function convertIri(input: string): IriConversion {
  try {
    return { ok: true, uri: iriToUri(input) };
  } catch (error) {
    if (error instanceof UriSyntaxError) return { ok: false, error };
    throw error;
  }
}

/**
 * `input`'s conversion, made on the first call and then kept: `Comparison.iri` and the explanations
 * of one comparison share it (a conversion is a pass over the input, slow on megabytes beyond ASCII).
 */
export function conversionOf(input: string): () => IriConversion {
  let conversion: IriConversion | undefined;
  return () => (conversion ??= convertIri(input));
}

/**
 * Whether `results` are those of a string only the IRI edition accepts: rfc3987 compared and
 * accepting, at least one other edition compared, and every other one rejecting.
 */
export function onlyAsIri(compared: readonly EditionName[], results: Partial<Record<EditionName, ParseResult>>): boolean {
  if (compared.length < 2 || !compared.includes(IRI_EDITION)) return false;
  for (const name of compared) if (results[name]?.ok !== (name === IRI_EDITION)) return false;
  return true;
}
