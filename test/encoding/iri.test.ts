import fc from 'fast-check';
import { UriSyntaxError, iriToUri, normalize, parse, uriToIri } from '../../src/index';
import { uriReference } from '../fixtures/arbitraries/rfc3986';

/** The UriSyntaxError `f` throws (any other outcome fails the test). */
function thrown(f: () => unknown): UriSyntaxError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UriSyntaxError);
    return e as UriSyntaxError;
  }
  throw new Error('no error');
}

describe('iriToUri: the issue\'s seed examples', () => {
  it('internationalized host → IDNA', () => {
    expect(iriToUri('http://例子.卷筒纸')).toBe('http://xn--fsqu00a.xn--3lr804guic');
    expect(normalize(iriToUri('http://例子.卷筒纸'))).toBe('http://xn--fsqu00a.xn--3lr804guic/');
  });
  it('non-ASCII path → UTF-8 percent-encoding', () => {
    expect(iriToUri('http://example.com/引き割り.html')).toBe('http://example.com/%E5%BC%95%E3%81%8D%E5%89%B2%E3%82%8A.html');
  });
});

describe('iriToUri: RFC 3987 §3.1', () => {
  it.each([
    // §3.1: "the IRI "http://r&#xE9;sum&#xE9;.example.org" may be converted to "http://xn--rsum-bpad.example.org""
    ['http://r\u00E9sum\u00E9.example.org', 'http://xn--rsum-bpad.example.org'],
    // §3.1 Note: "http://www.example.org/red%09ros&#xE9;#red" → "http://www.example.org/red%09ros%C3%A9#red"
    ['http://www.example.org/red%09ros\u00E9#red', 'http://www.example.org/red%09ros%C3%A9#red'],
    // §3.1 Note: Old Italic, outside the BMP
    ['http://example.com/\u{10300}\u{10301}\u{10302}', 'http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82'],
    // §3.1 Note: an IDN in the query is the server's business: plain percent-encoding
    [
      'http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org',
      'http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org',
    ],
    // §2.2: iprivate is allowed in iquery
    ['http://example.com/?\uE000\u{F0000}\u{10FFFD}', 'http://example.com/?%EE%80%80%F3%B0%80%80%F4%8F%BF%BD'],
    // ucschar in every component that has it
    ['foo://\u00FCser@h\u00F6st/p\u00E4th?q\u00FC#fr\u00E4g', 'foo://%C3%BCser@h%C3%B6st/p%C3%A4th?q%C3%BC#fr%C3%A4g'],
    // a relative reference: no scheme, so no domain-name knowledge — plain percent-encoding
    ['//\u4F8B\u5B50/x', '//%E4%BE%8B%E5%AD%90/x'],
    ['\u00E9t\u00E9', '%C3%A9t%C3%A9'],
  ])('%s → %s', (iri, uri) => {
    expect(iriToUri(iri)).toBe(uri);
  });

  it('the §3.1 alternative "http://r%C3%A9sum%C3%A9.example.org" with idna: false', () => {
    expect(iriToUri('http://r\u00E9sum\u00E9.example.org', { idna: false })).toBe('http://r%C3%A9sum%C3%A9.example.org');
    expect(iriToUri('foo://\u4F8B\u5B50/', { idna: true })).toBe('foo://xn--fsqu00a/');
  });

  it('ToASCII works label by label; ASCII labels are left as they are (RFC 3490 §4.1 step 1)', () => {
    expect(iriToUri('http://WWW.B\u00FCcher.example/')).toBe('http://WWW.xn--bcher-kva.example/');
    expect(iriToUri('http://a_b.\u4F8B\u5B50/')).toBe('http://a_b.xn--fsqu00a/');
    // RFC 3490 §3.1: U+3002, U+FF0E and U+FF61 are label separators too; the output uses "."
    expect(iriToUri('http://\u4F8B\u5B50\u3002\u5377\u7B52\u7EB8/')).toBe('http://xn--fsqu00a.xn--3lr804guic/');
    expect(iriToUri('http://\u4F8B\u5B50\uFF0E\u5377\u7B52\u7EB8\uFF61com/')).toBe('http://xn--fsqu00a.xn--3lr804guic.com/');
    // mapping (nameprep / UTS #46): full-width Latin becomes ASCII
    expect(iriToUri('http://\uFF21\uFF22\uFF23.example/')).toBe('http://abc.example/');
    // an IP literal is no ireg-name
    expect(iriToUri('http://[::1]/\u00E9')).toBe('http://[::1]/%C3%A9');
  });

  it.each([
    ['http://-\u4F8B.com/', 'a leading or trailing "-"', 7],
    ['http://\u4F8B-.com/', 'a leading or trailing "-"', 7],
    ['http://xn--\u4F8B.com/', 'ACE prefix', 7],
    ['http://a.ex_\u4F8B/', 'ASCII other than letters, digits', 9],
    ['http://\u4F8B%41.com/', 'ASCII other than letters, digits', 7],
    ['http://\u05D0a.com/', 'bidi', 7], // RFC 3454 §6: no RandALCat with LCat
    ['http://\u05D01.com/', 'bidi', 7], // RFC 3454 §6: RandALCat must end the label
    ['http://' + '\u00E9'.repeat(70) + '.com/', 'more than 63', 7],
  ])('ToASCII failure %s: UriSyntaxError (%s) at %d', (iri, why, offset) => {
    try {
      iriToUri(iri);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(UriSyntaxError);
      expect((e as UriSyntaxError).message).toContain(why);
      expect((e as UriSyntaxError).offset).toBe(offset);
      expect((e as UriSyntaxError).edition).toBe('rfc3987');
      expect((e as UriSyntaxError).section).toBe('3.1');
      expect((e as UriSyntaxError).reason).toContain('(RFC 3987 §3.1)');
      expect((e as UriSyntaxError).rule).toBe('ireg-name');
    }
    // the plain §3.1 step 2 mapping still exists for such a name
    expect(() => iriToUri(iri, { idna: false })).not.toThrow();
  });

  it.each([
    // [iri, offset, rule, section]: what the IRI grammar (RFC 3987 §2.2) says of it
    ['http://example.com/\uE000', 19, 'ipath-abempty', '2.2'], // "private UCS characters can occur only in query parts"
    ['http://example.com/#\uE000', 20, 'IRI', '2.2'],
    ['http://example.com/\uFFFD', 19, 'ipath-abempty', '2.2'], // not in ucschar (%xFFF0-FFFF excluded)
    ['http://example.com/\uFDD0', 19, 'ipath-abempty', '2.2'], // noncharacter
    ['http://example.com/\u0085', 19, 'ipath-abempty', '2.2'], // C1 control
    ['http://example.com/\u{E0001}', 19, 'ipath-abempty', '2.2'], // tag character
    ['http://example.com/\u{1FFFE}', 19, 'ipath-abempty', '2.2'],
    ['http://example.com/\uD800', 19, 'ipath-abempty', '2.2'], // lone surrogate
    // §3.1: ASCII not allowed in URIs: "If these characters are found but are not converted, then the
    // conversion SHOULD fail" — the IRI grammar does not derive them
    ['http://example.com/a b', 20, 'isegment', '2.2'],
    ['http://example.com/<\u00E9>', 19, 'ipath-abempty', '2.2'],
    ['http://ex ample.com/\u00E9', 9, 'ireg-name', '2.2'],
    // ucschar is not allowed in a scheme or an IPvFuture literal
    // (read as an irelative-ref, "ht\u00E9tp" is an isegment-nz-nc, which cannot be followed by ":")
    ['ht\u00E9tp://x/', 5, 'isegment-nz-nc', '2.2'],
    ['http://[v1.\u00E9]/', 11, 'IPvFuture', 'RFC 3986 §3.2.2'], // a rule §2.2 takes from RFC 3986
  ])("%j is not an IRI: the rfc3987 edition's UriSyntaxError, at %d in %s", (iri, offset, rule, section) => {
    const e = thrown(() => iriToUri(iri));
    const r = parse(iri, 'rfc3987');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const error of [e, r.error]) {
      expect([error.edition, error.input, error.offset, error.rule, error.section]).toEqual(['rfc3987', iri, offset, rule, section]);
    }
    expect(e.reason).toBe(r.error.reason);
    expect(e.expected).toEqual(r.error.expected);
  });

  it.each([
    ['http://example.com/\u200E', 19], // LRM
    ['http://example.com/\u202E', 19], // RLO
    ['http://example.com/a\u2067', 20], // RLI, an isolate (Unicode 6.3, after RFC 3987)
  ])('%j: the grammar derives it (a ucschar), but §4.1 says IRIs MUST NOT contain bidi formatting characters', (iri, offset) => {
    expect(parse(iri, 'rfc3987').ok).toBe(true);
    const e = thrown(() => iriToUri(iri));
    expect([e.edition, e.offset, e.rule, e.section]).toEqual(['rfc3987', offset, 'ucschar', '4.1']);
    expect(e.reason).toContain('bidirectional formatting character');
  });

  it('ucschar and iprivate boundaries (RFC 3987 §2.2)', () => {
    const ok = [0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1fffd, 0x20000, 0xdfffd, 0xe1000, 0xefffd];
    const bad = [0x9f, 0xfdd0, 0xfdef, 0xfff0, 0xffff, 0x1fffe, 0x1ffff, 0xe0000, 0xe0fff, 0xefffe];
    for (const cp of ok) expect(iriToUri('x:' + String.fromCodePoint(cp))).toBe('x:' + encodeURIComponent(String.fromCodePoint(cp)));
    for (const cp of bad) expect(() => iriToUri('x:' + String.fromCodePoint(cp))).toThrow(UriSyntaxError);
    const priv = [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd];
    for (const cp of priv) {
      expect(iriToUri('x:?' + String.fromCodePoint(cp))).toBe('x:?' + encodeURIComponent(String.fromCodePoint(cp)));
      expect(() => iriToUri('x:' + String.fromCodePoint(cp))).toThrow(UriSyntaxError);
    }
  });

  it('RFC 6874 zone identifiers with the amendment: the literal is RFC 6874\'s IP-literal, the rest an IRI', () => {
    const zoned = { amendments: ['rfc6874' as const] };
    expect(iriToUri('http://[fe80::1%25eth0]/\u00E9', zoned)).toBe('http://[fe80::1%25eth0]/%C3%A9');
    expect(iriToUri('http://\u00FC@[fe80::1%25eth0]:80/?\uE000', zoned)).toBe('http://%C3%BC@[fe80::1%25eth0]:80/?%EE%80%80');
    // §2.2: "This syntax does not support IPv6 scoped addressing zone identifiers" — without the amendment
    const plain = thrown(() => iriToUri('http://[fe80::1%25eth0]/'));
    expect([plain.edition, plain.offset]).toEqual(['rfc3987', 15]);
    // errors keep offsets in the IRI, from the rfc3987 edition with the amendment: in the zone (RFC 6874's ZoneID), after it, before it
    const cases: [string, string, number, string][] = [
      ['http://[fe80::1%25\u00E9]/', 'rfc3987', 18, 'IPv6addrz'],
      ['http://[fe80::1%25x]/\uE000', 'rfc3987', 21, 'ipath-abempty'],
      ['http://a b@[fe80::1%25x]/', 'rfc3987', 8, 'ireg-name'],
    ];
    for (const [iri, edition, offset, rule] of cases) {
      const e = thrown(() => iriToUri(iri, zoned));
      expect([e.edition, e.input, e.offset, e.rule]).toEqual([edition, iri, offset, rule]);
    }
    // an amendment of another edition is a RangeError, as parse() says
    expect(() => iriToUri('http://h/', { amendments: ['rfc2732'] })).toThrow(RangeError);
  });

  it('rejects a non-string', () => {
    expect(() => iriToUri(null as unknown as string)).toThrow(TypeError);
    expect(() => uriToIri(3 as unknown as string)).toThrow(TypeError);
  });
});

