/**
 * Percent-encoding helpers that know each edition's character classes.
 *
 *  - `percentEncode(text, component, edition)`: the text as UTF-8 octets (RFC 3986 §2.5, RFC 3987
 *    §3.1 step 2.1), every octet whose character the component may not contain under that edition
 *    written as an uppercase "%" HEXDIG HEXDIG triplet (RFC 3986 §2.1 "should use uppercase").
 *    Which characters each component may contain is in ./classes.ts, cited rule by rule.
 *  - `percentDecode(text)`: every triplet decoded, the octets read as UTF-8, strictly: a "%" that
 *    does not start a triplet, or octets that are not well-formed UTF-8, are a
 *    `PercentEncodingError` (with the offset of the offending "%"), never a silent U+FFFD.
 */
import { hexValue, pctOctet } from '../kit/hex';
import { hasHigh } from '../kit/charset';
import type { EditionName } from '../model/ast';
import { DEFAULT_EDITION, EDITION_NAMES } from '../editions/registry';
import { shown } from '../model/errors';
import { COMPONENTS, componentClass } from './classes';
import type { EncodableComponent } from './classes';

export type { EncodableComponent } from './classes';

/** What went wrong in percentEncode / percentDecode, and where.
 *
 * @example
 * ```ts
 * try { percentDecode('%zz'); } catch (e) { (e as PercentEncodingError).kind; } // 'malformed-escape'
 * ```
 */
export class PercentEncodingError extends Error {
  /**
   * - 'malformed-escape': a "%" not followed by two hexadecimal digits;
   * - 'invalid-utf8': octets that are not well-formed UTF-8 (RFC 3629 §4);
   * - 'lone-surrogate': a UTF-16 surrogate without its pair (no UTF-8 encoding exists);
   * - 'unrepresentable': a character the component cannot hold even escaped (the older editions'
   *   hostnames admit no escapes at all).
   */
  readonly kind: 'malformed-escape' | 'invalid-utf8' | 'lone-surrogate' | 'unrepresentable';
  readonly input: string;
  /** 0-based offset into `input` */
  readonly offset: number;
  constructor(kind: PercentEncodingError['kind'], input: string, offset: number, message: string) {
    super(message);
    this.name = 'PercentEncodingError';
    this.kind = kind;
    this.input = input;
    this.offset = offset;
  }
}

// ---------------------------------------------------------------------------------------------
// UTF-8 (RFC 3629 §4), strictly: no overlong forms, no surrogates, nothing above U+10FFFF.

/**
 * The length of the well-formed UTF-8 sequence starting at `bytes[i]` (RFC 3629 §4's UTF8-char),
 * or 0 when none starts there.
 *
 *   UTF8-1 = %x00-7F
 *   UTF8-2 = %xC2-DF UTF8-tail
 *   UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
 *   UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) / %xF4 %x80-8F 2( UTF8-tail )
 */
export function utf8SequenceLength(bytes: ArrayLike<number>, i: number): number {
  const n = bytes.length;
  const b0 = bytes[i];
  const tail = (k: number, lo = 0x80, hi = 0xbf): boolean => i + k < n && bytes[i + k] >= lo && bytes[i + k] <= hi;
  if (b0 <= 0x7f) return 1;
  if (b0 >= 0xc2 && b0 <= 0xdf) return tail(1) ? 2 : 0;
  if (b0 === 0xe0) return tail(1, 0xa0) && tail(2) ? 3 : 0;
  if ((b0 >= 0xe1 && b0 <= 0xec) || b0 === 0xee || b0 === 0xef) return tail(1) && tail(2) ? 3 : 0;
  if (b0 === 0xed) return tail(1, 0x80, 0x9f) && tail(2) ? 3 : 0;
  if (b0 === 0xf0) return tail(1, 0x90) && tail(2) && tail(3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return tail(1) && tail(2) && tail(3) ? 4 : 0;
  if (b0 === 0xf4) return tail(1, 0x80, 0x8f) && tail(2) && tail(3) ? 4 : 0;
  return 0;
}

/** The code point of the well-formed sequence of `len` octets at `bytes[i]`. */
export function utf8CodePoint(bytes: ArrayLike<number>, i: number, len: number): number {
  switch (len) {
    case 1:
      return bytes[i];
    case 2:
      return ((bytes[i] & 0x1f) << 6) | (bytes[i + 1] & 0x3f);
    case 3:
      return ((bytes[i] & 0x0f) << 12) | ((bytes[i + 1] & 0x3f) << 6) | (bytes[i + 2] & 0x3f);
    default:
      return ((bytes[i] & 0x07) << 18) | ((bytes[i + 1] & 0x3f) << 12) | ((bytes[i + 2] & 0x3f) << 6) | (bytes[i + 3] & 0x3f);
  }
}

export { pctOctet };

/** The octet of the triplet at `text[i]` ("%" HEXDIG HEXDIG), or -1 when there is none. */
export function tripletAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 37) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  if (hi < 0) return -1;
  const lo = hexValue(text.charCodeAt(i + 2));
  return lo < 0 ? -1 : (hi << 4) | lo;
}

