/**
 * compare() with the IRI edition (RFC 3987): what it says of the characters only an IRI holds
 * (`ucschar`, `iprivate`, §2.2), `Comparison.iri` — the URI an IRI that only rfc3987 accepts maps to
 * (§3.1, `iriToUri`) — and two properties: on an ASCII string rfc3986 and rfc3987 never differ
 * (every URI is an IRI with the same components, and §2.2 adds nothing in ASCII), and every
 * generated IRI beyond ASCII is accepted by rfc3987 alone, with its conversion a URI rfc3986 accepts.
 */
import fc from 'fast-check';
import { UriSyntaxError, compare, iriToUri, parse } from '../../src/index';
import type { Comparison, EditionName } from '../../src/index';
import { anyValid } from '../support/editions';
import { mutated } from '../support/mutation';
import { budget } from '../support/config';
import { shortenMiddle } from '../../src/compare/wording';

const URI_EDITIONS: EditionName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];

function accepted(c: Comparison<EditionName>) {
  const d = c.differences.find((x) => x.component === 'accepted');
  if (!d) throw new Error(`no accepted difference for ${c.input}`);
  return d;
}

describe('the examples every URL primer shows', () => {
  it('http://例子.卷筒纸: rfc3987 alone accepts it, with its host; the conversion is IDNA\'s', () => {
    const c = compare('http://例子.卷筒纸');
    for (const e of URI_EDITIONS) expect(c.results[e]).toMatchObject({ ok: false, error: { offset: 7 } });
    expect(c.results.rfc3987).toMatchObject({ ok: true, uri: { scheme: 'http', host: '例子.卷筒纸', hostKind: 'reg-name', path: '' } });
    expect(c.iri).toEqual({ ok: true, uri: 'http://xn--fsqu00a.xn--3lr804guic' });
    expect(c.iri).toEqual({ ok: true, uri: iriToUri('http://例子.卷筒纸') });
    const d = accepted(c);
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'rejected', rfc3986: 'rejected', rfc3987: 'accepted' });
    expect(d.explanation).toContain("rfc3986 rejects at 7: '例' (U+4F8B) is in none of rfc3986's character classes");
    expect(d.explanation).toContain(
      "rfc3987 allows it as a `ucschar` (in `iunreserved`, RFC 3987 §2.2) in the host (`ireg-name`); a URI holds the host as IDNA's ASCII form, 'xn--fsqu00a.xn--3lr804guic' (RFC 3987 §3.1)",
    );
  });

  it('http://example.com/引き割り.html: a path beyond ASCII, percent-encoded in the URI', () => {
    const c = compare('http://example.com/引き割り.html');
    expect(c.results.rfc3987).toMatchObject({ ok: true, uri: { host: 'example.com', path: '/引き割り.html' } });
    expect(c.iri).toEqual({ ok: true, uri: 'http://example.com/%E5%BC%95%E3%81%8D%E5%89%B2%E3%82%8A.html' });
    expect(accepted(c).explanation).toContain(
      "rfc3987 allows it as a `ucschar` (in `iunreserved`, RFC 3987 §2.2) in the path (`ipath`); a URI holds it percent-encoded, '%E5%BC%95' (RFC 3987 §3.1)",
    );
  });

  it('RFC 3987 §3.1: "http://r&#xE9;sum&#xE9;.example.org" may be converted to "http://xn--rsum-bpad.example.org"', () => {
    const c = compare('http://r\u00e9sum\u00e9.example.org');
    expect(c.iri).toEqual({ ok: true, uri: 'http://xn--rsum-bpad.example.org' });
    expect(accepted(c).explanation).toContain("'é' (U+00E9)");
  });

  it('an iprivate character (RFC 3987 §2.2: "private UCS characters can occur only in query parts")', () => {
    const c = compare('http://a/?q=\ue000');
    expect(accepted(c).explanation).toContain("rfc3987 allows it as an `iprivate` (RFC 3987 §2.2) in the query (`iquery`); a URI holds it percent-encoded, '%EE%80%80'");
    expect(c.iri).toEqual({ ok: true, uri: 'http://a/?q=%EE%80%80' });
    // in the path, no edition accepts it: nothing differs, and no conversion is offered
    const path = compare('http://a/\ue000');
    expect(path.results.rfc3987.ok).toBe(false);
    expect(path.differences).toEqual([]);
    expect('iri' in path).toBe(false);
  });

  it('an IRI with no URI: the conversion is the UriSyntaxError (§4.1 bans bidirectional formatting characters)', () => {
    const c = compare('http://a/\u202eb');
    expect(c.results.rfc3987.ok).toBe(true);
    expect(c.iri?.ok).toBe(false);
    if (c.iri && !c.iri.ok) {
      expect(c.iri.error).toBeInstanceOf(UriSyntaxError);
      expect(c.iri.error).toMatchObject({ edition: 'rfc3987', section: '4.1', offset: 9 });
    }
    expect(accepted(c).explanation).toContain('in the path (`ipath`); it maps to no URI: not a mappable IRI: U+202E is a bidirectional formatting character');
  });
});

