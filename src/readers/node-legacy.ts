/**
 * Node's legacy `url.parse(input)` as of Node 20 (lib/url.js, `Url.prototype.parse`, `parseHost`,
 * `getHostname`; the sets of lib/internal/url.js), step by step:
 *
 *  - leading and trailing whitespace (code units below 0x21, U+00A0, U+FEFF) is trimmed; every "\"
 *    before the first "?" or "#" becomes "/";
 *  - without "@" or "#", a string that is only a path (`simplePathPattern`) is a path;
 *  - the protocol is `/^[a-z0-9.+-]+:/i` — digits first allowed — lowercased;
 *  - "//" after it (or a string shaped `//user@host`) starts the host, except for `javascript:`;
 *    a protocol other than http, https, ftp, gopher, file, ws, wss has a host without "//";
 *  - the host runs to the first "/", "?" or "#"; tab, CR and LF in it are removed; the LAST "@"
 *    before that ends the auth (decodeURIComponent: a malformed escape throws URIError), and
 *    after it the host ends at the first of " " '"' "%" "'" ";" "<" ">" "\" "^" "`" "{" "|" "}";
 *  - `parseHost`: a trailing ":digits" is the port; `getHostname`: the hostname ends at the first
 *    "/", "\", "#", "?" or ":" (the rest joins the path — "http://a:b@c:d/" has the hostname "c");
 *  - a hostname longer than 255 is emptied; otherwise it is lowercased, converted with IDNA
 *    (`toASCII`, UTS #46) unless it is "[…]", and one holding NUL, tab, LF, CR, space, "#", "%", "/",
 *    ":", "<", ">", "?", "@", "[", "\", "]", "^", "|" afterwards (or empty) throws ERR_INVALID_URL.
 *
 * The IDNA conversion is asked of the runtime's `URL` (UTS #46, as Node's ada binding): in a browser
 * it is the browser's, which may differ from Node's on rare labels.
 */
import { WEB_PORTS, hostAddress } from './reader';
import type { ClientParsed, Reader } from './reader';

/** The Node releases modelled. */
export type NodeLegacyVersion = '20';

export interface NodeLegacyUrl {
  ok: true;
  /** with its ":", lowercased; null when none */
  protocol: string | null;
  slashes: boolean | null;
  auth: string | null;
  hostname: string | null;
  port: string | null;
  /** where the host starts in the input, when no character before it was removed or replaced */
  hostOffset?: number;
}

export interface NodeLegacyError {
  ok: false;
  error: string;
}

export type NodeLegacyResult = NodeLegacyUrl | NodeLegacyError;

