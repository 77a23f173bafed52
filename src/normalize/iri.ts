/**
 * What RFC 3987 §5.3 adds to RFC 3986's normalization for IRIs:
 *  - §5.3.2.3 percent-encoding normalization: an escaped UTF-8 sequence is decoded when it is an
 *    iunreserved character (or iprivate, in iquery) the component may hold as itself;
 *  - §5.3.2.1 case: only a "US-ASCII only host" is case-insensitive;
 *  - §5.3.2.2 character normalization: not applied, unless asked (`nfc: true`) for the section's
 *    exceptions — an IRI from a non-digital form or a non-UCS encoding.
 */
import { decodeIriEscapes } from '../encoding/iri-escapes';
import type { EditionName } from '../model/ast';

/** The parts of a reference whose escapes normalization reads. */
export type EscapedPart = 'userinfo' | 'host' | 'authority' | 'path' | 'params' | 'query' | 'fragment';

/**
 * §5.3.2.3: "decoding any percent-encoded octet sequence that corresponds to an unreserved
 * character" — for an IRI, iunreserved (§2.2: unreserved and ucschar) and, in iquery, where §2.2
 * allows iprivate as itself, iprivate. Never a reserved character, never octets that are not
 * well-formed UTF-8; and, as §3.2 step 4 (../encoding/iri-escapes.ts), not §4.1's bidi formatting
 * characters nor §6.1's look-alikes and invisible characters. Every other escape is written with
 * uppercase hex (§5.3.2.1).
 */
export function iriEscapes(text: string, part: EscapedPart): string {
  return decodeIriEscapes(text, { private: part === 'query', upper: true });
}

const NON_ASCII = /[^\x00-\x7f]/;

/** §5.3.2.1: "the scheme and US-ASCII only host are case insensitive" — is `host` one? */
export function isAsciiOnly(text: string): boolean {
  return !NON_ASCII.test(text);
}

/**
 * Whether to apply NFC (§5.3.2.2), from the options: only rfc3987 has character normalization; a
 * value other than a boolean is a TypeError, `true` with another edition a RangeError.
 */
export function wantsNfc(edition: EditionName, nfc: unknown): boolean {
  if (nfc === undefined || nfc === false) return false;
  if (nfc !== true) throw new TypeError(`options.nfc must be a boolean, not ${nfc === null ? 'null' : typeof nfc}`);
  if (edition !== 'rfc3987') {
    throw new RangeError(`options.nfc is RFC 3987's character normalization (§5.3.2.2); ${edition} has none`);
  }
  return true;
}
