import { readFileSync } from 'fs';
import { join } from 'path';
import fc from 'fast-check';
import { UriSyntaxError, editions, parse, rule, serialize } from '../../../src/index';
import type { ParseOptions, UriReference } from '../../../src/index';
import { describedEdition } from '../../../src/editions/describing';

// the edition as what quotes its rules gets it (its grammars given their rules' texts)
const rfc2396 = describedEdition('rfc2396');
const RFC2732_CLASSES = rfc2396.classesFor({ amendments: ['rfc2732'] });
import { authorityLike, uriLike, uriReference } from '../../fixtures/arbitraries/rfc2396-rules';
import {
  RFC2396_APPENDIX_C_REFERENCES,
  RFC2396_APPENDIX_C_TARGETS,
  RFC2396_EXAMPLES,
  RFC2396_NOT_DERIVABLE,
  RFC2732_ADDRESSES,
  RFC2732_EXAMPLES,
} from '../../fixtures/examples/rfc2396';
import type { Example } from '../../fixtures/examples/rfc2396';
import { rfc2396Oracle } from '../../fixtures/rfc2396-oracle';

const RFC2396_TEXT = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc2396.txt'), 'utf8');
const RFC2732_TEXT = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc2732.txt'), 'utf8');

const V6: ParseOptions = { amendments: ['rfc2732'] };
const COMPONENTS = ['form', 'scheme', 'authority', 'userinfo', 'host', 'hostKind', 'port', 'path', 'query', 'fragment', 'opaque'] as const;

function ok(input: string, options?: ParseOptions): UriReference {
  const r = parse(input, 'rfc2396', options);
  if (!r.ok) throw r.error;
  return r.uri;
}

function fails(input: string, options?: ParseOptions): UriSyntaxError {
  const r = parse(input, 'rfc2396', options);
  if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted: ${JSON.stringify(r.uri)}`);
  return r.error;
}

/** The spans of a UriReference each cover exactly its component's text. */
function expectSpans(input: string, uri: UriReference): void {
  for (const [component, span] of Object.entries(uri.spans)) {
    expect([component, input.slice(span![0], span![1])]).toEqual([component, uri[component as keyof UriReference]]);
  }
}

function checkExample(example: Example, options?: ParseOptions): void {
  const uri = ok(example.input, options);
  for (const c of COMPONENTS) expect([c, uri[c]]).toEqual([c, example.expect[c]]);
  if (example.expect.segments) expect(uri.segments).toEqual(example.expect.segments);
  expect(uri.edition).toBe('rfc2396');
  expect(serialize(uri)).toBe(example.input);
  expectSpans(example.input, uri);
}

describe('every example in the text of RFC 2396', () => {
  it('transcribed verbatim from the RFC', () => {
    for (const e of [...RFC2396_EXAMPLES, ...RFC2396_APPENDIX_C_REFERENCES, ...RFC2396_NOT_DERIVABLE]) {
      if (e.input !== '') expect([e.input, RFC2396_TEXT.includes(e.input)]).toEqual([e.input, true]);
    }
    for (const t of RFC2396_APPENDIX_C_TARGETS) expect([t, RFC2396_TEXT.includes(t)]).toEqual([t, true]);
  });
  it.each(RFC2396_EXAMPLES.map((e) => [e.source, e.input, e] as const))('%s %s', (_s, _i, example) => checkExample(example));
});

describe('RFC 2396 Appendix C: resolution references and targets', () => {
  it.each(RFC2396_APPENDIX_C_REFERENCES.map((e) => [e.source, e.input, e] as const))('%s %j', (_s, _i, example) =>
    checkExample(example),
  );
  it.each(RFC2396_APPENDIX_C_TARGETS)('target %s is an absoluteURI with a hostname', (target) => {
    const uri = ok(target);
    expect([uri.form, uri.scheme, uri.hostKind]).toEqual(['absolute', 'http', 'hostname']);
    expect(serialize(uri)).toBe(target);
  });
});

describe('references the grammar cannot derive are rejected, saying why', () => {
  it.each(RFC2396_NOT_DERIVABLE.map((e) => [e.source, e.input, e] as const))('%s %j', (_s, input, e) => {
    const error = fails(input);
    expect(error).toBeInstanceOf(UriSyntaxError);
    expect(error.offset).toBe(e.offset);
    expect(error.message).toMatch(e.reason);
    expect(error.message).toMatch(/RFC 2396 §/);
  });
  it('"?y#s" and "http:#f" too', () => {
    expect(fails('?y#s').message).toMatch(/query alone/);
    const e = fails('http:#f');
    expect([e.offset, e.rule]).toEqual([5, 'absoluteURI']);
    expect(e.message).toMatch(/needs a path after "http:"/);
  });
});

describe('RFC 2732 §2: the IPv6 examples, with the amendment', () => {
  it('transcribed verbatim from the RFC', () => {
    for (const s of [...RFC2732_ADDRESSES, ...RFC2732_EXAMPLES.map((e) => e.input)]) expect([s, RFC2732_TEXT.includes(s)]).toEqual([s, true]);
  });
  it.each(RFC2732_EXAMPLES.map((e) => [e.input, e] as const))('%s', (_i, example) => checkExample(example, V6));
  it.each(RFC2732_ADDRESSES)('%s is an IPv6address', (a) => {
    expect(rule('rfc2396', 'IPv6address', V6).parse(a).status).toBe(true);
    expect(ok(`http://[${a}]/`, V6).hostKind).toBe('ipv6');
  });
  it.each(RFC2732_EXAMPLES.map((e) => e.input))('without the amendment, %s is rejected at the "["', (input) => {
    const e = fails(input);
    expect(e.offset).toBe(input.indexOf('['));
    expect(e.message).toMatch(/unwise \(RFC 2396 §2\.4\.3\)/);
    expect(e.message).toMatch(/amendments: \['rfc2732'\]/);
  });
});

