/** Shapes shared by the resolution algorithms (src/resolve/). */
import type { Amendment, EditionName, Warning } from '../model/ast';
import type { UriSyntaxError } from '../model/errors';

/**
 * The components a resolution algorithm splits a reference into. `undefined` when the component's
 * delimiter is absent, `''` when present but empty; `params` only for RFC 1808 (§2.1).
 */
export interface Components {
  scheme?: string;
  /** RFC 3986/2396 authority, RFC 1808 net_loc */
  authority?: string;
  /** never undefined; the leading "/" included */
  path: string;
  params?: string;
  query?: string;
  fragment?: string;
}

/**
 * Options of resolve(): the RFC's strict or backwards-compatible reading, and validation of both inputs.
 * @example
 * ```ts
 * resolve('http://a/b/c/d;p?q', 'http:g', 'rfc3986', { strict: false }); // 'http://a/b/c/g'
 * ```
 */
export interface ResolveOptions {
  /**
   * true (the default): a reference with a scheme is absolute, even the same scheme as the base's.
   * false: the backward-compatible reading of RFC 3986 §5.2.2 / RFC 2396 §5.2 step 3, which ignores
   * a reference's scheme when it equals the base's. RFC 1808 has no such reading (§5.2: the form
   * is "a loophole in prior specifications" that "should be avoided by future parsers"), so it
   * makes no difference there.
   */
  strict?: boolean;
  /** also require base and reference to be derivable from the edition's grammar */
  validate?: boolean;
  /** amendments for the grammar check (rfc2732 for rfc2396, rfc6874 for rfc3986) */
  amendments?: Amendment[];
  /**
   * UNSAFE. true: recompose exactly as the RFC writes it, even a path that starts with "//" when
   * the target has no authority ("x:/a/b" + "..//evil.example/p" → "x://evil.example/p", which
   * every reader parses with the host "evil.example"). false (the default): such a path is written
   * after "/." ("x:/.//evil.example/p"), as WHATWG URL and normalize() do, with a warning.
   */
  unsafeRecomposition?: boolean;
  /** called with each of the algorithm's remarks (the warnings resolveAll() lists), e.g. a host changed by recomposition */
  onWarning?: (warning: Warning) => void;
  /**
   * true: an error's `message`, `reason` and `note` show the password and secret query values of
   * its input; false (the default): they are hidden there as parse() hides them (RFC 3986 §7.5).
   * An error's `input` is always the string as given.
   */
  showPassword?: boolean;
}

/** What one algorithm returns: the target, and remarks on how the algorithm reached it. */
export interface Resolution {
  target: string;
  notes: Warning[];
  /** the authority the algorithm computed for the target (undefined: none), to check the written target against */
  authority?: string;
}

/** One edition's entry in resolveAll's result.
 *
 * @example
 * ```ts
 * resolveAll('http://a/b', 'c').rfc3986; // { ok: true, target: 'http://a/c', warnings: [] }
 * ```
 */
export type EditionResolution =
  | { ok: true; target: string; warnings: Warning[]; /** absent on success */ error?: undefined }
  | { ok: false; error: UriSyntaxError; /** absent on failure */ target?: undefined; /** absent on failure */ warnings?: undefined };

/**
 * What resolveAll() returns: each edition's resolution, or its error.
 * @example
 * ```ts
 * const all: ResolveAllResult = resolveAll('http://a/b/c/d;p?q', '../g');
 * all.rfc3986; // { ok: true, target: 'http://a/b/g', warnings: [] }
 * ```
 */
export type ResolveAllResult = Record<EditionName, EditionResolution>;

/** An edition's resolution algorithm, parsing its inputs the way its own RFC does. */
export interface ResolutionAlgorithm {
  readonly edition: EditionName;
  /** split a reference into components the way the edition's resolution section parses it */
  split(reference: string): Components;
  /**
   * the edition's algorithm; the base is already known to have a scheme. `literal`: recompose as the
   * RFC does even when a path would read as an authority (./recomposition.ts)
   */
  resolve(base: string, reference: string, strict: boolean, literal: boolean): Resolution;
}
