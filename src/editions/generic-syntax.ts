/**
 * What RFC 3986 and RFC 3987 share beyond their grammar: the generic syntax's AST (RFC 3987 §2.2
 * "closely follows the URI grammar in [RFC3986]": the same components under "i"-prefixed rule names)
 * and RFC 3986's remarks on valid but non-canonical spellings (§2.1, §2.3, §3.1, §3.2.1–3), which
 * RFC 3987 carries over (§5.3.2 normalizes the same things). Each edition states its rule names once;
 * the code below is the same for both.
 */
// from its own module: a name re-exported through an index is a getter call per use in CommonJS
import { hexValue } from '../kit/hex';
import type { Captures, Grammar } from '../engine';
import type { EditionName, HostKind, UriReference, Warning } from '../model/ast';
import { hasUpper, setSegments, spansOf, splitSegments } from './ast-helpers';

/** The rules of a generic-syntax grammar that make the AST, by the RFC's spelling. */
export interface GenericRules {
  /** the absolute form (URI / IRI); the other top form is the relative reference */
  absolute: string;
  scheme: string;
  authority: string;
  userinfo: string;
  host: string;
  port: string;
  query: string;
  fragment: string;
  regName: string;
  /** the first rule inside the host that makes it an IP address */
  kinds: Readonly<Record<string, HostKind>>;
}

/**
 * The AST builder of a generic-syntax edition: the AST of a reference from its captures (the top
 * record is the absolute or the relative form; its direct children are found from the end, each
 * record's `mark` being where its own descendants begin) — one object per AST value, each component
 * a substring of the input.
 */
export function genericToAst(edition: EditionName, grammar: Grammar, names: GenericRules): (input: string, c: Captures) => UriReference {
  const ABSOLUTE = grammar.id(names.absolute);
  const SCHEME = grammar.id(names.scheme);
  const AUTHORITY = grammar.id(names.authority);
  const USERINFO = grammar.id(names.userinfo);
  const HOST = grammar.id(names.host);
  const PORT = grammar.id(names.port);
  const QUERY = grammar.id(names.query);
  const FRAGMENT = grammar.id(names.fragment);
  const KIND_BY_ID = new Map<number, HostKind>(Object.entries(names.kinds).map(([rule, kind]) => [grammar.id(rule), kind]));

  return function toAst(input: string, c: Captures): UriReference {
    const { rule, start, end, mark } = c;
    const top = c.top - 1;
    let ss = -1, se = -1, as = -1, ae = -1, us = -1, ue = -1, hs = -1, he = -1, ps = -1, pe = -1;
    let ts = -1, te = -1, qs = -1, qe = -1, fs = -1, fe = -1;
    let hostKind: HostKind | undefined;
    // direct children of the top record, last first
    for (let k = top - 1; k >= mark[top]; k = mark[k] - 1) {
      const id = rule[k];
      if (id === SCHEME) (ss = start[k]), (se = end[k]);
      else if (id === QUERY) (qs = start[k]), (qe = end[k]);
      else if (id === FRAGMENT) (fs = start[k]), (fe = end[k]);
      else if (id === AUTHORITY) {
        as = start[k];
        ae = end[k];
        for (let a = k - 1; a >= mark[k]; a = mark[a] - 1) {
          const aid = rule[a];
          if (aid === USERINFO) (us = start[a]), (ue = end[a]);
          else if (aid === PORT) (ps = start[a]), (pe = end[a]);
          else if (aid === HOST) {
            hs = start[a];
            he = end[a];
            // the host's first child decides its kind
            let first = -1;
            for (let h = a - 1; h >= mark[a]; h = mark[h] - 1) first = h;
            hostKind = (first >= 0 ? KIND_BY_ID.get(rule[first]) : undefined) ?? (hs === he ? 'empty' : 'reg-name');
          }
        }
      } else (ts = start[k]), (te = end[k]); // one of the five path rules
    }
    const path = ts >= 0 ? input.slice(ts, te) : '';
    // user and password split at the userinfo's first ":" (RFC 3986 §3.2.1)
    const userinfo = us >= 0 ? input.slice(us, ue) : undefined;
    const colon = userinfo === undefined ? -1 : userinfo.indexOf(':');
    const uri: UriReference = {
      edition,
      form: rule[top] === ABSOLUTE ? 'absolute' : 'relative',
      scheme: ss >= 0 ? input.slice(ss, se) : undefined,
      authority: as >= 0 ? input.slice(as, ae) : undefined,
      userinfo,
      user: colon < 0 ? userinfo : userinfo!.slice(0, colon),
      password: colon < 0 ? undefined : userinfo!.slice(colon + 1),
      host: hs >= 0 ? input.slice(hs, he) : undefined,
      hostKind,
      port: ps >= 0 ? input.slice(ps, pe) : undefined,
      path,
      query: qs >= 0 ? input.slice(qs, qe) : undefined,
      fragment: fs >= 0 ? input.slice(fs, fe) : undefined,
      segments: undefined,
      spans: spansOf(ss, se, as, ae, us, ue, colon < 0 ? -1 : us + colon, hs, he, ps, pe, ts, te, qs, qe, fs, fe),
    };
    setSegments(uri, path, splitSegments);
    return uri;
  };
}

