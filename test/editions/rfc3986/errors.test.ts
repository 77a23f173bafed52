import { parse, UriSyntaxError } from '../../../src/index';

/**
 * Invalid RFC 3986 references: where the grammar stops (offset), the rule being matched there, and
 * something it expected. Offsets were worked out by hand from Appendix A — the furthest point any
 * derivation reaches (e.g. "http://h:8a/" could still be a userinfo up to the "/", so the error is
 * there: an "@" was needed).
 */
const CASES: [input: string, offset: number, rule: string, expected: string][] = [
  ['http://a b', 8, 'reg-name', 'path-abempty'],
  ['http://[::1', 11, 'dec-octet', '"]"'],
  ['1a:b', 2, 'segment-nz-nc', '"/"'],
  [':x', 0, 'URI-reference', 'URI'],
  ['http://h/%', 9, 'path-abempty', 'segment'],
  ['http://h/%4g', 9, 'path-abempty', 'segment'],
  ['http://h/a%2', 10, 'segment', 'pchar'],
  ['http://h:8a/', 11, 'userinfo', '"@"'],
  ['http://a@b@c/', 10, 'reg-name', 'path-abempty'],
  ['http://[v1.]/', 11, 'IPvFuture', 'IPvFuture'],
  ['http://[1:2:3:4:5:6:7]/', 21, 'dec-octet', '"::"'],
  ['http://[::1]x/', 12, 'authority', '":"'],
  ['http://h/[', 9, 'path-abempty', '"?"'],
  ['http://h/?#[', 11, 'URI', 'fragment'],
  ['http://h/#a#b', 11, 'fragment', 'end of input'],
  ['http://h/\\x', 9, 'path-abempty', 'segment'],
  ['http://h/é', 9, 'path-abempty', 'segment'],
  ['a b', 1, 'segment-nz-nc', 'scheme'],
  ['http://[fe80::1%25eth0]/', 15, 'dec-octet', '"]"'],
  ['http://h:1:2/', 12, 'userinfo', '"@"'],
  ['//a/b c', 5, 'segment', 'pchar'],
  ['http://\n', 7, 'hier-part', 'authority'],
  ['mailto:a b', 8, 'segment-nz', 'pchar'],
  ['http://[::1.2.3.256]/', 18, 'dec-octet', '"]"'],
  ['http://[::1]:8x', 14, 'port', 'DIGIT'],
  ['x:/a b', 4, 'segment-nz', 'pchar'],
  ['http://[12345::]/', 12, 'h16', '":"'],
];

describe('RFC 3986 rejections are values with offset, expected names, rule and section', () => {
  it.each(CASES)('%j fails at %i in %s', (input, offset, rule, expected) => {
    const r = parse(input, 'rfc3986');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const e = r.error;
    expect(e).toBeInstanceOf(UriSyntaxError);
    expect(e).toBeInstanceOf(Error);
    expect([e.offset, e.rule]).toEqual([offset, rule]);
    expect(e.expected).toContain(expected);
    expect(e.edition).toBe('rfc3986');
    expect(e.input).toBe(input);
    expect(e.section).toMatch(/^\d+(\.\d+)*$/);
    expect(e.message).toContain(`at offset ${offset}`);
    expect(e.message).toContain(`RFC 3986 §${e.section}`);
  });

  it('draws a caret under the offending character', () => {
    const r = parse('http://a b/c');
    if (r.ok) throw new Error('accepted');
    expect(r.error.message.split('\n').slice(1)).toEqual(['  http://a b/c', '          ^']);
    expect([r.error.line, r.error.column]).toEqual([1, 9]);
  });

  it('counts lines and columns from 1, and shows control characters visibly', () => {
    const r = parse('http://h/a\nb');
    if (r.ok) throw new Error('accepted');
    // the newline itself is the offending character, the last of line 1
    expect([r.error.offset, r.error.line, r.error.column]).toEqual([10, 1, 11]);
    // the caret display shows the offending line, with the caret just past its end (on the newline)
    expect(r.error.message.split('\n').slice(1)).toEqual(['  http://h/a', '            ^']);
    const tab = parse('http://h/\tb');
    if (tab.ok) throw new Error('accepted');
    expect(tab.error.message).toContain('http://h/\\x09b');
  });

  it('counts the lines before the offset, and lines the caret up past escaped control characters', () => {
    const e = new UriSyntaxError({ edition: 'rfc3986', input: 'a\nb\n\tc d', offset: 6, expected: ['x', 'y', 'z'] });
    expect([e.line, e.column]).toEqual([3, 3]);
    expect(e.message.split('\n').slice(1)).toEqual(['  \\x09c d', '       ^']);
    expect(e.reason).toContain('unexpected " " at offset 6; expected x, y or z');
    const quote = new UriSyntaxError({ edition: 'rfc3986', input: 'a"\\', offset: 1, expected: [] });
    expect(quote.reason).toContain('unexpected "\\"" at offset 1');
    expect(new UriSyntaxError({ edition: 'rfc3986', input: 'a\\', offset: 1, expected: ['b'] }).reason).toContain('unexpected "\\\\" at offset 1; expected b');
  });

  it('made with an offset that is not a position in its input: a RangeError saying so', () => {
    for (const offset of [-1, 4, 1.5, NaN, Infinity]) {
      expect(() => new UriSyntaxError({ edition: 'rfc3986', input: 'abc', offset, expected: [] })).toThrow(/offset .* is not a position in the input \(0 to 3\)/);
    }
    // its end is a position: nothing unexpected there but the end
    expect(new UriSyntaxError({ edition: 'rfc3986', input: 'abc', offset: 3, expected: ['d'] }).offset).toBe(3);
  });

  it('draws a caret for a newline at offset 0 (under the empty first line, on its newline)', () => {
    const r = parse('\nhttp://a');
    if (r.ok) throw new Error('accepted');
    expect([r.error.offset, r.error.line, r.error.column]).toEqual([0, 1, 1]);
    expect(r.error.message.split('\n').slice(1)).toEqual(['  ', '  ^']);
  });

  it.each([
    ['rfc1738', 'HTTP://a/'], // the edition's own reason (uppercase scheme)
    ['rfc1738', 'http://a/b c'],
    ['rfc1808', 'http://a/b c'],
    ['rfc2396', '?y'], // the edition's own reason (a query alone)
    ['rfc2396', 'http://a/b c'],
    ['rfc3986', 'http://a/b c'],
  ] as const)('a %s rejection of %j is a value: no stack frames are captured', (edition, input) => {
    const r = parse(input, edition);
    if (r.ok) throw new Error('accepted');
    expect(r.error.stack ?? '').not.toMatch(/\n\s+at /);
  });

  it('windows a long input around the offset', () => {
    const input = 'http://h/' + 'a'.repeat(500) + ' ' + 'b'.repeat(500);
    const r = parse(input);
    if (r.ok) throw new Error('accepted');
    const [, shown, caret] = r.error.message.split('\n');
    expect(shown.length).toBeLessThan(100);
    expect(shown[caret.indexOf('^')]).toBe(' ');
  });

  it('serializes to JSON with its fields', () => {
    const r = parse('http://a b');
    if (r.ok) throw new Error('accepted');
    expect(JSON.parse(JSON.stringify(r.error))).toMatchObject({ name: 'UriSyntaxError', edition: 'rfc3986', offset: 8, rule: 'reg-name', section: '3.2.2' });
  });
});
