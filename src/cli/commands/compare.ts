/**
 * `uri-editions compare URL…`: a table with one column per edition and one row per component,
 * differing rows marked and highlighted, the explanations under it and each rejecting edition's
 * error with a caret. `--whatwg` adds the runtime URL's reading as a last column (src/cli/whatwg-column.ts),
 * its differences among the others. `--json` prints the Comparison; with no URL, stdin is read line
 * by line and each line's Comparison written as NDJSON, with a summary on stderr.
 */
import type { EditionName, UriReference } from '../../model/ast';
import type { ParseResult } from '../../editions/types';
import { compareWith } from '../../compare/compare';
import type { CompareOptions, Comparison, Difference } from '../../compare/compare';
import { implementedEditions } from '../../editions/registry';
import type { Quoter } from '../../compare/explain';
import type { Io } from '../io';
import { Masker, maskedValue } from '../../redact/mask';
import { notProcessed } from '../ndjson';
import { runBulk } from '../bulk/run';
import { amendmentList, editionList, jobsOption, maxLineOption } from '../options';
import { layOut } from '../compare-layout';
import { append, listAnd } from '../list';
import { cell, count, inputs, terminalWidth, visible, widthOf, wrap } from '../text';
import { json, visibleLines } from '../escape';
import { EXIT_INTERNAL, EXIT_INVALID, EXIT_OK, asUsage, bulkExitCode } from '../usage';
import { iriHint, iriLine } from '../iri-hint';
import { IRI_EDITION } from '../../compare/iri';
import { briefLine, briefOptions, compareOne, whatwgOf } from './compare-lines';
import type { CompareTaskSpec } from './compare-lines';
import { WHATWG_NOTE, whatwgAccepted, whatwgCell, whatwgRejection } from '../whatwg-column';
import { renderSchemeTable } from '../scheme-view';

export interface CompareFlags {
  /** a comma-separated list */
  edition?: string;
  /** the spelling before every command said --edition */
  editions?: string;
  iri?: boolean;
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
  maxLine?: string;
  whatwg?: boolean;
  /** one compact NDJSON line per input (compare-lines.ts: briefLine) */
  brief?: boolean;
  /** bulk mode: worker threads (default: one per core) */
  jobs?: string;
  /** false (--no-schemes): leave out the input's scheme specifications */
  schemes?: boolean;
  /** every explanation in full (the default is concise: see render) */
  verbose?: boolean;
}

