/**
 * urn in each era: RFC 2141 (1997) and RFC 8141 (2017) — the inventories read from the vendored
 * texts, the NID rules of each, the r-, q- and f-components, and RFC 8141's examples at their lines.
 */
import { checkRule, compare, parseScheme, rule, schemes } from '../../src/index';
import { OWN_RULES as OWN_2141 } from '../../grammars/rfc2141';
import { OWN_RULES as OWN_8141 } from '../../grammars/rfc8141';
import { defined, lineOf, rfcText, section } from './rfc-text';

describe('inventory', () => {
  it('RFC 2141 §2–§2.3: its BNF productions, in order', () => {
    const text = section('rfc2141.txt', '2. Syntax', '2.3.1');
    expect([...text.matchAll(/^ +<([^>]+)> +::=/gm)].map((m) => m[1])).toEqual([...OWN_2141]);
  });
  it('RFC 8141 §2: its ABNF productions, in order', () => {
    expect(defined(section('rfc8141.txt', '2.  URN Syntax', '2.1.  Namespace Identifier'))).toEqual([...OWN_8141]);
  });
  it('the registry lists urn oldest first', () => {
    expect(schemes.urn.map((s) => [s.name, s.year, s.top])).toEqual([
      ['rfc2141', 1997, 'URN'],
      ['rfc8141', 2017, 'namestring'],
    ]);
  });
});

describe('NID per era', () => {
  it.each([
    ['a', true, false],
    ['ab', true, true],
    ['a-', true, false],
    ['a--b', true, true],
    ['-a', false, false],
    ['a'.repeat(32), true, true],
    ['a'.repeat(33), false, false],
    ['isbn', true, true],
  ])('%s: RFC 2141 %s, RFC 8141 %s', (nid, old, current) => {
    expect(checkRule('rfc2141', 'NID', nid) === undefined).toBe(old);
    expect(checkRule('rfc8141', 'NID', nid) === undefined).toBe(current);
  });
  it('RFC 2141 §2.1: the NID "urn" is reserved', () => {
    const r = parseScheme('urn:URN:x', 'rfc2141');
    expect(!r.ok && [r.error.offset, r.error.rule, r.error.section]).toEqual([4, 'NID', '2.1']);
  });
  it('compare() shows the eras disagreeing on a one-letter NID', () => {
    const [d] = compare('urn:a:b').schemes!.differences;
    expect(d.values).toEqual({ rfc2141: 'accepted', rfc8141: 'rejected' });
  });
});

describe('RFC 8141 §5: NIDs reserved from registration (a warning, not a rejection)', () => {
  it.each([
    ['urn:urn-7:x', []],
    ['urn:urn-x:y', ['5.2']],
    ['urn:X-foo:bar', ['5.1']],
    ['urn:xn--abc:d', ['5.1']],
    ['urn:de-x:y', ['5.1']],
    ['urn:example:a', []],
  ])('%s', (uri, sections) => {
    const r = parseScheme(uri, 'rfc8141');
    expect(r.ok && r.warnings.map((w) => [w.code, w.section])).toEqual(sections.map((s) => ['nid-reserved', s]));
  });
  it('the rules are in the vendored text', () => {
    expect(rfcText('rfc8141.txt')).toContain('It MUST NOT start with the string "X-"');
    expect(rfcText('rfc8141.txt')).toContain('InformalNamespaceName = "urn-" Number');
  });
});

describe('NSS and components', () => {
  it('RFC 2141 §2.3.1: "%" must be followed by two hex digits (PEG: the escape is tried first)', () => {
    expect(parseScheme('urn:x:a%2Fb', 'rfc2141').ok).toBe(true);
    expect(parseScheme('urn:x:a%zz', 'rfc2141').ok).toBe(false);
    expect(rule('rfc2141', 'URN chars').parse('%41').status).toBe(true);
  });
  it('RFC 2141 allows "?" and "#" in the NSS (reserved, §2.3); RFC 8141 reads them as components', () => {
    const old = parseScheme('urn:x:a?b#c', 'rfc2141');
    expect(old.ok && old.fields.NSS).toBe('a?b#c');
    expect(parseScheme('urn:xy:a?b#c', 'rfc8141').ok).toBe(false); // "?" not followed by "+" or "="
    const r = parseScheme('urn:example:a123,z456?+abc?=xyz#789', 'rfc8141');
    expect(r.ok && r.fields).toEqual({ NID: 'example', NSS: 'a123,z456', 'r-component': 'abc', 'q-component': 'xyz', 'f-component': '789' });
  });
  it('PEG: the r-component ends at "?=" (§2.3.1); a q-component may hold "?+" and "?="', () => {
    const r = parseScheme('urn:xy:y?+a?b?=c?+d?=e', 'rfc8141');
    expect(r.ok && [r.fields['r-component'], r.fields['q-component']]).toEqual(['a?b', 'c?+d?=e']);
  });
});

describe("RFC 8141's examples, at their lines", () => {
  const examples = [
    '      urn:example:foo-bar-baz-qux?+CCResolve:cc=uk',
    '      urn:example:weather?=op=map&lat=39.56',
    '   urn:example:foo-bar-baz-qux#somepart',
    '   o  urn:example:a123,z456',
    '   o  urn:example:a123,z456?+abc',
    '   o  urn:example:a123,z456?=xyz',
    '   o  urn:example:a123,z456#789',
    '   o  urn:example:a123,z456/foo',
    '   o  urn:example:a123%2Cz456',
    '   o  urn:example:A123,z456',
    '   o  urn:example:%D0%B0123,z456',
    '      urn:example:apple:pear:plum:cherry',
  ];
  it.each(examples)('%s', (line) => {
    expect(lineOf('rfc8141.txt', `\n${line}`)).toBeGreaterThan(0);
    const uri = line.replace(/^ +(o +)?/, '');
    expect(parseScheme(uri, 'rfc8141').ok).toBe(true);
  });
});

describe("registered namespaces' syntax examples, at their lines, under both eras", () => {
  const examples: [string, string][] = [
    ['rfc4122.txt', '   urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6'],
    ['rfc3187.txt', '      Example: URN:ISBN:0-395-36341-1'],
    ['rfc2648.txt', '         urn:ietf:rfc:2141'],
    ['rfc2648.txt', '         urn:ietf:std:50'],
    ['rfc2648.txt', '         urn:ietf:id:ietf-urn-ietf-06'],
    ['rfc2648.txt', '         urn:ietf:mtg:41-urn'],
    ['rfc3044.txt', '   Example: urn:ISSN:1046-8188'],
    ['rfc3044.txt', '         examples urn:ISSN:0259-000X'],
    ['rfc5141.txt', '      urn:iso:std:iso:9999:-1:ed-1:en,fr'],
    ['rfc5141.txt', '      urn:iso:std:iso-iec:9075:-3:stage-95.99:ed-2:en'],
    ['rfc7254.txt', '      urn:gsma:imei:90420156-025763-0;vers=0'],
  ];
  it.each(examples)('%s: %s', (file, line) => {
    expect(lineOf(file, `\n${line}\n`)).toBeGreaterThan(0);
    const uri = /(urn:\S+)/i.exec(line)![1];
    for (const spec of ['rfc2141', 'rfc8141'] as const) {
      const r = parseScheme(uri, spec);
      expect(r.ok && r.fields.NSS).toBe(uri.slice(uri.indexOf(':', 4) + 1));
    }
  });
});
