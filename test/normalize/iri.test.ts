/**
 * normalize() and equivalent() under rfc3987: RFC 3987 §5.3's comparison ladder — its examples,
 * what each technique folds and what it must not, NFC only when asked (§5.3.2.2), and properties.
 */
import fc from 'fast-check';
import { UriSyntaxError, editions, equivalent, iriToUri, normalize, parse } from '../../src/index';
import { iriReference, iuserinfo } from '../fixtures/arbitraries/rfc3987';
import { uriReference } from '../fixtures/arbitraries/rfc3986';
import { budget } from '../support/config';

type Row = [input: string, expected: string, source: string];
const norm = (s: string) => normalize(s, 'rfc3987');

describe('RFC 3987 §5.3 examples', () => {
  it('§5.3.2: "example://a/b/c/%7Bfoo%7D/ros&#xE9;" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9" are equivalent', () => {
    const a = 'example://a/b/c/%7Bfoo%7D/ros\u00E9';
    const b = 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9';
    expect(equivalent(a, b, 'rfc3987')).toBe(true);
    expect(norm(a)).toBe('example://a/b/c/%7Bfoo%7D/ros\u00E9');
    expect(norm(b)).toBe(norm(a));
    // the §5.3.1 rung (simple string comparison) tells them apart
    expect(equivalent(a, b, 'rfc3987', { level: 'string' })).toBe(false);
  });

  it.each<Row>([
    // §5.3.2.1: "the URI "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/""
    ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/', '§5.3.2.1'],
    // §5.3.2.1: hex digits of a percent-encoding triplet ("%3a" versus "%3A") are uppercase
    ['http://example.com/a%3ab', 'http://example.com/a%3Ab', '§5.3.2.1'],
    // §5.3.2.3: "http://example.org/~user", "http://example.org/%7euser" and "http://example.org/%7Euser"
    ['http://example.org/%7euser', 'http://example.org/~user', '§5.3.2.3'],
    ['http://example.org/%7Euser', 'http://example.org/~user', '§5.3.2.3'],
    // §5.3.2.4: remove_dot_segments (RFC 3986 §5.2.4)
    ['http://a/b/c/./../../g', 'http://a/g', '§5.3.2.4'],
    // §5.3.3: the four equivalent http IRIs, whose normal form is the second
    ['http://example.com', 'http://example.com/', '§5.3.3'],
    ['http://example.com/', 'http://example.com/', '§5.3.3'],
    ['http://example.com:/', 'http://example.com/', '§5.3.3'],
    ['http://example.com:80/', 'http://example.com/', '§5.3.3'],
    // §5.3.3: "http://example.com/?" cannot be assumed to be equivalent to any of the examples above;
    // "two IRIs that differ only by the suffix "#" are considered different"
    ['http://example.com/?', 'http://example.com/?', '§5.3.3'],
    ['http://example.com/#', 'http://example.com/#', '§5.3.3'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(norm(input)).toBe(expected);
  });

  it('§5.3.3: the four http IRIs are equivalent, and not to "http://example.com/?"', () => {
    const four = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];
    for (const a of four) for (const b of four) expect(equivalent(a, b, 'rfc3987')).toBe(true);
    for (const a of four) expect(equivalent(a, 'http://example.com/?', 'rfc3987')).toBe(false);
  });

  it('§5.3.3 says an IDN and its punycode "may be considered equivalent": this normalization does not convert hosts', () => {
    // "http://r&#xE9;sum&#xE9;.example.org" and "http://xn--rsum-bpad.example.org": iriToUri maps the
    // first to the second (§3.1); normalize() keeps each host as written (no IDNA, no nameprep)
    expect(equivalent('http://r\u00E9sum\u00E9.example.org', 'http://xn--rsum-bpad.example.org', 'rfc3987')).toBe(false);
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org')).toBe('http://xn--rsum-bpad.example.org');
  });
});

