/**
 * Every example URI (reference) in the text of RFC 3986, with the components the RFC's grammar gives
 * it. `source` records where in the RFC it appears. Components not listed are absent (undefined).
 */
import type { HostKind } from '../../src/ast';

export interface Example {
  source: string;
  input: string;
  expect: {
    form: 'absolute' | 'relative';
    scheme?: string;
    authority?: string;
    userinfo?: string;
    host?: string;
    hostKind?: HostKind;
    port?: string;
    path: string;
    query?: string;
    fragment?: string;
  };
}

export const RFC3986_EXAMPLES: Example[] = [
  // §1.1.2 Examples
  { source: '§1.1.2', input: 'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    expect: { form: 'absolute', scheme: 'ftp', authority: 'ftp.is.co.za', host: 'ftp.is.co.za', hostKind: 'reg-name', path: '/rfc/rfc1808.txt' } },
  { source: '§1.1.2', input: 'http://www.ietf.org/rfc/rfc2396.txt',
    expect: { form: 'absolute', scheme: 'http', authority: 'www.ietf.org', host: 'www.ietf.org', hostKind: 'reg-name', path: '/rfc/rfc2396.txt' } },
  { source: '§1.1.2', input: 'ldap://[2001:db8::7]/c=GB?objectClass?one',
    expect: { form: 'absolute', scheme: 'ldap', authority: '[2001:db8::7]', host: '[2001:db8::7]', hostKind: 'ipv6', path: '/c=GB', query: 'objectClass?one' } },
  { source: '§1.1.2', input: 'mailto:John.Doe@example.com',
    expect: { form: 'absolute', scheme: 'mailto', path: 'John.Doe@example.com' } },
  { source: '§1.1.2', input: 'news:comp.infosystems.www.servers.unix',
    expect: { form: 'absolute', scheme: 'news', path: 'comp.infosystems.www.servers.unix' } },
  { source: '§1.1.2', input: 'tel:+1-816-555-1212',
    expect: { form: 'absolute', scheme: 'tel', path: '+1-816-555-1212' } },
  { source: '§1.1.2', input: 'telnet://192.0.2.16:80/',
    expect: { form: 'absolute', scheme: 'telnet', authority: '192.0.2.16:80', host: '192.0.2.16', hostKind: 'ipv4', port: '80', path: '/' } },
  { source: '§1.1.2', input: 'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
    expect: { form: 'absolute', scheme: 'urn', path: 'oasis:names:specification:docbook:dtd:xml:4.1.2' } },
  // §1.1 "http://localhost/", "file:///etc/hosts"
  { source: '§1.1', input: 'http://localhost/',
    expect: { form: 'absolute', scheme: 'http', authority: 'localhost', host: 'localhost', hostKind: 'reg-name', path: '/' } },
  { source: '§1.1', input: 'file:///etc/hosts',
    expect: { form: 'absolute', scheme: 'file', authority: '', host: '', hostKind: 'empty', path: '/etc/hosts' } },
  // §1.2.3 "scheme:." and "scheme:.."
  { source: '§1.2.3', input: 'scheme:.', expect: { form: 'absolute', scheme: 'scheme', path: '.' } },
  { source: '§1.2.3', input: 'scheme:..', expect: { form: 'absolute', scheme: 'scheme', path: '..' } },
  // §3 Syntax Components
  { source: '§3', input: 'foo://example.com:8042/over/there?name=ferret#nose',
    expect: { form: 'absolute', scheme: 'foo', authority: 'example.com:8042', host: 'example.com', hostKind: 'reg-name', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' } },
  { source: '§3', input: 'urn:example:animal:ferret:nose',
    expect: { form: 'absolute', scheme: 'urn', path: 'example:animal:ferret:nose' } },
  // §3.3 "<mailto:fred@example.com> has a path of "fred@example.com", whereas the URI
  // <foo://info.example.com?fred> has an empty path."
  { source: '§3.3', input: 'mailto:fred@example.com', expect: { form: 'absolute', scheme: 'mailto', path: 'fred@example.com' } },
  { source: '§3.3', input: 'foo://info.example.com?fred',
    expect: { form: 'absolute', scheme: 'foo', authority: 'info.example.com', host: 'info.example.com', hostKind: 'reg-name', path: '', query: 'fred' } },
  // §4.2 "this:that" as a first path segment must be preceded by "./" in a relative reference
  { source: '§4.2', input: './this:that', expect: { form: 'relative', path: './this:that' } },
  { source: '§4.2', input: 'this:that', expect: { form: 'absolute', scheme: 'this', path: 'that' } },
  // §5.4 base URI
  { source: '§5.4', input: 'http://a/b/c/d;p?q',
    expect: { form: 'absolute', scheme: 'http', authority: 'a', host: 'a', hostKind: 'reg-name', path: '/b/c/d;p', query: 'q' } },
  // §6.2.2
  { source: '§6.2.2', input: 'example://a/b/c/%7Bfoo%7D',
    expect: { form: 'absolute', scheme: 'example', authority: 'a', host: 'a', hostKind: 'reg-name', path: '/b/c/%7Bfoo%7D' } },
  { source: '§6.2.2', input: 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d',
    expect: { form: 'absolute', scheme: 'eXAMPLE', authority: 'a', host: 'a', hostKind: 'reg-name', path: '/./b/../b/%63/%7bfoo%7d' } },
  // §6.2.2.1
  { source: '§6.2.2.1', input: 'HTTP://www.EXAMPLE.com/',
    expect: { form: 'absolute', scheme: 'HTTP', authority: 'www.EXAMPLE.com', host: 'www.EXAMPLE.com', hostKind: 'reg-name', path: '/' } },
  { source: '§6.2.2.1', input: 'http://www.example.com/',
    expect: { form: 'absolute', scheme: 'http', authority: 'www.example.com', host: 'www.example.com', hostKind: 'reg-name', path: '/' } },
  // §6.2.3
  { source: '§6.2.3', input: 'http://example.com',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com', host: 'example.com', hostKind: 'reg-name', path: '' } },
  { source: '§6.2.3', input: 'http://example.com/',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com', host: 'example.com', hostKind: 'reg-name', path: '/' } },
  { source: '§6.2.3', input: 'http://example.com:/',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com:', host: 'example.com', hostKind: 'reg-name', port: '', path: '/' } },
  { source: '§6.2.3', input: 'http://example.com:80/',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com:80', host: 'example.com', hostKind: 'reg-name', port: '80', path: '/' } },
  { source: '§6.2.3', input: 'http://example.com/?',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com', host: 'example.com', hostKind: 'reg-name', path: '/', query: '' } },
  { source: '§6.2.3', input: 'mailto:Joe@Example.COM', expect: { form: 'absolute', scheme: 'mailto', path: 'Joe@Example.COM' } },
  { source: '§6.2.3', input: 'mailto:Joe@example.com', expect: { form: 'absolute', scheme: 'mailto', path: 'Joe@example.com' } },
  // §6.2.4
  { source: '§6.2.4', input: 'http://example.com/data',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com', host: 'example.com', hostKind: 'reg-name', path: '/data' } },
  { source: '§6.2.4', input: 'http://example.com/data/',
    expect: { form: 'absolute', scheme: 'http', authority: 'example.com', host: 'example.com', hostKind: 'reg-name', path: '/data/' } },
  // §7.6 Semantic Attacks
  { source: '§7.6', input: 'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
    expect: { form: 'absolute', scheme: 'ftp', authority: 'cnn.example.com&story=breaking_news@10.0.0.1', userinfo: 'cnn.example.com&story=breaking_news', host: '10.0.0.1', hostKind: 'ipv4', path: '/top_story.htm' } },
  // Appendix B
  { source: 'Appendix B', input: 'http://www.ics.uci.edu/pub/ietf/uri/#Related',
    expect: { form: 'absolute', scheme: 'http', authority: 'www.ics.uci.edu', host: 'www.ics.uci.edu', hostKind: 'reg-name', path: '/pub/ietf/uri/', fragment: 'Related' } },
  // Appendix C
  { source: 'Appendix C', input: 'http://www.w3.org/Addressing/',
    expect: { form: 'absolute', scheme: 'http', authority: 'www.w3.org', host: 'www.w3.org', hostKind: 'reg-name', path: '/Addressing/' } },
  { source: 'Appendix C', input: 'ftp://foo.example.com/rfc/',
    expect: { form: 'absolute', scheme: 'ftp', authority: 'foo.example.com', host: 'foo.example.com', hostKind: 'reg-name', path: '/rfc/' } },
  { source: 'Appendix C', input: 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    expect: { form: 'absolute', scheme: 'http', authority: 'www.ics.uci.edu', host: 'www.ics.uci.edu', hostKind: 'reg-name', path: '/pub/ietf/uri/historical.html', fragment: 'WARNING' } },
];

/** RFC 3986 §5.4.1 and §5.4.2: every reference must parse as a URI-reference. */
export const RFC3986_SECTION_5_4_REFERENCES = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '', '.', './',
  '..', '../', '../g', '../..', '../../', '../../g',
  '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
  'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
];
