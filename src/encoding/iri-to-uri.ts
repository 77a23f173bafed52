/** RFC 3987 §3.1: an IRI mapped to a URI (IDNA ToASCII for domain-name hosts). */
import { UriSyntaxError } from '../model/errors';
import { parse } from '../parse/parse';
import { isBidiFormatting, isIprivate, isUcschar, satisfiesBidiRules } from './iri-chars';
import { labelToAscii as idnaToAscii } from './idna';
import { DOMAIN_SCHEMES, checkedOptions } from './iri-options';
import type { IriToUriOptions } from './iri-options';

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
 *
 * @example
 * ```ts
 * iriToUri('http://例子.卷筒纸'); // 'http://xn--fsqu00a.xn--3lr804guic'
 * ```
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
 * RFC 3490 §4.1 ToASCII of one non-ASCII label, UseSTD3ASCIIRules set (./idna.ts, by tr46). The label
 * must also meet RFC 3987 §4.2's bidi rule, the one RFC 3491 §6 (RFC 3454 §6) applies to labels:
 * right-to-left characters begin and end the label and do not mix with left-to-right ones.
 */
function labelToAscii(iri: string, label: string, offset: number): string {
  const fail = (why: string): UriSyntaxError =>
    iriError(iri, offset, `ToASCII (RFC 3490 §4.1) fails for the label ${JSON.stringify(label)}: ${why}`, 'ireg-name', '3.1');
  if (!satisfiesBidiRules(label)) {
    throw fail('nameprep\'s bidi rule (RFC 3491 §6, RFC 3454 §6): right-to-left characters must not mix with left-to-right ones, and must begin and end the label');
  }
  const converted = idnaToAscii(label);
  if ('why' in converted) throw fail(converted.why);
  return converted.ascii;
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
