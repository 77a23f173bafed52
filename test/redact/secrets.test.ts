/**
 * Secret query values (src/redact/secrets.ts): redact() hides the values of the parameters of
 * SECRET_QUERY_PARAMETERS by default — OpenTelemetry's URL conventions (AWSAccessKeyId, Signature,
 * sig, X-Goog-Signature) and the names logs carry passwords and tokens under — matched
 * case-insensitively after percent-decoding, in the query, in a fragment that holds pairs, and in
 * URLs nested in either; options add to the list, replace it or turn it off. The Masker (the CLI,
 * the playground) follows the same rules.
 */
import fc from 'fast-check';
import { Masker, SECRET_QUERY_PARAMETERS, redact } from '../../src/index';
import { secretRanges } from '../../src/redact/secrets';

describe('the default list', () => {
  it('is the four OpenTelemetry redacts by default, AWS SigV4\'s three and the twelve logs carry', () => {
    expect([...SECRET_QUERY_PARAMETERS].sort()).toEqual(
      [
        'AWSAccessKeyId', 'Signature', 'sig', 'X-Goog-Signature',
        'X-Amz-Signature', 'X-Amz-Security-Token', 'X-Amz-Credential',
        'password', 'passwd', 'pwd', 'sslpassword', 'token', 'access_token', 'refresh_token', 'id_token', 'api_key', 'apikey', 'client_secret', 'secret',
      ].sort(),
    );
    expect(Object.isFrozen(SECRET_QUERY_PARAMETERS)).toBe(true);
  });

  it.each(SECRET_QUERY_PARAMETERS)('hides the value of %s, in any case', (name) => {
    expect(redact(`https://h/p?a=1&${name}=v4lue&b=2`)).toBe(`https://h/p?a=1&${name}=***&b=2`);
    expect(redact(`https://h/p?${name.toUpperCase()}=v4lue`)).toBe(`https://h/p?${name.toUpperCase()}=***`);
    expect(redact(`https://h/p?${name.toLowerCase()}=v4lue`)).toBe(`https://h/p?${name.toLowerCase()}=***`);
  });
});

