/**
 * file in each era: RFC 1738 §3.10 and RFC 8089 §2, with Appendix E's nonstandard forms as an
 * option — the inventory read from the vendored text, and the examples of Appendix B and Appendix F
 * at their lines.
 */
import { checkRule, compare, parseScheme, schemes } from '../../src/index';
import { APPENDIX_F_RULES, OWN_RULES } from '../../grammars/rfc8089';
import { getSchemeSpec } from '../../src/editions/schemes/registry';
import { defined, rfcText, section } from './rfc-text';

/** The '*  "file:…"' examples of a stretch of RFC 8089, with their lines. */
function examples(text: string): { uri: string; line: number }[] {
  return [...text.matchAll(/^ +\* +"(file:[^"]*)"/gm)].map((m) => ({ uri: m[1], line: text.slice(0, m.index).split('\n').length }));
}

describe('inventory', () => {
  it('§2 defines file-URI, file-scheme, file-hier-part, auth-path, local-path, file-auth', () => {
    expect(defined(section('rfc8089.txt', '2.  Syntax', '3.  Operations'))).toEqual([...OWN_RULES]);
    for (const r of ['host', 'path-absolute']) expect(getSchemeSpec('rfc8089').info.ruleNames).toContain(r);
  });
  it('Appendix F collects the nonstandard rules', () => {
    expect(defined(section('rfc8089.txt', 'Appendix F.  Collected Nonstandard Rules', 'Author'))).toEqual([...APPENDIX_F_RULES]);
  });
  it('the registry lists file oldest first', () => {
    expect(schemes.file.map((s) => [s.name, s.year, s.section, s.top])).toEqual([
      ['rfc1738', 1994, '3.10', 'fileurl'],
      ['rfc8089', 2017, '2', 'file-URI'],
    ]);
  });
});

describe('RFC 8089 §2', () => {
  it('the authority, with its "//", is optional (Appendix A)', () => {
    expect(parseScheme('file:/path/to/file', 'rfc8089').ok).toBe(true);
    expect(parseScheme('file:/path/to/file', 'rfc1738').ok).toBe(false);
    const [d] = compare('file:/path/to/file').schemes!.differences;
    expect(d.values).toEqual({ rfc1738: 'rejected', rfc8089: 'accepted' });
  });
  it('file-auth: "localhost" or a host (RFC 3986 with RFC 6874); PEG: "localhost" only as the whole authority', () => {
    const r = parseScheme('file://localhost/etc/hosts', 'rfc8089');
    expect(r.ok && [r.fields['file-auth'], r.fields.host, r.fields['path-absolute']]).toEqual(['localhost', undefined, '/etc/hosts']);
    const h = parseScheme('file://localhostx/a', 'rfc8089');
    expect(h.ok && h.fields.host).toBe('localhostx');
    expect(parseScheme('file://[fe80::1%25eth0]/a', 'rfc8089').ok).toBe(true);
  });
  it('no userinfo, no drive letter with "|", no UNC path without the option', () => {
    for (const input of ['file://u@h/a', 'file:///c|/a', 'file:c:/a', 'file:////host/share']) expect(parseScheme(input, 'rfc8089').ok).toBe(false);
  });
});

describe('RFC 8089 Appendix E (option appendixE)', () => {
  const e = { appendixE: true };
  it('E.2: drive letters, with ":" or "|"', () => {
    const r = parseScheme('file:c:/path/to/file', 'rfc8089', e);
    expect(r.ok && [r.fields['drive-letter'], r.fields['path-absolute']]).toEqual(['c:', '/path/to/file']);
    const bar = parseScheme('file:///c|/path/to/file', 'rfc8089', e);
    expect(bar.ok && [bar.fields['drive-letter'], bar.fields['path-absolute']]).toEqual(['c|', '/path/to/file']);
  });
  it('E.3.2: a UNC string after an empty authority, with two or three slashes', () => {
    for (const input of ['file:////host.example.com/path/to/file', 'file://///host.example.com/path/to/file']) {
      const r = parseScheme(input, 'rfc8089', e);
      expect(r.ok && [r.fields['file-host'], r.fields['path-absolute']]).toEqual(['host.example.com', '/path/to/file']);
    }
    // PEG: three slashes only when a path follows the file-host ("//" "" "/x" otherwise, as the ABNF)
    const empty = parseScheme('file://///x', 'rfc8089', e);
    expect(empty.ok && [empty.fields['file-host'], empty.fields['path-absolute']]).toEqual(['', '/x']);
  });
  it('E.1: a userinfo; E.3.1 inline-IP', () => {
    expect(parseScheme('file://user@host/a', 'rfc8089', e).ok).toBe(true);
    expect(checkRule('rfc8089', 'inline-IP', '%5B::1%5D', e)).toBeUndefined();
  });
  it('is RFC 8089\'s option alone', () => {
    expect(() => parseScheme('http://h/', 'rfc9110', e)).toThrow(RangeError);
  });
});

describe("the RFC's own examples, at their lines", () => {
  const b = examples(section('rfc8089.txt', 'Appendix B.  Example URIs', 'Appendix C.'));
  const f = examples(section('rfc8089.txt', 'Appendix F.  Collected Nonstandard Rules', 'Author'));
  it('finds them', () => {
    expect(b.map((x) => x.uri)).toEqual(['file:///path/to/file', 'file:/path/to/file', 'file://host.example.com/path/to/file']);
    expect(f.length).toBe(9);
    expect(rfcText('rfc8089.txt')).toContain('"file:c:/path/to/file"');
  });
  it.each(b)('Appendix B (+$line): $uri is a §2 file-URI', ({ uri }) => {
    expect(parseScheme(uri, 'rfc8089').ok).toBe(true);
  });
  it.each(f)('Appendix F (+$line): $uri is a file-URI with Appendix E', ({ uri }) => {
    expect(parseScheme(uri, 'rfc8089', { appendixE: true }).ok).toBe(true);
  });
});
