/**
 * `uri-editions compare URL…`: a table with one column per edition and one row per component,
 * differing rows marked and highlighted, the explanations under it and each rejecting edition's
 * error with a caret. `--json` prints the Comparison; with no URL, stdin is read line by line and
 * each line's Comparison written as NDJSON, with a summary on stderr.
 */
import type { Amendment, EditionName, UriReference } from '../../model/ast';
import type { ParseResult } from '../../editions/types';
import { compareWith } from '../../compare/compare';
import type { CompareOptions, Comparison, Difference } from '../../compare/compare';
import { implementedEditions } from '../../editions/registry';
import type { Quoter } from '../../compare/explain';
import type { Io } from '../io';
import { Masker, maskedValue } from '../../redact/mask';
import { lineRecords, notProcessed, streamLines } from '../ndjson';
import { amendmentList, editionList, maxLineOption } from '../options';
import { table } from '../table';
import { CELL_MAX, cell, count, inputs, visible, widthOf, wrap } from '../text';
import { json } from '../escape';
import { EXIT_OK, asUsage, bulkExitCode } from '../usage';

export interface CompareFlags {
  editions?: string;
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
  maxLine?: string;
}

export async function compareCommand(urls: string[], flags: CompareFlags, io: Io): Promise<number> {
  const editions = flags.editions ? editionList(flags.editions) : [...implementedEditions];
  const amendments = amendmentList(flags.amend);
  const options = { editions, amendments };
  asUsage(() => compareWith('', options)); // unknown edition / amendment: a usage error before any input
  const maxLine = maxLineOption(flags.maxLine);
  if (urls.length === 0) return bulk(io, editions, amendments, flags, maxLine);
  const comparisons = urls.map((url) => compareMasked(url, options, flags.showPassword === true));
  if (flags.json) {
    const docs = comparisons.map(({ c, masker }) => masker.comparison(c));
    io.print(json(docs.length === 1 ? docs[0] : docs, 2));
    return EXIT_OK;
  }
  io.print(comparisons.map(({ c, masker }) => render(c, editions, io, masker)).join('\n\n'));
  return EXIT_OK;
}

/** compare() with its explanations quoting the input through the masker (made once the results are known). */
function compareMasked(url: string, options: CompareOptions, show: boolean): { c: Comparison; masker: Masker } {
  let masker = new Masker(true, [url]);
  const c = compareWith(url, options, (results) => {
    masker = new Masker(show, [url], results);
    return masker.quoter(url);
  });
  return { c, masker };
}

// ---------------------------------------------------------------------------------------------
// The table

interface Row {
  label: string;
  fields: (keyof UriReference)[];
  show(uri: UriReference, q: Quoter, max: number): string;
}

function field(name: 'scheme' | 'authority' | 'userinfo' | 'port' | 'path' | 'params' | 'query' | 'fragment' | 'opaque'): Row {
  return {
    label: name,
    fields: [name],
    show: (uri, q, max) => cell(maskedValue(uri, name, q), PLAIN, max),
  };
}

const PLAIN = { dim: (s: unknown) => String(s) } as unknown as Io['out'];

const HOST: Row = {
  label: 'host (kind)',
  fields: ['host', 'hostKind'],
  show: (uri, q, max) => {
    const host = cell(maskedValue(uri, 'host', q), PLAIN, max);
    return uri.hostKind ? `${host} (${uri.hostKind})` : host;
  },
};

/** The rows: those the issue names, plus authority and opaque when they matter for this input. */
function rowsFor(c: Comparison, differing: Set<string>): Row[] {
  const accepted = Object.values(c.results).filter((r): r is Extract<ParseResult, { ok: true }> => r.ok);
  const rows = [field('scheme')];
  if (differing.has('authority')) rows.push(field('authority'));
  rows.push(field('userinfo'), HOST, field('port'), field('path'), field('params'), field('query'), field('fragment'));
  if (accepted.some((r) => r.uri.opaque !== undefined)) rows.push(field('opaque'));
  return rows;
}

