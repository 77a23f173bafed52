/**
 * `uri-editions normalize URL [--edition E] [--level L]`: the edition's normalization of URL (RFC
 * 3986 §6.2's ladder up to L, default 'scheme'); without an edition, every implemented edition's side
 * by side.
 */
import { implementedEditions } from '../../editions/registry';
import { UriSyntaxError } from '../../model/errors';
import { normalize } from '../../normalize/normalize';
import type { NormalizationLevel } from '../../normalize/normalize';
import type { Io } from '../io';
import { editionOption } from '../options';
import { fitWidths, table } from '../table';
import { cell, visible, widthOf } from '../text';
import { json, visibleLines } from '../escape';
import { Masker } from '../../redact/mask';
import { EXIT_INVALID, EXIT_OK, UsageError, asUsage } from '../usage';

export interface NormalizeFlags {
  edition?: string;
  level?: string;
  json?: boolean;
  showPassword?: boolean;
}

const LEVELS: readonly NormalizationLevel[] = ['string', 'syntax', 'scheme'];

type Outcome = { ok: true; normalized: string } | { ok: false; error: UriSyntaxError };

export async function normalizeCommand(input: string, flags: NormalizeFlags, io: Io): Promise<number> {
  const level = (flags.level ?? 'scheme') as NormalizationLevel;
  if (!LEVELS.includes(level)) throw new UsageError(`unknown level '${flags.level}'; levels are ${LEVELS.join(', ')}`);
  const run = (edition: (typeof implementedEditions)[number]): Outcome => {
    try {
      return { ok: true, normalized: asUsage(() => normalize(input, edition, { level })) };
    } catch (error) {
      if (error instanceof UriSyntaxError) return { ok: false, error };
      throw error;
    }
  };
  const masker = new Masker(flags.showPassword === true, [input]);
  const shown = (r: Outcome) => (r.ok ? { ok: true, normalized: masker.url(r.normalized) } : { ok: false, error: masker.errorJson(r.error) });
  if (flags.edition !== undefined) {
    const edition = editionOption(flags.edition);
    const r = run(edition);
    if (flags.json) io.print(json({ input: masker.input(input), edition, ...shown(r) }, 2));
    else if (r.ok) io.print(visible(masker.url(r.normalized)));
    else io.warn(io.err.red(visibleLines(masker.error(r.error))));
    return r.ok ? EXIT_OK : EXIT_INVALID;
  }
  const results = Object.fromEntries(implementedEditions.map((e) => [e, run(e)]));
  if (flags.json) {
    io.print(json({ input: masker.input(input), results: Object.fromEntries(Object.entries(results).map(([e, r]) => [e, shown(r)])) }, 2));
    return EXIT_OK;
  }
  const c = io.out;
  const rows = implementedEditions.map((e) => {
    const r = results[e];
    return [e, r.ok ? cell(masker.url(r.normalized), c, 60) : c.red(visible(masker.reason(r.error)))];
  });
  const head = ['', c.bold('normalized')];
  io.print(`${c.bold(visible(masker.input(input)))}\n${table(head, rows, fitWidths([head, ...rows], widthOf(io.stdout)))}`);
  return EXIT_OK;
}
