/**
 * RFC 3966 (December 2004), "The tel URI for Telephone Numbers" — §3. ABNF strings are
 * case-insensitive (RFC 2234, which §3 cites, as RFC 5234 §2.3): "tel:", ";ext=", ";isub=",
 * ";phone-context=".
 *
 * §3's prose narrows the ABNF where ordered choice needs it: "If the reserved characters "+", ";",
 * "=", and "?" are used as delimiters between components of the "tel" URI, they MUST NOT be percent
 * encoded. These characters MUST be percent encoded if they appear in tel URI parameter values" —
 * so an isdn-subaddress's uric run never holds them raw (see isdn-subaddress).
 */
import { chars, production, range, union, withPct } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { ALPHA, DIGIT, HEXDIG } from './rfc5234';

/** RFC 3966 §3's productions (what `rule('rfc3966', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc3966', 'global-number-digits', '+1-201-555-0123'); // undefined
 * ```
 */
export type Rfc3966RuleName =
  | 'telephone-uri' | 'telephone-subscriber' | 'global-number' | 'local-number' | 'par' | 'isdn-subaddress'
  | 'extension' | 'context' | 'descriptor' | 'global-number-digits' | 'local-number-digits' | 'domainname'
  | 'domainlabel' | 'toplabel' | 'parameter' | 'pname' | 'pvalue' | 'paramchar' | 'unreserved' | 'mark'
  | 'pct-encoded' | 'param-unreserved' | 'phonedigit' | 'phonedigit-hex' | 'visual-separator' | 'alphanum'
  | 'reserved' | 'uric';

/** The productions §3 defines, in order. */
export const OWN_RULES = [
  'telephone-uri', 'telephone-subscriber', 'global-number', 'local-number', 'par', 'isdn-subaddress', 'extension',
  'context', 'descriptor', 'global-number-digits', 'local-number-digits', 'domainname', 'domainlabel', 'toplabel',
  'parameter', 'pname', 'pvalue', 'paramchar', 'unreserved', 'mark', 'pct-encoded', 'param-unreserved', 'phonedigit',
  'phonedigit-hex', 'visual-separator', 'alphanum', 'reserved', 'uric',
] as const;

export const CAPTURED = [
  'telephone-uri', 'global-number', 'local-number', 'global-number-digits', 'local-number-digits', 'isdn-subaddress',
  'extension', 'context', 'descriptor', 'parameter', 'pname', 'pvalue',
] as const;

const ALPHANUM = /* @__PURE__ */ union('alphanum', ALPHA, DIGIT);
const VISUAL = /* @__PURE__ */ chars('visual-separator', '-.()');
const MARK = /* @__PURE__ */ chars('mark', "-_.!~*'()");
const UNRESERVED = /* @__PURE__ */ union('unreserved', ALPHANUM, MARK);
const PARAM_UNRESERVED = /* @__PURE__ */ chars('param-unreserved', '[]/:&+$');
const PARAMCHAR = /* @__PURE__ */ withPct('paramchar', /* @__PURE__ */ union('paramchar', PARAM_UNRESERVED, UNRESERVED));
const RESERVED = /* @__PURE__ */ chars('reserved', ';/?:@&=+$,');
const URIC = /* @__PURE__ */ withPct('uric', /* @__PURE__ */ union('uric', RESERVED, UNRESERVED));
/** uric without the delimiters a parameter value must encode (§3: "+", ";", "=", "?") */
const URIC_VALUE = /* @__PURE__ */ withPct('uric', /* @__PURE__ */ union('uric', /* @__PURE__ */ chars('reserved', '/:@&$,'), UNRESERVED));
const PHONEDIGIT = /* @__PURE__ */ union('phonedigit', DIGIT, VISUAL);
const PHONEDIGIT_HEX = /* @__PURE__ */ union('phonedigit-hex', HEXDIG, '*#', VISUAL);
const HEX_STAR = /* @__PURE__ */ union('phonedigit-hex', HEXDIG, '*#');
const PNAME = /* @__PURE__ */ union('pname', ALPHANUM, '-');
const HYPHEN = /* @__PURE__ */ chars('"-"', '-');
const ALPHA_ONLY = /* @__PURE__ */ range('ALPHA', 'A-Za-z');