const PROTOCOL = /^[a-z0-9.+-]+:/i;
const PORT = /:[0-9]*$/;
const HOST_PATTERN = /^\/\/[^@/]+@[^@/]+/;
const SIMPLE_PATH = /^(\/\/?(?!\/)[^?\s]*)(\?[^\s]*)?$/;
const HOSTNAME_MAX_LEN = 255;
const HOSTLESS = new Set(['javascript', 'javascript:']);
const SLASHED = new Set(['http', 'http:', 'https', 'https:', 'ftp', 'ftp:', 'gopher', 'gopher:', 'file', 'file:', 'ws', 'ws:', 'wss', 'wss:']);
const FORBIDDEN_HOST_CHARS = /[\0\t\n\r #%/:<>?@[\\\]^|]/;
const FORBIDDEN_HOST_CHARS_IPV6 = /[\0\t\n\r #%/<>?@\\^|]/;
/** Characters that end the host after the auth ("never ever allowed in a hostname from RFC 2396"). */
const NON_HOST = new Set([' ', '"', '%', "'", ';', '<', '>', '\\', '^', '`', '{', '|', '}']);

/**
 * `toASCII` (the ada IDNA binding, which reads a C string: up to the first NUL): UTS #46 processing, asked of the runtime's URL with a final
 * label that keeps its IPv4 parser out; '' when it fails. An ASCII name without "xn--" is unchanged.
 */
function toASCII(whole: string): string {
  // the binding reads a C string: it ends at the first NUL
  const nul = whole.indexOf('\u0000');
  const name = nul < 0 ? whole : whole.slice(0, nul);
  if (/^[\x00-\x7f]*$/.test(name) && !/xn--/i.test(name)) return name;
  // label by label (UTS #46 §4 step 3 breaks at the full stops it maps to "."): an ASCII label
  // other than "xn--" is kept as it is, control characters included
  const labels: string[] = [];
  for (const written of name.split(/[.\u3002\uff0e\uff61]/)) {
    // the characters UTS #46 maps to nothing (soft hyphen, zero-width space, word joiner, variation selectors, BOM …)
    const label = written.replace(/[\u00ad\u034f\u180b-\u180f\u200b\u2060-\u2064\ufe00-\ufe0f\ufeff]/g, '');
    if (/^[\x00-\x7f]*$/.test(label) && !/^xn--/i.test(label)) {
      labels.push(label.toLowerCase());
      continue;
    }
    try {
      const host = new URL(`http://${label}.x/`).hostname;
      if (!host.endsWith('.x')) return '';
      labels.push(host.slice(0, -2));
    } catch {
      return '';
    }
  }
  return labels.join('.');
}
// Known difference: a label that mixes a C0 control or DEL with characters beyond ASCII
// ("fa*\u007fß") is Punycode-encoded by ada, control character and all ("xn--fa*\u007f-yna"); the
// runtime URL this model converts with refuses it, so the model throws ERR_INVALID_URL there.

/** `url.parse(input)` as Node 20 has it. */
export function nodeLegacyParse(input: string): NodeLegacyResult {
  const out: NodeLegacyUrl = { ok: true, protocol: null, slashes: null, auth: null, hostname: null, port: null };
  let hasHash = false;
  let hasAt = false;
  let start = -1;
  let end = -1;
  let rest = '';
  let lastPos = 0;
  let converted = false;
  for (let i = 0, inWs = false, split = false; i < input.length; ++i) {
    const code = input.charCodeAt(i);
    const isWs = code < 33 || code === 0xa0 || code === 0xfeff;
    if (start === -1) {
      if (isWs) continue;
      lastPos = start = i;
    } else if (inWs) {
      if (!isWs) {
        end = -1;
        inWs = false;
      }
    } else if (isWs) {
      end = i;
      inWs = true;
    }
    if (!split) {
      if (code === 0x40) hasAt = true;
      else if (code === 0x23 || code === 0x3f) {
        if (code === 0x23) hasHash = true;
        split = true;
      } else if (code === 0x5c) {
        if (i - lastPos > 0) rest += input.slice(lastPos, i);
        rest += '/';
        lastPos = i + 1;
        converted = true;
      }
    } else if (!hasHash && code === 0x23) hasHash = true;
  }
  if (start !== -1) {
    if (lastPos === start) rest = end === -1 ? input.slice(start) : input.slice(start, end);
    else if (end === -1 && lastPos < input.length) rest += input.slice(lastPos);
    else if (end !== -1 && lastPos < end) rest += input.slice(lastPos, end);
  }
  // offsets into `rest` are offsets into the input (shifted by `start`) while no "\" was replaced before the host
  let restAt = converted ? undefined : Math.max(start, 0);

  if (!hasHash && !hasAt && SIMPLE_PATH.test(rest)) return out;

  const protoMatch = PROTOCOL.exec(rest);
  let lowerProto: string | undefined;
  if (protoMatch) {
    lowerProto = protoMatch[0].toLowerCase();
    out.protocol = lowerProto;
    rest = rest.slice(protoMatch[0].length);
    if (restAt !== undefined) restAt += protoMatch[0].length;
  }
  let slashes = false;
  if (protoMatch || HOST_PATTERN.test(rest)) {
    slashes = rest.charCodeAt(0) === 0x2f && rest.charCodeAt(1) === 0x2f;
    if (slashes && !(protoMatch && HOSTLESS.has(lowerProto!))) {
      rest = rest.slice(2);
      if (restAt !== undefined) restAt += 2;
      out.slashes = true;
    }
  }
  if (lowerProto !== undefined && HOSTLESS.has(lowerProto)) return out;
  if (!(slashes || (protoMatch && !SLASHED.has(protoMatch[0])))) return out;

  let atSign = -1;
  let nonHost = -1;
  // tab, LF and CR are removed as the scan meets them (lib/url.js slices each out of the string, which
  // is quadratic; the characters kept are collected instead, and only the part scanned is read below)
  const kept: string[] = [];
  for (let i = 0; i < rest.length; ++i) {
    const c = rest[i];
    if (c === '\t' || c === '\n' || c === '\r') {
      restAt = undefined;
      continue;
    }
    const k = kept.push(c) - 1;
    if (NON_HOST.has(c)) {
      if (nonHost === -1) nonHost = k;
    } else if (c === '#' || c === '/' || c === '?') {
      // the first host-ending character
      if (nonHost === -1) nonHost = k;
      break;
    } else if (c === '@') {
      atSign = k;
      nonHost = -1;
    }
  }
  rest = kept.join('');
  let hostStart = 0;
  if (atSign !== -1) {
    try {
      out.auth = decodeURIComponent(rest.slice(0, atSign));
    } catch (error) {
      return { ok: false, error: `${(error as Error).name}: ${(error as Error).message}` };
    }
    hostStart = atSign + 1;
  }
  if (restAt !== undefined) out.hostOffset = restAt + hostStart;
  let host = nonHost === -1 ? rest.slice(hostStart) : rest.slice(hostStart, nonHost);
  // parseHost
  const port = PORT.exec(host);
  if (port) {
    if (port[0] !== ':') out.port = port[0].slice(1);
    host = host.slice(0, host.length - port[0].length);
  }
  let hostname = host;
  const ipv6 = hostname.startsWith('[') && hostname.endsWith(']');
  if (!ipv6) {
    // getHostname: the hostname ends at the first "/", "\", "#", "?" or ":"
    const cut = /[/\\#?:]/.exec(hostname);
    if (cut) hostname = hostname.slice(0, cut.index);
  }
  hostname = hostname.length > HOSTNAME_MAX_LEN ? '' : hostname.toLowerCase();
  if (hostname !== '') {
    if (ipv6) {
      if (FORBIDDEN_HOST_CHARS_IPV6.test(hostname)) return { ok: false, error: 'ERR_INVALID_URL' };
    } else {
      hostname = toASCII(hostname);
      if (hostname === '' || FORBIDDEN_HOST_CHARS.test(hostname)) return { ok: false, error: 'ERR_INVALID_URL' };
    }
  }
  out.hostname = ipv6 ? hostname.slice(1, -1) : hostname;
  return out;
}

/** The reader: Node's legacy url.parse in audit()'s terms (./reader.ts). */
export const nodeLegacyReader: Reader<'nodeLegacy', NodeLegacyVersion> = {
  name: 'nodeLegacy',
  label: 'Node url.parse',
  versions: ['20'],
  describe: (version) => `Node ${version} url.parse (legacy)`,
  withBase: false,
  // url.parse has already converted the hostname with IDNA; http.request looks it up as it is
  lookup: 'as-written',
  defaultPorts: { http: WEB_PORTS.http, https: WEB_PORTS.https },
  read(input) {
    const r = nodeLegacyParse(input);
    if (!r.ok) return { ok: false, error: `url.parse throws ${r.error}` };
    const out: ClientParsed = { ok: true };
    if (r.protocol !== null) out.scheme = r.protocol.slice(0, -1);
    if (r.hostname === null) return out;
    out.host = r.hostname;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.port !== null && r.port !== '') out.port = Number(r.port);
    // http.request connects to an IPv6 address given without brackets, as the hostname has it
    Object.assign(out, hostAddress(r.hostname, r.hostname.includes(':')));
    return out;
  },
};
