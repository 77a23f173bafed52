/**
 * The TypeScript examples of README.md and docs/: every ```ts block, found and written out as a
 * module of its own, as a reader would paste it into a project.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(__dirname, '../..');

/** One ```ts block: where it is and its code. */
export interface Example {
  /** the page, relative to the repository, and the block's first line */
  file: string;
  line: number;
  code: string;
}

/** README.md and every page under docs/ (the generated API reference aside). */
export function pages(): string[] {
  const out = [join(ROOT, 'README.md')];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'api') walk(path);
      } else if (name.endsWith('.md')) out.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return out;
}

/**
 * The modules the examples make: a block that imports from the package starts one; a block that
 * does not continues the one before it on the same page (a page that builds an example up
 * block by block, as docs/toolkit.md does).
 */
export function modules(): Example[] {
  const out: Example[] = [];
  for (const e of examples()) {
    const last = out[out.length - 1];
    if (!/from 'uri-editions(?:\/abnf)?'/.test(e.code) && last && last.file === e.file) last.code += `\n${e.code}`;
    else out.push({ ...e });
  }
  return out;
}

/** Every ```ts block of the pages. */
export function examples(): Example[] {
  const out: Example[] = [];
  for (const path of pages()) {
    const text = readFileSync(path, 'utf8');
    const block = /^```ts\n([\s\S]*?)^```/gm;
    for (let m = block.exec(text); m; m = block.exec(text)) {
      out.push({ file: relative(ROOT, path), line: text.slice(0, m.index).split('\n').length, code: m[1] });
    }
  }
  return out;
}
