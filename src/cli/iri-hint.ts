/**
 * Non-ASCII input: no URI edition admits it (RFC 3986 §2: a URI is "a sequence of characters from a
 * very limited set: the letters of the basic Latin alphabet, digits, and a few special characters"),
 * but it may be an IRI (RFC 3987), which the rfc3987 edition reads and which maps to a URI (§3.1).
 * compare() says so itself when it compares rfc3987 (`Comparison.iri`: `iriLine`); where only URI
 * editions read the input (parse, compare --edition without rfc3987), the hint says what the IRI
 * edition makes of it. `compare --iri` compares the mapped URI.
 */
import { IRI_EDITION, convertIri } from '../compare/iri';
import type { IriConversion } from '../compare/iri';
import type { EditionName } from '../model/ast';
import { parse } from '../parse/parse';
import type { Masker } from '../redact/mask';

export { convertIri };
export type { IriConversion };

const NON_ASCII = /[^\u0000-\u007f]/;

/** What compare's table says when only the IRI edition accepts: the URI the IRI maps to, or why none. */
export function iriLine(conversion: IriConversion, masker: Masker): string {
  const only = `As an IRI: only ${IRI_EDITION} accepts it`;
  if (conversion.ok) {
    return `${only}; RFC 3987 §3.1 maps it to the URI ${masker.url(conversion.uri)} (compare --iri compares that URI)`;
  }
  return `${only}, and RFC 3987 §3.1 maps it to no URI: ${masker.reason(conversion.error)}`;
}

/**
 * The hint for an input that URI editions reject (undefined for an ASCII input, and after the IRI
 * edition's own rejection, which says why itself): whether it is an IRI, and the URI it maps to.
 */
export function iriHint(input: string, masker: Masker, edition?: EditionName): string | undefined {
  if (edition === IRI_EDITION || !NON_ASCII.test(input)) return undefined;
  const none = 'hint: non-ASCII characters are not allowed in a URI by any edition';
  const asIri = parse(input, IRI_EDITION);
  if (!asIri.ok) return `${none}, and it is not an IRI either (RFC 3987): ${masker.reason(asIri.error)}`;
  const c = convertIri(input);
  const read = `it is an IRI (RFC 3987: --edition ${IRI_EDITION})`;
  if (c.ok) return `${none}; ${read}, which maps to the URI ${masker.url(c.uri)} (uri-editions iri to-uri, or compare --iri)`;
  return `${none}; ${read}, but it maps to no URI: ${masker.reason(c.error)}`;
}
