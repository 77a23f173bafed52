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
import { split1630 } from '../resolve/rfc1630';
import { whatwgParse } from '../whatwg/reading';
import { rfcCompared, whatwgCompared } from '../whatwg/values';
import { onlyAsIri } from '../compare/iri';
import { DIVERGENT_CODES, findings } from './findings';
import { schemeFindings } from './scheme-findings';
import { layout, riskFlags } from './flags';
import { fromUri, rfcReading, whatwgReading } from './readings';
import { clientReading } from './peers';
import { CLIENT_READERS, clientReader } from '../readers/registry';
import type { ClientName, ClientVersions } from '../readers/registry';
import type { ClientRead, Reader } from '../readers/reader';
import { READING_NAMES } from './types';
import type { Audit, AuditOptions, AuditReading, ReadingName } from './types';
import type { Amendment } from '../model/ast';
import type { ParseOptions } from '../editions/types';

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
export function audit<R extends ReadingName = ReadingName>(input: string, options?: AuditOptions<R>): Audit<R> {
  if (typeof input !== 'string') throw new TypeError(`audit expects a string, not ${input === null ? 'null' : typeof input}`);
  if (options !== undefined && (options === null || typeof options !== 'object')) throw new TypeError('audit options must be an object');
  const base = options?.base;
  if (base !== undefined && typeof base !== 'string') throw new TypeError('options.base must be a string');
  const wanted = chosen(options?.readings, base !== undefined);
  const amendments = checkAmendments(options?.amendments);
  const versions = clientVersions(options);
  if (input.length > AUDIT_MAX_LENGTH || (base?.length ?? 0) > AUDIT_MAX_LENGTH) return tooLong(input, base, wanted) as Audit<R>;

  const editions = implementedEditions as readonly EditionName[];
  const parseOptions = (e: EditionName): ParseOptions | undefined => editionOptions(e, amendments);
  const results = new Map<EditionName, ParseResult>(editions.map((e) => [e, parse(input, e, parseOptions(e))]));
  const whatwg = whatwgParse(input, base);
  const all = {} as Record<ReadingName, AuditReading>;
  const paths: Partial<Record<ReadingName, string>> = {};
  const errorOffsets: Partial<Record<ReadingName, number>> = {};
  for (const [e, r] of results) {
    if (!r.ok) errorOffsets[e] = r.error.offset;
    if (base === undefined) {
      all[e] = rfcReading(r);
      if (r.ok) paths[e] = rfcCompared(r.uri).path;
    } else all[e] = targetReading(e, r, input, base, paths, parseOptions(e));
    const reader = readerOf(e, parseOptions(e));
    if (reader) {
      const { accepted, ...rest } = all[e];
      all[e] = { accepted, reader, ...rest };
    }
  }
  all.whatwg = whatwgReading(whatwg);
  if (whatwg.ok) paths.whatwg = whatwgCompared(whatwg.url).path;
  if (base !== undefined) all.whatwg.target = whatwg.ok ? whatwg.url.href : undefined;
  if (base !== undefined && whatwg.ok) all.whatwg.sameOrigin = sameOrigin(all.whatwg, whatwgReading(whatwgParse(base)));
  const clients: ClientRead[] = [];
  for (const reader of CLIENT_READERS as readonly Reader[]) {
    if (!wanted.includes(reader.name as ClientName)) continue;
    const read = reader.read(input, versions[reader.name]);
    clients.push(read);
    all[reader.name as ClientName] = clientReading(reader, versions[reader.name], read);
  }
  const readings = {} as Record<ReadingName, AuditReading>;
  for (const n of wanted) readings[n] = all[n];

  // against a base, a relative reference has no RFC 1738 reading (RFC 1738 has no relative URLs)
  const r1738 = results.get('rfc1738');
  const skip: ReadingName[] = base !== undefined && r1738 && !(r1738.ok && r1738.uri.form === 'absolute') ? ['rfc1738'] : [];
  const iriOnly = onlyAsIri(editions, Object.fromEntries(results));
  const found = findings({ readings, paths, errorOffsets, offsets: offsets(input, results, clients), base, skip, iriOnly });
  found.push(...schemeFindings(input, results.get('rfc3986')?.ok === true));
  const canonical = whatwg.ok ? whatwg.url.href : undefined;
  const out: Audit = {
    input,
    ...(base !== undefined ? { base } : {}),
    readings,
    divergent: found.some((f) => DIVERGENT_CODES.has(f.code)),
    verdict: 'consistent',
    findings: found,
    flags: riskFlags(input, [...results.values()]),
    safeToAllowlist: false,
    ...(canonical !== undefined ? { canonical } : {}),
  };
  out.safeToAllowlist = safeToAllowlist(out, base === undefined);
  out.verdict = out.divergent ? 'divergent' : found.some((f) => f.code === 'acceptance-divergence') ? 'rejected-by-some' : 'consistent';
  return out as Audit<R>;
}

