/**
 * Resolution by RFC 1630's partial-form rules: the RFC's own examples (checked against its text),
 * each rule on its own, relativize(), resolveAll()'s column, and the RFC 3986 §5.4 examples with
 * where RFC 1630's answer differs from RFC 3986's.
 */
import fc from 'fast-check';
import { readFileSync } from 'fs';
import { join } from 'path';
import { relativize, resolve, resolveAll } from '../../src/index';
import { removeDots, slashRun, split1630 } from '../../src/resolve/rfc1630';
import { RFC1630_CONTEXTS, RFC1630_EXAMPLES, RFC1630_ON_3986 } from '../fixtures/resolve/rfc1630';
import { RFC3986_BASE, RFC3986_EXAMPLES } from '../fixtures/resolve/rfc3986';

const LINES = readFileSync(join(__dirname, '../fixtures/rfcs/rfc1630.txt'), 'utf8').split('\n');

describe('the examples of RFC 1630 "Partial (relative) form"', () => {
  it.each(RFC1630_EXAMPLES.map((e) => [e.reference, e.target, e.line] as const))('%s → %s (line %d of the RFC)', (reference, target, line) => {
    expect(LINES[line - 1].trim().split(/\s+/)).toEqual([reference, target]);
    // "and in the context of the URI magic://a/b/c//d/e/ the results would be exactly the same"
    for (const context of RFC1630_CONTEXTS) expect(resolve(context, reference, 'rfc1630')).toBe(target);
  });
  it('the contexts are the RFC\'s', () => {
    expect(LINES.slice(580, 610).join('\n')).toContain('magic://a/b/c//d/e/f');
    expect(LINES.slice(580, 610).join('\n')).toContain('magic://a/b/c//d/e/');
  });
});

describe('each rule', () => {
  it('an absolute form has a colon before any slash; a partial form has none', () => {
    expect(split1630('g:h').scheme).toBe('g');
    expect(split1630('a/b:c').scheme).toBeUndefined();
    expect(resolve('x://a/b', 'a/b:c', 'rfc1630')).toBe('x://a/a/b:c');
    expect(resolve('x://a/b', 'x:y', 'rfc1630')).toBe('x:y'); // the same scheme given: absolute
  });
  it('slash counting: the first run of exactly as many slashes', () => {
    expect(slashRun('//a/b/c//d/e/f', 1)).toBe(3);
    expect(slashRun('//a/b/c//d/e/f', 2)).toBe(0);
    expect(slashRun('//a/b/c//d/e/f', 3)).toBe(-1);
    expect(resolve('magic://a/b/c//d/e/f', '///g', 'rfc1630')).toBe('magic:///g');
  });
  it('a context with no such run keeps its scheme only, with a warning', () => {
    const all = resolveAll('magic://a/b', '///g');
    expect(all.rfc1630.ok && all.rfc1630.target).toBe('magic:///g');
    expect(all.rfc1630.ok && all.rfc1630.warnings.map((w) => w.code)).toContain('partial-no-slash-run');
  });
  it('the last part of the context path (after its rightmost slash) is replaced; search and fragment-id are not path', () => {
    expect(resolve('x:/a/b?c/d#e/f', 'g', 'rfc1630')).toBe('x:/a/g');
    expect(resolve('news:comp.x', 'g', 'rfc1630')).toBe('news:g');
  });
  it('"xxx/../" and "/." removed recursively, complete elements only', () => {
    expect(removeDots('/a/b/../../c')).toBe('/c');
    expect(removeDots('/a/./b/.')).toBe('/a/b');
    expect(removeDots('/a/..')).toBe('/a/..');
    expect(removeDots('/a/../')).toBe('/');
    expect(removeDots('/a.b/../c')).toBe('/c');
    expect(removeDots('/a/.b/..c/d')).toBe('/a/.b/..c/d');
    // a void element is a path element ("The trailing slash indicates a void segment"), the one before a leading "/" too
    expect(removeDots('/../../a/../b')).toBe('../b');
    expect(removeDots('//a/../g')).toBe('//g');
  });
});

