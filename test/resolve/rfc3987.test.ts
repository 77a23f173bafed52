/**
 * Resolution under rfc3987. RFC 3987 §6.5: "the algorithms of [RFC3986] can be applied directly,
 * treating the characters additionally allowed in IRI references in the same way that unreserved
 * characters are in URI references" — so RFC 3986 §5.4's table holds with non-ASCII characters
 * written in place of its letters; validation reads the IRI grammar; relativize() inverts it.
 */
import fc from 'fast-check';
import { UriSyntaxError, relativize, resolve, resolveAll } from '../../src/index';
import { RFC3986_BASE, RFC3986_EXAMPLES } from '../fixtures/resolve/rfc3986';
import { budget } from '../support/config';

/**
 * Each letter of RFC 3986 §5.4's table after the scheme (a scheme is ASCII in an IRI too) replaced by
 * a non-ASCII ucschar: Latin-1, Greek, CJK, and characters beyond U+FFFF (surrogate pairs in the
 * string, one character to the algorithm).
 */
const LETTERS: Readonly<Record<string, string>> = {
  a: '\u00E1', // host
  b: '\u03B2',
  c: '\u4F8B',
  d: '\u{10300}',
  g: '\u00DF\u{1F600}',
  h: '\u0127',
  p: '\u5B50',
  q: '\u00FC',
  s: '\u{20000}',
  x: '\u00E9',
  y: '\u00FF',
};
function iri(reference: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(reference)?.[0] ?? '';
  return scheme + reference.slice(scheme.length).replace(/[a-z]/g, (c) => LETTERS[c] ?? c);
}

describe('RFC 3986 §5.4 on IRIs (§6.5)', () => {
  const base = iri(RFC3986_BASE);
  it('the base is an IRI of non-ASCII characters', () => {
    expect(base).toBe('http://\u00E1/\u03B2/\u4F8B/\u{10300};\u5B50?\u00FC');
  });
  const label = (r: (typeof RFC3986_EXAMPLES)[number]) => `§${r.section} line ${r.line}: ${iri(r.reference)} = ${iri(r.target)}${r.strict === false ? ' (strict: false)' : ''}`;
  it.each(RFC3986_EXAMPLES.map((r) => [label(r), r] as const))('%s', (_label, row) => {
    const options = { strict: row.strict ?? true };
    expect(resolve(base, iri(row.reference), 'rfc3987', options)).toBe(iri(row.target));
    // the same as RFC 3986's algorithm gives on the same strings
    expect(resolve(base, iri(row.reference), 'rfc3986', options)).toBe(iri(row.target));
    expect(resolve(RFC3986_BASE, row.reference, 'rfc3987', options)).toBe(row.target);
  });
  it.each(RFC3986_EXAMPLES.filter((r) => r.strict !== false).map((r) => [label(r), r] as const))('resolveAll agrees: %s', (_label, row) => {
    const all = resolveAll(base, iri(row.reference));
    const own = all.rfc3987;
    expect(own.ok && own.target).toBe(iri(row.target));
    // derivable from the IRI grammar: no warning from it
    expect(own.ok && own.warnings.filter((w) => w.code.endsWith('not-derivable'))).toEqual([]);
  });
});

describe('IRI-specific cases', () => {
  it.each([
    // dot segments beside non-ASCII segments, astral characters, iprivate in the query
    ['http://\u4F8B\u5B50.\u5377/\u00E9/\u00E8/x', '../\u{10300}/./\u00EA?\uE000#\u00E9', 'http://\u4F8B\u5B50.\u5377/\u00E9/\u{10300}/\u00EA?\uE000#\u00E9'],
    ['http://h/\u00E9/', './\u00E9:x', 'http://h/\u00E9/\u00E9:x'], // ipath-noscheme: a first segment with ":" is written after "./"
    ['foo:\u00E9/\u00E8', '\u00EA', 'foo:\u00E9/\u00EA'],
    ['http://h/a', '//\u4F8B\u5B50/\u00E9', 'http://\u4F8B\u5B50/\u00E9'],
    // percent-encodings are characters to the algorithm: "%2E%2E" is not ".." (RFC 3986 §5.2.4 reads the path as written)
    ['http://h/a/b', '%2E%2E/\u00E9', 'http://h/a/%2E%2E/\u00E9'],
  ])('%s + %s = %s', (base, reference, target) => {
    expect(resolve(base, reference, 'rfc3987')).toBe(target);
    expect(resolve(base, reference, 'rfc3987', { validate: true })).toBe(target);
  });
});

