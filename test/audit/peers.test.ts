/**
 * audit()'s python and curl readings: the nine payloads where the parser that makes the request reads
 * a host every specification reading rejects (CVE-2024-11168, CVE-2025-0938, CVE-2019-9636-era
 * CRLF injection, Orange Tsai 2017, curl's scheme guessing), the two lookalike-delimiter strings,
 * the corpus of published payloads read by the two peers, the options (readings, amendments,
 * python), and a property: where WHATWG, Python and curl agree with RFC 3986 on the host, there is
 * no host finding.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { audit, READING_NAMES } from '../../src/index';
import type { Audit, ReadingName } from '../../src/index';
import { PAYLOADS } from '../fixtures/differentials/payloads';

const SEED = 29;
/** The readings these tests were written for: the specifications', Python's and curl's (the other client readers have their own tests: clients.test.ts). */
const SPECS_PYTHON_CURL: ReadingName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', 'python', 'curl'];
const HOST_CODES = ['host-divergence', 'client-only-host'];
const named = <R extends ReadingName>(a: Audit<R>, n: ReadingName) => a.findings.filter((f) => f.readings?.includes(n) || f.message.includes(n));

describe('the nine payloads: a divergence naming the reading that connects', () => {
  // [input, the reading(s) that read a host, what python reads (hostname), what curl reads (host)]
  const ROWS: [string, ReadingName[], string | undefined, string | undefined][] = [
    ['http://[::1]evil.example/', ['python'], '::1', undefined],
    ['http://evil.example.[::1]/', ['python'], '::1', undefined],
    ['http://prefix.[v1.example]/', ['python'], 'v1.example', undefined],
    ['http://[v1.example].postfix/', ['python'], 'v1.example', undefined],
    ['http://[::%evil.example]/', ['python', 'curl'], '::%evil.example', '[::]'],
    ['http://[::%25evil.example]/', ['python', 'curl'], '::%25evil.example', '[::]'],
    ['http://127.0.0.1\r\n SLAVEOF evil.example 6379\r\n:6379/', ['python'], '127.0.0.1 slaveof evil.example 6379', undefined],
    ['http://evil.example\u0000trusted.example/', ['python', 'curl'], 'evil.example\u0000trusted.example', 'evil.example'],
    ['evil.example:80@trusted.example/', ['curl'], undefined, 'trusted.example'],
  ];

  it.each(ROWS)('%j', (input, readers, python, curl) => {
    const a = audit(input);
    expect(a.divergent).toBe(true);
    expect(a.safeToAllowlist).toBe(false);
    expect(a.readings.python.host).toBe(python);
    expect(a.readings.curl.host).toBe(curl);
    for (const n of readers) {
      expect(a.readings[n].accepted).toBe(true);
      const host = a.findings.filter((f) => HOST_CODES.includes(f.code) && f.readings?.includes(n));
      expect(host.length).toBeGreaterThan(0);
      expect(host.every((f) => f.severity === 'high')).toBe(true);
    }
    // WHATWG and RFC 3986 reject it, or read no host
    expect(a.readings.whatwg.host ?? '').toBe('');
    expect(a.readings.rfc3986.host ?? '').toBe('');
  });

  it('names the CPython release and the libcurl call it read with', () => {
    const a = audit('http://[::1]evil.example/');
    expect(a.readings.python.reader).toBe('CPython 3.12.8 urllib.parse.urlsplit');
    expect(a.readings.curl.reader).toBe('libcurl 8.21.0 curl_url_set, guessing the scheme');
    expect(a.findings.find((f) => f.code === 'client-only-host')).toMatchObject({ severity: 'high', component: 'host', offset: 7, readings: ['python'] });
    // a host only curl (and Node's url.parse, whose protocol is "evil.example:") reads: the offset is where curl's host starts
    expect(audit('evil.example:80@trusted.example/').findings.find((f) => f.code === 'host-divergence')).toMatchObject({ offset: 16, readings: ['curl', 'nodeLegacy'] });
  });

  it('with CPython 3.12.9 (CVE-2025-0938) the four bracket payloads are rejected by Python as well: nothing reads a host', () => {
    for (const [input] of ROWS.slice(0, 4)) {
      // (the other client readers are left out: Go, PHP and Node's url.parse read some of these hosts)
      const a = audit(input, { python: '3.12.9', readings: SPECS_PYTHON_CURL });
      expect(a.readings.python).toMatchObject({ accepted: false, reader: 'CPython 3.12.9 urllib.parse.urlsplit' });
      expect(a.readings.python.error).toMatch(/^urlsplit raises ValueError: /);
      expect(a.divergent).toBe(false);
    }
  });

  it('reports the addresses behind the hosts: "::1" is loopback, "[::%evil.example]" the unspecified address', () => {
    expect(audit('http://[::1]evil.example/').readings.python).toMatchObject({ hostType: 'ipv6', canonicalHost: '[::1]', address: '[::1]', destinations: ['loopback'] });
    const z = audit('http://[::%25evil.example]/', { readings: SPECS_PYTHON_CURL });
    expect(z.readings.curl).toMatchObject({ canonicalHost: '[::%25evil.example]', address: '[::]', destinations: ['unspecified'] });
    // the zone texts differ ("25evil.example" for Python, "evil.example" for curl): a host divergence between them
    expect(z.findings.find((f) => f.code === 'host-divergence')?.message).toContain('all reach [::]');
  });
});

