/**
 * Each budget of .size-limit.cjs held: a browser bundle of one import from the package as built
 * (dist/, `npm run build`), minified and gzip'd by size-limit's esbuild and file plugins. The peers'
 * sizes (no budget) are printed beside ours.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

interface Check {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
}

let checks: Check[] = [];

beforeAll(() => {
  let out: string;
  try {
    out = execFileSync(process.execPath, [join(ROOT, 'node_modules', 'size-limit', 'bin.js'), '--json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch (error) {
    // size-limit exits 1 when a budget is exceeded; its JSON is still on stdout
    out = (error as { stdout?: string }).stdout ?? '';
  }
  checks = JSON.parse(out) as Check[];
  console.log(checks.map((c) => `${c.name}: ${(c.size / 1000).toFixed(2)} kB${c.sizeLimit ? ` (budget ${(c.sizeLimit / 1000).toFixed(0)} kB)` : ''}`).join('\n'));
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const budgets = (require(join(ROOT, '.size-limit.cjs')) as { name: string; limit?: string }[]).filter((b) => b.limit !== undefined);

it.each(budgets.map((b) => [b.name, b.limit] as const))('%s ≤ %s', (name) => {
  const check = checks.find((c) => c.name === name)!;
  expect({ name, size: check.size }).toEqual({ name, size: expect.any(Number) });
  expect(check.size).toBeLessThanOrEqual(check.sizeLimit!);
});
