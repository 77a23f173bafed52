/**
 * CPython's `urllib.parse.urlsplit()` and the `hostname`, `port`, `username` and `password` of its
 * result, as of CPython 3.12.8 (Lib/urllib/parse.py), or 3.12.9 on request:
 *
 *  - cleaning: leading C0 controls and spaces stripped (`url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)`,
 *    not the trailing ones), then every tab, CR and LF removed (`_UNSAFE_URL_BYTES_TO_REMOVE`);
 *  - the scheme: the text before the first ":" when it starts with an ASCII letter and holds only
 *    letters, digits, "+", "-" and "." (lowercased); otherwise none;
 *  - the netloc: after "//", up to the first "/", "?" or "#" (`_splitnetloc`); "\" is data;
 *  - the bracket checks: a netloc with "[" but no "]" (or the reverse) raises "Invalid IPv6 URL";
 *    with both, the text between the first "[" and the next "]" must be an IPv6 address (a scope
 *    id allowed) or "v<hex>.<text>", not IPv4 (`_check_bracketed_host`: gh-103848, CVE-2024-11168,
 *    in every 3.12 release). 3.12.9 adds `_check_bracketed_netloc` (gh-105704, CVE-2025-0938):
 *    nothing may stand before the "[" of the host, nor between its "]" and the port's ":";
 *  - `_checknetloc`: a non-ASCII netloc whose NFKC form (with "@", ":", "#", "?" removed first)
 *    holds "/", "?", "#", "@" or ":" raises ("contains invalid characters under NFKC
 *    normalization", bpo-36216);
 *  - `hostname`: after the last "@"; up to the first ":" — or, with a "[", between it and the next
 *    "]", the port after the ":" that follows — lowercased up to a "%" (a zone keeps its case);
 *    `port`: ASCII digits only, 0–65535, else ValueError; an empty port is None.
 *
 * Each step is the source's, in its order; nothing else (no percent-decoding, no IDNA) happens.
 */
import { bracketedIpv6, isPythonIpv4, pythonIpv6 } from './python-ipaddress';
import { WEB_PORTS } from './reader';
import type { ClientParsed, Reader } from './reader';

/** The CPython releases whose urlsplit this models: 3.12.0–3.12.8 alike, and 3.12.9 (CVE-2025-0938). */
export type PythonVersion = '3.12.8' | '3.12.9';

export const PYTHON_SCHEME_CHARS = /^[A-Za-z0-9+\-.]*$/;

/** What urlsplit() returns and what its properties give, with where the netloc is in the input. */
export interface PythonSplit {
  ok: true;
  /** '' when there is none */
  scheme: string;
  /** undefined when the string has no "//" after the scheme */
  netloc?: string;
  /** [start, end) of the netloc in the input (tab, CR and LF inside it included) */
  netlocSpan?: [number, number];
  /** `.username`, `.password`: before the last "@", split at its first ":" */
  username?: string;
  password?: string;
  /** [start, end) of the password in the input */
  passwordSpan?: [number, number];
  /** `.hostname` (undefined: None); `bracketed`: written in "[…]" */
  hostname?: string;
  bracketed?: boolean;
  /** `.port` (undefined: None) */
  port?: number;
  /** the ValueError reading `.port` raises (urlsplit itself succeeds) */
  portError?: string;
}

export interface PythonError {
  ok: false;
  /** the exception, as Python words it */
  error: string;
}

export type PythonResult = PythonSplit | PythonError;

/** The input as urlsplit cleans it, and for each character of the result its offset in the input. */
function cleaned(input: string): { text: string; at: (i: number) => number } {
  let start = 0;
  while (start < input.length && input.charCodeAt(start) <= 0x20) start++;
  if (!/[\t\n\r]/.test(input)) return { text: input.slice(start), at: (i) => start + i };
  // the removed characters' offsets: a character of the text is preceded by those removed before it
  const removed: number[] = [];
  const kept = new Uint16Array(input.length - start);
  let n = 0;
  for (let i = start; i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) removed.push(i);
    else kept[n++] = c;
  }
  const gaps = Int32Array.from(removed);
  const at = (i: number): number => {
    // the offset of text[i]: start + i + the number of removed characters at or before it
    let lo = 0;
    let hi = gaps.length;
    let offset = start + i;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (gaps[mid] - mid <= offset) lo = mid + 1;
      else hi = mid;
    }
    offset += lo;
    return offset;
  };
  // the kept UTF-16 code units as one string, in chunks (a regexp replace makes a piece per removal;
  // a UTF-16 decoder would replace a lone surrogate)
  let text = '';
  for (let i = 0; i < n; i += 8192) text += String.fromCharCode(...kept.subarray(i, Math.min(n, i + 8192)));
  return { text, at };
}

