/**
 * The RFC 3986 edition: its grammar (with and without RFC 6874), and how its parse tree becomes the
 * shared AST, plus the non-fatal remarks RFC 3986 makes about valid but non-canonical spellings.
 */
import { chars } from '../../grammars/core';
import type { Node, Nodes } from '../../grammars/core';
import { CAPTURED, GEN_DELIMS, SUB_DELIMS, UNRESERVED, rfc3986Grammar } from '../../grammars/rfc3986';
import type { Component, HostKind, UriReference, Warning } from '../model/ast';
import type { Accepted, Edition, ParseOptions } from './types';
import { records, ruleId } from '../../grammars/fast';
import { CompiledGrammar } from '../engine';
import type { UriSyntaxError } from '../model/errors';
import { hasUpper, splitSegments, splitUserinfo } from './ast-helpers';

const plain = new CompiledGrammar('rfc3986', '3986', (k) => rfc3986Grammar(k), CAPTURED);
const zoned = new CompiledGrammar('rfc3986', '3986', (k) => rfc3986Grammar(k, { rfc6874: true }), CAPTURED);

function grammarFor(options: ParseOptions): CompiledGrammar {
  return options.amendments?.includes('rfc6874') ? zoned : plain;
}

const TOP = 'URI-reference';

const HOST_KINDS: Record<string, HostKind> = {
  IPv4address: 'ipv4',
  IPv6address: 'ipv6',
  IPv6addrz: 'ipv6',
  IPvFuture: 'ipvfuture',
};

/** Parse tree (URI or relative-ref at the top) → UriReference. */
export function toAst(input: string, tree: Nodes): UriReference {
  const top = tree[0];
  const uri: UriReference = {
    edition: 'rfc3986',
    form: top.rule === 'URI' ? 'absolute' : 'relative',
    scheme: undefined,
    authority: undefined,
    userinfo: undefined,
    user: undefined,
    password: undefined,
    host: undefined,
    hostKind: undefined,
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
    segments: undefined,
    spans: {},
  };
  for (const node of top.children) {
    const text = input.slice(node.start, node.end);
    switch (node.rule) {
      case 'scheme':
        uri.scheme = text;
        uri.spans.scheme = [node.start, node.end];
        break;
      case 'authority':
        uri.authority = text;
        uri.spans.authority = [node.start, node.end];
        readAuthority(input, node, uri);
        break;
      case 'query':
        uri.query = text;
        uri.spans.query = [node.start, node.end];
        break;
      case 'fragment':
        uri.fragment = text;
        uri.spans.fragment = [node.start, node.end];
        break;
      default:
        // one of the five path rules
        uri.path = text;
        uri.spans.path = [node.start, node.end];
    }
  }
  uri.segments = splitSegments(uri.path);
  return uri;
}