/** Whether a reading is read against a base (a client reader whose resolution is not modelled is not). */
function readsWithBase(n: ReadingName): boolean {
  return clientReader(n)?.withBase ?? true;
}

/** The readings asked for, in READING_NAMES order (by default all but rfc1630); with a base, the client readers that do not resolve are not read. */
function chosen(asked: readonly ReadingName[] | undefined, withBase: boolean): ReadingName[] {
  if (asked !== undefined) {
    if (!Array.isArray(asked)) throw new TypeError('options.readings must be an array of reading names');
    for (const n of asked as unknown[]) {
      if (!READING_NAMES.includes(n as ReadingName)) throw new TypeError(`unknown reading ${JSON.stringify(n)}; the readings: ${READING_NAMES.join(', ')}`);
      if (withBase && !readsWithBase(n as ReadingName)) throw new TypeError(`the ${n as string} reading is not available with a base (its resolution is not modelled)`);
    }
    if (asked.length === 0) throw new TypeError('options.readings must name at least one reading');
  }
  const all = withBase ? READING_NAMES.filter(readsWithBase) : READING_NAMES;
  // (rfc1630 only when asked: RFC 1630 reads every scheme but its own eleven — https among them — as
  // a path with no host, so by default every such URL would diverge)
  return all.filter((n) => (asked === undefined ? n !== 'rfc1630' : asked.includes(n)));
}

/** The version each client reader reads as: the option of its name ("python: '3.12.9'"), else its first. */
function clientVersions(options: ClientVersions | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const reader of CLIENT_READERS as readonly Reader[]) {
    const asked = (options as Record<string, unknown> | undefined)?.[reader.name];
    if (asked !== undefined && !reader.versions.includes(asked as string)) {
      const choices = reader.versions.map((v) => `'${v}'`);
      throw new TypeError(`options.${reader.name} must be ${choices.length > 1 ? `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}` : choices[0]}, not ${JSON.stringify(asked)}`);
    }
    out[reader.name] = (asked as string | undefined) ?? reader.versions[0];
  }
  return out;
}

function checkAmendments(amendments: readonly Amendment[] | undefined): readonly Amendment[] {
  if (amendments === undefined) return [];
  if (!Array.isArray(amendments)) throw new TypeError('options.amendments must be an array');
  for (const a of amendments as unknown[]) {
    if (a !== 'rfc2732' && a !== 'rfc6874') throw new TypeError(`unknown amendment ${JSON.stringify(a)}; the amendments: rfc2732 (rfc2396), rfc6874 (rfc3986, rfc3987)`);
  }
  return amendments;
}

/** The amendments of `amendments` that apply to edition `e`. */
function editionOptions(e: EditionName, amendments: readonly Amendment[]): ParseOptions | undefined {
  const applies = amendments.filter((a) => (a === 'rfc2732' ? e === 'rfc2396' : e === 'rfc3986' || e === 'rfc3987'));
  return applies.length ? { amendments: [...applies] } : undefined;
}

/** What an edition with a choice of amendments read with: "RFC 3986", "RFC 3986 with RFC 6874". */
function readerOf(e: EditionName, options: ParseOptions | undefined): string | undefined {
  if (e !== 'rfc2396' && e !== 'rfc3986' && e !== 'rfc3987') return undefined;
  const name = `RFC ${e.slice(3)}`;
  const with_ = options?.amendments?.map((a) => `RFC ${a.slice(3)}`) ?? [];
  return with_.length ? `${name} with ${with_.join(', ')}` : name;
}

/**
 * With a base: the reading of the resolved target (RFC 1738 has no relative URLs: only an absolute
 * URL has a target), and whether it keeps the base's origin (scheme, host, port) in that edition.
 */
