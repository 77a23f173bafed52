/**
 * One reading of the input as an audit reports it: accepted or not, and where it connects — the
 * host's type, its canonical form, the address of a numeric form, the effective port — from an RFC
 * edition's AST or from the WHATWG reading. RFC grammars call "0x7f.1" or "2130706433" a name; the
 * address is what a resolver that reads numbers (inet_aton, and the URL Standard's IPv4 parser)
 * connects to, so it is given for every reading.
 */
import type { UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import type { WhatwgResult, WhatwgUrl } from '../whatwg/reading';
import { isSpecialScheme } from '../whatwg/reading';
import { ipv4Address } from '../whatwg/host';
import { connectionHost, effectivePort } from '../whatwg/values';
import { ipv4Destinations, ipv6Destinations, nameDestinations } from './destinations';
import type { AuditHostType, AuditReading } from './types';

/** The reading of an RFC edition's parse. */
export function rfcReading(result: ParseResult): AuditReading {
  if (!result.ok) return { accepted: false, error: result.error.reason };
  return { accepted: true, ...fromUri(result.uri) };
}

/** Scheme, host and port of an accepted RFC reading. */
export function fromUri(uri: UriReference): Omit<AuditReading, 'accepted'> {
  const scheme = uri.scheme?.toLowerCase();
  const out: Omit<AuditReading, 'accepted'> = {};
  if (scheme !== undefined) out.scheme = scheme;
  // RFC 2396 §3.2: a registry-based authority (reg_name) has no host: the whole authority names it
  const host = uri.host ?? uri.authority;
  if (host !== undefined) {
    const type = rfcHostType(uri, host);
    out.host = host;
    out.hostType = type;
    const canonical = connectionHost(scheme, host);
    if (canonical !== undefined) out.canonicalHost = canonical;
    if (canonical !== undefined) Object.assign(out, addressOf(type, canonical));
  }
  addPort(out, scheme, uri.port, host !== undefined);
  return out;
}

function rfcHostType(uri: UriReference, host: string): AuditHostType {
  switch (uri.hostKind) {
    case 'ipv4':
      return 'ipv4';
    case 'ipv6':
      return 'ipv6';
    case 'ipvfuture':
      return 'opaque';
    case 'empty':
      return 'empty';
    default:
      return host === '' ? 'empty' : 'dns';
  }
}

/** The WHATWG reading. */
export function whatwgReading(result: WhatwgResult): AuditReading {
  if (!result.ok) return { accepted: false, error: `the URL Standard's parser returns failure (${result.error.message})` };
  return { accepted: true, ...fromUrl(result.url) };
}

export function fromUrl(url: WhatwgUrl): Omit<AuditReading, 'accepted'> {
  const out: Omit<AuditReading, 'accepted'> = { scheme: url.scheme };
  if (url.host !== undefined) {
    const type: AuditHostType = url.hostType === 'domain' ? 'dns' : (url.hostType ?? 'empty');
    out.host = url.host;
    out.hostType = type;
    out.canonicalHost = url.special ? url.host : (connectionHost(url.scheme, url.host) ?? url.host);
    Object.assign(out, addressOf(type, out.canonicalHost));
  }
  addPort(out, url.scheme, url.port, url.host !== undefined);
  return out;
}

/** The address and destinations of a canonical host. */
export function addressOf(type: AuditHostType, canonical: string): Pick<AuditReading, 'address' | 'destinations'> {
  if (type === 'ipv6') return { address: canonical, destinations: ipv6Destinations(canonical) };
  if (type === 'empty' || canonical === '') return {};
  const v4 = type === 'ipv4' ? canonical : ipv4Address(canonical);
  if (v4 !== undefined) return { address: v4, destinations: ipv4Destinations(v4) };
  return type === 'dns' ? { destinations: nameDestinations(canonical) } : {};
}

function addPort(out: Omit<AuditReading, 'accepted'>, scheme: string | undefined, port: string | undefined, hasHost: boolean): void {
  if (!hasHost) return;
  const effective = effectivePort(scheme, port);
  if (effective === undefined || !/^\d+$/.test(effective)) return;
  out.port = Number(effective);
  out.portInRange = out.port <= 65535;
}

/** Whether the scheme is one the URL Standard treats specially (§4.2). */
export function special(scheme: string | undefined): boolean {
  return scheme !== undefined && isSpecialScheme(scheme);
}
