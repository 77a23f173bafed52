/**
 * relativize(): the reverse of resolve() — the shortest reference that the edition's own algorithm
 * resolves against `base` back to exactly `target`.
 *
 * Each edition's algorithm has its own shortcuts (RFC 1808 inherits ";params" and reads an empty
 * component as an absent one, RFC 2396 resolves "?y" against the base's directory, RFC 3986 against
 * the base's path, …), so rather than encode them a second time, relativize builds every reference
 * that could be the shortest — the empty reference and lone delimiters, what follows the prefix the
 * target shares with the base, relative paths ("../" k times then the rest of the target, with "./"
 * and "." / ".." spellings), the absolute path, the target's params/query/fragment alone, the
 * network path — and returns the shortest one that the edition's own algorithm resolves back to
 * exactly the target (on a tie: the target itself, then a relative path, then the earliest of that
 * list). Whatever the algorithm does is used as
 * it is, its defects included: under rfc1808/rfc2396, "http://az" relativized against "http://a" is
 * "z" (RFC 3986 Appendix D.2: those algorithms write the merged path straight after the authority
 * of a base without a path).
 *
 * When none resolves back, the target itself is returned. That is the case when the scheme differs
 * or the authority cannot be inherited (the target is then the only form), and under rfc3986 for a
 * target whose path has "." or ".." segments, which no reference resolves to (§5.2.2 removes them
 * even from an absolute reference): the target is returned as it is, not replaced by another URI.
 */
import type { EditionName } from '../model/ast';
import { DEFAULT_EDITION } from '../editions/registry';
import { noRelativeUrls, notAbsolute } from './errors';
import { UriSyntaxError } from '../model/errors';
import { ALGORITHMS, checkEdition, checkStrings, masked, resolveUnchecked } from './resolve';
import type { RelativeEdition } from './resolve';
import type { Components } from './types';

/**
 * The shortest reference that resolves against `base` to `target` under `edition` (the inverse of resolve()).
 * @example
 * ```ts
 * relativize('http://a/b/c/d;p?q', 'http://a/b/c/g'); // 'g'
 * ```
 *
 * @example
 * ```ts
 * relativize('http://a/b/c/d', 'http://a/b/e'); // '../e'
 * ```
 *
 * Its errors hide their input's password and secret values in their text, as parse() does
 * (RFC 3986 §7.5); an error's `input` is the string as given.
 */
export function relativize(base: string, target: string, edition: EditionName = DEFAULT_EDITION): string {
  checkStrings('relativize', base, target);
  const name = checkEdition(edition);
  let t: Components;
  try {
    if (name === 'rfc1738') throw noRelativeUrls(target, 'relativize');
    t = ALGORITHMS[name].split(target);
    if (t.scheme === undefined) throw notAbsolute(name, 'target', target);
    resolveUnchecked(name, base, target); // throws when the base is not absolute
  } catch (error) {
    throw error instanceof UriSyntaxError ? masked(error) : error;
  }
  const verdicts = new Map<string, boolean>();
  const resolvesBack = (reference: string) => {
    let back = verdicts.get(reference);
    if (back === undefined) verdicts.set(reference, (back = resolveUnchecked(name, base, reference).target === target));
    return back;
  };

  // The references that need no probing, then the relative paths, but only for the levels whose
  // "../" × k alone is shorter than the best reference found so far (probing k levels costs a
  // resolution of a 3k-character reference).
  const direct = directCandidates(name, base, target, t);
  const found = shortest(direct, target.length, resolvesBack);
  const bound = found?.length ?? target.length;
  const candidates = [...relativePathCandidates(name, base, target, bound), ...direct];
  // on a tie a relative path is preferred to another reference, the target itself to any
  return shortest(candidates, found === undefined ? bound : bound + 1, resolvesBack) ?? target;
}

/**
 * The shortest of `candidates` shorter than `limit` that resolves back; on a tie the earliest
 * (Array.prototype.sort is stable).
 */
function shortest(candidates: string[], limit: number, resolvesBack: (reference: string) => boolean): string | undefined {
  const sorted = [...new Set(candidates)].sort((a, b) => a.length - b.length);
  for (const reference of sorted) {
    if (reference.length >= limit) return undefined;
    if (resolvesBack(reference)) return reference;
  }
  return undefined;
}

