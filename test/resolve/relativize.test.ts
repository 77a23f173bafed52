/**
 * relativize(): the shortest reference that resolves back to the target under the edition. Checked
 * on examples, by round trip over the RFC tables and over generated base/target pairs (fast-check),
 * and for minimality against the reference a target was generated from and against every short
 * reference (brute force).
 */
import fc from 'fast-check';
import { UriSyntaxError, relativize, resolve } from '../../src/index';
import type { EditionName } from '../../src/index';
import { ALGORITHMS } from '../../src/resolve/resolve';
import type { RelativeEdition } from '../../src/resolve/resolve';
import { RFC1808_BASE, RFC1808_EXAMPLES } from '../fixtures/resolve/rfc1808';
import { RFC2396_BASE, RFC2396_EXAMPLES } from '../fixtures/resolve/rfc2396';
import { RFC3986_BASE, RFC3986_EXAMPLES } from '../fixtures/resolve/rfc3986';

const BASE = 'http://a/b/c/d;p?q';
const EDITIONS: RelativeEdition[] = ['rfc1808', 'rfc2396', 'rfc3986'];

describe('examples', () => {
  it.each([
    // target, rfc1808, rfc2396, rfc3986
    ['http://a/b/c/g', 'g', 'g', 'g'],
    ['http://a/b/g', '../g', '../g', '../g'],
    ['http://a/g', '/g', '/g', '/g'],
    ['http://a/b/c/', '.', '.', '.'],
    ['http://a/b/', '..', '..', '..'],
    ['http://a/b/c/g?y#s', 'g?y#s', 'g?y#s', 'g?y#s'],
    ['http://a/b/c/a:b', './a:b', './a:b', './a:b'],
    ['http://a/b/c/d;p?y', '?y', 'd;p?y', '?y'], // 2396 resolves "?y" against the directory
    ['http://a/b/c/?y', '.?y', '?y', '.?y'],
    ['http://a/b/c/d;p?q#s', '#s', '#s', '#s'],
    ['http://a/b/c/d;p?q', '', '', ''],
    ['http://a/b/c/d;x', ';x', 'd;x', 'd;x'], // 1808 inherits the path for ";x"
    ['http://a/b/c/d', 'd', 'd', 'd'],
    ['http://g/h', '//g/h', '//g/h', '//g/h'],
    ['http://a/./g', '/./g', '/./g', 'http://a/./g'], // no 3986 reference resolves to a dot segment
    ['http://a/../g', '/../g', '/../g', 'http://a/../g'],
    ['http://a/b/c/d;p', ';p', 'd;p', 'd;p'], // 1808: a non-empty ";p" keeps the path, not the query
    ['http://a/b/c/d;p?q', '', '', ''],
    ['ftp://a/b/c/g', 'ftp://a/b/c/g', 'ftp://a/b/c/g', 'ftp://a/b/c/g'],
    ['HTTP://a/b/c/g', 'HTTP://a/b/c/g', 'HTTP://a/b/c/g', 'HTTP://a/b/c/g'],
    ['http:g', 'http:g', 'http:g', 'http:g'],
  ])('%s: %j (1808), %j (2396), %j (3986)', (target, r1808, r2396, r3986) => {
    expect(relativize(BASE, target, 'rfc1808')).toBe(r1808);
    expect(relativize(BASE, target, 'rfc2396')).toBe(r2396);
    expect(relativize(BASE, target, 'rfc3986')).toBe(r3986);
    expect(relativize(BASE, target)).toBe(r3986);
  });

  it('keeps a path that starts with "//" from reading as an authority', () => {
    expect(relativize('foo:/a/b', 'foo:/.//x', 'rfc2396')).toBe('/.//x');
    expect(resolve('http://a/b/c', '/.//x')).toBe('http://a//x');
    expect(relativize('http://a/b/c', 'http://a//x', 'rfc3986')).toBe('..//x'); // as short as "/.//x"
  });

  it('uses what the algorithm does, defects included', () => {
    // RFC 1808/2396 write a relative path straight after the authority of a base with no path
    expect(relativize('http://a', 'http://az', 'rfc2396')).toBe('z');
    expect(relativize('http://a', 'http://az', 'rfc3986')).toBe('//az');
    // RFC 1808's net_loc runs to the next "/": ";x" against "http://a" gives net_loc "a;x"
    expect(relativize('http://a', 'http://a;x', 'rfc1808')).toBe(';x');
    // RFC 1808 §2.4.1 reads an empty fragment as none, and an empty reference keeps the base's
    expect(relativize('http://a/b;p?q#f', 'http://a/b;p?q', 'rfc1808')).toBe('#');
    expect(relativize('http://a/b;p?q#f', 'http://a/b;p?q', 'rfc3986')).toBe('');
    // a merged path that starts with "//" would read as an authority once recomposed: resolve()
    // writes it after "/.", so "g" no longer leads to the host "g" — the network path does
    expect(resolve('http:/.//a', 'g', 'rfc3986')).toBe('http:/.//g');
    expect(resolve('http:/.//a', 'g', 'rfc3986', { unsafeRecomposition: true })).toBe('http://g');
    expect(relativize('http:/.//a', 'http://g', 'rfc3986')).toBe('//g');
    expect(relativize('http:/.//a', 'http:/.//g', 'rfc3986')).toBe('g');
  });

  it('errors: the target and the base must be absolute; rfc1738 has no relative URLs', () => {
    expect(() => relativize(BASE, '/g')).toThrow(UriSyntaxError);
    expect(() => relativize('/b', 'http://a/g')).toThrow(UriSyntaxError);
    expect(() => relativize(BASE, 'http://a/g', 'rfc1738')).toThrow(/Relative links are not described/);
    expect(() => relativize(BASE, 1 as unknown as string)).toThrow(TypeError);
    expect(() => relativize(BASE, 'http://a/g', 'x' as EditionName)).toThrow(RangeError);
  });
});

