/**
 * RFC 1630's grammar, production by production: the inventory and texts read from the RFC itself,
 * and for every production strings it derives and strings it does not — including each place where
 * the informal BNF had to be interpreted (the grammar's INTERPRETATION: notes) and where ordered
 * choice matters (PEG:).
 */
import { checkRule, editions, parse, rule } from '../../../src/index';
import type { RuleName } from '../../../src/index';
import { describedEdition } from '../../../src/editions/describing';
import { GENERIC, URL } from '../../../grammars/rfc1630';
import { GENERIC_BNF, URL_BNF } from './rfc-text';

// the edition as what quotes its rules gets it (its grammars given their rules' texts)
const rfc1630 = describedEdition('rfc1630');

const matches = (name: string, input: string) => rule('rfc1630', name as RuleName<'rfc1630'>).parse(input).status;

describe('rule inventory', () => {
  it('has exactly the productions of both BNFs', () => {
    expect(GENERIC_BNF.length).toBe(21);
    expect(URL_BNF.length).toBe(64);
    const rfc = new Set([...GENERIC_BNF, ...URL_BNF].map(([name]) => name));
    expect(rfc.size).toBe(66);
    const ours = editions.find((e) => e.name === 'rfc1630')!.ruleNames;
    expect([...ours].sort()).toEqual([...rfc].sort());
  });

  it('states every production verbatim from the BNF its section names', () => {
    const generic = new Map(GENERIC_BNF);
    const url = new Map(URL_BNF);
    for (const name of rfc1630.info.ruleNames) {
      const p = rfc1630.production(name)!;
      const from = p.section === GENERIC ? generic : p.section === URL ? url : undefined;
      expect([name, from?.get(name)]).toEqual([name, p.definition]);
    }
  });

  it('the names both BNFs define differently are exactly the three the grammar interprets', () => {
    const url = new Map(URL_BNF);
    const differ = GENERIC_BNF.filter(([name, text]) => url.has(name) && url.get(name) !== text).map(([name]) => name);
    expect(differ.sort()).toEqual(['path', 'safe', 'xpalphas']);
    // safe: the generic text; xpalphas and path: the URL BNF's
    expect(rfc1630.production('safe')!.section).toBe(GENERIC);
    expect(rfc1630.production('xpalphas')!.section).toBe(URL);
    expect(rfc1630.production('path')!.section).toBe(URL);
  });

  it('finds rules by RFC spelling; a misspelt one is a RangeError', () => {
    expect(matches('hostport', 'info.cern.ch:8000')).toBe(true);
    expect(checkRule('rfc1630', 'alphanum2', '+')).toBeUndefined();
    expect(() => rule('rfc1630', 'hostnmber' as never)).toThrow(/Did you mean 'hostnumber'/);
  });
});

describe('character classes', () => {
  const cls = (name: string) => rfc1630.classes.find((c) => c.rule === name)!.set;
  it.each([
    ['safe', '$-_@.&'],
    ['extra', '!*"\'(),'],
    ['national', '{}|[]\\^~'],
    ['punctuation', '<>'],
    ['reserved', '=;/#?: '],
  ])('%s is exactly %j', (name, members) => {
    for (let c = 0x20; c < 0x7f; c++) {
      const ch = String.fromCharCode(c);
      expect([ch, cls(name).has(ch)]).toEqual([ch, members.includes(ch)]);
      expect([ch, matches(name, ch)]).toEqual([ch, members.includes(ch)]);
    }
  });
  it('national and punctuation characters, and "`", are in no URI', () => {
    for (const ch of '{}|[]\\^~<>`') expect([ch, parse(`x:a${ch}b`, 'rfc1630').ok]).toEqual([ch, false]);
  });
});

