/**
 * The ABNF reader on every block of ABNF the vendored RFC texts hold (RFC 5234, RFC 7405, RFC 3986,
 * RFC 3987, RFC 6570, RFC 6874 in RFC 5234's notation; RFCs 2396, 2732, 1808, 1738 in the older "BNF-like" one), on the
 * text every grammar production stores, and on hand-made errors (line and column).
 */
import { AbnfError, CORE_RULES_TEXT, readAbnf, readGrammar } from '../../src/abnf';
import { abnfBlocks, rfcText, unpaged } from '../fixtures/abnf/rfc-blocks';
import { everyProduction } from './productions';
import { SUBSTITUTES } from './peg-differences';

const RFCS = [
  ['rfc5234', 'rfc5234', 60],
  ['rfc7405', 'rfc5234', 10],
  ['rfc3986', 'rfc5234', 78],
  ['rfc3987', 'rfc5234', 39],
  ['rfc6570', 'rfc5234', 25],
  ['rfc6874', 'rfc5234', 4],
  ['rfc2396', 'bnf', 91],
  ['rfc2732', 'bnf', 4],
  ['rfc1808', 'bnf', 32],
  ['rfc1738', 'bnf', 67],
] as const;

/** The blocks that are not ABNF to be read alone, by RFC and the line of the unpaged text, with why. */
const NOT_READ: Record<string, { line: number; error: RegExp; why: string }[]> = {
  rfc5234: [
    { line: 149, error: /rule CR is defined twice/, why: '§2.3 shows two ways to write CR, one after the other' },
    { line: 276, error: /"=\/" adds to rule oldrule, which is not defined before it/, why: '§3.3 shows the form of an incremental alternative alone' },
  ],
  rfc3986: [{ line: 2309, error: /3:13 \(rule scheme\): expected an element, found "\$"|1:13 \(rule scheme\): expected an element, found "\$"/, why: 'Appendix B: regular-expression groups ($2), not ABNF' }],
  rfc2396: [
    { line: 1319, error: /\(rule scheme\): expected an element, found "\$"/, why: 'Appendix B: regular-expression groups ($2), not ABNF' },
    { line: 1339, error: /1:22 \(rule g\): unexpected ":"/, why: 'Appendix C: a resolved example, "g = http://a/b/c/g", not ABNF' },
  ],
};

describe('every ABNF block of the vendored RFC texts', () => {
  for (const [rfc, dialect, count] of RFCS) {
    it(`${rfc}: ${count} rules found, every block read but the ones that are no ABNF`, () => {
      const blocks = abnfBlocks(rfcText(rfc));
      expect(blocks.reduce((n, b) => n + b.rules, 0)).toBe(count);
      const failed: { line: number; message: string }[] = [];
      for (const block of blocks) {
        try {
          const rules = readAbnf(block.text, { dialect });
          expect(rules.size).toBeGreaterThan(0);
        } catch (e) {
          expect(e).toBeInstanceOf(AbnfError);
          failed.push({ line: block.line, message: (e as Error).message });
        }
      }
      const expected = NOT_READ[rfc] ?? [];
      expect(failed.map((f) => f.line)).toEqual(expected.map((x) => x.line));
      failed.forEach((f, k) => expect(f.message).toMatch(expected[k].error));
    });
  }

  const appendix = (rfc: string, heading: RegExp, end: RegExp) => {
    const lines = unpaged(rfcText(rfc));
    const from = lines.findIndex((l) => heading.test(l));
    const to = lines.findIndex((l, k) => k > from && end.test(l));
    return abnfBlocks(lines.slice(from, to).join('\n')).map((b) => b.text).join('\n\n');
  };

  it('RFC 3986 Appendix A reads as one grammar, whole once <pchar> is given a meaning', () => {
    const text = appendix('rfc3986', /^Appendix A\.  Collected ABNF for URI/, /^Appendix B\./);
    const grammar = readGrammar(text, { rules: { pchar: 'pchar' } });
    expect(grammar.own.length).toBe(36);
    expect([...grammar.rules.keys()].filter((k) => !grammar.own.includes(k)).sort()).toEqual(['alpha', 'digit', 'hexdig']);
    expect(() => readGrammar(text)).toThrow(/rule path-empty holds the prose value <pchar>, which has no meaning until the caller gives it one/);
  });

  it('RFC 5234 §4 with RFC 7405 §2.2 (char-val replaced) and Appendix B.1 read as one grammar', () => {
    const abnf = appendix('rfc5234', /^4\.  ABNF Definition of ABNF/, /^5\.  Security Considerations/);
    const core = appendix('rfc5234', /^B\.1\.  Core Rules/, /^B\.2\./);
    expect(core.replace(/\s+/g, ' ')).toBe(CORE_RULES_TEXT.replace(/\s+/g, ' ').trim());
    const update = appendix('rfc7405', /^2\.2\.  ABNF Definition of ABNF - char-val/, /^3\.  Security/);
    const withoutCharVal = abnf.replace(/char-val {7}=[^]*?(?=\n\nnum-val)/, '');
    const grammar = readGrammar(`${withoutCharVal}\n\n${update}`);
    expect(grammar.own).toContain('case-sensitive-string');
    expect(grammar.own.length).toBe(21 - 1 + 4); // §4's 21 rules, char-val replaced by four
  });
});

