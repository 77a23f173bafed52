/**
 * IP literals against Node's own validators (net.isIPv4 / net.isIPv6), on generated addresses (every
 * text form) and on near misses built from the same pieces. Each edition's rule is compared with the
 * oracle it should equal, and where an edition's RFC differs from the modern definition the oracle is
 * adjusted by exactly that difference:
 *  - RFC 3986 §3.2.2 IPv4address / IPv6address: exactly net.isIPv4 / net.isIPv6 (without a zone);
 *  - RFC 6874 §2 IPv6addrz: an IPv6address, "%25", a ZoneID;
 *  - RFC 2732 §3 (RFC 2373 §2.2 text forms, IPv4address = 1*3DIGIT …): net.isIPv6 once each part of
 *    the dotted quad (1 to 3 digits, any value) is read as a valid octet;
 *  - RFC 2396 §3.2.2 IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit, and RFC 1738 §5 /
 *    RFC 1808 (via RFC 1738 §3.1) hostnumber = digits "." digits "." digits "." digits: four digit
 *    groups; every net.isIPv4 address is one.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { isIPv4, isIPv6 } from 'node:net';
import { parse, rule } from '../../src/index';
import type { EditionName } from '../../src/index';
import { ipv4address2732, ipv6Forms2373 } from '../fixtures/arbitraries/rfc2396';
import { ipv4address, ipv6Forms, ipv6addrz, zoneId } from '../fixtures/arbitraries/rfc3986';
import { budget } from '../support/config';

const whole = <T>(p: { parse(s: string): { status: boolean } }) => (s: string) => p.parse(s).status;
const v6_3986 = whole(rule('rfc3986', 'IPv6address'));
const v4_3986 = whole(rule('rfc3986', 'IPv4address'));
const v6z_6874 = whole(rule('rfc3986', 'IPv6addrz', { amendments: ['rfc6874'] }));
const v6_2732 = whole(rule('rfc2396', 'IPv6address', { amendments: ['rfc2732'] }));
const v4_2732 = whole(rule('rfc2396', 'IPv4address', { amendments: ['rfc2732'] }));
const v4_2396 = whole(rule('rfc2396', 'IPv4address'));
const hostnumber1738 = whole(rule('rfc1738', 'hostnumber'));

/** near misses: the pieces addresses are made of, in any order */
const TOKENS = ['0', '1', '9', '00', '01', '10', '99', '100', '199', '200', '249', '250', '255', '256', '300', '999', '0000', '1234',
  'a', 'F', 'ff', 'ffff', 'fffff', 'abcd', ':', ':', '::', ':::', '.', '.', '..'];
const nearMiss = fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 14 }).map((t) => t.join(''));
/** a generated address with one piece changed, dropped or repeated */
const edited = (arb: fc.Arbitrary<string>) =>
  fc.tuple(arb, fc.nat(), fc.constantFrom(...TOKENS, '')).map(([a, at, t]) => {
    const i = at % (a.length + 1);
    return a.slice(0, i) + t + a.slice(i + (t === '' ? 1 : 0));
  });
const v6like = fc.oneof(nearMiss, edited(fc.oneof(...ipv6Forms)), edited(fc.oneof(...ipv6Forms2373)));
/** near misses of a dotted quad: no ":" (which would start a port in a URL) */
const V4_TOKENS = TOKENS.filter((t) => !t.includes(':'));
const v4like = fc.oneof(
  fc.array(fc.constantFrom(...V4_TOKENS), { minLength: 1, maxLength: 10 }).map((t) => t.join('')),
  edited(ipv4address).filter((s) => !s.includes(':')),
  edited(ipv4address2732).filter((s) => !s.includes(':')),
);

/** RFC 2732's dotted quad read as a valid one: each 1-3 digit part becomes "1" */
const quadAsOctets = (s: string) => s.replace(/(?<=^|:)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/, '1.1.1.1');

