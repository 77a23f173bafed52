/** Names and descriptions shown for editions and components. */
import type { Component, EditionInfo, EditionName } from './library';

/** The AST fields shown for each accepting edition, in this order. */
export const FIELDS = [
  'scheme',
  'authority',
  'userinfo',
  'user',
  'password',
  'host',
  'hostKind',
  'port',
  'path',
  'params',
  'query',
  'fragment',
  'opaque',
] as const;

export type Field = (typeof FIELDS)[number];

/** What each coloured component is, for the legend and the tooltips. */
export const COMPONENT_HELP: Record<Component, string> = {
  scheme: 'scheme, without its ":"',
  authority: 'authority (RFC 1808: net_loc), between "//" and the path',
  userinfo: 'userinfo, before the "@"',
  user: 'user: the userinfo up to its first ":"',
  password: 'password: the userinfo after its first ":"',
  host: 'host, brackets of an IP literal included',
  port: 'port digits, without the ":"',
  path: 'path, its leading "/" included',
  params: 'params (RFC 1808 ";params"; RFC 1738 ftp ";type="), without the ";"',
  query: 'query, without the "?"',
  fragment: 'fragment, without the "#"',
  opaque: 'opaque part (RFC 2396 opaque_part; RFC 1738 scheme-specific part; RFC 1808 non-generic URL)',
};

export function rfcLabel(info: EditionInfo): string {
  return `RFC ${info.rfc}`;
}

/** "RFC 3986" for an edition name, from the registry's description when there is one. */
export function editionLabel(name: EditionName, infos: readonly EditionInfo[]): string {
  const info = infos.find((i) => i.name === name);
  return info ? rfcLabel(info) : name;
}

/** "RFC 3986 §3.2.2"; a section already naming its RFC ("RFC 6874 §2", an amendment's) is kept. */
export function citation(section: string, rfc: number): string {
  return section.startsWith('RFC ') ? section : `RFC ${rfc} §${section}`;
}

/** "a", "a and b", "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
