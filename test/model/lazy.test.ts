/**
 * compare()'s lazy values (src/model/lazy.ts, src/parse/results.ts): a rejecting edition's `error` and every
 * difference's `explanation` are built when first read — and are then indistinguishable from the
 * eagerly built values parse() returns, to every way of reading plain data.
 */
import fc from 'fast-check';
import { compare, parse, UriSyntaxError } from '../../src/index';
import type { EditionName, UriReference } from '../../src/index';
import { COMPARED_FIELDS, comparedValues } from '../../src/compare/compare';
import { defineLazy } from '../../src/model/lazy';

const EDITIONS: EditionName[] = ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986'];

describe('a rejecting edition in compare()', () => {
  const input = 'http://example.com/a b';

  test('has the error parse() gives, as an enumerable own property', () => {
    const c = compare(input);
    for (const name of EDITIONS) {
      const lazy = c.results[name];
      const eager = parse(input, name);
      expect(lazy.ok).toBe(false);
      expect(Object.keys(lazy)).toEqual(['ok', 'edition', 'error']);
      expect(Object.getOwnPropertyDescriptor(lazy, 'error')?.enumerable).toBe(true);
      if (lazy.ok || eager.ok) throw new Error('both reject');
      expect(lazy.error).toBeInstanceOf(UriSyntaxError);
      expect(lazy.error.toJSON()).toEqual(eager.error.toJSON());
      expect(lazy.error.message).toBe(eager.error.message);
      // read again: the same object, now an ordinary data property
      expect(lazy.error).toBe(lazy.error);
      expect(Object.getOwnPropertyDescriptor(lazy, 'error')).toHaveProperty('value', lazy.error);
    }
  });

  test('reads the same through JSON, spread, structuredClone and equality', () => {
    const lazy = compare(input).results.rfc3986;
    const eager = parse(input, 'rfc3986');
    expect(JSON.stringify(lazy)).toBe(JSON.stringify(eager));
    expect(JSON.stringify(compare(input).results.rfc3986)).toBe(JSON.stringify(eager)); // unread before stringify
    expect({ ...compare(input).results.rfc3986 }).toEqual(eager);
    expect(compare(input).results.rfc3986).toStrictEqual(eager);
    const cloned = structuredClone(compare(input).results.rfc3986) as Record<string, unknown>;
    expect(Object.keys(cloned)).toEqual(['ok', 'edition', 'error']);
    // the one other own key: util.inspect's hook, a non-enumerable symbol that no plain-data reader sees
    const result = compare(input).results.rfc3986;
    expect(Reflect.ownKeys(result)).toEqual(['ok', 'edition', 'error', Symbol.for('nodejs.util.inspect.custom')]);
    expect(Object.getOwnPropertyDescriptor(result, Symbol.for('nodejs.util.inspect.custom'))?.enumerable).toBe(false);
  });

  test('can be assigned before it is read', () => {
    const r = compare(input).results.rfc3986 as { error: unknown };
    r.error = 'replaced';
    expect(r.error).toBe('replaced');
  });
});

describe('a difference in compare()', () => {
  test('explains itself when read, the same every time, in JSON too', () => {
    const input = 'http://a/b;p?q';
    const first = compare(input);
    const second = compare(input);
    expect(first.differences.length).toBeGreaterThan(0);
    const texts = first.differences.map((d) => d.explanation);
    for (const t of texts) expect(t.length).toBeGreaterThan(10);
    expect(JSON.parse(JSON.stringify(second.differences)).map((d: { explanation: string }) => d.explanation)).toEqual(texts);
    expect(Object.keys(second.differences[0])).toEqual(['component', 'values', 'explanation']);
  });
});

describe('defineLazy', () => {
  test('runs the computation once, on first read, and not at all when never read', () => {
    let runs = 0;
    const o = { a: 1 };
    defineLazy(o, 'b', () => ++runs);
    defineLazy(o, 'c', () => 'never');
    expect(runs).toBe(0);
    expect((o as unknown as { b: number }).b).toBe(1);
    expect((o as unknown as { b: number }).b).toBe(1);
    expect(runs).toBe(1);
    expect(Object.keys(o)).toEqual(['a', 'b', 'c']);
    // assigned before it is read: the computation never runs
    (o as unknown as { c: string }).c = 'assigned';
    expect((o as unknown as { c: string }).c).toBe('assigned');
  });

  test('objects with the same lazy property share one shape of descriptor', () => {
    const a = {};
    const b = {};
    defineLazy(a, 'x', () => 1);
    defineLazy(b, 'x', () => 2);
    expect(Object.getOwnPropertyDescriptor(a, 'x')?.get).toBe(Object.getOwnPropertyDescriptor(b, 'x')?.get);
    expect([(a as { x: number }).x, (b as { x: number }).x]).toEqual([1, 2]);
  });
});

