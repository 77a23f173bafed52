/**
 * audit() on published confusion payloads (test/fixtures/differentials/payloads.ts, sources named
 * there): the divergences recorded for each, and — checked independently of audit(), from parse()
 * and the runtime's URL — a divergence with a finding wherever WHATWG and an RFC edition disagree on
 * the host or on acceptance, and none where every reading accepts with the same scheme, host and port.
 * The corpus records the specifications' readings (the RFC editions and the URL Standard), so it is
 * audited with those; Python's and curl's readings of the same payloads are in peers.test.ts.
 */
import { audit, parse } from '../../src/index';
import type { EditionName, ReadingName } from '../../src/index';
import { PAYLOADS } from '../fixtures/differentials/payloads';

const EDITIONS: EditionName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];
/** The readings the corpus records. */
const SPEC_READINGS: ReadingName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg'];
const DIVERGENT = ['acceptance-divergence', 'scheme-divergence', 'host-divergence', 'port-divergence', 'target-divergence'];

/** A host as a connection compares it, by the simplest means: IPv6 via URL, otherwise decoded and lowercased. */
function simpleHost(host: string): string {
  if (host.startsWith('[')) {
    try {
      return new URL(`http://${host}/`).hostname;
    } catch {
      return host;
    }
  }
  try {
    return decodeURIComponent(host).toLowerCase();
  } catch {
    return host.toLowerCase();
  }
}

describe('the payload corpus', () => {
  it('holds payloads from every source and category, most of them divergent', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(130);
    expect(new Set(PAYLOADS.map((p) => p.source)).size).toBe(5);
    const categories = new Set(PAYLOADS.map((p) => p.category));
    for (const c of ['scheme confusion', 'slashes confusion', 'backslash confusion', 'URL-encoded data confusion', 'scheme mixup']) {
      expect(categories).toContain(c);
    }
    expect(PAYLOADS.filter((p) => p.divergences.length > 0).length).toBeGreaterThan(80);
  });

  it.each(PAYLOADS.map((p) => [p.payload, p] as const))('%j: the recorded divergences', (_, p) => {
    const a = audit(p.payload, p.base === undefined ? { readings: SPEC_READINGS } : { base: p.base, readings: SPEC_READINGS });
    const codes = a.findings.filter((f) => DIVERGENT.includes(f.code)).map((f) => f.code.replace('-divergence', ''));
    expect(codes).toEqual(p.divergences);
    // a rejection by some readings alone is not divergent: its own, lower verdict
    const leads = codes.filter((c) => c !== 'acceptance');
    expect(a.divergent).toBe(leads.length > 0);
    expect(a.verdict).toBe(leads.length > 0 ? 'divergent' : codes.length > 0 ? 'rejected-by-some' : 'consistent');
    for (const f of a.findings) expect(f.message.length).toBeGreaterThan(0);
  });

  it.each(PAYLOADS.filter((p) => p.base === undefined).map((p) => [p.payload] as const))(
    '%j: a finding where WHATWG and an edition disagree on host or acceptance, none where all agree',
    (payload) => {
      const a = audit(payload, { readings: SPEC_READINGS });
      const codes = new Set(a.findings.map((f) => f.code));
      let w: URL | undefined;
      try {
        w = new URL(payload);
      } catch {
        w = undefined;
      }
      let allAgree = w !== undefined;
      for (const e of EDITIONS) {
        const r = parse(payload, e);
        if (r.ok !== (w !== undefined)) {
          expect(codes).toContain('acceptance-divergence');
          allAgree = false;
          continue;
        }
        if (!r.ok || !w) continue;
        const host = r.uri.host ?? r.uri.authority;
        const whatwgHost = w.host === '' && !w.href.startsWith(`${w.protocol}//`) ? undefined : w.hostname;
        const differ = host === undefined || whatwgHost === undefined ? host !== whatwgHost : simpleHost(host) !== whatwgHost.toLowerCase();
        if (differ && a.readings[e].canonicalHost !== a.readings.whatwg.canonicalHost) {
          expect(codes).toContain('host-divergence');
          allAgree = false;
        }
        if (r.uri.scheme?.toLowerCase() !== w.protocol.slice(0, -1) || a.readings[e].port !== a.readings.whatwg.port) allAgree = false;
      }
      if (allAgree) expect(a.divergent).toBe(false);
      if (allAgree) expect(a.findings.filter((f) => DIVERGENT.includes(f.code))).toEqual([]);
    },
  );
});