describe('authority = server | reg_name (§3.2)', () => {
  // [input, authority, userinfo, host, hostKind, port] — a reg_name is the host: the whole authority
  const cases: [string, string, string | undefined, string | undefined, string, string | undefined][] = [
    ['http://h/', 'h', undefined, 'h', 'hostname', undefined],
    ['http://user@host:80/', 'user@host:80', 'user', 'host', 'hostname', '80'],
    ['http://u:p@h:/', 'u:p@h:', 'u:p', 'h', 'hostname', ''],
    ['http://@h/', '@h', '', 'h', 'hostname', undefined],
    ['http://1.2.3.4:8080/', '1.2.3.4:8080', undefined, '1.2.3.4', 'ipv4', '8080'],
    ['http://300.1.1.1/', '300.1.1.1', undefined, '300.1.1.1', 'ipv4', undefined],
    ['http://1.2.3.4.example/', '1.2.3.4.example', undefined, '1.2.3.4.example', 'hostname', undefined],
    ['http://www.example.com./', 'www.example.com.', undefined, 'www.example.com.', 'hostname', undefined],
    ['http://a_b/', 'a_b', undefined, 'a_b', 'reg-name', undefined],
    ['http://host:abc/', 'host:abc', undefined, 'host:abc', 'reg-name', undefined],
    ['http://user@/', 'user@', undefined, 'user@', 'reg-name', undefined],
    ['http://:80/', ':80', undefined, ':80', 'reg-name', undefined],
    ['http://a@b@c/', 'a@b@c', undefined, 'a@b@c', 'reg-name', undefined],
    ['http://1.2.3/', '1.2.3', undefined, '1.2.3', 'reg-name', undefined],
    ['http://1.2.3.4.5/', '1.2.3.4.5', undefined, '1.2.3.4.5', 'reg-name', undefined],
    ['http://a.1/', 'a.1', undefined, 'a.1', 'reg-name', undefined],
    ['http://-a.com/', '-a.com', undefined, '-a.com', 'reg-name', undefined],
    ['http://%41/', '%41', undefined, '%41', 'reg-name', undefined],
    ['http://u@h:80:90/', 'u@h:80:90', undefined, 'u@h:80:90', 'reg-name', undefined],
    ['http:///p', '', undefined, '', 'empty', undefined],
    ['//', '', undefined, '', 'empty', undefined],
    ['file:///etc/hosts', '', undefined, '', 'empty', undefined],
  ];
  it.each(cases)('%s', (input, authority, userinfo, host, hostKind, port) => {
    const uri = ok(input);
    expect([uri.authority, uri.userinfo, uri.host, uri.hostKind, uri.port]).toEqual([authority, userinfo, host, hostKind, port]);
    expect(serialize(uri)).toBe(input);
    expectSpans(input, uri);
  });
  it('a reg_name authority is the host, with no userinfo or port spans', () => {
    const uri = ok('http://host:abc/p');
    expect(Object.keys(uri.spans).sort()).toEqual(['authority', 'host', 'path', 'scheme']);
    expect(uri.spans.host).toEqual(uri.spans.authority);
    expect(uri.user).toBeUndefined();
  });
  it('an empty server has an empty host span where the authority is', () => {
    expect(ok('http:///p').spans.host).toEqual([7, 7]);
  });
  it('splits userinfo into user and password at the first ":"', () => {
    const uri = ok('ftp://a:b:c@h/');
    expect([uri.userinfo, uri.user, uri.password]).toEqual(['a:b:c', 'a', 'b:c']);
  });
});

