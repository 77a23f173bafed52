/** Small pieces of AST building that every edition does the same way. */
import type { Component, PathSegment, UriReference } from '../ast';

export function setSpan(uri: UriReference, component: Component, start: number, end: number): void {
  uri.spans[component] = [start, end];
}

/**
 * userinfo as written, and user/password split at its first ":" (RFC 3986 §3.2.1, RFC 1738 §3.1);
 * `start` is the userinfo's offset in the input.
 */
export function splitUserinfo(uri: UriReference, userinfo: string, start: number): void {
  uri.userinfo = userinfo;
  setSpan(uri, 'userinfo', start, start + userinfo.length);
  const colon = userinfo.indexOf(':');
  if (colon < 0) {
    uri.user = userinfo;
    setSpan(uri, 'user', start, start + userinfo.length);
  } else {
    uri.user = userinfo.slice(0, colon);
    uri.password = userinfo.slice(colon + 1);
    setSpan(uri, 'user', start, start + colon);
    setSpan(uri, 'password', start + colon + 1, start + userinfo.length);
  }
}

/**
 * A path's segments: for a path that starts with "/", the text after each "/"; otherwise the path
 * split at "/". "" has none, "/" has one empty segment.
 */
export function splitSegments(path: string): PathSegment[] {
  if (path === '') return [];
  const parts = (path.charCodeAt(0) === 47 ? path.slice(1) : path).split('/');
  const out: PathSegment[] = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) out[i] = { value: parts[i] };
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
