/**
 * Hostile inputs (test/support/hostile.ts), in every edition, and hostile references through
 * resolve(): each finishes without a RangeError (no regexp backtrack stack or recursion overflow), to
 * a result or a rejection inside the input — at the bad character when that is the only fault — and
 * in linear time: the input 10 times larger takes at most 15 times as long, on the accepting path
 * and on the error-explaining path alike. The measurements run in a node process of their own
 * (test/support/timing.ts; linear.ts says why).
 */
import { buildSync } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SELF_CHECKS, callCases, hostileCases, resolutionCases } from '../support/hostile';
import { LIMIT, describeLinear } from '../support/linear';
import type { Measured } from '../support/timing';

const selfChecks = new Set(SELF_CHECKS.map((c) => c.name));
const ids = [...hostileCases(), ...resolutionCases(), ...callCases()].map((c) => c.id).filter((id) => !selfChecks.has(id));
const measured = new Map<string, Measured>();
/** measuring processes run side by side (CPU time is per process, so they do not skew each other) */
const PROCESSES = 2;
const TIMEOUT_MS = 300_000;
/** how a measuring process ended, when it did not end well */
const stopped: string[] = [];

function measuredOf(id: string): Measured {
  const m = measured.get(id);
  if (!m) throw new Error(`no measurement of ${id}: the measuring process stopped first (${stopped.join('; ') || 'no output'})`);
  return m;
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'uri-editions-timing-'));
  try {
    const script = join(dir, 'timing.js');
    const bundle = buildSync({ entryPoints: [join(__dirname, '../support/timing.ts')], bundle: true, platform: 'node', target: 'node20', write: false, logLevel: 'silent' });
    writeFileSync(script, bundle.outputFiles[0].text);
    const all = [...SELF_CHECKS.map((c) => c.name), ...ids];
    const groups = Array.from({ length: PROCESSES }, (_, k) => all.filter((_id, i) => i % PROCESSES === k));
    const outputs = await Promise.all(
      groups.map((group) =>
        promisify(execFile)(process.execPath, ['--initial-old-space-size=512', script, JSON.stringify(group)], {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
          // a case that does not finish (superlinear on a large input) stops its process: the cases
          // it had not measured yet fail below, the first of them being the one that did not finish
          timeout: TIMEOUT_MS,
        }).catch((error: { stdout?: string; stderr?: string; killed?: boolean; code?: unknown }) => {
          const how = error.killed ? `was stopped after ${TIMEOUT_MS / 1000} s` : `failed (${String(error.code)})`;
          stopped.push(`a measuring process ${how}${error.stderr ? `: ${error.stderr.slice(0, 500)}` : ''}`);
          return { stdout: error.stdout ?? '' };
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
    const m = measuredOf(id);
    expect(m.problems).toEqual([]);
    const t = m.timing!;
    if (t.ratio > LIMIT) throw new Error(`${id}: ${describeLinear(t)}`);
  });
});

describe('the measurement tells linear from superlinear (same process, same conditions)', () => {
  it.each(SELF_CHECKS.map((c) => [c.name, c.expect] as const))('%s', (id, expected) => {
    const m = measuredOf(id);
    expect(m.problems).toEqual([]);
    const t = m.timing!;
    if (expected === 'superlinear') expect(t.ratio).toBeGreaterThan(2 * LIMIT);
    else if (t.ratio > LIMIT) throw new Error(`${id}: ${describeLinear(t)}`);
  });
});
