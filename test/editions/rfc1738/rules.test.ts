import { readFileSync } from 'fs';
import { join } from 'path';
import { editions, parse, rule } from '../../../src/index';
import type { ParseOptions } from '../../../src/index';
import type { RuleName } from '../../../src/index';
import { describedEdition } from '../../../src/editions/describing';

// the edition as what quotes its rules gets it (its grammars given their rules' texts)
const rfc1738 = describedEdition('rfc1738');

const RFC = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc1738.txt'), 'utf8');

/** §5 "BNF for specific URL schemes", read from the RFC text itself (page breaks removed). */
function section5(): string {
  const text = RFC.slice(RFC.indexOf('5. BNF for specific URL schemes'), RFC.indexOf('6. Security Considerations'));
  return text.replace(/\n+Berners-Lee, Masinter & McCahill[^\n]*\n\f\nRFC 1738[^\n]*\n/g, '\n');
}

/** Each production of §5: its name and its definition (continuation lines joined, whitespace collapsed). */
function productions(): [string, string][] {
  const out: [string, string][] = [];
  for (const m of section5().matchAll(/^([a-z][a-z0-9+_-]*)\s+=[^\n]*(?:\n {17}\S[^\n]*)*/gm)) {
    out.push([m[1], m[0].replace(/\s+/g, ' ').trim()]);
  }
  return out;
}

/** Whole-input match of one rule (careful build). */
const matches = (name: string, input: string, options?: ParseOptions) => rule('rfc1738', name as RuleName<'rfc1738'>, options).parse(input).status;
const ok = (input: string, options?: ParseOptions) => parse(input, 'rfc1738', options).ok;
const uri = (input: string, options?: ParseOptions) => {
  const r = parse(input, 'rfc1738', options);
  if (!r.ok) throw r.error;
  return r.uri;
};

describe('rule inventory', () => {
  it('has exactly the productions of §5', () => {
    const rfc = productions().map(([name]) => name);
    expect(rfc.length).toBe(67);
    const ours = editions.find((e) => e.name === 'rfc1738')!.ruleNames;
    expect([...ours].sort()).toEqual([...rfc].sort());
  });
  it('states every production of §5 verbatim (what explanations quote)', () => {
    const missing = productions().filter(([name, definition]) => rfc1738.production(name)?.definition !== definition);
    expect(missing).toEqual([]);
  });
  it('cites §5 as every rule\'s section', () => {
    for (const name of rfc1738.info.ruleNames) expect([name, rule('rfc1738', name as never) !== undefined]).toEqual([name, true]);
    expect(rfc1738.info).toMatchObject({ name: 'rfc1738', rfc: 1738, year: 1994, title: 'Uniform Resource Locators (URL)', amendments: [] });
  });
  it('adds exactly RFC 1808 §2.2 fragment with allowFragment', () => {
    expect(() => rule('rfc1738', 'fragment' as never)).toThrow(/no rule named 'fragment'/);
    expect(matches('fragment', 'a/b?c;d', { allowFragment: true })).toBe(true);
    expect(matches('fragment', 'a#b', { allowFragment: true })).toBe(false);
  });
  it('finds rules by RFC spelling and by camelCase key', () => {
    expect(matches('ip-schemepart', '//h/p')).toBe(true);
    expect(matches('ipSchemepart', '//h/p')).toBe(true);
    expect(matches('gopher+_string', '+%091')).toBe(true);
    expect(() => rule('rfc1738', 'hostnmber' as never)).toThrow(/Did you mean 'hostnumber'/);
  });
});

