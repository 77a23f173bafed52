/** Reading the options the commands share: edition names and amendments. */
import { availableParallelism } from 'node:os';
import type { Amendment, EditionName } from '../model/ast';
import type { ParseOptions } from '../editions/types';
import { EDITION_NAMES, checkOptions, getEdition } from '../editions/registry';
import { DEFAULT_MAX_LINE, byteCount } from './ndjson';
import { UsageError, asUsage } from './usage';

const AMENDMENTS: readonly Amendment[] = ['rfc2732', 'rfc6874'];

/** One edition name, checked (unknown or not yet implemented: a usage error naming the valid ones, once). */
export function editionOption(name: string): EditionName {
  if (!(EDITION_NAMES as readonly string[]).includes(name)) {
    throw new UsageError(`unknown edition '${name}'; editions are ${EDITION_NAMES.join(', ')}`);
  }
  asUsage(() => getEdition(name));
  return name as EditionName;
}

/** "rfc1808,rfc3986" → the editions, oldest first. */
export function editionList(list: string): EditionName[] {
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0) throw new UsageError('--edition needs at least one edition name');
  const wanted = new Set(names.map(editionOption));
  return EDITION_NAMES.filter((n) => wanted.has(n));
}

/** --max-line: a positive byte count, "1048576", "64k", "1M", "2G". */
export function maxLineOption(text: string | undefined): number {
  if (text === undefined) return DEFAULT_MAX_LINE;
  const n = byteCount(text);
  if (n === undefined) throw new UsageError(`--max-line takes a positive number of bytes (e.g. 1048576, 64k, 4M), not '${text}'`);
  return n;
}

/** "rfc2732,rfc6874" → the amendments. */
export function amendmentList(list: string | undefined): Amendment[] {
  if (list === undefined) return [];
  const names = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const a of names) {
    if (!(AMENDMENTS as readonly string[]).includes(a)) {
      throw new UsageError(`unknown amendment '${a}'; amendments are ${AMENDMENTS.join(', ')}`);
    }
  }
  return names as Amendment[];
}

/** The ParseOptions for one edition from the command line's flags; a usage error if they do not apply. */
export function parseOptionsFor(
  edition: EditionName,
  flags: { amend?: string; caseInsensitiveScheme?: boolean; allowFragment?: boolean },
): ParseOptions {
  // the command masks what it prints itself (its Masker, with --show-password), from the whole error
  const options: ParseOptions = { showPassword: true };
  const amendments = amendmentList(flags.amend);
  if (amendments.length) options.amendments = amendments;
  if (flags.caseInsensitiveScheme) options.caseInsensitiveScheme = true;
  if (flags.allowFragment) options.allowFragment = true;
  if ((options.caseInsensitiveScheme || options.allowFragment) && edition !== 'rfc1738') {
    throw new UsageError('--case-insensitive-scheme and --allow-fragment apply to rfc1738 only');
  }
  return asUsage(() => checkOptions(getEdition(edition), options));
}

/** --jobs: a positive whole number of worker threads (default: one per core, os.availableParallelism()). */
export function jobsOption(text: string | undefined): number {
  if (text === undefined) return availableParallelism();
  const n = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--jobs takes a positive whole number of worker threads, not '${text}'`);
  return n;
}
