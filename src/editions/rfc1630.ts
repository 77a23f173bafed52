/**
 * The RFC 1630 edition: its grammar (the generic BNF's fragmentaddress, which takes the URL BNF's
 * production for the schemes that BNF defines), how a match becomes the shared AST, and the remarks
 * RFC 1630's prose makes on valid URIs.
 *
 * The AST's fields from RFC 1630's rules:
 *  - `scheme`: the generic `scheme` (an ialpha), or the URL production's scheme name;
 *  - `query`: `search` (generic `uri`, httpaddress, waisindex) — RFC 1630's "query string";
 *  - `fragment`: `fragmentid`, after "#" (a void one after a lone "#", see the grammar);
 *  - `authority`: the URL BNF's `login` (ftp, telnet) or `hostport` (http, gopher, wais, prospero),
 *    whose `user`, `password`, `host` (hostname → 'hostname', hostnumber → 'ipv4') and `port` fill
 *    userinfo/user/password, host, hostKind and port. The generic form has no authority: its path
 *    is everything after the ":" ("magic://a/b" has path "//a/b"), as the generic BNF reads it;
 *  - `path`: what follows the authority (or the ":") up to "?" or "#";
 *  - `opaque` (and `path`): the scheme part of news, nntp, mailto, mid, cid, and of a prefixedurl
 *    ("url:" url), which have no "//";
 *  - `schemeData`: the fields the URL BNF names (group, article, database, wtype, wpath, hsoname,
 *    version, attributes, gtype, gcommand, addr-spec, content-identifier, url).
 */
import { chars } from '../kit';
import {
  CAPTURED,
  EXTRA,
  GENERIC,
  NATIONAL,
  PUNCTUATION,
  RESERVED,
  SAFE,
  XALPHA,
  XPALPHA,
} from '../../grammars/rfc1630';
import { GeneratedGrammar } from '../engine';
import { meta, fast, explain, validate, texts } from '../generated/rfc1630';
import type { Captures } from '../engine';
import type { SchemeData, UriReference, Warning } from '../model/ast';
import { defineEdition, defineParser } from './define';
import type { EditionParts, EditionTables } from './define';
import { firstByRule, hasUpper, setSegments, splitSegments, splitUserinfo } from './ast-helpers';

export const grammar = new GeneratedGrammar({ meta, fast });

/** Gives the grammars their explaining mode: the edition calls it when it is defined (a canParse bundle defines none, and leaves it out). */
export function explaining(): void {
  grammar.explainWith(explain);
}

/** Gives the grammars their rules' texts: the main entry's describedEdition calls it (describing.ts; an edition entry, which quotes no rule, leaves them out). */
export function describing(): void {
  grammar.describeWith(texts);
}

/**
 * Gives the grammars their validating matchers (the regexps canParse and checkRule run): whatever
 * validates calls this first (the edition's entry point, the main entry's validatingEdition); a bundle that only parses
 * never reaches it, and leaves them out.
 */
export function validating(): void {
  grammar.validateWith(validate);
}

/** The one grammar (RFC 1630 has no options), for every combination of ParseOptions. */
export function grammarFor(): GeneratedGrammar {
  return grammar;
}

type Captured = (typeof CAPTURED)[number];
const ID = Object.fromEntries(CAPTURED.map((name) => [name, grammar.id(name)])) as Record<Captured, number>;

/** firstByRule's array, reused by every parse (toAst is not reentrant). */
const FIRST = new Int32Array(CAPTURED.length);

/** The URL productions whose scheme part follows "//" and a hostport or login. */
const SLASHED: readonly Captured[] = ['httpaddress', 'ftpaddress', 'telnetaddress', 'gopheraddress', 'waisindex', 'waisdoc', 'prosperolink'];
/** The URL productions with no "//": their scheme part is opaque. */
const OPAQUE: readonly Captured[] = ['newsaddress', 'nntpaddress', 'mailtoaddress', 'midaddress', 'cidaddress'];

