/**
 * Where the readings disagree, as findings with stable codes: acceptance (information; saying so of
 * an IRI only the IRI edition reads), scheme, host and port (high: the request goes somewhere else
 * than the check looked), the path after the normalisations both sides agree on (medium: "%2e%2e",
 * "\", ";" reach another resource), and with a base the target's origin (high: an open redirect).
 */
import { listAnd as list } from '../compare/wording';
import { CLIENT_READERS } from '../readers/registry';
import type { Finding, ReadingName, AuditReading } from './types';

/**
 * The codes that make an audit divergent: readings that accept the string disagree on where it
 * leads — its scheme, host (a userinfo read as the host included), port or target — or a client
 * connects where the validating readings refuse. A rejection by some readings alone
 * (`acceptance-divergence`) is not among them: it is the lower verdict `rejected-by-some`.
 */
export const DIVERGENT_CODES: ReadonlySet<Finding['code']> = new Set([
  'scheme-divergence',
  'host-divergence',
  'port-divergence',
  'target-divergence',
  'client-only-host',
]);

/** The readings of parsers that make requests, beside the specifications' and WHATWG's: the registry's. */
const CLIENTS: readonly ReadingName[] = CLIENT_READERS.map((r) => r.name);

export interface FindingInput {
  readings: Record<ReadingName, AuditReading>;
  /** each accepting reading's path in the form the readings are compared on */
  paths: Partial<Record<ReadingName, string>>;
  /** where a rejecting RFC edition stopped */
  errorOffsets: Partial<Record<ReadingName, number>>;
  /** offsets of the scheme, the host and the path in the input (the first reading that has them) */
  offsets: { scheme?: number; host?: number; port?: number; path?: number };
  base?: string;
  /** readings that do not apply (RFC 1738 has no relative references to resolve against a base) */
  skip?: readonly ReadingName[];
  /** whether the URI editions all reject a string the IRI edition accepts (an IRI, not a URI) */
  iriOnly?: boolean;
}

/**
 * Why the URI editions reject what the IRI edition accepts. Still a divergence: a URI validator and
 * a URL parser disagree on it, and confusion payloads ("http://ⓖⓞⓞⓖⓛⓔ.com") live there.
 */
const IRI_ONLY = ' — an IRI, not a URI: RFC 3987 §2.2 admits its characters beyond ASCII, RFC 3986 §2 does not (RFC 3987 §3.1 maps them to percent-encoded UTF-8 and, in a domain name, to IDNA\'s ASCII form)';

