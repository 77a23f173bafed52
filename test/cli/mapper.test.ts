/**
 * The mapper contract of `compare --brief` (docs/cli.md, "As a mapper: Spark and Hadoop
 * Streaming"): one output line per input line, in input order, nothing on stderr for rejected
 * URLs, exit 0 — in this thread (--jobs 1) and on two worker threads (--jobs 2) — over an input of
 * several batches that mixes corpus URIs with hostile lines: long lines under and over --max-line,
 * control and bidirectional characters, invalid UTF-8, empty lines, CRLF line ends, a last line
 * without "\n". Each line is checked against the library (test/support/brief.ts). The full
 * NDJSON (`compare` without --brief) gives the same lines and summary on worker threads as without.
 */
import { generateCorpus, prng } from '../fixtures/corpus';
import { expectedBrief } from '../support/brief';
import { buildCli, cli } from '../support/cli';

const MAX_LINE = 64 * 1024;

/** Hostile lines, as bytes (without their "\n"). */
const HOSTILE: Buffer[] = [
  Buffer.from(''),
  Buffer.from('http://h/a\r'), // a CRLF line end
  Buffer.from('http://h/\r\r'), // only the last "\r" is the line end's
  Buffer.from('http://h/\u0000\u001b[2J\u007f\u009b'),
  Buffer.from('http://h/\u202egnp.exe\u2028\u2029\ufeff'),
  Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0xff, 0xfe, 0x2f]), // "http://" and two bytes no UTF-8 has
  Buffer.from([0x68, 0x3a, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xf0, 0x9f, 0x98]), // broken, surrogate, overlong, truncated
  Buffer.from('http://u:s3cret@h/p'),
  Buffer.from(`http://h/${'a/'.repeat(30_000)}`), // 60 KB: long, under --max-line
  Buffer.from(`http://h/${'%41'.repeat(20_000)}#${'\u00e9'.repeat(1_000)}`),
  Buffer.from(`http://h/${'x'.repeat(MAX_LINE)}`), // over --max-line: a record of its own
  Buffer.from(`http://[${':'.repeat(50_000)}`),
  Buffer.from('\r'),
];

let input: Buffer;
/** each input line as the CLI must read it (a line over --max-line: undefined) */
let expected: (string | undefined)[];

beforeAll(() => {
  buildCli();
  // 1,800 corpus URIs with a hostile line every 30 lines, in a seeded order: four batches of 500 lines
  const random = prng(0x3a99e4);
  const corpus = generateCorpus(1_800, 0x3a99e4).map((e) => Buffer.from(e.text));
  const lines: Buffer[] = [];
  corpus.forEach((line, i) => {
    lines.push(line);
    if (i % 30 === 0) lines.push(HOSTILE[Math.floor(random() * HOSTILE.length)]);
  });
  lines.push(...HOSTILE);
  const decoder = new TextDecoder('utf-8');
  expected = lines.map((b) => {
    if (b.length > MAX_LINE) return undefined;
    const text = decoder.decode(b);
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  });
  // the last line has no "\n"
  input = Buffer.concat(lines.flatMap((b, i) => (i === lines.length - 1 ? [b] : [b, Buffer.from('\n')])));
}, 300_000);

const run = (args: string[]) => cli(['compare', ...args, '--max-line', '64k'], { input });

describe.each(['1', '2'])('compare --brief --jobs %s as a mapper', (jobs) => {
  let r: ReturnType<typeof cli>;
  beforeAll(() => {
    r = run(['--brief', '--jobs', jobs]);
  }, 120_000);

  it('exits 0 and writes nothing on stderr', () => {
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('writes one line per input line, in order, each the line the library gives', () => {
    const out = r.stdout.split('\n');
    expect(out.pop()).toBe('');
    expect(out).toHaveLength(expected.length);
    const wrong: string[] = [];
    expected.forEach((text, i) => {
      const record = JSON.parse(out[i]) as unknown;
      const want = text === undefined ? { line: i + 1, ok: false, error: expect.objectContaining({ name: 'LineTooLong', maxLine: MAX_LINE }) } : expectedBrief(text);
      if (!isEqual(record, want)) wrong.push(`line ${i + 1}: ${out[i].slice(0, 200)}`);
    });
    expect(wrong).toEqual([]);
  });
});

/** jest's equality, as a boolean (so one message lists every wrong line). */
function isEqual(actual: unknown, wanted: unknown): boolean {
  try {
    expect(actual).toEqual(wanted);
    return true;
  } catch {
    return false;
  }
}

describe('the same input on worker threads and in this thread', () => {
  it('--brief: the same bytes', () => {
    expect(run(['--brief', '--jobs', '2']).stdout).toBe(run(['--brief', '--jobs', '1']).stdout);
  }, 120_000);

  it('the full NDJSON: the same lines and the same summary', () => {
    const one = run(['--json', '--jobs', '1']);
    const two = run(['--json', '--jobs', '2']);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stdout.split('\n')).toHaveLength(expected.length + 1);
    expect(JSON.parse(two.stderr)).toEqual(JSON.parse(one.stderr));
    expect(JSON.parse(one.stderr)).toMatchObject({ inputs: expected.length, tooLong: expected.filter((e) => e === undefined).length, failed: 0 });
    expect(two.status).toBe(1); // without --brief a line over --max-line is an error, as before
  }, 240_000);
});
