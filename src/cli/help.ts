/**
 * The help text that names the specifications, built from the registries rather than written out,
 * so that it cannot fall behind them: the editions (src/editions/registry.ts `editions`) and any
 * further list a caller appends (a registry of scheme specifications, say) as a `SpecificationList`.
 */
import { editions } from '../editions/registry';
import { listAnd } from './list';

/** One specification as the help names it: "RFC 3986 (2005)", with a note if any ("IRIs"). */
export interface Specification {
  rfc: number;
  year: number;
  note?: string;
}

/** A heading and its specifications, oldest first as the registry holds them. */
export interface SpecificationList {
  heading: string;
  entries: readonly Specification[];
}

/** The editions, as the help lists them (RFC 3987 noted as the IRI edition). */
export function editionSpecifications(): SpecificationList {
  return {
    heading: 'Editions',
    entries: editions.map((e) => ({ rfc: e.rfc, year: e.year, ...(e.name === 'rfc3987' ? { note: 'IRIs' } : {}) })),
  };
}

/** "RFC 3986 (2005)", "RFC 3987 (2005, IRIs)" */
export function cited(s: Specification): string {
  return `RFC ${s.rfc} (${s.year}${s.note ? `, ${s.note}` : ''})`;
}

/** One line per list: "Editions: RFC 1738 (1994), …, RFC 3986 (2005) and RFC 3987 (2005, IRIs)." */
export function specificationLines(lists: readonly SpecificationList[]): string[] {
  return lists.filter((l) => l.entries.length > 0).map((l) => `${l.heading}: ${listAnd(l.entries.map(cited))}.`);
}

/** The program's description: what it does, then every list. */
export function programDescription(lists: readonly SpecificationList[] = [editionSpecifications()]): string {
  return ['Parse, compare, resolve and normalize URLs under each edition of the URL/URI specification.', ...specificationLines(lists)].join('\n');
}
