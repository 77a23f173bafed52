/**
 * The widest reading of where a password can be (src/redact/widest.ts), which masks the library's
 * errors without the readers' models, covers every model's password: for every client reader of the
 * registry, in each of its versions, over the readers' corpus (published confusion payloads, the
 * benchmark corpus, hostile families, mutations) and strings made to carry a password, the span the
 * model takes a password from lies inside one of the widest reading's spans (curl's scheme-less guess
 * excepted where the scheme has no authority, as src/redact/readers.ts excepts it).
 */
import fc from 'fast-check';
import { CLIENT_READERS } from '../../src/readers/registry';
import { NO_AUTHORITY, widestPasswordRanges } from '../../src/redact/widest';
import { readerCorpus } from '../fixtures/readers/corpus';

type Read = { ok: boolean; passwordSpan?: readonly [number, number] };

/** Every non-empty password span some model takes from `input` that no widest span contains. */
function uncovered(input: string): string[] {
  const widest = widestPasswordRanges(input);
  const out: string[] = [];
  for (const reader of CLIENT_READERS) {
    // curl's scheme-less guess is not applied to a scheme without an authority, where "name@host"
    // is an address (a mail address is not masked: src/redact/readers.ts does the same)
    if (reader.name === 'curl' && NO_AUTHORITY.test(input)) continue;
    for (const version of reader.versions) {
      let read: Read;
      try {
        read = (reader.read as (input: string, version: string) => Read)(input, version);
      } catch {
        continue;
      }
      const span = read.ok ? read.passwordSpan : undefined;
      if (!span || span[1] <= span[0]) continue;
      if (!widest.some(([s, e]) => s <= span[0] && span[1] <= e)) out.push(`${reader.name} ${version} [${span[0]}, ${span[1]})`);
    }
  }
  return out;
}

it('covers every model\'s password over the readers\' corpus', () => {
  const misses = readerCorpus().flatMap((input) => uncovered(input).map((m) => `${JSON.stringify(input)}: ${m}`));
  expect(misses).toEqual([]);
});

it('covers every model\'s password in strings built around a userinfo', () => {
  const piece = fc.constantFrom('', 'http:', 'https:', 'ftp:', 'foo:', 'HTTP:', 'mailto:', 'sip:', ' ', '\t', '/', '//', '\\\\', '/\\', '@', ':', 'u', 'p', 'S3cr3t', '%40', '%3A', '?', '#', '[', ']', '.', ';', 'h', 'evil.example', '%2540', 'x=');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
      const input = pieces.join('');
      expect(uncovered(input)).toEqual([]);
    }),
    { numRuns: 4000, seed: 4242 },
  );
});
