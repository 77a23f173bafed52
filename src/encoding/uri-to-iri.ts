/** RFC 3987 §3.2: a URI converted to an IRI, decoding only what is appropriate in one. */
import type { UriSyntaxError } from '../model/errors';
import { parse } from '../parse/parse';
import { UNRESERVED_OCTETS } from './classes';
import { decodeIriEscapes } from './iri-escapes';
import { isInappropriate, isUcschar } from './iri-chars';
import { satisfiesBidiRules } from '../editions/iri-bidi';
import { labelToUnicode } from './idna';
import { checkedOptions } from './iri-options';
import type { UriToIriOptions } from './iri-options';

type Part = 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/** The delimiters that split each part into §4.2's bidi "components". */
const SUBCOMPONENT: Readonly<Record<Part, RegExp | undefined>> = {
  userinfo: /(:)/, // user and password
  host: /(\.)/, // each label (RFC 3490's bidi rule is per label, §4.2)
  // each isegment, and each part of a resource name: "the extensions in a resource name can be treated as separate components" (§4.2)
  path: /([/.])/,
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
      const converted = decodeIriEscapes(piece, { private: part === 'query', upper: false });
      return satisfiesBidiRules(converted) ? converted : piece;
    })
    .join('');
}

const UNRESERVED = UNRESERVED_OCTETS.rfc3986;

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
