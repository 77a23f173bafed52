/** The words explanations are made of: labels, quotations, articles and lists. */
import type { Component, UriReference } from '../model/ast';
import type { CharClassInfo, ComponentRule, Edition } from '../editions/types';
import { pctEncodeChar } from '../kit/hex';
import { cite } from '../model/errors';
import type { Quoter, Reading } from './readings';

const LABELS: Partial<Record<Component, string>> = { opaque: 'opaque part' };

export function label(c: Component): string {
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
export const CLASS_CACHE = new WeakMap<Edition, Map<string, CharClassInfo | null>>();

export function citeIn(edition: Edition, section: string): string {
  return cite(section, String(edition.info.rfc));
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): T[][] {
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
export function charAt(input: string, at: number): string {
  return String.fromCodePoint(input.codePointAt(at) as number);
}

/** '~'; control and non-ASCII characters with their code point: U+0009, 'é' (U+00E9) */
export function quoteChar(q: Quoter, at: number, ch: string): string {
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
export function quote(q: Quoter, start: number, end: number): string {
  let text: string;
  if (end - start > QUOTE_MAX) {
    const half = Math.floor(QUOTE_MAX / 2);
    // the input may be an IRI: cut beside a character beyond the BMP, not inside it
    let head = start + half;
    let tail = end - half;
    if (isHighSurrogate(q.text(head - 1, head).charCodeAt(0))) head--;
    if (isHighSurrogate(q.text(tail - 1, tail).charCodeAt(0))) tail++;
    text = `${q.text(start, head)}…${q.text(tail, end)}`;
  } else text = q.text(start, end);
  return `'${text.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)}'`;
}

/** `text` cut to `max` characters with "…" in the middle, never inside a surrogate pair. */
export function shortenMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  let head = Math.ceil((max - 1) / 2);
  let tail = text.length - Math.floor((max - 1) / 2);
  if (isHighSurrogate(text.charCodeAt(head - 1))) head--;
  if (isHighSurrogate(text.charCodeAt(tail - 1))) tail++;
  return `${text.slice(0, head)}…${text.slice(tail)}`;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** The escape of a character, e.g. "%7E" (its UTF-8 octets). */
export const percentEncoded = pctEncodeChar;

export function article(word: string): string {
  // "a ucschar" (RFC 3987 §2.2): said "you-"
  return (/^[aeiouAEIOU]/.test(word) && !/^uc/.test(word)) || /^(IP|ipv)/.test(word) ? 'an' : 'a';
}

export function shortList(items: readonly string[], max = 8): string[] {
  return items.length <= max ? [...items] : [...items.slice(0, max), `${items.length - max} more`];
}

/** "a", "a and b", "a, b and c" */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Longest quotation of input text in an explanation (10 MB inputs make short explanations). */
const QUOTE_MAX = 48;

/**
 * "RFC 2396 §3.2 authority = server | reg_name" for each distinct rule the group assigns `field` by.
 * RFC 3987 §2.2 names its IRI forms of RFC 3986's rules with an "i" (`ipath` for `path`): where both
 * read the same text, the IRI rule is named beside the rule it extends rather than quoted again.
 */
export function rules(group: readonly Reading[], field: Component): string[] {
  const out: string[] = [];
  const texts: string[] = [];
  const names: string[] = [];
  for (const r of group) {
    const rule = ruleFor(r.edition, field, r.uri);
    if (!rule) continue;
    const text = `${citeIn(r.edition, rule.section)} ${rule.definition}`;
    if (texts.includes(text)) continue;
    // the latest rule of that name: RFC 3986's, which RFC 3987 extends, rather than RFC 2396's
    let extended = names.length - 1;
    while (extended >= 0 && rule.rule !== `i${names[extended]}`) extended--;
    if (extended >= 0) {
      out[extended] += ` (${citeIn(r.edition, rule.section)}: \`${rule.rule}\` for IRIs)`;
      continue;
    }
    out.push(text);
    texts.push(text);
    names.push(rule.rule);
  }
  return out;
}

/** Whether `rule` is the component's own name, or its IRI form (RFC 3987 §2.2: `ipath` for the path). */
export function namesComponent(rule: string, c: Component): boolean {
  return rule === c || rule === `i${c}`;
}

/** The rule that produced `field` in this reading: an opaque URI's path comes from its opaque rule. */
export function ruleFor(edition: Edition, field: Component, uri: UriReference): ComponentRule | undefined {
  if (field === 'path' && uri.opaque !== undefined && edition.components.opaque) return edition.components.opaque;
  if (field === 'host' && uri.hostKind !== undefined && edition.hostRules?.[uri.hostKind]) return edition.hostRules[uri.hostKind];
  const bySchemeRule = uri.scheme === undefined ? undefined : edition.schemeRules?.[uri.scheme.toLowerCase()]?.[field];
  if (bySchemeRule) return bySchemeRule;
  return edition.components[field];
}
