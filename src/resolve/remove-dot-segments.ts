/**
 * RFC 3986 §5.2.4 "Remove Dot Segments", step by step with the RFC's two buffers. The input buffer
 * is the path read from a moving offset (so "replace that prefix with "/"" moves the offset instead
 * of copying the rest), the output buffer an array of the pieces rule E moved there (each piece is
 * one segment with its initial "/", if any), so the whole routine is linear in the path's length.
 */

import { hasDotSegment } from './relative-path-rewrite';

/**
 * §5.2.4:
 *   1.  The input buffer is initialized with the now-appended path components and the output
 *       buffer is initialized to the empty string.
 *   2.  While the input buffer is not empty, loop as follows: (A–E below)
 *   3.  Finally, the output buffer is returned as the result of remove_dot_segments.
 */
export function removeDotSegments(path: string): string {
  // No "." or ".." segment: rules A–D never apply and E moves the whole path unchanged.
  if (!hasDotSegment(path)) return path;
  const out: string[] = [];
  const n = path.length;
  let i = 0; // the input buffer is path.slice(i)
  while (i < n) {
    // A.  If the input buffer begins with a prefix of "../" or "./", then remove that prefix from
    //     the input buffer; otherwise,
    if (path.startsWith('../', i)) {
      i += 3;
    } else if (path.startsWith('./', i)) {
      i += 2;
    }
    // B.  if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
    //     segment, then replace that prefix with "/" in the input buffer; otherwise,
    else if (path.startsWith('/./', i)) {
      i += 2; // the "/" that ends the prefix becomes the buffer's first character
    } else if (i + 2 === n && path.startsWith('/.', i)) {
      out.push('/'); // the buffer is now "/": rule E moves it to the output and the loop ends
      i = n;
    }
    // C.  if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete path
    //     segment, then replace that prefix with "/" in the input buffer and remove the last
    //     segment and its preceding "/" (if any) from the output buffer; otherwise,
    else if (path.startsWith('/../', i)) {
      i += 3;
      out.pop();
    } else if (i + 3 === n && path.startsWith('/..', i)) {
      out.pop();
      out.push('/');
      i = n;
    }
    // D.  if the input buffer consists only of "." or "..", then remove that from the input
    //     buffer; otherwise,
    else if ((i + 1 === n && path[i] === '.') || (i + 2 === n && path.startsWith('..', i))) {
      i = n;
    }
    // E.  move the first path segment in the input buffer to the end of the output buffer,
    //     including the initial "/" character (if any) and any subsequent characters up to, but
    //     not including, the next "/" character or the end of the input buffer.
    else {
      let end = path.indexOf('/', path[i] === '/' ? i + 1 : i);
      if (end < 0) end = n;
      out.push(path.slice(i, end));
      i = end;
    }
  }
  return out.join('');
}
