/**
 * Risk flags: the features of a string that parsers are known to read differently (Orange Tsai, "A
 * New Era of SSRF", 2017; Claroty Team82 and Snyk, "Exploiting URL Parsing Confusion", 2022), each
 * with its offset in the input. Found by scanning the input once with the readings' spans; they say
 * what is there, not that a reading goes wrong.
 */
import type { ParseResult } from '../editions/types';
import { isSpecialScheme } from '../whatwg/reading';
import type { RiskFlag } from './types';

/** Schemes that run code, read local files or speak other protocols through a URL fetcher. */
export const DANGEROUS_SCHEMES: readonly string[] = ['javascript', 'data', 'file', 'gopher', 'dict', 'ldap', 'jar', 'netdoc'];

/** Zero-width characters (U+200B–U+200D, U+2060, U+FEFF), the soft hyphen, and bidi controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** Where the scheme, the slashes after it and the authority are in the raw input. */
export interface Layout {
  /** the scheme, lowercased (undefined: none) */
  scheme?: string;
  /** offset just after the scheme's ":" */
  afterScheme: number;
  /** the "/" and "\" run after the scheme (tabs and newlines, which WHATWG removes, skipped) */
  slashes: number;
  /** the authority as a special-scheme WHATWG reading takes it, or as "//" begins it otherwise */
  authority?: readonly [number, number];
}

