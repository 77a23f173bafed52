/**
 * Every warning the library gives, by its stable code: what it means, in one line. A Warning says
 * which edition's rule and section it comes from; the code says what kind of remark it is (the way
 * rust-url's SyntaxViolation lists its violations).
 */

/** Remarks on an accepted input: valid, but not as the edition recommends (parse(), compare()). */
export const PARSE_WARNINGS = {
  'scheme-case': 'the scheme has uppercase letters; schemes are case-insensitive and canonically lowercase',
  'userinfo-password': 'the userinfo holds a password ("user:password"), which the edition deprecates or calls unwise',
  'host-case': 'the registered name has uppercase letters; lowercase should be used for consistency',
  'empty-port': 'the port is empty: its ":" should be omitted',
  'pct-lowercase': 'a percent-encoding uses lowercase hexadecimal digits; uppercase is canonical',
  'pct-unreserved': 'an unreserved character is percent-encoded, which it need not be',
  'not-generic-rl': 'an absolute URL that does not fit the generic-RL syntax, so it cannot serve as a base URL',
  'colon-in-first-segment': 'a relative path whose first segment holds ":" may be taken for a scheme',
  'ftp-type-d': 'the ftp ";type=d" parameter, which should not be used where relative URLs are allowed',
  'login-delimiter': 'the net_loc holds an unencoded ":" or "@" within the user or password',
  'host-not-1738': 'the host is not an RFC 1738 host (a domain name or four decimal groups)',
  fragment: 'a "#" fragment, which is not part of an RFC 1738 URL (accepted by allowFragment)',
  'gopher-selector-tab': 'a gopher selector holding an encoded tab (%09) that does not start a valid search',
  'iri-bidi-formatting': 'the IRI holds a bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO, PDF), which RFC 3987 forbids',
  'iri-bidi-mixed': 'a component mixes right-to-left and left-to-right characters, or uses right-to-left ones without starting and ending with one',
  'iri-not-nfc': 'the IRI is not in Unicode Normalization Form C',
  'iri-lookalike': 'the IRI holds a visual look-alike of an ASCII letter, space or delimiter (full-width forms, half-width Katakana, other spaces, slash and dot look-alikes)',
  'pct-not-utf8': 'percent-encoded octets that are not well-formed UTF-8 (an overlong form such as %C0%AF, a surrogate, a stray continuation octet)',
} as const;

/** Remarks on a resolution (resolveAll()): what the edition's algorithm did that deserves a note. */
export const RESOLUTION_WARNINGS = {
  'empty-base': 'the base is empty, so the reference is taken as absolute',
  'grammar-unavailable': "the edition's grammar is not available, so base and reference were not checked against it",
  'base-not-derivable': "the base is not derivable from the edition's grammar as an absolute URI (or only as a relative reference)",
  'reference-not-derivable': "the reference is not derivable from the edition's grammar; it was resolved as the algorithm splits it",
  'same-scheme-reference': "the reference starts with the base's scheme, so strict parsers take it as absolute",
  'scheme-ignored': "the reference's scheme equals the base's and was ignored ({ strict: false })",
  'empty-net-loc': "the reference's net_loc is empty, so the base's is inherited",
  'dot-segments-retained': 'the merged path still begins with ".." segments, which are retained',
  'empty-base-path': 'the base has an authority and an empty path, so the merged path is written straight after it',
  'empty-component': 'an empty component the edition does not distinguish from an absent one was dropped',
  'partial-no-slash-run': "the context has no run of exactly as many slashes as the partial form starts with, so only the context's scheme is kept (RFC 1630)",
  'same-document': 'a reference to the current document',
  'path-guarded': 'the resolved path starts with "//" and the target has no authority: "/." was written before it, so that it does not read back as a host',
  'path-read-as-authority': 'the RFC-literal recomposition ({ unsafeRecomposition: true }) wrote a path starting with "//" after the scheme: it reads back as a host',
  'authority-changed': "the recomposed target's authority reads back differently from the one the algorithm computed (a reference glued onto an authority)",
} as const;

/**
 * The code of a warning parse() adds to an accepted string (a remark of the edition's text).
 * @example
 * ```ts
 * const r = parse('HTTP://a/', 'rfc1738', { caseInsensitiveScheme: true });
 * if (r.ok) r.warnings.map((w) => w.code);
 * ```
 */
export type ParseWarningCode = keyof typeof PARSE_WARNINGS;
/**
 * The code of a warning resolveAll() adds to a resolution.
 * @example
 * ```ts
 * resolveAll('http://a/b/c/d;p?q', '../../../g').rfc3986; // warnings name the dot-segments above the root
 * ```
 */
export type ResolutionWarningCode = keyof typeof RESOLUTION_WARNINGS;
/**
 * Any warning's code: a stable string to match on (each Warning also has a message).
 * @example
 * ```ts
 * const r = parse('http://a/b', 'rfc2396');
const codes: WarningCode[] = r.ok ? r.warnings.map((w) => w.code) : [];
 * ```
 */
export type WarningCode = ParseWarningCode | ResolutionWarningCode;
