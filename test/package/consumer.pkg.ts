/**
 * A consumer of the packed package: `npm pack` (which builds dist/), then a project in a fresh
 * temporary directory (nothing of this repository above it) that installs the tarball — its
 * dependencies come from the npm registry — and uses it as a user would.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = resolve(__dirname, '../..');
const BIN = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let work: string;
let project: string;
let tarball: string;
let packed: string[];
let installLog: string;

/** Run a command; its stdout (stderr joined when `both`), or the failure with both streams. */
function run(cmd: string, args: string[], cwd: string, both = false): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', both ? 'pipe' : 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  }
}

const write = (file: string, text: string) => writeFileSync(join(project, file), text);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'uri-editions-consumer-'));
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ROOT)) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, info.filename);
  packed = info.files.map((f) => f.path).sort();
  project = join(work, 'project');
  mkdirSync(project);
  write('package.json', JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }, null, 2));
  installLog = run('npm', ['install', '--no-audit', '--no-fund', '--foreground-scripts', tarball], project, true);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** the edition entries (uri-editions/rfc1630 …) */
const EDITIONS = ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987'];

describe('the tarball', () => {
  it('holds each entry\'s two builds (the library, uri-editions/abnf, each edition) and declarations, the ES modules, generated grammars and lazily loaded files they load, the CLI and its worker thread, README, LICENSE, CHANGELOG and the docs: nothing else', () => {
    const entries = ['abnf', 'index', ...EDITIONS];
    const top = packed.filter((f) => !/^dist\/(esm|generated|lazy|shared)\//.test(f) && !f.startsWith('docs/'));
    // the docs the README links to, so its links work on the registry's page; not the API pages or the screenshot
    expect(packed).toContain('docs/cli.md');
    expect(packed.filter((f) => f.startsWith('docs/')).every((f) => /\.(md|abnf)$/.test(f))).toBe(true);
    expect(top).toEqual(
      ['CHANGELOG.md', 'LICENSE', 'README.md', ...entries.flatMap((e) => [...['cjs', 'd.mts', 'd.ts', 'mjs'].map((x) => `dist/${e}.${x}`), `dist/node/${e}.mjs`]), 'dist/cli/main.js', 'dist/cli/worker.js', 'package.json'].sort(),
    );
    // the ES modules: one per module of the library, none of the CLI's; the generated grammars for CommonJS
    expect(packed.filter((f) => f.startsWith('dist/esm/')).every((f) => f.endsWith('.mjs') && !f.startsWith('dist/esm/src/cli/'))).toBe(true);
    expect(packed).toContain('dist/esm/src/generated/rfc3986.mjs');
    expect(packed.filter((f) => f.startsWith('dist/generated/')).every((f) => f.endsWith('.cjs'))).toBe(true);
    expect(packed).toContain('dist/generated/rfc3986.cjs');
    // what the CommonJS builds require on first use of a rarely used function (rule()'s careful build, an edition entry's masking of a rejection)
    expect(packed.filter((f) => f.startsWith('dist/lazy/'))).toEqual(['dist/lazy/careful.cjs', 'dist/lazy/error-mask.cjs']);
    // what every CommonJS file requires: the one error class (and what it needs)
    expect(packed.filter((f) => f.startsWith('dist/shared/'))).toEqual(['dist/shared/errors.cjs']);
  });

  it('has no install script, and installing it asks for none', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'uri-editions', 'package.json'), 'utf8'));
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare']) {
      expect(manifest.scripts?.[script]).toBeUndefined();
    }
    expect(installLog).not.toMatch(/install-scripts|uri-editions@[^ ]* \(/);
  });

  it('LICENSE is the MIT text', () => {
    expect(readFileSync(join(project, 'node_modules', 'uri-editions', 'LICENSE'), 'utf8')).toMatch(/^MIT License\n[\s\S]*Permission is hereby granted, free of charge/);
  });

  it('publint --strict finds nothing', () => {
    const out = run(BIN('publint'), ['node_modules/uri-editions', '--strict', '--pack', 'false'], project, true);
    expect(out).toMatch(/All good!/);
  });

  it('arethetypeswrong finds no problem under node10, node16 (CJS and ESM) and bundler', () => {
    const report = JSON.parse(run(BIN('attw'), [tarball, '--format', 'json'], project)) as { analysis: { problems: unknown[] } };
    expect(report.analysis.problems).toEqual([]);
  });
});

