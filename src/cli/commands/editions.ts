/** `uri-editions editions`: the implemented editions, with RFC numbers, years and amendments. */
import { EDITION_NAMES, editions } from '../../editions/registry';
import type { Io } from '../io';
import { table } from '../table';
import { json } from '../escape';
import { EXIT_OK } from '../usage';

export async function editionsCommand(flags: { json?: boolean }, io: Io): Promise<number> {
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
  const out = [table(['edition', 'RFC', 'year', 'title', 'amendments', 'rules'].map((h) => c.bold(h)), rows)];
  const missing = EDITION_NAMES.filter((n) => !editions.some((e) => e.name === n));
  if (missing.length) out.push(c.dim(`not implemented yet: ${missing.join(', ')}`));
  io.print(out.join('\n'));
  return EXIT_OK;
}
