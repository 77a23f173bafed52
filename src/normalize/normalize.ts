/**
 * Normalization and equivalence, edition by edition: each edition's text decides what may be
 * folded (docs/normalization.md gives the citations).
 *
 *  - rfc3987: §5.3.2 syntax-based normalization, RFC 3986's techniques over IRIs — case of the
 *    scheme and of a US-ASCII-only host, uppercase hex, decoding of percent-encoded iunreserved
 *    characters (./iri.ts), remove_dot_segments — and §5.3.3 scheme-based, as rfc3986. NFC
 *    (§5.3.2.2) only when asked: `nfc: true`.
 *  - rfc3986: §6.2.2 syntax-based (case of scheme and host, uppercase hex in percent-encodings,
 *    decoding of unreserved characters, remove_dot_segments) and §6.2.3 scheme-based (empty or
 *    default port removed, empty path → "/", file's "localhost" → empty host, mailto domains).
 *  - rfc2396: §6 (case of scheme and hostname, default port elided), §2.3 (an escaped unreserved
 *    character means the same as the character), §2.4.1 (hex case). No dot-segment removal: RFC
 *    2396 removes dot-segments only while resolving a relative path (§5.2 step 6).
 *  - rfc1630: "Encoding reserved characters" (an escape of a character that is not reserved means
 *    the same; Example 1), and nothing else: it is silent on host and scheme case, ports and dots.
 *  - rfc1808 / rfc1738: RFC 1738 §2.1 (scheme case), §2.2 (an octet that is not reserved means the
 *    same encoded or not; "abcdef" may be used for hex), §3.1 (host: a domain name), the default
 *    ports and optional "/" of §3.2–§3.11; RFC 1808 §2.1 defers each component to RFC 1738.
 *
 * Normalization works on the AST that parse(input, edition) produces and re-serializes it; an input
 * the edition rejects is that edition's UriSyntaxError, thrown.
 */
import type { EditionName, HostKind, UriReference } from '../model/ast';
import type { ParseOptions } from '../editions/types';
import { DEFAULT_EDITION } from '../editions/registry';
import { parse } from '../parse/parse';
import { serialize } from '../model/serialize';
import { UNRESERVED_OCTETS } from '../encoding/classes';
import { lowercaseOutsideEscapes, normalizeEscapes } from './escapes';
import { isAsciiOnly, iriEscapes, wantsNfc } from './iri';
import type { EscapedPart } from './iri';
import { isDefaultPort, schemeRules } from './schemes';
import { removeDotSegments } from '../resolve/remove-dot-segments';

/**
 * How far up RFC 3986 §6.2's comparison ladder to go: 'string' (§6.2.1: validate only),
 * 'syntax' (§6.2.2), 'scheme' (§6.2.2 and §6.2.3, the default).
 *
 * @example
 * ```ts
 * normalize('HTTP://h:80/', 'rfc3986', { level: 'syntax' }); // 'http://h:80/' (the port is scheme-based normalization)
 * ```
 */
export type NormalizationLevel = 'string' | 'syntax' | 'scheme';

/**
 * Options of normalize(): how far to go (RFC 3986 §6.2.1 string, §6.2.2 syntax, §6.2.3 scheme-based).
 * @example
 * ```ts
 * normalize('HTTP://Example.COM:80/%7euser', 'rfc3986', { level: 'scheme' }); // 'http://example.com/~user'
 * ```
 */
export interface NormalizeOptions extends ParseOptions {
  /** default 'scheme' */
  level?: NormalizationLevel;
  /**
   * rfc3987 only: apply Unicode Normalization Form C (RFC 3987 §5.3.2.2). Default false: "Equivalence
   * of IRIs MUST rely on the assumption that IRIs are appropriately pre-character-normalized rather
   * than apply character normalization when comparing two IRIs" — NFC is for the section's exceptions,
   * an IRI converted "from a non-digital form" or "from a non-UCS-based character encoding" (§3.1
   * step 1 a, b). The input must be an IRI as given; the result is in NFC, at every level. A
   * RangeError for another edition.
   *
   * @example
   * ```ts
   * normalize('http://example.org/re\u0301sume\u0301', 'rfc3987', { nfc: true }); // 'http://example.org/résumé'
   * ```
   */
  nfc?: boolean;
}

