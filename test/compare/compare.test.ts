/**
 * compare(): the same string under the real editions, on inputs where they differ in accept/reject
 * and in each component — values from the editions' own parses, explanations naming the rules,
 * sections and character classes responsible (RFC 1738 §5, RFC 1808 §2.2, RFC 2396 §2–3 and
 * Appendix A, RFC 3986 §2–3).
 */
import fc from 'fast-check';
import { compare, editions, parse } from '../../src/index';
import type { Comparison, EditionName } from '../../src/index';

const ALL: EditionName[] = ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987'];

function difference<E extends EditionName>(c: Comparison<E>, component: string) {
  const d = c.differences.find((x) => x.component === component);
  if (!d) throw new Error(`no ${component} difference for ${c.input}: ${JSON.stringify(c.differences.map((x) => x.component))}`);
  return d;
}

describe('compare() over the implemented editions', () => {
  it('compares every implemented edition by default, oldest first', () => {
    const c = compare('http://example.com/a');
    expect(Object.keys(c.results)).toEqual(editions.map((e) => e.name));
    expect(Object.keys(c.results)).toEqual(ALL);
  });

  it('returns each edition’s own ParseResult', () => {
    const input = 'http://a?b/c';
    const c = compare(input);
    for (const e of ALL) expect(JSON.stringify(c.results[e])).toEqual(JSON.stringify(parse(input, e)));
  });

  it('reports no difference where every edition reads the same components', () => {
    // hostname (RFC 1738/1808/2396) and RFC 3986's reg-name, which has no hostname rule, are one reading
    const c = compare('http://example.com/a/b?q1');
    expect(c.differences).toEqual([]);
  });
});

