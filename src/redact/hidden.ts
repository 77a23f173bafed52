/**
 * Everything redact() and the Masker hide in one string: every span some reader takes a password
 * from (./readers.ts) and every secret query value (./secrets.ts), merged.
 */
import { passwordRanges } from './readers';
import { secretRanges } from './secrets';
import type { RedactOptions } from './secrets';
import { mergeSpans } from './views';

/** The [start, end) spans to hide in `input`, sorted and disjoint. */
export function hiddenRanges(input: string, options?: RedactOptions): [number, number][] {
  return withSecretRanges(input, passwordRanges(input), options);
}

/** `passwords` (sorted, disjoint spans of `input`) merged with the spans of its secret query values. */
export function withSecretRanges(input: string, passwords: [number, number][], options?: RedactOptions): [number, number][] {
  const secrets = secretRanges(input, options);
  return secrets.length === 0 ? passwords : passwords.length === 0 ? secrets : mergeSpans([...passwords, ...secrets]);
}