describe('character classes (§5, §2.2)', () => {
  const cls = (name: string) => rfc1738.classes.find((c) => c.rule === name)!.set;
  it.each([
    ['safe', '$-_.+'],
    ['extra', "!*'(),"],
    ['national', '{}|\\^~[]`'],
    ['punctuation', '<>#%"'],
    ['reserved', ';/?:@&='],
  ])('%s is exactly %j', (name, members) => {
    for (let c = 0x20; c < 0x7f; c++) {
      const ch = String.fromCharCode(c);
      expect([ch, cls(name).has(ch)]).toEqual([ch, members.includes(ch)]);
      expect([ch, matches(name, ch)]).toEqual([ch, members.includes(ch)]);
    }
  });
  it('unsafe characters (national, punctuation, space) are in no URL character rule', () => {
    for (const ch of ' {}|\\^~[]`<>#"') {
      for (const name of ['uchar', 'xchar', 'unreserved', 'reserved']) expect([name, ch, matches(name, ch)]).toEqual([name, ch, false]);
    }
  });
  it('alpha, digit, hex, escape, uchar, xchar, digits', () => {
    expect(matches('lowalpha', 'a') && !matches('lowalpha', 'A')).toBe(true);
    expect(matches('hialpha', 'Z') && !matches('hialpha', 'z')).toBe(true);
    expect(matches('alpha', 'q') && matches('alpha', 'Q') && !matches('alpha', '1')).toBe(true);
    expect(matches('digit', '7') && !matches('digit', 'a')).toBe(true);
    expect(['0', '9', 'a', 'f', 'A', 'F'].every((c) => matches('hex', c))).toBe(true);
    expect(['g', 'G', '%'].some((c) => matches('hex', c))).toBe(false);
    expect(matches('escape', '%2f') && matches('escape', '%2F')).toBe(true);
    expect(['%', '%2', '%GG', '%%20'].some((s) => matches('escape', s))).toBe(false);
    expect(matches('uchar', '%20') && matches('uchar', 'a') && !matches('uchar', ';')).toBe(true);
    expect(matches('xchar', ';') && matches('xchar', '%7E') && !matches('xchar', '~')).toBe(true);
    expect(matches('digits', '0123') && !matches('digits', '')).toBe(true);
  });
});

describe('url: a predefined scheme must match its own rule (PEG dispatch)', () => {
  it.each([
    ['http:foo', 5, 'httpurl'], // otherurl would derive it
    ['http://user@host/', 11, 'httpurl'], // http has no login: hostport only (§3.3)
    ['http://h?x', 8, 'httpurl'], // "?" search only after "/"
    ['ftp:/x', 4, 'ftpurl'],
    ['news://h/x', 10, 'newsurl'], // an article ("/" is an article character) without its "@" host
    ['mailto:', 7, 'mailtourl'],
    ['file://h', 8, 'fileurl'],
    ['telnet://h/x', 11, 'telneturl'],
    ['wais://h', 8, 'waisurl'],
    ['prospero://u@h/x', 12, 'prosperourl'],
    ['nntp://h/', 9, 'nntpurl'],
    ['gopher:x', 7, 'gopherurl'],
  ])('%s is rejected in its scheme\'s rules', (input, offset, top) => {
    expect(ok(input)).toBe(false);
    expect(matches('genericurl', input)).toBe(true); // the BNF's otherurl alone would take it
    const r = parse(input, 'rfc1738');
    if (r.ok) return;
    expect(r.error.offset).toBe(offset);
    // the error is reported inside the scheme's own rule or one of its parts, never in otherurl
    expect(r.error.rule).not.toMatch(/^(otherurl|genericurl|schemepart|urlpath)$/);
    expect(r.error.expected.join(' ')).not.toMatch(/otherurl/);
    expect(rule('rfc1738', top as RuleName<'rfc1738'>).parse(input).status).toBe(false);
  });
  it.each([
    ['foo:bar', 'bar'],
    ['x-foo:bar', 'bar'],
    ['httpx:anything;/?:@&=', 'anything;/?:@&='],
    ['https://u@h/', undefined],
    ['1abc+.-:x', 'x'],
    ['foo:', ''],
  ])('%s is an otherurl', (input, opaque) => {
    const u = uri(input);
    expect(u.opaque).toBe(opaque);
    expect(matches('otherurl', input)).toBe(true);
  });
  it.each(['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero'])(
    '%s: a scheme name that only starts with it is an otherurl',
    (name) => {
      expect(uri(`${name}x:y`).opaque).toBe('y');
      expect(uri(`${name}.v2://h/p`).host).toBe('h');
    },
  );
});

