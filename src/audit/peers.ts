/**
 * The readings of the parsers that make requests, beside the specifications: each reader of the
 * registry (src/readers/registry.ts) in the fields every audit reading has. A host is compared as
 * the program's client uses it: an address the parser read is its address; a name is looked up the
 * way the reader declares (`lookup`: as written and lowercased, or converted with UTS #46), and a
 * name that ends in a number is the IPv4 address getaddrinfo's inet_aton reads in it; the port
 * is the one written, or the reader's default for the scheme.
 */
import { domainToAscii } from '../whatwg/host';
import type { ClientRead, HostLookup, Reader } from '../readers/reader';
import { ipv6Destinations } from './destinations';
import { addressOf } from './readings';
import type { AuditHostType, AuditReading } from './types';

/** The IDNA 2003 deviations UTS #46 transitional processing maps (UTS #46 §4, table "deviation"). */
const DEVIATIONS: Readonly<Record<string, string>> = { ß: 'ss', ς: 'σ', '\u200c': '', '\u200d': '' };

/** A name as a client looks it up. */
export function lookupName(name: string, lookup: HostLookup): string {
  if (/^[\x00-\x7f]*$/.test(name) || lookup === 'as-written') return name.toLowerCase();
  const mapped = lookup === 'uts46-transitional' ? name.replace(/[ßς\u200c\u200d]/g, (c) => DEVIATIONS[c]) : name;
  return domainToAscii(mapped) ?? name.toLowerCase();
}

/** An IPv6 address with its zone in RFC 6874's form ("[fe80::1%25eth0]"). */
function zoned(address: string, zone: string | undefined): string {
  return zone === undefined ? address : `${address.slice(0, -1)}%25${zone}]`;
}

/** The reading of a reader's result. */
export function clientReading(reader: Reader, version: string, r: ClientRead): AuditReading {
  const described = reader.describe(version);
  if (!r.ok) return { accepted: false, error: r.error, reader: described };
  const out: AuditReading = { accepted: true, reader: described };
  if (r.scheme !== undefined) out.scheme = r.scheme;
  const host = r.host;
  if (host === undefined) return out;
  const type: AuditHostType = r.hostType === undefined || r.hostType === 'name' ? (host === '' ? 'empty' : 'dns') : r.hostType;
  out.host = host;
  out.hostType = type;
  if (type === 'ipv6' && r.address !== undefined) {
    out.canonicalHost = zoned(r.address, r.zone);
    Object.assign(out, { address: r.address, destinations: ipv6Destinations(r.address) });
  } else if (type === 'ipv4' && r.address !== undefined) {
    out.canonicalHost = r.address;
    Object.assign(out, addressOf('ipv4', r.address));
  } else if (type === 'empty') out.canonicalHost = '';
  else {
    out.canonicalHost = type === 'opaque' ? host : lookupName(host, reader.lookup);
    Object.assign(out, addressOf(type, out.canonicalHost));
  }
  const port = r.port ?? (out.scheme !== undefined && Object.prototype.hasOwnProperty.call(reader.defaultPorts, out.scheme) ? reader.defaultPorts[out.scheme] : undefined);
  if (port !== undefined) {
    out.port = port;
    out.portInRange = port <= 65535;
  }
  return out;
}