describe('lookalike-delimiter', () => {
  it.each([
    ['https://trusted.example\uff03@evil.example', 23, '#'],
    ['https://trusted.example\uff0f@evil.example', 23, '/'],
  ])('%j: WHATWG and curl connect to evil.example while the text shows trusted.example first', (input, offset, looksLike) => {
    const a = audit(input);
    expect(a.readings.whatwg.canonicalHost).toBe('evil.example');
    expect(a.readings.curl.canonicalHost).toBe('evil.example');
    expect(a.readings.python.accepted).toBe(false); // _checknetloc: its NFKC form holds a delimiter
    const flag = a.flags.find((f) => f.code === 'lookalike-delimiter')!;
    expect(flag.offset).toBe(offset);
    expect(flag.message).toContain(`looks like "${looksLike}"`);
    expect(a.safeToAllowlist).toBe(false);
  });

  it.each(['\ufe6b', '\ufe5f', '\ufe56', '\ufe68', '\ufe55', '\uff20', '\uff1f', '\uff3c', '\uff1a', '\u2100', '\ufe13'])('flags %j before the path, not after it', (c) => {
    expect(audit(`https://a${c}b.example/`).flags.map((f) => f.code)).toContain('lookalike-delimiter');
    expect(audit(`https://a.example/${c}`).flags.map((f) => f.code)).not.toContain('lookalike-delimiter');
    expect(audit(`a${c}b.example/x`).flags.map((f) => f.code)).toContain('lookalike-delimiter');
  });

  it('does not flag the full-width letters IDNA maps to letters', () => {
    expect(audit('http://\uff41.example/').flags.map((f) => f.code)).not.toContain('lookalike-delimiter');
  });
});

describe('the published payloads, read by python and curl', () => {
  it.each(PAYLOADS.filter((p) => p.base === undefined).map((p) => [p.payload] as const))('%j: a host finding wherever python or curl reach another host than WHATWG', (payload) => {
    const a = audit(payload);
    const w = a.readings.whatwg;
    for (const n of ['python', 'curl'] as const) {
      const r = a.readings[n];
      if (!r.accepted || !w.accepted || r.canonicalHost === w.canonicalHost) continue;
      expect(a.findings.some((f) => f.code === 'host-divergence')).toBe(true);
      expect(a.safeToAllowlist).toBe(false);
    }
  });
});