/** The candidates other than relative paths, most natural last (relative paths are preferred). */
function directCandidates(name: RelativeEdition, base: string, target: string, t: Components): string[] {
  const b = ALGORITHMS[name].split(base);
  // the empty reference and lone delimiters: the base itself, or the base without some component
  // (RFC 1808 §2.4 reads an empty component as an absent one, so "#" drops the base's fragment)
  const out: string[] = ['', '#', '?', ';'];
  // what follows the longest prefix the target shares with the base, at a component boundary
  let common = 0;
  while (common < base.length && common < target.length && base[common] === target[common]) common++;
  out.push(target.slice(common));
  for (const delimiter of ['/', ';', '?', '#']) {
    const at = target.lastIndexOf(delimiter, common - 1);
    if (at >= 0) out.push(target.slice(delimiter === '/' ? at + 1 : at));
  }
  if (t.scheme !== b.scheme) return out; // the target keeps its own scheme only when written out
  const afterScheme = target.slice(t.scheme!.length + 1);
  if (t.authority !== undefined) out.push(afterScheme); // a network path
  // RFC 1808 §4 step 3 replaces an empty net_loc by the base's ("//" + an absolute path is that
  // path under the base's net_loc, or under none when the base has none)
  if (afterScheme.startsWith('/')) out.push('//' + afterScheme);
  if (t.authority !== b.authority) return out;
  // an absolute path ("/." keeps a path that starts with "//" from reading as an authority), and
  // what follows the path: the target's params, query and fragment alone
  const afterAuthority = t.authority === undefined ? afterScheme : afterScheme.slice(2 + t.authority.length);
  if (t.path.startsWith('/')) out.push(afterAuthority, '/.' + afterAuthority, '//' + afterAuthority);
  const fragment = t.fragment !== undefined ? '#' + t.fragment : '';
  const query = (t.query !== undefined ? '?' + t.query : '') + fragment;
  out.push(fragment, query, (t.params !== undefined ? ';' + t.params : '') + query);
  return out;
}

/**
 * Relative paths: up k levels from the base's directory, then the rest of the target, for k = 0,
 * the number of the base directory's segments that the target does not share, and one more (going
 * up further only makes the reference longer) — each only while its shortest spelling is no longer
 * than `bound`.
 */
function relativePathCandidates(name: RelativeEdition, base: string, target: string, bound: number): string[] {
  const out: string[] = [];
  const dir0 = directory(name, base, 0);
  let levels = [0];
  if (dir0 !== undefined) {
    let common = 0;
    while (common < dir0.length && common < target.length && dir0[common] === target[common]) common++;
    const shared = common === 0 ? 0 : dir0.lastIndexOf('/', common - 1) + 1; // a directory ends after a "/"
    let k = 0;
    for (let i = shared; i < dir0.length; i++) if (dir0[i] === '/') k++;
    levels = k === 0 ? [0] : [0, k];
  }
  for (const k of levels) {
    if (k > 0 && 3 * k - 1 > bound) break; // "../" × (k - 1) + ".." is the shortest spelling
    const dir = k === 0 ? dir0 : directory(name, base, k);
    if (dir === undefined || !target.startsWith(dir)) continue;
    const rest = target.slice(dir.length);
    const up = '../'.repeat(k);
    out.push(up + rest, (k === 0 ? './' : up) + rest);
    if (rest === '' || /^[;?#]/.test(rest)) out.push((k === 0 ? '.' : '../'.repeat(k - 1) + '..') + rest);
  }
  return out;
}

/**
 * What the edition's own algorithm puts before a relative path's last segment after going up k
 * levels: the resolution of "../" × k followed by a one-segment probe, without the probe. It is a
 * prefix of the whole target string (scheme, authority and directory), so it also covers the
 * algorithms' odd cases (a relative path written straight after an authority by RFC 1808/2396; a
 * merged path that starts with "//").
 */
function directory(name: RelativeEdition, base: string, k: number): string | undefined {
  const probe = 'z';
  const resolved = resolveUnchecked(name, base, '../'.repeat(k) + probe).target;
  return resolved.endsWith(probe) ? resolved.slice(0, -probe.length) : undefined;
}
