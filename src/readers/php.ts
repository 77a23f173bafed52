/**
 * PHP's `parse_url()` as of PHP 8.2 (Debian 12's php8.2-cli; ext/standard/url.c,
 * `php_url_parse_ex2`), step by step on the string's UTF-8 bytes:
 *
 *  - the scheme is the text before the first ":" when it is non-empty and only ASCII letters,
 *    digits, "+", "-", "." (a digit first is allowed). When it is not, and the ":" comes before any
 *    "?" or "#", the ":" may start a port ("parse_port"); a string that starts "//" is
 *    scheme-relative; anything else is a path;
 *  - with a scheme and no "/" after its ":", up to five digits and then the end or a "/" are a port
 *    ("a.com:80" is the host a.com and the port 80); otherwise the rest is a path (no host);
 *  - with "scheme:/" the rest is a path unless a second "/" follows ("scheme://"); for "file:///",
 *    a path;
 *  - the authority runs to the first "/", "?" or "#" — a "\" is a plain byte; the userinfo to the
 *    LAST "@", the user to the first ":" in it;
 *  - the port follows the last ":" of the host (not when the host is "[…]"), at most five digits,
 *    0–65535, else parse_url returns false; an empty host returns false;
 *  - every component has each control byte (`iscntrl`: below 0x20 and 0x7f) replaced by "_"
 *    (`php_replace_controlchars`) — so "evil.example\t.trusted.example" is the host
 *    "evil.example_.trusted.example". Nothing is percent-decoded or lowercased.
 */
import { WEB_PORTS, hostAddress } from './reader';
import type { ClientParsed, Reader } from './reader';

/** The PHP releases modelled. */
export type PhpVersion = '8.2';

export interface PhpUrl {
  ok: true;
  scheme?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  path?: string;
  query?: string;
  fragment?: string;
  /** where the host starts in the input, and the password's [start, end) */
  hostOffset?: number;
  passwordSpan?: [number, number];
}

export interface PhpError {
  ok: false;
  /** parse_url returns false */
  error: 'false';
}

export type PhpResult = PhpUrl | PhpError;

const COLON = 0x3a;
const SLASH = 0x2f;
const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
const isAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The bytes [from, to) as PHP returns them: control bytes replaced by "_", read as UTF-8. */
function component(b: Uint8Array, from: number, to: number): string {
  const bytes = b.slice(from, to).map((c) => (c < 0x20 || c === 0x7f ? 0x5f : c));
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/** memchr: the first `c` in [from, to), or -1. */
function memchr(b: Uint8Array, c: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (b[i] === c) return i;
  return -1;
}

/** zend_memrchr: the last `c` in [from, to), or -1. */
function memrchr(b: Uint8Array, c: number, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (b[i] === c) return i;
  return -1;
}

/** binary_strcspn: the first of `chars` in [from, to), or `to`. */
function strcspn(b: Uint8Array, from: number, to: number, chars: string): number {
  let end = to;
  for (const ch of chars) {
    const p = memchr(b, ch.charCodeAt(0), from, end);
    if (p >= 0) end = p;
  }
  return end;
}

/** Offsets of UTF-8 bytes back in the UTF-16 input. */
function byteOffsets(input: string): (byte: number) => number {
  if (/^[\x00-\x7f]*$/.test(input)) return (i) => i;
  const map: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const cp = input.codePointAt(i)!;
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < n; k++) map.push(i);
    if (cp > 0xffff) i++;
  }
  map.push(input.length);
  return (i) => map[i];
}

