/**
 * docs/toolkit.md, Against its peers: the table of strings where the readers' answers differ is what
 * the peers themselves answer — apg-lite 1.0.7 (grammar by apg-js 4.4.0) and abnf 5.0.4 + peggy
 * 5.1.0 built as the benchmark builds them (bench/abnf-peers.ts) — and what abnf() answers; and the
 * benchmark's list of those strings is the page's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIFFERENCES, peers, peersAppendixA } from '../../bench/abnf-peers';
import { abnf } from '../../src/abnf';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';

const DOC = readFileSync(join(__dirname, '../../docs/toolkit.md'), 'utf8');

/** the page's rows: input, then ✓/✗ for uri-editions/abnf, apg-lite, abnf + peggy */
function rows(): [string, boolean, boolean, boolean][] {
  const at = DOC.indexOf('| input | uri-editions/abnf | apg-lite | abnf + peggy | why |');
  expect(at).toBeGreaterThan(0);
  const lines = DOC.slice(at).split('\n').slice(2);
  const out: [string, boolean, boolean, boolean][] = [];
  for (const line of lines) {
    const m = /^\| `([^`]+)` \| ([✓✗]) \| ([✓✗]) \| ([✓✗]) \|/.exec(line);
    if (!m) break;
    out.push([m[1], m[2] === '✓', m[3] === '✓', m[4] === '✓']);
  }
  return out;
}

describe('docs/toolkit.md: the peers on RFC 3986 Appendix A', () => {
  const appendix = rfc3986AppendixA();
  const ours = abnf(appendix, { start: 'URI-reference', rules: { pchar: 'pchar' } });
  const [apg, peggy] = peers(peersAppendixA(appendix));

  it('each row is what the three readers answer', () => {
    const table = rows();
    expect(table.length).toBeGreaterThanOrEqual(4);
    for (const [input, ...marks] of table) expect([input, ...marks]).toEqual([input, ours.canParse(input), apg.canParse(input), peggy.canParse(input)]);
  });

  it("the page's strings are the benchmark's", () => {
    expect(rows().map(([input]) => input).sort()).toEqual(DIFFERENCES.map((d) => d.input).sort());
  });

  it('what the peers accept, abnf() accepts (a PEG match is a derivation); path-empty is read as empty', () => {
    for (const s of ['http://a/b?c#d', '//[v1.x]/', 'a:', '#main', '?q', '', 'http://[::1]/', 'http://[1:2:3:4:5:6:7:8]/', 'http://a b/']) {
      for (const peer of [apg, peggy]) if (peer.canParse(s)) expect([peer.name, s, ours.canParse(s)]).toEqual([peer.name, s, true]);
    }
    // "#main": path-empty read as the empty string, not as one pchar
    expect([apg.canParse('#main'), peggy.canParse('#main')]).toEqual([true, true]);
  });
});
