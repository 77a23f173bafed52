/**
 * Hostile inputs (test/robustness/hostile.ts), in every edition, and hostile references through
 * resolve(): each finishes without a RangeError (no regexp backtrack stack or recursion overflow), to
 * a result or a rejection inside the input — at the bad character when that is the only fault — and
 * in linear time: the input 10 times larger takes at most 15 times as long, on the accepting path
 * and on the error-explaining path alike. The measurements run in a node process of their own
 * (test/robustness/timing.ts; linear.ts says why).
 */
import { buildSync } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hostileCases, resolutionCases } from './hostile';
import { LIMIT, describeTiming } from './linear';
import type { Measured } from './timing';

const ids = [...hostileCases().map((c) => c.id), ...resolutionCases().map((c) => c.id)];
const measured = new Map<string, Measured>();
/** measuring processes run side by side (CPU time is per process, so they do not skew each other) */
const PROCESSES = 2;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'uri-editions-timing-'));
  try {
    const script = join(dir, 'timing.js');
    const bundle = buildSync({ entryPoints: [join(__dirname, 'timing.ts')], bundle: true, platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
    writeFileSync(script, bundle.outputFiles[0].text);
    const groups = Array.from({ length: PROCESSES }, (_, k) => ids.filter((_id, i) => i % PROCESSES === k));
    const outputs = await Promise.all(
      groups.map((group) =>
        promisify(execFile)(process.execPath, ['--max-semi-space-size=1', '--initial-old-space-size=512', script, JSON.stringify(group)], {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        }),
      ),
    );
    for (const { stdout } of outputs) {
      for (const line of stdout.split('\n')) if (line) measured.set((JSON.parse(line) as Measured).id, JSON.parse(line) as Measured);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 600_000);

describe('hostile inputs finish, correctly, in linear time', () => {
  it.each(ids)('%s', (id) => {
    const m = measured.get(id);
    expect(m).toBeDefined();
    expect(m!.problems).toEqual([]);
    const t = m!.timing!;
    if (t.ratio > LIMIT) throw new Error(`${id}: ${describeTiming(t)}`);
  });
});
