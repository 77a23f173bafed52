/**
 * Ruby's `URI.parse` as of Ruby 3.1.2 with the uri gem 0.11.0 (Debian 12's ruby3.1; lib/uri/):
 * `URI::RFC3986_Parser#split` then `URI.for`, step by step:
 *
 *  - a string beyond ASCII raises (`uri.ascii_only?`: "URI must be ascii only");
 *  - `RFC3986_URI` is tried, then `RFC3986_relative_ref` — RFC 3986's collected grammar written as
 *    one regular expression each (transcribed below as the gem writes them, quirks included: the
 *    query is `[^#]*`, anything but "#"; `\h{1,4}?::` is a lazy repetition of one to four hex digits,
 *    not an optional one; in the relative form, `\[IPv6address|IPvFuture\]` groups as
 *    `(\[IPv6address)|(IPvFuture\])`); neither matching raises "bad URI(is not URI?)";
 *  - a `path-rootless` makes the URI opaque (its query joins the opaque part);
 *  - `URI.for`: the class registered for the scheme (HTTP, HTTPS, FTP, FILE, LDAP, LDAPS, MAILTO,
 *    WS, WSS; else Generic); `Generic#initialize` sets the host as matched (brackets kept), the port
 *    as an integer (an empty port is nil), runs the query's check (`query=`: a "%" followed by two
 *    non-hex characters raises "invalid percent escape"), then the class's default port when none;
 *    FILE makes "localhost" the empty host and keeps no port; FTP needs a path; MAILTO needs an
 *    opaque part of addresses; LDAP refuses a fragment and an opaque URI.
 *
 * The host as Net::HTTP connects to it is `uri.hostname` (the brackets removed).
 */
import type { ClientParsed, Reader } from './reader';
import { bracketedIpv6, pythonIpv6 } from './python-ipaddress';

/** The Ruby and uri gem releases modelled. */
export type RubyVersion = '3.1.2';

export interface RubyUri {
  ok: true;
  /** the class URI.for chose */
  className: string;
  /** lowercase; undefined when none */
  scheme?: string;
  userinfo?: string;
  /** `uri.host` (an IPv6 literal in its brackets); undefined when none */
  host?: string;
  hostKind?: 'ipv4' | 'ipv6' | 'ipvfuture' | 'reg-name';
  /** `uri.port`, the class's default filled in */
  port?: number;
  opaque?: string;
  /** where the host starts in the input */
  hostOffset?: number;
  passwordSpan?: [number, number];
}

export interface RubyError {
  ok: false;
  /** the exception's class */
  error: string;
}

export type RubyResult = RubyUri | RubyError;

// The pieces of RFC3986_Parser's expressions (`\h` is a hex digit, `\d` an ASCII digit, `{,n}` is `{0,n}`).
const H = '[0-9A-Fa-f]';
const DEC_OCTET = '(?:[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5]|[0-9])';
const IPV4 = `${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}\\.${DEC_OCTET}`;
const LS32 = `(?:${H}{1,4}:${H}{1,4}|${IPV4})`;
const IPV6 = [
  `(?:${H}{1,4}:){6}${LS32}`,
  `::(?:${H}{1,4}:){5}${LS32}`,
  `${H}{1,4}?::(?:${H}{1,4}:){4}${LS32}`,
  `(?:(?:${H}{1,4}:)?${H}{1,4})?::(?:${H}{1,4}:){3}${LS32}`,
  `(?:(?:${H}{1,4}:){0,2}${H}{1,4})?::(?:${H}{1,4}:){2}${LS32}`,
  `(?:(?:${H}{1,4}:){0,3}${H}{1,4})?::${H}{1,4}:${LS32}`,
  `(?:(?:${H}{1,4}:){0,4}${H}{1,4})?::${LS32}`,
  `(?:(?:${H}{1,4}:){0,5}${H}{1,4})?::${H}{1,4}`,
  `(?:(?:${H}{1,4}:){0,6}${H}{1,4})?::`,
].join('|');
const IPV_FUTURE = `v${H}+\\.[!$&-.0-;=A-Z_a-z~]+`;
const SEGMENT = '(?:%[0-9A-Fa-f]{2}|[!$&-.0-;=@-Z_a-z~])*';
const SEGMENT_NZ = '(?:%[0-9A-Fa-f]{2}|[!$&-.0-;=@-Z_a-z~])+';
const SEGMENT_NZ_NC = '(?:%[0-9A-Fa-f]{2}|[!$&-.0-9;=@-Z_a-z~])+';
const USERINFO = '(?<userinfo>(?:%[0-9A-Fa-f]{2}|[!$&-.0-;=A-Z_a-z~])*)';
const REG_NAME = '(?<regName>(?:%[0-9A-Fa-f]{2}|[!$&-.0-9;=A-Z_a-z~])+)';

