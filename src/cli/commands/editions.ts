/**
 * `uri-editions editions`: the implemented editions, with RFC numbers, years and amendments, and the
 * scheme specifications (each scheme's eras); `--schemes` lists only those (`--json`: the `schemes` export).
 */
import { EDITION_NAMES, editions } from '../../editions/registry';
import type { Io } from '../io';
import { fittedTable } from '../table';
import { json } from '../escape';
import { EXIT_OK } from '../usage';
import { schemeRows } from '../scheme-view';
import { schemes } from '../../editions/schemes/registry';

export async function editionsCommand(flags: { json?: boolean; schemes?: boolean }, io: Io): Promise<number> {
  if (flags.schemes) {
    io.print(flags.json ? json(schemes, 2) : schemeRows(io));
    return EXIT_OK;
  }
  if (flags.json) {
    io.print(json(editions, 2));
    return EXIT_OK;
  }
  const c = io.out;
  const rows = editions.map((e) => [
    c.bold(e.name),
    `RFC ${e.rfc}`,
    String(e.year),
    e.title,
    e.amendments.length ? e.amendments.map((a) => `RFC ${a.slice(3)}`).join(', ') : c.dim('–'),
    String(e.ruleNames.length),
  ]);
  const out = [fittedTable(['edition', 'RFC', 'year', 'title', 'amendments', 'rules'].map((h) => c.bold(h)), rows, io)];
  const missing = EDITION_NAMES.filter((n) => !editions.some((e) => e.name === n));
  if (missing.length) out.push(c.dim(`not implemented yet: ${missing.join(', ')}`));
  out.push('', c.bold("Schemes in their own specifications (parse --scheme, check --scheme)"), schemeRows(io));
  io.print(out.join('\n'));
  return EXIT_OK;
}
