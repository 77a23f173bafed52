/**
 * The generated grammar modules as they should be: every build in the grammar-sources registry
 * compiled by the engine (src/engine/compile/module.ts) into src/generated. `npm run generate`
 * writes them; test/engine/generated.test.ts compares the committed ones with these.
 */
import { GRAMMAR_SOURCES, moduleName, sourceGrammar } from '../src/editions/grammar-sources';

export const GENERATED_DIR = 'src/generated';

export interface GeneratedFile {
  /** path from the repository's root */
  path: string;
  text: string;
}

export function generatedModules(): GeneratedFile[] {
  return GRAMMAR_SOURCES.map((source) => ({
    path: `${GENERATED_DIR}/${moduleName(source.id)}.ts`,
    text: sourceGrammar(source.id).toModule(source.id, {
      file: source.file,
      call: source.call,
      command: 'npm run generate',
      test: 'test/engine/generated.test.ts',
      runtime: '../engine/runtime',
    }),
  }));
}
