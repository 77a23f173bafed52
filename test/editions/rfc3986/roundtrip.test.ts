import fc from 'fast-check';
import { isIPv4, isIPv6 } from 'net';
import { parse, serialize } from '../../../src/index';
import { ipv4address, ipv6Forms, uri, uriReference } from '../../fixtures/arbitraries/rfc3986';

const SEED = 3986;

describe('generated RFC 3986 URI-references', () => {
  it('parse, and serialize back to the same string, with spans that cut out each component', () => {
    fc.assert(
      fc.property(uriReference, (s) => {
        const r = parse(s, 'rfc3986');
        if (!r.ok) throw r.error;
        expect(serialize(r.uri)).toBe(s);
        for (const [component, span] of Object.entries(r.uri.spans)) {
          expect(s.slice(span![0], span![1])).toBe(r.uri[component as keyof typeof r.uri]);
        }
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });
  it('URIs are absolute, with the generated scheme', () => {
    fc.assert(
      fc.property(uri, (s) => {
        const r = parse(s, 'rfc3986');
        expect(r.ok && r.uri.form).toBe('absolute');
        expect(r.ok && r.uri.scheme).toBe(s.slice(0, s.indexOf(':')));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
  it.each(ipv6Forms.map((arb, i) => [i + 1, arb] as const))('IPv6address form %i agrees with net.isIPv6', (_i, arb) => {
    fc.assert(
      fc.property(arb, (a) => {
        expect(isIPv6(a)).toBe(true);
        const r = parse(`http://[${a}]/`);
        expect(r.ok && r.uri.hostKind).toBe('ipv6');
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
  it('IPv4address agrees with net.isIPv4', () => {
    fc.assert(
      fc.property(ipv4address, (a) => {
        expect(isIPv4(a)).toBe(true);
        const r = parse(`http://${a}/`);
        expect(r.ok && r.uri.hostKind).toBe('ipv4');
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
});
