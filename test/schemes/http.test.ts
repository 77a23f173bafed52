/**
 * http and https in each era: RFC 1738 §3.3, RFC 2616 §3.2.2, RFC 7230 §2.7.1–§2.7.2, RFC 9110
 * §4.2.1–§4.2.2 — the inventory read from the vendored texts, each era's rules on userinfo, empty
 * host, fragment and default port, and the RFCs' own examples.
 */
import { checkRule, parseScheme, rule, schemes } from '../../src/index';
import type { SchemeSpecName } from '../../src/index';
import { getSchemeSpec } from '../../src/editions/schemes/registry';
import { HTTP_DEFAULT_PORTS } from '../../src/editions/schemes/http';
import { OWN_RULES as OWN_2616 } from '../../grammars/rfc2616';
import { OWN_RULES as OWN_7230 } from '../../grammars/rfc7230';
import { OWN_RULES as OWN_9110 } from '../../grammars/rfc9110';
import { defined, lineOf, rfcText, section } from './rfc-text';

const ok = (input: string, spec: SchemeSpecName) => parseScheme(input, spec).ok;

describe('inventory', () => {
  it('RFC 2616 §3.2.2 defines http_URL; the rest is RFC 2396 (§3.2.1 adopts it)', () => {
    expect(defined(section('rfc2616.txt', '3.2.2 http URL', '3.2.3'))).toEqual([...OWN_2616]);
    for (const r of ['host', 'port', 'abs_path', 'query']) expect(getSchemeSpec('rfc2616').info.ruleNames).toContain(r);
  });
  it('RFC 7230 §2.7–§2.7.2: its own productions, and every rule it adopts by reference is in the grammar', () => {
    const text = section('rfc7230.txt', '2.7.  Uniform Resource Identifiers', '2.7.3.');
    expect(defined(text, false).sort()).toEqual([...OWN_7230].sort());
    const names = getSchemeSpec('rfc7230').info.ruleNames;
    for (const r of defined(text, true)) expect(names).toContain(r);
  });
  it('RFC 9110 §4.1–§4.2.2: its own productions, and every rule it adopts by reference is in the grammar', () => {
    const text = section('rfc9110-section4.txt', '4.1. URI References', '4.2.3.');
    expect(defined(text, false).sort()).toEqual([...OWN_9110].sort());
    const names = getSchemeSpec('rfc9110').info.ruleNames;
    for (const r of defined(text, true)) expect(names).toContain(r);
  });
  it('the registry lists http and https oldest first', () => {
    expect(schemes.http.map((s) => [s.name, s.year, s.section, s.top])).toEqual([
      ['rfc1738', 1994, '3.3', 'httpurl'],
      ['rfc1945', 1996, '3.2.2', 'http_URL'],
      ['rfc2068', 1997, '3.2.2', 'http_URL'],
      ['rfc2616', 1999, '3.2.2', 'http_URL'],
      ['rfc7230', 2014, '2.7.1', 'http-URI'],
      ['rfc9110', 2022, '4.2.1', 'http-URI'],
    ]);
    expect(schemes.https.map((s) => [s.name, s.section])).toEqual([
      ['rfc7230', '2.7.2'],
      ['rfc9110', '4.2.2'],
    ]);
  });
});

describe('a scheme the specification does not define', () => {
  it('is a rejection that names the schemes it does define', () => {
    const r = parseScheme('mailto:joe@example.com', 'rfc9110');
    expect(!r.ok && [r.scheme, r.error.offset, r.error.note]).toEqual(['mailto', 0, 'rfc9110 defines http, https, not mailto']);
  });
});

describe('userinfo per era', () => {
  it('RFC 1738 and RFC 2616 have no userinfo in an http URL: the grammar rejects "@"', () => {
    for (const spec of ['rfc1738', 'rfc2616'] as const) {
      const r = parseScheme('http://user@example.com/', spec);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.offset).toBe(11);
    }
  });
  it('RFC 7230 and RFC 9110 accept it with a warning (deprecated: a recipient SHOULD treat it as an error)', () => {
    for (const [spec, section] of [['rfc7230', '2.7.1'], ['rfc9110', '4.2.4']] as const) {
      const r = parseScheme('http://user:pw@example.com/', spec);
      expect(r.ok && [r.fields.userinfo, r.warnings.map((w) => [w.code, w.section])]).toEqual(['user:pw', [['userinfo-deprecated', section]]]);
    }
  });
});

describe('empty host per era', () => {
  it.each(['http:///a', 'http://:80/', 'https:///', 'http://u@/'])('%s: RFC 7230 and RFC 9110 reject it in their prose', (input) => {
    for (const [spec, section] of [['rfc7230', '2.7.1'], ['rfc9110', input.startsWith('https') ? '4.2.2' : '4.2.1']] as const) {
      const r = parseScheme(input, spec);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect([r.error.rule, r.error.section, r.error.offset]).toEqual(['host', section, input.indexOf('/') + 2 + (input.includes('@') ? 2 : 0)]);
      expect(r.error.note).toMatch(/MUST reject .* empty host identifier/);
    }
  });
  it('RFC 1738 and RFC 2616 reject it in their grammar (a host is required)', () => {
    expect(ok('http:///a', 'rfc1738')).toBe(false);
    expect(ok('http:///a', 'rfc2616')).toBe(false);
  });
});

