/**
 * Hostile inputs for the scheme specifications (parseScheme, checkRule): long runs of each
 * grammar's repeated parts, accepted and rejected at the end (the error-explaining path), and RFC
 * 822's nested comments, which stop at a bound instead of overflowing the stack. (checkRule on a
 * recursive rule nested past the stack is a rejection, not a crash: test/schemes/mailto.test.ts.)
 */
import { parseScheme } from '../../src/index';
import type { SchemeSpecName } from '../../src/index';

export interface SchemeCall {
  name: string;
  call(n: number): () => unknown;
  n: number;
}

function withInput(input: string, f: (input: string) => unknown): () => unknown {
  const copy = JSON.parse(JSON.stringify(input)) as string;
  return () => f(copy);
}

const cases: [SchemeSpecName, string, (n: number) => string][] = [
  ['rfc9110', 'n segments, then " "', (n) => 'http://h/' + 'a/'.repeat(n) + ' '],
  ['rfc9110', 'a userinfo of n characters', (n) => 'http://' + 'u'.repeat(n) + '@h/'],
  ['rfc2616', 'n segments, then " "', (n) => 'http://h/' + 'a/'.repeat(n) + ' '],
  ['rfc7230', 'n labels, then "#" twice', (n) => 'http://' + 'a.'.repeat(n) + 'b/#x#'],
  ['rfc6068', 'n addresses, then "?" twice', (n) => 'mailto:' + 'a@b,'.repeat(n) + 'c@d?x=1?'],
  ['rfc6068', 'a quoted local-part of n "%5C%22"', (n) => 'mailto:%22' + '%5C%22'.repeat(n) + '%22@example.org'],
  ['rfc2368', 'n mailboxes with phrases', (n) => 'mailto:' + 'Joe%20%3Ca@b%3E%2C'.repeat(n) + 'c@d'],
  ['rfc2368', 'n nested comments', (n) => 'mailto:' + '%28'.repeat(n) + 'a@b'],
  ['rfc8089', 'n segments (Appendix E)', (n) => 'file:////host/' + 'a/'.repeat(n) + '|'],
  ['rfc8141', 'an r-component of n "?a"', (n) => 'urn:example:x?+' + '?a'.repeat(n) + '?=q'],
  ['rfc2141', 'an NSS of n "%41"', (n) => 'urn:x:' + '%41'.repeat(n) + '%'],
  ['rfc5538', 'n newsgroup wildcards', (n) => 'news://h/' + 'a.*'.repeat(n) + '?'],
  ['rfc6455', 'a query of n characters', (n) => 'wss://h/?' + 'q'.repeat(n) + '#'],
  ['rfc2397', 'n parameters', (n) => 'data:text/plain' + ';a=b'.repeat(n) + ',x'],
  ['rfc3966', 'n parameters after the context, in order', (n) => 'tel:1;phone-context=+1' + Array.from({ length: n }, (_, i) => `;p${String(i).padStart(8, '0')}=b`).join('')],
  ['rfc3966', 'n parameters before the context (out of place)', (n) => 'tel:1' + ';a=b'.repeat(n) + ';phone-context=+1'],
  ['rfc3966', 'a domain of n labels, then "-"', (n) => 'tel:1;phone-context=' + 'a.'.repeat(n) + 'b-'],
];

export const SCHEME_CALLS: readonly SchemeCall[] = cases.map(([spec, what, make]) => ({
  name: `parseScheme(), ${spec}: ${what}`,
  call: (n: number) => withInput(make(n), (s) => parseScheme(s, spec, spec === 'rfc8089' ? { appendixE: true } : undefined)),
  n: 1_000,
}));
