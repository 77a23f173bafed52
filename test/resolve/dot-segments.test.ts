/**
 * The dot-segment routines: RFC 3986 §5.2.4 remove_dot_segments, and the step-6 rewrites of RFC 1808
 * §4 / RFC 2396 §5.2. Each is checked against its RFC's worked examples and against a deliberately
 * literal (slow, string-copying) transcription of its RFC text on generated paths.
 */
import fc from 'fast-check';
import { removeDotSegments } from '../../src/resolve/remove-dot-segments';
import { rewriteRelativePath } from '../../src/resolve/relative-path-rewrite';

/** RFC 3986 §5.2.4 with two string buffers, word for word. */
function literalRemoveDotSegments(path: string): string {
  let input = path;
  let output = '';
  while (input !== '') {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = '/' + input.slice(3);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../') || input === '/..') {
      input = '/' + input.slice(input === '/..' ? 3 : 4);
      const last = output.lastIndexOf('/');
      output = last < 0 ? '' : output.slice(0, last);
    } else if (input === '.' || input === '..') input = '';
    else {
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const end = next < 0 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

/**
 * RFC 2396 §5.2 step 6 c)–f) (= RFC 1808 §4 step 6 a)–d)) as string pattern matches, each applied
 * to the leftmost occurrence until none remains. A complete segment starts at the beginning of the
 * buffer or after a "/"; the "/" that begins a rooted path is not preceded by a segment.
 */
function literalRewrite(buffer: string): string {
  const segmentStart = (b: string, i: number) => (i === 0 ? !b.startsWith('/') : b[i - 1] === '/');
  // c) All occurrences of "./", where "." is a complete path segment, are removed.
  for (let found = true; found; ) {
    found = false;
    for (let i = 0; i + 1 < buffer.length; i++) {
      if (buffer.startsWith('./', i) && (i === 0 || buffer[i - 1] === '/')) {
        buffer = buffer.slice(0, i) + buffer.slice(i + 2);
        found = true;
        break;
      }
    }
  }
  // d) If the buffer string ends with "." as a complete path segment, that "." is removed.
  if (buffer === '.' || buffer.endsWith('/.')) buffer = buffer.slice(0, -1);
  // e) All occurrences of "<segment>/../", <segment> complete and not "..", removed leftmost first.
  for (let found = true; found; ) {
    found = false;
    for (let i = 0; i < buffer.length; i++) {
      if (!segmentStart(buffer, i)) continue;
      const end = buffer.indexOf('/', i);
      if (end < 0) break;
      if (buffer.slice(i, end) !== '..' && buffer.startsWith('../', end + 1)) {
        buffer = buffer.slice(0, i) + buffer.slice(end + 4);
        found = true;
        break;
      }
    }
  }
  // f) If the buffer string ends with "<segment>/..", <segment> complete and not "..", it is removed.
  if (buffer.endsWith('/..')) {
    const slash = buffer.length - 3;
    const start = buffer.lastIndexOf('/', slash - 1) + 1;
    if (slash > 0 && segmentStart(buffer, start) && buffer.slice(start, slash) !== '..') buffer = buffer.slice(0, start);
  }
  return buffer;
}

const segment = fc.constantFrom('a', 'b', '.', '..', '', '...', '.a', 'a.', 'c;x=1', '..;p', '%2E');
const path = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 9 }))
  .map(([rooted, segments]) => (rooted ? '/' : '') + segments.join('/'));

