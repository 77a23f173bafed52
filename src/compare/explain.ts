/**
 * Why editions differ on one string, in words, built only from what the grammars know: the
 * UriSyntaxError of a rejecting edition (offset, innermost rule, section, expected), each edition's
 * character-class rules (`Edition.classes`) applied to the character at the failing offset, each
 * edition's component rules (`Edition.components`) and the spans of its AST, and — where a question
 * can be settled by asking the grammar — a re-parse (the character escaped; the host against the
 * rule of another host kind). Nothing here knows particular inputs.
 */
import type { Component, EditionName, HostKind, UriReference } from '../model/ast';
import type { CharClassInfo, ComponentRule, Edition, ParseOptions, ParseResult } from '../editions/types';
import { cite, listOr } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';

/** [start, end) offsets into the input */
export type Span = readonly [number, number];

/** How explanations quote the input: the CLI masks a password here (RFC 3986 §7.5). */
export interface Quoter {
  /** the text of [start, end) as it may be shown */
  text(start: number, end: number): string;
}

export function plainQuoter(input: string): Quoter {
  return { text: (start, end) => input.slice(start, end) };
}

/** One edition's outcome, as compare() hands it over. */
export interface Outcome {
  edition: Edition;
  options: ParseOptions;
  result: ParseResult;
}

/** One accepting edition's reading of the input. */
export interface Reading {
  edition: Edition;
  options: ParseOptions;
  uri: UriReference;
}

/** Longest quotation of input text in an explanation (10 MB inputs make short explanations). */
const QUOTE_MAX = 48;

// ---------------------------------------------------------------------------------------------
// Accept / reject

/**
 * Why some editions reject the input and others accept it: for each rejecting edition, where it
 * stopped, what the character there is in that edition's character classes and which rule was
 * being matched; then what the accepting editions make of the same character.
 */
export function explainAcceptance(input: string, outcomes: readonly Outcome[], quoter = plainQuoter(input)): string {
  const accepting: Reading[] = [];
  for (const o of outcomes) if (o.result.ok) accepting.push({ edition: o.edition, options: o.options, uri: o.result.uri });
  const byOffset = new Map<number, Outcome[]>();
  for (const o of outcomes) {
    if (o.result.ok) continue;
    const at = o.result.error.offset;
    const group = byOffset.get(at) ?? [];
    group.push(o);
    byOffset.set(at, group);
  }
  const sentences: string[] = [];
  for (const [offset, rejecting] of [...byOffset].sort((a, b) => a[0] - b[0])) {
    // Escaping is advice only for a character the accepting editions read as data: where one of
    // them reads it as a delimiter ("#", "?"), escaping it would change what the reference means.
    const data = offset < input.length && accepting.every((r) => componentAt(r.uri, offset) !== undefined);
    const clauses = rejecting.map((o) => rejection(input, o, quoter, data));
    const view = acceptedView(input, offset, accepting, quoter);
    if (view) clauses.push(view);
    sentences.push(clauses.join('; '));
  }
  return sentences.join('. ');
}

function rejection(input: string, outcome: Outcome, q: Quoter, tryEscape: boolean): string {
  const { edition } = outcome;
  if (outcome.result.ok) throw new Error('not a rejection');
  const error = outcome.result.error;
  const name = edition.info.name;
  const at = error.offset;
  const inRule = error.rule ? `\`${error.rule}\`${error.section ? ` (${citeIn(edition, error.section)})` : ''}` : '';
  const own = ownReason(error);
  const expected = error.expected.length && !own ? `; it expected ${listOr(shortList(error.expected))}` : '';
  const said = own ? ` — ${own}` : '';
  if (at >= input.length) {
    return `${name} rejects at ${at}, the end of the input: ${inRule ? `${inRule} is incomplete` : 'the input is incomplete'}${expected}${said}`;
  }
  const ch = charAt(input, at);
  const shown = quoteChar(q, at, ch);
  const cls = classOf(edition, ch);
  const what = cls
    ? `${shown} is ${article(cls.rule)} \`${cls.rule}\` character (${citeIn(edition, cls.section)})`
    : `${shown} is in none of ${name}'s character classes`;
  const escape = tryEscape ? escapeSuffices(input, at, ch, outcome) : undefined;
  // when escaping settles it, that is the whole story; otherwise the edition's own words (or what
  // its grammar expected) say what the position needs
  if (escape) return `${name} rejects at ${at}: ${what}, which must be escaped (${escape})${inRule ? ` in ${inRule}` : ''}`;
  return `${name} rejects at ${at}: ${what}, not allowed there${inRule ? ` by ${inRule}` : ''}${expected}${said}`;
}

