/**
 * The readings of the parsers that make requests, beside the specifications: CPython's
 * urllib.parse.urlsplit (src/readers/python.ts) and curl's URL parser (src/readers/curl.ts), in the
 * fields every audit reading has. A host is compared as a connection uses it: Python's `hostname`
 * is neither percent-decoded nor mapped (http.client looks it up as written; a name beyond ASCII is
 * converted to ASCII), curl's host is percent-decoded and its numeric forms read as addresses.
 */
import { domainToAscii } from '../whatwg/host';
import { effectivePort } from '../compare/whatwg-values';
import { CURL_VERSION, curlUrl } from '../readers/curl';
import type { CurlResult } from '../readers/curl';
import { isPythonIpv4 } from '../readers/python-ipaddress';
import { pythonIpv6Host, pythonUrlsplit } from '../readers/python';
import type { PythonVersion } from '../readers/python';
import { ipv6Destinations, nameDestinations } from './destinations';
import { addressOf } from './readings';
import type { AuditHostType, AuditReading } from './types';

/** The reader named in a Python reading. */
export const pythonReader = (version: PythonVersion): string => `CPython ${version} urllib.parse.urlsplit`;

/** The reader named in a curl reading. */
export const CURL_READER = `libcurl ${CURL_VERSION} curl_url_set, guessing the scheme`;

/** The ports curl's scheme handlers default to (lib/*.c `Curl_scheme_*`: defport). */
const CURL_PORTS: Readonly<Record<string, number>> = {
  dict: 2628, ftp: 21, ftps: 990, gopher: 70, gophers: 70, http: 80, https: 443, imap: 143, imaps: 993,
  ldap: 389, ldaps: 636, mqtt: 1883, pop3: 110, pop3s: 995, rtsp: 554, scp: 22, sftp: 22, smb: 445,
  smbs: 445, smtp: 25, smtps: 465, telnet: 23, tftp: 69, ws: 80, wss: 443,
};

/** A name as a client looks it up: lowercase ASCII, a name beyond ASCII converted (UTS #46), or as written when that fails. */
function lookupName(name: string): string {
  if (/^[\x00-\x7f]*$/.test(name)) return name.toLowerCase();
  return domainToAscii(name) ?? name.toLowerCase();
}

/** An IPv6 address with its zone in RFC 6874's form ("[fe80::1%25eth0]"). */
function zoned(address: string, zone: string | undefined): string {
  return zone === undefined ? address : `${address.slice(0, -1)}%25${zone}]`;
}

/** Python's reading of `input`. */
export function pythonReading(input: string, version: PythonVersion): AuditReading {
  const reader = pythonReader(version);
  const r = pythonUrlsplit(input, version);
  if (!r.ok) return { accepted: false, error: `urlsplit raises ${r.error}`, reader };
  if (r.portError) return { accepted: false, error: `.port raises ${r.portError}`, reader };
  const out: AuditReading = { accepted: true, reader };
  if (r.scheme !== '') out.scheme = r.scheme;
  if (r.netloc === undefined) return out;
  const hostname = r.hostname ?? '';
  const v6 = r.bracketed ? pythonIpv6Host(hostname) : undefined;
  let type: AuditHostType;
  if (hostname === '') type = 'empty';
  else if (v6) type = 'ipv6';
  else type = isPythonIpv4(hostname) ? 'ipv4' : 'dns';
  out.host = hostname;
  out.hostType = type;
  if (v6) {
    out.canonicalHost = zoned(v6.address, v6.zone);
    Object.assign(out, { address: v6.address, destinations: ipv6Destinations(v6.address) });
  } else if (type !== 'empty') {
    out.canonicalHost = lookupName(hostname);
    Object.assign(out, addressOf(type, out.canonicalHost));
  } else out.canonicalHost = '';
  addPort(out, effectivePort(r.scheme || undefined, r.port === undefined ? undefined : String(r.port)));
  return out;
}

/** curl's reading of `input`. */
export function curlReading(input: string, parsed?: CurlResult): AuditReading {
  const r = parsed ?? curlUrl(input);
  if (!r.ok) return { accepted: false, error: `curl_url_set returns ${r.error}`, reader: CURL_READER };
  const out: AuditReading = { accepted: true, reader: CURL_READER, scheme: r.scheme };
  const type: AuditHostType = r.hostType === 'name' ? 'dns' : r.hostType;
  out.host = r.host;
  out.hostType = type;
  if (type === 'ipv6') {
    out.canonicalHost = zoned(r.host, r.zone);
    Object.assign(out, { address: r.host, destinations: ipv6Destinations(r.host) });
  } else if (type === 'ipv4') {
    out.canonicalHost = r.host;
    Object.assign(out, addressOf('ipv4', r.host));
  } else if (type === 'dns') {
    out.canonicalHost = lookupName(r.host);
    out.destinations = nameDestinations(out.canonicalHost);
  } else out.canonicalHost = '';
  if (type !== 'empty') addPort(out, r.port !== undefined ? String(r.port) : CURL_PORTS[r.scheme] !== undefined ? String(CURL_PORTS[r.scheme]) : undefined);
  return out;
}

function addPort(out: AuditReading, port: string | undefined): void {
  if (port === undefined) return;
  out.port = Number(port);
  out.portInRange = out.port <= 65535;
}
