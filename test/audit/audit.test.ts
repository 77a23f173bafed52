/**
 * audit(): readings, destinations, risk flags with offsets, safeToAllowlist, canonical, the length
 * cap, the open-redirect mode, IRIs (RFC 3987), and properties (fast-check, seeded): it never throws
 * for a string, and `divergent` is false whenever every reading accepts with the same scheme, host and port.
 */
import fc from 'fast-check';
import { AUDIT_MAX_LENGTH, READING_NAMES, audit } from '../../src/index';
import type { Audit, ReadingName } from '../../src/index';

const SEED = 19;

function flags(a: Audit): string[] {
  return a.flags.map((f) => `${f.code}@${f.offset}`);
}

describe('readings', () => {
  it('reads numeric hosts as the address a resolver connects to, in every reading', () => {
    const a = audit('http://0x7f.1/');
    expect(a.readings.rfc3986).toMatchObject({ accepted: true, host: '0x7f.1', hostType: 'dns', canonicalHost: '0x7f.1', address: '127.0.0.1', destinations: ['loopback'] });
    expect(a.readings.whatwg).toMatchObject({ host: '127.0.0.1', hostType: 'ipv4', address: '127.0.0.1', port: 80, portInRange: true });
    expect(a.findings.find((f) => f.code === 'host-divergence')).toMatchObject({ severity: 'high', component: 'host', offset: 7 });
    expect(a.safeToAllowlist).toBe(false);
    expect(a.canonical).toBe('http://127.0.0.1/');
  });

  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0xA9FEA9FE/', '169.254.169.254'],
    ['http://169.254.43518/', '169.254.169.254'],
  ])('%s is %s', (input, address) => {
    const a = audit(input);
    expect(a.readings.rfc3986.address).toBe(address);
    expect(a.readings.whatwg.address).toBe(address);
  });

  it.each([
    ['http://169.254.169.254/', ['link-local', 'cloud-metadata']],
    ['http://10.1.2.3/', ['private']],
    ['http://172.16.0.1/', ['private']],
    ['http://192.168.1.1/', ['private']],
    ['http://100.64.0.1/', ['shared']],
    ['http://0.0.0.0/', ['unspecified']],
    ['http://[::]/', ['unspecified']],
    ['http://[::1]/', ['loopback']],
    ['http://[::ffff:127.0.0.1]/', ['ipv4-mapped', 'loopback']],
    ['http://[fe80::1]/', ['link-local']],
    ['http://[fd00:ec2::254]/', ['unique-local', 'cloud-metadata']],
    ['http://8.8.8.8/', ['public']],
    ['http://localhost/', ['loopback', 'dns-name']],
    ['http://example.com/', ['dns-name']],
  ])('destinations of %s', (input, destinations) => {
    expect(audit(input).readings.whatwg.destinations).toEqual(destinations);
  });

  it('gives the effective port and whether it is in range', () => {
    const a = audit('http://h:65536/');
    expect(a.readings.rfc3986).toMatchObject({ port: 65536, portInRange: false });
    expect(a.readings.whatwg.accepted).toBe(false);
    expect(a.findings.map((f) => f.code)).toEqual(['acceptance-divergence', 'port-out-of-range']);
    expect(audit('https://h/').readings.rfc3986.port).toBe(443);
    expect(audit('http://h:0080/').readings.rfc3986.port).toBe(80);
  });
});

describe('risk flags', () => {
  it.each([
    ['http://trusted.example@evil.example/', ['userinfo@7', 'userinfo-host-like@7']],
    ['http://evil.example\\@trusted.example/', ['backslash@19']],
    [' http://a/', ['leading-c0-or-space@0']],
    ['http://a/\tb', ['tab-or-newline@9']],
    ['http://ex%61mple.com/', ['percent-encoded-host@9']],
    ['http://exa\uff4dple.com/', ['idna-mapped@10']],
    ['http://a/\u200bb', ['invisible-character@9']],
    ['http:///a/', ['slash-count@5']],
    ['javascript:alert(1)', ['dangerous-scheme@0']],
    ['foo://h/', ['non-special-authority@4']],
    ['http://h/%252e', ['double-encoding@9']],
    ['http://a?b@c/', ['delimiter-in-authority@8']],
  ])('%j', (input, expected) => {
    expect(flags(audit(input))).toEqual(expected);
  });
});