/** `RFC3986_URI`'s and `RFC3986_relative_ref`'s authority: `(?<host>IP-literal|IPv4address|reg-name)?`, an optional port. */
function authority(ipLiteral: string): string {
  return `(?:${USERINFO}@)?(?<host>${ipLiteral}|(?<ipv4>${IPV4})|${REG_NAME})?(?::(?<port>[0-9]*))?`;
}
const TAIL = `(?:\\?(?<query>[^#]*))?(?:#(?<fragment>(?:%[0-9A-Fa-f]{2}|[!$&-.0-;=@-Z_a-z~/?])*))?$`;
const PATH_ABEMPTY = `(?<pathAbempty>(?:/${SEGMENT})*)`;
const PATH_ABSOLUTE = `(?<pathAbsolute>/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?)`;

/** `RFC3986_URI`. */
const RFC3986_URI = new RegExp(
  `^(?<scheme>[A-Za-z][+\\-.0-9A-Za-z]*):(?://(?<authority>${authority(`(?<ipLiteral>\\[(?:(?<ipv6>${IPV6})|(?<ipvFuture>${IPV_FUTURE}))\\])`)})${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<pathRootless>${SEGMENT_NZ}(?:/${SEGMENT})*)|(?<pathEmpty>))${TAIL}`,
);

/** `RFC3986_relative_ref`: its IP-literal is `(\[IPv6address)|(IPvFuture\])`, as the gem's grouping reads. */
const RFC3986_RELATIVE_REF = new RegExp(
  `^(?://(?<authority>${authority(`(?<ipLiteral>\\[(?<ipv6>${IPV6})|(?<ipvFuture>${IPV_FUTURE})\\])`)})${PATH_ABEMPTY}|${PATH_ABSOLUTE}|(?<pathNoscheme>${SEGMENT_NZ_NC}(?:/${SEGMENT})*)|(?<pathEmpty>))${TAIL}`,
);

/** The classes `require 'uri'` registers, and their DEFAULT_PORT. */
const CLASSES: Readonly<Record<string, [string, number | undefined]>> = {
  FILE: ['URI::File', undefined],
  FTP: ['URI::FTP', 21],
  HTTP: ['URI::HTTP', 80],
  HTTPS: ['URI::HTTPS', 443],
  LDAP: ['URI::LDAP', 389],
  LDAPS: ['URI::LDAPS', 636],
  MAILTO: ['URI::MailTo', undefined],
  WS: ['URI::WS', 80],
  WSS: ['URI::WSS', 443],
};

const INVALID = 'URI::InvalidURIError';

