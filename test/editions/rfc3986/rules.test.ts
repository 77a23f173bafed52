import { readFileSync } from 'fs';
import { join } from 'path';
import { editions, parse, rule } from '../../../src/index';
import type { RuleName } from '../../../src/index';

const RFC = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc3986.txt'), 'utf8');

/** The rule names defined in Appendix A (lines "   name = …"), read from the RFC text itself. */
function appendixARules(): string[] {
  const start = RFC.indexOf('Appendix A.  Collected ABNF for URI');
  const appendix = RFC.slice(RFC.indexOf('\n', RFC.indexOf('\n', start) + 1), RFC.indexOf('Appendix B.  Parsing a URI Reference', start));
  return [...appendix.matchAll(/^ {3}([A-Za-z][A-Za-z0-9-]*)\s+=/gm)].map((m) => m[1]);
}

/** Whole-input match of one rule. */
const matches = (name: string, input: string, amendments?: ['rfc6874']) =>
  rule('rfc3986', name as RuleName<'rfc3986'>, amendments ? { amendments } : undefined).parse(input).status;

describe('rule inventory', () => {
  it('has exactly the productions of Appendix A', () => {
    const rfc = appendixARules();
    expect(rfc.length).toBe(36);
    const ours = editions.find((e) => e.name === 'rfc3986')!.ruleNames;
    expect([...ours].sort()).toEqual([...rfc].sort());
  });
  it('adds exactly RFC 6874 §2 ZoneID and IPv6addrz with the amendment', () => {
    expect(() => rule('rfc3986', 'ZoneID')).toThrow(/no rule named 'ZoneID'/);
    expect(matches('ZoneID', 'eth0', ['rfc6874'])).toBe(true);
    expect(matches('IPv6addrz', 'fe80::1%25eth0', ['rfc6874'])).toBe(true);
  });
  it('finds rules by RFC spelling and by camelCase key, and suggests near names', () => {
    expect(matches('path-abempty', '/a/b')).toBe(true);
    expect(matches('pathAbempty', '/a/b')).toBe(true);
    expect(() => rule('rfc3986', 'IPv6adress' as never)).toThrow(/Did you mean 'IPv6address'/);
  });
});

describe('dec-octet: every boundary (§3.2.2)', () => {
  it.each(['0', '9', '10', '99', '100', '199', '200', '249', '250', '255'])('%s is a dec-octet', (o) => {
    expect(matches('dec-octet', o)).toBe(true);
    expect(matches('IPv4address', `${o}.${o}.${o}.${o}`)).toBe(true);
  });
  it.each(['256', '260', '300', '00', '01', '010', '1000', ''])('%j is not a whole dec-octet', (o) => {
    expect(matches('dec-octet', o)).toBe(false);
  });
  it.each(['256.1.1.1', '1.1.1.256', '01.1.1.1', '1.1.1.01', '1.2.3', '1.2.3.4.5', '1.2.3.4.example', '999.1.1.1'])(
    'host %s falls to reg-name (§3.2.2), not ipv4',
    (h) => {
      const r = parse(`http://${h}/`);
      expect(r.ok && [r.uri.host, r.uri.hostKind]).toEqual([h, 'reg-name']);
    },
  );
  it.each(['0.0.0.0', '255.255.255.255', '10.0.0.1', '192.0.2.16'])('host %s is ipv4', (h) => {
    const r = parse(`http://${h}:8080/`);
    expect(r.ok && [r.uri.host, r.uri.hostKind, r.uri.port]).toEqual([h, 'ipv4', '8080']);
  });
});