describe('safeToAllowlist and canonical', () => {
  it('is true for a plain URL every reading reads alike', () => {
    const a = audit('http://example.com/a?b');
    expect(a.divergent).toBe(false);
    expect(a.findings).toEqual([]);
    expect(a.safeToAllowlist).toBe(true);
    expect(a.canonical).toBe('http://example.com/a?b');
  });

  it('is false for a host not written canonically, a host divergence or no host', () => {
    expect(audit('http://EXAMPLE.com/').safeToAllowlist).toBe(false);
    expect(audit('http:///evil.example/').safeToAllowlist).toBe(false);
    expect(audit('mailto:a@b.example').safeToAllowlist).toBe(false);
  });

  it('has no canonical string when WHATWG fails', () => {
    expect(audit('http://1.2.3.256/').canonical).toBeUndefined();
  });
});

describe('open-redirect mode', () => {
  it('resolves against the base and says whether the target keeps its origin', () => {
    const a = audit('/\\evil.example', { base: 'https://trusted.example/login' });
    expect(a.readings.whatwg).toMatchObject({ target: 'https://evil.example/', sameOrigin: false });
    expect(a.readings.rfc3986.accepted).toBe(false);
    const same = audit('/next', { base: 'https://trusted.example/login' });
    expect(same.readings.rfc3986).toMatchObject({ target: 'https://trusted.example/next', sameOrigin: true });
    expect(same.readings.whatwg).toMatchObject({ target: 'https://trusted.example/next', sameOrigin: true });
    expect(same.divergent).toBe(false);
  });

  it('reports a target divergence when the readings leave the origin differently', () => {
    const a = audit('///evil.example', { base: 'https://trusted.example/login' });
    expect(a.findings.map((f) => f.code)).toContain('target-divergence');
    // RFC 3986: an empty authority, so an empty host; WHATWG skips the slashes and reads evil.example
    expect(a.readings.rfc3986).toMatchObject({ target: 'https:///evil.example', canonicalHost: '', sameOrigin: false });
    expect(a.readings.whatwg).toMatchObject({ target: 'https://evil.example/', canonicalHost: 'evil.example', sameOrigin: false });
  });
});

