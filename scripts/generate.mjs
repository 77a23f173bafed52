// `npm run generate`: compiles every grammar build of src/editions/grammar-sources.ts into its module
// in src/generated (scripts/generated-modules.ts says how), the modules the editions run on. Run it
// after changing a grammar in grammars/ or the compiler in src/engine/compile, and commit the result:
// test/engine/generated.test.ts fails while a committed module differs from a fresh generation.
// `--check`: write nothing, list the modules that differ, exit 1 if any does.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const scratch = mkdtempSync(join(tmpdir(), 'uri-editions-generate-'));
try {
  const outfile = join(scratch, 'generated-modules.cjs');
  await build({
    entryPoints: [join(root, 'scripts', 'generated-modules.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
    absWorkingDir: root,
  });
  const { generatedModules, GENERATED_DIR } = createRequire(import.meta.url)(outfile);
  const files = generatedModules();
  const dir = join(root, GENERATED_DIR);
  if (!existsSync(dir)) mkdirSync(dir);
  const wanted = new Set(files.map((f) => join(root, f.path)));
  const stale = readdirSync(dir).map((f) => join(dir, f)).filter((f) => f.endsWith('.ts') && !wanted.has(f));
  const differing = files.filter((f) => !existsSync(join(root, f.path)) || readFileSync(join(root, f.path), 'utf8') !== f.text);
  if (check) {
    for (const f of differing) console.error(`differs from a fresh generation: ${f.path}`);
    for (const f of stale) console.error(`generated from no grammar build: ${f}`);
    process.exitCode = differing.length + stale.length > 0 ? 1 : 0;
  } else {
    for (const f of differing) writeFileSync(join(root, f.path), f.text);
    for (const f of stale) rmSync(f);
    console.log(`${files.length} generated modules in ${GENERATED_DIR}: ${differing.length} written, ${stale.length} removed`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