describe('fragment per era', () => {
  it('RFC 1738 §3.3 and RFC 2616 §3.2.2 have none', () => {
    expect(ok('http://h/p#f', 'rfc1738')).toBe(false);
    expect(ok('http://h/p#f', 'rfc2616')).toBe(false);
  });
  it('RFC 7230 §2.7.1: http-URI ends with [ "#" fragment ]', () => {
    const r = parseScheme('http://h/p?q#f', 'rfc7230');
    expect(r.ok && r.fields.fragment).toBe('f');
    expect(checkRule('rfc7230', 'http-URI', 'http://h/p#f')).toBeUndefined();
  });
  it('RFC 9110 §4.2.5: not in http-URI; a reference\'s fragment is RFC 3986\'s, read beside it', () => {
    expect(checkRule('rfc9110', 'http-URI', 'http://h/p#f')?.offset).toBe(10);
    const r = parseScheme('http://h/p#f', 'rfc9110');
    expect(r.ok && r.fields).toEqual({ userinfo: undefined, host: 'h', port: undefined, 'path-abempty': '/p', query: undefined, fragment: 'f' });
    const bad = parseScheme('http://h/p#a#b', 'rfc9110');
    expect(!bad.ok && [bad.error.offset, bad.error.rule]).toEqual([12, 'fragment']);
  });
});

describe('port per era', () => {
  it('the default ports are the RFCs\' (80: RFC 2616 §3.2.2 "port 80 is assumed"; 443: RFC 7230 §2.7.2)', () => {
    expect(HTTP_DEFAULT_PORTS).toEqual({ http: 80, https: 443 });
    expect(rfcText('rfc2616.txt')).toMatch(/If the port is empty or not given, port 80 is assumed/);
    expect(rfcText('rfc7230.txt')).toMatch(/TCP port 443 is the\s+default if the port subcomponent is empty or not given/);
  });
  it('an empty port is allowed by every era after RFC 1738 (RFC 1738 §3.1: port = 1*digit)', () => {
    expect(ok('http://h:/', 'rfc1738')).toBe(false);
    for (const spec of ['rfc2616', 'rfc7230', 'rfc9110'] as const) expect(ok('http://h:/', spec)).toBe(true);
  });
});

describe('productions', () => {
  it('RFC 2616 http_URL: host [ ":" port ] [ abs_path [ "?" query ]] — a query needs a path', () => {
    expect(ok('http://h?q', 'rfc2616')).toBe(false);
    expect(ok('http://h/?q', 'rfc2616')).toBe(true);
    expect(ok('HTTP://H/', 'rfc2616')).toBe(true); // §2.1: literals are case-insensitive
    expect(ok('http://[::1]/', 'rfc2616')).toBe(false); // RFC 2396 without RFC 2732
  });
  it('RFC 7230 / RFC 9110: authority path-abempty [ "?" query ] — a query without a path, IPv6 literals', () => {
    for (const spec of ['rfc7230', 'rfc9110'] as const) {
      expect(ok('http://h?q', spec)).toBe(true);
      expect(ok('http://[::1]:8080/', spec)).toBe(true);
      expect(ok('http:h', spec)).toBe(false);
    }
  });
  it('absolute-path and partial-URI (RFC 7230 §2.7, RFC 9110 §4.1)', () => {
    for (const spec of ['rfc7230', 'rfc9110'] as const) {
      expect(rule(spec, 'absolute-path').parse('/a//b').status).toBe(true);
      expect(rule(spec, 'absolute-path').parse('').status).toBe(false);
      expect(checkRule(spec, 'partial-URI', 'a/b?c')).toBeUndefined();
      expect(checkRule(spec, 'partial-URI', 'a#b')?.offset).toBe(1);
      expect(checkRule(spec, 'uri-host', '[v1.x]')).toBeUndefined();
    }
  });
  it('an error cites the RFC that defines the failing rule', () => {
    const r = parseScheme('http://h/a b', 'rfc2616');
    expect(!r.ok && [r.error.offset, r.error.section]).toEqual([10, 'RFC 2396 §3.3']);
    expect(!r.ok && r.error.message).toMatch(/^rfc2616: unexpected " " at offset 10/);
  });
});

describe("the RFCs' own examples", () => {
  const examples: [string, string, SchemeSpecName][] = [
    ['rfc7230.txt', '      http://example.com:80/~smith/home.html', 'rfc7230'],
    ['rfc7230.txt', '      http://EXAMPLE.com/%7Esmith/home.html', 'rfc7230'],
    ['rfc7230.txt', '      http://EXAMPLE.com:/%7esmith/home.html', 'rfc7230'],
    ['rfc9110-section4.txt', '   http://example.com:80/~smith/home.html', 'rfc9110'],
    ['rfc9110-section4.txt', '   http://EXAMPLE.com/%7Esmith/home.html', 'rfc9110'],
    ['rfc9110-section4.txt', '   http://EXAMPLE.com:/%7esmith/home.html', 'rfc9110'],
  ];
  it.each(examples)('%s: %s', (file, line, spec) => {
    expect(lineOf(file, `\n${line}\n`)).toBeGreaterThan(0);
    expect(ok(line.trim(), spec)).toBe(true);
  });
});