describe('scheme = 1*[ lowalpha | digit | "+" | "-" | "." ] (§5)', () => {
  it.each(['a', '0', '1a', '+', 'a.b-c+d', 'x-'])('%j is a scheme', (s) => expect(matches('scheme', s)).toBe(true));
  it.each(['', 'A', 'Http', 'a_b', 'a:b', 'é'])('%j is not', (s) => expect(matches('scheme', s)).toBe(false));
  it('caseInsensitiveScheme accepts uppercase schemes, predefined ones matched case-insensitively', () => {
    const ci = { caseInsensitiveScheme: true };
    expect(uri('HTTP://h/x', ci)).toMatchObject({ scheme: 'HTTP', host: 'h', path: '/x' });
    expect(uri('Ftp://h/a;type=I', ci)).toMatchObject({ scheme: 'Ftp', params: 'type=I', schemeData: { typecode: 'I' } });
    expect(uri('X-Foo:bar', ci)).toMatchObject({ scheme: 'X-Foo', opaque: 'bar' });
    expect(ok('HTTP:foo', ci)).toBe(false); // a predefined scheme still must match its rule
    expect(ok('Http://u@h/', ci)).toBe(false);
    expect(matches('scheme', 'HTTP', ci)).toBe(true);
    expect(ok('http://h/;TYPE=a'.replace('http', 'ftp'), ci)).toBe(false); // only the scheme is case-ignored
  });
});

describe('schemepart = *xchar | ip-schemepart (PEG: ip-schemepart when it is the whole)', () => {
  it('a genericurl with "//" login is read as an ip-schemepart', () => {
    expect(uri('foo://u:p@h.example:8/a/b?c;d')).toMatchObject({
      authority: 'u:p@h.example:8',
      userinfo: 'u:p',
      host: 'h.example',
      port: '8',
      path: '/a/b?c;d',
      opaque: undefined,
    });
    expect(uri('foo://1.2.3.4')).toMatchObject({ host: '1.2.3.4', hostKind: 'ipv4', path: '' });
  });
  it.each(['foo://h_x/', 'foo://', 'foo:///p', 'foo://h:/', 'foo://-h/', 'foo:/h'])('%s is *xchar (opaque)', (input) => {
    const u = uri(input);
    expect(u.opaque).toBe(input.slice(4));
    expect(u.host).toBeUndefined();
    expect(u.segments).toBeUndefined(); // no hierarchy in an opaque scheme part
  });
});

describe('host = hostname | hostnumber (§3.1)', () => {
  it.each(['a', 'a-b', 'a--b', 'a1', '1a', 'ab-1'])('domainlabel %j', (s) => expect(matches('domainlabel', s)).toBe(true));
  it.each(['', '-a', 'a-', 'a_b', 'a.b'])('not domainlabel %j', (s) => expect(matches('domainlabel', s)).toBe(false));
  it.each(['a', 'a-1', 'ab-cd', 'a--1'])('toplabel %j', (s) => expect(matches('toplabel', s)).toBe(true));
  it.each(['1a', '1', 'a-', '-a'])('not toplabel %j', (s) => expect(matches('toplabel', s)).toBe(false));
  it.each(['a', 'a.b.c', '1.a', '1.2.3.4.com', 'x-1.y-2.zz'])('hostname %j', (s) => expect(matches('hostname', s)).toBe(true));
  it.each(['', 'a.1', 'a.', '.a', 'a..b', '1.2.3.4', 'a.b-'])('not hostname %j', (s) => expect(matches('hostname', s)).toBe(false));
  it.each(['1.2.3.4', '0.0.0.0', '999.999.999.999', '0001.2.3.4'])('hostnumber %j (four decimal digit groups, no range)', (s) => {
    expect(matches('hostnumber', s)).toBe(true);
    expect(uri(`http://${s}/`)).toMatchObject({ host: s, hostKind: 'ipv4' });
  });
  it.each(['1.2.3', '1.2.3.4.5', '1..2.3', '1.2.3.'])('not hostnumber %j', (s) => expect(matches('hostnumber', s)).toBe(false));
  it('a host ending in a label that starts with a letter is a hostname, whatever precedes it', () => {
    expect(uri('http://1.2.3.4.com/')).toMatchObject({ host: '1.2.3.4.com', hostKind: 'hostname' });
    expect(uri('http://www.example.com/')).toMatchObject({ host: 'www.example.com', hostKind: 'hostname' });
  });
  it.each(['http://1.2.3.4.5/', 'http://a.1/', 'http://a./', 'http://_a/', 'http:///', 'http://h:/', 'http://h:x/', 'http://[::1]/'])(
    '%s is rejected',
    (input) => expect(ok(input)).toBe(false),
  );
  it('port = digits', () => {
    expect(uri('http://h:8080')).toMatchObject({ port: '8080', path: '' });
    expect(matches('port', '') || matches('port', '8a')).toBe(false);
  });
});

