/**
 * Start-up: loading the package and its first call, in fresh processes (the built package, dist/),
 * against fast-uri loaded and called the same way, interleaved run by run: the cost a short-lived
 * program (a CLI, a serverless function) pays before its first answer.
 *
 * - `uri-editions/rfc3986` (dist/rfc3986.cjs): require + the first parse();
 * - the main entry (dist/index.cjs): require + the first compare() (every edition, the WHATWG reading);
 * - fast-uri: require + the first parse();
 * - the same three as ES modules: `import()` of the file package.json's "exports" gives Node for an
 *   `import` (for us, the ES module that re-exports the CommonJS build: see docs/architecture.md),
 *   awaited, + the first call (fast-uri is CommonJS: Node imports it through its CommonJS loader).
 *
 * The goals are checked on both: each ratio is the larger of the CommonJS and the ES module one.
 *
 * With `--baseline=DIR` (another build's dist/, e.g. a checkout of main), its main entry's require +
 * first parse(s, 'rfc3986') and require + first compare() (and its uri-editions/rfc3986's require +
 * first parse, if it has one) are measured in the same runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Goal } from './goals';
import { fixed, median, table } from './measure';

const DIST = join(__dirname, '..', '..', 'dist');
const INPUT = 'http://user@example.com:8080/a/b?c=d#e';

/** A fresh node requiring `path` and making one call; the milliseconds from before the require to after the call. */
function fresh(path: string, call: string): number {
  const code = `const t0 = performance.now(); const m = require(${JSON.stringify(path)}); const r = ${call}; const ms = performance.now() - t0; if (r === undefined) throw new Error('no answer'); console.log(ms);`;
  return child(['-e', code]);
}

/** The same with `import()` of `path` (an ES module run by a fresh node). */
function freshEsm(path: string, call: string): number {
  const code = `const t0 = performance.now(); const m = await import(${JSON.stringify(pathToFileURL(path).href)}); const r = ${call}; const ms = performance.now() - t0; if (r === undefined) throw new Error('no answer'); console.log(ms);`;
  return child(['--input-type=module', '-e', code]);
}

function child(args: string[]): number {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`child process failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return Number(r.stdout.trim().split('\n').pop());
}

/** The file Node loads for an `import` of the package's `subpath` (package.json's "exports", the conditions Node uses). */
function nodeImport(subpath: string): string {
  const exports = (require(join(DIST, '..', 'package.json')) as { exports: Record<string, unknown> }).exports;
  const key = Object.keys(exports).find((k) => k === subpath || (k.endsWith('*') && subpath.startsWith(k.slice(0, -1))));
  if (key === undefined) throw new Error(`no export ${subpath}`);
  let target: unknown = exports[key];
  for (;;) {
    if (typeof target === 'string') break;
    const conditions = target as Record<string, unknown>;
    // the conditions Node 20 sets for an `import` ("node-addons" unless run with --no-addons), in the object's order
    const condition = Object.keys(conditions).find((c) => c === 'node-addons' || c === 'node' || c === 'import' || c === 'default');
    if (condition === undefined) throw new Error(`no condition Node uses for ${subpath}`);
    target = conditions[condition];
  }
  const star = key.endsWith('*') ? subpath.slice(key.length - 1) : '';
  return join(DIST, '..', (target as string).replace('*', star));
}

export function startupSection(runs: number, baseline?: string): Goal[] {
  const jobs: [string, () => number][] = [
    ["uri-editions/rfc3986: require + first parse", () => fresh(join(DIST, 'rfc3986.cjs'), `m.parse(${JSON.stringify(INPUT)})`)],
    ['uri-editions: require + first compare', () => fresh(join(DIST, 'index.cjs'), `m.compare(${JSON.stringify(INPUT)})`)],
    ['fast-uri: require + first parse', () => fresh(require.resolve('fast-uri'), `m.parse(${JSON.stringify(INPUT)})`)],
    ["uri-editions/rfc3986 (ESM): import + first parse", () => freshEsm(nodeImport('./rfc3986'), `m.parse(${JSON.stringify(INPUT)})`)],
    ['uri-editions (ESM): import + first compare', () => freshEsm(nodeImport('.'), `m.compare(${JSON.stringify(INPUT)})`)],
    ['fast-uri (ESM): import + first parse', () => freshEsm(require.resolve('fast-uri'), `m.default.parse(${JSON.stringify(INPUT)})`)],
  ];
  if (baseline) {
    if (existsSync(join(baseline, 'rfc3986.cjs'))) {
      jobs.push(["baseline: uri-editions/rfc3986: require + first parse", () => fresh(join(baseline, 'rfc3986.cjs'), `m.parse(${JSON.stringify(INPUT)})`)]);
    }
    jobs.push(
      ["baseline: require + first parse(s, 'rfc3986')", () => fresh(join(baseline, 'index.cjs'), `m.parse(${JSON.stringify(INPUT)}, 'rfc3986')`)],
      ['baseline: require + first compare', () => fresh(join(baseline, 'index.cjs'), `m.compare(${JSON.stringify(INPUT)})`)],
    );
  }
  const times = new Map<string, number[]>(jobs.map(([name]) => [name, []]));
  for (let k = 0; k < runs; k++) for (const [name, run] of jobs) times.get(name)!.push(run());
  const ms = new Map([...times].map(([name, t]) => [name, median(t)]));
  const fast = ms.get('fast-uri: require + first parse')!;
  const fastEsm = ms.get('fast-uri (ESM): import + first parse')!;
  const versus = (name: string) => (name.includes('(ESM)') ? fastEsm : fast);
  console.log(`## Start-up (fresh processes, interleaved; median of ${runs})\n`);
  console.log(table(['job', 'time', '× fast-uri (the same way)'], [...ms].map(([name, t]) => [name, `${fixed(t, 1)} ms`, `${fixed(t / versus(name), 2)}×`])));
  console.log('');
  const ratio = (k: number) => ms.get(jobs[k][0])! / versus(jobs[k][0]);
  const parse = Math.max(ratio(0), ratio(3));
  const compare = Math.max(ratio(1), ratio(4));
  return [
    [`load + first parse from uri-editions/rfc3986 ≤ 2× fast-uri's`, parse <= 2, `${fixed(parse, 2)}×`],
    [`load + first compare() ≤ 8× fast-uri's load + first parse`, compare <= 8, `${fixed(compare, 2)}×`],
  ];
}
