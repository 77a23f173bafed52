/**
 * The playground under a Content-Security-Policy without 'unsafe-eval' — `script-src 'self'`, what
 * strict sites and extension pages impose — in Debian's headless Chromium: the built page
 * (web/dist/index.html) served from this machine with its script as a file of the same origin (CSP
 * refuses inline scripts too), so that any code generation from strings would be refused and
 * reported. The page must start, raise no violation or error, and show for each edition what the
 * library answers.
 */
import { readFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { compare, editions } from '../../src/index';
import { DEFAULT_STATE, encodeState } from '../../web/src/state';

declare const document: any;
declare const window: any;

const ROOT = resolve(__dirname, '../..');
const PAGE = join(ROOT, 'web', 'dist', 'index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CSP = "script-src 'self'";

let server: Server;
let origin: string;
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
  if (!existsSync(PAGE)) throw new Error(`${PAGE} is missing: run \`npm run build:web\` (\`npm run test:e2e\` does)`);
  const built = readFileSync(PAGE, 'utf8');
  // the inline script, moved to /app.js (the page is otherwise as built)
  const open = built.lastIndexOf('<script>');
  const close = built.indexOf('</script>', open);
  const script = built.slice(open + '<script>'.length, close);
  const html = built.slice(0, open) + '<script src="/probe.js"></script><script src="/app.js"></script>' + built.slice(close + '</script>'.length);
  // whether this page may generate code (DevTools' own evaluation is exempt from CSP, so the page asks)
  const probe = "try { new Function('return 1'); window.__probe = 'allowed'; } catch (e) { window.__probe = e.name; }";
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/probe.js') res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(probe);
    else if (path === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-security-policy': CSP }).end(script);
    else if (path === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  profile = mkdtempSync(join(tmpdir(), 'uri-editions-csp-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  await context.route(/^https?:/, (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()));
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
  await new Promise((done) => server?.close(done));
});

it.each(['http://user@example.com:8080/a/b?q#f', 'http://[fe80::1%25en0]/', 'ftp://h/p;type=d', 'http://ü.example/a b'])(
  "runs under %s with CSP script-src 'self', no violation, each edition as the library reads it",
  async (input) => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e: any) => ((window.__violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)));
    });
    await page.goto(`${origin}/#${encodeState({ ...DEFAULT_STATE, input })}`);
    await page.locator('html[data-ready="true"]').waitFor();
    // the policy is in force: code generation is refused on this page
    expect(await page.evaluate(() => window.__probe)).toBe('EvalError');
    const expected = compare(input);
    for (const { name } of editions) {
      const ok = (expected.results[name] as { ok: boolean }).ok;
      const cls = await page.locator(`#columns article[data-edition="${name}"]`).getAttribute('class');
      expect({ name, ok: cls?.includes('is-ok') }).toEqual({ name, ok });
    }
    // the probe's refusal, and nothing else
    expect(await page.evaluate(() => window.__violations ?? [])).toHaveLength(1);
    expect(problems.filter((p) => !/unsafe-eval|Content Security Policy/.test(p))).toEqual([]);
    await page.close();
  },
);