/** [rule, strings it derives, strings it does not] for every production. */
const PRODUCTIONS: [string, string[], string[]][] = [
  // BNF of Generic URI Syntax
  ['fragmentaddress', ['x:a', 'x:a#f', 'x:a#', 'http://h/#f'], ['x:a#f#g', 'x:a#~', 'a']],
  ['uri', ['x:', 'x:a/b?c+d', 'http://h:80/', 'url:http://h/', 'HTTP://h/'], ['x:a#f', 'http:x', 'HTTP://h:80/', 'url:x', '1x:a']],
  ['scheme', ['x', 'a.b', 'a@b', 'a%41'], ['', '1a', '+a', 'a:b']],
  ['path', ['', 'a', '/a', '//a/b//', 'a+b/c', 'a%2F'], ['a:b', 'a;b', 'a=b', 'a?b', '~']],
  ['search', ['a', 'a+b', 'a+b+c', 'a@b', '%2B'], ['', '+', 'a+', '+a', 'a++b', 'a=b', 'a;b', 'a/b']],
  ['fragmentid', ['a', 'a.b', '%23'], ['', 'a+b', 'a/b', 'a#b']],
  ['xalpha', ['a', 'Z', '0', '$', '@', '&', '"', '%4a'], ['+', '/', '%', '%4', 'ab', '~', '=']],
  ['xalphas', ['a', 'a@b.c', '"x"'], ['', 'a b', 'a+b']],
  ['xpalpha', ['a', '+', '%20'], ['/', ':', '']],
  ['xpalphas', ['a', 'a+b', 'info.cern.ch', 'abc'], ['', 'a/b']],
  ['ialpha', ['a', 'a1', 'a.b', 'a@b&c'], ['', '1', '.a', '@a']],
  ['alpha', ['a', 'z', 'A', 'Z'], ['1', '', 'ab', 'é']],
  ['digit', ['0', '9'], ['a', '10', '']],
  ['safe', ['$', '-', '_', '@', '.', '&'], ['+', '~', 'a']],
  ['extra', ['!', '*', '"', "'", '(', ')', ','], ['+', '~', ';']],
  ['reserved', ['=', ';', '/', '#', '?', ':', ' '], ['@', '+', '&']],
  ['escape', ['%41', '%aF'], ['%4', '%G1', '%%41', '%']],
  ['hex', ['0', 'a', 'F'], ['g', 'G', '']],
  ['national', ['{', '}', '|', '[', ']', '\\', '^', '~'], ['`', 'a']],
  ['punctuation', ['<', '>'], ['"', '#']],
  ['void', [''], ['a', ' ']],
  // BNF for specific URL schemes
  ['prefixedurl', ['url:http://h/', 'url:news:*'], ['url:x:a', 'URL:http://h/', 'http://h/']],
  ['url', ['http://h', 'ftp://h/', 'news:*', 'nntp:g/1', 'prospero://h/p', 'telnet://h', 'gopher://h', 'wais://h/d', 'mailto:a@b', 'mid:a@b', 'cid:a@b'], ['afs://c/p', 'file://h/p', 'x:a']],
  ['httpaddress', ['http://h', 'http://h/', 'http://h?s', 'http://h:80/a/b?c+d', 'http://a@b/'], ['http://h:/', 'http://u:p@h/', 'http:/h', 'http://h/?', 'http://h/;p']],
  ['ftpaddress', ['ftp://h/', 'ftp://u@h/f', 'ftp://u:p@h:21/a/b', 'ftp://h/fileI'], ['ftp://h', 'ftp://h/f;type=i', 'ftp://u:@h/']],
  ['afsaddress', ['afs://cell/a/b', 'afs://c/'], ['afs://c', 'afs://1.2.3.4/a']],
  ['newsaddress', ['news:*', 'news:comp.infosystems.www', 'news:a@b.c', 'news:1234@1.2.3.4'], ['news:', 'news:1a', 'news://h/g']],
  ['nntpaddress', ['nntp:g/1', 'nntp:comp.x/123'], ['nntp:g', 'nntp://h/g/1', 'nntp:g/x']],
  ['midaddress', ['mid:a@b', 'mid:a.b$c@h.org', 'mid:a@b@c'], ['mid:a', 'mid:@b', 'mid:a@1']],
  ['cidaddress', ['cid:part1@h', 'cid:x@y.z'], ['cid:x', 'cid:x@']],
  ['mailtoaddress', ['mailto:a@b', 'mailto:a.b@c.d', 'mailto:a@b@c'], ['mailto:a', 'mailto:a@1.2.3.4', 'mailto:a+b@c', 'mailto:@b']],
  ['waisaddress', ['wais://h/db', 'wais://h/db?a+b', 'wais://h/db/t/1=a;'], ['wais://h/', 'wais://h/db/t']],
  ['waisindex', ['wais://h/db', 'wais://h:210/db?a'], ['wais://h/db/t/1=a;', 'wais://h']],
  ['waisdoc', ['wais://h/db/t/1=a;', 'wais://h/db/TEXT/12=a/b;3=;'], ['wais://h/db', 'wais://h/db/t/1=a', 'wais://h/db/t/']],
  ['wpath', ['1=a;', '1=a/b;22=;', '0=;'], ['', '1=a', 'a=b;', '1=a;x']],
  ['groupart', ['*', 'comp.x', 'a@b', '*@b'], ['', '*x', '1']],
  ['group', ['comp', 'comp.infosystems.www', 'a@b'], ['', '1a', '.a']],
  ['article', ['a@b', '*@b', 'a@b@c', 'a@1.2.3.4', 'a@b@1.2.3.4', '1@b'], ['a', '@b', 'a@1', 'a@1.2.3', 'a@.b']],
  ['database', ['db', 'a@b'], ['', 'a/b']],
  ['wtype', ['TEXT'], ['', 'a b']],
  ['prosperoaddress', ['prospero://h/a/b'], ['prospero://h']],
  ['prosperolink', ['prospero://h/a', 'prospero://h/a/b%0012', 'prospero://h/a%0012ab', 'prospero://h/a%00b', 'prospero://h/'], ['prospero://h', 'prospero://h/a;x']],
  ['hsoname', ['', 'a/b', 'a%00'], ['a;b']],
  ['version', ['1', '12'], ['', 'a']],
  ['attributes', ['a', 'ab1'], ['', 'a-b']],
  ['attribute', ['a', 'a1'], ['', '-']],
  ['telnetaddress', ['telnet://h', 'telnet://u:p@h:23'], ['telnet://h/', 'telnet:h']],
  ['gopheraddress', ['gopher://h', 'gopher://h/1', 'gopher://h/1sel/x', 'gopher://h:70/0a+b'], ['gopher://h/', 'gopher://h/1sel?x', 'gopher:h']], // ("/" needs a gtype)
  ['login', ['h', 'u@h', 'u:p@h:1', 'a@b', 'u@', 'u@1.2.3', 'u@1.2.3.4x'], ['', 'u:@h', ':p@h', 'u:p@']], // ("u@" is a hostname)
  ['hostport', ['h', 'h:80', '1.2.3.4:8'], ['h:', ':80', 'h:8a']],
  ['host', ['h', 'a.b.c', '1.2.3.4'], ['', '1.2.3', '-a']],
  ['ftptype', ['AN', 'ET', 'I', 'L8', 'AC'], ['A', 'i', 'L', 'IN']],
  ['formcode', ['N', 'T', 'C'], ['n', 'A']],
  ['cellname', ['cell.org'], ['1cell']],
  ['hostname', ['a', 'a.b', 'a@b', 'a%2Eb', 'a..b', 'a.'], ['', '1a', 'a:b', 'a/b']],
  ['hostnumber', ['1.2.3.4', '999.1.1.1'], ['1.2.3', '1.2.3.4.5', 'a.b.c.d']],
  ['port', ['80', '0'], ['', 'a']],
  ['gcommand', ['', 'sel/x'], ['a?b']],
  ['segment', ['a', 'a+b'], ['', 'a/b']],
  ['user', ['u', 'a.b-c_d+e'], ['', 'u@', '%41', 'a:b']],
  ['password', ['p', '+'], ['', 'p@', 'p:q']],
  ['gtype', ['1', '%41'], ['', '12']],
  ['alphanum2', ['a', '1', '-', '_', '.', '+'], ['@', '$', '']],
  ['digits', ['1', '123'], ['', 'a', '1a']],
  ['alphanum', ['a', '1'], ['-', '']],
  ['alphanums', ['a1b2'], ['', 'a-b']],
];

