/**
 * compare(): one string under several editions, side by side — each edition's ParseResult, and a
 * Difference for accept/reject and for every AST component whose value is not the same in every
 * edition that accepts the string, each with an explanation built from the grammars' own knowledge
 * (src/compare/explain.ts).
 */
import type { EditionName, UriReference } from '../model/ast';
import type { ParseResult } from '../editions/types';
import { defineLazy } from '../model/lazy';
import { plan } from './plan';
import type { CompareOptions, Compared } from './plan';

export type { CompareOptions } from './plan';
import { parseWith } from '../parse/results';
import { explainAcceptance, explainComponent } from './explain';
import { sameHostKind } from './host-kinds';
import { plainQuoter } from './readings';
import type { Quoter } from './readings';
import { whatwgParse } from '../whatwg/reading';
import type { WhatwgResult } from '../whatwg/reading';
import { withWhatwg } from './whatwg';
import { IRI_EDITION, conversionOf, onlyAsIri } from './iri';
import type { IriConversion } from './iri';
import { withSchemes } from './schemes';
import type { SchemeComparison } from './schemes';

/**
 * What a Difference can be about: whether the editions accept the string at all, or one of the
 * AST's string fields. (`user` and `password` are not compared on their own: every edition splits
 * the userinfo at its first ":", so they differ exactly when `userinfo` does.)
 *
 * @example
 * ```ts
 * compare('mailto:a?b').differences.map((d) => d.component); // ['path', 'query', 'opaque']
 * ```
 */
export type ComparedComponent =
  | 'accepted'
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'host'
  | 'hostKind'
  | 'port'
  | 'path'
  | 'params'
  | 'query'
  | 'fragment'
  | 'opaque';

/** The AST fields compared, in the order differences are reported. */
export const COMPARED_FIELDS = [
  'scheme',
  'authority',
  'userinfo',
  'host',
  'hostKind',
  'port',
  'path',
  'params',
  'query',
  'fragment',
  'opaque',
] as const satisfies readonly ComparedComponent[];

/**
 * One component the compared readings disagree on: each reading's value and why they differ.
 * @example
 * ```ts
 * const [d] = compare('http://a/b;p?q', { editions: ['rfc1808', 'rfc3986'] }).differences;
 * d.component; // 'path'
 * d.values;    // { rfc1808: '/b', rfc3986: '/b;p' }
 * ```
 */
export interface Difference {
  component: ComparedComponent;
  /**
   * each edition's value: for `accepted`, 'accepted' or 'rejected' for every compared edition; for
   * a component, its text (undefined when absent) in every edition that accepts the string; with
   * `whatwg`, also the WHATWG reading's ('accepted'/'rejected', or its serialised value)
   */
  values: Partial<Record<EditionName | 'whatwg', string | undefined>>;
  /** why the editions differ, naming the rules and sections responsible */
  explanation: string;
}

/**
 * What compare() returns: the input, each edition's ParseResult, and the differences between them.
 * @example
 * ```ts
 * const c: Comparison = compare('http://a/b', { editions: ['rfc2396', 'rfc3986'] });
 * c.results.rfc3986?.ok; // true
 * ```
 */
export interface Comparison<E extends EditionName = never> {
  input: string;
  /**
   * each compared edition's ParseResult, oldest edition first: one for each edition of `E` (the
   * editions compare() was given, every edition by default); `Comparison` without a type parameter is a
   * comparison of any editions, each result possibly absent
   */
  results: ComparedResults<E>;
  differences: Difference[];
  /**
   * Present only when the IRI edition (rfc3987) is compared and accepts the string and every other
   * compared edition rejects it: the URI that RFC 3987 §3.1 maps the IRI to (`iriToUri`'s result), or
   * the UriSyntaxError saying why it maps to none. Computed when first read.
   */
  iri?: IriConversion;
  /**
   * The input under every specification of its scheme, oldest first (RFC 1738 §3.3, RFC 2616,
   * RFC 7230, RFC 9110 for http), and where those eras differ. Present when the scheme has
   * specifications and `options.schemes` is not false; computed when first read.
   */
  schemes?: SchemeComparison;
}