describe('login = [ user [ ":" password ] "@" ] hostport', () => {
  it('the optional part is given back whole when no "@" follows', () => {
    expect(uri('ftp://host:21/')).toMatchObject({ userinfo: undefined, host: 'host', port: '21' });
    expect(uri('telnet://u;x?y&z=1:p;q@h')).toMatchObject({ user: 'u;x?y&z=1', password: 'p;q', host: 'h' });
  });
  it.each(['ftp://a@b@h/', 'ftp://u:p:q@h/', 'ftp://u~@h/', 'ftp://u:p/@h/'])('%s is rejected (":", "@", "/" must be encoded in user and password)', (input) =>
    expect(ok(input)).toBe(false),
  );
  it('a "/" ends the login: what follows is the url-path', () => {
    expect(uri('ftp://a/b@h/')).toMatchObject({ userinfo: undefined, host: 'a', path: '/b@h/' });
  });
  it('encoded ":" "@" "/" are allowed', () => {
    expect(uri('ftp://a%40b:c%3Ad%2F@h/')).toMatchObject({ user: 'a%40b', password: 'c%3Ad%2F' });
  });
});

describe('ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]] (§3.2)', () => {
  it.each(['A', 'I', 'D', 'a', 'i', 'd'])('ftptype %s', (t) => {
    expect(matches('ftptype', t)).toBe(true);
    expect(uri(`ftp://h/f;type=${t}`)).toMatchObject({ path: '/f', params: `type=${t}`, schemeData: { typecode: t } });
  });
  it.each(['ftp://h/f;type=b', 'ftp://h/f;type=', 'ftp://h/f;TYPE=a', 'ftp://h/f;type=aa', 'ftp://h/a;b/c', 'ftp://h;type=a', 'ftp://h/f;type=a/x'])(
    '%s is rejected (";" is reserved in fsegment)',
    (input) => expect(ok(input)).toBe(false),
  );
  it('fpath segments may be empty; the whole url-path may be omitted', () => {
    expect(uri('ftp://h')).toMatchObject({ path: '', params: undefined });
    expect(uri('ftp://h/')).toMatchObject({ path: '/' });
    expect(uri('ftp://h/;type=d')).toMatchObject({ path: '/', params: 'type=d' });
    expect(uri('ftp://h//a//')).toMatchObject({ path: '//a//', segments: [{ value: '' }, { value: 'a' }, { value: '' }, { value: '' }] });
    expect(uri('ftp://h/a?b:c@d&e=f')).toMatchObject({ path: '/a?b:c@d&e=f', query: undefined });
  });
  it('fsegment excludes ";" and "/"', () => {
    expect(matches('fsegment', 'a?b:c@d&e=f%3B')).toBe(true);
    expect(matches('fsegment', 'a;b') || matches('fsegment', 'a/b')).toBe(false);
    expect(matches('fpath', 'a/b//c')).toBe(true);
  });
});

describe('fileurl = "file://" [ host | "localhost" ] "/" fpath (§3.10)', () => {
  it.each([
    ['file:///', '', 'empty', '/'],
    ['file://localhost/', 'localhost', 'hostname', '/'],
    ['file://h.dom/a/b', 'h.dom', 'hostname', '/a/b'],
    ['file://10.0.0.1/a', '10.0.0.1', 'ipv4', '/a'],
  ])('%s', (input, host, hostKind, path) => {
    expect(uri(input)).toMatchObject({ host, hostKind, path, authority: host, schemeData: { host } });
  });
  it.each(['file://h', 'file:/a', 'file:a', 'file://u@h/a', 'file://h:1/a', 'file://h/a;type=a'])('%s is rejected', (input) =>
    expect(ok(input)).toBe(false),
  );
});

