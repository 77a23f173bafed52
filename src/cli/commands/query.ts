/**
 * `uri-editions query QUERY-OR-URL [--separators S] [--plus] [--no-decode]`: the query's name/value
 * pairs, in order (parseQuery()). Given a whole URL, its query is the text after the first "?" up
 * to "#". Exit 1 when a name or value is not well-formed percent-encoding.
 */
import { PercentEncodingError } from '../../encoding/percent';
import { parseQuery } from '../../encoding/query';
import { Masker } from '../../redact/mask';
import { json, visible, visibleLines } from '../escape';
import type { Io } from '../io';
import { fitWidths, table } from '../table';
import { cell, widthOf } from '../text';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export interface QueryFlags {
  separators?: string;
  plus?: boolean;
  decode?: boolean;
  json?: boolean;
  showPassword?: boolean;
}

/** The query of `text`: after its first "?" and before its "#", or all of it when it has no "?". */
export function queryOf(text: string): string {
  const question = text.indexOf('?');
  if (question < 0) return text;
  const hash = text.indexOf('#', question);
  return text.slice(question + 1, hash < 0 ? text.length : hash);
}

export async function queryCommand(text: string, flags: QueryFlags, io: Io): Promise<number> {
  const masker = new Masker(flags.showPassword === true, [text]);
  const query = queryOf(text);
  const options = { separators: flags.separators ?? '&', plus: flags.plus === true, decode: flags.decode !== false };
  let pairs: [string, string][];
  try {
    pairs = asUsage(() => parseQuery(query, options));
  } catch (error) {
    if (!(error instanceof PercentEncodingError)) throw error;
    const doc = { kind: error.kind, message: masker.text(error.message) };
    if (flags.json) io.print(json({ query: masker.component('query', query), ok: false, error: doc }, 2));
    else io.warn(io.err.red(visibleLines(doc.message)));
    return EXIT_INVALID;
  }
  const shown = pairs.map(([name, value]) => masker.pair(name, value));
  if (flags.json) {
    io.print(json({ query: masker.component('query', query), ok: true, pairs: shown }, 2));
    return EXIT_OK;
  }
  const c = io.out;
  if (shown.length === 0) {
    io.print(c.dim('(no pairs)'));
    return EXIT_OK;
  }
  const head = [c.bold('name'), c.bold('value')];
  const rows = shown.map(([name, value]) => [cell(name, c, 200), cell(value, c, 200)]);
  io.print(`${c.bold(visible(masker.component('query', query)))}\n${table(head, rows, fitWidths([head, ...rows], widthOf(io.stdout)))}`);
  return EXIT_OK;
}
