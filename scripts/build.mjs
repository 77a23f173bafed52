// Builds the package into dist/ (what package.json's "exports" and "bin" name). The grammars are
// compiled before this, by `npm run generate` (src/generated, committed): nothing here compiles one.
//   dist/index.cjs, dist/abnf.cjs,   the library (src/index.ts), the ABNF toolkit (src/abnf/index.ts)
//   dist/rfc….cjs                    and each edition's entry point (src/entries/rfc….ts: every file
//                                    there is one) bundled per entry for CommonJS by esbuild, their
//                                    dependencies left as imports;
//   dist/index.mjs, dist/abnf.mjs,   the same entries as ES modules that keep the source's modules
//   dist/rfc….mjs, dist/esm/…        apart (one .mjs per source module under dist/esm, imports
//                                    rewritten to them), so that a bundler with the package's
//                                    "sideEffects": false keeps only the modules a program reaches;
//   dist/*.d.ts, dist/*.d.mts        each entry's declarations, bundled into one self-contained file
//                                    by rollup-plugin-dts (one copy per format: TypeScript reads a
//                                    .d.ts as CommonJS and a .d.mts as ESM in a package without "type");
//   dist/generated/*.cjs             the grammars compiled at build time (src/generated), one file each
//                                    (also under dist/esm), without white space: they are most of the
//                                    bytes, and bytes are what loading costs;
//   dist/cli/main.js                 the command (src/cli/main.ts), CommonJS for Node, executable;
//   dist/cli/worker.js               its worker thread for bulk runs with --jobs (src/cli/worker.ts).
// No source maps: the package ships no .ts files for them to point at.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

rmSync(dist, { recursive: true, force: true });

// Nothing is bundled from node_modules: the Unicode tables the library reads (terminal widths, bidi
// directions) are generated from its devDependencies into src/model (scripts/generate-unicode-tables.mjs),
// and its runtime dependencies stay imports (`external`).

/** The entry points: name in dist/ → source. Every src/entries/rfc….ts is one (adding an edition's entry is adding its file). */
const editionEntries = readdirSync(join(root, 'src', 'entries'))
  .filter((f) => /^rfc\d+\.ts$/.test(f))
  .map((f) => [f.slice(0, -3), `src/entries/${f}`]);
const entries = [['index', 'src/index.ts'], ['abnf', 'src/abnf/index.ts'], ...editionEntries];
const isEdition = (name) => editionEntries.some(([n]) => n === name);

const common = {
  bundle: true,
  external,
  target: 'es2022',
  logLevel: 'warning',
  absWorkingDir: root,
  legalComments: 'none',
};

/** Every module of the library (what the ES module build may reach): src/ but the CLI, and grammars/. */
function libraryModules(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const path = `${dir}/${d.name}`;
    if (d.isDirectory()) return path === 'src/cli' ? [] : libraryModules(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where the ES module build puts a source module: an entry at dist/<name>.mjs, every other under dist/esm/. */
const entryOut = new Map(entries.map(([name, src]) => [join(root, src), join(dist, `${name}.mjs`)]));
const esmOut = (abs) => entryOut.get(abs) ?? join(dist, 'esm', relative(root, abs).replace(/\.ts$/, '.mjs'));
const relativeImport = (from, to) => {
  const rel = relative(dirname(from), to).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** esbuild plugin: each import of a module of ours stays an import, of that module's own output file. */
const keepModulesApart = {
  name: 'keep-modules-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\.?(\/|$)/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData?.inner) return undefined;
      const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
      if (r.errors.length > 0) return { errors: r.errors };
      return { path: relativeImport(esmOut(args.importer), esmOut(r.path)), external: true };
    });
  },
};

/**
 * The generated grammar modules (src/generated) are most of the library's bytes, and a module's bytes
 * are what loading it costs (V8 parses them): they are built apart, without white space (names kept:
 * a matcher's r_<rule> in a profile), and every other file imports them — for CommonJS, from
 * dist/generated/<name>.cjs.
 */
