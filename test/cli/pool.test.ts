/**
 * --jobs N's pool of worker threads (src/cli/bulk/pool.ts): a batch whose worker dies is run
 * again one line at a time, so the line that kills a worker gets a `failed` record and every other
 * line its output; the pool goes on with a new worker. The worker here is a stand-in
 * (test/fixtures/workers/exit-on-line.js), since the real one is built (mapper.test.ts runs it).
 */
import { join } from 'node:path';
import { WorkerPool } from '../../src/cli/bulk/pool';
import { lineRecords } from '../../src/cli/ndjson';
import type { CompareTaskSpec } from '../../src/cli/commands/compare-lines';

const FILENAME = join(__dirname, '../fixtures/workers/exit-on-line.js');
// the stand-in reads no spec
const SPEC: CompareTaskSpec = { kind: 'compare', brief: true, editions: [], amendments: [], whatwg: false, iri: false, showPassword: false };

describe('WorkerPool', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = await WorkerPool.start({ jobs: 2, spec: SPEC, maxLine: 64, records: lineRecords(64), filename: FILENAME });
  });
  afterAll(() => pool.close());

  it('runs a batch on a worker', async () => {
    expect(await pool.run({ first: 1, lines: ['a', 'b'] })).toEqual({ out: 'A\nB\n', lines: 2, tooLong: 0, failed: 0, counts: { seen: 2 } });
  });

  it('a line that kills its worker gets a failed record; the others of its batch their output', async () => {
    const r = await pool.run({ first: 10, lines: ['a', 'EXIT', 'b'] });
    const out = r.out.split('\n');
    expect(out[0]).toBe('A');
    expect(JSON.parse(out[1])).toMatchObject({ line: 11, ok: false, error: { name: 'InternalError' } });
    expect(JSON.parse(out[1]).error.message).toMatch(/^line 11 could not be processed: a worker thread died on it/);
    expect(out.slice(2)).toEqual(['B', '']);
    expect(r).toMatchObject({ lines: 3, failed: 1, counts: { seen: 2 } });
  });

  it('goes on after a worker died', async () => {
    const results = await Promise.all([1, 2, 3, 4].map((k) => pool.run({ first: k, lines: [`x${k}`] })));
    expect(results.map((r) => r.out)).toEqual(['X1\n', 'X2\n', 'X3\n', 'X4\n']);
  });
});
