/**
 * The one interface every model of a client's URL parser implements (CPython's urlsplit, curl, Go's
 * net/url, java.net.URI and URL, PHP's parse_url, Ruby's URI, Node's legacy url.parse), so that
 * audit(), the CLI's `--readers`, the playground and the docs iterate one registry
 * (./registry.ts) instead of naming each reader. A reader says what it is — its name, the program
 * and version it models, the versions it can be asked for, whether it reads against a base, how
 * the program's client looks a host up and which port it defaults to — and turns a string into a
 * `ClientRead`: what the program's parser returns, in the fields every audit reading has.
 *
 * Plain data and pure functions: nothing here depends on the rest of the library.
 */
import { bracketedIpv6, pythonIpv6 } from './python-ipaddress';

/** What a client's parser makes of a string it accepts. */
export interface ClientParsed {
  ok: true;
  /** lowercase; undefined when the parser reads no scheme */
  scheme?: string;
  /**
   * the host as the program's API returns it (Python's `hostname`, Go's `Hostname()`, Java's
   * `getHost()` …); undefined when the parser reads no authority, or no host in it (java.net.URI's
   * registry-based authority: `getHost()` is null); '' for an empty host
   */
  host?: string;
  /** what the host is to the program: a name to look up, an IPv4 or IPv6 address it parsed, an opaque text (no lookup), empty */
  hostType?: 'name' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';
  /** for 'ipv4': the dotted address; for 'ipv6': the compressed address in brackets ("[::1]") */
  address?: string;
  /** an IPv6 zone id the program keeps beside the address */
  zone?: string;
  /** the port as the program reads it (undefined: none, or empty) */
  port?: number;
  /** where the host starts in the input, when the model knows it */
  hostOffset?: number;
  /** [start, end) of the password in the input, when the model knows it */
  passwordSpan?: [number, number];
}

/** The program rejects the string: the exception or error code it gives, by its own name. */
export interface ClientRejected {
  ok: false;
  error: string;
}

export type ClientRead = ClientParsed | ClientRejected;

/**
 * How the program's client turns a name into what it resolves: `as-written` (lowercased, a name
 * beyond ASCII passed on as UTF-8), `uts46` (UTS #46 non-transitional ToASCII, as the URL Standard),
 * `uts46-transitional` (UTS #46 transitional processing, which maps the IDNA 2003 deviations
 * "ß" → "ss", "ς" → "σ" and drops ZWJ/ZWNJ: what Python's `idna` codec, IDNA 2003, does to them).
 */
export type HostLookup = 'as-written' | 'uts46' | 'uts46-transitional';

/** One reader: a model of one program's URL parser, pinned to named versions. */
export interface Reader<Name extends string = string, Version extends string = string> {
  /** the reading's name in audit()'s `readings` */
  readonly name: Name;
  /** a short label for a checkbox or a column ("Python urlsplit") */
  readonly label: string;
  /** the versions a caller may choose (the first is the default) */
  readonly versions: readonly Version[];
  /** what read it, in `reading.reader` ("CPython 3.12.8 urllib.parse.urlsplit") */
  describe(version: Version): string;
  /** whether the model resolves against a base (none does yet: with a base they are left out) */
  readonly withBase: boolean;
  /** how the program's client looks a name up */
  readonly lookup: HostLookup;
  /** the port the program's client connects to when none is written, by scheme */
  readonly defaultPorts: Readonly<Record<string, number>>;
  /** the program's reading of `input` */
  read(input: string, version: Version): ClientRead;
}

/** A dotted-decimal IPv4 address of four decimal bytes without leading zeros (what inet_pton, Go's net.ParseIP and Java's resolver read as an address). */
const DOTTED_DECIMAL = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$/;

/**
 * What a client's resolver makes of the host text a parser returned: with `literal` (the parser
 * read it as an IP literal, brackets removed), an IPv6 address and its zone after "%";
 * otherwise a dotted-decimal IPv4 address, or a name (which the audit then looks up as the reader
 * declares); '' is the empty host.
 */
export function hostAddress(host: string, literal: boolean): Pick<ClientParsed, 'hostType' | 'address' | 'zone'> {
  if (host === '') return { hostType: 'empty' };
  if (literal) {
    const pct = host.indexOf('%');
    const v6 = pythonIpv6(pct < 0 ? host : host.slice(0, pct));
    if (v6) return pct < 0 ? { hostType: 'ipv6', address: bracketedIpv6(v6.hextets) } : { hostType: 'ipv6', address: bracketedIpv6(v6.hextets), zone: host.slice(pct + 1) };
  }
  return DOTTED_DECIMAL.test(host) ? { hostType: 'ipv4', address: host } : { hostType: 'name' };
}

/** The URL Standard's special schemes' default ports, which most clients share (§4.2). */
export const WEB_PORTS: Readonly<Record<string, number>> = { ftp: 21, http: 80, https: 443, ws: 80, wss: 443 };
