/**
 * The RFC 1738 edition: its grammar (with the options `caseInsensitiveScheme` and `allowFragment`),
 * how its parse tree becomes the shared AST — the §3.1 common Internet scheme syntax as authority,
 * userinfo, host, port and path; each scheme's own fields in `schemeData` — and the errors and
 * remarks specific to 1738 (uppercase schemes, "#", unsafe characters, no relative URLs).
 */
import { chars } from '../kit';
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
} from '../../grammars/rfc1738';
import { FoldedGrammar, GeneratedGrammar } from '../engine';
import { meta as m0, fast as f0, explain as e0, validate as v0, texts as t0 } from '../generated/rfc1738';
import { meta as m2, fast as f2, explain as e2, validate as v2, texts as t2 } from '../generated/rfc1738-allowFragment';
import { caseInsensitive } from './rfc1738-folding';
import type { Captures } from '../engine';
import type { SchemeData, UriReference, Warning } from '../model/ast';
import type { ParseOptions } from './types';
import { defineEdition, defineParser } from './define';
import type { EditionParts, EditionTables } from './define';
import { firstByRule, hasUpper, setSegments, splitSegments, splitUserinfo } from './ast-helpers';
import { explain } from './rfc1738-rejections';

/**
 * One grammar per combination of the two options: without caseInsensitiveScheme compiled at build
 * time (src/generated), with it the same modules on inputs whose scheme is folded to lower case
 * (rfc1738-folding.ts).
 */
const GRAMMARS = [
  new GeneratedGrammar({ meta: m0, fast: f0 }),
  new FoldedGrammar({ meta: m0, fast: f0 }, caseInsensitive(m0.id)),
  new GeneratedGrammar({ meta: m2, fast: f2 }),
  new FoldedGrammar({ meta: m2, fast: f2 }, caseInsensitive(m2.id)),
];

/**
 * Gives the grammars their validating matchers (the regexps canParse and checkRule run): whatever
 * validates calls this first (the edition's entry point, the main entry's validatingEdition); a bundle that only parses
 * never reaches it, and leaves them out.
 */
export function validating(): void {
  GRAMMARS.forEach((g, k) => g.validateWith([v0, v0, v2, v2][k]));
}

/** Gives the grammars their explaining mode: the edition calls it when it is defined (a canParse bundle defines none, and leaves it out). */
export function explaining(): void {
  GRAMMARS.forEach((g, k) => g.explainWith([e0, e0, e2, e2][k]));
}

/** Gives the grammars their rules' texts: the main entry's describedEdition calls it (describing.ts; an edition entry, which quotes no rule, leaves them out). */
export function describing(): void {
  GRAMMARS.forEach((g, k) => g.describeWith([t0, t0, t2, t2][k]));
}

export function grammarFor(options: ParseOptions): GeneratedGrammar {
  return GRAMMARS[(options.caseInsensitiveScheme === true ? 1 : 0) + (options.allowFragment === true ? 2 : 0)];
}

type Captured = (typeof CAPTURED)[number];

/** Rule ids, the same in every variant (CAPTURED gives them). */
const ID = Object.fromEntries(CAPTURED.map((name) => [name, grammarFor({}).id(name)])) as Record<Captured, number>;

// ---------------------------------------------------------------------------------------------
// Captures → UriReference.

/** firstByRule's array, reused by every parse (toAst is not reentrant). */
const FIRST = new Int32Array(CAPTURED.length);

/** A match's captures as the AST builder reads them: each rule's first record, and its text. */
class Match {
  private readonly f: Int32Array;

  constructor(
    readonly input: string,
    readonly c: Captures,
  ) {
    this.f = firstByRule(c, FIRST);
  }

  /** the record of a captured rule (-1: none); no captured rule is repeated in a url */
  first(rule: Captured): number {
    return this.f[ID[rule]];
  }

  text(k: number): string | undefined {
    return k >= 0 ? this.input.slice(this.c.start[k], this.c.end[k]) : undefined;
  }
}

