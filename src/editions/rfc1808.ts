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
import { chars } from '../kit';
import {
  CAPTURED,
  EXTRA,
  NATIONAL,
  PUNCTUATION,
  RESERVED,
  SAFE,
  UNRESERVED,
} from '../../grammars/rfc1808';
import { GeneratedGrammar } from '../engine';
import { meta, fast, explain, validate, texts } from '../generated/rfc1808';
import type { Captures } from '../engine';
import type { HostKind, UriReference, Warning } from '../model/ast';
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

/** Rule ids (CAPTURED gives them). */
const ID = Object.fromEntries(CAPTURED.map((name) => [name, grammar.id(name)])) as Record<(typeof CAPTURED)[number], number>;

/** firstByRule's array, reused by every parse (toAst is not reentrant). */
const FIRST = new Int32Array(CAPTURED.length);

/**
 * The captures of a URL → UriReference. Every captured rule occurs at most once in a match
 * (generic-RL = scheme ":" relativeURL holds the one relativeURL of an absolute URL), so each is
 * read from its first record, in the order a depth-first walk meets them.
 */
export function toAst(input: string, c: Captures): UriReference {
  const f = firstByRule(c, FIRST);
  const { start, end } = c;
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
  // Where the path is: an empty path sits where the relativeURL (or what follows the net_loc) begins.
  let pathStart = 0;
  let pathEnd = 0;
  const absolute = f[ID.absoluteURL];
  // absoluteURL's second form, scheme ":" *( uchar | reserved ), has no generic-RL inside
  const opaque = absolute >= 0 && f[ID['generic-RL']] < 0;
  if (absolute >= 0) uri.form = 'absolute';
  const scheme = f[ID.scheme];
  if (scheme >= 0) {
    uri.scheme = input.slice(start[scheme], end[scheme]);
    uri.spans.scheme = [start[scheme], end[scheme]];
  }
  if (opaque) {
    pathStart = end[scheme] + 1; // after the scheme's ":"
    pathEnd = end[absolute];
    uri.opaque = input.slice(pathStart, pathEnd);
    uri.spans.opaque = [pathStart, pathEnd];
  }
  const relative = f[ID.relativeURL];
  if (relative >= 0) pathStart = pathEnd = start[relative];
  const netLoc = f[ID.net_loc];
  if (netLoc >= 0) {
    uri.authority = input.slice(start[netLoc], end[netLoc]);
    uri.spans.authority = [start[netLoc], end[netLoc]];
    readLogin(uri, uri.authority, start[netLoc]);
    pathStart = pathEnd = end[netLoc];
  }
  // abs_path = "/" rel_path: the AST's path keeps the "/" (§2.4.6)
  const absPath = f[ID.abs_path];
  if (absPath >= 0) {
    pathStart = start[absPath];
    pathEnd = pathStart + 1;
  }
  const path = f[ID.path];
  if (path >= 0) {
    if (absPath < 0) pathStart = start[path];
    pathEnd = end[path];
  }
  for (const name of ['params', 'query', 'fragment'] as const) {
    const k = f[ID[name]];
    if (k < 0) continue;
    uri[name] = input.slice(start[k], end[k]);
    uri.spans[name] = [start[k], end[k]];
  }
  uri.path = input.slice(pathStart, pathEnd);
  uri.spans.path = [pathStart, pathEnd];
  // 1808 has no per-segment parameters: ";params" follow the whole path. An opaque URL has no segments.
  if (!opaque) setSegments(uri, uri.path, splitSegments);
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

const parts: EditionParts = {
  explaining,
  info: {
    name: 'rfc1808',
    rfc: 1808,
    year: 1995,
    title: 'Relative Uniform Resource Locators',
    amendments: [],
  },
  grammar: () => grammar,
  top: 'URL',
  toAst,
  warnings,
};

/** What the edition's rule tables quote (defineEdition: an entry's parse, which makes none, leaves them out). */
const tables: EditionTables = {
  // most specific first: safe and extra are parts of unreserved; "%" is named for escape, not punctuation
  classes: [
    ['safe', SAFE],
    ['extra', EXTRA],
    ['unreserved', UNRESERVED],
    ['reserved', RESERVED],
    ['national', NATIONAL],
    ['escape', /* @__PURE__ */ chars('escape', '%')],
    ['punctuation', PUNCTUATION],
  ],
  components: {
    scheme: 'scheme',
    authority: 'net_loc',
    // userinfo, host and port are read from the net_loc (RFC 1738 §3.1's login, see readLogin): the
    // net_loc rule is what decides which characters they can hold
    userinfo: 'net_loc',
    host: 'net_loc',
    port: 'net_loc',
    path: 'path',
    params: 'params',
    query: 'query',
    fragment: 'fragment',
    opaque: 'absoluteURL',
  },
};

/** Parsing under RFC 1808 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc1808 = /* @__PURE__ */ defineEdition(parts, parser, tables);
