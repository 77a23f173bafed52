/**
 * The registry of client readers: every model of a program's URL parser that audit() reads a string
 * with, in the order an audit reports them. audit(), `READING_NAMES`, the `readings` option, the
 * CLI's `--readers`, the playground's checkboxes and the docs' table iterate this list; adding a
 * reader is its own file and one line here.
 */
import { curlReader } from './curl';
import { pythonReader } from './python';

export const CLIENT_READERS = [pythonReader, curlReader] as const;

/** One of the registered readers. */
export type ClientReader = (typeof CLIENT_READERS)[number];

/** The name of a client reading ('python', 'curl', …). */
export type ClientName = ClientReader['name'];

/** For each client reader, the version it may be asked for (audit()'s `python: '3.12.9'` …). */
export type ClientVersions = { [K in ClientReader as K['name']]?: K['versions'][number] };

/** The reader of a name, or undefined. */
export function clientReader(name: string): ClientReader | undefined {
  return CLIENT_READERS.find((r) => r.name === name);
}
