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
import { ALPHA, DIGIT, CharSet, union } from '../../grammars/core';
import {
  PCHAR as PCHAR_3986,
  REG_NAME_CHAR as REG_NAME_3986,
  SUB_DELIMS as SUB_DELIMS_3986,
  UNRESERVED as UNRESERVED_3986,
} from '../../grammars/rfc3986';
import { PCHAR as PCHAR_2396, RESERVED as RESERVED_2396, UNRESERVED as UNRESERVED_2396 } from '../../grammars/rfc2396';
import { PCHAR as PCHAR_1808, RESERVED as RESERVED_1808, UNRESERVED as UNRESERVED_1808 } from '../../grammars/rfc1808';
import { RESERVED as RESERVED_1738, UNRESERVED as UNRESERVED_1738 } from '../../grammars/rfc1738';
import type { EditionName } from '../model/ast';

export const COMPONENTS = ['userinfo', 'host', 'path', 'segment', 'query', 'fragment'] as const;
export type EncodableComponent = (typeof COMPONENTS)[number];

/** The characters each edition's "unreserved" rule holds: their escapes may be decoded. */
export const UNRESERVED_SET: Readonly<Record<EditionName, CharSet>> = {
  rfc3986: UNRESERVED_3986, // ALPHA / DIGIT / "-" / "." / "_" / "~"            §2.3
  rfc2396: UNRESERVED_2396, // alphanum | mark                                  §2.3
  rfc1808: UNRESERVED_1808, // alpha | digit | safe | extra                     §2.2
  rfc1738: UNRESERVED_1738, // alpha | digit | safe | extra                     §5
};

/** A 128-entry table: is this ASCII character in `set`? */
export function asciiTable(set: CharSet): boolean[] {
  const re = new RegExp(`^[${set.cls}]$`);
  return Array.from({ length: 128 }, (_, c) => re.test(String.fromCharCode(c)));
}

/** Per edition, for each ASCII octet: is it an unreserved character (so its escape decodes)? */
export const UNRESERVED_OCTETS: Readonly<Record<EditionName, readonly boolean[]>> = {
  rfc3986: asciiTable(UNRESERVED_SET.rfc3986),
  rfc2396: asciiTable(UNRESERVED_SET.rfc2396),
  rfc1808: asciiTable(UNRESERVED_SET.rfc1808),
  rfc1738: asciiTable(UNRESERVED_SET.rfc1738),
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
  /** for each ASCII character: is it in `set`? */
  ascii: readonly boolean[];
}

function cc(rule: string, source: string, set: CharSet, escapable = true): ComponentClass {
  return { rule, source, set, escapable, ascii: asciiTable(set) };
}

/** hostname = *( domainlabel "." ) toplabel [ "." ]: alphanum, "-" and "." only, no escapes */
const HOSTNAME_CHARS = union('hostname', ALPHA, DIGIT, '-.');
/** user / password (RFC 1738 §5): uchar | ";" | "?" | "&" | "=", and the ":" between them (§3.1) */
const LOGIN_1738 = union('login', UNRESERVED_1738, ';?&=:');
/** hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]   (RFC 1738 §5, httpurl) */
const HSEGMENT_1738 = union('hsegment', UNRESERVED_1738, ';:@&=');

const CLASSES: Readonly<Record<EditionName, Readonly<Record<EncodableComponent, ComponentClass>>>> = {
  rfc3986: {
    userinfo: cc('userinfo = *( unreserved / pct-encoded / sub-delims / ":" )', 'RFC 3986 §3.2.1', union('userinfo', UNRESERVED_3986, SUB_DELIMS_3986, ':')),
    host: cc('reg-name = *( unreserved / pct-encoded / sub-delims )', 'RFC 3986 §3.2.2', REG_NAME_3986),
    path: cc('path-abempty = *( "/" segment )', 'RFC 3986 §3.3', union('path', PCHAR_3986, '/')),
    segment: cc('segment = *pchar', 'RFC 3986 §3.3', PCHAR_3986),
    query: cc('query = *( pchar / "/" / "?" )', 'RFC 3986 §3.4', union('query', PCHAR_3986, '/?')),
    fragment: cc('fragment = *( pchar / "/" / "?" )', 'RFC 3986 §3.5', union('fragment', PCHAR_3986, '/?')),
  },
  rfc2396: {
    userinfo: cc('userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )', 'RFC 2396 §3.2.2', union('userinfo', UNRESERVED_2396, ';:&=+$,')),
    host: cc('hostname = *( domainlabel "." ) toplabel [ "." ]', 'RFC 2396 §3.2.2', HOSTNAME_CHARS, false),
    path: cc('abs_path = "/" path_segments; segment = *pchar *( ";" param )', 'RFC 2396 §3.3', union('path', PCHAR_2396, ';/')),
    segment: cc('segment = *pchar *( ";" param ); param = *pchar', 'RFC 2396 §3.3', union('segment', PCHAR_2396, ';')),
    query: cc('query = *uric; uric = reserved | unreserved | escaped', 'RFC 2396 §3.4', union('query', RESERVED_2396, UNRESERVED_2396)),
    fragment: cc('fragment = *uric', 'RFC 2396 §4.1', union('fragment', RESERVED_2396, UNRESERVED_2396)),
  },
  rfc1808: {
    // RFC 1808 §2.1: net_loc is "network location and login information, as per Section 3.1 of RFC 1738"
    userinfo: cc('user / password = *[ uchar | ";" | "?" | "&" | "=" ], joined by ":"', 'RFC 1808 §2.1 → RFC 1738 §3.1, §5', LOGIN_1738),
    host: cc('hostname = *[ domainlabel "." ] toplabel', 'RFC 1808 §2.1 → RFC 1738 §3.1, §5', HOSTNAME_CHARS, false),
    path: cc('path = fsegment *( "/" segment ); segment = *pchar', 'RFC 1808 §2.2', union('path', PCHAR_1808, '/')),
    segment: cc('segment = *pchar', 'RFC 1808 §2.2', PCHAR_1808),
    query: cc('query = *( uchar | reserved )', 'RFC 1808 §2.2', union('query', UNRESERVED_1808, RESERVED_1808)),
    fragment: cc('fragment = *( uchar | reserved )', 'RFC 1808 §2.2', union('fragment', UNRESERVED_1808, RESERVED_1808)),
  },
  rfc1738: {
    userinfo: cc('user / password = *[ uchar | ";" | "?" | "&" | "=" ], joined by ":"', 'RFC 1738 §3.1, §5', LOGIN_1738),
    host: cc('hostname = *[ domainlabel "." ] toplabel', 'RFC 1738 §3.1, §5', HOSTNAME_CHARS, false),
    path: cc('hpath = hsegment *[ "/" hsegment ]', 'RFC 1738 §5 (httpurl)', union('hpath', HSEGMENT_1738, '/')),
    segment: cc('hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]', 'RFC 1738 §5 (httpurl)', HSEGMENT_1738),
    query: cc('search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]', 'RFC 1738 §5 (httpurl)', HSEGMENT_1738),
    // RFC 1738 has no fragment; its parser's allowFragment option follows RFC 1808 §2.2.
    fragment: cc('fragment = *( uchar | reserved )', 'RFC 1808 §2.2 (RFC 1738 has none)', union('fragment', UNRESERVED_1738, RESERVED_1738)),
  },
};

export function componentClass(edition: EditionName, component: EncodableComponent): ComponentClass {
  return CLASSES[edition][component];
}
