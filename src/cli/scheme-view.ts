/**
 * The scheme specifications in the CLI: `parse --scheme SPEC` (the scheme's fields by the RFC's
 * names), the table `compare` prints under the editions' (one column per era of the input's
 * scheme), and the list `editions` prints. Passwords are hidden as everywhere (RFC 3986 §7.5).
 */
import type { SchemeComparison } from '../compare/schemes';
import type { SchemeParseResult, SchemeSpecName } from '../editions/schemes/types';
import { SCHEME_SPEC_NAMES, getSchemeSpec, schemes } from '../editions/schemes/registry';
import type { Masker } from '../redact/mask';
import { maskedField as fieldText } from '../redact/scheme-mask';
export { maskedSchemeResult as schemeResultJson } from '../redact/scheme-mask';
import type { Io } from './io';
import { fittedTable } from './table';
import { layOut } from './compare-layout';
import { cell, visible, wrap } from './text';
import { UsageError } from './usage';

/** `--scheme NAME`: a scheme specification's name, or a usage error naming them. */
export function schemeSpecOption(name: string): SchemeSpecName {
  if (!(SCHEME_SPEC_NAMES as readonly string[]).includes(name)) {
    throw new UsageError(`unknown scheme specification '${name}'; they are ${SCHEME_SPEC_NAMES.join(', ')}`);
  }
  return name as SchemeSpecName;
}

/** One input under one specification: its fields table and warnings (or its error, for stderr). */
export function renderSchemeReading(input: string, r: SchemeParseResult, io: Io, masker: Masker): string {
  const c = io.out;
  if (!r.ok) return masker.error(r.error);
  const rows = Object.entries(r.fields).map(([k, v]) => [k, cell(fieldText(k, v, masker), c, 200)]);
  const out = [`${c.bold(visible(masker.input(input)))} ${c.dim(`(${r.spec}, ${r.scheme}: ${getSchemeSpec(r.spec).info.tops[r.scheme]})`)}`, fittedTable([c.bold('field'), c.bold('value')], rows, io)];
  for (const w of r.warnings) out.push(c.yellow(`warning: ${visible(masker.text(w.message))}`));
  return out.join('\n');
}

/**
 * compare's scheme table: one column per specification of the input's scheme, fitted to the
 * terminal as the editions' table is (`layOut`: readings that read the same merged, else one block
 * per reading; a value never cut), and the differences. `terminal`: the terminal's width, undefined
 * when stdout is not one; `width`: the width explanations are wrapped to; `caretsShown`: the offsets
 * whose caret block is already on the screen (concise output shows each once).
 */
export function renderSchemeTable(s: SchemeComparison, io: Io, masker: Masker, width: number, terminal: number | undefined, caretsShown?: Set<number>): string[] {
  const col = io.out;
  const specs = Object.keys(s.results) as SchemeSpecName[];
  const differing = new Set(s.differences.map((d) => d.component));
  const mark = (label: string, differs: boolean) => (differs ? col.yellow(col.bold(`* ${label}`)) : `  ${label}`);
  const body: string[][] = [
    [mark('accepted?', differing.has('accepted')), ...specs.map((n) => (s.results[n]!.ok ? col.green('yes') : col.red(`no (at ${(s.results[n] as { error: { offset: number } }).error.offset})`)))],
  ];
  const components = ['userinfo', 'host', 'port', 'path', 'query', 'fragment', 'to', 'headers'] as const;
  // when every specification rejects, there is no component to show (as in the editions' table)
  const anyAccepted = specs.some((n) => s.results[n]!.ok);
  for (const component of anyAccepted ? components : []) {
    const fields = specs.map((n) => getSchemeSpec(n).components(s.scheme)[component]);
    if (fields.every((f) => f === undefined)) continue;
    const differs = differing.has(component);
    body.push([
      mark(component, differs),
      ...specs.map((n, i) => {
        const r = s.results[n]!;
        const f = fields[i];
        if (!r.ok) return '';
        if (f === undefined) return col.dim('(none)');
        const text = cell(fieldText(f, r.fields[f], masker), col, Infinity);
        return differs ? col.yellow(text) : text;
      }),
    ]);
  }
  const layout = {
    labels: body.map((row) => row[0]),
    columns: specs.map((n, j) => ({ name: `${n} ${getSchemeSpec(n).info.tops[s.scheme]}`, cells: body.map((row) => row[j + 1]) })),
    heading: (name: string) => col.bold(name),
  };
  const out = [wrap(col.bold(`The ${s.scheme} scheme in its own specifications`), width, 2), layOut(layout, terminal)];
  for (const d of s.differences) out.push(`  ${wrap(`${col.yellow(d.component)}: ${visible(masker.text(d.explanation))}`, width - 2, 4)}`);
  for (const n of specs) {
    const r = s.results[n]!;
    if (r.ok) {
      for (const w of r.warnings) out.push(`  ${wrap(col.yellow(`${n}: ${visible(masker.text(w.message))}`), width - 2, 4)}`);
      continue;
    }
    const [first, ...rest] = masker.error(r.error).split('\n').map(visible);
    out.push(`  ${wrap(col.red(first), width - 2, 4)}`);
    // concise (caretsShown given): a caret block already shown for this offset is not repeated
    if (caretsShown?.has(r.error.offset)) continue;
    caretsShown?.add(r.error.offset);
    for (const line of rest) out.push(`  ${line}`);
  }
  return out;
}

/** The scheme specifications as `editions` lists them: one row per scheme and era. */
export function schemeRows(io: Io): string {
  const c = io.out;
  const rows: string[][] = [];
  for (const [scheme, eras] of Object.entries(schemes).sort((a, b) => a[0].localeCompare(b[0]))) {
    for (const e of eras) rows.push([c.bold(scheme), e.name, String(e.year), `§${e.section}`, e.top, e.title]);
  }
  return fittedTable(['scheme', 'specification', 'year', 'section', 'rule', 'title'].map((h) => c.bold(h)), rows, io);
}
