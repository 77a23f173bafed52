/**
 * Long inputs of recursive ABNF grammars, each in a process of its own: parse() with its tree read,
 * the CPU time it took and the process's peak memory (max RSS), or the refusal and its reason. The
 * figures are in docs/toolkit.md (Limits). Run: `npm run build:bench && node
 * bench-dist/bench/abnf-long.js [CASE] [LENGTH]` — with no CASE, every case at 8 K, 100 K and 1 MB,
 * each in a fresh process.
 */
import { execFileSync } from 'node:child_process';
import { abnf } from '../src/abnf';
import type { ParseNode } from '../src/abnf';

/** a deterministic mix of `units` of `length` code units (a linear congruential generator) */
function mix(units: readonly string[], length: number, seed = 7): string {
  let x = seed;
  const out: string[] = [];
  let n = 0;
  while (n < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const unit = units[(x >> 16) % units.length];
    const piece = n + unit.length > length ? units[0] : unit;
    out.push(piece);
    n += piece.length;
  }
  return out.join('');
}

/** segments of a mix of "a" and "bb", of 1 to 200 code units each, between which `sep` */
function segments(length: number, sep: string): string {
  let x = 11;
  const out: string[] = [];
  let n = 0;
  while (n < length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const size = Math.min(1 + ((x >> 16) % 200), length - n);
    out.push(mix(['a', 'bb'], size, x));
    n += size;
    if (n < length) {
      out.push(sep);
      n += sep.length;
    }
  }
  return out.join('').slice(0, length).replace(/c$/, 'a');
}

const MB = 1 << 20;

/** name → [grammar, input of about n code units] */
export const LONG_CASES: Record<string, [string, (n: number) => string]> = {
  'uneven right recursion': ['S = ( "a" / "bb" ) S / "a" / "bb"\n', (n) => mix(['a', 'bb'], n)],
  'X S / X, X of several lengths': ['S = X S / X\nX = "a" / "bb" / "abb"\n', (n) => mix(['a', 'bb'], n)],
  'X S / X, X a repetition': ['S = X S / X\nX = 1*( "a" / "bb" )\n', (n) => mix(['a', 'bb'], n)],
  'repetitions between separators': ['S = *( "a" / "bb" / "abb" ) [ "c" S ]\n', (n) => segments(n, 'c')],
  'a or aa, right recursion': ['S = ( "a" / "aa" ) S / "a" / "aa"\n', (n) => 'a'.repeat(n)],
  'S = "a" S / "a"': ['S = "a" S / "a"\n', (n) => 'a'.repeat(n)],
  'S = "ab" S / "ab"': ['S = "ab" S / "ab"\n', (n) => 'ab'.repeat(n / 2)],
  'S = "a" S "b" / "ab"': ['S = "a" S "b" / "ab"\n', (n) => `${'a'.repeat(n / 2)}${'b'.repeat(n / 2)}`],
  'S = "(" S ")" S / ""': ['S = "(" S ")" S / ""\n', (n) => '()'.repeat(n / 2)],
  'S = "(" [ S ] ")"': ['S = "(" [ S ] ")"\n', (n) => `${'('.repeat(n / 2)}${')'.repeat(n / 2)}`],
};

function count(tree: ParseNode): number {
  let n = 0;
  const todo = [tree];
  while (todo.length > 0) {
    const node = todo.pop()!;
    n++;
    todo.push(...node.children);
  }
  return n;
}

function one(name: string, length: number): string {
  const [text, make] = LONG_CASES[name];
  const input = make(length);
  const started = process.cpuUsage();
  const g = abnf(text, { start: 'S' });
  const parsed = g.parse(input);
  const answer = parsed.ok ? `${count(parsed.tree)} nodes` : `refused: ${parsed.reason ?? `rejected at ${parsed.offset}`}`.slice(0, 90);
  const spent = process.cpuUsage(started);
  const cpu = ((spent.user + spent.system) / 1e6).toFixed(2);
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  return `${name} | ${input.length} | ${g.strategies()[0].strategy} | ${cpu} s | ${rss} MB | ${answer}`;
}

const [, , which, size] = process.argv;
if (which) console.log(one(which, Number(size ?? MB)));
else {
  console.log(`grammar | length | strategy | CPU (parse + tree read) | max RSS | answer   (node ${process.version})`);
  for (const name of Object.keys(LONG_CASES))
    for (const n of [8_000, 100_000, MB]) {
      try {
        process.stdout.write(execFileSync(process.execPath, [__filename, name, String(n)], { encoding: 'utf8', timeout: 120_000 }));
      } catch (error) {
        console.log(`${name} | ${n} | failed: ${(error as Error).message.split('\n')[0].slice(0, 90)}`);
      }
    }
}
