/**
 * IRIs (RFC 3987) and internationalized hosts.
 *
 *  - `iriToUri(iri)`: RFC 3987 §3.1. The IRI must match §2.2's IRI-reference (with §4.1's ban on
 *    bidirectional formatting characters); step 1 variant c (a JavaScript string is Unicode: no NFC);
 *    step 2: every ucschar / iprivate character becomes its UTF-8 octets as uppercase %HH; and, for
 *    schemes known to use domain names in ireg-name, each label of a non-ASCII ireg-name goes
 *    through ToASCII (RFC 3490 §4.1, UseSTD3ASCIIRules) — Node's `url.domainToASCII`, with the
 *    STD3, ACE-prefix and bidi checks of RFC 3490/3491 added around it.
 *  - `uriToIri(uri)`: RFC 3987 §3.2 steps 1–5: decode the percent-encodings of unreserved characters
 *    and of well-formed UTF-8 that makes characters appropriate in an IRI (§2.2, §4.1, §6.1); keep
 *    the rest, re-encoding with uppercase hex; and keep in URI notation any component that would
 *    break §4.2's bidi rules. Punycode labels become Unicode only when asked (`idna: true`).
 */
import { domainToASCII, domainToUnicode } from 'node:url';
import type { Amendment } from '../model/ast';
import { UriSyntaxError } from '../model/errors';
import { parse } from '../parse/parse';
import { UNRESERVED_OCTETS } from './classes';
import { pctOctet, tripletAt, utf8CodePoint, utf8SequenceLength } from './percent';

export interface IriToUriOptions {
  /**
   * Apply ToASCII to a non-ASCII ireg-name (RFC 3987 §3.1). Default: for the schemes known to use
   * domain names there (http, https, ws, wss, ftp, file, gopher, telnet, nntp, wais, prospero);
   * `false` gives the plain step-2 percent-encoding instead, `true` forces ToASCII for any scheme.
   */
  idna?: boolean;
  /** RFC 6874 zone identifiers in IP literals (as parse() accepts them) */
  amendments?: Amendment[];
}

export interface UriToIriOptions {
  /**
   * Convert punycode ("xn--") labels of a registered name to Unicode with ToUnicode (RFC 3987 §3.2.1:
   * "Implementations with scheme-specific knowledge MAY convert …"). Default false — the §3.2 steps
   * leave them, and a Unicode host can be a homograph of another.
   */
  idna?: boolean;
  amendments?: Amendment[];
}

/** Schemes whose ireg-name is a domain name (RFC 1738 §3.1 "fully qualified domain name", RFC 8089 §2, …). */
const DOMAIN_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
  'file',
  'gopher',
  'telnet',
  'nntp',
  'wais',
  'prospero',
]);

// ---------------------------------------------------------------------------------------------
// Character classes (RFC 3987 §2.2, §4.1, §6.1)

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / … / %xD0000-DFFFD / %xE1000-EFFFD
 */
export function isUcschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp >= 0xf900 && cp <= 0xfdcf) return true;
  if (cp >= 0xfdf0 && cp <= 0xffef) return true;
  if (cp >= 0x10000 && cp <= 0xdffff) return (cp & 0xffff) <= 0xfffd;
  if (cp >= 0xe1000 && cp <= 0xefffd) return true;
  return false;
}

/** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD */
export function isIprivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}

/**
 * §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO,
 * and PDF)" — U+200E, U+200F, U+202A–U+202E; and the isolates U+2066–U+2069 (LRI, RLI, FSI, PDI),
 * the same kind of character, added to Unicode (6.3) after RFC 3987.
 */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

