// Builds the package into dist/ (what package.json's "exports" and "bin" name):
//   dist/index.cjs, dist/index.mjs   the library (src/index.ts) bundled once per module format by
//                                    esbuild, its dependencies left as imports;
//   dist/index.d.ts, dist/index.d.mts its declarations, bundled into one self-contained file by
//                                    rollup-plugin-dts (one copy per format: TypeScript reads a .d.ts
//                                    as CommonJS and a .d.mts as ESM in a package without "type");
//   dist/abnf.cjs, dist/abnf.mjs,    the ABNF toolkit (src/abnf/index.ts), the subpath export
//   dist/abnf.d.ts, dist/abnf.d.mts  `uri-editions/abnf`, built the same way (its own copy of the
//                                    kit and the engine it is built on);
//   dist/cli/main.js                 the command (src/cli/main.ts), CommonJS for Node, executable;
//   dist/cli/worker.js               its worker thread for bulk runs with --jobs (src/cli/worker.ts).
// No source maps: the package ships no .ts files for them to point at.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

rmSync(dist, { recursive: true, force: true });

// The one package bundled rather than imported (it is ES-module-only; see README's dependencies):
// its MIT licence asks that its notice travel with every copy, so each bundle holding it starts with it.
const bundledLicense = readFileSync(join(root, 'node_modules', 'get-east-asian-width', 'license'), 'utf8').trim();
const notice = `/*! Includes get-east-asian-width (https://github.com/sindresorhus/get-east-asian-width):\n${bundledLicense.replace(/\*\//g, '* /')}\n*/`;

const common = {
  bundle: true,
  external,
  target: 'es2022',
  logLevel: 'warning',
  absWorkingDir: root,
  legalComments: 'none',
};
const withNotice = { ...common, banner: { js: notice } };
await Promise.all([
  // platform neutral: a Node built-in reachable from the library entry is a build error
  build({ ...withNotice, entryPoints: ['src/index.ts'], platform: 'neutral', format: 'cjs', outfile: 'dist/index.cjs' }),
  build({ ...withNotice, entryPoints: ['src/index.ts'], platform: 'neutral', format: 'esm', outfile: 'dist/index.mjs' }),
  build({ ...common, entryPoints: ['src/abnf/index.ts'], platform: 'neutral', format: 'cjs', outfile: 'dist/abnf.cjs' }),
  build({ ...common, entryPoints: ['src/abnf/index.ts'], platform: 'neutral', format: 'esm', outfile: 'dist/abnf.mjs' }),
  build({ ...withNotice, entryPoints: ['src/cli/main.ts'], platform: 'node', format: 'cjs', outfile: 'dist/cli/main.js' }),
  // the worker thread of `compare --jobs N` (src/cli/bulk/pool.ts loads it from beside main.js)
  build({ ...withNotice, entryPoints: ['src/cli/worker.ts'], platform: 'node', format: 'cjs', outfile: 'dist/cli/worker.js' }),
]);
chmodSync(join(dist, 'cli', 'main.js'), 0o755);

// Declarations: tsc emits them per module into a scratch directory, rollup-plugin-dts joins them.
const scratch = mkdtempSync(join(tmpdir(), 'uri-editions-types-'));
try {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json', '--outDir', scratch], { cwd: root, stdio: 'inherit' });
  for (const [input, name] of [[join(scratch, 'src', 'index.d.ts'), 'index'], [join(scratch, 'src', 'abnf', 'index.d.ts'), 'abnf']]) {
    const bundle = await rollup({ input, plugins: [dts()], external });
    await bundle.write({ file: join(dist, `${name}.d.ts`), format: 'es' });
    await bundle.close();
    copyFileSync(join(dist, `${name}.d.ts`), join(dist, `${name}.d.mts`));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
