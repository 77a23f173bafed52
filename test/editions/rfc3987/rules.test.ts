/**
 * RFC 3987 §2.2, rule by rule: the inventory read from the RFC text, the code-point rules at every
 * range boundary (ucschar, iprivate), what no rule derives (lone surrogates, U+FFFE/U+FFFF, C1
 * controls), and examples each production accepts and rejects, transcribed from its ABNF.
 * (Rejections and their notes: errors.test.ts; ordered choice and spans: ordering.test.ts; the
 * warnings: warnings.test.ts.)
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { editions, parse, rule } from '../../../src/index';
import type { RuleName } from '../../../src/index';
import { IPRIVATE_RANGES, UCSCHAR_RANGES } from '../../fixtures/arbitraries/rfc3987';

const RFC = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc3987.txt'), 'utf8');

/** The rule names §2.2 defines (lines "   name = …"), in its two parts: its own rules, and RFC 3986's. */
function section22Rules(): { own: string[]; shared: string[] } {
  const start = RFC.indexOf('2.2.  ABNF for IRI References and IRIs');
  const split = RFC.indexOf('The following rules are the same as those in [RFC3986]:', start);
  const end = RFC.indexOf('3.  Relationship between IRIs and URIs', split);
  const names = (text: string) => [...text.matchAll(/^ {3}([A-Za-z][A-Za-z0-9-]*)\s+=/gm)].map((m) => m[1]);
  return { own: names(RFC.slice(start, split)), shared: names(RFC.slice(split, end)) };
}