describe('a lazy property read', () => {
  const read = (o: object, key: string) => (o as Record<string, unknown>)[key];
  const data = (o: object, key: string) => Object.getOwnPropertyDescriptor(o, key);

  test('becomes a data property in its place, whether or not keys were added after it', () => {
    const last = { a: 1 };
    defineLazy(last, 'b', () => 2);
    expect(read(last, 'b')).toBe(2);
    expect(data(last, 'b')).toEqual({ value: 2, enumerable: true, writable: true, configurable: true });
    expect(Object.keys(last)).toEqual(['a', 'b']);

    const middle = { a: 1 } as Record<string, unknown>;
    defineLazy(middle, 'b', () => 2);
    middle.c = 3;
    expect(read(middle, 'b')).toBe(2);
    expect(data(middle, 'b')).toEqual({ value: 2, enumerable: true, writable: true, configurable: true });
    expect(Object.keys(middle)).toEqual(['a', 'b', 'c']);
    expect(JSON.stringify(middle)).toBe('{"a":1,"b":2,"c":3}');
  });

  test('over a key the object had keeps that key\'s place', () => {
    const o = { a: 1, b: 0, c: 3 };
    defineLazy(o, 'b', () => 2);
    expect(Object.keys(o)).toEqual(['a', 'b', 'c']);
    expect(o.b).toBe(2);
    expect(Object.keys(o)).toEqual(['a', 'b', 'c']);
  });

  test('several on one object, read in any order, each computed once', () => {
    for (const order of [['x', 'y', 'z'], ['z', 'y', 'x'], ['y', 'x', 'z']]) {
      const runs: string[] = [];
      const o = { a: 1 };
      for (const k of ['x', 'y', 'z']) defineLazy(o, k, () => (runs.push(k), k.toUpperCase()));
      for (const k of order) expect(read(o, k)).toBe(k.toUpperCase());
      for (const k of order) expect(read(o, k)).toBe(k.toUpperCase());
      expect(runs).toEqual(order);
      expect(Object.keys(o)).toEqual(['a', 'x', 'y', 'z']);
      for (const k of order) expect(data(o, k)?.value).toBe(k.toUpperCase());
    }
  });

  test('assigned, last or not, becomes a data property with the value given, the computation never run', () => {
    const o = { a: 1 } as Record<string, unknown>;
    defineLazy(o, 'b', () => {
      throw new Error('not run');
    });
    defineLazy(o, 'c', () => {
      throw new Error('not run');
    });
    o.b = 'B';
    o.c = 'C';
    expect(Object.entries(o)).toEqual([['a', 1], ['b', 'B'], ['c', 'C']]);
    expect(data(o, 'b')?.writable).toBe(true);
  });

  test('named as an inherited property (__proto__, toString) stays an own data property; the prototype is untouched', () => {
    const o = { a: 1 } as Record<string, unknown>;
    defineLazy(o, '__proto__', () => ({ polluted: true }));
    defineLazy(o, 'toString', () => 'own');
    expect(read(o, 'toString')).toBe('own');
    expect(read(o, '__proto__')).toEqual({ polluted: true });
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect(Object.keys(o)).toEqual(['a', '__proto__', 'toString']);
    expect(data(o, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('of an object that takes no new keys (Object.preventExtensions) still becomes a data property', () => {
    const o = { a: 1 };
    defineLazy(o, 'b', () => 2);
    Object.preventExtensions(o);
    expect(read(o, 'b')).toBe(2);
    expect(data(o, 'b')).toEqual({ value: 2, enumerable: true, writable: true, configurable: true });
    expect(Object.keys(o)).toEqual(['a', 'b']);
  });

  test("util.inspect's hook, assigned, holds what was assigned, and inspect uses it", () => {
    const util = require('node:util');
    const o = { a: 1 } as Record<string | symbol, unknown>;
    defineLazy(o, 'b', () => 2);
    expect(util.inspect(o)).toBe('{ a: 1, b: 2 }');
    o[util.inspect.custom] = () => 'mine';
    expect(util.inspect(o)).toBe('mine');
    expect(Object.getOwnPropertyDescriptor(o, util.inspect.custom)?.enumerable).toBe(false);
  });

  test('defined again before it is read: the later computation answers', () => {
    const o = {};
    defineLazy(o, 'b', () => 1);
    defineLazy(o, 'b', () => 2);
    expect(read(o, 'b')).toBe(2);
    defineLazy(o, 'b', () => 3);
    expect(read(o, 'b')).toBe(3);
  });
});

describe("V8's hidden classes (a child node with --allow-natives-syntax)", () => {
  test('objects given the same lazy properties share one hidden class, in fast mode, before and after they are read', () => {
    const { execFileSync } = require('node:child_process') as typeof import('node:child_process');
    const { buildSync } = require('esbuild') as typeof import('esbuild');
    const lazy = buildSync({ entryPoints: [require.resolve('../../src/model/lazy.ts')], bundle: true, format: 'cjs', platform: 'node', write: false }).outputFiles[0].text;
    // %HaveSameMap / %HasFastProperties: V8's own answers, in a script the child reads from stdin
    const script = `
      const module = { exports: {} };
      (function (module, exports) { ${lazy} })(module, module.exports);
      const { defineLazy } = module.exports;
      const make = (n) => { const o = { ok: true }; defineLazy(o, 'tree', () => ({ n })); return o; };
      const two = (n) => { const o = { a: n }; defineLazy(o, 'x', () => n); defineLazy(o, 'y', () => n); return o; };
      const out = {};
      const [a, b, c] = [make(1), make(2), make(3)];
      out.pending = %HaveSameMap(a, b) && %HasFastProperties(a);
      a.tree; b.tree; c.tree = 'assigned';
      out.read = %HaveSameMap(a, b) && %HaveSameMap(a, c) && %HasFastProperties(a) && %HasFastProperties(c);
      const [p, q] = [two(1), two(2)];
      p.x; p.y; q.y; q.x;
      out.twoRead = %HaveSameMap(p, q) && %HasFastProperties(p) && %HasFastProperties(q);
      console.log(JSON.stringify(out));
    `;
    const answer = execFileSync(process.execPath, ['--allow-natives-syntax', '-'], { input: script, encoding: 'utf8' });
    expect(JSON.parse(answer)).toEqual({ pending: true, read: true, twoRead: true });
  });
});

test('comparedValues reads COMPARED_FIELDS in their order', () => {
  const uri = Object.fromEntries(COMPARED_FIELDS.map((f) => [f, `value of ${f}`])) as unknown as UriReference;
  expect(comparedValues(uri)).toEqual(COMPARED_FIELDS.map((f) => `value of ${f}`));
});

test('compare() reports the same differences as a field-by-field comparison of the parses', () => {
  const piece = fc.constantFrom('http:', '//', 'a', '@', ':', '80', '/', 'b', ';p', '?q', '#f', '%41', '[::1]', ' ', 'mailto:', 'x');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
      const input = parts.join('');
      const c = compare(input);
      const ok = EDITIONS.map((e) => parse(input, e)).filter((r) => r.ok);
      const expected = COMPARED_FIELDS.filter((f) => {
        if (ok.length < 2) return false;
        const values = ok.map((r) => (r.ok ? r.uri[f] : undefined));
        return values.some((v) => v !== values[0]);
      });
      const reported = c.differences.map((d) => d.component).filter((x) => x !== 'accepted' && x !== 'hostKind');
      expect(reported).toEqual(expected.filter((f) => f !== 'hostKind'));
    }),
    { numRuns: 400, seed: 9 },
  );
});

describe('a lazy property of a frozen or sealed object', () => {
  test.each<[string, (o: object) => object]>([
    ['frozen', (o) => Object.freeze(o)],
    ['sealed', (o) => Object.seal(o)],
  ])('%s: computed once when read, the same value whenever read, shown by util.inspect', (_name, lock) => {
    let runs = 0;
    const o = { a: 1 } as { a: number; b?: { n: number } };
    defineLazy(o, 'b', () => ({ n: ++runs }));
    lock(o);
    const first = o.b;
    expect(first).toEqual({ n: 1 });
    expect(o.b).toBe(first);
    expect(runs).toBe(1);
    expect(JSON.stringify(o)).toBe('{"a":1,"b":{"n":1}}');
    expect(require('node:util').inspect(o)).toBe('{ a: 1, b: { n: 1 } }');
  });

  test('refuses an assignment as a frozen data property does in strict code', () => {
    const o = { a: 1 } as { a: number; b?: number };
    defineLazy(o, 'b', () => 2);
    Object.freeze(o);
    expect(() => {
      o.b = 3;
    }).toThrow(TypeError);
    expect(o.b).toBe(2);
  });
});

describe('a lazy property of a sealed object assigned', () => {
  test('takes the value, as a sealed data property does, before and after it is read', () => {
    let runs = 0;
    const o = { a: 1 } as { a: number; b?: number; c?: number };
    defineLazy(o, 'b', () => ++runs);
    defineLazy(o, 'c', () => ++runs);
    Object.seal(o);
    o.b = 7;
    expect(o.b).toBe(7);
    expect(o.c).toBe(1);
    o.c = 8;
    expect(o.c).toBe(8);
    expect(runs).toBe(1);
    expect(JSON.stringify(o)).toBe('{"a":1,"b":7,"c":8}');
    expect({ ...o }).toEqual({ a: 1, b: 7, c: 8 });
    // the same as a sealed plain object
    const plain = Object.seal({ a: 1, b: 2 });
    plain.b = 7;
    expect(plain.b).toBe(7);
  });
});

describe('a lazy property read through another object', () => {
  test('an object that inherits it (Object.create) reads the owner\'s value, settled on the owner, as an inherited data property', () => {
    let runs = 0;
    const owner = { a: 1 };
    defineLazy(owner, 'tree', () => ({ n: ++runs }));
    const child = Object.create(owner) as { tree: { n: number } };
    const grandchild = Object.create(child) as { tree: { n: number } };
    expect(grandchild.tree).toEqual({ n: 1 });
    expect(child.tree).toBe(grandchild.tree);
    expect((owner as unknown as { tree: unknown }).tree).toBe(child.tree);
    expect(runs).toBe(1);
    // settled on its owner, not copied onto the readers
    expect(Object.getOwnPropertyDescriptor(owner, 'tree')).toEqual({ value: { n: 1 }, enumerable: true, writable: true, configurable: true });
    expect(Object.getOwnPropertyNames(child)).toEqual([]);
    // assigned through the inheriting object: an own property of it, the owner untouched
    child.tree = { n: 9 };
    expect(Object.getOwnPropertyDescriptor(child, 'tree')?.value).toEqual({ n: 9 });
    expect((owner as unknown as { tree: unknown }).tree).toEqual({ n: 1 });
  });

  test('an object that inherits from a frozen one reads the owner\'s value, computed once', () => {
    let runs = 0;
    const owner = { a: 1 };
    defineLazy(owner, 'tree', () => ({ n: ++runs }));
    Object.freeze(owner);
    const child = Object.create(owner) as { tree: { n: number } };
    expect(child.tree).toEqual({ n: 1 });
    expect(child.tree).toBe((owner as unknown as { tree: unknown }).tree);
    expect(runs).toBe(1);
  });

  test('an accessor copied onto an object of its own (its property descriptors) is a TypeError naming the property, not a crash', () => {
    const result = { a: 1 };
    defineLazy(result, 'tree', () => 2);
    const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(result)) as { a: number; tree: unknown };
    expect(copy.a).toBe(1);
    expect(() => copy.tree).toThrow(TypeError);
    expect(() => copy.tree).toThrow(/lazy property 'tree'.*copied off the object it belongs to/);
    // an object inheriting from the copy: the same
    expect(() => (Object.create(copy) as { tree: unknown }).tree).toThrow(/lazy property 'tree'/);
    // the object it was copied from is untouched, and a copy made of values reads it
    expect((result as unknown as { tree: unknown }).tree).toBe(2);
    // assigned, the copy holds what was assigned
    copy.tree = 'mine';
    expect(Object.getOwnPropertyDescriptor(copy, 'tree')).toEqual({ value: 'mine', enumerable: true, writable: true, configurable: true });
    // copied once read, it is a data property like any other
    expect((Object.defineProperties({}, Object.getOwnPropertyDescriptors(result)) as { tree?: unknown }).tree).toBe(2);
  });

  test('a copy of its descriptors on an object that also inherits from it: the copied accessor is read first, the same TypeError', () => {
    const result = { a: 1 };
    defineLazy(result, 'tree', () => 2);
    const copy = Object.create(result, Object.getOwnPropertyDescriptors(result)) as { tree: unknown };
    expect(() => copy.tree).toThrow(/copied off/);
  });

  test('through a Proxy that passes itself as the receiver: the same TypeError (nothing reaches the object behind it); settled first, its value', () => {
    const result = { a: 1 };
    defineLazy(result, 'tree', () => 2);
    expect(() => (new Proxy(result, {}) as { tree?: unknown }).tree).toThrow(/lazy property 'tree'.*Proxy/);
    // a trap that reads the target itself reads it
    expect((new Proxy(result, { get: (t, k) => Reflect.get(t, k) }) as { tree?: unknown }).tree).toBe(2);
    expect((new Proxy(result, {}) as { tree?: unknown }).tree).toBe(2);
  });
});

