/**
 * resolve() and resolveAll(): a reference against a base, by each edition's own algorithm
 * (RFC 1808 §4, RFC 2396 §5.2, RFC 3986 §5.2). The algorithms split their inputs themselves, the way
 * their RFC's resolution section does, and never need the edition's grammar; the grammar is asked
 * only for its verdict — an error with { validate: true }, warnings in resolveAll().
 */
import type { Amendment, EditionName, Warning } from '../model/ast';
import { DEFAULT_EDITION, EDITION_NAMES, getEdition } from '../editions/registry';
import { UriSyntaxError, shown } from '../model/errors';
import { parse } from '../parse/parse';
import { maskedSyntaxError } from '../redact/error-mask';
import { baseNotAbsoluteForm, noRelativeUrls, notAbsolute, notDerivable, withoutEdition } from './errors';
import { authorityChanged } from './recomposition';
import { rfc1630Resolution } from './rfc1630';
import { rfc1808Resolution } from './rfc1808';
import { rfc2396Resolution } from './rfc2396';
import { rfc3986Resolution } from './rfc3986';
import type { EditionResolution, Resolution, ResolutionAlgorithm, ResolveAllResult, ResolveOptions } from './types';

export type { EditionResolution, ResolveAllResult, ResolveOptions } from './types';

/** The editions that have relative references, and their algorithms. */
export type RelativeEdition = Exclude<EditionName, 'rfc1738'>;
export const ALGORITHMS: Readonly<Record<RelativeEdition, ResolutionAlgorithm>> = {
  rfc1630: rfc1630Resolution,
  rfc1808: rfc1808Resolution,
  rfc2396: rfc2396Resolution,
  rfc3986: rfc3986Resolution,
  // RFC 3987 §6.5: "the algorithms of [RFC3986] can be applied directly"
  rfc3987: { ...rfc3986Resolution, edition: 'rfc3987' },
};

/** The grammar rules a reference and a base are checked against, and where the RFC defines them. */
const TOP: Record<RelativeEdition, { reference: string; base: string; baseSection: string }> = {
  // (RFC 1630 gives partial forms no BNF: only an absolute reference is checked, see partialForm)
  rfc1630: { reference: 'fragmentaddress', base: 'fragmentaddress', baseSection: 'RFC 1630 "BNF of Generic URI Syntax"' },
  rfc1808: { reference: 'URL', base: 'absoluteURL', baseSection: '2.2' },
  rfc2396: { reference: 'URI-reference', base: 'absoluteURI', baseSection: '3' },
  rfc3986: { reference: 'URI-reference', base: 'URI', baseSection: '3' },
  rfc3987: { reference: 'IRI-reference', base: 'IRI', baseSection: '2.2' },
};

/** Every amendment (each edition lists those it takes in its info). */
const AMENDMENTS: readonly Amendment[] = ['rfc2732', 'rfc6874'];

/**
 * Resolve `reference` against `base` by the algorithm of `edition` (default rfc3986). Throws
 * UriSyntaxError when the base is not absolute, for rfc1738 (no relative URLs), and — with
 * `{ validate: true }` — when base or reference is not derivable from the edition's grammar.
 * The target never reads as another host than the algorithm's: a path starting with "//" without
 * an authority is written after "/." (unless `{ unsafeRecomposition: true }`); the grammar's
 * verdicts on base and reference (as resolveAll() gives them: `base-not-derivable` for an IRI under
 * an ASCII edition …) and the algorithm's remarks — among them RFC 1808/2396 writing a relative path
 * straight after an authority — go to `options.onWarning`.
 *
 * @example
 * ```ts
 * resolve('http://a/b/c/d;p?q', '../g');            // 'http://a/b/g'
 * resolve('http://a/b/c/d;p?q', '../g', 'rfc1808'); // 'http://a/b/g'
 * ```
 */