/**
 * The part of a rejection's reason the edition wrote itself, beyond the generic
 * "unexpected … at offset … in … ; expected …" (which the explanation says in its own words).
 */
function ownReason(error: UriSyntaxError): string {
  const name = error.edition;
  const generic = genericReason(error);
  let own: string;
  if (error.reason === generic) return '';
  if (error.reason.startsWith(generic)) own = error.reason.slice(generic.length).replace(/^[.;:,]?\s*/, '');
  else own = error.reason.startsWith(`${name}: `) ? error.reason.slice(name.length + 2) : error.reason;
  return own;
}

/** The reason UriSyntaxError writes when an edition gives none (src/errors.ts describeUnexpected). */
function genericReason(e: UriSyntaxError): string {
  const at = e.offset >= e.input.length ? 'end of input' : JSON.stringify(e.input[e.offset]);
  const rfc = e.section?.startsWith('RFC ') ? '' : String(RFC_NUMBER[e.edition]);
  const where = e.rule ? ` in ${e.rule}${e.section ? ` (${cite(e.section, rfc)})` : ''}` : '';
  const expected = e.expected.length ? `; expected ${listOr(e.expected)}` : '';
  return `${e.edition}: unexpected ${at} at offset ${e.offset}${where}${expected}`;
}

const RFC_NUMBER: Record<EditionName, number> = { rfc1738: 1738, rfc1808: 1808, rfc2396: 2396, rfc3986: 3986 };

/**
 * Whether percent-encoding the character (here and wherever it occurs later) makes the edition
 * accept the input: the escape, e.g. "%7E", when it does. Asked of the grammar by re-parsing.
 */
function escapeSuffices(input: string, at: number, ch: string, outcome: Outcome): string | undefined {
  const escape = percentEncoded(ch);
  const retry = outcome.edition.accept(input.slice(0, at) + input.slice(at).split(ch).join(escape), outcome.options);
  return retry !== undefined ? escape : undefined;
}

/** What the accepting editions make of the character (or the end of input) at `at`. */
function acceptedView(input: string, at: number, accepting: readonly Reading[], q: Quoter): string | undefined {
  if (accepting.length === 0) return undefined;
  if (at >= input.length) {
    const parts = accepting.map((r) => {
      const last = lastComponent(r.uri, input.length);
      return `${r.edition.info.name}${last ? ` (its ${label(last)} ends there)` : ''}`;
    });
    return `${listAnd(parts)} accept${accepting.length === 1 ? 's' : ''} the input ending there`;
  }
  const ch = charAt(input, at);
  return accepting
    .map((r, i) => {
      const cls = classOf(r.edition, ch);
      const place = placeOf(r.uri, at);
      const name = r.edition.info.name;
      if (!cls) return `${name} ${i === 0 ? 'accepts it' : 'too'}${place}`;
      return `${name} ${i === 0 ? 'allows it ' : ''}as \`${cls.rule}\` (${citeIn(r.edition, cls.section)})${place}`;
    })
    .join('; ');
}

/** " in the path", " as the delimiter before its query", … for offset `at` of an accepted input */
function placeOf(uri: UriReference, at: number): string {
  const inside = componentAt(uri, at);
  if (inside) return ` in the ${label(inside)}`;
  // ":" follows the scheme and "@" the userinfo; "?", "#", ";" and ":" (port) precede theirs
  const prev = componentEndingAt(uri, at);
  if (prev === 'scheme' || prev === 'userinfo') return `, as the delimiter after the ${label(prev)}`;
  const next = componentStartingAt(uri, at + 1);
  if (next) return `, as the delimiter before the ${label(next)}`;
  if (prev) return `, as the delimiter after the ${label(prev)}`;
  return '';
}

// ---------------------------------------------------------------------------------------------
// Components

/**
 * Why the editions that accept the input assign different text to `field`: for each distinct
 * value, the editions that give it and the rules (section, definition) that assign it, where those
 * rules stop, and — against the narrowest reading — which text belongs to the component in one
 * edition and where that text goes in the others.
 */
