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
 * So an authority is taken to start at the start of the string (curl), after every run of two or
 * more "/" or "\" (all readers; nested URLs included), and after a special scheme's ":" and its
 * slashes (WHATWG); it ends at the first "/" or "#" (the widest of the readers' ends), the userinfo
 * at its last "@", and the password is everything from the first ":" after the authority's start to
 * that "@". Each narrower reading's password lies inside that span — every model's of src/readers/
 * too (test/redact/widest.test.ts checks it over the readers' corpus); ./readers.ts adds the
 * models' own spans. The library's errors are masked with this reading alone, so a parse bundle
 * carries none of the readers' models.
 */
import { cleanedView, findDecoded, mergeSpans } from './views';
import type { Span } from './views';

/** WHATWG URL's special schemes. */
const SPECIAL = /^(?:https?|wss?|ftp|file)$/i;
/**
 * Schemes whose syntax has no authority and whose "name@host" is an address, not a login: curl's
 * scheme-less reading of "mailto:joe@example.com" (user "mailto", password "joe") is not applied
 * to them, or every mail address would be masked.
 */
export const NO_AUTHORITY = /^(?:mailto|news|urn|tel|sip|sips|data|javascript|about|blob):/i;

/** The spans of `input` the widest reading takes a password from (not merged). */
export function widestPasswordSpans(input: string): Span[] {
  const spans: Span[] = [];
  // as it is, and as WHATWG URL and urlsplit clean it; each also decoded: a nested URL written
  // encoded once ("%3A%2F%2Fu%3Ap%40h"), or twice ("%253A…"), up to DECODING_ROUNDS
  findDecoded({ text: input }, passwordsIn, /%/, spans);
  const clean = cleanedView(input, true);
  if (clean !== undefined) findDecoded(clean, passwordsIn, /%/, spans);
  const sip = sipPassword(input);
  if (sip) spans.push(sip);
  return spans;
}

/** The widest reading's password spans of `input`, merged and sorted. */
export function widestPasswordRanges(input: string): Span[] {
  // every reading ends a password at an "@" (in the decoded view, a "%40"): none, no password
  if (!input.includes('@') && !/%(?:25)*40/.test(input)) return [];
  return mergeSpans(widestPasswordSpans(input));
}

/**
 * A SIP or SIPS URI's password (RFC 3261 §19.1.1, `sip:user:password@host:port;uri-parameters?headers`:
 * `userinfo = ( user / telephone-subscriber ) [ ":" password ] "@"`): from the first ":" after the
 * scheme's to the "@" that ends the userinfo, before any "?" (RFC 3261 §25.1; the RFC itself says
 * the password field "is NOT RECOMMENDED" for its clear text, §19.1.1).
 */
function sipPassword(input: string): Span | undefined {
  const m = /^[\x00-\x20]*sips?:/i.exec(input);
  if (!m) return undefined;
  const start = m[0].length;
  const q = input.indexOf('?', start);
  const end = q < 0 ? input.length : q;
  const at = input.lastIndexOf('@', end - 1);
  if (at < start) return undefined;
  const colon = input.indexOf(':', start);
  return colon >= 0 && colon + 1 < at ? [colon + 1, at] : undefined;
}

/** The spans of passwords in `text` by the readings above. */
function passwordsIn(text: string): Span[] {
  const out: Span[] = [];
  let end = -1; // the authority end for the current start (ends only move forward)
  let lastAt = -1; // the last "@" before `end`
  let colon = -1; // the first ":" at or after the current start
  const read = (start: number) => {
    if (start > text.length) return;
    if (end < start) {
      // a new authority end; the starts that share it are all at or after this one, so the last
      // "@" is looked for back to here only (every character is scanned once: linear time)
      end = firstOf(text, start);
      lastAt = -1;
      for (let i = end - 1; i >= start; i--) {
        if (text.charCodeAt(i) === 0x40) {
          lastAt = i;
          break;
        }
      }
    }
    if (lastAt < start) return;
    if (colon < start) {
      colon = text.indexOf(':', start);
      if (colon < 0) colon = text.length;
    }
    if (colon + 1 < lastAt) out.push([colon + 1, lastAt]);
  };
  // curl: the string's start (unless it names a scheme without an authority)
  if (!NO_AUTHORITY.test(text)) read(0);
  // every run of two or more "/" or "\", and a special scheme's ":" followed by any run of them
  const starts = /[/\\]{2,}|(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*):[/\\]*/g;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    if (m[1] === undefined || SPECIAL.test(m[1])) read(m.index + m[0].length);
    else starts.lastIndex = m.index + m[1].length + 1; // a non-special scheme: its slashes are a run of their own
  }
  return out;
}

/** The first "/" or "#" at or after `from` (or the end). */
function firstOf(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2f || c === 0x23) return i;
  }
  return text.length;
}
