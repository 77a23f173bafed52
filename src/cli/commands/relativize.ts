/**
 * `uri-editions relativize BASE TARGET [--edition E]`: the shortest reference that the edition's
 * own algorithm resolves against BASE back to exactly TARGET (relativize()). Exit 1 when the base
 * or target is not absolute, or the edition has no relative references (rfc1738).
 */
import { DEFAULT_EDITION } from '../../editions/registry';
import { UriSyntaxError } from '../../model/errors';
import { Masker } from '../../redact/mask';
import { relativize } from '../../resolve/relativize';
import { json, visible, visibleLines } from '../escape';
import type { Io } from '../io';
import { editionOption } from '../options';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export interface RelativizeFlags {
  edition?: string;
  json?: boolean;
  showPassword?: boolean;
}

export async function relativizeCommand(base: string, target: string, flags: RelativizeFlags, io: Io): Promise<number> {
  const edition = editionOption(flags.edition ?? DEFAULT_EDITION);
  const masker = new Masker(flags.showPassword === true, [base, target]);
  const shown = { base: masker.input(base), target: masker.input(target), edition };
  let reference: string;
  try {
    reference = asUsage(() => relativize(base, target, edition));
  } catch (error) {
    if (!(error instanceof UriSyntaxError)) throw error;
    if (flags.json) io.print(json({ ...shown, ok: false, error: masker.errorJson(error) }, 2));
    else io.warn(io.err.red(visibleLines(masker.error(error))));
    return EXIT_INVALID;
  }
  if (flags.json) io.print(json({ ...shown, ok: true, reference: masker.url(reference) }, 2));
  else io.print(visible(masker.url(reference)));
  return EXIT_OK;
}
