/**
 * Go's `net/url` `url.Parse` with the URL's `Hostname()`, `Port()` and `User`, as of Go 1.19.8
 * (Debian 12's golang-go; src/net/url/url.go), step by step:
 *
 *  - `Parse`: the fragment is cut at the first "#" (`strings.Cut`), the rest read by `parse`, then
 *    the fragment unescaped (`setFragment`: a "%" not followed by two hex digits is an EscapeError);
 *  - `parse`: any byte below 0x20 or 0x7f fails ("net/url: invalid control character in URL",
 *    `stringContainsCTLByte`); "*" is the path "*"; `getScheme`: ASCII letters, then letters,
 *    digits, "+", "-", "." up to a ":" (a ":" first: "missing protocol scheme"; anything else: no
 *    scheme), lowercased; the query is cut at the first "?"; a scheme with no "/" after it is an
 *    opaque URL (nothing more is checked); without a scheme, a first segment with ":" fails
 *    ("first path segment in URL cannot contain colon"); "//" starts the authority (not "///"
 *    without a scheme), which runs to the first "/" — "\" is a plain byte;
 *  - `parseAuthority`: the userinfo runs to the LAST "@"; the host is parsed first (`parseHost`),
 *    then the userinfo must hold only unreserved, sub-delims, ":", "%" and "@" ("net/url: invalid
 *    userinfo") and unescape cleanly;
 *  - `parseHost`: "[" starts an IP literal that ends at the LAST "]", after which only ":digits"
 *    may follow ("invalid port … after host"); a zone after "%25" is unescaped with its own rules
 *    (`encodeZone`); otherwise a ":" after the last one must be followed by digits only; the host is
 *    then unescaped (`unescape(host, encodeHost)`): "%XX" only for bytes ≥ 0x80 (or "%25"), and an
 *    ASCII byte other than letters, digits, "-._~", sub-delims, ":", "[", "]", "<", ">", '"' fails
 *    ("invalid character … in host name") — the content of the brackets is not checked to be IPv6;
 *  - the path and the fragment are unescaped (a bad "%" fails); the query is kept as written;
 *  - `Hostname()` / `Port()` (`splitHostPort`): the port is after the last ":" when only digits
 *    follow, the brackets are removed.
 *
 * Error texts are Go's own (the `Err` of the `*url.Error`).
 */
import { WEB_PORTS, hostAddress } from './reader';
import type { ClientParsed, Reader } from './reader';

/** The Go releases modelled: 1.19.8 (Debian 12). */
export type GoVersion = '1.19.8';

export interface GoUrl {
  ok: true;
  /** lowercase; '' when none */
  scheme: string;
  opaque: string;
  /** whether "//" introduced an authority */
  authority: boolean;
  /** `u.Host`, unescaped */
  host: string;
  /** `u.Hostname()` and `u.Port()` */
  hostname: string;
  port: string;
  /** where the host starts in the input */
  hostOffset?: number;
  user?: string;
  password?: string;
  passwordSpan?: [number, number];
}

export interface GoError {
  ok: false;
  error: string;
}

export type GoResult = GoUrl | GoError;

class GoParseError extends Error {}

const fail = (message: string): never => {
  throw new GoParseError(message);
};

/** Go's `%q` of one character: `"` and `\` escaped, a non-printable character as a \u escape. */
function quoteChar(ch: string): string {
  if (ch === '"' || ch === '\\') return `\\${ch}`;
  if (ch === ' ' || !/^[\p{C}\p{Z}]$/u.test(ch)) return ch;
  const cp = ch.codePointAt(0)!;
  return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
}

/** Go's `%q` of a string. */
const quote = (s: string): string => `"${[...s].map(quoteChar).join('')}"`;

/** Go's `%q` of bytes: a byte that does not start a complete UTF-8 sequence is written "\xNN". */
function quoteBytes(bytes: Uint8Array): string {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    const len = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
    let ch: string | undefined;
    try {
      ch = len && i + len <= bytes.length ? strict.decode(bytes.subarray(i, i + len)) : undefined;
    } catch {
      ch = undefined;
    }
    out += ch === undefined ? `\\x${b.toString(16).padStart(2, '0')}` : quoteChar(ch);
    i += ch === undefined ? 1 : len;
  }
  return `"${out}"`;
}

const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

type Mode = 'host' | 'zone' | 'path' | 'fragment' | 'userPassword';

/** `shouldEscape(c, encodeHost)` for an ASCII character. */
function hostMustEscape(c: string): boolean {
  if (/[A-Za-z0-9]/.test(c)) return false;
  return !`!$&'()*+,;=:[]<>"-_.~`.includes(c);
}

/** `unescape(s, mode)`: the checks of its first loop, then the decoding (bytes read as UTF-8). */
function unescape(s: string, mode: Mode): string {
  const bytes = new TextEncoder().encode(s);
  let n = 0;
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i];
    if (b === 0x25) {
      n++;
      const h1 = String.fromCharCode(bytes[i + 1] ?? 0);
      const h2 = String.fromCharCode(bytes[i + 2] ?? 0);
      if (i + 2 >= bytes.length || !isHex(h1) || !isHex(h2)) {
        fail(`invalid URL escape ${quoteBytes(bytes.subarray(i, Math.min(bytes.length, i + 3)))}`);
      }
      const three = `%${h1}${h2}`;
      const v = parseInt(h1 + h2, 16);
      if (mode === 'host' && parseInt(h1, 16) < 8 && three !== '%25') fail(`invalid URL escape ${quote(three)}`);
      if (mode === 'zone' && three !== '%25' && v !== 0x20 && (v >= 0x80 || hostMustEscape(String.fromCharCode(v)))) fail(`invalid URL escape ${quote(three)}`);
      i += 3;
    } else {
      if ((mode === 'host' || mode === 'zone') && b < 0x80 && hostMustEscape(String.fromCharCode(b))) fail(`invalid character ${quote(String.fromCharCode(b))} in host name`);
      i++;
    }
  }
  if (n === 0) return s;
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x25) {
      out.push(parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16));
      i += 2;
    } else out.push(bytes[i]);
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(out));
}

