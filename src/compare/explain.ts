/**
 * Why editions differ on one string, in words, built only from what the grammars know: the
 * UriSyntaxError of a rejecting edition (offset, innermost rule, section, expected), each edition's
 * character-class rules (`Edition.classes`) applied to the character at the failing offset, each
 * edition's component rules (`Edition.components`) and the spans of its AST, and — where a question
 * can be settled by asking the grammar — a re-parse (the character escaped; the host against the
 * rule of another host kind). Nothing here knows particular inputs.
 */

import type { Component, EditionName, UriReference } from '../model/ast';
import type { ComponentRule, Edition } from '../editions/types';
import { listOr } from '../model/errors';
import type { UriSyntaxError } from '../model/errors';
import { beyondAscii, iriCharacter } from './explain-iri';
import { conversionOf } from './iri';
import type { IriConversion } from './iri';
import { explainHostKind } from './host-kinds';
import { componentAt, componentEndingAt, componentStartingAt, lastComponent, placeOver, spanOf, subtract } from './places';
import { article, charAt, citeIn, classOf, groupBy, label, listAnd, percentEncoded, quote, quoteChar, shortList, rules } from './wording';
import { plainQuoter } from './readings';
import type { Outcome, Quoter, Reading, Span } from './readings';

// ---------------------------------------------------------------------------------------------
// Accept / reject

/**
 * Why some editions reject the input and others accept it: for each rejecting edition, where it
 * stopped, what the character there is in that edition's character classes and which rule was
 * being matched; then what the accepting editions make of the same character.
 */
export function explainAcceptance(
  input: string,
  outcomes: readonly Outcome[],
  quoter = plainQuoter(input),
  conversion = conversionOf(input),
): string {
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
    const view = acceptedView(input, offset, accepting, quoter, conversion);
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
  const own = error.note ?? '';
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
 * Whether percent-encoding the character (here and wherever it occurs later) makes the edition
 * accept the input: the escape, e.g. "%7E", when it does. Asked of the grammar by re-parsing.
 */
function escapeSuffices(input: string, at: number, ch: string, outcome: Outcome): string | undefined {
  const escape = percentEncoded(ch);
  const retry = outcome.edition.accept(input.slice(0, at) + input.slice(at).split(ch).join(escape), outcome.options);
  return retry !== undefined ? escape : undefined;
}

/** What the accepting editions make of the character (or the end of input) at `at`. */
function acceptedView(input: string, at: number, accepting: readonly Reading[], q: Quoter, conversion: () => IriConversion): string | undefined {
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
      if (beyondAscii(ch)) return `${name} ${i === 0 ? 'allows it ' : ''}${iriCharacter(at, ch, r, cls, q, conversion)}`;
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

// The modules this one was split into, re-exported for the callers that import from here.
export type { Outcome, Quoter, Reading, Span } from './readings';
export { plainQuoter } from './readings';
export { sameHostKind } from './host-kinds';
