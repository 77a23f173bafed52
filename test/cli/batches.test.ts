/**
 * Bulk input in the CLI's own process: how stdin's bytes become lines and batches
 * (src/cli/bulk/batches.ts), and how batches run and come out in order with a bounded number in
 * flight (src/cli/bulk/stream.ts). The command-line contract is in mapper.test.ts.
 */
import { Readable, Writable } from 'node:stream';
import fc from 'fast-check';
import { readBatches } from '../../src/cli/bulk/batches';
import type { Batch, BatchLine } from '../../src/cli/bulk/batches';
import { runBatch } from '../../src/cli/bulk/run-batch';
import type { BatchResult } from '../../src/cli/bulk/run-batch';
import { streamBatches } from '../../src/cli/bulk/stream';
import { lineRecords } from '../../src/cli/ndjson';
import { budget } from '../support/config';

const LIMITS = { maxLine: 64, lines: 3, bytes: 1 << 20 };

async function batchesOf(chunks: Buffer[], limits = LIMITS): Promise<Batch[]> {
  const out: Batch[] = [];
  for await (const b of readBatches(Readable.from(chunks), limits)) out.push(b);
  return out;
}

const linesOf = (batches: Batch[]): BatchLine[] => batches.flatMap((b) => b.lines);

/** The lines as the splitter must see them: split on "\n", a final "\r" dropped, decoded as UTF-8 (TextDecoder: U+FFFD for invalid bytes), a line over maxLine as its byte count. */
function expectedLines(bytes: Buffer, maxLine: number): BatchLine[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let nl = bytes.indexOf(10); nl >= 0; nl = bytes.indexOf(10, start)) {
    parts.push(bytes.subarray(start, nl));
    start = nl + 1;
  }
  if (start < bytes.length) parts.push(bytes.subarray(start));
  const decoder = new TextDecoder('utf-8');
  return parts.map((p) => {
    if (p.length > maxLine) return p.length;
    const text = decoder.decode(p);
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  });
}

/** `bytes` cut into chunks at the given offsets. */
function cut(bytes: Buffer, offsets: number[]): Buffer[] {
  const at = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let start = 0;
  for (const o of [...at, bytes.length]) {
    if (o > start) chunks.push(bytes.subarray(start, o));
    start = Math.max(start, o);
  }
  return chunks;
}

describe('readBatches', () => {
  it('splits on "\\n", drops the "\\r" of CRLF, keeps empty lines and a last line without "\\n"', async () => {
    const batches = await batchesOf([Buffer.from('a\r\n\nb\rc\nlast')]);
    expect(linesOf(batches)).toEqual(['a', '', 'b\rc', 'last']);
  });

  it('numbers the batches by their first line and ends one at `lines` lines', async () => {
    const batches = await batchesOf([Buffer.from('1\n2\n3\n4\n5\n6\n7\n')]);
    expect(batches).toEqual([
      { first: 1, lines: ['1', '2', '3'] },
      { first: 4, lines: ['4', '5', '6'] },
      { first: 7, lines: ['7'] },
    ]);
  });

  it('ends a batch once its lines hold `bytes` bytes (without their "\\n"), and where a chunk ends', async () => {
    expect(await batchesOf([Buffer.from('aaaa\nbb\ncc\n')], { ...LIMITS, bytes: 4 })).toEqual([
      { first: 1, lines: ['aaaa'] },
      { first: 2, lines: ['bb', 'cc'] },
    ]);
    expect(await batchesOf([Buffer.from('a\nb'), Buffer.from('c\nd\n')])).toEqual([
      { first: 1, lines: ['a'] },
      { first: 2, lines: ['bc', 'd'] },
    ]);
  });

  it('decodes a character split between chunks, and an invalid byte as U+FFFD', async () => {
    const e = Buffer.from('é\n');
    expect(linesOf(await batchesOf([e.subarray(0, 1), e.subarray(1)]))).toEqual(['é']);
    expect(linesOf(await batchesOf([Buffer.from([0x61, 0xff, 0x62, 0x0a, 0xc3, 0x0a])]))).toEqual(['a\ufffdb', '\ufffd']);
  });

  it('gives a line over maxLine as its length in bytes, counted across chunks, and goes on', async () => {
    const long = Buffer.alloc(100, 'x');
    const batches = await batchesOf([Buffer.from('ok\nxx'), long, Buffer.from('\r\nnext\n'), long]);
    expect(linesOf(batches)).toEqual(['ok', 102 + 1, 'next', 100]);
  });

  it('a line of exactly maxLine bytes is kept, one byte more is not', async () => {
    const at = 'a'.repeat(64);
    expect(linesOf(await batchesOf([Buffer.from(`${at}\n${at}b\n`)]))).toEqual([at, 65]);
  });

  it('reads the same lines however stdin is cut into chunks', async () => {
    const byte = fc.oneof(fc.constantFrom(10, 13, 0xc3, 0xa9, 0xe2, 0x80, 0xae, 0xff, 0x00, 0x1b), fc.integer({ min: 0, max: 255 }));
    await fc.assert(
      fc.asyncProperty(fc.array(byte, { maxLength: 400 }), fc.array(fc.nat(), { maxLength: 12 }), async (list, offsets) => {
        const bytes = Buffer.from(list);
        const maxLine = 40;
        const lines = linesOf(await batchesOf(cut(bytes, offsets), { maxLine, lines: 7, bytes: 90 }));
        expect(lines).toEqual(expectedLines(bytes, maxLine));
      }),
      budget(0xba7c4, 300),
    );
  });
});

