/**
 * The model of curl's URL parser (src/readers/curl.ts) against the cases of curl's own
 * tests/libtest/lib1560.c (test/fixtures/peers/curl-lib1560.ts: its `get_parts_list` and
 * `get_url_list` rows, each with its line), and what the guessing call does with a string that
 * only looks like it has a scheme.
 */
import { curlUrl } from '../../src/readers/curl';
import type { CurlUrl } from '../../src/readers/curl';
import { CURL_CASES, CURL_URL_CASES } from '../fixtures/peers/curl-lib1560';

/** The host as curl_url_get(CURLUPART_URL) writes it: a zone as "%25zone" inside the brackets. */
const written = (r: CurlUrl): string => (r.zone === undefined ? r.host : `${r.host.slice(0, -1)}%25${r.zone}]`);

describe('lib1560.c get_parts_list', () => {
  it.each(CURL_CASES.map((c) => [c.line, c.input, c] as const))('line %i: %j', (_line, input, c) => {
    const r = curlUrl(input);
    if (c.error !== undefined) {
      expect(r).toEqual({ ok: false, error: c.error });
      return;
    }
    if (!r.ok) throw new Error(r.error);
    expect(r.scheme).toBe(c.scheme);
    expect(r.host).toBe(c.host ?? '');
    expect(r.zone).toBe(c.zone);
    expect(r.port).toBe(c.port);
    if (c.user !== undefined) expect(r.user).toBe(c.user);
    if (c.password !== undefined) expect(r.password).toBe(c.password);
  });
});

describe('lib1560.c get_url_list', () => {
  it('holds the rows it is said to', () => expect(CURL_URL_CASES.length).toBeGreaterThan(150));

  it.each(CURL_URL_CASES.map((c) => [c.line, c.input, c] as const))('line %i: %j', (_line, input, c) => {
    const r = curlUrl(input);
    if (c.error !== undefined) {
      expect(r).toEqual({ ok: false, error: c.error });
      return;
    }
    if (!r.ok) throw new Error(r.error);
    const m = /^([a-z0-9+.-]+):\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d+))?/.exec(c.out!)!;
    expect(r.scheme).toBe(m[1]);
    expect(written(r)).toBe(m[2]);
    expect(r.port).toBe(m[3] === undefined ? undefined : Number(m[3]));
  });
});

describe('the call a transfer makes: CURLU_GUESS_SCHEME | CURLU_NON_SUPPORT_SCHEME', () => {
  it.each([
    // Curl_is_absolute_url in guessing mode: "scheme:" counts only before "/"
    ['evil.example:80@trusted.example/', 'http', 'trusted.example', 'evil.example', '80'],
    ['mailto:joe@example.com', 'http', 'example.com', 'mailto', 'joe'],
  ])('%j: scheme %s, host %s (user %j, password %j)', (input, scheme, host, user, password) => {
    expect(curlUrl(input)).toMatchObject({ ok: true, scheme, host, guessed: true, user, password });
  });

  it('reads "host:port" without a scheme as a host and a port', () => {
    expect(curlUrl('ftp.example.com:21/x')).toEqual({ ok: true, scheme: 'ftp', guessed: true, host: 'ftp.example.com', hostType: 'name', port: 21, hostOffset: 0 });
    // without a scheme, an empty port is an error ("to make something that looks like a scheme not work")
    expect(curlUrl('example.com:?x')).toEqual({ ok: false, error: 'CURLUE_BAD_PORT_NUMBER' });
    // "example.com:/x" is the scheme "example.com" (a ":" followed by "/"), with the host "x"
    expect(curlUrl('example.com:/x')).toMatchObject({ ok: true, scheme: 'example.com', host: 'x', guessed: false });
  });

  it('reads a C string: the text after a NUL is not seen', () => {
    expect(curlUrl('http://evil.example\u0000trusted.example/')).toMatchObject({ ok: true, host: 'evil.example' });
  });

  it('takes the login up to the FIRST "@" of the authority, so a second "@" is in the host and fails', () => {
    expect(curlUrl('http://a:b@c/')).toMatchObject({ ok: true, user: 'a', password: 'b', host: 'c' });
    expect(curlUrl('http://a@b@c/')).toEqual({ ok: false, error: 'CURLUE_BAD_HOSTNAME' });
  });

  it('drops the text of a zone id from the host: "[::%25evil.example]" connects to ::', () => {
    expect(curlUrl('http://[::%25evil.example]/')).toMatchObject({ ok: true, host: '[::]', zone: 'evil.example' });
    expect(curlUrl('http://[::%evil.example]/')).toMatchObject({ ok: true, host: '[::]', zone: 'evil.example' });
  });

  it('takes the guessed scheme from a host written in any case', () => {
    expect(curlUrl('FTP.example.com/')).toMatchObject({ ok: true, scheme: 'ftp' });
  });
});
