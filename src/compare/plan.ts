/**
 * compare()'s plan: which editions a call compares, with which amendments, oldest first — resolved
 * and checked once per option set, since a bulk run or a loop gives the same options every call.
 */
import type { Amendment, EditionName } from '../model/ast';
import type { Edition, ParseOptions } from '../editions/types';
import { EDITION_NAMES, checkOptions, implementedEditions } from '../editions/registry';
import { validatingEdition } from '../editions/validating';
import { describedEdition } from '../editions/describing';
import { shown } from '../model/errors';

/**
 * Which editions compare() reads a string with, under which amendments, and whether the runtime's URL too.
 * @example
 * ```ts
 * compare('http://[::1]/', { editions: ['rfc2396', 'rfc3986'], amendments: ['rfc2732'], whatwg: true });
 * ```
 */
export interface CompareOptions<E extends EditionName = EditionName> {
  /** the editions to compare (default: every implemented edition); reported oldest first */
  editions?: readonly E[];
  /**
   * amendments to apply, each to the editions it amends (RFC 2732 to rfc2396, RFC 6874 to rfc3986 and rfc3987);
   * default none: every edition as published
   */
  amendments?: readonly Amendment[];
  /**
   * also read the string with the runtime's URL (the URL Standard's parser) and report where that
   * reading means something else than each edition's (default false)
   */
  whatwg?: boolean;
  /**
   * also read the string under each specification of its scheme (`Comparison.schemes`); default
   * true when its scheme has specifications. false leaves the comparison as the editions alone make it.
   */
  schemes?: boolean;
  /** show the input's passwords and secret values in the rejections' messages (default false: "***", as parse()) */
  showPassword?: boolean;
}

/** One compared edition: its implementation and the options it parses with. */
export interface Compared {
  name: EditionName;
  edition: Edition;
  options: ParseOptions;
}

/** The plan of a call that gives no options (made on first use). */
let defaultPlan: Compared[] | undefined;

/** Plans by the option set they were made for (`keyOf`): a bulk run or a loop gives the same options every call. */
const plans = new Map<string, Compared[]>();
/** Past this many option sets, the plans are forgotten and made anew (a caller varying its options without end). */
const MAX_PLANS = 64;

/**
 * Resolve the options once per option set: which editions, with which amendments, oldest first.
 * Every call still checks its options' types; a set met before is not planned again.
 */
export function plan(options: CompareOptions | undefined): Compared[] {
  if (options === undefined) return (defaultPlan ??= planFor(undefined));
  const key = keyOf(options);
  if (key === undefined) return planFor(options);
  let found = plans.get(key);
  if (found === undefined) {
    found = planFor(options);
    if (plans.size >= MAX_PLANS) plans.clear();
    plans.set(key, found);
  }
  return found;
}

/**
 * The key of an option set whose editions and amendments are arrays of strings and whose whatwg is a
 * boolean or absent (anything else is planned, and refused, every time): the names in order, joined.
 */
function keyOf(options: CompareOptions): string | undefined {
  if (options === null || typeof options !== 'object') return undefined;
  const { editions, amendments, whatwg } = options;
  if (whatwg !== undefined && typeof whatwg !== 'boolean') return undefined;
  let key = '';
  if (editions !== undefined) {
    if (!Array.isArray(editions)) return undefined;
    for (const e of editions as unknown[]) {
      if (typeof e !== 'string') return undefined;
      key += `${e},`;
    }
  } else key = '*';
  key += '|';
  if (amendments !== undefined) {
    if (!Array.isArray(amendments)) return undefined;
    for (const a of amendments as unknown[]) {
      if (typeof a !== 'string') return undefined;
      key += `${a},`;
    }
  }
  return key;
}

function planFor(options: CompareOptions | undefined): Compared[] {
  if (options !== undefined && (options === null || typeof options !== 'object')) {
    throw new TypeError(`compare options must be an object, not ${options === null ? 'null' : typeof options}`);
  }
  const wanted = options?.editions ?? implementedEditions;
  if (!Array.isArray(wanted)) throw new TypeError('options.editions must be an array of edition names');
  if (wanted.length === 0) throw new RangeError('options.editions is empty: name at least one edition');
  const editions = new Map<EditionName, Edition>();
  for (const name of wanted) {
    validatingEdition(name); // a RangeError for an unknown name; compare checks rules (host kinds) …
    editions.set(name, describedEdition(name)); // … and quotes them (explanations)
  }
  if (options?.whatwg !== undefined && typeof options.whatwg !== 'boolean') throw new TypeError('options.whatwg must be a boolean');
  const amendments = options?.amendments ?? [];
  if (!Array.isArray(amendments)) throw new TypeError('options.amendments must be an array');
  for (const a of amendments) {
    if (![...editions.values()].some((e) => e.info.amendments.includes(a))) {
      const compared = [...editions.keys()].join(', ');
      throw new RangeError(`amendment ${shown(a)} applies to none of the compared editions (${compared})`);
    }
  }
  return EDITION_NAMES.filter((name) => editions.has(name)).map((name) => {
    const edition = editions.get(name) as Edition;
    const own = amendments.filter((a) => edition.info.amendments.includes(a));
    return { name, edition, options: checkOptions(edition, own.length ? { amendments: own } : {}) };
  });
}