/**
 * RFC 3986's remarks on valid but non-canonical spellings (§2.1, §2.3, §3.1, §3.2.1–3), naming the
 * edition's own rules; `unreserved`, RFC 3986's unreserved characters as a regexp character class
 * (UNRESERVED_CLASS); `cite` turns an RFC 3986 section into the edition's citation of it.
 */
export function genericWarnings(names: GenericRules, unreserved: string, cite: (section: string) => string): (input: string, uri: UriReference) => Warning[] {
  const pct = percentWarnings(unreserved, cite);
  return function warnings(input: string, uri: UriReference): Warning[] {
    const out: Warning[] = [];
    if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
      out.push({
        code: 'scheme-case',
        message: 'schemes are case-insensitive; the canonical form is lowercase',
        offset: 0,
        rule: names.scheme,
        section: cite('3.1'),
      });
    }
    if (uri.password !== undefined) {
      out.push({
        code: 'userinfo-password',
        message: 'use of the format "user:password" in the userinfo field is deprecated',
        offset: uri.spans.password?.[0],
        rule: names.userinfo,
        section: cite('3.2.1'),
      });
    }
    if (uri.hostKind === 'reg-name' && hasUpper(uri.host ?? '')) {
      out.push({
        code: 'host-case',
        message: 'registered names are case-insensitive; lowercase should be used for consistency',
        offset: uri.spans.host?.[0],
        rule: names.regName,
        section: cite('3.2.2'),
      });
    }
    if (uri.port === '') {
      out.push({
        code: 'empty-port',
        message: 'the ":" of an empty port should be omitted',
        offset: uri.spans.port?.[0],
        rule: names.port,
        section: cite('3.2.3'),
      });
    }
    const first = input.indexOf('%');
    if (first >= 0) pct(input, first, out);
    return out;
  };
}

/** Above this length, the triplets are found by regexp (native scanning) rather than one by one. */
const PCT_SCAN_LIMIT = 4096;
/** a percent-encoding with a lowercase hex digit (§2.1) */
const LOWERCASE_TRIPLET = '[a-f][0-9A-Fa-f]|[0-9A-F][a-f]';

/** The hex digit pairs of the octets in `table`, as a regexp alternation (with lowercase variants when `anyCase`). */
function escapesOf(table: Uint8Array, anyCase: boolean): string {
  const pairs: string[] = [];
  for (let c = 0; c < table.length; c++) {
    if (table[c] !== 1) continue;
    const hex = c.toString(16).toUpperCase().padStart(2, '0');
    pairs.push(anyCase ? hex.replace(/[A-F]/g, (d) => `[${d}${d.toLowerCase()}]`) : hex);
  }
  return pairs.join('|');
}

/**
 * §2.1 (uppercase hex) and §2.3 (unreserved characters should not be encoded): one warning per kind,
 * at its first occurrence — not one per triplet, which on a long input would cost more than the parse.
 * One pass over the "%"s from the first (at `first`): a triplet is "%" HEXDIG HEXDIG; it is lowercase
 * when either digit is a-f.
 */
