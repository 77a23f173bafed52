/** Small pieces of AST building that every edition does the same way. */
import type { Captures } from '../engine';
import type { Component, PathSegment, UriReference } from '../model/ast';
import { defineLazy } from '../model/lazy';

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

/**
 * From this many characters on, a path's segments are split when first read (src/model/lazy.ts): a
 * lazy property costs about 300 ns to set up (node 20), about what splitting 15 segments costs, and a
 * path of a million segments would otherwise hold a million objects nobody may read. Shorter paths
 * are split at once. Either way `segments` reads the same, in the same place among the keys.
 */
export const LAZY_SEGMENTS_FROM = 128;

/** Give `uri` the segments of its `path` (`split` says how the edition splits), split now or when first read. */
export function setSegments(uri: UriReference, path: string, split: (path: string) => PathSegment[]): void {
  if (path.length < LAZY_SEGMENTS_FROM) uri.segments = split(path);
  else defineLazy(uri, 'segments', () => split(path));
}

/** Whether `text` has an ASCII uppercase letter (a loop: cheaper than a regexp call on short texts). */
export function hasUpper(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

type Spans = Partial<Record<Component, [number, number]>>;

/**
 * The spans of a URI reference whose generic components were found at these offsets (-1: absent);
 * the userinfo is split into user and password at `colon` (-1: no ":").
 */
export function spansOf(
  ss: number, se: number, as: number, ae: number, us: number, ue: number, colon: number,
  hs: number, he: number, ps: number, pe: number, ts: number, te: number,
  qs: number, qe: number, fs: number, fe: number,
): Spans {
  const spans: Spans = {};
  if (ss >= 0) spans.scheme = [ss, se];
  if (as >= 0) spans.authority = [as, ae];
  if (us >= 0) {
    spans.userinfo = [us, ue];
    if (colon < 0) spans.user = [us, ue];
    else {
      spans.user = [us, colon];
      spans.password = [colon + 1, ue];
    }
  }
  if (hs >= 0) spans.host = [hs, he];
  if (ps >= 0) spans.port = [ps, pe];
  if (ts >= 0) spans.path = [ts, te];
  if (qs >= 0) spans.query = [qs, qe];
  if (fs >= 0) spans.fragment = [fs, fe];
  return spans;
}

/**
 * For each rule id, the record of that rule met first in a depth-first walk of the captures (the
 * leftmost; of nested ones the outermost), or -1: one pass over the records, into `first` (one
 * array per edition, reused: allocating a typed array per parse costs more than the pass).
 */
export function firstByRule(c: Captures, first: Int32Array): Int32Array {
  first.fill(-1);
  const { rule, start } = c;
  for (let k = 0; k < c.top; k++) {
    const id = rule[k];
    const f = first[id];
    if (f < 0 || start[k] <= start[f]) first[id] = k;
  }
  return first;
}
