/**
 * relativize(): the reverse of resolve() — the shortest reference that the edition's own algorithm
 * resolves against `base` back to exactly `target`.
 *
 * Each edition's algorithm has its own shortcuts (RFC 1808 inherits ";params", RFC 2396 resolves
 * "?y" against the base's directory, RFC 3986 against the base's path, …), so rather than encode
 * them a second time, relativize builds every reference that could be the shortest — the empty
 * reference, the target's params/query/fragment alone, relative paths ("../" k times, then the rest
 * of the target's path, with "./" and "." / ".." spellings), the absolute path, the network path
 * and the target itself — and returns the shortest one that the edition's resolve() maps back to
 * the target (the earliest of that list on a tie).
 *
 * When none does, the target itself is returned: that is the case when scheme or authority differ
 * (the target is then the only form), and under rfc3986 for a target whose path has "." or ".."
 * segments, which no reference resolves to (§5.2.2 removes them even from an absolute reference),
 * so the target is returned unresolvable-as-is rather than replaced by another URI.
 * It never relies on RFC 1808/2396's defect for a base with an authority and an empty path, where
 * a relative path is written straight after the authority (RFC 3986 Appendix D.2).
 */
import type { EditionName } from '../ast';
import { DEFAULT_EDITION } from '../editions';
import { noRelativeUrls, notAbsolute } from './errors';
import { ALGORITHMS, checkEdition, checkStrings, resolveUnchecked } from './resolve';
import type { RelativeEdition } from './resolve';
import type { Components } from './types';

export function relativize(base: string, target: string, edition: EditionName = DEFAULT_EDITION): string {
  checkStrings('relativize', base, target);
  const name = checkEdition(edition);
  if (name === 'rfc1738') throw noRelativeUrls(target, 'relativize');
  const algorithm = ALGORITHMS[name];
  const t = algorithm.split(target);
  if (t.scheme === undefined) throw notAbsolute(name, 'target', target);
  resolveUnchecked(name, base, target); // throws when the base is not absolute
  const candidates = [...new Set(candidateReferences(name, base, target, t))];
  // shortest first; Array.prototype.sort is stable, so ties keep the order they were built in
  candidates.sort((a, b) => a.length - b.length);
  for (const reference of candidates) {
    if (reference.length >= target.length) break; // the target itself is the fallback
    if (resolveUnchecked(name, base, reference).target === target) return reference;
  }
  return target;
}

/** Every reference that could be the shortest, most natural first. */
function candidateReferences(name: RelativeEdition, base: string, target: string, t: Components): string[] {
  const algorithm = ALGORITHMS[name];
  const b = algorithm.split(base);
  const out: string[] = [];
  if (t.scheme !== b.scheme) return out; // the target keeps its own scheme only when written out
  const afterScheme = target.slice(t.scheme!.length + 1);
  if (t.authority !== b.authority) {
    if (t.authority !== undefined) out.push(afterScheme); // a network-path reference
    return out;
  }
  // same scheme and authority: what follows them in the target, as written
  const afterAuthority = t.authority === undefined ? afterScheme : afterScheme.slice(2 + t.authority.length);
  const fragment = t.fragment !== undefined ? '#' + t.fragment : '';
  const query = (t.query !== undefined ? '?' + t.query : '') + fragment;
  const rest = (t.params !== undefined ? ';' + t.params : '') + query; // what follows the path
  // the same document, the same path: inherit what the algorithm lets a short reference inherit
  out.push('', fragment, query, rest);
  // relative paths: up k levels from the base's directory, then the rest of the target's path
  const path = t.path;
  for (const k of levels(name, base, path)) {
    const dir = directory(name, base, k);
    if (dir === undefined || !path.startsWith(dir)) continue;
    const remainder = path.slice(dir.length);
    const up = '../'.repeat(k);
    out.push(up + remainder + rest, (k === 0 ? './' : up) + remainder + rest);
    if (remainder === '') out.push(k === 0 ? '.' + rest : '../'.repeat(k - 1) + '..' + rest);
  }
  // an absolute path ("/." keeps a path that starts with "//" from reading as an authority)
  if (path.startsWith('/')) out.push(afterAuthority, '/.' + afterAuthority);
  // a network path
  if (t.authority !== undefined) out.push(afterScheme);
  return out;
}

/**
 * The numbers of levels worth going up: the base directory's segments that the target's path does
 * not share (going up further only makes the reference longer), and one more.
 */
function levels(name: RelativeEdition, base: string, path: string): number[] {
  const dir = directory(name, base, 0);
  if (dir === undefined) return [];
  let common = 0;
  while (common < dir.length && common < path.length && dir[common] === path[common]) common++;
  const shared = common === 0 ? 0 : dir.lastIndexOf('/', common - 1) + 1; // the shared directory ends after a "/"
  let k = 0;
  for (let i = shared; i < dir.length; i++) if (dir[i] === '/') k++;
  return k === 0 ? [0, 1] : [0, k, k + 1];
}

/**
 * The directory a relative path is appended to after going up k levels: the path the edition's
 * own algorithm gives "./" (k = 0) or "../" × k, without whatever the algorithm inherits besides.
 */
function directory(name: RelativeEdition, base: string, k: number): string | undefined {
  const probe = k === 0 ? './' : '../'.repeat(k);
  const resolved = ALGORITHMS[name].split(resolveUnchecked(name, base, probe).target);
  return resolved.path;
}
