/**
 * IDNA for the IRI conversions, by `tr46` (Unicode UTS #46, the implementation the WHATWG URL
 * Standard's reference parser uses): no Node built-in, so the library runs in browsers too.
 * Nontransitional processing (IDNA2008's mapping: "ß" stays "ß", not IDNA2003's "ss").
 */
import { toASCII, toUnicode } from 'tr46';
import type { ToASCIIOptions } from 'tr46';

/**
 * RFC 3490 §4.1 ToASCII with UseSTD3ASCIIRules set, as UTS #46 options: STD3 (step 3: only letters,
 * digits and "-"), hyphens (step 3: no leading or trailing "-"; UTS #46 adds "--" in positions 3–4,
 * which also rules out the ACE prefix of step 5), bidi and joiners (RFC 5893, RFC 5892 Appendix A),
 * label length (step 8: 1 to 63 octets).
 */
const STRICT: Readonly<Required<Omit<ToASCIIOptions, 'ignoreInvalidPunycode' | 'transitionalProcessing'>>> = {
  checkBidi: true,
  checkHyphens: true,
  checkJoiners: true,
  useSTD3ASCIIRules: true,
  verifyDNSLength: true,
};

/** Why ToASCII rejected a label: the first option whose check, turned off, lets it through. */
const REASONS: readonly [keyof typeof STRICT, (label: string, ascii: string) => string][] = [
  ['useSTD3ASCIIRules', () => 'step 3 (UseSTD3ASCIIRules): it contains ASCII other than letters, digits and "-"'],
  ['checkHyphens', (label) =>
    /^xn--/i.test(label)
      ? 'step 5: a non-ASCII label must not begin with the ACE prefix "xn--"'
      : 'step 3: a leading or trailing "-" (or "--" in the third and fourth positions)'],
  ['checkBidi', () => 'the bidi rule (RFC 5893): right-to-left characters must not mix with left-to-right ones'],
  ['checkJoiners', () => 'a zero-width joiner or non-joiner outside the contexts RFC 5892 allows'],
  ['verifyDNSLength', (_, ascii) => `step 8: its conversion has ${ascii.length} code points, more than 63`],
];

/** ToASCII of one label: its ACE form, or why it has none. */
export function labelToAscii(label: string): { ascii: string } | { why: string } {
  const ascii = toASCII(label, STRICT);
  if (ascii !== null) return { ascii };
  if (/^xn--/i.test(label)) return { why: REASONS[1][1](label, '') };
  for (const [option, why] of REASONS) {
    const relaxed = toASCII(label, { ...STRICT, [option]: false });
    if (relaxed !== null) return { why: why(label, relaxed) };
  }
  return { why: 'IDNA processing rejects it (a disallowed code point, or more than one of the checks fails)' };
}

/**
 * RFC 3490 §4.2 ToUnicode of one "xn--" label: the Unicode label when it decodes without error and
 * converts back to the same ACE label (step 7, "using a case-insensitive ASCII comparison"), else
 * undefined.
 */
export function labelToUnicode(label: string): string | undefined {
  const { domain, error } = toUnicode(label, STRICT);
  if (error || domain === '' || domain.includes('.')) return undefined;
  return toASCII(domain, STRICT) === label.toLowerCase() ? domain : undefined;
}
