/**
 * IRIs (RFC 3987) and internationalized hosts.
 *
 *  - `iriToUri(iri)`: RFC 3987 §3.1. The IRI must match §2.2's IRI-reference (with §4.1's ban on
 *    bidirectional formatting characters); step 1 variant c (a JavaScript string is Unicode: no NFC);
 *    step 2: every ucschar / iprivate character becomes its UTF-8 octets as uppercase %HH; and, for
 *    schemes known to use domain names in ireg-name, each label of a non-ASCII ireg-name goes
 *    through ToASCII (RFC 3490 §4.1, UseSTD3ASCIIRules) — `tr46` (UTS #46) with its STD3, hyphen,
 *    bidi, joiner and DNS-length checks (./idna.ts), and RFC 3491 §6's bidi rule on each label.
 *  - `uriToIri(uri)`: RFC 3987 §3.2 steps 1–5: decode the percent-encodings of unreserved characters
 *    and of well-formed UTF-8 that makes characters appropriate in an IRI (§2.2, §4.1, §6.1); keep
 *    the rest, re-encoding with uppercase hex; and keep in URI notation any component that would
 *    break §4.2's bidi rules. Punycode labels become Unicode only when asked (`idna: true`).
 */
export { iriToUri } from './iri-to-uri';
export { uriToIri } from './uri-to-iri';
export { isIprivate, isUcschar } from './iri-chars';
export { isBidiFormatting, satisfiesBidiRules } from '../editions/iri-bidi';
export type { IriToUriOptions, UriToIriOptions } from './iri-options';
