import { parse, UriSyntaxError } from '../../../src/index';
import type { ParseOptions } from '../../../src/index';

function rejection(input: string, options?: ParseOptions): UriSyntaxError {
  const r = parse(input, 'rfc1738', options);
  if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted`);
  expect(r.error).toBeInstanceOf(UriSyntaxError);
  expect(r.error.edition).toBe('rfc1738');
  expect(r.error.message).toContain(r.error.reason);
  return r.error;
}

describe('uppercase scheme: §5 "the scheme is in lower case; interpreters should use case-ignore"', () => {
  it.each([
    ['HTTP://h/', 0],
    ['hTTP://h/', 1],
    ['Mailto:a@b', 0],
    ['x-Foo:bar', 2],
    ['FOO:', 0],
  ])('%s', (input, offset) => {
    const e = rejection(input);
    expect([e.offset, e.rule, e.section]).toEqual([offset, 'scheme', '5']);
    expect(e.reason).toContain('"the scheme is in lower case; interpreters should use case-ignore"');
    expect(e.reason).toContain('RFC 1738 §5');
    expect(e.reason).toContain('caseInsensitiveScheme');
    expect(parse(input, 'rfc1738', { caseInsensitiveScheme: true }).ok).toBe(true);
  });
  it('with the option, an uppercase predefined scheme is still held to its rule, without the case remark', () => {
    const e = rejection('HTTP:foo', { caseInsensitiveScheme: true });
    expect([e.offset, e.rule]).toEqual([5, 'httpurl']);
    expect(e.reason).not.toContain('case-ignore');
    expect(e.expected).toEqual(['"//"']);
  });
  it('the accepted uppercase scheme is reported as a warning', () => {
    const r = parse('HTTP://h/', 'rfc1738', { caseInsensitiveScheme: true });
    expect(r.ok && r.warnings.map((w) => [w.code, w.section])).toEqual([['scheme-case', '5']]);
  });
});

describe('"#": a fragment is not part of a URL (§2.2 unsafe; RFC 1808 added it)', () => {
  it.each([
    ['http://h/a#b', 10, 'hsegment'],
    ['http://h#b', 8, undefined],
    ['ftp://h/a;type=a#b', 16, undefined],
    ['news:comp.x#b', 11, undefined],
    ['foo:bar#', 7, undefined],
    ['mailto:a@b#c', 10, undefined],
  ])('%s', (input, offset, rule) => {
    const e = rejection(input);
    expect(e.offset).toBe(offset);
    if (rule) expect(e.rule).toBe(rule);
    expect(e.reason).toContain('a fragment is not part of a URL');
    expect(e.reason).toContain('§2.2');
    expect(e.reason).toContain('RFC 1808');
    expect(e.reason).toContain('allowFragment');
    expect(e.section).toBeDefined();
    const r = parse(input, 'rfc1738', { allowFragment: true });
    expect(r.ok && r.uri.fragment).toBe(input.slice(offset + 1));
    expect(r.ok && r.warnings.map((w) => [w.code, w.offset])).toEqual([['fragment', offset]]);
  });
  it('an earlier error is reported before a "#"', () => {
    const e = rejection('http://h/~#x');
    expect(e.offset).toBe(9);
    expect(e.reason).not.toContain('fragment');
  });
  it('with allowFragment, a second "#" is an ordinary error in the fragment', () => {
    const e = rejection('http://h/#a#b', { allowFragment: true });
    expect([e.offset, e.rule, e.section]).toEqual([11, 'fragment', 'RFC 1808 §2.2']);
    expect(e.reason).not.toContain('not part of a URL');
  });
});

describe('unsafe characters must be encoded (§2.2)', () => {
  it.each([
    ['http://h/~user', 9, '"~" is unsafe', '%7E', 'national'],
    ['http://h/a|b', 10, '"|" is unsafe', '%7C', 'national'],
    ['ftp://h/{x}', 8, '"{" is unsafe', '%7B', 'national'],
    ['http://h/<a>', 9, '"<" is unsafe', '%3C', 'punctuation'],
    ['http://h/"', 9, '""" is unsafe'.replace('"""', '"\\""'), '%22', 'punctuation'],
    ['http://h/a b', 10, '" " is unsafe', '%20', '§2.2'],
  ])('%s', (input, offset, says, encoding, cls) => {
    const e = rejection(input);
    expect(e.offset).toBe(offset);
    expect(e.reason).toContain(says);
    expect(e.reason).toContain(encoding);
    expect(e.reason).toContain(cls);
  });
  it('"%" that does not begin an escape', () => {
    const e = rejection('http://h/100%');
    expect(e.offset).toBe(12);
    expect(e.reason).toContain('escape = "%" hex hex');
    expect(e.reason).toContain('%25');
    expect(rejection('http://h/%zz').reason).toContain('%25');
  });
  it('control and non-ASCII characters', () => {
    expect(rejection('http://h/a\tb').reason).toContain('control characters must be encoded');
    expect(rejection('http://h/é').reason).toContain('only graphic US-ASCII');
  });
});

describe('no relative URLs (§2.3)', () => {
  it.each(['/a/b', 'a/b', '//h/p', '', '?q', '#f'])('%j', (input) => {
    const e = rejection(input);
    expect(e.reason).toContain('RFC 1738 has no relative URLs');
    expect(e.reason).toContain('"Relative links are not described in this document"');
  });
});

describe('scheme-specific forms', () => {
  it('http takes no user name or password (§3.3)', () => {
    const e = rejection('http://user:pw@h/');
    expect(e.offset).toBe(12); // where a port was expected
    expect(rejection('http://user@h/').offset).toBe(11);
    expect(e.reason).toContain('"No user name or password is allowed."');
    expect(e.reason).toContain('§3.3');
  });
  it('prospero takes no user name or password (§3.11)', () => {
    expect(rejection('prospero://u@h/p').reason).toContain('§3.11');
  });
  it('an "@" in a path is not a login problem', () => {
    expect(rejection('http://h/a@b~').reason).not.toContain('user name');
  });
  it('http: a search needs a path ("http://h?x")', () => {
    const e = rejection('http://h?x');
    expect(e.offset).toBe(8);
    expect(e.reason).toContain('httpurl = "http://" hostport [ "/" hpath [ "?" search ]]');
  });
  it('http: "/" and "?" are reserved in the searchpart (§3.3)', () => {
    const e = rejection('http://h/p?a/b');
    expect([e.offset, e.rule]).toEqual([12, 'search']);
    expect(e.reason).toContain('%2F');
    expect(rejection('http://h/p?a?b').reason).toContain('%3F');
  });
  it.each([
    ['http:foo', 5, ['"//"']],
    ['ftp://h:x/', 9, ['"@"']], // the furthest failure: "h:x" read as user ":" password
    ['telnet://h/x', 11, ['end of input']],
  ])('%s: offset and expected', (input, offset, expected) => {
    const e = rejection(input);
    expect(e.offset).toBe(offset);
    for (const x of expected) expect(e.expected).toContain(x);
  });
});

describe('errors are values', () => {
  it.each(['http://h/\u0000', 'a'.repeat(1000) + ' ', 'http://' + 'a.'.repeat(5000), 'gopher://h/1' + '%09'.repeat(3000) + ' '])(
    'a rejection never throws (%#)',
    (input) => {
      const r = parse(input, 'rfc1738');
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.offset).toBeLessThanOrEqual(input.length);
    },
  );
  it('JSON carries offset, rule and section', () => {
    const e = rejection('http://h/~');
    expect(e.toJSON()).toMatchObject({ name: 'UriSyntaxError', edition: 'rfc1738', offset: 9, line: 1, column: 10, section: '5' });
  });
});
