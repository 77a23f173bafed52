/**
 * Results built when read are plain data to every reader: each public result type — ParseResult (and
 * the UriReference and UriSyntaxError inside it), Comparison and its Differences (with the WHATWG
 * reading), Audit, and resolveAll()'s EditionResolutions — built lazily (as the library returns it)
 * and built eagerly (builtEagerly: every lazy property computed at once as a data property, the way
 * results were built before they were lazy) reads the same under every way of reading plain data:
 * property access and `in`, Object.keys / Object.entries, JSON.stringify, spread, Object.assign,
 * structuredClone, postMessage to a worker, jest's toEqual / toStrictEqual, util.isDeepStrictEqual,
 * util.inspect (with no accessor shown), and assignment to a property. Over the corpus, its
 * invalidated strings, every hostile family at a small size, long paths, under every edition and
 * option set. Each reader gets a fresh lazy result: reading settles what it reads.
 */
import util from 'node:util';
import { Worker } from 'node:worker_threads';
import { audit, compare, parse, resolveAll, UriSyntaxError } from '../../src/index';
import { builtEagerly } from '../../src/model/lazy';
import { generateCorpus, invalidate } from '../fixtures/corpus';
import { HOSTILE } from '../support/hostile';
import { CONFIGS } from '../support/editions';

const corpus = generateCorpus(120, 0x1a2);
const INPUTS: string[] = [
  ...corpus.map((e) => e.text),
  ...invalidate(corpus),
  // every hostile family at a small size (their full sizes are parsed by test/robustness and test/timing)
  ...HOSTILE.map((h) => h.make(40)),
  // paths long enough for segments built when read, with and without params, and rejected after them
  'http://h/' + 'a/'.repeat(200),
  'http://h/' + 'a;p/'.repeat(100) + 'b;q',
  '/' + 'seg/'.repeat(100) + '?q#f',
  'ftp://h/' + 'a/'.repeat(100) + 'f;type=i',
  'http://h/' + 'a/'.repeat(200) + ' ',
  'http://user:pw@[fe80::1%25eth0]:8080/a%2fb/%7e?x=%41#y',
  'HTTP://例子.卷筒纸/é?ü#ä',
  'mailto:joe@example.com?subject=hi',
  '',
];

/** Every property read by access and `in`, recursively, as [key, in?, value] triples (the reader's view). */
function readAll(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => readAll(v, seen));
  const out: unknown[] = [value instanceof UriSyntaxError ? 'UriSyntaxError' : 'object'];
  for (const key of Object.keys(value)) out.push([key, key in value, readAll((value as Record<string, unknown>)[key], seen)]);
  return out;
}

type Reader = (make: () => unknown) => unknown;

