/**
 * RFC 3986 §5.2 "Relative Resolution": §5.2.1 pre-parse the base, §5.2.2 transform references,
 * §5.2.3 merge paths, §5.2.4 remove dot segments (./remove-dot-segments.ts), §5.3 recomposition.
 * Inputs are split into the five components of §3 with the Appendix B expression (./appendix-b.ts).
 */
import type { Warning } from '../model/ast';
import { recompose, splitAppendixB } from './appendix-b';
import { guardPath } from './recomposition';
import { removeDotSegments } from './remove-dot-segments';
import type { Components, Resolution, ResolutionAlgorithm } from './types';

/**
 * §5.2.3 Merge Paths:
 *  o  If the base URI has a defined authority component and an empty path, then return a string
 *     consisting of "/" concatenated with the reference's path; otherwise,
 *  o  return a string consisting of the reference's path component appended to all but the last
 *     segment of the base URI's path (i.e., excluding any characters after the right-most "/" in
 *     the base URI path, or excluding the entire base URI path if it does not contain any "/"
 *     characters).
 */
export function merge(base: Components, referencePath: string): string {
  if (base.authority !== undefined && base.path === '') return '/' + referencePath;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + referencePath;
}

/** §5.2.2 Transform References, in the RFC's pseudocode order. */
export function transform(base: Components, r: Components, strict: boolean, notes: Warning[]): Components {
  const t: Components = { scheme: undefined, authority: undefined, path: '', query: undefined, fragment: undefined };
  // -- A non-strict parser may ignore a scheme in the reference
  // -- if it is identical to the base URI's scheme.
  // (Schemes are compared case-insensitively: §3.1 "schemes are case-insensitive".)
  if (r.scheme !== undefined && sameScheme(r.scheme, base.scheme)) {
    if (!strict) {
      notes.push({
        code: 'scheme-ignored',
        message: `the reference's scheme "${r.scheme}" equals the base's and was ignored ({ strict: false }): RFC 3986 §5.4.2 calls this a loophole that should be avoided, allowed for backward compatibility`,
        offset: 0,
        rule: 'scheme',
        section: '5.2.2',
      });
      r = { ...r, scheme: undefined };
    } else if (r.authority === undefined) {
      notes.push({
        code: 'same-scheme-reference',
        message: `the reference starts with the base's scheme "${r.scheme}" but has no authority: strict parsers take it as an absolute URI (the target is the reference); { strict: false } would resolve it against the base (RFC 3986 §5.4.2)`,
        offset: 0,
        rule: 'scheme',
        section: '5.2.2',
      });
    }
  }
  if (r.scheme !== undefined) {
    t.scheme = r.scheme;
    t.authority = r.authority;
    t.path = removeDotSegments(r.path);
    t.query = r.query;
  } else {
    if (r.authority !== undefined) {
      t.authority = r.authority;
      t.path = removeDotSegments(r.path);
      t.query = r.query;
    } else {
      if (r.path === '') {
        t.path = base.path;
        if (r.query !== undefined) {
          t.query = r.query;
        } else {
          t.query = base.query;
        }
      } else {
        if (r.path.startsWith('/')) {
          t.path = removeDotSegments(r.path);
        } else {
          t.path = merge(base, r.path);
          t.path = removeDotSegments(t.path);
        }
        t.query = r.query;
      }
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  t.fragment = r.fragment;
  return t;
}

function sameScheme(a: string, b: string | undefined): boolean {
  return b !== undefined && a.toLowerCase() === b.toLowerCase();
}

export const rfc3986Resolution: ResolutionAlgorithm = {
  edition: 'rfc3986',
  split: splitAppendixB,
  resolve(base: string, reference: string, strict: boolean, literal: boolean): Resolution {
    const notes: Warning[] = [];
    // §5.2.1: the base is "parsed into the five main components described in Section 3"; its
    // fragment is not used (§5.1: a base is "stripped of any fragment component prior to its use").
    const t = transform(splitAppendixB(base), splitAppendixB(reference), strict, notes);
    // §5.3, with a path that would read as an authority guarded (./recomposition.ts)
    return { target: recompose(guardPath(t, notes, literal)), notes, authority: t.authority };
  },
};
