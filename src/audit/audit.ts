/**
 * audit(): what an SSRF filter or a redirect check needs to know about one string — how each RFC
 * edition and the URL Standard (the runtime's URL) read it, where each reading connects, where they
 * disagree, the features known to confuse parsers, whether allowlisting on the host is sound, and
 * the one string to pass on. Plain data; never throws for a string.
 */
import type { EditionName } from '../model/ast';
import type { ParseResult } from '../editions/types';
import { implementedEditions } from '../editions/registry';
import { parse } from '../parse/parse';
import { resolve } from '../resolve/resolve';
import { whatwgParse } from '../whatwg/reading';
import { rfcCompared, whatwgCompared } from '../compare/whatwg-values';
import { onlyAsIri } from '../compare/iri';
import { DIVERGENT_CODES, findings } from './findings';
import { schemeFindings } from './scheme-findings';
import { layout, riskFlags } from './flags';
import { fromUri, rfcReading, whatwgReading } from './readings';
import type { Audit, AuditOptions, AuditReading, ReadingName } from './types';

/**
 * The longest input (and base) audit() reads, in UTF-16 code units: 64 KiB, well above any URL a
 * browser or server takes in practice. A longer string is not parsed: its audit has every reading
 * rejecting, a high `too-long` finding and `safeToAllowlist: false`.
 *
 * @example
 * ```ts
 * audit('x'.repeat(AUDIT_MAX_LENGTH + 1)).findings[0].code; // 'too-long'
 * ```
 */
export const AUDIT_MAX_LENGTH = 65536;

/** Audit `input` (against `options.base`, for open-redirect checks).
 *
 * @example
 * ```ts
 * const a = audit('http://0x7f.1/');
 * a.divergent;               // true: rfc3986 reads the reg-name '0x7f.1', WHATWG the address 127.0.0.1
 * a.readings.whatwg.address; // '127.0.0.1'
 * a.safeToAllowlist;         // false
 * ```
 */
export function audit(input: string, options?: AuditOptions): Audit {
  if (typeof input !== 'string') throw new TypeError(`audit expects a string, not ${input === null ? 'null' : typeof input}`);
  if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('audit options must be an object');
  const base = options?.base;
  if (base !== undefined && typeof base !== 'string') throw new TypeError('options.base must be a string');
  if (input.length > AUDIT_MAX_LENGTH || (base?.length ?? 0) > AUDIT_MAX_LENGTH) return tooLong(input, base);

  const editions = implementedEditions as readonly EditionName[];
  const results = new Map<EditionName, ParseResult>(editions.map((e) => [e, parse(input, e)]));
  const whatwg = whatwgParse(input, base);
  const readings = {} as Record<ReadingName, AuditReading>;
  const paths: Partial<Record<ReadingName, string>> = {};
  const errorOffsets: Partial<Record<ReadingName, number>> = {};
  for (const [e, r] of results) {
    if (!r.ok) errorOffsets[e] = r.error.offset;
    if (base === undefined) {
      readings[e] = rfcReading(r);
      if (r.ok) paths[e] = rfcCompared(r.uri).path;
    } else readings[e] = targetReading(e, r, input, base, paths);
  }
  readings.whatwg = whatwgReading(whatwg);
  if (whatwg.ok) paths.whatwg = whatwgCompared(whatwg.url).path;
  if (base !== undefined) readings.whatwg.target = whatwg.ok ? whatwg.url.href : undefined;
  if (base !== undefined && whatwg.ok) readings.whatwg.sameOrigin = sameOrigin(readings.whatwg, whatwgReading(whatwgParse(base)));

  // against a base, a relative reference has no RFC 1738 reading (RFC 1738 has no relative URLs)
  const r1738 = results.get('rfc1738');
  const skip: ReadingName[] = base !== undefined && r1738 && !(r1738.ok && r1738.uri.form === 'absolute') ? ['rfc1738'] : [];
  const iriOnly = onlyAsIri(editions, Object.fromEntries(results));
  const found = findings({ readings, paths, errorOffsets, offsets: offsets(input, results), base, skip, iriOnly });
  found.push(...schemeFindings(input, results.get('rfc3986')?.ok === true));
  const canonical = whatwg.ok ? whatwg.url.href : undefined;
  const out: Audit = {
    input,
    ...(base !== undefined ? { base } : {}),
    readings,
    divergent: found.some((f) => DIVERGENT_CODES.has(f.code)),
    findings: found,
    flags: riskFlags(input, [...results.values()]),
    safeToAllowlist: false,
    ...(canonical !== undefined ? { canonical } : {}),
  };
  out.safeToAllowlist = safeToAllowlist(out, base === undefined);
  return out;
}