/**
 * Options of equivalent(): the normalization both strings go through before they are compared.
 * @example
 * ```ts
 * equivalent('http://a/%7Eb', 'http://a/~b', 'rfc3986', { level: 'syntax' }); // true
 * ```
 */
export interface EquivalenceOptions extends NormalizeOptions {
  /**
   * Leave fragments out of the comparison, as RFC 3986 §6.1 advises "when URIs are compared to
   * select (or avoid) a network action". Default false: "#a" and "#b" differ.
   */
  ignoreFragment?: boolean;
}

/** What each edition's text allows normalization to do. */
interface Policy {
  /** the part's escapes decoded where the edition's text says they mean the same, the others in uppercase hex */
  escapes(text: string, part: EscapedPart): string;
  /** the host kinds whose case is folded */
  hostCase: ReadonlySet<HostKind>;
  /** RFC 3987 §5.3.2.1: case is folded only in a host (and a mailto domain) that is all US-ASCII */
  asciiOnlyCase: boolean;
  /**
   * the host kinds of an authority that is a server (host and port), to which the scheme's default
   * port, "localhost" and empty path apply — not an RFC 2396 reg_name or an RFC 1808 net_loc that
   * is no RFC 1738 login (e.g. "h?q")
   */
  serverKinds: ReadonlySet<HostKind>;
  /** RFC 3986 §6.2.2.3 */
  dotSegments: boolean;
  /** RFC 3986 §3.2.3, §6.2.3: ":" with an empty port is removed, whatever the scheme */
  emptyPort: boolean;
  /** RFC 3986 §6.2.3: "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com" */
  mailtoDomain: boolean;
  /** the scheme is kept as written (RFC 1630: its scheme names are lowercase letters; "HTTP" is another scheme) */
  keepSchemeCase?: true;
}