export function explainComponent(
  input: string,
  field: Component | 'hostKind',
  readings: readonly Reading[],
  quoter = plainQuoter(input),
): string {
  if (field === 'hostKind') return explainHostKind(input, readings, quoter);
  const groups = groupBy(readings, (r) => r.uri[field]);
  const present = groups.filter((g) => spanOf(g[0].uri, field) !== undefined);
  // the narrowest reading: the others are described by what they take beyond it
  let reference: Reading[] | undefined;
  for (const g of present) {
    const a = spanOf(g[0].uri, field) as Span;
    const b = reference && (spanOf(reference[0].uri, field) as Span);
    if (!b || a[1] - a[0] < b[1] - b[0]) reference = g;
  }
  const ends = new Set(present.map((g) => (spanOf(g[0].uri, field) as Span)[1]));
  return groups
    .map((group) => {
      const span = spanOf(group[0].uri, field);
      return span
        ? presentClause(input, field, group, span, reference, ends.size > 1, quoter)
        : absentClause(field, group, reference, quoter);
    })
    .join('; ');
}

function presentClause(
  input: string,
  field: Component,
  group: readonly Reading[],
  span: Span,
  reference: readonly Reading[] | undefined,
  endsDiffer: boolean,
  q: Quoter,
): string {
  const names = group.map((r) => r.edition.info.name);
  const one = names.length === 1;
  let clause = `${listAnd(names)} take${one ? 's' : ''} ${quote(q, span[0], span[1])} as the ${label(field)}`;
  const defs = rules(group, field);
  const refSpan = reference && reference !== group ? spanOf(reference[0].uri, field) : undefined;
  let bound = '';
  if (endsDiffer) {
    const single = defs.length <= 1;
    if (span[1] >= input.length) bound = `run${single ? 's' : ''} to the end of the input`;
    else {
      const stop = quoteChar(q, span[1], charAt(input, span[1]));
      bound = refSpan !== undefined && span[1] > refSpan[1] ? `run${single ? 's' : ''} up to ${stop}` : `stop${single ? 's' : ''} at ${stop}`;
    }
  }
  if (defs.length) clause += `: ${listAnd(defs)}${bound ? ` ${bound}` : ''}`;
  else if (bound) clause += `, which ${bound.replace(/^(run|stop)\b/, '$1s')}`;
  if (reference && refSpan) {
    const extra = subtract(span, refSpan);
    if (extra.length) {
      const pieces = extra.map(([s, e]) => quote(q, s, e));
      const where = extra.map(([s, e]) => placeOver(reference[0], s, e)).filter(Boolean);
      clause += `, so ${listAnd(pieces)} belong${pieces.length === 1 ? 's' : ''} to it`;
      if (where.length) clause += ` (in ${listAnd(reference.map((r) => r.edition.info.name))} it is ${where.join('; ')})`;
    }
  }
  return clause;
}

function absentClause(field: Component, group: readonly Reading[], reference: readonly Reading[] | undefined, q: Quoter): string {
  const names = group.map((r) => r.edition.info.name);
  let clause = `${listAnd(names)} ${names.length === 1 ? 'has' : 'have'} no ${label(field)}`;
  const without = group.filter((r) => r.edition.components[field] === undefined).map((r) => `RFC ${r.edition.info.rfc}`);
  if (without.length) clause += ` (${listAnd(without)} ${without.length === 1 ? 'has' : 'have'} no such component)`;
  const refSpan = reference ? spanOf(reference[0].uri, field) : undefined;
  if (refSpan && refSpan[1] > refSpan[0]) {
    const places = new Map<string, EditionName[]>();
    for (const r of group) {
      const where = placeOver(r, refSpan[0], refSpan[1]);
      if (where) places.set(where, [...(places.get(where) ?? []), r.edition.info.name]);
    }
    const parts = [...places].map(([where, eds]) => (places.size > 1 ? `${where} in ${listAnd(eds)}` : where));
    if (parts.length) clause += `: ${quote(q, refSpan[0], refSpan[1])} is ${parts.join(', ')}`;
  }
  return clause;
}

/** "RFC 2396 §3.2 authority = server | reg_name" for each distinct rule the group assigns `field` by */
function rules(group: readonly Reading[], field: Component): string[] {
  const out: string[] = [];
  for (const r of group) {
    const rule = ruleFor(r.edition, field, r.uri);
    if (!rule) continue;
    const text = `${citeIn(r.edition, rule.section)} ${rule.definition}`;
    if (!out.includes(text)) out.push(text);
  }
  return out;
}

