/**
 * Input for the mapper contract of `compare --brief` (docs/cli.md, "As a mapper"): corpus URIs with
 * hostile lines among them, as bytes, and each line as the CLI must read it. Shared by the mapper
 * test (test/cli/mapper.test.ts) and the cluster test (test/cluster/dask.test.ts).
 */
import { generateCorpus, prng } from '../fixtures/corpus';

/** Hostile lines as bytes (without their "\n"), for a run at --max-line `maxLine`: one is longer than that. */
export function hostileLines(maxLine: number): Buffer[] {
  return [
    Buffer.from(''),
    Buffer.from('http://h/a\r'), // a CRLF line end
    Buffer.from('http://h/\r\r'), // only the last "\r" is the line end's
    Buffer.from('http://h/\u0000\u001b[2J\u007f\u009b'),
    Buffer.from('http://h/\u202egnp.exe\u2028\u2029\ufeff'),
    Buffer.from('http://h/\u0085next-line'), // NEL: a line break to some readers (Python's str.splitlines)
    Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0xff, 0xfe, 0x2f]), // "http://" and two bytes no UTF-8 has
    Buffer.from([0x68, 0x3a, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xf0, 0x9f, 0x98]), // broken, surrogate, overlong, truncated
    Buffer.from('http://u:s3cret@h/p'),
    Buffer.from(`http://h/${'a/'.repeat(Math.floor(maxLine / 2) - 8)}`), // long, under --max-line
    Buffer.from(`http://h/${'%41'.repeat(Math.floor(maxLine / 3) - 1_000)}#${'\u00e9'.repeat(400)}`),
    Buffer.from(`http://h/${'x'.repeat(maxLine)}`), // over --max-line: a record of its own
    Buffer.from(`http://[${':'.repeat(Math.floor(maxLine * 0.75))}`),
    Buffer.from('\r'),
  ];
}

export interface MapperInput {
  /** the lines joined by "\n" (the last line without one) */
  input: Buffer;
  /** each line as the CLI must read it: UTF-8 decoded (U+FFFD for an invalid byte), a final "\r"
   *  dropped; a line over maxLine as its length in bytes */
  lines: (string | number)[];
}

export interface MapperInputOptions {
  /** corpus URIs (generateCorpus) */
  count: number;
  seed: number;
  maxLine: number;
  /** a hostile line (of `hostile`, in a seeded order) after every `every`th URI */
  every: number;
  hostile?: Buffer[];
  /** lines put in once, in the middle */
  middle?: Buffer[];
}

/** Corpus URIs with hostile lines among them, then every hostile line once more; the last line has no "\n". */
export function mapperInput(options: MapperInputOptions): MapperInput {
  const { count, seed, maxLine, every, hostile = hostileLines(maxLine), middle = [] } = options;
  const random = prng(seed);
  const lines: Buffer[] = [];
  generateCorpus(count, seed).forEach((e, i) => {
    if (i === Math.floor(count / 2)) lines.push(...middle);
    lines.push(Buffer.from(e.text));
    if (i % every === 0) lines.push(hostile[Math.floor(random() * hostile.length)]);
  });
  lines.push(...hostile);
  const decoder = new TextDecoder('utf-8');
  return {
    input: Buffer.concat(lines.flatMap((b, i) => (i === lines.length - 1 ? [b] : [b, Buffer.from('\n')]))),
    lines: lines.map((b) => {
      if (b.length > maxLine) return b.length;
      const text = decoder.decode(b);
      return text.endsWith('\r') ? text.slice(0, -1) : text;
    }),
  };
}
