import { parse, serialize } from '../../../src/index';
import type { ParseOptions } from '../../../src/index';

/** 10 MB components: each must parse (no RangeError from a regexp's backtrack stack or recursion). */
const MB10 = 10 * 1024 * 1024;
const V6: ParseOptions = { amendments: ['rfc2732'] };

type Component = 'path' | 'query' | 'fragment' | 'opaque' | 'userinfo' | 'host' | 'authority';

function okUri(input: string, options?: ParseOptions) {
  const r = parse(input, 'rfc2396', options);
  if (!r.ok) throw r.error;
  return r.uri;
}

describe('RFC 2396: 10 MB components parse without stack overflow', () => {
  // Inputs are made inside each test, so that no test holds the others' megabytes.
  const cases: [string, () => string, Component][] = [
    ['path of one segment', () => 'http://h/' + 'a'.repeat(MB10), 'path'],
    ['path of escapes', () => 'http://h/' + '%41'.repeat(MB10 / 3), 'path'],
    ['path of params', () => 'http://h/a' + ';p'.repeat(MB10 / 2), 'path'],
    ['relative path', () => 'a' + '/a;b'.repeat(MB10 / 4), 'path'],
    ['query', () => 'http://h/?' + 'q=1&'.repeat(MB10 / 4), 'query'],
    ['query of escapes', () => 'http://h/?' + '%7e'.repeat(MB10 / 3), 'query'],
    ['fragment', () => 'http://h/#' + 'f/?'.repeat(MB10 / 3), 'fragment'],
    ['opaque_part', () => 'mailto:' + 'a?b'.repeat(MB10 / 3), 'opaque'],
    ['userinfo', () => 'http://' + 'u:'.repeat(MB10 / 2) + '@h/', 'userinfo'],
    ['hostname of many labels', () => 'http://' + 'a.'.repeat(MB10 / 2) + 'b/', 'host'],
    ['hostname of hyphens', () => 'http://a' + '-a'.repeat(MB10 / 2) + '/', 'host'],
    ['reg_name that almost is a hostname', () => 'http://' + 'a.'.repeat(MB10 / 2) + '_/', 'authority'],
    ['reg_name of "@"s', () => 'http://' + 'a@'.repeat(MB10 / 2) + '/', 'authority'],
    ['reg_name of digits and dots', () => 'http://' + '1.'.repeat(MB10 / 2) + '/', 'authority'],
  ];
  it.each(cases)('%s', (_name, make, component) => {
    const input = make();
    const uri = okUri(input);
    expect(uri[component]!.length).toBeGreaterThan(1_000_000);
    expect(serialize(uri)).toBe(input);
  });
  it('a million segments with params', () => {
    const input = '/' + 'a;p/'.repeat(1_000_000);
    const uri = okUri(input);
    expect(uri.segments!.length).toBe(1_000_001);
    expect(uri.segments![999_999]).toEqual({ value: 'a', params: ['p'] });
  });
  it('a 10 MB query with the amendment', () => {
    const input = 'http://[::1]/?' + 'a[0]='.repeat(MB10 / 5);
    expect(okUri(input, V6).query!.length).toBe(MB10);
  });
  it.each([
    ['a 10 MB path', () => 'http://h/' + 'a'.repeat(MB10) + ' '],
    ['a 10 MB opaque_part', () => 'x:' + 'a'.repeat(MB10) + '<'],
    ['a 10 MB query', () => 'http://h/?' + 'a'.repeat(MB10) + '{'],
    // Explaining a rejection re-parses with the careful (stock Parsimmon) build, which walks a
    // hostname label by label: ~2.7 s a megabyte outside jest, ~10x that under jest — 200 KB here.
    ['a 200 KB authority of labels', () => 'http://' + 'a.'.repeat(100_000) + ' '],
  ])('rejects %s with one bad character at the end, at the right offset', (_name, make) => {
    const input = make();
    const r = parse(input, 'rfc2396');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(input.length - 1);
  });
});

describe('RFC 2396: cost grows linearly with hostile input', () => {
  /** best of two runs, in ms */
  function time(input: string, options?: ParseOptions): number {
    let best = Infinity;
    for (let i = 0; i < 2; i++) {
      const t = process.hrtime.bigint();
      parse(input, 'rfc2396', options);
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
    }
    return best;
  }
  const hostile: [string, (n: number) => string, ParseOptions | undefined][] = [
    ['dotted labels ending in "_"', (n) => 'http://' + 'a.'.repeat(n) + '_', undefined],
    ['digits and dots', (n) => '//' + '1.'.repeat(n), undefined],
    ['"@" and ":"', (n) => '//' + '@:'.repeat(n), undefined],
    ['hyphenated labels', (n) => '//' + 'a-'.repeat(n) + '.x', undefined],
    ['semicolons', (n) => '/' + ';'.repeat(2 * n), undefined],
    ['slashes', (n) => '//' + '/'.repeat(n), undefined],
    ['a rejected run of labels (careful build)', (n) => 'http://' + 'a.'.repeat(n / 20) + ' ', undefined],
    ['colons in brackets', (n) => '//[' + ':'.repeat(2 * n), V6],
    ['unbalanced "%"', (n) => 'x:' + '%4'.repeat(n), undefined],
  ];
  // Quadratic cost would show as ~100x; allocation-heavy inputs (millions of segments) show up to
  // ~35x from garbage collection alone.
  it.each(hostile)('%s: 10x the input costs well under 100x the time', (_name, make, options) => {
    const small = time(make(100_000), options);
    const large = time(make(1_000_000), options);
    expect(large).toBeLessThan(Math.max(50 * small, 50));
  });
});
