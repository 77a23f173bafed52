/**
 * The scheme specifications by name, and by scheme in order of publication: what `schemes` lists,
 * what parseScheme() dispatches on, and what compare() reads beside the editions.
 */
import { shown } from '../../model/errors';
import { rfc1945, rfc2068, rfc2616, rfc7230, rfc9110 } from './http';
import { rfc2368, rfc6068 } from './mailto';
import { rfc1738 } from './rfc1738';
import { rfc6455 } from './websocket';
import { rfc8089 } from './file';
import { rfc2141, rfc8141 } from './urn';
import { rfc5538 } from './news';
import { rfc4156, rfc4157, rfc4248, rfc4266 } from './successors';
import { rfc2397, rfc3966 } from './data-tel';
import type { SchemeNormalization, SchemeSpec, SchemeSpecInfo, SchemeSpecName } from './types';

/** Every scheme specification, oldest first. */
export const SCHEME_SPEC_NAMES: readonly SchemeSpecName[] = ['rfc1738', 'rfc1945', 'rfc2068', 'rfc2141', 'rfc2368', 'rfc2397', 'rfc2616', 'rfc3966', 'rfc4156', 'rfc4157', 'rfc4248', 'rfc4266', 'rfc5538', 'rfc6068', 'rfc6455', 'rfc7230', 'rfc8089', 'rfc8141', 'rfc9110'];

const REGISTRY: Readonly<Record<SchemeSpecName, SchemeSpec>> = {
  rfc1738,
  rfc1945,
  rfc2068,
  rfc2141,
  rfc2368,
  rfc2397,
  rfc2616,
  rfc3966,
  rfc4156,
  rfc4157,
  rfc4248,
  rfc4266,
  rfc5538,
  rfc6068,
  rfc6455,
  rfc7230,
  rfc8089,
  rfc8141,
  rfc9110,
};

/** The specification called `name`; a RangeError naming the valid ones when there is none. */
export function getSchemeSpec(name: unknown): SchemeSpec {
  if (typeof name === 'string' && Object.prototype.hasOwnProperty.call(REGISTRY, name)) return REGISTRY[name as SchemeSpecName];
  throw new RangeError(`unknown scheme specification ${shown(name)}; they are ${SCHEME_SPEC_NAMES.join(', ')}`);
}

/** Whether `name` is a scheme specification's name. */
export function isSchemeSpecName(name: unknown): name is SchemeSpecName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(REGISTRY, name);
}

/** Each scheme's specifications, oldest first (made once). */
const BY_SCHEME = new Map<string, readonly SchemeSpec[]>();
for (const n of SCHEME_SPEC_NAMES) {
  for (const scheme of REGISTRY[n].info.schemes) BY_SCHEME.set(scheme, [...(BY_SCHEME.get(scheme) ?? []), REGISTRY[n]]);
}
for (const [scheme, list] of BY_SCHEME) BY_SCHEME.set(scheme, Object.freeze([...list].sort((a, b) => a.info.year - b.info.year)));

const NONE: readonly SchemeSpec[] = Object.freeze([]);

/** The specifications of `scheme` (lowercase), oldest first; empty for a scheme none defines. */
export function specsOf(scheme: string | undefined): readonly SchemeSpec[] {
  return (scheme !== undefined && BY_SCHEME.get(scheme)) || NONE;
}

/** One scheme specification of one scheme, as `schemes` lists it: the spec's description and the scheme's section. */
export interface SchemeEra extends SchemeSpecInfo {
  /** the section of this specification that defines the scheme */
  section: string;
  /** the rule a whole URI of the scheme is */
  top: string;
}

function erasOf(): Readonly<Record<string, readonly SchemeEra[]>> {
  const out: Record<string, SchemeEra[]> = {};
  for (const name of SCHEME_SPEC_NAMES) {
    const { info } = REGISTRY[name];
    for (const scheme of info.schemes) {
      const { name: n, rfc, year, title, schemes: defined, sections, tops } = info;
      const era = { name: n, rfc, year, title, schemes: defined, sections, tops, section: sections[scheme], top: tops[scheme] } as SchemeEra;
      // (the rule names compile the grammar: read from the specification when first asked for)
      Object.defineProperty(era, 'ruleNames', { enumerable: true, get: () => info.ruleNames });
      (out[scheme] ??= []).push(Object.freeze(era));
    }
  }
  for (const list of Object.values(out)) list.sort((a, b) => a.year - b.year);
  return Object.freeze(Object.fromEntries(Object.entries(out).map(([s, list]) => [s, Object.freeze(list)])));
}

/**
 * For each scheme whose syntax a specification defines, its specifications oldest first — the
 * scheme's history, RFC 1738 §3 first where it defined the scheme.
 *
 * @example
 * ```ts
 * schemes.mailto.map((s) => `${s.name} §${s.section}`); // ['rfc1738 §3.5', 'rfc2368 §2', 'rfc6068 §2']
 * ```
 */
export const schemes: Readonly<Record<string, readonly SchemeEra[]>> = erasOf();

/**
 * What normalization may use for `scheme` (lowercase): the newest specification of the scheme that
 * says anything of its default port, empty path or local host; undefined when none does.
 */
export function normalizationOf(scheme: string | undefined): SchemeNormalization | undefined {
  const specs = specsOf(scheme);
  for (let i = specs.length - 1; i >= 0; i--) {
    const said = specs[i].normalization(scheme!);
    if (said !== undefined) return said;
  }
  return undefined;
}
