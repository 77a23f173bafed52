/**
 * No control character from the input reaches a terminal raw: every command's human output shows C0,
 * DEL, C1, bidirectional controls, zero-width characters and U+2028/9 as visible escapes ("\x1b",
 * "\u202e"), carets still under the character they point at; JSON output stays JSON with those as
 * "\u" escapes. The bytes written are inspected as they are.
 */
import { RAW_UNSAFE, buildCli, cli } from '../support/cli';
import { visible } from '../../src/cli/escape';

beforeAll(buildCli, 180_000);

/** An argument cannot hold NUL (the process API refuses it); stdin can. */
const ARGV_UNSAFE = (): [string, string][] => UNSAFE.filter(([raw]) => raw !== '\x00');
const ALL = (): string => ARGV_UNSAFE().map(([raw]) => raw).join('');

const TITLE_ATTACK = '\x1b]0;pwned\x07\x1b[2J\rhttp://trusted.example/';

/** One of each kind the escaper must catch, with the escape it must show. */
const UNSAFE: [string, string][] = [
  ['\x00', '\\x00'],
  ['\x07', '\\x07'],
  ['\t', '\\x09'],
  ['\r', '\\x0d'],
  ['\x1b', '\\x1b'],
  ['\x7f', '\\x7f'],
  ['\x85', '\\x85'],
  ['\x9b', '\\x9b'],
  ['\u200b', '\\u200b'],
  ['\u200c', '\\u200c'],
  ['\u200d', '\\u200d'],
  ['\u200e', '\\u200e'],
  ['\u200f', '\\u200f'],
  ['\u202a', '\\u202a'],
  ['\u202e', '\\u202e'],
  ['\u2028', '\\u2028'],
  ['\u2029', '\\u2029'],
  ['\u2060', '\\u2060'],
  ['\u2066', '\\u2066'],
  ['\u2069', '\\u2069'],
  ['\ufeff', '\\ufeff'],
];

describe('the escaper', () => {
  it.each(UNSAFE)('shows %j as %s', (raw, shown) => {
    expect(visible(`a${raw}b`)).toBe(`a${shown}b`);
  });

  it('leaves everything else as it is, and escaping twice changes nothing', () => {
    const safe = 'http://例子.卷筒纸/ä?q=\\x07 "é" \u00a0\u202f\u2027\u2030';
    expect(visible(safe)).toBe(safe);
    const once = visible(UNSAFE.map(([raw]) => raw).join('x'));
    expect(RAW_UNSAFE.test(once)).toBe(false);
    expect(visible(once)).toBe(once);
  });
});

/** Invisible characters an IRI may hold (RFC 3987 §2.2 ucschar), and their escapes. */
const INVISIBLE: [string, string][] = [
  ['\u00ad', '\\u00ad'], // soft hyphen
  ['\u034f', '\\u034f'], // combining grapheme joiner
  ['\u061c', '\\u061c'], // Arabic letter mark, a bidirectional control
  ['\u115f', '\\u115f'], // Hangul choseong filler
  ['\u180e', '\\u180e'], // Mongolian vowel separator
  ['\u2062', '\\u2062'], // invisible times
  ['\u3164', '\\u3164'], // Hangul filler
  ['\ufe0f', '\\ufe0f'], // variation selector 16
  ['\uffa0', '\\uffa0'], // halfwidth Hangul filler
  ['\u{e0041}', '\\u{e0041}'], // tag latin capital letter A
  ['\u{e0100}', '\\u{e0100}'], // variation selector 17
];
const RAW_INVISIBLE = new RegExp(INVISIBLE.map(([raw]) => raw).join('|'), 'u');

describe('the escaper, on what an IRI may hold', () => {
  it.each(INVISIBLE)('shows %j as %s', (raw, shown) => {
    expect(visible(`a${raw}b`)).toBe(`a${shown}b`);
    expect(visible(visible(`a${raw}b`))).toBe(`a${shown}b`);
  });

  it('compare shows an IRI readable, its invisible characters escaped, in the table and the explanations', () => {
    const input = 'http://例子.卷筒纸/a\u00adb\u061cc\ufe0fd\u3164e';
    const r = cli(['compare', input]);
    expect(r.status).toBe(0);
    expect(RAW_INVISIBLE.test(r.stdout + r.stderr)).toBe(false);
    expect(RAW_UNSAFE.test(r.stdout + r.stderr)).toBe(false);
    const path = r.stdout.split('\n').find((l) => l.includes(' path '))!;
    expect(path).toContain('/a\\u00adb\\u061cc\\ufe0fd\\u3164e');
    expect(r.stdout).toContain('例子.卷筒纸 (reg-name)');
    const json = cli(['compare', '--json', input]);
    expect(RAW_INVISIBLE.test(json.stdout)).toBe(false);
    expect((JSON.parse(json.stdout) as { input: string }).input).toBe(input);
    expect(json.stdout).toContain('\\u00ad');
  });
});

