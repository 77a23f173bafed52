/**
 * parse() against canParse() on an LL(1) grammar: RFC 6570's URI Template (docs/examples/uri-template.abnf,
 * every rule compiled), over generated templates of about 25 and about 280 characters, with the tree
 * not read and read (medians of interleaved rounds, ns a call). parse() answers by the same validating
 * matcher as canParse() and sets its `tree` up as a lazy property (src/model/lazy.ts), built when read;
 * so beside them, what setting a lazy property up costs on its own, and the floor of any own accessor
 * (one Object.defineProperty of a shared getter and setter on a fresh object).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { abnf } from '../src/abnf';
import { defineLazy } from '../src/model/lazy';
import type { Goal } from './goals';
import { fixed, interleaved, table } from './measure';

const ROOT = join(__dirname, '..', '..');

/** A deterministic template generator: `start`, then path segments and expressions of every operator to `length` characters. */
export function uriTemplates(count: number, length: number, start: string, seed = 7): string[] {
  let s = seed;
  const random = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const names = ['user', 'id', 'page', 'q', 'lang', 'x', 'var', 'list', 'keys'];
  const operators = ['', '+', '#', '.', '/', ';', '?', '&'];
  const expression = () => {
    const vars = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const r = random();
      return pick(names) + (r < 0.2 ? ':3' : r < 0.4 ? '*' : '');
    });
    return '{' + pick(operators) + vars.join(',') + '}';
  };
  return Array.from({ length: count }, () => {
    let t = start;
    while (t.length < length) t += random() < 0.5 ? '/' + pick(names) : expression();
    return t;
  });
}

const ACCESSOR: PropertyDescriptor = { enumerable: true, configurable: true, get: () => 1, set: () => undefined };

export function abnfLl1Section(rounds: number, warmup: number): Goal[] {
  const g = abnf(readFileSync(join(ROOT, 'docs', 'examples', 'uri-template.abnf'), 'utf8'), { start: 'URI-Template' });
  const sets: [string, string[], number][] = [
    ['about 25 characters', uriTemplates(2000, 20, 'http://x.org'), 10],
    ['about 280 characters', uriTemplates(200, 270, 'http://example.com'), 10],
  ];
  console.log('## ABNF toolkit: parse against canParse on an LL(1) grammar (URI Template)\n');
  const rows: string[][] = [];
  const ratios: number[] = [];
  for (const [label, texts, reps] of sets) {
    for (const t of texts) if (!g.canParse(t) || !g.parse(t).ok) throw new Error(`URI Template rejects ${t}`);
    const calls = texts.length * reps;
    // each workload its own loop (a loop calling a function it is given would call four: megamorphic)
    const canParse = () => {
      let n = 0;
      for (let k = 0; k < reps; k++) for (const t of texts) if (g.canParse(t)) n++;
      return n;
    };
    // the trees read make garbage whose collection would fall in the others' rounds: measured apart
    const lean = interleaved(
      [
        { name: 'canParse', pass: canParse },
        {
          name: 'parse, tree not read',
          pass: () => {
            let n = 0;
            for (let k = 0; k < reps; k++) for (const t of texts) if (g.parse(t).ok) n++;
            return n;
          },
        },
        {
          name: 'a lazy property set up',
          pass: () => {
            let n = 0;
            for (let k = 0; k < reps; k++) for (let i = 0; i < texts.length; i++) defineLazy({ ok: true }, 'tree', () => n++);
            return n;
          },
        },
        {
          name: 'an own accessor (the floor)',
          pass: () => {
            let n = 0;
            for (let k = 0; k < reps; k++) for (let i = 0; i < texts.length; i++) n += Object.defineProperty({ ok: true }, 'tree', ACCESSOR).ok ? 1 : 0;
            return n;
          },
        },
      ],
      rounds,
      warmup,
    );
    const read = interleaved(
      [
        { name: 'canParse', pass: canParse },
        {
          name: 'parse, tree read',
          pass: () => {
            let n = 0;
            for (let k = 0; k < reps; k++) for (const t of texts) n += g.parse(t).tree?.children.length ?? 0;
            return n;
          },
        },
      ],
      rounds,
      warmup,
    );
    const medians = new Map([...lean, ['parse, tree read', (read.get('parse, tree read')! / read.get('canParse')!) * lean.get('canParse')!]]);
    const ns = (name: string) => (medians.get(name)! * 1e6) / calls;
    ratios.push(ns('parse, tree not read') / ns('canParse'));
    for (const name of medians.keys()) rows.push([label, name, fixed(ns(name), 0) + ' ns', fixed(ns(name) / ns('canParse'), 2) + '×']);
  }
  console.log(table(['templates', 'call', 'time a call', '× canParse'], rows));
  console.log('');
  const [short, long] = ratios;
  return [
    ['abnf(): LL(1) parse (tree not read) within 2× canParse, on ~25 and ~280 characters', short <= 2 && long <= 2, `${fixed(short, 2)}× and ${fixed(long, 2)}×`],
  ];
}
