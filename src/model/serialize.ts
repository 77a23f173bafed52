/**
 * Recomposition (RFC 3986 §5.3), for the AST of any edition: scheme ":" , "//" authority, path,
 * ";" params (RFC 1808 §2.1, RFC 1738 ftp/prospero), "?" query, "#" fragment — each only when
 * defined, so that serialize(parse(s).uri) === s for every accepted s.
 */
import type { UriReference } from './ast';

/**
 * Recompose a UriReference: `serialize(parse(s).uri) === s` for every accepted `s`.
 * @example
 * ```ts
 * const r = parse('http://a/b?c');
 * if (r.ok) serialize({ ...r.uri, query: 'd' }); // 'http://a/b?d'
 * ```
 */
export function serialize(uri: UriReference): string {
  if (uri === null || typeof uri !== 'object') throw new TypeError('serialize expects a UriReference');
  let out = '';
  if (uri.scheme !== undefined) out += uri.scheme + ':';
  const authority = uri.authority ?? composeAuthority(uri);
  if (authority !== undefined) out += '//' + authority;
  out += uri.path ?? '';
  if (uri.params !== undefined) out += ';' + uri.params;
  if (uri.query !== undefined) out += '?' + uri.query;
  if (uri.fragment !== undefined) out += '#' + uri.fragment;
  return out;
}

/**
 * An AST built by hand may give host (and userinfo, port) without authority: §5.3 composes them.
 * When authority is given, it is written as it is.
 */
function composeAuthority(uri: UriReference): string | undefined {
  if (uri.host === undefined) return undefined;
  let out = '';
  if (uri.userinfo !== undefined) out += uri.userinfo + '@';
  out += uri.host;
  if (uri.port !== undefined) out += ':' + uri.port;
  return out;
}
