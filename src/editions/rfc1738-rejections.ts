/**
 * What RFC 1738 says of a URL its grammar rejects, beyond the grammar's own error: uppercase schemes
 * (§5), relative references (§2.3), "#" (§2.2), unsafe characters (§2.2), and the forms a scheme
 * restricts (§3.3, §3.11, §5).
 */
import { pctEncodeChar } from '../kit/hex';
import { cite } from '../model/errors';
import type { UriSyntaxErrorDetails } from '../model/errors';
import { NATIONAL, PUNCTUATION } from '../../grammars/rfc1738';
import type { RejectionDetails } from './define';
import type { ParseOptions } from './types';

const UPPER = /[A-Z]/;

const SCHEME_PREFIX = /^[A-Za-z0-9+.-]+:/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

/** What RFC 1738 says of a rejection: uppercase schemes, relative references, "#", unsafe characters, scheme forms. */
export function explain(error: RejectionDetails, options: ParseOptions): UriSyntaxErrorDetails {
  const { input } = error;
  const scheme = SCHEME_PREFIX.exec(input)?.[0].slice(0, -1);

  // 1. An uppercase scheme (§5's remark on case-ignore).
  if (scheme !== undefined && options.caseInsensitiveScheme !== true && UPPER.test(scheme)) {
    const offset = scheme.search(UPPER);
    return {
      edition: 'rfc1738',
      input,
      offset,
      expected: error.offset === offset ? error.expected : ['scheme'],
      rule: 'scheme',
      section: '5',
      replaces: true,
      note:
        `uppercase ${JSON.stringify(input[offset])} at offset ${offset} in scheme (RFC 1738 §5): ` +
        'scheme = 1*[ lowalpha | digit | "+" | "-" | "." ] — "the scheme is in lower case; interpreters ' +
        'should use case-ignore" (the caseInsensitiveScheme option is such an interpreter)',
    };
  }

  // 2. No scheme at all: a relative reference, which RFC 1738 does not have.
  if (scheme === undefined) {
    return {
      ...error,
      note:
        'RFC 1738 has no relative URLs ("Relative links are not described in this document", §2.3): ' +
        'a URL is scheme ":" schemepart (§5)',
    };
  }

  const c = input[error.offset];
  if (c === undefined) return error;

  // 3. "#": a fragment is not part of a URL.
  if (c === '#' && options.allowFragment !== true) {
    const where = ` in ${error.rule}${error.section ? ` (${cite(error.section, '1738')})` : ''}`;
    return {
      ...error,
      replaces: true,
      note:
        `"#" at offset ${error.offset}${where}: a fragment is not part of a URL — "#" is unsafe ` +
        '(RFC 1738 §2.2: it is used "to delimit a URL from a fragment/anchor identifier that might follow it") ' +
        'and must be encoded as %23; RFC 1808 §2.1 later allowed a trailing "#" fragment (the allowFragment option)',
    };
  }

  // 4. A character that may never appear unencoded (§2.2); 5. scheme-specific forms (§3.3, §3.11, §5).
  const note = unsafeNote(c, input, error.offset) ?? schemeNote(scheme, c, input, error);
  return note === undefined ? error : { ...error, note };
}


/** §2.2: characters that must always be encoded, and "%" that does not begin an escape. */
function unsafeNote(c: string, input: string, offset: number): string | undefined {
  if (c === '%') {
    if (HEX2.test(input.slice(offset + 1, offset + 3))) return undefined;
    return '"%" only begins an escape = "%" hex hex (§5); a "%" itself is unsafe and must be encoded as %25 (§2.2)';
  }
  const code = c.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) {
    return 'control characters must be encoded (§2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character set")';
  }
  if (code > 0x7f) {
    return 'only graphic US-ASCII characters are written in URLs (§2.2); other octets must be encoded as "%" hex hex';
  }
  if (c === ' ') return '" " is unsafe (§2.2) and must be encoded as %20';
  if (NATIONAL.has(c)) return `${JSON.stringify(c)} is unsafe (§2.2; national in §5) and must be encoded as ${pctEncodeChar(c)}`;
  if (PUNCTUATION.has(c)) return `${JSON.stringify(c)} is unsafe (§2.2; punctuation in §5) and must be encoded as ${pctEncodeChar(c)}`;
  return undefined;
}

/** The schemes whose rule takes hostport, not login: no user name or password. */
const HOSTPORT_ONLY: Readonly<Record<string, string>> = {
  http: '§3.3: "No user name or password is allowed."',
  prospero: '§3.11: "No username or password is allowed."',
  gopher: '§5',
  wais: '§5',
  nntp: '§5',
};

/** Notes on the forms RFC 1738 restricts per scheme: http's "?" and userinfo, and the like. */
function schemeNote(scheme: string, c: string, input: string, error: RejectionDetails): string | undefined {
  const name = scheme.toLowerCase();
  const hostStart = scheme.length + 3;
  const slash = input.indexOf('/', hostStart);
  const authorityEnd = slash < 0 ? input.length : slash;
  const inAuthority = input.startsWith('//', scheme.length + 1) && error.offset < authorityEnd;
  const at = input.indexOf('@', hostStart);
  if (inAuthority && at >= 0 && at < authorityEnd && HOSTPORT_ONLY[name]) {
    return `${name}url has no user name or password: it takes hostport, not login (${HOSTPORT_ONLY[name]})`;
  }
  if (name === 'http' && c === '?' && inAuthority) {
    return 'a search follows a path: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (§5)';
  }
  if (name === 'http' && error.rule === 'search' && (c === '/' || c === '?')) {
    return `${JSON.stringify(c)} is reserved within the <searchpart> (§3.3) and not a search character (§5): encode it as ${pctEncodeChar(c)}`;
  }
  return undefined;
}