/** The rule read literally: remove one "/." or one "xxx/../" at a time, until none is left ("recursively removed"). */
function removeDotsOneAtATime(path: string): string {
  let elements = path.split('/');
  for (;;) {
    const dot = elements.findIndex((e, i) => i > 0 && e === '.');
    if (dot >= 0) {
      elements = [...elements.slice(0, dot), ...elements.slice(dot + 1)];
      continue;
    }
    const pair = elements.findIndex((e, i) => e !== '..' && elements[i + 1] === '..' && i + 2 < elements.length);
    if (pair < 0) return elements.join('/');
    elements = [...elements.slice(0, pair), ...elements.slice(pair + 2)];
  }
}

describe('removeDots, in one pass, is the rule applied one removal at a time', () => {
  it('on paths of ".", "..", void and named elements', () => {
    const path = fc.array(fc.constantFrom('', '.', '..', 'a', 'b'), { maxLength: 12 }).map((a) => a.join('/'));
    fc.assert(fc.property(path, (p) => removeDots(p) === removeDotsOneAtATime(p)), { numRuns: 5000, seed: 1630 });
  });
});

describe('RFC 3986 §5.4 examples under RFC 1630', () => {
  const rfc3986 = new Map(RFC3986_EXAMPLES.filter((e) => e.strict !== false).map((e) => [e.reference, e.target]));
  it('covers every strict example', () => {
    expect(RFC1630_ON_3986.map((r) => r.reference)).toEqual([...rfc3986.keys()]);
  });
  it.each(RFC1630_ON_3986.map((r) => [r.reference, r] as const))('%j', (reference, row) => {
    expect(resolve(RFC3986_BASE, reference, 'rfc1630')).toBe(row.rfc1630);
    // a reason is given exactly where the answer differs from RFC 3986's
    expect([reference, row.why === '']).toEqual([reference, row.rfc1630 === rfc3986.get(reference)]);
  });
});

describe('the RFC 1630 table of docs/resolution.md', () => {
  const page = readFileSync(join(__dirname, '../../docs/resolution.md'), 'utf8');
  const section = page.slice(page.indexOf('\n## RFC 1630'));
  const rows = section
    .split('\n')
    .filter((line) => /^\| (`|\(empty\))/.test(line) && line.split(' | ').length === 6)
    .map((line) => line.slice(2, -2).split(' | ').map((cell) => (cell === '(empty)' ? '' : cell.replace(/^`|`$/g, ''))));
  it('lists every row where RFC 1630 differs from RFC 3986, with each edition\'s answer', () => {
    const differing = RFC1630_ON_3986.filter((r) => r.why !== '');
    expect(rows).toEqual(
      differing.map((r) => [r.reference, r.rfc1630, resolve(RFC3986_BASE, r.reference, 'rfc1808'), resolve(RFC3986_BASE, r.reference, 'rfc2396'), resolve(RFC3986_BASE, r.reference, 'rfc3986'), r.why]),
    );
  });
});

describe('relativize and resolveAll', () => {
  it.each(['magic://a/b/c//d/e/g', 'magic://a/g', 'magic://a/b/x/y', 'magic://g'])('relativize to %s resolves back', (target) => {
    const base = 'magic://a/b/c//d/e/f';
    const reference = relativize(base, target, 'rfc1630');
    expect(resolve(base, reference, 'rfc1630')).toBe(target);
    expect(reference.length).toBeLessThanOrEqual(target.length);
  });
  it('relativize gives the RFC\'s own partial forms', () => {
    expect(relativize('magic://a/b/c//d/e/f', 'magic://a/b/c//d/e/g', 'rfc1630')).toBe('g');
    expect(relativize('magic://a/b/c//d/e/f', 'magic://a/g', 'rfc1630')).toBe('/g');
  });
  it('resolveAll has an rfc1630 column; a partial reference is not checked against a grammar', () => {
    const all = resolveAll('http://a/b/c', '../g');
    expect(all.rfc1630).toEqual({ ok: true, target: 'http://a/g', warnings: [] });
  });
  it('with validate, the base must be an RFC 1630 URI', () => {
    expect(() => resolve('http://a/b?x=1', 'g', 'rfc1630', { validate: true })).toThrow(/rfc1630/);
    expect(resolve('http://a/b', 'g', 'rfc1630', { validate: true })).toBe('http://a/g');
    expect(() => resolve('a/b', 'g', 'rfc1630')).toThrow(/not absolute/);
  });
});
