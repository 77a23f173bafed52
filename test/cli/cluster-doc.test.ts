/**
 * docs/cluster.md's Dask recipe is scripts/dask-compare.py's, which the cluster test runs on a real
 * cluster (test/cluster/dask.test.ts): its `brief_lines` word for word (but the docstring), and its
 * command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const doc = readFileSync(join(ROOT, 'docs', 'cluster.md'), 'utf8');
const script = readFileSync(join(ROOT, 'scripts', 'dask-compare.py'), 'utf8');

/** `def brief_lines` up to its last line, without its docstring and with the default command's name as `COMMAND`. */
function briefLines(source: string): string {
  const start = source.indexOf('def brief_lines(');
  const end = source.indexOf('return [line.decode("utf-8") for line in out]', start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return source
    .slice(start, end)
    .replace(/"""[\s\S]*?"""\n/, '')
    .replace('DEFAULT_COMMAND', 'COMMAND');
}

it("the docs' brief_lines is the script's", () => {
  expect(briefLines(doc)).toBe(briefLines(script));
  expect(briefLines(doc)).toContain('run.stdout.split(b"\\n")');
});

it("the docs' command is the script's default", () => {
  const command = (source: string, name: string) => new RegExp(`^${name} = (\\[.*\\])`, 'm').exec(source)?.[1];
  expect(command(doc, 'COMMAND')).toBeDefined();
  expect(command(doc, 'COMMAND')).toBe(command(script, 'DEFAULT_COMMAND'));
});

it('the docs read the file as the script does: lines end at "\\n" only, any bytes', () => {
  for (const source of [doc, script]) {
    expect(source).toMatch(/read_text\([^)]*linedelimiter="\\n"[^)]*errors="surrogateescape"/);
  }
});
