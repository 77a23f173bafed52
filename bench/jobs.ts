/**
 * Each job against the peer that does the same job, in one process (medians of interleaved
 * rounds): validating (`canParse` against `URL.canParse`) and a full parse (`parse` against
 * `new URL` with every component read) over the absolute part of the corpus — the entries Node's
 * URL takes without a base —, a full parse and `compare()` over the whole corpus against fast-uri,
 * each edition against rfc3986, and 10⁶ path segments.
 */
import { canParse, compare, parse } from '../src/index';
import type { EditionName } from '../src/index';
import type { CorpusEntry } from '../test/fixtures/corpus';
import { registeredEditions } from './contenders';
import { fixed, int, interleaved, table } from './measure';
import type { Workload } from './measure';
import { nsPerByte } from './scaling';
import type { Goal } from './goals';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fastUri: { parse(s: string): { error?: string } } = require('fast-uri');

/** `new URL(s)` with every component read, as a caller of a full parse reads them. */
function urlAllRead(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol + u.username + u.password + u.hostname + u.port + u.pathname + u.search + u.hash).length > 0;
  } catch {
    return false;
  }
}

/** `parse(s, 'rfc3986')` with the same components read (a result may build what is read when it is read). */
function parseAllRead(s: string): boolean {
  const r = parse(s, 'rfc3986');
  if (!r.ok) return false;
  const u = r.uri;
  return ((u.scheme ?? '') + (u.user ?? '') + (u.password ?? '') + (u.host ?? '') + (u.port ?? '') + u.path + (u.query ?? '') + (u.fragment ?? '')).length > 0;
}

const SEGMENTS = 1_000_000;

/** The floor of any validating regexp: one character class over the whole string (accepts what has only URI characters). */
const URI_CHARACTERS = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*/y;
function floor(s: string): boolean {
  URI_CHARACTERS.lastIndex = 0;
  return URI_CHARACTERS.test(s) && URI_CHARACTERS.lastIndex === s.length;
}

