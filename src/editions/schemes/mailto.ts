/**
 * The mailto scheme after RFC 1738 §3.5: RFC 2368 (1998), whose `to` is RFC 822's #mailbox, and
 * RFC 6068 (2010), whose `to` is a list of RFC 5322 addr-specs and whose header fields are `hfields`.
 */
import { CAPTURED as CAPTURED_2368, rfc2368Grammar } from '../../../grammars/rfc2368';
import { CAPTURED as CAPTURED_6068, rfc6068Grammar } from '../../../grammars/rfc6068';
import { defineSchemeSpec, lazyGrammar, Reading } from './define';
import type { ProseRejection } from './define';
import type { SchemeFieldValue } from './types';
import * as module2368 from '../../generated/rfc2368';
import * as module6068 from '../../generated/rfc6068';

const grammar2368 = lazyGrammar(module2368);
const grammar6068 = lazyGrammar(module6068);

/** name/value pairs of every `pair` record (hname "=" hvalue), as written */
function pairs(m: Reading, pair: string): [string, string][] {
  return m.all(pair).map(([start, end]) => {
    const text = m.input.slice(start, end);
    const eq = text.indexOf('=');
    return [text.slice(0, eq), text.slice(eq + 1)];
  });
}

/**
 * The decoded text of `encoded` (each "%XX" the octet it names, as a character: RFC 822 text is
 * ASCII), with the offset in `encoded` of each decoded character; undefined at the first octet over
 * 0x7F ("8-bit characters in mailto URLs are forbidden", RFC 2368 §2), given as its offset.
 */
export function decoded(encoded: string): { text: string; at: number[] } | number {
  let text = '';
  const at: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    at.push(i);
    if (encoded[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(encoded.slice(i + 1, i + 3))) {
      const octet = parseInt(encoded.slice(i + 1, i + 3), 16);
      if (octet > 0x7f) return i;
      text += String.fromCharCode(octet);
      i += 2;
    } else text += encoded[i];
  }
  at.push(encoded.length);
  return { text, at };
}

/**
 * How deep RFC 822 comments may nest here: each level of the recursive `comment` rule is a call of
 * the compiled matcher (explaining a rejection keeps its own stack: src/engine/explain-table.ts).
 */
export const MAX_NESTING = 1000;

/** The offset of the "(" that opens comment level MAX_NESTING + 1 (outside quoted strings and quoted pairs), or -1. */
export function tooDeep(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (quoted) quoted = c !== '"';
    else if (c === '"' && depth === 0) quoted = true;
    else if (c === '(' && ++depth > MAX_NESTING) return i;
    else if (c === ')' && depth > 0) depth--;
  }
  return -1;
}

/** RFC 2368: the decoded `to` must be RFC 822's #mailbox; its mailboxes, decoded, are the `to` field. */
function checkMailboxes(m: Reading, fields: Record<string, SchemeFieldValue>): ProseRejection | undefined {
  const span = m.span('to')?.[0];
  if (span === undefined) {
    fields.to = [];
    return undefined;
  }
  const encoded = m.input.slice(span, m.span('to')![1]);
  const plain = decoded(encoded);
  if (typeof plain === 'number') {
    return { offset: span + plain, rule: 'to', section: '2', note: 'RFC 2368 §2: "8-bit characters in mailto URLs are forbidden"' };
  }
  const deep = tooDeep(plain.text);
  if (deep >= 0) {
    return {
      offset: span + plain.at[deep],
      rule: 'comment',
      section: 'RFC 822 §3.3',
      note: `RFC 822 §3.3's comments nest without a limit; this reading stops at ${MAX_NESTING} levels (a limit of the implementation: each level is a call)`,
    };
  }
  const captures = grammar2368().match('#mailbox', plain.text);
  if (captures === undefined) {
    const report = grammar2368().explain('#mailbox', plain.text);
    const rule = report.rule ?? '#mailbox';
    return {
      offset: span + plain.at[Math.min(report.offset, plain.at.length - 1)],
      rule,
      section: grammar2368().section(rule) ?? 'RFC 822 §2.7',
      expected: report.expected,
      note: 'RFC 2368 §2: the decoded "to" is not an RFC 822 #mailbox',
    };
  }
  fields.to = new Reading(grammar2368(), captures, plain.text).texts('mailbox');
  return undefined;
}

export const rfc2368 = defineSchemeSpec({
  info: { name: 'rfc2368', rfc: 2368, year: 1998, title: 'The mailto URL scheme' },
  grammar: grammar2368,
  schemes: {
    mailto: {
      top: 'mailtoURL',
      section: '2',
      // (`to` is the encoded text here; the check below replaces it by its decoded mailboxes)
      fields: (m) => ({ to: m.text('to'), headers: pairs(m, 'header') }),
      check: checkMailboxes,
      components: { to: 'to', headers: 'headers' },
      readings: { to: 'the mailboxes of its decoded text (§2: "to" is the encoding of an RFC 822 #mailbox)' },
    },
  },
});

export const rfc6068 = defineSchemeSpec({
  info: { name: 'rfc6068', rfc: 6068, year: 2010, title: "The 'mailto' URI Scheme" },
  grammar: grammar6068,
  schemes: {
    mailto: {
      top: 'mailtoURI',
      section: '2',
      fields: (m) => ({ to: m.texts('addr-spec'), hfields: pairs(m, 'hfield') }),
      components: { to: 'to', headers: 'hfields' },
    },
  },
});
