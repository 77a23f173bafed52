import { parse, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';

/** 10 MB components: each must parse (no RangeError from a regexp's backtrack stack or recursion). */
const MB10 = 10 * 1024 * 1024;

type Field = 'path' | 'params' | 'query' | 'fragment' | 'authority' | 'userinfo' | 'host' | 'opaque';

describe('RFC 1808: 10 MB components parse without stack overflow', () => {
  const cases: [string, string, Field][] = [
    ['path of one segment', 'http://h/' + 'a'.repeat(MB10), 'path'],
    ['path of escapes', 'http://h/' + '%41'.repeat(MB10 / 3), 'path'],
    ['path of empty segments', 'a' + '/'.repeat(MB10), 'path'],
    ['a million segments', '/' + 'a/'.repeat(1_000_000), 'path'],
    ['params of one param', 'g;' + 'x/'.repeat(MB10 / 2), 'params'],
    ['params of empty params', 'g' + ';'.repeat(MB10), 'params'],
    ['query', 'http://h/?' + 'q=1&'.repeat(MB10 / 4), 'query'],
    ['fragment', 'http://h/#' + 'f/?'.repeat(MB10 / 3), 'fragment'],
    ['net_loc with "?" and ";"', 'http://' + 'a?;'.repeat(MB10 / 3) + '/', 'authority'],
    ['userinfo', 'ftp://' + 'u:'.repeat(MB10 / 2) + '@h/', 'userinfo'],
    ['hostname', '//' + 'h.'.repeat(MB10 / 2) + 'h', 'host'],
    ['five million segments, the last empty', 'http://h/' + 'a/'.repeat(MB10 / 2) + '/x', 'path'],
    ['opaque (generic-RL fails late)', 'http://' + 'h'.repeat(MB10) + '//x', 'opaque'],
    ['opaque (generic-RL fails early)', 'http://h//' + 'x'.repeat(MB10), 'opaque'],
  ];
  it.each(cases)('%s', (name, input, component) => {
    const uri = okUri(input);
    expect(uri.opaque === undefined).toBe(!name.startsWith('opaque'));
    expect((uri[component] as string).length).toBeGreaterThan(1_000_000);
    expect(serialize(uri)).toBe(input);
  });
  it('a 10 MB hostname is classified in one scan', () => {
    expect(okUri('//' + 'h.'.repeat(MB10 / 2) + 'h').hostKind).toBe('hostname');
    expect(okUri('//' + 'h.'.repeat(MB10 / 2)).hostKind).toBe('reg-name');
    expect(okUri('//' + '1'.repeat(MB10) + '.1.1.1').hostKind).toBe('ipv4');
  });
  it.each([
    ['path', 'http://h/' + 'a'.repeat(MB10) + ' '],
    ['opaque', 'http://h//' + 'a'.repeat(MB10) + '~'],
    ['params', 'g;' + ';'.repeat(MB10) + '|'],
    ['net_loc', '//' + 'a?'.repeat(MB10 / 2) + '^'],
  ])('rejects a 10 MB %s with one bad character at the end, with the right offset', (_name, input) => {
    const r = parse(input, 'rfc1808');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(input.length - 1);
  });
});

function okUri(input: string): UriReference {
  const r = parse(input, 'rfc1808');
  if (!r.ok) throw r.error;
  return r.uri;
}
