/** HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F" (RFC 5234 B.1; ABNF strings are case-insensitive). */

/** The value of a HEXDIG's character code, or -1 for any other character. */
export function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

const HEX_UPPER = '0123456789ABCDEF';

/** "%" HEXDIG HEXDIG for each octet, uppercase (RFC 3986 §2.1). */
const PCT: readonly string[] = /* @__PURE__ */ Array.from({ length: 256 }, (_, b) => '%' + HEX_UPPER[b >> 4] + HEX_UPPER[b & 15]);

/** "%" HEXDIG HEXDIG for one octet, uppercase (RFC 3986 §2.1: "should use uppercase hexadecimal digits"). */
export function pctOctet(octet: number): string {
  return PCT[octet];
}

const UTF8 = /* @__PURE__ */ new TextEncoder();

/** A character as the triplets of its UTF-8 octets ("~" → "%7E", "é" → "%C3%A9"; RFC 3986 §2.5). */
export function pctEncodeChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code < 0x80) return PCT[code]; // ASCII: one octet (TextEncoder costs more than the rest)
  let out = '';
  for (const byte of UTF8.encode(ch)) out += PCT[byte];
  return out;
}