const POLICIES: Readonly<Record<EditionName, Policy>> = {
  // RFC 1630 "Encoding reserved characters": escapes of characters that are not reserved may be
  // decoded ("the URIs http://info.cern.ch/albert/bertram/marie-claude and …/marie%2Dclaude are
  // identical"); "Before two URIs can be compared, it is therefore necessary to bring them to the
  // same encoding level". It is silent on the case of a host or scheme (its scheme names are
  // lowercase letters, "HTTP" another scheme), on default ports and empty ports (a port is one or
  // more digits), and its "." / ".." removal belongs to the partial forms, not to comparison.
  rfc1630: {
    escapes: unreservedEscapes(UNRESERVED_OCTETS.rfc1630),
    asciiOnlyCase: false,
    hostCase: new Set<HostKind>(),
    serverKinds: new Set<HostKind>(),
    dotSegments: false,
    emptyPort: false,
    mailtoDomain: false,
    keepSchemeCase: true,
  },
  // RFC 3987 §5.3.2: the same techniques as RFC 3986 §6.2.2, over the IRI's components
  rfc3987: {
    escapes: iriEscapes, // §5.3.2.3
    hostCase: new Set<HostKind>(['reg-name', 'ipv4', 'ipv6', 'ipvfuture']),
    asciiOnlyCase: true, // §5.3.2.1
    serverKinds: new Set<HostKind>(['reg-name', 'ipv4', 'ipv6', 'ipvfuture', 'empty']),
    dotSegments: true,
    emptyPort: true,
    mailtoDomain: true,
  },
  rfc3986: {
    escapes: unreservedEscapes(UNRESERVED_OCTETS.rfc3986),
    asciiOnlyCase: false,
    // §6.2.2.1 "the scheme and host are case-insensitive"; §3.2.2 IPv6 hex and IPvFuture too
    hostCase: new Set<HostKind>(['reg-name', 'ipv4', 'ipv6', 'ipvfuture']),
    serverKinds: new Set<HostKind>(['reg-name', 'ipv4', 'ipv6', 'ipvfuture', 'empty']),
    dotSegments: true,
    emptyPort: true,
    mailtoDomain: true,
  },
  rfc2396: {
    escapes: unreservedEscapes(UNRESERVED_OCTETS.rfc2396),
    asciiOnlyCase: false,
    // §6 "the scheme and hostname are case insensitive" (a reg_name authority is not a hostname);
    // RFC 2732 §3 makes an IPv6reference a host
    hostCase: new Set<HostKind>(['hostname', 'ipv4', 'ipv6']),
    serverKinds: new Set<HostKind>(['hostname', 'ipv4', 'ipv6', 'empty']),
    dotSegments: false,
    emptyPort: false,
    mailtoDomain: false,
  },
  rfc1808: {
    escapes: unreservedEscapes(UNRESERVED_OCTETS.rfc1808),
    asciiOnlyCase: false,
    // §2.1 net_loc "as per Section 3.1 of RFC 1738": a host is a domain name (see rfc1738)
    hostCase: new Set<HostKind>(['hostname', 'ipv4']),
    serverKinds: new Set<HostKind>(['hostname', 'ipv4', 'empty']),
    dotSegments: false,
    emptyPort: false,
    mailtoDomain: false,
  },
  rfc1738: {
    escapes: unreservedEscapes(UNRESERVED_OCTETS.rfc1738),
    asciiOnlyCase: false,
    // §3.1: host is "the fully qualified domain name of a network host" in the form of RFC 1034
    // §3.5 — a DNS name, which DNS compares without regard to case (RFC 1034 §3.1)
    hostCase: new Set<HostKind>(['hostname', 'ipv4']),
    serverKinds: new Set<HostKind>(['hostname', 'ipv4', 'empty']),
    dotSegments: false,
    emptyPort: false,
    mailtoDomain: false,
  },
};

/** Escapes of the edition's (ASCII) unreserved characters decoded (./escapes.ts). */
function unreservedEscapes(unreserved: Uint8Array): Policy['escapes'] {
  return (text) => normalizeEscapes(text, unreserved);
}

const LEVELS: readonly NormalizationLevel[] = ['string', 'syntax', 'scheme'];

/**
 * The normal form of `input` under `edition` (default rfc3986). Throws the edition's
 * UriSyntaxError when the edition rejects `input`, a RangeError for an unknown edition or level.
 * Idempotent: normalize(normalize(s)) === normalize(s).
 *
 * @example
 * ```ts
 * normalize('HTTP://Example.COM:80/a/./b/../%7Ec'); // 'http://example.com/a/~c'
 * ```
 */
export function normalize(input: string, edition: EditionName = DEFAULT_EDITION, options: NormalizeOptions = {}): string {
  return serialize(normalizedReference(input, edition, options));
}

/** The normalized components of `input` (in NFC when `options.nfc`: RFC 3987 §5.3.2.2). */
function normalizedReference(input: string, edition: EditionName, options: NormalizeOptions): UriReference {
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  if (!wantsNfc(edition, options.nfc)) return normalizedOnceOrTwice(input, edition, options);
  // RFC 3987 §5.3.2.2: the input must be an IRI as it is given; then its NFC form is normalized. A
  // decoded escape can stand next to what it combines with ("e%CC%81"): the result in NFC is
  // normalized once more (its components are the same: no character that delimits them —
  // ":" "/" "?" "#" "[" "]" "@" — composes with what follows it).
  const given = parse(input, edition, parseOptionsOf(options));
  if (!given.ok) throw given.error;
  const uri = normalizedOnceOrTwice(input.normalize('NFC'), edition, options);
  const text = serialize(uri);
  const nfc = text.normalize('NFC');
  return nfc === text ? uri : normalizedOnceOrTwice(nfc, edition, options);
}

