// Serves the built playground (web/dist) on this machine with esbuild's static file server.
//   npm run web                 http://127.0.0.1:8000/ (or the next free port)
//   node web/serve.mjs --port 0 any free port; the URL is printed on the first line
//   HOST=0.0.0.0 npm run web    to reach it from another machine
import { context } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = dirname(fileURLToPath(import.meta.url));
const dist = join(web, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${relative(process.cwd(), dist) || dist}/index.html is missing: run \`npm run build:web\` first`);
  process.exit(1);
}

const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : Number(process.env.PORT ?? 8000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`not a port: ${at >= 0 ? process.argv[at + 1] : process.env.PORT}`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';

const ctx = await context({ logLevel: 'silent' });
const served = await ctx.serve({ servedir: dist, host, port });
const shown = host.includes(':') ? `[${host}]` : host;
console.log(`playground: http://${shown}:${served.port}/  (serving ${relative(process.cwd(), dist) || dist}; Ctrl+C stops)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void ctx.dispose().then(() => process.exit(0));
  });
}
