/**
 * Across editions: where two editions share a rule's meaning, they read a string the same way; where
 * they differ, compare() says so.
 *  - Shared meanings: the scheme (RFC 3986 §3.1 = RFC 2396 §3.1; RFC 1808 §2.2 and RFC 1738 §5 allow
 *    more characters, which makes a string valid or not, never a different scheme) and the fragment
 *    (the text after the first "#": "#" is in no other component of any edition). Every edition that
 *    accepts a string reads the same scheme and fragment from it, so compare() never reports them.
 *  - A common core (http, an RFC 1738 host, a port, a path and query of letters, digits, "-", "_",
 *    ".", "=", "&") reads the same in every edition: compare() reports nothing.
 *  - compare() reports exactly the components whose values differ between the accepting editions,
 *    with their values, and acceptance when some reject.
 *  - Known differences, each generated around its cause, are reported.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { compare, editions, parse } from '../../src/index';
import type { Comparison, EditionName } from '../../src/index';
import { COMPARED_FIELDS } from '../../src/compare/compare';
import { hostname as hostname1738 } from '../fixtures/arbitraries/rfc1738-schemes';
import { ipv4address as ipv4address3986, ipv6address as ipv6address3986 } from '../fixtures/arbitraries/rfc3986';
import { budget } from '../support/config';
import { CONFIGS, anyValid } from '../support/editions';
import { mutated } from '../support/mutation';

/** every edition compare() reads by default (the IRI edition, rfc3987, among them) */
const EDITIONS: EditionName[] = editions.map((e) => e.name);
const pool = fc.oneof(anyValid, mutated(anyValid));

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const word = (set: string, min = 1, max = 6) => fc.array(charOf(set), { minLength: min, maxLength: max }).map((a) => a.join(''));
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

type Accepted = { edition: EditionName; uri: Extract<ReturnType<typeof parse>, { ok: true }>['uri'] };

function accepting(c: Comparison<EditionName>): Accepted[] {
  const out: Accepted[] = [];
  for (const e of EDITIONS) {
    const r = c.results[e];
    if (r?.ok) out.push({ edition: e, uri: r.uri });
  }
  return out;
}

function difference(c: Comparison<EditionName>, component: string) {
  return c.differences.find((d) => d.component === component);
}

describe('shared meanings', () => {
  it('every configuration that accepts a string reads the same scheme and the same fragment', () => {
    fc.assert(
      fc.property(pool, (s) => {
        const readings = CONFIGS.map((c) => parse(s, c.edition, c.options)).filter((r) => r.ok);
        for (const r of readings) {
          if (!r.ok || !readings[0].ok) continue;
          // (RFC 1630's scheme is an ialpha — "a.b!c" — which the later editions' scheme rules do not
          // derive: where it reads a scheme they read a relative path, never another scheme)
          if (r.edition !== 'rfc1630' && readings[0].edition !== 'rfc1630') assert.equal(r.uri.scheme, readings[0].uri.scheme, `scheme: ${r.edition} vs ${readings[0].edition}`);
          else if (r.uri.scheme !== readings[0].uri.scheme) assert.ok(r.uri.scheme === undefined || readings[0].uri.scheme === undefined, `scheme: ${r.edition} vs ${readings[0].edition}`);
          assert.equal(r.uri.fragment, readings[0].uri.fragment, `fragment: ${r.edition} vs ${readings[0].edition}`);
        }
      }),
      budget(30_000, 500),
    );
  });

  it('a URL of the common core reads the same in every edition: compare() reports nothing', () => {
    const core = fc
      .tuple(
        fc.oneof(hostname1738, ipv4address3986),
        fc.option(word('0123456789', 1, 5), { nil: undefined }),
        // RFC 1808 §2.2: path = fsegment *( "/" segment ), fsegment = 1*pchar: the first segment is not empty
        fc.option(fc.array(word(ALNUM + '-_.', 1, 5), { maxLength: 3 }), { nil: undefined }),
        fc.option(word(ALNUM + '-_.=&', 0, 8), { nil: undefined }),
      )
      // RFC 1738 §5 httpurl = "http://" hostport [ "/" hpath [ "?" search ]]: a query needs the path
      .map(([h, port, segs, q]) => {
        const path = segs === undefined ? (q === undefined ? '' : '/') : '/' + segs.join('/');
        return `http://${h}${port === undefined ? '' : ':' + port}${path}${q === undefined ? '' : '?' + q}`;
      });
    // (RFC 1630 is left out: "=" is reserved there, and a search is never void; the next test has its core)
    const later = EDITIONS.filter((e) => e !== 'rfc1630');
    fc.assert(
      fc.property(core, (s) => {
        const c = compare(s, { editions: later }) as Comparison<EditionName>;
        assert.equal(accepting(c).length, later.length, `not accepted by all: ${s}`);
        assert.deepEqual(c.differences, [], s);
      }),
      budget(30_001, 200),
    );
  });

  it('with RFC 1630 too: the common core whose query is words of letters, digits, "-", "_", ".", "&"', () => {
    const core = fc
      // (an RFC 1630 hostname is an ialpha: it begins with a letter)
      .tuple(fc.oneof(hostname1738.filter((h) => /^[A-Za-z]/.test(h)), ipv4address3986), fc.option(word('0123456789', 1, 5), { nil: undefined }), fc.array(word(ALNUM + '-_.', 1, 5), { minLength: 1, maxLength: 3 }), fc.option(word(ALNUM + '-_.&', 1, 8), { nil: undefined }))
      .map(([h, port, segs, q]) => `http://${h}${port === undefined ? '' : ':' + port}/${segs.join('/')}${q === undefined ? '' : '?' + q}`);
    fc.assert(
      fc.property(core, (s) => {
        const c = compare(s);
        assert.equal(accepting(c).length, EDITIONS.length, `not accepted by all: ${s}`);
        assert.deepEqual(c.differences, [], s);
      }),
      budget(30_002, 200),
    );
  });
});

