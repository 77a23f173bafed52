/**
 * `uri-editions audit URL…`: each reading (RFC editions and WHATWG) in a table — accepted, scheme,
 * host and its type, canonical host or address, destinations, port — then the findings and risk
 * flags with their offsets. Exit 0 when every input is consistent, 1 when one is divergent. `--json`
 * prints the Audit(s); with no URL, stdin is read line by line and each line's Audit written as
 * NDJSON, with a summary on stderr. Passwords are masked as in `compare` unless --show-password.
 */
import { audit } from '../../audit/audit';
import type { Audit, AuditReading, ReadingName } from '../../audit/types';
import { implementedEditions } from '../../editions/registry';
import { parse } from '../../parse/parse';
import { redact } from '../../redact/redact';
import type { Io } from '../io';
import { MASK, passwordSpans } from '../mask';
import { streamLines } from '../ndjson';
import { table } from '../table';
import { cell, count, visible, widthOf, wrap } from '../text';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export interface AuditFlags {
  base?: string;
  json?: boolean;
  showPassword?: boolean;
}

export async function auditCommand(urls: string[], flags: AuditFlags, io: Io): Promise<number> {
  const options = flags.base === undefined ? undefined : { base: flags.base };
  asUsage(() => audit('', options));
  if (urls.length === 0) return bulk(io, options, flags);
  const audits = urls.map((url) => audit(url, options));
  const divergent = audits.some((a) => a.divergent);
  if (flags.json) io.print(JSON.stringify(audits.length === 1 ? audits[0] : audits, null, 2));
  else io.print(audits.map((a) => render(a, io, flags.showPassword ? (s) => s : masker(a.input))).join('\n\n'));
  return divergent ? EXIT_INVALID : EXIT_OK;
}

/** Hide every password an edition finds in `input` (RFC 3986 §7.5) wherever its text is shown. */
function masker(input: string): (text: string) => string {
  const results = Object.fromEntries(implementedEditions.map((e) => [e, parse(input, e)]));
  const secrets = passwordSpans(results).map(([s, e]) => input.slice(s, e));
  return (text) => secrets.reduce((t, p) => t.split(p).join(MASK), text);
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

function render(a: Audit, io: Io, mask: (text: string) => string): string {
  const col = io.out;
  const names = Object.keys(a.readings) as ReadingName[];
  const rows = ROWS.filter(([, get]) => names.some((n) => get(a.readings[n]) !== undefined));
  const body = [
    ['accepted?', ...names.map((n) => (a.readings[n].accepted ? col.green('yes') : col.red('no')))],
    ...rows.map(([label, get]) => [label, ...names.map((n) => (a.readings[n].accepted ? cell(mask(get(a.readings[n]) ?? '') || undefined, col) : ''))]),
  ];
  const width = widthOf(io.stdout);
  const out = [col.bold(visible(mask(a.input === redact(a.input) ? a.input : redact(a.input)))), table(['', ...names.map((n) => col.bold(n))], body)];
  out.push(a.divergent ? col.yellow('Divergent: the readings disagree.') : 'Consistent: the readings agree on acceptance, scheme, host and port.');
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
  out.push(`safe to allowlist: ${a.safeToAllowlist ? col.green('yes') : col.red('no')}${a.canonical !== undefined ? `; canonical: ${visible(mask(a.canonical))}` : ''}`);
  return out.join('\n');
}

async function bulk(io: Io, options: { base: string } | undefined, flags: AuditFlags): Promise<number> {
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  let divergent = 0;
  let safe = 0;
  const lines = await streamLines({
    input: io.stdin,
    output: io.stdout,
    progress: io.stderr,
    handle(line) {
      const a = audit(line, options);
      if (a.divergent) divergent++;
      if (a.safeToAllowlist) safe++;
      return JSON.stringify(a);
    },
  });
  if (flags.json) io.warn(JSON.stringify({ inputs: lines, divergent, safeToAllowlist: safe }));
  else io.warn(`${count(lines)} inputs; ${count(divergent)} divergent; ${count(safe)} safe to allowlist`);
  return divergent ? EXIT_INVALID : EXIT_OK;
}
