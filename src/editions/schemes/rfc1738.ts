/**
 * RFC 1738 §3 as a scheme specification: the edition's own grammar, each scheme read from its §3
 * rule (ftpurl, httpurl …) — the first era of every scheme RFC 1738 defines. What §3 says of
 * default ports and empty paths is kept at each scheme, for normalization where no later
 * specification of the scheme says otherwise.
 */
import { describing, explaining, grammarFor, validating } from '../rfc1738';
import { defineSchemeSpec } from './define';
import type { Reading, SchemeParts } from './define';

/** §3.1's common parts: user, password, host, port */
const login = (m: Reading) => ({ user: m.text('user'), password: m.text('password'), host: m.text('host'), port: m.text('port') });
const LOGIN = { userinfo: 'user', host: 'host', port: 'port' } as const;

/**
 * §3.1: the url-path comes after the "/" that ends the host part ("the "/" between the host (or
 * port) and the url-path is NOT part of the url-path"): set beside a later era's path, it is read
 * with that "/".
 */
const AFTER_SLASH = (field: string): Pick<SchemeParts, 'compared' | 'readings'> => ({
  compared: { path: (f) => (typeof f[field] === 'string' ? `/${f[field] as string}` : undefined) },
  readings: { path: `with the "/" before it, which §3.1 leaves out of the url-path` },
});

/** RFC 1738 §3's schemes; the RFCs that later took over telnet, gopher, wais and prospero read them the same way. */
export const RFC1738_PARTS: Readonly<Record<string, SchemeParts>> = {
  // §3.2: "If :<port> is omitted, the port defaults to 21"; §3.2.2: "The whole url-path may be
  // omitted, including the "/" delimiting it"
  ftp: {
    top: 'ftpurl',
    section: '3.2',
    fields: (m) => ({ ...login(m), fpath: m.text('fpath'), ftptype: m.text('ftptype') }),
    components: { ...LOGIN, path: 'fpath' },
    ...AFTER_SLASH('fpath'),
    normalization: { defaultPort: 21, emptyPathIsSlash: true, source: 'RFC 1738 §3.2, §3.2.2' },
  },
  // §3.3: "http://" hostport [ "/" hpath [ "?" search ]] — no user, no fragment; port 80
  http: {
    top: 'httpurl',
    section: '3.3',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), hpath: m.text('hpath'), search: m.text('search') }),
    components: { host: 'host', port: 'port', path: 'hpath', query: 'search' },
    ...AFTER_SLASH('hpath'),
  },
  // §3.4: "If :<port> is omitted, the port defaults to 70 … The entire <gopher-path> may also be
  // empty, in which case the delimiting "/" is also optional"
  gopher: {
    top: 'gopherurl',
    section: '3.4',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), gtype: m.text('gtype'), selector: m.text('selector'), search: m.text('search'), 'gopher+_string': m.text('gopher+_string') }),
    components: { host: 'host', port: 'port', path: 'selector', query: 'search' },
    normalization: { defaultPort: 70, emptyPathIsSlash: true, source: 'RFC 1738 §3.4' },
  },
  // §3.5: "mailto:" encoded822addr — one address, no headers
  mailto: {
    top: 'mailtourl',
    section: '3.5',
    fields: (m) => ({ encoded822addr: m.text('encoded822addr') }),
    components: { to: 'encoded822addr' },
  },
  // §3.6: "news:" grouppart
  news: {
    top: 'newsurl',
    section: '3.6',
    fields: (m) => ({ group: m.text('group'), article: m.text('article') }),
    components: { path: 'group' },
  },
  // §3.7: "nntp://" hostport "/" group [ "/" digits ]; "If :<port> is omitted, the port defaults to 119"
  nntp: {
    top: 'nntpurl',
    section: '3.7',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), group: m.text('group') }),
    components: { host: 'host', port: 'port', path: 'group' },
    normalization: { defaultPort: 119, emptyPathIsSlash: false, source: 'RFC 1738 §3.7' },
  },
  // §3.8: "The final "/" character may be omitted. If :<port> is omitted, the port defaults to 23."
  telnet: {
    top: 'telneturl',
    section: '3.8',
    fields: login,
    components: LOGIN,
    normalization: { defaultPort: 23, emptyPathIsSlash: true, source: 'RFC 1738 §3.8' },
  },
  // §3.9: the port defaults to 210
  wais: {
    top: 'waisurl',
    section: '3.9',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), database: m.text('database'), wtype: m.text('wtype'), wpath: m.text('wpath'), search: m.text('search') }),
    components: { host: 'host', port: 'port', path: 'database', query: 'search' },
    normalization: { defaultPort: 210, emptyPathIsSlash: false, source: 'RFC 1738 §3.9' },
  },
  // §3.10: "<host> can be the string "localhost" or the empty string; this is interpreted as `the
  // machine from which the URL is being interpreted'"
  file: {
    top: 'fileurl',
    section: '3.10',
    fields: (m) => ({ host: m.text('host'), fpath: m.text('fpath') }),
    components: { host: 'host', path: 'fpath' },
    ...AFTER_SLASH('fpath'),
    normalization: { emptyPathIsSlash: true, localHost: 'localhost', source: 'RFC 1738 §3.10' },
  },
  // §3.11: the port defaults to 1525
  prospero: {
    top: 'prosperourl',
    section: '3.11',
    fields: (m) => ({ host: m.text('host'), port: m.text('port'), ppath: m.text('ppath') }),
    components: { host: 'host', port: 'port', path: 'ppath' },
    normalization: { defaultPort: 1525, emptyPathIsSlash: false, source: 'RFC 1738 §3.11' },
  },
};

/**
 * The edition's grammar with every mode it is read with here: a bundle of parseScheme alone reaches
 * no edition or registry that would have given them, so it gives them on first use.
 */
function grammar(): ReturnType<typeof grammarFor> {
  if (!moded) {
    explaining();
    validating();
    describing();
    moded = true;
  }
  return grammarFor({});
}
let moded = false;

export const rfc1738 = defineSchemeSpec({
  info: { name: 'rfc1738', rfc: 1738, year: 1994, title: 'Uniform Resource Locators (URL)' },
  grammar,
  schemes: RFC1738_PARTS,
});