/** The rule that produced `field` in this reading: an opaque URI's path comes from its opaque rule. */
function ruleFor(edition: Edition, field: Component, uri: UriReference): ComponentRule | undefined {
  if (field === 'path' && uri.opaque !== undefined && edition.components.opaque) return edition.components.opaque;
  return edition.components[field];
}

// ---------------------------------------------------------------------------------------------
// Host kinds

/** The rules that recognise each host kind, by the spellings the editions' grammars use. */
const KIND_RULES: Record<HostKind, readonly string[]> = {
  ipv6: ['IP-literal', 'IPv6reference'],
  ipvfuture: ['IP-literal'],
  ipv4: ['IPv4address', 'hostnumber'],
  hostname: ['hostname'],
  'reg-name': ['reg-name', 'reg_name'],
  empty: [],
};
/** Most specific first: a reading of a later kind is explained by the earlier kinds it is not. */
const KIND_ORDER = Object.keys(KIND_RULES) as HostKind[];

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
function isName(edition: Edition, k: HostKind | undefined): boolean {
  return k === 'hostname' || (k === 'reg-name' && !hasHostnameRule(edition));
}

/** Whether the edition's grammar has a rule for hostnames (asked once per edition: compare() asks on most inputs). */
function hasHostnameRule(edition: Edition): boolean {
  let has = HOSTNAME_RULE.get(edition);
  if (has === undefined) {
    has = KIND_RULES.hostname.some((n) => edition.info.ruleNames.includes(n));
    HOSTNAME_RULE.set(edition, has);
  }
  return has;
}

const HOSTNAME_RULE = new WeakMap<Edition, boolean>();

/**
 * Why the editions classify the host differently: each edition's host rule, and for a reading of a
 * less specific kind, where this edition's rule for the more specific kind another edition found
 * stops on the host (asked of the grammar itself).
 */
