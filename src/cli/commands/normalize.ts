/**
 * `uri-editions normalize URL [--edition E]`: the edition's normalization of URL; without an
 * edition, every implemented edition's side by side.
 */
import { implementedEditions } from '../../editions';
import { UriSyntaxError } from '../../errors';
import { optional } from '../api';
import type { Io } from '../io';
import { editionOption } from '../options';
import { fitWidths, table } from '../table';
import { cell, visible, widthOf } from '../text';
import { EXIT_INVALID, EXIT_OK, UsageError, asUsage } from '../usage';

export interface NormalizeFlags {
  edition?: string;
  json?: boolean;
}

type Outcome = { ok: true; normalized: string } | { ok: false; error: UriSyntaxError };

export async function normalizeCommand(input: string, flags: NormalizeFlags, io: Io): Promise<number> {
  const normalize = optional('normalize');
  if (!normalize) throw new UsageError('this build of uri-editions has no normalize()');
  const run = (edition: (typeof implementedEditions)[number]): Outcome => {
    try {
      return { ok: true, normalized: asUsage(() => normalize(input, edition)) };
    } catch (error) {
      if (error instanceof UriSyntaxError) return { ok: false, error };
      throw error;
    }
  };
  if (flags.edition !== undefined) {
    const edition = editionOption(flags.edition);
    const r = run(edition);
    if (flags.json) io.print(JSON.stringify({ input, edition, ...r }, null, 2));
    else if (r.ok) io.print(r.normalized);
    else io.warn(io.err.red(r.error.message));
    return r.ok ? EXIT_OK : EXIT_INVALID;
  }
  const results = Object.fromEntries(implementedEditions.map((e) => [e, run(e)]));
  if (flags.json) {
    io.print(JSON.stringify({ input, results }, null, 2));
    return EXIT_OK;
  }
  const c = io.out;
  const rows = implementedEditions.map((e) => {
    const r = results[e];
    return [e, r.ok ? cell(r.normalized, c, 60) : c.red(visible(r.error.reason))];
  });
  const head = ['', c.bold('normalized')];
  io.print(`${c.bold(visible(input))}\n${table(head, rows, fitWidths([head, ...rows], widthOf(io.stdout)))}`);
  return EXIT_OK;
}
