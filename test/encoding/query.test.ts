import fc from 'fast-check';
import { PercentEncodingError, parse, parseQuery } from '../../src/index';

describe('parseQuery', () => {
  it.each<[string, object, [string, string][]]>([
    ['', {}, []],
    ['a=1', {}, [['a', '1']]],
    ['a=1&b=2&a=3', {}, [['a', '1'], ['b', '2'], ['a', '3']]], // ordered, repeated names kept
    // separators: "&" by default; ";" only when asked (HTML 4.01 B.2.2)
    ['a=1;b=2', {}, [['a', '1;b=2']]],
    ['a=1;b=2&c=3', { separators: '&;' }, [['a', '1'], ['b', '2'], ['c', '3']]],
    ['a=1;b=2', { separators: ';' }, [['a', '1'], ['b', '2']]],
    // empty names and values
    ['=1', {}, [['', '1']]],
    ['a=', {}, [['a', '']]],
    ['a', {}, [['a', '']]],
    ['=', {}, [['', '']]],
    ['a==b', {}, [['a', '=b']]], // split at the first "="
    // empty pairs are skipped
    ['&&a=1&&;', { separators: '&;' }, [['a', '1']]],
    ['&', {}, []],
    // percent-decoding (UTF-8), "+" only when asked
    ['q=a+b%2Bc%20d', {}, [['q', 'a+b+c d']]],
    ['q=a+b%2Bc%20d', { plus: true }, [['q', 'a b+c d']]],
    ['%E5%BC%95=%C3%A9', {}, [['引', 'é']]],
    ['a%3Db=c%26d', {}, [['a=b', 'c&d']]], // encoded delimiters are data
    ['q=%41', { decode: false }, [['q', '%41']]],
    ['q=a+b', { plus: true, decode: false }, [['q', 'a b']]],
    // a "?" inside the query is data (RFC 3986 §3.4: query = *( pchar / "/" / "?" ))
    ['?a=1', {}, [['?a', '1']]],
  ])('%j %j', (query, options, expected) => {
    expect(parseQuery(query, options)).toEqual(expected);
  });

  it('never touches prototypes: "__proto__" and friends are plain names', () => {
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    const pairs = parseQuery('__proto__=x&constructor=y&__proto__[polluted]=1&prototype=z&toString=w&hasOwnProperty=v');
    expect(pairs).toEqual([
      ['__proto__', 'x'],
      ['constructor', 'y'],
      ['__proto__[polluted]', '1'],
      ['prototype', 'z'],
      ['toString', 'w'],
      ['hasOwnProperty', 'v'],
    ]);
    expect(Object.getPrototypeOf(pairs)).toBe(Array.prototype);
    for (const pair of pairs) expect(Object.getPrototypeOf(pair)).toBe(Array.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    // and an object built from the pairs the safe way keeps them as own properties
    const map = new Map(pairs);
    expect(map.get('__proto__')).toBe('x');
  });

  it('a malformed escape or invalid UTF-8 is a PercentEncodingError', () => {
    expect(() => parseQuery('a=%')).toThrow(PercentEncodingError);
    expect(() => parseQuery('a=%zz')).toThrow(PercentEncodingError);
    expect(() => parseQuery('a=%C3')).toThrow(PercentEncodingError);
    expect(parseQuery('a=%zz', { decode: false })).toEqual([['a', '%zz']]);
  });

  it('rejects bad arguments', () => {
    expect(() => parseQuery(undefined as unknown as string)).toThrow(TypeError);
    expect(() => parseQuery('a', { separators: '' })).toThrow(TypeError);
    expect(() => parseQuery('a', { separators: '=' })).toThrow(RangeError);
    expect(() => parseQuery('a', { separators: '&%' })).toThrow(RangeError);
    expect(() => parseQuery('a', { separators: '+', plus: true })).toThrow(RangeError);
  });

  it('separators that are regexp syntax are taken literally', () => {
    expect(parseQuery('a=1]b=2^c=3-d=4\\e=5', { separators: ']^-\\' })).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
      ['d', '4'],
      ['e', '5'],
    ]);
  });

  it('reads the query component of a parsed URI', () => {
    const r = parse('http://example.com/search?q=caf%C3%A9&lang=fr;page=2');
    expect(r.ok && parseQuery(r.uri.query ?? '', { separators: '&;' })).toEqual([
      ['q', 'café'],
      ['lang', 'fr'],
      ['page', '2'],
    ]);
  });

  it('round-trips pairs written with encodeURIComponent', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 5 }), (pairs) => {
        const query = pairs.map(([n, v]) => `${encodeURIComponent(n)}=${encodeURIComponent(v)}`).join('&');
        expect(parseQuery(query)).toEqual(pairs);
      }),
      { numRuns: 500 },
    );
  });
});
