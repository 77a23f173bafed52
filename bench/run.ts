/**
 * `npm run bench`: each job against the peer that does the same job (validating, a full parse,
 * compare(), each edition, 10⁶ segments), throughput of every registered edition's parse, compare()
 * and the peers over one deterministic corpus (medians of interleaved rounds, in one process), the
 * error path, a scaling table 1 KB → 10 MB, retained memory per AST, 10 MB inputs and first calls in
 * fresh processes, bulk lines/s of the built CLI and of a Dask cluster mapping it, RFC 3986 Appendix A imported with abnf() against the
 * hand-written edition,
 * and whether the performance goals are met on this machine.
 *
 * Options: --quick (fewer rounds, scaling up to 1 MB, for a fast look), --corpus=N, --rounds=N,
 * --only=jobs,startup,throughput,scaling,memory,large,bulk,cluster,abnf (some sections; the goals are checked for those measured),
 * --baseline=DIR (another build's dist/: its start-up measured beside ours).
 */
import os from 'node:os';
import { UriSyntaxError, parse } from '../src/index';
import { compareFn, contenders } from './contenders';
import { generateCorpus, invalidate } from '../test/fixtures/corpus';
import type { CorpusEntry } from '../test/fixtures/corpus';
import { bytes, fixed, int, interleaved, table } from './measure';
import type { Workload } from './measure';
import { gcAvailable, memory } from './memory';
import { abnfSection } from './abnf';
import { bulkSection } from './bulk';
import { clusterSection } from './cluster';
import { printGoals } from './goals';
import type { Goal } from './goals';
import { jobsSection } from './jobs';
import { startupSection } from './startup';
import { largeSection } from './large';
import { GRAMMAR_ONLY, OURS, SIZES, scaling } from './scaling';
import type { ScalingRow } from './scaling';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const numArg = (name: string, dflt: number) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.split('=')[1]) : dflt;
};
const N = numArg('corpus', 50_000);
const ROUNDS = numArg('rounds', quick ? 3 : 9);
const WARMUP = quick ? 1 : 2;
const SEED = 0x3986;
const only = args.find((x) => x.startsWith('--only='))?.split('=')[1]?.split(',');
const section = (name: string) => !only || only.includes(name);

const OURS_ROW = "parse(s, 'rfc3986')";
const ERROR_ROW = "parse(bad, 'rfc3986') → UriSyntaxError";

function main(): void {
  const corpus = generateCorpus(N, SEED);
  const texts = corpus.map((e) => e.text);
  const chars = texts.reduce((s, t) => s + t.length, 0);

  console.log(`# uri-editions benchmark`);
  console.log(`node ${process.version} (V8 ${process.versions.v8}), ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores`);
  console.log(
    `corpus: ${int(N)} valid RFC 3986 URI-references (seed 0x${SEED.toString(16)}), avg ${fixed(chars / N, 1)} chars; ` +
      `median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up\n`,
  );
  const rejected = texts.filter((t) => !parse(t, 'rfc3986').ok);
  if (rejected.length) throw new Error(`corpus entries rejected by rfc3986: ${rejected.slice(0, 3).join(' ')}`);

  const goals: Goal[] = [];
  if (section('jobs')) goals.push(...jobsSection(corpus, ROUNDS, WARMUP));
  if (section('startup')) goals.push(...startupSection(quick ? 5 : 15, args.find((x) => x.startsWith('--baseline='))?.split('=')[1]));
  if (section('throughput')) goals.push(...throughput(corpus));
  if (section('scaling')) goals.push(...scalingSection());
  if (section('memory')) memorySection(texts);
  if (section('large')) goals.push(...largeSection(quick ? 1 : 3));
  if (section('bulk')) goals.push(...bulkSection(quick ? 1 : 3));
  if (section('cluster')) goals.push(...clusterSection(quick ? 1 : 3));
  if (section('abnf')) goals.push(...abnfSection(texts, ROUNDS, WARMUP));
  printGoals(goals);
}

