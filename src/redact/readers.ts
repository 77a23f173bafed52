/**
 * Where a password can be, read the widest way: the union of the places WHATWG URL, curl, Python's
 * urllib.parse.urlsplit and each RFC edition take a password from, in the string as it is, in the
 * string as WHATWG and Python clean it, and in its percent-decoded form (for a URL nested in a
 * query). Every reader agrees that a password is what follows the first ":" of a userinfo, and
 * that a userinfo ends at an "@" of an authority; they differ in where an authority starts and
 * ends, and in what they strip first:
 *
 *  - WHATWG URL (https://url.spec.whatwg.org/#concept-basic-url-parser) strips leading and trailing
 *    C0 controls and spaces and removes every tab and newline before parsing; for the special
 *    schemes (http, https, ws, wss, ftp, file) an authority follows any run of "/" and "\" — or
 *    none ("http:u:p@h") — and ends at "/", "\", "?" or "#"; for other schemes it follows "//" and
 *    a "\" is a plain character; a scheme-relative "\\h" or "/\h" against a special base is an
 *    authority too. The userinfo runs to the LAST "@" of the authority.
 *  - Python's urlsplit strips leading C0 controls and spaces and removes tab, CR and LF; the netloc
 *    follows "//" and ends at "/", "?" or "#" ("\" is a plain character, so "h:S3cr3t\@host" has
 *    the password "S3cr3t\"); the userinfo runs to the last "@".
 *  - curl, given a string without "scheme://", guesses the scheme and reads the start of the string
 *    as an authority: "user:S3cr3t@127.0.0.1:1/".
 *  - RFC 3986 §3.2 / RFC 2396 §3.2: the authority follows "//" and ends at "/", "?" or "#"; the
 *    userinfo ends at the first "@" (it cannot contain one). RFC 1808 §2.4.3: the net_loc follows
 *    "//" and runs to the next "/" ("?" included: the query is split off after it). RFC 1738 §3.1:
 *    "//<user>:<password>@<host>:<port>/", where the login ends at the next "/".
 *
 * Python's and curl's own splits are the models of src/readers/ (the readings audit() reports):
 * the password each of them takes from the string is masked as they take it, and the union below
 * covers them, nested URLs included.
 *
 * So an authority is taken to start at the start of the string (curl), after every run of two or
 * more "/" or "\" (all readers; nested URLs included), and after a special scheme's ":" and its
 * slashes (WHATWG); it ends at the first "/" or "#" (the widest of the readers' ends), the userinfo
 * at its last "@", and the password is everything from the first ":" after the authority's start to
 * that "@". Each narrower reading's password lies inside that span.
 */

import { curlUrl } from '../readers/curl';
import { pythonUrlsplit } from '../readers/python';
import { CLIENT_READERS } from '../readers/registry';
import { NO_AUTHORITY, mergeSpans, widestPasswordSpans } from './widest';
import type { Span } from './widest';

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

export { mergeSpans };
