/**
 * HTTP between RFC 1738 and RFC 2616: RFC 1945 (HTTP/1.0, 1996) and RFC 2068 (HTTP/1.1, 1997), each
 * with its §3.2.1 generic grammar and §3.2.2 http_URL — the inventory read from the vendored
 * excerpts, RFC 2068's productions shown to be RFC 1945's word for word, and what the two eras say of
 * userinfo, fragments, params, national characters, the port and the host.
 */
import { parseScheme, rule, schemes } from '../../src/index';
import type { SchemeSpecName } from '../../src/index';
import { getSchemeSpec } from '../../src/editions/schemes/registry';
import { OWN_RULES } from '../../grammars/rfc1945';
import { defined, folded, rfcText, section } from './rfc-text';

const ok = (input: string, spec: SchemeSpecName) => parseScheme(input, spec).ok;
const ERAS = ['rfc1945', 'rfc2068'] as const;
/** §2.2's basic rules and §3.2, page breaks removed */
const text = (file: string) => rfcText(file).replace(/\n[^\n]*\[Page \d+\]\n\f\n[^\n]*\n/g, '\n');

describe('inventory', () => {
  it.each([
    ['rfc1945-excerpt.txt', '3.2  Uniform Resource Identifiers'],
    ['rfc2068-excerpt.txt', '3.2 Uniform Resource Identifiers'],
  ])('%s: §3.2 and the §2.2 rules it uses are the grammar\'s productions', (file, heading) => {
    const all = text(file);
    const s32 = all.slice(all.indexOf(heading));
    const s22 = all.slice(all.indexOf('2.2'), all.indexOf(heading));
    const used = ['OCTET', 'UPALPHA', 'LOALPHA', 'ALPHA', 'DIGIT', 'CTL', 'SP', 'HEX'];
    const names = [...defined(s32), ...defined(s22).filter((n) => used.includes(n))];
    expect(names.sort()).toEqual([...OWN_RULES].sort());
  });
  it('RFC 2068 §3.2.1–§3.2.2 and §2.2 write RFC 1945\'s productions word for word', () => {
    const spec1945 = getSchemeSpec('rfc1945');
    const spec2068 = getSchemeSpec('rfc2068');
    const t1945 = folded(text('rfc1945-excerpt.txt'));
    const t2068 = folded(text('rfc2068-excerpt.txt'));
    for (const name of OWN_RULES) {
      const r = rule('rfc1945', name);
      expect(r).toBeDefined();
      expect(spec2068.info.ruleNames).toContain(name);
    }
    // each stored text is in both excerpts (grammars.test.ts checks each against its own RFC)
    expect(spec1945.info.ruleNames).toEqual(spec2068.info.ruleNames);
    for (const line of ['http_URL = "http:" "//" host [ ":" port ] [ abs_path ]', 'rel_path = [ path ] [ ";" params ] [ "?" query ]', 'national = <any OCTET excluding ALPHA, DIGIT, reserved, extra, safe, and unsafe>']) {
      expect(t1945).toContain(line);
      expect(t2068).toContain(line);
    }
  });
  it('the registry lists http oldest first: 1738, 1945, 2068, 2616, 7230, 9110', () => {
    expect(schemes.http.map((s) => [s.name, s.year, s.section, s.top])).toEqual([
      ['rfc1738', 1994, '3.3', 'httpurl'],
      ['rfc1945', 1996, '3.2.2', 'http_URL'],
      ['rfc2068', 1997, '3.2.2', 'http_URL'],
      ['rfc2616', 1999, '3.2.2', 'http_URL'],
      ['rfc7230', 2014, '2.7.1', 'http-URI'],
      ['rfc9110', 2022, '4.2.1', 'http-URI'],
    ]);
  });
  it('the prose it interprets is the RFC\'s', () => {
    for (const file of ['rfc1945-excerpt.txt', 'rfc2068-excerpt.txt']) {
      expect(folded(text(file))).toContain('host = <A legal Internet host domain name or IP address (in dotted-decimal form), as defined by Section 2.1 of RFC 1123>');
      expect(folded(text(file))).toContain('If the port is empty or not given, port 80 is assumed.');
    }
    expect(section('rfc2068-excerpt.txt', '3.2.3 URI Comparison', '   For example')).toMatch(/Comparisons of host names MUST be case-insensitive/);
  });
});

describe.each(ERAS)('%s', (spec) => {
  it('no userinfo and no fragment in an http URL', () => {
    const r = parseScheme('http://user@example.com/', spec);
    expect(!r.ok && [r.error.offset, r.error.rule]).toEqual([11, 'host']);
    expect(ok('http://h/p#f', spec)).toBe(false);
  });
  it('params and query are inside abs_path (§3.2.1); compare() sets the path without them', () => {
    const r = parseScheme('http://h/a/b;p;q?x=1', spec);
    expect(r.ok && r.fields).toEqual({ host: 'h', port: undefined, abs_path: '/a/b;p;q?x=1', path: 'a/b', params: 'p;q', query: 'x=1' });
    expect(ok('http://h?q', spec)).toBe(false); // the query needs abs_path
  });
  it('national characters are unreserved: "~", "{", "é" (an octet of ISO 8859-1), not "ā" (no octet)', () => {
    for (const s of ['http://h/~u', 'http://h/{a}', 'http://h/caf\u00e9']) expect([s, ok(s, spec)]).toEqual([s, true]);
    expect(ok('http://h/\u0101', spec)).toBe(false);
    expect(ok('http://h/a b', spec)).toBe(false);
  });
  it('an empty port is port 80; the literal "http:" is case-insensitive (§2.1)', () => {
    expect(parseScheme('http://h:/', spec)).toMatchObject({ ok: true, fields: { port: '' } });
    expect(ok('HTTP://H/', spec)).toBe(true);
  });
  it('host: an RFC 1123 host name (a label may begin with a digit) or dotted decimal; no empty host, no trailing "."', () => {
    for (const s of ['http://3com.com/', 'http://a-b.c/', 'http://10.0.0.1/']) expect([s, ok(s, spec)]).toEqual([s, true]);
    for (const s of ['http:///a', 'http://a./', 'http://-a/', 'http://a_b/', 'http://[::1]/']) expect([s, ok(s, spec)]).toEqual([s, false]);
  });
  it('says where scheme-based normalization may use port 80 and "/"', () => {
    expect(getSchemeSpec(spec).normalization('http')).toMatchObject({ defaultPort: 80, emptyPathIsSlash: true });
  });
});

describe('what RFC 2068 adds', () => {
  it('§3.2.2: "The use of IP addresses in URL\'s SHOULD be avoided" — a warning', () => {
    const r = parseScheme('http://10.0.0.1/', 'rfc2068');
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual(['ip-address-host']);
    expect(parseScheme('http://10.0.0.1/', 'rfc1945')).toMatchObject({ ok: true, warnings: [] });
  });
  it('§3.2.3\'s three equivalent URIs are each an http_URL', () => {
    const examples = ['http://abc.com:80/~smith/home.html', 'http://ABC.com/%7Esmith/home.html', 'http://ABC.com:/%7esmith/home.html'];
    for (const s of examples) {
      expect(rfcText('rfc2068-excerpt.txt')).toContain(s);
      expect([s, ok(s, 'rfc2068')]).toEqual([s, true]);
    }
    expect(getSchemeSpec('rfc2068').normalization('http')?.source).toBe('RFC 2068 §3.2.3');
  });
});
