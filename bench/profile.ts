/**
 * A loop to profile: parse the benchmark corpus over and over for a few seconds.
 *
 *   npm run build:bench && node --cpu-prof --cpu-prof-dir=/tmp/prof bench-dist/bench/profile.js [edition|compare|bad] [seconds]
 *
 * then open the .cpuprofile in Chrome DevTools (or summarise it with bench/top.js-like tooling).
 */
import { parse } from '../src/index';
import type { EditionName } from '../src/index';
import { compareFn } from './contenders';
import { generateCorpus, invalidate } from '../test/fixtures/corpus';

const what = process.argv[2] ?? 'rfc3986';
const seconds = Number(process.argv[3] ?? 5);
const corpus = generateCorpus(50_000);
const texts = what === 'bad' ? invalidate(corpus) : corpus.map((e) => e.text);
const compare = compareFn();
const run: (s: string) => unknown =
  what === 'compare'
    ? (s) => compare!(s)
    : what === 'bad'
      ? (s) => parse(s, 'rfc3986')
      : (s) => parse(s, what as EditionName);
if (what === 'compare' && !compare) throw new Error('compare is not exported yet');

const end = Date.now() + seconds * 1000;
let passes = 0;
let n = 0;
while (Date.now() < end) {
  for (const t of texts) if (run(t)) n++;
  passes++;
}
console.log(`${what}: ${passes} passes, ${((passes * texts.length) / seconds).toFixed(0)} URIs/s`);
