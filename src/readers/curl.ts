/**
 * curl's URL parser as a transfer uses it: libcurl 8.21.0's `curl_url_set(h, CURLUPART_URL, url,
 * CURLU_GUESS_SCHEME | CURLU_NON_SUPPORT_SCHEME)` — the flags lib/url.c passes for CURLOPT_URL,
 * and so what `curl --globoff URL` does (without -g the curl tool first expands "[…]" and "{…}"
 * as globs) — from lib/urlapi.c (`parseurl` and the functions it calls):
 *
 *  - the string is a C string: it ends at its first NUL;
 *  - `Curl_junkscan`: a byte up to 0x20 (space included) or 0x7f anywhere fails (MALFORMED_INPUT);
 *  - `Curl_is_absolute_url` in guessing mode: a scheme is an ASCII letter and up to 39 letters,
 *    digits, "+", "-", "." followed by ":/" — so "host:80" and "data:x" have none; any scheme is
 *    taken (NON_SUPPORT_SCHEME); then one to three "/" (BAD_SLASHES otherwise);
 *  - no scheme: the string starts with the authority, and the scheme is guessed from the host
 *    (`guess_scheme`: "ftp.", "dict.", "ldap.", "imap.", "smtp.", "pop3." prefixes, else http);
 *  - "file:" is `parse_file`: a host only if it is "localhost" or "127.0.0.1";
 *  - the authority runs to the first "/", "?" or "#"; the login ends at its FIRST "@"
 *    (`parse_hostname_login`), the user at the login's first ":";
 *  - `parse_port`: after "[…]" only ":" may follow; otherwise the port follows the first ":";
 *    digits only, at most 65535; an empty port is the default one (an error without a scheme);
 *  - the host is percent-decoded (`urldecode_host`, a decoded control byte fails), then read as an
 *    IPv4 number in any of inet_aton's forms (`ipv4_normalize`: "0x7f.1" is 127.0.0.1), an IPv6
 *    literal with an optional zone id of 1–15 characters after "%" or "%25" (`ipv6_parse`), or a
 *    name without " \r\n\t/:#?!@{}[]\$'"^`*<>=;,+&()%|" and not ending in two dots (`hostname_check`).
 */

import type { ClientParsed, Reader } from './reader';

/** The libcurl release modelled. */
export const CURL_VERSION = '8.21.0' as const;

export interface CurlUrl {
  ok: true;
  scheme: string;
  /** whether the scheme was guessed from the host */
  guessed: boolean;
  /** the host as curl_url_get(CURLUPART_HOST) gives it: an IPv4 number dotted, IPv6 compressed in brackets, a name decoded; '' for file: */
  host: string;
  hostType: 'ipv4' | 'ipv6' | 'name' | 'empty';
  zone?: string;
  /** the port as written (undefined: none, or empty) */
  port?: number;
  /** where the host starts in the input (after the login's "@") */
  hostOffset?: number;
  user?: string;
  password?: string;
  /** [start, end) of the password in the input */
  passwordSpan?: [number, number];
}

export interface CurlError {
  ok: false;
  /** the CURLUcode's name */
  error: string;
}

export type CurlResult = CurlUrl | CurlError;

const fail = (error: string): CurlError => ({ ok: false, error: `CURLUE_${error}` });

