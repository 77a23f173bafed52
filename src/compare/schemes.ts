/**
 * compare()'s scheme readings: the input read under every specification of its scheme (RFC 1738
 * §3.3 → RFC 2616 → RFC 7230 → RFC 9110 for http; RFC 1738 §3.5 → RFC 2368 → RFC 6068 for
 * mailto), beside the generic editions, with the differences between the eras explained from the
 * specifications' own rules and errors. Kept apart from compare.ts: compare() only asks for it.
 */
import { schemeOf } from '../editions/schemes/define';
import { specsOf } from '../editions/schemes/registry';
import type { SchemeComponent, SchemeFieldValue, SchemeParseResult, SchemeSpec, SchemeSpecName } from '../editions/schemes/types';
import { cite, listOr } from '../model/errors';
import { defineLazy } from '../model/lazy';

/**
 * What a scheme difference is about: acceptance, or a component the eras share (its field names
 * differ from era to era: RFC 1738's hpath is RFC 9110's path-abempty without its "/").
 *
 * @example
 * ```ts
 * compare('http:///a').schemes?.differences.map((d) => d.component); // ['accepted']
 * ```
 */
export type SchemeComparedComponent = 'accepted' | SchemeComponent;

/**
 * One component the scheme readings disagree on: each era's value, and why.
 *
 * @example
 * ```ts
 * const d = compare('http://u@h/').schemes!.differences[0];
 * d.values; // { rfc1738: 'rejected', rfc2616: 'rejected', rfc7230: 'accepted', rfc9110: 'accepted' }
 * ```
 */
export interface SchemeDifference {
  component: SchemeComparedComponent;
  /** each specification's value: 'accepted'/'rejected', or the component's text (JSON for a list) */
  values: Partial<Record<SchemeSpecName, string | undefined>>;
  /** why the eras differ, citing the specifications' rules and sections */
  explanation: string;
}

/**
 * The input under each specification of its scheme, oldest first, and where the eras differ.
 *
 * @example
 * ```ts
 * const s = compare('mailto:joe@example.com?subject=hi').schemes!;
 * s.scheme;                  // 'mailto'
 * s.results.rfc6068?.ok;     // true
 * ```
 */
export interface SchemeComparison {
  /** the input's scheme, lowercase */
  scheme: string;
  /** each specification's reading, oldest first */
  results: Partial<Record<SchemeSpecName, SchemeParseResult>>;
  differences: SchemeDifference[];
}

/** Whether compare() reads `input` under its scheme's specifications: asked, or by default when there are any. */
export function wantsSchemes(input: string, option: boolean | undefined): boolean {
  if (option !== undefined && typeof option !== 'boolean') throw new TypeError('options.schemes must be a boolean');
  return option !== false && specsOf(schemeOf(input)).length > 0;
}

/** Give comparison `c` its `schemes` reading, computed when first read. */
export function withSchemes<C extends object>(c: C, input: string, option: boolean | undefined): C {
  if (wantsSchemes(input, option)) defineLazy(c, 'schemes', () => compareSchemes(input));
  return c;
}

/** The scheme readings of `input` (its scheme has specifications: wantsSchemes said so). */
export function compareSchemes(input: string): SchemeComparison {
  const scheme = schemeOf(input)!;
  const specs = specsOf(scheme);
  const results: Partial<Record<SchemeSpecName, SchemeParseResult>> = {};
  for (const spec of specs) results[spec.info.name] = spec.parse(input);
  return { scheme, results, differences: differences(input, scheme, specs, results) };
}

