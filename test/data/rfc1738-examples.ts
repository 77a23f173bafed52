/**
 * The example URLs in the text of RFC 1738, with the components the edition gives them. `source`
 * records where in the RFC the example appears. Every `<URL:…>` of the text is here (the tests also
 * extract them from the text and check none is missing); the forms of §3 ("http://<host>:<port>/
 * <path>?<searchpart>") are here instantiated with the placeholder names as values, and §3.4's
 * gopher+_string examples inside a gopher URL. Components not listed are absent (undefined).
 */
import type { HostKind, SchemeData } from '../../src/ast';
import type { ParseOptions } from '../../src/edition';

export interface Example {
  source: string;
  input: string;
  options?: ParseOptions;
  expect: {
    scheme: string;
    authority?: string;
    userinfo?: string;
    user?: string;
    password?: string;
    host?: string;
    hostKind?: HostKind;
    port?: string;
    path: string;
    params?: string;
    query?: string;
    fragment?: string;
    opaque?: string;
    schemeData?: SchemeData;
  };
}

const ftp = (typecode?: string): SchemeData => ({ typecode });

export const RFC1738_EXAMPLES: Example[] = [
  // §1 Introduction
  { source: '§1', input: 'http://www.acl.lanl.gov/URI/archive/uri-archive.index.html',
    expect: { scheme: 'http', authority: 'www.acl.lanl.gov', host: 'www.acl.lanl.gov', hostKind: 'hostname', path: '/URI/archive/uri-archive.index.html' } },

  // §3.1 Common Internet Scheme Syntax: "an empty user name or password is different than no user name or password"
  { source: '§3.1', input: 'ftp://@host.com/',
    expect: { scheme: 'ftp', authority: '@host.com', userinfo: '', user: '', host: 'host.com', hostKind: 'hostname', path: '/', schemeData: ftp() } },
  { source: '§3.1', input: 'ftp://host.com/',
    expect: { scheme: 'ftp', authority: 'host.com', host: 'host.com', hostKind: 'hostname', path: '/', schemeData: ftp() } },
  { source: '§3.1', input: 'ftp://foo:@host.com/',
    expect: { scheme: 'ftp', authority: 'foo:@host.com', userinfo: 'foo:', user: 'foo', password: '', host: 'host.com', hostKind: 'hostname', path: '/', schemeData: ftp() } },
  { source: '§3.1 form', input: 'ftp://user:password@host:21/url-path',
    expect: { scheme: 'ftp', authority: 'user:password@host:21', userinfo: 'user:password', user: 'user', password: 'password', host: 'host', hostKind: 'hostname', port: '21', path: '/url-path', schemeData: ftp() } },

  // §3.2.2 FTP url-path
  { source: '§3.2.2 form', input: 'ftp://host/cwd1/cwd2/name;type=i',
    expect: { scheme: 'ftp', authority: 'host', host: 'host', hostKind: 'hostname', path: '/cwd1/cwd2/name', params: 'type=i', schemeData: ftp('i') } },
  { source: '§3.2.2', input: 'ftp://myname@host.dom/%2Fetc/motd',
    expect: { scheme: 'ftp', authority: 'myname@host.dom', userinfo: 'myname', user: 'myname', host: 'host.dom', hostKind: 'hostname', path: '/%2Fetc/motd', schemeData: ftp() } },
  { source: '§3.2.2', input: 'ftp://myname@host.dom/etc/motd',
    expect: { scheme: 'ftp', authority: 'myname@host.dom', userinfo: 'myname', user: 'myname', host: 'host.dom', hostKind: 'hostname', path: '/etc/motd', schemeData: ftp() } },
  { source: '§3.2.2', input: 'ftp://myname@host.dom//etc/motd',
    expect: { scheme: 'ftp', authority: 'myname@host.dom', userinfo: 'myname', user: 'myname', host: 'host.dom', hostKind: 'hostname', path: '//etc/motd', schemeData: ftp() } },

  // §3.3 HTTP
  { source: '§3.3 form', input: 'http://host:80/path?searchpart',
    expect: { scheme: 'http', authority: 'host:80', host: 'host', hostKind: 'hostname', port: '80', path: '/path', query: 'searchpart' } },

  // §3.4 GOPHER: the three forms of <gopher-path> (§3.4.1) and the gopher+_strings of §3.4.4–§3.4.9
  { source: '§3.4.1 form', input: 'gopher://host:70/0selector',
    expect: { scheme: 'gopher', authority: 'host:70', host: 'host', hostKind: 'hostname', port: '70', path: '/0selector',
      schemeData: { gtype: '0', selector: 'selector', search: undefined, gopherPlus: undefined } } },
  { source: '§3.4.1 form', input: 'gopher://host/7selector%09search',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/7selector%09search',
      schemeData: { gtype: '7', selector: 'selector', search: 'search', gopherPlus: undefined } } },
  { source: '§3.4.1 form', input: 'gopher://host/1selector%09search%09gopher+_string',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1selector%09search%09gopher+_string',
      schemeData: { gtype: '1', selector: 'selector', search: 'search', gopherPlus: 'gopher+_string' } } },
  { source: '§3.4.1 (empty gopher-path)', input: 'gopher://host',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '',
      schemeData: { gtype: undefined, selector: undefined, search: undefined, gopherPlus: undefined } } },
  { source: '§3.4.4', input: 'gopher://host/1sel%09%09+',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09+',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '+' } } },
  { source: '§3.4.4', input: 'gopher://host/1sel%09%09?',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09?',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '?' } } },
  { source: '§3.4.6', input: 'gopher://host/1sel%09%09$',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09$',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '$' } } },
  { source: '§3.4.7', input: 'gopher://host/1sel%09%09!+ABSTRACT',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09!+ABSTRACT',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '!+ABSTRACT' } } },
  { source: '§3.4.7', input: 'gopher://host/1sel%09%09!+ABSTRACT%20+SMELL',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09!+ABSTRACT%20+SMELL',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '!+ABSTRACT%20+SMELL' } } },
  { source: '§3.4.8', input: 'gopher://host/0sel%09%09+application/postscript%20Es_ES',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/0sel%09%09+application/postscript%20Es_ES',
      schemeData: { gtype: '0', selector: 'sel', search: '', gopherPlus: '+application/postscript%20Es_ES' } } },
  // §3.4.9 with <ask_item1_value> = "v1" and <ask_item2_value> = "v2": the gopher+_string holds "%09"
  { source: '§3.4.9', input: 'gopher://host/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A',
    expect: { scheme: 'gopher', authority: 'host', host: 'host', hostKind: 'hostname', path: '/1sel%09%09+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A',
      schemeData: { gtype: '1', selector: 'sel', search: '', gopherPlus: '+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A' } } },

  // §3.5 MAILTO
  { source: '§3.5 form', input: 'mailto:rfc822-addr-spec@host.dom',
    expect: { scheme: 'mailto', path: 'rfc822-addr-spec@host.dom', opaque: 'rfc822-addr-spec@host.dom', schemeData: { address: 'rfc822-addr-spec@host.dom' } } },

  // §3.6 NEWS
  { source: '§3.6', input: 'news:comp.infosystems.www.misc',
    expect: { scheme: 'news', path: 'comp.infosystems.www.misc', opaque: 'comp.infosystems.www.misc', schemeData: { group: 'comp.infosystems.www.misc', article: undefined } } },
  { source: '§3.6 form', input: 'news:unique@full.domain.name',
    expect: { scheme: 'news', path: 'unique@full.domain.name', opaque: 'unique@full.domain.name', schemeData: { group: undefined, article: 'unique@full.domain.name' } } },
  { source: '§3.6', input: 'news:*',
    expect: { scheme: 'news', path: '*', opaque: '*', schemeData: { group: '*', article: undefined } } },

  // §3.7 NNTP
  { source: '§3.7 form', input: 'nntp://host:119/newsgroup-name/123',
    expect: { scheme: 'nntp', authority: 'host:119', host: 'host', hostKind: 'hostname', port: '119', path: '/newsgroup-name/123', schemeData: { group: 'newsgroup-name', article: '123' } } },

  // §3.8 TELNET
  { source: '§3.8 form', input: 'telnet://user:password@host:23/',
    expect: { scheme: 'telnet', authority: 'user:password@host:23', userinfo: 'user:password', user: 'user', password: 'password', host: 'host', hostKind: 'hostname', port: '23', path: '/' } },
  { source: '§3.8 (final "/" omitted)', input: 'telnet://host',
    expect: { scheme: 'telnet', authority: 'host', host: 'host', hostKind: 'hostname', path: '' } },

  // §3.9 WAIS: its three forms
  { source: '§3.9 form', input: 'wais://host:210/database',
    expect: { scheme: 'wais', authority: 'host:210', host: 'host', hostKind: 'hostname', port: '210', path: '/database',
      schemeData: { database: 'database', wtype: undefined, wpath: undefined, search: undefined } } },
  { source: '§3.9 form', input: 'wais://host/database?search',
    expect: { scheme: 'wais', authority: 'host', host: 'host', hostKind: 'hostname', path: '/database', query: 'search',
      schemeData: { database: 'database', wtype: undefined, wpath: undefined, search: 'search' } } },
  { source: '§3.9 form', input: 'wais://host/database/wtype/wpath',
    expect: { scheme: 'wais', authority: 'host', host: 'host', hostKind: 'hostname', path: '/database/wtype/wpath',
      schemeData: { database: 'database', wtype: 'wtype', wpath: 'wpath', search: undefined } } },

  // §3.10 FILES
  { source: '§3.10', input: 'file://vms.host.edu/disk$user/my/notes/note12345.txt',
    expect: { scheme: 'file', authority: 'vms.host.edu', host: 'vms.host.edu', hostKind: 'hostname', path: '/disk$user/my/notes/note12345.txt', schemeData: { host: 'vms.host.edu' } } },
  { source: '§3.10 ("localhost")', input: 'file://localhost/etc/motd',
    expect: { scheme: 'file', authority: 'localhost', host: 'localhost', hostKind: 'hostname', path: '/etc/motd', schemeData: { host: 'localhost' } } },
  { source: '§3.10 (empty host)', input: 'file:///etc/motd',
    expect: { scheme: 'file', authority: '', host: '', hostKind: 'empty', path: '/etc/motd', schemeData: { host: '' } } },

  // §3.11 PROSPERO
  { source: '§3.11', input: 'prospero://host.dom//pros/name',
    expect: { scheme: 'prospero', authority: 'host.dom', host: 'host.dom', hostKind: 'hostname', path: '//pros/name', schemeData: { fields: [] } } },
  { source: '§3.11 form', input: 'prospero://host:1525/hsoname;field=value',
    expect: { scheme: 'prospero', authority: 'host:1525', host: 'host', hostKind: 'hostname', port: '1525', path: '/hsoname', params: 'field=value', schemeData: { fields: ['field=value'] } } },
  { source: '§3.11 (OBJECT-VERSION)', input: 'prospero://host.dom/hsoname;OBJECT-VERSION=2;x=y',
    expect: { scheme: 'prospero', authority: 'host.dom', host: 'host.dom', hostKind: 'hostname', path: '/hsoname', params: 'OBJECT-VERSION=2;x=y', schemeData: { fields: ['OBJECT-VERSION=2', 'x=y'] } } },

  // Appendix: Recommendations for URLs in Context (whitespace removed, as the appendix says)
  { source: 'Appendix', input: 'ftp://info.cern.ch/pub/www/doc;type=d',
    expect: { scheme: 'ftp', authority: 'info.cern.ch', host: 'info.cern.ch', hostKind: 'hostname', path: '/pub/www/doc', params: 'type=d', schemeData: ftp('d') } },
  { source: 'Appendix', input: 'ftp://ds.internic.net/rfc',
    expect: { scheme: 'ftp', authority: 'ds.internic.net', host: 'ds.internic.net', hostKind: 'hostname', path: '/rfc', schemeData: ftp() } },
  // "In the case where a fragment/anchor identifier is associated with a URL (following a "#"), the
  // identifier would be placed within the brackets as well": not part of the URL, so only with allowFragment
  { source: 'Appendix', input: 'http://ds.internic.net/instructions/overview.html#WARNING', options: { allowFragment: true },
    expect: { scheme: 'http', authority: 'ds.internic.net', host: 'ds.internic.net', hostKind: 'hostname', path: '/instructions/overview.html', fragment: 'WARNING' } },

  // References
  { source: 'References [1]', input: 'ftp://ds.internic.net/rfc/rfc1436.txt;type=a',
    expect: { scheme: 'ftp', authority: 'ds.internic.net', host: 'ds.internic.net', hostKind: 'hostname', path: '/rfc/rfc1436.txt', params: 'type=a', schemeData: ftp('a') } },
  { source: 'References [2]', input: 'ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt',
    expect: { scheme: 'ftp', authority: 'boombox.micro.umn.edu', host: 'boombox.micro.umn.edu', hostKind: 'hostname', path: '/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt', schemeData: ftp() } },
  ...(
    [
      ['[3]', 'ds.internic.net', '/rfc/rfc1630.txt'],
      ['[4]', 'info.cern.ch', '/pub/www/doc/http-spec.txt.Z'],
      ['[5]', 'ds.internic.net', '/rfc/rfc1123.txt'],
      ['[6]', 'ds.internic.net', '/rfc/rfc822.txt'],
      ['[7]', 'quake.think.com', '/pub/wais/doc/protspec.txt'],
      ['[8]', 'ds.internic.net', '/rfc/rfc1036.txt'],
      ['[10]', 'quake.think.com', '/pub/wais/doc/doc-ids.txt'],
      ['[11]', 'ds.internic.net', '/rfc/rfc977.txt'],
      ['[12]', 'ds.internic.net', '/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt'],
      ['[13]', 'ds.internic.net', '/rfc/rfc1034.txt'],
      ['[14]', 'prospero.isi.edu', '/pub/prospero/doc/prospero-protocol.PS.Z'],
      ['[15]', 'ds.internic.net', '/rfc/rfc959.txt'],
      ['[16]', 'ds.internic.net', '/rfc/rfc1737.txt'],
      ['[17]', 'ds.internic.net', '/rfc/rfc1625.txt'],
      ['[18]', 'uu.psi.com', '/wp/nir.txt'],
    ] as const
  ).map(([ref, host, path]): Example => ({
    source: `References ${ref}`,
    input: `ftp://${host}${path}`,
    expect: { scheme: 'ftp', authority: host, host, hostKind: 'hostname', path, schemeData: ftp() },
  })),
];
