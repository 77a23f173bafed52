/** The check every public function makes of the string it is given. */

/** A TypeError naming `fn` when `input` is not a string. */
export function requireString(fn: string, input: unknown): asserts input is string {
  if (typeof input !== 'string') throw new TypeError(`${fn} expects a string, not ${input === null ? 'null' : typeof input}`);
}
