/**
 * RFC 3987's own examples (test/fixtures/examples/rfc3987.ts, each found at its line of the RFC
 * text), and the two IRIs every URL primer shows: every one is an IRI the rfc3987 edition accepts and serializes
 * back; the mappings of §3.1 and §3.2.1, the equivalences of §5, the NFC pair of §5.3.2.2, and the
 * bidi examples of §4.4 with §4.2's remark on the two "not allowed".
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { equivalent, iriToUri, normalize, parse, serialize, uriToIri } from '../../../src/index';
import { BIDI, EQUIVALENT, IRI_TO_URI, NFC_PAIR, URI_TO_IRI, hebrew } from '../../fixtures/examples/rfc3987';
import type { Located } from '../../fixtures/examples/rfc3987';

const LINES = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc3987.txt'), 'utf8').split('\n');

/** §1.4's XML Notation read: "&#x" hex ";" is the character (the RFC sometimes drops the ";"). */
const fromXml = (text: string) => text.replace(/&#x([0-9A-Fa-f]+);?/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));

/** The IRI's AST under rfc3987 (thrown error if rejected), checked to serialize back. */
function accepted(input: string) {
  const r = parse(input, 'rfc3987');
  if (!r.ok) throw r.error;
  expect(serialize(r.uri)).toBe(input);
  return r;
}

const ALL: Located[] = [...IRI_TO_URI, ...URI_TO_IRI, ...EQUIVALENT, ...NFC_PAIR, ...BIDI];

describe('the examples are transcribed from the RFC', () => {
  it.each(ALL.map((e) => [e.line, e.rfc] as const))('line %i holds %j', (line, rfc) => {
    expect(LINES[line - 1]).toContain(rfc);
  });
  it('XML Notation decodes to the strings tested', () => {
    for (const e of IRI_TO_URI) expect(e.iri.startsWith(fromXml(e.rfc).replace(e.uri, e.iri))).toBe(true);
    for (const e of [...EQUIVALENT, ...NFC_PAIR]) expect(e.input.startsWith(fromXml(e.rfc).replace(/^"|" is equivalent to$|^is equivalent to "|"$/g, ''))).toBe(true);
  });
});

describe('§3.1: IRIs mapped to URIs', () => {
  it.each(IRI_TO_URI.map((e) => [`§${e.section} line ${e.line}`, e] as const))('%s', (_where, e) => {
    accepted(e.iri);
    expect(iriToUri(e.iri, e.idna === false ? { idna: false } : {})).toBe(e.uri);
    expect(parse(e.uri, 'rfc3986').ok).toBe(true);
    // §3.1: "The mapping is also an identity transformation for URIs and is idempotent"
    expect(iriToUri(e.uri)).toBe(e.uri);
  });
});

describe('§3.2: URIs converted to IRIs', () => {
  it.each(URI_TO_IRI.map((e) => [`§${e.section} line ${e.line}`, e] as const))('%s', (_where, e) => {
    expect(uriToIri(e.uri, e.idna ? { idna: true } : {})).toBe(e.iri);
    accepted(e.iri);
    // "always result in an IRI that maps back to the URI used as an input" (up to hex case)
    expect(normalize(iriToUri(e.iri, { idna: false }))).toBe(normalize(e.idna ? iriToUri(e.iri, { idna: false }) : e.uri));
  });
});

describe('§5: the comparison ladder', () => {
  const groups = [...new Set(EQUIVALENT.map((e) => e.group))];
  it.each(groups)('group %s: every member equivalent to the others under rfc3987', (group) => {
    const members = EQUIVALENT.filter((e) => e.group === group);
    expect(members.length).toBeGreaterThanOrEqual(1);
    for (const a of members) {
      accepted(a.input);
      for (const b of members) expect([a.input, b.input, equivalent(a.input, b.input, 'rfc3987')]).toEqual([a.input, b.input, true]);
    }
    // and to no member of another group
    for (const other of EQUIVALENT.filter((e) => e.group !== group)) expect(equivalent(members[0].input, other.input, 'rfc3987')).toBe(false);
  });
  it('§5.3.2.2: the pair is canonically equivalent, and equivalent as IRIs only with nfc: true', () => {
    const [composed, decomposed] = NFC_PAIR;
    expect([composed.nfc, decomposed.nfc]).toEqual([true, false]);
    for (const e of NFC_PAIR) expect(e.input.normalize('NFC') === e.input).toBe(e.nfc);
    accepted(composed.input);
    const r = accepted(decomposed.input);
    expect(r.warnings.map((w) => w.code)).toEqual(['iri-not-nfc']);
    expect(equivalent(composed.input, decomposed.input, 'rfc3987')).toBe(false);
    expect(equivalent(composed.input, decomposed.input, 'rfc3987', { nfc: true })).toBe(true);
  });
});

describe('§4.4: the bidi examples (Bidi Notation, with Hebrew letters for the uppercase ones)', () => {
  it.each(BIDI.map((e) => [e.example, e.allowed ? 'allowed' : 'not allowed', e] as const))('Example %i (%s)', (_n, _allowed, e) => {
    const iri = hebrew(e.rfc);
    expect(iri).not.toBe(e.rfc);
    // every one is an IRI: §4.2's rules are SHOULDs, which the edition reports as a warning
    const r = accepted(iri);
    const mixed = r.warnings.filter((w) => w.code === 'iri-bidi-mixed');
    // (Example 4's last segment "KL.html" is legal because §4.2 lets "the extensions in a resource
    // name" be "treated as separate components": the edition and uriToIri both read it so)
    expect(mixed.length > 0).toBe(!e.allowed);
    if (!e.allowed) expect(mixed[0].section).toBe('4.2');
    // §4.2: "If the above restrictions cannot be satisfied otherwise, the affected component can
    // always be mapped to URI notation": converting back keeps exactly those components encoded
    const back = uriToIri(iriToUri(iri, { idna: false }));
    if (e.allowed) expect(back).toBe(iri);
    else {
      expect(back).not.toBe(iri);
      expect(parse(back, 'rfc3987').ok).toBe(true);
      expect(back).toMatch(/\/%D7%96%D7%97(1|%31)\//); // "GH1" / "GH%31" stays in URI notation
    }
  });
});

describe('the seed IRIs every URL primer shows', () => {
  it('http://例子.卷筒纸: an IRI with that host, and its URI', () => {
    const r = accepted('http://\u4F8B\u5B50.\u5377\u7B52\u7EB8');
    expect([r.uri.host, r.uri.hostKind, r.uri.path]).toEqual(['\u4F8B\u5B50.\u5377\u7B52\u7EB8', 'reg-name', '']);
    expect(r.warnings).toEqual([]);
    expect(iriToUri('http://\u4F8B\u5B50.\u5377\u7B52\u7EB8')).toBe('http://xn--fsqu00a.xn--3lr804guic');
    // no URI edition accepts it: the first non-ASCII character is where they stop
    expect(parse('http://\u4F8B\u5B50.\u5377\u7B52\u7EB8', 'rfc3986').ok).toBe(false);
  });
  it('http://example.com/引き割り.html: an IRI with that path, and its URI', () => {
    const r = accepted('http://example.com/\u5F15\u304D\u5272\u308A.html');
    expect([r.uri.host, r.uri.path]).toEqual(['example.com', '/\u5F15\u304D\u5272\u308A.html']);
    expect(iriToUri('http://example.com/\u5F15\u304D\u5272\u308A.html')).toBe('http://example.com/%E5%BC%95%E3%81%8D%E5%89%B2%E3%82%8A.html');
    const uri = parse('http://example.com/\u5F15\u304D\u5272\u308A.html', 'rfc3986');
    expect(!uri.ok && uri.error.offset).toBe(19);
  });
});
