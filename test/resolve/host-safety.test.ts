/**
 * Resolution never invents a host: by default the target, split again the way its edition splits
 * references, has the authority the algorithm computed — a path that dot-segment removal leaves
 * starting with "//" (no authority) is written after "/.", as WHATWG URL's serializer and
 * normalize() write it — and where RFC 1808/2396 write a relative path straight after an
 * authority (their step 7, RFC 3986 Appendix D.2), a warning says the host changed. The RFCs'
 * literal recomposition stays available as { unsafeRecomposition: true }.
 */
import fc from 'fast-check';
import { relativize, resolve, resolveAll } from '../../src/index';
import type { Warning } from '../../src/index';
import { ALGORITHMS, resolveUnchecked } from '../../src/resolve/resolve';
import type { RelativeEdition } from '../../src/resolve/resolve';
import { budget } from '../support/config';

const RELATIVE: RelativeEdition[] = ['rfc1808', 'rfc2396', 'rfc3986'];

describe('a path that would read as an authority', () => {
  it.each([
    // [base, reference, editions, target]
    ['x:/a/b', '..//evil.example/p', RELATIVE, 'x:/.//evil.example/p'],
    ['file:/var/www/index.html', '../..//attacker.example/share/x', RELATIVE, 'file:/.//attacker.example/share/x'],
    ['http:/a/b', '/.//evil.example/p', ['rfc3986'], 'http:/.//evil.example/p'],
    ['x:/a', './/evil/p', RELATIVE, 'x:/.//evil/p'],
    ['x:/a/b/c', '../..//evil?q#f', RELATIVE, 'x:/.//evil?q#f'],
  ] as [string, string, RelativeEdition[], string][])('%s + %s → %s', (base, reference, editions, target) => {
    for (const edition of editions) {
      expect(resolve(base, reference, edition)).toBe(target);
      // reparsed by the edition: no authority; by WHATWG URL: not the host in the path (WHATWG
      // gives a special scheme's URL a host whatever follows its slashes: "http:/.//e" has host ".")
      expect(ALGORITHMS[edition].split(target).authority).toBeUndefined();
      expect(new URL(target).host).not.toMatch(/evil|attacker/);
      expect(new URL(resolve(base, reference, edition, { unsafeRecomposition: true })).host).toMatch(/evil|attacker/);
      const r = resolveAll(base, reference)[edition];
      expect(r.ok && r.warnings.some((w) => w.code === 'path-guarded')).toBe(true);
    }
  });

  it('is written as the RFCs write it only with { unsafeRecomposition: true }, with a warning', () => {
    const seen: Warning[] = [];
    for (const edition of RELATIVE) {
      expect(resolve('x:/a/b', '..//evil.example/p', edition, { unsafeRecomposition: true, onWarning: (w) => seen.push(w) })).toBe(
        'x://evil.example/p',
      );
    }
    expect(seen.filter((w) => w.code === 'path-read-as-authority')).toHaveLength(3);
    const all = resolveAll('file:/var/www/index.html', '../..//attacker.example/share/x', { unsafeRecomposition: true });
    for (const edition of RELATIVE) {
      const r = all[edition];
      expect(r.ok && r.target).toBe('file://attacker.example/share/x');
      expect(r.ok && r.warnings.map((w) => w.code)).toContain('path-read-as-authority');
    }
  });

  it('rejects an unsafeRecomposition or onWarning of the wrong type', () => {
    expect(() => resolve('x:/a', 'b', 'rfc3986', { unsafeRecomposition: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => resolve('x:/a', 'b', 'rfc3986', { onWarning: 1 as unknown as () => void })).toThrow(TypeError);
  });
});

describe('RFC 1808 and RFC 2396 writing a relative path straight after an authority', () => {
  it('keep the RFC result and say that it reads as another host (resolve() through onWarning, resolveAll() in its warnings)', () => {
    for (const edition of ['rfc1808', 'rfc2396'] as const) {
      const seen: string[] = [];
      expect(resolve('https://trusted.example', '@evil.example/p', edition, { onWarning: (w) => seen.push(w.code) })).toBe(
        'https://trusted.example@evil.example/p',
      );
      expect(seen).toEqual(['empty-base-path', 'authority-changed']);
      const r = resolveAll('https://trusted.example', '@evil.example/p')[edition];
      expect(r.ok && r.warnings.find((w) => w.code === 'authority-changed')?.message).toContain('"trusted.example@evil.example"');
    }
    // RFC 3986 §5.2.3 inserts the "/"
    expect(resolve('https://trusted.example', '@evil.example/p', 'rfc3986')).toBe('https://trusted.example/@evil.example/p');
  });
});

// ---------------------------------------------------------------------------------------------
// The property

const segment = fc.constantFrom('', '.', '..', 'a', 'b', 'evil.example', '@evil', 'x:y');
const path = fc.array(segment, { maxLength: 5 }).map((s) => s.join('/'));
const base = fc
  .tuple(fc.constantFrom('x', 'http', 'file'), fc.option(fc.constantFrom('', 'a', 'trusted.example'), { nil: undefined }), path, fc.boolean())
  .map(([scheme, authority, p, rooted]) => `${scheme}:${authority !== undefined ? `//${authority}` : ''}${rooted || authority !== undefined ? '/' : ''}${p}`);
const reference = fc
  .tuple(
    fc.option(fc.constantFrom('', 'b', 'evil.example'), { nil: undefined }),
    fc.constantFrom('', '/', './', '../', './/', '..//', '/.//', '../..//'),
    path,
    fc.constantFrom('', '?q', '#f', '?q#f'),
  )
  .map(([authority, lead, p, tail]) => `${authority !== undefined ? `//${authority}` : ''}${authority !== undefined && lead !== '' && !lead.startsWith('/') ? '/' : ''}${lead}${p}${tail}`);

describe('the property', () => {
  it("for random bases and references, the target's reparsed authority is the algorithm's (or a warning says otherwise: RFC 1808/2396's defect)", () => {
    fc.assert(
      fc.property(base, reference, (b, r) => {
        for (const edition of RELATIVE) {
          const resolution = resolveUnchecked(edition, b, r);
          const reparsed = ALGORITHMS[edition].split(resolution.target).authority;
          const codes = resolution.notes.map((n) => n.code);
          if ((reparsed ?? '') === (resolution.authority ?? '')) {
            expect(codes).not.toContain('authority-changed');
          } else {
            // only the step-7 defect of RFC 1808/2396 changes the authority, and never silently
            expect(edition).not.toBe('rfc3986');
            expect(codes).toEqual(expect.arrayContaining(['empty-base-path', 'authority-changed']));
          }
        }
      }),
      budget(18, 3000),
    );
  });

  it('relativize() returns a reference that resolves back to the target, with the same authority', () => {
    fc.assert(
      fc.property(base, reference, (b, r) => {
        for (const edition of RELATIVE) {
          const target = resolve(b, r, edition);
          const back = relativize(b, target, edition);
          const again = resolve(b, back, edition);
          expect(again).toBe(target);
          expect(ALGORITHMS[edition].split(again).authority).toBe(ALGORITHMS[edition].split(target).authority);
        }
      }),
      budget(19, 1000),
    );
  });

  it('over a grid of bases and references, no default target has a host the literal recomposition would invent', () => {
    const bases = ['x:/a/b', 'x:/a/b/c', 'file:/var/www/index.html', 'http:/a/b', 'x:a/b', 'x:/', 'mailto:/a'];
    const references = ['..//evil.example/p', '../..//evil.example/p', '/.//evil.example/p', './/evil', './/evil', '../../..//evil', 'a/..//evil'];
    let guarded = 0;
    for (const b of bases) {
      for (const r of references) {
        for (const edition of RELATIVE) {
          const safe = resolve(b, r, edition);
          expect(ALGORITHMS[edition].split(safe).authority).toBeUndefined();
          if (resolve(b, r, edition, { unsafeRecomposition: true }) !== safe) guarded++;
        }
      }
    }
    // the literal recomposition would have given a host to this many (each guarded by default)
    expect(guarded).toBeGreaterThan(40);
  });
});
