/**
 * Non-ASCII input: no edition's URI grammar admits it (RFC 3986 §2: a URI is "a sequence of
 * characters from a very limited set: the letters of the basic Latin alphabet, digits, and a few
 * special characters"), but it may be an IRI (RFC 3987), which maps to a URI (§3.1). The hint says
 * so and shows the mapping; `compare --iri` compares the mapped URI.
 */
import { iriToUri } from '../encoding/iri';
import { UriSyntaxError } from '../model/errors';
import type { Masker } from '../redact/mask';

const NON_ASCII = /[^\u0000-\u007f]/;

export type IriConversion = { ok: true; uri: string } | { ok: false; error: UriSyntaxError };

/** `input` mapped from an IRI to a URI, or why it cannot be. */
export function convertIri(input: string): IriConversion {
  try {
    return { ok: true, uri: iriToUri(input) };
  } catch (error) {
    if (error instanceof UriSyntaxError) return { ok: false, error };
    throw error;
  }
}

/** The hint for an input with non-ASCII characters (undefined for an ASCII one), masked. */
export function iriHint(input: string, masker: Masker): string | undefined {
  if (!NON_ASCII.test(input)) return undefined;
  const c = convertIri(input);
  if (c.ok) {
    return `hint: non-ASCII characters are not allowed in a URI by any edition; as an IRI (RFC 3987) it maps to the URI ${masker.url(c.uri)} (uri-editions iri to-uri, or compare --iri)`;
  }
  return `hint: non-ASCII characters are not allowed in a URI by any edition, and it is not an IRI either (RFC 3987): ${masker.reason(c.error)}`;
}