describe('options', () => {
  it('readings: only those asked for are read, reported and compared', () => {
    const a = audit('evil.example:80@trusted.example/', { readings: ['whatwg', 'curl'] });
    expect(Object.keys(a.readings)).toEqual(['whatwg', 'curl']);
    expect(named(a, 'curl').length).toBeGreaterThan(0);
    const b = audit('evil.example:80@trusted.example/', { readings: ['rfc3986', 'whatwg'] });
    expect(b.divergent).toBe(false);
    // (every reading but rfc1630, which is read when asked for)
    expect(Object.keys(audit('http://h/').readings)).toEqual(READING_NAMES.filter((n) => n !== 'rfc1630'));
  });

  it('readings: without WHATWG nothing is safe to allowlist', () => {
    expect(audit('https://example.com/').safeToAllowlist).toBe(true);
    expect(audit('https://example.com/', { readings: ['rfc3986', 'python', 'curl'] }).safeToAllowlist).toBe(false);
  });

  it('readings: python and curl are not read against a base (their resolution is not modelled)', () => {
    expect(Object.keys(audit('/x', { base: 'http://h/' }).readings)).not.toContain('python');
    expect(() => audit('/x', { base: 'http://h/', readings: ['curl'] })).toThrow(TypeError);
  });

  it('rejects unknown readings, amendments and Python releases with a TypeError', () => {
    expect(() => audit('x', { readings: ['perl' as ReadingName] })).toThrow(/unknown reading "perl"/);
    expect(() => audit('x', { readings: [] })).toThrow(TypeError);
    expect(() => audit('x', { amendments: ['rfc9999' as 'rfc6874'] })).toThrow(/unknown amendment/);
    expect(() => audit('x', { python: '3.11' as '3.12.8' })).toThrow(/options.python/);
  });

  it('amendments: RFC 6874 zone identifiers for the rfc3986 reading, which says it used them', () => {
    const plain = audit('http://[fe80::1%25eth0]/');
    expect(plain.readings.rfc3986).toMatchObject({ accepted: false, reader: 'RFC 3986' });
    const zoned = audit('http://[fe80::1%25eth0]/', { amendments: ['rfc6874'] });
    expect(zoned.readings.rfc3986).toMatchObject({ accepted: true, reader: 'RFC 3986 with RFC 6874', host: '[fe80::1%25eth0]', hostType: 'ipv6' });
    expect(zoned.readings.rfc3987.reader).toBe('RFC 3987 with RFC 6874');
    expect(zoned.readings.rfc2396.reader).toBe('RFC 2396');
    // curl reads the zone too; Python reads "fe80::1%25eth0" (its zone "25eth0")
    expect(zoned.readings.curl).toMatchObject({ accepted: true, canonicalHost: '[fe80::1%25eth0]' });
    expect(audit('http://[::1]/', { amendments: ['rfc2732'] }).readings.rfc2396).toMatchObject({ accepted: true, reader: 'RFC 2396 with RFC 2732' });
  });
});

