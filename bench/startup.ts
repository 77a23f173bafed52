/**
 * Start-up: loading the package and its first call, in fresh processes (the built package, dist/),
 * against fast-uri loaded and called the same way, interleaved run by run: the cost a short-lived
 * program (a CLI, a serverless function) pays before its first answer.
 *
 * - `uri-editions/rfc3986` (dist/rfc3986.cjs): require + the first parse();
 * - the main entry (dist/index.cjs): require + the first compare() (every edition, the WHATWG reading);
 * - fast-uri: require + the first parse().
 *
 * With `--baseline=DIR` (another build's dist/, e.g. a checkout of main), its main entry's require +
 * first parse(s, 'rfc3986') and require + first compare() are measured in the same runs.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Goal } from './goals';
import { fixed, median, table } from './measure';

const DIST = join(__dirname, '..', '..', 'dist');
const INPUT = 'http://user@example.com:8080/a/b?c=d#e';

/** A fresh node requiring `path` and making one call; the milliseconds from before the require to after the call. */
function fresh(path: string, call: string): number {
  const code = `const t0 = performance.now(); const m = require(${JSON.stringify(path)}); const r = ${call}; const ms = performance.now() - t0; if (r === undefined) throw new Error('no answer'); console.log(ms);`;
  const r = spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`child process failed (${r.status}): ${r.stderr.slice(0, 500)}`);
  return Number(r.stdout.trim().split('\n').pop());
}

export function startupSection(runs: number, baseline?: string): Goal[] {
  const jobs: [string, () => number][] = [
    ["uri-editions/rfc3986: require + first parse", () => fresh(join(DIST, 'rfc3986.cjs'), `m.parse(${JSON.stringify(INPUT)})`)],
    ['uri-editions: require + first compare', () => fresh(join(DIST, 'index.cjs'), `m.compare(${JSON.stringify(INPUT)})`)],
    ['fast-uri: require + first parse', () => fresh(require.resolve('fast-uri'), `m.parse(${JSON.stringify(INPUT)})`)],
  ];
  if (baseline) {
    jobs.push(
      ["baseline: require + first parse(s, 'rfc3986')", () => fresh(join(baseline, 'index.cjs'), `m.parse(${JSON.stringify(INPUT)}, 'rfc3986')`)],
      ['baseline: require + first compare', () => fresh(join(baseline, 'index.cjs'), `m.compare(${JSON.stringify(INPUT)})`)],
    );
  }
  const times = new Map<string, number[]>(jobs.map(([name]) => [name, []]));
  for (let k = 0; k < runs; k++) for (const [name, run] of jobs) times.get(name)!.push(run());
  const ms = new Map([...times].map(([name, t]) => [name, median(t)]));
  const fast = ms.get('fast-uri: require + first parse')!;
  console.log(`## Start-up (fresh processes, interleaved; median of ${runs})\n`);
  console.log(table(['job', 'time', '× fast-uri'], [...ms].map(([name, t]) => [name, `${fixed(t, 1)} ms`, `${fixed(t / fast, 2)}×`])));
  console.log('');
  const parse = ms.get(jobs[0][0])! / fast;
  const compare = ms.get(jobs[1][0])! / fast;
  return [
    [`load + first parse from uri-editions/rfc3986 ≤ 2× fast-uri's`, parse <= 2, `${fixed(parse, 2)}×`],
    [`load + first compare() ≤ 8× fast-uri's load + first parse`, compare <= 8, `${fixed(compare, 2)}×`],
  ];
}
