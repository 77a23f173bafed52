/**
 * The RFC 1738 edition: its grammar (with the options `caseInsensitiveScheme` and `allowFragment`),
 * how its parse tree becomes the shared AST — the §3.1 common Internet scheme syntax as authority,
 * userinfo, host, port and path; each scheme's own fields in `schemeData` — and the errors and
 * remarks specific to 1738 (uppercase schemes, "#", unsafe characters, no relative URLs).
 */
import { chars } from '../../grammars/core';
import type { Node, Nodes } from '../../grammars/core';
import {
  CAPTURED,
  EXTRA,
  NATIONAL,
  PUNCTUATION,
  RESERVED,
  SAFE,
  UCHAR,
  UNRESERVED,
  XCHAR,
  rfc1738Grammar,
} from '../../grammars/rfc1738';
import type { SchemeData, UriReference, Warning } from '../model/ast';
import type { Accepted, Edition, ParseOptions } from './types';
import { CompiledGrammar, rejection, walk } from '../engine';
import type { UriSyntaxError } from '../model/errors';
import { hasUpper, splitSegments, splitUserinfo } from './ast-helpers';

const TOP = 'url';

/** One compiled grammar per combination of the two options, built on first use. */
const compiled = new Map<string, CompiledGrammar>();

function grammarFor(options: ParseOptions): CompiledGrammar {
  const caseInsensitiveScheme = options.caseInsensitiveScheme === true;
  const allowFragment = options.allowFragment === true;
  const key = `${caseInsensitiveScheme ? 'ci' : 'cs'}/${allowFragment ? 'fragment' : 'none'}`;
  let grammar = compiled.get(key);
  if (!grammar) {
    grammar = new CompiledGrammar(
      'rfc1738',
      '1738',
      (k) => rfc1738Grammar(k, { caseInsensitiveScheme, allowFragment }),
      CAPTURED,
    );
    compiled.set(key, grammar);
  }
  return grammar;
}

const plain = grammarFor({});

// ---------------------------------------------------------------------------------------------
// Parse tree → UriReference.

/**
 * The first captured node of rule `rule` in the tree (depth-first, in input order), from its nodes
 * listed in that order. A search: a url's tree has about ten nodes (no captured rule is repeated),
 * and a Map of them cost more than the searches.
 */
function firstOf(nodes: readonly Node[], rule: string): Node | undefined {
  for (let k = 0; k < nodes.length; k++) if (nodes[k].rule === rule) return nodes[k];
  return undefined;
}

/**
 * The parse tree of a `url` (one scheme rule's node, then a `fragment` node with allowFragment) →
 * UriReference. The IP-based schemes (§3.1's "//<user>:<password>@<host>:<port>/<url-path>") fill
 * authority, userinfo/user/password, host, port and path (the url-path with its leading "/", up
 * to ftp's ";type=", prospero's first ";fieldspec", or http's / wais's "?" search); mailto, news and
 * a genericurl whose schemepart is not an ip-schemepart keep their scheme part in opaque and path.
 */
