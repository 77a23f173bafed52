/**
 * news and nntp (RFC 1738 §3.6–§3.7 → RFC 5538), and the 2005 RFCs that took telnet, gopher, wais
 * and prospero over from RFC 1738: what each copies, that none writes a BNF, and that each reads
 * its scheme as RFC 1738 §3 does.
 */
import { compare, parseScheme, schemes } from '../../src/index';
import type { SchemeSpecName } from '../../src/index';
import { OWN_RULES } from '../../grammars/rfc5538';
import { schemeRules } from '../../src/normalize/schemes';
import { bracketed, defined, folded, lineOf, rfcText, section } from './rfc-text';

describe('RFC 5538', () => {
  it('Appendix A collects §3 and §4 (its own rules, then references)', () => {
    const text = section('rfc5538.txt', 'Appendix A.  Collected ABNF', 'Appendix B.');
    expect(defined(text, false)).toEqual([...OWN_RULES]);
    expect(schemes.news.map((s) => s.name)).toEqual(['rfc1738', 'rfc5538']);
    expect(schemes.nntp.map((s) => s.name)).toEqual(['rfc1738', 'rfc5538']);
  });
  const examples = [
    '       nntp://news.server.example/example.group.this/12345',
    '       nntp://wild.server.example/example.group.n%2Fa/12345',
    '       nntp://news.server.example/example.group.this',
    '       news://news.server.example/example.group.this',
    '       news://news.server.example/*',
    '       news://news.server.example/',
    '       news://wild.server.example/example.group.th%3Fse',
    '       news:example.group.*',
    '       news:example.group.this',
  ];
  it.each(examples)('its example at its line: %s', (line) => {
    expect(lineOf('rfc5538.txt', `\n${line}\n`)).toBeGreaterThan(0);
    expect(parseScheme(line.trim(), 'rfc5538').ok).toBe(true);
  });
  it('Appendix B\'s article, with its literal id-right encoded', () => {
    const [uri] = bracketed(section('rfc5538.txt', 'Appendix B.', 'Author'), 'news').filter((e) => e.uri.includes('@'));
    const r = parseScheme(uri.uri, 'rfc5538');
    expect(r.ok && [r.fields.host, r.fields.article]).toEqual(['news.gmane.org', 'p0624081dc30b8699bf9b@%5B10.20.30.108%5D']);
  });
  it('where it differs from RFC 1738: a server in news, wildcards, a userinfo, at most 16 digits', () => {
    const c = compare('news://news.server.example/example.group.this').schemes!;
    expect([c.results.rfc1738?.ok, c.results.rfc5538?.ok]).toEqual([false, true]);
    expect(parseScheme('news:example.group.*', 'rfc1738').ok).toBe(false);
    expect(parseScheme('nntp://u@h/g/1', 'rfc1738').ok).toBe(false);
    expect(parseScheme('nntp://u@h/g/1', 'rfc5538').ok).toBe(true);
    expect(parseScheme(`nntp://h/g/${'1'.repeat(17)}`, 'rfc5538').ok).toBe(false);
    const r = parseScheme('news:p0624@example.com', 'rfc5538');
    expect(r.ok && [r.fields.article, r.fields.newsgroups]).toEqual(['p0624@example.com', undefined]);
  });
});

describe('RFC 4248, RFC 4266, RFC 4156, RFC 4157: RFC 1738 §3 moved into their own RFCs', () => {
  const cases: [SchemeSpecName, string, string, string, string[]][] = [
    ['rfc4248', 'telnet', '2', '3.8', ['telnet://<user>:<password>@<host>:<port>/']],
    ['rfc4266', 'gopher', '2.1', '3.4', ['gopher://<host>:<port>/<gopher-path>']],
    ['rfc4156', 'wais', '2', '3.9', ['wais://<host>:<port>/<database>', 'wais://<host>:<port>/<database>?<search>', 'wais://<host>:<port>/<database>/<wtype>/<wpath>']],
    ['rfc4157', 'prospero', '2', '3.11', []],
  ];
  it.each(cases)('%s (%s §%s) copies the URL form of RFC 1738 §%s and writes no BNF', (spec, scheme, sec, old, templates) => {
    const text = rfcText(`${spec}.txt`);
    for (const t of templates) {
      expect(text).toContain(t);
      expect(rfcText('rfc1738.txt')).toContain(t);
    }
    expect(defined(text)).toEqual([]);
    expect(schemes[scheme].map((s) => [s.name, s.section])).toEqual([['rfc1738', old], [spec, sec]]);
  });
  it('RFC 4157 keeps the prospero form of RFC 1738 §3.11 (with <hsoname>) word for word', () => {
    expect(rfcText('rfc4157.txt')).toContain('prospero://<host>:<port>/<hsoname>;<field>=<value>');
    expect(rfcText('rfc1738.txt')).toContain('prospero://<host>:<port>/<hsoname>;<field>=<value>');
  });
  it('the default-port sentences are RFC 1738\'s, word for word', () => {
    for (const [spec, sentence] of [
      ['rfc4248', 'If :<port> is omitted, the port defaults to 23.'],
      ['rfc4266', 'If :<port> is omitted, the port defaults to 70.'],
      ['rfc4156', 'If :<port> is omitted, the port defaults to 210.'],
      ['rfc4157', 'If :<port> is omitted, the port defaults to 1525.'],
    ]) {
      expect(folded(rfcText(`${spec}.txt`))).toContain(sentence);
      expect(folded(rfcText('rfc1738.txt'))).toContain(sentence);
    }
    expect(schemeRules('telnet')).toMatchObject({ defaultPort: 23, source: 'RFC 4248 §2 (RFC 1738 §3.8)' });
  });
  it.each([
    ['rfc4248', 'telnet://user:pw@host:2323/'],
    ['rfc4266', 'gopher://example.com:70/1selector%09search'],
    ['rfc4156', 'wais://example.com/db?words'],
    ['rfc4157', 'prospero://example.com/pros/name;f=v'],
  ] as const)('%s reads %s as RFC 1738 §3 does, and cites RFC 1738 §5 in an error', (spec, uri) => {
    const now = parseScheme(uri, spec);
    const then = parseScheme(uri, 'rfc1738');
    expect(now.ok && then.ok && now.fields).toEqual(then.ok && then.fields);
    const bad = parseScheme(`${uri} x`, spec);
    expect(!bad.ok && bad.error.section).toMatch(/^RFC 1738 §5$/);
    expect(compare(uri).schemes!.differences).toEqual([]);
  });
});
