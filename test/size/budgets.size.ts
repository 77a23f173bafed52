/**
 * Each budget of .size-limit.cjs held — a browser bundle of one import from the package as built
 * (dist/, `npm run build`), minified and gzip'd by size-limit's esbuild and file plugins. The peers'
 * sizes (no budget) are printed beside ours. And each of those bundles runs (below).
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

/**
 * Each budget's bundle runs, minified as measured, in a V8 context that refuses code generation
 * from strings (node:vm's `codeGeneration: { strings: false }`), with only the globals a browser has.
 */
describe('each budget bundle runs where code generation is refused', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const vm = require('node:vm') as typeof import('node:vm');
  const CALLS: Record<string, string> = {
    '{ parse }': "parse('http://h:1/p?q').ok && !parse('http://h/ x').ok && parse('http://h/ x').error.offset === 9",
    '{ canParse }': "canParse('http://h/p') && !canParse('http://h/ x')",
    '{ compare }': "compare('http://h/p?q').input === 'http://h/p?q'",
  };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = (require(join(ROOT, '.size-limit.cjs')) as { name: string; path: string; import: string; limit?: string }[]).filter((b) => b.limit !== undefined);
  it.each(rows.map((b) => [b.name, b] as const))('%s', async (_, b) => {
    const out = await esbuild.build({
      stdin: { contents: `import ${b.import} from ${JSON.stringify(join(ROOT, b.path))};\nglobalThis.answer = ${CALLS[b.import]};`, resolveDir: ROOT },
      bundle: true,
      minify: true,
      platform: 'browser',
      format: 'iife',
      write: false,
      logLevel: 'error',
    });
    const context = vm.createContext({ URL, TextEncoder, TextDecoder }, { codeGeneration: { strings: false, wasm: false } });
    expect(vm.runInContext('let refused = "none"; try { new Function("") } catch (e) { refused = e.name } refused', context)).toBe('EvalError');
    vm.runInContext(out.outputFiles[0].text, context);
    expect(vm.runInContext('globalThis.answer', context)).toBe(true);
  });
});
