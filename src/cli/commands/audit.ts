/**
 * `uri-editions audit URL…`: each reading (RFC editions, WHATWG, CPython's urlsplit, curl) in a
 * table — accepted, scheme, host and its type, canonical host or address, destinations, port, and
 * for the readings that have a choice the reader and version — then the findings and risk flags
 * with their offsets. `--readers whatwg,python,curl` chooses the columns (the readings compared). Exit 0 when every input is consistent, 1 when one is divergent. `--json`
 * prints the Audit(s); with no URL, stdin is read line by line and each line's Audit written as
 * NDJSON, with a summary on stderr. Passwords are masked as in `compare` unless --show-password.
 */
import { audit } from '../../audit/audit';
import type { Audit, AuditOptions, AuditReading, ReadingName } from '../../audit/types';
import { MASK, Masker } from '../../redact/mask';
import { json, visible } from '../escape';
import type { Io } from '../io';
import { lineRecords, notProcessed, streamLines } from '../ndjson';
import { amendmentList, maxLineOption } from '../options';
import { layOut } from '../compare-layout';
import type { Layout } from '../compare-layout';
import type { Colors } from '../colors';
import { DIVERGENT_CODES } from '../../audit/findings';
import { cell, count, terminalWidth, widthOf, wrap, wrapValue } from '../text';
import { EXIT_INVALID, EXIT_OK, asUsage, bulkExitCode } from '../usage';

export interface AuditFlags {
  base?: string;
  /** comma-separated reading names */
  readers?: string;
  /** comma-separated amendments, for the editions they apply to */
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
  maxLine?: string;
}

export async function auditCommand(urls: string[], flags: AuditFlags, io: Io): Promise<number> {
  const options = auditOptions(flags);
  asUsage(() => audit('', options));
  const maxLine = maxLineOption(flags.maxLine);
  if (urls.length === 0) return bulk(io, options, flags, maxLine);
  const audits = urls.map((url) => audit(url, options));
  const divergent = audits.some((a) => a.divergent);
  const shown = audits.map((a) => ({ audit: a, masker: new Masker(flags.showPassword === true, [a.input]) }));
  if (flags.json) {
    const docs = shown.map(({ audit: a, masker }) => masked(a, masker));
    io.print(json(docs.length === 1 ? docs[0] : docs, 2));
  } else io.print(shown.map(({ audit: a, masker }) => render(a, io, masker)).join('\n\n'));
  return divergent ? EXIT_INVALID : EXIT_OK;
}


/** The audit() options of the flags: the base, the readings named by --readers, the amendments of --amend. */
function auditOptions(flags: AuditFlags): AuditOptions | undefined {
  const readings = flags.readers === undefined ? undefined : (flags.readers.split(',').map((r) => r.trim()).filter((r) => r !== '') as ReadingName[]);
  const amendments = amendmentList(flags.amend);
  if (flags.base === undefined && readings === undefined && amendments.length === 0) return undefined;
  return { ...(flags.base !== undefined ? { base: flags.base } : {}), ...(readings !== undefined ? { readings } : {}), ...(amendments.length ? { amendments } : {}) };
}

/**
 * An Audit as the JSON output shows it, masked by position: the input by its spans, the values the
 * readings took from it as slices of it, the canonical form and targets as URLs (their own password
 * and secret spans), the messages' quotations of it.
 */
function masked(a: Audit, masker: Masker): unknown {
  if (masker.show) return a;
  const hidden = masker.spans(a.input);
  const readings: Record<string, AuditReading> = {};
  for (const [name, r] of Object.entries(a.readings) as [string, AuditReading][]) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(r)) {
      if (typeof value !== 'string') out[key] = key === 'port' && typeof value === 'number' ? portShown(value, masker) : value;
      else if (key === 'target') out[key] = masker.url(value);
      else if (key === 'reader') out[key] = value;
      else if (key === 'error') out[key] = masker.text(unquoted(value, hidden));
      else out[key] = masker.slice(value);
    }
    readings[name] = out as unknown as AuditReading;
  }
  return {
    ...a,
    input: masker.input(a.input),
    readings,
    findings: a.findings.map((f) => ({ ...f, message: masker.text(f.message) })),
    flags: a.flags.map((f) => ({ ...f, message: masker.text(f.message) })),
    ...(a.canonical !== undefined ? { canonical: masker.url(a.canonical) } : {}),
  };
}