export function findings(f: FindingInput): Finding[] {
  const out: Finding[] = [];
  const names = (Object.keys(f.readings) as ReadingName[]).filter((n) => !f.skip?.includes(n));
  const accepting = names.filter((n) => f.readings[n].accepted);
  const rejecting = names.filter((n) => !f.readings[n].accepted);

  if (accepting.length && rejecting.length) {
    const offsets = rejecting.map((n) => f.errorOffsets[n]).filter((o): o is number => o !== undefined);
    out.push({
      code: 'acceptance-divergence',
      severity: 'info',
      offset: offsets.length ? Math.min(...offsets) : undefined,
      readings: rejecting,
      message: `${list(accepting)} accept${accepting.length === 1 ? 's' : ''} it; ${list(rejecting)} reject${rejecting.length === 1 ? 's' : ''} it${f.iriOnly ? IRI_ONLY : ''}`,
    });
  }

  const disagree = (component: 'scheme' | 'host' | 'port' | 'path', value: (n: ReadingName) => string | undefined, shown: (v: string | undefined) => string, among = accepting) => {
    const groups = new Map<string | undefined, ReadingName[]>();
    for (const n of among) groups.set(value(n), [...(groups.get(value(n)) ?? []), n]);
    if (groups.size < 2) return undefined;
    // the readings that disagree: all but WHATWG's group (the reading most clients request with), or
    // all but the largest group when WHATWG rejects
    const reference = f.readings.whatwg?.accepted && among.includes('whatwg') ? value('whatwg') : [...groups].sort((a, b) => b[1].length - a[1].length)[0][0];
    const odd = among.filter((n) => value(n) !== reference);
    const parts = [...groups].map(([v, ns]) => `${list(ns)} ${ns.length === 1 ? 'reads' : 'read'} ${shown(v)}`);
    return { component, odd, message: `${component}: ${parts.join('; ')}`, offset: f.offsets[component] };
  };

  const quoted = (v: string | undefined) => (v === undefined ? 'none' : `'${v}'`);
  const scheme = disagree('scheme', (n) => f.readings[n].scheme, quoted);
  if (scheme) out.push({ code: 'scheme-divergence', severity: 'high', ...finding(scheme) });
  const host = disagree('host', (n) => f.readings[n].canonicalHost, quoted);
  if (host) {
    const addresses = new Set(accepting.map((n) => f.readings[n].address ?? f.readings[n].canonicalHost));
    const same = addresses.size === 1 ? ` — all reach ${[...addresses][0]}, but a check on the name sees different text` : '';
    out.push({ code: 'host-divergence', severity: 'high', ...finding(host), message: `${host.message}${same}` });
  }
  const lone = clientOnlyHost(f, names);
  if (lone) out.push(lone);
  const port = disagree('port', (n) => (f.readings[n].port === undefined ? undefined : String(f.readings[n].port)), (v) => v ?? 'none');
  if (port) out.push({ code: 'port-divergence', severity: 'high', ...finding(port) });
  // the client readers are not compared on the path (their path normalisations are not modelled)
  const path = disagree('path', (n) => f.paths[n], quoted, accepting.filter((n) => !CLIENTS.includes(n)));
  if (path) out.push({ code: 'path-divergence', severity: 'medium', ...finding(path) });

  const outOfRange = accepting.filter((n) => f.readings[n].portInRange === false);
  if (outOfRange.length) {
    out.push({
      code: 'port-out-of-range',
      severity: 'high',
      component: 'port',
      offset: f.offsets.port,
      readings: outOfRange,
      message: `${list(outOfRange)} accept${outOfRange.length === 1 ? 's' : ''} a port above 65535; a client truncates or rejects it`,
    });
  }

  if (f.base !== undefined) {
    const origins = new Map<string, ReadingName[]>();
    for (const n of accepting) {
      const r = f.readings[n];
      const key = `${r.sameOrigin ? 'same origin' : 'another origin'}${r.canonicalHost !== undefined ? ` (${r.canonicalHost})` : ''}`;
      origins.set(key, [...(origins.get(key) ?? []), n]);
    }
    if (origins.size > 1) {
      const odd = accepting.filter((n) => f.readings[n].sameOrigin !== (f.readings.whatwg?.sameOrigin ?? true));
      out.push({
        code: 'target-divergence',
        severity: 'high',
        component: 'target',
        readings: odd.length ? odd : accepting,
        offset: 0,
        message: `resolved against the base: ${[...origins].map(([k, ns]) => `${list(ns)} → ${k}`).join('; ')}`,
      });
    }
  }
  return out;
}

/**
 * A client reader (Python, curl …) reads a host in a string that the validating readings — WHATWG and RFC 3986, or
 * every other reading asked for when neither is — reject: a filter built on them refuses the string,
 * yet the program that makes the request connects ("http://[::1]evil.example/" in CPython before
 * 3.12.9, "http://[::%25evil.example]/" in curl, which drops the zone's text).
 */
function clientOnlyHost(f: FindingInput, names: readonly ReadingName[]): Finding | undefined {
  const clients = names.filter((n) => CLIENTS.includes(n) && f.readings[n].accepted && (f.readings[n].canonicalHost ?? '') !== '');
  if (!clients.length) return undefined;
  let validators: ReadingName[] = names.filter((n) => n === 'whatwg' || n === 'rfc3986');
  if (!validators.length) validators = names.filter((n) => !CLIENTS.includes(n));
  if (!validators.length || validators.some((n) => f.readings[n].accepted)) return undefined;
  const reads = clients.map((n) => `${n} reads '${f.readings[n].host}'${f.readings[n].address ? ` (${f.readings[n].address})` : ''}`);
  return {
    code: 'client-only-host',
    severity: 'high',
    component: 'host',
    offset: f.offsets.host,
    readings: clients,
    message: `host: ${reads.join('; ')} — a string ${list(validators)} reject${validators.length === 1 ? 's' : ''}: a check that parses with ${validators.length === 1 ? 'it' : 'them'} refuses it, yet that client connects`,
  };
}

function finding(d: { component: Finding['component']; odd: ReadingName[]; message: string; offset?: number }): Omit<Finding, 'code' | 'severity'> {
  return { component: d.component, offset: d.offset, readings: d.odd, message: d.message };
}
