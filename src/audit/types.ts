/** audit()'s result: plain, JSON-serialisable data, no per-segment objects. */
import type { EditionName } from '../model/ast';
import type { Amendment } from '../model/ast';
import { CLIENT_READERS } from '../readers/registry';
import type { ClientName, ClientVersions } from '../readers/registry';

/** The readings an audit compares: each RFC edition, the URL Standard's (the runtime's URL), and
 * the parsers that make requests, one per reader of the registry (src/readers/registry.ts):
 * CPython's urllib.parse.urlsplit (`python`), curl's (`curl`) …
 *
 * @example
 * ```ts
 * Object.keys(audit('http://h/').readings); // ['rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', 'python', 'curl']
 * ```
 */
export type ReadingName = EditionName | 'whatwg' | ClientName;

/**
 * Every reading, in the order an audit reports them (`rfc1630` only when `readings` names it: RFC
 * 1630 reads every scheme but its own eleven, https among them, as a path with no host).
 * @example
 * ```ts
 * READING_NAMES.includes('curl'); // true
 * ```
 */
export const READING_NAMES: readonly ReadingName[] = ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987', 'whatwg', ...CLIENT_READERS.map((r) => r.name)];

/**
 * What each reading is, in READING_NAMES order: a label for a checkbox or a column, for a client
 * reader the program it models in its default version (`reader`) and the versions it may be asked
 * for (the option of its name), and whether it is read against a base.
 *
 * @example
 * ```ts
 * READERS.find((r) => r.name === 'python')?.versions; // ['3.12.8', '3.12.9']
 * ```
 */
export interface ReaderInfo {
  name: ReadingName;
  label: string;
  /** the program and version a client reading models by default ("CPython 3.12.8 urllib.parse.urlsplit") */
  reader?: string;
  /** the versions a client reading may be asked for, the default first */
  versions?: readonly string[];
  /** whether audit() reads it with a base */
  withBase: boolean;
}

/**
 * Every reading audit() can report, described (the registry the CLI's `--readers` and the
 * playground's checkboxes list).
 * @example
 * ```ts
 * READERS.map((r) => r.label); // ['RFC 1738', …, 'WHATWG', 'Python urlsplit', 'curl', …]
 * ```
 */
export const READERS: readonly ReaderInfo[] = READING_NAMES.map((name): ReaderInfo => {
  const client = CLIENT_READERS.find((r) => r.name === name);
  if (client) return { name, label: client.label, reader: client.describe(client.versions[0] as never), versions: client.versions, withBase: client.withBase };
  return { name, label: name === 'whatwg' ? 'WHATWG' : `RFC ${name.slice(3)}`, withBase: true };
});

/** What a host is to a connection: a DNS name, an IP address, an opaque host (no lookup), or empty.
 *
 * @example
 * ```ts
 * audit('http://[::1]/').readings.rfc3986.hostType; // 'ipv6'
 * ```
 */
export type AuditHostType = 'dns' | 'ipv4' | 'ipv6' | 'opaque' | 'empty';

/**
 * Where an address leads (IANA special-purpose registries, RFC 6890): loopback (127/8, ::1, and the
 * name "localhost", RFC 6761), private (RFC 1918: 10/8, 172.16/12, 192.168/16), shared
 * (RFC 6598: 100.64/10), link-local (169.254/16, fe80::/10), cloud-metadata (169.254.169.254 and
 * fd00:ec2::254), unspecified (0.0.0.0, ::), this-network (0/8), unique-local (fc00::/7),
 * multicast, broadcast, reserved (240/4), ipv4-mapped (::ffff:0:0/96, with the mapped address's own
 * destinations), public; dns-name: a name, which can resolve anywhere.
 *
 * @example
 * ```ts
 * audit('http://169.254.169.254/').readings.rfc3986.destinations; // ['link-local', 'cloud-metadata']
 * ```
 */
export type Destination =
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'cloud-metadata'
  | 'unspecified'
  | 'this-network'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'ipv4-mapped'
  | 'public'
  | 'dns-name';

/** One reading of the input: whether it is accepted, and where it connects.
 *
 * @example
 * ```ts
 * audit('http://0x7f.1/').readings.whatwg; // { accepted: true, scheme: 'http', host: '127.0.0.1', hostType: 'ipv4', address: '127.0.0.1', destinations: ['loopback'], port: 80, … }
 * ```
 */
export interface AuditReading {
  accepted: boolean;
  /**
   * which specification or program, in which version, read it — for the readings that have a
   * choice: rfc2396, rfc3986 and rfc3987 (with or without an amendment), and every client reader (python, curl, go …)
   */
  reader?: string;
  /** why the reading does not accept it */
  error?: string;
  /** lowercase */
  scheme?: string;
  /** the host as this reading has it: as written (RFC editions), serialised (WHATWG) */
  host?: string;
  hostType?: AuditHostType;
  /** the host percent-decoded, lowercased and converted to ASCII (UTS #46); IPv6 compressed */
  canonicalHost?: string;
  /** the IP address the host denotes, numeric forms included ("0x7f.1" → 127.0.0.1; IPv6 in brackets) */
  address?: string;
  destinations?: Destination[];
  /** the effective port: as written, or the scheme's default */
  port?: number;
  /** whether the port is a 16-bit unsigned integer (0–65535) */
  portInRange?: boolean;
  /** with a base: the resolved target of this reading, and whether it has the base's origin */
  target?: string;
  sameOrigin?: boolean;
}

/**
 * How much a finding matters: `high` (readings reach different destinations), `medium`, `info`.
 * @example
 * ```ts
 * audit('http://a@b@c/').findings.some((f) => f.severity === 'high');
 * ```
 */