describe('opaque_part vs hier_part (§3)', () => {
  it.each([
    ['mailto:a?b', 'a?b'],
    ['mailto:a?b?c', 'a?b?c'],
    ['news:comp.x/y', 'comp.x/y'],
    ['urn:isbn:0-395-36341-1', 'isbn:0-395-36341-1'],
    ['x:;p', ';p'],
    ['x:?q', '?q'],
    ['x:%2Fa', '%2Fa'],
  ])('%s is opaque: no query, no segments', (input, opaque) => {
    const uri = ok(input);
    expect([uri.opaque, uri.path, uri.query, uri.segments]).toEqual([opaque, opaque, undefined, undefined]);
    expect(serialize(uri)).toBe(input);
  });
  it('an opaque URI still has a fragment', () => {
    const uri = ok('mailto:a?b#f');
    expect([uri.opaque, uri.fragment]).toEqual(['a?b', 'f']);
  });
  it.each([
    ['foo:/a?b', '/a', 'b'],
    ['foo://h?b', '', 'b'],
    ['foo:/?', '/', ''],
  ])('%s is hierarchical: path %j, query %j', (input, path, query) => {
    const uri = ok(input);
    expect([uri.opaque, uri.path, uri.query]).toEqual([undefined, path, query]);
  });
  it('absoluteURI is taken before relativeURI (a scheme-looking prefix is a scheme)', () => {
    expect(ok('a:b').form).toBe('absolute');
    expect(ok('./a:b').form).toBe('relative');
    expect(fails('1a:b').offset).toBe(2);
  });
  it('"//a" is a net_path, not an abs_path with an empty first segment (§4.3: the authority wins)', () => {
    const uri = ok('//a/b');
    expect([uri.authority, uri.path]).toEqual(['a', '/b']);
    expect(ok('x://a/b').authority).toBe('a');
  });
});

describe('segments and their params (§3.3)', () => {
  it.each([
    ['/a;p;q/b', [{ value: 'a', params: ['p', 'q'] }, { value: 'b', params: [] }]],
    ['/a;/;', [{ value: 'a', params: [''] }, { value: '', params: [''] }]],
    ['/', [{ value: '', params: [] }]],
    ['', []],
    ['g;x=1/../y', [{ value: 'g', params: ['x=1'] }, { value: '..', params: [] }, { value: 'y', params: [] }]],
    ['http://h', []],
    ['http://h/a;b=c%3Bd', [{ value: 'a', params: ['b=c%3Bd'] }]],
  ])('%j', (input, segments) => {
    expect(ok(input).segments).toEqual(segments);
  });
});

