/**
 * data (RFC 2397 §3) and tel (RFC 3966 §3): the inventories read from the vendored texts, the
 * productions where ordered choice matters, and each RFC's examples at their lines.
 */
import { checkRule, parseScheme, rule, schemes } from '../../src/index';
import { OWN_RULES as OWN_2397 } from '../../grammars/rfc2397';
import { OWN_RULES as OWN_3966 } from '../../grammars/rfc3966';
import { lineOf, rfcText, section } from './rfc-text';

describe('RFC 2397', () => {
  it('§3 defines dataurl, mediatype, data, parameter (with ":=")', () => {
    const text = section('rfc2397.txt', '3. Syntax', '4. Examples');
    expect([...text.matchAll(/^ +([a-z]+) +:=/gm)].map((m) => m[1])).toEqual([...OWN_2397]);
    expect(schemes.data.map((s) => s.name)).toEqual(['rfc2397']);
  });
  it('reads the mediatype, its parameters, ";base64" and the data', () => {
    const r = parseScheme('data:text/plain;charset=US-ASCII;base64,SGVsbG8=', 'rfc2397');
    expect(r.ok && r.fields).toEqual({
      mediatype: 'text/plain;charset=US-ASCII',
      type: 'text',
      subtype: 'plain',
      parameters: [['charset', 'US-ASCII']],
      base64: ';base64',
      data: 'SGVsbG8=',
    });
  });
  it('PEG: ";base64" is not a parameter (no "="); a parameter named base64 is one', () => {
    const r = parseScheme('data:;base64=x,abc', 'rfc2397');
    expect(r.ok && [r.fields.parameters, r.fields.base64]).toEqual([[['base64', 'x']], undefined]);
    expect(checkRule('rfc2397', 'mediatype', 'text/plain;a=b;c=d')).toBeUndefined();
  });
  it('the "," is required; a tspecial in a token must be escaped', () => {
    expect(parseScheme('data:text/plain', 'rfc2397').ok).toBe(false);
    expect(parseScheme('data:text/plain;a=(b),x', 'rfc2397').ok).toBe(false);
    expect(parseScheme('data:text/plain;a=%28b%29,x', 'rfc2397').ok).toBe(true);
  });
  it.each([
    ['                          data:,A%20brief%20note', true],
    ['      data:text/plain;charset=iso-8859-7,%be%fg%be', false],
  ] as const)('§4 example at its line: %s (accepted: %s)', (line, accepted) => {
    expect(lineOf('rfc2397.txt', `\n${line}\n`)).toBeGreaterThan(0);
    // ("%fg" is no escape: RFC 2396's escaped is "%" hex hex)
    expect(parseScheme(line.trim(), 'rfc2397').ok).toBe(accepted);
  });
  it('§4: the image example, its lines joined', () => {
    const text = rfcText('rfc2397.txt');
    const start = text.indexOf('SRC="') + 5;
    const uri = text.slice(start, text.indexOf('"', start)).replace(/\s+/g, '');
    const r = parseScheme(uri, 'rfc2397');
    expect(r.ok && [r.fields.type, r.fields.subtype, r.fields.base64]).toEqual(['image', 'gif', ';base64']);
  });
});

describe('RFC 3966', () => {
  it('§3 defines its productions in order', () => {
    const text = section('rfc3966.txt', '3.  URI Syntax', '4.  URI Comparisons');
    expect([...text.matchAll(/^ {3}([a-z-]+) +=/gm)].map((m) => m[1])).toEqual([...OWN_3966]);
    expect(schemes.tel.map((s) => s.name)).toEqual(['rfc3966']);
  });
  it('global and local numbers; a local number needs its context', () => {
    const g = parseScheme('tel:+1-201-555-0123;ext=1234', 'rfc3966');
    expect(g.ok && [g.fields['global-number-digits'], g.fields.extension]).toEqual(['+1-201-555-0123', '1234']);
    expect(parseScheme('tel:7042', 'rfc3966').ok).toBe(false);
    const l = parseScheme('tel:7042;isub=x1;phone-context=example.com;a=b', 'rfc3966');
    expect(l.ok && [l.fields['local-number-digits'], l.fields['isdn-subaddress'], l.fields.descriptor, l.fields.parameters]).toEqual([
      '7042',
      'x1',
      'example.com',
      [['a', 'b']],
    ]);
  });
  it.each([
    ['tel:+1;ext=2;a=b;c=d', undefined],
    ['tel:1;isub=x;phone-context=+1;a=b', undefined],
    ['tel:+1;a=b;ext=2', 'the isdn-subaddress or extension MUST appear first'],
    ['tel:1;a=b;phone-context=+1', 'the context MUST come before the other parameters'],
    ['tel:+1;c=d;a=b', 'the parameters after the context MUST be in lexicographical order ("c" before "a")'],
    ['tel:+1;a=b;A=c', '"a" MUST NOT appear more than once'],
    ['tel:1;phone-context=+1;phone-context=+2', '"phone-context" MUST NOT appear more than once'],
  ])('§3\'s order and uniqueness of parameters: %s', (uri, why) => {
    const r = parseScheme(uri, 'rfc3966');
    expect(r.ok ? undefined : r.error.note).toBe(why === undefined ? undefined : `RFC 3966 §3: ${why}`);
  });
  it('PEG: *par stops at ";phone-context="; global-number-digits needs a DIGIT; labels as RFC 2396\'s', () => {
    expect(checkRule('rfc3966', 'local-number', '12;a=b;phone-context=+1-2;c')).toBeUndefined();
    expect(checkRule('rfc3966', 'global-number-digits', '+--1')).toBeUndefined();
    expect(checkRule('rfc3966', 'global-number-digits', '+--')).toBeDefined();
    expect(checkRule('rfc3966', 'domainname', 'a-b.example.com.')).toBeUndefined();
    expect(checkRule('rfc3966', 'domainname', 'example.1com')).toBeDefined();
    expect(rule('rfc3966', 'phonedigit').parse('').status).toBe(true); // DIGIT / [ visual-separator ]
  });
  it.each([
    '   tel:+1-201-555-0123: This URI',
    '   tel:7042;phone-context=example.com: The URI',
    '   tel:863-1234;phone-context=+1-914-555: The URI',
    '          tel:1234;phone-context=munich.example.com',
  ])('§5 and §6 examples at their lines: %s', (line) => {
    expect(lineOf('rfc3966.txt', `\n${line}`)).toBeGreaterThan(0);
    const uri = line.trim().replace(/: The URI$|: This URI$/, '');
    expect(parseScheme(uri, 'rfc3966').ok).toBe(true);
  });
});
