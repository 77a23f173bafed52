/**
 * The package as built (dist/, `npm run build`) in Node with --disallow-code-generation-from-strings
 * — what Cloudflare Workers, Edge runtimes, MV3 extensions and strict-CSP pages impose: every public
 * function, every edition entry point (CommonJS and ES modules), rule() and the ABNF toolkit answer
 * exactly as they do where code generation is allowed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import * as main from '../../src/index';
import * as abnf from '../../src/abnf';

const ROOT = join(__dirname, '..', '..');
const EDITIONS = main.editions.map((e) => e.name);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { calls } = require('./calls.cjs') as { calls(m: unknown, entries: Record<string, unknown>, a: unknown): unknown };

/** Run `code` in a fresh node refusing code generation; its last stdout line as JSON. */
function refused(code: string, type: 'commonjs' | 'module'): unknown {
  const r = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type', type, '-e', code], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`node exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

const expected = calls(main, Object.fromEntries(EDITIONS.map((e) => [e, require(join(ROOT, 'src', 'entries', e))])), abnf);

it('the flag refuses code generation there (the premise)', () => {
  expect(refused(`let e = 'none'; try { new Function('return 1'); } catch (x) { e = x.name; } console.log(JSON.stringify(e));`, 'commonjs')).toBe('EvalError');
});

it('CommonJS: every public function, edition entry, rule() and abnf() answer as they do with code generation', () => {
  const code = `
    const { calls } = require('./test/runtimes/calls.cjs');
    const entries = Object.fromEntries(${JSON.stringify(EDITIONS)}.map((e) => [e, require('uri-editions/' + e)]));
    console.log(JSON.stringify(calls(require('uri-editions'), entries, require('uri-editions/abnf'))));`;
  expect(refused(code, 'commonjs')).toEqual(JSON.parse(JSON.stringify(expected)));
});

it('ES modules: the same through import', () => {
  const code = `
    import { createRequire } from 'node:module';
    const { calls } = createRequire(process.cwd() + '/')('./test/runtimes/calls.cjs');
    const main = await import('uri-editions');
    const abnf = await import('uri-editions/abnf');
    const entries = {};
    for (const e of ${JSON.stringify(EDITIONS)}) entries[e] = await import('uri-editions/' + e);
    console.log(JSON.stringify(calls(main, entries, abnf)));`;
  expect(refused(code, 'module')).toEqual(JSON.parse(JSON.stringify(expected)));
});