describe('httpurl = "http://" hostport [ "/" hpath [ "?" search ]] (§3.3)', () => {
  it.each([
    ['http://h', '', undefined],
    ['http://h/', '/', undefined],
    ['http://h/?', '/', ''],
    ['http://h/a;b:c@d&e=f/g', '/a;b:c@d&e=f/g', undefined],
    ['http://h/p?a;b:c@d&e=f%2F', '/p', 'a;b:c@d&e=f%2F'],
  ])('%s', (input, path, query) => expect(uri(input)).toMatchObject({ path, query, params: undefined }));
  it.each(['http://h?x', 'http://h/?a/b', 'http://h/?a?b', 'http://u@h/', 'http://u:p@h/', 'http://h/~x', 'http://h/a b', 'http://h/a#b', 'http://h/a|b'])(
    '%s is rejected',
    (input) => expect(ok(input)).toBe(false),
  );
});

describe('gopherurl (§3.4): selector, "%09" search, "%09" gopher+_string', () => {
  it.each([
    ['gopher://h/', '/', undefined, undefined, undefined, undefined],
    ['gopher://h/1', '/1', '1', '', undefined, undefined],
    ['gopher://h/11', '/11', '1', '1', undefined, undefined],
    ['gopher://h/1a/b?c;d', '/1a/b?c;d', '1', 'a/b?c;d', undefined, undefined],
    ['gopher://h/7%09', '/7%09', '7', '', '', undefined],
    ['gopher://h/7s%09q%09', '/7s%09q%09', '7', 's', 'q', ''],
    ['gopher://h/%31s', '/%31s', '%31', 's', undefined, undefined],
    ['gopher://h/1s%09q%09+%09x/y', '/1s%09q%09+%09x/y', '1', 's', 'q', '+%09x/y'],
  ])('%s', (input, path, gtype, selector, search, gopherPlus) => {
    const u = uri(input);
    expect(u.path).toBe(path);
    expect(u.query).toBeUndefined();
    expect(u.schemeData).toEqual({ gtype, selector, search, gopherPlus });
  });
  it('PEG: when the text after "%09" is not a search, the BNF reads it all as the selector', () => {
    const r = parse('gopher://h/1a%09b/c', 'rfc1738');
    expect(r.ok && r.uri.schemeData).toEqual({ gtype: '1', selector: 'a%09b/c', search: undefined, gopherPlus: undefined });
    expect(r.ok && r.warnings.map((w) => [w.code, w.offset])).toEqual([['gopher-selector-tab', 13]]);
    expect(uri('gopher://h/1a%09b?c%09d').schemeData).toMatchObject({ selector: 'a%09b?c%09d', search: undefined });
  });
  it('the rules themselves are the BNF\'s: selector and gopher+_string are *xchar, "%09" included', () => {
    expect(matches('selector', 'a%09b')).toBe(true);
    expect(matches('search', 'a%09b')).toBe(true);
    expect(matches('gtype', '%09')).toBe(true);
    expect(matches('gtype', 'ab')).toBe(false);
  });
  it.each(['gopher://h/1a b', 'gopher://h/1~', 'gopher://u@h/', 'gopher://h:/'])('%s is rejected', (input) => expect(ok(input)).toBe(false));
});

describe('mailtourl = "mailto:" encoded822addr (§3.5)', () => {
  it('encoded822addr = 1*xchar', () => {
    expect(uri('mailto:a@b')).toMatchObject({ opaque: 'a@b', path: 'a@b', schemeData: { address: 'a@b' } });
    expect(uri('mailto:%25x;/?:@&=')).toMatchObject({ schemeData: { address: '%25x;/?:@&=' } });
  });
  it.each(['mailto:', 'mailto:a%b', 'mailto:<a@b>', 'mailto:a b', 'mailto:a@b#x'])('%s is rejected', (input) => expect(ok(input)).toBe(false));
});

describe('newsurl = "news:" grouppart; grouppart = "*" | group | article (§3.6)', () => {
  it.each([
    ['news:*', '*', undefined],
    ['news:comp.x-y+z_1', 'comp.x-y+z_1', undefined],
    ['news:a', 'a', undefined],
    ['news:*@h.dom', undefined, '*@h.dom'], // PEG: article first
    ['news:comp.x@h.dom', undefined, 'comp.x@h.dom'],
    ['news:1;/?:&=%20@1.2.3.4', undefined, '1;/?:&=%20@1.2.3.4'],
  ])('%s', (input, group, article) => {
    expect(uri(input).schemeData).toEqual({ group, article });
    expect(matches('grouppart', input.slice(5))).toBe(true);
  });
  it.each(['news:', 'news:1abc', 'news:**', 'news:a@', 'news:@h', 'news:a@b@c', 'news:a@h_x', 'news:a/b'])('%s is rejected', (input) =>
    expect(ok(input)).toBe(false),
  );
});

