/**
 * normalize()/equivalent() under RFC 1630: escapes of characters that are not reserved decoded
 * (Example 1), nothing else — and docs/normalization.md's RFC 1630 examples, evaluated.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import * as api from '../../../src/index';
import { equivalent, normalize } from '../../../src/index';

describe('normalize, rfc1630', () => {
  it('decodes the escapes of characters that are not reserved, in uppercase hex otherwise', () => {
    expect(normalize('http://info.cern.ch/albert/bertram/marie%2Dclaude', 'rfc1630')).toBe('http://info.cern.ch/albert/bertram/marie-claude');
    expect(normalize('http://h/a%2fb%2e%2a%21%40', 'rfc1630')).toBe('http://h/a%2Fb%2E%2A%21%40');
    expect(normalize('http://h/%41%7e', 'rfc1630')).toBe('http://h/A%7E'); // "~" is national: kept encoded
  });
  it('is silent on scheme and host case, ports and dot-segments', () => {
    expect(normalize('HTTP://H/./a/../b', 'rfc1630')).toBe('HTTP://H/./a/../b');
    expect(normalize('http://H:80/', 'rfc1630')).toBe('http://H:80/');
    expect(equivalent('http://a/b', 'http://A/b', 'rfc1630')).toBe(false);
  });
  it('is idempotent, and its result is an RFC 1630 URI', () => {
    for (const s of ['http://h/%2D%40?a%2Bb#%41', 'ftp://u%40h/x', 'news:a%41@b', 'x:%7E/%2e']) {
      const once = normalize(s, 'rfc1630');
      expect(normalize(once, 'rfc1630')).toBe(once);
      expect(api.parse(once, 'rfc1630').ok).toBe(true);
    }
  });
  it("docs/normalization.md's RFC 1630 examples hold", () => {
    const page = readFileSync(join(__dirname, '../../../docs/normalization.md'), 'utf8');
    const part = page.slice(page.indexOf('`rfc1630` (RFC 1630'));
    const block = /```ts\n([\s\S]*?)```/.exec(part)![1];
    const names = Object.keys(api);
    const evaluate = (code: string): unknown => new Function(...names, `return (${code});`)(...names.map((n) => (api as Record<string, unknown>)[n]));
    const lines = block.split('\n').filter((l) => l.includes('//'));
    expect(lines.length).toBe(4);
    for (const line of lines) {
      const [call, result] = line.split(/;\s*\/\/\s*/);
      expect([call, evaluate(call)]).toEqual([call, evaluate(result)]);
    }
  });
});