/** `URI.parse(input)` as Ruby 3.1.2 (uri 0.11.0) has it. */
export function rubyParse(input: string): RubyResult {
  if (!/^[\x00-\x7f]*$/.test(input)) return { ok: false, error: INVALID };
  const m = RFC3986_URI.exec(input) ?? RFC3986_RELATIVE_REF.exec(input);
  if (!m) return { ok: false, error: INVALID };
  const g = m.groups!;
  const scheme = g.scheme?.toLowerCase();
  const upper = scheme?.toUpperCase();
  const [className, defaultPort] = upper !== undefined && Object.prototype.hasOwnProperty.call(CLASSES, upper) ? CLASSES[upper] : ['URI::Generic', undefined];
  const out: RubyUri = { ok: true, className };
  if (scheme !== undefined) out.scheme = scheme;
  let query: string | undefined = g.query;
  if (g.pathRootless !== undefined) {
    out.opaque = query !== undefined ? `${g.pathRootless}?${query}` : g.pathRootless;
    query = undefined;
  }
  if (g.authority !== undefined) {
    if (g.userinfo !== undefined) {
      out.userinfo = g.userinfo;
      const start = input.indexOf('//') + 2;
      const colon = g.userinfo.indexOf(':');
      if (colon >= 0) out.passwordSpan = [start + colon + 1, start + g.userinfo.length];
    }
    if (g.host !== undefined) {
      out.host = g.host;
      out.hostKind = g.ipv6 !== undefined ? 'ipv6' : g.ipvFuture !== undefined ? 'ipvfuture' : g.ipv4 !== undefined ? 'ipv4' : 'reg-name';
      out.hostOffset = input.indexOf('//') + 2 + (g.userinfo !== undefined ? g.userinfo.length + 1 : 0);
    }
    if (g.port !== undefined && g.port !== '') out.port = Number(g.port);
  }
  // Generic#query=: "invalid percent escape" for "%" and two non-hex characters (after tab, CR, LF are deleted)
  if (query !== undefined && /%[^0-9A-Fa-f][^0-9A-Fa-f]/.test(query.replace(/[\t\r\n]/g, ''))) return { ok: false, error: INVALID };
  const path = g.pathAbempty ?? g.pathAbsolute ?? g.pathNoscheme ?? g.pathEmpty;
  switch (className) {
    case 'URI::File':
      if (out.host === undefined || out.host === 'localhost') out.host = '';
      delete out.port;
      return out;
    case 'URI::FTP':
      if (path === undefined) return { ok: false, error: INVALID };
      break;
    case 'URI::MailTo': {
      const opaque = out.opaque ?? (query !== undefined ? `?${query}` : undefined);
      if (opaque === undefined) return { ok: false, error: 'URI::InvalidComponentError' };
      if (!/^(?:[^@,;]+@[^@,;]+(?:$|[,;]))*$/.test(opaque.split('?')[0])) return { ok: false, error: 'URI::InvalidComponentError' };
      break;
    }
    case 'URI::LDAP':
    case 'URI::LDAPS':
      if (g.fragment !== undefined || path === undefined) return { ok: false, error: INVALID };
      break;
  }
  if (out.port === undefined && defaultPort !== undefined) out.port = defaultPort;
  return out;
}

/** The reader: Ruby's URI.parse in audit()'s terms (./reader.ts). */
export const rubyReader: Reader<'ruby', RubyVersion> = {
  name: 'ruby',
  label: 'Ruby URI',
  versions: ['3.1.2'],
  describe: (version) => `Ruby ${version} (uri 0.11.0) URI.parse`,
  withBase: false,
  // Net::HTTP passes uri.hostname to the resolver as written
  lookup: 'as-written',
  // the port is the URI's own (URI::HTTP and the others fill in their DEFAULT_PORT)
  defaultPorts: {},
  read(input) {
    const r = rubyParse(input);
    if (!r.ok) return { ok: false, error: `URI.parse raises ${r.error}` };
    const out: ClientParsed = { ok: true };
    if (r.scheme !== undefined) out.scheme = r.scheme;
    if (r.passwordSpan) out.passwordSpan = r.passwordSpan;
    if (r.host === undefined) return out;
    out.host = r.host.startsWith('[') && r.host.endsWith(']') ? r.host.slice(1, -1) : r.host;
    if (r.hostOffset !== undefined) out.hostOffset = r.hostOffset;
    if (r.port !== undefined) out.port = r.port;
    if (r.host === '') out.hostType = 'empty';
    else if (r.hostKind === 'ipv4') Object.assign(out, { hostType: 'ipv4', address: r.host });
    else if (r.hostKind === 'ipv6') Object.assign(out, { hostType: 'ipv6', address: bracketedIpv6(pythonIpv6(out.host)?.hextets ?? []) });
    else if (r.hostKind === 'ipvfuture') out.hostType = 'opaque';
    else out.hostType = 'name';
    return out;
  },
};