const WHITE_SPACE = /^\p{White_Space}$/u;
const FORMAT = /^\p{Cf}$/u;
/**
 * Characters §3.2 step 4 keeps percent-encoded as "not appropriate according to sections 2.2, 4.1,
 * and 6.1": §4.1's bidi formatting characters; §6.1 b's look-alikes of "space" (White_Space) and
 * invisible format characters (Cf: zero-width spaces and joiners, soft hyphen, byte order mark …);
 * and the block §6.1 b names, full-width Latin and half-width Katakana (Halfwidth and Fullwidth
 * Forms, U+FF00–U+FFEF).
 */
function isInappropriate(cp: number): boolean {
  if (isBidiFormatting(cp)) return true;
  if (cp >= 0xff00 && cp <= 0xffef) return true;
  const c = String.fromCodePoint(cp);
  return WHITE_SPACE.test(c) || FORMAT.test(c);
}

/**
 * Right-to-left characters for §4.2's rules: the letters of the blocks Unicode gives bidi class
 * R or AL by default (DerivedBidiClass.txt: Hebrew through Arabic Extended-A, the Hebrew and Arabic
 * presentation forms, U+10800–U+10FFF, U+1E800–U+1EFFF). JavaScript regexps have no Bidi_Class
 * property; digits, marks and punctuation of those blocks are weak or neutral and are not counted.
 */
const RTL_BLOCK = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const LETTER = /\p{L}/u;

function isRtl(c: string): boolean {
  return RTL_BLOCK.test(c) && LETTER.test(c);
}

/**
 * §4.2: "1. A component SHOULD NOT use both right-to-left and left-to-right characters. 2. A
 * component using right-to-left characters SHOULD start and end with right-to-left characters."
 * (The same rule RFC 3491 §6 / RFC 3454 §6 applies to each label of a domain name.)
 */
export function satisfiesBidiRules(component: string): boolean {
  const chars = Array.from(component);
  if (!chars.some(isRtl)) return true;
  if (chars.some((c) => LETTER.test(c) && !RTL_BLOCK.test(c))) return false;
  return isRtl(chars[0]) && isRtl(chars[chars.length - 1]);
}

// ---------------------------------------------------------------------------------------------
// iriToUri

/** One non-ASCII character of the IRI and where its %HH encoding went. */
interface Mapped {
  iriStart: number;
  iriEnd: number;
  encStart: number;
  encEnd: number;
  private: boolean;
}

/**
 * Map an IRI to a URI (RFC 3987 §3.1). Throws UriSyntaxError (citing RFC 3987) when `iri` is not
 * an IRI reference, or when ToASCII fails for a label of a domain-name host ("this would mean that
 * the IRI cannot be resolved"). A URI is returned unchanged (§3.1: the mapping "is also an
 * identity transformation for URIs").
 */
