/**
 * Where a parse's time goes: the steps of `parse(s, 'rfc3986')` and of `compare(s)` timed over the
 * benchmark corpus, one after another (medians of interleaved rounds, as `npm run bench` times; the
 * figures are per URI).
 *
 *   npm run build:bench && node bench-dist/bench/steps.js
 */
import { compare, parse } from '../src/index';
import { getEdition, implementedEditions } from '../src/editions/registry';
import { splitSegments } from '../src/editions/ast-helpers';
import { grammarFor, toAst, warnings } from '../src/editions/rfc3986';
import { parseWith } from '../src/parse/results';
import { generateCorpus } from '../test/fixtures/corpus';
import { fixed, interleaved, table } from './measure';
import type { Workload } from './measure';

const texts = generateCorpus(50_000, 0x3986).map((e) => e.text);
const grammar = grammarFor({});
const TOP = 'URI-reference';
const paths = texts.map((t) => {
  const r = parse(t);
  if (!r.ok) throw new Error(`corpus entry rejected: ${t}`);
  return r.uri.path;
});
const editions = implementedEditions.map(getEdition);
const noOptions = {};

const steps: [string, (t: string, k: number) => unknown][] = [
  ['rfc3986 matcher (grammar only)', (t) => grammar.matches(TOP, t)],
  ['rfc3986 matcher with captures', (t) => grammar.match(TOP, t)],
  ['+ the AST', (t) => { const c = grammar.match(TOP, t); return c && toAst(t, c); }],
  ['+ the warnings', (t) => { const c = grammar.match(TOP, t); return c && warnings(t, toAst(t, c)); }],
  ["parse(s, 'rfc3986')", (t) => parse(t, 'rfc3986')],
  ['the segments alone (splitSegments of the path)', (_, k) => splitSegments(paths[k])],
  ...editions.map((e): [string, (t: string) => unknown] => [`parse(s, '${e.info.name}')`, (t) => parse(t, e.info.name)]),
  [`${editions.length} editions (compare’s parses, errors built when read)`, (t) => editions.map((e) => parseWith(e, t, noOptions))],
  ['compare(s)', (t) => compare(t)],
];

const workloads: Workload<number>[] = steps.map(([name, step]) => ({
  name,
  pass: () => {
    let n = 0;
    for (let k = 0; k < texts.length; k++) if (step(texts[k], k)) n++;
    return n;
  },
}));
const medians = interleaved(workloads, 7, 2);
console.log(`corpus: ${texts.length.toLocaleString('en')} URI-references; ns per URI, median of 7 interleaved rounds\n`);
console.log(table(['step', 'ns / URI'], steps.map(([name]) => [name, fixed((medians.get(name)! * 1e6) / texts.length, 0)])));
