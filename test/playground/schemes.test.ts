/** The playground's scheme columns (web/src/schemes.ts): one per era, fields by the RFC's names, the RFC's words. */
import { Masker, compare } from '../../src/index';
import type { Comparison, EditionName } from '../../src/index';
import { schemeColumns } from '../../web/src/scheme-columns';

describe('schemeColumns()', () => {
  it('gives each era of http a column, oldest first, with its rule and fields', () => {
    const cols = schemeColumns(compare('http://example.com:8080/a?b').schemes!);
    expect(cols.map((c) => [c.heading, c.rule, c.accepted])).toEqual([
      ['RFC 1738 (1994) §3.3', 'httpurl', true],
      ['RFC 1945 (1996) §3.2.2', 'http_URL', true],
      ['RFC 2068 (1997) §3.2.2', 'http_URL', true],
      ['RFC 2616 (1999) §3.2.2', 'http_URL', true],
      ['RFC 7230 (2014) §2.7.1', 'http-URI', true],
      ['RFC 9110 (2022) §4.2.1', 'http-URI', true],
    ]);
    expect(cols[5].fields).toEqual([
      ['userinfo', undefined],
      ['host', 'example.com'],
      ['port', '8080'],
      ['path-abempty', '/a'],
      ['query', 'b'],
      ['fragment', undefined],
    ]);
  });
  it("a rejection says why in the RFC's words where its prose rejects", () => {
    const cols = schemeColumns(compare('http://:80/').schemes!);
    expect(cols[5]).toMatchObject({ accepted: false, notes: ['RFC 9110 §4.2.1: a recipient MUST reject an "http" URI with an empty host identifier as invalid'] });
    expect(cols[3].notes[0]).toBe("rejected at offset 7 in http_URL (RFC 2616 §3.2.2)");
    expect(cols[1].notes[0]).toBe('rejected at offset 7 in http_URL (RFC 1945 §3.2.2)');
  });
  it('lists as text, masked as the page shows them', () => {
    const c = compare('mailto:joe@example.com?subject=hi&body=x');
    expect(schemeColumns(c.schemes!)[2].fields).toEqual([
      ['to', 'joe@example.com'],
      ['hfields', 'subject=hi, body=x'],
    ]);
    const secret = compare('http://u:secret@h/');
    const masked = new Masker(false, [secret.input]).comparison(secret as Comparison<EditionName>) as Comparison<EditionName>;
    expect(JSON.stringify(schemeColumns(masked.schemes!))).not.toContain('secret');
  });
});
