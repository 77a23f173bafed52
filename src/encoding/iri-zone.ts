/**
 * iriToUri's `amendments: ['rfc6874']`: an IRI whose IP literal holds an RFC 6874 zone identifier.
 * RFC 3987 §2.2 says "This syntax does not support IPv6 scoped addressing zone identifiers", and
 * RFC 6874 updates RFC 3986 only, so the rfc3987 edition has no such amendment. Asked for it, the
 * mapping reads the IRI as the two texts divide it: the IP literal, zone included, must be RFC 6874
 * §2's IP-literal, and the IRI without the zone identifier must be an IRI-reference (RFC 3987 §2.2).
 */
import { rejection } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';
import { checkRule, parse } from '../parse/parse';

/**
 * A scheme (optional), "//", a userinfo (optional), then "[" and the address up to the first "%25",
 * the zone identifier, "]" (RFC 3986 Appendix B's delimiters: nothing here is validated, only found).
 */
const ZONED = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/(?:[^/?#@[\]]*@)?(\[[^/?#[\]%]*)(%25[^/?#[\]]*)\]/;

/**
 * true when `iri` is an IRI reference whose IP literal has an RFC 6874 zone identifier; the
 * UriSyntaxError (offsets in `iri`) when it has a zone identifier but is not one; undefined when it
 * has none.
 */
export function withZoneIdentifier(iri: string): true | UriSyntaxError | undefined {
  const m = ZONED.exec(iri);
  if (!m) return undefined;
  const [whole, address, zone] = m;
  const literalStart = whole.length - address.length - zone.length - 1;
  const zoneStart = literalStart + address.length;
  const zoneEnd = zoneStart + zone.length;
  const literal = checkRule('rfc3986', 'IP-literal', iri.slice(literalStart, zoneEnd + 1), { amendments: ['rfc6874'] });
  if (literal) return moved(literal, iri, (k) => k + literalStart);
  const rest = parse(iri.slice(0, zoneStart) + iri.slice(zoneEnd), 'rfc3987');
  if (!rest.ok) return moved(rest.error, iri, (k) => (k < zoneStart ? k : k + zone.length));
  return true;
}

/** `error` restated on `input`, its offset mapped back by `at`. */
function moved(error: UriSyntaxError, input: string, at: (offset: number) => number): UriSyntaxError {
  return rejection({
    edition: error.edition,
    input,
    offset: at(error.offset),
    expected: error.expected,
    ...(error.rule !== undefined ? { rule: error.rule } : {}),
    ...(error.section !== undefined ? { section: error.section } : {}),
    ...(error.note !== undefined ? { note: error.note } : {}),
  });
}