/**
 * A ParseResult for each edition of `E`, and possibly for others.
 * @example
 * ```ts
 * const r: ComparedResults<'rfc3986'> = compare('x', { editions: ['rfc3986'] }).results;
 * ```
 */
export type ComparedResults<E extends EditionName> = { [K in E]: ParseResult } & { [K in EditionName]?: ParseResult };

/** compare(…, { whatwg: true }): the results end with the runtime URL's reading.
 *
 * @example
 * ```ts
 * const c = compare('http://0x7f.1/', { whatwg: true }); // c.results.whatwg.ok === true
 * ```
 */
export interface WhatwgComparison<E extends EditionName = never> extends Comparison<E> {
  results: ComparedResults<E> & { whatwg: WhatwgResult };
}



/**
 * Parse `input` under each edition and report where they differ. Never throws for a string; a
 * non-string is a TypeError, an unknown or unimplemented edition or an amendment that applies to
 * none of the compared editions a RangeError.
 *
 * @example
 * ```ts
 * const c = compare('http://a?b/c', { editions: ['rfc1808', 'rfc3986'] });
 * c.differences.map((d) => d.component); // ['authority', 'host', 'path', 'query']
 * c.differences[3].values;                // { rfc3986: 'b/c' }: RFC 1808's net_loc runs to the next '/'
 * ```
 */
export function compare<E extends EditionName = EditionName>(input: string, options: CompareOptions<E> & { whatwg: true }): WhatwgComparison<E>;
export function compare<E extends EditionName = EditionName>(input: string, options?: CompareOptions<E>): Comparison<E>;
export function compare<E extends EditionName = EditionName>(input: string, options?: CompareOptions<E>): Comparison<E> {
  return compareWith(input, options);
}

/**
 * compare(), with the explanations quoting the input through a Quoter chosen once the results are
 * known (the CLI masks passwords this way). Not part of the public API.
 */
export function compareWith<E extends EditionName = EditionName>(
  input: string,
  options?: CompareOptions<E>,
  quoterFor?: (results: Partial<Record<EditionName, ParseResult>>) => Quoter,
): Comparison<E> {
  if (typeof input !== 'string') {
    throw new TypeError(`compare expects a string, not ${input === null ? 'null' : typeof input}`);
  }
  const compared = plan(options);
  const results = {} as Record<EditionName, ParseResult>;
  // (a caller that quotes the input through its own Quoter masks what it shows itself: the CLI's Masker)
  const showPassword = options?.showPassword === true || quoterFor !== undefined;
  for (const c of compared) results[c.name] = parseWith(c.edition, input, c.options, showPassword);
  const quoter = quoterFor ? quoterFor(results) : plainQuoter(input);
  const conversion = conversionOf(input);
  const found = differences(input, compared, results, quoter, conversion);
  // (most strings are URIs: the IRI edition's verdict is looked at first, before any list is made)
  const iri = results[IRI_EDITION]?.ok && onlyAsIri(compared.map((c) => c.name), results) ? conversion : undefined;
  if (!options?.whatwg) return withSchemes(withIri({ input, results: results as Record<E, ParseResult>, differences: found }, iri), input, options?.schemes);
  const whatwg = whatwgParse(input);
  const outcomes = compared.map((c) => ({ name: c.name, result: results[c.name] }));
  const order = COMPARED_FIELDS as readonly string[];
  const all = withWhatwg(input, outcomes, whatwg, found, order, quoter, (component, values, explain) =>
    difference(component as ComparedComponent, values, explain),
  );
  return withSchemes(withIri({ input, results: Object.assign(results, { whatwg }) as WhatwgComparison<E>['results'], differences: all }, iri), input, options?.schemes);
}

