/**
 * `uri-editions parse --scheme SPEC URL…`: each URL under one scheme specification (RFC 9110's
 * http-URI, RFC 6068's mailtoURI …), its fields by the RFC's names; a rejection on stderr with its
 * caret, exit 1. `--json` prints { input, ...SchemeParseResult }, passwords hidden unless asked.
 */
import { parse } from '../../parse/parse';
import { parseScheme } from '../../parse/scheme';
import { Masker } from '../../redact/mask';
import type { Io } from '../io';
import { json, visibleLines } from '../escape';
import { renderSchemeReading, schemeResultJson, schemeSpecOption } from '../scheme-view';
import { EXIT_INVALID, EXIT_OK, UsageError } from '../usage';

export async function schemeParseCommand(urls: string[], name: string, flags: { json?: boolean; showPassword?: boolean }, io: Io): Promise<number> {
  const spec = schemeSpecOption(name);
  if (urls.length === 0) throw new UsageError('parse --scheme needs the URLs as arguments');
  const readings = urls.map((input) => ({
    input,
    // (the command masks what it prints itself, from the whole error: its Masker, with --show-password)
    result: parseScheme(input, spec, { showPassword: true }),
    // (the generic reading finds the password spans to hide)
    masker: new Masker(flags.showPassword === true, [input], { rfc3986: parse(input) }),
  }));
  const rejected = readings.some((r) => !r.result.ok);
  if (flags.json) {
    const docs = readings.map(({ input, result, masker }) => ({ input: masker.input(input), ...(schemeResultJson(result, masker) as object) }));
    io.print(json(docs.length === 1 ? docs[0] : docs, 2));
    return rejected ? EXIT_INVALID : EXIT_OK;
  }
  const shown: string[] = [];
  for (const { input, result, masker } of readings) {
    if (result.ok) shown.push(renderSchemeReading(input, result, io, masker));
    else io.warn(io.err.red(visibleLines(masker.error(result.error))));
  }
  if (shown.length) io.print(shown.join('\n\n'));
  return rejected ? EXIT_INVALID : EXIT_OK;
}
