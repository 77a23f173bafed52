/**
 * The playground in a real browser: Debian's headless Chromium driven by playwright-core, against
 * the built page (web/dist/index.html, `npm run build:web`) — from file:// and from the local
 * server. What the page shows is checked against what the library itself answers in node.
 *
 * Run with `npm run test:e2e` (not part of `npm test`). Screenshots go to artifacts/.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { audit, compare, editions, resolveAll } from '../../src/index';
import type { EditionName, ParseResult } from '../../src/index';
import { decodeState, encodeState } from '../../web/src/state';
import type { PlaygroundState } from '../../web/src/state';

// The page's globals, inside page.evaluate() callbacks (this file is type-checked without the DOM lib).
declare const document: any;
declare const location: any;
declare const window: any;
declare function getComputedStyle(element: any): any;

const ROOT = resolve(__dirname, '../..');
const PAGE = join(ROOT, 'web', 'dist', 'index.html');
const PAGE_URL = pathToFileURL(PAGE).href;
const ARTIFACTS = join(ROOT, 'artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NAMES = editions.map((e) => e.name);
const RFC_BASE = 'http://a/b/c/d;p?q';

let context: BrowserContext;
let profile: string;
/** every request any page made: only file:// and this machine are allowed */
const requests: string[] = [];
/** uncaught errors and console errors of the pages */
const pageErrors: string[] = [];

beforeAll(async () => {
  if (!existsSync(PAGE)) throw new Error(`${PAGE} is missing: run \`npm run build:web\` (\`npm run test:e2e\` does)`);
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), 'uri-editions-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
  });
  context.on('request', (request) => {
    requests.push(request.url());
  });
  // nothing leaves this machine
  await context.route(/^https?:/, (route) => {
    const host = new URL(route.request().url()).hostname;
    return ['127.0.0.1', 'localhost', '[::1]'].includes(host) ? route.continue() : route.abort();
  });
});

afterAll(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
  const foreign = requests.filter((u) => !/^(file:|data:|about:|https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/])/.test(u));
  expect(foreign).toEqual([]);
  pageErrors.length = 0;
  requests.length = 0;
});

async function open(url: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor();
  return page;
}

/** Press Tab until the focused element satisfies `test` (keyboard only); its description. */
async function tabTo(page: Page, test: (el: { id: string; text: string; tag: string }) => boolean, max = 40): Promise<string> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement;
      return { id: a.id as string, text: (a.textContent ?? '').trim() as string, tag: a.tagName.toLowerCase() as string };
    });
    if (test(el)) {
      // a keyboard user can see where the focus is
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle as string);
      expect(outline).not.toBe('none');
      return el.id || el.text;
    }
  }
  throw new Error(`Tab never reached the element within ${max} presses`);
}

async function columnEditions(page: Page): Promise<string[]> {
  return page.locator('#columns article.edition').evaluateAll((els: any[]) => els.map((e) => e.dataset.edition));
}

