/**
 * RFC 3987 (January 2005), "Internationalized Resource Identifiers (IRIs)" — §2.2, "ABNF for IRI
 * References and IRIs", one rule per production, in the section's order.
 *
 * §2.2 splits the grammar in two: the rules that differ from RFC 3986 (renamed: "URI" becomes "IRI",
 * other names take an "i" prefix) and the rules "the same as those in [RFC3986]". The second part is
 * not restated here: those rules are RFC 3986's own productions (grammars/rfc3986.ts), taken by
 * reference and cited under RFC 3986's sections. "This syntax does not support IPv6 scoped
 * addressing zone identifiers" (§2.2); RFC 6874 later amended RFC 3986's IP-literal to hold them,
 * and with the `rfc6874` option the IP-literal §2.2 takes from RFC 3986 is the amended one (with
 * RFC 6874's ZoneID and IPv6addrz), as RFC 3986's own grammar does with that amendment.
 *
 * "Terminals in the ABNF are characters, not bytes" (§2.2): ucschar and iprivate are code points,
 * matched whole — a code point beyond U+FFFF is one element although a JavaScript string holds it as
 * a surrogate pair; a lone surrogate is no character and matches nothing. Offsets stay UTF-16 offsets
 * of the input, as for every edition.
 *
 * The PEG reorderings are RFC 3986's, for the same reasons: "Some productions are ambiguous. The
 * 'first-match-wins' (a.k.a. 'greedy') algorithm applies. For details, see [RFC3986]." (§2.2).
 */
import { codePoints, union, withPct, production } from '../src/kit';
import type { Kit, RuleDef, RuleDefs } from '../src/kit';
import { SUB_DELIMS, UNRESERVED, rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName } from './rfc3986';

