/**
 * The dot-segment rewrites of the older algorithms, applied only to a merged relative path:
 * RFC 1808 §4 step 6 a)–d) and RFC 2396 §5.2 step 6 c)–f), which are the same four rules in the same
 * order. Unlike RFC 3986's remove_dot_segments, they never remove a ".." that has no segment before
 * it: RFC 1808 §5.2 and RFC 2396 Appendix C resolve "../../../g" to "http://a/../g".
 *
 * A buffer that starts with "/" starts at the root: its first segment is the text after that "/",
 * and the root is not a segment ("/../g" keeps its ".."). Both RFCs allow step 6 to be implemented
 * "as a pair of segment stacks being merged, rather than as a series of string pattern matches";
 * rule e) is done that way here (one pass), which gives the same result as the iterative leftmost
 * removal because no two "<segment>/../" matches can overlap (a <segment> is never ".."). The
 * equivalence is tested against a literal transcription (test/resolve.dot-segments.test.ts).
 */

/** Whether `path` has a "." or ".." complete segment (which these rewrites would treat specially). */
export function hasDotSegment(path: string): boolean {
  return /(?:^|\/)\.\.?(?:\/|$)/.test(path);
}

/** The four rewrites, in order. `buffer` is the base path's directory with the reference's path appended. */
export function rewriteRelativePath(buffer: string): string {
  // No "." or ".." segment: none of the four rules applies.
  if (!hasDotSegment(buffer)) return buffer;
  // 2396 c) / 1808 a): All occurrences of "./", where "." is a complete path segment, are removed
  // [from the buffer string]. (Removing one never makes another: what follows a removed "./" already
  // started a segment.)
  let path = buffer.replace(/(?<![^/])\.\//g, '');

  // 2396 d) / 1808 b): If the buffer string ends with "." as a complete path segment, that "." is
  // removed.
  if (path === '.' || path.endsWith('/.')) path = path.slice(0, -1);

  // 2396 e) / 1808 c): All occurrences of "<segment>/../", where <segment> is a complete path segment
  // not equal to "..", are removed from the buffer string. Removal of these path segments is
  // performed iteratively, removing the leftmost matching pattern on each iteration, until no
  // matching pattern remains.
  let rooted = path.startsWith('/');
  const segments = (rooted ? path.slice(1) : path).split('/');
  const kept: string[] = [];
  const last = segments.length - 1;
  for (let i = 0; i <= last; i++) {
    const segment = segments[i];
    if (segment === '..' && i < last && kept.length > 0 && kept[kept.length - 1] !== '..') {
      // ".." followed by "/" (not the last segment) cancels the segment before it, unless that is
      // ".." or there is none (the root is not a segment)
      kept.pop();
    } else if (segment === '' && i < last && kept.length === 0 && !rooted) {
      // a removal has left the buffer beginning with "/" (as "a/..//../g" becomes "/../g"): read as
      // text, that "/" now starts the buffer, i.e. it is the root, which no ".." removes
      rooted = true;
    } else {
      kept.push(segment);
    }
  }
  path = (rooted ? '/' : '') + kept.join('/');

  // 2396 f) / 1808 d): If the buffer string ends with "<segment>/..", where <segment> is a complete
  // path segment not equal to "..", that "<segment>/.." is removed.
  if (path.endsWith('/..')) {
    const slash = path.length - 3; // the "/" before the final ".."
    // slash === 0 is "/..": the root, then "..", with no segment before it
    if (slash > 0) {
      const start = path.lastIndexOf('/', slash - 1) + 1; // where <segment> starts
      if (path.slice(start, slash) !== '..') path = path.slice(0, start);
    }
  }
  return path;
}
