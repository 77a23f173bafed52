/**
 * The component splitter of RFC 2396 Appendix B and RFC 3986 Appendix B — the same regular
 * expression in both, given there as the way to parse "the potential four components and fragment
 * identifier" (2396, following its §4.3 "greedy algorithm") / "the potential five components"
 * (3986, for its §5.2.2 `parse(R)`) of a URI reference:
 *
 *    ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *     12            3  4          5       6  7        8 9
 *
 *    scheme    = $2
 *    authority = $4
 *    path      = $5
 *    query     = $7
 *    fragment  = $9
 *
 * It splits any string, derivable from the grammar or not: that is how both RFCs resolve references
 * such as "?y" that the RFC 2396 grammar does not derive. The "." of `(#(.*))` is written `[^]` so a
 * fragment containing a line break is not cut short (JavaScript's "." stops at line terminators;
 * POSIX's, which the RFCs cite, does not).
 */
import type { Components } from './types';

const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#([^]*))?/;

export function splitAppendixB(reference: string): Components {
  const m = APPENDIX_B.exec(reference) as RegExpExecArray; // every group is optional: it always matches
  return {
    scheme: m[2],
    authority: m[4],
    path: m[5],
    query: m[7],
    fragment: m[9],
  };
}

/**
 * RFC 3986 §5.3 "Component Recomposition", which is also RFC 2396 §5.2 step 7: each component
 * written only when defined, keeping the distinction between undefined and empty.
 */
export function recompose(c: Components): string {
  let result = '';
  if (c.scheme !== undefined) result += c.scheme + ':';
  if (c.authority !== undefined) result += '//' + c.authority;
  result += c.path;
  if (c.query !== undefined) result += '?' + c.query;
  if (c.fragment !== undefined) result += '#' + c.fragment;
  return result;
}
