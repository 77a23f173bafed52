/** RFC 3987 §3.1: an IRI mapped to a URI (IDNA ToASCII for domain-name hosts). */
import { UriSyntaxError } from '../model/errors';
import { checkOptions, getEdition } from '../editions/registry';
import { parse } from '../parse/parse';
import { isBidiFormatting, satisfiesBidiRules } from '../editions/iri-bidi';
import { labelToAscii as idnaToAscii } from './idna';
import { DOMAIN_SCHEMES, checkedOptions } from './iri-options';
import type { IriToUriOptions } from './iri-options';

/**
 * Map an IRI to a URI (RFC 3987 §3.1). Throws the rfc3987 edition's UriSyntaxError when `iri` is not
 * an IRI reference (what `parse(iri, 'rfc3987')` returns), and a UriSyntaxError citing RFC 3987 when
 * it holds a bidirectional formatting character (§4.1) or when ToASCII fails for a label of a
 * domain-name host ("this would mean that the IRI cannot be resolved"). A URI is returned unchanged
 * (§3.1: the mapping "is also an identity transformation for URIs").
 *
 * @example
 * ```ts
 * iriToUri('http://例子.卷筒纸'); // 'http://xn--fsqu00a.xn--3lr804guic'
 * ```
 */
export function iriToUri(iri: string, given: IriToUriOptions | null = {}): string {
  if (typeof iri !== 'string') throw new TypeError(`iriToUri expects a string, not ${iri === null ? 'null' : typeof iri}`);
  const options = checkedOptions('iriToUri', given);
  // RFC 6874 amends RFC 3986's IP-literal, which RFC 3987 §2.2 takes by reference
  const amended = options.amendments ? checkOptions(getEdition('rfc3987'), { amendments: options.amendments }) : {};
  const result = parse(iri, 'rfc3987', amended);
  if (!result.ok) throw result.error;
  const uri = result.uri;
  for (let i = 0; i < iri.length; i++) {
    if (isBidiFormatting(iri.charCodeAt(i))) {
      throw iriError(iri, i, `${uplus(iri.charCodeAt(i))} is a bidirectional formatting character, which IRIs must not contain`, 'ucschar', '4.1');
    }
  }

  // §3.1: ToASCII for the ireg-name of a scheme known to use domain names.
  const hostSpan = uri.spans.host;
  const useIdna = options.idna ?? (uri.scheme !== undefined && DOMAIN_SCHEMES.has(uri.scheme.toLowerCase()));
  if (useIdna && uri.hostKind === 'reg-name' && hostSpan && NON_ASCII.test(uri.host as string)) {
    const [start, end] = hostSpan;
    return encodeBeyondAscii(iri.slice(0, start)) + hostToAscii(iri, iri.slice(start, end), start) + encodeBeyondAscii(iri.slice(end));
  }
  return encodeBeyondAscii(iri);
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * §3.1 step 2: each character beyond ASCII (in an IRI the grammar accepted, each ucschar and
 * iprivate character) as its UTF-8 octets (step 2.1), each written %HH with uppercase hex (step
 * 2.2). A lone surrogate, which no grammar accepts, is left as it is (callers also pass text that
 * was never parsed: a password, a component read by another parser).
 */
export function encodeBeyondAscii(text: string): string {
  return text.replace(/(?:[\u0080-\ud7ff\ue000-\uffff]|[\ud800-\udbff][\udc00-\udfff])+/g, encodeURIComponent);
}

/** RFC 3490 §3.1 (1): U+002E, U+3002, U+FF0E and U+FF61 all separate labels. */
const LABEL_DOTS = /[.\u3002\uff0e\uff61]/;

/** Each label through ToASCII (ASCII labels are left as they are: RFC 3490 §4.1 step 1 skips them). */
function hostToAscii(iri: string, host: string, start: number): string {
  const out: string[] = [];
  let offset = start;
  for (const label of host.split(LABEL_DOTS)) {
    out.push(NON_ASCII.test(label) ? labelToAscii(iri, label, offset) : label);
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

function iriError(input: string, offset: number, why: string, rule: string, section: string): UriSyntaxError {
  return new UriSyntaxError({
    edition: 'rfc3987',
    input,
    offset,
    expected: [],
    rule,
    section,
    reason: `not a mappable IRI: ${why} (RFC 3987 §${section})`,
  });
}

function uplus(cp: number): string {
  return 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
}