/** The page's view of one edition's column must be what the library says about the input. */
async function expectColumnsMatchLibrary(page: Page, input: string, options: { amendments?: PlaygroundState['amendments'] } = {}): Promise<void> {
  const expected = compare(input, { amendments: options.amendments ?? [] });
  expect(await columnEditions(page)).toEqual(NAMES);
  for (const name of NAMES) {
    const result = expected.results[name] as ParseResult;
    const column = page.locator(`#columns article[data-edition="${name}"]`);
    await expectClass(column, result.ok ? 'is-ok' : 'is-rejected');
    if (result.ok) {
      // the coloured input is the input, and each component row shows the component's exact text
      await expectText(column.locator('.hl'), input);
      for (const field of ['scheme', 'host', 'port', 'path', 'query', 'fragment'] as const) {
        const value = result.uri[field];
        if (value === undefined || value === '') continue;
        await expectText(column.locator(`tr[data-field="${field}"] td code`), value);
      }
    } else {
      const reason = result.error.reason.replace(`${name}: `, '');
      await expectText(column.locator('.reason'), reason);
      await expectContains(column.locator('pre.caret'), '^');
    }
  }
  // the differences are the library's, in its order, each with its explanation
  const components = await page.locator('#difference-body li.difference').evaluateAll((els: any[]) => els.map((e) => e.dataset.component));
  expect(components).toEqual(expected.differences.map((d) => d.component));
  const explanations = await page.locator('#difference-body .explanation').allTextContents();
  expect(explanations).toEqual(expected.differences.map((d) => d.explanation.replace(/`/g, '')));
}

async function expectText(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  expect(((await locator.first().textContent()) ?? '').trim()).toBe(text.trim());
}
async function expectContains(locator: ReturnType<Page['locator']>, text: string): Promise<void> {
  expect((await locator.first().textContent()) ?? '').toContain(text);
}
async function expectClass(locator: ReturnType<Page['locator']>, cls: string): Promise<void> {
  expect(((await locator.getAttribute('class')) ?? '').split(/\s+/)).toContain(cls);
}

/** Every visible text on the page against its background: WCAG 2.x contrast ratio, AA is 4.5:1. */
async function contrastFailures(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const parse = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return { r: 0, g: 0, b: 0, a: 0, unknown: c };
      const [r, g, b, a = 1] = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el: any) => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c.a > 0) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const failures: unknown[] = [];
    let checked = 0;
    for (const el of document.querySelectorAll('body *')) {
      const ownText = [...el.childNodes].some((n: any) => n.nodeType === 3 && n.textContent.trim() !== '');
      if (!ownText && !['INPUT', 'BUTTON'].includes(el.tagName)) continue;
      if (el.closest('[hidden]') || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const fg = parse(style.color);
      const bg = background(el);
      if ('unknown' in fg || fg.a < 1) {
        failures.push({ element: el.tagName, class: el.className, color: style.color, note: 'not an opaque rgb colour' });
        continue;
      }
      const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      checked++;
      if (ratio < 4.5) {
        failures.push({ element: el.tagName, class: el.className, text: el.textContent.slice(0, 40), color: style.color, background: bg, ratio });
      }
    }
    if (checked < 50) failures.push({ note: `only ${checked} texts checked` });
    return failures;
  });
}

describe('the playground in headless Chromium', () => {
  it('shows every edition side by side as you type, with the differences called out and highlighted', async () => {
    const page = await open(PAGE_URL);
    const typed = 'http://a?x/b';
    // keyboard only: Tab to the input, replace its text, type
    expect(await tabTo(page, (el) => el.id === 'input')).toBe('input');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(typed);
    expect(await page.inputValue('#input')).toBe(typed);

    // one column per edition, each saying what the library says
    expect(NAMES).toEqual(['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987']);
    await expectColumnsMatchLibrary(page, typed);

    // a highlighted difference: RFC 1808's net_loc runs to the next "/", so its host is "a?x"
    const expected = compare(typed);
    expect(expected.differences.some((d) => d.component === 'host')).toBe(true);
    for (const name of ['rfc1808', 'rfc2396', 'rfc3986'] as EditionName[]) {
      const result = expected.results[name];
      if (!result.ok) throw new Error(`${name} should accept ${typed}`);
      const column = page.locator(`#columns article[data-edition="${name}"]`);
      const hostPieces = column.locator('.hl .piece.differs[data-component="host"]');
      expect((await hostPieces.allTextContents()).join('')).toBe(result.uri.host);
      expect(await hostPieces.first().evaluate((e: any) => getComputedStyle(e).outlineStyle)).toBe('dashed');
      await expectClass(column.locator('tr[data-field="host"]'), 'differs');
      await expectContains(column.locator('tr[data-field="host"]'), 'differs');
    }
    await expectContains(page.locator('#summary'), `${expected.differences.length} differences`);

    // the fragment now holds the state, and the permalink field shows the page URL
    const hash = await page.evaluate(() => location.hash as string);
    expect(decodeState(hash)).toEqual({ input: typed, base: '', amendments: [], strict: true, whatwg: false });
    expect(await page.inputValue('#permalink')).toBe(page.url());

    // a base URI, typed after one more Tab: the resolution panel
    expect(await tabTo(page, (el) => el.id === 'base')).toBe('base');
    await page.keyboard.type(RFC_BASE);
    const resolved = resolveAll(RFC_BASE, typed);
    for (const name of NAMES) {
      const r = resolved[name];
      const card = page.locator(`#resolution-body article[data-edition="${name}"]`);
      if (r.ok) await expectText(card.locator('.target'), r.target);
      else await expectContains(card.locator('.reason'), r.error.reason.slice(0, 40));
    }
    expect(decodeState(await page.evaluate(() => location.hash as string)).base).toBe(RFC_BASE);
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-typed.png'), fullPage: true });
    await page.close();
  });

  it('reproduces a view from its permalink, and follows a pasted one', async () => {
    const state: PlaygroundState = { input: '?y', base: RFC_BASE, amendments: ['rfc2732'], strict: false, whatwg: false };
    const page = await open(`${PAGE_URL}#${encodeState(state)}`);
    expect(await page.inputValue('#input')).toBe('?y');
    expect(await page.inputValue('#base')).toBe(RFC_BASE);
    expect(await page.isChecked('#amend-rfc2732')).toBe(true);
    expect(await page.isChecked('#amend-rfc6874')).toBe(false);
    expect(await page.isChecked('#strict')).toBe(false);
    await expectColumnsMatchLibrary(page, '?y', { amendments: ['rfc2732'] });

    // the resolution panel: every target the library gives, the ones that differ from the most
    // common target marked, with the differing part highlighted
    const resolved = resolveAll(RFC_BASE, '?y', { strict: false, amendments: ['rfc2732'] });
    const targets = NAMES.flatMap((n) => {
      const r = resolved[n];
      return r.ok ? [r.target] : [];
    });
    const count = (t: string) => targets.filter((x) => x === t).length;
    const most = Math.max(...targets.map(count));
    expect(new Set(targets).size).toBeGreaterThan(1); // RFC 2396 §5.2 step 6 drops "d;p": it differs
    for (const name of NAMES) {
      const r = resolved[name];
      const card = page.locator(`#resolution-body article[data-edition="${name}"]`);
      if (!r.ok) {
        await expectClass(card, 'is-rejected');
        continue;
      }
      await expectText(card.locator('.target'), r.target);
      const differs = count(r.target) < most;
      expect(((await card.getAttribute('class')) ?? '').includes('differs')).toBe(differs);
      if (differs) expect(await card.locator('.delta').count()).toBe(1);
    }
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-permalink.png'), fullPage: true });

    // a pasted permalink (the fragment changes under the page) updates the view
    const pasted: PlaygroundState = { input: 'mailto:joe@example.com', base: '', amendments: [], strict: true, whatwg: false };
    await page.evaluate((fragment: string) => {
      location.hash = fragment;
    }, encodeState(pasted));
    await page.waitForFunction(() => document.getElementById('input').value === 'mailto:joe@example.com');
    expect(await page.inputValue('#base')).toBe('');
    await expectColumnsMatchLibrary(page, pasted.input);
    await page.close();
  });

  it('shows an IRI in the IRI edition column, rfc3987 alone accepting, and the URI it maps to', async () => {
    const page = await open(PAGE_URL);
    await tabTo(page, (el) => el.tag === 'summary');
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'an IRI');
    await page.keyboard.press('Enter');
    const iri = 'http://例子.卷筒纸/引き割り.html';
    expect(await page.inputValue('#input')).toBe(iri);
    await expectColumnsMatchLibrary(page, iri);
    const expected = compare(iri);
    for (const name of ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986']) {
      await expectClass(page.locator(`#columns article[data-edition="${name}"]`), 'is-rejected');
    }
    const column = page.locator('#columns article[data-edition="rfc3987"]');
    await expectClass(column, 'is-ok');
    await expectContains(column.locator('.verdict'), 'absolute IRI');
    await expectText(column.locator('tr[data-field="host"] td code'), '例子.卷筒纸');
    // the conversion (RFC 3987 §3.1), as compare() gives it
    expect(expected.iri).toEqual({ ok: true, uri: 'http://xn--fsqu00a.xn--3lr804guic/%E5%BC%95%E3%81%8D%E5%89%B2%E3%82%8A.html' });
    await expectContains(page.locator('#difference-body .iri-note'), 'As an IRI: only RFC 3987 accepts it');
    await expectText(page.locator('#difference-body .iri-note code'), expected.iri?.ok ? expected.iri.uri : '');
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-iri.png'), fullPage: true });
    // an IRI with no URI (RFC 3987 §4.1: no bidirectional formatting character): why, in the note
    await page.fill('#input', 'http://a/\u202eb');
    await page.waitForFunction(() => /maps it to no URI/.test(document.querySelector('#difference-body .iri-note')?.textContent ?? ''));
    await expectContains(page.locator('#difference-body .iri-note'), 'maps it to no URI: not a mappable IRI: U+202E is a bidirectional formatting character');
    // an ASCII input has no such note
    await page.fill('#input', 'http://example.com/');
    await page.waitForFunction(() => document.querySelector('#difference-body .iri-note') === null);
    await page.close();
  });

  it("shows the scheme in its own specifications, a column per era, as compare().schemes says", async () => {
    const page = await open(PAGE_URL);
    await page.fill('#input', 'http://:80/');
    await page.waitForFunction(() => document.querySelectorAll('#scheme-body article[data-spec]').length === 6);
    const specs = await page.locator('#scheme-body article[data-spec]').evaluateAll((els: any[]) => els.map((e) => e.dataset.spec));
    expect(specs).toEqual(['rfc1738', 'rfc1945', 'rfc2068', 'rfc2616', 'rfc7230', 'rfc9110']);
    const rfc9110 = page.locator('#scheme-body article[data-spec="rfc9110"]');
    await expectClass(rfc9110, 'is-rejected');
    await expectContains(rfc9110, 'RFC 9110 §4.2.1: a recipient MUST reject an "http" URI with an empty host identifier as invalid');
    // the fields by the RFC's names, and the eras' differences with the library's explanations
    await page.fill('#input', 'mailto:joe@example.com?subject=hi');
    await page.waitForFunction(() => document.querySelectorAll('#scheme-body article[data-spec]').length === 3);
    const expected = compare('mailto:joe@example.com?subject=hi').schemes!;
    await expectContains(page.locator('#scheme-body article[data-spec="rfc6068"]'), 'hfields');
    const items = await page.locator('#scheme-body ul.differences li').allTextContents();
    expect(items).toEqual(expected.differences.map((d) => `${d.component}: ${d.explanation}`));
    expect(await contrastFailures(page)).toEqual([]);
    // a scheme without specifications says so
    await page.fill('#input', 'x-y:z');
    await page.waitForFunction(() => /No specification of this scheme/.test(document.querySelector('#scheme-body')?.textContent ?? ''));
    await page.close();
  });

  it('shows its results without scrolling at 1280×900: the summary and every edition\'s verdict above the fold (screenshot)', async () => {
    const page = await open(PAGE_URL);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 900 });
    await page.screenshot({ path: join(ARTIFACTS, 'playground-fold.png') });
    const boxes = await page.evaluate(() => ({
      height: window.innerHeight,
      scrolled: window.scrollY,
      summary: document.getElementById('summary').getBoundingClientRect().bottom,
      verdicts: [...document.querySelectorAll('#columns article.edition .verdict')].map((e: any) => e.getBoundingClientRect().bottom),
      examplesOpen: document.getElementById('examples-box').open,
    }));
    expect(boxes.scrolled).toBe(0);
    expect(boxes.examplesOpen).toBe(false);
    expect(boxes.summary).toBeLessThanOrEqual(boxes.height);
    expect(boxes.verdicts).toHaveLength(NAMES.length);
    for (const bottom of boxes.verdicts) expect(bottom).toBeLessThanOrEqual(boxes.height);
    // the screenshot itself: the bottom 200 rows of the viewport are not the page's background alone
    // (the columns are drawn there), read from the PNG's pixels by the browser
    const png = (await page.screenshot()).toString('base64');
    const inked = await page.evaluate(async (data: string) => {
      const img = new window.Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0);
      const row = g.getImageData(0, img.height - 200, img.width, 200).data;
      const colours = new Set<string>();
      for (let i = 0; i < row.length; i += 4) colours.add(`${row[i]},${row[i + 1]},${row[i + 2]}`);
      return colours.size;
    }, png);
    expect(inked).toBeGreaterThan(3);
    await page.close();
  });

  it('is usable with the keyboard alone: examples and options', async () => {
    const page = await open(PAGE_URL);
    // the examples are collapsed: their summary opens them
    await tabTo(page, (el) => el.tag === 'summary');
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'an IPv6 literal');
    await page.keyboard.press('Enter');
    const ipv6 = 'http://[2001:db8::7]:8080/';
    expect(await page.inputValue('#input')).toBe(ipv6);
    await expectColumnsMatchLibrary(page, ipv6);
    await expectClass(page.locator('#columns article[data-edition="rfc2396"]'), 'is-rejected');

    // RFC 2732 amends RFC 2396 with IPv6 literals: check it with Shift+Tab and Space
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Shift+Tab');
      reached = await page.evaluate(() => document.activeElement.id === 'amend-rfc2732');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.isChecked('#amend-rfc2732')).toBe(true);
    await expectColumnsMatchLibrary(page, ipv6, { amendments: ['rfc2732'] });
    await expectClass(page.locator('#columns article[data-edition="rfc2396"]'), 'is-ok');
    expect(decodeState(await page.evaluate(() => location.hash as string)).amendments).toEqual(['rfc2732']);

    // Back returns to the view before the example (an example is a history entry of its own)
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('input').value !== 'http://[2001:db8::7]:8080/');
    expect(await page.inputValue('#input')).toBe(decodeState('').input);
    await page.close();
  });

  it('shows the WHATWG column from its checkbox (kept in the permalink) and the audit, each offset marked from the keyboard', async () => {
    const input = 'http://evil.example\\@trusted.example/';
    const page = await open(`${PAGE_URL}#${encodeState({ input, base: '', amendments: [], strict: true, whatwg: false })}`);
    expect(await columnEditions(page)).toEqual(NAMES);
    // keyboard only: reach the checkbox and tick it
    await tabTo(page, (el) => el.id === 'whatwg');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('#columns article[data-edition="whatwg"]') !== null);
    expect(await columnEditions(page)).toEqual([...NAMES, 'whatwg']);
    expect(decodeState(await page.evaluate(() => location.hash as string)).whatwg).toBe(true);
    // the column is what the library's WHATWG reading says (Chromium's URL reads "\\" as "/" too)
    const expected = compare(input, { whatwg: true });
    expect(expected.results.whatwg.ok).toBe(true);
    const column = page.locator('#columns article[data-edition="whatwg"]');
    await expectClass(column, 'is-ok');
    await expectText(column.locator('tr[data-field="host"] td .value'), 'evil.example');
    await expectText(column.locator('tr[data-field="path"] td .value'), '/@trusted.example/');
    const accepted = page.locator('#difference-body li[data-component="accepted"]');
    await expectContains(accepted, 'WHATWG URL');
    await expectContains(accepted, 'reads "\\" as "/"');

    // the audit: its findings and flags as audit() gives them, each offset a button that marks the input
    const a = audit(input);
    expect(await page.locator('#audit-body li.finding').count()).toBe(a.findings.length);
    expect(await page.locator('#audit-body li.flag').count()).toBe(a.flags.length);
    const backslash = a.flags.find((f) => f.code === 'backslash');
    expect(backslash?.offset).toBe(19);
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'at 19', 80);
    await expectText(page.locator('#audit-body .audit-input mark.at-offset'), '\\');
    expect(await contrastFailures(page)).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-whatwg.png'), fullPage: true });

    // a reload of the permalink keeps the column
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.isChecked('#whatwg')).toBe(true);
    expect(await columnEditions(page)).toEqual([...NAMES, 'whatwg']);

    // a click marks too; inside a masked password the whole "***" is marked
    const secret = 'hunter22';
    const withPassword = `http://user:${secret}@h\\x/`;
    await page.evaluate((fragment: string) => {
      location.hash = fragment;
    }, encodeState({ input: withPassword, base: '', amendments: [], strict: true, whatwg: true }));
    await page.waitForFunction((v: string) => document.getElementById('input').value === v, withPassword);
    const flags = audit(withPassword).flags;
    const inPassword = flags.find((f) => f.offset >= 12 && f.offset < 12 + secret.length);
    const userinfo = flags.find((f) => f.code === 'userinfo') ?? flags[0];
    await page.locator(`#audit-body button.offset[data-offset="${(inPassword ?? userinfo).offset}"]`).first().click();
    expect(await page.locator('#audit-body .audit-input mark.at-offset').count()).toBeGreaterThan(0);
    const body = await page.locator('main').innerText();
    expect(body).not.toContain(secret);
    expect(body).toContain('***');
    await page.close();
  });

  it('labels every control, and Tab walks them in reading order with a visible focus', async () => {
    const page = await open(PAGE_URL);
    // every form control has a <label> (or, for a button, its own text)
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('input, select, textarea, button')]
        .filter((e: any) => (e.tagName === 'BUTTON' ? e.textContent.trim() === '' : e.labels.length === 0 && !e.getAttribute('aria-label')))
        .map((e: any) => e.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
    // the tab stops, from the top: the inputs, the options, the examples' summary (collapsed), the
    // permalink and its buttons; opened, the examples
    const examples = await page.locator('#examples button').count();
    expect(examples).toBeGreaterThan(0);
    const stops: string[] = [];
    for (let i = 0; i < 7 + 1 + 2; i++) stops.push(await tabTo(page, () => true, 1));
    expect(stops.slice(0, 8)).toEqual(['input', 'base', 'amend-rfc2732', 'amend-rfc6874', 'strict', 'whatwg', 'show-password', 'examples-label']);
    expect(stops.slice(8)).toEqual(['permalink', 'copy']);
    await page.evaluate(() => {
      document.getElementById('examples-box').open = true;
      document.getElementById('examples-label').focus();
    });
    const opened: string[] = [];
    for (let i = 0; i < examples; i++) opened.push(await tabTo(page, () => true, 1));
    expect(opened).toEqual(await page.locator('#examples button').allTextContents());
    await tabTo(page, (el) => el.id === 'copy');
    // Enter on "Copy link" copies, or (no clipboard permission) selects the link for Ctrl+C
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /copied|selected/.test(document.getElementById('summary').textContent));
    await page.close();
  });

  it('hides passwords in every view unless "Show passwords" is checked, even where every edition rejects', async () => {
    const secret = 'S3cr3t';
    for (const input of [`http://user:${secret}@example.com/a`, `http://user:${secret}@example.com/a b`, ` http://u:${secret}@h/?next=http://v:${secret}@g/`]) {
      const state: PlaygroundState = { input, base: `http://base:${secret}@example.org/x/y`, amendments: [], strict: true, whatwg: true };
      const page = await open(`${PAGE_URL}#${encodeState(state)}`);
      const text = async () => (await page.locator('main, body').first().innerText()) + (await page.title());
      const shownText = await text();
      expect(shownText).toContain('***');
      expect(shownText).not.toContain(secret);
      await page.check('#show-password');
      await page.waitForFunction((s: string) => document.body.innerText.includes(s), secret);
      expect(await page.isChecked('#show-password')).toBe(true);
      await page.close();
    }
  });

  it('hides secret query values as redact() does, and its button replaces them before sharing', async () => {
    const input = 'postgres://user:S3cr3t@db/x?sslpassword=S3cr3t&Token=t0k3nvalue#access_token=acc3ssvalue';
    const page = await open(`${PAGE_URL}#${encodeState({ input, base: '', amendments: [], strict: true, whatwg: true })}`);
    const shownText = (await page.locator('main, body').first().innerText()) + (await page.title());
    expect(shownText).not.toMatch(/S3cr3t|t0k3nvalue|acc3ssvalue/);
    expect(shownText).toContain('sslpassword=***');
    await page.click('#redact');
    await page.waitForFunction(() => /Passwords and secrets replaced/.test(document.getElementById('summary')!.textContent ?? ''));
    expect(await page.inputValue('#input')).toBe('postgres://user:***@db/x?sslpassword=***&Token=***#access_token=***');
    await page.close();
  });

  it('shows invisible characters as the library escapes them (the one set), not only control characters', async () => {
    const input = 'http://例子.卷筒纸/a\u00adb\u3164c\ufe0fd\u{e0041}e\x1bf';
    const page = await open(`${PAGE_URL}#${encodeState({ input, base: '', amendments: [], strict: true, whatwg: false })}`);
    const text = await page.locator('#columns').innerText();
    expect(text).toContain('a\\u00adb\\u3164c\\ufe0fd\\u{e0041}e\\x1bf');
    expect(text).not.toMatch(/[\u00ad\u3164\ufe0f\x1b]|\u{e0041}/u);
    await page.close();
  });

  it('keeps every component colour readable (WCAG AA) under the text it carries', async () => {
    const seen = new Set<string>();
    for (const input of ['http://user:pw@example.com:8080/a;b?c#d', 'mailto:joe@example.com', 'ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a']) {
      const page = await open(`${PAGE_URL}#${encodeState({ input, base: RFC_BASE, amendments: [], strict: true, whatwg: false })}`);
      expect(await contrastFailures(page)).toEqual([]);
      for (const c of await page.locator('.hl .piece[data-component]').evaluateAll((els: any[]) => els.map((e) => e.dataset.component))) seen.add(c);
      await page.close();
    }
    // every coloured component was checked (authority and userinfo are drawn as underlines)
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['fragment', 'host', 'opaque', 'params', 'password', 'path', 'port', 'query', 'scheme', 'user']),
    );
  });

  it('shows a long input by its ends, and still links and updates it', async () => {
    const input = `http://example.com/${'a/'.repeat(20000)}?q`;
    const page = await open(`${PAGE_URL}#${encodeState({ input, base: RFC_BASE, amendments: [], strict: true, whatwg: false })}`);
    expect(await page.inputValue('#input')).toBe(input);
    await expectClass(page.locator('#columns article[data-edition="rfc3986"]'), 'is-ok');
    // the path is shown by its start and end, the rest counted; the segments list stops at 64
    const path = page.locator('#columns article[data-edition="rfc3986"] tr[data-field="path"]');
    await expectContains(path.locator('.elided'), `${(40001 - 600).toLocaleString('en')} more characters`);
    await expectContains(page.locator('#columns article[data-edition="rfc3986"] .segments li.more'), '20,001 in all');
    expect(await page.locator('#columns article[data-edition="rfc3986"] .segments li').count()).toBe(65);
    // the page URL is the permalink, and reproduces the state; a link this long (80 K characters:
    // every "/" is "%2F") is not written out in the field, which points to "Copy link" instead
    expect(page.url().length).toBeGreaterThan(64 * 1024);
    expect(decodeState(await page.evaluate(() => location.hash as string)).input === input).toBe(true);
    expect(await page.inputValue('#permalink')).toBe(`(a link of ${page.url().length.toLocaleString('en')} characters: use "Copy link")`);
    // typing at the end updates the view and the link (once the burst of keystrokes is handled)
    await page.focus('#input');
    await page.keyboard.press('End');
    await page.keyboard.type('z');
    await page.waitForFunction(() => (new URLSearchParams(location.hash.slice(1)).get('u') ?? '').endsWith('qz'));
    await expectText(page.locator('#columns article[data-edition="rfc3986"] tr[data-field="query"] code'), 'qz');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as number[]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    await page.close();
  });

  it('fits a narrow screen: no sideways scrolling, editions stacked', async () => {
    // long unbreakable texts, a rejection with its caret, resolution cards: nothing may widen the page
    for (const state of [
      { input: 'http://user:pw@example.com:8080/a;b?c#d', base: RFC_BASE },
      { input: `http://example.com/${'x'.repeat(2000)}?${'q'.repeat(1000)}`, base: `http://${'b'.repeat(500)}/c/d;p?q` },
      { input: `http://exa mple.com/${'x'.repeat(500)}`, base: '' },
    ]) {
      const wide = await open(`${PAGE_URL}#${encodeState({ ...state, amendments: [], strict: true, whatwg: false })}`);
      await wide.setViewportSize({ width: 360, height: 740 });
      const [scroll, inner] = await wide.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as number[]);
      expect({ input: state.input.slice(0, 40), scroll }).toEqual({ input: state.input.slice(0, 40), scroll: Math.min(scroll, inner) });
      await wide.close();
    }
    const page = await open(`${PAGE_URL}#${encodeState({ input: 'ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a', base: RFC_BASE, amendments: [], strict: true, whatwg: false })}`);
    await page.setViewportSize({ width: 360, height: 740 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth] as number[]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    const boxes = await page.locator('#columns article.edition').evaluateAll((els: any[]) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width) };
      }),
    );
    expect(new Set(boxes.map((b) => b.x)).size).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y);
    expect(Math.min(...boxes.map((b) => b.width))).toBeGreaterThan(300);
    await page.screenshot({ path: join(ARTIFACTS, 'playground-narrow.png') });
    await page.close();
  });

  it('shows each audit reading as a column, the client readers among them, chosen by checkboxes (one per reading of the registry) kept in the permalink', async () => {
    const input = 'http://[::1]evil.example/';
    const page = await open(`${PAGE_URL}#${encodeState({ input, base: '', amendments: [], strict: true, whatwg: false })}`);
    const headers = async () => page.locator('#audit-body table.audit-readings thead th[data-reading]').allInnerTexts();
    const a = audit(input);
    expect(await headers()).toEqual(Object.keys(a.readings));
    await expectText(page.locator('#audit-body td[data-reading="python"]').nth(2), '::1 (ipv6)');
    expect(await page.locator('#audit-body li.finding[data-code="client-only-host"]').count()).toBe(1);
    // untick python: the column and its finding go, the permalink keeps the choice
    await page.locator('input[data-reader="python"]').uncheck();
    await page.waitForFunction(() => document.querySelector('#audit-body th[data-reading="python"]') === null);
    expect(await headers()).toEqual(Object.keys(a.readings).filter((n) => n !== 'python'));
    expect(await page.locator('#audit-body li.finding[data-code="client-only-host"]').count()).toBe(0);
    expect(decodeState(await page.evaluate(() => location.hash as string)).readers).toEqual(Object.keys(a.readings).filter((n) => n !== 'python'));
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor();
    expect(await page.isChecked('input[data-reader="python"]')).toBe(false);
    expect(await contrastFailures(page)).toEqual([]);
    await page.close();
  });

  it('works from the local server (npm run web) as from file://', async () => {
    const server = spawn(process.execPath, [join(ROOT, 'web', 'serve.mjs'), '--port', '0'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((ok, fail) => {
        let out = '';
        const timer = setTimeout(() => fail(new Error(`no URL from web/serve.mjs: ${out}`)), 15000);
        server.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
          if (m) {
            clearTimeout(timer);
            ok(m[0]);
          }
        });
        server.on('exit', (code) => fail(new Error(`web/serve.mjs exited with ${code}: ${out}`)));
      });
      const input = 'http://example.com/~user/';
      const page = await open(`${url}#${encodeState({ input, base: '', amendments: [], strict: true, whatwg: false })}`);
      await expectColumnsMatchLibrary(page, input);
      await page.close();
    } finally {
      server.kill('SIGTERM');
    }
  });
});
