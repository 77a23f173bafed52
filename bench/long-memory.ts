/**
 * The library's memory on long inputs: bytes of V8 heap retained per byte of input while the
 * result is held (after full collections), for parse() under two editions and compare(), and the
 * length of JSON.stringify(compare()) per byte. Run: `npm run build && node --expose-gc
 * dist/bench/long-memory.js [MB]` (default 4 MB). The figures are in docs/security.md.
 */
import { compare, parse } from '../src/index';

type Gc = () => void;

function collect(): void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
}

/** Heap bytes retained per byte of `input` by the value `make` returns. */
function retained(input: string, make: (s: string) => unknown): number {
  collect();
  const before = process.memoryUsage().heapUsed;
  const value = make(input);
  collect();
  const after = process.memoryUsage().heapUsed;
  if (value === undefined) throw new Error('unreachable'); // keeps `value` alive until here
  return (after - before) / input.length;
}

/** Every lazily built rejection of a Comparison read, as a caller printing it would. */
function comparedFully(s: string): unknown {
  const c = compare(s);
  for (const r of Object.values(c.results)) if (!r.ok) void r.error;
  return c;
}

const SHAPES: Record<string, (n: number) => string> = {
  'path of "/" (one empty segment per byte)': (n) => 'http://h' + '/'.repeat(n),
  'path of "a/" (a segment per 2 bytes)': (n) => 'http://h/' + 'a/'.repeat(n / 2),
  'path of "a" (one segment)': (n) => 'http://h/' + 'a'.repeat(n),
  'query of "a"': (n) => 'http://h/?' + 'a'.repeat(n),
};

const megabytes = Number(process.argv[2] ?? 4);
const size = Math.round(megabytes * 1024 * 1024);
console.log(`retained heap bytes per input byte, inputs of ${megabytes} MB (node ${process.version})`);
console.log('shape | parse rfc3986 | parse rfc2396 | compare() | JSON.stringify(compare()) chars per byte');
for (const [name, make] of Object.entries(SHAPES)) {
  const input = make(size);
  const row = [
    retained(input, (s) => parse(s, 'rfc3986')),
    retained(input, (s) => parse(s, 'rfc2396')),
    retained(input, comparedFully),
  ].map((x) => x.toFixed(1));
  let json: string;
  try {
    json = (JSON.stringify(compare(input)).length / input.length).toFixed(1);
  } catch (error) {
    json = `throws ${(error as Error).message}`;
  }
  console.log(`${name} | ${row.join(' | ')} | ${json}`);
}