function differences(
  input: string,
  scheme: string,
  specs: readonly SchemeSpec[],
  results: Partial<Record<SchemeSpecName, SchemeParseResult>>,
): SchemeDifference[] {
  const out: SchemeDifference[] = [];
  const accepting = specs.filter((s) => results[s.info.name]!.ok);
  if (accepting.length !== 0 && accepting.length !== specs.length) {
    const values: Partial<Record<SchemeSpecName, string>> = {};
    for (const s of specs) values[s.info.name] = results[s.info.name]!.ok ? 'accepted' : 'rejected';
    out.push(lazyDifference('accepted', values, () => explainAcceptance(input, specs, results)));
  }
  if (accepting.length < 2) return out;
  const components = new Set<SchemeComponent>();
  for (const s of accepting) for (const c of Object.keys(s.components(scheme)) as SchemeComponent[]) components.add(c);
  for (const component of ORDER) {
    if (!components.has(component)) continue;
    const values: Partial<Record<SchemeSpecName, string | undefined>> = {};
    const raw = accepting.map((s) => {
      const r = results[s.info.name]!;
      return r.ok ? s.compared(scheme, component, r.fields) : undefined;
    });
    // (where one era reads a list — mailto addresses — and another one text, the text is a list of one)
    const lists = raw.some((v) => Array.isArray(v));
    accepting.forEach((s, k) => {
      const value = shown(lists && typeof raw[k] === 'string' ? [raw[k] as string] : raw[k]);
      // (an empty path is no path — RFC 3986's path-abempty is "" where RFC 2616 has no abs_path — and
      // an empty host no host: RFC 8089's "file:///" host is "", RFC 1738's fileurl has none)
      values[s.info.name] = (component === 'path' || component === 'host') && value === '' ? undefined : value;
    });
    const distinct = new Set(Object.values(values));
    if (distinct.size < 2) continue;
    out.push(lazyDifference(component, values, () => explainComponent(scheme, component, accepting, values)));
  }
  return out;
}

const ORDER: readonly SchemeComponent[] = ['userinfo', 'host', 'port', 'path', 'query', 'fragment', 'to', 'headers'];

/** A field as compared: its text; a list as JSON, an empty list as absent (no headers is no headers). */
function shown(value: SchemeFieldValue): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return value.length === 0 ? undefined : JSON.stringify(value);
}

function lazyDifference(
  component: SchemeComparedComponent,
  values: Partial<Record<SchemeSpecName, string | undefined>>,
  explain: () => string,
): SchemeDifference {
  const d = { component, values } as SchemeDifference;
  defineLazy(d, 'explanation', explain);
  return d;
}

/** Each rejecting era in its own words (the RFC's prose where it, not the ABNF, rejects), and which accept. */
function explainAcceptance(input: string, specs: readonly SchemeSpec[], results: Partial<Record<SchemeSpecName, SchemeParseResult>>): string {
  const clauses: string[] = [];
  for (const s of specs) {
    const r = results[s.info.name]!;
    if (r.ok) continue;
    const e = r.error;
    if (e.note !== undefined) {
      clauses.push(`${s.info.name} rejects it: ${e.note}`);
      continue;
    }
    // where its grammar stopped, the rule it was in as the RFC writes it, and what it expected there
    // (the character itself is not quoted: it may be a password's, which the CLI hides)
    const production = e.rule === undefined ? undefined : s.production(e.rule);
    const rule = production ? ` in ${e.rule} (${cite(production.section, String(s.info.rfc))}: ${production.definition})` : '';
    const expected = e.expected.length ? `, which expects ${listOr(e.expected)} there` : '';
    clauses.push(`${s.info.name} rejects it at offset ${e.offset}${rule}${expected}`);
  }
  const accepting = specs.filter((s) => results[s.info.name]!.ok).map((s) => `${s.info.name} (${s.info.tops[schemeOf(input)!]})`);
  clauses.push(`${accepting.join(', ')} ${accepting.length === 1 ? 'accepts' : 'accept'} it`);
  return clauses.join('; ');
}

/** Which field of which rule each era reads the component from, quoting the rule. */
function explainComponent(
  scheme: string,
  component: SchemeComponent,
  accepting: readonly SchemeSpec[],
  values: Partial<Record<SchemeSpecName, string | undefined>>,
): string {
  return accepting
    .map((s) => {
      const field = s.components(scheme)[component];
      const value = values[s.info.name];
      const quote = (p: { section: string; definition: string } | undefined) => (p ? ` (${cite(p.section, String(s.info.rfc))}: ${p.definition})` : '');
      if (field === undefined) return `${s.info.name} has no ${component}${quote(s.production(s.info.tops[scheme]))}`;
      // (a list is shown as the JSON it is compared as)
      const text = value === undefined ? 'none' : value.startsWith('[') ? value : JSON.stringify(value);
      const how = s.reading(scheme, component);
      return `${s.info.name} reads ${field} ${text}${how ? `, ${how}` : ''}${quote(s.production(field))}`;
    })
    .join('; ');
}