describe('long input', () => {
  it('shortens text beside a character beyond the BMP, never inside it', () => {
    const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    for (let max = 3; max < 12; max++) {
      for (const text of ['😀'.repeat(20), `a${'😀'.repeat(20)}`, `${'😀'.repeat(20)}a`]) {
        const short = shortenMiddle(text, max);
        expect(lone.test(short)).toBe(false);
        expect(short.length).toBeLessThanOrEqual(max);
        expect(short).toContain('…');
      }
    }
  });

  it('the explanation stays short when the conversion fails on a 100,000-character label', () => {
    const c = compare(`http://${'例'.repeat(100_000)}.com/`);
    expect(c.iri?.ok).toBe(false);
    const explanation = accepted(c).explanation;
    expect(explanation).toContain('it maps to no URI: not a mappable IRI: ToASCII (RFC 3490 §4.1) fails for the label');
    expect(explanation.length).toBeLessThan(1500);
  });
});

describe('Comparison.iri', () => {
  it('is there only when rfc3987 is compared, accepts, and every other compared edition rejects', () => {
    const iri = 'http://例子.卷筒纸/';
    expect('iri' in compare('http://example.com/')).toBe(false); // every edition accepts
    expect('iri' in compare(iri, { editions: ['rfc2396', 'rfc3986'] })).toBe(false); // rfc3987 not compared
    expect('iri' in compare(iri, { editions: ['rfc3987'] })).toBe(false); // nothing to compare it with
    expect('iri' in compare('http://a b/')).toBe(false); // every edition rejects
    expect(compare(iri, { editions: ['rfc3986', 'rfc3987'] }).iri).toEqual({ ok: true, uri: 'http://xn--fsqu00a.xn--3lr804guic/' });
    // an ASCII string rfc3986 rejects, rfc3987 rejects too; one rfc2396 rejects may still be a URI to another edition
    expect('iri' in compare('http://[::1]/', { editions: ['rfc2396', 'rfc3987'] })).toBe(true);
    expect(compare('http://[::1]/', { editions: ['rfc2396', 'rfc3987'] }).iri).toEqual({ ok: true, uri: 'http://[::1]/' });
  });

  it('is plain data after the others: JSON and spread see it, and with the WHATWG reading too', () => {
    const c = compare('http://例子.卷筒纸/');
    // (an http input also gets its scheme readings, unless they are turned off)
    expect(Object.keys(c)).toEqual(['input', 'results', 'differences', 'iri', 'schemes']);
    expect(Object.keys(compare('http://例子.卷筒纸/', { schemes: false }))).toEqual(['input', 'results', 'differences', 'iri']);
    expect(JSON.parse(JSON.stringify(c)).iri).toEqual({ ok: true, uri: 'http://xn--fsqu00a.xn--3lr804guic/' });
    expect({ ...c }.iri).toEqual(c.iri);
    expect(compare('http://例子.卷筒纸/', { whatwg: true }).iri).toEqual(c.iri);
  });
});

describe('properties', () => {
  const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)), maxLength: 40 });

  it('on an ASCII string rfc3986 and rfc3987 never differ: same acceptance, same components', () => {
    fc.assert(
      // the generators hold IRIs, and the mutations insert non-ASCII pieces: those strings are left out
      fc.property(fc.oneof(anyValid, mutated(anyValid), ascii).filter((s) => !/[^\x00-\x7f]/.test(s)), (input) => {
        const c = compare(input, { editions: ['rfc3986', 'rfc3987'] });
        expect(c.differences).toEqual([]);
        expect('iri' in c).toBe(false);
        const [a, b] = [c.results.rfc3986, c.results.rfc3987];
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok) expect({ ...b.uri, edition: a.uri.edition }).toEqual(a.uri);
      }),
      budget(3987, 600),
    );
  });

  // RFC 3987 §2.2 ucschar ranges of the BMP and plane 1 (the rest behave the same), and iunreserved's ASCII
  const ucschar = fc
    .oneof(fc.integer({ min: 0xa0, max: 0xd7ff }), fc.integer({ min: 0xf900, max: 0xfdcf }), fc.integer({ min: 0xfdf0, max: 0xffef }), fc.integer({ min: 0x10000, max: 0x1fffd }))
    .map((n) => String.fromCodePoint(n));
  const letter = fc.constantFrom('a', 'b', 'z', '0', '9', '-', '~');
  const text = (min: number) => fc.array(fc.oneof(ucschar, letter), { minLength: min, maxLength: 6 }).map((xs) => xs.join(''));
  const iri = fc
    .tuple(fc.constantFrom('http', 'foo', 'mailto'), fc.array(text(1), { minLength: 1, maxLength: 3 }), fc.array(text(0), { maxLength: 3 }), fc.option(text(0), { nil: undefined }), fc.option(text(0), { nil: undefined }))
    .map(([scheme, labels, segments, query, fragment]) =>
      `${scheme}://${labels.join('.')}/${segments.join('/')}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
    );

  it('an IRI beyond ASCII: rfc3987 alone accepts it, and says what it maps to — a URI rfc3986 accepts, or why there is none', () => {
    fc.assert(
      fc.property(iri, (input) => {
        const c = compare(input);
        expect(c.results.rfc3987.ok).toBe(true);
        if (!/[^\x00-\x7f]/.test(input)) return;
        for (const e of URI_EDITIONS) expect(c.results[e].ok).toBe(false);
        expect(accepted(c).explanation).toContain('rfc3987 allows it as ');
        const conversion = c.iri;
        if (conversion === undefined) throw new Error(`no conversion for ${input}`);
        if (conversion.ok) {
          expect(conversion.uri).toBe(iriToUri(input));
          expect(parse(conversion.uri, 'rfc3986').ok).toBe(true);
        } else expect(conversion.error).toBeInstanceOf(UriSyntaxError);
      }),
      budget(0x3987, 300),
    );
  });
});