/** `validOptionalPort`: "" or ":" and digits. */
const validOptionalPort = (port: string) => port === '' || /^:[0-9]*$/.test(port);

/** `getScheme`. */
function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === ':') {
      if (i === 0) fail('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

/** `parseHost`. */
function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) fail("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) fail(`invalid port ${quote(colonPort)} after host`);
    const zone = host.slice(0, i).indexOf('%25');
    if (zone >= 0) return unescape(host.slice(0, zone), 'host') + unescape(host.slice(zone, i), 'zone') + unescape(host.slice(i), 'host');
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1 && !validOptionalPort(host.slice(i))) fail(`invalid port ${quote(host.slice(i))} after host`);
  }
  return unescape(host, 'host');
}

/** `validUserinfo`. */
const validUserinfo = (s: string) => /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(s);

/** `splitHostPort` (Hostname, Port). */
function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = '';
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(host.slice(colon))) [host, port] = [host.slice(0, colon), host.slice(colon + 1)];
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}

/** `url.Parse(input)` as Go 1.19.8 has it. */
export function goParse(input: string): GoResult {
  try {
    return parse(input);
  } catch (error) {
    if (error instanceof GoParseError) return { ok: false, error: error.message };
    throw error;
  }
}

function parse(input: string): GoUrl {
  const hash = input.indexOf('#');
  const raw = hash < 0 ? input : input.slice(0, hash);
  const out: GoUrl = { ok: true, scheme: '', opaque: '', authority: false, host: '', hostname: '', port: '' };
  if (/[\u0000-\u001f\u007f]/.test(raw)) fail('net/url: invalid control character in URL');
  if (raw !== '*') {
    const [scheme, afterScheme] = getScheme(raw);
    out.scheme = scheme.toLowerCase();
    let rest = afterScheme;
    const restAt = raw.length - afterScheme.length;
    const q = rest.indexOf('?');
    if (q >= 0) rest = rest.slice(0, q);
    // a scheme and no "/": an opaque URL, returned as it is
    const opaque = !rest.startsWith('/') && out.scheme !== '';
    if (opaque) out.opaque = rest;
    else if (!rest.startsWith('/') && rest.split('/')[0].includes(':')) fail('first path segment in URL cannot contain colon');
    if (!opaque && (out.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
      let authority = rest.slice(2);
      const slash = authority.indexOf('/');
      rest = slash < 0 ? '' : authority.slice(slash);
      if (slash >= 0) authority = authority.slice(0, slash);
      out.authority = true;
      const at = authority.lastIndexOf('@');
      out.host = parseHost(authority.slice(at + 1));
      out.hostOffset = restAt + 2 + at + 1;
      if (at >= 0) {
        const userinfo = authority.slice(0, at);
        if (!validUserinfo(userinfo)) fail('net/url: invalid userinfo');
        const colon = userinfo.indexOf(':');
        out.user = unescape(colon < 0 ? userinfo : userinfo.slice(0, colon), 'userPassword');
        if (colon >= 0) {
          out.password = unescape(userinfo.slice(colon + 1), 'userPassword');
          out.passwordSpan = [restAt + 2 + colon + 1, restAt + 2 + at];
        }
      }
    }
    if (!opaque) unescape(rest, 'path');
  }
  if (hash >= 0 && hash + 1 < input.length) unescape(input.slice(hash + 1), 'fragment');
  [out.hostname, out.port] = splitHostPort(out.host);
  return out;
}

/** The reader: Go's url.Parse in audit()'s terms (./reader.ts). */
export const goReader: Reader<'go', GoVersion> = {
  name: 'go',
  label: 'Go net/url',
  versions: ['1.19.8'],
  describe: (version) => `Go ${version} net/url url.Parse`,
  withBase: false,
  // net/http converts a host beyond ASCII with golang.org/x/net/idna's Lookup profile (UTS #46, non-transitional since Go 1.18)
  lookup: 'uts46',
  defaultPorts: { http: WEB_PORTS.http, https: WEB_PORTS.https },
  read(input) {
    const r = goParse(input);
    if (!r.ok) return { ok: false, error: `url.Parse returns ${r.error}` };
    const out: ClientParsed = { ok: true };
    if (r.scheme !== '') out.scheme = r.scheme;
    if (r.passwordSpan) out.passwordSpan = r.passwordSpan;
    if (!r.authority) return out;
    out.host = r.hostname;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.port !== '') out.port = Number(r.port);
    // the client dials Hostname(): net.ParseIP reads an address (an IPv6 one with a zone after "%"), anything else is looked up
    Object.assign(out, hostAddress(r.hostname, r.host.startsWith('[')));
    return out;
  },
};
