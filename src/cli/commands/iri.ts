/**
 * `uri-editions iri to-uri IRI` / `iri to-iri URI`: RFC 3987 §3.1 (IRI → URI: UTF-8 percent-encoding,
 * ToASCII for a domain name) and §3.2 (URI → IRI: the percent-encoded UTF-8 that may be shown as
 * characters, decoded). Exit 1 when the input is not an IRI (to-uri) or not a URI (to-iri).
 */
import { iriToUri, uriToIri } from '../../encoding/iri';
import { UriSyntaxError } from '../../model/errors';
import { Masker } from '../../redact/mask';
import { json, visible, visibleLines } from '../escape';
import type { Io } from '../io';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export type IriDirection = 'to-uri' | 'to-iri';

export interface IriFlags {
  idna?: boolean;
  json?: boolean;
  showPassword?: boolean;
}

export async function iriCommand(direction: IriDirection, input: string, flags: IriFlags, io: Io): Promise<number> {
  const masker = new Masker(flags.showPassword === true, [input]);
  const options = flags.idna === undefined ? {} : { idna: flags.idna };
  let output: string;
  try {
    output = asUsage(() => (direction === 'to-uri' ? iriToUri(input, options) : uriToIri(input, options)));
  } catch (error) {
    if (!(error instanceof UriSyntaxError)) throw error;
    if (flags.json) io.print(json({ direction, input: masker.input(input), ok: false, error: masker.errorJson(error) }, 2));
    else io.warn(io.err.red(visibleLines(masker.error(error))));
    return EXIT_INVALID;
  }
  if (flags.json) io.print(json({ direction, input: masker.input(input), ok: true, output: masker.url(output) }, 2));
  else io.print(visible(masker.url(output)));
  return EXIT_OK;
}