describe('uriToIri: RFC 3987 §3.2', () => {
  it.each([
    // §3.2.1, first example: "%C3%BC" is strictly legal UTF-8 → U+00FC
    ['http://www.example.org/D%C3%BCrst', 'http://www.example.org/D\u00FCrst'],
    // §3.2.1, second: "%FC" is not UTF-8 → re-percent-encoded (step 3)
    ['http://www.example.org/D%FCrst', 'http://www.example.org/D%FCrst'],
    // §3.2.1, third: U+202E RLO is forbidden by §4.1 → re-encoded, uppercase (step 4); punycode kept
    ['http://xn--99zt52a.example.org/%e2%80%ae', 'http://xn--99zt52a.example.org/%E2%80%AE'],
    // §3.2: "%E9" is never guessed to be iso-8859-1
    ['http://www.example.org/r%E9sum%E9.html', 'http://www.example.org/r%E9sum%E9.html'],
    // step 2: "%", reserved characters and US-ASCII not allowed in URIs are left as written
    ['http://h/%25%2f%3F%23%5B%5d%40%21%24%26%27%28%29%2a%2B%2c%3b%3D%3a', 'http://h/%25%2f%3F%23%5B%5d%40%21%24%26%27%28%29%2a%2B%2c%3b%3D%3a'],
    ['http://h/%20%3c%3E%22%7B%7d%7C%5c%5E%60%00%7f', 'http://h/%20%3c%3E%22%7B%7d%7C%5c%5E%60%00%7f'],
    // … and unreserved ones decoded
    ['http://h/%41%7e%2D%2e%5F%30', 'http://h/A~-._0'],
    // step 3: octets that are not strictly legal UTF-8, re-encoded in uppercase
    ['http://h/%c3', 'http://h/%C3'],
    ['http://h/%c3%28', 'http://h/%C3%28'],
    ['http://h/%ed%a0%80', 'http://h/%ED%A0%80'],
    ['http://h/%c0%af', 'http://h/%C0%AF'],
    ['http://h/%e2%82%ac%80', 'http://h/\u20AC%80'],
    // step 4 (§2.2): iprivate only in the query
    ['http://h/%EE%80%80?%EE%80%80#%EE%80%80', 'http://h/%EE%80%80?\uE000#%EE%80%80'],
    // step 4 (§2.2): characters outside ucschar
    ['http://h/%C2%85%EF%BF%BD%EF%B7%90', 'http://h/%C2%85%EF%BF%BD%EF%B7%90'],
    // step 4 (§4.1, §6.1): bidi formatting, space look-alikes, invisible format characters, full-width forms
    ['http://h/%E2%80%8E%E3%80%80%E2%80%8B%C2%AD%EF%BC%A1', 'http://h/%E2%80%8E%E3%80%80%E2%80%8B%C2%AD%EF%BC%A1'],
    // every component that has ucschar: userinfo, ireg-name, path, query, fragment
    ['foo://%C3%BC@%C3%B6.x/%C3%A4?%C3%BC#%C3%A4', 'foo://\u00FC@\u00F6.x/\u00E4?\u00FC#\u00E4'],
    ['http://%E4%BE%8B%E5%AD%90.com/', 'http://\u4F8B\u5B50.com/'],
    // nothing else: scheme, port, IP literals and delimiters are as written
    ['http://[::1]:80/%41', 'http://[::1]:80/A'],
    ['no-escapes/at/all', 'no-escapes/at/all'],
  ])('%s → %s', (uri, iri) => {
    expect(uriToIri(uri)).toBe(iri);
  });

  it('§4.2: a component that would break the bidi rules stays in URI notation, as a whole', () => {
    // Hebrew alef-bet: a right-to-left component
    expect(uriToIri('http://h/%D7%90%D7%91/x')).toBe('http://h/\u05D0\u05D1/x');
    // Example 8's pattern: a number at the end of an rtl component
    expect(uriToIri('http://h/%D7%90%D7%911/%D7%90%D7%91')).toBe('http://h/%D7%90%D7%911/\u05D0\u05D1');
    // mixing rtl and ltr in one component
    expect(uriToIri('http://h/a%D7%90')).toBe('http://h/a%D7%90');
    // "the extensions in a resource name can be treated as separate components" (§4.4's Example 4: "KL.html")
    expect(uriToIri('http://h/%D7%90%D7%91.html')).toBe('http://h/\u05D0\u05D1.html');
    expect(uriToIri('http://h/%D7%90%D7%91x.html')).toBe('http://h/%D7%90%D7%91x.html');
    // query: each name and each value is a component
    expect(uriToIri('http://h/?%D7%90=1&b=%D7%90x')).toBe('http://h/?\u05D0=1&b=%D7%90x');
    // each label of a host
    expect(uriToIri('foo://%D7%90.x%D7%90/')).toBe('foo://\u05D0.x%D7%90/');
  });

  it('ToUnicode for punycode labels only when asked (§3.2.1: "MAY convert")', () => {
    expect(uriToIri('http://xn--99zt52a.example.org/%e2%80%ae', { idna: true })).toBe('http://\u7D0D\u8C46.example.org/%E2%80%AE');
    expect(uriToIri('http://xn--fsqu00a.xn--3lr804guic/', { idna: true })).toBe('http://\u4F8B\u5B50.\u5377\u7B52\u7EB8/');
    // not valid punycode, or not round-tripping: kept
    expect(uriToIri('http://xn--abc.example/', { idna: true })).toBe('http://xn--abc.example/');
    // RFC 3490 §4.2 step 7 compares the round trip "using a case-insensitive ASCII comparison"
    expect(uriToIri('http://XN--FSQU00A.example/', { idna: true })).toBe('http://\u4F8B\u5B50.example/');
  });

  it('a string that is not a URI is the RFC 3986 UriSyntaxError', () => {
    expect(() => uriToIri('http://example.com/\u00E9')).toThrow(UriSyntaxError);
    expect(() => uriToIri('http://a b/')).toThrow(UriSyntaxError);
  });
});

