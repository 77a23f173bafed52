import fc from 'fast-check';
import { UriSyntaxError, equivalent, normalize, parse } from '../../src/index';
import type { EditionName } from '../../src/index';
import { uriReference as uriReference3986 } from '../fixtures/arbitraries/rfc3986';
import { uriReference as uriReference2396 } from '../fixtures/arbitraries/rfc2396-rules';
import { url as url1738 } from '../fixtures/arbitraries/rfc1738-schemes';

type Row = [input: string, expected: string, source: string];

describe('rfc3986: RFC 3986 §6 examples', () => {
  it.each<Row>([
    // §6.2.2: "could reasonably consider the following two URIs equivalent"
    ['example://a/b/c/%7Bfoo%7D', 'example://a/b/c/%7Bfoo%7D', '§6.2.2'],
    ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'example://a/b/c/%7Bfoo%7D', '§6.2.2'],
    // §6.2.2.1: "<HTTP://www.EXAMPLE.com/> is equivalent to <http://www.example.com/>"
    ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/', '§6.2.2.1'],
    // §6.2.2.1: hex digits of a percent-encoding "%3a" versus "%3A"
    ['http://example.com/a%3ab', 'http://example.com/a%3Ab', '§6.2.2.1'],
    // §2.4: "the "%7E" can be replaced by "~" without changing its interpretation"
    ['http://example.com/%7Euser', 'http://example.com/~user', '§2.4, §6.2.2.2'],
    // §6.2.3: the four equivalent http URIs, whose normal form is the second
    ['http://example.com', 'http://example.com/', '§6.2.3'],
    ['http://example.com/', 'http://example.com/', '§6.2.3'],
    ['http://example.com:/', 'http://example.com/', '§6.2.3'],
    ['http://example.com:80/', 'http://example.com/', '§6.2.3'],
    // §6.2.3: "http://example.com/?" cannot be assumed to be equivalent to any of the above
    ['http://example.com/?', 'http://example.com/?', '§6.2.3'],
    // §6.2.3: two URIs that differ only by the suffix "#" are different
    ['http://example.com/#', 'http://example.com/#', '§6.2.3'],
    // §6.2.3: "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com"
    ['mailto:Joe@Example.COM', 'mailto:Joe@example.com', '§6.2.3'],
    // §5.2.4's worked examples of remove_dot_segments
    ['http://a/b/c/./../../g', 'http://a/g', '§5.2.4'],
    ['x:mid/content=5/../6', 'x:mid/6', '§5.2.4'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input)).toBe(expected);
    expect(normalize(input, 'rfc3986')).toBe(expected);
  });

  it('the four §6.2.3 http URIs are equivalent, and not to "http://example.com/?"', () => {
    const four = ['http://example.com', 'http://example.com/', 'http://example.com:/', 'http://example.com:80/'];
    for (const a of four) for (const b of four) expect(equivalent(a, b)).toBe(true);
    for (const a of four) expect(equivalent(a, 'http://example.com/?')).toBe(false);
    expect(equivalent('http://example.com/#', 'http://example.com/')).toBe(false);
  });

  it('the §6.2.2 pair is equivalent at the syntax rung, not at the string rung', () => {
    const [a, b] = ['example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d'];
    expect(equivalent(a, b, 'rfc3986', { level: 'string' })).toBe(false);
    expect(equivalent(a, b, 'rfc3986', { level: 'syntax' })).toBe(true);
  });
});