describe('human output', () => {
  it('resolve -e prints the target escaped: the title, screen and line cannot be touched', () => {
    const r = cli(['resolve', '-e', 'rfc3986', 'http://a/b', TITLE_ATTACK]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('\\x1b]0;pwned\\x07\\x1b[2J\\x0dhttp://trusted.example/\n');
  });

  it('resolve -e keeps an answer with a CRLF on one line', () => {
    const r = cli(['resolve', '-e', 'rfc3986', 'http://a/b', 'g\r\nX']);
    expect(r.stdout).toBe('http://a/g\\x0d\\x0aX\n');
  });

  it.each([
    ['compare', ['compare']],
    ['parse', ['parse']],
    ['parse -e rfc1738', ['parse', '-e', 'rfc1738']],
    ['normalize', ['normalize']],
    ['normalize -e rfc3986', ['normalize', '-e', 'rfc3986']],
    ['resolve', ['resolve', 'http://a/b']],
    ['check', ['check', 'URI', '-e', 'rfc3986']],
  ])('%s writes no unsafe character raw, accepted or rejected', (_name, args) => {
    for (const input of [`http://h/a${ALL()}b`, `http://h/?q=${ALL()}`, `${ALL()}http://h/`, `http://h/?q=\x1b[31m\u202e`]) {
      const r = cli([...args, input]);
      const out = r.stdout + r.stderr;
      expect(RAW_UNSAFE.test(out)).toBe(false);
      for (const [raw, shown] of ARGV_UNSAFE()) if (input.includes(raw)) expect(out).toContain(shown);
    }
  });

  it('caret lines stay under the character they point at', () => {
    const r = cli(['parse', 'http://h/\u202e\x1b[31m\u009b x']);
    expect(r.status).toBe(1);
    const lines = r.stderr.split('\n');
    const shown = lines.findIndex((l) => l.startsWith('  http'));
    expect(lines[shown]).toBe('  http://h/\\u202e\\x1b[31m\\x9b x');
    // the caret is under the first character no edition accepts: U+202E at offset 9
    expect(lines[shown + 1]).toBe(`  ${' '.repeat('http://h/'.length)}^`);
    expect(lines[0]).toContain('unexpected "\\u202e"');
  });

  it('check quotes its input once (no double escaping)', () => {
    const r = cli(['check', 'segment', 'a\x07', '-e', 'rfc3986']);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('"a\\x07" is not "segment"');
    expect(r.stderr).not.toContain('\\\\x07');
  });

  it.each([
    ['an unknown rule', ['check', '\x1b[31mx', 'x', '-e', 'rfc3986'], "no rule named '\\x1b[31mx'"],
    ['an unknown level', ['normalize', '--level', '\x1b[31m', 'x'], "unknown level '\\x1b[31m'"],
    ['an unknown edition', ['parse', '-e', '\x1b[31m\u202e', 'x'], "unknown edition '\\x1b[31m\\u202e'"],
    ['an unknown amendment', ['parse', '--amend', '\x1b[31m', 'x'], "unknown amendment '\\x1b[31m'"],
    ["commander's unknown command", ['\x1b[31mcmd\u202e'], "unknown command '\\x1b[31mcmd\\u202e'"],
    ["commander's unknown option", ['parse', '--\x1b[31m'], "unknown option '--\\x1b[31m'"],
    ["commander's excess arguments", ['normalize', 'a', '\x1b[2J'], 'too many arguments'],
  ])('a usage error echoes the argument escaped: %s', (_name, args, message) => {
    const r = cli(args);
    expect(r.status).toBe(2);
    expect(RAW_UNSAFE.test(r.stderr)).toBe(false);
    expect(r.stderr).toContain(message);
  });
});

describe('JSON output', () => {
  it.each([
    ['parse --json', ['parse', '--json']],
    ['compare --json', ['compare', '--json']],
    ['normalize --json', ['normalize', '--json']],
    ['resolve --json', ['resolve', '--json', 'http://a/b']],
  ])('%s is JSON and has every unsafe character as a \\u escape', (_name, args) => {
    const input = `http://h/${ALL()}`;
    const r = cli([...args, input]);
    expect(RAW_UNSAFE.test(r.stdout)).toBe(false);
    expect((JSON.parse(r.stdout) as { input?: string; base?: string }).input ?? input).toBe(input);
    expect(r.stdout).toContain('\\u202e');
    expect(r.stdout).toContain('\\u009b');
    expect(r.stdout).toContain('\\u007f');
  });

  it('bulk NDJSON escapes them too, one line per input', () => {
    const lines = ['http://h/\u202e', 'http://h/\u2028x', 'http://h/\x9b', 'http://h/\x00\x7f'];
    for (const command of ['parse', 'compare']) {
      const r = cli([command], { input: lines.join('\n') });
      expect(RAW_UNSAFE.test(r.stdout)).toBe(false);
      const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { input: string });
      expect(out.map((o) => o.input)).toEqual(lines);
    }
  });
});