/** Characters `hostname_check` rejects in a name. */
const BAD_NAME = /[ \r\n\t/:#?!@{}[\]\\$'"^`*<>=;,+&()%|]/;

/** `curl_url_set(CURLUPART_URL, input, CURLU_GUESS_SCHEME | CURLU_NON_SUPPORT_SCHEME)`. */
export function curlUrl(input: string): CurlResult {
  const nul = input.indexOf('\u0000');
  const url = nul < 0 ? input : input.slice(0, nul);
  if (url.length > 8000000) return fail('MALFORMED_INPUT');
  if (/[\u0000-\u0020\u007f]/.test(url) || url === '') return fail('MALFORMED_INPUT');
  const m = /^[A-Za-z][A-Za-z0-9+\-.]{0,39}(?=:\/)/.exec(url);
  const scheme = m ? m[0].toLowerCase() : undefined;
  if (scheme === 'file') return parseFile(url);
  let hostStart = 0;
  if (scheme !== undefined) {
    let i = 0;
    while (url[scheme.length + 1 + i] === '/' && i < 4) i++;
    if (i < 1 || i > 3) return fail('BAD_SLASHES');
    hostStart = scheme.length + 1 + i;
  }
  let hostEnd = hostStart;
  while (hostEnd < url.length && url[hostEnd] !== '/' && url[hostEnd] !== '?' && url[hostEnd] !== '#') hostEnd++;
  if (hostEnd === hostStart) return fail('NO_HOST');
  const out: CurlUrl = { ok: true, scheme: scheme ?? '', guessed: scheme === undefined, host: '', hostType: 'name' };
  const problem = authority(out, url, hostStart, hostEnd, scheme !== undefined);
  if (problem) return fail(problem);
  if (scheme === undefined) out.scheme = guessScheme(out.host);
  return out;
}

/** `parse_authority`: login, port, host. */
function authority(out: CurlUrl, url: string, start: number, end: number, hasScheme: boolean): string | undefined {
  const at = url.indexOf('@', start);
  let hostAt = start;
  if (at >= 0 && at < end) {
    // Curl_parse_login_details: the user up to the first ":", the password after it
    const login = url.slice(start, at);
    const colon = login.indexOf(':');
    out.user = colon < 0 ? login : login.slice(0, colon);
    if (colon >= 0) {
      out.password = login.slice(colon + 1);
      out.passwordSpan = [start + colon + 1, at];
    }
    hostAt = at + 1;
  }
  let host = url.slice(hostAt, end);
  out.hostOffset = hostAt;
  // parse_port
  let portText: string | undefined;
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    if (close < 0) return 'BAD_IPV6';
    if (close + 1 < host.length) {
      if (host[close + 1] !== ':') return 'BAD_PORT_NUMBER';
      portText = host.slice(close + 2);
      host = host.slice(0, close + 1);
    }
  } else {
    const colon = host.indexOf(':');
    if (colon >= 0) {
      portText = host.slice(colon + 1);
      host = host.slice(0, colon);
    }
  }
  if (portText !== undefined) {
    if (portText === '' && !hasScheme) return 'BAD_PORT_NUMBER';
    if (portText !== '') {
      if (!/^[0-9]+$/.test(portText) || Number(portText) > 0xffff) return 'BAD_PORT_NUMBER';
      out.port = Number(portText);
    }
  }
  if (host === '') return 'NO_HOST';
  const decoded = urldecodeHost(host);
  if (decoded === undefined) return 'BAD_HOSTNAME';
  if (decoded.startsWith('[')) return ipv6(out, decoded);
  const v4 = ipv4Normalize(decoded);
  if (v4 !== undefined) {
    out.host = v4;
    out.hostType = 'ipv4';
    return undefined;
  }
  if (BAD_NAME.test(decoded) || decoded.endsWith('..') || decoded === '.') return 'BAD_HOSTNAME';
  out.host = decoded;
  return undefined;
}

