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
const CALLS: [string, unknown[]][] = [
  ['parseScheme', ['ftp://a b/c', 'rfc1738']],
  ['parseScheme', ['ftp://a/b;type=i', 'rfc1738']],
  ['parseScheme', ['mailto:a@b?subject=x', 'rfc6068']],
  ['parse', ['http://a b/', 'rfc1738']],
  ['checkRule', ['rfc3986', 'host', 'a b']],
  ['canParse', ['http://[::1]/', 'rfc2396']],
];

/** the same from an edition's entry point: [entry, function, its arguments] */
const ENTRY_CALLS: [string, 'parse' | 'canParse' | 'checkRule', unknown[]][] = [
  ['rfc3987', 'parse', ['http://a b/']],
  ['rfc3987', 'parse', ['http://例子/\u0000']],
  ['rfc3987', 'checkRule', ['ihost', 'a b']],
  ['rfc3986', 'parse', ['http://[::1/']],
  ['rfc1738', 'parse', ['ftp://a b/']],
];

async function bundledCall(name: string, args: unknown[], from = './src/index'): Promise<unknown> {
  const contents = `import { ${name} } from '${from}'; globalThis.out = JSON.stringify(${name}(...${JSON.stringify(args)}));`;
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
    const direct = JSON.parse(JSON.stringify((main[name as keyof typeof main] as (...a: unknown[]) => unknown)(...args)) ?? 'null');
    expect(await bundledCall(name, args)).toEqual(direct);
  }, 60_000);

  it.each(ENTRY_CALLS)('from uri-editions/%s, %s(%j) answers as the main entry does', async (entry, name, args) => {
    const edition = entry as 'rfc3986';
    const direct =
      name === 'checkRule'
        ? main.checkRule(edition, args[0] as 'host', args[1] as string)
        : (main[name] as (input: string, e: string) => unknown)(args[0] as string, edition);
    expect(await bundledCall(name, args, `./src/entries/${entry}`)).toEqual(JSON.parse(JSON.stringify(direct) ?? 'null'));
  }, 60_000);
});
