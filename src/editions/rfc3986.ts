/**
 * The RFC 3986 edition: its grammar (with and without RFC 6874), and how its parse tree becomes the
 * shared AST, plus the non-fatal remarks RFC 3986 makes about valid but non-canonical spellings.
 */
import { chars } from '../../grammars/core';
import type { Node, Nodes } from '../../grammars/core';
import { CAPTURED, GEN_DELIMS, SUB_DELIMS, UNRESERVED, rfc3986Grammar } from '../../grammars/rfc3986';
import type { HostKind, UriReference, Warning } from '../ast';
import type { Edition, ParseOptions, ParseResult } from '../edition';
import { CompiledGrammar } from '../engine';
import { setSpan, splitSegments, splitUserinfo } from './common';

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
        setSpan(uri, 'scheme', node.start, node.end);
        break;
      case 'authority':
        uri.authority = text;
        setSpan(uri, 'authority', node.start, node.end);
        readAuthority(input, node, uri);
        break;
      case 'query':
        uri.query = text;
        setSpan(uri, 'query', node.start, node.end);
        break;
      case 'fragment':
        uri.fragment = text;
        setSpan(uri, 'fragment', node.start, node.end);
        break;
      default:
        // one of the five path rules
        uri.path = text;
        setSpan(uri, 'path', node.start, node.end);
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
      setSpan(uri, 'host', node.start, node.end);
      const kind = node.children[0]?.rule;
      uri.hostKind = HOST_KINDS[kind] ?? (text === '' ? 'empty' : 'reg-name');
    } else if (node.rule === 'port') {
      uri.port = text;
      setSpan(uri, 'port', node.start, node.end);
    }
  }
}

const UPPER = /[A-Z]/;

/** RFC 3986's remarks on valid but non-canonical spellings (§2.1, §2.3, §3.1, §3.2.1–3). */
export function warnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && UPPER.test(uri.scheme)) {
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
  if (uri.hostKind === 'reg-name' && UPPER.test(uri.host ?? '')) {
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
  if (input.includes('%')) pctWarnings(input, out);
  return out;
}

/** a percent-encoding with a lowercase hex digit (§2.1) */
const PCT_LOWERCASE = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/g;
/** a percent-encoding of an unreserved character: ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3) */
const PCT_UNRESERVED = /%(?:4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/g;

/** The first match of `re` in `input`, and whether there is another after it. */
function firstAndMore(re: RegExp, input: string): { at: number; text: string; more: boolean } | undefined {
  re.lastIndex = 0;
  const first = re.exec(input);
  if (!first) return undefined;
  const more = re.exec(input) !== null;
  re.lastIndex = 0;
  return { at: first.index, text: first[0], more };
}

/**
 * §2.1 (uppercase hex) and §2.3 (unreserved characters should not be encoded): one warning per kind,
 * at its first occurrence — not one per triplet, which on a long input would cost more than the parse.
 */
function pctWarnings(input: string, out: Warning[]): void {
  const more = (m: { more: boolean }) => (m.more ? ' (and others)' : '');
  const lowercase = firstAndMore(PCT_LOWERCASE, input);
  if (lowercase) {
    out.push({
      code: 'pct-lowercase',
      message: `percent-encoding "${lowercase.text}"${more(lowercase)} should use uppercase hexadecimal digits`,
      offset: lowercase.at,
      rule: 'pct-encoded',
      section: '2.1',
    });
  }
  const unreserved = firstAndMore(PCT_UNRESERVED, input);
  if (unreserved) {
    const c = String.fromCharCode(parseInt(unreserved.text.slice(1), 16));
    out.push({
      code: 'pct-unreserved',
      message: `"${unreserved.text}" encodes the unreserved character "${c}"${more(unreserved)}; unreserved characters should not be percent-encoded`,
      offset: unreserved.at,
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
  parse(input: string, options: ParseOptions): ParseResult {
    const grammar = grammarFor(options);
    const tree = grammar.match(TOP, input);
    if (tree === undefined) return { ok: false, edition: 'rfc3986', error: grammar.explain(TOP, input) };
    const uri = toAst(input, tree);
    return { ok: true, edition: 'rfc3986', uri, warnings: warnings(input, uri) };
  },
  rule(name: string, options: ParseOptions) {
    return grammarFor(options).parser(name);
  },
};

/** The compiled grammars, for tests and tools that need the parse tree itself. */
export const rfc3986Grammars = { plain, zoned } as const;
