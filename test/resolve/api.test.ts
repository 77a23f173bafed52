/**
 * resolve() and resolveAll(): the splitters each algorithm parses with, the errors (base not
 * absolute, rfc1738, { validate: true }), options, resolveAll's shape and warnings, large inputs.
 */
import { UriSyntaxError, resolve, resolveAll } from '../../src/index';
import type { EditionName } from '../../src/index';
import { EDITION_NAMES } from '../../src/editions/registry';
import { recompose, splitAppendixB } from '../../src/resolve/appendix-b';
import { split1808 } from '../../src/resolve/rfc1808';

const BASE = 'http://a/b/c/d;p?q';
const RELATIVE: EditionName[] = ['rfc1808', 'rfc2396', 'rfc3986'];

function thrown(f: () => unknown): UriSyntaxError {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(UriSyntaxError);
    return error as UriSyntaxError;
  }
  throw new Error('expected a UriSyntaxError');
}

function codes(base: string, reference: string, edition: EditionName, options?: { strict?: boolean }): string[] {
  const r = resolveAll(base, reference, options)[edition];
  if (!r.ok) throw r.error;
  return r.warnings.map((w) => w.code);
}

describe('the splitters', () => {
  it('RFC 2396 / RFC 3986 Appendix B: the worked example', () => {
    expect(splitAppendixB('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toEqual({
      scheme: 'http',
      authority: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      query: undefined,
      fragment: 'Related',
    });
  });
  it('Appendix B: undefined vs empty, and a fragment with a line break kept whole', () => {
    expect(splitAppendixB('?')).toEqual({ path: '', query: '' });
    expect(splitAppendixB('//')).toEqual({ authority: '', path: '' });
    expect(splitAppendixB('#a\nb').fragment).toBe('a\nb');
    for (const s of ['', 'g:h', '//g?y#s', 'a/b;c?d?e#f#g', '1x:y', '#a\nb']) expect(recompose(splitAppendixB(s))).toBe(s);
  });
  it('RFC 1808 §2.4: fragment, then scheme, net_loc, query, params, path', () => {
    expect(split1808('http://a/b/c/d;p?q#f')).toEqual({
      fragment: 'f',
      scheme: 'http',
      authority: 'a',
      query: 'q',
      params: 'p',
      path: '/b/c/d',
    });
    // §2.4.3: the net_loc runs to the next "/", "?" and ";" included
    expect(split1808('//g?y;z/x')).toEqual({ authority: 'g?y;z', path: '/x' });
    // §2.4.5: the params start at the first ";", even in a middle segment
    expect(split1808('/b/c;p=1/d')).toEqual({ path: '/b/c', params: 'p=1/d' });
    // §2.4.2: a colon after a character not allowed in a scheme name makes no scheme
    expect(split1808('a/b:c').scheme).toBeUndefined();
    expect(split1808('./this:that').scheme).toBeUndefined();
    // 1808's scheme may start with a digit (§2.2: scheme = 1*( alpha | digit | "+" | "-" | "." ))
    expect(split1808('1x:y').scheme).toBe('1x');
    // §2.4.1: the fragment is taken first, so a ":" after "#" is no scheme
    expect(split1808('g#s:x')).toEqual({ fragment: 's:x', path: 'g' });
  });
});