describe('rfc3986: what syntax-based normalization does and does not touch', () => {
  it.each<Row>([
    // case: scheme and host only (§6.2.2.1); path, query, fragment, userinfo keep theirs
    ['HTTP://User@Example.COM/Path?Q=A#F', 'http://User@example.com/Path?Q=A#F', '§6.2.2.1'],
    // a decoded unreserved letter in the host is then lowercased with the host
    ['http://%41b.example/', 'http://ab.example/', '§6.2.2.1, §6.2.2.2'],
    // IPv6 and IPvFuture hex are case-insensitive
    ['http://[FE80::AB]/', 'http://[fe80::ab]/', '§3.2.2, §6.2.2.1'],
    ['http://[V7.ABC]/', 'http://[v7.abc]/', '§3.2.2, §6.2.2.1'],
    // percent-encodings: unreserved decoded everywhere (userinfo, host, path, query, fragment) …
    ['http://%75ser@h/%61?%62#%63', 'http://user@h/a?b#c', '§6.2.2.2'],
    ['http://h/%2D%2E%5F%7E%30', 'http://h/-._~0', '§2.3'],
    // … reserved and other octets kept, with uppercase hex (§2.2: reserved are "protected")
    ['http://h/%2f%3f%23%5b%20%25%c3%a9', 'http://h/%2F%3F%23%5B%20%25%C3%A9', '§2.2, §6.2.2.1'],
    ['http://h/%21%24%26%27%28%29%2a%2b%2c%3b%3d', 'http://h/%21%24%26%27%28%29%2A%2B%2C%3B%3D', '§2.2'],
    // decoding happens before dot-segment removal: "%2E%2E" is ".."
    ['http://h/a/%2E%2E/b', 'http://h/b', '§2.3, §6.2.2.3'],
    ['http://h/a/%2e/b', 'http://h/a/b', '§2.3, §6.2.2.3'],
    // remove_dot_segments where resolution would apply it (§5.2.2): network-path and absolute-path references …
    ['//H/a/../b', '//h/b', '§5.2.2'],
    ['/a/./b/../c', '/a/c', '§5.2.2'],
    // … but not to a relative-path reference, whose dots depend on its base
    ['./a/../b', './a/../b', '§5.2.2'],
    ['../../x', '../../x', '§5.2.2'],
    ['./this:that', './this:that', '§4.2'],
    // a rootless path with a scheme is treated as resolution treats it (§5.2.2: T.path = remove_dot_segments(R.path))
    ['a:b/../c', 'a:/c', '§5.2.2'],
    // a path that would start with "//" without an authority keeps a "/." in front
    ['x:/a/..//b', 'x:/.//b', '§3.3'],
    ['/a/..//b', '/.//b', '§3.3'],
    // an empty relative reference stays empty
    ['', '', '§4.2'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input, 'rfc3986', { level: 'syntax' })).toBe(expected);
  });

  it('keeps the case of an RFC 6874 zone identifier, and its "%25" delimiter', () => {
    expect(normalize('http://[FE80::A%25EtH0]:8080/', 'rfc3986', { amendments: ['rfc6874'] })).toBe('http://[fe80::a%25EtH0]:8080/');
    expect(normalize('http://[fe80::a%25en%31]/', 'rfc3986', { amendments: ['rfc6874'] })).toBe('http://[fe80::a%25en1]/');
  });
});

