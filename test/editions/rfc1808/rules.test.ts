import { readFileSync } from 'fs';
import { join } from 'path';
import { editions, parse, rule, serialize } from '../../../src/index';
import type { RuleName, UriReference } from '../../../src/index';
// the edition as what quotes its rules gets it (its grammars given their rules' texts)
import { describedEdition as getEdition } from '../../../src/editions/describing';

const RFC = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc1808.txt'), 'utf8');

/** The text of one section, from its heading to the next section's heading (page breaks included). */
function section(heading: string, next: string): string {
  const start = RFC.indexOf(`\n${heading}`);
  const end = RFC.indexOf(`\n${next}`, start);
  if (start < 0 || end < 0) throw new Error(`no section ${heading}`);
  return RFC.slice(start, end);
}

/** The rule names §2.2's BNF defines (lines "   name = …"), read from the RFC text itself. */
function section22Rules(): string[] {
  const bnf = section('2.2.  BNF for Relative URLs', '2.3.  Specific Schemes');
  return [...bnf.matchAll(/^ {3}([A-Za-z][A-Za-z0-9_-]*)\s+=/gm)].map((m) => m[1]);
}

const squash = (s: string) => s.replace(/\s+/g, ' ');
const RFC_SQUASHED = squash(RFC);

/** Whole-input match of one rule. */
const matches = (name: string, input: string) => rule('rfc1808', name as RuleName<'rfc1808'>).parse(input).status;

function ok(input: string): UriReference {
  const r = parse(input, 'rfc1808');
  if (!r.ok) throw r.error;
  expect(serialize(r.uri)).toBe(input);
  return r.uri;
}

function warningCodes(input: string): string[] {
  const r = parse(input, 'rfc1808');
  if (!r.ok) throw r.error;
  return r.warnings.map((w) => w.code);
}

const edition = getEdition('rfc1808');

describe('rule inventory', () => {
  it('has exactly the productions of §2.2', () => {
    const rfc = section22Rules();
    expect(rfc.length).toBe(30);
    const ours = editions.find((e) => e.name === 'rfc1808')!.ruleNames;
    expect([...ours].sort()).toEqual([...rfc].sort());
    // and in the section's order
    expect(ours).toEqual(rfc);
  });
  it('finds rules by RFC spelling and by camelCase key, and suggests near names', () => {
    expect(matches('net_loc', 'a?b;c')).toBe(true);
    expect(matches('netLoc', 'a?b;c')).toBe(true);
    expect(matches('generic-RL', 'http://a/b')).toBe(true);
    expect(matches('genericRL', 'http://a/b')).toBe(true);
    expect(() => rule('rfc1808', 'netloc' as never)).toThrow(/Did you mean 'net_loc'/);
    expect(() => rule('rfc1808', 'authority' as never)).toThrow(RangeError);
  });
  it('describes itself', () => {
    const info = editions.find((e) => e.name === 'rfc1808')!;
    expect(info).toMatchObject({ name: 'rfc1808', rfc: 1808, year: 1995, amendments: [] });
    // the title as the RFC's first page gives it
    expect(RFC).toContain(`\n                   ${info.title}\n`);
    expect(RFC).toMatch(/June 1995/);
    expect(() => parse('g', 'rfc1808', { amendments: ['rfc2732'] })).toThrow(/does not apply to rfc1808/);
  });
  it('quotes every component and class definition verbatim from the RFC (§2.1, §2.2)', () => {
    const quoted = [
      ...Object.values(edition.components).map((c) => c!),
      ...edition.classes,
    ];
    for (const c of quoted) {
      expect([c.rule, RFC_SQUASHED.includes(squash(c.definition))]).toEqual([c.rule, true]);
      expect(edition.info.ruleNames).toContain(c.rule);
    }
  });
});