describe('nntpurl = "nntp://" hostport "/" group [ "/" digits ] (§3.7)', () => {
  it('group and article number', () => {
    expect(uri('nntp://h:119/comp.x/123')).toMatchObject({ port: '119', path: '/comp.x/123', schemeData: { group: 'comp.x', article: '123' } });
    expect(uri('nntp://h/comp.x').schemeData).toEqual({ group: 'comp.x', article: undefined });
  });
  it.each(['nntp://h', 'nntp://h/comp.x/', 'nntp://h/comp.x/1a', 'nntp://h/1x', 'nntp://u@h/x'])('%s is rejected', (input) =>
    expect(ok(input)).toBe(false),
  );
});

describe('telneturl = "telnet://" login [ "/" ] (§3.8)', () => {
  it.each(['telnet://h', 'telnet://h/', 'telnet://u@h:23/', 'telnet://u:p@h'])('%s', (input) => expect(ok(input)).toBe(true));
  it.each(['telnet://h//', 'telnet://h/x', 'telnet://'])('%s is rejected', (input) => expect(ok(input)).toBe(false));
});

describe('waisurl = waisdatabase | waisindex | waisdoc (§3.9; PEG: waisdatabase last)', () => {
  it('each form, with its own node', () => {
    expect(matches('waisdatabase', 'wais://h/db') && matches('waisindex', 'wais://h/db?q') && matches('waisdoc', 'wais://h/db/t/p')).toBe(true);
    expect(uri('wais://h/')).toMatchObject({ path: '/', schemeData: { database: '' } });
    expect(uri('wais://h/db?')).toMatchObject({ path: '/db', query: '' });
    expect(uri('wais://h/db//')).toMatchObject({ path: '/db//', schemeData: { database: 'db', wtype: '', wpath: '' } });
  });
  it.each(['wais://h', 'wais://h/db/t', 'wais://h/db/t/p/q', 'wais://h/db?q/r', 'wais://h/db?q?', 'wais://h/d;b'])('%s is rejected', (input) =>
    expect(ok(input)).toBe(false),
  );
  it('the error for a waisdoc missing its second "/" is reported at the end, after its wtype', () => {
    const r = parse('wais://h/db/x', 'rfc1738');
    expect(!r.ok && [r.error.offset, r.error.rule, r.error.expected.includes('"/"')]).toEqual([13, 'wtype', true]);
  });
});

describe('prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ] (§3.11)', () => {
  it('fields', () => {
    expect(uri('prospero://h/a/b;n=v;m=')).toMatchObject({ path: '/a/b', params: 'n=v;m=', schemeData: { fields: ['n=v', 'm='] } });
    expect(uri('prospero://h/;=')).toMatchObject({ path: '/', params: '=', schemeData: { fields: ['='] } });
    expect(matches('fieldspec', ';a?:@&=b?:@&')).toBe(true);
  });
  it.each(['prospero://h', 'prospero://h/p;a', 'prospero://h/p;a=b=c', 'prospero://u@h/p', 'prospero://h/p;a=b;'])('%s is rejected', (input) =>
    expect(ok(input)).toBe(false),
  );
});

describe('allowFragment: RFC 1808 §2.1\'s trailing "#" fragment', () => {
  const af = { allowFragment: true };
  it.each([
    ['http://h/a#f', '/a', 'f'],
    ['http://h#', '', ''],
    ['ftp://h/a;type=a#x/y?z', '/a', 'x/y?z'],
    ['news:comp.x#frag', 'comp.x', 'frag'],
    ['foo:bar#baz', 'bar', 'baz'],
  ])('%s', (input, path, fragment) => {
    expect(uri(input, af)).toMatchObject({ path, fragment });
  });
  it('fragment = *( uchar | reserved ): a second "#" or an unsafe character is still an error', () => {
    expect(ok('http://h/#a#b', af)).toBe(false);
    expect(ok('http://h/#a~b', af)).toBe(false);
  });
  it('a known scheme still must match its rule before the "#"', () => {
    expect(ok('http:foo#x', af)).toBe(false);
    expect(ok('wais://h/db/x#y', af)).toBe(false);
  });
});
