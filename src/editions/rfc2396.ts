/**
 * The RFC 2396 edition: its grammar (with and without the RFC 2732 amendment), how its parse tree
 * becomes the shared AST, and the non-fatal remarks RFC 2396 makes about valid spellings.
 */
import {
  ALPHA_2396,
  CAPTURED,
  DIGIT_2396,
  ESCAPED,
  EXCLUDED,
  EXCLUDED_2732,
  MARK,
  RESERVED,
  RESERVED_2732,
  excludedSet,
} from '../../grammars/rfc2396';
import type { ExcludedClass } from '../../grammars/rfc2396';
import type { CharSet } from '../kit';
import { GeneratedGrammar } from '../engine';
import { meta as plainMeta, fast as plainFast, explain as plainExplain, validate as plainValidate, texts as plainTexts } from '../generated/rfc2396';
import { meta as amendedMeta, fast as amendedFast, explain as amendedExplain, validate as amendedValidate, texts as amendedTexts } from '../generated/rfc2396-rfc2732';
import type { Captures } from '../engine';
import type { HostKind, PathSegment, UriReference, Warning } from '../model/ast';
import type { UriSyntaxErrorDetails } from '../model/errors';
import type { ParseOptions } from './types';
import { defineEdition, defineParser } from './define';
import type { ClassSpec, EditionParts, EditionTables, RejectionDetails } from './define';
import { firstByRule, hasUpper, setSegments, splitUserinfo } from './ast-helpers';

const plain = new GeneratedGrammar({ meta: plainMeta, fast: plainFast });
const amended = new GeneratedGrammar({ meta: amendedMeta, fast: amendedFast });

/** Gives the grammars their explaining mode: the edition calls it when it is defined (a canParse bundle defines none, and leaves it out). */
export function explaining(): void {
  plain.explainWith(plainExplain);
  amended.explainWith(amendedExplain);
}

/** Gives the grammars their rules' texts: the main entry's describedEdition calls it (describing.ts; an edition entry, which quotes no rule, leaves them out). */
export function describing(): void {
  plain.describeWith(plainTexts);
  amended.describeWith(amendedTexts);
}

/**
 * Gives the grammars their validating matchers (the regexps canParse and checkRule run): whatever
 * validates calls this first (the edition's entry point, the main entry's validatingEdition); a bundle that only parses
 * never reaches it, and leaves them out.
 */
export function validating(): void {
  plain.validateWith(plainValidate);
  amended.validateWith(amendedValidate);
}

export function grammarFor(options: ParseOptions): GeneratedGrammar {
  return options.amendments?.includes('rfc2732') ? amended : plain;
}

/** Rule ids, the same in both grammars (CAPTURED gives them). */
const ID = Object.fromEntries(CAPTURED.map((name) => [name, plain.id(name)])) as Record<(typeof CAPTURED)[number], number>;

/** firstByRule's array, reused by every parse (toAst is not reentrant). */
const FIRST = new Int32Array(CAPTURED.length);

// ---------------------------------------------------------------------------------------------
// Captures → AST

/**
 * The captures of a URI-reference (an absoluteURI or relativeURI, then a fragment, each optional) →
 * UriReference. The path is '' when the reference has none (`http://a`, `#f`, ``), with an empty
 * span where it would be. Every captured rule occurs at most once in a match, except abs_path,
 * which a rel_path may hold: the path is the rel_path then.
 */
