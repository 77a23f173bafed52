/**
 * What an accepting edition makes of a character beyond ASCII — only RFC 3987's grammar holds one
 * (`ucschar`, `iprivate`, §2.2): the rule of its character class that derives it (asked of the
 * grammar), the component it is in and that component's rule, and what §3.1's mapping to a URI
 * makes of it (its UTF-8 octets percent-encoded, or the host through IDNA's ToASCII).
 */
import type { Component } from '../model/ast';
import type { CharClassInfo, ComponentRule } from '../editions/types';
import { kindRule } from './host-kinds';
import type { IriConversion } from './iri';
import { componentAt } from './places';
import { plainQuoter } from './readings';
import type { Quoter, Reading } from './readings';
import { article, citeIn, label, percentEncoded, quote, ruleFor, shortenMiddle } from './wording';

/** Whether `ch` (one code point) is beyond ASCII. */
export function beyondAscii(ch: string): boolean {
  return (ch.codePointAt(0) as number) > 0x7f;
}

/**
 * "allows it as a `ucschar` (in `iunreserved`, RFC 3987 §2.2) in the host (`ireg-name`); a URI holds
 * the host as IDNA's ASCII form, 'xn--…' (RFC 3987 §3.1)" — for the character `ch` at `at`, of class
 * `cls`, with the input's `conversion` to a URI.
 */
export function iriCharacter(at: number, ch: string, r: Reading, cls: CharClassInfo, q: Quoter, conversion: () => IriConversion): string {
  const inner = derivingRule(r, cls, ch);
  const what = inner
    ? `${article(inner.rule)} \`${inner.rule}\` (in \`${cls.rule}\`, ${citeIn(r.edition, inner.section)})`
    : `${article(cls.rule)} \`${cls.rule}\` (${citeIn(r.edition, cls.section)})`;
  const component = componentAt(r.uri, at);
  if (component === undefined) return `as ${what}`;
  const rule = componentRule(r, component);
  const place = ` in the ${label(component)}${rule ? ` (\`${rule}\`)` : ''}`;
  // a masked character (a password's) is not spelt out, not even encoded
  const mapping = q.text(at, at + ch.length) === ch ? asUri(conversion(), ch, component, r) : '';
  return `as ${what}${place}${mapping}`;
}

/**
 * The rule named in the class's definition that derives `ch`, when the class is made of rules
 * (`iunreserved = ALPHA / … / ucschar`): its production, asked of the grammar.
 */
function derivingRule(r: Reading, cls: CharClassInfo, ch: string): ComponentRule | undefined {
  const rhs = cls.definition.slice(cls.definition.indexOf('=') + 1).replace(/"[^"]*"|%[xdb][0-9A-Fa-f.-]+/g, ' ');
  for (const name of rhs.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? []) {
    if (name === cls.rule || !r.edition.info.ruleNames.includes(name)) continue;
    if (r.edition.checkRule(name, ch, r.options) === undefined) return r.edition.production(name, r.options);
  }
  return undefined;
}

/** The rule producing `component` in this reading: for the host, the rule of its kind (`ireg-name`). */
function componentRule(r: Reading, component: Component): string | undefined {
  const kind = component === 'host' && r.uri.hostKind !== undefined ? kindRule(r.edition, r.uri.hostKind) : undefined;
  const rule = kind ?? ruleFor(r.edition, component, r.uri)?.rule;
  return rule === component ? undefined : rule;
}

/** "; a URI holds it percent-encoded, '%E4%BE%8B' (RFC 3987 §3.1)", or why the input maps to no URI. */
function asUri(conversion: IriConversion, ch: string, component: Component, r: Reading): string {
  if (!conversion.ok) return `; it maps to no URI: ${shortenMiddle(conversion.error.reason, REASON_MAX)}`;
  const escape = percentEncoded(ch);
  const encoded = `; a URI holds it percent-encoded, '${escape}' (RFC 3987 §3.1)`;
  // §3.1 step 2 percent-encodes every such character; only a domain name's labels may go through ToASCII
  if (component !== 'host') return encoded;
  // every URI is an IRI with the same components (RFC 3987 §2.2), so the same edition reads the mapping
  const host = r.edition.accept(conversion.uri, r.options)?.uri.host;
  if (host === undefined || host.includes(escape)) return encoded;
  return `; a URI holds the host as IDNA's ASCII form, ${quote(plainQuoter(host), 0, host.length)} (RFC 3987 §3.1)`;
}

/** Longest reason quoted from a failed conversion (it may quote a whole label of a 10 MB input). */
const REASON_MAX = 240;
