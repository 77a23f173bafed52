/**
 * One public function bundled alone, as a program that imports only it gets it: esbuild drops
 * every module the function does not reach (the package declares `"sideEffects": false`), so a
 * grammar's modes must be given by whatever hands the grammar out, not by a module the bundle may
 * leave out. Each bundle runs where code generation from strings is refused, and answers as the
 * function does in Node.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { runInContext, createContext } from 'node:vm';
import * as main from '../../src/index';

const ROOT = join(__dirname, '..', '..');

/** [function, its arguments]: rejections too, since they are explained (the explaining mode) */
const CALLS: [keyof typeof main & string, unknown[]][] = [
  ['parseScheme', ['ftp://a b/c', 'rfc1738']],
  ['parseScheme', ['ftp://a/b;type=i', 'rfc1738']],
  ['parseScheme', ['mailto:a@b?subject=x', 'rfc6068']],
  ['parse', ['http://a b/', 'rfc1738']],
  ['checkRule', ['rfc3986', 'host', 'a b']],
  ['canParse', ['http://[::1]/', 'rfc2396']],
];

async function bundledCall(name: string, args: unknown[]): Promise<unknown> {
  const contents = `import { ${name} } from './src/index'; globalThis.out = JSON.stringify(${name}(...${JSON.stringify(args)}));`;
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    logLevel: 'error',
  });
  const context = createContext({ TextEncoder, TextDecoder, URL }, { codeGeneration: { strings: false, wasm: false } });
  runInContext(result.outputFiles[0].text, context);
  return JSON.parse((context as { out: string }).out);
}

describe('a public function bundled alone', () => {
  it.each(CALLS)('%s(%j) answers as it does in Node', async (name, args) => {
    const direct = JSON.parse(JSON.stringify((main[name] as (...a: unknown[]) => unknown)(...args)) ?? 'null');
    expect(await bundledCall(name, args)).toEqual(direct);
  }, 60_000);
});
