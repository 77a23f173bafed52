/**
 * Each edition's entry point (`uri-editions/rfc1738` … `/rfc3987`: src/entries) gives the main
 * entry's results — parse, canParse and checkRule — over the conformance corpus, its invalidated
 * copy, and inputs each edition reads its own way; and there is one entry per edition.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as main from '../../src/index';
import type { EditionName, ParseOptions } from '../../src/index';
import { generateCorpus, invalidate } from '../fixtures/corpus';
import { listOr } from '../../src/model/errors';

const ENTRY_DIR = join(__dirname, '..', '..', 'src', 'entries');
const corpus = generateCorpus(600, 0x32);
const INPUTS = [
  ...corpus.map((e) => e.text),
  ...invalidate(corpus, 1),
  'HTTP://h/~u',
  'http://[fe80::1%25eth0]/',
  'http://ü.example/ä?ö#ü',
  'ftp://h/p;type=d',
  'news:comp.lang',
  'mailto:a@b',
  '',
  '#',
  'http://a b/',
  // longer than a fused regexp runs on: the validating matcher asks the matching one
  'http://h/' + 'a/'.repeat(40_000),
  'http://h/' + 'a/'.repeat(40_000) + ' ',
];
const OPTIONS: Record<EditionName, ParseOptions[]> = {
  rfc1630: [{}],
  rfc1738: [{}, { caseInsensitiveScheme: true, allowFragment: true }],
  rfc1808: [{}],
  rfc2396: [{}, { amendments: ['rfc2732'] }],
  rfc3986: [{}, { amendments: ['rfc6874'] }],
  rfc3987: [{}, { amendments: ['rfc6874'] }],
};

/** A result as plain data (an error's fields included: they are getters built when first read). */
const plain = (r: main.ParseResult) => (r.ok ? JSON.parse(JSON.stringify(r)) : { ok: false, edition: r.edition, error: { ...r.error, message: r.error.message } });

it('there is an entry point for every edition', () => {
  const entries = readdirSync(ENTRY_DIR).filter((f) => /^rfc\d+\.ts$/.test(f)).map((f) => f.slice(0, -3));
  expect(entries.sort()).toEqual(main.editions.map((e) => e.name).sort());
});

describe.each(main.editions.map((e) => e.name))('uri-editions/%s', (name) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const entry = require(join(ENTRY_DIR, name)) as typeof import('../../src/entries/rfc3986');

  it.each(OPTIONS[name].map((o) => [JSON.stringify(o), o] as const))('parse and canParse agree with the main entry (options %s)', (_, options) => {
    for (const input of INPUTS) {
      expect({ input, r: plain(entry.parse(input, options)) }).toEqual({ input, r: plain(main.parse(input, name, options)) });
      expect({ input, ok: entry.canParse(input, options) }).toEqual({ input, ok: main.canParse(input, name, options) });
    }
  });

  it('checkRule agrees with the main entry on every rule', () => {
    const rules = main.editions.find((e) => e.name === name)!.ruleNames;
    for (const rule of rules) {
      for (const input of ['', 'a', '1.2.3.4', '::1', '%41', 'http://h/', '80x']) {
        const ours = entry.checkRule(rule as never, input);
        const theirs = main.checkRule(name, rule as never, input);
        expect({ rule, input, ours: ours && { ...ours, message: ours.message } }).toEqual({ rule, input, ours: theirs && { ...theirs, message: theirs.message } });
      }
    }
  });

  it('checkRule agrees with the main entry on inputs that hold secrets (a password, a secret query value): the same masking, of the input only', () => {
    const rules = main.editions.find((e) => e.name === name)!.ruleNames;
    // the rejection's expected list names the grammar's "-", "." and ":", which the secrets hold too
    const inputs = ['211.143.171.78/x?token=account+en-US', 'http://u:pa-ss.w@h/x?token=a-b.c:d', 'u:p-w@h-1.example:80/?password=x-y'];
    for (const rule of rules) {
      for (const input of inputs) {
        const ours = entry.checkRule(rule as never, input);
        const theirs = main.checkRule(name, rule as never, input);
        expect({ rule, input, ours: ours && { ...ours, message: ours.message } }).toEqual({ rule, input, ours: theirs && { ...theirs, message: theirs.message } });
        // what the grammar expected is listed as it is, never masked
        if (theirs !== undefined && theirs.expected.length > 0) expect(theirs.message).toContain(`expected ${listOr(theirs.expected)}`);
      }
    }
  });

  it('checks its arguments as the main entry does', () => {
    expect(() => entry.parse(1 as never)).toThrow(new TypeError('parse expects a string, not number'));
    expect(() => entry.canParse(null as never)).toThrow(new TypeError('canParse expects a string, not null'));
    expect(() => entry.checkRule('no-such-rule' as never, 'x')).toThrow(RangeError);
    expect(() => entry.parse('x', { amendments: ['rfc9999' as never] })).toThrow(RangeError);
  });
});
