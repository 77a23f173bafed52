/**
 * Why the WHATWG reading differs from an RFC edition's, in words: what the URL Standard's parser
 * does that the edition's grammar does not — strip and remove characters, read "\" as "/", skip
 * slashes, percent-decode and map the host, read a number as an IPv4 address, drop the default port,
 * remove dot segments, percent-encode — each named with the standard's section and, where it is a
 * step of the basic URL parser, its state. Every reason is a check on the input and the readings;
 * nothing here knows particular inputs.
 */
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import type { WhatwgResult, WhatwgUrl } from '../whatwg/reading';
import { isSpecialScheme } from '../whatwg/reading';
import { FORBIDDEN_DOMAIN, endsInNumber, ipv4Address, isDottedQuad, lenientDecode } from '../whatwg/host';
import { listAnd } from './wording';
import { plainQuoter } from './readings';
import type { Quoter } from './readings';
import type { WhatwgField } from '../whatwg/values';
import { whatwgShown } from '../whatwg/values';

/** A citation of the URL Standard: its section number and title, and the parser state if any. */
function std(section: string, state?: string): string {
  return `URL Standard §${section}${state ? `, ${state}` : ''}`;
}

const PARSING = '4.4 URL parsing';
const HOST_PARSING = '3.5 Host parsing';

/** One edition's outcome as the WHATWG explanations see it. */
export interface RfcOutcome {
  name: EditionName;
  result: ParseResult;
}

/** What the input looks like to the URL Standard's parser, before it starts its state machine. */
interface Shape {
  input: string;
  /** the scheme (lowercased) if the input starts with one once stripped */
  scheme?: string;
  special: boolean;
  /** the text after "scheme:" once stripped and without tabs and newlines */
  rest: string;
}

function shape(input: string): Shape {
  const cleaned = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned);
  const scheme = m?.[1].toLowerCase();
  return { input, scheme, special: scheme !== undefined && isSpecialScheme(scheme), rest: m ? cleaned.slice(m[0].length) : cleaned };
}

