// Takes the README's screenshot of the playground (docs/playground.png): the built page
// (web/dist, `npm run build:web`) served as `npm run web` serves it, in Debian's headless Chromium.
//   npm run screenshot:web                       build, then docs/playground.png
//   node web/screenshot.mjs [out.png] [input] [base]
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { context } from 'esbuild';
import { chromium } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = dirname(fileURLToPath(import.meta.url));
const root = dirname(web);
const page = join(web, 'dist', 'index.html');
const [out = join(root, 'docs', 'playground.png'), input = 'http://user:pw@example.com:8080/a;b?c#d', base = 'http://a/b/c/d;p?q'] =
  process.argv.slice(2);
if (!existsSync(page)) {
  console.error(`${relative(process.cwd(), page)} is missing: run \`npm run build:web\` first`);
  process.exit(1);
}

const fragment = new URLSearchParams({ u: input, ...(base ? { b: base } : {}), w: '1' }).toString();
// as `npm run web` serves it (port 8000, so the permalink in the picture reads as it will for a reader)
const server = await context({ logLevel: 'silent' });
let served;
try {
  served = await server.serve({ servedir: dirname(page), host: '127.0.0.1', port: 8000 });
} catch {
  served = await server.serve({ servedir: dirname(page), host: '127.0.0.1', port: 0 });
}
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const tab = await browser.newPage({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });
  // the page loads nothing else; make sure of it
  await tab.route(/^https?:/, (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
  await tab.goto(`http://127.0.0.1:${served.port}/#${fragment}`);
  await tab.locator('html[data-ready="true"]').waitFor();
  // the controls, the four columns and the first of the differences
  const bottom = await tab.evaluate(() => {
    const first = document.querySelector('#difference-body li.difference, #difference-body p');
    const columns = document.getElementById('columns').getBoundingClientRect();
    return Math.ceil(Math.max(columns.bottom, first ? first.getBoundingClientRect().bottom : 0) + 16);
  });
  mkdirSync(dirname(out), { recursive: true });
  await tab.screenshot({ path: out, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: bottom } });
  console.log(`${relative(process.cwd(), out)}: 1280×${bottom}, ${input}${base ? ` against ${base}` : ''}`);
} finally {
  await browser?.close();
  await server.dispose();
}
