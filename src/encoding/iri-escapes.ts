/**
 * Percent-encoded UTF-8 read back as IRI characters, where an IRI may hold the character itself:
 * the decoding of RFC 3987 §3.2 (steps 2–5, uriToIri) and of §5.3.2.3's percent-encoding
 * normalization (normalize(…, 'rfc3987')) — one procedure for both.
 */
import { pctOctet } from '../kit/hex';
import { UNRESERVED_OCTETS } from './classes';
import { isInappropriate, isIprivate, isUcschar } from './iri-chars';
import { tripletAt, utf8CodePoint, utf8SequenceLength } from './percent';

/** iunreserved's ASCII part, RFC 3986's unreserved (RFC 3987 §2.2) */
const UNRESERVED = UNRESERVED_OCTETS.rfc3987;

export interface IriDecoding {
  /** whether the component may hold iprivate characters (§2.2: iquery only) */
  private: boolean;
  /**
   * how a triplet of an ASCII octet that stays encoded (reserved, "%", or not allowed in an IRI) is
   * written: as it was (§3.2 step 2 leaves them) or with uppercase hex digits (§5.3.2.1)
   */
  upper: boolean;
}

/**
 * `text` (one component, or one part of one) with its triplets decoded where the result means the
 * same and is allowed there:
 *  - a triplet of an ASCII octet becomes the character when it is unreserved (§5.3.2.3, §3.2
 *    step 2); "%", reserved characters and ASCII not allowed in IRIs stay encoded;
 *  - the other octets are read as UTF-8 (RFC 3629 §4, strictly: §3.2 step 3) and become a
 *    character when it is a ucschar — or an iprivate character where `private` — and appropriate
 *    (§3.2 step 4: not §4.1's bidi formatting characters nor §6.1's look-alikes and invisible
 *    characters);
 *  - every octet that stays encoded is written with uppercase hex, except as `upper` says for ASCII.
 * Text that is not a triplet is kept as it is.
 *
 * @example
 * ```ts
 * decodeIriEscapes('ros%c3%a9%2f', { private: false, upper: true }); // 'rosé%2F'
 * ```
 */
export function decodeIriEscapes(text: string, how: IriDecoding): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  let out = text.slice(0, i);
  const n = text.length;
  const bytes: number[] = [];
  while (i < n) {
    if (tripletAt(text, i) < 0) {
      const next = text.indexOf('%', i + 1);
      const end = next < 0 ? n : next;
      out += text.slice(i, end);
      i = end;
      continue;
    }
    // a run of triplets
    const runStart = i;
    bytes.length = 0;
    for (let octet = tripletAt(text, i); octet >= 0; octet = tripletAt(text, i)) {
      bytes.push(octet);
      i += 3;
    }
    for (let k = 0; k < bytes.length; ) {
      const b = bytes[k];
      if (b < 0x80) {
        if (UNRESERVED[b]) out += String.fromCharCode(b);
        else out += how.upper ? pctOctet(b) : text.slice(runStart + 3 * k, runStart + 3 * k + 3);
        k++;
        continue;
      }
      const len = utf8SequenceLength(bytes, k);
      if (len === 0) {
        out += pctOctet(b); // step 3: not part of a strictly legal UTF-8 sequence
        k++;
        continue;
      }
      const cp = utf8CodePoint(bytes, k, len);
      if ((isUcschar(cp) || (how.private && isIprivate(cp))) && !isInappropriate(cp)) out += String.fromCodePoint(cp);
      else for (let j = k; j < k + len; j++) out += pctOctet(bytes[j]); // step 4
      k += len;
    }
  }
  return out;
}
