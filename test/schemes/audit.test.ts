/** audit(): what the scheme's current specification rejects or deprecates is a finding. */
import { audit } from '../../src/index';

describe('audit() and the scheme specifications', () => {
  it('an empty http host: RFC 3986 accepts it, RFC 9110 §4.2.1 rejects it', () => {
    const f = audit('http://:80/').findings.find((x) => x.code === 'scheme-rejection');
    expect(f).toEqual({
      code: 'scheme-rejection',
      severity: 'medium',
      offset: 7,
      message: 'rfc9110, the current specification of http, rejects it: RFC 9110 §4.2.1: a recipient MUST reject an "http" URI with an empty host identifier as invalid',
    });
  });
  it('a userinfo under RFC 9110 §4.2.4', () => {
    const f = audit('https://user@example.com/').findings.find((x) => x.code === 'scheme-deprecation');
    expect(f?.message).toMatch(/^rfc9110, the current specification of https, deprecates it: RFC 9110 §4\.2\.4: a sender MUST NOT generate the userinfo/);
  });
  it('a mailto that RFC 6068 rejects ("?" twice)', () => {
    const f = audit('mailto:joe@example.com?cc=bob@example.com?body=hello').findings.find((x) => x.code === 'scheme-rejection');
    expect([f?.offset, f?.severity]).toEqual([41, 'medium']);
  });
  it('nothing for a plain http URL, nor for a scheme without specifications', () => {
    expect(audit('https://example.com/a').findings.filter((x) => x.code.startsWith('scheme-r') || x.code === 'scheme-deprecation')).toEqual([]);
    expect(audit('x-y://u@h/').findings.filter((x) => x.code === 'scheme-deprecation')).toEqual([]);
  });
});
