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
