/**
 * `uri-editions redact URL…`: each URL with every password hidden, wherever WHATWG URL, curl,
 * Python's urlsplit or an RFC edition would find one (redact()). With no URL, stdin is read line by
 * line (bounded by --max-line, as compare and parse read it). `--json` adds the masked spans.
 */
import { passwordRanges, redact } from '../../redact/redact';
import { json, visible } from '../escape';
import type { Io } from '../io';
import { lineRecords, notProcessed, streamLines } from '../ndjson';
import { maxLineOption } from '../options';
import { inputs } from '../text';
import { EXIT_OK, bulkExitCode } from '../usage';

export interface RedactFlags {
  json?: boolean;
  maxLine?: string;
}

export async function redactCommand(urls: string[], flags: RedactFlags, io: Io): Promise<number> {
  const maxLine = maxLineOption(flags.maxLine);
  const show = (url: string) => (flags.json ? json({ redacted: redact(url), masked: passwordRanges(url) }) : visible(redact(url)));
  if (urls.length > 0) {
    io.print(urls.map(show).join('\n'));
    return EXIT_OK;
  }
  if (io.stdin.isTTY) io.warn(io.err.dim('reading URLs from stdin, one per line (end with Ctrl-D)'));
  const summary = await streamLines({ input: io.stdin, output: io.stdout, progress: io.stderr, maxLine, ...lineRecords(maxLine), handle: show });
  if (summary.tooLong || summary.failed) io.warn(`${inputs(summary.lines)}${notProcessed(summary, maxLine)}`);
  return bulkExitCode(summary, false);
}
