/**
 * The source tree's shape, checked so that it cannot drift back: imports run one way between the
 * layers, with no cycle (dependency-cruiser, .dependency-cruiser.cjs); grammars/ holds the RFC
 * grammars only; no module in src/ grows past 400 lines (src/generated aside); nothing refers outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('the source tree', () => {
  it('imports run one way between the layers, with no cycle (dependency-cruiser)', () => {
    const bin = join(ROOT, 'node_modules/.bin/depcruise');
    let out: string;
    try {
      out = execFileSync(bin, ['grammars', 'src', 'web/src', '--config', '.dependency-cruiser.cjs'], { cwd: ROOT, encoding: 'utf8' });
    } catch (error) {
      throw new Error(`dependency-cruiser found violations:\n${(error as { stdout?: string }).stdout ?? String(error)}`);
    }
    expect(out).toMatch(/no dependency violations found/);
  });

  it('grammars/ holds the RFC grammars only: one rfcNNNN.ts per RFC', () => {
    const names = readdirSync(join(ROOT, 'grammars'));
    expect(names.filter((n) => !/^rfc\d{4}\.ts$/.test(n))).toEqual([]);
  });

  it('no module in src/ is over 400 lines (the generated grammars of src/generated aside: nobody edits them)', () => {
    const long = files(join(ROOT, 'src'))
      .filter((f) => f.endsWith('.ts') && !relative(ROOT, f).startsWith('src/generated/'))
      .map((f) => [relative(ROOT, f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });

  it('no source, test, script or document refers to files outside the repository', () => {
    const checked = ['grammars', 'src', 'test', 'bench', 'web', 'docs', '.ci']
      .flatMap((d) => files(join(ROOT, d)))
      .concat([join(ROOT, 'README.md'), join(ROOT, 'package.json')])
      .filter((f) => /\.(ts|js|mjs|cjs|md|json|html|css)$|\/run$/.test(f) && !f.includes('/fixtures/'))
      .filter((f) => !f.endsWith('layers.test.ts'));
    const outside = /\.\.\/shared|shared\/rfcs|DESIGN\.md|PERFORMANCE\.md/;
    const hits = checked.filter((f) => outside.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f));
    expect(hits).toEqual([]);
  });
});