describe('every production: strings it derives and strings it does not', () => {
  it('covers every rule', () => {
    expect(PRODUCTIONS.map(([name]) => name).sort()).toEqual([...rfc1630.info.ruleNames].sort());
  });
  it.each(PRODUCTIONS)('%s', (name, yes, no) => {
    for (const s of yes) expect([name, s, matches(name, s)]).toEqual([name, s, true]);
    for (const s of no) expect([name, s, matches(name, s)]).toEqual([name, s, false]);
  });
});

describe('interpretations and ordered choice', () => {
  const uri = (s: string) => {
    const r = parse(s, 'rfc1630');
    if (!r.ok) throw r.error;
    return r.uri;
  };
  it('a URL BNF scheme must match its own production; other schemes are generic', () => {
    expect(parse('http:foo', 'rfc1630').ok).toBe(false);
    expect(uri('httpx:foo').path).toBe('foo');
    expect(uri('HTTP://h/')).toMatchObject({ scheme: 'HTTP', authority: undefined, path: '//h/' });
    expect(parse('HTTP://h:80/', 'rfc1630').ok).toBe(false); // ":" is reserved: the generic form has no port
  });
  it('"@" is safe: an http "user@" is part of the hostname; ftp takes it as a user', () => {
    expect(uri('http://u@h/')).toMatchObject({ host: 'u@h', userinfo: undefined });
    expect(uri('ftp://u@h/')).toMatchObject({ host: 'h', userinfo: 'u', user: 'u' });
    expect(uri('ftp://u.x@h/')).toMatchObject({ host: 'h', user: 'u.x' });
    expect(uri('ftp://u%41@h/')).toMatchObject({ host: 'u%41@h', userinfo: undefined }); // a user has no escapes
  });
  it('"=" and ";" are reserved: no query parameters, no params', () => {
    expect(parse('http://a/b?x=1', 'rfc1630').ok).toBe(false);
    expect(parse('http://a/b;p', 'rfc1630').ok).toBe(false);
    expect(uri('http://a/b?x+y').query).toBe('x+y');
  });
  it('a void fragment-id after "#" is allowed (with a warning); a void search is not', () => {
    const r = parse('http://h/#', 'rfc1630');
    expect(r.ok && r.uri.fragment).toBe('');
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual(['fragment']);
    expect(parse('http://h/?', 'rfc1630').ok).toBe(false);
  });
  it('ftptype is never split from the path (the BNF cannot tell them apart)', () => {
    expect(uri('ftp://h/fileI').path).toBe('/fileI');
  });
  it('news: an "@" makes an article, else a group; "*" is all groups', () => {
    expect(uri('news:a@b').schemeData).toEqual({ article: 'a@b' });
    expect(uri('news:comp.x').schemeData).toEqual({ group: 'comp.x' });
    expect(uri('news:*').schemeData).toEqual({ group: '*' });
  });
  it('prospero: the hsoname ends at a "%00" that a version follows', () => {
    expect(uri('prospero://h/a/b%0012ab').schemeData).toEqual({ hsoname: 'a/b', version: '12', attributes: 'ab' });
    expect(uri('prospero://h/a%00b').schemeData).toEqual({ hsoname: 'a%00b', version: undefined, attributes: undefined });
  });
  it('errors name RFC 1630 rules and the BNF they come from', () => {
    const r = parse('http://h:/', 'rfc1630');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ offset: 9, rule: 'hostport', section: URL, expected: ['port'] });
    expect(r.error.message).toContain('RFC 1630 "BNF for specific URL schemes"');
  });
});