export function resolve(
  base: string,
  reference: string,
  edition: EditionName = DEFAULT_EDITION,
  options?: ResolveOptions,
): string {
  checkStrings('resolve', base, reference);
  const name = checkEdition(edition);
  const { strict, validate, amendments, literal, onWarning, showPassword } = checkResolveOptions(options);
  let resolution: Resolution;
  try {
    if (name === 'rfc1738') throw noRelativeUrls(reference, 'resolve');
    if (validate) validateInputs(name, base, reference, amendments);
    resolution = resolveUnchecked(name, base, reference, strict, literal);
  } catch (error) {
    throw error instanceof UriSyntaxError ? masked(error, showPassword) : error;
  }
  if (onWarning) {
    // the grammar's verdicts first, as resolveAll() gives them: a base or reference the edition
    // does not derive (an IRI under an ASCII edition: the target is not a URI of it either)
    if (!validate) for (const w of grammarWarnings(name, base, reference, amendments?.filter((a) => getEdition(name).info.amendments.includes(a)))) onWarning(w);
    for (const note of resolution.notes) onWarning(note);
  }
  return resolution.target;
}

/** The error with its input's password and secret values hidden in its text, unless asked to show them (RFC 3986 §7.5). */
export function masked(error: UriSyntaxError, showPassword = false): UriSyntaxError {
  return showPassword ? error : maskedSyntaxError(error);
}

/**
 * Every edition's answer side by side: the target (with the grammar's verdicts on base and
 * reference, and the algorithm's remarks, as warnings) or the error.
 *
 * @example
 * ```ts
 * const all = resolveAll('http://a/b/c/d;p?q', '?y');
 * // rfc1808 and rfc3986: 'http://a/b/c/d;p?y'; rfc2396: 'http://a/b/c/?y'; rfc1738: no relative URLs
 * ```
 */
export function resolveAll(base: string, reference: string, options?: Omit<ResolveOptions, 'validate' | 'onWarning'>): ResolveAllResult {
  checkStrings('resolveAll', base, reference);
  const { strict, amendments, literal, showPassword } = checkResolveOptions(options);
  const results = {} as ResolveAllResult;
  for (const name of EDITION_NAMES) {
    const one = resolveOne(name, base, reference, strict, amendments, literal);
    results[name] = one.ok ? one : { ok: false, error: masked(one.error, showPassword) };
  }
  return results;
}

function resolveOne(
  name: EditionName,
  base: string,
  reference: string,
  strict: boolean,
  amendments: Amendment[] | undefined,
  literal: boolean,
): EditionResolution {
  if (name === 'rfc1738') return { ok: false, error: noRelativeUrls(reference, 'resolve') };
  let resolution: Resolution;
  try {
    resolution = resolveUnchecked(name, base, reference, strict, literal);
  } catch (error) {
    if (error instanceof UriSyntaxError) return { ok: false, error };
    throw error;
  }
  const own = amendments?.filter((a) => getEdition(name).info.amendments.includes(a));
  const warnings = [...grammarWarnings(name, base, reference, own?.length ? own : undefined), ...resolution.notes];
  return { ok: true, target: resolution.target, warnings };
}

/**
 * The algorithm alone, with its remarks: what resolve() runs after its checks, and what
 * relativize() verifies its candidates with (so it never returns a reference whose target reads
 * as another host). Throws only when the base is not absolute.
 */
export function resolveUnchecked(name: RelativeEdition, base: string, reference: string, strict = true, literal = false): Resolution {
  const algorithm = ALGORITHMS[name];
  if (algorithm.split(base).scheme === undefined) {
    // RFC 1808 §4 step 1: "If the base URL is the empty string (unknown), the embedded URL is
    // interpreted as an absolute URL and we are done."
    if (name === 'rfc1808' && base === '' && algorithm.split(reference).scheme !== undefined) {
      return {
        target: reference,
        notes: [
          {
            code: 'empty-base',
            message: 'the base URL is empty ("unknown"), so RFC 1808 §4 step 1 takes the reference as an absolute URL',
            section: '4',
          },
        ],
      };
    }
    throw notAbsolute(name, 'base', base);
  }
  const resolution = algorithm.resolve(base, reference, strict, literal);
  const changed = authorityChanged(resolution.authority, algorithm.split(resolution.target).authority, resolution.target);
  if (changed) resolution.notes.push(changed);
  return resolution;
}

/** { validate: true }: base and reference must be derivable; the base in absolute form. */
function validateInputs(name: RelativeEdition, base: string, reference: string, amendments?: Amendment[]): void {
  const options = amendments ? { amendments } : undefined;
  const b = parse(base, name, options);
  if (!b.ok) throw notDerivable('base', TOP[name].base, b.error);
  if (b.uri.form !== 'absolute') throw baseNotAbsoluteForm(name, TOP[name].base, base, TOP[name].baseSection);
  if (partialForm(name, reference)) return;
  const r = parse(reference, name, options);
  if (!r.ok) throw notDerivable('reference', TOP[name].reference, r.error);
}

