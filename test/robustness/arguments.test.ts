/**
 * Bad arguments get a clear error, not a crash or a silent answer: a non-string input is a TypeError
 * naming the function and the type it got; an unknown edition or amendment is a RangeError listing
 * the valid ones — whatever the bad value is (a BigInt, a Symbol, a function, a cyclic object).
 */
import {
  compare,
  equivalent,
  iriToUri,
  normalize,
  parse,
  parseQuery,
  percentDecode,
  percentEncode,
  redact,
  relativize,
  resolve,
  resolveAll,
  rule,
  uriToIri,
} from '../../src/index';

const cyclic: Record<string, unknown> = {};
cyclic.self = cyclic;

/** every kind of non-string value */
const NOT_STRINGS: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['NaN', NaN],
  ['a boolean', true],
  ['a bigint', 10n],
  ['a symbol', Symbol('uri')],
  ['a function', () => 'http://a/'],
  ['an object', { href: 'http://a/' }],
  ['an array', ['http://a/']],
  ['a String object', new String('http://a/')],
  ['a URL object', new URL('http://a/')],
  ['a cyclic object', cyclic],
];

const EDITIONS = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];

/** each entry point that takes a URI string, called with `x` in that place */
const TAKES_STRINGS: [string, (x: unknown) => unknown][] = [
  ['parse', (x) => parse(x as string)],
  ['compare', (x) => compare(x as string)],
  ['resolve', (x) => resolve('http://a/b', x as string)],
  ['resolve', (x) => resolve(x as string, 'g')],
  ['resolveAll', (x) => resolveAll('http://a/b', x as string)],
  ['resolveAll', (x) => resolveAll(x as string, 'g')],
  ['relativize', (x) => relativize('http://a/b', x as string)],
  ['percentEncode', (x) => percentEncode(x as string, 'path')],
  ['percentDecode', (x) => percentDecode(x as string)],
  ['iriToUri', (x) => iriToUri(x as string)],
  ['uriToIri', (x) => uriToIri(x as string)],
  ['parseQuery', (x) => parseQuery(x as string)],
  ['redact', (x) => redact(x as string)],
];

describe('a non-string where a string is expected is a TypeError naming the function', () => {
  const cases = TAKES_STRINGS.flatMap(([fn, call]) => NOT_STRINGS.map(([what, x]) => [fn, what, call, x] as const));
  it.each(cases)('%s(%s)', (fn, _what, call, x) => {
    expect(() => call(x)).toThrow(TypeError);
    expect(() => call(x)).toThrow(new RegExp(`^${fn} expects `));
  });
  it.each(NOT_STRINGS)('normalize(%s) and equivalent(%s) are TypeErrors', (_what, x) => {
    expect(() => normalize(x as string)).toThrow(TypeError);
    expect(() => equivalent(x as string, 'a')).toThrow(TypeError);
    expect(() => equivalent('a', x as string)).toThrow(TypeError);
  });
  it.each(NOT_STRINGS.filter(([, x]) => x !== undefined))('rule(edition, %s) is a TypeError', (_what, x) => {
    expect(() => rule('rfc3986', x as never)).toThrow(TypeError);
  });
});

/** values that are no edition's name */
const NOT_EDITIONS: [string, unknown][] = [
  ['an unknown name', 'rfc9999'],
  ['a name in the wrong case', 'RFC3986'],
  ['the empty string', ''],
  ['an RFC number', 3986],
  ['null', null],
  ['a bigint', 3986n],
  ['a symbol', Symbol('rfc3986')],
  ['a function', () => 'rfc3986'],
  ['an array', ['rfc3986']],
  ['a cyclic object', cyclic],
];

const TAKES_EDITIONS: [string, (e: unknown) => unknown][] = [
  ['parse', (e) => parse('http://a/', e as never)],
  ['rule', (e) => rule(e as never, 'scheme' as never)],
  ['compare', (e) => compare('http://a/', { editions: [e as never] })],
  ['resolve', (e) => resolve('http://a/b', 'g', e as never)],
  ['relativize', (e) => relativize('http://a/b', 'http://a/c', e as never)],
  ['normalize', (e) => normalize('http://a/', e as never)],
  ['equivalent', (e) => equivalent('http://a/', 'http://a/', e as never)],
];

