/**
 * The RFC 1808 edition: its grammar (§2.2), how its parse tree becomes the shared AST, and the
 * non-fatal remarks RFC 1808 (and RFC 1738, to which its §2.1 defers for the scheme and the net_loc)
 * makes about valid URLs.
 *
 * RFC 1808 has no userinfo, host or port: "//" net_loc is "network location and login information,
 * as per Section 3.1 of RFC 1738" (§2.1). The AST's `authority` is the net_loc as written; userinfo,
 * host and port are read from it the way RFC 1738 §3.1 reads a login (see readLogin below), and
 * `hostKind` says whether the host is an RFC 1738 host at all.
 */
import { chars } from '../../grammars/core';
import type { Nodes } from '../../grammars/core';
import {
  CAPTURED,
  EXTRA,
  NATIONAL,
  PUNCTUATION,
  RESERVED,
  SAFE,
  UNRESERVED,
  rfc1808Grammar,
} from '../../grammars/rfc1808';
import type { HostKind, UriReference, Warning } from '../model/ast';
import type { Accepted, Edition, ParseOptions } from './types';
import { CompiledGrammar, walk } from '../engine';
import type { UriSyntaxError } from '../model/errors';
import { hasUpper, splitSegments, splitUserinfo } from './ast-helpers';

const grammar = new CompiledGrammar('rfc1808', '1808', (k) => rfc1808Grammar(k), CAPTURED);

const TOP = 'URL';

/** Parse tree (URL at the top) → UriReference. */
export function toAst(input: string, tree: Nodes): UriReference {
  const top = tree[0];
  const uri: UriReference = {
    edition: 'rfc1808',
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
    params: undefined,
    query: undefined,
    fragment: undefined,
    opaque: undefined,
    segments: undefined,
    spans: {},
  };
  let opaque = false;
  // Where the path is: an empty path sits where the relativeURL (or what follows the net_loc) begins.
  let pathStart = 0;
  let pathEnd = 0;
  let absPath = false;
  for (const node of walk(top.children)) {
    switch (node.rule) {
      case 'absoluteURL':
        uri.form = 'absolute';
        // absoluteURL's second form, scheme ":" *( uchar | reserved ), has no generic-RL inside
        opaque = node.children.every((child) => child.rule !== 'generic-RL');
        if (opaque) {
          const start = node.children[0].end + 1; // after the scheme's ":"
          uri.opaque = input.slice(start, node.end);
          uri.spans.opaque = [start, node.end];
          pathStart = start;
          pathEnd = node.end;
        }
        break;
      case 'scheme':
        uri.scheme = input.slice(node.start, node.end);
        uri.spans.scheme = [node.start, node.end];
        break;
      case 'relativeURL':
        pathStart = pathEnd = node.start;
        break;
      case 'net_loc':
        uri.authority = input.slice(node.start, node.end);
        uri.spans.authority = [node.start, node.end];
        readLogin(uri, uri.authority, node.start);
        pathStart = pathEnd = node.end;
        break;
      case 'abs_path':
        // abs_path = "/" rel_path: the AST's path keeps the "/" (§2.4.6)
        absPath = true;
        pathStart = node.start;
        pathEnd = node.start + 1;
        break;
      case 'path':
        if (!absPath) pathStart = node.start;
        pathEnd = node.end;
        break;
      case 'params':
        uri.params = input.slice(node.start, node.end);
        uri.spans.params = [node.start, node.end];
        break;
      case 'query':
        uri.query = input.slice(node.start, node.end);
        uri.spans.query = [node.start, node.end];
        break;
      case 'fragment':
        uri.fragment = input.slice(node.start, node.end);
        uri.spans.fragment = [node.start, node.end];
        break;
      // URL and generic-RL carry nothing of their own
    }
  }
  uri.path = input.slice(pathStart, pathEnd);
  uri.spans.path = [pathStart, pathEnd];
  // 1808 has no per-segment parameters: ";params" follow the whole path. An opaque URL has no segments.
  if (!opaque) uri.segments = splitSegments(uri.path);
  return uri;
}

/**
 * userinfo, host and port from a net_loc, read as RFC 1738 §3.1 reads a login:
 *   login    = [ user [ ":" password ] "@" ] hostport
 *   hostport = host [ ":" port ]
 * An RFC 1738 host (hostname or hostnumber) and port (digits) contain no "@", and user and password
 * contain no unencoded ":" or "@" ("Within the user and password field, any ":", "@", or "/" must be
 * encoded"). A net_loc may still hold them (net_loc = *( pchar | ";" | "?" )), so:
 *  - the hostport is what follows the last "@" (the host can hold none); userinfo is all before it,
 *    and user/password split at its first ":";
 *  - the port is what follows the first ":" of the hostport when it is digits (or empty); otherwise
 *    there is no port and the whole hostport is the host.
 * hostKind: 'ipv4' for an RFC 1738 hostnumber, 'hostname' for an RFC 1738 hostname, 'empty' for '',
 * and 'reg-name' for anything else (a host RFC 1738 would not accept; `warnings` says so).
 */
