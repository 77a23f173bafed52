/**
 * RFC 2396 §5.2 "Resolving Relative References to Absolute Form", steps 1–7. References are split
 * "into the potential four components and fragment identifier, as described in Section 4.3", i.e. by
 * the Appendix B expression (./appendix-b.ts); paths keep their ";" params, which "may now appear in
 * any path segment" and whose "influence has been removed from the algorithm" (Appendix G.4).
 */
import type { Warning } from '../model/ast';
import { recompose, splitAppendixB } from './appendix-b';
import { guardPath } from './recomposition';
import { rewriteRelativePath } from './relative-path-rewrite';
import type { Components, Resolution, ResolutionAlgorithm } from './types';

/** Step 6: merge a relative path with the base URI's path (a–h). */
export function mergeRelativePath(basePath: string, referencePath: string, notes: Warning[]): string {
  // a) All but the last segment of the base URI's path component is copied to the buffer. In other
  //    words, any characters after the last (right-most) slash character, if any, are excluded.
  // b) The reference's path component is appended to the buffer string.
  const buffer = basePath.slice(0, basePath.lastIndexOf('/') + 1) + referencePath;
  // c)–f): the "./", trailing ".", "<segment>/../" and trailing "<segment>/.." rewrites
  const path = rewriteRelativePath(buffer);
  // g) If the resulting buffer string still begins with one or more complete path segments of "..",
  //    then the reference is considered to be in error. Implementations may handle this error by
  //    retaining these components in the resolved path …
  if (/^\/?\.\.(?:\/|$)/.test(path)) {
    notes.push({
      code: 'dot-segments-retained',
      message:
        'the merged path still begins with ".." segments, which RFC 2396 §5.2 step 6g calls an error; they are retained in the resolved path (one of the handlings it allows; Appendix C resolves "../../../g" to "http://a/../g")',
      rule: 'path_segments',
      section: '5.2',
    });
  }
  // h) The remaining buffer string is the reference URI's new path component.
  return path;
}

/** Steps 2–7 on split components; the base has a scheme. */
export function resolveComponents(
  base: Components,
  reference: string,
  r: Components,
  strict: boolean,
  notes: Warning[],
  literal: boolean,
): Resolution {
  // 2) If the path component is empty and the scheme, authority, and query components are
  //    undefined, then it is a reference to the current document and we are done.
  if (r.path === '' && r.scheme === undefined && r.authority === undefined && r.query === undefined) {
    notes.push({
      code: 'same-document',
      message:
        'a reference to the current document (RFC 2396 §4.2: its traversal "should not result in an additional retrieval action"); the target shown is the base URI without its fragment, plus the reference\'s fragment',
      section: '4.2',
    });
    return { target: recompose({ ...base, fragment: r.fragment }), notes, authority: base.authority };
  }
  //    Otherwise, the reference URI's query and fragment components are defined as found (or not
  //    found) within the URI reference and not inherited from the base URI.
  // 3) If the scheme component is defined, indicating that the reference starts with a scheme name,
  //    then the reference is interpreted as an absolute URI and we are done.
  if (r.scheme !== undefined) {
    // … For backwards compatibility, an implementation may work around such references by removing
    // the scheme if it matches that of the base URI and the scheme is known to always use the
    // <hier_part> syntax. (Known here: the base URI itself uses hier_part — an authority or a path
    // starting with "/". Schemes are compared case-insensitively, §3.1.)
    const same = r.scheme.toLowerCase() === base.scheme?.toLowerCase();
    const hierarchical = base.authority !== undefined || base.path.startsWith('/');
    if (same && !strict && hierarchical) {
      notes.push({
        code: 'scheme-ignored',
        message: `the reference's scheme "${r.scheme}" equals the base's and was removed ({ strict: false }, the backwards-compatible work-around of RFC 2396 §5.2 step 3); "validating parsers should mark such a misformed relative reference as an error"`,
        offset: 0,
        rule: 'scheme',
        section: '5.2',
      });
      r = { ...r, scheme: undefined };
    } else {
      if (same && r.authority === undefined) {
        notes.push({
          code: 'same-scheme-reference',
          message: `the reference starts with the base's scheme "${r.scheme}" but has no authority: validating parsers take it as an absolute URI (the target is the reference); { strict: false } would resolve it against the base (RFC 2396 §5.2 step 3, Appendix C)`,
          offset: 0,
          rule: 'scheme',
          section: '5.2',
        });
      }
      return { target: reference, notes, authority: r.authority };
    }
  }
  //    Otherwise, the reference URI's scheme is inherited from the base URI's scheme component.
  const t: Components = { scheme: base.scheme, authority: undefined, path: r.path, query: r.query, fragment: r.fragment };
  // 4) If the authority component is defined, then the reference is a network-path and we skip to
  //    step 7. Otherwise, the reference URI's authority is inherited from the base URI's authority
  //    component, which will also be undefined if the URI scheme does not use an authority component.
  if (r.authority !== undefined) {
    t.authority = r.authority;
  } else {
    t.authority = base.authority;
    // 5) If the path component begins with a slash character ("/"), then the reference is an
    //    absolute-path and we skip to step 7.
    // 6) If this step is reached, then we are resolving a relative-path reference.
    if (!r.path.startsWith('/')) {
      t.path = mergeRelativePath(base.path, r.path, notes);
      if (t.authority !== undefined && t.path !== '' && !t.path.startsWith('/')) notes.push(joinedAuthorityNote(t));
    }
  }
  // 7) The resulting URI components, including any inherited from the base URI, are recombined to
  //    give the absolute form of the URI reference (a path that would read as an authority guarded:
  //    ./recomposition.ts).
  return { target: recompose(guardPath(t, notes, literal)), notes, authority: t.authority };
}

function joinedAuthorityNote(t: Components): Warning {
  return {
    code: 'empty-base-path',
    message: `the base URI has an authority and an empty path, so step 6 merges to the relative path "${t.path}" and step 7 writes it straight after the authority — the defect RFC 3986 Appendix D.2 names ("section 5.2, step 6a, failed to account for a base URI with no path"); RFC 3986 §5.2.3 inserts a "/"`,
    section: '5.2',
  };
}

export const rfc2396Resolution: ResolutionAlgorithm = {
  edition: 'rfc2396',
  split: splitAppendixB,
  resolve(base: string, reference: string, strict: boolean, literal: boolean): Resolution {
    const notes: Warning[] = [];
    // "The base URI is … parsed into the four main components as described in Section 3 …
    // The base URI's query component is not used by the resolution algorithm and may be discarded."
    // Its fragment is not one of the four components.
    const b = splitAppendixB(base);
    return resolveComponents({ ...b, fragment: undefined }, reference, splitAppendixB(reference), strict, notes, literal);
  },
};