/** `parse_url(input)` as PHP 8.2 has it. */
export function phpParseUrl(input: string): PhpResult {
  const b = new TextEncoder().encode(input);
  const at = byteOffsets(input);
  const ue = b.length;
  const out: PhpUrl = { ok: true };
  const FALSE: PhpError = { ok: false, error: 'false' };
  let s = 0;
  let e = memchr(b, COLON, 0, ue);
  let p: number;
  let pp: number;
  let port = 0;
  let hasPort = false;
  let state: 'scheme' | 'host' | 'port' | 'path' = 'host';

  if (e > 0) {
    // validate the scheme: 1*[ alpha | digit | "+" | "-" | "." ]
    state = 'scheme';
    for (p = s; p < e; p++) {
      const c = b[p];
      if (!isAlpha(c) && !isDigit(c) && c !== 0x2b && c !== 0x2e && c !== 0x2d) {
        if (e + 1 < ue && e < strcspn(b, s, ue, '?#')) state = 'port';
        else if (s + 1 < ue && b[s] === SLASH && b[s + 1] === SLASH) {
          s += 2;
          e = -1;
          state = 'host';
        } else state = 'path';
        break;
      }
    }
    if (state === 'scheme') {
      if (e + 1 === ue) {
        out.scheme = component(b, s, e);
        return out;
      }
      if (b[e + 1] !== SLASH) {
        // "a.com:80": up to five digits, then the end or "/", are a port
        p = e + 1;
        while (p < ue && isDigit(b[p])) p++;
        if ((p === ue || b[p] === SLASH) && p - e < 7) state = 'port';
        else {
          out.scheme = component(b, s, e);
          s = e + 1;
          state = 'path';
        }
      } else {
        out.scheme = component(b, s, e);
        if (e + 2 < ue && b[e + 2] === SLASH) {
          s = e + 3;
          state = 'host';
          if (out.scheme.toLowerCase() === 'file' && e + 3 < ue && b[e + 3] === SLASH) {
            // file:///c:/… keeps the drive letter's "/" out
            if (e + 5 < ue && b[e + 5] === COLON) s = e + 4;
            state = 'path';
          }
        } else {
          s = e + 1;
          state = 'path';
        }
      }
    }
  } else if (e === 0) state = 'port';
  else if (s + 1 < ue && b[s] === SLASH && b[s + 1] === SLASH) s += 2;
  else state = 'path';

  if (state === 'port') {
    p = e + 1;
    pp = p;
    while (pp < ue && pp - p < 6 && isDigit(b[pp])) pp++;
    if (pp - p > 0 && pp - p < 6 && (pp === ue || b[pp] === SLASH)) {
      port = Number(component(b, p, pp));
      if (port > 65535) return FALSE;
      hasPort = true;
      if (s + 1 < ue && b[s] === SLASH && b[s + 1] === SLASH) s += 2;
      state = 'host';
    } else if (p === pp && pp === ue) return FALSE;
    else if (s + 1 < ue && b[s] === SLASH && b[s + 1] === SLASH) {
      s += 2;
      state = 'host';
    } else state = 'path';
  }

  if (state === 'host') {
    e = strcspn(b, s, ue, '/?#');
    // login and password: up to the last "@"
    p = memrchr(b, 0x40, s, e);
    if (p >= 0) {
      pp = memchr(b, COLON, s, p);
      if (pp >= 0) {
        out.user = component(b, s, pp);
        out.pass = component(b, pp + 1, p);
        out.passwordSpan = [at(pp + 1), at(p)];
      } else out.user = component(b, s, p);
      s = p + 1;
    }
    // the port: after the last ":", unless the host is "[…]"
    p = s < ue && b[s] === 0x5b && b[e - 1] === 0x5d ? -1 : memrchr(b, COLON, s, e);
    if (p >= 0) {
      if (!port) {
        p++;
        if (e - p > 5) return FALSE;
        if (e - p > 0) {
          const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(b.slice(p, e));
          // ZEND_STRTOL: leading digits (after optional blanks and sign); none is an error
          const m = /^[ \t\n\v\f\r]*([+-]?[0-9]+)/.exec(text);
          if (!m) return FALSE;
          const value = Number(m[1]);
          if (value < 0 || value > 65535) return FALSE;
          hasPort = true;
          port = value;
        }
        p--;
      }
    } else p = e;
    if (p - s < 1) return FALSE;
    out.host = component(b, s, p);
    out.hostOffset = at(s);
    if (hasPort) out.port = port;
    if (e === ue) return out;
    s = e;
  }

  // just_path: fragment, query, path
  e = ue;
  p = memchr(b, 0x23, s, e);
  if (p >= 0) {
    out.fragment = component(b, p + 1, e);
    e = p;
  }
  p = memchr(b, 0x3f, s, e);
  if (p >= 0) {
    out.query = component(b, p + 1, e);
    e = p;
  }
  if (s < e || s === ue) out.path = component(b, s, e);
  return out;
}

/** The reader: PHP's parse_url in audit()'s terms (./reader.ts). */
export const phpReader: Reader<'php', PhpVersion> = {
  name: 'php',
  label: 'PHP parse_url',
  versions: ['8.2'],
  describe: (version) => `PHP ${version} parse_url`,
  withBase: false,
  // a client (curl, file_get_contents) is handed the host text as parse_url returned it
  lookup: 'as-written',
  defaultPorts: { http: WEB_PORTS.http, https: WEB_PORTS.https, ftp: WEB_PORTS.ftp },
  read(input) {
    const r = phpParseUrl(input);
    if (!r.ok) return { ok: false, error: 'parse_url returns false' };
    const out: ClientParsed = { ok: true };
    if (r.scheme !== undefined) out.scheme = r.scheme.toLowerCase();
    if (r.passwordSpan) out.passwordSpan = r.passwordSpan;
    if (r.host === undefined) return out;
    out.host = r.host;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.port !== undefined) out.port = r.port;
    // a client given "[fe80::1%25eth0]" reads the address, and the zone after "%" (or "%25")
    const literal = r.host.startsWith('[') && r.host.endsWith(']');
    Object.assign(out, hostAddress(literal ? r.host.slice(1, -1) : r.host, literal));
    if (out.zone !== undefined && r.host.includes('%25') && out.zone.length > 2) out.zone = out.zone.slice(2);
    return out;
  },
};
