/**
 * Every edition under every option set it has, with a generator of strings its grammar derives
 * (valid by construction: see test/fixtures/arbitraries/) and the rule a whole
 * string is matched against.
 */
import fc from 'fast-check';
import type { EditionName, ParseOptions } from '../../src/index';
import { fragmentaddress as uri1630 } from '../fixtures/arbitraries/rfc1630';
import { url1738, url1738Extended } from '../fixtures/arbitraries/rfc1738';
import { url as url1808 } from '../fixtures/arbitraries/rfc1808';
import { ipv6Forms2373 } from '../fixtures/arbitraries/rfc2396';
import { uriReference as uriReference3986, uriReferenceEmptyHost, uriReferenceZoned } from '../fixtures/arbitraries/rfc3986';
import { absPath as absPath2396, uriReference as uriReference2396 } from '../fixtures/arbitraries/rfc2396-rules';
import { iriReference } from '../fixtures/arbitraries/rfc3987';

export interface Config {
  /** e.g. 'rfc2396 + rfc2732' */
  label: string;
  edition: EditionName;
  options: ParseOptions;
  /** strings the edition's grammar (with these options) derives */
  valid: fc.Arbitrary<string>;
  /** the grammar's top rule, by the RFC's spelling */
  top: string;
}

/** "//" [ userinfo "@" ] "[" IPv6address "]" [ ":" port ] [ abs_path ], every RFC 2373 text form */
const ipv6Url2732 = fc
  .tuple(
    fc.option(fc.constantFrom('http:', 'ftp:', 'x-y.z+1:'), { nil: '' }),
    fc.oneof(...ipv6Forms2373),
    fc.option(fc.constantFrom('', '80', '8080'), { nil: undefined }),
    fc.option(absPath2396, { nil: '' }),
  )
  .map(([s, a, port, p]) => `${s}//[${a}]${port === undefined ? '' : ':' + port}${p}`);

export const CONFIGS: readonly Config[] = [
  { label: 'rfc1630', edition: 'rfc1630', options: {}, valid: uri1630, top: 'fragmentaddress' },
  { label: 'rfc1738', edition: 'rfc1738', options: {}, valid: url1738, top: 'url' },
  {
    label: 'rfc1738 (caseInsensitiveScheme, allowFragment)',
    edition: 'rfc1738',
    options: { caseInsensitiveScheme: true, allowFragment: true },
    valid: url1738Extended,
    top: 'url',
  },
  { label: 'rfc1808', edition: 'rfc1808', options: {}, valid: url1808, top: 'URL' },
  { label: 'rfc2396', edition: 'rfc2396', options: {}, valid: uriReference2396(false), top: 'URI-reference' },
  {
    label: 'rfc2396 + rfc2732',
    edition: 'rfc2396',
    options: { amendments: ['rfc2732'] },
    valid: fc.oneof(uriReference2396(true), ipv6Url2732),
    top: 'URI-reference',
  },
  {
    label: 'rfc3986',
    edition: 'rfc3986',
    options: {},
    valid: fc.oneof({ weight: 9, arbitrary: uriReference3986 }, { weight: 1, arbitrary: uriReferenceEmptyHost }),
    top: 'URI-reference',
  },
  {
    label: 'rfc3986 + rfc6874',
    edition: 'rfc3986',
    options: { amendments: ['rfc6874'] },
    valid: fc.oneof(uriReference3986, uriReferenceZoned, uriReferenceEmptyHost),
    top: 'URI-reference',
  },
  {
    label: 'rfc3987',
    edition: 'rfc3987',
    options: {},
    // IRIs, and URIs with an empty host (every URI is an IRI: RFC 3987 §3.1)
    valid: fc.oneof({ weight: 9, arbitrary: iriReference }, { weight: 1, arbitrary: uriReferenceEmptyHost }),
    top: 'IRI-reference',
  },
];

/** Strings valid in at least one edition: every configuration's generator, equally weighted. */
export const anyValid: fc.Arbitrary<string> = fc.oneof(...CONFIGS.map((c) => c.valid));
