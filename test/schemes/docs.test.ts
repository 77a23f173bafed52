/**
 * The examples of docs/schemes/*.md, evaluated: each line `call; // result` of a ```ts block must
 * give that result; every page of the folder has some, and every scheme of the registry has a page.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '../../src/index';

const DIR = join(__dirname, '../../docs/schemes');
const pages = readdirSync(DIR).filter((f) => f.endsWith('.md'));
const names = Object.keys(api);
const evaluate = (code: string): unknown => new Function(...names, `return (${code});`)(...names.map((n) => (api as Record<string, unknown>)[n]));

function examples(page: string): [string, string][] {
  const text = readFileSync(join(DIR, page), 'utf8');
  const out: [string, string][] = [];
  for (const block of text.matchAll(/```ts\n([\s\S]*?)```/g)) {
    for (const line of block[1].split('\n')) {
      const m = /^(?!import)(.+?);\s*\/\/\s*(.+?)$/.exec(line);
      if (m) out.push([m[1].trim(), m[2].trim()]);
    }
  }
  return out;
}

describe('docs/schemes', () => {
  it('has a page for every scheme family, each with examples', () => {
    expect(pages.sort()).toEqual(['README.md', 'file.md', 'http.md', 'mailto.md', 'news.md', 'others.md', 'successors.md', 'urn.md']);
    for (const page of pages) expect(examples(page).length).toBeGreaterThanOrEqual(5);
    const index = readFileSync(join(DIR, 'README.md'), 'utf8');
    for (const scheme of Object.keys(api.schemes)) expect(index).toMatch(new RegExp(`\\b${scheme}\\b`));
  });
  describe.each(pages)('%s', (page) => {
    it.each(examples(page))('%s → %s', (call, result) => {
      expect(evaluate(call)).toEqual(evaluate(result));
    });
  });
});
