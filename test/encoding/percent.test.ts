import fc from 'fast-check';
import { PercentEncodingError, parse, percentDecode, percentEncode } from '../../src/index';
import type { EditionName } from '../../src/index';
import { utf8SequenceLength } from '../../src/encoding/percent';

const EDITIONS: EditionName[] = ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];
type Component = 'userinfo' | 'host' | 'path' | 'segment' | 'query' | 'fragment';
const COMPONENTS: Component[] = ['userinfo', 'host', 'path', 'segment', 'query', 'fragment'];

/** Every printable ASCII character. */
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

/**
 * What each edition's text lets a component hold unencoded (printable ASCII only), transcribed
 * from the rules — independently of src/encoding/classes.ts.
 */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const URI_3986: Record<Component, string> = {
  // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (§2.3); sub-delims = "!$&'()*+,;=" (§2.2)
  userinfo: ALNUM + "-._~" + "!$&'()*+,;=" + ':', // §3.2.1
  host: ALNUM + '-._~' + "!$&'()*+,;=", // reg-name §3.2.2
  path: ALNUM + '-._~' + "!$&'()*+,;=" + ':@' + '/', // §3.3
  segment: ALNUM + '-._~' + "!$&'()*+,;=" + ':@', // pchar §3.3
  query: ALNUM + '-._~' + "!$&'()*+,;=" + ':@' + '/?', // §3.4
  fragment: ALNUM + '-._~' + "!$&'()*+,;=" + ':@' + '/?', // §3.5
};
const ALLOWED: Record<EditionName, Record<Component, string>> = {
  rfc1630: {
    // alphanum2 = alpha | digit | - | _ | . | + (user, password), ":" between them (login)
    userinfo: ALNUM + '-_.+' + ':',
    // xalpha = alpha | digit | safe | extra | escape; safe = "$-_@.&", extra = '!*"\'(),' (hostname = ialpha …)
    host: ALNUM + '$-_@.&' + '!*"\'(),',
    path: ALNUM + '$-_@.&' + '!*"\'(),' + '+' + '/', // path, segment = xpalphas, xpalpha = xalpha | +
    segment: ALNUM + '$-_@.&' + '!*"\'(),' + '+',
    query: ALNUM + '$-_@.&' + '!*"\'(),', // search: "+" separates words, "real plus signs must be encoded"
    fragment: ALNUM + '$-_@.&' + '!*"\'(),', // fragmentid = xalphas
  },
  rfc3986: URI_3986,
  // RFC 3987 §2.2: the same ASCII characters (iunreserved adds only ucschar; iprivate is not ASCII)
  rfc3987: URI_3986,
  rfc2396: {
    // unreserved = alphanum | mark, mark = "-_.!~*'()" (§2.3); reserved = ";/?:@&=+$," (§2.2)
    userinfo: ALNUM + "-_.!~*'()" + ';:&=+$,', // §3.2.2
    host: ALNUM + '-.', // hostname §3.2.2
    path: ALNUM + "-_.!~*'()" + ':@&=+$,' + ';' + '/', // abs_path, segment, param, pchar §3.3
    segment: ALNUM + "-_.!~*'()" + ':@&=+$,' + ';', // §3.3
    query: ALNUM + "-_.!~*'()" + ';/?:@&=+$,', // uric §3.4
    fragment: ALNUM + "-_.!~*'()" + ';/?:@&=+$,', // uric §4.1
  },
  rfc1808: {
    // unreserved = alpha | digit | safe | extra, safe = "$-_.+", extra = "!*'()," (§2.2); reserved = ";/?:@&="
    userinfo: ALNUM + "$-_.+!*'()," + ';?&=' + ':', // RFC 1738 §5 user / password, via §2.1
    host: ALNUM + '-.', // RFC 1738 §5 hostname, via §2.1
    path: ALNUM + "$-_.+!*'()," + ':@&=' + '/', // path, segment, pchar §2.2
    segment: ALNUM + "$-_.+!*'()," + ':@&=', // pchar §2.2
    query: ALNUM + "$-_.+!*'()," + ';/?:@&=', // §2.2
    fragment: ALNUM + "$-_.+!*'()," + ';/?:@&=', // §2.2
  },
  rfc1738: {
    userinfo: ALNUM + "$-_.+!*'()," + ';?&=' + ':', // user / password §5
    host: ALNUM + '-.', // hostname §5
    path: ALNUM + "$-_.+!*'()," + ';:@&=' + '/', // hpath §5
    segment: ALNUM + "$-_.+!*'()," + ';:@&=', // hsegment §5
    query: ALNUM + "$-_.+!*'()," + ';:@&=', // search §5
    fragment: ALNUM + "$-_.+!*'()," + ';/?:@&=', // RFC 1808 §2.2 (RFC 1738 has no fragment)
  },
};