export function toAst(input: string, tree: Nodes): UriReference {
  const top = tree[0];
  const nodes = walk(tree);
  const first = (rule: string): Node | undefined => firstOf(nodes, rule);
  const text = (node: Node | undefined): string | undefined => (node ? input.slice(node.start, node.end) : undefined);

  const colon = input.indexOf(':');
  const uri: UriReference = {
    edition: 'rfc1738',
    form: 'absolute',
    scheme: input.slice(0, colon),
    authority: undefined,
    userinfo: undefined,
    user: undefined,
    password: undefined,
    host: undefined,
    hostKind: undefined,
    port: undefined,
    path: '',
    params: undefined,
    query: undefined,
    fragment: undefined,
    opaque: undefined,
    spans: {},
  };
  uri.spans.scheme = [0, colon];

  const login = first('login') ?? first('hostport');
  let pathStart = -1;
  if (top.rule === 'fileurl') {
    // "file://" [ host | "localhost" ] "/" fpath: the authority is what lies before fpath's "/"
    const start = colon + 3;
    const end = (first('fpath') as Node).start - 1;
    setAuthority(uri, input, start, end);
    const host = first('host');
    uri.host = input.slice(start, end);
    uri.hostKind = host ? hostKind(host) : 'empty';
    uri.spans.host = [start, end];
    pathStart = end;
  } else if (login) {
    setAuthority(uri, input, login.start, login.end);
    readLogin(input, first, uri);
    pathStart = login.end;
  } else {
    // mailto, news, or a genericurl whose schemepart is *xchar: opaque (and path) is the scheme part
    uri.opaque = input.slice(colon + 1, top.end);
    uri.path = uri.opaque;
    uri.spans.opaque = [colon + 1, top.end];
    uri.spans.path = [colon + 1, top.end];
  }

  if (pathStart >= 0) {
    let pathEnd = top.end;
    const ftptype = first('ftptype');
    const ppath = first('ppath');
    const search = top.rule === 'httpurl' || first('waisindex') ? first('search') : undefined;
    if (ftptype) {
      // [ ";type=" ftptype ]: params is "type=" ftptype, without the ";"
      pathEnd = ftptype.start - ';type='.length;
      setParams(uri, input, pathEnd + 1, ftptype.end);
    } else if (ppath && ppath.end < top.end) {
      // "/" ppath *[ fieldspec ]: params is the fieldspecs after the first ";"
      pathEnd = ppath.end;
      setParams(uri, input, pathEnd + 1, top.end);
    } else if (search) {
      pathEnd = search.start - 1;
      uri.query = text(search);
      uri.spans.query = [search.start, search.end];
    }
    uri.path = input.slice(pathStart, pathEnd);
    uri.spans.path = [pathStart, pathEnd];
  }

  const fragment = tree[1];
  if (fragment && fragment.rule === 'fragment') {
    uri.fragment = text(fragment);
    uri.spans.fragment = [fragment.start, fragment.end];
  }

  // an opaque scheme part has no hierarchy to split (as RFC 2396's opaque_part)
  if (uri.opaque === undefined) uri.segments = splitSegments(uri.path);
  const data = schemeData(input, uri, top, first);
  if (data) uri.schemeData = data;
  return uri;
}

function setAuthority(uri: UriReference, input: string, start: number, end: number): void {
  uri.authority = input.slice(start, end);
  uri.spans.authority = [start, end];
}

function setParams(uri: UriReference, input: string, start: number, end: number): void {
  uri.params = input.slice(start, end);
  uri.spans.params = [start, end];
}

/** hostname → 'hostname'; hostnumber ("four decimal digit groups", §3.1) → 'ipv4' */
function hostKind(host: Node): 'hostname' | 'ipv4' {
  return host.children[0]?.rule === 'hostnumber' ? 'ipv4' : 'hostname';
}

/**
 * login = [ user [ ":" password ] "@" ] hostport — or a hostport alone. (A url has one login or
 * hostport: its user, password, host and port nodes are the tree's first.)
 */
function readLogin(input: string, first: (rule: string) => Node | undefined, uri: UriReference): void {
  const user = first('user');
  if (user) {
    const end = (first('password') ?? user).end;
    splitUserinfo(uri, input.slice(user.start, end), user.start);
  }
  const host = first('host');
  if (host) {
    uri.host = input.slice(host.start, host.end);
    uri.hostKind = hostKind(host);
    uri.spans.host = [host.start, host.end];
  }
  const port = first('port');
  if (port) {
    uri.port = input.slice(port.start, port.end);
    uri.spans.port = [port.start, port.end];
  }
}

