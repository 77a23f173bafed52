/**
 * The library's errors beyond parse(): checkRule(), parseScheme(), resolve(), resolveAll() and
 * relativize() hide their input's password in message, reason and note (RFC 3986 §7.5) unless asked
 * to show it; `input` stays the caller's string.
 */
import { checkRule, parseScheme, relativize, resolve, resolveAll } from '../../src/index';
import { UriSyntaxError } from '../../src/model/errors';

const SECRET = 'Zq7Kx9';

function thrown(f: () => unknown): UriSyntaxError {
  try {
    f();
  } catch (error) {
    if (error instanceof UriSyntaxError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

function expectMasked(error: UriSyntaxError | undefined, input: string): void {
  expect(error).toBeInstanceOf(UriSyntaxError);
  expect(error!.input).toBe(input);
  expect(error!.message).not.toContain(SECRET);
  expect(error!.reason ?? '').not.toContain(SECRET);
  expect(error!.note ?? '').not.toContain(SECRET);
  expect(error!.message).toContain('***');
}

describe('an edition\'s checkRule()', () => {
  const input = `http://u:${SECRET}@h/ x`;
  it('hides the password', () => expectMasked(checkRule('rfc3986', 'URI', input), input));
  it('shows it with showPassword', () => expect(checkRule('rfc3986', 'URI', input, { showPassword: true })!.message).toContain(SECRET));
  it('answers undefined for a valid input', () => expect(checkRule('rfc3986', 'URI', `http://u:${SECRET}@h/`)).toBeUndefined());
  it('masks the input by position, never the grammar\'s terminals in what it expected ("-" of a secret value is not the expected "-")', () => {
    const s = '211.143.171.78/x?token=account+en-US';
    const error = checkRule('rfc1738', 'host', s)!;
    expect(error.expected).toContain('"-"');
    expect(error.message).toBe(
      'rfc1738: unexpected "/" at offset 14 in domainlabel (RFC 1738 §5); expected "-", ".", alphadigit, digit or end of input\n' +
        '  211.143.171.78/x?token=***\n' +
        '                ^',
    );
    expect(error.reason).toContain('expected "-", ".", alphadigit');
  });
});

describe('resolve()', () => {
  const base = `//u:${SECRET}@h/a`; // not absolute: RFC 3986 §5.1 needs a base URI with a scheme
  it('hides the password of a base that is not absolute', () => expectMasked(thrown(() => resolve(base, 'b')), base));
  it('hides it under validate', () => {
    const ref = `http://u:${SECRET}@h/ x`;
    expectMasked(thrown(() => resolve('http://a/b', ref, 'rfc3986', { validate: true })), ref);
  });
  it('shows it with showPassword', () => expect(thrown(() => resolve(base, 'b', 'rfc3986', { showPassword: true })).message).toContain(SECRET));
  it('rfc1738 (no relative URLs) hides it too', () => {
    const ref = `//u:${SECRET}@h/a`;
    expectMasked(thrown(() => resolve('http://a/b', ref, 'rfc1738')), ref);
  });
});

describe('resolveAll()', () => {
  const base = `//u:${SECRET}@h/a`;
  it('hides the password in every edition\'s error', () => {
    const all = resolveAll(base, 'b');
    for (const r of Object.values(all)) if (!r.ok) expect(r.error.message).not.toContain(SECRET);
    expect(Object.values(all).some((r) => !r.ok)).toBe(true);
  });
  it('shows it with showPassword', () => {
    const all = resolveAll(base, 'b', { showPassword: true });
    expect(Object.values(all).some((r) => !r.ok && r.error.message.includes(SECRET))).toBe(true);
  });
});

describe('relativize()', () => {
  it('hides the password of a target that is not absolute', () => {
    const target = `//u:${SECRET}@h/a`;
    expectMasked(thrown(() => relativize('http://a/b', target)), target);
  });
});

describe('a scheme specification\'s errors', () => {
  const input = `http://u:${SECRET}@h/ x`;
  it('parseScheme() hides the password', () => {
    const r = parseScheme(input, 'rfc9110');
    expect(r.ok).toBe(false);
    expectMasked(r.error, input);
  });
  it('parseScheme() shows it with showPassword', () => expect(parseScheme(input, 'rfc9110', { showPassword: true }).error!.message).toContain(SECRET));
  it('checkRule() with a specification\'s name hides it', () => expectMasked(checkRule('rfc7230', 'http-URI', input), input));
  it('and shows it with showPassword', () => expect(checkRule('rfc7230', 'http-URI', input, { showPassword: true })!.message).toContain(SECRET));
});