describe('percentEncode: each printable ASCII character, per edition and component', () => {
  for (const edition of EDITIONS) {
    for (const component of COMPONENTS) {
      it(`${edition} ${component}`, () => {
        for (const c of PRINTABLE) {
          const allowed = ALLOWED[edition][component].includes(c);
          if (allowed) expect(percentEncode(c, component, edition)).toBe(c);
          // (RFC 1630: a user or password has no escapes; a hostname — ialpha — may hold them)
          else if (edition === 'rfc1630' ? component === 'userinfo' : component === 'host' && edition !== 'rfc3986') {
            expect(() => percentEncode(c, component, edition)).toThrow(PercentEncodingError);
          } else expect(percentEncode(c, component, edition)).toBe('%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
        }
      });
    }
  }

  it('"~" is encoded for rfc1738 and rfc1808, kept for rfc2396 and rfc3986', () => {
    expect(percentEncode('~user', 'path', 'rfc1738')).toBe('%7Euser');
    expect(percentEncode('~user', 'path', 'rfc1808')).toBe('%7Euser');
    expect(percentEncode('~user', 'path', 'rfc2396')).toBe('~user');
    expect(percentEncode('~user', 'path', 'rfc3986')).toBe('~user');
    expect(percentEncode('~user', 'path')).toBe('~user');
  });

  it('encodes what differs between the editions where they differ', () => {
    // ";" starts RFC 1808's params, so a path cannot hold it; RFC 2396's segments can (param)
    expect(percentEncode('a;b', 'path', 'rfc1808')).toBe('a%3Bb');
    expect(percentEncode('a;b', 'path', 'rfc2396')).toBe('a;b');
    // "*" and "'" are unreserved (mark / extra) in the older editions and sub-delims in RFC 3986: all keep them
    expect(percentEncode("*'", 'segment', 'rfc3986')).toBe("*'");
    // "+" is reserved in RFC 2396's query, safe in RFC 1738's, a sub-delim in RFC 3986
    expect(percentEncode('a+b', 'query', 'rfc2396')).toBe('a+b');
    // "[" and "]": gen-delims (3986), unwise (2396), national (1738/1808) — encoded everywhere
    for (const e of EDITIONS) expect(percentEncode('[x]', 'query', e)).toBe('%5Bx%5D');
  });
});

describe('percentEncode: UTF-8', () => {
  it.each([
    // RFC 3986 §2.5: "the character A would be represented as "A", the character LATIN CAPITAL LETTER A
    // WITH GRAVE would be represented as "%C3%80", and the character KATAKANA LETTER A … as "%E3%82%A2""
    ['A', 'A'],
    ['\u00C0', '%C3%80'],
    ['\u30A2', '%E3%82%A2'],
    // RFC 3986 §2.1: "%20" is the percent-encoding for SP
    [' ', '%20'],
    // "%" is data: always encoded (§2.4)
    ['%41', '%2541'],
    // a character outside the BMP (RFC 3987 §3.1's Old Italic example)
    ['\u{10300}', '%F0%90%8C%80'],
  ])('%j → %s', (text, expected) => {
    expect(percentEncode(text, 'segment', 'rfc3986')).toBe(expected);
  });

  it('a lone surrogate has no UTF-8 form: PercentEncodingError with its offset', () => {
    try {
      percentEncode('ab\uD800c', 'path');
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(PercentEncodingError);
      expect((e as PercentEncodingError).kind).toBe('lone-surrogate');
      expect((e as PercentEncodingError).offset).toBe(2);
    }
  });

  it('an older edition\'s hostname cannot hold what it cannot spell', () => {
    try {
      percentEncode('ex ample', 'host', 'rfc2396');
      throw new Error('no error');
    } catch (e) {
      expect((e as PercentEncodingError).kind).toBe('unrepresentable');
      expect((e as PercentEncodingError).offset).toBe(2);
      expect((e as Error).message).toMatch(/RFC 2396 §3\.2\.2/);
    }
    expect(percentEncode('例え', 'host', 'rfc3986')).toBe('%E4%BE%8B%E3%81%88');
  });

  it('rejects bad arguments', () => {
    expect(() => percentEncode(1 as unknown as string, 'path')).toThrow(TypeError);
    expect(() => percentEncode('a', 'scheme' as Component)).toThrow(RangeError);
    expect(() => percentEncode('a', 'path', 'rfc822' as EditionName)).toThrow(RangeError);
  });
});

describe('percentDecode', () => {
  it.each([
    ['', ''],
    ['plain', 'plain'],
    ['a%20b', 'a b'],
    ['%7e%7E', '~~'],
    ['a+b', 'a+b'], // "+" is not a space here (see parseQuery's plus option)
    ['%2F%3F%23%25', '/?#%'],
    ['%C3%80%E3%82%A2', '\u00C0\u30A2'],
    ['%F0%90%8C%80', '\u{10300}'],
    ['%e5%bc%95%e3%81%8d', '引き'],
    ['例%41', '例A'], // characters that are not triplets pass through
    ['%EF%BF%BD', '\uFFFD'], // an encoded U+FFFD is a character like any other
  ])('%j → %j', (text, expected) => {
    expect(percentDecode(text)).toBe(expected);
  });

  it.each([
    // [input, kind, offset]
    ['%', 'malformed-escape', 0],
    ['ab%', 'malformed-escape', 2],
    ['%4', 'malformed-escape', 0],
    ['%4g', 'malformed-escape', 0],
    ['%%41', 'malformed-escape', 0],
    ['%41%', 'malformed-escape', 3],
    ['%41%zz', 'malformed-escape', 3],
    // RFC 3629 §4: no continuation without a lead, no overlong forms, no surrogates, nothing past U+10FFFF
    ['%80', 'invalid-utf8', 0],
    ['a%C3', 'invalid-utf8', 1], // truncated
    ['%C3x', 'invalid-utf8', 0], // a continuation must be an escaped octet
    ['%C3%28', 'invalid-utf8', 0],
    ['%C0%AF', 'invalid-utf8', 0], // overlong "/"
    ['%E0%80%AF', 'invalid-utf8', 0], // overlong "/"
    ['%ED%A0%80', 'invalid-utf8', 0], // U+D800
    ['%F4%90%80%80', 'invalid-utf8', 0], // U+110000
    ['%F5%80%80%80', 'invalid-utf8', 0],
    ['%FF', 'invalid-utf8', 0],
    ['ok%41%E2%82', 'invalid-utf8', 5],
    ['%C3%A9%A9', 'invalid-utf8', 6],
  ])('%j is a PercentEncodingError %s at %d', (text, kind, offset) => {
    try {
      percentDecode(text);
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(PercentEncodingError);
      expect((e as PercentEncodingError).kind).toBe(kind);
      expect((e as PercentEncodingError).offset).toBe(offset);
      expect((e as PercentEncodingError).input).toBe(text);
    }
  });

  it('rejects a non-string', () => {
    expect(() => percentDecode(undefined as unknown as string)).toThrow(TypeError);
  });
});

describe('properties', () => {
  it('percentDecode(percentEncode(s)) === s for every edition and component (hosts: rfc3986; RFC 1630 userinfo: none)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...EDITIONS), fc.constantFrom(...COMPONENTS), (s, edition, component) => {
        if (component === 'host' && edition !== 'rfc3986' && edition !== 'rfc1630') return;
        if (component === 'userinfo' && edition === 'rfc1630') return; // alphanum2 only: nothing escapes
        expect(percentDecode(percentEncode(s, component, edition))).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('what percentEncode produces is the component under the edition\'s grammar', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(text, text, text, (p, q, f) => {
        const path = '/' + percentEncode(p, 'path', 'rfc3986');
        const query = percentEncode(q, 'query', 'rfc3986');
        const fragment = percentEncode(f, 'fragment', 'rfc3986');
        const r = parse(`http://h${path}?${query}#${fragment}`);
        expect(r.ok && [r.uri.path, r.uri.query, r.uri.fragment]).toEqual([path, query, fragment]);
        for (const edition of ['rfc2396', 'rfc1808'] as const) {
          const path2 = '/' + percentEncode(p, 'path', edition);
          const query2 = percentEncode(q, 'query', edition);
          const r2 = parse(`http://h${path2}?${query2}`, edition);
          expect(r2.ok).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('strict UTF-8 agrees with TextDecoder({ fatal: true }) on random octets', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 8 }), (bytes) => {
        const encoded = Array.from(bytes, (b) => '%' + b.toString(16).padStart(2, '0')).join('');
        let expected: string | undefined;
        try {
          expected = decoder.decode(bytes);
        } catch {
          expected = undefined;
        }
        if (expected === undefined) expect(() => percentDecode(encoded)).toThrow(PercentEncodingError);
        else expect(percentDecode(encoded)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
    // and sequence by sequence, over every lead octet and a grid of continuation octets
    for (let b0 = 0; b0 < 256; b0++) {
      for (const b1 of [0x00, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0]) {
        const bytes = [b0, b1, 0x80, 0x80];
        const len = utf8SequenceLength(bytes, 0);
        let ok: number;
        try {
          decoder.decode(new Uint8Array(bytes.slice(0, len || 1)));
          ok = len;
        } catch {
          ok = 0;
        }
        expect(len).toBe(ok);
      }
    }
  });
});

describe('cost', () => {
  // Generous bounds: they tell linear from quadratic (which would take hours on these sizes), not fast from slow.
  it('encodes and decodes 10 MB in linear time, without deep recursion', () => {
    const big = 'abcdefgh\u00e9 '.repeat(1_000_000); // 10 M characters, 2 M of them encoded
    let t0 = performance.now();
    const enc = percentEncode(big, 'path');
    expect(enc.length).toBe(17_000_000); // "abcdefgh%C3%A9%20"
    expect(performance.now() - t0).toBeLessThan(20_000);
    t0 = performance.now();
    expect(percentDecode(enc)).toBe(big);
    expect(percentDecode('%41'.repeat(3_500_000))).toBe('A'.repeat(3_500_000));
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