describe('accept / reject', () => {
  it("'~' is national in RFC 1738 and 1808, mark in 2396, unreserved in 3986 (iunreserved in 3987)", () => {
    const c = compare('http://h/~x');
    const d = difference(c, 'accepted');
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'accepted', rfc3986: 'accepted', rfc3987: 'accepted' });
    expect(d.explanation).toContain("rfc1630 rejects at 9: '~' is a `national` character (RFC 1630 \"BNF of Generic URI Syntax\")");
    expect(d.explanation).toContain("rfc1808 rejects at 9: '~' is a `national` character (RFC 1808 §2.2), which must be escaped (%7E)");
    expect(d.explanation).toContain("rfc1738 rejects at 9: '~' is a `national` character (RFC 1738 §5)");
    expect(d.explanation).toContain('rfc2396 allows it as `mark` (RFC 2396 §2.3) in the path');
    expect(d.explanation).toContain('rfc3986 as `unreserved` (RFC 3986 §2.3) in the path');
    expect(d.explanation).toContain('rfc3987 as `iunreserved` (RFC 3987 §2.2) in the path');
  });

  it('names the character class of whatever character fails, from the edition’s classes', () => {
    // the other national characters of RFC 1808 §2.2 that RFC 2396 and 3986 reject too
    for (const ch of ['{', '}', '|', '\\', '^', '`']) {
      const c = compare(`http://h/a${ch}b`, { editions: ['rfc1808', 'rfc3986'] });
      expect(c.results.rfc1808.ok).toBe(false);
      expect(c.results.rfc3986.ok).toBe(false);
      expect(c.differences).toEqual([]); // both reject: no accept/reject difference
    }
    const c = compare('http://h/a^b', { editions: ['rfc1808', 'rfc2396'] });
    expect(c.differences).toEqual([]);
    const star = compare("http://h/a'b", { editions: ['rfc1808', 'rfc3986'] });
    expect(star.differences).toEqual([]); // "'" is extra (1808) and sub-delims (3986): both accept
  });

  it('an IPv6 literal: 3986 only, and 2396 with RFC 2732', () => {
    const c = compare('http://[::1]/');
    const d = difference(c, 'accepted');
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'rejected', rfc3986: 'accepted', rfc3987: 'accepted' });
    expect(d.explanation).toContain("rfc2396 rejects at 7: '[' is an `unwise` character (RFC 2396 §2.4.3)");
    expect(d.explanation).toContain("rfc1808 rejects at 7: '[' is a `national` character (RFC 1808 §2.2)");
    expect(d.explanation).toContain('rfc3986 allows it as `gen-delims` (RFC 3986 §2.2) in the host');
    const amended = compare('http://[::1]/', { amendments: ['rfc2732'] });
    expect(amended.results.rfc2396.ok).toBe(true);
    expect(difference(amended, 'accepted').values).toEqual({
      rfc1630: 'rejected',
      rfc1738: 'rejected',
      rfc1808: 'rejected',
      rfc2396: 'accepted',
      rfc3986: 'accepted',
      rfc3987: 'accepted',
    });
  });

  it('a scheme starting with a digit: RFC 1738 and 1808 allow it, 2396 and 3986 do not', () => {
    const c = compare('1a:b');
    const d = difference(c, 'accepted');
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'accepted', rfc1808: 'accepted', rfc2396: 'rejected', rfc3986: 'rejected', rfc3987: 'rejected' });
    expect(c.results.rfc1808.ok && c.results.rfc1808.uri.scheme).toBe('1a');
    expect(d.explanation).toContain("rfc3986 rejects at 2: ':' is a `gen-delims` character (RFC 3986 §2.2)");
    expect(d.explanation).toContain('`segment-nz-nc` (RFC 3986 §3.3)');
    expect(d.explanation).toContain('rfc1808 as `reserved` (RFC 1808 §2.2), as the delimiter after the scheme');
  });

  it('a fragment: unsafe in RFC 1738, and "~" in it national in 1808', () => {
    const c = compare('http://h/#~');
    const d = difference(c, 'accepted');
    expect(d.values).toEqual({ rfc1630: 'rejected', rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'accepted', rfc3986: 'accepted', rfc3987: 'accepted' });
    expect(d.explanation).toContain("rfc1738 rejects at 9: '#' is a `punctuation` character (RFC 1738 §5)");
    expect(d.explanation).toContain('rfc3986 as `gen-delims` (RFC 3986 §2.2), as the delimiter before the fragment');
    expect(d.explanation).toContain("rfc1808 rejects at 10: '~' is a `national` character (RFC 1808 §2.2)");
    expect(d.explanation).toContain('rfc2396 allows it as `mark` (RFC 2396 §2.3) in the fragment');
  });

  it('the empty path after "http:": RFC 2396 needs one (absoluteURI, §3), 1808 and 3986 do not', () => {
    const c = compare('http:', { editions: ['rfc1808', 'rfc2396', 'rfc3986'] });
    const d = difference(c, 'accepted');
    expect(d.values).toEqual({ rfc1808: 'accepted', rfc2396: 'rejected', rfc3986: 'accepted' });
    expect(d.explanation).toContain('rfc2396 rejects at 5, the end of the input: `absoluteURI` (RFC 2396 §3) is incomplete');
    expect(d.explanation).toContain('accept the input ending there');
  });

  it('a relative reference: RFC 1738 has none', () => {
    const d = difference(compare('//h/p'), 'accepted');
    expect(d.values.rfc1738).toBe('rejected');
    expect(d.explanation).toContain('rfc1738 rejects at 0');
    expect(d.explanation).toContain('no relative URLs');
  });
});