export interface Rfc3987Options {
  /** RFC 6874 §2: IPv6 zone identifiers in the IP-literal §2.2 takes from RFC 3986 */
  rfc6874?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Character sets (§2.2's character rules, as sets, for the regexp runs).

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
 *         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD / %x70000-7FFFD / %x80000-8FFFD
 *         / %x90000-9FFFD / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD / %xD0000-DFFFD
 *         / %xE1000-EFFFD   (§2.2)
 */
export const UCSCHAR = /* @__PURE__ */ codePoints('ucschar', [
  [0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef],
  [0x10000, 0x1fffd], [0x20000, 0x2fffd], [0x30000, 0x3fffd], [0x40000, 0x4fffd],
  [0x50000, 0x5fffd], [0x60000, 0x6fffd], [0x70000, 0x7fffd], [0x80000, 0x8fffd],
  [0x90000, 0x9fffd], [0xa0000, 0xafffd], [0xb0000, 0xbfffd], [0xc0000, 0xcfffd],
  [0xd0000, 0xdfffd], [0xe1000, 0xefffd],
]);
/** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD   (§2.2) */
export const IPRIVATE = /* @__PURE__ */ codePoints('iprivate', [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]]);
/** iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar   (§2.2) */
export const IUNRESERVED = /* @__PURE__ */ union('iunreserved', UNRESERVED, UCSCHAR);
/** ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"   (§2.2) */
export const IPCHAR = /* @__PURE__ */ withPct('ipchar', /* @__PURE__ */ union('ipchar', IUNRESERVED, SUB_DELIMS, ':@'));
/** isegment-nz-nc's element: iunreserved / pct-encoded / sub-delims / "@"   (§2.2) */
const IPCHAR_NC = /* @__PURE__ */ withPct('isegment-nz-nc', /* @__PURE__ */ union('isegment-nz-nc', IUNRESERVED, SUB_DELIMS, '@'));
/** iquery element: ipchar / iprivate / "/" / "?"   (§2.2) */
export const IQUERY_CHAR = /* @__PURE__ */ withPct('iquery', /* @__PURE__ */ union('iquery', IPCHAR, IPRIVATE, '/?'));
/** ifragment element: ipchar / "/" / "?"   (§2.2) */
export const IFRAGMENT_CHAR = /* @__PURE__ */ withPct('ifragment', /* @__PURE__ */ union('ifragment', IPCHAR, '/?'));
/** iuserinfo element: iunreserved / pct-encoded / sub-delims / ":"   (§2.2) */
export const IUSERINFO_CHAR = /* @__PURE__ */ withPct('iuserinfo', /* @__PURE__ */ union('iuserinfo', IUNRESERVED, SUB_DELIMS, ':'));
/** ireg-name element: iunreserved / pct-encoded / sub-delims   (§2.2) */
export const IREG_NAME_CHAR = /* @__PURE__ */ withPct('ireg-name', /* @__PURE__ */ union('ireg-name', IUNRESERVED, SUB_DELIMS));

/** The productions §2.2 defines (those that differ from RFC 3986), by the RFC's spelling.
 *
 * @example
 * ```ts
 * rule('rfc3987', 'ireg-name').parse('例子.卷筒纸').status; // true
 * ```
 */
export type Rfc3987OwnRuleName =
  | 'IRI'
  | 'ihier-part'
  | 'IRI-reference'
  | 'absolute-IRI'
  | 'irelative-ref'
  | 'irelative-part'
  | 'iauthority'
  | 'iuserinfo'
  | 'ihost'
  | 'ireg-name'
  | 'ipath'
  | 'ipath-abempty'
  | 'ipath-absolute'
  | 'ipath-noscheme'
  | 'ipath-rootless'
  | 'ipath-empty'
  | 'isegment'
  | 'isegment-nz'
  | 'isegment-nz-nc'
  | 'ipchar'
  | 'iquery'
  | 'ifragment'
  | 'iunreserved'
  | 'ucschar'
  | 'iprivate';

/** The rules §2.2 lists as "the same as those in [RFC3986]": RFC 3986's own productions, by their RFC 3986 names.
 *
 * @example
 * ```ts
 * checkRule('rfc3987', 'port', '8x')?.section; // 'RFC 3986 §3.2.3'
 * ```
 */
export type Rfc3987SharedRuleName =
  | 'scheme'
  | 'port'
  | 'IP-literal'
  | 'IPvFuture'
  | 'IPv6address'
  | 'h16'
  | 'ls32'
  | 'IPv4address'
  | 'dec-octet'
  | 'pct-encoded'
  | 'unreserved'
  | 'reserved'
  | 'gen-delims'
  | 'sub-delims';

/** The same, as a list (each one an RFC 3986 rule). */
const SHARED_WITH_RFC3986 = [
  'scheme', 'port', 'IP-literal', 'IPvFuture', 'IPv6address', 'h16', 'ls32', 'IPv4address',
  'dec-octet', 'pct-encoded', 'unreserved', 'reserved', 'gen-delims', 'sub-delims',
] as const satisfies readonly (Rfc3987SharedRuleName & Rfc3986RuleName)[];

/** Every production of the IRI grammar by its spelling (what `rule('rfc3987', …)` accepts).
 *
 * @example
 * ```ts
 * const name: Rfc3987RuleName = 'ireg-name'; // 'reg-name' does not compile: RFC 3987 renamed it
 * ```
 */
export type Rfc3987RuleName = Rfc3987OwnRuleName | Rfc3987SharedRuleName;

/** The rules the AST is built from: their spans become parse-tree nodes. */
export const CAPTURED = [
  'IRI',
  'irelative-ref',
  'scheme',
  'iauthority',
  'iuserinfo',
  'ihost',
  'IPv4address',
  'IPv6address',
  'IPvFuture',
  'ireg-name',
  'port',
  'ipath-abempty',
  'ipath-absolute',
  'ipath-noscheme',
  'ipath-rootless',
  'ipath-empty',
  'iquery',
  'ifragment',
  'IPv6addrz',
  'ZoneID',
] as const;

/** The rules RFC 6874 adds to RFC 3986's IP-literal, taken along with it under the `rfc6874` option. */
const ZONE_RULES: readonly string[] = ['ZoneID', 'IPv6addrz'];

export function rfc3987Grammar<P>(k: Kit<P>, options: Rfc3987Options = {}): RuleDefs<P> {
  const { lit, one, run, seq, alt, opt, many, not, ahead } = k;

  // §2.2: "The following rules are the same as those in [RFC3986]" — RFC 3986's productions
  // themselves, cited under RFC 3986's sections (an amendment's rule keeps its own citation).
  const uri = rfc3986Grammar(k, { rfc6874: options.rfc6874 === true });
  const taken: readonly string[] = options.rfc6874 ? [...SHARED_WITH_RFC3986, ...ZONE_RULES] : SHARED_WITH_RFC3986;
  const shared: Record<string, RuleDef<P>> = {};
  for (const [key, def] of Object.entries(uri)) {
    if (taken.includes(def.name)) shared[key] = { ...def, section: def.section.startsWith('RFC ') ? def.section : `RFC 3986 §${def.section}` };
  }

  const own: Record<string, RuleDef<P>> = {
    IRI: production('IRI', '2.2',
      `IRI            = scheme ":" ihier-part [ "?" iquery ]
                         [ "#" ifragment ]`,
      (r) =>
        seq(r.scheme, lit(':'), r.ihierPart, opt(seq(lit('?'), r.iquery)), opt(seq(lit('#'), r.ifragment))),
    ),

    ihierPart: production('ihier-part', '2.2',
      `ihier-part     = "//" iauthority ipath-abempty
                  / ipath-absolute
                  / ipath-rootless
                  / ipath-empty`,
      (r) =>
        alt(seq(lit('//'), r.iauthority, r.ipathAbempty), r.ipathAbsolute, r.ipathRootless, r.ipathEmpty),
    ),

    // (As in RFC 3986: a string whose "scheme ':'" prefix matched can never be an irelative-ref —
    // ipath-noscheme excludes ':' from its first segment — so ordered choice loses nothing; tested.)
    IRIReference: production('IRI-reference', '2.2',
      'IRI-reference  = IRI / irelative-ref',
      (r) => alt(r.IRI, r.irelativeRef)),

    absoluteIRI: production('absolute-IRI', '2.2',
      'absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]',
      (r) => seq(r.scheme, lit(':'), r.ihierPart, opt(seq(lit('?'), r.iquery)))),

    irelativeRef: production('irelative-ref', '2.2',
      'irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]',
      (r) => seq(r.irelativePart, opt(seq(lit('?'), r.iquery)), opt(seq(lit('#'), r.ifragment)))),

    irelativePart: production('irelative-part', '2.2',
      `irelative-part = "//" iauthority ipath-abempty
                       / ipath-absolute
                  / ipath-noscheme
                  / ipath-empty`,
      (r) =>
        alt(seq(lit('//'), r.iauthority, r.ipathAbempty), r.ipathAbsolute, r.ipathNoscheme, r.ipathEmpty),
    ),

    iauthority: production('iauthority', '2.2',
      'iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]',
      (r) => seq(opt(seq(r.iuserinfo, lit('@'))), r.ihost, opt(seq(lit(':'), r.port)))),

    iuserinfo: production('iuserinfo', '2.2',
      'iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )',
      () => run(IUSERINFO_CHAR)),

    // PEG: as RFC 3986's host (§3.2.2 there): IPv4address only when no ireg-name character follows
    // it — "1.2.3.4.例子" is derivable only as an ireg-name.
    ihost: production('ihost', '2.2',
      'ihost          = IP-literal / IPv4address / ireg-name',
      (r) => alt(r.IPLiteral, seq(r.IPv4address, not(one(IREG_NAME_CHAR))), r.iregName)),

    iregName: production('ireg-name', '2.2',
      'ireg-name      = *( iunreserved / pct-encoded / sub-delims )',
      () => run(IREG_NAME_CHAR)),

    // PEG: as RFC 3986's path (§3.3 there): ipath-abempty would always win as the first of an
    // ordered choice. ipath-abempty when the path starts with "/", else ipath-rootless, else
    // ipath-empty — the same language (every ipath-absolute is an ipath-abempty, every
    // ipath-noscheme an ipath-rootless).
    ipath: production('ipath', '2.2',
      `ipath          = ipath-abempty   ; begins with "/" or is empty
                  / ipath-absolute  ; begins with "/" but not "//"
                  / ipath-noscheme  ; begins with a non-colon segment
                  / ipath-rootless  ; begins with a segment
                  / ipath-empty     ; zero characters`,
      (r) => alt(seq(ahead(lit('/')), r.ipathAbempty), r.ipathRootless, r.ipathEmpty)),

    ipathAbempty: production('ipath-abempty', '2.2',
      'ipath-abempty  = *( "/" isegment )',
      (r) => many(seq(lit('/'), r.isegment))),

    ipathAbsolute: production('ipath-absolute', '2.2',
      'ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]',
      (r) => seq(lit('/'), opt(seq(r.isegmentNz, many(seq(lit('/'), r.isegment)))))),

    ipathNoscheme: production('ipath-noscheme', '2.2',
      'ipath-noscheme = isegment-nz-nc *( "/" isegment )',
      (r) => seq(r.isegmentNzNc, many(seq(lit('/'), r.isegment)))),

    ipathRootless: production('ipath-rootless', '2.2',
      'ipath-rootless = isegment-nz *( "/" isegment )',
      (r) => seq(r.isegmentNz, many(seq(lit('/'), r.isegment)))),

    ipathEmpty: production('ipath-empty', '2.2',
      'ipath-empty    = 0<ipchar>',
      () => seq()),

    isegment: production('isegment', '2.2',
      'isegment       = *ipchar',
      () => run(IPCHAR)),

    isegmentNz: production('isegment-nz', '2.2',
      'isegment-nz    = 1*ipchar',
      () => run(IPCHAR, 1)),

    isegmentNzNc: production('isegment-nz-nc', '2.2',
      `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
                        / "@" )
                  ; non-zero-length segment without any colon ":"`,
      () => run(IPCHAR_NC, 1)),

    ipchar: production('ipchar', '2.2',
      `ipchar         = iunreserved / pct-encoded / sub-delims / ":"
                  / "@"`,
      () => one(IPCHAR)),

    iquery: production('iquery', '2.2',
      'iquery         = *( ipchar / iprivate / "/" / "?" )',
      () => run(IQUERY_CHAR)),

    ifragment: production('ifragment', '2.2',
      'ifragment      = *( ipchar / "/" / "?" )',
      () => run(IFRAGMENT_CHAR)),

    iunreserved: production('iunreserved', '2.2',
      'iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar',
      () => one(IUNRESERVED)),

    ucschar: production('ucschar', '2.2',
      `ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
                  / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
                  / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
                  / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
                  / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
                  / %xD0000-DFFFD / %xE1000-EFFFD`,
      () => one(UCSCHAR)),

    iprivate: production('iprivate', '2.2',
      'iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD',
      () => one(IPRIVATE)),
  };
  return { ...own, ...shared };
}
