/**
 * `uri-editions compare URL…`: a table with one column per edition and one row per component,
 * differing rows marked and highlighted, the explanations under it and each rejecting edition's
 * error with a caret. `--json` prints the Comparison; with no URL, stdin is read line by line and
 * each line's Comparison written as NDJSON, with a summary on stderr.
 */
import type { Amendment, EditionName, UriReference } from '../../model/ast';
import type { ParseResult } from '../../editions/types';
import { compareWith } from '../../compare/compare';
import type { Comparison, Difference } from '../../compare/compare';
import { implementedEditions } from '../../editions/registry';
import type { Quoter } from '../../compare/explain';
import { redact } from '../../redact/redact';
import type { Io } from '../io';
import { maskedError, maskedValue, maskingQuoter, passwordSpans } from '../mask';
import { streamLines } from '../ndjson';
import { amendmentList, editionList } from '../options';
import { table } from '../table';
import { CELL_MAX, cell, count, visible, widthOf, wrap } from '../text';
import { EXIT_OK, asUsage } from '../usage';

export interface CompareFlags {
  editions?: string;
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
}

export async function compareCommand(urls: string[], flags: CompareFlags, io: Io): Promise<number> {
  const editions = flags.editions ? editionList(flags.editions) : [...implementedEditions];
  const amendments = amendmentList(flags.amend);
  const options = { editions, amendments };
  asUsage(() => compareWith('', options)); // unknown edition / amendment: a usage error before any input
  if (urls.length === 0) return bulk(io, editions, amendments, flags);
  const mask = !flags.showPassword;
  const comparisons = urls.map((url) =>
    compareWith(url, options, mask ? (results) => maskingQuoter(url, passwordSpans(results)) : undefined),
  );
  if (flags.json) {
    io.print(JSON.stringify(comparisons.length === 1 ? comparisons[0] : comparisons, null, 2));
    return EXIT_OK;
  }
  io.print(comparisons.map((c) => render(c, editions, io, mask)).join('\n\n'));
  return EXIT_OK;
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
function rowsFor(c: Comparison<EditionName>, differing: Set<string>): Row[] {
  const accepted = Object.values(c.results).filter((r): r is Extract<ParseResult, { ok: true }> => r.ok);
  const rows = [field('scheme')];
  if (differing.has('authority')) rows.push(field('authority'));
  rows.push(field('userinfo'), HOST, field('port'), field('path'), field('params'), field('query'), field('fragment'));
  if (accepted.some((r) => r.uri.opaque !== undefined)) rows.push(field('opaque'));
  return rows;
}

function render(c: Comparison<EditionName>, editions: EditionName[], io: Io, mask: boolean): string {
  const col = io.out;
  const spans = mask ? passwordSpans(c.results) : [];
  const q = maskingQuoter(c.input, spans);
  const title = mask ? redact(c.input) : c.input;
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
    for (const d of c.differences) out.push(`  ${wrap(`${col.yellow(d.component)}: ${d.explanation}`, width - 2, 4)}`);
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
      const [first, ...rest] = maskedError(r.error, q).split('\n');
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

async function bulk(io: Io, editions: EditionName[], amendments: Amendment[], flags: CompareFlags): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  const accepted = Object.fromEntries(editions.map((e) => [e, 0])) as Record<EditionName, number>;
  let differ = 0;
  const options = { editions, amendments };
  const lines = await streamLines({
    input: io.stdin,
    output: io.stdout,
    progress: io.stderr,
    handle(line) {
      const c = compareWith(line, options);
      for (const e of editions) if (c.results[e].ok) accepted[e]++;
      if (c.differences.length) differ++;
      return JSON.stringify(c);
    },
  });
  if (flags.json) io.warn(JSON.stringify({ inputs: lines, accepted, differ }));
  else {
    const each = editions.map((e) => `${e} ${count(accepted[e])}`).join(', ');
    io.warn(`${count(lines)} inputs; accepted by ${each}; ${count(differ)} differ between editions`);
  }
  return EXIT_OK;
}