describe('RFC 1630, the earliest edition', () => {
  it('"=" is reserved in RFC 1630: no query parameters', () => {
    const d = difference(compare('http://a/b?x=1'), 'accepted');
    expect(d.values.rfc1630).toBe('rejected');
    expect(d.explanation).toContain("rfc1630 rejects at 12: '=' is a `reserved` character (RFC 1630 \"BNF of Generic URI Syntax\")");
  });
  it('"@" is safe in RFC 1630 and http has no login: "u@h" is the host', () => {
    const c = compare('http://u@h/');
    const host = difference(c, 'host');
    expect(host.values).toMatchObject({ rfc1630: 'u@h', rfc1808: 'h', rfc3986: 'h' });
    expect(host.explanation).toContain('rfc1630');
  });
  it('an uppercase scheme is another scheme in RFC 1630, read by the generic form: no authority', () => {
    const c = compare('HTTP://h/p', { editions: ['rfc1630', 'rfc3986'] });
    const d = difference(c, 'authority');
    expect(d.values).toEqual({ rfc1630: undefined, rfc3986: 'h' });
    expect(d.explanation).toContain('rfc1630');
  });
});

describe('component differences', () => {
  it('RFC 1808 §2.2: net_loc runs to the next "/", so "?b" belongs to it (authority, host, path, query)', () => {
    const c = compare('http://a?b/c', { editions: ['rfc1808', 'rfc2396', 'rfc3986'] });
    const authority = difference(c, 'authority');
    expect(authority.values).toEqual({ rfc1808: 'a?b', rfc2396: 'a', rfc3986: 'a' });
    expect(authority.explanation).toContain(
      `rfc1808 takes 'a?b' as the authority: RFC 1808 §2.2 net_loc = *( pchar | ";" | "?" ) runs up to '/', so '?b' belongs to it (in rfc2396 and rfc3986 it is part of the query)`,
    );
    expect(authority.explanation).toContain('RFC 2396 §3.2 authority = server | reg_name');
    expect(authority.explanation).toContain("stop at '?'");
    expect(difference(c, 'host').values).toEqual({ rfc1808: 'a?b', rfc2396: 'a', rfc3986: 'a' });
    expect(difference(c, 'path').values).toEqual({ rfc1808: '/c', rfc2396: '', rfc3986: '' });
    const query = difference(c, 'query');
    expect(query.values).toEqual({ rfc1808: undefined, rfc2396: 'b/c', rfc3986: 'b/c' });
    expect(query.explanation).toContain("rfc1808 has no query: 'b/c' is split over the host");
    expect(query.explanation).toContain('RFC 3986 §3.4 query = *( pchar / "/" / "?" )');
  });

  it('RFC 1808 §2.2 params: ";p" leaves the path (params, path)', () => {
    const c = compare('http://h/a;p?q');
    const params = difference(c, 'params');
    expect(params.values).toEqual({ rfc1738: undefined, rfc1808: 'p', rfc2396: undefined, rfc3986: undefined, rfc3987: undefined });
    expect(params.explanation).toContain("rfc1808 takes 'p' as the params: RFC 1808 §2.2 params = param *( \";\" param )");
    expect(params.explanation).toContain('RFC 2396, RFC 3986 and RFC 3987 have no such component');
    // RFC 3987's ipath is RFC 3986's path for IRIs: one place, not two
    expect(params.explanation).toContain("part of the path in rfc2396, rfc3986 and rfc3987");
    const path = difference(c, 'path');
    expect(path.values).toEqual({ rfc1738: '/a;p', rfc1808: '/a', rfc2396: '/a;p', rfc3986: '/a;p', rfc3987: '/a;p' });
    expect(path.explanation).toContain("so ';p' belongs to it (in rfc1808 it is part of the params)");
    expect(path.explanation).toContain("RFC 1808 §2.2 path = fsegment *( \"/\" segment ) stops at ';'");
  });

  it('RFC 1738 ftp ";type=" is params; 2396 and 3986 keep it in the path', () => {
    const c = compare('ftp://a/b;type=d');
    expect(difference(c, 'params').values).toEqual({ rfc1738: 'type=d', rfc1808: 'type=d', rfc2396: undefined, rfc3986: undefined, rfc3987: undefined });
    expect(difference(c, 'params').explanation).toContain('ftpurl');
  });

  it('RFC 2396 §3 opaque_part: "mailto:a?b" has no query (path, query, opaque)', () => {
    const c = compare('mailto:a?b', { editions: ['rfc2396', 'rfc3986'] });
    expect(difference(c, 'opaque').values).toEqual({ rfc2396: 'a?b', rfc3986: undefined });
    const path = difference(c, 'path');
    expect(path.values).toEqual({ rfc2396: 'a?b', rfc3986: 'a' });
    expect(path.explanation).toContain("rfc2396 takes 'a?b' as the path: RFC 2396 §3 opaque_part = uric_no_slash *uric");
    expect(path.explanation).toContain("so '?b' belongs to it (in rfc3986 it is part of the query)");
    const query = difference(c, 'query');
    expect(query.values).toEqual({ rfc2396: undefined, rfc3986: 'b' });
    expect(query.explanation).toContain("rfc2396 has no query: 'b' is part of the opaque part (`opaque_part`)");
  });

  it('RFC 2396 §3.2: an authority that is not a server is a reg_name — the host — without userinfo or port', () => {
    const c = compare('http://user@a_b:80/', { editions: ['rfc2396', 'rfc3986'] });
    expect(difference(c, 'userinfo').values).toEqual({ rfc2396: undefined, rfc3986: 'user' });
    expect(difference(c, 'port').values).toEqual({ rfc2396: undefined, rfc3986: '80' });
    const host = difference(c, 'host');
    expect(host.values).toEqual({ rfc2396: 'user@a_b:80', rfc3986: 'a_b' });
    expect(host.explanation).toContain("rfc2396 takes 'user@a_b:80' as the host: RFC 2396 §3.2.1 reg_name = 1*(");
    expect(host.explanation).toContain('RFC 3986 §3.2.2 host = IP-literal / IPv4address / reg-name');
  });

  it('host kind: "1.2.3.999" is an IPv4address in 2396 (1*digit), a reg-name in 3986 (dec-octet)', () => {
    const c = compare('http://1.2.3.999/', { editions: ['rfc2396', 'rfc3986'] });
    const d = difference(c, 'hostKind');
    expect(d.values).toEqual({ rfc2396: 'ipv4', rfc3986: 'reg-name' });
    expect(d.explanation).toContain("rfc2396 reads '1.2.3.999' as an IPv4 address (RFC 2396 §3.2.2 host = hostname | IPv4address)");
    expect(d.explanation).toContain("rfc3986 reads '1.2.3.999' as a registered name");
    // asked of RFC 3986's own IPv4address rule: it fails on the third digit of "999"
    expect(d.explanation).toContain("it is not an `IPv4address`: that rule fails at 15 ('9')");
  });

  it('RFC 1808: a path with an empty segment is no generic-RL, so the whole scheme part is opaque', () => {
    const c = compare('http://h//x', { editions: ['rfc1808', 'rfc3986'] });
    expect(difference(c, 'path').values).toEqual({ rfc1808: '//h//x', rfc3986: '//x' });
    expect(difference(c, 'opaque').values).toEqual({ rfc1808: '//h//x', rfc3986: undefined });
    expect(difference(c, 'host').explanation).toContain("rfc1808 has no host: 'h' is part of the opaque part (`absoluteURL`)");
    // a host is compared only between the readings that have one: no hostKind difference here
    expect(c.differences.map((d) => d.component)).not.toContain('hostKind');
  });
});