/** The authority text the WHATWG parser reads for a special URL: after any "/" and "\" up to the next "/", "\", "?" or "#". */
function specialAuthority(s: Shape): string {
  const start = /^[/\\]*/.exec(s.rest)?.[0].length ?? 0;
  const end = s.rest.slice(start).search(/[/\\?#]/);
  return end < 0 ? s.rest.slice(start) : s.rest.slice(start, start + end);
}

// ---------------------------------------------------------------------------------------------
// The reasons, each a check and a sentence

/** What the parser does to the whole input before parsing (basic URL parser, steps 1–3). */
function inputReasons(s: Shape): string[] {
  const out: string[] = [];
  if (/^[\u0000-\u0020]|[\u0000-\u0020]$/.test(s.input)) {
    out.push(`WHATWG strips leading and trailing C0 controls and spaces (${std(PARSING, 'basic URL parser step 1')})`);
  }
  if (/[\t\n\r]/.test(s.input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, ''))) {
    out.push(`WHATWG removes every ASCII tab and newline, wherever it is (${std(PARSING, 'basic URL parser step 3')})`);
  }
  return out;
}

/** How a special URL's authority is found: "\" as "/", any number of slashes. */
function slashReasons(s: Shape): string[] {
  if (!s.special) return [];
  const out: string[] = [];
  const slashes = /^[/\\]*/.exec(s.rest)?.[0] ?? '';
  if (s.scheme !== 'file' && slashes !== '//') {
    out.push(
      `in a special URL (${s.scheme}) WHATWG skips any number of "/" and "\\" after the scheme — ${slashes.length === 0 ? 'none' : slashes.length} here — and reads the host after them (${std(PARSING, 'special authority slashes state and special authority ignore slashes state')})`,
    );
  }
  if (s.rest.includes('\\')) out.push(`in a special URL WHATWG reads "\\" as "/" (${std(PARSING, 'authority, host, path and relative slash states')})`);
  return out;
}

/** How the host of a special URL is read: the last "@", percent-decoding, IDNA, IPv4 numbers. */
function hostReasons(s: Shape, url: WhatwgUrl | undefined): string[] {
  if (!s.special) return [];
  const out: string[] = [];
  const authority = specialAuthority(s);
  const at = authority.lastIndexOf('@');
  if (authority.indexOf('@') !== at) {
    out.push(`WHATWG takes the userinfo up to the last "@" of the authority, encoding the earlier ones as %40 (${std(PARSING, 'authority state')})`);
  }
  const hostPort = authority.slice(at + 1);
  const written = hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : hostPort.replace(/:[^:]*$/, '');
  const decoded = lenientDecode(written);
  if (decoded !== written) out.push(`WHATWG percent-decodes the host before reading it (${std(HOST_PARSING, 'host parser step 5')})`);
  if (/[^\x00-\x7f]/.test(decoded) || /xn--/i.test(decoded)) {
    out.push(`WHATWG maps the host with UTS #46 (case, full-width forms, "。" as ".", ignored characters such as the soft hyphen) and converts it to ASCII (${std('3.3 IDNA', 'domain to ASCII')})`);
  }
  if (url?.hostType === 'ipv4' && !isDottedQuad(decoded.toLowerCase().replace(/\.$/, ''))) {
    out.push(`WHATWG reads a host that ends in a number as an IPv4 address — hexadecimal ("0x"), octal (a leading "0"), fewer than four parts, a single 32-bit number — and writes it as four decimal numbers (${std(HOST_PARSING, 'ends in a number checker and IPv4 parser')})`);
  }
  return out;
}

/** The port: the scheme's default dropped, the range. */
function portReasons(s: Shape, url: WhatwgUrl | undefined): string[] {
  const m = /:(\d+)$/.exec(s.special ? specialAuthority(s) : '');
  if (!m) return [];
  const port = Number(m[1]);
  if (port > 65535) return [`WHATWG fails on a port above 65535 (${std(PARSING, 'port state')})`];
  if (url && url.port === undefined) return [`WHATWG drops the port that is the scheme's default (${std(PARSING, 'port state')})`];
  return [];
}

/** The text after a special URL's authority (the path, query and fragment); all of it otherwise. */
function afterAuthority(s: Shape): string {
  if (!s.special) return s.rest;
  const slashes = /^[/\\]*/.exec(s.rest)?.[0].length ?? 0;
  return s.rest.slice(slashes + specialAuthority(s).length);
}

/** Dot segments and percent-encoding in the path, query and fragment. */
function pathReasons(s: Shape, field: WhatwgField | 'accepted'): string[] {
  const out: string[] = [];
  const rest = field === 'userinfo' ? s.rest : afterAuthority(s);
  if (field === 'path' && /(^|[/\\])(\.|%2e){1,2}(?=$|[/\\?#])/i.test(rest)) {
    out.push(`WHATWG removes "." and ".." segments, and reads "%2e" as "." in them (${std(PARSING, 'path state')}; ${std('4.1 URL representation', 'single-dot and double-dot URL path segments')})`);
  }
  if (/[\u0000-\u0020"<>`{}|^\u007f-\uffff]/.test(rest.replace(/\\/g, ''))) {
    out.push(`WHATWG percent-encodes the characters the RFCs do not allow there instead of failing (${std('1.3 Percent-encoded bytes', 'the path, query, fragment and userinfo percent-encode sets')})`);
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(rest)) out.push('WHATWG keeps a "%" that starts no percent-encoded byte as it is (a validation error, not a failure)');
  return out;
}

/** Why the WHATWG parser returns failure where an edition accepts. */
function failureReasons(s: Shape): string[] {
  if (s.scheme === undefined) {
    return [`without a scheme the input is a relative reference, and WHATWG fails on it without a base URL (${std(PARSING, 'no scheme state')})`];
  }
  const out = portReasons(s, undefined);
  if (!s.special) return out.length ? out : ['the URL Standard\'s parser returns failure'];
  const authority = specialAuthority(s);
  const host = authority.slice(authority.lastIndexOf('@') + 1).replace(/:\d*$/, '');
  const decoded = lenientDecode(host);
  if (host === '' && s.scheme !== 'file') out.push(`a special URL needs a host (${std(PARSING, 'host state')})`);
  else if (host.startsWith('[')) out.push(`WHATWG fails on an IPv6 address its IPv6 parser does not read (${std(HOST_PARSING, 'IPv6 parser')})`);
  else if (FORBIDDEN_DOMAIN.test(decoded)) {
    out.push(`the host${decoded !== host ? ', once percent-decoded,' : ''} holds a forbidden domain code point (${std('3.2 Host miscellaneous')})`);
  } else if (endsInNumber(decoded) && ipv4Address(decoded.toLowerCase()) === undefined) {
    out.push(`the host ends in a number, so WHATWG reads it as an IPv4 address, and it is not a valid one (${std(HOST_PARSING, 'IPv4 parser')})`);
  } else if (/[^\x00-\x7f]/.test(decoded) || /xn--/i.test(decoded)) {
    out.push(`converting the host to ASCII fails (${std('3.3 IDNA', 'domain to ASCII')})`);
  }
  return out.length ? out : ["the URL Standard's parser returns failure"];
}

// ---------------------------------------------------------------------------------------------
// Explanations

/**
 * Why WHATWG accepts what some editions reject, or rejects what some accept: the editions on each
 * side, then what the URL Standard's parser does that the grammars do not.
 */
export function explainWhatwgAcceptance(input: string, outcomes: readonly RfcOutcome[], whatwg: WhatwgResult): string {
  const s = shape(input);
  const rejecting = outcomes.filter((o) => !o.result.ok).map((o) => o.name);
  const accepting = outcomes.filter((o) => o.result.ok).map((o) => o.name);
  if (whatwg.ok) {
    const url = whatwg.url;
    const reasons = [...inputReasons(s), ...slashReasons(s), ...hostReasons(s, url), ...pathReasons(s, 'accepted')];
    const head = `WHATWG accepts what ${listAnd(rejecting)} reject${rejecting.length === 1 ? 's' : ''}`;
    if (reasons.length) return `${head}: ${reasons.join('; ')}`;
    if (accepting.length) return `WHATWG accepts it, as ${listAnd(accepting)} ${accepting.length === 1 ? 'does' : 'do'}`;
    return `${head}: its parser reports most departures from the URL syntax as validation errors, which are not failures (URL Standard §1.1 Writing)`;
  }
  return `WHATWG rejects what ${listAnd(accepting)} accept${accepting.length === 1 ? 's' : ''}: ${failureReasons(s).join('; ')}`;
}

/**
 * Why WHATWG's value of `field` differs from the value of the editions in `differing`: both values,
 * then the reasons that bear on that component.
 */
export function explainWhatwgComponent(
  input: string,
  field: WhatwgField,
  differing: readonly { name: EditionName; uri: UriReference }[],
  url: WhatwgUrl,
  quoter: Quoter = plainQuoter(input),
): string {
  const s = shape(input);
  const ours = whatwgShown(url, field);
  const theirs = new Map<string, EditionName[]>();
  for (const d of differing) {
    const v = shownRfc(d.uri, field, quoter);
    theirs.set(v, [...(theirs.get(v) ?? []), d.name]);
  }
  const others = [...theirs].map(([v, names]) => `${listAnd(names)} ${names.length === 1 ? 'reads' : 'read'} ${v}`);
  const whatwgValue = field === 'userinfo' && url.password ? `'${url.username}:***'` : value(ours);
  let clause = `WHATWG reads ${whatwgValue} as the ${field}${field === 'host' && url.hostType ? ` (${HOST_TYPE_WORDS[url.hostType]})` : ''} where ${others.join(', ')}`;
  const reasons = reasonsFor(field, s, url);
  if (reasons.length) clause += `: ${reasons.join('; ')}`;
  return clause;
}

const HOST_TYPE_WORDS: Record<NonNullable<WhatwgUrl['hostType']>, string> = {
  domain: 'a domain',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  opaque: 'an opaque host',
  empty: 'an empty host',
};

function reasonsFor(field: WhatwgField, s: Shape, url: WhatwgUrl): string[] {
  switch (field) {
    case 'scheme':
      return inputReasons(s);
    case 'userinfo':
      return [...slashReasons(s), ...hostReasons(s, url).filter((r) => r.includes('"@"')), ...pathReasons(s, field)];
    case 'host':
      return [...inputReasons(s), ...slashReasons(s), ...hostReasons(s, url)];
    case 'port':
      return [...slashReasons(s), ...portReasons(s, url)];
    default:
      return [...inputReasons(s), ...slashReasons(s), ...pathReasons(s, field)];
  }
}

/** An RFC reading's text of a component, quoted through the Quoter (passwords masked). */
function shownRfc(uri: UriReference, field: WhatwgField, q: Quoter): string {
  const span = uri.spans[field];
  let text = uri[field];
  if (field === 'path' && uri.params !== undefined) text = `${uri.path};${uri.params}`;
  else if (span && text !== undefined) text = q.text(span[0], span[1]);
  if (field === 'host' && text === '') return "'' (an empty host)";
  return value(text);
}

function value(text: string | undefined): string {
  if (text === undefined) return 'none';
  const shown = text.length > 48 ? `${text.slice(0, 24)}…${text.slice(-24)}` : text;
  return `'${shown.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}'`;
}
