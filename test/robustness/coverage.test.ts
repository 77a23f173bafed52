/**
 * The generators reach every rule and alternative they are meant to: on a fixed sample of each
 * configuration's strings, every feature listed below occurs in some parsed string. (A generator
 * that lost an alternative would still pass the round-trip properties; this test would not.)
 */
import fc from 'fast-check';
import { parse } from '../../src/index';
import type { UriReference } from '../../src/index';
import { CONFIGS } from '../support/editions';

const SAMPLE = 1500;

/** the features of one parsed string */
function features(uri: UriReference): string[] {
  const out = [`form:${uri.form}`];
  if (uri.hostKind) out.push(`host:${uri.hostKind}`);
  for (const field of ['authority', 'userinfo', 'port', 'query', 'fragment', 'params', 'path'] as const) {
    const v = uri[field];
    if (v === '') out.push(`empty ${field}`);
    else if (v !== undefined) out.push(field);
  }
  if (uri.password !== undefined) out.push('password');
  if (uri.opaque !== undefined) out.push('opaque');
  if (uri.authority !== undefined && uri.hostKind === 'reg-name' && uri.host === uri.authority) out.push('reg_name authority');
  if (uri.authority === undefined) out.push(uri.path === '' ? 'path:empty' : uri.path.startsWith('/') ? 'path:absolute' : 'path:rootless');
  else if (uri.path !== '') out.push('path after authority');
  if (uri.segments?.some((s) => s.value === '') && uri.path.length > 1) out.push('empty segment');
  if (uri.segments?.some((s) => (s.params ?? []).length > 0)) out.push('segment params');
  if (/%[0-9A-Fa-f]{2}/.test(uri.path)) out.push('escape in path');
  if (uri.scheme !== undefined && /[A-Z]/.test(uri.scheme)) out.push('uppercase scheme');
  if (uri.host?.includes('%25')) out.push('zone');
  if (uri.host !== undefined && uri.hostKind === 'hostname' && uri.host.endsWith('.')) out.push('hostname with final dot');
  if (uri.hostKind === 'ipv4' && uri.edition === 'rfc3986') {
    for (const octet of uri.host!.split('.').map(Number)) {
      out.push(`dec-octet ${octet < 10 ? '0-9' : octet < 100 ? '10-99' : octet < 200 ? '100-199' : octet < 250 ? '200-249' : '250-255'}`);
    }
  }
  if (uri.authority?.includes('?')) out.push('net_loc with "?"');
  if (uri.opaque?.startsWith('//')) out.push('opaque with "//"');
  // RFC 3987 §2.2: ucschar in each component that has iunreserved, beyond U+FFFF too; iprivate in iquery
  for (const field of ['userinfo', 'host', 'path', 'query', 'fragment'] as const) if (/[^\x00-\x7f]/.test(uri[field] ?? '')) out.push(`non-ASCII ${field}`);
  if (/[\ud800-\udbff]/.test(uri.path)) out.push('astral character in path');
  if (/[\ue000-\uf8ff\udb80-\udbff]/.test(uri.query ?? '')) out.push('iprivate in query');
  for (const [k, v] of Object.entries(uri.schemeData ?? {})) if (v !== undefined) out.push(`schemeData.${k}`);
  if (uri.edition === 'rfc1630') {
    out.push(`scheme ${['http', 'ftp', 'news', 'nntp', 'prospero', 'telnet', 'gopher', 'wais', 'mailto', 'mid', 'cid', 'url'].includes(uri.scheme!) ? uri.scheme : 'other'}`);
    if (uri.scheme !== undefined && uri.authority === undefined && uri.opaque === undefined && uri.path.startsWith('//')) out.push('generic path with "//"');
  }
  if (uri.edition === 'rfc1738') {
    const scheme = uri.scheme!.toLowerCase();
    out.push(`scheme ${['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero'].includes(scheme) ? scheme : 'other'}`);
  }
  return out;
}

