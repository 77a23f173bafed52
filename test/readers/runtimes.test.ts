/**
 * The client readers' models (src/readers/) against the real parsers they model, over the corpus of
 * test/fixtures/readers/corpus.ts (about 6,000 strings: published confusion payloads, the benchmark
 * corpus and its invalid copy, hostile families, seeded mutations):
 *
 *  - always: against the recorded readings of the real runtimes (test/fixtures/readers/recorded/),
 *    so a machine without Go, Java, PHP or Ruby still checks the models;
 *  - when the runtime is installed in the version modelled: against the runtime itself, through its
 *    driver program (test/fixtures/readers/drivers/), and Node's url.parse in this process. A
 *    runtime that is absent (or in another version) is a skipped test that says so; with
 *    READERS_LIVE=required (CI) it is a failure.
 *
 * Each model must agree with its runtime on at least 99% of the corpus, and every input where it
 * does not must be a known difference with its reason (projections.ts KNOWN_DIFFERENCES).
 * `RECORD_READERS=1 npx jest test/readers/runtimes.test.ts` records the runtimes' readings anew;
 * `READERS_REPORT=1` prints the agreement figures.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readerCorpus } from '../fixtures/readers/corpus';
import { KNOWN_DIFFERENCES, PROJECTIONS } from '../fixtures/readers/projections';
import type { Projected } from '../fixtures/readers/projections';
import { RUNTIMES } from '../support/runtimes';

const RECORDED = join(__dirname, '..', 'fixtures', 'readers', 'recorded');
const corpus = readerCorpus();
const digest = createHash('sha256').update(JSON.stringify(corpus)).digest('hex');
const required = process.env.READERS_LIVE === 'required';

interface Recording {
  runtime: string;
  corpus: { count: number; sha256: string };
  readings: Projected[];
}

/** Where a model and the readings disagree: the inputs, with both sides. */
function compare(reader: string, readings: readonly Projected[]): { agree: number; differences: { input: string; model: Projected; real: Projected }[] } {
  const p = PROJECTIONS[reader];
  let agree = 0;
  const differences: { input: string; model: Projected; real: Projected }[] = [];
  corpus.forEach((input, i) => {
    const model = p.model(input);
    if (JSON.stringify(model) === JSON.stringify(readings[i])) agree++;
    else differences.push({ input, model, real: readings[i] });
  });
  return { agree, differences };
}

function expectAgreement(reader: string, readings: readonly Projected[], against: string): void {
  const { agree, differences } = compare(reader, readings);
  // READERS_REPORT=1: the agreement figures, one line per reader and runtime
  if (process.env.READERS_REPORT === '1') console.log(`${reader}: ${agree}/${corpus.length} (${((100 * agree) / corpus.length).toFixed(2)}%) agree with ${against}`);
  const known = KNOWN_DIFFERENCES[reader] ?? {};
  const unexplained = differences.filter((d) => known[d.input] === undefined);
  expect(unexplained.slice(0, 5)).toEqual([]);
  expect(agree / corpus.length).toBeGreaterThanOrEqual(0.99);
}

describe.each(RUNTIMES.map((r) => [r.reader, r] as const))('%s', (reader, runtime) => {
  const file = join(RECORDED, `${reader}.json`);
  const p = PROJECTIONS[reader];
  const found = runtime.version();
  const live = 'version' in found && found.version.startsWith(p.version);
  const why = 'absent' in found ? found.absent : `the runtime is ${found.version}, the model follows ${p.version}`;

  if (process.env.RECORD_READERS === '1') {
    it('records the runtime’s readings', () => {
      if (!live) throw new Error(`cannot record ${reader}: ${why}`);
      mkdirSync(RECORDED, { recursive: true });
      const recording: Recording = { runtime: (found as { version: string }).version, corpus: { count: corpus.length, sha256: digest }, readings: runtime.run(corpus).map(p.real) };
      writeFileSync(file, `${JSON.stringify(recording, null, 0)}\n`);
    }, 300_000);
  }

  it('agrees with the recorded readings of the real runtime on at least 99% of the corpus, every difference known', () => {
    expect(existsSync(file)).toBe(true);
    const recording = JSON.parse(readFileSync(file, 'utf8')) as Recording;
    // the recording is of this very corpus (else: RECORD_READERS=1)
    expect(recording.corpus).toEqual({ count: corpus.length, sha256: digest });
    expect(recording.runtime.startsWith(p.version)).toBe(true);
    expectAgreement(reader, recording.readings, `the recorded ${recording.runtime}`);
  });

  if (live) {
    it(`agrees with the live runtime (${(found as { version: string }).version}) on at least 99% of the corpus, every difference known`, () => {
      expectAgreement(reader, runtime.run(corpus).map(p.real), `the live ${(found as { version: string }).version}`);
    }, 300_000);
  } else if (required) {
    it('has its runtime installed (READERS_LIVE=required)', () => {
      throw new Error(`${reader}: ${why}`);
    });
  } else {
    it.skip(`is not checked against the live runtime: ${why}`, () => undefined);
  }
});

describe('the known differences', () => {
  it.each(Object.entries(KNOWN_DIFFERENCES).flatMap(([reader, inputs]) => Object.keys(inputs).map((input) => [reader, input] as const)))('%s %j is in the corpus', (reader, input) => {
    expect(PROJECTIONS[reader]).toBeDefined();
    expect(corpus).toContain(input);
  });
});