export function jobsSection(corpus: readonly CorpusEntry[], rounds: number, warmup: number): Goal[] {
  const all = corpus.map((e) => e.text);
  const absolute = corpus.filter((e) => e.absolute && URL.canParse(e.text)).map((e) => e.text);
  const editions = registeredEditions();
  const over = (items: readonly string[], run: (s: string) => unknown) => () => {
    let n = 0;
    for (let k = 0; k < items.length; k++) if (run(items[k])) n++;
    return n;
  };
  const W = {
    canParse: "canParse(s, 'rfc3986')",
    urlCanParse: 'URL.canParse(s)',
    floor: 'one character-class regexp',
    parseAbs: "parse(s, 'rfc3986'), absolute, every component read",
    urlRead: 'new URL(s), every component read',
    fast: 'fast-uri parse(s)',
    compare: 'compare(s)',
    edition: (e: EditionName) => `parse(s, '${e}')`,
  };
  const workloads: Workload<number>[] = [
    { name: W.canParse, pass: over(absolute, (s) => canParse(s, 'rfc3986')) },
    { name: W.urlCanParse, pass: over(absolute, (s) => URL.canParse(s)) },
    { name: W.floor, pass: over(absolute, floor) },
    { name: W.parseAbs, pass: over(absolute, parseAllRead) },
    { name: W.urlRead, pass: over(absolute, urlAllRead) },
    { name: W.fast, pass: over(all, (s) => fastUri.parse(s).error === undefined) },
    { name: W.compare, pass: over(all, (s) => compare(s).differences.length === 0) },
    ...editions.map((e) => ({ name: W.edition(e), pass: over(all, (s) => parse(s, e).ok) })),
  ];
  const medians = interleaved(workloads, rounds, warmup);
  const rate = (name: string, items: readonly string[]) => (items.length / medians.get(name)!) * 1000;
  const rates = {
    canParse: rate(W.canParse, absolute),
    urlCanParse: rate(W.urlCanParse, absolute),
    floor: rate(W.floor, absolute),
    parseAbs: rate(W.parseAbs, absolute),
    urlRead: rate(W.urlRead, absolute),
    fast: rate(W.fast, all),
    compare: rate(W.compare, all),
  };
  const byEdition = new Map(editions.map((e) => [e, rate(W.edition(e), all)]));
  const rfc3986 = byEdition.get('rfc3986')!;
  const slowest = editions.reduce((a, b) => (byEdition.get(a)! <= byEdition.get(b)! ? a : b));

  // 10⁶ path segments: 'http://h' + '/a' × 10⁶, parsed whole (median of five timings, each after a full GC)
  const segmented = 'http://h' + '/a'.repeat(SEGMENTS);
  const perByte = nsPerByte((s) => parse(s, 'rfc3986').ok, segmented);
  const perSegment = typeof perByte === 'number' ? (perByte * segmented.length) / SEGMENTS : undefined;

  const us = (r: number) => `${fixed(1e6 / r, 2)} µs`;
  const rows: string[][] = [
    ['validate, rfc3986 (absolute)', `canParse ${us(rates.canParse)}`, `URL.canParse (native) ${us(rates.urlCanParse)}`, ratio(rates.canParse / rates.urlCanParse), '≥ 1.0×'],
    ['full parse, rfc3986 (absolute)', `parse ${us(rates.parseAbs)}`, `new URL(s), all read ${us(rates.urlRead)}`, ratio(rates.parseAbs / rates.urlRead), '≥ 1.0×'],
    ['full parse, whole corpus', `parse ${int(rfc3986)}/s`, `fast-uri parse ${int(rates.fast)}/s`, ratio(rfc3986 / rates.fast), '≥ 5×'],
    [`${editions.length} editions at once`, `compare ${int(rates.compare)}/s`, `fast-uri parse ${int(rates.fast)}/s`, ratio(rates.compare / rates.fast), '≥ 1.0×'],
    ...editions.map((e) => [`edition ${e}`, `parse ${int(byEdition.get(e)!)}/s`, `rfc3986 ${int(rfc3986)}/s`, ratio(byEdition.get(e)! / rfc3986), '≥ 0.6×']),
    ['10⁶ path segments', perSegment === undefined ? String(perByte) : `${fixed(perSegment, 0)} ns per segment`, '—', '—', '≤ 60 ns'],
  ];
  console.log('## Jobs and peers (one process; medians of interleaved rounds)\n');
  console.log(table(['job', 'ours', 'peer', 'ratio', 'goal'], rows));
  console.log(
    `\n- absolute: the ${int(absolute.length)} of ${int(all.length)} corpus entries Node's URL takes without a base; ` +
      'the whole corpus elsewhere\n' +
      `- 10⁶ path segments: parse('http://h' + '/a' × 10⁶, 'rfc3986'), median of five timings, each after a full GC\n` +
      `- the floor of a validating regexp: one sticky character-class regexp over the same strings, validating almost ` +
      `nothing, ${us(rates.floor)} — ${ratio(rates.floor / rates.urlCanParse)} URL.canParse\n`,
  );
  return [
    [`canParse ≥ 1.0× URL.canParse`, rates.canParse >= rates.urlCanParse, ratio(rates.canParse / rates.urlCanParse)],
    [`parse ≥ 1.0× new URL with all components read`, rates.parseAbs >= rates.urlRead, ratio(rates.parseAbs / rates.urlRead)],
    [`parse ≥ 5× fast-uri`, rfc3986 >= 5 * rates.fast, ratio(rfc3986 / rates.fast)],
    [`compare ≥ 1.0× fast-uri`, rates.compare >= rates.fast, ratio(rates.compare / rates.fast)],
    [`every edition ≥ 0.6× rfc3986`, byEdition.get(slowest)! >= 0.6 * rfc3986, `slowest ${slowest} ${ratio(byEdition.get(slowest)! / rfc3986)}`],
    [`10⁶ segments ≤ 60 ns per segment`, perSegment === undefined ? false : perSegment <= 60, perSegment === undefined ? String(perByte) : `${fixed(perSegment, 1)} ns`],
  ];
}

export function ratio(x: number): string {
  return `${fixed(x, 2)}×`;
}