export function toAst(input: string, c: Captures): UriReference {
  const f = firstByRule(c, FIRST);
  const { start, end } = c;
  const slice = (k: number): string => input.slice(start[k], end[k]);
  const uri: UriReference = {
    edition: 'rfc2396',
    form: f[ID.absoluteURI] >= 0 ? 'absolute' : 'relative',
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
  const top = f[ID.absoluteURI] >= 0 ? f[ID.absoluteURI] : f[ID.relativeURI];
  let pathAt = top >= 0 ? start[top] : 0;
  const scheme = f[ID.scheme];
  if (scheme >= 0) {
    uri.scheme = slice(scheme);
    uri.spans.scheme = [start[scheme], end[scheme]];
    pathAt = end[scheme] + 1; // after the ":"
  }
  const authority = f[ID.authority];
  if (authority >= 0) {
    uri.authority = slice(authority);
    uri.spans.authority = [start[authority], end[authority]];
    readAuthority(input, c, f, authority, uri);
    pathAt = end[authority];
  }
  const opaque = f[ID.opaque_part];
  const path = opaque >= 0 ? opaque : f[ID.rel_path] >= 0 ? f[ID.rel_path] : f[ID.abs_path];
  if (path >= 0) {
    uri.path = slice(path);
    uri.spans.path = [start[path], end[path]];
    if (opaque >= 0) {
      uri.opaque = uri.path;
      uri.spans.opaque = [start[opaque], end[opaque]];
    }
  } else uri.spans.path = [pathAt, pathAt];
  const query = f[ID.query];
  if (query >= 0) {
    uri.query = slice(query);
    uri.spans.query = [start[query], end[query]];
  }
  const fragment = f[ID.fragment];
  if (fragment >= 0) {
    uri.fragment = slice(fragment);
    uri.spans.fragment = [start[fragment], end[fragment]];
  }
  if (uri.opaque === undefined) setSegments(uri, uri.path, segmentsWithParams);
  return uri;
}

/**
 * authority = server | reg_name (§3.2). A server gives userinfo, host and port; an empty server
 * (`//` followed directly by the path) gives host '' of kind 'empty'. A reg_name is the host: the
 * whole authority text, of kind 'reg-name' ("a registry-based naming authority", §3.2), with no
 * userinfo or port — so that every hostKind describes a host that is present.
 */
function readAuthority(input: string, c: Captures, f: Int32Array, authority: number, uri: UriReference): void {
  const { start, end } = c;
  if (f[ID.reg_name] >= 0) {
    uri.host = uri.authority;
    uri.hostKind = 'reg-name';
    uri.spans.host = [start[authority], end[authority]];
    return;
  }
  // server = [ [ userinfo "@" ] hostport ]
  const host = f[ID.host];
  if (host < 0) {
    uri.host = '';
    uri.hostKind = 'empty';
    uri.spans.host = [start[authority], start[authority]];
    return;
  }
  const userinfo = f[ID.userinfo];
  if (userinfo >= 0) splitUserinfo(uri, input.slice(start[userinfo], end[userinfo]), start[userinfo]);
  uri.host = input.slice(start[host], end[host]);
  uri.spans.host = [start[host], end[host]];
  uri.hostKind = hostKindOf(f);
  const port = f[ID.port];
  if (port >= 0) {
    uri.port = input.slice(start[port], end[port]);
    uri.spans.port = [start[port], end[port]];
  }
}

/** host = hostname | IPv4address (§3.2.2), or RFC 2732's IPv6reference (which may hold an IPv4address). */
function hostKindOf(f: Int32Array): HostKind {
  if (f[ID.IPv6reference] >= 0) return 'ipv6';
  return f[ID.hostname] >= 0 ? 'hostname' : 'ipv4';
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

/** RFC 2396's character classes, most specific first; the excluded ones (§2.4.3) last. */
function classesOf(reserved: CharSet, excluded: readonly ExcludedClass[]): ClassSpec[] {
  return [
    ['alpha', ALPHA_2396],
    ['digit', DIGIT_2396],
    ['mark', MARK],
    ['reserved', reserved],
    ['escaped', ESCAPED],
    ...excluded.map((k) => ({ rule: k.rule, section: k.section, definition: k.definition, set: excludedSet(k) })),
  ];
}

const CLASSES = /* @__PURE__ */ classesOf(RESERVED, EXCLUDED);

/** The same as amended by RFC 2732 §3 (3): "[" and "]" in reserved (the grammar's amended rule), not in unwise. */
const RFC2732_CLASSES = /* @__PURE__ */ classesOf(RESERVED_2732, EXCLUDED_2732);

// ---------------------------------------------------------------------------------------------
// Rejections: the grammar's own error, with RFC 2396's reason where the text gives one.

/** What RFC 2396 says of a rejection: the known non-derivable forms, or the excluded character at fault. */
function explain(details: RejectionDetails, options: ParseOptions): UriSyntaxErrorDetails {
  const known = knownReason(details);
  if (known !== undefined) return { ...details, note: known, replaces: true };
  const hint = excludedHint(details, options);
  return hint === undefined ? details : { ...details, note: hint };
}

const SCHEME_COLON = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The two references that test suites often expect to parse but RFC 2396's grammar cannot derive:
 * a query with no path (Appendix C.1's "?y") and a scheme with nothing after its ":" (the "http:"
 * of resolution suites).
 */
function knownReason(error: RejectionDetails): string | undefined {
  const { input } = error;
  if (error.offset === 0 && input.startsWith('?')) {
    return (
      'unexpected "?" at offset 0: relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ] ' +
      '(RFC 2396 §5) has no reference made of a query alone, so Appendix C.1\'s "?y" is not derivable ' +
      '(RFC 3986 §4.2\'s relative-ref allows it)'
    );
  }
  const scheme = SCHEME_COLON.exec(input);
  if (scheme && error.offset === scheme[0].length && (error.offset === input.length || input[error.offset] === '#')) {
    return (
      `${error.offset === input.length ? 'unexpected end of input' : 'unexpected "#"'} at offset ${error.offset}: ` +
      'absoluteURI = scheme ":" ( hier_part | opaque_part ) (RFC 2396 §3) needs a path after ' +
      `"${scheme[0]}" — hier_part starts with "/" and opaque_part = uric_no_slash *uric has at least one ` +
      'character (RFC 3986 §3 allows an empty path)'
    );
  }
  return undefined;
}

/** An excluded class's characters as a regexp testing one character (made once per class). */
const TESTS = new Map<string, RegExp>();
function excludedTest(k: ExcludedClass): RegExp {
  let re = TESTS.get(k.cls);
  if (re === undefined) TESTS.set(k.cls, (re = new RegExp(`^[${k.cls}]$`)));
  return re;
}

/** When the offending character is one §2.4.3 excludes, say so (and, for "[" "]", name RFC 2732). */
function excludedHint(error: RejectionDetails, options: ParseOptions): string | undefined {
  const c = error.input[error.offset];
  if (c === undefined) return undefined;
  const v6 = options.amendments?.includes('rfc2732') === true;
  const excluded = (v6 ? EXCLUDED_2732 : EXCLUDED).find((k) => excludedTest(k).test(c));
  if (!excluded) return undefined;
  const shown = JSON.stringify(c);
  if (c === '%') {
    return `"%" is only allowed as the start of an escape, escaped = "%" hex hex (RFC 2396 §2.4.1); as data it must be written "%25" (§2.4.2)`;
  }
  let hint = `${shown} is an excluded character, ${excluded.definition.split(' =')[0]} (${excluded.section.startsWith('RFC') ? excluded.section : `RFC 2396 §${excluded.section}`}): it must be escaped to appear as data`;
  if ((c === '[' || c === ']') && !v6) {
    hint += `; IPv6 literals such as "[::1]" are RFC 2732's amendment: parse with the rfc2732 amendment (amendments: ['rfc2732'] in the library, --amend rfc2732 on the command line)`;
  }
  return hint;
}

// ---------------------------------------------------------------------------------------------
// The edition

const parts: EditionParts = {
  explaining,
  info: {
    name: 'rfc2396',
    rfc: 2396,
    year: 1998,
    title: 'Uniform Resource Identifiers (URI): Generic Syntax',
    amendments: ['rfc2732'],
  },
  grammar: grammarFor,
  top: 'URI-reference',
  toAst,
  warnings,
  explain,
};

/** What the edition's rule tables quote (defineEdition: an entry's parse, which makes none, leaves them out). */
const tables: EditionTables = {
  classes: (options) => (options.amendments?.includes('rfc2732') ? RFC2732_CLASSES : CLASSES),
  components: {
    scheme: 'scheme',
    authority: 'authority',
    userinfo: 'userinfo',
    host: 'host',
    port: 'port',
    path: 'path',
    query: 'query',
    fragment: 'fragment',
    opaque: 'opaque_part',
  },
  hostRules: { 'reg-name': 'reg_name' },
};

/** Parsing under RFC 2396 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc2396 = /* @__PURE__ */ defineEdition(parts, parser, tables);
