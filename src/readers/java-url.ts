/**
 * `new java.net.URL(input)` as of OpenJDK 17.0.15 (Debian 12's openjdk-17): the constructor
 * `URL(URL context, String spec, URLStreamHandler handler)`, then the protocol handler's
 * `parseURL` (java/net/URLStreamHandler.java; file: and mailto: and jar: have their own) and
 * `setURL`'s checks (sun/net/util/IPAddressUtil.java), step by step:
 *
 *  - code units up to U+0020 are trimmed at both ends; a leading "url:" is skipped;
 *  - the protocol is the text before the first ":" that comes before any "/", when it is a letter
 *    then letters, digits, ".", "+", "-" (Unicode letters and digits: `Character.isLetter`);
 *    without one: "no protocol"; a protocol without a handler (anything but http, https, ftp,
 *    file, jar, jmod, jrt, mailto): "unknown protocol";
 *  - the fragment is cut at the first "#"; `parseURL` cuts the query at the string's first "?";
 *  - "//" (not "////") starts the authority, which runs to the next "/" (or "?"); with more than
 *    one "@" it has **no user info and no host** (the host is ""), otherwise the userinfo runs to
 *    the "@"; "[…]" must be an IPv6 literal (`IPAddressUtil.isIPv6LiteralAddress`) followed by
 *    nothing or ":port"; otherwise the port follows the FIRST ":" (`Integer.parseInt`: a sign is
 *    allowed, "-1" is no port, below -1 fails);
 *  - `setURL` (`IPAddressUtil.checkHostString`): the host may not hold controls, DEL, "/" nor the
 *    compatibility forms of delimiters (U+2047…U+FF20, `OTHERS`); nothing else is checked — the
 *    stricter checks of later JDKs (user info, authority, "[", "\", "{" … in the host, unless
 *    `jdk.net.url.delayParsing`) are not in 17.0.15.
 *
 * The error is the MalformedURLException's message.
 */
import { hostAddress } from './reader';
import type { ClientParsed, Reader } from './reader';
import { pythonIpv6 } from './python-ipaddress';
import type { JavaVersion } from './java-uri';

export interface JavaUrl {
  ok: true;
  /** `getProtocol()` (lowercase) */
  protocol: string;
  /** `getHost()`: '' when none */
  host: string;
  /** `getPort()`: -1 when none */
  port: number;
  authority?: string;
  userInfo?: string;
  /** where the host starts in the input */
  hostOffset?: number;
}

export interface JavaUrlError {
  ok: false;
  error: string;
}

export type JavaUrlResult = JavaUrl | JavaUrlError;

class Malformed extends Error {}
const fail = (message: string): never => {
  throw new Malformed(message);
};

/** The protocols OpenJDK 17 has a handler for (sun.net.www.protocol.*). */
const HANDLERS = new Set(['file', 'ftp', 'http', 'https', 'jar', 'jmod', 'jrt', 'mailto']);

/** `isValidProtocol`: a letter, then letters, digits, ".", "+", "-". */
const isValidProtocol = (s: string) => /^\p{L}[\p{L}\p{Nd}.+-]*$/u.test(s) && !/[\ud800-\udfff]/.test(s);

/** The value of a decimal digit as Character.digit reads it (any Unicode Nd digit), or -1. */
function digit(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (!/^\p{Nd}$/u.test(c)) return -1;
  let zero = c.charCodeAt(0);
  while (/^\p{Nd}$/u.test(String.fromCharCode(zero - 1)) && (c.charCodeAt(0) - zero + 1) % 10 !== 0) zero--;
  return (c.charCodeAt(0) - zero) % 10;
}

/** `Integer.parseInt(s, 10)`: an optional sign and at least one digit, within 32 bits; NumberFormatException otherwise. */
function parseInt32(s: string): number {
  const m = /^([+-]?)(.+)$/su.exec(s);
  if (!m) fail(`For input string: "${s}"`);
  let value = 0;
  for (const c of m![2]) {
    const d = c.length === 1 ? digit(c) : -1;
    if (d < 0) fail(`For input string: "${s}"`);
    value = value * 10 + d;
    if (value > 2147483648) fail(`For input string: "${s}"`);
  }
  if (m![1] === '-') value = -value;
  if (value > 2147483647) fail(`For input string: "${s}"`);
  return value;
}

