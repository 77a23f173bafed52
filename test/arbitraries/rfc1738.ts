/**
 * fast-check generators for RFC 1738, adding to the edition author's test/data/rfc1738-arbitraries.ts
 * (reused, not duplicated: one generator per scheme of §5) the forms it leaves out:
 *  - otherurl's schemepart = *xchar | ip-schemepart where the *xchar starts with "//" but is no
 *    ip-schemepart ("x://h_x/", "x:////"), and escapes "%09" anywhere in an *xchar;
 *  - gopherurl whose selector holds "%09" followed by non-search characters (selector = *xchar, so
 *    the BNF derives it with the whole rest as selector);
 *  - the two options of the edition: an uppercase scheme (§5 "interpreters should use case-ignore",
 *    `caseInsensitiveScheme`) and RFC 1808's trailing "#" fragment (`allowFragment`).
 * Every string is derivable from §5's BNF (with the option's extension) by construction.
 */
import fc from 'fast-check';
import { url as schemeUrl } from '../data/rfc1738-arbitraries';

const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = LOWALPHA + LOWALPHA.toUpperCase();
const DIGIT = '0123456789';
const HEX = '0123456789abcdefABCDEF';
// unreserved = alpha | digit | safe | extra ; safe = "$" | "-" | "_" | "." | "+" ; extra = "!" | "*" | "'" | "(" | ")" | ","
const UNRESERVED = ALPHA + DIGIT + "$-_.+!*'(),";
// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
const RESERVED = ';/?:@&=';
const PREDEFINED = ['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero'];

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const str = (arb: fc.Arbitrary<string>, minLength = 0, maxLength = 10) =>
  fc.array(arb, { minLength, maxLength }).map((a) => a.join(''));

// escape = "%" hex hex — any, "%09" (an encoded tab) included
export const escape = fc.oneof(fc.constant('%09'), fc.tuple(charOf(HEX), charOf(HEX)).map(([a, b]) => `%${a}${b}`));
// xchar = unreserved | reserved | escape
export const xchar = fc.oneof({ weight: 5, arbitrary: charOf(UNRESERVED + RESERVED) }, { weight: 1, arbitrary: escape });

// scheme = 1*[ lowalpha | digit | "+" | "-" | "." ], none of the predefined names (those must match their own rule)
const otherScheme = str(charOf(LOWALPHA + DIGIT + '+-.'), 1, 6).filter((s) => !PREDEFINED.includes(s));

/** otherurl = genericurl = scheme ":" *xchar, the *xchar starting with "//" (ip-schemepart or not) */
export const otherurlSlashes = fc
  .tuple(otherScheme, fc.oneof(str(xchar), fc.constantFrom('', 'h_x/', '//', 'u@h:1/x', ':@')))
  .map(([s, rest]) => `${s}://${rest}`);
/** otherurl with escapes of every kind in its *xchar */
export const otherurlEscapes = fc.tuple(otherScheme, str(xchar, 0, 12)).map(([s, rest]) => `${s}:${rest}`);

// gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
// with selector = *xchar holding "%09" and, after it, a character search cannot hold ("/", "?")
export const gopherSelectorWithTab = fc
  .tuple(charOf(LOWALPHA), charOf(UNRESERVED + RESERVED), str(xchar, 0, 4), charOf('/?'), str(xchar, 0, 4))
  .map(([host, gtype, a, odd, b]) => `gopher://${host}/${gtype}${a}%09${odd}${b}`);

/** every generated RFC 1738 URL (default options) */
export const url1738 = fc.oneof(
  { weight: 6, arbitrary: schemeUrl.map((g) => g.input) },
  { weight: 1, arbitrary: otherurlSlashes },
  { weight: 1, arbitrary: otherurlEscapes },
  { weight: 1, arbitrary: gopherSelectorWithTab },
);

/** the scheme (up to the first ":") with each letter's case chosen at random */
const recase = (input: string) =>
  fc.array(fc.boolean(), { minLength: input.indexOf(':'), maxLength: input.indexOf(':') }).map((flips) => {
    const colon = input.indexOf(':');
    const head = [...input.slice(0, colon)].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join('');
    return head + input.slice(colon);
  });
// fragment = *( uchar | reserved )   (RFC 1808 §2.2, the allowFragment option)
export const fragment = str(fc.oneof({ weight: 5, arbitrary: charOf(UNRESERVED + RESERVED) }, { weight: 1, arbitrary: escape }));

/** RFC 1738 URLs with `{ caseInsensitiveScheme: true, allowFragment: true }`: any case of scheme, a fragment or none */
export const url1738Extended = fc
  .tuple(url1738.chain(recase), fc.option(fragment.map((f) => '#' + f), { nil: '' }))
  .map(([u, f]) => u + f);