/**
 * With a base: the reading of the resolved target (RFC 1738 has no relative URLs: only an absolute
 * URL has a target), and whether it keeps the base's origin (scheme, host, port) in that edition.
 */
function targetReading(e: EditionName, r: ParseResult, input: string, base: string, paths: Partial<Record<ReadingName, string>>): AuditReading {
  if (!r.ok) return rfcReading(r);
  let target: string;
  try {
    target = e === 'rfc1738' ? (r.uri.form === 'absolute' ? input : '') : resolve(base, input, e);
  } catch (error) {
    return { accepted: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (target === '') return { accepted: false, error: 'RFC 1738 has no relative URLs' };
  const t = parse(target, e);
  const b = parse(base, e);
  if (!t.ok) return { accepted: true, target };
  paths[e] = rfcCompared(t.uri).path;
  const reading: AuditReading = { accepted: true, ...fromUri(t.uri), target };
  reading.sameOrigin = b.ok ? sameOrigin(reading, { accepted: true, ...fromUri(b.uri) }) : false;
  return reading;
}

function sameOrigin(a: AuditReading, b: AuditReading): boolean {
  return a.scheme === b.scheme && a.canonicalHost === b.canonicalHost && a.port === b.port && a.canonicalHost !== undefined;
}

/** Offsets of the scheme, host, port and path: from the first accepting edition that has them, else from the input's layout. */
function offsets(input: string, results: ReadonlyMap<EditionName, ParseResult>): { scheme?: number; host?: number; port?: number; path?: number } {
  const out: { scheme?: number; host?: number; port?: number; path?: number } = {};
  for (const r of results.values()) {
    if (!r.ok) continue;
    const s = r.uri.spans;
    out.scheme ??= s.scheme?.[0];
    out.host ??= s.host?.[0];
    out.port ??= s.port?.[0];
    out.path ??= s.path?.[0];
  }
  const l = layout(input);
  out.scheme ??= l.scheme !== undefined ? /^[\u0000-\u0020]*/.exec(input)![0].length : undefined;
  if (l.authority) {
    const text = input.slice(l.authority[0], l.authority[1]);
    const hostAt = l.authority[0] + text.lastIndexOf('@') + 1;
    out.host ??= hostAt;
    const colon = input.slice(hostAt, l.authority[1]).lastIndexOf(':');
    if (colon >= 0 && !input.slice(hostAt + colon).includes(']')) out.port ??= hostAt + colon + 1;
    out.path ??= l.authority[1];
  }
  return out;
}

/**
 * Sound to allowlist on the host: WHATWG and at least one edition accept, every accepting reading
 * has the same scheme, canonical host and port, the host is non-empty and written canonically in
 * every edition that reads it, and no finding is high.
 */
function safeToAllowlist(a: Audit, plain: boolean): boolean {
  const w = a.readings.whatwg;
  if (!w.accepted || w.canonicalHost === undefined || w.canonicalHost === '') return false;
  if (a.findings.some((f) => f.severity === 'high')) return false;
  const accepting = (Object.keys(a.readings) as ReadingName[]).filter((n) => a.readings[n].accepted);
  if (accepting.length < 2) return false;
  for (const n of accepting) {
    const r = a.readings[n];
    if (r.scheme !== w.scheme || r.canonicalHost !== w.canonicalHost || r.port !== w.port) return false;
    if (plain && n !== 'whatwg' && r.host !== r.canonicalHost) return false;
  }
  return true;
}

/** The audit of a string longer than AUDIT_MAX_LENGTH: nothing read. */
function tooLong(input: string, base: string | undefined): Audit {
  const error = `not read: longer than ${AUDIT_MAX_LENGTH} characters`;
  const readings = {} as Record<ReadingName, AuditReading>;
  for (const e of implementedEditions) readings[e] = { accepted: false, error };
  readings.whatwg = { accepted: false, error };
  return {
    input,
    ...(base !== undefined ? { base } : {}),
    readings,
    divergent: false,
    findings: [{ code: 'too-long', severity: 'high', message: `the input${(base?.length ?? 0) > AUDIT_MAX_LENGTH ? ' or the base' : ''} is ${error.slice(9)}: refuse it` }],
    flags: [],
    safeToAllowlist: false,
  };
}

