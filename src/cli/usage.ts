/** Exit codes, and the error that means "the command line was wrong" (exit 2). */

export const EXIT_OK = 0;
/** the input is not valid under the edition asked for (parse, check; resolve/normalize with --edition) */
export const EXIT_INVALID = 1;
/** a usage error: unknown command, option, edition, amendment or rule; a missing argument */
export const EXIT_USAGE = 2;
/** a bug: an exception the tool did not expect (EX_SOFTWARE); in bulk mode, after the other lines were processed */
export const EXIT_INTERNAL = 70;

/**
 * A bulk run's exit code: 70 if a line failed (a bug), else 1 if a line was over --max-line or
 * `invalid` (parse: a line rejected), else 0.
 */
export function bulkExitCode(summary: { tooLong: number; failed: number }, invalid: boolean): number {
  if (summary.failed) return EXIT_INTERNAL;
  return summary.tooLong || invalid ? EXIT_INVALID : EXIT_OK;
}

/** A mistake in the command line, reported with a helpful message and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Run `fn`, turning the library's argument errors (RangeError, TypeError) into usage errors. */
export function asUsage<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) throw new UsageError(error.message);
    throw error;
  }
}
