/**
 * Every ```ts example of README.md and docs/ type-checks as a user's strict TypeScript project
 * would compile it (`strict`, `module`/`moduleResolution: nodenext`), with `uri-editions` and
 * `uri-editions/abnf` resolved to this checkout's sources.
 */
import ts from 'typescript';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examples, modules, ROOT } from './examples';

const all = modules();

describe('the TypeScript examples of README.md and docs/', () => {
  it('are found', () => {
    expect(examples().length).toBeGreaterThanOrEqual(30);
    // every module imports what it uses
    for (const m of all) expect(`${m.file}: ${/from 'uri-editions(?:\/abnf|\/rfc\d+)?'/.test(m.code)}`).toBe(`${m.file}: true`);
  });

  it('type-check under strict nodenext', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-editions-examples-'));
    try {
      const files = all.map((e, i) => {
        const file = join(dir, `example${i}.ts`);
        // each block is a module of its own (its `const`s do not clash with another's)
        writeFileSync(file, `${e.code}\nexport {};\n`);
        return file;
      });
      const program = ts.createProgram(files, {
        strict: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        noEmit: true,
        skipLibCheck: true,
        types: ['node'],
        typeRoots: [join(ROOT, 'node_modules/@types')],
        paths: { 'uri-editions': [join(ROOT, 'src/index.ts')], 'uri-editions/abnf': [join(ROOT, 'src/abnf/index.ts')], 'uri-editions/rfc*': [join(ROOT, 'src/entries/rfc*.ts')] },
      });
      const found = ts
        .getPreEmitDiagnostics(program)
        .filter((d) => d.file && files.includes(d.file.fileName))
        .map((d) => {
          const e = all[files.indexOf(d.file!.fileName)];
          const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
          return `${e.file}:${e.line + 1 + line}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
        });
      expect(found).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
