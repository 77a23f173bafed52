/**
 * The `uri-editions` binary as the CLI tests run it: built once per run with `npm run build`
 * (dist/cli/main.js; jest's globalSetup, or the first test file when run without it), spawned with a clean colour environment, its raw output kept as bytes
 * decoded as UTF-8 (so a raw ESC or U+202E in the output is seen as it was written).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '../..');
export const BIN = join(ROOT, 'dist', 'cli', 'main.js');

/** Build the binary (call in beforeAll, with a long timeout): once per run under `npm test` (test/support/build-once.js). */
export function buildCli(): void {
  if (process.env.URI_EDITIONS_DIST_BUILT === '1') return;
  // tsc emits even when a file elsewhere in the tree has a type error; what matters here is the CLI
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    if (!existsSync(BIN)) throw error;
  }
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Run the binary with a clean colour environment (CI=true must not turn colours on). */
export function cli(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): Run {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), CI: 'true' };
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input: options.input ?? '',
    env: { ...env, ...options.env },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The characters no human-readable output may contain raw (C0 but "\n", DEL, C1, bidi, zero-width, U+2028/9). */
export const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060\u2066-\u2069\ufeff]/;
