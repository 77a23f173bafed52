import { iriToUri, percentEncode, uriToIri } from '../../src/index';

/** Argument errors found by the robustness tests: clear errors, never a crash further in. */
describe('options and names that are not what the API takes', () => {
  it('iriToUri / uriToIri accept null options as none, and reject non-object options with a TypeError', () => {
    expect(iriToUri('http://example.com/é', null)).toBe('http://example.com/%C3%A9');
    expect(uriToIri('http://example.com/%C3%A9', null)).toBe('http://example.com/é');
    expect(() => iriToUri('http://a/', 5 as never)).toThrow(/iriToUri: options must be an object, not number/);
    expect(() => uriToIri('http://a/', 'x' as never)).toThrow(TypeError);
  });
  it('percentEncode names a BigInt or Symbol component or edition instead of crashing in JSON.stringify', () => {
    expect(() => percentEncode('a', 10n as never)).toThrow(/unknown component 10n/);
    expect(() => percentEncode('a', 'path', Symbol('e') as never)).toThrow(/unknown edition Symbol\(e\)/);
  });
});
