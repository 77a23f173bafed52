/**
 * RFC 1808 §4 "Resolving Relative URLs", steps 1–7, on URLs split by the parsing steps of §2.4 into
 * the generic-RL components of §2.1: <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>.
 *
 * Two things set it apart from its successors:
 *  - ";params" are a component of their own, after the path (§2.4.5: everything after the first
 *    ";"), inherited by an empty-path reference (step 5a) and never part of the path merge;
 *  - §2.4 does not tell an empty component from an absent one ("If the question mark is the last
 *    character, or no question mark is present, then the query information is empty"), so step 7
 *    writes ";", "?" and "#" only before a non-empty component, and steps 3 and 5 inherit the base's
 *    net_loc, params and query whenever the reference's are empty.
 * The base URL's fragment is used only when the whole reference is empty (step 2a).
 */
import type { Warning } from '../model/ast';
import { guardPath } from './recomposition';
import { rewriteRelativePath } from './relative-path-rewrite';
import type { Components, Resolution, ResolutionAlgorithm } from './types';

/** §2.4.2: "any not an alphanumeric, plus "+", period ".", or hyphen "-"" ends a scheme name */
const SCHEME = /^[A-Za-z0-9+.-]+:/;

/**
 * §2.4 "Parsing a URL", the rules "in the order in which they would be applied by the parser".
 * A component is `undefined` when its delimiter is absent (the algorithm treats that as empty).
 */
export function split1808(url: string): Components {
  let rest = url; // the "parse string"
  // (every key present, in one order: one object shape for the engine)
  const c: Components = {
    scheme: undefined,
    authority: undefined,
    path: '',
    params: undefined,
    query: undefined,
    fragment: undefined,
  };
  // 2.4.1 Parsing the Fragment Identifier: If the parse string contains a crosshatch "#"
  // character, then the substring after the first (left-most) crosshatch "#" and up to the end of
  // the parse string is the <fragment> identifier. … The matched substring, including the
  // crosshatch character, is removed from the parse string before continuing.
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    c.fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  // 2.4.2 Parsing the Scheme: If the parse string contains a colon ":" after the first character
  // and before any characters not allowed as part of a scheme name …, the <scheme> of the URL is the
  // substring of characters up to but not including the first colon.
  const scheme = SCHEME.exec(rest);
  if (scheme) {
    c.scheme = scheme[0].slice(0, -1);
    rest = rest.slice(scheme[0].length);
  }
  // 2.4.3 Parsing the Network Location/Login: If the parse string begins with a double-slash "//",
  // then the substring of characters after the double-slash and up to, but not including, the next
  // slash "/" character is the network location/login (<net_loc>) of the URL. If no trailing slash
  // "/" is present, the entire remaining parse string is assigned to <net_loc>.
  if (rest.startsWith('//')) {
    let slash = rest.indexOf('/', 2);
    if (slash < 0) slash = rest.length;
    c.authority = rest.slice(2, slash);
    rest = rest.slice(slash);
  }
  // 2.4.4 Parsing the Query Information: … the substring after the first (left-most) question mark
  // "?" and up to the end of the parse string is the <query> information.
  const question = rest.indexOf('?');
  if (question >= 0) {
    c.query = rest.slice(question + 1);
    rest = rest.slice(0, question);
  }
  // 2.4.5 Parsing the Parameters: … the substring after the first (left-most) semicolon ";" and up
  // to the end of the parse string is the parameters (<params>).
  const semicolon = rest.indexOf(';');
  if (semicolon >= 0) {
    c.params = rest.slice(semicolon + 1);
    rest = rest.slice(0, semicolon);
  }
  // 2.4.6 Parsing the Path: After the above steps, all that is left of the parse string is the URL
  // <path> and the slash "/" that may precede it. (The slash is kept with the path.)
  c.path = rest;
  return c;
}

/** §2.4: an absent component "is empty". */
function empty(value: string | undefined): boolean {
  return value === undefined || value === '';
}

/**
 * Step 7: "The resulting URL components, including any inherited from the base URL, are recombined
 * to give the absolute form of the embedded URL" — in the order of §2.1, an empty (= absent) params,
 * query or fragment without its delimiter.
 */
export function recombine1808(c: Components): string {
  let out = '';
  if (c.scheme !== undefined) out += c.scheme + ':';
  if (c.authority !== undefined) out += '//' + c.authority;
  out += c.path;
  if (!empty(c.params)) out += ';' + c.params;
  if (!empty(c.query)) out += '?' + c.query;
  if (!empty(c.fragment)) out += '#' + c.fragment;
  return out;
}