/** The captures of a `fragmentaddress` → UriReference (see the module comment for the fields). */
export function toAst(input: string, c: Captures): UriReference {
  const f = firstByRule(c, FIRST);
  const at = (rule: Captured): number => f[ID[rule]];
  const text = (k: number): string | undefined => (k >= 0 ? input.slice(c.start[k], c.end[k]) : undefined);
  const uriEnd = c.end[at('uri')];
  const colon = input.indexOf(':');
  const uri: UriReference = {
    edition: 'rfc1630',
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
    spans: { scheme: [0, colon] },
  };
  const data: SchemeData = {};
  const prefixed = at('prefixedurl') >= 0;
  const address = [...SLASHED, ...OPAQUE].find((rule) => at(rule) >= 0);
  const search = at('search');
  // (the search of "url:http://h?s" is inside the opaque scheme part)
  const queryStart = !prefixed && search >= 0 && (address === undefined || address === 'httpaddress' || address === 'waisindex') ? c.start[search] : -1;
  let pathStart = colon + 1;
  const pathEnd = queryStart >= 0 ? queryStart - 1 : uriEnd;

  if (prefixed || (address !== undefined && OPAQUE.includes(address))) {
    // "url:" url, news/nntp/mailto/mid/cid: no "//" — the scheme part is opaque
    uri.opaque = input.slice(colon + 1, uriEnd);
    uri.spans.opaque = [colon + 1, uriEnd];
    if (prefixed) data.url = uri.opaque;
  } else if (address !== undefined) {
    const login = at('login') >= 0 ? at('login') : at('hostport');
    uri.authority = text(login);
    uri.spans.authority = [c.start[login], c.end[login]];
    const user = at('user');
    if (user >= 0) {
      const password = at('password');
      splitUserinfo(uri, input.slice(c.start[user], c.end[password >= 0 ? password : user]), c.start[user]);
    }
    const host = at('host');
    uri.host = text(host);
    uri.hostKind = at('hostnumber') >= 0 && c.start[at('hostnumber')] === c.start[host] ? 'ipv4' : 'hostname';
    uri.spans.host = [c.start[host], c.end[host]];
    const port = at('port');
    if (port >= 0) {
      uri.port = text(port);
      uri.spans.port = [c.start[port], c.end[port]];
    }
    pathStart = c.end[login];
  }
  uri.path = input.slice(pathStart, pathEnd);
  uri.spans.path = [pathStart, pathEnd];
  if (queryStart >= 0) {
    uri.query = text(search);
    uri.spans.query = [queryStart, c.end[search]];
  }
  if (uriEnd < input.length) {
    // "#" [ fragmentid ]
    uri.fragment = input.slice(uriEnd + 1);
    uri.spans.fragment = [uriEnd + 1, input.length];
  }
  if (uri.opaque === undefined) setSegments(uri, uri.path, splitSegments);

  if (!prefixed) readSchemeData(address, at, text, input, colon, uriEnd, data);
  if (Object.keys(data).length > 0) uri.schemeData = data;
  return uri;
}

/** The fields the URL BNF names, for the production that matched. */
function readSchemeData(
  address: Captured | undefined,
  at: (rule: Captured) => number,
  text: (k: number) => string | undefined,
  input: string,
  colon: number,
  uriEnd: number,
  data: SchemeData,
): void {
  const part = input.slice(colon + 1, uriEnd);
  switch (address) {
    case 'newsaddress':
      // groupart = * | group | article: "*" is read as a group
      if (at('article') >= 0) data.article = text(at('article'));
      else data.group = part;
      break;
    case 'nntpaddress':
      data.group = text(at('group'));
      data.article = part.slice(part.lastIndexOf('/') + 1);
      break;
    case 'mailtoaddress':
      data.address = part;
      break;
    case 'midaddress':
      data['addr-spec'] = part;
      break;
    case 'cidaddress':
      data['content-identifier'] = part;
      break;
    case 'waisindex':
    case 'waisdoc':
      data.database = text(at('database'));
      data.wtype = text(at('wtype'));
      data.wpath = text(at('wpath'));
      break;
    case 'prosperolink':
      data.hsoname = text(at('hsoname'));
      data.version = text(at('version'));
      data.attributes = text(at('attributes'));
      break;
    case 'gopheraddress':
      data.gtype = text(at('gtype'));
      data.gcommand = text(at('gcommand'));
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Remarks on accepted URIs.

/** RFC 1630's remarks on valid URIs that deserve a note. */
export function warnings(input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
    out.push({
      code: 'scheme-case',
      message: 'the URL BNF spells its scheme names in lower case ("Single letters stand for single letters"): an uppercase scheme is another scheme, read by the generic form',
      offset: 0,
      rule: 'scheme',
      section: GENERIC,
    });
  }
  if (uri.password !== undefined && uri.password !== '') {
    out.push({
      code: 'userinfo-password',
      message: 'the URL carries a password ("The syntax allows for the inclusion of a user name and even a password", FTP)',
      offset: uri.spans.password?.[0],
      rule: 'password',
      section: 'RFC 1630 "FTP"',
    });
  }
  if (uri.fragment === '') {
    out.push({
      code: 'fragment',
      message: 'a void fragment-id: "If the fragment-id is void, the hash sign may be omitted"',
      offset: (uri.spans.fragment?.[0] ?? 1) - 1,
      rule: 'fragmentid',
      section: 'RFC 1630 "Fragment-id"',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The edition.

const parts: EditionParts = {
  explaining,
  info: {
    name: 'rfc1630',
    rfc: 1630,
    year: 1994,
    title: 'Universal Resource Identifiers in WWW',
    amendments: [],
  },
  grammar: grammarFor,
  top: 'fragmentaddress',
  toAst,
  warnings,
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
    ['xalpha', XALPHA],
    ['xpalpha', XPALPHA],
  ],
  components: {
    scheme: 'scheme',
    authority: 'login',
    userinfo: 'login',
    user: 'user',
    password: 'password',
    host: 'host',
    port: 'port',
    path: 'path',
    query: 'search',
    fragment: 'fragmentid',
    opaque: 'url',
  },
  schemeRules: {
    http: { authority: 'hostport' },
    gopher: { authority: 'hostport', path: 'gcommand' },
    wais: { authority: 'hostport', path: 'wpath' },
    prospero: { authority: 'hostport', path: 'hsoname' },
  },
};

/** Parsing under RFC 1630 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc1630 = /* @__PURE__ */ defineEdition(parts, parser, tables);