export function layout(input: string): Layout {
  const lead = /^[\u0000-\u0020]*/.exec(input)?.[0].length ?? 0;
  const m = /^([A-Za-z][A-Za-z0-9+.\-\t\n\r]*):/.exec(input.slice(lead));
  if (!m) return { afterScheme: lead, slashes: 0 };
  const scheme = m[1].replace(/[\t\n\r]/g, '').toLowerCase();
  const afterScheme = lead + m[0].length;
  const special = isSpecialScheme(scheme);
  let at = afterScheme;
  let slashes = 0;
  for (; at < input.length; at++) {
    const c = input[at];
    if (c === '/' || (special && c === '\\')) slashes++;
    else if (c !== '\t' && c !== '\n' && c !== '\r') break;
  }
  if (!special && slashes < 2) return { scheme, afterScheme, slashes };
  if (!special) at = afterScheme + 2;
  const stop = special ? /[/\\?#]/ : /[/?#]/;
  let end = at;
  while (end < input.length && !stop.test(input[end])) end++;
  return { scheme, afterScheme, slashes, authority: [at, end] };
}

/** The risk flags of `input`, in offset order. */
export function riskFlags(input: string, rfc: readonly ParseResult[]): RiskFlag[] {
  const out: RiskFlag[] = [];
  const flag = (code: RiskFlag['code'], offset: number, message: string) => out.push({ code, offset, message });
  const l = layout(input);

  const lead = /^[\u0000-\u0020]+/.exec(input);
  if (lead) flag('leading-c0-or-space', 0, `${lead[0].length} leading C0 control or space character(s): WHATWG strips them, the RFC grammars reject them`);
  const trail = /[\u0000-\u0020]+$/.exec(input);
  if (trail && trail.index > 0) flag('trailing-c0-or-space', trail.index, 'trailing C0 control or space: WHATWG strips it, the RFC grammars reject it');
  for (const m of input.matchAll(/[\t\n\r]/g)) {
    if (lead && m.index < lead[0].length) continue;
    if (trail && m.index >= trail.index) continue;
    flag('tab-or-newline', m.index, `${JSON.stringify(m[0])} inside the input: WHATWG, Python and Node's url.parse remove it, PHP's parse_url makes it "_", the RFC grammars, Go, curl, Ruby and java.net.URI reject it`);
  }
  // other C0 controls and DEL (the first of a run)
  for (const m of input.matchAll(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g)) {
    if (lead && m.index < lead[0].length) continue;
    if (trail && m.index >= trail.index) continue;
    flag('control-character', m.index, `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} inside the input: PHP's parse_url makes it "_", Node's url.parse keeps it in a host, Go, curl (at a NUL: the end of its string) and the RFC grammars reject it`);
  }

  if (l.scheme !== undefined) {
    if (DANGEROUS_SCHEMES.includes(l.scheme)) flag('dangerous-scheme', 0, `the ${l.scheme}: scheme runs code, reads local files or reaches other protocols`);
    const special = isSpecialScheme(l.scheme);
    if (special && l.scheme !== 'file' && l.slashes !== 2) {
      flag('slash-count', l.afterScheme, `${l.slashes} slash(es) after "${l.scheme}:": WHATWG reads a host after any number, the RFCs read a path`);
    }
    if (!special && l.authority) flag('non-special-authority', l.afterScheme, `"${l.scheme}:" is not a special scheme but has an authority: WHATWG reads an opaque host, not a name it looks up`);
  }
  for (const m of input.matchAll(/\\/g)) flag('backslash', m.index, '"\\": WHATWG reads it as "/" in a special URL and Node\'s url.parse before any "?" or "#", the RFCs, Ruby and java.net.URI reject it, other parsers keep it');

  if (l.authority) authorityFlags(input, l.authority, flag);
  delimiterFlags(input, rfc, flag);

  lookalikeFlags(input, l, flag);
  for (const m of input.matchAll(INVISIBLE)) {
    flag('invisible-character', m.index, `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is invisible (zero-width, soft hyphen or bidi control)`);
  }
  for (const m of input.matchAll(/%25[0-9A-Fa-f]{2}/g)) flag('double-encoding', m.index, `"${m[0]}" is percent-encoding percent-encoded: one decoding step more gives "%${m[0].slice(3)}"`);
  return out.sort((a, b) => a.offset - b.offset);
}

type Flag = (code: RiskFlag['code'], offset: number, message: string) => void;

/**
 * The characters whose compatibility form (NFKC, which IDNA's mapping applies) is or holds "@", "#",
 * "/", "?", "\" or ":": the fullwidth forms (U+FF20, U+FF03, U+FF0F, U+FF1F, U+FF3C, U+FF1A), the
 * small forms (U+FE6B, U+FE5F, U+FE56, U+FE68, U+FE55), the vertical forms (U+FE13, U+FE16), and
 * U+2047–U+2049, U+2100, U+2101, U+2105, U+2106, U+2A74 — every code point beyond ASCII with such a
 * form (Unicode 15.1).
 */
const LOOKALIKE = /[\u2047-\u2049\u2100\u2101\u2105\u2106\u2a74\ufe13\ufe16\ufe55\ufe56\ufe5f\ufe68\ufe6b\uff03\uff0f\uff1a\uff1f\uff20\uff3c]/g;

/**
 * A compatibility form of a delimiter before the path: "https://trusted.example＃@evil.example"
 * shows trusted.example first, while WHATWG and curl take everything up to the "@" as the userinfo
 * and connect to evil.example (the mapping to "#" happens only to the host, after the split).
 */
function lookalikeFlags(input: string, l: Layout, flag: Flag): void {
  let end = l.authority?.[1];
  if (end === undefined) {
    const stop = /[/?#\\]/.exec(input.slice(l.afterScheme));
    end = stop ? l.afterScheme + stop.index : input.length;
  }
  LOOKALIKE.lastIndex = 0;
  for (let m = LOOKALIKE.exec(input); m && m.index < end; m = LOOKALIKE.exec(input)) {
    const code = `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    flag('lookalike-delimiter', m.index, `"${m[0]}" (${code}) looks like "${m[0].normalize('NFKC')}" before the path: a reader sees the host end there; parsers split on the ASCII delimiters only, and IDNA maps it afterwards`);
  }
}

/** Userinfo, and a host with percent-encoding or characters IDNA maps. */
function authorityFlags(input: string, [start, end]: readonly [number, number], flag: Flag): void {
  const text = input.slice(start, end);
  const at = text.lastIndexOf('@');
  if (at >= 0) {
    const before = text.slice(0, at);
    const user = before.split(':')[0];
    flag('userinfo', start, 'userinfo before "@": the host is what follows the last "@", not what a reader sees first');
    if (/^[^@]*[A-Za-z0-9-]\.[A-Za-z0-9.-]*[A-Za-z0-9]$/.test(user) || /^\d+(\.\d+){3}$/.test(user)) {
      flag('userinfo-host-like', start, `"${user}" before "@" looks like a host: readers and parsers that split at another "@" or stop at "\\", "#" or "?" connect elsewhere`);
    }
  }
  const hostStart = start + at + 1;
  const host = input.slice(hostStart, end);
  const pct = host.indexOf('%');
  if (pct >= 0) flag('percent-encoded-host', hostStart + pct, 'percent-encoding in the host: WHATWG decodes it before reading the name, a filter comparing text does not');
  const wide = /[^\x00-\x7f]/.exec(host);
  if (wide) flag('idna-mapped', hostStart + wide.index, `non-ASCII in the host: IDNA maps it (full-width forms, "。" as ".", case) before the name is looked up`);
}

/** "#" or "?" inside what one reading calls the authority (RFC 1808's net_loc holds "?"). */
function delimiterFlags(input: string, rfc: readonly ParseResult[], flag: Flag): void {
  const seen = new Set<number>();
  for (const r of rfc) {
    const span = r.ok ? r.uri.spans.authority : undefined;
    if (!span) continue;
    for (let i = span[0]; i < span[1]; i++) {
      if ((input[i] === '#' || input[i] === '?') && !seen.has(i)) {
        seen.add(i);
        flag('delimiter-in-authority', i, `"${input[i]}" inside what ${r.edition} calls the authority: other readings end the authority there`);
      }
    }
  }
}