describe('IPv6address: all nine forms (§3.2.2)', () => {
  // One case per ABNF alternative, in the RFC's order, plus the edges of each.
  const forms: [string, string[]][] = [
    ['6( h16 ":" ) ls32', ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', 'FFFF:ffff:0:00:000:0000:1:2']],
    ['"::" 5( h16 ":" ) ls32', ['::2:3:4:5:6:7:8', '::2:3:4:5:6:1.2.3.4']],
    ['[ h16 ] "::" 4( h16 ":" ) ls32', ['::3:4:5:6:7:8', '1::3:4:5:6:7:8', '1::3:4:5:6:1.2.3.4']],
    ['[ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32', ['::4:5:6:7:8', '1::4:5:6:7:8', '1:2::4:5:6:7:8']],
    ['[ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32', ['::5:6:7:8', '1:2:3::5:6:7:8', '1::5:6:1.2.3.4']],
    ['[ *3( h16 ":" ) h16 ] "::" h16 ":" ls32', ['::6:7:8', '1:2:3:4::6:7:8', '1:2:3:4::6:1.2.3.4']],
    ['[ *4( h16 ":" ) h16 ] "::" ls32', ['::7:8', '::1.2.3.4', '1:2:3:4:5::7:8', '1:2:3:4:5::1.2.3.4', '::ffff:192.0.2.1']],
    ['[ *5( h16 ":" ) h16 ] "::" h16', ['::8', '::1', '1::8', '1:2:3:4:5:6::8']],
    ['[ *6( h16 ":" ) h16 ] "::"', ['::', '1::', '1:2::', '1:2:3:4:5:6:7::']],
  ];
  describe.each(forms)('%s', (_form, cases) => {
    it.each(cases)('%s', (addr) => {
      expect(matches('IPv6address', addr)).toBe(true);
      const r = parse(`http://[${addr}]:80/x`);
      expect(r.ok && [r.uri.host, r.uri.hostKind, r.uri.port]).toEqual([`[${addr}]`, 'ipv6', '80']);
    });
  });
  it.each([
    '1:2:3:4:5:6:7', // seven pieces, no "::"
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::', // "::" with eight pieces
    '1::2::3', // two "::"
    ':::',
    '1:::2',
    '12345::',
    '::1.2.3.256',
    '::1.2.3',
    '1:2:3:4:5:6:7:1.2.3.4',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:',
    'g::',
    '',
  ])('%j is not an IPv6address', (addr) => {
    expect(matches('IPv6address', addr)).toBe(false);
    expect(parse(`http://[${addr}]/`).ok).toBe(false);
  });
  it('agrees with the ABNF where the greedy *n( h16 ":" ) would have eaten the piece before "::"', () => {
    // PEG trap: "1:2::3" — *4( h16 ":" ) must not take "2:" (the "2" must stay for the h16 before "::")
    for (const addr of ['1:2::3', '1:2:3::4:5', 'a:b:c:d:e::f']) expect(matches('IPv6address', addr)).toBe(true);
  });
});

describe('IPvFuture (§3.2.2)', () => {
  it.each(['v1.x', 'V7.a:b', 'vFF.1!$&', 'v1.::'])('%s', (f) => {
    expect(matches('IPvFuture', f)).toBe(true);
    const r = parse(`http://[${f}]/`);
    expect(r.ok && r.uri.hostKind).toBe('ipvfuture');
  });
  it.each(['v.x', 'v1.', 'v1x', 'vg.x', 'v1.%41', 'v1.[', 'x1.a'])('%j is not an IPvFuture', (f) => {
    expect(matches('IPvFuture', f)).toBe(false);
  });
});

describe('RFC 6874 zone identifiers, behind amendments: ["rfc6874"]', () => {
  it('are rejected by plain RFC 3986: "%" must start a pct-encoded, and "%25eth0" is not IPv6', () => {
    const r = parse('http://[fe80::1%25eth0]/');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(15); // the "%"
  });
  it.each(['fe80::1%25eth0', 'fe80::a%25en1', '::1%25%41b', 'fe80::1:2.3.4.5%250'])('%s is accepted with the amendment', (a) => {
    const r = parse(`http://[${a}]:8/`, 'rfc3986', { amendments: ['rfc6874'] });
    expect(r.ok && [r.uri.host, r.uri.hostKind, r.uri.port]).toEqual([`[${a}]`, 'ipv6', '8']);
  });
  it.each(['fe80::1%eth0', 'fe80::1%25', 'fe80::1%25eth0%', 'fe80::1%25a]b', 'v1.x%25eth0'])('%j is still rejected', (a) => {
    expect(parse(`http://[${a}]/`, 'rfc3986', { amendments: ['rfc6874'] }).ok).toBe(false);
  });
  it('keeps plain IPv6 literals and IPvFuture working with the amendment on (ordered choice)', () => {
    for (const a of ['::1', 'v1.x']) expect(parse(`http://[${a}]/`, 'rfc3986', { amendments: ['rfc6874'] }).ok).toBe(true);
  });
});

describe('the five path forms (§3.3)', () => {
  const cases: [string, string, string][] = [
    // input, path rule expected to derive it, path
    ['http://h/a/b', 'path-abempty', '/a/b'],
    ['http://h', 'path-abempty', ''],
    ['http://h//x', 'path-abempty', '//x'],
    ['/a/b', 'path-absolute', '/a/b'],
    ['/', 'path-absolute', '/'],
    ['a/b:c', 'path-noscheme', 'a/b:c'],
    ['mailto:a@b', 'path-rootless', 'a@b'],
    ['urn:a:b', 'path-rootless', 'a:b'],
    ['', 'path-empty', ''],
    ['?q', 'path-empty', ''],
    ['x:', 'path-empty', ''],
  ];
  it.each(cases)('%j → %s %j', (input, ruleName, path) => {
    const r = parse(input);
    expect(r.ok && r.uri.path).toBe(path);
    expect(matches(ruleName, path)).toBe(true);
  });
  it('path accepts what any of its alternatives accepts (reordered for ordered choice)', () => {
    for (const p of ['', '/', '//x', '/a/b', 'a/b', 'a:b/c', 'a//b']) expect(matches('path', p)).toBe(true);
    for (const p of ['a b', '?', '#', '%4']) expect(matches('path', p)).toBe(false);
  });
  it('path-absolute does not begin with "//"; path-noscheme has no ":" in its first segment', () => {
    expect(matches('path-absolute', '//x')).toBe(false);
    expect(matches('path-noscheme', 'a:b')).toBe(false);
    expect(matches('path-noscheme', 'a/b:c')).toBe(true);
    expect(matches('path-rootless', 'a:b')).toBe(true);
  });
  it('the colon rule: a relative reference cannot start with a segment containing ":" (§4.2)', () => {
    expect(parse('1a:b').ok).toBe(false); // not a scheme (starts with a digit), and not path-noscheme
    const dotted = parse('./1a:b');
    expect(dotted.ok && [dotted.uri.form, dotted.uri.path]).toEqual(['relative', './1a:b']);
    const asUri = parse('a1:b');
    expect(asUri.ok && [asUri.uri.scheme, asUri.uri.path]).toEqual(['a1', 'b']);
  });
  it('no path may begin with "//" without an authority', () => {
    const r = parse('//a//b');
    expect(r.ok && [r.uri.authority, r.uri.path]).toEqual(['a', '//b']);
    expect(parse('x:/' + '/a').ok && parse('x://a').ok).toBe(true);
  });
});

describe('pct-encoded (§2.1)', () => {
  it.each(['%41', '%7e', '%Ff', '%00'])('%s', (p) => expect(matches('pct-encoded', p)).toBe(true));
  it.each(['%', '%4', '%G1', '%%41', '%4g'])('%j is not', (p) => expect(matches('pct-encoded', p)).toBe(false));
  it.each(['http://h/%', 'http://h/%4', 'http://h/a%2', 'http://h/?%zz', 'http://h/#%', 'http://%/', 'http://u%@h/'])(
    '%j is rejected',
    (input) => expect(parse(input).ok).toBe(false),
  );
});

describe('character classes (§2.2, §2.3, §3.3)', () => {
  it('unreserved, gen-delims, sub-delims, reserved, pchar', () => {
    for (const c of 'aZ09-._~') expect(matches('unreserved', c)).toBe(true);
    for (const c of ':/?#[]@') expect(matches('gen-delims', c) && matches('reserved', c)).toBe(true);
    for (const c of "!$&'()*+,;=") expect(matches('sub-delims', c) && matches('reserved', c)).toBe(true);
    for (const c of ':@!%') expect(matches('unreserved', c)).toBe(false);
    for (const c of 'a:@!') expect(matches('pchar', c)).toBe(true);
    for (const c of '/?#[] "<>\\^`{|}') expect(matches('pchar', c)).toBe(false);
    expect(matches('pchar', '%20')).toBe(true);
  });
  it.each([' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\u00e9', '\u0000', '\n'])('%j is not allowed anywhere', (c) => {
    for (const where of ['http://h/' + c, 'http://h/?' + c, 'http://h/#' + c, 'http://' + c + '/', c]) {
      expect([where, parse(where).ok]).toEqual([where, false]);
    }
  });
  it('"[" and "]" are allowed only around an IP literal', () => {
    for (const input of ['http://h/[', 'http://h/?]', 'http://h/#[x]', 'http://a[b]/', 'http://[::1]x/']) {
      expect([input, parse(input).ok]).toEqual([input, false]);
    }
  });
});

describe('scheme (§3.1)', () => {
  it.each(['a', 'http', 'svn+ssh', 'coap-tcp', 'a.b', 'Z9'])('%s', (s) => expect(matches('scheme', s)).toBe(true));
  it.each(['', '1a', '+a', 'a_b', 'a b', 'é'])('%j is not', (s) => expect(matches('scheme', s)).toBe(false));
});

describe('authority (§3.2): the ordered-choice places', () => {
  it('userinfo is taken only when an "@" follows it', () => {
    const r = parse('http://a:b@c:1/');
    expect(r.ok && [r.uri.userinfo, r.uri.user, r.uri.password, r.uri.host, r.uri.port]).toEqual(['a:b', 'a', 'b', 'c', '1']);
    const s = parse('http://a:1/');
    expect(s.ok && [s.uri.userinfo, s.uri.host, s.uri.port]).toEqual([undefined, 'a', '1']);
  });
  it('rejects a second "@", a non-digit port, and a second ":"', () => {
    for (const input of ['http://a@b@c/', 'http://h:8a/', 'http://h:1:2/', 'http://[::1]:x/']) {
      expect([input, parse(input).ok]).toEqual([input, false]);
    }
  });
});

describe('absent (undefined) vs empty ("")', () => {
  const cases: [string, Record<string, string | undefined>][] = [
    ['http://h', { query: undefined, fragment: undefined, port: undefined, userinfo: undefined, path: '' }],
    ['http://h?', { query: '', fragment: undefined }],
    ['http://h#', { query: undefined, fragment: '' }],
    ['http://h?#', { query: '', fragment: '' }],
    ['http://h:', { port: '' }],
    ['http://@h', { userinfo: '', user: '', password: undefined, host: 'h' }],
    ['http://:@h', { userinfo: ':', user: '', password: '' }],
    ['http://u:@h', { userinfo: 'u:', user: 'u', password: '' }],
    ['http://', { authority: '', host: '', hostKind: 'empty', path: '' }],
    ['http:', { authority: undefined, host: undefined, path: '' }],
    ['file:///x', { authority: '', host: '', path: '/x' }],
    ['', { scheme: undefined, authority: undefined, path: '', query: undefined, fragment: undefined }],
    ['#', { path: '', fragment: '' }],
    ['?', { path: '', query: '' }],
  ];
  it.each(cases)('%j', (input, expected) => {
    const r = parse(input);
    if (!r.ok) throw r.error;
    for (const [k, v] of Object.entries(expected)) expect([k, r.uri[k as keyof typeof r.uri]]).toEqual([k, v]);
    for (const k of Object.keys(expected)) {
      if (expected[k] === undefined) expect(r.uri.spans[k as keyof typeof r.uri.spans]).toBeUndefined();
    }
  });
});

describe('URI-reference: URI before relative-ref loses nothing (§4.1)', () => {
  it.each(['a:b', 'a:', 'a:/b', 'a://b', 'a:?q', 'a:#f'])('%j is a URI', (s) => {
    const r = parse(s);
    expect(r.ok && r.uri.form).toBe('absolute');
  });
  it.each(['a', './a:b', '/a:b', '//a:1', '?a:b', '#a:b', 'a/b:c'])('%j is a relative-ref', (s) => {
    const r = parse(s);
    expect(r.ok && r.uri.form).toBe('relative');
  });
  it('matches URI-reference, URI, relative-ref and absolute-URI as the ABNF defines them', () => {
    expect(matches('absolute-URI', 'a:b?c')).toBe(true);
    expect(matches('absolute-URI', 'a:b#c')).toBe(false);
    expect(matches('URI', 'a:b#c')).toBe(true);
    expect(matches('URI', 'b#c')).toBe(false);
    expect(matches('relative-ref', 'b#c')).toBe(true);
    expect(matches('relative-ref', 'a:b')).toBe(false);
    expect(matches('URI-reference', 'a:b')).toBe(true);
  });
});

describe('warnings: valid but non-canonical spellings', () => {
  it('reports each with its rule and section, and none for a canonical URI', () => {
    const r = parse('HTTP://u:p@Host:/%7e%4A');
    expect(r.ok && r.warnings.map((w) => [w.code, w.section])).toEqual([
      ['scheme-case', '3.1'],
      ['userinfo-password', '3.2.1'],
      ['host-case', '3.2.2'],
      ['empty-port', '3.2.3'],
      ['pct-lowercase', '2.1'],
      ['pct-unreserved', '2.3'],
    ]);
    // one warning per kind, counting the rest: %7e and %4A both encode unreserved characters
    expect(r.ok && r.warnings[5].message).toContain('"%7e" encodes the unreserved character "~" (and others)');
    expect(r.ok && r.warnings[5].offset).toBe(17);
    const clean = parse('http://host/%20');
    expect(clean.ok && clean.warnings).toEqual([]);
  });
});