/**
 * The normalized components of `input`. Decoding an authority that was not read as a server can
 * make it one (RFC 2396: reg_name "%70Y" → hostname "pY"; RFC 1808: net_loc "%68:80" → host "h",
 * port "80"), which the host-case and scheme rules then apply to: so such an authority is read once
 * more, from its normalized text.
 */
function normalizedOnceOrTwice(input: string, edition: EditionName, options: NormalizeOptions): UriReference {
  const first = normalizeOnce(input, edition, options);
  return first.again ? normalizeOnce(serialize(first.uri), edition, options).uri : first.uri;
}

/** The options parse() takes, out of normalize()'s and equivalent()'s. */
function parseOptionsOf(options: NormalizeOptions): ParseOptions {
  const { level, nfc, ignoreFragment, ...parseOptions } = options as EquivalenceOptions;
  return parseOptions;
}

/**
 * Whether `a` and `b` are equivalent under `edition`: their normal forms (RFC 3986 §6.2's ladder,
 * up to `options.level`, default 'scheme') are the same string. Throws like normalize. Relative
 * references are compared as they are (§6.1 advises resolving them first: see resolve()).
 *
 * @example
 * ```ts
 * equivalent('http://a/%7Ec', 'http://a/~c'); // true
 * ```
 */
export function equivalent(a: string, b: string, edition: EditionName = DEFAULT_EDITION, options: EquivalenceOptions = {}): boolean {
  const na = normalizedReference(a, edition, options);
  const nb = normalizedReference(b, edition, options);
  if (options.ignoreFragment) {
    na.fragment = undefined;
    nb.fragment = undefined;
  }
  return serialize(na) === serialize(nb);
}

