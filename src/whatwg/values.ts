/**
 * What an RFC reading and the WHATWG reading are compared on. The URL Standard's parser serialises
 * what it reads (lowercase scheme, the host decoded and converted to ASCII, the default port
 * dropped, dot segments removed, some characters percent-encoded), so comparing its output with the
 * text an RFC grammar assigns would report a difference on nearly every input. Each side is
 * therefore brought to the form the two agree is the same — scheme and host case-insensitive (RFC
 * 3986 §3.1, §3.2.2), a percent-encoded byte's hex case (§2.1) and an escaped unreserved character
 * (§2.3) insignificant, an empty port or path the scheme's default (§6.2.3), dot segments removed
 * (§5.2.4, which every reference's resolution applies), an IRI's characters beyond ASCII
 * percent-encoded as RFC 3987 §3.1 maps them — and what remains differs in meaning.
 */
import type { UriReference } from '../model/ast';
import { removeDotSegments } from '../resolve/remove-dot-segments';
import { SPECIAL_SCHEMES, isSpecialScheme } from './reading';
import type { WhatwgUrl } from './reading';
import { domainToAscii, ipv6Canonical, lenientDecode, upperEscapes } from './host';
// characters beyond ASCII as RFC 3987 §3.1 step 2 writes them — the URL Standard's percent-encode sets hold them too
import { encodeBeyondAscii } from '../encoding/iri-to-uri';

/** The components the WHATWG reading is compared on, in the order of compare()'s differences. */
export const WHATWG_FIELDS = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
/** A component the WHATWG reading is compared on.
 *
 * @example
 * ```ts
 * const field: WhatwgField = 'host';
 * ```
 */
export type WhatwgField = (typeof WHATWG_FIELDS)[number];

/** A reading's values as compare() compares them with the WHATWG reading's.
 *
 * @example
 * ```ts
 * const w = whatwgParse('http://h/'); // w.ok && whatwgCompared(w.url).host === 'h'
 * ```
 */
export type Compared = Record<WhatwgField, string | undefined>;

/** RFC 3986 §2.3 unreserved characters: escaping them does not change the meaning (§6.2.2.2). */
function unescapeUnreserved(text: string): string {
  return upperEscapes(text).replace(/%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** The effective port: as a decimal number without leading zeros, the scheme's default when none. */
export function effectivePort(scheme: string | undefined, port: string | undefined): string | undefined {
  if (port !== undefined && port !== '') return port.replace(/^0+(?=\d)/, '');
  const fallback = scheme !== undefined ? SPECIAL_SCHEMES[scheme.toLowerCase()] : undefined;
  return fallback === undefined ? undefined : String(fallback);
}

/**
 * The host as a connection uses it: an IP literal in its canonical form, a name percent-decoded and
 * converted to ASCII (lowercase) for a special scheme, any other host lowercased; undefined when
 * absent, the written text when it cannot be converted.
 */
export function connectionHost(scheme: string | undefined, host: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  if (host.startsWith('[')) return ipv6Canonical(host) ?? host.toLowerCase();
  if (scheme === undefined || !isSpecialScheme(scheme.toLowerCase())) return unescapeUnreserved(encodeBeyondAscii(host)).toLowerCase();
  if (host === '') return '';
  return domainToAscii(lenientDecode(host)) ?? host;
}

/** An RFC reading's values, in the form they are compared with WHATWG's. */
export function rfcCompared(uri: UriReference): Compared {
  const scheme = uri.scheme?.toLowerCase();
  const special = scheme !== undefined && isSpecialScheme(scheme);
  // RFC 1808 and RFC 1738's ftp/prospero keep ";params" out of the path; WHATWG's path holds them
  let path = uri.params !== undefined ? `${uri.path};${uri.params}` : uri.path;
  if (uri.opaque === undefined && (uri.host !== undefined || path.startsWith('/'))) path = removeDotSegments(path);
  if (special && path === '' && uri.host !== undefined) path = '/';
  const userinfo = uri.userinfo === undefined || uri.userinfo === '' ? undefined : uri.userinfo.replace(/:$/, '');
  return {
    scheme,
    userinfo: userinfo === undefined ? undefined : lenientDecode(userinfo),
    host: connectionHost(scheme, uri.host),
    port: effectivePort(scheme, uri.port),
    path: unescapeUnreserved(encodeBeyondAscii(path)),
    query: uri.query === undefined ? undefined : unescapeUnreserved(encodeBeyondAscii(uri.query)),
    fragment: uri.fragment === undefined ? undefined : unescapeUnreserved(encodeBeyondAscii(uri.fragment)),
  };
}

/** The WHATWG reading's values, in the same form.
 *
 * @example
 * ```ts
 * const w = whatwgParse('HTTP://EXAMPLE.com:80/a');
 * if (w.ok) whatwgCompared(w.url); // { scheme: 'http', host: 'example.com', port: '80', path: '/a', … }
 * ```
 */
export function whatwgCompared(url: WhatwgUrl): Compared {
  const userinfo = url.username === '' && url.password === '' ? undefined : `${url.username}${url.password ? `:${url.password}` : ''}`;
  return {
    scheme: url.scheme,
    userinfo: userinfo === undefined ? undefined : lenientDecode(userinfo),
    host: url.host === undefined ? undefined : url.special ? url.host : connectionHost(url.scheme, url.host),
    port: effectivePort(url.scheme, url.port),
    path: unescapeUnreserved(url.path),
    query: url.query === undefined ? undefined : unescapeUnreserved(url.query),
    fragment: url.fragment === undefined ? undefined : unescapeUnreserved(url.fragment),
  };
}

/** The WHATWG value shown for a component (its own serialisation). */
export function whatwgShown(url: WhatwgUrl, field: WhatwgField): string | undefined {
  switch (field) {
    case 'userinfo':
      return url.username === '' && url.password === '' ? undefined : `${url.username}${url.password ? `:${url.password}` : ''}`;
    default:
      return url[field];
  }
}