describe('properties', () => {
  it('iriToUri is the identity on URIs and idempotent (§3.1)', () => {
    fc.assert(
      fc.property(uriReference, (u) => {
        expect(iriToUri(u)).toBe(u);
        expect(iriToUri(iriToUri(u))).toBe(u);
      }),
      { numRuns: 1000 },
    );
  });

  it('uriToIri then iriToUri gives back the URI, up to hex case and encoded unreserved characters (§3.2)', () => {
    const escapes = fc.constantFrom('%C3%A9', '%e4%be%8b', '%F0%90%8C%80', '%FC', '%E2%80%AE', '%D7%90', '%EE%80%80', '%41', '%2f', '%20', '%25');
    const piece = fc.array(fc.oneof(escapes, fc.constantFrom('a', 'Z', '1', '-', '.')), { maxLength: 5 }).map((a) => a.join(''));
    const uri = fc
      .tuple(fc.constantFrom('http', 'foo'), piece, piece, piece, piece)
      .map(([s, h, p, q, f]) => `${s}://x${h}/${p}?${q}#${f}`);
    fc.assert(
      fc.property(fc.oneof(uri, uriReference), (u) => {
        const iri = uriToIri(u);
        expect(normalize(iriToUri(iri, { idna: false }), 'rfc3986', { level: 'syntax' })).toBe(normalize(u, 'rfc3986', { level: 'syntax' }));
      }),
      { numRuns: 1000 },
    );
  });

  it('iriToUri then uriToIri gives back an IRI made of appropriate, bidi-clean characters', () => {
    const text = fc
      .array(fc.constantFrom('a', 'Z', '0', '-', '.', '_', '~', '\u00E9', '\u4F8B', '\u{10300}', '\u00FC'), { minLength: 1, maxLength: 6 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(text, text, text, (p, q, f) => {
        const iri = `foo://host/${p}/${p}?${q}#${f}`;
        expect(uriToIri(iriToUri(iri))).toBe(iri);
      }),
      { numRuns: 500 },
    );
  });
});

describe('cost', () => {
  it('is linear on a 1 MB IRI', () => {
    const big = 'http://example.com/' + '\u00E9a\u4F8B/'.repeat(250_000) + '?' + '\uE000'.repeat(100_000);
    let t0 = performance.now();
    const uri = iriToUri(big);
    expect(performance.now() - t0).toBeLessThan(20_000);
    t0 = performance.now();
    expect(uriToIri(uri)).toBe(big);
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