export async function compareCommand(urls: string[], flags: CompareFlags, io: Io): Promise<number> {
  const list = flags.edition ?? flags.editions;
  const editions = list !== undefined ? editionList(list) : [...implementedEditions];
  const amendments = amendmentList(flags.amend);
  const options = { editions, amendments, whatwg: flags.whatwg === true, ...(flags.schemes === false ? { schemes: false } : {}) };
  asUsage(() => compareWith('', options)); // unknown edition / amendment: a usage error before any input
  const maxLine = maxLineOption(flags.maxLine);
  const jobs = jobsOption(flags.jobs);
  if (urls.length === 0) return bulk(io, options, flags, maxLine, jobs);
  if (flags.brief) {
    const brief = briefOptions(editions, amendments);
    io.print(urls.map((url) => briefLine(url, brief, flags.showPassword === true)).join('\n'));
    return EXIT_OK;
  }
  const show = flags.showPassword === true;
  const docs: unknown[] = [];
  const shown: string[] = [];
  let code = EXIT_OK;
  for (const url of urls) {
    const one = compareOne(url, options, flags.iri === true, show);
    if (!one.ok) code = EXIT_INVALID;
    if (flags.json) docs.push(one.doc);
    else if (one.ok) shown.push(render(one.c, editions, io, one.masker, one.iri, flags.verbose === true));
    else io.warn(io.err.red(visibleLines(one.message)));
  }
  if (flags.json) io.print(json(docs.length === 1 ? docs[0] : docs, 2));
  else if (shown.length) io.print(shown.join('\n\n'));
  return code;
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
function rowsFor(c: Comparison<EditionName>, editions: EditionName[], differing: Set<string>): Row[] {
  const accepted = editions.map((e) => c.results[e]).filter((r): r is Extract<ParseResult, { ok: true }> => r.ok);
  const rows = [field('scheme')];
  if (differing.has('authority')) rows.push(field('authority'));
  rows.push(field('userinfo'), HOST, field('port'), field('path'), field('params'), field('query'), field('fragment'));
  if (accepted.some((r) => r.uri.opaque !== undefined)) rows.push(field('opaque'));
  return rows;
}

/**
 * The table and explanations; `iri`: the IRI the input was converted from (compare --iri).
 * Concise unless `verbose`: the acceptance difference names who rejects and points to the
 * rejections instead of repeating their reasons; rejections that stop at the same offset share one
 * caret block (and one reason, when they say the same); the scheme readings are summed up in a
 * line when they agree with each other. `verbose`: every explanation in full, as compare() gives it.
 */
function render(c: Comparison<EditionName>, editions: EditionName[], io: Io, masker: Masker, iri?: string, verbose = false): string {
  const col = io.out;
  const whatwg = whatwgOf(c);
  const q = masker.quoter(c.input);
  const title = iri === undefined ? masker.input(c.input) : `${new Masker(masker.show, [iri]).input(iri)} → ${masker.input(c.input)}`;
  const anyAccepted = editions.some((e) => c.results[e].ok) || whatwg?.ok === true;
  const differing = new Set<string>(c.differences.map((d: Difference) => d.component));
  // a value is never shortened (compare-layout.ts fits the table to the terminal instead)
  const max = Infinity;

  const mark = (label: string, differs: boolean) => (differs ? col.yellow(col.bold(`* ${label}`)) : `  ${label}`);
  const paint = (text: string, differs: boolean) => (differs ? col.yellow(text) : text);

  const body: string[][] = [];
  body.push([
    mark('accepted?', differing.has('accepted')),
    ...editions.map((e) => {
      const r = c.results[e];
      return r.ok ? col.green('yes') : col.red(`no (at ${r.error.offset})`);
    }),
    ...(whatwg ? [whatwgAccepted(whatwg, col)] : []),
  ]);
  // when every edition rejects, there is no component to show
  for (const row of anyAccepted ? rowsFor(c, editions, differing) : []) {
    const differs = row.fields.some((f) => differing.has(f));
    const shown = (text: string) => paint(text.replace(/^–$|^""$/, (s) => col.dim(s)), differs);
    body.push([
      mark(row.label, differs),
      ...editions.map((e) => {
        const r = c.results[e];
        return r.ok ? shown(row.show(r.uri, q, max)) : '';
      }),
      ...(whatwg ? [shown(whatwgCell(whatwg, row.label, masker, PLAIN, max))] : []),
    ]);
  }

  const names: string[] = whatwg ? [...editions, 'whatwg'] : editions;
  const layout = {
    labels: body.map((row) => row[0]),
    columns: names.map((name, j) => ({ name, cells: body.map((row) => row[j + 1]) })),
    heading: (name: string) => col.bold(name),
  };
  const out = [col.bold(visible(title)), layOut(layout, terminalWidth(io))];
  const width = widthOf(io.stdout);
  // only the IRI edition accepts: say so under the table, with the URI the IRI maps to
  if (c.iri) out.push(col.cyan(wrap(visible(iriLine(c.iri, masker)), width, 2)));
  if (whatwg?.ok && anyAccepted) out.push(col.dim(wrap(WHATWG_NOTE, width, 2)));
  if (c.differences.length) {
    out.push(col.bold('Differences'));
    for (const d of c.differences) {
      const explanation = !verbose && d.component === 'accepted' ? acceptanceSummary(c, editions) : masker.text(d.explanation);
      out.push(`  ${wrap(`${col.yellow(d.component)}: ${visible(explanation)}`, width - 2, 4)}`);
    }
  } else if (editions.length > 1 || whatwg) {
    const allOk = editions.every((e) => c.results[e].ok);
    const all = editions.length === 1 ? `${editions[0]} and WHATWG` : `All ${editions.length} editions${whatwg ? ' and WHATWG' : ''}`;
    out.push(allOk ? `${all} agree.` : `${all} reject it.`);
  }
  // no edition accepts, and the IRI edition was not asked: what it makes of the input
  const hint = iri === undefined && !anyAccepted && !editions.includes(IRI_EDITION) ? iriHint(c.input, masker) : undefined;
  if (hint) out.push(col.cyan(wrap(visible(hint), width, 2)));
  const rejected = editions.filter((e) => !c.results[e].ok);
  const whatwgRejected = whatwg && whatwgRejection(whatwg, masker);
  if (rejected.length || whatwgRejected) {
    out.push(col.bold('Rejections'));
    if (verbose) {
      for (const e of rejected) {
        const r = c.results[e];
        if (r.ok) continue;
        const [first, ...rest] = masker.error(r.error).split('\n').map(visible);
        out.push(`  ${wrap(col.red(first), width - 2, 4)}`);
        for (const line of rest) out.push(`  ${line}`);
      }
    } else {
      for (const group of rejectionGroups(c, rejected, masker)) {
        for (const reason of group.reasons) out.push(`  ${wrap(col.red(visible(reason)), width - 2, 4)}`);
        for (const line of group.caret) out.push(`  ${visible(line)}`);
      }
    }
    if (whatwgRejected) out.push(`  ${wrap(col.red(visible(whatwgRejected)), width - 2, 4)}`);
  }
  if (c.schemes) {
    const agree = !verbose && c.schemes.differences.length === 0 && Object.values(c.schemes.results).every((r) => r?.ok && r.warnings.length === 0);
    if (agree) {
      const specs = Object.keys(c.schemes.results);
      out.push(col.dim(wrap(`The ${c.schemes.scheme} scheme in its own specifications: ${listAnd(specs)} ${specs.length === 1 ? 'accepts' : 'accept'} it, with the same components (--verbose shows them).`, width, 2)));
    } else {
      const shownOffsets = verbose ? undefined : new Set(rejected.map((e) => c.results[e]).flatMap((r) => (r.ok ? [] : [r.error.offset])));
      append(out, renderSchemeTable(c.schemes, io, masker, width, terminalWidth(io), shownOffsets));
    }
  }
  return out.join('\n');
}

/** The acceptance difference, said briefly: who rejects (where), who accepts; the reasons are under Rejections. */
function acceptanceSummary(c: Comparison<EditionName>, editions: EditionName[]): string {
  const whatwg = whatwgOf(c);
  const offsets = new Map<string, number | undefined>();
  for (const e of editions) {
    const r = c.results[e];
    if (!r.ok) offsets.set(e, r.error.offset);
  }
  if (whatwg && !whatwg.ok) offsets.set('whatwg', undefined);
  const rejecting = [...offsets.keys()];
  const accepting = [...editions.filter((e) => c.results[e].ok), ...(whatwg?.ok ? ['whatwg'] : [])];
  const at = new Set([...offsets.values()].filter((o) => o !== undefined));
  const who = at.size === 1 && offsets.size === editions.filter((e) => !c.results[e].ok).length
    ? `${listAnd(rejecting)} ${rejecting.length === 1 ? 'rejects' : 'reject'} it (at ${[...at][0]})`
    : `${listAnd(rejecting.map((n) => (offsets.get(n) === undefined ? n : `${n} (at ${offsets.get(n)})`)))} ${rejecting.length === 1 ? 'rejects' : 'reject'} it`;
  return `${who}; ${listAnd(accepting)} ${accepting.length === 1 ? 'accepts' : 'accept'} it (why: under Rejections; --verbose explains each edition's reading)`;
}

/**
 * The rejections grouped by where they stop: one caret block per offset, each distinct reason once
 * (the editions that give the same reason named together).
 */
function rejectionGroups(c: Comparison<EditionName>, rejected: readonly EditionName[], masker: Masker): { reasons: string[]; caret: string[] }[] {
  const byOffset = new Map<number, { reasons: Map<string, EditionName[]>; caret: string[] }>();
  for (const e of rejected) {
    const r = c.results[e];
    if (r.ok) continue;
    const [first, ...caret] = masker.error(r.error).split('\n');
    const reason = first.startsWith(`${e}: `) ? first.slice(e.length + 2) : first;
    let group = byOffset.get(r.error.offset);
    if (!group) byOffset.set(r.error.offset, (group = { reasons: new Map(), caret }));
    group.reasons.set(reason, [...(group.reasons.get(reason) ?? []), e]);
  }
  return [...byOffset.values()].map((g) => ({ reasons: [...g.reasons].map(([reason, es]) => `${es.join(', ')}: ${reason}`), caret: g.caret }));
}


// ---------------------------------------------------------------------------------------------
// Bulk mode

async function bulk(io: Io, options: CompareOptions & { editions: EditionName[] }, flags: CompareFlags, maxLine: number, jobs: number): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  const editions = options.editions;
  const spec: CompareTaskSpec = {
    kind: 'compare',
    brief: flags.brief === true,
    editions,
    amendments: [...(options.amendments ?? [])],
    whatwg: options.whatwg === true,
    iri: flags.iri === true,
    showPassword: flags.showPassword === true,
    ...(flags.schemes === false ? { schemes: false } : {}),
  };
  const summary = await runBulk(io, spec, maxLine, jobs);
  // --brief: the mapper contract (docs/cli.md): rejections and long lines are records, not errors; nothing on stderr
  if (spec.brief) return summary.failed ? EXIT_INTERNAL : EXIT_OK;
  const { lines, tooLong, failed, counts } = summary;
  const readings: (EditionName | 'whatwg')[] = options.whatwg ? [...editions, 'whatwg'] : editions;
  const accepted = Object.fromEntries(readings.map((e) => [e, counts[e] ?? 0])) as Record<EditionName | 'whatwg', number>;
  const differ = counts.differ ?? 0;
  const notIri = counts.notIri ?? 0;
  if (flags.json) io.warn(json({ inputs: lines, accepted, differ, tooLong, failed, ...(flags.iri ? { notIri } : {}) }));
  else {
    const each = readings.map((e) => `${e} ${count(accepted[e])}`).join(', ');
    const iris = flags.iri ? `; ${count(notIri)} not an IRI` : '';
    io.warn(`${inputs(lines)}; accepted by ${each}; ${count(differ)} differ between editions${options.whatwg ? ' or WHATWG' : ''}${iris}${notProcessed(summary, maxLine)}`);
  }
  return bulkExitCode(summary, notIri > 0);
}
