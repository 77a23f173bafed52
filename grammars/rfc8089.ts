/**
 * RFC 8089 (February 2017), "The "file" URI Scheme" — §2, "importing the "host" and
 * "path-absolute" rules from [RFC3986] (as updated by [RFC6874])"; and, with the `appendixE`
 * option, Appendix E's nonstandard forms as Appendix F collects them ("This collected syntax is not
 * normative"): a userinfo (E.1), DOS and Windows drive letters with ":" or "|" (E.2, E.2.2), UNC
 * strings after an empty authority, "file:////host/share" (E.3.2), and IP literals written "%5B"…"%5D".
 * ABNF strings are case-insensitive (RFC 5234 §2.3).
 */
import { adopted, production } from '../src/kit';
import type { Kit, RuleDef, RuleDefs } from '../src/kit';
import { ALPHA } from './rfc5234';
import { REG_NAME_CHAR, rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName, Rfc6874RuleName } from './rfc3986';

export interface Rfc8089Options {
  /** RFC 8089 Appendix E (its rules as Appendix F collects them): the nonstandard forms */
  appendixE?: boolean;
}

/** RFC 8089's productions (§2, and with `appendixE` Appendix F's) and the RFC 3986 rules it imports.
 *
 * @example
 * ```ts
 * checkRule('rfc8089', 'drive-letter', 'c|', { appendixE: true }); // undefined
 * ```
 */
export type Rfc8089RuleName =
  | 'file-URI' | 'file-scheme' | 'file-hier-part' | 'auth-path' | 'local-path' | 'file-auth'
  | 'unc-authority' | 'file-host' | 'inline-IP' | 'file-absolute' | 'drive-letter'
  | Rfc3986RuleName | Rfc6874RuleName;

/** The productions §2 defines. */
export const OWN_RULES = ['file-URI', 'file-scheme', 'file-hier-part', 'auth-path', 'local-path', 'file-auth'] as const;
/** The productions Appendix F collects. */
export const APPENDIX_F_RULES = [...OWN_RULES, 'unc-authority', 'file-host', 'inline-IP', 'file-absolute', 'drive-letter'] as const;

export const CAPTURED = ['file-URI', 'file-auth', 'userinfo', 'host', 'file-host', 'path-absolute', 'drive-letter', 'unc-authority'] as const;

const F = 'RFC 8089 Appendix F';

