/** Small pieces of AST building that every edition does the same way. */
import type { PathSegment, UriReference } from '../model/ast';

/**
 * userinfo as written, and user/password split at its first ":" (RFC 3986 §3.2.1, RFC 1738 §3.1);
 * `start` is the userinfo's offset in the input.
 */
export function splitUserinfo(uri: UriReference, userinfo: string, start: number): void {
  uri.userinfo = userinfo;
  uri.spans.userinfo = [start, start + userinfo.length];
  const colon = userinfo.indexOf(':');
  if (colon < 0) {
    uri.user = userinfo;
    uri.spans.user = [start, start + userinfo.length];
  } else {
    uri.user = userinfo.slice(0, colon);
    uri.password = userinfo.slice(colon + 1);
    uri.spans.user = [start, start + colon];
    uri.spans.password = [start + colon + 1, start + userinfo.length];
  }
}

/**
 * A path's segments: for a path that starts with "/", the text after each "/"; otherwise the path
 * split at "/". "" has none, "/" has one empty segment. (indexOf and one slice per segment: measured
 * faster than split() and a second pass.)
 */
export function splitSegments(path: string): PathSegment[] {
  if (path === '') return [];
  const out: PathSegment[] = [];
  let from = path.charCodeAt(0) === 47 ? 1 : 0;
  for (let slash = path.indexOf('/', from); slash >= 0; slash = path.indexOf('/', from)) {
    out.push({ value: path.slice(from, slash) });
    from = slash + 1;
  }
  out.push({ value: path.slice(from) });
  return out;
}

/** Whether `text` has an ASCII uppercase letter (a loop: cheaper than a regexp call on short texts). */
export function hasUpper(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}
