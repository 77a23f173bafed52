/**
 * The mapper contract of `compare --brief` (docs/cli.md, "As a mapper: Spark and Hadoop
 * Streaming"): one output line per input line, in input order, nothing on stderr for rejected
 * URLs, exit 0 — in this thread (--jobs 1) and on two worker threads (--jobs 2) — over an input of
 * several batches that mixes corpus URIs with hostile lines: long lines under and over --max-line,
 * control and bidirectional characters, invalid UTF-8, empty lines, CRLF line ends, a last line
 * without "\n". Each line is checked against the library (test/support/brief.ts). The full
 * NDJSON (`compare` without --brief) gives the same lines and summary on worker threads as without.
 */
import { expectedBrief } from '../support/brief';
import { buildCli, cli } from '../support/cli';
import { mapperInput } from '../support/mapper-lines';

const MAX_LINE = 64 * 1024;

let input: Buffer;
/** each input line as the CLI must read it (a line over --max-line: undefined) */
let expected: (string | undefined)[];

beforeAll(() => {
  buildCli();
  // 1,800 corpus URIs with a hostile line every 30 lines, in a seeded order: four batches of 500 lines
  const made = mapperInput({ count: 1_800, seed: 0x3a99e4, maxLine: MAX_LINE, every: 30 });
  input = made.input;
  expected = made.lines.map((line) => (typeof line === 'number' ? undefined : line));
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
