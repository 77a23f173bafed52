import { parse } from '../../../src/index';
import type { Warning } from '../../../src/index';

/** The warnings of an accepted IRI, as code@offset (section) — or the error, which would fail the test. */
function warned(input: string): string[] {
  const r = parse(input, 'rfc3987');
  if (!r.ok) throw new Error(`rejected: ${r.error.message}`);
  return r.warnings.map((w: Warning) => `${w.code}@${w.offset} (${w.section})`);
}

/**
 * RFC 3987's own remarks on IRIs its §2.2 grammar derives: each case written from the section it
 * cites, offsets counted by hand in UTF-16 code units.
 */
describe('RFC 3987 warnings', () => {
  it.each([
    // §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)"
    ['LRM in a segment', 'http://a/\u200e', ['iri-bidi-formatting@9 (4.1)']],
    ['RLO in the host', 'http://a\u202eb/', ['iri-bidi-formatting@8 (4.1)']],
    ['PDF in the query', 'http://a/?\u202c', ['iri-bidi-formatting@10 (4.1)']],
    // §4.2 rule 1: "A component SHOULD NOT use both right-to-left and left-to-right characters."
    ['Hebrew and Latin in one segment', 'http://h/\u05d0b', ['iri-bidi-mixed@9 (4.2)']],
    // §4.2 rule 2: "A component using right-to-left characters SHOULD start and end with right-to-left characters."
    ['a Hebrew segment ending with a digit', 'http://h/\u05d01', ['iri-bidi-mixed@9 (4.2)']],
    ['an Arabic label starting with a digit', 'http://1\u0627.example/', ['iri-bidi-mixed@7 (4.2)']],
    // §5.3.2.2: "http://www.example.org/re&#x301;sume&#x301;.html" is not in NFC
    ['the RFC\'s own non-NFC example', 'http://www.example.org/re\u0301sume\u0301.html', ['iri-not-nfc@24 (5.3.2.2)']],
    // §6.1 b: full-width Latin, half-width Katakana, look-alikes of space and delimiters
    ['a full-width "a"', 'http://h/\uff41', ['iri-lookalike@9 (6.1)']],
    ['half-width Katakana', 'http://h/\uff76', ['iri-lookalike@9 (6.1)']],
    ['an ideographic space', 'http://h/a\u3000b', ['iri-lookalike@10 (6.1)']],
    ['a division slash in the host', 'http://evil.com\u2215.example.org/', ['iri-lookalike@15 (6.1)']],
    // §8: "%C0%AF" (an overlong "/") and other octets that are not UTF-8
    ['an overlong "/"', 'http://h/%C0%AF..', ['pct-not-utf8@9 (8)']],
    ['a truncated sequence', 'http://h/%E2%82', ['pct-not-utf8@9 (8)']],
    ['an encoded surrogate', 'http://h/%ED%A0%80', ['pct-not-utf8@9 (8)']],
    ['a code point above U+10FFFF', 'http://h/%F4%90%80%80', ['pct-not-utf8@9 (8)']],
    ['a stray continuation octet', 'http://h/a%80', ['pct-not-utf8@10 (8)']],
    ['after a valid sequence', 'http://h/%7E%C3%A9%FF', ['pct-unreserved@9 (RFC 3986 §2.3)', 'pct-not-utf8@18 (8)']],
  ])('%s: %j', (_, input, expected) => {
    expect(warned(input)).toEqual(expected);
  });

  it.each([
    ['a right-to-left label between left-to-right ones (§4.4 example 1)', 'http://ab.\u05d0\u05d1\u05d2.ij/kl/mn/op.html'],
    ['consecutive right-to-left labels (§4.4 example 2)', 'http://ab.\u05d0\u05d1.\u05d2\u05d3/ij/kl/mn/op.html'],
    ['a query name and value each of one direction', 'http://h/?\u05d0\u05d1=abc&x=\u05d2'],
    ['NFC text', 'http://www.example.org/r\u00e9sum\u00e9.html'],
    ['well-formed UTF-8 escapes', 'http://h/ros%C3%A9/%F0%9F%98%80'],
    ['Chinese, Japanese and astral characters', 'http://例子.卷筒纸/引き割り.html?\u{20000}#\u{1F600}'],
  ])('none for %s', (_, input) => {
    expect(warned(input)).toEqual([]);
  });

  it("keeps RFC 3986's remarks, naming the IRI rules and citing RFC 3986", () => {
    expect(warned('HTTP://u:p@Ex.例:/%7e')).toEqual([
      'scheme-case@0 (RFC 3986 §3.1)',
      'userinfo-password@9 (RFC 3986 §3.2.1)',
      'host-case@11 (RFC 3986 §3.2.2)',
      'empty-port@16 (RFC 3986 §3.2.3)',
      'pct-lowercase@17 (RFC 3986 §2.1)',
      'pct-unreserved@17 (RFC 3986 §2.3)',
    ]);
    const r = parse('http://u:p@Ex.com/', 'rfc3987');
    expect(r.ok && r.warnings.map((w) => w.rule)).toEqual(['iuserinfo', 'ireg-name']);
  });

  it('gives no IRI remark on an ASCII URI (the same warnings as rfc3986)', () => {
    for (const s of ['http://h/a?b#c', 'HTTP://H:/%7e', 'ftp://u:p@1.2.3.4/', 'a/b/../c']) {
      const iri = parse(s, 'rfc3987');
      const uri = parse(s, 'rfc3986');
      expect(iri.ok && iri.warnings.map((w) => w.code)).toEqual(uri.ok && uri.warnings.map((w) => w.code));
    }
  });
});

describe('RFC 3987 §4.2 components', () => {
  it("treat a resource name's extension as a component of its own (§4.4 Example 4's \"KL.html\")", () => {
    expect(warned('http://h/\u05d0\u05d1.html')).toEqual([]);
    expect(warned('http://h/\u05d0\u05d1x.html')).toEqual(['iri-bidi-mixed@9 (4.2)']);
  });
  it('read the isolates (U+2066–U+2069, later than RFC 3987) as bidi formatting characters too', () => {
    expect(warned('http://h/a\u2067b')).toEqual(['iri-bidi-formatting@10 (4.1)']);
  });
});
