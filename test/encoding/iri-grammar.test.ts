/**
 * The IRI conversions checked against the grammars: iriToUri's input is what the rfc3987 edition
 * accepts and its output what rfc3986 accepts; every URI is an IRI with the same components;
 * uriToIri's output is an IRI; percentEncode(…, 'rfc3987') keeps what an IRI component may hold.
 */
import fc from 'fast-check';
import { UriSyntaxError, iriToUri, parse, percentDecode, percentEncode, uriToIri } from '../../src/index';
import type { UriReference } from '../../src/index';
import { iriReference, iprivate, ucschar } from '../fixtures/arbitraries/rfc3987';
import { uriReference } from '../fixtures/arbitraries/rfc3986';
import { budget } from '../support/config';

/** §4.1's bidi formatting characters (LRM, RLM, LRE, RLE, PDF, LRO, RLO) and the isolates LRI, RLI, FSI, PDI */
const BIDI_FORMATTING = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** An AST without the edition that produced it (to compare two editions' readings). */
function components(uri: UriReference): Omit<UriReference, 'edition'> {
  const { edition: _edition, ...rest } = uri;
  return rest;
}

describe('iriToUri against the grammars', () => {
  it('every IRI reference rfc3987 accepts maps to a URI reference rfc3986 accepts (§3.1: "fully conforming to [RFC3986]")', () => {
    fc.assert(
      fc.property(iriReference, (iri) => {
        expect(parse(iri, 'rfc3987').ok).toBe(true);
        let uri: string;
        try {
          uri = iriToUri(iri, { idna: false });
        } catch (e) {
          // §4.1: the grammar derives bidi formatting characters (ucschar), the mapping refuses them
          expect(e).toBeInstanceOf(UriSyntaxError);
          expect(BIDI_FORMATTING.test(iri)).toBe(true);
          expect((e as UriSyntaxError).section).toBe('4.1');
          return;
        }
        expect(BIDI_FORMATTING.test(iri)).toBe(false);
        const r = parse(uri, 'rfc3986');
        expect(r.ok).toBe(true);
        // the structure is kept: the same components present, ASCII ones unchanged
        const i = parse(iri, 'rfc3987');
        if (!r.ok || !i.ok) return;
        for (const part of ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const) {
          expect(r.uri[part] === undefined).toBe(i.uri[part] === undefined);
          if (i.uri[part] !== undefined && !/[^\x00-\x7f]/.test(i.uri[part] as string)) expect(r.uri[part]).toBe(i.uri[part]);
        }
        expect(r.uri.form).toBe(i.uri.form);
        // and it is idempotent (§3.1)
        expect(iriToUri(uri, { idna: false })).toBe(uri);
      }),
      budget(32_000, 800),
    );
  });

  it('with IDNA for domain names, the result is a URI too, or ToASCII\'s failure (§3.1)', () => {
    const httpIri = iriReference.map((s) => (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s) ? s.replace(/^[^:]*/, 'http') : s));
    fc.assert(
      fc.property(httpIri, (iri) => {
        try {
          expect(parse(iriToUri(iri), 'rfc3986').ok).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(UriSyntaxError);
          expect(['3.1', '4.1']).toContain((e as UriSyntaxError).section);
        }
      }),
      budget(32_100, 400),
    );
  });

  it('a string the IRI grammar rejects is rejected with the rfc3987 edition\'s error, whatever it is', () => {
    const mangled = fc
      .tuple(iriReference, fc.nat(), fc.constantFrom(' ', '<', '\\', '\u0085', '\uFFFE', '\uD800', '\u{E0001}', '%', '%G', '[', '\uE000'))
      .map(([s, at, bad]) => s.slice(0, at % (s.length + 1)) + bad + s.slice(at % (s.length + 1)));
    fc.assert(
      fc.property(mangled, (s) => {
        const r = parse(s, 'rfc3987');
        if (r.ok) return;
        try {
          iriToUri(s);
          throw new Error(`iriToUri accepted ${JSON.stringify(s)}`);
        } catch (e) {
          expect(e).toBeInstanceOf(UriSyntaxError);
          const error = e as UriSyntaxError;
          expect([error.edition, error.offset, error.rule, error.section, error.reason]).toEqual([
            'rfc3987',
            r.error.offset,
            r.error.rule,
            r.error.section,
            r.error.reason,
          ]);
        }
      }),
      budget(32_200, 600),
    );
  });
});

