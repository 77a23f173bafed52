/**
 * RFC 3987's remarks on IRIs its grammar derives but its text advises against (the grammar of §2.2
 * alone cannot say them): bidirectional formatting characters (§4.1, a MUST NOT), components that
 * mix directions (§4.2, SHOULD NOTs), characters that are not in Normalization Form C (§3.1 step 1,
 * §5.3.2.2), visual look-alikes of Latin letters, spaces and delimiters (§6.1 b, §8), and
 * percent-encoded octets that are not UTF-8 (§3.2, §8: "%C0%AF" read as "/" by lax decoders).
 *
 * Each check costs nothing on an ASCII input beyond one scan for a non-ASCII code unit (and the
 * UTF-8 check one for "%8"…"%F" triplets), so the common case pays for none of them.
 */
import type { UriReference, Warning } from '../model/ast';
import { BIDI_FORMATTING, bidiViolation, mayHoldRtl } from './iri-bidi';
/**
 * §6.1 b's look-alikes: the full-width forms of ASCII (U+FF01–FF5E), half-width Katakana
 * (U+FF61–FF9F), spaces other than U+0020 (Unicode's Zs), and look-alikes of the delimiters "/" "." ":"
 * "?" "#" "@" (fraction slash, division slash, big solidus, one dot leader, ideographic and small full
 * stops, ratio, small and full-width punctuation).
 */
const LOOKALIKE = /[\uff01-\uff5e\uff61-\uff9f\u2044\u2215\u29f8\u2024\u3002\ufe52\u2236\ufe55\ufe56\ufe5f\ufe6b]|\p{Zs}/u;
const NON_ASCII = /[^\x00-\x7f]/;
/** a triplet whose octet is not ASCII (the start, or a part, of a UTF-8 sequence) */
const HIGH_TRIPLET = /%[89A-Fa-f][0-9A-Fa-f]/;

/** The remarks, in input order of their kinds. */
export function iriWarnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (NON_ASCII.test(input)) {
    const formatting = BIDI_FORMATTING.exec(input);
    if (formatting) {
      out.push({
        code: 'iri-bidi-formatting',
        message: `${uplus(formatting[0])} is a bidirectional formatting character, which an IRI must not contain`,
        offset: formatting.index,
        rule: 'ucschar',
        section: '4.1',
      });
    }
    const mixed = mayHoldRtl(input) ? mixedComponent(input, uri) : undefined;
    if (mixed) out.push(mixed);
    if (input.normalize('NFC') !== input) {
      out.push({
        code: 'iri-not-nfc',
        message: 'the IRI is not in Unicode Normalization Form C, in which IRIs are created and compared',
        offset: firstDifference(input, input.normalize('NFC')),
        section: '5.3.2.2',
      });
    }
    const lookalike = LOOKALIKE.exec(input);
    if (lookalike) {
      out.push({
        code: 'iri-lookalike',
        message: `${uplus(lookalike[0])} looks like an ASCII letter, space or delimiter; such characters should be avoided`,
        offset: lookalike.index,
        rule: 'ucschar',
        section: '6.1',
      });
    }
  }
  const high = HIGH_TRIPLET.exec(input);
  if (high) {
    const bad = notUtf8(input, high.index);
    if (bad >= 0) {
      out.push({
        code: 'pct-not-utf8',
        message: 'the percent-encoded octets here are not UTF-8, so they map to no IRI character; lax decoders may read them as something else',
        offset: bad,
        rule: 'pct-encoded',
        section: '8',
      });
    }
  }
  return out;
}

function uplus(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/**
 * The components of §4.2 ("iuserinfo, ireg-name, isegment, isegment-nz, isegment-nz-nc, ireg-name,
 * iquery, and ifragment"), with the finer division it suggests: each label of an ireg-name (as
 * RFC 3490 does for domain names), each name and value of a query, and a resource name's extension
 * apart from it ("the extensions in a resource name can be treated as separate components": §4.4
 * Example 4's "KL.html" is legal).
 */
function* bidiComponents(uri: UriReference): Generator<[number, number]> {
  // (made as they are read: the first component breaking a rule ends the search, and a long input's
  // components are never all held at once)
  function* split(span: [number, number] | undefined, text: string | undefined, at: RegExp): Generator<[number, number]> {
    if (span === undefined || text === undefined) return;
    let from = 0;
    for (const m of text.matchAll(at)) {
      if (m.index > from) yield [span[0] + from, span[0] + m.index];
      from = m.index + m[0].length;
    }
    if (span[1] > span[0] + from) yield [span[0] + from, span[1]];
  }
  yield* split(uri.spans.userinfo, uri.userinfo, /(?!)/g);
  if (uri.hostKind === 'reg-name') yield* split(uri.spans.host, uri.host, /\./g);
  yield* split(uri.spans.path, uri.path, /[/.]/g);
  yield* split(uri.spans.query, uri.query, /[&;=]/g);
  yield* split(uri.spans.fragment, uri.fragment, /(?!)/g);
}

/** The first component breaking §4.2's rules: mixed directions, or right-to-left not at both ends. */
function mixedComponent(input: string, uri: UriReference): Warning | undefined {
  for (const [start, end] of bidiComponents(uri)) {
    const text = input.slice(start, end);
    const broken = bidiViolation(text);
    if (broken === undefined) continue;
    return {
      code: 'iri-bidi-mixed',
      message:
        broken === 'mixed'
          ? `the component "${text}" uses both right-to-left and left-to-right characters`
          : `the component "${text}" uses right-to-left characters but does not start and end with one`,
      offset: start,
      section: '4.2',
    };
  }
  return undefined;
}

/**
 * The offset of the first percent-encoded sequence (from `from`) that is not well-formed UTF-8
 * (RFC 3629 §4: no overlong form, no surrogate, nothing above U+10FFFF), or -1.
 */
function notUtf8(input: string, from: number): number {
  const octet = (i: number) => (input.charCodeAt(i) === 37 ? parseInt(input.slice(i + 1, i + 3), 16) : NaN);
  for (let i = input.indexOf('%', from); i >= 0; ) {
    const b0 = octet(i);
    if (!(b0 >= 0x80)) {
      i = input.indexOf('%', i + 1);
      continue;
    }
    const n = b0 >= 0xc2 && b0 <= 0xdf ? 1 : b0 >= 0xe0 && b0 <= 0xef ? 2 : b0 >= 0xf0 && b0 <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    let cp = b0 & (0x3f >> n);
    for (let k = 1; k <= n; k++) {
      const b = octet(i + 3 * k);
      if (!(b >= 0x80 && b <= 0xbf)) return i;
      cp = (cp << 6) | (b & 0x3f);
    }
    const min = n === 1 ? 0x80 : n === 2 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i = input.indexOf('%', i + 3 * (n + 1));
  }
  return -1;
}