describe('RFC 3986 §5.2.4 remove_dot_segments', () => {
  it('gives the two worked examples of §5.2.4', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });

  it.each([
    // A. a prefix of "../" or "./" is removed
    ['../a', 'a'],
    ['./a', 'a'],
    ['.././a', 'a'],
    // B. "/./" or "/." (a complete segment) becomes "/"
    ['/./a', '/a'],
    ['/a/.', '/a/'],
    ['/a/.b', '/a/.b'],
    ['/a/./', '/a/'],
    // C. "/../" or "/.." becomes "/" and the last output segment goes
    ['/a/b/../c', '/a/c'],
    ['/a/b/..', '/a/'],
    ['/..', '/'],
    ['/../a', '/a'],
    ['/a/..b', '/a/..b'],
    ['/a//../b', '/a/b'],
    ['a/../b', '/b'], // the output "a" had no "/" before it; the input's "/" stays
    // D. "." or ".." alone is removed
    ['.', ''],
    ['..', ''],
    // E. anything else moves one segment
    ['', ''],
    ['/', '/'],
    ['//', '//'],
    ['a/b', 'a/b'],
    ['/a%2E/%2E%2E', '/a%2E/%2E%2E'],
    ['/.../g', '/.../g'],
  ])('%j → %j', (input, output) => {
    expect(removeDotSegments(input)).toBe(output);
    expect(literalRemoveDotSegments(input)).toBe(output);
  });

  it('agrees with the literal two-buffer transcription on generated paths', () => {
    fc.assert(fc.property(path, (p) => removeDotSegments(p) === literalRemoveDotSegments(p)), { numRuns: 5000 });
  });

  // a generous bound: a quadratic routine would take hours on these 3 million segments
  it('is linear: 10 MB of segments and dot-segments', () => {
    const big = '/a/./b/..'.repeat(1_200_000) + '/end';
    const started = Date.now();
    expect(removeDotSegments(big)).toBe('/a'.repeat(1_200_000) + '/end');
    expect(removeDotSegments('/..'.repeat(3_500_000))).toBe('/');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('RFC 1808 §4 step 6 a)–d) / RFC 2396 §5.2 step 6 c)–f)', () => {
  it.each([
    // the merged buffers of the RFC 2396 Appendix C / RFC 1808 §5 rows that reach step 6
    ['/b/c/g', '/b/c/g'],
    ['/b/c/./g', '/b/c/g'],
    ['/b/c/.', '/b/c/'],
    ['/b/c/./', '/b/c/'],
    ['/b/c/..', '/b/'],
    ['/b/c/../', '/b/'],
    ['/b/c/../g', '/b/g'],
    ['/b/c/../..', '/'],
    ['/b/c/../../', '/'],
    ['/b/c/../../g', '/g'],
    ['/b/c/../../../g', '/../g'],
    ['/b/c/../../../../g', '/../../g'],
    ['/b/c/./../g', '/b/g'],
    ['/b/c/./g/.', '/b/c/g/'],
    ['/b/c/g/./h', '/b/c/g/h'],
    ['/b/c/g/../h', '/b/c/h'],
    ['/b/c/g;x=1/./y', '/b/c/g;x=1/y'],
    ['/b/c/g;x=1/../y', '/b/c/y'],
    ['/b/c/g.', '/b/c/g.'],
    ['/b/c/..g', '/b/c/..g'],
    // the root is not a segment; ".." never cancels ".."
    ['/..', '/..'],
    ['/../g', '/../g'],
    ['/../..', '/../..'],
    ['a/..', ''],
    ['a/../', ''],
    ['../a', '../a'],
    ['.', ''],
    ['./', ''],
    // an empty segment is a segment
    ['/b//../g', '/b/g'],
    ['/b//..', '/b/'],
    // read as text: once "a/../" is removed the buffer begins with "/", its root
    ['a/..//../g', '/../g'],
    ['.//../g', '/../g'],
  ])('%j → %j', (input, output) => {
    expect(rewriteRelativePath(input)).toBe(output);
    expect(literalRewrite(input)).toBe(output);
  });

  it('agrees with the literal leftmost-pattern transcription on generated paths', () => {
    fc.assert(fc.property(path, (p) => rewriteRelativePath(p) === literalRewrite(p)), { numRuns: 5000 });
  });

  // a generous bound: a quadratic routine would take hours on these 3 million segments
  it('is linear: 10 MB of segments and dot-segments', () => {
    const started = Date.now();
    expect(rewriteRelativePath('/a/./b/..'.repeat(1_200_000) + '/end')).toBe('/a'.repeat(1_200_000) + '/end');
    expect(rewriteRelativePath('/a'.repeat(1_000_000) + '/..'.repeat(2_000_000) + '/g')).toBe('/..'.repeat(1_000_000) + '/g');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