describe('a lazy property among keys that are not enumerable', () => {
  const S = Symbol('s');
  const hidden = (o: object) => Object.defineProperty(o, 'h', { value: 2, enumerable: false, configurable: true, writable: true });
  test.each<[string, (o: object) => void]>([
    ['a non-enumerable string key after it', hidden],
    ['an enumerable key after it, then a non-enumerable one', (o) => { (o as Record<string, unknown>).e = 1; hidden(o); }],
    ['a symbol after it', (o) => { (o as Record<symbol, unknown>)[S] = 1; }],
    ['nothing after it', () => undefined],
  ])('keeps its place among the enumerable keys when read, and every key: %s', (_name, after) => {
    const lazy = { z: 0 };
    defineLazy(lazy, 'a', () => 1);
    after(lazy);
    const eager = { z: 0, a: 1 };
    after(eager);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    expect((lazy as unknown as { a: number }).a).toBe(1);
    expect(Object.keys(lazy)).toEqual(Object.keys(eager));
    expect(new Set(Object.getOwnPropertyNames(lazy))).toEqual(new Set(Object.getOwnPropertyNames(eager)));
    expect(Object.getOwnPropertyDescriptor(lazy, 'h')).toEqual(Object.getOwnPropertyDescriptor(eager, 'h'));
    expect(lazy).toStrictEqual(eager);
  });

  test('keeps every own key in its place where no non-enumerable string key comes after it', () => {
    const lazy = { z: 0 };
    hidden(lazy);
    defineLazy(lazy, 'a', () => 1);
    (lazy as Record<symbol, unknown>)[S] = 1;
    const eager = { z: 0 };
    hidden(eager);
    Object.assign(eager, { a: 1, [S]: 1 });
    void (lazy as unknown as { a: number }).a;
    expect(Object.getOwnPropertyNames(lazy)).toEqual(Object.getOwnPropertyNames(eager));
    expect(Reflect.ownKeys(lazy).filter((k) => k !== Symbol.for('nodejs.util.inspect.custom'))).toEqual(Reflect.ownKeys(eager));
  });
});

