/**
 * compare()'s scheme readings: every era of the input's scheme beside the generic editions, on by
 * default when the scheme has specifications, absent with `schemes: false` (today's shape).
 */
import { compare } from '../../src/index';

describe('compare() with scheme readings', () => {
  it('reads http under every era, oldest first, and explains the acceptance in the RFCs\' words', () => {
    const c = compare('http:///a');
    expect(c.results.rfc3986?.ok).toBe(true);
    const s = c.schemes!;
    expect(s.scheme).toBe('http');
    expect(Object.keys(s.results)).toEqual(['rfc1738', 'rfc1945', 'rfc2068', 'rfc2616', 'rfc7230', 'rfc9110']);
    expect(Object.values(s.results).map((r) => r!.ok)).toEqual([false, false, false, false, false, false]);
    expect(s.differences).toEqual([]);
  });
  it('userinfo: rejected by RFC 1738, 1945, 2068 and 2616, accepted (deprecated) by RFC 7230 and RFC 9110', () => {
    const [d] = compare('http://u@h/').schemes!.differences;
    expect(d.component).toBe('accepted');
    expect(d.values).toEqual({ rfc1738: 'rejected', rfc1945: 'rejected', rfc2068: 'rejected', rfc2616: 'rejected', rfc7230: 'accepted', rfc9110: 'accepted' });
    expect(d.explanation).toBe(
      'rfc1738 rejects it at offset 8 in domainlabel (RFC 1738 §5: domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit), ' +
        'which expects "-", ".", "/", ":", alphadigit or end of input there; ' +
        'rfc1945 rejects it at offset 8 in host (RFC 1945 §3.2.2: host = <A legal Internet host domain name or IP address (in dotted-decimal form), as defined by Section 2.1 of RFC 1123>), ' +
        'which expects "-", ".", ":", abs_path, end of input or let-dig there; ' +
        'rfc2068 rejects it at offset 8 in host (RFC 2068 §3.2.2: host = <A legal Internet host domain name or IP address (in dotted-decimal form), as defined by Section 2.1 of RFC 1123>), ' +
        'which expects "-", ".", ":", abs_path, end of input or let-dig there; ' +
        'rfc2616 rejects it at offset 8 in domainlabel (RFC 2396 §3.2.2: domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum), ' +
        'which expects "-", ".", ":", abs_path, alphanum or end of input there; rfc7230 (http-URI), rfc9110 (http-URI) accept it',
    );
  });
  it('empty host with a port: the generic editions accept it, every http era rejects it', () => {
    const c = compare('http://:80/');
    expect(c.results.rfc3986?.ok).toBe(true);
    const r = c.schemes!.results.rfc9110!;
    expect(!r.ok && [r.error.offset, r.error.section, r.error.note]).toEqual([
      7,
      '4.2.1',
      'RFC 9110 §4.2.1: a recipient MUST reject an "http" URI with an empty host identifier as invalid',
    ]);
  });
  it('components are compared as readings: RFC 1738\'s url-path with the "/" §3.1 leaves out, an empty path or host as none', () => {
    for (const input of ['http://h/a?b', 'http://h', 'http://h:80/a;b', 'file:///etc/hosts', 'file://localhost/etc/hosts', 'file://h/x']) {
      expect([input, compare(input).schemes!.differences]).toEqual([input, []]);
    }
    const s = compare('http://h/a?b').schemes!;
    expect(s.results.rfc1738?.ok && s.results.rfc1738.fields.hpath).toBe('a');
  });
  it('mailto: RFC 1738, RFC 2368 and RFC 6068 side by side', () => {
    const s = compare('mailto:joe@example.com?subject=hi').schemes!;
    expect(Object.keys(s.results)).toEqual(['rfc1738', 'rfc2368', 'rfc6068']);
    expect(s.differences.map((d) => [d.component, d.values])).toEqual([
      ['to', { rfc1738: '["joe@example.com?subject=hi"]', rfc2368: '["joe@example.com"]', rfc6068: '["joe@example.com"]' }],
      ['headers', { rfc1738: undefined, rfc2368: '[["subject","hi"]]', rfc6068: '[["subject","hi"]]' }],
    ]);
  });
  it('an address list of one is the same as one address; no headers is no headers', () => {
    expect(compare('mailto:a@example.com').schemes!.differences).toEqual([]);
  });
  it('says when an era reads a component decoded', () => {
    const [d] = compare('mailto:gorby%25kremvax@example.com').schemes!.differences;
    expect(d.values).toEqual({ rfc1738: '["gorby%25kremvax@example.com"]', rfc2368: '["gorby%kremvax@example.com"]', rfc6068: '["gorby%25kremvax@example.com"]' });
    expect(d.explanation).toContain('rfc2368 reads to ["gorby%kremvax@example.com"], the mailboxes of its decoded text');
  });
  it('is absent for a scheme without specifications, and with schemes: false', () => {
    expect('schemes' in compare('x-y:z')).toBe(false);
    expect('schemes' in compare('http://h/', { schemes: false })).toBe(false);
    expect(() => compare('http://h/', { schemes: 'yes' as never })).toThrow(TypeError);
  });
  it('is plain data: JSON and structuredClone see it', () => {
    const c = compare('http://u@h/', { editions: ['rfc3986'] });
    const json = JSON.parse(JSON.stringify(c));
    expect(json.schemes.differences[0].values.rfc9110).toBe('accepted');
    expect(structuredClone(c).schemes?.scheme).toBe('http');
  });
});
