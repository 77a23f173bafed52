/**
 * `uri-editions parse URL… [--edition E]`: the AST under one edition (default rfc3986) as a
 * field/value table with the edition's warnings; a rejection is printed with its caret on stderr
 * and exits 1. `--json` prints { input, ...ParseResult }; with no URL, stdin is read line by line
 * and written as NDJSON, with a summary on stderr (exit 1 if any line was rejected).
 */
import type { EditionName, UriReference } from '../../model/ast';
import type { ParseOptions, ParseResult } from '../../editions/types';
import { DEFAULT_EDITION } from '../../editions/registry';
import { parse } from '../../parse/parse';
import type { Io } from '../io';
import { MASK, Masker } from '../../redact/mask';
import { lineRecords, notProcessed, streamLines } from '../ndjson';
import { editionOption, maxLineOption, parseOptionsFor } from '../options';
import { fittedTable } from '../table';
import { cite } from '../../model/errors';
import { cell, count, inputs, visible } from '../text';
import { json, visibleLines } from '../escape';
import { iriHint } from '../iri-hint';
import { EXIT_INVALID, EXIT_OK, bulkExitCode } from '../usage';
import { schemeParseCommand } from './scheme';

export interface ParseFlags {
  edition?: string;
  amend?: string;
  caseInsensitiveScheme?: boolean;
  allowFragment?: boolean;
  json?: boolean;
  showPassword?: boolean;
  maxLine?: string;
  /** a scheme specification (rfc9110, rfc6068 …): the scheme's own fields instead of the edition's AST */
  scheme?: string;
}

export async function parseCommand(urls: string[], flags: ParseFlags, io: Io): Promise<number> {
  if (flags.scheme !== undefined) return schemeParseCommand(urls, flags.scheme, flags, io);
  const edition = editionOption(flags.edition ?? DEFAULT_EDITION);
  const options = parseOptionsFor(edition, flags);
  const maxLine = maxLineOption(flags.maxLine);
  if (urls.length === 0) return bulk(io, edition, options, flags, maxLine);
  const show = flags.showPassword === true;
  const results = urls.map((input) => {
    const result = parse(input, edition, options);
    return { input, result, masker: new Masker(show, [input], { [edition]: result }) };
  });
  const rejected = results.some((r) => !r.result.ok);
  if (flags.json) {
    const docs = results.map(({ input, result, masker }) => document(input, result, masker));
    io.print(json(docs.length === 1 ? docs[0] : docs, 2));
    return rejected ? EXIT_INVALID : EXIT_OK;
  }
  for (const { input, result, masker } of results) {
    if (result.ok) io.print(render(input, result, io, masker));
    else {
      io.warn(io.err.red(visibleLines(masker.error(result.error))));
      const hint = iriHint(input, masker, edition);
      if (hint) io.warn(io.err.cyan(visible(hint)));
    }
  }
  return rejected ? EXIT_INVALID : EXIT_OK;
}

const FIELDS: (keyof UriReference)[] = [
  'form',
  'scheme',
  'authority',
  'userinfo',
  'user',
  'password',
  'host',
  'hostKind',
  'port',
  'path',
  'params',
  'query',
  'fragment',
  'opaque',
];

/** One input's JSON document: { input, ...ParseResult }, masked. */
function document(input: string, result: ParseResult, masker: Masker): unknown {
  return { input: masker.input(input), ...(masker.result(result, input) as object) };
}

function render(input: string, result: Extract<ParseResult, { ok: true }>, io: Io, masker: Masker): string {
  const c = io.out;
  const { uri } = result;
  const q = masker.quoter(input);
  const mask = !masker.show;
  // in a terminal the table is fitted and a value wrapped, never cut; to a pipe, as before (200)
  const max = io.stdout.isTTY ? Infinity : 200;
  const rows: string[][] = [];
  for (const f of FIELDS) {
    if ((f === 'params' || f === 'opaque') && uri[f] === undefined) continue;
    const span = uri.spans[f as keyof UriReference['spans']];
    const value = uri[f];
    const shown = typeof value === 'string' && span ? q.text(span[0], span[1]) : (value as string | undefined);
    rows.push([f, cell(mask && f === 'password' && value ? MASK : shown, c, max)]);
  }
  if (uri.segments?.some((s) => s.params?.length)) {
    rows.push(['segments', visible(uri.segments.map((s) => [masker.component('segment', s.value), ...(s.params ?? []).map((p) => masker.component('param', p))].join(';')).join(' | '))]);
  }
  for (const [key, value] of Object.entries(uri.schemeData ?? {})) {
    if (value === undefined) continue;
    const text = key === 'password' && mask && value ? MASK : Array.isArray(value) ? value.map((v) => masker.component(key, v)).join(', ') : masker.component(key, value);
    rows.push([`schemeData.${key}`, cell(text, c, max)]);
  }
  const out = [`${c.bold(visible(q.text(0, input.length)))} ${c.dim(`(${result.edition}, ${uri.form})`)}`, fittedTable([c.bold('field'), c.bold('value')], rows, io)];
  for (const w of result.warnings) {
    // "(iuserinfo, RFC 3986 §3.2.1)": the section cited whatever RFC it is from (model/errors.ts cite)
    const rfc = result.edition.slice(3);
    const where = w.rule ? ` (${w.rule}${w.section ? `, ${cite(w.section, rfc)}` : ''})` : w.section ? ` (${cite(w.section, rfc)})` : '';
    out.push(c.yellow(`warning: ${visible(masker.text(w.message))}${where}`));
  }
  return out.join('\n');
}

async function bulk(io: Io, edition: EditionName, options: ParseOptions, flags: ParseFlags, maxLine: number): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  let accepted = 0;
  let rejected = 0;
  const summary = await streamLines({
    input: io.stdin,
    output: io.stdout,
    progress: io.stderr,
    maxLine,
    ...lineRecords(maxLine),
    handle(input) {
      const result = parse(input, edition, options);
      if (result.ok) accepted++;
      else rejected++;
      return json(document(input, result, new Masker(flags.showPassword === true, [input], { [edition]: result })));
    },
  });
  const { lines, tooLong, failed } = summary;
  if (flags.json) io.warn(json({ inputs: lines, edition, accepted, rejected, tooLong, failed }));
  else io.warn(`${inputs(lines)}; ${count(accepted)} accepted and ${count(rejected)} rejected by ${edition}${notProcessed(summary, maxLine)}`);
  return bulkExitCode(summary, rejected > 0);
}
