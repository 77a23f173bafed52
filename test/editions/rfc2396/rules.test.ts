import { readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { editions, rule } from '../../../src/index';
import type { RuleName } from '../../../src/index';
import { grammarFor } from '../../../src/editions/rfc2396';

const rfc2396Grammars = { plain: grammarFor({}), amended: grammarFor({ amendments: ['rfc2732'] }) };
import { rfc2396Oracle } from '../../fixtures/rfc2396-oracle';
import { domainlabel, hostname, ipv4address, ipv6address, regName, toplabel } from '../../fixtures/arbitraries/rfc2396-rules';

const RFC2396 = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc2396.txt'), 'utf8');
const RFC2732 = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc2732.txt'), 'utf8');

const APPENDIX_A_START = RFC2396.indexOf('\nA. Collected BNF for URI');
const APPENDIX_B_START = RFC2396.indexOf('\nB. Parsing a URI Reference');

/** Rule names defined on lines "      name = …" of a stretch of RFC text. */
function definedNames(text: string): string[] {
  return [...text.matchAll(/^ {6}([A-Za-z][A-Za-z0-9_-]*)\s*=/gm)].map((m) => m[1]);
}

/** Rule names of RFC 2396 Appendix A, read from the RFC text itself. */
const appendixA = definedNames(RFC2396.slice(APPENDIX_A_START, APPENDIX_B_START));
/** Rule names RFC 2732 §3 defines, read from its text. */
const rfc2732Section3 = definedNames(RFC2732.slice(RFC2732.indexOf('\n3. Changes to RFC 2396'), RFC2732.indexOf('\n4. Security')));

/** Whole-input match of one rule (careful build, what rule() hands out). */
const matches = (name: string, input: string, v6 = false) =>
  rule('rfc2396', name as RuleName<'rfc2396'>, v6 ? { amendments: ['rfc2732'] } : undefined).parse(input).status;

describe('rule inventory', () => {
  it('has exactly the productions of Appendix A', () => {
    expect(appendixA.length).toBe(40);
    const ours = editions.find((e) => e.name === 'rfc2396')!.ruleNames;
    expect([...ours].sort()).toEqual([...appendixA].sort());
  });

  it('with RFC 2732, adds its §3 rules and RFC 2373 IPv6address (and its piece, hex4), and nothing else', () => {
    expect(rfc2732Section3).toEqual(['host', 'ipv6reference', 'reserved', 'unwise']);
    const amended = rfc2396Grammars.amended.ruleNames;
    const lower = amended.map((n) => n.toLowerCase());
    // every rule RFC 2732 §3 defines is a rule (BNF names are case-insensitive: ipv6reference) —
    // except unwise, which is §2.4.3's list of excluded characters, not a production of the grammar
    for (const name of rfc2732Section3.filter((n) => n !== 'unwise')) expect(lower).toContain(name.toLowerCase());
    expect(amended.filter((n) => !appendixA.includes(n)).sort()).toEqual(['IPv6address', 'IPv6reference', 'hex4']);
    expect(appendixA.filter((n) => !amended.includes(n))).toEqual([]);
  });

  it('cites each rule under the body section that defines it', () => {
    const body = RFC2396.slice(0, APPENDIX_A_START);
    for (const name of appendixA) {
      const at = body.search(new RegExp(`^ {6}${name.replace(/[-]/g, '\\-')}\\s*=`, 'm'));
      expect([name, at >= 0]).toEqual([name, true]);
      const headers = [...body.slice(0, at).matchAll(/^(\d+(?:\.\d+)*)\.?\s+[A-Z]/gm)];
      const section = headers[headers.length - 1][1];
      expect([name, rfc2396Grammars.plain.section(name)]).toEqual([name, section]);
    }
  });

  it('cites RFC 2732 and RFC 2373 for the amendment rules', () => {
    const g = rfc2396Grammars.amended;
    expect(['host', 'IPv6reference', 'IPv4address', 'reserved'].map((n) => g.section(n))).toEqual(Array(4).fill('RFC 2732 §3'));
    expect(g.section('IPv6address')).toBe('RFC 2373 §2.2');
    expect(g.section('uric')).toBe('2');
  });

  it('finds rules by RFC spelling and by camelCase key, and suggests near names', () => {
    expect(matches('abs_path', '/a/b')).toBe(true);
    expect(matches('absPath', '/a/b')).toBe(true);
    expect(matches('URI-reference', 'a#b')).toBe(true);
    expect(() => rule('rfc2396', 'hostnme' as never)).toThrow(/Did you mean 'hostname'/);
    expect(() => rule('rfc2396', 'IPv6address')).toThrow(/no rule named 'IPv6address'/);
    expect(matches('IPv6address', '::1', true)).toBe(true);
  });
});

describe('per-rule tests', () => {
  // [rule, accepted, rejected] — whole-input matches of the rule alone.
  const table: [string, string[], string[]][] = [
    ['alpha', ['a', 'Z'], ['1', '-', 'é', '']],
    ['lowalpha', ['a', 'z'], ['A', '1']],
    ['upalpha', ['A', 'Z'], ['a', '1']],
    ['digit', ['0', '9'], ['a', '']],
    ['alphanum', ['a', '7'], ['-', '.']],
    ['hex', ['0', 'a', 'F'], ['g', 'G']],
    ['escaped', ['%20', '%7e', '%7E', '%aF'], ['%', '%2', '%zz', '%G0', '20']],
    ['mark', ['-', '_', '.', '!', '~', '*', "'", '(', ')'], ['a', '$', ';']],
    ['unreserved', ['a', '0', '~', '!', '*', "'", '(', ')'], ['$', ';', '%41', '[']],
    ['reserved', [';', '/', '?', ':', '@', '&', '=', '+', '$', ','], ['[', ']', '#', '~']],
    ['uric', [';', 'a', '%41', '~'], ['#', '[', ' ', '%']],
    ['uric_no_slash', ['a', ';', '?', ':', '%2F'], ['/', '#', '[']],
    ['scheme', ['http', 'a', 'svn+ssh', 'x-y.z', 'H2'], ['1a', '+a', '', 'a_b', 'a:']],
    ['pchar', ['a', ':', '@', '&', '=', '+', '$', ',', '%41', '!'], ['/', ';', '?', '#']],
    ['param', ['', 'x=1', 'a:b@c'], [';', 'a/b']],
    ['segment', ['', 'a', 'a;b', 'a;b;c', ';', ';;', 'a;'], ['a/b', 'a?b']],
    ['path_segments', ['', 'a', 'a/b', '/', 'a;p/b;q', '//'], ['a?b', 'a#b']],
    ['abs_path', ['/', '/a', '//a', '/a;p/b'], ['', 'a', '/a?b']],
    ['rel_segment', ['a', ';x', 'g;x=1', 'a@b', '..', '%41'], ['', 'a:b', 'a/b', ':']],
    ['rel_path', ['a', 'a/b', 'a/b:c', 'g;x=1/./y'], ['', '/a', 'a:b/c']],
    ['net_path', ['//', '//a', '//a/b', '//a:80/b', '//a_b/c', '//u@h:1'], ['/', '//a b', '//a?b']],
    ['opaque_part', ['a', 'a?b', 'a/b', '?', ';a', 'a:b:c', 'a%20b'], ['', '/a', 'a#b', '[']],
    ['hier_part', ['/a', '//a', '//a?q', '/a?q/r?s', '/'], ['a', '?q', '']],
    ['absoluteURI', ['a:b', 'a:/b', 'a://b', 'a:b?c', 'g:h'], ['a:', 'a', '1:b', 'a:b#c', 'a:[b']],
    ['relativeURI', ['a', '/a', '//a', 'a?q', '//a?q', './a:b', ';x'], ['', '?q', 'a:b', 'a#f']],
    ['URI-reference', ['', '#', '#f', 'a', 'a:b', 'a:b#c', 'a?b#c', '//a#b'], ['?q', '##', 'a:', 'a b']],
    ['userinfo', ['', 'u', 'u:p', 'u;auth=x', '%40'], ['u@h', 'u/p', 'u?p']],
    ['reg_name', ['a_b', 'host:abc', 'a@b@c', ':80', 'user@', '%41', '$,;:@&=+'], ['', 'a/b', 'a?b', '[::1]']],
    ['server', ['', 'h', 'h:80', 'u@h', 'u:p@h:', '1.2.3.4', 'a.b.'], ['a_b', 'host:abc', 'user@', ':80', 'a@b@c']],
    ['authority', ['', 'h', 'a_b', 'host:abc', 'u@h:80'], ['a/b', 'a b', '[::1]']],
    ['hostport', ['h', 'h:', 'h:80', '1.2.3.4:8'], ['', ':80', 'h:x']],
    ['host', ['a', 'a.b', 'a.b.', '1.2.3.4', '1.2.3.4.example', '300.1.1.1', '01.1.1.1', '1234567.1.1.1'], ['', '1.2.3', 'a_b', '-a', '[::1]']],
    ['hostname', ['a', 'a.b', 'a.b.', 'www.XEROX.com', 'a-b.c-d', 'a--b', '1a.b', '9.x'], ['', '1', '1.2.3.4', 'a.1', 'a..b', 'a-', '-a', 'a.-b', 'a.b..', '.a']],
    ['domainlabel', ['a', '1', 'a1', 'a-1', '1-a', 'a--1'], ['', '-', 'a-', '-a', 'a.b']],
    ['toplabel', ['a', 'a1', 'a-1', 'a--b'], ['', '1', '1a', 'a-', '-a']],
    ['IPv4address', ['1.2.3.4', '0.0.0.0', '255.255.255.255', '256.1.1.1', '1234.5.6.7', '00.01.002.0003'], ['1.2.3', '1.2.3.4.', '1.2.3.4.5', 'a.b.c.d', '1..3.4']],
    ['port', ['', '0', '80', '65536', '99999999'], ['a', '8a', '-1']],
    ['path', ['', '/a', '//', 'a', 'a?b:c'], ['#', '[', '/a?b']],
    ['query', ['', 'a=b&c=d', '?/:@;', '%41'], ['#', '[', ' ', 'a b']],
    ['fragment', ['', 'Related', 'a?b/c'], ['#', '[']],
  ];
  describe.each(table)('%s', (name, accepted, rejected) => {
    it.each(accepted)('accepts %j', (input) => expect(matches(name, input)).toBe(true));
    it.each(rejected)('rejects %j', (input) => expect(matches(name, input)).toBe(false));
  });
});

describe('RFC 2732: the amended rules', () => {
  const table: [string, string[], string[]][] = [
    ['reserved', [';', '[', ']'], ['#', '{']],
    ['uric', ['[', ']', 'a'], ['{', '#']],
    ['uric_no_slash', ['a'], ['[', ']']], // not amended: it lists its characters
    ['query', ['a[0]=1', '[]'], ['{']],
    ['opaque_part', ['a[1]'], ['[1]']],
    ['IPv4address', ['1.2.3.4', '255.255.255.255', '999.999.999.999', '001.01.1.0'], ['1234.1.1.1', '1.1.1.1234', '1.2.3']],
    ['hex4', ['0', 'ffff', 'FEDC'], ['', 'fffff', 'g']],
    ['IPv6reference', ['[::1]', '[::192.9.5.5]'], ['::1', '[]', '[::1', '[v1.x]', '[fe80::1%25eth0]']],
    ['host', ['[::]', 'a.b', '1.2.3.4'], ['[a]', '1234.1.1.1']],
    ['server', ['[::1]', 'u@[::1]:80', '[::1]:'], ['[::1]x', '[::1]:x']],
    ['authority', ['[::1]:80', 'a_b'], ['[::1]]', '[::1]x']],
    ['path_segments', ['a'], ['[a]']], // pchar is not amended
  ];
  describe.each(table)('%s', (name, accepted, rejected) => {
    it.each(accepted)('accepts %j', (input) => expect(matches(name, input, true)).toBe(true));
    it.each(rejected)('rejects %j', (input) => expect(matches(name, input, true)).toBe(false));
  });
});

describe('IPv6address (RFC 2373 §2.2 via RFC 2732 §3)', () => {
  const forms: [string, string[]][] = [
    ['x:x:x:x:x:x:x:x', ['1:2:3:4:5:6:7:8', 'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210', '1080:0:0:0:8:800:200C:417A', 'ffff:0:00:000:0000:1:2:3']],
    ['"::" compressing zeros', ['::', '::1', '1::', '1::8', 'FF01::43', '1080::8:800:200C:417A', '3ffe:2a00:100:7031::1', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:2:3::6:7:8']],
    ['x:x:x:x:x:x:d.d.d.d', ['0:0:0:0:0:0:13.1.68.3', '0:0:0:0:0:FFFF:129.144.52.38', '1:2:3:4:5:6:999.0.0.1']],
    ['compressed with d.d.d.d', ['::13.1.68.3', '::FFFF:129.144.52.38', '::192.9.5.5', '1::1.2.3.4', '1:2:3:4:5::1.2.3.4', '::2:3:4:5:6:1.2.3.4']],
  ];
  describe.each(forms)('%s', (_form, cases) => {
    it.each(cases)('%s', (addr) => expect(matches('IPv6address', addr, true)).toBe(true));
  });
  it.each([
    '', ':', ':::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', '::1.2.3', '::1.2.3.4.5', '::1234.1.1.1',
    '1:2:3:4:5:6:7:1.2.3.4', '1:2:3:4:5:6::1.2.3.4', '::1.2.3.4:5', 'g::', '1:', ':1', '1:2:3:4:5:6:7:8::', '::1:2:3:4:5:6:7:8',
  ])('rejects %j', (addr) => expect(matches('IPv6address', addr, true)).toBe(false));

  const oracle = rfc2396Oracle(true).rules.IPv6address;
  it('accepts every generated address (all three forms, compressed anywhere)', () => {
    fc.assert(fc.property(ipv6address, (a) => matches('IPv6address', a, true) && oracle.test(a)), { numRuns: 2000 });
  });
  it('agrees with the backtracking oracle on strings of hex digits, colons and dots', () => {
    const piece = fc.oneof(fc.constantFrom(':', '::', '.', '1', 'ab', 'ffff', '12345', '255', '1.2.3.4'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), (s) => matches('IPv6address', s, true) === oracle.test(s)),
      { numRuns: 5000 },
    );
  });
});

describe('ordered choice: every place where PEG and BNF could part, against the backtracking oracle', () => {
  const plain = rfc2396Oracle(false).rules;
  it.each([
    ['hostname', hostname],
    ['domainlabel-ish hostnames', domainlabel],
    ['toplabel-ish hostnames', toplabel],
    ['IPv4address', ipv4address(false)],
    ['reg_name', regName],
  ] as const)('host agrees with the oracle on generated %s and their mutations', (_name, arb) => {
    const mutated = fc.tuple(arb, fc.nat(20), fc.constantFrom('', '.', '-', '1', 'a', '..', '_')).map(([s, at, ins]) => {
      const i = at % (s.length + 1);
      return s.slice(0, i) + ins + s.slice(i);
    });
    fc.assert(
      fc.property(mutated, (s) => {
        expect([s, matches('host', s)]).toEqual([s, plain.host.test(s)]);
        expect([s, matches('hostname', s)]).toEqual([s, plain.hostname.test(s)]);
        expect([s, matches('server', s)]).toEqual([s, plain.server.test(s)]);
        expect([s, matches('authority', s)]).toEqual([s, plain.authority.test(s)]);
      }),
      { numRuns: 1000 },
    );
  });

  it('hostname: a final "." after the toplabel is not eaten as a domainlabel separator', () => {
    expect(matches('hostname', 'a.b.')).toBe(true);
    expect(matches('hostname', 'a.')).toBe(true);
    expect(matches('hostname', 'a.b.c.')).toBe(true);
  });
  it('hostname vs IPv4address: the toplabel must start with an alpha', () => {
    expect([matches('hostname', '1.2.3.4'), matches('IPv4address', '1.2.3.4')]).toEqual([false, true]);
    expect([matches('hostname', '1.2.3.4.example'), matches('IPv4address', '1.2.3.4.example')]).toEqual([true, false]);
    expect([matches('hostname', '1.2.3'), matches('IPv4address', '1.2.3'), matches('reg_name', '1.2.3')]).toEqual([false, false, true]);
    expect(matches('hostname', '1.2.3.a')).toBe(true);
    expect(matches('hostname', '1.2.3.4a')).toBe(false);
  });
  it('labels: the one-character alternative does not shadow the longer one', () => {
    expect(matches('toplabel', 'ab')).toBe(true);
    expect(matches('domainlabel', '12')).toBe(true);
  });
  it('server vs reg_name: a server wins only when it is the whole authority', () => {
    // each: [authority, server?, reg_name?]
    const cases: [string, boolean, boolean][] = [
      ['h', true, true],
      ['h:80', true, true],
      ['h:abc', false, true],
      ['a_b', false, true],
      ['u@h:80', true, true],
      ['u@', false, true],
      ['', true, false],
      ['[::1]', false, false],
    ];
    for (const [a, server, regname] of cases) {
      expect([a, matches('server', a), matches('reg_name', a), matches('authority', a)]).toEqual([a, server, regname, server || regname]);
    }
  });
});
