/** resolve() gives the grammar's verdicts through onWarning, as resolveAll() gives them in its warnings. */
import { resolve, resolveAll } from '../../src/index';
import type { Warning } from '../../src/index';

describe("resolve()'s warnings", () => {
  it('an IRI base under an ASCII edition: base-not-derivable, as resolveAll says', () => {
    const seen: Warning[] = [];
    expect(resolve('http://例子/a/b', '../x', 'rfc3986', { onWarning: (w) => seen.push(w) })).toBe('http://例子/x');
    expect(seen.map((w) => w.code)).toContain('base-not-derivable');
    const all = resolveAll('http://例子/a/b', '../x').rfc3986;
    expect(all.warnings?.map((w) => w.code)).toContain('base-not-derivable');
  });

  it('none for the IRI edition, nor for an ASCII base', () => {
    const seen: Warning[] = [];
    resolve('http://例子/a/b', '../x', 'rfc3987', { onWarning: (w) => seen.push(w) });
    resolve('http://a/b/c', '../x', 'rfc3986', { onWarning: (w) => seen.push(w) });
    expect(seen).toEqual([]);
  });
});