describe('rfc3986: scheme-based normalization (§6.2.3)', () => {
  it.each<Row>([
    ['https://example.com:443', 'https://example.com/', 'https default port 443'],
    ['https://example.com:80/', 'https://example.com:80/', 'not https\'s default'],
    ['ws://example.com:80?x', 'ws://example.com/?x', 'RFC 6455 §3'],
    ['wss://example.com:443/chat', 'wss://example.com/chat', 'RFC 6455 §3'],
    ['ftp://ftp.example.com:21', 'ftp://ftp.example.com/', 'RFC 1738 §3.2'],
    ['http://example.com:080/', 'http://example.com/', 'port is a decimal number (§3.2.3)'],
    ['http://example.com:8080', 'http://example.com:8080/', 'not the default'],
    ['file://localhost/etc/fstab', 'file:///etc/fstab', 'RFC 8089 §2'],
    ['file://LOCALHOST/etc/fstab', 'file:///etc/fstab', 'host case first'],
    ['file://u@localhost/x', 'file://u@localhost/x', '§6.2.3: userinfo present → host explicit'],
    ['file://host.example', 'file://host.example/', 'empty path'],
    ['foo://example.com', 'foo://example.com', 'unknown scheme: empty path kept'],
    ['foo://example.com:/', 'foo://example.com/', '§3.2.3: an empty port is omitted, any scheme'],
    ['//example.com:/x', '//example.com/x', '§3.2.3: … or none'],
    ['//example.com:80', '//example.com:80', 'no scheme, no default port'],
    ['foo://example.com:80/', 'foo://example.com:80/', 'unknown scheme: port kept'],
    ['http:relative', 'http:relative', 'no authority: no empty-path rule'],
    ['mailto:a@Example.COM,B@EXAMPLE.org?subject=Hi', 'mailto:a@example.com,B@example.org?subject=Hi', '§6.2.3'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it("level 'syntax' leaves ports, empty paths and localhost alone", () => {
    expect(normalize('HTTP://Example.com:80', 'rfc3986', { level: 'syntax' })).toBe('http://example.com:80');
    expect(normalize('file://localhost/x', 'rfc3986', { level: 'syntax' })).toBe('file://localhost/x');
  });

  it("level 'string' only validates", () => {
    expect(normalize('HTTP://A/./b', 'rfc3986', { level: 'string' })).toBe('HTTP://A/./b');
  });
});

describe('equivalence ladder (RFC 3986 §6.2)', () => {
  // [a, b, the first rung at which they are equivalent (-1: never)]
  const LADDER: [string, string, number][] = [
    ['http://example.com/a', 'http://example.com/a', 0],
    ['HTTP://example.com/a', 'http://example.com/a', 1],
    ['http://EXAMPLE.com/a', 'http://example.com/a', 1],
    ['http://example.com/%7euser', 'http://example.com/~user', 1],
    ['http://example.com/%3a', 'http://example.com/%3A', 1],
    ['http://example.com/a/./b/../c', 'http://example.com/a/c', 1],
    ['http://example.com', 'http://example.com/', 2],
    ['http://example.com:80/', 'http://example.com/', 2],
    ['ftp://example.com:21/x', 'ftp://example.com/x', 2],
    ['http://example.com/?', 'http://example.com/', -1],
    ['http://example.com/#', 'http://example.com/', -1],
    ['http://example.com/%2F', 'http://example.com//', -1],
    ['http://example.com/A', 'http://example.com/a', -1],
    ['http://example.com/a', 'https://example.com/a', -1],
    ['foo://example.com', 'foo://example.com/', -1],
    ['http://u@example.com/', 'http://U@example.com/', -1],
    ['http://example.com/a?b=%41', 'http://example.com/a?b=A', 1],
    ['http://example.com/a?b+c', 'http://example.com/a?b%20c', -1],
  ];
  const LEVELS = ['string', 'syntax', 'scheme'] as const;
  it.each(LADDER)('%s ~ %s from rung %d', (a, b, rung) => {
    LEVELS.forEach((level, k) => {
      const expected = rung >= 0 && k >= rung;
      expect(equivalent(a, b, 'rfc3986', { level })).toBe(expected);
      expect(equivalent(b, a, 'rfc3986', { level })).toBe(expected);
    });
  });

  it('ignoreFragment leaves fragments out (§6.1: comparing for a network action)', () => {
    expect(equivalent('http://example.com/#a', 'http://example.com#b')).toBe(false);
    expect(equivalent('http://example.com/#a', 'http://example.com#b', 'rfc3986', { ignoreFragment: true })).toBe(true);
    expect(equivalent('http://example.com/#a', 'http://example.com/x#a', 'rfc3986', { ignoreFragment: true })).toBe(false);
  });
});

describe('rfc2396: RFC 2396 §6, §2.3, §2.4', () => {
  it.each<Row>([
    // §6: "the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>" (+ http's "/", RFC 1738 §3.3)
    ['http://www.XEROX.com', 'http://www.xerox.com/', '§6'],
    ['HTTP://www.xerox.com/', 'http://www.xerox.com/', '§3.1, §6'],
    // §6: an explicit ":port" that is the scheme's default is equivalent to one elided
    ['http://www.xerox.com:80/a', 'http://www.xerox.com/a', '§6'],
    // the text says nothing of an empty port: kept
    ['http://www.xerox.com:/a', 'http://www.xerox.com:/a', '§3.2.2'],
    // §2.4.2: "%7e" is sometimes used instead of "~" in an http URL path, but the two are equivalent
    ['http://h/%7euser', 'http://h/~user', '§2.4.2'],
    // §2.3: every unreserved character — mark includes ! * ' ( ) — "can be escaped without changing the semantics"
    ['http://h/%21%2a%27%28%29%41', "http://h/!*'()A", '§2.3'],
    // reserved characters (§2.2) keep their escapes; hex is written uppercase (§2.4.1)
    ['http://h/%3b%2f%3f%2b%24%2c', 'http://h/%3B%2F%3F%2B%24%2C', '§2.2, §2.4.1'],
    // no dot-segment removal: RFC 2396 removes them only while resolving (§5.2 step 6)
    ['http://h/a/./b/../c', 'http://h/a/./b/../c', '§5.2'],
    // segment parameters are path text
    ['http://h/a;P=%41/b', 'http://h/a;P=A/b', '§3.3'],
    // a reg_name authority is not a hostname: its case is kept, its escapes normalized
    ['reg://A%41$/x', 'reg://AA$/x', '§3.2.1'],
    // opaque_part: scheme case and escapes only
    ['MAILTO:Joe@Example.COM%2e', 'mailto:Joe@Example.COM.', '§3, §2.3'],
    ['file://LocalHost/etc', 'file:///etc', 'RFC 1738 §3.10'],
    ['//H/a', '//h/a', '§6'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input, 'rfc2396')).toBe(expected);
  });

  it('RFC 2732 IPv6 literals are hosts: hex case folded, default port elided', () => {
    expect(normalize('http://[FEDC:BA98::1]:80/', 'rfc2396', { amendments: ['rfc2732'] })).toBe('http://[fedc:ba98::1]/');
  });

  it('differs from rfc3986 where the texts differ', () => {
    // "*" is unreserved (mark) in 2396, a sub-delim in 3986
    expect(equivalent('http://h/%2A', 'http://h/*', 'rfc2396')).toBe(true);
    expect(equivalent('http://h/%2A', 'http://h/*', 'rfc3986')).toBe(false);
    // dot-segments: removed by 3986 only
    expect(equivalent('http://h/a/../b', 'http://h/b', 'rfc3986')).toBe(true);
    expect(equivalent('http://h/a/../b', 'http://h/b', 'rfc2396')).toBe(false);
    // empty port: 3986 §3.2.3 only
    expect(equivalent('http://h:/', 'http://h/', 'rfc3986')).toBe(true);
    expect(equivalent('http://h:/', 'http://h/', 'rfc2396')).toBe(false);
  });
});

describe('rfc1808: RFC 1808 §2.1 → RFC 1738 §2.1, §2.2, §3', () => {
  it.each<Row>([
    ['HTTP://WWW.Example.COM:80/a;p?q#f', 'http://www.example.com/a;p?q#f', 'RFC 1738 §2.1, §3.1, §3.3'],
    // "~" is national (unsafe) in RFC 1808 §2.2: its escape is not decoded
    ['http://h/%7euser', 'http://h/%7Euser', '§2.2'],
    // safe and extra are unreserved: "+", "$", ",", "!" … decode
    ['http://h/%2b%24%2c%21%41', 'http://h/+$,!A', '§2.2'],
    // reserved keep their escapes
    ['http://h/%3b%3d', 'http://h/%3B%3D', '§2.2'],
    // params and query are normalized too
    ['http://h/a;x=%41?y=%61#%62', 'http://h/a;x=A?y=a#b', '§2.2'],
    // no dot-segment removal outside resolution (§4 step 6)
    ['http://h/a/./b/../c', 'http://h/a/./b/../c', '§4'],
    // net_loc runs to the next "/": "h?q" is no RFC 1738 login, so nothing server-like applies
    ['http://h?q', 'http://h?q', '§2.2'],
    ['http://h', 'http://h/', 'RFC 1738 §3.3'],
    ['ftp://h:21/a;type=A', 'ftp://h/a;type=A', 'RFC 1738 §3.2'],
    ['file://localhost/x', 'file:///x', 'RFC 1738 §3.10'],
    ['g;x=1/../y', 'g;x=1/../y', '§5.2'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input, 'rfc1808')).toBe(expected);
  });
});

describe('rfc1738: RFC 1738 §2.1, §2.2, §3', () => {
  it.each<Row>([
    // §2.1: "programs interpreting URLs should treat upper case letters as equivalent to lower case in scheme names"
    ['HTTP://WWW.Example.COM:80/a', 'http://www.example.com/a', '§2.1, §3.1, §3.3'],
    // §3.3: "If neither <path> nor <searchpart> is present, the "/" may also be omitted"
    ['http://h', 'http://h/', '§3.3'],
    ['http://h:80', 'http://h/', '§3.3'],
    ['ftp://h:21/pub;type=d', 'ftp://h/pub;type=d', '§3.2'],
    ['gopher://h:70', 'gopher://h/', '§3.4'],
    ['telnet://u:p@h:23', 'telnet://u:p@h/', '§3.8'],
    ['nntp://h:119/comp.misc/1', 'nntp://h/comp.misc/1', '§3.7'],
    ['wais://h:210/db', 'wais://h/db', '§3.9'],
    ['prospero://h:1525/x', 'prospero://h/x', '§3.11'],
    ['file://localhost/etc/motd', 'file:///etc/motd', '§3.10'],
    // §2.2: octets that are not reserved mean the same encoded or not; "abcdef" may be used for hex
    ['http://h/%41%2b%24%28', 'http://h/A+$(', '§2.2'],
    ['http://h/%7e', 'http://h/%7E', '§2.2 (~ is unsafe)'],
    ['http://h/a%3bb', 'http://h/a%3Bb', '§2.2 (reserved)'],
    // gopher's %09 delimiter is a tab, never decoded
    ['gopher://h/0sel%09search', 'gopher://h/0sel%09search', '§3.4'],
    ['news:comp.infosystems.www', 'news:comp.infosystems.www', '§3.6'],
    ['mailto:Joe%40Example.COM', 'mailto:Joe%40Example.COM', '§3.5'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(normalize(input, 'rfc1738')).toBe(expected);
  });

  it('reads an uppercase scheme with case-ignore unless told not to', () => {
    expect(() => normalize('HTTP://h/', 'rfc1738', { caseInsensitiveScheme: false })).toThrow(UriSyntaxError);
  });
});

describe('errors', () => {
  it.each<[string, EditionName]>([
    ['http://a b/', 'rfc3986'],
    ['http://[::1]/', 'rfc2396'],
    ['http://[::1]/', 'rfc1808'],
    ['//h/x', 'rfc1738'],
    ['http://h/%zz', 'rfc3986'],
  ])('%s under %s is the edition\'s UriSyntaxError', (input, edition) => {
    const r = parse(input, edition, edition === 'rfc1738' ? { caseInsensitiveScheme: true } : {});
    expect(r.ok).toBe(false);
    expect(() => normalize(input, edition)).toThrow(UriSyntaxError);
    try {
      normalize(input, edition);
    } catch (e) {
      expect((e as UriSyntaxError).edition).toBe(edition);
      expect((e as UriSyntaxError).offset).toBe(r.ok ? -1 : r.error.offset);
    }
    expect(() => equivalent(input, 'http://h/', edition)).toThrow(UriSyntaxError);
  });

  it('rejects bad arguments', () => {
    expect(() => normalize(42 as unknown as string)).toThrow(TypeError);
    expect(() => normalize('x:', 'rfc9999' as EditionName)).toThrow(RangeError);
    expect(() => normalize('x:', 'rfc3986', { level: 'protocol' as 'scheme' })).toThrow(RangeError);
  });
});

describe('properties', () => {
  const valid = (edition: EditionName, arb: fc.Arbitrary<string>, options = {}) => {
    fc.assert(
      fc.property(arb, (input) => {
        const once = normalize(input, edition, options);
        // the normal form is accepted by the same edition …
        expect(parse(once, edition, { ...options, ...(edition === 'rfc1738' ? { caseInsensitiveScheme: true } : {}) }).ok).toBe(true);
        // … is its own normal form …
        expect(normalize(once, edition, options)).toBe(once);
        // … and is equivalent to the input
        expect(equivalent(input, once, edition, options)).toBe(true);
      }),
      { numRuns: 400 },
    );
  };

  // RFC 3986 references with dots, escapes of every kind and mixed case thrown in
  const dotty = fc
    .array(fc.constantFrom('.', '..', '%2E', '%2e%2E', 'a', 'B', '%7e', '%41', '%2F', '%c3%a9', '', ':', '@'), { maxLength: 6 })
    .map((segs) => segs.join('/'));
  const mixed3986 = fc
    .tuple(
      fc.constantFrom('', 'http:', 'HTTP:', 'ftp:', 'file:', 'foo:', 'Mailto:', 'x:'),
      fc.constantFrom('', '//', '//H%41st:80', '//u%3Ap@[::A]:', '//localhost', '//LOCALHOST:21', '//a.B.c:0080'),
      fc.constantFrom('', '/', '//'),
      dotty,
      fc.constantFrom('', '?', '?a=%62&C=d', '#', '#%7E'),
    )
    .map((parts) => parts.join(''))
    .filter((s) => parse(s).ok);

  it('rfc3986: normalize is idempotent, valid and equivalent to its input', () => {
    valid('rfc3986', uriReference3986);
    valid('rfc3986', mixed3986);
  });
  it('rfc2396 (+ RFC 2732)', () => {
    valid('rfc2396', uriReference2396(false));
    valid('rfc2396', uriReference2396(true), { amendments: ['rfc2732'] });
  });
  it('rfc1738', () => {
    valid('rfc1738', url1738.map((g) => g.input));
  });
  it('rfc1808 (the rfc2396 generator\'s strings that RFC 1808 accepts)', () => {
    valid('rfc1808', uriReference2396(false).filter((s) => parse(s, 'rfc1808').ok));
  });
});

describe('cost', () => {
  it('is linear: a 1 MB path of dot-segments and escapes', () => {
    const path = '/a/./b/../%7e%41'.repeat(65536);
    const t0 = performance.now();
    const out = normalize('http://h' + path);
    const ms = performance.now() - t0;
    expect(out.startsWith('http://h/a/~A/a/~A')).toBe(true);
    expect(ms).toBeLessThan(5000);
  });
});

describe('an authority that decoding turns into a server', () => {
  it.each<[string, EditionName, string]>([
    ['//%70Y', 'rfc2396', '//py'],
    ['http://%68:80/', 'rfc1808', 'http://h/'],
    ['http://%48%2e%45x:80/', 'rfc1808', 'http://h.ex/'],
  ])('%s under %s → %s', (input, edition, expected) => {
    expect(normalize(input, edition)).toBe(expected);
    expect(normalize(expected, edition)).toBe(expected);
  });
});