describe('§5.3.2.1 case normalization: the scheme and a US-ASCII-only host', () => {
  it.each<Row>([
    ['HTTP://Example.COM/P\u00C4TH?Q#F', 'http://example.com/P\u00C4TH?Q#F', 'only scheme and host'],
    // "Case normalization of non-ASCII characters … should be avoided": a host with any non-ASCII
    // character keeps its case, ASCII letters included
    ['http://Ex\u00E9.COM/', 'http://Ex\u00E9.COM/', 'a non-ASCII host'],
    ['http://\u00C9X.example/', 'http://\u00C9X.example/', 'a non-ASCII host'],
    // a host that is ASCII once its escapes are decoded is folded; one that is not, is not
    ['http://%41B.example/', 'http://ab.example/', 'decoded, then ASCII'],
    ['http://EX%C3%A9/', 'http://EX\u00E9/', 'decoded, then non-ASCII'],
    // IP literals are ASCII: folded as in RFC 3986
    ['http://[FE80::AB]/', 'http://[fe80::ab]/', 'IPv6'],
    ['http://[V7.ABC]/', 'http://[v7.abc]/', 'IPvFuture'],
    // mailto domains (RFC 3986 §6.2.3, scheme-based): the same rule
    ['mailto:Joe@Example.COM,Jo\u00EB@EX\u00C9.com', 'mailto:Joe@example.com,Jo\u00EB@EX\u00C9.com', 'mailto'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(norm(input)).toBe(expected);
  });
});

describe('§5.3.2.3 percent-encoding normalization', () => {
  it.each<Row>([
    // an escaped iunreserved character is decoded, in every component that holds it …
    ['http://%C3%BCser@%C3%B6.example/p%C3%A4th?q%C3%BC#fr%C3%A4g', 'http://\u00FCser@\u00F6.example/p\u00E4th?q\u00FC#fr\u00E4g', 'ucschar, each component'],
    ['http://h/%e4%be%8b%F0%90%8C%80', 'http://h/\u4F8B\u{10300}', 'BMP and astral, lowercase hex'],
    ['x:%41%7e%2D%2e%5F%30', 'x:A~-._0', 'ASCII unreserved'],
    // … an escaped iprivate character only in iquery, where §2.2 allows it as itself
    ['http://h/%EE%80%80?%EE%80%80%F3%B0%80%80#%EE%80%80', 'http://h/%EE%80%80?\uE000\u{F0000}#%EE%80%80', 'iprivate'],
    // never a reserved character, "%", or ASCII that no IRI holds
    ['http://h/%2f%3F%23%5b%40%21%24%26%27%28%29%2a%2B%2c%3b%3d%3a', 'http://h/%2F%3F%23%5B%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A', 'reserved'],
    ['http://h/%25%20%3c%22%7b%7f%00', 'http://h/%25%20%3C%22%7B%7F%00', 'not in an IRI'],
    // never octets that are not well-formed UTF-8 (RFC 3629 §4): lone, truncated, overlong, surrogate
    ['http://h/%c3/%c3%28/%c0%af/%ed%a0%80/%f4%90%80%80/%80', 'http://h/%C3/%C3%28/%C0%AF/%ED%A0%80/%F4%90%80%80/%80', 'not UTF-8'],
    // never a character outside ucschar: C1 controls, U+FFFE, U+FDD0, tags
    ['http://h/%C2%85%EF%BF%BE%EF%B7%90%F3%A0%80%81', 'http://h/%C2%85%EF%BF%BE%EF%B7%90%F3%A0%80%81', 'not ucschar'],
    // nor §4.1's bidi formatting characters, nor §6.1's invisible and space-like characters
    ['http://h/%E2%80%8E%E2%80%AE%E2%80%8B%E3%80%80%EF%BC%A1', 'http://h/%E2%80%8E%E2%80%AE%E2%80%8B%E3%80%80%EF%BC%A1', '§4.1, §6.1'],
    // decoding comes before dot-segment removal (§5.3.2.4)
    ['http://h/a/%2E%2E/%C3%A9', 'http://h/\u00E9', 'then dot segments'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(norm(input)).toBe(expected);
    expect(parse(norm(input), 'rfc3987').ok).toBe(true);
  });

  it('an IRI and its URI (§3.1, without IDNA) have the same normal form when every character can be decoded', () => {
    const iri = 'http://\u00FCser@ex\u00E4mple.org/ros\u00E9/\u{10300}?q=\u4F8B&p=\uE000#fr\u00E4g';
    expect(norm(iriToUri(iri, { idna: false }))).toBe(norm(iri));
  });
});

describe('§5.3.2.2 character normalization: NFC only when asked', () => {
  // §5.3.2.2: "http://www.example.org/r&#xE9;sum&#xE9;.html" is in NFC, ".../re&#x301;sume&#x301;.html" is not
  const composed = 'http://www.example.org/r\u00E9sum\u00E9.html';
  const decomposed = 'http://www.example.org/re\u0301sume\u0301.html';

  it('by default an IRI is not character-normalized ("MUST rely on the assumption that IRIs are appropriately pre-character-normalized")', () => {
    expect(norm(decomposed)).toBe(decomposed);
    expect(equivalent(composed, decomposed, 'rfc3987')).toBe(false);
    // nor is what an escape decodes to
    expect(norm('http://h/e%CC%81')).toBe('http://h/e\u0301');
  });

  it('nfc: true applies NFC (the exceptions: "conversion from a non-digital form" or "from a non-UCS-based character encoding")', () => {
    expect(normalize(decomposed, 'rfc3987', { nfc: true })).toBe(composed);
    expect(equivalent(composed, decomposed, 'rfc3987', { nfc: true })).toBe(true);
    // what an escape decodes to is composed with what precedes it
    expect(normalize('http://h/e%CC%81', 'rfc3987', { nfc: true })).toBe('http://h/\u00E9');
    // §3.1's note: "Vi&#xEA;&#x323;t Nam" from windows-1258 is "Vi&#x1EC7;t Nam" in NFC
    expect(normalize('x:Vi\u00EA\u0323t-Nam', 'rfc3987', { nfc: true })).toBe('x:Vi\u1EC7t-Nam');
    // a singleton decomposition can make a host ASCII, which is then case-folded: U+212A KELVIN SIGN → "K"
    expect(normalize('http://\u212A.example/', 'rfc3987', { nfc: true })).toBe('http://k.example/');
    expect(normalize('http://\u212A.example/', 'rfc3987')).toBe('http://\u212A.example/');
  });

  it('nfc: true needs an IRI as given: "<" + U+0338 is no IRI, though its NFC "\u226E" is a ucschar', () => {
    const input = 'http://h/a<\u0338';
    expect(() => normalize(input, 'rfc3987', { nfc: true })).toThrow(UriSyntaxError);
    expect(parse(input.normalize('NFC'), 'rfc3987').ok).toBe(true);
  });

  it('is RFC 3987\'s alone: a RangeError for every other edition, a TypeError for a value that is not a boolean', () => {
    const others = editions.map((e) => e.name).filter((name) => name !== 'rfc3987');
    expect(others.length).toBeGreaterThan(0);
    for (const edition of others) {
      expect(() => normalize('http://h/', edition, { nfc: true })).toThrow(RangeError);
      expect(() => equivalent('http://h/', 'http://h/', edition, { nfc: true })).toThrow(RangeError);
      expect(normalize('http://h/', edition, { nfc: false })).toBe(normalize('http://h/', edition));
    }
    expect(() => normalize('http://h/', 'rfc3987', { nfc: 'yes' as unknown as boolean })).toThrow(TypeError);
  });
});

describe('properties', () => {
  /** IRIs with what NFC and decoding act on: combining marks, composed letters, escapes of both */
  const marked = fc
    .array(fc.constantFrom('e', 'E', 'a', '\u0301', '\u0323', '\u00E9', '\u212A', '\u2126', '%CC%81', '%C3%A9', '%65', '=', '\u0338', '/', '.', '..'), {
      maxLength: 8,
    })
    .map((parts) => parts.join(''));
  const markedIri = fc
    .tuple(fc.constantFrom('http://', 'x://', 'mailto:'), marked, marked, marked, marked)
    .map(([s, h, p, q, f]) => (s === 'mailto:' ? `${s}${p}@${h}?${q}#${f}` : `${s}${h.replace(/[/.]/g, '')}/${p}?${q}#${f}`));

  it('normalize() is idempotent, and its result is an IRI', () => {
    fc.assert(
      fc.property(fc.oneof(iriReference, markedIri), fc.constantFrom<'syntax' | 'scheme'>('syntax', 'scheme'), (s, level) => {
        const once = normalize(s, 'rfc3987', { level });
        expect(normalize(once, 'rfc3987', { level })).toBe(once);
        expect(parse(once, 'rfc3987').ok).toBe(true);
      }),
      budget(31_000, 600),
    );
  });

  it('with nfc: true, idempotent too, and the result is in NFC', () => {
    fc.assert(
      fc.property(fc.oneof(iriReference, markedIri), (s) => {
        const once = normalize(s, 'rfc3987', { nfc: true });
        expect(once.normalize('NFC')).toBe(once);
        expect(normalize(once, 'rfc3987', { nfc: true })).toBe(once);
        expect(parse(once, 'rfc3987').ok).toBe(true);
      }),
      budget(31_100, 600),
    );
  });

  it('a URI without escaped non-ASCII octets has the same normal form under rfc3986 and rfc3987 (rfc3986 unchanged)', () => {
    fc.assert(
      fc.property(uriReference, (u) => {
        fc.pre(!/%[89a-fA-F]/.test(u));
        expect(normalize(u, 'rfc3987')).toBe(normalize(u, 'rfc3986'));
      }),
      budget(31_200, 600),
    );
  });

  it('under rfc3986, an escaped non-ASCII octet is never decoded; under rfc3987, well-formed UTF-8 of a ucschar is', () => {
    fc.assert(
      fc.property(iuserinfo, (text) => {
        const uri = iriToUri(`x://h/${text.replace(/[:@]/g, '')}`, { idna: false });
        expect(normalize(uri, 'rfc3986')).not.toMatch(/[^\x00-\x7f]/);
        expect(parse(normalize(uri, 'rfc3987'), 'rfc3987').ok).toBe(true);
      }),
      budget(31_300, 300),
    );
  });
});
