/** Timing helpers: interleaved rounds, medians, and Markdown tables for the output. */

export function now(): number {
  return Number(process.hrtime.bigint()) / 1e6; // ms
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export interface Workload<T> {
  name: string;
  /** the work of one pass; returns a value folded into a sink so nothing is optimised away */
  pass: () => T;
}

/**
 * Run every workload once per round, the order rotating each round (so no workload always runs
 * first or right after the same neighbour), after `warmup` untimed rounds; the median of each
 * workload's round times, in ms.
 */
export function interleaved<T>(workloads: readonly Workload<T>[], rounds: number, warmup: number): Map<string, number> {
  const times = new Map<string, number[]>(workloads.map((w) => [w.name, []]));
  let sink = 0;
  for (let round = 0; round < warmup + rounds; round++) {
    for (let k = 0; k < workloads.length; k++) {
      const w = workloads[(k + round) % workloads.length];
      const t0 = now();
      const v = w.pass();
      const dt = now() - t0;
      sink += typeof v === 'number' ? v : v ? 1 : 0;
      if (round >= warmup) times.get(w.name)!.push(dt);
    }
  }
  if (sink === -1) console.log(''); // keep `sink` alive
  return new Map([...times].map(([name, ts]) => [name, median(ts)]));
}

/** A Markdown table with right-aligned numeric columns. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const numeric = head.map((_, c) => rows.every((r) => /^[-\d.,×x%<>~ µnsKMB/]*$/.test(String(r[c])) || r[c] === '—'));
  const line = (r: string[]) =>
    '| ' + r.map((cell, c) => (numeric[c] && c > 0 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join(' | ') + ' |';
  const rule = '|' + widths.map((w, c) => (numeric[c] && c > 0 ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|') + '|';
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** 1234567 → "1,234,567" */
export function int(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

export function fixed(n: number, digits: number): string {
  return n.toFixed(digits);
}

export function bytes(n: number): string {
  if (n >= 1 << 20) return `${n / (1 << 20)} MB`;
  if (n >= 1 << 10) return `${n / (1 << 10)} KB`;
  return `${n} B`;
}
