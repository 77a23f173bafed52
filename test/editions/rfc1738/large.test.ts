import { parse, serialize } from '../../../src/index';
import type { ParseOptions, UriReference } from '../../../src/index';

/** 10 MB components: each must parse (no RangeError from a regexp's backtrack stack or recursion). */
const MB10 = 10 * 1024 * 1024;

function accepted(input: string, options?: ParseOptions): UriReference {
  const r = parse(input, 'rfc1738', options);
  if (!r.ok) throw r.error;
  return r.uri;
}

describe('RFC 1738: 10 MB components parse without stack overflow', () => {
  // (every row has its options: jest passes a done callback in place of a missing last argument)
  const cases: [string, string, (u: UriReference) => string | undefined, ParseOptions][] = [
    ['http path of one segment', 'http://h/' + 'a'.repeat(MB10), (u) => u.path, {}],
    ['http path of %41 escapes', 'http://h/' + '%41'.repeat(MB10 / 3), (u) => u.path, {}],
    ['http path of a million segments', 'http://h/' + 'a/'.repeat(1_000_000), (u) => u.path, {}],
    ['http search', 'http://h/?' + 'q=1&'.repeat(MB10 / 4), (u) => u.query, {}],
    ['ftp user and password', 'ftp://' + 'u'.repeat(MB10 / 2) + ':' + 'p%20'.repeat(MB10 / 8) + '@h/', (u) => u.userinfo, {}],
    ['ftp path with ;type=', 'ftp://h/' + 'a/'.repeat(MB10 / 2) + 'f;type=i', (u) => u.path, {}],
    ['hostname of labels', 'http://' + 'h.'.repeat(MB10 / 2) + 'h/', (u) => u.host, {}],
    ['hostname of one hyphenated label', 'http://a' + '-a'.repeat(MB10 / 2) + '/', (u) => u.host, {}],
    ['hostname of one label', 'telnet://' + 'a'.repeat(MB10), (u) => u.host, {}],
    ['hostnumber digit groups', 'http://' + '1'.repeat(MB10 / 4) + '.2.3.4/', (u) => u.host, {}],
    ['gopher selector', 'gopher://h/1' + 'sel%20'.repeat(MB10 / 6), (u) => u.schemeData?.selector as string, {}],
    ['gopher search and gopher+ string', 'gopher://h/1s%09' + 'q%20'.repeat(MB10 / 8) + '%09' + '+%09'.repeat(MB10 / 8), (u) => u.path, {}],
    ['gopher selector with encoded tabs (the fallback reading)', 'gopher://h/1' + '%09/'.repeat(MB10 / 4), (u) => u.schemeData?.selector as string, {}],
    ['mailto address', 'mailto:' + 'a'.repeat(MB10) + '@h', (u) => u.opaque, {}],
    ['news article', 'news:' + 'id;/?'.repeat(MB10 / 5) + '@h.dom', (u) => u.schemeData?.article as string, {}],
    ['news group', 'news:a' + 'b.'.repeat(MB10 / 2), (u) => u.schemeData?.group as string, {}],
    ['wais wpath', 'wais://h/db/t/' + 'p%41'.repeat(MB10 / 4), (u) => u.schemeData?.wpath as string, {}],
    ['prospero fields', 'prospero://h/p' + ';n=v'.repeat(MB10 / 4), (u) => u.params, {}],
    ['generic opaque part', 'x-foo:' + 'a;/?:@&='.repeat(MB10 / 8), (u) => u.opaque, {}],
    ['generic ip-schemepart urlpath', 'x-foo://h/' + 'a;/?:@&='.repeat(MB10 / 8), (u) => u.path, {}],
    ['fragment (allowFragment)', 'http://h/#' + 'f/?'.repeat(MB10 / 3), (u) => u.fragment, { allowFragment: true }],
  ];
  it.each(cases)('%s', (_name, input, component, options) => {
    const uri = accepted(input, options);
    expect(component(uri)!.length).toBeGreaterThan(1_000_000);
    expect(serialize(uri)).toBe(input);
  });

  it.each([
    ['a 10 MB path with a bad character at the end', 'http://h/' + 'a'.repeat(MB10) + ' ', 0],
    ['a 10 MB search with "/" at the end', 'http://h/?' + 'q'.repeat(MB10) + '/', 0],
    // a million repetitions of a structure: the careful build that explains the rejection walks
    // each (≈2 s for five million outside jest, several times that under it on a loaded machine)
    ['a million escapes in a gopher selector, then a bad character', 'gopher://h/1' + 's%20'.repeat(1_000_000) + '~', 0],
    ['a million labels ending in "."', 'http://' + 'h.'.repeat(1_000_000), 1],
    ['a million path segments ending in "#"', 'ftp://h/' + 'a/'.repeat(1_000_000) + '#', 0],
  ])('rejects %s, at the right offset', (_name, input, fromEnd) => {
    const r = parse(input, 'rfc1738');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(input.length - 1 + fromEnd);
  });
});
