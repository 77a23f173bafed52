/** The options a call gives an edition, checked (an edition entry point needs this and not the registry). */
import type { Amendment } from '../model/ast';
import { shown } from '../model/errors';
import type { EditionInfo, ParseOptions } from './types';

/** The options of a call that gives none (frozen: shared by every such call). */
const NO_OPTIONS: ParseOptions = Object.freeze({});

/** Check the options an edition was given: amendments it does not know are an error, not ignored. */
export function checkOptions(edition: { info: Pick<EditionInfo, 'name' | 'amendments'> }, options: unknown): ParseOptions {
  if (options === undefined || options === null) return NO_OPTIONS;
  if (typeof options !== 'object') throw new TypeError(`options must be an object, not ${typeof options}`);
  const { amendments } = options as ParseOptions;
  if (amendments !== undefined) {
    if (!Array.isArray(amendments)) throw new TypeError('options.amendments must be an array');
    for (const a of amendments as unknown[]) {
      if (!edition.info.amendments.includes(a as Amendment)) {
        const valid = edition.info.amendments.length ? edition.info.amendments.join(', ') : 'none';
        throw new RangeError(
          `amendment ${shown(a)} does not apply to ${edition.info.name}; its amendments: ${valid}`,
        );
      }
    }
  }
  return options as ParseOptions;
}