describe('a lazy property whose computation reads itself', () => {
  test('is a TypeError saying so, not a stack overflow; the property stays pending', () => {
    const o = {} as { q: unknown };
    let reads = 0;
    defineLazy(o, 'q', () => (++reads === 1 ? o.q : 'second'));
    expect(() => o.q).toThrow(TypeError);
    // the first read threw: the next read runs the computation again, as a failed one does
    expect(o.q).toBe('second');
    expect(Object.getOwnPropertyDescriptor(o, 'q')?.value).toBe('second');
  });

  test('names the property, also when it is not the object\'s first lazy one, or is read through another', () => {
    const o = { a: 1 } as unknown as { x: unknown; y: unknown };
    defineLazy(o, 'x', () => 1);
    defineLazy(o, 'y', () => o.y);
    expect(() => o.y).toThrow("The computation of lazy property 'y' read 'y' itself");
    const p = {} as { y: unknown };
    defineLazy(p, 'y', () => (Object.create(p) as { y: unknown }).y);
    expect(() => p.y).toThrow("The computation of lazy property 'y' read 'y' itself");
    expect(o.x).toBe(1);
  });

  test('a computation that throws leaves the property pending: read again, it runs again', () => {
    let runs = 0;
    const o = {} as { e: unknown };
    defineLazy(o, 'e', () => {
      if (runs++ === 0) throw new Error('first');
      return 'ok';
    });
    expect(() => o.e).toThrow('first');
    expect(o.e).toBe('ok');
    expect(runs).toBe(2);
  });
});

describe("util.inspect's hook assigned on an object that takes no change", () => {
  const INSPECT = Symbol.for('nodejs.util.inspect.custom');
  test.each<[string, (o: object) => object]>([
    ['frozen', (o) => Object.freeze(o)],
    ['sealed', (o) => Object.seal(o)],
  ])('%s: the TypeError strict code gets from a read-only data property; the hook stays', (_name, lock) => {
    const o = { a: 1 };
    defineLazy(o, 'b', () => 2);
    lock(o);
    expect(() => {
      (o as Record<symbol, unknown>)[INSPECT] = () => 'mine';
    }).toThrow("Cannot assign to read only property 'Symbol(nodejs.util.inspect.custom)' of object");
    expect(require('node:util').inspect(o)).toBe('{ a: 1, b: 2 }');
    // the same error a frozen data property gives in strict code (this file is strict)
    const data = Object.freeze({ [INSPECT]: 1 }) as Record<symbol, unknown>;
    expect(() => {
      data[INSPECT] = 2;
    }).toThrow(TypeError);
  });
});
