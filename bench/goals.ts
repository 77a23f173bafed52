/** The performance goals the benchmark checks: each printed as met / not met with its measured figure. */

/** what the goal is, whether it was met (undefined: not measured in this run), the measured figure */
export type Goal = [what: string, met: boolean | undefined, figure: string];

export function printGoals(goals: readonly Goal[]): void {
  console.log('## Goals\n');
  const width = Math.max(...goals.map(([what]) => what.length));
  for (const [what, met, figure] of goals) {
    const verdict = met === undefined ? 'n/a' : met ? 'met' : 'not met';
    console.log(`- ${verdict.padEnd(7)}  ${what.padEnd(width)}  ${figure}`);
  }
}