describe('validate: true reads the IRI grammar', () => {
  it('accepts IRIs, which rfc3986 rejects', () => {
    expect(resolve('http://\u00E9/', 'ros\u00E9', 'rfc3987', { validate: true })).toBe('http://\u00E9/ros\u00E9');
    expect(() => resolve('http://\u00E9/', 'ros\u00E9', 'rfc3986', { validate: true })).toThrow(UriSyntaxError);
  });

  it.each([
    // [base, reference, which, offset, rule]
    ['http://h/', 'a b', 'reference', 1, 'isegment-nz-nc'],
    ['http://h/', '\uE000', 'reference', 0, 'IRI-reference'], // iprivate only in iquery (§2.2)
    ['http://h/', 'x\uD800', 'reference', 1, 'isegment-nz-nc'], // a lone surrogate is no character
    ['http://h/\uE000', 'g', 'base', 9, 'ipath-abempty'],
  ])('%j + %j: the %s is not derivable, at %d in %s (RFC 3987 §2.2)', (base, reference, which, offset, rule) => {
    try {
      resolve(base, reference, 'rfc3987', { validate: true });
      throw new Error('no error');
    } catch (e) {
      expect(e).toBeInstanceOf(UriSyntaxError);
      const error = e as UriSyntaxError;
      expect([error.edition, error.offset, error.rule]).toEqual(['rfc3987', offset, rule]);
      expect(error.message).toContain(which);
      expect(error.input).toBe(which === 'base' ? base : reference);
    }
    // without validation the algorithm resolves it as it splits it
    expect(typeof resolve(base, reference, 'rfc3987')).toBe('string');
  });

  it('a relative base is not an IRI (§2.2 IRI, RFC 3986 §5.1)', () => {
    expect(() => resolve('//\u00E9/a', 'b', 'rfc3987', { validate: true })).toThrow(UriSyntaxError);
    expect(() => resolve('//\u00E9/a', 'b', 'rfc3987')).toThrow(UriSyntaxError);
  });
});

describe('resolveAll: the rfc3987 entry', () => {
  it('has a target and the IRI grammar\'s verdicts as warnings', () => {
    const all = resolveAll('http://\u00E9/a/b', '../\u00E8');
    expect(all.rfc3987).toEqual({ ok: true, target: 'http://\u00E9/\u00E8', warnings: [] });
    // rfc3986 resolves the same way, but neither string is derivable from its grammar
    const uri = all.rfc3986;
    expect(uri.ok && uri.target).toBe('http://\u00E9/\u00E8');
    expect(uri.ok && uri.warnings.map((w) => w.code)).toEqual(['base-not-derivable', 'reference-not-derivable']);
    const bad = resolveAll('http://h/', 'a b').rfc3987;
    expect(bad.ok && bad.warnings.map((w) => [w.code, w.offset, w.rule])).toEqual([['reference-not-derivable', 1, 'isegment-nz-nc']]);
  });
});

describe('relativize() under rfc3987', () => {
  it.each([
    ['http://\u00E1/\u03B2/\u4F8B/\u{10300};\u5B50?\u00FC', 'http://\u00E1/\u03B2/\u4F8B/\u00DF', '\u00DF'],
    ['http://\u00E1/\u03B2/\u4F8B/\u{10300}', 'http://\u00E1/\u03B2/\u00DF', '../\u00DF'],
    ['http://\u00E1/\u03B2/\u4F8B/\u{10300}', 'http://\u00E1/\u4F8B:\u00E9', '/\u4F8B:\u00E9'],
    ['http://\u00E1/\u03B2/\u4F8B/\u{10300}', 'http://\u00E1/\u03B2/\u4F8B/\u00E9:x', './\u00E9:x'], // ipath-noscheme: no ":" in the first segment
    ['http://\u00E1/\u03B2', 'http://\u4F8B\u5B50/\u03B2', '//\u4F8B\u5B50/\u03B2'],
    ['http://\u00E1/\u03B2?\uE000', 'http://\u00E1/\u03B2?\uE000#\u00E9', '#\u00E9'],
  ])('relativize(%s, %s) = %s', (base, target, reference) => {
    expect(relativize(base, target, 'rfc3987')).toBe(reference);
    expect(resolve(base, reference, 'rfc3987', { validate: true })).toBe(target);
  });

  it('resolves back for generated IRIs (a reference from the IRI grammar\'s characters)', () => {
    const segment = fc.constantFrom('\u00E9', '\u4F8B', '\u{10300}', '..', '.', '', 'a', '\u00E9:x', '%C3%A9');
    const base = fc
      .tuple(fc.constantFrom('http://\u00E1', 'http://h', 'x:'), fc.array(segment, { maxLength: 4 }), fc.option(fc.constantFrom('\u00FC', '\uE000')))
      .map(([start, segments, query]) => `${start}/${segments.join('/')}${query === null ? '' : '?' + query}`);
    const reference = fc.array(fc.constantFrom('\u00E9', '..', '.', '/', '../', '?\u00FF', '#\u00E9', '//\u4F8B', '\u{10300}'), { maxLength: 6 }).map((p) => p.join(''));
    fc.assert(
      fc.property(base, reference, (b, ref) => {
        const target = resolve(b, ref, 'rfc3987');
        const rel = relativize(b, target, 'rfc3987');
        expect(resolve(b, rel, 'rfc3987')).toBe(target);
        expect(rel.length).toBeLessThanOrEqual(Math.max(ref.length, target.length));
      }),
      budget(33_000, 1000),
    );
  });
});
