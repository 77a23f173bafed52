/**
 * The urn scheme: RFC 2141 (1997) and RFC 8141 (2017), which added the r-, q- and f-components
 * and narrowed the NID (at least two characters, no final "-").
 */
import { CAPTURED as CAPTURED_2141, rfc2141Grammar } from '../../../grammars/rfc2141';
import { CAPTURED as CAPTURED_8141, rfc8141Grammar } from '../../../grammars/rfc8141';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { ProseRejection, Reading } from './define';
import type { SchemeFieldValue, SchemeWarning } from './types';
import * as module2141 from '../../generated/rfc2141';
import * as module8141 from '../../generated/rfc8141';

const grammar2141 = lazyGrammar(module2141);
const grammar8141 = lazyGrammar(module8141);

/** RFC 2141 §2.1: "To avoid confusion with the "urn:" identifier, the NID "urn" is reserved and MUST NOT be used." */
function reservedNid(m: Reading): ProseRejection | undefined {
  const span = m.span('NID');
  if (span === undefined || m.input.slice(span[0], span[1]).toLowerCase() !== 'urn') return undefined;
  return { offset: span[0], rule: 'NID', section: '2.1', note: 'RFC 2141 §2.1: "the NID "urn" is reserved and MUST NOT be used"' };
}

/**
 * RFC 8141 §5.1–§5.2: NIDs no formal namespace may have — "urn-" is for informal namespaces, which
 * are "urn-" and a number; "X-" was RFC 3406's experimental prefix; two letters and "-" are kept for
 * country codes. Registration rules, not syntax: a warning, not a rejection.
 */
function reservedNids(_m: Reading, fields: Record<string, SchemeFieldValue>): SchemeWarning[] {
  const nid = typeof fields.NID === 'string' ? fields.NID : '';
  const say = (section: string, why: string): SchemeWarning[] => [{ code: 'nid-reserved', section, message: `RFC 8141 §${section}: ${why}` }];
  if (/^urn-/i.test(nid) && !/^urn-[1-9][0-9]*$/i.test(nid)) return say('5.2', `the NID "${nid}" starts with "urn-", which is reserved for informal namespaces: "urn-" and a number`);
  if (/^x-/i.test(nid)) return say('5.1', `the NID "${nid}" starts with "X-", the experimental prefix of RFC 3406 that no namespace may use`);
  if (/^[A-Za-z]{2}-/.test(nid)) return say('5.1', `the NID "${nid}" starts with two letters and "-", reserved for country codes (and "xn--" for A-labels)`);
  return [];
}

export const rfc2141 = defineSchemeSpec({
  info: { name: 'rfc2141', rfc: 2141, year: 1997, title: 'URN Syntax' },
  grammar: grammar2141,
  schemes: {
    urn: {
      top: 'URN',
      section: '2',
      fields: (m) => ({ NID: m.text('NID'), NSS: m.text('NSS') }),
      components: { host: 'NID', path: 'NSS' },
      check: reservedNid,
    },
  },
});

export const rfc8141 = defineSchemeSpec({
  info: { name: 'rfc8141', rfc: 8141, year: 2017, title: 'Uniform Resource Names (URNs)' },
  grammar: grammar8141,
  schemes: {
    urn: {
      top: 'namestring',
      section: '2',
      fields: (m) => ({
        NID: m.text('NID'),
        NSS: m.text('NSS'),
        'r-component': m.text('r-component'),
        'q-component': m.text('q-component'),
        'f-component': m.text('f-component'),
      }),
      components: { host: 'NID', path: 'NSS', query: 'q-component', fragment: 'f-component' },
      warnings: reservedNids,
    },
  },
});
