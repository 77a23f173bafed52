/**
 * The model of CPython's urllib.parse.urlsplit (src/readers/python.ts) against the cases of
 * CPython's own Lib/test/test_urlparse.py (test/fixtures/peers/cpython-urlsplit.ts, each row naming
 * its test function), for 3.12.8 and 3.12.9; the loop of test_urlsplit_normalization over every
 * character whose compatibility decomposition holds a delimiter; and its spans in the input.
 */
import fc from 'fast-check';
import { pythonUrlsplit } from '../../src/readers/python';
import type { PythonVersion } from '../../src/readers/python';
import { CPYTHON_CASES } from '../fixtures/peers/cpython-urlsplit';

const VERSIONS: PythonVersion[] = ['3.12.8', '3.12.9'];
const none = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

describe.each(VERSIONS)('urlsplit of CPython %s: Lib/test/test_urlparse.py', (version) => {
  const cases = CPYTHON_CASES.filter((c) => c.versions === undefined || c.versions.includes(version));

  it.each(cases.map((c) => [c.test, c.input, c] as const))('%s: %j', (_test, input, c) => {
    const r = pythonUrlsplit(input, version);
    if (c.raises) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/^ValueError: /);
      return;
    }
    if (!r.ok) throw new Error(`raised ${r.error}`);
    if (c.portRaises) expect(r.portError).toMatch(/^ValueError: /);
    else expect(r.portError).toBeUndefined();
    if (c.scheme !== undefined) expect(r.scheme).toBe(c.scheme);
    if (c.netloc !== undefined) expect(none(r.netloc)).toBe(c.netloc);
    if (c.username !== undefined) expect(none(r.username)).toBe(c.username);
    if (c.password !== undefined) expect(none(r.password)).toBe(c.password);
    if (c.hostname !== undefined) expect(none(r.hostname)).toBe(c.hostname);
    if (c.port !== undefined) expect(none(r.port)).toBe(c.port);
  });

  it('holds the 3.12.9-only rows to 3.12.9: 3.12.8 accepts a bracketed host with text around it', () => {
    const only = CPYTHON_CASES.filter((c) => c.versions?.length === 1);
    expect(only.length).toBe(23);
    const accepted = only.filter((c) => pythonUrlsplit(c.input, version).ok);
    if (version === '3.12.9') expect(accepted).toEqual([]);
    // "prefix.[::1]:a" and the like: the port is not checked by urlsplit, only by `.port`
    else expect(accepted.length).toBe(23);
  });
});

describe('test_urlsplit_normalization: every character whose decomposition holds "/", ":", "#", "?" or "@"', () => {
  const denorm: string[] = [];
  for (let cp = 0x80; cp < 0x30000; cp++) {
    if (cp >= 0xd800 && cp < 0xe000) continue;
    const c = String.fromCodePoint(cp);
    const d = c.normalize('NFKD');
    if (d !== c && /[/:#?@]/.test(d)) denorm.push(c);
  }

  it('finds U+2100 and U+FF03 among them (the test\'s sanity check)', () => {
    expect(denorm).toContain('\u2100');
    expect(denorm).toContain('\uff03');
  });

  it.each(['http', 'https', 'ftp'])('raises for each in a %s netloc, before the host and in the userinfo', (scheme) => {
    for (const c of denorm) {
      for (const netloc of [`netloc${c}false.netloc`, `n${c}user@netloc`]) {
        const r = pythonUrlsplit(`${scheme}://${netloc}/path`);
        expect([c, r.ok]).toEqual([c, false]);
      }
    }
  });
});

describe('where the parts are in the input', () => {
  it('maps the netloc and password back through the removed tab, CR and LF', () => {
    const input = ' \thttp://us\ner:pa\tss@host/';
    const r = pythonUrlsplit(input);
    if (!r.ok) throw new Error(r.error);
    expect(r.password).toBe('pass');
    expect(input.slice(...r.passwordSpan!)).toBe('pa\tss');
    expect(input.slice(...r.netlocSpan!)).toBe('us\ner:pa\tss@host');
  });

  it('maps every netloc and password back to the text it was cleaned from (property)', () => {
    const piece = fc.constantFrom('a', ':', '@', '/', '\t', '\n', '\r', ' ', '\u0001', 'http://', '//', '?', '#', 'x:y@');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }).map((p) => p.join('')), (input) => {
        const r = pythonUrlsplit(input);
        if (!r.ok || r.netlocSpan === undefined) return;
        const strip = (t: string) => t.replace(/[\t\n\r]/g, '');
        expect(strip(input.slice(...r.netlocSpan))).toBe(r.netloc);
        if (r.passwordSpan) expect(strip(input.slice(...r.passwordSpan))).toBe(r.password);
      }),
      { seed: 29, numRuns: 500 },
    );
  });

  it('keeps "\\" as data: the password runs to the last "@"', () => {
    const r = pythonUrlsplit('http://h:S3cr3t\\@host/');
    expect(r.ok && r.password).toBe('S3cr3t\\');
  });
});