const fail = (error: string): PythonError => ({ ok: false, error });

/** `urllib.parse.urlsplit(input)` with its `hostname` and `port`, as `version` has them. */
export function pythonUrlsplit(input: string, version: PythonVersion = '3.12.8'): PythonResult {
  const { text, at } = cleaned(input);
  let scheme = '';
  let rest = 0; // where the text after the scheme starts
  const colon = text.indexOf(':');
  if (colon > 0 && /^[A-Za-z]/.test(text) && PYTHON_SCHEME_CHARS.test(text.slice(0, colon))) {
    scheme = text.slice(0, colon).toLowerCase();
    rest = colon + 1;
  }
  const out: PythonSplit = { ok: true, scheme };
  if (text.startsWith('//', rest)) {
    let end = rest + 2;
    while (end < text.length && text[end] !== '/' && text[end] !== '?' && text[end] !== '#') end++;
    const netloc = text.slice(rest + 2, end);
    const open = netloc.includes('[');
    const close = netloc.includes(']');
    if (open !== close) return fail('ValueError: Invalid IPv6 URL');
    if (open) {
      const problem = version === '3.12.9' ? checkBracketedNetloc(netloc) : checkBracketedHost(netloc.split('[')[1].split(']')[0]);
      if (problem) return fail(problem);
    }
    const nfkc = checkNetloc(netloc);
    if (nfkc) return fail(nfkc);
    out.netloc = netloc;
    out.netlocSpan = [at(rest + 2), at(end)];
    const portError = hostinfo(out, netloc, (i) => at(rest + 2 + i));
    if (portError) out.portError = portError;
  }
  return out;
}

/** `_check_bracketed_host(hostname)`. */
function checkBracketedHost(hostname: string): string | undefined {
  if (hostname.startsWith('v')) {
    return /^v[a-fA-F0-9]+\.[^\n]+$/.test(hostname) ? undefined : 'ValueError: IPvFuture address is invalid';
  }
  if (isPythonIpv4(hostname)) return 'ValueError: An IPv4 address cannot be in brackets';
  return pythonIpv6(hostname) ? undefined : `ValueError: ${JSON.stringify(hostname)} does not appear to be an IPv4 or IPv6 address`;
}

/** 3.12.9's `_check_bracketed_netloc(netloc)`: it mirrors the split of `_hostinfo`. */
function checkBracketedNetloc(netloc: string): string | undefined {
  const hostAndPort = netloc.slice(netloc.lastIndexOf('@') + 1);
  const open = hostAndPort.indexOf('[');
  let hostname: string;
  if (open >= 0) {
    if (open > 0) return 'ValueError: Invalid IPv6 URL'; // "No data is allowed before a bracket."
    const bracketed = hostAndPort.slice(open + 1);
    const close = bracketed.indexOf(']');
    hostname = close < 0 ? bracketed : bracketed.slice(0, close);
    const port = close < 0 ? '' : bracketed.slice(close + 1);
    if (port && !port.startsWith(':')) return 'ValueError: Invalid IPv6 URL';
  } else hostname = hostAndPort.split(':')[0];
  return checkBracketedHost(hostname);
}