function readLogin(uri: UriReference, netLoc: string, start: number): void {
  const at = netLoc.lastIndexOf('@');
  if (at >= 0) splitUserinfo(uri, netLoc.slice(0, at), start);
  const hostport = netLoc.slice(at + 1);
  const hostStart = start + at + 1;
  const colon = hostport.indexOf(':');
  let host = hostport;
  if (colon >= 0 && DIGITS.test(hostport.slice(colon + 1))) {
    host = hostport.slice(0, colon);
    uri.port = hostport.slice(colon + 1);
    uri.spans.port = [hostStart + colon + 1, start + netLoc.length];
  }
  uri.host = host;
  uri.hostKind = hostKind(host);
  uri.spans.host = [hostStart, hostStart + host.length];
}

const DIGITS = /^[0-9]*$/;

/**
 * The kind of a net_loc's host, read as RFC 1738 §5 reads one ('empty' for '', 'reg-name' for a host
 * RFC 1738 would not accept):
 *   hostnumber  = digits "." digits "." digits "." digits          (digits = 1*digit)
 *   hostname    = *[ domainlabel "." ] toplabel
 *   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 *   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 * One pass over the host: every character a letter, digit, "." or "-"; no label empty or beginning
 * or ending with "-"; then four all-digit labels are a hostnumber, and a last label beginning with a
 * letter makes a hostname. (Tested against the regexps these productions transcribe to.)
 */
export function hostKind(host: string): HostKind {
  if (host === '') return 'empty';
  let dots = 0;
  let digitsOnly = true;
  let topLabel = 0;
  let prev = 46; // as if a "." came before the first label
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c === 46) {
      if (prev === 46 || prev === 45) return 'reg-name'; // an empty label, or one ending with "-"
      dots++;
      topLabel = i + 1;
    } else if (c === 45) {
      if (prev === 46) return 'reg-name'; // a label beginning with "-"
      digitsOnly = false;
    } else if (c < 48 || c > 57) {
      const lower = c | 32;
      if (lower < 97 || lower > 122) return 'reg-name';
      digitsOnly = false;
    }
    prev = c;
  }
  if (prev === 46 || prev === 45) return 'reg-name';
  if (digitsOnly && dots === 3) return 'ipv4';
  const top = host.charCodeAt(topLabel) | 32;
  return top >= 97 && top <= 122 ? 'hostname' : 'reg-name';
}

/** a param "type=d" (RFC 1738 §5: ftptype = "A" | "I" | "D" | "a" | "i" | "d") */
const FTP_TYPE_D = /(?:^|;)type=d(?:;|$)/i;

/** RFC 1808's remarks, and RFC 1738's on the parts §2.1 defers to it, about valid URLs. */
export function warnings(_input: string, uri: UriReference): Warning[] {
  const out: Warning[] = [];
  if (uri.scheme !== undefined && hasUpper(uri.scheme)) {
    out.push({
      code: 'scheme-case',
      message: 'programs should treat upper case letters as equivalent to lower case in scheme names; write them in lowercase',
      offset: uri.spans.scheme?.[0],
      rule: 'scheme',
      section: 'RFC 1738 §2.1',
    });
  }
  if (uri.opaque !== undefined) {
    out.push({
      code: 'not-generic-rl',
      message:
        'this absolute URL does not fit the generic-RL syntax (it is only scheme ":" *( uchar | reserved )), so it has no net_loc, path or query structure and cannot serve as a base URL for relative URLs',
      offset: uri.spans.opaque?.[0],
      rule: 'absoluteURL',
      section: '2',
    });
  }
  if (uri.authority !== undefined) loginWarnings(uri, out);
  if (uri.form === 'relative' && uri.authority === undefined && !uri.path.startsWith('/')) {
    const first = uri.path.split('/', 1)[0];
    const colon = first.indexOf(':');
    if (colon >= 0) {
      out.push({
        code: 'colon-in-first-segment',
        message:
          'a path whose first segment contains ":" will likely be mistaken for a scheme name; precede it with "./" or escape the colon as "%3A"',
        offset: (uri.spans.path?.[0] ?? 0) + colon,
        rule: 'rel_path',
        section: '5.3',
      });
    }
  }
  if (uri.params !== undefined && uri.scheme?.toLowerCase() === 'ftp' && FTP_TYPE_D.test(uri.params)) {
    out.push({
      code: 'ftp-type-d',
      message:
        'the ";type=d" parameter should not be used within contexts that allow relative URLs: a directory\'s base URL needs a trailing "/"',
      offset: uri.spans.params?.[0],
      rule: 'params',
      section: '5.3',
    });
  }
  return out;
}