/** The normalized components of `input`, ready for serialize(); `again` when it must be read once more. */
function normalizeOnce(input: string, edition: EditionName, options: NormalizeOptions): { uri: UriReference; again: boolean } {
  const level = options.level ?? 'scheme';
  const parseOptions = parseOptionsOf(options);
  if (!LEVELS.includes(level)) {
    throw new RangeError(`unknown normalization level ${JSON.stringify(level)}; levels are ${LEVELS.join(', ')}`);
  }
  // RFC 1738 §2.1 / §5: "interpreters should use case-ignore" for the scheme — so a normalizer
  // reads "HTTP:" as "http:" unless told otherwise.
  if (edition === 'rfc1738' && parseOptions.caseInsensitiveScheme === undefined) parseOptions.caseInsensitiveScheme = true;
  const result = parse(input, edition, parseOptions);
  if (!result.ok) throw result.error;
  const uri = result.uri;
  if (level === 'string') return { uri: { ...uri }, again: false };
  const policy = POLICIES[edition];
  const esc = (text: string | undefined, part: EscapedPart): string | undefined =>
    text === undefined ? undefined : policy.escapes(text, part);

  const out: UriReference = {
    edition: uri.edition,
    form: uri.form,
    scheme: policy.keepSchemeCase ? uri.scheme : uri.scheme?.toLowerCase(),
    path: esc(uri.path, 'path') as string,
    params: esc(uri.params, 'params'),
    query: esc(uri.query, 'query'),
    fragment: esc(uri.fragment, 'fragment'),
    spans: {},
  };

  // The authority: recomposed from userinfo, host and port when they are what it is made of;
  // otherwise (an RFC 2396 reg_name, an RFC 1808 net_loc that is not a host) only its escapes.
  const userinfo = esc(uri.userinfo, 'userinfo');
  let host: string | undefined;
  let port = uri.port;
  const composed = uri.host !== undefined && uri.authority === composeAuthority(uri.userinfo, uri.host, uri.port);
  if (composed) host = normalizeHost(uri.host as string, uri.hostKind, policy);

  // RFC 3986 §6.2.2.3: remove_dot_segments — where resolution would (§5.2.2: a reference with a
  // scheme or an authority, or an absolute path); a relative-path reference's leading "." and ".."
  // depend on the base it will be resolved against, so it keeps them.
  if (policy.dotSegments && (uri.scheme !== undefined || uri.authority !== undefined || out.path.startsWith('/'))) {
    out.path = removeDotSegments(out.path);
    // Without an authority, a path that now starts with "//" would be read as one ("x:/a/..//b" →
    // "x://b"): RFC 3986 §3.3 "the path cannot begin with two slash characters". "/." keeps it a
    // path, as WHATWG URL's serializer does.
    if (uri.authority === undefined && out.path.startsWith('//')) out.path = '/.' + out.path;
  }

  const server = composed && uri.hostKind !== undefined && policy.serverKinds.has(uri.hostKind);
  // §3.2.3: "normalizers should omit the port component and its ":" delimiter if port is empty"
  if (level === 'scheme' && server && port === '' && policy.emptyPort) port = undefined;
  if (level === 'scheme' && out.scheme !== undefined) {
    const rules = schemeRules(out.scheme);
    if (server && port !== undefined && rules && isDefaultPort(port, rules.defaultPort)) port = undefined;
    if (server && rules?.localHost !== undefined && host === rules.localHost && userinfo === undefined && port === undefined) {
      host = '';
    }
    if (server && rules?.emptyPathIsSlash && out.path === '' && out.params === undefined) out.path = '/';
    if (policy.mailtoDomain && out.scheme === 'mailto') out.path = lowercaseMailDomains(out.path, policy);
  }

  let again = false;
  if (uri.authority !== undefined) {
    out.authority = composed ? composeAuthority(userinfo, host as string, port) : esc(uri.authority, 'authority');
    again = !server && out.authority !== uri.authority && uri.authority.includes('%');
  }
  if (uri.opaque !== undefined) out.opaque = out.path;
  return { uri: out, again };
}

function composeAuthority(userinfo: string | undefined, host: string, port: string | undefined): string {
  return (userinfo !== undefined ? userinfo + '@' : '') + host + (port !== undefined ? ':' + port : '');
}

/** The host with its escapes normalized and, for the kinds the edition folds, its case. */
function normalizeHost(host: string, kind: HostKind | undefined, policy: Policy): string {
  const escaped = policy.escapes(host, 'host');
  if (kind === undefined || !policy.hostCase.has(kind)) return escaped;
  if (policy.asciiOnlyCase && !isAsciiOnly(escaped)) return escaped;
  if (kind === 'ipv6') {
    // RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID — the address is case-insensitive hex,
    // the zone identifier is an interface name (RFC 4007 §11), whose case is kept.
    const zone = escaped.indexOf('%25');
    if (zone >= 0) return escaped.slice(0, zone).toLowerCase() + escaped.slice(zone);
  }
  return lowercaseOutsideEscapes(escaped);
}

/**
 * RFC 3986 §6.2.3: "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com" — the domain
 * after the last "@" of each comma-separated address (RFC 6068 §2: to = addr-spec *("," addr-spec))
 * is case-insensitive; the local part is not. For an IRI, only a domain that is all US-ASCII (RFC 3987
 * §5.3.2.1, as for hosts).
 */
function lowercaseMailDomains(path: string, policy: Policy): string {
  return path
    .split(',')
    .map((address) => {
      const at = address.lastIndexOf('@');
      const domain = address.slice(at + 1);
      if (at < 0 || (policy.asciiOnlyCase && !isAsciiOnly(domain))) return address;
      return address.slice(0, at + 1) + lowercaseOutsideEscapes(domain);
    })
    .join(',');
}