export function iriToUri(iri: string, given: IriToUriOptions | null = {}): string {
  if (typeof iri !== 'string') throw new TypeError(`iriToUri expects a string, not ${iri === null ? 'null' : typeof iri}`);
  const options = checkedOptions('iriToUri', given);
  const mapped: Mapped[] = [];
  let encoded = '';
  let from = 0;
  for (let i = 0; i < iri.length; ) {
    const unit = iri.charCodeAt(i);
    if (unit < 0x80) {
      i++;
      continue;
    }
    const cp = iri.codePointAt(i) as number;
    const len = cp > 0xffff ? 2 : 1;
    if (cp >= 0xd800 && cp <= 0xdfff) throw iriError(iri, i, 'a lone surrogate is not a character', 'ucschar', '2.2');
    if (isBidiFormatting(cp)) {
      throw iriError(iri, i, `${uplus(cp)} is a bidirectional formatting character, which IRIs must not contain`, 'ucschar', '4.1');
    }
    const priv = isIprivate(cp);
    if (!priv && !isUcschar(cp)) {
      throw iriError(iri, i, `${uplus(cp)} is neither ucschar nor iprivate`, 'ucschar', '2.2');
    }
    encoded += iri.slice(from, i);
    const encStart = encoded.length;
    encoded += encodeURIComponent(iri.slice(i, i + len)); // step 2.1–2.2: UTF-8, uppercase %HH
    mapped.push({ iriStart: i, iriEnd: i + len, encStart, encEnd: encoded.length, private: priv });
    i += len;
    from = i;
  }
  encoded += iri.slice(from);
  const toIri = (k: number): number => mapOffset(mapped, k);

  const result = parse(encoded, 'rfc3986', options.amendments ? { amendments: options.amendments } : {});
  if (!result.ok) {
    const e = result.error;
    throw new UriSyntaxError({
      edition: 'rfc3986',
      input: iri,
      offset: toIri(e.offset),
      expected: e.expected.map(iriRuleName),
      rule: iriRuleName(e.rule ?? 'IRI-reference'),
      section: 'RFC 3987 §2.2',
      reason: `not an IRI: unexpected ${describeAt(iri, toIri(e.offset))} at offset ${toIri(e.offset)} in ${iriRuleName(e.rule ?? 'IRI-reference')} (RFC 3987 §2.2)${e.expected.length ? `; expected ${e.expected.map(iriRuleName).join(', ')}` : ''}`,
    });
  }
  const uri = result.uri;

  // §2.2: "private UCS characters can occur only in query parts"
  const query = uri.spans.query;
  for (const m of mapped) {
    if (m.private && !(query && m.encStart >= query[0] && m.encEnd <= query[1])) {
      throw iriError(iri, m.iriStart, `${uplus(iri.codePointAt(m.iriStart) as number)} is iprivate, allowed only in iquery`, 'iprivate', '2.2');
    }
  }

  // §3.1: ToASCII for the ireg-name of a scheme known to use domain names.
  const hostSpan = uri.spans.host;
  const useIdna = options.idna ?? (uri.scheme !== undefined && DOMAIN_SCHEMES.has(uri.scheme.toLowerCase()));
  if (useIdna && uri.hostKind === 'reg-name' && hostSpan) {
    const start = toIri(hostSpan[0]);
    const host = iri.slice(start, toIri(hostSpan[1]));
    if (/[^\x00-\x7f]/.test(host)) {
      return encoded.slice(0, hostSpan[0]) + hostToAscii(iri, host, start) + encoded.slice(hostSpan[1]);
    }
  }
  return encoded;
}

/** RFC 3490 §3.1 (1): U+002E, U+3002, U+FF0E and U+FF61 all separate labels. */
const LABEL_DOTS = /[.\u3002\uff0e\uff61]/;

/** Each label through ToASCII (ASCII labels are left as they are: RFC 3490 §4.1 step 1 skips them). */
function hostToAscii(iri: string, host: string, start: number): string {
  const out: string[] = [];
  let offset = start;
  for (const label of host.split(LABEL_DOTS)) {
    out.push(/[^\x00-\x7f]/.test(label) ? labelToAscii(iri, label, offset) : label);
    offset += label.length + 1;
  }
  return out.join('.');
}

/**
 * RFC 3490 §4.1 ToASCII of one non-ASCII label, UseSTD3ASCIIRules set: nameprep (RFC 3491, whose
 * §6 applies RFC 3454 §6's bidi rule) and punycode by Node's `url.domainToASCII` (UTS #46
 * nontransitional processing — IDNA2008's mapping, e.g. "ß" stays "ß", not IDNA2003's "ss"), and
 * the steps Node's non-STD3 processing leaves out checked here.
 */