/** Whole-input match of one rule of the IRI grammar. */
const matches = (name: string, input: string) => rule('rfc3987', name as RuleName<'rfc3987'>).parse(input).status;
const matches3986 = (name: string, input: string) => rule('rfc3986', name as RuleName<'rfc3986'>).parse(input).status;
const cp = (n: number) => String.fromCodePoint(n);
const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`;

describe('rule inventory (§2.2)', () => {
  const { own, shared } = section22Rules();
  it('has exactly the productions of §2.2: 25 of its own and the 14 it takes from RFC 3986', () => {
    expect(own).toHaveLength(25);
    expect(shared).toHaveLength(14);
    const ours = editions.find((e) => e.name === 'rfc3987')!.ruleNames;
    expect([...ours].sort()).toEqual([...own, ...shared].sort());
  });
  it('names the changed rules as §2.2 says: "URI" becomes "IRI", the others take an "i"', () => {
    const uriRules = editions.find((e) => e.name === 'rfc3986')!.ruleNames;
    for (const name of own) {
      if (name === 'ucschar' || name === 'iprivate') continue; // new rules, no RFC 3986 counterpart
      const original = name.includes('IRI') ? name.replace('IRI', 'URI') : name.slice(1);
      expect([name, uriRules.includes(original)]).toEqual([name, true]);
    }
  });
  it('the shared rules are RFC 3986\'s own: the same verdicts', () => {
    const samples: Record<string, string[]> = {
      scheme: ['http', 'a+b', '1a', '\u00E9'],
      port: ['', '80', '8a'],
      'IP-literal': ['[::1]', '[v1.x]', '[fe80::1%25eth0]', '[\u00E9]'],
      IPvFuture: ['v1.x', 'v1.\u00E9'],
      IPv6address: ['1:2::3', '1::2::3'],
      h16: ['ffff', 'fffff'],
      ls32: ['1:2', '1.2.3.4'],
      IPv4address: ['1.2.3.4', '1.2.3.04'],
      'dec-octet': ['255', '256'],
      'pct-encoded': ['%41', '%4', '%\u00E9\u00E9'],
      unreserved: ['a', '~', '\u00E9'],
      reserved: [':', '!', 'a'],
      'gen-delims': ['@', '!'],
      'sub-delims': ['!', ':'],
    };
    expect(Object.keys(samples).sort()).toEqual([...shared].sort());
    for (const [name, inputs] of Object.entries(samples)) {
      for (const input of inputs) expect([name, input, matches(name, input)]).toEqual([name, input, matches3986(name, input)]);
    }
  });
});

describe('ucschar and iprivate: every range boundary (§2.2)', () => {
  const inRanges = (ranges: readonly (readonly [number, number])[], n: number) => ranges.some(([a, b]) => n >= a && n <= b);
  const isSurrogate = (n: number) => n >= 0xd800 && n <= 0xdfff;

  it.each(UCSCHAR_RANGES.map(([a, b]) => [hex(a), hex(b), a, b] as const))('ucschar %s-%s: both ends, and not the code points outside', (_a, _b, first, last) => {
    for (const n of [first, last]) {
      expect([hex(n), matches('ucschar', cp(n)), matches('iunreserved', cp(n)), matches('ipchar', cp(n))]).toEqual([hex(n), true, true, true]);
    }
    for (const n of [first - 1, last + 1]) {
      if (inRanges(UCSCHAR_RANGES, n) || isSurrogate(n)) continue; // the next range, or a surrogate (below)
      expect([hex(n), matches('ucschar', cp(n))]).toEqual([hex(n), false]);
    }
  });

  it('the code points just outside the ucschar ranges are no ucschar', () => {
    // 0x9F (C1), U+F8FF (iprivate), U+FDD0 and U+FDEF (noncharacters), U+FFF0 (specials), each plane's
    // last two code points, U+E0000 and U+E0FFF (tags): none is a ucschar
    for (const n of [0x9f, 0xf8ff, 0xfdd0, 0xfdef, 0xfff0, 0x1fffe, 0x1ffff, 0xdfffe, 0xdffff, 0xe0000, 0xe0fff, 0xefffe, 0xeffff]) {
      expect([hex(n), matches('ucschar', cp(n))]).toEqual([hex(n), false]);
    }
  });

  it.each(IPRIVATE_RANGES.map(([a, b]) => [hex(a), hex(b), a, b] as const))('iprivate %s-%s: both ends, and not the code points outside', (_a, _b, first, last) => {
    for (const n of [first, last]) {
      expect([hex(n), matches('iprivate', cp(n)), matches('ucschar', cp(n)), matches('ipchar', cp(n))]).toEqual([hex(n), true, false, false]);
      // iquery only (§2.2: "private UCS characters can occur only in query parts")
      expect([hex(n), matches('iquery', cp(n)), matches('ifragment', cp(n)), matches('isegment', cp(n))]).toEqual([hex(n), true, false, false]);
    }
    for (const n of [first - 1, last + 1]) {
      if (isSurrogate(n) || n > 0x10ffff) continue;
      expect([hex(n), matches('iprivate', cp(n))]).toEqual([hex(n), false]);
    }
  });

  it('a code point beyond U+FFFF is one element, however many UTF-16 units hold it', () => {
    expect('\u{10000}'.length).toBe(2);
    expect(matches('ucschar', '\u{10000}')).toBe(true);
    expect(matches('ipchar', '\u{10000}\u{10000}')).toBe(false); // two elements
    expect(matches('isegment-nz', '\u{10000}\u{EFFFD}')).toBe(true);
    expect(matches('iprivate', '\u{10FFFD}')).toBe(true);
  });
});

describe('what no rule derives', () => {
  const places = (c: string) => [`http://h/${c}`, `http://h/?${c}`, `http://h/#${c}`, `http://${c}/`, `http://${c}@h/`, c];
  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDFFF'],
    ['a reversed surrogate pair', '\uDC00\uD800'],
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
    ['U+10FFFF', '\u{10FFFF}'],
  ])('%s, anywhere', (_name, c) => {
    for (const rule of ['ucschar', 'iprivate', 'iunreserved', 'ipchar']) expect([rule, matches(rule, c)]).toEqual([rule, false]);
    for (const input of places(c)) expect([input, parse(input, 'rfc3987').ok]).toEqual([input, false]);
  });
  it('the 32 C1 controls (U+0080–U+009F), and the C0 controls, space and DEL', () => {
    const controls = [...Array.from({ length: 32 }, (_, k) => 0x80 + k), 0x00, 0x09, 0x0a, 0x1f, 0x20, 0x7f];
    for (const n of controls) {
      expect([hex(n), matches('ucschar', cp(n)), matches('iquery', cp(n))]).toEqual([hex(n), false, false]);
      expect([hex(n), parse(`http://h/${cp(n)}`, 'rfc3987').ok]).toEqual([hex(n), false]);
    }
  });
  it('ASCII outside URIs stays outside IRIs: "<", ">", \'"\', "{", "}", "|", "\\\\", "^", "`"', () => {
    for (const c of '<>"{}|\\^`') expect([c, parse(`http://h/${c}`, 'rfc3987').ok]).toEqual([c, false]);
  });
});

