// The published package.json carries no "prepare" script (nor the two below). A clone needs it (`npm ci` builds dist/
// through it), but npm lists a dependency's "prepare" among the install scripts a consumer has to
// approve, although it never runs it for a packed package. So `npm pack` / `npm publish` run
//   prepack:  node scripts/pack-manifest.mjs strip    (builds, then writes package.json without it)
//   postpack: node scripts/pack-manifest.mjs restore  (puts the clone's package.json back)
// The original is kept in package.json.orig meanwhile; a strip after an interrupted pack restores it
// first, so the clone's package.json is never lost.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const manifest = join(root, 'package.json');
const backup = join(root, 'package.json.orig');

const restore = () => {
  if (existsSync(backup)) renameSync(backup, manifest);
};

const mode = process.argv[2];
if (mode === 'strip') {
  restore();
  execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  // npm read the scripts before prepack: postpack still runs; the packed manifest needs none of them
  for (const script of ['prepare', 'prepack', 'postpack']) delete pkg.scripts[script];
  writeFileSync(backup, text);
  writeFileSync(manifest, JSON.stringify(pkg, null, 2) + '\n');
} else if (mode === 'restore') {
  restore();
} else {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