describe('IRIs (RFC 3987)', () => {
  it('an IRI only rfc3987 reads: its reading, and an acceptance divergence (information) that says why', () => {
    // the specifications', Python's and curl's readings (java.net.URI, java.net.URL and PHP keep the name as written: clients.test.ts)
    const a = audit('http://例子.卷筒纸/', { readings: ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', 'python', 'curl'] });
    expect(a.readings.rfc3987).toMatchObject({ accepted: true, host: '例子.卷筒纸', hostType: 'dns', canonicalHost: 'xn--fsqu00a.xn--3lr804guic', port: 80 });
    expect(a.readings.whatwg.canonicalHost).toBe('xn--fsqu00a.xn--3lr804guic');
    for (const e of ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'] as const) expect(a.readings[e].accepted).toBe(false);
    expect(a.findings).toEqual([
      expect.objectContaining({ code: 'acceptance-divergence', severity: 'info', offset: 7, readings: ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'] }),
    ]);
    expect(a.findings[0].message).toBe(
      "rfc3987, whatwg, python and curl accept it; rfc1738, rfc1808, rfc2396 and rfc3986 reject it — an IRI, not a URI: RFC 3987 §2.2 admits its characters beyond ASCII, RFC 3986 §2 does not (RFC 3987 §3.1 maps them to percent-encoded UTF-8 and, in a domain name, to IDNA's ASCII form)",
    );
    // a URI validator rejects it, and every reading that accepts it goes to the same host: not
    // divergent, the lower verdict
    expect(a.divergent).toBe(false);
    expect(a.verdict).toBe('rejected-by-some');
    // the host is not written as it is looked up (IDNA maps it): no allowlisting on its text
    expect(a.safeToAllowlist).toBe(false);
    expect(a.canonical).toBe('http://xn--fsqu00a.xn--3lr804guic/');
  });

  it('a path, query and fragment beyond ASCII are compared as RFC 3987 §3.1 maps them: no path divergence with WHATWG', () => {
    const a = audit('http://example.com/引き割り.html?q=é#ü');
    expect(a.findings.map((f) => f.code)).toEqual(['acceptance-divergence']);
    expect(a.readings.rfc3987.accepted && a.readings.whatwg.accepted).toBe(true);
  });

  it('an ASCII string: the rfc3987 reading is the rfc3986 reading, and no word of IRIs', () => {
    for (const input of ['http://0x7f.1/', 'http://a@b@c/', 'http://example.com/a?b', 'http://[::1]:8080/', 'mailto:a@b', 'http://h/~x']) {
      const a = audit(input);
      // each names its own reader ("RFC 3987", "RFC 3986")
      const { error: e3987, reader: _3987, ...r3987 } = a.readings.rfc3987;
      const { error: e3986, reader: _3986, ...r3986 } = a.readings.rfc3986;
      expect(r3987).toEqual(r3986);
      expect(e3987 === undefined).toBe(e3986 === undefined); // each rejection in its own rule names
      for (const f of a.findings) expect(f.message).not.toContain('IRI');
    }
  });

  it('an IRI WHATWG rejects as well: the acceptance divergence names it among the rejecting readings', () => {
    const a = audit('http://例子.卷筒纸:99999999999/', { readings: ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', 'python', 'curl'] });
    expect(a.readings.rfc3987.accepted).toBe(true);
    expect(a.readings.whatwg.accepted).toBe(false);
    const d = a.findings.find((f) => f.code === 'acceptance-divergence')!;
    expect(d.readings).toEqual(['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'whatwg', 'python', 'curl']);
    expect(d.message).toContain('an IRI, not a URI');
  });
});

describe('limits and arguments', () => {
  it('does not read a string over the cap', () => {
    const a = audit(`http://h/${'a'.repeat(AUDIT_MAX_LENGTH)}`);
    expect(a.findings).toEqual([expect.objectContaining({ code: 'too-long', severity: 'high' })]);
    expect(Object.values(a.readings).every((r) => !r.accepted)).toBe(true);
    expect(a.safeToAllowlist).toBe(false);
  });

  it('throws a TypeError only for a non-string', () => {
    expect(() => audit(undefined as unknown as string)).toThrow(TypeError);
    expect(() => audit('x', { base: 1 as unknown as string })).toThrow(TypeError);
  });

  it('is JSON data without per-segment objects', () => {
    const a = audit('http://a/b/c/d/e/f');
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    expect(JSON.stringify(a)).not.toContain('segments');
  });
});

describe('properties', () => {
  const tricky = fc.constantFrom('/', '\\', '@', ':', '#', '?', '%', '%2e', '.', '[', ']', '\t', ' ', 'a', 'B', '0x7f', '1', '\u3002', '\uff41', '\u200b');
  const urlish = fc
    .tuple(fc.constantFrom('http://', 'https://', 'HTTP:', 'foo://', 'http:\\\\', '//', 'file:///', ''), fc.array(tricky, { maxLength: 24 }))
    .map(([head, rest]) => head + rest.join(''));

  it('never throws for a string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 60 }), urlish), fc.option(urlish, { nil: undefined }), (input, base) => {
        audit(input, base === undefined ? undefined : { base });
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('is not divergent when every reading accepts with the same scheme, host and port', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
    const wellFormed = fc
      .tuple(fc.constantFrom('http', 'https', 'ftp'), fc.array(label, { minLength: 1, maxLength: 3 }), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), fc.array(label, { maxLength: 4 }))
      .map(([s, host, port, path]) => `${s}://${host.join('.')}${port === undefined ? '' : `:${port}`}/${path.join('/')}`);
    fc.assert(
      fc.property(fc.oneof(wellFormed, urlish), (input) => {
        const a = audit(input);
        const readings = Object.values(a.readings);
        const agree = (k: 'scheme' | 'canonicalHost' | 'port') => new Set(readings.map((r) => r[k])).size === 1;
        const all = readings.every((r) => r.accepted) && agree('scheme') && agree('canonicalHost') && agree('port');
        if (all) expect(a.divergent).toBe(false);
        if (a.verdict === 'consistent') expect(readings.every((r) => r.accepted) || readings.every((r) => !r.accepted)).toBe(true);
        // not divergent: every reading that accepts it leads to the same scheme, host and port
        const accepting = readings.filter((r) => r.accepted);
        const same = (k: 'scheme' | 'canonicalHost' | 'port') => new Set(accepting.map((r) => r[k])).size <= 1;
        if (!a.divergent && a.findings.every((f) => f.code !== 'client-only-host')) expect(same('scheme') && same('canonicalHost') && same('port')).toBe(true);
        expect(a.verdict).toBe(a.divergent ? 'divergent' : a.findings.some((f) => f.code === 'acceptance-divergence') ? 'rejected-by-some' : 'consistent');
        const names = Object.keys(a.readings) as ReadingName[];
        // (every reading but rfc1630, which is read when asked for)
        expect(names).toEqual(READING_NAMES.filter((n) => n !== 'rfc1630'));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
