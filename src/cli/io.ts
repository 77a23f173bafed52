/** The streams a command writes to, with the colours chosen for each. */
import type { Readable, Writable } from 'node:stream';
import { colorsFor } from './colors';
import type { Colors } from './colors';

export type Tty = { isTTY?: boolean; columns?: number };

export interface Io {
  stdin: Readable & Tty;
  stdout: Writable & Tty;
  stderr: Writable & Tty;
  /** colours for stdout / stderr (plain functions when colours are off) */
  out: Colors;
  err: Colors;
  print(text: string): void;
  warn(text: string): void;
}

export function processIo(color: boolean | undefined): Io {
  const { stdin, stdout, stderr } = process;
  return {
    stdin,
    stdout,
    stderr,
    out: colorsFor(stdout, color),
    err: colorsFor(stderr, color),
    print: (text) => void stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    warn: (text) => void stderr.write(text.endsWith('\n') ? text : `${text}\n`),
  };
}
