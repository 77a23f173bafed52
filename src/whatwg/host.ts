/**
 * Hosts as a connection sees them: percent-decoding, the name converted to ASCII, and the numeric
 * forms a resolver reads as an IPv4 address. The IPv4 number rules are the URL Standard's (§3.5
 * "Host parsing": the ends-in-a-number checker and the IPv4 parser), which are inet_aton()'s:
 * "0x7f.1", "0177.0.0.1", "127.1" and "2130706433" are all 127.0.0.1. Name conversion and IPv6
 * normalisation are asked of the runtime's URL (UTS #46 via §3.3 "IDNA"), so no table is kept here.
 */

const UTF8 = new TextDecoder('utf-8');

/**
 * The percent-decoding of `text` (§1.3 "Percent-encoded bytes": "%" and two hex digits is a byte,
 * any other "%" is itself), the bytes read as UTF-8 with U+FFFD for malformed sequences.
 */
export function lenientDecode(text: string): string {
  if (!text.includes('%')) return text;
  const bytes: number[] = [];
  const out: string[] = [];
  const flush = () => {
    if (bytes.length) out.push(UTF8.decode(new Uint8Array(bytes)));
    bytes.length = 0;
  };
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      flush();
      out.push(text[i]);
    }
  }
  flush();
  return out.join('');
}

/** "%2f" and "%2F" alike: the hex digits of every percent-encoded byte uppercased. */
export function upperEscapes(text: string): string {
  return text.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
}

/** §3.5 IPv4 number parser: decimal, "0x" hexadecimal, "0" octal; undefined on failure. */
function ipv4Number(part: string): number | undefined {
  if (part === '') return undefined;
  let radix = 10;
  let digits = part;
  if (/^0[xX]/.test(part)) {
    radix = 16;
    digits = part.slice(2);
  } else if (part.length > 1 && part[0] === '0') {
    radix = 8;
    digits = part.slice(1);
  }
  if (digits === '') return 0;
  const valid = radix === 10 ? /^\d+$/ : radix === 16 ? /^[0-9A-Fa-f]+$/ : /^[0-7]+$/;
  if (!valid.test(digits)) return undefined;
  return parseInt(digits, radix);
}

/** §3.5 ends-in-a-number checker: whether the host is to be read as an IPv4 address. */
export function endsInNumber(host: string): boolean {
  const parts = host.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  const last = parts[parts.length - 1];
  return (last !== '' && /^\d+$/.test(last)) || /^0[xX][0-9A-Fa-f]*$/.test(last);
}

/**
 * The IPv4 address a numeric host denotes (§3.5 IPv4 parser: up to four parts, the last filling the
 * remaining bytes), dotted; undefined when `host` does not end in a number or is not a valid one.
 */
export function ipv4Address(host: string): string | undefined {
  if (host.length > 256 || !endsInNumber(host)) return undefined;
  const parts = host.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return undefined;
  const numbers: number[] = [];
  for (const p of parts) {
    const n = ipv4Number(p);
    if (n === undefined) return undefined;
    numbers.push(n);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length)) return undefined;
  let value = last;
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** Whether `host` is an IPv4 address written the one canonical way (§3.6: four decimal numbers). */
export function isDottedQuad(host: string): boolean {
  return /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/.test(host) && ipv4Address(host) === host;
}

/** §3.2 forbidden domain code point: forbidden host code points, C0 controls, "%" and U+007F. */
export const FORBIDDEN_DOMAIN = /[\u0000-\u0020#/:<>?@[\\\]^|%\u007f]/;

/**
 * A name converted the way the URL Standard's domain to ASCII does (§3.3: UTS #46 mapping, then
 * Punycode), asked of the runtime's URL with a final label that keeps the IPv4 parser out; undefined
 * when the name holds a forbidden domain code point or the conversion fails.
 */
export function domainToAscii(name: string): string | undefined {
  if (name === '' || FORBIDDEN_DOMAIN.test(name)) return undefined;
  if (/^[\x21-\x7e]*$/.test(name) && !/xn--/i.test(name)) return name.toLowerCase();
  try {
    const host = new URL(`http://${name}.x/`).hostname;
    return host.endsWith('.x') ? host.slice(0, -2) : undefined;
  } catch {
    return undefined;
  }
}

/** An IPv6 literal ("[…]") in the URL Standard's serialisation (§3.6: compressed, lowercase); undefined if invalid. */
export function ipv6Canonical(literal: string): string | undefined {
  if (!literal.startsWith('[') || !literal.endsWith(']')) return undefined;
  try {
    const host = new URL(`http://${literal}/`).hostname;
    return host.startsWith('[') ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (RFC 4291, ::ffff:0:0/96), dotted. */
export function mappedIpv4(ipv6: string): string | undefined {
  const m = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(ipv6);
  if (!m) return undefined;
  const hi = parseInt(m[1], 16);
  const lo = parseInt(m[2], 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}
