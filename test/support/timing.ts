/**
 * The linear-time measurements, run in a node process of their own (see linear.ts for why and how):
 * `node --initial-old-space-size=512 <this file, bundled>` prints one JSON line per case —
 * its id, the timing, and any problem with the results (a thrown exception, a rejection outside the
 * input or not at the bad character). test/robustness/hostile.test.ts runs it and checks the lines.
 */
import { UriSyntaxError, parse, resolve } from '../../src/index';
import type { ParseResult } from '../../src/index';
import { SELF_CHECKS, callCases, hostileCases, resolutionCases } from './hostile';
import { flat, linearWithin, timeRatio } from './linear';
import type { LinearTiming } from './linear';

export interface Measured {
  id: string;
  timing?: LinearTiming;
  problems: string[];
  /** CPU ms the whole measurement took (building the inputs included) */
  cost: number;
}

function measure(id: string, run: (problems: string[]) => LinearTiming): Measured {
  const problems: string[] = [];
  const start = process.cpuUsage();
  const cost = () => {
    const { user, system } = process.cpuUsage(start);
    return Math.round((user + system) / 1000);
  };
  try {
    const timing = run(problems);
    return { id, timing, problems, cost: cost() };
  } catch (error) {
    problems.push(`threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`);
    return { id, problems, cost: cost() };
  }
}

function measureParse(c: ReturnType<typeof hostileCases>[number]): Measured {
  return measure(c.id, (problems) => {
    const { hostile, edition, options } = c;
    const make = (size: number) => flat(hostile.make(size));
    // where the input without its last character is accepted, a rejection is at that character
    const atEnd = hostile.badEnd === true && parse(make(hostile.n).slice(0, -1), edition, options).ok;
    const check = (input: string) => (r: ParseResult) => {
      if (r.edition !== edition) problems.push(`result of ${r.edition}`);
      if (r.ok) {
        if (hostile.badEnd) problems.push('accepted an input with a bad last character');
        return;
      }
      const e = r.error;
      const at = `(${input.length} characters)`;
      if (!(e instanceof UriSyntaxError)) problems.push(`error is not a UriSyntaxError ${at}`);
      if (!(Number.isInteger(e.offset) && e.offset >= 0 && e.offset <= input.length)) problems.push(`offset ${e.offset} outside the input ${at}`);
      if (atEnd && e.offset !== input.length - 1) problems.push(`offset ${e.offset}, not at the bad character ${at}`);
    };
    // the full size is checked once; without one, the first large input measured is checked
    if (hostile.full !== undefined) {
      const full = make(hostile.full);
      check(full)(parse(full, edition, options));
    }
    return linearWithin((s: string) => parse(s, edition, options), make, hostile.n, hostile.full === undefined ? check(make(10 * hostile.n)) : undefined);
  });
}

function measureResolution(c: ReturnType<typeof resolutionCases>[number]): Measured {
  return measure(c.id, (problems) => {
    const { resolution, edition } = c;
    const [fullBase, fullReference] = resolution.make(resolution.full);
    if (typeof resolve(fullBase, fullReference, edition) !== 'string') problems.push('no target at the full size');
    return linearWithin(
      ([base, reference]: [string, string]) => resolve(base, reference, edition),
      (size: number) => resolution.make(size).map(flat) as [string, string],
      resolution.n,
    );
  });
}

function measureCall(c: ReturnType<typeof callCases>[number]): Measured {
  const { call, n } = c.hostileCall;
  const run = (f: () => unknown) => f();
  if (SELF_CHECKS.some((s) => s.name === c.id && s.expect === 'superlinear')) {
    // one decade: a quadratic cost must be over the limit there
    return measure(c.id, () => ({ ...timeRatio(run, call(n), call(10 * n)), n, over: [] }));
  }
  return measure(c.id, () => linearWithin(run, call, n));
}

const only = process.argv[2] ? new Set(JSON.parse(process.argv[2]) as string[]) : undefined;
for (const c of hostileCases()) if (!only || only.has(c.id)) process.stdout.write(JSON.stringify(measureParse(c)) + '\n');
for (const c of resolutionCases()) if (!only || only.has(c.id)) process.stdout.write(JSON.stringify(measureResolution(c)) + '\n');
for (const c of callCases()) if (!only || only.has(c.id)) process.stdout.write(JSON.stringify(measureCall(c)) + '\n');