/** A port as shown: "***" when its digits are a masked slice of the input (one reader's password). */
function portShown(port: number, masker: Masker): number | string {
  return masker.slice(String(port)) === String(port) ? port : MASK;
}

/** A reading's error that stopped at a character of the password does not name it. */
function unquoted(error: string, hidden: readonly (readonly [number, number])[]): string {
  return error.replace(/unexpected ("(?:[^"\\]|\\.)*") at offset (\d+)/, (text, _c, n: string) =>
    hidden.some(([s, e]) => Number(n) >= s && Number(n) < e) ? `unexpected character at offset ${n}` : text,
  );
}

const ROWS: readonly [string, (r: AuditReading) => string | undefined][] = [
  ['scheme', (r) => r.scheme],
  ['host (type)', (r) => (r.host === undefined ? undefined : `${r.host} (${r.hostType})`)],
  ['canonical host', (r) => r.canonicalHost],
  ['address', (r) => r.address],
  ['destinations', (r) => r.destinations?.join(', ')],
  ['port', (r) => (r.port === undefined ? undefined : `${r.port}${r.portInRange ? '' : ' (out of range)'}`)],
  ['target', (r) => r.target],
  ['same origin?', (r) => (r.sameOrigin === undefined ? undefined : r.sameOrigin ? 'yes' : 'no')],
];

function render(a: Audit, io: Io, masker: Masker): string {
  const mask = (text: string): string => masker.text(text);
  const value = (label: string, text: string): string => (text === '' ? text : label === 'target' ? masker.url(text) : label === 'port' ? String(portShown(Number.parseInt(text, 10), masker)) + text.replace(/^\d+/, '') : label === 'host (type)' ? text.replace(/^(.*)( \([^()]*\))$/, (_, host: string, type: string) => masker.slice(host) + type) : masker.slice(text));
  const col = io.out;
  const names = Object.keys(a.readings) as ReadingName[];
  const rows = ROWS.filter(([, get]) => names.some((n) => get(a.readings[n]) !== undefined));
  // the same layout as compare's: the whole table when it fits, else readings that read the same
  // merged, else a block per reading; a value is never cut
  const layout: Layout = {
    labels: ['accepted?', ...rows.map(([label]) => label)],
    columns: names.map((n) => ({
      name: n,
      cells: [a.readings[n].accepted ? col.green('yes') : col.red('no'), ...rows.map(([label, get]) => (a.readings[n].accepted ? cell(value(label, get(a.readings[n]) ?? '') || undefined, col) : ''))],
    })),
    heading: (name) => col.bold(name),
  };
  const width = widthOf(io.stdout);
  const out = [col.bold(wrapValue(visible(masker.input(a.input)), width)), layOut(layout, terminalWidth(io))];
  const readers = names.filter((n) => a.readings[n].reader !== undefined).map((n) => `${n}: ${a.readings[n].reader}`);
  if (readers.length) out.push(col.dim(wrap(`read by ${readers.join('; ')}`, width, 2)));
  out.push(wrap(verdictLine(a, names, masker, col), width, 2));
  if (a.findings.length) {
    out.push(col.bold('Findings'));
    for (const f of a.findings) {
      const sev = f.severity === 'high' ? col.red(f.severity) : f.severity === 'medium' ? col.yellow(f.severity) : col.dim(f.severity);
      out.push(`  ${wrap(`${sev} ${f.code}${f.offset !== undefined ? ` at ${f.offset}` : ''}: ${visible(mask(f.message))}`, width - 2, 4)}`);
    }
  }
  if (a.flags.length) {
    out.push(col.bold('Flags'));
    for (const f of a.flags) out.push(`  ${wrap(`${f.code} at ${f.offset}: ${visible(mask(f.message))}`, width - 2, 4)}`);
  }
  out.push(wrap(allowlistLine(a, masker, col), width, 2));
  if (a.canonical !== undefined) out.push(`canonical: ${visible(masker.url(a.canonical))}`);
  return out.join('\n');
}