describe('redact() and secret query values', () => {
  it('the issue\'s example: no S3cr3t left', () => {
    expect(redact('postgres://user:S3cr3t@db/x?sslpassword=S3cr3t')).toBe('postgres://user:***@db/x?sslpassword=***');
  });

  it.each([
    // pre-signed URLs (AWS S3 query authentication, Azure SAS, Google Cloud Storage)
    ['https://b.s3.amazonaws.com/k?AWSAccessKeyId=AKIAEXAMPLE&Expires=1700000000&Signature=vjbyPxybd%2FZ', 'https://b.s3.amazonaws.com/k?AWSAccessKeyId=***&Expires=1700000000&Signature=***'],
    ['https://a.blob.core.windows.net/c/b?sv=2022-11-02&sp=r&sig=Xyz%3D', 'https://a.blob.core.windows.net/c/b?sv=2022-11-02&sp=r&sig=***'],
    ['https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4&X-Goog-Signature=abc123', 'https://storage.googleapis.com/b/o?X-Goog-Algorithm=GOOG4&X-Goog-Signature=***'],
    // a name percent-encoded
    ['https://h/?%74oken=abc', 'https://h/?%74oken=***'],
    ['https://h/?api%5Fkey=abc', 'https://h/?api%5Fkey=***'],
    // a fragment holding pairs (OAuth 2.0 implicit grant, RFC 6749 §4.2.2)
    ['https://app/cb#access_token=abc&token_type=bearer&id_token=xyz', 'https://app/cb#access_token=***&token_type=bearer&id_token=***'],
    // the query ends at "#"
    ['https://h/?token=abc#frag', 'https://h/?token=***#frag'],
    // ";" separates pairs too (HTML 4.01 §B.2.2); it does not end a value a reader splitting at "&" reads
    ['https://h/?a=1;token=abc', 'https://h/?a=1;token=***'],
    ['https://h/?token=abc;x=1&y=2', 'https://h/?token=***&y=2'],
    // nested URLs, as they are and percent-encoded
    ['https://h/login?next=https://e/cb?token=abc&x=1', 'https://h/login?next=https://e/cb?token=***&x=1'],
    ['https://h/login?next=https%3A%2F%2Fe%2Fcb%3Ftoken%3Dabc%26x%3D1', 'https://h/login?next=https%3A%2F%2Fe%2Fcb%3Ftoken%3D***%26x%3D1'],
    ['https://h/r/https://e/?sig=abc', 'https://h/r/https://e/?sig=***'],
    // not a secret: another name, a name that only contains one, no value, an empty value, a path
    ['https://h/?tokens=abc&mytoken=x&token_type=y', 'https://h/?tokens=abc&mytoken=x&token_type=y'],
    ['https://h/?token&password', 'https://h/?token&password'],
    ['https://h/?token=&password=', 'https://h/?token=&password='],
    ['https://h/a;token=abc/b', 'https://h/a;token=abc/b'],
    ['https://h/token=abc', 'https://h/token=abc'],
    // a password and a secret value together
    ['http://u:pw@h/?pwd=pw2', 'http://u:***@h/?pwd=***'],
  ])('%s → %s', (input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it('keeps its behaviour for passwords when asked for no query value', () => {
    expect(redact('postgres://user:S3cr3t@db/x?sslpassword=S3cr3t', { queryParameters: false })).toBe('postgres://user:***@db/x?sslpassword=S3cr3t');
    expect(redact('https://h/?token=t', { queryParameters: [] })).toBe('https://h/?token=t');
  });

  it('options: replace the list, or add to it (names case-insensitive)', () => {
    const url = 'https://h/?token=t&X-Api-Key=k&session=s';
    expect(redact(url, { queryParameters: ['x-api-key'] })).toBe('https://h/?token=t&X-Api-Key=***&session=s');
    expect(redact(url, { extraQueryParameters: ['X-API-KEY', 'Session'] })).toBe('https://h/?token=***&X-Api-Key=***&session=***');
    expect(redact(url, { queryParameters: false, extraQueryParameters: ['session'] })).toBe('https://h/?token=t&X-Api-Key=k&session=***');
  });

  it('bad options are a TypeError, even with nothing to hide', () => {
    expect(() => redact('x', { queryParameters: 'token' as unknown as string[] })).toThrow(TypeError);
    expect(() => redact('x', { extraQueryParameters: [1] as unknown as string[] })).toThrow(TypeError);
    expect(() => redact('x', null as unknown as undefined)).toThrow(TypeError);
  });

  it('never leaves a secret value in the output (any value, any name of the list, nested or not)', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((v) => !/^\*+$/.test(v));
    fc.assert(
      fc.property(fc.constantFrom(...SECRET_QUERY_PARAMETERS), value, fc.constantFrom('?', '&', '#', '?a=1&', '?next=http://e/?'), (name, v, before) => {
        const input = `https://h/p${before.startsWith('&') ? `?x=1${before}` : before}${name}=${v}&z=ZZ`;
        expect(redact(input)).toBe(input.replace(`${name}=${v}&z=ZZ`, `${name}=***&z=ZZ`));
      }),
    );
  });

  it('is linear: a 4 MB query of pairs and separators', () => {
    const input = `https://h/?${'token=a?;'.repeat(500_000)}`;
    const start = performance.now();
    expect(secretRanges(input).length).toBe(1); // the values touch: one span
    expect(secretRanges(`https://h/?${';'.repeat(4_000_000)}`)).toEqual([]);
    expect(secretRanges(`https://h/?token=${'?'.repeat(4_000_000)}`)).toEqual([[17, 4_000_017]]);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});

describe('the Masker follows the same rules', () => {
  it('hides secret values in the input, in free text quoting them, in URLs made from it', () => {
    const input = 'postgres://user:S3cr3t@db/x?sslpassword=S3cr3t&token=t0k3nvalue';
    const m = new Masker(false, [input]);
    expect(m.input(input)).toBe('postgres://user:***@db/x?sslpassword=***&token=***');
    expect(m.text('the token is "t0k3nvalue"')).toBe('the token is "***"');
    expect(m.url('postgres://db/y?token=other')).toBe('postgres://db/y?token=***');
    expect(new Masker(true, [input]).input(input)).toBe(input);
  });

  it('takes redact()\'s options', () => {
    const input = 'https://h/?token=t&k=v';
    expect(new Masker(false, [input], undefined, { queryParameters: ['k'] }).input(input)).toBe('https://h/?token=t&k=***');
  });
});

describe('secret values a reader finds after its own cleaning and decoding', () => {
  it.each([
    // AWS Signature Version 4 query-string authentication (a pre-signed S3 URL)
    ['https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIDEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Security-Token=FQoGZX&X-Amz-Signature=fe5f80f77d5fa3beca038a248ff027',
      'https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=***&X-Amz-Date=20260101T000000Z&X-Amz-Security-Token=***&X-Amz-Signature=***'],
    // PHP's and Rails' bracketed names
    ['http://h/?token[]=Zq7Kx9&user[password]=Zq7Kx9&a[b]=c', 'http://h/?token[]=***&user[password]=***&a[b]=c'],
    ['http://h/?user%5Bpassword%5D=Zq7Kx9', 'http://h/?user%5Bpassword%5D=***'],
    // names WHATWG URL and urlsplit read after removing tab, CR and LF
    ['http://h/?tok\ten=Zq7Kx9', 'http://h/?tok\ten=***'],
    ['http://h/?to\r\nken=Zq7Kx9', 'http://h/?to\r\nken=***'],
    // a value WHATWG reads without its tab
    ['http://h/?token=Zq7\tKx9', 'http://h/?token=***'],
    // a nested URL encoded twice, and three times
    ['http://h/?next=https%253A%252F%252Fe%252Fcb%253Ftoken%253DZq7Kx9', 'http://h/?next=https%253A%252F%252Fe%252Fcb%253Ftoken%253D***'],
    ['http://h/?n=%25253Ftoken%25253DZq7Kx9', 'http://h/?n=%25253Ftoken%25253D***'],
  ])('%j', (input, shown) => {
    expect(redact(input)).toBe(shown);
    expect(redact(input)).not.toContain('Zq7');
  });

  it('decodes a bounded number of times (a fourth encoding is not looked into)', () => {
    expect(redact('http://h/?n=%2525253Ftoken%2525253DZq7Kx9')).toContain('Zq7Kx9');
  });
});