/** Where the net_loc does not read as an RFC 1738 §3.1 login. */
function loginWarnings(uri: UriReference, out: Warning[]): void {
  const userinfo = uri.userinfo;
  if (userinfo !== undefined && (userinfo.includes('@') || (uri.password ?? '').includes(':'))) {
    out.push({
      code: 'login-delimiter',
      message:
        'within the user and password field, any ":", "@", or "/" must be encoded; this net_loc holds more than one "@" or more than one ":" before its last "@"',
      offset: uri.spans.userinfo?.[0],
      rule: 'net_loc',
      section: 'RFC 1738 §3.1',
    });
  }
  if (uri.hostKind === 'reg-name') {
    out.push({
      code: 'host-not-1738',
      message: `"${clip(uri.host ?? '')}" is not an RFC 1738 host (a fully qualified domain name, or an IP address as four decimal digit groups separated by ".")`,
      offset: uri.spans.host?.[0],
      rule: 'net_loc',
      section: 'RFC 1738 §3.1',
    });
  }
  if (uri.port === '') {
    out.push({
      code: 'empty-port',
      message: 'if the port is omitted, the colon is as well',
      offset: uri.spans.port?.[0],
      rule: 'net_loc',
      section: 'RFC 1738 §3.1',
    });
  }
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export const rfc1808: Edition = {
  info: {
    name: 'rfc1808',
    rfc: 1808,
    year: 1995,
    title: 'Relative Uniform Resource Locators',
    amendments: [],
    ruleNames: grammar.ruleNames,
  },
  // most specific first: safe and extra are parts of unreserved; "%" is named for escape, not punctuation
  classes: [
    { rule: 'safe', section: '2.2', definition: 'safe = "$" | "-" | "_" | "." | "+"', set: SAFE },
    { rule: 'extra', section: '2.2', definition: 'extra = "!" | "*" | "\'" | "(" | ")" | ","', set: EXTRA },
    { rule: 'unreserved', section: '2.2', definition: 'unreserved = alpha | digit | safe | extra', set: UNRESERVED },
    { rule: 'reserved', section: '2.2', definition: 'reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="', set: RESERVED },
    {
      rule: 'national',
      section: '2.2',
      definition: 'national = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
      set: NATIONAL,
    },
    { rule: 'escape', section: '2.2', definition: 'escape = "%" hex hex', set: chars('escape', '%') },
    { rule: 'punctuation', section: '2.2', definition: 'punctuation = "<" | ">" | "#" | "%" | <">', set: PUNCTUATION },
  ],
  components: {
    scheme: { rule: 'scheme', section: '2.2', definition: 'scheme = 1*( alpha | digit | "+" | "-" | "." )' },
    authority: { rule: 'net_loc', section: '2.2', definition: 'net_loc = *( pchar | ";" | "?" )' },
    // userinfo, host and port are read from the net_loc (RFC 1738 §3.1's login, see readLogin): the
    // net_loc rule is what decides which characters they can hold
    userinfo: { rule: 'net_loc', section: '2.2', definition: 'net_loc = *( pchar | ";" | "?" )' },
    host: { rule: 'net_loc', section: '2.2', definition: 'net_loc = *( pchar | ";" | "?" )' },
    port: { rule: 'net_loc', section: '2.2', definition: 'net_loc = *( pchar | ";" | "?" )' },
    path: { rule: 'path', section: '2.2', definition: 'path = fsegment *( "/" segment )' },
    params: { rule: 'params', section: '2.2', definition: 'params = param *( ";" param )' },
    query: { rule: 'query', section: '2.2', definition: 'query = *( uchar | reserved )' },
    fragment: { rule: 'fragment', section: '2.2', definition: 'fragment = *( uchar | reserved )' },
    opaque: {
      rule: 'absoluteURL',
      section: '2.2',
      definition: 'absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )',
    },
  },
  accept(input: string, _options: ParseOptions): Accepted | undefined {
    const tree = grammar.match(TOP, input);
    if (tree === undefined) return undefined;
    const uri = toAst(input, tree);
    return { ok: true, edition: 'rfc1808', uri, warnings: warnings(input, uri) };
  },
  reject(input: string, _options: ParseOptions): UriSyntaxError {
    return grammar.explain(TOP, input);
  },
  rule(name: string, _options: ParseOptions) {
    return grammar.parser(name);
  },
};

/** The compiled grammar, for tests and tools that need the parse tree itself. */
export const rfc1808Grammars = { plain: grammar } as const;