/** §3.2–§3.11: the fields of each predefined scheme, by the names the BNF gives them. */
function schemeData(
  input: string,
  uri: UriReference,
  top: Node,
  first: (rule: string) => Node | undefined,
): SchemeData | undefined {
  const text = (node: Node | undefined): string | undefined => (node ? input.slice(node.start, node.end) : undefined);
  switch (top.rule) {
    case 'ftpurl':
      return { typecode: text(first('ftptype')) };
    case 'fileurl': {
      const start = input.indexOf(':') + 3;
      return { host: input.slice(start, (first('fpath') as Node).start - 1) };
    }
    case 'gopherurl':
      return {
        gtype: text(first('gtype')),
        selector: text(first('selector')),
        search: text(first('search')),
        gopherPlus: text(first('gopher+_string')),
      };
    case 'waisurl':
      return {
        database: text(first('database')),
        wtype: text(first('wtype')),
        wpath: text(first('wpath')),
        search: text(first('search')),
      };
    case 'newsurl': {
      // grouppart = "*" | group | article; "*" is the newsgroup-name of "all available news groups" (§3.6)
      const article = first('article');
      return article
        ? { group: undefined, article: text(article) }
        : { group: input.slice(input.indexOf(':') + 1, top.end), article: undefined };
    }
    case 'nntpurl': {
      // "nntp://" hostport "/" group [ "/" digits ]: <newsgroup-name>/<article-number> (§3.7)
      const group = first('group') as Node;
      return { group: text(group), article: group.end < top.end ? input.slice(group.end + 1, top.end) : undefined };
    }
    case 'mailtourl':
      return { address: text(first('encoded822addr')) };
    case 'prosperourl':
      // fieldspec = ";" fieldname "=" fieldvalue: neither name nor value holds a ";" (uchar has none)
      return { fields: uri.params === undefined ? [] : uri.params.split(';') };
    default:
      // http and telnet have no fields beyond §3.1's; other schemes' are not defined by RFC 1738
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Remarks on accepted URLs.

const UPPER = /[A-Z]/;

/** RFC 1738's remarks on valid URLs that deserve a note (§5, §6, §2.2, §3.4.1). */
export function warnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
    out.push({
      code: 'scheme-case',
      message: 'the scheme is in lower case; interpreters should use case-ignore (accepted by caseInsensitiveScheme)',
      offset: 0,
      rule: 'scheme',
      section: '5',
    });
  }
  if (uri.password !== undefined && uri.password !== '') {
    out.push({
      code: 'userinfo-password',
      message: 'the use of URLs containing passwords that should be secret is clearly unwise',
      offset: uri.spans.password?.[0],
      rule: 'password',
      section: '6',
    });
  }
  if (uri.fragment !== undefined) {
    out.push({
      code: 'fragment',
      message:
        'a "#" fragment is not part of an RFC 1738 URL ("#" is unsafe, §2.2); accepted by allowFragment as RFC 1808 §2.1 does',
      offset: (uri.spans.fragment?.[0] ?? 1) - 1,
      rule: 'url',
      section: '2.2',
    });
  }
  const selector = uri.schemeData?.selector;
  if (typeof selector === 'string' && selector.includes('%09')) {
    out.push({
      code: 'gopher-selector-tab',
      message:
        'the gopher selector contains an encoded tab (%09): the text after it is not a valid search (§5), so the BNF can only read it as part of the selector, though selector strings contain no tab (§3.4.1)',
      // the path is "/" gtype selector …
      offset: (uri.spans.path?.[0] ?? 0) + 1 + String(uri.schemeData?.gtype ?? '').length + selector.indexOf('%09'),
      rule: 'selector',
      section: '3.4.1',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Rejections: the careful build's error, with what RFC 1738 says about the character or the form.

const SCHEME_PREFIX = /^[A-Za-z0-9+.-]+:/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;

function explainRejection(grammar: CompiledGrammar, input: string, options: ParseOptions): UriSyntaxError {
  const error = grammar.explain(TOP, input);
  const scheme = SCHEME_PREFIX.exec(input)?.[0].slice(0, -1);

  // 1. An uppercase scheme (§5's remark on case-ignore).
  if (scheme !== undefined && options.caseInsensitiveScheme !== true && UPPER.test(scheme)) {
    const offset = scheme.search(UPPER);
    return rejection({
      edition: 'rfc1738',
      input,
      offset,
      expected: error.offset === offset ? error.expected : ['scheme'],
      rule: 'scheme',
      section: '5',
      rfc: '1738',
      reason:
        `rfc1738: uppercase ${JSON.stringify(input[offset])} at offset ${offset} in scheme (RFC 1738 §5): ` +
        'scheme = 1*[ lowalpha | digit | "+" | "-" | "." ] — "the scheme is in lower case; interpreters ' +
        'should use case-ignore" (the caseInsensitiveScheme option is such an interpreter)',
    });
  }

  // 2. No scheme at all: a relative reference, which RFC 1738 does not have.
  if (scheme === undefined) {
    return refine(
      error,
      'RFC 1738 has no relative URLs ("Relative links are not described in this document", §2.3): ' +
        'a URL is scheme ":" schemepart (§5)',
    );
  }

  const c = input[error.offset];
  if (c === undefined) return error;

  // 3. "#": a fragment is not part of a URL.
  if (c === '#' && options.allowFragment !== true) {
    const where = error.rule ? ` in ${error.rule}${error.section ? ` (${citeSection(error.section)})` : ''}` : '';
    return rejection({
      edition: 'rfc1738',
      input,
      offset: error.offset,
      expected: error.expected,
      ...(error.rule !== undefined ? { rule: error.rule } : {}),
      ...(error.section !== undefined ? { section: error.section } : {}),
      rfc: '1738',
      reason:
        `rfc1738: "#" at offset ${error.offset}${where}: a fragment is not part of a URL — "#" is unsafe ` +
        '(RFC 1738 §2.2: it is used "to delimit a URL from a fragment/anchor identifier that might follow it") ' +
        'and must be encoded as %23; RFC 1808 §2.1 later allowed a trailing "#" fragment (the allowFragment option)',
    });
  }

  // 4. A character that may never appear unencoded (§2.2).
  const unsafe = unsafeNote(c, input, error.offset);
  if (unsafe) return refine(error, unsafe);

  // 5. Scheme-specific forms (§3.3, §3.11, §5).
  const note = schemeNote(scheme, c, input, error);
  return note ? refine(error, note) : error;
}

function citeSection(section: string): string {
  return section.startsWith('RFC ') ? section : `RFC 1738 §${section}`;
}

/** The same error with a sentence added to its reason. */
function refine(error: UriSyntaxError, note: string): UriSyntaxError {
  return rejection({
    edition: error.edition,
    input: error.input,
    offset: error.offset,
    expected: error.expected,
    ...(error.rule !== undefined ? { rule: error.rule } : {}),
    ...(error.section !== undefined ? { section: error.section } : {}),
    rfc: '1738',
    reason: `${error.reason}; ${note}`,
  });
}

function pct(c: string): string {
  return '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
}

/** §2.2: characters that must always be encoded, and "%" that does not begin an escape. */
function unsafeNote(c: string, input: string, offset: number): string | undefined {
  if (c === '%') {
    if (HEX2.test(input.slice(offset + 1, offset + 3))) return undefined;
    return '"%" only begins an escape = "%" hex hex (§5); a "%" itself is unsafe and must be encoded as %25 (§2.2)';
  }
  const code = c.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) {
    return 'control characters must be encoded (§2.2: "URLs are written only with the graphic printable characters of the US-ASCII coded character set")';
  }
  if (code > 0x7f) {
    return 'only graphic US-ASCII characters are written in URLs (§2.2); other octets must be encoded as "%" hex hex';
  }
  if (c === ' ') return '" " is unsafe (§2.2) and must be encoded as %20';
  if (NATIONAL.has(c)) return `${JSON.stringify(c)} is unsafe (§2.2; national in §5) and must be encoded as ${pct(c)}`;
  if (PUNCTUATION.has(c)) return `${JSON.stringify(c)} is unsafe (§2.2; punctuation in §5) and must be encoded as ${pct(c)}`;
  return undefined;
}

/** The schemes whose rule takes hostport, not login: no user name or password. */
const HOSTPORT_ONLY: Readonly<Record<string, string>> = {
  http: '§3.3: "No user name or password is allowed."',
  prospero: '§3.11: "No username or password is allowed."',
  gopher: '§5',
  wais: '§5',
  nntp: '§5',
};

/** Notes on the forms RFC 1738 restricts per scheme: http's "?" and userinfo, and the like. */
function schemeNote(scheme: string, c: string, input: string, error: UriSyntaxError): string | undefined {
  const name = scheme.toLowerCase();
  const hostStart = scheme.length + 3;
  const slash = input.indexOf('/', hostStart);
  const authorityEnd = slash < 0 ? input.length : slash;
  const inAuthority = input.startsWith('//', scheme.length + 1) && error.offset < authorityEnd;
  const at = input.indexOf('@', hostStart);
  if (inAuthority && at >= 0 && at < authorityEnd && HOSTPORT_ONLY[name]) {
    return `${name}url has no user name or password: it takes hostport, not login (${HOSTPORT_ONLY[name]})`;
  }
  if (name === 'http' && c === '?' && inAuthority) {
    return 'a search follows a path: httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (§5)';
  }
  if (name === 'http' && error.rule === 'search' && (c === '/' || c === '?')) {
    return `${JSON.stringify(c)} is reserved within the <searchpart> (§3.3) and not a search character (§5): encode it as ${pct(c)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The edition.

export const rfc1738: Edition = {
  info: {
    name: 'rfc1738',
    rfc: 1738,
    year: 1994,
    title: 'Uniform Resource Locators (URL)',
    amendments: [],
    ruleNames: plain.ruleNames,
  },
  classes: [
    { rule: 'escape', section: '5', definition: 'escape = "%" hex hex', set: chars('escape', '%') },
    { rule: 'safe', section: '5', definition: 'safe = "$" | "-" | "_" | "." | "+"', set: SAFE },
    { rule: 'extra', section: '5', definition: 'extra = "!" | "*" | "\'" | "(" | ")" | ","', set: EXTRA },
    {
      rule: 'national',
      section: '5',
      definition: 'national = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
      set: NATIONAL,
    },
    { rule: 'punctuation', section: '5', definition: 'punctuation = "<" | ">" | "#" | "%" | <">', set: PUNCTUATION },
    { rule: 'reserved', section: '5', definition: 'reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="', set: RESERVED },
    { rule: 'unreserved', section: '5', definition: 'unreserved = alpha | digit | safe | extra', set: UNRESERVED },
    { rule: 'uchar', section: '5', definition: 'uchar = unreserved | escape', set: UCHAR },
    { rule: 'xchar', section: '5', definition: 'xchar = unreserved | reserved | escape', set: XCHAR },
  ],
  components: {
    scheme: { rule: 'scheme', section: '5', definition: 'scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]' },
    authority: { rule: 'login', section: '5', definition: 'login = [ user [ ":" password ] "@" ] hostport' },
    userinfo: { rule: 'login', section: '5', definition: 'login = [ user [ ":" password ] "@" ] hostport' },
    user: { rule: 'user', section: '5', definition: 'user = *[ uchar | ";" | "?" | "&" | "=" ]' },
    password: { rule: 'password', section: '5', definition: 'password = *[ uchar | ";" | "?" | "&" | "=" ]' },
    host: { rule: 'host', section: '5', definition: 'host = hostname | hostnumber' },
    port: { rule: 'port', section: '5', definition: 'port = digits' },
    path: { rule: 'urlpath', section: '5', definition: 'urlpath = *xchar ; depends on protocol see section 3.1' },
    params: {
      rule: 'ftptype',
      section: '5',
      definition: 'ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]; prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]',
    },
    query: { rule: 'search', section: '5', definition: 'search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]' },
    fragment: { rule: 'fragment', section: 'RFC 1808 §2.2', definition: 'fragment = *( uchar | reserved )' },
    opaque: { rule: 'schemepart', section: '5', definition: 'schemepart = *xchar | ip-schemepart' },
  },
  accept(input: string, options: ParseOptions): Accepted | undefined {
    const tree = grammarFor(options).match(TOP, input);
    if (tree === undefined) return undefined;
    const uri = toAst(input, tree);
    return { ok: true, edition: 'rfc1738', uri, warnings: warnings(input, uri) };
  },
  reject(input: string, options: ParseOptions): UriSyntaxError {
    return explainRejection(grammarFor(options), input, options);
  },
  rule(name: string, options: ParseOptions) {
    return grammarFor(options).parser(name);
  },
};

/** The compiled grammars, for tests and tools that need the parse tree itself. */
export const rfc1738Grammars = { plain, for: grammarFor } as const;
