/**
 * Every example URI (reference) in the text of RFC 2396 and of RFC 2732, with the components RFC
 * 2396's grammar gives it. `source` records where in the RFC it appears. Components not listed are
 * absent (undefined); `path` is always given.
 */
import type { HostKind, PathSegment } from '../../src/ast';

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
    opaque?: string;
    /** checked when given */
    segments?: PathSegment[];
  };
}

const seg = (value: string, ...params: string[]): PathSegment => ({ value, params });

/** A hierarchical http URI of the examples: http://<host><path>[?query][#fragment], host a hostname. */
function http(host: string, path: string, query?: string, fragment?: string): Example['expect'] {
  return { form: 'absolute', scheme: 'http', authority: host, host, hostKind: 'hostname', path, query, fragment };
}

export const RFC2396_EXAMPLES: Example[] = [
  // §1.3 Example URI
  { source: '§1.3', input: 'ftp://ftp.is.co.za/rfc/rfc1808.txt',
    expect: { form: 'absolute', scheme: 'ftp', authority: 'ftp.is.co.za', host: 'ftp.is.co.za', hostKind: 'hostname', path: '/rfc/rfc1808.txt',
      segments: [seg('rfc'), seg('rfc1808.txt')] } },
  { source: '§1.3', input: 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles',
    expect: { form: 'absolute', scheme: 'gopher', authority: 'spinaltap.micro.umn.edu', host: 'spinaltap.micro.umn.edu', hostKind: 'hostname',
      path: '/00/Weather/California/Los%20Angeles' } },
  { source: '§1.3', input: 'http://www.math.uio.no/faq/compression-faq/part1.html',
    expect: http('www.math.uio.no', '/faq/compression-faq/part1.html') },
  { source: '§1.3', input: 'mailto:mduerst@ifi.unizh.ch',
    expect: { form: 'absolute', scheme: 'mailto', path: 'mduerst@ifi.unizh.ch', opaque: 'mduerst@ifi.unizh.ch' } },
  { source: '§1.3', input: 'news:comp.infosystems.www.servers.unix',
    expect: { form: 'absolute', scheme: 'news', path: 'comp.infosystems.www.servers.unix', opaque: 'comp.infosystems.www.servers.unix' } },
  { source: '§1.3', input: 'telnet://melvyl.ucop.edu/',
    expect: { form: 'absolute', scheme: 'telnet', authority: 'melvyl.ucop.edu', host: 'melvyl.ucop.edu', hostKind: 'hostname', path: '/',
      segments: [seg('')] } },
  // §5 "a path segment which contains a colon character cannot be used as the first segment of a
  // relative URI path (e.g., "this:that"), because it would be mistaken for a scheme name. It is
  // therefore necessary to precede such segments with other segments (e.g., "./this:that")"
  { source: '§5', input: 'this:that', expect: { form: 'absolute', scheme: 'this', path: 'that', opaque: 'that' } },
  { source: '§5', input: './this:that', expect: { form: 'relative', path: './this:that', segments: [seg('.'), seg('this:that')] } },
  // §6 "the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>"
  { source: '§6', input: 'http://www.XEROX.com', expect: http('www.XEROX.com', '') },
  { source: '§6', input: 'http://www.xerox.com', expect: http('www.xerox.com', '') },
  // Appendix B: the regular expression's worked example
  { source: 'App. B', input: 'http://www.ics.uci.edu/pub/ietf/uri/#Related',
    expect: http('www.ics.uci.edu', '/pub/ietf/uri/', undefined, 'Related') },
  // Appendix C: the base URI
  { source: 'App. C', input: 'http://a/b/c/d;p?q',
    expect: { ...http('a', '/b/c/d;p', 'q'), segments: [seg('b'), seg('c'), seg('d', 'p')] } },
  // Appendix D
  { source: 'App. D', input: 'http://www.ics.uci.edu/Test/a/b/c', expect: http('www.ics.uci.edu', '/Test/a/b/c') },
  { source: 'App. D', input: '../x', expect: { form: 'relative', path: '../x' } },
  { source: 'App. D', input: 'http://www.ics.uci.edu/Test/a/x', expect: http('www.ics.uci.edu', '/Test/a/x') },
  // Appendix E
  { source: 'App. E', input: 'http://test.com/', expect: http('test.com', '/') },
  { source: 'App. E', input: 'http://www.w3.org/Addressing/', expect: http('www.w3.org', '/Addressing/') },
  { source: 'App. E', input: 'ftp://ds.internic.net/rfc/',
    expect: { form: 'absolute', scheme: 'ftp', authority: 'ds.internic.net', host: 'ds.internic.net', hostKind: 'hostname', path: '/rfc/' } },
  { source: 'App. E', input: 'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    expect: http('www.ics.uci.edu', '/pub/ietf/uri/historical.html', undefined, 'WARNING') },
  // Appendix F: an abbreviated URL "has the same syntax as a relative URL path"
  { source: 'App. F', input: 'www.w3.org/Addressing/',
    expect: { form: 'relative', path: 'www.w3.org/Addressing/', segments: [seg('www.w3.org'), seg('Addressing'), seg('')] } },
  // Appendix G.2 "<foo:/bar> and <foo:bar>"
  { source: 'App. G.2', input: 'foo:/bar', expect: { form: 'absolute', scheme: 'foo', path: '/bar', segments: [seg('bar')] } },
  { source: 'App. G.2', input: 'foo:bar', expect: { form: 'absolute', scheme: 'foo', path: 'bar', opaque: 'bar' } },
];

const rel = (path: string, query?: string, fragment?: string): Example['expect'] => ({ form: 'relative', path, query, fragment });

/**
 * Appendix C's references, with the components §4.3 parses them into ("?y" is not derivable; see
 * RFC2396_NOT_DERIVABLE). "<>" is the empty reference.
 */
export const RFC2396_APPENDIX_C_REFERENCES: Example[] = [
  // C.1 Normal Examples
  { source: 'App. C.1', input: 'g:h', expect: { form: 'absolute', scheme: 'g', path: 'h', opaque: 'h' } },
  { source: 'App. C.1', input: 'g', expect: { ...rel('g'), segments: [seg('g')] } },
  { source: 'App. C.1', input: './g', expect: rel('./g') },
  { source: 'App. C.1', input: 'g/', expect: { ...rel('g/'), segments: [seg('g'), seg('')] } },
  { source: 'App. C.1', input: '/g', expect: { ...rel('/g'), segments: [seg('g')] } },
  { source: 'App. C.1', input: '//g', expect: { form: 'relative', authority: 'g', host: 'g', hostKind: 'hostname', path: '', segments: [] } },
  { source: 'App. C.1', input: 'g?y', expect: rel('g', 'y') },
  { source: 'App. C.1', input: '#s', expect: { ...rel('', undefined, 's'), segments: [] } },
  { source: 'App. C.1', input: 'g#s', expect: rel('g', undefined, 's') },
  { source: 'App. C.1', input: 'g?y#s', expect: rel('g', 'y', 's') },
  { source: 'App. C.1', input: ';x', expect: { ...rel(';x'), segments: [seg('', 'x')] } },
  { source: 'App. C.1', input: 'g;x', expect: { ...rel('g;x'), segments: [seg('g', 'x')] } },
  { source: 'App. C.1', input: 'g;x?y#s', expect: { ...rel('g;x', 'y', 's'), segments: [seg('g', 'x')] } },
  { source: 'App. C.1', input: '.', expect: rel('.') },
  { source: 'App. C.1', input: './', expect: rel('./') },
  { source: 'App. C.1', input: '..', expect: rel('..') },
  { source: 'App. C.1', input: '../', expect: rel('../') },
  { source: 'App. C.1', input: '../g', expect: rel('../g') },
  { source: 'App. C.1', input: '../..', expect: rel('../..') },
  { source: 'App. C.1', input: '../../', expect: rel('../../') },
  { source: 'App. C.1', input: '../../g', expect: rel('../../g') },
  // C.2 Abnormal Examples
  { source: 'App. C.2', input: '', expect: { ...rel(''), segments: [] } },
  { source: 'App. C.2', input: '../../../g', expect: rel('../../../g') },
  { source: 'App. C.2', input: '../../../../g', expect: rel('../../../../g') },
  { source: 'App. C.2', input: '/./g', expect: rel('/./g') },
  { source: 'App. C.2', input: '/../g', expect: rel('/../g') },
  { source: 'App. C.2', input: 'g.', expect: rel('g.') },
  { source: 'App. C.2', input: '.g', expect: rel('.g') },
  { source: 'App. C.2', input: 'g..', expect: rel('g..') },
  { source: 'App. C.2', input: '..g', expect: rel('..g') },
  { source: 'App. C.2', input: './../g', expect: rel('./../g') },
  { source: 'App. C.2', input: './g/.', expect: rel('./g/.') },
  { source: 'App. C.2', input: 'g/./h', expect: rel('g/./h') },
  { source: 'App. C.2', input: 'g/../h', expect: rel('g/../h') },
  { source: 'App. C.2', input: 'g;x=1/./y', expect: { ...rel('g;x=1/./y'), segments: [seg('g', 'x=1'), seg('.'), seg('y')] } },
  { source: 'App. C.2', input: 'g;x=1/../y', expect: { ...rel('g;x=1/../y'), segments: [seg('g', 'x=1'), seg('..'), seg('y')] } },
  { source: 'App. C.2', input: 'g?y/./x', expect: rel('g', 'y/./x') },
  { source: 'App. C.2', input: 'g?y/../x', expect: rel('g', 'y/../x') },
  { source: 'App. C.2', input: 'g#s/./x', expect: rel('g', undefined, 's/./x') },
  { source: 'App. C.2', input: 'g#s/../x', expect: rel('g', undefined, 's/../x') },
  // "http:g = http:g ; for validating parsers": an opaque_part
  { source: 'App. C.2', input: 'http:g', expect: { form: 'absolute', scheme: 'http', path: 'g', opaque: 'g' } },
];

/** Appendix C's resolved targets: every one is an absoluteURI with an authority "a" or "g". */
export const RFC2396_APPENDIX_C_TARGETS: string[] = [
  'http://a/b/c/g', 'http://a/b/c/g/', 'http://a/g', 'http://g', 'http://a/b/c/?y', 'http://a/b/c/g?y',
  'http://a/b/c/g#s', 'http://a/b/c/g?y#s', 'http://a/b/c/;x', 'http://a/b/c/g;x', 'http://a/b/c/g;x?y#s',
  'http://a/b/c/', 'http://a/b/', 'http://a/b/g', 'http://a/', 'http://a/../g', 'http://a/../../g',
  'http://a/./g', 'http://a/b/c/g.', 'http://a/b/c/.g', 'http://a/b/c/g..', 'http://a/b/c/..g',
  'http://a/b/c/g/h', 'http://a/b/c/h', 'http://a/b/c/g;x=1/y', 'http://a/b/c/y', 'http://a/b/c/g?y/./x',
  'http://a/b/c/g?y/../x', 'http://a/b/c/g#s/./x', 'http://a/b/c/g#s/../x',
];

/**
 * Strings the examples use that RFC 2396's grammar cannot derive, with the offset and rule the
 * rejection names.
 */
export const RFC2396_NOT_DERIVABLE: { source: string; input: string; offset: number; reason: RegExp }[] = [
  // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]: no query-only reference
  { source: 'App. C.1', input: '?y', offset: 0, reason: /relativeURI = \( net_path \| abs_path \| rel_path \) \[ "\?" query \]/ },
  // opaque_part = uric_no_slash *uric: at least one character after "scheme:"
  { source: 'resolution suites', input: 'http:', offset: 5, reason: /opaque_part = uric_no_slash \*uric/ },
];

/** RFC 2732 §2: the literal IPv6 addresses and the URLs that carry them (with the amendment). */
export const RFC2732_ADDRESSES: string[] = [
  'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210',
  '1080:0:0:0:8:800:200C:4171',
  '3ffe:2a00:100:7031::1',
  '1080::8:800:200C:417A',
  '::192.9.5.5',
  '::FFFF:129.144.52.38',
  '2010:836B:4179::836B:4179',
];

const v6 = (host: string, path: string, port?: string): Example['expect'] => ({
  form: 'absolute',
  scheme: 'http',
  authority: port === undefined ? host : `${host}:${port}`,
  host,
  hostKind: 'ipv6',
  port,
  path,
});

export const RFC2732_EXAMPLES: Example[] = [
  { source: 'RFC 2732 §2', input: 'http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html',
    expect: v6('[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]', '/index.html', '80') },
  { source: 'RFC 2732 §2', input: 'http://[1080:0:0:0:8:800:200C:417A]/index.html', expect: v6('[1080:0:0:0:8:800:200C:417A]', '/index.html') },
  { source: 'RFC 2732 §2', input: 'http://[3ffe:2a00:100:7031::1]', expect: v6('[3ffe:2a00:100:7031::1]', '') },
  { source: 'RFC 2732 §2', input: 'http://[1080::8:800:200C:417A]/foo', expect: v6('[1080::8:800:200C:417A]', '/foo') },
  { source: 'RFC 2732 §2', input: 'http://[::192.9.5.5]/ipng', expect: v6('[::192.9.5.5]', '/ipng') },
  { source: 'RFC 2732 §2', input: 'http://[::FFFF:129.144.52.38]:80/index.html', expect: v6('[::FFFF:129.144.52.38]', '/index.html', '80') },
  { source: 'RFC 2732 §2', input: 'http://[2010:836B:4179::836B:4179]', expect: v6('[2010:836B:4179::836B:4179]', '') },
];
