/**
 * compactSource (src/engine/compile/fragments.ts) writes a generated module's regexp sources
 * shorter — `\u00XX` escapes as `\X`, or inside a character class as the character itself where it
 * means nothing there — and must not change what any of them matches.
 */
import { compactSource } from '../../src/engine/compile/fragments';
import { escapeClass } from '../../src/kit';

const ASCII = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
const PRINTABLE = ASCII.slice(0x20, 0x7f);

/** The ASCII characters `source` matches whole. */
const matched = (source: string) => ASCII.filter((c) => new RegExp(`^(?:${source})$`).test(c)).join('');

describe('compactSource', () => {
  it('keeps each printable character, alone in a class and outside one, meaning itself', () => {
    for (const c of PRINTABLE) {
      const escaped = escapeClass(c);
      expect([c, matched(compactSource(`[${escaped}]`))]).toEqual([c, c]);
      expect([c, matched(compactSource(escaped))]).toEqual([c, c]);
    }
  });

  it('keeps classes of several characters, ranges and negations as they were', () => {
    const classes = [escapeClass("-._~!$&'()*+,;=:@/?"), `a-z${escapeClass('^-]')}`, `^${escapeClass('^[]\\-')}`, escapeClass('[]^-\\/'), `0-9${escapeClass('-')}A-F`];
    for (const cls of classes) {
      const source = `[${cls}]+x${escapeClass('.*')}`;
      const compact = compactSource(source);
      expect([source, compact.length <= source.length]).toEqual([source, true]);
      for (const s of ['', ...ASCII.map((c) => `${c}x.*`), 'a-]x.*', '^x.*', 'x.*', 'aax.*', 'x..']) {
        expect([compact, s, new RegExp(`^${compact}$`).test(s)]).toEqual([compact, s, new RegExp(`^${source}$`).test(s)]);
      }
    }
  });

  it('leaves the characters a class or a regexp literal needs escaped', () => {
    expect(compactSource(`[${escapeClass('\\]^-/[')}]`)).toBe('[\\\\\\]\\^\\-\\/\\[]');
    expect(compactSource(`[${escapeClass('.+$')}]${escapeClass('.+$')}`)).toBe('[.+$]\\.\\+\\$');
  });
});