/**
 * The captures of a `url` (one scheme rule's record, then a `fragment` with allowFragment) →
 * UriReference. The IP-based schemes (§3.1's "//<user>:<password>@<host>:<port>/<url-path>") fill
 * authority, userinfo/user/password, host, port and path (the url-path with its leading "/", up
 * to ftp's ";type=", prospero's first ";fieldspec", or http's / wais's "?" search); mailto, news and
 * a genericurl whose schemepart is not an ip-schemepart keep their scheme part in opaque and path.
 */
export function toAst(input: string, c: Captures): UriReference {
  const m = new Match(input, c);
  // the url's scheme rule, then (with allowFragment) the fragment: the last record is the last of them
  const last = c.top - 1;
  const top = c.rule[last] === ID.fragment ? c.mark[last] - 1 : last;
  const fragment = top === last ? -1 : last;
  const topRule = c.rule[top];
  const topEnd = c.end[top];

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

  const login = m.first('login') >= 0 ? m.first('login') : m.first('hostport');
  let pathStart = -1;
  if (topRule === ID.fileurl) {
    // "file://" [ host | "localhost" ] "/" fpath: the authority is what lies before fpath's "/"
    const start = colon + 3;
    const end = c.start[m.first('fpath')] - 1;
    setAuthority(uri, input, start, end);
    uri.host = input.slice(start, end);
    uri.hostKind = m.first('host') >= 0 ? hostKind(m) : 'empty';
    uri.spans.host = [start, end];
    pathStart = end;
  } else if (login >= 0) {
    setAuthority(uri, input, c.start[login], c.end[login]);
    readLogin(m, uri);
    pathStart = c.end[login];
  } else {
    // mailto, news, or a genericurl whose schemepart is *xchar: opaque (and path) is the scheme part
    uri.opaque = input.slice(colon + 1, topEnd);
    uri.path = uri.opaque;
    uri.spans.opaque = [colon + 1, topEnd];
    uri.spans.path = [colon + 1, topEnd];
  }

  if (pathStart >= 0) {
    let pathEnd = topEnd;
    const ftptype = m.first('ftptype');
    const ppath = m.first('ppath');
    const search = topRule === ID.httpurl || m.first('waisindex') >= 0 ? m.first('search') : -1;
    if (ftptype >= 0) {
      // [ ";type=" ftptype ]: params is "type=" ftptype, without the ";"
      pathEnd = c.start[ftptype] - ';type='.length;
      setParams(uri, input, pathEnd + 1, c.end[ftptype]);
    } else if (ppath >= 0 && c.end[ppath] < topEnd) {
      // "/" ppath *[ fieldspec ]: params is the fieldspecs after the first ";"
      pathEnd = c.end[ppath];
      setParams(uri, input, pathEnd + 1, topEnd);
    } else if (search >= 0) {
      pathEnd = c.start[search] - 1;
      uri.query = m.text(search);
      uri.spans.query = [c.start[search], c.end[search]];
    }
    uri.path = input.slice(pathStart, pathEnd);
    uri.spans.path = [pathStart, pathEnd];
  }

  if (fragment >= 0) {
    uri.fragment = m.text(fragment);
    uri.spans.fragment = [c.start[fragment], c.end[fragment]];
  }

  // an opaque scheme part has no hierarchy to split (as RFC 2396's opaque_part)
  if (uri.opaque === undefined) setSegments(uri, uri.path, splitSegments);
  const data = schemeData(m, uri, top);
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
function hostKind(m: Match): 'hostname' | 'ipv4' {
  return m.first('hostnumber') >= 0 ? 'ipv4' : 'hostname';
}

/** login = [ user [ ":" password ] "@" ] hostport — or a hostport alone. */
function readLogin(m: Match, uri: UriReference): void {
  const { c, input } = m;
  const user = m.first('user');
  if (user >= 0) {
    const password = m.first('password');
    const end = c.end[password >= 0 ? password : user];
    splitUserinfo(uri, input.slice(c.start[user], end), c.start[user]);
  }
  const host = m.first('host');
  if (host >= 0) {
    uri.host = m.text(host);
    uri.hostKind = hostKind(m);
    uri.spans.host = [c.start[host], c.end[host]];
  }
  const port = m.first('port');
  if (port >= 0) {
    uri.port = m.text(port);
    uri.spans.port = [c.start[port], c.end[port]];
  }
}

/** §3.2–§3.11: the fields of each predefined scheme, by the names the BNF gives them. */
function schemeData(m: Match, uri: UriReference, top: number): SchemeData | undefined {
  const { c, input } = m;
  const text = (k: number): string | undefined => m.text(k);
  const topEnd = c.end[top];
  switch (m.c.rule[top]) {
    case ID.ftpurl:
      return { typecode: m.text(m.first('ftptype')) };
    case ID.fileurl: {
      const start = input.indexOf(':') + 3;
      return { host: input.slice(start, c.start[m.first('fpath')] - 1) };
    }
    case ID.gopherurl:
      return {
        gtype: m.text(m.first('gtype')),
        selector: m.text(m.first('selector')),
        search: m.text(m.first('search')),
        gopherPlus: m.text(m.first('gopher+_string')),
      };
    case ID.waisurl:
      return {
        database: m.text(m.first('database')),
        wtype: m.text(m.first('wtype')),
        wpath: m.text(m.first('wpath')),
        search: m.text(m.first('search')),
      };
    case ID.newsurl: {
      // grouppart = "*" | group | article; "*" is the newsgroup-name of "all available news groups" (§3.6)
      const article = m.first('article');
      return article >= 0
        ? { group: undefined, article: m.text(article) }
        : { group: input.slice(input.indexOf(':') + 1, topEnd), article: undefined };
    }
    case ID.nntpurl: {
      // "nntp://" hostport "/" group [ "/" digits ]: <newsgroup-name>/<article-number> (§3.7)
      const group = m.first('group');
      return { group: m.text(group), article: c.end[group] < topEnd ? input.slice(c.end[group] + 1, topEnd) : undefined };
    }
    case ID.mailtourl:
      return { address: m.text(m.first('encoded822addr')) };
    case ID.prosperourl:
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
// The edition.

const parts: EditionParts = {
  explaining,
  info: {
    name: 'rfc1738',
    rfc: 1738,
    year: 1994,
    title: 'Uniform Resource Locators (URL)',
    amendments: [],
  },
  grammar: grammarFor,
  top: 'url',
  toAst,
  warnings,
  explain,
};

/** What the edition's rule tables quote (defineEdition: an entry's parse, which makes none, leaves them out). */
const tables: EditionTables = {
  classes: [
    ['escape', /* @__PURE__ */ chars('escape', '%')],
    ['safe', SAFE],
    ['extra', EXTRA],
    ['national', NATIONAL],
    ['punctuation', PUNCTUATION],
    ['reserved', RESERVED],
    ['unreserved', UNRESERVED],
    ['uchar', UCHAR],
    ['xchar', XCHAR],
  ],
  components: {
    scheme: 'scheme',
    authority: 'login',
    userinfo: 'login',
    user: 'user',
    password: 'password',
    host: 'host',
    port: 'port',
    path: 'urlpath',
    params: ['ftpurl', 'prosperourl'],
    query: 'search',
    fragment: 'fragment',
    opaque: 'schemepart',
  },
  // §5's scheme rules name the parts §3.1's common syntax calls url-path and search
  schemeRules: {
    http: { path: 'hpath', query: 'search' },
    ftp: { path: 'fpath', params: 'ftpurl' },
    file: { path: 'fpath' },
    prospero: { path: 'ppath', params: 'fieldspec' },
  },
  // the tables quote the grammar with allowFragment, which has RFC 1808's fragment rule
  quotedFrom: { allowFragment: true },
};

/** Parsing under RFC 1738 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc1738 = /* @__PURE__ */ defineEdition(parts, parser, tables);