function readAuthority(input: string, authority: Node, uri: UriReference): void {
  for (const node of authority.children) {
    const text = input.slice(node.start, node.end);
    if (node.rule === 'userinfo') {
      splitUserinfo(uri, text, node.start);
    } else if (node.rule === 'host') {
      uri.host = text;
      uri.spans.host = [node.start, node.end];
      const kind = node.children[0]?.rule;
      uri.hostKind = HOST_KINDS[kind] ?? (text === '' ? 'empty' : 'reg-name');
    } else if (node.rule === 'port') {
      uri.port = text;
      uri.spans.port = [node.start, node.end];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The hot path: the same AST as toAst, read from the matcher's flat records (grammars/fast.ts)
// without building the parse tree — one object per AST value, each component a substring of the
// input.

const ID_URI = ruleId('URI');
const ID_SCHEME = ruleId('scheme');
const ID_AUTHORITY = ruleId('authority');
const ID_USERINFO = ruleId('userinfo');
const ID_HOST = ruleId('host');
const ID_PORT = ruleId('port');
const ID_QUERY = ruleId('query');
const ID_FRAGMENT = ruleId('fragment');
const KIND_BY_ID = new Map<number, HostKind>(Object.entries(HOST_KINDS).map(([rule, kind]) => [ruleId(rule), kind]));

type Spans = Partial<Record<Component, [number, number]>>;

/**
 * The AST of the URI-reference whose records the last successful match left (the top record is
 * the URI or relative-ref; its direct children are found from the end, each record's `mark` being
 * where its own descendants begin). Equal to `toAst(input, tree)` (test/rfc3986.hotpath.test.ts).
 */
export function astFromRecords(input: string): UriReference {
  const { rule, start, end, mark } = records;
  const top = records.top - 1;
  let ss = -1, se = -1, as = -1, ae = -1, us = -1, ue = -1, hs = -1, he = -1, ps = -1, pe = -1;
  let ts = -1, te = -1, qs = -1, qe = -1, fs = -1, fe = -1;
  let hostKind: HostKind | undefined;
  // direct children of the top record, last first
  for (let c = top - 1; c >= mark[top]; c = mark[c] - 1) {
    const id = rule[c];
    if (id === ID_SCHEME) (ss = start[c]), (se = end[c]);
    else if (id === ID_QUERY) (qs = start[c]), (qe = end[c]);
    else if (id === ID_FRAGMENT) (fs = start[c]), (fe = end[c]);
    else if (id === ID_AUTHORITY) {
      as = start[c];
      ae = end[c];
      for (let a = c - 1; a >= mark[c]; a = mark[a] - 1) {
        const aid = rule[a];
        if (aid === ID_USERINFO) (us = start[a]), (ue = end[a]);
        else if (aid === ID_PORT) (ps = start[a]), (pe = end[a]);
        else if (aid === ID_HOST) {
          hs = start[a];
          he = end[a];
          // the host's first child decides its kind
          let first = -1;
          for (let h = a - 1; h >= mark[a]; h = mark[h] - 1) first = h;
          hostKind = (first >= 0 ? KIND_BY_ID.get(rule[first]) : undefined) ?? (hs === he ? 'empty' : 'reg-name');
        }
      }
    } else (ts = start[c]), (te = end[c]); // one of the five path rules
  }

  const spans: Spans = {};
  if (ss >= 0) spans.scheme = [ss, se];
  if (as >= 0) spans.authority = [as, ae];
  let userinfo: string | undefined, user: string | undefined, password: string | undefined;
  if (us >= 0) {
    // user and password split at the userinfo's first ":" (§3.2.1), as splitUserinfo does
    userinfo = input.slice(us, ue);
    spans.userinfo = [us, ue];
    const colon = userinfo.indexOf(':');
    if (colon < 0) {
      user = userinfo;
      spans.user = [us, ue];
    } else {
      user = userinfo.slice(0, colon);
      password = userinfo.slice(colon + 1);
      spans.user = [us, us + colon];
      spans.password = [us + colon + 1, ue];
    }
  }
  if (hs >= 0) spans.host = [hs, he];
  if (ps >= 0) spans.port = [ps, pe];
  if (ts >= 0) spans.path = [ts, te];
  if (qs >= 0) spans.query = [qs, qe];
  if (fs >= 0) spans.fragment = [fs, fe];
  const path = ts >= 0 ? input.slice(ts, te) : '';
  return {
    edition: 'rfc3986',
    form: rule[top] === ID_URI ? 'absolute' : 'relative',
    scheme: ss >= 0 ? input.slice(ss, se) : undefined,
    authority: as >= 0 ? input.slice(as, ae) : undefined,
    userinfo,
    user,
    password,
    host: hs >= 0 ? input.slice(hs, he) : undefined,
    hostKind,
    port: ps >= 0 ? input.slice(ps, pe) : undefined,
    path,
    query: qs >= 0 ? input.slice(qs, qe) : undefined,
    fragment: fs >= 0 ? input.slice(fs, fe) : undefined,
    segments: splitSegments(path),
    spans,
  };
}

/** RFC 3986's remarks on valid but non-canonical spellings (§2.1, §2.3, §3.1, §3.2.1–3). */
export function warnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
    out.push({
      code: 'scheme-case',
      message: 'schemes are case-insensitive; the canonical form is lowercase',
      offset: 0,
      rule: 'scheme',
      section: '3.1',
    });
  }
  if (uri.password !== undefined) {
    out.push({
      code: 'userinfo-password',
      message: 'use of the format "user:password" in the userinfo field is deprecated',
      offset: uri.spans.password?.[0],
      rule: 'userinfo',
      section: '3.2.1',
    });
  }
  if (uri.hostKind === 'reg-name' && hasUpper(uri.host ?? '')) {
    out.push({
      code: 'host-case',
      message: 'registered names are case-insensitive; lowercase should be used for consistency',
      offset: uri.spans.host?.[0],
      rule: 'reg-name',
      section: '3.2.2',
    });
  }
  if (uri.port === '') {
    out.push({
      code: 'empty-port',
      message: 'the ":" of an empty port should be omitted',
      offset: uri.spans.port?.[0],
      rule: 'port',
      section: '3.2.3',
    });
  }
  const pct = input.indexOf('%');
  if (pct >= 0) pctWarnings(input, pct, out);
  return out;
}

/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3), by octet */
const UNRESERVED_OCTET = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~') UNRESERVED_OCTET[c.charCodeAt(0)] = 1;

