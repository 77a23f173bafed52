/**
 * The one set of invisible characters (src/model/invisible.ts): what it holds, how each is shown,
 * and that the error carets, the CLI and the playground all use it — no second set anywhere.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INVISIBLE_CHARACTER, escapeInvisible } from '../../src/index';
import { UNSAFE_CHARACTER, visible as modelVisible } from '../../src/model/errors';
import { visible as cliVisible } from '../../src/cli/escape';
import { parse } from '../../src/index';

const ROOT = join(__dirname, '../..');

/** One of each kind, with its escape: C0, DEL, C1 as \xHH; the others as \uHHHH or \u{HHHHH}. */
const TABLE: [string, string][] = [
  ['\x00', '\\x00'],
  ['\x1b', '\\x1b'],
  ['\x7f', '\\x7f'],
  ['\x9b', '\\x9b'],
  ['\u00ad', '\\u00ad'], // soft hyphen
  ['\u034f', '\\u034f'], // combining grapheme joiner
  ['\u061c', '\\u061c'], // Arabic letter mark
  ['\u115f', '\\u115f'],
  ['\u17b4', '\\u17b4'],
  ['\u180e', '\\u180e'],
  ['\u200b', '\\u200b'],
  ['\u200f', '\\u200f'],
  ['\u202e', '\\u202e'],
  ['\u2028', '\\u2028'],
  ['\u2060', '\\u2060'],
  ['\u2064', '\\u2064'],
  ['\u2069', '\\u2069'],
  ['\u3164', '\\u3164'],
  ['\ufe0f', '\\ufe0f'],
  ['\ufeff', '\\ufeff'],
  ['\uffa0', '\\uffa0'],
  ['\ufffb', '\\ufffb'],
  ['\u{e0041}', '\\u{e0041}'],
  ['\u{e01ef}', '\\u{e01ef}'],
];

describe('the set of invisible characters', () => {
  it.each(TABLE)('%j is shown as %s', (raw, shown) => {
    expect(INVISIBLE_CHARACTER.test(raw)).toBe(true);
    expect(escapeInvisible(`a${raw}b`)).toBe(`a${shown}b`);
  });

  it('leaves letters of any script, emoji, combining marks, spaces and a backslash as they are', () => {
    const text = 'http://例子.卷筒纸/é\u0301👍🇫🇷\u00a0\\x07 \u2027\u202f한국어';
    expect(escapeInvisible(text)).toBe(text);
  });

  it('is one set: the model, the CLI and the playground use the same one', () => {
    expect(UNSAFE_CHARACTER).toBe(INVISIBLE_CHARACTER);
    expect(modelVisible).toBe(escapeInvisible);
    expect(cliVisible).toBe(escapeInvisible);
    // the playground's (web/src/dom.ts needs the DOM's types, which this project's tsconfig has not)
    expect(readFileSync(join(ROOT, 'web/src/dom.ts'), 'utf8')).toContain('export const visible = escapeInvisible;');
    // no source file but src/model/invisible.ts spells out a set of its own
    for (const file of ['src/cli/escape.ts', 'src/model/errors.ts', 'web/src/dom.ts']) {
      expect(readFileSync(join(ROOT, file), 'utf8')).not.toMatch(/\\u200b|\\u202a|\\u2066/);
    }
  });

  it('escaping leaves no invisible character, and twice is once (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = escapeInvisible(s);
        expect(new RegExp(INVISIBLE_CHARACTER.source).test(once)).toBe(false);
        expect(escapeInvisible(once)).toBe(once);
      }),
    );
  });

  it('the error message and its caret show them escaped', () => {
    const r = parse('http://a/\u00adb c', 'rfc3986');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain('http://a/\\u00adb c');
    expect(r.error.message).not.toContain('\u00ad');
  });
});
