// Builds the playground: bundles web/src/main.ts (and the library's own TypeScript source it imports)
// for the browser with esbuild, and inlines the bundle and web/style.css into web/index.html, so
// web/dist/index.html is one self-contained file that works from file:// or any static server.
// The build fails if the bundle pulls in anything but our own source and the library's runtime
// dependencies parsimmon and tr46 (with punycode, which tr46 uses); with platform 'browser', a
// node-only import such as 'fs' or 'net' already fails to resolve.
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = dirname(fileURLToPath(import.meta.url));
const root = dirname(web);
const out = join(web, 'dist', 'index.html');

const result = await build({
  entryPoints: [join(web, 'src', 'main.ts')],
  bundle: true,
  // 'browser': a node-only import (fs, net, url, readline, …) is a build error, not a runtime one
  platform: 'browser',
  format: 'iife',
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
  write: false,
  metafile: true,
  logLevel: 'warning',
  absWorkingDir: root,
});

// Only our own source and the library's dependencies may be in the bundle.
const inputs = Object.keys(result.metafile.inputs);
const isDependency = (p) => /(^|\/)node_modules\/(parsimmon|tr46|punycode)\//.test(p);
const foreign = inputs.filter((p) => !/^(web\/src|src|grammars)\//.test(p) && !isDependency(p));
if (foreign.length) {
  console.error(`the playground bundle pulls in modules outside the library and its dependencies:\n  ${foreign.join('\n  ')}`);
  process.exit(1);
}

const js = result.outputFiles[0].text;
const css = await readFile(join(web, 'style.css'), 'utf8');
const html = await readFile(join(web, 'index.html'), 'utf8');

// Inside an inline <script>, "</script" would end the element: "<\/script" means the same in JS.
const script = js.replace(/<\/(script)/gi, '<\\/$1');
const style = css.replace(/<\/(style)/gi, '<\\/$1');
const page = insert(insert(html, '/* STYLE */', style), '/* SCRIPT */', script);

await mkdir(dirname(out), { recursive: true });
await writeFile(out, page);
const dependencies = inputs.filter(isDependency).length;
console.log(
  `${relative(root, out)}: ${(page.length / 1024).toFixed(1)} KiB ` +
    `(script ${(js.length / 1024).toFixed(1)} KiB from ${inputs.length - dependencies} source files + parsimmon, tr46, punycode; style ${(css.length / 1024).toFixed(1)} KiB)`,
);

/** `template` with its one `marker` replaced by `text` (literally: no $-patterns). */
function insert(template, marker, text) {
  const at = template.indexOf(marker);
  if (at < 0 || template.indexOf(marker, at + 1) >= 0) throw new Error(`web/index.html must hold ${marker} exactly once`);
  return template.slice(0, at) + text + template.slice(at + marker.length);
}