describe('IPv6 and IPv4 literals against node:net', () => {
  it.each(ipv6Forms.map((arb, i) => [i + 1, arb] as const))('RFC 3986 IPv6address form %i: net.isIPv6, in a URI of every edition that has IPv6 literals', (i, arb) => {
    fc.assert(
      fc.property(arb, (a) => {
        assert.ok(isIPv6(a), a);
        assert.ok(v6_3986(a));
        for (const [edition, options] of [['rfc3986', {}], ['rfc3986', { amendments: ['rfc6874'] }], ['rfc2396', { amendments: ['rfc2732'] }]] as const) {
          const r = parse(`http://[${a}]:8/`, edition as EditionName, options as never);
          assert.ok(r.ok && r.uri.hostKind === 'ipv6' && r.uri.host === `[${a}]`, `${edition} on [${a}]`);
        }
      }),
      budget(40_000 + i, 150),
    );
  });

  it.each(ipv6Forms2373.map((arb, i) => [i + 1, arb] as const))('RFC 2373 text form %i (RFC 2732): net.isIPv6 once the dotted quad is read as octets', (i, arb) => {
    fc.assert(
      fc.property(arb, (a) => {
        assert.ok(isIPv6(quadAsOctets(a)), a);
        assert.ok(v6_2732(a));
        const r = parse(`//[${a}]/`, 'rfc2396', { amendments: ['rfc2732'] });
        assert.ok(r.ok && r.uri.hostKind === 'ipv6', a);
      }),
      budget(41_000 + i, 150),
    );
  });

  it('IPv6 near misses: RFC 3986 IPv6address is exactly net.isIPv6, RFC 2732 IPv6address is net.isIPv6 up to octet values', () => {
    fc.assert(
      fc.property(v6like, (s) => {
        assert.equal(v6_3986(s), isIPv6(s), `RFC 3986 IPv6address vs net.isIPv6 on ${s}`);
        assert.equal(v6_2732(s), isIPv6(quadAsOctets(s)), `RFC 2732 IPv6address vs net.isIPv6 on ${s}`);
        // an IP-literal that is not an IPv6address is rejected (nothing here starts with "v")
        assert.equal(parse(`http://[${s}]/`).ok, isIPv6(s), `http://[${s}]/`);
      }),
      budget(42_000, 2000),
    );
  });

  it('RFC 6874 zone identifiers: an IPv6address that net.isIPv6 accepts, "%25", a ZoneID', () => {
    fc.assert(
      fc.property(ipv6addrz, zoneId, (a, z) => {
        assert.ok(v6z_6874(a));
        const address = a.slice(0, a.indexOf('%25'));
        assert.ok(isIPv6(address));
        const r = parse(`http://[${a}]/`, 'rfc3986', { amendments: ['rfc6874'] });
        assert.ok(r.ok && r.uri.hostKind === 'ipv6', a);
        // without the amendment, "%25" is no part of an IPv6address
        assert.equal(parse(`http://[${a}]/`).ok, false);
        // RFC 6874 §2: the "%" must be encoded as "%25"; a bare "%" followed by the ZoneID is not one
        if (!/^[0-9A-Fa-f]{2}/.test(z)) assert.equal(parse(`http://[${address}%${z}]/`, 'rfc3986', { amendments: ['rfc6874'] }).ok, false);
      }),
      budget(43_000, 300),
    );
  });

  it('IPv4: RFC 3986 IPv4address is exactly net.isIPv4; RFC 2732, RFC 2396 and RFC 1738 count digits, and include every net.isIPv4 address', () => {
    fc.assert(
      fc.property(fc.oneof(v4like, ipv4address), (s) => {
        const v4 = isIPv4(s);
        assert.equal(v4_3986(s), v4, `RFC 3986 IPv4address vs net.isIPv4 on ${s}`);
        assert.equal(v4_2732(s), /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(s), `RFC 2732 IPv4address on ${s}`);
        assert.equal(v4_2396(s), /^\d+\.\d+\.\d+\.\d+$/.test(s), `RFC 2396 IPv4address on ${s}`);
        assert.equal(hostnumber1738(s), /^\d+\.\d+\.\d+\.\d+$/.test(s), `RFC 1738 hostnumber on ${s}`);
        // as the host of a URL, in every edition
        const kinds = (['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'] as const).map((e) => {
          const r = parse(`http://${s}/`, e);
          return r.ok ? r.uri.hostKind : undefined;
        });
        if (v4) assert.deepEqual(kinds, ['ipv4', 'ipv4', 'ipv4', 'ipv4'], s);
        assert.equal(kinds[3] === 'ipv4', v4, `RFC 3986 host kind of ${s}`);
        assert.equal(kinds[2] === 'ipv4', /^\d+\.\d+\.\d+\.\d+$/.test(s), `RFC 2396 host kind of ${s}`);
        assert.equal(kinds[1] === 'ipv4', /^\d+\.\d+\.\d+\.\d+$/.test(s), `RFC 1808 host kind of ${s}`);
      }),
      budget(44_000, 2000),
    );
  });
});