describe('an unknown edition is a RangeError listing the editions', () => {
  const cases = TAKES_EDITIONS.flatMap(([fn, call]) => NOT_EDITIONS.map(([what, e]) => [fn, what, call, e] as const));
  it.each(cases)('%s with %s', (_fn, _what, call, e) => {
    let error: unknown;
    try {
      call(e);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RangeError);
    const message = (error as Error).message;
    expect(message).toMatch(/^unknown edition /);
    for (const name of EDITIONS) expect(message).toContain(name);
    // the bad value is shown as what it is, not as "undefined"
    if (e !== undefined) expect(message).not.toMatch(/^unknown edition undefined/);
  });
});

/** each entry point that takes amendments, given `a` as one */
const TAKES_AMENDMENTS: [string, (a: unknown) => unknown, RegExp][] = [
  ['parse (rfc3986)', (a) => parse('http://a/', 'rfc3986', { amendments: [a as never] }), /rfc6874/],
  ['parse (rfc2396)', (a) => parse('http://a/', 'rfc2396', { amendments: [a as never] }), /rfc2732/],
  ['parse (rfc1808)', (a) => parse('http://a/', 'rfc1808', { amendments: [a as never] }), /none/],
  ['compare', (a) => compare('http://a/', { amendments: [a as never] }), /rfc1738, rfc1808, rfc2396, rfc3986/],
  ['resolve', (a) => resolve('http://a/b', 'g', 'rfc3986', { amendments: [a as never] } as never), /rfc2732, rfc6874/],
];
const NOT_AMENDMENTS: [string, unknown][] = [
  ['an unknown name', 'rfc9999'],
  ['an RFC number', 6874],
  ['a bigint', 6874n],
  ['a symbol', Symbol('rfc6874')],
  ['undefined', undefined],
];

describe('an unknown amendment is a RangeError listing the valid ones', () => {
  const cases = TAKES_AMENDMENTS.flatMap(([fn, call, valid]) => NOT_AMENDMENTS.map(([what, a]) => [fn, what, call, valid, a] as const));
  it.each(cases)('%s with %s', (_fn, _what, call, valid, a) => {
    expect(() => call(a)).toThrow(RangeError);
    expect(() => call(a)).toThrow(valid);
  });
  it('an amendment of another edition is named as such', () => {
    expect(() => parse('http://[::1]/', 'rfc3986', { amendments: ['rfc2732'] })).toThrow(
      /amendment "rfc2732" does not apply to rfc3986; its amendments: rfc6874/,
    );
    expect(() => parse('http://a/', 'rfc2396', { amendments: ['rfc6874'] })).toThrow(/does not apply to rfc2396; its amendments: rfc2732/);
    expect(() => compare('http://a/', { editions: ['rfc1808'], amendments: ['rfc2732'] })).toThrow(/applies to none of the compared editions \(rfc1808\)/);
  });
});

describe('bad options', () => {
  it.each([
    ['a number', 1],
    ['a string', 'rfc6874'],
    ['a bigint', 1n],
    ['a function', () => ({})],
  ])('options that are %s are a TypeError', (_what, options) => {
    expect(() => parse('http://a/', 'rfc3986', options as never)).toThrow(TypeError);
    expect(() => compare('http://a/', options as never)).toThrow(TypeError);
    expect(() => resolve('http://a/b', 'g', 'rfc3986', options as never)).toThrow(TypeError);
    expect(() => resolveAll('http://a/b', 'g', options as never)).toThrow(TypeError);
    expect(() => normalize('http://a/', 'rfc3986', options as never)).toThrow(TypeError);
  });
  it('amendments that are not an array are a TypeError', () => {
    expect(() => parse('http://a/', 'rfc3986', { amendments: 'rfc6874' as never })).toThrow(/options.amendments must be an array/);
    expect(() => compare('http://a/', { amendments: 'rfc6874' as never })).toThrow(/options.amendments must be an array/);
  });
});