function percentWarnings(unreserved: string, cite: (section: string) => string): (input: string, first: number, out: Warning[]) => void {
  /** unreserved by octet value (256 entries: a read past a typed array's end is slow in V8), made on the first "%" */
  let octets: Uint8Array | undefined;
  const unreservedOctets = (): Uint8Array => {
    if (octets === undefined) {
      octets = new Uint8Array(256);
      const one = new RegExp(`[${unreserved}]`);
      for (let c = 0; c < 128; c++) if (one.test(String.fromCharCode(c))) octets[c] = 1;
    }
    return octets;
  };
  /** the regexps of a long input's scan, built on the first such input (not at load: most programs never see one) */
  let scans: { lowercase: RegExp; unreserved: RegExp; either: RegExp } | undefined;
  const scanning = (UNRESERVED_OCTET: Uint8Array) =>
    (scans ??= {
      lowercase: new RegExp(`%(?:${LOWERCASE_TRIPLET})`, 'g'),
      /** a percent-encoding of an unreserved character (§2.3), either case */
      unreserved: new RegExp(`%(?:${escapesOf(UNRESERVED_OCTET, true)})`, 'g'),
      /** either kind (the unreserved ones in uppercase: the lowercase ones are the first kind) */
      either: new RegExp(`%(?:${LOWERCASE_TRIPLET}|${escapesOf(UNRESERVED_OCTET, false)})`, 'g'),
    });

  return function pctWarnings(input: string, first: number, out: Warning[]): void {
    const UNRESERVED_OCTET = unreservedOctets();
    let lowAt = -1;
    let lowMore = false;
    let unrAt = -1;
    let unrMore = false;
    if (input.length > PCT_SCAN_LIMIT) {
      // A long input may hold millions of triplets: the regexp engine skips the others, and once one
      // kind has its first two occurrences only the other is looked for (a few executions in all).
      const { lowercase: PCT_LOWERCASE, unreserved: PCT_UNRESERVED, either: PCT_EITHER } = scanning(UNRESERVED_OCTET);
      let re = PCT_EITHER;
      re.lastIndex = first;
      for (let m = re.exec(input); m !== null; m = re.exec(input)) {
        const a = input.charCodeAt(m.index + 1);
        const b = input.charCodeAt(m.index + 2);
        if ((a >= 97 && a <= 102) || (b >= 97 && b <= 102)) {
          if (lowAt < 0) lowAt = m.index;
          else lowMore = true;
        }
        if (UNRESERVED_OCTET[hexValue(a) * 16 + hexValue(b)] === 1) {
          if (unrAt < 0) unrAt = m.index;
          else unrMore = true;
        }
        if (lowMore && unrMore) break;
        const next: RegExp = lowMore ? PCT_UNRESERVED : unrMore ? PCT_LOWERCASE : PCT_EITHER;
        if (next !== re) {
          next.lastIndex = re.lastIndex;
          re = next;
        }
      }
      re.lastIndex = 0;
    }
    for (let i = input.length > PCT_SCAN_LIMIT ? -1 : first; i >= 0 && !(lowMore && unrMore); i = input.indexOf('%', i + 1)) {
      const a = input.charCodeAt(i + 1);
      const b = input.charCodeAt(i + 2);
      const hi = hexValue(a);
      const lo = hexValue(b);
      if (hi < 0 || lo < 0) continue;
      if ((a >= 97 && a <= 102) || (b >= 97 && b <= 102)) {
        if (lowAt < 0) lowAt = i;
        else lowMore = true;
      }
      if (UNRESERVED_OCTET[hi * 16 + lo] === 1) {
        if (unrAt < 0) unrAt = i;
        else unrMore = true;
      }
    }
    const more = (m: boolean) => (m ? ' (and others)' : '');
    if (lowAt >= 0) {
      out.push({
        code: 'pct-lowercase',
        message: `percent-encoding "${input.slice(lowAt, lowAt + 3)}"${more(lowMore)} should use uppercase hexadecimal digits`,
        offset: lowAt,
        rule: 'pct-encoded',
        section: cite('2.1'),
      });
    }
    if (unrAt >= 0) {
      const text = input.slice(unrAt, unrAt + 3);
      const c = String.fromCharCode(parseInt(text.slice(1), 16));
      out.push({
        code: 'pct-unreserved',
        message: `"${text}" encodes the unreserved character "${c}"${more(unrMore)}; unreserved characters should not be percent-encoded`,
        offset: unrAt,
        rule: 'unreserved',
        section: cite('2.3'),
      });
    }
  };
}
