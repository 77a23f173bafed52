/**
 * `uri-editions redact URL…`: each URL with every password hidden, wherever WHATWG URL, curl,
 * Python's urlsplit or an RFC edition would find one, and every secret query value (redact()).
 * With no URL, stdin is read line by line (bounded by --max-line, as compare and parse read it).
 * `--json` adds the masked spans. `--secret-params`, `--add-secret-params` and `--no-secret-params`
 * are redact()'s options.
 */
import { hiddenRanges, redact } from '../../redact/redact';
import type { RedactOptions } from '../../redact/redact';
import { json, visible } from '../escape';
import type { Io } from '../io';
import { lineRecords, notProcessed, streamLines } from '../ndjson';
import { maxLineOption } from '../options';
import { inputs } from '../text';
import { EXIT_OK, bulkExitCode } from '../usage';

export interface RedactFlags {
  json?: boolean;
  maxLine?: string;
  /** a comma-separated list replacing the default one; false: --no-secret-params */
  secretParams?: string | false;
  /** a comma-separated list added to it */
  addSecretParams?: string;
}

/** redact()'s options from the flags (undefined: the defaults). */
export function redactOptions(flags: Pick<RedactFlags, 'secretParams' | 'addSecretParams'>): RedactOptions | undefined {
  const names = (list: string) => list.split(',').map((n) => n.trim()).filter((n) => n !== '');
  const options: RedactOptions = {};
  if (flags.secretParams === false) options.queryParameters = false;
  else if (typeof flags.secretParams === 'string') options.queryParameters = names(flags.secretParams);
  if (flags.addSecretParams !== undefined) options.extraQueryParameters = names(flags.addSecretParams);
  return Object.keys(options).length ? options : undefined;
}

export async function redactCommand(urls: string[], flags: RedactFlags, io: Io): Promise<number> {
  const maxLine = maxLineOption(flags.maxLine);
  const options = redactOptions(flags);
  const show = (url: string) =>
    flags.json ? json({ redacted: redact(url, options), masked: hiddenRanges(url, options) }) : visible(redact(url, options));
  if (urls.length > 0) {
    io.print(urls.map(show).join('\n'));
    return EXIT_OK;
  }
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  const summary = await streamLines({ input: io.stdin, output: io.stdout, progress: io.stderr, maxLine, ...lineRecords(maxLine), handle: show });
  if (summary.tooLong || summary.failed) io.warn(`${inputs(summary.lines)}${notProcessed(summary, maxLine)}`);
  return bulkExitCode(summary, false);
}
