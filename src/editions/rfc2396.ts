/**
 * The RFC 2396 edition: its grammar (with and without the RFC 2732 amendment), how its parse tree
 * becomes the shared AST, and the non-fatal remarks RFC 2396 makes about valid spellings.
 */
import type { Node, Nodes } from '../../grammars/core';
import {
  ALPHA_2396,
  CAPTURED,
  CONTROL,
  DELIMS,
  DIGIT_2396,
  ESCAPED,
  MARK,
  RESERVED,
  RESERVED_2732,
  SPACE,
  UNWISE,
  UNWISE_2732,
  rfc2396Grammar,
} from '../../grammars/rfc2396';
import type { HostKind, PathSegment, UriReference, Warning } from '../model/ast';
import type { Accepted, CharClassInfo, Edition, ParseOptions } from './types';
import { CompiledGrammar, rejection } from '../engine';
import type { UriSyntaxError } from '../model/errors';
import { hasUpper, splitUserinfo } from './ast-helpers';

const plain = new CompiledGrammar('rfc2396', '2396', (k) => rfc2396Grammar(k), CAPTURED);
const amended = new CompiledGrammar('rfc2396', '2396', (k) => rfc2396Grammar(k, { rfc2732: true }), CAPTURED);

function grammarFor(options: ParseOptions): CompiledGrammar {
  return options.amendments?.includes('rfc2732') ? amended : plain;
}

const TOP = 'URI-reference';

const HOST_KINDS: Record<string, HostKind> = {
  hostname: 'hostname',
  IPv4address: 'ipv4',
  IPv6reference: 'ipv6',
};

// ---------------------------------------------------------------------------------------------
// Parse tree → AST

/**
 * Parse tree (an absoluteURI or relativeURI node, then a fragment node, each optional) →
 * UriReference. The path is '' when the reference has none (`http://a`, `#f`, ``), with an empty
 * span where it would be.
 */
export function toAst(input: string, tree: Nodes): UriReference {
  const uri: UriReference = {
    edition: 'rfc2396',
    form: 'relative',
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
    opaque: undefined,
    segments: undefined,
    spans: {},
  };
  let pathAt = 0;
  let hasPath = false;
  for (const top of tree) {
    if (top.rule === 'fragment') {
      uri.fragment = input.slice(top.start, top.end);
      uri.spans.fragment = [top.start, top.end];
      continue;
    }
    // absoluteURI or relativeURI
    if (top.rule === 'absoluteURI') uri.form = 'absolute';
    pathAt = top.start;
    for (const node of top.children) {
      const text = input.slice(node.start, node.end);
      switch (node.rule) {
        case 'scheme':
          uri.scheme = text;
          uri.spans.scheme = [node.start, node.end];
          pathAt = node.end + 1; // after the ":"
          break;
        case 'authority':
          uri.authority = text;
          uri.spans.authority = [node.start, node.end];
          readAuthority(input, node, uri);
          pathAt = node.end;
          break;
        case 'opaque_part':
          uri.opaque = text;
          uri.spans.opaque = [node.start, node.end];
          uri.path = text;
          uri.spans.path = [node.start, node.end];
          hasPath = true;
          break;
        case 'abs_path':
        case 'rel_path':
          uri.path = text;
          uri.spans.path = [node.start, node.end];
          hasPath = true;
          break;
        case 'query':
          uri.query = text;
          uri.spans.query = [node.start, node.end];
          break;
        default:
          throw new Error(`rfc2396: unexpected ${node.rule} node in the parse tree`);
      }
    }
  }
  if (!hasPath) uri.spans.path = [pathAt, pathAt];
  if (uri.opaque === undefined) uri.segments = segmentsWithParams(uri.path);
  return uri;
}

/**
 * authority = server | reg_name (§3.2). A server gives userinfo, host and port; an empty server
 * (`//` followed directly by the path) gives host '' of kind 'empty'; a reg_name gives none of
 * them — only the authority text, of kind 'reg-name'.
 */
function readAuthority(input: string, authority: Node, uri: UriReference): void {
  const inner = authority.children[0];
  if (inner.rule === 'reg_name') {
    uri.hostKind = 'reg-name';
    return;
  }
  // server = [ [ userinfo "@" ] hostport ]
  if (inner.children.length === 0) {
    uri.host = '';
    uri.hostKind = 'empty';
    uri.spans.host = [inner.start, inner.start];
    return;
  }
  for (const node of inner.children) {
    const text = input.slice(node.start, node.end);
    if (node.rule === 'userinfo') {
      splitUserinfo(uri, text, node.start);
    } else if (node.rule === 'host') {
      uri.host = text;
      uri.spans.host = [node.start, node.end];
      uri.hostKind = HOST_KINDS[node.children[0].rule];
    } else if (node.rule === 'port') {
      uri.port = text;
      uri.spans.port = [node.start, node.end];
    }
  }
}

/**
 * Path segments, each with its `;param`s (§3.3: segment = *pchar *( ";" param )): the value is the
 * text before the segment's first ";", each param the text after a ";" (without it). A rel_path's
 * first segment (rel_segment, §5) is read the same way.
 */
