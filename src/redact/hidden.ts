/**
 * Everything redact() and the Masker hide in one string: every span some reader takes a password
 * from (./readers.ts) and every secret query value (./secrets.ts), merged.
 */
import { mergeSpans, passwordRanges } from './readers';
import { secretRanges } from './secrets';
import type { RedactOptions } from './secrets';

/** The [start, end) spans to hide in `input`, sorted and disjoint. */
export function hiddenRanges(input: string, options?: RedactOptions): [number, number][] {
  const secrets = secretRanges(input, options);
  const passwords = passwordRanges(input);
  return secrets.length === 0 ? passwords : passwords.length === 0 ? secrets : mergeSpans([...passwords, ...secrets]);
}