/** RFC 1630's partial forms have no BNF ("Partial (relative) form" is prose): there is no rule to check them against. */
function partialForm(name: RelativeEdition, reference: string): boolean {
  return name === 'rfc1630' && ALGORITHMS.rfc1630.split(reference).scheme === undefined;
}

/** The grammar's verdicts, as warnings: resolution goes ahead whatever they are. */
function grammarWarnings(name: RelativeEdition, base: string, reference: string, amendments?: Amendment[]): Warning[] {
  const out: Warning[] = [];
  const options = amendments ? { amendments } : undefined;
  let b, r;
  try {
    b = parse(base, name, options);
    r = parse(reference, name, options);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // the edition's grammar is not registered (yet): the algorithm does not need it
    return [{ code: 'grammar-unavailable', message: `the ${name} grammar is not available (${error.message}), so base and reference were not checked against it` }];
  }
  const top = TOP[name];
  if (!b.ok) {
    out.push(verdict('base-not-derivable', `the base is not derivable from ${name}'s ${top.base}: ${withoutEdition(b.error)}`, b.error));
  } else if (b.uri.form !== 'absolute') {
    out.push({
      code: 'base-not-derivable',
      message: `the base is derivable from ${name}'s grammar only as a relative reference, not as ${top.base}`,
      offset: 0,
      rule: top.base,
      section: top.baseSection,
    });
  }
  if (!r.ok && !partialForm(name, reference)) {
    out.push(
      verdict(
        'reference-not-derivable',
        `the reference is not derivable from ${name}'s ${top.reference}: ${withoutEdition(r.error)}; it was resolved as the algorithm splits it`,
        r.error,
      ),
    );
  }
  return out;
}

function verdict(code: Warning['code'], message: string, error: UriSyntaxError): Warning {
  const w: Warning = { code, message, offset: error.offset };
  if (error.rule !== undefined) w.rule = error.rule;
  if (error.section !== undefined) w.section = error.section;
  return w;
}

export function checkStrings(fn: string, a: unknown, b: unknown): void {
  for (const x of [a, b]) {
    if (typeof x !== 'string') throw new TypeError(`${fn} expects strings, not ${x === null ? 'null' : typeof x}`);
  }
}

/** An edition name, implemented or not (the algorithms do not need the grammars). */
export function checkEdition(edition: unknown): EditionName {
  if (typeof edition === 'string' && (EDITION_NAMES as readonly string[]).includes(edition)) return edition as EditionName;
  throw new RangeError(`unknown edition ${shown(edition)}; editions are ${EDITION_NAMES.join(', ')}`);
}

interface CheckedOptions {
  strict: boolean;
  validate: boolean;
  amendments?: Amendment[];
  literal: boolean;
  onWarning?: (warning: Warning) => void;
  showPassword: boolean;
}

function checkResolveOptions(options: unknown): CheckedOptions {
  if (options === undefined || options === null) return { strict: true, validate: false, literal: false, showPassword: false };
  if (typeof options !== 'object') throw new TypeError(`options must be an object, not ${typeof options}`);
  const { strict = true, validate = false, amendments, unsafeRecomposition = false, onWarning, showPassword = false } = options as ResolveOptions;
  if (typeof showPassword !== 'boolean') throw new TypeError('options.showPassword must be a boolean');
  if (typeof strict !== 'boolean') throw new TypeError('options.strict must be a boolean');
  if (typeof validate !== 'boolean') throw new TypeError('options.validate must be a boolean');
  if (typeof unsafeRecomposition !== 'boolean') throw new TypeError('options.unsafeRecomposition must be a boolean');
  if (onWarning !== undefined && typeof onWarning !== 'function') throw new TypeError('options.onWarning must be a function');
  if (amendments !== undefined) {
    if (!Array.isArray(amendments)) throw new TypeError('options.amendments must be an array');
    for (const a of amendments as unknown[]) {
      if (!AMENDMENTS.includes(a as Amendment)) {
        throw new RangeError(`unknown amendment ${shown(a)}; amendments are ${AMENDMENTS.join(', ')}`);
      }
    }
  }
  return { strict, validate, literal: unsafeRecomposition, showPassword, ...(amendments ? { amendments } : {}), ...(onWarning ? { onWarning } : {}) };
}