export function segmentsWithParams(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  if (path === '') return out;
  // for a path starting with "/", the text after each "/"; otherwise the path split at "/"
  let from = path.charCodeAt(0) === 47 ? 1 : 0;
  // the next ";" at or after `from` (-1: none left), searched for again only once passed: linear
  let semi = path.indexOf(';', from);
  for (;;) {
    const slash = path.indexOf('/', from);
    const end = slash < 0 ? path.length : slash;
    if (semi >= 0 && semi < from) semi = path.indexOf(';', from);
    // each object is made whole, with both properties, so that they all share one shape
    if (semi < 0 || semi > end) out.push({ value: path.slice(from, end), params: [] });
    else out.push({ value: path.slice(from, semi), params: path.slice(semi + 1, end).split(';') });
    if (slash < 0) return out;
    from = slash + 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Warnings

/** an escape of an unreserved = alphanum | mark (§2.3) octet: 0-9 A-Z a-z - _ . ! ~ * ' ( ) */
const ESCAPED_UNRESERVED = /%(?:3[0-9]|4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|2[DEde]|5[Ff]|7[Ee]|21|2[Aa]|27|28|29)/g;

/**
 * RFC 2396's own remarks on valid spellings: uppercase in a scheme (§3.1), "user:password" (§3.2.2),
 * an escaped unreserved character (§2.3). (RFC 2396 states no preferred case for the hex digits of
 * an escape — §2.4.1's hex has both — and nothing against an empty port, which G.3 expects.)
 */
export function warnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
    out.push({
      code: 'scheme-case',
      message:
        'scheme names begin with a lower case letter followed by lower case letters, digits, "+", "." or "-"; upper case is only to be treated as equivalent',
      offset: 0,
      rule: 'scheme',
      section: '3.1',
    });
  }
  if (uri.password !== undefined) {
    out.push({
      code: 'userinfo-password',
      message: 'the format "user:password" in the userinfo field is NOT RECOMMENDED',
      offset: uri.spans.password?.[0],
      rule: 'userinfo',
      section: '3.2.2',
    });
  }
  if (input.includes('%')) {
    // One warning however many escapes there are (a 10 MB run of escapes must not cost seconds).
    ESCAPED_UNRESERVED.lastIndex = 0;
    const first = ESCAPED_UNRESERVED.exec(input);
    if (first) {
      const more = ESCAPED_UNRESERVED.exec(input) !== null ? ' (and others)' : '';
      const c = String.fromCharCode(parseInt(first[0].slice(1), 16));
      out.push({
        code: 'pct-unreserved',
        message: `"${first[0]}" escapes the unreserved character "${c}"${more}; unreserved characters can be escaped without changing the semantics, but this should not be done unless the context does not allow the unescaped character`,
        offset: first.index,
        rule: 'unreserved',
        section: '2.3',
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Character classes and components, for explanations

/** The character classes of RFC 2396 as published, most specific first. */
const CLASSES: readonly CharClassInfo[] = [
  { rule: 'alpha', section: '1.6', definition: 'alpha = lowalpha | upalpha', set: ALPHA_2396 },
  { rule: 'digit', section: '1.6', definition: 'digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"', set: DIGIT_2396 },
  { rule: 'mark', section: '2.3', definition: 'mark = "-" | "_" | "." | "!" | "~" | "*" | "\'" | "(" | ")"', set: MARK },
  {
    rule: 'reserved',
    section: '2.2',
    definition: 'reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","',
    set: RESERVED,
  },
  { rule: 'escaped', section: '2.4.1', definition: 'escaped = "%" hex hex', set: ESCAPED },
  { rule: 'control', section: '2.4.3', definition: 'control = <US-ASCII coded characters 00-1F and 7F hexadecimal>', set: CONTROL },
  { rule: 'space', section: '2.4.3', definition: 'space = <US-ASCII coded character 20 hexadecimal>', set: SPACE },
  { rule: 'delims', section: '2.4.3', definition: 'delims = "<" | ">" | "#" | "%" | <">', set: DELIMS },
  { rule: 'unwise', section: '2.4.3', definition: 'unwise = "{" | "}" | "|" | "\\" | "^" | "[" | "]" | "`"', set: UNWISE },
];

/**
 * The same classes as amended by RFC 2732 §3 (3): "[" and "]" added to `reserved` and removed from
 * `unwise` — for explaining a parse made with `amendments: ['rfc2732']`.
 */
export const RFC2732_CLASSES: readonly CharClassInfo[] = CLASSES.map((c) => {
  if (c.rule === 'reserved') {
    return {
      rule: 'reserved',
      section: 'RFC 2732 §3',
      definition: 'reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"',
      set: RESERVED_2732,
    };
  }
  if (c.rule === 'unwise') {
    return { rule: 'unwise', section: 'RFC 2732 §3', definition: 'unwise = "{" | "}" | "|" | "\\" | "^" | "`"', set: UNWISE_2732 };
  }
  return c;
});

// ---------------------------------------------------------------------------------------------
// Rejections: the grammar's own error, with RFC 2396's reason where the text gives one.

function reject(grammar: CompiledGrammar, input: string, options: ParseOptions): UriSyntaxError {
  const error = grammar.explain(TOP, input);
  const reason = knownReason(input, error) ?? withExcludedHint(error, options);
  if (reason === error.reason) return error;
  return rejection({
    edition: 'rfc2396',
    input,
    offset: error.offset,
    expected: error.expected,
    ...(error.rule !== undefined ? { rule: error.rule } : {}),
    ...(error.section !== undefined ? { section: error.section } : {}),
    reason,
  });
}

const SCHEME_COLON = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The two references that test suites often expect to parse but RFC 2396's grammar cannot derive:
 * a query with no path (Appendix C.1's "?y") and a scheme with nothing after its ":" (the "http:"
 * of resolution suites).
 */
function knownReason(input: string, error: UriSyntaxError): string | undefined {
  if (error.offset === 0 && input.startsWith('?')) {
    return (
      'rfc2396: unexpected "?" at offset 0: relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ] ' +
      '(RFC 2396 §5) has no reference made of a query alone, so Appendix C.1\'s "?y" is not derivable ' +
      '(RFC 3986 §4.2\'s relative-ref allows it)'
    );
  }
  const scheme = SCHEME_COLON.exec(input);
  if (scheme && error.offset === scheme[0].length && (error.offset === input.length || input[error.offset] === '#')) {
    return (
      `rfc2396: ${error.offset === input.length ? 'unexpected end of input' : 'unexpected "#"'} at offset ${error.offset}: ` +
      'absoluteURI = scheme ":" ( hier_part | opaque_part ) (RFC 2396 §3) needs a path after ' +
      `"${scheme[0]}" — hier_part starts with "/" and opaque_part = uric_no_slash *uric has at least one ` +
      'character (RFC 3986 §3 allows an empty path)'
    );
  }
  return undefined;
}

/** §2.4.3's classes of characters "excluded" from URIs */
const EXCLUDED = ['control', 'space', 'delims', 'unwise'];

/** When the offending character is one §2.4.3 excludes, say so (and, for "[" "]", name RFC 2732). */
function withExcludedHint(error: UriSyntaxError, options: ParseOptions): string {
  const c = error.input[error.offset];
  if (c === undefined) return error.reason;
  const v6 = options.amendments?.includes('rfc2732') === true;
  const classes = v6 ? RFC2732_CLASSES : CLASSES;
  const excluded = classes.find((k) => EXCLUDED.includes(k.rule) && k.set.has(c));
  if (!excluded) return error.reason;
  const shown = JSON.stringify(c);
  if (c === '%') {
    return `${error.reason}. "%" is only allowed as the start of an escape, escaped = "%" hex hex (RFC 2396 §2.4.1); as data it must be written "%25" (§2.4.2)`;
  }
  let hint = `${error.reason}. ${shown} is an excluded character, ${excluded.definition.split(' =')[0]} (${excluded.section.startsWith('RFC') ? excluded.section : `RFC 2396 §${excluded.section}`}): it must be escaped to appear as data`;
  if ((c === '[' || c === ']') && !v6) hint += `; IPv6 literals such as "[::1]" are RFC 2732's amendment: parse with { amendments: ['rfc2732'] }`;
  return hint;
}

// ---------------------------------------------------------------------------------------------
// The edition

export const rfc2396: Edition = {
  info: {
    name: 'rfc2396',
    rfc: 2396,
    year: 1998,
    title: 'Uniform Resource Identifiers (URI): Generic Syntax',
    amendments: ['rfc2732'],
    ruleNames: plain.ruleNames,
  },
  classes: CLASSES,
  components: {
    scheme: { rule: 'scheme', section: '3.1', definition: 'scheme = alpha *( alpha | digit | "+" | "-" | "." )' },
    authority: { rule: 'authority', section: '3.2', definition: 'authority = server | reg_name' },
    userinfo: {
      rule: 'userinfo',
      section: '3.2.2',
      definition: 'userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )',
    },
    host: { rule: 'host', section: '3.2.2', definition: 'host = hostname | IPv4address' },
    port: { rule: 'port', section: '3.2.2', definition: 'port = *digit' },
    path: { rule: 'path', section: '3.3', definition: 'path = [ abs_path | opaque_part ]' },
    query: { rule: 'query', section: '3.4', definition: 'query = *uric' },
    fragment: { rule: 'fragment', section: '4.1', definition: 'fragment = *uric' },
    opaque: { rule: 'opaque_part', section: '3', definition: 'opaque_part = uric_no_slash *uric' },
  },
  accept(input: string, options: ParseOptions): Accepted | undefined {
    const tree = grammarFor(options).match(TOP, input);
    if (tree === undefined) return undefined;
    const uri = toAst(input, tree);
    return { ok: true, edition: 'rfc2396', uri, warnings: warnings(input, uri) };
  },
  reject(input: string, options: ParseOptions): UriSyntaxError {
    return reject(grammarFor(options), input, options);
  },
  rule(name: string, options: ParseOptions) {
    return grammarFor(options).parser(name);
  },
};

/** The compiled grammars, for tests and tools that need the parse tree itself. */
export const rfc2396Grammars = { plain, amended } as const;