describe('character classes (§2.2)', () => {
  const BASIC = ['alpha', 'digit', 'safe', 'extra', 'national', 'reserved', 'punctuation'];
  it('alpha, digit, safe, extra, national, reserved and punctuation partition the printable ASCII characters', () => {
    for (let c = 0x21; c <= 0x7e; c++) {
      const ch = String.fromCharCode(c);
      const owners = BASIC.filter((name) => matches(name, ch));
      expect([ch, owners.length]).toEqual([ch, 1]);
    }
    expect(BASIC.filter((name) => matches(name, ' '))).toEqual([]);
  });
  it.each([
    ['~', 'national'],
    ['{', 'national'],
    ['|', 'national'],
    ['\\', 'national'],
    ['^', 'national'],
    ['[', 'national'],
    ['`', 'national'],
    ['$', 'safe'],
    ['_', 'safe'],
    ['!', 'extra'],
    ["'", 'extra'],
    [';', 'reserved'],
    ['&', 'reserved'],
    ['a', 'unreserved'],
    ['Z', 'unreserved'],
    ['7', 'unreserved'],
    ['%', 'escape'],
    ['<', 'punctuation'],
    ['"', 'punctuation'],
    ['#', 'punctuation'],
  ])('the edition explains %j by its class %s', (ch, cls) => {
    expect(edition.classes.find((c) => c.set.has(ch))?.rule).toBe(cls);
  });
  it('space and controls are in no class', () => {
    expect(edition.classes.find((c) => c.set.has(' '))).toBeUndefined();
    expect(edition.classes.find((c) => c.set.has('\t'))).toBeUndefined();
  });
});

describe('per-rule', () => {
  const cases: [string, string[], string[]][] = [
    ['scheme', ['http', 'g', '1a', '+', 'a.b-c+d', 'HTTP'], ['', 'a_b', 'a:b', 'a~']],
    ['net_loc', ['', 'a', 'a?b', 'a;b', 'u:p@h:80', '%41', 'a@b@c'], ['a/b', 'a#b', '[::1]', 'a~b', 'a b']],
    ['fsegment', ['a', ':', 'a:b@c&d=e', '%7E', '..'], ['', 'a/b', 'a;b', 'a?b', '~', '%7']],
    ['segment', ['', 'a', '%7e'], ['/', ';', '%']],
    ['path', ['a', 'a/', 'a//b', 'a/b/c'], ['', '/a', 'a;b']],
    ['params', ['', 'a', 'a;b', ';', 'type=a', 'a/b;c/d'], ['a?b', 'a#b']],
    ['param', ['', 'a/b', 'x=1'], [';', '?']],
    ['rel_path', ['', 'g', 'g;x?y', ';x', '?y', 'g?y;z/?'], ['/g', 'g#s']],
    ['abs_path', ['/', '/g', '/g;x?y', '/a//b'], ['//g', 'g', '']],
    ['net_path', ['//', '//a', '//a/b', '///b', '//a?b/c'], ['/a', '//a//b']],
    ['relativeURL', ['', 'g', '/g', '//g', '//g/h;p?q'], ['//g//h', 'g#s']],
    ['generic-RL', ['g:h', 'http:', 'http://a/b;p?q', 'http:g'], ['g', 'http://h//x', ':x']],
    ['absoluteURL', ['g:h', 'http://h//x', 'mailto:a@b', 'x:/?:@&=;', 'news:'], ['g', 'http:~', 'http:#']],
    ['URL', ['', '#', 'g#s', 'http://a#f', 'http://h//x#f'], ['a#b#c', 'http://a b', '~']],
    ['query', ['', 'a?b/c;d:e@f&g=h', '%20'], ['#', '~', ' ']],
    ['fragment', ['', 's/./x', '?;/:@&='], ['#', '%', '|']],
    ['pchar', ['a', ':', '@', '&', '=', '%41', '$'], [';', '/', '?', '~', '%4']],
    ['uchar', ['a', '%ff', '!', '+'], [':', '%']],
    ['unreserved', ['a', '9', '$', ','], ['%', '~', ':']],
    ['escape', ['%41', '%aF'], ['%4', '%GG', '%']],
    ['hex', ['0', 'a', 'F'], ['g', 'G']],
    ['alpha', ['a', 'Z'], ['1']],
    ['lowalpha', ['a', 'z'], ['A']],
    ['hialpha', ['A', 'Z'], ['a']],
    ['digit', ['0', '9'], ['a']],
  ];
  describe.each(cases)('%s', (name, accepts, rejects) => {
    it.each(accepts)('matches %j', (s) => expect(matches(name, s)).toBe(true));
    it.each(rejects)('does not match all of %j', (s) => expect(matches(name, s)).toBe(false));
  });
});