/** `textToNumericFormatV6(src) != null` (IPAddressUtil), with a scope after "%" allowed. */
function isIPv6LiteralAddress(src: string): boolean {
  if (src.length < 2) return false;
  const pc = src.indexOf('%');
  if (pc === src.length - 1) return false;
  const text = pc < 0 ? src : src.slice(0, pc);
  // the hex digits are Character.digit(ch, 16)'s: ASCII only here (Unicode digits are refused by the ambiguity check)
  return /^[0-9A-Fa-f:.]*$/.test(text) && pythonIpv6(text) !== undefined;
}

const CONTROL = (c: number) => c < 0x20 || c === 0x7f;
/** `IPAddressUtil.OTHERS`: compatibility forms of delimiters refused in a host. */
const OTHERS = new Set([8263, 8264, 8265, 8448, 8449, 8453, 8454, 10868, 65109, 65110, 65119, 65131, 65283, 65295, 65306, 65311, 65312]);

/** The first character of `s` in `chars` (or a control or DEL), or -1. */
function scanChars(s: string, chars: string, others = false): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (CONTROL(c) || (c < 128 && chars.includes(s[i])) || (others && OTHERS.has(c))) return i;
  }
  return -1;
}

/** `describeChar`. */
function describe(c: string): string {
  const code = c.charCodeAt(0);
  if (code < 32 || code === 127) return c === '\n' ? 'LF' : c === '\r' ? 'CR' : `control char (code=${code})`;
  return c === '\\' ? "'\\'" : `'${c}'`;
}

/** `setURL`'s check (`IPAddressUtil.checkHostString`): no control, DEL, "/" nor compatibility form of a delimiter in the host. */
function checks(host: string): void {
  const i = scanChars(host, '/', true);
  if (i >= 0) fail(`Illegal character found in host: ${describe(host[i])}`);
}

/** `new URL(input)` as OpenJDK 17 has it. */
export function javaUrlParse(input: string): JavaUrlResult {
  try {
    return parse(input);
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, error: error.message };
    throw error;
  }
}

function parse(spec: string): JavaUrl {
  let limit = spec.length;
  let start = 0;
  while (limit > 0 && spec.charCodeAt(limit - 1) <= 0x20) limit--;
  while (start < limit && spec.charCodeAt(start) <= 0x20) start++;
  if (spec.slice(start, start + 4).toLowerCase() === 'url:') start += 4;
  const aRef = start < spec.length && spec[start] === '#';
  let protocol: string | undefined;
  for (let i = start; !aRef && i < limit && spec[i] !== '/'; i++) {
    if (spec[i] === ':') {
      const s = spec.slice(start, i).toLowerCase();
      if (isValidProtocol(s)) {
        protocol = s;
        start = i + 1;
      }
      break;
    }
  }
  if (protocol === undefined) fail(`no protocol: ${spec}`);
  if (!HANDLERS.has(protocol!)) fail(`unknown protocol: ${protocol}`);
  const hash = spec.indexOf('#', start);
  if (hash >= 0) {
    if (hash + 1 > limit) fail(`begin ${hash + 1}, end ${limit}, length ${spec.length}`);
    limit = hash;
  }
  const out: JavaUrl = { ok: true, protocol: protocol!, host: '', port: -1 };
  if (protocol === 'mailto') {
    if (spec.slice(start, limit).trim() === '' || /^\s*$/u.test(spec.slice(start, limit))) fail('No email address');
    return out;
  }
  if (protocol === 'jar') return jar(spec, start, limit, out);
  parseURL(out, spec, start, limit);
  return out;
}

