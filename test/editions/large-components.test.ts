/**
 * Hostile sizes for the compiled matcher (src/engine/compile): every regexp it runs
 * on a long input must consume a bounded stretch (no RangeError from V8's regexp backtrack stack),
 * and nothing may recurse per element. These assert the results — which component got what, where
 * a rejection is — not the time (the bench measures that; test/timing has the ratio-based timing tests).
 */
import { editions, parse } from '../../src/index';
import type { EditionName, UriReference } from '../../src/index';

const MB10 = 10 * 1024 * 1024;

function ok(input: string, edition: EditionName = 'rfc3986'): UriReference {
  const r = parse(input, edition);
  if (!r.ok) throw new Error(`rejected: ${r.error.reason}`);
  return r.uri;
}

describe('rfc3986: 10 MB components parse whole, without RangeError', () => {
  it.each([
    ['path, one segment', 'http://h/' + 'a'.repeat(MB10), 'path', MB10 + 1],
    ['path, one segment of %41', 'http://h/' + '%41'.repeat(MB10 / 3), 'path', 1 + 3 * Math.floor(MB10 / 3)],
    ['path, one segment alternating a%41', 'http://h/' + 'a%41'.repeat(MB10 / 4), 'path', 1 + MB10],
    ['query', 'http://h/?' + 'key=val%20ue&'.repeat(MB10 / 13), 'query', 13 * Math.floor(MB10 / 13)],
    ['fragment', 'http://h/#' + 'f/?%41'.repeat(MB10 / 6), 'fragment', 6 * Math.floor(MB10 / 6)],
    ['userinfo', 'http://' + 'u:%41'.repeat(MB10 / 5) + '@h/', 'userinfo', 5 * Math.floor(MB10 / 5)],
    ['reg-name', 'http://' + 'h.%41'.repeat(MB10 / 5) + '/', 'host', 5 * Math.floor(MB10 / 5)],
    ['relative path', 'a/' + 'b'.repeat(MB10), 'path', MB10 + 2],
  ] as const)('%s', (_name, input, component, length) => {
    const uri = ok(input);
    expect(uri[component]!.length).toBe(length);
    expect(uri.spans[component]![1] - uri.spans[component]![0]).toBe(length);
  });

  it('10^5 "%41" triplets, one segment: one pct-unreserved warning, not 10^5', () => {
    const r = parse('http://h/' + '%41'.repeat(100_000));
    expect(r.ok && r.uri.path.length).toBe(300_001);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual(['pct-unreserved']);
  });

  it('10^6 segments; 20,000 segments of 299 characters (longer than a repetition chunk takes)', () => {
    const many = ok('/' + 'a/'.repeat(1_000_000));
    expect(many.segments).toHaveLength(1_000_001);
    const long = ok('http://h' + ('/' + 'x'.repeat(299)).repeat(20_000));
    expect(long.segments).toHaveLength(20_000);
    expect(long.segments!.every((s) => s.value.length === 299)).toBe(true);
  });

  it('inputs either side of the 64 K limit where fused regexps stop being used', () => {
    // 'http://h' is 8 characters, each '/seg%41' 7: lengths 65,535 … 65,543
    for (const k of [9361, 9362]) {
      const input = 'http://h' + '/seg%41'.repeat(k);
      expect(ok(input).path.length).toBe(7 * k);
      expect(ok(input + 'x').path.length).toBe(7 * k + 1);
    }
  });

  it('rejects a 10 MB input with one bad character, at its offset', () => {
    for (const [input, at] of [
      ['http://h/' + 'a'.repeat(MB10) + ' ', MB10 + 9],
      ['http://h/?' + 'q=1&'.repeat(MB10 / 4) + '#x#', 10 + MB10 + 2],
      ['http://h/' + '%41'.repeat(MB10 / 3) + '%4', 9 + 3 * Math.floor(MB10 / 3)],
    ] as const) {
      const r = parse(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.offset).toBe(at);
    }
  });
});

describe('every edition: a 10 MB input is parsed or rejected, never a RangeError', () => {
  const names = editions.map((e) => e.name);
  it.each(names)('%s', (edition) => {
    for (const input of [
      'http://h/' + 'a'.repeat(MB10),
      'http://h/' + 'a%41'.repeat(MB10 / 4),
      'http://h/?' + 'q=1&'.repeat(MB10 / 4),
      'ftp://h/' + 'a/'.repeat(MB10 / 2),
      'http://' + 'h.'.repeat(MB10 / 2) + 'x/',
    ]) {
      const r = parse(input, edition);
      expect(typeof r.ok).toBe('boolean');
      if (r.ok) expect(r.uri.path.length + (r.uri.query?.length ?? 0) + (r.uri.host?.length ?? 0)).toBeGreaterThan(MB10 / 2);
    }
  });
});
