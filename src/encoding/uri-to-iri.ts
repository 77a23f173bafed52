/** RFC 3987 §3.2: a URI converted to an IRI, decoding only what is appropriate in one. */
import type { UriSyntaxError } from '../model/errors';
import { parse } from '../parse/parse';
import { UNRESERVED_OCTETS } from './classes';
import { tripletAt, utf8CodePoint, utf8SequenceLength } from './percent';
import { pctOctet } from '../kit/hex';
import { isInappropriate, isIprivate, isUcschar, satisfiesBidiRules } from './iri-chars';
import { iriToUri } from './iri-to-uri';
import { labelToUnicode } from './idna';
import { checkedOptions } from './iri-options';
import type { UriToIriOptions } from './iri-options';

type Part = 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/** The delimiters that split each part into §4.2's bidi "components". */
const SUBCOMPONENT: Readonly<Record<Part, RegExp | undefined>> = {
  userinfo: /(:)/, // user and password
  host: /(\.)/, // each label (RFC 3490's bidi rule is per label, §4.2)
  path: /(\/)/, // each isegment
  query: /([&;=])/, // "for the usual name/value syntax in query parts … each name and each value" (§4.2)
  fragment: undefined,
};

/**
 * Convert a URI to an IRI (RFC 3987 §3.2). Throws the RFC 3986 UriSyntaxError when `uri` is not a
 * URI reference. iriToUri(uriToIri(u)) equals u up to the case of percent-encodings and
 * percent-encoded unreserved characters (as §3.2 says).
 *
 * @example
 * ```ts
 * uriToIri('http://example.com/%E5%BC%95'); // 'http://example.com/引'
 * ```
 */
export function uriToIri(uri: string, given: UriToIriOptions | null = {}): string {
  if (typeof uri !== 'string') throw new TypeError(`uriToIri expects a string, not ${uri === null ? 'null' : typeof uri}`);
  const options = checkedOptions('uriToIri', given);
  const result = parse(uri, 'rfc3986', options.amendments ? { amendments: options.amendments } : {});
  if (!result.ok) throw result.error;
  const ref = result.uri;
  if (!uri.includes('%') && !options.idna) return uri;
  const parts: [Part, [number, number]][] = [];
  const add = (part: Part, span: [number, number] | undefined) => {
    if (span && span[1] > span[0]) parts.push([part, span]);
  };
  add('userinfo', ref.spans.userinfo);
  if (ref.hostKind === 'reg-name') add('host', ref.spans.host);
  add('path', ref.spans.path);
  add('query', ref.spans.query);
  add('fragment', ref.spans.fragment);
  let out = '';
  let from = 0;
  for (const [part, [start, end]] of parts) {
    let text = convertPart(uri.slice(start, end), part);
    if (part === 'host' && options.idna) text = hostToUnicode(text);
    out += uri.slice(from, start) + text;
    from = end;
  }
  return out + uri.slice(from);
}

function convertPart(text: string, part: Part): string {
  if (!text.includes('%')) return text;
  const split = SUBCOMPONENT[part];
  const pieces = split ? text.split(split) : [text];
  // split with a capturing group keeps the delimiters at odd indexes
  return pieces
    .map((piece, k) => {
      if (k % 2 === 1 && split) return piece;
      const converted = decodeForIri(piece, part === 'query');
      return satisfiesBidiRules(converted) ? converted : piece;
    })
    .join('');
}

const UNRESERVED = UNRESERVED_OCTETS.rfc3986;

/**
 * §3.2 steps 2–5 over one piece of a component: percent-encodings of "%", reserved characters and
 * US-ASCII not allowed in URIs stay as written; unreserved ones are decoded; the other octets are
 * read as UTF-8, and a character is produced only when the octets are strictly legal UTF-8 (step 3)
 * and the character is appropriate (step 4) — otherwise its octets are re-encoded, uppercase.
 */
function decodeForIri(text: string, allowPrivate: boolean): string {
  let out = '';
  let i = 0;
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
        out += UNRESERVED[b] ? String.fromCharCode(b) : text.slice(runStart + 3 * k, runStart + 3 * k + 3);
        k++;
        continue;
      }
      const len = utf8SequenceLength(bytes, k);
      if (len === 0) {
        out += pctOctet(b); // step 3
        k++;
        continue;
      }
      const cp = utf8CodePoint(bytes, k, len);
      if ((isUcschar(cp) || (allowPrivate && isIprivate(cp))) && !isInappropriate(cp)) out += String.fromCodePoint(cp);
      else for (let j = k; j < k + len; j++) out += pctOctet(bytes[j]); // step 4
      k += len;
    }
  }
  return out;
}

/** ToUnicode (RFC 3490 §4.2) on each "xn--" label, kept only when it round-trips and is a fit IRI label. */
function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const unicode = labelToUnicode(label);
      if (unicode === undefined) return label;
      for (const c of unicode) {
        const cp = c.codePointAt(0) as number;
        if (cp < 0x80 ? !UNRESERVED[cp] : !isUcschar(cp) || isInappropriate(cp)) return label;
      }
      return satisfiesBidiRules(unicode) ? unicode : label;
    })
    .join('.');
}