function throughput(corpus: CorpusEntry[]): Goal[] {
  const texts = corpus.map((e) => e.text);
  const bad = invalidate(corpus);
  const accepted = bad.filter((t) => parse(t, 'rfc3986').ok);
  if (accepted.length) throw new Error(`invalid corpus entries accepted by rfc3986: ${accepted.slice(0, 3).join(' ')}`);

  const list = contenders();
  const rejections = new Map<string, number>();
  const measured = new Map<string, { count: number; chars: number }>();
  const workloads: Workload<number>[] = list.map((c) => {
    const idx = corpus.map((_, i) => i).filter((i) => i % c.stride === 0);
    const items = idx.map((i) => texts[i]);
    const abs = idx.map((i) => corpus[i].absolute);
    measured.set(c.name, { count: items.length, chars: items.reduce((s, t) => s + t.length, 0) });
    rejections.set(c.name, items.filter((t, k) => !c.run(t, abs[k])).length);
    return {
      name: c.name,
      pass: () => {
        let n = 0;
        for (let k = 0; k < items.length; k++) if (c.run(items[k], abs[k])) n++;
        return n;
      },
    };
  });
  workloads.push({
    name: ERROR_ROW,
    pass: () => {
      let n = 0;
      for (let k = 0; k < bad.length; k++) {
        const r = parse(bad[k], 'rfc3986');
        if (!r.ok && r.error instanceof UriSyntaxError) n += r.error.offset;
      }
      return n;
    },
  });
  measured.set(ERROR_ROW, { count: bad.length, chars: bad.reduce((s, t) => s + t.length, 0) });
  rejections.set(ERROR_ROW, bad.length);

  const medians = interleaved(workloads, ROUNDS, WARMUP);
  const rate = (name: string) => (measured.get(name)!.count / medians.get(name)!) * 1000;
  const mbps = (name: string) => measured.get(name)!.chars / 1e6 / (medians.get(name)! / 1000);
  const url = rate('Node URL');
  const fast = rate('fast-uri');
  const rows = [...list.map((c) => c.name), ERROR_ROW].map((name) => [
    name,
    int(rate(name)),
    fixed(mbps(name), 1),
    fixed(rate(name) / url, 2) + '×',
    fixed(rate(name) / fast, 2) + '×',
    `${int(rejections.get(name)!)} / ${int(measured.get(name)!.count)}`,
  ]);
  console.log('## Throughput\n');
  console.log(table(['parser', 'URIs/s', 'MB/s', '× Node URL', '× fast-uri', 'rejected'], rows));
  console.log('');
  for (const c of list) if (c.note) console.log(`- ${c.note}`);
  if (!compareFn()) console.log('- compare(s): not available (src/index.ts does not export compare yet)');
  console.log(`- ${ERROR_ROW}: the corpus with one character no rule allows inserted at a random offset`);
  console.log(
    '- rejected: Node URL and whatwg-url reject IPvFuture hosts (not WHATWG hosts); older editions reject what their grammar does not derive\n',
  );

  const errorRatio = rate(OURS_ROW) / rate(ERROR_ROW);
  // the jobs section measures parse and compare() against their peers
  return [[`error path (full UriSyntaxError) within 5× the success path`, errorRatio <= 5, `${fixed(errorRatio, 2)}× the time`]];
}

function scalingSection(): Goal[] {
  const sizes = quick ? SIZES.filter((s) => s <= 1 << 20) : SIZES;
  const rows = scaling(sizes);
  const parsers = Object.keys(rows[0].cells);
  console.log('## Scaling (ns per byte; one long component in a short URI; median of 5 timings, each after a full GC)\n');
  console.log(
    table(
      ['input', 'size', ...parsers],
      rows.map((r) => [r.input, bytes(sizeClass(r.size, sizes)), ...parsers.map((p) => cell(r.cells[p]))]),
    ),
  );
  console.log('');
  console.log("- path: one 10 MB segment; 'path, 12-char segments' and '/a' × n also build one segment object and one string per segment (the AST's segments), which is what their rows measure");
  console.log(`- ${GRAMMAR_ONLY}: the compiled rfc3986 matcher alone (no AST, no warnings)\n`);
  const big = rows.filter((r: ScalingRow) => ['path', 'query', 'fragment'].includes(r.input) && sizeClass(r.size, sizes) === 10 << 20);
  return [
    [
      `10 MB path, query, fragment ≤ 3 ns/byte, no RangeError`,
      big.length === 0 ? undefined : big.every((r) => typeof r.cells[OURS] === 'number' && (r.cells[OURS] as number) <= 3),
      big.length === 0 ? 'not measured (--quick)' : big.map((r) => `${r.input} ${cell(r.cells[OURS])}`).join(', '),
    ],
  ];
}

function memorySection(texts: string[]): void {
  console.log('## Retained memory (bytes per parsed value: heap growth while 20,000 are held, after full GCs)\n');
  if (!gcAvailable()) {
    console.log('not measured: run with node --expose-gc (npm run bench does)\n');
    return;
  }
  const sample = texts.slice(0, 20_000);
  const avg = sample.reduce((s, t) => s + t.length, 0) / sample.length;
  console.log(table(['value', 'bytes each'], memory(sample).map((m) => [m.what, int(m.bytes)])));
  console.log(`\n(corpus entries, avg ${fixed(avg, 1)} chars; the input strings are alive throughout and not counted)\n`);
}

/** The nominal size a generated input was made for. */
function sizeClass(size: number, sizes: readonly number[]): number {
  return sizes.reduce((best, s) => (Math.abs(s - size) < Math.abs(best - size) ? s : best));
}

function cell(v: number | string): string {
  return typeof v === 'number' ? fixed(v, 2) : v;
}

main();