/** The comparison, with its `iri` conversion (made when first read) when only the IRI edition accepts. */
function withIri<C extends object>(c: C, iri: (() => IriConversion) | undefined): C {
  if (iri) defineLazy(c, 'iri', iri);
  return c;
}

function differences(
  input: string,
  compared: Compared[],
  results: Record<EditionName, ParseResult>,
  quoter: Quoter,
  conversion: () => IriConversion,
): Difference[] {
  const out: Difference[] = [];
  if (compared.length < 2) return out;
  const accepting: Compared[] = [];
  const uris: UriReference[] = [];
  for (const c of compared) {
    const r = results[c.name];
    if (r.ok) {
      accepting.push(c);
      uris.push(r.uri);
    }
  }

  if (accepting.length !== 0 && accepting.length !== compared.length) {
    const values: Partial<Record<EditionName, string>> = {};
    for (const c of compared) values[c.name] = results[c.name].ok ? 'accepted' : 'rejected';
    out.push(
      difference('accepted', values, () =>
        explainAcceptance(
          input,
          compared.map((c) => ({ edition: c.edition, options: c.options, result: results[c.name] })),
          quoter,
          conversion,
        ),
      ),
    );
  }

  if (accepting.length < 2) return out;
  const fields = uris.map(comparedValues);
  for (let f = 0; f < COMPARED_FIELDS.length; f++) {
    const field = COMPARED_FIELDS[f];
    if (agree(fields, f) || (field === 'hostKind' && hostKindsAgree(accepting, uris))) continue;
    const values: Partial<Record<EditionName, string | undefined>> = {};
    for (let k = 0; k < accepting.length; k++) {
      const value = fields[k][f];
      // host kinds are compared between the readings that have a host (absence is the host's difference)
      if (field !== 'hostKind' || value !== undefined) values[accepting[k].name] = value;
    }
    out.push(
      difference(field, values, () =>
        explainComponent(
          input,
          field,
          accepting.map((c, k) => ({ edition: c.edition, options: c.options, uri: uris[k] })),
          quoter,
        ),
      ),
    );
  }
  return out;
}

/**
 * A reading's COMPARED_FIELDS values, in that order. (Read by name: each edition's AST has its own
 * shape, and one keyed read per field and edition cost V8 a generic lookup every time.)
 */
export function comparedValues(u: UriReference): (string | undefined)[] {
  return [u.scheme, u.authority, u.userinfo, u.host, u.hostKind, u.port, u.path, u.params, u.query, u.fragment, u.opaque];
}

/** Whether every reading has the same value of field number `f`. */
function agree(fields: readonly (string | undefined)[][], f: number): boolean {
  const first = fields[0][f];
  for (let k = 1; k < fields.length; k++) if (fields[k][f] !== first) return false;
  return true;
}

/**
 * A Difference whose explanation is written when first read (then kept, src/model/lazy.ts): finding
 * differences costs the parses alone, and explaining one — which may re-parse to ask the grammar —
 * is paid only for the differences someone reads.
 */
function difference(
  component: ComparedComponent,
  values: Partial<Record<EditionName | 'whatwg', string | undefined>>,
  explain: () => string,
): Difference {
  const d = { component, values } as Difference;
  defineLazy(d, 'explanation', explain);
  return d;
}

/** Host kinds that differ only in vocabulary (hostname / a reg-name that includes hostnames) agree. */
function hostKindsAgree(accepting: Compared[], uris: readonly UriReference[]): boolean {
  for (let i = 0; i < uris.length; i++) {
    if (uris[i].hostKind === undefined) continue;
    const a = { edition: accepting[i].edition, options: accepting[i].options, uri: uris[i] };
    for (let j = i + 1; j < uris.length; j++) {
      if (uris[j].hostKind === undefined) continue;
      if (!sameHostKind(a, { edition: accepting[j].edition, options: accepting[j].options, uri: uris[j] })) return false;
    }
  }
  return true;
}
