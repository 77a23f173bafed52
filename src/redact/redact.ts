/**
 * Safe display: a URI with its password hidden. RFC 3986 §3.2.1: "Applications should not render
 * as clear text any data after the first colon (":") character found within a userinfo
 * subcomponent unless the data after the colon is the empty string (indicating no password)";
 * §7.5: passwords in URIs are frequently "displayed by browsers, stored in clear text bookmarks,
 * and logged".
 *
 * redact() must hide a password whichever way a reader splits the string, and must work on strings
 * no edition accepts (they are the ones people paste into a differential tool). So it does not use
 * one edition's grammar; it takes the widest reading of where a password can be:
 *  - the authority starts after "scheme:" and "//" (or, for the schemes WHATWG URL calls special,
 *    after any run of "/" and "\", which that parser skips), and ends at the first "/", "\" or "#"
 *    — not at "?", because RFC 1808's net_loc (§2.2) and RFC 1738's user/password (§5) contain "?";
 *  - userinfo ends at the last "@" of the authority (WHATWG URL; RFC 3986's userinfo cannot
 *    contain "@", so its reading is covered too);
 *  - the password is everything after the first ":" of that userinfo.
 */

/** WHATWG URL's special schemes, whose authority may follow any run of "/" and "\" (or none). */
const SPECIAL = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

const MASK = '***';

/**
 * `input` with a non-empty password replaced by "***" ("http://user:secret@host/" →
 * "http://user:***@host/"). An empty password ("user:@host"), a userinfo without ":" and a string
 * without userinfo are returned unchanged.
 */
export function redact(input: string): string {
  if (typeof input !== 'string') throw new TypeError(`redact expects a string, not ${input === null ? 'null' : typeof input}`);
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(input);
  let start = scheme ? scheme[0].length : 0;
  const slashes = /^[/\\]*/.exec(input.slice(start))![0].length;
  const special = scheme !== null && SPECIAL.has(scheme[0].slice(0, -1).toLowerCase());
  if (!special && !(slashes >= 2 && input.startsWith('//', start))) return input;
  start += slashes;
  let end = input.slice(start).search(/[/\\#]/);
  end = end < 0 ? input.length : start + end;
  const at = input.lastIndexOf('@', end - 1);
  if (at < start) return input;
  const colon = input.indexOf(':', start);
  if (colon < 0 || colon >= at || colon + 1 === at) return input;
  return input.slice(0, colon + 1) + MASK + input.slice(at);
}
