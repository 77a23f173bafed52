/**
 * `uri-editions encode TEXT [--component C] [--edition E]`: TEXT percent-encoded as UTF-8 for one
 * component of one edition (percentEncode()); `uri-editions decode TEXT`: strict percent-decoding
 * (percentDecode()). Exit 1, with the offset and a caret, when TEXT cannot be encoded for that
 * component (the older editions' hostnames) or is not well-formed (a malformed "%", invalid UTF-8).
 */
import { DEFAULT_EDITION } from '../../editions/registry';
import { COMPONENTS } from '../../encoding/classes';
import type { EncodableComponent } from '../../encoding/classes';
import { PercentEncodingError, percentDecode, percentEncode } from '../../encoding/percent';
import { caret } from '../../model/errors';
import { Masker } from '../../redact/mask';
import { json, visible, visibleLines } from '../escape';
import type { Io } from '../io';
import { editionOption } from '../options';
import { EXIT_INVALID, EXIT_OK, UsageError, asUsage } from '../usage';

export interface EncodeFlags {
  component?: string;
  edition?: string;
  json?: boolean;
  showPassword?: boolean;
}

export const DEFAULT_COMPONENT: EncodableComponent = 'segment';

export async function encodeCommand(direction: 'encode' | 'decode', text: string, flags: EncodeFlags, io: Io): Promise<number> {
  const masker = new Masker(flags.showPassword === true, [text]);
  let about: Record<string, string> = {};
  let run: () => string;
  if (direction === 'encode') {
    const component = (flags.component ?? DEFAULT_COMPONENT) as EncodableComponent;
    if (!COMPONENTS.includes(component)) throw new UsageError(`unknown component '${flags.component}'; components are ${COMPONENTS.join(', ')}`);
    const edition = editionOption(flags.edition ?? DEFAULT_EDITION);
    about = { component, edition };
    run = () => percentEncode(text, component, edition);
  } else {
    run = () => percentDecode(text);
  }
  let output: string;
  try {
    output = asUsage(run);
  } catch (error) {
    if (!(error instanceof PercentEncodingError)) throw error;
    const doc = { kind: error.kind, message: masker.text(error.message), offset: error.offset };
    if (flags.json) io.print(json({ input: masker.input(text), ...about, ok: false, error: doc }, 2));
    else {
      const q = masker.quoter(text);
      io.warn(io.err.red(visibleLines(`${doc.message}\n${caret(q.text(0, text.length), q.text(0, error.offset).length)}`)));
    }
    return EXIT_INVALID;
  }
  if (flags.json) io.print(json({ input: masker.input(text), ...about, ok: true, output: masker.url(output) }, 2));
  else io.print(visible(masker.url(output)));
  return EXIT_OK;
}
