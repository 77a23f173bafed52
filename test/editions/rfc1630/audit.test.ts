/**
 * audit() reads RFC 1630 when asked (readings: ['rfc1630', …]): its host with "@", and its partial
 * forms resolved against a base. By default it is left out: it reads https as a path with no host.
 */
const WITH_1630 = { readings: ['rfc1630', 'rfc1738', 'rfc3986', 'whatwg'] } as const;
import { audit } from '../../../src/index';

describe('audit(), rfc1630', () => {
  it('reads "u@evil.example" as the host of an http URL (http takes no login), and says the hosts diverge', () => {
    const a = audit('http://u@evil.example/', { readings: [...WITH_1630.readings] });
    expect(a.readings.rfc1630).toMatchObject({ accepted: true, host: 'u@evil.example' });
    expect(a.findings.some((f) => f.code === 'host-divergence' && f.readings?.includes('rfc1630'))).toBe(true);
  });
  it('resolves a partial form by its rules, which can remove the host: "../" past the root', () => {
    const a = audit('../../../x', { base: 'http://trusted.example/a/b/c', readings: [...WITH_1630.readings] });
    expect(a.readings.rfc1630).toMatchObject({ accepted: true, target: 'http://x', host: 'x', sameOrigin: false });
    expect(a.readings.rfc3986).toMatchObject({ target: 'http://trusted.example/x', sameOrigin: true });
    expect(a.findings.map((f) => f.code)).toContain('target-divergence');
    expect(a.safeToAllowlist).toBe(false);
  });
  it('a reference RFC 1630 derives neither as a URI nor as a partial form stays a rejection', () => {
    expect(audit('x:a=b', { readings: [...WITH_1630.readings] }).readings.rfc1630).toMatchObject({ accepted: false });
  });
  it('is left out by default', () => {
    expect(Object.keys(audit('https://example.com/').readings)).not.toContain('rfc1630');
    expect(audit('https://example.com/').safeToAllowlist).toBe(true);
  });
});
