/**
 * The registry the dispatcher reads: a const map from edition name to its implementation. There is
 * no "current edition": every call names the edition it wants (or takes the default, rfc3986).
 */
import type { EditionName } from '../model/ast';
import type { Edition, EditionInfo } from './types';
import { shown } from '../model/errors';
import { rfc1630 } from './rfc1630';
import { rfc1738 } from './rfc1738';
import { rfc1808 } from './rfc1808';
import { rfc2396 } from './rfc2396';
import { rfc3986 } from './rfc3986';
import { rfc3987 } from './rfc3987';

/** Every edition of the specification, oldest first (the IRI edition, RFC 3987, after RFC 3986, its base). */
export const EDITION_NAMES: readonly EditionName[] = ['rfc1630', 'rfc1738', 'rfc1808', 'rfc2396', 'rfc3986', 'rfc3987'];

const REGISTRY: Readonly<Record<EditionName, Edition>> = { rfc1630, rfc1738, rfc1808, rfc2396, rfc3986, rfc3987 };

// the editions' grammars get their validating matchers from what validates (validating.ts) and
// their rules' texts from what quotes them (describing.ts): a bundle of parse alone carries neither

/** The editions' descriptions, oldest first.
 *
 * @example
 * ```ts
 * editions.map((e) => `${e.name} (${e.year})`); // ['rfc1630 (1994)', 'rfc1738 (1994)', 'rfc1808 (1995)', 'rfc2396 (1998)', 'rfc3986 (2005)', 'rfc3987 (2005)']
 * ```
 */
export const editions: readonly EditionInfo[] = Object.freeze(EDITION_NAMES.map((name) => REGISTRY[name].info));

/** The editions' names, oldest first (every edition is implemented). */
export const implementedEditions: readonly EditionName[] = EDITION_NAMES;

export const DEFAULT_EDITION: EditionName = 'rfc3986';

/** The edition called `name`; a RangeError naming the valid ones when there is none. */
export function getEdition(name: unknown): Edition {
  if (typeof name === 'string' && Object.prototype.hasOwnProperty.call(REGISTRY, name)) return REGISTRY[name as EditionName];
  throw new RangeError(`unknown edition ${shown(name)}; editions are ${EDITION_NAMES.join(', ')}`);
}

export { checkOptions } from './options';
