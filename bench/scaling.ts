/**
 * The scaling table: one long component (1 KB → 10 MB) in an otherwise short URI, parsed by the
 * rfc3986 edition and by the peers; nanoseconds per byte. A parser whose cost is linear shows a flat
 * row; a RangeError (a regexp or recursion that runs out of stack) is printed as such.
 */
import { grammarFor } from '../src/editions/rfc3986';
import { parse } from '../src/index';
import { scalingPeers } from './contenders';
import { median, now } from './measure';

export interface LongInput {
  name: string;
  /** a valid RFC 3986 URI of about `size` characters */
  make: (size: number) => string;
}

/** `head` + `unit` repeated until the whole is about `size` characters + `tail`. */
function fill(head: string, unit: string, size: number, tail = ''): string {
  const n = Math.max(1, Math.floor((size - head.length - tail.length) / unit.length));
  return head + unit.repeat(n) + tail;
}

export const LONG_INPUTS: readonly LongInput[] = [
  { name: 'path', make: (n) => fill('http://example.com/', 'seg-%41bc~x', n) },
  { name: 'path, 12-char segments', make: (n) => fill('http://example.com', '/seg-%41bc~x', n) },
  { name: 'query', make: (n) => fill('http://example.com/?', 'key=val%20ue&', n) },
  { name: 'fragment', make: (n) => fill('http://example.com/#', 'frag/me?nt%41', n) },
  { name: 'userinfo', make: (n) => fill('http://', 'user:pa%41ss', n, '@example.com/') },
  { name: 'reg-name', make: (n) => fill('http://', 'www.ex%41mple', n, '/') },
  { name: '%41 × n', make: (n) => fill('http://example.com/', '%41', n) },
  { name: "'/a' × n", make: (n) => fill('http://example.com', '/a', n) },
];

export const SIZES = [1 << 10, 10 << 10, 100 << 10, 1 << 20, 10 << 20] as const;

/** A full collection when node runs with --expose-gc (npm run bench does); nothing otherwise. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Median of five samples of ns per byte of `run(input)`, or the name of the error it threw. */
export function nsPerByte(run: (s: string) => boolean, input: string): number | string {
  const samples: number[] = [];
  try {
    // one untimed call (warm-up), then calibrate: about 30 ms per sample, at least one call
    let t0 = now();
    run(input);
    const once = Math.max(now() - t0, 1e-4);
    const reps = Math.max(1, Math.round(30 / once));
    for (let s = 0; s < 5; s++) {
      // the previous sample's garbage (megabytes at 10 MB) is collected before, not during, a sample
      collect();
      t0 = now();
      for (let r = 0; r < reps; r++) run(input);
      samples.push(((now() - t0) * 1e6) / reps / input.length);
    }
  } catch (e) {
    return e instanceof Error ? e.constructor.name : 'error';
  }
  return median(samples);
}

export interface ScalingRow {
  input: string;
  size: number;
  /** ns/byte, or an error name, per parser */
  cells: Record<string, number | string>;
}

export const OURS = "parse(s, 'rfc3986')";
/** The rfc3986 grammar alone: the compiled matcher, without building the AST or the warnings. */
export const GRAMMAR_ONLY = 'rfc3986 grammar only';

/** Every long input at every size under rfc3986 and the peers (`peers: false` skips them). */
export function scaling(sizes: readonly number[], peers = true): ScalingRow[] {
  const rows: ScalingRow[] = [];
  for (const input of LONG_INPUTS) {
    for (const size of sizes) {
      const text = input.make(size);
      const cells: Record<string, number | string> = {};
      const ours = (s: string) => parse(s, 'rfc3986').ok;
      if (!ours(text)) throw new Error(`scaling input ${input.name} (${size}) is not a valid RFC 3986 URI`);
      cells[OURS] = nsPerByte(ours, text);
      cells[GRAMMAR_ONLY] = nsPerByte((s) => grammarFor({}).matches('URI-reference', s), text);
      if (peers) for (const peer of scalingPeers) cells[peer.name] = nsPerByte(peer.run, text);
      rows.push({ input: input.name, size: text.length, cells });
    }
  }
  return rows;
}
