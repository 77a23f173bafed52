import { parse, serialize } from '../../../src/index';

/** 10 MB components: each must parse (no RangeError from a regexp's backtrack stack or recursion). */
const MB10 = 10 * 1024 * 1024;

describe('RFC 3986: 10 MB components parse without stack overflow', () => {
  const cases: [string, string, 'path' | 'query' | 'fragment' | 'userinfo' | 'host'][] = [
    ['path of one segment', 'http://h/' + 'a'.repeat(MB10), 'path'],
    ['path of %41 triplets', 'http://h/' + '%41'.repeat(MB10 / 3), 'path'],
    ['query', 'http://h/?' + 'q=1&'.repeat(MB10 / 4), 'query'],
    ['fragment', 'http://h/#' + 'f/?'.repeat(MB10 / 3), 'fragment'],
    ['userinfo', 'http://' + 'u:'.repeat(MB10 / 2) + '@h/', 'userinfo'],
    ['reg-name', 'http://' + 'h.'.repeat(MB10 / 2) + '/', 'host'],
    ['a million segments', '/' + 'a/'.repeat(1_000_000), 'path'],
  ];
  it.each(cases)('%s', (_name, input, component) => {
    const uri = okUri(input);
    expect(uri[component]!.length).toBeGreaterThan(1_000_000);
    expect(serialize(uri)).toBe(input);
  });
  it('rejects a 10 MB path with one bad character at the end, with the right offset', () => {
    const input = 'http://h/' + 'a'.repeat(MB10) + ' ';
    const r = parse(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(input.length - 1);
  });
});

function okUri(input: string) {
  const r = parse(input);
  if (!r.ok) throw r.error;
  return r.uri;
}
