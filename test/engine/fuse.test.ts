/**
 * The regexps the fuser writes (src/engine/compile/fuse.ts, analysis.ts): where a construct is left
 * without an atomic group, because backtracking into it could not change the outcome, and where it
 * keeps one; each regexp also checked to match as the PEG does. An atomic group is a capture group,
 * and a regexp with many of them runs slower throughout, so a construct that needs none should get
 * none. (That every fused regexp matches as the PEG does is fast-kit.test.ts's differential.)
 */
import { CharSet } from '../../src/kit';
import { recordingKit as k } from '../../src/engine/ir';
import type { Expr } from '../../src/engine/ir';
import { Fuser } from '../../src/engine/compile/fuse';
import { CompiledGrammar } from '../../src/engine';
import { CAPTURED, rfc3986Grammar } from '../../grammars/rfc3986';

const ALPHA = new CharSet('ALPHA', 'A-Za-z');
const ALNUM = new CharSet('alnum', 'A-Za-z0-9');
const DIGIT = new CharSet('DIGIT', '0-9');
const HEX = new CharSet('HEXDIG', '0-9A-Fa-f');
const USER = new CharSet('userinfo', 'a-z:', true);

/** atomic groups in a regexp source: `(?=(?<aN>` */
const atomicGroups = (source: string) => (source.match(/\(\?=\(\?</g) ?? []).length;

/** Where the sticky regexp for `e` ends a match from 0 (-1: none). */
function end(re: RegExp, input: string): number {
  re.lastIndex = 0;
  return re.test(input) ? re.lastIndex : -1;
}

describe('atomic groups only where backtracking could change the outcome', () => {
  const fuser = new Fuser({}, false);
  const cases: [string, Expr, number, [string, number][]][] = [
    [
      'a run before a character it cannot take (scheme ":")',
      k.seq(k.one(ALPHA), k.run(ALNUM), k.lit(':'), k.lit('x')),
      0,
      [['ab1:x', 5], ['ab1:y', -1], ['ab1x', -1]],
    ],
    [
      'a run before a character it can take keeps its group (the PEG never gives back)',
      k.seq(k.run(ALPHA), k.lit('a')),
      1,
      [['aaa', -1], ['', -1]],
    ],
    [
      'a run with triplets before "@" (userinfo)',
      k.seq(k.run(USER), k.lit('@'), k.lit('h')),
      0,
      [['u:p%41@h', 8], ['u:p%4@h', -1], ['u:p', -1]],
    ],
    [
      'nothing after it can fail',
      k.seq(k.lit('x'), k.run(ALPHA), k.opt(k.lit(':')), k.run(DIGIT)),
      0,
      [['xab:12', 6], ['xab', 3]],
    ],
    [
      'a fixed count of pieces, each one way (6( h16 ":" ))',
      k.seq(k.many(k.seq(k.run(HEX, 1, 4), k.lit(':')), 3, 3), k.lit('x')),
      0,
      [['1:ab:c0de:x', 11], ['1:2:x', -1], ['12345:1:1:x', -1]],
    ],
    [
      'fixed-length alternatives, longest first, before "." (dec-octet)',
      k.seq(k.alt(k.seq(k.lit('25'), k.one(new CharSet('0-5', '0-5'))), k.seq(k.one(new CharSet('1-9', '1-9')), k.one(DIGIT)), k.one(DIGIT)), k.lit('.'), k.lit('z')),
      0,
      [['255.z', 5], ['25.z', 4], ['256.z', -1], ['7.z', 3]],
    ],
    [
      'a construct a negative lookahead follows that fails at each character it takes (IPv4address !reg-name-char)',
      k.seq(k.run(DIGIT, 1, 3), k.lit('.'), k.run(DIGIT, 1, 3), k.not(k.one(ALNUM)), k.lit('/')),
      0,
      [['1.23/', 5], ['1.234/', 6], ['1.2345/', -1], ['1.2a/', -1]],
    ],
    [
      'an option followed by what can fail keeps its group',
      k.seq(k.opt(k.lit('a')), k.lit('a'), k.lit('b')),
      1,
      [['ab', -1], ['aab', 3]],
    ],
  ];
  it.each(cases)('%s', (_, e, groups, matches) => {
    const re = fuser.regexp(e);
    expect(atomicGroups(re.source)).toBe(groups);
    for (const [input, at] of matches) expect({ input, end: end(re, input) }).toEqual({ input, end: at });
  });
});

describe('a variant without a literal-only character', () => {
  const IP = k.seq(k.lit('['), k.run(HEX, 1, 4), k.many(k.seq(k.lit(':'), k.run(HEX, 1, 4)), 0, 7), k.lit(']'));
  const host = k.alt(IP, k.run(ALNUM));

  it('leaves out what needs the character, and is exact on inputs without it', () => {
    const fuser = new Fuser({}, false, 0);
    const variant = fuser.variant(host)!;
    expect(variant.without).toBe('[');
    expect(variant.regexp.source).not.toContain('\\[');
    const whole = fuser.regexp(host);
    for (const input of ['abc', 'ab:c', '', ']x']) expect(end(variant.regexp, input)).toBe(end(whole, input));
  });

  it('is none for a character a case-insensitive literal takes in either case', () => {
    const fuser = new Fuser({}, false, 0);
    const e = k.alt(k.seq(k.lit('v', true), k.run(HEX, 1, 4)), k.run(DIGIT));
    expect(fuser.variant(e)).toBeUndefined();
  });

  it("is none below the size worth one (the default's 4 KB)", () => {
    expect(new Fuser({}, false).variant(host)).toBeUndefined();
  });

  it("RFC 3986's validating matcher: the variant without \"[\" has no capture group", () => {
    const g = new CompiledGrammar('rfc3986', (kit) => rfc3986Grammar(kit), CAPTURED);
    // the recorded rules, as the compiled build sees them
    const rules = (g as unknown as { program: { rules: Record<string, Expr> } }).program.rules;
    const fuser = new Fuser(rules, false);
    const variant = fuser.variant(rules.URIReference)!;
    expect(variant.without).toBe('[');
    expect(atomicGroups(variant.regexp.source)).toBe(0);
    expect(variant.regexp.source.length).toBeLessThan(fuser.regexp(rules.URIReference).source.length / 1.5);
  });
});
