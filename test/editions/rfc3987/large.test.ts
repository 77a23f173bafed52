import { parse, serialize } from '../../../src/index';

/**
 * 10 MB IRIs: non-ASCII characters in the BMP and beyond it (surrogate pairs, one code point each to
 * the grammar) parse without stack overflow, spans in UTF-16 offsets; a rejection at the end is found
 * at its offset. (Linear time: test/timing, whose hostile inputs include these.)
 */
const MB10 = 10 * 1024 * 1024;

describe('RFC 3987: 10 MB components parse without stack overflow', () => {
  const cases: [string, string, 'path' | 'query' | 'fragment' | 'userinfo' | 'host'][] = [
    ['a path of one segment of "é"', 'http://h/' + '\u00E9'.repeat(MB10), 'path'],
    ['a path of one segment of astral characters', 'http://h/' + '\u{10300}'.repeat(MB10 / 2), 'path'],
    ['a path of CJK, Latin and astral mixed', 'http://h/' + '\u4F8Ba\u{20000}-'.repeat(MB10 / 5), 'path'],
    ['a query of iprivate characters', 'http://h/?' + '\uE000\u{F0000}='.repeat(MB10 / 4), 'query'],
    ['a fragment', 'http://h/#' + '\u00E9/?'.repeat(MB10 / 3), 'fragment'],
    ['an iuserinfo', 'http://' + '\u00FC:'.repeat(MB10 / 2) + '@h/', 'userinfo'],
    ['an ireg-name', 'http://' + '\u4F8B.'.repeat(MB10 / 2) + '/', 'host'],
    ['a million segments of "例"', '/' + '\u4F8B/'.repeat(1_000_000), 'path'],
  ];
  it.each(cases)('%s', (_name, input, component) => {
    const r = parse(input, 'rfc3987');
    if (!r.ok) throw r.error;
    expect(r.uri[component]!.length).toBeGreaterThan(1_000_000);
    const [start, end] = r.uri.spans[component]!;
    expect(end - start).toBe(r.uri[component]!.length);
    expect(serialize(r.uri)).toBe(input);
  });

  it.each([
    ['a lone surrogate', '\uD800'],
    ['iprivate outside the query', '\uE000'],
    ['a C1 control', '\u0085'],
    ['U+FFFE', '\uFFFE'],
  ])('rejects 10 MB of astral characters followed by %s, at its offset', (_name, bad) => {
    const input = 'http://h/' + '\u{10300}'.repeat(MB10 / 2) + bad;
    const r = parse(input, 'rfc3987');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(input.length - bad.length);
  });

  it('a high surrogate at the very end, after 10 MB, is no character either', () => {
    const input = 'http://h/' + '\u00E9'.repeat(MB10) + '\uDBFF';
    const r = parse(input, 'rfc3987');
    expect(!r.ok && r.error.offset).toBe(input.length - 1);
  });
});