/** A Writable that keeps what it is given. */
function sink(): Writable & { text: () => string } {
  const parts: string[] = [];
  const w = new Writable({
    write(chunk: Buffer, _enc, done) {
      parts.push(chunk.toString('utf8'));
      done();
    },
  });
  return Object.assign(w, { text: () => parts.join('') });
}

const RECORDS = lineRecords(64);
const upper = { handle: (line: string, counts: Record<string, number>) => ((counts.seen = (counts.seen ?? 0) + 1), line.toUpperCase()) };

describe('runBatch', () => {
  it('one output line per input line: the handler, the too-long record, the failed record', () => {
    const task = {
      handle(line: string) {
        if (line === 'boom') throw new Error('it broke');
        return line.toUpperCase();
      },
    };
    const r = runBatch(task, { first: 7, lines: ['a', 90, 'boom', 'b'] }, RECORDS);
    const out = r.out.split('\n');
    expect(out).toHaveLength(5);
    expect(out[0]).toBe('A');
    expect(JSON.parse(out[1])).toMatchObject({ line: 8, ok: false, error: { name: 'LineTooLong', bytes: 90, maxLine: 64 } });
    expect(JSON.parse(out[2])).toMatchObject({ line: 9, ok: false, error: { name: 'InternalError', message: 'line 9 could not be processed: it broke' } });
    expect(out[3]).toBe('B');
    expect(out[4]).toBe('');
    expect(r).toMatchObject({ lines: 4, tooLong: 1, failed: 1 });
  });
});

describe('streamBatches', () => {
  it('writes batches in input order when they finish out of order, with at most `window` in flight', async () => {
    const input = Array.from({ length: 40 }, (_, i) => `line${i}`).join('\n') + '\n';
    let inFlight = 0;
    let most = 0;
    const runner = {
      window: 3,
      run(batch: Batch): Promise<BatchResult> {
        inFlight++;
        most = Math.max(most, inFlight);
        // later batches finish first
        const delay = 20 - (batch.first % 20);
        return new Promise((resolve) =>
          setTimeout(() => {
            inFlight--;
            resolve(runBatch(upper, batch, RECORDS));
          }, delay),
        );
      },
    };
    const output = sink();
    const summary = await streamBatches({ input: Readable.from([Buffer.from(input)]), output, limits: LIMITS, runner });
    expect(output.text()).toBe(input.toUpperCase());
    expect(summary).toEqual({ lines: 40, tooLong: 0, failed: 0, counts: { seen: 40 } });
    expect(most).toBe(3);
  });
});