/** `URLStreamHandler.parseURL` (the host, port and authority part), then `setURL`'s checks. */
function parseURL(out: JavaUrl, whole: string, begin: number, end: number): void {
  let spec = whole;
  let start = begin;
  let limit = end;
  if (start < limit) {
    const queryStart = spec.indexOf('?');
    if (queryStart !== -1 && queryStart < limit) {
      limit = queryStart;
      spec = spec.slice(0, queryStart);
    }
  }
  const isUNCName = start <= limit - 4 && spec.startsWith('////', start);
  let authority: string | undefined;
  let userInfo: string | undefined;
  let host: string | undefined = '';
  let port = -1;
  if (!isUNCName && start <= limit - 2 && spec.startsWith('//', start)) {
    start += 2;
    let i = spec.indexOf('/', start);
    if (i < 0 || i > limit) {
      i = spec.indexOf('?', start);
      if (i < 0 || i > limit) i = limit;
    }
    host = authority = spec.slice(start, i);
    out.hostOffset = start;
    let ind = authority.indexOf('@');
    if (ind !== -1) {
      if (ind !== authority.lastIndexOf('@')) host = undefined;
      else {
        userInfo = authority.slice(0, ind);
        host = authority.slice(ind + 1);
        out.hostOffset = start + ind + 1;
      }
    }
    if (host !== undefined) {
      if (host.length > 0 && host[0] === '[') {
        ind = host.indexOf(']');
        if (ind > 2) {
          const nhost = host;
          host = nhost.slice(0, ind + 1);
          if (!isIPv6LiteralAddress(host.slice(1, ind))) fail(`Invalid host: ${host}`);
          port = -1;
          if (nhost.length > ind + 1) {
            if (nhost[ind + 1] === ':') {
              ++ind;
              if (nhost.length > ind + 1) port = parseInt32(nhost.slice(ind + 1));
            } else fail(`Invalid authority field: ${authority}`);
          }
        } else fail(`Invalid authority field: ${authority}`);
      } else {
        ind = host.indexOf(':');
        port = -1;
        if (ind >= 0) {
          if (host.length > ind + 1) port = parseInt32(host.slice(ind + 1));
          host = host.slice(0, ind);
        }
      }
    } else host = '';
    if (port < -1) fail(`Invalid port number :${port}`);
    start = i;
  }
  checks(host ?? '');
  out.host = host ?? '';
  out.port = port;
  if (authority !== undefined) out.authority = authority;
  if (userInfo !== undefined) out.userInfo = userInfo;
}

/** The jar: handler's `parseAbsoluteSpec`: "!/" must be in it and what precedes it a URL. */
function jar(spec: string, start: number, limit: number, out: JavaUrl): JavaUrl {
  const inner = spec.slice(start, limit);
  const bang = inner.lastIndexOf('!/');
  if (bang < 0) fail('no !/ in spec');
  const nested = javaUrlParse(inner.slice(0, bang));
  if (!nested.ok) fail(`invalid url: ${inner} (java.net.MalformedURLException: ${nested.error})`);
  return out;
}

/** The reader: java.net.URL in audit()'s terms (./reader.ts). */
export const javaUrlReader: Reader<'javaUrl', JavaVersion> = {
  name: 'javaUrl',
  label: 'Java URL',
  versions: ['17.0.15'],
  describe: (version) => `OpenJDK ${version} java.net.URL`,
  withBase: false,
  // URL.openConnection() resolves getHost() with InetAddress.getByName, as written
  lookup: 'as-written',
  // the handlers' getDefaultPort()
  defaultPorts: { http: 80, https: 443, ftp: 21 },
  read(input) {
    const r = javaUrlParse(input);
    if (!r.ok) return { ok: false, error: `new URL throws MalformedURLException: ${r.error}` };
    const out: ClientParsed = { ok: true, scheme: r.protocol };
    if (r.authority === undefined && r.host === '') return out;
    out.host = r.host.startsWith('[') ? r.host.slice(1, -1) : r.host;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.port >= 0) out.port = r.port;
    Object.assign(out, hostAddress(out.host, r.host.startsWith('[')));
    return out;
  },
};