export type Severity = 'high' | 'medium' | 'info';

/**
 * The kind of a Finding, a stable code to match on.
 * @example
 * ```ts
 * audit('http://a@b@c/').findings.map((f) => f.code);
 * ```
 */
export type FindingCode =
  | 'acceptance-divergence'
  | 'scheme-divergence'
  | 'host-divergence'
  | 'port-divergence'
  | 'path-divergence'
  | 'target-divergence'
  | 'port-out-of-range'
  | 'client-only-host'
  | 'too-long'
  /** the scheme's current specification (RFC 9110 for http) rejects what a generic edition accepts */
  | 'scheme-rejection'
  /** the scheme's current specification deprecates a part of it (RFC 9110 §4.2.4: the userinfo) */
  | 'scheme-deprecation';

/** Where the readings disagree (or what keeps the input from being read).
 *
 * @example
 * ```ts
 * audit('http://0x7f.1/').findings.map((f) => `${f.severity} ${f.code}`); // ['info acceptance-divergence', 'high host-divergence']
 * ```
 */
export interface Finding {
  code: FindingCode;
  severity: Severity;
  component?: 'scheme' | 'host' | 'port' | 'path' | 'target';
  /** offset in the input of the text concerned */
  offset?: number;
  /** the readings that disagree with the others (for acceptance: those that reject) */
  readings?: ReadingName[];
  message: string;
}

/**
 * The kind of a RiskFlag: a feature of the string that parsers are known to read differently.
 * @example
 * ```ts
 * for (const flag of audit(untrusted).flags) console.log(flag.code, flag.offset, flag.message);
 * ```
 */
export type RiskFlagCode =
  | 'userinfo'
  | 'userinfo-host-like'
  | 'backslash'
  | 'tab-or-newline'
  /** a C0 control other than tab, LF, CR (or DEL) inside the input: PHP's parse_url replaces it by "_" */
  | 'control-character'
  | 'leading-c0-or-space'
  | 'trailing-c0-or-space'
  | 'percent-encoded-host'
  | 'idna-mapped'
  | 'invisible-character'
  | 'slash-count'
  | 'dangerous-scheme'
  | 'non-special-authority'
  | 'delimiter-in-authority'
  | 'double-encoding'
  | 'lookalike-delimiter';

/** Something in the input that parsers are known to read differently, with where it is.
 *
 * @example
 * ```ts
 * audit('http://evil.example\\@good.example/').flags.map((f) => f.code); // includes 'backslash'
 * ```
 */
export interface RiskFlag {
  code: RiskFlagCode;
  offset: number;
  message: string;
}

/**
 * An audit's verdict: `divergent` (exit 1 in the CLI), `rejected-by-some`, `consistent` (exit 0).
 * @example
 * ```ts
 * audit('http://trusted.example@evil.example/').verdict; // 'rejected-by-some': RFC 1738 rejects it, every other reading goes to evil.example
 * ```
 */
export type AuditVerdict = 'divergent' | 'rejected-by-some' | 'consistent';

/**
 * What audit() returns: every reading of the string, the findings where they disagree, and risk flags.
 * @example
 * ```ts
 * const a: Audit = audit('http://example.com\\@evil.test/');
 * a.findings.length > 0; // true: the editions and the URL Standard disagree on the host
 * ```
 */
export interface Audit<R extends ReadingName = ReadingName> {
  input: string;
  base?: string;
  /** the readings asked for (all by default; with a base, the client readers are not read: see AuditOptions) */
  readings: Record<R, AuditReading>;
  /**
   * whether readings that accept the string disagree on where it leads: scheme, host (a userinfo
   * read as the host included), port (or, with a base, the target's origin), or a client connects
   * where the validating readings refuse. A rejection by some readings alone is not divergent
   * (`verdict: 'rejected-by-some'`).
   */
  divergent: boolean;
  /**
   * what a filter must fear, in one word: `divergent` (as `divergent`), `rejected-by-some` (some
   * readings reject it and every reading that accepts it leads to the same place: history, not a
   * danger), `consistent` (every reading accepts it and they agree, or every reading rejects it)
   */
  verdict: AuditVerdict;
  findings: Finding[];
  flags: RiskFlag[];
  /**
   * true only when every accepting reading (WHATWG among them) gives the same scheme, host and port,
   * the host is written canonically, and no high-severity finding applies
   */
  safeToAllowlist: boolean;
  /** the string to pass on downstream: parsed once, serialised by WHATWG (absent when WHATWG fails) */
  canonical?: string;
}

/**
 * Options of audit(): a base to resolve a relative reference against, the readings to compare, the
 * amendments of the editions, and for each client reader the version it reads as, under its name
 * (`python: '3.12.9'`; `go: '1.19.8'` …: the versions each reader offers are in `READERS`).
 * @example
 * ```ts
 * audit('//evil.test/x', { base: 'https://example.com/' });
 * audit('http://[::1]evil.example/', { python: '3.12.9' });
 * ```
 */
export interface AuditOptions<R extends ReadingName = ReadingName> extends ClientVersions {
  /**
   * open-redirect mode: resolve the input against this base in every reading. Python's urljoin and
   * curl's redirect resolution (nor any client reader's) are not modelled: with a base, the client readers are left out.
   */
  base?: string;
  /** the readings to report and compare (default: all) */
  readings?: readonly R[];
  /**
   * amendments, as parse() takes them, for the editions they apply to: 'rfc6874' (zone identifiers
   * in IPv6 literals) for rfc3986 and rfc3987, 'rfc2732' for rfc2396; each reading names in `reader`
   * what it used
   */
  amendments?: readonly Amendment[];
}
