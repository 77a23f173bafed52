/**
 * The WHATWG reading: what the runtime's own `URL` (the URL Standard's basic URL parser — in Node,
 * the Ada parser; in a browser, the browser's) makes of a string, as plain data in the URL
 * Standard's own terms (§4.1 "URL representation"): scheme, username, password, host and its kind
 * (§3.1 "Host representation": domain, IPv4, IPv6, opaque host, empty host), port, path, query,
 * fragment, and the serialised href.
 *
 * The URL API flattens two distinctions the URL record keeps — a null host against an empty one,
 * a null query or fragment against an empty one — so they are read back from the href, which the
 * URL serializer (§4.5) writes from the record: "//" after the scheme exactly when the host is
 * non-null, "?" exactly when the query is non-null, "#" exactly when the fragment is.
 */

/** §3.1 "Host representation": a host is a domain, an IP address, an opaque host or an empty host.
 *
 * @example
 * ```ts
 * const w = whatwgParse('http://127.1/'); // w.ok && w.url.hostType === 'ipv4'
 * ```
 */
export type WhatwgHostType = 'domain' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/** A URL record (URL Standard §4.1) as the runtime's URL serialises it.
 *
 * @example
 * ```ts
 * const w = whatwgParse('http://u@h:8080/p?q'); // w.ok && w.url: { scheme: 'http', username: 'u', host: 'h', port: '8080', … }
 * ```
 */
export interface WhatwgUrl {
  /** lowercase, without the ":" */
  scheme: string;
  /** §4.2: http, https, ws, wss, ftp and file are special */
  special: boolean;
  /** percent-encoded with the userinfo percent-encode set; '' when none */
  username: string;
  password: string;
  /** the serialised host (IPv6 in brackets); undefined when the host is null */
  host?: string;
  hostType?: WhatwgHostType;
  /** digits; undefined when the port is null (absent, or the scheme's default port) */
  port?: string;
  /** the serialised path: a list path with its leading "/", or an opaque path as it is */
  path: string;
  /** whether the path is opaque (a non-special URL with no "/" after the scheme's ":") */
  opaquePath: boolean;
  /** without the "?"; undefined when null */
  query?: string;
  /** without the "#"; undefined when null */
  fragment?: string;
  /** the URL serializer's output (§4.5) */
  href: string;
}

/** Why the WHATWG reading has no URL: the parser returned failure.
 *
 * @example
 * ```ts
 * whatwgParse('http://a b/'); // { ok: false, standard: 'whatwg', error: { message: 'Invalid URL', input: 'http://a b/' } }
 * ```
 */
export interface WhatwgFailure {
  /** the runtime's own message (e.g. "Invalid URL") */
  message: string;
  input: string;
  base?: string;
}

/**
 * What the runtime's URL made of a string: the URL record as data, or the failure.
 * @example
 * ```ts
 * const r = whatwgParse('HTTP://EXAMPLE.com/a/../b');
 * if (r.ok) r.url.href; // 'http://example.com/b'
 * ```
 */
export type WhatwgResult =
  | { ok: true; standard: 'whatwg'; url: WhatwgUrl; /** absent on success */ error?: undefined }
  | { ok: false; standard: 'whatwg'; error: WhatwgFailure; /** absent on failure */ url?: undefined };

/** §4.2 "URL miscellaneous": the special schemes and their default ports (file has none). */
export const SPECIAL_SCHEMES: Readonly<Record<string, number | undefined>> = {
  ftp: 21,
  file: undefined,
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
};

export function isSpecialScheme(scheme: string): boolean {
  return Object.prototype.hasOwnProperty.call(SPECIAL_SCHEMES, scheme);
}

/**
 * The WHATWG reading of `input` (against `base` when given). Never throws for strings: the parser's
 * failure (and a base that is itself not a URL) is a value.
 *
 * @example
 * ```ts
 * const w = whatwgParse('HTTP://EXAMPLE.com:80/a'); // w.ok && w.url.href === 'http://example.com/a'
 * ```
 */
export function whatwgParse(input: string, base?: string): WhatwgResult {
  if (typeof input !== 'string') throw new TypeError(`whatwgParse expects a string, not ${input === null ? 'null' : typeof input}`);
  if (base !== undefined && typeof base !== 'string') throw new TypeError('the base must be a string');
  let url: URL;
  try {
    url = base === undefined ? new URL(input) : new URL(input, base);
  } catch (error) {
    // read by shape, not instanceof: a URL from another realm (a vm context, a test runner) throws that realm's TypeError
    const message = typeof (error as Error | undefined)?.message === 'string' ? (error as Error).message : String(error);
    return { ok: false, standard: 'whatwg', error: base === undefined ? { message, input } : { message, input, base } };
  }
  return { ok: true, standard: 'whatwg', url: record(url) };
}

/** The URL record behind a URL object, read through its API and its href. */
function record(url: URL): WhatwgUrl {
  const href = url.href;
  const scheme = url.protocol.slice(0, -1);
  const special = isSpecialScheme(scheme);
  const hash = href.indexOf('#');
  const beforeHash = hash < 0 ? href : href.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const hasHost = href.startsWith('//', scheme.length + 1);
  const out: WhatwgUrl = {
    scheme,
    special,
    username: url.username,
    password: url.password,
    path: url.pathname,
    opaquePath: !hasHost && !url.pathname.startsWith('/'),
    href,
  };
  if (hasHost) {
    out.host = url.hostname;
    out.hostType = hostType(url.hostname, special);
  }
  if (url.port !== '') out.port = url.port;
  if (question >= 0) out.query = beforeHash.slice(question + 1);
  if (hash >= 0) out.fragment = href.slice(hash + 1);
  return out;
}

/** The serialised IPv4 address (§3.6 "Host serializing": four decimal numbers joined by "."). */
const SERIALISED_IPV4 = /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/;

/**
 * The kind of a serialised host: "[…]" is an IPv6 address; a special URL's host is a domain or an
 * IPv4 address (§3.5: a domain that ends in a number is parsed as IPv4, so a serialised domain never
 * looks like a dotted quad); a non-special URL's host is an opaque host (IPv6 aside).
 */
function hostType(host: string, special: boolean): WhatwgHostType {
  if (host === '') return 'empty';
  if (host.startsWith('[')) return 'ipv6';
  if (!special) return 'opaque';
  return SERIALISED_IPV4.test(host) ? 'ipv4' : 'domain';
}
