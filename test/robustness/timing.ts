/**
 * The linear-time measurements, run in a node process of their own (see linear.ts for why and how):
 * `node --max-semi-space-size=1 --initial-old-space-size=512 <this file, bundled>` prints one JSON line per case —
 * its id, the timing, and any problem with the results (a thrown exception, a rejection outside the
 * input or not at the bad character). test/robustness/hostile.test.ts runs it and checks the lines.
 */
import { UriSyntaxError, parse, resolve } from '../../src/index';
import type { ParseResult } from '../../src/index';
import { hostileCases, resolutionCases } from './hostile';
import { flat, timeRatio } from './linear';
import type { Timing } from './linear';

export interface Measured {
  id: string;
  timing?: Timing;
  problems: string[];
}

function measure(id: string, run: (problems: string[]) => Timing): Measured {
  const problems: string[] = [];
  try {
    return { id, timing: run(problems), problems };
  } catch (error) {
    problems.push(`threw ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`);
    return { id, problems };
  }
}

function measureParse(c: ReturnType<typeof hostileCases>[number]): Measured {
  return measure(c.id, (problems) => {
    const { hostile, edition, options } = c;
    const small = flat(hostile.make(hostile.n));
    const large = flat(hostile.make(10 * hostile.n));
    // where the small input without its last character is accepted, a rejection is at that character
    const atEnd = hostile.badEnd === true && parse(small.slice(0, -1), edition, options).ok;
    return timeRatio(
      (s: string) => parse(s, edition, options),
      small,
      large,
      (r: ParseResult) => {
        if (r.edition !== edition) problems.push(`result of ${r.edition}`);
        if (r.ok) {
          if (hostile.badEnd) problems.push('accepted an input with a bad last character');
          return;
        }
        const e = r.error;
        if (!(e instanceof UriSyntaxError)) problems.push('error is not a UriSyntaxError');
        if (!(Number.isInteger(e.offset) && e.offset >= 0 && e.offset <= large.length)) problems.push(`offset ${e.offset} outside the input`);
        if (atEnd && e.offset !== large.length - 1) problems.push(`offset ${e.offset}, not at the bad character (${large.length - 1})`);
      },
    );
  });
}

function measureResolution(c: ReturnType<typeof resolutionCases>[number]): Measured {
  return measure(c.id, (problems) => {
    const { resolution, edition } = c;
    const small = resolution.make(resolution.n).map(flat) as [string, string];
    const large = resolution.make(10 * resolution.n).map(flat) as [string, string];
    return timeRatio(
      ([base, reference]: [string, string]) => resolve(base, reference, edition),
      small,
      large,
      (target: string) => {
        if (typeof target !== 'string') problems.push('no target');
      },
    );
  });
}

const only = process.argv[2] ? new Set(JSON.parse(process.argv[2]) as string[]) : undefined;
for (const c of hostileCases()) if (!only || only.has(c.id)) process.stdout.write(JSON.stringify(measureParse(c)) + '\n');
for (const c of resolutionCases()) if (!only || only.has(c.id)) process.stdout.write(JSON.stringify(measureResolution(c)) + '\n');