// ---------------------------------------------------------------------------------------------
// percentDecode

/**
 * Decode every "%" HEXDIG HEXDIG triplet of `text` and read the octets as UTF-8. Characters that are
 * not triplets are kept as they are ("+" included: see parseQuery for form-encoded "+").
 *
 * Strict: a "%" that does not begin a triplet is a PercentEncodingError 'malformed-escape'; a run
 * of triplets whose octets are not well-formed UTF-8 is a PercentEncodingError 'invalid-utf8' at
 * the "%" of the first octet that cannot be read. Both carry `offset`.
 *
 * @example
 * ```ts
 * percentDecode('a%20b'); // 'a b'
 * ```
 */
export function percentDecode(text: string): string {
  if (typeof text !== 'string') throw new TypeError(`percentDecode expects a string, not ${typeOf(text)}`);
  let i = text.indexOf('%');
  if (i < 0) return text;
  const n = text.length;
  const parts: string[] = [];
  let from = 0;
  // UTF-16 code units of the decoded run, flushed in chunks (String.fromCharCode's argument limit)
  const units: number[] = [];
  const flush = () => {
    for (let k = 0; k < units.length; k += 8192) parts.push(String.fromCharCode(...units.slice(k, k + 8192)));
    units.length = 0;
  };
  while (i >= 0) {
    if (i > from) parts.push(text.slice(from, i));
    // a run of consecutive triplets starting at i, read as UTF-8 octet by octet
    let j = i;
    while (j < n && text.charCodeAt(j) === 37) {
      const b0 = tripletAt(text, j);
      if (b0 < 0) throw malformed(text, j);
      if (b0 < 0x80) {
        units.push(b0);
        j += 3;
        continue;
      }
      // gather the octets a sequence led by b0 can have (at most 4), then check them
      const seq = [b0];
      for (let k = 1, q = j + 3; k < 4 && tripletAt(text, q) >= 0; k++, q += 3) seq.push(tripletAt(text, q));
      const len = utf8SequenceLength(seq, 0);
      if (len === 0) throw invalidUtf8(text, j, b0);
      const cp = utf8CodePoint(seq, 0, len);
      if (cp > 0xffff) units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
      else units.push(cp);
      j += 3 * len;
    }
    flush(); // the run ended at a character that is not "%" (or at the end)
    from = j;
    i = text.indexOf('%', j);
  }
  if (from < n) parts.push(text.slice(from));
  return parts.join('');
}

function malformed(text: string, at: number): PercentEncodingError {
  const shown = JSON.stringify(text.slice(at, at + 3));
  return new PercentEncodingError(
    'malformed-escape',
    text,
    at,
    `malformed percent-encoding ${shown} at offset ${at}: "%" must be followed by two hexadecimal digits (RFC 3986 §2.1)`,
  );
}