/** Above this length, the triplets are found by regexp (native scanning) rather than one by one. */
const PCT_SCAN_LIMIT = 4096;
/** a percent-encoding with a lowercase hex digit (§2.1) */
const PCT_LOWERCASE = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/g;
/** a percent-encoding of an unreserved character: ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3) */
const PCT_UNRESERVED = /%(?:4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/g;

/** either kind */
const PCT_EITHER = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f]|4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2[DE]|5F|7E)/g;

/** The value of a HEXDIG's character code, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 32;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * §2.1 (uppercase hex) and §2.3 (unreserved characters should not be encoded): one warning per kind,
 * at its first occurrence — not one per triplet, which on a long input would cost more than the parse.
 * One pass over the "%"s from the first (at `first`): a triplet is "%" HEXDIG HEXDIG; it is lowercase
 * when either digit is a-f.
 */
function pctWarnings(input: string, first: number, out: Warning[]): void {
  let lowAt = -1;
  let lowMore = false;
  let unrAt = -1;
  let unrMore = false;
  if (input.length > PCT_SCAN_LIMIT) {
    // A long input may hold millions of triplets: the regexp engine skips the others, and once one
    // kind has its first two occurrences only the other is looked for (a few executions in all).
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
      section: '2.1',
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
      section: '2.3',
    });
  }
}

export const rfc3986: Edition = {
  info: {
    name: 'rfc3986',
    rfc: 3986,
    year: 2005,
    title: 'Uniform Resource Identifier (URI): Generic Syntax',
    amendments: ['rfc6874'],
    ruleNames: plain.ruleNames,
  },
  classes: [
    { rule: 'unreserved', section: '2.3', definition: 'unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"', set: UNRESERVED },
    { rule: 'gen-delims', section: '2.2', definition: 'gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"', set: GEN_DELIMS },
    {
      rule: 'sub-delims',
      section: '2.2',
      definition: 'sub-delims = "!" / "$" / "&" / "\'" / "(" / ")" / "*" / "+" / "," / ";" / "="',
      set: SUB_DELIMS,
    },
    { rule: 'pct-encoded', section: '2.1', definition: 'pct-encoded = "%" HEXDIG HEXDIG', set: chars('pct-encoded', '%') },
  ],
  components: {
    scheme: { rule: 'scheme', section: '3.1', definition: 'scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )' },
    authority: { rule: 'authority', section: '3.2', definition: 'authority = [ userinfo "@" ] host [ ":" port ]' },
    userinfo: { rule: 'userinfo', section: '3.2.1', definition: 'userinfo = *( unreserved / pct-encoded / sub-delims / ":" )' },
    host: { rule: 'host', section: '3.2.2', definition: 'host = IP-literal / IPv4address / reg-name' },
    port: { rule: 'port', section: '3.2.3', definition: 'port = *DIGIT' },
    path: {
      rule: 'path',
      section: '3.3',
      definition: 'path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty',
    },
    query: { rule: 'query', section: '3.4', definition: 'query = *( pchar / "/" / "?" )' },
    fragment: { rule: 'fragment', section: '3.5', definition: 'fragment = *( pchar / "/" / "?" )' },
  },
  accept(input: string, options: ParseOptions): Accepted | undefined {
    if (!grammarFor(options).matchRecords(TOP, input)) return undefined;
    const uri = astFromRecords(input);
    return { ok: true, edition: 'rfc3986', uri, warnings: warnings(input, uri) };
  },
  reject(input: string, options: ParseOptions): UriSyntaxError {
    return grammarFor(options).explain(TOP, input);
  },
  rule(name: string, options: ParseOptions) {
    return grammarFor(options).parser(name);
  },
};

/** The compiled grammars, for tests and tools that need the parse tree itself. */
export const rfc3986Grammars = { plain, zoned } as const;
