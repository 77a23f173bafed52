/**
 * Huge inputs and fresh processes, each measured in a child process of its own (the built package,
 * dist/index.cjs, as a user loads it), so that one job's heap and its peak resident set are its own:
 *
 * - parse() of 10 MB of "/" (a path of ten million empty segments): time, and the heap kept while the
 *   result is held and its segments are not read (after full collections);
 * - compare() of 10 MB of "a/": time, and the child's peak resident set (`process.resourceUsage().maxRSS`);
 * - the first canParse() and the first parse() of each edition in a fresh process (the package loaded
 *   first, and timed apart).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { EditionName } from '../src/index';
import type { Goal } from './goals';
import { registeredEditions } from './contenders';
import { fixed, median, table } from './measure';

const PACKAGE = join(__dirname, '..', '..', 'dist', 'index.cjs');
const TEN_MB = 10 * 1024 * 1024;

/** Run `script` (with `m` the package) in a fresh node; it prints one JSON line, which is returned. */
function child<T>(script: string, flags: string[] = []): T {
  const code = `const m = require(${JSON.stringify(PACKAGE)});\n${script}`;
  const r = spawnSync(process.execPath, [...flags, '-e', code], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(`child process failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as T;
}

interface Huge {
  ms: number;
  keptMB?: number;
  peakMB: number;
}

const GC = 'const collect = () => { for (let i = 0; i < 3; i++) globalThis.gc(); };';

function hugeParse(): Huge {
  return child<Huge>(
    `${GC}
const input = 'http://h' + '/'.repeat(${TEN_MB});
collect();
const before = process.memoryUsage().heapUsed;
const t0 = performance.now();
const r = m.parse(input, 'rfc3986');
const ms = performance.now() - t0;
if (!r.ok || r.uri.path.length !== ${TEN_MB}) throw new Error('not parsed');
collect();
const keptMB = (process.memoryUsage().heapUsed - before) / 1048576;
if (r.edition !== 'rfc3986') throw new Error('unreachable'); // r held until here
console.log(JSON.stringify({ ms, keptMB, peakMB: process.resourceUsage().maxRSS / 1024 }));`,
    ['--expose-gc'],
  );
}

function hugeCompare(): Huge {
  return child<Huge>(
    `const input = 'http://h/' + 'a/'.repeat(${TEN_MB / 2});
const t0 = performance.now();
const c = m.compare(input);
const ms = performance.now() - t0;
if (c.differences.length < 0) throw new Error('unreachable');
console.log(JSON.stringify({ ms, peakMB: process.resourceUsage().maxRSS / 1024 }));`,
  );
}

/** The first `which` call of `edition` in a fresh process, after the package is loaded (ms). */
function firstCall(edition: EditionName, which: 'canParse' | 'parse'): number {
  return child<number>(
    `const t0 = performance.now();
const r = m.${which}('http://example.com/a/b?c#d', ${JSON.stringify(edition)});
const ms = performance.now() - t0;
if (r === undefined) throw new Error('unreachable');
console.log(ms);`,
  );
}

function loadTime(): number {
  const r = spawnSync(process.execPath, ['-e', `const t0 = performance.now(); require(${JSON.stringify(PACKAGE)}); console.log(performance.now() - t0);`], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

export function largeSection(runs: number): Goal[] {
  const parses: Huge[] = [];
  const compares: Huge[] = [];
  for (let k = 0; k < runs; k++) {
    parses.push(hugeParse());
    compares.push(hugeCompare());
  }
  const parseMs = median(parses.map((p) => p.ms));
  const kept = median(parses.map((p) => p.keptMB!));
  const compareMs = median(compares.map((p) => p.ms));
  const comparePeak = median(compares.map((p) => p.peakMB));

  const editions = registeredEditions();
  const first = editions.map((e) => {
    const can: number[] = [];
    const full: number[] = [];
    for (let k = 0; k < runs; k++) {
      can.push(firstCall(e, 'canParse'));
      full.push(firstCall(e, 'parse'));
    }
    return { edition: e, canParse: median(can), parse: median(full) };
  });
  const load = median(Array.from({ length: runs }, loadTime));
  const slowestFirst = Math.max(...first.flatMap((f) => [f.canParse, f.parse]));

  console.log(`## Huge inputs and fresh processes (each in a child process; median of ${runs})\n`);
  console.log(
    table(
      ['job', 'time', 'memory'],
      [
        [`parse of 10 MB of "/" (rfc3986), segments not read`, `${fixed(parseMs, 0)} ms`, `${fixed(kept, 1)} MB of heap kept`],
        [`compare of 10 MB of "a/" (every edition)`, `${fixed(compareMs, 0)} ms`, `${fixed(comparePeak, 0)} MB peak RSS`],
        [`loading the package (require)`, `${fixed(load, 1)} ms`, '—'],
        ...first.map((f) => [`first canParse / parse, ${f.edition}`, `${fixed(f.canParse, 1)} / ${fixed(f.parse, 1)} ms`, '—']),
      ],
    ),
  );
  console.log('\n- first calls: in a fresh process, after the package is loaded (timed apart, the row above)\n');
  return [
    [`parse of 10 MB of "/" ≤ 0.1 s`, parseMs <= 100, `${fixed(parseMs, 0)} ms`],
    [`… and ≤ 50 MB kept until segments are read`, kept <= 50, `${fixed(kept, 1)} MB`],
    [`compare of 10 MB of "a/" ≤ 1 s`, compareMs <= 1000, `${fixed(compareMs, 0)} ms`],
    [`… and ≤ 300 MB peak RSS`, comparePeak <= 300, `${fixed(comparePeak, 0)} MB`],
    [`first parse/canParse of an edition in a fresh process ≤ 30 ms`, slowestFirst <= 30, `slowest ${fixed(slowestFirst, 1)} ms`],
  ];
}
