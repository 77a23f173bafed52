import { checkRule, parse, rule } from '../../../src/index';

/**
 * Invalid IRI references: where the §2.2 grammar stops (offset, in UTF-16 code units), the rule
 * being matched there, and what the edition says of a character an IRI cannot hold there. Offsets
 * worked out by hand, as for RFC 3986 (the furthest point any derivation reaches).
 */
const CASES: [input: string, offset: number, rule: string, note: RegExp | undefined][] = [
  // iprivate = %xE000-F8FF / … : "private UCS characters can occur only in query parts"
  ['http://h/\ue000', 9, 'ipath-abempty', /U\+E000 is an iprivate character, which §2\.2 allows only in iquery/],
  ['http://h/?q#\u{F0000}', 12, 'IRI', /U\+F0000 is an iprivate character/],
  ['http://\u{10FFFD}/', 7, 'ihier-part', /U\+10FFFD is an iprivate character/],
  // "Terminals in the ABNF are characters, not bytes": half a surrogate pair is no character
  ['http://h/\ud800', 9, 'ipath-abempty', /U\+D800 is a lone surrogate/],
  ['http://h/a\udc00b', 10, 'isegment', /U\+DC00 is a lone surrogate/],
  // outside ucschar and iprivate: C1 controls, the noncharacters, the tag block below U+E1000
  ['http://h/\u0085', 9, 'ipath-abempty', /U\+0085 is neither a ucschar nor an iprivate character/],
  ['http://h/\ufffe', 9, 'ipath-abempty', /U\+FFFE is neither/],
  ['http://h/\ufdd0', 9, 'ipath-abempty', /U\+FDD0 is neither/],
  ['http://h/\u{E0001}', 9, 'ipath-abempty', /U\+E0001 is neither/],
  ['http://h/\u{1FFFE}', 9, 'ipath-abempty', /U\+1FFFE is neither/],
  // a ucschar where none is allowed: the scheme, the port, an IP literal. (A scheme with one is an
  // ipath-noscheme's first segment up to its ":"; a port with one could still be an iuserinfo, which
  // needed an "@" where the "/" is.)
  ['例:x', 1, 'isegment-nz-nc', undefined],
  ['h例tp://x/', 4, 'isegment-nz-nc', undefined],
  ['http://h:8例/', 11, 'iuserinfo', undefined],
  ['http://[::例]/', 10, 'IPv6address', /U\+4F8B is a ucschar, allowed in IRI components but not here/],
  // ASCII errors are RFC 3986's, under the IRI rules' names
  ['http://例 子/', 8, 'ireg-name', undefined],
  // "This syntax does not support IPv6 scoped addressing zone identifiers" (§2.2)
  ['http://[::1%25eth0]/', 11, 'dec-octet', undefined],
];

describe('RFC 3987 rejections', () => {
  it.each(CASES)('%j fails at %i in %s', (input, offset, ruleName, note) => {
    const r = parse(input, 'rfc3987');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([r.error.offset, r.error.rule]).toEqual([offset, ruleName]);
    if (note === undefined) expect(r.error.note).toBeUndefined();
    else expect(r.error.note).toMatch(note);
    expect(r.error.edition).toBe('rfc3987');
  });

  it("cites §2.2 for the IRI rules and RFC 3986's sections for the rules §2.2 shares with it", () => {
    expect(checkRule('rfc3987', 'ireg-name', 'a b')?.section).toBe('2.2');
    expect(checkRule('rfc3987', 'ireg-name', 'a b')?.message).toMatch(/\(RFC 3987 §2\.2\)/);
    expect(checkRule('rfc3987', 'port', '8x')?.section).toBe('RFC 3986 §3.2.3');
    expect(checkRule('rfc3987', 'port', '8x')?.message).toMatch(/in port \(RFC 3986 §3\.2\.3\)/);
    expect(checkRule('rfc3987', 'IPv6address', '1::2::3')?.section).toBe('RFC 3986 §3.2.2');
  });

  it('offers the shared rules under their RFC 3986 names, and RFC 6874\'s only with that amendment', () => {
    expect(rule('rfc3987', 'IPv6address').parse('::ffff:1.2.3.4').status).toBe(true);
    expect(rule('rfc3987', 'pct-encoded').parse('%4F').status).toBe(true);
    expect(() => rule('rfc3987', 'ZoneID')).toThrow(RangeError);
    const zoned = { amendments: ['rfc6874' as const] };
    expect(rule('rfc3987', 'ZoneID', zoned).parse('eth0').status).toBe(true);
    expect(checkRule('rfc3987', 'IPv6addrz', 'fe80::1%25', zoned)?.section).toBe('RFC 6874 §2');
    const r = parse('http://[fe80::1%25eth0]/\u00e9', 'rfc3987', zoned);
    expect(r.ok && [r.uri.host, r.uri.hostKind, r.uri.path]).toEqual(['[fe80::1%25eth0]', 'ipv6', '/\u00e9']);
    expect(() => parse('http://h/', 'rfc3987', { amendments: ['rfc2732'] })).toThrow(RangeError);
  });
});
