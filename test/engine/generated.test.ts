/**
 * The generated grammar modules (src/generated) are an artifact of grammars/, never edited by hand:
 * each committed module is exactly what `npm run generate` writes from the grammar-sources registry
 * today, there is one per registered build and no other, and each says at its top that it is
 * generated and from what.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, generatedModules } from '../../scripts/generated-modules';
import { GENERATED_SOURCES } from '../../src/editions/grammar-sources';

const root = join(__dirname, '..', '..');
const fresh = generatedModules();

describe('src/generated', () => {
  it('holds one module per grammar build, and nothing else', () => {
    const committed = readdirSync(join(root, GENERATED_DIR)).filter((f) => f.endsWith('.ts')).sort();
    expect(committed).toEqual(fresh.map((f) => f.path.slice(GENERATED_DIR.length + 1)).sort());
    expect(fresh).toHaveLength(GENERATED_SOURCES.length);
  });

  it.each(fresh.map((f) => [f.path, f] as const))('%s is what `npm run generate` writes (run it after changing a grammar)', (path, f) => {
    const committed = readFileSync(join(root, path), 'utf8');
    // a whole-file comparison; on a difference, say where, not 300 KB of text
    if (committed !== f.text) {
      const a = committed.split('\n');
      const b = f.text.split('\n');
      const line = a.findIndex((l, k) => l !== b[k]);
      expect({ path, line: line + 1, committed: a[line], fresh: b[line] }).toEqual({ path, line: 0, committed: undefined, fresh: undefined });
    }
    expect(committed.startsWith('/*\n * GENERATED FILE — do not edit.')).toBe(true);
  });

  it('says in each header which grammar file and call it was compiled from', () => {
    for (const source of GENERATED_SOURCES) {
      const f = fresh.find((x) => x.text.includes(`The grammar ${JSON.stringify(source.id)},`))!;
      expect(f.text).toContain(` * from ${source.file}: ${source.call}.`);
    }
  });
});