describe('Node', () => {
  it('require() gives the CommonJS build (rule() loading its careful build on first use); only the entry is exported', () => {
    write(
      'use.cjs',
      `const u = require('uri-editions');
const r = u.parse('http://a/b?c', 'rfc2396');
let deep;
try { require('uri-editions/dist/index.cjs'); deep = 'importable'; } catch (e) { deep = e.code; }
console.log(JSON.stringify({ host: r.uri.host, canParse: u.canParse('http://[::1]/'), v6: u.rule('rfc3986', 'IPv6address').tryParse('::1'), deep, esModule: Object.keys(u).includes('default') }));`,
    );
    expect(JSON.parse(run('node', ['use.cjs'], project))).toEqual({ host: 'a', canParse: true, v6: '::1', deep: 'ERR_PACKAGE_PATH_NOT_EXPORTED', esModule: false });
  });

  it('an .mjs file imports named exports (Node\'s ES module entry: the CommonJS build\'s exports, one instance with require())', () => {
    write(
      'use.mjs',
      `import { compare, iriToUri, rule, UriSyntaxError } from 'uri-editions';
import { parse } from 'uri-editions/rfc3986';
import { createRequire } from 'node:module';
const c = compare('http://a/b;p?q', { editions: ['rfc1808', 'rfc3986'] });
console.log(JSON.stringify({
  differs: c.differences.map((d) => d.component),
  iri: iriToUri('http://例子.卷筒纸'),
  v6: rule('rfc3986', 'IPv6address').tryParse('::1'),
  error: typeof UriSyntaxError,
  oneInstance: UriSyntaxError === createRequire(import.meta.url)('uri-editions').UriSyntaxError,
  edition: parse('http://a/%zz').error instanceof UriSyntaxError,
}));`,
    );
    expect(JSON.parse(run('node', ['use.mjs'], project))).toEqual({
      differs: expect.arrayContaining(['path', 'params']),
      iri: 'http://xn--fsqu00a.xn--3lr804guic',
      v6: '::1',
      error: 'function',
      oneInstance: true,
      edition: true,
    });
  });

  describe('one UriSyntaxError across the entries: an edition entry\'s rejection is an instance of the main entry\'s class', () => {
    // every edition entry's rejection and exported class against the main entry's, as [instanceof, same class];
    // `load` writes the loading of a module specifier (an expression)
    const check = (load: (specifier: string) => string) => `const main = ${load("'uri-editions'")};
const out = {};
for (const edition of ${JSON.stringify(EDITIONS)}) {
  const entry = ${load('`uri-editions/${edition}`')};
  const error = entry.parse('http://a b/').error;
  out[edition] = [error instanceof main.UriSyntaxError, entry.UriSyntaxError === main.UriSyntaxError];
}`;
    const expected = Object.fromEntries(EDITIONS.map((e) => [e, [true, true]]));

    it('require()', () => {
      write('one-class.cjs', `${check((s) => `require(${s})`)}\nconsole.log(JSON.stringify(out));`);
      expect(JSON.parse(run('node', ['one-class.cjs'], project))).toEqual(expected);
    });

    it.each([
      ['Node\'s ES module entries (the CommonJS build)', [], 'dist/node/'],
      ['the modules-apart ES module build a bundler resolves to ("module" condition)', ['--conditions=module'], 'dist/'],
    ])('import: %s', (_, flags, dir) => {
      write(
        'one-class.mjs',
        `${check((s) => `await import(${s})`)}\nconsole.log(JSON.stringify({ out, from: [import.meta.resolve('uri-editions'), import.meta.resolve('uri-editions/rfc3986')] }));`,
      );
      const { out, from } = JSON.parse(run('node', [...flags, 'one-class.mjs'], project));
      expect(out).toEqual(expected);
      expect(from.map((url: string) => url.slice(url.indexOf('/uri-editions/') + '/uri-editions/'.length))).toEqual([`${dir}index.mjs`, `${dir}rfc3986.mjs`]);
    });
  });

  it('dist/shared/errors.cjs (the one UriSyntaxError) is read by a rejection or by Node\'s import, not by require() and a parse that accepts', () => {
    const loaded = `Object.keys(require.cache).some((f) => f.endsWith('/dist/shared/errors.cjs'))`;
    write('errors-read.cjs', `const e = require('uri-editions/rfc3986');
const accepted = e.parse('http://a/b').ok && require('uri-editions').parse('http://a/b').ok;
const before = ${loaded};
e.parse('http://a b/').error.message;
console.log(JSON.stringify({ accepted, before, after: ${loaded} }));`);
    expect(JSON.parse(run('node', ['errors-read.cjs'], project))).toEqual({ accepted: true, before: false, after: true });
    write('errors-read.mjs', `import { parse } from 'uri-editions/rfc3986';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
console.log(JSON.stringify({ accepted: parse('http://a/b').ok, loaded: ${loaded} }));`);
    expect(JSON.parse(run('node', ['errors-read.mjs'], project))).toEqual({ accepted: true, loaded: true });
  });

  it('an edition entry given an option loads the option\'s build and no second copy of its first build or of the engine\'s runtime', () => {
    // the files Node compiles (what it reads and runs; not what is only in its module cache)
    write('one-copy.cjs', `const Module = require('node:module');
const compiled = [];
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename) { compiled.push(filename); return compile.call(this, content, filename); };
const files = () => compiled.filter((f) => f.includes('/uri-editions/dist/')).map((f) => f.slice(f.lastIndexOf('/uri-editions/dist/') + 19)).filter((f) => !f.startsWith('shared/')).sort();
const e = require('uri-editions/rfc3986');
const plain = e.parse('http://a/').ok;
const loadedPlain = files();
const zoned = e.parse('http://[fe80::1%25eth0]/', { amendments: ['rfc6874'] });
const loadedZoned = files();
const r1738 = require('uri-editions/rfc1738');
const both = r1738.parse('HTTP://a/#f', { caseInsensitiveScheme: true, allowFragment: true }).ok && r1738.parse('HTTP://a/', { caseInsensitiveScheme: true }).ok;
console.log(JSON.stringify({ plain, zoned: zoned.ok && zoned.uri.host, both, loadedPlain, loadedZoned, loaded1738: files().filter((f) => !loadedZoned.includes(f)) }));`);
    const out = JSON.parse(run('node', ['one-copy.cjs'], project));
    expect(out).toMatchObject({ plain: true, zoned: '[fe80::1%25eth0]', both: true });
    expect(out.loadedZoned).toContain('generated/rfc3986-rfc6874.cjs');
    // the files holding a copy of the engine's runtime (its bits()), and those holding a grammar's first
    // build (its explaining table, EXPLAIN, which the option builds import from it): names the build keeps
    const dist = join(project, 'node_modules', 'uri-editions', 'dist');
    const holding = (files: string[], marker: RegExp) => files.filter((f) => marker.test(readFileSync(join(dist, f), 'utf8')));
    // each entry holds its own runtime and first build (two entries, two copies); its option builds add none
    expect(holding(out.loadedPlain, /function bits\(/)).toEqual(['rfc3986.cjs']);
    expect(holding(out.loadedZoned, /function bits\(/)).toEqual(['rfc3986.cjs']);
    expect(holding(out.loadedZoned, /\bvar EXPLAIN\b/)).toEqual(['rfc3986.cjs']);
    // (the caseInsensitiveScheme builds run the modules of the builds without it: rfc1738-folding.ts)
    expect(out.loaded1738).toEqual(expect.arrayContaining(['generated/rfc1738-allowFragment.cjs']));
    expect(holding(out.loaded1738, /function bits\(/)).toEqual(['rfc1738.cjs']);
    expect(holding(out.loaded1738, /\bvar EXPLAIN\b/)).toEqual(['rfc1738.cjs']);
  });

  it('uri-editions/abnf: require() and import give the toolkit, with ABNF\'s own meaning', () => {
    write(
      'abnf.cjs',
      `const { abnf } = require('uri-editions/abnf');
const g = abnf('S = ( "a" / "ab" ) "c"\\n', { start: 'S' });
console.log(JSON.stringify({ abc: g.canParse('abc'), tree: g.parse('ac').ok, how: g.strategies()[0].strategy }));`,
    );
    expect(JSON.parse(run('node', ['abnf.cjs'], project))).toEqual({ abc: true, tree: true, how: 'regexp' });
    write(
      'abnf.mjs',
      `import { abnf, AbnfError } from 'uri-editions/abnf';
const g = abnf('S = *"a" "a"\\n', { start: 'S' });
let error;
try { abnf('S = (', { start: 'S' }); } catch (e) { error = e instanceof AbnfError ? [e.line, e.column] : String(e); }
console.log(JSON.stringify({ aaa: g.canParse('aaa'), error, report: g.pegReport().constructs[0].verdict }));`,
    );
    expect(JSON.parse(run('node', ['abnf.mjs'], project))).toEqual({ aaa: true, error: [1, 6], report: 'changes' });
  });

  it('the command is installed as a bin', () => {
    const out = run(join(project, 'node_modules', '.bin', 'uri-editions'), ['compare', '--json', 'http://a/b'], project);
    expect(JSON.parse(out).input).toBe('http://a/b');
  });
});

describe('TypeScript: strict, skipLibCheck false', () => {
  const source = `import { canParse, checkRule, compare, iriToUri, parse, rule } from 'uri-editions';
import type { Comparison, ParseResult, RuleName, UriSyntaxError } from 'uri-editions';

const c: Comparison = compare('http://a/b', { editions: ['rfc3986', 'rfc2396'] });
const all = compare('http://a/b');
const r3986: ParseResult = all.results.rfc3986;
const maybe: ParseResult | undefined = c.results.rfc1738;
const v6: string = rule('rfc3986', 'IPv6address').tryParse('::1');
const zone: RuleName<'rfc3986'> = 'ZoneID';
// @ts-expect-error -- abs_path is RFC 2396's spelling, not RFC 3986's
rule('rfc3986', 'abs_path');
const checked: UriSyntaxError | undefined = checkRule('rfc2396', 'abs_path', '/a');
const ok: boolean = canParse('http://a/') && parse('x').ok;
const uri: string = iriToUri('http://example.com/引き割り.html');
export { c, r3986, maybe, v6, zone, checked, ok, uri };

import { abnf } from 'uri-editions/abnf';
import type { AbnfGrammar, AbnfParse, ConstructReport } from 'uri-editions/abnf';
const g: AbnfGrammar = abnf('S = 1*DIGIT', { start: 'S' });
const p: AbnfParse = g.parse('12');
const text: string | undefined = p.ok ? p.tree.text : undefined;
const constructs: ConstructReport[] = g.pegReport().constructs;
const digits: string = g.rule('S').tryParse('12');
export { p, text, constructs, digits };
`;
  const compilerOptions = { strict: true, skipLibCheck: false, noEmit: true, types: [] as string[], target: 'ES2022' };

  it.each([
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }, ['check.ts', 'check.mts']],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, ['check.ts']],
  ])('moduleResolution %s', (name, resolution, files) => {
    for (const file of files) write(file, source);
    const config = `tsconfig.${name}.json`;
    write(config, JSON.stringify({ compilerOptions: { ...compilerOptions, ...resolution }, files }, null, 2));
    expect(run(BIN('tsc'), ['-p', config], project, true)).toBe('');
  });
});