describe('compare() reports exactly where the accepting editions differ', () => {
  it.each([
    ['as published', undefined],
    ['with RFC 2732 and RFC 6874', { amendments: ['rfc2732', 'rfc6874'] as ('rfc2732' | 'rfc6874')[] }],
  ])('%s', (_name, options) => {
    fc.assert(
      fc.property(pool, (s) => {
        const c = compare(s, options);
        const readings = accepting(c);
        // acceptance
        const acceptance = difference(c, 'accepted');
        if (readings.length === 0 || readings.length === EDITIONS.length) assert.equal(acceptance, undefined, 'spurious accepted');
        else {
          assert.ok(acceptance, 'acceptance difference missing');
          for (const e of EDITIONS) assert.equal(acceptance.values[e], c.results[e].ok ? 'accepted' : 'rejected');
        }
        // each component
        for (const field of COMPARED_FIELDS) {
          const reported = difference(c, field);
          const values = readings.map((r) => r.uri[field]);
          const distinct = new Set(values);
          if (field === 'hostKind') {
            // hostname and a reg-name that covers hostnames are the same kind in different words
            if (distinct.size <= 1) assert.equal(reported, undefined, 'spurious hostKind');
            if (reported) assert.ok(new Set(Object.values(reported.values)).size > 1, 'hostKind reported without a difference');
            continue;
          }
          if (readings.length < 2 || distinct.size <= 1) {
            assert.equal(reported, undefined, `spurious ${field} difference`);
            continue;
          }
          assert.ok(reported, `${field} differs (${[...distinct].map(String).join(' / ')}) but is not reported`);
          for (const r of readings) assert.equal(reported.values[r.edition], r.uri[field], `${field} value of ${r.edition}`);
        }
        // scheme and fragment mean the same everywhere (but RFC 1630's ialpha scheme, which the
        // others read as part of a relative path)
        const scheme = difference(c, 'scheme');
        if (scheme) {
          const r1630 = c.results.rfc1630;
          assert.ok(r1630?.ok, 'a scheme difference without rfc1630');
          assert.ok(Object.entries(scheme.values).every(([e, v]) => e === 'rfc1630' || v === undefined || v === r1630.uri.scheme), 'scheme');
        }
        assert.equal(difference(c, 'fragment'), undefined);
      }),
      budget(31_000, 400),
    );
  });
});

/** A difference the RFC texts make, generated around its cause, and what compare() must report. */
interface Known {
  name: string;
  strings: fc.Arbitrary<string>;
  check(c: Comparison<EditionName>): void;
}