export function rfc8089Grammar<P>(k: Kit<P>, options: Rfc8089Options = {}): RuleDefs<P> {
  const { lit, one, seq, alt, opt, not, ahead } = k;
  /** "localhost" as the whole authority: "localhost" is also a host (a reg-name), so it is taken only when no reg-name character follows */
  const localhost = seq(lit('localhost', true), not(one(REG_NAME_CHAR)));
  const common: Record<string, RuleDef<P>> = {
    ...adopted(rfc3986Grammar(k, { rfc6874: true }), 'RFC 3986'),
    fileURI: production('file-URI', '2',
      'file-URI       = file-scheme ":" file-hier-part',
      (r) => seq(r.fileScheme, lit(':'), r.fileHierPart)),
    fileScheme: production('file-scheme', '2',
      'file-scheme    = "file"',
      () => lit('file', true)),
    fileHierPart: production('file-hier-part', '2',
      `file-hier-part = ( "//" auth-path )
                     / local-path`,
      (r) => alt(seq(lit('//'), r.authPath), r.localPath)),
  };
  if (!options.appendixE) {
    return {
      ...common,
      authPath: production('auth-path', '2',
        'auth-path      = [ file-auth ] path-absolute',
        (r) => seq(opt(r.fileAuth), r.pathAbsolute)),
      localPath: production('local-path', '2',
        'local-path     = path-absolute',
        (r) => r.pathAbsolute),
      // PEG: "localhost" is also a host; it is taken when it is the whole authority (see `localhost`).
      fileAuth: production('file-auth', '2',
        `file-auth      = "localhost"
                     / host`,
        (r) => alt(localhost, r.host)),
    };
  }
  return {
    ...common,
    // PEG: an empty file-auth makes "[ file-auth ] path-absolute" match "//host/share"'s first "/"
    // and stop; the UNC form is tried first (it needs "//" or "///" and a file-host), then the
    // drive letter ("/c:/…" is also a path-absolute, which would hide the letter), then the rest.
    // The drive letter's path-absolute stops before a second "/" ("/c://x": "/c:/"), where the
    // whole is a path-absolute: file-absolute is taken only when no "/" follows it (see local-path;
    // as a prefix, "/c|//x" then stops after "/c" where the ABNF also ends after "/c|/").
    authPath: production('auth-path', F,
      `auth-path      = [ file-auth ] path-absolute
                     / [ file-auth ] file-absolute
                     / unc-authority path-absolute`,
      (r) => alt(seq(r.uncAuthority, r.pathAbsolute), seq(opt(r.fileAuth), r.fileAbsolute, not(lit('/'))), seq(opt(r.fileAuth), r.pathAbsolute))),
    // PEG: "/c|/…" is a path-absolute only up to the "|"; file-absolute is tried first. Its
    // path-absolute stops before "//" ("/c://x" → "/c:/"), where the ABNF reads the whole as a
    // path-absolute: file-absolute is taken only when no "/" follows it (a path-absolute that ends
    // before a "/" ends before "//", and nothing after a local-path starts with "/"). As a prefix,
    // "/c|//x" then stops after "/c" where the ABNF also ends after "/c|/".
    localPath: production('local-path', F,
      `local-path     = [ drive-letter ] path-absolute
                     / file-absolute`,
      (r) => alt(seq(r.fileAbsolute, not(lit('/'))), seq(opt(r.driveLetter), r.pathAbsolute))),
    // PEG: "localhost" is also a host, and here also a userinfo ("localhost@h", "localhost:pw@h"):
    // it is taken when no reg-name character, "@" or ":" follows it.
    fileAuth: production('file-auth', F,
      `file-auth      = "localhost"
                     / [ userinfo "@" ] host`,
      (r) => alt(seq(lit('localhost', true), not(alt(one(REG_NAME_CHAR), lit('@'), lit(':')))), seq(opt(seq(r.userinfo, lit('@'))), r.host))),
    // PEG: a greedy 2*3"/" would take the third "/" of "///x" (file-host "x", then no path-absolute)
    // where the ABNF reads "//", an empty file-host and the path-absolute "/x": three slashes are
    // taken only when a "/" (the path-absolute) follows the file-host. (So the rule alone does not
    // derive "///h", which the ABNF does; it only ever stands before a path-absolute.)
    uncAuthority: production('unc-authority', F,
      'unc-authority  = 2*3"/" file-host',
      (r) => alt(seq(lit('///'), r.fileHost, ahead(lit('/'))), seq(lit('//'), r.fileHost))),

    // PEG: as RFC 3986's host — an IPv4address only when no reg-name character follows it; and so
    // an inline-IP, whose "%5B" and "%5D" are pct-encoded reg-name characters: "%5Bv1.x%5Da" is a
    // reg-name. (Where the inline-IP holds a ":", which no reg-name does, and a reg-name character
    // follows — "%5B::1%5Da" — the reg-name "%5B" is taken, shorter than the ABNF's inline-IP; a
    // file-host is followed by a path-absolute's "/", so no URI changes.)
    fileHost: production('file-host', F,
      'file-host      = inline-IP / IPv4address / reg-name',
      (r) => alt(seq(r.inlineIP, not(one(REG_NAME_CHAR))), seq(r.IPv4address, not(one(REG_NAME_CHAR))), r.regName)),
    inlineIP: production('inline-IP', F,
      'inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"',
      (r) => seq(lit('%5B', true), alt(r.IPv6address, r.IPvFuture), lit('%5D', true))),
    fileAbsolute: production('file-absolute', F,
      'file-absolute  = "/" drive-letter path-absolute',
      (r) => seq(lit('/'), r.driveLetter, r.pathAbsolute)),
    driveLetter: production('drive-letter', F,
      `drive-letter   = ALPHA ":"
                     / ALPHA "|"`,
      () => seq(one(ALPHA), alt(lit(':'), lit('|')))),
  };
}
