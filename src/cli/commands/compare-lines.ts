/**
 * `compare` on one input, as the bulk mode writes it: the JSON document (the Comparison, masked),
 * or with --brief one compact line (the input, each edition's verdict, the components that differ).
 * Both run in the CLI's thread or in a worker thread (../bulk/), from a plain description of the
 * run (`CompareTaskSpec`) that can be posted to a worker.
 */
import type { Amendment, EditionName } from '../../model/ast';
import { compareWith } from '../../compare/compare';
import { getEdition } from '../../editions/registry';
import type { CompareOptions, Comparison } from '../../compare/compare';
import { Masker } from '../../redact/mask';
import type { WhatwgResult } from '../../whatwg/reading';
import { json } from '../escape';
import { convertIri } from '../iri-hint';
import type { Counts, LineTask } from '../bulk/run-batch';

/** A compare bulk run, as posted to the worker threads: plain data. */
export interface CompareTaskSpec {
  kind: 'compare';
  brief: boolean;
  /** oldest first */
  editions: EditionName[];
  amendments: Amendment[];
  whatwg: boolean;
  iri: boolean;
  showPassword: boolean;
  /** false (--no-schemes): no scheme readings in the documents */
  schemes?: boolean;
}

export type One =
  | { ok: true; c: Comparison<EditionName>; masker: Masker; iri?: string; doc: unknown }
  | { ok: false; doc: unknown; message: string };

/** One input compared (with --iri, converted first: an input that is not an IRI is an error), and its JSON document. */
export function compareOne(url: string, options: CompareOptions, iri: boolean, show: boolean): One {
  const converted = iri ? convertIri(url) : undefined;
  const original = new Masker(show, [url]);
  if (converted && !converted.ok) {
    return { ok: false, doc: { iri: original.input(url), ok: false, error: original.errorJson(converted.error) }, message: original.error(converted.error) };
  }
  const { c, masker } = compareMasked(converted ? converted.uri : url, options, show);
  const doc = masker.comparison(c);
  return converted ? { ok: true, c, masker, iri: url, doc: { iri: original.input(url), ...(doc as object) } } : { ok: true, c, masker, doc };
}

/** compare() with its explanations quoting the input through the masker (made once the results are known). */
function compareMasked(url: string, options: CompareOptions, show: boolean): { c: Comparison<EditionName>; masker: Masker } {
  let masker = new Masker(true, [url]);
  const c = compareWith(url, options, (results) => {
    masker = new Masker(show, [url], results);
    return masker.quoter(url);
  });
  return { c, masker };
}

/** The WHATWG reading, when compared with --whatwg. */
export function whatwgOf(c: Comparison): WhatwgResult | undefined {
  return (c.results as Partial<Record<string, unknown>>).whatwg as WhatwgResult | undefined;
}

/**
 * What a brief line is compared with: the editions (oldest first) and amendments, and never the
 * scheme readings (`schemes: false`), which the line does not carry — made once per run
 * (briefOptions), not per line.
 */
export type BriefOptions = CompareOptions & { editions: readonly EditionName[]; schemes: false };

export function briefOptions(editions: readonly EditionName[], amendments: readonly Amendment[]): BriefOptions {
  return { editions, amendments, schemes: false };
}

/**
 * The --brief line of `input` (docs/cli.md, "compare --brief"), keys always in this order:
 *
 *   {"input":"http://a/b","results":{"rfc1738":{"ok":true},…,"rfc3986":{"ok":false,"offset":4,"rule":"host"}},"differ":["accepted"]}
 *
 * and, when only the IRI edition accepts, `"iri"` last (briefIri).
 *
 * `input` as read (a password as "***" unless `show`); `results`: one entry per compared edition,
 * oldest first; `differ`: the components that differ (Difference.component, in compare()'s order).
 * Nothing else is built: no explanation, no error message is read.
 */
export function briefLine(input: string, options: BriefOptions, show: boolean): string {
  const c = compareWith(input, options);
  // the password spans of every reader (src/redact/readers.ts), a URL nested percent-encoded in a query
  // included, and the secret query values (src/redact/secrets.ts)
  const masker = show || !mayHoldSecret(input) ? undefined : new Masker(false, [input], c.results);
  const shown = masker ? masker.input(input) : input;
  let out = `{"input":${JSON.stringify(shown)},"results":{`;
  const { editions } = options;
  for (let i = 0; i < editions.length; i++) {
    const r = c.results[editions[i]];
    out += `${i ? ',' : ''}${JSON.stringify(editions[i])}:`;
    if (r.ok) out += '{"ok":true}';
    else {
      // where the error would say, without building it (its message and caret are most of its cost)
      const edition = getEdition(editions[i]);
      const own = options.amendments?.filter((a) => edition.info.amendments.includes(a));
      const at = edition.locate(input, own?.length ? { amendments: own } : {});
      out += `{"ok":false,"offset":${at.offset},"rule":${JSON.stringify(at.rule ?? null)}}`;
    }
  }
  out += '},"differ":[';
  for (let i = 0; i < c.differences.length; i++) out += `${i ? ',' : ''}"${c.differences[i].component}"`;
  return `${out}]${briefIri(c, masker)}}`;
}

/**
 * The `iri` member of a brief line (after `differ`), present when --json has one (only the IRI
 * edition accepts: compare()'s `iri`): `,"iri":{"ok":true,"uri":…}` (the URI masked as the
 * input is), or `,"iri":{"ok":false,"offset":…,"rule":…}` as a rejection reads in `results`.
 */
function briefIri(c: Comparison<EditionName>, masker: Masker | undefined): string {
  if (!('iri' in c) || c.iri === undefined) return '';
  const iri = c.iri;
  if (iri.ok) return `,"iri":{"ok":true,"uri":${JSON.stringify(masker ? masker.url(iri.uri) : iri.uri)}}`;
  return `,"iri":{"ok":false,"offset":${iri.error.offset},"rule":${JSON.stringify(iri.error.rule ?? null)}}`;
}

/**
 * Whether `input` may hold a password or a secret query value: every reading of a password ends it
 * at an "@" (a "%40" decoded), and a query value follows an "=" (a "%3D" decoded). Without these
 * there is nothing to mask, and no masker is made.
 */
function mayHoldSecret(input: string): boolean {
  return input.includes('@') || input.includes('=') || /%(?:40|3[dD])/.test(input);
}

/** The line handler of a compare bulk run: the brief line, or the document with the summary's tallies. */
export function compareTask(spec: CompareTaskSpec): LineTask {
  const options = { editions: spec.editions, amendments: spec.amendments, whatwg: spec.whatwg, ...(spec.schemes === false ? { schemes: false } : {}) };
  // --brief reads neither --whatwg nor --iri (the command refuses them together)
  const brief = briefOptions(spec.editions, spec.amendments);
  if (spec.brief) return { handle: (line) => briefLine(line, brief, spec.showPassword) };
  return {
    handle(line: string, counts: Counts): string {
      const one = compareOne(line, options, spec.iri, spec.showPassword);
      if (!one.ok) counts.notIri = (counts.notIri ?? 0) + 1;
      else {
        for (const e of spec.editions) if (one.c.results[e].ok) counts[e] = (counts[e] ?? 0) + 1;
        if (whatwgOf(one.c)?.ok) counts.whatwg = (counts.whatwg ?? 0) + 1;
        if (one.c.differences.length) counts.differ = (counts.differ ?? 0) + 1;
      }
      return json(one.doc);
    },
  };
}