describe('resolve()', () => {
  it('defaults to rfc3986, strict', () => {
    expect(resolve(BASE, '?y')).toBe('http://a/b/c/d;p?y');
    expect(resolve(BASE, 'http:g')).toBe('http:g');
  });

  it.each(RELATIVE)('%s: a base without a scheme is an error naming the base', (edition) => {
    for (const base of ['/a/b', 'a/b', '//a/b', '']) {
      const e = thrown(() => resolve(base, 'g', edition));
      expect(e.edition).toBe(edition);
      expect(e.input).toBe(base);
      expect(e.offset).toBe(0);
      expect(e.expected).toEqual(['scheme']);
      expect(e.rule).toMatch(/^absolute/);
      expect(e.section).toBeDefined();
      expect(e.reason).toMatch(edition === 'rfc1808' && base === '' ? /empty.*step 1/ : /is not absolute: it has no scheme/);
    }
  });

  it('rfc1808 §4 step 1: an empty base takes an absolute reference as it is', () => {
    expect(resolve('', 'http://x/y/../z', 'rfc1808')).toBe('http://x/y/../z');
    expect(resolveAll('', 'http://x/y').rfc1808).toMatchObject({ ok: true, target: 'http://x/y' });
  });

  it('rfc1738 has no relative URLs: an error citing RFC 1738 §2.3, even for an absolute reference', () => {
    for (const reference of ['g', 'http://x/']) {
      const e = thrown(() => resolve(BASE, reference, 'rfc1738'));
      expect(e.edition).toBe('rfc1738');
      expect(e.section).toBe('2.3');
      expect(e.reason).toContain('Relative links are not described in this document');
      expect(e.reason).toContain('RFC 1808');
    }
  });

  it('strict: false drops a reference scheme equal to the base scheme (case-insensitively)', () => {
    expect(resolve(BASE, 'HTTP:g', 'rfc3986', { strict: false })).toBe('http://a/b/c/g');
    expect(resolve(BASE, 'HTTP:g', 'rfc2396', { strict: false })).toBe('http://a/b/c/g');
    expect(resolve(BASE, 'ftp:g', 'rfc3986', { strict: false })).toBe('ftp:g');
    // RFC 2396 §5.2 step 3: only for a scheme "known to always use the <hier_part> syntax"
    expect(resolve('mailto:a@b', 'mailto:c@d', 'rfc2396', { strict: false })).toBe('mailto:c@d');
    expect(resolve('mailto:a@b', 'mailto:c@d', 'rfc3986', { strict: false })).toBe('mailto:c@d');
    // RFC 1808 has no backward-compatible reading
    expect(resolve(BASE, 'http:g', 'rfc1808', { strict: false })).toBe('http:g');
  });

  it('resolves what the algorithm splits, derivable or not, unless { validate: true }', () => {
    // RFC 2396 Appendix C resolves "?y" and "http:", which its grammar does not derive
    expect(resolve(BASE, '?y', 'rfc2396')).toBe('http://a/b/c/?y');
    expect(resolve(BASE, 'http:', 'rfc2396')).toBe('http:');
    const e = thrown(() => resolve(BASE, '?y', 'rfc2396', { validate: true }));
    expect(e.edition).toBe('rfc2396');
    expect(e.input).toBe('?y');
    expect(e.reason).toMatch(/^rfc2396: the reference "\?y" is not derivable from URI-reference: /);
    expect(e.rule).toBeDefined();
    expect(e.section).toBeDefined();
    const opaque = thrown(() => resolve(BASE, 'http:', 'rfc2396', { validate: true }));
    expect(opaque.reason).toMatch(/the reference "http:" is not derivable/);
  });

  it.each(RELATIVE)('%s, { validate: true }: names the base when the base is not derivable', (edition) => {
    const e = thrown(() => resolve('http://a/b c', 'g', edition, { validate: true }));
    expect(e.input).toBe('http://a/b c');
    expect(e.offset).toBe(10);
    expect(e.reason).toContain('the base "http://a/b c" is not derivable');
    expect(resolve('http://a/b c', 'g', edition)).toBe('http://a/g');
    expect(resolve(BASE, 'g', edition, { validate: true })).toBe('http://a/b/c/g');
  });

  it('{ validate: true } passes amendments to the grammar', () => {
    expect(() => resolve('http://[::1]/a', 'b', 'rfc2396', { validate: true })).toThrow(UriSyntaxError);
    expect(resolve('http://[::1]/a', 'b', 'rfc2396', { validate: true, amendments: ['rfc2732'] })).toBe('http://[::1]/b');
  });

  it('rejects bad arguments with TypeError / RangeError', () => {
    expect(() => resolve(1 as unknown as string, 'g')).toThrow(TypeError);
    expect(() => resolve(BASE, null as unknown as string)).toThrow(TypeError);
    expect(() => resolve(BASE, 'g', 'rfc9999' as EditionName)).toThrow(RangeError);
    expect(() => resolve(BASE, 'g', 'rfc3986', 'strict' as never)).toThrow(TypeError);
    expect(() => resolve(BASE, 'g', 'rfc3986', { strict: 'no' as unknown as boolean })).toThrow(TypeError);
    expect(() => resolve(BASE, 'g', 'rfc3986', { amendments: ['rfc1234' as never] })).toThrow(RangeError);
  });

  it.each(RELATIVE)('%s: linear on 10 MB references', (edition) => {
    const segments = 'x/./y/../'.repeat(1_100_000);
    const started = Date.now();
    const target = resolve(BASE, segments + 'g?' + 'q'.repeat(100_000) + '#f', edition);
    expect(target).toBe('http://a/b/c/' + 'x/'.repeat(1_100_000) + 'g?' + 'q'.repeat(100_000) + '#f');
    expect(resolve('http://a/' + 'b/'.repeat(3_000_000), '../'.repeat(3_000_000) + 'g', edition)).toBe('http://a/g');
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('resolveAll()', () => {
  it('answers for every edition, rfc1738 with its error', () => {
    const all = resolveAll(BASE, 'g');
    expect(Object.keys(all)).toEqual([...EDITION_NAMES]);
    expect(all.rfc1738.ok).toBe(false);
    if (!all.rfc1738.ok) expect(all.rfc1738.error.section).toBe('2.3');
    for (const edition of RELATIVE) expect(all[edition]).toEqual({ ok: true, target: 'http://a/b/c/g', warnings: [] });
  });

  it('a base without a scheme is an error result, not a throw', () => {
    const all = resolveAll('a/b', 'g');
    for (const edition of EDITION_NAMES) {
      const r = all[edition];
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toBeInstanceOf(UriSyntaxError);
    }
  });

  it("reports the grammar's verdict as a warning (RFC 2396's own Appendix C rows)", () => {
    const y = resolveAll(BASE, '?y');
    expect(y.rfc2396).toMatchObject({ ok: true, target: 'http://a/b/c/?y' });
    if (y.rfc2396.ok) {
      const [w] = y.rfc2396.warnings;
      expect(w.code).toBe('reference-not-derivable');
      expect(w.message).toMatch(/^the reference is not derivable from rfc2396's URI-reference: /);
      expect(w.rule).toBeDefined();
      expect(w.section).toBeDefined();
      expect(w.offset).toBeDefined();
    }
    expect(codes(BASE, '?y', 'rfc3986')).toEqual([]);
    expect(codes(BASE, '?y', 'rfc1808')).toEqual([]);
    expect(codes(BASE, 'http:', 'rfc2396')).toContain('reference-not-derivable');
    expect(codes('http://a/b c', 'g', 'rfc3986')).toEqual(['base-not-derivable']);
  });

  it("carries the algorithm's remarks", () => {
    expect(codes(BASE, '../../../g', 'rfc2396')).toEqual(['dot-segments-retained']);
    expect(codes(BASE, '../../../g', 'rfc1808')).toEqual(['dot-segments-retained']);
    expect(codes(BASE, '../../../g', 'rfc3986')).toEqual([]);
    expect(codes(BASE, '#s', 'rfc2396')).toEqual(['same-document']);
    expect(codes(BASE, 'http:g', 'rfc3986')).toEqual(['same-scheme-reference']);
    expect(codes(BASE, 'http:g', 'rfc3986', { strict: false })).toEqual(['scheme-ignored']);
    expect(codes(BASE, 'http:g', 'rfc1808')).toEqual(['same-scheme-reference']);
    expect(codes(BASE, '?', 'rfc1808')).toEqual([]); // the empty query is replaced by the base's
    expect(codes(BASE, 'g?', 'rfc1808')).toEqual(['empty-component']);
    expect(codes(BASE, '//', 'rfc1808')).toEqual(['empty-net-loc']);
    // "http://a" + "g" is written "http://ag": the host it reads back with is "ag"
    expect(codes('http://a', 'g', 'rfc2396')).toEqual(['empty-base-path', 'authority-changed']);
    expect(codes('http://a', 'g', 'rfc1808')).toEqual(['empty-base-path', 'authority-changed']);
    expect(codes('http://a', 'g', 'rfc3986')).toEqual([]);
  });

  it('applies each amendment to the edition it amends', () => {
    expect(codes('http://[::1]/a', 'b', 'rfc2396')).toEqual(['base-not-derivable']);
    expect(codes('http://[fe80::1%25en0]/a', 'b', 'rfc3986')).toEqual(['base-not-derivable']);
    const all = resolveAll('http://[fe80::1%25en0]/a', 'b', { amendments: ['rfc2732', 'rfc6874'] });
    expect(all.rfc3986).toEqual({ ok: true, target: 'http://[fe80::1%25en0]/b', warnings: [] });
    const v6 = resolveAll('http://[::1]/a', 'b', { amendments: ['rfc2732', 'rfc6874'] });
    expect(v6.rfc2396).toEqual({ ok: true, target: 'http://[::1]/b', warnings: [] });
  });
});
