/**
 * The registry of client readers: every model of a program's URL parser that audit() reads a string
 * with, in the order an audit reports them. audit(), `READING_NAMES`, the `readings` option, the
 * CLI's `--readers`, the playground's checkboxes and the docs' table iterate this list; adding a
 * reader is its own file, one entry in the list and its name in `ClientName`.
 */
import { curlReader } from './curl';
import { goReader } from './go';
import { pythonReader } from './python';
import { rubyReader } from './ruby';
import { nodeLegacyReader } from './node-legacy';
import { phpReader } from './php';
import { javaUriReader } from './java-uri';
import { javaUrlReader } from './java-url';

export const CLIENT_READERS = [pythonReader, curlReader, goReader, javaUriReader, javaUrlReader, phpReader, rubyReader, nodeLegacyReader] as const;

/** One of the registered readers. */
export type ClientReader = (typeof CLIENT_READERS)[number];

/**
 * The name of a client reading: a model of a program's URL parser.
 * @example
 * ```ts
 * const n: ClientName = 'python';
 * ```
 */
export type ClientName = 'python' | 'curl' | 'go' | 'javaUri' | 'javaUrl' | 'php' | 'ruby' | 'nodeLegacy';

/** The names above are the registry's: a reader in one list and not the other does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const CLIENT_NAMES_MATCH: Same<ClientName, ClientReader['name']> = true;

/** For each client reader, the version it may be asked for (audit()'s `python: '3.12.9'` …). */
export type ClientVersions = { [K in ClientReader as K['name']]?: K['versions'][number] };

/** The reader of a name, or undefined. */
export function clientReader(name: string): ClientReader | undefined {
  return CLIENT_READERS.find((r) => r.name === name);
}