function render(c: Comparison, editions: EditionName[], io: Io, masker: Masker): string {
  const col = io.out;
  const q = masker.quoter(c.input);
  const title = masker.input(c.input);
  const differing = new Set<string>(c.differences.map((d: Difference) => d.component));
  const max = cellWidth(io, editions.length);

  const mark = (label: string, differs: boolean) => (differs ? col.yellow(col.bold(`* ${label}`)) : `  ${label}`);
  const paint = (text: string, differs: boolean) => (differs ? col.yellow(text) : text);

  const body: string[][] = [];
  body.push([
    mark('accepted?', differing.has('accepted')),
    ...editions.map((e) => {
      const r = c.results[e];
      return r.ok ? col.green('yes') : col.red(`no (at ${r.error.offset})`);
    }),
  ]);
  for (const row of rowsFor(c, differing)) {
    const differs = row.fields.some((f) => differing.has(f));
    body.push([
      mark(row.label, differs),
      ...editions.map((e) => {
        const r = c.results[e];
        if (!r.ok) return '';
        const text = row.show(r.uri, q, max);
        return paint(text.replace(/^–$|^""$/, (s) => col.dim(s)), differs);
      }),
    ]);
  }

  const out = [col.bold(visible(title)), table(['', ...editions.map((e) => col.bold(e))], body)];
  const width = widthOf(io.stdout);
  if (c.differences.length) {
    out.push(col.bold('Differences'));
    for (const d of c.differences) out.push(`  ${wrap(`${col.yellow(d.component)}: ${visible(d.explanation)}`, width - 2, 4)}`);
  } else if (editions.length > 1) {
    const allOk = editions.every((e) => c.results[e].ok);
    out.push(allOk ? `All ${editions.length} editions agree.` : `All ${editions.length} editions reject it.`);
  }
  const rejected = editions.filter((e) => !c.results[e].ok);
  if (rejected.length) {
    out.push(col.bold('Rejections'));
    for (const e of rejected) {
      const r = c.results[e];
      if (r.ok) continue;
      const [first, ...rest] = masker.error(r.error).split('\n').map(visible);
      out.push(`  ${wrap(col.red(first), width - 2, 4)}`);
      for (const line of rest) out.push(`  ${line}`);
    }
  }
  return out.join('\n');
}

/** A cell's width: the terminal's width shared between the columns, or CELL_MAX when not a terminal. */
function cellWidth(io: Io, columns: number): number {
  if (!io.stdout.isTTY || !io.stdout.columns) return CELL_MAX;
  const room = io.stdout.columns - 16 - 3 * (columns + 1);
  return Math.max(12, Math.min(CELL_MAX, Math.floor(room / columns)));
}

// ---------------------------------------------------------------------------------------------
// Bulk mode

async function bulk(io: Io, editions: EditionName[], amendments: Amendment[], flags: CompareFlags, maxLine: number): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  const accepted = Object.fromEntries(editions.map((e) => [e, 0])) as Record<EditionName, number>;
  let differ = 0;
  const options = { editions, amendments };
  const summary = await streamLines({
    input: io.stdin,
    output: io.stdout,
    progress: io.stderr,
    maxLine,
    ...lineRecords(maxLine),
    handle(line) {
      const { c, masker } = compareMasked(line, options, flags.showPassword === true);
      for (const e of editions) if (c.results[e].ok) accepted[e]++;
      if (c.differences.length) differ++;
      return json(masker.comparison(c));
    },
  });
  const { lines, tooLong, failed } = summary;
  if (flags.json) io.warn(json({ inputs: lines, accepted, differ, tooLong, failed }));
  else {
    const each = editions.map((e) => `${e} ${count(accepted[e])}`).join(', ');
    io.warn(`${inputs(lines)}; accepted by ${each}; ${count(differ)} differ between editions${notProcessed(summary, maxLine)}`);
  }
  return bulkExitCode(summary, false);
}
