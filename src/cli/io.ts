/** The streams a command writes to, with the colours chosen for each. */
import type { Readable, Writable } from 'node:stream';
import { colorsFor } from './colors';
import type { Colors } from './colors';
import { fitToTerminal } from './fit';

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
    // what reaches a terminal fits it (./fit.ts); a pipe or a file gets the text as it is
    print: (text) => void stdout.write(line(fitToTerminal(text, stdout))),
    warn: (text) => void stderr.write(line(fitToTerminal(text, stderr))),
  };
}

const line = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