export function rfc3966Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not, ahead } = k;
  /** a label: its first character from `first`, alphanums with inner hyphens (PEG: as RFC 2396's labels) */
  const label = (first: typeof ALPHANUM) => seq(one(first), run(ALPHANUM), many(seq(run(HYPHEN, 1), run(ALPHANUM, 1))));
  return {
    // PEG: through isdn-subaddress, whose uric run stops at ";", "=", "+" and "?" (§3 requires them
    // encoded in a parameter value): "tel:+1;isub=;" is derived by the ABNF, not by this rule.
    telephoneUri: production('telephone-uri', '3',
      'telephone-uri        = "tel:" telephone-subscriber',
      (r) => seq(lit('tel:', true), r.telephoneSubscriber)),
    // (a global number starts with "+", which no local-number-digits has: the order is harmless)
    // PEG: through isdn-subaddress, whose uric run stops at ";", "=", "+" and "?" (§3 requires them
    // encoded in a parameter value): "+1;isub=a?" is derived by the ABNF, not by this rule.
    telephoneSubscriber: production('telephone-subscriber', '3',
      'telephone-subscriber = global-number / local-number',
      (r) => alt(r.globalNumber, r.localNumber)),
    // PEG: through isdn-subaddress, whose uric run stops at ";", "=", "+" and "?" (§3 requires them
    // encoded in a parameter value): "+1;isub=;" is derived by the ABNF, not by this rule.
    globalNumber: production('global-number', '3',
      'global-number        = global-number-digits *par',
      (r) => seq(r.globalNumberDigits, many(r.par))),
    // PEG: a greedy *par would take ";phone-context=…" as a parameter and leave no context: the
    // first *par stops where a context starts. And through isdn-subaddress (which stops at ";",
    // "=", "+" and "?"), "1;isub=;;phone-context=a" is derived by the ABNF, not by this rule.
    localNumber: production('local-number', '3',
      'local-number         = local-number-digits *par context *par',
      (r) => seq(r.localNumberDigits, many(seq(not(lit(';phone-context=', true)), r.par)), r.context, many(r.par))),
    // PEG: a parameter also matches ";isub=…" and ";ext=…"; those are tried first, so that they are
    // read as what they are (a parameter would read the same text). Through isdn-subaddress (which
    // stops at ";", "=", "+" and "?"), ";isub=;" is derived by the ABNF, not by this rule.
    par: production('par', '3',
      'par                  = parameter / extension / isdn-subaddress',
      (r) => alt(r.isdnSubaddress, r.extension, r.parameter)),
    // PEG: 1*uric would run over the ";" of the next parameter; §3 requires ";", "=", "+" and "?" to
    // be encoded in a parameter value, so the run stops at them.
    isdnSubaddress: production('isdn-subaddress', '3',
      'isdn-subaddress      = ";isub=" 1*uric',
      () => seq(lit(';isub=', true), run(URIC_VALUE, 1))),
    // PEG: ";ext=" followed by what is no phonedigit is a parameter named "ext": the choice falls
    // through unless the extension ends where a parameter may end — so as a prefix, ";ext=1a"
    // fails where the ABNF ends after ";ext=1"; whole strings are unaffected. A phonedigit may be empty ("DIGIT /
    // [ visual-separator ]"), so 1*phonedigit derives the empty string too: ";ext=" alone is an
    // extension, as the ABNF has it.
    extension: production('extension', '3',
      'extension            = ";ext=" 1*phonedigit',
      () => seq(lit(';ext=', true), run(PHONEDIGIT), not(one(PARAMCHAR)))),
    // PEG: through domainname (see there), a descriptor whose later label starts with a digit fails
    // where the ABNF ends the domainname earlier: as a prefix, ";phone-context=a.0b" fails where the
    // ABNF ends after ";phone-context=a."; whole URIs are unaffected.
    context: production('context', '3',
      'context              = ";phone-context=" descriptor',
      (r) => seq(lit(';phone-context=', true), r.descriptor)),
    // PEG: through domainname (see there): as a prefix, "a.9b" fails where the ABNF ends after "a.".
    descriptor: production('descriptor', '3',
      'descriptor           = domainname / global-number-digits',
      (r) => alt(r.domainname, r.globalNumberDigits)),
    // PEG: "*phonedigit DIGIT *phonedigit" is a run of phonedigits with a DIGIT in it: the visual
    // separators before the first DIGIT, the DIGIT, then the rest — the same strings, greedily.
    globalNumberDigits: production('global-number-digits', '3',
      'global-number-digits = "+" *phonedigit DIGIT *phonedigit',
      () => seq(lit('+'), run(VISUAL), one(DIGIT), run(PHONEDIGIT))),
    localNumberDigits: production('local-number-digits', '3',
      `local-number-digits  =
      *phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex`,
      () => seq(run(VISUAL), one(HEX_STAR), run(PHONEDIGIT_HEX))),
    // PEG: as RFC 2396's hostname — a domainlabel "." only when another label follows. That label
    // may start with a digit, which no toplabel does: as a prefix, "a0.5" fails where the ABNF ends
    // after "a0." (a descriptor is followed by ";" or the end, where no such earlier end leads to a
    // match, so no URI changes).
    domainname: production('domainname', '3',
      'domainname           = *( domainlabel "." ) toplabel [ "." ]',
      (r) => seq(many(seq(r.domainlabel, lit('.'), ahead(one(ALPHANUM)))), r.toplabel, opt(lit('.')))),
    domainlabel: production('domainlabel', '3',
      `domainlabel          = alphanum
                          / alphanum *( alphanum / "-" ) alphanum`,
      () => label(ALPHANUM)),
    toplabel: production('toplabel', '3',
      'toplabel             = ALPHA / ALPHA *( alphanum / "-" ) alphanum',
      () => label(ALPHA_ONLY)),
    parameter: production('parameter', '3',
      'parameter            = ";" pname ["=" pvalue ]',
      (r) => seq(lit(';'), r.pname, opt(seq(lit('='), r.pvalue)))),
    pname: production('pname', '3',
      'pname                = 1*( alphanum / "-" )',
      () => run(PNAME, 1)),
    pvalue: production('pvalue', '3',
      'pvalue               = 1*paramchar',
      () => run(PARAMCHAR, 1)),
    paramchar: production('paramchar', '3',
      'paramchar            = param-unreserved / unreserved / pct-encoded',
      () => one(PARAMCHAR)),
    unreserved: production('unreserved', '3',
      'unreserved           = alphanum / mark',
      () => one(UNRESERVED)),
    mark: production('mark', '3',
      `mark                 = "-" / "_" / "." / "!" / "~" / "*" /
                          "'" / "(" / ")"`,
      () => one(MARK)),
    pctEncoded: production('pct-encoded', '3',
      'pct-encoded          = "%" HEXDIG HEXDIG',
      () => seq(lit('%'), one(HEXDIG), one(HEXDIG))),
    paramUnreserved: production('param-unreserved', '3',
      'param-unreserved     = "[" / "]" / "/" / ":" / "&" / "+" / "$"',
      () => one(PARAM_UNRESERVED)),
    phonedigit: production('phonedigit', '3',
      'phonedigit           = DIGIT / [ visual-separator ]',
      () => opt(one(PHONEDIGIT))),
    phonedigitHex: production('phonedigit-hex', '3',
      'phonedigit-hex       = HEXDIG / "*" / "#" / [ visual-separator ]',
      () => opt(one(PHONEDIGIT_HEX))),
    visualSeparator: production('visual-separator', '3',
      'visual-separator     = "-" / "." / "(" / ")"',
      () => one(VISUAL)),
    alphanum: production('alphanum', '3',
      'alphanum             = ALPHA / DIGIT',
      () => one(ALPHANUM)),
    reserved: production('reserved', '3',
      `reserved             = ";" / "/" / "?" / ":" / "@" / "&" /
                          "=" / "+" / "$" / ","`,
      () => one(RESERVED)),
    uric: production('uric', '3',
      'uric                 = reserved / unreserved / pct-encoded',
      () => one(URIC)),
  };
}
