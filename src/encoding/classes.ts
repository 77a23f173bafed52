/**
 * Each edition's character classes, in the one place normalization and percent-encoding read them:
 *  - `UNRESERVED_SET[edition]`: the characters whose escapes normalization decodes (each edition's
 *    own "unreserved" rule — the characters that mean the same encoded or not);
 *  - `componentClass(edition, component)`: the characters a component may contain unencoded, for
 *    percentEncode.
 *
 * The class rules (unreserved, reserved, pchar …) are the CharSets each grammars/rfcNNNN.ts exports;
 * the component sets are built from them here, each with the rule it implements quoted.
 */
import { union } from '../kit';
import type { CharSet } from '../kit';
import { ALPHA, DIGIT } from '../../grammars/rfc5234';
import {
  PCHAR as PCHAR_3986,
  REG_NAME_CHAR as REG_NAME_3986,
  SUB_DELIMS as SUB_DELIMS_3986,
  UNRESERVED as UNRESERVED_3986,
} from '../../grammars/rfc3986';
import {
  IFRAGMENT_CHAR,
  IPCHAR,
  IQUERY_CHAR,
  IREG_NAME_CHAR,
  IUNRESERVED,
  IUSERINFO_CHAR,
} from '../../grammars/rfc3987';
import { PCHAR as PCHAR_2396, RESERVED as RESERVED_2396, UNRESERVED as UNRESERVED_2396 } from '../../grammars/rfc2396';
import { PCHAR as PCHAR_1808, RESERVED as RESERVED_1808, UNRESERVED as UNRESERVED_1808 } from '../../grammars/rfc1808';
import { RESERVED as RESERVED_1738, UNRESERVED as UNRESERVED_1738 } from '../../grammars/rfc1738';
import { ALPHANUM2 as ALPHANUM2_1630, UNENCODABLE_1630, XALPHA as XALPHA_1630, XPALPHA as XPALPHA_1630 } from '../../grammars/rfc1630';
import type { EditionName } from '../model/ast';
import { cite } from '../model/errors';
import { describedEdition } from '../editions/describing';
import type { ParseOptions } from '../editions/types';

export const COMPONENTS = ['userinfo', 'host', 'path', 'segment', 'query', 'fragment'] as const;
/**
 * The components percentEncode() encodes for, each with the characters it may hold as they are.
 * @example
 * ```ts
 * percentEncode('a b/c', 'segment'); // 'a%20b%2Fc'
 * ```
 */
export type EncodableComponent = (typeof COMPONENTS)[number];

/** The characters each edition's "unreserved" rule holds: their escapes may be decoded. */
export const UNRESERVED_SET: Readonly<Record<EditionName, CharSet>> = {
  rfc3987: IUNRESERVED, //     unreserved / ucschar                              §2.2
  rfc3986: UNRESERVED_3986, // ALPHA / DIGIT / "-" / "." / "_" / "~"            §2.3
  rfc2396: UNRESERVED_2396, // alphanum | mark                                  §2.3
  rfc1808: UNRESERVED_1808, // alpha | digit | safe | extra                     §2.2
  rfc1738: UNRESERVED_1738, // alpha | digit | safe | extra                     §5
  rfc1630: UNENCODABLE_1630, // xalpha's characters but "." and "*" "!" (reserved, "Encoding reserved characters")
};

/** The 128-entry ASCII table of `set` as a 256-entry octet table (a read past a typed array's end is slow in V8). */
function octetTable(set: CharSet): Uint8Array {
  const t = new Uint8Array(256);
  t.set(set.ascii);
  return t;
}

/** Per edition, for each octet: 1 when it is an unreserved character (so its escape decodes). */
export const UNRESERVED_OCTETS: Readonly<Record<EditionName, Uint8Array>> = {
  rfc3987: octetTable(UNRESERVED_SET.rfc3987),
  rfc3986: octetTable(UNRESERVED_SET.rfc3986),
  rfc2396: octetTable(UNRESERVED_SET.rfc2396),
  rfc1808: octetTable(UNRESERVED_SET.rfc1808),
  rfc1738: octetTable(UNRESERVED_SET.rfc1738),
  rfc1630: octetTable(UNRESERVED_SET.rfc1630),
};

// ---------------------------------------------------------------------------------------------
// What each component may contain unencoded, per edition.

export interface ComponentClass {
  /** the rule the set comes from, as the RFC spells it */
  rule: string;
  /** where */
  source: string;
  /** the characters allowed as themselves */
  set: CharSet;
  /** whether an escape (pct-encoded triplet) is allowed in the component at all */
  escapable: boolean;
  /** for each ASCII character: 1 when it is in `set` */
  ascii: Uint8Array;
}

/**
 * A component's class: the characters `set` allowed as themselves, described by the productions
 * `rules` of `edition`'s grammar (quoted from the grammar itself), reached `via` another RFC's text.
 */
function cc(edition: EditionName, rules: readonly string[], set: CharSet, escapable = true, via = '', options: ParseOptions = {}): ComponentClass {
  const impl = describedEdition(edition);
  const productions = rules.map((rule) => {
    const p = impl.production(rule, options);
    if (!p) throw new Error(`${edition} has no rule ${rule} to quote`);
    return p;
  });
  const rule = productions.map((p) => p.definition).join('; ');
  const source = via + cite(productions[0].section, String(impl.info.rfc));
  return { rule, source, set, escapable, ascii: set.ascii };
}

