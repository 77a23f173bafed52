/**
 * Jest's globalSetup for `npm test`: build dist/ (the CLI, its worker thread, the package) once,
 * before any test file runs, unless it is newer than every source it is built from. Each CLI test
 * file used to run `npm run build` itself; with several test workers, one file's build rewrote
 * dist/cli/main.js while another file's tests spawned it. buildCli() (test/support/cli.ts) builds
 * only when run without this setup.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');
const BUILT = ['dist/index.cjs', 'dist/index.mjs', 'dist/cli/main.js', 'dist/cli/worker.js'].map((f) => join(ROOT, f));
const SOURCES = ['src', 'grammars', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.types.json'];

/** The newest modification time under `path` (a file or a folder). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newest(join(path, name))), stat.mtimeMs);
}

module.exports = function buildOnce() {
  const sources = Math.max(...SOURCES.map((p) => join(ROOT, p)).filter(existsSync).map(newest));
  const fresh = BUILT.every((f) => existsSync(f) && statSync(f).mtimeMs > sources);
  if (!fresh) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'pipe' });
  process.env.URI_EDITIONS_DIST_BUILT = '1';
};
