#!/usr/bin/env node
/** The `uri-editions` command (package.json "bin"). The commands live in ./cli/. */
import { visibleLines } from './escape';
import { run } from './program';

// A closed pipe (`uri-editions compare < big.txt | head`) ends the output, not with an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`uri-editions: internal error: ${visibleLines(String(error))}\n`);
    process.exitCode = 70;
  },
);
