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
  return withSecretRanges(passwordRanges(input), secretRanges(input, options));
}

/** `passwords` merged with `secrets` (each sorted, disjoint spans of one input). */
export function withSecretRanges(passwords: [number, number][], secrets: [number, number][]): [number, number][] {
  return secrets.length === 0 ? passwords : passwords.length === 0 ? secrets : mergeSpans([...passwords, ...secrets]);
}
