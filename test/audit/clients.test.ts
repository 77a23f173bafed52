/**
 * audit()'s client readers beyond Python and curl — Go's net/url, java.net.URI and URL, PHP's
 * parse_url, Ruby's URI, Node's legacy url.parse: the payloads where they see another host than the
 * specifications do, the gaps of the Python and curl readings closed with them (IDNA 2003 deviations,
 * numeric names beyond ASCII, names curl refuses), the registry every list is built from, and — over
 * the corpus the models are checked on against the real runtimes — that any disagreement between
 * the client readers on the host makes the audit divergent and never safe to allowlist.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { audit, READERS, READING_NAMES } from '../../src/index';
import type { ReadingName } from '../../src/index';
import { CLIENT_READERS } from '../../src/readers/registry';
import { readerCorpus } from '../fixtures/readers/corpus';

const CLIENTS = CLIENT_READERS.map((r) => r.name) as ReadingName[];
const hostOf = (input: string, n: ReadingName) => audit(input).readings[n].host;

describe('the registry', () => {
  it('lists every reading once, the client readers after the specifications, each described', () => {
    expect(READING_NAMES).toEqual(['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', 'python', 'curl', 'go', 'javaUri', 'javaUrl', 'php', 'ruby', 'nodeLegacy']);
    expect(READERS.map((r) => r.name)).toEqual([...READING_NAMES]);
    for (const r of READERS.filter((i) => CLIENTS.includes(i.name))) {
      expect(r.reader).toMatch(/\d/); // a named version
      expect(r.versions!.length).toBeGreaterThan(0);
      expect(r.withBase).toBe(false);
    }
    expect(READERS.find((r) => r.name === 'go')?.reader).toBe('Go 1.19.8 net/url url.Parse');
  });

  it('has a row in docs/parser-differentials.md for every client reader, and a column in its table of classic differentials', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'parser-differentials.md'), 'utf8');
    for (const n of CLIENTS) expect(doc).toContain(`| \`${n}\` |`);
    expect(doc).toContain(`| input | whatwg | ${CLIENTS.join(' | ')} |`);
  });

  it('names each client reading by its runtime and version', () => {
    const a = audit('http://example.com/');
    expect(a.readings.go.reader).toBe('Go 1.19.8 net/url url.Parse');
    expect(a.readings.javaUri.reader).toBe('OpenJDK 17.0.15 java.net.URI');
    expect(a.readings.javaUrl.reader).toBe('OpenJDK 17.0.15 java.net.URL');
    expect(a.readings.php.reader).toBe('PHP 8.2 parse_url');
    expect(a.readings.ruby.reader).toBe('Ruby 3.1.2 (uri 0.11.0) URI.parse');
    expect(a.readings.nodeLegacy.reader).toBe('Node 20 url.parse (legacy)');
    // they all agree on a plain URL: consistent and safe
    expect(a.divergent).toBe(false);
    expect(a.safeToAllowlist).toBe(true);
  });

  it('checks a version option against the reader’s versions, and leaves the client readers out with a base', () => {
    expect(() => audit('http://a/', { go: '1.22' as never })).toThrow("options.go must be '1.19.8', not \"1.22\"");
    expect(() => audit('http://a/', { python: '3.13' as never })).toThrow("options.python must be '3.12.8' or '3.12.9', not \"3.13\"");
    expect(Object.keys(audit('/x', { base: 'http://a/' }).readings)).not.toContain('go');
    expect(() => audit('/x', { base: 'http://a/', readings: ['php'] })).toThrow('the php reading is not available with a base');
  });

  it('gives the runtime’s own error when a reader rejects', () => {
    const a = audit('http://a b/');
    expect(a.readings.go.error).toBe('url.Parse returns invalid character " " in host name');
    expect(a.readings.ruby.error).toBe('URI.parse raises URI::InvalidURIError');
    expect(a.readings.javaUri.error).toBe('new URI throws URISyntaxException: Illegal character in authority');
    expect(audit('http://:80/').readings.php.error).toBe('parse_url returns false');
    expect(audit('http://\u0000/').readings.nodeLegacy.error).toBe('url.parse throws ERR_INVALID_URL');
  });
});

describe('the payloads where these parsers see another host', () => {
  // [input, reader, the host it reads]
  const ROWS: [string, ReadingName, string | undefined][] = [
    // PHP replaces each control character by "_"
    ['http://evil.example\t.trusted.example/', 'php', 'evil.example_.trusted.example'],
    ['http://evil.example\u0001trusted.example/', 'php', 'evil.example_trusted.example'],
    // Node's url.parse ends the host at ";", "{", " " … and reads the rest as the path
    ['http://evil.example;trusted.example/', 'nodeLegacy', 'evil.example'],
    ['http://trusted.example.{.evil.example/', 'nodeLegacy', 'trusted.example.'],
    // url.parse turns "\" into "/" before the host; PHP keeps it in the userinfo
    ['foo://evil.example\\@trusted.example/', 'nodeLegacy', 'evil.example'],
    ['foo://evil.example\\@trusted.example/', 'php', 'trusted.example'],
    // java.net.URL: more than one "@" and there is no host at all
    ['http://a@evil.example@trusted.example/', 'javaUrl', ''],
    // java.net.URI: a name with "_" is a registry-based authority — getHost() is null
    ['http://a_b.example/', 'javaUri', undefined],
    // PHP takes the port after the last ":": "evil.example" is none, and parse_url returns false
    ['http://trusted.example:80:evil.example/', 'php', undefined],
    // Go refuses "[" in a userinfo ("net/url: invalid userinfo") where WHATWG connects to evil.example
    ['http://[::1]:80@evil.example/', 'go', undefined],
  ];

  it.each(ROWS)('%j: %s reads %j; never safe to allowlist, and divergent where it reaches another host', (input, reader, host) => {
    const a = audit(input);
    const r = a.readings[reader];
    expect(r.host).toBe(host);
    expect(a.safeToAllowlist).toBe(false);
    if (r.accepted && r.canonicalHost !== a.readings.whatwg.canonicalHost) {
      expect(a.divergent).toBe(true);
      expect(a.findings.some((f) => (f.code === 'host-divergence' || f.code === 'client-only-host') && f.severity === 'high' && f.message.includes(reader))).toBe(true);
    }
  });

  it('flags a control character inside the input, naming what PHP makes of it', () => {
    const f = audit('http://evil.example\u0001trusted.example/').flags.find((x) => x.code === 'control-character');
    expect(f).toMatchObject({ offset: 19 });
    expect(f!.message).toContain('PHP');
  });
});

describe('the gaps of the Python and curl readings', () => {
  it('Python looks a name beyond ASCII up with IDNA 2003: "ß" is "ss", a host divergence from WHATWG', () => {
    const a = audit('http://faß.de/');
    expect(a.readings.python.canonicalHost).toBe('fass.de');
    expect(a.readings.whatwg.canonicalHost).toBe('xn--fa-hia.de');
    expect(a.findings.find((f) => f.code === 'host-divergence')?.readings).toContain('python');
    expect(a.safeToAllowlist).toBe(false);
    expect(audit('http://ß.example/').readings.python.canonicalHost).toBe('ss.example');
  });

  it.each(['http://①②⑦.⓪.⓪.①/', 'http://127。0。0。1/'])('curl connects %j to the loopback address', (input) => {
    expect(audit(input).readings.curl).toMatchObject({ canonicalHost: '127.0.0.1', address: '127.0.0.1', destinations: ['loopback'] });
  });

  it.each(['http://a../', 'http://./', 'http://1.2.3.4../'])('%j, which curl refuses, is not safe to allowlist', (input) => {
    const a = audit(input);
    expect(a.readings.curl.accepted).toBe(false);
    expect(a.readings.whatwg.accepted).toBe(true);
    expect(a.safeToAllowlist).toBe(false);
  });
});

describe('over the corpus the models are checked on', () => {
  // every fifth string: 1,200 audits
  const corpus = readerCorpus().filter((_, i) => i % 5 === 0);

  it('a disagreement between client readers on the host (or on whether there is one) is divergent and never safe; one refusing it, never safe', () => {
    let disagreements = 0;
    let refusals = 0;
    for (const input of corpus) {
      const a = audit(input);
      const accepting = CLIENTS.filter((n) => a.readings[n].accepted);
      const hosts = new Set(accepting.map((n) => a.readings[n].canonicalHost ?? 'none'));
      if (hosts.size > 1) {
        disagreements++;
        if (!a.divergent || a.safeToAllowlist) throw new Error(`${JSON.stringify(input)}: divergent ${a.divergent}, safeToAllowlist ${a.safeToAllowlist}`);
      } else if (accepting.length > 0 && accepting.length < CLIENTS.length) {
        refusals++;
        if (a.safeToAllowlist) throw new Error(`${JSON.stringify(input)}: safe to allowlist, while ${CLIENTS.filter((n) => !accepting.includes(n)).join(', ')} refuse it`);
      }
    }
    expect(disagreements).toBeGreaterThan(corpus.length / 10);
    expect(refusals).toBeGreaterThan(0);
  });

  it('safe to allowlist only when every client reader reaches the host WHATWG reaches', () => {
    for (const input of corpus) {
      const a = audit(input);
      if (!a.safeToAllowlist) continue;
      for (const n of CLIENTS) {
        expect([input, n, a.readings[n].accepted, a.readings[n].canonicalHost, a.readings[n].port]).toEqual([input, n, true, a.readings.whatwg.canonicalHost, a.readings.whatwg.port]);
      }
    }
  });
});
