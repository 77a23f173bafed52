/**
 * The editions' percent-encoding warnings read RFC 3986's unreserved characters as a character
 * class (UNRESERVED_CLASS), so that a parse bundle carries no character-set kit: it must hold
 * exactly the grammar's `unreserved` set (§2.3), every code unit below 256 checked.
 */
import { UNRESERVED, UNRESERVED_CLASS } from '../../../grammars/rfc3986';
import { parse } from '../../../src/index';

describe('UNRESERVED_CLASS', () => {
  it('holds exactly the characters of the unreserved rule', () => {
    const one = new RegExp(`^[${UNRESERVED_CLASS}]$`);
    for (let c = 0; c < 256; c++) {
      const ch = String.fromCharCode(c);
      expect([c, one.test(ch)]).toEqual([c, UNRESERVED.has(ch)]);
    }
  });

  it('is what the warnings read: an encoded unreserved character is named, an encoded reserved one is not', () => {
    const warned = (s: string) => {
      const r = parse(s, 'rfc3986');
      return r.ok ? r.warnings.map((w) => w.code) : [];
    };
    expect(warned('http://h/%7e%41')).toContain('pct-unreserved');
    expect(warned('http://h/%2F%3A%5B')).not.toContain('pct-unreserved');
    expect(warned('http://h/%2D%2E%5F%7E')).toContain('pct-unreserved');
  });
});
