/**
 * What scheme-based normalization knows about schemes (RFC 3986 §6.2.3; RFC 2396 §6; RFC 1738 §3):
 * each scheme's default port, whether an empty path means "/", and whether a host has a default
 * ("localhost") that is written as the empty host.
 *
 * Only schemes whose definitions say so are here: for any other scheme the port, the path and the
 * host are kept (§6.1: comparison must "strictly avoid false positives").
 */

export interface SchemeRules {
  /** the port assumed when it is omitted */
  defaultPort?: number;
  /** whether an empty path (with an authority) is equivalent to "/" */
  emptyPathIsSlash: boolean;
  /** a host name equivalent to the empty host */
  localHost?: string;
  /** where the definition says so */
  source: string;
}

export const SCHEMES: Readonly<Record<string, SchemeRules>> = {
  // RFC 1738 §3.3: "If :<port> is omitted, the port defaults to 80 … If neither <path> nor
  // <searchpart> is present, the "/" may also be omitted." RFC 3986 §6.2.3 uses it as its example.
  http: { defaultPort: 80, emptyPathIsSlash: true, source: 'RFC 1738 §3.3; RFC 3986 §6.2.3; RFC 9110 §4.2.1' },
  // RFC 9110 §4.2.2: https is http over TLS with default port 443.
  https: { defaultPort: 443, emptyPathIsSlash: true, source: 'RFC 9110 §4.2.2' },
  // RFC 6455 §3: "the default for "ws" is port 80, while the default for "wss" is port 443"; an
  // empty path is sent as "/".
  ws: { defaultPort: 80, emptyPathIsSlash: true, source: 'RFC 6455 §3' },
  wss: { defaultPort: 443, emptyPathIsSlash: true, source: 'RFC 6455 §3' },
  // RFC 1738 §3.2: "If :<port> is omitted, the port defaults to 21"; §3.2.2: "The whole url-path
  // may be omitted, including the "/" delimiting it".
  ftp: { defaultPort: 21, emptyPathIsSlash: true, source: 'RFC 1738 §3.2, §3.2.2' },
  // RFC 1738 §3.10: "<host> can be the string "localhost" or the empty string; this is interpreted
  // as `the machine from which the URL is being interpreted'"; RFC 8089 §2: "localhost" is
  // interpreted "exactly as if no authority were present"; RFC 3986 §6.2.3: a reference to the
  // default "should be normalized to an empty authority".
  file: { emptyPathIsSlash: true, localHost: 'localhost', source: 'RFC 1738 §3.10; RFC 8089 §2; RFC 3986 §6.2.3' },
  // RFC 1738 §3.4: "If :<port> is omitted, the port defaults to 70 … The entire <gopher-path> may
  // also be empty, in which case the delimiting "/" is also optional".
  gopher: { defaultPort: 70, emptyPathIsSlash: true, source: 'RFC 1738 §3.4' },
  // RFC 1738 §3.8: "The final "/" character may be omitted. If :<port> is omitted, the port
  // defaults to 23."
  telnet: { defaultPort: 23, emptyPathIsSlash: true, source: 'RFC 1738 §3.8' },
  // RFC 1738 §3.7, §3.9, §3.11: default ports (their paths are required, so never empty).
  nntp: { defaultPort: 119, emptyPathIsSlash: false, source: 'RFC 1738 §3.7' },
  wais: { defaultPort: 210, emptyPathIsSlash: false, source: 'RFC 1738 §3.9' },
  prospero: { defaultPort: 1525, emptyPathIsSlash: false, source: 'RFC 1738 §3.11' },
};

/** The rules for a scheme (already lowercased), or undefined for a scheme not in the table. */
export function schemeRules(scheme: string | undefined): SchemeRules | undefined {
  if (scheme === undefined) return undefined;
  return Object.prototype.hasOwnProperty.call(SCHEMES, scheme) ? SCHEMES[scheme] : undefined;
}

/** Whether `port` (digits, maybe with leading zeros) is the number `defaultPort`. */
export function isDefaultPort(port: string, defaultPort: number | undefined): boolean {
  if (defaultPort === undefined || !/^[0-9]+$/.test(port)) return false;
  return port.replace(/^0+(?=[0-9])/, '') === String(defaultPort);
}
