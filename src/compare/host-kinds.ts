/**
 * Why editions read one host as different kinds (a registered name here, an IPv4 address there):
 * the rules that recognise each kind, asked of the host text.
 */
import type { HostKind } from '../model/ast';
import type { Edition } from '../editions/types';
import { article, charAt, groupBy, listAnd, quote, quoteChar, rules } from './wording';
import type { Quoter, Reading, Span } from './readings';

/** The rules that recognise each host kind, by the spellings the editions' grammars use. */
const KIND_RULES: Record<HostKind, readonly string[]> = {
  ipv6: ['IP-literal', 'IPv6reference'],
  ipvfuture: ['IP-literal'],
  ipv4: ['IPv4address', 'hostnumber'],
  hostname: ['hostname'],
  'reg-name': ['reg-name', 'reg_name', 'ireg-name'],
  empty: [],
};
/** Most specific first: a reading of a later kind is explained by the earlier kinds it is not. */
export const KIND_ORDER = Object.keys(KIND_RULES) as HostKind[];

const KIND_WORDS: Record<HostKind, string> = {
  ipv6: 'an IPv6 literal',
  ipvfuture: 'an IPvFuture literal',
  ipv4: 'an IPv4 address',
  hostname: 'a hostname',
  'reg-name': 'a registered name',
  empty: 'an empty host',
};

/**
 * Whether two editions' host kinds are a real difference. RFC 3986 has no `hostname` rule: its
 * `reg-name` takes the names the older editions call hostnames, so "hostname" against the
 * `reg-name` of an edition without a hostname rule is one reading in two vocabularies.
 */
export function sameHostKind(a: Reading, b: Reading): boolean {
  const ka = a.uri.hostKind;
  const kb = b.uri.hostKind;
  if (ka === kb) return true;
  return isName(a.edition, ka) && isName(b.edition, kb);
}

/** Whether a host of kind `k` in `edition` is a name: a hostname, or a reg-name where there is no hostname rule. */
export function isName(edition: Edition, k: HostKind | undefined): boolean {
  return k === 'hostname' || (k === 'reg-name' && !hasHostnameRule(edition));
}

/** Whether the edition's grammar has a rule for hostnames (asked once per edition: compare() asks on most inputs). */
export function hasHostnameRule(edition: Edition): boolean {
  let has = HOSTNAME_RULE.get(edition);
  if (has === undefined) {
    has = KIND_RULES.hostname.some((n) => edition.info.ruleNames.includes(n));
    HOSTNAME_RULE.set(edition, has);
  }
  return has;
}

export const HOSTNAME_RULE = new WeakMap<Edition, boolean>();

/**
 * Why the editions classify the host differently: each edition's host rule, and for a reading of a
 * less specific kind, where this edition's rule for the more specific kind another edition found
 * stops on the host (asked of the grammar itself).
 */
export function explainHostKind(input: string, all: readonly Reading[], q: Quoter): string {
  const readings = all.filter((r) => r.uri.hostKind !== undefined);
  const groups = groupBy(readings, (r) => r.uri.hostKind);
  const kinds = groups.map((g) => g[0].uri.hostKind);
  return groups
    .map((group) => {
      const kind = group[0].uri.hostKind;
      const names = group.map((r) => r.edition.info.name);
      const span = group[0].uri.spans.host;
      const host = span ? quote(q, span[0], span[1]) : 'the authority';
      let clause = `${listAnd(names)} read${names.length === 1 ? 's' : ''} ${host} as ${kind ? KIND_WORDS[kind] : 'no host'}`;
      const defs = rules(group, 'host');
      if (defs.length) clause += ` (${defs.join('; ')})`;
      const misses: string[] = [];
      for (const r of group) {
        const s = r.uri.spans.host;
        if (!s || !kind) continue;
        for (const other of kinds) {
          if (other === undefined || KIND_ORDER.indexOf(other) >= KIND_ORDER.indexOf(kind)) continue;
          const why = ruleMiss(input, r, other, s, q);
          if (why) misses.push(group.length > 1 ? `in ${r.edition.info.name} ${why}` : why);
        }
      }
      if (misses.length) clause += `: ${misses.join('; ')}`;
      return clause;
    })
    .join('; ');
}

/** The edition's rule for a kind of host (`reg-name`, `ireg-name`, `IPv4address`, …), if it has one. */
export function kindRule(edition: Edition, kind: HostKind): string | undefined {
  return KIND_RULES[kind].find((n) => edition.info.ruleNames.includes(n));
}

/** "it is not an `IPv4address`: that rule fails at 15 ('9')" — or undefined if the rule matches. */
export function ruleMiss(input: string, reading: Reading, kind: HostKind, span: Span, q: Quoter): string | undefined {
  const name = kindRule(reading.edition, kind);
  if (!name) return `${reading.edition.info.name} has no rule for ${KIND_WORDS[kind]}`;
  let error;
  try {
    error = reading.edition.checkRule(name, input.slice(span[0], span[1]), reading.options);
  } catch {
    return undefined;
  }
  if (error === undefined) return undefined;
  const at = span[0] + error.offset;
  const where = at >= span[1] ? 'at the end of the host' : `at ${at} (${quoteChar(q, at, charAt(input, at))})`;
  return `it is not ${article(name)} \`${name}\`: that rule fails ${where}`;
}
