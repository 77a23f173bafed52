/**
 * The package as built (dist/) in workerd, Cloudflare Workers' runtime, through miniflare (its
 * binary comes with the npm package; it listens on this machine only): a Worker that imports the
 * main entry, every edition entry and `uri-editions/abnf` (bundled by esbuild, as a Worker is
 * deployed), calls the public functions and answers 200 with what they returned — the same as
 * Node. workerd refuses code generation from strings, which the first test shows.
 */
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { join } from 'node:path';
import * as main from '../../src/index';
import * as abnf from '../../src/abnf';

const ROOT = join(__dirname, '..', '..');
const EDITIONS = main.editions.map((e) => e.name);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { calls } = require('./calls.cjs') as { calls(m: unknown, entries: Record<string, unknown>, a: unknown): unknown };

const WORKER = `
import * as main from 'uri-editions';
import * as abnf from 'uri-editions/abnf';
${EDITIONS.map((e) => `import * as ${e} from 'uri-editions/${e}';`).join('\n')}
import { calls } from './test/runtimes/calls.cjs';
export default {
  async fetch(request) {
    if (new URL(request.url).pathname === '/eval') {
      let refused = 'none';
      try { new Function('return 1'); } catch (e) { refused = e.name; }
      return new Response(refused);
    }
    try {
      return Response.json(calls(main, { ${EDITIONS.join(', ')} }, abnf));
    } catch (e) {
      return new Response(String(e && e.stack || e), { status: 500 });
    }
  },
};`;

let mf: Miniflare;

beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: WORKER, resolveDir: ROOT, sourcefile: 'worker.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'import'],
    write: false,
    logLevel: 'error',
  });
  mf = new Miniflare({ modules: true, script: bundle.outputFiles[0].text, compatibilityDate: '2025-01-01' });
  await mf.ready;
}, 120000);

afterAll(async () => {
  await mf?.dispose();
});

it('workerd refuses code generation from strings (the premise)', async () => {
  const r = await mf.dispatchFetch('http://localhost/eval');
  expect(await r.text()).toBe('EvalError');
});

it('a Worker importing the package answers 200, with what Node answers', async () => {
  const r = await mf.dispatchFetch('http://localhost/');
  const body = await r.text();
  expect({ status: r.status, body: r.status === 200 ? '' : body }).toEqual({ status: 200, body: '' });
  const expected = calls(main, Object.fromEntries(EDITIONS.map((e) => [e, require(join(ROOT, 'src', 'entries', e))])), abnf);
  expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(expected)));
});