/** `_checknetloc(netloc)`: characters whose NFKC form is a delimiter. */
function checkNetloc(netloc: string): string | undefined {
  if (!/[^\x00-\x7f]/.test(netloc)) return undefined;
  const n = netloc.replace(/[@:#?]/g, '');
  const normalized = n.normalize('NFKC');
  if (n === normalized) return undefined;
  return /[/?#@:]/.test(normalized) ? `ValueError: netloc '${netloc}' contains invalid characters under NFKC normalization` : undefined;
}

/** `_userinfo`, `_hostinfo`, `hostname` and `port`; returns the ValueError `.port` raises, if any. */
function hostinfo(out: PythonSplit, netloc: string, at: (i: number) => number): string | undefined {
  const atSign = netloc.lastIndexOf('@');
  if (atSign >= 0) {
    const userinfo = netloc.slice(0, atSign);
    const colon = userinfo.indexOf(':');
    out.username = colon < 0 ? userinfo : userinfo.slice(0, colon);
    if (colon >= 0) {
      out.password = userinfo.slice(colon + 1);
      out.passwordSpan = [at(colon + 1), at(atSign)];
    }
  }
  const info = netloc.slice(atSign + 1);
  const open = info.indexOf('[');
  let hostname: string;
  let port: string;
  if (open >= 0) {
    const bracketed = info.slice(open + 1);
    const close = bracketed.indexOf(']');
    hostname = close < 0 ? bracketed : bracketed.slice(0, close);
    const after = close < 0 ? '' : bracketed.slice(close + 1);
    const c = after.indexOf(':');
    port = c < 0 ? '' : after.slice(c + 1);
    out.bracketed = true;
  } else {
    const c = info.indexOf(':');
    hostname = c < 0 ? info : info.slice(0, c);
    port = c < 0 ? '' : info.slice(c + 1);
  }
  if (hostname !== '') {
    const pct = hostname.indexOf('%');
    out.hostname = pct < 0 ? hostname.toLowerCase() : hostname.slice(0, pct).toLowerCase() + hostname.slice(pct);
  }
  if (port === '') return undefined;
  // `port.isdigit() and port.isascii()`, then `0 <= port <= 65535`
  if (!/^[0-9]+$/.test(port)) return `ValueError: Port could not be cast to integer value as '${port}'`;
  const value = Number(port);
  if (value > 65535) return 'ValueError: Port out of range 0-65535';
  out.port = value;
  return undefined;
}

/** The IPv6 address of a bracketed hostname in RFC 5952 form ("[::1]"), and its zone; undefined if it is not one. */
export function pythonIpv6Host(hostname: string): { address: string; zone?: string } | undefined {
  const v6 = pythonIpv6(hostname);
  if (!v6) return undefined;
  return v6.scope === undefined ? { address: bracketedIpv6(v6.hextets) } : { address: bracketedIpv6(v6.hextets), zone: v6.scope };
}

/** The reader: CPython's urlsplit in audit()'s terms (./reader.ts). */
export const pythonReader: Reader<'python', PythonVersion> = {
  name: 'python',
  label: 'Python urlsplit',
  versions: ['3.12.8', '3.12.9'],
  describe: (version) => `CPython ${version} urllib.parse.urlsplit`,
  withBase: false,
  // http.client passes a name beyond ASCII to socket.getaddrinfo, which encodes it with the "idna"
  // codec (encodings/idna.py: IDNA 2003, whose nameprep maps "ß" to "ss" — faß.de is looked up as
  // fass.de, where UTS #46 non-transitional gives xn--fa-hia.de); an ASCII name goes as written
  lookup: 'uts46-transitional',
  defaultPorts: WEB_PORTS,
  read(input, version) {
    const r = pythonUrlsplit(input, version);
    if (!r.ok) return { ok: false, error: `urlsplit raises ${r.error}` };
    if (r.portError) return { ok: false, error: `.port raises ${r.portError}` };
    const out: ClientParsed = { ok: true };
    if (r.scheme !== '') out.scheme = r.scheme;
    if (r.passwordSpan) out.passwordSpan = r.passwordSpan;
    if (r.netloc === undefined) return out;
    const hostname = r.hostname ?? '';
    out.host = hostname;
    const v6 = r.bracketed ? pythonIpv6Host(hostname) : undefined;
    if (hostname === '') out.hostType = 'empty';
    else if (v6) Object.assign(out, { hostType: 'ipv6', address: v6.address }, v6.zone !== undefined ? { zone: v6.zone } : {});
    else if (isPythonIpv4(hostname)) Object.assign(out, { hostType: 'ipv4', address: hostname });
    else out.hostType = 'name';
    if (r.port !== undefined) out.port = r.port;
    return out;
  },
};
