/**
 * `uri-editions resolve BASE REF [--edition E]`: with an edition, the target (its error on stderr
 * and exit 1 when that edition cannot resolve it); without, every edition's answer side by side
 * (resolveAll), with the grammar's verdicts and the algorithm's remarks.
 */
import type { EditionName, Warning } from '../../model/ast';
import { EDITION_NAMES } from '../../editions/registry';
import { UriSyntaxError } from '../../model/errors';
import { resolve, resolveAll } from '../../resolve/resolve';
import type { Io } from '../io';
import { editionOption, amendmentList } from '../options';
import { fitWidths, table } from '../table';
import { cell, visible, widthOf } from '../text';
import { cite } from '../../model/errors';
import { json, visibleLines } from '../escape';
import { Masker } from '../../redact/mask';
import { EXIT_INVALID, EXIT_OK, UsageError, asUsage } from '../usage';

export interface ResolveFlags {
  edition?: string;
  amend?: string;
  nonStrict?: boolean;
  validate?: boolean;
  json?: boolean;
  showPassword?: boolean;
  unsafeRecomposition?: boolean;
}

export async function resolveCommand(base: string, reference: string, flags: ResolveFlags, io: Io): Promise<number> {
  const amendments = amendmentList(flags.amend);
  const strict = !flags.nonStrict;
  const masker = new Masker(flags.showPassword === true, [base, reference]);
  const inputs = { base: masker.input(base), reference: masker.input(reference) };
  if (flags.edition !== undefined) {
    const edition = editionOption(flags.edition);
    let target: string;
    const warnings: Warning[] = [];
    try {
      target = asUsage(() =>
        resolve(base, reference, edition, {
          strict,
          validate: flags.validate === true,
          unsafeRecomposition: flags.unsafeRecomposition === true,
          onWarning: (w) => warnings.push(w),
          // the command masks what it prints itself (its Masker, with --show-password), from the whole error
          showPassword: true,
          ...(amendments.length ? { amendments } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof UriSyntaxError)) throw error;
      if (flags.json) io.print(json({ ...inputs, edition, ok: false, error: masker.errorJson(error) }, 2));
      else io.warn(io.err.red(visibleLines(masker.error(error))));
      return EXIT_INVALID;
    }
    const shownWarnings = warnings.map((w) => ({ ...w, message: masker.text(w.message) }));
    if (flags.json) io.print(json({ ...inputs, edition, ok: true, target: masker.url(target), warnings: shownWarnings }, 2));
    else {
      io.print(visible(masker.url(target)));
      // the remarks on stderr, so stdout stays the target alone
      for (const w of shownWarnings) io.warn(io.err.yellow(`warning: ${visible(w.message)}${w.section ? ` (${cite(w.section, edition.slice(3))})` : ''}`));
    }
    return EXIT_OK;
  }

  if (flags.validate) throw new UsageError('--validate needs --edition (without it, the grammar verdicts are shown as warnings)');
  const results = asUsage(() =>
    resolveAll(base, reference, { strict, unsafeRecomposition: flags.unsafeRecomposition === true, showPassword: true, ...(amendments.length ? { amendments } : {}) }),
  );
  if (flags.json) {
    const shown: Record<string, unknown> = {};
    for (const [e, r] of Object.entries(results)) {
      shown[e] = r.ok
        ? { ok: true, target: masker.url(r.target), warnings: r.warnings.map((w) => ({ ...w, message: masker.text(w.message) })) }
        : { ok: false, error: masker.errorJson(r.error) };
    }
    io.print(json({ ...inputs, results: shown }, 2));
    return EXIT_OK;
  }
  const c = io.out;
  const names = EDITION_NAMES.filter((e): e is EditionName => results[e] !== undefined);
  const targets = new Set(names.map((e) => results[e]).filter((r) => r.ok).map((r) => (r.ok ? r.target : '')));
  const rows = names.map((e) => {
    const r = results[e];
    if (!r.ok) return [e, c.red(visible(masker.reason(r.error))), ''];
    const notes = r.warnings.map((w) => `${visible(masker.text(w.message))}${w.section ? ` (${cite(w.section, e.slice(3))})` : ''}`).join('\n');
    const target = cell(masker.url(r.target), c, 60);
    return [e, targets.size > 1 ? c.yellow(target) : target, c.dim(notes)];
  });
  const head = ['', c.bold('target'), c.bold('notes')];
  const widths = fitWidths([head, ...rows], widthOf(io.stdout));
  io.print(`${c.bold(visible(inputs.base))} + ${c.bold(visible(inputs.reference))}\n${table(head, rows, widths)}`);
  return EXIT_OK;
}