describe('the text of every production of every edition and amendment', () => {
  const all = everyProduction();
  it('covers every grammar', () => {
    expect(new Set(all.map((p) => p.grammar))).toEqual(new Set([
      'rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc2396+rfc2732', 'rfc3986', 'rfc3986+rfc6874', 'rfc3987', 'rfc3987+rfc6874',
      'rfc2141', 'rfc2368', 'rfc2397', 'rfc2616', 'rfc3966', 'rfc5538', 'rfc6068', 'rfc6455', 'rfc7230', 'rfc8089', 'rfc8089+appendixE', 'rfc8141', 'rfc9110',
    ]));
  });
  /** the productions checked against a substitute (test/abnf/peg-differences.ts says why for each) */
  const substituted = (p: { grammar: string; name: string }) => SUBSTITUTES[p.grammar]?.[p.name] !== undefined;
  it.each(all.filter((p) => !substituted(p)).map((p) => [p.grammar, p.name, p] as const))('%s %s reads as one rule of that name', (_g, name, p) => {
    const rules = readAbnf(p.syntax, { dialect: p.dialect });
    // (rule names are case-insensitive: RFC 2732 defines "ipv6reference", stored as IPv6reference)
    expect([...rules.values()].map((r) => r.name.toLowerCase())).toEqual([name.toLowerCase()]);
  });
  it.each(all.filter(substituted).map((p) => [p.grammar, p.name, p] as const))('%s %s: its substitute reads as one rule of its name', (g, name, p) => {
    const sub = SUBSTITUTES[g][name];
    expect(sub.why.length).toBeGreaterThan(20);
    const rules = readAbnf(sub.abnf, { dialect: p.dialect });
    expect([...rules.values()].map((r) => r.name.toLowerCase())[0]).toBe((sub.name ?? name).toLowerCase());
  });
  it("RFC 2732's IPv6address stores RFC 2373 §2.2's text forms, which are no ABNF (the check reads the ABNF its comment writes)", () => {
    const [p] = all.filter((x) => x.grammar === 'rfc2396+rfc2732' && x.name === 'IPv6address');
    expect(() => readAbnf(p.syntax, { dialect: p.dialect })).toThrow(/ABNF 1:16 \(rule IPv6address\): unexpected ":"/);
  });
  it('the texts in notations the reader does not read are the substituted ones (RFC 2141\'s BNF, RFC 822\'s # lists, RFC 2397\'s ":=")', () => {
    const unread = all.filter((p) => {
      try {
        readAbnf(p.syntax, { dialect: p.dialect });
        return false;
      } catch {
        return true;
      }
    });
    for (const p of unread) expect({ p: `${p.grammar} ${p.name}`, substituted: substituted(p) }).toEqual({ p: `${p.grammar} ${p.name}`, substituted: true });
  });
});