const segment = word(ALNUM + '-_.', 1, 5);
const host = hostname1738;
function reports(c: Comparison<EditionName>, component: string, values: Partial<Record<EditionName, string | undefined>>): void {
  const d = difference(c, component);
  assert.ok(d, `no ${component} difference reported for ${c.input}`);
  for (const [e, v] of Object.entries(values)) assert.equal(d.values[e as EditionName], v, `${component} of ${e}`);
  assert.ok(d.explanation.length > 0);
}

const KNOWN: Known[] = [
  {
    // RFC 1808 §2.2 / RFC 1738 §5: "~" is national (unsafe); RFC 2396 §2.3 mark and RFC 3986 §2.3 unreserved have it
    name: '"~" in a path: accepted by RFC 2396 and 3986, rejected by RFC 1738 and 1808',
    strings: fc.tuple(host, segment, segment).map(([h, a, b]) => `http://${h}/${a}~${b}`),
    check: (c) => reports(c, 'accepted', { rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'accepted', rfc3986: 'accepted' }),
  },
  {
    // RFC 1808 §2.2: net_loc = *( pchar | ";" | "?" ) runs to the next "/"
    name: '"?" after a net_loc: part of RFC 1808\'s net_loc, a query elsewhere',
    strings: fc.tuple(host, word(ALNUM + '=&', 0, 6)).map(([h, q]) => `//${h}?${q}`),
    check: (c) => {
      const s = c.input;
      const h = s.slice(2, s.indexOf('?'));
      reports(c, 'authority', { rfc1808: s.slice(2), rfc2396: h, rfc3986: h });
      reports(c, 'query', { rfc1808: undefined, rfc2396: s.slice(s.indexOf('?') + 1), rfc3986: s.slice(s.indexOf('?') + 1) });
    },
  },
  {
    // RFC 1808 §2.2: rel_path = [ path ] [ ";" params ] [ "?" query ]; RFC 3986 §3.3: ";" is a sub-delim in a segment
    name: '";params": after RFC 1808\'s path, inside RFC 2396\'s and 3986\'s',
    strings: fc.tuple(host, segment, word(ALNUM + '=', 0, 5)).map(([h, a, p]) => `http://${h}/${a};${p}`),
    check: (c) => {
      const s = c.input;
      const semi = s.lastIndexOf(';');
      const path = s.slice(s.indexOf('/', 7));
      reports(c, 'path', { rfc1808: path.slice(0, path.indexOf(';')), rfc2396: path, rfc3986: path });
      reports(c, 'params', { rfc1808: s.slice(semi + 1), rfc2396: undefined, rfc3986: undefined });
    },
  },
  {
    // RFC 2396 §3: opaque_part = uric_no_slash *uric has no query; RFC 3986 §3: path-rootless [ "?" query ]
    name: '"?" in an opaque URI: RFC 2396\'s opaque_part, RFC 3986\'s query',
    strings: fc.tuple(segment, word(ALNUM + '=&', 0, 6)).map(([a, q]) => `mailto:${a}?${q}`),
    check: (c) => {
      const q = c.input.slice(c.input.indexOf('?') + 1);
      reports(c, 'query', { rfc2396: undefined, rfc3986: q });
      reports(c, 'opaque', { rfc2396: c.input.slice(7), rfc3986: undefined });
    },
  },
  {
    // RFC 2396 §3.2.2 hostname has no sub-delims, so the authority is a reg_name (§3.2.1), which is the
    // host; RFC 3986 §3.2.2 reg-name has them: the same host, of the same kind
    name: 'a sub-delim in a host: RFC 3986\'s reg-name, RFC 2396\'s reg_name authority',
    strings: fc.tuple(segment, charOf("!$&'()*+,;="), segment).map(([a, d, b]) => `http://${a}${d}${b}/`),
    check: (c) => {
      const h = c.input.slice(7, -1);
      for (const e of ['rfc2396', 'rfc3986'] as const) {
        const r = c.results[e];
        assert.ok(r.ok && r.uri.host === h && r.uri.hostKind === 'reg-name', `${e} host of ${c.input}`);
      }
      assert.equal(difference(c, 'host')?.values.rfc2396, difference(c, 'host')?.values.rfc3986);
    },
  },
  {
    // RFC 2396 §2.4.3: "[" and "]" are unwise, until RFC 2732 §3 reserves them for IPv6 literals
    name: 'an IPv6 literal: RFC 3986 accepts it, RFC 2396 only with RFC 2732',
    strings: ipv6address3986.map((a) => `http://[${a}]/`),
    check: (c) => {
      reports(c, 'accepted', { rfc1738: 'rejected', rfc1808: 'rejected', rfc2396: 'rejected', rfc3986: 'accepted' });
      const amended = compare(c.input, { editions: ['rfc2396', 'rfc3986'], amendments: ['rfc2732'] });
      assert.deepEqual(amended.differences, [], 'RFC 2396 + 2732 and RFC 3986 read an IPv6 literal alike');
    },
  },
  {
    // RFC 1738 §5: scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]; RFC 3986 §3.1 / RFC 2396 §3.1 / RFC 1808 §2.2 allow upper case
    name: 'an uppercase scheme: rejected by RFC 1738 only',
    strings: fc.tuple(fc.constantFrom('HTTP', 'Http', 'hTTp'), host).map(([s, h]) => `${s}://${h}/`),
    check: (c) => reports(c, 'accepted', { rfc1738: 'rejected', rfc1808: 'accepted', rfc2396: 'accepted', rfc3986: 'accepted' }),
  },
  {
    // RFC 3986 §3.2.2: dec-octet is 0-255; RFC 2396 §3.2.2: IPv4address = 1*digit "." …
    name: 'a dotted quad with an octet over 255: RFC 2396\'s IPv4address, RFC 3986\'s reg-name',
    strings: fc.tuple(fc.integer({ min: 256, max: 999 }), ipv4address3986).map(([o, a]) => `http://${o}.${a.split('.').slice(1).join('.')}/`),
    check: (c) => reports(c, 'hostKind', { rfc2396: 'ipv4', rfc3986: 'reg-name' }),
  },
  {
    // RFC 1738 §2.2: "#" is unsafe, in no rule; RFC 1808 §2.2, RFC 2396 §4, RFC 3986 §3.5: a fragment
    name: 'a fragment: rejected by RFC 1738, the same text in the others',
    strings: fc.tuple(host, word(ALNUM + '/?:@', 0, 6)).map(([h, f]) => `http://${h}/#${f}`),
    check: (c) => {
      reports(c, 'accepted', { rfc1738: 'rejected', rfc1808: 'accepted', rfc2396: 'accepted', rfc3986: 'accepted' });
      assert.equal(difference(c, 'fragment'), undefined);
    },
  },
  {
    // RFC 1808 §2.2: after abs_path's "/", fsegment = 1*pchar cannot be empty, so "http://h//x" is
    // only scheme ":" *( uchar | reserved ); RFC 2396 §3.3 and RFC 3986 §3.3 segments may be empty
    name: 'an empty first path segment after the authority: RFC 1808\'s opaque form',
    strings: fc.tuple(host, word(ALNUM, 0, 4)).map(([h, x]) => `http://${h}//${x}`),
    check: (c) => {
      const s = c.input;
      reports(c, 'opaque', { rfc1808: s.slice(5), rfc2396: undefined, rfc3986: undefined });
      reports(c, 'path', { rfc1808: s.slice(5), rfc2396: s.slice(s.indexOf('//', 7)), rfc3986: s.slice(s.indexOf('//', 7)) });
    },
  },
  {
    // RFC 1738 §5: ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
    name: 'ftp ";type=": RFC 1738 and 1808 params, RFC 2396 and 3986 path',
    strings: fc.tuple(host, segment, charOf('AIDaid')).map(([h, a, t]) => `ftp://${h}/${a};type=${t}`),
    check: (c) => {
      const s = c.input;
      const path = s.slice(s.indexOf('/', 6));
      const bare = path.slice(0, path.indexOf(';'));
      reports(c, 'path', { rfc1738: bare, rfc1808: bare, rfc2396: path, rfc3986: path });
      reports(c, 'params', { rfc1738: s.slice(s.indexOf(';') + 1), rfc2396: undefined, rfc3986: undefined });
    },
  },
];

describe('known differences are reported', () => {
  it.each(KNOWN.map((k, i) => [k.name, k, i] as const))('%s', (_name, k, i) => {
    fc.assert(
      fc.property(k.strings, (s) => {
        const c = compare(s);
        k.check(c);
      }),
      budget(32_000 + i, 100),
    );
  });
});