function targetReading(e: EditionName, r: ParseResult, input: string, base: string, paths: Partial<Record<ReadingName, string>>, options: ParseOptions | undefined): AuditReading {
  // (RFC 1630's partial forms have no BNF: a reference with no scheme is resolved by its rules all the same)
  if (!r.ok && !(e === 'rfc1630' && split1630(input).scheme === undefined)) return rfcReading(r);
  let target: string;
  try {
    target = e === 'rfc1738' ? (r.ok && r.uri.form === 'absolute' ? input : '') : resolve(base, input, e, options?.amendments ? { amendments: options.amendments } : undefined);
  } catch (error) {
    return { accepted: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (target === '') return { accepted: false, error: 'RFC 1738 has no relative URLs' };
  const t = parse(target, e, options);
  const b = parse(base, e, options);
  if (!t.ok) return { accepted: true, target };
  paths[e] = rfcCompared(t.uri).path;
  const reading: AuditReading = { accepted: true, ...fromUri(t.uri), target };
  reading.sameOrigin = b.ok ? sameOrigin(reading, { accepted: true, ...fromUri(b.uri) }) : false;
  return reading;
}

function sameOrigin(a: AuditReading, b: AuditReading): boolean {
  return a.scheme === b.scheme && a.canonicalHost === b.canonicalHost && a.port === b.port && a.canonicalHost !== undefined;
}

/** Offsets of the scheme, host, port and path: from the first accepting edition that has them, else from the input's layout, else (the host) from a client reader's. */
function offsets(input: string, results: ReadonlyMap<EditionName, ParseResult>, clients: readonly ClientRead[]): { scheme?: number; host?: number; port?: number; path?: number } {
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
  // a string only curl reads an authority in ("evil.example:80@trusted.example/"): its host
  for (const c of clients) if (c.ok) out.host ??= c.hostOffset;
  return out;
}

/**
 * Sound to allowlist on the host: WHATWG and at least one edition accept, every client reader
 * (python, curl, go …) accepts, every accepting reading has the same scheme, canonical host and
 * port, the host is non-empty and written canonically in every edition that reads it, and no
 * finding is high.
 */
function safeToAllowlist(a: Audit, plain: boolean): boolean {
  const w = a.readings.whatwg as AuditReading | undefined;
  if (!w || !w.accepted || w.canonicalHost === undefined || w.canonicalHost === '') return false;
  if (a.findings.some((f) => f.severity === 'high')) return false;
  // a compatibility form of "@", "#", "/"… before the path shows a reader another host than the one connected to
  if (a.flags.some((f) => f.code === 'lookalike-delimiter')) return false;
  // a program that makes requests and refuses the string reaches no host where WHATWG reaches one
  if ((Object.keys(a.readings) as ReadingName[]).some((n) => clientReader(n) && !a.readings[n].accepted)) return false;
  const accepting = (Object.keys(a.readings) as ReadingName[]).filter((n) => a.readings[n].accepted);
  if (accepting.length < 2) return false;
  for (const n of accepting) {
    const r = a.readings[n];
    if (r.scheme !== w.scheme || r.canonicalHost !== w.canonicalHost || r.port !== w.port) return false;
    // an RFC edition reads the host as written: it must be the canonical text (the client readers are compared as they connect)
    if (plain && n.startsWith('rfc') && r.host !== r.canonicalHost) return false;
  }
  return true;
}

/** The audit of a string longer than AUDIT_MAX_LENGTH: nothing read. */
function tooLong(input: string, base: string | undefined, wanted: readonly ReadingName[]): Audit {
  const error = `not read: longer than ${AUDIT_MAX_LENGTH} characters`;
  const readings = {} as Record<ReadingName, AuditReading>;
  for (const n of wanted) readings[n] = { accepted: false, error };
  return {
    input,
    ...(base !== undefined ? { base } : {}),
    readings,
    divergent: false,
    verdict: 'consistent',
    findings: [{ code: 'too-long', severity: 'high', message: `the input${(base?.length ?? 0) > AUDIT_MAX_LENGTH ? ' or the base' : ''} is ${error.slice(9)}: refuse it` }],
    flags: [],
    safeToAllowlist: false,
  };
}