/** Each reader, given a way to build a fresh result, returns what that reader sees of it. */
const READERS: Record<string, Reader> = {
  'property access and in': (make) => readAll(make()),
  'Object.keys and Object.entries': (make) => {
    const v = make() as object;
    return [Object.keys(v), Object.entries(v).map(([k, x]) => [k, typeof x])];
  },
  'JSON.stringify': (make) => JSON.stringify(make()),
  spread: (make) => readAll({ ...(make() as object) }),
  'Object.assign': (make) => readAll(Object.assign({}, make())),
  structuredClone: (make) => readAll(structuredClone(make())),
  'util.inspect': (make) => {
    const shown = util.inspect(make(), { depth: Infinity, breakLength: Infinity });
    expect(shown).not.toMatch(/\[Getter|\[Setter/);
    return shown;
  },
  'assignment to every property': (make) => {
    const v = make() as Record<string, unknown>;
    for (const key of Object.keys(v)) v[key] = `assigned ${key}`;
    return readAll(v);
  },
};

interface Case {
  what: string;
  make: () => unknown;
}

/** the result builders: every public result type, over every input */
function cases(): Case[] {
  const out: Case[] = [];
  for (const input of INPUTS) {
    for (const c of CONFIGS) out.push({ what: `parse ${c.label} ${JSON.stringify(input.slice(0, 60))}`, make: () => parse(input, c.edition, c.options) });
    out.push({ what: `compare ${JSON.stringify(input.slice(0, 60))}`, make: () => compare(input) });
    out.push({ what: `compare whatwg ${JSON.stringify(input.slice(0, 60))}`, make: () => compare(input, { whatwg: true, amendments: ['rfc2732', 'rfc6874'] }) });
    out.push({ what: `audit ${JSON.stringify(input.slice(0, 60))}`, make: () => audit(input) });
    out.push({ what: `resolveAll ${JSON.stringify(input.slice(0, 60))}`, make: () => resolveAll('http://a/b/c/d;p?q', input) });
  }
  return out;
}

const CASES = cases();

describe.each(Object.keys(READERS))('%s', (name) => {
  test('reads every lazy result as it reads the eager one', () => {
    const reader = READERS[name];
    let compared = 0;
    for (const c of CASES) {
      const lazy = reader(c.make);
      const eager = reader(() => builtEagerly(c.make));
      if (!util.isDeepStrictEqual(lazy, eager)) expect({ case: c.what, lazy }).toEqual({ case: c.what, lazy: eager });
      compared++;
    }
    expect(compared).toBe(CASES.length);
  });
});

/** corpus entries read under every edition by JSON and deep equality (READERS_CORPUS=50000: the whole benchmark corpus) */
const WIDE = Number(process.env.READERS_CORPUS ?? 4_000);

describe(`${WIDE.toLocaleString('en')} corpus entries and their invalidated strings, every edition and option set`, () => {
  const wide = generateCorpus(WIDE, 0x3986);
  const strings = [...wide.map((e) => e.text), ...invalidate(wide)];
  test.each(CONFIGS.map((c) => [c.label, c] as const))('%s: JSON.stringify and util.isDeepStrictEqual read lazy results as eager ones', (_label, c) => {
    for (const s of strings) {
      const eager = builtEagerly(() => parse(s, c.edition, c.options));
      if (JSON.stringify(parse(s, c.edition, c.options)) !== JSON.stringify(eager)) throw new Error(`JSON.stringify differs: ${JSON.stringify(s)}`);
      if (!util.isDeepStrictEqual(parse(s, c.edition, c.options), eager)) throw new Error(`isDeepStrictEqual differs: ${JSON.stringify(s)}`);
    }
  });
});

describe('equality', () => {
  test("jest's toEqual and toStrictEqual, and util.isDeepStrictEqual, find lazy and eager results equal", () => {
    for (const c of CASES) {
      const eager = builtEagerly(c.make);
      expect(c.make()).toStrictEqual(eager);
      expect(c.make()).toEqual(eager);
      if (!util.isDeepStrictEqual(c.make(), eager)) throw new Error(`isDeepStrictEqual: ${c.what}`);
    }
  });

  test('the equality readers can tell results apart (the checks above can fail)', () => {
    const a = parse('http://a b');
    const b = parse('http://a c');
    expect(a).not.toEqual(b);
    expect(util.isDeepStrictEqual(parse('http://h/' + 'a/'.repeat(100)), parse('http://h/' + 'a/'.repeat(99) + 'b'))).toBe(false);
  });
});

describe('postMessage to a worker', () => {
  let worker: Worker;
  beforeAll(() => {
    // echoes every message back: what arrives is the structured clone the worker received
    worker = new Worker("require('node:worker_threads').parentPort.on('message', (m) => require('node:worker_threads').parentPort.postMessage(m));", { eval: true });
  });
  afterAll(() => worker.terminate());
  const echo = (value: unknown) =>
    new Promise<unknown>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(value);
    });

  test('delivers every lazy result as it delivers the eager one', async () => {
    const lazy = await echo(CASES.map((c) => c.make()));
    const eager = await echo(CASES.map((c) => builtEagerly(c.make)));
    expect(util.isDeepStrictEqual(lazy, eager)).toBe(true);
  });

  test('delivers a rejection with everything its error says', async () => {
    const r = parse('http://a b');
    if (r.ok) throw new Error('rejected');
    const received = (await echo(parse('http://a b'))) as { error: Record<string, unknown> };
    for (const key of ['message', 'offset', 'line', 'column', 'expected', 'rule', 'section', 'reason', 'edition', 'input', 'name']) {
      expect(received.error[key]).toEqual((r.error as unknown as Record<string, unknown>)[key]);
    }
  });
});

describe('a rejection', () => {
  test('survives structuredClone with its offset, line, column, expected, rule, section, reason and note', () => {
    const r = parse('http://h/~x', 'rfc1738');
    if (r.ok) throw new Error('rejected');
    const e = r.error;
    const cloned = structuredClone(parse('http://h/~x', 'rfc1738')) as unknown as { error: Record<string, unknown> };
    expect(cloned.error).toEqual({
      name: 'UriSyntaxError',
      message: e.message,
      edition: 'rfc1738',
      input: 'http://h/~x',
      offset: e.offset,
      line: 1,
      column: e.offset + 1,
      expected: e.expected,
      rule: e.rule,
      section: e.section,
      reason: e.reason,
      note: e.note,
    });
    expect(e.note).toContain('%7E');
  });

  test('is shown by console.log (util.inspect) with its values, not accessors', () => {
    // rfc1738 rejects "~" (unsafe, §2.2) where the later editions accept it: an error and a difference
    const shown = util.inspect(compare('http://h/~x'), { depth: Infinity });
    expect(shown).not.toMatch(/Getter|Setter/);
    expect(shown).toContain("rule: 'httpurl'");
    expect(shown).toContain('explanation:');
  });

  test('computes its error once: the same object whenever it is read', () => {
    const r = parse('http://a b');
    if (r.ok) throw new Error('rejected');
    expect(r.error).toBe(r.error);
    expect(Object.getOwnPropertyDescriptor(r, 'error')).toHaveProperty('value', r.error);
  });
});
