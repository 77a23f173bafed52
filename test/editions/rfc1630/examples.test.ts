/**
 * Every URI RFC 1630 writes (its examples, and the URLs of its references), each checked to be in
 * the RFC's text, parsed by the rfc1630 edition: the AST of those it derives, and why it refuses the
 * others — two the RFC itself calls illegal, one of its own examples that breaks its escape rule,
 * and references that the page layout broke or that hold spaces.
 */
import { parse, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';
import { RFC1630 } from './rfc-text';

const FIELDS = ['scheme', 'authority', 'userinfo', 'host', 'hostKind', 'port', 'path', 'query', 'fragment', 'opaque', 'schemeData'] as const;
const pick = (uri: UriReference) => Object.fromEntries(FIELDS.map((f) => [f, uri[f]]).filter(([, v]) => v !== undefined));
const folded = RFC1630.replace(/\s+/g, ' ');

const ACCEPTED: [string, Partial<UriReference>][] = [
  ['http://info.cern.ch/albert/bertram/marie-claude', { scheme: 'http', authority: 'info.cern.ch', host: 'info.cern.ch', hostKind: 'hostname', path: '/albert/bertram/marie-claude' }],
  ['http://info.cern.ch/albert/bertram/marie%2Dclaude', { scheme: 'http', authority: 'info.cern.ch', host: 'info.cern.ch', hostKind: 'hostname', path: '/albert/bertram/marie%2Dclaude' }],
  ['http://info.cern.ch/albert/bertram%2Fmarie-claude', { scheme: 'http', authority: 'info.cern.ch', host: 'info.cern.ch', hostKind: 'hostname', path: '/albert/bertram%2Fmarie-claude' }],
  ['magic://a/b/c//d/e/f', { scheme: 'magic', path: '//a/b/c//d/e/f' }],
  ['magic://a/b/c//d/e/', { scheme: 'magic', path: '//a/b/c//d/e/' }],
  ['g:h', { scheme: 'g', path: 'h' }],
  ['http://www.my.work.com/', { scheme: 'http', authority: 'www.my.work.com', host: 'www.my.work.com', hostKind: 'hostname', path: '/' }],
  ['http://www.my.uni.edu/info/matriculation/enroling.html', { scheme: 'http', authority: 'www.my.uni.edu', host: 'www.my.uni.edu', hostKind: 'hostname', path: '/info/matriculation/enroling.html' }],
  ['http://info.my.org/AboutUs/Phonebook', { scheme: 'http', authority: 'info.my.org', host: 'info.my.org', hostKind: 'hostname', path: '/AboutUs/Phonebook' }],
  ['http://www.library.my.town.va.us/Catalogue/76523471236%2Fwen44--4.98', { scheme: 'http', authority: 'www.library.my.town.va.us', host: 'www.library.my.town.va.us', hostKind: 'hostname', path: '/Catalogue/76523471236%2Fwen44--4.98' }],
  ['http://www.my.org/462F4F2D4241522A314159265358979323846', { scheme: 'http', authority: 'www.my.org', host: 'www.my.org', hostKind: 'hostname', path: '/462F4F2D4241522A314159265358979323846' }],
  ['http://info.cern.ch:8000/imaginary/test', { scheme: 'http', authority: 'info.cern.ch:8000', host: 'info.cern.ch', hostKind: 'hostname', port: '8000', path: '/imaginary/test' }],
  ['http://www.myu.edu/org/admin/people#andy', { scheme: 'http', authority: 'www.myu.edu', host: 'www.myu.edu', hostKind: 'hostname', path: '/org/admin/people', fragment: 'andy' }],
  ['http://info.my.org/AboutUs/Index/Phonebook?dobbins', { scheme: 'http', authority: 'info.my.org', host: 'info.my.org', hostKind: 'hostname', path: '/AboutUs/Index/Phonebook', query: 'dobbins' }],
  ['urn:/iana/dns/ch/cern/cn/techdoc/94/1642-3', { scheme: 'urn', path: '/iana/dns/ch/cern/cn/techdoc/94/1642-3' }],
  ['ftp://info.cern.ch/pub/www/doc/http-spec.txt', { scheme: 'ftp', authority: 'info.cern.ch', host: 'info.cern.ch', hostKind: 'hostname', path: '/pub/www/doc/http-spec.txt' }],
  ['ftp://ds.internic.net/rfc/rfc977.txt', { scheme: 'ftp', authority: 'ds.internic.net', host: 'ds.internic.net', hostKind: 'hostname', path: '/rfc/rfc977.txt' }],
  ['wais://quake.think.com/wais-discussion-archives?lynch', { scheme: 'wais', authority: 'quake.think.com', host: 'quake.think.com', hostKind: 'hostname', path: '/wais-discussion-archives', query: 'lynch', schemeData: { database: 'wais-discussion-archives', wtype: undefined, wpath: undefined } }],
  ['ftp://prospero.isi.edu/pub/prospero/oir.ps', { scheme: 'ftp', authority: 'prospero.isi.edu', host: 'prospero.isi.edu', hostKind: 'hostname', path: '/pub/prospero/oir.ps' }],
  ['ftp://uu.psi.com/wp/nir.txt', { scheme: 'ftp', authority: 'uu.psi.com', host: 'uu.psi.com', hostKind: 'hostname', path: '/wp/nir.txt' }],
];

const REFUSED: [string, number, string][] = [
  // "are illegal, as all % characters imply encodings, and there is no decoding defined for "%*" or "%as""
  ['fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred', 36, 'segment'],
  ['news:12345667123%asdghfh@info.cern.ch', 16, 'article'],
  // the RFC's own HTTP example breaks its rule: "%%3D" is a "%" not followed by two hex digits
  ['http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins', 44, 'xalphas'],
  // a reference URL that holds spaces ("Information About Gopher")
  ['gopher://gopher.micro.umn.edu/00/Information About Gopher/About Gopher', 44, 'segment'],
];

describe('the URIs RFC 1630 writes', () => {
  it.each(ACCEPTED)('%s', (input, expected) => {
    expect(folded).toContain(input);
    const r = parse(input, 'rfc1630');
    if (!r.ok) throw r.error;
    expect(pick(r.uri)).toEqual(expected);
    expect(serialize(r.uri)).toBe(input);
  });
  it.each(REFUSED)('%s is refused at %d in %s', (input, offset, rule) => {
    expect(folded).toContain(input);
    const r = parse(input, 'rfc1630');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.offset, r.error.rule]).toEqual([offset, rule]);
  });
  it('Example 1: "%2D encodes a hyphen character": the two URIs are equivalent; Example 2: an encoded slash is not', async () => {
    const { equivalent } = await import('../../../src/index');
    expect(equivalent('http://info.cern.ch/albert/bertram/marie-claude', 'http://info.cern.ch/albert/bertram/marie%2Dclaude', 'rfc1630')).toBe(true);
    expect(equivalent('http://info.cern.ch/albert/bertram/marie-claude', 'http://info.cern.ch/albert/bertram%2Fmarie-claude', 'rfc1630')).toBe(false);
  });
});
