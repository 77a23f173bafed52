/**
 * RFC 2141 (May 1997), "URN Syntax" — §2 to §2.3, in its own BNF (`<name> ::= …`, "|" for
 * alternatives, `[ 1,31<x> ]` for one to thirty-one). "The leading "urn:" sequence is
 * case-insensitive" (§2), and so is the NID (§2.1).
 */
import { chars, production, range, union } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';

/** RFC 2141's productions (what `rule('rfc2141', …)` accepts), by the names inside its angle brackets.
 *
 * @example
 * ```ts
 * checkRule('rfc2141', 'NID', 'isbn'); // undefined
 * ```
 */
export type Rfc2141RuleName = 'URN' | 'NID' | 'let-num-hyp' | 'let-num' | 'upper' | 'lower' | 'number' | 'NSS' | 'URN chars' | 'trans' | 'hex' | 'other' | 'reserved';

/** The productions §2–§2.3 define, in order. */
export const OWN_RULES = ['URN', 'NID', 'let-num-hyp', 'let-num', 'upper', 'lower', 'number', 'NSS', 'URN chars', 'trans', 'hex', 'other', 'reserved'] as const;

export const CAPTURED = ['URN', 'NID', 'NSS'] as const;

const UPPER = /* @__PURE__ */ range('upper', 'A-Z');
const LOWER = /* @__PURE__ */ range('lower', 'a-z');
const NUMBER = /* @__PURE__ */ range('number', '0-9');
const LET_NUM = /* @__PURE__ */ union('let-num', UPPER, LOWER, NUMBER);
const LET_NUM_HYP = /* @__PURE__ */ union('let-num-hyp', LET_NUM, '-');
const HEX = /* @__PURE__ */ range('hex', '0-9A-Fa-f');
const OTHER = /* @__PURE__ */ chars('other', "()+,-.:=@;$_!*'");
const RESERVED = /* @__PURE__ */ chars('reserved', '%/?#');
/** trans without "%": see `URN chars` */
const TRANS = /* @__PURE__ */ union('trans', UPPER, LOWER, NUMBER, OTHER, '/?#');

export function rfc2141Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, many } = k;
  return {
    // PEG: through <URN chars>, a "%" not followed by two <hex> is refused (§2.3.1), where the BNF
    // reads it as a <trans>: "urn:a:%" is derived by the BNF, not by this rule.
    URN: production('URN', '2',
      '<URN> ::= "urn:" <NID> ":" <NSS>',
      (r) => seq(lit('urn:', true), r.NID, lit(':'), r.NSS)),
    NID: production('NID', '2.1',
      '<NID>         ::= <let-num> [ 1,31<let-num-hyp> ]',
      () => seq(one(LET_NUM), run(LET_NUM_HYP, 0, 31))),
    letNumHyp: production('let-num-hyp', '2.1',
      '<let-num-hyp> ::= <upper> | <lower> | <number> | "-"',
      () => one(LET_NUM_HYP)),
    letNum: production('let-num', '2.1',
      '<let-num>     ::= <upper> | <lower> | <number>',
      () => one(LET_NUM)),
    upper: production('upper', '2.1',
      `<upper>       ::= "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" |
                     "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" |
                     "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" |
                     "Y" | "Z"`,
      () => one(UPPER)),
    lower: production('lower', '2.1',
      `<lower>       ::= "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
                     "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
                     "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
                     "y" | "z"`,
      () => one(LOWER)),
    number: production('number', '2.1',
      `<number>      ::= "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                     "8" | "9"`,
      () => one(NUMBER)),
    // PEG: through <URN chars>, a "%" not followed by two <hex> is refused (§2.3.1), where the BNF
    // reads it as a <trans>: "a%" is derived by the BNF, not by this rule.
    NSS: production('NSS', '2.2',
      '<NSS>         ::= 1*<URN chars>',
      (r) => many(r['URN chars'], 1)),
    // PEG: <trans> includes <reserved>'s "%", so a "%" would always be taken alone; but "The presence
    // of an "%" character in an URN MUST be followed by two characters from the <hex> character set"
    // (§2.3.1): the escape is tried first, and a "%" is never a <trans> by itself.
    'URN chars': production('URN chars', '2.2',
      '<URN chars>   ::= <trans> | "%" <hex> <hex>',
      () => alt(seq(lit('%'), one(HEX), one(HEX)), one(TRANS))),
    // PEG: without "%" (see <URN chars>): "%" alone is a <trans> by the BNF, not by this rule.
    trans: production('trans', '2.2',
      '<trans>       ::= <upper> | <lower> | <number> | <other> | <reserved>',
      () => one(TRANS)),
    hex: production('hex', '2.2',
      `<hex>         ::= <number> | "A" | "B" | "C" | "D" | "E" | "F" |
                     "a" | "b" | "c" | "d" | "e" | "f"`,
      () => one(HEX)),
    other: production('other', '2.2',
      `<other>       ::= "(" | ")" | "+" | "," | "-" | "." |
                     ":" | "=" | "@" | ";" | "$" |
                     "_" | "!" | "*" | "'"`,
      () => one(OTHER)),
    // (the RFC opens the first string with "'" and closes it with '"')
    reserved: production('reserved', '2.3',
      `<reserved>    ::= '%" | "/" | "?" | "#"`,
      () => one(RESERVED)),
  };
}