describe('every URI is an IRI (RFC 3987 §3.1: "Every URI is by definition an IRI")', () => {
  it('rfc3987 accepts every rfc3986 URI reference, with the same components', () => {
    fc.assert(
      fc.property(uriReference, (u) => {
        const uri = parse(u, 'rfc3986');
        const iri = parse(u, 'rfc3987');
        expect(uri.ok && iri.ok).toBe(true);
        if (uri.ok && iri.ok) {
          expect(iri.uri.edition).toBe('rfc3987');
          expect(components(iri.uri)).toEqual(components(uri.uri));
        }
      }),
      budget(32_300, 1000),
    );
  });
});

describe('uriToIri against the grammar', () => {
  /** URIs with escapes of everything §3.2 decides on: UTF-8 of ucschar and iprivate, not-UTF-8, reserved, bidi, RTL */
  const escapes = fc.constantFrom('%C3%A9', '%e4%be%8b', '%F0%90%8C%80', '%EE%80%80', '%F3%B0%80%80', '%FC', '%C0%AF', '%E2%80%AE', '%E2%80%8B', '%D7%90', '%2F', '%41', '%25', '%EF%BF%BE');
  const piece = fc.array(fc.oneof(escapes, fc.constantFrom('a', '1', '-', '.', ':', '@')), { maxLength: 5 }).map((a) => a.join(''));
  const escaped = fc
    .tuple(fc.constantFrom('http', 'foo'), piece, piece, piece, piece, piece)
    .map(([s, u, h, p, q, f]) => `${s}://${u.replace(/[:@]/g, '')}@x${h.replace(/[:@]/g, '')}/${p}?${q}#${f}`);

  it('its output is an IRI rfc3987 accepts, with the URI\'s structure', () => {
    fc.assert(
      fc.property(fc.oneof(escaped, uriReference), fc.boolean(), (u, idna) => {
        const iri = uriToIri(u, { idna });
        const r = parse(iri, 'rfc3987');
        expect(r.ok).toBe(true);
        const before = parse(u, 'rfc3986');
        if (r.ok && before.ok) {
          for (const part of ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const) {
            expect(r.uri[part] === undefined).toBe(before.uri[part] === undefined);
          }
        }
      }),
      budget(32_400, 800),
    );
  });
});

describe("percentEncode(…, 'rfc3987'): an IRI component keeps what §2.2 lets it hold", () => {
  it.each([
    ['segment', 'ros\u00E9/\u4F8B\u{10300}', 'ros\u00E9%2F\u4F8B\u{10300}'],
    ['path', 'a b/\u00E9', 'a%20b/\u00E9'],
    ['userinfo', '\u00FC:\u00FC@', '\u00FC:\u00FC%40'],
    ['host', '\u4F8B\u5B50.\u5377', '\u4F8B\u5B50.\u5377'],
    ['fragment', '\u00E9#\uE000', '\u00E9%23%EE%80%80'], // iprivate only in iquery
    ['segment', '\uE000', '%EE%80%80'],
    ['query', 'q=\u00E9&p=\uE000\u{F0000}\u{10FFFD}', 'q=\u00E9&p=\uE000\u{F0000}\u{10FFFD}'],
    // not ucschar: C1 controls, specials, noncharacters — encoded as UTF-8 in every component
    ['query', '\u0085\uFFFD\uFDD0\u{1FFFE}', '%C2%85%EF%BF%BD%EF%B7%90%F0%9F%BF%BE'],
  ] as const)('%s: %j → %j', (component, text, expected) => {
    expect(percentEncode(text, component, 'rfc3987')).toBe(expected);
    expect(percentDecode(percentEncode(text, component, 'rfc3987'))).toBe(text);
  });

  it('what it keeps, every other edition encodes', () => {
    expect(percentEncode('\u00E9', 'segment', 'rfc3986')).toBe('%C3%A9');
    expect(percentEncode('\uE000', 'query', 'rfc3986')).toBe('%EE%80%80');
  });

  it('its output, put in its component, is an IRI; decoded, it is the text again', () => {
    const text = fc.array(fc.oneof(ucschar, iprivate, fc.constantFrom('a', '/', '?', '#', '[', '%', ' ', ':', '@', '\u0085', '\uFFFE')), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const wrap = {
          userinfo: (x: string) => `s://${x}@h`,
          host: (x: string) => `s://${x}`,
          segment: (x: string) => `s://h/${x}`,
          path: (x: string) => `s://h/${x}`,
          query: (x: string) => `s://h/?${x}`,
          fragment: (x: string) => `s://h/#${x}`,
        };
        for (const [component, put] of Object.entries(wrap) as [keyof typeof wrap, (x: string) => string][]) {
          const encoded = percentEncode(t, component, 'rfc3987');
          expect(percentDecode(encoded)).toBe(t);
          expect(parse(put(encoded), 'rfc3987').ok).toBe(true);
        }
      }),
      budget(32_500, 500),
    );
  });
});
