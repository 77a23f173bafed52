/**
 * Where some reader takes a password from: each model of src/readers/ (Python's urlsplit and curl,
 * the readings audit() reports, and every other client reader of the registry, in each version it
 * can be asked for), plus the widest reading of all (./widest.ts), which covers them.
 */

import { curlUrl } from '../readers/curl';
import { pythonUrlsplit } from '../readers/python';
import { CLIENT_READERS } from '../readers/registry';
import { NO_AUTHORITY, widestPasswordSpans } from './widest';
import { mergeSpans } from './views';
import type { Span } from './views';

/**
 * The [start, end) spans of the input that some reader takes a non-empty password from, merged and
 * sorted.
 */
export function passwordRanges(input: string): Span[] {
  // every reading ends a password at an "@" (in the decoded view, a "%40"): none, no password
  if (!input.includes('@') && !/%(?:25)*40/.test(input)) return [];
  const spans: Span[] = [];
  // the password as urlsplit and curl_url take it (their models, shared with audit())
  // (curl's scheme-less reading is not applied to a scheme without an authority: see NO_AUTHORITY)
  // (the two CPython releases differ only on a netloc with "[")
  const readers = [pythonUrlsplit(input, '3.12.8'), ...(input.includes('[') ? [pythonUrlsplit(input, '3.12.9')] : []), ...(NO_AUTHORITY.test(input) ? [] : [curlUrl(input)])];
  for (const reader of readers) {
    if (reader.ok && reader.passwordSpan && reader.passwordSpan[1] > reader.passwordSpan[0]) spans.push(reader.passwordSpan);
  }
  // every other client reader of the registry (Go, Java, PHP, Ruby, Node's url.parse …): the
  // password where its model finds it, in each version it can be asked for
  for (const reader of CLIENT_READERS) {
    if (reader.name === 'python' || reader.name === 'curl') continue;
    for (const version of reader.versions) {
      let read;
      try {
        read = (reader.read as (input: string, version: string) => ReturnType<typeof reader.read>)(input, version);
      } catch {
        continue; // a model that cannot read the string finds no password in it
      }
      if (read.ok && read.passwordSpan && read.passwordSpan[1] > read.passwordSpan[0]) spans.push(read.passwordSpan);
    }
  }
  // the widest reading of all (./widest.ts): nested, cleaned and decoded forms included
  for (const span of widestPasswordSpans(input)) spans.push(span);
  return mergeSpans(spans);
}