const COMMON = ['form:absolute', 'host:empty', 'empty port', 'port', 'query', 'empty query', 'path:absolute', 'path:empty', 'escape in path'];
const EXPECTED: Record<string, string[]> = {
  rfc1630: [
    'form:absolute', 'host:hostname', 'host:ipv4', 'userinfo', 'password', 'port', 'query', 'fragment', 'empty fragment', 'opaque',
    'path:absolute', 'path:empty', 'path:rootless', 'path after authority', 'escape in path', 'empty segment', 'uppercase scheme', 'generic path with "//"',
    ...['http', 'ftp', 'news', 'nntp', 'prospero', 'telnet', 'gopher', 'wais', 'mailto', 'mid', 'cid', 'url', 'other'].map((s) => `scheme ${s}`),
    ...['group', 'article', 'address', 'addr-spec', 'content-identifier', 'database', 'wtype', 'wpath', 'hsoname', 'version', 'attributes', 'gtype', 'gcommand', 'url'].map((k) => `schemeData.${k}`),
  ],
  rfc1738: [
    'host:hostname', 'host:ipv4', 'userinfo', 'empty userinfo', 'password', 'opaque', 'params',
    ...['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero', 'other'].map((s) => `scheme ${s}`),
    ...['typecode', 'gtype', 'selector', 'search', 'gopherPlus', 'address', 'group', 'article', 'database', 'wtype', 'wpath', 'fields'].map((k) => `schemeData.${k}`),
  ],
  'rfc1738 (caseInsensitiveScheme, allowFragment)': ['uppercase scheme', 'fragment', 'empty fragment', 'opaque'],
  rfc1808: [
    ...COMMON, 'form:relative', 'path:rootless', 'host:hostname', 'host:ipv4', 'host:reg-name', 'userinfo', 'empty userinfo', 'password',
    'params', 'empty params', 'fragment', 'empty fragment', 'opaque', 'opaque with "//"', 'net_loc with "?"', 'empty authority', 'empty segment',
  ],
  rfc2396: [
    ...COMMON, 'form:relative', 'path:rootless', 'host:hostname', 'host:ipv4', 'hostname with final dot', 'reg_name authority',
    'userinfo', 'empty userinfo', 'password', 'fragment', 'empty fragment', 'opaque', 'segment params', 'empty authority', 'empty segment',
  ],
  'rfc2396 + rfc2732': ['host:ipv6', 'host:ipv4', 'host:hostname', 'reg_name authority', 'opaque'],
  rfc3986: [
    ...COMMON, 'form:relative', 'path:rootless', 'host:ipv4', 'host:ipv6', 'host:ipvfuture', 'host:reg-name', 'userinfo', 'empty userinfo',
    'password', 'fragment', 'empty fragment', 'empty authority', 'path after authority', 'empty segment',
    ...['0-9', '10-99', '100-199', '200-249', '250-255'].map((c) => `dec-octet ${c}`),
  ],
  'rfc3986 + rfc6874': ['zone', 'host:ipv6', 'host:ipvfuture', 'host:ipv4', 'host:reg-name'],
  rfc3987: [
    ...COMMON, 'form:relative', 'path:rootless', 'host:ipv4', 'host:ipv6', 'host:ipvfuture', 'host:reg-name', 'userinfo', 'empty userinfo',
    'password', 'fragment', 'empty fragment', 'empty authority', 'path after authority', 'empty segment',
    ...['userinfo', 'host', 'path', 'query', 'fragment'].map((c) => `non-ASCII ${c}`), 'astral character in path', 'iprivate in query',
  ],
};

describe.each(CONFIGS.map((c, i) => [c.label, c, i] as const))('%s: the generator reaches', (label, c, i) => {
  const seen = new Set<string>();
  beforeAll(() => {
    for (const s of fc.sample(c.valid, { seed: 50_000 + i, numRuns: SAMPLE })) {
      const r = parse(s, c.edition, c.options);
      if (r.ok) for (const f of features(r.uri)) seen.add(f);
    }
  });
  it.each(EXPECTED[label].map((f) => [f]))('%s', (feature) => {
    expect(seen.has(feature)).toBe(true);
  });
});