function explainHostKind(input: string, all: readonly Reading[], q: Quoter): string {
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

/** "it is not an `IPv4address`: that rule fails at 15 ('9')" — or undefined if the rule matches. */
function ruleMiss(input: string, reading: Reading, kind: HostKind, span: Span, q: Quoter): string | undefined {
  const name = KIND_RULES[kind].find((n) => reading.edition.info.ruleNames.includes(n));
  if (!name) return `${reading.edition.info.name} has no rule for ${KIND_WORDS[kind]}`;
  let result;
  try {
    result = reading.edition.rule(name, reading.options).parse(input.slice(span[0], span[1]));
  } catch {
    return undefined;
  }
  if (result.status) return undefined;
  const at = span[0] + result.index.offset;
  const where = at >= span[1] ? 'at the end of the host' : `at ${at} (${quoteChar(q, at, charAt(input, at))})`;
  return `it is not ${article(name)} \`${name}\`: that rule fails ${where}`;
}

// ---------------------------------------------------------------------------------------------
// Spans and places

/** Components named in places, innermost first when spans coincide. */
const PLACE_ORDER: readonly Component[] = [
  'userinfo',
  'host',
  'port',
  'authority',
  'params',
  'query',
  'fragment',
  'opaque',
  'path',
  'scheme',
];

function spanOf(uri: UriReference, field: Component): Span | undefined {
  if (uri[field] === undefined) return undefined;
  return uri.spans[field];
}

/** The innermost component whose span holds offset `at`. */
export function componentAt(uri: UriReference, at: number): Component | undefined {
  let best: Component | undefined;
  let size = Infinity;
  for (const c of PLACE_ORDER) {
    const s = uri.spans[c];
    if (!s || at < s[0] || at >= s[1]) continue;
    if (s[1] - s[0] < size) {
      best = c;
      size = s[1] - s[0];
    }
  }
  return best;
}

function componentStartingAt(uri: UriReference, at: number): Component | undefined {
  return PLACE_ORDER.find((c) => uri.spans[c]?.[0] === at);
}

function componentEndingAt(uri: UriReference, at: number): Component | undefined {
  return PLACE_ORDER.find((c) => uri.spans[c]?.[1] === at);
}

function lastComponent(uri: UriReference, end: number): Component | undefined {
  return componentEndingAt(uri, end);
}

/**
 * Where [start, end) lies in a reading: "part of the query", "split over the host (`net_loc`) and the path",
 * "only delimiters" — components named by the edition's own rule where it has another name.
 */
function placeOver(reading: Reading, start: number, end: number): string | undefined {
  const found: Component[] = [];
  const spans = reading.uri.spans;
  for (let at = start; at < end; ) {
    const c = componentAt(reading.uri, at);
    if (c && !found.includes(c)) found.push(c);
    // no span starts or ends before `next`, so the innermost component stays the same until there
    let next = end;
    for (const k of PLACE_ORDER) {
      const s = spans[k];
      if (!s) continue;
      if (s[0] > at && s[0] < next) next = s[0];
      if (s[1] > at && s[1] < next) next = s[1];
    }
    at = next;
  }
  if (found.length === 0) return end > start ? 'only delimiters' : undefined;
  const names = found.map((c) => {
    const rule = reading.edition.components[c]?.rule;
    return `the ${label(c)}${rule && rule !== c && !rule.includes(' ') ? ` (\`${rule}\`)` : ''}`;
  });
  return names.length === 1 ? `part of ${names[0]}` : `split over ${listAnd(names)}`;
}

/** The parts of `a` not covered by `b`. */
function subtract(a: Span, b: Span): Span[] {
  const out: Span[] = [];
  if (a[0] < b[0]) out.push([a[0], Math.min(a[1], b[0])]);
  if (a[1] > b[1]) out.push([Math.max(a[0], b[1]), a[1]]);
  return out.filter(([s, e]) => e > s);
}

// ---------------------------------------------------------------------------------------------
// Words

const LABELS: Partial<Record<Component, string>> = { opaque: 'opaque part' };

function label(c: Component): string {
  return LABELS[c] ?? c;
}

/** The edition's character class holding `ch` (the first in Edition.classes' most-specific-first order). */
export function classOf(edition: Edition, ch: string): CharClassInfo | null {
  let known = CLASS_CACHE.get(edition);
  if (!known) CLASS_CACHE.set(edition, (known = new Map()));
  let cls = known.get(ch);
  if (cls === undefined) {
    cls = edition.classes.find((c) => c.set.has(ch)) ?? null;
    if (known.size < 1024) known.set(ch, cls);
  }
  return cls;
}

/** Each edition's classification of the characters seen so far (CharSet.has builds a regexp). */
const CLASS_CACHE = new WeakMap<Edition, Map<string, CharClassInfo | null>>();

function citeIn(edition: Edition, section: string): string {
  return cite(section, String(edition.info.rfc));
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): T[][] {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const g = map.get(k);
    if (g) g.push(item);
    else map.set(k, [item]);
  }
  return [...map.values()];
}

/** The character (a whole code point) at `at`. */
function charAt(input: string, at: number): string {
  return String.fromCodePoint(input.codePointAt(at) as number);
}

/** '~'; control and non-ASCII characters with their code point: U+0009, 'é' (U+00E9) */
function quoteChar(q: Quoter, at: number, ch: string): string {
  const shown = q.text(at, at + ch.length);
  if (shown !== ch) return 'a character of the password'; // masked (RFC 3986 §7.5)
  const code = ch.codePointAt(0) as number;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code < 0x20 || code === 0x7f) return hex;
  if (code === 0x20) return `' ' (${hex})`;
  if (code > 0x7e) return `'${ch}' (${hex})`;
  return `'${ch}'`;
}

/** 'text', shortened in the middle past QUOTE_MAX characters, control characters escaped. */
function quote(q: Quoter, start: number, end: number): string {
  let text: string;
  if (end - start > QUOTE_MAX) {
    const half = Math.floor(QUOTE_MAX / 2);
    text = `${q.text(start, start + half)}…${q.text(end - half, end)}`;
  } else text = q.text(start, end);
  return `'${text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}'`;
}

const UTF8 = new TextEncoder();

/** UTF-8 percent-encoding of one character, uppercase hex. */
function percentEncoded(ch: string): string {
  let out = '';
  for (const byte of UTF8.encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

function article(word: string): string {
  return /^[aeiouAEIOU]/.test(word) || /^(IP|ipv)/.test(word) ? 'an' : 'a';
}

function shortList(items: readonly string[], max = 8): string[] {
  return items.length <= max ? [...items] : [...items.slice(0, max), `${items.length - max} more`];
}

/** "a", "a and b", "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
