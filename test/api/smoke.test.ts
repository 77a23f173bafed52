import { editions, parse } from '../../src/index';

describe('package root', () => {
  it('parses the README example under the default edition', () => {
    const r = parse('http://www.example.com:81/a/b.html?user=Alice&year=2049#heading');
    expect(r.ok && r.uri.host).toBe('www.example.com');
    expect(r.edition).toBe('rfc3986');
  });
  it('lists the implemented editions oldest first', () => {
    const names = editions.map((e) => e.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('rfc3986');
  });
});