const isGenerated = (src) => src.startsWith('src/generated/');
const minified = { minifyWhitespace: true, minifySyntax: true };
/**
 * For CommonJS, an import of a generated module becomes a stand-in holding its meta (what an edition
 * reads when it is loaded) whose modes require dist/generated/<name>.cjs when first called: loading
 * the package parses only the grammars a program uses (a scheme specification's when a string of
 * its scheme is read, an option set's when it is given). The modules named in `inline` are bundled
 * as they are instead: an edition's entry point holds its edition's first build (every call of the
 * entry runs it; one file fewer to find and read, and the engine's runtime not twice).
 */
const generatedCjs = (outDir, inline = []) => ({
  name: 'generated-apart',
  setup(b) {
    b.onResolve({ filter: /[\\/]generated[\\/][^\\/]+$/ }, async (args) => {
      if (args.pluginData?.inner || args.namespace === 'lazy-generated') return undefined;
      const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
      if (r.errors.length > 0 || !isGenerated(relative(root, r.path).split(sep).join('/'))) return undefined;
      const name = relative(join(root, 'src', 'generated'), r.path).replace(/\.ts$/, '');
      if (inline.includes(name)) return r;
      return { path: name, namespace: 'lazy-generated', pluginData: { file: relativeImport(join(outDir, 'x'), join(dist, 'generated', `${name}.cjs`)) } };
    });
    b.onResolve({ filter: /generated\/[^/]+\.cjs$/, namespace: 'lazy-generated' }, (args) => ({ path: args.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-generated' }, (args) => {
      const { meta, texts } = requireFromHere(join(dist, 'generated', `${args.path}.cjs`));
      const file = JSON.stringify(args.pluginData.file);
      const base = inline.find((name) => args.path.startsWith(`${name}-`));
      return {
        loader: 'js',
        resolveDir: root,
        contents: (base === undefined ? `let m;\nconst load = () => (m ??= require(${file}));\n` : lendInlined(base, args.pluginData.file)) +
          `export const meta = ${JSON.stringify(meta)};\nexport function texts() { return ${JSON.stringify(texts())}; }\n` +
          ['validate', 'fast', 'explain'].map((mode) => `export function ${mode}(...a) { return load().${mode}(...a); }`).join('\n'),
      };
    });
  },
});
/**
 * The loading of an option build (dist/generated/<base>-<option>.cjs) from an entry that holds the
 * option's first build inlined (an edition entry): the option's file requires its first build's file
 * and the engine's runtime (dist/generated/<base>.cjs, engine.cjs), which this entry already holds,
 * so before requiring it the entry puts its own copies in Node's module cache under those files'
 * names (`require.cache`: adding entries is part of Node's API) — the option build then runs on the
 * entry's first build and runtime, not on a second copy of each. An entry already there (the main
 * entry loaded the file) is left as it is; where there is no such cache (not Node), the files load.
 */
const lendInlined = (base, file) => {
  const sibling = (name) => JSON.stringify(file.replace(/[^/]+\.cjs$/, `${name}.cjs`));
  return [
    `import * as base from ${JSON.stringify(`./src/generated/${base}`)};`,
    ...GENERATED_ENGINE.map((m, i) => `import * as engine${i} from ${JSON.stringify(`./${m}`)};`),
    'let m;',
    'const lend = () => {',
    `  const lent = [[${sibling(base)}, base], [${sibling('engine')}, { ${GENERATED_ENGINE.map((_, i) => `...engine${i}`).join(', ')} }]];`,
    '  if (typeof require.resolve !== "function" || typeof require.cache !== "object" || require.cache === null) return;',
    '  for (const [name, exports] of lent) { const f = require.resolve(name); require.cache[f] ??= { id: f, filename: f, loaded: true, exports, children: [], paths: [] }; }',
    '};',
    `const load = () => (m ??= (lend(), require(${JSON.stringify(file)})));`,
    '',
  ].join('\n');
};
const requireFromHere = createRequire(import.meta.url);
/**
 * For CommonJS, a generated module's import of a sibling (an option build's of its grammar's first
 * build, whose factories it runs in) stays a require of that sibling's file, not a second copy; and
 * its imports of the engine's runtime (GENERATED_ENGINE: the tables, the fused regexps, the explain
 * table's interpreter) a require of one file they share, dist/generated/engine.cjs — a comparison
 * loads five grammars, which carried a copy each (6 kB), and V8 optimized each copy's bits() apart.
 */
const GENERATED_ENGINE = ['src/engine/runtime', 'src/engine/explain-table'];
const siblingsApart = {
  name: 'generated-siblings-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/[^/]+$/ }, (args) =>
      isGenerated(relative(root, args.importer).split(sep).join('/')) ? { path: `${args.path}.cjs`, external: true } : undefined,
    );
    b.onResolve({ filter: new RegExp(`^\\.\\./engine/(${GENERATED_ENGINE.map((m) => m.split('/').pop()).join('|')})$`) }, (args) =>
      isGenerated(relative(root, args.importer).split(sep).join('/')) ? { path: args.path, namespace: 'generated-engine' } : undefined,
    );
    b.onResolve({ filter: /^\.\/engine\.cjs$/, namespace: 'generated-engine' }, (args) => ({ path: args.path, external: true }));
    // each binding a variable of the module (a matcher reads HEX in its loop: not through a getter of another module's exports)
    b.onLoad({ filter: /.*/, namespace: 'generated-engine' }, () => ({
      loader: 'js',
      contents: `const e = require('./engine.cjs');\n` + Object.keys(requireFromHere(join(dist, 'generated', 'engine.cjs'))).map((n) => `export const ${n} = e.${n};`).join('\n'),
    }));
  },
};