function invalidUtf8(text: string, at: number, b: number): PercentEncodingError {
  const why =
    b >= 0x80 && b <= 0xbf
      ? 'a continuation octet with no lead octet'
      : b === 0xc0 || b === 0xc1 || b >= 0xf5
        ? 'an octet that never appears in UTF-8'
        : 'a lead octet not followed by the continuation octets its sequence needs (or an overlong, surrogate or out-of-range form)';
  return new PercentEncodingError(
    'invalid-utf8',
    text,
    at,
    `invalid UTF-8 at offset ${at}: ${pctOctet(b)} is ${why} (RFC 3629 §4)`,
  );
}

// ---------------------------------------------------------------------------------------------
// percentEncode

/**
 * `text` as UTF-8, with every octet whose character `component` may not contain under `edition`
 * percent-encoded (uppercase hex). "%" itself is always encoded: the input is data, not an already
 * encoded URI component (RFC 3986 §2.4: "must not percent-encode or decode the same string more
 * than once").
 *
 * `component` is one of 'userinfo' | 'host' | 'path' | 'segment' | 'query' | 'fragment'; 'path'
 * keeps "/" (it separates segments), 'segment' encodes it. For rfc3986 'host' is reg-name (bracket
 * IP literals yourself). The older editions' hosts are hostnames, which admit no escapes: a
 * character outside `alphanum | "-" | "."` there is a PercentEncodingError 'unrepresentable'.
 *
 * @example
 * ```ts
 * percentEncode('a b/c', 'segment'); // 'a%20b%2Fc'
 * ```
 */
export function percentEncode(text: string, component: EncodableComponent, edition: EditionName = DEFAULT_EDITION): string {
  if (typeof text !== 'string') throw new TypeError(`percentEncode expects a string, not ${typeOf(text)}`);
  if (!(COMPONENTS as readonly string[]).includes(component)) {
    throw new RangeError(`unknown component ${shown(component)}; components are ${COMPONENTS.join(', ')}`);
  }
  if (!(EDITION_NAMES as readonly string[]).includes(edition)) {
    throw new RangeError(`unknown edition ${shown(edition)}; editions are ${EDITION_NAMES.join(', ')}`);
  }
  const cls = componentClass(edition, component);
  const keep = cls.ascii;
  // an IRI component (rfc3987) keeps the non-ASCII characters its rule allows (ucschar, iprivate)
  const keepsHigh = cls.set.astral.length > 0 || hasHigh(cls.set.cls);
  const n = text.length;
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80 && keep[code]) continue;
    if (code >= 0x80 && keepsHigh) {
      const ch = String.fromCodePoint(text.codePointAt(i) as number);
      if (cls.set.has(ch)) {
        i += ch.length - 1;
        continue;
      }
    }
    if (!cls.escapable) {
      throw new PercentEncodingError(
        'unrepresentable',
        text,
        i,
        `${edition} ${component}: ${JSON.stringify(String.fromCodePoint(text.codePointAt(i) as number))} at offset ${i} is not allowed and cannot be escaped (${cls.rule}, ${cls.source})`,
      );
    }
    if (i > from) parts.push(text.slice(from, i));
    if (code < 0x80) {
      parts.push(pctOctet(code));
    } else if (code < 0x800) {
      parts.push(pctOctet(0xc0 | (code >> 6)) + pctOctet(0x80 | (code & 0x3f)));
    } else if (code < 0xd800 || code > 0xdfff) {
      parts.push(pctOctet(0xe0 | (code >> 12)) + pctOctet(0x80 | ((code >> 6) & 0x3f)) + pctOctet(0x80 | (code & 0x3f)));
    } else {
      const next = text.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) {
        throw new PercentEncodingError(
          'lone-surrogate',
          text,
          i,
          `lone surrogate U+${code.toString(16).toUpperCase()} at offset ${i} has no UTF-8 encoding`,
        );
      }
      const cp = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      parts.push(pctOctet(0xf0 | (cp >> 18)) + pctOctet(0x80 | ((cp >> 12) & 0x3f)) + pctOctet(0x80 | ((cp >> 6) & 0x3f)) + pctOctet(0x80 | (cp & 0x3f)));
      i++;
    }
    from = i + 1;
  }
  if (from === 0) return text;
  if (from < n) parts.push(text.slice(from));
  return parts.join('');
}

function typeOf(x: unknown): string {
  return x === null ? 'null' : typeof x;
}