describe('each production, from its ABNF', () => {
  const table: [rule: string, accepts: string[], rejects: string[]][] = [
    ['IRI', ['http://\u4F8B\u5B50.\u5377\u7B52\u7EB8', 'a:\u00E9', 'a:', 'a:/\u00E9?\uE000#\u00E9', 'urn:\u00E9:x'], ['\u00E2\u03C0\u03C0', '//h', 'a:#\uE000', '\u00E9:x']],
    ['ihier-part', ['//\u4F8B/p', '/\u00E9', '\u00E9', '', '//'], ['?q', '//a b']],
    ['IRI-reference', ['http://h/\u00E9', '\u00E2\u03C0\u03C0', '', '#\u00E9', '?\uE000'], ['\u00E9:x', '#\uE000', ' ']],
    ['absolute-IRI', ['a:b?\u00E9', 'a:?\uE000'], ['a:b#c', '/b']],
    ['irelative-ref', ['//\u00E9', '\u00E9/\u00E9:x', '?\uE000#\u00E9', ''], ['a:b', '\u00E9:x']],
    ['irelative-part', ['//\u00FC@\u4F8B:80/p', '/\u00E9', '\u00E9', ''], ['\u00E9:', '?q']],
    ['iauthority', ['\u00FC@\u4F8B:80', '[::1]', '1.2.3.4:', '', '\u00FC:p@'], ['a@b@c', 'h:8a', '[\u00E9]']],
    ['iuserinfo', ['\u00FC:p%41!$&\'()*+,;=', '', ':::'], ['@', '\uE000', '/', '[']],
    ['ihost', ['\u4F8B\u5B50.\u5377\u7B52\u7EB8', '[v1.x]', '[::1]', '1.2.3.4', '1.2.3.4.\u4F8B', ''], ['[\u4F8B]', '\u00E9:', '[::1']],
    ['ireg-name', ['\u4F8B%41!-._~', '', '\u{10300}'], [':', '@', '/', '\uE000', '[']],
    ['ipath', ['', '/', '//\u00E9', '\u00E9:x/y', '/\u00E9/'], ['?', '#', '\uE000']],
    ['ipath-abempty', ['', '/\u00E9', '//', '/a/\u00E9/'], ['\u00E9', '?']],
    ['ipath-absolute', ['/', '/\u00E9', '/\u00E9/', '/\u00E9:x'], ['//\u00E9', '', '\u00E9']],
    ['ipath-noscheme', ['\u00E9', '\u00E9/x:y', '@\u00E9'], ['\u00E9:x', '/\u00E9', '']],
    ['ipath-rootless', ['\u00E9', '\u00E9:x/y', ':'], ['/\u00E9', '']],
    ['ipath-empty', [''], ['\u00E9', '/']],
    ['isegment', ['', '\u00E9:@%41', '\u{10300}'], ['/', '?', '\uE000']],
    ['isegment-nz', ['\u00E9', ':'], ['', '/']],
    ['isegment-nz-nc', ['\u00E9@', '%41'], [':', '\u00E9:', '']],
    ['ipchar', ['\u00E9', ':', '@', '%41', '!', '\u{10300}'], ['/', '?', '#', '\uE000', '%4', '\u00E9\u00E9']],
    ['iquery', ['', '\uE000/?\u00E9', '\u{F0000}\u{10FFFD}', '%41'], ['#', ' ', '[']],
    ['ifragment', ['', '/?\u00E9', '%41'], ['#', '\uE000', ']']],
    ['iunreserved', ['a', '~', '\u00E9', '\u{10300}'], ['%41', '!', ':', '\uE000']],
    ['ucschar', ['\u00A0', '\u4F8B', '\u{10300}'], ['a', '\uE000', '\u00A0\u00A0']],
    ['iprivate', ['\uE000', '\u{F0000}', '\u{100000}'], ['\u00E9', '\uE000\uE000']],
  ];
  it('covers every rule §2.2 defines itself', () => {
    expect(table.map(([name]) => name).sort()).toEqual([...section22Rules().own].sort());
  });
  describe.each(table)('%s', (name, accepts, rejects) => {
    it.each(accepts)('accepts %j', (input) => expect(matches(name, input)).toBe(true));
    it.each(rejects)('rejects %j', (input) => expect(matches(name, input)).toBe(false));
  });
});