/**
 * For CommonJS, a dependency that only some functions use is required when one of them is first
 * called, not when the package is loaded: tr46 (IDNA's tables, a 140 kB JSON file and 70 kB of
 * regular expressions) serves iriToUri, uriToIri, a comparison's `iri` and the readers that
 * convert hosts; Parsimmon, rule(), the careful build and the ABNF toolkit — neither parse() nor
 * most comparisons. Each import of one becomes a stand-in: its named functions each require the
 * package on their first call; its default export (Parsimmon's `P`, a function with properties)
 * a proxy that does the same on its first call or property read. (The ES module build imports
 * them; a bundler keeps them only where those functions are reached. The ABNF toolkit's entry,
 * whose every call is Parsimmon's, requires it as it is.)
 */
const LAZY_CJS = { tr46: { named: ['toASCII', 'toUnicode'] }, parsimmon: { default: true } };
const lazyDependencies = {
  name: 'lazy-dependencies',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${Object.keys(LAZY_CJS).join('|')})$`) }, (args) =>
      args.namespace === 'lazy-dependency' ? { path: args.path, external: true } : { path: args.path, namespace: 'lazy-dependency' },
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-dependency' }, (args) => {
      const { named = [], default: hasDefault = false } = LAZY_CJS[args.path];
      const lines = [`let m;`, `const load = () => (m ??= require(${JSON.stringify(args.path)}));`];
      for (const f of named) lines.push(`export function ${f}(...a) { return load().${f}(...a); }`);
      if (hasDefault) {
        lines.push(
          'const target = function () {};',
          'export default new Proxy(target, {',
          '  apply: (_, self, a) => Reflect.apply(load(), self, a),',
          '  get: (_, key) => load()[key],',
          '  has: (_, key) => key in load(),',
          '});',
        );
      }
      return { loader: 'js', contents: lines.join('\n') };
    });
  },
};

/**
 * For CommonJS, a module that only one rarely called function reaches is its own file under
 * dist/lazy/, required on that function's first call: `src` is the module, `out` its file, `named`
 * the functions the library imports from it (each becomes a stand-in; an import of anything else is
 * a build error). The careful build (src/editions/grammar-sources.ts: every grammar as written in
 * grammars/, the Parsimmon kit and the run-time compiler) serves rule() alone; in the main entry it
 * was a third of what loading the package parsed. A lazy file holds its own copy of what it shares
 * with the entry (the kit, parts of the engine), which is only right for modules without state the
 * entry reads: the careful build's cache lives in the lazy file, and the entry never sees it.
 */
const LAZY_MODULES = [
  { src: 'src/editions/grammar-sources.ts', out: 'careful', named: ['sourceGrammar'] },
  // an edition entry's rejections' masking (passwords and secret values hidden in the error's message: ./widest.ts's
  // readings, the secret names, the quoting, the wide-character table): read only with a rejection's error;
  // the main entry, whose redact() and resolve() share these modules, keeps them
  { src: 'src/redact/error-mask.ts', out: 'error-mask', named: ['maskedSyntaxError'], only: isEdition },
];
const lazyModulesApart = (outDir, entry) => ({
  name: 'lazy-modules-apart',
  setup(b) {
    const bySource = new Map(LAZY_MODULES.filter((l) => l.only === undefined || l.only(entry)).map((l) => [join(root, l.src), l]));
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData?.inner || args.namespace === 'lazy-module') return undefined;
      const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
      const lazy = bySource.get(r.path);
      if (r.errors.length > 0 || lazy === undefined) return undefined;
      return { path: lazy.out, namespace: 'lazy-module', pluginData: { file: relativeImport(join(outDir, 'x'), join(dist, 'lazy', `${lazy.out}.cjs`)), named: lazy.named } };
    });
    b.onResolve({ filter: /\.cjs$/, namespace: 'lazy-module' }, (args) => ({ path: args.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => ({
      loader: 'js',
      contents: [`let m;`, `const load = () => (m ??= require(${JSON.stringify(args.pluginData.file)}));`, ...args.pluginData.named.map((f) => `export function ${f}(...a) { return load().${f}(...a); }`)].join('\n'),
    }));
  },
});
/**
 * For CommonJS, the error class a user tests with `instanceof` is one class across every file: each
 * bundle (an entry, a lazy file, the CLI) would otherwise hold its own copy of src/model/errors.ts,
 * and `uri-editions/rfc3986`'s UriSyntaxError would not be the main entry's. So that module, with the
 * state-free ones it needs (the invisible characters' escapes, the terminal columns of its caret
 * line), is one file, dist/shared/errors.cjs, that every CommonJS file requires (Node loads it once)
 * when one of their names is first read: an import of any of them becomes a stand-in whose getters
 * require it. Loading an entry and parsing what it accepts read none (one file fewer to find, read
 * and compile at start-up); a rejection, or the entry's UriSyntaxError export, reads it. The
 * modules-apart ES module build shares the module's one file already.
 */
const SHARED_ERRORS = ['src/model/errors.ts', 'src/model/invisible.ts', 'src/model/columns.ts'];
const sharedErrorsFile = join(dist, 'shared', 'errors.cjs');
const sharedErrors = (outDir) => ({
  name: 'shared-errors',
  setup(b) {
    const sources = new Set(SHARED_ERRORS.map((s) => join(root, s)));
    b.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData?.inner || args.namespace === 'shared-errors') return undefined;
      const r = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { inner: true } });
      return r.errors.length === 0 && sources.has(r.path) ? { path: 'errors', namespace: 'shared-errors' } : undefined;
    });
    b.onResolve({ filter: /\.cjs$/, namespace: 'shared-errors' }, (args) => ({ path: args.path, external: true }));
    // a CommonJS module of getters: esbuild reads a CommonJS module's names where they are used, so the
    // file is required on the first read of any (none when a program's parses all succeed)
    b.onLoad({ filter: /.*/, namespace: 'shared-errors' }, () => ({
      loader: 'js',
      contents: [
        `let e;`,
        `const load = () => (e ??= require(${JSON.stringify(relativeImport(join(outDir, 'x'), sharedErrorsFile))}));`,
        `for (const name of ${JSON.stringify(Object.keys(requireFromHere(sharedErrorsFile)))}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });`,
      ].join('\n'),
    }));
  },
});
const cjsPlugins = (outDir, entry) => [generatedCjs(outDir, isEdition(entry) ? [entry] : []), lazyDependencies, lazyModulesApart(outDir, entry), sharedErrors(outDir)];

const modules = [...libraryModules('src'), ...libraryModules('grammars')];
const esmEntry = (src) => ({ in: src, out: relative(dist, esmOut(join(root, src))).replace(/\.mjs$/, '') });
const esm = { ...common, outdir: 'dist', outExtension: { '.js': '.mjs' }, platform: 'neutral', format: 'esm', plugins: [keepModulesApart] };
// the generated modules for CommonJS first: the entries' stand-ins read their meta from them
// the engine's runtime the generated modules share (for CommonJS; see siblingsApart) first, then the generated modules
await build({ ...common, ...minified, stdin: { contents: GENERATED_ENGINE.map((m) => `export * from './${m}';`).join('\n'), resolveDir: root, loader: 'ts' }, outfile: 'dist/generated/engine.cjs', platform: 'neutral', format: 'cjs' });
// the modules every CommonJS file shares (see sharedErrors), before the files that require them
await build({ ...common, ...minified, stdin: { contents: SHARED_ERRORS.map((m) => `export * from './${m.replace(/\.ts$/, '')}';`).join('\n'), resolveDir: root, loader: 'ts' }, outfile: 'dist/shared/errors.cjs', platform: 'neutral', format: 'cjs' });
await build({ ...common, ...minified, entryPoints: modules.filter(isGenerated), outdir: 'dist/generated', outExtension: { '.js': '.cjs' }, platform: 'neutral', format: 'cjs', plugins: [siblingsApart] });
await Promise.all([
  // CommonJS, one bundle per entry; platform neutral: a Node built-in reachable from the library is a build error
  ...entries.map(([name, src]) =>
    build({ ...common, ...(isEdition(name) ? minified : {}), entryPoints: [src], platform: 'neutral', format: 'cjs', outfile: `dist/${name}.cjs`, plugins: name === 'abnf' ? [generatedCjs(dist), sharedErrors(dist)] : cjsPlugins(dist, name) }),
  ),
  // the lazy modules, each a CommonJS bundle of its own (the generated modules and dependencies loaded as from an entry)
  ...LAZY_MODULES.map((l) =>
    build({ ...common, entryPoints: [l.src], platform: 'neutral', format: 'cjs', outfile: `dist/lazy/${l.out}.cjs`, plugins: [generatedCjs(join(dist, 'lazy')), lazyDependencies, sharedErrors(join(dist, 'lazy'))] }),
  ),
  // ES modules, kept apart
  build({ ...esm, entryPoints: modules.filter((m) => !isGenerated(m)).map(esmEntry) }),
  build({ ...esm, ...minified, entryPoints: modules.filter(isGenerated).map(esmEntry) }),
  build({ ...common, entryPoints: ['src/cli/main.ts'], platform: 'node', format: 'cjs', outfile: 'dist/cli/main.js', plugins: cjsPlugins(join(dist, 'cli'), 'cli') }),
  // the worker thread of `compare --jobs N` (src/cli/bulk/pool.ts loads it from beside main.js)
  build({ ...common, entryPoints: ['src/cli/worker.ts'], platform: 'node', format: 'cjs', outfile: 'dist/cli/worker.js', plugins: cjsPlugins(join(dist, 'cli'), 'cli') }),
]);
chmodSync(join(dist, 'cli', 'main.js'), 0o755);

// Node's ES module entries: each the CommonJS build's exports, by name (package.json's "node-addons"
// conditions: a condition only Node sets, never a bundler, which cannot follow createRequire)
mkdirSync(join(dist, 'node'), { recursive: true });
for (const [name] of entries) {
  const named = Object.keys(requireFromHere(join(dist, `${name}.cjs`))).sort();
  const esmNamed = Object.keys(await import(pathToFileURL(join(dist, `${name}.mjs`)).href)).sort();
  if (named.join() !== esmNamed.join()) throw new Error(`dist/${name}.cjs and dist/${name}.mjs export different names`);
  writeFileSync(
    join(dist, 'node', `${name}.mjs`),
    `// For Node: the CommonJS build (dist/${name}.cjs), whose modules are required when first used, as an ES module\n` +
      `// (required, not imported: Node would read the whole file once more for its names).\n` +
      `import { createRequire } from 'node:module';\nexport const { ${named.join(', ')} } = createRequire(import.meta.url)('../${name}.cjs');\n`,
  );
}

// Declarations: tsc emits them per module into a scratch directory, rollup-plugin-dts joins them.
const scratch = mkdtempSync(join(tmpdir(), 'uri-editions-types-'));
try {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.types.json', '--outDir', scratch], { cwd: root, stdio: 'inherit' });
  for (const [name, src] of entries) {
    const bundle = await rollup({ input: join(scratch, src.replace(/\.ts$/, '.d.ts')), plugins: [dts()], external });
    await bundle.write({ file: join(dist, `${name}.d.ts`), format: 'es' });
    await bundle.close();
    copyFileSync(join(dist, `${name}.d.ts`), join(dist, `${name}.d.mts`));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