describe('RFC 5234 and RFC 7405 notation', () => {
  const one = (text: string) => readAbnf(`r = ${text}`).get('r')!.node;
  it('reads strings, %s and %i (RFC 7405 §2.1)', () => {
    expect(one('"aBc"')).toEqual({ k: 'str', text: 'aBc', cs: false });
    expect(one('%i"aBc"')).toEqual({ k: 'str', text: 'aBc', cs: false });
    expect(one('%s"aBc"')).toEqual({ k: 'str', text: 'aBc', cs: true });
    expect(one('"12"')).toEqual({ k: 'str', text: '12', cs: true }); // no letter: case cannot matter
  });
  it('reads numeric values, ranges and concatenations in three bases (§2.3, §3.4)', () => {
    expect(one('%x0D.0A')).toEqual({ k: 'codes', codes: [13, 10] });
    expect(one('%d13.10')).toEqual({ k: 'codes', codes: [13, 10] });
    expect(one('%b1101')).toEqual({ k: 'range', lo: 13, hi: 13 });
    expect(one('%x30-39')).toEqual({ k: 'range', lo: 0x30, hi: 0x39 });
    expect(one('%x10000-10FFFD')).toEqual({ k: 'range', lo: 0x10000, hi: 0x10fffd });
  });
  it('reads repetitions, options and groups (§3.5–§3.8)', () => {
    expect(one('*a')).toMatchObject({ k: 'rep', min: 0, max: Infinity });
    expect(one('1*4HEXDIG')).toMatchObject({ k: 'rep', min: 1, max: 4 });
    expect(one('3DIGIT')).toMatchObject({ k: 'rep', min: 3, max: 3 });
    expect(one('*2x')).toMatchObject({ k: 'rep', min: 0, max: 2 });
    expect(one('[ a ]')).toMatchObject({ k: 'rep', min: 0, max: 1, option: true });
    expect(one('a (b / c) d')).toMatchObject({ k: 'seq', xs: [{ k: 'ref' }, { k: 'alt' }, { k: 'ref' }] });
  });
  it('joins incremental alternatives (§3.3), whatever the case of the name (§2.1)', () => {
    const rules = readAbnf('ruleset = alt1 / alt2\nRuleSet =/ alt3\nruleset =/ alt4 / alt5\n');
    expect(rules.get('ruleset')!.node).toMatchObject({ k: 'alt', xs: [1, 2, 3, 4, 5].map((n) => ({ k: 'ref', name: `alt${n}` })) });
  });
  it('takes CRLF line ends, as RFC 5234 writes them, and LF alone', () => {
    expect([...readAbnf('a = "x"\r\n     / "z" ; c\r\nb = "y"\r\n').keys()]).toEqual(['a', 'b']);
    expect(readAbnf('a = "x"\r\n     / "z"\r\n').get('a')!.node).toMatchObject({ k: 'alt' });
  });
  it('takes comments and continuation lines (§3.1, §3.9)', () => {
    const rules = readAbnf('a = b ; one\n    / c ; two\n; between\nb = "x"\nc = "y"\n');
    expect([...rules.keys()]).toEqual(['a', 'b', 'c']);
    expect(rules.get('a')!.node).toMatchObject({ k: 'alt' });
  });
});

describe('errors in the ABNF point at their line and column', () => {
  const cases: [string, number, number, RegExp][] = [
    ['a = "x\n', 1, 5, /a quoted string is not closed on its line/],
    ['a = b\nc = ( d\n', 2, 8, /expected "\)" to close the "\(" at 2:5/],
    ['a = %q12\n', 1, 5, /expected %x, %d, %b/],
    ['a = %x39-30\n', 1, 5, /must not run backwards/],
    ['a = 3*2b\n', 1, 5, /maximum is below the minimum/],
    ['a = b\na = c\n', 2, 1, /defined twice/],
    ['a =/ b\n', 1, 1, /not defined before it/],
    ['a = b\n  c = d\n', 2, 5, /unexpected "="/],
    ['a b\n', 1, 3, /expected "=" or "=\/"/],
    ['a = <pro\n', 1, 5, /prose value/],
    ['a = b |\n', 1, 7, /unexpected "\|"/],
  ];
  it.each(cases)('%j', (text, line, column, message) => {
    let error: unknown;
    try {
      readAbnf(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AbnfError);
    expect(error).toMatchObject({ line, column });
    expect((error as Error).message).toMatch(message);
  });

  it('an undefined rule and an unresolved prose value are errors naming the rule, with where it is used', () => {
    expect(() => readGrammar('a = "x"\n    b\n')).toThrow(/ABNF 2:5 \(rule a\): rule a uses b, which is neither defined here nor one of RFC 5234's core rules/);
    expect(() => readGrammar('a = 0<pchar>\n')).toThrow(/ABNF 1:6 \(rule a\): rule a holds the prose value <pchar>/);
    expect(readGrammar('a = <anything>\n', { rules: { anything: '*OCTET' } }).rules.get('octet')).toBeDefined();
    expect(readGrammar('a = token\n', { rules: { token: '1*ALPHA' } }).rules.get('token')!.node).toMatchObject({ k: 'rep', min: 1 });
  });
});
