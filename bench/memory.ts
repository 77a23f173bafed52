/**
 * Retained memory per parsed result: the growth of the V8 heap (after full collections) while N
 * results are held, divided by N. Needs `node --expose-gc` (npm run bench passes it).
 */
import { parse } from '../src/index';
import { BASE } from './contenders';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fastUri: { parse(s: string): unknown } = require('fast-uri');

type Gc = () => void;

function collect(): void {
  const gc = (globalThis as { gc?: Gc }).gc!;
  for (let i = 0; i < 3; i++) gc();
}

/** Bytes retained per value `make(s)` returns, holding one value per string of `inputs`. */
export function retainedPerValue(inputs: readonly string[], make: (s: string) => unknown): number {
  collect();
  const before = process.memoryUsage().heapUsed;
  const held: unknown[] = new Array(inputs.length);
  for (let i = 0; i < inputs.length; i++) held[i] = make(inputs[i]);
  collect();
  const after = process.memoryUsage().heapUsed;
  const perValue = (after - before) / inputs.length;
  if (held.length !== inputs.length) throw new Error('unreachable'); // keeps `held` alive until here
  return perValue;
}

export interface MemoryRow {
  what: string;
  bytes: number;
}

export function gcAvailable(): boolean {
  return typeof (globalThis as { gc?: Gc }).gc === 'function';
}

/** The rows of the memory table; the input strings themselves are alive before and after. */
export function memory(inputs: readonly string[]): MemoryRow[] {
  // the array the held values go into is counted too: 8 bytes per slot, the same for every row
  return [
    { what: "parse(s, 'rfc3986').uri (the AST)", bytes: retainedPerValue(inputs, (s) => unwrap(parse(s, 'rfc3986'))) },
    { what: "parse(s, 'rfc3986') (AST + warnings + result)", bytes: retainedPerValue(inputs, (s) => parse(s, 'rfc3986')) },
    {
      what: 'the AST with every component copied (for contrast)',
      bytes: retainedPerValue(inputs, (s) => copied(unwrap(parse(s, 'rfc3986')))),
    },
    { what: 'Node URL object', bytes: retainedPerValue(inputs, nodeUrl) },
    { what: 'fast-uri parse result', bytes: retainedPerValue(inputs, (s) => fastUri.parse(s)) },
  ];
}

function nodeUrl(s: string): URL | null {
  try {
    return new URL(s, BASE);
  } catch {
    return null; // IPvFuture: not a WHATWG host
  }
}

function unwrap(r: ReturnType<typeof parse>): unknown {
  if (!r.ok) throw new Error(`memory corpus entry rejected: ${r.error.input}`);
  return r.uri;
}

/** Every string of a value rebuilt character by character: what sharing the input saves. */
function copied(v: unknown): unknown {
  if (typeof v === 'string') {
    let out = '';
    for (let i = 0; i < v.length; i++) out += v[i];
    return out;
  }
  if (Array.isArray(v)) return v.map(copied);
  if (v && typeof v === 'object') {
    const o: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) o[k] = copied(x);
    return o;
  }
  return v;
}