describe('the amendment on and off', () => {
  it.each([
    ['http://h/?a[0]=1', 'query'],
    ['http://h/#x[1]', 'fragment'],
    ['mailto:a[b]', 'opaque'],
  ] as const)('%s: "[" "]" are reserved with RFC 2732, unwise without', (input, component) => {
    expect(fails(input).offset).toBe(input.indexOf('['));
    expect(ok(input, V6)[component]).toContain('[');
  });
  it.each(['http://h/[a]', 'http://[a]@h/', 'http://h/a;[b]', 'mailto:[a]'])('%s is rejected even with RFC 2732 (pchar, userinfo, uric_no_slash are unchanged)', (input) => {
    fails(input, V6);
  });
  it('RFC 2732 replaces IPv4address: at most three digits per part', () => {
    expect(ok('http://1234.5.6.7/').hostKind).toBe('ipv4');
    expect(ok('http://1234.5.6.7/', V6).hostKind).toBe('reg-name');
    expect(ok('http://999.5.6.7/', V6).hostKind).toBe('ipv4');
  });
  it('has no IPvFuture and no zone identifiers', () => {
    fails('http://[v1.x]/', V6);
    fails('http://[fe80::1%25eth0]/', V6);
  });
  it('IPv6 host with userinfo and port', () => {
    const uri = ok('ftp://u@[::1]:21/f', V6);
    expect([uri.userinfo, uri.host, uri.hostKind, uri.port]).toEqual(['u', '[::1]', 'ipv6', '21']);
  });
  it('rejects an unknown amendment', () => {
    expect(() => parse('a', 'rfc2396', { amendments: ['rfc6874'] })).toThrow(RangeError);
  });
});

