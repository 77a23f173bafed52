import { parse, rule } from '../../../src/index';
import type { UriReference } from '../../../src/index';

function read(input: string): Partial<UriReference> | string {
  const r = parse(input, 'rfc3987');
  if (!r.ok) return `rejected at ${r.error.offset}`;
  const { form, scheme, host, hostKind, path, query, fragment } = r.uri;
  return { form, scheme, host, hostKind, path, query, fragment };
}

/**
 * Every place where Parsimmon's ordered choice could change what an RFC 3987 rule matches (the
 * grammar's "PEG:" notes): each is tested with inputs that would go wrong in the RFC's order.
 */
describe('RFC 3987 ordered choice', () => {
  it('ihost: an IPv4address only when no ireg-name character follows it', () => {
    expect(read('http://1.2.3.4/')).toMatchObject({ host: '1.2.3.4', hostKind: 'ipv4' });
    expect(read('http://1.2.3.4.例子/')).toMatchObject({ host: '1.2.3.4.例子', hostKind: 'reg-name' });
    expect(read('http://1.2.3.4\u00e9/')).toMatchObject({ host: '1.2.3.4\u00e9', hostKind: 'reg-name' });
    expect(read('http://1.2.3.4\u{20000}/')).toMatchObject({ host: '1.2.3.4\u{20000}', hostKind: 'reg-name' });
    expect(read('http://1.2.3.256/')).toMatchObject({ hostKind: 'reg-name' });
    expect(read('http://[::1]/')).toMatchObject({ host: '[::1]', hostKind: 'ipv6' });
    expect(read('http://[v1.例]/')).toBe('rejected at 11'); // IPvFuture is RFC 3986's: ASCII only
  });

  it('IRI-reference: an IRI first, an irelative-ref otherwise', () => {
    expect(read('a:例')).toMatchObject({ form: 'absolute', scheme: 'a', path: '例' });
    expect(read('例/a:b')).toMatchObject({ form: 'relative', scheme: undefined, path: '例/a:b' });
    expect(read('./例:b')).toMatchObject({ form: 'relative', path: './例:b' });
    expect(read('例:b')).toBe('rejected at 1'); // a colon in the first segment of a relative path
    expect(read('//例/p?q#f')).toMatchObject({ form: 'relative', host: '例', path: '/p', query: 'q', fragment: 'f' });
  });

  it('ihier-part and irelative-part: "//" starts an iauthority, "/" an ipath-absolute', () => {
    expect(read('x://例/')).toMatchObject({ host: '例', path: '/' });
    expect(read('x:/例')).toMatchObject({ host: undefined, path: '/例' });
    expect(read('x:例/')).toMatchObject({ host: undefined, path: '例/' });
    expect(read('x:')).toMatchObject({ path: '' });
  });

  it('ipath: each of its five forms, though ipath-abempty (which matches "") comes first', () => {
    const ipath = rule('rfc3987', 'ipath');
    for (const s of ['', '/', '/例/b', '//例', '例', '例/b:c', 'a:b']) expect([s, ipath.parse(s).status]).toEqual([s, true]);
  });

  it('iquery admits iprivate and ifragment does not', () => {
    expect(read('http://h/?\ue000\u{F0000}\u{10FFFD}')).toMatchObject({ query: '\ue000\u{F0000}\u{10FFFD}' });
    expect(read('http://h/#\ue000')).toBe('rejected at 10');
  });

  it('spans are UTF-16 offsets of the input (a character beyond U+FFFF counts two)', () => {
    const r = parse('http://例子.卷筒纸/\u{1F600}?q#f', 'rfc3987');
    expect(r.ok && r.uri.spans).toEqual({
      scheme: [0, 4],
      authority: [7, 13],
      host: [7, 13],
      path: [13, 16],
      query: [17, 18],
      fragment: [19, 20],
    });
  });
});
