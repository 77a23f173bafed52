/**
 * The real parsers the client readers model, run over a list of strings: each through a small
 * driver program (test/fixtures/readers/drivers/) that reads one input per line (hex of its UTF-8
 * bytes) and writes one JSON line per input, and Node's legacy url.parse in this process. A runtime
 * that is not installed says why (`absent`); one whose version is not the modelled one says so too.
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as nodeUrl from 'node:url';

const DRIVERS = join(__dirname, '..', 'fixtures', 'readers', 'drivers');

/** What a real parser returned for one input, as its driver writes it. */
export type RealReading = { ok: boolean; error?: string } & Record<string, unknown>;

export interface Runtime {
  /** the reader it checks */
  reader: string;
  /** the version line the runtime gives, or why it cannot run */
  version(): { version: string } | { absent: string };
  run(inputs: readonly string[]): RealReading[];
}

function hexLines(inputs: readonly string[]): string {
  return inputs.map((s) => Buffer.from(s, 'utf8').toString('hex')).join('\n') + '\n';
}

function driver(reader: string, command: string, args: string[]): Runtime {
  const exec = (stdin: string, extra: string[]) =>
    spawnSync(command, [...args, ...extra], {
      input: stdin,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      timeout: 300_000,
      // `go run` of one file, outside any module, with a build cache even where HOME is not set
      env: { ...process.env, GO111MODULE: 'off', GOCACHE: process.env.GOCACHE ?? join(tmpdir(), 'uri-editions-go-cache') },
    });
  return {
    reader,
    version() {
      const r = exec('', ['--version']);
      if (r.error) return { absent: `${command} is not installed (${(r.error as NodeJS.ErrnoException).code ?? r.error.message})` };
      if (r.status !== 0) return { absent: `${command} ${args.join(' ')} --version failed: ${r.stderr.trim().split('\n')[0]}` };
      return { version: r.stdout.trim() };
    },
    run(inputs) {
      const r = exec(hexLines(inputs), []);
      if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr}`);
      const lines = r.stdout.split('\n').filter((l) => l !== '');
      if (lines.length !== inputs.length) throw new Error(`${reader}: ${lines.length} readings for ${inputs.length} inputs`);
      return lines.map((l) => JSON.parse(l) as RealReading);
    },
  };
}

/** Node's legacy url.parse, in this process. */
const nodeLegacy: Runtime = {
  reader: 'nodeLegacy',
  version: () => ({ version: `Node ${process.versions.node}` }),
  run: (inputs) =>
    inputs.map((s) => {
      try {
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- the legacy API is what is checked
        const u = nodeUrl.parse(s);
        return { ok: true, protocol: u.protocol, hostname: u.hostname, port: u.port, auth: u.auth, slashes: u.slashes };
      } catch (error) {
        return { ok: false, error: (error as { code?: string }).code ?? String(error) };
      }
    }),
};

export const RUNTIMES: readonly Runtime[] = [
  driver('go', 'go', ['run', join(DRIVERS, 'go.go')]),
  driver('javaUri', 'java', [join(DRIVERS, 'Java.java'), 'uri']),
  driver('javaUrl', 'java', [join(DRIVERS, 'Java.java'), 'url']),
  driver('php', 'php', [join(DRIVERS, 'php.php')]),
  driver('ruby', 'ruby', [join(DRIVERS, 'ruby.rb')]),
  nodeLegacy,
];
