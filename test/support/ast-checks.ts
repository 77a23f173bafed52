/**
 * What every accepted string's AST must satisfy, whatever the edition (src/model/ast.ts, the shared AST).
 * Plain node:assert checks: they run for thousands of generated strings, where jest's expect() would
 * cost more than the parsing.
 */
import assert from 'node:assert/strict';
import type { UriReference } from '../../src/index';

const STRING_FIELDS = ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'params', 'query', 'fragment', 'opaque'] as const;

export function checkAst(input: string, uri: UriReference, edition: string): void {
  assert.equal(uri.edition, edition);
  // spans: [start, end) offsets of every present component, cutting out exactly its text
  for (const [component, span] of Object.entries(uri.spans)) {
    const value = uri[component as keyof UriReference];
    assert.equal(typeof value, 'string', `span for absent component ${component}`);
    const [start, end] = span as [number, number];
    assert.ok(Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= end && end <= input.length, `span ${component}`);
    assert.equal(input.slice(start, end), value, `span of ${component}`);
  }
  // every present component has a span (the path always does)
  for (const field of STRING_FIELDS) {
    const value = uri[field];
    if (value === undefined) continue;
    assert.equal(typeof value, 'string', field);
    assert.ok(uri.spans[field] !== undefined, `no span for ${field}`);
  }
  // the form says whether there is a scheme
  assert.equal(uri.form === 'absolute', uri.scheme !== undefined, 'form vs scheme');
  // an opaque URI's path is its opaque part
  if (uri.opaque !== undefined) assert.equal(uri.path, uri.opaque, 'opaque path');
  // segments (with their ;params where the edition has them) rebuild the path
  if (uri.segments !== undefined) {
    const rebuilt = uri.segments.map((seg) => seg.value + (seg.params ?? []).map((p) => ';' + p).join('')).join('/');
    assert.equal(uri.path.startsWith('/') ? '/' + rebuilt : rebuilt, uri.path, 'segments rebuild the path');
  }
  // user and password split the userinfo at its first ":"
  if (uri.userinfo !== undefined) {
    const colon = uri.userinfo.indexOf(':');
    assert.equal(uri.user, colon < 0 ? uri.userinfo : uri.userinfo.slice(0, colon), 'user');
    assert.equal(uri.password, colon < 0 ? undefined : uri.userinfo.slice(colon + 1), 'password');
  }
  // a host has a kind, and an authority holds the host
  if (uri.host !== undefined) {
    assert.ok(['ipv4', 'ipv6', 'ipvfuture', 'reg-name', 'hostname', 'empty'].includes(uri.hostKind as string), 'hostKind');
    assert.equal(uri.hostKind === 'empty', uri.host === '', 'empty host kind');
  }
  // plain, JSON-serialisable data
  assertPlainData(uri, 'uri');
}

/** strings, finite numbers, booleans, undefined, arrays and plain objects of them — nothing else */
function assertPlainData(value: unknown, where: string): void {
  if (value === undefined || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') return assert.ok(Number.isFinite(value), where);
  assert.ok(value !== null && typeof value === 'object', `${where} is ${value === null ? 'null' : typeof value}`);
  const proto = Object.getPrototypeOf(value);
  assert.ok(Array.isArray(value) || proto === Object.prototype || proto === null, `${where} is not a plain object`);
  for (const [k, v] of Object.entries(value as object)) assertPlainData(v, `${where}.${k}`);
}