describe('ordered choice (PEG) where it matters', () => {
  it('a scheme wins over a relative path that could hold the same text (§2.4.2): g:h', () => {
    expect(matches('rel_path', 'g:h')).toBe(true); // the BNF could derive it as a relative path …
    const uri = ok('g:h'); // … but the scheme wins
    expect([uri.form, uri.scheme, uri.path]).toEqual(['absolute', 'g', 'h']);
  });
  it.each([
    ['./g:h', './g:h'],
    ['g/h:i', 'g/h:i'],
    ['a_b:c', 'a_b:c'],
    [':x', ':x'],
    ['%41:b', '%41:b'],
  ])('%j has no scheme (a character outside scheme comes before the colon): a relative path', (input, path) => {
    const uri = ok(input);
    expect([uri.form, uri.scheme, uri.path]).toEqual(['relative', undefined, path]);
  });
  it('scheme is 1*( alpha | digit | "+" | "-" | "." ): digits and signs may lead', () => {
    for (const scheme of ['1a', '+x', '-', '.', '0']) expect([scheme, ok(`${scheme}:x`).scheme]).toEqual([scheme, scheme]);
  });
  it('generic-RL versus absoluteURL\'s second form: http://h//x is opaque (fsegment = 1*pchar)', () => {
    // generic-RL matches the prefix "http://h/", and only the second form derives the whole
    expect(rule('rfc1808', 'generic-RL').parse('http://h//x').status).toBe(false);
    const uri = ok('http://h//x');
    expect(uri).toMatchObject({ form: 'absolute', scheme: 'http', opaque: '//h//x', path: '//h//x' });
    expect([uri.authority, uri.host, uri.segments, uri.query, uri.params]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(uri.spans.opaque).toEqual([5, 11]);
    expect(uri.spans.path).toEqual([5, 11]);
  });
  it.each([
    ['http:////x', '////x'],
    ['http://h//x?q', '//h//x?q'],
    ['http://h//x;p', '//h//x;p'],
    ['http://h/a?b#f', undefined],
    ['ftp://h/a//b', undefined],
    ['mailto:user@host', undefined],
    ['x:;a?b', undefined],
    ['x:?;/', undefined],
  ])('%j: opaque only where generic-RL cannot derive it all (opaque %j)', (input, opaque) => {
    const uri = ok(input.split('#')[0]);
    expect(uri.opaque).toBe(opaque);
    if (opaque !== undefined) {
      expect(uri.path).toBe(opaque);
      expect(uri.query).toBeUndefined();
    }
  });
  it('the opaque form ends at "#": the fragment is still split off', () => {
    const uri = ok('http://h//x?y#z');
    expect([uri.opaque, uri.fragment]).toEqual(['//h//x?y', 'z']);
  });
  it('a generic-RL with an empty segment after its first is still generic', () => {
    const uri = ok('http://h/a//b/');
    expect([uri.authority, uri.path, uri.segments!.map((s) => s.value)]).toEqual(['h', '/a//b/', ['a', '', 'b', '']]);
  });
  it('net_loc swallows "?" and ";" up to the next "/" (§2.4.3)', () => {
    let uri = ok('http://a?b');
    expect([uri.authority, uri.host, uri.query, uri.path]).toEqual(['a?b', 'a?b', undefined, '']);
    uri = ok('http://a;b?c/d;e?f');
    expect([uri.authority, uri.path, uri.params, uri.query]).toEqual(['a;b?c', '/d', 'e', 'f']);
    uri = ok('//a?b');
    expect([uri.form, uri.authority, uri.query]).toEqual(['relative', 'a?b', undefined]);
  });
  it('but not "#": the fragment is split off first (§2.4.1)', () => {
    let uri = ok('http://a#f');
    expect([uri.authority, uri.fragment]).toEqual(['a', 'f']);
    uri = ok('g?y#s?t;u/v');
    expect([uri.query, uri.fragment]).toEqual(['y', 's?t;u/v']);
    uri = ok('#');
    expect([uri.path, uri.fragment]).toEqual(['', '']);
    const r = parse('a#b#c', 'rfc1808');
    expect(!r.ok && [r.error.offset, r.error.rule]).toEqual([3, 'fragment']);
  });
  it('params: after the first ";" of the path, without it; the path without them (§2.4.5)', () => {
    const table: [string, string, string | undefined, string | undefined][] = [
      ['g;', 'g', '', undefined],
      ['g;;', 'g', ';', undefined],
      ['g;a;b', 'g', 'a;b', undefined],
      ['g;a/b', 'g', 'a/b', undefined],
      ['/a/b;p/q', '/a/b', 'p/q', undefined],
      ['g;a?b;c', 'g', 'a', 'b;c'],
      ['g?b;c', 'g', undefined, 'b;c'],
      ['/;x', '/', 'x', undefined],
    ];
    for (const [input, path, params, query] of table) {
      const uri = ok(input);
      expect([input, uri.path, uri.params, uri.query]).toEqual([input, path, params, query]);
      // no per-segment params in 1808
      expect(uri.segments!.every((s) => s.params === undefined)).toBe(true);
    }
  });
  it('empty segments: after the first, a segment may be empty; the first may not', () => {
    const table: [string, string, string[]][] = [
      ['a//b', 'a//b', ['a', '', 'b']],
      ['/', '/', ['']],
      ['/a/', '/a/', ['a', '']],
      ['///x', '/x', ['x']],
      ['//', '', []],
      ['///', '/', ['']],
    ];
    for (const [input, path, segments] of table) {
      const uri = ok(input);
      expect([input, uri.path, uri.segments!.map((s) => s.value)]).toEqual([input, path, segments]);
    }
    for (const bad of ['//a//b', '//h//', '////']) {
      expect([bad, parse(bad, 'rfc1808').ok]).toEqual([bad, false]);
    }
  });
  it('relativeURL: net_path, abs_path, rel_path', () => {
    expect(ok('//g').authority).toBe('g');
    expect(ok('/g').authority).toBeUndefined();
    expect(ok('g').authority).toBeUndefined();
    const uri = ok('//');
    expect([uri.authority, uri.host, uri.hostKind, uri.path]).toEqual(['', '', 'empty', '']);
  });
  it('absoluteURL inside a larger text: generic-RL when nothing the second form could take follows', () => {
    // §3.1: base-header = "Base" ":" "<URL:" absoluteURL ">"
    const p = rule('rfc1808', 'absoluteURL');
    const r = p.skip(rule('rfc1808', 'punctuation')).parse('http://www.ics.uci.edu/Test/a/b/c>');
    expect(r).toEqual({ status: true, value: 'http://www.ics.uci.edu/Test/a/b/c' });
  });
});

describe('national characters are not allowed unescaped (§2.2)', () => {
  it.each(['{', '}', '|', '\\', '^', '~', '[', ']', '`'])('%j is rejected in every component, and accepted escaped', (ch) => {
    const hex = '%' + ch.charCodeAt(0).toString(16).toUpperCase();
    for (const at of ['http://h/~u', 'http://h~/', 'http://h/u;~', 'http://h/u?~', 'http://h/u#~', 'x:~', '~']) {
      const bad = at.replace('~', ch);
      const r = parse(bad, 'rfc1808');
      expect([bad, r.ok]).toEqual([bad, false]);
      if (!r.ok) expect([bad, r.error.offset]).toEqual([bad, bad.indexOf(ch)]);
      const good = at.replace('~', hex);
      expect(ok(good)).toBeDefined();
    }
  });
});

describe('errors name 1808 rules and sections', () => {
  const table: [string, number, string][] = [
    ['http://h/~u', 9, 'abs_path'],
    ['http://a b', 8, 'net_loc'],
    ['http://[::1]/', 7, 'net_path'],
    ['a#b#c', 3, 'fragment'],
    ['g?y z', 3, 'query'],
    ['g;a b', 3, 'params'],
    ['%zz', 0, 'URL'],
    ['http://h/a%2', 10, 'fsegment'],
    ['<http://a/>', 0, 'URL'],
  ];
  it.each(table)('%j: offset %i, in %s', (input, offset, ruleName) => {
    const r = parse(input, 'rfc1808');
    if (r.ok) throw new Error(`${input} was accepted`);
    expect(r.error.offset).toBe(offset);
    expect(r.error.rule).toBe(ruleName);
    expect(r.error.section).toBe('2.2');
    expect(r.error.edition).toBe('rfc1808');
    expect(r.error.message).toContain('RFC 1808 §2.2');
    expect(r.error.expected.length).toBeGreaterThan(0);
    for (const e of r.error.expected) {
      // every expectation is a 1808 rule, a literal or the end of input
      expect([e, edition.info.ruleNames.includes(e) || /^".*"$/.test(e) || e === 'end of input' || e === '( uchar | reserved )']).toEqual([e, true]);
    }
  });
});

describe('userinfo, host and port read from the net_loc (RFC 1738 §3.1)', () => {
  const table: [string, Partial<UriReference>, string[]][] = [
    ['h.example.com', { host: 'h.example.com', hostKind: 'hostname' }, []],
    ['u:p@h.example.com:8080', { userinfo: 'u:p', user: 'u', password: 'p', host: 'h.example.com', hostKind: 'hostname', port: '8080' }, []],
    ['@host.com', { userinfo: '', user: '', host: 'host.com' }, []],
    ['foo:@host.com', { userinfo: 'foo:', user: 'foo', password: '', host: 'host.com' }, []],
    ['localhost', { host: 'localhost', hostKind: 'hostname' }, []],
    ['10.0.0.1:21', { host: '10.0.0.1', hostKind: 'ipv4', port: '21' }, []],
    ['999.1.1.1', { host: '999.1.1.1', hostKind: 'ipv4' }, []],
    ['1.2.3.a', { host: '1.2.3.a', hostKind: 'hostname' }, []],
    ['a-b.c-d.e', { host: 'a-b.c-d.e', hostKind: 'hostname' }, []],
    ['x', { host: 'x', hostKind: 'hostname' }, []],
    ['', { host: '', hostKind: 'empty', userinfo: undefined, port: undefined }, []],
    ['u@', { userinfo: 'u', host: '', hostKind: 'empty' }, []],
    ['1.2.3', { host: '1.2.3', hostKind: 'reg-name' }, ['host-not-1738']],
    ['1.2.3.4.5', { host: '1.2.3.4.5', hostKind: 'reg-name' }, ['host-not-1738']],
    ['-a.b', { hostKind: 'reg-name' }, ['host-not-1738']],
    ['a-.b', { hostKind: 'reg-name' }, ['host-not-1738']],
    ['a..b', { hostKind: 'reg-name' }, ['host-not-1738']],
    ['a.b.', { hostKind: 'reg-name' }, ['host-not-1738']],
    ['a_b', { hostKind: 'reg-name' }, ['host-not-1738']],
    ['h%41', { host: 'h%41', hostKind: 'reg-name' }, ['host-not-1738']],
    ['a?b', { host: 'a?b', hostKind: 'reg-name' }, ['host-not-1738']],
    ['a;b', { host: 'a;b', hostKind: 'reg-name' }, ['host-not-1738']],
    ['h:', { host: 'h', hostKind: 'hostname', port: '' }, ['empty-port']],
    ['h:abc', { host: 'h:abc', hostKind: 'reg-name', port: undefined }, ['host-not-1738']],
    ['h:80:90', { host: 'h:80:90', hostKind: 'reg-name', port: undefined }, ['host-not-1738']],
    ['a@b@c', { userinfo: 'a@b', user: 'a@b', host: 'c', hostKind: 'hostname' }, ['login-delimiter']],
    ['u:p:q@h', { userinfo: 'u:p:q', user: 'u', password: 'p:q', host: 'h' }, ['login-delimiter']],
  ];
  it.each(table)('net_loc %j', (netLoc, want, codes) => {
    const input = `ftp://${netLoc}/x`;
    const uri = ok(input);
    expect(uri.authority).toBe(netLoc);
    expect(uri).toMatchObject(want);
    for (const [k, v] of Object.entries(want)) expect([k, uri[k as keyof UriReference]]).toEqual([k, v]);
    expect(warningCodes(input)).toEqual(codes);
    for (const [component, span] of Object.entries(uri.spans)) {
      expect([component, input.slice(span![0], span![1])]).toEqual([component, uri[component as keyof UriReference]]);
    }
  });
  it('no userinfo/host/port without a net_loc', () => {
    for (const input of ['g:h', '/a', 'http://h//x']) {
      const uri = ok(input);
      expect([uri.userinfo, uri.host, uri.hostKind, uri.port]).toEqual([undefined, undefined, undefined, undefined]);
    }
  });
  it('never an IP literal: "[" and "]" are national', () => {
    expect(parse('http://[::1]/', 'rfc1808').ok).toBe(false);
  });
});

describe('warnings where the RFCs remark', () => {
  it('scheme case (RFC 1738 §2.1, to which §2.1 defers)', () => {
    const r = parse('HTTP://a/', 'rfc1808');
    expect(r.ok && r.warnings).toEqual([expect.objectContaining({ code: 'scheme-case', offset: 0, rule: 'scheme', section: 'RFC 1738 §2.1' })]);
    expect(warningCodes('http://a/')).toEqual([]);
  });
  it('an absolute URL outside the generic-RL syntax cannot be a base URL (§2)', () => {
    const r = parse('http://h//x', 'rfc1808');
    expect(r.ok && r.warnings).toEqual([expect.objectContaining({ code: 'not-generic-rl', offset: 5, rule: 'absoluteURL', section: '2' })]);
  });
  it('a colon in the first segment of a relative path (§5.3)', () => {
    const r = parse('a_b:c/d', 'rfc1808');
    expect(r.ok && r.warnings).toEqual([expect.objectContaining({ code: 'colon-in-first-segment', offset: 3, section: '5.3' })]);
    expect(warningCodes('./a_b:c')).toEqual([]);
    expect(warningCodes('a/b:c')).toEqual([]);
    expect(warningCodes('/a:b')).toEqual([]);
  });
  it('";type=d" on an ftp URL (§5.3)', () => {
    expect(warningCodes('ftp://h/d;type=d')).toEqual(['ftp-type-d']);
    expect(warningCodes('FTP://h/d;type=D')).toEqual(['scheme-case', 'ftp-type-d']);
    expect(warningCodes('ftp://h/d/;type=a')).toEqual([]);
    expect(warningCodes('http://h/d;type=d')).toEqual([]);
  });
  it('warnings name 1808 (or RFC 1738) rules and carry offsets into the input', () => {
    const input = 'FTP://u:p:q@a_b:/d;type=d';
    const r = parse(input, 'rfc1808');
    if (!r.ok) throw r.error;
    expect(r.warnings.map((w) => w.code)).toEqual(['scheme-case', 'login-delimiter', 'host-not-1738', 'empty-port', 'ftp-type-d']);
    for (const w of r.warnings) {
      expect(edition.info.ruleNames).toContain(w.rule);
      expect(w.offset).toBeGreaterThanOrEqual(0);
      expect(w.offset).toBeLessThanOrEqual(input.length);
    }
  });
});