describe('property: where WHATWG, Python and curl agree with RFC 3986 on the host, no host finding', () => {
  const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/);
  const host = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 3 }).map((l) => l.join('.')),
    fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.')),
    fc.constantFrom('[::1]', '[2001:db8::1]', '[fe80::1%25eth0]', '0x7f.1', '127.1', '%65vil.example', 'xn--nxasmq6b.example', '[v1.x]'),
  );
  const odd = fc.constantFrom('@', 'user@', 'u:p@', 'a@b@', '\\@', '#@', '?@', ':80', ':', ':65536', ':0x50', '\t', '\u3002', '\uff0f', '%2f', '[', ']');
  const tricky = fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: odd, weight: 2 });
  const scheme = fc.oneof({ arbitrary: fc.constantFrom('http://', 'https://'), weight: 3 }, { arbitrary: fc.constantFrom('ftp://', '', '//', 'HTTP://', 'foo://', 'http:/'), weight: 2 });
  const input = fc
    .tuple(scheme, tricky, host, tricky, fc.constantFrom('/', '/p?q#f', '', '?x', '#y'))
    .map(([s, a, h, b, rest]) => `${s}${a}${h}${b}${rest}`);

  it('holds for generated authorities (and the property is not vacuous)', () => {
    let agreeing = 0;
    fc.assert(
      fc.property(input, (s) => {
        const a = audit(s);
        const r = a.readings;
        const peers = [r.whatwg, r.python, r.curl];
        const agree = r.rfc3986.accepted && peers.every((p) => p.accepted && p.canonicalHost === r.rfc3986.canonicalHost);
        if (!agree) return;
        agreeing++;
        // other editions may read another host; no host finding names one of the four
        const four = ['rfc3986', 'whatwg', 'python', 'curl'];
        expect(a.findings.filter((f) => HOST_CODES.includes(f.code) && f.readings?.some((n) => four.includes(n)))).toEqual([]);
        expect(a.findings.filter((f) => f.code === 'client-only-host')).toEqual([]);
      }),
      { seed: SEED, numRuns: 600 },
    );
    expect(agreeing).toBeGreaterThan(50);
  });

  it('holds with only those four readings asked for: no host finding at all', () => {
    const four: ReadingName[] = ['rfc3986', 'whatwg', 'python', 'curl'];
    fc.assert(
      fc.property(input, (s) => {
        const a = audit(s, { readings: four });
        const r = a.readings;
        const agree = four.every((n) => r[n].accepted && r[n].canonicalHost === r.rfc3986.canonicalHost);
        if (agree) expect(a.findings.filter((f) => HOST_CODES.includes(f.code))).toEqual([]);
      }),
      { seed: SEED, numRuns: 600 },
    );
  });
});

describe('docs/parser-differentials.md', () => {
  const doc = readFileSync(join(__dirname, '../../docs/parser-differentials.md'), 'utf8');
  /** A table cell's text: backquotes removed, the escapes \r, \n and \u0000 read. */
  const cell = (c: string) => c.trim().replace(/^`|`$/g, '').replace(/\\r/g, '\r').replace(/\\n/g, '\n').replace(/\\u0000/g, '\u0000');

  it('the table of the nine payloads is what audit() reads', () => {
    const start = doc.indexOf('| input | WHATWG, RFC 3986 | python (3.12.8) | curl | finding |');
    const lines = doc.slice(start).split('\n').slice(2);
    // the table's rows: up to the first line that is not one
    const rows = lines.slice(0, lines.findIndex((l) => !l.startsWith('|')));
    expect(rows.length).toBe(9);
    for (const row of rows) {
      const [input, specs, python, curl, finding] = row.split(' | ').map((c) => c.replace(/^\| |\s\|$/g, ''));
      const a = audit(cell(input));
      const host = (n: ReadingName) => (a.readings[n].accepted ? (a.readings[n].host ?? 'no host') : 'reject');
      expect(['reject', 'no host']).toContain(cell(specs));
      expect(host('whatwg')).toBe(cell(specs));
      const p = host('python');
      expect(python === 'the whole text' ? p === cell(input).slice(7, -1) : p === cell(python)).toBe(true);
      expect(host('curl')).toBe(cell(curl.replace(/ \(zone `[^`]*`\)$/, '')));
      for (const code of finding.match(/client-only-host|host-divergence|scheme-|port-/g)!) {
        expect(a.findings.map((f) => f.code).some((c) => c.startsWith(code))).toBe(true);
      }
    }
  });

  it('the examples of "Choosing the readings"', () => {
    expect(Object.keys(audit('http://[::1]evil.example/', { readings: ['whatwg', 'python', 'curl'] }).readings)).toEqual(['whatwg', 'python', 'curl']);
    expect(audit('http://[fe80::1%25eth0]/', { amendments: ['rfc6874'] }).readings.rfc3986.reader).toBe('RFC 3986 with RFC 6874');
    expect(audit('http://[::1]evil.example/', { python: '3.12.9' }).readings.python.accepted).toBe(false);
    expect(doc).toContain("audit('http://[fe80::1%25eth0]/', { amendments: ['rfc6874'] }).readings.rfc3986.reader; // 'RFC 3986 with RFC 6874'");
  });
});