describe('bundlers, whatever their conditions, get the modules-apart ES module build (never Node\'s wrapper, which a bundle cannot follow)', () => {
  // esbuild adds "module" only when no `conditions` are given; with conditions of its own and platform
  // node it sets "node", as wrangler does: Node's ES module entries must sit under a condition only Node sets
  const cases: [string, string[]][] = [
    ['platform node, conditions of its own, ESM output', ['--platform=node', '--conditions=custom', '--format=esm']],
    ['platform node, conditions of its own, CommonJS output', ['--platform=node', '--conditions=custom', '--format=cjs']],
    ['platform node, no conditions, ESM output', ['--platform=node', '--format=esm']],
    ['platform neutral', ['--platform=neutral', '--format=esm', '--main-fields=module,main']],
    ['platform browser', ['--platform=browser', '--format=esm']],
  ];
  it.each(cases)('%s: the bundle runs and answers as the package does', (_, flags) => {
    write(
      'bundled-in.mjs',
      `import { parse } from 'uri-editions/rfc3986';
import { canParse } from 'uri-editions';
const r = parse('http://[fe80::1%25eth0]/a', { amendments: ['rfc6874'] });
console.log(JSON.stringify({ ok: parse('http://a/').ok, host: r.ok ? r.uri.host : r.error.message, bad: parse('http://a b/').ok, main: canParse('http://[::1]/') }));`,
    );
    const out = `bundled/${flags.join('').replace(/[^a-z]/g, '')}.${flags.includes('--format=cjs') ? 'cjs' : 'mjs'}`;
    run(BIN('esbuild'), ['bundled-in.mjs', '--bundle', ...flags, `--outfile=${out}`, '--log-level=error'], project, true);
    // the bundle holds no require of the package's CommonJS files
    expect(readFileSync(join(project, out), 'utf8')).not.toMatch(/createRequire\(import\.meta\.url\)\(["']\.\.\//);
    expect(JSON.parse(run('node', [out], project))).toEqual({ ok: true, host: '[fe80::1%25eth0]', bad: false, main: true });
  });

  it('Node without add-ons (--no-addons, no "node-addons" condition) imports the modules-apart build, with the same answers', () => {
    write(
      'no-addons.mjs',
      `import { parse } from 'uri-editions/rfc3986';
console.log(JSON.stringify({ ok: parse('http://a/').ok, from: import.meta.resolve('uri-editions/rfc3986').split('/uri-editions/')[1] }));`,
    );
    expect(JSON.parse(run('node', ['--no-addons', 'no-addons.mjs'], project))).toEqual({ ok: true, from: 'dist/rfc3986.mjs' });
  });
});

describe('a browser', () => {
  it('esbuild bundles parse, compare, iriToUri and an edition entry\'s parse with no externals (one UriSyntaxError); the bundle runs in headless Chromium', async () => {
    write(
      'browser.mjs',
      `import { compare, iriToUri, parse, UriSyntaxError } from 'uri-editions';
import { abnf } from 'uri-editions/abnf';
import { parse as parse3986 } from 'uri-editions/rfc3986';
window.__result = {
  oneClass: parse3986('http://a b/').error instanceof UriSyntaxError,
  abnf: abnf('S = ( "a" / "ab" ) "c"\\n', { start: 'S' }).canParse('abc'),
  host: parse('http://例子.卷筒纸/').ok ? 'parsed' : 'rejected',
  iri: iriToUri('http://example.com/引き割り.html'),
  idna: iriToUri('http://例子.卷筒纸'),
  editions: Object.keys(compare('http://a/b').results),
};`,
    );
    const bundle = await build({
      entryPoints: [join(project, 'browser.mjs')],
      absWorkingDir: project,
      bundle: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1');
    const page = join(project, 'page.html');
    writeFileSync(page, `<!doctype html><meta charset="utf-8"><script>${script}</script>`);
    expect(existsSync(CHROMIUM)).toBe(true);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(`file://${page}`);
      const result = await tab.evaluate(() => (globalThis as unknown as { __result: unknown }).__result);
      expect(errors).toEqual([]);
      expect(result).toEqual({
        oneClass: true,
        abnf: true,
        host: 'rejected',
        iri: 'http://example.com/%E5%BC%95%E3%81%8D%E5%89%B2%E3%82%8A.html',
        idna: 'http://xn--fsqu00a.xn--3lr804guic',
        editions: ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987'],
      });
    } finally {
      await browser.close();
    }
  });
});
