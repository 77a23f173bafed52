/**
 * RFC 1630 "Partial (relative) form": the first relative-resolution rules, step by step from the
 * RFC's text. They work on the strings, not on components: there is no authority (the host is part
 * of the path: "magic://a/b" has the path "//a/b"), only slashes to count and path elements.
 *
 *   "A partial form can be distinguished from an absolute form in that the latter must have a colon
 *   and that colon must occur before any slash characters."
 *   "If the scheme parts are different, the whole absolute URI must be given. Otherwise, the scheme
 *   is omitted, and:
 *   If the partial URI starts with a non-zero number of consecutive slashes, then everything from
 *   the context URI up to (but not including) the first occurrence of exactly the same number of
 *   consecutive slashes which has no greater number of consecutive slashes anywhere to the right of
 *   it is taken to be the same and so prepended to the partial URL to form the full URL. Otherwise:
 *   The last part of the path of the context URI (anything following the rightmost slash) is
 *   removed, and the given partial URI appended in its place, and then:
 *   Within the result, all occurrences of "xxx/../" or "/." are recursively removed, where xxx, ".."
 *   and "." are complete path elements."
 *
 * What the text leaves open, and how it is read here (docs/resolution.md lists these too):
 *  - the context URI is the base without its "#" fragment-id (a fragment-id is not part of a URI:
 *    fragmentaddress = uri [ # fragmentid ]), and "the path of the context URI" is that without its
 *    "?" search;
 *  - slash counting: the RFC's own example ("/g" in the context "magic://a/b/c//d/e/f" is
 *    "magic://a/g") takes the first run of exactly one slash although "//" stands to its right; so
 *    the run taken is the first one of exactly n slashes (not part of a longer run), and "which has
 *    no greater number of consecutive slashes anywhere to the right of it" is read as that — a run
 *    with no further slash right after it — since the reading "no longer run further right in the
 *    context" contradicts the example. The search is made in the context URI after its scheme and
 *    ":", up to its search. When the context has no such run, the scheme and ":" alone are kept;
 *  - a context path with no slash: all of it after the scheme's ":" is "the last part";
 *  - "xxx/../": xxx is any complete path element but ".." — a void one too ("The trailing slash
 *    indicates a void segment of the path"), even the one before a path's leading "/" — followed by
 *    "/../";
 *    "/.": a "." element after a "/"; both repeated until none is left, in the path only (not in
 *    the search or fragment-id). "a/.." at the end (no "/" after "..") is not removed: the text
 *    says "xxx/../";
 *  - a reference with a scheme is absolute, whatever its scheme ("If the scheme parts are
 *    different, the whole absolute URI must be given" — and if they are the same it may be given
 *    too).
 */
import type { Warning } from '../model/ast';
import type { Components, Resolution, ResolutionAlgorithm } from './types';

/** "the latter must have a colon and that colon must occur before any slash characters" */
function schemeOf(uri: string): string | undefined {
  const colon = uri.indexOf(':');
  if (colon <= 0) return undefined;
  const slash = uri.indexOf('/');
  return slash >= 0 && slash < colon ? undefined : uri.slice(0, colon);
}

/**
 * The split the rules need: the scheme (see schemeOf), the path (what follows the ":" up to "?" or
 * "#"), the search and the fragment-id. There is no authority in RFC 1630's generic syntax; for the
 * safety check (./recomposition.ts) the text after a leading "//" up to the next "/" is reported
 * as one, the same way for base and target.
 */
export function split1630(uri: string): Components {
  const c: Components = { scheme: undefined, authority: undefined, path: '', params: undefined, query: undefined, fragment: undefined };
  let rest = uri;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    c.fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  const question = rest.indexOf('?');
  if (question >= 0) {
    c.query = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }
  const scheme = schemeOf(rest);
  if (scheme !== undefined) {
    c.scheme = scheme;
    rest = rest.slice(scheme.length + 1);
  }
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2);
    c.authority = rest.slice(2, slash < 0 ? rest.length : slash);
  }
  c.path = rest;
  return c;
}

/**
 * The index in `text` of the first run of exactly `n` consecutive slashes (not part of a longer
 * run), or -1.
 */
export function slashRun(text: string, n: number): number {
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '/') {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] === '/') j++;
    if (j - i === n) return i;
    i = j;
  }
  return -1;
}

/**
 * "all occurrences of "xxx/../" or "/." are recursively removed, where xxx, ".." and "." are
 * complete path elements" — on a path, as its elements, in one pass (linear in the path's length):
 *  - "/.": every "." element after a "/" (so not the first element) goes; removing the others never
 *    brings a "." behind a "/" that was not there, so this is done first, once;
 *  - "xxx/../": an element other than "..", then "..", then a "/" (so not the last element, which
 *    is never removed): matched like parentheses, with a stack, which gives the same result as
 *    removing the pairs one at a time until none is left, in any order.
 */
export function removeDots(path: string): string {
  const elements = path.split('/').filter((e, i) => i === 0 || e !== '.');
  const last = elements.length - 1;
  const out: string[] = [];
  for (let i = 0; i <= last; i++) {
    const e = elements[i];
    if (e === '..' && i < last && out.length > 0 && out[out.length - 1] !== '..') {
      out.pop();
      continue;
    }
    out.push(e);
  }
  return out.join('/');
}

/** The rules on a context (with a scheme) and a reference. */
function resolve1630(base: string, reference: string): Resolution {
  const notes: Warning[] = [];
  if (schemeOf(reference.split(/[?#]/, 1)[0]) !== undefined) return { target: reference, notes };
  // the context URI: the base without its fragment-id; its path: without the search too
  const context = split1630(base);
  const scheme = `${context.scheme}:`;
  const path = context.path;
  let target: string;
  const leading = /^\/+/.exec(reference);
  if (leading) {
    const n = leading[0].length;
    const at = slashRun(path, n);
    if (at < 0) {
      notes.push({
        code: 'partial-no-slash-run',
        message: `the context has no run of exactly ${n} slash${n === 1 ? '' : 'es'} for the partial form's to match, so only its scheme is kept (RFC 1630 "Partial (relative) form" does not say what then)`,
        section: 'RFC 1630 "Partial (relative) form"',
      });
    }
    target = scheme + (at < 0 ? '' : path.slice(0, at)) + reference;
  } else {
    // "The last part of the path of the context URI (anything following the rightmost slash) is
    // removed, and the given partial URI appended in its place"
    target = scheme + path.slice(0, path.lastIndexOf('/') + 1) + reference;
  }
  // "Within the result, all occurrences of "xxx/../" or "/." are recursively removed" (in its path)
  const result = split1630(target);
  const end = scheme.length + result.path.length;
  const cleaned = removeDots(result.path);
  const authority = split1630(scheme + cleaned).authority;
  if (authority !== context.authority && !reference.startsWith('//')) {
    notes.push({
      code: 'authority-changed',
      message: `RFC 1630 has no authority: the host is a path element like any other, and the partial-form rules made it ${authority === undefined ? 'disappear' : `"${authority}"`} where the context's is ${context.authority === undefined ? 'none' : `"${context.authority}"`} (a reader that knows authorities goes to another host)`,
      section: 'RFC 1630 "Partial (relative) form"',
    });
  }
  return { target: scheme + cleaned + target.slice(end), notes, authority };
}

export const rfc1630Resolution: ResolutionAlgorithm = {
  edition: 'rfc1630',
  split: split1630,
  resolve: (base, reference) => resolve1630(base, reference),
};
