/**
 * The playground's colouring (web/src/spans.ts): the input cut into pieces by the innermost
 * component span, checked on real parses under every edition.
 */
import fc from 'fast-check';
import { editions, parse } from '../../src/index';
import type { Component, UriReference } from '../../src/index';
import { CONTAINERS, pieces } from '../../web/src/spans';
import type { Piece } from '../../web/src/spans';
import { uriReference } from '../fixtures/arbitraries/rfc3986';

function parsed(input: string, edition: (typeof editions)[number]['name']): UriReference {
  const r = parse(input, edition);
  if (!r.ok) throw new Error(`${edition} rejects ${input}: ${r.error.message}`);
  return r.uri;
}

/** [text, component] for each piece: the shape a reader sees. */
function shape(input: string, list: Piece[]): [string, Component | undefined][] {
  return list.map((p) => [input.slice(p.start, p.end), p.component]);
}

/** What must hold for every input and every reading of it. */
function checkInvariants(input: string, uri: UriReference): void {
  const list = pieces(input, uri.spans);
  // the non-empty pieces tile the input, in order
  const nonEmpty = list.filter((p) => p.end > p.start);
  expect(nonEmpty.map((p) => input.slice(p.start, p.end)).join('')).toBe(input);
  for (let i = 1; i < list.length; i++) expect(list[i].start).toBe(list[i - 1].end);
  const spans = Object.entries(uri.spans) as [Component, [number, number]][];
  for (const p of nonEmpty) {
    const holding = spans.filter(([, s]) => s[0] <= p.start && p.end <= s[1]);
    if (p.component === undefined) {
      // a delimiter lies in no component
      expect(holding).toEqual([]);
      continue;
    }
    const own = uri.spans[p.component] as [number, number];
    expect(own[0] <= p.start && p.end <= own[1]).toBe(true);
    // no component holding the piece is smaller than its own
    for (const [, s] of holding) expect(s[1] - s[0]).toBeGreaterThanOrEqual(own[1] - own[0]);
    for (const c of p.within) expect(CONTAINERS).toContain(c);
  }
  // every present-but-empty leaf component has its zero-length piece
  for (const [c, s] of spans) {
    if (s[0] === s[1] && !CONTAINERS.includes(c)) {
      expect(list.some((p) => p.start === s[0] && p.end === s[0] && p.component === c)).toBe(true);
    }
  }
}

describe('pieces()', () => {
  it('colours a full RFC 3986 URI by its innermost components, delimiters plain', () => {
    const input = 'http://user:pw@h.example:81/p/q?x=1#f';
    expect(shape(input, pieces(input, parsed(input, 'rfc3986').spans))).toEqual([
      ['http', 'scheme'],
      ['://', undefined],
      ['user', 'user'],
      [':', 'userinfo'],
      ['pw', 'password'],
      ['@', 'authority'],
      ['h.example', 'host'],
      [':', 'authority'],
      ['81', 'port'],
      ['/p/q', 'path'],
      ['?', undefined],
      ['x=1', 'query'],
      ['#', undefined],
      ['f', 'fragment'],
    ]);
  });

  it('marks the containers a piece lies in, outermost first', () => {
    const input = 'http://u:p@h/';
    const list = pieces(input, parsed(input, 'rfc3986').spans);
    const user = list.find((p) => p.component === 'user') as Piece;
    expect(user.within).toEqual(['authority', 'userinfo']);
    const host = list.find((p) => p.component === 'host') as Piece;
    expect(host.within).toEqual(['authority']);
    const path = list.find((p) => p.component === 'path') as Piece;
    expect(path.within).toEqual([]);
  });

  it('gives RFC 1808 params their own colour where RFC 3986 keeps them in the path', () => {
    const input = 'http://a/b;p?q';
    expect(shape(input, pieces(input, parsed(input, 'rfc1808').spans)).slice(-4)).toEqual([
      [';', undefined],
      ['p', 'params'],
      ['?', undefined],
      ['q', 'query'],
    ]);
    expect(shape(input, pieces(input, parsed(input, 'rfc3986').spans)).slice(-3)).toEqual([
      ['/b;p', 'path'],
      ['?', undefined],
      ['q', 'query'],
    ]);
  });

  it('shows an opaque URI as its opaque part, not as a path (their spans coincide)', () => {
    const input = 'mailto:joe@example.com';
    expect(shape(input, pieces(input, parsed(input, 'rfc2396').spans))).toEqual([
      ['mailto', 'scheme'],
      [':', undefined],
      ['joe@example.com', 'opaque'],
    ]);
  });

  it('puts a zero-length piece where a component is present but empty (RFC 3986 §3: "" vs absent)', () => {
    const input = 'http://?';
    const list = pieces(input, parsed(input, 'rfc3986').spans);
    expect(list.filter((p) => p.start === p.end).map((p) => [p.start, p.component])).toEqual([
      [7, 'host'],
      [7, 'path'],
      [8, 'query'],
    ]);
    // an absent component has none: no query, no fragment
    const bare = 'http://h';
    expect(pieces(bare, parsed(bare, 'rfc3986').spans).filter((p) => p.start === p.end).map((p) => p.component)).toEqual(['path']);
  });

  it('covers the empty input with no piece when nothing is present but the empty path', () => {
    const list = pieces('', parsed('', 'rfc3986').spans);
    expect(list).toEqual([{ start: 0, end: 0, component: 'path', within: [] }]);
  });

  it.each(editions.map((e) => e.name))('holds its invariants on the RFC examples under %s', (edition) => {
    const inputs = [
      'http://www.example.com:81/a/b.html?user=Alice&year=2049#heading',
      'ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a',
      'http://a?x/b',
      'http://user:pass@example.com:8080/a/b;type=a?q=1#top',
      'mailto:joe@example.com',
      'news:comp.infosystems.www.servers.unix',
      'g;x?y#s',
      '//h/p',
      '',
    ];
    let checked = 0;
    for (const input of inputs) {
      const r = parse(input, edition);
      if (!r.ok) continue;
      checkInvariants(input, r.uri);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('holds its invariants on generated RFC 3986 references under every edition that accepts them', () => {
    fc.assert(
      fc.property(uriReference, (input) => {
        for (const { name } of editions) {
          const r = parse(input, name);
          if (r.ok) checkInvariants(input, r.uri);
        }
      }),
      { numRuns: 300 },
    );
  });
});