/** Where every accepting reading leads, when they agree: "evil.example (http, port 80)". */
function destination(a: Audit, names: readonly ReadingName[], masker: Masker): string | undefined {
  const accepting = names.map((n) => a.readings[n]).filter((r) => r.accepted);
  const first = accepting[0];
  if (!first || first.canonicalHost === undefined) return undefined;
  const port = first.port === undefined ? '' : `, port ${portShown(first.port, masker)}`;
  return `${visible(masker.slice(first.canonicalHost || '(empty host)'))} (${first.scheme ?? 'no scheme'}${port})`;
}

/**
 * The verdict, said plainly: divergent (readers that accept it lead to different places), rejected
 * by some only (history, not a danger: where every accepting reader goes), or consistent.
 */
function verdictLine(a: Audit, names: readonly ReadingName[], masker: Masker, col: Colors): string {
  const accepting = names.filter((n) => a.readings[n].accepted);
  const rejecting = names.filter((n) => !a.readings[n].accepted);
  if (a.verdict === 'divergent') {
    const what = [...new Set(a.findings.filter((f) => DIVERGENT_CODES.has(f.code)).map((f) => f.component ?? f.code))];
    return col.yellow(`Divergent: readers that accept it disagree on where it leads (${what.join(', ')}).`);
  }
  const to = destination(a, names, masker);
  if (a.verdict === 'rejected-by-some') {
    return `Rejected by some: ${listed(rejecting)} reject${rejecting.length === 1 ? 's' : ''} it; every reader that accepts it goes to ${to ?? 'the same place'}.`;
  }
  if (accepting.length === 0) return 'Consistent: every reading rejects it.';
  return `Consistent: every reading accepts it and goes to ${to ?? 'the same place'}.`;
}

/** "safe to allowlist", said so that it never reads as contradicting the flags above it. */
function allowlistLine(a: Audit, masker: Masker, col: Colors): string {
  if (!a.safeToAllowlist) return `safe to allowlist: ${col.red('no')}`;
  const host = a.readings.whatwg?.canonicalHost;
  const shownHost = host === undefined ? '' : ` on the host ${visible(masker.slice(host))}`;
  const caveat = a.flags.length ? ' (the flags above are what a person may misread; no reader connects elsewhere)' : '';
  return `safe to allowlist${shownHost}: ${col.green('yes')}${caveat}`;
}

/** "a", "a and b", "a, b and c" */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

async function bulk(io: Io, options: AuditOptions | undefined, flags: AuditFlags, maxLine: number): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  let divergent = 0;
  let safe = 0;
  const summary = await streamLines({
    input: io.stdin,
    output: io.stdout,
    progress: io.stderr,
    maxLine,
    ...lineRecords(maxLine),
    handle(line) {
      const a = audit(line, options);
      if (a.divergent) divergent++;
      if (a.safeToAllowlist) safe++;
      return json(masked(a, new Masker(flags.showPassword === true, [line])));
    },
  });
  const { lines, tooLong, failed } = summary;
  if (flags.json) io.warn(json({ inputs: lines, divergent, safeToAllowlist: safe, tooLong, failed }));
  else io.warn(`${count(lines)} input${lines === 1 ? '' : 's'}; ${count(divergent)} divergent; ${count(safe)} safe to allowlist${notProcessed(summary, maxLine)}`);
  return bulkExitCode(summary, divergent > 0);
}