describe('options', () => {
  it('compares the editions asked for, oldest first, once each', () => {
    const c = compare('http://h/~x', { editions: ['rfc3986', 'rfc1808', 'rfc3986'] });
    expect(Object.keys(c.results)).toEqual(['rfc1808', 'rfc3986']);
  });

  it('one edition: nothing to differ from', () => {
    expect(compare('http://h/~x', { editions: ['rfc1808'] }).differences).toEqual([]);
  });

  it('argument errors', () => {
    expect(() => compare(42 as unknown as string)).toThrow(TypeError);
    expect(() => compare('x', { editions: ['rfc9999' as EditionName] })).toThrow(RangeError);
    expect(() => compare('x', { editions: [] })).toThrow(RangeError);
    expect(() => compare('x', { amendments: ['rfc2732'], editions: ['rfc3986'] })).toThrow(/applies to none/);
    expect(() => compare('x', null as unknown as object)).toThrow(TypeError);
  });

  it('explanations of long inputs stay short', () => {
    const c = compare(`http://a?${'b'.repeat(1_000_000)}/c`, { editions: ['rfc1808', 'rfc3986'] });
    for (const d of c.differences) expect(d.explanation.length).toBeLessThan(1000);
  });
});

describe('properties', () => {
  const piece = fc.constantFrom(
    'http:', 'ftp:', 'mailto:', 'g:', '1a:', '//', '/', '?', '#', ';', ':', '@', '[', ']', '~', '%41', '%', 'a', 'b.c', '80',
    '..', '.', ' ', '_', "'", '!', '$', '&', '=', '+', ',', '*', '::1', '1.2.3.4', 'é', '|', '^',
  );
  const uriish = fc.array(piece, { maxLength: 12 }).map((xs) => xs.join(''));

  it('never throws; each difference is real, consistent with the results, and its explanation names every edition in it', () => {
    fc.assert(
      fc.property(uriish, (input) => {
        const c = compare(input);
        for (const d of c.differences) {
          expect(d.explanation.length).toBeGreaterThan(0);
          const names = Object.keys(d.values) as EditionName[];
          for (const e of names) expect(d.explanation).toContain(e);
          if (d.component === 'accepted') {
            for (const e of names) expect(d.values[e]).toBe(c.results[e].ok ? 'accepted' : 'rejected');
            expect(new Set(Object.values(d.values)).size).toBe(2);
          } else {
            for (const e of names) {
              const r = c.results[e];
              expect(r.ok && r.uri[d.component as 'path']).toBe(d.values[e]);
            }
            expect(new Set(Object.values(d.values)).size).toBeGreaterThan(1);
          }
        }
        // an accept/reject difference exactly when the editions disagree on acceptance
        const oks = new Set(Object.values(c.results).map((r) => r.ok));
        expect(c.differences.some((d) => d.component === 'accepted')).toBe(oks.size === 2);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the rules explanations quote', () => {
  it('RFC 1738: a scheme\'s own rule for its parts (httpurl\'s path is an hpath, not the generic urlpath)', () => {
    const c = compare('http://a/b/c/d;p?q');
    const path = c.differences.find((d) => d.component === 'path')!;
    expect(path.explanation).toContain('RFC 1738 §5 hpath = hsegment *[ "/" hsegment ]');
    expect(c.differences.find((d) => d.component === 'params')!.explanation).toContain("part of the path (`hpath`) in rfc1738");
    const ftp = compare('ftp://a/b;type=i', { editions: ['rfc1738', 'rfc3986'] });
    expect(ftp.differences.find((d) => d.component === 'params')!.explanation).toContain('ftptype');
  });
  it('productions without their ABNF comments (RFC 5234 §3.9)', () => {
    const c = compare('http://a/b/c/d;p?q');
    const path = c.differences.find((d) => d.component === 'path')!;
    expect(path.explanation).toContain('RFC 3986 §3.3 path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty (');
  });
  it('an IRI rule (RFC 3987 §2.2) named beside the RFC 3986 rule it extends, not quoted again', () => {
    const c = compare('http://a/b/c/d;p?q');
    const path = c.differences.find((d) => d.component === 'path')!;
    expect(path.explanation).toContain('path-empty (RFC 3987 §2.2: `ipath` for IRIs) run up to');
    expect(path.explanation).not.toContain('ipath =');
    expect(path.explanation).toContain('RFC 2396 §3.3 path = [ abs_path | opaque_part ] and RFC 3986');
  });
});