describe('errors name RFC 2396 rules and sections', () => {
  it.each([
    ['http://a/b c', 10, / " " is an excluded character, space \(RFC 2396 §2\.4\.3\)/],
    ['http://a/%zz', 9, /escaped = "%" hex hex \(RFC 2396 §2\.4\.1\)/],
    ['http://a/{', 9, /unwise \(RFC 2396 §2\.4\.3\)/],
    ['a:b#c#d', 5, /delims \(RFC 2396 §2\.4\.3\)/],
    ['http://a/<b>', 9, /delims/],
    ['http://a/\u0001', 9, /control \(RFC 2396 §2\.4\.3\)/],
    ['http://a/é', 9, /unexpected "é"/],
  ])('%j at offset %d', (input, offset, message) => {
    const e = fails(input);
    expect(e.offset).toBe(offset);
    expect(e.message).toMatch(message);
    expect(e.edition).toBe('rfc2396');
    expect(e.rule).toBeDefined();
    expect(e.section).toBeDefined();
  });
  it('the failing rule is a 2396 rule and its section is the one the grammar cites', () => {
    for (const input of ['http://a/b c', 'x:[', '//a b', 'a b', 'http://a?b c']) {
      const e = fails(input);
      expect(rfc2396.info.ruleNames).toContain(e.rule);
    }
  });
  it.each([false, true])('never throws for a string, and the careful build agrees with the fast one (rfc2732: %s)', (v6) => {
    const options = v6 ? V6 : undefined;
    const careful = rule('rfc2396', 'URI-reference', options);
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s, 'rfc2396', options);
        expect([s, careful.parse(s).status]).toEqual([s, r.ok]);
        if (!r.ok) expect(r.error.offset).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('warnings: RFC 2396 own remarks', () => {
  const codes = (input: string) => {
    const r = parse(input, 'rfc2396');
    if (!r.ok) throw r.error;
    return r.warnings.map((w) => [w.code, w.section, w.offset]);
  };
  it('uppercase in a scheme (§3.1)', () => expect(codes('HTTP://h/')).toEqual([['scheme-case', '3.1', 0]]));
  it('"user:password" (§3.2.2)', () => expect(codes('ftp://u:p@h/')).toEqual([['userinfo-password', '3.2.2', 8]]));
  it('an escaped unreserved character, mark characters included (§2.3)', () => {
    expect(codes('http://h/%7e')).toEqual([['pct-unreserved', '2.3', 9]]);
    expect(codes('http://h/%2A%28')).toEqual([['pct-unreserved', '2.3', 9]]);
    const r = parse('http://h/%41%42', 'rfc2396');
    expect(r.ok && r.warnings[0].message).toMatch(/and others/);
  });
  it('none for lowercase hex, an empty port, a mixed-case hostname, or a reserved escape', () => {
    expect(codes('http://Www.Example.COM:/%2f%3b')).toEqual([]);
  });
});

describe('property: generated URI-references parse, round-trip and agree with the BNF', () => {
  const plain = rfc2396Oracle(false).rules;
  const amended = rfc2396Oracle(true).rules;
  const serverRe = (v6: boolean) => (v6 ? amended : plain).server;

  function checkAccepted(s: string, v6: boolean): void {
    const uri = ok(s, v6 ? V6 : undefined);
    expect(serialize(uri)).toBe(s);
    expectSpans(s, uri);
    if (uri.authority !== undefined) {
      // the server alternative is taken exactly when the whole authority is a server
      expect([uri.authority, uri.hostKind === 'reg-name']).toEqual([uri.authority, !serverRe(v6).test(uri.authority)]);
    }
    if (uri.hostKind === 'ipv4') expect((v6 ? amended : plain).IPv4address.test(uri.host!)).toBe(true);
    if (uri.hostKind === 'hostname') expect(plain.hostname.test(uri.host!)).toBe(true);
  }

  it.each([false, true])('rfc2732: %s', (v6) => {
    fc.assert(
      fc.property(uriReference(v6), (s) => {
        expect([s, (v6 ? amended : plain)['URI-reference'].test(s)]).toEqual([s, true]);
        checkAccepted(s, v6);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([false, true])('arbitrary URI-like strings: accepted exactly when the BNF derives them (rfc2732: %s)', (v6) => {
    const oracle = (v6 ? amended : plain)['URI-reference'];
    fc.assert(
      fc.property(uriLike, (s) => {
        const r = parse(s, 'rfc2396', v6 ? V6 : undefined);
        expect([s, r.ok]).toEqual([s, oracle.test(s)]);
        if (r.ok) checkAccepted(s, v6);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([false, true])('authorities: accepted exactly when the BNF derives them, server vs reg_name as the BNF says (rfc2732: %s)', (v6) => {
    const oracle = (v6 ? amended : plain)['URI-reference'];
    fc.assert(
      fc.property(authorityLike, fc.constantFrom('', '/p', '?q', '#f'), (a, rest) => {
        const s = `http://${a}${rest}`;
        const r = parse(s, 'rfc2396', v6 ? V6 : undefined);
        expect([s, r.ok]).toEqual([s, oracle.test(s)]);
        if (r.ok) checkAccepted(s, v6);
      }),
      { numRuns: 5000 },
    );
  });

  it('components agree with Appendix B\'s regular expression for every hierarchical reference', () => {
    const appendixB = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
    fc.assert(
      fc.property(uriReference(false), (s) => {
        const uri = ok(s);
        if (uri.opaque !== undefined) return;
        const m = appendixB.exec(s)!;
        expect([uri.scheme, uri.authority, uri.path, uri.query, uri.fragment]).toEqual([m[2], m[4], m[5], m[7], m[9]]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('edition metadata', () => {
  it('describes RFC 2396', () => {
    const info = editions.find((e) => e.name === 'rfc2396')!;
    expect([info.rfc, info.year, info.amendments]).toEqual([2396, 1998, ['rfc2732']]);
    expect(RFC2396_TEXT).toContain(info.title);
  });
  it('every printable ASCII character is in one character class (§1.6, §2.2, §2.3, §2.4)', () => {
    for (const classes of [rfc2396.classes, RFC2732_CLASSES]) {
      for (let code = 0x20; code < 0x7f; code++) {
        const c = String.fromCharCode(code);
        const holders = classes.filter((k) => k.set.has(c)).map((k) => k.rule);
        if (c === '%') expect(holders).toEqual(['escaped', 'delims']);
        else expect([c, holders.length]).toEqual([c, 1]);
      }
    }
  });
  it('"[" is unwise without the amendment and reserved with it', () => {
    expect(rfc2396.classes.find((k) => k.set.has('['))!.rule).toBe('unwise');
    expect(RFC2732_CLASSES.find((k) => k.set.has('['))).toMatchObject({ rule: 'reserved', section: 'RFC 2732 §3' });
  });
  it('quotes each class and component definition as the RFC writes it (modulo spacing)', () => {
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    const text = squash(RFC2396_TEXT);
    for (const k of rfc2396.classes) expect([k.rule, text.includes(squash(k.definition))]).toEqual([k.rule, true]);
    for (const [component, def] of Object.entries(rfc2396.components)) {
      expect([component, text.includes(squash(def!.definition))]).toEqual([component, true]);
    }
  });
});
