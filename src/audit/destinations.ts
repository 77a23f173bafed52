/**
 * Where an IP address leads, by the IANA special-purpose address registries (RFC 6890; RFC 1918
 * private, RFC 6598 shared, RFC 3927 link-local, RFC 4291 IPv6, RFC 4193 unique local) and the
 * cloud instance-metadata endpoints (169.254.169.254; fd00:ec2::254).
 */
import { mappedIpv4 } from '../whatwg/host';
import type { Destination } from './types';

/** A test on the first two octets and the destination it gives, every matching one reported. */
const IPV4_RANGES: readonly [(a: number, b: number) => boolean, Destination][] = [
  [(a) => a === 127, 'loopback'],
  [(a) => a === 10, 'private'],
  [(a, b) => a === 172 && b >= 16 && b <= 31, 'private'],
  [(a, b) => a === 192 && b === 168, 'private'],
  [(a, b) => a === 100 && b >= 64 && b <= 127, 'shared'],
  [(a, b) => a === 169 && b === 254, 'link-local'],
  [(a) => a === 0, 'this-network'],
  [(a) => a >= 224 && a <= 239, 'multicast'],
  [(a) => a >= 240, 'reserved'],
];

/** The destinations of a dotted IPv4 address. */
export function ipv4Destinations(address: string): Destination[] {
  const [a, b] = address.split('.').map(Number);
  if (address === '0.0.0.0') return ['unspecified'];
  if (address === '255.255.255.255') return ['broadcast'];
  const out: Destination[] = [];
  for (const [test, d] of IPV4_RANGES) if (test(a, b)) out.push(d);
  if (address === '169.254.169.254') out.push('cloud-metadata');
  return out.length ? out : ['public'];
}

/** The destinations of an IPv6 address in its canonical bracketed form ("[::1]"). */
export function ipv6Destinations(address: string): Destination[] {
  if (address === '[::1]') return ['loopback'];
  if (address === '[::]') return ['unspecified'];
  const mapped = mappedIpv4(address);
  if (mapped) return ['ipv4-mapped', ...ipv4Destinations(mapped).filter((d) => d !== 'public')];
  if (address === '[fd00:ec2::254]') return ['unique-local', 'cloud-metadata'];
  const first = parseInt(address.slice(1).split(':')[0] || '0', 16);
  if ((first & 0xffc0) === 0xfe80) return ['link-local'];
  if ((first & 0xfe00) === 0xfc00) return ['unique-local'];
  if ((first & 0xff00) === 0xff00) return ['multicast'];
  return ['public'];
}

/** A name: it resolves wherever DNS says, except "localhost" (RFC 6761), which is loopback. */
export function nameDestinations(name: string): Destination[] {
  const bare = name.replace(/\.$/, '');
  return bare === 'localhost' || bare.endsWith('.localhost') ? ['loopback', 'dns-name'] : ['dns-name'];
}