/** hostname: alphanum, "-" and "." only, no escapes (RFC 2396 §3.2.2, RFC 1738 §5) */
const HOSTNAME_CHARS = union('hostname', ALPHA, DIGIT, '-.');
/** user / password (RFC 1738 §5): uchar | ";" | "?" | "&" | "=", and the ":" between them (§3.1) */
const LOGIN_1738 = union('login', UNRESERVED_1738, ';?&=:');
/** hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]   (RFC 1738 §5, httpurl) */
const HSEGMENT_1738 = union('hsegment', UNRESERVED_1738, ';:@&=');
/** RFC 1808 §2.1: net_loc is "network location and login information, as per Section 3.1 of RFC 1738" */
const VIA_1808 = 'RFC 1808 §2.1 → ';

type Classes = Readonly<Record<EditionName, Readonly<Record<EncodableComponent, ComponentClass>>>>;

/** Every edition's component classes, built on the first percentEncode() (quoting the grammars' rules costs a loaded package milliseconds). */
let classes: Classes | undefined;

export function componentClass(edition: EditionName, component: EncodableComponent): ComponentClass {
  return (classes ??= buildClasses())[edition][component];
}

const buildClasses = (): Classes => ({
  // (the sets hold code points beyond ASCII: an IRI component keeps its ucschar as they are)
  rfc3987: {
    userinfo: cc('rfc3987', ['iuserinfo'], IUSERINFO_CHAR),
    host: cc('rfc3987', ['ireg-name'], IREG_NAME_CHAR),
    path: cc('rfc3987', ['ipath-abempty', 'isegment'], union('ipath', IPCHAR, '/')),
    segment: cc('rfc3987', ['isegment'], IPCHAR),
    query: cc('rfc3987', ['iquery'], IQUERY_CHAR),
    fragment: cc('rfc3987', ['ifragment'], IFRAGMENT_CHAR),
  },
  rfc3986: {
    userinfo: cc('rfc3986', ['userinfo'], union('userinfo', UNRESERVED_3986, SUB_DELIMS_3986, ':')),
    host: cc('rfc3986', ['reg-name'], REG_NAME_3986),
    path: cc('rfc3986', ['path-abempty', 'segment'], union('path', PCHAR_3986, '/')),
    segment: cc('rfc3986', ['segment'], PCHAR_3986),
    query: cc('rfc3986', ['query'], union('query', PCHAR_3986, '/?')),
    fragment: cc('rfc3986', ['fragment'], union('fragment', PCHAR_3986, '/?')),
  },
  rfc2396: {
    userinfo: cc('rfc2396', ['userinfo'], union('userinfo', UNRESERVED_2396, ';:&=+$,')),
    host: cc('rfc2396', ['hostname'], HOSTNAME_CHARS, false),
    path: cc('rfc2396', ['abs_path', 'segment'], union('path', PCHAR_2396, ';/')),
    segment: cc('rfc2396', ['segment', 'param'], union('segment', PCHAR_2396, ';')),
    query: cc('rfc2396', ['query', 'uric'], union('query', RESERVED_2396, UNRESERVED_2396)),
    fragment: cc('rfc2396', ['fragment'], union('fragment', RESERVED_2396, UNRESERVED_2396)),
  },
  rfc1808: {
    userinfo: cc('rfc1738', ['user', 'password'], LOGIN_1738, true, VIA_1808),
    host: cc('rfc1738', ['hostname'], HOSTNAME_CHARS, false, VIA_1808),
    path: cc('rfc1808', ['path', 'segment'], union('path', PCHAR_1808, '/')),
    segment: cc('rfc1808', ['segment'], PCHAR_1808),
    query: cc('rfc1808', ['query'], union('query', UNRESERVED_1808, RESERVED_1808)),
    fragment: cc('rfc1808', ['fragment'], union('fragment', UNRESERVED_1808, RESERVED_1808)),
  },
  rfc1738: {
    userinfo: cc('rfc1738', ['user', 'password'], LOGIN_1738),
    host: cc('rfc1738', ['hostname'], HOSTNAME_CHARS, false),
    // httpurl's rules: the path, segment and query of the scheme most URLs use
    path: cc('rfc1738', ['hpath'], union('hpath', HSEGMENT_1738, '/')),
    segment: cc('rfc1738', ['hsegment'], HSEGMENT_1738),
    query: cc('rfc1738', ['search'], HSEGMENT_1738),
    // RFC 1738 has no fragment; its allowFragment option follows RFC 1808 §2.2.
    fragment: cc('rfc1738', ['fragment'], union('fragment', UNRESERVED_1738, RESERVED_1738), true, '', { allowFragment: true }),
  },
  rfc1630: {
    // user = alphanum2 [ user ]: no escapes; the ":" between user and password (login)
    userinfo: cc('rfc1630', ['user', 'password'], union('login', ALPHANUM2_1630, ':'), false),
    host: cc('rfc1630', ['hostname', 'ialpha'], XALPHA_1630),
    path: cc('rfc1630', ['path', 'segment'], union('path', XPALPHA_1630, '/')),
    segment: cc('rfc1630', ['segment', 'xpalphas'], XPALPHA_1630),
    // "Within the query string, the plus sign is reserved as shorthand notation for a space.
    // Therefore, real plus signs must be encoded."
    query: cc('rfc1630', ['search', 'xalphas'], XALPHA_1630),
    fragment: cc('rfc1630', ['fragmentid', 'xalphas'], XALPHA_1630),
  },
});