/** `urldecode_host` (Curl_urldecode with REJECT_CTRL): "%XX" decoded as bytes, read as UTF-8; undefined on a control byte. */
function urldecodeHost(host: string): string | undefined {
  if (!host.includes('%')) return host;
  const bytes: number[] = [];
  const utf8 = new TextEncoder();
  for (let i = 0; i < host.length; ) {
    if (host[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(host.slice(i + 1, i + 3))) {
      bytes.push(parseInt(host.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const cp = host.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      bytes.push(...utf8.encode(ch));
      i += ch.length;
    }
    if (bytes[bytes.length - 1] < 0x20) return undefined;
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes));
}

/** `ipv6_parse`: hex digits, ":" and "." inside the brackets, then an optional zone id. */
function ipv6(out: CurlUrl, host: string): string | undefined {
  if (host.length < 4) return 'BAD_IPV6';
  const inner = host.slice(1, -1);
  const len = /^[0-9A-Fa-f:.]*/.exec(inner)![0].length;
  let address = inner;
  if (len !== inner.length) {
    if (inner[len] !== '%') return 'BAD_IPV6';
    let zone = host.slice(len + 2); // from after "%", up to the end of the string
    if (zone.startsWith('25') && zone.length > 2 && zone[2] !== ']') zone = zone.slice(2);
    const close = zone.indexOf(']');
    const id = zone.slice(0, close < 0 ? zone.length : close);
    // at most 15 characters are copied: the 16th must be the "]"
    if (id.length === 0 || id.length > 15 || close < 0) return 'BAD_IPV6';
    out.zone = id;
    address = inner.slice(0, len);
  } else if (!host.endsWith(']')) return 'BAD_IPV6';
  const canonical = inetPton6(address);
  if (canonical === undefined) return 'BAD_IPV6';
  out.host = canonical;
  out.hostType = 'ipv6';
  return undefined;
}

/** inet_pton(AF_INET6) and inet_ntop, as the URL Standard's IPv6 parser and serializer (the same set of texts). */
function inetPton6(address: string): string | undefined {
  try {
    const h = new URL(`http://[${address}]/`).hostname;
    return h.startsWith('[') ? h : undefined;
  } catch {
    return undefined;
  }
}

/** `ipv4_normalize`: one to four parts, each decimal, octal ("0…") or hex ("0x…"), the last filling the remaining bytes. */
export function ipv4Normalize(host: string): string | undefined {
  const parts = host.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // one trailing dot is swallowed
  if (parts.length > 4 || parts.some((p) => p === '')) return undefined;
  const values: number[] = [];
  for (const p of parts) {
    let v: number;
    if (/^0[xX][0-9A-Fa-f]+$/.test(p)) v = parseInt(p.slice(2), 16);
    else if (/^0[0-7]*$/.test(p)) v = parseInt(p, 8);
    else if (/^[1-9][0-9]*$/.test(p)) v = Number(p);
    else return undefined;
    if (v > 0xffffffff) return undefined;
    values.push(v);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 0xff) || last >= 256 ** (4 - values.length)) return undefined;
  let n = last;
  values.forEach((v, i) => (n += v * 256 ** (3 - i)));
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/** `guess_scheme`: from the host's first label. */
function guessScheme(host: string): string {
  const m = /^(ftp|dict|ldap|imap|smtp|pop3)\./i.exec(host);
  return m ? m[1].toLowerCase() : 'http';
}

/** `parse_file`: "file:/path", "file:///path", or a host that is localhost or 127.0.0.1. */
function parseFile(url: string): CurlResult {
  if (url.length <= 6) return fail('BAD_FILE_URL');
  let path = url.slice(5);
  if (path[0] !== '/') return fail('BAD_FILE_URL');
  if (path[1] === '/') {
    const after = path.slice(2);
    if (after[0] !== '/' && !/^[A-Za-z][:|]/.test(after)) {
      if (!/^(localhost|127\.0\.0\.1)\//i.test(after)) return fail('BAD_FILE_URL');
      path = after.slice(9);
    } else path = after;
  }
  // not Windows: no drive letters
  if (/^\/?[A-Za-z][:|]/.test(path)) return fail('BAD_FILE_URL');
  return { ok: true, scheme: 'file', guessed: false, host: '', hostType: 'empty' };
}

/** The ports curl's scheme handlers default to (lib/*.c `Curl_scheme_*`: defport). */
const CURL_PORTS: Readonly<Record<string, number>> = {
  dict: 2628, ftp: 21, ftps: 990, gopher: 70, gophers: 70, http: 80, https: 443, imap: 143, imaps: 993,
  ldap: 389, ldaps: 636, mqtt: 1883, pop3: 110, pop3s: 995, rtsp: 554, scp: 22, sftp: 22, smb: 445,
  smbs: 445, smtp: 25, smtps: 465, telnet: 23, tftp: 69, ws: 80, wss: 443,
};

/** The reader: libcurl's URL parser in audit()'s terms (./reader.ts). */
export const curlReader: Reader<'curl', typeof CURL_VERSION> = {
  name: 'curl',
  label: 'curl',
  versions: [CURL_VERSION],
  describe: (version) => `libcurl ${version} curl_url_set, guessing the scheme`,
  withBase: false,
  // a host beyond ASCII is converted with libidn2 (IDNA 2008 with UTS #46 non-transitional mapping) when the transfer starts
  lookup: 'uts46',
  defaultPorts: CURL_PORTS,
  read(input) {
    const r = curlUrl(input);
    if (!r.ok) return { ok: false, error: `curl_url_set returns ${r.error}` };
    const out: ClientParsed = { ok: true, scheme: r.scheme, host: r.host, hostType: r.hostType };
    if (r.hostType === 'ipv4' || r.hostType === 'ipv6') out.address = r.host;
    if (r.zone !== undefined) out.zone = r.zone;
    if (r.port !== undefined) out.port = r.port;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.passwordSpan) out.passwordSpan = r.passwordSpan;
    return out;
  },
};
