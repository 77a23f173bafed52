/**
 * What `compare --brief` must write for one input (docs/cli.md, "compare --brief"), computed from
 * the library: each edition's parse() (accepted, or its error's offset and rule), compare()'s
 * differing components, `iri` when only the IRI edition accepts, and the input with its passwords
 * and secret query values hidden as the CLI's Masker hides them.
 * Its keys are in the documented order, so a raw line can be checked with `JSON.stringify` of it.
 */
import { Masker, compare, editions as registered, parse } from '../../src/index';
import type { Amendment, EditionName } from '../../src/index';

export interface BriefOptions {
  editions?: readonly EditionName[];
  amendments?: readonly Amendment[];
  showPassword?: boolean;
}

export function expectedBrief(input: string, options: BriefOptions = {}): unknown {
  const names = options.editions ?? registered.map((e) => e.name);
  const amendments = options.amendments ?? [];
  const c = compare(input, { editions: names, amendments });
  const results: Record<string, unknown> = {};
  for (const name of names) {
    const own = amendments.filter((a) => registered.find((e) => e.name === name)!.amendments.includes(a));
    const r = parse(input, name, own.length ? { amendments: own } : {});
    results[name] = r.ok ? { ok: true } : { ok: false, offset: r.error.offset, rule: r.error.rule ?? null };
  }
  const masker = new Masker(options.showPassword === true, [input], c.results);
  const line: Record<string, unknown> = { input: masker.input(input), results, differ: c.differences.map((d) => d.component) };
  // --json's `iri` (only the IRI edition accepts), compactly: the URI, or the error's offset and rule
  if (c.iri) line.iri = c.iri.ok ? { ok: true, uri: masker.url(c.iri.uri) } : { ok: false, offset: c.iri.error.offset, rule: c.iri.error.rule ?? null };
  return line;
}
