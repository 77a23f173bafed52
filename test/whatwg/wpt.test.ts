/**
 * The WHATWG reading against the web-platform-tests URL cases (test/fixtures/whatwg/urltestdata.json,
 * vendored with its source): every case's failure or every attribute, as the URL Standard's own
 * tests expect them. A runtime whose URL deviates from the standard fails here, except for the
 * deviations listed below, each a later change to the standard that the Ada parser in Node 20
 * predates (a runtime that deviates anywhere else, or in a new way, still fails).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { whatwgParse } from '../../src/whatwg/reading';

interface Case {
  input: string;
  base: string | null;
  failure?: boolean;
  href?: string;
  protocol?: string;
  username?: string;
  password?: string;
  host?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
}

const data = JSON.parse(readFileSync(join(__dirname, '../fixtures/whatwg/urltestdata.json'), 'utf8')) as (string | Case)[];
const cases = data.filter((c): c is Case => typeof c !== 'string');

/**
 * Cases whose expectation changed in the standard after Node 20's Ada (2.9) was released, with the
 * answer the standard gave before (href, or failure): trailing spaces of an opaque path before "?"
 * or "#" are now percent-encoded; "^" is now in the path percent-encode set; an all-ASCII label
 * "xn--…" that is not valid Punycode is no longer a failure (domain to ASCII, §3.3). A runtime must
 * give one of the two answers.
 */
const LATER_CHANGES = new Map<string, string>([
  ['non-special:opaque  ?hi', 'non-special:opaque  ?hi'],
  ['non-special:opaque  #hi', 'non-special:opaque  #hi'],
  ['non-special:opaque \t\t  \t#hi', 'non-special:opaque   #hi'],
  ['non-special:opaque \t\t  #hi', 'non-special:opaque   #hi'],
  ['non-special:opaque\t\t  \r #hi', 'non-special:opaque   #hi'],
  ['http://a.b.c.xn--pokxncvks', 'failure'],
  ['http://10.0.0.xn--pokxncvks', 'failure'],
  ['http://a.b.c.XN--pokxncvks', 'failure'],
  ['http://a.b.c.Xn--pokxncvks', 'failure'],
  ['http://10.0.0.XN--pokxncvks', 'failure'],
  ['http://10.0.0.xN--pokxncvks', 'failure'],
  ['file://xn--/p', 'failure'],
  ['https://xn--/', 'failure'],
  ["foo://host/ !\"$%&'()*+,-./:;<=>@[\\]^_`{|}~", "foo://host/%20!%22$%&'()*+,-./:;%3C=%3E@[\\]^_%60%7B|%7D~"],
  ["wss://host/ !\"$%&'()*+,-./:;<=>@[\\]^_`{|}~", "wss://host/%20!%22$%&'()*+,-./:;%3C=%3E@[/]^_%60%7B|%7D~"],
]);

/** The URL API's attributes, rebuilt from the reading (the API's getters, §6.1). */
function attributes(input: string, base: string | null): Omit<Case, 'input' | 'base'> {
  const r = whatwgParse(input, base ?? undefined);
  if (!r.ok) return { failure: true };
  const u = r.url;
  const host = u.host ?? '';
  return {
    href: u.href,
    protocol: `${u.scheme}:`,
    username: u.username,
    password: u.password,
    host: u.port === undefined ? host : `${host}:${u.port}`,
    hostname: host,
    port: u.port ?? '',
    pathname: u.path,
    search: u.query ? `?${u.query}` : '',
    hash: u.fragment ? `#${u.fragment}` : '',
  };
}

/** The attributes a case gives (some give only a few), and the reading's values of those. */
const ATTRIBUTES = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;

function expected(c: Case): Omit<Case, 'input' | 'base'> {
  if (c.failure) return { failure: true };
  const out: Omit<Case, 'input' | 'base'> = {};
  for (const k of ATTRIBUTES) if (c[k] !== undefined) out[k] = c[k];
  return out;
}

function actual(c: Case): Omit<Case, 'input' | 'base'> {
  const got = attributes(c.input, c.base);
  if (c.failure || got.failure) return got;
  const out: Omit<Case, 'input' | 'base'> = {};
  for (const k of ATTRIBUTES) if (c[k] !== undefined) out[k] = got[k];
  return out;
}

describe('the WHATWG reading on the web-platform-tests URL cases', () => {
  it('vendors the whole file', () => {
    expect(cases.length).toBeGreaterThan(800);
    expect(cases.filter((c) => c.failure).length).toBeGreaterThan(100);
  });

  it.each([...LATER_CHANGES].map(([input, before]) => [input, before] as const))(
    'later change %j: the current answer or the previous one (%s)',
    (input, before) => {
      const c = cases.find((x) => x.input === input);
      if (!c) throw new Error(`${input} is not in the vendored file`);
      const r = whatwgParse(input, c.base ?? undefined);
      const got = r.ok ? r.url.href : 'failure';
      expect([c.failure ? 'failure' : c.href, before]).toContain(got);
    },
  );

  it.each(cases.filter((c) => !LATER_CHANGES.has(c.input)).map((c) => [c.input, c.base, c] as const))(
    '%j (base %j)',
    (_input, _base, c) => {
      expect(actual(c)).toEqual(expected(c));
    },
  );
});

describe('what the reading keeps that the URL API flattens', () => {
  it('tells a null host from an empty one, and a null query or fragment from an empty one', () => {
    const empty = whatwgParse('file:///p?#');
    const none = whatwgParse('foo:/p');
    if (!empty.ok || !none.ok) throw new Error('both are URLs');
    expect(empty.url).toMatchObject({ host: '', hostType: 'empty', query: '', fragment: '' });
    expect(none.url.host).toBeUndefined();
    expect(none.url.hostType).toBeUndefined();
    expect(none.url.query).toBeUndefined();
    expect(none.url.fragment).toBeUndefined();
  });

  it.each([
    ['http://0x7f.1/', 'ipv4', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', 'ipv6', '[::ffff:7f00:1]'],
    ['http://EXAMPLE.com./', 'domain', 'example.com.'],
    ['foo://127.0.0.1/', 'opaque', '127.0.0.1'],
    ['foo://[::1]/', 'ipv6', '[::1]'],
  ])('host type of %s', (input, type, host) => {
    const r = whatwgParse(input);
    if (!r.ok) throw new Error(`${input} is a URL`);
    expect(r.url.hostType).toBe(type);
    expect(r.url.host).toBe(host);
  });

  it('marks an opaque path', () => {
    const r = whatwgParse('mailto:a@b.example');
    const l = whatwgParse('foo:/a');
    if (!r.ok || !l.ok) throw new Error('both are URLs');
    expect(r.url.opaquePath).toBe(true);
    expect(l.url.opaquePath).toBe(false);
  });

  it('returns a failure as a value, with the base when there is one', () => {
    const r = whatwgParse('/relative');
    expect(r.ok).toBe(false);
    const b = whatwgParse('x', 'not a base');
    if (b.ok) throw new Error('no base URL');
    expect(b.error).toMatchObject({ input: 'x', base: 'not a base' });
    expect(typeof b.error.message).toBe('string');
  });
});