function labelToAscii(iri: string, label: string, offset: number): string {
  const fail = (why: string): UriSyntaxError =>
    iriError(iri, offset, `ToASCII (RFC 3490 §4.1) fails for the label ${JSON.stringify(label)}: ${why}`, 'ireg-name', '3.1');
  if (/[\x00-\x2c\x2e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/.test(label)) {
    throw fail('step 3 (UseSTD3ASCIIRules): it contains ASCII other than letters, digits and "-"');
  }
  if (label.startsWith('-') || label.endsWith('-')) throw fail('step 3: a leading or trailing "-"');
  if (/^xn--/i.test(label)) throw fail('step 5: a non-ASCII label must not begin with the ACE prefix "xn--"');
  if (!satisfiesBidiRules(label)) {
    throw fail('nameprep\'s bidi rule (RFC 3491 §6, RFC 3454 §6): right-to-left characters must not mix with left-to-right ones, and must begin and end the label');
  }
  const ascii = domainToASCII(label);
  if (ascii === '') throw fail('IDNA processing rejects it (disallowed code point, or an invalid bidi or joiner context)');
  if (!/^[a-z0-9-]+$/.test(ascii) || ascii.startsWith('-') || ascii.endsWith('-')) {
    throw fail(`its conversion ${JSON.stringify(ascii)} is not a letters-digits-hyphen label`);
  }
  if (ascii.length > 63) throw fail(`step 8: its conversion has ${ascii.length} code points, more than 63`);
  return ascii;
}

/** The IRI offset of offset `k` of the encoded string. */
function mapOffset(mapped: Mapped[], k: number): number {
  let lo = 0;
  let hi = mapped.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (mapped[mid].encStart <= k) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return k;
  const m = mapped[found];
  return k < m.encEnd ? m.iriStart : m.iriEnd + (k - m.encEnd);
}

/** RFC 3987 §2.2's names for the RFC 3986 rules it changed ("URI" → "IRI", others prefixed "i"). */
const IRI_RULES: Readonly<Record<string, string>> = {
  URI: 'IRI',
  'URI-reference': 'IRI-reference',
  'absolute-URI': 'absolute-IRI',
  'relative-ref': 'irelative-ref',
  'relative-part': 'irelative-part',
  'hier-part': 'ihier-part',
  authority: 'iauthority',
  userinfo: 'iuserinfo',
  host: 'ihost',
  'reg-name': 'ireg-name',
  path: 'ipath',
  'path-abempty': 'ipath-abempty',
  'path-absolute': 'ipath-absolute',
  'path-noscheme': 'ipath-noscheme',
  'path-rootless': 'ipath-rootless',
  'path-empty': 'ipath-empty',
  segment: 'isegment',
  'segment-nz': 'isegment-nz',
  'segment-nz-nc': 'isegment-nz-nc',
  pchar: 'ipchar',
  query: 'iquery',
  fragment: 'ifragment',
};

function iriRuleName(rule: string): string {
  return Object.prototype.hasOwnProperty.call(IRI_RULES, rule) ? IRI_RULES[rule] : rule;
}

function iriError(input: string, offset: number, why: string, rule: string, section: string): UriSyntaxError {
  return new UriSyntaxError({
    edition: 'rfc3986',
    input,
    offset,
    expected: [],
    rule,
    section: `RFC 3987 §${section}`,
    reason: `not a mappable IRI: ${why} (RFC 3987 §${section})`,
  });
}

function describeAt(text: string, offset: number): string {
  if (offset >= text.length) return 'end of input';
  return JSON.stringify(String.fromCodePoint(text.codePointAt(offset) as number));
}

function uplus(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}

// ---------------------------------------------------------------------------------------------
// uriToIri

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
      const unicode = domainToUnicode(label);
      if (unicode === '' || unicode.includes('.') || domainToASCII(unicode) !== label.toLowerCase()) return label;
      for (const c of unicode) {
        const cp = c.codePointAt(0) as number;
        if (cp < 0x80 ? !UNRESERVED[cp] : !isUcschar(cp) || isInappropriate(cp)) return label;
      }
      return satisfiesBidiRules(unicode) ? unicode : label;
    })
    .join('.');
}

/** Options may be omitted or null; anything but an object is a TypeError, not a crash further in. */
function checkedOptions<T extends object>(fn: string, options: T | null | undefined): Partial<T> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new TypeError(`${fn}: options must be an object, not ${typeof options}`);
  return options;
}
