/**
 * Recomposition that never invents a host. RFC 3986 §3: "When authority is not present, the path
 * cannot begin with two slash characters ("//")" — but dot-segment removal can leave such a path
 * ("x:/a/b" + "..//evil.example/p" → path "//evil.example/p", no authority), and §5.3's
 * recomposition then writes "x://evil.example/p", which every reader parses with the host
 * "evil.example". By default such a path is written after "/." ("x:/.//evil.example/p"), as WHATWG
 * URL's serializer and normalize() do: the same path once its dot segment is removed, and no
 * authority. `{ unsafeRecomposition: true }` writes it as the RFCs do, with a warning.
 */
import type { Warning } from '../model/ast';
import type { Components } from './types';

/** The components to write: a path that would read as an authority guarded, unless `literal`. */
export function guardPath(t: Components, notes: Warning[], literal: boolean): Components {
  if (t.authority !== undefined || !t.path.startsWith('//')) return t;
  if (literal) {
    notes.push({
      code: 'path-read-as-authority',
      message: `the resolved path "${t.path}" starts with "//" and the target has no authority, and the literal recomposition ({ unsafeRecomposition: true }) writes it as it is: reparsed, the target has the authority "${authorityOf(t.path)}" (RFC 3986 §3: without an authority "the path cannot begin with two slash characters")`,
      section: '3',
    });
    return t;
  }
  notes.push({
    code: 'path-guarded',
    message: `the resolved path "${t.path}" starts with "//" and the target has no authority, so it is written after "/." (as WHATWG URL's serializer does): written as it is, it would be read as the authority "${authorityOf(t.path)}" (RFC 3986 §3: without an authority "the path cannot begin with two slash characters")`,
    section: '3',
  });
  return { ...t, path: '/.' + t.path };
}

function authorityOf(path: string): string {
  const end = path.slice(2).search(/[/?#]/);
  return end < 0 ? path.slice(2) : path.slice(2, 2 + end);
}

/**
 * A remark when the written target, split again, has another authority than the one the algorithm
 * computed: RFC 1808 §4 step 7 and RFC 2396 §5.2 step 7 write a merged relative path straight
 * after an authority ("https://trusted.example" + "@evil.example/p" →
 * "https://trusted.example@evil.example/p", which reads as the host "evil.example").
 */
export function authorityChanged(computed: string | undefined, reparsed: string | undefined, target: string): Warning | undefined {
  if ((computed ?? '') === (reparsed ?? '')) return undefined;
  return {
    code: 'authority-changed',
    message: `the algorithm's target has the authority ${computed === undefined ? 'none' : `"${computed}"`}, but its recomposition "${target}" reads back with the authority ${reparsed === undefined ? 'none' : `"${reparsed}"`}: a reader of the result goes to another host`,
  };
}
