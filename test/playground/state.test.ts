/** The playground's permalink (web/src/state.ts): the state in the URL fragment and back. */
import fc from 'fast-check';
import { AMENDMENTS, DEFAULT_STATE, decodeState, encodeState, sameState } from '../../web/src/state';
import type { PlaygroundState } from '../../web/src/state';
import { uriReference } from '../fixtures/arbitraries/rfc3986';

const state = fc.record({
  // any text at all, URI-like or not: the page shows rejections too
  input: fc.oneof(uriReference, fc.string({ unit: 'grapheme', maxLength: 40 })),
  base: fc.oneof(fc.constant(''), uriReference),
  amendments: fc.subarray([...AMENDMENTS]),
  strict: fc.boolean(),
  whatwg: fc.boolean(),
});

describe('permalink state', () => {
  it('round-trips every state through the fragment', () => {
    fc.assert(
      fc.property(state, (s: PlaygroundState) => {
        const fragment = encodeState(s);
        expect(sameState(decodeState(fragment), s)).toBe(true);
        expect(sameState(decodeState(`#${fragment}`), s)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('writes only characters that stay as they are in a URL fragment', () => {
    fc.assert(
      fc.property(state, (s: PlaygroundState) => {
        // RFC 3986 §3.5: fragment = *( pchar / "/" / "?" ); what URLSearchParams writes is a subset
        expect(encodeState(s)).toMatch(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the default view at a plain link, and an empty fragment gives the default view', () => {
    expect(encodeState(DEFAULT_STATE)).toBe('');
    expect(decodeState('')).toEqual(DEFAULT_STATE);
    expect(decodeState('#')).toEqual(DEFAULT_STATE);
  });

  it('writes a short, readable fragment', () => {
    expect(encodeState({ input: '?y', base: 'http://a/b/c/d;p?q', amendments: ['rfc6874', 'rfc2732'], strict: false, whatwg: true })).toBe(
      'u=%3Fy&b=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&a=rfc2732%2Crfc6874&s=0&w=1',
    );
    expect(encodeState({ input: 'a b', base: '', amendments: [], strict: true, whatwg: false })).toBe('u=a+b');
  });

  it('reads hand-written and browser-escaped fragments, ignoring what it does not know', () => {
    expect(decodeState('#u=http://a/%20b&a=rfc2732,rfc9999&x=1')).toEqual({
      input: 'http://a/ b',
      base: '',
      amendments: ['rfc2732'],
      strict: true,
      whatwg: false,
    });
    expect(decodeState('#u=x&w=1').whatwg).toBe(true);
    expect(decodeState('#u=x&w=yes').whatwg).toBe(false);
    // an empty input is a state of its own, not the default one
    expect(decodeState('#u=')).toEqual({ input: '', base: '', amendments: [], strict: true, whatwg: false });
  });
});