/** Steps 2–7; the base has a scheme (step 1 is the dispatcher's). */
export function resolve1808(base: string, reference: string, strict: boolean, notes: Warning[], literal: boolean): Resolution {
  // Step 2: Both the base and embedded URLs are parsed into their component parts as described in
  // Section 2.4.
  //   a) If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set equal
  //      to the base URL) and we are done.
  const b = split1808(base);
  if (reference === '') return { target: base, notes, authority: b.authority };
  const r = split1808(reference);
  //   b) If the embedded URL starts with a scheme name, it is interpreted as an absolute URL and we
  //      are done.
  if (r.scheme !== undefined) {
    if (r.scheme.toLowerCase() === b.scheme?.toLowerCase() && r.authority === undefined) {
      notes.push({
        code: 'same-scheme-reference',
        message: `the reference starts with the base's scheme "${r.scheme}": RFC 1808 takes it as an absolute URL (§5.2: allowing it is "a loophole in prior specifications of partial URLs … and should be avoided by future parsers")${strict ? '' : '; RFC 1808 has no backward-compatible reading, so { strict: false } changes nothing'}`,
        offset: 0,
        rule: 'scheme',
        section: '5.2',
      });
    }
    return { target: reference, notes, authority: r.authority };
  }
  //   c) Otherwise, the embedded URL inherits the scheme of the base URL.
  const t: Components = {
    scheme: b.scheme,
    authority: r.authority,
    path: r.path,
    params: r.params,
    query: r.query,
    fragment: r.fragment,
  };
  // Step 3: If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the embedded
  // URL inherits the <net_loc> (if any) of the base URL.
  if (empty(r.authority)) {
    if (r.authority === '') {
      notes.push({
        code: 'empty-net-loc',
        message: `the reference's net_loc is empty ("//" with nothing after it), so step 3 inherits the base's net_loc${b.authority === undefined ? ' (it has none)' : ` "${b.authority}"`}`,
        rule: 'net_loc',
        section: '4',
      });
    }
    t.authority = b.authority;
    // Step 4: If the embedded URL path is preceded by a slash "/", the path is not relative and we
    // skip to Step 7.
    if (!r.path.startsWith('/')) {
      if (r.path === '') {
        // Step 5: If the embedded URL path is empty (and not preceded by a slash), then the embedded
        // URL inherits the base URL path, and
        t.path = b.path;
        //   a) if the embedded URL's <params> is non-empty, we skip to step 7; otherwise, it
        //      inherits the <params> of the base URL (if any) and
        if (empty(r.params)) {
          t.params = b.params;
          //   b) if the embedded URL's <query> is non-empty, we skip to step 7; otherwise, it
          //      inherits the <query> of the base URL (if any) and we skip to step 7.
          if (empty(r.query)) t.query = b.query;
        }
      } else {
        // Step 6: The last segment of the base URL's path (anything following the rightmost slash
        // "/", or the entire path if no slash is present) is removed and the embedded URL's path is
        // appended in its place. [Then a)–d), ./relative-path-rewrite.ts.]
        t.path = rewriteRelativePath(b.path.slice(0, b.path.lastIndexOf('/') + 1) + r.path);
        if (/^\/?\.\.(?:\/|$)/.test(t.path)) {
          notes.push({
            code: 'dot-segments-retained',
            message:
              'the merged path still begins with ".." segments: step 6 removes only "<segment>/../" and a final "<segment>/..", so they stay (RFC 1808 §5.2 resolves "../../../g" to "http://a/../g": "the ".." syntax cannot be used to change the <net_loc> of a URL")',
            rule: 'path',
            section: '4',
          });
        }
        if (t.authority !== undefined && t.path !== '' && !t.path.startsWith('/')) {
          notes.push({
            code: 'empty-base-path',
            message: `the base URL has a net_loc and an empty path, so step 6 gives the relative path "${t.path}", which step 7 writes straight after the net_loc (the defect RFC 3986 Appendix D.2 names for RFC 2396's copy of this step; RFC 3986 §5.2.3 inserts a "/")`,
            section: '4',
          });
        }
      }
    }
  }
  if (t.params === '') notes.push(emptyComponent('params', '2.4.5', ';'));
  if (t.query === '') notes.push(emptyComponent('query', '2.4.4', '?'));
  if (t.fragment === '') notes.push(emptyComponent('fragment', '2.4.1', '#'));
  // Step 7: The resulting URL components, including any inherited from the base URL, are recombined
  // to give the absolute form of the embedded URL (a path that would read as a net_loc guarded:
  // ./recomposition.ts).
  return { target: recombine1808(guardPath(t, notes, literal)), notes, authority: t.authority };
}

function emptyComponent(component: string, section: string, delimiter: string): Warning {
  return {
    code: 'empty-component',
    message: `the ${component} is empty, which RFC 1808 §${section} does not distinguish from no ${component}, so the recombined URL has no "${delimiter}"`,
    rule: component,
    section,
  };
}

export const rfc1808Resolution: ResolutionAlgorithm = {
  edition: 'rfc1808',
  split: split1808,
  resolve(base: string, reference: string, strict: boolean, literal: boolean): Resolution {
    return resolve1808(base, reference, strict, [], literal);
  },
};