describe.each(EDITIONS)('%s: large inputs', (edition) => {
  it('stays linear on 6 MB bases and targets', () => {
    const deep = 'http://a/' + 'b/'.repeat(3_000_000);
    const started = Date.now();
    expect(relativize(deep + 'c', deep + 'd?q', edition)).toBe('d?q');
    expect(relativize(deep + 'c', 'http://a/x', edition)).toBe('/x');
    expect(relativize(deep + 'c', 'http://b/' + 'x'.repeat(6_000_000), edition)).toBe('//b/' + 'x'.repeat(6_000_000));
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe.each([
  ['rfc1808', RFC1808_BASE, RFC1808_EXAMPLES],
  ['rfc2396', RFC2396_BASE, RFC2396_EXAMPLES],
  ['rfc3986', RFC3986_BASE, RFC3986_EXAMPLES],
] as const)('%s: round trip over the RFC table', (edition, base, rows) => {
  it.each(rows.filter((r) => r.strict !== false).map((r) => [r.reference, r.target] as const))(
    '%j → %s → back, no longer than the RFC reference',
    (reference, target) => {
      const rel = relativize(base, target, edition);
      expect(resolve(base, rel, edition)).toBe(target);
      expect(rel.length).toBeLessThanOrEqual(reference.length);
    },
  );
});

// ------------------------------------------------------------------------------------------------
// generated pairs

const segment = fc.constantFrom('a', 'b', 'c', '..', '.', '', 'x:y', 's;p', 's;p=1', '%2E');
const absolute = fc
  .record({
    scheme: fc.constantFrom('http', 'ftp'),
    authority: fc.option(fc.constantFrom('a', 'b', '', 'u@a:1'), { nil: undefined }),
    rooted: fc.boolean(),
    segments: fc.array(segment, { maxLength: 4 }),
    query: fc.option(fc.constantFrom('q', '', 'a=b/c', 'y'), { nil: undefined }),
    fragment: fc.option(fc.constantFrom('f', '', 's/./x'), { nil: undefined }),
  })
  .map(({ scheme, authority, rooted, segments, query, fragment }) => {
    const joined = segments.join('/');
    const path = rooted || (authority !== undefined && segments.length > 0) ? '/' + joined : joined;
    return (
      scheme +
      ':' +
      (authority !== undefined ? '//' + authority : '') +
      (authority === undefined && path.startsWith('//') ? '/.' : '') +
      path +
      (query !== undefined ? '?' + query : '') +
      (fragment !== undefined ? '#' + fragment : '')
    );
  });
const reference = fc
  .array(fc.constantFrom('g', 'a', '..', '.', '/', '../', './', '?y', '#s', ';x', 'x:', '//', 'b/', 'http:', '?', '#'), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

describe.each(EDITIONS)('%s: generated base/target pairs', (edition) => {
  it('a target resolved from a reference: relativize resolves back, and is no longer than that reference', () => {
    fc.assert(
      fc.property(absolute, reference, (base, ref) => {
        const target = resolve(base, ref, edition);
        if (ALGORITHMS[edition].split(target).scheme === undefined) return; // the reference gave no absolute target
        const rel = relativize(base, target, edition);
        expect(resolve(base, rel, edition)).toBe(target);
        expect(rel.length).toBeLessThanOrEqual(ref.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('any target: relativize resolves back, or is the target itself', () => {
    fc.assert(
      fc.property(absolute, absolute, (base, target) => {
        const rel = relativize(base, target, edition);
        if (rel === target) {
          // the target itself: it resolves to itself except under 3986 with dot segments in its path
          if (edition !== 'rfc3986') expect(resolve(base, rel, edition)).toBe(target);
        } else {
          expect(rel.length).toBeLessThan(target.length);
          expect(resolve(base, rel, edition)).toBe(target);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('no shorter reference exists (every reference of up to 3 characters tried)', () => {
    const alphabet = ['a', 'b', 'c', 'g', '.', '/', '?', '#', ';', ':', 'q', 'y', 'f', 's', 'p'];
    const short: string[] = [''];
    for (let length = 1, layer = ['']; length <= 3; length++) {
      layer = layer.flatMap((prefix) => alphabet.map((c) => prefix + c));
      short.push(...layer);
    }
    fc.assert(
      fc.property(absolute, reference, (base, ref) => {
        const target = resolve(base, ref, edition);
        if (ALGORITHMS[edition].split(target).scheme === undefined) return;
        const rel = relativize(base, target, edition);
        const shorter = short.find((c) => c.length < rel.length && resolve(base, c, edition) === target);
        expect({ base, target, shortest: shorter ?? rel }).toEqual({ base, target, shortest: rel });
      }),
      { numRuns: 300 },
    );
  });
});
