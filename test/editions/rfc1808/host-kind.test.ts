/**
 * The kind of an RFC 1808 net_loc's host, read as RFC 1738 §5 reads one: the one-pass classifier
 * (src/editions/rfc1808.ts) against the productions transcribed into regexps.
 */
import fc from 'fast-check';
import { hostKind } from '../../../src/editions/rfc1808';

// RFC 1738 §5:
//   hostnumber  = digits "." digits "." digits "." digits
//   hostname    = *[ domainlabel "." ] toplabel
//   domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
//   toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
const HOSTNUMBER = /^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$/;
const DOMAINLABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const TOPLABEL = '[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const HOSTNAME = new RegExp(`^(?:${DOMAINLABEL}\\.)*${TOPLABEL}$`);

function oracle(host: string): string {
  if (host === '') return 'empty';
  if (HOSTNUMBER.test(host)) return 'ipv4';
  return HOSTNAME.test(host) ? 'hostname' : 'reg-name';
}

describe('rfc1808 hostKind (RFC 1738 §5 host)', () => {
  test.each([
    ['', 'empty'],
    ['1.2.3.4', 'ipv4'],
    ['10.0.0.255', 'ipv4'],
    ['999.999.999.999', 'ipv4'], // digits, not dec-octets
    ['1.2.3', 'reg-name'],
    ['1.2.3.4.5', 'reg-name'],
    ['1.2.3.a', 'hostname'],
    ['www.example.com', 'hostname'],
    ['a', 'hostname'],
    ['a-b.c-d', 'hostname'],
    ['9a.b', 'hostname'],
    ['b.9a', 'reg-name'], // a toplabel begins with alpha
    ['-a.b', 'reg-name'],
    ['a-.b', 'reg-name'],
    ['a.-b', 'reg-name'],
    ['a.b-', 'reg-name'],
    ['a..b', 'reg-name'],
    ['.a', 'reg-name'],
    ['a.', 'reg-name'],
    ['a_b', 'reg-name'],
    ['EXAMPLE.COM', 'hostname'],
    ['ex%41mple.com', 'reg-name'],
    ['[::1]', 'reg-name'],
    ['h\u00e9.com', 'reg-name'],
  ])('%j is %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind);
    expect(oracle(host)).toBe(kind);
  });

  test('agrees with the regexp transcription on generated hosts', () => {
    const piece = fc.constantFrom('a', 'Z', 'x', '0', '9', '1', '-', '.', '_', '%', '@', '\u00e9', '12', '.1', 'ab');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const host = parts.join('');
        expect(hostKind(host)).toBe(oracle(host));
      }),
      { numRuns: 5000, seed: 1808 },
    );
  });
});
