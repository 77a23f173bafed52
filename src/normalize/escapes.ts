/**
 * Escape (percent-encoding) normalization of one component's text, and case folding that leaves
 * escapes alone.
 */
import { tripletAt } from '../encoding/percent';
import { pctOctet } from '../kit/hex';

/**
 * Decode every triplet whose octet is an unreserved character of the edition (`unreserved[octet]`)
 * and write every other triplet with uppercase hexadecimal digits (RFC 3986 §6.2.2.1, §6.2.2.2;
 * RFC 2396 §2.3, §2.4.1; RFC 1738 §2.2 — docs/normalization.md gives each edition's citation).
 * Text that is not a triplet is kept as it is.
 */
export function normalizeEscapes(text: string, unreserved: Uint8Array): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  let out = '';
  let from = 0;
  while (i >= 0) {
    const octet = tripletAt(text, i);
    if (octet < 0) {
      // not a triplet (an edition's grammar would have rejected it; kept as written)
      i = text.indexOf('%', i + 1);
      continue;
    }
    out += text.slice(from, i) + (octet < 128 && unreserved[octet] ? String.fromCharCode(octet) : pctOctet(octet));
    from = i + 3;
    i = text.indexOf('%', from);
  }
  return out + text.slice(from);
}

/** Lowercase the ASCII letters (only those: hosts are ASCII) of `text` outside its "%" HEXDIG HEXDIG triplets (whose hex stays uppercase). */
export function lowercaseOutsideEscapes(text: string): string {
  if (!/[A-Z]/.test(text)) return text;
  return text.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.charCodeAt(0) === 37 ? part : part.toLowerCase()));
}
